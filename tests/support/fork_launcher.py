"""Stands in for one process forked by tests/support/forkserver.py (run as `python -I -S
fork_launcher.py FOLDER python-argv...`): hands the server started with this process's start-up
environment (its socket in FOLDER is named by `start_key`) this process's stdin, stdout, stderr,
environment, working directory, umask and argv, forwards the signals it gets to the child, and
exits as the child exits. Where there is no such server, or it declines (see forkserver.py), it
execs the interpreter with the same argv instead. Imports only what starts in milliseconds."""
import hashlib
import json
import os
import signal
import socket
import struct
import sys

# Settings that may differ per process: read by the project when it runs, never by a preloaded
# library on import (ORT_*: onnxruntime, which is not preloaded; the embedder sets one in the test
# process, so children inherit it once a test has embedded in-process).
PER_PROCESS = ("HR_AGENT_", "OLLAMA_", "ORT_", "PYTEST_CURRENT_TEST")
FORWARDED = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2)


def _exec_real(argv):
    os.execv(sys.executable, [sys.executable, *argv])


def start_key(env) -> str:
    """What names a server: the environment a fresh interpreter and the libraries would start with."""
    fixed = sorted((k, v) for k, v in env.items() if not k.startswith(PER_PROCESS))
    return hashlib.sha256(json.dumps(fixed).encode()).hexdigest()[:16]


def main():
    folder, argv = sys.argv[1], sys.argv[2:]
    path = os.path.join(folder, start_key(os.environ))
    if not argv or argv[0].startswith("-") and argv[0] != "-c":
        _exec_real(argv)
    umask = os.umask(0)
    os.umask(umask)
    body = json.dumps({"argv": argv, "env": dict(os.environ), "cwd": os.getcwd(), "umask": umask}).encode()
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        conn.connect(path)
        socket.send_fds(conn, [struct.pack("!I", len(body))], [0, 1, 2])
        conn.sendall(body)
    except OSError:
        conn.close()
        _exec_real(argv)
    reader = conn.makefile("rb")
    first = reader.readline().split()
    if first[:1] != [b"pid"]:
        reader.close()
        conn.close()
        _exec_real(argv)
    pid = int(first[1])
    for sig in FORWARDED:
        signal.signal(sig, lambda number, _frame: os.kill(pid, number))
    # The child alone holds the streams now: a reader sees end-of-file when the child closes them.
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    end = reader.readline().split()
    if end[:1] == [b"signal"]:
        number = int(end[1])
        signal.signal(number, signal.SIG_DFL)
        os.kill(os.getpid(), number)
        os._exit(128 + number)
    os._exit(int(end[1]) if end[:1] == [b"exit"] else 1)


if __name__ == "__main__":
    main()
