"""One conversation thread driven from the terminal: the compiled graph with a checkpointer,
streaming into a view, ask_user answered by the person, the result as one JSON document."""
from __future__ import annotations

from typing import Any

from cli.common import start_warmups
from cli.terminal import for_terminal

class Session:
    """A compiled graph with a checkpointer, and one thread in it."""

    def __init__(self, ctx, thread_id: str | None, persistent: bool):
        from graph.builder import compile_graph
        from langgraph.checkpoint.memory import InMemorySaver

        from graph.threads import new_thread_id, open_checkpointer

        self.ctx = ctx
        self.thread_id = thread_id or new_thread_id()
        self.persistent = persistent
        # Interrupts (ask_user) need a checkpointer even for a one-off question.
        self.saver = open_checkpointer() if persistent else InMemorySaver()
        self.app = compile_graph(checkpointer=self.saver)

    @property
    def config(self) -> dict:
        from graph.threads import thread_config

        return thread_config(self.thread_id)

    def state(self) -> dict:
        return dict(self.app.get_state(self.config).values or {})

    def waiting_question(self) -> str | None:
        snapshot = self.app.get_state(self.config)
        for item in getattr(snapshot, "interrupts", ()) or ():
            value = getattr(item, "value", None)
            if isinstance(value, dict) and value.get("type") == "ask_user":
                return value.get("question")
        return None

    def run(self, inputs: Any, view) -> tuple[dict, str | None]:
        """Stream one run; return the final state and the ask_user question it paused on, if any."""
        from cli.interrupt import ctrl_c_cancels_the_model

        final: dict[str, Any] = {}
        asked = None
        if view:
            view.waiting()
        try:
            with ctrl_c_cancels_the_model():
                for mode, chunk in self.app.stream(
                    inputs, config=self.config, context=self.ctx, stream_mode=["updates", "custom", "values"]
                ):
                    if mode == "values":
                        final = chunk
                    elif mode == "custom":
                        start_warmups()  # the first model request is out: warm up beside the model
                        if view:
                            view.token(chunk)
                    elif "__interrupt__" in chunk:
                        value = chunk["__interrupt__"][0].value
                        asked = value.get("question") if isinstance(value, dict) else str(value)
                    elif view:
                        for node, delta in chunk.items():
                            view.update(node, delta or {}, final)
        finally:
            if view:
                view.close()
        return final, asked

    def ask(self, question: str, view, answer_user=None) -> dict:
        """One turn; `answer_user(question) -> str | None` answers ask_user (None: stop and report).
        A saved thread is held for the turn and keeps only its latest checkpoint afterwards."""
        import contextlib

        from cli.threads import announce_waiting
        from graph.threads import prune_checkpoints, thread_lock

        if not self.persistent:
            return self._interruptible_turn(question, view, answer_user)
        with thread_lock(self.thread_id, on_wait=announce_waiting(self.thread_id)):
            try:
                return self._interruptible_turn(question, view, answer_user)
            finally:
                with contextlib.suppress(Exception):  # a failed cleanup must not hide the turn's outcome
                    prune_checkpoints(self.saver, self.thread_id)

    def _interruptible_turn(self, question: str, view, answer_user) -> dict:
        try:
            return self._turn(question, view, answer_user)
        except KeyboardInterrupt:
            self.record_interrupted()
            raise

    def record_interrupted(self) -> None:
        """The turn Ctrl-C stopped is archived as interrupted (no answer), so history and the
        next question's conversation summary never take it for an answered one."""
        from nodes.turn import interrupted

        state = self.state()
        if state.get("question") and not state.get("stop_reason"):
            self.app.update_state(self.config, interrupted(state), as_node="think")

    def _turn(self, question: str, view, answer_user) -> dict:
        from langgraph.types import Command

        pending = self.waiting_question()
        inputs: Any = Command(resume=question) if pending else {"question": question}
        state, asked = self.run(inputs, view)
        while asked:
            reply = answer_user(asked) if answer_user else None
            if reply is None:
                return {**state, "stop_reason": "needs_input", "pending_question": asked}
            state, asked = self.run(Command(resume=reply), view)
        return state


def prompt_person(question: str) -> str | None:
    try:
        return input(f"\n助手想知道：{for_terminal(question)}\n你的回答> ").strip() or None
    except EOFError:
        return None


def result_document(state: dict, thread_id: str | None = None) -> dict:
    doc = {
        "question": state.get("question"),
        "answer": state.get("final_answer"),
        "stop_reason": state.get("stop_reason"),
        "error": state.get("error"),
        "sources": state.get("sources", []),
        # Whether the answer passed the check against the tools' results and retrieved clauses.
        "verified": state.get("verified"),
        "problems": state.get("problems", []),
        "step_count": state.get("step_count", 0),
        "steps": state.get("steps", []),
        "trajectory": state.get("trajectory", []),
    }
    if state.get("stop_reason") == "needs_input":
        doc["needs_input"] = state.get("pending_question")
    if thread_id:
        doc["thread"] = thread_id
    return doc
