"""An amount an answer works out from the person's figure at a rate (5% of HK$31,200: HK$1,560) that is
above a cap a clause puts on that amount (the HK$1,500 maximum), where the answer never names the cap:
the cap was not applied. Pure."""
from __future__ import annotations

from typing import TYPE_CHECKING

from prompts.derived import share_rates
from prompts.quantities import piece_around, quantities, words

if TYPE_CHECKING:
    from prompts.grounds import Grounds


def cap_problems(bare: str, grounds: Grounds) -> list[dict]:
    """`bare`: claim text with its dates blanked out."""
    if not grounds.caps:
        return []
    found = quantities(bare)
    stated = {(q.value, q.unit) for q in found}
    problems = []
    for q in found:
        if q.value in grounds.asked_numbers or not share_rates(q, found, grounds):
            continue
        about = words(piece_around(bare, q.start, sentence=True))
        for value, unit, subject in grounds.caps:
            # …a little above it (1,560 past 1,500; 900万 past 800万): far above, it is some other amount's cap
            if unit == q.unit and value < q.value <= 2 * value and (value, unit) not in stated and len(about & subject) >= 2:
                problems.append({"kind": "number", "stated": q.shown, "expected": f"上限{value:g}"})
                break
    return problems
