"""The sixteenth held-out probe set, calendar part: questions, the date-tool calls a model would make, and
final answers written by hand after reading the tools' REAL results (make_heldout16.py runs the calls and
writes heldout16.jsonl). Written blind: by a helper who never read the answer check's code, its prompts,
its tests or earlier sets' answers, and never ran the check on this set.

Material no earlier set used as plain "earliest start" questions: counting BACKWARD (the latest sign-up
N working days before a training on the Monday after 国庆 2026, before the third Monday of next month,
before a party after 春节 2027), the Nth working day of a month (a payday 每月第5个工作日 across 劳动节
and its 5月9日 make-up Saturday; a report due on the 3rd working day of Q1 2027), a monthly payday on
the 15th that falls on a rest day and moves EARLIER (2026-02-15 → the 春节 make-up Saturday 2月14日),
quarter ends (the working days and last working day of Q3 2026, of Q4 2026), "两周内" / "三周内"
counted in calendar weeks (one ending inside 国庆, one crossing into 2027), leave booked in HOURS
(8-hour day; a half day, 2.5 days = 20 hours; a balance in hours), a cut-off time of day (after 18:00
counts from the next working day, right before 劳动节), a today that is a Saturday make-up working day
(2026-10-10) or a plain Sunday (礼拜天), leave spanning the end of 2026 into 2027 (estimated), 国庆
2031 (estimated; 中秋 falls on 10月1日), two overlapping leave requests merged, the number of rest days
inside a range, and the day back at work after leave that runs into 国庆.

Forms: ordinals ("Sept. 1", "the 21st", "Dec. 31st", 第3个工作日), dotted dates ("10.8", "2026.9.29"),
中文数字 (十一月二十五号), 礼拜天/周日/星期二, ranges ("7–9 Oct", "28–30 Sep", "Oct 8–16", 1月4日至8日,
10/12–10/16), times ("18:30", 下午6点半), relative days (明天, 后天, 下周三, 下下周一, "this coming
Tuesday", "next month"), Markdown tables, numbered and bullet lists, answers mixing Chinese and English,
answers that mention extra true facts (holidays and make-up days on the way, the last working day
before a deadline that falls in a holiday). Estimated years (2027, 2031): every correct answer carries a
caveat in its own words.

Errors (one per wrong answer): wrong date, wrong weekday, off by one, counting forward where the question
counts backward, moved to the next working day instead of the previous one, calendar vs working days, a
holiday counted as a working day, a make-up day forgotten, hours↔days slips (7.5- or 10-hour days, a half
day taken as a whole one), wrong year, wrong total, a missing estimate caveat, an estimate called
official, an invented rule, a relative day resolved wrongly, the cut-off ignored, a double-counted overlap.

Never tuned on: every case is report.

Audit (calendar part): all 160 answers re-judged one by one, blind, against the rebuilt tool results
(make_heldout16.py --part calendar), chinese_calendar 1.11 for 2026, the repo's workcalendar (and
lunar_python for 中秋 2031 = 10月1日, 春节 2027 = 2月6日) for the estimated 2027/2031 days, datetime for
weekdays, arithmetic and the 8-hour day. Every "correct" answer answers the whole question, is fully right
and carries an estimate caveat wherever it relies on 2027+; every "wrong" answer has a clear error. One
change: case 6's wrong answer "两周内就是到10月1日（周四）为止" could be read as counting 9月18日 itself as day 1
(an inclusive reading), so it now says "（9月18日加14天）", which makes its single error an unambiguous
off-by-one (9月18日 + 14 days is 10月2日). No label changed. Final counts: 20 questions, 160 answers,
70 correct, 90 wrong.
"""
from __future__ import annotations

from heldout4_cases import C, W, _d

CALENDAR_CASES = [
    # 1. Today Mon 2026-09-28; 下下周一 = Mon 2026-10-12. add_workdays(2026-10-12, -5): latest sign-up
    # Tue 2026-09-29 (明天); the 5 working days after it: 9-30, 10-8, 10-9, 10-10 (Sat, 国庆调休上班), 10-12.
    # 国庆 10-01..10-07 skipped. Forgetting 10-10 gives 9-28; counting forward from today gives 10-10.
    _d("2026-09-28", "下下周一（10月12日）公司有个培训，报名要提前5个工作日，我最晚哪天报名？",
       [("add_workdays", {"date": "2026-10-12", "days": -5})],
       [(C, "zh", "最晚明天，也就是9月29日（周二）报名。国庆10月1日至7日放假不算，10月10日周六调休上班算一个工作日："
                  "9/30、10/8、10/9、10/10、10/12 正好5个工作日。"),
        (C, "en", "The latest you can sign up is tomorrow, Tuesday Sept. 29th. From then to the training on Mon 12 Oct "
                  "the working days are 30 Sep, 8 Oct, 9 Oct, the make-up Saturday 10 Oct and 12 Oct — five in all; "
                  "the Golden Week days 1–7 Oct don't count."),
        (C, "zh", "最晚 2026.9.29（星期二）报名。"),
        (C, "zh", "| 项目 | 日期 |\n|---|---|\n| 培训 | 10月12日 周一 |\n| 最晚报名 | 9月29日 周二 |\n"
                  "| 期间跳过 | 国庆 10月1日至7日 |\n| 调休上班 | 10月10日 周六（计为工作日） |"),
        (W, "zh", "最晚今天（9月28日周一）就得报名：国庆放到10月7日，之后只有10月8日、9日、12日，再加上9月29日、30日，"
                  "才凑满5个工作日。"),
        (W, "zh", "最晚9月29日（周三）报名。"),
        (W, "zh", "从今天往后数5个工作日是10月10日（周六调休上班），所以10月10日之前报名都来得及。"),
        (W, "en", "You can sign up as late as Friday, October 2 — that's five working days before the Monday 12 Oct "
                  "training."),
        ]),

    # 2. Today Mon 2026-04-27; "next month" = May 2026. add_workdays(2026-04-30, 5) = Mon 2026-05-11: the
    # working days of May are 5-6, 5-7, 5-8, 5-9 (Sat, 劳动节调休上班), 5-11; 劳动节 05-01..05-05 off.
    _d("2026-04-27", "Payday at our company is the 5th working day of the month. When do we get paid next month?",
       [("add_workdays", {"date": "2026-04-30", "days": 5})],
       [(C, "en", "May's payday is Monday, May 11. The Labour Day break runs May 1–5, so the working days are the 6th, "
                  "7th, 8th, the make-up Saturday on the 9th, and then the 11th."),
        (C, "zh", "下个月的发薪日是5月11日（周一）。5月1日至5日劳动节放假，5月9日周六调休上班也算工作日，所以第5个工作日是11号。"),
        (C, "zh", "下个月5月11号（星期一）发工资。"),
        (W, "en", "Payday is Tuesday, 12 May: after the May Day holiday (1–5 May) the working days are the 6th, 7th, "
                  "8th, 11th and 12th."),
        (W, "zh", "五月第5个工作日是5月7日（周四）：5/1、5/4、5/5、5/6、5/7。"),
        (W, "en", "The 5th working day of May is Saturday May 9 (a make-up working day), so that's payday."),
        (W, "zh", "发薪日是5月11日，星期二。"),
        (W, "en", "Next month's payday is Friday, June 5."),
        ]),

    # 3. Today Mon 2026-02-09. 2026-02-15 is a Sunday inside 春节 (02-15..02-23); the previous working day
    # is Sat 2026-02-14, a 春节 make-up working day (calculate_leave_days 02-13..02-15: 2 working days,
    # 02-14 调休上班, 02-15 春节). Pay on 02-14. Next working day after the break would be Tue 02-24.
    _d("2026-02-09", "公司规定工资每月15日发放，遇节假日提前到之前最近的工作日。这个月工资哪天发？",
       [("calculate_leave_days", {"start_date": "2026-02-13", "end_date": "2026-02-15"})],
       [(C, "zh", "这个月15号是周日，又赶上春节假期，按规定提前到前一个工作日——2月14日（周六），那天是春节调休上班日，所以14号发工资。"),
        (C, "en", "Feb 15 is a Sunday and part of the Spring Festival break, so pay moves earlier to the previous "
                  "working day: Saturday 14 Feb, which is a make-up working day."),
        (C, "zh", "2.14（星期六，调休上班）发。"),
        (C, "zh", "工资会在 Saturday, Feb. 14th 发放（春节前的调休上班日）。"),
        (W, "zh", "15日在春节假期里，顺延到节后第一个工作日2月24日（周二）发放。"),
        (W, "zh", "15号是周日，14号又是周六，所以提前到2月13日（周五）发。"),
        (W, "en", "Payday this month is Feb 14, a Sunday that has been made a working day."),
        (W, "zh", "2月14日（周六调休上班）发。另外按规定，节前发薪的月份会同时预发下个月的工资。"),
        ]),

    # 4. Today Wed 2026-07-01. calculate_leave_days 07-01..09-30: 66 working days of 92 calendar days
    # (中秋 09-25..09-27 off, one of them a Friday; Sun 09-20 is a 国庆 make-up working day). 09-30 is a
    # working day (Wed): the last working day of Q3.
    _d("2026-07-01", "How many working days does Q3 have this year, and what's the last working day of the quarter?",
       [("calculate_leave_days", {"start_date": "2026-07-01", "end_date": "2026-09-30"}),
        ("calculate_leave_days", {"start_date": "2026-09-30", "end_date": "2026-09-30"})],
       [(C, "en", "Q3 2026 (1 Jul–30 Sep) has 66 working days, and the quarter's last working day is Wednesday, "
                  "September 30."),
        (C, "zh", "第三季度共66个工作日（9月25日中秋放假不算，9月20日周日调休上班算进去），季度最后一个工作日是9月30日，星期三。"),
        (C, "en", "- Working days in Q3: 66\n- Calendar days: 92\n- Last working day: Wed 30 Sep 2026\n"
                  "- Note: Mid-Autumn Festival 25–27 Sep is off; Sunday 20 Sep is a make-up working day."),
        (W, "en", "Q3 has 65 working days (the Mid-Autumn Festival on Fri 25 Sep is off); the last one is Wed 30 Sep."),
        (W, "zh", "三季度一共67个工作日，最后一个工作日是9月30日（周三）。"),
        (W, "zh", "三季度有92个工作日，最后一个是9月30日（周三）。"),
        (W, "en", "Q3 has 66 working days; the last one is Tuesday 29 September."),
        (W, "zh", "66个工作日；季末最后一个工作日是9月30日（周四）。"),
        ]),

    # 5. Today Tue 2026-12-01. Q4 2026: 12-28..12-31 are all working days → last working day Thu
    # 2026-12-31. add_workdays(2026-12-31, 3) = Wed 2027-01-06 (元旦 Fri 2027-01-01 estimated off; 1-4, 1-5,
    # 1-6). 2027 is estimated: caveat needed.
    _d("2026-12-01", "本季度最后一个工作日是哪天？季度报告要在下个季度的第3个工作日交，是哪天？",
       [("calculate_leave_days", {"start_date": "2026-12-28", "end_date": "2026-12-31"}),
        ("add_workdays", {"date": "2026-12-31", "days": 3})],
       [(C, "zh", "本季度最后一个工作日是12月31日（周四）。下个季度第3个工作日是2027年1月6日（周三）：1月1日元旦放假，"
                  "1月4日、5日、6日依次是第1、2、3个工作日。2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
        (C, "en", "Q4 ends on a working day: Thursday, Dec. 31st. The report is due on the 3rd working day of Q1, which "
                  "is Wednesday 6 January 2027 (New Year's Day, Fri 1 Jan, is off). The 2027 holiday schedule hasn't "
                  "been published yet, so the January date is an estimate."),
        (C, "zh", "季末：2026.12.31（周四）；季报截止：2027.1.6（周三）。注意2027年元旦安排还没公布，这是按法定假日推算的，"
                  "如果国务院安排元旦连休或调休，日期可能会变。"),
        (C, "zh", "Q4 last working day 是 12月31日周四；报告 due 2027年1月6日周三（2027年放假安排尚未公布，按推算，仅供参考）。"),
        (W, "zh", "最后一个工作日12月31日（周四），季报最晚2027年1月6日（周三）交。"),
        (W, "en", "Last working day: Thu 31 Dec. The report is due Wed 6 Jan 2027 — under the State Council's published "
                  "2027 holiday schedule, New Year's Day is the only day off that week."),
        (W, "en", "Last working day of the quarter: 31 December (Thursday). Third working day of next quarter: Tuesday "
                  "5 January 2027, counting Fri 1 Jan, Mon 4 Jan and Tue 5 Jan. (2027 dates are estimated; the "
                  "official schedule isn't out yet.)"),
        (W, "en", "Q4's last working day is Friday, December 31; the report is due Wednesday, January 6, 2027. The 2027 "
                  "holiday schedule has not been published yet, so this is an estimate."),
        ]),

    # 6. Today Fri 2026-09-18. Two weeks (14 calendar days) → Fri 2026-10-02, a 国庆 holiday.
    # calculate_leave_days 09-19..10-02: 8 working days of 14 (Sun 09-20 调休上班; 09-21..09-24; 09-28..09-30);
    # 中秋 09-25..09-27 and 国庆 10-01, 10-02 off. The last working day on or before 10-02 is Wed 09-30.
    _d("2026-09-18", "部门要求两周内交整改报告（按自然日算两周），今天9月18日周五布置的，截止日是哪天？这期间实际有几个工作日？",
       [("calculate_leave_days", {"start_date": "2026-09-19", "end_date": "2026-10-02"})],
       [(C, "zh", "两周后是10月2日（周五），这天正好在国庆假期里。9月19日到10月2日一共14天，其中只有8个工作日：9月20日（周日调休上班）、"
                  "9月21日至24日、9月28日至30日。"),
        (C, "en", "Two weeks from today lands on Friday, Oct 2 (a National Day holiday). Between Sep 19 and Oct 2 there "
                  "are only 8 working days — the Mid-Autumn break (Sep 25–27) and Oct 1–2 are off, while Sunday Sep 20 "
                  "is a make-up working day."),
        (C, "zh", "截止10.2（周五），期间可用工作日8天。由于10月1日起放国庆，实际最后一个上班日是9月30日（周三）。"),
        (C, "en", "Deadline: 2 Oct 2026 (Fri). Working days in between: 8."),
        (W, "zh", "截止10月2日（周五），这两周有10个工作日。"),
        (W, "en", "Due Friday 2 October; there are 7 working days in that window (Sep 21–24 and Sep 28–30)."),
        (W, "zh", "两周内就是到10月1日（周四）为止（9月18日加14天），中间有8个工作日。"),
        (W, "en", "The deadline is Oct 2 (Friday). Working days available: 9 — Sep 20, Sep 21–25 and Sep 28–30."),
        ]),

    # 7. Today Wed 2026-06-10. calculate_leave_days 06-17..06-23: 4 working days of 7 (06-17, 06-18, 06-22,
    # 06-23); 端午 06-19..06-21 off. 4 × 8 = 32 hours.
    _d("2026-06-10", "I'd like to be off from Wednesday 17 June through Tuesday 23 June. Our annual leave is booked in "
                     "hours, 8 hours per day. How many hours do I need to book?",
       [("calculate_leave_days", {"start_date": "2026-06-17", "end_date": "2026-06-23"})],
       [(C, "en", "You need 32 hours: only 4 of those 7 days are working days (17, 18, 22 and 23 June), because the "
                  "Dragon Boat Festival holiday covers 19–21 June."),
        (C, "zh", "需要请32小时：6月17日至23日共7天，扣掉端午节（6月19日至21日）后是4个工作日，4×8=32小时。"),
        (C, "en", "| Range | Working days | Hours |\n|---|---|---|\n| 17–23 Jun 2026 | 4 | 32 |"),
        (W, "en", "That's 4 working days; at 7.5 hours a day you'd book 30 hours."),
        (W, "zh", "17至23号一共7天，7×8=56小时。"),
        (W, "en", "Book 40 hours — five working days (Wed 17, Thu 18, Fri 19, Mon 22, Tue 23)."),
        (W, "zh", "4个工作日×8小时=36小时。"),
        (W, "zh", "4个工作日，按每天10小时算要请40小时。"),
        ]),

    # 8. Today Mon 2026-09-28. calculate_leave_days 10-08..10-16: 8 working days of 9 (10-08, 10-09, Sat 10-10
    # 调休上班, 10-12..10-16). 8 × 8 = 64 hours; 80 − 64 = 16 hours (2 days) left.
    _d("2026-09-28", "我年假还剩80小时，想请10月8日到10月16日，一天按8小时算，要扣多少小时？扣完还剩多少？",
       [("calculate_leave_days", {"start_date": "2026-10-08", "end_date": "2026-10-16"})],
       [(C, "zh", "要扣64小时：10月8日到16日里有8个工作日（10月10日周六调休上班也算），8×8=64，扣完还剩16小时，也就是2天。"),
        (C, "en", "8 working days (Oct 8–16, including the make-up Saturday on the 10th) = 64 hours. 80 − 64 leaves you "
                  "16 hours."),
        (C, "zh", "1. 工作日：8天（10.8、10.9、10.10调休、10/12–10/16）\n2. 扣除：64小时\n3. 剩余：16小时"),
        (C, "en", "64 hours will be deducted, leaving 16 hours (2 days) of annual leave."),
        (W, "zh", "10月8日到16日是7个工作日，扣56小时，还剩24小时。"),
        (W, "en", "8 working days; at 10 hours each that's 80 hours, so your balance would be used up completely."),
        (W, "zh", "扣64小时，还剩26小时。"),
        (W, "en", "Oct 8 to 16 is 9 days → 72 hours, leaving 8 hours."),
        ]),

    # 9. Today Thu 2026-04-30, submitted at 18:30 (after the 18:00 cut-off) → counts as submitted on the next
    # working day, Wed 2026-05-06 (add_workdays(04-30, 1); 劳动节 05-01..05-05). add_workdays(05-06, 3) =
    # Sat 2026-05-09 (调休上班): earliest start. Ignoring the cut-off: 04-30 + 3 = Fri 05-08.
    _d("2026-04-30", "公司规定18:00以后提交的请假申请按下一个工作日提交算，请假要提前3个工作日。我今天下午6点半才提交，最早哪天可以开始休？",
       [("add_workdays", {"date": "2026-04-30", "days": 1}),
        ("add_workdays", {"date": "2026-05-06", "days": 3})],
       [(C, "zh", "18:30 已过截止时间，申请按下一个工作日5月6日（周三）算（5月1日至5日劳动节放假）。再往后数3个工作日：5月7日、8日、9日，"
                  "其中9日是周六调休上班，所以最早5月9日（周六）开始休。"),
        (C, "en", "Since 18:30 is after the cut-off, your request counts as filed on Wed May 6, the first working day "
                  "after the May 1–5 holiday. Three working days after that is Saturday May 9, a make-up working day — "
                  "that's the earliest your leave can start."),
        (C, "zh", "最早 5.9（周六，调休上班日）开始休假。"),
        (W, "zh", "今天提交，往后数3个工作日：5月6日、7日、8日，最早5月8日（周五）开始休。"),
        (W, "en", "Your request counts from May 6. Skipping the weekend, the third working day after that is Monday "
                  "May 11, so that's the earliest start."),
        (W, "zh", "申请算5月6日提交，最早5月9日（周日）开始休。"),
        (W, "zh", "按5月6日提交计算，本来最早5月9日（周六调休）可以休；但按规定调休上班日不能作为请假的第一天，所以要从5月11日（周一）开始。"),
        (W, "en", "It counts as filed on Wed May 6, and with May 6 itself as the first of the three working days you "
                  "can start on Friday, May 8."),
        ]),

    # 10. Today Sat 2026-10-10, a 国庆 make-up working day (get_current_date says 调休上班日). add_workdays(10-10, 2)
    # = Tue 2026-10-13 (10-12 Mon, 10-13 Tue): earliest start, this coming Tuesday (下周二).
    _d("2026-10-10", "I'm in the office today even though it's a Saturday. If I submit my leave request today and we "
                     "need 2 working days' notice, what is the earliest my leave can start?",
       [("add_workdays", {"date": "2026-10-10", "days": 2})],
       [(C, "en", "Today (Sat 10 Oct) is a make-up working day for the National Day holiday, so your request is filed "
                  "on a working day. Two working days later is Tuesday, October 13 — that's the earliest start."),
        (C, "zh", "今天10月10日是国庆调休上班日，今天提交的话，往后数2个工作日（10月12日周一、13日周二），最早10月13日（周二）开始休。"),
        (C, "en", "Earliest start: Tue 13 Oct 2026 (this coming Tuesday)."),
        (C, "zh", "最早 Tuesday, Oct. 13th（下周二）。"),
        (W, "en", "Since today is a working day it counts as the first day, so you can start on Monday 12 October."),
        (W, "zh", "今天周六是休息日，申请要从下周一算起，往后2个工作日是10月14日（周三）。"),
        (W, "zh", "最早10月13日（周三）开始休。"),
        (W, "zh", "最早下周二就可以休，也就是10月20日。"),
        ]),

    # 11. Today Sun 2026-11-22 (周末休息日). add_workdays(11-22, 3) = Wed 2026-11-25 (11-23, 11-24, 11-25):
    # earliest start, 下周三. No holiday in between.
    _d("2026-11-22", "今天礼拜天，我在家把请假单提交了（前天周五本来想交，忘了）。规定要提前3个工作日申请，最早哪天可以开始休？",
       [("add_workdays", {"date": "2026-11-22", "days": 3})],
       [(C, "zh", "最早11月25日（周三）。今天周日不算，从明天周一起数：23日、24日、25日，第3个工作日是25日。"),
        (C, "en", "The earliest start is Wednesday, 25 November 2026."),
        (C, "zh", "下周三（十一月二十五号）可以开始休。"),
        (W, "zh", "今天算第1天，23日、24日是第2、3天，所以最早11月24日（周二）开始休。"),
        (W, "zh", "最早11月26日（周四）。"),
        (W, "zh", "最早11月25日（周二）。"),
        (W, "zh", "最早下下周三（12月2日）开始。"),
        (W, "en", "You can start on Wednesday 25 November, but requests filed on a weekend need your manager's "
                  "counter-signature first, otherwise the start moves one day later."),
        ]),

    # 12. Today Mon 2026-12-07. calculate_leave_days 2026-12-28..2027-01-08: 9 working days of 12 (12-28..12-31
    # = 4; 元旦 Fri 2027-01-01 off (estimated); 01-04..01-08 = 5). 2027 estimated: caveat needed.
    _d("2026-12-07", "I'm planning leave from Dec 28, 2026 to Jan 8, 2027. How many working days will that use?",
       [("calculate_leave_days", {"start_date": "2026-12-28", "end_date": "2027-01-08"})],
       [(C, "en", "9 working days: Mon 28 to Thu 31 Dec (4) plus Mon 4 to Fri 8 Jan (5); New Year's Day, Fri 1 Jan "
                  "2027, is a holiday. The 2027 holiday schedule has not been published yet, so this is an estimate."),
        (C, "zh", "共9个工作日（12月28日至31日4天，1月4日至8日5天，1月1日元旦不计）。2027年的放假安排官方还没公布，1月的部分是按法定节日"
                  "推算的，以最终通知为准。"),
        (C, "en", "That's 9 working days out of 12 calendar days. Caveat: the 2027 holiday schedule isn't out yet, so the "
                  "January part is an estimate — if the State Council adds a bridge day or a make-up day around New "
                  "Year, the count could change."),
        (C, "zh", "9 working days（2027年1月的放假安排尚未公布，按推算，仅供参考）。"),
        (W, "en", "It will use 9 working days — Dec 28–31 and Jan 4–8, with New Year's Day off."),
        (W, "zh", "9个工作日。2027年元旦官方已经确定只放1月1日一天，所以这个数不会变。"),
        (W, "en", "10 working days: Dec 28 through Jan 8 minus the weekends. (The 2027 schedule is only estimated so "
                  "far.)"),
        (W, "en", "9 working days; New Year's Day on 1 January 2026 is excluded. The 2027 schedule hasn't been "
                  "published, so treat this as an estimate."),
        ]),

    # 13. Today Thu 2028-06-01 (2028 itself estimated). calculate_leave_days 2031-09-29..2031-10-10: 7 working
    # days of 12 (Mon 09-29, Tue 09-30; Mon 10-06..Fri 10-10); 10-01 (Wed) 中秋节、国庆节 on one day, 10-02,
    # 10-03 国庆; 10-04/05 weekend. 2031 estimated (no bridge or make-up days): caveat needed.
    _d("2028-06-01", "2031年国庆我想从9月29日请到10月10日，这段时间要用几天假？",
       [("calculate_leave_days", {"start_date": "2031-09-29", "end_date": "2031-10-10"})],
       [(C, "zh", "按推算要用7天：9月29日、30日，加10月6日至10日。10月1日至3日国庆放假（2031年中秋正好也在10月1日）。2031年的放假安排"
                  "还没公布，这是按法定节日推算的，实际以国务院通知为准。"),
        (C, "en", "About 7 working days — Sep 29–30 and Oct 6–10, 2031 — with Oct 1–3 off for National Day (Mid-Autumn "
                  "falls on Oct 1 that year). This is only an estimate: the 2031 schedule hasn't been published, and "
                  "bridge days or make-up workdays aren't included."),
        (C, "zh", "| 日期 | 情况 |\n|---|---|\n| 9/29–9/30 | 工作日，2天 |\n| 10/1–10/3 | 国庆（10/1同时是中秋） |\n"
                  "| 10/4–10/5 | 周末 |\n| 10/6–10/10 | 工作日，5天 |\n\n合计7个工作日。注：2031年安排尚未公布，以上为推算。"),
        (W, "zh", "要用7个工作日（9月29、30日和10月6日至10日）。"),
        (W, "en", "7 working days. The 2031 National Day schedule is already fixed: Oct 1–3 off, with no make-up days."),
        (W, "zh", "中秋和国庆重合，按规定要补休一天，10月6日也放假，所以只要用6天（2031年安排为推算，仅供参考）。"),
        (W, "zh", "9月29日到10月10日共12天，要请12天假（2031年安排尚未公布，为推算）。"),
        (W, "zh", "一共7个工作日；注意9月29日是周二，从周二开始请。2031年放假安排还没公布，以上为推算。"),
        ]),

    # 14. Today Mon 2026-09-14. Request A 09-28..10-09: 5 working days; request B 10-08..10-14: 6 (Sat 10-10
    # 调休上班 counts); merged 09-28..10-14: 9 working days (09-28..09-30, 10-08, 10-09, 10-10, 10-12..10-14).
    # Overlap 10-08, 10-09 (2 days): 5 + 6 − 2 = 9. 国庆 10-01..10-07 off.
    _d("2026-09-14", "I accidentally submitted two leave requests: Sep 28 – Oct 9 and Oct 8 – Oct 14. If HR merges "
                     "them into one request, how many working days will be deducted?",
       [("calculate_leave_days", {"start_date": "2026-09-28", "end_date": "2026-10-09"}),
        ("calculate_leave_days", {"start_date": "2026-10-08", "end_date": "2026-10-14"}),
        ("calculate_leave_days", {"start_date": "2026-09-28", "end_date": "2026-10-14"})],
       [(C, "en", "9 working days. Merged, the leave runs 28 Sep–14 Oct: 28–30 Sep, 8–9 Oct, the make-up Saturday "
                  "10 Oct and 12–14 Oct. (Separately the two requests count 5 and 6 days, but 8 and 9 Oct are in both, "
                  "so 11 − 2 = 9.)"),
        (C, "zh", "合并后按9月28日至10月14日算，共9个工作日。国庆10月1日至7日不扣，10月10日（周六调休上班）要扣。"),
        (C, "en", "HR should deduct 9 working days, not 11 — Oct 8–9 appear in both requests."),
        (C, "zh", "合并后扣 9 days（两张单子分别是5天和6天，重叠的10月8日、9日只算一次）。"),
        (W, "zh", "两张单子5天+6天，合并后扣11个工作日。"),
        (W, "zh", "合并后是9月28日到10月14日，扣8个工作日（9/28–9/30、10/8–10/9、10/12–10/14）。"),
        (W, "en", "Merged, it's 28 Sep–14 Oct, which comes to 14 working days."),
        (W, "zh", "两张单子重叠的是10月8日到10日三天，所以合并后扣5+6−3=8天。"),
        ]),

    # 15. Today Wed 2026-03-25. calculate_leave_days 04-01..05-10: 25 working days of 40 calendar days → 15
    # rest days. 清明 04-04..04-06, 劳动节 05-01..05-05 off; Sat 05-09 is a make-up working day (not a rest
    # day). Weekend days not worked: 11; weekday holidays: 04-06, 05-01, 05-04, 05-05 (4).
    _d("2026-03-25", "4月1号到5月10号这段时间里，一共有多少天休息日（周末加节假日）？",
       [("calculate_leave_days", {"start_date": "2026-04-01", "end_date": "2026-05-10"})],
       [(C, "zh", "一共15天休息日：这段时间40天，其中25个工作日。清明4月4日至6日、劳动节5月1日至5日都在里面，5月9日周六要调休上班，"
                  "不算休息日。"),
        (C, "en", "15 rest days: 40 calendar days minus 25 working days (Qingming 4–6 April and May Day 1–5 May are off; "
                  "Saturday 9 May is a make-up working day)."),
        (C, "zh", "休息日共十五天。"),
        (W, "en", "16 rest days — every Saturday and Sunday in the range plus the Qingming and May Day holidays."),
        (W, "zh", "这段时间有8天休息日（清明3天、劳动节5天）。"),
        (W, "zh", "共25天休息日。"),
        (W, "zh", "休息日是周末11天加上节假日8天，共19天。"),
        (W, "en", "Between 1 April and 10 May there are 15 rest days and 26 working days."),
        ]),

    # 16. Today Thu 2026-08-20; next month = September 2026 (Sept. 1 is a Tuesday): Mondays 9-7, 9-14, 9-21 →
    # workshop Mon 2026-09-21. add_workdays(09-21, -3) = Thu 2026-09-17 (then 09-18 Fri, 09-20 Sun 调休上班,
    # 09-21). Forgetting 09-20 gives 09-16.
    _d("2026-08-20", "Our quarterly workshop is on the third Monday of next month, and registration closes 3 working "
                     "days before it. What's the workshop date, and the last day to register?",
       [("add_workdays", {"date": "2026-09-21", "days": -3})],
       [(C, "en", "The workshop is on Monday, September 21 (Sept. 1 is a Tuesday, so the Mondays are the 7th, 14th and "
                  "21st). Register by Thursday the 17th — Sunday the 20th is a make-up working day, so it counts."),
        (C, "zh", "研讨会是9月21日（周一），最晚9月17日（周四）报名；9月20日周日调休上班，算一个工作日。"),
        (C, "en", "1. Third Monday of September: the 21st\n2. From the 17th, the next three working days are Fri 18, "
                  "Sun 20 (make-up working day) and Mon 21\n3. Register no later than Thursday, 17 September"),
        (W, "en", "Workshop Mon 21 Sep; registration closes Wed 16 Sep (the three working days being 17, 18 and 21)."),
        (W, "zh", "下个月第三个周一是9月14日，最晚9月9日（周三）报名。"),
        (W, "en", "Workshop on Monday 21 September; last day to register is Friday 17 September."),
        (W, "zh", "研讨会9月21日周一；报名截止往后数3个工作日，是9月24日（周四）。"),
        (W, "en", "Workshop: Monday, September 21. Last day to register: Friday, September 18 — three days before."),
        ]),

    # 17. Today Thu 2026-09-10. calculate_leave_days 09-24..09-30: 4 working days of 7 (Thu 09-24, 09-28, 09-29,
    # 09-30); 中秋 09-25..09-27 off. add_workdays(09-30, 1) = Thu 2026-10-08 (国庆 10-01..10-07): back at work.
    _d("2026-09-10", "我请了9月24日到9月30日的年假，要扣几天？休完哪天回来上班？",
       [("calculate_leave_days", {"start_date": "2026-09-24", "end_date": "2026-09-30"}),
        ("add_workdays", {"date": "2026-09-30", "days": 1})],
       [(C, "zh", "扣4天年假（9月24日、28日、29日、30日，中秋9月25日至27日放假不扣）。休完接着国庆10月1日至7日，10月8日（周四）回来上班。"),
        (C, "en", "4 days of annual leave (24, 28, 29 and 30 Sept; Mid-Autumn 25–27 Sept is a holiday). Your leave runs "
                  "straight into Golden Week, so you're back at work on Thursday 8 October."),
        (C, "zh", "扣四天，10.8（星期四）返岗。"),
        (W, "zh", "要扣7天，10月8日（周四）回来上班。"),
        (W, "zh", "扣5天（中秋那天是周五，也要算），10月8日周四回来。"),
        (W, "zh", "扣4天，10月12日（周一）回来上班。"),
        (W, "zh", "扣4天，10月8日（周五）回来上班。"),
        (W, "en", "4 days; you're back at work on Saturday 10 October, the make-up working day."),
        ]),

    # 18. Today Mon 2026-12-21. 三周 = 21 calendar days → Mon 2027-01-11. calculate_leave_days
    # 2026-12-22..2027-01-11: 14 working days of 21 (12-22..12-25: 4; 12-28..12-31: 4; 01-04..01-08: 5; 01-11:
    # 1); 元旦 Fri 2027-01-01 off (estimated). 2027 estimated: caveat needed.
    _d("2026-12-21", "新员工入职材料要在三周内交齐，从今天12月21日算，截止是哪天？这期间（不含今天）有几个工作日？",
       [("calculate_leave_days", {"start_date": "2026-12-22", "end_date": "2027-01-11"})],
       [(C, "zh", "三周后是2027年1月11日（周一），截止就是这天。12月22日到1月11日共21天，其中14个工作日（1月1日元旦放假）。"
                  "2027年放假安排尚未公布，1月的部分按法定节日推算，仅供参考。"),
        (C, "en", "Deadline: Monday 11 January 2027. From 22 Dec to 11 Jan there are 14 working days, with New Year's "
                  "Day (Fri 1 Jan) off. The 2027 holiday schedule has not been published yet, so this is an estimate."),
        (C, "zh", "截止2027.1.11（周一），期间14个工作日（2027年的安排是推算的，以国务院公布为准）。"),
        (C, "zh", "三周 = 21 days → deadline Jan 11, 2027（周一）；14 个工作日。Note: 2027 元旦安排是推算的，not yet announced."),
        (W, "zh", "截止1月11日（周一），期间有14个工作日。"),
        (W, "en", "Deadline is Monday 11 January 2026; 14 working days in between. The 2027 holiday schedule isn't "
                  "published yet, so this is an estimate."),
        (W, "zh", "截止2027年1月11日（周一），期间15个工作日。2027年放假安排尚未公布，以上按推算。"),
        (W, "en", "Three weeks from today is Friday, January 8, 2027 — 13 working days. (2027 holidays are estimated, "
                  "not yet announced.)"),
        ]),

    # 19. Today Tue 2026-12-15. add_workdays(2027-02-10, -10) = Mon 2027-01-25 (the 10 working days after it:
    # 01-26..01-29, 02-01..02-04, 02-09, 02-10); 春节 02-05..02-08 estimated off. 2027 estimated: caveat.
    # Counting the two weekday 春节 days as working gives Wed 01-27; counting forward from 02-10 gives 02-24.
    _d("2026-12-15", "Our annual party is on February 10, 2027, and sign-up closes 10 working days before. What's the "
                     "latest day to sign up?",
       [("add_workdays", {"date": "2027-02-10", "days": -10})],
       [(C, "en", "Sign up by Monday, January 25, 2027. The ten working days from there to the party (Wed Feb 10) skip "
                  "the Spring Festival break, estimated at Feb 5–8. The 2027 holiday schedule has not been published "
                  "yet, so this is an estimate."),
        (C, "zh", "最晚2027年1月25日（周一）报名（2027年的安排是推算的，以国务院公布为准）。"),
        (C, "en", "Latest sign-up: Jan. 25th (Mon). Note this is estimated — the official 2027 Spring Festival schedule "
                  "(and any make-up working days) hasn't been announced, so the real cut-off may shift."),
        (W, "en", "The latest sign-up date is Monday, 25 January 2027."),
        (W, "zh", "最晚2027年1月25日（周一）报名，2027年春节2月5日至8日放假已经官方公布。"),
        (W, "en", "Sign up by Wednesday, January 27, 2027. The 2027 holiday schedule has not been published yet, so "
                  "this is an estimate."),
        (W, "zh", "最晚2027年1月25日（周二）报名。2027年放假安排尚未公布，以上为推算。"),
        (W, "zh", "派对是2月10日，往后数10个工作日是2027年2月24日（周三），最晚那天报名。2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
        ]),

    # 20. Today Mon 2026-07-06; 后天 = Wed 2026-07-08, 这周五 = Fri 07-10. calculate_leave_days 07-08..07-10: 3
    # working days; from the afternoon of 07-08 = 2.5 days = 20 hours (8-hour day); 36 − 20 = 16 hours left.
    _d("2026-07-06", "我想请后天下午到这周五的假，公司按小时扣年假（一天8小时），要扣多少小时？我还剩36小时，休完还剩多少？",
       [("calculate_leave_days", {"start_date": "2026-07-08", "end_date": "2026-07-10"})],
       [(C, "zh", "后天是7月8日（周三），从8日下午请到10日周五，一共2.5天，扣20小时；休完还剩16小时。"),
        (C, "en", "That's Wed 8 July afternoon through Fri 10 July: half a day plus two full days = 2.5 days = 20 hours. "
                  "Your balance goes from 36 to 16 hours."),
        (C, "zh", "2.5天×8小时=20小时，剩余16小时（两天）。"),
        (C, "en", "20 hours deducted, 16 hours left."),
        (W, "zh", "按2.5天算，一天7.5小时，扣18.75小时，还剩17.25小时。"),
        (W, "en", "Wednesday to Friday is 3 working days = 24 hours, leaving 12 hours."),
        (W, "zh", "后天是7月7日（周二），从下午请到周五是3.5天，扣28小时，剩8小时。"),
        (W, "zh", "扣20小时，还剩14小时。"),
        ]),
]
