"""Issue 26, sixth round, numbers (classes found on heldout5, which became tuning data; cases written
fresh, none copied from it): the person's pay per day (their monthly pay by a clause's divisor, else the
statutory 21.75) at a rate of the rule they ask about is an amount the answer may state bare; never at a
rate of another rule the clause happens to hold."""
from __future__ import annotations

import pytest

from tests.support.check_calls import flagged, search

OVERTIME = search("加班费：工作日延长工作时间的，按本人小时工资的百分之一百五十支付；休息日加班又不能安排补休的，按百分之二百支付；"
                  "法定节假日加班的，按百分之三百支付。")
OVERTIME_EN = search("Overtime on a working day is paid at 150% of your hourly pay; on a rest day that cannot be given "
                     "back as time off, 200%; on a public holiday, 300%.")
DIVISOR = search("日工资按月工资除以20.83天计算。")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    ("周六加班一天，加班费800元。", [OVERTIME], "月薪8700元，周六加班一天不能补休，加班费多少？", False),
    ("加班费是800元，按休息日标准。", [OVERTIME], "月薪8700元，周六加班一天不能补休，加班费多少？", False),
    ("周六加班一天，加班费900元。", [OVERTIME], "月薪8700元，周六加班一天不能补休，加班费多少？", True),
    ("五一当天加班，加班费1200元。", [OVERTIME], "月薪8700元，五一加班一天，加班费多少？", False),
    ("Working on a public holiday pays 1,800 yuan.", [OVERTIME_EN], "I earn 13,050 yuan a month. What overtime pay for "
                                                                     "working on National Day?", False),
    ("Working on a public holiday pays 1,900 yuan.", [OVERTIME_EN], "I earn 13,050 yuan a month. What overtime pay for "
                                                                     "working on National Day?", True),
    ("Two rest days pay 2,400 yuan.", [OVERTIME_EN], "I earn 13,050 yuan a month and worked two Saturdays overtime "
                                                      "without time off. How much?", False),
    # A divisor the clause names, not the statutory one.
    ("法定节假日加班一天，加班费1500元。", [OVERTIME, DIVISOR], "月薪10415元，十一加班一天，加班费多少？", False),
    ("法定节假日加班一天，加班费1436.55元。", [OVERTIME, DIVISOR], "月薪10415元，十一加班一天，加班费多少？", True),
    # Not a rate of the rule the person asks about: 事假 is no overtime.
    ("请2天事假扣1500元。", [OVERTIME], "月薪10875元，请2天事假扣多少？", True),
    ("请3天病假扣3000元。", [OVERTIME], "月薪10875元，请3天病假扣多少？", True),
])
def test_the_persons_pay_per_day_at_the_rate_of_the_rule_they_ask_about(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong
