"""Lexical ranking: the tokenizer BM25 sees (jieba words, CJK characters and bigrams) and
Okapi BM25 over posting arrays."""
from __future__ import annotations

import logging
import marshal
import math
import os
import re
import threading
from collections import Counter, defaultdict
from pathlib import Path

import numpy as np

_STOPWORDS = frozenset(
    """的 了 吗 呢 吧 啊 呀 是 在 有 和 与 及 或 我 我们 你 您 他 她 它 请问 请 一下 怎么 怎样 如何 什么
    多少 几 哪些 哪个 哪 可以 能 能否 是否 需要 要 会 都 还 就 也 被 把 对 给 吗 么 该 应该 应当 如果
    the a an of to in for on and or is are was be been do does did how what when where which who whom
    can could should would will i my me we our you your it its this that these those with at by from as
    if any there their them they""".split()
)
_WORD = re.compile(r"\w", re.U)
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")


# Bump when the tokenizer's rules change (custom words, stop words, folding): saved tokens of
# older generations are then recomputed instead of trusted.
TOKENIZER_RULES = "jieba-search+chars+bigrams/1"


def tokenizer_version() -> str:
    """The rules and the jieba release the saved tokens were made with (jieba not loaded)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return f"{TOKENIZER_RULES}; jieba {version('jieba')}"
    except PackageNotFoundError:
        return TOKENIZER_RULES


class LexicalTokenizer:
    """jieba search-mode tokens, lower-cased, stop words dropped; jieba loads lazily."""

    _lock = threading.Lock()
    _jieba = None

    @classmethod
    def _get(cls):
        if cls._jieba is None:
            with cls._lock:
                if cls._jieba is None:
                    import jieba

                    # jieba logs its dictionary loading (and a cache it could not write) to
                    # stderr; that is noise in a CLI.
                    jieba.setLogLevel(logging.CRITICAL)
                    tk = jieba.Tokenizer()
                    tk.tmp_dir = str(_jieba_cache_dir())
                    if not _load_cached_dictionary(tk):
                        tk.initialize()  # builds the dictionary from jieba's word list and writes the cache
                    for word in ("年休假", "陪产假", "产检假", "哺乳假", "工作日", "自然日", "调休"):
                        tk.add_word(word)
                    cls._jieba = tk
        return cls._jieba

    @classmethod
    def tokens(cls, text: str) -> list[str]:
        out = [w for w in map(_term, cls._get().cut_for_search(text)) if w]
        # Single CJK characters and character bigrams as extra terms. Colloquial questions
        # rarely share jieba's words with the handbook ("生孩子" vs "产假") but often
        # share characters: on the eval set single characters lift BM25 recall@3 from 0.74
        # to 0.81. Characters alone are noisy among thousands of other documents (BM25
        # recall@3 0.73 among 1,000 filler chunks); bigrams, as in Lucene's CJK analyzer,
        # hold it at 0.79-0.81 from the handbook alone to 10,000 filler chunks. Bigrams are
        # marked so that one equal to a jieba word counts as a separate term.
        # (Dropping particles such as 的/了/吗 was tried: it cost one question on the
        # handbook alone, so every character stays.)
        return out + _characters_and_bigrams(text)


def _load_cached_dictionary(tk) -> bool:
    """jieba's own cache, read in one piece: jieba's initialize() hands marshal the open file,
    which then reads it a few bytes per entry (0.63 CPU s for its 500,000 words, against 0.17 s
    from bytes), and every fresh process of the agent paid that. False when there is no usable
    cache yet: initialize() builds it."""
    try:
        freq, total = marshal.loads((Path(tk.tmp_dir) / "jieba.cache").read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return False
    if not (isinstance(freq, dict) and freq and isinstance(total, int) and total > 0):
        return False
    tk.FREQ, tk.total, tk.initialized = freq, total, True
    return True


def _jieba_cache_dir() -> Path:
    """Where jieba keeps its dictionary cache: the project's private cache folder, never the
    shared temp folder jieba defaults to (another user could plant a jieba.cache there).
    If that folder cannot be made, a path that cannot exist: jieba then rebuilds the
    dictionary each time (~1 s) and writes nothing."""
    from knowledge.e5.cache import private_cache_dir

    try:
        return private_cache_dir("jieba")
    except OSError:
        return Path(os.devnull) / "jieba"


def _term(token: str) -> str | None:
    """A jieba token as a BM25 term: lower-cased, plural folded; None for stop words and punctuation."""
    tok = token.strip().lower()
    if not tok or not _WORD.search(tok) or tok in _STOPWORDS:
        return None
    if tok.isascii() and tok.isalpha() and len(tok) > 3:
        # Cheap plural folding so "expenses" matches "expense".
        if tok.endswith("ies"):
            tok = tok[:-3] + "y"
        elif tok.endswith("s") and not tok.endswith("ss"):
            tok = tok[:-1]
    return tok


def _characters_and_bigrams(text: str) -> list[str]:
    out: list[str] = []
    for run in _CJK_RUN.findall(text):
        out.extend(run)
        out.extend("#" + run[i : i + 2] for i in range(len(run) - 1))
    return out


# jieba's default mode groups these with CJK text into one block and emits each ASCII run whole.
_ASCII_RUN = re.compile(r"[A-Za-z0-9+#&._%-]+")
_MAX_WORD_CHARS = 8


def query_terms(query: str, vocabulary) -> list[str]:
    """The query's BM25 terms without jieba: every CJK word of the knowledge base's own
    vocabulary that occurs in the query, its ASCII runs, and its characters and bigrams.

    A query term only counts when the index holds it, so the dictionary a query needs is the
    index's vocabulary, not jieba's 9 MB one (~1.5 s to load in every new process). The words
    found are a superset of jieba's segmentation restricted to the vocabulary: a word that spans
    jieba's cut (请[假期]间) is found as well."""
    out = [w for w in map(_term, _ASCII_RUN.findall(query)) if w]
    for run in _CJK_RUN.findall(query):
        for i in range(len(run)):
            for j in range(i + 2, min(len(run), i + _MAX_WORD_CHARS) + 1):
                if run[i:j] in vocabulary and run[i:j] not in _STOPWORDS:
                    out.append(run[i:j])
    return out + _characters_and_bigrams(query)


class BM25:
    """Okapi BM25 with posting arrays; scoring a query is a few numpy adds per term."""

    def __init__(self, docs: list[list[str]], k1: float = 1.2, b: float = 0.75):
        self.n = len(docs)
        lengths = np.array([len(d) for d in docs], dtype=np.float32)
        avg = float(lengths.mean()) if self.n else 1.0
        self._norm = k1 * (1 - b + b * lengths / max(avg, 1e-9))
        self._k1 = k1
        postings: dict[str, tuple[list[int], list[int]]] = defaultdict(lambda: ([], []))
        for i, doc in enumerate(docs):
            for term, tf in Counter(doc).items():
                postings[term][0].append(i)
                postings[term][1].append(tf)
        self._postings = {
            t: (np.array(ix, dtype=np.int32), np.array(tf, dtype=np.float32)) for t, (ix, tf) in postings.items()
        }
        self._idf = {
            t: math.log(1 + (self.n - len(ix) + 0.5) / (len(ix) + 0.5)) for t, (ix, _) in self._postings.items()
        }

    @property
    def vocabulary(self):
        return self._postings.keys()

    def scores(self, query: list[str]) -> np.ndarray:
        scores = np.zeros(self.n, dtype=np.float32)
        for term in set(query):
            posting = self._postings.get(term)
            if posting is None:
                continue
            ix, tf = posting
            scores[ix] += self._idf[term] * tf * (self._k1 + 1) / (tf + self._norm[ix])
        return scores


def lexical_tokens(text: str) -> list[str]:
    return LexicalTokenizer.tokens(text)


_CJK_CHAR = re.compile(r"[\u4e00-\u9fff]")
_NON_SPACE = re.compile(r"\S")


def script(text: str) -> str:
    """"han" when at least a fifth of the visible characters are CJK, else "latin": text
    BM25 can match against text of the same script only. (A Chinese clause quoting "OA"
    or "VPN" is still Chinese; an English sentence with one 汉字 name is still English.)"""
    visible = len(_NON_SPACE.findall(text))
    return "han" if visible and len(_CJK_CHAR.findall(text)) >= 0.2 * visible else "latin"


def lexical_text(meta: dict, text: str) -> str:
    """What BM25 indexes for a chunk: its heading path and its body."""
    return f"{meta.get('heading_path', '')}\n{text}"
