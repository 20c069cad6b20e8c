"""The API's JSON documents, built from graph state: pure functions, no I/O.

A *turn document* is one question and how it ended; a *step event* is one node's update as it
arrives; a *checkpoint document* is the state at one checkpoint and what changed since the
one before. Clause texts come from a `resolve(ref) -> dict` the caller passes in."""
from __future__ import annotations

import re
from typing import Any, Callable, Iterable, Mapping

from knowledge.generations import KB_MISSING_MARK
from tools.dates import ESTIMATE_MARK

SEARCH_TOOL = "search_knowledge_base"
# Keys an answer check in the graph may record; passed through as they are.
ANSWER_CHECK_KEYS = ("answer_check", "verified", "problems")
REF_SEP = " › "
HEADING_SEP = " > "
_THOUGHT = re.compile(r"^Thought:\s*(.*?)(?=^\s*(?:Action|Final Answer)\s*:|\Z)", re.S | re.M)

Resolver = Callable[[str], dict]


def split_ref(ref: str) -> dict:
    """"handbook.md › 第三章 > 3.2 请假流程" → document and heading path."""
    document, _, heading = ref.partition(REF_SEP)
    return {"ref": ref, "document": document, "heading_path": [h for h in heading.split(HEADING_SEP) if h] if heading else []}


def source_documents(refs: Iterable[str], resolve: Resolver | None) -> list[dict]:
    return [{**split_ref(ref), "text": None, **(resolve(ref) if resolve else {})} for ref in refs or []]


def turn_flags(turn: Mapping[str, Any]) -> dict:
    """How the page should mark an answer: no knowledge base set up (the search found none to
    read), nothing relevant in the handbook (searched, yet no clause to rest on), or a date
    built on an estimated holiday year."""
    searched = any(isinstance(s, dict) and s.get("tool") == SEARCH_TOOL for s in turn.get("steps") or [])
    observations = [t for t in turn.get("trajectory") or [] if isinstance(t, str) and t.startswith("Observation:")]
    answered = turn.get("answer") is not None and turn.get("stop_reason") not in ("error", "needs_input", "in_progress")
    kb_missing = any(f"{KB_MISSING_MARK}（" in o for o in observations)
    return {
        "kb_missing": kb_missing,
        "not_covered": bool(answered and searched and not turn.get("sources") and not kb_missing),
        "estimated_calendar": any(ESTIMATE_MARK in o for o in observations),
    }


def answer_check(source: Mapping[str, Any]) -> dict | None:
    found = {k: source[k] for k in ANSWER_CHECK_KEYS if source.get(k) is not None}
    if not found:
        return None
    return found["answer_check"] if list(found) == ["answer_check"] else found


def turn_document(turn: Mapping[str, Any], resolve: Resolver | None = None) -> dict:
    """An archived turn (nodes.state.Turn) or an in-progress one, as the API shows it."""
    doc = {
        "question": turn.get("question"),
        "answer": turn.get("answer"),
        "stop_reason": turn.get("stop_reason"),
        "error": turn.get("error"),
        "sources": source_documents(turn.get("sources") or [], resolve),
        "steps": list(turn.get("steps") or []),
        "trajectory": list(turn.get("trajectory") or []),
        "answer_check": answer_check(turn),
    }
    return {**doc, **turn_flags(doc)}


def current_turn(values: Mapping[str, Any]) -> dict:
    """The state's own turn (the one that just ran, or one still running or waiting), in the
    archive's shape, with the answer check the state holds."""
    turn = {
        "question": values.get("question"),
        "answer": values.get("final_answer"),
        "stop_reason": values.get("stop_reason") or ("needs_input" if values.get("pending_question") else "in_progress"),
        "error": values.get("error"),
        "sources": values.get("sources") or [],
        "steps": values.get("steps") or [],
        "trajectory": values.get("trajectory") or [],
    }
    return {**turn, **{k: values[k] for k in ANSWER_CHECK_KEYS if values.get(k) is not None}}


def conversation_turns(values: Mapping[str, Any], pending_question: str | None, resolve: Resolver | None) -> list[dict]:
    """Every turn of the conversation, oldest first: the archive, then the turn in the state
    when it is not archived yet (waiting on ask_user, or cut off)."""
    turns = [dict(t) for t in values.get("turns") or []]
    if values.get("question") and not values.get("stop_reason"):
        live = current_turn(values)
        if pending_question:
            live["stop_reason"] = "needs_input"
        turns.append(live)
    elif turns and any(values.get(k) is not None for k in ANSWER_CHECK_KEYS):
        turns[-1] = {**turns[-1], **{k: values[k] for k in ANSWER_CHECK_KEYS if values.get(k) is not None}}
    return [turn_document(t, resolve) for t in turns]


def thought_of(text: str) -> str | None:
    found = _THOUGHT.search(text or "")
    return found.group(1).strip() if found else None


def step_event(node: str, delta: Mapping[str, Any], before: Mapping[str, Any]) -> dict:
    """One node's update, as the page draws it: Thought / Action / Observation and the cost."""
    entries = [e for e in delta.get("trajectory") or [] if isinstance(e, str)]
    record = next(iter(delta.get("steps") or []), {}) or {}
    event: dict[str, Any] = {
        "node": node,
        "step": record.get("step", delta.get("step_count", before.get("step_count"))),
        "thought": None, "action": None, "action_input": None, "observation": None, "final_answer": None,
        "elapsed_ms": record.get("elapsed_ms"),
        "prompt_tokens": record.get("prompt_tokens"),
        "completion_tokens": record.get("completion_tokens"),
        "outcome": record.get("outcome"),
        "text": entries,
    }
    if node == "think":
        event["thought"] = next((t for t in map(thought_of, entries) if t), None)
        call = _tool_call(delta)
        event["action"] = call.get("tool")
        event["action_input"] = call.get("args")
        event["final_answer"] = delta.get("final_answer")
        if delta.get("stop_reason") == "error":
            event["error"] = delta.get("error")
    elif node == "act":
        call = _tool_call(before)
        event["action"] = record.get("tool") or call.get("tool")
        event["action_input"] = call.get("args") if call else None
        event["observation"] = "\n".join(e.removeprefix("Observation:").strip() for e in entries) or None
    return event


def _tool_call(values: Mapping[str, Any]) -> Mapping[str, Any]:
    """The tool call think left for act (`next_action` of kind call_tool), or {}."""
    action = values.get("next_action") or {}
    return action if action.get("kind") == "call_tool" else {}


def state_view(values: Mapping[str, Any]) -> dict:
    """A checkpoint's channel values for the inspector; the archive as a count (the
    conversation endpoint has it in full)."""
    view = {k: v for k, v in values.items() if k != "turns"}
    view["turns"] = len(values.get("turns") or [])
    return view


def changed_keys(before: Mapping[str, Any] | None, after: Mapping[str, Any]) -> list[str]:
    if before is None:
        return sorted(after)
    return sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))


def checkpoint_documents(snapshots: list) -> list[dict]:
    """StateSnapshots oldest first → what the inspector shows for each."""
    docs, previous_state, previous_next = [], None, ()
    for snap in snapshots:
        values = snap.values if isinstance(snap.values, Mapping) else {}
        state = state_view(values)
        meta = snap.metadata or {}
        parent = (snap.parent_config or {}).get("configurable", {}).get("checkpoint_id")
        asked = next((i.value for i in getattr(snap, "interrupts", ()) or ()
                      if isinstance(getattr(i, "value", None), dict) and i.value.get("type") == "ask_user"), None)
        docs.append({
            "checkpoint_id": snap.config["configurable"]["checkpoint_id"],
            "parent_id": parent,
            "step": meta.get("step"),
            "source": meta.get("source"),
            # The node whose writes made this checkpoint: what the one before was about to run.
            "node": ", ".join(previous_next) if meta.get("source") == "loop" and previous_next else None,
            "next": list(snap.next or ()),
            "created_at": snap.created_at,
            "state": state,
            "changed": changed_keys(previous_state, state),
            "interrupt": {"question": asked.get("question")} if asked else None,
        })
        previous_state, previous_next = state, tuple(snap.next or ())
    return docs
