"""On-disk cache of the built, onnxruntime-optimised encoder graph.

Building the graph from the 4-bit file and optimising it costs ~0.5 s; loading the saved
result ~0.05 s. Two kinds of graph are kept: the full encoder (passages) and the query
graph. The file is named by a hash of everything it is made from (model file,
smoothing factors, the source of this whole package, onnxruntime version, CPU architecture),
so a change to any of them builds a new one: checkouts of other versions share the cache
without loading each other's graphs. A cache directory that cannot be created or written
only means the graph is built in memory, every time.
"""
from __future__ import annotations

import hashlib
import os
import platform
import time
from pathlib import Path

# Graphs of other versions (22 MB each) are deleted once this old; one still in use by
# another checkout is merely rebuilt there.
STALE_SECONDS = 30 * 24 * 3600


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "hr-agent"


def private_cache_dir(name: str) -> Path:
    """`cache_dir()/name`, readable by this user only (0700): what is loaded back from a cache
    (jieba's marshal dump, the encoder graph) must not be a file another user could plant, as
    in a world-writable temp folder. Raises OSError when it cannot be made so."""
    directory = cache_dir() / name
    directory.mkdir(mode=0o700, parents=True, exist_ok=True)
    if directory.stat().st_mode & 0o077:
        directory.chmod(0o700)
    return directory


def builder_sources() -> list[Path]:
    """Every source file of this package. The saved graph depends on more than the graph
    builder: which factors build.py picks, the calibration (calibrate.py and the tokenizer and
    feeds it runs), the optimiser options of session.py. Naming them one by one went stale
    when make_session moved out of graph.py; the whole package cannot."""
    return sorted(Path(__file__).resolve().parent.glob("*.py"))


def graph_key(model_path: str, smoothing_path: str, ort_version: str) -> str:
    """Hex digest naming the graph built from these inputs."""
    digest = hashlib.sha256()
    stat = os.stat(model_path)
    # The model file is 70 MB; its path, size and modification time identify it cheaply.
    digest.update(f"{os.path.abspath(model_path)}|{stat.st_size}|{stat.st_mtime_ns}".encode())
    for path in (smoothing_path, *builder_sources()):
        digest.update(Path(path).read_bytes())
    digest.update(f"|{ort_version}|{platform.machine()}".encode())
    return digest.hexdigest()[:32]


def graph_path(key: str, kind: str = "encoder") -> Path | None:
    """Where the graph for `key` lives, or None if the cache directory is unusable. `kind`
    names the graph's role ("encoder": the full graph passages run on; "query": the
    single-window graph), so that each kind only ever clears out stale graphs of its own."""
    directory = cache_dir()
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return directory / f"e5-{kind}-{key}.onnx"


def load_or_build(key_path: Path | None, build, make_session):
    """A session on the cached graph at `key_path`, else on a fresh build (`build()` ->
    model bytes), saving its optimised form there for the next process."""
    if key_path is not None and key_path.is_file():
        try:
            return make_session(str(key_path), None)
        except Exception:  # a truncated or foreign file: rebuild over it
            pass
    model = build()
    if key_path is not None and os.access(key_path.parent, os.W_OK):
        partial = key_path.with_name(f"{key_path.name}.{os.getpid()}.partial")
        try:
            session = make_session(model, str(partial))
            os.replace(partial, key_path)  # readers never see a half-written graph
            _remove_stale(key_path)
            return session
        except Exception:
            partial.unlink(missing_ok=True)
    return make_session(model, None)


def _remove_stale(current: Path) -> None:
    kind_prefix = current.name[: current.name.rindex("-") + 1]  # "e5-encoder-", "e5-query-"
    for graph in current.parent.glob(f"{kind_prefix}*.onnx"):
        try:
            if graph != current and time.time() - graph.stat().st_mtime > STALE_SECONDS:
                graph.unlink()
        except OSError:
            pass  # another process got there first, or it is not ours to delete
