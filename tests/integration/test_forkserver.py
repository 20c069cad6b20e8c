"""The forked processes the process-level tests start (tests/support/forkserver.py) behave as the
interpreter started afresh would, where a test can see it: output, exit codes, signals, the
environment, working directory, umask and stdin the test gave; and a process that would not start
the same way is started afresh instead."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from tests.support.forkserver import forked_command as python_command
from tests.support.harness import REPO
from tests.support.inprocess import subprocess_env

FRESH = [sys.executable]
# What the process saw: its settings, and whether the libraries were there before it imported anything.
SEES = ("import json, os, sys\n"
        "mask = os.umask(0)\n"
        "print(json.dumps({'argv': sys.argv, 'path0': sys.path[0], 'cwd': os.getcwd(), 'umask': mask,\n"
        "    'setting': os.environ.get('HR_AGENT_TODAY'), 'stdin': sys.stdin.read(),\n"
        "    'preloaded': 'chromadb' in sys.modules, 'main': __name__, 'streams': [\n"
        "        (s.encoding, s.errors, s.line_buffering, s.write_through) for s in (sys.stdin, sys.stdout, sys.stderr)]}))\n")


def run(prefix, argv, env=None, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([*prefix, *argv], capture_output=True, text=True, cwd=kw.pop("cwd", REPO),
                          env=subprocess_env(env), timeout=120, **kw)


@pytest.mark.parametrize("argv", [
    ["step8_react_agent.py", "--help"],
    ["step8_react_agent.py", "tool", "add_workdays", '{"date": "2026-09-30", "days": 3}', "--json"],
    ["step8_react_agent.py", "tool", "add_workdays", "{not json"],
    ["-c", "import sys\nprint('out'); print('err', file=sys.stderr)\nraise ValueError('a traceback as Python prints it')"],
    ["-c", "import sys; sys.exit('a message and exit 1')"],
    ["-c", "raise KeyboardInterrupt"],
], ids=["help", "tool", "bad-input", "traceback", "exit-message", "keyboard-interrupt"])
def test_a_forked_process_prints_and_exits_as_a_fresh_one(argv):
    env = {"HR_AGENT_TODAY": "2026-09-28"}
    forked, fresh = run(python_command(), argv, env), run(FRESH, argv, env)
    assert (forked.returncode, forked.stdout, forked.stderr) == (fresh.returncode, fresh.stdout, fresh.stderr)


def test_a_forked_process_gets_the_tests_argv_environment_directory_umask_and_stdin(tmp_path):
    old = os.umask(0o027)
    try:
        forked = run(python_command(), ["-c", SEES, "a", "b"], {"HR_AGENT_TODAY": "2027-01-04"}, cwd=tmp_path, input="问题\n")
        fresh = run(FRESH, ["-c", SEES, "a", "b"], {"HR_AGENT_TODAY": "2027-01-04"}, cwd=tmp_path, input="问题\n")
    finally:
        os.umask(old)
    seen, expected = json.loads(forked.stdout), json.loads(fresh.stdout)
    assert seen.pop("preloaded") and not expected.pop("preloaded")  # it was forked, the other was not
    assert seen == expected
    assert expected["umask"] == 0o027 and expected["setting"] == "2027-01-04" and expected["stdin"] == "问题\n"


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_signals_reach_the_forked_process_and_its_end_is_the_launchers(sig):
    code = "import signal, sys, time\nprint('up', flush=True)\ntime.sleep(60)\n"
    proc = subprocess.Popen([*python_command(), "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=REPO, env=subprocess_env({}))
    assert proc.stdout.readline() == "up\n"
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == -sig  # KeyboardInterrupt uncaught: the interpreter ends by SIGINT, as a fresh one
    assert ("KeyboardInterrupt" in err) == (sig == signal.SIGINT)


def test_killing_the_launcher_kills_the_forked_process(tmp_path):
    pid_file = tmp_path / "pid"
    code = f"import os, time\nopen({str(pid_file)!r}, 'w').write(str(os.getpid()))\nprint('up', flush=True)\ntime.sleep(60)\n"
    proc = subprocess.Popen([*python_command(), "-c", code], stdout=subprocess.PIPE, text=True, cwd=REPO,
                            env=subprocess_env({}))
    assert proc.stdout.readline() == "up\n"
    child = int(pid_file.read_text())
    assert child != proc.pid
    proc.kill()
    proc.wait(timeout=30)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and os.path.exists(f"/proc/{child}") and _state(child) != "Z":
        time.sleep(0.05)
    assert not os.path.exists(f"/proc/{child}") or _state(child) == "Z"


def _state(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return "gone"


def test_a_process_with_another_start_up_environment_starts_afresh():
    """PYTHONIOENCODING (like any setting a library or the interpreter reads at start-up) is not this
    server's: the launcher execs the interpreter, which honours it."""
    probe = "import sys; print('chromadb' in sys.modules, sys.stdout.encoding)"
    out = run(python_command(), ["-c", probe], {"PYTHONIOENCODING": "iso8859-1"})
    assert out.stdout.split() == ["False", "iso8859-1"], out.stderr
    out = run(python_command(), ["-c", probe])
    assert out.stdout.split()[0] == "True", out.stderr
