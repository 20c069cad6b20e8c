"""Round 13 of the answer check (issue 26): the classes heldout12's failures showed, each pinned with cases
written fresh for this file (other handbooks, phrasings, languages and dates than heldout12's answers).

- slash dates in the order the text keeps: a weekday beside one (9/6 (Tuesday) is 9 June 2026) or a number
  over 12 decides; d/m/yyyy is read; a rate's fraction (× 6/12, 33.33%（4/3）, a 倍率 column) is no date;
- 4/3倍 is 133⅓%, not 300%; N日 after 为/给予/假/满N年 counts days (婚假8日), not a day of the month;
- a number and its unit on one line (a list's next line may start with the unit: 28\\n- Working days);
- totals in a table's total row, after "Total:" or 合计：, and a working-day total of the ranges' own counts;
- hours of a counted range plus a half day, and what is left of the person's hours;
- a clause's period on from a date the person names (TOIL within 3 months of 18 March: 18 June);
- the ends of a range in a sentence that gives the day back (leave Mon 5 to Wed 7 Jan, back Thu 8 Jan);
- a day's status in its own table cell, and in an aside (…, with 1 Jan off for New Year);
- a rate per shift against a rate per month (30元/班, 200元/月), and a list item's label the person's case names.
"""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.claims import claim_text, date_mentions
from prompts.quantities import quantities
from tests.support.check_calls import flagged, run, search


def _dates(text: str, today: dt.date = dt.date(2026, 9, 1)) -> list[dt.date]:
    return [m.date for m in date_mentions(text, today)]


@pytest.mark.parametrize("text,dates", [
    ("Back on 9/6 (Tuesday).", [dt.date(2026, 6, 9)]),  # 9 June 2026 is a Tuesday; 6 September a Sunday
    ("Back on 6/9 (Tuesday).", [dt.date(2026, 6, 9)]),  # the same day, month first
    ("Start 2/11 (Monday), end 6/11 (Friday).", [dt.date(2026, 11, 2), dt.date(2026, 11, 6)]),
    ("Start 11/2 (Mon), end 11/6 (Fri).", [dt.date(2026, 11, 2), dt.date(2026, 11, 6)]),
    ("Ends 14/8/2026, starts 3/8/2026.", [dt.date(2026, 8, 14), dt.date(2026, 8, 3)]),
    ("Probation ends 8/31/2027.", [dt.date(2027, 8, 31)]),
    ("请在10/26前提交", [dt.date(2026, 10, 26)]),  # no evidence either way: month first
    ("Your share is 168 × 6/12 = 84 hours.", []),
    ("按年假 × 9/12 折算", []),
    ("第1–2小时 加给33.33%（4/3）", []),
    ("| 时段 | 倍率 |\n|---|---|\n| 前2小时 | 4/3 |\n| 再2小时 | 5/3 |", []),
])
def test_slash_dates_follow_the_texts_order_and_fractions_are_no_dates(text, dates):
    assert _dates(text) == dates


def _read(text: str) -> list[tuple[float, str]]:
    return [(round(q.value, 4), q.unit) for q in quantities(claim_text(text))]


@pytest.mark.parametrize("text,read", [
    ("前两小时按4/3倍计", [(2.0, "hour"), (133.3333, "percent")]),
    ("再延长的按5/3倍给付", [(166.6667, "percent")]),
    ("婚假8日，产假98日", [(8.0, "day"), (98.0, "day")]),
    ("满5年给予15日", [(5.0, "year"), (15.0, "day")]),
    ("每月15日发薪", [(15.0, "dom")]),
    ("4 standby nights", [(4.0, "day")]),
    ("3 qualifying days", [(3.0, "day")]),
    ("- Calendar days: 31\n- Working days: 22", []),  # a label before its number lends it no unit
    ("Holiday: 5 days\nOvertime hours: 6", [(5.0, "day")]),
])
def test_rates_counts_and_units_on_their_own_line_are_read(text, read):
    assert [r for r in _read(text) if r[1] in ("percent", "hour", "day", "dom", "year", "workday")] == read


ALLOWANCES = search("津贴标准：中班每班25元，夜班每班50元，随当月工资发放。", "高温津贴：每年6月至9月发放，每人每月180元。")


@pytest.mark.parametrize("answer,wrong", [
    ("| 项目 | 计算 | 金额 |\n|---|---|---|\n| 中班 | 6 × 25 | 150元 |\n| 夜班 | 4 × 50 | 200元 |\n| 高温 | | 180元 |\n"
     "| 合计 | | 530元 |", False),
    ("| 项目 | 计算 | 金额 |\n|---|---|---|\n| 中班 | 6 × 25 | 150元 |\n| 夜班 | 4 × 50 | 200元 |\n| 高温 | | 180元 |\n"
     "| 合计 | | 560元 |", True),
    ("- Middle shifts: 6 × ¥25 = ¥150\n- Night shifts: 4 × ¥50 = ¥200\n- Total: ¥350", False),
    ("- Middle shifts: 6 × ¥25 = ¥150\n- Night shifts: 4 × ¥50 = ¥200\n- Total: ¥380", True),
    ("中班150元，夜班200元，合计：350元。", False),
])
def test_a_total_in_a_tables_total_row_or_after_total_adds_its_terms(answer, wrong):
    assert flagged(answer, [ALLOWANCES], "我7月上了6个中班、4个夜班，津贴一共多少？", dt.date(2026, 8, 3)) is wrong


def test_a_working_day_total_is_the_sum_of_the_ranges_own_counts():
    today = dt.date(2026, 9, 1)
    calls = [run("calculate_leave_days", today, start_date="2026-09-14", end_date="2026-09-16"),
             run("calculate_leave_days", today, start_date="2026-09-28", end_date="2026-10-09")]
    question = "两段假：9月14日至16日，9月28日至10月9日，各几个工作日？一共几天？"
    assert not flagged("第一段3个工作日，第二段5个工作日，共8个工作日。", calls, question, today)
    assert flagged("第一段3个工作日，第二段5个工作日，共9个工作日。", calls, question, today)
    assert flagged("第一段3个工作日，第二段6个工作日，共9个工作日。", calls, question, today)


def test_hours_of_a_counted_range_plus_a_half_day_and_what_is_left():
    today = dt.date(2026, 11, 2)  # a Monday
    calls = [run("calculate_leave_days", today, start_date="2026-11-10", end_date="2026-11-13")]
    question = "I have 60 hours of leave (8-hour days). I'd like Friday 6 November morning off and Tuesday 10 to Friday 13 November. " \
               "How many hours is that and how many will I have left?"
    assert not flagged("4 hours on Friday morning plus 4 × 8 = 32 hours: 36 hours in all, leaving 24 hours.", calls, question, today)
    assert not flagged("共36小时（4.5天），剩24小时。", calls, question, today)
    assert flagged("共36小时（4.5天），剩30小时。", calls, question, today)
    assert flagged("共38小时，剩22小时。", calls, question, today)


TOIL = search("5.3 Time off in lieu must be taken within 3 months of the day the overtime was worked; otherwise it lapses.")
REPLY = search("第九条 员工应在收到书面通知之日起15日内提出异议。")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    ("Take it by 10 August 2026; after that it lapses.", [TOIL], "I worked overtime on Sunday 10 May 2026. By when must I take the TOIL?",
     False),
    ("The deadline is 10/08/2026 (Monday).", [TOIL], "I worked overtime on Sunday 10 May 2026. By when must I take the TOIL?", False),
    ("Take it by 10 September 2026.", [TOIL], "I worked overtime on Sunday 10 May 2026. By when must I take the TOIL?", True),
    ("最晚2026年6月16日提出。", [REPLY], "我2026年6月1日收到书面通知，最晚哪天提出异议？", False),
    ("最晚2026年6月15日提出。", [REPLY], "我2026年6月1日收到书面通知，最晚哪天提出异议？", True),
])
def test_a_clauses_period_on_from_a_date_the_person_names(answer, calls, question, wrong):
    assert flagged(answer, calls, question, dt.date(2026, 7, 3)) is wrong


def test_the_ends_of_a_range_in_a_sentence_about_the_day_back():
    today = dt.date(2026, 9, 24)
    calls = [run("calculate_leave_days", today, start_date="2026-09-28", end_date="2026-09-30")]
    question = "我从9月28日请到9月30日，哪天回来上班？"
    assert not flagged("Leave from Mon 28 to Wed 30 Sep, so you're back on Thursday 8 October after National Day.", calls, question, today)
    assert not flagged("9月28日至30日请假，国庆假期后10月8日回来上班。", calls, question, today)
    assert flagged("9月28日至30日请假，10月1日回来上班。", calls, question, today)


def test_a_days_status_is_read_in_its_own_table_cell_and_not_from_an_aside():
    today = dt.date(2026, 7, 1)
    question = "每月25日截止，遇节假日或周末提前到前一个工作日。7月和10月的截止日是哪天？"
    weeks = [run("calculate_leave_days", today, start_date="2026-07-20", end_date="2026-07-25"),
             run("calculate_leave_days", today, start_date="2026-10-19", end_date="2026-10-25")]
    table = "| 月份 | 25日 | 截止日 |\n|---|---|---|\n| 7月 | 周六休息 | 7月24日（周五） |\n| 10月 | 周日休息 | 10月23日（周五） |"
    assert not flagged(table, weeks, question, today)
    assert flagged(table.replace("7月24日（周五）", "7月24日（周六）"), weeks, question, today)
    calls = [run("calculate_leave_days", dt.date(2026, 12, 1), start_date="2026-12-28", end_date="2027-01-08")]
    aside = "9 working days (28/12/2026 to 8/1/2027, with 1 Jan off for New Year; the 2027 dates are an estimate)."
    assert not flagged(aside, calls, "How many days of leave is 28 December to 8 January?", dt.date(2026, 12, 1))


def _hit(heading: str, text: str) -> dict:
    return {"rank": 1, "heading": heading, "text": text}


# As a handbook's chunks arrive: the section's name in the heading, the items in the text.
HEAT = {"tool": "search_knowledge_base", "args": {"query": "q"}, "ok": True, "observation": "（任意措辞）", "data": {"hits": [
    _hit("三、津贴 > （二）高温津贴", "每年6月至9月发放，标准如下：\n1. 高温岗位（锅炉房、包装车间）：300元/月；\n"
         "2. 其他岗位（含办公室、空调车间）：200元/月。"),
    _hit("三、津贴 > （一）夜班津贴", "中班30元/班，夜班60元/班。")]}}


@pytest.mark.parametrize("answer,wrong", [
    ("高温津贴200元，中班8 × 30 = 240元，合计440元。", False),
    ("High-temperature allowance ¥200 plus 8 middle shifts at ¥30 = ¥240: ¥440.", False),
    ("200元。", False),
    ("300元。", True),  # the boiler room's rate for an air-conditioned shop
    ("其他岗位每月200元。", False),
])
def test_a_list_items_label_the_persons_case_names_decides_its_value(answer, wrong):
    question = "我在空调车间上班，7月上了8个中班，津贴一共多少？"
    assert flagged(answer, [HEAT], question, dt.date(2026, 8, 3)) is wrong


def test_a_rate_per_shift_is_no_rival_of_a_monthly_amount():
    question = "我在空调车间上班，7月的高温津贴是多少？"
    assert not flagged("高温津贴200元。", [HEAT], question, dt.date(2026, 8, 3))
    assert [q.period for q in quantities("中班30元/班，高温200元/月")] == ["shift", "month"]
