"""What the to-do list needs of each finished turn, recorded beside the conversation when the
turn is saved (web/runs.py): the question, when, and how it ended — answered with a clause,
judged not covered, left unverified (with its problems). Pure: the row from the turn's API
document (web/documents.turn_document)."""
from __future__ import annotations

from datetime import datetime, timezone

UNFINISHED = ("needs_input", "in_progress")


def turn_row(thread_id: str, index: int, owner: str, doc: dict, finished_at: str | None) -> dict | None:
    """The row for turn `index` (0-based) of a conversation, or None while it is not finished."""
    if doc.get("stop_reason") in UNFINISHED or not doc.get("question"):
        return None
    answered = doc.get("answer") is not None and doc.get("stop_reason") != "error"
    check = doc.get("answer_check") or {}
    verified = check.get("verified") if isinstance(check, dict) else None
    problems = check.get("problems") or [] if isinstance(check, dict) else []
    return {
        "thread_id": thread_id, "turn": index, "owner": owner,
        "asked_at": utc(finished_at),
        "question": str(doc["question"]),
        "answered": int(answered),
        "cited": int(answered and bool(doc.get("sources"))),
        "not_covered": int(bool(doc.get("not_covered"))),
        # Only an answer the check looked at and rejected; a refusal is not "unverified".
        "unverified": int(answered and verified is False and not doc.get("not_covered")),
        "problems": [p for p in problems if isinstance(p, dict)],
    }


def utc(stamp: str | None) -> str:
    """The turn's time as the desk tables keep it (ISO UTC, milliseconds); now when unknown."""
    moment = None
    if stamp:
        try:
            moment = datetime.fromisoformat(stamp)
        except ValueError:
            moment = None
    if moment is None:
        moment = datetime.now(timezone.utc)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc).isoformat(timespec="milliseconds")
