"""The twenty-second held-out probe set, calendar part: questions, the date-tool calls a model would make,
and final answers written by hand after reading the tools' REAL results (make_heldout22.py runs the calls
and writes heldout22.jsonl). Written blind: the helper who wrote it never read the answer check's code,
its prompts or any earlier set's answers, and never ran the check on this set.

Material no earlier set used: 拼假 (which days of leave join a holiday and the weekends around it into the
longest run of days off, and how long that run is: 劳动节 and 国庆/中秋 2026, 春节 2028 estimated); a
resignation notice (提前30日书面通知, 试用期内提前3日: the last day of employment and whether it is a working
day — a 国庆 holiday, a 调休上班 Saturday, a Sunday in 2027 estimated); leave counted in HOURS across part days
(9:00–18:00 with a 12:00–13:00 lunch, across 劳动节, a 调休 Saturday or Sunday, 端午); a pay deduction for
hours of unpaid leave (monthly pay ÷ 21.75 ÷ 8); an expense claim due both within 60 calendar days and
within 10 working days (which comes first: either one); leave across the year end into 2027 (days in each
year, 2027 estimated); the hours worked in weeks that hold a 调休 working day and how many are over 40;
the longest run of consecutive working days after 元旦 (连上几天班); a 每月1日至5日 submission window that
falls in a holiday and moves (the question states the rule); a work-injury report due within 30 days of
the accident (the question states the rule); 2027 and 2028 leave counts (estimated: 中秋 2027, 国庆 2028
with 中秋 on the same day).

Shapes and forms: one short sentence, long explanations, numbered steps, bullet lists, Markdown tables;
hours and times (14:00, 2 pm, 下午两点, 4h, 4 小时, 半天, 工作小时, working hours), T+10, 星期X / 礼拜X,
Dec 31st, 31/12, 2026年12月31日, d/m and m/d dates, 全角数字, 中文数字, dates with the weekday in brackets,
last day of employment / 最后工作日, amounts in 元 / RMB / ¥, mixed Chinese and English, extra true facts.

Errors (one per wrong answer): a wrong date, a wrong weekday, off by one (counting the first day), hours and
days confused, a lunch hour mishandled, a 调休上班日 treated as a rest day (or a rest day as one), a holiday
counted as a leave or working day, the wrong one of two deadlines, the wrong year at the year end, a wrong
total, wrong arithmetic, a missing estimate caveat, an estimate called official, an invented rule.

Never tuned on: every case is report.

Audit (calendar part): a second blind helper rebuilt the part (make_heldout22.py --part calendar) and judged
all 160 answers one by one against the stored tool results, chinese_calendar 1.11.0 for 2026 (every 2026
holiday and 调休上班日 matched the tool), the repo's workcalendar estimate for 2027/2028 (caveats required),
Python weekdays and the arithmetic (hours with the 12:00–13:00 lunch, ÷21.75÷8 rates, deadlines). Every
label held, and every correct answer was complete and right. Two wrong answers had an error that could be
read away, so their text was tightened (the labels were kept): case 3, en "Spring Festival itself is expected
on 26–29 January" now reads "The Spring Festival holiday itself ..." (初一 is 26 Jan, so the old wording could
be taken as the festival's own days); case 20, zh 7天: the old reason ("中秋与国庆重叠，按规定要顺延补休一天
（10月4日）") is defensible, because 2020 gave an extra day for the same overlap and 10/1/2028 is a Sunday
that needs a 补假, so it now states a clearly invented rule ("年假连着国庆休的，节后第一天不扣年假"). Final
counts: 20 questions, 160 answers, 70 correct, 90 wrong.
"""
from __future__ import annotations

from heldout4_cases import C, W, _d

L, A = "calculate_leave_days", "add_workdays"


def _l(start, end):
    return (L, {"start_date": start, "end_date": end})


def _a(date, days):
    return (A, {"date": date, "days": days})


CALENDAR_CASES = [
    # 1. 拼假, 劳动节 2026 with 4 days of leave. Truth: leave 4/27–4/30 (Mon–Thu, 4 working days) → off from
    # 4/25 (Sat) to 5/5 (Tue), 11 calendar days (劳动节 5/1–5/5). After the break 5/9 (Sat) is a 调休上班日, so
    # 5/6–5/9 would also cost 4 days and give only 5/1–5/10 = 10 days.
    _d("2026-04-20", "五一想用4天年假拼一个最长的假期，应该请哪4天？前后一共能连休多少天？",
       [_l("2026-04-27", "2026-04-30"), _l("2026-04-25", "2026-05-05"), _l("2026-05-06", "2026-05-09")],
       [(C, "zh", "请4月27日（周一）至4月30日（周四）这4天年假，前面接上4月25日、26日的周末，后面接上5月1日至5日的劳动节假期，"
                  "可以从4月25日（周六）一直休到5月5日（周二），共11天。"),
        (C, "en", "Take Mon 27 – Thu 30 April as annual leave (4 days). Together with the weekend of 25–26 April and the "
                  "Labour Day break of 1–5 May, you're off from Saturday 25 April to Tuesday 5 May: 11 days in a row."),
        (C, "zh", "| 项目 | 日期 |\n|---|---|\n| 请假 | 4/27（周一）— 4/30（周四），4个工作日 |\n"
                  "| 连休 | 4/25（周六）— 5/5（周二），共11天 |\n\n"
                  "节后请假不划算：5月9日（周六）是调休上班日，请5月6日—9日同样要4天，只能休5月1日—10日共10天。"),
        (C, "zh", "请4.27–4.30四天，连休4.25–5.5，一共十一天。"),
        (W, "zh", "节后请5月6日至8日三天就够了，5月9日、10日正好是周末，这样可以从5月1日连休到5月10日，共10天，"
                  "比节前请4天还省一天假。"),
        (W, "en", "Take 27–30 April off (Mon–Thu). With the weekend before and the 1–5 May holiday you get 25 April – "
                  "5 May, which is 10 days off in a row."),
        (W, "zh", "请4月27日（周一）到4月30日（周四）4天，就能从4月25日（周日）连休到5月5日（周二），共11天。"),
        (W, "en", "Book Mon 27 – Thu 30 April: that joins the weekend of 25–26 April to Labour Day (1–5 May), 11 days "
                  "off in a row. Note that by law annual leave attached to a statutory holiday must be applied for "
                  "at least 30 days in advance."),
        ]),

    # 2. 拼假, 中秋 + 国庆 2026 with 3 days of leave. Truth: leave Mon 9/28 – Wed 9/30 (3 working days) joins 中秋
    # (9/25 Fri – 9/27 Sun) and 国庆 (10/1 Thu – 10/7 Wed): off 9/25 (Fri) – 10/7 (Wed), 13 calendar days. After
    # the break 10/10 (Sat) is a 调休上班日: leave 10/8–10/10 (3 working days) would give only 10/1–10/11 = 11 days.
    _d("2026-09-01", "I've got 3 days of annual leave to use around National Day 2026. Which days should I take to get "
                     "the longest continuous break, and how long would it be?",
       [_l("2026-09-28", "2026-09-30"), _l("2026-09-25", "2026-10-07"), _l("2026-10-08", "2026-10-11")],
       [(C, "en", "Take Monday 28 – Wednesday 30 September. Mid-Autumn (25–27 Sep) and National Day (1–7 Oct) then "
                  "join up, so you're off from Fri 25 Sep to Wed 7 Oct — 13 days straight for 3 days of leave."),
        (C, "zh", "请9月28日至30日（周一到周三）三天年假，中秋（9月25—27日）和国庆（10月1—7日）就连起来了："
                  "从9月25日（周五）休到10月7日（周三），连休13天。"),
        (C, "en", "1. Mid-Autumn Festival: 25–27 Sep (Fri–Sun).\n2. National Day: 1–7 Oct (Thu–Wed).\n"
                  "3. The gap between them is Mon 28 – Wed 30 Sep: exactly 3 working days.\n"
                  "4. Take those as leave → one break from 25 Sep to 7 Oct = 13 days.\n"
                  "(Taking 8–10 Oct instead would give only 11 days, because Sat 10 Oct is a make-up working day.)"),
        (W, "en", "Take Mon 28 – Wed 30 September: that joins Mid-Autumn and National Day into 25 Sep – 7 Oct, 13 days. "
                  "And since Sat 10 – Sun 11 October is an ordinary weekend, two more days (8–9 Oct) would stretch it "
                  "to 17 days."),
        (W, "zh", "请9月28日至30日三天，就能从9月25日一直休到10月7日，一共12天。"),
        (W, "zh", "请9月28日至30日三天，可以从9月25日（周五）连休到10月8日（周四），一共13天。"),
        (W, "zh", "请9月28日到30日（周一至周三）三天，这样从9月25日（周五）连休到10月7日（周四），一共13天。"),
        (W, "zh", "请9月28日至30日（周一至周三），可连休9月25日至10月7日共13天。注意：按法律规定，连接两个法定节假日的年假"
                  "必须提前15个工作日申请。"),
        ]),

    # 3. 拼假, 春节 2028 (estimated) with 1 day of leave. Truth: the estimate has 春节 2028 on 1/25 (Tue, 除夕) –
    # 1/28 (Fri, 初三); 1/22–23 and 1/29–30 are weekends. Leave Mon 1/24 → off 1/22 (Sat) – 1/30 (Sun) = 9 days.
    # 2028's schedule is not published: correct answers say it is an estimate.
    _d("2026-11-10", "2028年春节我只想请1天假，拼个最长的假期，该请哪天？一共能休几天？",
       [_l("2028-01-24", "2028-01-24"), _l("2028-01-22", "2028-01-30")],
       [(C, "zh", "按推算，2028年春节法定假是1月25日（除夕，周二）到1月28日（周五），请1月24日（周一）1天假，就能从1月22日"
                  "（周六）连休到1月30日（周日），共9天。注意2028年的放假安排还没公布，这是按法定节日推算的，以国务院通知为准。"),
        (C, "en", "Estimated only — the 2028 holiday notice hasn't been published. On the statutory days alone, Spring "
                  "Festival 2028 runs Tue 25 – Fri 28 Jan, so taking Monday 24 Jan gives you Sat 22 Jan to Sun 30 Jan: "
                  "9 days off for 1 day of leave."),
        (C, "zh", "请1月24日（星期一），可连休1月22日至30日共九天（2028年安排未公布，系推算）。"),
        (W, "zh", "2028年春节放假是1月25日至28日，请1月24日（周一）一天，就能从1月22日休到1月30日，共9天。"),
        (W, "zh", "根据国务院已公布的2028年放假安排，春节是1月25日至28日，请1月24日一天即可从1月22日连休到30日，共9天。"),
        (W, "en", "Estimate (2028 not announced yet): take Friday 24 January; you'd be off from 22 to 30 January, 9 days."),
        (W, "zh", "按推算（2028年安排尚未公布），请1月24日（周一）一天，从1月22日连休到1月30日，共8天。"),
        (W, "en", "Estimated, since the 2028 schedule isn't out: take Monday 24 January and you're off from Saturday 22 "
                  "to Sunday 30 January, 9 days. The Spring Festival holiday itself is expected on 26–29 January."),
        ]),

    # 4. Resignation, 提前30日书面通知, notice on Fri 9/4; day 1 is 9/5. Truth: day 30 = 2026-10-04 (Sun), inside
    # 国庆 (10/1–10/7), not a working day. The window 9/5–10/4 holds 18 working days (incl. 调休 Sun 9/20);
    # the last day actually worked before it is Wed 9/30.
    _d("2026-09-04", "我今天（9月4日）交了书面辞职，按提前30日通知，从明天起算，第30天是劳动关系的最后一天。那是哪天？那天是工作日吗？",
       [_l("2026-09-05", "2026-10-04"), _l("2026-10-04", "2026-10-04")],
       [(C, "zh", "从9月5日起算第30天是10月4日（周日），正好在国庆假期（10月1日至7日）里，不是工作日。"),
        (C, "en", "Counting from 5 Sep, day 30 is Sunday 4 October 2026 — your last day of employment. It falls in the "
                  "National Day holiday (1–7 Oct), so it is not a working day; your last day actually at work would "
                  "be Wed 30 Sep."),
        (C, "zh", "1. 通知期：9月5日—10月4日，共30个自然日（其中18个工作日）。\n2. 最后一天：2026年10月4日，星期日。\n"
                  "3. 是否工作日：否，10月4日是国庆节假期。"),
        (C, "zh", "Last day of employment：2026年10月4日（礼拜日），国庆放假期间，不是工作日。"),
        (W, "zh", "从今天9月4日算起，第30天是10月3日（周六），在国庆假期中，不是工作日。"),
        (W, "en", "Day 30 is Saturday 4 October; it's inside the National Day break, so not a working day."),
        (W, "zh", "最后一天是10月4日（周日），不过这天是国庆调休上班日，需要正常上班。"),
        (W, "en", "Your last day is Sunday 4 October, a National Day holiday, so not a working day. Because it falls on "
                  "a holiday, the law moves your last day of employment to the next working day, Thursday 8 October."),
        ]),

    # 5. Resignation in probation, 提前3日, notice on Wed 5/6; days 5/7 (Thu), 5/8 (Fri), 5/9 (Sat). Truth: the
    # last day of employment is Sat 2026-05-09, a 劳动节 调休上班日, so a working day.
    _d("2026-05-06", "I'm still on probation and handed in my resignation today (6 May). With the 3-day notice counted "
                     "from tomorrow, what is my last day of employment, and is it a working day?",
       [_l("2026-05-07", "2026-05-09"), _l("2026-05-09", "2026-05-09")],
       [(C, "en", "Your last day of employment is Saturday 9 May 2026. A Saturday would normally be off, but 9 May is a "
                  "make-up working day for the Labour Day holiday, so it is a working day — you'd be expected at work."),
        (C, "zh", "试用期提前3日通知：5月7日、8日、9日，最后工作日（劳动关系最后一天）是5月9日（星期六）。这天是劳动节调休上班日，是工作日。"),
        (C, "en", "Sat 9 May — a make-up working day, so yes, it's a working day."),
        (C, "en", "| Notice day | Date | Status |\n|---|---|---|\n| 1 | Thu 7 May | working day |\n"
                  "| 2 | Fri 8 May | working day |\n| 3 | Sat 9 May | make-up working day (调休上班) |\n\n"
                  "Last day of employment: 9 May 2026, and it is a working day."),
        (W, "en", "Your last day is Saturday 9 May. Being a Saturday it's a rest day, so in practice your last working "
                  "day is Friday 8 May."),
        (W, "zh", "从今天5月6日算起3天，最后一天是5月8日（周五），是工作日。"),
        (W, "zh", "最后一天是5月9日（星期日），这天是劳动节调休上班日，所以是工作日，要上班。"),
        (W, "zh", "最后一天是5月9日（周六），这天是劳动节调休上班日，属于工作日。另外按法律规定，试用期辞职须经公司批准后才生效。"),
        ]),

    # 6. Resignation, 提前30日, notice on Fri 2026-12-04; day 1 is 12/5. Truth: day 30 = 2027-01-03 (Sun); on the
    # 2027 estimate (only 元旦 1/1 off, no 调休 known) an ordinary Sunday, a rest day, not worked. 2027 is not
    # published: correct answers carry the caveat. The window holds 19 working days (estimate).
    _d("2026-12-04", "今天12月4日提出离职，提前30日书面通知，从明天起算第30天是 last day of employment。是哪天？那天要上班吗？",
       [_l("2026-12-05", "2027-01-03"), _l("2027-01-03", "2027-01-03")],
       [(C, "zh", "从12月5日起算第30天是2027年1月3日（星期日）。按推算这天是周末休息日，不用上班；不过2027年元旦的放假安排"
                  "尚未公布，若届时把这天定为调休上班日，就以国务院通知为准。"),
        (C, "en", "Day 30 is Sunday 3 January 2027. On the estimated 2027 calendar it's an ordinary Sunday, so not a "
                  "working day — but the 2027 holiday schedule hasn't been announced yet, so check the official notice "
                  "when it comes out."),
        (C, "zh", "Last day of employment = 2027年1月3日（周日），按推算是休息日，不用上班（2027年安排未公布，仅供参考）。"),
        (W, "zh", "第30天是2026年1月3日（周日），是休息日，不用上班（新年的放假安排尚未公布，以上为推算）。"),
        (W, "en", "Your last day of employment is Sunday 3 January 2027, a rest day, so you don't work that day."),
        (W, "zh", "从12月5日起算第30天是2027年1月4日（周一），按推算是工作日，要上班（2027年安排未公布，仅供参考）。"),
        (W, "en", "According to the official 2027 holiday schedule, Sunday 3 January 2027 is a normal rest day, so no, "
                  "you don't work on your last day of employment."),
        (W, "zh", "最后一天是2027年1月3日（星期六），按推算是周末休息日，不用上班（2027年放假安排尚未公布，仅供参考）。"),
        ]),

    # 7. Hours of leave across 劳动节. Truth: Thu 4/30 14:00–18:00 = 4h; 5/1–5/5 劳动节 = 0h; Wed 5/6 9:00–11:00
    # = 2h; total 6 working hours (0.75 day). The tool: 2 working days in 4/30–5/6.
    _d("2026-04-28", "我要从4月30日下午两点请假到5月6日上午11点。公司9:00–18:00上班，12:00–13:00午休，每天8小时。按小时算一共要请多少小时？",
       [_l("2026-04-30", "2026-05-06")],
       [(C, "zh", "共6小时：4月30日（周四）14:00–18:00 是4 小时，5月1日至5日是劳动节假期不用请，5月6日（周三）9:00–11:00 是2小时。"),
        (C, "en", "6 working hours in total: 4 h on Thu 30 April (2 pm–6 pm) plus 2 h on Wed 6 May (9–11 am). 1–5 May "
                  "is the Labour Day holiday, so nothing is taken for those days."),
        (C, "zh", "| 日期 | 时段 | 小时 |\n|---|---|---|\n| 4月30日（周四） | 14:00–18:00 | 4 |\n"
                  "| 5月1日–5日 | 劳动节放假 | 0 |\n| 5月6日（周三） | 09:00–11:00 | 2 |\n| 合计 | | 6小时（0.75天） |"),
        (C, "zh", "一共请6个工作小时（四分之三天）。"),
        (W, "zh", "4月30日下午4小时，5月6日上午2小时，再加上5月1日、4日、5日这三个工作日各8小时，一共30小时。"),
        (W, "en", "That's 6 days of leave: 4 on 30 April and 2 on 6 May; the Labour Day days in between don't count."),
        (W, "zh", "4月30日14:00–18:00共4小时，5月6日9:00–11:00共2小时，合计8小时，正好1天。"),
        (W, "en", "6 hours: 4 h on Wednesday 29 April (2–6 pm) and 2 h on the morning of 6 May; 1–5 May is the holiday."),
        ]),

    # 8. Hours of leave across a 调休 Saturday. Truth: Fri 2/27 14:00–18:00 = 4h; Sat 2/28 春节 调休上班 = 8h;
    # Sun 3/1 rest = 0h; Mon 3/2 9:00–12:00 = 3h; total 15 working hours (1 day 7 h).
    _d("2026-02-25", "Leave from 2 pm on Friday 27 Feb to 12 noon on Monday 2 March — how many working hours is that? "
                     "Our day is 9:00–18:00 with lunch 12:00–13:00 (8 hours).",
       [_l("2026-02-27", "2026-03-02")],
       [(C, "en", "15 working hours: 4 h on Friday afternoon, a full 8 h on Saturday 28 Feb (a make-up working day for "
                  "Spring Festival), nothing on Sunday 1 March, and 3 h on Monday morning (9:00–12:00)."),
        (C, "zh", "共15个工作小时：2月27日（周五）下午4小时；2月28日（周六）是春节调休上班日，算8小时；3月1日周日休息；"
                  "3月2日（周一）上午9点到12点3小时。"),
        (C, "en", "- Fri 27/2: 14:00–18:00 → 4h\n- Sat 28/2: make-up working day → 8h\n- Sun 1/3: rest → 0h\n"
                  "- Mon 2/3: 09:00–12:00 → 3h\n\nTotal: 15h (1 day 7 h)."),
        (W, "en", "Only 7 working hours: 4 h on Friday afternoon and 3 h on Monday morning; the weekend in between doesn't count."),
        (W, "zh", "周五下午14:00–18:00 4小时，周六2月28日调休上班8小时，周一上午3小时，4+8+3=16小时。"),
        (W, "zh", "共15小时：2月27日（周五）4小时，2月28日（周日）调休上班8小时，3月2日（周一）3小时。"),
        (W, "en", "The hours add up to 15, but a leave that spans a weekend has to be booked in whole days, so it will "
                  "be recorded as 3 days."),
        (W, "zh", "共15小时：周五下午4小时，3月1日（周日）是调休上班日算8小时，2月28日周六休息，周一上午3小时。"),
        ]),

    # 9. Hours of unpaid leave across a 调休 Sunday, and the deduction. Truth: Fri 9/18 10–12 + 13–18 = 7h; Sat
    # 9/19 rest; Sun 9/20 国庆 调休上班 = 8h; Mon 9/21 9–12 + 13–15 = 5h; total 20h. 6960 ÷ 21.75 = 320 元/天,
    # ÷ 8 = 40 元/小时; 20 × 40 = 800 元.
    _d("2026-09-15", "我要请事假：9月18日（周五）10:00 到 9月21日（周一）15:00。上班时间9:00–18:00，午休12:00–13:00。"
                     "月薪6960元，事假扣款按 月薪÷21.75÷8 算每小时。一共请了多少工作小时？要扣多少钱？",
       [_l("2026-09-18", "2026-09-21")],
       [(C, "zh", "1. 9月18日（周五）10:00–12:00、13:00–18:00，共7小时；\n2. 9月19日（周六）休息；\n"
                  "3. 9月20日（周日）是国庆调休上班日，算8小时；\n4. 9月21日（周一）9:00–12:00、13:00–15:00，共5小时。\n"
                  "合计20个工作小时。时薪 6960÷21.75÷8 = 40元，扣款 20×40 = 800元。"),
        (C, "en", "20 working hours: 7 on Friday (lunch excluded), 8 on Sunday 20 Sep, which is a make-up working day "
                  "before National Day, and 5 on Monday. Hourly rate ¥6,960 ÷ 21.75 ÷ 8 = ¥40, so the deduction is ¥800."),
        (C, "zh", "| 日期 | 小时 |\n|---|---|\n| 9/18 周五 | 7 |\n| 9/19 周六 | 0（休息） |\n| 9/20 周日（调休上班） | 8 |\n"
                  "| 9/21 周一 | 5 |\n| 合计 | 20 |\n\n日薪 6960÷21.75 = 320元，时薪 40元，共扣 800 元。"),
        (C, "zh", "20个工作小时，扣800元。"),
        (W, "zh", "周五10:00–18:00扣掉午休是7小时，周日调休上班8小时，周一9:00–15:00是6小时，共21小时；时薪40元，扣840元。"),
        (W, "en", "12 hours: 7 on Friday and 5 on Monday, the weekend is off. At ¥40 an hour that's ¥480."),
        (W, "zh", "共20小时；时薪 6960÷21.75÷8 = 40元，扣款 20×40 = 600元。"),
        (W, "en", "20 working hours; the rate is ¥6,960 ÷ 21.75 = ¥320, so the deduction is 20 × ¥320 = ¥6,400."),
        ]),

    # 10. Hours of unpaid leave across 端午, and the deduction. Truth: Thu 6/18 14:00–18:00 = 4h (半天); Fri 6/19
    # 端午 holiday, 6/20–21 weekend (端午 6/19–6/21); Mon 6/22 9:00–12:00 = 3h; total 7h. 8700 ÷ 21.75 = 400
    # 元/天, ÷ 8 = 50 元/小时; 7 × 50 = 350 元.
    _d("2026-06-16", "I'm taking unpaid leave from 2 pm on Thursday 18 June to 12:00 on Monday 22 June. Hours are "
                     "9:00–18:00 with a 12:00–13:00 lunch. My monthly pay is ¥8,700 and the deduction is monthly pay ÷ "
                     "21.75 ÷ 8 per hour. How many hours is that, and how much is deducted?",
       [_l("2026-06-18", "2026-06-22")],
       [(C, "en", "7 hours: 4 h on Thursday afternoon and 3 h on Monday morning — 19 June is the Dragon Boat Festival "
                  "and 20–21 June the weekend. Hourly rate ¥8,700 ÷ 21.75 ÷ 8 = ¥50, so ¥350 is deducted."),
        (C, "zh", "共7小时：周四下午半天（4小时）加周一上午3小时，6月19日端午节放假、20—21日周末都不算。"
                  "8700÷21.75=400元/天，÷8=50元/小时，扣款 7×50 = 350元。"),
        (C, "en", "1. Thu 18 Jun, 14:00–18:00 → 4 h\n2. Fri 19 – Sun 21 Jun → Dragon Boat Festival break, 0 h\n"
                  "3. Mon 22 Jun, 09:00–12:00 → 3 h\n4. Rate: 8700 ÷ 21.75 ÷ 8 = 50 RMB/h\n5. Deduction: 7 × 50 = 350 RMB"),
        (W, "en", "15 hours: 4 h on Thursday, 8 h on Friday 19 June and 3 h on Monday, so 15 × ¥50 = ¥750."),
        (W, "en", "Thursday 14:00–18:00 minus the lunch hour is 3 h, plus 3 h on Monday morning = 6 h; at ¥50 an hour "
                  "that's ¥300 (19–21 June is the Dragon Boat break)."),
        (W, "zh", "7小时；8700÷21.75=400，÷8=50元/小时，7×50=360元。"),
        (W, "zh", "共7小时：6月18日（周四）下午4小时、6月22日（周二）上午3小时，19日至21日端午放假；时薪50元，扣350元。"),
        (W, "zh", "共7小时，扣款按 8700÷30÷8 = 36.25元/小时，7小时扣253.75元。"),
        ]),

    # 11. Expense claim, trip ended Thu 9/24: 10 working days vs 60 calendar days. Truth: T+10 working days =
    # Thu 2026-10-15 (skips 中秋 9/25–27 and 国庆 10/1–7, counts 调休 Sat 10/10); 60 calendar days = Mon
    # 2026-11-23. The 10-working-day limit comes first: latest Thu 10/15.
    _d("2026-09-24", "我今天（9月24日）出差回来。公司规定报销要在出差结束后10个工作日内提交，"
                     "同时不得超过出差结束后60个自然日。哪个期限先到？我最晚哪天交？",
       [_a("2026-09-24", 10), _l("2026-09-25", "2026-11-23")],
       [(C, "zh", "10个工作日的期限先到：从9月24日往后数10个工作日是10月15日（周四）（中秋、国庆放假不算，10月10日周六调休上班算）；"
                  "60个自然日要到11月23日（周一）。所以最晚10月15日交。"),
        (C, "en", "The 10-working-day rule bites first: counting from 24 Sep it ends on Thursday 15 October, because "
                  "Mid-Autumn and National Day are skipped and Saturday 10 Oct is a make-up working day. The 60-day "
                  "limit would only run to Monday 23 November. Submit by 15 Oct."),
        (C, "zh", "| 期限 | 截止日 |\n|---|---|\n| 10个工作日 | 2026年10月15日（星期四） |\n"
                  "| 60个自然日 | 2026年11月23日（星期一） |\n\n先到的是10个工作日这一条，最晚10月15日提交。"),
        (C, "en", "T+10 working days = Thu 15 Oct — that's your deadline (60 calendar days would be 23 Nov)."),
        (W, "zh", "60个自然日是11月23日（周一），10个工作日是10月15日（周四），两个都满足即可，按后到的算，最晚11月23日交。"),
        (W, "en", "10 working days after 24 Sep is Friday 16 October (the two holidays and the weekends are skipped), "
                  "so submit by 16 Oct; the 60-day limit, 23 Nov, comes later."),
        (W, "zh", "10个工作日先到：从9月25日数起，10个工作日是10月8日（周四），60个自然日是11月23日，最晚10月8日交。"),
        (W, "zh", "10个工作日的期限先到：10月15日（周五）；60个自然日要到11月23日。"),
        ]),

    # 12. Expense claim, invoice dated Wed 8/5 (60 calendar days) and trip ended Mon 9/28 (10 working days),
    # filed online, holidays included. Truth: 60 days from the invoice = Sun 2026-10-04 (国庆, filing online
    # allowed); T+10 working days from 9/28 = Fri 2026-10-16. The invoice limit comes first: 10/4.
    _d("2026-09-28", "My hotel invoice is dated 5 August; the trip itself ended today (28 September). Policy: a claim must "
                     "be filed within 60 calendar days of the invoice date AND within 10 working days of the end of the "
                     "trip. Claims are filed online, holidays included. Which deadline comes first, and what's my last day?",
       [_l("2026-08-06", "2026-10-04"), _a("2026-09-28", 10)],
       [(C, "en", "The invoice limit comes first: 60 calendar days after 5 Aug is Sunday 4 October (during the National "
                  "Day holiday, but online filing is allowed). The 10-working-day limit runs to Friday 16 October. So "
                  "file by 4 October."),
        (C, "zh", "先到的是发票60个自然日的期限：10月4日（周日，国庆假期中，可线上提交）；出差结束后10个工作日是10月16日（周五）。"
                  "所以最晚10月4日提交。"),
        (C, "en", "- 60 calendar days from the invoice (5/8): Sun 4 Oct\n- 10 working days from the trip's end (28/9): "
                  "Fri 16 Oct\n\nLast day: **4 October 2026** — the invoice deadline is the earlier one."),
        (W, "en", "The 10-working-day limit applies, so you have until Friday 16 October."),
        (W, "zh", "把8月5日当作第1天，60个自然日到10月3日（周六），比出差后10个工作日（10月16日）早，所以最晚10月3日提交。"),
        (W, "zh", "发票的60个自然日到10月4日（周日），出差结束后10个工作日是10月19日（周一），所以先到的是10月4日。"),
        (W, "en", "The invoice deadline is Sunday 4 Oct, but since it falls on a public holiday it moves to the next "
                  "working day, Thursday 8 Oct — still earlier than 16 Oct, so file by 8 October."),
        (W, "zh", "最晚10月4日（周六）提交：发票60天的期限比出差后10个工作日（10月16日）先到。"),
        ]),

    # 13. Leave across the year end, 12/28/2026 – 1/8/2027. Truth: 9 working days: 4 in 2026 (Mon 12/28 – Thu
    # 12/31) and 5 in 2027 (Mon 1/4 – Fri 1/8); Fri 2027-01-01 元旦 (estimated), 1/2–3 weekend. 2027 is not
    # published: correct answers carry the caveat.
    _d("2026-12-10", "我想从12月28日一直休到明年1月8日，要用几天年假？2026年和2027年各占几天？",
       [_l("2026-12-28", "2027-01-08"), _l("2026-12-28", "2026-12-31"), _l("2027-01-01", "2027-01-08")],
       [(C, "zh", "共9天年假：2026年占4天（12月28日至2026年12月31日），2027年占5天（1月4日至8日），1月1日元旦放假不扣，1月2日、3日是周末。"
                  "2027年的放假安排尚未公布，1月部分是按法定节日推算的，以国务院通知为准。"),
        (C, "en", "9 days of annual leave: 4 in 2026 (Mon 28 – Thu 31 Dec) and 5 in 2027 (Mon 4 – Fri 8 Jan). New "
                  "Year's Day (Fri 1 Jan 2027) is a holiday and the 2nd–3rd a weekend. The 2027 part is an estimate — "
                  "that year's schedule hasn't been published."),
        (C, "zh", "| 年份 | 日期 | 天数 |\n|---|---|---|\n| 2026 | 28/12–31/12 | 4 |\n| 2027 | 4/1–8/1 | 5 |\n"
                  "| 合计 | | 9 |\n\n（2027年元旦按推算只放1月1日，正式安排未公布，仅供参考）"),
        (C, "en", "4 + 5 = 9 days (Dec 28th to Dec 31st in 2026, Jan 4th–8th in 2027; the 2027 part is estimated, the official "
                  "schedule isn't out yet)."),
        (W, "zh", "一共9天：2026年4天（12月28—31日），2027年5天（1月4—8日），元旦1月1日不算。"),
        (W, "en", "10 days: 4 in 2026 (28–31 Dec) and 6 in 2027 (1 Jan plus 4–8 Jan). This is an estimate, as 2027's "
                  "schedule isn't published."),
        (W, "zh", "共9天：2026年占5天，2027年占4天（2027年元旦安排未公布，按推算）。"),
        (W, "en", "Per the official 2027 holiday notice, 1 Jan 2027 is the only day off, so it's 4 days in 2026, 5 in "
                  "2027, 9 in total."),
        ]),

    # 14. Hours in two weeks that hold a 调休 Saturday (Mon–Sun weeks, 8 h a day). Truth: week 2/9–2/15: Mon–Fri
    # plus Sat 2/14 (春节 调休上班) = 6 days = 48 h, 8 h over 40; Sun 2/15 春节. Week 2/23–3/1: Mon 2/23 春节
    # holiday; Tue 2/24 – Fri 2/27 plus Sat 2/28 (调休上班) = 5 days = 40 h, 0 h over.
    _d("2026-02-05", "2月9日那一周和2月23日那一周（都按周一到周日算），每天上班8小时，我各要上多少小时？超过40小时的部分各是几小时？",
       [_l("2026-02-09", "2026-02-15"), _l("2026-02-23", "2026-03-01")],
       [(C, "zh", "2月9日那周：周一到周五，再加2月14日（周六）调休上班，共6天48小时，超出40小时8小时（2月15日周日已是春节）。\n"
                  "2月23日那周：2月23日（周一）还是春节假，24日至27日加2月28日（周六）调休上班，共5天40小时，没有超出。"),
        (C, "en", "Week of 9 Feb: 6 working days (Mon–Fri plus the make-up Saturday, 14 Feb) = 48 hours, 8 over 40. "
                  "Week of 23 Feb: Monday the 23rd is still Spring Festival, then Tue 24 – Sat 28 Feb (28th is a "
                  "make-up day) = 5 days = 40 hours, 0 over."),
        (C, "zh", "| 周 | 上班日 | 工作小时 | 超40小时 |\n|---|---|---|---|\n| 2/9–2/15 | 2/9–2/14（含周六调休） | 48 | 8 |\n"
                  "| 2/23–3/1 | 2/24–2/28（含周六调休） | 40 | 0 |"),
        (C, "en", "1. 9–15 Feb: Sat 14 Feb is a make-up working day, Sun 15 Feb is Spring Festival → 6 × 8 = 48 h, 8 h over.\n"
                  "2. 23 Feb–1 Mar: Mon 23 Feb is a holiday, Sat 28 Feb is a make-up day → 5 × 8 = 40 h, nothing over."),
        (W, "zh", "2月9日那周6天48小时，超8小时；2月23日那周，23日春节放假，24日至27日上4天，2月28日周六休息，共32小时，不超。"),
        (W, "zh", "2月9日那周48小时，超8小时；2月23日那周周一到周六上6天，也是48小时，超8小时。"),
        (W, "zh", "2月9日那周：6天×8=48小时，超出40小时的部分是6小时；2月23日那周：5天40小时，不超。"),
        (W, "en", "Week of 9 Feb: Mon–Fri plus Saturday 15 Feb (make-up day) = 48 h, 8 over; week of 23 Feb: Tue–Sat = 40 h, 0 over."),
        ]),

    # 15. 连上几天班 after 元旦 2026 (today Fri 1/2, a holiday). Truth: 元旦 1/1–1/3; Sun 1/4 is a 调休上班日; work
    # runs Sun 1/4 – Fri 1/9 = 6 consecutive working days; Sat 1/10 – Sun 1/11 off.
    _d("2026-01-02", "今天还在放元旦假，假期结束后要连续上几天班才能休息？",
       [_l("2026-01-04", "2026-01-09"), _l("2026-01-10", "2026-01-11")],
       [(C, "zh", "要连上6天：1月4日（周日）是元旦调休上班日，接着1月5日至9日周一到周五，到1月10日、11日周末才休息。"),
        (C, "en", "Six days in a row: Sunday 4 January (a make-up working day for New Year) through Friday 9 January; "
                  "you're next off on the weekend of 10–11 January."),
        (C, "zh", "连上六天（1月4日至9日），10号休息。"),
        (W, "zh", "元旦假期是1月1日至4日，1月5日（周一）开始上班，连上5天到1月9日，然后周末休息。"),
        (W, "en", "From Sun 4 Jan to Fri 9 Jan — 5 days straight, then the weekend."),
        (W, "en", "Starting Saturday 4 January (a make-up day) through Friday 9 January: six working days in a row."),
        (W, "zh", "要连上6天（1月4日至9日）。按规定连续工作满6天的，第6天要按200%支付加班工资。"),
        (W, "zh", "连上7天：1月4日到1月10日（1月10日周六也是调休上班日），1月11日周日才休息。"),
        ]),

    # 16. 每月1日至5日 submission window moved to the first 5 working days after the holiday (rule stated).
    # Truth: May: 5/1–5/5 劳动节 → 5/6 (Wed), 5/7, 5/8, 5/9 (Sat 调休), 5/11 (Mon): window 5/6–5/11. October:
    # 10/1–10/7 国庆 → 10/8 (Thu), 10/9, 10/10 (Sat 调休), 10/12, 10/13 (Tue): window 10/8–10/13.
    _d("2026-04-25", "考勤材料每月1日至5日提交；如果这几天赶上法定节假日，就改为节后的前5个工作日提交。"
                     "今年5月和10月的提交窗口分别是哪几天？",
       [_a("2026-05-05", 5), _l("2026-05-06", "2026-05-11"), _a("2026-10-07", 5), _l("2026-10-08", "2026-10-13")],
       [(C, "zh", "| 月份 | 提交窗口 | 5个工作日 |\n|---|---|---|\n| 5月 | 5月6日（周三）—5月11日（周一） | 6、7、8、9（周六调休）、11日 |\n"
                  "| 10月 | 10月8日（周四）—10月13日（周二） | 8、9、10（周六调休）、12、13日 |"),
        (C, "en", "May: 1–5 May is the Labour Day holiday, so the window becomes Wed 6 May – Mon 11 May (6, 7, 8, 9 and "
                  "11 May; Sat 9 May is a make-up working day, Sun 10 May is off). October: 1–7 Oct is National Day, "
                  "so it's Thu 8 Oct – Tue 13 Oct (8, 9, 10, 12, 13; Sat 10 Oct is a make-up working day)."),
        (C, "zh", "- 5月：5月6日至5月11日（含5月9日周六调休上班，5月10日周日不算）\n"
                  "- 10月：10月8日至10月13日（含10月10日周六调休上班，11日周日不算）"),
        (C, "en", "May: 6–11 May (incl. Sat 9 May, a make-up day); October: 8–13 Oct (incl. Sat 10 Oct)."),
        (W, "zh", "5月：5月6日至11日（含9日周六调休）；10月：10月8日至14日（8、9、12、13、14日）。"),
        (W, "en", "May: Wed 6 – Sun 10 May; October: Thu 8 – Tue 13 Oct (Sat 10 Oct is a make-up working day)."),
        (W, "zh", "5月窗口：5月6日（周三）至5月11日（周二）；10月窗口：10月8日（周四）至10月13日（周二）。"),
        (W, "zh", "5月：5月6日至11日（9日周六调休算在内）；10月：10月7日（周三）至10月12日（周一）。"),
        ]),

    # 17. Work-injury report within 30 days, accident Fri 4/3, day 1 = 4/4, the last day moved off a holiday
    # (rule stated). Truth: day 30 = Sun 2026-05-03, inside 劳动节 (5/1–5/5) → first working day after: Wed
    # 2026-05-06.
    _d("2026-04-07", "员工4月3日在车间受伤。单位要在事故发生之日起30日内提出工伤认定申请"
                     "（从次日起算，最后一天遇法定节假日顺延到节后第一个工作日）。最晚哪天要交？",
       [_l("2026-04-04", "2026-05-03"), _a("2026-05-03", 1)],
       [(C, "zh", "从4月4日起算第30天是5月3日（周日），正赶上劳动节假期（5月1日至5日），顺延到节后第一个工作日5月6日（周三），最晚5月6日提交。"),
        (C, "en", "Day 30 is Sun 3 May, inside the Labour Day break (1–5 May), so the deadline moves to the first "
                  "working day after it: Wednesday 6 May 2026."),
        (C, "zh", "最晚2026年5月6日（星期三）。"),
        (W, "zh", "从4月4日起算第30天是5月3日（周日），最晚就是5月3日，要在这天之前交。"),
        (W, "en", "Day 30 is Sunday 3 May, a Labour Day holiday, so it moves to the next day, Monday 4 May."),
        (W, "zh", "第30天是5月3日，在劳动节假期中，顺延到节后第一个工作日5月6日（周四）。"),
        (W, "en", "The deadline is Wed 6 May (day 30, 3 May, is in the Labour Day break). If the employer misses it, "
                  "the injured employee loses the right to apply for work-injury recognition."),
        (W, "zh", "第30天5月3日（周日）在劳动节假期里，所以要在放假前提交，最晚4月30日（周四）。"),
        ]),

    # 18. A 2027 leave count (estimated). Truth: Mon 2027-09-13 – Fri 9/17: 4 working days; Wed 9/15 中秋 is a
    # holiday on the estimate. 2027 is not published: correct answers carry the caveat.
    _d("2026-08-20", "I'm planning leave from Monday 13 to Friday 17 September 2027. How many days of annual leave will that use?",
       [_l("2027-09-13", "2027-09-17")],
       [(C, "en", "4 days, on the current estimate: the Mid-Autumn Festival 2027 falls on Wednesday 15 September, a "
                  "statutory holiday, so only 13, 14, 16 and 17 Sep count. The 2027 schedule hasn't been published "
                  "yet, so confirm once the State Council announces it."),
        (C, "zh", "按推算用4天年假（9月15日周三中秋节放假不算）。2027年放假安排尚未公布，以上仅供参考。"),
        (C, "en", "Estimated 4 days (Mid-Autumn on Wed 15 Sep 2027 is a holiday); 2027's official schedule isn't out yet."),
        (W, "en", "4 days — Wednesday 15 September 2027 is the Mid-Autumn Festival, so it doesn't count."),
        (W, "zh", "周一到周五，要用5天年假（2027年放假安排尚未公布，按推算）。"),
        (W, "zh", "按推算4天：中秋节是9月16日（周四），不计入。2027年安排未公布，仅供参考。"),
        (W, "en", "The official 2027 calendar puts Mid-Autumn on Wed 15 Sep, so it's 4 days of leave."),
        (W, "zh", "4天（2027年放假安排还没公布，按推算）：中秋节是9月15日星期四，不扣年假。"),
        ]),

    # 19. Hours in the week that holds the 劳动节 调休 Saturday (today Mon 5/4, a holiday). Truth: 5/4–5/5
    # 劳动节; Wed 5/6, Thu 5/7, Fri 5/8 and Sat 5/9 (调休上班) = 4 days = 32 h; 0 h over 40; Sun 5/10 off.
    _d("2026-05-04", "It's 4 May and we're still on the Labour Day break. This week (Mon 4 – Sun 10 May), at 8 hours a "
                     "day, how many hours will I actually work, and how many of them are over 40?",
       [_l("2026-05-04", "2026-05-10")],
       [(C, "en", "32 hours: Wed 6, Thu 7, Fri 8 and Sat 9 May (a make-up working day), 8 h each. Mon 4 and Tue 5 are "
                  "still the holiday and Sunday 10 is off. That's under 40, so 0 hours over."),
        (C, "zh", "这周上4天：5月6日至8日，加上5月9日（周六调休上班），共32小时，没有超过40小时，超出部分为0。"),
        (C, "en", "| Day | Status | Hours |\n|---|---|---|\n| Mon 4 – Tue 5 | Labour Day | 0 |\n| Wed 6 – Fri 8 | working | 24 |\n"
                  "| Sat 9 | make-up working day | 8 |\n| Sun 10 | rest | 0 |\n| **Total** | | **32 h, 0 over 40** |"),
        (C, "zh", "３２个工作小时，不超40小时。"),
        (W, "en", "24 hours (Wednesday to Friday only), so nothing over 40."),
        (W, "zh", "5月4日（周一）到9日（周六）上6天，共48小时，超出40小时8小时。"),
        (W, "zh", "上4天：5月6、7、8日和9日（周六调休），4×8=36小时，不超过40小时。"),
        (W, "zh", "共32小时，不超40小时；不过5月9日周六调休上班按法律要算加班，发双倍工资。"),
        ]),

    # 20. A 2028 leave count (estimated). Truth: Mon 2028-09-25 – Fri 9/29 = 5; Sat 9/30; Sun 10/1 and Mon 10/2
    # 国庆; Tue 10/3 中秋 and 国庆 on the same day; Wed 10/4 – Fri 10/6 = 3; total 8 working days. 2028 is not
    # published: correct answers carry the caveat.
    _d("2026-10-15", "我打算2028年9月25日到10月6日请假，要扣几天年假？",
       [_l("2028-09-25", "2028-10-06")],
       [(C, "zh", "按推算要用8天年假：9月25日至29日5天，10月4日至6日3天；10月1日至3日是国庆（10月3日恰好也是中秋），"
                  "9月30日是周六。2028年放假安排尚未公布，实际以国务院通知为准。"),
        (C, "en", "About 8 days (estimate): 25–29 Sep (5) + 4–6 Oct (3). 1–3 Oct are National Day — in 2028 Mid-Autumn "
                  "also falls on 3 Oct — and 30 Sep is a Saturday. The 2028 schedule isn't published yet, so this may change."),
        (C, "zh", "8天（推算，2028年安排未公布，仅供参考）。"),
        (W, "zh", "8天：9月25—29日、10月4—6日，10月1—3日国庆不扣。"),
        (W, "zh", "按推算7天：按规定年假连着国庆休的，节后第一天（10月4日）不扣年假，所以只扣9月25—29日和10月5—6日"
                  "（2028年安排未公布，仅供参考）。"),
        (W, "en", "Estimate (2028 not announced): 25–29 Sep (5 days) + 4–6 Oct (3 days) = 9 days."),
        (W, "en", "Per the 2028 holiday notice, National Day is 1–3 Oct with Mid-Autumn on 3 Oct, so you'll use 8 days."),
        (W, "zh", "按推算8天：9月25日至29日、10月4日至6日；9月30日是周日，10月1日至3日国庆（2028年安排未公布，仅供参考）。"),
        ]),
]
