"""The fifth held-out probe set (heldout5), calendar part: questions, the tool calls a model would make,
and final answers written by hand after reading the tools' REAL results (make_heldout5.py runs the calls
and writes heldout5.jsonl). Written blind for round 5 of issue 26 by a helper who never read the answer
check's code or docs nor ran the check on this set; labels were judged only against the tool results,
the calendar (chinese_calendar for weekdays and make-up days) and arithmetic, and audited a second time
answer by answer before anything measured them. Never tuned on: every case is "report".

22 questions, 172 answers (82 correct, 90 wrong; 116 Chinese, 56 English). Material no earlier set used:
元旦 2026 (1月1日至3日) and its 1月4日 make-up Sunday (today on the holiday, today on the make-up day, a
notice period across it, a deadline counted back across it); ordinary weeks in January, March, July,
August and November 2026 (weekends only: a leave across 7月/8月 and 3月/4月 with per-month counts, 7
calendar days vs working days, working days until 8月31日, a leave over a weekend); today on a weekend;
a several-step question (提前5个工作日申请、休3个工作日、哪天回来); latest submission days counted back
(add_workdays with negative days); 2027 清明/劳动节/端午/国庆 (estimated: every correct answer carries a
caveat that the 2027 schedule is an estimate, in varied wordings; some wrong answers only lack it).
Relative days: 明天, 后天, 大后天, 这个周日, 这周四/这周五, 下周一/三/四/五, 下下周一/三/四, next Wednesday,
tomorrow week, two weeks from today. Errors: wrong date or weekday, off-by-one and arithmetic, 工作日 vs
自然日, a holiday as the day, a make-up day ignored, a wrong holiday span or name, a relative day resolved
wrongly, a missing estimate caveat, a right conclusion beside a false explanatory fact."""
from __future__ import annotations

# The same helpers as heldout4's (one line per question: its calls once, then its answers).
from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401  (re-exported for heldout5_handbooks)


def _leave(start, end):
    return ("calculate_leave_days", {"start_date": start, "end_date": end})


def _add(date, days):
    return ("add_workdays", {"date": date, "days": days})


CALENDAR_CASES = [
    # 元旦 2026: 1月1日（周四）至3日（周六）放假，1月4日（周日）调休上班.
    _d("2025-12-30", "元旦放几天？1月4号那天要上班吗？",
       [_leave("2026-01-01", "2026-01-04")],
       [(C, "zh", "元旦放3天，1月1日（周四）到1月3日（周六）；1月4日虽然是周日，但要调休上班。"),
        (C, "zh", "放三天假，1号到3号。4号星期天补班，要正常上班。"),
        (C, "en", "New Year's Day gives 3 days off, Thursday 1 to Saturday 3 January 2026, and Sunday 4 January "
                  "is a make-up working day, so yes, you work that day."),
        (C, "zh", "1月1日至3日休息，共3天；4号周日调休上班。这4天里只有1月4日一天是工作日。"),
        (W, "zh", "元旦放3天，1月1日到3日；1月4日是周日，正常休息，不用上班。"),
        (W, "zh", "元旦放假1月1日至4日，共4天，4号不用上班。"),
        (W, "zh", "元旦放3天（1月1日周三至1月3日周五），1月4日周日要上班。"),
        (W, "en", "3 days off (1–3 January); Saturday 4 January is a make-up working day.")]),
    _d("2025-12-31", "I'm handing in a leave request today and it needs 3 working days' notice. "
                     "What's the earliest day my leave can begin?",
       [_add("2025-12-31", 3)],
       [(C, "en", "The earliest start is Tuesday 6 January 2026. 1–3 January is the New Year holiday, but Sunday "
                  "4 January is a make-up working day, so it counts."),
        (C, "en", "Earliest: Tue, Jan 6."),
        (C, "zh", "最早2026年1月6日（周二）开始休。"),
        (C, "en", "Counting from today, the 3rd working day is 6 January, a Tuesday — the New Year break on 1–3 "
                  "January doesn't count, and the make-up Sunday on the 4th does."),
        (W, "en", "Earliest start: Tuesday 6 January; the New Year holiday runs 1–4 January."),
        (W, "zh", "最早1月6日（周一）开始休假。"),
        (W, "en", "Earliest is 6 January. The holiday is 1–3 January and Sunday 4 January is a normal rest day.")]),
    _d("2026-01-02", "今天是元旦假期吧？这个周日到下周五要上几天班？",
       [_leave("2026-01-04", "2026-01-09")],
       [(C, "zh", "对，今天1月2日（周五）是元旦假期。1月4日周日调休上班，再加上1月5日到9日周一至周五，一共6个工作日。"),
        (C, "zh", "是的，今天放假。周日（1/4）到下周五（1/9）共6天，全都要上班，周日是元旦调休。"),
        (C, "en", "Yes, today (Friday 2 January) is part of the New Year holiday. From Sunday 4 January to Friday "
                  "9 January you work 6 days, since the Sunday is a make-up day."),
        (C, "zh", "今天休元旦。4号到9号连上6天班。"),
        (W, "zh", "今天是元旦假期。周日休息，下周一到下周五上5天班。"),
        (W, "zh", "今天1月2日（周六）是元旦假期，1月4日到9日共6个工作日。"),
        (W, "zh", "对，今天元旦假期。1月3日（周日）调休上班，到1月9日共6个工作日。"),
        (W, "zh", "今天放假。周日调休上班，到下周五一共7个工作日。")]),
    _d("2026-01-14", "下周一到周五想请年假，要扣几天年假？",
       [_leave("2026-01-19", "2026-01-23")],
       [(C, "zh", "下周一1月19日到周五1月23日，共5个工作日，扣5天年假。"),
        (C, "zh", "5天。"),
        (C, "en", "Monday 19 to Friday 23 January is 5 working days, so 5 days of annual leave."),
        (W, "zh", "下周一1月20日到周五1月24日，共5个工作日。"),
        (W, "zh", "1月19日到23日共7天，扣7天年假。"),
        (W, "en", "Monday 19 to Friday 23 January is 4 working days."),
        (W, "zh", "扣5天，1月22日（周三）也不是节假日。"),
        (W, "zh", "下周有春节调休，只扣4天。")]),
    _d("2026-07-20", "7月27号到8月7号请假，需要几个工作日？跨了两个月，7月和8月各算几天？",
       [_leave("2026-07-27", "2026-08-07"), _leave("2026-07-27", "2026-07-31"), _leave("2026-08-01", "2026-08-07")],
       [(C, "zh", "一共10个工作日：7月27日到31日5天，8月3日到7日5天，8月1日、2日是周末。"),
        (C, "zh", "共需10天。7月占5个工作日，8月也是5个。"),
        (C, "en", "10 working days in total: 5 in July (27–31) and 5 in August (3–7)."),
        (C, "zh", "12个自然日，里面10个工作日，7月、8月各5个，中间没有法定节假日。"),
        (W, "zh", "一共12个工作日，7月5天，8月7天。"),
        (W, "zh", "共10个工作日，7月27日到31日4天，8月6天。"),
        (W, "en", "10 working days: 5 in July and 5 in August; 1 and 2 August fall on a Sunday and Monday."),
        (W, "zh", "共9个工作日，8月1日建军节放假。")]),
    _d("2026-11-02", "I'd like 7 calendar days off starting Monday 16 November. What would my last day off be, "
                     "and how many working days of leave does that use?",
       [_leave("2026-11-16", "2026-11-22")],
       [(C, "en", "Your last day off would be Sunday 22 November, and it uses 5 working days of leave (16–20 "
                  "November)."),
        (C, "en", "7 calendar days from Mon 16 Nov ends on Sun 22 Nov; only 5 of them are working days."),
        (C, "zh", "最后一天是11月22日（周日），占用5个工作日的假。"),
        (W, "en", "Your last day off would be Sunday 22 November, and it uses 7 days of leave."),
        (W, "en", "Last day: Saturday 22 November. 5 working days."),
        (W, "zh", "最后一天是11月22日（周日），共用6个工作日。"),
        (W, "en", "Your last day off is Sunday 22 November; it uses 5 working days, Monday 16 to Thursday 20 "
                  "November.")]),
    _d("2026-08-10", "从明天算起到8月31日（含）还有几个工作日？一共多少天？",
       [_leave("2026-08-11", "2026-08-31")],
       [(C, "zh", "从明天8月11日到8月31日，共15个工作日，21个自然日。"),
        (C, "zh", "还有15个工作日，按日历天算是21天。"),
        (C, "en", "From tomorrow (Tue 11 Aug) to Mon 31 Aug: 15 working days, 21 days in all."),
        (C, "zh", "8月11日（周二）至31日（周一），一共21天，其中工作日15天，没有节假日。"),
        (W, "zh", "还有21个工作日。"),
        (W, "zh", "从明天8月11日到8月31日，共15个工作日，20个自然日。"),
        (W, "zh", "从明天8月12日起到8月31日，共15个工作日。"),
        (W, "zh", "15个工作日，21天；8月31日是周日。")]),
    _d("2026-03-07", "今天周六吧？下周一到下周三请三天假，下周三是几号，算几个工作日？",
       [_leave("2026-03-09", "2026-03-11")],
       [(C, "zh", "对，今天3月7日周六。下周三是3月11日，下周一到周三（3月9日至11日）共3个工作日。"),
        (C, "zh", "是周六。下周三=3月11号，请3个工作日。"),
        (C, "en", "Yes, today is Saturday 7 March. Next Wednesday is 11 March; Monday 9 to Wednesday 11 March is "
                  "3 working days."),
        (W, "zh", "今天周六。下周三是3月18日，共3个工作日。"),
        (W, "zh", "今天是周日。下周三是3月11日，3个工作日。"),
        (W, "zh", "对，周六。下周三是3月11日（周四），共3个工作日。"),
        (W, "en", "Yes, Saturday. Next Wednesday is 11 March; that's 3 calendar days but only 2 working days."),
        (W, "zh", "今天周六（3月7日）。下周一到周三是3月10日至12日，共3个工作日。")]),
    _d("2026-01-04", "今天礼拜天还要上班？明天呢？今明两天算几个工作日？",
       [_leave("2026-01-04", "2026-01-05")],
       [(C, "zh", "要上。今天1月4日虽然是周日，但是元旦调休上班日；明天1月5日周一也上班。两天都是工作日，共2个。"),
        (C, "zh", "今天是元旦调休，得上班；明天周一正常上班，今明两天算2个工作日。"),
        (C, "en", "Yes — today, Sunday 4 January, is a make-up working day for New Year's Day, and tomorrow "
                  "(Monday 5 January) is a normal working day: 2 working days."),
        (C, "zh", "都要上班，2个工作日。"),
        (W, "zh", "今天周日不用上班，明天周一上班，只有1个工作日。"),
        (W, "zh", "今天是春节调休上班日，明天也上班，共2个工作日。"),
        (W, "en", "Yes, today is a make-up working day; tomorrow, Tuesday 5 January, is also a working day. "
                  "2 working days."),
        (W, "zh", "今天1月3日（周日）调休上班，明天也上班，共2个工作日。")]),
    _d("2026-07-06", "My leave starts Monday 20 July and the rule is 5 working days' notice. "
                     "What's the last day I can submit?",
       [_add("2026-07-20", -5)],
       [(C, "en", "Submit by Monday 13 July at the latest."),
        (C, "en", "The latest day is Mon 13 July: the 5 working days after it are 14, 15, 16, 17 and 20 July."),
        (C, "zh", "最晚7月13日（周一）提交，也就是下周一。"),
        (W, "en", "Submit by Friday 10 July at the latest."),
        (W, "en", "Submit it by tomorrow week at the latest."),
        (W, "zh", "最晚7月13日（周二）提交。"),
        (W, "en", "You need to submit by Wednesday 15 July, 5 days before the 20th.")]),
    _d("2025-12-24", "1月8号开始休假，要提前5个工作日报备，最晚几号报？",
       [_add("2026-01-08", -5)],
       [(C, "zh", "最晚12月31日（周三）报备。元旦1月1日至3日放假，1月4日（周日）调休上班；12月31日之后的工作日依次是"
                  "1月4日、5日、6日、7日、8日，第5个正好是8日。"),
        (C, "zh", "最晚2025年12月31日，也就是元旦前最后一个工作日。"),
        (C, "en", "The last working day to file it is Wednesday 31 December 2025."),
        (C, "zh", "倒推下来是1月3日，但那天是元旦假期（周六），要在工作日报的话最晚12月31日周三。"),
        (C, "zh", "最晚下周三，也就是12月31日。"),
        (W, "zh", "最晚12月31日（周四）报备。"),
        (W, "zh", "最晚12月30日（周二）报备，1月4日周日不上班。"),
        (W, "zh", "最晚1月2日（周五）报备。"),
        (W, "zh", "最晚这周五（12月26日）就要报。")]),
    _d("2026-11-09", "今天提交申请，需提前5个工作日，休3个工作日，最早哪天回来上班？",
       [_add("2026-11-09", 5), _add("2026-11-16", 3), _leave("2026-11-16", "2026-11-18")],
       [(C, "zh", "最早11月16日（周一）开始休，休16、17、18日三天，11月19日（周四）回来上班。"),
        (C, "zh", "下周一开始休，休到下周三，下周四（11月19日）回来上班。"),
        (C, "en", "Earliest return: Thursday 19 November (leave Monday 16 – Wednesday 18 November)."),
        (C, "zh", "11月19号回来上班。"),
        (W, "zh", "最早11月16日开始休，11月18日回来上班。"),
        (W, "zh", "最早11月16日开始休，休3天，11月20日（周五）回来。"),
        (W, "zh", "今天算第1个工作日，第5个是11月13日（周五），从那天起休3天，11月18日回来。"),
        (W, "zh", "最早下下周一开始休，下下周四回来上班。")]),
    # 2027 is an estimated year: every correct answer says so.
    _d("2026-12-10", "明年清明节是哪天？4月1日到4月9日请假要几个工作日？",
       [_leave("2027-04-01", "2027-04-09")],
       [(C, "zh", "按推算，2027年清明节是4月5日（周一），4月1日到9日共6个工作日。2027年放假安排还没公布，以国务院通知为准。"),
        (C, "zh", "6个工作日（4月1日、2日，加上4月6日至9日）；清明4月5日周一放假。注意这是按法定节日推算的，明年的正式安排尚未发布。"),
        (C, "en", "Qingming 2027 should fall on Monday 5 April, so 1–9 April comes to 6 working days — an estimate, "
                  "as the official 2027 holiday schedule isn't out yet."),
        (C, "zh", "清明是4月5号，请6天。不过明年的放假通知还没出来，这只是推算，可能有调休变化。"),
        (W, "zh", "2027年清明节是4月5日（周一），4月1日到9日共6个工作日。"),
        (W, "zh", "清明节是4月4日（周日），4月1日到9日共7个工作日。（2027年安排尚未公布，仅供参考）"),
        (W, "zh", "清明4月5日，共9个工作日（按推算，以正式通知为准）。"),
        (W, "zh", "清明节4月5日（周二），共6个工作日，明年安排以官方公布为准。")]),
    _d("2026-12-15", "For next year's May Day: if I take 29 April to 7 May 2027 off, how many working days is that?",
       [_leave("2027-04-29", "2027-05-07")],
       [(C, "en", "7 working days. On the estimated 2027 calendar Labour Day is 1–2 May, a Saturday and Sunday, so it "
                  "doesn't reduce the count. The official 2027 schedule hasn't been published, so treat this as "
                  "provisional."),
        (C, "en", "It comes to seven working days: Thu 29 and Fri 30 April plus Mon 3 – Fri 7 May. This is based on "
                  "an estimate — the State Council hasn't announced the 2027 arrangements yet."),
        (C, "zh", "7个工作日。2027年劳动节按推算是5月1日、2日，正好是周六周日。明年的安排还没公布，以正式通知为准。"),
        (C, "en", "Estimated at 7 working days (2027's holiday notice isn't out yet; make-up days may change this)."),
        (W, "en", "5 working days, since 1–5 May is the Labour Day holiday (2027 estimate, not yet official)."),
        (W, "en", "7 working days: 29–30 April and 3–7 May."),
        (W, "en", "9 working days (29 April – 7 May), an estimate pending the 2027 notice."),
        (W, "zh", "7个工作日，5月1日、2日是周五和周六（2027年安排为推算）。")]),
    _d("2026-12-08", "2027年端午节是几月几号星期几？6月7日到11日那周请假要几个工作日？",
       [_leave("2027-06-07", "2027-06-11")],
       [(C, "zh", "按推算2027年端午是6月9日（周三），6月7日至11日共4个工作日。明年放假安排未公布，仅供参考。"),
        (C, "zh", "端午6/9星期三，那周请4天就够了（2027年官方安排还没发，这是推算的）。"),
        (C, "en", "Dragon Boat Festival 2027 is estimated for Wednesday 9 June; 7–11 June needs 4 working days. The "
                  "2027 schedule is not official yet."),
        (C, "zh", "6月9日周三是端午节；7日、8日、10日、11日共4个工作日。注意：2027年的放假通知还没出，实际可能有调休。"),
        (W, "zh", "端午是6月9日（周三），请4个工作日。"),
        (W, "zh", "端午6月9日（周四），请4个工作日，以国务院公布为准。"),
        (W, "zh", "端午6月9日（周三），6月7日至11日共5个工作日（推算）。"),
        (W, "zh", "端午节是5月5日，6月7日至11日没有节假日，要5个工作日（推算，仅供参考）。")]),
    _d("2026-12-20", "明年国庆想连休，9月27日到10月8日请假，要用几天年假？",
       [_leave("2027-09-27", "2027-10-08")],
       [(C, "zh", "按推算要9个工作日：9月27日至30日4天，10月1日（周五）至3日国庆放假，10月4日至8日5天。2027年放假安排尚未公布，"
                  "以国务院通知为准。"),
        (C, "zh", "9天年假（推算值，2027年的国庆安排还没出，可能会有调休）。"),
        (C, "en", "About 9 working days on the estimated 2027 calendar (National Day 1–3 October; the official notice "
                  "isn't out yet)."),
        (W, "zh", "要9个工作日，9月27日至30日4天，10月4日至8日5天。"),
        (W, "zh", "国庆10月1日至7日放假，只要请4天年假（推算）。"),
        (W, "zh", "要12天年假（2027年安排为推算）。"),
        (W, "zh", "9个工作日，其中10月1日是周四（仅供参考，以公布为准）。"),
        (W, "zh", "9个工作日（推算），9月27日至30日5天，10月4日至8日4天。")]),
    _d("2026-08-19", "What day of the week is 28 August? If I'm off from then until 1 September, how many working "
                     "days is that?",
       [_leave("2026-08-28", "2026-09-01")],
       [(C, "en", "28 August is a Friday. 28 August to 1 September is 3 working days: Fri 28, Mon 31 and Tue 1 "
                  "September."),
        (C, "en", "Friday. 3 working days."),
        (C, "zh", "8月28日是周五，到9月1日共3个工作日（周末两天不算）。"),
        (C, "en", "It's a Friday; the range is 5 calendar days, of which 3 are working days."),
        (W, "en", "28 August is a Thursday; 3 working days."),
        (W, "en", "Friday. 3 working days: 28, 29 and 31 August."),
        (W, "zh", "8月28日周五，到9月1日共3个工作日，9月1日是周一。")]),
    _d("2026-03-16", "这周四到下周二请假，周末要不要算？一共几个工作日？",
       [_leave("2026-03-19", "2026-03-24")],
       [(C, "zh", "周末不算。3月19日（周四）到3月24日（周二）共4个工作日：19、20、23、24日。"),
        (C, "zh", "不算周末，4个工作日，自然日6天。"),
        (C, "en", "Weekends aren't counted: Thursday 19 to Tuesday 24 March is 4 working days."),
        (C, "zh", "周六周日（3/21、3/22）不扣，算4天。"),
        (W, "zh", "周末也要算，一共6天。"),
        (W, "zh", "周末不算，3月19日到3月24日共4个工作日：19、20、21、24日。"),
        (W, "zh", "这周四是3月18日，到下周二3月24日共5个工作日。"),
        (W, "en", "Weekends don't count; Thursday 19 to Tuesday 24 March is 4 working days, the weekend being "
                  "22–23 March.")]),
    _d("2026-11-20", "I'm submitting today and need 10 working days' notice. Earliest start date?",
       [_add("2026-11-20", 10)],
       [(C, "en", "Friday 4 December is the earliest."),
        (C, "en", "The 10th working day after today is Friday 4 December 2026, so that's your earliest start."),
        (C, "zh", "最早12月4日（周五）开始。"),
        (C, "en", "Two weeks from today: Fri 4 Dec. There are no public holidays in between."),
        (W, "en", "Earliest start is Friday 4 December, which is 10 calendar days from today."),
        (W, "en", "Earliest start: 4 December (a Thursday)."),
        (W, "zh", "最早11月30日开始，正好10天后。")]),
    _d("2026-07-15", "下下周一到下下周三请假，分别是几号？算几个工作日？",
       [_leave("2026-07-27", "2026-07-29")],
       [(C, "zh", "下下周一是7月27日，下下周三是7月29日，共3个工作日。"),
        (C, "zh", "7月27号到29号，3天。"),
        (C, "en", "Mon 27 to Wed 29 July: 3 working days."),
        (W, "zh", "下下周一是7月20日，下下周三是7月22日，共3个工作日。"),
        (W, "zh", "7月27日到29日，共3个工作日，7月29日是周四。"),
        (W, "zh", "下下周一7月27日到下下周三7月29日，共2个工作日。"),
        (W, "en", "Mon 3 to Wed 5 August: 3 working days."),
        (W, "zh", "7月28日至30日，3个工作日。")]),
    _d("2026-01-23", "后天要上班吗？大后天呢？",
       [_leave("2026-01-24", "2026-01-26")],
       [(C, "zh", "后天1月25日是周日，休息；大后天1月26日周一，要上班。"),
        (C, "zh", "后天不用，大后天要。"),
        (C, "en", "The day after tomorrow (Sunday 25 January) is a rest day; the day after that, Monday 26 January, "
                  "is a working day."),
        (C, "zh", "后天周日不上班，大后天（26号周一）正常上班。"),
        (W, "zh", "后天1月25日周日要调休上班，大后天也上班。"),
        (W, "zh", "后天是周六不上班，大后天周日也休息。"),
        (W, "zh", "后天1月25日（周六）休息，大后天1月26日（周日）上班。"),
        (W, "en", "The day after tomorrow is Monday 26 January, so yes, you work then.")]),
    _d("2026-03-02", "3月23日到4月3日请假，一共几个工作日？3月份和4月份各占几天？",
       [_leave("2026-03-23", "2026-04-03"), _leave("2026-03-23", "2026-03-31"), _leave("2026-04-01", "2026-04-03")],
       [(C, "zh", "一共10个工作日，3月份7个（23日至31日），4月份3个（1日至3日）。"),
        (C, "zh", "共10天工作日；3月占7天，4月占3天。"),
        (C, "en", "10 working days: 7 in March and 3 in April (1–3 April, Wednesday to Friday)."),
        (W, "zh", "共10个工作日，3月份8个，4月份2个。"),
        (W, "zh", "共12个工作日，3月9个，4月3个。"),
        (W, "zh", "共9个工作日，4月3日清明节放假。"),
        (W, "en", "10 working days: 7 in March and 3 in April; 31 March is a Monday."),
        (W, "zh", "共10个工作日；3月23日至31日有7个，4月1日至3日有3个，4月3日是周四。")]),
]
