"""The seventh held-out probe set (heldout7), calendar part: questions, the tool calls a model would make,
and final answers written by hand after reading the tools' REAL results (make_heldout7.py runs the calls
and writes heldout7.jsonl). Written blind for round 7 of issue 26 by a helper who never read the answer
check's code, prompts, docs, tests or earlier probe lines nor ran the check on this set; labels were judged
only against the tool results, the calendar (chinese_calendar for 2026 weekdays, holidays and make-up days;
the tools' own statutory estimate for 2027 and 2028) and arithmetic. Never tuned on: every case is "report".

20 questions, 158 answers (73 correct, 85 wrong; 99 Chinese, 59 English), 7 or 8 answers a question.

Material, chosen to differ from earlier sets (which leaned on 春节 2027 and June 2026): today inside 元旦
2026 (1月2日, a holiday) and on its make-up Sunday 1月4日; 春节 2026 (2月15日至23日) with its two make-up
Saturdays 2月14日 and 2月28日 — an earliest start that lands on the make-up Saturday, 明天 and 后天 where 后天
is that Saturday, a latest submission day counted back across the break, a week of leave after it that
takes in 2月28日, today being a holiday inside it, a 40-day leave (26 working days) over it; 清明 2026 (4月4日
至6日) — a one-day bridge, a latest submission day counted back over it, 下下周一 landing on 清明 Monday, a
30-working-day leave over it (last day, return day, calendar days); 劳动节 2026 bridged with four days of
annual leave and its 5月9日 make-up Saturday as "this Saturday"; 中秋 and 国庆 2026 bridged by a leave
9.21–9.30 (17 days off in a row, 9月20日 make-up Sunday); a half day beside the 10月10日 make-up Saturday;
the working days left this month and the first working day of next month; the tenth working day of
March and March's count; ten working days vs ten calendar days; next Friday and the Monday after next
asked on a Saturday; the 2027→2028 year boundary (estimated: 元旦 2028 on a Saturday, no make-up days
in the estimate), where correct answers carry the caveat in varied wordings and some wrong answers lack
it or call the schedule official. Forms: 1.5-1.9, 4.3-4.6, 4.25—5.5, 2/12, 2/24–2/27, 2026-03-30,
25/03/2026, 9 May, Jan 4th, Fri 23rd, the 25th, 下周四, 下下周一, 周一/礼拜一/星期一/Mon, 一天半/1.5天,
Markdown bullets, step-by-step counts, terse small-model lines ("需要请4个工作日的假。", "A 至 B 共 N 个
工作日。") and one repeated line. Errors: wrong date, weekday
wrong for a right date, off-by-one, 工作日 vs 自然日, a holiday given as start/return/submission day, a
make-up day forgotten or invented, a wrong holiday span or festival, a wrong relative day, a wrong count
of part of a range, a false supporting fact beside a right conclusion, a missing estimate caveat, a false
claim that an estimated year is official."""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401  (same helpers as heldout4/5/6)


def _leave(start, end):
    return ("calculate_leave_days", {"start_date": start, "end_date": end})


def _add(date, days):
    return ("add_workdays", {"date": date, "days": days})


CALENDAR_CASES = [
    # Today is 元旦 2026 (1月1日至3日, Thu–Sat); 1月4日 (Sunday) is the make-up working day.
    _d("2026-01-02", "I'm still on the New Year holiday today. Which day do I have to be back at work, and how many "
                     "working days are there from that day through Friday 9 January?",
       [_add("2026-01-02", 1), _leave("2026-01-04", "2026-01-09")],
       [(C, "en", "You're back on Sunday 4 January — it's the make-up working day for the New Year break (1–3 Jan). "
                  "From Sunday the 4th through Friday the 9th there are 6 working days."),
        (C, "en", "Back to work: Sun, Jan 4th (调休上班). Working days 4–9 Jan: 6 (the Sunday plus Monday to Friday)."),
        (C, "zh", "元旦放1月1日至3日，4号礼拜天就要回来上班（调休补班）。4号到9号：周日、周一、周二、周三、周四、周五，"
                  "共6个工作日。"),
        (W, "en", "You're back on Monday 5 January; from then to Friday 9 January there are 5 working days."),
        (W, "en", "Back on Sunday 4 January (a make-up working day), and from then through the 9th there are "
                  "5 working days."),
        (W, "zh", "1月4日（周六）回来上班，这天是调休上班日；到1月9日共6个工作日。"),
        (W, "zh", "元旦只放1天（1月1日），1月4日周日补班，4日到9日共6个工作日。")]),

    # Today is the make-up Sunday itself.
    _d("2026-01-04", "今天礼拜天，我要上班吗？另外我想从明天（周一）请到1月9日周五，要请几天假？",
       [_leave("2026-01-05", "2026-01-09")],
       [(C, "zh", "要上班，今天1月4日是元旦调休的上班日。明天1月5日到9日请假共5个工作日。"),
        (C, "zh", "今天（周日）是调休补班日，需要上班。请假1.5-1.9，5天。"),
        (C, "en", "Yes — today (Sunday 4 Jan) is a make-up working day for New Year, so you work. Mon 5 to Fri 9 "
                  "January is 5 working days of leave."),
        (C, "zh", "需要上班哦～今天是元旦调休上班日。\n- 请假：1月5日（星期一）至1月9日（星期五）\n- 共5个工作日"),
        (W, "zh", "今天是周日，不用上班。明天到周五请假共5个工作日。"),
        (W, "zh", "要上班，今天是春节调休上班日。请假1月5日到9日共5天。"),
        (W, "en", "Yes, today is a make-up working day. Your leave from Monday 5 January to Friday 9 January is "
                  "4 working days."),
        (W, "zh", "要上班。请假从1月5日周二到1月9日周五，5个工作日。")]),

    # A 40-day leave over 春节 2026 with both make-up Saturdays inside it.
    _d("2026-01-12", "我打算1月26日到3月6日休一个长假，这期间一共多少个自然日、多少个工作日？中间的调休上班日也要请假吗？",
       [_leave("2026-01-26", "2026-03-06")],
       [(C, "zh", "1月26日至3月6日共40个自然日，其中26个工作日。春节2月15日—23日放假不算；2月14日（周六）和2月28日"
                  "（周六）是调休上班日，算工作日，要请假，已包含在26天里。"),
        (C, "zh", "自然日40天，工作日26天（含2/14、2/28两个周六补班日，这两天也得请假）。"),
        (C, "en", "40 calendar days, 26 working days. The Spring Festival break (15–23 Feb) doesn't count, but the two "
                  "make-up Saturdays, 14 Feb and 28 Feb, are working days, so yes, they need leave too."),
        (C, "zh", "按周算：1/26-1/30 5天，2/2-2/6 5天，2/9-2/13 5天，2/14周六补班1天，2/24-2/27 4天，2/28周六补班1天，"
                  "3/2-3/6 5天，合计26个工作日；首尾都算共40天。调休上班日要请假。"),
        (W, "zh", "共40个自然日，24个工作日；2月14日和28日是周六，不用请假。"),
        (W, "zh", "共41个自然日、26个工作日，两个补班的周六要请假。"),
        (W, "en", "26 working days out of 40 calendar days. The Spring Festival holiday is 16–22 February, and the "
                  "make-up Saturdays (14th and 28th Feb) need leave."),
        (W, "zh", "26个工作日，40天。调休上班日是2月14日（周六）和3月1日（周日），都要请假。")]),

    # Earliest start with five working days' notice lands on the make-up Saturday 2月14日.
    _d("2026-02-09", "今天交请假单，制度要求提前5个工作日，最早哪天可以开始休？",
       [_add("2026-02-09", 5)],
       [(C, "zh", "最早2月14日（周六）。这天是春节前的调休上班日，算工作日：2/10、2/11、2/12、2/13、2/14，正好第5个。"),
        (C, "zh", "2月14号，礼拜六（调休上班）。"),
        (C, "en", "The earliest start is Saturday 14 February — it's a make-up working day before Spring Festival, so "
                  "it counts as the 5th working day after today."),
        (W, "zh", "最早2月24日（周二），因为2月14日是周六、不算工作日，之后就是春节假期。"),
        (W, "zh", "最早2月13日（周五）。"),
        (W, "zh", "最早2月14日（周日），这天调休上班。"),
        (W, "en", "Earliest start: Monday 16 February."),
        (W, "zh", "最早2月14日周六开始。往后数：10、11、12、13、14，其中14日是元旦调休上班日。")]),

    # Today is a 春节 holiday; the week after it takes in the make-up Saturday 2月28日.
    _d("2026-02-16", "I'm on the Spring Festival break right now. After I'm back I'd like to take Tuesday 24 February "
                     "through Monday 2 March off. How many days of annual leave is that, and do I have to include "
                     "Saturday the 28th?",
       [_leave("2026-02-24", "2026-03-02")],
       [(C, "en", "6 days of annual leave: 24, 25, 26, 27 Feb, Saturday 28 Feb (a make-up working day for Spring "
                  "Festival, so yes, it's included) and Monday 2 March. Sunday 1 March is a normal rest day."),
        (C, "en", "Six working days. Yes, the 28th counts — it's a 调休 working Saturday."),
        (C, "zh", "共6个工作日（2/24–2/27四天、2/28周六补班、3/2周一），28号是调休上班日，要算进去。"),
        (C, "en", "- Tue 24 – Fri 27 Feb: 4 days\n- Sat 28 Feb (make-up working day): 1 day\n- Sun 1 Mar: rest day\n"
                  "- Mon 2 Mar: 1 day\nTotal: 6 working days of leave, over 7 calendar days."),
        (W, "en", "5 days: 24–27 Feb and 2 March. Saturday the 28th is a weekend, so it's not included."),
        (W, "en", "6 working days, including Saturday 28 February and Sunday 1 March, which are both make-up days."),
        (W, "zh", "要请7天，2月24日到3月2日每天都要请。"),
        (W, "en", "6 working days. Yes, the 28th is included; it's a Sunday make-up day.")]),

    # 清明 2026: 4月4日至6日 (Sat–Mon), no make-up day; a one-day bridge on Friday 4月3日.
    _d("2026-03-02", "清明节今年怎么放？如果我4月3日周五请一天假，能连休几天？哪天回来上班？",
       [_leave("2026-04-03", "2026-04-06"), _add("2026-04-06", 1)],
       [(C, "zh", "清明节放4月4日（周六）至6日（周一）共3天，不调休。4月3日请1天假，可以从3日连休到6日共4天，"
                  "4月7日（周二）上班。"),
        (C, "zh", "清明4.4-4.6放3天；请1天，连休4天（4.3-4.6），4.7周二回来。"),
        (C, "en", "Qingming is 4–6 April (Sat–Mon), three days off with no make-up day. Take Friday the 3rd and you "
                  "get 3–6 April, four days in a row; back on Tuesday 7 April."),
        (W, "zh", "清明节放4月4日至6日，请3日一天，能连休4天，4月6日周一回来上班。"),
        (W, "zh", "清明放4月5日至7日，请4月3日，连休5天，4月8日上班。"),
        (W, "en", "Qingming runs 4–6 April; with the 3rd off you get five days in a row and return on Tuesday 7 April."),
        (W, "zh", "清明节放3天（4月4日—6日），之后4月11日周六要调休上班。请3号一天，连休4天，7号上班。"),
        (W, "zh", "4月3日是周四，请一天加上清明3天，连休4天，4月7日上班。")]),

    # Latest submission day counted back over 清明.
    _d("2026-03-20", "我4月7日开始休假，公司规定要提前5个工作日提交申请，最晚哪天要交？",
       [_add("2026-04-07", -5)],
       [(C, "zh", "最晚3月30日（周一）提交。往后数：3月31日、4月1日、4月2日、4月3日、4月7日，清明4月4日至6日跳过。"),
        (C, "zh", "最晚3月30号（礼拜一）交。"),
        (C, "en", "Latest submission: Monday 30 March 2026. The Qingming break (4–6 April) is skipped, so 31 Mar and "
                  "1, 2, 3 and 7 Apr are the five working days."),
        (C, "zh", "最晚2026-03-30提交。"),
        (W, "zh", "最晚3月31日（周二）提交，往后数4月1日、2日、3日、6日、7日正好5个工作日。"),
        (W, "zh", "最晚4月2日提交，提前5天就够了。"),
        (W, "zh", "最晚3月30日（周二）提交。"),
        (W, "en", "Latest is Monday 30 March; Qingming is 5–7 April, so those days don't count.")]),

    # 下下周一 asked on Friday 3月27日 is 4月6日, the 清明 Monday.
    _d("2026-03-27", "下下周一开始请一周假（到那周五），要请几天？",
       [_leave("2026-04-06", "2026-04-10")],
       [(C, "zh", "下下周一是4月6日，正好是清明假期最后一天，不用请。4月6日到10日实际只需请4天（7日到10日）。"),
        (C, "zh", "需要请4个工作日的假。"),
        (C, "en", "The Monday after next is 6 April, which is still the Qingming holiday, so 6–10 April costs you only "
                  "4 working days (Tue 7 to Fri 10)."),
        (C, "zh", "下下周一=4月6日（清明假期），所以4月6日至4月10日共5个自然日、4个工作日。"),
        (W, "zh", "下下周一是4月13日，到4月17日共5个工作日。"),
        (W, "zh", "2026-04-06 至 2026-04-10 共 5 个工作日。"),
        (W, "zh", "下下周一4月6日是清明假期，4月7日到10日要请3天。"),
        (W, "en", "Monday after next is 6 April; 6–10 April is 4 working days because Qingming falls on Friday "
                  "10 April.")]),

    # 劳动节 2026 (5月1日至5日) bridged with four days of annual leave; 5月9日 is a make-up Saturday.
    _d("2026-04-20", "五一想连着年假多休几天：4月27日到30日请年假，要用几天年假？从哪天到哪天能连休，几号回来上班？"
                     "5月9日要上班吗？",
       [_leave("2026-04-27", "2026-04-30"), _leave("2026-04-25", "2026-05-05")],
       [(C, "zh", "用4天年假（4月27日—30日）。加上前面的周末和劳动节5月1日至5日，可以从4月25日（周六）连休到5月5日"
                  "（周二），共11天，5月6日（周三）回来上班。5月9日周六是劳动节调休上班日，要上班。"),
        (C, "zh", "年假4天；连休4.25—5.5共11天；5.6上班；5.9（周六）补班，要上。"),
        (C, "en", "Four days of annual leave (27–30 April). With the weekend before and the Labour Day break (1–5 May) "
                  "you're off from Saturday 25 April to Tuesday 5 May — 11 days straight — and back on Wednesday 6 May. "
                  "Saturday 9 May is a make-up working day, so yes, you work that day."),
        (C, "zh", "- 年假：4月27日（周一）至4月30日（周四），共4天\n- 连休：4月25日（周六）至5月5日（周二），共11天\n"
                  "- 回来上班：5月6日（周三）\n- 5月9日（周六）：劳动节调休上班，要上班"),
        (W, "zh", "用4天年假，4月25日至5月5日连休11天，5月6日上班。5月9日是周六，不用上班。"),
        (W, "zh", "用4天年假，连休4月25日至5月5日共11天，5月5日回来上班，5月9日补班。"),
        (W, "zh", "要用4天年假。劳动节5月1日到3日放3天，4月25日起连休到5月3日，5月4日上班，5月9日要上班。"),
        (W, "zh", "4月27日到30日是4天，但劳动节里的5月4日、5日也要请年假，所以一共用6天年假。")]),

    # "This Saturday" is the 劳动节 make-up Saturday 5月9日.
    _d("2026-05-06", "Do I have to work this Saturday? And how many working days are there from today to the end of "
                     "next week?",
       [_leave("2026-05-06", "2026-05-15")],
       [(C, "en", "Yes — Saturday 9 May is a make-up working day for the Labour Day holiday. From today (Wed 6 May) to "
                  "Fri 15 May there are 9 working days, counting today and that Saturday."),
        (C, "en", "Yep, you work Sat the 9th. 9 working days from today through next Friday (the 15th)."),
        (C, "zh", "要上班，5月9日周六是劳动节调休上班日。今天到下周五（5月15日）共9个工作日（含今天）。"),
        (C, "en", "Yes. Working days: 6, 7, 8, 9 (Sat, make-up), 11, 12, 13, 14, 15 May — nine in total."),
        (W, "en", "No, Saturday 9 May is a normal weekend. From today to Friday 15 May there are 8 working days."),
        (W, "en", "Yes, Saturday 9 May is a make-up day. From today to next Friday there are 10 working days."),
        (W, "zh", "这周六（5月10日）要上班。今天到下周五共9个工作日。"),
        (W, "en", "Yes, you work Saturday 9 May; next week ends on Friday 14 May, and that makes 9 working days from "
                  "today.")]),

    # 中秋 (9月25日至27日) and 国庆 (10月1日至7日) 2026 bridged by a leave 9.21–9.30; 9月20日 is a make-up Sunday.
    _d("2026-09-14", "我想9月21日到9月30日请年假，要扣几天？加上中秋和国庆能连休到哪天？哪天回来上班？9月20日周日要上班吗？",
       [_leave("2026-09-21", "2026-09-30"), _add("2026-10-07", 1)],
       [(C, "zh", "扣7天年假：9月21日至24日4天，9月28日至30日3天，中秋9月25日至27日不扣。可以从9月21日一路休到国庆结束"
                  "10月7日，共17天，10月8日（周四）上班。9月20日周日是国庆调休上班日，要上班。"),
        (C, "zh", "7个工作日；连休9.21-10.7（17天）；10.8回来；9.20周日要补班。"),
        (C, "en", "7 working days of leave (21–24 Sep and 28–30 Sep; the Mid-Autumn break 25–27 Sep isn't counted). "
                  "Together with National Day (1–7 Oct) you're off from 21 Sep to 7 Oct, 17 days, and back on Thursday "
                  "8 October. Sunday 20 September is a make-up working day, so you do work then."),
        (C, "zh", "年假扣7天。能连休到10月7日，10月8号礼拜四上班。9月20号是调休上班日，要上班的。"),
        (W, "zh", "扣10天年假（9月21日到30日每天都算），连休到10月7日，10月8日上班，9月20日要上班。"),
        (W, "zh", "扣7天，连休到10月7日，10月8日上班；9月20日是周日，不用上班。"),
        (W, "zh", "扣7天。中秋节是9月25日至27日，国庆10月1日至8日，10月9日上班，9月20日要上班。"),
        (W, "zh", "扣7天年假，连休到10月7日，10月8日（周五）上班，9月20日补班。")]),

    # A half day beside the 国庆 make-up Saturday 10月10日.
    _d("2026-10-08", "我想请本周六（10月10日）一整天，再加下周一上午半天，一共扣几天假？10号不是周末吗？",
       [_leave("2026-10-10", "2026-10-12")],
       [(C, "zh", "10月10日周六是国庆调休上班日，要按工作日请假。一共扣1.5天：10日1天，12日（周一）上午半天。"),
        (C, "zh", "一天半。10号虽然是周六，但要调休上班。"),
        (C, "en", "1.5 days. Saturday 10 October is a make-up working day after National Day, so it counts as a full "
                  "day, plus half a day on Monday 12 October."),
        (C, "zh", "共1.5个工作日（10/10补班日1天 + 10/12上午0.5天），10/11周日不算。"),
        (W, "zh", "10月10日是周六，不用请假，只扣周一上午半天。"),
        (W, "zh", "共扣2.5天：10日、11日各一天，再加12日上午半天。"),
        (W, "zh", "10月10日（周日）是调休上班日，算1天，加周一上午半天，共1.5天。"),
        (W, "zh", "扣1天：10日补班日算半天，12日上午半天。")]),

    # 2027→2028 (both estimated): 元旦 2028 is a Saturday; the estimate has no make-up or substitute days.
    _d("2026-03-16", "We're planning a family trip abroad from 27 December 2027 to 7 January 2028. How many working "
                     "days of leave would I need?",
       [_leave("2027-12-27", "2028-01-07")],
       [(C, "en", "About 10 working days (12 calendar days: Mon 27 Dec 2027 to Fri 7 Jan 2028). New Year's Day 2028 "
                  "falls on a Saturday, so on the statutory estimate it saves no working day. Neither the 2027 nor the "
                  "2028 holiday schedule has been published, so treat this as provisional."),
        (C, "zh", "按法定节日推算约需10个工作日（12月27日—31日5天，1月3日—7日5天）。2027、2028年放假安排都还没公布，"
                  "实际以国务院通知为准。"),
        (C, "en", "10 working days — provisional, since it rests on an estimate of the 2028 New Year holiday (1 Jan, "
                  "a Saturday) without any 调休."),
        (W, "en", "10 working days, and that figure is final: New Year's Day 2028 is a Saturday, so it doesn't reduce "
                  "the count."),
        (W, "en", "You'd need 12 days of leave from 27 Dec 2027 to 7 Jan 2028 (estimate only; the schedule isn't out "
                  "yet)."),
        (W, "en", "9 working days: New Year's Day 2028 is on Monday 3 January, so that day is off. (Estimated — the "
                  "official schedule isn't published.)"),
        (W, "zh", "需要10个工作日。2028年元旦放假安排已经公布，1月1日周六放1天。"),
        (W, "en", "About 10 working days, provisional. 27 December 2027 is a Sunday, so the leave really starts on "
                  "Monday the 28th.")]),

    # A 30-working-day leave from Monday 3月9日 over 清明.
    _d("2026-03-05", "我从下周一（3月9日）开始休30个工作日的假，最后一天是哪天？哪天回来上班？中间一共多少个自然日？",
       [_add("2026-03-08", 30), _leave("2026-03-09", "2026-04-20")],
       [(C, "zh", "最后一天是4月20日（周一），4月21日（周二）回来上班。3月9日到4月20日共43个自然日，中间清明4月4日至6日"
                  "不占假期天数。"),
        (C, "zh", "休到4.20（周一），4.21上班，43个自然日。"),
        (C, "en", "Your last day of leave is Monday 20 April; you're back on Tuesday 21 April. 9 March – 20 April is "
                  "43 calendar days, and the Qingming Monday (6 April) isn't counted as a leave day."),
        (C, "zh", "3月：9—13、16—20、23—27、30—31 共17天；4月：1—3日3天（累计20），4—6日清明跳过，7—10日4天（24），"
                  "13—17日5天（29），20日第30天。所以最后一天是4月20日周一，21日回来，一共43个自然日。"),
        (W, "zh", "最后一天是4月17日（周五），4月20日回来上班，共40个自然日。"),
        (W, "zh", "最后一天4月20日（周一），4月21日上班，共42个自然日。"),
        (W, "en", "Last day: Monday 20 April; back Tuesday 21 April. That's 43 calendar days, and Qingming (5–7 April) "
                  "is skipped."),
        (W, "zh", "最后一天是4月20日（周二），4月21日回来上班，共43天。")]),

    # 月底 and 下个月初: January 2026 ends on a Saturday.
    _d("2026-01-27", "How many working days are left this month, counting today? And what's the first working day of "
                     "next month?",
       [_leave("2026-01-27", "2026-01-31"), _add("2026-01-31", 1)],
       [(C, "en", "4 working days left in January including today (Tue 27 – Fri 30). The first working day in February "
                  "is Monday 2 February."),
        (C, "en", "Four (27th–30th). February starts on a Sunday, so the first working day is Mon, Feb 2."),
        (C, "zh", "本月含今天还有4个工作日（27日至30日），下个月第一个工作日是2月2日周一。"),
        (W, "en", "5 working days left (27–31 January), and the first working day of February is Monday 2 February."),
        (W, "en", "4 working days left; the first working day of February is Sunday 1 February."),
        (W, "zh", "还剩4个工作日，下个月第一个工作日是2月2日周二。"),
        (W, "en", "Four working days. February's first working day is Monday 2 February, right after the make-up Sunday "
                  "on 1 February.")]),

    # The tenth working day of March 2026 (counted from the make-up Saturday 2月28日) and March's count.
    _d("2026-02-25", "三月份第十个工作日是哪天？三月一共有几个工作日？",
       [_add("2026-02-28", 10), _leave("2026-03-01", "2026-03-31")],
       [(C, "zh", "3月13日（周五）是三月第十个工作日；三月共22个工作日。"),
        (C, "zh", "第十个：3.13，周五。全月22天。"),
        (C, "en", "The 10th working day in March is Friday 13 March; March has 22 working days in all (no holidays "
                  "that month)."),
        (C, "zh", "3月1日是周日，从2日（周一）开始数：2—6日5天，9—13日5天，第十个就是13号礼拜五。三月共22个工作日，"
                  "31个自然日。"),
        (W, "zh", "3月12日（周四），三月共22个工作日。"),
        (W, "zh", "3月13日周五，三月共21个工作日。"),
        (W, "zh", "3月13日周五；三月共22个工作日，其中3月1日周日要调休上班。"),
        (W, "zh", "3月13日（周四），三月一共22个工作日。")]),

    # Ten working days vs ten calendar days.
    _d("2026-03-11", "My manager says the report is due in ten working days. Is that the same as ten days from now? "
                     "What date is it due?",
       [_add("2026-03-11", 10)],
       [(C, "en", "No. Ten working days from today is Wednesday 25 March; ten calendar days would only take you to "
                  "Saturday 21 March. The report is due on the 25th."),
        (C, "zh", "不一样。10个工作日后是3月25日（周三），10个自然日后是3月21日（周六）。报告3月25日到期。"),
        (C, "en", "Due 25/03/2026 (Wednesday). Ten working days ≠ ten calendar days: two weekends fall in between, so "
                  "it's 14 calendar days away."),
        (W, "en", "Yes, it's about the same: the report is due Saturday 21 March."),
        (W, "en", "No — ten working days from today is Tuesday 24 March."),
        (W, "en", "No. It's due Wednesday 25 March, because there's a public holiday in between."),
        (W, "zh", "不一样，10个工作日后是3月25日（周四），不是10天后。"),
        (W, "en", "Ten working days is two weeks, so it's due Friday 20 March.")]),

    # Today is a Saturday: next Friday and the Monday after next.
    _d("2026-01-17", "I want to take next Friday and the Monday after next off to make a long weekend. Which dates are "
                     "those and how many days of leave do I need?",
       [_leave("2026-01-23", "2026-01-26")],
       [(C, "en", "Friday 23 January and Monday 26 January — 2 days of leave, giving you four days off in a row "
                  "(23–26 Jan)."),
        (C, "en", "Fri 23rd + Mon 26th Jan = 2 working days."),
        (C, "zh", "下周五是1月23日，下下周一是1月26日，请2天假，连同周末连休4天。"),
        (C, "en", "Dates: 23 Jan (Fri) and 26 Jan (Mon). Leave needed: 2 days. The weekend of the 24th–25th is an "
                  "ordinary weekend, no make-up working day."),
        (W, "en", "Friday 23 January and Monday 2 February — 2 days of leave."),
        (W, "en", "Friday 23 and Monday 26 January; that's 4 days of leave (23–26 Jan)."),
        (W, "en", "Friday 16 January and Monday 19 January, 2 days of leave."),
        (W, "zh", "1月23日（周五）和1月26日（周一），共2天。不过1月25日周日要调休上班。")]),

    # 明天 and 后天 on Thursday 2月12日: 后天 is the make-up Saturday 2月14日, then 春节.
    _d("2026-02-12", "明天和后天我都想请假，要请几天？请完之后哪天回来上班？",
       [_leave("2026-02-13", "2026-02-14"), _add("2026-02-14", 1)],
       [(C, "zh", "要请2天：明天2月13日（周五）和后天2月14日（周六，春节调休上班日）。之后接着春节假期（2月15日至23日），"
                  "2月24日（周二）回来上班。"),
        (C, "zh", "2个工作日（2/13、2/14），2/24上班。"),
        (C, "zh", "需要请两天假，14号周六是补班日也得请。节后2月24日礼拜二上班。"),
        (W, "zh", "只需请1天（2月13日），2月14日是周六不用请。2月24日上班。"),
        (W, "zh", "请2天，2月13日和14日，2月23日（周一）回来上班。"),
        (W, "zh", "请2天，之后春节放假到2月22日，2月23日上班。"),
        (W, "en", "2 days of leave (13 and 14 February); you're back on Wednesday 25 February."),
        (W, "zh", "请2天（2月13日、14日），春节2月15日至23日放假，2月24日周二上班，2月28日周日还要补班。")]),

    # Latest submission day counted back across 春节 2026 and its make-up Saturday.
    _d("2026-02-05", "我想2月26日开始休假，要提前5个工作日申请，最晚哪天交？",
       [_add("2026-02-26", -5)],
       [(C, "zh", "最晚2月12日（周四）提交。往后数：2月13日、2月14日（周六调休上班）、2月24日、2月25日、2月26日，"
                  "春节2月15日至23日跳过。"),
        (C, "zh", "2/12，周四。"),
        (C, "en", "Submit by Thursday 12 February at the latest — the five working days after it are 13 Feb, Sat 14 Feb "
                  "(make-up day), 24, 25 and 26 Feb."),
        (C, "zh", "最晚下周四（2月12日）交。最晚下周四（2月12日）交。"),
        (W, "zh", "最晚2月13日（周五）提交。"),
        (W, "zh", "最晚2月11日（周三）提交，因为2月14日周六不算工作日。"),
        (W, "zh", "最晚2月21日提交（提前5天）。"),
        (W, "zh", "最晚2月12日（周五）。")]),
]
