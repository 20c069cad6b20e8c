"""Run time: the encoder graph's inputs for windows of token ids (summed word, position and
token-type embeddings, and the attention mask), as e5.c computes them."""
from __future__ import annotations

import numpy as np

from .model_file import ModelFile, dequantize_q4
from .tokenizer import Window


def position_plus_type(model: ModelFile) -> np.ndarray:
    """Position rows plus token-type row 0, summed first as e5.c does. Row 0 of the table
    is the first real position: XLM-R's padding offset was removed at conversion, so
    positions count 0, 1, 2, ... from <s>."""
    cfg = model.config
    pos = np.asarray(model.tensors["emb.pos"], np.float32).reshape(cfg.max_positions, cfg.hidden)
    return pos + np.asarray(model.tensors["emb.type"][: cfg.hidden], np.float32)


def encoder_feeds(model: ModelFile, pos_type: np.ndarray, windows: list[Window]) -> dict[str, np.ndarray]:
    """Graph inputs for windows padded to a common length: summed embeddings and mask."""
    length = max(len(w.ids) for w in windows)
    ids = np.full((len(windows), length), model.tokenizer.pad, np.int64)
    mask = np.zeros((len(windows), length), np.int64)
    for row, w in enumerate(windows):
        ids[row, : len(w.ids)] = w.ids
        mask[row, : len(w.ids)] = 1
    # Only the looked-up rows of the 250k-row word table are ever dequantized.
    unique, inverse = np.unique(ids, return_inverse=True)
    word = dequantize_q4(model.tensors["emb.word"][unique])[inverse.reshape(ids.shape)]
    return {"embeddings": word + pos_type[:length], "mask": mask}


def window_embeddings(model: ModelFile, pos_type: np.ndarray, window: Window) -> np.ndarray:
    """The one input of the single-window (query) graph: [1, L, H] summed embeddings of
    one window, the same values as encoder_feeds' row for it."""
    word = dequantize_q4(model.tensors["emb.word"][np.asarray(window.ids)])
    return (word + pos_type[: len(window.ids)])[None]
