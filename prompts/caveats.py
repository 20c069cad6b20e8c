"""The caveat an answer resting on an estimated year's schedule owes the reader. Pure; reads claim text
(`prompts.claims.claim_text`)."""
from __future__ import annotations

import re

from prompts.day_claims import piece_of

# Words that say a date is an estimate (the caveat the prompt asks for, in the model's own words).
_CAVEAT = re.compile(r"估计|估算|推算|预估|仅供参考|以国务院|以官方|正式公布|正式发布|尚未公布|尚未发布|未公布|未发布|尚未导入"
                     r"|(?:通知|安排|公告)(?:还|尚|暂)?(?:没|未)(?:有)?(?:出|发|下来|公布|发布|确定)|(?:还|尚|暂)(?:没|未)(?:有)?(?:公布|发布|出台|确定|下发)"
                     r"|以.{0,8}(?:通知|公告|公布|发布|安排)为准|待定|isn't out|is not out|not out yet|not (?:yet )?(?:official|confirmed|final)"
                     r"|(?:hasn't|has not|haven't|have not) (?:yet )?been (?:published|announced|released|confirmed|imported)|tentative"
                     r"|(?:may|might|could) (?:differ|change|be different)|not (?:yet )?imported"
                     r"|可能(会)?(调整|变化|有变)|estimat|provisional|subject to|not yet (been )?(published|announced)", re.I)
# An estimated schedule called official (2027年放假安排已正式公布, based on the official 2027 schedule): no caveat.
_OFFICIAL = re.compile(r"(?<![未没尚])已(?:经)?(?:由[^，,。；;\d]{1,6})?(?:正式)?(?:公布|发布|下发|出台)"
                       r"|(?:按|根据|依据)(?:国务院)?(?:正式|官方)(?:公布|发布)?的"
                       r"|(?:based on|per|according to|following|under) the official\b"
                       r"|(?:has|have) (?:now )?been (?:officially )?(?:published|announced|released|confirmed)"
                       r"|(?:is|are) (?:now )?official\b", re.I)
# …unless its own piece says otherwise (the official schedule isn't out yet; check against the official notice).
_NOT_YET = re.compile(r"未|没|不是|待|not\b|n't|neither|nor\b|\bno\b|yet|pending|check|until|once|when", re.I)
_YEAR = re.compile(r"(?<!\d)(20\d\d)(?!\d)")


def _called_official(text: str, spans, estimated: set[int]) -> bool:
    """Whether a piece calls an estimated year's schedule official (a piece naming only published years may)."""
    for m in _OFFICIAL.finditer(text) if estimated else ():
        start, end = piece_of(spans, m.start())
        if _NOT_YET.search(text, start, end) or _CAVEAT.search(_OFFICIAL.sub(" ", text[start:end])):
            continue
        named = {int(y) for y in _YEAR.findall(text, start, end)}
        if not named or named & estimated:
            return True
    return False


def caveat_missing(text: str, spans, estimated: set[int]) -> bool:
    """Whether an answer stating days of the `estimated` years says nowhere that they are estimates, or
    calls their schedule official."""
    return bool(estimated) and (not _CAVEAT.search(_OFFICIAL.sub(" ", text)) or _called_official(text, spans, estimated))
