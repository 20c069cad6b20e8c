"""The ranks and grades a text names (1线, 5级, 考核为B, P4; grade B, band 3), as the subject words of a value
hold them: a grade names a value's subject outright. Pure."""
from __future__ import annotations

import re

_RANK = re.compile(r"\d(?:线|级|类|档|等)")
# A grade written with a Latin letter beside Chinese (考核为B的, P4至P6级, M级以上): a word too. Not
# in English prose, where a capital A is an article.
_GRADE = re.compile(r"(?<=[\u4e00-\u9fff])[A-Z]\d{0,2}(?![A-Za-z0-9])|(?<![A-Za-z0-9])[A-Z]\d{0,2}(?=[\u4e00-\u9fff])")
# _GRADE opens on lookbehinds, so its scan tries the whole pattern at every character: only text with a capital is scanned.
_CAPITAL = re.compile("[A-Z]")
# grade B / Band 3 / level P4 / rated B: an English grade names its letter (B) or its number as a level (3级).
_EN_GRADE = re.compile(r"\b(?:grade|band|level|tier|rating|rated|graded)\s+([A-Z]\d{0,2}|\d{1,2})(?![\w.])", re.I)


def ranks(text: str) -> list[str]:
    """The ranks and grades `text` names (1线, 5级, 考核为B, P4, grade B, band 3), as `words` holds them."""
    return _RANK.findall(text) + (_GRADE.findall(text) if _CAPITAL.search(text) else []) + english_grades(text)


def english_grades(text: str) -> list[str]:
    if "rade" not in text and "and " not in text and "evel" not in text and "ier" not in text and "ated" not in text:
        return []
    return [g.upper() if g[0].isalpha() else f"{g}级" for g in _EN_GRADE.findall(text)]
