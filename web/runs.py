"""One agent behind the web server: the CLI's compiled graph and checkpointer, a turn run in a
worker thread under the conversation's lock, its events handed to the request's stream.

A run outlives its request: if the browser goes away mid-turn the turn still finishes and is
saved (the history shows it), and the lock is released when it is done, not before."""
from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from typing import Any, AsyncIterator, Callable

from web.documents import conversation_turns, checkpoint_documents, current_turn, step_event, turn_document
from web.conversations import Busy, Storage

DONE = "done"
STEP_NODES = ("think", "act")
# While a conversation is busy a request polls for it, each try a brief non-blocking attempt:
# the wait itself is an `asyncio.sleep`, so 30 waiters hold no worker thread between tries.
FIRST_POLL_SECONDS = 0.05
LAST_POLL_SECONDS = 0.4
log = logging.getLogger("hr_agent.web")


class Conflict(Exception):
    """The conversation is not in the state the request needs (a one-line reason)."""


def thread_config(thread_id: str) -> dict:
    return {"configurable": {"thread_id": thread_id}}


def pending_question(snapshot) -> str | None:
    for item in getattr(snapshot, "interrupts", ()) or ():
        value = getattr(item, "value", None)
        if isinstance(value, dict) and value.get("type") == "ask_user":
            return value.get("question")
    return None


class Agent:
    def __init__(self, storage: Storage, ctx, resolve: Callable[[str], dict] | None = None, lock_wait: float = 2.0):
        from graph.builder import compile_graph

        self.storage = storage
        self.ctx = ctx
        self.resolve = resolve
        self.lock_wait = lock_wait
        self.app = compile_graph(checkpointer=storage.saver)
        self._running: set[threading.Thread] = set()
        self._running_lock = threading.Lock()

    # -- reading ----------------------------------------------------------------------

    def history(self, thread_id: str) -> tuple[list[dict], str | None]:
        snapshot = self.app.get_state(thread_config(thread_id))
        asked = pending_question(snapshot)
        return conversation_turns(snapshot.values or {}, asked, self.resolve), asked

    def checkpoints(self, thread_id: str) -> list[dict]:
        snapshots = list(self.app.get_state_history(thread_config(thread_id)))
        return checkpoint_documents(snapshots[::-1])

    def mermaid(self) -> str:
        return self.app.get_graph().draw_mermaid()

    # -- running ----------------------------------------------------------------------

    async def start_when_free(self, thread_id: str, **what: Any) -> "TurnRun":
        """Start a turn once the conversation is free, waiting up to `lock_wait` seconds
        without holding a thread (Busy after that)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.lock_wait
        pause = FIRST_POLL_SECONDS
        while True:
            try:
                return await asyncio.to_thread(self.start, thread_id, loop, **what)
            except Busy:
                if loop.time() + pause > deadline:
                    raise
            await asyncio.sleep(pause)
            pause = min(pause * 2, LAST_POLL_SECONDS)

    def start(self, thread_id: str, loop: asyncio.AbstractEventLoop, *, question: str | None = None,
              answer: str | None = None) -> "TurnRun":
        """Brief and blocking (call it off the event loop): take the conversation's lock now or
        raise Busy, check the conversation is in the state the request needs (Conflict), and
        start the turn in a worker thread, which releases the lock when the turn is over.
        The lock lives in an ExitStack: whatever fails before the thread runs (a Conflict, the
        database, a thread that cannot start) releases it on the way out."""
        with contextlib.ExitStack() as held:
            held.enter_context(self.storage.hold(thread_id, 0))  # raises Busy
            snapshot = self.app.get_state(thread_config(thread_id))
            asked = pending_question(snapshot)
            if question is not None and asked:
                raise Conflict(f"会话正在等待你回答：{asked}（请用 /resume 提交回答）")
            if answer is not None and not asked:
                raise Conflict("会话没有等待回答的问题，无法 resume")
            if question is not None:
                self._prune(thread_id)
                turns = len((snapshot.values or {}).get("turns") or [])
                self.storage.record(thread_id, title=question, turns=turns, pending_question=None)
            run = TurnRun(self, thread_id, question, answer, loop)
            run.start(held)  # takes the lock over only once its thread runs
            return run

    def _prune(self, thread_id: str) -> None:
        """The inspector shows this question's checkpoints; earlier turns stay in `turns`. A
        failed prune costs only extra checkpoints, so the turn goes on, and the log says why."""
        try:
            self.storage.prune(thread_id)
        except Exception as exc:  # noqa: BLE001 - logged, not hidden; the turn still runs
            log.warning("could not prune the checkpoints of conversation %s: %s: %s",
                        thread_id, type(exc).__name__, " ".join(str(exc).split())[:300])

    def running(self, thread: threading.Thread, started: bool) -> None:
        with self._running_lock:
            (self._running.add if started else self._running.discard)(thread)

    def drain(self, timeout: float) -> int:
        """Wait up to `timeout` seconds for the turns still running (a server stopping: their
        pages may be gone, their turns should still be saved); how many did not finish."""
        import time

        deadline = time.monotonic() + timeout
        with self._running_lock:
            threads = list(self._running)
        for thread in threads:
            thread.join(max(0.0, deadline - time.monotonic()))
        return sum(t.is_alive() for t in threads)


class TurnRun:
    """A turn in a worker thread; `events()` yields (name, data) as they happen."""

    def __init__(self, agent: Agent, thread_id: str, question: str | None, answer: str | None,
                 loop: asyncio.AbstractEventLoop):
        self.agent, self.thread_id, self.question, self.answer = agent, thread_id, question, answer
        self._held = contextlib.ExitStack()
        self._loop = loop
        self._queue: asyncio.Queue = asyncio.Queue()
        self._thread = threading.Thread(target=self._work, name=f"turn-{thread_id}", daemon=True)

    def start(self, held: contextlib.ExitStack) -> None:
        """Run the turn in its thread, which then owns what `held` holds (the lock) and
        releases it when the turn is over; if the thread cannot start, it is released here."""
        self._held = held.pop_all()  # nothing between this and the `try` can fail
        self.agent.running(self._thread, True)
        try:
            self._thread.start()
        except BaseException:
            self.agent.running(self._thread, False)
            self._held.close()
            raise

    def _emit(self, name: str, data: Any) -> None:
        with contextlib.suppress(RuntimeError):  # the server's loop has closed: nobody listens
            self._loop.call_soon_threadsafe(self._queue.put_nowait, (name, data))

    async def events(self) -> AsyncIterator[tuple[str, Any]]:
        while True:
            name, data = await self._queue.get()
            yield name, data
            if name == DONE:
                return

    def _work(self) -> None:
        from langgraph.types import Command

        try:
            inputs: Any = Command(resume=self.answer) if self.answer is not None else {"question": self.question}
            self._emit("start", {"thread": self.thread_id, "question": self.question, "resumed": self.answer is not None})
            self._stream(inputs)
        except Exception as exc:  # noqa: BLE001 - one line to the page, never a traceback
            self._emit("error", {"message": f"运行失败：{type(exc).__name__}: {' '.join(str(exc).split())[:300]}"})
        finally:
            try:
                self._record()
            finally:
                self._held.close()
                self._emit(DONE, {"thread": self.thread_id})
                self.agent.running(self._thread, False)

    def _stream(self, inputs: Any) -> None:
        app, config = self.agent.app, thread_config(self.thread_id)
        values: dict = {}
        asked = None
        for mode, chunk in app.stream(inputs, config=config, context=self.agent.ctx,
                                      stream_mode=["updates", "custom", "values"]):
            if mode == "values":
                values = chunk
            elif mode == "custom":
                if isinstance(chunk, dict) and "token" in chunk:
                    self._emit("token", {"step": chunk.get("step"), "token": chunk["token"]})
            elif "__interrupt__" in chunk:
                value = chunk["__interrupt__"][0].value
                asked = value.get("question") if isinstance(value, dict) else str(value)
            else:
                for node, delta in chunk.items():
                    if node in STEP_NODES:  # start_turn only resets the turn's bookkeeping
                        self._emit("step", step_event(node, delta or {}, values))
        if asked:
            self._emit("interrupt", {"question": asked})
            return
        doc = turn_document(current_turn(values), self.agent.resolve)
        if doc["stop_reason"] == "error" and doc["question"]:
            doc["handbook_only"] = handbook_only_document(self.agent.ctx, doc["question"])
        self._emit("answer", doc)

    def _record(self) -> None:
        snapshot = self.agent.app.get_state(thread_config(self.thread_id))
        values = snapshot.values or {}
        asked = pending_question(snapshot)
        self.agent.storage.record(self.thread_id, title=self.question, turns=len(values.get("turns") or []),
                                  pending_question=asked)
        try:
            self._record_for_desk(values, asked)
        except Exception as exc:  # noqa: BLE001 - the turn is saved; only the to-do list misses it
            log.warning("could not record turn of conversation %s for the desk: %s: %s",
                        self.thread_id, type(exc).__name__, " ".join(str(exc).split())[:300])

    def _record_for_desk(self, values: dict, asked: str | None) -> None:
        from web.desk_turns import turn_row

        docs = conversation_turns(values, asked, None)
        archived = values.get("turns") or []
        if not docs or not archived:
            return
        row = self.agent.storage.conversation(self.thread_id) or {}
        found = turn_row(self.thread_id, len(docs) - 1, row.get("owner", ""), docs[-1],
                         archived[-1].get("finished_at") if len(archived) == len(docs) else None)
        if found:
            self.agent.storage.desk.record_turn(found)


def handbook_only_document(ctx, question: str) -> dict | None:
    """After a failed turn: if no model answers (asked now, so only a failed turn pays for it),
    what the handbook says on the question and the dates it needs (tools/without_model.py);
    None when the model is there and the turn failed for another reason."""
    from llm.client import LLMError, ModelUnavailable
    from nodes.resources import model_client, open_knowledge_base, tool_registry
    from tools.without_model import handbook_only

    try:
        model_client(ctx).preflight()
        return None
    except ModelUnavailable as exc:
        remedy = str(exc)
    except LLMError:  # something answers, but not Ollama: a setting to fix, not a missing model
        return None
    try:
        kb = open_knowledge_base(ctx)
    except Exception:  # noqa: BLE001 - the search then reports nothing; the remedy still stands
        kb = None
    return handbook_only(question, remedy, kb, tool_registry(ctx), ctx.today_date(), k=ctx.retrieval_k).document()


__all__ = ["Agent", "Busy", "Conflict", "TurnRun", "handbook_only_document"]
