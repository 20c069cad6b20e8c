"""Who may change a knowledge base when: one ingest at a time per directory (embedded
mode), and an atomic "check the pointer, then write it" among clients of a server."""
from __future__ import annotations

import time
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

# A switch lock older than this was left by a process that died inside the switch (which
# takes milliseconds).
SWITCH_LOCK_STALE_S = 60


class LockBusy(Exception):
    """The server's switch lock stayed taken for longer than a switch can last."""


@contextmanager
def directory_lock(kb_dir: Path, on_wait: Callable[[], None] | None = None) -> Iterator[None]:
    """Exclusive lock on the knowledge-base directory; a second holder waits, after calling
    `on_wait` to say so. Released by the OS if the holder is killed."""
    import fcntl

    kb_dir.mkdir(parents=True, exist_ok=True)
    with open(kb_dir / ".ingest.lock", "a+") as fh:
        try:
            fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if on_wait:
                on_wait()
            fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


@contextmanager
def server_lock(client, name: str) -> Iterator[None]:
    """A lock collection on a Chroma server: creating a collection that exists fails on the
    server, so only one client holds `name` at a time."""
    deadline = time.monotonic() + 2 * SWITCH_LOCK_STALE_S
    while True:
        try:
            client.create_collection(name, metadata={"since": time.time()}, embedding_function=None)
            break
        except Exception:
            if time.monotonic() > deadline:
                raise LockBusy(name) from None
            try:
                held = client.get_collection(name, embedding_function=None)
                if time.time() - float((held.metadata or {}).get("since", 0)) > SWITCH_LOCK_STALE_S:
                    client.delete_collection(name)  # left by a process that died mid-switch
            except Exception:
                pass  # released meanwhile: try again
            time.sleep(0.05)
    try:
        yield
    finally:
        try:
            client.delete_collection(name)
        except Exception:
            pass
