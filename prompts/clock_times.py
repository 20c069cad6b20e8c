"""Times of day in claim text, as quantities in minutes after midnight (unit "clock"): 9:30, 18:00, 上午10点,
下午4点半, 晚上8点. Read by `prompts.quantities.quantities`, which makes them Quantities. Pure."""
from __future__ import annotations

import re

# A time of day is a quantity too (弹性上班最晚9:30到岗; 最晚10:00 is the core hours' start, not the
# latest arrival): 9:30, 18:00, 上午10点, 下午4点半, 晚上8点. A bare 3点 (three points) is none.
_CLOCK = re.compile(r"(?<![\d:])([01]?\d|2[0-4]):([0-5]\d)(?![\d:])")
_CLOCK_ZH = re.compile(r"(上午|早上|早晨|中午|下午|晚上)?[ ]?([01]?\d|2[0-4])[ ]?点(?:(半)|([0-5]?\d)分)?"
                       r"(?=(前|之前|以前|以后|到岗|上班|下班|至|到|-|—|~)?)")
_AFTERNOON = frozenset({"下午", "晚上"})
_SENTENCE_END_ZH = re.compile(r"[。；;！？!?\n]")


def clock_times(text: str) -> list[tuple[float, str, int, int]]:
    """(minutes after midnight, as written, start, end) of each time of day."""
    out = [(float(int(m.group(1)) * 60 + int(m.group(2))), m.group(0), m.start(), m.end()) for m in _CLOCK.finditer(text)]
    # 下午两点半上班，六点下班 / 上午9点上班，6点下班: a bare hour after an earlier time of the same sentence
    # is later that day.
    previous, previous_end = None, 0
    for m in _CLOCK_ZH.finditer(text):
        part, hour, half, minutes, after = m.groups()
        if not (part or half or minutes or after):
            continue
        if previous is not None and _SENTENCE_END_ZH.search(text, previous_end, m.start()):
            previous = None
        hour = int(hour) + (12 if part in _AFTERNOON and int(hour) < 12 else 0)
        if part is None and previous is not None and hour < 12 and hour * 60 < previous:
            hour += 12
        value = hour * 60 + (30 if half else int(minutes or 0))
        previous, previous_end = value, m.end()
        out.append((float(value), m.group(0), m.start(), m.end()))
    return out
