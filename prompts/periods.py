"""The period an amount is given per (USD 60 per month, 每月发放100元, 每班30元, 30元/班, £12 each night
shift): what tells a rate from a total. Read on claim text. Pure."""
from __future__ import annotations

import re

_PERIODS = {"天": "day", "日": "day", "day": "day", "晚": "night", "night": "night", "周": "week", "星期": "week",
            "week": "week", "月": "month", "month": "month", "年": "year", "year": "year", "季度": "quarter",
            "quarter": "quarter", "班": "shift", "shift": "shift", "次": "time", "time": "time", "小时": "hour", "hour": "hour",
            "mile": "mile", "km": "mile", "kilometre": "mile", "kilometer": "mile", "公里": "mile"}
_PERIOD_AFTER = re.compile(r"(?<!\s)\s*(?:for\s+)?(?:per|a|an|each|every|/)\s+(?:(?:full|calendar|complete|completed|whole)\s+)?"
                           r"(day|night|week|month|year|quarter|shift|time|hour|mile|km|kilometre|kilometer)s?(?![a-z])", re.I)
# Each night shift worked earns a night allowance of £12: the period before the amount, in its sentence.
_PERIOD_BEFORE_EN = re.compile(r"(?<![a-z])(?:each|every|per)\s+(?:[a-z]+\s+)?(day|night|week|month|year|shift|hour|mile)s?(?![a-z])"
                               r"[^\d.;:!?]{0,48}$", re.I)
# 每班30元 / 每月发放100元 / 每班发放夜班津贴30元: a few words (no number, no clause break) may stand between.
_PERIOD_BEFORE = re.compile(r"每(?:人|位|名)?每?(天|日|晚|周|星期|月|年|季度|班|次|小时|公里)[^\d，。；,;:：每]{0,8}$")


# 30元/班, 200元/月, £36.50/night: the period after a slash.
_PERIOD_SLASH = re.compile(r"[ ]?/[ ]?(天|日|晚|周|星期|月|年|季度|班|次|小时|公里|day|night|week|month|year|quarter|shift|hour|mile|km)(?![a-z])",
                           re.I)


def period_after(text: str, m: re.Match) -> str | None:
    """The period a rate is given per: USD 60 per month, 每月发放100元, 每班30元, 30元/班."""
    after = _PERIOD_AFTER.match(text, m.end()) or _PERIOD_SLASH.match(text, m.end())
    if after:
        return _PERIODS[after.group(1).lower()]
    before = _PERIOD_BEFORE.search(text, max(0, m.start() - 16), m.start())
    if before:
        return _PERIODS[before.group(1)]
    before = _PERIOD_BEFORE_EN.search(text, max(0, m.start() - 72), m.start())
    return _PERIODS[before.group(1).lower()] if before else None
