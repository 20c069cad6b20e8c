"""Times are shown in Asia/Shanghai -- the zone of "today" and of the holiday calendar -- with
the offset, whatever the machine's zone (servers often run in UTC)."""
from __future__ import annotations

import datetime as dt

import pytest

from cli.clock import local_time

UTC = dt.timezone.utc


@pytest.mark.parametrize("stamp, shown", [
    ("2026-03-20T09:05:09+00:00", "2026-03-20 17:05:09 +08:00"),
    ("2026-03-20T09:05:09Z", "2026-03-20 17:05:09 +08:00"),
    ("2026-03-20T09:05:09", "2026-03-20 17:05:09 +08:00"),  # naive: the stores write UTC
    ("2026-03-20T09:05:09.123456+00:00", "2026-03-20 17:05:09 +08:00"),
    ("2026-03-19T16:00:00+00:00", "2026-03-20 00:00:00 +08:00"),  # after midnight in Shanghai: the next day
    ("2026-03-19T15:59:59+00:00", "2026-03-19 23:59:59 +08:00"),
    ("2026-12-31T16:30:00+00:00", "2027-01-01 00:30:00 +08:00"),  # a new year in Shanghai only
    ("2026-03-20T17:05:09+08:00", "2026-03-20 17:05:09 +08:00"),
    ("2026-03-20T04:05:09-05:00", "2026-03-20 17:05:09 +08:00"),
    ("2026-07-01T12:00:00+02:00", "2026-07-01 18:00:00 +08:00"),  # summer time elsewhere: no shift in China
    ("2026-03-20 09:05:09+00:00", "2026-03-20 17:05:09 +08:00"),
    (dt.datetime(2026, 3, 20, 9, 5, 9, tzinfo=UTC), "2026-03-20 17:05:09 +08:00"),
    (dt.datetime(2026, 3, 20, 9, 5, 9), "2026-03-20 17:05:09 +08:00"),
    (dt.datetime(2026, 3, 20, 17, 5, 9, tzinfo=dt.timezone(dt.timedelta(hours=8))), "2026-03-20 17:05:09 +08:00"),
    ("2026-02-28T16:00:00+00:00", "2026-03-01 00:00:00 +08:00"),
    ("2028-02-28T16:00:00+00:00", "2028-02-29 00:00:00 +08:00"),  # a leap day
    ("", "-"),
    (None, "-"),
    ("不是时间", "不是时间"),
    ("2026-13-40", "2026-13-40"),
])
def test_times_are_shown_in_shanghai_with_the_offset(stamp, shown):
    assert local_time(stamp) == shown


@pytest.mark.parametrize("zone", ["UTC", "America/New_York", "Europe/Berlin", "Asia/Tokyo", "Asia/Shanghai"])
def test_the_machines_zone_does_not_change_what_is_shown(zone, monkeypatch):
    import time

    monkeypatch.setenv("TZ", zone)
    time.tzset()
    try:
        assert local_time("2026-03-19T16:00:00+00:00") == "2026-03-20 00:00:00 +08:00"
    finally:
        monkeypatch.undo()
        time.tzset()
