"""The seventeenth held-out probe set, calendar part: questions, the date-tool calls a model would make, and
final answers written by hand after reading the tools' REAL results (make_heldout17.py runs the calls and
writes heldout17.jsonl). Written blind: by a helper who never read the answer check's code, its prompts or
any earlier set's answers, and never ran the check on this set.

Material no earlier set used: leave already taken (past dates in 2026: 5月6日–12日 over the 5月9日 make-up
Saturday, Chinese New Year 12–27 Feb over the 2月14日 make-up Saturday, Q2 30 Apr–8 May over 五一); contract
ends (合同到期日 = the day before the same date N years later: 2026-06-30, 2026-11-15 and the leap day
2028-02-29 in an estimated year) with the latest day for 提前30日书面通知; tenure anniversaries (入职满6个月 /
满1年, one on the 10月10日 make-up Saturday, one on 正月初一 2027, estimated); overtime days classified by kind
(法定节假日 300%, 休息日 200%, 工作日延时 150%, the rates stated in the question) for 国庆 and 中秋 2026,
including the 9月20日 and 10月10日 make-up days; "双节" 2026 (中秋 25–27 Sep and 国庆 1–7 Oct are NOT joined)
and the day back (10月8日); lunar dates (除夕 2027 = 2月5日, 腊月廿九, estimated; 腊月二十八 = 2月4日; 元宵
2026 = 3月3日, no public holiday); counts within month halves (九月下半月 and 下旬, the first half of
October); ISO week numbers (第12周 = 16–20 Mar, wk 19 = 4–10 May over 五一); a deadline "within 3 working
days after the holiday ends" (Golden Week 2026 → Saturday 10 Oct, a make-up day; 春节 2027 → 2月11日,
estimated); "from tomorrow to the end of next month".

Forms: "Q2", "wk 19", "第12周", "mid-Oct", "月底", "节后第一天", "十一长假", "Golden Week", "双节", "五一",
农历 dates, ２０２６年 in full-width digits, 中文数字, d/m and m/d dates, Markdown tables of overtime days with
their kind and rate, bullet and numbered lists, answers that mix Chinese and English, answers that mention
extra true facts. Correct answers about 2027/2028 carry the estimate caveat.

Errors (one per wrong answer): wrong date, wrong weekday, off by one, a 调休上班日 treated as a rest day (or
the reverse), a 法定节假日 paid at 200% (or a rest day at 300%), the wrong year, a contract end on the
anniversary itself instead of the day before, a lunar date converted wrongly, 元宵 called a public holiday, a
week number resolved wrongly, calendar vs working days, a wrong total, a missing estimate caveat, an estimate
called official, an invented rule.

Never tuned on: every case is report.

Audit (calendar part): a second blind helper rebuilt the real tool results and judged all 160 answers one by one
against them, chinese_calendar (2026), the repo's workcalendar estimates (2027/2028), lunar_python (除夕 2027 =
2月5日 = 腊月廿九, 腊月二十八 = 2月4日, 元宵 2026 = 3月3日), datetime weekdays and ISO weeks, the overtime
arithmetic (8-hour day: 400/50 and 480/60) and the contract/notice dates (expiry − 30 days). Every label held.
Three answers changed. h17-021 and h17-030 (wrong): the notice day was only one day late (6月1日, 10月17日), which
a reader who counts the notice day as day 1 of the 30 could accept, so they are now 6月2日（周二） and
10月18日（周日）, late under either reading. h17-066 (correct): it never said outright whether 中秋 and 国庆 are
joined, so it now starts with "两节不连着放". Final counts: 20 questions, 160 answers, 70 correct, 90 wrong.
"""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401  (NOW, R, _q, _s: the shared helper set)

CAL = "calculate_leave_days"
ADD = "add_workdays"


def _range(start: str, end: str) -> tuple[str, dict]:
    return (CAL, {"start_date": start, "end_date": end})


CAV27 = "2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"
CAV27_EN = " The 2027 holiday schedule has not been published yet, so this is an estimate."
CAV28 = "2028年官方放假安排尚未公布，是否工作日是按法定节日推算的，仅供参考，以国务院公布为准。"
CAV28_EN = " The 2028 holiday schedule has not been published yet, so the working-day part is an estimate."

CALENDAR_CASES = [
    # Today Wed 2026-06-10. Leave taken last month, 2026-05-06 (Wed) to 2026-05-12 (Tue): 7 calendar days,
    # 6 working days (6, 7, 8 May; Sat 9 May is a 劳动节 调休上班日 and counts; Sun 10 May off; 11, 12 May).
    _d("2026-06-10", "上个月我请了5月6号到5月12号的年假，一共扣了几天年假？",
       [_range("2026-05-06", "2026-05-12")],
       [(C, "zh", "扣了6天。5月6日到12日共7个自然日，其中5月10日（周日）是休息日不扣；5月9日（周六）是劳动节的调休上班日，"
                  "算工作日，所以要扣。"),
        (C, "en", "6 days of annual leave. 6–12 May spans 7 calendar days; Sunday 10 May doesn't count, but Saturday "
                  "9 May was a make-up working day (调休上班) for Labour Day, so it does."),
        (C, "zh", "一共6天：5/6、5/7、5/8、5/9（周六调休上班）、5/11、5/12。"),
        (W, "zh", "扣了5天：5月9日和10日是周末，不算在年假里，只算周三到周五3天，加上下周一、周二2天。"),
        (W, "zh", "扣7天，5月6日到12日一共7天。"),
        (W, "en", "6 days — Thursday 6 May to Tuesday 12 May, minus Sunday the 10th (Saturday 9 May was a make-up "
                  "working day, so it counts)."),
        (W, "zh", "扣了5天（5月6、7、8、11、12日）。5月9日虽然是调休上班日，但按规定请假期间遇到调休上班日一律不扣年假。"),
        (W, "en", "It cost you 6 days: Wed 6 – Fri 8 May, Sat 9 May (a make-up working day for the Dragon Boat "
                  "Festival) and Mon 11 – Tue 12 May."),
        ]),

    # Today Tue 2026-03-10. Away Thu 2026-02-12 to Fri 2026-02-27: 16 calendar days; 春节 holiday 15–23 Feb
    # (9 days); Sat 14 Feb is a 调休上班日. Working days: 12, 13, 14, 24, 25, 26, 27 Feb = 7.
    _d("2026-03-10", "I was away from Thu 12 Feb to Fri 27 Feb for Chinese New Year. How many annual-leave days did "
                     "that cost me?",
       [_range("2026-02-12", "2026-02-27")],
       [(C, "en", "7 days. The Spring Festival break ran 15–23 Feb (9 days off), so only 12, 13 and 14 Feb (the "
                  "Saturday was a make-up working day) and 24–27 Feb count."),
        (C, "zh", "共扣7天年假：2月12日、13日、14日（周六，调休上班）以及24日至27日；2月15日至23日是春节假期，不扣。"),
        (C, "en", "Seven working days out of the 16 calendar days you were away."),
        (C, "en", "- Thu 12 Feb, Fri 13 Feb: leave\n- Sat 14 Feb: make-up working day → leave\n"
                  "- 15–23 Feb: Spring Festival holiday, not deducted\n- Tue 24 – Fri 27 Feb: leave\n\nTotal: 7 days."),
        (W, "en", "6 days: 12–13 Feb and 24–27 Feb. The holiday covered 15–23 Feb, and the weekend day 14 Feb "
                  "doesn't count."),
        (W, "zh", "扣7天。春节假期是2月15日至23日；扣的是2月12—13日、2月14日（周日，调休上班）和24—27日。"),
        (W, "zh", "扣8天：2月12日至14日3天，加上2月23日到27日5天；春节假期是2月15日至22日。"),
        (W, "en", "7 days — 12, 13, 14 (make-up Saturday) and 24–27 Feb. The 2025 Spring Festival holiday ran "
                  "15–23 Feb, so those days are free."),
        ]),

    # Today Wed 2026-05-20. Contract term from 2023-07-01, 3 years: ends 2026-06-30 (Tue), the day before
    # 2026-07-01. 提前30日: 1–30 June is 30 calendar days, so notice by 2026-05-31 (Sun) at the latest
    # (last working day before it: Fri 2026-05-29).
    _d("2026-05-20", "我的劳动合同期限从2023年7月1日开始，为期3年。合同到期日是哪天？公司如果不打算续签，要提前30日书面通知，"
                     "最晚哪天要通知我？",
       [_range("2026-06-30", "2026-06-30"), _range("2026-06-01", "2026-06-30")],
       [(C, "zh", "合同到期日是2026年6月30日（周二），也就是满3年那天（7月1日）的前一天。提前30日通知的话，最晚要在"
                  "5月31日（周日）书面通知你——6月1日至30日正好30天。"),
        (C, "en", "Your contract ends on Tuesday 30 June 2026 (the day before 1 July 2026). With 30 days' written "
                  "notice, the latest notice date is Sunday 31 May 2026."),
        (C, "zh", "到期日：２０２６年６月３０日（星期二）；最晚通知日：２０２６年５月３１日（星期日）。"
                  "5月31日是周日，如果要在工作日送达，就是5月29日（周五）。"),
        (W, "zh", "合同到期日是2026年7月1日（周三），公司最晚要在6月1日（周一）前书面通知你。"),
        (W, "zh", "到期日是2026年6月30日（周三）；最晚5月31日（周日）书面通知。"),
        (W, "zh", "到期日是6月30日（周二），公司最晚6月2日（周二）通知你就行。"),
        (W, "zh", "合同到期日是2027年6月30日（周二），不续签的话最晚提前30日，即5月31日（周日）书面通知。"),
        (W, "en", "It ends on Tuesday 30 June 2026, and notice is due by Sunday 31 May 2026. If the company misses "
                  "that date, the contract is automatically renewed for another 3 years."),
        ]),

    # Today Tue 2026-09-01. Contract from 2024-11-16, 2 years: ends 2026-11-15 (Sun). 30 days' notice:
    # 17 Oct–15 Nov is 30 calendar days, so notice by Fri 2026-10-16, a normal working day.
    _d("2026-09-01", "My fixed-term contract runs for two years from 16 Nov 2024. What's the end date, and if the "
                     "company won't renew, what's the latest day they can give me 30 days' written notice? Is that "
                     "a working day?",
       [_range("2026-10-17", "2026-11-15"), _range("2026-10-16", "2026-10-16")],
       [(C, "en", "End date: Sunday 15 November 2026 (the day before 16 Nov 2026). Latest notice: Friday 16 October "
                  "2026, which is an ordinary working day — from 17 Oct to 15 Nov is exactly 30 days."),
        (C, "zh", "合同到期日是2026年11月15日（周日）；公司最晚要在10月16日（周五）书面通知你，那天是正常工作日。"),
        (C, "en", "- Contract ends: 15/11/2026 (Sun)\n- Notice by: 16/10/2026 (Fri) — a normal working day\n"
                  "- 17 Oct – 15 Nov = 30 calendar days"),
        (C, "en", "HR has until Fri, Oct 16, 2026 to hand you written notice, and yes, that's a working day; the "
                  "contract itself expires on Sun, Nov 15, 2026."),
        (W, "en", "Your contract ends on Monday 16 November 2026, so notice is due by Friday 16 October 2026 (a "
                  "working day)."),
        (W, "zh", "合同2026年11月15日（周日）到期；最晚10月16日（周四）书面通知，那天是工作日。"),
        (W, "zh", "合同2026年11月15日（周日）到期；最晚通知日是10月18日（周日），不是工作日。"),
        (W, "en", "It ends Sunday 15 November 2026. 30 days' notice means 30 working days, so with Golden Week in "
                  "between HR must notify you by Monday 28 September 2026, a working day."),
        ]),

    # Today Tue 2026-03-10. Joined Fri 2025-10-10. Same-date rule: 满6个月 2026-04-10 (Fri, working day);
    # 满1年 2026-10-10 (Sat), a 国庆 调休上班日, so a working day.
    _d("2026-03-10", "我是2025年10月10日入职的。按同一日期算，入职满6个月和满1年分别是哪天？满1年那天要上班吗？",
       [_range("2026-04-10", "2026-04-10"), _range("2026-10-10", "2026-10-10")],
       [(C, "zh", "满6个月：2026年4月10日（周五）；满1年：2026年10月10日（周六）。那天虽然是周六，但是国庆节的调休上班日，"
                  "要正常上班。"),
        (C, "en", "Six months: Fri 10 Apr 2026. One year: Sat 10 Oct 2026 — and yes, you work that day: it's a "
                  "make-up working day for the National Day holiday."),
        (C, "zh", "4月10日（周五）满半年；10月10日（周六）满一年，那天调休上班，要上班。"),
        (W, "zh", "满6个月是4月10日（周五），满1年是10月10日（周六），周末不用上班。"),
        (W, "zh", "满6个月是2026年4月10日（周五）；满1年是2026年10月9日（周五），正常上班。"),
        (W, "zh", "满半年4月10日（周四）；满一年10月10日（周六），是国庆调休上班日，要上班。"),
        (W, "zh", "满6个月是2026年3月10日（周二），也就是今天；满1年是2026年10月10日（周六），是国庆调休上班日，要上班。"),
        (W, "en", "Six months on Fri 10 Apr 2026, one year on Sat 10 Oct 2026 — a make-up working day, but by law "
                  "an employee's work anniversary is a paid day off, so you don't have to come in."),
        ]),

    # Today Mon 2026-05-18. Joined Fri 2026-02-06. 满6个月 Thu 2026-08-06, a working day. 满1年 Sat
    # 2027-02-06 = 正月初一 2027 (春节 5–8 Feb on the estimated schedule), not a working day; caveat needed.
    _d("2026-05-18", "I started on 6 Feb 2026. When do I hit 6 months and my 1-year anniversary (same calendar "
                     "date), and are those working days?",
       [_range("2026-08-06", "2026-08-06"), _range("2027-02-06", "2027-02-06")],
       [(C, "en", "6 months: Thursday 6 August 2026 — a normal working day. 1 year: Saturday 6 February 2027, "
                  "which is Chinese New Year's Day (正月初一), so it's a day off." + CAV27_EN),
        (C, "zh", "满6个月是2026年8月6日（周四），正常工作日；满1年是2027年2月6日（周六），正好是春节初一，不上班。"
                  "（2027年的安排是推算的，以国务院公布为准）"),
        (C, "en", "- 6 Aug 2026 (Thu): working day\n- 6 Feb 2027 (Sat): Spring Festival, day off\n\nNote: 2027 is "
                  "estimated from the statutory holidays; the official notice isn't out yet."),
        (C, "en", "Half-year mark: 2026/8/6 周四, a working day. One-year mark: 2027/2/6, Saturday and 正月初一 — "
                  "off. " + CAV27),
        (W, "en", "6 months: Thu 6 Aug 2026 (working day). 1 year: Sat 6 Feb 2027 — Chinese New Year's Day, a day "
                  "off."),
        (W, "en", "6 months: Thursday 6 August 2026, a working day. 1 year: Saturday 6 February 2027 — according to "
                  "the official 2027 holiday schedule it's Spring Festival day 1, so you're off."),
        (W, "zh", "满6个月：2026年8月6日（周四），工作日；满1年：2027年2月6日（周六），是除夕，放假。" + CAV27),
        (W, "zh", "满6个月是2026年8月6日（周三），工作日；满1年是2027年2月6日（周六），春节初一，放假。" + CAV27),
        ]),

    # Today Mon 2026-10-12. Oct 1 (Thu) 国庆 statutory day → 300% → 400×3 = 1200; Oct 10 (Sat) 调休上班日 = a
    # working day, 3 evening hours → 150% → 3×50×1.5 = 225; Oct 11 (Sun) ordinary rest day → 200% → 800.
    # Total 2225元.
    _d("2026-10-12", "国庆前后我加了这些班，公司规定：法定节假日300%、休息日200%、工作日延时加班150%，日工资400元、时薪50元。\n"
                     "| 日期 | 加班 |\n|---|---|\n| 10月1日 | 全天 |\n| 10月10日（周六） | 下班后又加了3小时 |\n"
                     "| 10月11日（周日） | 全天 |\n每天各按什么倍数算？一共多少加班费？",
       [_range("2026-10-01", "2026-10-11")],
       [(C, "zh", "| 日期 | 类型 | 倍数 | 加班费 |\n|---|---|---|---|\n| 10月1日（周四） | 法定节假日（国庆） | 300% | 1200元 |\n"
                  "| 10月10日（周六） | 调休上班日，工作日延时 | 150% | 225元 |\n| 10月11日（周日） | 休息日 | 200% | 800元 |\n"
                  "合计2225元。"),
        (C, "en", "Oct 1 is a statutory holiday (National Day): 300% → ¥1,200. Oct 10 is a make-up working day, so "
                  "your 3 extra hours are weekday overtime at 150% → ¥225. Oct 11 is an ordinary Sunday rest day: "
                  "200% → ¥800. Total ¥2,225."),
        (C, "zh", "10月1日300%（1200元），10月10日150%（225元），10月11日200%（800元），一共2225元。"),
        (C, "zh", "国庆节10月1日至7日放假，10月10日（周六）调休上班，所以：\n1. 10月1日：法定节假日，按300%，400×3=1200元；\n"
                  "2. 10月10日：当天是工作日，下班后的3小时按150%，50×1.5×3=225元；\n"
                  "3. 10月11日：普通休息日，按200%，400×2=800元。\n合计2225元。"),
        (W, "zh", "10月1日是国庆假期，按休息日200%算800元；10月10日调休上班，3小时按150%算225元；10月11日休息日200%，800元。"
                  "合计1825元。"),
        (W, "zh", "10月1日法定节假日300%，1200元；10月10日是周六，属于休息日，3小时按200%算300元；10月11日休息日200%，800元。"
                  "合计2300元。"),
        (W, "en", "Oct 1: public holiday, 300% = ¥1,200. Oct 10: make-up working day, 3 h at 150% = ¥225. Oct 11: "
                  "rest day, 200% = ¥800. Total: ¥2,125."),
        (W, "zh", "10月1日法定节假日300%，1200元；10月10日调休上班，延时3小时150%，225元；10月11日紧挨着国庆长假，"
                  "也按法定节假日300%算，1200元。合计2625元。"),
        ]),

    # Today Wed 2026-09-30. Sat 19 Sep: ordinary rest day → 200% → 480×2 = 960. Sun 20 Sep: 调休上班日 (国庆),
    # a working day → 2 extra hours at 150% → 2×60×1.5 = 180. Fri 25 Sep: 中秋节, statutory → 300% → 1440.
    # Total ¥2,580.
    _d("2026-09-30", "Overtime log: Sat 19 Sep – full day; Sun 20 Sep – 2 extra hours after my normal shift; Fri 25 "
                     "Sep – full day. Policy: public holiday 300%, rest day 200%, workday overtime 150%. Daily rate "
                     "¥480, hourly ¥60. Which multiple applies to each day, and what's the total?",
       [_range("2026-09-19", "2026-09-25")],
       [(C, "en", "| Day | Kind | Rate | Pay |\n|---|---|---|---|\n| Sat 19 Sep | rest day | 200% | ¥960 |\n"
                  "| Sun 20 Sep | make-up working day (调休上班), extra hours | 150% | ¥180 |\n"
                  "| Fri 25 Sep | Mid-Autumn Festival (public holiday) | 300% | ¥1,440 |\n\nTotal: ¥2,580."),
        (C, "en", "19 Sep is a normal Saturday rest day, so 200% (¥960). 20 Sep is a Sunday but an official make-up "
                  "working day, so your 2 extra hours count as weekday overtime at 150% (¥180). 25 Sep is the "
                  "Mid-Autumn Festival, a public holiday: 300% (¥1,440). That's ¥2,580 in total."),
        (C, "zh", "9月19日（周六）休息日200%，960元；9月20日（周日）是调休上班日，加班2小时按150%，180元；9月25日（周五）"
                  "中秋节法定节假日300%，1440元。合计2580元。"),
        (W, "en", "19 Sep: like 20 Sep it's a make-up working day, so 150% (¥720). 20 Sep: 2 h at 150% (¥180). "
                  "25 Sep: Mid-Autumn Festival, 300% (¥1,440). Total ¥2,340."),
        (W, "zh", "9月19日休息日200%，960元；9月20日调休上班，2小时按150%，180元；9月25日中秋节算在假期里，按休息日200%，"
                  "960元。合计2100元。"),
        (W, "en", "Sat 19 Sep: rest day, 200% → ¥960. Sun 20 Sep: make-up working day, 150% for the 2 hours → ¥180. "
                  "Thu 25 Sep: Mid-Autumn Festival, 300% → ¥1,440. Total ¥2,580."),
        (W, "zh", "倍数：9月19日200%（960元），9月20日150%（180元），9月25日300%（1440元）。合计2480元。"),
        (W, "zh", "9月19日是周六，和中秋连着算节日加班，按300%，1440元；9月20日调休上班，2小时150%，180元；"
                  "9月25日中秋节300%，1440元。合计3060元。"),
        ]),

    # Today Tue 2026-09-22. 双节 2026 are not joined: 中秋 Fri 25 – Sun 27 Sep (3 days); Mon 28 – Wed 30 Sep are
    # working days; 国庆 Thu 1 – Wed 7 Oct (7 days); 节后第一天 Thu 2026-10-08. 25 Sep–8 Oct: 4 working days.
    _d("2026-09-22", "今年“双节”怎么放？中秋和国庆是连着放的吗？十一长假后第一天上班是哪天？",
       [_range("2026-09-25", "2026-10-08"), (ADD, {"date": "2026-10-07", "days": 1})],
       [(C, "zh", "不连着。中秋节9月25日（周五）至27日（周日）放3天，9月28日至30日照常上班；国庆节10月1日至7日放7天，"
                  "节后第一天上班是10月8日（周四）。"),
        (C, "en", "They're separate this year: Mid-Autumn 25–27 Sep, back to work Mon 28 – Wed 30 Sep, then National "
                  "Day 1–7 Oct. First day back after Golden Week: Thursday 8 Oct."),
        (C, "zh", "两节不连着放：\n- 中秋：9/25–9/27（3天）\n- 9/28、9/29、9/30：上班（3天）\n- 国庆：10/1–10/7（7天）\n"
                  "- 节后第一天：10月8日 周四\n从9月25日到10月8日这14天里只有4个工作日。"),
        (W, "zh", "双节连休：9月25日到10月7日都放假，节后第一天10月8日（周四）上班。"),
        (W, "zh", "中秋9月25日至27日放假，9月28—30日上班；国庆10月1日至7日放假，节后第一天10月8日（周五）。"),
        (W, "zh", "不连着：中秋9月25日至27日，国庆10月1日至7日，节后第一天上班是10月9日（周五）。"),
        (W, "en", "Not joined: the Mid-Autumn break is 26–28 Sep, you work 29–30 Sep, and National Day runs 1–7 Oct; "
                  "first day back is Thursday 8 Oct."),
        (W, "zh", "中秋放3天（9月25—27日），国庆放8天（10月1—7日），中间9月28—30日上班，节后第一天10月8日（周四）。"),
        ]),

    # Today Mon 2026-09-28. Golden Week ends Wed 2026-10-07; 3 working days after: Thu 8, Fri 9, Sat 10 Oct
    # (调休上班日). Deadline Sat 2026-10-10.
    _d("2026-09-28", "Our September expense claims must be filed within 3 working days after the Golden Week holiday "
                     "ends. What's the last day I can file?",
       [(ADD, {"date": "2026-10-07", "days": 3})],
       [(C, "en", "Saturday 10 October 2026. Golden Week ends Wed 7 Oct; the working days after it are Thu 8, Fri 9 "
                  "and Sat 10 Oct — that Saturday is a make-up working day (调休上班)."),
        (C, "zh", "最晚10月10日（周六）——那天是国庆调休上班日，算工作日。"),
        (C, "en", "Deadline = 10 Oct (Sat, 调休上班日). Day 1: 8 Oct, day 2: 9 Oct, day 3: 10 Oct."),
        (C, "en", "Oct 10, 2026 — a Saturday, but a working Saturday this year."),
        (W, "zh", "10月12日（周一）：8日、9日是第1、2个工作日，接着是周末，12日是第3个工作日。"),
        (W, "zh", "最晚2026年10月10日（周五），即10月7日假期结束后的第3个工作日。"),
        (W, "en", "Golden Week runs 1–7 Oct, so the deadline is Friday 9 October."),
        (W, "en", "Saturday 10 October 2026 is the third working day — but claims can't be filed on a Saturday, so "
                  "finance accepts them until Monday 12 Oct."),
        ]),

    # Today Tue 2026-12-15. 春节 2027 (estimated): 除夕 Fri 2027-02-05 to 初三 Mon 2027-02-08. 3 working days
    # after: Tue 9, Wed 10, Thu 11 Feb → Thu 2027-02-11 (estimate; the official notice may move it).
    _d("2026-12-15", "明年春节放假结束后，要在3个工作日内把年终材料交上来。截止是哪天？",
       [_range("2027-02-04", "2027-02-12"), (ADD, {"date": "2027-02-08", "days": 3})],
       [(C, "zh", "按推算，2027年春节假期为2月5日（除夕，周五）至2月8日（初三，周一），节后3个工作日是2月9日、10日、11日，"
                  "截止2027年2月11日（周四）。" + CAV27),
        (C, "en", "Estimated deadline: Thursday 11 Feb 2027 (holiday 5–8 Feb, then working days 9, 10 and 11 Feb). "
                  "The 2027 holiday schedule has not been published yet, so this is an estimate — the official "
                  "notice may add bridging days and move the deadline."),
        (C, "zh", "截止２０２７年２月１１日（周四）。（2027年的安排是推算的，以国务院公布为准）"),
        (W, "zh", "截止2027年2月11日（周四）：春节假期2月5日至8日，节后第1、2、3个工作日是9日、10日、11日。"),
        (W, "zh", "根据国务院已公布的2027年放假安排，春节2月5日至8日放假，节后3个工作日内即2月11日（周四）前交。"),
        (W, "zh", "按推算春节2月5日至8日放假，节后第3个工作日是2月11日（周五）。" + CAV27),
        (W, "zh", "按推算春节假期到2月8日（周一），截止2月12日（周五）。" + CAV27),
        (W, "zh", "按推算春节2月5日至8日放假，截止2026年2月11日（周四）。" + CAV27),
        ]),

    # Today Fri 2026-11-20. 除夕 2027 = Fri 2027-02-05 (腊月廿九; that 腊月 has no 三十), statutory day off in the
    # estimate (春节 5–8 Feb). 腊月二十八 = Thu 2027-02-04, a working day in the estimate. Caveat needed.
    _d("2026-11-20", "明年（2027年）除夕是几月几号？放假吗？腊月二十八要不要上班？",
       [_range("2027-02-04", "2027-02-08")],
       [(C, "zh", "2027年除夕是2月5日（周五，农历腊月二十九——那年腊月没有三十），是法定节假日，放假。腊月二十八是2月4日"
                  "（周四），按推算是工作日，要上班。" + CAV27),
        (C, "en", "New Year's Eve 2027 falls on Friday 5 February (the 29th of the 12th lunar month) and is a "
                  "statutory day off. 腊月二十八 is Thursday 4 February — a working day on the estimate. The 2027 "
                  "schedule hasn't been announced, so treat this as an estimate; the official notice may add "
                  "bridging days."),
        (C, "zh", "除夕：2027/2/5（周五），放假；腊月廿八：2027/2/4（周四），上班。春节按推算放2月5日至8日。"
                  "（2027年的安排是推算的，以国务院公布为准）"),
        (C, "en", "除夕 = 5 Feb 2027 (Fri), a day off; 腊月二十八 = 4 Feb 2027 (Thu), a normal working day." + CAV27_EN),
        (W, "zh", "2027年除夕是2月6日（周六），放假；腊月二十八是2月4日（周四），按推算要上班。" + CAV27),
        (W, "zh", "2027年除夕是2月5日（周五），放假；腊月二十八是2月4日（周四），要上班。"),
        (W, "zh", "按国务院已公布的2027年放假安排，除夕2月5日（周五）放假，腊月二十八2月4日（周四）上班。"),
        (W, "en", "除夕 2027 is Saturday 5 February, a statutory day off; 腊月二十八 is Thursday 4 February, a working "
                  "day." + CAV27_EN),
        ]),

    # Today Wed 2026-02-25. 元宵 2026 (正月十五) = Tue 2026-03-03; not a statutory holiday: a normal working day.
    _d("2026-02-25", "Is the Lantern Festival (元宵节, 正月十五) a day off this year? What date is it?",
       [_range("2026-03-03", "2026-03-03")],
       [(C, "en", "No. The Lantern Festival falls on Tuesday 3 March 2026 and it is not a statutory holiday, so "
                  "it's a normal working day."),
        (C, "zh", "元宵节是3月3日（周二），不是法定节假日，正常上班。"),
        (C, "en", "3 Mar (Tue) — a working day. China's public holidays don't include 元宵."),
        (W, "en", "The Lantern Festival is Tuesday 3 March 2026 and it's a public holiday, so you get the day off."),
        (W, "zh", "元宵节是2026年3月4日（周三），不是法定节假日，正常上班。"),
        (W, "zh", "3月3日（周一），不放假，照常上班。"),
        (W, "zh", "元宵节在2月20日（周六），本来就是周末，而且也不是法定节假日。"),
        (W, "en", "Tuesday 3 March 2026. It isn't a national public holiday, but employers are required to give "
                  "staff the afternoon off for it."),
        ]),

    # Today Tue 2026-09-01. 九月下半月 16–30 Sep: 11 working days (Sun 20 Sep 调休上班 counts; Fri 25 Sep 中秋 off).
    # 下旬 21–30 Sep: 7 working days (21–24, 28–30).
    _d("2026-09-01", "这个月下半月（16号到30号）有几个工作日？下旬（21号到30号）呢？",
       [_range("2026-09-16", "2026-09-30"), _range("2026-09-21", "2026-09-30")],
       [(C, "zh", "下半月11个工作日：9月25日中秋节放假少1天，9月20日（周日）调休上班多1天。下旬（21—30日）7个工作日。"),
        (C, "en", "Second half of September (16–30): 11 working days. Late September (21–30): 7 working days — "
                  "25 Sep is the Mid-Autumn Festival."),
        (C, "zh", "下半月十一个工作日，下旬七个工作日。"),
        (C, "zh", "16—18日3天 + 20日（周日调休）1天 + 21—24日4天 + 28—30日3天 = 11天；其中21日以后是7天。"),
        (W, "zh", "下半月10个工作日，下旬7个。"),
        (W, "zh", "下半月11个工作日，下旬8个工作日。"),
        (W, "zh", "下半月共11个工作日（15个自然日）；下旬10个工作日。"),
        (W, "en", "11 working days in the second half, 7 in 下旬; the day lost is Mid-Autumn on Thursday 24 Sep."),
        ]),

    # Today Mon 2026-09-28. 1–15 Oct 2026: 国庆 1–7 Oct off; working days Thu 8, Fri 9, Sat 10 (调休上班),
    # Mon 12 – Thu 15 = 7.
    _d("2026-09-28", "How many working days are there in the first half of October (1–15 Oct)? I need to plan a "
                     "mid-Oct release.",
       [_range("2026-10-01", "2026-10-15")],
       [(C, "en", "7 working days: Thu 8, Fri 9, Sat 10 (make-up working day) and Mon 12 – Thu 15 Oct. 1–7 Oct is "
                  "the National Day holiday."),
        (C, "zh", "10月上半月共7个工作日（10月8日、9日、10日周六调休、12—15日）。"),
        (C, "en", "Seven. National Day takes 1–7 Oct off; Saturday 10 Oct is worked."),
        (W, "zh", "6个工作日：10月8日、9日和12日至15日。"),
        (W, "en", "7 working days: Thu 8, Fri 9, Sun 10 (make-up day), Mon 12 – Thu 15."),
        (W, "en", "7 working days. The National Day holiday runs 1–8 Oct, and 10 Oct is a make-up Saturday."),
        (W, "zh", "8个工作日：10月8日、9日、10日（周六调休）和12—15日。"),
        (W, "zh", "10月上半月有7个工作日，不过10月10日周六的调休上班是自愿的，不来也不扣钱。"),
        ]),

    # Today Wed 2026-04-15. Tomorrow Thu 2026-04-16 to 2026-05-31 (end of next month): 46 calendar days,
    # 30 working days (April 16–30: 11; May: 19 = 21 weekdays − 1, 4, 5 May + Sat 9 May).
    _d("2026-04-15", "从明天算到下个月月底（含），一共还有几个工作日？",
       [_range("2026-04-16", "2026-05-31")],
       [(C, "zh", "从4月16日（明天）到5月31日共30个工作日（46个自然日），已扣除劳动节5月1日至5日的假期，5月9日（周六）"
                  "调休上班算在内。"),
        (C, "en", "30 working days between tomorrow (Thu 16 Apr) and 31 May; Labour Day 1–5 May is off and Saturday "
                  "9 May is worked."),
        (C, "zh", "三十个工作日。"),
        (C, "zh", "4月还有11个（16—30日），5月有19个，合计30个。"),
        (W, "zh", "29个工作日。五一5月1日至5日放假，5月9日是周六不上班。"),
        (W, "zh", "还有46个工作日。"),
        (W, "zh", "到5月31日共30个工作日；明天是4月16日（周五）。"),
        (W, "en", "April has 11 left (16–30) and May has 19, so 31 working days in total."),
        ]),

    # Today Mon 2026-03-02. ISO week 12 of 2026 = Mon 2026-03-16 to Sun 03-22; Mon–Fri 16–20 Mar: 5 working
    # days, no holidays → 5 days of annual leave.
    _d("2026-03-02", "我想在第12周（ISO周）请整周年假（周一到周五），是哪几天？要扣几天年假？",
       [_range("2026-03-16", "2026-03-20")],
       [(C, "zh", "第12周是3月16日（周一）至3月20日（周五），共5个工作日，扣5天年假。"),
        (C, "en", "Week 12 runs Monday 16 March to Friday 20 March 2026 — 5 days of annual leave, no public "
                  "holidays that week."),
        (C, "zh", "3/16—3/20，扣五天。"),
        (W, "zh", "第12周是3月9日（周一）至13日（周五），扣5天年假。"),
        (W, "en", "wk 12 = Mon 23 – Fri 27 Mar 2026, 5 days of leave."),
        (W, "zh", "第12周是3月16日（周一）至3月20日（周六），扣5天年假。"),
        (W, "zh", "3月16日至20日，扣4天年假。"),
        (W, "zh", "3月16日（周一）至20日（周五）。按规定连续请满5天年假要连同前后周末一起算，所以扣7天。"),
        ]),

    # Today Mon 2026-04-20. ISO week 19 of 2026 = Mon 2026-05-04 to Sun 05-10: 4–5 May 劳动节 off; working Wed 6,
    # Thu 7, Fri 8 and Sat 9 (调休上班) = 4; Sun 10 off.
    _d("2026-04-20", "How many working days are in wk 19 (ISO week 19, 2026)? Which days?",
       [_range("2026-05-04", "2026-05-10")],
       [(C, "en", "Week 19 is Mon 4 May – Sun 10 May 2026. It has 4 working days: Wed 6, Thu 7, Fri 8 and Sat 9 May "
                  "(a make-up working day for Labour Day). 4–5 May are still part of the Labour Day holiday."),
        (C, "zh", "第19周（5月4日—10日）有4个工作日：5月6日、7日、8日和5月9日（周六调休上班）。"),
        (C, "en", "| Day | Status |\n|---|---|\n| Mon 4 May | Labour Day holiday |\n| Tue 5 May | Labour Day holiday |\n"
                  "| Wed 6 – Fri 8 May | working days |\n| Sat 9 May | make-up working day |\n| Sun 10 May | rest |\n\n"
                  "4 working days."),
        (C, "zh", "4个：5月6、7、8、9日。"),
        (W, "en", "Week 19 is 11–17 May: 5 working days, Monday to Friday."),
        (W, "zh", "3个工作日：5月6日、7日、8日；4—5日是劳动节，9—10日是周末。"),
        (W, "en", "4 working days: Wed 6, Thu 7, Fri 8 and Sun 9 May (make-up day)."),
        (W, "zh", "第19周是5月4日至10日，有5个工作日：5月6日、7日、8日、9日（周六调休）。"),
        ]),

    # Today Mon 2026-06-01. Contract from 2025-03-01, 3 years: ends the day before 2028-03-01 = Tue 2028-02-29
    # (leap day); a working day on the 2028 estimate (caveat). Notice: 31 Jan–29 Feb 2028 is 30 days, so by
    # Sun 2028-01-30.
    _d("2026-06-01", "我的劳动合同从2025年3月1日起，期限3年。到期日是哪天？那天是工作日吗？公司不续签的话需提前30日书面通知，"
                     "最晚哪天？",
       [_range("2028-02-29", "2028-02-29"), _range("2028-01-31", "2028-02-29")],
       [(C, "zh", "到期日是2028年2月29日（周二）——2028年是闰年，满3年的3月1日前一天正好是2月29日。按推算那天是工作日。"
                  "公司最晚要在2028年1月30日（周日）书面通知（1月31日至2月29日共30天）。" + CAV28),
        (C, "en", "Your contract ends on Tuesday 29 February 2028 (leap day). On the estimated calendar it's a "
                  "working day. Latest written notice: Sunday 30 January 2028." + CAV28_EN),
        (C, "zh", "1. 到期日：2028/2/29（周二，闰日）\n2. 是否工作日：按推算是\n3. 最晚通知日：2028/1/30（周日）\n"
                  "注意：2028年放假安排尚未公布，以上工作日判断是推算的，以国务院公布为准。"),
        (W, "zh", "到期日是2028年3月1日（周三），按推算是工作日；最晚2028年1月31日（周一）书面通知。" + CAV28),
        (W, "zh", "到期日是2028年2月28日（周一），按推算是工作日；最晚2028年1月29日（周六）书面通知。" + CAV28),
        (W, "zh", "到期日是2028年2月29日（周二），是工作日；最晚2028年1月30日（周日）书面通知。"),
        (W, "en", "It ends on Wednesday 29 February 2028, a working day on the estimate; notice is due by Sunday 30 "
                  "January 2028." + CAV28_EN),
        (W, "zh", "根据已公布的2028年放假安排，到期日2028年2月29日（周二）是工作日；最晚2028年1月30日（周日）书面通知。"),
        ]),

    # Today Mon 2026-07-06. Q2 leave Thu 2026-04-30 to Fri 2026-05-08: 9 calendar days; 劳动节 1–5 May off;
    # working days 30 Apr, 6, 7, 8 May = 4.
    _d("2026-07-06", "In Q2 I took leave from Thu 30 Apr to Fri 8 May. How many leave days were deducted?",
       [_range("2026-04-30", "2026-05-08")],
       [(C, "en", "4 days: Thu 30 Apr plus Wed 6 – Fri 8 May. 1–5 May was the Labour Day holiday, so those 5 days "
                  "aren't deducted."),
        (C, "zh", "扣了4天年假（4月30日、5月6日、7日、8日），5月1日至5日是劳动节假期，不扣。"),
        (C, "zh", "9个自然日里扣了4天年假。"),
        (C, "en", "4 working days — 30/4, 6/5, 7/5, 8/5. The 五一 holiday (1–5 May) isn't counted."),
        (W, "zh", "扣了9天（4月30日至5月8日）。"),
        (W, "en", "4 days. The Labour Day holiday was 1–3 May, so only 30 Apr and 6–8 May were deducted."),
        (W, "en", "5 days: 30 Apr, 6–8 May, plus the Saturday 9 May make-up working day, which is always deducted "
                  "with leave next to it."),
        (W, "zh", "扣4天：4月30日（周三）和5月6日至8日。"),
        ]),
]
