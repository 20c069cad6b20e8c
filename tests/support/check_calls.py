"""Tool calls for the answer check's unit tests, built the way `act` keeps them: a date tool run for
real over the working-day calendar (its typed result), or a search result whose hits are given
clauses; and whether an answer after them is flagged."""
from __future__ import annotations

import datetime as dt

from prompts.answer_check import claim_problems
from prompts.grounds import grounds_for
from tools.dates import make_date_tools

TODAY = dt.date(2026, 3, 20)


def run(tool: str, today: dt.date = TODAY, **args) -> dict:
    """A date tool's call with its real result."""
    tools = {t.name: t for t in make_date_tools(today=today)}
    r = tools[tool].run(args)
    return {"tool": tool, "args": args, "ok": r.ok, "observation": r.observation, "data": r.data}


def search(*texts: str) -> dict:
    """A search result whose hits are these clauses (the observation's wording is never read)."""
    return {"tool": "search_knowledge_base", "args": {"query": "q"}, "ok": True, "observation": "（任意措辞）",
            "data": {"hits": [{"rank": i + 1, "heading": "条款", "text": t} for i, t in enumerate(texts)]}}


def flagged(answer: str, calls: list[dict], question: str = "问题", today: dt.date = TODAY) -> bool:
    return bool(claim_problems(answer, grounds_for(question, today, calls)))
