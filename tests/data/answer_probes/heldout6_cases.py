"""The sixth held-out probe set (heldout6), calendar part: questions, the tool calls a model would make,
and final answers written by hand after reading the tools' REAL results (make_heldout6.py runs the calls
and writes heldout6.jsonl). Written blind for round 6 of issue 26 by a helper who never read the answer
check's code, prompts or docs nor ran the check on this set; labels were judged only against the tool
results, the calendar (chinese_calendar for 2026 weekdays, holidays and make-up days; the tools' own
statutory estimate for 2027) and arithmetic. Never tuned on: every case is "report".

20 questions, 154 answers (73 correct, 81 wrong; 91 Chinese, 63 English). Material: 2027 as "today"
with the tools' estimated (provisional) 2027 schedule — 春节 2027 (除夕2月5日至初三2月8日: how long, the
return day, a notice period across it, a leave 2.1–2.12 split before/after, today on 初三, whether the
Saturday 2/20 is a make-up day when the estimate has none), 清明 on Monday 5 April, 劳动节 falling wholly
on a weekend (1–2 May, Monday 3 May a working day), 端午 on Wednesday 9 June inside a notice period, 中秋
on Wednesday 15 September inside a leave, 国庆 as 3 days (10月1日至3日) and a latest submission day
counted back across it that lands on a holiday Sunday; the 2026→2027 boundary (a leave 12.30–1.5 split by
year, a latest submission day before 11 January counted back over 元旦 2027). Every correct answer that
rests on 2027 carries a caveat that the schedule is an estimate (wordings vary); some wrong answers only
lack it. Ordinary 2026 weeks: 1st–5th June plus the following Monday and the return day, the day after
tomorrow and next Monday, a latest submission day counted back over 端午 2026 landing on a Sunday, 两周后的
周三, 本月最后一个工作日 and working days to 月底 in December, "a week on Monday" through Christmas Day, a
deadline twenty working days after a start date. Forms: 礼拜二, 下周一, 下下周一, 两周后, 初三, 2.1-2.12,
4/2~4/7, 12.30-1.5, 2027/2/20, 十个工作日, 二十个工作日, 13th–17th September, Monday 3rd May, a week on
Monday. Errors: wrong date, wrong weekday for a right date, off-by-one, 工作日 vs 自然日, a holiday given as
the start, return or submission day, a make-up day invented or a rest day made one, a wrong holiday span
or date, a relative day resolved wrongly, a wrong count of a part of a range, a right conclusion beside a
false supporting fact, a missing estimate caveat, a false claim that 2027 is settled."""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401  (same helpers as heldout4/5)


def _leave(start, end):
    return ("calculate_leave_days", {"start_date": start, "end_date": end})


def _add(date, days):
    return ("add_workdays", {"date": date, "days": days})


CALENDAR_CASES = [
    # 春节 2027 (estimated): 2月5日（周五，除夕）至2月8日（周一，初三）, no make-up days in the estimate.
    _d("2027-01-25", "2027年春节放几天？从几号放到几号？节后哪天回来上班？",
       [_leave("2027-02-05", "2027-02-09")],
       [(C, "zh", "按法定节日推算（2027年官方放假安排还没公布，仅供参考）：春节放4天，2月5日（周五，除夕）到2月8日"
                  "（周一，初三），2月9日（周二）回来上班。"),
        (C, "zh", "放4天，2/5—2/8，2月9号礼拜二上班。注意这是推算的，不含调休，以国务院通知为准。"),
        (C, "en", "Based on the statutory estimate (the official 2027 schedule isn't out yet): Spring Festival runs "
                  "from Friday 5 February to Monday 8 February 2027, 4 days, and you're back at work on Tuesday 9 February."),
        (C, "zh", "预计4天：除夕2月5日至正月初三2月8日，其中周五、周一两天落在工作日；2月9日（周二）复工。"
                  "2027年的放假通知尚未发布，以上仅供参考。"),
        (W, "zh", "春节放4天，2月5日到2月8日，2月9日周二上班。"),
        (W, "zh", "推算春节放4天（2月6日至2月9日），2月10日周三上班，仅供参考。"),
        (W, "en", "Estimated only: 5–8 February, that's 4 days off, and you return on Monday 8 February."),
        (W, "zh", "按推算，春节放7天（2月5日至11日），2月12日上班，仅供参考。")]),
    _d("2027-02-02", "I'm handing my leave form in today and it needs five working days' notice. "
                     "What's the earliest my leave can start?",
       [_add("2027-02-02", 5)],
       [(C, "en", "Earliest start: Thursday 11 February 2027. The Spring Festival days 5–8 February are skipped — "
                  "note the 2027 holiday dates are only an estimate until the State Council publishes them."),
        (C, "en", "Counting from today (today itself not included): Wed 3, Thu 4, then the estimated Spring Festival "
                  "break of 5–8 Feb, then Tue 9, Wed 10 and Thu 11. So the 11th, a Thursday, at the earliest — "
                  "provisional, as the 2027 schedule isn't official yet."),
        (C, "zh", "最早2月11日（周四）开始休；春节按推算2月5日至8日放假，以正式通知为准。"),
        (C, "en", "Feb 11th (Thu) is the earliest, going by the estimated 2027 holiday calendar."),
        (W, "en", "Earliest start is Tuesday 9 February, the first working day after the holiday (2027 dates are estimated)."),
        (W, "en", "Thursday 11 February at the earliest, since the Spring Festival holiday runs 5–8 February."),
        (W, "en", "Earliest: Wednesday 10 February (estimated schedule)."),
        (W, "en", "Your leave can start on Friday 11 February at the earliest; the 2027 holidays are only estimated.")]),
    _d("2027-01-20", "2.1-2.12请假，要用几个工作日？春节前后各几天？",
       [_leave("2027-02-01", "2027-02-12")],
       [(C, "zh", "按推算共8个工作日：节前2月1日至4日（周一到周四）4天，节后2月9日至12日（周二到周五）4天；"
                  "2月5日至8日春节放假不扣。2027年放假安排还没正式公布，仅供参考。"),
        (C, "zh", "8天，节前4天、节后4天（推算结果，以国务院通知为准）。"),
        (C, "en", "8 working days — 4 before the holiday (1–4 Feb) and 4 after (9–12 Feb); the estimated Spring "
                  "Festival break of 5–8 Feb isn't counted. This is an estimate: the official 2027 schedule hasn't "
                  "been released."),
        (C, "zh", "12个自然日里扣掉春节4天（2/5-2/8，其中6日、7日本就是周末，周五、周一两天是工作日），剩8个工作日，前后各4个。"
                  "按法定节日推算，仅供参考。"),
        (W, "zh", "共8个工作日，节前5天、节后3天（推算，仅供参考）。"),
        (W, "zh", "共需12个工作日：节前4天、节后4天，春节4天也要算上（2027年安排为推算）。"),
        (W, "zh", "共8个工作日，节前4天节后4天，春节2月5日至8日放假不算。"),
        (W, "en", "7 working days: 3 before the holiday (1–3 Feb) and 4 after (9–12 Feb); 2027 dates are estimated.")]),
    _d("2027-02-08", "今天初三还放假吧？明天礼拜二要上班吗？",
       [_leave("2027-02-08", "2027-02-09")],
       [(C, "zh", "对，按推算今天（2月8日，周一）还是春节假期的最后一天；明天2月9日周二要上班。"
                  "2027年官方放假安排尚未公布，以通知为准。"),
        (C, "zh", "今天放假，明天上班（推算结果，仅供参考）。"),
        (C, "en", "Yes — on the estimated 2027 schedule today, Monday 8 February, is the last day of the Spring "
                  "Festival break, and Tuesday the 9th is a normal working day. Check against the official notice."),
        (W, "zh", "今天2月8日是工作日，春节假期2月5日到7日已经结束了（按推算）。"),
        (W, "zh", "今天还放假，明天2月9日（周二）也放假，后天上班（2027年为推算）。"),
        (W, "zh", "今天初三放假，明天礼拜二上班。"),
        (W, "zh", "按推算今天（2月8日，周日）还放假，明天周一上班。仅供参考。")]),
    # The 2026→2027 boundary: 元旦 2027 (Friday 1 January) is estimated.
    _d("2026-12-23", "12.30-1.5请假，一共几个工作日？今年和明年各占几天？",
       [_leave("2026-12-30", "2027-01-05")],
       [(C, "zh", "共4个工作日：2026年12月30日、31日（周三、周四）2天，2027年1月4日、5日（周一、周二）2天；"
                  "1月1日元旦（周五）按推算放假，1月2日、3日是周末。2027年放假安排尚未公布，仅供参考。"),
        (C, "zh", "4个工作日，今年2天、明年2天（明年元旦按法定节日推算，以官方通知为准）。"),
        (C, "en", "4 working days out of 7 calendar days: 2 in 2026 (30–31 Dec) and 2 in 2027 (4–5 Jan). New Year's "
                  "Day, Friday 1 January, is off — estimated, since the 2027 notice isn't out."),
        (W, "zh", "共7个工作日，今年2天，明年5天（2027年元旦为推算）。"),
        (W, "zh", "共4个工作日，今年2天、明年2天；1月1日元旦是周四（推算，仅供参考）。"),
        (W, "zh", "共4个工作日，今年2天、明年2天，1月1日元旦放假不算。"),
        (W, "en", "5 working days: 30 and 31 December plus 1, 4 and 5 January (2027 estimated).")]),
    _d("2026-12-21", "My leave starts on Monday 11th January and needs seven working days' notice. "
                     "What's the latest I can submit?",
       [_add("2027-01-11", -7)],
       [(C, "en", "Latest: Wednesday 30 December 2026. The 7 working days after it are 31 Dec and 4, 5, 6, 7, 8 and "
                  "11 Jan — New Year's Day on 1 January is skipped, and that holiday is only estimated since the 2027 "
                  "schedule hasn't been announced."),
        (C, "en", "By 30/12/2026 (Wed) — provisional, as the 2027 New Year holiday is estimated."),
        (C, "zh", "最晚2026年12月30日（周三）提交；2027年1月1日元旦按推算放假，以正式通知为准。"),
        (C, "en", "Hand it in on or before the 30th of December (a Wednesday). This assumes 1 January 2027 is a day "
                  "off, which is an estimate rather than the official schedule."),
        (W, "en", "Latest: Thursday 31 December (estimated 2027 schedule)."),
        (W, "en", "Latest: Wednesday 30 December — 1 January is a holiday."),
        (W, "en", "Latest: Wednesday 30 December. Count: 31 Dec, 1 Jan, 4, 5, 6, 7 and 8 Jan — 7 working days "
                  "(2027 estimated)."),
        (W, "zh", "最晚12月30日（周四）提交，元旦按推算放假。")]),
    # 清明 2027 (estimated): Monday 5 April.
    _d("2027-03-29", "清明节是下周一吗？4/2~4/7请假需要几个工作日？",
       [_leave("2027-04-02", "2027-04-07")],
       [(C, "zh", "是的，按推算清明节是下周一4月5日。4月2日（周五）到4月7日（周三）共6天，扣除周末和清明，"
                  "需3个工作日：4月2日、6日、7日。2027年放假安排尚未公布，仅供参考。"),
        (C, "zh", "对，4月5日（周一）清明。请3天（推算，正式安排以国务院通知为准）。"),
        (C, "en", "Yes, Qingming falls on next Monday, 5 April (estimated — the 2027 schedule isn't official). "
                  "2–7 April needs 3 working days: Fri 2, Tue 6 and Wed 7."),
        (W, "zh", "是的，清明是4月5日（下周一）。4月2日到7日需要4个工作日（推算，仅供参考）。"),
        (W, "zh", "清明节是4月4日（周日），下周一4月5日补休；需要3个工作日（推算）。"),
        (W, "zh", "清明在下周一4月5日，4月2日至7日需要3个工作日。"),
        (W, "en", "Yes, Qingming is Monday 5 April (estimate). 2–7 April is 3 working days: 2, 5 and 7 April.")]),
    # 劳动节 2027 (estimated): Saturday 1 and Sunday 2 May only; Monday 3 May a working day.
    _d("2027-04-26", "How long is the Labour Day holiday this year? Is Monday 3rd May a day off?",
       [_leave("2027-05-01", "2027-05-03")],
       [(C, "en", "On the statutory estimate, Labour Day is 2 days, Saturday 1 and Sunday 2 May 2027, and Monday "
                  "3 May is a normal working day. The estimate leaves out bridging days and make-up days, so the "
                  "official 2027 notice may well differ."),
        (C, "en", "Two days (1–2 May, a weekend) — Monday the 3rd is a working day. Provisional: the 2027 "
                  "arrangement hasn't been published."),
        (C, "zh", "按法定节日推算，劳动节放2天：5月1日（周六）、2日（周日），5月3日周一要上班。以国务院公布的安排为准。"),
        (C, "en", "Estimated only: May Day is 2 days, Sat 1st and Sun 2nd May, both weekend days, so no weekday is off; "
                  "3 May (Mon) is a working day."),
        (W, "en", "Two days, 1–2 May; since they fall on a weekend, Monday 3 May is a day off in lieu (estimated)."),
        (W, "en", "Labour Day is 1–2 May, and Monday 3 May is a working day."),
        (W, "en", "Estimated: 2 days, Friday 1 and Saturday 2 May; Monday 3 May is a working day."),
        (W, "zh", "劳动节放2天，5月1日至2日；5月3日周一也放假（推算，仅供参考）。")]),
    # 端午 2027 (estimated): Wednesday 9 June.
    _d("2027-06-08", "今天礼拜二交申请，需要提前三个工作日，最早哪天能开始休？",
       [_add("2027-06-08", 3)],
       [(C, "zh", "最早6月14日（周一）开始休。明天6月9日是端午节（按法定节日推算，2027年安排尚未公布，仅供参考），"
                  "不算工作日，10日、11日、14日是三个工作日。"),
        (C, "zh", "最早下周一6月14日。端午为推算日期，以正式通知为准。"),
        (C, "en", "Earliest start: Monday 14 June 2027 — the 9th (Dragon Boat Festival, estimated) doesn't count, so "
                  "the three working days are 10, 11 and 14 June. Estimated schedule; check the official notice."),
        (W, "zh", "最早6月11日（周五）开始休（2027年安排为推算）。"),
        (W, "zh", "最早6月14日（周一）开始休，端午节6月9日放假。"),
        (W, "zh", "最早6月14日（周日）开始休（推算，仅供参考）。"),
        (W, "zh", "端午节是6月10日（周四），所以最早6月14日（周一）开始（2027年安排为推算）。")]),
    # 中秋 2027 (estimated): Wednesday 15 September.
    _d("2027-09-08", "Mid-Autumn Festival is next Wednesday, isn't it? If I'm off 13th–17th September, "
                     "how many days of leave do I need?",
       [_leave("2027-09-13", "2027-09-17")],
       [(C, "en", "Yes — on the estimated 2027 calendar, Mid-Autumn falls on Wednesday 15 September. Monday 13 to "
                  "Friday 17 September is 5 calendar days but only 4 working days (13, 14, 16, 17), so 4 days of "
                  "leave. The 2027 holiday notice isn't out yet, so treat this as provisional."),
        (C, "en", "Right, Wed 15 Sept (estimated). 4 days of leave."),
        (C, "zh", "对，按推算中秋是下周三9月15日。9月13日至17日要请4个工作日（仅供参考，以国务院安排为准）。"),
        (C, "zh", "是下周三（9/15）。13号到17号共5天，去掉中秋1天，请4天假；2027年中秋放假为推算结果。"),
        (W, "en", "Yes, Wednesday 15 September (estimated). You need 5 days of leave for 13–17 September."),
        (W, "en", "Mid-Autumn is Wednesday 15 September, so 13–17 September needs 4 days of leave."),
        (W, "en", "No, Mid-Autumn is Thursday 16 September this year (estimate); 13–17 September is 4 working days."),
        (W, "zh", "是的，中秋9月15日（周三）。13日至17日需要4个工作日，另外9月18日周六要调休上班（推算）。")]),
    # 国庆 2027 (estimated): 10月1日（周五）至3日（周日）.
    _d("2027-09-27", "今年国庆放几天？假期结束后哪天上班？",
       [_leave("2027-10-01", "2027-10-04")],
       [(C, "zh", "按法定节日推算，国庆放3天：10月1日（周五）至10月3日（周日），10月4日（周一）上班。"
                  "2027年官方安排尚未公布，实际可能有调休，仅供参考。"),
        (C, "zh", "3天，1号到3号，4号周一上班（推算，以通知为准）。"),
        (C, "en", "Estimated: 3 days, Friday 1 to Sunday 3 October 2027; back to work on Monday 4 October. "
                  "The official schedule, once published, may add bridging and make-up days."),
        (W, "zh", "国庆放7天，10月1日至7日，10月8日上班（推算）。"),
        (W, "zh", "国庆放3天，10月1日到3日，10月4日上班。"),
        (W, "zh", "按推算放3天（10月1日周四至3日周六），10月4日周日上班。"),
        (W, "zh", "按推算放3天，10月1日至3日，10月5日（周二）上班，仅供参考。")]),
    _d("2027-09-20", "10月8号开始休假，要提前5个工作日报备，最晚哪天交？",
       [_add("2027-10-08", -5)],
       [(C, "zh", "按天数算最晚可到10月3日（周日）：其后4日至8日正好5个工作日。但10月1日至3日按推算是国庆假期"
                  "（2027年安排尚未公布，仅供参考），要在工作日提交的话最晚9月30日（周四）。"),
        (C, "zh", "工作日里最晚9月30日（周四）交。按推算国庆10月1日至3日放假，以正式通知为准。"),
        (C, "en", "Strictly the latest day is Sunday 3 October, since the five working days after it are 4–8 "
                  "October; but 1–3 October is the (estimated) National Day holiday, so in practice submit by "
                  "Thursday 30 September. Provisional: the 2027 schedule isn't official yet."),
        (W, "zh", "最晚9月29日（周三）交（2027年国庆为推算）。"),
        (W, "zh", "最晚9月30日周四交，国庆10月1日到3日放假。"),
        (W, "zh", "最晚国庆前一天，即9月30日（周三）交（推算，仅供参考）。"),
        (W, "en", "Latest working day to submit: Friday 1 October (estimated 2027 calendar)."),
        (W, "zh", "最晚9月24日（周五）交：国庆按推算放7天（10月1日至7日），仅供参考。")]),
    _d("2027-02-15", "2027/2/20 那个周六要补班吗？",
       [_leave("2027-02-20", "2027-02-21")],
       [(C, "zh", "按目前的推算，2月20日（周六）不用补班，是正常周末休息。但推算只含法定节日，不含调休和补班，"
                  "2027年正式放假通知出来后可能会有变化，请以国务院公布的安排为准。"),
        (C, "zh", "推算日历里没有这天的补班安排，2月20日周六休息；不过2027年官方安排尚未公布、推算不含调休，仅供参考。"),
        (C, "en", "On the estimated calendar, no: Saturday 20 February 2027 is an ordinary weekend rest day. The "
                  "estimate has no make-up working days at all, though, so check the official notice once it's out."),
        (W, "zh", "要补班，2月20日周六是春节调休上班日（推算）。"),
        (W, "zh", "不用补班，2月20日是周日，本来就休息（推算，仅供参考）。"),
        (W, "zh", "不用补班，2月20日周六是春节假期的最后一天（推算）。"),
        (W, "zh", "2月20日周六是已经正式确定的休息日，2027年春节没有任何补班安排。")]),
    # Ordinary 2026 weeks.
    _d("2026-05-27", "I'd like 1st–5th June off plus the following Monday. How many working days is that, "
                     "and when am I back at work?",
       [_leave("2026-06-01", "2026-06-08")],
       [(C, "en", "6 working days: Monday 1 to Friday 5 June plus Monday 8 June. You're back on Tuesday 9 June."),
        (C, "en", "Six days of leave; back Tue 9 June 2026."),
        (C, "en", "That's 1–5 June (Mon–Fri, 5 days) and 8 June (Mon, 1 day) = 6 working days out of 8 calendar "
                  "days; no public holidays fall in it. Return on the 9th (Tuesday)."),
        (C, "zh", "共6个工作日（6月1日至5日加6月8日），6月9日（周二）回来上班。"),
        (W, "en", "8 working days, back on Tuesday 9 June."),
        (W, "en", "6 working days; back at work on Monday 8 June."),
        (W, "en", "6 working days, and you return on Wednesday 9 June."),
        (W, "zh", "共6个工作日，6月1日是周二，6月9日回来上班。")]),
    _d("2026-06-10", "Is the day after tomorrow a working day? If I take it off and next Monday too, "
                     "how many days of leave is that?",
       [_leave("2026-06-12", "2026-06-15")],
       [(C, "en", "Yes — the day after tomorrow is Friday 12 June, a normal working day. With Monday 15 June that's "
                  "2 days of leave; the weekend in between doesn't count."),
        (C, "en", "Yes. Fri 12 + Mon 15 June = 2 days."),
        (C, "zh", "是工作日：后天是6月12日（周五）。加上下周一6月15日，一共请2天假。"),
        (C, "en", "12 June (Friday) is a working day. Taking it and 15 June off costs you two working days, even "
                  "though it spans four calendar days, the 12th to the 15th."),
        (W, "en", "Yes, Friday 12 June is a working day. Together with Monday 15 June that's 4 days of leave."),
        (W, "en", "The day after tomorrow is Thursday 11 June, a working day; with Monday 15 June it's 2 days."),
        (W, "en", "No — Friday 12 June falls in the Dragon Boat Festival holiday, so only Monday 15 June needs "
                  "leave: 1 day."),
        (W, "zh", "后天6月12日（周六）休息，不用请；只请下周一6月15日1天。")]),
    _d("2026-06-08", "6月29日（星期一）开始休假，需提前十个工作日申请，最晚几号交？",
       [_add("2026-06-29", -10)],
       [(C, "zh", "如果要在工作日提交，最晚6月12日（本周五）。严格按天数算，6月14日（周日）提交也满足：其后10个"
                  "工作日是15—18日、22—26日和29日，6月19日端午节放假不算。"),
        (C, "zh", "工作日里最晚是本周五6月12日交；6月19日端午放假，中间要跳过。"),
        (C, "en", "The last working day you can hand it in is Friday 12 June (technically Sunday 14 June also gives "
                  "10 working days' notice, but that's not a working day). The Dragon Boat Festival on Friday 19 "
                  "June is skipped."),
        (C, "zh", "最晚6月14日（周日）；周日不上班的话，就是6月12日周五。"),
        (W, "zh", "最晚6月15日（周一）交。"),
        (W, "zh", "最晚6月12日（周五）交，期间6月19日（周五）端午节放假，6月20日周六调休上班。"),
        (W, "zh", "最晚6月16日（周二）交，6月29日前有10个工作日：16、17、18、19、22、23、24、25、26日。"),
        (W, "en", "Latest working day: Monday 15 June; 19 June is the Dragon Boat Festival.")]),
    _d("2026-09-02", "两周后的周三是几号？下周一到那天请假，几个工作日？",
       [_leave("2026-09-07", "2026-09-16")],
       [(C, "zh", "两周后的周三是9月16日。下周一9月7日到9月16日共10天，8个工作日（7—11日5天，14—16日3天）。"),
        (C, "zh", "9月16日；请8个工作日。"),
        (C, "en", "Two weeks from today is Wednesday 16 September. From Monday 7 to Wednesday 16 September is 8 "
                  "working days (10 calendar days, with one weekend)."),
        (C, "zh", "9.16（周三）。9月7日至16日，扣掉12、13日周末，8个工作日。"),
        (W, "zh", "两周后的周三是9月16日，下周一到那天共10个工作日。"),
        (W, "zh", "两周后的周三是9月9日，9月7日到9日3个工作日。"),
        (W, "zh", "9月16日（周四），请8个工作日。"),
        (W, "zh", "9月16日，9月7日至16日共8个工作日，其中9月7日至11日5天、14日至16日4天。")]),
    _d("2026-12-14", "本月最后一个工作日是哪天？从明天到月底还有几个工作日？",
       [_leave("2026-12-15", "2026-12-31")],
       [(C, "zh", "本月最后一个工作日是12月31日（周四）。从明天12月15日到31日共17天，其中13个工作日。"),
        (C, "zh", "12月31号礼拜四；还有13个工作日。"),
        (C, "en", "The last working day of December 2026 is Thursday the 31st, and from tomorrow (15 Dec) to the "
                  "end of the month there are 13 working days."),
        (C, "zh", "31日（周四）是最后一个工作日。15日到31日：15—18日4天、21—25日5天、28—31日4天，合计13个工作日。"),
        (W, "zh", "本月最后一个工作日是12月31日（周五），明天到月底还有13个工作日。"),
        (W, "zh", "最后一个工作日是12月31日，从明天到月底还有17个工作日。"),
        (W, "zh", "12月31日是元旦假期，所以最后一个工作日是12月30日（周三）；还有12个工作日。"),
        (W, "en", "The last working day is Thursday 31 December; 12 working days remain from tomorrow.")]),
    _d("2026-12-09", "I'm off from a week on Monday through Christmas Day. Which dates are those, "
                     "and how many working days?",
       [_leave("2026-12-21", "2026-12-25")],
       [(C, "en", "A week on Monday is 21 December, so your leave is Monday 21 to Friday 25 December 2026 — 5 "
                  "working days. Christmas isn't a public holiday in mainland China, so the 25th counts."),
        (C, "en", "21–25 Dec (Mon–Fri): 5 working days."),
        (C, "zh", "下下周一是12月21日，到圣诞节12月25日（周五），共5个工作日。"),
        (C, "en", "Mon 21st to Fri 25th December, five days of leave."),
        (W, "en", "A week on Monday is 14 December; 14–25 December is 10 working days."),
        (W, "en", "21–25 December, 4 working days, as Christmas Day is a public holiday."),
        (W, "en", "Monday 21 to Friday 25 December — 5 working days, 7 calendar days."),
        (W, "en", "Monday 22 to Friday 26 December, 5 working days.")]),
    _d("2026-11-30", "新人12月1日入职，规定入职后二十个工作日内完成试用期考核，截止哪天？",
       [_add("2026-12-01", 20)],
       [(C, "zh", "截止12月29日（周二）。不算入职当天，从12月2日起数20个工作日，12月没有法定节假日。"),
        (C, "zh", "12月29号，礼拜二。"),
        (C, "en", "The deadline is Tuesday 29 December 2026 — the 20th working day after 1 December."),
        (C, "zh", "12.29（周二）：12月2—4日3天，7—11日5天，14—18日5天，21—25日5天，28、29日2天，共20个。"),
        (W, "zh", "截止12月28日（周一）。"),
        (W, "zh", "截止12月21日（周一）。"),
        (W, "zh", "截止12月29日（周三）。"),
        (W, "zh", "截止12月29日，不算入职当天，期间12月25日圣诞节放假已跳过。")]),
]
