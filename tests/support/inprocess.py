"""`hr-agent ARGS` run inside the test process, looking to the program and to the test as a
fresh process would: the same exit code and the same stdout/stderr text.

A CLI subprocess costs 0.4-2.2 s, most of it importing LangGraph, ChromaDB and onnxruntime
and loading the embedder; in-process the imports are paid once per test run. What a fresh
process would not carry over is reset around each run:

- the environment is exactly the subprocess's (os.environ without HR_AGENT_* / OLLAMA_HOST,
  plus `env`), cwd is the repo, sys.argv names the script; all restored afterwards, and so
  are the umask (`main` sets 077), the SIGINT/SIGTERM handlers and sys.stdin;
- stdout/stderr are UTF-8 pipes as in a subprocess (stdout strict, stderr backslashreplace,
  not a terminal, no fileno), decoded as `subprocess.run(text=True)` does (universal newlines);
- warnings print to stderr under the interpreter's default filters, logging with no handler
  configured falls to logging's last-resort stderr handler, an exception in a thread prints
  its traceback to stderr: pytest's own catching is lifted for the run;
- SystemExit (argparse's exit 2, `--help`'s 0) becomes the return code, an uncaught
  exception prints its traceback and gives 1, as the interpreter does;
- at the end, as at process exit: atexit callbacks registered during the run are run, the
  program's module-level lru caches are emptied (nodes.resources keeps the model client,
  tool registry and knowledge base per setting there), readline's history is dropped,
  unstarted warm-ups are forgotten, the SQLite connections the run opened are closed and
  the ChromaDB systems it opened are stopped -- the next run opens the knowledge base and
  the threads database afresh, as a new process does.

Not reproduced (use `cli_process` for these): the entry point's own exit path, signals and
Ctrl-C, argv bytes that are not UTF-8, a parent's umask as a fresh process sees it, broken
pipes, C-level writes to fds 1/2, and `timeout` (a hung run hangs the test).
"""
from __future__ import annotations

import atexit
import contextlib
import io
import logging
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
import traceback
import warnings
from pathlib import Path
from typing import Iterator

REPO = Path(__file__).resolve().parents[2]
SCRIPT = REPO / "step8_react_agent.py"
_SIGNALS = (signal.SIGINT, signal.SIGTERM)
# One run at a time: the process-wide state swapped below is not per thread.
_RUN_LOCK = threading.Lock()


def subprocess_env(env: dict | None) -> dict[str, str]:
    """The environment a CLI run gets: ours without HR_AGENT_* / OLLAMA_HOST, plus `env`."""
    full = {k: v for k, v in os.environ.items() if not k.startswith("HR_AGENT_") and k != "OLLAMA_HOST"}
    full.update(env or {})
    return full


def run_main(args, env: dict | None = None, stdin: str | None = None) -> subprocess.CompletedProcess:
    argv = [str(a) for a in args]
    out_bytes, err_bytes = io.BytesIO(), io.BytesIO()
    # What Python gives a process whose stdout/stderr are pipes (PEP 538/540 aside).
    out = io.TextIOWrapper(out_bytes, encoding="utf-8", errors="strict")
    err = io.TextIOWrapper(err_bytes, encoding="utf-8", errors="backslashreplace", line_buffering=True)
    with _RUN_LOCK, _process_state(argv, subprocess_env(env), stdin, out, err) as exit_funcs:
        code = _call_main(argv, err)
        with contextlib.suppress(Exception):
            out.flush()
        _run_exit_funcs(exit_funcs, err)
        with contextlib.suppress(Exception):
            err.flush()
    return subprocess.CompletedProcess([sys.executable, str(SCRIPT), *argv], code,
                                       _as_text(out_bytes.getvalue()), _as_text(err_bytes.getvalue()))


def _call_main(argv: list[str], err) -> int:
    from cli.main import main

    try:
        return _exit_status(main(argv))
    except SystemExit as exc:
        if isinstance(exc.code, str):
            print(exc.code, file=err)
        return _exit_status(exc.code if not isinstance(exc.code, str) else 1)
    except KeyboardInterrupt:
        traceback.print_exc(file=err)
        return -signal.SIGINT  # the interpreter re-raises an unhandled Ctrl-C as the signal
    except BaseException:  # noqa: BLE001 - what the interpreter does with an uncaught exception
        traceback.print_exc(file=err)
        return 1


def _exit_status(code) -> int:
    if code is None:
        return 0
    return code & 0xFF if isinstance(code, int) else 1


def _as_text(data: bytes) -> str:
    # subprocess.run(text=True): decoded, then universal newlines.
    return data.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")


def _show_warning(message, category, filename, lineno, file=None, line=None):
    sys.stderr.write(warnings.formatwarning(message, category, filename, lineno, line))


@contextlib.contextmanager
def _process_state(argv, env, stdin, out, err) -> Iterator[list]:
    saved_env, saved_cwd, saved_argv = dict(os.environ), os.getcwd(), sys.argv
    saved_streams = sys.stdin, sys.stdout, sys.stderr
    saved_umask = os.umask(0o077)
    os.umask(saved_umask)
    saved_signals = {s: signal.getsignal(s) for s in _SIGNALS}
    saved_thread_hook, saved_register, saved_connect = threading.excepthook, atexit.register, sqlite3.connect
    saved_unraisable_hook = sys.unraisablehook
    root = logging.getLogger()
    saved_handlers, saved_level = root.handlers[:], root.level
    systems_before = set(_chroma_systems())
    exit_funcs: list = []
    connections: list[sqlite3.Connection] = []

    def register(func, *a, **kw):
        exit_funcs.append((func, a, kw))
        return func

    def connect(*a, **kw):
        connections.append(saved_connect(*a, **kw))
        return connections[-1]

    os.environ.clear()
    os.environ.update(env)
    time.tzset()  # a new process reads TZ at start; this one must re-read it
    os.chdir(REPO)
    sys.argv = [str(SCRIPT), *argv]
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(stdin or ""), out, err
    threading.excepthook = threading.__excepthook__
    atexit.register, sqlite3.connect = register, connect
    root.handlers = []  # logging.lastResort: WARNING and above to (the current) sys.stderr
    root.setLevel(logging.WARNING)
    try:
        with warnings.catch_warnings():
            warnings.resetwarnings()
            for action, category, module in (("default", DeprecationWarning, "__main__"),
                                             ("ignore", DeprecationWarning, ""),
                                             ("ignore", PendingDeprecationWarning, ""),
                                             ("ignore", ImportWarning, ""), ("ignore", ResourceWarning, "")):
                warnings.filterwarnings(action, category=category, module=module, append=True)
            warnings.showwarning = _show_warning
            yield exit_funcs
    finally:
        sqlite3.connect = saved_connect
        try:
            _forget_run_state(systems_before, connections)
        finally:  # the test process gets its own state back whatever happened
            root.handlers = saved_handlers
            root.setLevel(saved_level)
            atexit.register, threading.excepthook = saved_register, saved_thread_hook
            sys.unraisablehook = saved_unraisable_hook
            sys.stdin, sys.stdout, sys.stderr = saved_streams
            sys.argv = saved_argv
            os.chdir(saved_cwd)
            os.environ.clear()
            os.environ.update(saved_env)
            time.tzset()
            os.umask(saved_umask)
            for sig, handler in saved_signals.items():
                if signal.getsignal(sig) is not handler and handler is not None:
                    signal.signal(sig, handler)


def _run_exit_funcs(exit_funcs: list, err) -> None:
    for func, a, kw in reversed(exit_funcs):
        try:
            func(*a, **kw)
        except Exception:  # noqa: BLE001 - the interpreter reports these and carries on
            print("Exception ignored in atexit callback:", func, file=err)
            traceback.print_exc(file=err)


def _program_modules() -> list:
    packages = {p.name for p in REPO.iterdir() if (p / "__init__.py").is_file() and p.name != "tests"}
    return [m for name, m in list(sys.modules.items()) if m is not None and name.split(".")[0] in packages]


def _chroma_systems() -> dict:
    if "chromadb" not in sys.modules:
        return {}
    from chromadb.api.shared_system_client import SharedSystemClient

    return getattr(SharedSystemClient, "_identifier_to_system", {})


def _forget_run_state(systems_before: set, connections: list) -> None:
    """What a process exit would drop: the program's memoised values (among them the run-time
    objects keyed on settings, nodes.resources), unstarted warm-ups, the readline history,
    SQLite connections, and the ChromaDB systems (loaded indexes) the run opened. Found by
    what they are, not by name, so a renamed cache or a moved module is still reset."""
    for module in _program_modules():
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and hasattr(value, "cache_info"):
                value.cache_clear()
        warmups = getattr(module, "WARMUPS", None)
        if isinstance(warmups, list):
            warmups.clear()
    if "readline" in sys.modules:
        sys.modules["readline"].clear_history()
    for connection in connections:  # the threads database's among them: its WAL is checkpointed
        with contextlib.suppress(Exception):
            connection.close()
    systems = _chroma_systems()
    if systems:
        from chromadb.api.shared_system_client import SharedSystemClient

        refcounts = getattr(SharedSystemClient, "_identifier_to_refcount", {})  # chromadb >= 1.1 only
        for identifier in set(systems) - systems_before:
            refcounts.pop(identifier, None)
            system = systems.pop(identifier, None)
            if system is not None:
                with contextlib.suppress(Exception):
                    system.stop()
