"""How a model request is ended from outside: its deadline falls due, or the person pressed Ctrl-C.

Both cut the response's socket (`shutdown`), which ends a read blocked in another thread at once;
the reading thread then sees why (`expired` or `cancelled`). A request runs in LangGraph's worker
thread while Ctrl-C lands in the main thread, so raising KeyboardInterrupt alone would leave the
worker reading until the model finished (34 s with a slow model): `cancel_requests` is what
stops it. Once a deadline has stopped it never touches the socket again (it may be back in the
connection pool by then).

A deadline knows its socket once the response headers arrive; before that (a slow model still
reading the prompt) only the connection knows it. So every connection to the model server is
noted when it opens (httpcore's `trace` request extension), and a cancel cuts all of them: after
a Ctrl-C no model request is worth keeping, and the pool replaces a cut connection by itself.
"""
from __future__ import annotations

import heapq
import itertools
import socket
import threading
import time
import weakref


class RequestCancelled(Exception):
    """The request was cancelled (Ctrl-C). Not a model fault: never retried, never an answer."""


# Bumped by every cancel_requests(): a request that began before it must not start another attempt.
_epoch = 0
# Re-entrant: the Ctrl-C handler runs in the main thread, which may be inside these very locks.
_epoch_lock = threading.RLock()
_active: "weakref.WeakSet[Deadline]" = weakref.WeakSet()
_sockets: "weakref.WeakSet[socket.socket]" = weakref.WeakSet()  # of the model connections


def current_epoch() -> int:
    return _epoch


def cancelled_since(epoch: int) -> bool:
    return _epoch != epoch


def cancel_requests() -> int:
    """Cut every model request in flight and refuse the retries of those begun before now.
    Safe from a signal handler (no lock it could already hold is taken twice). Returns how many
    requests were in flight."""
    global _epoch
    with _epoch_lock:
        _epoch += 1
        live = list(_active)
        sockets = list(_sockets)
    for deadline in live:
        deadline.cancel()
    for sock in sockets:  # requests still waiting for their first byte
        _shutdown(sock)
    return len(live)


def note_connections(request) -> None:
    """httpx request hook: remember the socket of any connection this request opens."""
    request.extensions = {**request.extensions, "trace": _trace}


def _trace(event: str, info: dict) -> None:
    if event == "connection.connect_tcp.complete" and info.get("return_value") is not None:
        sock = info["return_value"].get_extra_info("socket")
        if sock is not None:
            with _epoch_lock:
                _sockets.add(sock)


def _shutdown(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:  # already closed
        pass


class Deadline:
    """Ends one attempt when it outlives `seconds`, even while tokens keep arriving, or when
    `cancel` is called."""

    def __init__(self, seconds: float):
        self.expired = False
        self.cancelled = False
        self._lock = threading.RLock()
        self._sock: socket.socket | None = None
        self._stopped = False
        with _epoch_lock:
            _active.add(self)
        _WATCHDOG.watch(time.monotonic() + seconds, self)

    def attach(self, sock: socket.socket | None) -> None:
        with self._lock:
            self._sock = sock
            if self.expired or self.cancelled:
                self._cut()

    def stop(self) -> None:
        with self._lock:
            self._stopped = True
            self._sock = None
        with _epoch_lock:
            _active.discard(self)

    @property
    def stopped(self) -> bool:
        return self._stopped

    @property
    def ended(self) -> bool:
        """Ended from outside, by the deadline or by a cancel."""
        return self.expired or self.cancelled

    def expire(self) -> None:
        self._end("expired")

    def cancel(self) -> None:
        self._end("cancelled")

    def _end(self, why: str) -> None:
        with self._lock:
            if self._stopped:
                return
            setattr(self, why, True)
            self._cut()

    def _cut(self) -> None:
        if self._sock is not None:
            _shutdown(self._sock)


class _Watchdog:
    """One daemon thread that expires every deadline that falls due. A timer thread per
    request cost ~0.18 ms to start and cancel, four times a question."""

    def __init__(self):
        self._cond = threading.Condition()
        self._due: list[tuple[float, int, Deadline]] = []
        self._order = itertools.count()  # ties never compare deadlines
        self._thread: threading.Thread | None = None

    def watch(self, at: float, deadline: Deadline) -> None:
        with self._cond:
            heapq.heappush(self._due, (at, next(self._order), deadline))
            if self._thread is None or not self._thread.is_alive():  # e.g. after a fork
                self._thread = threading.Thread(target=self._run, name="llm-deadlines", daemon=True)
                self._thread.start()
            elif self._due[0][2] is deadline:  # earlier than what the thread sleeps towards
                self._cond.notify()

    def _run(self) -> None:
        with self._cond:
            while True:
                while self._due and self._due[0][2].stopped:
                    heapq.heappop(self._due)
                if not self._due:
                    self._cond.wait()
                    continue
                wait = self._due[0][0] - time.monotonic()
                if wait > 0:
                    self._cond.wait(wait)
                    continue
                heapq.heappop(self._due)[2].expire()


_WATCHDOG = _Watchdog()
