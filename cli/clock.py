"""Times as the person reads them: in Asia/Shanghai, the zone "today" and the holiday calendar
are in, with the offset shown, whatever the store keeps (the knowledge base and the
checkpointer write UTC) and whatever zone the machine is set to (servers often run in UTC,
and a UTC time beside a Shanghai "today" reads as the wrong day)."""
from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo

from workcalendar.dates import SHANGHAI


def local_time(stamp: object) -> str:
    """`2026-03-20 17:05:09 +08:00` for an ISO 8601 time or a datetime (naive means UTC);
    an empty value is "-", and text that is not a time is returned as it is."""
    if isinstance(stamp, dt.datetime):
        when = stamp
    else:
        try:
            when = dt.datetime.fromisoformat(str(stamp or ""))
        except ValueError:
            return str(stamp) if stamp else "-"
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.timezone.utc)
    local = when.astimezone(ZoneInfo(SHANGHAI))
    offset = local.strftime("%z")
    return f"{local:%Y-%m-%d %H:%M:%S} {offset[:3]}:{offset[3:5]}"
