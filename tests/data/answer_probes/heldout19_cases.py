"""The nineteenth held-out probe set, calendar part: questions, the tool calls a model would make, and final
answers written by hand after reading the tools' REAL results (make_heldout19.py runs the calls and writes
heldout19.jsonl). Written blind: by a helper who never read the answer check's code, its prompts, its tests
or earlier sets' data, and never ran the check on this set.

Material no earlier set used: 大小周 (which Saturdays of a month are 大周 given the first one; July and August
2026, and May 2026 where the 大周 Saturday 5月2日 is a 劳动节 holiday and the 小周 Saturday 5月9日 is a 调休上班日);
a 做六休一 roster (rest every Monday, June 2026 with 端午) and a 四班三倒 roster (6 on 2 off, October 2026 with
国庆 and the 10月10日 make-up Saturday) against the calendar's working days; "次月10日前" deadlines that move
when the 10th is a rest day (10月10日 a make-up Saturday, so no move; 5月10日 a Sunday moved earlier onto the
make-up Saturday 5月9日; 2027-01-10 a Sunday moved later, estimated); payroll cut-offs "每月25日截止，遇周末或
节假日提前到前一个工作日" (July–October 2026, 9月25日 中秋); the 半年报 due on the last working day of H1 2026 and a
2027 年报 due on the last working day of 2027 (estimated, the next working day in 2028); 补休 within N working days
of the overtime day (across 中秋 + 国庆 with the 9月20日 make-up Sunday, across 春节 with the 2月14日 make-up
Saturday); leave straddling a 调休 Saturday and a holiday (leave days vs days away: 国庆 and 劳动节); a table of
five people's leave (who is away on the make-up Saturday 10月10日); dates written in Chinese numerals
(二〇二六年十月八日, 三月六号); 本周末 and "the Friday after next" in the 中秋 week; 节前最后一天 before 国庆.

Forms: 大周/小周, 单休/双休, 节前最后一天, 次月, 下下周, 本周末, "the Friday after next", "end of H1",
Chinese-numeral dates, a table of people and their leave, Markdown tables, bullet and numbered lists, day-by-day
counts, one-liners, answers mixing Chinese and English, answers that add extra true facts.

Errors (one per wrong answer): a wrong date, a wrong weekday, off by one, a 大周 Saturday put on the wrong week,
roster days and calendar working days confused, a deadline moved the wrong way, a 调休上班日 treated as a rest
day (or a rest day or holiday treated as worked), a wrong total, the wrong person named, the wrong year, a
missing estimate caveat, an estimate called official, an invented rule.

Never tuned on: every case is report.

Audit (calendar part): a second helper, working blind, rebuilt the calls (make_heldout19.py --part calendar) and
judged all 160 answers, each on its own, against the stored tool results, chinese_calendar for 2026 (holidays,
the 2/14, 2/28, 5/9, 9/20 and 10/10 make-up days), the repo's workcalendar estimates for 2027/2028 (tool results
carry the caveat), datetime weekdays and the arithmetic (大小周 parity, roster counts, leave totals). Every
correct answer is complete and right, and carries the caveat where it relies on 2027+; every wrong answer has a
clear error. One change: in question 2 a wrong answer called 8月15日 the 下下周六. Said on Wednesday 8/5, a
colloquial reading that takes 下周六 to mean the coming Saturday (8/8) makes 8/15 the 下下周六, so the error
could be read away. It now says 8月29日, which no reading makes the 下下周六; the rest is unchanged and its label
stays wrong. Final counts: 20 questions, 160 answers, 70 correct, 90 wrong."""
from __future__ import annotations

from heldout4_cases import C, W, _d


def _leave(start, end):
    return ("calculate_leave_days", {"start_date": start, "end_date": end})


def _add(date, days):
    return ("add_workdays", {"date": date, "days": days})


CALENDAR_CASES = [
    # 1. Today 2026-06-29 (Mon). July 2026: 23 working days, no holiday, no make-up day. Saturdays 4, 11, 18, 25;
    # 大周 (first Saturday 7/4 given) = 7/4 and 7/18, 小周 = 7/11 and 7/25. Days worked = 23 + 2 = 25;
    # 双休 23 (+2), 单休 every Saturday 23 + 4 = 27 (-2).
    _d("2026-06-29",
       "我们公司实行大小周，7月第一个周六（7月4日）是大周要上班，之后一周大一周小交替。7月份哪几个周六要上班？"
       "整个7月我一共上几天班？跟双休、单休比分别差几天？",
       [_leave("2026-07-01", "2026-07-31")],
       [(C, "zh", "7月要上班的周六是7月4日和7月18日（大周），7月11日、25日是小周休息。7月国家日历上有23个工作日，"
                  "没有节假日，再加2个大周周六，一共上25天班；比双休多2天，比单休（27天）少2天。"),
        (C, "en", "Working Saturdays in July: Jul 4 and Jul 18 (big weeks); Jul 11 and Jul 25 are small weeks, off. "
                  "July has 23 ordinary working days and no public holiday, so you work 23 + 2 = 25 days — 2 more "
                  "than a 双休 schedule and 2 fewer than 单休 (27)."),
        (C, "zh", "| 周六 | 大/小周 | 上班？ |\n|---|---|---|\n| 7/4 | 大周 | 上班 |\n| 7/11 | 小周 | 休息 |\n"
                  "| 7/18 | 大周 | 上班 |\n| 7/25 | 小周 | 休息 |\n\n合计：工作日23天 + 大周周六2天 = 25天。"
                  "双休是23天（你多2天），单休是27天（你少2天）。"),
        (C, "en", "大周 Saturdays: 4 July and 18 July. Total for July: 25 days (23 weekdays — no holiday this month — "
                  "plus those two Saturdays). vs 双休: +2; vs 单休: −2."),
        (W, "zh", "7月上班的周六是7月11日和7月25日，7月4日、18日是小周休息。全月23个工作日加2个周六，一共25天，"
                  "比双休多2天，比单休少2天。"),
        (W, "zh", "大周是7月4日和7月18日，这两个周六上班。7月共上24天（23个工作日+2个大周周六），比双休多2天，"
                  "比单休少2天。"),
        (W, "en", "You work Saturday July 4 and Saturday July 19; the other two Saturdays are off. That's 23 + 2 = 25 "
                  "days in July: 2 more than 双休, 2 fewer than 单休."),
        (W, "zh", "大周是7月4日和18日，7月你一共上25天，比双休多2天，比单休少4天。"),
        ]),

    # 2. Today 2026-08-05 (Wed). August 2026: 21 working days, no holiday. Saturdays 1 小, 8 大, 15 小, 22 大, 29 小.
    # 本周 = 8/3–8/9, 下周 = 8/10–8/16, 下下周 = 8/17–8/23, 下下周六 = 8/22 → 大周, works (the tool gives 8/22 as
    # an ordinary weekend day: 0 working days). Working Saturdays 2 (8/8, 8/22); total 21 + 2 = 23.
    _d("2026-08-05",
       "我们是大小周，8月1日（这个月第一个周六）是小周没上班，之后一周大一周小。下下周六要上班吗？"
       "8月一共要上几个周六、总共上几天班？",
       [_leave("2026-08-01", "2026-08-31"), _leave("2026-08-22", "2026-08-22")],
       [(C, "zh", "下下周六是8月22日，轮到大周，要上班。8月的大周周六是8月8日和8月22日，共2个；8月日历上有21个"
                  "工作日（没有节假日），所以全月上23天。"),
        (C, "en", "The Saturday after next is 22 August — a 大周, so yes, you work. This month's working Saturdays "
                  "are 8 Aug and 22 Aug (1, 15 and 29 Aug are 小周). 21 weekdays + 2 Saturdays = 23 days in August. "
                  "(The calendar lists 22 Aug as an ordinary weekend day; it's your 大小周 roster that makes it a "
                  "workday.)"),
        (C, "zh", "数一下周六：8/1小、8/8大、8/15小、8/22大、8/29小。下下周六＝8月22日，大周，上班。8月共上2个周六，"
                  "加上21个工作日，合计23天。"),
        (W, "zh", "下下周六是8月29日，小周，不用上班。本月大周是8月8日、22日，共2个周六，全月一共上23天。"),
        (W, "en", "The Saturday after next (22 Aug) is a small week, so it's off. Your big-week Saturdays this month "
                  "are 15 Aug and 29 Aug; with 21 weekdays that's 23 days in August."),
        (W, "zh", "下下周六8月22日是大周，要上班。8月上班的周六有8日、22日两个，全月一共上22天。"),
        (W, "en", "Yes, 22 August is a big week, so you work. You work 2 Saturdays (8th and 22nd); August has 23 "
                  "working days (21 weekdays plus those 2 Saturdays), so 23 + 2 = 25 days in total."),
        (W, "zh", "下下周六（8月22日）是大周，要上班，不过按劳动法大周周六只能上半天。8月共上2个周六（8日、22日），"
                  "加21个工作日，合计23天。"),
        ]),

    # 3. Today 2026-04-27 (Mon). May 2026: 19 working days (劳动节 5/1–5/5, 3 of them Mon–Fri; 5/9 Sat 调休上班,
    # counted). Saturdays: 5/2 大周 but holiday → off; 5/9 小周 but 调休上班 → works; 5/16 大周 → works;
    # 5/23 小周 → off; 5/30 大周 → works. Working Saturdays 5/9, 5/16, 5/30; total 19 + 2 = 21.
    _d("2026-04-27",
       "公司大小周按周轮换，5月第一个周六（5月2日）按顺序轮到大周。法定假日照放，国家调休上班的周六也照上。"
       "5月哪几个周六要上班？5月一共上几天班？",
       [_leave("2026-05-01", "2026-05-31")],
       [(C, "zh", "5月要上班的周六：5月9日（调休上班）、5月16日、5月30日（大周）。5月2日虽然轮到大周，但在劳动节假期"
                  "（5/1–5/5）内，放假；5月23日小周休息。日历上5月有19个工作日（已含5月9日），再加16日、30日两个大周"
                  "周六，共21天。"),
        (C, "en", "Saturdays you work in May: 9 May (the national make-up workday for Labour Day), 16 May and 30 May "
                  "(big weeks). 2 May would be a big week but falls in the Labour Day holiday (1–5 May), and 23 May is "
                  "a small week. Total: 19 calendar working days (already counting 9 May) + 2 = 21 days."),
        (C, "zh", "逐个看周六：\n- 5/2 大周，但劳动节放假 → 休\n- 5/9 小周，但调休上班 → 上\n- 5/16 大周 → 上\n"
                  "- 5/23 小周 → 休\n- 5/30 大周 → 上\n合计3个周六上班，全月21天。"),
        (C, "zh", "5月9日、16日、30日三个周六上班，5月合计上21天。"),
        (W, "zh", "5月上班的周六只有16日和30日；5月9日是小周，休息。全月一共上20天。"),
        (W, "en", "Working Saturdays: 9, 16 and 30 May. Total days in May: 22 (the 19 calendar working days plus "
                  "the 3 Saturdays)."),
        (W, "zh", "5月2日是大周，要上班；另外5月9日调休、16日、30日也上班，共4个周六，全月22天。"),
        (W, "en", "You work Saturdays 9, 16 and 31 May; 21 days in total for the month."),
        ]),

    # 4. Today 2026-05-28 (Thu). June 2026: 21 working days (端午 6/19 Fri off, 6/19–6/21). 做六休一 resting every
    # Monday, holidays worked: Mondays 6/1, 6/8, 6/15, 6/22, 6/29 → 5 off, 25 on. 25 − 21 = 4 more.
    # 6/19 is a Friday → on shift.
    _d("2026-05-28",
       "我在门店上班，做六休一，每周一固定休息，节假日照常营业不放假。6月我要上几天班？比按国家日历上班的办公室"
       "同事多几天？端午那天我上班吗？",
       [_leave("2026-06-01", "2026-06-30")],
       [(C, "zh", "6月有5个周一（1、8、15、22、29日），你休5天，上25天。办公室按日历是21个工作日（6月19日端午放假），"
                  "所以你比他们多上4天。端午6月19日是周五，你照常上班。"),
        (C, "en", "June: 30 days minus 5 Mondays off (1, 8, 15, 22, 29 June) = 25 days on. Office staff have 21 working "
                  "days (the Dragon Boat Festival on Fri 19 June is off for them), so you work 4 more. Yes, you're on "
                  "shift on 19 June — it's a Friday, not your rest day."),
        (C, "zh", "你6月上25天；office colleagues 21 days → 你多4天。端午（6/19，Friday）you work."),
        (W, "zh", "做六休一的话6月你上25天。办公室6月是22个工作日，你比他们多3天。端午6月19日周五你要上班。"),
        (W, "en", "You're off on 4 Mondays (8, 15, 22, 29 June), so you work 26 days; the office has 21, so you work "
                  "5 more. Yes, you work on 19 June."),
        (W, "zh", "6月19日端午是周一，正好是你的休息日，不用上班。6月你上25天，比办公室21天多4天。"),
        (W, "zh", "6月你上25天，比办公室的21天多4天；端午当天你要上班，不过按规定门店员工上了端午就可以在当月再换休"
                  "一天，所以实际上24天。"),
        (W, "en", "Your Mondays off in June are the 1st, 8th, 15th, 22nd and 29th, so 25 days on; the office has 21, "
                  "so you work 4 more. The Dragon Boat Festival is Friday 26 June, and you work it."),
        ]),

    # 5. Today 2026-09-22 (Tue). October 2026: 18 working days (国庆 10/1–10/7, 5 Mon–Fri; 10/10 Sat 调休上班).
    # 6 on 2 off from 10/1: on 1–6, off 7–8, on 9–14, off 15–16, on 17–22, off 23–24, on 25–30, off 31 → 24 on.
    # In 10/1–10/7 (0 calendar working days): on 10/1–10/6 (6), off 10/7. 24 − 18 = 6 more.
    _d("2026-09-22",
       "我们车间四班三倒，我这个班是上6天休2天，8天一个循环，10月1日正好是这一轮上班的第一天，节假日照常排班。"
       "10月我一共上几天班？国庆7天假里我上几天？比行政部按国家日历上班的同事多几天？",
       [_leave("2026-10-01", "2026-10-31"), _leave("2026-10-01", "2026-10-07")],
       [(C, "zh", "按上6休2排：\n1. 10/1–10/6 上（6天），10/7–10/8 休\n2. 10/9–10/14 上（6天），10/15–10/16 休\n"
                  "3. 10/17–10/22 上（6天），10/23–10/24 休\n4. 10/25–10/30 上（6天），10/31 休\n"
                  "合计24天。国庆10/1–10/7里你上6天，只有10/7休。行政部10月按日历是18个工作日（国庆放7天，"
                  "10月10日周六调休上班），你比他们多6天。"),
        (C, "en", "October: 24 shifts (four 6-day blocks: 1–6, 9–14, 17–22, 25–30 Oct). During the National Day week "
                  "(1–7 Oct) you work 6 days; 7 Oct is your first rest day. Admin staff get 18 working days in October "
                  "(holiday 1–7 Oct, make-up Saturday 10 Oct), so you work 6 more."),
        (C, "zh", "10月上24天，国庆期间上6天，比行政多6天（行政18天）。"),
        (C, "en", "24 days on in October vs 18 for admin, so +6. In the holiday week you're on 1–6 Oct and off on "
                  "7 Oct. Side note: Sat 10 Oct is a make-up workday for admin, and for you it falls inside your "
                  "9–14 Oct block anyway."),
        (W, "zh", "你10月上24天；行政部10月工作日是17天（10月10日是周六，不上班），你比他们多7天。国庆期间你上6天。"),
        (W, "zh", "10月共上25个班，国庆那周上6天，比行政（18天）多7天。"),
        (W, "zh", "10月共上24天，比行政多6天；国庆7天里你7天全上，一天不休。"),
        (W, "en", "You work 24 days; admin staff have 22 working days in October, so you only work 2 more. In the "
                  "National Day week you work 6 days."),
        ]),

    # 6. Today 2026-10-08 (Thu). September's claims due 次月10日 = 2026-10-10, a Saturday but a 调休上班日 (the tool:
    # the 1st working day after 10/9 is 10/10; 10/10 alone = 1 working day). A working day → no 顺延: due 10/10.
    # Working days today..10/10: 10/8, 10/9, 10/10 = 3.
    _d("2026-10-08",
       "9月的报销单要求次月10日前交到财务，遇休息日顺延到下一个工作日。这次最晚哪天交？",
       [_add("2026-10-09", 1), _leave("2026-10-10", "2026-10-10")],
       [(C, "zh", "最晚10月10日（周六）交。这天虽然是周六，但是国庆调休上班日，算工作日，所以不用顺延。"),
        (C, "en", "By Saturday 10 October. That Saturday is a make-up working day for the National Day holiday, so "
                  "the 次月10日 deadline doesn't move."),
        (C, "zh", "截止日就是10月10日（星期六）——当天调休上班，财务也在，不顺延。今天10月8日，算上今天还有8、9、10日"
                  "三个工作日可以交。"),
        (W, "zh", "10月10日是周六，顺延到下一个工作日10月12日（周一），最晚那天交。"),
        (W, "zh", "最晚10月10日（周日）交，当天调休上班，不用顺延。"),
        (W, "en", "The deadline is Tuesday 10 November — the 10th of the following month — and that's a normal working day, so no 顺延."),
        (W, "zh", "10月10日是调休上班日，但财务规定调休日不收单，所以最晚10月9日（周五）交。"),
        (W, "en", "The deadline stays Saturday 10 October — it's a make-up working day. Counting today you have two "
                  "working days left to hand it in."),
        ]),

    # 7. Today 2026-05-06 (Wed). April's claims due 次月10日 = 2026-05-10, a Sunday; rule: move EARLIER to the previous
    # working day = 2026-05-09 (Sat, 劳动节 调休上班; the tool: 5/9–5/10 = 1 working day, 5/9 make-up).
    # Working days today..5/9: 5/6, 5/7, 5/8, 5/9 = 4.
    _d("2026-05-06",
       "Our April expense claims are due by the 10th of the following month (次月10日前). If the 10th is a rest "
       "day, the deadline moves EARLIER to the previous working day. What's the last day?",
       [_leave("2026-05-09", "2026-05-10")],
       [(C, "en", "Saturday 9 May. 10 May is a Sunday, and the previous working day is Saturday 9 May — a make-up "
                  "workday for Labour Day — so that's your deadline."),
        (C, "zh", "5月10日是周日，按规定提前到前一个工作日，就是5月9日（周六，劳动节调休上班日）。最晚5月9日交。"),
        (C, "en", "Deadline: 5月9日 (Sat) — a 调休上班 day, so it counts as a working day."),
        (C, "en", "Last day is Sat 9 May 2026. The 10th falls on a Sunday; moving back one day lands on the 9th, "
                  "which is the Labour Day make-up working day, so you don't have to go back to Friday the 8th. "
                  "Today is the 6th, so you have the 6th, 7th, 8th and 9th — four working days."),
        (W, "en", "Friday 8 May — 10 May is a Sunday and 9 May is a Saturday, so the previous working day is the 8th."),
        (W, "zh", "5月10日是周日，顺延到下一个工作日5月11日（周一），最晚那天交。"),
        (W, "zh", "最晚5月9日（周五）交，那天是劳动节调休上班日。"),
        (W, "zh", "最晚2025年5月9日（周六）交：10日是周日，提前到9日这个调休上班日。"),
        ]),

    # 8. Today 2026-12-15 (Tue). December's data due 次月10日 = 2027-01-10, a Sunday (estimated year); 顺延 to the
    # next working day = 2027-01-11 (Mon). 2027 is provisional (the tool's caveat): a correct answer says so.
    _d("2026-12-15",
       "12月的考勤数据要求次月10日前报给总部，10日如果是休息日就顺延到下一个工作日。这次最晚哪天报？",
       [_leave("2027-01-08", "2027-01-11"), _add("2027-01-10", 1)],
       [(C, "zh", "2027年1月10日是周日，顺延到1月11日（周一），最晚那天报。（2027年放假安排尚未公布，这是按法定节日"
                  "推算的，以国务院通知为准。）"),
        (C, "en", "Monday 11 January 2027: the 10th is a Sunday, so it moves to the next working day. Note the 2027 "
                  "holiday schedule hasn't been published yet — this is an estimate."),
        (C, "zh", "次月是2027年1月。1月10日周日 → 顺延 → 1月11日周一。按推算1月8日至11日之间没有节假日或调休"
                  "（2027年安排未公布，仅供参考）。"),
        (W, "zh", "最晚2027年1月11日（周一）报：1月10日是周日，顺延一天到周一。"),
        (W, "en", "Monday 11 January 2027. The official 2027 holiday schedule confirms 11 January is a normal "
                  "working day."),
        (W, "zh", "1月10日是周日，往前挪到1月8日（周五）报。（2027年安排未公布，推算仅供参考）"),
        (W, "en", "The deadline is Monday, 11 January 2026. (Estimate — the 2027 holiday schedule isn't out yet.)"),
        (W, "zh", "最晚1月11日（周二）报，10日是周日要顺延。（2027年放假安排还没公布，以上为推算）"),
        ]),

    # 9. Today 2026-07-01 (Wed). 25th cut-off, moved to the previous working day on a weekend or holiday:
    # 7/25 Sat → 7/24 Fri; 8/25 Tue stays; 9/25 Fri 中秋 → 9/24 Thu; 10/25 Sun → 10/23 Fri.
    _d("2026-07-01",
       "工资核算每月25日截止，遇周末或节假日提前到前一个工作日。7月到10月的截止日分别是哪天？",
       [_leave("2026-07-24", "2026-07-25"), _leave("2026-08-25", "2026-08-25"), _leave("2026-09-24", "2026-09-25"),
        _leave("2026-10-23", "2026-10-25")],
       [(C, "zh", "| 月份 | 25日 | 截止日 |\n|---|---|---|\n| 7月 | 周六 | 7月24日（周五） |\n"
                  "| 8月 | 周二 | 8月25日（周二） |\n| 9月 | 周五，中秋节 | 9月24日（周四） |\n"
                  "| 10月 | 周日 | 10月23日（周五） |"),
        (C, "en", "July: Fri 24 Jul (the 25th is a Saturday). August: Tue 25 Aug (no change). September: Thu 24 Sep "
                  "(25 Sep is the Mid-Autumn Festival holiday). October: Fri 23 Oct (the 25th is a Sunday)."),
        (C, "zh", "- 7月：24日（周五）\n- 8月：25日（周二）照常\n- 9月：24日（周四），因为25日中秋放假\n"
                  "- 10月：23日（周五），25日是周日，24日周六也不上班"),
        (C, "zh", "依次是7/24（周五）、8/25（周二）、9/24（周四）、10/23（周五）。"),
        (W, "zh", "7月24日、8月25日、9月24日、10月26日（10月25日是周日，顺延到周一）。"),
        (W, "en", "July: Fri 24 Jul; August: Tue 25 Aug; September: Fri 25 Sep (a normal Friday); October: "
                  "Fri 23 Oct."),
        (W, "zh", "| 月份 | 截止日 |\n|---|---|\n| 7月 | 7月24日（周四） |\n| 8月 | 8月25日（周二） |\n"
                  "| 9月 | 9月24日（周四） |\n| 10月 | 10月23日（周五） |"),
        (W, "en", "July: Friday 24 July; August: 25 Aug; September: Wed 23 Sep (the 25th is Mid-Autumn); "
                  "October: Fri 23 Oct."),
        ]),

    # 10. Today 2026-06-15 (Mon). End of H1 = 2026-06-30 (Tue), a working day. Working days after today:
    # 6/16–6/30 = 10 (端午 6/19 Fri off; 6/20–21 weekend in the holiday; no make-up day).
    _d("2026-06-15",
       "Our half-year report (半年报) is due on the last working day of H1. Which day is that, and how many "
       "working days do I have left after today to finish it?",
       [_leave("2026-06-16", "2026-06-30")],
       [(C, "en", "End of H1 is Tuesday 30 June 2026, a working day, so that's the deadline. After today you have "
                  "10 working days (16–30 June); Friday 19 June is the Dragon Boat Festival holiday."),
        (C, "zh", "上半年最后一个工作日是6月30日（周二）。今天之后还剩10个工作日（6/16–6/30，6月19日端午放假不算）。"),
        (C, "en", "Counting from tomorrow: 16, 17, 18 (19 off – 端午), 22, 23, 24, 25, 26, 29, 30 → 10 working days; "
                  "the deadline is Tue 30 Jun."),
        (W, "zh", "截止6月30日（周二），今天之后还有11个工作日。"),
        (W, "zh", "半年报截止是6月30日（周三），今天之后还剩10个工作日。"),
        (W, "en", "Deadline: 30 June (Tue). You have 10 working days left, though Saturday 20 June is a make-up "
                  "working day for the Dragon Boat Festival, so effectively 11."),
        (W, "zh", "上半年最后一个工作日是6月30日（周二），今天之后还有9个工作日：端午6月19日、22日两个工作日放假。"),
        (W, "en", "The last working day of H1 is Tuesday, 30 June 2027; 10 working days remain after today."),
        ]),

    # 11. Today 2026-11-20 (Fri). 2027 年报 due on the last working day of 2027 = 2027-12-31 (Fri; 12/27–12/31 all 5
    # working, estimated). Next working day = 2028-01-03 (Mon; 2028-01-01 元旦 is a Saturday). Both years are
    # provisional (the tool's caveats): correct answers say so.
    _d("2026-11-20",
       "明年（2027年）的年报规定在全年最后一个工作日提交。那是哪天？提交后的下一个工作日又是哪天？",
       [_leave("2027-12-27", "2027-12-31"), _add("2027-12-31", 1)],
       [(C, "zh", "按推算，2027年最后一个工作日是12月31日（周五），提交后的下一个工作日是2028年1月3日（周一）——"
                  "2028年元旦1月1日是周六。2027、2028年的放假安排都还没公布，以上是按法定节日推算的，以国务院公布为准。"),
        (C, "en", "Estimated: Friday 31 December 2027, and the next working day after it is Monday 3 January 2028 "
                  "(New Year's Day 2028 falls on a Saturday). Neither the 2027 nor the 2028 holiday schedule has been "
                  "published, so treat this as provisional — the State Council notice could still add 调休 days."),
        (C, "zh", "2027年12月31日（星期五）；之后第一个工作日是2028年1月3日（星期一）。（推算结果，2027、2028年的"
                  "放假安排尚未公布）"),
        (C, "en", "年报 deadline: Fri 2027-12-31 (estimate – the 2027 and 2028 schedules aren't announced yet). "
                  "Next working day: Mon 2028-01-03."),
        (W, "zh", "2027年最后一个工作日是12月31日（周五），下一个工作日是2028年1月3日（周一）。"),
        (W, "en", "Per the official 2027 holiday schedule, the last working day of 2027 is Friday 31 December; the "
                  "next one is Monday 3 January 2028."),
        (W, "zh", "2027年最后一个工作日是12月31日（周四），之后下一个工作日是2028年1月3日（周一）。（2027年安排未公布，"
                  "以上为推算）"),
        (W, "zh", "最后一个工作日是2026年12月31日（周五），下一个工作日是2028年1月3日（周一）。（推算，2027、2028年"
                  "放假安排尚未公布）"),
        ]),

    # 12. Today 2026-09-19 (Sat, the overtime day). 10th working day after 9/19 = 2026-10-09 (Fri): 9/20 Sun 调休上班
    # (1), 9/21–9/24 (2–5), 中秋 9/25–9/27 skipped, 9/28–9/30 (6–8), 国庆 10/1–10/7 skipped, 10/8 (9), 10/9 (10).
    _d("2026-09-19",
       "今天周六加班一天，公司规定补休必须在加班日之后10个工作日内休掉（不算加班当天）。最晚哪天之前要把补休用掉？",
       [_add("2026-09-19", 10)],
       [(C, "zh", "从明天数：9/20（周日，调休上班）1、9/21 2、9/22 3、9/23 4、9/24 5，9/25–9/27中秋放假，9/28 6、"
                  "9/29 7、9/30 8，10/1–10/7国庆放假，10/8 9、10/9 10。最晚10月9日（周五）。"),
        (C, "en", "By Friday 9 October. The 10 working days after today are 20 Sep (a Sunday make-up workday), "
                  "21–24 Sep, 28–30 Sep, then 8 and 9 Oct — the Mid-Autumn (25–27 Sep) and National Day (1–7 Oct) "
                  "holidays don't count."),
        (C, "zh", "补休最晚在10月9日（周五）用掉。中秋、国庆假期不计入这10个工作日，9月20日周日调休上班要计入。"),
        (W, "en", "By Saturday 10 October — 20 Sep is a Sunday so it doesn't count, and the 10th working day is then "
                  "10 Oct, a make-up workday."),
        (W, "zh", "最晚10月8日（周四）：9/20、9/21–9/24、9/28–9/30、10/8，正好10个工作日。"),
        (W, "zh", "最晚10月9日（周四），中间两个假期都跳过不算。"),
        (W, "zh", "最晚10月9日（周五）。另外按规定补休不能安排在调休上班日，所以9月20日那天不能休。"),
        (W, "en", "By Friday 9 October — that's 12 working days after today once the two holidays are skipped."),
        ]),

    # 13. Today 2026-02-09 (Mon). Overtime Sun 2026-02-08; 8th working day after = 2026-02-25 (Wed): 2/9–2/13 (1–5),
    # 2/14 Sat 调休上班 (6), 春节 2/15–2/23 skipped, 2/24 (7), 2/25 (8).
    _d("2026-02-09",
       "I worked overtime last Sunday, 8 Feb. Comp time (补休) has to be taken within 8 working days of the "
       "overtime day. What's the last day I can take it?",
       [_add("2026-02-08", 8)],
       [(C, "en", "Wednesday 25 February. The 8 working days are 9–13 Feb, Saturday 14 Feb (a make-up workday for "
                  "the Spring Festival), then 24 and 25 Feb — the Spring Festival holiday (15–23 Feb) doesn't count."),
        (C, "zh", "最晚2月25日（周三）。8个工作日依次是：2/9、2/10、2/11、2/12、2/13、2/14（周六调休上班）、2/24、2/25；"
                  "2月15日至23日春节放假不算。"),
        (C, "zh", "最晚2026年2月25日，星期三。"),
        (C, "zh", "最晚 Feb 25 (Wed)。注意2月14日周六要上班（春节调休），春节假期2/15–2/23不计。"),
        (W, "zh", "最晚2月26日（周四）：2月14日是周六不算，数满8个工作日是26日。"),
        (W, "en", "The last day is Tuesday 25 February."),
        (W, "en", "Formally Wed 25 Feb — but comp time can't be taken in the first week after the Spring Festival, "
                  "so in practice you must take it by Sat 14 Feb."),
        (W, "zh", "最晚2025年2月25日（周三），春节假期不计入。"),
        ]),

    # 14. Today 2026-09-10 (Thu). Leave 9/28–10/10: 6 working days (9/28, 9/29, 9/30, 10/8, 10/9, 10/10 Sat 调休上班),
    # 13 calendar days. Days away: 9/25 (Fri, 中秋) – 10/11 (Sun) = 17 days, 6 working days in it; back Mon 10/12.
    _d("2026-09-10",
       "我想9月28日到10月10日请假，连着国庆出去玩。要扣几天假？实际能连续在外面待几天（从哪天到哪天）？",
       [_leave("2026-09-28", "2026-10-10"), _leave("2026-09-25", "2026-10-11")],
       [(C, "zh", "扣6天：9月28、29、30日，10月8、9日，以及10月10日（周六调休上班日）。加上前面的中秋（9/25–9/27）、"
                  "国庆（10/1–10/7）和10月11日周日，可以从9月25日一直休到10月11日，连续17天，10月12日（周一）回来上班。"),
        (C, "en", "6 days of leave (28, 29, 30 Sep; 8, 9 Oct; and Saturday 10 Oct, which is a make-up workday). "
                  "You'd be away 17 days straight: Fri 25 Sep (Mid-Autumn) through Sun 11 Oct, back on Monday 12 Oct."),
        (C, "zh", "| 日期 | 情况 |\n|---|---|\n| 9/25–9/27 | 中秋放假 |\n| 9/28–9/30 | 请假3天 |\n"
                  "| 10/1–10/7 | 国庆放假 |\n| 10/8–10/10 | 请假3天（10/10周六调休上班） |\n| 10/11 | 周日休息 |\n\n"
                  "共扣6天假，连续在外17天（9/25–10/11）。"),
        (W, "en", "5 days of leave (28–30 Sep and 8–9 Oct; Saturday 10 Oct is a weekend anyway), and 17 days away, "
                  "25 Sep–11 Oct."),
        (W, "zh", "扣6天假；从9月26日休到10月11日，连续16天。"),
        (W, "en", "6 days' leave; away from Fri 25 Sep to Sun 11 Oct — 17 days — and back at work on Tuesday 13 Oct."),
        (W, "zh", "要扣13天假（9月28日到10月10日），连续在外17天（9月25日到10月11日）。"),
        (W, "zh", "扣6天假，连续在外17天（9/25–10/11）。注意：按法律规定，连着国庆请的假必须提前30个工作日审批。"),
        ]),

    # 15. Today 2026-04-20 (Mon). Leave 5/6–5/9: 4 working days (5/6, 5/7, 5/8, 5/9 Sat 调休上班). Off in a row:
    # 5/1–5/10 = 10 days (劳动节 5/1–5/5, leave 5/6–5/9, Sun 5/10); back Mon 5/11.
    _d("2026-04-20",
       "I'm taking leave from Wed 6 May to Sat 9 May, right after Labour Day. How many leave days does that use, "
       "and how many days in a row will I be off?",
       [_leave("2026-05-06", "2026-05-09"), _leave("2026-05-01", "2026-05-10")],
       [(C, "en", "4 leave days: 6, 7, 8 May plus Saturday 9 May, which is a make-up working day. Combined with "
                  "Labour Day (1–5 May) and Sunday 10 May you're off 10 days in a row, 1–10 May, back Monday 11 May."),
        (C, "zh", "扣4天：5月6、7、8日和5月9日（周六，劳动节调休上班）。连上劳动节5/1–5/5和5月10日周日，一共连休10天"
                  "（5月1日至10日），5月11日周一上班。"),
        (C, "zh", "扣4天假，连休10天（5月1日到10日）。"),
        (C, "en", "5/1–5/5 劳动节 (holiday), 5/6 Wed leave, 5/7 Thu leave, 5/8 Fri leave, 5/9 Sat leave (调休上班日), "
                  "5/10 Sun rest → 4 leave days, 10 days off in a row."),
        (W, "zh", "只扣3天（5月6、7、8日），5月9日周六本来就休息；连休5月1日到10日共10天。"),
        (W, "en", "4 leave days; you're off 9 days in a row (2–10 May)."),
        (W, "zh", "扣4天假，从5月1日连休到5月10日共10天，5月11日（周二）回来上班。"),
        (W, "en", "4 leave days, 10 days off (1–10 May). Leave taken on a make-up Saturday counts double, though, "
                  "so 5 days come off your balance."),
        ]),

    # 16. Today 2026-09-30 (Wed). 10/10 (Sat) is 调休上班. Leave days: 张伟 10/8–10/9 = 2; 李娜 10/9–10/12 = 3
    # (10/9, 10/10, 10/12; 10/11 Sun off); 王强 9/28–9/30 = 3; 陈静 10/10 = 1; 刘洋 10/12–10/16 = 5. Total 14.
    # Away on 10/10: 李娜 and 陈静.
    _d("2026-09-30",
       "部门国庆前后的请假表：\n| 姓名 | 请假 |\n|---|---|\n| 张伟 | 10月8日–10月9日 |\n| 李娜 | 10月9日–10月12日 |\n"
       "| 王强 | 9月28日–9月30日 |\n| 陈静 | 10月10日 |\n| 刘洋 | 10月12日–10月16日 |\n"
       "10月10日（周六）要开部门会，谁不在？每个人各扣几天假？",
       [_leave("2026-10-08", "2026-10-09"), _leave("2026-10-09", "2026-10-12"), _leave("2026-09-28", "2026-09-30"),
        _leave("2026-10-10", "2026-10-10"), _leave("2026-10-12", "2026-10-16")],
       [(C, "zh", "10月10日是调休上班日，那天不在的是李娜和陈静。扣假：张伟2天、李娜3天（10/9、10/10、10/12，10/11周日"
                  "不算）、王强3天、陈静1天、刘洋5天。"),
        (C, "en", "| Name | Away on 10 Oct? | Leave days |\n|---|---|---|\n| 张伟 | No | 2 |\n| 李娜 | Yes | 3 |\n"
                  "| 王强 | No | 3 |\n| 陈静 | Yes | 1 |\n| 刘洋 | No | 5 |\n\n10 Oct is a make-up Saturday, so it "
                  "counts as a leave day for 李娜 and 陈静."),
        (C, "en", "Away on Sat 10 Oct: Li Na (李娜) and Chen Jing (陈静). Leave used: Zhang Wei 2, Li Na 3, "
                  "Wang Qiang 3, Chen Jing 1, Liu Yang 5 — 14 days in total."),
        (W, "zh", "10月10日不在的是张伟和陈静。扣假：张伟2天、李娜3天、王强3天、陈静1天、刘洋5天。"),
        (W, "en", "Away on 10 Oct: 李娜 and 陈静. Leave days: 张伟 2, 李娜 2, 王强 3, 陈静 1, 刘洋 5."),
        (W, "zh", "不在的是李娜、陈静；扣假张伟2天、李娜3天、王强3天、陈静1天、刘洋5天，合计15天。"),
        (W, "zh", "10月10日只有陈静不在。扣假：张伟2天、李娜3天、王强3天、陈静1天、刘洋5天。"),
        (W, "zh", "10月10日李娜和陈静不在。扣假：张伟2天、李娜4天（10/9–10/12）、王强3天、陈静1天、刘洋5天。"),
        ]),

    # 17. Today 2026-09-28 (Mon). Five days of annual leave from 2026-10-08: the tool's 5th working day after 10/7 is
    # 10/13 (10/8, 10/9, 10/10 Sat 调休上班, 10/12, 10/13; 10/11 Sun off); next working day = 10/14 (Wed), back then.
    _d("2026-09-28",
       "我从二〇二六年十月八日开始休五天年假，哪天回来上班？",
       [_add("2026-10-07", 5), _add("2026-10-13", 1), _leave("2026-10-08", "2026-10-13")],
       [(C, "zh", "十月十四日（星期三）回来上班。五天年假是十月八日、九日、十日（周六调休上班日）、十二日、十三日，"
                  "十月十一日周日不占年假。"),
        (C, "en", "Back on Wednesday 14 October. Your five days are 8, 9, 10 (the make-up Saturday), 12 and 13 October."),
        (C, "zh", "10月14号（周三）上班。"),
        (C, "en", "Return date: 十月十四日 (Wed, 2026-10-14). The 年假 covers Oct 8–13 except Sunday the 11th."),
        (W, "zh", "十月十五日（星期四）回来：五天是八、九、十二、十三、十四日，十日是周六不用请。"),
        (W, "en", "You're back on Thursday 14 October."),
        (W, "zh", "10月13日（周二）回来上班。"),
        (W, "zh", "十月十四日（周三）回来。不过按规定年假紧接国庆休的，调休上班的周六不扣年假，所以只扣四天。"),
        ]),

    # 18. Today 2026-02-05 (Thu). Leave 2026-02-24 – 2026-03-06: 10 working days out of 11 calendar days (2/28 Sat
    # 调休上班 counts; 3/1 Sun off). 2/24 (Tue) is the first working day after 春节 (2/15–2/23).
    _d("2026-02-05",
       "我想从二〇二六年二月二十四日请到三月六号，一共要扣几天假？",
       [_leave("2026-02-24", "2026-03-06")],
       [(C, "zh", "扣10天。二月二十四日到三月六日共11天，只有3月1日周日不算；2月28日周六是春节调休上班日，要算一天假。"),
        (C, "en", "10 working days. 24 Feb to 6 Mar is 11 calendar days; Sunday 1 March is off, but Saturday "
                  "28 February is a Spring Festival make-up workday, so it counts."),
        (C, "zh", "逐日：2/24二、2/25三、2/26四、2/27五、2/28六（调休上班）、3/1日（休）、3/2一、3/3二、3/4三、3/5四、"
                  "3/6五 → 共十天。另外2月24日正好是春节假期后的第一个工作日。"),
        (W, "en", "9 days: 24–27 Feb and 2–6 Mar; the weekend of 28 Feb–1 Mar doesn't count."),
        (W, "zh", "一共扣11天（二月二十四日到三月六日）。"),
        (W, "zh", "扣10天：从2月24日（周一）到3月6日（周五），2月28日周六调休上班也要算。"),
        (W, "en", "9 days: Tuesday 24 Feb is still part of the Spring Festival holiday, so your leave only counts "
                  "from the 25th (25–28 Feb, 2–6 Mar)."),
        (W, "zh", "扣11天：2月28日周六和3月1日周日都是调休上班日，所以2月24日到3月6日每天都算。"),
        ]),

    # 19. Today 2026-09-16 (Wed). 本周末: 9/19 Sat off, 9/20 Sun 调休上班 (the tool: 1 working day, 9/20 make-up).
    # Friday after next = 2026-09-25 = 中秋 holiday → the working day before = 9/24 (Thu).
    _d("2026-09-16",
       "Is this weekend (本周末) fully off for me? Also, a client deliverable is due the Friday after next (not "
       "this Friday the 18th, the one after) — if that day is a holiday we hand it in on the working day before. "
       "When is it due?",
       [_leave("2026-09-19", "2026-09-20"), _leave("2026-09-24", "2026-09-25")],
       [(C, "en", "No — Saturday 19 Sep is off, but Sunday 20 Sep is a make-up working day (调休上班). The Friday after "
                  "next is 25 Sep, which is the Mid-Autumn Festival holiday, so the deliverable is due the working "
                  "day before: Thursday 24 September."),
        (C, "zh", "本周末不是双休：9月19日周六休息，9月20日周日调休上班。下下个周五是9月25日，中秋节放假，所以提前到"
                  "9月24日（周四）交。"),
        (C, "en", "本周末: Sat 19 off, Sun 20 调休上班. Deliverable: Thu 24 Sep (25 Sep = 中秋, a holiday)."),
        (C, "en", "Only Saturday the 19th is free; Sunday the 20th is a working day (the make-up day for the National "
                  "Day holiday). As for the deliverable: Friday 25 Sep is the Mid-Autumn Festival (holiday 25–27 Sep), "
                  "so hand it in on Thursday 24 Sep."),
        (W, "en", "Yes, both Sat 19 and Sun 20 Sep are off. The deliverable is due Thu 24 Sep, because the 25th is "
                  "the Mid-Autumn Festival."),
        (W, "zh", "本周末只有周六（9/19）休息，周日（9/20）调休上班。9月25日是中秋节，截止顺延到节后的9月28日（周一）。"),
        (W, "zh", "周六19日休，周日20日调休上班。交付截止是9月24日（周三）。"),
        (W, "zh", "本周末周六休、周日（9月20日）调休上班。下下个周五是10月2日，国庆放假，提前到9月30日（周三）交。"),
        ]),

    # 20. Today 2026-09-28 (Mon). 国庆 10/1–10/7. 节前最后一天 = 9/30 (Wed); the tool: 1st working day after 9/30 is
    # 10/8 (Thu). 10/8–10/11: 3 working days (10/8, 10/9, 10/10 Sat 调休上班; 10/11 Sun off).
    _d("2026-09-28",
       "国庆节前最后一天上班是哪天？节后第一天上班是哪天？10月8日到11日这几天要上几天班？",
       [_add("2026-09-30", 1), _leave("2026-10-08", "2026-10-11")],
       [(C, "zh", "节前最后一天是9月30日（周三），节后10月8日（周四）上班。10月8日到11日要上3天：8日、9日和10日"
                  "（周六调休上班），11日周日休息。"),
        (C, "en", "Last day before the holiday: Wed 30 Sep. First day back: Thu 8 Oct. Between 8 and 11 Oct you work "
                  "3 days — Thu 8, Fri 9 and Sat 10 (a make-up workday); Sun 11 is off. The holiday itself runs "
                  "1–7 Oct."),
        (C, "zh", "节前最后一天 9/30 (Wed)，节后第一天 10/8 (Thu)，10/8–10/11 上三天班（含10/10周六调休）。"),
        (W, "zh", "节前最后一天9月30日（周三），节后10月8日（周四）上班。10月8日到11日只上2天（8日、9日），10、11日"
                  "是周末。"),
        (W, "en", "The last working day before National Day is Tue 29 Sep; the first day back is Thu 8 Oct; and you "
                  "work 3 days between 8 and 11 Oct."),
        (W, "zh", "节前最后一天是9月30日（周二），节后第一天是10月8日（周四），10月8日到11日上3天班。"),
        (W, "en", "Last day 30 Sep (Wed), first day back 8 Oct (Thu), and you work all 4 days from 8 to 11 Oct, since "
                  "Sunday the 11th is a make-up day too."),
        (W, "zh", "节前最后一天9月30日（周三）；国庆放到10月6日，节后第一天是10月7日（周三）；10月8日到11日上3天班。"),
        ]),
]
