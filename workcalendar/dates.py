"""The one date grammar for tool arguments, the CLI and settings, and today's date.

Accepted forms (after stripping surrounding whitespace):
  - ``YYYY-M-D`` with one- or two-digit month/day: ``2026-03-20``, ``2026-3-5``
  - ``YYYY年M月D日`` and the colloquial ``YYYY年M月D号``: ``2026年3月20日``, ``2026年3月20号``
Everything else is rejected: relative words (今天/明天/tomorrow), compact numbers
(20260320, as int or string), slashes, full-width digits, empty strings and null. A weak
model that guesses a conversion would otherwise compute leave for the wrong day, so the
error tells it to call get_current_date and convert first.
"""
from __future__ import annotations

import datetime as dt
import json
import re
from typing import Any
from zoneinfo import ZoneInfo

SHANGHAI = "Asia/Shanghai"
DATE_FORM = "应为 YYYY-MM-DD 日期（如 2026-03-20）"
_ISO_RE = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})", re.ASCII)
_ZH_RE = re.compile(r"(\d{4})年(\d{1,2})月(\d{1,2})[日号]", re.ASCII)
_DIGITS_RE = re.compile(r"\d+", re.ASCII)


class DateArgError(ValueError):
    """`str()` is the full one-line message; `detail` omits the argument-name prefix
    (the tool layer adds its own prefix naming the argument)."""

    def __init__(self, arg: str, detail: str):
        self.arg = arg
        self.detail = detail
        super().__init__(f"参数 {arg} 无效：{detail}")


def shanghai_today() -> dt.date:
    return dt.datetime.now(ZoneInfo(SHANGHAI)).date()


def show_value(value: Any) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


def parse_date_arg(value: Any, arg: str = "date") -> dt.date:
    """Parse one date argument in the accepted forms (see module docstring).

    Raises DateArgError (a ValueError) whose message names `arg` and the accepted form,
    e.g. ``参数 start_date 无效：应为 YYYY-MM-DD 日期（如 2026-03-20），收到 "明天"``.
    """
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    if not isinstance(value, str):
        raise DateArgError(arg, f"{DATE_FORM}，收到 {show_value(value)}")
    text = value.strip()
    match = _ISO_RE.fullmatch(text) or _ZH_RE.fullmatch(text)
    if match is None:
        hint = "" if _DIGITS_RE.search(text) else "；相对日期请先调用 get_current_date 再换算成具体日期"
        raise DateArgError(arg, f"{DATE_FORM}，收到 {show_value(value)}{hint}")
    year, month, day = (int(g) for g in match.groups())
    try:
        return dt.date(year, month, day)
    except ValueError:
        raise DateArgError(arg, f"{DATE_FORM}，收到 {show_value(value)}（该日期不存在）") from None
