"""Run time: an onnxruntime session on a built encoder graph (knowledge.e5.graph builds it),
with this assistant's threading and telemetry settings."""
from __future__ import annotations

import os


def import_onnxruntime():
    # onnxruntime >= 1.29 ships telemetry on Linux: at start-up it writes a device id under
    # ~/.cache/Microsoft/DeveloperTools and posts to mobile.events.data.microsoft.com (caught
    # by tests/integration/test_studio.py's outbound-call trap). This assistant is offline and private;
    # the variable is only honoured if set before onnxruntime initialises, hence before
    # the import. disable_telemetry_events() alone comes too late for the start-up event.
    os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
    import onnxruntime as ort

    ort.disable_telemetry_events()
    return ort


def make_session(model: bytes | str, num_threads: int, optimized_path: str | None = None):
    """A CPU session for a built graph (bytes), or for one already optimised and saved by
    an earlier session (a path): that one loads without running the optimisers again.
    With `optimized_path`, the optimised graph is saved there."""
    ort = import_onnxruntime()
    opts = ort.SessionOptions()
    already_optimized = isinstance(model, str)
    opts.graph_optimization_level = (ort.GraphOptimizationLevel.ORT_DISABLE_ALL if already_optimized
                                     else ort.GraphOptimizationLevel.ORT_ENABLE_ALL)
    if optimized_path:
        opts.optimized_model_filepath = optimized_path
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
    from knowledge.e5.native import native_call

    with native_call():
        return ort.InferenceSession(model, sess_options=opts, providers=["CPUExecutionProvider"],
                                    disabled_optimizers=["SkipLayerNormFusion"])
