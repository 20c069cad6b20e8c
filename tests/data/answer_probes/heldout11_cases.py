"""The eleventh held-out probe set, calendar part (heldout11): questions, the date-tool calls a model
would make, and final answers written by hand after reading the tools' REAL results (make_heldout11.py
runs the calls). Written blind: the helper never read the answer check's code nor ran it on this set.
Material: 清明 2026 (4/4-4/6) and 清明 2027 (est. 4/5 Mon); 中秋 2026 (9/25-27) with 国庆 2026 (10/1-10/7,
make-up Sun 9/20 and Sat 10/10); 劳动节 2027 (est. Sat-Sun, no weekday), 端午 2027 (est. Wed 6/9), 国庆 2027
(est. 10/1-10/3), 元旦 2028 (est. Sat 1/1, no weekday); the 2026→2027 turn; plain weeks of Aug/Sep 2026, May-Aug 2027.
Shapes: earliest start after N days' notice, latest submission counted back, within-N-days-of-receipt
(receipt not counted), T+3 and D+5, bridging leave, day back, Q3/quarter and month first/last working
day, working days left in a quarter, first Monday of a month, relative days (zh and en), hours and half days.
Forms: one-liners, day-by-day lists, numbered lists, Markdown tables, m/d and d/m dates, 九月七日, full-width.
Errors (one each): wrong date/weekday/year, off by one, 工作日 vs 自然日, holiday as a work or return day,
make-up day forgotten, invented or misattributed, wrong span, false aside, missing or "official" estimate caveat.
Never tuned on: every case is report.

Audit (calendar part): all 160 answers re-checked blind against the tools' real results (/tmp/h11-calendar.jsonl),
the workcalendar schedule, the bundled handbook's 8-hour day and datetime; labels unchanged (71 correct / 89
wrong). Two wrong answers reworded so their single error cannot be read away: h11-029 (2026-10-05) "最晚10月9日周六前交" →
"最晚10月9日（周六）交" ("周六前" could be read as "by the 9th, before Saturday", which is true; now plainly the
wrong weekday); h11-089 (2027-12-27) "按规定周一1月3日补休" → "按推算周一1月3日补休" (the 放假办法 does require a weekday
补假 when a holiday falls at a weekend, so "按规定" made the claim defensible; the estimate has no 补休 and counts
1/3 as a working day and 10 working days, so the claim is now plainly false).
"""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

CALENDAR_CASES = [
    # Fri 2026-08-14 (evening); 3 working days after it (today not counted): Mon 17, Tue 18, Wed 19 Aug →
    # earliest start Wed 19 Aug; 19-21 Aug = 3 working days (no holidays); back Mon 24 Aug.
    _d("2026-08-14",
       "It's Friday evening and I've just decided I want some time off next week. Our policy is 3 working days' "
       "notice. If I put the request in tonight, what's the earliest day next week I can start, and if I then take "
       "off until the end of the week, how many days of annual leave is that?",
       [("add_workdays", {"date": "2026-08-14", "days": 3}),
        ("calculate_leave_days", {"start_date": "2026-08-19", "end_date": "2026-08-21"})],
       [(C, "en", "Earliest start is Wednesday 19 August. Tonight doesn't count towards the notice, so the three "
                  "working days are Mon 17, Tue 18 and Wed 19 Aug, and your leave can begin on the 19th. Wednesday to "
                  "Friday (19–21 Aug) is 3 days of annual leave; there are no public holidays that week, and you'd be "
                  "back on Monday 24 August."),
        (W, "en", "Since you're submitting today (Friday 14 Aug), today counts as notice day one: Fri 14, Mon 17, "
                  "Tue 18. So you could start on Tuesday 18 August, and Tuesday to Friday would be 4 days of annual "
                  "leave."),
        (C, "en", "Wed 19 Aug at the earliest; Wed–Fri (19–21 Aug) = 3 days' leave."),
        (W, "en", "The earliest you can start is Wednesday the 19th — the notice days are Monday 17, Tuesday 18 and "
                  "Wednesday 19 August. You'd take the 19th, 20th and 21st, which is 3 days of leave, and be back at "
                  "your desk on Monday 25 August."),
        (W, "en", "Notice: Mon 17, Tue 18, Wed 19 → start Wed 19 Aug. From Wednesday 19 through Sunday 23 August is "
                  "5 days of annual leave, so budget 5 days from your balance."),
        (C, "zh", "今晚提交，当天不算。往后数3个工作日：8月17日（周一）、18日（周二）、19日（周三），所以最早8月19日周三开始休。"
                  "19日至21日共3个工作日，即3天年假，8月24日（周一）回来上班。这周没有法定节假日。"),
        (W, "zh", "今晚提交不算当天，往后数3个工作日：17日周一、18日周二、19日周四，所以最早8月19日开始休，"
                  "19日到21日共3天年假。"),
        (C, "en", "1. Notice period (tonight excluded): Mon 17 Aug, Tue 18 Aug, Wed 19 Aug.\n"
                  "2. Earliest start: Wednesday 19 August 2026.\n"
                  "3. Leave Wed 19 – Fri 21 Aug: 3 working days = 3 days of annual leave (no holidays that week).\n"
                  "4. Back in the office Monday 24 August. Get your manager to approve it in the system before "
                  "Wednesday.")]),

    # Mon 2026-09-14. 中秋 2026-09-25 (Fri) to 09-27 (Sun); 国庆 10-01 (Thu) to 10-07 (Wed); bridge 9/28-9/30
    # (Mon-Wed) = 3 working days; off 9/25-10/7 = 13 calendar days; back Thu 10/8; make-up Sat 10/10.
    _d("2026-09-14",
       "中秋和国庆中间想请几天假连起来休，需要请几天？一共能连休多少天？哪天回来上班？",
       [("calculate_leave_days", {"start_date": "2026-09-28", "end_date": "2026-09-30"}),
        ("calculate_leave_days", {"start_date": "2026-09-25", "end_date": "2026-10-07"}),
        ("add_workdays", {"date": "2026-10-07", "days": 1})],
       [(C, "zh", "请9月28日（周一）、29日（周二）、30日（周三）这3天年假即可。中秋节9月25日（周五）至27日（周日）放假3天，"
                  "国庆节10月1日（周四）至7日（周三）放假7天，连起来从9月25日休到10月7日，共13天，只用3天年假。"
                  "10月8日（周四）回来上班，另外10月10日（周六）要调休上班，别忘了。"),
        (W, "zh", "中秋放9月25日至27日，国庆放10月1日至8日，中间请9月28日到30日三天年假，就能从9月25日一直休到10月8日，"
                  "共14天，10月9日（周五）回来上班。"),
        (W, "zh", "请3天（9月28日—30日），连休13天（9/25—10/7），10月8日周四上班。国庆节后没有调休，10月10日周六正常休息。"),
        (C, "en", "Take Mon 28, Tue 29 and Wed 30 September off — 3 days of annual leave. Mid-Autumn runs Fri 25–Sun "
                  "27 Sept and National Day Thu 1–Wed 7 Oct, so you'd be off 13 days in a row (25 Sept–7 Oct) and "
                  "back on Thursday 8 October. Note that Saturday 10 October is a make-up working day."),
        (W, "en", "3 days of leave (28–30 Sept) bridges Mid-Autumn (25–27 Sept) to National Day (1–7 Oct), giving "
                  "you 12 consecutive days off; back to work Thursday 8 Oct."),
        (W, "zh", "只要请9月28日到30日三天，就能从中秋一直连休到国庆结束，10月7日（周三）回来上班。"),
        (C, "zh", "| 日期 | 星期 | 安排 |\n|---|---|---|\n| 9月25日—27日 | 周五—周日 | 中秋节放假 |\n"
                  "| 9月28日—30日 | 周一—周三 | 请年假（3天） |\n| 10月1日—7日 | 周四—周三 | 国庆节放假 |\n"
                  "| 10月8日 | 周四 | 上班 |\n\n合计连休13天，只需3天年假。注意10月10日（周六）调休上班。"),
        (W, "zh", "请3天年假（9月28日至30日）就够了。中秋节是9月26日周六，放假从9月25日到27日，国庆从10月1日到7日，"
                  "连起来休13天，10月8日周四上班。")]),

    # Mon 2026-09-28, receipt today (not counted). 5 working days: Tue 9/29, Wed 9/30, Thu 10/8, Fri 10/9,
    # Sat 10/10 (国庆 make-up working day) → deadline Sat 2026-10-10; 国庆 10/1-10/7 skipped.
    _d("2026-09-28",
       "我今天（9月28日）把报销单交给了财务，制度写的是“财务收到后5个工作日内付款”。最晚哪天应该到账？收到当天算不算？",
       [("add_workdays", {"date": "2026-09-28", "days": 5})],
       [(C, "zh", "收到当天（9月28日）不算，从次日起数5个工作日：9月29日（周二）、9月30日（周三）、10月8日（周四）、"
                  "10月9日（周五）、10月10日（周六，国庆调休上班）。所以最晚10月10日付款。10月1日至7日国庆放假不计。"),
        (W, "zh", "当天不算。9月29日、30日算2个，国庆10月1日—7日放假跳过，10月8日、9日再算2个，然后是周末，"
                  "第5个工作日是10月12日（周一），最晚那天到账。"),
        (C, "zh", "最晚2026/10/10（周六，国庆调休上班日）。收到当天不计入。"),
        (W, "zh", "收到当天算第1天：9月28日、29日、30日、10月8日、9日，所以最晚10月9日（周五）到账。"),
        (C, "en", "The day of receipt (Mon 28 Sept) doesn't count. Five working days after it: Tue 29 Sept, Wed 30 "
                  "Sept, Thu 8 Oct, Fri 9 Oct and Sat 10 Oct — the 10th is a make-up working day for National Day, so "
                  "that's the deadline. 1–7 Oct are public holidays and are skipped."),
        (W, "en", "The receipt day isn't counted; the fifth working day after it is Saturday 10 October 2025, a "
                  "make-up working day after the National Day break, so payment is due by then."),
        (W, "zh", "最晚10月10日（周六）。当天不算，依次是9月29日、30日，10月8日、9日、10日，其中10月10日是中秋节的调休上班日。"),
        (C, "zh", "帮你数了一下（收到当天不算）：\n1. 9月29日 周二\n2. 9月30日 周三\n（10月1日—7日国庆假期，跳过）\n"
                  "3. 10月8日 周四\n4. 10月9日 周五\n5. 10月10日 周六（调休上班）\n"
                  "所以付款期限是2026年10月10日。调休那天财务如果排班少，可以节后第一周先跟进一下。")]),

    # Today Mon 2026-10-05 is 国庆 (10/1-10/7, the 5th day of it); back Thu 10/8; "节后2个工作日内" = Thu 10/8,
    # Fri 10/9 → Fri 10/9. Sat 10/10 is a make-up working day.
    _d("2026-10-05",
       "今天还在国庆假期里吧？领导让我“节后2个工作日内”交季度总结，最晚哪天交？我哪天开始上班？",
       [("add_workdays", {"date": "2026-10-05", "days": 1}),
        ("add_workdays", {"date": "2026-10-07", "days": 2})],
       [(C, "zh", "是的，今天10月5日（周一）是国庆假期，假期到10月7日（周三）结束，10月8日（周四）上班。节后2个工作日是"
                  "10月8日和9日，所以总结最晚10月9日（周五）交。另外10月10日（周六）调休上班。"),
        (W, "zh", "国庆假期是10月1日至4日，今天10月5日（周一）已经恢复上班了；节后2个工作日就是今天和明天，总结最晚10月6日交。"),
        (W, "zh", "10月8日（周四）上班。节后2个工作日：10月8日、10月9日，最晚10月9日（周五）交。另外10月11日（周日）还要调休上班。"),
        (C, "en", "Yes — today, Monday 5 October, is still part of the National Day holiday (1–7 Oct). You're back at "
                  "work on Thursday 8 October. 'Within 2 working days after the holiday' means Thu 8 and Fri 9 Oct, "
                  "so hand it in by Friday 9 October at the latest."),
        (W, "en", "You're back on Thursday 8 Oct. The two working days after the break are Fri 9 and Sat 10 Oct "
                  "(Saturday is a make-up working day), so the deadline is Saturday 10 October."),
        (W, "zh", "今天还在国庆假期，10月8日周四上班，总结最晚10月9日（周六）交。"),
        (C, "zh", "还在放假（国庆10月1日—7日）。10月8日周四上班，总结最晚10月9日周五交。"),
        (W, "zh", "对，今天是国庆假期的第4天（假期10月1日—7日）。10月8日（周四）恢复上班，节后2个工作日是8日、9日，"
                  "所以最晚10月9日（周五）交。")]),

    # Sat 2026-09-19 (weekend). Tomorrow Sun 9/20 is a make-up working day (for 国庆). 3 working days after
    # 9/19: Sun 9/20, Mon 9/21, Tue 9/22 → earliest start Tue 9/22. 9/20-9/26: 5 working days (20-24);
    # Fri 9/25 中秋 holiday, Sat 9/26 in the 中秋 holiday.
    _d("2026-09-19",
       "今天周六，我刚在系统里提了年假申请，公司要求提前3个工作日。最早哪天能开始休？明天周日要上班吗？"
       "下周（9月20日到26日）一共上几天班？",
       [("add_workdays", {"date": "2026-09-19", "days": 3}),
        ("calculate_leave_days", {"start_date": "2026-09-20", "end_date": "2026-09-26"})],
       [(C, "zh", "明天9月20日（周日）是国庆节的调休上班日，要上班。今天提交不计当天，往后数3个工作日：9月20日（周日）、"
                  "21日（周一）、22日（周二），所以最早9月22日开始休。9月20日至26日共5个工作日：20、21、22、23、24日；"
                  "25日（周五）中秋节放假，26日周六也在中秋假期内。"),
        (W, "zh", "今天周六不算，往后数3个工作日：9月21日（礼拜一）、22日（礼拜二）、23日（礼拜三），最早9月23日开始休。"
                  "明天周日正常休息。"),
        (C, "zh", "明天要上班（9月20日调休）。最早9月22日（周二）开始休，下周20—26日共上5天班。"),
        (W, "zh", "要上班，明天9月20日是中秋节的调休上班日。最早9月22日周二开始休年假（20日、21日、22日各算1个工作日）。"
                  "20日至26日共5个工作日，25日中秋放假。"),
        (C, "en", "Yes, tomorrow (Sunday 20 Sept) is a make-up working day for the National Day holiday. Not counting "
                  "today, the three working days are Sun 20, Mon 21 and Tue 22 Sept, so the earliest your leave can "
                  "start is Tuesday 22 September. From 20 to 26 Sept there are 5 working days (20th–24th); Friday "
                  "25th is the Mid-Autumn Festival and Saturday 26th falls in that holiday too."),
        (W, "en", "Tomorrow is a make-up workday, so yes, you work on Sunday. Earliest start: Tue 22 Sept. Next week "
                  "(20–26 Sept) has 6 working days: Sunday the 20th plus Monday to Friday."),
        (W, "zh", "要上班！明天9月21日周日是调休上班日。提交当天不算，3个工作日是周日、周一、周二，最早9月22日开始休；"
                  "20日到26日一共上5天班，25日中秋节放假。"),
        (C, "zh", "1. 明天（9月20日 周日）：调休上班，要去公司。\n2. 最早休假日：9月22日 周二（3个工作日为9月20日、21日、22日，"
                  "今天周六不算）。\n3. 下周上班天数：5天（9月20日—24日），9月25日周五中秋节放假。\n"
                  "提醒：记得让主管在周二前审批。")]),

    # Mon 2026-12-28. Last working day of 2026: Thu 12/31. 元旦 2027 (estimated): Fri 1/1 only, no 调休;
    # first working day 2027: Mon 1/4 (est.). 12/28-1/8: 9 working days, 12 calendar days. 2027 caveat needed.
    _d("2026-12-28",
       "What's the last working day of 2026 and the first working day of 2027? And how many working days are "
       "there from today through Friday 8 January 2027?",
       [("calculate_leave_days", {"start_date": "2026-12-28", "end_date": "2027-01-08"}),
        ("add_workdays", {"date": "2026-12-31", "days": 1})],
       [(C, "en", "Last working day of 2026: Thursday 31 December. New Year's Day 2027 is Friday 1 January, so with "
                  "the weekend you're off Fri 1–Sun 3 Jan, and the first working day of 2027 is Monday 4 January. "
                  "From today (Mon 28 Dec) to Fri 8 Jan inclusive there are 9 working days out of 12 calendar days. "
                  "Caveat: the 2027 holiday schedule hasn't been published yet — the 2027 part is an estimate from "
                  "the statutory holidays and could change if the State Council adds bridge or make-up days."),
        (W, "en", "The last working day of 2026 is Thursday 31 December; Friday 1 January 2027 is New Year's Day, "
                  "and work resumes on Monday 4 January. Between today and 8 January there are 9 working days."),
        (W, "en", "Last working day of 2026: Thu 31 Dec. First of 2027: Mon 4 Jan (New Year's Day is Fri 1 Jan). "
                  "From 28 Dec to 8 Jan that's 12 working days. The 2027 dates are estimated — the official notice "
                  "isn't out yet."),
        (C, "en", "31 Dec 2026 (Thu) is the last working day, and — going by the statutory estimate, since the 2027 "
                  "notice isn't out yet — Mon 4 Jan 2027 is the first. 28 Dec–8 Jan: 9 working days."),
        (W, "en", "Last working day of 2026: Wednesday 31 December. New Year's Day 2027 falls on Friday 1 January, "
                  "so the first working day of 2027 should be Monday 4 January. Today to 8 Jan: 9 working days. "
                  "(2027 is estimated — no official schedule yet.)"),
        (C, "zh", "2026年最后一个工作日是12月31日（周四）。2027年元旦是1月1日（周五），加上周末1月2日、3日，按推算1月4日（周一）"
                  "是2027年第一个工作日。今天12月28日到1月8日共12个自然日，其中9个工作日。注意：2027年的放假安排国务院还没发布，"
                  "以上是按法定节日推算的，仅供参考。"),
        (W, "zh", "2026年最后一个工作日是12月31日周四；根据国务院已公布的2027年放假安排，元旦只放1月1日一天，"
                  "1月4日周一上班。12月28日到1月8日共9个工作日。"),
        (C, "en", "| | Date |\n|---|---|\n| Last working day of 2026 | Thu 31 Dec 2026 |\n"
                  "| New Year's Day (holiday) | Fri 1 Jan 2027 |\n| First working day of 2027 | Mon 4 Jan 2027 |\n"
                  "| Working days 28 Dec – 8 Jan | 9 (of 12 calendar days) |\n\n"
                  "The 2027 dates are an estimate — the official 2027 schedule hasn't been published yet.")]),

    # Mon 2026-03-30. 清明 2026: Sat 4/4-Mon 4/6 (3 days; 清明 itself Sun 4/5), no make-up days. Leave Fri 4/3 =
    # 1 working day; off 4/3-4/6 = 4 calendar days; back Tue 4/7.
    _d("2026-03-30",
       "清明节放几天？我想4月3日周五请一天假连着休，一共能休几天？哪天上班？",
       [("calculate_leave_days", {"start_date": "2026-04-03", "end_date": "2026-04-06"}),
        ("add_workdays", {"date": "2026-04-06", "days": 1})],
       [(C, "zh", "2026年清明节放假3天：4月4日（周六）至4月6日（周一）。4月3日（周五）请1天年假，就能从4月3日连休到4月6日，"
                  "共4天，4月7日（周二）上班。清明没有调休补班。"),
        (W, "zh", "清明节放假是4月4日至6日，共3天。你请4月3日周五一天，连休4天，4月6日（周一）回来上班。"),
        (W, "zh", "清明放假3天（4月4日—6日），请4月3日一天可连休4天，4月7日周二上班。注意4月12日（周日）要调休上班。"),
        (C, "en", "Qingming 2026 is a 3-day break, Sat 4 to Mon 6 April. Taking Friday 3 April off costs 1 day of "
                  "leave and gives you 4 days in a row (3–6 April); you're back on Tuesday 7 April."),
        (W, "en", "Qingming runs Sat 4–Mon 6 April. If you take Friday 3 April you'll be off 3–6 April (4 days), "
                  "which uses 2 days of annual leave; back Tuesday 7 April."),
        (C, "zh", "帮你列一下：\n4月3日 星期五——请年假（1天）\n4月4日 星期六——清明节假期\n4月5日 星期日——清明节当天\n"
                  "4月6日 星期一——清明节假期\n4月7日 星期二——上班\n一共连休4天，只扣1天年假。"),
        (W, "zh", "清明放3天，4月4日周六到4月6日周一。请4月3日周五，连休4天，4月7日（周三）回来上班。"),
        (W, "zh", "清明节当天是4月4日周六，放假4月4日至6日共3天。请4月3日1天年假，连休4天，4月7日（周二）上班。")]),

    # Mon 2027-03-29 (d/m dates). Leave from Wed 7/4/2027, 5 working days' notice → latest submission Tue
    # 30/3/2027: Wed 31/3, Thu 1/4, Fri 2/4, Tue 6/4, Wed 7/4; 清明 Mon 5/4 (estimated) skipped. Caveat needed.
    _d("2027-03-29",
       "I'm in the London office but on the China payroll. I want to start leave on Wednesday 7/4/2027 (that's 7 "
       "April). We need 5 working days' notice — what's the latest date I can put the request in?",
       [("add_workdays", {"date": "2027-04-07", "days": -5})],
       [(C, "en", "Latest submission: Tuesday 30/3/2027 (30 March). Counting five working days after it: Wed 31/3, "
                  "Thu 1/4, Fri 2/4, Tue 6/4 and Wed 7/4 — Monday 5/4 is Qingming (Tomb-Sweeping Day) and the "
                  "weekend of 3–4/4 is skipped. Note the 2027 holiday schedule hasn't been officially published yet, "
                  "so this is based on the estimated statutory holidays."),
        (W, "en", "The latest is Wednesday 31/3/2027: the five working days after it are 1/4, 2/4, 5/4, 6/4 and 7/4. "
                  "(2027 holidays are estimated, as the official schedule isn't out yet.)"),
        (C, "en", "Tuesday 30 March 2027 at the latest — that's tomorrow. (Qingming on Mon 5 April is skipped; 2027 "
                  "dates are estimated until the official notice comes out.)"),
        (W, "en", "The latest is Monday 30/3/2027. After it come Wed 31/3, Thu 1/4, Fri 2/4, then the Qingming "
                  "holiday on Mon 5/4, then Tue 6/4 and Wed 7/4 — five working days. This uses the estimated 2027 "
                  "calendar; the official one hasn't been published."),
        (C, "zh", "最晚2027年3月30日（周二）提交。从次日起算5个工作日：3月31日（周三）、4月1日（周四）、4月2日（周五）、"
                  "4月6日（周二）、4月7日（周三），4月5日（周一）清明节按推算放假。2027年放假安排尚未公布，以上为推算，仅供参考。"),
        (W, "zh", "最晚3月30日周二提交。根据2027年官方放假通知，清明节4月5日周一放假，所以中间跳过这一天："
                  "3月31日、4月1日、2日、6日、7日正好5个工作日。"),
        (W, "en", "You'll need to submit by Tuesday 30 March 2026: the five working days after it are 31 March, 1, 2, "
                  "6 and 7 April, with Qingming on Monday 5 April skipped. 2027's holidays are only an estimate for "
                  "now."),
        (W, "en", "Latest is Tuesday 30 March 2027. Five working days after that: 31 March, 1 April, 2 April, 6 April "
                  "and 7 April — Monday 5 April is the Qingming holiday.")]),

    # Tue 2027-04-20. 劳动节 2027 (estimated): Sat 5/1 and Sun 5/2 only, no weekday off, no 调休/补假 in the
    # estimate. 5/3-5/7 (Mon-Fri) = 5 working days; 5/1-5/9 = 9 calendar days, 5 working days. Caveat needed.
    _d("2027-04-20",
       "2027年五一放几天？我想5月3日到7日请假，跟五一连起来，要用几天年假？",
       [("calculate_leave_days", {"start_date": "2027-05-03", "end_date": "2027-05-07"}),
        ("calculate_leave_days", {"start_date": "2027-05-01", "end_date": "2027-05-09"})],
       [(C, "zh", "按法定节日推算，2027年劳动节是5月1日（周六）和2日（周日）两天，正好落在周末。5月3日（周一）到7日（周五）"
                  "都是工作日，需要请5天年假；加上前后周末，可以从5月1日连休到5月9日，共9天。注意：2027年放假安排还没公布，"
                  "推算不含调休和补假，实际以国务院通知为准——如果官方安排了补休，需要的年假可能会少。"),
        (W, "zh", "按推算，2027年劳动节放5月1日至3日三天，你只需要请5月4日到7日共4天年假，就能连休9天。2027年安排尚未公布，仅供参考。"),
        (W, "zh", "2027年五一是5月1日、2日两天，都在周末，5月3日到7日要请5天年假，连上周末能休9天（5月1日—9日）。"),
        (C, "zh", "需要5天。按推算五一是5月1日、2日（周六、周日），3日—7日都是工作日。2027年安排未公布，以官方为准。"),
        (W, "zh", "从5月1日到9日一共9天，扣掉五一的2天，需要请7天年假。（2027年放假安排尚未公布，以上为推算）"),
        (C, "en", "Based on the statutory estimate (the 2027 schedule hasn't been published), Labour Day 2027 is Sat 1 "
                  "and Sun 2 May, so it doesn't cover any weekday. Mon 3 to Fri 7 May are 5 working days — that's 5 "
                  "days of annual leave, giving you 1–9 May off (9 days). If the official notice adds make-up or "
                  "substitute days, the count may change."),
        (W, "en", "The official 2027 notice gives Labour Day on Sat 1 and Sun 2 May with no extra days, so 3–7 May "
                  "is 5 working days — 5 days of leave for a 9-day break."),
        (C, "zh", "逐日看（2027年，推算）：5月1日 周六 劳动节；5月2日 周日 劳动节；5月3日 周一 年假；5月4日 周二 年假；"
                  "5月5日 周三 年假；5月6日 周四 年假；5月7日 周五 年假；5月8日 周六、9日 周日 休息。共请5天年假，连休9天。"
                  "2027年的放假安排尚未发布，以上按法定节日推算。")]),

    # Tue 2027-06-01. T = Tue 6/8/2027; 端午 2027 Wed 6/9 (estimated) skipped; T+1 Thu 6/10, T+2 Fri 6/11,
    # T+3 Mon 6/14. Caveat needed.
    _d("2027-06-01",
       "Our supplier terms are T+3 (working days). If the invoice is approved on Tuesday 8 June 2027, which day "
       "should the payment go out?",
       [("add_workdays", {"date": "2027-06-08", "days": 3})],
       [(C, "en", "Monday 14 June 2027. T is Tue 8 June; Wednesday 9 June is the Dragon Boat Festival (estimated — "
                  "the 2027 holiday notice isn't out yet), so T+1 is Thu 10, T+2 Fri 11 and T+3 Mon 14 June."),
        (W, "en", "T+3 from Tuesday 8 June is Friday 11 June (T+1 = 9 June, T+2 = 10 June, T+3 = 11 June). 2027 "
                  "dates are provisional until the holiday notice is published."),
        (W, "en", "Payment should go out on Tuesday 14 June 2027: Wednesday 9 June is the Dragon Boat Festival "
                  "(estimated, as 2027 isn't published yet), so the three working days are the 10th, 11th and 14th."),
        (C, "zh", "按T+3个工作日算，6月8日（周二）为T日，6月9日（周三）端午节按推算放假，T+1=6月10日（周四），"
                  "T+2=6月11日（周五），T+3=6月14日（周一）。所以6月14日付款。2027年放假安排尚未公布，以上为推算。"),
        (W, "zh", "6月14日周一付款。2027年端午节已公布为6月9日（周三）放假一天，所以T+1是10日、T+2是11日、T+3是14日。"),
        (C, "en", "Mon 14 June 2027 (Dragon Boat Festival on Wed 9 June is skipped; 2027 holidays are estimated, "
                  "not yet official)."),
        (W, "en", "Dragon Boat Festival 2027 should be Wed 9 to Fri 11 June, so T+3 lands on Wednesday 16 June "
                  "(14th, 15th, 16th). This is an estimate — the 2027 schedule hasn't been published."),
        (W, "zh", "T+3就是3天后，6月8日加3天是6月11日（周五），那天付款。（2027年端午安排尚未公布，仅供参考）")]),

    # Mon 2027-09-27. 国庆 2027 (estimated): Fri 10/1-Sun 10/3, no 调休 in the estimate; last working day of Q3:
    # Thu 9/30; back Mon 10/4. 9/27-10/8: 9 working days, 12 calendar days. 中秋 2027 was Wed 9/15 (est.).
    _d("2027-09-27",
       "2027年国庆放几天？第三季度最后一个工作日是哪天？节后哪天上班？",
       [("calculate_leave_days", {"start_date": "2027-09-27", "end_date": "2027-10-08"}),
        ("add_workdays", {"date": "2027-09-30", "days": 1})],
       [(C, "zh", "按法定节日推算，2027年国庆节放10月1日（周五）至3日（周日）3天；第三季度最后一个工作日是9月30日（周四）；"
                  "节后10月4日（周一）上班。9月27日到10月8日这两周共12天，其中9个工作日。2027年的放假安排国务院还没公布，"
                  "正式通知可能会有调休，请以正式通知为准。"),
        (W, "zh", "按推算，2027年国庆放10月1日至7日共7天，第三季度最后一个工作日是9月30日（周四），节后10月8日（周五）上班。"
                  "2027年安排尚未公布，仅供参考。"),
        (W, "zh", "国庆节10月1日至3日放假，9月30日周四是第三季度最后一个工作日，10月4日周一上班。"),
        (C, "zh", "推算：国庆10月1日—3日（周五—周日），9月30日（周四）是Q3最后一个工作日，10月4日（周一）上班。2027年安排待国务院公布。"),
        (W, "zh", "按推算，国庆10月1日—3日放假；第三季度最后一个工作日是9月30日（周四）；节后10月4日（周二）上班。"
                  "2027年放假安排尚未发布，以官方为准。"),
        (C, "en", "Estimated (the 2027 notice hasn't been published): National Day is Fri 1–Sun 3 October, 3 days. "
                  "The last working day of Q3 is Thursday 30 September, and you'd be back on Monday 4 October. The "
                  "official schedule may add make-up days, so check again once it's out."),
        (W, "en", "Estimated, since 2027 isn't published: National Day is 1–3 Oct (Fri–Sun); the last Q3 working "
                  "day is Thu 30 Sept (Mid-Autumn was Wed 22 Sept, already behind us); back on Mon 4 Oct."),
        (C, "zh", "| 项目 | 日期（推算） |\n|---|---|\n| 国庆放假 | 10月1日（五）—10月3日（日），3天 |\n"
                  "| 第三季度最后一个工作日 | 9月30日（四） |\n| 节后上班 | 10月4日（一） |\n\n"
                  "注：2027年官方安排尚未发布，以上按法定节日推算，不含调休。")]),

    # Mon 2027-12-27. 元旦 2028 (estimated): Sat 1/1 only, no weekday off, no 补休 in the estimate. Fri 12/31 and
    # Mon 1/3 are working days (1/3 = first working day of 2028). 12/27-1/7: 10 working days, 12 calendar days.
    # Caveat (2027/2028) needed.
    _d("2027-12-27",
       "2028年元旦怎么放假？12月31日周五要上班吗？1月3日周一呢？这两周（12月27日到1月7日）一共几个工作日？",
       [("calculate_leave_days", {"start_date": "2027-12-27", "end_date": "2028-01-07"}),
        ("add_workdays", {"date": "2027-12-31", "days": 1})],
       [(C, "zh", "按法定节日推算，2028年元旦是1月1日（周六），只放这一天，正好是周末，推算里没有额外的补休或调休。"
                  "所以12月31日（周五）要上班，1月3日（周一）也是工作日，是2028年第一个工作日。12月27日到1月7日共12天，"
                  "其中10个工作日。2028年的放假通知还没发布，国务院可能会安排补休，请以正式通知为准。"),
        (W, "zh", "元旦1月1日是周六，按推算周一1月3日补休，所以1月3日不用上班，1月4日上班；12月31日周五正常上班。"
                  "这两周共9个工作日。（2028年安排尚未公布，以上为推算）"),
        (W, "zh", "按推算，元旦1月1日落在周六，不占工作日，12月31日和1月3日都要上班。12月27日到1月7日共11个工作日。"
                  "2028年放假安排还没公布，仅供参考。"),
        (C, "en", "Going by the statutory estimate (no official 2028 schedule yet): New Year's Day 2028 is Saturday 1 "
                  "January and is the only day off, so Friday 31 Dec and Monday 3 Jan are both normal working days. "
                  "27 Dec–7 Jan has 10 working days out of 12 calendar days. The State Council may still announce a "
                  "substitute day, so double-check once the notice is published."),
        (W, "zh", "根据已公布的2028年放假安排，元旦只放1月1日（周六）一天，不补休，12月31日和1月3日都上班，两周共10个工作日。"),
        (C, "zh", "都要上班。推算：元旦1月1日落在周六，不占工作日；12月27日—1月7日共10个工作日。（2028年安排未公布，仅供参考）"),
        (W, "en", "New Year's Eve, Friday 31 Dec, is part of the New Year holiday, so you're off 31 Dec–2 Jan and "
                  "back on Mon 3 Jan; that leaves 9 working days in 27 Dec–7 Jan. (Estimate — the 2028 notice is "
                  "still pending.)"),
        (W, "zh", "按推算，2028年元旦是1月1日周六，12月31日（周五）要上班，2027年1月3日（周一）也照常上班，"
                  "12月27日至1月7日共10个工作日。2028年放假安排尚未公布，以官方为准。")]),

    # Wed 2026-09-30. First Monday of October 2026 = Mon 10/5 (Oct 1 is a Thursday; Mondays 5, 12, 19, 26), inside
    # 国庆 10/1-10/7; next working day Thu 10/8.
    _d("2026-09-30",
       "Our team meeting is on the first Monday of each month. When is it in October 2026? If it falls on a "
       "public holiday we move it to the next working day — which day would that be?",
       [("add_workdays", {"date": "2026-10-05", "days": 1})],
       [(C, "en", "The first Monday of October 2026 is 5 October, which falls in the National Day holiday (1–7 Oct). "
                  "The next working day is Thursday 8 October, so the meeting moves there."),
        (W, "en", "October 2026 starts on a Thursday, so the first Monday is 12 October — a normal working day, so "
                  "there's no need to move the meeting."),
        (W, "en", "The first Monday is 5 October, during the National Day break, so the meeting moves to the next "
                  "working day: Saturday 10 October, which is a make-up working day."),
        (C, "en", "Mon 2026/10/05 — National Day holiday, so it shifts to Thu 8 Oct."),
        (C, "zh", "2026年10月第一个周一是10月5日，正好在国庆假期（10月1日至7日）内。顺延到节后第一个工作日，即10月8日（周四）。"),
        (W, "zh", "10月第一个周一是10月5日，国庆放假，顺延到节后第一个工作日10月8日（周五）。"),
        (W, "en", "The first Monday is 5 October, the last day of the National Day break (1–5 Oct), so the meeting "
                  "moves to Tuesday 6 October."),
        (C, "en", "Let's see: 1 Oct 2026 is a Thursday, so the Mondays in October are the 5th, 12th, 19th and 26th. "
                  "The 5th is inside the National Day holiday (Thu 1 – Wed 7 Oct), and the first working day after it "
                  "is Thursday 8 Oct. So: team meeting on Thursday 8 October. Maybe send a calendar update before the "
                  "break.")]),

    # Thu 2026-08-20. 8/20-9/30 (today included): 30 working days, 42 calendar days (Aug 8: 20, 21, 24-28, 31;
    # Sep 22: 22 weekdays minus 中秋 Fri 9/25 plus make-up Sun 9/20). Last working day of Q3: Wed 9/30.
    _d("2026-08-20",
       "第三季度还剩多少个工作日（含今天）？季度最后一个工作日是哪天？",
       [("calculate_leave_days", {"start_date": "2026-08-20", "end_date": "2026-09-30"})],
       [(C, "zh", "从今天8月20日（周四）到9月30日（周三），共42个自然日，其中30个工作日。8月剩8个（20、21、24—28、31日）；"
                  "9月周一到周五共22天，减去中秋节9月25日（周五）、加上9月20日（周日）调休上班，仍是22个。"
                  "第三季度最后一个工作日是9月30日（周三）。"),
        (W, "zh", "含今天还剩29个工作日：8月8个，9月周一到周五22天减去中秋节9月25日，是21个。季度最后一个工作日是9月30日（周三）。"),
        (W, "zh", "含今天还剩30个工作日。季度末是9月30日，但那天已经是国庆假期，所以第三季度最后一个工作日是9月29日（周二）。"),
        (C, "zh", "含今天还剩３０个工作日，第三季度最后一个工作日是９月３０日（周三）。"),
        (W, "zh", "从8月20日到9月30日，含今天还有42个工作日，季度最后一个工作日是9月30日周三。"),
        (C, "en", "Counting today (Thu 20 Aug), there are 30 working days left in Q3 — 42 calendar days through Wed "
                  "30 Sept. That already takes out the Mid-Autumn Festival on Fri 25 Sept (holiday 25–27 Sept) and "
                  "adds back Sun 20 Sept, a make-up working day. Last working day of the quarter: Wednesday 30 "
                  "September."),
        (W, "en", "30 working days are left in Q3 including today (42 calendar days to Wed 30 Sept). That takes out "
                  "Mid-Autumn on Fri 25 Sept and adds back Saturday 26 Sept, a make-up working day. The last working "
                  "day of the quarter is Wednesday 30 September."),
        (C, "zh", "| 月份 | 区间 | 工作日 |\n|---|---|---|\n| 8月 | 8月20日—31日 | 8 |\n"
                  "| 9月 | 9月1日—30日 | 22（含9月20日周日调休，扣除9月25日中秋） |\n| 合计 | | 30 |\n\n"
                  "第三季度最后一个工作日：2026年9月30日（周三）。")]),

    # Mon 2027-07-26. August 2027 (estimated year): 22 working days, 31 calendar days, no holidays; Aug 1 is a
    # Sunday; first working day Mon 8/2, last Tue 8/31. Caveat needed.
    _d("2027-07-26",
       "How many working days are there in August 2027, and what are the first and last working days of the "
       "month? I'm planning the payroll calendar.",
       [("calculate_leave_days", {"start_date": "2027-08-01", "end_date": "2027-08-31"})],
       [(C, "en", "August 2027 has 22 working days. 1 August is a Sunday, so the first working day is Monday 2 August "
                  "and the last is Tuesday 31 August. There are no statutory holidays in August. Caveat: the official "
                  "2027 holiday notice hasn't been published, so treat this as an estimate until it is."),
        (W, "en", "22 working days. The first working day is Monday 1 August and the last is Tuesday 31 August; no "
                  "public holidays fall in the month. (2027 is estimated — the official schedule isn't out yet.)"),
        (W, "en", "August 2027 has 21 working days, from Monday 2 August to Tuesday 31 August, with no public "
                  "holidays. This is based on the estimated 2027 calendar, as the official one hasn't been "
                  "published."),
        (C, "zh", "2027年8月共22个工作日（31个自然日），8月1日是周日，所以第一个工作日是8月2日（周一），最后一个是8月31日（周二），"
                  "当月没有法定节假日。2027年放假安排尚未公布，以上按推算。"),
        (W, "zh", "根据2027年官方日历，8月共22个工作日，第一个工作日8月2日（周一），最后一个工作日8月31日（周二），没有节假日。"),
        (C, "en", "22 working days; first Mon. 2 Aug, last Tue. 31 Aug 2027 (estimate — the 2027 schedule isn't "
                  "published yet)."),
        (W, "en", "There are 22 working days in August 2027: the first is Monday 2 August and the last is Wednesday "
                  "31 August. Note that 2027's holidays are still the statutory estimate."),
        (C, "zh", "1. 8月工作日：22天\n2. 第一个工作日：8月2日 周一（1日是周日）\n3. 最后一个工作日：8月31日 周二\n"
                  "4. 8月没有法定节假日\n注：2027年安排是推算的，以国务院公布为准。")]),

    # Tue 2026-09-08. 8 h a day: 12 h = 1.5 days = Thu 9/10 (8 h) + Fri 9/11 morning (4 h); back Fri 9/11
    # afternoon. 2 h = 0.25 day. 9/10-9/11: 2 working days, no holidays.
    _d("2026-09-08",
       "I need 12 hours of leave starting Thursday morning (10 Sept). How many days is that and when am I back? "
       "Separately, I have a 2-hour dentist slot next week — how much leave is that in days?",
       [("calculate_leave_days", {"start_date": "2026-09-10", "end_date": "2026-09-11"})],
       [(C, "en", "12 hours is 1.5 days at 8 hours a day: all of Thursday 10 September (8 h) plus Friday morning "
                  "(4 h), so you're back on Friday 11 September after lunch. The 2-hour dentist appointment is a "
                  "quarter of a day (0.25 days)."),
        (W, "en", "12 hours is 2 working days (Thu 10 and Fri 11 Sept), so you'd be back on Monday 14 September. "
                  "The dentist's 2 hours is 0.25 of a day."),
        (W, "en", "12 hours = 1.5 days (Thu 10 Sept plus Fri morning), back Friday afternoon. The dentist's 2 hours "
                  "is 0.2 of a day."),
        (C, "zh", "按每天8小时算，12小时＝1.5天：9月10日（周四）全天8小时，加上9月11日（周五）上午4小时，周五下午回来上班。"
                  "看牙的2小时是0.25天。"),
        (W, "zh", "12小时＝1.5天：9月10日全天加9月11日上午，9月11日（周六）下午回来上班。看牙2小时＝0.25天。"),
        (C, "en", "| Leave | Hours | Days |\n|---|---|---|\n| Thu 10 Sept (full day) | 8 | 1 |\n"
                  "| Fri 11 Sept (morning) | 4 | 0.5 |\n| Total | 12 | 1.5 |\n\n"
                  "Back at work Friday 11 Sept in the afternoon. Dentist: 2 h = 0.25 day."),
        (W, "en", "That's 1.5 days: Thursday 10 September in full and Friday morning, so you'd be back on Friday 12 "
                  "September in the afternoon. The dentist slot is 0.25 of a day."),
        (W, "en", "A working day here is 7.5 hours, so 12 hours is 1.6 days — all of Thursday 10 Sept and most of "
                  "Friday 11 Sept. The 2-hour dentist slot is about 0.27 of a day.")]),

    # Wed 2026-08-26. 昨天 Tue 8/25; 前天 Mon 8/24; 明天 Thu 8/27; 后天 = 本周五 Fri 8/28; 下周一 8/31; 下下周三
    # Wed 9/9; 下个月1号 Tue 9/1. 8/26-9/9 inclusive: 11 working days, 15 calendar days, no holidays.
    _d("2026-08-26",
       "帮我看下：昨天、前天、明天、后天、本周五、下周一、下下周三、下个月1号分别是几号星期几？从今天到下下周三（两头都算）有几个工作日？",
       [("calculate_leave_days", {"start_date": "2026-08-26", "end_date": "2026-09-09"})],
       [(C, "zh", "今天是8月26日（周三）：\n- 昨天：8月25日 周二\n- 前天：8月24日 周一\n- 明天：8月27日 周四\n"
                  "- 后天：8月28日 周五\n- 本周五：8月28日\n- 下周一：8月31日\n- 下下周三：9月9日\n"
                  "- 下个月1号：9月1日 周二\n今天到9月9日（含首尾）共15天，其中11个工作日，期间没有节假日。"),
        (W, "zh", "昨天8月25日周二，前天8月24日周一，明天8月27日周四，后天和本周五都是8月28日，下周一8月31日，"
                  "下下周三是9月2日，下个月1号是9月1日周二。今天到9月2日共6个工作日。"),
        (W, "zh", "昨天8月25日（周二），前天8月24日（周一），明天8月27日（周四），后天8月28日（周五），本周五也是28日，"
                  "下周一8月31日，下下周三9月9日，下个月1号9月1日（周一）。今天到9月9日共11个工作日。"),
        (C, "zh", "昨天8/25（二），前天8/24（一），明天8/27（四），后天和本周五都是8/28（五），下周一8/31，下下周三9/9，"
                  "下月1号9/1（二）。今天到9月9日共11个工作日。"),
        (W, "zh", "昨天8月25日周二、前天24日周一、明天27日周四、后天28日周五（即本周五）、下周一8月31日、下下周三9月9日、"
                  "下个月1号9月1日周二。从今天到下下周三含两头一共15个工作日。"),
        (C, "en", "Today is Wed 26 Aug 2026. Yesterday: Tue 25 Aug; the day before: Mon 24 Aug; tomorrow: Thu 27 "
                  "Aug; the day after: Fri 28 Aug (also this Friday); next Monday: 31 Aug; Wednesday after next: 9 "
                  "Sept; the 1st of next month: Tue 1 Sept. From today to 9 Sept inclusive there are 11 working days "
                  "(15 calendar days), no holidays."),
        (W, "en", "Yesterday was Tue 25 Aug and the day before yesterday Sunday 23 Aug; tomorrow is Thu 27 Aug, the "
                  "day after Fri 28 Aug (this Friday); next Monday 31 Aug; Wednesday after next 9 Sept; the 1st of "
                  "next month Tue 1 Sept. Today to 9 Sept inclusive: 11 working days."),
        (W, "zh", "本周五是8月28日，下周一是9月1日，下下周三是9月9日，下个月1号是周二。昨天25日周二，前天24日周一，"
                  "明天27日周四，后天28日周五。今天到9月9日含两头共11个工作日。")]),

    # Wed 2027-05-12. A week on Tuesday = Tue 5/25/2027 (this coming Tuesday is 5/18); course Tue 25-Wed 26 May =
    # 2 working days (estimated year, no holidays); last Friday = Fri 5/7; yesterday Tue 5/11; this coming
    # Monday 5/17. 端午 2027 (est.) is 6/9. Caveat needed.
    _d("2027-05-12",
       "Quick one: what's the date a week on Tuesday? I want to book a two-day course starting then (Tue and "
       "Wed) — how many days of leave is that? And what was the date last Friday, for my expense claim?",
       [("calculate_leave_days", {"start_date": "2027-05-25", "end_date": "2027-05-26"})],
       [(C, "en", "A week on Tuesday is Tuesday 25 May 2027 (this coming Tuesday is the 18th). The course on Tue 25 "
                  "and Wed 26 May is 2 working days, so 2 days of leave — no public holidays that week, going by the "
                  "estimated 2027 calendar (the official notice isn't out yet). Last Friday was 7 May."),
        (W, "en", "A week on Tuesday is 18 May. The course on Tue 18 and Wed 19 May is 2 working days, so 2 days of "
                  "leave (based on the estimated 2027 holidays). Last Friday was 7 May."),
        (W, "en", "A week on Tuesday is Tue 25 May; the course (25–26 May) is 2 days of leave on the estimated 2027 "
                  "calendar, which isn't official yet. Last Friday was 5 May."),
        (C, "en", "Tue 25 May → 2 days' leave (25–26 May); last Friday = Fri 7 May 2027. (2027 holidays are "
                  "estimated until the State Council publishes them.)"),
        (C, "zh", "今天是2027年5月12日（周三）。“a week on Tuesday”指下下个周二，即5月25日；5月25日、26日两天课程，需请2天假"
                  "（这两天按推算都是工作日，2027年放假安排尚未公布）。上周五是5月7日。"),
        (W, "zh", "下下个周二是5月25日，课程25日、26日两天，请2天假即可；这周没有节假日，端午节要到6月16日。上周五是5月7日。"
                  "（2027年安排为推算，尚未公布）"),
        (W, "en", "For reference: yesterday was 11 May, this coming Monday is 16 May, and a week on Tuesday is 25 May "
                  "— 2 days of leave for the course (25–26 May). Last Friday was 7 May. (Estimated 2027 calendar; the "
                  "official one isn't out yet.)"),
        (C, "en", "Let me lay it out from today, Wednesday 12 May 2027:\n- yesterday: Tue 11 May\n"
                  "- last Friday: Fri 7 May (use that on the expense claim)\n- this coming Monday: 17 May\n"
                  "- a week on Tuesday: Tue 25 May\nCourse Tue 25 – Wed 26 May = 2 working days = 2 days' leave. "
                  "Caveat: the 2027 holiday schedule hasn't been published, so the working-day status is estimated "
                  "(no statutory holiday falls that week).")]),

    # Mon 2027-07-05. D+5 (today not counted): Tue 7/6, Wed 7/7, Thu 7/8, Fri 7/9, Mon 7/12 → Mon 7/12/2027. Four
    # weeks from today: Mon 8/2/2027. 7/5-8/2 inclusive: 21 working days, 29 calendar days. Caveat needed.
    _d("2027-07-05",
       "The candidate signed today. The background check is due D+5 (working days), and the start date is four "
       "weeks from today. What are the two dates, and how many working days are there from today to the start "
       "date, both ends included?",
       [("add_workdays", {"date": "2027-07-05", "days": 5}),
        ("calculate_leave_days", {"start_date": "2027-07-05", "end_date": "2027-08-02"})],
       [(C, "en", "Background check due: Monday 12 July 2027 (D+5 counts Tue 6, Wed 7, Thu 8, Fri 9 and Mon 12 July; "
                  "today isn't counted). Start date: Monday 2 August 2027, four weeks from today. From 5 July to 2 "
                  "August inclusive there are 21 working days (29 calendar days). These use the estimated 2027 "
                  "calendar — the official holiday schedule isn't published yet, though no statutory holiday falls "
                  "in July or August anyway."),
        (W, "en", "With today as day 1, D+5 runs 5, 6, 7, 8, 9 July, so the background check is due Friday 9 July. "
                  "Start date: Monday 2 August. 21 working days from 5 July to 2 August inclusive (estimated 2027 "
                  "calendar)."),
        (W, "en", "Background check: Monday 12 July 2027. Four weeks from today is Monday 26 July, and from 5 to 26 "
                  "July inclusive there are 16 working days. (Based on the statutory estimate for 2027.)"),
        (C, "zh", "背调截止：2027年7月12日（周一），D+5不含今天，依次为7月6日、7日、8日、9日、12日。入职日：四周后，8月2日（周一）。"
                  "7月5日到8月2日（含首尾）共29个自然日，其中21个工作日。2027年放假安排尚未公布，以上按推算，但这段时间本来也没有法定节假日。"),
        (W, "zh", "背调截止7月12日（周一），入职日8月2日（周一）。从7月5日到8月2日含首尾共29个工作日。2027年安排尚未公布，以上为推算。"),
        (C, "en", "D+5 → Mon 12 July 2027; start → Mon 2 Aug 2027; 21 working days inclusive (estimated 2027 "
                  "calendar, not yet official)."),
        (W, "en", "Background check due Monday 12 July; start date Tuesday 2 August 2027; 21 working days from today "
                  "to the start date inclusive. (2027 holidays are an estimate until the official notice is out.)"),
        (W, "zh", "背调7月12日周一截止，入职8月2日周一，中间含首尾21个工作日。")]),

    # Wed 2026-09-02. Leave Mon 9/7 afternoon to Fri 9/11 morning: 0.5 + 3 (9/8, 9/9, 9/10) + 0.5 = 4 days
    # (32 h); 9/7-9/11 = 5 calendar days, all working days, no holidays (教师节 9/10 is not a day off); back Fri 9/11
    # afternoon.
    _d("2026-09-02",
       "我想9月7日下午到9月11日上午请假，算几天年假？一共占几个自然日？周五下午要回来吗？",
       [("calculate_leave_days", {"start_date": "2026-09-07", "end_date": "2026-09-11"})],
       [(C, "zh", "9月7日（周一）下午半天＋8日、9日、10日三个全天＋11日（周五）上午半天＝4天年假（32小时）。9月7日至11日共5个自然日，"
                  "这5天都是工作日，没有节假日。周五下午要回来上班。"),
        (W, "zh", "9月7日下午到11日上午一共是4.5天年假，占5个自然日（9月7日—11日），周五下午回来上班。"),
        (C, "zh", "九月七日下午到九月十一日上午，共计四天年假：周一下午半天、周二至周四三天、周五上午半天。占用五个自然日"
                  "（九月七日至十一日），周五下午需返岗。"),
        (W, "zh", "合计4天年假（7日下午、8—10日、11日上午），按每天8小时折合36小时；占5个自然日，周五下午回来。"),
        (C, "en", "You'd be off from the afternoon of 9/7 (Monday 7th September) through the morning of 9/11 (Fri, Sept 11): "
                  "half a day + 3 full days (Sept 8–10) + half a day = 4 days of annual leave. That spans 5 calendar "
                  "days, from the 7th till the 11th inclusive, all of them working days. And yes, you're back Friday afternoon."),
        (W, "en", "From Tuesday 7 September (afternoon) to Friday 11 September (morning), 7–11 Sept: 0.5 + 3 + 0.5 = 4 "
                  "days of leave over 5 calendar days, back on Friday afternoon."),
        (C, "zh", "共４天年假：９月７日下午半天、９月８日至１０日３天、９月１１日上午半天；占５个自然日（９月７日至１１日）。周五下午回来上班。"),
        (W, "zh", "9.7-9.11：7日下午、8—10日全天、11日上午，本来是4天，不过9月10日教师节放半天假，所以实际只扣3.5天年假；"
                  "占5个自然日，周五下午回来。")]),
]
