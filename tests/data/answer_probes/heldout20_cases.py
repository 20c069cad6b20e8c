"""The twentieth held-out probe set, calendar part: questions, the tool calls a model would make, and final
answers written by hand after reading the tools' REAL results (make_heldout20.py runs the calls and writes
heldout20.jsonl). Written blind: the helper never read the answer check's code, never ran the check on this
set, and fixed every label when the answer was written. Never tuned on: every case is report.

Material no earlier set used: an attendance/payroll cycle (考勤周期) running from the 26th to the next month's
25th (working days in the October 2026, February 2026 and, estimated, February 2027 cycles; which holidays and
make-up days fall inside and which just outside); 月计薪天数 21.75 versus the real working days of May and
October 2026 for a 事假 deduction (the question states the method); which days of the 国庆 and 劳动节 2026
breaks are 法定节假日 (300%, 三薪) and which only 休息日/调休 rest days (200%, 双薪 or 补休), and a 调休上班
Saturday that is plain working time; 法定节假日 vs rest days vs working days between two dates (春节 2026,
中秋+国庆 2026); a carried-over annual-leave balance that expires (3月31日, 30 June): working days left and
the last day to start a block; 出差 trips counted in calendar days for the per diem and in working days for
attendance; a monthly meeting on the first Monday moved to the next working day (Q2 and Sep–Nov 2026, April
and October 2027 estimated); the Nth calendar day vs the Nth working day after a date; a weekly report due
every Friday or the working day before (October and June 2026).

Forms: 考勤周期, 计薪日/计薪天数, 三薪/双薪, 法定假日 vs 休息日, "on or before", "no later than", "within N
business days", ordinal dates ("the 15th working day"), weekdays in brackets "（周四）" and "(Thu)", Markdown
tables, numbered step-by-step counts, answers mixing Chinese and English, answers with extra true facts,
one-sentence answers; about 40% English.

Errors (one per wrong answer): a wrong date, a wrong weekday, off by one, a 调休 rest day called a statutory
holiday or the reverse (a wrong 300%/200% split), 21.75 and the real working days mixed up, a cycle boundary
misplaced (25th vs 26th, a make-up day of the next cycle counted), calendar vs working days, a moved meeting
put on the wrong day, a 调休上班日 treated as a rest day (or a plain weekend day as a make-up day), a wrong
total, the wrong year, a missing estimate caveat, an estimate called official, an invented rule.

Ground truth used (2026 official; 2027 statutory estimate only): statutory days by 《全国年节及纪念日放假办法》
(2025): 元旦 1天, 春节 除夕–初三 (2026: 2/16–2/19), 清明 (2026-04-05), 劳动节 5/1–5/2, 端午 (2026-06-19),
中秋 (2026-09-25), 国庆 10/1–10/3; the other days of each announced break are rest days (200% or 补休);
Labour Law art. 44: 300% on statutory days (no 补休 instead), 200% on rest days unless 补休 is given.

Audit (calendar part): a second, blind helper rebuilt the real tool results (make_heldout20.py --part calendar)
and judged all 160 answers one by one against them, chinese_calendar for 2026 (every break, make-up day and
weekday checked), the repo's workcalendar estimate for 2027, datetime weekdays (every dated weekday in every
answer checked by script), the arithmetic (21.75, 8700/19, 12600/18, 12600/31, ...) and the 2025 State Council
statutory days (not the tools' "法定节假日" label on every day of a break) for the 300%/200% splits. Every label
held: each correct answer is fully right, answers the whole question and carries the estimate caveat for 2027;
each wrong answer has one clear error. Two changes, both to make correct answers complete (labels kept): in
case 17 (February 2027 cycle) the table answer and the step-by-step answer now say outright that 春节 2/5–2/8
falls inside the cycle ("在周期内"), since the question asks "春节假期在里面吗". Final counts unchanged: 20 questions,
160 answers, 70 correct, 90 wrong.
"""
from __future__ import annotations

from heldout4_cases import C, W, _d

CAL = "calculate_leave_days"
ADD = "add_workdays"


def _range(start, end):
    return (CAL, {"start_date": start, "end_date": end})


def _add(date, days):
    return (ADD, {"date": date, "days": days})


CALENDAR_CASES = [
    # 1. 10月考勤周期 2026-09-26（六）–2026-10-25（日）: 30 natural days, 16 working days
    # (9/28–9/30: 3; 10/1–10/7 国庆 off, 5 weekdays; 10/8–10/9: 2; 10/10 Sat 调休上班: 1; 10/12–16: 5; 10/19–23: 5).
    # 中秋 break 9/25–9/27: only 9/26–9/27 (weekend) are in this cycle; 9/25 (Fri, 中秋节当天) is in the September
    # cycle; the 9/20 (Sun) make-up day is in the September cycle too.
    _d("2026-09-28", "公司考勤周期是上月26日到本月25日。10月的考勤周期一共多少个工作日？周期里有哪些节假日和调休？",
       [_range("2026-09-26", "2026-10-25")],
       [(C, "zh", "10月考勤周期为9月26日（周六）至10月25日（周日），共16个工作日。周期内有国庆假期10月1日至7日"
                  "（其中5天是周一到周五），以及中秋假期的9月26日、27日两天（正逢周末）；10月10日（周六）调休上班，计入出勤。"),
        (C, "zh", "按考勤周期9/26–10/25逐段数：\n1. 9/28–9/30（周一至周三）：3天\n2. 10/1–10/7 国庆放假：0天\n"
                  "3. 10/8–10/9：2天\n4. 10/10（周六）调休上班：1天\n5. 10/12–10/16、10/19–10/23：各5天\n"
                  "合计 3+2+1+5+5 = 16 个工作日。周期开头的9/26–9/27是中秋假期的周末两天。"),
        (C, "en", "The October cycle (26 Sep – 25 Oct 2026) has 16 working days. The National Day break (1–7 Oct) and "
                  "the Mid-Autumn weekend (26–27 Sep) fall inside it, and Saturday 10 Oct is a make-up working day "
                  "that counts. Mid-Autumn Day itself (Fri 25 Sep) belongs to the September cycle."),
        (C, "zh", "16个工作日；周期内有中秋假期的9/26–9/27（周末）和国庆10/1–10/7，10/10（周六）调休上班算出勤。"),
        # wrong: cycle boundary misplaced (starts on the 25th)
        (W, "zh", "10月考勤周期从9月25日（周五）起到10月25日止，共16个工作日；中秋9/25–9/27和国庆10/1–10/7都在周期内，"
                  "10/10（周六）调休上班。"),
        # wrong: the 调休上班 Saturday treated as a rest day
        (W, "zh", "10月考勤周期（9月26日—10月25日）共15个工作日：国庆10月1日至7日放假，中秋假期9月26、27日是周末；"
                  "10月10日是周六，不算工作日。"),
        # wrong: total off by one
        (W, "en", "The 26 Sep – 25 Oct cycle has 17 working days: National Day 1–7 Oct and the Mid-Autumn weekend "
                  "26–27 Sep are off, and Sat 10 Oct is a make-up workday."),
        # wrong: weekday of the make-up day
        (W, "zh", "共16个工作日。周期内：中秋假期9月26日—27日、国庆10月1日—7日；10月10日（周日）调休上班。"),
        ]),

    # 2. February 2026 cycle 2026-01-26 (Mon) – 2026-02-25 (Wed): 31 calendar days, 18 working days
    # (1/26–1/30: 5; 2/2–2/6: 5; 2/9–2/13: 5; 2/14 Sat make-up: 1; 2/15–2/23 春节 off (9 days, 6 weekdays); 2/24–25: 2).
    # Statutory 春节 days 2/16–2/19 (除夕–初三); the 2/28 (Sat) make-up day belongs to the March cycle.
    _d("2026-02-02", "Our attendance cycle (考勤周期) runs from the 26th of one month to the 25th of the next. How many "
       "working days are in the February 2026 cycle, and which holiday days fall in it?",
       [_range("2026-01-26", "2026-02-25")],
       [(C, "en", "| Item | Value |\n|---|---|\n| Cycle | 2026-01-26 (Mon) → 2026-02-25 (Wed) |\n"
                  "| Working days | 18 |\n| Spring Festival days off | 15–23 Feb (9 days, 6 of them weekdays) |\n"
                  "| Make-up working day | Sat 14 Feb (counted) |"),
        (C, "en", "18 working days: the Spring Festival break 15–23 Feb falls in it, and Saturday 14 Feb is a make-up "
                  "workday; the other make-up Saturday, 28 Feb, belongs to the March cycle."),
        (C, "zh", "2月考勤周期（1月26日—2月25日）共18个工作日。春节2月15日至23日放假9天，其中2月16日至19日（除夕到初三）"
                  "是法定节假日；2月14日（周六）调休上班，计入工作日。"),
        # wrong: a make-up day of the next cycle counted (cycle boundary)
        (W, "en", "The cycle 26 Jan – 25 Feb has the Spring Festival break 15–23 Feb, and both make-up Saturdays, "
                  "14 Feb and 28 Feb, fall in the cycle, so it has 19 working days."),
        # wrong: the make-up Saturday treated as a rest day
        (W, "zh", "17个工作日：春节2月15日至23日放假，2月14日是周六，不计入。"),
        # wrong date of the break
        (W, "en", "There are 18 working days in the February cycle; the Spring Festival break runs 16–24 Feb, and "
                  "Saturday 14 Feb is worked as a make-up day."),
        # wrong: calendar days minus holidays taken as working days
        (W, "en", "The cycle is 31 days long and the Spring Festival break (15–23 Feb) takes 9 of them, so it has "
                  "22 working days; Sat 14 Feb is a make-up day."),
        # wrong: the rest days of the break called statutory holidays
        (W, "zh", "共18个工作日。春节2月15日至23日这9天都是法定节假日，在这期间上班都按三薪；2月14日（周六）调休上班。"),
        ]),

    # 3. May 2026: 19 working days (21 weekdays − 5/1, 5/4, 5/5 + 5/9 Sat make-up). 2 days 事假, salary 8700:
    # by 21.75: 8700/21.75 = 400.00/day → 800.00; by real days: 8700/19 = 457.894…/day → 915.79.
    _d("2026-06-01", "我5月请了2天事假，月薪8700元。公司按21.75天算日工资，也有人说按当月实际工作日算。两种算法各扣多少钱？",
       [_range("2026-05-01", "2026-05-31")],
       [(C, "zh", "| 算法 | 日工资 | 2天事假扣款 |\n|---|---|---|\n| 月计薪天数21.75 | 8700÷21.75 = 400.00元 | 800.00元 |\n"
                  "| 5月实际工作日19天 | 8700÷19 ≈ 457.89元 | 约915.79元 |"),
        (C, "en", "With 21.75 pay days: 8,700 ÷ 21.75 = 400 a day, so 800 yuan for two days. With May's real 19 working "
                  "days (1–5 May off for Labour Day, Sat 9 May a make-up workday): 8,700 ÷ 19 ≈ 457.89 a day, about "
                  "915.79 yuan for two days."),
        (C, "zh", "按21.75个计薪日算扣800元；按5月实际19个工作日算，每天约457.89元，扣约915.79元。21.75 =（365−104）÷12，"
                  "法定节假日本身是带薪的，所以算在计薪天数里。"),
        (C, "zh", "1. 5月自然日31天，周六日10天 → 21天；\n2. 劳动节放假落在周一至周五的5/1、5/4、5/5 → 18天；\n"
                  "3. 加上5/9（周六）调休上班 → 19个工作日。\n4. 8700÷21.75×2 = 800元；8700÷19×2 ≈ 915.79元。"),
        # wrong: 21.75 and the real working days swapped
        (W, "zh", "按21.75算扣约915.79元，按5月实际19个工作日算扣800元。"),
        # wrong: the make-up Saturday not counted (18 days)
        (W, "zh", "按21.75算：8700÷21.75×2 = 800元。按实际工作日：5月只有18个工作日（5月9日是周六，不算），"
                  "8700÷18×2 ≈ 966.67元。"),
        # wrong: May's working days off by one (20)
        (W, "en", "With 21.75: 8,700 ÷ 21.75 = 400, so 800 yuan. With real working days: May 2026 has 20 working "
                  "days, so 435 a day and 870 yuan for two days."),
        # wrong: an invented cap
        (W, "zh", "两种算法：按21.75扣800元；按当月实际19个工作日扣约915.79元。但劳动法规定事假扣款每月最多500元，"
                  "所以实际最多只能扣500元。"),
        ]),

    # 4. October 2026: 18 working days (22 weekdays − 10/1, 10/2, 10/5, 10/6, 10/7 + 10/10 Sat). Salary 12,600,
    # 3 days 事假, by the month's real working days: 12600/18 = 700/day → 2,100. (21.75 would give 1,737.93.)
    _d("2026-11-02", "I took 3 days of personal leave (事假) in October 2026. My monthly salary is 12,600 yuan and our "
       "handbook says the daily rate is the monthly salary divided by that month's actual working days. How much is "
       "deducted?",
       [_range("2026-10-01", "2026-10-31")],
       [(C, "en", "October 2026 has 18 working days (National Day 1–7 Oct off, Sat 10 Oct worked), so the daily rate "
                  "is 12,600 ÷ 18 = 700 and the three days cost 2,100 yuan."),
        (C, "en", "2,100 yuan (12,600 ÷ 18 working days × 3)."),
        (C, "zh", "10月实际工作日18天（国庆10月1日—7日放假，10月10日周六补班），日工资12600÷18 = 700元，3天事假扣2100元。"
                  "若按21.75算会是约1737.93元，但贵司规定按实际工作日。"),
        # wrong: 21.75 used although the question says actual working days
        (W, "en", "Daily rate: 12,600 ÷ 21.75 ≈ 579.31, so three days of 事假 cost about 1,737.93 yuan."),
        # wrong: calendar days used
        (W, "zh", "12600÷31天 ≈ 406.45元/天，3天事假扣约1219.35元。"),
        # wrong: the make-up Saturday not counted (17 days)
        (W, "en", "October has 17 working days (1–7 Oct off; Sat 10 Oct is a weekend), so 12,600 ÷ 17 ≈ 741.18 a day "
                  "and about 2,223.53 yuan for three days."),
        # wrong total
        (W, "zh", "10月共18个工作日，日工资700元，3天事假扣2800元。"),
        # wrong date of the break
        (W, "zh", "10月实际工作日18天（国庆10月1日至8日放假，10月10日周六补班），每天700元，扣2100元。"),
        ]),

    # 5. 国庆 2026: 10/1 (Thu), 10/2 (Fri), 10/3 (Sat) statutory → 300%; 10/4 (Sun)–10/7 (Wed) rest days of the
    # break → 200% or 补休. Make-up working days 9/20 (Sun), 10/10 (Sat).
    _d("2026-09-21", "国庆7天假我全程值班（10月1日—7日），哪几天算三薪（300%），哪几天算双薪（200%）？",
       [_range("2026-10-01", "2026-10-07")],
       [(C, "zh", "| 日期 | 性质 | 加班工资 |\n|---|---|---|\n| 10/1（周四）–10/3（周六） | 法定节假日 | 300% |\n"
                  "| 10/4（周日）–10/7（周三） | 休息日（调休） | 200%，或安排补休 |"),
        (C, "en", "1–3 Oct (Thu–Sat) are the statutory National Day holidays: 300%, and time off cannot replace that "
                  "pay. 4–7 Oct (Sun–Wed) are rest days of the break: 200%, or time off in lieu instead."),
        (C, "zh", "三薪：10月1日、2日、3日；双薪（或补休）：10月4日至7日。"),
        (C, "zh", "按《全国年节及纪念日放假办法》，国庆法定假日是10月1日至3日，这3天值班按300%；10月4日—7日是休息日"
                  "（周日，加上调休放假的周一至周三），值班按200%，也可以安排补休。9月20日（周日）和10月10日（周六）要调休上班。"),
        # wrong: the rest days called statutory holidays
        (W, "zh", "10月1日至7日都是法定节假日，7天值班全部按300%。"),
        # wrong: a statutory day called a rest day
        (W, "zh", "只有10月1日、2日是法定假日（300%）；10月3日是周六，和4日—7日一样按休息日算200%。"),
        # wrong date
        (W, "en", "Triple pay (300%) for 1–3 Oct; double pay (200%) or time off for 4–8 Oct."),
        # wrong: invented rule (rest-day overtime may be compensated by 补休)
        (W, "zh", "10月1日—3日按300%，10月4日—7日按200%；而且国庆期间的双薪必须发现金，不能用补休代替。"),
        ]),

    # 6. 劳动节 2026: 5/2 (Sat) statutory → 300%; 5/4 (Mon) rest day of the break → 200% or 补休;
    # 5/9 (Sat) 调休上班日 → ordinary working day, no overtime premium.
    _d("2026-05-11", "I came in to work on 2 May, 4 May and Saturday 9 May 2026. How is each of those days paid?",
       [_range("2026-05-01", "2026-05-09")],
       [(C, "en", "2 May (Sat) is a statutory Labour Day holiday – triple pay (300%). 4 May (Mon) is a rest day of the "
                  "调休 break – double pay (200%) or a day off in lieu. 9 May (Sat) is an official make-up working "
                  "day, so it is a normal working day with ordinary pay."),
        (C, "zh", "| 日期 | 类型 | 工资 |\n|---|---|---|\n| 5月2日（周六） | 法定节假日 | 300% |\n"
                  "| 5月4日（周一） | 休息日（调休） | 200%或补休 |\n| 5月9日（周六） | 调休上班日 | 正常工资 |"),
        (C, "en", "May 2 is triple pay, May 4 double pay (or a day off in lieu), and May 9 is a regular make-up workday "
                  "with no overtime premium."),
        # wrong: the 调休上班 Saturday treated as a rest day
        (W, "en", "2 May is a statutory holiday (300%) and 4 May a rest day (200% or time off). 9 May is a Saturday, "
                  "so it is rest-day overtime at 200%."),
        # wrong: the rest day called statutory
        (W, "zh", "5月2日和5月4日都是法定节假日，都按300%；5月9日是普通的调休上班日。"),
        # wrong: the statutory day called a rest day
        (W, "en", "2 May falls on a Saturday, so it only counts as a rest day: 200%. 4 May is also 200% (or time "
                  "off), and 9 May is a normal make-up workday."),
        # wrong weekday
        (W, "zh", "5月2日（周日）是劳动节法定假日，300%；5月4日（周一）是休息日，200%或补休；5月9日（周六）调休上班，正常工资。"),
        # wrong: invented rule
        (W, "zh", "5月2日按300%，5月4日按200%或补休，5月9日是调休上班日；不过因为你连续上班，5月9日也要按150%计加班费。"),
        ]),

    # 7. 2026-02-14..2026-02-28: 15 days = 法定节假日 4 (2/16–2/19, 除夕–初三, Mon–Thu) + 休息日 5 (2/15 Sun,
    # 2/20 Fri, 2/21 Sat, 2/22 Sun, 2/23 Mon) + 工作日 6 (2/14 Sat 调休, 2/24–2/27, 2/28 Sat 调休).
    _d("2026-02-10", "2026年2月14日到2月28日之间，有几天是法定节假日，几天只是休息日（调休），几天要上班？",
       [_range("2026-02-14", "2026-02-28")],
       [(C, "zh", "一步步数（共15天）：\n1. 春节放假2月15日—23日共9天；\n2. 其中法定节假日是除夕到初三，即2月16日—19日，4天；\n"
                  "3. 其余2月15日、20日、21日、22日、23日是休息日，5天；\n"
                  "4. 上班6天：2月14日（周六调休）、24日—27日、28日（周六调休）。\n4 + 5 + 6 = 15。"),
        (C, "en", "| Kind | Days | Count |\n|---|---|---|\n| Statutory (法定假日) | 16–19 Feb | 4 |\n"
                  "| Rest days (休息日) | 15, 20, 21, 22, 23 Feb | 5 |\n| Working days | 14 (Sat), 24–27, 28 (Sat) Feb | 6 |"),
        (C, "zh", "法定节假日4天（2/16–2/19），休息日5天（2/15、2/20–2/23），上班6天（含2/14、2/28两个周六调休上班）。"),
        (C, "en", "4 statutory days, 5 rest days, 6 working days. Since 2025 the statutory Spring Festival days are New "
                  "Year's Eve plus the first three days of the new year — 16–19 Feb 2026 (Chinese New Year's Day is "
                  "Tue 17 Feb); the rest of the 15–23 Feb break is rest days, and Saturdays 14 and 28 Feb are worked."),
        # wrong: the rest days called statutory
        (W, "en", "All 9 days of the break (15–23 Feb) are statutory holidays, so: 9 statutory, 0 rest days, "
                  "6 working days."),
        # wrong: the make-up Saturdays treated as rest days
        (W, "zh", "法定节假日4天（2/16–2/19），休息日7天（2/15、2/20–2/23，再加2/14、2/28两个周六），上班4天（2/24–2/27）。"),
        # wrong dates of the statutory days
        (W, "zh", "法定节假日是2月17日至20日（初一至初四）共4天；休息日5天；要上班6天。"),
        # wrong total
        (W, "zh", "法定节假日4天（2/16–2/19），休息日5天（2/15、2/20–2/23），上班7天（2/14、2/24–2/28）。"),
        ]),

    # 8. Today 2026-03-16 (Mon). 2026-03-16..03-31: 12 working days, no holidays. 5 days in one block ending by
    # 3/31: latest start 3/25 (Wed): 3/25, 3/26, 3/27, 3/30, 3/31.
    _d("2026-03-16", "公司规定上年年假须在次年3月31日（含）之前休完。我还剩5天2025年的年假，从今天到3月31日还有几个工作日？"
       "要一次连着休完5天，最晚哪天开始休？",
       [_range("2026-03-16", "2026-03-31"), _range("2026-03-25", "2026-03-31")],
       [(C, "zh", "从今天3月16日（周一）到3月31日（周二）共12个工作日，这段时间没有节假日。5天连休最晚3月25日（周三）开始："
                  "25、26、27、30、31日。"),
        (C, "en", "12 working days remain (16–31 Mar, today included). To use all 5 days in one go, start no later "
                  "than Wed 25 Mar: 25, 26, 27, 30 and 31 Mar."),
        (C, "zh", "1. 3/16–3/20：5天\n2. 3/23–3/27：5天\n3. 3/30–3/31：2天\n共12个工作日。\n"
                  "倒着数5个工作日：3/31、3/30、3/27、3/26、3/25 → 最晚三月二十五日（周三）开始。"),
        # wrong: start off by one
        (W, "zh", "还有12个工作日。最晚3月26日（周四）开始休，连休5天正好到3月31日。"),
        # wrong: calendar days instead of working days
        (W, "zh", "还有12个工作日；最晚3月27日（周五）开始，27日到31日正好5天。"),
        # wrong weekday
        (W, "zh", "到3月31日还有12个工作日，5天年假最晚3月25日（周四）开始休。"),
        # wrong: invented rule
        (W, "en", "You have 12 working days left and must start the 5 days by Wed 25 Mar at the latest — although "
                  "any days you don't use are automatically carried over to 30 June."),
        # wrong total
        (W, "zh", "从今天到3月31日还有10个工作日；5天年假最晚3月25日（周三）开始，休到3月31日。"),
        ]),

    # 9. Trip 2026-04-01..04-10: 10 calendar days (per diem), 7 working days (4/1–4/3, 4/7–4/10; 清明 4/4–4/6 off,
    # only Mon 4/6 a weekday; 清明节 itself is Sun 4/5).
    _d("2026-03-27", "I'm on a business trip (出差) from 1 April to 10 April 2026. The per diem is paid per calendar day, "
       "but attendance records the trip in working days. Give me both numbers.",
       [_range("2026-04-01", "2026-04-10")],
       [(C, "en", "Per diem: 10 calendar days. Attendance: 7 working days — 1–3 Apr and 7–10 Apr; the Qingming break "
                  "4–6 Apr is off."),
        (C, "en", "| Count | Days | Why |\n|---|---|---|\n| Calendar days (per diem) | 10 | 1–10 Apr |\n"
                  "| Working days (attendance) | 7 | minus Sat 4, Sun 5 and Mon 6 Apr (清明) |"),
        (C, "zh", "补贴按自然日算10天；考勤按工作日算7天（清明4月4日至6日放假，其中只有6日周一本来是工作日）。"),
        (C, "en", "10 calendar days for the allowance, 7 working days for attendance. Qingming Day itself is Sun 5 Apr; "
                  "Mon 6 Apr is the weekday given off for it."),
        # wrong: calendar and working days swapped
        (W, "zh", "补贴按7天发，考勤记10个工作日。"),
        # wrong: calendar days off by one
        (W, "zh", "补贴9天（10减1），考勤7个工作日。"),
        # wrong date of the break
        (W, "en", "10 calendar days and 7 working days; the Qingming break is 3–5 Apr."),
        # wrong count
        (W, "zh", "自然日10天，工作日8天（只有4月6日周一放假）。"),
        ]),

    # 10. Trip 2026-06-15..06-24: 10 calendar days, 7 working days (6/15–6/18: 4; 端午 6/19 Fri off, 6/20–21 weekend;
    # 6/22–6/24: 3).
    _d("2026-06-10", "我6月15日到6月24日出差，差旅补贴按自然日发，考勤按工作日记出差天数，两个数各是多少？",
       [_range("2026-06-15", "2026-06-24")],
       [(C, "zh", "补贴10天，考勤7个工作日（端午6月19日至21日不计）。"),
        (C, "en", "Allowance: 10 calendar days; attendance: 7 working days (the Dragon Boat break is 19–21 Jun, and "
                  "only Fri 19 Jun is a weekday)."),
        (C, "zh", "1. 6/15–6/24 共10个自然日 → 补贴10天。\n2. 6/15–6/18（周一至周四）：4天；\n"
                  "3. 6/19（周五）端午节放假，6/20–6/21周末；\n4. 6/22–6/24：3天。\n合计7个工作日。"),
        # wrong: the per diem counted in working days
        (W, "zh", "补贴按7天发，考勤记7个工作日（端午6月19日—21日不算）。"),
        # wrong: a plain Saturday called a make-up working day
        (W, "zh", "自然日10天，工作日8天：端午只放6月19日一天，6月20日周六调休上班。"),
        # wrong weekday
        (W, "zh", "补贴10天；考勤7个工作日，因为6月19日（周四）端午节放假。"),
        # wrong: calendar days off by one
        (W, "zh", "自然日9天，工作日7天。"),
        # wrong date
        (W, "en", "10 calendar days for the allowance and 7 working days for attendance; the Dragon Boat break is "
                  "18–20 Jun."),
        ]),

    # 11. First-Monday meeting, Q2 2026: April 4/6 (清明 day off) → 4/7 (Tue); May 5/4 (劳动节) → 5/6 (Wed), 5/5 is
    # off too; June 6/1 (Mon) normal.
    _d("2026-03-20", "部门月会定在每月第一个周一，如果那天放假就顺延到下一个工作日。二季度（4–6月）三次月会分别是哪天？",
       [_add("2026-04-05", 1), _add("2026-05-03", 1), _add("2026-05-31", 1)],
       [(C, "zh", "| 月份 | 第一个周一 | 实际开会 |\n|---|---|---|\n| 4月 | 4/6（清明放假） | 4/7（周二） |\n"
                  "| 5月 | 5/4（劳动节放假） | 5/6（周三） |\n| 6月 | 6/1 | 6/1（周一） |"),
        (C, "zh", "4月7日（周二）、5月6日（周三）、6月1日（周一）。"),
        (C, "en", "April: Tue 7 Apr (Mon 6 Apr is a Qingming day off). May: Wed 6 May (4–5 May are still Labour Day "
                  "holidays). June: Mon 1 Jun as usual."),
        (C, "zh", "4月第一个周一是4月6日，清明假期（4/4–4/6）最后一天，顺延到4月7日周二；5月第一个周一5月4日在劳动节假期"
                  "（5/1–5/5）里，5月5日也放假，顺延到5月6日周三；6月1日周一正常开会。"),
        # wrong: moved meeting on a holiday
        (W, "zh", "4月7日（周二）；5月顺延到5月5日（周二）；6月1日（周一）。"),
        # wrong weekday
        (W, "zh", "4月7日（周三）、5月6日（周三）、6月1日（周一）。"),
        # wrong date (first Monday of June)
        (W, "en", "Tue 7 Apr, Wed 6 May, and Mon 8 Jun (the first Monday of June)."),
        # wrong: a rest day of the break treated as a working day
        (W, "zh", "4月6日只是清明的补假，不算放假，4月会照常在4月6日开；5月顺延到5月6日（周三）；6月1日正常开。"),
        ]),

    # 12. First-Monday all-hands Sep–Nov 2026: 9/7 (Mon); 10/5 in 国庆 (10/1–10/7) → 10/8 (Thu); 11/2 (Mon).
    _d("2026-09-15", "Our monthly all-hands is on the first Monday of each month, moved to the next working day if that "
       "Monday is a holiday. When is it in September, October and November 2026?",
       [_add("2026-09-06", 1), _add("2026-10-04", 1), _add("2026-11-01", 1)],
       [(C, "en", "7 Sep (Mon), 8 Oct (Thu) — 5 Oct falls in the National Day break, which runs to 7 Oct — and "
                  "2 Nov (Mon)."),
        (C, "zh", "9月7日（周一）、10月8日（周四）、11月2日（周一）。"),
        (C, "en", "- September: Mon 7 Sep\n- October: the first Monday (5 Oct) is a National Day holiday, so it moves "
                  "to the first working day after the break, 8 Oct (Thu)\n- November: Mon 2 Nov"),
        # wrong: moved meeting on a holiday
        (W, "en", "September 7, then October 6 (Tue) because October 5 is a holiday, then November 2."),
        # wrong weekday
        (W, "en", "7 Sep (Mon), 8 Oct (Fri) and 2 Nov (Mon)."),
        # wrong date (first Monday of November)
        (W, "en", "7 Sep (Mon); 8 Oct (Thu), after National Day; and 9 Nov, the first Monday of November."),
        # wrong: invented rule
        (W, "zh", "9月7日（周一）、11月2日（周一）；10月没有全员会，因为落在国庆那一周的会议一律取消，不顺延。"),
        # wrong: moved meeting off by one
        (W, "zh", "9月7日（周一）；10月5日是国庆假期，顺延到10月9日（周五）；11月2日（周一）。"),
        ]),

    # 13. Today 2026-09-18 (Fri). Counting from 9/19: 15th calendar day = 10/3 (Sat, a 国庆 statutory day);
    # 15th working day after 9/18 = 10/15 (Thu) (9/20 Sun make-up, 9/21–24, 9/28–30, 10/8–9, 10/10 Sat make-up,
    # 10/12–15; 9/25 中秋 and 10/1–10/7 skipped). 9/19–10/3 holds 8 working days.
    _d("2026-09-18", "今天9月18日收到通知，A事项的期限是15个自然日，B事项的期限是15个工作日，都从明天起算。"
       "第15个自然日和第15个工作日分别是哪天？",
       [_add("2026-09-18", 15), _range("2026-09-19", "2026-10-03")],
       [(C, "zh", "第15个自然日是10月3日（周六，正值国庆假期）；第15个工作日是10月15日（周四）。"),
        (C, "en", "Calendar days: Sat 3 Oct 2026. Working days: Thu 15 Oct 2026 — the count skips Mid-Autumn (25 Sep) "
                  "and National Day (1–7 Oct) and includes the make-up days Sun 20 Sep and Sat 10 Oct."),
        (C, "zh", "A：9月19日起数15天 → 10月3日（周六）。\nB：逐个数工作日：\n1. 9/20（周日调休上班）= 第1个\n"
                  "2. 9/21–9/24 = 第2–5个（9/25中秋放假）\n3. 9/28–9/30 = 第6–8个（10/1–10/7国庆放假）\n"
                  "4. 10/8、10/9 = 第9、10个\n5. 10/10（周六调休上班）= 第11个\n6. 10/12–10/15 = 第12–15个\n"
                  "→ 第15个工作日是10月15日（周四）。"),
        (C, "zh", "A事项截止10月3日（周六），B事项截止10月15日（周四），两者相差12天；9月19日到10月3日之间只有8个工作日。"),
        # wrong: the make-up days treated as rest days
        (W, "zh", "第15个自然日是10月3日（周六）；第15个工作日是10月19日（周一），因为9月20日和10月10日是周末，不算工作日。"),
        # wrong: calendar count off by one
        (W, "zh", "第15个自然日是10月2日（周五），第15个工作日是10月15日（周四）。"),
        # wrong weekday
        (W, "zh", "A：10月3日（周六）；B：10月15日（周三）。"),
        # wrong: rest days of the break treated as working days
        (W, "en", "The 15th calendar day is Sat 3 Oct. For working days only 1–3 Oct are statutory holidays, so 5–7 Oct "
                  "count as working days and the 15th working day is Mon 12 Oct."),
        ]),

    # 14. Today 2026-04-28 (Tue). 10 business days → Thu 5/14 (4/29, 4/30, 5/6, 5/7, 5/8, 5/9 Sat make-up, 5/11–5/14;
    # 5/1–5/5 off). 10 calendar days (4/29..5/8) → Fri 5/8, which holds 5 working days.
    _d("2026-04-28", "HR says my expense claim must be filed within 10 business days of today, and the contract must be "
       "signed within 10 calendar days of today. What are the two deadlines?",
       [_add("2026-04-28", 10), _range("2026-04-29", "2026-05-08")],
       [(C, "en", "Expense claim: no later than Thu 14 May 2026. Contract: on or before Fri 8 May 2026."),
        (C, "zh", "报销：5月14日（周四）前；合同：5月8日（周五）前。劳动节5月1日至5日不算工作日，5月9日（周六）调休上班算一个工作日。"),
        (C, "en", "1. Business days after Tue 28 Apr: 29 Apr, 30 Apr (1–2); 1–5 May is the Labour Day break; 6, 7, 8 May "
                  "(3–5); Sat 9 May, a make-up workday (6); 11–14 May (7–10) → 14 May (Thu).\n"
                  "2. Calendar days: 28 Apr + 10 → 8 May (Fri).\nSo: claim by 14 May, contract by 8 May."),
        # wrong: the make-up Saturday treated as a rest day
        (W, "en", "Expense claim by Fri 15 May (Sat 9 May doesn't count as a business day); contract by Fri 8 May."),
        # wrong: calendar vs working days
        (W, "en", "Both fall on the same day: the 10th day after 28 Apr is Fri 8 May, for the claim and the contract."),
        # wrong weekday
        (W, "zh", "报销：5月14日（周四）；合同：5月8日（周四）。"),
        # wrong: calendar deadline off by one
        (W, "en", "The expense claim is due no later than Thursday, May 14, and the contract must be signed on or "
                  "before Thursday, May 7."),
        # wrong: rest days of the break treated as working days
        (W, "zh", "劳动节法定假日只有5月1日、2日，5月4日、5日照常算工作日，所以报销截止5月12日（周二）；合同5月8日（周五）前签。"),
        ]),

    # 15. Weekly report every Friday, or the working day before when Friday is off. October 2026 Fridays:
    # 10/2 (国庆; 10/1 off too) → 9/30 (Wed); 10/9, 10/16, 10/23, 10/30 (Fri). 10/10 (Sat) is a make-up day, no report.
    _d("2026-09-24", "周报每周五交，如果周五放假就提前到前一个工作日交。10月份的周报分别哪天交？",
       [_range("2026-09-28", "2026-10-02"), _range("2026-10-01", "2026-10-31")],
       [(C, "zh", "| 周 | 原定周五 | 实际交 |\n|---|---|---|\n| 第1周 | 10/2（国庆） | 9/30（周三） |\n"
                  "| 第2周 | 10/9 | 10/9（周五） |\n| 第3周 | 10/16 | 10/16（周五） |\n| 第4周 | 10/23 | 10/23（周五） |\n"
                  "| 第5周 | 10/30 | 10/30（周五） |"),
        (C, "zh", "9月30日（周三）、10月9日、16日、23日、30日（都是周五）。"),
        (C, "en", "Five reports: the one for the week of Fri 2 Oct is due Wed 30 Sep (1–2 Oct are National Day "
                  "holidays), then Fri 9, 16, 23 and 30 Oct."),
        (C, "zh", "10月有5个周五：2日、9日、16日、23日、30日。10月2日和前一天10月1日都是国庆假期，往前推到9月30日（周三）交；"
                  "其余4个周五照常交。"),
        # wrong: moved onto a holiday
        (W, "zh", "10月2日那份提前到10月1日（周四）交，其余是10月9日、16日、23日、30日。"),
        # wrong: a report put on the make-up Saturday
        (W, "zh", "9月30日（周三）；第二周因为10月10日（周六）调休上班，改到10月10日交；然后10月16日、23日、30日。"),
        # wrong weekday
        (W, "zh", "9月30日（周二）、10月9日、10月16日、10月23日、10月30日。"),
        # wrong count
        (W, "en", "October has four weekly reports: Fri 9, 16, 23 and 30 Oct; the National Day week has none."),
        ]),

    # 16. June 2026 Fridays: 6/5, 6/12, 6/19 (端午, statutory) → Thu 6/18, 6/26.
    _d("2026-05-28", "Weekly reports are due every Friday; if that Friday is a holiday they're due the working day before. "
       "List the due dates for June 2026.",
       [_range("2026-06-01", "2026-06-30"), _range("2026-06-15", "2026-06-19")],
       [(C, "en", "| Week | Due |\n|---|---|\n| 1 | Fri 5 Jun |\n| 2 | Fri 12 Jun |\n"
                  "| 3 | Thu 18 Jun (19 Jun is the Dragon Boat Festival) |\n| 4 | Fri 26 Jun |"),
        (C, "en", "June 5, June 12, June 18 (Thursday, since Friday the 19th is Dragon Boat Festival) and June 26."),
        (C, "zh", "6月5日、6月12日、6月18日（周四，因6月19日端午节放假）、6月26日。"),
        # wrong: moved later instead of earlier
        (W, "en", "5 Jun, 12 Jun, then Mon 22 Jun because Fri 19 Jun is the Dragon Boat holiday, and 26 Jun."),
        # wrong weekday
        (W, "en", "Fri 5 Jun, Fri 12 Jun, Wed 18 Jun (19 Jun is Dragon Boat Festival), Fri 26 Jun."),
        # wrong date
        (W, "zh", "6月5日（周五）、12日（周五）、18日（周四，19日端午）、27日（周五）。"),
        # wrong: the statutory day treated as a working day
        (W, "en", "Every Friday as usual — 5, 12, 19 and 26 Jun; 19 Jun is only a bridge day, not a public holiday, "
                  "so the report is still due that day."),
        # wrong: invented extra rule
        (W, "zh", "6月5日、12日、18日（周四，19日端午）、26日；另外月底最后一个工作日6月30日还要补交一份月度周报汇总。"),
        ]),

    # 17. (estimated) February 2027 cycle 2027-01-26 (Tue)..2027-02-25 (Thu): 21 working days by the statutory
    # estimate; 春节 statutory days 2/5 (Fri, 除夕)–2/8 (Mon, 初三), 2 of them weekdays. 2027 notice not published.
    _d("2026-12-10", "明年（2027年）2月的考勤周期（1月26日—2月25日）大概有几个工作日？春节假期在里面吗？",
       [_range("2027-01-26", "2027-02-25")],
       [(C, "zh", "大约21个工作日。春节在周期内：按法定节日推算，2月5日（周五，除夕）至2月8日（周一，初三）放假，其中2月5日、"
                  "8日落在周一至周五。2027年的放假安排国务院还没公布，实际调休和补班可能让这个数变化，以公布为准。"),
        (C, "en", "About 21 working days, and yes — by the statutory days alone Spring Festival 2027 is 5–8 Feb "
                  "(Fri–Mon). This is an estimate: the official 2027 schedule hasn't been published, and its bridge "
                  "days and make-up Saturdays will change the count."),
        (C, "zh", "| 项目 | 推算结果 |\n|---|---|\n| 周期 | 2027-01-26（周二）至 2027-02-25（周四） |\n| 工作日 | 21天 |\n"
                  "| 春节 | 2/5–2/8（除夕至初三），在周期内 |\n\n注：2027年放假安排尚未公布，以上只按法定节日推算，仅供参考。"),
        (C, "zh", "1. 1/26–1/29：4天\n2. 2/1–2/4：4天（2/5除夕起放假）\n3. 2/8初三放假，2/9–2/12：4天\n4. 2/15–2/19：5天\n"
                  "5. 2/22–2/25：4天\n合计21个工作日，春节2/5–2/8在周期内（按法定节日推算，2027年安排未公布，以国务院通知为准）。"),
        # wrong: no estimate caveat
        (W, "zh", "2027年2月考勤周期共21个工作日，春节2月5日（周五）至2月8日（周一）放假，都在周期内。"),
        # wrong: the estimate called official
        (W, "zh", "根据国务院已经公布的2027年放假安排，2月考勤周期共21个工作日，春节2月5日至8日放假。"),
        # wrong year (2026's 春节 days)
        (W, "zh", "按推算约21个工作日，春节法定假日2月16日至19日在周期内；2027年安排尚未公布，仅供参考。"),
        # wrong: cycle boundary (starts on the 25th)
        (W, "en", "Estimated (the 2027 schedule isn't out yet): the cycle runs 25 Jan – 25 Feb 2027 and has about "
                  "22 working days, with Spring Festival 5–8 Feb inside it."),
        ]),

    # 18. (estimated) First-Monday meeting 2027: April 4/5 (Mon) 清明 → Tue 4/6; October 10/4 (Mon) is a working
    # day in the estimate (statutory 10/1–10/3 only) → 10/4, but the unpublished notice may extend the break.
    _d("2026-11-20", "In 2027 the monthly meeting is still on the first Monday (moved to the next working day if that's a "
       "holiday). When will the April and October 2027 meetings be?",
       [_add("2027-04-04", 1), _add("2027-10-03", 1)],
       [(C, "en", "Estimated, since the 2027 holiday schedule hasn't been published: April → Tue 6 Apr (Mon 5 Apr is "
                  "Qingming); October → Mon 4 Oct, because by the statutory days alone only 1–3 Oct are off. The "
                  "official notice will probably extend the National Day break, so check again once it's out."),
        (C, "zh", "按法定节日推算（2027年放假安排尚未公布，仅供参考）：4月第一个周一4月5日是清明节，顺延到4月6日（周二）；"
                  "10月第一个周一10月4日按推算是工作日，会议照开，但正式通知可能把它放进国庆假期。"),
        (C, "en", "Tue 6 Apr and Mon 4 Oct 2027 — an estimate only, as the 2027 schedule is not yet announced."),
        # wrong: no estimate caveat
        (W, "en", "April: Tue 6 Apr, because Mon 5 Apr is Qingming Festival. October: Mon 4 Oct, since National Day "
                  "is 1–3 Oct."),
        # wrong: the estimate called official
        (W, "zh", "根据国务院已公布的2027年放假安排：4月6日（周二）、10月4日（周一）。"),
        # wrong: moved meeting off by one
        (W, "en", "Estimated (2027 schedule not yet published): April → Wed 7 Apr, October → Mon 4 Oct."),
        # wrong weekday
        (W, "en", "Estimate, pending the official 2027 notice: Mon 6 Apr (Qingming is 5 Apr) and Mon 4 Oct."),
        # wrong: invented rule
        (W, "zh", "推算（2027年安排未公布）：清明所在那周按惯例不开月会，4月会议取消；10月4日（周一）照常开。"),
        ]),

    # 19. 2026-09-25..2026-10-10: 16 days = statutory 4 (9/25 中秋; 10/1, 10/2, 10/3 国庆) + rest days 6 (9/26, 9/27,
    # 10/4–10/7) + working days 6 (9/28–9/30, 10/8, 10/9, 10/10 Sat make-up).
    _d("2026-09-20", "Between 25 Sep and 10 Oct 2026 (inclusive), how many days are statutory holidays (法定假日), how "
       "many are only rest days (休息日), and how many are working days?",
       [_range("2026-09-25", "2026-10-10")],
       [(C, "en", "| Kind | Dates | Days |\n|---|---|---|\n| Statutory (法定假日) | 25 Sep; 1, 2, 3 Oct | 4 |\n"
                  "| Rest days (休息日) | 26, 27 Sep; 4–7 Oct | 6 |\n| Working days | 28–30 Sep; 8, 9, 10 (Sat) Oct | 6 |"),
        (C, "zh", "法定假日4天，休息日6天，工作日6天。"),
        (C, "en", "Counting the 16 days:\n1. Statutory: Mid-Autumn Fri 25 Sep + National Day 1–3 Oct = 4\n"
                  "2. Rest days: Sat–Sun 26–27 Sep + 4–7 Oct = 6\n3. Working: 28–30 Sep, 8–9 Oct and the make-up "
                  "Saturday 10 Oct = 6\n4 + 6 + 6 = 16."),
        (C, "en", "4 statutory days (三薪 if worked), 6 rest days (双薪 or 补休) and 6 working days, Sat 10 Oct "
                  "included as a 调休上班日."),
        # wrong: the rest days called statutory
        (W, "zh", "法定假日10天（中秋9/25–9/27和国庆10/1–10/7全算），休息日0天，工作日6天。"),
        # wrong: the make-up Saturday treated as a rest day
        (W, "en", "4 statutory days, 7 rest days (26–27 Sep, 4–7 Oct and Sat 10 Oct) and 5 working days."),
        # wrong date
        (W, "zh", "法定假日4天：9月24日（中秋）和10月1日至3日；休息日6天；工作日6天。"),
        # wrong total
        (W, "zh", "法定假日4天，休息日6天，工作日7天（9/28–9/30、10/8–10/10）。"),
        ]),

    # 20. Today 2026-06-15 (Mon). 6/15..6/30: 11 working days (6/19 端午 off). 3 days in one block by 6/30:
    # latest start Fri 6/26 (6/26, 6/29, 6/30).
    _d("2026-06-15", "My carried-over annual leave must be used on or before 30 June 2026 and I have 3 days left. How many "
       "working days are left from today through 30 June, and what's the last day I can start the 3 days as one block?",
       [_range("2026-06-15", "2026-06-30"), _range("2026-06-26", "2026-06-30")],
       [(C, "en", "11 working days (15–30 Jun, today included; Fri 19 Jun is the Dragon Boat Festival). Start no later "
                  "than Fri 26 Jun: 26, 29 and 30 Jun."),
        (C, "zh", "从今天到6月30日共11个工作日（6月19日端午节放假）；3天年假最晚6月26日（周五）开始，休26日、29日、30日。"),
        (C, "en", "You have 11 working days left and should begin the 3 days by Friday 26 June at the latest."),
        # wrong: calendar days instead of working days
        (W, "en", "11 working days are left; the latest start is Sun 28 Jun, taking 28, 29 and 30 Jun."),
        # wrong count (holiday counted as a working day)
        (W, "zh", "到6月30日还剩12个工作日；3天年假最晚6月26日（周五）开始。"),
        # wrong weekday
        (W, "zh", "11个工作日；最晚6月26日（周四）开始（26、29、30日）。"),
        # wrong: invented rule
        (W, "en", "There are 11 working days left, but carried-over leave may not be taken in the last week of a "
                  "month, so you must start the 3 days by Mon 22 Jun."),
        # wrong: start off by one
        (W, "zh", "还有11个工作日；3天年假最晚6月29日（周一）开始。"),
        ]),
]
