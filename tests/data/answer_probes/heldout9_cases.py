"""The ninth held-out probe set (issue 26, round 9), calendar part: questions, the tool calls a model
would make, and final answers written by hand after reading the tools' REAL results (make_heldout9.py
runs the calls and writes heldout9.jsonl). Written blind for round 9 of issue 26 by a helper who never
read the answer check's code, prompts, docs, tests or earlier probe lines, nor ran the check.

Counts: 20 questions, 160 answers: 72 correct, 88 wrong; 88 Chinese, 72 English.

Material: 清明 2027 (estimate: 4月5日 Monday alone, so 4月3日–5日 off with the weekend), 劳动节 2027
(estimate: 5月1日、2日, a Saturday and a Sunday, so 5月3日 counts as a working day until the notice is
out) and 端午 2027 (estimate: 6月9日, a Wednesday); every 2027 day is the statutory estimate, so correct
answers say it is estimated / not yet published, and some wrong answers omit that or call it official.
中秋 2026 (9月25日–27日, Fri–Sun) with today on the holiday itself, on the 9月20日 国庆 make-up Sunday,
and bridging 中秋 to 国庆; 清明 2026 (4月4日–6日) inside a range, as the Nth working day of April and
as 后天; the 2月28日 春节 make-up Saturday of 2026; today on a weekend (2026-08-15); ordinary weeks in
March, May and August 2026 and March 2027; month ends (March 2026, January 2027 ending on a Sunday).
Question shapes: earliest start after N working days' notice, latest submission counted back (one
landing on a holiday, so the last working day before it), working days in a range, leave needed to
bridge a holiday, the return-to-work day, the Nth working day of next month, working days left this
month, the last working day of the month, natural vs working days, relative days (后天, 下周一, 下周三,
下下周一, the Monday after next, this Saturday, next Monday the 14th), whether a given day is worked.
Forms: bare one-liners, Markdown bullet lists and tables, step-by-step day lists with weekdays, dates as
4月5日, 4.3, 6/5, 29/3 and Mon 25/5 (d/m from British writers), 2026-09-25, 30 Apr, March 29th, Fri 29
Jan, 周一/星期一/礼拜一/Mon/Monday, ranges (4.30–5.7, 4月3日至5日, 25–27 Sep), Chinese-character numbers,
mixed Chinese/English, a half-day aside, harmless asides. Errors: wrong date, wrong weekday,
off by one, 工作日 vs 自然日, a holiday given as the return or submission day, a make-up day forgotten
or invented, wrong holiday span or festival name, wrong relative day, wrong count, a false supporting
fact beside a right conclusion, a missing estimate caveat or an estimate called official, an
arithmetic slip, a right date with the wrong year.

Never tuned on: every case is "report".

Audit (calendar part, all 160 answers re-checked against the tools' real results and datetime): two answers
reworded, no label flipped, counts unchanged. 国庆 bridge, 4th English answer (W): "You'd be off 10 days" ->
"In total you'd be off 10 days in a row", so the wrong total is a claim, not just a true 28 Sep–7 Oct span;
10月8日 notice, 4th answer (C): "9.23 星期三之前交" -> "9.23 星期三之前（含当天）交", as "之前" could exclude the 23rd.
"""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401


def _leave(start, end):
    return ("calculate_leave_days", {"start_date": start, "end_date": end})


def _add(date, days):
    """days < 0 counts back: the latest submission day for leave starting on `date`."""
    return ("add_workdays", {"date": date, "days": days})


CALENDAR_CASES = [
    # 清明 2027 (estimate): only Mon 5 April is the festival; with the weekend 3–5 April off, back Tue 6 April.
    _d("2027-03-30", "清明节放几天假？哪天回来上班？",
       [_leave("2027-04-03", "2027-04-05"), _add("2027-04-02", 1)],
       [(C, "zh", "按推算，2027年清明节是4月5日（周一），连上前面的周末，4月3日至5日可以连休3天，4月6日（周二）回来上班。"
                  "2027年的放假安排国务院还没公布，以上仅供参考。"),
        (W, "zh", "2027年清明节是4月4日（周日），放假4月3日至5日，4月6日周二上班。（按推算，官方安排未公布）"),
        (C, "zh", "- 清明：4月5日 星期一（法定1天）\n- 4.3（周六）、4.4（周日）本来就是周末\n- 返岗：4月6日 星期二\n\n"
                  "注意：2027年官方放假通知尚未发布，这是按法定节日推算的，不含调休，以正式通知为准。"),
        (W, "zh", "清明放假4月3日至5日，4月5日（周一）回来上班。2027年安排为推算，仅供参考。"),
        (C, "en", "Qingming falls on Monday 5 April 2027, so with the weekend you're off Sat 3 – Mon 5 April and back "
                  "on Tuesday 6 April. That's an estimate — the 2027 holiday schedule hasn't been published yet."),
        (W, "zh", "根据国务院2027年放假通知，清明节4月3日至5日放假，共3天，4月6日（周二）上班。"),
        (W, "en", "You get Sat 3 – Mon 5 April off (Qingming itself is Monday the 5th; estimated, as the 2027 "
                  "schedule isn't published), and you're back at work on Wednesday 6 April."),
        (C, "zh", "清明只有1天法定假（4月5日周一），但和周末连起来就是三天。周二（4月6日）上班。提醒一下：这是推算结果，"
                  "2027年的放假安排还没公布，最后以国务院通知为准。"),
        ]),
    # Latest submission for leave from Tue 6 April 2027 with 5 working days' notice: Mon 29 March (Qingming skipped).
    _d("2027-03-22", "Our policy says leave needs 5 working days' notice. I want to start leave on Tuesday 6 April. "
                     "What's the latest day I can submit the request?",
       [_add("2027-04-06", -5)],
       [(C, "en", "Monday 29 March at the latest. The five working days after that are 30 Mar, 31 Mar, 1 Apr, 2 Apr "
                  "and 6 Apr — Monday 5 April is Qingming, so it doesn't count. Note the 2027 holiday dates are an "
                  "estimate; the official schedule isn't out yet."),
        (W, "en", "Tuesday 30 March. Count 31 Mar, 1 Apr, 2 Apr, 5 Apr and 6 Apr — that's your five working days. "
                  "(2027 holidays are estimated.)"),
        (C, "en", "Latest submission: Mon 29/3. Qingming on Mon 5/4 is skipped in the count; 2027 holidays are "
                  "estimated until the State Council publishes them."),
        (W, "zh", "最晚3月29日（周二）提交。2027年放假安排未公布，按推算。"),
        (C, "zh", "最晚3月29日（周一）提交。往后数5个工作日：3月30日、31日、4月1日、2日、6日，4月5日清明放假不算。"
                  "2027年放假安排尚未公布，按推算，仅供参考。"),
        (W, "en", "The latest is Monday 29 March. Qingming 2027 falls on Sunday 4 April, so it doesn't affect the "
                  "count. (Based on the estimated 2027 calendar.)"),
        (C, "en", "By March 29th (Monday). Heads-up: that relies on the estimated 2027 calendar (Qingming on 5 April); "
                  "if the official notice adds a make-up day or an extra day off, the deadline could shift."),
        (W, "zh", "最晚4月1日（周四）提交，往后数5天就是4月6日。"),
        ]),
    # 劳动节 2027 (estimate): 1–2 May are a Saturday and a Sunday; 3–5 May count as working days.
    _d("2027-04-20", "今年五一怎么放？5月3号周一要上班吗？",
       [_leave("2027-05-01", "2027-05-05")],
       [(C, "zh", "按法定节日推算，2027年劳动节是5月1日、2日两天，正好是周六、周日，所以推算下5月3日（周一）是正常工作日，要上班。"
                  "不过这个推算不含调休和补假，2027年的正式放假通知还没出来，实际安排以国务院公布为准。"),
        (W, "zh", "五一放5天：5月1日至5日，5月6日（周四）上班，这是今年国务院通知定的。"),
        (W, "zh", "按推算，劳动节是5月1日（周五）和5月2日（周六），5月3日周一上班。官方安排未公布，仅供参考。"),
        (C, "zh", "目前只能推算：五一法定假是5.1（周六）和5.2（周日），5.3–5.5都是工作日。官方通知公布后可能会有补假或调休，"
                  "到时候再确认。"),
        (C, "en", "Based on the statutory estimate, May Day 2027 is Sat 1 and Sun 2 May, so Monday 3 May counts as a "
                  "working day. The official 2027 schedule isn't out yet, and the estimate has no bridging or make-up "
                  "days, so this may change."),
        (W, "zh", "5月3日要上班。2027年五一放假安排已经公布：5月1日、2日两天，不补假。"),
        (C, "zh", "| 日期 | 星期 | 推算 |\n|---|---|---|\n| 5月1日 | 周六 | 劳动节 |\n| 5月2日 | 周日 | 劳动节 |\n"
                  "| 5月3日 | 周一 | 上班 |\n| 5月4日 | 周二 | 上班 |\n| 5月5日 | 周三 | 上班 |\n\n"
                  "2027年放假安排尚未公布，表中是按法定节日推算的，仅供参考。"),
        (W, "en", "Yes, Monday 3 May is a working day — May Day falls on Saturday 1 and Sunday 2 May this year."),
        ]),
    # Fri 30 April – Fri 7 May 2027: 6 working days, 8 calendar days; 1–2 May (weekend) is 劳动节. Estimate.
    _d("2027-04-23", "I want to be off from Friday 30 April to Friday 7 May. How many days of annual leave will "
                     "that take?",
       [_leave("2027-04-30", "2027-05-07")],
       [(W, "en", "8 days — 30 April to 7 May inclusive. (Estimated 2027 calendar.)"),
        (C, "en", "6 days of annual leave: Fri 30 Apr, then Mon 3 – Fri 7 May. Sat 1 and Sun 2 May are the May Day "
                  "holiday (on a weekend anyway). This uses the estimated 2027 calendar — the official schedule "
                  "hasn't been published, and if it adds days off around May Day you'd need fewer."),
        (C, "en", "Six working days (8 calendar days, 30 Apr–7 May). Estimate only: 2027's holiday notice isn't out yet."),
        (W, "en", "You'd need 3 days: 30 April, 6 May and 7 May, since May Day runs 1–5 May. (Estimated.)"),
        (C, "zh", "需要请6天年假：4月30日（周五）和5月3日至7日（周一到周五）。5月1日、2日是劳动节，正好周末。"
                  "注意2027年放假安排尚未公布，这是按法定节日推算的。"),
        (W, "en", "Fri 30 Apr (1 day) plus Mon 3 – Fri 7 May (5 days) = 7 days of leave. Based on the estimated "
                  "2027 holidays."),
        (C, "zh", "6 days。4.30–5.7 共8个自然日，去掉5.1、5.2（劳动节，周末），剩6个工作日。2027年的安排是推算的，以国务院公布为准。"),
        (W, "zh", "6天：4月30日周五，5月3日周一至5月7日周五。2027年五一安排国务院已经发布了，5月1、2日放假，没有调休。"),
        ]),
    # 端午 2027 (estimate): Wed 9 June. 5–13 June off needs 4 days (7, 8, 10, 11 June).
    _d("2027-06-01", "端午想连着休，从6月5日（周六）一直休到6月13日（周日），需要请几天年假？",
       [_leave("2027-06-05", "2027-06-13")],
       [(C, "zh", "需要请4天：6月7日（周一）、8日（周二）、10日（周四）、11日（周五）。6月9日（周三）是端午节，不用请。"
                  "2027年放假安排还没公布，以上按法定节日推算，仅供参考。"),
        (W, "zh", "需要请5天：6月7日到11日。端午是6月9日，但2027年安排未公布，仅供参考。"),
        (W, "zh", "请9天。6月5日到13日一共9天。（推算）"),
        (C, "zh", "4天年假。\n1. 6/5 周六 休息\n2. 6/6 周日 休息\n3. 6/7 周一 请假\n4. 6/8 周二 请假\n5. 6/9 周三 端午节\n"
                  "6. 6/10 周四 请假\n7. 6/11 周五 请假\n8. 6/12 周六 休息\n9. 6/13 周日 休息\n"
                  "（2027年的端午日期是推算的，官方通知未出，可能有调休变化）"),
        (W, "zh", "4天，6月7、8、10、11日。端午节6月9日（周四）放假。2027年安排为推算，仅供参考。"),
        (W, "en", "You need 4 days: 7, 8, 10 and 11 June. Wednesday 9 June is the Mid-Autumn Festival holiday "
                  "(estimated for 2027)."),
        (C, "en", "Four days of leave (7, 8, 10 and 11 June); the Dragon Boat Festival falls on Wednesday 9 June 2027 — "
                  "estimated, since the 2027 schedule hasn't been published."),
        (W, "en", "3 days: Mon 7, Tue 8 and Thu 10 June. The Dragon Boat Festival is Wed 9 June and Fri 11 June is a "
                  "bridge day off, so you don't need leave for it. (Estimate.)"),
        ]),
    # Leave from Mon 14 June 2027 with 3 working days' notice: the count-back lands on Wed 9 June (端午),
    # so the last working day to submit is Tue 8 June. Estimate.
    _d("2027-06-07", "I'm starting leave next Monday, the 14th. HR wants 3 working days' notice. What's the last "
                     "day I can hand in the form?",
       [_add("2027-06-14", -3)],
       [(C, "en", "Tuesday 8 June at the latest. After the 8th, the next three working days are Thu 10, Fri 11 and "
                  "Mon 14 June — Wed 9 June is the Dragon Boat Festival, so it doesn't count. (2027 holidays are "
                  "estimated; the official schedule isn't out yet.)"),
        (W, "en", "Wednesday 9 June — it's a normal working day, and 10, 11 and 14 June give you the three days."),
        (C, "en", "Hand it in by Tuesday 8 June. Strictly the cutoff falls on Wed 9 June, but that's the Dragon Boat "
                  "Festival (estimated for 2027 — the official schedule isn't published yet), so the last working day "
                  "to submit is the 8th."),
        (W, "en", "Friday 11 June."),
        (W, "en", "Tuesday 8 June. (The Dragon Boat Festival is Thursday 10 June this year; 2027 dates are estimated.)"),
        (C, "zh", "最晚6月8日（周二）提交。6月9日周三是端午节（按推算），放假，所以得在前一天交。之后的3个工作日是10日、11日、14日。"
                  "2027年安排未公布，仅供参考。"),
        (W, "zh", "最晚6月8日（周一）提交。（2027年为推算）"),
        (C, "zh", "最好在6月8日星期二之前（含当天）交。9号端午放假（推算的，官方通知还没出）。"),
        ]),
    # Bridging 中秋 2026 (Fri 25 – Sun 27 Sep) and 国庆 (1–7 Oct) with 28–30 Sep: 13 days off, back Thu 8 Oct.
    _d("2026-09-21", "想把中秋和国庆连起来休，9月28日到30日请三天年假，一共能连休多少天？哪天回来上班？",
       [_leave("2026-09-25", "2026-10-07"), _add("2026-10-07", 1)],
       [(C, "zh", "可以连休13天：9月25日（周五，中秋）一直到10月7日（周三），中间只需请9月28日–30日三天年假。10月8日（周四）回来上班。"
                  "另外提醒：10月10日（周六）是调休上班日。"),
        (W, "zh", "能连休14天，9月25日到10月8日，10月9日上班。"),
        (C, "zh", "- 中秋：9.25–9.27（周五至周日）\n- 年假：9.28、9.29、9.30（3天）\n- 国庆：10.1–10.7\n"
                  "- 合计连休13天，10月8日周四上班"),
        (W, "zh", "连休13天，9月25日至10月7日，10月8日上班。注意9月27日（周日）要调休上班。"),
        (C, "en", "13 days in a row: Fri 25 Sep – Wed 7 Oct, using 3 days of annual leave (28–30 Sep). Back at work "
                  "Thursday 8 October."),
        (W, "en", "In total you'd be off 10 days in a row: 28 Sep to 7 Oct, back on Thu 8 Oct."),
        (C, "zh", "请9月28、29、30日这三天，就能从9月25日休到10月7日，共十三天；10月8号（星期四）上班。"),
        (W, "en", "13 days off (25 Sep – 7 Oct). Mid-Autumn is 25–27 Sep and National Day is 1–8 Oct, so you return "
                  "on Friday 9 October."),
        ]),
    # Today is 中秋 2026 itself (Fri 25 Sep): not a working day; next working day Mon 28 Sep.
    _d("2026-09-25", "Is today a working day? If not, when am I next due in?",
       [_add("2026-09-25", 1)],
       [(W, "en", "Yes, today is a normal Friday working day."),
        (C, "en", "No — today, Friday 25 September, is the Mid-Autumn Festival holiday. The holiday runs through "
                  "Sunday the 27th, so you're next in on Monday 28 September."),
        (W, "en", "No, it's the Mid-Autumn holiday. You're back on Saturday 26 September, which is a make-up working day."),
        (C, "en", "Not a working day: it's Mid-Autumn (2026-09-25 to 2026-09-27). Next working day: Mon 2026-09-28."),
        (W, "en", "No — it's the Dragon Boat Festival today. Next working day is Monday 28 September."),
        (C, "zh", "今天9月25日周五是中秋节，法定放假，不用上班。下一个工作日是9月28日（周一）。"),
        (W, "zh", "今天中秋放假。下一个工作日是9月28日（周二）。"),
        (C, "zh", "今天放假（中秋节）。中秋假期9.25–9.27，星期一9.28上班。好好过节～"),
        ]),
    # Today is the 国庆 make-up Sunday (2026-09-20); 20–24 Sep are 5 working days before 中秋.
    _d("2026-09-20", "今天是周日，我要上班吗？从今天算到中秋放假前，一共还要上几天班？",
       [_leave("2026-09-20", "2026-09-24")],
       [(C, "zh", "要上班。今天（9月20日，周日）是国庆节的调休上班日。从今天到中秋放假前一天（9月24日周四），一共要上5天班："
                  "20日、21日、22日、23日、24日。中秋9月25日开始放。"),
        (W, "zh", "今天周日，不用上班。中秋前还有4个工作日：21日到24日。"),
        (W, "zh", "要上班，今天是中秋节的调休。含今天一共5天班。"),
        (C, "zh", "要，今天调休上班。算上今天还有五天班：周日、周一、周二、周三、周四，周五9.25中秋就放假了。"),
        (W, "zh", "今天要上班（国庆调休）。加上今天，到中秋前一共6个工作日，9月20日至25日。"),
        (C, "en", "Yes, you work today — Sunday 20 Sep is a make-up working day for National Day. Including today, "
                  "that's 5 working days (20–24 Sep) before the Mid-Autumn break starts on Fri 25 Sep."),
        (W, "en", "Yes, today is a make-up day. Counting today, you have 4 more working days until Mid-Autumn "
                  "(20–24 Sep)."),
        (W, "en", "Yes, it's a make-up working day. Five working days: Sun 20, Mon 21, Tue 22, Wed 23, Thu 24 Sep — "
                  "and next Saturday, 26 Sep, is another make-up day."),
        ]),
    # Today Sat 15 Aug 2026; submitting Mon 17 Aug with 3 working days' notice -> earliest start Thu 20 Aug.
    _d("2026-08-15", "今天周六。我打算下周一交请假申请，公司规定要提前3个工作日，最早能从哪天开始休？",
       [_add("2026-08-17", 3)],
       [(C, "zh", "最早8月20日（周四）。下周一是8月17日，不算提交当天，往后数3个工作日：18日（周二）、19日（周三）、20日（周四）。"),
        (W, "zh", "最早8月19日（周三）。"),
        (C, "zh", "8月20号，星期四。"),
        (W, "zh", "最早8月20日（周三）。"),
        (W, "zh", "下周一是8月16日，往后数3个工作日，最早8月19日（周三）开始休。"),
        (C, "en", "Earliest start: Thursday 20 August (you submit Mon 17th; the 18th, 19th and 20th are the three "
                  "working days)."),
        (W, "en", "Earliest start is Thursday 20 August 2027."),
        (C, "zh", "周一8.17提交 → 8.18、8.19、8.20，第三个工作日是礼拜四8月20日，可以从那天开始休。这几天没有节假日。"),
        ]),
    # The 5th working day of April 2026 is Wed 8 April (清明 4–6 April takes out Mon the 6th).
    _d("2026-03-26", "下个月第5个工作日是几号？要在那天交季度报表。",
       [_add("2026-03-31", 5)],
       [(C, "zh", "4月8日（周三）。4月的工作日依次是：1日（周三）、2日（周四）、3日（周五）、7日（周二）、8日（周三）。"
                  "4月4日至6日清明放假，6号周一不上班。"),
        (W, "zh", "4月7日（周二）。4月1、2、3日，再加4月6日、7日。"),
        (W, "zh", "4月8日（周三）。清明节放假是4月5日至7日。"),
        (C, "en", "It's Wednesday 8 April — Qingming (4–6 April) takes out Monday the 6th, so the count goes "
                  "1, 2, 3, 7, 8 April."),
        (W, "zh", "4月8日（周四）。"),
        (W, "en", "The 5th working day of April is Tuesday 7 April."),
        (C, "zh", "| 序号 | 日期 | 星期 |\n|---|---|---|\n| 1 | 4月1日 | 周三 |\n| 2 | 4月2日 | 周四 |\n| 3 | 4月3日 | 周五 |\n"
                  "| 4 | 4月7日 | 周二 |\n| 5 | 4月8日 | 周三 |\n\n清明假期4月4日–6日不算。"),
        (W, "en", "April 8th (Wednesday). Heads-up: Sunday 12 April is a make-up working day after Qingming."),
        ]),
    # Working days left in March 2026 from Wed 18 March, today included: 10.
    _d("2026-03-18", "How many working days are left in March, counting today?",
       [_leave("2026-03-18", "2026-03-31")],
       [(W, "en", "14 working days — 18 to 31 March."),
        (C, "en", "10 working days, today included: 18–20, 23–27 and 30–31 March. No holidays in between."),
        (W, "en", "9 working days including today, since 31 March falls on a Saturday."),
        (C, "zh", "含今天，3月还有10个工作日（3月18日至31日，共14天，去掉两个周末）。"),
        (W, "zh", "含今天11个工作日，3月28日（周六）要调休上班。"),
        (C, "en", "Ten. (3 this week, 5 next week, plus Mon 30 and Tue 31.)"),
        (W, "zh", "还剩8个工作日（3月18日–31日）。"),
        (W, "en", "Counting today: 10 working days. The last working day of the month is Friday 27 March."),
        ]),
    # January 2027 ends on a Sunday: last working day Fri 29 Jan, 5 working days left from Mon 25 Jan. Estimate.
    _d("2027-01-25", "这个月最后一个工作日是哪天？今天算上还剩几个工作日？",
       [_leave("2027-01-25", "2027-01-31")],
       [(C, "zh", "按推算，1月最后一个工作日是1月29日（周五），含今天还剩5个工作日（25日至29日）。1月30、31日是周末。"
                  "不过2027年的放假安排还没公布，春节前可能有周末调休上班，以正式通知为准。"),
        (W, "zh", "本月最后一个工作日是1月31日，还剩7个工作日。（推算）"),
        (C, "zh", "最后一个工作日：1.29 礼拜五；剩余：5天（1.25–1.29）。注：2027年放假调休尚未公布，仅供参考。"),
        (W, "zh", "最后一个工作日1月29日（周四），还剩5个工作日。（2027年安排为推算）"),
        (W, "zh", "最后一个工作日是1月29日周五，含今天还剩5个工作日。官方已经确认1月没有调休。"),
        (C, "en", "Last working day of January is Fri 29 Jan 2027; 5 working days left including today. That's from "
                  "the estimated calendar (2027's official holiday notice isn't out, so any make-up weekend before "
                  "Spring Festival isn't known yet)."),
        (W, "en", "Friday 29 January is the last working day, and you have 4 working days left including today "
                  "(estimated 2027 calendar)."),
        (C, "zh", "还剩五个工作日，1月29日星期五是本月最后一个。（2027年官方安排未公布，推算结果。）"),
        ]),
    # 30 March – 10 April 2026: 12 calendar days, 9 working days (清明 4–6 April, Mon 6th off).
    _d("2026-03-20", "If I take 30 March to 10 April off, how many calendar days is that and how many working "
                     "days does it use up?",
       [_leave("2026-03-30", "2026-04-10")],
       [(C, "en", "12 calendar days, 9 working days. Qingming (Sat 4 – Mon 6 April) falls inside, so Monday 6 April "
                  "doesn't count."),
        (W, "en", "12 calendar days and 10 working days (two full Mon–Fri weeks)."),
        (C, "en", "- Calendar days: 12 (30 Mar – 10 Apr)\n- Working days: 9 — 30, 31 Mar, 1–3 Apr, 7–10 Apr\n"
                  "- The Qingming holiday (4–6 Apr) isn't charged"),
        (W, "en", "12 calendar days, 9 working days — Qingming is Friday 3 April to Sunday 5 April."),
        (W, "zh", "自然日11天，工作日9天。"),
        (C, "zh", "自然日12天，占用9个工作日。清明4月4日至6日放假，其中6日周一不算。"),
        (W, "zh", "一共12天，都算工作日，要扣12天年假。"),
        (W, "en", "9 calendar days, 12 working days."),
        ]),
    # Today Thu 2 April 2026: 后天 is Sat 4 April, first day of 清明 (4–6 April); next Monday off, back Tue 7 April.
    _d("2026-04-02", "后天是不是就放清明了？下周一要上班吗？",
       [_leave("2026-04-04", "2026-04-06"), _add("2026-04-03", 1)],
       [(C, "zh", "对，后天4月4日（周六）开始放清明，放到4月6日（周一），下周一不用上班，4月7日（周二）上班。"),
        (W, "zh", "后天是4月4日周六，清明放假，但下周一（4月6日）要上班。"),
        (C, "zh", "清明假期：4.4（周六）–4.6（周一），共3天。下周一（4.6）放假，周二（4.7）回来上班。明天周五正常上班。"),
        (W, "zh", "后天4月4日开始放假，清明放4月4日至6日，4月6日（周一）回来上班。"),
        (C, "en", "Yes — the Qingming break is Sat 4 – Mon 6 April, so next Monday is a day off. Back on Tuesday 7 April."),
        (W, "en", "Yes, Qingming starts the day after tomorrow (4–6 April). Next Monday is off and you're back on "
                  "Tuesday 8 April."),
        (W, "en", "Yes. The day after tomorrow is Friday 3 April, when Qingming starts; you're off until Monday and "
                  "back on Tuesday 7 April."),
        (C, "zh", "是的。下周一（6号）还在假期里，7号星期二上班。"),
        ]),
    # From Wed 13 May 2026 (British writer, d/m): the Monday after next is 25 May; 25–29 May is 5 working days.
    _d("2026-05-13", "I'm off from the Monday after next until the Friday of that week. Which dates are those and "
                     "how many days' leave is that?",
       [_leave("2026-05-25", "2026-05-29")],
       [(C, "en", "That's Mon 25/5 to Fri 29/5 — 5 working days, so 5 days' leave. No public holidays that week."),
        (W, "en", "Mon 18/5 to Fri 22/5 — 5 days' leave."),
        (C, "en", "Monday 25 May – Friday 29 May 2026: five working days of leave."),
        (W, "en", "25 May to 29 May, that's 4 days' leave."),
        (W, "en", "Monday 25 May to Friday 29 May — 5 days, except the Dragon Boat Festival falls on Thursday 28 May, "
                  "so it's only 4 days' leave."),
        (C, "zh", "下下周一是5月25日，到那周周五5月29日，共5个工作日，需要请5天假。"),
        (W, "zh", "下下周一是5月25日（周二），到5月29日，5天。"),
        (W, "zh", "5月25日到5月31日，共7天年假。"),
        ]),
    # Sat 28 Feb 2026 is a 春节 make-up working day.
    _d("2026-02-26", "这周六（28号）要上班吗？",
       [_leave("2026-02-28", "2026-02-28")],
       [(C, "zh", "要上班。2月28日（周六）是春节的调休上班日。"),
        (W, "en", "No, the 28th is a Saturday, so it's a normal day off."),
        (C, "zh", "要的，28号周六调休，按正常工作日上班。"),
        (W, "zh", "要上班，2月28日是元宵节调休。"),
        (W, "zh", "要上班，2月28日（周日）是春节调休上班日。"),
        (C, "en", "Yes — Saturday 28 February is a make-up working day for the Spring Festival holiday."),
        (W, "en", "Yes, Saturday 28 Feb is a make-up day — and so is Sunday 1 March."),
        (C, "zh", "28号礼拜六要上班（春节调休补班）。下周一3月2日照常上班。"),
        ]),
    # Leave from Thu 8 Oct 2026 with 5 working days' notice: latest Wed 23 Sep (中秋 and 国庆 skipped).
    _d("2026-09-16", "国庆后10月8日开始休年假，要提前5个工作日申请，最晚哪天交？",
       [_add("2026-10-08", -5)],
       [(C, "zh", "最晚9月23日（周三）提交。之后的5个工作日是9月24日、28日、29日、30日和10月8日，中秋（9月25日–27日）和国庆"
                  "（10月1日–7日）都跳过。"),
        (W, "zh", "最晚10月3日提交，提前5天就行。"),
        (W, "zh", "最晚9月24日（周四）提交。"),
        (C, "zh", "9.23 星期三之前（含当天）交。"),
        (W, "zh", "最晚9月23日（周三）。9月27日（周日）调休上班也算一个工作日。"),
        (C, "en", "Submit by Wednesday 23 September. The Mid-Autumn (25–27 Sep) and National Day (1–7 Oct) holidays "
                  "don't count as notice days."),
        (W, "en", "The latest is Friday 25 September."),
        (W, "en", "Wednesday 23 September — the National Day holiday is 1–5 October and Mid-Autumn is 25–27 September."),
        ]),
    # Sat 8 May 2027: a weekend day in the estimate, which has no make-up days; the notice is not out.
    _d("2027-04-26", "Is Saturday 8 May a working day this year? I heard there might be a make-up day.",
       [_leave("2027-05-08", "2027-05-08")],
       [(C, "en", "On the current estimate, no — Saturday 8 May 2027 is an ordinary weekend day. But the 2027 holiday "
                  "notice hasn't been published yet and the estimate has no make-up days, so if the State Council "
                  "schedules one around May Day it could change. Check the official notice."),
        (W, "en", "Yes, Saturday 8 May is a make-up working day for May Day."),
        (W, "en", "No — 8 May 2027 is a Sunday, so it's a rest day. (Estimated.)"),
        (C, "en", "Not according to the calendar we have: it's a normal Saturday. 2027 is still estimated (no "
                  "official schedule yet), so make-up days are unknown."),
        (W, "en", "No, Saturday 8 May is a rest day. The 2027 schedule is official and has no make-up days."),
        (C, "zh", "按推算，5月8日（周六）是休息日，不上班。但2027年放假安排还没公布，推算里不含调休，到时候是否调休上班以国务院通知为准。"),
        (W, "zh", "5月8日是劳动节假期的一部分，不用上班。（推算）"),
        (C, "zh", "目前看是周末休息日（推算结果，官方调休安排未出）。"),
        ]),
    # From Wed 10 March 2027: 下周三 = 17 March, 下下周一 = 22 March; 4 working days. Estimate.
    _d("2027-03-10", "我下周三到下下周一请假，要扣几天年假？",
       [_leave("2027-03-17", "2027-03-22")],
       [(C, "zh", "4天。下周三是3月17日，下下周一是3月22日，中间的工作日是17日（周三）、18日（周四）、19日（周五）、22日（周一），"
                  "20、21日是周末不扣。2027年的放假安排是推算的，仅供参考。"),
        (W, "zh", "6天，3月17日到22日。"),
        (W, "zh", "下周三是3月24日，下下周一是3月29日，要扣4天。"),
        (C, "zh", "扣4天年假（3.17–3.22，自然日6天，去掉周末）。如果22号只请上午半天、下午回来上班，就是3.5天。"
                  "期间没有法定节假日（按推算，2027年安排未公布）。"),
        (W, "zh", "4天：3月17日（周四）、18日、19日、22日。（推算）"),
        (C, "en", "4 days of annual leave: Wed 17, Thu 18, Fri 19 and Mon 22 March. (2027's holiday schedule is still "
                  "an estimate, but there's no festival in this stretch.)"),
        (W, "en", "3 days — Wed 17 to Fri 19 March; Monday 22 March doesn't count."),
        (W, "en", "5 days: 17, 18, 19, 20 and 22 March (Saturday 20 March is a make-up working day). Estimated."),
        ]),
]
