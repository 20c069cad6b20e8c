"""Round 31 of the answer check (issue 26): the classes heldout30's failures showed, each pinned with cases
written fresh for this file (other dates, amounts and phrasings than heldout30's answers).

- a value a clause states only as a cap or floor (合计不超过800元), written with no period (八百元封顶), is no rate of the
  person's case (每晚35元);
- weekdays said of listed days respectively, also written back to back or after 正好是 (5月1日、2日正好是周六周日);
- the days a reason names (…by Friday 9 October because 1–7 October is the National Day holiday) are no deadline;
- a running calculation's next step in words, multiplying or dividing (13600元，再乘9/12 = 10200元; 9,600, then × 9/12 = 7,200);
- a count before a list whose days carry notes in brackets (两天：9月20日（礼拜天）、10月10日（礼拜六））;
- a count of one weekday before a colon (6个周六：…, Four Saturdays: …) says that weekday of each day listed after it.
"""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.arithmetic import arithmetic
from prompts.claims import claim_text
from tests.support.check_calls import flagged, run, search

TODAY = dt.date(2026, 6, 15)

NIGHT_RULE = ("夜班津贴：当班工作时间在22:00至次日6:00之间累计满4小时不满8小时的，每晚发放40元；满8小时的，每晚发放¥70。"
              "每人每月夜班津贴合计不超过人民币玖佰元（¥900）。")
NIGHT_Q = "这个月我上了10个整夜班（满8小时），还有8个只满4小时的班，夜班津贴能拿多少？"


@pytest.mark.parametrize("answer,wrong", [
    ("按标准是10×70 + 8×40 = 1,020元，但每月合计不超过900元，所以实发900元。", False),
    ("九百元（封顶）。", False),
    ("RMB 900 — 10 × 70 + 8 × 40 = 1,020 yuan, over the monthly cap of 900 yuan.", False),
    ("按标准是10×70 + 8×40 = 1,020元，但每月合计不超过800元，所以实发800元。", True),  # the cap is 900
    ("每晚900元封顶。", True),  # a cap is no nightly rate
    ("10×70 + 8×40 = 1,020元，每月上限1,000元，所以发1,000元。", True),
])
def test_a_cap_is_no_rate_of_the_persons_case(answer, wrong):
    assert flagged(answer, [search(NIGHT_RULE)], NIGHT_Q, TODAY) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("2027年安排未公布，以下为推算：劳动节5月1日、2日正好是周六周日，请5月3日至7日5天年假，可连休9天。", False),
    ("推算（未公布）：5月1日、2日恰好是周六和周日，5月3日至7日请年假。", False),
    ("推算（未公布）：5月1日、2日正好是周日周六，5月3日至7日请年假。", True),  # 1 May 2027 is a Saturday
    ("推算（未公布）：5月1日、2日刚好是周五周六，5月3日至7日请年假。", True),
])
def test_weekdays_said_of_listed_days_respectively(answer, wrong):
    calls = [run("calculate_leave_days", dt.date(2026, 12, 10), start_date="2027-05-01", end_date="2027-05-09")]
    assert flagged(answer, calls, "2027年劳动节怎么拼假最划算？", dt.date(2026, 12, 10)) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("The investigation is due within 3 working days, i.e. by Friday 9 October, because 1–7 October is the National Day "
     "holiday.", False),
    ("调查须在3个工作日内完成，即10月9日（周五）前，因为10月1日至7日是国庆假期。", False),
    ("调查须在3个工作日内完成，即10月9日（周五）前，因为10月1日至8日是国庆假期。", True),  # 8 October is a working day
    ("The investigation is due by Thursday 8 October, because 1–7 October is the National Day holiday.", True),
])
def test_days_a_reason_names_are_no_deadline(answer, wrong):
    today = dt.date(2026, 9, 28)
    calls = [run("add_workdays", today, date="2026-09-29", days=3)]
    assert flagged(answer, calls, "9月29日报的工伤，调查最晚哪天完成？", today) is wrong


@pytest.mark.parametrize("text,stated,holds", [
    ("13600元，再乘9/12 = 10200元", 10200.0, True),
    ("13600元，再乘以9/12 = 10300元", 10300.0, False),
    ("9,600, then × 9/12 = 7,200", 7200.0, True),
    ("9600, then multiply by 9/12 = 7200", 7200.0, True),
    ("100元再除以4 = 25元", 25.0, True),
    ("100元，再除以4 = 20元", 20.0, False),
    ("6 × 27 ＝ 162元，再加 2 × 27 × 25% ＝ 13.5元", 13.5, True),  # an added term with its own result: no running total
])
def test_a_running_calculations_next_step_in_words(text, stated, holds):
    (last,) = [a for a in arithmetic(claim_text(text)) if a.stated == stated]
    assert last.holds is holds


@pytest.mark.parametrize("answer,wrong", [
    ("两天：九月二十日（礼拜天）、十月十日（礼拜六）。", False),
    ("2 days: 20 Sep (Sun), 10 Oct (Sat).", False),
    ("三天：九月二十日（礼拜天）、十月十日（礼拜六）。", True),
])
def test_a_count_before_days_with_notes_in_brackets(answer, wrong):
    today = dt.date(2026, 6, 30)
    calls = [run("calculate_leave_days", today, start_date="2026-09-01", end_date="2026-10-31")]
    assert flagged(answer, calls, "下半年还有哪些周末要调休上班？", today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("2026年有4个周六要调休上班：2月14日、2月28日、5月9日、10月10日。", False),
    ("Four Saturdays: 2/14, 2/28, 5/9 and 10/10 (m/d).", False),
    ("两个周日：1月4日、9月20日。", False),
    ("2026年有6个周六要调休上班：1月4日、2月14日、2月28日、5月9日、9月20日、10月10日。", True),  # 4 Jan and 20 Sep are Sundays
    ("Four Saturdays: 2/14, 2/28, 5/9 and 10/11 (m/d).", True),  # 11 October is a Sunday
    ("三个周日：1月4日、9月20日、10月10日。", True),
])
def test_a_count_of_one_weekday_says_it_of_each_day_listed_after_it(answer, wrong):
    today = dt.date(2026, 6, 15)
    calls = [run("calculate_leave_days", today, start_date="2026-01-01", end_date="2026-12-31")]
    assert flagged(answer, calls, "2026年哪些周末要调休上班？", today) is wrong
