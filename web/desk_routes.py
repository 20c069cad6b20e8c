"""The HR officer's desk's routes, in one list `web/app.py` adds to its own. Every one under
`/api/admin/` needs the admin role: the guard refuses other tokens (web/access.ROLE_PATHS)
and `admin_only` refuses a tokenless server beyond loopback, where nobody is an officer."""
from __future__ import annotations

import functools

from starlette.routing import Route

from web import desk_calendar, desk_documents, desk_report
from web.desk_audit import audit_log
from web.desk_feedback import rate_answer
from web.roles import require_admin


def admin_only(handler):
    @functools.wraps(handler)
    async def guarded(request):
        require_admin(request)
        return await handler(request)

    return guarded


ADMIN = (
    ("/api/admin/documents", desk_documents.list_documents, "GET"),
    ("/api/admin/documents", desk_documents.upload_documents, "POST"),
    ("/api/admin/documents/{name:path}/chunks", desk_documents.document_chunks, "GET"),
    ("/api/admin/documents/{name:path}", desk_documents.delete_document, "DELETE"),
    ("/api/admin/search", desk_documents.hit_test, "POST"),
    ("/api/admin/calendar/preview", desk_calendar.preview, "POST"),
    ("/api/admin/calendar", desk_calendar.import_notice, "POST"),
    ("/api/admin/calendar", desk_calendar.list_years, "GET"),
    ("/api/admin/calendar/{year}", desk_calendar.remove_year, "DELETE"),
    ("/api/admin/report", desk_report.report, "GET"),
    ("/api/admin/report.csv", desk_report.report_as_csv, "GET"),
    ("/api/admin/audit", audit_log, "GET"),
)


def desk_routes() -> list[Route]:
    routes = [Route(path, admin_only(handler), methods=[method]) for path, handler, method in ADMIN]
    return [*routes, Route("/api/threads/{thread_id}/feedback", rate_answer, methods=["POST"])]
