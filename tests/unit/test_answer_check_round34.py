"""Round 34 of the answer check (issue 26): the classes heldout33's failures showed, each pinned with cases
written fresh for this file (other dates, amounts and phrasings than heldout33's answers).

- financial numerals (人民币捌拾元, 叁佰元整, 壹万贰仟伍佰元) are read as amounts, in clauses and answers; 拾 alone stays a word;
- a value restated in a bracket right after it (不超过人民币捌佰元（¥800）) keeps the cap's bound;
- weekly reports moved off a holiday (提前到前一个工作日) are still held: their count is every such weekday in the range;
  a date in a bracket (9/30（代10/2）) is no session of its own;
- "the first working day after is …" (after a probation) names no holiday's edge;
- 假期是 / 假期为 + a range is the person's leave, not a holiday (国庆假期是… still is), and a span longer than 12 days is
  no festival's run.
"""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.claims import claim_text
from tests.support.check_calls import flagged, run, search


@pytest.mark.parametrize("text,read", [
    ("每次人民币捌拾元", "每次人民币80元"),
    ("岗位补贴叁佰元整", "岗位补贴300元整"),
    ("奖金人民币壹万贰仟伍佰元", "奖金人民币12500元"),
    ("贰佰零伍元", "205元"),
    ("下班前收拾工位", "下班前收拾工位"),  # 拾 with no financial digit is a word
    ("拾金不昧", "拾金不昧"),
])
def test_financial_numerals_are_read_as_amounts(text, read):
    assert claim_text(text) == read


CALLOUT = "第十二条 出勤呼叫：赶赴现场处理的，每次人民币柒拾伍元；远程处置的，每次人民币贰拾元。"


@pytest.mark.parametrize("answer,wrong", [
    ("现场4次 × 75元 = 300元，远程6次 × 20元 = 120元，共420元。", False),
    ("4 on-site call-outs at RMB 75 and 6 remote ones at RMB 20: RMB 420.", False),
    ("现场呼叫每次70元。", True),  # 柒拾伍 is 75
    ("远程处置每次25元。", True),
])
def test_a_clauses_financial_numerals_ground_and_contradict(answer, wrong):
    question = "这个月现场呼叫4次、远程处置6次，呼叫费多少？"
    assert flagged(answer, [search(CALLOUT)], question, dt.date(2026, 6, 15)) is wrong


NIGHTS = "第八条 夜班津贴：满8小时的每晚¥50，满4小时不满8小时的每晚30元。每人每月夜班津贴合计不超过人民币陆佰元（¥600）。"
NIGHTS_Q = "这个月我上了10个整夜班、4个半夜班，夜班津贴能拿多少？"


@pytest.mark.parametrize("answer,wrong", [
    ("10 × 50 + 4 × 30 = 620元，超过每月600元上限，实发600元。", False),
    ("¥600 (capped; 10 × 50 + 4 × 30 would be 620).", False),
    ("10 × 50 + 4 × 30 = 620元，超过每月500元上限，实发500元。", True),
])
def test_a_cap_restated_in_a_bracket_stays_a_cap(answer, wrong):
    assert flagged(answer, [search(NIGHTS)], NIGHTS_Q, dt.date(2026, 6, 15)) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("一共14次：10月1日（周四）放假，提前到9月30日交；其余13次都在周四。", False),
    ("共14次：9/30（周三，代10/1）、10/8、10/15、10/22、10/29、11/5、11/12、11/19、11/26、12/3、12/10、12/17、12/24、12/31。", False),
    ("共13次。", True),  # 1 October's report moves, it is not dropped
])
def test_moved_reports_are_still_held(answer, wrong):
    today = dt.date(2026, 9, 24)
    calls = [run("calculate_leave_days", today, start_date="2026-10-01", end_date="2026-12-31")]
    question = "周报每周四交，遇节假日提前到前一个工作日交。第四季度一共交几次？"
    assert flagged(answer, calls, question, today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("Probation ends on Sunday 7 March 2027; the first working day after is Monday 8 March. (2027 is an estimate.)", False),
    ("Probation ends on Sunday 7 March 2027; the first working day after is Monday 9 March. (2027 is an estimate.)", True),
])
def test_the_first_working_day_after_a_probation_is_no_holidays_edge(answer, wrong):
    today = dt.date(2026, 12, 8)
    calls = [run("calculate_leave_days", today, start_date="2026-12-08", end_date="2027-03-07")]
    question = ("I joined today on a 90-day probation counted in calendar days including today. When does it end, and what's "
                "the first working day after?")
    assert flagged(answer, calls, question, today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("婚假13天：假期是9月29日到10月11日，10月12日（周一）上班。", False),
    ("国庆假期是10月1日至7日，婚假从9月29日算起13天到10月11日。", False),
    ("国庆假期是10月1日至8日，婚假从9月29日算起13天到10月11日。", True),  # 8 October is a working day
])
def test_a_leave_period_is_no_holiday_but_a_named_holiday_is(answer, wrong):
    today = dt.date(2026, 9, 10)
    calls = [run("calculate_leave_days", today, start_date="2026-09-29", end_date="2026-10-11")]
    question = "我9月29日开始休婚假13天（按自然日，含节假日），中间赶上国庆，哪天回来上班？"
    assert flagged(answer, calls, question, today) is wrong


SHIFT_PAY = "第二十一条 倒班津贴：中班每班30元；夜班每班60元。"


@pytest.mark.parametrize("answer,wrong", [
    ("中班10 × 30 = 300元，夜班6 × 60 = 360元，合计660元（陆佰陆拾元整）。", False),
    ("合计660元（陆佰陆拾元整）：中班10 × 30 = 300元，夜班6 × 60 = 360元。", False),
    ("中班10 × 30 = 300元，夜班6 × 60 = 360元，合计760元（柒佰陆拾元整）。", True),  # a restatement grounds nothing
])
def test_an_amount_restated_in_financial_numerals_is_the_amount(answer, wrong):
    question = "这个月上了10个中班、6个夜班，倒班津贴多少？"
    assert flagged(answer, [search(SHIFT_PAY)], question, dt.date(2026, 6, 15)) is wrong
