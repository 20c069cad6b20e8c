"""The hostile mix bench/bench_web.py runs beside its conversations (issue 27): a header flood,
waiters on one busy conversation, hundreds of half-open connections, and a health probe that
records how long `/api/health` takes throughout. Loopback only; every loop is bounded and
stops when the conversations are done."""
from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field

import httpx

FLOOD_CHUNK = b"a" * 65536
FLOOD_BYTES = 120 * 1024 * 1024  # the probe's one 120 MB header
MAX_FLOODS = 50
WAITERS = 30
MAX_WAVES = 20
HALF_OPEN = 300
HALF_OPEN_GRACE = 15.0  # the server's request-head deadline (10 s) and some
HEALTH_EVERY = 0.1


@dataclass
class Hostile:
    flood_bytes_accepted: list[int] = field(default_factory=list)
    waiter_statuses: dict[int | str, int] = field(default_factory=dict)
    half_open_opened: int = 0
    half_open_closed_by_server: int = 0
    health_ms: list[float] = field(default_factory=list)
    health_failures: list[str] = field(default_factory=list)


def host_port(base: str) -> tuple[str, int]:
    host, port = base.removeprefix("http://").rsplit(":", 1)
    return host, int(port)


async def header_flood(base: str, done: asyncio.Event, out: Hostile) -> None:
    """One connection streams a never-ending header; when the server cuts it off, the next."""
    host, port = host_port(base)
    for _ in range(MAX_FLOODS):
        if done.is_set():
            return
        sent = 0
        try:
            reader, writer = await asyncio.open_connection(host, port)
        except OSError:
            await asyncio.sleep(0.5)
            continue
        try:
            writer.write(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Flood: ")
            while sent < FLOOD_BYTES and not done.is_set():
                writer.write(FLOOD_CHUNK)
                await writer.drain()
                sent += len(FLOOD_CHUNK)
        except (ConnectionError, OSError):
            pass
        out.flood_bytes_accepted.append(sent)
        writer.close()
        await asyncio.sleep(0.05)


async def half_open(base: str, done: asyncio.Event, out: Hostile) -> None:
    """HALF_OPEN connections that send half a request head and then nothing, reopened when
    the server closes them, until the conversations are done."""
    host, port = host_port(base)

    async def one() -> None:
        for _ in range(10):
            if done.is_set():
                return
            try:
                reader, writer = await asyncio.open_connection(host, port)
            except OSError:
                await asyncio.sleep(0.5)
                continue
            out.half_open_opened += 1
            writer.write(b"GET /api/threads HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Half: ")
            read = asyncio.ensure_future(reader.read(1))
            stop = asyncio.ensure_future(done.wait())
            await asyncio.wait({read, stop}, return_when=asyncio.FIRST_COMPLETED)
            if not read.done():  # the conversations are done: does the server close it in time?
                await asyncio.wait({read}, timeout=HALF_OPEN_GRACE)
            if read.done():
                out.half_open_closed_by_server += 1
            read.cancel()
            stop.cancel()
            writer.close()

    await asyncio.gather(*(one() for _ in range(HALF_OPEN)))


async def waiters(base: str, done: asyncio.Event, out: Hostile) -> None:
    """Waves of WAITERS requests on one conversation while a turn runs on it (a client of
    their own, so they never take the conversations' connections)."""
    async with httpx.AsyncClient(timeout=60, limits=httpx.Limits(max_connections=WAITERS + 1)) as http:
        await waves(base, http, done, out)


async def waves(base: str, http: httpx.AsyncClient, done: asyncio.Event, out: Hostile) -> None:
    thread_id = (await http.post(f"{base}/api/threads")).json()["id"]

    async def ask(n: int) -> int | str:
        try:
            reply = await http.post(f"{base}/api/threads/{thread_id}/runs", json={"question": f"等待者{n}：年假有几天？"})
            await reply.aread()
        except httpx.HTTPError as exc:
            return type(exc).__name__
        return reply.status_code

    for wave in range(MAX_WAVES):
        if done.is_set():
            return
        statuses = await asyncio.gather(*(ask(wave * 100 + n) for n in range(WAITERS + 1)))
        for status in statuses:
            out.waiter_statuses[status] = out.waiter_statuses.get(status, 0) + 1


async def health_probe(bases: list[str], done: asyncio.Event, out: Hostile) -> None:
    """GET /api/health on each process every HEALTH_EVERY s, each on a new connection."""
    async with httpx.AsyncClient(timeout=10, limits=httpx.Limits(max_keepalive_connections=0)) as http:
        while not done.is_set():
            for base in bases:
                started = time.perf_counter()
                try:
                    reply = await http.get(f"{base}/api/health")
                    if reply.status_code != 200:
                        out.health_failures.append(f"HTTP {reply.status_code}")
                except httpx.HTTPError as exc:
                    out.health_failures.append(type(exc).__name__)
                out.health_ms.append((time.perf_counter() - started) * 1000)
            await asyncio.sleep(HEALTH_EVERY)


def start(bases: list[str], done: asyncio.Event, out: Hostile, hostile: bool) -> list:
    """The tasks to run beside the conversations: the health probe always, the mix when asked."""
    tasks = [asyncio.ensure_future(health_probe(bases, done, out))]
    if hostile:
        target = bases[0]
        tasks += [asyncio.ensure_future(header_flood(target, done, out)),
                  asyncio.ensure_future(half_open(target, done, out)),
                  asyncio.ensure_future(waiters(target, done, out))]
    return tasks


def problems(out: Hostile, hostile: bool) -> list[str]:
    found = [f"health failed: {f}" for f in out.health_failures[:5]]
    if out.health_ms and max(out.health_ms) >= 1000:
        found.append(f"health took {max(out.health_ms):.0f} ms")
    if hostile:
        if any(sent >= FLOOD_BYTES for sent in out.flood_bytes_accepted):
            found.append("the server read a whole 120 MB header")
        if set(out.waiter_statuses) - {200, 409}:
            found.append(f"waiters got {out.waiter_statuses}")
    return found
