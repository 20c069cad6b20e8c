"""`hr-agent eval` scoring (evals/scoring.py): facts, dates, sources and UNKNOWN, as pure functions."""
from __future__ import annotations

import datetime as dt

import pytest

from evals.scoring import (
    chinese_numeral_value,
    dates_in,
    fact_found,
    own_numbers,
    says_not_covered,
    score_answer,
    source_found,
)

TODAY = dt.date(2026, 3, 20)
D = dt.date


@pytest.mark.parametrize("run, value", [("三", 3), ("十", 10), ("十五", 15), ("二十六", 26), ("一百五十八", 158),
                                        ("两千", 2000), ("二〇二六", 2026), ("三百零五", 305)])
def test_chinese_numerals_read_as_numbers(run, value):
    assert chinese_numeral_value(run) == value


@pytest.mark.parametrize("text", [
    "2026-03-25", "2026-3-25", "2026/3/25", "2026.03.25", "2026年3月25日", "2026年03月25日（周三）",
    "3月25日", "3月25号", "3 月 25 日星期三", "三月二十五日", "二〇二六年三月二十五日",
    "March 25, 2026", "25 March 2026", "Mar 25", "on 25th March",
])
def test_every_common_date_form_reads_as_the_same_day(text):
    assert dates_in(f"最早可从{text}开始休假。", TODAY) == {D(2026, 3, 25)}


def test_a_date_without_a_year_takes_the_year_nearest_today():
    assert dates_in("1月4日", D(2026, 12, 28)) == {D(2027, 1, 4)}
    assert dates_in("12月30日", D(2027, 1, 2)) == {D(2026, 12, 30)}
    assert dates_in("6月1日", D(2026, 3, 20)) == {D(2026, 6, 1)}


def test_a_range_written_with_its_month_once_gives_both_ends():
    assert dates_in("2026年3月20日至25日", TODAY) == {D(2026, 3, 20), D(2026, 3, 25)}
    assert dates_in("休5月6日-8日", TODAY) == {D(2026, 5, 6), D(2026, 5, 8)}


def test_several_dates_and_no_false_dates():
    assert dates_in("从2026年4月30日到5月6日，共3个工作日", TODAY) == {D(2026, 4, 30), D(2026, 5, 6)}
    assert dates_in("早班8:00至16:00，2月30日", TODAY) == set()  # impossible days are not dates
    assert dates_in("第12条 3个工作日", TODAY) == set()


@pytest.mark.parametrize("fact", ["2026-03-25", "2026年3月25日"])
def test_a_date_fact_matches_any_written_form_and_only_that_day(fact):
    assert fact_found(fact, "最早3月25日（周三）开始休", TODAY)
    assert fact_found(fact, "earliest start: March 25, 2026 (Wednesday)", TODAY)
    assert not fact_found(fact, "最早3月24日（周二）开始休", TODAY)
    assert not fact_found(fact, "最早2027年3月25日开始休", TODAY)


def test_number_facts_match_whole_numbers_in_digits_or_chinese():
    assert fact_found(3, "需提前三个工作日申请", TODAY)
    assert fact_found(3, "需提前3个工作日申请", TODAY)
    assert fact_found("500", "每晚 500 元", TODAY)
    assert fact_found(21.75, "按月工资除以21.75天计算", TODAY)
    assert fact_found(1000, "up to USD 1,000", TODAY)
    assert not fact_found(3, "需提前13个工作日", TODAY)
    assert not fact_found(3, "需提前3.5个工作日", TODAY)
    assert not fact_found(30, "需提前3个工作日", TODAY)


def test_string_facts_are_compared_after_normalising_both_sides():
    assert fact_found("80%", "试用期工资为转正工资的百分之八十", TODAY)
    assert fact_found("3个工作日", "提前 三 个工作日", TODAY)
    assert fact_found("Premium Economy", "you may book premium  economy", TODAY)
    assert fact_found("5万元", "年度上限五万元", TODAY)
    assert not fact_found("部门负责人", "由直接上级审批", TODAY)


def test_a_list_fact_is_a_set_of_alternatives():
    assert fact_found(["premium economy", "高端经济舱"], "可以订高端经济舱", TODAY)
    assert not fact_found(["premium economy", "高端经济舱"], "只能坐经济舱", TODAY)


def test_sources_match_by_clause_heading_inside_the_source_path():
    sources = ["employee_handbook.md › 星河科技员工手册 > 第五章 假期 > 第二十六条 请假流程"]
    assert source_found("第二十六条 请假流程", sources)
    assert source_found("第二十六条", sources)
    assert not source_found("第十七条 年休假", sources)
    assert not source_found("第二十六条 请假流程", [])


@pytest.mark.parametrize("answer", [
    "员工手册中没有找到关于宠物假的规定，建议咨询HR。",
    "手册未涉及生日假，请咨询人力资源部。",
    "公司制度对此没有明确规定，请联系 hr@xinghe-tech.example。",
    "The handbook does not specify a pet allowance; please ask HR.",
    "This is not covered by the policy.",
])
def test_not_covered_statements_are_recognised(answer):
    assert says_not_covered(answer)


@pytest.mark.parametrize("answer", ["年假为5天。", "Staff hotel cap is USD 250 per night.", "请提前3个工作日申请。"])
def test_answers_that_state_a_rule_are_not_not_covered(answer):
    assert not says_not_covered(answer)


def test_own_numbers_ignore_clause_numbers_emails_and_the_questions_own_numbers():
    assert own_numbers("手册第十二条、第12条都没有规定，邮件 hr2@x.example", "入职满3年有生日假吗") == []
    assert own_numbers("手册没有规定，我入职3年的情况请咨询HR", "入职满3年有生日假吗") == []
    assert own_numbers("手册没有规定，一般给三天", "有生日假吗") == ["3"]
    assert own_numbers("手册没有规定，请咨询一下HR", "有生日假吗") == []


def _unknown(answer, question="公司有生日假吗？"):
    return score_answer(answer, question=question, today=TODAY, expected_facts=["UNKNOWN"])


def test_unknown_passes_a_plain_not_covered_answer():
    score = _unknown("员工手册中没有找到关于生日假的规定，建议咨询HR。")
    assert score.passed and score.reasons == []


def test_unknown_fails_an_invented_number_even_beside_a_not_covered_statement():
    score = _unknown("手册未涉及生日假，但公司一般给1天生日假。")
    assert not score.passed
    assert any("1" in r for r in score.reasons)


def test_unknown_fails_a_hedged_rule_without_numbers_and_an_answer_that_never_says_not_covered():
    assert not _unknown("手册没有明确规定，通常由部门负责人审批。").passed
    assert not _unknown("生日假由直接上级审批。").passed
    assert not _unknown("").passed


def test_facts_sources_and_tool_calls_each_give_their_own_reason():
    score = score_answer(
        "请假需提前3个工作日，最早3月24日开始。", question="q", today=TODAY,
        expected_facts=[3, "2026-03-25"], expected_sources=["第二十六条 请假流程"],
        sources=["employee_handbook.md › 第五章 假期 > 第十七条 年休假"], tool_calls=1, min_tool_calls=3,
    )
    assert not score.passed
    assert [r.split("：")[0] for r in score.reasons] == ["缺少", "来源缺少", "工具调用 1 次，少于 3"]
    assert score.reasons[0] == "缺少：2026-03-25"
    assert score.checks["facts"] == [{"fact": 3, "found": True}, {"fact": "2026-03-25", "found": False}]


def test_a_complete_answer_passes():
    score = score_answer(
        "依据第二十六条 请假流程，需提前3个工作日；今天3月20日（周五）申请，最早2026年3月25日（周三）开始。",
        question="q", today=TODAY, expected_facts=[3, "2026-03-25"], expected_sources=["第二十六条"],
        sources=["employee_handbook.md › 星河科技员工手册 > 第五章 假期 > 第二十六条 请假流程"], tool_calls=3, min_tool_calls=3,
    )
    assert score.passed, score.reasons


def test_no_answer_fails():
    score = score_answer(None, question="q", today=TODAY, expected_facts=[3])
    assert not score.passed and score.reasons == ["没有最终回答"]
