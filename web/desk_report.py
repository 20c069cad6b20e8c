"""The handbook's to-do list (`GET /api/admin/report`, `GET /api/admin/report.csv`): for a
period, the questions judged not covered, the answers left unverified (with their problems)
and the answers rated down, grouped by topic (web/desk_topics.py), newest first, each group
with its counts and examples linking to the conversation; and the totals per day.

Days are Asia/Shanghai days (the company's calendar, as the date tools count). The period is
`from` and `to` (YYYY-MM-DD, both included); by default the 30 days ending today."""
from __future__ import annotations

import asyncio
import csv
import datetime as dt
import io
from collections import Counter
from zoneinfo import ZoneInfo

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from web.desk_topics import group

SHANGHAI = ZoneInfo("Asia/Shanghai")
DEFAULT_DAYS = 30
MAX_DAYS = 366
EXAMPLES = 5
KINDS = ("not_covered", "unverified", "rated_down")


def period(request: Request, today: dt.date) -> tuple[dt.date, dt.date]:
    def day(name: str, default: dt.date) -> dt.date:
        raw = request.query_params.getlist(name)
        if not raw:
            return default
        try:
            if len(raw) > 1 or len(raw[0]) != 10:
                raise ValueError
            return dt.date.fromisoformat(raw[0])
        except ValueError:
            raise HTTPException(400, f"{name} 应为日期 YYYY-MM-DD，例如 {today.isoformat()}，收到 {str(raw)[:40]}") from None

    end = day("to", today)
    start = day("from", end - dt.timedelta(days=DEFAULT_DAYS - 1))
    if start > end:
        raise HTTPException(400, f"from（{start}）应不晚于 to（{end}）")
    if (end - start).days + 1 > MAX_DAYS:
        raise HTTPException(400, f"时间段最长 {MAX_DAYS} 天，收到 {(end - start).days + 1} 天")
    return start, end


def utc_bounds(start: dt.date, end: dt.date) -> tuple[str, str]:
    """The period's Shanghai days as ISO UTC bounds [start, end) the desk tables compare with."""
    def at(d: dt.date) -> str:
        moment = dt.datetime.combine(d, dt.time(), SHANGHAI).astimezone(dt.timezone.utc)
        return moment.isoformat(timespec="milliseconds")

    return at(start), at(end + dt.timedelta(days=1))


def local_day(stamp: str) -> dt.date:
    return dt.datetime.fromisoformat(stamp).astimezone(SHANGHAI).date()


def local_time(stamp: str) -> str:
    return dt.datetime.fromisoformat(stamp).astimezone(SHANGHAI).isoformat(timespec="seconds")


def build_report(turns: list[dict], ratings: dict[tuple[str, int], dict], start: dt.date, end: dt.date) -> dict:
    """Pure: the report of `turns` (newest first, in the period) and their ratings."""
    items = []
    days = {start + dt.timedelta(days=i): Counter() for i in range((end - start).days + 1)}
    for turn in turns:
        rated = ratings.get((turn["thread_id"], int(turn["turn"])))
        kinds = [k for k, on in (("not_covered", turn["not_covered"]), ("unverified", turn["unverified"]),
                                 ("rated_down", rated and rated["rating"] == "down")) if on]
        count = days.setdefault(local_day(turn["asked_at"]), Counter())
        count.update(questions=1, answered_with_clause=int(turn["cited"]), not_covered=int(turn["not_covered"]),
                     unverified=int(turn["unverified"]), rated_up=int(bool(rated and rated["rating"] == "up")),
                     rated_down=int("rated_down" in kinds))
        if kinds:
            items.append({
                "thread": turn["thread_id"], "turn": int(turn["turn"]), "question": turn["question"],
                "asked_at": local_time(turn["asked_at"]), "kinds": kinds,
                "problems": turn["problems"] if turn["unverified"] else [],
                "reason": rated["reason"] if rated and rated["rating"] == "down" else None,
                "link": f"/#thread={turn['thread_id']}&turn={int(turn['turn'])}",
            })
    groups = []
    for members in group(item["question"] for item in items):
        found = [items[i] for i in members]
        kinds = Counter(k for item in found for k in item["kinds"])
        groups.append({"topic": found[0]["question"], "count": len(found), "latest": found[0]["asked_at"],
                       **{k: kinds[k] for k in KINDS}, "examples": found[:EXAMPLES], "items": found})
    totals = [{"date": d.isoformat(), **{k: c[k] for k in ("questions", "answered_with_clause", "not_covered",
                                                          "unverified", "rated_up", "rated_down")}}
              for d, c in sorted(days.items(), reverse=True)]
    return {"from": start.isoformat(), "to": end.isoformat(), "timezone": "Asia/Shanghai",
            "grouping": "lexical", "groups": groups, "days": totals,
            "total": {k: sum(t[k] for t in totals) for k in totals[0] if k != "date"} if totals else {}}


async def report_of(request: Request) -> dict:
    from workcalendar.dates import shanghai_today

    start, end = period(request, shanghai_today())
    lower, upper = utc_bounds(start, end)
    desk = request.app.state.agent.storage.desk

    def load() -> dict:
        return build_report(desk.turns_between(lower, upper), desk.ratings_since(lower), start, end)

    return await asyncio.to_thread(load)


async def report(request: Request) -> Response:
    doc = await report_of(request)
    for g in doc["groups"]:
        del g["items"]  # the JSON shows examples; the CSV lists every item
    return JSONResponse(doc)


CSV_COLUMNS = ("topic", "topic_count", "asked_at", "question", "not_covered", "unverified", "rated_down",
               "problems", "reason", "thread", "turn", "link")


def spreadsheet_safe(value) -> str:
    """Employees' text goes into a file HR opens in a spreadsheet: a cell that starts like a
    formula (= + - @, tab, CR) is prefixed with ' so it is shown, never run."""
    text = "" if value is None else str(value)
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def report_csv(doc: dict) -> str:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(CSV_COLUMNS)
    for g in doc["groups"]:
        for item in g["items"]:
            problems = "；".join(f"{p.get('kind')}: {p.get('stated')} → {p.get('expected')}" for p in item["problems"])
            row = (g["topic"], g["count"], item["asked_at"], item["question"],
                   *(int(k in item["kinds"]) for k in KINDS), problems, item["reason"] or "",
                   item["thread"], item["turn"], item["link"])
            writer.writerow([spreadsheet_safe(v) for v in row])
    return out.getvalue()


async def report_as_csv(request: Request) -> Response:
    doc = await report_of(request)
    name = f"hr-agent-todo-{doc['from']}-{doc['to']}.csv"
    # A BOM so that Excel opens the Chinese text as UTF-8.
    return Response("\ufeff" + report_csv(doc), media_type="text/csv; charset=utf-8",
                    headers={"Content-Disposition": f'attachment; filename="{name}"'})
