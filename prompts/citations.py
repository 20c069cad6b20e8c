"""Which handbook clauses an answer rests on: the retrieved clauses it names, else the top hits."""
from __future__ import annotations

import re
from typing import Mapping, Sequence

# "第二十六条 请假流程" → number "第二十六条", title "请假流程"
_NUMBERED = re.compile(r"^(第[一二三四五六七八九十百零〇\d]+[条章节])\s*(.*)$")


def _names(title: str) -> list[str]:
    m = _NUMBERED.match(title.strip())
    names = [title.strip()]
    if m:
        names += [m.group(1), m.group(2).strip()]
    return [n for n in names if len(n) >= 2]


def cited_sources(answer: str | None, evidence: Sequence[Mapping]) -> list[str]:
    """`evidence` items: {"ref": printable reference, "title": clause heading, "rank": 1-based}.

    A clause counts as cited when the answer names its number or title; when the answer names
    none, the best hit of each search stands in, since that is what the answer was built from.
    """
    text = (answer or "").lower()
    cited = [e["ref"] for e in evidence if any(n.lower() in text for n in _names(e.get("title", "")))]
    if not cited:
        cited = [e["ref"] for e in evidence if e.get("rank") == 1]
    return list(dict.fromkeys(cited))
