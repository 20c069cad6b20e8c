"""Ctrl-C means stop: what a terminal command does with SIGINT while the agent or the ingest works.

A turn's model request runs in LangGraph's worker thread, and LangGraph waits for its node
before the KeyboardInterrupt leaves `stream` -- with a slow model, 34 s after the Ctrl-C. So
during a turn the handler first cuts the model request (llm/deadline.py), then raises.
"""
from __future__ import annotations

import contextlib
import signal
import threading


def _ours_to_change() -> bool:
    # Only the main thread may set handlers, and a SIGINT someone set to be ignored (nohup, a
    # parent's choice) or handled their own way stays theirs.
    return (threading.current_thread() is threading.main_thread()
            and signal.getsignal(signal.SIGINT) is signal.default_int_handler)


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
