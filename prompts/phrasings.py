"""English phrasings of a quantity that carry no digit and no unit, written as the forms the readers
know (the answer check reads answers and clauses through it after `prompts.claims.claim_text`): "time and a quarter" is 125%, "double time" 200%,
"paid at 3 times" 3倍, "extended once" 1 time, "twice a year" 2 times, "hours above 45" 45 hours,
"one and a half hours" 1.5 hours, "half an hour" 0.5 hour, "a year ago" 1 year ago. Pure and idempotent: its
output holds none of the phrases it rewrites, so text read twice reads the same.

A handbook in English states its overtime rate in words ("hours above 45 are paid at time and a
quarter"); without this an answer's 125% or 1.25倍 has nothing to match, and "time and a half"
against it nothing to contradict.
"""
from __future__ import annotations

import re

_RATES = {"a quarter": "125%", "a half": "150%", "three quarters": "175%", "one half": "150%", "one quarter": "125%"}
_TIME_AND = re.compile(r"(?<![a-z])time[- ]and[- ](a|one|three)[- ](half|quarters?)(?![a-z])", re.I)
_MULTIPLE = re.compile(r"(?<![a-z])(double|triple|treble)[- ]time(?![a-z])", re.I)
_MULTIPLES = {"double": "200%", "triple": "300%", "treble": "300%"}
# "paid at 3 times." / "at 1.5 times," : a rate, where "3 times a year" is a count.
_AT_TIMES = re.compile(r"(?<![a-z])(at|of) (\d+(?:\.\d+)?) ?(?:times|x)(?=\s*(?:[.,;)]|$|and |the |your |their |normal |"
                       r"basic |base |hourly |regular |usual |pay|salary|wage|rate))", re.I)
_TWICE_RATE = re.compile(r"(?<![a-z])twice (?=(?:the|your|their|normal|basic|base|hourly|regular|usual) )", re.I)
# once / twice as a count: after a verb or a noun, before a stop or a period word (may be extended
# once, by up to 6 weeks; twice a year). Not "once you pass probation", not "at once", "for once".
_COUNT = re.compile(r"(?<=[a-z] )(?<!at )(?<!for )(?<!all )(once|twice)(?=\s*(?:[.,;:)]|$|a |an |per |each |every |in |"
                    r"during |within |only|more|by |in total))", re.I)
_COUNTS = {"once": "1 time", "twice": "2 times"}


# "hours above 45 a week", "days over 10": the unit before the threshold, the number bare after it.
_UNIT_FIRST = re.compile(r"(?<![a-z])(hours|days|weeks|minutes|months)((?: [a-z]+ed)? (?:above|over|beyond|exceeding|in excess of|past|"
                         r"up to|under|below) )(\d+(?:\.\d+)?)"  # a bare number: no unit after it
                         r"(?!\d|\.\d|%|:\d|,\d| ?(?:hours?|days?|weeks?|minutes?|months?|years?|hrs?|yrs?|h|[$£€¥%])(?![a-z]))", re.I)


# "one and a half hours for every hour", "half an hour's pay": a number written as a fraction in words.
_AND_A_HALF = re.compile(r"(?<![a-z\d])(one|two|three|four|five|\d+) and a half(?= (?:hours?|days?|weeks?|months?|years?|times)(?![a-z]))",
                         re.I)
_HALF_A = re.compile(r"(?<![a-z])half (?:an|a) (hour|day|week|month|year)(?![a-z])", re.I)
_SMALL = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


# "I joined a year ago", "a month ago": one year or month of service, as digits.
_A_SPAN_AGO = re.compile(r"(?<![a-z])an? (?=(?:year|month) ago(?![a-z]))", re.I)


def english_phrasings(text: str) -> str:
    """`text` with its rate and count phrasings as digits and units (see the module's note)."""
    if " ago" in text:
        text = _A_SPAN_AGO.sub("1 ", text)
    if "half" in text.lower() and " " in text:
        text = _AND_A_HALF.sub(lambda m: f"{_SMALL.get(m.group(1).lower(), m.group(1))}.5", text)
        text = _HALF_A.sub(lambda m: f"0.5 {m.group(1)}", text)
    if " " in text and _UNIT_FIRST.search(text):
        text = _UNIT_FIRST.sub(lambda m: f"{m.group(1)}{m.group(2)}{m.group(3)} {m.group(1).lower()}", text)
    if not any(w in text.lower() for w in ("time", "once", "twice")):
        return text
    text = _TIME_AND.sub(lambda m: _RATES[f"{m.group(1)} {m.group(2)}".lower().replace("quarterss", "quarters")], text)
    text = _MULTIPLE.sub(lambda m: _MULTIPLES[m.group(1).lower()], text)
    text = _AT_TIMES.sub(lambda m: f"{m.group(1)} {m.group(2)}倍", text)
    text = _TWICE_RATE.sub("200% of ", text)
    return _COUNT.sub(lambda m: _COUNTS[m.group(1).lower()], text)
