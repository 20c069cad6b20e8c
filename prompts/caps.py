"""Caps a clause puts on an amount (each side stops at the HK$1,500 maximum; 单人年终奖上限30万元; 每次最高报销
120元), read with the words of their sentence, for `prompts.cap_check`. Pure."""
from __future__ import annotations

import re
from functools import lru_cache

from prompts.claims import claim_text
from prompts.quantities import MONEY, piece_around, quantities, words

# The cap's word right before its amount (maximum HK$1,500 / 上限30万元 / 最高120元), or right after (120元封顶).
_CAP_BEFORE = re.compile(r"(?:maximum(?: of)?|max\.?|capped at|a cap of|cap(?: is)?|ceiling of|up to|no more than|not more than"
                         r"|上限(?:为|是)?|封顶|最高(?:不超过)?|最多|不超过|不得超过|至多)[ ]?(?:is |of |at )?$", re.I)
_CAP_AFTER = re.compile(r"[ ]?(?:封顶|为上限|是上限|at most|maximum|max\b|cap\b)", re.I)
# A word every cap above holds: a clause without one has no cap, and its amounts need not be read.
_CAP_WORD = re.compile(r"max|cap|ceiling|up to|more than|at most|上限|封顶|最高|最多|超过|至多", re.I)


@lru_cache(maxsize=1024)
def caps_in(clause: str) -> tuple[tuple[float, str, frozenset[str]], ...]:
    """(value, money unit, the words of its sentence) of each capped amount in a clause."""
    text = claim_text(clause)
    out = []
    for q in quantities(text) if _CAP_WORD.search(text) else ():
        if q.unit in MONEY and (_CAP_BEFORE.search(text, max(0, q.start - 20), q.start) or _CAP_AFTER.match(text, q.end)):
            out.append((q.value, q.unit, words(piece_around(text, q.start, sentence=True))))
    return tuple(out)
