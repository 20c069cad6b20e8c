"""BM25 tokens saved beside a generation when it is built (embedded mode), so that the first
search after start-up need not load jieba and tokenize every chunk again.

The saved tokens carry the version of the tokenizer that made them (rules and jieba release);
tokens of another tokenizer are never used.
"""
from __future__ import annotations

from . import disk
from .generations import Generations
from .lexical import lexical_text, lexical_tokens, tokenizer_version

# The key under which a generation's saved tokens record the tokenizer that made them (chunk
# ids never start with a NUL).
_TOKENIZER_KEY = "\x00tokenizer"


def load_tokens(store: Generations, generation: str, ids: list[str], docs: list[str],
                metas: list[dict]) -> list[list[str]]:
    """BM25 tokens saved with the generation when it was built, if they were made by this
    tokenizer; else computed here, which loads jieba."""
    saved = {} if store.chroma_url else disk.load_lexical(store.kb_dir, generation)
    if saved.get(_TOKENIZER_KEY) == [tokenizer_version()] and all(i in saved for i in ids):
        return [saved[i] for i in ids]
    return [lexical_tokens(lexical_text(m, d)) for d, m in zip(docs, metas)]


def save_tokens(store: Generations, generation: str, texts: dict[str, str], reuse_from: str | None) -> None:
    """Tokenize a new generation's chunks for BM25 and keep the tokens beside it
    (embedded mode); chunks carried over keep the tokens saved with `reuse_from`."""
    if store.chroma_url:
        return
    old = disk.load_lexical(store.kb_dir, reuse_from) if reuse_from else {}
    if old.get(_TOKENIZER_KEY) != [tokenizer_version()]:
        old = {}
    tokens = {i: old.get(i) or lexical_tokens(text) for i, text in texts.items()}
    disk.save_lexical(store.kb_dir, generation, {_TOKENIZER_KEY: [tokenizer_version()], **tokens})
