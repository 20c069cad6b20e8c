"""The twenty-sixth held-out probe set, calendar part: questions, the tool calls a model would make, and final
answers written by hand after reading the tools' REAL results (make_heldout26.py runs the calls). Written blind:
the helper never read the answer check's code nor ran the check on this set.

Material no earlier set used: 个税/社保 filing deadlines (the 15th of the next month, moved to the next working day;
the questions state that simple rule), 加班调休 that must be taken within 3 natural months of the overtime day (the
last usable day, and whether a stated day still qualifies), 入职材料 due within 5 working days of joining, 离职证明
issued within 15 natural days, a payslip sent 2 working days before payday, a meeting room booked 3 working days
ahead, a visa that takes 10 working days, the last Friday of each month as a team day (moved to the working day
before when it is a holiday), the year-end bonus on the last working day before 春节 2027 (estimated), a new
joiner's first month's pay (working days worked ÷ the month's working days), ISO week numbers (2026 has a week 53),
half-day leave counted in hours (4 h) across a week with a holiday or a 调休 Saturday, and 劳动节 2030 (estimated).
Shapes: one-liners, explanations, numbered steps, Markdown tables, mixed Chinese and English, extra true facts.
Forms: 2026/10/9 (Fri.), 9-Oct-2026, Oct 9, 9.10. (d.m.), 10/9 said to be m/d, 下下周一, next Tuesday, this Friday,
by close of business, no later than, on or before, 三个月内, 十五个自然日, 星期/周/礼拜/Fri., 4 hrs / 半天=4小时,
ranges with –, to, ~, 至, Chinese numerals, 全角数字.
Errors (one per wrong answer): wrong date, wrong weekday, off by one, natural vs working days confused, a deadline
moved the wrong way, a 调休上班日 treated as a rest day (or the reverse), a holiday counted as a working day (or the
reverse), 3 months read as 90 days, the wrong last Friday, wrong ISO week, wrong total, wrong arithmetic, wrong year,
a missing estimate caveat, an estimate called official, an invented rule.
Never tuned on: every case is report.

Audit (calendar part): a second blind helper rebuilt the tool results (make_heldout26.py --part calendar) and judged
all 160 answers against them, chinese_calendar for 2026 (incl. the 5/9, 9/20 and 10/10 调休 days, 中秋 9/25–27),
the workcalendar estimates for 2027 and 2030, datetime weekdays and ISO weeks, the arithmetic and the 8-hour day.
Every label held. Two wrong answers were reworded so their one error cannot be read away: case 1's fourth wrong
answer put its invented rule on 社保, which the question does not ask about (it now invents "周末不顺延" and gives
11月15日, against the stated rule); case 4's weekend-extension wrong answer echoed a real legal rule for periods
(民法典 第二百零三条) and so was arguable (it now invents a one-week grace period). Case 13's list and one-line
correct answers do not use the requested table; they were kept (every date is given; format only).
Counts unchanged: 20 questions, 160 answers, 70 correct, 90 wrong."""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

L = "calculate_leave_days"
AW = "add_workdays"

CALENDAR_CASES = [
    # 1. 10月所属期个税: 次月15日 = 2026-11-15 (Sun) → next working day 2026-11-16 (Mon). Today Tue 11-03, so 11-16 is
    # 下下周一 (this week 11-02..08, next 11-09..15).
    _d("2026-11-03", "10月的个税要在次月15日前申报，15日不是工作日就顺延到下一个工作日（就按这个简单规则算）。这次最晚哪天报？",
       [(AW, {"date": "2026-11-14", "days": 1})],
       [(C, "zh", "本次（10月所属期）个税申报截止日：11月15日是星期日，顺延到下一个工作日，即2026年11月16日（星期一）。"),
        (C, "en", "Nov 15 is a Sunday, so the deadline moves to the next working day: Monday, 16-Nov-2026. File no later than that."),
        (C, "zh", "最晚１１月１６日（周一）申报；１５号是周日，按规则顺延到下一个工作日。"),
        (C, "zh", "下下周一（11月16日）截止，15号那天是礼拜天。"),
        (W, "zh", "15日是周日，要提前到前一个工作日，也就是11月13日（周五）前报完。"),
        (W, "en", "Nov 15 falls on a Saturday, so it rolls forward to Monday Nov 16."),
        (W, "zh", "15号是周日，顺延后截止日是11月17日（周二）。"),
        (W, "zh", "15号是周日，但顺延只适用于法定节假日，普通周末不顺延，所以最晚就是11月15日（周日）当天，网上申报周末也能报。")]),
    # 2. 7月社保: 次月15日 = 2026-08-15 (Sat) → 2026-08-17 (Mon); no holiday or 调休 in between.
    _d("2026-08-05", "Our social-insurance (社保) declaration for July is due on the 15th of the next month; if that day isn't a "
       "working day it moves to the next working day. What's the deadline?",
       [(AW, {"date": "2026-08-14", "days": 1})],
       [(C, "en", "Aug 15 is a Saturday, so the deadline rolls forward to Monday 17 August 2026."),
        (C, "en", "Deadline: 2026/8/17 (Mon.) — the 15th is a Saturday, and there is no holiday or 调休 in between."),
        (C, "zh", "7月的社保最晚8月17日（周一）申报，因为15日是周六。"),
        (C, "en", "17.8. (Monday): the 15th falls on a Saturday, so it moves to the next working day."),
        (W, "en", "Since the 15th is a Saturday, you have to submit by Friday 14 August."),
        (W, "zh", "截止日是8月16日（周日），也就是15号的第二天。"),
        (W, "zh", "15号是周六，顺延到8月17日（周二）。"),
        (W, "en", "It moves to Monday 17 August, and because it was moved you also get an automatic 3-day grace period, "
                  "so the 20th is fine.")]),
    # 3. Overtime Sat 2026-07-11; window to the same date 3 months later = 2026-10-11 (Sun, rest day). The last working day
    # on or before it is 2026-10-10 (Sat, 国庆调休上班日) → last usable day 10-10. 7-11 + 90 days = 10-09.
    _d("2026-07-13", "我7月11日（上周六）加了一天班。公司规定加班调休必须在加班日起三个月内休完（到三个月后的同一日为止，例如3月5日加班最晚"
       "6月5日），调休只能用在工作日。我最晚哪天能调休？",
       [(L, {"start_date": "2026-10-10", "end_date": "2026-10-11"})],
       [(C, "zh", "期限到10月11日（周日），那天本来就休息；10月10日（周六）是国庆调休上班日，所以最晚可以在10月10日调休。"),
        (C, "en", "The window runs to Sun 11 Oct 2026; since the 11th is a rest day, the last working day you can use it on is "
                  "Sat 10 Oct, a 调休上班日."),
        (C, "zh", "1. 7月11日＋3个月 = 10月11日（周日）；\n2. 10月11日不上班，调休用不上；\n3. 10月10日（周六）调休上班，是工作日。\n"
                  "→ 最晚10月10日调休。"),
        (C, "zh", "最晚十月十日（星期六，国庆调休补班日）；十月十一日是星期日，不用上班。"),
        (W, "zh", "三个月按90天算，7月11日加90天是10月9日（周五），最晚那天调休。"),
        (W, "zh", "到期日10月11日是周日，前一天10月10日周六也休息，所以最晚10月9日（周五）调休。"),
        (W, "en", "The last day you can take it is Friday 10 October, the make-up working day after National Day."),
        (W, "zh", "三个月后是10月12日（周一），最晚那天调休。")]),
    # 4. Overtime Sat 2026-08-22; window ends 2026-11-22 (Sun). Mon 11-23 is too late; last usable working day Fri 11-20
    # (= this Friday; today Mon 11-16). Tool: 11-20..11-23 has 2 working days (20, 23).
    _d("2026-11-16", "I worked overtime on Saturday 22 August 2026. Comp time must be taken within 3 natural months of the overtime "
       "day (up to the same date three months later), on a working day. Can I still take it on Monday 23 November?",
       [(L, {"start_date": "2026-11-20", "end_date": "2026-11-23"})],
       [(C, "en", "No. The window ends on Sunday 22 November, so Monday the 23rd is one day too late; the last working day you "
                  "can use it is Friday 20 November."),
        (C, "zh", "不行。三个月内到11月22日（周日）为止，11月23日已经过期；最晚只能在11月20日（周五）调休。"),
        (C, "en", "No — the 3-month window closes Sun. Nov 22, so use it by Fri. Nov 20."),
        (C, "en", "No. 8/22 + 3 months = 11/22 (m/d), a Sunday. Take it by Friday 11/20, i.e. this Friday."),
        (W, "zh", "可以，期限含11月23日当天，周一调休没问题。"),
        (W, "zh", "不行。期限到11月22日（周六）为止，最晚11月20日（周五）调休。"),
        (W, "en", "Technically the window ends Sunday 22 November, but comp time always gets an automatic one-week grace "
                  "period after the window closes, so Monday 23 November is fine."),
        (W, "zh", "不行，已经过期了。最晚只能在11月19日（周四）调休。")]),
    # 5. Joined Mon 2026-09-28; 5 working days after (joining day not counted): 9-29, 9-30, 10-08, 10-09, 10-10 (Sat 调休上班)
    # → 2026-10-10 (Sat). Holidays 10-01..07 skipped.
    _d("2026-09-28", "我今天（9月28日）入职，入职材料要在入职后5个工作日内交齐（入职当天不算）。最晚哪天交？",
       [(AW, {"date": "2026-09-28", "days": 5})],
       [(C, "zh", "最晚10月10日（周六）交。9月29日、30日算两天，10月1日–7日国庆放假，10月8日、9日再两天，10月10日周六调休上班是第5个工作日。"),
        (C, "en", "Hand them in by Sat. 10 Oct 2026 — it's a 调休 working Saturday and the 5th working day after today."),
        (C, "zh", "截止２０２６年１０月１０日（星期六，调休上班）。"),
        (C, "en", "Deadline: 10/10 (Sat), 国庆后的调休上班日, by close of business."),
        (W, "zh", "国庆后10月8日、9日上两天班，周末休息，所以最晚10月12日（周一）。"),
        (W, "zh", "入职后5天就是10月3日，赶上国庆放假，顺延到10月8日（周四）交。"),
        (W, "zh", "9月29日、30日、10月1日、2日算四天，第五天是10月5日（周一），最晚那天交。"),
        (W, "en", "The deadline is Sunday 10 October, the make-up working day after the National Day break.")]),
    # 6. Joined Thu 2026-04-30; 5 working days after: 05-06, 07, 08, 09 (Sat 调休上班), 11 → Mon 2026-05-11; 05-01..05 off.
    _d("2026-04-30", "New starter today (30 April). Onboarding documents are due within 5 working days of joining, not counting the "
       "joining day. What's the deadline?",
       [(AW, {"date": "2026-04-30", "days": 5})],
       [(C, "en", "Monday 11 May 2026. The Labour Day break (1–5 May) doesn't count; 6, 7, 8 May, the make-up Saturday 9 May "
                  "and Monday 11 May are the five working days."),
        (C, "en", "By close of business on 11-May-2026 (Mon)."),
        (C, "zh", "最晚5月11日（周一）交齐：5月6日、7日、8日、9日（周六调休上班）、11日。"),
        (C, "en", "Deadline 11.5. (Monday); remember that Saturday 9.5. is a working day."),
        (W, "en", "Working days are 6, 7, 8, 11 and 12 May, so they're due Tuesday 12 May."),
        (W, "en", "Due Thursday 7 May: 1, 4, 5, 6 and 7 May are the five weekdays after you join."),
        (W, "zh", "4月30日往后5天是5月5日，那天放假，所以5月6日（周三）交。"),
        (W, "zh", "最晚5月11日（周二）交齐。")]),
    # 7. Left Thu 2026-09-24; 15 natural days from 09-25 → Fri 2026-10-09 (only 5 working days inside: 9-28..30, 10-8, 10-9).
    # 15 working days would be Thu 10-22; 15 non-holiday days Mon 10-19.
    _d("2026-09-24", "我今天最后一天上班（9月24日离职）。公司说离职证明在离职次日起十五个自然日内开出。最晚哪天能拿到？",
       [(L, {"start_date": "2026-09-25", "end_date": "2026-10-09"})],
       [(C, "zh", "最晚10月9日（星期五）。从9月25日数十五个自然日到10月9日，中秋和国庆假期也算在内。"),
        (C, "en", "By Fri. 9 Oct 2026: 15 calendar days counted from 25 Sep, holidays included."),
        (C, "zh", "十月九日（周五）前应开具；这段时间其实只有5个工作日（9月28–30日、10月8–9日）。"),
        (C, "en", "No later than 2026/10/9 (Fri.)."),
        (W, "zh", "按十五个工作日算，最晚10月22日（周四）。"),
        (W, "zh", "中秋、国庆这10天假期不算在十五日内，所以最晚10月19日（周一）。"),
        (W, "zh", "最晚10月10日（周六）。"),
        (W, "en", "At the latest on Thursday 9 October.")]),
    # 8. Left Tue 2026-04-28; 15 calendar days from 04-29 → Wed 2026-05-13 (9 working days inside). 15 working days → Thu
    # 05-21; 15 non-holiday days → Mon 05-18.
    _d("2026-04-28", "My last day is today, 28 April. The separation certificate (离职证明) must be issued within 15 calendar days, "
       "counting from the next day. By when?",
       [(L, {"start_date": "2026-04-29", "end_date": "2026-05-13"})],
       [(C, "en", "By Wednesday 13 May 2026: 15 calendar days from 29 April, the May Day break included."),
        (C, "en", "Latest: 13-May-2026 (Wed.). That window has only 9 working days because of 1–5 May, but the rule counts "
                  "calendar days."),
        (C, "zh", "最晚5月13日（周三）开出。"),
        (C, "en", "On or before May 13 (a Wednesday)."),
        (W, "en", "Counting 15 working days from 29 April, the deadline is Thursday 21 May."),
        (W, "zh", "最晚5月14日（周四）。"),
        (W, "en", "By Tuesday 13 May."),
        (W, "en", "The May Day holiday (1–5 May) doesn't count towards the 15 days, so it's Monday 18 May.")]),
    # 9. Payday Thu 2026-10-08; 2 working days before: 09-30 (1st), 09-29 (2nd) → Tue 2026-09-29 (下周二 from Mon 09-21).
    _d("2026-09-21", "10月的发薪日是10月8日（周四），工资条在发薪日前2个工作日发。哪天能收到工资条？",
       [(AW, {"date": "2026-10-08", "days": -2})],
       [(C, "zh", "9月29日（周二）。倒着数：9月30日是前1个工作日，9月29日是前2个；10月1日–7日国庆放假不算。"),
        (C, "en", "Tue. 29 Sep 2026, two working days before payday, skipping the 1–7 Oct break."),
        (C, "zh", "下周二（9月29日）就能收到。"),
        (C, "en", "29.9. (Tuesday)."),
        (W, "zh", "发薪日前两天，工资条10月6日（周二）发出。"),
        (W, "en", "You'll get it on Wed 30 Sep, the working day before the holiday."),
        (W, "zh", "9月29日（周三）。"),
        (W, "en", "Because 1–7 Oct are holidays, the 2-working-day rule is suspended and the payslip comes with the pay on 8 Oct.")]),
    # 10. Meeting Mon 2026-05-11; book 3 working days ahead: after Thu 05-07 come 05-08, 05-09 (Sat 调休上班), 05-11
    # → latest Thu 2026-05-07.
    _d("2026-04-30", "5月11日（周一）要用大会议室，规定要提前3个工作日预订（预订当天不算）。最晚哪天订？",
       [(AW, {"date": "2026-05-11", "days": -3})],
       [(C, "zh", "最晚5月7日（周四）订。之后5月8日、9日（周六调休上班）、11日正好3个工作日。"),
        (C, "en", "Book by Thu. 7 May at the latest: Sat 9 May is a make-up working day and counts."),
        (C, "zh", "五月七日（星期四）之前订好。"),
        (C, "en", "Latest 5/7 (m/d), 礼拜四."),
        (W, "zh", "5月9日是周六，休息，往前数3个工作日是5月6日（周三），最晚那天订。"),
        (W, "zh", "提前3天就行，5月8日（周五）订。"),
        (W, "zh", "最晚5月7日（周三）订。"),
        (W, "en", "Book no later than Friday 8 May: Friday, the make-up Saturday and Monday are the three working days.")]),
    # 11. Review Fri 2026-10-09; book 3 working days ahead: after Tue 09-29 come 09-30, 10-08, 10-09 → Tue 2026-09-29
    # (next Tuesday from Tue 09-22).
    _d("2026-09-22", "The quarterly review is on Friday 9 October. Rooms must be booked 3 working days ahead (booking day not "
       "counted). What's the latest day to book?",
       [(AW, {"date": "2026-10-09", "days": -3})],
       [(C, "en", "Tuesday 29 September: after that only 30 Sep, 8 Oct and 9 Oct are working days, because 1–7 Oct is the "
                  "National Day break."),
        (C, "en", "Latest: 2026/9/29 (Tue.), i.e. next Tuesday."),
        (C, "zh", "最晚9月29日（周二）预订。"),
        (W, "en", "Book by Tuesday 6 October, three days before the review."),
        (W, "zh", "最晚9月29日（周一）订。"),
        (W, "zh", "最晚9月30日（周三）订，那是节前最后一个工作日。"),
        (W, "en", "The holiday eats those days, so the deadline moves to Thursday 8 October."),
        (W, "zh", "最晚9月29日（周二）。不过跨长假的预订按规定必须在假期前一周完成，所以要在9月24日（周四）前订。")]),
    # 12. Visa must be out Fri 2026-10-16 (trip Mon 10-19); 10 working days, submission day not counted: 09-29, 09-30,
    # 10-08, 10-09, 10-10 (Sat 调休上班), 10-12..16 → latest submission Mon 2026-09-28.
    _d("2026-09-10", "10月19日（周一）出发去日本出差。签证办理要10个工作日（递交当天不算，第10个工作日出签），必须在10月16日（周五）拿到。"
       "最晚哪天递交？",
       [(AW, {"date": "2026-10-16", "days": -10})],
       [(C, "zh", "最晚9月28日（周一）递交：之后9月29日、30日，10月8日、9日、10日（周六调休上班）、12日至16日，正好10个工作日。"),
        (C, "en", "Apply no later than Mon. 28 Sep 2026; the 10th working day after that is Fri. 16 Oct."),
        (C, "zh", "| 项目 | 日期 |\n|---|---|\n| 最晚递交 | 9月28日（周一） |\n| 出签 | 10月16日（周五） |\n"
                  "| 跳过 | 国庆 10月1日~7日 |\n| 计入 | 10月10日（周六调休上班） |"),
        (W, "zh", "10月10日周六不算工作日，要再往前推一天，9月25日中秋放假，所以最晚9月24日（周四）递交。"),
        (W, "zh", "10个自然日，10月6日递交就来得及。"),
        (W, "en", "Apply by Sunday 28 September."),
        (W, "en", "Counting the National Day weekdays as working days, apply by Monday 5 October."),
        (W, "zh", "最晚9月29日（周二）递交。")]),
    # 13. Last Fridays: Sep 25 (中秋 holiday → Thu 09-24), Oct 30, Nov 27, Dec 25 (all Fri, working days; Christmas is not a
    # holiday in China).
    _d("2026-09-01", "我们每月最后一个周五是团队日，如果那天放假就提前到前一个工作日。今年9月到12月的团队日分别是哪天？请用表格列出。",
       [(L, {"start_date": "2026-09-24", "end_date": "2026-09-25"}),
        (L, {"start_date": "2026-10-30", "end_date": "2026-10-30"}),
        (L, {"start_date": "2026-11-27", "end_date": "2026-11-27"}),
        (L, {"start_date": "2026-12-25", "end_date": "2026-12-25"})],
       [(C, "zh", "| 月份 | 最后一个周五 | 团队日 |\n|---|---|---|\n| 9月 | 9月25日（中秋放假） | 9月24日（周四） |\n"
                  "| 10月 | 10月30日 | 10月30日（周五） |\n| 11月 | 11月27日 | 11月27日（周五） |\n| 12月 | 12月25日 | 12月25日（周五） |"),
        (C, "en", "- Sep: Thu 24 Sep (Fri 25 Sep is Mid-Autumn)\n- Oct: Fri 30 Oct\n- Nov: Fri 27 Nov\n- Dec: Fri 25 Dec"),
        (C, "zh", "9月24日（周四，因25日中秋放假提前）、10月30日、11月27日、12月25日（后三个都是周五）。"),
        (W, "zh", "| 月份 | 团队日 |\n|---|---|\n| 9月 | 9月24日（周四） |\n| 10月 | 10月23日（周五） |\n| 11月 | 11月27日（周五） |\n"
                  "| 12月 | 12月25日（周五） |"),
        (W, "zh", "9月25日中秋放假，顺延到9月28日（周一）；10月30日、11月27日、12月25日照常（都是周五）。"),
        (W, "en", "Sep 25, Oct 30, Nov 27 and Dec 25, all Fridays and all normal working days."),
        (W, "zh", "9月24日（周四）、10月30日（周五）、11月27日（周五）、12月25日（周四）。"),
        (W, "en", "Thu 24 Sep (Mid-Autumn on the 25th), Fri 30 Oct, Fri 27 Nov, and Thu 24 Dec, since 25 Dec is Christmas.")]),
    # 14. 春节 2027 (estimated: 除夕 Fri 2027-02-05 to 02-08 off) → last working day before it Thu 2027-02-04; 2027 is an
    # estimate, so correct answers carry the caveat.
    _d("2026-12-07", "年终奖在2027年春节前最后一个工作日发，那是哪天？",
       [(L, {"start_date": "2027-02-01", "end_date": "2027-02-08"})],
       [(C, "zh", "按推算，2027年春节假期从2月5日（除夕，周五）开始，年终奖在2月4日（周四）发。2027年放假安排尚未公布，以国务院通知为准。"),
        (C, "en", "Estimated: Thursday 4 Feb 2027, the last working day before the Spring Festival days off (5–8 Feb by statute). "
                  "The 2027 schedule hasn't been announced yet, so this may change."),
        (C, "zh", "大约是2027/2/4（周四）。这是推算，官方2027年放假安排还没出，可能因调休变动。"),
        (W, "zh", "2027年2月4日（周四）发年终奖，春节2月5日–8日放假。"),
        (W, "en", "According to the official 2027 holiday schedule, the last working day before Spring Festival is Thursday "
                  "4 February."),
        (W, "zh", "除夕2月5日（周五）还要上班，年终奖那天发。2027年放假安排尚未公布，以上为推算。"),
        (W, "zh", "2月4日（周三）发。（2027年的安排是推算的，以国务院公布为准）"),
        (W, "en", "Estimated: Wednesday 3 February 2027. The 2027 holiday schedule has not been published yet, so this is an "
                  "estimate.")]),
    # 15. Joined Wed 2026-09-16, 11,000/month. September: 22 working days (incl. Sun 09-20 调休上班, excl. Fri 09-25 中秋);
    # 09-16..30: 11 working days → 11000 × 11 / 22 = 5,500.
    _d("2026-09-16", "我今天（9月16日）入职，月薪11000元，9月按当月实际工作日折算：工资 = 月薪 × 出勤工作日 ÷ 当月工作日。如果我从今天起"
       "每个工作日都上班，9月工资是多少？",
       [(L, {"start_date": "2026-09-01", "end_date": "2026-09-30"}),
        (L, {"start_date": "2026-09-16", "end_date": "2026-09-30"})],
       [(C, "zh", "9月共22个工作日（含9月20日周日调休上班，不含9月25日中秋），你出勤11天，工资11000×11÷22 = 5500元。"),
        (C, "en", "September 2026 has 22 working days; from 16 to 30 Sep you work 11 of them (including the make-up Sunday "
                  "20 Sep; 25 Sep is Mid-Autumn). Pay: 11,000 × 11/22 = CNY 5,500."),
        (C, "zh", "1. 当月工作日：22天\n2. 出勤：9月16日至30日，11个工作日\n3. 11000 × 11 ÷ 22 = 5500元"),
        (W, "zh", "9月20日周日不上班，所以出勤10天，当月21个工作日，11000×10÷21≈5238.10元。"),
        (W, "zh", "中秋9月25日也按工作日算：出勤12天，当月23天，11000×12÷23≈5739.13元。"),
        (W, "zh", "当月22个工作日，你出勤11天，11000×11÷22 = 5000元。"),
        (W, "en", "Pay is 11,000 ÷ 21.75 × 11 working days = CNY 5,563.22."),
        (W, "en", "You work 12 of September's 22 working days, so 11,000 × 12/22 = CNY 6,000.")]),
    # 16. ISO weeks: Sun 2026-09-20 (调休上班) is in W38 (09-14..20); Sat 2026-10-10 (调休上班) is in W41 (10-05..11).
    _d("2026-09-18", "这周日（9月20日）要调休上班，国庆后10月10日（周六）也要上班。按ISO周算，这两天分别是第几周？",
       [(L, {"start_date": "2026-09-20", "end_date": "2026-09-20"}),
        (L, {"start_date": "2026-10-09", "end_date": "2026-10-10"})],
       [(C, "zh", "9月20日（周日）属于2026年第38周（ISO周从周一开始，第38周是9月14日至20日）；10月10日（周六）属于第41周（10月5日至11日）。"),
        (C, "en", "Sun 20 Sep is in ISO week 38 (14–20 Sep); Sat 10 Oct is in ISO week 41 (5–11 Oct). Both are make-up "
                  "working days."),
        (C, "zh", "9月20日在W38，10月10日在W41。"),
        (W, "zh", "9月20日（周日）是第39周的第一天，10月10日（周六）是第41周。"),
        (W, "zh", "9月20日属于第38周，10月10日属于第40周。"),
        (W, "zh", "9月20日是第38周，不过那天是周日，不用上班；10月10日是第41周，要上班。"),
        (W, "en", "20 Sep is in ISO week 38 and Sunday 10 Oct is in ISO week 41."),
        (W, "zh", "都是ISO周：第38周是9月15日到21日，9月20日在其中；10月10日在第41周。")]),
    # 17. 2026-01-01 is a Thursday, so 2026 has an ISO week 53: Mon 12-28-2026..Sun 2027-01-03. Fri 2027-01-01 is 2026-W53;
    # 2027-W01 starts Mon 2027-01-04. 12-28..31 = 4 working days.
    _d("2026-12-07", "For our year-end report: what ISO week number is the last working week of 2026 (28–31 Dec), and which ISO "
       "week does Friday 1 January 2027 belong to?",
       [(L, {"start_date": "2026-12-28", "end_date": "2026-12-31"})],
       [(C, "en", "Both are in ISO week 53 of 2026: that week runs Mon 28 Dec 2026 to Sun 3 Jan 2027, so Fri 1 Jan 2027 is "
                  "2026-W53. ISO week 1 of 2027 starts on Mon 4 Jan 2027."),
        (C, "zh", "12月28日–31日是2026年第53周；2027年1月1日（周五）也属于2026年第53周，2027年第1周从1月4日（周一）开始。"),
        (C, "en", "2026-W53 for both (28 Dec to 3 Jan); 2027-W01 starts 4 Jan."),
        (W, "en", "28–31 Dec is ISO week 52 of 2026, and 1 Jan 2027 falls in that same week."),
        (W, "zh", "12月28日–31日是2026年第53周，但2027年1月1日是新的一年，属于2027年第1周。"),
        (W, "en", "Both are in week 53 of 2026, which runs Monday 28 Dec to Sunday 3 Jan; the first ISO week of 2027 starts "
                  "Monday 5 Jan."),
        (W, "en", "ISO week 53 for both; 2026 is one of the rare 53-week years because it began on a Wednesday."),
        (W, "zh", "12月28日至31日属于2026年第53周，共5个工作日；2027年1月1日也在第53周。")]),
    # 18. Half days (4 h) on 2026-06-15..19: Fri 06-19 is 端午 → 4 working days × 4 h = 16 h (= 2 days).
    _d("2026-06-10", "Next week (15–19 June) I want to take every afternoon off as half-day leave (半天=4小时). How many hours of "
       "leave is that?",
       [(L, {"start_date": "2026-06-15", "end_date": "2026-06-19"})],
       [(C, "en", "16 hours: Mon 15 to Thu 18 June are working days (4 × 4 h); Fri 19 June is the Dragon Boat holiday, so no "
                  "leave is needed that day."),
        (C, "zh", "共16小时（4个工作日×4小时），6月19日端午放假不用请。"),
        (C, "en", "| Day | Leave |\n|---|---|\n| Mon 15 Jun | 4 hrs |\n| Tue 16 Jun | 4 hrs |\n| Wed 17 Jun | 4 hrs |\n"
                  "| Thu 18 Jun | 4 hrs |\n| Fri 19 Jun | holiday (端午) |\n| **Total** | **16 hrs** |"),
        (W, "zh", "5个下午×4小时 = 20小时。"),
        (W, "en", "Four working days (Fri 19 June is Dragon Boat Festival) × 4 hrs = 12 hrs."),
        (W, "en", "Dragon Boat Festival is Thursday 18 June, so you need the other four afternoons: 16 hrs."),
        (W, "zh", "16小时，相当于4天年假（19日端午放假）。"),
        (W, "zh", "16小时；另外按规定节前最后一个工作日的半天假必须按整天扣，所以一共20小时。")]),
    # 19. Half days 2026-10-08..14: working days 10-08, 09, 10 (Sat 调休上班), 12, 13, 14 = 6 → 6 × 4 = 24 h (= 3 days).
    _d("2026-09-30", "国庆后10月8日到10月14日，我每天下午请半天假（半天=4小时）去照顾家人，一共要请多少小时？",
       [(L, {"start_date": "2026-10-08", "end_date": "2026-10-14"})],
       [(C, "zh", "24小时：10月8日、9日、10日（周六调休上班）、12日、13日、14日共6个工作日，每天4小时。"),
        (C, "en", "24 hrs: six working days (8, 9, 10 [make-up Saturday], 12, 13, 14 Oct) × 4 hrs, i.e. 3 full days."),
        (C, "zh", "共２４小时（６个工作日×４小时），１０月１０日周六要上班，也要请。"),
        (W, "zh", "5个工作日×4小时=20小时，10月10日是周六不用请。"),
        (W, "zh", "10月8日至14日共7天，每天4小时，一共28小时。"),
        (W, "zh", "6个工作日×4小时=24小时，折合4天假。"),
        (W, "en", "24 hrs across six working days; note Sunday 10 Oct is a make-up working day, so it needs leave too."),
        (W, "zh", "调休上班日请假按规定双倍扣，10月10日算8小时，加上其余5天各4小时，一共28小时。")]),
    # 20. 劳动节 2030 (estimated): Wed 05-01 and Thu 05-02; 2030-04-29..05-03 has 3 working days (Mon 4-29, Tue 4-30, Fri 5-3)
    # → 3 days of annual leave; estimate caveat needed.
    _d("2027-06-01", "2030年劳动节放哪几天？如果我4月29日到5月3日整段休假，需要用几天年假？",
       [(L, {"start_date": "2030-04-29", "end_date": "2030-05-03"})],
       [(C, "zh", "按法定节日推算，2030年劳动节是5月1日（周三）、2日（周四）两天；4月29日–5月3日中要用3天年假（4月29日、30日和5月3日）。"
                  "2030年放假安排尚未公布，实际调休可能不同，以国务院通知为准。"),
        (C, "en", "Estimated: 1–2 May 2030 (Wed–Thu) are the statutory days off, so 29 Apr to 3 May would cost 3 days of annual "
                  "leave (29, 30 Apr and 3 May). The official 2030 schedule hasn't been published, so this is only an estimate; "
                  "a 调休 arrangement could change it."),
        (C, "zh", "推算：5月1日至2日放假，年假用3天。仅供参考，2030年的安排还没公布。"),
        (W, "zh", "2030年劳动节5月1日（周三）、2日（周四）放假，4月29日–5月3日要用3天年假。"),
        (W, "en", "According to the State Council's published 2030 schedule, 1–2 May are off, so you need 3 days of annual leave."),
        (W, "zh", "按推算，5月1日（周二）、2日（周三）放假，年假用3天。2030年放假安排尚未公布，仅供参考。"),
        (W, "zh", "4月29日到5月3日共5个工作日，要用5天年假；劳动节只是5月1日、2日这两天。（2030年安排为推算，以官方公布为准）"),
        (W, "en", "By law Labour Day is 1–5 May, so you'd need only 2 days of leave (29 and 30 Apr). This is an estimate; the "
                  "2030 schedule isn't out yet.")]),
]
