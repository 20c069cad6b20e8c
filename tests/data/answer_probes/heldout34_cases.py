"""The thirty-fourth held-out probe set, calendar part: questions, the tool calls a model would make,
and final answers written by hand after reading the tools' REAL results (make_heldout34.py runs the
calls). Written blind: the helper never read the answer check's code, its prompts or tests, nor ran
the check on this set. Material no earlier set used: a working-day countdown to the last working day
before 春节 2027 (estimated), from 2026 and from inside 2027; 陪产假 of 15 calendar days across 元旦 2027
and the first day back; a 30-day written notice ending on 10月3日 in 国庆 2026 (a stated rule: not
moved); a 36-hour monthly overtime cap as 2-hour weekday evenings in November 2026 (whole month, and
the rest of it after a Saturday already worked); 做一休一 rosters through 1–15 October 2026 (which shifts
are statutory days, which are the break's other rest days); this week / next week / the week after
from a stated today (around 中秋+国庆 2026 and around 元旦 2027); the payroll file due 3 working days
before a 15th payday pulled forward off a weekend in Q4 2026; 清明 2027 (estimated) with 3 days of leave
after it; the weekday of 1 January 2028 and the first working day after it (estimated); leave from 24
December 2026 to 3 January 2027 in working and calendar days; a 65-day 产前 leave ending on a due date
(it starts on 10月7日, inside the 国庆 break); 2026's months with the most and fewest working days; a
first-Monday meeting moved off holidays through H2 2026 (October's lands on a Thursday); T+5 from the
Thursday before 中秋 2026 and T+3 from a Friday across the 9月20日 make-up Sunday; 2026's six weekend
working days.
Shapes and forms: one-liners, long explanations, numbered steps, bullet lists, Markdown tables, m/d
(said so), d/m and "2026.10.09" dates, 全角数字, 中文数字, 礼拜/星期/周 and Mon/Weds forms, EOD, T+N, Q4 /
第四季度, 下周三, extra true facts, English and Chinese (about 40% English).
Errors (one per wrong answer): wrong date, wrong weekday, off by one (counting the sending day or
the due date), calendar vs working days confused, a holiday counted as a working day (and the
reverse), a 调休上班日 treated as a rest day (and a rest day as one), a break's rest day called
statutory, a meeting on a holiday, the wrong quarter, hours read as working days, a moved payday
moved the wrong way, wrong totals, a missing estimate caveat, an estimate called official, invented
rules. Never tuned on: every case is report.
Audit (calendar part): a blind audit re-ran every call (make_heldout34.py --part calendar) and judged all 160
answers one by one against the typed tool results, chinese_calendar for 2026 (per-month and whole-year working
days, the six 调休 weekend days, 国庆 2026's statutory Oct 1–3 vs its other rest days), the workcalendar estimate
for 2027/2028, datetime weekdays and the arithmetic; all 20 truths and 156 answers stood. Four answers were
edited, labels kept: two wrong answers that had stated a true count "including today" against a question that
excluded today now claim that count as the not-counting-today figure (春节 2027 countdown "Not counting today,
38"; the 2027-01-11 countdown "不算今天还剩19个"); the wrong 2028 answer's "按推算 1月4日（周二）" became 1月5日（周三）,
since Tue 4 Jan is a defensible real-world guess (a 补休 Monday after a Saturday 元旦); and a correct answer that
called 10月5日 "调休来的休息日" (it is the 补休 for the Saturday 10月3日) now says "放假调休安排的休息日". Final
counts: 20 questions, 160 answers, 70 correct and 90 wrong."""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401


def _l(start, end):
    return ("calculate_leave_days", {"start_date": start, "end_date": end})


def _a(date, days):
    return ("add_workdays", {"date": date, "days": days})


_MONTH_ENDS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

CALENDAR_CASES = [
    # Truth: 春节 2027 estimated — 除夕 Fri 2027-02-05 to Mon 02-08 off, so the last working day before it is
    # Thu 2027-02-04. Tue 2026-12-15 .. Thu 2027-02-04: 37 working days, 52 calendar days (元旦 Fri 2027-01-01
    # skipped). 2027 is an estimate: a correct answer carries the caveat.
    _d("2026-12-14", "今天12月14日，不算今天，到2027年春节前最后一个工作日（含那天）还有多少个工作日？最后一天是哪天？",
       [_l("2026-12-15", "2027-02-04")],
       [(C, "zh", "按推算，2027年春节假期从2月5日（除夕，周五）开始，所以节前最后一个工作日是2027年2月4日（周四）。"
                  "从明天12月15日算到2月4日，共37个工作日（元旦1月1日已扣除）。注意：2027年放假安排尚未公布，"
                  "以上是按法定节日推算的，以国务院通知为准。"),
        (C, "en", "37 working days — Dec 15 through Thu Feb 4, 2027, which is the last working day before the Spring "
                  "Festival break on the estimated calendar. The official 2027 schedule isn't out yet, so treat this "
                  "as an estimate."),
        (C, "zh", "| 项目 | 结果 |\n|---|---|\n| 节前最后一个工作日 | 2027.2.4（周四） |\n| 剩余工作日（不含今天） | 37个 |\n"
                  "| 跨越自然日 | 52天 |\n| 说明 | 2027年安排未公布，按法定节日推算，仅供参考 |"),
        (W, "zh", "还有37个工作日，节前最后一个工作日是2027年2月4日（周四）。"),
        (W, "en", "Not counting today, 38 working days are left; the last one before the Spring Festival break is "
                  "Thu 4 Feb 2027. (2027 holidays are estimated — not yet announced.)"),
        (W, "zh", "到2027年2月4日（周四）还有52个工作日。2027年假期是推算的，仅供参考。"),
        (W, "en", "37 working days to go; the last working day before the break is Friday, Feb 4, 2027. This uses the "
                  "estimated 2027 calendar, as the official one hasn't been published."),
        (W, "zh", "根据国务院已公布的2027年放假安排，春节从2月5日放假，节前最后一个工作日是2月4日（周四），"
                  "从12月15日算起还有37个工作日。")]),

    # Truth: 15 calendar days from Tue 2026-12-22 end Tue 2027-01-05 (元旦 Fri 2027-01-01 inside, not extended:
    # the stated rule); 10 working days inside; back on Wed 2027-01-06 (2027 estimated, caveat needed).
    _d("2026-12-18", "我12月22日开始休陪产假，共15天，按自然日算，遇节假日不顺延。哪天休完？哪天回来上班？",
       [_l("2026-12-22", "2027-01-05"), _a("2027-01-05", 1)],
       [(C, "zh", "陪产假从12月22日（周二）休到2027年1月5日（周二），共15个自然日，元旦1月1日含在里面、不顺延；"
                  "1月6日（周三）回来上班。2027年的放假安排还没公布，回岗日期是按推算的，以正式通知为准。"),
        (C, "en", "Your 15 calendar days run 22 Dec 2026 – 5 Jan 2027, and you're back on Weds 6 Jan 2027. (The 2027 "
                  "holidays are an estimate; the official schedule isn't published yet.)"),
        (C, "zh", "休假：2026.12.22 → 2027.01.05（15个自然日，其中10个工作日）；返岗：2027.01.06 礼拜三。"
                  "※2027年安排为推算，尚未公布。"),
        (C, "zh", "1月5日休完，1月6日（星期三）上班。元旦在假期内照算自然日，不往后延。（2027年放假安排未公布，按推算）"),
        (W, "en", "The leave ends on Wed 6 Jan 2027 and you return on Thu 7 Jan. The 2027 holiday dates are estimated, "
                  "so check the official notice."),
        (W, "zh", "15个工作日的话，要休到2027年1月12日（周二），1月13日回来上班。2027年安排是推算的，仅供参考。"),
        (W, "zh", "1月5日（周二）休完，1月6日（周四）回来上班。2027年的安排尚未公布，按推算。"),
        (W, "en", "Leave ends Tue 5 Jan 2027; you're back on Wed 6 Jan.")]),

    # Truth: written notice on Thu 2026-09-03; 30 calendar days Fri 09-04 .. Sat 10-03, a 国庆 statutory day
    # (法定节假日); the stated rule keeps it there (not moved). 19 working days inside; first working day
    # after the break Thu 10-08.
    _d("2026-09-03", "我今天（9月3日）交了书面辞职通知，要提前30天。公司规定通知期按自然日算，最后一天碰上节假日也不顺延。"
                     "通知期最后一天是哪天？会不会往后挪？",
       [_l("2026-09-04", "2026-10-03"), _a("2026-10-03", 1)],
       [(C, "zh", "从9月4日起算30个自然日，通知期最后一天是10月3日（周六），正好是国庆法定节假日；按公司规定不顺延，"
                  "就在10月3日结束。"),
        (C, "en", "Your notice runs 4 Sep – Sat 3 Oct 2026 (30 calendar days). 3 Oct is a National Day statutory "
                  "holiday, but under your company's rule the end date doesn't move."),
        (C, "zh", "最后一天：2026年10月3日（星期六，国庆法定假日），不顺延。顺便说一下，这30天里有19个工作日；"
                  "假期后第一个工作日是10月8日（周四）。"),
        (W, "zh", "最后一天10月3日落在国庆假期里，要顺延到假期后第一个工作日，也就是10月8日（周四）。"),
        (W, "en", "Counting today as day one, your notice ends on Fri 2 Oct 2026 and does not move."),
        (W, "zh", "通知期到10月3日（周日）结束，属于国庆假期，但按公司规定不顺延。"),
        (W, "en", "It ends Sat 3 Oct and stays there — 3 Oct is just an ordinary Saturday rest day, not a public "
                  "holiday, so nothing would move anyway."),
        (W, "zh", "通知期要满30个工作日，从9月4日起算，最后一天是10月21日（周三），不涉及顺延。")]),

    # Truth: November 2026 has 21 working days (30 calendar days, no holidays, no make-up days). 36 h / 2 h = 18
    # evenings; 18 <= 21, so they fit with 3 working days to spare.
    _d("2026-10-28", "加班每月不能超过36小时。11月我想在工作日晚上加班，每次2小时，最多能排几个晚上？11月的工作日够不够？",
       [_l("2026-11-01", "2026-11-30")],
       [(C, "zh", "最多18个晚上（18×2＝36小时）。11月有21个工作日，没有节假日，排得下，还多出3天。"),
        (C, "en", "18 evenings max — 36 hrs ÷ 2. November 2026 has 21 working days and no public holidays, so they fit."),
        (C, "zh", "| 项目 | 数值 |\n|---|---|\n| 2026年11月工作日 | 21个 |\n| 每月上限 | 36小时 |\n"
                  "| 每次2小时可排 | 18个晚上 |\n| 够不够 | 够，还多3个工作日 |"),
        (C, "zh", "十八个晚上，够排（十一月共二十一个工作日）。"),
        (W, "zh", "最多18个晚上。11月有22个工作日，完全排得下。"),
        (W, "en", "You can fit up to 16 two-hour evenings; November has 21 working days, so that's fine."),
        (W, "zh", "36小时按8小时一天折算是4.5个工作日，所以11月最多只能排4个晚上。"),
        (W, "en", "36 ÷ 2 = 18, but weekday overtime is also limited to 3 evenings a week by law, so at most 12 evenings "
                  "in November's 21 working days.")]),

    # Truth: 做一休一 from Thu 2026-10-01: shifts Oct 1, 3, 5, 7, 9, 11, 13, 15 (8). Statutory (法定节假日): Oct 1
    # (Thu) and Oct 3 (Sat) only; Oct 5 (Mon) and Oct 7 (Wed) are rest days of the break, not statutory.
    # Oct 9 Fri, 13 Tue, 15 Thu working days; Oct 11 Sun a weekend. (Oct 10, the 调休 Saturday, is an off day.)
    _d("2026-09-28", "我们做一休一，10月1日我上班，之后上一天休一天。到10月15日为止我哪几天上班？其中哪几天是法定节假日？",
       [_l("2026-10-01", "2026-10-15")],
       [(C, "zh", "上班日：10月1、3、5、7、9、11、13、15日，共8天。其中法定节假日是10月1日和10月3日两天；"
                  "10月5日、7日虽在国庆假期内，但属于放假调休安排的休息日，不是法定节假日。"),
        (C, "en", "Your shifts: Oct 1, 3, 5, 7, 9, 11, 13 and 15 (8 shifts). Only Oct 1 and Oct 3 are statutory holidays; "
                  "Oct 5 and 7 are rest days within the Golden Week break, not statutory ones."),
        (C, "zh", "| 日期 | 星期 | 性质 |\n|---|---|---|\n| 10/1 | 周四 | 法定节假日 |\n| 10/3 | 周六 | 法定节假日 |\n"
                  "| 10/5 | 周一 | 国庆假期休息日（非法定） |\n| 10/7 | 周三 | 国庆假期休息日（非法定） |\n"
                  "| 10/9 | 周五 | 工作日 |\n| 10/11 | 周日 | 周末 |\n| 10/13 | 周二 | 工作日 |\n| 10/15 | 周四 | 工作日 |"),
        (C, "en", "Eight shifts (the odd dates, Oct 1–15); two of them, Oct 1 and Oct 3, are statutory holidays."),
        (W, "zh", "你上班的是10月1、3、5、7、9、11、13、15日。其中法定节假日有10月1日、3日、5日、7日四天。"),
        (W, "en", "Shifts: Oct 1, 3, 5, 7, 9, 11, 13, 15. Statutory holidays among them: Oct 1 only — Oct 3 is a "
                  "Saturday, so it's just a weekend."),
        (W, "zh", "上班日是10月1、3、5、7、9、11、13、15日，共7天；法定节假日是其中的10月1日和3日。"),
        (W, "zh", "共8个班：1、3、5、7、9、11、13、15日。法定节假日是10月1日（周四）和10月3日（周日）。")]),

    # Truth (today Mon 2026-09-21): this week Sep 21–27: 4 (Mon–Thu; 中秋 Fri 25–Sun 27 off); next week
    # Sep 28–Oct 4: 3 (Mon–Wed; Oct 1–4 off; Wed Sep 30 its last); the week after Oct 5–11: 3 (Thu 8, Fri 9
    # and the 调休 Saturday Oct 10; Oct 5–7 off). Total 10.
    _d("2026-09-21", "今天周一（9月21日）。这周、下周、下下周各有几个工作日？",
       [_l("2026-09-21", "2026-09-27"), _l("2026-09-28", "2026-10-04"), _l("2026-10-05", "2026-10-11")],
       [(C, "zh", "这周4个（21–24日，25日中秋起放假），下周3个（28–30日，下周三9月30日是节前最后一个工作日），"
                  "下下周3个（10月8日、9日和调休上班的10月10日周六）。"),
        (C, "en", "| Week | Working days | Which |\n|---|---|---|\n| This week | 4 | Mon 21 – Thu 24 Sep |\n"
                  "| Next week | 3 | Mon 28 – Wed 30 Sep |\n| Week after | 3 | Thu 8, Fri 9, Sat 10 Oct (make-up day) |"),
        (C, "en", "4, 3 and 3 working days — 10 in all, counting the make-up Saturday on 10 Oct."),
        (W, "zh", "这周4个，下周3个，下下周只有2个（10月8日、9日），10月10日是周六休息。"),
        (W, "zh", "这周周一到周五共5个工作日，下周3个，下下周3个。"),
        (W, "zh", "这周4个、下周3个、下下周3个，三周合计11个工作日。"),
        (W, "en", "This week 4 (Sep 21–24), next week 3 (Sep 28–30), the week after 3: Wed 8, Thu 9 and Fri 10 Oct."),
        (W, "zh", "这周有5个工作日：周一到周四，再加上9月27日周日调休上班；下周3个，下下周3个。")]),

    # Truth: payday the 15th, pulled forward to the previous working day off a weekend; the file is due 3
    # working days before (payday = 3rd working day after submission). Oct: payday Thu 10-15, file Mon 10-12.
    # Nov: 15th is a Sunday → payday Fri 11-13, file Tue 11-10. Dec: payday Tue 12-15, file Thu 12-10.
    _d("2026-09-30", "第四季度每月15号发工资，碰到周末就提前到前一个工作日发。工资表要在发薪日前3个工作日提交"
                     "（提交当天不算，发薪日算第3个）。Q4每个月最晚哪天交工资表？",
       [_a("2026-10-15", -3), _a("2026-11-15", -3), _a("2026-12-15", -3)],
       [(C, "zh", "| 月份 | 发薪日 | 最晚提交 |\n|---|---|---|\n| 10月 | 10/15（周四） | 10/12（周一） |\n"
                  "| 11月 | 11/13（周五，15日是周日，提前） | 11/10（周二） |\n| 12月 | 12/15（周二） | 12/10（周四） |"),
        (C, "en", "Oct 12 (Mon), Nov 10 (Tue) — Nov 15 is a Sunday, so payday moves to Fri Nov 13 — and Dec 10 (Thu)."),
        (C, "zh", "1. 10月：15日周四发薪，往前数3个工作日，最晚10月12日（周一）交。\n"
                  "2. 11月：15日是周日，发薪提前到13日（周五），最晚11月10日（周二）交。\n"
                  "3. 12月：15日周二发薪，最晚12月10日（周四）交。"),
        (C, "zh", "第四季度：10月12日、11月10日、12月10日，分别是周一、周二、周四。"),
        (W, "zh", "10月12日（周一）；11月15日是周日，发薪顺延到16日（周一），所以最晚11月11日（周三）交；12月10日（周四）。"),
        (W, "en", "Oct: submit by 10/12 (Mon); Nov: by 11/10 (Tue), payday pulled forward to Fri 11/13; Dec: by 12/11 "
                  "(Fri). Dates are m/d."),
        (W, "zh", "10月12日（周二）、11月10日（周二）、12月10日（周四）。"),
        (W, "en", "Q4 is July–September: submit by Jul 10, Aug 11 and Sep 10.")]),

    # Truth: 清明 2027 estimated Mon 2027-04-05. Leave Tue 04-06 .. Thu 04-08 = 3 working days of annual leave;
    # off in a row Sat 04-03 .. Thu 04-08 = 6 days; back Fri 04-09. 2027 estimated: caveat needed.
    _d("2026-11-20", "2027年清明节是哪天？我想接着清明请3天年假（4月6日到8日），要用几天假？一共能连休几天，从哪天到哪天？",
       [_l("2027-04-06", "2027-04-08"), _l("2027-04-03", "2027-04-08"), _a("2027-04-08", 1)],
       [(C, "zh", "按推算，2027年清明节是4月5日（周一）。4月6日至8日请假用3天年假，连同4月3–4日周末和清明，"
                  "4月3日至8日可连休6天，4月9日（周五）上班。2027年放假安排还没公布，仅供参考。"),
        (C, "en", "Qingming 2027 is estimated to fall on Mon 5 Apr. Taking Tue 6 – Thu 8 Apr costs 3 days of annual "
                  "leave and gives you 6 days off in a row, Sat 3 – Thu 8 Apr. The 2027 schedule hasn't been "
                  "published, so this is an estimate."),
        (C, "zh", "清明（推算）：４月５日周一；请３天假（６—８日）；连休６天（４月３日—８日）。以官方公布为准。"),
        (W, "zh", "根据国务院公布的2027年放假安排，清明节是4月5日（周一）。4月6日到8日用3天年假，4月3日到8日连休6天。"),
        (W, "en", "Qingming 2027 should be Sunday 5 April (estimated, not yet official). Leave on 6–8 April uses 3 "
                  "days and gives 6 days off from 3 to 8 April."),
        (W, "zh", "清明按推算是4月5日（周一），4月6–8日请3天年假，4月3日到8日一共连休7天。2027年安排未公布，仅供参考。"),
        (W, "en", "Qingming falls on Mon 5 Apr 2027 (estimate). You'd need 4 days of leave, 5–8 Apr, for a 6-day "
                  "stretch from Sat 3 Apr. The official 2027 schedule isn't out yet."),
        (W, "zh", "2027年清明是4月5日周一，请4月6–8日3天年假，可以连休4月3日到8日共6天。")]),

    # Truth: 2028-01-01 is a Saturday; on the estimated calendar the first working day after it is Mon
    # 2028-01-03. 2028 is not announced (a substitute day may be given): caveat needed.
    _d("2026-07-08", "Which day of the week is 1 January 2028, and when is the first working day after it?",
       [_a("2028-01-01", 1)],
       [(C, "en", "1 January 2028 is a Saturday. On the estimated calendar the first working day after it is Monday "
                  "3 January 2028 — the 2028 holiday schedule isn't published, so check the official notice."),
        (C, "zh", "2028年1月1日是星期六。按推算，之后第一个工作日是1月3日（周一）；2028年安排未公布，仅供参考。"),
        (C, "en", "Sat; first working day Mon 3 Jan 2028 (an estimate — 2028 holidays not yet announced)."),
        (C, "zh", "二〇二八年元旦是礼拜六，之后第一个工作日按推算是一月三日礼拜一；官方放假安排还没出，以国务院公布为准。"),
        (W, "en", "1 January 2028 is a Friday; the first working day after it is Monday 3 January (estimated, as "
                  "2028's schedule isn't published)."),
        (W, "zh", "2028年1月1日是周六，按推算之后第一个工作日是1月5日（周三）。2028年安排未公布，仅供参考。"),
        (W, "en", "It's a Saturday, and the official 2028 schedule confirms Monday 3 January as the first working day."),
        (W, "zh", "2028年1月1日是周六，1月3日（周一）上班。")]),

    # Truth: Thu 2026-12-24 .. Sun 2027-01-03: 6 working days (Dec 24, 25, 28, 29, 30, 31), 11 calendar days;
    # 元旦 Fri 2027-01-01 (estimated) and Jan 2–3 weekend not counted. Caveat needed.
    _d("2026-11-30", "I want leave from 24 Dec 2026 to 3 Jan 2027. How many working days and how many calendar days is that?",
       [_l("2026-12-24", "2027-01-03")],
       [(C, "en", "6 working days out of 11 calendar days: Dec 24, 25 and 28–31. New Year's Day (Fri 1 Jan 2027) "
                  "and the weekends don't count. The 2027 schedule is an estimate until it's officially announced."),
        (C, "zh", "共11个自然日，需请6个工作日的假（12月24、25、28、29、30、31日）。1月1日元旦按推算放假；"
                  "2027年安排未公布，仅供参考。"),
        (C, "en", "| | Days |\n|---|---|\n| Calendar days | 11 |\n| Working days (leave needed) | 6 |\n\n"
                  "Based on the estimated 2027 calendar (New Year's Day, 1 Jan, off); not yet official."),
        (C, "zh", "6天假就够，跨度11天。（2027年元旦按推算，官方安排未公布）"),
        (W, "en", "That's 7 working days (Dec 24, 25, 28–31 and Jan 1) across 11 calendar days — estimated, since "
                  "2027's schedule isn't out."),
        (W, "zh", "自然日10天，工作日6天。2027年元旦是推算的，以官方公布为准。"),
        (W, "en", "6 working days, 11 calendar days."),
        (W, "zh", "一共11天，其中6个工作日；元旦1月1日是周四，放假不算。2027年安排尚未公布，按推算。")]),

    # Truth: 65 calendar days ending on the due date Thu 2026-12-10 inclusive start Wed 2026-10-07 (the last
    # day of the 国庆 break, counted: natural days); 47 working days inside. (65 working days back would
    # reach Mon 2026-09-07.)
    _d("2026-09-15", "预产期是12月10日。公司产前假65天（自然日，含预产期当天），应该从哪天开始休？",
       [_l("2026-10-07", "2026-12-10")],
       [(C, "zh", "从10月7日（周三）开始休，到12月10日正好65个自然日。10月7日还在国庆假期里，但产前假按自然日算，照样计入。"),
        (C, "en", "Start on Wed 7 Oct 2026: 7 Oct – 10 Dec is 65 calendar days inclusive."),
        (C, "zh", "10月7日起（周三）。这65天里有47个工作日。"),
        (W, "en", "Start on Thu 8 Oct, the first working day after the National Day break; 8 Oct – 10 Dec is your "
                  "65 calendar days."),
        (W, "zh", "预产期当天不算，往前数65个自然日，从10月6日（周二）开始休。"),
        (W, "en", "Counting 65 working days back from 10 Dec, your leave starts on Mon 7 Sep 2026."),
        (W, "zh", "从10月7日（周四）开始，到12月10日共65个自然日。"),
        (W, "en", "From 7 Oct: 65 calendar days, 45 of them working days.")]),

    # Truth: 2026 working days by month: Jan 21, Feb 16, Mar 22, Apr 21, May 19, Jun 21, Jul 23, Aug 21, Sep 22,
    # Oct 18, Nov 21, Dec 23 (248 in the year). Most: July and December (23); fewest: February (16, with the
    # 调休 Saturdays Feb 14 and Feb 28 counted).
    _d("2026-01-05", "2026年哪个月工作日最多、哪个月最少？各有几天？",
       [_l(f"2026-{m:02d}-01", f"2026-{m:02d}-{end}") for m, end in zip(range(1, 13), _MONTH_ENDS)],
       [(C, "zh", "最多的是7月和12月，各23个工作日；最少的是2月，只有16个（春节放假，2月14日、28日两个调休上班的周六已算进去）。"),
        (C, "en", "| Month | WD | Month | WD |\n|---|---|---|---|\n| Jan | 21 | Jul | 23 |\n| Feb | 16 | Aug | 21 |\n"
                  "| Mar | 22 | Sep | 22 |\n| Apr | 21 | Oct | 18 |\n| May | 19 | Nov | 21 |\n| Jun | 21 | Dec | 23 |\n\n"
                  "Most: July and December (23). Fewest: February (16)."),
        (C, "zh", "7月和12月最多，都是23个工作日；2月最少，16个。"),
        (C, "zh", "最多：七月、十二月（各二十三天）；最少：二月（十六天）。全年共248个工作日。"),
        (W, "zh", "最多的是7月和12月，各23天；最少的是10月，只有18天。"),
        (W, "en", "Most: July and December (23 each). Fewest: February with 14, since the two Saturdays in February "
                  "are rest days."),
        (W, "zh", "7月、12月最多（23天），2月最少（16天），全年合计250个工作日。"),
        (W, "zh", "工作日最多的是7月和12月，各22天；最少的是2月，16天。")]),

    # Truth: first Mondays of H2 2026: Jul 6, Aug 3, Sep 7, Oct 5 (off; Tue Oct 6 off too; Wed Oct 7 off) →
    # next working day Thu Oct 8; Nov 2, Dec 7 — all Mondays except October's.
    _d("2026-06-29", "每月第一个周一开例会，那天放假就改周二，周二也放假就顺延到之后第一个工作日。下半年（7–12月）各次例会是哪天？",
       [_a("2026-07-05", 1), _a("2026-08-02", 1), _a("2026-09-06", 1), _a("2026-10-04", 1), _a("2026-11-01", 1),
        _a("2026-12-06", 1)],
       [(C, "zh", "1. 7月6日（周一）\n2. 8月3日（周一）\n3. 9月7日（周一）\n4. 10月8日（周四）——10月5日、6日、7日都在国庆假期\n"
                  "5. 11月2日（周一）\n6. 12月7日（周一）"),
        (C, "en", "Jul 6, Aug 3, Sep 7, Oct 8 (Thu — Oct 5 and 6 are both in the National Day break, and so is Oct 7), "
                  "Nov 2 and Dec 7."),
        (C, "zh", "| 月份 | 例会 |\n|---|---|\n| 7月 | 7月6日（周一） |\n| 8月 | 8月3日（周一） |\n| 9月 | 9月7日（周一） |\n"
                  "| 10月 | 10月8日（周四） |\n| 11月 | 11月2日（周一） |\n| 12月 | 12月7日（周一） |"),
        (C, "zh", "7/6、8/3、9/7、10/8（周四）、11/2、12/7（月/日），除10月外都是周一。"),
        (W, "zh", "7月6日、8月3日、9月7日、10月6日（周二）、11月2日、12月7日。"),
        (W, "en", "Jul 6, Aug 3, Sep 7; October's first Monday is off, so that one moves back to Wed Sep 30; then "
                  "Nov 2 and Dec 7."),
        (W, "zh", "7月6日、8月3日、9月7日、10月8日（周四）、11月9日、12月7日。"),
        (W, "zh", "下半年例会：7月6日（周一）、8月3日（周二）、9月7日（周一）、10月8日（周四）、11月2日（周一）、12月7日（周一）。")]),

    # Truth: T+5 working days from Thu 2026-09-24 = Fri 2026-10-09 (Sep 28, 29, 30, Oct 8, 9; 中秋 Sep 25–27 and
    # 国庆 Oct 1–7 skipped).
    _d("2026-09-24", "今天（9月24日，周四）收到工单，SLA是T+5个工作日EOD，截止哪天？",
       [_a("2026-09-24", 5)],
       [(C, "zh", "截止10月9日（周五）EOD。中间跳过中秋（9/25–27）和国庆（10/1–7），第1–5个工作日是9月28、29、30日和10月8、9日。"),
        (C, "en", "Due Fri 9 Oct EOD (T+5 working days, skipping Mid-Autumn and the National Day break)."),
        (C, "en", "Deadline: 2026.10.09 (Fri), end of day."),
        (C, "zh", "十月九日（星期五）下班前。"),
        (W, "zh", "T+5就是5天后，9月29日（周二）EOD截止。"),
        (W, "en", "Due Thu 8 Oct EOD — counting today, Sep 24, as the first of the 5 working days."),
        (W, "zh", "中秋9月25日那天照常算第1个工作日，所以截止10月8日（周四）。"),
        (W, "zh", "截止10月9日（周六）EOD，节假日都已跳过。")]),

    # Truth: 2026's weekend working days (调休上班日): 6 — Sun 01-04, Sat 02-14, Sat 02-28, Sat 05-09, Sun 09-20,
    # Sat 10-10 (4 Saturdays, 2 Sundays). The year has 248 working days.
    _d("2026-03-02", "2026年一共有几个周末要上班（调休上班日）？分别是哪几天？",
       [_l("2026-01-01", "2026-12-31")],
       [(C, "zh", "一共6天：1月4日（周日）、2月14日（周六）、2月28日（周六）、5月9日（周六）、9月20日（周日）、10月10日（周六）。"),
        (C, "en", "| # | Date | Day | For |\n|---|---|---|---|\n| 1 | 4 Jan | Sun | New Year |\n| 2 | 14 Feb | Sat | Spring "
                  "Festival |\n| 3 | 28 Feb | Sat | Spring Festival |\n| 4 | 9 May | Sat | Labour Day |\n"
                  "| 5 | 20 Sep | Sun | National Day |\n| 6 | 10 Oct | Sat | National Day |"),
        (C, "en", "Six: Sun Jan 4, Sat Feb 14, Sat Feb 28, Sat May 9, Sun Sep 20 and Sat Oct 10."),
        (W, "zh", "一共5天：1月4日、2月14日、5月9日、9月20日、10月10日。"),
        (W, "en", "Six: Sun 4 Jan, Sat 14 Feb, Sat 28 Feb, Sat 9 May, Sat 20 Sep and Sat 10 Oct."),
        (W, "zh", "6天：1月4日、2月14日、2月28日、5月10日、9月20日、10月10日。"),
        (W, "en", "There are seven: Sat 3 Jan, Sun 4 Jan, Sat 14 Feb, Sat 28 Feb, Sat 9 May, Sun 20 Sep and Sat 10 Oct."),
        (W, "zh", "6个：1月4日、2月14日、2月28日、5月9日、9月20日、10月10日；算上这些，2026年全年共250个工作日。")]),

    # Truth: cap 36 h, 8 h used on Sat 11-07 → 28 h left → 14 two-hour evenings. Mon 11-09 .. Mon 11-30 has 16
    # working days (22 calendar days): they fit.
    _d("2026-11-09", "每月加班上限36小时。11月7日周六我已经加了8小时。从今天起到月底，工作日晚上每次加2小时，还能加几次？剩下的工作日够排吗？",
       [_l("2026-11-09", "2026-11-30")],
       [(C, "zh", "还剩28小时，最多14个晚上；今天到11月30日有16个工作日，排得下。"),
        (C, "en", "36 − 8 = 28 hrs left → 14 two-hour evenings. There are 16 working days from today (Mon 9 Nov) to "
                  "30 Nov, so that fits."),
        (C, "zh", "- 剩余额度：28小时\n- 可加：14次\n- 剩余工作日（含今天）：16个\n- 结论：排得下，还空2天"),
        (W, "zh", "上限36小时，每次2小时，还能加18次；今天到月底有16个工作日，要挑着排。"),
        (W, "en", "28 hours left, so 14 evenings — but only 12 working days remain this month, so you can do 12 at most."),
        (W, "zh", "周六加班不计入36小时上限，所以工作日晚上还能加18次。"),
        (W, "en", "14 evenings (28 hours left); there are 22 working days between today and 30 Nov, plenty of room."),
        (W, "zh", "还能加14次；从今天起到月底共15个工作日（含今天），够排。")]),

    # Truth (today Mon 2026-12-28): this week Dec 28 – Jan 3: 4 (Dec 28–31; 元旦 Fri 2027-01-01 off, estimated);
    # next week Jan 4–10: 5; the week after Jan 11–17: 5. Total 14. 2027 estimated: caveat needed.
    _d("2026-12-28", "Today is Monday 28 December. How many working days are there this week, next week and the week after?",
       [_l("2026-12-28", "2027-01-03"), _l("2027-01-04", "2027-01-10"), _l("2027-01-11", "2027-01-17")],
       [(C, "en", "This week 4 (Mon 28 – Thu 31 Dec; New Year's Day is off), next week 5, the week after 5 — 14 in "
                  "total. The 2027 holiday schedule isn't published yet, so the New Year part is estimated."),
        (C, "zh", "本周4个、下周5个、下下周5个。元旦2027年1月1日（周五）按推算放假；2027年安排未公布，以官方为准。"),
        (C, "en", "| Week | Working days |\n|---|---|\n| 28 Dec – 3 Jan | 4 |\n| 4 – 10 Jan | 5 |\n| 11 – 17 Jan | 5 |\n\n"
                  "2027 is on the estimated calendar (not yet announced)."),
        (W, "en", "This week 4 (Dec 28–31), next week 5, the week after 5."),
        (W, "zh", "本周5个（周一到周五），下周5个，下下周5个。2027年安排是推算的，仅供参考。"),
        (W, "en", "4 + 5 + 5 = 15 working days over the three weeks (2027 figures estimated, pending the official "
                  "schedule)."),
        (W, "zh", "国务院已公布2027年元旦放假1月1日一天，所以本周4个工作日，下周5个，下下周5个。"),
        (W, "zh", "本周5个：12月28–31日，加上1月2日周六调休上班；下周5个，下下周5个。2027年安排为推算，仅供参考。")]),

    # Truth: T+3 working days from Fri 2026-09-18 = Tue 2026-09-22 (Sun 09-20 is a 调休上班日 for 国庆 and counts:
    # 20, 21, 22).
    _d("2026-09-18", "今天周五（9月18日）发的邮件，要求T+3个工作日内回复（下班时间18:00），最晚哪天？",
       [_a("2026-09-18", 3)],
       [(C, "zh", "最晚9月22日（周二）18:00前。9月20日周日是国庆调休上班日，算第1个工作日。"),
        (C, "en", "Tue 22 Sep by 18:00 — the make-up working Sunday, 20 Sep, counts as T+1."),
        (C, "zh", "T+3 = 2026.09.22（礼拜二）。"),
        (C, "zh", "下周二，也就是9月22日，18:00前回复即可。"),
        (W, "en", "Weds 23 Sep by 18:00 (Sat 19 and Sun 20 are the weekend)."),
        (W, "zh", "把今天也算上，T+3是9月21日（周一）18:00前。"),
        (W, "en", "22 Sep (Wednesday), before 18:00."),
        (W, "zh", "T+3就是72小时内，9月21日（周一）同一时间之前回复。")]),

    # Truth (today Mon 2027-01-11, estimated year): Tue 01-12 .. Thu 02-04 = 18 working days; 春节 estimated Fri
    # 02-05 .. Mon 02-08; first working day after Tue 2027-02-09. Caveat needed (the official break may differ).
    _d("2027-01-11", "Today is 11 Jan 2027. Not counting today, how many working days are left up to and including "
                     "the last working day before the Spring Festival break, and when do we come back?",
       [_l("2027-01-12", "2027-02-04"), _a("2027-02-04", 1)],
       [(C, "en", "18 working days (12 Jan – Thu 4 Feb). On the estimated calendar the break is Fri 5 – Mon 8 Feb and "
                  "we're back on Tue 9 Feb. The official 2027 notice isn't out yet, so the real break may differ."),
        (C, "zh", "还剩18个工作日，最后一天是2月4日（周四）；按推算2月9日（周二）上班。2027年放假安排尚未公布，仅供参考。"),
        (C, "en", "1. Last working day before the break (estimated): Thu 4 Feb.\n2. Working days 12 Jan – 4 Feb: 18.\n"
                  "3. Back at work: Tue 9 Feb.\nAll of this rests on an estimate; the 2027 schedule hasn't been announced."),
        (W, "en", "18 working days left, the last being Thu 4 Feb; we're back on Tue 9 Feb."),
        (W, "zh", "不算今天还剩19个工作日，算到2月4日（周四），2月9日（周二）上班。2027年安排未公布，按推算。"),
        (W, "en", "18 working days to Thu 4 Feb, and we're back on Mon 8 Feb (estimate — not yet announced)."),
        (W, "zh", "按国务院公布的2027年春节安排，2月5日至8日放假，还剩18个工作日，2月9日（周二）上班。"),
        (W, "en", "18 working days; the last is Wednesday 4 Feb, and we return Tue 9 Feb. 2027 dates are estimated.")]),

    # Truth: 做一休一 from Fri 2026-10-02: shifts Oct 2, 4, 6, 8, 10, 12, 14 (7). Statutory: Oct 2 only. Other
    # break rest days: Sun Oct 4, Tue Oct 6. Thu Oct 8, Mon 12, Wed 14 ordinary working days; Sat Oct 10 a
    # 调休上班日 (working day).
    _d("2026-09-29", "We work one day on, one day off. My first shift in October is Fri 2 Oct, then every other day. "
                     "Up to and including 14 Oct, which shifts fall on statutory public holidays, and which fall on "
                     "other days off in the National Day break?",
       [_l("2026-10-02", "2026-10-14")],
       [(C, "en", "Your shifts are Oct 2, 4, 6, 8, 10, 12 and 14. Only Oct 2 is a statutory holiday; Oct 4 and Oct 6 "
                  "are other rest days of the break. Oct 8, 12 and 14 are normal working days, and Sat Oct 10 is a "
                  "make-up working day."),
        (C, "zh", "7个班：10月2、4、6、8、10、12、14日。法定节假日只有10月2日（周五）；10月4日、6日是国庆假期里的"
                  "休息日（非法定）；其余是工作日，10月10日周六是调休上班日。"),
        (C, "en", "- Statutory: 2.10.2026 (Fri)\n- Break rest days: 4.10 (Sun), 6.10 (Tue)\n"
                  "- Ordinary working days: 8.10, 10.10 (make-up Saturday), 12.10, 14.10\n(dates d.m)"),
        (W, "en", "Statutory holidays: Oct 2 and Oct 4. Other break days off: Oct 6."),
        (W, "zh", "法定节假日是10月2日；4日、6日是假期休息日；10月10日周六是休息日，那天上班算周末加班。"),
        (W, "zh", "共6个班：10月2、4、6、8、10、12日。法定节假日是10月2日；假期里的其他休息日是4日和6日。"),
        (W, "zh", "10月2日（周四）是法定节假日；10月4日、6日是国庆假期中的休息日，不是法定节假日。"),
        (W, "en", "Statutory: Oct 2. Other break days off: Oct 4, 6 and 8.")]),
]
