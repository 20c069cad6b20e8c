"""What a sentence says about a day, checked against the working-day calendar itself (the oracle),
not against the dates a tool happened to print. Pure apart from reading the calendar.

A date's status words are its own parenthesis right after it (10月10日（周六，调休上班）), else the
words of its sentence piece with the other dates, their parentheses and counts taken out
(5月6日（周三）至8日（周五）上班 → 上班 for both ends; 2月16日至20日这5个工作日不用请假 → nothing:
"5个工作日" is a count, not a status).
"""
from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Sequence

from prompts.claims import DateMention, blank
from prompts.day_lists import dash_sets_off
from prompts.glossary import FESTIVAL, FESTIVAL_WORDS  # noqa: F401 (re-exported)
from prompts.quantities import Quantity, piece_around

if TYPE_CHECKING:
    from prompts.grounds import Grounds

# Most specific first: 调休上班 is a make-up day, not just "上班"; 春节 says the day is in its span.
_MAKEUP = re.compile(r"调休上班|调休工作|补班|调休日|make-?up (?:working )?day|working (?:saturday|sunday|weekend)", re.I)
# 探亲假期是9月28日到10月27日: the person's leave, not a holiday (国庆假期是… / 春节假期 are the calendar's).
_HOLIDAY = re.compile(r"法定节假日|节假日|法定假日|公休假?日|(?:(?<=[节庆旦午秋明])假期|假期(?![是为从]))(?:中|内|里)?|holiday", re.I)
# 休息 / 放假 / a day off: no work that day, a weekend as much as a festival (9月19日周六休息). A weekday's
# name (9月20日（星期日）) is a weekday, checked as one: a make-up Sunday is still a Sunday.
# "days off" of a leave are the person's leave days, not days the calendar gives off: not read here.
# The day itself said to be one off (Monday 3 May is a day off in lieu) is a claim of rest.
# No leave needed for the day (10月10日是周六，不用请假) says it is off too.
_REST = re.compile(r"周末|weekend|放假|休息日|休息|rest days?|day of rest|non-working|not a working day|(?:不用|无需|不需要?|不必|不)上班"
                   r"|(?:不用|无需|不需要?|不必|用不着)请(?:假)?|no need to (?:take|book|request) (?:it )?(?:off|leave)"
                   r"|(?:don't|do not|won't|will not) need (?:to take |any )?leave"
                   r"|days? off in lieu|(?:is|are|be) (?:an? )?(?:extra |additional |bonus )?days? off\b"
                   # Sun 20 Sep is off / both are off: the day's, not the person's (you are off on …, off 9 days)
                   r"|(?<!you )(?<!we )(?<!they )(?<!I )(?:is|are) (?:both |all |also )?off\b(?![ ]?(?:on|from|until|till|for|work|duty|\d))"
                   r"|part of the (?:break|long weekend)|no work (?:that|on that) day"
                   r"|(?:don't|do not|won't) (?:have to )?work (?:that day|it)\b", re.I)
# 按工作日倒推 / counting working days: a way of counting, not what the day is.
# 不上班 / 不用上班: the day is off (read by _REST), not a working day.
_WORKDAY = re.compile(r"(?<!按)(?<!以)(?<!数)(?<!不)(?<!不用)(?<!无需)(?<!不需)(?<!不需要)(?<!不必)上班|(?<!按)(?<!以)(?<!数)工作日|正常工作"
                      r"|(?<!counting )(?<!counting in )"
                      r"(?:working day|workday|business day|work day)", re.I)
# before the holiday / after National Day: a day beside the span, not in it (English puts it first).
_BESIDE = re.compile(r"\b(?:before|after|until|till|ahead of|following|preceding)\s+(?:the\s+)?$", re.I)
# A festival's make-up day (春节调休上班日, 国庆前的补班, make-up working day for the Mid-Autumn Festival).
_FESTIVALS_MAKEUP = re.compile(rf"({FESTIVAL_WORDS.pattern})(?:节|假期)?(?:前|后|之前|之后)?的?[ ]?(?:{_MAKEUP.pattern})"
                               rf"|(?:{_MAKEUP.pattern}) (?:day )?(?:for|of|before|after) (?:the )?({FESTIVAL_WORDS.pattern})", re.I)
# Festivals that are no statutory holiday: a day off or a make-up day "for" one is wrong whatever the day.
_UNOFFICIAL = r"元宵|七夕|重阳|腊八|小年|寒食|lantern festival|double ninth|qixi"
_UNOFFICIAL_DAY_OFF = re.compile(rf"({_UNOFFICIAL})(?:节)?(?:的)?[ ]?(?:{_MAKEUP.pattern}|调休|放假|假期|holiday)"
                                 rf"|(?:{_MAKEUP.pattern}|holiday|day off) (?:day )?(?:for|of) (?:the )?({_UNOFFICIAL})", re.I)
# …and no public holidays / without any bank holidays: the kind of holiday between says no less.
# All except Sep 25 are working days / 除了9月25日都是工作日: the day named after except is the one that is not.
_NEGATION = re.compile(r"(?:不是|不算|并非|非|不用|无需|不需要?|没有|不|not|isn't|is not|aren't|no|without"
                       r"|(?<![A-Za-z])except(?: for)?[ ,and]{1,40}(?:are|is|were)"
                       r"|除了?[ 、和与及]{0,40}(?:外|以外|之外)?[，,]?[ ]{0,2}(?:其他|其余|别的)?的?(?:周[1-7日])?[ ]?(?:也?都是|都|是))"
                       r"(?:\s+(?:any|a))?(?:\s+(?:public|statutory|bank|national|official|legal))?\s*$", re.I)
# 国庆假期后 / 节前 / after the holiday: a day beside the span, not in it.
# (?<!\s): never start inside a run of spaces (a scan would re-read the run from every place in it).
_AFTER_SPAN = re.compile(r"(?<!\s)\s*(?:(?:节|假期|假|长假|放假|休假|小长假)\s*)?(?:之?后|之?前|结束|过后|以后|以前)")
_PIECE = re.compile(r"[，,。；;！？!?\n：:—]")  # an em dash sets off an aside too
_PAREN = re.compile(r"(?<!\s)\s*[（(][^（()）]{0,24}[)）]")
# …and a longer one that opens by saying what the day is (9 May (a make-up working day for the Dragon Boat Festival)).
_PAREN_STATUS = re.compile(r"(?<!\s)\s*[（(](?:(?:a|an|the) )?(?:make-?up|public holiday|statutory holiday|bank holiday|rest day|working day"
                           r"|调休|补班|法定|休息日|工作日)[^（()）]{0,50}[)）]", re.I)
# A bracket with no date right after a count explains the count (共3个工作日（周末两天不算）), not its piece's days.
_COUNT_PAREN = re.compile(r"(?:(?<=[天日])|(?<=days)|(?<=day))[ ]{0,2}[（(][^（()）]{0,24}[)）]")
_ESTIMATE = re.compile(r"推算|估算|预估|估计|仅供参考|为准|estimat|provisional", re.I)
_COUNT = re.compile(r"(?<![\d.第])\d+(?:\.\d+)?\s*(?:个)?(?:工作日|自然日|天|working days?|business days?|days?)", re.I)
_WEEKDAY = re.compile(r"(?:周|星期|礼拜)[1-7日天]|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?", re.I)


@dataclass(frozen=True)
class DayClaim:
    date: dt.date
    says: str  # "holiday", "makeup_workday", "workday", "rest", or "festival:<name>"
    negated: bool
    words: str  # as written, for the feedback


_NEW_SENTENCE = re.compile(r" {1,3}[A-Z]")
_NEXT_NUMBER = re.compile(r" {1,3}\d")
_EN_WEEKDAY_BEFORE = re.compile(r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.?,?\s*$", re.I)


_ASIDE = 16  # a bracket longer than this is a piece of its own, not part of what the words before it say


def pieces(text: str, mentions: Sequence[DateMention] = ()) -> list[tuple[int, int]]:
    """Sentence pieces (between commas and full stops), a parenthesis or a date (Wednesday,
    March 25, 2026) never cut in two; a long parenthesis is a piece of its own."""
    inside = set()
    for m in mentions:
        before = _EN_WEEKDAY_BEFORE.search(text, max(0, m.start - 12), m.start)
        # Fri 4 Dec. There are …: an abbreviation's dot before a new sentence ends that sentence too.
        # So does 31 Dec. 1 Jan …: the day came first, so the number after the dot is no day of December's.
        end = m.end - 1 if text[m.end - 1:m.end] == "." and (
            _NEW_SENTENCE.match(text, m.end) or (text[m.start:m.start + 1].isdigit() and _NEXT_NUMBER.match(text, m.end))) \
            else m.end
        inside.update(range(before.start() if before else m.start, end))
    out, start, depth, opened = [], 0, 0, 0
    for i, ch in ((m.start(), m.group()) for m in re.finditer(r"[（()）.–-]|" + _PIECE.pattern, text)):  # nothing else opens, closes or ends one
        if i in inside:
            continue
        if ch in "（(":
            opened = i if depth == 0 else opened
            depth += 1
        elif ch in ")）" and depth > 0:
            depth -= 1
            if depth == 0 and i - opened > _ASIDE:  # (estimated calendar: Spring Festival 5–8 February): an aside
                # …whose own pieces (Mid-Autumn 25 Sep; make-up Sun 20 Sep) stay apart
                out += [(start, opened), (opened, i + 1)] if start <= opened else [(start, i + 1)]
                start = i + 1
        if (depth == 0 or ch in ";；") and (_PIECE.match(ch) or (ch == "." and text[i + 1:i + 2] in ("", " ", "\n"))
                                             or (ch in "–-—" and dash_sets_off(text, i, mentions))) and not _range_dash(text, i):
            out.append((start, i))
            start = i + 1
    out.append((start, len(text)))
    return out


def _range_dash(text: str, i: int) -> bool:
    """12月2—4日 / 10月1日—7日: an em dash between a day and a number joins a range; it sets off nothing."""
    return text[i] == "—" and (text[i - 1:i].isdigit() or text[i - 1:i] in ("日", "号")) and text[i + 1:i + 2].isdigit()


def piece_of(spans: Sequence[tuple[int, int]], at: int) -> tuple[int, int]:
    return next(((s, e) for s, e in spans if s <= at <= e), (0, 0))


def status_text(text: str, mention: DateMention, mentions: Sequence[DateMention], spans) -> str:
    """The words that say something about this date (see the module's note)."""
    own = _PAREN.match(text, mention.end) or _PAREN_STATUS.match(text, mention.end)
    if own and _ESTIMATE.search(own.group(0)):  # （2027年春节安排为推算）: a caveat, not what the day is
        own = None
    if own and any(own.start() < m.start < own.end() for m in mentions):  # 10月9日（10月1日至7日放假）: the bracket's own day
        own = None
    if own and (_MAKEUP.search(own.group(0)) or _HOLIDAY.search(own.group(0)) or FESTIVAL_WORDS.search(own.group(0))
                or _REST.search(own.group(0)) or _WORKDAY.search(own.group(0))):
        return own.group(0)
    start, end = piece_of(spans, mention.start)
    start, end = _list_item(text, mention, mentions, start, end)
    line = text.rfind("\n", 0, mention.start) + 1
    if text.startswith("|", line) or text.startswith(" |", line):  # | 9月 | 中秋节假期 | 9月24日（周四） |: its own cell
        start = max(start, text.rfind("|", 0, mention.start) + 1)
        end = min(end, next((i for i in range(mention.end, end) if text[i] in "|\n"), end))
    for later in (m for m in mentions if mention.start < m.start < end):
        # 21/12 to 8/1, with 1 Jan off for New Year / 2月14日至28日，其中2月15日起放春节: the aside's words are its day's
        # …and so are a new clause's (（6月23日、22日…16日，端午6月19日—21日不算）: 端午 is the 19th's, not the 23rd's;
        # （12月28日至31日4天，1月1日元旦不计）: after a count, a new clause too)
        if aside := (_OPEN_BRACKET.search(text, mention.end, later.start)  # Thu 15 Oct (the National Day break, Oct 1–7; …
                     or _ASIDE_WORD.search(text, max(start, later.start - 12), later.start)
                     or _NEW_CLAUSE.search(text, max(start, later.start - 10), later.start)
                     or _RESULT_OF.search(text, max(start, later.start - 14), later.start)):
            end = aside.start()
            break
    if (opened := _OPEN_BRACKET.search(text, mention.end, end)) and any(end <= m.start < _closing(text, end) for m in mentions):
        end = opened.start()  # a bracket open where the piece ends holds later dates of its own: its words are theirs
    others = [(m.start, m.end) for m in mentions if start <= m.start < end]
    others += [(p.start(), p.end()) for m in mentions if start <= m.start < end and (p := _PAREN.match(text, m.end))]
    others += [(p.start(), p.end()) for p in _COUNT_PAREN.finditer(text, start, end)
               if not any(p.start() <= m.start < p.end() for m in mentions)]
    # National Day (1–7 Oct) names the days in its bracket, not the piece's others (off from 21 Sep to 7 Oct)
    others += [b.span() for b in _NAMED_BRACKET.finditer(text, start, end) if not b.start() <= mention.start < b.end()
               and any(b.start() <= m.start < b.end() for m in mentions)]
    body = blank(text, others)[start:end]
    if _LEFT_OUT.search(body):  # 3月18日至31日，共14天，去掉两个周末: the weekends are taken out of the range, not its ends
        body = _LEFT_OUT.sub(" ", body)
    said = _WEEKDAY.sub(" ", _COUNT.sub(" ", body))
    if start and _WHICH.match(text, start):  # …the Labour Day holiday, which runs 1–5 May: the piece before names it
        before = piece_of(spans, start - 1)[0]
        said = blank(text, [(m.start, m.end) for m in mentions if before <= m.start < start])[before:start] + " " + said
    elif start and text[start - 1] in ":：" and not any(m.start < start - 1 and m.end >= start - 24 for m in mentions):
        label = text[piece_of(spans, start - 1)[0]:start - 1]  # Labour Day holiday: 1–5 May / 放假：10月1日至8日
        # …a name, not a rule (遇法定节假日不顺延：, Weekends aren't counted:), over days alone
        if len(label) <= 24 and not any(ch.isdigit() for ch in label) and not _RULE_WORD.search(label) and not _WORDY.search(said):
            return f"{label} {said}"
    return said


# A bracket still open at a later date (Thu 15 Oct (the National Day break, Oct 1–7; …), with the festival named
# right before it (skips the Mid-Autumn (25 Sep)): its words are that date's.
_OPEN_BRACKET = re.compile(rf"(?:(?:{FESTIVAL_WORDS.pattern})[^（(，,。；;\d]{{0,12}})?[（(][^（()）]*$", re.I)


def _closing(text: str, at: int) -> int:
    """Where the bracket open at `at` closes (the text's end when it never does)."""
    return min([i for i in (text.find(")", at), text.find("）", at)) if i >= 0] + [len(text)])


_WHICH = re.compile(r"[ ]{0,3}(?:which|that)[ ]{1,3}(?:runs?|ran|lasts?|is|are|was|were|spans?|covers?|goes|falls?)\b", re.I)


# Days a count leaves out of a range (去掉周末, 扣除2个周末, 周末除外, excluding weekends): no claim about the range's ends.
_LEFT_OUT = re.compile(r"(?:去掉|去除|除去|扣除|扣掉|减去|减掉|刨去|刨掉|不含|不算|不计|excluding|minus|less|not counting|leaving out|"
                       r"without)\s*(?:the\s+)?(?:\d+|two|the)?\s*(?:个)?(?:周末|双休日?|节假日|休息日|weekends?|holidays?|rest days?)"
                       r"|(?:周末|双休日?|节假日|weekends?|holidays?)\s*(?:\d+天|两天|\d+ days)?\s*(?:除外|不算|不计|不含|excluded|aside)", re.I)


_NAMED_BRACKET = re.compile(rf"(?:{FESTIVAL_WORDS.pattern})[^（(，,。；;]{{0,12}}[（(][^（()）]{{0,40}}[)）]", re.I)


# …or a bracket or a spaced dash before the later date: Dec 28 … and Jan 4 (Jan 1, New Year's Day, is a holiday)
_ASIDE_WORD = re.compile(r"(?:其中|(?<![a-z])(?:with|including|incl\.|except|but|because|since)|包括|包含|除了?|因为|由于|[（(]|\s—)\s*$", re.I)
_RULE_WORD = re.compile(r"不|没|非|无|遇|如果|若|\b(?:not?|if|when|unless)\b|n't", re.I)
_WORDY = re.compile(r"(?!(?:to|and|through|till|until)\b)[A-Za-z]{2,}|(?![至到和及与])[\u4e00-\u9fff]")  # words beyond a range's
_NEW_CLAUSE = re.compile(r"[，,；;][ ]{0,2}[^，,；;\d（()）\s][^，,；;\d（()）]{0,7}$|\d[ ]?(?:天|个?工作日|days?)[ ]{0,2}[，,；;][ ]{0,2}$")
# 17 Aug + 45 days = Thu 1 Oct, which is 国庆: what follows a worked-out date is said of it, not of the date it came from
_RESULT_OF = re.compile(r"(?:[=→⇒]|->|等于)[ ]{0,2}(?:(?:周|星期|礼拜)[1-7日天]|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?,?)?[ ]{0,2}$",
                        re.I)
_ITEM_SEPARATOR = re.compile(r"[、+＋]|\band\b")


def _list_item(text: str, mention: DateMention, mentions: Sequence[DateMention], start: int, end: int) -> tuple[int, int]:
    """In a list of days with words of their own (2/24–2/27四天、2/28周六补班、3/2周一), the item holding the
    day; a piece whose items carry no words of their own (3月23日、24日是前两个工作日) stays whole."""
    inside = [m for m in mentions if start <= m.start < end]
    if len(inside) < 2:
        return start, end
    cuts = [m.start() for m in _ITEM_SEPARATOR.finditer(text, start, end)
            if not any(d.start <= m.start() < d.end for d in inside)]
    items = list(zip([start] + [c + 1 for c in cuts], cuts + [end]))
    own = [(a, b) for a, b in items if any(a <= m.start < b for m in inside)]
    if len(own) < 2 or not all(_says_something(text, a, b, inside) for a, b in own[:-1]):
        return start, end
    return next(((a, b) for a, b in own if a <= mention.start < b), (start, end))


def _says_something(text: str, a: int, b: int, inside: Sequence[DateMention]) -> bool:
    body = blank(text, [(m.start, m.end) for m in inside if a <= m.start < b])[a:b]
    return bool(re.search(r"[\u4e00-\u9fff]{2}|[A-Za-z]{3}", _WEEKDAY.sub(" ", body)))


# A piece that only goes on about the day before it: 明天是周六，不用上班 / this Friday, 1 May, is the
# Dragon Boat Festival. Short, no date of its own, a status or a predicate.
_CARRIED = re.compile(r"(?:but |and |though )?(?:(?:(?:it|this|that|which|that day|the day)\s+)?(?:is|are|was|will be)"
                      r"|(?:it|that|this)['’]s)\s.{0,60}"
                      r"|(?:也|就|还|都|是)?(?:不用|无需|不需要|不|要|需要|得|照常|正常)?(?:上班|放假|休息日?|工作日|调休上班|补班)(?:的|了)?"
                      r"|(?:也|就|还|都)?(?:不用|无需|不需要|不必)请(?:假)?(?:了)?"
                      r"|(?:但|不过|而|可)?(?:它|这|那|该日|当天)?(?:天)?(?:也|就|还|都)?(?:是|为|属于)"  # 是国庆调休, 但它是劳动节的调休上班日
                      r"[^\d，。,.]{0,10}(?:调休(?:上班)?|补班|放假|假期|节假日)(?:日)?"
                      r"|(?:(?:which|that) is |both |also |still )?(?:a |an |the )?(?:rest day|non-working day|working day|workday|business day"
                      r"|make-?up (?:working )?day|public holiday|statutory holiday|day off)"  # Saturday 9 May, a rest day
                      r"|(?:there's |there is |you have )?no need to (?:take|book|request) (?:it )?(?:off|leave)"
                      r"|you (?:don't|do not|won't) need (?:to take )?(?:any )?leave", re.I)


def carried_status(text: str, spans, at: int, mentions: Sequence[DateMention] = ()) -> str:
    """The next piece's words when they only say something more about the day at `at` (see above) -- not
    when a date worked out from it follows in its piece (17 Aug + 45 days = 1 Oct, which is 国庆: 1 Oct's)."""
    start, end = piece_of(spans, at)
    if any(at < m.start < end and _RESULT_OF.search(text, max(at, m.start - 14), m.start) for m in mentions):
        return ""
    nxt = next(((s, e) for s, e in spans if s == end + 1), None)
    words = text[nxt[0]:nxt[1]].strip() if nxt else ""
    if nxt and _WEEKDAY.fullmatch(words):  # 2月28日，周六，休息日: past the weekday that piece gives
        nxt = next(((s, e) for s, e in spans if s == nxt[1] + 1), None)
        words = text[nxt[0]:nxt[1]].strip() if nxt else ""
    return words if words and _CARRIED.fullmatch(words) and not any(ch.isdigit() for ch in words) else ""


def day_claims(date: dt.date, words: str) -> list[DayClaim]:
    """What `words` state about `date`, one claim per reading (调休上班, a festival's name, 放假,
    周末, 上班/工作日), most specific first. The day's statement holds when any reading holds:
    国庆假期后第一个工作日是10月8日 names 国庆 and 工作日, and 10月8日 is a working day."""
    return [DayClaim(date, *reading) for reading in _readings(words)]


@lru_cache(maxsize=1024)  # the same words are read for every day of their piece and every reading tried
def _readings(words: str) -> tuple[tuple[str, bool, str], ...]:  # (says, negated, as written) of each claim
    if m := _UNOFFICIAL_DAY_OFF.search(words):  # 元宵节调休: no statutory holiday, so no day off or make-up day of its own
        name = m.group(1) or m.group(2)
        return (("festival:" + name, bool(_NEGATION.search(words[:m.start()])), m.group(0)),)
    if m := _FESTIVALS_MAKEUP.search(words):  # 春节调休上班日 / make-up day for Mid-Autumn: one claim, both true
        name = FESTIVAL[(m.group(1) or m.group(2)).lower()]
        negated = bool(_NEGATION.search(words[:m.start()]))
        # …or, for another day of its piece (the make-up day for the New Year break (1–3 Jan)), its festival
        makeup = ("makeup:" + name, negated, m.group(0))
        # 国庆调休上班日 said of a day is one claim: the day is that make-up day, not merely in the break
        return (makeup,) if m.group(1) else (makeup, ("festival:" + name, negated, m.group(0)))
    claims = []
    for pattern, says in ((_MAKEUP, "makeup_workday"), (FESTIVAL_WORDS, None), (_HOLIDAY, "holiday"),
                          (_REST, "rest"), (_WORKDAY, "workday")):
        m = next((m for m in pattern.finditer(words) if not _AFTER_SPAN.match(words, m.end())
                  and not _BESIDE.search(words, max(0, m.start() - 24), m.start())), None)
        if m:  # 中秋节和国庆节假期: the day is in either span
            said = says or "festival:" + "|".join(dict.fromkeys(FESTIVAL[f.lower()] for f in pattern.findall(words)))
            claims.append((said, bool(_NEGATION.search(words[:m.start()])), m.group(0)))
    return tuple(claims)


def statement_holds(verdicts: Sequence[tuple[DayClaim, bool, str, bool]]) -> bool:
    """Whether any reading of a day's statement holds (see `day_claims`), save that a festival named for a
    day of another festival's span is wrong however true "holiday" is (中秋节假期明天开始 the day before 端午)."""
    if any(c.says.startswith("festival:") and not c.negated and not holds and truth.startswith("法定节假日")
           for c, holds, truth, _ in verdicts):
        return False
    return any(holds for _, holds, _, _ in verdicts)


def claim_holds(claim: DayClaim, calendar: Any, clause_holidays: set = frozenset()) -> tuple[bool, str, bool]:
    """(whether the calendar agrees, what the calendar says of the day, whether that rests on an
    estimated year). A day outside the calendar's years cannot be judged: it holds."""
    try:
        info = calendar.describe_day(claim.date)
    except Exception:  # noqa: BLE001 — a year out of range says nothing about the claim
        return True, "", False
    truth = _describe(info)
    if claim.says == "holiday" and (claim.date.month, claim.date.day) in clause_holidays:
        return not claim.negated, "条款列明的假日", info.provisional  # a handbook's own holiday (St Andrew's Day)
    if claim.says == "makeup_workday":
        ok = info.kind == "makeup_workday"
    elif claim.says.startswith("makeup:"):
        ok = info.kind == "makeup_workday" and claim.says[7:] in (info.holiday or "")
    elif claim.says == "holiday":
        ok = info.kind == "holiday"
    elif claim.says == "rest":
        ok = not info.is_workday
    elif claim.says == "workday":
        ok = info.is_workday
    else:  # in a festival's span (its days off or its make-up days)
        names = claim.says.split(":", 1)[1].split("|")
        ok = info.kind in ("holiday", "makeup_workday") and any(name in (info.holiday or "") for name in names)
    return ok != claim.negated, truth, info.provisional


def _describe(info) -> str:
    if info.kind == "holiday":
        return f"法定节假日（{info.holiday}）"
    if info.kind == "makeup_workday":
        return f"调休上班日（{info.holiday}）"
    return "工作日" if info.kind == "workday" else "周末休息日"


# The count is the piece's first figure after a word or two (3天 / Estimated: 3 days / May Day is 2 days).
_ANSWER_FIRST = re.compile(r"[^\d]{0,16}")
_LEAVE_WORDS = re.compile(r"请|leave|工作日|working|business", re.I)
_DAYS_OFF = re.compile(r"放假|放[^，,。；;]{0,4}[假天]|休假|days? off|holiday", re.I)


# 元旦只放1天 / 国庆放假7天 / the Spring Festival break is 9 days: the festival's length, said outright.
_SAID_LENGTH = re.compile(rf"(?:{FESTIVAL_WORDS.pattern})(?:节)?(?:假期|假|[ ](?:holiday|break))?[ ]?(?:只|共|一共|总共|连|就)?"
                          r"(?:放假|放|休息|连休|休|[ ]?(?:is|lasts|runs for|will be)[ ](?:only[ ])?)$", re.I)


def festival_length_problem(q: Quantity, text: str, grounds: Grounds) -> dict | None:
    """元旦只放1天 when the calendar gives 元旦 three days off: a festival's length said outright must be its own."""
    if q.unit not in ("day", "calendar_day") or not _SAID_LENGTH.search(text, max(0, q.start - 16), q.start):
        return None
    lengths = _festival_lengths(q, text, grounds, listed=False)
    if not lengths or q.value in lengths:
        return None
    return {"kind": "number", "stated": q.shown, "expected": "、".join(f"{v:g}天" for v in sorted(lengths))}


def festival_span(q: Quantity, text: str, grounds: Grounds) -> bool:
    """国庆7天不用请假 / 清明节放假3天: the number of days off of a festival the piece names, as a date
    tool listed them or as the calendar has them (the festival's span in a year the conversation is
    about). Never a working-day count."""
    return q.value in _festival_lengths(q, text, grounds)


def _festival_lengths(q: Quantity, text: str, grounds: Grounds, listed: bool = True) -> set[float]:
    """The days off the festival the count is about may have (with `listed`, the days a tool listed too:
    part of a span a count ran over)."""
    if q.unit not in ("day", "calendar_day"):
        return set()
    piece = piece_around(text, q.start)
    named = {FESTIVAL[m.group(0).lower()] for m in FESTIVAL_WORDS.finditer(piece)}
    if not named and _DAYS_OFF.search(piece):  # 放三天假 after the question's 元旦放几天: a festival a tool listed
        named = set(grounds.holiday_lengths)
    if not named and len(grounds.asked_festivals) == 1 and _ANSWER_FIRST.fullmatch(piece, 0, max(0, piece.find(q.shown))) \
            and not _LEAVE_WORDS.search(piece):  # 国庆放几天？ — 3天，1号到3号: the festival the person asked about
        named = set(grounds.asked_festivals)
    if not named:
        return set()
    lengths = {float(v) for n, v in grounds.holiday_lengths.items() if n in named and listed}
    for year in {grounds.today.year} | {d.year for d in grounds.firm_dates} if grounds.calendar is not None else ():
        try:
            days = grounds.calendar.schedule(year).holidays
        except Exception:  # noqa: BLE001 — a year out of range: nothing to compare with
            continue
        lengths |= {float(n) for name in named for n in runs(sorted(d for d, f in days.items() if f == name))}
    return lengths


def runs(days: list[dt.date]) -> list[int]:
    """The lengths of the runs of consecutive days (a festival's days off in one year)."""
    runs: list[int] = []
    for i, d in enumerate(days):
        if i and (d - days[i - 1]).days == 1:
            runs[-1] += 1
        else:
            runs.append(1)
    return runs
