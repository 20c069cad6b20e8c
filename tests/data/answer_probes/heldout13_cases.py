"""The thirteenth held-out probe set, calendar part: questions, the date-tool calls a model would make, and
final answers written by hand after reading the tools' REAL results (make_heldout13.py runs the calls and
writes heldout13.jsonl). Written blind: by a helper who never read the answer check's code, its prompts, docs,
tests or earlier probe sets, and never ran the check on these cases.

Material no earlier set leaned on: 元旦 2026 (1月1日–3日 off, Sunday 1月4日 a make-up working day), the
2026→2027 year end (2027-01-01 a Friday), holidays of 2027 other than 春节 (清明 4月5日, 劳动节 5月1–2日 on a
weekend, 端午 6月9日, 中秋 9月15日, 国庆 10月1–3日) and three todays in 2028 (春节 2028, 国庆 with 中秋 on
10月3日, the 2028→2029 year end): every 2027+ answer rests on the tool's statutory estimate, so the correct
answers carry a caveat. Also: a 158-natural-day 产假 (last day and day back), payday = the 5th working day of
the month (tables over three months), a "7 natural days, moved to the next working day" deadline, the last
working day of a month/year, weekday ranges (周二至周四, Mon–Wed next week, Fri–Mon), 7.5-hour shifts
(hours ↔ days), todays that are a Sunday (one of them a make-up working day), and a schedule of three requests
against a balance.
Shapes: earliest start after notice, latest submission, count a range, day back at work, calendar vs working
days, balance left, payroll dates over several months, several requests.
Forms: one-liners, explanations, numbered and bullet lists, Markdown tables; ISO, m/d, d/m, "Jan 4",
"4 Jan", 2028/09/30, 中文数字, 全角数字; Chinese and English answers.
Errors (one per wrong answer): wrong date, wrong weekday, off by one, calendar vs working days, a holiday counted
as a working day, a make-up day forgotten, a wrong day back, a wrong year, a wrong total, a wrong remainder,
hours↔days slips, a missing estimate caveat, an estimate called official, an invented rule.
Never tuned on: every case is report.

Audit (calendar part): a second blind helper rebuilt the part (make_heldout13.py --part calendar) and judged all
160 answers one by one against the stored tool results, the chinese_calendar package (2025/2026 holidays and
make-up days), the repo's workcalendar estimates for 2027-2029 (statutory days, no 调休 or 补假), Python weekdays,
the arithmetic and the 7.5-hour shifts the questions give. Every label held; every 2027+ correct answer carries an
estimate caveat; every wrong answer has one clear error. Two answer texts were tightened, labels unchanged: case 4
(latest submission for 4 Jan 2027), correct English answer 1 said only "Friday 25 December at the latest" although
the tool's latest is Sunday 27 Dec when weekend submissions count — it now says 25 Dec is the last working day and
27 Dec works only if weekend submissions are accepted; case 8 (7 natural days from 6月2日), the off-by-one wrong
answer counted 6月2日 itself as day 1 ("含今天"), an inclusive reading some would defend — it now states plainly
"6月2日加7个自然日是6月8日", an unambiguous arithmetic slip. Final counts: 20 questions, 160 answers, 70 correct, 90 wrong."""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

LD, AW = "calculate_leave_days", "add_workdays"


def _lv(a, b):
    return (LD, {"start_date": a, "end_date": b})


def _aw(d, n):
    return (AW, {"date": d, "days": n})


CALENDAR_CASES = [
    # 1. Today 2025-12-22 (Mon). 2025-12-29 (Mon) .. 2026-01-09 (Fri): 9 working days, 12 calendar days;
    # 元旦 2026-01-01..03 (Thu–Sat) off; 2026-01-04 (Sun) make-up working day, counted.
    _d("2025-12-22", "我打算从12月29日（下周一）请到2026年1月9日（周五），中间夹着元旦，要扣几天年假？前后一共离开多少天？",
       [_lv("2025-12-29", "2026-01-09")], [
           (C, "zh", "要扣 9 天年假，前后一共 12 个自然日。元旦 1月1日至3日放假，不用请；但 1月4日（周日）是元旦调休上班日，"
                     "算工作日，也得请。"),
           (C, "zh", "| 时间段 | 情况 | 扣年假 |\n|---|---|---|\n| 12/29–12/31（周一至周三） | 工作日 | 3 |\n"
                     "| 1/1–1/3（周四至周六） | 元旦放假 | 0 |\n| 1/4（周日） | 调休上班 | 1 |\n| 1/5–1/9（周一至周五） | 工作日 | 5 |\n"
                     "| **合计** | 12 个自然日 | **9** |"),
           (C, "en", "9 working days of annual leave; you'd be away 12 calendar days in total (29 Dec – 9 Jan). "
                     "New Year's Day holiday covers 1–3 Jan, but Sunday 4 Jan 2026 is a make-up working day, so it counts."),
           (C, "zh", "9个工作日（自然日12天）。"),
           # make-up day forgotten
           (W, "zh", "扣 8 天年假：12月29日–31日 3 天，1月5日–9日 5 天；元旦 1月1日–3日放假，1月4日是周日也不用请。一共离开 12 天。"),
           # calendar vs working days
           (W, "zh", "从12月29日到1月9日一共12天，要扣12天年假。"),
           # holiday counted as a working day (1/2 Fri)
           (W, "zh", "扣 10 天：元旦只放 1月1日一天，1月2日（周五）照常上班要请假，另外 1月4日（周日）调休上班也要请。一共 12 个自然日。"),
           # wrong weekday
           (W, "en", "9 days of leave, 12 calendar days away. Jan 1–3 is the New Year holiday and Saturday, Jan 4 is a "
                     "make-up working day that you must cover with leave."),
       ]),
    # 2. Today 2025-12-30 (Tue). Leave 2025-12-31 (Wed) only: 1 working day; 元旦 01-01..03 off;
    # first working day after 12-31 is 2026-01-04 (Sun, make-up working day).
    _d("2025-12-30", "I'm taking tomorrow (Wed 31 Dec) off and it runs into the New Year holiday. How many days of leave "
                     "is that, and which day am I back at work?",
       [_lv("2025-12-31", "2025-12-31"), _aw("2025-12-31", 1)], [
           (C, "en", "Just 1 day of leave (Dec 31). Jan 1–3 is the New Year holiday, and you're back on Sunday, "
                     "Jan 4, 2026 — a make-up working day (调休上班)."),
           (C, "en", "- Leave: 1 working day (Wed 31 Dec)\n- Holiday: Thu 1 – Sat 3 Jan\n- Back at work: **Sun 4 Jan 2026** "
                     "(the Sunday is swapped into a working day for New Year)"),
           (C, "zh", "只需请 1 天（12月31日）。元旦 1月1日至3日放假，1月4日（星期日）调休上班，那天就要回来。"),
           (C, "en", "One day. First day back is Sunday 2026-01-04, a make-up workday."),
           # make-up day forgotten -> wrong day back
           (W, "en", "1 day of leave. After the New Year break (Jan 1–3) and the weekend, you're back on Monday, Jan 5, 2026."),
           # holiday treated as working -> wrong day back
           (W, "en", "It's 1 day of leave; only Jan 1 is the holiday, so you're back on Friday, 2 January 2026."),
           # wrong weekday
           (W, "en", "1 day of leave (31 Dec). The holiday is 1–3 Jan and you return on Saturday 4 January, which is a make-up working day."),
           # wrong year
           (W, "en", "1 day (Dec 31). Back at work on Sunday 4 January 2025, a make-up working day after the New Year holiday."),
       ]),
    # 3. Today 2026-01-04 (Sun, a make-up working day). Leave 01-06 (Tue) .. 01-08 (Thu): 3 working days.
    # 2 working days' notice before 01-06: latest submission 2026-01-04 (today; 01-05 and 01-06 follow).
    _d("2026-01-04", "今天是1月4日（周日，元旦调休上班）。我想请1月6日（周二）到1月8日（周四）的假，公司要求提前2个工作日提交"
                     "（不算提交当天），最晚哪天交？这次要请几天？",
       [_aw("2026-01-06", -2), _lv("2026-01-06", "2026-01-08")], [
           (C, "zh", "最晚就是今天（1月4日，周日，调休上班日）提交：之后的第1、2个工作日是1月5日和1月6日。这次请假共3个工作日（6日、7日、8日）。"),
           (C, "zh", "今天就得交，明天交就晚了。请假3天。"),
           (C, "en", "Today (Sun 4 Jan) is the last day to submit — it's a make-up working day, and Jan 6 is the 2nd working day "
                     "after it. The leave itself is 3 working days (Jan 6–8)."),
           # off by one
           (W, "zh", "最晚明天（1月5日，周一）提交，之后第2个工作日正好是1月6日。这次请假共3个工作日。"),
           # make-up day forgotten
           (W, "zh", "今天是周日，不算工作日；往前数，最晚应该在12月31日（周三）提交，现在已经来不及了。请假共3个工作日。"),
           # wrong total
           (W, "zh", "最晚今天（1月4日调休上班日）提交。1月6日到8日共3个自然日，其中2个工作日，扣2天。"),
           # wrong weekday
           (W, "zh", "最晚今天（1月4日）交。你请的是1月6日（周三）到1月8日（周五），共3个工作日。"),
           # invented rule
           (W, "zh", "最晚今天（1月4日调休上班日）提交，共3个工作日；另外按规定，紧挨着法定假期的请假必须提前5个工作日，由部门总监审批。"),
       ]),
    # 4. Today 2026-12-14 (Mon). Leave starts 2027-01-04 (Mon); 5 working days' notice. Tool: latest 2026-12-27
    # (Sun; the 5th working day after it is 01-04), on a working day latest 2026-12-25 (Fri). Working days
    # between: 12-28, 29, 30, 31, 01-04; 2027-01-01 (Fri) 元旦 off (estimate: 2027 not published).
    _d("2026-12-14", "I want to start leave on Monday 4 January 2027. Requests need 5 working days' notice (not counting the "
                     "day I submit). What's the latest I can submit?",
       [_aw("2027-01-04", -5)], [
           (C, "en", "Submit by Friday 25 December 2026 at the latest (the last working day; Sunday 27 Dec would also do only if "
                     "weekend submissions are accepted). The 5 working days after it are Dec 28, 29, 30, 31 and "
                     "Jan 4 (Jan 1, New Year's Day, is a holiday; Dec 26–27 is a weekend). Note that the 2027 holiday schedule "
                     "hasn't been published yet, so the Jan 1 holiday is an estimate."),
           (C, "en", "Latest: Sunday 27 Dec 2026 if weekend submissions are accepted; on a working day, Friday 25 Dec. "
                     "(2027 holidays are estimated — the official schedule isn't out yet.)"),
           (C, "zh", "最晚2026年12月25日（周五）提交（27日是周日，如果系统周末也能提交，27日也行）。之后5个工作日是12月28–31日和1月4日，"
                     "2027年元旦1月1日按推算放假。2027年放假安排尚未公布，以官方通知为准。"),
           # missing estimate caveat
           (W, "en", "Submit by Friday 25 December 2026. The 5 working days after it are Dec 28, 29, 30, 31 and Jan 4; "
                     "Jan 1 is New Year's Day and Dec 26–27 is a weekend."),
           # holiday counted as a working day
           (W, "en", "The latest is Monday 28 December 2026: the 5 working days after it are Dec 29, 30, 31, Jan 1 and Jan 4. "
                     "This relies on an estimate, as the 2027 schedule isn't published yet."),
           # off by one
           (W, "en", "Latest submission: Thursday 24 December 2026. Jan 1 is New Year's Day and Dec 26–27 a weekend; "
                     "2027's holidays are only estimated so far."),
           # wrong weekday
           (W, "en", "Submit by Thursday 25 December 2026; after that come Dec 28–31 and Jan 4 (Jan 1 is a holiday). "
                     "The 2027 schedule is an estimate until it's officially announced."),
           # estimate called official
           (W, "en", "Submit by Friday 25 December 2026. According to the official 2027 holiday schedule, only Jan 1 is off, "
                     "so the 5 working days are Dec 28, 29, 30, 31 and Jan 4."),
       ]),
    # 5. Today 2026-12-21 (Mon). 2026-12-28 (Mon) .. 2027-01-08 (Fri): 9 working days, 12 calendar days;
    # 2027-01-01 (Fri) 元旦 off (estimate). Balance 12 -> 3 left.
    _d("2026-12-21", "我年假还剩12天，想请12月28日（周一）到明年1月8日（周五），要用几天？请完还剩几天？",
       [_lv("2026-12-28", "2027-01-08")], [
           (C, "zh", "要用9天，请完剩3天。期间2027年元旦（1月1日，周五）按推算放假1天，1月2、3日是周末。"
                     "注意2027年放假安排还没公布，如有调休以国务院通知为准。"),
           (C, "zh", "| 项目 | 天数 |\n|---|---|\n| 自然日 | 12 |\n| 元旦（1月1日，推算） | 1 |\n| 周末 | 2 |\n"
                     "| 扣年假 | **9** |\n| 剩余 | **3** |\n\n" "2027年的安排是推算的，以国务院公布为准。"),
           (C, "en", "It uses 9 days of annual leave, leaving 3. New Year's Day 2027 (Fri Jan 1) is assumed off — the 2027 "
                     "schedule hasn't been announced, so treat this as an estimate."),
           (C, "zh", "九个工作日，剩三天（2027年元旦按法定节日推算，仅供参考）。"),
           # wrong remainder
           (W, "zh", "要用9天（1月1日元旦按推算放假），请完剩2天。2027年放假安排尚未公布，以官方为准。"),
           # calendar vs working days
           (W, "zh", "12月28日到1月8日共12天，要用12天，请完就用光了。2027年安排尚未公布，仅供参考。"),
           # missing estimate caveat
           (W, "zh", "要用9天：1月1日元旦放假，1月2、3日是周末，其余9天是工作日。请完还剩3天。"),
           # estimate called official
           (W, "zh", "按国务院已公布的2027年放假安排，元旦只放1月1日一天，所以要用9天，请完剩3天。"),
       ]),
    # 6. Today 2027-03-22 (Mon). 2027-04-01 (Thu) .. 04-09 (Fri): 6 working days, 9 calendar days; 清明 04-05 (Mon)
    # off (estimate). Back 2027-04-12 (Mon).
    _d("2027-03-22", "清明前后我想连休：四月一日（周四）请到四月九日（周五），要请几天假？哪天回来上班？",
       [_lv("2027-04-01", "2027-04-09"), _aw("2027-04-09", 1)], [
           (C, "zh", "要请6天：4月1日、2日和4月6日至9日。清明节4月5日（周一）按推算放假，不用请。4月12日（周一）回来上班。"
                     "2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
           (C, "zh", "共六个工作日（九个自然日），四月十二日（星期一）返岗。清明为推算日期，以国务院公布为准。"),
           (C, "en", "6 working days (Apr 1–2 and Apr 6–9); Qingming on Mon Apr 5 is estimated as a day off. Back at work "
                     "Monday, April 12. The 2027 schedule isn't published yet, so this is an estimate."),
           # wrong day back
           (W, "zh", "要请6天（清明4月5日按推算放假），4月10日回来上班。2027年安排尚未公布，仅供参考。"),
           # holiday counted as a working day
           (W, "zh", "要请7天（4月1日、2日、5日至9日），4月12日（周一）回来上班。2027年放假安排尚未公布，以上为推算。"),
           # wrong weekday
           (W, "zh", "要请6天，清明4月5日放假；4月12日（周二）回来上班。（2027年的安排是推算的，以国务院公布为准）"),
           # missing estimate caveat
           (W, "zh", "要请6天：4月1日、2日、6日、7日、8日、9日。清明节4月5日（周一）放假，4月12日（周一）回来上班。"),
           # calendar vs working days
           (W, "zh", "4月1日到9日一共要请9天假，4月12日（周一）回来。2027年放假安排尚未公布，按推算。"),
       ]),
    # 7. Today 2027-04-19 (Mon). 2027-04-29 (Thu) .. 05-07 (Fri): 7 working days, 9 calendar days; 劳动节 05-01..02
    # fall on Sat/Sun (estimate: no bridging or substitute days), so they save no working day.
    _d("2027-04-19", "I'd like to be off from Thursday 29 April to Friday 7 May 2027, around Labour Day. How many days of "
                     "annual leave will that cost?",
       [_lv("2027-04-29", "2027-05-07")], [
           (C, "en", "7 working days. Labour Day (May 1–2) falls on Saturday and Sunday this year, so it doesn't reduce the "
                     "count. This is based on an estimate — the official 2027 holiday schedule hasn't been announced, and the "
                     "real notice may add days off or make-up working days."),
           (C, "en", "7 days: Apr 29, Apr 30 and May 3–7 (9 calendar days in all). Estimated — 2027's schedule is not yet published."),
           (C, "zh", "要用7天年假（4月29、30日和5月3日至7日）。五一（5月1–2日）正好是周末，不少扣。2027年放假安排尚未公布，以上为推算。"),
           (C, "en", "| Dates | Type | Leave |\n|---|---|---|\n| 29–30 Apr | Thu–Fri | 2 |\n| 1–2 May | Labour Day (weekend) | 0 |\n"
                     "| 3–7 May | Mon–Fri | 5 |\n| **Total** | 9 calendar days | **7** |\n\n"
                     "Note: the 2027 schedule hasn't been published; this uses the statutory estimate."),
           # invented rule (substitute days)
           (W, "en", "5 days. Labour Day falls on the weekend, so May 3 and 4 are given as substitute holidays; you only need "
                     "Apr 29, Apr 30 and May 5–7. (2027's schedule is an estimate until announced.)"),
           # calendar vs working days
           (W, "en", "29 April to 7 May is 9 days, so it costs 9 days of annual leave. The 2027 holidays are estimated."),
           # missing estimate caveat
           (W, "en", "7 working days: Apr 29–30 and May 3–7. Labour Day (May 1–2) is on the weekend."),
           # off by one / wrong total
           (W, "en", "6 working days. Labour Day (May 1–2) falls on the weekend, so it doesn't save any. The 2027 "
                     "schedule hasn't been published, so this is an estimate."),
       ]),
    # 8. Today 2027-06-02 (Wed). 7 natural days later = 2027-06-09 (Wed) = 端午 (estimate) -> moved to 2027-06-10 (Thu).
    _d("2027-06-02", "今天（6月2日）收到通知，规定7个自然日内回复，截止日如果遇到休息日就顺延到下一个工作日。最晚哪天回复？",
       [_lv("2027-06-09", "2027-06-09"), _aw("2027-06-09", 1)], [
           (C, "zh", "6月2日加7个自然日是6月9日（周三），按推算那天是端午节，顺延到6月10日（周四）。"
                     "2027年放假安排尚未公布，以上为推算，以国务院通知为准。"),
           (C, "en", "The 7th day is Wed 9 June, which should be the Dragon Boat Festival, so the deadline moves to "
                     "Thursday 10 June 2027. The 2027 schedule isn't official yet — this is an estimate."),
           (C, "zh", "最晚６月１０日（星期四）。（６月９日端午按推算放假；2027年的安排是推算的，以国务院公布为准）"),
           # holiday counted as a working day
           (W, "zh", "6月2日加7天是6月9日（周三），是工作日，最晚6月9日回复。2027年放假安排尚未公布，仅供参考。"),
           # off by one (6月2日 + 7 miscounted as 6月8日)
           (W, "zh", "6月2日加7个自然日是6月8日（周二），是工作日，最晚6月8日回复。2027年安排为推算。"),
           # wrong weekday
           (W, "zh", "截止日6月9日是端午（推算），顺延到6月10日（周五）。2027年放假安排尚未公布，以上仅供参考。"),
           # missing estimate caveat
           (W, "zh", "7个自然日后是6月9日，正好是端午节，顺延到下一个工作日6月10日（周四）。"),
           # invented rule (a three-day 端午)
           (W, "zh", "6月9日端午，端午放三天（6月9日至11日），顺延到6月14日（周一）。2027年安排尚未公布，按推算。"),
       ]),
    # 9. Today 2027-09-12 (Sun). 2027-09-14 (Tue) .. 09-16 (Thu): 2 working days, 3 calendar days; 中秋 09-15 (Wed)
    # off (estimate). Back 2027-09-17 (Fri).
    _d("2027-09-12", "今天周日（9月12日）。我想请9月14日（周二）到9月16日（周四）的假，要扣几天？哪天回来上班？",
       [_lv("2027-09-14", "2027-09-16"), _aw("2027-09-16", 1)], [
           (C, "zh", "扣2天（14日和16日），15日（周三）中秋节按推算放假不用请；17日（周五）回来上班。2027年放假安排尚未公布，以上为推算。"),
           (C, "en", "2 days of leave: Tue 14 and Thu 16 Sep. Mid-Autumn Festival on Wed 15 Sep is estimated as a holiday. "
                     "You're back on Friday 17 September. (2027's official schedule isn't out yet.)"),
           (C, "zh", "２个工作日；９月１７日（周五）返岗。（中秋按推算放假，2027年安排以官方公布为准）"),
           (C, "zh", "- 九月十四日：请假\n- 九月十五日：中秋节（推算）\n- 九月十六日：请假\n- 九月十七日（星期五）：回来上班\n\n"
                     "共扣两天。2027年放假安排尚未公布，仅供参考。"),
           # holiday counted as a working day
           (W, "zh", "14日到16日共3个工作日，扣3天；17日（周五）回来上班。2027年安排尚未公布，按推算。"),
           # wrong day back
           (W, "zh", "扣2天（15日中秋按推算放假），下周一9月20日回来上班。2027年放假安排尚未公布，仅供参考。"),
           # wrong weekday
           (W, "zh", "扣2天，中秋9月15日放假；9月17日（周六）回来。2027年安排是推算的。"),
           # estimate called official
           (W, "zh", "根据国务院公布的2027年放假安排，中秋节9月15日放假一天，所以扣2天，17日（周五）回来上班。"),
       ]),
    # 10. Today 2027-09-30 (Thu). 2 working days' notice from today: 10-01 (Fri) 国庆 off, 10-02..03 weekend
    # (estimate) -> 2nd working day 2027-10-05 (Tue) = earliest start. Mon–Wed next week 10-04..06: 3 working days.
    _d("2027-09-30", "Today is Thu 30 Sep 2027. Leave needs 2 working days' notice (not counting the day I submit). If I "
                     "submit today, what's the earliest my leave can start? And how many working days is Mon–Wed next week "
                     "(4–6 Oct)?",
       [_aw("2027-09-30", 2), _lv("2027-10-04", "2027-10-06")], [
           (C, "en", "Earliest start: Tuesday 5 October. Oct 1 (Fri) is National Day and Oct 2–3 the weekend, so the 2 working "
                     "days after today are Oct 4 and Oct 5. Mon–Wed (4–6 Oct) is 3 working days, but Monday the 4th would be "
                     "too early with today's submission. The 2027 holidays are estimated — the schedule isn't published yet."),
           (C, "zh", "最早10月5日（周二）开始休；下周一至周三（10月4–6日）是3个工作日。国庆10月1日按推算放假，2027年安排尚未公布，仅供参考。"),
           (C, "en", "10/5 (Tue) at the earliest; 4–6 Oct = 3 working days. (Based on the statutory estimate; 2027's schedule isn't out yet.)"),
           # off by one
           (W, "en", "Earliest start: Monday 4 October (Oct 1–3 is the National Day break). Mon–Wed next week is 3 working days. "
                     "2027's schedule is an estimate."),
           # invented rule (a seven-day Golden Week)
           (W, "en", "Golden Week runs Oct 1–7, so Mon–Wed next week is 0 working days and the earliest start (2nd working day "
                     "after today: Oct 8, Oct 11) is Mon 11 Oct. "
                     "The 2027 schedule hasn't been published yet."),
           # wrong total
           (W, "en", "Earliest start is Tuesday 5 October; Mon–Wed (4–6 Oct) comes to 2 working days. Estimated, as 2027's "
                     "holidays aren't announced yet."),
           # missing estimate caveat
           (W, "en", "Earliest start: Tuesday 5 October (Oct 1 is National Day, Oct 2–3 the weekend). Mon–Wed next week is 3 working days."),
           # wrong weekday
           (W, "en", "Earliest start: Wednesday 5 October. 4–6 Oct is 3 working days. Note the 2027 holidays are estimated, not official."),
       ]),
    # 11. Today 2028-01-17 (Mon). 2028-01-24 (Mon) .. 02-04 (Fri): 6 working days (01-24; 01-31..02-04), 12 calendar
    # days; 春节 01-25 (除夕) .. 01-28 off (estimate: 2028 not published). Back 2028-02-07 (Mon).
    _d("2028-01-17", "春节前后我想请1月24日（周一）到2月4日（周五），要扣几天年假？哪天回来上班？",
       [_lv("2028-01-24", "2028-02-04"), _aw("2028-02-04", 1)], [
           (C, "zh", "扣6天：1月24日和1月31日至2月4日。春节按推算1月25日（除夕）至28日放假。2月7日（周一）回来上班。"
                     "2028年放假安排尚未公布，以上按法定节日推算，请以国务院公布为准。"),
           (C, "en", "6 days of annual leave (Jan 24, Jan 31–Feb 4); Spring Festival Jan 25–28 is estimated as holiday. Back on "
                     "Monday 7 Feb 2028. The 2028 schedule hasn't been announced, so this is an estimate."),
           (C, "zh", "| 日期 | 情况 |\n|---|---|\n| 1/24（周一） | 请假 |\n| 1/25–1/28 | 春节（推算） |\n| 1/29–1/30 | 周末 |\n"
                     "| 1/31–2/4 | 请假 |\n| 2/7（周一） | 返岗 |\n\n共扣 6 天。2028年安排未公布，仅供参考。"),
           # holiday counted as a working day (除夕)
           (W, "zh", "扣7天：除夕（1月25日）不放假要请，春节1月26日至28日放假；2月7日（周一）回来。2028年安排尚未公布，按推算。"),
           # calendar vs working days
           (W, "zh", "1月24日到2月4日共12天，扣12天年假，2月7日（周一）回来上班。2028年放假安排为推算。"),
           # wrong day back
           (W, "zh", "扣6天（春节1月25–28日按推算放假），2月8日（周二）回来上班。2028年安排尚未公布，仅供参考。"),
           # wrong year
           (W, "zh", "扣6天，春节1月25日至28日放假（推算），2027年2月7日（周一）回来上班。以国务院公布为准。"),
           # missing estimate caveat
           (W, "zh", "扣6天：1月24日，以及1月31日至2月4日；春节1月25日至28日放假。2月7日（周一）回来上班。"),
       ]),
    # 12. Today 2028-04-17 (Mon). 产假 158 natural days from 2028-04-26 (Wed): last day 2028-09-30 (Sat) (158 calendar
    # days, 111 working days); after it 10-01..03 国庆 (10-03 also 中秋; estimate) -> back 2028-10-04 (Wed).
    _d("2028-04-17", "My maternity leave is 158 calendar days (counted straight through, holidays included), starting "
                     "26 April 2028. What's the last day of leave, and which day am I back at work?",
       [_lv("2028-04-26", "2028-09-30"), _aw("2028-09-30", 1)], [
           (C, "en", "The last day of maternity leave is Saturday 30 September 2028. Oct 1–3 is National Day (Oct 3 is also "
                     "Mid-Autumn), so your first day back is Wednesday 4 October 2028. The 2028 holiday schedule hasn't been "
                     "published yet, so the return date is an estimate."),
           (C, "zh", "产假最后一天是2028年9月30日（周六）；10月1日至3日国庆（3日同时是中秋）按推算放假，10月4日（周三）回来上班。"
                     "2028年放假安排尚未公布，以官方为准。"),
           (C, "en", "Last day: 2028/09/30 (Sat). Back: 2028/10/04 (Wed). (Holidays for 2028 are estimated, not yet announced.)"),
           (C, "en", "Apr 26 + 158 days → leave ends Sat Sep 30, 2028 (that span has 111 working days). Back Wed Oct 4, after "
                     "the Oct 1–3 holiday — estimated, since 2028's official schedule isn't out."),
           # off by one
           (W, "en", "Last day of leave: Sunday 1 October 2028; Oct 1–3 is the National Day break (estimated — not yet "
                     "announced), so you're back on Wednesday 4 October."),
           # holiday counted as working -> wrong day back
           (W, "en", "Leave ends Saturday 30 September 2028, and you're back on Monday 2 October. The 2028 schedule is an estimate."),
           # invented rule (a seven-day National Day)
           (W, "en", "Leave ends Sat 30 Sep 2028. National Day is always Oct 1–7, so you're back on Monday 9 October. "
                     "2028's schedule hasn't been announced yet."),
           # missing estimate caveat
           (W, "en", "Last day of leave: Saturday 30 September 2028. Oct 1–3 is the National Day holiday, so you're back on "
                     "Wednesday 4 October 2028."),
       ]),
    # 13. Today 2028-12-11 (Mon). Dec 2028: 21 working days (no holidays); last working day 2028-12-29 (Fri)
    # (30–31 weekend); 2029-01-01 (Mon) 元旦 -> first working day 2029-01-02 (Tue). 2028/2029 estimated.
    _d("2028-12-11", "今年（2028年）最后一个工作日是哪天？12月一共有几个工作日？元旦后哪天开始上班？",
       [_lv("2028-12-01", "2028-12-31"), _aw("2028-12-28", 1), _aw("2028-12-31", 1)], [
           (C, "zh", "最后一个工作日是12月29日（周五），30、31日是周末；12月共21个工作日；2029年元旦1月1日（周一）放假，"
                     "1月2日（周二）上班。2028、2029年放假安排都尚未公布，以上为推算，以国务院通知为准。"),
           (C, "en", "Last working day of 2028: Friday 29 Dec. December has 21 working days. New Year's Day 2029 is Monday "
                     "Jan 1, so work resumes Tuesday Jan 2, 2029. These holiday dates are estimates — the official schedules "
                     "haven't been published."),
           (C, "zh", "十二月二十九日（星期五）；二十一个工作日；二〇二九年一月二日（星期二）上班。（以上按法定节日推算，仅供参考）"),
           (C, "zh", "- 最后工作日：2028-12-29（周五）\n- 12月工作日：21天\n- 元旦后上班：2029-01-02（周二）\n\n"
                     "2028/2029年安排尚未公布，按推算。"),
           # wrong date
           (W, "zh", "今年最后一个工作日是12月31日；12月共21个工作日；元旦后1月2日（周二）上班。以上为推算，以官方公布为准。"),
           # wrong total
           (W, "zh", "最后一个工作日是12月29日（周五）；12月共22个工作日；1月2日（周二）上班。2028、2029年安排尚未公布，按推算。"),
           # wrong day back
           (W, "zh", "最后一个工作日是12月29日（周五），12月共21个工作日；元旦后1月3日（周三）上班。放假安排为推算，仅供参考。"),
           # missing estimate caveat
           (W, "zh", "最后一个工作日是12月29日（周五）；12月共21个工作日；2029年元旦1月1日（周一）放假，1月2日（周二）上班。"),
       ]),
    # 14. Today 2026-09-28 (Mon). Payday = 5th working day: Oct 2026 -> 10-13 (Tue) (国庆 10-01..07 off; 10-10 Sat
    # make-up counted: 10-08, 09, 10, 12, 13); Nov -> 11-06 (Fri); Dec -> 12-07 (Mon). 2026 official.
    _d("2026-09-28", "我们工资在每月第5个工作日发。10月、11月、12月分别是哪天发？",
       [_aw("2026-09-30", 5), _aw("2026-10-31", 5), _aw("2026-11-30", 5)], [
           (C, "zh", "| 月份 | 发薪日 | 说明 |\n|---|---|---|\n| 10月 | 10月13日（周二） | 国庆1–7日放假，10月10日（周六）调休上班计入 |\n"
                     "| 11月 | 11月6日（周五） | |\n| 12月 | 12月7日（周一） | |"),
           (C, "zh", "10月13日（周二）、11月6日（周五）、12月7日（周一）。"),
           (C, "en", "Oct 13 (Tue), Nov 6 (Fri), Dec 7 (Mon). October's count includes Saturday Oct 10, a make-up working day "
                     "after the National Day holiday (Oct 1–7)."),
           (C, "zh", "1. 10/13（周二）：10/8、10/9、10/10（周六调休）、10/12、10/13\n2. 11/6（周五）\n3. 12/7（周一）"),
           # make-up day forgotten
           (W, "zh", "10月14日（周三）、11月6日（周五）、12月7日（周一）。10月要扣掉国庆1–7日放假。"),
           # wrong weekday
           (W, "zh", "10月13日（周二）、11月6日（周五）、12月7日（周二）。"),
           # off by one
           (W, "zh", "10月13日（周二）、11月5日（周四）、12月7日（周一）。"),
           # holiday counted as a working day
           (W, "zh", "10月7日（周三）、11月6日（周五）、12月7日（周一）。10月是1日、2日、5日、6日、7日这五个工作日，第5个是7日。"),
       ]),
    # 15. Today 2027-03-29 (Mon). Payday = 5th working day (estimate): Apr 2027 -> 04-08 (Thu) (清明 04-05 Mon off);
    # May -> 05-07 (Fri) (05-01..02 on a weekend); Jun -> 06-07 (Mon).
    _d("2027-03-29", "Payday is the 5th working day of each month. What are the paydays for April, May and June 2027?",
       [_aw("2027-03-31", 5), _aw("2027-04-30", 5), _aw("2027-05-31", 5)], [
           (C, "en", "| Month | Payday |\n|---|---|\n| April | Thu 8 Apr (Qingming, Mon 5 Apr, is off) |\n| May | Fri 7 May |\n"
                     "| June | Mon 7 Jun |\n\nThe 2027 holiday schedule hasn't been published yet, so these are estimates."),
           (C, "en", "8 Apr, 7 May and 7 Jun 2027 — estimated, as the official 2027 holidays aren't announced."),
           (C, "zh", "4月8日（周四）、5月7日（周五）、6月7日（周一）。清明4月5日按推算放假；2027年放假安排尚未公布，仅供参考。"),
           # holiday counted as a working day
           (W, "en", "April 7 (Wed), May 7 (Fri), June 7 (Mon). The 2027 schedule is not yet published; these are estimates."),
           # missing estimate caveat
           (W, "en", "April 8 (Thu) — Qingming on April 5 is a holiday; May 7 (Fri); June 7 (Mon)."),
           # estimate called official
           (W, "en", "Per the official 2027 holiday schedule: April 8 (Thu), May 7 (Fri), June 7 (Mon)."),
           # wrong weekday
           (W, "en", "Friday 8 April, Friday 7 May, Monday 7 June. (Estimated: 2027's holidays haven't been announced.)"),
           # off by one
           (W, "en", "Apr 8 (Thu), May 7 (Fri), Jun 4 (Fri). These use an estimate of the 2027 holidays, which aren't official yet."),
       ]),
    # 16. Today 2025-12-29 (Mon). 2025-12-31 (Wed) .. 2026-01-05 (Mon): 3 working days (12-31, 01-04 Sun make-up,
    # 01-05), 6 calendar days; 7.5-hour shifts -> 22.5 hours.
    _d("2025-12-29", "我每天排班7.5小时。想从12月31日请到明年1月5日，系统按小时扣假，要扣多少小时？",
       [_lv("2025-12-31", "2026-01-05")], [
           (C, "zh", "扣22.5小时：12月31日、1月4日（周日调休上班）、1月5日共3个工作日，每天7.5小时；元旦1月1日至3日放假不扣。"),
           (C, "en", "22.5 hours — 3 working days (Dec 31, Sun Jan 4 make-up day, Jan 5) × 7.5 h. Jan 1–3 is the New Year holiday."),
           (C, "zh", "３个工作日，共２２.５小时（６个自然日里元旦放假３天）。"),
           # make-up day forgotten
           (W, "zh", "扣15小时：只有12月31日和1月5日两个工作日，元旦1月1–3日放假，1月4日是周日。"),
           # calendar vs working days
           (W, "zh", "12月31日到1月5日共6天，6×7.5=45小时。"),
           # hours↔days slip (8-hour day)
           (W, "zh", "3个工作日（12月31日、1月4日调休、1月5日），按每天8小时算，扣24小时。"),
           # wrong total (arithmetic)
           (W, "zh", "3个工作日（含1月4日周日调休上班），3×7.5=21.5小时。"),
           # wrong weekday
           (W, "en", "3 working days: Wed Dec 31, Saturday Jan 4 (make-up day) and Mon Jan 5 — 22.5 hours in total."),
       ]),
    # 17. Today 2026-12-18 (Fri). 37.5 h TOIL / 7.5 h = 5 days from 2026-12-28 (Mon): 12-28, 29, 30, 31, 2027-01-04
    # (01-01 Fri 元旦 estimate, 01-02..03 weekend) -> last day off 2027-01-04 (Mon), back 2027-01-05 (Tue).
    _d("2026-12-18", "I have 37.5 hours of time off in lieu; a shift is 7.5 hours. If I use all of it starting Monday "
                     "28 December, what's my last day off and when am I back?",
       [_aw("2026-12-27", 5), _aw("2027-01-04", 1)], [
           (C, "en", "37.5 ÷ 7.5 = 5 shifts: Dec 28, 29, 30, 31 and Jan 4 (Jan 1 is New Year's Day, Jan 2–3 the weekend). "
                     "Last day off: Monday 4 January 2027; back Tuesday 5 January 2027. The 2027 holiday schedule hasn't "
                     "been published, so Jan 1 is an estimate."),
           (C, "en", "1. Hours → days: 37.5 / 7.5 = 5\n2. Days off: 28–31 Dec, 4 Jan (1 Jan holiday)\n3. Last day off: Mon 4 Jan 2027\n"
                     "4. Back: Tue 5 Jan 2027\n\n(2027 holidays estimated; not yet officially announced.)"),
           (C, "zh", "37.5小时 = 5个班。休12月28日至31日和1月4日，最后一天是2027年1月4日（周一），1月5日（周二）回来。"
                     "2027年元旦按推算放假，以官方公布为准。"),
           (C, "en", "Last day off Jan 4, back Tue Jan 5, 2027 (estimate — 2027 schedule not out yet)."),
           # holiday counted as a working day
           (W, "en", "5 shifts: Dec 28–31 and Fri Jan 1. Last day off Friday 1 January 2027, back Monday 4 January. "
                     "2027's holidays are estimated."),
           # hours↔days slip
           (W, "en", "37.5 ÷ 7.5 = 6 shifts: Dec 28–31, Jan 4 and Jan 5. Last day off Tuesday 5 January, back Wednesday "
                     "6 January 2027. This uses an estimate of the 2027 holidays."),
           # missing estimate caveat
           (W, "en", "5 shifts: Dec 28, 29, 30, 31 and Jan 4 (Jan 1 is New Year's Day). Last day off Mon 4 Jan 2027; back Tue 5 Jan."),
           # wrong weekday
           (W, "en", "5 shifts (Dec 28–31, Jan 4). Last day off Monday 4 January; back Wednesday 5 January 2027. "
                     "The 2027 schedule isn't published yet, so this is estimated."),
       ]),
    # 18. Today 2026-11-09 (Mon). Fri 2026-11-13 .. Mon 11-16: 2 working days, 4 calendar days; back 2026-11-17 (Tue).
    _d("2026-11-09", "I'm off from Friday 13/11 to Monday 16/11. How many days of leave is that, and when am I back?",
       [_lv("2026-11-13", "2026-11-16"), _aw("2026-11-16", 1)], [
           (C, "en", "2 days of leave (Fri 13 and Mon 16 Nov) — the weekend in between doesn't count. Back on Tuesday 17/11."),
           (C, "zh", "请2天（11月13日周五、11月16日周一），11月17日（周二）回来上班。"),
           (C, "en", "Two working days out of four calendar days; you're back on Tuesday, November 17, 2026."),
           # calendar vs working days
           (W, "en", "That's 4 days of leave (13–16 Nov); back on Tuesday 17 November."),
           # wrong day back
           (W, "en", "2 days of leave; you're back on Monday 16 November."),
           # off by one
           (W, "en", "3 working days of leave; back on Tuesday 17/11."),
           # wrong weekday
           (W, "en", "2 working days (13 and 16 Nov). Back on Wednesday 17/11."),
           # wrong year
           (W, "en", "2 days of leave (Fri 13 & Mon 16 Nov); back on Tuesday 17 November 2025."),
       ]),
    # 19. Today 2026-10-12 (Mon). Balance 15. 10-19..21 (Mon–Wed): 3; 11-02..06: 5; 2026-12-30 (Wed) .. 2027-01-04
    # (Mon): 3 (12-30, 12-31, 01-04; 01-01 元旦 estimate; 01-02..03 weekend). Total 11, 4 left.
    _d("2026-10-12", "我年假还有15天，打算请三段：10月19日–21日（周一至周三）、11月2日–6日、12月30日–明年1月4日。"
                     "每段扣几天？总共几天？请完还剩几天？",
       [_lv("2026-10-19", "2026-10-21"), _lv("2026-11-02", "2026-11-06"), _lv("2026-12-30", "2027-01-04")], [
           (C, "zh", "| 时间段 | 扣年假 |\n|---|---|\n| 10/19–10/21 | 3 |\n| 11/2–11/6 | 5 |\n| 12/30–1/4 | 3（1月1日元旦，2、3日周末） |\n"
                     "| 合计 | 11 |\n| 剩余 | 4 |\n\n第三段跨到2027年，元旦按推算，2027年放假安排尚未公布，以官方为准。"),
           (C, "zh", "3 + 5 + 3 = 11天，剩4天（第三段跨2027年元旦，按推算，仅供参考）。"),
           (C, "en", "3 days (Oct 19–21), 5 days (Nov 2–6) and 3 days (Dec 30, Dec 31, Jan 4 — Jan 1 is New Year's Day, "
                     "estimated since 2027's schedule isn't published). 11 in total, 4 left."),
           (C, "zh", "1. 10月19日–21日：3天\n2. 11月2日–6日：5天\n3. 12月30日–1月4日：3天（12月30日、31日、1月4日）\n\n"
                     "共十一天，剩四天。2027年元旦为推算，以国务院公布为准。"),
           # holiday counted as a working day
           (W, "zh", "第一段3天、第二段5天、第三段4天（12月30日、31日、1月1日、1月4日），共12天，剩3天。2027年安排为推算。"),
           # wrong remainder
           (W, "zh", "3天、5天、3天，共11天，剩5天。第三段的2027年元旦按推算，以官方公布为准。"),
           # calendar vs working days (third request)
           (W, "zh", "3天、5天、6天（12月30日到1月4日），共14天，剩1天。2027年放假安排尚未公布，仅供参考。"),
           # missing estimate caveat
           (W, "zh", "第一段3天，第二段5天，第三段3天（1月1日元旦放假，2、3日周末），共11天，还剩4天。"),
       ]),
    # 20. Today 2027-09-20 (Mon). Leave 2027-09-27 (Mon) .. 10-08 (Fri): 9 working days, 12 calendar days; 国庆 10-01
    # (Fri) off, 10-02..03 weekend (estimate). 3 working days' notice: latest submission 2027-09-22 (Wed).
    _d("2027-09-20", "我想从9月27日（周一）请到10月8日（周五），要提前3个工作日申请（不算提交当天）。最晚哪天交？扣几天年假？",
       [_aw("2027-09-27", -3), _lv("2027-09-27", "2027-10-08")], [
           (C, "zh", "最晚9月22日（周三）提交（之后第3个工作日正好是27日）；扣9天年假：10月1日（周五）国庆按推算放假，2、3日是周末。"
                     "2027年放假安排尚未公布，以上为推算，以国务院通知为准。"),
           (C, "en", "Submit by Wednesday 22 September at the latest. The leave costs 9 working days (12 calendar days; "
                     "Oct 1 National Day is estimated as a holiday — the 2027 schedule isn't published yet)."),
           (C, "zh", "9/22（周三）前提交；9个工作日、12个自然日。（2027年的安排是推算的，以国务院公布为准）"),
           # off by one
           (W, "zh", "最晚9月23日（周四）提交；扣9天年假（10月1日国庆按推算放假）。2027年安排尚未公布，仅供参考。"),
           # holiday counted as a working day
           (W, "zh", "最晚9月22日（周三）提交；9月27日到10月8日除去周末共10个工作日，扣10天。2027年放假安排为推算。"),
           # estimate called official
           (W, "zh", "按国务院已公布的2027年国庆安排（只放10月1日至3日），最晚9月22日（周三）提交，扣9天年假。"),
           # calendar vs working days
           (W, "zh", "最晚9月22日（周三）提交；9月27日到10月8日共12天，扣12天年假。2027年安排尚未公布，按推算。"),
           # wrong weekday
           (W, "zh", "最晚9月22日（周二）提交；扣9天年假，10月1日国庆按推算放假。2027年放假安排尚未公布，以官方为准。"),
       ]),
]
