"""Issue 26, eighth round (classes found on heldout7, which became tuning data; cases written fresh, none
copied from it): arithmetic written as chains, with percentages, currency codes and rates per shift; the
person's 1 is no step; a month's own count; the date an answer opens with; days between two named days;
months of a span; days of leave over calendar days; no leave needed as a claim of rest; a festival's
make-up day; list items with words of their own; half days; the day back after N working days; lengths in
another unit; a header's unit word; a clause's rise; shares written m/n; a festival's length said outright."""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.arithmetic import arithmetic
from prompts.claims import claim_text, date_mentions
from prompts.tables import table_sentences
from tests.support.check_calls import flagged, run, search


@pytest.mark.parametrize("text,links", [
    # a chain whose middle is itself a sum: each link holds
    ("4 × 3,150 ÷ (52 × 40) = 12,600 ÷ 2,080 = SGD 6.06", [True, True]),
    ("（30−12）÷30×9000 = 0.6×9000 = 5400元", [True, True]),
    # a running calculation written 400×2=800×3: both links read, the first number first
    ("9570÷21.75=440×3=1320", [True, True]),
    ("9570÷21.75=440×3=1230", [True, False]),
    # a percentage as the result
    ("2% + 3% = 5% of the salary", [True]),
    ("2% + 3% = 6% of the salary", [False]),
    # a currency's code before an operand, a rate's period after its unit
    ("A$1,250 × 2 = A$2,500", [True]),
    ("HKD 300 × 4 = HKD 1,200", [True]),
    ("夜班60元/班×5=300元", [True]),
    ("夜班60元/班×5=350元", [False]),
    ("$0.88/km × 150 = $132", [True]),
    ("8700/21.75=400", [True]),
])
def test_written_arithmetic_is_read_link_by_link(text, links):
    assert [a.holds for a in arithmetic(claim_text(text))] == links


def test_a_weeks_amount_after_zhou_is_no_weekday():
    # 1个完整周200美元: 周 then an amount; 周一两天 and 周五5月1日 are weekdays
    assert [a.holds for a in arithmetic(claim_text("1个完整周150美元 + 2天×20美元 = 190美元"))] == [True]
    assert [(m.date.month, m.date.day) for m in date_mentions(claim_text("周五5月1日放假"), dt.date(2026, 4, 20))] == [(5, 1)]


APRIL = dt.date(2026, 4, 20)  # a Monday; 劳动节 2026 is 1–5 May, Saturday 9 May a make-up day
MAY_LEAVE = [run("get_current_date", today=APRIL),
             run("calculate_leave_days", today=APRIL, start_date="2026-05-06", end_date="2026-05-12")]


@pytest.mark.parametrize("answer,wrong", [
    ("5月6日到12日共7个自然日、6个工作日（9日周六调休上班）。", False),
    ("5月6日到12日共8个自然日、6个工作日。", True),  # 7 + the person's 1 (一个礼拜) is no count
    ("5月6日到12日共6个自然日、6个工作日。", True),
    ("From 6 to 12 May: 7 calendar days, 6 working days.", False),
    ("From 6 to 12 May: 8 calendar days, 6 working days.", True),
])
def test_the_persons_one_is_no_step_from_a_count(answer, wrong):
    assert flagged(answer, MAY_LEAVE, "我想从5月6日开始请一个礼拜，到12日，一共几个自然日、几个工作日？", today=APRIL) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("要请6天，5月6日到12日，9日周六调休要算。", False),
    ("要请7天，5月6日到12日每天都要请。", True),  # 7 is the range's calendar days
    ("扣6天年假（5月6日至12日）。", False),
    ("扣7天年假（5月6日至12日）。", True),
    ("You'll need to take 6 days of leave for 6–12 May.", False),
    ("You'll need to take 7 days of leave for 6–12 May.", True),
])
def test_days_of_leave_are_the_ranges_working_days_not_its_calendar_days(answer, wrong):
    assert flagged(answer, MAY_LEAVE, "5月6日到12日请假要请几天？", today=APRIL) is wrong


def test_a_clause_that_counts_leave_in_calendar_days_keeps_them():
    clause = search("婚假为7天（含公休日、法定节假日）。")
    calls = [*MAY_LEAVE, clause]
    assert not flagged("婚假7天，5月6日到12日，13日回来上班。", calls, "婚假几天？5月6日开始休到哪天？", today=APRIL)


JUNE = dt.date(2026, 5, 25)
JUNE_COUNT = [run("get_current_date", today=JUNE), run("add_workdays", today=JUNE, date="2026-05-31", days=8),
              run("calculate_leave_days", today=JUNE, start_date="2026-06-01", end_date="2026-06-30")]


@pytest.mark.parametrize("answer,wrong", [
    ("6月10日（周三）是六月第8个工作日；六月共21个工作日。", False),
    ("6月10日（周三）是六月第8个工作日；六月共22个工作日。", True),
    ("6月11日（周四）。六月共21个工作日。", True),  # the day the answer opens with is the day asked for
    ("6月10日，周三。六月一共有21个工作日。", False),
    ("June has 21 working days; the 8th is Wednesday 10 June.", False),
])
def test_a_months_own_count_and_the_day_an_answer_opens_with(answer, wrong):
    assert flagged(answer, JUNE_COUNT, "六月份第8个工作日是哪天？六月一共几个工作日？", today=JUNE) is wrong


def test_an_answer_opening_with_an_explanation_is_not_a_conclusion():
    answer = "6月1日至5日是第一周5天，8日、9日、10日再3天，所以第8个工作日是6月10日。"
    assert not flagged(answer, JUNE_COUNT, "六月份第8个工作日是哪天？", today=JUNE)


JULY = dt.date(2026, 7, 20)


@pytest.mark.parametrize("answer,wrong", [
    ("6月5日到今天已经过了45天，还在60天内，可以报销。", False),
    ("6月5日到今天已经过了44天，还在60天内，可以报销。", True),
    ("It's been 45 days since 5 June, so you're inside the 60-day window.", False),
    ("The deadline, 3 August, is 14 days away.", False),
    ("The deadline, 3 August, is 15 days away.", True),
])
def test_days_between_two_named_days(answer, wrong):
    calls = [run("get_current_date", today=JULY), search("费用须在发生之日起60天内报销。")]
    assert flagged(answer, calls, "6月5日的车费现在还能报吗？8月3日截止的话还有几天？", today=JULY) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("3—12月共10个月，按10/12折算。", False),
    ("3—12月共9个月，按9/12折算。", True),
    ("March to December is 10 months.", False),
    ("March to December is 11 months.", True),
])
def test_months_of_a_span_count_both_ends(answer, wrong):
    calls = [search("年中入职的员工，年终奖按当年实际在岗月数折算。")]
    assert flagged(answer, calls, "我3月1日入职，年终奖怎么折算？") is wrong


SEPT = dt.date(2026, 9, 14)
OCT_WEEK = [run("get_current_date", today=SEPT),
            run("calculate_leave_days", today=SEPT, start_date="2026-10-08", end_date="2026-10-12")]


@pytest.mark.parametrize("answer,wrong", [
    ("10月10日（周六）是国庆调休上班日，这天要请假。", False),
    ("10月10日是周六，不用请假。", True),
    ("10月10日周六不用请假，11日周日休息。", True),
    ("Saturday 10 October is a make-up working day, so you need to take it off as leave.", False),
    ("Saturday 10 October, no need to take leave.", True),
    ("10月11日是周日，不用请假。", False),
])
def test_no_leave_needed_for_a_day_says_it_is_off(answer, wrong):
    assert flagged(answer, OCT_WEEK, "10月8日到12日请假，周六周日要请吗？", today=SEPT) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("10月10日是国庆调休上班日。", False),
    ("10月10日是中秋调休上班日。", True),  # 中秋 2026 has no make-up day
    ("9月20日是国庆节前的补班。", False),
    ("Saturday 10 October is a make-up working day for National Day.", False),
    ("Saturday 10 October is a make-up working day for the Mid-Autumn Festival.", True),
    ("Saturday 10 October is the make-up day for Golden Week (National Day, 1–7 Oct).", False),
])
def test_a_festivals_make_up_day_must_be_that_festivals(answer, wrong):
    assert flagged(answer, OCT_WEEK, "10月10日要上班吗？", today=SEPT) is wrong


@pytest.mark.parametrize("answer,wrong", [
    # each item of a list carries its own words
    ("共4个工作日（10/8–10/9两天、10/10周六补班、10/12周一）。", False),
    ("共4个工作日（10/8–10/9两天、10/10周六补班、10/12周一补班）。", True),
])
def test_words_belong_to_their_own_list_item(answer, wrong):
    assert flagged(answer, OCT_WEEK, "国庆后10月8日到12日请假要几天？", today=SEPT) is wrong


AROUND_NATIONAL_DAY = [run("get_current_date", today=SEPT),
                       run("calculate_leave_days", today=SEPT, start_date="2026-09-28", end_date="2026-10-16")]


@pytest.mark.parametrize("answer,wrong", [
    # a festival's bracket names its own days, not the piece's others
    ("11 working days of leave. Together with National Day (1–7 Oct) you're off from 28 Sep to 16 Oct.", False),
    ("11 working days of leave. With National Day (28 Sep–7 Oct) you're off from 28 Sep to 16 Oct.", True),
    # 10月1日—7日 is one range: what follows is said of both ends
    ("9月28日到10月16日共11个工作日：10月1日—7日国庆放假不占年假。", False),
    ("9月28日到10月16日共11个工作日：9月28日—30日国庆放假不占年假。", True),
])
def test_a_festivals_bracket_and_an_em_dash_range(answer, wrong):
    assert flagged(answer, AROUND_NATIONAL_DAY, "9月28日到10月16日请年假要几天？", today=SEPT) is wrong


HALF = [run("get_current_date", today=SEPT),
        run("calculate_leave_days", today=SEPT, start_date="2026-10-09", end_date="2026-10-12")]


@pytest.mark.parametrize("answer,question,wrong", [
    ("一共2.5天：9日、10日两整天，12日上午半天。", "我想请10月9日、10日，再加12日上午，一共几天？", False),
    ("Two and a half days: the 9th, Saturday the 10th (a make-up day), and Monday morning.",
     "I want 9 Oct, Sat 10 Oct and Monday morning 12 Oct off. How many days?", False),
    ("一天半。", "我想请10月9日、10日，再加12日上午，一共几天？", True),
    ("共2个工作日。", "我想请10月9日、10日，再加12日上午，一共几天？", True),
])
def test_half_days_are_a_tools_count_less_a_half(answer, question, wrong):
    assert flagged(answer, HALF, question, today=SEPT) is wrong


def test_the_day_back_after_n_working_days_counted_from_a_day_off():
    calls = [run("get_current_date", today=APRIL), run("add_workdays", today=APRIL, date="2026-04-26", days=8)]
    question = "我4月27日开始休8个工作日的婚假，哪天回来上班？"
    # 4月27日–30日, then 6–8 May and the make-up Saturday 9 May: the eighth working day is the 9th
    assert not flagged("婚假最后一天是5月9日（周六调休上班日），5月11日（周一）回来上班。", calls, question, today=APRIL)
    assert flagged("婚假最后一天是5月9日（周六调休上班日），5月12日（周二）回来上班。", calls, question, today=APRIL)


@pytest.mark.parametrize("answer,wrong", [
    ("服务期3年即36个月。", False),
    ("The bond is 3 years (36 months).", False),
    ("服务期3年即36个月，按未满月数退还。", False),
    ("服务期2年即24个月。", True),  # 2年 is another case's
])
def test_years_in_months_beside_them(answer, wrong):
    calls = [search("公司出资培训费用5万元以上的，服务期为3年；2万元以上不满5万元的，服务期为2年。")]
    assert flagged(answer, calls, "公司出了6万送我培训，服务期多久？") is wrong


def test_a_header_whose_first_word_is_the_cells_unit():
    text, _ = table_sentences("| Service | Hours per pay period |\n|---|---|\n| Under 2 years | 3.08 |")
    assert "3.08 Hours per pay period" in text
    calls = [search("| Service | Hours per pay period |\n|---|---|\n| Under 2 years | 3.08 |\n| 2 years or more | 4.62 |")]
    assert not flagged("You accrue 3.08 hours each pay period.", calls, "I've been here a year. How much PTO per pay period?")
    assert flagged("You accrue 3.5 hours each pay period.", calls, "I've been here a year. How much PTO per pay period?")


@pytest.mark.parametrize("answer,wrong", [
    ("一线城市住宿600元/晚，总监上浮20%，即720元/晚。", False),
    ("Hotel cap: 600 yuan a night, raised 20% for directors: 720 yuan.", False),
    ("一线城市住宿600元/晚，总监上浮20%，即750元/晚。", True),
])
def test_a_clauses_rise_by_a_share(answer, wrong):
    calls = [search("一线城市住宿标准600元/晚，二线城市450元/晚；总监级别在此基础上上浮20%。")]
    assert flagged(answer, calls, "我是总监，去上海出差，住宿标准多少？") is wrong


@pytest.mark.parametrize("text", ["减免10/24", "退还14/24的费用", "repay 14/24 of it"])
def test_a_share_written_m_n_is_no_date(text):
    assert date_mentions(claim_text(text), dt.date(2026, 6, 15)) == []


def test_a_date_written_m_n_still_is_one():
    assert [(m.date.month, m.date.day) for m in date_mentions(claim_text("10/24开始休"), dt.date(2026, 6, 15))] == [(10, 24)]


@pytest.mark.parametrize("answer,wrong", [
    ("劳动节放5天（5月1日至5日），5月9日周六补班。", False),
    ("劳动节只放3天（5月1日至3日）。", True),
    ("劳动节放假5天。", False),
    ("劳动节连休4天。", True),
])
def test_a_festivals_length_said_outright(answer, wrong):
    calls = [run("get_current_date", today=APRIL), run("add_workdays", today=APRIL, date="2026-04-30", days=1)]
    assert flagged(answer, calls, "五一放几天？哪天上班？", today=APRIL) is wrong
