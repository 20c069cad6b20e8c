"""Times of day in claim text, as quantities in minutes after midnight (unit "clock"): 9:30, 18:00, 上午10点,
下午4点半, 晚上8点. Read by `prompts.quantities.quantities`, which makes them Quantities. Pure."""
from __future__ import annotations

import re

# A time of day is a quantity too (弹性上班最晚9:30到岗; 最晚10:00 is the core hours' start, not the
# latest arrival): 9:30, 18:00, 上午10点, 下午4点半, 晚上8点. A bare 3点 (three points) is none.
# 17h30 / 09h00 (the French and Portuguese clock) with a two-digit hour; 2h30 stays a duration.
_CLOCK = re.compile(r"(?=\d)(?:(?<![\d:])([01]?\d|2[0-4]):([0-5]\d)(?![\d:])|(?<![\d:])([01]\d|2[0-3])h([0-5]\d)(?![\d:]))")
# 22时 / 次日6时 (an official text's hours) is a time however it stands; a bare 3点 needs a word around it.
_CLOCK_ZH = re.compile(r"(上午|早上|早晨|清晨|凌晨|中午|下午|傍晚|晚上|今晚|昨晚|夜里|次日)?[ ]?([01]?\d|2[0-4])[ ]?(点|时(?![间期候薪段]))"
                       r"(?:(半)|([0-5]?\d)分)?"
                       r"(?=(前|之前|以前|以后|起|开始|到岗|上班|下班|至|到|-|—|~)?)")
# 2 pm, 5:30 p.m., 9am, 12 noon: the English clock (12 am is midnight, 12 pm noon).
_CLOCK_EN = re.compile(r"(?<![\d:.])(1[0-2]|0?[1-9])(?::([0-5]\d))?[ ]?([ap])\.?m(?![a-z])\.?"
                       r"|(?<![a-z])(?:12[ ]?)?noon(?![a-z])|(?<![a-z])midday(?![a-z])", re.I)
# What every English time of day holds: a figure before its a.m. or p.m., noon, midday. The clock patterns open on
# lookbehinds, so a scan tries the whole pattern at every character: each runs only on a text holding what its matches
# must (this; a colon or an h; 点 or 时). A lookahead for a match's first character (here and in _CLOCK) is one test
# at a place that cannot start one, where the alternatives would each be tried.
_CLOCK_EN_HINT = re.compile(r"(?=[\dnm])(?:\d[ ]?[ap]|noon|midday)", re.I)
_AFTERNOON = frozenset({"下午", "傍晚", "晚上", "今晚", "昨晚"})
_SPAN_BEFORE = frozenset("从自至到-—~–")
_SENTENCE_END_ZH = re.compile(r"[。；;！？!?\n]")


def clock_times(text: str) -> list[tuple[float, str, int, int]]:
    """(minutes after midnight, as written, start, end) of each time of day."""
    english = [(float(_english_minutes(m)), m.group(0), m.start(), m.end())
               for m in (_CLOCK_EN.finditer(text) if _CLOCK_EN_HINT.search(text) else ())]
    out = english + [(float(int(m.group(1) or m.group(3)) * 60 + int(m.group(2) or m.group(4))), m.group(0), m.start(), m.end())
                     for m in (_CLOCK.finditer(text) if ":" in text or "h" in text else ())
                     if not any(a <= m.start() < b for _, _, a, b in english)]
    # 下午两点半上班，六点下班 / 上午9点上班，6点下班: a bare hour after an earlier time of the same sentence
    # is later that day.
    previous, previous_end = None, 0
    for m in _CLOCK_ZH.finditer(text) if "点" in text or "时" in text else ():
        part, hour, mark, half, minutes, after = m.groups()
        if not (part or half or minutes or after or mark == "时" or text[m.start() - 1:m.start()] in _SPAN_BEFORE):
            continue
        if previous is not None and _SENTENCE_END_ZH.search(text, previous_end, m.start()):
            previous = None
        hour = int(hour) + (12 if part in _AFTERNOON and int(hour) < 12 and not ("晚" in part and int(hour) < 5) else 0)
        if part is None and previous is not None and 0 < hour < 12 and hour * 60 < previous:
            hour += 12
        value = hour * 60 + (30 if half else int(minutes or 0))
        previous, previous_end = value, m.end()
        out.append((float(value), m.group(0), m.start(), m.end()))
    return out


def has_clock(text: str) -> bool:
    """Whether `text` may hold a time of day (what `clock_times` reads)."""
    return ":" in text or "点" in text or "时" in text or bool(_CLOCK_EN_HINT.search(text) and _CLOCK_EN.search(text))


def _english_minutes(m: re.Match) -> int:
    if not m.group(1):
        return 12 * 60  # noon
    hour = int(m.group(1)) % 12 + (12 if m.group(3).lower() == "p" else 0)
    return hour * 60 + int(m.group(2) or 0)


# A day's edges need no source: a span split at midnight (22:00–24:00, 0:00–6:00), a day's last minute (23:59 on the
# deadline day) and a half day's noon.
_HALF_DAY = re.compile(r"上午|下午|半天|半日|(?<![A-Za-z])(?:AM|PM|a\.m\.|p\.m\.|morning|afternoon|half[ -]day)(?![A-Za-z])", re.I)


def day_edges(text: str) -> frozenset[float]:
    """Times of day that ground themselves in `text`: midnight (0:00, 23:59, 24:00), and noon beside a half day."""
    return frozenset({0.0, 1439.0, 1440.0} | ({720.0} if _HALF_DAY.search(text) else set()))
