"""Read a State Council holiday notice (国务院办公厅关于20XX年部分节假日安排的通知) into a
`YearSchedule`, or refuse it whole with a `NoticeError` naming the sentence and the problem.

Pure text in, schedule out; reading files is `imports`' concern.

Understood wording (full-width or half-width digits and punctuation alike):
  - the year from the title (关于2025年部分节假日安排) or the body (现将2025年元旦、春节…);
  - one section per festival, headed ``一、元旦：`` (any name after an enumerator, so a
    special commemoration day is read too) or ``元旦：`` (a known festival name), combined
    festivals ``国庆节、中秋节：`` included; a section runs to the end of its line;
  - in a section, a sentence that starts with a date announces something:
      days off  ``2月10日至17日放假调休，共8天`` / ``5月31日（周六）至6月2日（周一）放假`` /
                ``2022年12月31日至2023年1月2日放假`` / ``1月1日（周三）放假1天，不调休`` /
                ``1月1日放假，与周末连休`` / ``6月10日与周末连休``;
      make-up working days  ``2月4日（星期日）、2月18日（星期日）上班`` (``和`` lists too);
    a note in brackets after a date may give the weekday (周二 / 星期二) and lunar day;
  - sentences that do not start with a date announce nothing
    (``鼓励各单位…安排职工在除夕（2月9日）休息``), nor does an enumerated paragraph that
    names no festival and gives no dates.
Refused, the whole notice with it: a date that does not exist, a weekday note that
disagrees with the date, a make-up working day on Monday–Friday, a ``共N天`` / ``放假N天``
that disagrees with the range, a range that ends before it starts, a date far from the
notice's year, a day both off and worked, a sentence that starts with a date but neither
gives days off nor working days, a festival section with no days off, no year or two
different years.
"""
from __future__ import annotations

import datetime as dt
import re
import unicodedata

from .schedule import WEEKDAY_ZH, YearSchedule, weekday_zh

KNOWN_FESTIVALS = {
    "元旦": "元旦", "春节": "春节", "清明": "清明节", "清明节": "清明节", "劳动节": "劳动节",
    "端午": "端午节", "端午节": "端午节", "中秋": "中秋节", "中秋节": "中秋节",
    "国庆": "国庆节", "国庆节": "国庆节",
}
_FESTIVAL = "|".join(sorted(KNOWN_FESTIVALS, key=len, reverse=True))
_NUMERAL = "[一二三四五六七八九十]+"
# "二、春节：" (any name after an enumerator) or "春节：" / "国庆节、中秋节：" (known names only).
_HEADING = re.compile(
    rf"(?:^|(?<=[。\n]))[ \t]*(?:{_NUMERAL}[、.]\s*(?P<any>[^:\n。]{{1,40}}?)"
    rf"|(?P<known>(?:{_FESTIVAL})(?:\s*[、和与及]\s*(?:{_FESTIVAL}))*))\s*:",
    re.M,
)
_NAME_SPLIT = re.compile(r"[、和与及]")
_YEAR = re.compile(rf"(\d{{4}})\s*年\s*(?=(?:部分)?节假日|{_FESTIVAL})")
_DATE = r"(?:(?P<{p}y>\d{{4}})年)?(?:(?P<{p}m>\d{{1,2}})月)?(?P<{p}d>\d{{1,2}})日(?:\((?P<{p}note>[^)]*)\))?"
_LEAD_DATE = re.compile(r"\s*" + _DATE.format(p="a"))
_NEXT_DATE = re.compile(r"\s*(?P<sep>至|、|和)\s*" + _DATE.format(p="b"))
_WEEKDAY_NOTE = re.compile(r"(?:星期|周)([一二三四五六日天])")
_COUNT = re.compile(r"(?:共|放假)(\d+)天")
_OFF = re.compile(r"(?:(?:调休)?放假|(?:与|和)周末连休|连休)")
_WORK = re.compile(r"上班")
_SENTENCE_END = re.compile(r"[。;]")


class NoticeError(ValueError):
    """The notice does not add up; `str()` is one line naming the sentence and the problem."""

    def __init__(self, sentence: str, problem: str):
        self.sentence = sentence
        self.problem = problem
        shown = sentence if len(sentence) <= 60 else sentence[:59] + "…"
        super().__init__(f"「{shown}」：{problem}" if sentence else problem)


def parse_notice(text: str) -> YearSchedule:
    text = unicodedata.normalize("NFKC", text)
    year = notice_year(text)
    holidays: dict[dt.date, str] = {}
    workdays: dict[dt.date, str] = {}
    for heading, names, body in _sections(text):
        name = "、".join(names)
        days_off = days_worked = 0
        for sentence in filter(None, (s.strip() for s in _SENTENCE_END.split(body))):
            kind, dates = _announcement(sentence, year, f"{heading}{sentence}")
            if kind == "off":
                days_off += len(dates)
                holidays.update(dict.fromkeys(dates, name))
            elif kind == "work":
                days_worked += len(dates)
                workdays.update(dict.fromkeys(dates, name))
        # An enumerated paragraph that names no festival and announces nothing (an
        # instruction such as "一、各地区要…：") is not a festival section.
        is_festival = any(n in KNOWN_FESTIVALS.values() for n in names)
        if not days_off and (is_festival or days_worked):
            raise NoticeError(f"{heading}{body.strip()}", "这一节没有找到放假日期（应如“10月1日至7日放假调休，共7天”）")
    if not holidays:
        raise NoticeError("", "没有找到任何节日的放假安排（应有“一、元旦：1月1日放假…”这样的条目）")
    both = sorted(set(holidays) & set(workdays))
    if both:
        raise NoticeError("", f"{both[0].isoformat()} 同时被安排为放假和上班")
    return YearSchedule(year=year, source="imported", holidays=holidays, workdays=workdays)


def notice_year(text: str) -> int:
    years = sorted({int(y) for y in _YEAR.findall(text)})
    if not years:
        raise NoticeError("", "无法确定年份：标题或正文中应有“20XX年部分节假日安排”或“现将20XX年元旦…”")
    if len(years) > 1:
        raise NoticeError("", f"无法确定年份：通知中同时出现 {years[0]} 年和 {years[-1]} 年的安排")
    return years[0]


def _sections(text: str):
    """(heading text, festival names, body) per heading; a body ends at the end of its line
    or at the next heading, whichever comes first."""
    matches = list(_HEADING.finditer(text))
    for m, following in zip(matches, [*matches[1:], None]):
        raw = (m.group("any") or m.group("known")).strip()
        names = [KNOWN_FESTIVALS.get(n.strip(), n.strip()) for n in _NAME_SPLIT.split(raw) if n.strip()]
        end = following.start() if following is not None else len(text)
        yield f"{raw}:", names, text[m.end():end].split("\n", 1)[0]


def _announcement(sentence: str, year: int, where: str) -> tuple[str, list[dt.date]]:
    """("off" | "work" | "none", the days it names)."""
    lead = _LEAD_DATE.match(sentence)
    if lead is None or lead.group("am") is None:
        return "none", []  # e.g. 鼓励各单位…安排职工在除夕（2月9日）休息
    first = _date(lead, "a", year, None, where)
    pos, dates, sep = lead.end(), [first], None
    while (nxt := _NEXT_DATE.match(sentence, pos)) is not None:
        this = "至" if nxt.group("sep") == "至" else "、"  # "和" lists like "、"
        if sep and this != sep or sep == "至":
            raise NoticeError(where, "日期写法无法识别：一句只能是一个“起日至止日”区间或一串“、”分隔的日期")
        sep = this
        dates.append(_date(nxt, "b", year, dates[-1], where))
        pos = nxt.end()
    rest = sentence[pos:]
    if _OFF.match(rest.lstrip()) and sep != "、":
        days = _span(dates, where)
        count = _COUNT.search(rest)
        if count and int(count.group(1)) != len(days):
            raise NoticeError(
                where, f"写的是共 {count.group(1)} 天，但 {days[0].isoformat()} 至 {days[-1].isoformat()} 是 {len(days)} 天"
            )
        return "off", days
    if _WORK.match(rest.lstrip()) and sep != "至":
        for d in dates:
            if d.weekday() < 5:
                raise NoticeError(where, f"{d.isoformat()} 是{weekday_zh(d)}，调休上班日应为周六或周日")
        return "work", dates
    raise NoticeError(where, "以日期开头，但既不是“…放假”也不是“…上班”的安排")


def _date(m: re.Match, p: str, year: int, previous: dt.date | None, where: str) -> dt.date:
    y = int(m.group(f"{p}y") or (previous.year if previous else year))
    month_text = m.group(f"{p}m")
    month = int(month_text) if month_text else previous.month  # "2月10日至17日": the month carries over
    day = int(m.group(f"{p}d"))
    try:
        d = dt.date(y, month, day)
    except ValueError:
        raise NoticeError(where, f"{y}年{month}月{day}日不存在") from None
    if abs(d.year - year) > 1:
        raise NoticeError(where, f"{d.isoformat()} 不在 {year} 年前后，与通知年份不符")
    note = m.group(f"{p}note") or ""
    written = _WEEKDAY_NOTE.search(note)
    if written:
        said = "日" if written.group(1) == "天" else written.group(1)
        if WEEKDAY_ZH[d.weekday()] != f"周{said}":
            raise NoticeError(where, f"{d.isoformat()} 是{weekday_zh(d)}，不是括号里写的周{said}")
    return d


def _span(dates: list[dt.date], where: str) -> list[dt.date]:
    start, end = dates[0], dates[-1]
    if end < start:
        raise NoticeError(where, f"区间止日 {end.isoformat()} 早于起日 {start.isoformat()}")
    return [start + dt.timedelta(days=n) for n in range((end - start).days + 1)]
