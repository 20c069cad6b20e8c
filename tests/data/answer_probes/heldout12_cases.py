"""The twelfth held-out probe set, calendar part: questions, the date-tool calls a model would make, and final
answers written by hand after reading the tools' REAL results (make_heldout12.py runs the calls and writes
heldout12.jsonl). Written blind: by a helper who never read the answer check's code, its prompts, the bench,
the unit tests or any earlier probe set beyond the helpers of heldout4_cases.py, and who never ran the check.

Material (new for this set): 春节 2026 (2月15日–23日, make-up Saturdays 2月14日 and 2月28日), 元旦 2026 as a
today (make-up Sunday 1月4日), 元旦 2027 and 春节 2027 (estimated by the calendar: 1月1日; 2月5日–8日; correct
answers carry the caveat), a 30-calendar-day notice period ending inside a holiday (2026 and 2027), 试用期 of 3 and
6 natural months, a payroll/expense cut-off on the 25th moved to the previous working day, working days of whole
months (2026年2月, 2026年10月, 2027年1月), leave across the year end split per year, half days and hours
(8-hour day), "N working days before X" counted backwards, "the last working day before the holiday",
make-up Saturdays as the end of a leave, a today that is a holiday and a today that is a make-up Saturday,
this week / next week / 下下周, "下周二"-style dates, English m/d and d/m dates, two questions whose today is in 2027.
Shapes: earliest start after notice, latest submission, count a range, day back at work, calendar vs working
days, leave balance left after a request, a schedule table of several requests.
Forms: one-liners, long explanations, numbered and bullet lists, Markdown tables, m/d, d/m, "3月5号", "9 Feb",
全角数字, 中文数字, relative days; Chinese and English answers; answers with extra true facts.
Errors (one per wrong answer): wrong date, wrong weekday, off by one, calendar vs working days, a holiday counted
as a working day, a make-up day forgotten, a wrong day back, a wrong year, a wrong total, a wrong remainder,
a missing estimate caveat, an estimate called official, an invented rule.
Never tuned on: every case is report.

Audit (calendar part): a second blind helper rebuilt the 20 questions' real tool results (make_heldout12.py
--part calendar) and judged all 160 answers one by one against them, chinese_calendar for 2026, the repo's
workcalendar estimate for 2027 (caveat required), datetime weekdays, arithmetic and the 8-hour day. All labels
held; three answer texts were tightened minimally (labels unchanged): h12-005 (W) now says 2月20日 "是工作日", so
its error (a 春节 holiday taken as the first day at the new company) can no longer be read as "joining on a
holiday is allowed"; h12-081 (C) "2/12（周四）前提交" → "最晚2/12（周四）提交", since "X前" can be read as "before
2/12" (exclusive); h12-093 (W) latest submission 1月29日（周五） → 1月28日（周四）, because 1月29日 is right under the
"three full working days between" reading of "提前3个工作日" (that question has no "提交当天不算"), while 1月28日 is
wrong under every reading. Final counts: 20 questions, 160 answers, 69 correct, 91 wrong."""
from __future__ import annotations

from heldout4_cases import CAV, CAV2, CAV_EN, C, W, _d


def _L(start, end):
    return ("calculate_leave_days", {"start_date": start, "end_date": end})


def _A(date, days):
    return ("add_workdays", {"date": date, "days": days})


CALENDAR_CASES = [
    # 1. Today Tue 2026-01-20. Notice 30 calendar days from the next day: 2026-01-21 … Thu 2026-02-19 (30 natural
    # days, 19 working days; 2月14日 Sat is a make-up day inside). 2月19日 is inside 春节 (2月15日–23日), so the
    # first working day after the notice is Tue 2026-02-24.
    _d("2026-01-20", "我今天提离职，合同约定提前30天书面通知，从提交次日开始算。通知期最后一天是哪天？新公司最早哪天能入职？",
       [_L("2026-01-21", "2026-02-19"), _A("2026-02-19", 1)],
       [(C, "zh", "通知期从1月21日起算30个自然日，到2026年2月19日（周四）结束，这一天正好在春节假期里（2月15日至23日）。"
                  "之后第一个工作日是2月24日（周二），新公司最早这天入职。"),
        (C, "zh", "最后一天：2/19（周四，春节放假中）；最早入职：2/24（周二）。"),
        (C, "en", "Your notice runs 21 Jan – 19 Feb 2026: 30 calendar days, 19 of them working days. 19 Feb is a Thursday "
                  "inside the Spring Festival break (15–23 Feb), so the earliest you can start the new job is Tuesday 24 Feb."),
        (W, "zh", "通知期到2月20日（周五）结束，新公司最早2月24日（周二）入职。"),  # off by one (end date)
        (W, "zh", "1月21日至2月19日共30个工作日，通知期到2月19日（周四）结束，最早2月24日（周二）入职。"),  # calendar vs working
        (W, "zh", "通知期2月19日（周四）结束，第二天2月20日（周五）是工作日，就可以去新公司报到。"),  # holiday counted as working day
        (W, "zh", "通知期最后一天是2月19日（周三），最早2月24日（周二）入职。"),  # wrong weekday
        (W, "zh", "通知期到2月19日（周四）结束，赶上春节，最早2027年2月24日入职。"),  # wrong year
        ]),
    # 2. Today Sat 2026-02-14: a 春节 make-up working day. 春节 2026-02-15 (Sun) … 2026-02-23 (Mon), 9 days, 0 working
    # days; back Tue 2026-02-24. (Sat 2026-02-28 is the other make-up day.)
    _d("2026-02-14", "今天周六要上班吗？春节从哪天放到哪天？节后哪天上班？",
       [_L("2026-02-15", "2026-02-23"), _A("2026-02-23", 1)],
       [(C, "zh", "要上班，今天（2月14日，周六）是春节调休上班日。春节假期从2月15日（周日）放到2月23日（周一），共9天，"
                  "2月24日（周二）开始上班。"),
        (C, "zh", "今天调休，正常上班。假期：2/15–2/23，连休九天；返岗：2/24 周二。"),
        (C, "en", "Yes — Saturday 14 February is a make-up working day for Spring Festival. The break runs from Sunday 15 Feb "
                  "to Monday 23 Feb (9 days) and work resumes on Tuesday 24 Feb. Saturday 28 Feb is another make-up working day."),
        (C, "zh", "| 项目 | 日期 |\n|---|---|\n| 今天 | 2月14日 周六，调休上班 |\n| 春节假期 | 2月15日（周日）— 2月23日（周一），9天 |\n"
                  "| 节后上班 | 2月24日（周二） |"),
        (W, "zh", "今天是周六，不用上班。春节2月15日至23日放假，2月24日（周二）上班。"),  # make-up day forgotten
        (W, "zh", "要上班（调休）。春节假期是2月15日至2月22日（周日），共8天，2月23日（周一）上班。"),  # holiday counted as working day
        (W, "zh", "要上班，今天是调休。春节2月15日至2月23日，共8天，2月24日（周二）上班。"),  # wrong total
        (W, "en", "Yes, today is a make-up working day. The holiday is 15–23 February (9 days) "
                  "and you're back on Wednesday 24 February."),  # wrong weekday
        ]),
    # 3. Today Tue 2026-02-17, a 春节 holiday. 下周一 = Mon 2026-02-23, still 春节. 5 working days of leave:
    # Tue 02-24, 25, 26, Fri 27, Sat 02-28 (make-up day) → leave ends Sat 2026-02-28; back Mon 2026-03-02.
    _d("2026-02-17", "今天还在放春节假。我打算从下周一开始请5个工作日的年假，请到哪天为止？哪天回来上班？",
       [_A("2026-02-22", 5), _A("2026-02-28", 1)],
       [(C, "zh", "下周一（2月23日）还在春节假期里，不占年假。5个工作日是2月24日（周二）到2月28日（周六，调休上班日），"
                  "3月2日（周一）回来上班。"),
        (C, "zh", "年假：2/24–2/28（共5个工作日，含2/28周六调休）；返岗：3月2号周一。"),
        (C, "en", "Monday 23 Feb is still part of the Spring Festival holiday, so your five working days are Tue 24 – Sat 28 Feb "
                  "(the 28th is a make-up Saturday). You're back on Monday, March 2."),
        (W, "zh", "5个工作日是2月24日至2月27日，再加3月2日，3月3日（周二）回来上班。"),  # make-up day forgotten
        (W, "zh", "从2月23日（周一）开始请，5个工作日到2月27日（周五），2月28日（周六，调休）回来上班。"),  # holiday counted as working day
        (W, "zh", "年假从2月24日请到2月28日（周六调休日），3月2日（周二）回来上班。"),  # wrong weekday
        (W, "zh", "请2月24日至2月28日（周六调休）共5个工作日，3月1日回来上班。"),  # wrong day back (a Sunday)
        (W, "en", "Your leave covers Tue 24 – Sat 28 Feb, which is 5 working days, but leave taken straight after Spring Festival "
                  "is charged at 7 days of annual leave. You're back on Monday 2 March."),  # invented rule
        ]),
    # 4. February 2026: 28 calendar days, 16 working days (春节 2月15日–23日 removes 6 weekdays; make-up Saturdays
    # 2月14日 and 2月28日 added).
    _d("2026-01-15", "How many working days are there in February 2026, and how many calendar days?",
       [_L("2026-02-01", "2026-02-28")],
       [(C, "en", "February 2026 has 28 calendar days and 16 working days: the Spring Festival break (15–23 Feb) takes out six "
                  "weekdays, and the two make-up Saturdays (14 and 28 Feb) are added back."),
        (C, "en", "16 working days out of 28 calendar days."),
        (C, "zh", "2026年2月共28天，其中工作日16天（春节2月15日至23日放假，2月14日、2月28日两个周六调休上班）。"),
        (C, "en", "- Calendar days: 28\n- Working days: 16\n- Holiday: Spring Festival, 15/2–23/2\n- Make-up Saturdays: 14/2 and 28/2"),
        (W, "en", "February 2026 has 28 calendar days but only 14 working days, because of the "
                  "Spring Festival holiday from 15 to 23 February."),  # make-up days forgotten
        (W, "en", "The Spring Festival holiday runs 15–22 February, so Monday the 23rd is a normal working day; with the two make-up "
                  "Saturdays that gives 17 working days out of 28 calendar days."),  # holiday counted as working day
        (W, "en", "29 calendar days and 16 working days."),  # wrong total (calendar days)
        (W, "en", "16 working days in 28 calendar days; the make-up days are Sunday 14 Feb and Saturday 28 Feb."),  # wrong weekday
        ]),
    # 5. October 2026: 31 days, 18 working days (国庆 10月1日–7日, make-up Sat 10月10日). January 2027 (estimated):
    # 31 days, 20 working days (only 元旦 Fri 2027-01-01 off in the estimate) — caveat needed.
    _d("2026-09-10", "2026年10月和2027年1月各有多少个工作日？",
       [_L("2026-10-01", "2026-10-31"), _L("2027-01-01", "2027-01-31")],
       [(C, "zh", "2026年10月有18个工作日（国庆10月1日至7日放假，10月10日周六调休上班）；2027年1月按推算有20个工作日"
                  "（只扣1月1日元旦）。" + CAV),
        (C, "zh", "| 月份 | 工作日 | 说明 |\n|---|---|---|\n| 2026年10月 | 18 | 国庆放7天，10/10（周六）补班 |\n"
                  "| 2027年1月 | 20（推算） | 1/1 元旦；2027年安排尚未公布，以国务院通知为准 |"),
        (C, "en", "October 2026: 18 working days. January 2027: about 20 working days — only New Year's Day (Fri 1 Jan) is off "
                  "in the estimate." + CAV_EN),
        (W, "zh", "2026年10月有18个工作日，2027年1月有20个工作日（1月1日元旦放假一天）。"),  # missing caveat
        (W, "zh", "2026年10月18个工作日；2027年1月20个工作日，这是国务院已经公布的2027年放假安排。"),  # estimate called official
        (W, "zh", "10月国庆放7天，工作日17个；2027年1月推算为20个工作日（尚未公布，仅供参考）。"),  # make-up day forgotten
        (W, "zh", "2026年10月18个工作日；2027年1月有21个工作日，元旦1月1日那天照常上班。" + CAV2),  # holiday counted as working day
        (W, "zh", "2026年10月18个工作日；2027年1月推算为20个，扣掉的是1月1日（周四）元旦。" + CAV2),  # wrong weekday
        ]),
    # 6. Today Mon 2026-07-20, start day. 6 natural months: probation ends Tue 2027-01-19, confirmed Wed 2027-01-20.
    # 2026-07-20 … 2027-01-19: 184 calendar days, 127 working days (2027 part estimated) — caveat needed.
    _d("2026-07-20", "我今天入职，试用期6个月（按自然月算），试用期到哪天结束？哪天转正？试用期里有多少个工作日？",
       [_L("2026-07-20", "2027-01-19"), _A("2027-01-19", 1)],
       [(C, "zh", "试用期自2026年7月20日起6个月，到2027年1月19日（周二）结束，1月20日（周三）转正。期间共184个自然日、"
                  "127个工作日。" + CAV2),
        (C, "en", "Probation ends on Tuesday 19 January 2027 and you're confirmed on Wednesday 20 January 2027. It covers "
                  "184 calendar days and 127 working days; the January 2027 part uses an estimated holiday calendar because "
                  "the 2027 schedule hasn't been published."),
        (C, "zh", "1. 试用期截止：2027年1月19日（周二）\n2. 转正：2027年1月20日（周三）\n3. 工作日：127天（自然日184天）\n"
                  "注：2027年的节假日是按法定节日推算的，官方安排尚未公布，仅供参考。"),
        (W, "zh", "试用期到2026年1月19日结束，2026年1月20日转正，期间127个工作日。" + CAV2),  # wrong year
        (W, "zh", "试用期到2027年1月19日（周二）结束，1月20日（周三）转正；期间共184个工作日。" + CAV2),  # calendar vs working
        (W, "zh", "试用期到2027年1月19日（周二）结束，1月20日（周三）转正，试用期内共127个工作日。"),  # missing caveat
        (W, "zh", "试用期到2027年1月20日（周三）结束，1月21日（周四）转正，约127个工作日。" + CAV2),  # off by one
        (W, "zh", "试用期到2027年1月19日（周一）结束，次日转正，共127个工作日。" + CAV2),  # wrong weekday
        ]),
    # 7. Today Mon 2026-03-09, start day. 3 natural months: ends Mon 2026-06-08, confirmed Tue 2026-06-09.
    # 92 calendar days, 63 working days (清明 4月6日, 劳动节 5月1日–5日 off; make-up Sat 5月9日).
    _d("2026-03-09", "I started today (3/9/2026, i.e. March 9). My probation is 3 calendar months. When does it end, when am I "
                     "confirmed, and how many working days does the probation cover?",
       [_L("2026-03-09", "2026-06-08"), _A("2026-06-08", 1)],
       [(C, "en", "Probation runs from 9 March to Monday 8 June 2026, so you're confirmed on Tuesday 9 June. That's 92 calendar "
                  "days and 63 working days (Qingming and the Labour Day break fall inside; Saturday 9 May is a make-up working day)."),
        (C, "en", "Ends 6/8 (Mon); confirmed 6/9 (Tue); 63 working days."),
        (C, "zh", "试用期到6月8日（周一）结束，6月9日（周二）转正，共63个工作日。"),
        (C, "en", "End: 8/6/2026 (Monday 8 June). Confirmation: 9/6 (Tuesday). Working days: 63 of 92 calendar days."),
        (W, "en", "Your probation ends on Sunday 7 June and you're confirmed on Monday 8 June; it covers 63 working days."),  # off by one
        (W, "en", "Probation ends Monday 8 June, confirmation Tuesday 9 June, and it covers 92 working days."),  # calendar vs working
        (W, "en", "Probation ends Monday 8 June and you're confirmed Tuesday 9 June. Taking out the Qingming and Labour Day "
                  "holidays leaves 62 working days."),  # make-up day forgotten
        (W, "en", "It ends on Monday 8 June; you're confirmed on Wednesday 9 June; 63 working days in total."),  # wrong weekday
        ]),
    # 8. Cut-off on the 25th, moved to the previous working day on a weekend/holiday. 2026-07-25 Sat → Fri 07-24;
    # 2026-09-25 Fri is 中秋 → Thu 09-24; 2026-10-25 Sun → Fri 10-23.
    _d("2026-07-01", "报销截止日是每月25日，遇周末或节假日提前到前一个工作日。今年7月、9月、10月的截止日分别是哪天？",
       [_L("2026-07-20", "2026-07-25"), _L("2026-09-21", "2026-09-25"), _L("2026-10-19", "2026-10-25")],
       [(C, "zh", "| 月份 | 25日 | 截止日 |\n|---|---|---|\n| 7月 | 周六 | 7月24日（周五） |\n| 9月 | 中秋节假期 | 9月24日（周四） |\n"
                  "| 10月 | 周日 | 10月23日（周五） |"),
        (C, "en", "July: Fri 24 Jul (the 25th is a Saturday). September: Thu 24 Sep (the 25th is the Mid-Autumn holiday). "
                  "October: Fri 23 Oct (the 25th is a Sunday)."),
        (C, "zh", "7月24日（周五）、9月24日（周四）、10月23日（周五）。"),
        (C, "zh", "7月25日是周六，提前到7月24号周五；9月25日是中秋节放假（9月25日至27日都放），提前到9月24号周四；"
                  "10月25日是周日，提前到10月23号周五。"),
        (W, "zh", "7月24日（周五）、9月25日（周五）、10月23日（周五）。"),  # holiday counted as working day
        (W, "zh", "7月24日（周五）、9月24日（周四）、10月22日（周四）。"),  # wrong date
        (W, "zh", "7月24日（周五）、9月24日（周三）、10月23日（周五）。"),  # wrong weekday
        (W, "zh", "7月24日（周五）、9月24日（周四）、10月23日（周五）。另外按规定，节前一周的报销单须部门负责人加签，"
                  "所以9月的单子实际要在9月18日前交。"),  # invented rule
        ]),
    # 9. Today Thu 2026-12-10. Leave Wed 2026-12-30 … Wed 2027-01-06 (8 calendar days): 2026 part 12-30, 12-31 = 2
    # working days; 2027 part 01-04, 05, 06 = 3 working days (元旦 01-01 estimated holiday, 01-02/03 weekend). Total 5.
    _d("2026-12-10", "我打算12月30日休到2027年1月6日，跨年了，年假分别扣2026年和2027年各几天？一共几天？",
       [_L("2026-12-30", "2026-12-31"), _L("2027-01-01", "2027-01-06")],
       [(C, "zh", "2026年扣2天（12月30日、31日），2027年扣3天（1月4日至6日；1月1日元旦和1月2日、3日周末不扣），一共5天。" + CAV),
        (C, "en", "2 days from your 2026 balance (Wed 30 and Thu 31 Dec) and 3 days from 2027 (Mon 4 – Wed 6 Jan), 5 in total. "
                  "New Year's Day 2027 is treated as a holiday based on an estimate, as the 2027 schedule hasn't been announced."),
        (C, "zh", "| 年份 | 日期 | 扣年假 |\n|---|---|---|\n| 2026 | 12/30–12/31 | 2天 |\n| 2027 | 1/4–1/6 | 3天 |\n| 合计 | | 5天 |\n\n"
                  "1月1日元旦按推算放假" + CAV2),
        (W, "zh", "2026年扣2天（12月30日、31日），2027年扣3天（1月4日至6日），一共5天。"),  # missing caveat
        (W, "zh", "2026年扣2天，2027年扣4天（1月1日、4日、5日、6日），一共6天。" + CAV2),  # holiday counted as working day
        (W, "zh", "2026年扣2天，2027年扣6天（1月1日至6日），一共8天。" + CAV2),  # calendar vs working
        (W, "zh", "2026年扣2天（12月30日周二、31日周三），2027年扣3天（1月4日至6日），共5天。" + CAV2),  # wrong weekday
        (W, "zh", "按国务院已发布的2027年放假安排，元旦只放1月1日一天，所以2026年扣2天、2027年扣3天，共5天。"),  # estimate called official
        ]),
    # 10. Today Tue 2026-11-24. 40 h balance, 8-hour days. This Thursday (2026-11-26) afternoon = 4 h; next Mon–Wed
    # 2026-11-30 … 2026-12-02 = 3 working days = 24 h. Uses 28 h (3.5 days), leaves 12 h (1.5 days).
    _d("2026-11-24", "I have 40 hours of annual leave left (we work 8-hour days). I want this Thursday afternoon off plus next "
                     "Monday to Wednesday. How many hours does that use, and how much is left?",
       [_L("2026-11-30", "2026-12-02")],
       [(C, "en", "This Thursday (26 Nov) afternoon is 4 hours and Mon 30 Nov – Wed 2 Dec is 3 working days = 24 hours, so you "
                  "use 28 hours (3.5 days) and have 12 hours (1.5 days) left."),
        (C, "en", "28 h used, 12 h left."),
        (C, "zh", "本周四（11月26日）下午半天4小时，下周一至周三（11月30日至12月2日）3天共24小时，合计28小时，剩余12小时，即1.5天。"),
        (C, "en", "- Thu 26/11 afternoon: 4 h\n- Mon 30/11 – Wed 2/12: 3 × 8 = 24 h\n- Total: 28 h\n- Remaining: 40 − 28 = 12 h"),
        (W, "en", "Thursday afternoon (4 h) plus Mon 30 Nov – Wed 2 Dec (24 h) is 28 hours, leaving you 14 hours."),  # wrong remainder
        (W, "en", "Thursday afternoon 4 h + 3 days × 8 h = 32 hours in total, so 8 hours are left."),  # wrong total
        (W, "en", "Next Monday to Wednesday is 1–3 December (24 h) and Thursday afternoon is 4 h: 28 hours used, 12 left."),  # wrong date
        (W, "en", "Friday 26 Nov afternoon is 4 hours and Mon 30 Nov – Wed 2 Dec is 24 hours: 28 hours used, 12 hours left."),  # wrong weekday
        ]),
    # 11. Today Thu 2026-02-05. Leave from Tue 2026-02-24 with 3 working days' notice (submission day not counted):
    # latest submission Thu 2026-02-12 (then Fri 02-13, Sat 02-14 make-up day, Tue 02-24).
    _d("2026-02-05", "节后2月24日我想开始休年假，公司要求提前3个工作日提交申请（提交当天不算），最晚哪天提交？",
       [_A("2026-02-24", -3)],
       [(C, "zh", "最晚2月12日（周四）提交。之后的3个工作日是2月13日（周五）、2月14日（周六，调休上班）和2月24日（周二），"
                  "春节2月15日至23日不算。"),
        (C, "zh", "最晚2/12（周四）提交就行。"),
        (C, "en", "Thursday 12 Feb at the latest — the three working days after it are Fri 13 Feb, the make-up Saturday 14 Feb, "
                  "and Tue 24 Feb."),
        (W, "zh", "最晚2月11日（周三）提交，之后的工作日是2月12日、13日和24日。"),  # make-up day forgotten
        (W, "zh", "提前3天就行，2月21日提交即可。"),  # calendar vs working
        (W, "zh", "最晚2月12日（周五）提交。"),  # wrong weekday
        (W, "zh", "最晚2月13日（周五）提交，之后是2月14日调休和2月24日。"),  # off by one
        (W, "zh", "最晚2月12日（周四）提交；不过春节前后请假按规定要提前10个工作日，所以实际要在1月29日前提交。"),  # invented rule
        ]),
    # 12. Today Mon 2027-01-18 (2027: estimated). 春节 2027 estimated 2月5日（周五）–2月8日（周一）; last working day
    # before it Thu 2027-02-04; leave from 02-04 with 3 working days' notice → latest submission Mon 2027-02-01.
    _d("2027-01-18", "春节前最后一个工作日是哪天？我想从那天开始休到春节结束，公司要求提前3个工作日申请，最晚哪天提交？",
       [_L("2027-02-01", "2027-02-08"), _A("2027-02-04", -3)],
       [(C, "zh", "按推算，春节前最后一个工作日是2月4日（周四），春节假期是2月5日至8日；提前3个工作日的话最晚2月1日（周一）提交。"
                  "2027年放假安排尚未公布，以国务院通知为准。"),
        (C, "en", "Based on an estimate (the 2027 schedule isn't official yet): the last working day before Spring Festival is "
                  "Thursday 4 Feb, and with 3 working days' notice you must apply by Monday 1 Feb."),
        (C, "zh", "1. 节前最后一个工作日：2月4号（周四）\n2. 最晚提交：2月1号（周一）\n" + CAV2),
        (W, "zh", "春节前最后一个工作日是2月4日（周四），春节放2月5日至8日，最晚2月1日（周一）提交申请。"),  # missing caveat
        (W, "zh", "根据已公布的2027年放假安排，春节前最后一个工作日是2月4日（周四），最晚2月1日（周一）提交。"),  # estimate called official
        (W, "zh", "按推算，最后一个工作日是2月4日（周四），最晚1月28日（周四）提交。" + CAV2),  # wrong date
        (W, "zh", "按推算，最后一个工作日是2月4日（周五），最晚2月1日（周一）提交。" + CAV2),  # wrong weekday
        (W, "zh", "按推算，除夕2月5日（周五）还要上班，这是节前最后一个工作日，最晚2月2日（周二）提交。" + CAV2),  # holiday counted as working day
        ]),
    # 13. Today Wed 2027-01-27 (estimated year). Next Tuesday = 2027-02-02. Leave Tue 02-02 … Thu 02-04 = 3 working
    # days; 春节 estimated Fri 02-05 … Mon 02-08; back Tue 2027-02-09. Caveat needed.
    _d("2027-01-27", "I'd like to take leave from next Tuesday through the end of the Spring Festival break. How many days of "
                     "annual leave is that, and when am I back at work?",
       [_L("2027-02-02", "2027-02-08"), _A("2027-02-08", 1)],
       [(C, "en", "Next Tuesday is 2 Feb. You'd use 3 days of annual leave (Tue 2 – Thu 4 Feb); the Spring Festival break is "
                  "estimated at Fri 5 – Mon 8 Feb, so you'd be back on Tuesday 9 Feb." + CAV_EN),
        (C, "en", "3 days (2/2–2/4), back Tue 2/9 — estimated, pending the official 2027 holiday notice."),
        (C, "zh", "下周二是2月2日，休2日至4日共3天年假，2月9日（周二）回来上班。" + CAV2),
        (C, "en", "- Leave: Tuesday 2 – Thursday 4 February (3 working days)\n- Spring Festival (estimate): 5–8 February\n"
                  "- Back at work: Tuesday 9 February\nThese 2027 dates are an estimate; the official schedule hasn't been released."),
        (W, "en", "You'd take Tue 2 – Thu 4 Feb, i.e. 3 days of annual leave, and be back on Tuesday 9 Feb."),  # missing caveat
        (W, "en", "3 days of leave (2–4 Feb), and you're back on Monday 8 Feb." + CAV_EN),  # wrong day back
        (W, "en", "From 2 to 8 Feb is 7 days of annual leave; you're back on Tuesday 9 Feb." + CAV_EN),  # calendar vs working
        (W, "en", "Next Tuesday is 2 Feb: 3 days of annual leave (2–4 Feb), back on 9 February 2026." + CAV_EN),  # wrong year
        ]),
    # 14. Today Thu 2026-01-01, 元旦 (holiday 01-01 … 01-03; make-up Sun 2026-01-04). Tomorrow Fri 01-02 is a holiday.
    # 下周一 = Mon 2026-01-05; 3 days 01-05 … 01-07; back Thu 2026-01-08.
    _d("2026-01-01", "今天元旦放假，明天要上班吗？我下周一开始请3天假，哪天回来上班？",
       [_L("2026-01-02", "2026-01-04"), _L("2026-01-05", "2026-01-07"), _A("2026-01-07", 1)],
       [(C, "zh", "明天1月2日（周五）还是元旦假期，不用上班；注意1月4日（周日）要调休上班。下周一请3天假是1月5日至7日，"
                  "1月8日（周四）回来上班。"),
        (C, "zh", "不用。元旦放1日–3日，4日周日补班。请假5–7日，8日（周四）返岗。"),
        (C, "en", "No — Fri 2 Jan is still part of the New Year holiday (1–3 Jan), though Sunday 4 Jan is a make-up working day. "
                  "Leave from Mon 5 to Wed 7 Jan means you're back on Thursday 8 Jan."),
        (W, "zh", "明天（1月2日，周五）要上班，元旦只放1月1日一天。下周一请3天假，1月8日（周四）回来。"),  # holiday counted as working day
        (W, "zh", "明天不用上班，元旦一直休到1月4日（周日）。下周一起请3天（5日至7日），1月8日（周四）回来上班。"),  # make-up day forgotten
        (W, "zh", "明天1月2日还在放假。下周一请3天是1月5日至7日，1月9日（周五）回来上班。"),  # wrong day back
        (W, "zh", "明天还放假，1月4日周日补班。请1月5日至7日，1月8日（周三）回来。"),  # wrong weekday
        (W, "zh", "明天不用上班，1月4日（周日）调休上班。不过元旦后第一周请假按规定须提前5个工作日申请，下周一请不了，"
                  "最早1月12日才能开始请。"),  # invented rule
        ]),
    # 15. Today Wed 2026-12-02. Notice 30 calendar days from the next day: 2026-12-03 … Fri 2027-01-01 (元旦, estimated
    # holiday; 21 working days inside). Earliest working day after: Mon 2027-01-04. Caveat needed.
    _d("2026-12-02", "I'm handing in my notice today (12/2/2026). The notice period is 30 calendar days counted from the next "
                     "day. When does it end, and what's the earliest working day I could start at a new company?",
       [_L("2026-12-03", "2027-01-01"), _A("2027-01-01", 1)],
       [(C, "en", "Your notice runs from 3 Dec 2026 to Friday 1 Jan 2027 — New Year's Day. The earliest working day after "
                  "that is Monday 4 January 2027. The 2027 holiday schedule hasn't been published, so the January dates are estimates."),
        (C, "en", "Ends 1/1/2027 (Fri, a holiday); earliest start Mon 1/4/2027 — estimated, since 2027's official schedule isn't out."),
        (C, "zh", "通知期12月3日至2027年1月1日（周五，元旦），最早2027年1月4日（周一）入职。" + CAV),
        (W, "en", "The notice ends on Friday 1 January 2027 (New Year's Day), and the earliest start is Monday 4 January 2027."),  # missing caveat
        (W, "en", "The notice ends on Thursday 31 December 2026; earliest start Monday 4 January 2027." + CAV_EN),  # off by one
        (W, "en", "Thirty working days from 3 December takes you to Thursday 14 January 2027, "
                  "so the earliest start is Friday 15 January 2027." + CAV_EN),  # calendar vs working
        (W, "en", "It ends Thursday 1 January 2027 and you could start on Monday 4 January 2027." + CAV_EN),  # wrong weekday
        (W, "en", "It ends Friday 1 January 2027, so the earliest start is Saturday 2 January 2027." + CAV_EN),  # wrong day back
        ]),
    # 16. Three requests: A 2026-02-12 … 02-14 = 3 working days (Sat 02-14 make-up); B 02-24 … 02-28 = 5 (Sat 02-28
    # make-up); C 03-02 … 03-03 = 2. Total 10.
    _d("2026-02-02", "帮我排一下三段请假：A 2月12日至14日，B 2月24日至28日，C 3月2日至3日，各占几个工作日？一共几天？",
       [_L("2026-02-12", "2026-02-14"), _L("2026-02-24", "2026-02-28"), _L("2026-03-02", "2026-03-03")],
       [(C, "zh", "| 申请 | 日期 | 工作日 | 备注 |\n|---|---|---|---|\n| A | 2月12日–14日 | 3 | 14日周六调休上班 |\n"
                  "| B | 2月24日–28日 | 5 | 28日周六调休上班 |\n| C | 3月2日–3日 | 2 | |\n| 合计 | | 10 | |"),
        (C, "zh", "A 3天、B 5天、C 2天，共10个工作日（2月14日、28日两个周六是调休上班日，都要算）。"),
        (C, "en", "| Request | Dates | Working days |\n|---|---|---|\n| A | 12–14 Feb | 3 (Sat 14 Feb is a make-up day) |\n"
                  "| B | 24–28 Feb | 5 (Sat 28 Feb is a make-up day) |\n| C | 2–3 Mar | 2 |\n| Total | | 10 |"),
        (C, "zh", "1. A：２月１２日（周四）至１４日（周六），３个工作日\n2. B：２月２４日（周二）至２８日（周六），５个工作日\n"
                  "3. C：３月２日（周一）至３日（周二），２个工作日\n合计１０个工作日。"),
        (W, "zh", "A 2天（周六不算）、B 4天、C 2天，一共8个工作日。"),  # make-up days forgotten
        (W, "zh", "| 申请 | 工作日 |\n|---|---|\n| A | 3 |\n| B | 5 |\n| C | 2 |\n| 合计 | 11 |"),  # wrong total
        (W, "zh", "A 3天（含2月14日周日调休）、B 5天、C 2天，共10天。"),  # wrong weekday
        (W, "zh", "A 3天、B 5天、C 2天，共10个工作日；按规定春节前后连续请假超过7天的部分按事假处理，所以有3天算事假。"),  # invented rule
        ]),
    # 17. 2026-02-09 … 2026-02-27: 19 calendar days, 10 working days (02-09…13 = 5, Sat 02-14 make-up = 1,
    # 02-24…27 = 4); 春节 02-15…23 not counted.
    _d("2026-01-26", "If I'm off from 9 Feb to 27 Feb 2026, how many calendar days is that and how many working days of "
                     "leave do I need?",
       [_L("2026-02-09", "2026-02-27")],
       [(C, "en", "19 calendar days, of which 10 are working days: 9–13 Feb, Saturday 14 Feb (a make-up day) and 24–27 Feb. "
                  "The Spring Festival holiday (15–23 Feb) isn't counted."),
        (C, "en", "19 days on the calendar, 10 days of leave."),
        (C, "zh", "共19个自然日，需要请10个工作日的假。"),
        (W, "en", "It's 19 days, so you need 19 days of leave."),  # calendar vs working
        (W, "en", "19 calendar days and 9 working days (Mon 9 – Fri 13 and Tue 24 – Fri 27 Feb)."),  # make-up day forgotten
        (W, "en", "Spring Festival runs 15–22 Feb, so Monday the 23rd is a working day: "
                  "19 calendar days, 11 working days."),  # holiday counted as working day
        (W, "en", "18 calendar days, 10 working days."),  # wrong total (calendar days)
        (W, "en", "19 calendar days and 10 working days, including the make-up Sunday on 14 Feb."),  # wrong weekday
        ]),
    # 18. Balance 12 days; 2026-02-24 … 2026-03-06 = 10 working days (incl. Sat 02-28 make-up), 11 calendar days.
    # Enough; 2 left.
    _d("2026-02-03", "我年假还剩12天，想从2月24日休到3月6日，够吗？休完还剩几天？",
       [_L("2026-02-24", "2026-03-06")],
       [(C, "zh", "够。2月24日至3月6日共10个工作日（2月28日周六调休上班也要算），休完还剩2天。"),
        (C, "en", "Yes. 24 Feb – 6 Mar is 10 working days (Saturday 28 Feb is a make-up working day), so you'd have 2 days left."),
        (C, "zh", "够用，需要十天，剩两天。"),
        (C, "zh", "够。共１０个工作日（自然日１１天），剩余２天。"),
        (W, "zh", "够，2月24日至3月6日共10个工作日，休完剩3天。"),  # wrong remainder
        (W, "zh", "够，周末不算，一共9个工作日，还剩3天。"),  # make-up day forgotten
        (W, "zh", "够，2月24日到3月6日一共11天，还剩1天。"),  # calendar vs working
        (W, "zh", "够。共10个工作日（2月28日周日调休上班），剩2天。"),  # wrong weekday
        ]),
    # 19. Today Wed 2026-01-28. 下下周 = 2026-02-09 … 02-15. Mon–Fri 02-09…13 = 5 days, but Sat 02-14 is a make-up
    # working day: with 5 days you work on 02-14; 6 days (02-09…14) join 春节 (02-15…23); back Tue 2026-02-24.
    _d("2026-01-28", "下下周一到周五请5天年假，能直接连上春节假期吗？哪天回来上班？",
       [_L("2026-02-09", "2026-02-23"), _A("2026-02-23", 1)],
       [(C, "zh", "不能直接连上：下下周是2月9日至15日，2月14日（周六）是调休上班日。只请9日至13日的话，14日要回来上班，"
                  "然后2月15日至23日放春节，24日（周二）再上班。想连上春节需要把14日也请了，共6天，2月24日（周二）回来上班。"),
        (C, "en", "Not quite: the week after next is 9–15 Feb and Saturday 14 Feb is a make-up working day. With 5 days (Mon 9 – "
                  "Fri 13) you'd be back on Sat 14 Feb; take 6 days (9–14 Feb) to run straight into the Spring Festival break "
                  "(15–23 Feb) and return on Tuesday 24 Feb."),
        (C, "zh", "连不上，14号周六要补班。请5天就14号回来上班；请6天（9–14号）可以连上春节，24号周二回来。"),
        (W, "zh", "可以，2月9日到13日请5天，接着春节一直休到23日，2月24日（周二）上班。"),  # make-up day forgotten
        (W, "zh", "下下周是2月16日至20日，正好都在春节假期里，不用请假，2月24日（周二）上班。"),  # wrong date
        (W, "zh", "不能直接连上，要把2月14日（周六调休）也请了，共6天；连上春节后2月23日（周一）回来上班。"),  # holiday counted as working day
        (W, "zh", "要连上春节得请15天（2月9日至23日），2月24日（周二）回来上班。"),  # calendar vs working
        (W, "zh", "不能直接连上，2月14日（周日）要调休上班；请6天（9–14日）才能连上春节，2月24日（周二）回来。"),  # wrong weekday
        ]),
    # 20. Today Mon 2026-04-20. Cut-off on the 25th, moved to the previous working day on a weekend/holiday:
    # 2026-04-25 Sat → Fri 2026-04-24; 2026-05-25 is a Monday working day → 05-25 itself.
    _d("2026-04-20", "Payroll cut-off is the 25th of each month; if that falls on a weekend or holiday it moves to the previous "
                     "working day. What's the cut-off this month and next month?",
       [_L("2026-04-20", "2026-04-25"), _L("2026-05-25", "2026-05-25")],
       [(C, "en", "This month: Friday 24 April (the 25th is a Saturday). Next month: Monday 25 May."),
        (C, "en", "24 Apr (Fri) and 25 May (Mon)."),
        (C, "zh", "本月是4月24日（周五），因为25日是周六；下月就是5月25日（周一）。"),
        (C, "en", "This Friday, 4/24, and then Monday 5/25."),
        (W, "en", "Saturday 25 April and Monday 25 May."),  # weekend treated as a working day (wrong date)
        (W, "en", "The 25th is a Saturday, so April's cut-off moves to Monday 27 April; May's is Monday 25 May."),  # wrong date
        (W, "en", "Thursday 24 April and Monday 25 May."),  # wrong weekday
        (W, "en", "April: Friday 24 April. May: Friday 22 May, because cut-offs are always moved to the Friday before "
                  "a Monday 25th."),  # invented rule
        ]),
]
