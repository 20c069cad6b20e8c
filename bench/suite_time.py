"""How long the test suite would take on a quiet machine, measured on a busy one.

A pytest plugin: `PYTHONPATH=bench .venv/bin/python -m pytest -q -p suite_time [paths]`.
At the end it prints the wall time, the CPU time of the test process and of the processes
it started, and the time the test process's main thread spent runnable but waiting for a
CPU (/proc/self/schedstat). Wall minus that wait is an upper bound on the quiet-machine
wall time: it still counts, as blocked time, what the main thread waited for threads and
child processes that were themselves queued behind other work. Linux only.

With SUITE_TIME_TOP=N it also prints the N test files that cost the most CPU (the test
process's own plus its children's, measured around each test's setup, call and teardown;
a module or session fixture's setup lands on the first test that uses it and its teardown
on the last, so the cost stays with the file that caused it, save session teardowns), and
with SUITE_TIME_TESTS=N the N single tests that cost the most (setup, call and teardown).
Children count only once reaped, so a server started by a fixture is charged when it exits.
"""
from __future__ import annotations

import os
import resource
import time
from collections import defaultdict

import pytest

_start: dict[str, float] = {}
# own, children, wall, the main thread's own share (the rest of own: threads the tests started)
_by_file: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0, 0.0])
_by_test: dict[str, float] = {}


def _main_thread_schedstat() -> tuple[float, float]:
    with open("/proc/self/schedstat") as f:
        on_cpu, waiting, _ = f.read().split()
    return int(on_cpu) / 1e9, int(waiting) / 1e9


def _cpu(who: int) -> float:
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime


def pytest_sessionstart(session):
    _start["wall"] = time.perf_counter()
    _start["on_cpu"], _start["waiting"] = _main_thread_schedstat()
    _start["self"], _start["children"] = _cpu(resource.RUSAGE_SELF), _cpu(resource.RUSAGE_CHILDREN)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    own, children, wall, main = (_cpu(resource.RUSAGE_SELF), _cpu(resource.RUSAGE_CHILDREN), time.perf_counter(),
                                 time.thread_time())
    yield
    own, children = _cpu(resource.RUSAGE_SELF) - own, _cpu(resource.RUSAGE_CHILDREN) - children
    totals = _by_file[item.location[0]]
    totals[0] += own
    totals[1] += children
    totals[2] += time.perf_counter() - wall
    totals[3] += time.thread_time() - main
    _by_test[item.nodeid] = own + children


def _top_files(terminalreporter, top: int) -> None:
    rows = sorted(_by_file.items(), key=lambda kv: -(kv[1][0] + kv[1][1]))
    terminalreporter.write_line(f"suite_time: top {min(top, len(rows))} of {len(rows)} files by CPU (own + children)")
    for path, (own, children, wall, main) in rows[:top]:
        terminalreporter.write_line(
            f"  {own + children:7.1f} s CPU = {own:6.1f} own ({main:6.1f} main thread) + {children:6.1f} children; "
            f"wall {wall:6.1f} s  {path}")


def pytest_terminal_summary(terminalreporter):
    if "wall" not in _start:
        return
    top = int(os.environ.get("SUITE_TIME_TOP") or 0)
    if top > 0:
        _top_files(terminalreporter, top)
    tests = int(os.environ.get("SUITE_TIME_TESTS") or 0)
    if tests > 0:
        terminalreporter.write_line(f"suite_time: top {tests} tests by CPU (own + children)")
        for nodeid, cpu in sorted(_by_test.items(), key=lambda kv: -kv[1])[:tests]:
            terminalreporter.write_line(f"  {cpu:7.2f} s  {nodeid}")
    wall = time.perf_counter() - _start["wall"]
    on_cpu, waiting = (now - then for now, then in zip(_main_thread_schedstat(), (_start["on_cpu"], _start["waiting"])))
    own, children = _cpu(resource.RUSAGE_SELF) - _start["self"], _cpu(resource.RUSAGE_CHILDREN) - _start["children"]
    terminalreporter.write_line(
        f"suite_time: wall {wall:.1f} s; CPU {own:.1f} s in the test process + {children:.1f} s in its children; "
        f"main thread on a CPU {on_cpu:.1f} s, queued for one {waiting:.1f} s; "
        f"quiet-machine bound (wall - queued) {wall - waiting:.1f} s")
