"""onnxruntime calls finish before the process exits.

A session being built or run in another thread (the knowledge-base warm-up, the model loader
beside the main thread, an ingest's passage workers) when the interpreter exits -- Ctrl-C during
`ingest`, a server stopped while it warms up -- met onnxruntime's static destructors and aborted
the process ("terminate called without an active exception", SIGABRT) instead of exiting 130.
So every native call is counted; at exit the count is waited down to zero, and a call that
would start after that never starts (its daemon thread just waits for the process to end).
"""
from __future__ import annotations

import atexit
import contextlib
import threading

# An onnxruntime call takes milliseconds (a passage) to a few seconds (building a session on a
# slow disk); beyond this the process exits anyway rather than hang.
EXIT_WAIT_SECONDS = 30.0

_cond = threading.Condition()
_running = 0
_closing = False


@contextlib.contextmanager
def native_call():
    """Around each onnxruntime call (a session's construction or run)."""
    global _running
    with _cond:
        if _closing:
            _cond.wait_for(lambda: False)  # the process is exiting: this thread never starts another call
        _running += 1
    try:
        yield
    finally:
        with _cond:
            _running -= 1
            _cond.notify_all()


def wait_for_native_calls(timeout: float = EXIT_WAIT_SECONDS) -> bool:
    """Refuse new calls and wait for the running ones; False if some still run after `timeout`."""
    global _closing
    with _cond:
        _closing = True
        return _cond.wait_for(lambda: _running == 0, timeout)


atexit.register(wait_for_native_calls)
