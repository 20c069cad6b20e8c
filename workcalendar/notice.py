"""Read a State Council holiday notice (国务院办公厅关于20XX年部分节假日安排的通知) into a
`YearSchedule`, or refuse it whole with a `NoticeError` naming the festival, the sentence and
the problem.

Pure text in, schedule out; reading files is `imports`' concern.

Understood wording (full-width or half-width digits and punctuation alike, Markdown emphasis
and list markers ignored, the notice on many lines or pasted as one):
  - the year from the title (关于2025年部分节假日安排) or the body (现将2025年元旦、春节…);
  - the festivals the notice announces, from its opening sentence (现将2027年元旦、春节…和国庆节
    放假调休日期…); without that sentence, the seven statutory festivals;
  - one section per festival, headed ``一、元旦：`` / ``（一）元旦：`` / ``1. 元旦：`` (any name
    after an enumerator, so a special commemoration day is read too) or ``元旦：`` (a known
    festival name), combined festivals ``国庆节、中秋节：`` included. A section is its heading's
    line plus the following lines that announce days (a 调休 sentence pasted on its own line,
    dates under a heading that stands alone), up to the next heading;
  - in a section, a clause that starts with a date announces something:
      days off  ``2月10日至17日放假调休，共8天`` / ``5月31日（周六）至6月2日（周一）放假`` /
                ``2022年12月31日至2023年1月2日放假`` / ``1月1日（周三）放假1天，不调休`` /
                ``1月1日放假，与周末连休`` / ``6月10日与周末连休`` / ``10月1日—7日放假``;
                ``1月1日放假，1月2日（星期一）补休``;
      make-up working days  ``2月4日（星期日）、2月18日（星期日）上班`` (``和``/``及`` list too;
                ``调休上班`` / ``照常上班`` / ``补班``; several in one sentence split by commas);
    so does a clause that names the kind first: ``调休上班日期：2月4日、2月18日``;
    a note in brackets after a date may give the weekday (周二 / 星期二) and lunar day; a
    December date in the 元旦 section without a year is in the year before; 号 for 日, 起至 /
    到 / — / ~ for 至, 共八天 for 共8天 and 需上班 for 上班 are read too;
  - sentences that do not start with a date announce nothing
    (``鼓励各单位…安排职工在除夕（2月9日）休息``), nor does the signature date, nor an
    enumerated paragraph that names no festival and gives no dates.
Refused, the whole notice with it: a date that does not exist, a weekday note that
disagrees with the date, a make-up working day on Monday–Friday, a ``共N天`` / ``放假N天``
that disagrees with the range, a range that ends before it starts, a festival dated in
another year (元旦 may start in the December before), a festival whose days off miss the
festival's own day or lie far from it, a day given to two festivals or both off and worked,
a sentence that starts with a date but neither gives days off nor working days, a festival
section with no days off, no year or two different years.
A festival the notice announces but gives no dates for is not an error here: it is listed in
the schedule's `missing`, and the importer decides (refuse unless told the notice is partial).
"""
from __future__ import annotations

import datetime as dt
import re
import unicodedata
from dataclasses import dataclass

from .schedule import STATUTORY_FESTIVALS, WEEKDAY_ZH, YearSchedule, festival_year, weekday_zh
from .statutory import festival_main_days
from prompts.numerals import read_number  # the project's one Chinese-numeral reader

KNOWN_FESTIVALS = {
    "元旦": "元旦", "春节": "春节", "清明": "清明节", "清明节": "清明节", "劳动节": "劳动节",
    "五一劳动节": "劳动节", "端午": "端午节", "端午节": "端午节", "中秋": "中秋节", "中秋节": "中秋节",
    "国庆": "国庆节", "国庆节": "国庆节",
}
# How a notice names the day each festival must include, for the error message.
_MAIN_DAY_ZH = {"元旦": "1月1日", "春节": "正月初一", "清明节": "清明", "劳动节": "5月1日",
                "端午节": "农历五月初五", "中秋节": "农历八月十五", "国庆节": "10月1日"}
# A festival's days off and make-up days lie within two weeks of its own day in every notice
# so far; a day further than this is a typo (a wrong month) rather than a new custom.
MAX_DAYS_FROM_FESTIVAL = 30

_FESTIVAL = "|".join(sorted(KNOWN_FESTIVALS, key=len, reverse=True))
_NUMERAL = "[一二三四五六七八九十]+"
_ENUMERATOR = rf"(?:{_NUMERAL}[、.]|\({_NUMERAL}\)|\d{{1,2}}[、.](?!\d))"
# "二、春节：" (any name after an enumerator), "春节：" / "国庆节、中秋节：" (known names), or
# an unnumbered extra day that names itself a festival and gives a date at once
# ("中国人民抗日战争胜利纪念日：9月3日放假1天") -- never dropped as a stray line.
_HEADING = re.compile(
    rf"(?:^|(?<=[。:;.]))[ \t]*(?:{_ENUMERATOR}[ \t]*(?P<any>[^:\n。]{{1,40}}?)"
    rf"|(?P<known>(?:{_FESTIVAL})(?:[ \t]*[、和与及][ \t]*(?:{_FESTIVAL}))*)"
    rf"|(?P<extra>[^:\n。,;、 \t]{{1,30}}?(?:节|纪念日))(?=[ \t]*:[ \t]*\d))[ \t]*:",
    re.M,
)
_NAME_SPLIT = re.compile(r"[、和与及]")
_YEAR = re.compile(rf"(\d{{4}})[ \t]*年[ \t]*(?=(?:部分)?节假日|{_FESTIVAL})")
_OPENING = re.compile(r"现将[ \t]*\d{4}[ \t]*年(?P<list>[^。:;\n]{1,200}?)(?:的)?(?:放假|调休|节假日)")
_LIST_SPLIT = re.compile(r"[、和与及,]")
_DATE = (r"(?:(?P<{p}y>\d{{4}})[ \t]*年[ \t]*)?(?:(?P<{p}m>\d{{1,2}})[ \t]*月[ \t]*)?(?P<{p}d>\d{{1,2}})[ \t]*[日号]"
         r"(?:[ \t]*\((?P<{p}note>[^)]*)\))?")
_LEAD_DATE = re.compile(r"[ \t]*" + _DATE.format(p="a"))
_NEXT_DATE = re.compile(r"[ \t]*(?P<sep>起?(?:至|到)|—{1,2}|–|-|~|、|和|及|与)[ \t]*" + _DATE.format(p="b"))
_LEAD_KIND = re.compile(  # matched on stripped text: a leading [ \t]* would be quadratic when scanned
    r"(?:(?P<work>(?:调休|补班)?(?:上班|补班|工作))|(?P<off>(?:调休)?放假|休假))"
    r"的?(?:日期|时间)?(?:为|是)?[ \t]*:?(?=[ \t]*\d)"
)
_WEEKDAY_NOTE = re.compile(r"(?:星期|周)([一二三四五六日天])")
_COUNT = re.compile(r"(?:共|放假)[ \t]*(\d+|[一二两三四五六七八九十]+)[ \t]*天")
_OFF = re.compile(r"(?:调休)?放假|(?:与|和)周末连休|连休|补休|休息|休假")
_WORK = re.compile(r"(?:需|须|要)?(?:调休|照常|正常)?(?:上班|工作)|补班")
_STRAY_DAYS_OFF = re.compile(r"\d{1,2}[ \t]*[日号][^。;]{0,30}?放假")
_ANNOUNCES = re.compile(r"上班|补班|工作|放假|休")
_SENTENCE_END = re.compile(r"[。;.]")  # a full stop typed as "." too
_SIGNATURE_DATE = re.compile(r"\d{4}[ \t]*年[ \t]*\d{1,2}[ \t]*月[ \t]*\d{1,2}[ \t]*日")
_MARKUP = re.compile(r"[*`\u200b-\u200d\ufeff]+|^[ \t]*(?:#+|>+|[-+][ \t])[ \t]*", re.M)


class NoticeError(ValueError):
    """The notice does not add up; `str()` is one line naming the sentence and the problem."""

    def __init__(self, sentence: str, problem: str):
        self.sentence = sentence
        self.problem = problem
        shown = sentence if len(sentence) <= 60 else sentence[:59] + "…"
        super().__init__(f"「{shown}」：{problem}" if sentence else problem)


@dataclass
class _Clause:
    """Dates that open a clause, the kind its leading words give, and the words after them."""

    lead: str | None  # "off" / "work" when the kind comes first (调休上班日期：2月4日…)
    dates: list[dt.date]
    shape: str  # "one" | "range" (至) | "list" (、)
    rest: str


def parse_notice(text: str) -> YearSchedule:
    text = _clean(text)
    year = notice_year(text)
    days = _Days(year)
    covered: list[str] = []
    given: dict[str, tuple[list[dt.date], list[dt.date], str]] = {}  # festival -> its days, where
    for heading, names, lines in _sections(text):
        name = "、".join(names)
        where = f"{heading}{lines[0].strip()}"
        off: list[dt.date] = []
        worked: list[dt.date] = []
        for number, line in enumerate(lines):
            for sentence in filter(None, (s.strip() for s in _SENTENCE_END.split(line))):
                if number and not _announces(sentence):
                    if _STRAY_DAYS_OFF.search(sentence):  # a festival line not read as one: never dropped
                        raise NoticeError(sentence, "这一句给出了放假日期，但读不出属于哪个节日"
                                                    "（应写成“某某节：9月3日放假1天”单独一行）")
                    continue  # the closing paragraph, the signature, a footer pasted with the page
                for kind, dates in _announcements(sentence, year, names, f"{heading}{sentence}"):
                    days.add(kind, dates, name, f"{heading}{sentence}")
                    (off if kind == "off" else worked).extend(dates)
        # An enumerated paragraph that names no festival and announces nothing (an
        # instruction such as "一、各地区要…：") is not a festival section.
        if not off and (any(n in KNOWN_FESTIVALS.values() for n in names) or worked):
            raise NoticeError(where, "这一节没有找到放假日期（应如“10月1日至7日放假调休，共7天”）")
        if off:
            _check_festival(year, names, off, worked, where)
            _check_given_once(given, names, off, worked, where)
            covered.extend(names)
    if not days.off:
        raise NoticeError("", "没有找到任何节日的放假安排（应有“一、元旦：1月1日放假…”这样的条目）")
    expected = announced_festivals(text) or list(STATUTORY_FESTIVALS)
    # A festival is covered by a section of its own, one it shares (国庆节、中秋节：), or its own
    # day falling in another festival's days off (中秋 on 10月6日, inside a 国庆 section).
    own_days = festival_main_days(year)
    missing = tuple(f for f in expected if not any(f == c or f in c or c in f for c in covered)
                    and own_days.get(f) not in days.off)
    return YearSchedule(year=year, source="imported", holidays=days.off, workdays=days.work, missing=missing)


def _check_given_once(given: dict, names: list[str], off: list[dt.date], worked: list[dt.date], where: str) -> None:
    """A festival given twice must give the same days: with different ones the notice
    contradicts itself (an amended notice pasted beside the original), and no rule says
    which to keep."""
    days = (sorted(set(off)), sorted(set(worked)))
    for name in names:
        if name in given and given[name][:2] != days:
            first_off, _, first_where = given[name]
            raise NoticeError(where, f"{name}在通知中出现两次且日期不同（先前「{first_where[:30]}」为 "
                                     f"{_span_text(first_off)}，这里为 {_span_text(days[0])}），请只保留正确的一条")
        given[name] = (*days, where)


def _span_text(days: list[dt.date]) -> str:
    return days[0].isoformat() if len(days) == 1 else f"{days[0].isoformat()} 至 {days[-1].isoformat()}"


def notice_year(text: str) -> int:
    years = sorted({int(y) for y in _YEAR.findall(text)})
    if not years:
        raise NoticeError("", "无法确定年份：标题或正文中应有“20XX年部分节假日安排”或“现将20XX年元旦…”")
    if len(years) > 1:
        raise NoticeError("", f"无法确定年份：通知中同时出现 {years[0]} 年和 {years[-1]} 年的安排")
    return years[0]


def announced_festivals(text: str) -> list[str] | None:
    """The festivals the opening sentence lists (现将2027年元旦、春节…和国庆节放假调休日期…),
    or None when there is no such sentence (现将2027年部分节假日安排… lists none)."""
    m = _OPENING.search(_clean(text))
    if m is None:
        return None
    names = []
    for item in (i.strip() for i in _LIST_SPLIT.split(m.group("list"))):
        if item in KNOWN_FESTIVALS:
            names.append(KNOWN_FESTIVALS[item])
        elif len(item) >= 3 and item.endswith(("节", "纪念日")):
            names.append(item)  # a special day (…胜利纪念日) the notice announces too
    return names or None


def _clean(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).replace("\r\n", "\n").replace("\r", "\n")
    return _MARKUP.sub("", text)


def _sections(text: str):
    """(heading text, festival names, lines) per heading, up to the next heading."""
    matches = list(_HEADING.finditer(text))
    for m, following in zip(matches, [*matches[1:], None]):
        raw = (m.group("any") or m.group("known") or m.group("extra")).strip()
        names = [KNOWN_FESTIVALS.get(n.strip(), n.strip()) for n in _NAME_SPLIT.split(raw) if n.strip()]
        end = following.start() if following is not None else len(text)
        yield f"{raw}:", names, text[m.end():end].split("\n")


def _announces(sentence: str) -> bool:
    """A sentence on a line after the heading's that gives days: it starts with a date or
    with the kind (调休上班日期：…) and says off or worked."""
    starts = _LEAD_DATE.match(sentence) or _LEAD_KIND.match(sentence)
    return bool(starts) and not _SIGNATURE_DATE.fullmatch(sentence) and bool(_ANNOUNCES.search(sentence))


def _announcements(sentence: str, year: int, names: list[str], where: str) -> list[tuple[str, list[dt.date]]]:
    """[("off" | "work", the days)] a sentence announces, clause by clause."""
    if _SIGNATURE_DATE.fullmatch(sentence):
        return []
    clauses: list[_Clause] = []
    for text in _split_clauses(sentence):
        clause = _clause(text, year, names, where)
        if clause is None:
            if clauses:
                clauses[-1].rest += "," + text  # 共8天 / 不调休 / 与周末连休 belong to the clause before
        elif not _SIGNATURE_DATE.fullmatch(text.strip()):
            # Every clause that starts with a date must say off or worked (1月2日（星期一）补休):
            # one it cannot read refuses the notice instead of dropping the day.
            clauses.append(clause)
    merged: list[_Clause] = []
    for clause in clauses:
        last = merged[-1] if merged else None
        lists_on = (last is not None and not last.rest.strip() and "range" not in (last.shape, clause.shape)
                    and (not last.lead or not (clause.lead or clause.rest.strip())))
        if lists_on:
            # "2月4日（星期日），2月18日（星期日）上班" / "调休上班日期：2月4日，2月18日": dates
            # split by a comma are one list, with the kind said before or after them.
            merged[-1] = _Clause(last.lead or clause.lead, last.dates + clause.dates, "list", clause.rest)
        else:
            merged.append(clause)
    return [_resolve(clause, where) for clause in merged]


def _split_clauses(sentence: str) -> list[str]:
    """Split at commas outside brackets (a lunar note may hold a comma)."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(sentence):
        depth += ch == "("
        depth -= ch == ")" and depth > 0
        if ch == "," and depth == 0:
            parts.append(sentence[start:i])
            start = i + 1
    parts.append(sentence[start:])
    return [p for p in parts if p.strip()]


def _clause(text: str, year: int, names: list[str], where: str) -> _Clause | None:
    text = text.strip()
    lead_kind = _LEAD_KIND.match(text)
    pos = lead_kind.end() if lead_kind else 0
    lead = _LEAD_DATE.match(text, pos)
    if lead is None or lead.group("am") is None:
        return None  # e.g. 鼓励各单位…安排职工在除夕（2月9日）休息
    dates, shape, pos = [_date(lead, "a", year, names, None, where)], "one", lead.end()
    while (nxt := _NEXT_DATE.match(text, pos)) is not None:
        this = "list" if nxt.group("sep") in ("、", "和", "及", "与") else "range"
        if shape == "range" or (shape == "list" and this == "range"):
            raise NoticeError(where, "日期写法无法识别：一句只能是一个“起日至止日”区间或一串“、”分隔的日期")
        shape = this
        dates.append(_date(nxt, "b", year, names, dates[-1], where))
        pos = nxt.end()
    kind = None if lead_kind is None else ("work" if lead_kind.group("work") else "off")
    return _Clause(kind, dates, shape, text[pos:])


def _kind(rest: str) -> str | None:
    rest = rest.lstrip(" ,")
    if _OFF.match(rest):
        return "off"
    return "work" if _WORK.match(rest) else None


def _resolve(clause: _Clause, where: str) -> tuple[str, list[dt.date]]:
    kind = clause.lead or _kind(clause.rest)
    if kind == "off":
        days = _span(clause.dates, where) if clause.shape == "range" else clause.dates
        count = _COUNT.search(clause.rest)
        if count and read_number(count.group(1)) != len(days):
            span = f"{days[0].isoformat()} 至 {days[-1].isoformat()}" if clause.shape == "range" else "、".join(
                d.isoformat() for d in days)
            raise NoticeError(where, f"写的是共 {count.group(1)} 天，但 {span} 是 {len(days)} 天")
        return "off", days
    if kind == "work" and clause.shape != "range":
        for d in clause.dates:
            if d.weekday() < 5:
                raise NoticeError(where, f"{d.isoformat()} 是{weekday_zh(d)}，调休上班日应为周六或周日")
        return "work", clause.dates
    raise NoticeError(where, "以日期开头，但既不是“…放假”也不是“…上班”的安排")


def _date(m: re.Match, p: str, year: int, names: list[str], previous: dt.date | None, where: str) -> dt.date:
    month_text = m.group(f"{p}m")
    if month_text is None and previous is None:
        raise NoticeError(where, "日期缺少月份")
    month = int(month_text) if month_text else previous.month  # "2月10日至17日": the month carries over
    if m.group(f"{p}y"):
        y = int(m.group(f"{p}y"))
    elif month_text is None:
        y = previous.year
    else:
        # 元旦's December days (a range from 12月31日, a make-up 12月29日) are the year before.
        y = year - 1 if month == 12 and "元旦" in names else year
    day = int(m.group(f"{p}d"))
    try:
        d = dt.date(y, month, day)
    except ValueError:
        raise NoticeError(where, f"{y}年{month}月{day}日不存在") from None
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


def _check_festival(year: int, names: list[str], off: list[dt.date], worked: list[dt.date], where: str) -> None:
    """The festival's days lie in the notice's year, include the festival's own day and stay
    near it: a wrong year or month in one date is refused rather than stored."""
    name = "、".join(names)
    for d in sorted(off + worked):
        if d.year == year and festival_year(d, name) != year:
            raise NoticeError(where, f"{name}的 {d.isoformat()} 属于 {year + 1} 年的元旦，不在 {year} 年的通知里")
        if festival_year(d, name) != year:
            raise NoticeError(where, f"{name}的 {d.isoformat()} 不在 {year} 年：{year} 年通知的节日都应在 {year} 年内"
                                     f"（只有元旦可以从 {year - 1} 年 12 月开始）")
    main_days = festival_main_days(year)
    own = {n: main_days[n] for n in names if n in main_days}
    for n, day in own.items():
        if day not in off:
            raise NoticeError(where, f"{n}的放假日期 {min(off).isoformat()} 至 {max(off).isoformat()} 不含{n}当天"
                                     f"（{_MAIN_DAY_ZH[n]}，{day.isoformat()}），日期可能写错了")
    for d in sorted(off + worked):
        if own and min(abs((d - day).days) for day in own.values()) > MAX_DAYS_FROM_FESTIVAL:
            raise NoticeError(where, f"{d.isoformat()} 离{name}当天超过 {MAX_DAYS_FROM_FESTIVAL} 天，日期可能写错了")


class _Days:
    """Days off and make-up working days by festival; a day given to two festivals, or both
    off and worked, is refused, except a festival's own day inside another's days off (中秋
    on 10月3日, inside 国庆), which is both festivals' day."""

    def __init__(self, year: int) -> None:
        self.off: dict[dt.date, str] = {}
        self.work: dict[dt.date, str] = {}
        self.festival_days = set(festival_main_days(year).values())

    def add(self, kind: str, dates: list[dt.date], name: str, where: str) -> None:
        mine, other = (self.off, self.work) if kind == "off" else (self.work, self.off)
        for d in dates:
            if d in other:
                off_name, work_name = (name, other[d]) if kind == "off" else (other[d], name)
                raise NoticeError(where, f"{d.isoformat()} 同时被安排为{off_name}放假和{work_name}调休上班")
            if kind == "off" and d in mine and d in self.festival_days and name not in mine[d]:
                mine[d] = f"{mine[d]}、{name}"
                continue
            if mine.get(d, name) != name:
                what = "放假日" if kind == "off" else "调休上班日"
                raise NoticeError(where, f"{d.isoformat()} 已是{mine[d]}的{what}，{name}与{mine[d]}的日期重叠")
            mine[d] = name
