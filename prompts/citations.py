"""Which handbook clauses an answer rests on: the retrieved clauses it names, else the top hits."""
from __future__ import annotations

import re
import datetime as dt
from typing import Mapping, Sequence

from prompts.claims import blank, claim_text, date_mentions
from prompts.quantities import quantities

# "第二十六条 请假流程" → number "第二十六条", title "请假流程"
_NUMBERED = re.compile(r"^(第[一二三四五六七八九十百零〇\d]+[条章节])\s*(.*)$")


def _names(title: str) -> list[str]:
    m = _NUMBERED.match(title.strip())
    names = [title.strip()]
    if m:
        names += [m.group(1), m.group(2).strip()]
    return [n for n in names if len(n) >= 2]


def cited_sources(answer: str | None, evidence: Sequence[Mapping],
                  earlier: Sequence[Sequence[Mapping]] = ()) -> list[str]:
    """`evidence` items: {"ref": printable reference, "title": clause heading, "rank": 1-based};
    `earlier`: the evidence of the conversation's earlier turns, oldest first.

    A clause counts as cited when the answer names its number or title; when the answer names
    none, the best hit of each search stands in, since that is what the answer was built from.
    A follow-up that searched nothing rests on what the conversation retrieved before: the
    clauses it names, else (when it states a figure or date at all) the latest search's best hits.
    """
    text = (answer or "").lower()
    pool = [*evidence, *(e for turn in earlier for e in turn)]
    cited = [e["ref"] for e in pool if any(n.lower() in text for n in _names(e.get("title", "")))]
    if not cited:
        latest = evidence or next((turn for turn in reversed(earlier) if turn), [])
        if evidence or _states_a_fact(answer or ""):
            cited = [e["ref"] for e in latest if e.get("rank") == 1]
    return list(dict.fromkeys(cited))


def _states_a_fact(answer: str) -> bool:
    text = claim_text(answer)
    dates = date_mentions(text, dt.date.today())  # only whether there is one; the year does not matter
    return bool(dates or quantities(blank(text, [(d.start, d.end) for d in dates])))
