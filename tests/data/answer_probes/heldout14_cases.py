"""The fourteenth held-out probe set, calendar part: questions, the tool calls a model would make, and final
answers written by hand after reading the tools' REAL results (make_heldout14.py runs the calls and writes
heldout14.jsonl). Written blind: by a helper who never read the answer check's code, its prompts, the docs,
the earlier sets' cases (beyond heldout4_cases.py's helpers) nor any .jsonl but its own build output, and
who never ran the check. Labels were fixed when written.

Material no earlier set leaned on: 国庆 2026 through its make-up days (Sunday 9月20日 and Saturday 10月10日
worked) seen from September; 劳动节 2026 with its Saturday 5月9日 make-up day; holidays of 2028 (劳动节,
国庆 with 中秋 on 10月3日) and 2029 (春节, 国庆), estimated (correct answers carry a caveat); a today that
is a Saturday or a Sunday (2026-01-31, 2026-04-18, 2026-09-19, 2026-11-21, 2027-06-12, 2026-08-30);
"the Nth working day of next month" (payroll); annual leave that must be used by 次年3月31日; a 4-hour
half day and hours <-> days; 婚假 in calendar days over a holiday versus 年假 in working days; one month's
notice from 1月31日 (no 2月31日: the month-end, a make-up Saturday); "within 3 working days after
returning"; "from Tuesday next week for 6 working days".
Shapes: earliest start after notice, latest submission, count a range, day back at work, calendar vs
working days, leave balance left, a weekly rota table, a list of several requests with a total.
Forms: one-liners, explanations, numbered and bullet lists, Markdown tables, 2026.10.09, 10-9, 9/22,
Oct 9th, 9th October, 十月八日, 全角 ９月２８日, 3号, relative days (明天, 下周二, 本周五), answers mixing
Chinese and English; about 42% English.
Errors (one per wrong answer): wrong date, wrong weekday, off by one, calendar vs working days, a
holiday counted as a working day, a make-up day forgotten or counted as a rest day, a wrong day back, a
wrong year, a wrong total, a wrong remainder, an hours <-> days slip, a missing estimate caveat, an
estimate called official, an invented rule.
Never tuned on: every case is report (20 questions, 70 correct and 90 wrong answers).

Audit (calendar part): rebuilt every case's tool calls and judged all 160 answers one by one against the
stored results, chinese_calendar (2026 days off and make-up days), workcalendar.statutory (the 2027-2029
estimates: 2027 元旦 1/1 and 春节 2/5-2/8, 2028 劳动节 5/1-5/2 and 国庆 10/1-10/3 with 中秋 10/3, 2029 春节
2/12-2/15 and 国庆 10/1-10/3), datetime weekdays, the arithmetic (74 working days / 107 calendar days,
20 h = 2.5 days, 6.5 days = 52 h, 12 - 6 = 6) and the handbook's 8-hour day. Every correct answer is fully
right, answers the whole question and carries an estimate caveat where it relies on 2027+; every wrong
answer carries a clear error that cannot be read away. One text change, label kept: case 5's correct
one-liner "最晚这周五（4月24日）交。" now says "（4月24日，能交的最后一个工作日）", so its basis (the
last working day, not the tool's first-sentence Sunday 4月26日) is stated. No label changed. Noted, not
changed: the bundled handbook's 婚假 rule (13 days, 遇法定节假日顺延) differs from case 11's own premise
(10 days, 含节假日); the case makes no handbook search, so its answers follow the question's premise, and
its "国庆不占婚假" wrong answer is wrong under either (顺延 would end the leave on 10月14日, not 10月15日).
Final counts: 20 questions, 160 answers, 70 correct, 90 wrong; 68 English (42.5%)."""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

CAL = "calculate_leave_days"
ADD = "add_workdays"


def _range(start, end):
    return (CAL, {"start_date": start, "end_date": end})


def _add(date, days):
    return (ADD, {"date": date, "days": days})


CALENDAR_CASES = [
    # 1. Truth: 2026-09-28..2026-10-09 = 5 working days (Mon 9/28–Wed 9/30, Thu 10/8, Fri 10/9), 12 calendar
    # days; 10/1–10/7 国庆 (5 of them Mon–Fri) not counted.
    _d("2026-09-14", "国庆前后想连休：9月28日到10月9日都不来，要扣几天年假？",
       [_range("2026-09-28", "2026-10-09")],
       [(C, "zh", "需要5天年假：9月28日—30日（周一至周三）3天，加上10月8日、9日2天；10月1日至7日是国庆假期，不用请。"),
        (C, "en", "You'd use 5 days of annual leave. Of the 12 calendar days from 28 Sep to 9th October, Oct 1–7 "
                  "is the National Day holiday, so only Mon 28 – Wed 30 Sep and Thu 8 / Fri 9 Oct count."),
        (C, "zh", "5个工作日。2026.09.28–2026.10.09 共12个自然日，国庆10.1–10.7放假7天不计年假。"),
        (C, "en", "| Days | Leave |\n|---|---|\n| Sep 28–30 (Mon–Wed) | 3 |\n| Oct 1–7 (National Day) | 0 |\n"
                  "| Oct 8th–Oct 9th (Thu–Fri) | 2 |\n| **Total** | **5 days** |"),
        (W, "zh", "需要8天：9月28日到30日3天，10月5日到7日（周一到周三）3天，10月8日、9日2天。国庆法定只放1—4日。"),
        (W, "en", "That's 12 days of annual leave — 28 Sep through Oct 9th."),
        (W, "zh", "一共4天：9月28、29、30日和10月8、9日，国庆7天不占年假。"),
        (W, "zh", "5天年假：9月28日—30日，再加10月8日（周三）和10月9日（周四）。")]),

    # 2. Truth: today Sat 2026-09-19; 3rd working day after it = Tue 2026-09-22 (Sun 9/20 is a 国庆 make-up
    # working day, then Mon 9/21, Tue 9/22).
    _d("2026-09-19", "It's Saturday and I'm submitting my leave request today. We need 3 working days' notice. "
                     "What's the earliest day my leave can start?",
       [_add("2026-09-19", 3)],
       [(C, "en", "Earliest start: Tuesday, September 22. Sunday the 20th is a make-up working day for National "
                  "Day, so the three working days are Sun 20, Mon 21 and Tue 22."),
        (C, "zh", "最早9月22日（周二）开始休。明天9月20日周日是国庆调休上班日，算一个工作日，所以周日、周一、周二正好3个工作日。"),
        (C, "en", "Earliest = 9/22 (Tue / 周二). 明天周日调休上班, so it counts as working day 1."),
        (W, "en", "Earliest start is Wednesday 23 Sep — weekends don't count, so the three working days are "
                  "Mon 21, Tue 22 and Wed 23."),
        (W, "zh", "最早9月22日（周三）可以开始休假。9月20日周日调休上班，计入工作日。"),
        (W, "zh", "9月20日虽然调休上班，但调休日不计入提前通知期，要数周一、周二、周三，所以最早9月23日（周三）开始。"),
        (W, "en", "The earliest you can start is Tuesday, 22 September 2025 (Sunday the 20th is a working day)."),
        (W, "zh", "最早9月21日（周一）开始休，9月20日周日调休上班计为工作日。")]),

    # 3. Truth: first working day after 2026-09-30 = Thu 2026-10-08 (10/1–10/7 国庆); Sat 2026-10-10 is a
    # make-up working day (1 working day).
    _d("2026-09-21", "国庆放完哪天回来上班？10月10日（周六）要上班吗？",
       [_add("2026-09-30", 1), _range("2026-10-10", "2026-10-10")],
       [(C, "zh", "10月8日（周四）回来上班；10月10日周六是国庆调休上班日，要上班。"),
        (C, "en", "You're back on Thursday, Oct 8th. And yes — Saturday Oct 10th is a make-up working day, so you "
                  "work that day."),
        (C, "zh", "国庆10月1日—7日放假，十月八日（星期四）上班。10月10号周六调休，正常上班。"),
        (C, "en", "Back at work: 8 Oct (Thu). Sat 10 Oct: working day (调休上班)."),
        (W, "zh", "10月9日（周五）回来上班；10月10日周六调休上班，要上班。"),
        (W, "en", "Back on Thursday 8 October; Saturday the 10th is still part of the break, so no work that day."),
        (W, "zh", "10月8日（周三）回来上班，10月10日周六要上班（调休）。"),
        (W, "zh", "国庆只放10月1日到6日，10月7日（周三）就回来上班；10月10日周六调休，也要上班。")]),

    # 4. Truth: 2026-04-27..2026-05-09 = 8 working days (Mon 4/27–Thu 4/30 = 4, Wed 5/6–Fri 5/8 = 3, Sat 5/9
    # make-up = 1), 13 calendar days; 5/1–5/5 劳动节.
    _d("2026-04-20", "五一想连休，4月27日到5月9日请假，一共要用几天年假？",
       [_range("2026-04-27", "2026-05-09")],
       [(C, "zh", "8天。4月27日—30日4天，5月6日—8日3天，外加5月9日周六调休上班也要请1天；5月1日—5日劳动节放假不占年假。"),
        (C, "en", "8 days of annual leave. May 1–5 is the Labour Day holiday, but Saturday May 9 is a make-up "
                  "working day, so it counts: Apr 27–30 (4) + May 6–8 (3) + May 9 (1) = 8."),
        (C, "zh", "| 日期 | 天数 |\n|---|---|\n| 4/27–4/30 | 4 |\n| 5/1–5/5 劳动节 | 0 |\n| 5/6–5/8 | 3 |\n"
                  "| 5/9（周六调休上班） | 1 |\n| 合计 | 8 |"),
        (W, "zh", "7天：4月27—30日4天加5月6—8日3天，5月9日是周六不用请。"),
        (W, "en", "13 days — Apr 27 through May 9."),
        (W, "zh", "10天：4月27—30日4天，5月4、5日（周一周二）2天，5月6—8日3天，5月9日调休1天。劳动节只放5月1日—3日。"),
        (W, "en", "8 days: Apr 27–30, May 6–8, plus Sunday May 10, which is a make-up working day."),
        (W, "zh", "4月27—30日4天 + 5月6—8日3天 + 5月9日（周六调休）1天，合计9天。")]),

    # 5. Truth: leave from Wed 2026-05-06 with 5 working days' notice: latest 2026-04-26 (Sun); on a working
    # day, Fri 2026-04-24. The 5 working days: 4/27, 4/28, 4/29, 4/30, 5/6 (5/1–5/5 劳动节).
    _d("2026-04-22", "我想5月6日开始休年假，公司要求提前5个工作日提交（提交当天不算），最晚哪天交？",
       [_add("2026-05-06", -5)],
       [(C, "zh", "最晚4月24日（本周五）提交。往后数：4月27、28、29、30日，再跳过5月1日—5日劳动节，5月6日正好是第5个工作日。"
                  "（严格说周日4月26日在线提交也够，但那天不上班。）"),
        (C, "en", "Submit by Friday, April 24 at the latest — the last working day before Sunday 26 Apr, which "
                  "would technically still leave 5 working days. May 1–5 are holidays, so the 5 working days are "
                  "Apr 27, 28, 29, 30 and May 6."),
        (C, "zh", "最晚这周五（4月24日，能交的最后一个工作日）交。"),
        (C, "zh", "按天数算最晚是4月26日（周日）：之后的4/27、4/28、4/29、4/30和5/6正好5个工作日；周日不上班，实际请在4月24日周五交。"),
        (W, "zh", "最晚4月28日（周二）提交：4月29日、30日，5月4日、5日和5月6日正好5个工作日。"),
        (W, "en", "You can submit as late as Monday, April 27: the 5 working days are Apr 27, 28, 29, 30 and May 6."),
        (W, "zh", "最晚4月24日（周四）提交，5月1日—5日劳动节放假不算工作日。"),
        (W, "en", "Latest is Fri Apr 24. Note that leave starting right after a public holiday needs 10 working "
                  "days' notice, so check with HR first — under that rule you're already too late.")]),

    # 6. Truth (2028 estimated): 2028-10-02..10-06 = 3 working days (Wed 10/4–Fri 10/6); Mon 10/2 国庆,
    # Tue 10/3 中秋+国庆 are days off; back Mon 2028-10-09; caveat needed.
    _d("2027-06-12", "2028年国庆我想10月2日到10月6日请假，要用几天年假？哪天回来上班？",
       [_range("2028-10-02", "2028-10-06"), _add("2028-10-06", 1)],
       [(C, "zh", "按推算要用3天年假（10月4日—6日，周三到周五）：10月2日（周一）国庆、10月3日（周二）中秋与国庆同一天，都是假日。"
                  "10月9日（周一）回来上班。2028年的放假安排还没公布，这是按法定节日推算的，实际以国务院通知为准。"),
        (C, "en", "Estimated: 3 days of annual leave (Wed 4 – Fri 6 Oct 2028), back at work Monday 9 Oct. Oct 2 "
                  "and Oct 3 (Mid-Autumn falls on the 3rd that year) are holidays. The 2028 schedule hasn't been "
                  "published yet, so this is only an estimate — the real notice may add bridging and make-up days."),
        (C, "zh", "3个工作日，10月9号周一上班。（2028年安排尚未公布，以上为推算。）"),
        (W, "zh", "要用3天年假：10月2日、3日放假，4—6日请假，10月9日周一上班。"),
        (W, "en", "According to the official 2028 holiday notice, you need 3 days (Oct 4–6) and return Monday, Oct 9."),
        (W, "zh", "按推算需要4天年假（10月3日—6日），10月2日是国庆假日，10月9日上班。2028年安排未公布，仅供参考。"),
        (W, "en", "Estimated 3 days of leave (Oct 4–6); you're back on Tuesday, Oct 10. The 2028 schedule isn't "
                  "announced yet, so treat this as an estimate."),
        (W, "zh", "按推算要请5天年假（10月2日—6日），10月9日周一上班。2028年放假安排未公布，仅供参考。")]),

    # 7. Truth (2029 estimated): 2029-02-12..02-18 = 1 working day (Fri 2/16); 2/12–2/15 (Mon–Thu) 春节;
    # back Mon 2029-02-19; caveat needed. Today Sat 2026-11-21.
    _d("2026-11-21", "2029年春节我想从2月12日（除夕）休到2月18日，要请几天年假，几号上班？",
       [_range("2029-02-12", "2029-02-18"), _add("2029-02-18", 1)],
       [(C, "zh", "按推算只需请1天（2月16日周五）：2029年2月12日—15日（周一至周四）是春节假，17、18日是周末，2月19日（周一）上班。"
                  "2029年的放假安排尚未公布，这是按法定节日推算的，实际可能有调休，请以国务院公布为准。"),
        (C, "en", "Estimated: 1 day of annual leave — Friday 16 Feb 2029. Feb 12–15 would be the statutory Spring "
                  "Festival days off, then the weekend; back at work Monday, Feb 19. The 2029 schedule isn't "
                  "announced yet, so treat this as an estimate."),
        (C, "zh", "1天（2/16 Fri），2月19日周一上班。注意：2029年安排未公布，以上为推算。"),
        (W, "zh", "只需请1天：2月16日周五。2月12日到15日春节放假，2月19日周一上班。"),
        (W, "en", "You'd need 7 days of leave (Feb 12–18), back Mon Feb 19. Estimate only — 2029 isn't published yet."),
        (W, "zh", "按推算请1天（2月16日周四），2月19日周一上班。2029年安排尚未公布，仅供参考。"),
        (W, "en", "Estimated 1 day (Fri 16 Feb 2028), back Mon 19 Feb 2028. The schedule for that year isn't "
                  "announced, so it's an estimate."),
        (W, "zh", "根据国务院已公布的2029年放假安排，春节2月12日—15日放假，你只需请2月16日1天，2月19日上班。")]),

    # 8. Truth: 5th working day after 2026-09-30 = Tue 2026-10-13 (10/8, 10/9, Sat 10/10 make-up, 10/12, 10/13).
    _d("2026-09-15", "工资每月第5个工作日发，下个月哪天发？",
       [_add("2026-09-30", 5)],
       [(C, "zh", "10月13日（周二）。国庆10月1日—7日放假，10月8日、9日、10日（周六调休上班）、12日、13日是10月的前5个工作日。"),
        (C, "en", "Payday is Tuesday 13 October. Oct 1–7 are National Day holidays and Saturday the 10th is a "
                  "make-up working day, so the 5th working day is the 13th."),
        (C, "zh", "十月十三日，星期二。"),
        (C, "zh", "10-13（周二）：10-8、10-9、10-10（Sat 调休）、10-12、10-13。"),
        (W, "zh", "10月14日（周三）：10月8日、9日、12日、13日、14日。"),
        (W, "en", "Payday: Monday 13 October (Oct 1–7 off, Sat 10 Oct is a working day)."),
        (W, "zh", "10月9日（周五）：国庆法定只有1日至3日，10月5日、6日、7日、8日、9日就是前5个工作日。"),
        (W, "en", "The 5th working day in October is Monday, October 12.")]),

    # 9. Truth: 2026-12-15..2027-03-31 = 74 working days, 107 calendar days; 2027 estimated (元旦 Fri 1/1,
    # 春节 2/5–2/8, 2 of them Mon–Fri); 2027-03-31 is a Wednesday; caveat needed.
    _d("2026-12-14", "今年没休完的年假可以用到次年3月31日。从明天算起到那天（含）还有多少个工作日？",
       [_range("2026-12-15", "2027-03-31")],
       [(C, "zh", "从12月15日到2027年3月31日共74个工作日（107个自然日）。其中2027年元旦1月1日、春节2月5日—8日是按法定节日推算的；"
                  "2027年放假安排尚未公布，实际可能有调休，以国务院公布为准。"),
        (C, "en", "74 working days from tomorrow (15 Dec) up to and including 31 March 2027. That treats Jan 1 "
                  "and Feb 5–8 (Spring Festival) as days off; the 2027 schedule isn't out yet, so it's an "
                  "estimate and the real figure may shift."),
        (C, "zh", "约７４个工作日（截至２０２７年３月３１日；２０２７年安排未公布，为推算）。"),
        (W, "zh", "还有74个工作日，截止2027年3月31日（周三）。期间元旦1月1日、春节2月5日至8日放假。"),
        (W, "en", "There are 74 working days left before the deadline of March 31, 2026 (2027 holidays estimated, "
                  "not yet published)."),
        (W, "zh", "还有107天可以用（到2027年3月31日）。2027年放假安排为推算，仅供参考。"),
        (W, "en", "74 working days; the deadline, 31 March 2027, is a Thursday. 2027 dates are an estimate as the "
                  "schedule isn't published."),
        (W, "zh", "共77个工作日（12月15日—次年3月31日，只扣周末，元旦春节不影响），2027年放假安排未公布，仅供参考。")]),

    # 10. Truth: 2026-07-08..07-10 = 3 working days (Wed–Fri, no holiday). Used 4 h + 8 h + 8 h = 20 h = 2.5
    # days; balance 5 days (40 h) - 2.5 = 2.5 days (20 h).
    _d("2026-07-06", "I have 5 days of annual leave left (8-hour days; a half day is 4 hours). I'm taking "
                     "Wednesday afternoon July 8 off, plus all of Thursday the 9th and Friday the 10th. How much "
                     "leave does that use, and what's left?",
       [_range("2026-07-08", "2026-07-10")],
       [(C, "en", "You'll use 2.5 days (20 hours: 4 h on Wed 8 Jul + 8 h each on Thu 9 and Fri 10). That leaves "
                  "2.5 days, i.e. 20 hours."),
        (C, "zh", "共用20小时，即2.5天年假（7月8日下午4小时，9日、10日各8小时），剩余2.5天（20小时）。"),
        (C, "en", "| Date | Hours |\n|---|---|\n| Wed 8 Jul (pm) | 4 |\n| Thu 9 Jul | 8 |\n| Fri 10 Jul | 8 |\n"
                  "| **Total** | **20 h = 2.5 days** |\n\nRemaining: 5 − 2.5 = 2.5 days (20 h)."),
        (C, "zh", "用掉两天半（20小时），还剩两天半。这三天都是正常工作日，没有节假日。"),
        (W, "en", "That uses 20 hours = 2 days, leaving you 3 days (24 hours)."),
        (W, "zh", "用掉2.5天（20小时），还剩3.5天。"),
        (W, "en", "4 + 8 + 8 = 24 hours, i.e. 3 days; you'll have 2 days (16 h) left."),
        (W, "zh", "7月8日（周四）下午4小时，9日、10日全天，共20小时=2.5天，剩2.5天。")]),

    # 11. Truth: 婚假 10 calendar days 2026-09-28..10-07 (3 working days in it, 国庆 inside); back Thu 10/8.
    # Plus 3 working days of 年假: 10/8, 10/9, Sat 10/10 (make-up) -> back Mon 2026-10-12.
    _d("2026-09-07", "我婚假10天（按自然日算，含节假日），从9月28日开始休，哪天回来上班？如果婚假后再接3天年假（按工作日），又是哪天上班？",
       [_range("2026-09-28", "2026-10-07"), _add("2026-10-07", 1), _range("2026-10-08", "2026-10-10"),
        _add("2026-10-10", 1)],
       [(C, "zh", "婚假按自然日，9月28日—10月7日正好10天（国庆假期算在婚假里），10月8日（周四）回来上班。若再接3天年假："
                  "10月8日、9日和10日（周六调休上班日），10月12日（周一）上班。"),
        (C, "en", "Marriage leave (10 calendar days) runs Sep 28 – Oct 7, so you'd be back Thursday, Oct 8. Adding "
                  "3 working days of annual leave covers Oct 8, 9 and Saturday Oct 10 (a make-up working day), so "
                  "you return Monday, Oct 12."),
        (C, "zh", "1. 婚假：9/28–10/7（10个自然日）→ 10月8日周四上班\n2. 加3天年假：10/8、10/9、10/10（周六调休）→ 10月12日周一上班"),
        (W, "zh", "国庆假期不占婚假，婚假10天要休到10月15日，10月16日（周五）上班；再接3天年假（16日、19日、20日），10月21日上班。"),
        (W, "en", "Back Thursday Oct 8 after the marriage leave; with 3 days of annual leave (Oct 8, 9 and 12 — "
                  "weekends off) you'd be back Tuesday, Oct 13."),
        (W, "zh", "婚假9月28日至10月7日，10月8日周四上班；再请3天年假（10月8日—10日），10月11日上班。"),
        (W, "en", "Back on Wednesday, Oct 8; with 3 more days of annual leave (Oct 8, 9, 10 — the 10th is a "
                  "working Saturday), back Monday, Oct 12."),
        (W, "zh", "婚假10天（自然日）9月28日—10月7日，10月8日上班；按规定年假不能紧接婚假，须间隔1个工作日，"
                  "所以年假从10月9日起（9日、10日、12日），10月13日（周二）上班。")]),

    # 12. Truth: notice from 2026-01-31 (Sat) of one month: no 2月31日, so it ends 2026-02-28, a Saturday that
    # is a 春节 make-up working day; 2026-02-01..02-28 = 16 working days (春节 2/15–2/23, make-up 2/14, 2/28).
    _d("2026-01-31", "我今天（1月31日）提出辞职，合同约定提前一个月通知，按月计算、到期月没有对应日的以月末为最后一天。"
                     "通知期最后一天是哪天、星期几、那天要上班吗？通知期（2月1日起）里有几个工作日？",
       [_range("2026-02-01", "2026-02-28")],
       [(C, "zh", "通知期到2月28日（周六）结束——2月没有31日，按月末算。这天正好是春节调休上班日，要上班。2月1日到2月28日共16个工作日"
                  "（春节2月15日—23日放假，2月14日、28日两个周六调休上班）。"),
        (C, "en", "Your notice ends on Saturday, 28 February 2026 (there's no 31 Feb, so the month-end applies). "
                  "That Saturday is a make-up working day for Spring Festival, so you do work. The notice period "
                  "(Feb 1–28) has 16 working days."),
        (C, "zh", "| 项目 | 结果 |\n|---|---|\n| 最后一天 | 2026/2/28（周六） |\n| 是否上班 | 是（春节调休上班） |\n"
                  "| 2/1–2/28 工作日 | 16天 |"),
        (C, "zh", "Last day = 2月28日（Sat，调休上班，要上班）。通知期28个自然日里16个工作日。"),
        (W, "zh", "2026年2月没有31日，按月末就是2月29日（周日），那天不用上班。2月1日起共16个工作日。"),
        (W, "en", "Notice ends Saturday 28 Feb; being a Saturday it's a rest day, so you don't work it. There are "
                  "16 working days in Feb 1–28."),
        (W, "zh", "最后一天2月28日（周六，调休上班要上班），通知期共28个工作日。"),
        (W, "en", "Last day Sat 28 Feb — a make-up working day, so yes, you work. Working days in the notice "
                  "period: 14 (the Spring Festival break takes out Feb 15–23).")]),

    # 13. Truth: sick leave 9/28–9/30; first working day after 2026-09-30 = Thu 10/8; 3rd working day after
    # 10/8 = Mon 2026-10-12 (10/9, Sat 10/10 make-up, 10/12).
    _d("2026-09-23", "我9月28日到30日请病假，回来上班后3个工作日内要交病假证明（回来当天不算）。哪天回来、最晚哪天交？",
       [_add("2026-09-30", 1), _add("2026-10-08", 3)],
       [(C, "zh", "10月8日（周四）回来上班（10月1日—7日国庆放假）。往后3个工作日是十月九日、10月10日（周六调休上班）、10月12日，"
                  "所以最晚10月12日（周一）交。"),
        (C, "en", "You're back Thursday 8 Oct. Three working days after that: Fri 9, Sat 10 (make-up working day) "
                  "and Mon 12 — so the certificate is due by Monday, October 12."),
        (C, "zh", "10-8周四回岗，病假证明最晚10-12（周一）交。"),
        (W, "en", "Back on Thu Oct 8; the certificate is due by Tue Oct 13 (Oct 9, 12, 13)."),
        (W, "zh", "10月9日回来上班，最晚10月12日交证明。"),
        (W, "en", "Back Thursday, Oct 8; counting from that day, the 3rd working day is Saturday, Oct 10, so hand "
                  "it in by then."),
        (W, "zh", "10月8日（周四）回来，最晚10月12日（周二）交。"),
        (W, "zh", "国庆只放10月1日至3日，10月5日（周一）回来上班，之后3个工作日是6、7、8日，最晚10月8日（周四）交。")]),

    # 14. Truth: next Tuesday = 2026-09-15; 6 working days after Mon 9/14 end Mon 2026-09-21 (9/15–9/18, Sun 9/20
    # make-up, 9/21); 9/15–9/21 = 6 working days, 7 calendar days; back Tue 2026-09-22.
    _d("2026-09-10", "我打算从下周二起请6个工作日的假，会请到哪天？一共跨几个自然日？哪天回来上班？",
       [_add("2026-09-14", 6), _range("2026-09-15", "2026-09-21"), _add("2026-09-21", 1)],
       [(C, "zh", "下周二是9月15日。6个工作日是9月15、16、17、18日，9月20日（周日，国庆调休上班）和9月21日（周一），请到9月21日，"
                  "共7个自然日，9月22日（周二）回来上班。"),
        (C, "en", "Next Tuesday is 15 Sep. Six working days take you to Monday 21 Sep, because Sunday the 20th is a "
                  "make-up working day (counted). That's 7 calendar days; you're back Tuesday 22 Sep."),
        (C, "en", "Leave: 9/15 (Tue) → 9/21 (Mon), 6 working days incl. Sun 9/20 调休; 7 calendar days; back 9/22 Tue."),
        (C, "zh", "从９月１５日（周二）到９月２１日（周一），７个自然日，含６个工作日（９月２０日周日调休上班也算）；９月２２日回岗。"),
        (W, "en", "Next Tuesday is Sep 15; six working days end Tuesday Sep 22 (the weekend of the 19th–20th is "
                  "off), 8 calendar days, back Wed Sep 23."),
        (W, "zh", "9月15日（周二）起，到9月21日（周日）结束，共7个自然日，9月22日回来上班。"),
        (W, "zh", "9月15日（周二）到9月21日（周一）共6个工作日，也就是6个自然日，9月22日（周二）回来。"),
        (W, "zh", "请到9月21日（周一），共7个自然日，9月23日（周三）回来上班。")]),

    # 15. Truth: week 2026-10-05..10-11: Mon–Wed 10/5–10/7 国庆 off; Thu 10/8, Fri 10/9 work; Sat 10/10
    # make-up work; Sun 10/11 rest. 3 working days, 7 calendar days.
    _d("2026-09-28", "给我排一下10月5日到11日这一周的值班表：哪几天上班、哪几天放假，这周一共上几天班？",
       [_range("2026-10-05", "2026-10-11")],
       [(C, "zh", "| 日期 | 星期 | 安排 |\n|---|---|---|\n| 10/5 | 周一 | 国庆放假 |\n| 10/6 | 周二 | 国庆放假 |\n"
                  "| 10/7 | 周三 | 国庆放假 |\n| 10/8 | 周四 | 上班 |\n| 10/9 | 周五 | 上班 |\n| 10/10 | 周六 | 调休上班 |\n"
                  "| 10/11 | 周日 | 休息 |\n\n本周共上班3天。"),
        (C, "en", "| Day | Date | Status |\n|---|---|---|\n| Mon | Oct 5 | Holiday |\n| Tue | Oct 6 | Holiday |\n"
                  "| Wed | Oct 7 | Holiday |\n| Thu | Oct 8 | Work |\n| Fri | Oct 9 | Work |\n| Sat | Oct 10 | Work (make-up day) |\n"
                  "| Sun | Oct 11 | Off |\n\n3 working days this week."),
        (C, "zh", "- 放假：10月5日—7日（周一至周三，国庆）\n- 上班：10月8日（周四）、10月9日（周五）、10月10日（周六，调休）\n"
                  "- 休息：10月11日（周日）\n\n共3个工作日。"),
        (W, "zh", "| 日期 | 星期 | 安排 |\n|---|---|---|\n| 10/5—10/7 | 周一至周三 | 国庆放假 |\n| 10/8 | 周四 | 上班 |\n"
                  "| 10/9 | 周五 | 上班 |\n| 10/10 | 周六 | 休息 |\n| 10/11 | 周日 | 休息 |\n\n本周共上班2天。"),
        (W, "en", "| Day | Date | Status |\n|---|---|---|\n| Mon | Oct 5 | Holiday |\n| Tue | Oct 6 | Holiday |\n"
                  "| Wed | Oct 7 | Work |\n| Thu | Oct 8 | Work |\n| Fri | Oct 9 | Work |\n| Sat | Oct 10 | Work (make-up day) |\n"
                  "| Sun | Oct 11 | Off |\n\n4 working days this week."),
        (W, "zh", "- 放假：10月5日—7日（国庆）\n- 上班：10月8日（周四）、10月9日（周五）、10月10日（周日，调休）\n- 休息：10月11日\n\n共3天班。"),
        (W, "en", "Off Mon–Wed (Oct 5–7, National Day); work Thu Oct 8, Fri Oct 9 and Sat Oct 10 (make-up day); "
                  "Sun Oct 11 off. Total: 4 working days."),
        (W, "zh", "10月5日—7日国庆放假；10月8日、9日上班，10月11日（周日）调休上班；10月10日（周六）休息。本周共上3天班。")]),

    # 16. Truth: (1) 2026-04-29..04-30 = 2 working days (Wed, Thu); (2) 2026-05-06..05-09 = 4 (Sat 5/9 make-up);
    # (3) Mon 2026-05-11 morning = 0.5 day (4 h). Total 6.5 days = 52 hours.
    _d("2026-04-13", "我打算请这几段年假：①4月29日—30日；②5月6日—9日；③5月11日上午半天（4小时）。每段各几天，一共多少天、多少小时？（每天8小时）",
       [_range("2026-04-29", "2026-04-30"), _range("2026-05-06", "2026-05-09"), _range("2026-05-11", "2026-05-11")],
       [(C, "zh", "① 2天（4月29日周三、30日周四）；② 4天（5月6日—8日，加上5月9日周六调休上班）；③ 半天。合计6.5天，即52小时。"),
        (C, "en", "1) Apr 29–30: 2 days. 2) May 6–9: 4 days — Saturday May 9 is a make-up working day, so it "
                  "counts. 3) May 11 morning: 0.5 day (4 h). Total: 6.5 days = 52 hours."),
        (C, "zh", "| 段 | 日期 | 天数 | 小时 |\n|---|---|---|---|\n| ① | 4/29–4/30 | 2 | 16 |\n| ② | 5/6–5/9（含周六调休） | 4 | 32 |\n"
                  "| ③ | 5/11 上午 | 0.5 | 4 |\n| 合计 | | 6.5 | 52 |"),
        (C, "en", "Total 6.5 days (52 h): 2 + 4 + 0.5."),
        (W, "zh", "① 2天；② 3天（5月6日—8日，5月9日是周六不算）；③ 0.5天。合计5.5天，44小时。"),
        (W, "en", "Total 6.5 days = 48 hours (2 + 4 + 0.5; May 9 is a working Saturday)."),
        (W, "zh", "① 2天，② 4天（5月9日周六调休上班），③ 0.5天，2 + 4 + 0.5 = 7天，共56小时。"),
        (W, "zh", "① 4月29日（周二）—30日（周三）2天；② 5月6日—9日4天（9日周六调休）；③ 0.5天。合计6.5天，52小时。")]),

    # 17. Truth: today Sat 2026-04-18; next month May: 3rd working day after 2026-04-30 = Fri 2026-05-08
    # (5/1–5/5 劳动节, then 5/6, 5/7, 5/8).
    _d("2026-04-18", "Our payroll runs on the 3rd working day of next month. Today's Saturday — which date will that be?",
       [_add("2026-04-30", 3)],
       [(C, "en", "Friday, May 8. May 1–5 is the Labour Day holiday, so May's working days start on Wed May 6; "
                  "the 3rd is Fri May 8."),
        (C, "zh", "5月8日（周五）。五一放假到5月5日，5月6日、7日、8日是5月前三个工作日。"),
        (C, "en", "8th May (Friday)."),
        (W, "en", "Wednesday, May 6 — May 1 is a Friday holiday, then Mon May 4 and Tue May 5 are working days, "
                  "so the 3rd working day is May 6."),
        (W, "zh", "5月8日（周四）。"),
        (W, "en", "Thursday, May 7 — the 3rd working day after the May Day break."),
        (W, "en", "Friday, 8 May 2027 (May 1–5 are holidays)."),
        (W, "zh", "5月8日是第3个工作日，但按规定节后首周发薪统一顺延到下周一，所以是5月11日（周一）。")]),

    # 18. Truth (2028 estimated): 2028-04-28..05-05 = 4 working days (Fri 4/28, Wed 5/3–Fri 5/5); Mon 5/1,
    # Tue 5/2 劳动节; 8 calendar days; back Mon 2028-05-08; caveat needed.
    _d("2026-10-19", "2028年五一，我想4月28日到5月5日请假，需要几天年假？哪天回来上班？",
       [_range("2028-04-28", "2028-05-05"), _add("2028-05-05", 1)],
       [(C, "zh", "按推算需4天年假：4月28日（周五）和5月3日—5日（周三至周五）；5月1日、2日（周一、周二）为劳动节假日。5月8日（周一）"
                  "回来上班。2028年放假安排尚未公布，以上按法定节日推算，实际可能有调休，以国务院公布为准。"),
        (C, "en", "Estimated 4 days of annual leave (Fri 28 Apr + Wed 3 – Fri 5 May 2028); May 1–2 are the "
                  "statutory Labour Day days off. Back on Monday, May 8. Note: the 2028 schedule hasn't been "
                  "announced, so this is a projection only."),
        (C, "zh", "4天，5月8号周一上班（2028年的安排是推算的，以官方公布为准）。"),
        (C, "zh", "- 需请年假：4天（推算）\n- 回来上班：2028年5月8日（周一）\n- 提醒：2028年放假安排未公布，正式通知可能另有调休。"),
        (W, "zh", "需4天年假（4月28日，5月3—5日），5月8日周一上班。"),
        (W, "en", "Per the State Council's published 2028 schedule, you need 4 days and return Monday, May 8."),
        (W, "zh", "按推算共8天（4月28日—5月5日），5月8日上班。2028年安排未公布，仅供参考。"),
        (W, "en", "Estimated 4 days; back at work Saturday, May 6. (2028 holidays are an estimate, not yet announced.)")]),

    # 19. Truth (2029 estimated): 2029-10-01..10-07 = 2 working days (Thu 10/4, Fri 10/5); 10/1–10/3 (Mon–Wed)
    # 国庆; first working day after 2029-09-30 = Thu 2029-10-04; caveat needed. Today Sun 2026-08-30.
    _d("2026-08-30", "National Day 2029: I want to be off the whole of Oct 1–7. How many days of annual leave would "
                     "that take, and if I took none, which day would I be back at work?",
       [_range("2029-10-01", "2029-10-07"), _add("2029-09-30", 1)],
       [(C, "en", "Estimated: 2 days (Thu Oct 4 and Fri Oct 5, 2029). The statutory National Day days off are "
                  "Oct 1–3 (Mon–Wed) and Oct 6–7 is a weekend; without leave you'd be back Thursday, Oct 4. The "
                  "2029 schedule isn't published yet — this is an estimate and the actual notice will likely differ."),
        (C, "zh", "按推算需请2天年假（10月4日周四、5日周五）；不请假的话10月4日（周四）上班。2029年放假安排未公布，仅供参考。"),
        (C, "en", "2 days (Oct 4–5); otherwise back Thu Oct 4. Estimate only, 2029 not yet announced."),
        (W, "en", "You need 2 days of annual leave (Oct 4 and 5). Without leave you're back on Thursday, Oct 4."),
        (W, "en", "The official 2029 notice gives Oct 1–3 off, so 2 days of leave (Oct 4–5); back Thu Oct 4."),
        (W, "zh", "按推算需请2天（10月4日周五、10月5日周六），不请假则10月4日上班。2029年安排未公布，仅供参考。"),
        (W, "en", "Estimate: 2 days of leave (Oct 4–5). Without leave, back Monday, Oct 8. 2029 isn't announced yet."),
        (W, "zh", "按推算需请2天（2028年10月4日、5日），不请假则10月4日上班。该年放假安排尚未公布，仅供参考。")]),

    # 20. Truth: 2026-09-28..09-30 = 3 working days (Mon–Wed); 2026-10-08..10-10 = 3 (Sat 10/10 make-up).
    # Used 6 of 12, balance 6.
    _d("2026-09-16", "My annual leave balance is 12 days. I'm booking Sept 28–30 and Oct 8–10 (yes, the 10th is a "
                     "Saturday). How many days does that use and what will my balance be?",
       [_range("2026-09-28", "2026-09-30"), _range("2026-10-08", "2026-10-10")],
       [(C, "en", "That uses 6 days: Sep 28–30 (Mon–Wed) = 3, and Oct 8–10 = 3, because Saturday Oct 10 is a "
                  "make-up working day for National Day. Balance afterwards: 12 − 6 = 6 days."),
        (C, "zh", "共用6天：９月２８日—９月３０日3天，10月8日—10日3天（10月10日周六调休上班，算工作日）。余额剩6天。"),
        (C, "en", "| Booking | Days |\n|---|---|\n| Sep 28–30 | 3 |\n| Oct 8–10 (Sat 10th is a make-up day) | 3 |\n"
                  "| Used | 6 |\n| Left | 6 |"),
        (C, "en", "6 used → 6 left. (10/10 周六调休上班，算1天。)"),
        (W, "en", "5 days used (the Saturday doesn't count) — 7 left."),
        (W, "zh", "用6天（9月28—30日，10月8—10日，10日周六调休），余额剩4天。"),
        (W, "en", "Sep 28 (Tue) – Sep 30 (Thu): 3; Oct 8–10: 3 (Sat 10 Oct is a make-up day). 6 used, 6 left."),
        (W, "zh", "9月28—30日3天，10月8—10日3天（10日周六调休），一共用7天，剩5天。")]),
]
