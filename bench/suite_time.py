"""How long the test suite would take on a quiet machine, measured on a busy one.

A pytest plugin: `PYTHONPATH=bench .venv/bin/python -m pytest -q -p suite_time [paths]`.
At the end it prints the wall time, the CPU time of the test process and of the processes
it started, and the time the test process's main thread spent runnable but waiting for a
CPU (/proc/self/schedstat). Wall minus that wait is an upper bound on the quiet-machine
wall time: it still counts, as blocked time, what the main thread waited for threads and
child processes that were themselves queued behind other work. Linux only.
"""
from __future__ import annotations

import resource
import time

_start: dict[str, float] = {}


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


def pytest_terminal_summary(terminalreporter):
    if "wall" not in _start:
        return
    wall = time.perf_counter() - _start["wall"]
    on_cpu, waiting = (now - then for now, then in zip(_main_thread_schedstat(), (_start["on_cpu"], _start["waiting"])))
    own, children = _cpu(resource.RUSAGE_SELF) - _start["self"], _cpu(resource.RUSAGE_CHILDREN) - _start["children"]
    terminalreporter.write_line(
        f"suite_time: wall {wall:.1f} s; CPU {own:.1f} s in the test process + {children:.1f} s in its children; "
        f"main thread on a CPU {on_cpu:.1f} s, queued for one {waiting:.1f} s; "
        f"quiet-machine bound (wall - queued) {wall - waiting:.1f} s")
