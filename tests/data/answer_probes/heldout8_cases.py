"""The eighth held-out probe set (issue 26, round 8), calendar part: questions, the tool calls a model
would make, and final answers written by hand after reading the tools' REAL results (make_heldout8.py
runs the calls and writes heldout8.jsonl). Written blind for round 8 of issue 26 by a helper who never
read the answer check's code, prompts, docs, tests or earlier probe lines, nor ran the check.

Counts: 20 questions, 160 answers: 72 correct, 88 wrong; 96 Chinese, 64 English.

Material: 端午 2026 (6月19日–21日) and ordinary weeks in July, August, October and November 2026; the
15th working day of September 2026 landing on the 9月20日 make-up Sunday; today on the 10月10日 make-up
Saturday, on a weekend (2026-11-14), on 元旦 2027 and on 大年初一 2027; year end 2026 (working days
left this year, ranges across the year boundary, a 10-working-day notice reaching into January); 元旦,
春节 and 清明 2027, every 2027 day being the statutory estimate (correct answers say it is estimated /
not yet published; some wrong answers omit that or call it official). Question shapes: earliest start
after N working days' notice, latest submission counted back, working days in a range, the return-to-
work day, working days left this month / this year, the Nth working day of a month, leave needed to
bridge a holiday, natural vs working days, relative days (明天, 后天, 大后天, 下周一, 下周五, 下下周二,
这个周末, the day after tomorrow, a week from Monday, 月底, 下个月第一个工作日), whether a day is worked.
Forms: bare one-liners, Markdown bullet lists and tables, step-by-step day lists with weekdays, dates as
12月7日, 12.7, 12/7, 7/12 (d/m from a British writer), 2026-12-07, 7 Dec, December 7th, Mon 7th,
周一/星期一/礼拜一/Mon/Monday, ranges, Chinese-character numbers, mixed Chinese/English, restating the
question, a harmless aside. Errors: wrong date, wrong weekday, off by one, 工作日 vs 自然日, a holiday
given as start/return day, a make-up day forgotten or invented, wrong holiday span or festival name,
wrong relative day, wrong count, a false supporting fact beside a right conclusion, a missing estimate
caveat or an estimate called official, an arithmetic slip, a right date with the wrong year.

Never tuned on: every case is "report".

The labels were then audited blind (against the tools' real results, the real calendar and arithmetic
only) and two wrong answers were reworded so that their error no longer rests on a disputed reading:
the "最晚11月16日" one in the 下周五 3-working-days'-notice case now also miscounts (16日 + 3 working days
is 19日, not 20日), and the "22 February" one in the "a week from Monday" case now names 8 March and
says yes; every other label was confirmed and the counts are unchanged.
"""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401


def _leave(start, end):
    return ("calculate_leave_days", {"start_date": start, "end_date": end})


def _add(date, days):
    return ("add_workdays", {"date": date, "days": days})


CALENDAR_CASES = [
    # 端午 2026 starts tomorrow: its span (Fri 19 – Sun 21 June) and the return-to-work day (Mon 22 June).
    _d("2026-06-18", "明天就放端午了吧？这次端午放几天，哪天回来上班？",
       [_leave("2026-06-19", "2026-06-21"), _add("2026-06-18", 1)],
       [(C, "zh", "对，明天开始放端午。放假3天：6月19日（周五）至21日（周日），6月22日（周一）回来上班。"),
        (C, "zh", "端午节假期 6.19–6.21，共三天，6.22 周一正常上班。"),
        (C, "en", "Yes — the Dragon Boat Festival holiday runs Fri 19 – Sun 21 June (3 days). "
                  "You're back at work on Monday, June 22nd."),
        (C, "zh", "- 放假：6月19日（星期五）～6月21日（星期日），共3天\n- 返岗：6月22日（星期一）\n"
                  "- 端午前后没有调休上班日"),
        (W, "zh", "端午放假6月19日至21日，6月21日（周日）回来上班。"),
        (W, "zh", "端午放假6月19日到21日，共3天，6月22日（周二）上班。"),
        (W, "zh", "中秋节假期明天开始，6月19日至21日放3天，6月22日周一上班。"),
        (W, "en", "The Dragon Boat holiday is 19–21 June and you're back on Monday 22 June, but remember that "
                  "Sunday 28 June is a make-up working day."),
        (W, "zh", "端午只放1天（6月19日周五），6月22日（周一）上班。"),
        ]),
    # Leave bridging into 端午: Tue 16 – Sun 21 June needs 3 days (16–18), 19–21 is the holiday.
    _d("2026-06-15", "I'd like to be off from Tuesday 16 June right through to the end of the Dragon Boat "
                     "weekend. How many days of annual leave do I need to put in?",
       [_leave("2026-06-16", "2026-06-21")],
       [(C, "en", "3 days — Tue 16, Wed 17 and Thu 18 June. Fri 19 to Sun 21 June is the Dragon Boat Festival "
                  "holiday, so you don't need leave for those."),
        (C, "en", "You need 3 days of annual leave (16–18 June). You'd be back at work on Monday 22 June."),
        (C, "zh", "需要请3天年假：6月16日（周二）、17日（周三）、18日（周四）。19日至21日是端午假期，不用请。"),
        (C, "en", "| Date | Day | Leave? |\n|---|---|---|\n| 16 Jun | Tue | yes |\n| 17 Jun | Wed | yes |\n"
                  "| 18 Jun | Thu | yes |\n| 19 Jun | Fri | Dragon Boat holiday |\n| 20 Jun | Sat | holiday |\n"
                  "| 21 Jun | Sun | holiday |\n\nTotal: 3 days of leave."),
        (W, "en", "4 days: 16, 17, 18 and 19 June."),
        (W, "zh", "要请6天，6月16日到21日。"),
        (W, "en", "3 days (Tue 16 – Thu 18 June). Note that Saturday 20 June is a make-up working day, so "
                  "you'll need to take that day as leave too if you want the whole stretch off."),
        (W, "en", "You need 3 days: Tue 16, Wed 17, Thu 18. The Dragon Boat Festival holiday is Fri 19 to "
                  "Mon 22 June, so you're back on Tuesday 23rd."),
        ]),
    # 下下周二 from Wed 8 July is 21 July; 21–31 July holds 9 working days (11 natural days).
    _d("2026-07-08", "下下周二我开始休假，一直休到月底，要请几个工作日的假？",
       [_leave("2026-07-21", "2026-07-31")],
       [(C, "zh", "下下周二是7月21日。7月21日到7月31日（周五）共9个工作日，需要请9天假。"),
        (C, "zh", "下下周二 = 7月21日（周二）。\n数一下：\n7/21 周二 1\n7/22 周三 2\n7/23 周四 3\n7/24 周五 4\n"
                  "7/27 周一 5\n7/28 周二 6\n7/29 周三 7\n7/30 周四 8\n7/31 周五 9\n"
                  "共9个工作日（中间的周末25、26日不算）。"),
        (C, "en", "The Tuesday after next is 21 July. From 21 to 31 July there are 9 working days and no public "
                  "holidays, so you need 9 days of leave."),
        (W, "zh", "请九个工作日（7月21日至31日，自然日十天）。"),
        (W, "zh", "下下周二是7月14日，到月底共14个工作日。"),
        (W, "zh", "7月21日至31日，共要请11天假。"),
        (W, "zh", "下下周二是7月21日（周二），到7月31日（周六）共9个工作日。"),
        (W, "en", "21–31 July: 8 working days (21–24 and 27–30 July)."),
        ]),
    # The 15th working day of September 2026 is the make-up Sunday 20 September (National Day 调休).
    _d("2026-08-14", "Payroll closes on the 15th working day of September 2026. Which date is that?",
       [_add("2026-08-31", 15), _leave("2026-09-01", "2026-09-20")],
       [(C, "en", "Sunday 20 September 2026. It's a make-up working day for the National Day holiday, so it "
                  "counts: working days 1–14 are Sep 1–4, 7–11 and 14–18, and the 15th is Sun 20th."),
        (C, "en", "20 Sep (Sun) – a 调休 working day before National Day."),
        (C, "zh", "9月第15个工作日是9月20日（星期日）。这天是国庆节调休上班日，算工作日。"),
        (C, "en", "- Sep 1–4 (Tue–Fri): 4\n- Sep 7–11 (Mon–Fri): 9\n- Sep 14–18 (Mon–Fri): 14\n"
                  "- Sep 20 (Sun, make-up day for National Day): **15**\n\n"
                  "So payroll closes on Sunday, September 20th."),
        (W, "en", "Monday 21 September."),
        (W, "en", "Sunday 20 September — it's a make-up working day for the Mid-Autumn Festival."),
        (W, "zh", "9月18日（周五）。"),
        (W, "zh", "9月20日（周六），国庆调休上班日。"),
        (W, "en", "The 15th working day is Monday, September 21st, 2026; there are no holiday adjustments in "
                  "September."),
        ]),
    # Today is the make-up Saturday 10 October 2026: it is worked; the next day off is tomorrow, Sun 11 Oct.
    _d("2026-10-10", "今天周六，公司群里说要上班，是真的吗？那下一个休息日是哪天？",
       [_leave("2026-10-10", "2026-10-11")],
       [(C, "zh", "是真的。今天10月10日（周六）是国庆节的调休上班日，算工作日，要上班。下一个休息日是明天"
                  "10月11日（周日）。"),
        (C, "zh", "对，要上班：10.10 是国庆调休补班日。明天 10.11 周日正常休息。"),
        (C, "en", "Yes — Saturday 10 October is a make-up working day for the National Day holiday. Tomorrow, "
                  "Sunday 11 October, is a normal day off."),
        (C, "zh", "今天要上班（国庆调休）。下一个休息日：明天，十月十一日，星期日。"),
        (W, "zh", "不用，今天是周六，周末休息。下一个工作日是10月12日周一。"),
        (W, "zh", "要上班，今天是中秋节调休上班日。明天10月11日也要上班，下一个休息日是10月17日（周六）。"),
        (W, "zh", "是的，今天是国庆调休上班日。下一个休息日是10月11日（周一）。"),
        (W, "zh", "今天要上班，国庆调休。下一个休息日是后天10月11日周日。"),
        ]),
    # Working days left in 2026 counting Mon 19 Oct: 54 (Oct 10 + Nov 21 + Dec 23), no holidays.
    _d("2026-10-19", "How many working days are left in 2026, counting today?",
       [_leave("2026-10-19", "2026-12-31")],
       [(C, "en", "54 working days, from Mon 19 Oct to Thu 31 Dec 2026 inclusive. No public holidays fall in "
                  "that stretch."),
        (C, "en", "Rest of October: 10, November: 21, December: 23 → 54 working days."),
        (C, "zh", "今天（10月19日，周一）起到12月31日（周四），共54个工作日，期间没有法定节假日。"),
        (W, "en", "74 working days left."),
        (W, "en", "53 working days (20 Oct – 31 Dec)."),
        (W, "en", "Oct: 10, Nov: 21, Dec: 22 → 53 working days left."),
        (W, "zh", "还剩54个工作日，截至12月31日（周五）。"),
        ]),
    # 14 natural days of sick leave from 下周一 (26 Oct): 10 working days, back Mon 9 Nov.
    _d("2026-10-23", "医生开了14天病假，从下周一开始。这14天里有几个工作日？我哪天回来上班？",
       [_leave("2026-10-26", "2026-11-08"), _add("2026-11-08", 1)],
       [(C, "zh", "下周一是10月26日，14天病假到11月8日（周日），其中工作日10天，11月9日（周一）回来上班。"),
        (C, "zh", "10月26日—11月8日，自然日14天：\n- 10/26–10/30 周一至周五：5个工作日\n- 10/31–11/1 周末\n"
                  "- 11/2–11/6 周一至周五：5个工作日\n- 11/7–11/8 周末\n合计10个工作日。返岗：11月9日 星期一。"),
        (C, "en", "Your sick leave runs 26 Oct – 8 Nov (14 calendar days), which covers 10 working days. "
                  "You're back on Monday 9 November."),
        (W, "zh", "十个工作日；十一月八日后的第一个工作日，也就是十一月十日（礼拜二）回来上班。"),
        (W, "zh", "14天病假就是14个工作日，到11月12日，11月13日回来上班。"),
        (W, "zh", "10月26日到11月8日有10个工作日，11月8日回来上班。"),
        (W, "zh", "从10月26日起共14天，其中工作日10个，11月9日（周二）返岗。"),
        (W, "en", "It covers 12 working days; you return on Monday 9 November."),
        ]),
    # Today is Saturday 14 Nov: 下周五 is 20 Nov; 3 working days' notice → submit by Tue 17 Nov.
    _d("2026-11-14", "这个周末在家想了想，打算下周五请一天假。公司要求提前3个工作日申请，最晚哪天要交？",
       [_add("2026-11-20", -3)],
       [(C, "zh", "下周五是11月20日。提前3个工作日，最晚11月17日（周二）提交。"),
        (C, "zh", "最晚下周二（11月17日）交。从17日往后数：18日周三、19日周四、20日周五正好是第3个工作日。"
                  "小提示：最好周一就交，给审批留点时间。"),
        (C, "en", "Next Friday is 20 November; with 3 working days' notice, submit by Tuesday 17 November at "
                  "the latest."),
        (C, "zh", "最晚 11.17（周二）交，当天交也算数。下周五是 11.20。"),
        (W, "zh", "最晚11月16日（周一）提交：提交当天不算，16日之后的第3个工作日就是20日。"),
        (W, "zh", "下周五是11月20日，最晚11月18日（周三）提交。"),
        (W, "zh", "下周五是11月27日，最晚11月24日（周二）提交。"),
        (W, "en", "Next Friday is the 20th, so submit by Wednesday 17 November."),
        ]),
    # Working days left in November 2026 counting Mon 23 Nov (6), and the first working day of December.
    _d("2026-11-23", "这个月算上今天还剩几个工作日？下个月第一个工作日是哪天？",
       [_leave("2026-11-23", "2026-11-30"), _add("2026-11-30", 1)],
       [(C, "zh", "本月含今天还有6个工作日：11月23日至27日（周一到周五）和11月30日（周一）。下个月第一个"
                  "工作日是12月1日（周二）。"),
        (C, "zh", "| 日期 | 星期 |\n|---|---|\n| 11/23 | 一 |\n| 11/24 | 二 |\n| 11/25 | 三 |\n| 11/26 | 四 |\n"
                  "| 11/27 | 五 |\n| 11/30 | 一 |\n\n共6个工作日；12月第一个工作日：12/1（周二）。"),
        (C, "en", "Six working days left in November including today (23–27 and 30 Nov); the first working day "
                  "of December is Tuesday 1 December."),
        (W, "zh", "还剩5个工作日（11月23日至27日），12月1日（周二）是下月第一个工作日。"),
        (W, "zh", "还剩8个工作日，12月1日上班。"),
        (W, "zh", "还剩6个工作日；下个月第一个工作日是12月1日（周一）。"),
        (W, "en", "6 working days left this month; December starts on a Tuesday, so the first working day is "
                  "Wednesday 2 December."),
        ]),
    # Leave Mon 28 Dec 2026 – back Mon 4 Jan 2027: 4 days (28–31 Dec); 元旦 2027 is estimated.
    _d("2026-12-07", "我想12月28日开始休年假，一直休到元旦之后，1月4日回来上班，需要请几天年假？",
       [_leave("2026-12-28", "2027-01-03")],
       [(C, "zh", "需要请4天：12月28日（周一）至12月31日（周四）。1月1日（周五）是元旦，2日、3日是周末。"
                  "注意2027年放假安排还没公布，以上按法定节日推算，以国务院通知为准。"),
        (C, "zh", "4天年假（12.28–12.31）。2027年元旦的安排是推算的，正式通知出来后可能有调整。"),
        (C, "en", "4 days of annual leave: Mon 28 – Thu 31 Dec. 1 Jan 2027 (Fri) is New Year's Day and 2–3 Jan "
                  "is the weekend. The 2027 holiday schedule hasn't been published yet, so this is an estimate."),
        (C, "zh", "逐日看：\n- 12月28日 周一 请假\n- 12月29日 周二 请假\n- 12月30日 周三 请假\n- 12月31日 周四 请假\n"
                  "- 1月1日 周五 元旦（法定假日）\n- 1月2日、3日 周六日\n合计请4天。"
                  "（2027年元旦放假安排尚未发布，按法定节日推算，仅供参考）"),
        (W, "zh", "需要请5天：12月28日至1月1日。"),
        (W, "zh", "需要请4天（12月28日至31日）。2027年元旦放假1月1日至3日，已经官方公布。"),
        (W, "zh", "请4天，12月28日到31日。"),
        (W, "en", "7 days, 28 Dec – 3 Jan."),
        (W, "zh", "请3天就够：12月29日至31日，因为12月28日是周日。（2027年安排尚未公布，仅供参考）"),
        ]),
    # 10 working days' notice from Fri 18 Dec 2026 reaches Mon 4 Jan 2027 (元旦 skipped, estimated).
    _d("2026-12-18", "今天提交年假申请，制度要求提前10个工作日，最早哪天能开始休？",
       [_add("2026-12-18", 10)],
       [(C, "zh", "最早2027年1月4日（周一）。从12月21日起数：12月21–25日5天、28–31日4天，1月1日元旦不算，"
                  "第10个工作日是1月4日。2027年放假安排尚未公布，按法定节日推算，仅供参考。"),
        (C, "zh", "最早 2027-01-04（星期一）开始休。（2027年的安排是推算的，以国务院公布为准）"),
        (C, "en", "Earliest start: Monday 4 January 2027 — the 10th working day after today, skipping New Year's "
                  "Day on Fri 1 Jan. The 2027 holiday schedule isn't out yet, so treat this as an estimate."),
        (C, "zh", "1月4日（礼拜一），元旦放假那天不计入。不过明年的放假通知还没发，这是估算的，可能会变。"),
        (W, "zh", "最早2027年1月1日。"),
        (W, "zh", "最早12月31日（周四）。2027年放假安排尚未公布，仅供参考。"),
        (W, "zh", "最早2026年1月4日（周一），2027年元旦安排按推算。"),
        (W, "en", "Earliest start: Monday 4 January 2027, as the official 2027 schedule confirms New Year's Day "
                  "on Friday 1 January."),
        ]),
    # A British writer's d/m range 21/12–8/1 across the year boundary: 14 working days (est. 2027).
    _d("2026-12-16", "I'm the UK liaison for the Shanghai office. How many China working days are there from "
                     "21/12 to 8/1 inclusive? I need it for the project plan.",
       [_leave("2026-12-21", "2027-01-08")],
       [(C, "en", "14 working days. Mon 21 – Fri 25 Dec (5; Christmas isn't a public holiday in China), "
                  "Mon 28 – Thu 31 Dec (4), New Year's Day on Fri 1 Jan is off, then Mon 4 – Fri 8 Jan (5). "
                  "The 2027 schedule is an estimate — the State Council hasn't published it yet."),
        (C, "en", "14 (21/12/2026 to 8/1/2027, with 1 Jan off for New Year). Note the 2027 holiday dates aren't "
                  "official yet, so this may change."),
        (C, "zh", "从12月21日到1月8日共14个工作日（自然日19天），1月1日元旦放假。2027年放假安排尚未公布，"
                  "按法定节日推算。"),
        (C, "en", "| Week | Working days |\n|---|---|\n| 21–25 Dec | 5 |\n| 28–31 Dec | 4 (1 Jan is New Year's "
                  "Day) |\n| 4–8 Jan | 5 |\n| **Total** | **14** |\n\nCaveat: the 2027 holiday notice hasn't been "
                  "issued; this is based on the statutory estimate."),
        (W, "en", "13 working days, since Christmas Day (25/12) and New Year's Day (1/1) are both off in China. "
                  "2027 dates are provisional."),
        (W, "zh", "21/12 到 8/1 一共19个工作日。"),
        (W, "en", "14 working days, based on the official 2027 holiday schedule."),
        (W, "en", "15 working days: 21–25 Dec, 28 Dec–1 Jan and 4–8 Jan."),
        (W, "zh", "共14个工作日，12月21日（周二）到1月8日（周五）。2027年安排尚属推算。"),
        ]),
    # 明天 / 后天 / 大后天 from Wed 30 Dec 2026: 31 Dec worked, 1 Jan 元旦 (est.), 2 Jan Saturday; back 4 Jan.
    _d("2026-12-30", "明天、后天、大后天分别要上班吗？元旦后哪天开始上班？",
       [_leave("2026-12-31", "2027-01-03"), _add("2026-12-31", 1)],
       [(C, "zh", "明天12月31日（周四）要上班；后天1月1日（周五）是元旦，放假；大后天1月2日是周六，休息。"
                  "元旦后1月4日（周一）开始上班。注：2027年放假安排尚未公布，以上为推算。"),
        (W, "zh", "- 明天 12.31 周四：上班\n- 后天 1.1 周五：元旦，休\n- 大后天 1.2 周六：休\n- 1.5 周二恢复上班\n"
                  "（2027年的安排是推算的，以国务院公布为准）"),
        (C, "en", "Tomorrow (Thu 31 Dec) is a working day; the day after (Fri 1 Jan) is New Year's Day, off; the "
                  "day after that (Sat 2 Jan) is the weekend. Back at work Monday 4 January. This uses an "
                  "estimate — the 2027 holiday notice isn't out yet."),
        (C, "zh", "明天上班，后天、大后天休息（元旦 + 周六），1月4号 Monday 回来上班。Note: 2027年的放假通知还没出，"
                  "这是按法定假日估算的。"),
        (W, "zh", "明天12月31日就放假了（元旦假期从12月31日开始），后天、大后天也休息，1月4日上班。"),
        (W, "zh", "明天要上班，后天元旦休，大后天1月2日周六休息，1月3日周日要调休上班。"),
        (W, "zh", "明天上班；后天（1月1日，周四）元旦；大后天周五休息；1月4日上班。（2027年为推算）"),
        (W, "en", "Tomorrow: working day. Day after: New Year's Day, off. Day after that: Saturday, off. "
                  "Back on Monday 4 January."),
        ]),
    # Today is 元旦 2027 (est.): the day after tomorrow is Sun 3 Jan (off); next working day Mon 4 Jan;
    # January 2027 has 20 working days.
    _d("2027-01-01", "Happy New Year! I'm on call today. Is the day after tomorrow a working day? When's the "
                     "next working day, and how many working days does January 2027 have?",
       [_add("2027-01-01", 1), _leave("2027-01-01", "2027-01-31")],
       [(C, "en", "No — the day after tomorrow is Sunday 3 January, a rest day. The next working day is Monday "
                  "4 January, and January 2027 has 20 working days (New Year's Day, Fri 1 Jan, is the only "
                  "holiday). The 2027 schedule hasn't been published yet, so this is an estimate."),
        (C, "en", "- Day after tomorrow: Sun 3 Jan — off\n- Next working day: Mon 4 Jan\n"
                  "- January 2027: 20 working days\n(Estimate: the official 2027 holiday notice is not out yet.)"),
        (C, "zh", "后天是1月3日（周日），不上班；下一个工作日是1月4日（周一）；2027年1月共20个工作日。"
                  "2027年放假安排尚未公布，仅供参考。"),
        (C, "en", "Sunday 3rd: not a working day. Next working day: Mon 4th. January: twenty working days "
                  "(31 calendar days, minus 10 weekend days and New Year's Day). The 2027 dates are provisional "
                  "until the State Council publishes its notice."),
        (W, "en", "No, Sun 3 Jan is off. Next working day is Mon 4 Jan. January 2027 has 21 working days "
                  "(estimated; the 2027 notice isn't out)."),
        (W, "zh", "后天是1月2日（周六），休息；下一个工作日1月4日（周一）；1月共20个工作日（2027年为推算）。"),
        (W, "zh", "后天1月3日周日休息，下一个工作日1月4日周一，一月份22个工作日。（2027年安排为推算）"),
        (W, "en", "No, Sunday 3 January is off. You're back Monday 4 January 2026, and January has 20 working "
                  "days; the 2027 dates are estimated."),
        ]),
    # Bridging 春节 2027 (est. 2月5日除夕–2月8日初三): leave 1–12 Feb needs 8 days.
    _d("2027-01-11", "今年春节想连着休：2月1日到2月12日。中间的春节假期不用请假吧？一共要请几天年假？",
       [_leave("2027-02-01", "2027-02-12")],
       [(C, "zh", "春节假期（按法定节日推算为2月5日除夕至2月8日初三）不用请。要请8天：2月1日–4日（周一到周四）"
                  "和2月9日–12日（周二到周五）。2027年放假安排尚未公布，实际以国务院通知为准。"),
        (C, "zh", "逐日：\n2/1 周一 请\n2/2 周二 请\n2/3 周三 请\n2/4 周四 请\n2/5 周五 除夕（法定假日）\n"
                  "2/6 周六 初一\n2/7 周日 初二\n2/8 周一 初三（法定假日）\n2/9 周二 请\n2/10 周三 请\n"
                  "2/11 周四 请\n2/12 周五 请\n合计8天年假。（2027年的安排是推算的，以国务院公布为准）"),
        (C, "en", "8 days of annual leave: 1–4 Feb and 9–12 Feb. The Spring Festival days 5–8 Feb are statutory "
                  "holidays on the estimate (the 2027 notice isn't published yet and may add bridging days and "
                  "make-up working days, so check again once it's out)."),
        (C, "zh", "八天。2月5日至8日是春节法定假期不用请，其余8个工作日要请。提醒：2027年春节放假通知还没发布，"
                  "这是推算，正式安排出来后可能要调整。"),
        (W, "zh", "要请12天，2月1日到12日。"),
        (W, "zh", "春节放2月5日至2月11日共7天，只需请5天：2月1日至4日和2月12日。"),
        (W, "zh", "请8天。春节假期2月5日（除夕）至2月8日（周一），2027年放假安排已正式公布。"),
        (W, "zh", "请8天：2月1日至4日、2月9日至12日。"),
        (W, "en", "You need 9 days: 1–5 Feb (New Year's Eve isn't a statutory holiday) and 9–12 Feb. "
                  "Estimate only; the 2027 schedule is not yet published."),
        ]),
    # Leave from Mon 15 Feb 2027 with 10 working days' notice: submit by Thu 28 Jan (春节 est. skipped).
    _d("2027-01-25", "我打算2月15日开始休年假，制度要求提前10个工作日提交，最晚哪天提交？",
       [_add("2027-02-15", -10)],
       [(C, "zh", "最晚1月28日（周四）提交。之后的工作日依次是1月29日、2月1–4日、2月9–12日、2月15日，"
                  "春节2月5–8日不计。2027年放假安排尚未公布，按法定节日推算，仅供参考。"),
        (C, "zh", "最晚1月28日（星期四）交。建议早点交，春节前审批的人可能也在休假。"
                  "（2027年春节安排是推算的，以国务院公布为准）"),
        (C, "en", "Submit by Thursday 28 January at the latest. Counting forward from then, the 10th working day "
                  "is Mon 15 Feb (Spring Festival, 5–8 Feb, skipped). Note: the 2027 holiday schedule is not yet "
                  "published; this is an estimate."),
        (C, "en", "Thu 28th Jan — estimate only, as the 2027 Spring Festival schedule hasn't been announced."),
        (W, "zh", "最晚1月29日（周五）提交。（2027年安排为推算）"),
        (W, "zh", "提前10个工作日，2月15日往前10天，就是2月5日（周五）提交。"),
        (W, "zh", "最晚1月28日（周三）提交（2027年安排为推算，仅供参考）。"),
        (W, "en", "Submit by Thursday 28 January. The Spring Festival holiday is 6–12 February, per the official "
                  "2027 schedule."),
        ]),
    # Today is 大年初一 2027 (Sat 6 Feb, est.): the break ends Mon 8 Feb (初三), back Tue 9 Feb.
    _d("2027-02-06", "新年好！今天大年初一，这次春节放到哪天？哪天开始上班？",
       [_add("2027-02-06", 1), _leave("2027-02-06", "2027-02-08")],
       [(C, "zh", "新年好！按法定节日推算，春节假期是2月5日（除夕）到2月8日（初三，周一），2月9日（周二）开始上班。"
                  "2027年的放假通知尚未公布，实际可能有调休，以国务院安排为准。"),
        (C, "zh", "放到2月8日（星期一），2月9日（星期二）上班。注意：2027年放假安排还没正式公布，这是按法定假日"
                  "估算的。"),
        (C, "en", "Happy New Year! On the statutory estimate the Spring Festival break runs to Mon 8 Feb (初三), "
                  "so you're back on Tuesday 9 February. The 2027 holiday notice hasn't been published, so this "
                  "may change."),
        (C, "zh", "假期到2月8日，2月9日 Tue 上班。（2027年安排尚未公布，仅供参考）"),
        (W, "zh", "春节放到2月8日，2月8日（周一）开始上班。"),
        (W, "zh", "假期到2月8日（周日），2月9日（周一）上班。（2027年安排尚未公布）"),
        (W, "zh", "春节放假到2月8日，2月9日（周二）上班，这是2027年官方公布的安排。"),
        (W, "en", "The break ends tomorrow, Sunday 7 February; you're back on Monday 8 February. "
                  "(2027 dates are estimated.)"),
        ]),
    # "A week from Monday" from Fri 19 Feb 2027 is Mon 1 Mar, only the 6th working day: earliest Tue 2 Mar.
    _d("2027-02-19", "If I hand in my leave form today and the rule is 7 working days' notice, can I start my "
                     "leave a week from Monday? If not, what's the earliest?",
       [_add("2027-02-19", 7)],
       [(C, "en", "No. A week from Monday is Monday 1 March, which is only the 6th working day after today. "
                  "The earliest start is Tuesday 2 March. (The 2027 holiday schedule isn't published yet, so "
                  "this rests on an estimate — though no statutory holiday falls in this stretch.)"),
        (C, "zh", "不行，3月1日只满足6个工作日。最早3月2日（周二）。注意：2027年放假安排还没正式公布，这是推算。"),
        (C, "en", "Working days after Fri 19 Feb:\n1. Mon 22 Feb\n2. Tue 23 Feb\n3. Wed 24 Feb\n4. Thu 25 Feb\n"
                  "5. Fri 26 Feb\n6. Mon 1 Mar\n7. Tue 2 Mar\nSo 1 March is too early; the earliest you can start "
                  "is Tuesday 2 March. (2027 holiday dates are estimated, not yet official.)"),
        (W, "en", "Yes, Monday 1 March works — that's 7 working days after today. (Estimated 2027 calendar.)"),
        (W, "en", "No; the earliest is Wednesday 3 March. (2027 schedule is an estimate.)"),
        (W, "en", "A week from Monday is Monday 8 March, so yes — that's well over 7 working days after today "
                  "(estimate)."),
        (W, "en", "No. The earliest start is Friday 26 February, 7 days after today."),
        ]),
    # Working days left in March 2027 after today (Mon 15 Mar): 12; 月底 31 March is a Wednesday (est.).
    _d("2027-03-15", "这个月除了今天还剩几个工作日？月底是星期几？",
       [_leave("2027-03-16", "2027-03-31")],
       [(C, "zh", "你问的是3月除今天以外还剩几个工作日：还剩12个（3月16日至31日），月底3月31日是周三。"
                  "2027年放假安排尚未公布，按法定节日推算（3月本来也没有法定节假日）。"),
        (C, "zh", "12个：16–19日4个，22–26日5个，29–31日3个。3月31日星期三。（2027年的安排是推算的，以国务院公布为准）"),
        (C, "en", "12 working days left after today (16–31 March); 31 March is a Wednesday. The 2027 holiday "
                  "schedule is not yet published, so this is an estimate."),
        (W, "zh", "还剩13个工作日，月底是周三。（推算）"),
        (W, "zh", "还剩16个工作日，月底是周三。2027年放假安排尚未公布。"),
        (W, "zh", "还剩12个工作日，月底3月31日是周四。2027年为推算。"),
        (W, "zh", "还剩12个工作日，月底3月31日周三。"),
        ]),
    # The 5th working day of April 2027 is Thu 8 April (清明 Mon 5 April skipped, est.).
    _d("2027-03-24", "Our reports are due on the 5th working day of April. Which day is that? Also, is Qingming "
                     "a day off this year?",
       [_add("2027-03-31", 5)],
       [(C, "en", "Thursday 8 April. April's working days start Thu 1 and Fri 2; Mon 5 April is Qingming "
                  "(Tomb-Sweeping Day) and a day off, so Tue 6, Wed 7 and Thu 8 are the 3rd to 5th. The 2027 "
                  "schedule isn't published yet; this is an estimate."),
        (C, "zh", "4月第5个工作日是4月8日（周四）；清明节4月5日（周一）放假。2027年放假安排尚未公布，"
                  "按法定节日推算，仅供参考。"),
        (C, "en", "- Thu 1 Apr: 1\n- Fri 2 Apr: 2\n- Mon 5 Apr: Qingming holiday\n- Tue 6 Apr: 3\n- Wed 7 Apr: 4\n"
                  "- Thu 8 Apr: **5**\nDue Thursday, April 8th; and yes, Qingming (Mon 5 April) is off. "
                  "(2027 holidays are estimated — not yet officially announced.)"),
        (W, "en", "Wednesday 7 April. Qingming isn't a day off in 2027 because it falls on a weekend."),
        (W, "en", "Thursday 8 April. Qingming is on Sunday 4 April, and Monday 5 April is the substitute day "
                  "off. (Estimated.)"),
        (W, "zh", "4月第5个工作日是4月7日（周四），清明节4月5日放假。2027年为推算。"),
        (W, "en", "Thursday 8 April 2026 — Qingming (Mon 5 Apr) is off; the 2027 dates are estimated."),
        ]),
]
