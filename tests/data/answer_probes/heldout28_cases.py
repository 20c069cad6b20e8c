"""The twenty-eighth held-out probe set, calendar part: questions, the tool calls a model would make, and
final answers written by hand after reading the tools' REAL results (make_heldout28.py runs the calls and
writes heldout28.jsonl). Written blind: by a helper who never read the answer check's code, its prompts or
any earlier probe set's answers, and never ran the check on this set.

Material no earlier set used: the last working day of each month of Q1 2027 (estimated, a small table); an
appeal within 15 working days of a decision dated in late September 2026 (across 中秋 and 国庆, with the
10月10日 make-up Saturday), twice; the working days in each month of Q4 2026; a 30-calendar-day notice whose
last day falls on a rest day, once not moved (the question says so) and once moved off 国庆 to 10月8日; the
return date after N working days of leave (back on the make-up Saturday 10月10日; back on 2027-01-04,
estimated); a payday on the 5th working day of January–March 2027 (estimated, 春节 pushes February's);
the first working day of 2027 and the working days from today to it; a countdown to 春节 2027 in natural and
working days; which weekend days of September and of October 2026 are 调休 working days; a visitor pass valid
for 10 working days counting the issue day; a leave request due 3 working days before the first working day
after 元旦 2027; a probation of 3 months from a stated start (its last day and its last working day: once a
Sunday, once inside 国庆); the working day in the middle of November and of December 2026; a training course
every Tuesday and Thursday of November 2026.

Shapes: one-liners, long explanations, numbered steps, Markdown tables, mixed Chinese and English, extra
true facts. Forms: 2026.10.08, 23.10.2026, Oct 22, 22 Oct, 12/16 (said to be m/d), 2027/1/4, 全角数字,
中文数字, weekdays in brackets (周三 / 星期三 / 礼拜三 / Wed / Weds), 下周二, Q4 / 第四季度 / 2026Q4,
the 11th business day / 第11个工作日, 18:00 and 23:59 cut-offs given by the question.

Errors (one per wrong answer): a wrong date, a wrong weekday, off by one (the sending or decision day
counted), natural vs working days confused, a holiday counted as a working day, a 调休上班日 treated as a
rest day (and a rest day treated as one), a deadline moved the wrong way or not moved when the question's
rule moves it (and moved when it says not), a wrong total or count, a wrong year, a missing estimate caveat,
an estimate called official, an invented rule.

Never tuned on: every case is report.

Audit (calendar part): every one of the 160 answers was re-judged on its own, blind, against the calls' real
tool results (rebuilt with make_heldout28.py --part calendar), chinese_calendar for 2026, the workcalendar
estimate for 2027 (元旦 1/1, 春节 2/5–2/8, no make-up days), datetime weekdays and plain arithmetic; every
correct answer relying on 2027 carries the estimate caveat. One change: case 13's natural-days wrong answer
said the 15th (a Sunday) moves back to Friday 13 November, a defensible reading of "the working day in the
middle of the month"; it now gives Sunday 15 November, which is no working day. Labels unchanged; the
decision-day-counted wrong answers (cases 2 and 15) were kept, the start day not being counted (tool results,
民法典 第201条). Final: 20 questions, 160 answers, 70 correct and 90 wrong (92 zh, 68 en).
"""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

L, A = "calculate_leave_days", "add_workdays"
CAV = "2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"
CAV2 = "（2027年的安排是推算的，以国务院公布为准）"
CAV_EN = " The 2027 holiday schedule has not been published yet, so this is an estimate."

CALENDAR_CASES = [
    # 1. Today 2026-12-07 (Mon). Last working day of each month of Q1 2027 (estimated year): Jan 31 and Feb 28
    # are Sundays -> 2027-01-29 (Fri), 2027-02-26 (Fri); 2027-03-31 is a Wednesday and a working day.
    _d("2026-12-07", "2027年第一季度每个月的最后一个工作日分别是哪天？列个小表给我。",
       [(L, {"start_date": "2027-01-29", "end_date": "2027-01-31"}),
        (L, {"start_date": "2027-02-26", "end_date": "2027-02-28"}),
        (L, {"start_date": "2027-03-31", "end_date": "2027-03-31"})],
       [(C, "zh", "| 月份 | 最后一个工作日 |\n|---|---|\n| 2027年1月 | 1月29日（周五） |\n| 2027年2月 | 2月26日（周五） |\n"
                  "| 2027年3月 | 3月31日（周三） |\n\n" + CAV),
        (C, "zh", "1月29日（星期五）、2月26日（星期五）、3月31日（星期三）。1月31日和2月28日都是周日，所以往前落到周五。"
                  "注：2027年放假安排尚未公布，这是按法定节日推算的。"),
        (C, "en", "Estimated (the 2027 schedule isn't published yet): Jan 29 (Fri), Feb 26 (Fri), Mar 31 (Wed)."),
        (C, "zh", "２０２７年１月２９日（周五）、２月２６日（周五）、３月３１日（周三）——以上为推算，以国务院公布为准。"),
        (W, "zh", "| 月份 | 最后一个工作日 |\n|---|---|\n| 1月 | 1月31日 |\n| 2月 | 2月26日（周五） |\n| 3月 | 3月31日（周三） |\n\n"
                  + CAV),  # wrong date: 1月31日 is a Sunday
        (W, "zh", "1月29日（周四）、2月26日（周五）、3月31日（周三）。" + CAV2),  # wrong weekday
        (W, "zh", "2027年第一季度：1月29日（周五）、2月26日（周五）、3月31日（周三）。"),  # missing caveat
        (W, "zh", "根据国务院已经公布的2027年放假安排：1月29日（周五）、2月26日（周五）、3月31日（周三）。"),  # estimate called official
        ]),

    # 2. Today 2026-09-24 (Thu). 15 working days after 9月24日 -> 2026-10-22 (Thu); skips 中秋 9/25–27 and
    # 国庆 10/1–7, counts the make-up Saturday 10/10. (Counting holidays' weekdays instead: 10/15.)
    _d("2026-09-24", "公司今天（9月24日）出了处分决定，手册说可在决定作出之日起15个工作日内提出申诉。最晚哪天要交？",
       [(A, {"date": "2026-09-24", "days": 15})],
       [(C, "zh", "最晚2026年10月22日（周四）。从明天起数15个工作日：中秋（9月25日–27日）和国庆（10月1日–7日）不算，"
                  "10月10日周六调休上班算一个工作日。"),
        (C, "zh", "最晚10月22日（礼拜四），当天交也来得及。"),
        (C, "en", "The 15th working day after today is Thursday 22 Oct 2026 — that's your last day to appeal "
                  "(国庆 Oct 1–7 is skipped; Sat Oct 10 is a 调休 working day and counts)."),
        (W, "zh", "最晚10月23日（周五）：10月10日是周六，不上班，不算工作日。"),  # 调休上班日 treated as rest
        (W, "zh", "含今天算第1个工作日，第15个工作日是10月21日（周三），最晚那天交。"),  # counts the decision day
        (W, "zh", "15天后是10月9日（周五），最晚那天交。"),  # natural days
        (W, "zh", "只跳过周末往后数15个工作日，是10月15日（周四），最晚那天交。"),  # holidays counted as working days
        (W, "zh", "最晚10月22日（周五）。"),  # wrong weekday
        ]),

    # 3. Today 2026-09-15. Working days: October 18 (22 weekdays - 5 国庆 weekdays + Sat 10/10), November 21,
    # December 23; Q4 total 62.
    _d("2026-09-15", "How many working days are there in each month of Q4 2026, and in the quarter as a whole?",
       [(L, {"start_date": "2026-10-01", "end_date": "2026-10-31"}),
        (L, {"start_date": "2026-11-01", "end_date": "2026-11-30"}),
        (L, {"start_date": "2026-12-01", "end_date": "2026-12-31"})],
       [(C, "en", "| Month | Working days |\n|---|---|\n| October 2026 | 18 |\n| November 2026 | 21 |\n| December 2026 | 23 |\n"
                  "| **Q4 total** | **62** |"),
        (C, "en", "2026Q4: October 18, November 21, December 23 — 62 working days in all. October loses five weekdays to "
                  "National Day (Oct 1–7) but gains Saturday Oct 10 as a make-up working day."),
        (C, "zh", "第四季度：十月18个工作日，十一月21个，十二月23个，合计62个工作日。"),
        (C, "en", "1. October: 22 weekdays − 5 holiday weekdays + 1 make-up Saturday = 18.\n2. November: 21 (no holidays).\n"
                  "3. December: 23 (no holidays).\n4. Q4 total: 62."),
        (W, "en", "October 18, November 21, December 23 — 61 working days in Q4."),  # wrong total
        (W, "en", "October has 17 working days (Oct 10 is a Saturday, so it's off), November 21 and December 23: "
                  "61 in Q4."),  # 调休上班日 treated as rest
        (W, "en", "October 23 (the National Day week counts as normal), November 21, December 23: 67 in Q4."),  # holidays as working
        (W, "en", "Oct 18, Nov 22, Dec 23 — 63 working days for the quarter."),  # wrong count for November
        ]),

    # 4. Today 2026-11-06 (Fri). 30 calendar days counted from the next day: 11/07..12/06 -> last day 2026-12-06
    # (Sun); the question's rule says it is not moved. 20 working days inside.
    _d("2026-11-06", "我今天（11月6日）提交辞职，要提前30日通知。公司规定30日按自然日算、从提交次日起算，"
                     "最后一天落在休息日也不顺延。我的最后一天是哪天？星期几？",
       [(L, {"start_date": "2026-11-07", "end_date": "2026-12-06"})],
       [(C, "zh", "2026年12月6日（周日）。从11月7日数到12月6日正好30个自然日，落在周日也不顺延。"),
        (C, "en", "Your last day is Sunday, 6 Dec 2026 — it stays there; under your company's rule it doesn't move to Monday."),
        (C, "zh", "12.6（星期日），不顺延。顺便说一句，这30天里有20个工作日。"),
        (W, "zh", "第30天是12月6日（周日），顺延到12月7日（周一）。"),  # moved though the rule says not
        (W, "zh", "含今天算30天，最后一天是12月5日（周六），不顺延。"),  # counts the sending day
        (W, "zh", "往后数30个工作日，最后一天是12月18日（周五）。"),  # working days instead of natural days
        (W, "zh", "12月6日（周六），不顺延。"),  # wrong weekday
        (W, "zh", "最后一天是12月6日（周日），不顺延；这期间一共30个工作日。"),  # wrong count (20 working days)
        ]),

    # 5. Today 2026-09-16. 5 working days of leave from Mon 2026-09-28: 9/28, 9/29, 9/30, 10/8, 10/9 (国庆 10/1–7
    # in between); back on 2026-10-10 (Sat), a 国庆 make-up working day. 12 calendar days 9/28..10/9.
    _d("2026-09-16", "I'm taking 5 working days of annual leave starting Monday 28 September. Which day am I back at work?",
       [(L, {"start_date": "2026-09-28", "end_date": "2026-10-09"}), (A, {"date": "2026-10-09", "days": 1})],
       [(C, "en", "You're back on Saturday, 10 October 2026 — it's a make-up (调休) working day for National Day. Your five "
                  "leave days are Sep 28, 29, 30 and Oct 8, 9; Oct 1–7 is the holiday and uses no leave."),
        (C, "en", "Back on Sat Oct 10 (make-up working day)."),
        (C, "zh", "10月10日（周六）回来上班，那天是国庆调休上班日。"),
        (C, "en", "Return: 10 Oct (Saturday, a working day in the 2026 schedule). The leave covers 28–30 Sep plus 8–9 Oct, "
                  "so you're away 12 calendar days, Sep 28 to Oct 9."),
        (W, "en", "You're back on Monday, Oct 12 — Oct 10–11 is the weekend."),  # 调休上班日 treated as rest
        (W, "en", "Your five days are Sep 28 to Oct 2, so you're back on Monday Oct 5."),  # holidays counted as leave days
        (W, "en", "You're back on Friday, 10 October."),  # wrong weekday
        (W, "en", "Five days: Sep 28, 29, 30 and Oct 8 — back at work on Friday, Oct 9."),  # off by one (four days)
        ]),

    # 6. Today 2026-12-07. 5th working day of each month, 2027 (estimated): Jan -> 2027-01-08 (Fri; 元旦 1/1 off),
    # Feb -> 2027-02-09 (Tue; 春节 2/5–2/8 off), Mar -> 2027-03-05 (Fri).
    _d("2026-12-07", "工资每月第5个工作日发，2027年1到3月分别是哪天发？",
       [(A, {"date": "2026-12-31", "days": 5}), (A, {"date": "2027-01-31", "days": 5}),
        (A, {"date": "2027-02-28", "days": 5})],
       [(C, "zh", "1月8日（周五）、2月9日（周二）、3月5日（周五）。2月因为春节（推算2月5日–8日放假）落到9日。"
                  "2027年放假安排尚未公布，以上为推算。"),
        (C, "en", "| Month | Payday (5th working day) |\n|---|---|\n| Jan 2027 | Fri 8 Jan |\n| Feb 2027 | Tue 9 Feb |\n"
                  "| Mar 2027 | Fri 5 Mar |\n" + CAV_EN),
        (C, "zh", "一月八日、二月九日、三月五日（分别是周五、周二、周五）。" + CAV2),
        (W, "zh", "1月7日（周四）、2月9日（周二）、3月5日（周五）。" + CAV),  # 元旦 counted as a working day
        (W, "zh", "1月8日（周五）、2月5日（周五）、3月5日（周五）。" + CAV),  # 2月5日 (春节) counted as working
        (W, "zh", "1月8日（周五）、2月9日（周二）、3月5日（周五）。"),  # missing caveat
        (W, "zh", "按已公布的2027年放假安排：1月8日（周五）、2月9日（周二）、3月5日（周五）。"),  # estimate called official
        (W, "zh", "1月8日（周五）、2月9日（周二）、3月5日（周四）。" + CAV2),  # wrong weekday
        ]),

    # 7. Today 2026-12-07 (Mon). First working day of 2027 (estimated): 2027-01-04 (Mon; 元旦 1/1 Fri off).
    # Working days 2026-12-07..2027-01-04 inclusive: 20 (19 in December + 1/4).
    _d("2026-12-07", "2027年第一个工作日是哪天？从今天（含）到那天（含）一共几个工作日？",
       [(A, {"date": "2026-12-31", "days": 1}), (L, {"start_date": "2026-12-07", "end_date": "2027-01-04"})],
       [(C, "zh", "2027年1月4日（周一），元旦1月1日是周五、放假。从今天到1月4日（首尾都算）一共20个工作日。"
                  "2027年放假安排尚未公布，按法定节日推算。"),
        (C, "en", "First working day of 2027: Mon Jan 4（推算，2027年安排尚未公布）. 含今天和1月4日共20个工作日。"),
        (C, "zh", "2027/1/4（周一）；20个工作日。注：2027年为推算，以国务院公布为准。"),
        (C, "zh", "1. 12月7日–31日：19个工作日；\n2. 1月1日元旦（周五）放假；\n3. 1月4日（周一）是第一个工作日；\n"
                  "4. 合计20个。\n以上2027年部分为推算，仅供参考。"),
        (W, "zh", "2027年第一个工作日是1月1日（周五）；从今天到那天共20个工作日。" + CAV),  # holiday as working day
        (W, "zh", "2027年1月4日（周一）；从今天到那天（都含）共19个工作日。" + CAV),  # wrong total
        (W, "zh", "2027年1月4日（周二）；共20个工作日。" + CAV2),  # wrong weekday
        (W, "zh", "2027年第一个工作日是1月4日（周一），从今天（含）到那天（含）一共20个工作日。"),  # missing caveat
        ]),

    # 8. Today 2026-12-07. 春节 2027 (正月初一) = 2027-02-06 (Sat): 61 days away. Estimated break from 除夕 2/5;
    # working days from tomorrow until the break: 42 (12/08..02/04; 元旦 off).
    _d("2026-12-07", "距离2027年春节（正月初一）还有几天？放假前（不算今天）还要上几个工作日？",
       [(L, {"start_date": "2026-12-08", "end_date": "2027-02-06"})],
       [(C, "zh", "正月初一是2027年2月6日（周六），距今天还有61天。按推算除夕2月5日起放假，放假前还要上42个工作日"
                  "（12月8日至2月4日，元旦1月1日不算）。2027年放假安排尚未公布，仅供参考。"),
        (C, "en", "61 days to go (Feb 6, 2027), and 42 working days before the break. Estimate only — the 2027 holiday "
                  "schedule hasn't been announced."),
        (C, "zh", "还有六十一天，还要上四十二个工作日。" + CAV2),
        (W, "zh", "还有61天；放假前还要上61个工作日。" + CAV),  # natural days given as working days
        (W, "zh", "还有61天，放假前还要上43个工作日（元旦1月1日照常上班）。" + CAV),  # holiday counted as working
        (W, "zh", "正月初一是2027年2月6日（周五），还有61天，放假前还要上42个工作日。" + CAV),  # wrong weekday
        (W, "zh", "按国务院已经公布的2027年放假安排，除夕2月5日起放假：还有61天，要上42个工作日。"),  # estimate called official
        (W, "zh", "还有61天（2027年2月6日），放假前要上42个工作日。"),  # missing caveat
        ]),

    # 9. Today 2026-09-01. September 2026: the only weekend working day is Sun 2026-09-20 (国庆调休); 中秋
    # 9/25–27 off; 22 working days.
    _d("2026-09-01", "2026年9月有哪些周六或周日要调休上班？这个月一共几个工作日？",
       [(L, {"start_date": "2026-09-01", "end_date": "2026-09-30"})],
       [(C, "zh", "只有9月20日（周日）要上班，是国庆节的调休上班日。9月共22个工作日，中秋9月25日至27日放假。"),
        (C, "en", "Just one: Sunday, Sept 20 (a make-up day for National Day). September has 22 working days."),
        (C, "zh", "９月２０日（礼拜日）调休上班；全月２２个工作日。"),
        (C, "zh", "就一天：9/20 星期日。全月22 WD。"),
        (W, "zh", "只有9月20日（周六）要上班；9月共22个工作日。"),  # wrong weekday
        (W, "zh", "9月20日（周日）和9月26日（周六）两天要上班；9月共22个工作日。"),  # a holiday treated as a make-up day
        (W, "zh", "9月20日（周日）调休上班；本月一共21个工作日。"),  # wrong count
        (W, "zh", "9月没有调休上班的周末，周末都休息；9月共22个工作日。"),  # 调休上班日 treated as rest
        ]),

    # 10. Today 2026-09-30. Pass issued Fri 2026-10-09, valid 10 working days counting the issue day: 10/9, 10/10
    # (Sat, make-up), 10/12–16, 10/19–21 -> last valid day 2026-10-21 (Wed).
    _d("2026-09-30", "A visitor pass is issued on Friday 9 October 2026 and is valid for 10 working days, counting the issue "
                     "day as day 1. What's the last day it's valid?",
       [(A, {"date": "2026-10-08", "days": 10}), (L, {"start_date": "2026-10-09", "end_date": "2026-10-21"})],
       [(C, "en", "Wednesday, 21 October 2026. Day 1 is Fri Oct 9, day 2 is Sat Oct 10 (a make-up working day), then "
                  "Oct 12–16 and Oct 19–21."),
        (C, "en", "Valid through Weds 21 Oct."),
        (C, "zh", "有效到10月21日（周三），10月10日周六调休上班也算一天。"),
        (W, "en", "Thursday, Oct 22 — Saturday Oct 10 isn't a working day, so it doesn't count."),  # 调休上班日 as rest
        (W, "en", "Tuesday, 20 October (day 1 is Oct 9, day 2 is Sat Oct 10)."),  # off by one
        (W, "en", "Ten days from Oct 9 runs to Sunday, Oct 18."),  # natural days
        (W, "en", "Thursday, 21 October."),  # wrong weekday
        (W, "en", "Wednesday 21 October 2027."),  # wrong year
        ]),

    # 11. Today 2026-12-21 (Mon). First working day after 元旦 2027: 2027-01-04 (Mon, estimated). Latest submission
    # 3 working days before: 2026-12-29 (Tue; then 12/30, 12/31, 1/4). Cut-off 23:59 given by the question.
    _d("2026-12-21", "元旦后第一天上班我就想开始休年假，要提前3个工作日在系统提交（系统每天23:59截止）。最晚哪天交？",
       [(A, {"date": "2026-12-31", "days": 1}), (A, {"date": "2027-01-04", "days": -3})],
       [(C, "zh", "元旦后第一个工作日是2027年1月4日（周一）。最晚下周二，也就是2026年12月29日23:59前提交：之后的"
                  "12月30日、31日和1月4日正好3个工作日。2027年放假安排尚未公布，按推算，仅供参考。"),
        (C, "en", "Submit by 23:59 on Tue 29 Dec 2026 at the latest; the leave starts Mon 4 Jan 2027." + CAV_EN),
        (C, "zh", "最晚下周二（12.29）23:59前交，1月4日开始休。" + CAV2),
        (C, "zh", "最晚12月29日（星期二）当天交。1月1日元旦不算工作日。2027年安排为推算，以国务院公布为准。"),
        (W, "zh", "最晚12月30日（周三）交：12月31日、1月1日、1月4日正好3个工作日。" + CAV),  # 元旦 counted as working
        (W, "zh", "最晚12月29日（周三）23:59前交，1月4日开始休。" + CAV2),  # wrong weekday
        (W, "zh", "元旦后第一天上班是1月4日（周一），最晚12月29日（周二）23:59前提交。"),  # missing caveat
        (W, "zh", "根据已公布的2027年元旦放假通知，1月4日（周一）上班，最晚12月29日（周二）提交。"),  # estimate called official
        ]),

    # 12. Today 2026-09-07 (Mon). Probation 3 months from 2026-09-07 -> last day 2026-12-06 (Sun); last working day
    # 2026-12-04 (Fri). 91 calendar days, 61 working days (make-up days 9/20 and 10/10 inside).
    _d("2026-09-07", "新员工今天（9月7日）入职，试用期3个月（到起始日加三个月的前一天为止）。试用期最后一天是哪天？"
                     "其中最后一个工作日是哪天？",
       [(L, {"start_date": "2026-09-07", "end_date": "2026-12-06"}),
        (L, {"start_date": "2026-12-04", "end_date": "2026-12-06"})],
       [(C, "zh", "试用期到2026年12月6日（周日）结束，最后一个工作日是12月4日（周五）。"),
        (C, "en", "Probation ends on Sunday 6 Dec 2026; the last working day in it is Friday 4 Dec. It spans 91 calendar "
                  "days and 61 working days."),
        (C, "zh", "最后一天：12月6日（星期日）；最后一个工作日：12月4日（星期五）。期间中秋、国庆放假，9月20日和10月10日调休上班。"),
        (W, "zh", "试用期最后一天是12月7日（周一），这也是最后一个工作日。"),  # wrong date
        (W, "zh", "最后一天12月6日（周六），最后一个工作日12月4日（周五）。"),  # wrong weekday
        (W, "zh", "最后一天12月6日（周日），最后一个工作日12月5日（周六）。"),  # rest day treated as working
        (W, "zh", "最后一天12月6日（周日），最后一个工作日12月4日（周五）。试用期共65个工作日。"),  # wrong count
        (W, "zh", "最后一天是12月6日（周日）。按规定试用期满日遇休息日要顺延，所以实际到12月7日（周一），"
                  "那也是最后一个工作日。"),  # invented rule
        ]),

    # 13. Today 2026-10-28. November 2026: 21 working days, no holidays; the middle one is the 11th:
    # 2026-11-16 (Mon), 10 before and 10 after.
    _d("2026-10-28", "We do the monthly stock check on the working day in the middle of the month. For November 2026, "
                     "which day is that?",
       [(L, {"start_date": "2026-11-01", "end_date": "2026-11-30"}), (A, {"date": "2026-10-31", "days": 11})],
       [(C, "en", "November 2026 has 21 working days, so the middle one is the 11th: Monday, 16 November (10 working days "
                  "before it and 10 after)."),
        (C, "en", "Mon Nov 16."),
        (C, "zh", "11月有21个工作日，正中间是第11个工作日：11月16日（周一）。"),
        (C, "en", "The 11th business day of November — 16 Nov 2026, a Monday. There are no public holidays in November."),
        (W, "en", "November has 21 working days, so the middle is the 10th: Friday 13 November."),  # off by one
        (W, "en", "November has 22 working days; the middle one is the 11th, Monday 16 November."),  # wrong count
        (W, "en", "Tuesday, 16 November."),  # wrong weekday
        (W, "en", "The middle of the month is the 15th, so the check is on Sunday, Nov 15."),  # natural days: a Sunday
        ]),

    # 14. Today 2026-10-26. Tuesdays and Thursdays of November 2026: 3, 5, 10, 12, 17, 19, 24, 26 -> 8 sessions,
    # no holiday in November, last one 2026-11-26 (Thu). November has 21 working days.
    _d("2026-10-26", "11月每周二和周四下午各上一次培训课，整个11月一共几次课？最后一次是哪天？",
       [(L, {"start_date": "2026-11-01", "end_date": "2026-11-30"})],
       [(C, "zh", "一共8次：11月3、5、10、12、17、19、24、26日；最后一次是11月26日（周四）。11月没有法定节假日，不用停课。"),
        (C, "en", "8 sessions; the last one is on Thu 26 Nov."),
        (C, "zh", "| 周 | 周二 | 周四 |\n|---|---|---|\n| 1 | 11/3 | 11/5 |\n| 2 | 11/10 | 11/12 |\n| 3 | 11/17 | 11/19 |\n"
                  "| 4 | 11/24 | 11/26 |\n\n合计8次，最后一次11月26日（周四）。"),
        (W, "zh", "一共9次，最后一次是11月26日（周四）。"),  # wrong total
        (W, "zh", "一共8次，最后一次是11月24日（周二）。"),  # wrong date of the last session
        (W, "zh", "一共8次，最后一次是11月26日（周三）。"),  # wrong weekday
        (W, "zh", "11月26日是感恩节，按规定停课，所以一共7次，最后一次是11月24日（周二）。"),  # invented rule
        (W, "zh", "一共8次，最后一次11月26日（周四）。另外11月共有22个工作日。"),  # wrong extra count (21)
        ]),

    # 15. Today 2026-09-29 (Tue). Decision dated Mon 2026-09-28; 15 working days after it -> 2026-10-23 (Fri):
    # 9/29–30 (2), 10/8–10 (5, Sat 10/10 make-up), 10/12–16 (10), 10/19–23 (15). Cut-off 18:00 from the question.
    _d("2026-09-29", "HR's decision letter is dated Monday 28 September 2026. I have 15 working days from the decision date "
                     "to appeal, and appeals must reach HR by 18:00 on the last day. What's the deadline?",
       [(A, {"date": "2026-09-28", "days": 15})],
       [(C, "en", "Friday, 23 October 2026, 18:00. Counting from the day after 28 Sep: Sep 29–30 (2), Oct 8–10 (5, with "
                  "Sat Oct 10 a make-up working day), Oct 12–16 (10), Oct 19–23 (15)."),
        (C, "en", "Deadline: Fri 18:00, 23 Oct."),
        (C, "zh", "截止到10月23日（周五）18:00。"),
        (C, "en", "23.10.2026 (Friday) by 18:00. The National Day holiday, Oct 1–7, doesn't count; the make-up "
                  "Saturday, Oct 10, does."),
        (W, "en", "Monday 26 October, 18:00 — Saturday Oct 10 is a weekend day and doesn't count."),  # 调休上班日 as rest
        (W, "en", "Monday, 19 October, 18:00 — 15 weekdays after the decision."),  # holidays counted as working days
        (W, "en", "Thursday, 23 October, by 18:00."),  # wrong weekday
        (W, "en", "Thursday, 22 October, 18:00 (the decision day counts as day 1)."),  # off by one
        ]),

    # 16. Today 2026-12-07. Leave Mon 2026-12-28..Thu 2026-12-31 = 4 working days; back 2027-01-04 (Mon) after
    # 元旦 (Fri 1/1) and the weekend; 2027 estimated.
    _d("2026-12-07", "I've booked annual leave from Mon 28 Dec to Thu 31 Dec 2026. How many leave days is that, and when "
                     "am I back?",
       [(L, {"start_date": "2026-12-28", "end_date": "2026-12-31"}), (A, {"date": "2026-12-31", "days": 1})],
       [(C, "en", "That's 4 working days of leave (28–31 Dec). Jan 1 is New Year's Day, then the weekend, so you're back "
                  "on Monday 4 January 2027." + CAV_EN),
        (C, "zh", "4天年假，2027年1月4日（周一）回来上班。" + CAV2),
        (C, "en", "4 days; back Mon Jan 4, 2027 — estimated, pending the official 2027 holiday notice."),
        (W, "en", "4 days of leave; you're back on Monday, January 4, 2027."),  # missing caveat
        (W, "en", "4 days; you're back on Friday 1 January 2027." + CAV_EN),  # holiday as working day
        (W, "en", "That's 3 days of leave; back on Monday 4 Jan 2027." + CAV_EN),  # wrong count
        (W, "en", "4 days; back on Tuesday, Jan 4 2027." + CAV_EN),  # wrong weekday
        (W, "en", "Per the official 2027 holiday notice you're back on Mon Jan 4; that's 4 leave days."),  # estimate called official
        ]),

    # 17. Today 2026-09-04 (Fri). 30 calendar days from 9/05 -> 2026-10-04 (Sun, inside 国庆 10/1–7); the
    # question's rule moves it to the first working day after: 2026-10-08 (Thu). 18 working days in 9/05..10/04.
    _d("2026-09-04", "今天（9月4日）收到公司书面通知，可在30日内提出异议（从次日起按自然日算，最后一天遇法定节假日或休息日的，"
                     "顺延到其后的第一个工作日）。最后期限是哪天？",
       [(L, {"start_date": "2026-09-05", "end_date": "2026-10-04"}), (A, {"date": "2026-10-04", "days": 1})],
       [(C, "zh", "第30天是10月4日（周日），正赶上国庆假期（10月1日至7日），顺延到10月8日（周四）。"),
        (C, "en", "Day 30 is Sun Oct 4, inside the National Day holiday, so the deadline moves to Thursday, 8 October 2026."),
        (C, "zh", "10月8日（礼拜四）。这30天里有18个工作日。"),
        (C, "zh", "2026.10.08（周四）是最后期限；原本的第30日10.04落在国庆假期里。"),
        (W, "zh", "第30天是10月4日（周日），往前顺延到9月30日（周三）。"),  # moved the wrong way
        (W, "zh", "第30天是10月4日（周日），顺延到下一天10月5日（周一）。"),  # a holiday treated as a working day
        (W, "zh", "最后期限就是10月4日（周日），不顺延。"),  # not moved though the rule says so
        (W, "zh", "顺延后是10月8日（周五）。"),  # wrong weekday
        ]),

    # 18. Today 2026-09-20 (Sun, itself a 国庆 make-up working day). October 2026: only Sat 2026-10-10 is a make-up
    # working day; 18 working days in October.
    _d("2026-09-20", "I'm at work today even though it's Sunday. Are any Saturdays or Sundays in October 2026 make-up "
                     "working days too? And how many working days does October have?",
       [(L, {"start_date": "2026-10-01", "end_date": "2026-10-31"})],
       [(C, "en", "Yes — just one: Saturday, 10 October 2026 (a National Day make-up day, like today). October has 18 "
                  "working days."),
        (C, "zh", "10月只有10月10日（周六）要调休上班，10月共18个工作日。"),
        (C, "en", "Sat Oct 10 only; 18 working days in October."),
        (W, "en", "Two: Saturday Oct 10 and Sunday Oct 11. October has 18 working days."),  # rest day as make-up day
        (W, "en", "No — the make-up days were all in September. October has 17 working days."),  # 调休上班日 as rest
        (W, "en", "Just one, Sunday 10 October; October has 18 working days."),  # wrong weekday
        (W, "en", "Only Saturday Oct 10; October has 22 working days."),  # wrong count
        (W, "en", "Only Saturday, 17 October; October has 18 working days."),  # wrong date
        ]),

    # 19. Today 2026-11-30. December 2026: 23 working days, no holidays; the middle one is the 12th:
    # 2026-12-16 (Wed), 11 either side.
    _d("2026-11-30", "Our December all-hands is held on the middle working day of the month. Which day is it in December "
                     "2026?",
       [(L, {"start_date": "2026-12-01", "end_date": "2026-12-31"}), (A, {"date": "2026-11-30", "days": 12})],
       [(C, "en", "December 2026 has 23 working days, so the middle one is the 12th: Wednesday, 16 December (11 working "
                  "days either side)."),
        (C, "en", "Weds 16 Dec."),
        (C, "zh", "12月共23个工作日，正中间是第12个工作日，即12月16日（周三）。"),
        (C, "en", "12/16 (m/d), a Wednesday — the 12th of December's 23 working days."),
        (W, "en", "December has 23 working days; the middle one is the 11th, Tuesday 15 December."),  # off by one
        (W, "en", "December has 21 working days once Christmas Day and New Year's Eve are taken off, so the middle is the "
                  "11th: Tuesday, 15 December."),  # invented holidays
        (W, "en", "Thursday, 16 December."),  # wrong weekday
        (W, "en", "Mid-month is the 15th, Tuesday 15 December."),  # natural days, not working days
        ]),

    # 20. Today 2026-07-08 (Wed). Probation 3 months from 2026-07-08 -> last day 2026-10-07 (Wed, 国庆 holiday);
    # last working day inside: 2026-09-30 (Wed). 92 calendar days, 61 working days.
    _d("2026-07-08", "我今天（7月8日）入职，试用期三个月（到起始日加3个月的前一天）。试用期最后一天是哪天？其中最后一个工作日是哪天？",
       [(L, {"start_date": "2026-07-08", "end_date": "2026-10-07"}),
        (L, {"start_date": "2026-09-30", "end_date": "2026-10-07"})],
       [(C, "zh", "试用期最后一天是10月7日（周三），正值国庆假期（10月1日至7日），所以试用期内最后一个工作日是9月30日（周三）。"),
        (C, "en", "Probation runs to Wed 7 Oct 2026, a National Day holiday; the last working day in it is Wed 30 Sep."),
        (C, "zh", "最后一天：2026年10月7日（星期三，国庆假期）；最后一个工作日：9月30日（星期三）。试用期内共61个工作日。"),
        (W, "zh", "试用期最后一天是10月7日（周三），这也是最后一个工作日。"),  # holiday as working day
        (W, "zh", "试用期最后一天是10月8日（周四），最后一个工作日也是这天。"),  # wrong date
        (W, "zh", "最后一天10月7日（周三），最后一个工作日9月30日（周二）。"),  # wrong weekday
        (W, "zh", "最后一天10月7日（周三），最后一个工作日9月29日（周二）。"),  # wrong date (off by one)
        (W, "zh", "最后一天10月7日（周三），最后一个工作日9月30日（周三）；试用期共92个工作日。"),  # natural days as working days
        ]),
]
