"""A provisional schedule for a year nobody has announced yet.

Only the statutory festivals of 《全国年节及纪念日放假办法》 as in force from 2025 are days
off: 元旦 1月1日; 春节 农历除夕 and 正月初一至初三; 清明节 (the solar-term day); 劳动节 5月1日、2日;
端午节 农历五月初五; 中秋节 农历八月十五; 国庆节 10月1日至3日. The State Council's yearly notice
adds bridging days and make-up working days that cannot be predicted, so an estimate has
neither; callers must flag every answer built on it as provisional.

Lunar dates and the solar term come from `lunar_python` (6tail's lunar calendar, which
computes new moons and solar terms astronomically rather than from a lookup table, so it
has no end year).
"""
from __future__ import annotations

import datetime as dt
from functools import cache

from lunar_python import Lunar, Solar

from .schedule import YearSchedule


def _solar(lunar) -> dt.date:
    s = lunar.getSolar()
    return dt.date(s.getYear(), s.getMonth(), s.getDay())


@cache
def festival_main_days(year: int) -> dict[str, dt.date]:
    """The day each festival is named after (元旦 1月1日, 春节 正月初一, 国庆节 10月1日…): every
    notice's days off for a festival include it, since the law makes that day a day off."""
    # 清明 always falls in early April, inside the lunar year that began that winter.
    qingming = Solar.fromYmd(year, 4, 20).getLunar().getJieQiTable()["清明"]
    return {
        "元旦": dt.date(year, 1, 1),
        "春节": _solar(Lunar.fromYmd(year, 1, 1)),
        "清明节": dt.date(qingming.getYear(), qingming.getMonth(), qingming.getDay()),
        "劳动节": dt.date(year, 5, 1),
        "端午节": _solar(Lunar.fromYmd(year, 5, 5)),
        "中秋节": _solar(Lunar.fromYmd(year, 8, 15)),
        "国庆节": dt.date(year, 10, 1),
    }


def festival_days(year: int) -> dict[dt.date, str]:
    """The days the law itself gives off each festival in `year` (a copy: the lunar tables are read once a year)."""
    return dict(_festival_days(year))


@cache
def _festival_days(year: int) -> dict[dt.date, str]:
    new_year = Lunar.fromYmd(year, 1, 1)  # 正月初一 of the lunar year starting in `year`
    days: dict[dt.date, list[str]] = {}

    def add(d: dt.date, name: str) -> None:
        days.setdefault(d, []).append(name)

    main = festival_main_days(year)
    add(main["元旦"], "元旦")
    add(_solar(new_year.next(-1)), "春节")  # 除夕: the 29th or the 30th of the 12th month
    for offset in range(3):
        add(_solar(new_year.next(offset)), "春节")
    add(main["清明节"], "清明节")
    add(dt.date(year, 5, 1), "劳动节")
    add(dt.date(year, 5, 2), "劳动节")
    add(main["端午节"], "端午节")
    add(main["中秋节"], "中秋节")
    for day in (1, 2, 3):
        add(dt.date(year, 10, day), "国庆节")
    # 中秋 can fall on 10月1日–3日 (2028-10-03): one day off, both names.
    return {d: "、".join(names) for d, names in sorted(days.items())}


@cache
def provisional_schedule(year: int) -> YearSchedule:
    return YearSchedule(year=year, source="provisional", holidays=festival_days(year))
