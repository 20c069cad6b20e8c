"""The eighteenth held-out probe set, calendar part: questions, the tool calls a model would make, and final
answers written by hand after reading the tools' REAL results (make_heldout18.py runs the calls and writes
heldout18.jsonl). Written blind: by a helper who never read the answer check's code, its prompts or docs, nor
ran the check on this set. Never tuned on: every case is report.

Material no earlier set used: month arithmetic with end-of-month clamping (1月31日 + 1个月 → 2月28日, a 春节
调休上班 Saturday; 11月30日 + 3个月 → 2027-02-28; 31/3/2026 + 3 months → 30/6/2026), natural-day leave that
runs through holidays (婚假15天 across 国庆 with a stated 顺延 rule; 产假158天 into 2027 with a stated 不顺延
rule), a new hire's pro-rata annual leave (剩余日历天数 ÷ 365 × 5, rounded down to a whole day / a half day),
recurring weekday sessions counted in a month (每周二、四 in October, 礼拜三 in February, holidays skipped),
countdowns in calendar and working days (国庆 2026, 春节 2027 estimated), a rolling 12-month sick-leave window
over a table of records, a two-part request across New Year 2026→2027, 48-hour approvals (working time only /
clock time rolled to the next working day), the N-th working day BEFORE a date (D-3, 20 working days before a
retirement date built from a birth date plus 60 years 4 months), T+5 settlement, a fortnight landing on a bank
holiday, a birthday on a holiday Saturday.

Forms: T+5, D-3, 礼拜三, 星期天/周日/礼拜天, 两周后, a fortnight, bank holiday, 2026.6.18, "Jun. 25th", "the 25th",
31/3/2026 (d/m fixed by the 31) and 9/26/2026 (m/d fixed by the 26), ISO weeks, a table of records in the
question, Markdown tables and lists in answers, answers mixing Chinese and English, answers that add true facts,
answers that show their arithmetic.

Errors (one per wrong answer): wrong date, wrong weekday, off by one, month addition without clamping, a
holiday not extending (or wrongly extending) natural-day leave against the stated rule, pro-rata rounded the wrong
way, a session counted on a holiday, calendar vs working days, a 调休上班日 treated as a rest day (or an invented
make-up session), wrong total, wrong year, missing estimate caveat, an estimate called official, an invented
rule.

Audit (calendar part): a second blind helper rebuilt the real tool results (make_heldout18.py --part calendar) and
judged all 160 answers one by one against them, chinese_calendar for 2026, the repo's workcalendar estimate for
2027 (CNY 2027-02-06, estimated break 2027-02-05..08), datetime weekdays/ISO weeks, the arithmetic and the bundled
handbook's 8-hour working day. All 20 truths and all 160 labels held; no label was flipped. Three answer texts
were changed minimally: (1) October Tue/Thu training, the correct answer that gave only the first and last session
now lists all seven dates (the question asks 分别是哪几天); (2) the 48-hour working-time case, the correct answer
that said "48小时＝2个工作日" now says the two working days are counted as full 24-hour days (against an 8-hour
working day the bare equation reads as wrong); (3) the fortnight case, the wrong answer with the invented "three
extra working days" rule now lands on Friday 8 May (5 May + 3 working days) instead of Monday 11 May, which also
dropped the 9 May make-up Saturday and so carried a second error. Final counts: 20 questions, 160 answers, 70
correct, 90 wrong."""
from __future__ import annotations

from heldout4_cases import C, W, _d

CALENDAR_CASES = [
    # Truth: 2026-01-31 + 1 month → 2月31日 does not exist → 2026-02-28 (Sat), a 春节 调休上班日: a working day.
    # (Unclamped: 3月3日 Tue.) 2026 is not a leap year. The other 春节 make-up Saturday is 2月14日.
    _d("2026-01-31", "今天1月31号跟供应商签了一份服务协议，期限1个月，"
       "到期日按“次月的对应日，没有对应日就取当月最后一天”算。到期日是哪天？那天要上班吗？",
       [("calculate_leave_days", {"start_date": "2026-02-28", "end_date": "2026-02-28"})],
       [(C, "zh", "到期日是2026年2月28日（周六）。2月没有31日，按规则取当月最后一天；这天虽然是周六，但属于春节调休上班日，要正常上班。"),
        (C, "en", "The agreement expires on Saturday 28 Feb 2026 — February has no 31st, so it falls back to the month's "
                  "last day. That Saturday is a Spring Festival make-up working day, so yes, you work that day."),
        (C, "zh", "2月28号（礼拜六），调休补班，要上班。"),
        (C, "zh", "1月31日 + 1个月 → 2月31日不存在 → 取2月最后一天：2026-02-28（星期六）。2026年不是闰年，2月只有28天。"
                  "当天是春节调休上班日（今年春节另一个调休上班日是2月14日），所以要上班。"),
        (W, "zh", "到期日是2026年3月3日（周二），是正常工作日，要上班。"),
        (W, "zh", "到期日是2026年2月28日，周六，休息日，不用上班。"),
        (W, "en", "It expires on Friday 28 February 2026, and it's a working day, so yes."),
        (W, "zh", "到期日是2月27日（周五），工作日，要上班。")]),

    # Truth: 2026-11-30 + 3 months → 2月30日 does not exist → 2027-02-28 (Sun, 星期天); 转正 = next working day
    # 2027-03-01 (Mon). 2027 is estimated: a caveat is needed. (Unclamped: 2027-03-02 Tue, 转正 03-03 Wed.)
    _d("2026-11-30", "我今天（11月30日）入职，试用期3个月。公司规定：试用期截止日＝入职日加3个月的对应日，没有对应日就取那个月最后一天；"
                     "转正日为截止日之后的第一个工作日。我的试用期哪天结束，哪天转正？",
       [("calculate_leave_days", {"start_date": "2026-11-30", "end_date": "2027-02-28"}),
        ("add_workdays", {"date": "2027-02-28", "days": 1})],
       [(C, "zh", "试用期截止日是2027年2月28日（星期天）——11月30日加3个月是2月30日，不存在，取2月最后一天。转正日是其后第一个工作日："
                  "2027年3月1日（周一）。2027年的放假安排还没公布，这里按法定节日推算，仅供参考。"),
        (C, "en", "Probation ends on Sunday 28 Feb 2027 (30 Feb doesn't exist, so it's the month's last day) and you're "
                  "confirmed on Monday 1 Mar 2027, the next working day. The 2027 holiday schedule hasn't been announced "
                  "yet, so the working-day part is an estimate."),
        (C, "zh", "1. 试用期截止：2027-02-28（周日）\n2. 转正日：2027-03-01（周一）\n"
                  "3. 说明：2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
        (W, "zh", "11月30日加3个月是2月30日，顺延为2027年3月2日（周二）截止，3月3日（周三）转正。2027年放假安排尚未公布，以上为推算。"),
        (W, "zh", "试用期截止日：2027年2月28日（周日）；转正日：2027年3月1日（周一）。"),
        (W, "en", "Probation ends Sun 28 Feb 2027 and you're confirmed on Mon 1 Mar 2027 — that's per the officially "
                  "published 2027 holiday schedule, so it's final."),
        (W, "zh", "试用期截止日是2027年2月28日（周六），转正日是3月1日（周一）。2027年安排为推算，以国务院公布为准。"),
        (W, "zh", "试用期到2027年2月27日（周六）截止，转正日是其后第一个工作日2027年3月1日（周一）。2027年放假安排尚未公布，仅供参考。")]),

    # Truth: 31/3/2026 + 3 months → 31 June does not exist → 30/6/2026 (Tue, ISO week 27), an ordinary working
    # day (no holiday, no make-up day). Unclamped: 1/7/2026 (Wed).
    _d("2026-03-31", "I signed a 3-month extension today, 31/3/2026. HR says the end date is the same day-number three "
                     "months later, or the last day of that month if there's no such day. What's the end date, and is it "
                     "a working day?",
       [("calculate_leave_days", {"start_date": "2026-06-30", "end_date": "2026-06-30"})],
       [(C, "en", "It ends on 30/6/2026, a Tuesday — there's no 31 June, so it's the last day of June. It's an ordinary "
                  "working day."),
        (C, "en", "End date: Tue 30 June 2026. Working day: yes (no holiday or make-up day that day)."),
        (C, "zh", "结束日是2026年6月30日（周二）：6月没有31日，取月末。当天是正常工作日。"),
        (C, "en", "31 Mar + 3 months = 31 Jun → doesn't exist → 30 Jun 2026 (Tuesday, ISO week 27). Working day? Yes."),
        (W, "en", "There's no 31 June, so it rolls over to 1/7/2026 (Wednesday), which is a working day."),
        (W, "en", "30/6/2026 is a Tuesday, but contracts can't end on a quarter-end day, so the end date moves to "
                  "Wednesday 1/7/2026, a working day."),
        (W, "en", "It ends on 30/6/2026 (Tuesday), but that's not a working day — it falls in the Dragon Boat Festival "
                  "holiday."),
        (W, "en", "It ends on 30/6/2027 (Wednesday), a working day — though the 2027 calendar is still only an estimate.")]),

    # Truth: 婚假15天 from 2026-09-28 (Mon): 15 natural days would end 10-12 (Mon); 10-01..10-07 (7 放假日) inside,
    # each extends by a day (stated rule) → last day 2026-10-19 (Mon), back 10-20 (Tue); 22 natural days in all.
    # 10-10 (Sat) is a 调休上班日 inside the leave: a natural day of leave, no extension.
    _d("2026-09-14", "我打算9月28日（周一）开始休婚假15天。我们公司婚假按自然日连续计算，但期间遇到国务院放假通知里的放假日（比如国庆的"
                     "10月1日至7日）逐日顺延。婚假最后一天是哪天？哪天回来上班？",
       [("calculate_leave_days", {"start_date": "2026-09-28", "end_date": "2026-10-12"}),
        ("calculate_leave_days", {"start_date": "2026-09-28", "end_date": "2026-10-19"}),
        ("add_workdays", {"date": "2026-10-19", "days": 1})],
       [(C, "zh", "婚假最后一天是10月19日（周一），10月20日（周二）回来上班。15个自然日本来到10月12日，期间国庆放假7天（10月1日—7日）"
                  "顺延7天，所以前后一共22天。"),
        (C, "zh", "9月28日起休，国庆7个放假日不占婚假，凑满15天要到10月19日（星期一），10月20日（星期二）返岗。"),
        (C, "en", "Your marriage leave runs 28 Sep – 19 Oct 2026: the 15 days plus a 7-day extension for the National Day "
                  "holiday (1–7 Oct). You're back at work on Tuesday 20 Oct."),
        (C, "zh", "| 项目 | 日期 |\n|---|---|\n| 开始 | 2026-09-28（周一） |\n| 原定结束（15个自然日） | 2026-10-12（周一） |\n"
                  "| 国庆放假日顺延 | +7天（10/1–10/7） |\n| 实际最后一天 | 2026-10-19（周一） |\n| 返岗 | 2026-10-20（周二） |"),
        (W, "zh", "婚假按自然日15天算，到10月12日（周一）结束，10月13日（周二）回来上班。"),
        (W, "zh", "国庆7天顺延到10月19日，另外10月10日是调休上班日，也要再顺延1天，所以婚假到10月20日（周二）结束，10月21日（周三）回来上班。"),
        (W, "zh", "婚假最后一天是10月18日（周日），10月19日（周一）回来上班。"),
        (W, "zh", "婚假最后一天是10月19日（周一），10月20日（周三）回来上班。")]),

    # Truth: 产假158天 from 2026-08-24 (Mon), calendar days, holidays do NOT extend (stated) → last day 2027-01-28
    # (Thu), back 2027-01-29 (Fri) — 2027 estimated: caveat needed. Inside: 中秋 9/25–27, 国庆 10/1–7, 元旦 2027-01-01.
    _d("2026-08-10", "I'm in Beijing and my maternity leave (158 days) starts on Monday 24 Aug 2026. Our rule: maternity "
                     "leave is counted in calendar days and public holidays inside it do NOT extend it. What's my last day "
                     "of leave and when do I go back?",
       [("calculate_leave_days", {"start_date": "2026-08-24", "end_date": "2027-01-28"}),
        ("add_workdays", {"date": "2027-01-28", "days": 1})],
       [(C, "en", "Your 158 calendar days run from 24 Aug 2026 to Thursday 28 Jan 2027; the Mid-Autumn, National Day and "
                  "New Year holidays inside don't add anything. You'd be back on Friday 29 Jan 2027 — the 2027 holiday "
                  "schedule isn't published yet, so that return day rests on an estimate."),
        (C, "en", "24 Aug + 157 days = 28 Jan 2027 (Aug 8 + Sep 30 + Oct 31 + Nov 30 + Dec 31 + Jan 28 = 158 days). "
                  "Last day: Thu 28 Jan 2027. Return: Fri 29 Jan 2027. (2027 working days are estimated — the official "
                  "schedule isn't out yet.)"),
        (C, "zh", "产假158天从2026年8月24日到2027年1月28日（周四），节假日不顺延；1月29日（周五）返岗。2027年放假安排尚未公布，"
                  "返岗日按推算，仅供参考。"),
        (W, "en", "Public holidays push it back: the National Day week (1–7 Oct) adds 7 days, so your leave ends on "
                  "Thursday 4 Feb 2027. You'd return on Tuesday 9 Feb 2027, after the estimated Spring Festival break "
                  "(the 2027 schedule isn't published yet)."),
        (W, "en", "Last day of leave: Thursday 28 Jan 2027. Back at work: Friday 29 Jan 2027."),
        (W, "en", "Your leave ends on Friday 29 Jan 2027 and you're back on Monday 1 Feb 2027 (based on an estimated 2027 "
                  "calendar, as the official one isn't out yet)."),
        (W, "en", "Your leave ends on Wednesday 28 Jan 2027 and you return on Friday 29 Jan 2027 (the 2027 schedule is "
                  "an estimate for now)."),
        (W, "en", "Last day Thu 28 Jan 2027, back Fri 29 Jan 2027 — confirmed as a working day in the official 2027 "
                  "holiday schedule.")]),

    # Truth: 2026-08-17..2026-12-31 = 137 calendar days (95 working days); 137/365 × 5 = 1.877 → 1天 (fraction dropped).
    _d("2026-08-17", "我今天入职，之前累计工作已满3年（年假标准5天）。公司规定新员工当年年休假＝入职当年剩余日历天数（含入职当天）÷365×5天，"
                     "折算后不足1整天的部分不享受。我今年有几天年假？",
       [("calculate_leave_days", {"start_date": "2026-08-17", "end_date": "2026-12-31"})],
       [(C, "zh", "今年可以休1天年假。8月17日到12月31日共137个日历天，137÷365×5≈1.88天，不足1整天的部分不享受，所以是1天。"),
        (C, "zh", "1天（137/365×5≈1.88，不足一天的部分舍去）。"),
        (C, "en", "You get 1 day this year: 137 calendar days remain (17 Aug–31 Dec, today included), 137/365 × 5 ≈ 1.88, "
                  "and anything short of a whole day is dropped."),
        (W, "zh", "剩余137个日历天，137÷365×5≈1.88，四舍五入，今年有2天年假。"),
        (W, "zh", "137÷365×5≈1.88天，按半天向下取整，今年年假1.5天。"),
        (W, "zh", "新员工入职当年不享受年休假，要满12个月后才能休，所以今年是0天。"),
        (W, "zh", "剩余137个日历天，137÷365×5≈2.88天，不足1整天的部分不享受，今年2天。"),
        (W, "zh", "8月17日到年底共237个日历天，237÷365×5≈3.25天，舍去零头，今年3天年假。")]),

    # Truth: 2026-06-18..2026-12-31 = 197 calendar days (136 working days); 197/365 × 5 = 2.699 → down to the half
    # day → 2.5 days.
    _d("2026-06-18", "Started today (2026.6.18). I've worked 4 years before, so my full entitlement is 5 days. Company rule: "
                     "this year's leave = remaining calendar days of the year (today included) ÷ 365 × 5, rounded DOWN to "
                     "the nearest half day. How much annual leave do I get this year?",
       [("calculate_leave_days", {"start_date": "2026-06-18", "end_date": "2026-12-31"})],
       [(C, "en", "2.5 days. 197 calendar days remain (18 Jun–31 Dec incl.), 197/365 × 5 ≈ 2.70, rounded down to the "
                  "half day → 2.5."),
        (C, "en", "You get two and a half days of annual leave this year."),
        (C, "zh", "今年年假2.5天：剩余197个日历天，197÷365×5≈2.70天，按半天向下取整。"),
        (W, "en", "197/365 × 5 ≈ 2.70, rounded down → 2 days this year."),
        (W, "en", "197 calendar days remain; 197/365 × 5 ≈ 2.70, which rounds to 3 days."),
        (W, "en", "136 working days remain this year; 136/365 × 5 ≈ 1.86, rounded down to the half day → 1.5 days."),
        (W, "en", "With 4 years' service your full entitlement is 10 days, so 197/365 × 10 ≈ 5.40 → 5 days this year."),
        (W, "en", "197 calendar days remain; 197/365 × 5 ≈ 3.70, rounded down to the half day → 3.5 days.")]),

    # Truth: Tuesdays and Thursdays of October 2026: 10/1 Thu and 10/6 Tue are 国庆 holidays (skipped) → 7 sessions:
    # 10/8, 13, 15, 20, 22, 27, 29. ISO weeks: 10/1 in W40, 10/6 and 10/8 in W41, ... 10/27, 10/29 in W44.
    # 10/10 (Sat) is a 调休上班日 — the question says no make-up class.
    _d("2026-09-28", "部门10月份每周二、周四下午有培训，遇法定节假日停课（调休上班的周六不补课）。10月一共上几次课？分别是哪几天？",
       [("calculate_leave_days", {"start_date": "2026-10-01", "end_date": "2026-10-31"})],
       [(C, "zh", "共7次：10月8日（周四）、13日（周二）、15日（周四）、20日（周二）、22日（周四）、27日（周二）、29日（周四）。"
                  "10月1日和6日在国庆假期内，停课。"),
        (C, "en", "7 sessions: Oct 8, 13, 15, 20, 22, 27 and 29. Oct 1 (Thu) and Oct 6 (Tue) fall in the National Day "
                  "break, so no class those days."),
        (C, "zh", "10月有5个周四、4个周二，共9次；减去国庆假期里的10月1日、10月6日，实际上7次（10月8日、13日、15日、20日、22日、27日、"
                  "29日），第一次是10月8日（周四），"
                  "最后一次10月29日（周四）。"),
        (C, "zh", "| ISO周 | 周二 | 周四 |\n|---|---|---|\n| W40 | （9/29，不在10月） | 10/1 停（国庆） |\n| W41 | 10/6 停（国庆） | 10/8 |\n"
                  "| W42 | 10/13 | 10/15 |\n| W43 | 10/20 | 10/22 |\n| W44 | 10/27 | 10/29 |\n\n合计7次。"),
        (W, "zh", "共8次：10月6日、8日、13日、15日、20日、22日、27日、29日（只有10月1日国庆当天停课）。"),
        (W, "zh", "共8次：10月8日、13日、15日、20日、22日、27日、29日这7个周二、周四，再加上10月10日（周六）调休上班补一次课。"),
        (W, "zh", "10月8日、13日、15日、20日、22日、27日、29日，一共6次。"),
        (W, "zh", "共7次：10月8日、13日、15日、20日、22日、27日、28日。")]),

    # Truth: Wednesdays of February 2026: 2/4, 2/11, 2/18, 2/25; 2/18 is inside 春节 (2/15–2/23) → 3 sessions:
    # 2/4, 2/11, 2/25. (2/14 and 2/28 are make-up Saturdays, irrelevant to a Wednesday club.)
    _d("2026-01-26", "公司英语角每个礼拜三晚上活动，遇法定节假日取消。2月份一共有几次？",
       [("calculate_leave_days", {"start_date": "2026-02-01", "end_date": "2026-02-28"})],
       [(C, "zh", "2月有4个礼拜三（4日、11日、18日、25日），其中2月18日在春节假期（2月15日—23日）里，取消，所以一共3次：2月4日、11日、25日。"),
        (C, "en", "3 sessions in February: the 4th, the 11th and the 25th. 18 Feb falls in the Spring Festival holiday "
                  "(15–23 Feb), so it's cancelled."),
        (C, "zh", "共3次 — Feb 4, Feb 11, Feb 25（2月18日春节放假，停一次）。"),
        (W, "zh", "一共4次：2月4日、11日、18日、25日。"),
        (W, "zh", "共3次：2月4日、11日、24日。"),
        (W, "zh", "共4次：2月4日、11日、25日这3个礼拜三，另外2月14日（周六）调休上班，也要补一次英语角。"),
        (W, "zh", "共3次：2月4日、18日、25日；2月11日在春节假期里，取消。"),
        (W, "zh", "一共3次：2月4日（礼拜二）、2月11日、2月25日，2月18日春节停。")]),

    # Truth: today 2026-09-01 (Tue); 10/1 − 9/1 = 30 days. Working days 9/2–9/30 (today excluded): 21 = 21 weekdays
    # − 9/25 (Fri, 中秋; 中秋 9/25–27) + 9/20 (Sun, 调休上班).
    _d("2026-09-01", "距离国庆（10月1日）还有几天？中间还要上几个工作日（不算今天）？",
       [("calculate_leave_days", {"start_date": "2026-09-02", "end_date": "2026-09-30"})],
       [(C, "zh", "还有30天。9月2日到9月30日共有21个工作日：9月25日至27日中秋放假不算，9月20日（周日）调休上班要算上。"),
        (C, "en", "30 days to go until 1 October. Working days left, not counting today: 21 — the Mid-Autumn break "
                  "(25–27 Sep) is off, and Sunday 20 Sep is a make-up working day."),
        (C, "zh", "30天，21个工作日。"),
        (C, "zh", "日历天：10月1日－9月1日＝30天。工作日：9月2日—30日周一至周五共21天，减去中秋的9月25日（周五）1天，"
                  "加上调休上班的9月20日（星期天）1天，还是21个。"),
        (W, "zh", "还有30天，还要上20个工作日：9月25日中秋放假，9月20日是星期天，照常休息。"),
        (W, "zh", "距离国庆还有21天，这21天都是工作日。"),
        (W, "zh", "还有30天，要上22个工作日。"),
        (W, "zh", "还有30天、21个工作日，其中中秋节是9月24日至26日放假，9月20日（周日）调休上班。")]),

    # Truth: today 2026-12-01; 春节 2027 (正月初一) = 2027-02-06 (Sat): 67 days. Estimated break starts 2027-02-05
    # (除夕, Fri); working days 2026-12-02..2027-02-04 = 46 (2027-01-01 off). 2027 estimated: caveat needed.
    _d("2026-12-01", "How long until Chinese New Year 2027 (the first day of the lunar year)? And how many working days "
                     "are left before the Spring Festival break starts, not counting today?",
       [("calculate_leave_days", {"start_date": "2026-12-02", "end_date": "2027-02-04"}),
        ("calculate_leave_days", {"start_date": "2027-02-05", "end_date": "2027-02-08"})],
       [(C, "en", "Chinese New Year's Day 2027 is Saturday 6 Feb — 67 days from today. Before the break (estimated to "
                  "start on New Year's Eve, Fri 5 Feb) there are 46 working days, with 1 Jan 2027 off. The 2027 holiday "
                  "schedule hasn't been published, so the working-day count is an estimate; make-up days or extra days "
                  "off in the real notice would change it."),
        (C, "en", "67 days to go (to 6 Feb 2027), and 46 working days before the break begins on 5 Feb. Estimate only — "
                  "the State Council hasn't announced the 2027 arrangement yet."),
        (C, "zh", "距离2027年春节（正月初一，2月6日周六）还有67天；放假前（按推算2月5日除夕开始放）还有46个工作日（已扣除2027年元旦）。"
                  "2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
        (W, "en", "67 days until 6 Feb 2027, and 46 working days before the break starts on 5 Feb."),
        (W, "en", "67 days to go; 46 working days left — per the official 2027 holiday notice, the break starts on 5 Feb."),
        (W, "en", "Chinese New Year is 67 days away (6 Feb 2027), and there are 65 working days before the break starts "
                  "on 5 Feb. The 2027 schedule isn't published yet, so this is an estimate."),
        (W, "en", "Chinese New Year 2027 falls on Friday 5 Feb — 66 days from today — and there are 46 working days "
                  "before the break. (Estimate: the 2027 schedule hasn't been announced.)"),
        (W, "en", "67 days to go, with 47 working days before the break on 5 Feb — 1 Jan 2027 is a Friday, so it counts "
                  "as a working day. (The 2027 schedule is an estimate for now.)")]),

    # Truth: today 2026-11-20; window = 2025-11-21..2026-11-20. Record 1 (2025-11-18..20) is outside. In the window:
    # 2/12–2/24 = 4 working days (2/12, 2/13, 2/14 调休 Sat, 2/24; 春节 2/15–23 off; 13 natural days),
    # 6/18–6/22 = 2 (端午 6/19–21 off; 5 natural), 11/16–11/17 = 2 → 8 ≤ 10: no 医疗期. (With record 1: 11.)
    _d("2026-11-20", "我过去的病假记录如下：\n| 序号 | 开始 | 结束 |\n|---|---|---|\n| 1 | 2025-11-18 | 2025-11-20 |\n"
                     "| 2 | 2026-02-12 | 2026-02-24 |\n| 3 | 2026-06-18 | 2026-06-22 |\n| 4 | 2026-11-16 | 2026-11-17 |\n"
                     "公司规定：滚动统计过去12个月（从去年今天的次日算到今天）内的病假，按工作日累计，超过10个工作日的转入医疗期管理。"
                     "我现在累计多少个工作日？需要转医疗期吗？",
       [("calculate_leave_days", {"start_date": "2025-11-18", "end_date": "2025-11-20"}),
        ("calculate_leave_days", {"start_date": "2026-02-12", "end_date": "2026-02-24"}),
        ("calculate_leave_days", {"start_date": "2026-06-18", "end_date": "2026-06-22"}),
        ("calculate_leave_days", {"start_date": "2026-11-16", "end_date": "2026-11-17"})],
       [(C, "zh", "统计区间是2025年11月21日至2026年11月20日，第1条（2025-11-18至11-20）不在区间内。其余三条：2月12日—24日4个工作日"
                  "（含2月14日调休上班，春节放假不算），6月18日—22日2个（端午放假不算），11月16日—17日2个，合计8个工作日，"
                  "没有超过10个，不需要转医疗期。"),
        (C, "en", "8 working days in the rolling 12 months (21 Nov 2025 – 20 Nov 2026): 4 + 2 + 2. The November 2025 "
                  "absence is outside the window. That's not over 10, so no 医疗期 for now."),
        (C, "zh", "| 记录 | 是否在区间内 | 工作日 |\n|---|---|---|\n| 1 | 否（早于2025-11-21） | — |\n| 2 | 是 | 4 |\n"
                  "| 3 | 是 | 2 |\n| 4 | 是 | 2 |\n| 合计 | | 8 |\n\n结论：8个工作日，未超过10个，无需转医疗期。"),
        (C, "zh", "累计8个工作日 (within the last 12 months)，不用转医疗期。"),
        (W, "zh", "四条合计3+4+2+2=11个工作日，超过10个，需要转入医疗期管理。"),
        (W, "zh", "第1条不在区间内。2月那次只算3个工作日（2月14日是周六，不算），加上6月2个、11月2个，合计7个工作日，不用转医疗期。"),
        (W, "zh", "第1条不在区间内，其余按日历天算：13+5+2=20天，超过10天，需要转医疗期。"),
        (W, "zh", "第1条不在区间内，其余4+2+2=9个工作日，没超过10个，不用转医疗期。")]),

    # Truth: annual leave 2026-12-28..12-31 (Mon–Thu) = 4 working days (official); personal leave 2027-01-04..01-06
    # (Mon–Wed) = 3 working days (2027 estimated: caveat). Total 7. 2027-01-01 (Fri, estimated 元旦) and 1/2–1/3
    # (weekend) lie between, in neither part.
    _d("2026-12-10", "我想12月28日到31日休年假，然后2027年1月4日到6日请事假。两段分别是几个工作日？一共几天？",
       [("calculate_leave_days", {"start_date": "2026-12-28", "end_date": "2026-12-31"}),
        ("calculate_leave_days", {"start_date": "2027-01-04", "end_date": "2027-01-06"})],
       [(C, "zh", "年假12月28日—31日共4个工作日；事假2027年1月4日—6日共3个工作日，合计7个工作日。2027年放假安排尚未公布，"
                  "1月那段按法定节日推算，仅供参考。"),
        (C, "en", "Annual leave 28–31 Dec 2026: 4 working days. Personal leave 4–6 Jan 2027: 3 working days. Total: 7. "
                  "The January part relies on an estimated 2027 calendar, since the official schedule isn't out yet."),
        (C, "zh", "两段加起来7天：12/28（周一）—12/31（周四）4天 + 1/4（周一）—1/6（周三）3天。中间1月1日元旦（周五）按推算放假，"
                  "1月2—3日是周末，都不占假期。（2027年的安排是推算的，以国务院公布为准）"),
        (W, "zh", "年假4个工作日，事假3个工作日，合计7个工作日。"),
        (W, "zh", "年假12月28日—31日4个工作日，事假1月4日—6日3个工作日，共7个工作日；2027年1月的安排已按国务院正式公布的放假通知核对。"),
        (W, "en", "Annual leave: 4 working days; personal leave: 3 working days; 8 working days in total. (The 2027 part "
                  "is based on an estimate — the official schedule hasn't been published.)"),
        (W, "zh", "年假12月28日—31日共3个工作日，事假1月4日—6日3个工作日，合计6个工作日。2027年安排尚未公布，仅供参考。"),
        (W, "zh", "年假4个工作日、事假3个工作日；1月1日元旦夹在两段假中间，按规定也要算作请假，所以一共8天。"
                  "2027年放假安排尚未公布，以上为推算。")]),

    # Truth: submitted Fri 2026-09-18 15:00; only working time counts: Fri 15–24h = 9h, Sat 9/19 rest, Sun 9/20
    # 调休上班 = 24h (33h), Mon 9/21 0–15h = 15h → deadline Mon 2026-09-21 15:00 (= 2nd working day, same time).
    _d("2026-09-18", "我今天（周五）下午3点提交了报销单。制度写的是“提交后48小时内审批，遇休息日顺延”——也就是休息日、节假日的时间不计入48小时。"
                     "审批最晚什么时候完成？",
       [("add_workdays", {"date": "2026-09-18", "days": 2})],
       [(C, "zh", "最晚9月21日（周一）下午3点。周六9月19日休息不计；9月20日（周日）是国庆调休上班日，要计入。"),
        (C, "en", "By 3 pm on Monday 21 Sep. Saturday doesn't count, but Sunday 20 Sep is a make-up working day, so it "
                  "does: 9 h on Friday + 24 h on Sunday + 15 h on Monday = 48 h."),
        (C, "zh", "9/21（星期一）15:00前。"),
        (C, "zh", "48小时＝2个工作日的全天时长（每个工作日按24小时算，休息日不计）："
                  "从9月18日（周五）15:00算起，第1个工作日是9月20日礼拜天（调休上班），第2个是9月21日周一，"
                  "所以截止9月21日15:00。"),
        (W, "zh", "周六、周日都不计，截止时间是9月22日（周二）下午3点。"),
        (W, "zh", "截止9月21日（周二）15:00。"),
        (W, "zh", "48小时后是9月20日（周日）下午3点，这天正好是调休上班日，所以审批最晚9月20日15:00完成。"),
        (W, "zh", "最晚9月21日（周一）上午9点前完成审批。")]),

    # Truth: submitted Wed 2026-09-30 10:00; clock 48h → Fri 10/2 10:00, a 国庆 holiday (10/1–10/7) → next working
    # day same time: Thu 2026-10-08 10:00.
    _d("2026-09-30", "I submitted a leave request at 10:00 this morning. Policy: approval within 48 hours; if the 48 hours "
                     "run out on a rest day or bank holiday, the deadline moves to the same time on the next working day. "
                     "When's the deadline?",
       [("calculate_leave_days", {"start_date": "2026-10-02", "end_date": "2026-10-02"}),
        ("add_workdays", {"date": "2026-10-02", "days": 1})],
       [(C, "en", "48 hours from 10:00 on Wed 30 Sep is 10:00 on Fri 2 Oct, which is inside the National Day holiday "
                  "(1–7 Oct), so the deadline moves to 10:00 on Thursday 8 Oct."),
        (C, "en", "Thursday 8 October, 10 a.m."),
        (C, "zh", "截止时间是10月8日（周四）上午10点：48小时到10月2日10点，落在国庆假期里，顺延到下一个工作日的同一时间。"),
        (W, "en", "The deadline is 10:00 on Friday 2 October, 48 hours after you submitted."),
        (W, "en", "48 hours lands on Fri 2 Oct (National Day holiday), so it moves to 10:00 on Wednesday 8 Oct."),
        (W, "en", "Only working time counts towards the 48 hours, so the deadline is 10:00 on Friday 9 October."),
        (W, "en", "48 hours lands on 2 Oct, a bank holiday; the holiday ends on the 5th, so the deadline is 10:00 on "
                  "Tuesday 6 Oct."),
        (W, "en", "It lands on a holiday (Fri 2 Oct), so it moves to the next working day: the end of the day, 6 p.m., "
                  "on Thursday 8 Oct.")]),

    # Truth: D-3 before Wed 2026-02-25 = the 3rd working day before it: 2/24 (1), 2/14 Sat 调休上班 (2), 2/13 Fri (3)
    # → 2026-02-13 (Fri). 春节 2/15–2/23 off.
    _d("2026-02-10", "春节后2月25日（周三）开年会，行政要求D-3发通知，也就是会前第3个工作日（不算开会当天）。通知最晚哪天发？",
       [("add_workdays", {"date": "2026-02-25", "days": -3})],
       [(C, "zh", "最晚2月13日（周五）发。往前数：2月24日是第1个工作日，春节假期2月15日—23日不算，2月14日（周六）调休上班是第2个，"
                  "2月13日是第3个。"),
        (C, "en", "Send it by Friday 13 Feb. Counting back: 24 Feb (1), Saturday 14 Feb — a make-up working day (2), "
                  "13 Feb (3)."),
        (C, "zh", "2月13日，星期五。"),
        (W, "zh", "最晚2月12日（周四）：往前数是2月24日、2月13日、2月12日，2月14日是周六不算。"),
        (W, "zh", "D-3就是会前3天，2月22日（周日）。"),
        (W, "zh", "最晚2月14日（周六，调休上班日）发。"),
        (W, "zh", "最晚2月13日（周四）发。"),
        (W, "zh", "往前数3个工作日：2月24日、23日、20日，最晚2月20日（周五）发。")]),

    # Truth: T = Wed 2026-06-17; T+1 Thu 6/18; 端午 6/19–6/21 off; T+2 6/22, T+3 6/23, T+4 6/24, T+5 Thu 2026-06-25.
    _d("2026-06-17", "Our vendor says settlement is T+5 (working days) and today is T. When does the money arrive?",
       [("add_workdays", {"date": "2026-06-17", "days": 5})],
       [(C, "en", "Thursday 25 June 2026. T+1 is 18 Jun; the Dragon Boat break (19–21 Jun) is skipped; then 22, 23, 24 "
                  "and 25 Jun."),
        (C, "en", "Jun. 25th (the 25th is a Thursday)."),
        (C, "zh", "T+5到账日是6月25日（周四），端午节6月19日放假不计。"),
        (C, "en", "| T+n | date |\n|---|---|\n| T+1 | Thu 18 Jun |\n| T+2 | Mon 22 Jun |\n| T+3 | Tue 23 Jun |\n"
                  "| T+4 | Wed 24 Jun |\n| T+5 | Thu 25 Jun |"),
        (W, "en", "Counting Friday 19 June as a working day, T+5 is Wednesday 24 June."),
        (W, "en", "Monday 22 June — five days after the 17th."),
        (W, "en", "Friday 25 June."),
        (W, "en", "Friday 26 June 2026, after skipping the Dragon Boat holiday (19–21 Jun).")]),

    # Truth: born 1966-01-20 + 60 years 4 months → retirement 2026-05-20 (Wed). 20th working day before it:
    # 5/19..5/11 (7), 5/9 Sat 调休上班 (8), 5/8, 5/7, 5/6 (11), 劳动节 5/1–5/5 off, 4/30..4/20 (20) → 2026-04-20 (Mon).
    _d("2026-03-16", "老王1966年1月20日出生，按渐进式延迟退休对照表，他的法定退休年龄是60岁4个月，退休日按出生日加60年4个月的对应日算。"
                     "公司要求退休材料在退休日前第20个工作日（不算退休日当天）之前提交。他的退休日是哪天？材料最晚哪天交？",
       [("add_workdays", {"date": "2026-05-20", "days": -20})],
       [(C, "zh", "退休日是2026年5月20日（周三）。往前数20个工作日（劳动节5月1日—5日不算，5月9日周六调休上班要算）是4月20日（周一），"
                  "材料最晚4月20日交。"),
        (C, "en", "Retirement date: Wednesday 20 May 2026 (20 Jan 1966 + 60 years 4 months). The 20th working day before "
                  "it is Monday 20 April 2026, so the papers are due by then."),
        (C, "zh", "1966-01-20 + 60年4个月 = 2026-05-20（星期三）；材料最晚4月20日（周一）提交。"),
        (C, "zh", "- 退休日：2026年5月20日，周三\n- 材料截止：2026年4月20日，周一（退休日前第20个工作日；已跳过劳动节5月1—5日，"
                  "计入5月9日调休上班）"),
        (W, "zh", "退休日5月20日（周三）。往前数20个工作日，5月9日是周六不算，所以材料最晚4月17日（周五）交。"),
        (W, "zh", "退休日是5月20日（周四），材料最晚4月20日（周一）交。"),
        (W, "zh", "退休日5月20日（周三），往前20天是4月30日（周四），材料最晚那天交。"),
        (W, "zh", "退休日2026年5月20日（周三），材料最晚4月21日（周二）交。")]),

    # Truth: today Tue 2026-04-21; a fortnight → Tue 2026-05-05, inside 劳动节 (5/1–5/5) → next working day
    # Wed 2026-05-06.
    _d("2026-04-21", "My manager wants the audit pack a fortnight from today. If that's a bank holiday or a weekend, it "
                     "moves to the next working day. When's it due?",
       [("calculate_leave_days", {"start_date": "2026-05-05", "end_date": "2026-05-05"}),
        ("add_workdays", {"date": "2026-05-05", "days": 1})],
       [(C, "en", "A fortnight from today is Tuesday 5 May, which is still in the Labour Day holiday (1–5 May), so it's "
                  "due on Wednesday 6 May."),
        (C, "en", "Wed 6 May 2026."),
        (C, "zh", "两周后是5月5日（周二），还在劳动节假期里，顺延到5月6日（周三）交。"),
        (W, "en", "Due Tuesday 5 May — exactly two weeks from today."),
        (W, "en", "Two weeks from today is 5 May (Labour Day holiday), so it's due on Thursday 6 May."),
        (W, "en", "5 May is a bank holiday, so it moves to Saturday 9 May, the make-up working day."),
        (W, "en", "A fortnight from today is Thursday 7 May, a normal working day, so it's due then."),
        (W, "en", "5 May is a holiday, and because the Labour Day break ate three working days you get three extra "
                  "working days: due Friday 8 May.")]),

    # Truth: 9/26/2026 (m/d: 26 cannot be a month) = Sat, inside 中秋 (9/25–9/27) → next working day Mon 2026-09-28.
    _d("2026-09-10", "Our office gives a birthday day off; if the birthday isn't a working day, you take the next working "
                     "day instead. My birthday this year is 9/26/2026. Which day do I get off?",
       [("calculate_leave_days", {"start_date": "2026-09-26", "end_date": "2026-09-26"}),
        ("add_workdays", {"date": "2026-09-26", "days": 1})],
       [(C, "en", "9/26/2026 is a Saturday inside the Mid-Autumn break (9/25–9/27), so your birthday day off is Monday "
                  "9/28/2026."),
        (C, "en", "Monday, September 28."),
        (C, "zh", "你的生日9月26日是周六，又在中秋假期里，顺延到9月28日（周一）休。"),
        (C, "en", "Sep 28th (Mon). Sunday the 27th is also part of the Mid-Autumn holiday, so the 28th is the first "
                  "working day after your birthday."),
        (W, "en", "Take Sunday 9/27/2026 off."),
        (W, "en", "Your birthday is a Saturday, so you take the working day next to it: Friday 9/25/2026."),
        (W, "en", "9/26 is a holiday Saturday, so your day off moves to Tuesday 9/28/2026."),
        (W, "en", "Because 9/26 is already a public holiday, the birthday day off is forfeited this year.")]),
]
