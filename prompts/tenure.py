"""Service brackets: a clause's values for lengths of service (four weeks' full pay in your first two
years; eight weeks after two years; 满10年不满20年的10天), and the person's own length of service
deciding between them when the answer names no bracket (the brackets themselves are read by
`prompts.quantities.tenure_bounds`). Pure."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from prompts.grounds import Grounds
    from prompts.quantities import Quantity, SourceQuantity

# The person's length of service, not any span they name (一个月迟到几次 is no month of service).
_SERVICE_WORDS = frozenset({"工作", "干满", "干了", "入职", "工龄", "司龄", "服务", "任职", "worked", "working", "service",
                            "employed", "joined", "here", "been", "在职", "在岗", "待了", "呆了"})  # I've been with Tidewell for 6 years


def tenure_decides(q: Quantity, same, candidates, own: frozenset[str], grounds: Grounds) -> SourceQuantity | bool | None:
    """What the person's own length of service says of q when the answer names no bracket: True when
    a same-valued source's bracket is theirs (three years: "eight weeks after two years"), the rival
    whose bracket is theirs when none of the same-valued sources' is ("four weeks in your first two
    years" is not), else None (no service given, or no bracket either way)."""
    served = _served(grounds)
    if not served or any(w[:2] in ("≥#", "<#") for w in own):
        return None
    verdicts = [_meets(s, served) for s in same]
    if True in verdicts:  # unless the answer calls it a cap or a floor (最多加10天), another value's role
        return True if not own & {"≤", "≥"} else None
    # …or the value is also a floor's or a cap's outside any bracket (病假工资按工龄60%–100%，不低于最低工资的80%)
    if False not in verdicts or any(v is None and s.words & {"≥", "≤"} for v, s in zip(verdicts, same)):
        return None
    met = [r for r in candidates if abs(r.value - q.value) >= 1e-6 and r.source >= grounds.asked_sources and _meets(r, served)]
    return met[0] if met else None


def _served(grounds: Grounds) -> set[float]:
    """The person's lengths of service in years (工作4年半: 4.5)."""
    return {s.value if s.unit == "year" else s.value / 12 for s in grounds.source_quantities
            if s.source < grounds.asked_sources and s.unit in ("year", "month") and s.words & _SERVICE_WORDS}


def a_bracket_they_meet(q: Quantity, bounds: frozenset[str], grounds: Grounds) -> bool:
    """满4年不满6年 restated for someone with 4½ years: an end of a bracket the person's service lies in
    (`bounds`: the brackets the answer's words around q state, as `tenure_bounds` writes them)."""
    years = q.value if q.unit == "year" else q.value / 12 if q.unit == "month" else None
    marks = [(w[0], float(w[2:-4])) for w in bounds if w[:2] in ("≥#", "<#")]
    if years is None or not any(abs(v - years) < 1e-6 for _, v in marks):
        return False
    if not any(s.source >= grounds.asked_sources and s.unit == q.unit and abs(s.value - q.value) < 1e-6
               for s in grounds.source_quantities):
        return False  # a bracket no clause states (满3年 where the clause says 满5年)
    return any(all(y >= v if op == "≥" else y < v for op, v in marks) for y in _served(grounds))


def _meets(source: SourceQuantity, served: set[float]) -> bool | None:
    """Whether one of the person's lengths of service meets every bracket of `source` (None: it has none)."""
    bounds = [(w[0], float(w[2:-4])) for w in source.words if w[:2] in ("≥#", "<#")]
    if not bounds:
        return None
    return any(all(y >= v if op == "≥" else y < v for op, v in bounds) for y in served)
