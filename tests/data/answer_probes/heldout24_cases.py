"""The twenty-fourth held-out probe set, calendar part: questions, the date-tool calls a model would make,
and final answers written by hand after reading the tools' REAL results (make_heldout24.py runs the calls
and writes heldout24.jsonl). Written blind: by a helper who never read the answer check's code nor ran the
check on this set. Never tuned on: every case is report.

Material no earlier set used: 丧假 (3 working days, or 3 natural days, from the day after a death: the
return-to-work day across a weekend, across 劳动节 with its 5月9日 make-up Saturday, and across 春节 with
the 2月14日 make-up Saturday inside the leave); 综合计算工时制 (the standard hours of Q3 2026 and of
October 2026 = working days × 8, and the overtime above them); reimbursement paid within 7 working days of
approval across 中秋 and 国庆, and "T+2"/"D+5" across 端午; the 调休上班日 themselves (the next weekend
working day after today, how many fall in a range, whether a stated Saturday is a working day); summer
Friday afternoons off in July–August and winter hours (17:00 instead of 18:00) in December; a holiday duty
rota of four people through 国庆 and through 春节 2026; one item per working day (onboarding sessions, site
visits: the Nth and the last); a limit of 5 consecutive working days per leave request; blood-donation and
medical-check leave within N working days; 春节 2027 and 中秋 2029 (estimated).

Shapes and forms: one-liners, numbered steps, bullet lists, Markdown tables, mixed Chinese and English,
dotted dates (10.8, 2026.10.08), "Thu 8 Oct", "Oct. 8th", "8th of October", "w/c 12 Oct", "T+7", "D+5",
EOD, COB, noon, "½ day", 星期日/周日/周天/礼拜天, Q4, 下下周一, "the Monday after next", "this coming
Friday", 全角数字, Chinese numerals, ranges with ~, —, 至, through, inclusive, extra true facts.

Errors (one per wrong answer): wrong date, wrong weekday, off by one (the day of the death or the approval
day counted), natural vs working days, wrong person on a rota, hours multiplied by the wrong day count, a
调休上班日 treated as a rest day (or the reverse), a holiday counted as a working day, weeks and days split
wrong, wrong total, wrong arithmetic, wrong year, missing estimate caveat, an estimate called official, an
invented rule.

Audit (calendar part): a second blind helper rebuilt the real tool results (make_heldout24.py --part
calendar) and judged all 160 answers one by one against them, chinese_calendar for 2026, the repo's
workcalendar estimates for 2027/2029 (春节 2027 = 2月5日–8日, 中秋 2029 = Sat 9月22日), datetime weekdays,
the arithmetic and the 8-hour day. Every "correct" answer was found fully right and complete (estimated
years carry the caveat); every "wrong" answer carries a clear error. One change: the medical-check case's
wrong answer "Counting today: 22, 23, 24, 28 and 29 Sep ... Tue 29 Sep" could be read as a defensible
reading (the question, unlike the others, does not say the day HR told you is excluded), so its error is
now Mid-Autumn (Fri 25 Sep) counted as a working day: "Not counting today: 23, 24, 25, 28 and 29 Sep, so the
last day is Tue 29 Sep." No label changed. Final counts: 20 questions, 160 answers, 70 correct, 90 wrong.
"""
from __future__ import annotations

from heldout4_cases import C, W, _d

CALENDAR_CASES = [
    # 丧假 3 working days from the day after a death on Thu 2026-03-12: Fri 3/13, (weekend 3/14–15),
    # Mon 3/16, Tue 3/17; back at work Wed 2026-03-18. add_workdays(3/12, 3) = 3/17; (3/17, 1) = 3/18.
    _d("2026-03-12", "我外婆今天（3月12日）去世了，公司丧假是3个工作日，从去世次日起算。我哪天回来上班？",
       [("add_workdays", {"date": "2026-03-12", "days": 3}),
        ("add_workdays", {"date": "2026-03-17", "days": 1})],
       [(C, "zh", "节哀。丧假从3月13日（周五）开始，14日、15日是周末，不占丧假，所以3个工作日是13日、16日和17日，"
                  "你3月18日（周三）回来上班就行。"),
        (C, "en", "Your three working days of bereavement leave are Fri 13, Mon 16 and Tue 17 March; "
                  "you're back at work on Wednesday 18 March."),
        (C, "zh", "3.18（星期三）返岗。"),
        (W, "zh", "从今天算起3个工作日：3月12日、13日、16日，3月17日（周二）回来上班。"),
        (W, "zh", "丧假3天是3月13日至15日（周五到周日），3月16日（周一）回来上班。"),
        (W, "en", "Leave on Fri 13, Mon 16 and Tue 17 March; you're back on Thursday 18 March."),
        (W, "en", "Three working days: 13, 16 and 17 March. First day back: Thursday 19 March."),
        (W, "zh", "丧假为3月13日、16日、17日三个工作日，2027年3月18日（周三）回来上班。"),
        ]),

    # 丧假 3 working days from the day after a death on Thu 2026-04-30: 5/1–5/5 劳动节 (rest days), so the
    # leave is Wed 5/6, Thu 5/7, Fri 5/8; back at work Sat 2026-05-09 (调休上班日).
    # add_workdays(4/30, 3) = 5/8; add_workdays(5/8, 1) = 5/9 (周六, 调休上班).
    _d("2026-04-30", "My father passed away today (30 April). We get 3 working days of bereavement leave, "
                     "starting the day after the death. What's my first day back at work?",
       [("add_workdays", {"date": "2026-04-30", "days": 3}),
        ("add_workdays", {"date": "2026-05-08", "days": 1})],
       [(C, "en", "I'm so sorry. The Labour Day break (1–5 May) doesn't use up your leave, so your three working "
                  "days are Wed 6, Thu 7 and Fri 8 May. Your first day back is Saturday 9 May — that's a make-up "
                  "working day (调休上班), not a weekend off."),
        (C, "en", "1. 1–5 May is the Labour Day holiday: rest days, not counted.\n2. Leave: 6, 7 and 8 May.\n"
                  "3. Sat 9 May is a 调休 working day → back at work Sat 9 May."),
        (C, "zh", "劳动节5月1日至5日不占丧假，丧假是5月6日—8日三个工作日，5月9日（周六，调休上班）返岗。"),
        (C, "en", "Back on Saturday, May 9th (a make-up working day)."),
        (W, "en", "Your leave covers 6–8 May; 9–10 May is the weekend, so you're back on Monday 11 May."),
        (W, "zh", "丧假是5月1日（周五）、5月4日（周一）和5月5日（周二），5月6日（周三）回来上班。"),
        (W, "zh", "丧假从4月30日当天算：4月30日、5月6日、5月7日，5月8日（周五）回来上班。"),
        (W, "en", "Leave on 6, 7 and 8 May (Wed–Fri); you're back on Sunday 9 May, which is a make-up working day."),
        ]),

    # 丧假 3 NATURAL days from the day after a death on Wed 2026-02-11: Thu 2/12, Fri 2/13, Sat 2/14 (a 调休
    # 上班日, inside the leave since it counts natural days); then 春节 2/15–2/23; back at work Tue 2026-02-24.
    # calculate_leave_days(2/12, 2/14) = 3 (2/14 调休上班); add_workdays(2/14, 1) = 2/24 (周二).
    _d("2026-02-11", "奶奶今天（2月11日）去世了，丧假3天，按自然日算，从去世次日开始。丧假到哪天结束？我哪天回来上班？",
       [("calculate_leave_days", {"start_date": "2026-02-12", "end_date": "2026-02-14"}),
        ("add_workdays", {"date": "2026-02-14", "days": 1})],
       [(C, "zh", "丧假按自然日是2月12日至14日（14日本是调休上班的周六，已包含在丧假里），接着2月15日至23日春节放假，"
                  "你2月24日（周二）回来上班。"),
        (C, "en", "Leave: 12 through 14 Feb (3 calendar days). Then the Spring Festival break, 15–23 Feb. "
                  "First day back: Tuesday 24 Feb."),
        (C, "zh", "| 项目 | 日期 |\n|---|---|\n| 丧假 | 2月12日（周四）~2月14日（周六） |\n"
                  "| 春节假期 | 2月15日~2月23日 |\n| 返岗 | 2月24日（周二） |"),
        (W, "zh", "丧假从去世当天算：2月11日至13日，2月14日（周六，调休上班）回来上班。"),
        (W, "zh", "丧假2月12日至14日，14日结束，2月15日（周日）回来上班。"),
        (W, "zh", "丧假2月12日—14日，之后春节放到23日，2月24日（周一）返岗。"),
        (W, "en", "Leave 12–14 Feb, then the Spring Festival break (15–23 Feb); you're back on Wednesday 25 Feb."),
        (W, "en", "Feb 14 is a make-up working day, so it can't be taken as bereavement leave: your three days are "
                  "12, 13 and 24 Feb, and you're back on Wed 25 Feb."),
        ]),

    # 综合计算工时制, Q3 2026 (7/1–9/30): 66 working days (中秋 Fri 9/25 off; Sun 9/20 调休上班 counted)
    # × 8 = 528 h standard; 560 h worked → 32 h above it. calculate_leave_days(7/1, 9/30) = 66.
    _d("2026-10-09", "我们岗位实行综合计算工时制，按季度核算，标准工时按当季实际工作日×8小时算。2026年第三季度的标准工时是多少？"
                     "我这个季度实际干了560小时，超出多少？",
       [("calculate_leave_days", {"start_date": "2026-07-01", "end_date": "2026-09-30"})],
       [(C, "zh", "第三季度（7月1日至9月30日）共66个工作日，标准工时66×8=528小时；你干了560小时，超出32小时。"),
        (C, "zh", "1. 7—9月工作日：66天（含9月20日周日调休上班，扣除9月25日中秋）；\n2. 标准工时 528 h；\n"
                  "3. 560 − 528 = 32 h，即超出32小时。"),
        (C, "en", "Q3 2026 has 66 working days → 528 standard hours; 560 hours worked means 32 hours over."),
        (C, "zh", "标准工时五百二十八小时（六十六个工作日×8），你超出三十二小时。"),
        (W, "zh", "第三季度66个工作日，标准工时528小时，你干了560小时，超出42小时。"),
        (W, "zh", "第三季度65个工作日（9月20日是周日，不算工作日），标准工时520小时，超出40小时。"),
        (W, "zh", "第三季度67个工作日（9月25日中秋节也按工作日算），标准工时536小时，超出24小时。"),
        (W, "zh", "按每月21.75天算，一个季度65.25天，标准工时522小时，你超出38小时。"),
        ]),

    # 综合计算工时制, October 2026: 18 working days (国庆 10/1–10/7 off; Sat 10/10 调休上班 counted)
    # × 8 = 144 h; 170 h worked → 26 h overtime. calculate_leave_days(10/1, 10/31) = 18.
    _d("2026-11-02", "Under our comprehensive working-hours scheme (综合计算工时制) the standard is the month's working "
                     "days × 8 h. What were the standard hours for October 2026, and how much overtime is 170 hours "
                     "worked?",
       [("calculate_leave_days", {"start_date": "2026-10-01", "end_date": "2026-10-31"})],
       [(C, "en", "October 2026 (the first month of Q4) had 18 working days (1–7 Oct off for National Day, "
                  "Sat 10 Oct worked as a make-up day), so the standard is 144 h; 170 h worked means 26 h of overtime."),
        (C, "en", "| Item | Value |\n|---|---|\n| Working days | 18 |\n| Standard hours | 144 h |\n"
                  "| Worked | 170 h |\n| Overtime | 26 h |"),
        (C, "zh", "2026年10月（第四季度第一个月）标准工时一百四十四小时（18个工作日×8），你加班26小时。"),
        (W, "zh", "17个工作日（10月10日周六是周末），标准工时136小时，加班34小时。"),
        (W, "en", "Standard = 21.75 × 8 = 174 h, so 170 h is below it — no overtime."),
        (W, "en", "October has 23 working days → 184 h standard; you're 14 h under, so no overtime."),
        (W, "zh", "18个工作日×8=144小时，加班170−144=36小时。"),
        (W, "en", "144 h standard (18 working days, including the make-up Sunday 10 Oct); 26 h overtime."),
        ]),

    # 报销款 paid within 7 working days after approval on Thu 2026-09-24: 9/28, 9/29, 9/30, 10/8, 10/9,
    # Sat 10/10 (调休上班), Mon 10/12 → latest Mon 2026-10-12. add_workdays(9/24, 7) = 10/12.
    _d("2026-09-24", "报销单今天审批通过了，制度写“审批通过后7个工作日内付款”，最晚哪天到账？",
       [("add_workdays", {"date": "2026-09-24", "days": 7})],
       [(C, "zh", "最晚10月12日（周一）到账：审批当天不算，中秋（9月25—27日）和国庆（10月1—7日）不算，"
                  "10月10日周六调休上班算一个工作日。"),
        (C, "en", "Latest payment date: 2026.10.12 (Mon), EOD — that's T+7 working days."),
        (C, "zh", "1. 9月28、29、30日（第1—3个工作日）\n2. 10月8、9日（第4—5个）\n3. 10月10日周六调休（第6个）\n"
                  "4. 10月12日（第7个）\n→ 最晚10月12日，周一。"),
        (W, "zh", "审批当天9月24日算第1天，第7个工作日是10月10日（周六，调休上班），最晚那天到账。"),
        (W, "zh", "10月10日是周六不上班，所以第7个工作日是10月13日（周二），最晚那天到账。"),
        (W, "zh", "7天后是10月1日，赶上国庆，顺延到10月8日（周四）到账。"),
        (W, "zh", "最晚10月12日（周二）到账。"),
        (W, "en", "Seven working days after 24 Sep: 25, 28, 29, 30 Sep and 8, 9, 10 Oct — so by Saturday 10 Oct."),
        ]),

    # Approved Thu 2026-06-18; 端午 6/19–6/21 off. T+2 working days = Tue 2026-06-23; D+5 = Fri 2026-06-26.
    # add_workdays(6/18, 2) = 6/23; add_workdays(6/18, 5) = 6/26.
    _d("2026-06-18", "My expense claim was approved today. Finance pays ordinary claims T+2 and travel claims D+5 "
                     "(both in working days, approval day not counted). Which dates would each be paid by?",
       [("add_workdays", {"date": "2026-06-18", "days": 2}),
        ("add_workdays", {"date": "2026-06-18", "days": 5})],
       [(C, "en", "T+2 → by COB Tue 23 June; D+5 → by COB Fri 26 June. "
                  "The Dragon Boat holiday (19–21 June) isn't counted."),
        (C, "en", "Ordinary claim: June 23rd (Tuesday). Travel claim: June 26th (Friday)."),
        (C, "zh", "普通报销T+2是6月23日（周二），差旅D+5是6月26日（周五），端午6月19日至21日不算工作日。"),
        (C, "en", "| Claim | Rule | Paid by |\n|---|---|---|\n| Ordinary | T+2 | 2026-06-23 (Tue) |\n"
                  "| Travel | D+5 | 2026-06-26 (Fri) |"),
        (W, "en", "T+2 = Mon 22 June (19 and 22 June), D+5 = Thu 25 June."),
        (W, "en", "Counting calendar days: T+2 is 20 June, inside the holiday, so Monday 22 June; D+5 is Tuesday 23 June."),
        (W, "zh", "T+2：6月23日（周二）；D+5：6月26日（周四）。"),
        (W, "en", "T+2: Tue 23 June; D+5: Mon 29 June."),
        ]),

    # Today Thu 2026-08-20. The next weekend working day is Sun 2026-09-20 (国庆 调休上班), 31 days away
    # = 4 weeks 3 days; the one after is Sat 10/10. calculate_leave_days(8/20, 10/31) lists 9/20 and 10/10.
    _d("2026-08-20", "What's the next weekend day I actually have to work (a 调休 make-up day), and how far away is "
                     "it in weeks and days?",
       [("calculate_leave_days", {"start_date": "2026-08-20", "end_date": "2026-10-31"})],
       [(C, "en", "Sunday 20 September 2026 — the make-up working day before National Day. It's 31 days away, "
                  "i.e. 4 weeks and 3 days."),
        (C, "zh", "下一个要上班的周末是9月20日（礼拜天，国庆调休），距今4周零3天（31天）。之后还有10月10日（周六）。"),
        (C, "en", "Sun 20 Sep, 4 weeks 3 days from today."),
        (W, "zh", "9月20日（周天），还有31天，也就是4周零1天。"),
        (W, "en", "The next one is Saturday 10 October (a National Day make-up day), 7 weeks and 2 days away."),
        (W, "zh", "9月20日（周六），距今4周零3天。"),
        (W, "en", "Sunday 20 September — 30 days away (4 weeks 2 days)."),
        (W, "zh", "9月27日（周日，中秋调休上班），还有5周零3天。"),
        ]),

    # 2026-02-01 to 2026-10-31: 5 weekend working days — Sat 2/14, Sat 2/28 (春节), Sat 5/9 (劳动节),
    # Sun 9/20, Sat 10/10 (国庆). (Sun 1/4 is before the range.) calculate_leave_days(2/1, 10/31) lists them.
    _d("2026-01-20", "2026年2月1日至10月31日之间，一共有几个周末要调休上班？分别是哪几天？",
       [("calculate_leave_days", {"start_date": "2026-02-01", "end_date": "2026-10-31"})],
       [(C, "zh", "共5天：\n- 2月14日（周六）\n- 2月28日（周六）\n- 5月9日（周六）\n- 9月20日（周日）\n- 10月10日（周六）"),
        (C, "en", "Five: Sat 14 Feb, Sat 28 Feb, Sat 9 May, Sun 20 Sep and Sat 10 Oct."),
        (C, "zh", "共５个：２月１４日、２月２８日、５月９日（均为周六）、９月２０日（星期日）和１０月１０日（周六）。"),
        (C, "zh", "| 日期 | 星期 | 对应节日 |\n|---|---|---|\n| 2.14 | 六 | 春节 |\n| 2.28 | 六 | 春节 |\n"
                  "| 5.9 | 六 | 劳动节 |\n| 9.20 | 日 | 国庆节 |\n| 10.10 | 六 | 国庆节 |\n\n合计5天。"),
        (W, "zh", "共5个：2月14日、2月28日、5月9日（周六），9月27日（周日），10月10日（周六）。"),
        (W, "zh", "共4天：2月14日、5月9日、9月20日、10月10日。"),
        (W, "zh", "共5个：2月14日（周六）、2月28日（周六）、5月9日（周六）、9月20日（周六）、10月10日（周六）。"),
        (W, "zh", "共6个：1月4日（周日）、2月14日、2月28日、5月9日、9月20日和10月10日。"),
        ]),

    # Sat 2026-10-10 is a working day (国庆 调休上班); Sat 2026-10-17 is an ordinary weekend rest day.
    # calculate_leave_days(10/10, 10/10) = 1 (调休上班); (10/17, 10/17) = 0.
    _d("2026-09-30", "Is Saturday 10.10 a working day? What about Saturday 10.17?",
       [("calculate_leave_days", {"start_date": "2026-10-10", "end_date": "2026-10-10"}),
        ("calculate_leave_days", {"start_date": "2026-10-17", "end_date": "2026-10-17"})],
       [(C, "en", "Yes — Sat 10 Oct is a make-up working day (调休上班) after the National Day break. "
                  "Sat 17 Oct is a normal weekend day off."),
        (C, "zh", "10月10日（周六）要上班，是国庆调休；10月17日（周六）正常休息。"),
        (C, "en", "10.10: work. 10.17: off."),
        (W, "zh", "两天都不上班，都是普通周六。"),
        (W, "en", "Both are working days: they're the make-up days for National Day."),
        (W, "zh", "10月10日（周六）要上班，但按200%算加班费；10月17日休息。"),
        (W, "en", "Yes, 10 Oct is a make-up working day — note it's a Sunday; 17 Oct is off."),
        (W, "en", "Sat 10 Oct is a working day and Sat 17 Oct is off; you also work Sunday 11 Oct."),
        ]),

    # Summer Fridays, July–August 2026: Fridays 7/3, 7/10, 7/17, 7/24, 7/31, 8/7, 8/14, 8/21, 8/28 = 9,
    # all working days (no holiday in Jul–Aug: calculate_leave_days(7/1, 8/31) = 44, none listed); 9 × 4 h = 36 h.
    _d("2026-06-24", "公司夏令时：7月和8月每个周五下午放假（下午算4小时）。今年一共有几个这样的周五？一共少上多少小时？",
       [("calculate_leave_days", {"start_date": "2026-07-01", "end_date": "2026-08-31"})],
       [(C, "zh", "7月5个周五（3、10、17、24、31日）+8月4个（7、14、21、28日）=9个，都是工作日，共少上36小时。"),
        (C, "en", "Nine Fridays (5 in July, 4 in August), all normal working days, so 9 × 4 = 36 hours."),
        (C, "zh", "九个周五，三十六小时。"),
        (C, "zh", "| 月份 | 周五 | 个数 |\n|---|---|---|\n| 7月 | 3、10、17、24、31日 | 5 |\n"
                  "| 8月 | 7、14、21、28日 | 4 |\n\n合计9个周五 × 4小时 = 36小时。"),
        (W, "zh", "7月4个周五、8月4个周五，共8个，少上32小时。"),
        (W, "zh", "共9个周五，9×4=32小时。"),
        (W, "zh", "7—8月共44个工作日，44×4=176小时。"),
        (W, "zh", "7月的周五是2、9、16、23、30日，8月是6、13、20、27日，共9个，少上36小时。"),
        ]),

    # Winter hours, December 2026: 23 working days (no holiday; 12/1 is a Tuesday, 12/31 a Thursday);
    # 1 h saved each day (17:00 instead of 18:00) → 23 h. calculate_leave_days(12/1, 12/31) = 23.
    _d("2026-11-25", "Winter hours in December 2026: we leave at 17:00 instead of 18:00 on every working day. How "
                     "many days is that, and how many hours are saved in total?",
       [("calculate_leave_days", {"start_date": "2026-12-01", "end_date": "2026-12-31"})],
       [(C, "en", "December 2026 has 23 working days and no public holidays, so that's 23 early finishes and "
                  "23 hours saved."),
        (C, "en", "23 days × 1 h = 23 h."),
        (C, "zh", "12月共23个工作日，每天提前一小时，合计二十三小时。"),
        (W, "zh", "12月有31天，所以省下31小时。"),
        (W, "en", "22 working days (Christmas Day, Fri 25 Dec, is a holiday), so 22 hours saved."),
        (W, "en", "23 working days at 1.5 h a day → 34.5 h saved."),
        (W, "zh", "按每月21.75天算，大约省21.75小时。"),
        (W, "en", "23 working days (Mon 1 Dec to Thu 31 Dec), so 23 hours saved."),
        ]),

    # 国庆 2026 rota, 10/1–10/7 (7 days, 0 working days): 陈 10/1, 林 10/2, 周 10/3, 吴 10/4, 陈 10/5,
    # 林 10/6 (周二), 周 10/7. Days: 陈 2, 林 2, 周 2, 吴 1. calculate_leave_days(10/1, 10/7) = 0.
    _d("2026-09-15", "国庆放假期间安排值班，陈、林、周、吴四个人从10月1日开始每人一天轮流。10月6日谁值班？每人各值几天？",
       [("calculate_leave_days", {"start_date": "2026-10-01", "end_date": "2026-10-07"})],
       [(C, "zh", "| 日期 | 值班 |\n|---|---|\n| 10.1 | 陈 |\n| 10.2 | 林 |\n| 10.3 | 周 |\n| 10.4 | 吴 |\n"
                  "| 10.5 | 陈 |\n| 10.6 | 林 |\n| 10.7 | 周 |\n\n10月6日是林；陈、林、周各2天，吴1天。"),
        (C, "zh", "10月6日（周二）林值班。国庆共7天，陈、林、周各2天，吴1天。"),
        (C, "en", "Lin is on duty on 6 Oct. Over the 7-day break (1–7 Oct): Chen 2 days, Lin 2, Zhou 2, Wu 1."),
        (C, "zh", "1. 10月1日 陈\n2. 10月2日 林\n3. 10月3日 周\n4. 10月4日 吴\n5. 10月5日 陈\n6. 10月6日 林\n"
                  "7. 10月7日 周\n所以6号是林；陈林周各两天，吴一天。"),
        (W, "zh", "10月6日是周值班；国庆7天，陈、林、周各2天，吴1天。"),
        (W, "zh", "国庆放8天（10月1日至8日），每人各值2天，10月6日林值班。"),
        (W, "zh", "10月6日林值班；陈、林各2天，周、吴各1天。"),
        (W, "zh", "10月6日（周三）林值班，陈、林、周各2天，吴1天。"),
        ]),

    # 春节 2026 rota, 2/15–2/23 (9 days; Sat 2/14 is a 调休上班日, not part of the break): Alice 2/15,
    # Ben 2/16, Chen 2/17, Dana 2/18, Alice 2/19, Ben 2/20 (Fri), Chen 2/21, Dana 2/22, Alice 2/23.
    # Alice 3, Ben 2, Chen 2, Dana 2. calculate_leave_days(2/15, 2/23) = 0.
    _d("2026-02-02", "Over the 2026 Spring Festival holiday, Alice, Ben, Chen and Dana cover the office one day "
                     "each, in that order, starting on the first day off. Who's on 20 Feb, and how many days does "
                     "each person do?",
       [("calculate_leave_days", {"start_date": "2026-02-15", "end_date": "2026-02-23"})],
       [(C, "en", "The break is 15–23 Feb (9 days). Ben covers Fri 20 Feb. Alice does 3 days (15, 19 and 23 Feb); "
                  "Ben, Chen and Dana do 2 each."),
        (C, "en", "| Date | On duty |\n|---|---|\n| 15 Feb | Alice |\n| 16 Feb | Ben |\n| 17 Feb | Chen |\n"
                  "| 18 Feb | Dana |\n| 19 Feb | Alice |\n| 20 Feb | Ben |\n| 21 Feb | Chen |\n| 22 Feb | Dana |\n"
                  "| 23 Feb | Alice |\n\nBen is on 20 Feb. Totals: Alice 3, Ben 2, Chen 2, Dana 2."),
        (C, "zh", "春节2月15日至23日共9天；2月20日（周五）Ben值班；Alice 3天，Ben、Chen、Dana各2天。"),
        (W, "en", "Chen is on 20 Feb; Alice does 3 days and the others 2 each."),
        (W, "en", "The break is 16–23 Feb (8 days), so everyone does 2 days, and Alice is on 20 Feb."),
        (W, "zh", "2月20日Ben值班；Alice 3天，Ben 3天，Chen 2天，Dana 1天。"),
        (W, "en", "The break runs 14–23 Feb (10 days, Sat 14 included), so Chen is on 20 Feb; Alice and Ben do "
                  "3 days, Chen and Dana 2."),
        (W, "zh", "2月20日（周六）Ben值班；Alice 3天，其他人各2天。"),
        ]),

    # 15 onboarding sessions, one per working day from Mon 2026-09-21: 9/21, 22, 23, 24, 28, 29, 30, 10/8 (8th),
    # 10/9, Sat 10/10 (调休), 10/12, 13, 14, 15, 10/16 (15th). 8th = Thu 10/8; last = Fri 10/16.
    # add_workdays(9/21, 7) = 10/8; add_workdays(9/21, 14) = 10/16.
    _d("2026-09-14", "新员工入职培训从下周一（9月21日）开始，每个工作日一场，共15场。第8场是哪天？最后一场是哪天？",
       [("add_workdays", {"date": "2026-09-21", "days": 7}),
        ("add_workdays", {"date": "2026-09-21", "days": 14})],
       [(C, "zh", "第8场是10月8日（周四），最后一场（第15场）是10月16日（周五）。中秋9月25日、国庆10月1—7日不排，"
                  "10月10日周六调休上班照常排一场；另外第5场在下下周一（9月28日）。"),
        (C, "en", "8th session: the 8th of October (Thu); 15th and last: Fri 16 Oct."),
        (C, "zh", "1. 9.21\n2. 9.22\n3. 9.23\n4. 9.24\n5. 9.28\n6. 9.29\n7. 9.30\n8. 10.8（周四）\n9. 10.9\n"
                  "10. 10.10（周六调休）\n11. 10.12\n12. 10.13\n13. 10.14\n14. 10.15\n15. 10.16（周五）"),
        (C, "en", "Session 8 falls on Oct. 8th (Thursday) and the final one on Oct. 16th (Friday), the Friday of "
                  "the w/c 12 Oct."),
        (W, "zh", "第8场10月8日（周四）；10月10日周六不排，最后一场是10月19日（周一）。"),
        (W, "zh", "第8场是10月9日（周五），最后一场10月16日（周五）。"),
        (W, "zh", "9月25日照常排，第8场是9月30日（周三），最后一场10月15日（周四）。"),
        (W, "zh", "第8场10月8日（周四），最后一场10月16日（周四）。"),
        ]),

    # 6 site visits, one per working day from Wed 2026-04-29: 4/29, 4/30, 5/6, 5/7 (4th, Thu), 5/8,
    # Sat 5/9 (6th, 劳动节 调休上班). add_workdays(4/29, 3) = 5/7; add_workdays(4/29, 5) = 5/9.
    _d("2026-04-27", "We have 6 site visits, one per working day, the first on Wed 29 April. When is the 4th, and "
                     "when is the last?",
       [("add_workdays", {"date": "2026-04-29", "days": 3}),
        ("add_workdays", {"date": "2026-04-29", "days": 5})],
       [(C, "en", "Visits fall on 29 Apr, 30 Apr, 6 May, 7 May, 8 May and 9 May. The 4th is Thu 7 May; the last is "
                  "Sat 9 May, a 调休 make-up working day."),
        (C, "en", "| # | Date |\n|---|---|\n| 1 | Wed 29 Apr |\n| 2 | Thu 30 Apr |\n| 3 | Wed 6 May |\n"
                  "| 4 | Thu 7 May |\n| 5 | Fri 8 May |\n| 6 | Sat 9 May (make-up working day) |"),
        (C, "zh", "第4次在5月7日（周四），最后一次在5月9日（周六，劳动节调休上班）。"),
        (W, "en", "4th on Thu 7 May; Sat 9 May is a weekend, so the last visit slips to the Monday after next, "
                  "11 May."),
        (W, "zh", "第4次是5月4日（周一），最后一次是5月6日（周三）。"),
        (W, "en", "4th is Wed 6 May; the last is Sat 9 May (make-up working day)."),
        (W, "en", "4th: Thu 7 May; last: Sunday 9 May (make-up working day)."),
        (W, "zh", "第4次5月7日（周四），最后一次5月16日（周六）。"),
        ]),

    # Limit of 5 consecutive working days. 10/8–10/14 = 6 working days (Thu 8, Fri 9, Sat 10 调休, Mon 12,
    # Tue 13, Wed 14): exceeds by 1. From 10/8 the latest end is Tue 2026-10-13.
    # calculate_leave_days(10/8, 10/14) = 6; add_workdays(10/7, 5) = 10/13.
    _d("2026-09-28", "公司规定一次请假最多连续5个工作日。我想请10月8日至10月14日，会超吗？如果从10月8日开始，最晚能请到哪天？",
       [("calculate_leave_days", {"start_date": "2026-10-08", "end_date": "2026-10-14"}),
        ("add_workdays", {"date": "2026-10-07", "days": 5})],
       [(C, "zh", "会超：10月8日至14日有6个工作日（含10月10日周六调休上班），超出1天。从10月8日起最晚请到10月13日（周二）。"),
        (C, "en", "Yes, it exceeds the limit: 8–14 Oct inclusive is 6 working days (Sat 10 Oct is a make-up working "
                  "day). The latest end date is Tue 13 Oct."),
        (C, "zh", "超了一天；最晚请到10.13（周二）。"),
        (C, "en", "1. 8–14 Oct: Thu 8, Fri 9, Sat 10 (调休), Mon 12, Tue 13, Wed 14 → 6 working days.\n"
                  "2. 6 > 5, so the request is too long.\n3. Five working days from 8 Oct end on Tue 13 Oct."),
        (W, "en", "No problem: 8, 9, 12, 13 and 14 Oct are 5 working days (the 10–11 Oct weekend doesn't count)."),
        (W, "zh", "超了，6个工作日；最晚请到10月12日（周一）。"),
        (W, "zh", "10月8日至14日共7天，超了2天；最晚能请到10月12日。"),
        (W, "zh", "会超，共6个工作日；最晚请到10月13日（周三）。"),
        ]),

    # Blood donation Wed 2026-06-17; 1 day off within 3 working days after: Thu 6/18, (端午 6/19–21),
    # Mon 6/22, Tue 6/23 → latest Tue 2026-06-23. add_workdays(6/17, 3) = 6/23.
    _d("2026-06-17", "我今天去无偿献血了，公司给1天献血假，要在献血后3个工作日内休完。最晚哪天休？",
       [("add_workdays", {"date": "2026-06-17", "days": 3})],
       [(C, "zh", "最晚6月23日（周二）：可在6月18日、22日、23日这三个工作日里任选一天，端午6月19日至21日不算。"),
        (C, "en", "Latest: Tue 23 June."),
        (C, "zh", "可以在6月18日（周四）、6月22日（周一）或6月23日（周二）休，最晚23号。"),
        (W, "zh", "含献血当天算3个工作日：17、18、22日，最晚6月22日（周一）。"),
        (W, "zh", "3天内就是到6月20日，但19日起是端午假期，所以只能6月18日（周四）休。"),
        (W, "zh", "6月19日周五也算一个工作日，所以最晚6月22日（周一）。"),
        (W, "zh", "最晚6月23日（周三）。"),
        (W, "zh", "最晚6月24日（周三）。"),
        ]),

    # Medical check (½ day) within 5 working days after Tue 2026-09-22: 9/23, 9/24, (中秋 9/25–27), 9/28,
    # 9/29, 9/30 → latest Wed 2026-09-30. add_workdays(9/22, 5) = 9/30.
    _d("2026-09-22", "HR told me today I have to do my annual medical check (½ day off) within 5 working days. "
                     "What's the last day I can go?",
       [("add_workdays", {"date": "2026-09-22", "days": 5})],
       [(C, "en", "By Wed 30 Sep. This coming Friday (25 Sep) is Mid-Autumn and the weekend after it is off too, so "
                  "the 5 working days are 23, 24, 28, 29 and 30 Sep."),
        (C, "en", "Last possible day: Sept 30th (Wednesday). It's only ½ day, so a morning slot until noon "
                  "that day still works."),
        (C, "zh", "最晚9月30日（周三），中秋9月25—27日不算工作日。"),
        (C, "en", "30.9 (Wed) at the latest — right after that comes the National Day break (1–7 Oct)."),
        (W, "en", "Not counting today: 23, 24, 25, 28 and 29 Sep, so the last day is Tue 29 Sep."),
        (W, "en", "Five days from today is Sunday 27 September, so go by then."),
        (W, "zh", "最晚9月30日（周四）。"),
        (W, "en", "By Wed 30 Sep — but medical-check leave has to be taken as a full day, not a half day."),
        ]),

    # Estimates (statutory days only; no 调休/补假; not yet announced): 春节 2027 = 除夕 Fri 2/5, 初一 Sat 2/6,
    # 初二 Sun 2/7, 初三 Mon 2/8 (4 days); 中秋 2029 = Sat 2029-09-22. calculate_leave_days(2027-02-01, 2027-02-12)
    # lists 2/5–2/8 春节 with the caveat; (2029-09-20, 2029-09-24) lists 9/22 中秋 with the caveat.
    _d("2026-12-15", "2027年春节大概放哪几天？2029年中秋节是哪天、星期几？",
       [("calculate_leave_days", {"start_date": "2027-02-01", "end_date": "2027-02-12"}),
        ("calculate_leave_days", {"start_date": "2029-09-20", "end_date": "2029-09-24"})],
       [(C, "zh", "按法定节日推算：2027年春节是2月5日（除夕，周五）至2月8日（初三，周一）共4天；2029年中秋是9月22日，周六。"
                  "2027、2029年的放假安排都还没公布，实际调休以国务院通知为准。"),
        (C, "en", "Estimated only (not yet announced): Spring Festival 2027 statutory days are 5–8 Feb (Fri–Mon, "
                  "除夕 to 初三); Mid-Autumn 2029 is Saturday 22 Sep."),
        (C, "zh", "| 节日 | 推算日期 |\n|---|---|\n| 2027年春节 | 2月5日（周五）~2月8日（周一），4天 |\n"
                  "| 2029年中秋 | 9月22日（周六） |\n\n以上是按法定节日推算的，官方安排尚未公布，仅供参考。"),
        (C, "zh", "2027年春节按法定假日推算是2月5日至8日（周五到周一），2029年中秋是9月22日（星期六）。"
                  "（这两年的安排是推算的，以国务院公布为准）"),
        (W, "zh", "2027年春节放2月5日至8日（周五到周一），共4天；2029年中秋是9月22日，周六。"),
        (W, "zh", "国务院已公布：2027年春节放2月5日至8日（周五到周一）共4天；2029年中秋节是9月22日，周六。"),
        (W, "zh", "按法定节日推算（尚未公布，仅供参考）：2027年春节2月5日至8日（周五到周一）；2029年中秋9月22日，周日。"),
        (W, "zh", "按法定节日推算（官方安排还没出）：2027年春节是2月6日至9日（初一至初四）；2029年中秋9月22日，周六。"),
        ]),
]
