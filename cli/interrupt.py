"""Ctrl-C means stop: what a terminal command does with SIGINT while the agent or the ingest works.

A turn's model request runs in LangGraph's worker thread, and LangGraph waits for its node
before the KeyboardInterrupt leaves `stream` -- with a slow model, 34 s after the Ctrl-C. So
during a turn the handler first cuts the model request (llm/deadline.py), then raises.
"""
from __future__ import annotations

import _thread
import contextlib
import signal
import sys
import threading

REDELIVER_SECONDS = 0.02  # a Ctrl-C a finalizer swallowed comes back this much later: not a wait anyone notices


def _ours_to_change() -> bool:
    # Only the main thread may set handlers, and a SIGINT someone set to be ignored (nohup, a
    # parent's choice) or handled their own way stays theirs.
    return (threading.current_thread() is threading.main_thread()
            and signal.getsignal(signal.SIGINT) is signal.default_int_handler)


def ctrl_c_survives_finalizers() -> None:
    """A Ctrl-C is never lost to a finalizer.

    Python raises a KeyboardInterrupt wherever the main thread is when the signal is handled; if
    that is a finalizer (a weakref callback such as the one importlib runs to drop a module lock, a
    `__del__`), the exception cannot propagate: Python prints "Exception ignored in ..." with a
    traceback and goes on. An ingest interrupted half a second in, while it imported, so ran to the
    end. Here such a KeyboardInterrupt is handed back to the main thread as a fresh SIGINT, which
    the current handler receives a moment later, outside the finalizer.
    """
    previous = sys.unraisablehook
    if getattr(previous, "passes_on_ctrl_c", False):
        return

    def hook(unraisable) -> None:
        if isinstance(unraisable.exc_value, KeyboardInterrupt):
            # From another thread, a moment later: raised now, it would land in this hook and be
            # lost the same way. Landing in another finalizer, it comes back here and goes again.
            again = threading.Timer(REDELIVER_SECONDS, _thread.interrupt_main, args=(signal.SIGINT,))
            again.daemon = True
            again.start()
        else:
            previous(unraisable)

    hook.passes_on_ctrl_c = True  # type: ignore[attr-defined]
    sys.unraisablehook = hook


@contextlib.contextmanager
def ctrl_c_cancels_the_model():
    """While the block runs, Ctrl-C cancels every model request in flight and raises KeyboardInterrupt."""
    if not _ours_to_change():
        yield
        return
    from llm.deadline import cancel_requests

    def on_ctrl_c(signum, frame):
        cancel_requests()
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGINT, on_ctrl_c)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


@contextlib.contextmanager
def stop_signals_seen():
    """Record SIGINT and SIGTERM instead of raising, for a server that stops itself on them (uvicorn
    captures both while it serves and, with one worker, raises them again once it has stopped)."""
    seen: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield seen
        return

    def record(signum, frame):
        seen.append(signum)

    previous = {sig: signal.signal(sig, record) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield seen
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
