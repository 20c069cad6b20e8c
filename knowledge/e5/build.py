"""Build time: the encoder graph E5Onnx runs, made once per model file, weights form and
onnxruntime version (the engine keeps it in the user cache, knowledge.e5.cache).

The int8 form needs SmoothQuant factors: the shipped ones when they fit the model file,
else calibrated here (knowledge.e5.calibrate), with a warning, since that takes a while.
"""
from __future__ import annotations

import os
import warnings

import numpy as np

from .calibrate import calibrate_smoothing
from .graph import Weights, build_encoder_model
from .model_file import ModelFile
from .quantize import load_smoothing
from .tokenizer import Tokenizer


def encoder_graph(model: ModelFile, tokenizer: Tokenizer, model_path: str, weights: Weights, scales_file: str,
                  num_threads: int = 1, single_window: bool = False) -> bytes:
    """The serialised ONNX graph for `model` in the `weights` form; `single_window`: the
    query graph (graph.build_encoder_model)."""
    smoothing = (smoothing_factors_for(model, tokenizer, model_path, scales_file, num_threads)
                 if weights == "int8-smooth" else None)
    return build_encoder_model(model, smoothing, single_window=single_window)


def smoothing_factors_for(model: ModelFile, tokenizer: Tokenizer, model_path: str, scales_file: str,
                          num_threads: int = 1) -> dict[str, np.ndarray]:
    smoothing = load_smoothing(scales_file)
    if smoothing.fits(model.config, os.path.getsize(model_path)):
        return smoothing.factors
    # A model file other than the one the shipped factors were made for.
    warnings.warn("SmoothQuant factors do not fit this model file; calibrating (bench/calibrate_e5.py "
                  "regenerates them)", stacklevel=5)
    return calibrate_smoothing(model, tokenizer, model_path, num_threads).factors
