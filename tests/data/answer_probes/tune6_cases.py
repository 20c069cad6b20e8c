"""The tuning set for round 6 of issue 26, calendar part: questions, the tool calls a model would make,
and final answers written by hand after reading the tools' REAL results (make_tune6.py runs the calls and
writes tune6.jsonl). Written blind by a helper who never read the answer check's code, prompts or docs
nor ran the check; labels were judged only against the tool results, the calendar (chinese_calendar for
weekdays and make-up days) and arithmetic. Unlike the held-out sets it is meant to be read answer by
answer and tuned on, and it leans towards correct answers: the point is to find correct answers a
checker wrongly doubts, so the correct ones are written as variously as people and models write them,
full of true but incidental numbers and day mentions.

24 questions, 181 answers (96 correct, 85 wrong; 99 Chinese, 82 English). Material: 春节 2026 (2月15日至
23日, 9 days, with the 2月14日 and 2月28日 make-up Saturdays: the holiday and the return day, a leave
ending on a make-up day, a notice period across the break, today the day before a make-up Saturday);
清明 and 端午 2026 (3-day weekends); 国庆 2026 (9月20日 make-up Sunday beside 中秋 9月25日至27日, 10月1日至7日,
the 10月10日 make-up Saturday, a bridge leave, a latest submission day counted back across it, today on
the make-up Saturday); ordinary weeks (10 working days = two weeks from today, a leave split 11月/12月 by
month and by week, working days left in August counting today, 下下周一 with a latest submission day and
the return day); the 2026/2027 year boundary and 2027 元旦, 春节, 清明, 劳动节 (on a weekend), 端午,
中秋 and 国庆 (estimated: every correct answer says so in its own words; some wrong answers only lack it).
Correct answers use ranges (2.15-2.23, 6.29-7.3, 15–23 February, June 18 to June 23), lists of days,
weekdays in brackets or after, ordinal working days, 前/后 N 天, calendar-day counts beside working-day
counts, per-month and per-week splits, relative days (明天, 后天, 下周三, 下下周二/四, 下下周一, this
Thursday, next Tuesday, the Monday after next, two weeks from today), 月底 and the last working day of the
month, Chinese-character numbers, "没有节假日" / "no public holidays". Errors: wrong date or weekday,
off-by-one, 工作日 vs 自然日, a wrong holiday span or name, a make-up day ignored or invented, a relative
day resolved wrongly, a false supporting fact beside a right conclusion, a missing estimate caveat."""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401


def _leave(start, end):
    return ("calculate_leave_days", {"start_date": start, "end_date": end})


def _add(date, days):
    return ("add_workdays", {"date": date, "days": days})


CALENDAR_CASES = [
    _d("2026-02-10", "春节放几天？哪天回来上班？2月14号周六要上班吗？",
       [_leave("2026-02-14", "2026-02-28")],
       [(C, "zh", "春节放9天，2月15日（周日）到2月23日（周一）；2月24日（周二）回来上班。2月14日周六是调休上班日，要上班。"),
        (C, "zh", "放九天假，15号到23号，24号上班。14号（周六）要补班，月底2月28日（周六）也要补班。"),
        (C, "en", "The Spring Festival break is 9 days, Sunday 15 to Monday 23 February. You're back on Tuesday 24 "
                  "February, and yes, Saturday 14 February is a make-up working day."),
        (C, "zh", "要上班，14号是调休。假期2.15-2.23共9天，其中6天是周一到周五；下下周二（24号）返岗。"),
        (W, "zh", "春节放9天，2月15日到23日，2月23日（周一）回来上班；14号周六要上班。"),
        (W, "en", "9 days off, 15–23 February, back on Tuesday 24 February. Saturday 14 February is a normal rest day."),
        (W, "zh", "放9天（2月15日至23日），24号上班；2月14日周六要调休上班，另外2月21日（周六）也要补班。"),
        (W, "en", "The holiday runs Monday 16 to Monday 23 February, 8 days; you're back Tuesday 24th, and yes, you work "
                  "on Saturday the 14th.")]),
    _d("2026-02-12", "我2月24号到2月28号请假，要请几天？",
       [_leave("2026-02-24", "2026-02-28")],
       [(C, "zh", "要请5天。2月24日（周二）到27日（周五）4天，加上28日周六调休上班，一共5个工作日。"),
        (C, "zh", "5个工作日，28号周六是春节补班，也要算。"),
        (C, "en", "5 working days: Tuesday 24th to Friday 27th, plus Saturday 28 February, which is a make-up working "
                  "day after the Spring Festival."),
        (C, "zh", "共五天：24、25、26、27、28号都是工作日（28号是调休上班的周六），这几天里没有法定假日。"),
        (W, "zh", "要请4天，2月24日至27日；28日是周六，不用请。"),
        (W, "zh", "5个工作日，其中2月28日是周日调休上班。"),
        (W, "en", "24–28 February is 6 calendar days; you'd take 5 days of leave.")]),
    _d("2026-02-13", "I'm submitting today and need 5 working days' notice. What's the earliest my leave can start?",
       [_add("2026-02-13", 5)],
       [(C, "en", "The earliest start is Friday 27 February. Tomorrow (Saturday 14th) is a make-up working day and counts "
                  "as day 1; the Spring Festival holiday, 15–23 February, doesn't count; then the 24th, 25th, 26th and "
                  "27th."),
        (C, "en", "Earliest: Fri 27 Feb — two weeks from today."),
        (C, "zh", "最早2月27日（周五）可以开始休。"),
        (C, "en", "Your leave can start on the 27th (a Friday) at the earliest: once the 9-day Spring Festival break is "
                  "skipped, that's the 5th working day after today."),
        (W, "en", "Earliest start: Tuesday 24 February, the first working day after the Spring Festival."),
        (W, "en", "Earliest is Friday 27 February; Saturday 14 February is a rest day, so the count starts on the 24th."),
        (W, "zh", "最早3月2日（周一）开始休。"),
        (W, "en", "The earliest start is Thursday 27 February.")]),
    _d("2026-04-01", "清明节放几天？下周一上班吗？这周五到下周三请假要几天？",
       [_leave("2026-04-03", "2026-04-08")],
       [(C, "zh", "清明节放3天，4月4日（周六）至6日（周一）。下周一4月6日是清明假期，不用上班，4月7日周二上班。这周五（4/3）到下周三"
                  "（4/8）请假要3个工作日：4月3日、7日、8日。"),
        (C, "zh", "放三天（4.4-4.6）；下周一不上班；请3天假就够了，6个自然日里有3天是节假日。"),
        (C, "en", "Qingming is 3 days off, Saturday 4 to Monday 6 April, so next Monday is a holiday and you don't work. "
                  "Friday 3 to Wednesday 8 April takes 3 days of leave (the 3rd, 7th and 8th)."),
        (C, "zh", "清明3天。下周一放假。请假3个工作日，节前一天（周五3号）和节后两天（7号、8号）。"),
        (W, "zh", "清明放3天，4月4日至6日；下周一正常上班；请假3个工作日。"),
        (W, "zh", "清明放3天（4月5日至7日），下周一放假，这周五到下周三请假要3天。"),
        (W, "en", "Qingming is 4–6 April and next Monday is a holiday. Friday 3 to Wednesday 8 April is 4 working days."),
        (W, "zh", "清明放3天，下周一4月6日放假，请假要3个工作日；4月4日周六需要调休上班。")]),
    _d("2026-06-15", "端午节怎么放？这周四到下周二请假要几天？",
       [_leave("2026-06-18", "2026-06-23")],
       [(C, "zh", "端午节6月19日（周五）到21日（周日）放假3天，没有调休。这周四6月18日到下周二6月23日，要请3个工作日（18号、22号、23号）。"),
        (C, "zh", "端午连休三天，周五到周日。这周四到下周二一共6天，实际只扣3个工作日。"),
        (C, "en", "Dragon Boat Festival: Fri 19 – Sun 21 June, a 3-day weekend. June 18 to June 23 (this Thursday to "
                  "next Tuesday) costs you 3 days of leave."),
        (C, "en", "You'd use 3 working days: this Thursday (18th), next Monday (22nd) and next Tuesday (23rd). The "
                  "festival covers the 19th–21st."),
        (W, "zh", "端午放3天（6月19日至21日）。这周四到下周二共6个工作日。"),
        (W, "en", "Dragon Boat is Friday 19 to Sunday 21 June, with Saturday 27 June as a make-up working day; your "
                  "leave is 3 days."),
        (W, "zh", "端午放3天，这周四（6月19日）到下周二（6月23日）要请3天。")]),
    _d("2026-06-17", "If I submit today with 10 working days' notice, what's the earliest start date?",
       [_add("2026-06-17", 10)],
       [(C, "en", "The earliest start is Thursday 2 July. The Dragon Boat Festival holiday (19–21 June) is skipped, so "
                  "the ten working days are the 18th, 22nd–26th, 29th and 30th of June and 1–2 July."),
        (C, "zh", "最早7月2日（周四）开始休，中间端午节6月19日（周五）放假不算工作日。"),
        (C, "en", "Earliest start: 2 July (Thu). That's 15 calendar days after today, the 10th working day."),
        (C, "zh", "下下周四，也就是7月2号。"),
        (W, "en", "The earliest start is Wednesday 1 July."),
        (W, "en", "Earliest start is Thursday 2 July; the Dragon Boat holiday takes out the 19th and the 22nd."),
        (W, "zh", "最早7月1日（周四）开始。"),
        (W, "en", "Earliest start: Thursday 2 July — that's 10 calendar days from today.")]),
    _d("2026-09-18", "这周日要上班吗？这周日到下周日请假，要请几天？",
       [_leave("2026-09-20", "2026-09-27")],
       [(C, "zh", "要上班，这周日9月20日是国庆调休上班日。周日到下周日（9/20-9/27）要请5天：20日到24日；25日至27日是中秋节假期。"),
        (C, "zh", "周日要补班。请5个工作日就行，8天里后三天是中秋假期。"),
        (C, "en", "Yes, Sunday 20 September is a make-up working day (for National Day). From Sunday 20 to Sunday 27 "
                  "September you need 5 days of leave; Friday 25 to Sunday 27 is the Mid-Autumn holiday."),
        (C, "en", "Yes, this Sunday (the 20th) is a make-up working day. You'd need 5 days of leave: the 20th, 21st, "
                  "22nd, 23rd and 24th. Friday the 25th is Mid-Autumn, and the 26th–27th weekend is part of that break too."),
        (W, "zh", "这周日不用上班。周日到下周日请假要4天。"),
        (W, "zh", "要上班，周日是中秋调休。请假共5个工作日。"),
        (W, "zh", "周日9月20日要上班。请假5天，中秋节9月24日到26日放假。"),
        (W, "en", "Yes, you work on Sunday the 21st. From then to next Sunday is 5 working days.")]),
    _d("2026-09-30", "国庆放几天？哪天回来上班？10号周六要上班吗？",
       [_leave("2026-10-01", "2026-10-10")],
       [(C, "zh", "国庆放7天，10月1日（周四）到7日（周三），10月8日（周四）回来上班。10月10日周六是调休上班日，要上班。"),
        (C, "en", "National Day gives you 7 days off, 1–7 October; you're back on Thursday 8 October, and yes, Saturday "
                  "10 October is a make-up working day."),
        (C, "zh", "明天开始放，连放7天到10月7日，10月8日返岗。10号周六要上班（调休），所以8号到10号这3天都上班。"),
        (C, "en", "7 days (Thu 1 – Wed 7 Oct). Return: Thu 8 Oct. Sat 10 Oct: working day. Sunday 20 September was "
                  "also a make-up day for this holiday."),
        (W, "zh", "国庆放8天（10月1日至8日），10月9日上班，10号周六要上班。"),
        (W, "zh", "国庆放7天，10月1日至7日，10月8日上班；10月10日周六正常休息。"),
        (W, "en", "7 days off, 1–7 October; back Monday 8 October; Saturday 10 October is a working day."),
        (W, "zh", "国庆和中秋连休，10月1日到7日共7天，10月8日上班，10号周六上班。")]),
    _d("2026-09-21", "I want to bridge the National Day break: leave from Tuesday 29 September to "
                     "Friday 9 October. How many working days is that?",
       [_leave("2026-09-29", "2026-10-09")],
       [(C, "en", "4 working days: Tuesday 29 and Wednesday 30 September, then Thursday 8 and Friday 9 October. The "
                  "National Day holiday (1–7 October) covers the rest."),
        (C, "en", "That's 11 calendar days but only 4 days of leave."),
        (C, "zh", "共4个工作日，节前两天（9月29日、30日）加节后两天（10月8日、9日）。"),
        (C, "zh", "4天。9.29-10.9一共11天，国庆7天不用请。"),
        (W, "en", "It comes to 6 working days."),
        (W, "en", "4 working days; the holiday runs 1–8 October."),
        (W, "zh", "共4个工作日：9月29日（周二）、30日（周三）、10月8日（周五）、9日（周六）。")]),
    _d("2026-09-28", "10月12日开始休假，要提前5个工作日申请，最晚哪天交？",
       [_add("2026-10-12", -5)],
       [(C, "zh", "最晚明天（9月29日，周二）提交。之后的5个工作日是9月30日、10月8日、9日、10日（周六调休）和12日。"),
        (C, "zh", "最晚9月29日交，国庆1号到7号放假不算，10号周六补班算一天。"),
        (C, "en", "The last day to submit is Tuesday 29 September — tomorrow."),
        (C, "en", "Hand it in by 29 Sept (Tue) at the latest; the five working days that follow are 30 Sept and 8, 9, 10 "
                  "and 12 Oct, counting Saturday the 10th."),
        (W, "zh", "最晚9月30日（周三）提交。"),
        (W, "zh", "最晚9月29日提交；10月10日周六不上班，所以中间只算4个工作日。"),
        (W, "en", "Submit by Monday 5 October at the latest."),
        (W, "zh", "最晚后天（9月29日）提交。")]),
    _d("2026-12-28", "今天到明年1月8号请假，要请几个工作日？",
       [_leave("2026-12-28", "2027-01-08")],
       [(C, "zh", "共9个工作日：今年12月28日到31日4天，明年1月4日到8日5天，1月1日元旦放假。"
                  "2027年的放假安排还没公布，这是按法定节日推算的，仅供参考。"),
        (C, "zh", "需要请9天（按推算，2027年元旦安排以官方通知为准）。这12天里有元旦1天，还有1月2、3日两天周末。"),
        (C, "en", "9 working days, from today (Mon 28 Dec) to Fri 8 Jan, with New Year's Day (Fri 1 Jan) off. The 2027 "
                  "holiday dates aren't official yet, so treat this as an estimate."),
        (C, "zh", "按目前推算是9个工作日，12月4天、1月5天。注意2027年国务院还没发通知，元旦如果有调休，天数可能会变。"),
        (W, "zh", "共9个工作日，其中1月1日元旦放假。"),
        (W, "zh", "共10个工作日（2027年安排为推算，仅供参考）。"),
        (W, "en", "9 working days; New Year's Day falls on Thursday 1 January 2027. (Estimate: the 2027 schedule is not "
                  "yet published.)"),
        (W, "zh", "按推算是9个工作日，12月占5天、1月占4天，仅供参考。")]),
    _d("2026-12-30", "What day is 3 working days from today?",
       [_add("2026-12-30", 3)],
       [(C, "en", "Tuesday 5 January 2027: Thursday 31 December is day 1, New Year's Day (Friday 1 January) is skipped, "
                  "and Monday the 4th and Tuesday the 5th are days 2 and 3. The 2027 holiday schedule hasn't been "
                  "published, so this is an estimate."),
        (C, "en", "Tue, 5 Jan 2027 (provisional — based on the statutory holidays only, pending the official 2027 notice)."),
        (C, "zh", "3个工作日后是2027年1月5日（周二）。2027年的放假安排尚未公布，这里按元旦1月1日放假推算。"),
        (C, "en", "It'd be next Tuesday, 5 January — assuming New Year's Day on the 1st is the only day off; the official "
                  "2027 arrangement may differ."),
        (W, "en", "Monday 4 January 2027 (an estimate, as the 2027 schedule isn't out)."),
        (W, "en", "Tuesday 5 January 2027."),
        (W, "zh", "2027年1月5日（周一），按推算，仅供参考。"),
        (W, "en", "Tuesday 5 January 2027 — New Year's Day is 1 January and Monday 4 January is a make-up working day. "
                  "This is an estimate.")]),
    _d("2027-01-25", "今年春节放几天？2月1号到2月12号请假要几天？",
       [_leave("2027-02-01", "2027-02-12")],
       [(C, "zh", "按推算，2027年春节法定假日是2月5日（周五，除夕）到2月8日（周一），共4天；2月1日到12日请假需要8个工作日。2027年的放假通知还没出，"
                  "实际可能有调休和更长的假期，以国务院公布为准。"),
        (C, "zh", "暂按法定节日估算：春节2月5日至8日放4天，请假8天（2月1日–4日、9日–12日各4天）。正式安排尚未公布。"),
        (C, "en", "Based on the statutory holidays only (the 2027 notice isn't out yet): Spring Festival is 5–8 February, "
                  "4 days, and 1–12 February needs 8 working days of leave."),
        (C, "zh", "估计4天假，请假要8个工作日。12天里春节占了4天（5号到8号），其中6、7号本来就是周末。注意这是推算，调休和补假还没算进去。"),
        (W, "zh", "春节放4天（2月5日至8日），请假要8个工作日。"),
        (W, "zh", "按推算，春节2月6日至9日放假，请假8个工作日，以官方公布为准。"),
        (W, "en", "Estimated 4-day Spring Festival break; 1–12 February is 12 days of leave. Provisional."),
        (W, "en", "Estimated: Spring Festival runs 5–8 February; 1–12 February is 8 working days, and Saturday 13 "
                  "February is a make-up working day. Subject to the official notice.")]),
    _d("2027-03-31", "Is Monday 5 April a holiday? If I take Thursday 1 April to Wednesday 7 April off, "
                     "how many days of leave is that?",
       [_leave("2027-04-01", "2027-04-07")],
       [(C, "en", "Yes — on current estimates Monday 5 April 2027 is the Qingming holiday. 1–7 April would be 4 days of "
                  "leave: Thu 1, Fri 2, Tue 6 and Wed 7. The 2027 schedule isn't official yet, so please double-check "
                  "once it's published."),
        (C, "en", "Probably: 5 April is Qingming by the statutory calendar (the 2027 notice hasn't been imported). Leave "
                  "needed: 4 working days out of 7."),
        (C, "zh", "按推算4月5日（周一）是清明节，放假。4月1日到7日请假要4个工作日，周末两天加清明一天不算。2027年安排仅为推算。"),
        (C, "en", "Yes, it should be. 4 days of leave: the 3rd and 4th are a weekend and the 5th is Qingming — but "
                  "that's estimated from the statutory holidays; the official 2027 timetable may add make-up days."),
        (W, "en", "Yes, Monday 5 April is Qingming. It's 4 days of leave."),
        (W, "en", "Estimated: 5 April is a holiday, so the leave is 5 working days. (2027 not yet official.)"),
        (W, "zh", "按推算，清明节是4月4日（周日），4月1日至7日要请5天，仅供参考。")]),
    _d("2027-04-28", "五一放假吗？明天到5月7号请假要几天？",
       [_leave("2027-04-29", "2027-05-07")],
       [(C, "zh", "放，按法定节日推算，2027年劳动节是5月1日、2日，正好是周六周日，不占工作日。明天（4月29日）到5月7日请假要7个工作日。"
                  "2027年放假通知还没公布，实际可能有调休补假，仅供参考。"),
        (C, "zh", "放，不过推算下来5月1日、2日都落在周末。请假7天：4月29、30日和5月3日到7日。（推算结果，以官方为准）"),
        (C, "en", "Labour Day 2027 is estimated as Sat 1 – Sun 2 May, both weekend days, so no weekday is lost. Tomorrow "
                  "(Thu 29 April) to Fri 7 May: 7 working days of leave. The official 2027 arrangement hasn't been "
                  "published; this is an estimate."),
        (C, "en", "May Day (1–2 May) is a holiday, but in the estimate it falls on a weekend. Estimate: 7 days of leave. "
                  "Note the real 2027 May Day arrangement, once announced, may well differ."),
        (W, "zh", "五一放5天（5月1日至5日），请假只要4天。仅供参考。"),
        (W, "zh", "劳动节5月1日、2日是周六周日。请假7个工作日。"),
        (W, "en", "Estimated: Labour Day is 1–2 May (Saturday and Sunday); from tomorrow, Thursday 29 April, to 7 May "
                  "is 9 working days."),
        (W, "zh", "按推算五一是5月1日、2日（周五、周六），请假7天，以国务院安排为准。")]),
    _d("2027-06-07", "这周三是端午吗？这周一到周五请假要扣几天？",
       [_leave("2027-06-07", "2027-06-11")],
       [(C, "zh", "对，按推算2027年端午节是6月9日（周三）。这周一到周五（6月7日至11日）请假扣4天，端午那天不算。2027年安排尚未公布，仅供参考。"),
        (C, "zh", "是的（推算，官方通知还没出），周三端午放一天，这周请假扣4个工作日：7、8、10、11号。"),
        (C, "en", "Yes — on the statutory estimate, Dragon Boat Festival falls on Wednesday 9 June 2027. Monday 7 to "
                  "Friday 11 June costs 4 days of leave. The 2027 schedule isn't official yet."),
        (C, "zh", "是周三9号。扣4天（按法定节日推算，可能另有调休，以正式通知为准）。"),
        (W, "zh", "对，周三端午。扣5天。（2027年为推算）"),
        (W, "zh", "按推算端午是6月10日（周四），这周请假扣4天，仅供参考。"),
        (W, "en", "Yes, Wednesday 9 June is Dragon Boat Festival; the week costs 4 days of leave.")]),
    _d("2026-03-09", "今天交材料，审批要10个工作日，最晚哪天出结果？",
       [_add("2026-03-09", 10)],
       [(C, "zh", "最晚3月23日（周一）出结果，正好是两周后的今天。"),
        (C, "zh", "10个工作日后是下下周一，3月23日。这段时间没有节假日：10号到13号4天、16号到20号5天、23号1天。"),
        (C, "en", "By Monday 23 March: two weeks from today, with no public holidays in between."),
        (C, "en", "Monday 23 March, the Monday after next."),
        (W, "zh", "最晚3月20日（周五）出结果。"),
        (W, "zh", "最晚3月23日，也就是下周一。"),
        (W, "en", "By Monday 23 March; that's 10 calendar days from today.")]),
    _d("2026-11-25", "11月30日到12月11日请假，一共几个工作日？11月和12月各几天？",
       [_leave("2026-11-30", "2026-12-11"), _leave("2026-11-30", "2026-11-30"), _leave("2026-12-01", "2026-12-11")],
       [(C, "zh", "一共10个工作日。11月只有30日（周一）1天，12月1日到11日9天。"),
        (C, "zh", "10天：11月1天，12月9天。12个自然日里只有12月5日、6日是周末，没有节假日。"),
        (C, "en", "10 working days in all — 1 in November (Monday the 30th) and 9 in December (1st–11th)."),
        (C, "zh", "共10个工作日。第一周11.30-12.4共5天，第二周12.7-12.11共5天；按月份算11月1天、12月9天。"),
        (W, "zh", "一共12个工作日，11月1天，12月11天。"),
        (W, "en", "10 working days: 1 in November and 9 in December; 30 November is a Sunday."),
        (W, "zh", "共10个工作日，11月1天，12月9天；12月5日、6日是周五、周六。")]),
    _d("2026-08-26", "How many working days are left in August, counting today?",
       [_leave("2026-08-26", "2026-08-31")],
       [(C, "en", "4 working days: today (Wed 26), Thu 27, Fri 28 and Mon 31 August."),
        (C, "en", "Four, including today. The 29th and 30th are a weekend, and the last working day of the month is "
                  "Monday the 31st."),
        (C, "zh", "算上今天还有4个工作日：26、27、28号和31号。"),
        (C, "en", "6 calendar days left, 4 of them working days; no public holidays."),
        (W, "en", "5 working days: 26, 27, 28, 29 and 31 August."),
        (W, "zh", "还有4个工作日，8月31日是周五。"),
        (W, "en", "4 working days; the last working day of August is Friday the 28th.")]),
    _d("2026-02-27", "明天周六要上班吗？后天呢？明天到下周五请假要扣几天？",
       [_leave("2026-02-28", "2026-03-06")],
       [(C, "zh", "要上班，明天2月28日（周六）是春节调休上班日；后天3月1日周日休息。明天到下周五（2月28日至3月6日）请假扣6天。"),
        (C, "zh", "明天补班，后天不用。扣6个工作日：28号，加上3月2日到6日。"),
        (C, "en", "Yes, tomorrow (Saturday 28 February) is a make-up working day, but Sunday 1 March is a normal day "
                  "off. Taking tomorrow through next Friday off uses 6 days of leave."),
        (C, "en", "Work tomorrow, rest the day after tomorrow. Of the 7 days from Feb 28 to Mar 6, 6 need leave — only "
                  "Sunday, March 1 doesn't."),
        (W, "zh", "明天周六休息，后天也休息，请假扣5天。"),
        (W, "zh", "明天要上班，后天3月1日也要调休上班，请假扣7天。"),
        (W, "en", "Yes, tomorrow is a make-up day; Sunday is off. From tomorrow to next Friday is 5 working days."),
        (W, "zh", "明天调休上班，后天休息，扣6天；下周五是3月7日。")]),
    _d("2026-10-10", "I'm at work today even though it's Saturday, right? I need 3 working days' notice; "
                     "if I submit today, when can my leave start?",
       [_add("2026-10-10", 3)],
       [(C, "en", "Yes, today (Saturday 10 October) is a make-up working day for National Day. With 3 working days' "
                  "notice, the earliest your leave can start is Wednesday 14 October."),
        (C, "en", "Right — it's a 调休 day. Earliest start: Wed 14 Oct (Monday the 12th and Tuesday the 13th are days 1 "
                  "and 2)."),
        (C, "zh", "对，今天周六调休上班。最早10月14日（周三）开始休。"),
        (C, "zh", "是，今天是国庆调休上班日。今天交的话，第3个工作日是下周三（14号），最早那天开始。"),
        (W, "en", "Yes, today is a make-up day. Earliest start: Tuesday 13 October."),
        (W, "en", "No, today is an ordinary Saturday; earliest start is Wednesday 14 October."),
        (W, "en", "Yes, it's a make-up working day for the Mid-Autumn Festival; earliest start Wednesday 14 October.")]),
    _d("2027-09-13", "中秋节是这周三吗？这周一到周五请假扣几天年假？",
       [_leave("2027-09-13", "2027-09-17")],
       [(C, "zh", "按推算是的，2027年中秋节在9月15日（周三）。这周一到周五扣4天年假。2027年放假安排还没公布，以官方为准。"),
        (C, "en", "Looks like it: Wednesday the 15th, going by the estimated 2027 calendar (no official schedule yet). "
                  "You'd take 4 days — the 13th, 14th, 16th and 17th."),
        (C, "en", "Yes, by the statutory estimate Mid-Autumn Festival is Wednesday 15 September 2027, so the week costs "
                  "4 days of annual leave. The 2027 schedule hasn't been published."),
        (C, "zh", "是。扣四天，周三中秋放一天（估算，调休安排未知）。"),
        (W, "zh", "是周三，扣4天。"),
        (W, "zh", "按推算中秋是9月16日（周四），扣4天，仅供参考。"),
        (W, "zh", "中秋9月15日至17日放3天，这周只扣2天（推算）。")]),
    _d("2027-09-27", "How long is the National Day break this year? If I take Monday 27 September to Friday 8 October off, "
                     "how many days of leave is that and when am I back at work?",
       [_leave("2027-09-27", "2027-10-08")],
       [(C, "en", "On the statutory estimate, National Day 2027 is 3 days, Friday 1 to Sunday 3 October. 27 September to "
                  "8 October is 9 working days of leave, and you'd be back on Monday 11 October. The 2027 arrangement "
                  "hasn't been published, so the real break may be longer — check the official notice."),
        (C, "en", "Estimated: 3 days off (1–3 Oct). Leave: 9 days (4 in September, 5 in October). Back: Mon 11 Oct. "
                  "Provisional until the 2027 schedule is out."),
        (C, "zh", "按推算国庆放3天（10月1日至3日），请假9个工作日，10月11日（周一）回来上班。2027年安排未公布，仅供参考。"),
        (C, "zh", "估计放3天，按法定节日算是1-3号。请假9天：9月27-30日4天，10月4-8日5天。11号周一上班。以国务院通知为准。"),
        (W, "en", "National Day is 1–7 October; the leave is 4 working days; back Monday 11 October. (Estimate.)"),
        (W, "en", "Estimated 3 days (1–3 October); 9 days of leave; back Saturday 9 October."),
        (W, "zh", "国庆放3天（10月1日至3日），请假9天，10月11日回来上班。"),
        (W, "en", "Estimated: 1–3 October; the leave is 12 working days; back Monday 11 October. Subject to the official "
                  "schedule.")]),
    _d("2026-06-18", "下下周一开始休5天年假，要提前3个工作日申请，最晚哪天交？哪天回来上班？",
       [_add("2026-06-29", -3), _add("2026-06-29", 5)],
       [(C, "zh", "下下周一是6月29日。最晚6月24日（周三）提交；休6月29日到7月3日5天，7月6日（周一）回来上班。"),
        (C, "zh", "最晚下周三（6/24）交，7月6号（周一）上班。"),
        (C, "en", "The Monday after next is 29 June. Submit by Wednesday 24 June at the latest; after five days off "
                  "(29 June–3 July) you're back on Monday 6 July."),
        (C, "zh", "最晚6月24日交，24号之后第3个工作日正好是29号。休完5天（6.29-7.3，周一到周五），7月6日返岗，中间没有节假日。"),
        (W, "zh", "下下周一是7月6日，最晚7月1日交，7月13日回来。"),
        (W, "zh", "最晚6月25日（周四）提交，7月6日回来上班。"),
        (W, "en", "Submit by Wednesday 24 June; you're back on Monday 6 July. Note the Dragon Boat Festival on 19 June "
                  "falls in the notice period.")]),
]
