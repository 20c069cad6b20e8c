"""The desk's holidays (`/api/admin/calendar…`): paste or upload a State Council notice
(web/desk_notice.py), see what it
would change against the calendar in force, import it (the same refusals as `hr-agent
calendar import`, `allow_partial` an explicit choice), list every year's source, remove a
year's import. The notices are stored where the CLI stores them (`<kb_dir>/holidays/`), so
the agent's date tools in every server process read the import at their next call."""
from __future__ import annotations

import asyncio
import datetime as dt

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from web.desk_audit import record
from web.desk_notice import notice_request


def calendar_of(request: Request):
    from nodes.resources import work_calendar

    return work_calendar(request.app.state.agent.ctx)


async def preview(request: Request) -> Response:
    from workcalendar.changes import preview as changes, refusal

    schedule, label, _ = await notice_request(request)
    calendar = calendar_of(request)
    doc = await asyncio.to_thread(changes, schedule, calendar)
    # What an import without allow_partial would answer, so the page can ask before importing.
    doc["refusal"] = refusal(label, schedule, calendar, False, "allow_partial")
    return JSONResponse(doc)


async def import_notice(request: Request) -> Response:
    from workcalendar.changes import ImportRefused, checked, festival_changes
    from workcalendar.imports import StoredScheduleError, save_import
    from workcalendar.official import official_schedule

    schedule, label, body = await notice_request(request)
    allow_partial = body.get("allow_partial", False)
    if not isinstance(allow_partial, bool):
        raise HTTPException(400, f"字段 allow_partial 应为 true 或 false，收到 {str(allow_partial)[:20]!r}")
    calendar = calendar_of(request)
    try:
        checked([(label, schedule)], calendar, allow_partial, "allow_partial")
    except ImportRefused as exc:
        await record(request, "import", f"{schedule.year} 年（{label}）", f"拒绝：{exc}")
        raise HTTPException(422, str(exc)) from None

    def store() -> dict:
        try:
            earlier = calendar.imported(schedule.year)
        except StoredScheduleError:
            earlier = None
        before = calendar.schedule(schedule.year)
        stored = save_import(calendar.kb_dir, schedule, label, dt.datetime.now().astimezone())
        official = official_schedule(schedule.year)
        return {"year": schedule.year, "schedule": calendar.schedule(schedule.year).as_json(),
                "festivals": festival_changes(stored, before),
                "replaced": {"file": earlier.file, "imported_at": earlier.imported_at} if earlier else None,
                "differs_from_official": stored.differences(official) if official else None}

    doc = await asyncio.to_thread(store)
    await record(request, "import", f"{schedule.year} 年（{label}）",
                 "部分导入" if schedule.missing else ("取代了之前的导入" if doc["replaced"] else "已导入"))
    return JSONResponse(doc, status_code=201)


async def list_years(request: Request) -> Response:
    from workcalendar.changes import year_rows

    rows = await asyncio.to_thread(year_rows, calendar_of(request))
    return JSONResponse({"years": rows})


async def remove_year(request: Request) -> Response:
    from workcalendar.imports import remove_import

    raw = request.path_params["year"]
    if not (raw.isascii() and raw.isdigit() and len(raw) == 4):
        raise HTTPException(400, f"年份应为四位数，例如 2027，收到 {raw[:20]!r}")
    calendar = calendar_of(request)
    removed = await asyncio.to_thread(remove_import, calendar.kb_dir, int(raw))
    if removed is None:
        raise HTTPException(404, f"{raw} 年没有导入的放假安排，无需删除")
    now = calendar.schedule(int(raw)).source if int(raw) in calendar.years() else None
    await record(request, "remove", f"{raw} 年（{removed.file or '已损坏的文件'}）", "已删除")
    return JSONResponse({"year": int(raw), "removed": {"file": removed.file, "imported_at": removed.imported_at},
                         "source_now": now})
