"""The fifteenth held-out probe set, calendar part: questions, the date-tool calls a model would make,
and final answers written by hand after reading the tools' REAL results (make_heldout15.py runs the
calls and writes heldout15.jsonl). Written blind: by a helper who never read the answer check's code,
its prompts, docs or benches, nor any earlier set's cases beyond the helpers, and never ran the check.

Material no earlier set leaned on: 清明 2026 (4月4日–6日, no make-up day), 端午 2026 (6月19日–21日, none),
中秋 2026 (9月25日–27日) next to 国庆 2026 (10月1日–7日, make-up days Sun 9月20日 and Sat 10月10日), 劳动节
2026 seen from inside it (today 5月2日, make-up Sat 5月9日), the turn of the year 2026 → 2027 (元旦 2027 is the
statutory estimate: correct answers relying on it carry a caveat), 2030 (春节, 国庆: estimated), a today that
is itself a public holiday (10月3日, 5月2日), the last working day of this/next month, probation of 6 months
(ends the day before the same date) and of 3 months (ends on the same date), sick leave across a weekend and
a holiday, 10 calendar days vs 10 working days, half days (上午/下午) in a range with the balance left, every
other Friday, working days between two dates exclusive vs inclusive, a deadline on a holiday moved to the
next working day, and a Markdown table of three employees' requests with a total.

Forms: "Thu 2 Apr", "Apr. 8", "2/4/2026" with a weekday that fixes the order, "2026年10月6日（星期二）",
"10月6号礼拜二", "周三（4/8）", 中文数字 (十月八日, 三个工作日), 全角 (１０月８日), ISO (2026-10-08), relative
days (明天, 大后天, 下周一, 下下周二, this Friday, tomorrow), answers mixing Chinese and English, Markdown tables,
lists, and answers that add extra true facts (which days are holidays or make-up working days).

Shapes: earliest start after notice, latest submission, count a range, day back at work, calendar vs
working days, leave balance left, probation end, a table of requests with a total.

Errors (one per wrong answer, spread): wrong date, wrong weekday, off by one, calendar vs working days,
a holiday counted as a working day, a make-up day forgotten, a wrong day back, a wrong year, a wrong
total, a wrong remainder, a half-day slip, a missing estimate caveat, an estimate called official, an
invented rule, a relative day resolved wrongly.

Never tuned on: every case is report (the _d helper sets it).

Audit (calendar part): a second blind helper rebuilt the part and judged all 160 answers one by one against
the stored tool results, chinese_calendar for 2026 (every date, weekday, holiday, make-up day and count
re-derived: e.g. 68 working days 6/22–9/22, 11 and 9 for 9/18–10/9, 4/3 + 30 days = 5/3), the workcalendar
estimates for 2027 and 2030, Python weekdays, arithmetic and each question's own rule (convention, notice,
relative days), and that every answer covers every part of its question. No label was wrong, every correct
answer is complete and fully right (all fifteen correct answers resting on 2027/2030 carry a caveat), and every wrong
answer carries a clear error that cannot be read away (case 13's "下周三（5月6日）" was weighed: from Fri 4/3
下周三 is 4/8, a false statement like a wrong weekday, so it stays). No answer text was changed. Counts: 20
questions, 160 answers, 70 correct, 90 wrong.
"""
from __future__ import annotations

from heldout4_cases import C, W, _d

A, L = "add_workdays", "calculate_leave_days"
CAV27 = "2027年放假安排尚未公布，1月份按法定节日推算，仅供参考，以国务院通知为准。"
CAV27_EN = " The 2027 holiday schedule has not been published yet, so the January part is an estimate."
CAV30 = "2030年的放假安排还没有公布，以上是按法定节日推算的，实际以国务院通知为准。"
CAV30_EN = " Note: the 2030 holiday schedule hasn't been announced yet, so this is an estimate."


def _a(date, days):
    return (A, {"date": date, "days": days})


def _l(start, end):
    return (L, {"start_date": start, "end_date": end})


CALENDAR_CASES = [
    # 1. Today Thu 2026-04-02; 3 working days' notice. add_workdays(04-02, 3) = 2026-04-08 (Wed): the three
    # working days are Fri 4/3, Tue 4/7, Wed 4/8; 清明 Sat 4/4 – Mon 4/6 is skipped (no make-up day).
    # 下周三 = 4/8; next week = 4/6–4/12.
    _d("2026-04-02", "今天4月2号，我想请年假，公司规定要提前3个工作日申请。今天交申请的话，最早哪天可以开始休？",
       [_a("2026-04-02", 3)],
       [(C, "zh", "最早4月8日（周三）开始休。4月4日至6日是清明假期，不算工作日，所以这三个工作日是4月3日、4月7日和4月8日。"),
        (C, "en", "Earliest start: Wed 8 Apr 2026. The Qingming break (Sat 4 – Mon 6 Apr) doesn't count toward the "
                  "3 working days."),
        (C, "zh", "最早下周三（4/8）就能开始休。"),
        (C, "zh", "You can start on Apr. 8（周三）at the earliest —— 明天4月3日、4月7日、4月8日正好三个工作日，"
                  "4月6日周一是清明节假期。"),
        # holiday counted as a working day (Mon 4/6)
        (W, "zh", "最早4月7日（周二）：4月3日、4月6日、4月7日正好三个工作日。"),
        # wrong weekday
        (W, "en", "The earliest start is 8 April, a Thursday; the Qingming holiday (4–6 April) is skipped."),
        # calendar days instead of working days
        (W, "zh", "提前3天就可以，最早4月5日（周日）开始休。"),
        # relative day resolved wrongly: next Wednesday from Thu 2 Apr is 8 Apr, not 15 Apr
        (W, "en", "Earliest: next Wednesday, 15 April — three working days after today, skipping Qingming."),
        ]),

    # 2. Leave Thu 2026-04-02 – Fri 2026-04-10: 6 working days (4/2, 4/3, 4/7, 4/8, 4/9, 4/10), 9 calendar
    # days, 清明 4/4–4/6 inside. Back: add_workdays(04-10, 1) = Mon 2026-04-13. Balance 10 − 6 = 4.
    _d("2026-03-25", "I'm taking annual leave from Thu 2 Apr to Fri 10 Apr 2026. How many days of leave does that "
                     "use, what day am I back at work, and I have 10 days left — how many will remain?",
       [_l("2026-04-02", "2026-04-10"), _a("2026-04-10", 1)],
       [(C, "en", "It uses 6 days of leave — Qingming (4–6 Apr) falls inside the range and isn't charged. You're back "
                  "on Mon 13 Apr, with 4 days of annual leave left."),
        (C, "en", "Leave: Thursday 2/4/2026 – Friday 10/4/2026 = 6 working days out of 9 calendar days. Back at work "
                  "Monday 13/4/2026. Balance afterwards: 10 − 6 = 4 days."),
        (C, "zh", "共扣6天年假（4月4日—6日清明放假不扣），4月13日（周一）回来上班，还剩4天。"),
        (C, "zh", "- 扣除：六个工作日\n- 返岗：4月13号礼拜一\n- 剩余：四天\n（4月6日周一是清明节假期，不扣年假。）"),
        # calendar vs working days
        (W, "en", "That's 9 days of leave (Thu 2 Apr – Fri 10 Apr), you're back Mon 13 Apr, and you'll have 1 day left."),
        # wrong day back (a Saturday)
        (W, "zh", "扣6天年假；4月11日（周六）回来上班；还剩4天。"),
        # wrong remainder
        (W, "zh", "扣6个工作日，4月13日（周一）返岗，年假还剩3天。"),
        # holiday counted as a working day (Mon 4/6)
        (W, "zh", "共7个工作日（4月2、3、6、7、8、9、10日），4月13日周一回来上班，剩3天。"),
        ]),

    # 3. Today Wed 2026-06-10; 下下周二 = Tue 2026-06-23 (下周 = 6/15–6/21). 5 working days' notice:
    # add_workdays(06-23, -5) → latest submission Mon 2026-06-15 (= 下周一); the days are 6/16, 6/17, 6/18,
    # 6/22, 6/23; 端午 Fri 6/19 – Sun 6/21 skipped (no make-up day).
    _d("2026-06-10", "我打算下下周二开始休年假，公司要求提前5个工作日提交申请，最晚哪天要交？",
       [_a("2026-06-23", -5)],
       [(C, "zh", "下下周二是6月23日。往前数5个工作日（6月23日、22日、18日、17日、16日，端午6月19日—21日不算），"
                  "最晚6月15日（周一）提交。"),
        (C, "en", "The Tuesday after next is 23 June 2026; with 5 working days' notice you must submit by Mon 15 June "
                  "at the latest (the Dragon Boat holiday, Fri 19 – Sun 21 June, doesn't count)."),
        (C, "zh", "最晚下周一（6月15号）交。"),
        # off by one
        (W, "zh", "最晚6月16日（周二）提交，端午节6月19日到21日放假已经扣掉了。"),
        # relative day resolved wrongly (下下周二 taken as 6/30)
        (W, "zh", "下下周二是6月30日，往前数5个工作日，最晚6月23日（周二）提交。"),
        # holiday counted as a working day (Fri 6/19)
        (W, "en", "Leave starts Tue 23 June; counting back 5 working days (23, 22, 19, 18, 17 June) you must submit "
                  "by Tue 16 June."),
        # calendar vs working days
        (W, "zh", "提前5天就行：6月23日往前5天是6月18日（周四），最晚那天交。"),
        # wrong weekday
        (W, "en", "Latest submission: 15 June, a Tuesday. (Leave starts 23 June; the Dragon Boat Festival, 19–21 June, "
                  "is skipped.)"),
        ]),

    # 4. Today Tue 2026-06-16, the trip ended today; both periods counted from the day after.
    # 10 calendar days → Fri 2026-06-26 (calculate_leave_days 06-17..06-26: 10 calendar, 7 working).
    # 10 working days → add_workdays(06-16, 10) = Wed 2026-07-01; 端午 6/19–6/21 skipped.
    _d("2026-06-16", "My business trip ended today. Receipts must reach finance within 10 calendar days, and the "
                     "expense claim must be approved within 10 working days, both counted from tomorrow. What's "
                     "the last day for each?",
       [_l("2026-06-17", "2026-06-26"), _a("2026-06-16", 10)],
       [(C, "en", "Receipts: by Fri 26 June (10 calendar days). Claim approval: by Wed 1 July (10 working days, "
                  "skipping the Dragon Boat holiday that starts Fri 19 June)."),
        (C, "zh", "收据：6月26日（周五）前交到财务；报销审批：10个工作日，端午节6月19日至21日不算，截止7月1日（周三）。"),
        (C, "en", "Receipts → 2026-06-26 (Fri); claim → 2026-07-01 (Wed). 端午 19–21 June is a holiday, so the "
                  "working-day deadline lands in July."),
        (C, "zh", "十个自然日到6月26号礼拜五，十个工作日到7月1号礼拜三。"),
        # calendar vs working days (both treated as calendar days)
        (W, "zh", "两个截止日都是6月26日（周五）。"),
        # holiday counted as a working day (Fri 6/19)
        (W, "en", "Receipts by Fri 26 June; the claim must be approved by Tue 30 June (10 working days)."),
        # wrong weekday
        (W, "zh", "收据截止6月26日（周五），报销审批截止7月1日（周四）。"),
        # off by one (11 calendar days)
        (W, "en", "Receipts by Sat 27 June; claim approval by Wed 1 July."),
        ]),

    # 5. Today Wed 2026-09-23; 明天 = Thu 9/24, 下周二 = Tue 9/29. calculate_leave_days(09-24, 09-29): 3 working
    # days (9/24, 9/28, 9/29), 6 calendar days, 中秋 Fri 9/25 – Sun 9/27. Back: add_workdays(09-29, 1) = Wed 9/30.
    _d("2026-09-23", "医生给我开了病假，从明天一直到下周二。按工作日算请了几天病假？哪天回来上班？",
       [_l("2026-09-24", "2026-09-29"), _a("2026-09-29", 1)],
       [(C, "zh", "病假是9月24日（周四）到9月29日（周二），按工作日算3天（9月25日至27日是中秋假期），9月30日（周三）回来上班。"),
        (C, "en", "Sick leave Thu 24 Sep – Tue 29 Sep = 3 working days (Mid-Autumn, 25–27 Sep, is a public holiday). "
                  "Back at work Wed 30 Sep."),
        (C, "zh", "三个工作日；九月三十日（星期三）返岗。"),
        # calendar vs working days
        (W, "zh", "共6天病假，9月30日（周三）回来上班。"),
        # wrong day back (9/30 is a working day)
        (W, "zh", "按工作日算3天；9月30日紧挨着国庆，10月8日（周四）回来上班就行。"),
        # holiday counted as a working day (Fri 9/25)
        (W, "en", "4 working days (24, 25, 28 and 29 Sep); back Wed 30 Sep."),
        # invented rule
        (W, "zh", "按工作日算3天，9月30日（周三）返岗；病假期间遇到中秋节，按规定要给你顺延补休1天。"),
        # wrong weekday
        (W, "en", "3 working days; you're back on Thursday 30 September."),
        ]),

    # 6. Today Mon 2026-09-07; this Friday = 9/11. Every other Friday: 9/11, 9/25, 10/9, 10/23 (next 11/6).
    # 9/25 is 中秋 (0 working days) → cancelled. Meetings: 9/11, 10/9, 10/23 = 3. 10/2 is not a meeting week.
    _d("2026-09-07", "Our team has a review meeting every other Friday, starting this Friday. Meetings that fall on a "
                     "public holiday are cancelled. Which dates are the meetings up to the end of October, and how "
                     "many are there?",
       [_l("2026-09-11", "2026-09-11"), _l("2026-09-25", "2026-09-25"), _l("2026-10-09", "2026-10-09"),
        _l("2026-10-23", "2026-10-23")],
       [(C, "en", "Fridays 11 Sep, 9 Oct and 23 Oct — 3 meetings. The one on 25 Sep is cancelled (Mid-Autumn Festival)."),
        (C, "zh", "本周五（9月11日）、10月9日、10月23日，共3次；9月25日是中秋节，取消。"),
        (C, "en", "3 meetings:\n1. Fri 11 Sep 2026\n2. Fri 9 Oct 2026\n3. Fri 23 Oct 2026\n"
                  "(25 Sep falls on the Mid-Autumn holiday.)"),
        (C, "zh", "三次：9月11日、10月9日、10月23日。9月25日本来轮到开会，但那天是中秋节假期；10月2日不是开会的那一周。"),
        # holiday counted as a working day
        (W, "zh", "共4次：9月11日、9月25日、10月9日、10月23日。"),
        # wrong date
        (W, "en", "Meetings on 11 Sep, 9 Oct and 30 Oct — 3 in total (25 Sep is Mid-Autumn)."),
        # relative day resolved wrongly ("this Friday" taken as last Friday, 4 Sep)
        (W, "en", "Starting this Friday, 4 Sep: 4 Sep, 18 Sep, 16 Oct and 30 Oct — 4 meetings (2 Oct is National Day)."),
        # wrong total
        (W, "zh", "9月11日、10月9日、10月23日，共4次（9月25日中秋取消）。"),
        ]),

    # 7. Today Sat 2026-10-03, itself 国庆 (10/1–10/7). 3rd working day after the break: add_workdays(10-03, 3)
    # = Sat 2026-10-10, a make-up working day (10/8 Thu, 10/9 Fri, 10/10 Sat). 大后天 = Tue 10/6: 国庆, 0 working days.
    _d("2026-10-03", "今天10月3号还在放国庆，领导说假期结束后第3个工作日交季度报告，是哪天？大后天要上班吗？",
       [_a("2026-10-03", 3), _l("2026-10-06", "2026-10-06")],
       [(C, "zh", "第3个工作日是10月10日（周六）——那天是国庆调休上班日。大后天是10月6日，仍在国庆假期（放到10月7日），不用上班。"),
        (C, "en", "Report due Sat 10 Oct 2026, a make-up working day for National Day (Thu 8, Fri 9, Sat 10 Oct). Three "
                  "days from now is Tue 6 Oct — still a holiday, no work."),
        (C, "zh", "10月10号（周六，调休上班）交；大后天（10/6）放假。"),
        # make-up day forgotten
        (W, "zh", "10月12日（周一）交报告（10月8日、9日、12日三个工作日）；大后天10月6日还在放假。"),
        # relative day resolved wrongly (大后天 is 10/6, not 10/8)
        (W, "zh", "第3个工作日是10月10日（周六调休上班）。大后天是10月8日，要上班。"),
        # wrong weekday
        (W, "zh", "10月10日（周日）交，那天调休上班。大后天10月6日（周二）还是国庆假期，不用上班。"),
        # off by one
        (W, "zh", "假期结束后第3个工作日是10月9日（周五）。大后天10月6日还在放假，不用上班。"),
        # holiday counted as a working day (10/6)
        (W, "en", "The report is due Sat 10 Oct, a make-up working day. Three days from now, Tue 6 Oct, is a normal "
                  "working day."),
        ]),

    # 8. Today Sat 2026-05-02, itself 劳动节 (5/1–5/5). Back: add_workdays(05-02, 1) = Wed 2026-05-06.
    # Leave Wed 5/6 – Sat 5/9: 4 working days (Sat 5/9 is a make-up working day).
    _d("2026-05-02", "Today is a holiday, isn't it? When's my first working day back, and if I take leave from that day "
                     "through Saturday 9 May, how many days of leave is that?",
       [_a("2026-05-02", 1), _l("2026-05-06", "2026-05-09")],
       [(C, "en", "Yes — today (Sat 2 May) is part of the Labour Day holiday, which runs 1–5 May, so the day after "
                  "tomorrow (Mon 4 May) is off too. First working day back: Wed 6 May. Leave Wed 6 – Sat 9 May "
                  "costs 4 days, because Sat 9 May is a make-up working day."),
        (C, "zh", "是的，今天是劳动节假期。5月6日（周三）回来上班；从5月6日请到5月9日（周六调休上班）共4个工作日。"),
        (C, "en", "Holiday: yes. Back: 6 May (Wed). Leave 6–9 May: four working days (6, 7, 8 and the make-up Saturday, 9)."),
        (C, "zh", "对，5月2日是劳动节假期，后天5月4日也还在放假。你5月6号礼拜三回来上班；请到5月9日要扣4天，因为9日是调休上班的周六。"),
        # make-up day forgotten
        (W, "en", "Yes, today is a holiday. Back Wed 6 May; leave 6–9 May is 3 days, since Sat 9 May is a weekend."),
        # wrong day back (5/5 is still a holiday)
        (W, "zh", "是的。5月5日（周二）回来上班，从5月5日请到5月9日（周六）共5个工作日。"),
        # wrong weekday
        (W, "zh", "是的。5月6日（周四）回来上班；5月6日到9日共4个工作日（9日周六调休上班）。"),
        # invented rule
        (W, "en", "Yes, today is a holiday. Back Wed 6 May. Leave 6–9 May is 4 working days, but leave taken right after "
                  "a public holiday is charged double, so 8 days come off your balance."),
        ]),

    # 9. Today Thu 2026-12-10. Last working day of December 2026: Thu 12/31 (12/28–12/31 all working, no holiday).
    # January 2027: 1/30 Sat, 1/31 Sun → Fri 2027-01-29 (1/25–1/31: 5 working days); 2027 is estimated → caveat.
    _d("2026-12-10", "本月和下个月的最后一个工作日分别是哪天？月底要交考勤表。",
       [_l("2026-12-28", "2026-12-31"), _l("2027-01-25", "2027-01-31")],
       [(C, "zh", "本月最后一个工作日是12月31日（周四）；下个月（2027年1月）按推算是1月29日（周五），1月30、31日是周末。"
                  "2027年放假安排尚未公布，若有调休以国务院通知为准。"),
        (C, "en", "This month: Thu 31 Dec 2026. Next month: Fri 29 Jan 2027 — an estimate, since the 2027 holiday "
                  "schedule hasn't been published (a make-up working weekend could still change it)."),
        (C, "zh", "12月31日（周四）和2027年1月29日（周五）。（2027年的安排是推算的，以国务院公布为准）"),
        # missing estimate caveat
        (W, "en", "Thu 31 Dec 2026 and Fri 29 Jan 2027."),
        # estimate called official
        (W, "zh", "12月31日（周四）；2027年1月29日（周五），这是按国务院已经公布的2027年放假安排确定的。"),
        # wrong year
        (W, "en", "31 December 2026 and 29 January 2026." + CAV27_EN),
        # wrong date (1/31 is a Sunday)
        (W, "zh", "本月是12月31日（周四），下个月是1月31日。" + CAV27),
        # a working day called a holiday
        (W, "zh", "本月最后一个工作日是12月30日（周三），因为12月31日已经开始放元旦假；下个月是2027年1月29日（周五）。" + CAV27),
        ]),

    # 10. Hired today, Tue 2026-04-07; 6 months, ending the day before the same date → Tue 2026-10-06, a 国庆
    # holiday (0 working days). 10/7 is a holiday too; first working day after: add_workdays(10-06, 1) = Thu 10/8.
    _d("2026-04-07", "我今天（2026年4月7日，星期二）入职，试用期6个月，合同写明试用期到6个月后对应日的前一天为止。"
                     "试用期最后一天是哪天？那天上班吗？最早哪个工作日能办转正手续？",
       [_l("2026-10-06", "2026-10-06"), _a("2026-10-06", 1)],
       [(C, "zh", "试用期最后一天是2026年10月6日（星期二），那天是国庆假期，不上班；10月7日也还在放假，最早10月8日（星期四）办转正手续。"),
        (C, "en", "Probation ends Tue 6 Oct 2026, which falls in the National Day holiday (1–7 Oct), so it isn't a "
                  "working day. The earliest working day to process your confirmation is Thu 8 Oct."),
        (C, "zh", "10月6号礼拜二到期，国庆放假；转正手续最早10月8号礼拜四办。"),
        # wrong convention: the same date instead of the day before
        (W, "zh", "试用期到2026年10月7日（周三）为止，那天国庆放假不上班，最早10月8日（周四）办转正。"),
        # holiday counted as a working day
        (W, "zh", "10月6日（周二）到期，那天正常上班，当天就可以办转正手续。"),
        # wrong day: 10/8 is earlier than the make-up Saturday
        (W, "en", "Probation ends Tue 6 Oct (a National Day holiday). The earliest working day for the paperwork is "
                  "Sat 10 Oct, the make-up Saturday."),
        # wrong weekday
        (W, "zh", "试用期最后一天是10月6日（星期一），国庆放假；最早10月8日（星期四）办。"),
        # invented rule
        (W, "en", "Your probation's last day, Tue 6 Oct 2026, falls in the National Day break; under labour law a "
                  "probation that ends on a holiday is automatically extended to the next working day, so it ends "
                  "Thu 8 Oct and you are confirmed then."),
        ]),

    # 11. Hired today, Mon 2026-06-22; 3 months ending on the same date → Tue 2026-09-22.
    # calculate_leave_days(06-22, 09-22): 68 working days, 93 calendar days, no holiday, make-up Sun 9/20 included.
    _d("2026-06-22", "I started today, Monday 22 June 2026. My contract says the 3-month probation ends on the same "
                     "calendar date three months later. When does it end, and how many working days does it span "
                     "(start and end dates both included)?",
       [_l("2026-06-22", "2026-09-22")],
       [(C, "en", "It ends Tue 22 Sep 2026. From 22 Jun to 22 Sep inclusive there are 68 working days (93 calendar "
                  "days) — that includes Sun 20 Sep, a make-up working day before National Day."),
        (C, "en", "Probation end: 2026-09-22 (Tuesday). Working days: 68."),
        (C, "zh", "试用期到2026年9月22日（周二）结束，期间共68个工作日（含9月20日周日调休上班）。"),
        (C, "zh", "22/9/2026，星期二；一共68个工作日，期间没有法定假日（端午是6月19—21日，中秋从9月25日开始）。"),
        # make-up day forgotten
        (W, "zh", "2026年9月22日（周二）结束，共67个工作日。"),
        # wrong convention (the day before, though the contract says the same date)
        (W, "en", "It ends Monday 21 September 2026, the day before the same date; 67 working days."),
        # wrong weekday
        (W, "zh", "试用期9月22日（周三）结束，共68个工作日。"),
        # calendar vs working days
        (W, "en", "Ends Tue 22 Sep; it spans 93 working days."),
        ]),

    # 12. Today Tue 2026-12-29; tomorrow = Wed 12/30. calculate_leave_days(12-30, 2027-01-05): 4 working days
    # (12/30, 12/31, 1/4, 1/5), 7 calendar days, 元旦 Fri 2027-01-01 estimated. Back: Wed 2027-01-06. Caveat.
    _d("2026-12-29", "I'm off sick from tomorrow through Tuesday 5 January. How many working days of sick leave is "
                     "that, and which day am I back?",
       [_l("2026-12-30", "2027-01-05"), _a("2027-01-05", 1)],
       [(C, "en", "4 working days (Wed 30 Dec, Thu 31 Dec, Mon 4 Jan, Tue 5 Jan; New Year's Day on Fri 1 Jan is a "
                  "holiday). Back Wed 6 Jan 2027." + CAV27_EN),
        (C, "zh", "4个工作日，2027年1月6日（周三）返岗。" + CAV27),
        (C, "en", "Four days' sick leave; you're back on Wednesday 6 January 2027. (2027年放假安排还没公布，元旦按推算，仅供参考。)"),
        # missing estimate caveat
        (W, "en", "4 working days; back Wed 6 Jan 2027 (1 Jan is New Year's Day)."),
        # estimate called official
        (W, "en", "4 working days; back Wed 6 Jan 2027. This follows the official 2027 holiday notice (New Year's Day "
                  "on Fri 1 Jan)."),
        # holiday counted as a working day
        (W, "zh", "5个工作日（12月30日、31日，1月1日、4日、5日），1月6日（周三）回来。" + CAV27),
        # wrong year
        (W, "en", "4 working days; you're back on 6 January 2026." + CAV27_EN),
        # relative day resolved wrongly (tomorrow is Wed 30 Dec)
        (W, "zh", "从明天（12月31日，周四）到1月5日（周二）共3个工作日，2027年1月6日（周三）返岗。" + CAV27),
        ]),

    # 13. Today Fri 2026-04-03 (the accident). 30 calendar days, not counting the day itself → Sun 2026-05-03,
    # a 劳动节 day (5/1–5/5) → next working day: add_workdays(05-03, 1) = Wed 2026-05-06. 下周三 = 4/8.
    _d("2026-04-03", "今天出了工伤事故，公司规定要在事故发生之日起30个自然日内（不含当天）提交认定材料，截止日遇法定节假日"
                     "顺延到下一个工作日。最晚哪天交？",
       [_l("2026-05-03", "2026-05-03"), _a("2026-05-03", 1)],
       [(C, "zh", "4月3日起算30个自然日是5月3日（周日），正好在劳动节假期（5月1日至5日）里，顺延到下一个工作日5月6日（周三）。"),
        (C, "en", "30 calendar days after 3 Apr is Sun 3 May, inside the Labour Day break (1–5 May), so the deadline "
                  "moves to Wed 6 May 2026."),
        (C, "zh", "最晚5月6号（礼拜三）交。"),
        # holiday counted as a working day (5/4)
        (W, "zh", "30个自然日是5月3日（周日），顺延到下一个工作日5月4日（周一）。"),
        # the holiday rule ignored
        (W, "en", "The deadline is Sun 3 May 2026."),
        # wrong weekday
        (W, "zh", "5月3日在劳动节假期里，顺延至5月6日（周四）。"),
        # invented rule
        (W, "en", "Thirty days from 3 Apr is Sun 3 May, during Labour Day; under the rule the deadline moves back to the "
                  "last working day before the holiday, Thu 30 Apr."),
        # relative day resolved wrongly (下周三 from Fri 4/3 is 4/8)
        (W, "zh", "最晚下周三（5月6日）交。"),
        ]),

    # 14. Today Mon 2026-03-30. 4/3 下午 – 4/8 上午: calculate_leave_days(04-03, 04-08) = 3 working days (4/3, 4/7,
    # 4/8; 清明 4/4–4/6). Charged 0.5 + 1 + 0.5 = 2 days; balance 5 − 2 = 3.
    _d("2026-03-30", "我想4月3日下午到4月8日上午请年假，要扣几天？我现在还有5天年假，请完还剩多少？",
       [_l("2026-04-03", "2026-04-08")],
       [(C, "zh", "扣2天：4月3日下午半天、4月7日全天、4月8日上午半天；4月4日至6日是清明假期不扣。剩3天。"),
        (C, "en", "2 days charged (half of Fri 3 Apr, all of Tue 7 Apr, half of Wed 8 Apr; Qingming, 4–6 Apr, is free). "
                  "You'll have 3 days left."),
        (C, "zh", "共扣两天，剩余三天。"),
        (C, "en", "Apr. 3 p.m. → Apr. 8 a.m.: 0.5 + 1 + 0.5 = 2 days; balance 5 − 2 = 3."),
        # half-day slip (4/8 上午 counted as a full day)
        (W, "zh", "扣2.5天（4月3日下午0.5天、4月7日1天、4月8日上午1天），剩2.5天。"),
        # wrong remainder
        (W, "zh", "扣2天（清明4月4日—6日不算），还剩2天。"),
        # holiday counted as a working day (Mon 4/6)
        (W, "en", "3 days charged (½ Fri 3 Apr, Mon 6 Apr, Tue 7 Apr, ½ Wed 8 Apr); 2 days left."),
        # calendar vs working days
        (W, "zh", "从周五下午到周三上午算5天，扣5天，年假正好用完。"),
        ]),

    # 15. Fri 2026-09-18 .. Fri 2026-10-09: inclusive 11 working days (22 calendar), exclusive (09-19..10-08) 9.
    # Holidays: 中秋 9/25–9/27, 国庆 10/1–10/7; make-up Sun 9/20 inside (Sat 10/10 is outside).
    _d("2026-09-14", "How many working days are there between Fri 18 Sep and Fri 9 Oct 2026? I need two numbers: not "
                     "counting either end date, and counting both.",
       [_l("2026-09-18", "2026-10-09"), _l("2026-09-19", "2026-10-08")],
       [(C, "en", "Counting both ends: 11 working days. Excluding both: 9. (Mid-Autumn 25–27 Sep and National Day 1–7 "
                  "Oct are holidays; Sun 20 Sep is a make-up working day.)"),
        (C, "zh", "含首尾11个工作日，不含首尾9个。"),
        (C, "en", "| Range | Working days |\n|---|---|\n| 18 Sep – 9 Oct, both ends included | 11 |\n"
                  "| strictly between them | 9 |"),
        (C, "zh", "包含两头是十一个工作日，不含两头是九个——9月18日和10月9日都是工作日，去掉它们就少两天。"),
        # make-up day forgotten
        (W, "zh", "含首尾10个工作日，不含首尾8个。"),
        # off by one (exclusive)
        (W, "en", "Inclusive 11, exclusive 10."),
        # holiday counted as a working day (Fri 9/25)
        (W, "zh", "含首尾12个工作日，不含首尾10个（9月20日周日调休上班）。"),
        # calendar vs working days
        (W, "en", "Both ends included: 22 days; excluded: 20 days."),
        ]),

    # 16. Three requests, working days: 张三 6/18–6/23 = 3 (端午 6/19–6/21), 6 calendar; 李四 9/28–10/9 = 5 (国庆
    # 10/1–10/7), 12 calendar; 王五 4/3–4/10 = 5 (清明 4/4–4/6), 8 calendar. Total 13 working (26 calendar).
    _d("2026-03-20", "请帮我汇总三个人的请假申请，列个表，含合计：张三 6月18日–6月23日；李四 9月28日–10月9日；"
                     "王五 4月3日–4月10日。都按工作日算。",
       [_l("2026-06-18", "2026-06-23"), _l("2026-09-28", "2026-10-09"), _l("2026-04-03", "2026-04-10")],
       [(C, "zh", "| 姓名 | 请假日期 | 工作日 |\n|---|---|---|\n| 张三 | 6/18–6/23 | 3 |\n| 李四 | 9/28–10/9 | 5 |\n"
                  "| 王五 | 4/3–4/10 | 5 |\n| 合计 | | 13 |"),
        (C, "en", "| Employee | Dates | Calendar days | Working days |\n|---|---|---|---|\n"
                  "| Zhang San | 18–23 Jun | 6 | 3 |\n| Li Si | 28 Sep – 9 Oct | 12 | 5 |\n"
                  "| Wang Wu | 3–10 Apr | 8 | 5 |\n| **Total** | | 26 | 13 |"),
        (C, "zh", "| 员工 | 期间 | 扣除天数 | 备注 |\n|---|---|---|---|\n| 张三 | 6月18日—23日 | 3 | 端午6月19—21日不计 |\n"
                  "| 李四 | 9月28日—10月9日 | 5 | 国庆10月1—7日不计 |\n| 王五 | 4月3日—10日 | 5 | 清明4月4—6日不计 |\n"
                  "| 合计 | | 13 | |"),
        (C, "en", "| Who | Leave | Holiday inside (not charged) | Days |\n|---|---|---|---|\n"
                  "| Zhang San | Thu 18 Jun – Tue 23 Jun | Dragon Boat, 19–21 Jun | 3 |\n"
                  "| Li Si | Mon 28 Sep – Fri 9 Oct | National Day, 1–7 Oct | 5 |\n"
                  "| Wang Wu | Fri 3 Apr – Fri 10 Apr | Qingming, 4–6 Apr | 5 |\n| Total | | | 13 |"),
        # wrong total
        (W, "zh", "| 姓名 | 工作日 |\n|---|---|\n| 张三 | 3 |\n| 李四 | 5 |\n| 王五 | 5 |\n| 合计 | 12 |"),
        # holiday counted as a working day (张三: Fri 6/19)
        (W, "zh", "| 姓名 | 请假日期 | 工作日 |\n|---|---|---|\n| 张三 | 6/18–6/23 | 4 |\n| 李四 | 9/28–10/9 | 5 |\n"
                  "| 王五 | 4/3–4/10 | 5 |\n| 合计 | | 14 |"),
        # calendar vs working days (李四)
        (W, "zh", "| 姓名 | 天数 |\n|---|---|\n| 张三 | 3 |\n| 李四 | 12 |\n| 王五 | 5 |\n| 合计 | 20 |"),
        # off by one (王五)
        (W, "en", "| Name | Working days |\n|---|---|\n| Zhang San | 3 |\n| Li Si | 5 |\n| Wang Wu | 4 |\n| Total | 12 |"),
        ]),

    # 17. Today Mon 2030-09-02 (2030 estimated). calculate_leave_days(2030-09-30, 2030-10-08): 4 working days
    # (Mon 9/30, Fri 10/4, Mon 10/7, Tue 10/8), 9 calendar; 国庆 Tue 10/1 – Thu 10/3 estimated. Caveat needed.
    _d("2030-09-02", "2030年我想9月30日到10月8日请假连休，需要请几个工作日的假？",
       [_l("2030-09-30", "2030-10-08")],
       [(C, "zh", "按推算需要4个工作日：9月30日（周一）、10月4日（周五）、10月7日（周一）、10月8日（周二）；10月1日至3日是国庆法定假日。"
                  + CAV30),
        (C, "en", "4 working days by the estimate (30 Sep, 4 Oct, 7 Oct, 8 Oct) — only an estimate: the 2030 holiday notice hasn't "
                  "been published, so bridging days and make-up days are unknown."),
        (C, "zh", "4天（估算：2030年放假安排尚未公布，以官方通知为准）。"),
        # missing estimate caveat
        (W, "zh", "需要4个工作日：9月30日、10月4日、10月7日、10月8日。"),
        # estimate called official
        (W, "en", "4 working days, per the State Council's published 2030 holiday notice (National Day 1–3 Oct)."),
        # calendar vs working days
        (W, "zh", "一共9天，需要请9天假。" + CAV30),
        # wrong weekday
        (W, "zh", "按推算4个工作日（9月30日周二、10月4日、10月7日、10月8日）。" + CAV30),
        # wrong count
        (W, "en", "By the estimate you need 5 working days of leave." + CAV30_EN),
        ]),

    # 18. Today Wed 2030-01-30 (2030 estimated); 3 working days' notice: add_workdays(2030-01-30, 3) = Wed 2030-02-06
    # (Thu 1/31, Fri 2/1, then 春节 Sat 2/2 – Tue 2/5 estimated, then Wed 2/6). Caveat needed.
    _d("2030-01-30", "If I hand in a leave request today and need 3 working days' notice, what's the earliest day my "
                     "leave can start?",
       [_a("2030-01-30", 3)],
       [(C, "en", "Earliest start: Wed 6 Feb 2030 (Thu 31 Jan and Fri 1 Feb are two working days, then the Spring "
                  "Festival break, estimated at 2–5 Feb, then Wed 6 Feb). The 2030 holiday schedule isn't out yet, so "
                  "this is an estimate."),
        (C, "zh", "最早2030年2月6日（周三）。2030年放假安排尚未公布，按法定节日推算，仅供参考。"),
        (C, "en", "6 Feb 2030, a Wednesday — provisional, as the official 2030 Spring Festival arrangement hasn't been "
                  "announced."),
        # missing estimate caveat
        (W, "zh", "最早2030年2月6日（周三）开始休。"),
        # estimate called official
        (W, "en", "Wed 6 Feb 2030, based on the officially announced 2030 Spring Festival holiday (2–5 Feb)."),
        # holiday counted as a working day (Mon 2/4)
        (W, "zh", "最早2030年2月4日（周一）：1月31日、2月1日、2月4日三个工作日。" + CAV30),
        # calendar vs working days
        (W, "zh", "提前3天，也就是最早2030年2月2日（周六）开始休。" + CAV30),
        # wrong weekday
        (W, "en", "Earliest: Thursday 6 Feb 2030." + CAV30_EN),
        ]),

    # 19. Today Mon 2026-12-21; leave from Tue 2027-01-05, 5 working days' notice: add_workdays(2027-01-05, -5) →
    # latest submission Mon 2026-12-28 (= 下周一); the days are 12/29, 12/30, 12/31, 1/4, 1/5; 元旦 Fri 2027-01-01
    # estimated → caveat.
    _d("2026-12-21", "我想2027年1月5日开始休假，要提前5个工作日申请，最晚哪天提交？",
       [_a("2027-01-05", -5)],
       [(C, "zh", "最晚2026年12月28日（周一）提交：往后数12月29日、30日、31日、1月4日、1月5日正好5个工作日（1月1日元旦放假）。"
                  + CAV27),
        (C, "en", "Submit by Mon 28 Dec 2026 at the latest." + CAV27_EN),
        (C, "zh", "最晚下周一（12月28号）交。（2027年的安排是推算的，以国务院公布为准）"),
        # missing estimate caveat
        (W, "zh", "最晚12月28日（周一）提交。"),
        # holiday counted as a working day (1/1)
        (W, "zh", "最晚12月29日（周二）提交。" + CAV27),
        # wrong year
        (W, "zh", "最晚2027年12月28日提交。" + CAV27),
        # calendar vs working days
        (W, "zh", "提前5天就行，最晚12月31日（周四）提交。" + CAV27),
        # estimate called official
        (W, "zh", "最晚12月28日（周一）提交，2027年元旦放假已由国务院正式公布为1月1日一天。"),
        ]),

    # 20. Today Thu 2026-09-17; 10 working days: add_workdays(09-17, 10) = Thu 2026-10-08 (9/18, Sun 9/20 make-up,
    # 9/21–9/24, 9/28–9/30, 10/8; 中秋 9/25–9/27 and 国庆 10/1–10/7 skipped). 大后天 = Sun 9/20: make-up working day.
    _d("2026-09-17", "今天９月１７日收到整改通知，要求十个工作日内回复，最晚哪天？另外大后天是周日，要上班吗？",
       [_a("2026-09-17", 10), _l("2026-09-20", "2026-09-20")],
       [(C, "zh", "最晚１０月８日（周四）回复。大后天９月２０日（周日）是国庆调休上班日，要上班。"),
        (C, "zh", "最晚十月八日（星期四）；九月二十日星期天要上班（调休）。"),
        (C, "en", "Reply by Thu 8 Oct 2026 (the ten working days skip Mid-Autumn 25–27 Sep and National Day 1–7 Oct, and "
                  "include the make-up Sunday, 20 Sep). Yes, Sunday 20 Sep is a working day."),
        (C, "en", "Deadline 2026-10-08 (Thursday). 2026-09-20 is a make-up workday, so you work that Sunday."),
        # make-up day forgotten
        (W, "zh", "最晚10月9日（周五）；9月20日周日正常休息。"),
        # calendar vs working days
        (W, "zh", "十天后是9月27日（周日），最晚那天回复；大后天9月20日要上班（调休）。"),
        # relative day resolved wrongly (大后天 is 9/20)
        (W, "zh", "最晚10月8日（周四）；大后天是9月19日周六，不用上班。"),
        # wrong weekday
        (W, "en", "Reply by Friday 8 Oct; and yes, you work on Sunday 20 Sep (make-up day)."),
        ]),
]
