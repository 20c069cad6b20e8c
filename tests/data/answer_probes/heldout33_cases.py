"""The thirty-third held-out probe set, calendar part: questions, the date-tool calls a model would make, and
final answers written by hand after reading the tools' REAL results (make_heldout33.py runs the calls). Written
blind: the helper never read the answer check's code, its prompts or earlier probe sets, and never ran the check.

Material no earlier set used: the working day before and after each of 2027's statutory holidays (estimated, a
table); 婚假 of 13 calendar days from 28 September 2026 (ending on the 10 October 调休 Saturday); a 5-working-day
notice before 元旦 2027; the statutory days (300%) and the moved rest days (200%) of 国庆 2026, and overtime pay
over them with the 10 October make-up Saturday; 90-day probations from 10 July 2026 (ending inside 国庆) and from
2 November 2026 (ending on a Saturday of 2027); "within 24 hours" against "within 1 working day" from a Friday
afternoon (before the 9月20日 make-up Sunday, and before 清明 2026); 2026's 调休 Saturdays and Sundays; the 15th
working day of 2027; leave from 28 December 2026 to 8 January 2027; a payday on the 10th moved to the previous
working day through H1 2027; 清明 2026 and its week; the last working day of each month of Q1 2027; calendar and
working days over a year (2026-06 to 2027-05, estimated; 2025-10 to 2026-09, official); birthday half-days on
rest days (4 October 2026, 清明 2027); and a weekly Friday report through Q4 2026 moved forward off 2 October.

Shapes: one-liners, explanations, numbered steps, bullet lists, Markdown tables. Forms: "2026.10.14", "14 Oct",
"10/14" (said to be m/d), d/m dates, 全角数字, Chinese numerals, 下周四, weekdays in brackets, 礼拜/星期/周/Fri,
mixed Chinese and English, extra true facts. Errors (one per wrong answer): wrong date, wrong weekday, off by one,
natural vs working days, a holiday counted as a working day, a 调休上班日 treated as a rest day, a wrong rate or
total, the wrong quarter or year, a deadline moved the wrong way, a missing estimate caveat, an estimate called
official, an invented rule or make-up day.

Never tuned on: every case is report.

Audit (calendar part): every one of the 160 answers was judged on its own against the rebuilt tool results, the
2025-2026 official calendar (chinese_calendar), the workcalendar 2027 estimate, datetime weekdays and the arithmetic;
every 2027 answer labelled correct carries the estimate caveat. Three answers were changed, no label was flipped:
the wrong 5-working-day notice answer (12/25, counting the submission day) was a defensible reading of
"5 working days before 1 Jan", so it now gives 12/28 with 1 Jan counted as a working day; the wrong Q4 weekly-report
answer (12 reports) could be read as "12 handed in inside Q4" (the 2 Oct one goes in on 30 Sep), so it now also says
Q4 has 12 Fridays (it has 13); a correct "1 working day" answer said "by 23:59" on the 20 Sep make-up Sunday, now
"by close of business". Final: 20 questions, 160 answers, 70 correct and 90 wrong.
"""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

ESTIMATE_ZH = "（2027年放假安排尚未公布，以上按法定节日推算，仅供参考。）"
ESTIMATE_EN = " (2027's holiday schedule hasn't been announced yet; these dates are an estimate.)"

CALENDAR_CASES = [
    # 2027 (estimated, statutory days only): 元旦 1/1 Fri: before 2026-12-31 Thu, after 1/4 Mon; 春节 2/5 Fri–2/8 Mon:
    # before 2/4 Thu, after 2/9 Tue; 清明 4/5 Mon: before 4/2 Fri, after 4/6 Tue; 劳动节 5/1 Sat–5/2 Sun: before 4/30 Fri,
    # after 5/3 Mon; 端午 6/9 Wed: before 6/8 Tue, after 6/10 Thu; 中秋 9/15 Wed: before 9/14 Tue, after 9/16 Thu;
    # 国庆 10/1 Fri–10/3 Sun: before 9/30 Thu, after 10/4 Mon.
    _d("2026-11-16", "2027年每个法定节日放假前的最后一个工作日和节后第一个工作日分别是哪天？列个表。",
       [("add_workdays", {"date": "2027-01-01", "days": -1}), ("add_workdays", {"date": "2027-01-01", "days": 1}),
        ("add_workdays", {"date": "2027-02-05", "days": -1}), ("add_workdays", {"date": "2027-02-08", "days": 1}),
        ("add_workdays", {"date": "2027-04-05", "days": -1}), ("add_workdays", {"date": "2027-04-05", "days": 1}),
        ("add_workdays", {"date": "2027-05-01", "days": -1}), ("add_workdays", {"date": "2027-05-02", "days": 1}),
        ("add_workdays", {"date": "2027-06-09", "days": -1}), ("add_workdays", {"date": "2027-06-09", "days": 1}),
        ("add_workdays", {"date": "2027-09-15", "days": -1}), ("add_workdays", {"date": "2027-09-15", "days": 1}),
        ("add_workdays", {"date": "2027-10-01", "days": -1}), ("add_workdays", {"date": "2027-10-03", "days": 1})],
       [(C, "zh", "| 节日 | 放假（推算） | 节前最后工作日 | 节后第一个工作日 |\n|---|---|---|---|\n"
                  "| 元旦 | 1月1日 | 2026年12月31日（周四） | 1月4日（周一） |\n"
                  "| 春节 | 2月5日–2月8日 | 2月4日（周四） | 2月9日（周二） |\n"
                  "| 清明节 | 4月5日 | 4月2日（周五） | 4月6日（周二） |\n"
                  "| 劳动节 | 5月1日–5月2日（周末） | 4月30日（周五） | 5月3日（周一） |\n"
                  "| 端午节 | 6月9日 | 6月8日（周二） | 6月10日（周四） |\n"
                  "| 中秋节 | 9月15日 | 9月14日（周二） | 9月16日（周四） |\n"
                  "| 国庆节 | 10月1日–10月3日 | 9月30日（周四） | 10月4日（周一） |\n\n"
                  "2027年放假安排尚未公布，以上只按法定节日推算（不含调休和补假），以国务院通知为准。"),
        (C, "en", "Estimated — the 2027 schedule isn't published yet, so this counts only the statutory days (no bridges or "
                  "make-up days):\n\n| Holiday | Last working day before | First working day after |\n|---|---|---|\n"
                  "| New Year (Jan 1) | Thu Dec 31, 2026 | Mon Jan 4 |\n| Spring Festival (Feb 5–8) | Thu Feb 4 | Tue Feb 9 |\n"
                  "| Qingming (Apr 5) | Fri Apr 2 | Tue Apr 6 |\n| Labour Day (May 1–2) | Fri Apr 30 | Mon May 3 |\n"
                  "| Dragon Boat (Jun 9) | Tue Jun 8 | Thu Jun 10 |\n| Mid-Autumn (Sep 15) | Tue Sep 14 | Thu Sep 16 |\n"
                  "| National Day (Oct 1–3) | Thu Sep 30 | Mon Oct 4 |"),
        (C, "zh", "按推算（2027年安排还没公布，仅供参考）：\n"
                  "- 元旦：前１２月３１日（周四），后１月４日（周一）\n- 春节：前２月４日（周四），后２月９日（周二）\n"
                  "- 清明：前４月２日（周五），后４月６日（周二）\n- 劳动节：前４月３０日（周五），后５月３日（周一）\n"
                  "- 端午：前６月８日（周二），后６月１０日（周四）\n- 中秋：前９月１４日（周二），后９月１６日（周四）\n"
                  "- 国庆：前９月３０日（周四），后１０月４日（周一）"),
        (C, "en", "Based on the statutory days only (2027 not announced yet — an estimate):\n"
                  "- 元旦: 31 Dec 2026 (Thu) / 4 Jan (Mon)\n- 春节 (5–8 Feb): 4 Feb (Thu) / 9 Feb (Tue)\n"
                  "- 清明: 2 Apr (Fri) / 6 Apr (Tue)\n- 劳动节 (falls on Sat 1–Sun 2 May): 30 Apr (Fri) / 3 May (Mon)\n"
                  "- 端午: 8 Jun (Tue) / 10 Jun (Thu)\n- 中秋: 14 Sep (Tue) / 16 Sep (Thu)\n"
                  "- 国庆 (1–3 Oct): 30 Sep (Thu) / 4 Oct (Mon)"),
        # wrong: 2/8 (初三, a holiday) given as the first working day after 春节
        (W, "zh", "| 节日 | 节前最后工作日 | 节后第一个工作日 |\n|---|---|---|\n"
                  "| 元旦 | 12月31日（周四） | 1月4日（周一） |\n| 春节 | 2月4日（周四） | 2月8日（周一） |\n"
                  "| 清明节 | 4月2日（周五） | 4月6日（周二） |\n| 劳动节 | 4月30日（周五） | 5月3日（周一） |\n"
                  "| 端午节 | 6月8日（周二） | 6月10日（周四） |\n| 中秋节 | 9月14日（周二） | 9月16日（周四） |\n"
                  "| 国庆节 | 9月30日（周四） | 10月4日（周一） |\n\n" + ESTIMATE_ZH),
        # wrong: no estimate caveat
        (W, "en", "| Holiday | Before | After |\n|---|---|---|\n| New Year | Thu Dec 31, 2026 | Mon Jan 4 |\n"
                  "| Spring Festival | Thu Feb 4 | Tue Feb 9 |\n| Qingming | Fri Apr 2 | Tue Apr 6 |\n"
                  "| Labour Day | Fri Apr 30 | Mon May 3 |\n| Dragon Boat | Tue Jun 8 | Thu Jun 10 |\n"
                  "| Mid-Autumn | Tue Sep 14 | Thu Sep 16 |\n| National Day | Thu Sep 30 | Mon Oct 4 |"),
        # wrong: the estimate called the official schedule
        (W, "zh", "根据国务院已经公布的2027年放假安排：元旦前12月31日（周四）、后1月4日（周一）；春节前2月4日（周四）、"
                  "后2月9日（周二）；清明前4月2日（周五）、后4月6日（周二）；劳动节前4月30日（周五）、后5月3日（周一）；"
                  "端午前6月8日（周二）、后6月10日（周四）；中秋前9月14日（周二）、后9月16日（周四）；"
                  "国庆前9月30日（周四）、后10月4日（周一）。"),
        # wrong weekday: 16 Sep 2027 is a Thursday, not a Friday
        (W, "en", "Estimate only (2027 not published): New Year 31 Dec (Thu) / 4 Jan (Mon); Spring Festival 4 Feb (Thu) / "
                  "9 Feb (Tue); Qingming 2 Apr (Fri) / 6 Apr (Tue); Labour Day 30 Apr (Fri) / 3 May (Mon); Dragon Boat "
                  "8 Jun (Tue) / 10 Jun (Thu); Mid-Autumn 14 Sep (Tue) / 16 Sep (Fri); National Day 30 Sep (Thu) / "
                  "4 Oct (Mon).")]),

    # 婚假 13 calendar days from 2026-09-28 (Mon): last day 2026-10-10 (Sat, a 调休上班日, still inside the leave);
    # back Mon 2026-10-12. 6 working days inside (9/28–30, 10/8, 10/9, 10/10); 国庆 10/1–10/7 inside.
    _d("2026-09-01", "我9月28日开始休婚假，婚假13天，按自然日连续算（含节假日）。最后一天是哪天？哪天回来上班？",
       [("calculate_leave_days", {"start_date": "2026-09-28", "end_date": "2026-10-10"}),
        ("add_workdays", {"date": "2026-10-10", "days": 1})],
       [(C, "zh", "婚假从9月28日连休13个自然日，到10月10日（周六）结束；10月12日（周一）回来上班。"),
        (C, "en", "Your 13 calendar days run from 28 Sep to Sat 10 Oct 2026, and you're back at work on Monday 12 Oct. "
                  "10 Oct is a 调休 working Saturday, but it falls inside your 婚假, so you don't go in that day."),
        (C, "zh", "最后一天是2026.10.10（星期六）。这13天里包含了国庆7天假，按工作日算只占6个工作日（含10月10日调休上班那天）。"
                  "回岗日期：10月12日（星期一）。"),
        (C, "en", "Last day of leave: 10/10 (m/d, a Saturday). First working day back: 10/12 (Monday)."),
        # off by one: 9/28 + 13 days taken as 10/9
        (W, "zh", "13天婚假从9月28日算起，最后一天是10月9日（周五）；10月10日（周六）是调休上班日，那天就回来上班。"),
        # wrong date: 11 Oct is a Sunday rest day
        (W, "en", "The leave ends on Sat 10 Oct; you return the next day, 11 Oct."),
        # natural days read as working days
        (W, "zh", "13天婚假要扣掉国庆和周末，按工作日算到10月20日（周二）结束，10月21日（周三）回来上班。"),
        # wrong weekday: 10 Oct 2026 is a Saturday
        (W, "en", "Leave runs 28 Sep – 10 Oct (Sunday); back on Monday 12 Oct.")]),

    # 5 working days' notice before 元旦 2027 (1/1 Fri, estimated): latest Thu 2026-12-24 (then 12/25, 28, 29, 30, 31).
    _d("2026-12-14", "元旦（2027年1月1日）放假前，值班表要提前5个工作日报给行政，最晚哪天报？",
       [("add_workdays", {"date": "2027-01-01", "days": -5})],
       [(C, "zh", "最晚12月24日（周四）报：之后的12月25、28、29、30、31日正好5个工作日，1月1日元旦放假。"
                  "2027年放假安排尚未公布，元旦按推算只放1月1日，以国务院公布为准。"),
        (C, "en", "Thursday 24 Dec 2026 at the latest — 5 WD follow it (25, 28, 29, 30, 31 Dec) before the 1 Jan holiday. "
                  "This is an estimate: the 2027 holiday schedule hasn't been published."),
        (C, "zh", "最晚下周四（12月24日）。" + ESTIMATE_ZH),
        # a holiday counted as a working day: 1 Jan (元旦) taken as one of the 5 (12/28 is wrong on any counting)
        (W, "zh", "最晚12月28日（周一）报，12月28、29、30、31日和1月1日就是5个工作日。" + ESTIMATE_ZH),
        # natural days instead of working days
        (W, "en", "5 days before 1 Jan is Sun 27 Dec 2026, so submit by then." + ESTIMATE_EN),
        # wrong weekday: 24 Dec 2026 is a Thursday
        (W, "zh", "最晚12月24日（周三）提交。" + ESTIMATE_ZH),
        # the estimate called official
        (W, "en", "Thu 24 Dec 2026. The State Council's 2027 notice has confirmed 元旦 is just 1 Jan, so this date is final."),
        # wrong year
        (W, "zh", "最晚2027年12月24日（周四）报给行政。" + ESTIMATE_ZH)]),

    # 国庆 2026: 10/1 Thu, 10/2 Fri, 10/3 Sat statutory (300%); 10/4 Sun–10/7 Wed rest days moved there (200% or 补休).
    # Make-up working days: 9/20 Sun and 10/10 Sat.
    _d("2026-09-21", "今年国庆放假的7天里，哪几天是法定节假日、哪几天是调休挪过来的休息日？加班分别按多少算？",
       [("calculate_leave_days", {"start_date": "2026-10-01", "end_date": "2026-10-07"})],
       [(C, "zh", "国庆10月1日至7日放7天：\n1. 10月1日（周四）、2日（周五）、3日（周六）是法定节假日，加班按300%支付；\n"
                  "2. 10月4日（周日）至7日（周三）是调休形成的休息日，加班可安排补休，不补休按200%支付。"),
        (C, "en", "| Days | Kind | Overtime |\n|---|---|---|\n| Oct 1–3 (Thu–Sat) | statutory holiday | 300% |\n"
                  "| Oct 4–7 (Sun–Wed) | rest days moved beside it | 200% (or time off in lieu) |"),
        (C, "zh", "法定的是10月1–3日三天（300%），10月4–7日四天是休息日（200%或补休）。另外9月20日（周日）和10月10日（周六）"
                  "调休上班，这两天正常上班不算加班。"),
        (C, "en", "Only Oct 1, 2 and 3 are statutory days (300%); Oct 4–7 are rest days (200%, or 补休 instead)."),
        # a 调休上班日 treated as a rest day
        (W, "zh", "10月1日、2日、3日是法定节假日（300%）；10月4日至7日是休息日（200%）；10月10日（周六）也放假，算休息日加班。"),
        # wrong rate for the rest days
        (W, "en", "Oct 1–3 are statutory holidays paid at 300%; Oct 4–7 are rest days paid at 150%."),
        # a statutory day (10/3, a Saturday) called a rest day
        (W, "zh", "10月1日、2日是法定节假日按300%；10月3日是周六，只算休息日，和4日至7日一样按200%。"),
        # invented rule
        (W, "en", "All seven days, Oct 1–7, are statutory holidays, so overtime on any of them is paid at 300%.")]),

    # Daily wage 400; worked 10/2 (statutory, 300% = 1200), 10/6 (rest day, 200% = 800), 10/10 (调休上班日, normal day,
    # no overtime). Overtime total 2000.
    _d("2026-10-12", "日工资400元。我10月2日、10月6日和10月10日都上了班，公司不安排补休。这三天加班费各怎么算，合计多少？",
       [("calculate_leave_days", {"start_date": "2026-10-01", "end_date": "2026-10-10"})],
       [(C, "zh", "10月2日是法定节假日，按300%：1200元；10月6日是国庆调休出来的休息日，按200%：800元；"
                  "10月10日（周六）是调休上班日，正常上班，不算加班。加班费合计2000元。"),
        (C, "en", "| Day | Status | Rate | Pay |\n|---|---|---|---|\n| Fri Oct 2 | statutory holiday | 300% | ¥1,200 |\n"
                  "| Tue Oct 6 | rest day | 200% | ¥800 |\n| Sat Oct 10 | make-up working day | normal day | ¥0 overtime |\n\n"
                  "Total overtime: ¥2,000."),
        (C, "zh", "合计2000元：10月2日1200（300%），10月6日800（200%），10月10日是调休上班日不算加班。"),
        # a rest day paid as a statutory day
        (W, "zh", "10月2日和10月6日都在国庆假期里，都按300%，各1200元；10月10日是调休上班日，不算加班。合计2400元。"),
        # a 调休上班日 treated as a rest day
        (W, "en", "Oct 2: 300% = ¥1,200. Oct 6: 200% = ¥800. Oct 10 is a Saturday, so rest-day overtime at 200% = ¥800. "
                  "Total ¥2,800."),
        # wrong total
        (W, "zh", "10月2日按300%是1200元，10月6日按200%是800元，10月10日是调休上班日正常上班。加班费合计2200元。"),
        # a statutory day called a rest day
        (W, "en", "Oct 2 is a Friday moved into the break, so it's a rest day at 200% (¥800); Oct 6 is also 200% (¥800); "
                  "Oct 10 is a normal working day. Total ¥1,600."),
        # wrong rate
        (W, "zh", "10月2日法定节假日300%，1200元；10月6日休息日按150%，600元；10月10日调休上班不算加班。合计1800元。")]),

    # Probation 90 calendar days from 2026-07-10 (counting that day): ends 2026-10-07 (Wed, a 国庆 rest day, no work);
    # first working day after: 2026-10-08 (Thu). 59 working days inside.
    _d("2026-07-10", "我今天入职，试用期90天（含入职当天，按自然日算）。哪天到期？那天要上班吗？到期后第一个工作日是哪天？",
       [("calculate_leave_days", {"start_date": "2026-07-10", "end_date": "2026-10-07"}),
        ("add_workdays", {"date": "2026-10-07", "days": 1})],
       [(C, "zh", "试用期到10月7日（周三）为止，这天是国庆假期的最后一天，不用上班；到期后第一个工作日是10月8日（周四）。"),
        (C, "en", "Your probation ends on Wed 7 Oct 2026 — the last day of the 国庆 break, so it's a day off. "
                  "The first working day after it is Thu 8 Oct."),
        (C, "zh", "１０月７日（周三）到期，当天放假（国庆休息日）；之后第一个工作日是１０月８日（周四）。"),
        (C, "en", "Ends 7 Oct (Wed), a holiday rest day, so no work; first working day after: 8 Oct (Thu). "
                  "Those 90 calendar days hold 59 working days."),
        # off by one: the joining day not counted
        (W, "zh", "试用期90天，从明天起算，到10月8日（周四）到期，那天正常上班；之后第一个工作日是10月9日（周五）。"),
        # a holiday rest day counted as a working day
        (W, "en", "It ends on Wed 7 Oct 2026, which is a normal working day, so you'd be at work; the next working day "
                  "is Thu 8 Oct."),
        # wrong weekday: 7 Oct 2026 is a Wednesday
        (W, "zh", "10月7日（周二）到期，国庆还在放假，不用上班；第一个工作日是10月8日（周四）。"),
        # wrong date: 8 Oct is the first working day, not 9 Oct
        (W, "en", "Probation ends 7 Oct (Wednesday, still in the National Day break). First working day after: Fri 9 Oct.")]),

    # Probation 90 calendar days from 2026-11-02 (counting that day): ends 2027-01-30 (Sat); first working day 2027-02-01
    # (Mon). 64 working days inside (estimated: 2027 not published).
    _d("2026-11-02", "I joined today, 2 Nov 2026, on a 90-day probation counted in calendar days including today. "
                     "When does it end, and what's the first working day after it?",
       [("calculate_leave_days", {"start_date": "2026-11-02", "end_date": "2027-01-30"}),
        ("add_workdays", {"date": "2027-01-30", "days": 1})],
       [(C, "en", "It ends on Saturday 30 Jan 2027; the first working day after is Monday 1 Feb 2027." + ESTIMATE_EN),
        (C, "zh", "试用期到2027年1月30日（周六）结束，之后第一个工作日是2月1日（周一）。" + ESTIMATE_ZH),
        (C, "en", "End: 30/1/2027 (d/m, a Saturday). Next working day: 1/2/2027 (Monday). The 2027 calendar is only "
                  "estimated from the statutory holidays, so treat this as provisional."),
        # missing estimate caveat
        (W, "en", "Your probation ends Sat 30 Jan 2027 and the first working day after that is Mon 1 Feb 2027."),
        # off by one
        (W, "zh", "试用期到2027年1月31日（周日）结束，之后第一个工作日是2月1日（周一）。" + ESTIMATE_ZH),
        # wrong year
        (W, "en", "It ends on Saturday 30 Jan 2026; first working day after is Monday 1 Feb 2026." + ESTIMATE_EN),
        # wrong weekday: 30 Jan 2027 is a Saturday
        (W, "zh", "2027年1月30日（周五）到期，下一个工作日是2月1日（周一）。" + ESTIMATE_ZH),
        # the estimate called official
        (W, "en", "Per the published 2027 holiday schedule: ends Sat 30 Jan 2027, first working day Mon 1 Feb 2027.")]),

    # Fri 2026-09-18 16:00: "24 hours" → Sat 9/19 16:00; "1 working day" → Sun 9/20 (调休上班日), end of day.
    _d("2026-09-18", "今天周五下午4点收到客户投诉。A流程要求“24小时内”回复，B流程要求“1个工作日内”回复，分别最晚到什么时候？",
       [("add_workdays", {"date": "2026-09-18", "days": 1})],
       [(C, "zh", "A：24小时内，即明天9月19日（周六）下午4点前；B：1个工作日内，下一个工作日是9月20日（周日，国庆调休上班），"
                  "当天下班前回复即可。"),
        (C, "en", "A (24 hours): by Sat 19 Sep, 16:00. B (1 working day): by close of business on Sun 20 Sep, which is a "
                  "make-up working day for 国庆."),
        (C, "zh", "A流程：礼拜六（9/19）16:00前；B流程：礼拜天9月20日调休上班，当天EOD前。"),
        (C, "en", "24 hrs → Sat 16:00 (19 Sep); 1 WD → Sun 20 Sep EOD (调休上班日)."),
        # a 调休上班日 treated as a rest day
        (W, "zh", "A：9月19日（周六）16:00前；B：周末不算工作日，下一个工作日是9月21日（周一），当天下班前。"),
        # hours read as a working day (natural vs working confused)
        (W, "en", "Both work out the same: 24 hours only runs on working time, so A is due Sun 20 Sep 16:00, and B by the "
                  "end of Sun 20 Sep."),
        # wrong weekday: 20 Sep 2026 is a Sunday
        (W, "zh", "A：9月19日（周六）下午4点前；B：下一个工作日是9月20日（周六，调休上班），当天下班前。"),
        # a rest day counted as a working day
        (W, "en", "A: Sat 19 Sep 16:00. B: the next working day is Sat 19 Sep, so reply by the end of that day.")]),

    # Fri 2026-04-03 15:00: "24 hours" → Sat 4/4 15:00; "1 working day" → Tue 4/7 (清明 4/4–4/6 off; 清明 itself 4/5).
    _d("2026-04-03", "It's Friday 3 April, 3 pm. One request says 'reply within 24 hours', another 'within 1 working day'. "
                     "What are the two deadlines?",
       [("add_workdays", {"date": "2026-04-03", "days": 1})],
       [(C, "en", "24 hours: Saturday 4 April, 3 pm. 1 working day: Tuesday 7 April (4–6 April is the Qingming break)."),
        (C, "zh", "24小时内是4月4日（周六）下午3点前；1个工作日内是4月7日（周二）下班前，因为4月4日至6日清明放假。"),
        (C, "en", "- Within 24 hours → Sat 4 Apr, 15:00\n- Within 1 working day → Tue 7 Apr (EOD)\n"
                  "Qingming itself is Sun 5 Apr; Mon 6 Apr is also off."),
        # a holiday counted as a working day
        (W, "en", "24 hours: Sat 4 Apr 3 pm. 1 working day: Mon 6 Apr, the next weekday."),
        # wrong date
        (W, "zh", "24小时内：4月4日（周六）15:00前；1个工作日内：清明放到4月6日，所以是4月8日（周三）。"),
        # hours read as working days
        (W, "en", "Weekends and holidays don't count for either, so 24 hours runs to Tue 7 Apr 3 pm, and 1 working day "
                  "to Tue 7 Apr EOD."),
        # wrong weekday: 7 Apr 2026 is a Tuesday
        (W, "zh", "24小时：4月4日（周六）下午3点前；1个工作日：4月7日（周一）。"),
        # off by one: the sending day counted
        (W, "en", "24 hours: Sat 4 Apr, 3 pm. 1 working day: today counts as the working day, so by EOD today, Fri 3 Apr.")]),

    # 2026 make-up working weekend days (6): 1/4 Sun (元旦), 2/14 Sat and 2/28 Sat (春节), 5/9 Sat (劳动节),
    # 9/20 Sun and 10/10 Sat (国庆). 248 working days in 2026.
    _d("2026-03-10", "2026年一共有哪几个周末要调休上班？列一下。",
       [("calculate_leave_days", {"start_date": "2026-01-01", "end_date": "2026-12-31"})],
       [(C, "zh", "2026年共6个调休上班的周末日：\n1. 1月4日（周日，元旦调休）\n2. 2月14日（周六，春节）\n3. 2月28日（周六，春节）\n"
                  "4. 5月9日（周六，劳动节）\n5. 9月20日（周日，国庆）\n6. 10月10日（周六，国庆）"),
        (C, "en", "Six weekend days are working days in 2026:\n- Sun 4 Jan\n- Sat 14 Feb\n- Sat 28 Feb\n- Sat 9 May\n"
                  "- Sun 20 Sep\n- Sat 10 Oct\nFour Saturdays and two Sundays; the year has 248 working days in all."),
        (C, "zh", "| 日期 | 星期 | 所属假期 |\n|---|---|---|\n| 1月4日 | 周日 | 元旦 |\n| 2月14日 | 周六 | 春节 |\n"
                  "| 2月28日 | 周六 | 春节 |\n| 5月9日 | 周六 | 劳动节 |\n| 9月20日 | 周日 | 国庆 |\n| 10月10日 | 周六 | 国庆 |"),
        (C, "en", "1/4, 2/14, 2/28, 5/9, 9/20 and 10/10 (m/d) — six make-up working days in 2026."),
        # wrong total: 2/28 missing
        (W, "zh", "2026年共5个调休上班日：1月4日（周日）、2月14日（周六）、5月9日（周六）、9月20日（周日）、10月10日（周六）。"),
        # wrong date: 9/27 is a 中秋 holiday day, the make-up Sunday is 9/20
        (W, "en", "Sun 4 Jan, Sat 14 Feb, Sat 28 Feb, Sat 9 May, Sun 27 Sep and Sat 10 Oct — six in total."),
        # wrong weekday: 5/9 is a Saturday
        (W, "zh", "共6天：1月4日（周日）、2月14日（周六）、2月28日（周六）、5月9日（周日）、9月20日（周日）、10月10日（周六）。"),
        # a holiday counted as a working day
        (W, "en", "Seven: Sat 3 Jan, Sun 4 Jan, Sat 14 Feb, Sat 28 Feb, Sat 9 May, Sun 20 Sep and Sat 10 Oct.")]),

    # The 15th working day of 2027 (estimated; 1/1 Fri off): Fri 2027-01-22.
    _d("2026-12-01", "2027年的第15个工作日是哪天？",
       [("add_workdays", {"date": "2026-12-31", "days": 15})],
       [(C, "zh", "2027年第15个工作日是1月22日（周五）。1月1日元旦放假，从1月4日起算。" + ESTIMATE_ZH),
        (C, "en", "The 15th business day of 2027 is Fri 22 Jan (1 Jan is a holiday; counting starts Mon 4 Jan). "
                  "Estimate — the 2027 schedule is not yet announced."),
        (C, "zh", "1. 1月1日（周五）元旦放假，不算；\n2. 1月4–8日：第1–5个；\n3. 1月11–15日：第6–10个；\n"
                  "4. 1月18–22日：第11–15个。\n所以第十五个工作日是1月22日（星期五）。2027年安排为推算，以官方公布为准。"),
        # missing estimate caveat
        (W, "zh", "2027年第15个工作日是1月22日（周五）。"),
        # a holiday counted as a working day
        (W, "en", "Counting 1 Jan as day 1, the 15th working day of 2027 is Thu 21 Jan." + ESTIMATE_EN),
        # wrong weekday: 22 Jan 2027 is a Friday
        (W, "zh", "第15个工作日是2027年1月22日（周四）。" + ESTIMATE_ZH),
        # natural days instead of working days
        (W, "en", "Day 15 of 2027 is Fri 15 Jan, so that's the 15th working day." + ESTIMATE_EN),
        # the estimate called official
        (W, "zh", "按国务院已公布的2027年放假安排，第15个工作日是1月22日（周五）。")]),

    # Leave 2026-12-28 to 2027-01-08: 9 working days (12/28–31: 4; 1/4–8: 5), 12 calendar days, 1/1 a holiday (estimated).
    _d("2026-12-07", "想从12月28日休到2027年1月8日，要请几天年假？",
       [("calculate_leave_days", {"start_date": "2026-12-28", "end_date": "2027-01-08"})],
       [(C, "zh", "要请9天年假：12月28日–31日4天，1月4日–8日5天；1月1日元旦放假不扣。"
                  "（2027年的安排是推算的，以国务院公布为准）"),
        (C, "en", "9 days of annual leave: 4 in 2026 (28–31 Dec) and 5 in 2027 (4–8 Jan); 1 Jan is a holiday. The 12-day "
                  "span is counted on an estimated 2027 calendar, as the official schedule isn't out yet."),
        (C, "zh", "| 段 | 工作日 |\n|---|---|\n| 2026.12.28–12.31 | 4 |\n| 2027.1.1 元旦 | 0 |\n| 2027.1.4–1.8 | 5 |\n"
                  "| 合计 | 9 |\n\n2027年放假安排尚未公布，按推算，仅供参考。"),
        # a holiday counted as a working day
        (W, "zh", "12月28日到1月8日一共10个工作日，要请10天年假。" + ESTIMATE_ZH),
        # natural days instead of working days
        (W, "en", "28 Dec to 8 Jan is 12 days, so you need 12 days of annual leave." + ESTIMATE_EN),
        # wrong total
        (W, "zh", "12月28日–31日4天，1月4日–8日5天，合计8天年假。" + ESTIMATE_ZH),
        # missing estimate caveat
        (W, "en", "You need 9 days: 28–31 Dec and 4–8 Jan, with New Year's Day off."),
        # invented make-up working day
        (W, "zh", "2027年1月2日（周六）要调休上班，所以一共10个工作日，请10天年假。" + ESTIMATE_ZH)]),

    # Payday the 10th, moved to the previous working day when off (H1 2027, estimated): Jan 8 (Fri; 1/10 Sun),
    # Feb 10 (Wed), Mar 10 (Wed), Apr 9 (Fri; 4/10 Sat), May 10 (Mon), Jun 10 (Thu).
    _d("2026-12-20", "工资每月10号发，遇到休息日提前到前一个工作日。2027年上半年每个月分别哪天发？",
       [("add_workdays", {"date": f"2027-{m:02d}-10", "days": -1}) for m in range(1, 7)],
       [(C, "zh", "| 月份 | 发薪日 |\n|---|---|\n| 1月 | 1月8日（周五，10日是周日） |\n| 2月 | 2月10日（周三） |\n"
                  "| 3月 | 3月10日（周三） |\n| 4月 | 4月9日（周五，10日是周六） |\n| 5月 | 5月10日（周一） |\n"
                  "| 6月 | 6月10日（周四） |\n\n" + "2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
        (C, "en", "Jan 8 (Fri), Feb 10 (Weds), Mar 10 (Weds), Apr 9 (Fri), May 10 (Mon), Jun 10 (Thu). January and April move "
                  "back because the 10th is a weekend." + ESTIMATE_EN),
        (C, "zh", "1月8日、2月10日、3月10日、4月9日、5月10日、6月10日；只有1月和4月提前。2027年安排为推算，以公布为准。"),
        (C, "en", "| Month | Payday |\n|---|---|\n| Jan | Fri 8 |\n| Feb | Wed 10 |\n| Mar | Wed 10 |\n| Apr | Fri 9 |\n"
                  "| May | Mon 10 |\n| Jun | Thu 10 |\n\nEstimated — 2027 holidays are not officially announced yet."),
        # moved the wrong way
        (W, "zh", "1月11日（周一）、2月10日、3月10日、4月12日（周一）、5月10日、6月10日。" + ESTIMATE_ZH),
        # a working day (6/10, the day after 端午) treated as a holiday
        (W, "en", "Jan 8, Feb 10, Mar 10, Apr 9, May 10, and Jun 8 — 10 June falls in the Dragon Boat holiday so it moves "
                  "to Tue 8 Jun." + ESTIMATE_EN),
        # missing estimate caveat
        (W, "zh", "2027年上半年发薪日：1月8日（周五）、2月10日（周三）、3月10日（周三）、4月9日（周五）、5月10日（周一）、"
                  "6月10日（周四）。"),
        # wrong weekday: 8 Jan 2027 is a Friday
        (W, "en", "Jan 8 (Thu), Feb 10 (Wed), Mar 10 (Wed), Apr 9 (Fri), May 10 (Mon), Jun 10 (Thu)." + ESTIMATE_EN)]),

    # 清明 2026: 4/4 Sat–4/6 Mon off, 清明 itself (statutory) 4/5 Sun, no make-up day. Week 4/6–4/12: 4 working days
    # (Tue 4/7–Fri 4/10).
    _d("2026-03-30", "今年清明节怎么放假？放完回来那一周（4月6日到12日）上几天班？",
       [("calculate_leave_days", {"start_date": "2026-04-06", "end_date": "2026-04-12"})],
       [(C, "zh", "清明节4月4日（周六）至4月6日（周一）放假3天，清明当天是4月5日，不用调休。"
                  "4月6日那一周上4天班：4月7日（周二）到4月10日（周五）。"),
        (C, "en", "Qingming: off Sat 4 – Mon 6 Apr (the festival itself is Sun 5 Apr), no make-up day. That week you work "
                  "4 days, Tue 7 – Fri 10 Apr."),
        (C, "zh", "四月四日至六日放假三天；那一周上四天班（周二到周五）。"),
        # invented make-up working day
        (W, "zh", "4月4日至6日放假，4月11日（周六）调休上班，所以那一周要上5天班。"),
        # a holiday counted as a working day
        (W, "en", "Off 4–6 April; the week of 6 April still has 5 working days, Mon 6 to Fri 10 April."),
        # wrong dates
        (W, "zh", "清明节4月5日至7日放假3天，那一周上3天班：4月8日到10日。"),
        # wrong statutory day
        (W, "en", "Off Sat 4 – Mon 6 Apr; Mon 6 Apr is the statutory Qingming day itself. You then work 4 days, "
                  "Tue 7 – Fri 10 Apr."),
        # wrong weekday: 6 Apr 2026 is a Monday
        (W, "zh", "4月4日（周六）至4月6日（周二）放假，之后上4天班。")]),

    # Monthly report on the last working day of each month, Q1 2027 (estimated): Jan 29 (Fri; 1/31 Sun),
    # Feb 26 (Fri; 2/28 Sun), Mar 31 (Wed).
    _d("2026-12-28", "月报在每月最后一个工作日交。明年第一季度三个月分别是哪天？",
       [("add_workdays", {"date": "2027-01-31", "days": -1}), ("add_workdays", {"date": "2027-02-28", "days": -1}),
        ("add_workdays", {"date": "2027-03-31", "days": -1})],
       [(C, "zh", "2027年Q1：1月29日（周五）、2月26日（周五）、3月31日（周三）。" + ESTIMATE_ZH),
        (C, "en", "Jan 29 (Fri), Feb 26 (Fri) and Mar 31 (Wed) 2027 — Jan 31 and Feb 28 are Sundays. "
                  "The 2027 schedule isn't out, so this is an estimate."),
        (C, "en", "| 2027Q1 month | Last working day |\n|---|---|\n| January | Fri 29 Jan |\n| February | Fri 26 Feb |\n"
                  "| March | Wed 31 Mar |\n\n(Estimate — official 2027 holidays not yet published.)"),
        (C, "zh", "2027.1.29（周五）、2027.2.26（周五）、2027.3.31（周三）。明年放假安排还没公布，按推算。"),
        # a rest day counted as a working day
        (W, "zh", "1月31日、2月26日（周五）、3月31日（周三）。" + ESTIMATE_ZH),
        # the wrong quarter
        (W, "en", "Q1: Fri 30 Oct, Mon 30 Nov and Thu 31 Dec." + ESTIMATE_EN),
        # wrong weekday: 26 Feb 2027 is a Friday
        (W, "zh", "1月29日（周五）、2月26日（周四）、3月31日（周三）。" + ESTIMATE_ZH),
        # the estimate called official
        (W, "en", "Per the officially published 2027 calendar: Fri 29 Jan, Fri 26 Feb, Wed 31 Mar.")]),

    # 2026-06-01 to 2027-05-31 inclusive: 365 calendar days, 252 working days (estimated; 2027 not published).
    _d("2026-05-20", "2026年6月1日到2027年5月31日（含首尾）一共多少自然日、多少工作日？",
       [("calculate_leave_days", {"start_date": "2026-06-01", "end_date": "2027-05-31"})],
       [(C, "zh", "共365个自然日、252个工作日。" + ESTIMATE_ZH),
        (C, "en", "365 calendar days and 252 working days. The 2027 part is an estimate (statutory days only), since "
                  "2027's schedule hasn't been published."),
        (C, "zh", "| 项目 | 天数 |\n|---|---|\n| 自然日 | 365 |\n| 工作日 | 252 |\n\n"
                  "已计入9月20日（周日）和10月10日（周六）两个调休上班日。2027年部分按推算，以公布为准。"),
        # wrong calendar-day count
        (W, "zh", "共366个自然日、252个工作日。" + ESTIMATE_ZH),
        # wrong total
        (W, "en", "365 calendar days, 254 working days." + ESTIMATE_EN),
        # missing estimate caveat
        (W, "zh", "从2026年6月1日到2027年5月31日，自然日365天，工作日252天。"),
        # holidays counted as working days
        (W, "en", "365 calendar days — 52 full weeks plus a Monday — so 261 working days." + ESTIMATE_EN),
        # the estimate called official
        (W, "zh", "按已公布的官方日历：自然日365天，工作日252天。")]),

    # 2025-10-01 to 2026-09-30 inclusive: 365 calendar days, 247 working days (both years official). Make-up days inside:
    # 2025-10-11, 2026-01-04, 02-14, 02-28, 05-09, 09-20.
    _d("2026-10-09", "Our fiscal year ran from 1 Oct 2025 to 30 Sep 2026. How many calendar days and how many working "
                     "days was that?",
       [("calculate_leave_days", {"start_date": "2025-10-01", "end_date": "2026-09-30"})],
       [(C, "en", "365 calendar days and 247 working days."),
        (C, "zh", "2025年10月1日至2026年9月30日：自然日365天，工作日247天。"),
        (C, "en", "365 calendar days, of which 247 were working days. That already counts the six make-up working weekend "
                  "days (e.g. Sat 11 Oct 2025, Sun 4 Jan 2026, Sun 20 Sep 2026) and excludes holidays such as the "
                  "National Day/Mid-Autumn break of Oct 2025."),
        (C, "zh", "三百六十五个自然日，二百四十七个工作日。"),
        # wrong calendar-day count
        (W, "en", "366 calendar days and 247 working days."),
        # 调休上班日 treated as rest days
        (W, "zh", "自然日365天；工作日是241天（调休上班的周末不算工作日）。"),
        # wrong total
        (W, "en", "365 calendar days; 249 working days."),
        # natural and working days swapped
        (W, "zh", "自然日247天，工作日365天。")]),

    # Birthday half-day; a birthday on a rest day moves to the next working day. 2026-10-04 is a Sunday inside 国庆
    # (10/4–10/7 off) → Thu 2026-10-08.
    _d("2026-09-28", "公司规定生日当天放半天假，生日在休息日就顺延到之后第一个工作日。我生日是10月4日，今年哪天休？",
       [("add_workdays", {"date": "2026-10-04", "days": 1})],
       [(C, "zh", "10月4日是周日，又在国庆假期里，顺延到之后第一个工作日10月8日（周四），那天休半天。"),
        (C, "en", "4 Oct is a Sunday in the National Day break (off until Wed 7 Oct), so your half-day moves to "
                  "Thu 8 Oct 2026."),
        (C, "zh", "10月8日（礼拜四）休半天。"),
        # a holiday counted as a working day
        (W, "zh", "10月4日是周日，顺延到下周一10月5日休半天。"),
        # moved the wrong way
        (W, "en", "Since Oct 4 is a rest day, take the half-day on the last working day before it: Wed 30 Sep."),
        # wrong weekday: 8 Oct 2026 is a Thursday
        (W, "zh", "顺延到10月8日（周五）休半天。"),
        # a rest day called a statutory holiday
        (W, "en", "Oct 4 is one of the statutory National Day holidays (Oct 1–4), so the half-day moves to Thu 8 Oct."),
        # off by one
        (W, "zh", "国庆放到10月7日，之后第一个工作日10月8日要先上班，生日半天顺延到10月9日（周五）。")]),

    # Weekly Friday report, Q4 2026, moved forward to the previous working day when Friday is off: 13 Fridays
    # (10/2 … 12/25); only 10/2 (国庆) is off → Wed 9/30 (10/1 also off). The rest on their Fridays.
    _d("2026-09-24", "周报每周五交，周五放假就提前到前一个工作日。今年第四季度一共交几次？哪次要提前，提前到哪天？",
       [("calculate_leave_days", {"start_date": "2026-10-01", "end_date": "2026-12-31"}),
        ("add_workdays", {"date": "2026-10-02", "days": -1})],
       [(C, "zh", "第四季度有13个周五，交13次。只有10月2日（周五）是国庆假期，10月1日也放假，所以提前到9月30日（周三）交；"
                  "其余12次都在周五。"),
        (C, "en", "13 reports in Q4. The one for Fri 2 Oct moves forward to Wed 30 Sep (1–2 Oct are National Day holidays); "
                  "the other 12 are on their Fridays."),
        (C, "zh", "共13次：9/30（周三，代10/2）、10/9、10/16、10/23、10/30、11/6、11/13、11/20、11/27、12/4、12/11、12/18、"
                  "12/25（以上均为周五，除首次外）。"),
        (C, "en", "1. Count Q4's Fridays: Oct 2 through Dec 25 — 13 of them.\n2. Only Oct 2 is off (国庆).\n"
                  "3. Move it back to the previous working day: Wed Sep 30.\nSo 13 reports, one of them early on Sep 30."),
        # a holiday counted as a working day
        (W, "zh", "共13次，10月2日那次提前一天到10月1日（周四）交，其余都在周五。"),
        # moved the wrong way
        (W, "en", "13 reports; the 2 Oct one is moved to the next working day, Thu 8 Oct."),
        # wrong total: Q4 2026 has 13 Fridays, not 12
        (W, "zh", "第四季度有12个周五，一共交12次，10月2日那次提前到9月30日（周三）。"),
        # invented rule
        (W, "en", "13 reports; the 2 Oct one moves to Wed 30 Sep, and the 25 Dec one moves to Thu 24 Dec because "
                  "Christmas is a public holiday in China.")]),

    # Birthday 2027-04-05 = 清明 (Mon, estimated) → next working day Tue 2027-04-06.
    _d("2027-03-15", "My birthday is 5 April. Our rule: a half-day off on the birthday, and if it falls on a rest day, take it "
                     "on the next working day. When do I take it this year?",
       [("add_workdays", {"date": "2027-04-05", "days": 1})],
       [(C, "en", "5 April 2027 is a Monday but it's Qingming, a holiday, so take your half-day on Tue 6 April." + ESTIMATE_EN),
        (C, "zh", "4月5日（周一）是清明节，顺延到4月6日（周二）休半天。" + ESTIMATE_ZH),
        (C, "en", "Tue 6 Apr. (Provisional: 2027's holidays are only estimated from the statutory festivals.)"),
        # missing estimate caveat
        (W, "en", "5 April is Qingming this year, so your half-day moves to Tuesday 6 April."),
        # a holiday counted as a working day
        (W, "zh", "4月5日是周一，正常工作日，就在生日当天休半天。" + ESTIMATE_ZH),
        # wrong date
        (W, "en", "Qingming takes 5–6 April, so the next working day is Wed 7 April." + ESTIMATE_EN),
        # wrong weekday: 6 Apr 2027 is a Tuesday
        (W, "zh", "顺延到4月6日（周三）。" + ESTIMATE_ZH),
        # the estimate called official
        (W, "en", "According to the State Council's published 2027 schedule, 5 April is Qingming; take it on Tue 6 April.")]),
]
