"""The desk's pure views in the real browser, called as the page calls them: days as spans,
the years' source runs, an answer-check problem as one line (web/static/admin-holidays.js,
admin-report.js), on a loopback server without tokens (its one local user is the officer)."""
from __future__ import annotations

import pytest

from tests.integration.test_web_desk_browser import missing, wait
from tests.support.browser import chromium, serving
from tests.support.harness import TODAY

pytestmark = [pytest.mark.slow, pytest.mark.skipif(bool(missing), reason=missing or "")]


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    from nodes.context import Context
    from web.app import WebSettings, create_app

    root = tmp_path_factory.mktemp("web-desk-views")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("HR_AGENT_THREADS_DB", str(root / "threads.sqlite"))
        # No model call is made here: an address nothing listens on.
        ctx = Context(ollama_host="http://127.0.0.1:9", kb_dir=str(root / "kb"), today=TODAY, request_timeout=1.0)
        with serving(create_app(WebSettings(), ctx=ctx)) as url:
            yield url


@pytest.fixture(scope="module")
def browser():
    with chromium() as driver:
        yield driver

@pytest.mark.parametrize("dates, zh", [
    ([], ""),
    (["2027-10-01"], "10-01"),
    (["2027-10-01", "2027-10-02"], "10-01 至 10-02（2）"),
    ([f"2027-10-0{d}" for d in range(1, 8)], "10-01 至 10-07（7）"),
    (["2027-02-14", "2027-02-20"], "02-14、02-20（2）"),  # two worked Saturdays: no span
    (["2027-01-31", "2027-02-01"], "01-31 至 02-01（2）"),  # across a month end
    (["2026-12-31", "2027-01-01", "2027-01-02"], "12-31 至 01-02（3）"),  # across a year end
    (["2028-02-28", "2028-02-29", "2028-03-01"], "02-28 至 03-01（3）"),  # a leap day
    (["2027-02-28", "2027-03-01"], "02-28 至 03-01（2）"),  # no leap day that year
    (["2027-10-07", "2027-10-01", "2027-10-02"], "10-01 至 10-02、10-07（3）"),  # unsorted input
    (["2027-05-01", "2027-05-02", "2027-05-04", "2027-05-05"], "05-01 至 05-02、05-04 至 05-05（4）"),
    ([{"date": "2027-04-03", "weekday": "周六"}, {"date": "2027-04-04", "weekday": "周日"}], "04-03 至 04-04（2）"),
    (["2027-03-13", "2027-03-14"], "03-13 至 03-14（2）"),  # around the clock change elsewhere: dates, not instants
])
def test_days_off_show_as_spans_of_consecutive_dates(browser, base, dates, zh):
    browser.get(base + "/admin")
    wait(browser, lambda d: d.execute_script("return typeof HRDesk !== 'undefined' && !!HRDesk.days"))
    assert browser.execute_script("return HRDesk.days(arguments[0])", dates) == zh


def test_years_without_an_import_of_their_own_show_as_runs_and_each_import_as_its_own_row(browser, base):
    browser.get(base + "/admin?lang=en")
    wait(browser, lambda d: d.execute_script("return typeof HRDesk !== 'undefined' && !!HRDesk.yearRuns"))
    rows = ([{"year": y, "source": "official"} for y in range(2004, 2027)]
            + [{"year": 2027, "source": "imported", "file": "a.txt"}, {"year": 2028, "source": "provisional"},
               {"year": 2029, "source": "provisional"}, {"year": 2030, "source": "imported", "damaged": "bad"},
               {"year": 2031, "source": "provisional"}])
    runs = browser.execute_script("return HRDesk.yearRuns(arguments[0]).map(r => [r.first, r.year, r.source])", rows)
    assert runs == [[2031, 2031, "provisional"], [2030, 2030, "imported"], [2028, 2029, "provisional"],
                    [2027, 2027, "imported"], [2004, 2026, "official"]]
    assert browser.execute_script("return HRDesk.yearRuns([])") == []


@pytest.mark.parametrize("lang, problem, line", [
    ("zh", {"kind": "date", "stated": "2026-03-24", "expected": "2026-03-25"}, "日期：2026-03-24 → 2026-03-25"),
    ("en", {"kind": "date", "stated": "2026-03-24", "expected": "2026-03-25"}, "date: 2026-03-24 → 2026-03-25"),
    ("zh", {"kind": "weekday", "stated": "2026-03-25（周四）", "expected": "2026-03-25（周三）"},
     "星期：2026-03-25（周四） → 2026-03-25（周三）"),
    ("zh", {"kind": "number", "stated": "30天", "expected": None}, "数字：30天"),  # no figure to compare with
    ("zh", {"kind": "count", "stated": 0, "expected": 3}, "天数：0 → 3"),  # a zero is a value, not nothing
    ("zh", {"kind": "arithmetic", "stated": "3×5=16", "expected": "15"}, "算式：3×5=16 → 15"),
    ("en", {"kind": "caveat", "stated": None, "expected": "2028"}, "missing estimate caveat: 2028"),
    ("zh", {"kind": "something_new", "stated": "a"}, "something_new：a"),  # a kind added later shows as it is
    ("zh", {"stated": "3天", "expected": "5天"}, "3天 → 5天"),
    ("zh", "日期与条款不符", "日期与条款不符"),
    ("zh", {}, ""),
])
def test_an_answer_check_problem_is_one_line(browser, base, lang, problem, line):
    browser.get(base + f"/admin?lang={lang}")
    wait(browser, lambda d: d.execute_script("return typeof HRDesk !== 'undefined' && !!HRDesk.problemText"))
    assert browser.execute_script("return HRDesk.problemText(arguments[0])", problem) == line
