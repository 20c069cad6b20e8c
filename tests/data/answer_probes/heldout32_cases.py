"""The thirty-second held-out probe set, calendar part: questions, the date-tool calls a model would make,
and final answers written by hand after reading the calls' REAL results (make_heldout32.py runs the calls
and writes heldout32.jsonl). Written blind: the writer never read the answer check's code, its prompts,
its tests or any earlier set's answers (only heldout4_cases.py's helpers), and never ran the check on this set.

Material no earlier set used: a payroll that closes on the 20th and moves FORWARD to the next working day
(July 2026 to June 2027, a table; 9月20日 2026 is a Sunday but a 国庆 调休上班日, so it does not move);
158 calendar days of 产假 ending in 2027 and the first working day after them (one ends on the estimated
春节 2027, one on a Saturday); the 3rd working day of each month of Q1 2027; an on-call rota every third
calendar day through October 2026 (holidays, the 10月10日 make-up Saturday, plain weekends); the working
days from 24 December 2026 to 4 January 2027; 6-month probations ending on a Saturday and on 国庆 (the
confirmation talk 3 working days before the last working day of probation); the last Friday of each
month of H2 2026 (9月25日 is 中秋); 端午 2026 and the working days around it; 清明 2027 (estimated) with
2 days of leave bridging it, before and after; the weekend working days of Q4 2026; 'two weeks from
Monday' against '10 working days from Monday' (across 国庆 2026 and across 元旦 2027); expiring 年假
with the working days left in December 2026; the statutory holiday days of 2026 (13, not the 33 days off).

Shapes: Markdown tables, numbered steps, bullet lists, one short sentence, long explanations, answers
with extra true facts. Forms: 2026.07.31 / 2027.02.05, 27/3/2027 (said to be d/m), 7/20 and 4/5 (said to
be m/d), Oct 14 / 14 Oct / Jan 20, 2027, 全角数字, 中文数字 (二〇二七年二月五日, 二十三个), weekdays in brackets,
星期三 / 周三 / 礼拜三 / Wed / Weds, 下周三, 每周三, Q4 / 第四季度 / 2026Q4, the 10th business day /
第10个工作日 / 10 WD / T+10, EOD, 18:00 Thursday / Fri 18:00, mixed Chinese and English; about 40% English.

Errors (one per wrong answer): wrong date, wrong weekday, off by one (counting the start day, or the end
day itself), natural vs working days confused, a holiday counted as a working day (or the reverse), a
调休上班日 treated as a rest day (or the reverse), the wrong quarter, a moved deadline moved the wrong
way, wrong total, wrong year, missing estimate caveat, an estimate called official, a 2026 fact called an
estimate, an invented rule.

Never tuned on: every case is report.

Audit (calendar part): a second blind helper rebuilt the tool results and judged all 160 answers one by one
against them, chinese_calendar (2026), the repo's workcalendar estimate (2027), datetime weekdays, arithmetic
and the bundled handbook (9:00-18:00, 8-hour day; 年假 carry-over of at most 5 days to 3月31日). All 70 correct
answers were right, complete and caveated where they rest on 2027; no label changed. Five wrong answers were
made unambiguous: the 22/10 working days "after today" (both true statements; the questions count today) now
claim to count today; "counting Monday as day 1" (a true conditional) now says "not counting Monday itself";
the 11月8日 probation end now says the start day counts as day 1 (so it cannot pass as the civil-code reading);
the invented carry-over rule now says to 31 December 2027 (to 31 March matched the bundled handbook). Kept as
defensible: 6 months from 5月8日/4月2日 end 11月7日/10月1日 (HR practice); 10月4日/7日 called 法定节假日 in
the rota case (the tool lists 10-01..10-07 as such). Final: 20 questions, 160 answers, 70 correct, 90 wrong."""
from __future__ import annotations

from heldout4_cases import CAV, CAV2, CAV_EN, C, W, _d


def _next(d):
    """The first working day after `d` (a rest-day 20th moves forward to it)."""
    return ("add_workdays", {"date": d, "days": 1})


def _add(d, n):
    return ("add_workdays", {"date": d, "days": n})


def _count(a, b):
    return ("calculate_leave_days", {"start_date": a, "end_date": b})


_PAY_MONTHS = ["2026-07", "2026-08", "2026-09", "2026-10", "2026-11", "2026-12",
               "2027-01", "2027-02", "2027-03", "2027-04", "2027-05", "2027-06"]
_PAY_TABLE_ZH = ("| 月份 | 截止日 | 说明 |\n|---|---|---|\n"
                 "| 2026年7月 | 7月20日（周一） | 当天截止 |\n| 2026年8月 | 8月20日（周四） | 当天截止 |\n"
                 "| 2026年9月 | 9月20日（周日） | 国庆调休上班日，照常截止 |\n| 2026年10月 | 10月20日（周二） | 当天截止 |\n"
                 "| 2026年11月 | 11月20日（周五） | 当天截止 |\n| 2026年12月 | 12月21日（周一） | 20日是周日，顺延 |\n"
                 "| 2027年1月 | 1月20日（周三） | 当天截止 |\n| 2027年2月 | 2月22日（周一） | 20日是周六，顺延 |\n"
                 "| 2027年3月 | 3月22日（周一） | 20日是周六，顺延 |\n| 2027年4月 | 4月20日（周二） | 当天截止 |\n"
                 "| 2027年5月 | 5月20日（周四） | 当天截止 |\n| 2027年6月 | 6月21日（周一） | 20日是周日，顺延 |\n")

CALENDAR_CASES = [
    # Payroll closes on the 20th, moved forward to the next working day: 2026-07-20 Mon, 08-20 Thu, 09-20 Sun
    # (a 国庆 调休上班日: no move), 10-20 Tue, 11-20 Fri, 12-21 Mon (20th a Sunday), 2027-01-20 Wed, 02-22 Mon
    # (20th Sat), 03-22 Mon (20th Sat), 04-20 Tue, 05-20 Thu, 06-21 Mon (20th Sun). 2027 is an estimate.
    _d("2026-06-29", "我们工资每月20日截止核算，20日如果是休息日就顺延到下一个工作日。2026年7月到2027年6月每个月的截止日分别是哪天？列个表。",
       [_next(m + "-19") for m in _PAY_MONTHS],
       [(C, "zh", _PAY_TABLE_ZH + "\n注意：9月20日虽然是周日，但它是国庆节调休上班日，所以当天就截止，不用顺延。" + CAV),
        (C, "en", "Cut-off dates, July 2026 – June 2027:\n- Jul 20 (Mon)\n- Aug 20 (Thu)\n"
                  "- Sep 20 (Sun) — a make-up working day for National Day, so no move\n- Oct 20 (Tue)\n- Nov 20 (Fri)\n"
                  "- Dec 21 (Mon) — the 20th is a Sunday\n- Jan 20, 2027 (Wed)\n- Feb 22, 2027 (Mon) — the 20th is a Saturday\n"
                  "- Mar 22, 2027 (Mon) — the 20th is a Saturday\n- Apr 20, 2027 (Tue)\n- May 20, 2027 (Thu)\n"
                  "- Jun 21, 2027 (Mon) — the 20th is a Sunday\n" + CAV_EN.strip()),
        (C, "zh", "大部分月份就是20日当天。需要顺延的只有4个月：2026年12月→12月21日（周一），2027年2月→2月22日（周一），"
                  "2027年3月→3月22日（周一），2027年6月→6月21日（周一）。2026年9月20日是周日，但属于国庆调休上班日，"
                  "当天照常截止。其余月份（2026年7、8、10、11月，2027年1、4、5月）都在20日当天截止。" + CAV2),
        (C, "en", "Dates below are m/d.\n\n| Month | Close | Note |\n|---|---|---|\n| Jul 2026 | 7/20 Mon | |\n"
                  "| Aug 2026 | 8/20 Thu | |\n| Sep 2026 | 9/20 Sun | 调休上班日 (working day) |\n| Oct 2026 | 10/20 Tue | |\n"
                  "| Nov 2026 | 11/20 Fri | |\n| Dec 2026 | 12/21 Mon | moved from Sun |\n| Jan 2027 | 1/20 Wed | |\n"
                  "| Feb 2027 | 2/22 Mon | moved from Sat |\n| Mar 2027 | 3/22 Mon | moved from Sat |\n| Apr 2027 | 4/20 Tue | |\n"
                  "| May 2027 | 5/20 Thu | |\n| Jun 2027 | 6/21 Mon | moved from Sun |\n\n"
                  "The 2027 rows rest on an estimate: the official 2027 holiday schedule has not been announced yet."),
        # wrong: the 调休上班日 9月20日 treated as a rest day
        (W, "zh", _PAY_TABLE_ZH.replace("| 9月20日（周日） | 国庆调休上班日，照常截止 |", "| 9月21日（周一） | 20日是周日，顺延 |") + CAV),
        # wrong: December moved back instead of forward
        (W, "en", "Most months close on the 20th itself. The exceptions: Dec 2026 closes Fri Dec 18 (the 20th is a Sunday); "
                  "Feb 2027 → Mon Feb 22; Mar 2027 → Mon Mar 22; Jun 2027 → Mon Jun 21. Sep 20, 2026 is a Sunday but a "
                  "make-up working day, so September closes that day." + CAV_EN),
        # wrong: no caveat on the 2027 rows
        (W, "zh", _PAY_TABLE_ZH + "\n9月20日是国庆调休上班日，照常截止。"),
        # wrong: weekday (2027-01-20 is a Wednesday)
        (W, "zh", "截止日：7月20日（周一）、8月20日（周四）、9月20日（周日，调休上班）、10月20日（周二）、11月20日（周五）、"
                  "12月21日（周一）、2027年1月20日（周四）、2月22日（周一）、3月22日（周一）、4月20日（周二）、5月20日（周四）、"
                  "6月21日（周一）。" + CAV)]),
    # September 2026: the 20th is a Sunday but a 国庆 调休上班日 -> closes Sun 2026-09-20. December 2026: the 20th is a
    # Sunday -> Mon 2026-12-21.
    _d("2026-09-14", "Payroll closes on the 20th and moves forward to the next working day when the 20th is a rest day. "
                     "When does it close this September, and in December 2026?",
       [_next("2026-09-19"), _next("2026-12-19")],
       [(C, "en", "September closes on Sunday 20 Sep itself: that Sunday is a make-up working day (调休上班) for National "
                  "Day, so nothing moves. December 20 is a Sunday, so December's close moves forward to Monday 21 Dec."),
        (C, "zh", "9月：20日（周日）是国庆调休上班日，当天就截止；12月：20日是周日，顺延到12月21日（周一）。"),
        (C, "zh", "9月20日（周日，调休上班日）和12月21日（周一）。"),
        # wrong: the 调休上班日 treated as a rest day
        (W, "en", "Both 20ths are Sundays, so both move forward: September to Monday 21 Sep and December to Monday 21 Dec."),
        # wrong: December moved back
        (W, "zh", "9月20日（周日）是调休上班日，当天截止；12月20日是周日，往前挪到12月18日（周五）截止。"),
        # wrong: weekday (2026-12-20 is a Sunday)
        (W, "zh", "9月：20日周日是补班日，当天截止。12月：20日是周六，顺延到12月21日（周一）。"),
        # wrong: date (the next working day after Sun 12-20 is Mon 12-21)
        (W, "zh", "9月就在20日（周日，国庆调休上班）截止；12月20日是周日，顺延到12月22日（周二）。"),
        # wrong: an ordinary Sunday treated as a 调休上班日
        (W, "en", "Neither month moves: Sun 20 Sep and Sun 20 Dec are both make-up working days, so payroll closes on the "
                  "20th both times.")]),
    # 产假 158 calendar days from Tue 2026-09-01: last day Fri 2027-02-05 (estimated 春节 holiday 2-5..2-8), first working
    # day after: Tue 2027-02-09 (estimate). 108 working days inside.
    _d("2026-08-20", "我9月1日开始休产假，一共158天（自然日），产假到哪天结束？哪天回来上班？",
       [_count("2026-09-01", "2027-02-05"), _next("2027-02-05")],
       [(C, "zh", "1. 9月1日算第1天，数满158个自然日，最后一天是2027年2月5日（周五）。\n"
                  "2. 按推算，2027年2月5日至8日是春节假期，所以第一个工作日是2月9日（周二），那天回来上班。\n"
                  "3. 2027年放假安排尚未公布，2月9日是按法定节日推算的，以国务院公布为准。"),
        (C, "en", "Your leave runs from 1 Sep 2026 to Fri 5 Feb 2027 (158 calendar days). The estimated 2027 Spring Festival "
                  "holiday covers 5–8 Feb, so your first working day back is Tue 9 Feb 2027." + CAV_EN),
        (C, "zh", "产假至二〇二七年二月五日（星期五）止，二月九日（星期二）回来上班。" + CAV2),
        (C, "zh", "Last day: 2027.02.05 (Fri)。返岗：2027.02.09 (Tue)，因为按推算2月5日到8日是春节假期。这158天里有108个工作日。"
                  "注意：2027年放假安排尚未公布，以上是推算。"),
        # wrong: off by one (the start day not counted)
        (W, "zh", "9月1日之后数158天，产假到2027年2月6日（周六）结束，按推算春节放到2月8日，2月9日（周二）回来上班。" + CAV2),
        # wrong: an estimated 春节 day treated as a working day
        (W, "en", "Leave ends Fri 5 Feb 2027 and you're back on Monday 8 Feb 2027." + CAV_EN),
        # wrong: no caveat
        (W, "zh", "产假最后一天是2027年2月5日（周五），2月5日到8日春节放假，2月9日（周二）回来上班。"),
        # wrong: estimate called official
        (W, "en", "Last day of leave: Friday 5 February 2027. According to the official 2027 holiday schedule, Spring "
                  "Festival is 5–8 February, so you return on Tuesday 9 February 2027.")]),
    # 产假 158 calendar days from Wed 2026-10-21: last day Sat 2027-03-27; first working day Mon 2027-03-29 (estimate).
    # 110 working days inside.
    _d("2026-10-12", "My maternity leave is 158 calendar days starting Wednesday 21 October 2026. What is my last day of leave "
                     "and my first working day back?",
       [_count("2026-10-21", "2027-03-27"), _next("2027-03-27")],
       [(C, "en", "Your last day of leave is Saturday 27 March 2027, and your first working day back is Monday 29 March 2027. "
                  "Note that the 2027 holiday schedule hasn't been announced yet, so the return date is an estimate."),
        (C, "zh", "产假最后一天是2027年3月27日（周六），3月29日（周一）回来上班。" + CAV),
        (C, "en", "Last day 27/3/2027 (d/m, a Saturday); back on 29/3/2027, Monday. The 158 days contain 110 working days."
                  + CAV_EN),
        # wrong: off by one (157 days)
        (W, "zh", "从2026年10月21日起158个自然日，到2027年3月26日（周五）结束，3月29日（周一）回来上班。" + CAV),
        # wrong: a Sunday treated as a working day
        (W, "zh", "产假到2027年3月27日（周六）结束，第二天3月28日（周日）回来上班。" + CAV2),
        # wrong: estimate called official
        (W, "en", "Last day: Sat 27 Mar 2027. First day back: Mon 29 Mar 2027. The 2027 holiday schedule is official, "
                  "so these dates are final."),
        # wrong: no caveat
        (W, "zh", "最后一天2027年3月27日（星期六），3月29日（星期一）上班。"),
        # wrong: weekday (2027-03-27 is a Saturday)
        (W, "zh", "产假到2027年3月27日（周五）结束，第一个工作日是3月29日（周一）。" + CAV2)]),
    # 3rd working day of each month of Q1 2027 (estimate): Jan -> Wed 01-06 (01-01 元旦 skipped), Feb -> Wed 02-03,
    # Mar -> Wed 03-03.
    _d("2026-12-10", "Our monthly reports are due on the 3rd working day of each month. What are those dates in Q1 2027?",
       [_add("2026-12-31", 3), _add("2027-01-31", 3), _add("2027-02-28", 3)],
       [(C, "en", "Jan 6, Feb 3 and Mar 3, 2027 — all Wednesdays. In January, New Year's Day (Fri Jan 1) is off, so the "
                  "count starts on Mon Jan 4." + CAV_EN),
        (C, "zh", "2027年第一季度：1月6日（礼拜三）、2月3日（礼拜三）、3月3日（礼拜三）。" + CAV),
        (C, "en", "Weds 6 Jan, Weds 3 Feb and Weds 3 Mar 2027 (an estimate: the 2027 holiday notice isn't out yet)."),
        (C, "zh", "１月６日（周三）、２月３日（周三）、３月３日（周三）——正好都是周三，每周三开例会的话要错开。" + CAV2),
        # wrong: 元旦 counted as a working day
        (W, "en", "Tue Jan 5, Wed Feb 3 and Wed Mar 3, 2027." + CAV_EN),
        # wrong: off by one in February
        (W, "zh", "1月6日（周三）、2月4日（周四）、3月3日（周三）。" + CAV),
        # wrong: no caveat
        (W, "zh", "2027年第一季度每月第3个工作日：1月6日（星期三）、2月3日（星期三）、3月3日（星期三）。"),
        # wrong: weekday (2027-03-03 is a Wednesday)
        (W, "en", "Wed 6 Jan, Wed 3 Feb and Thu 3 Mar 2027." + CAV_EN)]),
    # Rota every third day from 2026-10-01: 10-01 Thu, 04 Sun, 07 Wed (国庆 holidays), 10 Sat (调休上班日), 13 Tue, 16 Fri,
    # 19 Mon, 22 Thu, 28 Wed (working days), 25 Sun, 31 Sat (plain weekends). 11 shifts.
    _d("2026-09-25", "10月1日起每三天值一次班（1号、4号、7号……一直排到31号）。这些值班日里哪些是法定节假日，哪些是调休上班日？",
       [_count("2026-10-01", "2026-10-31")],
       [(C, "zh", "| 值班日 | 星期 | 性质 |\n|---|---|---|\n| 10月1日 | 周四 | 法定节假日（国庆） |\n"
                  "| 10月4日 | 周日 | 法定节假日（国庆） |\n| 10月7日 | 周三 | 法定节假日（国庆） |\n| 10月10日 | 周六 | 调休上班日 |\n"
                  "| 10月13日 | 周二 | 工作日 |\n| 10月16日 | 周五 | 工作日 |\n| 10月19日 | 周一 | 工作日 |\n| 10月22日 | 周四 | 工作日 |\n"
                  "| 10月25日 | 周日 | 普通周末 |\n| 10月28日 | 周三 | 工作日 |\n| 10月31日 | 周六 | 普通周末 |"),
        (C, "zh", "一共11个值班日：10月1日、4日、7日在国庆假期里（法定节假日）；10月10日（周六）是调休上班日；"
                  "13、16、19、22、28日是普通工作日，25日（周日）和31日（周六）是普通周末。"),
        (C, "en", "Holidays: Oct 1, Oct 4 and Oct 7 (National Day break, Oct 1–7). Make-up working day: Sat Oct 10. The other "
                  "shifts (13, 16, 19, 22, 25, 28, 31 Oct) are ordinary days — the 25th and 31st are plain weekend days."),
        (C, "zh", "按月/日写：10/1、10/4、10/7 是法定节假日（国庆），10/10 是调休上班日，其余值班日都不是节假日。"),
        # wrong: a holiday counted as a working day
        (W, "zh", "法定节假日：10月1日、10月4日；调休上班日：10月7日和10月10日。其余是普通日子。"),
        # wrong: the 调休上班日 treated as a rest day
        (W, "en", "Holidays: Oct 1, 4 and 7. None of the shifts is a make-up working day — Oct 10 is an ordinary Saturday."),
        # wrong: date of the make-up day
        (W, "zh", "10月1日、4日、7日是国庆法定节假日；调休上班日是10月11日（周日）。"),
        # wrong: total (only 6 shifts fall on working days)
        (W, "en", "Holidays: Oct 1, 4, 7. Make-up working day: Sat Oct 10. That leaves 8 of the 11 shifts on working days.")]),
    # Same rota seen from 2026-09-28 (Mon): working-day shifts 10-10 (调休), 13, 16, 19, 22, 28 = 6; rest-day shifts
    # 10-01, 04, 07 (国庆), 25 Sun, 31 Sat = 5. 下周三 = 10-07 (a holiday shift).
    _d("2026-09-28", "I'm on call every third calendar day from 1 October through 31 October 2026 (1, 4, 7 … 31). How many of "
                     "those shifts are on working days and how many on rest days?",
       [_count("2026-10-01", "2026-10-31")],
       [(C, "en", "6 on working days (Sat 10 Oct is a make-up working day, plus 13, 16, 19, 22 and 28 Oct) and 5 on rest "
                  "days (1, 4 and 7 Oct in the National Day break, Sun 25 Oct and Sat 31 Oct)."),
        (C, "zh", "11个值班日里，6个是工作日（10月10日调休上班，13、16、19、22、28日），5个是休息日（1、4、7日国庆假期，"
                  "25日周日、31日周六）。下周三（10月7日）那班就在假期里。"),
        (C, "en", "11 shifts:\n- Working days (6): Sat 10 Oct (make-up), Tue 13, Fri 16, Mon 19, Thu 22, Wed 28 Oct\n"
                  "- Rest days (5): Thu 1, Sun 4, Wed 7 Oct (holidays), Sun 25, Sat 31 Oct"),
        # wrong: the 调休上班日 treated as a rest day
        (W, "en", "5 working days (13, 16, 19, 22, 28 Oct) and 6 rest days (1, 4, 7, 10, 25, 31 Oct)."),
        # wrong: a holiday counted as a working day
        (W, "zh", "7个在工作日（10月7日节后上班，10日调休，13、16、19、22、28日），4个在休息日（1日、4日、25日、31日）。"),
        # wrong: weekday (2026-10-25 is a Sunday)
        (W, "en", "6 working-day shifts (10, 13, 16, 19, 22, 28 Oct) and 5 rest-day shifts: 1, 4 and 7 Oct (National Day), "
                  "Sat 25 Oct and Sat 31 Oct."),
        # wrong: total (10-31 left out)
        (W, "zh", "一共10个值班日：6个工作日（10日调休上班、13、16、19、22、28日），4个休息日（1、4、7日国庆，25日周日）。"),
        # wrong: a 2026 (official) fact called an estimate
        (W, "zh", "6个值班日在工作日，5个在休息日。不过2026年国庆的放假安排目前只是推算，国务院还没公布，以后要再核对。")]),
    # 2026-12-24 .. 2027-01-04 inclusive: 7 working days (12-24, 25, 28, 29, 30, 31, 01-04); 12 calendar days;
    # 2027-01-01 元旦 (estimate).
    _d("2026-12-14", "12月24日到2027年1月4日（含首尾）一共几个工作日？",
       [_count("2026-12-24", "2027-01-04")],
       [(C, "zh", "共7个工作日（自然日12天）：12月24、25、28、29、30、31日和1月4日；1月1日元旦按推算放假。" + CAV2),
        (C, "en", "7 working days. The span is 12 calendar days; the weekends and New Year's Day (Fri 1 Jan 2027) are off."
                  + CAV_EN),
        (C, "zh", "七个工作日。" + CAV),
        (C, "zh", "| 年份 | 工作日 |\n|---|---|\n| 2026（Dec 24–31） | 6 |\n| 2027（Jan 1–4） | 1（只有 Jan 4，Mon） |\n"
                  "| 合计 | 7 |\n\n2027年元旦是按推算放1月1日一天，官方安排还没公布。"),
        # wrong: 元旦 counted as a working day
        (W, "zh", "一共8个工作日：12月24、25、28、29、30、31日和1月1日、1月4日。" + CAV2),
        # wrong: natural days given as working days
        (W, "en", "12 working days, from Thu 24 Dec 2026 through Mon 4 Jan 2027." + CAV_EN),
        # wrong: no caveat
        (W, "zh", "一共7个工作日：12月24、25、28—31日，加上1月4日（1月1日元旦放假）。"),
        # wrong: off by one (the end day left out)
        (W, "zh", "6个工作日：12月24、25、28、29、30、31日；1月1日是元旦。" + CAV)]),
    # Probation 6 months from Fri 2026-05-08: ends Sat 2026-11-07 (not moved); last working day of probation Fri 11-06;
    # 3 working days before it: 11-05, 11-04, 11-03 -> talk Tue 2026-11-03.
    _d("2026-05-08", "新同事今天入职，试用期6个月。试用期到哪天结束？转正面谈定在试用期最后一个工作日往前数第3个工作日，是哪天？",
       [_add("2026-11-07", -3), _add("2026-11-03", 3)],
       [(C, "zh", "试用期到2026年11月7日（周六）结束；试用期最后一个工作日是11月6日（周五），往前数3个工作日是11月3日（周二），"
                  "转正面谈就定在11月3日。"),
        (C, "en", "Probation runs 8 May – Saturday 7 Nov 2026. Its last working day is Fri 6 Nov; counting back three working "
                  "days (5, 4, 3 Nov) gives Tuesday 3 Nov for the confirmation talk."),
        (C, "zh", "11月7日（星期六）结束，面谈在11月3日（星期二）。"),
        (C, "zh", "End: Nov 7 (Sat)；最后一个工作日 Nov 6 (Fri)；面谈：Nov 3 (Tue)，之后还有 4、5、6 日三个工作日。"),
        # wrong: off by one (6 months end 11-07)
        (W, "zh", "入职当天算第1天，试用期到11月8日（周日）结束，最后一个工作日是11月6日（周五），面谈在11月3日（周二）。"),
        # wrong: off by one (counted back from the end date, not the last working day)
        (W, "en", "Probation ends Saturday 7 Nov 2026; counting back three working days from there (6, 5, 4 Nov) puts the "
                  "talk on Wednesday 4 Nov."),
        # wrong: an invented rule (a probation end never moves)
        (W, "zh", "试用期满是11月7日（周六），按规定试用期结束日遇到周末要提前到周五，所以试用期11月6日结束；面谈11月3日（周二）。"),
        # wrong: weekday (2026-11-07 is a Saturday)
        (W, "en", "Probation ends Sunday 7 Nov 2026; the last working day is Fri 6 Nov and the talk is Tue 3 Nov.")]),
    # Probation 6 months from Thu 2026-04-02: ends Thu 2026-10-01 (国庆); last working day Wed 09-30; 3 working days
    # before it: 09-29, 09-28, then 09-24 (09-25..27 中秋) -> talk Thu 2026-09-24.
    _d("2026-04-02", "A new hire starts today on a 6-month probation. When does probation end, and when is the confirmation "
                     "talk if it is held 3 working days before the last working day of probation?",
       [_add("2026-10-01", -3), _count("2026-09-24", "2026-09-30")],
       [(C, "en", "Probation ends Thursday 1 Oct 2026 — that's National Day, so its last working day is Wed 30 Sep. Counting "
                  "back three working days (29 Sep, 28 Sep, then 24 Sep, because 25–27 Sep is the Mid-Autumn break) puts the "
                  "talk on Thursday 24 Sep."),
        (C, "zh", "试用期到2026年10月1日（周四，国庆假期）结束，最后一个工作日是9月30日（周三）；往前数3个工作日：9月29日、28日，"
                  "中秋9月25—27日放假，再往前是24日，所以面谈在9月24日（周四）。"),
        (C, "en", "Ends 1 Oct 2026 (a holiday); talk on Thu 24 Sep."),
        # wrong: 中秋 counted as a working day
        (W, "en", "Probation ends Thu 1 Oct 2026; last working day Wed 30 Sep, so the talk is Fri 25 Sep."),
        # wrong: off by one (counted back from 10-01 itself)
        (W, "zh", "试用期10月1日（周四）结束，从10月1日往前数3个工作日：9月30日、29日、28日，面谈在9月28日（周一）。"),
        # wrong: end date (6 months from 04-02 end on 10-01)
        (W, "zh", "试用期到2026年9月30日（周三）结束，这天也是最后一个工作日；面谈在9月24日（周四）。"),
        # wrong: a 中秋 rest day treated as a 调休上班日
        (W, "zh", "试用期到10月1日结束，最后一个工作日9月30日；9月27日（周日）是调休上班日，往前数29日、28日、27日，面谈在9月27日。"),
        # wrong: weekday (2026-10-01 is a Thursday)
        (W, "en", "Probation ends Friday 1 Oct 2026 (National Day); the last working day is Wed 30 Sep and the talk is "
                  "Thu 24 Sep.")]),
    # Last Fridays of H2 2026: 07-31, 08-28, 09-25 (中秋 holiday, not a working day), 10-30, 11-27, 12-25 (working days).
    _d("2026-07-01", "下半年每个月最后一个周五搞团队日。2026年7到12月的最后一个周五分别是几号？是不是工作日？",
       [_count(d, d) for d in ["2026-07-31", "2026-08-28", "2026-09-25", "2026-10-30", "2026-11-27", "2026-12-25"]],
       [(C, "zh", "| 月份 | 最后一个周五 | 是否工作日 |\n|---|---|---|\n| 7月 | 7月31日 | 是 |\n| 8月 | 8月28日 | 是 |\n"
                  "| 9月 | 9月25日 | 否（中秋节放假） |\n| 10月 | 10月30日 | 是 |\n| 11月 | 11月27日 | 是 |\n| 12月 | 12月25日 | 是 |"),
        (C, "en", "Jul 31, Aug 28, Sep 25 (Mid-Autumn Festival — a holiday, not a working day), Oct 30, Nov 27 and Dec 25 "
                  "(Christmas, but an ordinary working day in China). All except Sep 25 are working days."),
        (C, "zh", "七月三十一日、八月二十八日、九月二十五日、十月三十日、十一月二十七日、十二月二十五日；除九月二十五日（中秋节）放假外，"
                  "其余都是工作日。"),
        (C, "en", "Working days: 2026.07.31, 2026.08.28, 2026.10.30, 2026.11.27, 2026.12.25. Not a working day: 2026.09.25 "
                  "(中秋节)."),
        # wrong: 中秋 counted as a working day
        (W, "zh", "| 月份 | 最后一个周五 | 是否工作日 |\n|---|---|---|\n| 7月 | 7月31日 | 是 |\n| 8月 | 8月28日 | 是 |\n"
                  "| 9月 | 9月25日 | 是 |\n| 10月 | 10月30日 | 是 |\n| 11月 | 11月27日 | 是 |\n| 12月 | 12月25日 | 是 |"),
        # wrong: date (the last Friday of December is the 25th)
        (W, "en", "Jul 31, Aug 28, Sep 25 (Mid-Autumn holiday, not a working day), Oct 30, Nov 27 and Dec 18 — all working "
                  "days except Sep 25."),
        # wrong: a working day called a holiday
        (W, "zh", "7月31日、8月28日、11月27日、12月25日是工作日；9月25日（中秋）和10月30日（国庆）放假，不是工作日。"),
        # wrong: weekday (2026-11-27 is a Friday)
        (W, "zh", "最后一个周五：7月31日、8月28日、9月25日（中秋，放假）、10月30日、11月27日（周四）、12月25日；除9月25日外都是工作日。")]),
    # 端午 2026: Fri 06-19, off 06-19..06-21, no make-up day; last working day before Thu 06-18, first after Mon 06-22.
    _d("2026-06-10", "When is the Dragon Boat Festival this year, and what are the last working day before it and the first "
                     "working day after it?",
       [_count("2026-06-18", "2026-06-22"), _next("2026-06-18")],
       [(C, "en", "Dragon Boat Festival is Friday 19 June; the break runs Fri 19 – Sun 21 Jun. Last working day before it: "
                  "Thu 18 Jun (wrap up by 18:00 Thursday); first working day after: Mon 22 Jun. There's no make-up working "
                  "day this time."),
        (C, "zh", "端午节是6月19日（周五），19—21日放假3天，不调休。节前最后一个工作日是6月18日（周四），节后6月22日（周一）上班。"),
        (C, "zh", "端午6月19日（周五）；节前最后工作日6月18日（周四），节后第一个工作日6月22日（周一）。"),
        # wrong: weekday (2026-06-18 is a Thursday)
        (W, "en", "Dragon Boat Festival is Fri 19 Jun (off 19–21 Jun). Last working day before: Fri 18 Jun; first after: "
                  "Mon 22 Jun."),
        # wrong: the holiday counted as a working day
        (W, "zh", "端午节6月19日（周五）。节前最后一个工作日是6月19日当天，节后6月22日（周一）上班。"),
        # wrong: date (back on 06-22)
        (W, "zh", "端午节是6月19日（周五），19—21日放假；节前最后一个工作日6月18日（周四），6月23日（周二）回来上班。"),
        # wrong: an invented make-up working day
        (W, "zh", "端午节6月19日（周五），放假19—21日；节前最后工作日6月18日（周四），节后6月22日（周一），另外6月28日（周日）要补班。"),
        # wrong: a working day counted as a holiday
        (W, "en", "The Dragon Boat break runs Thu 18 – Sun 21 Jun (the festival is Fri 19 Jun), so the last working day "
                  "before is Wed 17 Jun EOD and the first after is Mon 22 Jun.")]),
    # 清明 2027 (estimate): Mon 2027-04-05. Leave Thu 04-01 + Fri 04-02 -> off 04-01..04-05, 5 days, 2 days of leave.
    _d("2026-12-28", "明年清明节是哪天？我想请4月1日、2日两天年假（周四、周五）连上清明，一共能连休几天？",
       [_count("2027-04-01", "2027-04-05")],
       [(C, "zh", "2027年清明节按推算是4月5日（周一）。请4月1日、2日两天年假，加上周末和清明，4月1日至5日连休5天，只用2天年假。" + CAV),
        (C, "en", "Qingming 2027 falls on Mon 5 Apr (estimated). With leave on Thu 1 and Fri 2 Apr you're off 1–5 Apr, "
                  "5 days in a row, using 2 days of annual leave." + CAV_EN),
        (C, "zh", "清明：４月５日（周一）；连休４月１日至４月５日共５天，用年假２天。" + CAV2),
        (C, "zh", "Qingming = 4/5（月/日），Monday。请 4/1–4/2 两天 → 连休5天（4/1–4/5）。注：2027年官方安排还没公布，这是推算。"),
        # wrong: total (5 days)
        (W, "zh", "2027年清明节是4月5日（周一），请4月1日、2日两天年假，一共能连休4天。" + CAV2),
        # wrong: date of 清明 2027
        (W, "zh", "2027年清明节是4月4日（周日）。请4月1日、2日两天年假，4月1日到5日连休5天。" + CAV),
        # wrong: no caveat
        (W, "zh", "清明节是2027年4月5日（周一），请4月1日、2日年假，4月1日到5日连休5天。"),
        # wrong: the holiday counted as a working day
        (W, "en", "Qingming is Mon 5 Apr 2027. To be off 1–5 Apr (5 days) you need 3 days of leave: 1, 2 and 5 April."
                  + CAV_EN)]),
    # Weekend working days in Q4 2026: one, Sat 2026-10-10 (国庆 调休). 09-20 is in Q3. Q4 has 62 working days.
    _d("2026-09-30", "How many weekend days in Q4 2026 are working days?",
       [_count("2026-10-01", "2026-12-31")],
       [(C, "en", "Just one: Saturday 10 October 2026, the make-up working day for National Day."),
        (C, "zh", "2026Q4（第四季度）只有1个周末上班日：10月10日（周六），国庆调休。9月20日那天属于第三季度。"),
        (C, "zh", "一个——10月10日（周六）。第四季度一共62个工作日。"),
        # wrong: the wrong quarter (09-20 is Q3)
        (W, "en", "Two: Sunday 20 Sep and Saturday 10 Oct, both make-up days for National Day."),
        # wrong: the 调休上班日 treated as a rest day
        (W, "zh", "第四季度没有周末上班的日子，0天。"),
        # wrong: date
        (W, "zh", "1天：2026年10月11日（周日）。"),
        # wrong: weekday (2026-10-10 is a Saturday)
        (W, "zh", "1天：10月10日（周日），国庆调休上班。"),
        # wrong: holidays counted as working days
        (W, "en", "Three: Sat 3 Oct and Sun 4 Oct inside the National Day break, plus the make-up Saturday 10 Oct.")]),
    # From Mon 2026-09-21: two weeks -> Mon 2026-10-05 (国庆 holiday); 10 working days (Monday not counted) -> Mon
    # 2026-10-12 (skips 中秋 09-25..27 and 国庆 10-01..07, counts the 10-10 调休 Saturday).
    _d("2026-09-18", "下周一（9月21日）布置的任务，如果说'两周后'交是哪天？如果说'10个工作日后'交（不算周一当天）又是哪天？",
       [_count("2026-09-21", "2026-10-05"), _add("2026-09-21", 10)],
       [(C, "zh", "两周后是10月5日（周一），但那天在国庆假期里；按10个工作日算是10月12日（周一），中间跳过了中秋（9/25—27）"
                  "和国庆（10/1—7），10月10日（周六）调休上班算一个工作日。"),
        (C, "en", "Two weeks from Mon 21 Sep is Mon 5 Oct (a National Day holiday); the 10th business day after Mon 21 Sep "
                  "is Mon 12 Oct."),
        (C, "zh", "两周后：１０月５日（周一，国庆放假中）；第10个工作日：１０月１２日（周一）。"),
        (C, "zh", "14 calendar days → Oct 5（Mon，国庆假期）；10 WD → Oct 12（Mon），EOD 前交即可。"),
        # wrong: the 调休上班日 treated as a rest day
        (W, "zh", "两周后是10月5日（周一）；10个工作日后是10月13日（周二）。"),
        # wrong: off by one (Monday itself counted)
        (W, "en", "Two weeks later is Mon 5 Oct; not counting Monday itself, the 10th working day is the make-up Saturday, "
                  "10 Oct."),
        # wrong: date (two weeks from 09-21 is 10-05)
        (W, "zh", "两周后是10月4日（周日）；10个工作日后是10月12日（周一）。"),
        # wrong: natural vs working days confused
        (W, "en", "Ten working days is two weeks, so both deadlines fall on Monday 5 October.")]),
    # From Mon 2026-12-21: two weeks -> Mon 2027-01-04; 10 working days -> Tue 2027-01-05 (skips 2027-01-01 元旦, estimate).
    _d("2026-12-18", "A task will be assigned next Monday, 21 Dec. When is it due if the deadline is 'two weeks from Monday', "
                     "and when if it is '10 working days from Monday' (Monday itself not counted)?",
       [_count("2026-12-21", "2027-01-04"), _add("2026-12-21", 10)],
       [(C, "en", "1. Two weeks from Mon 21 Dec is Mon 4 Jan 2027.\n2. Working days after 21 Dec: 22, 23, 24, 25, 28, 29, "
                  "30, 31 Dec (8); Fri 1 Jan is New Year's Day; Mon 4 Jan is the 9th, Tue 5 Jan the 10th.\n"
                  "3. So: two weeks → 4 Jan; 10 working days → Tue 5 Jan 2027." + CAV_EN),
        (C, "zh", "两周后：2027年1月4日（周一）；10个工作日后：2027年1月5日（周二，T+10 工作日）。元旦按推算只放1月1日一天。" + CAV),
        (C, "en", "Jan 4 (Mon) for two weeks, Jan 5 (Tue) for 10 working days — 2027 dates are an estimate, the holiday "
                  "schedule isn't published yet."),
        # wrong: off by one (Monday counted)
        (W, "en", "Two weeks: Mon 4 Jan 2027. 10 working days: also Mon 4 Jan, since 21 Dec to 4 Jan holds exactly 10 "
                  "working days." + CAV_EN),
        # wrong: weekday (2027-01-05 is a Tuesday)
        (W, "zh", "两周后是1月4日（周一），10个工作日后是1月5日（周三）。" + CAV2),
        # wrong: no caveat
        (W, "zh", "两周后 → 2027年1月4日（周一）；10个工作日 → 2027年1月5日（周二），元旦1月1日跳过。"),
        # wrong: date (two weeks from 12-21 is 01-04)
        (W, "zh", "'两周后'是2027年1月3日（周日）；'10个工作日'是1月5日（周二）。" + CAV),
        # wrong: estimate called official
        (W, "en", "Two weeks: Mon 4 Jan 2027. 10 working days: Tue 5 Jan 2027. The official 2027 schedule gives only 1 Jan "
                  "off for New Year, so these dates are confirmed.")]),
    # Today Tue 2026-12-01: working days 12-01..12-31 = 23; 7 consecutive working days ending 12-31 start Wed 12-23
    # (23, 24, 25, 28, 29, 30, 31).
    _d("2026-12-01", "我还有7天年假，12月31日清零。从今天算起（含今天）今年还剩几个工作日？如果要一次连着休完，最晚哪天开始？",
       [_count("2026-12-01", "2026-12-31"), _count("2026-12-23", "2026-12-31")],
       [(C, "zh", "含今天还有23个工作日；连休7天最晚12月23日（周三）开始：23、24、25、28、29、30、31日，正好在31日休完。"),
        (C, "en", "23 working days left including today. The latest start for 7 straight working days is Wed 23 Dec "
                  "(23–25 and 28–31 Dec)."),
        (C, "zh", "还剩二十三个工作日；最晚十二月二十三日（星期三）开始。"),
        # wrong: calendar-day total (12-23..12-31 is 9 calendar days)
        (W, "en", "23 WD left. Start by Weds Dec 23 — the 7 working days take you through Thu Dec 31 (11 calendar days with "
                  "the weekend)."),
        # wrong: off by one (today not counted)
        (W, "zh", "含今天还剩22个工作日；最晚12月23日（周三）开始连休7天。"),
        # wrong: off by one (latest start)
        (W, "en", "23 working days left; the latest you can start is Thu 24 Dec, which covers 24 Dec to 31 Dec."),
        # wrong: natural vs working days
        (W, "zh", "还剩23个工作日；从年底倒数7天，最晚12月25日（周五）开始，休到31日。"),
        # wrong: a working day counted as a holiday (Christmas is a working day in China)
        (W, "en", "23 working days left. Since Christmas Day (25 Dec) is a public holiday, the latest start is Tue 22 Dec: "
                  "22, 23, 24, 28, 29, 30, 31 Dec.")]),
    # Today Thu 2026-12-17: working days 12-17..12-31 = 11 (15 calendar days); the last 4 are Mon 12-28 .. Thu 12-31.
    _d("2026-12-17", "I have 4 days of annual leave that expire on 31 December. How many working days are left this year "
                     "counting today, and if I take the last 4 working days of the year, which days are they?",
       [_count("2026-12-17", "2026-12-31"), _count("2026-12-28", "2026-12-31")],
       [(C, "en", "11 working days are left (17–31 Dec, counting today). The last four are Mon 28 – Thu 31 Dec."),
        (C, "zh", "今天起（含今天）还有11个工作日；最后4个工作日是12月28日（周一）到31日（周四）。"),
        (C, "zh", "还剩11个工作日。休12月28日（周一）到31日（周四）这4天，Fri 18:00（12月25日）前交接好，那天是休假前最后一天上班。"),
        # wrong: off by one (today not counted)
        (W, "en", "10 working days are left, counting today; the last 4 are 28–31 Dec (Mon–Thu)."),
        # wrong: weekday (2026-12-28 is a Monday)
        (W, "zh", "还剩11个工作日；最后4个工作日是12月28日（周二）到31日（周五）。"),
        # wrong: natural vs working days
        (W, "zh", "从今天到12月31日还有15个工作日；最后4个工作日是12月28日（周一）到31日（周四）。"),
        # wrong: 12-31 treated as a rest day
        (W, "zh", "还剩11个工作日。12月31日是元旦前的休息日，所以最后4个工作日是12月25日、28日、29日、30日。"),
        # wrong: an invented rule (no law carries leave over automatically; the handbook keeps at most 5 days to 31 March)
        (W, "en", "11 working days left; the last four are 28–31 Dec. By law, unused annual leave automatically carries "
                  "over to 31 December 2027, so it won't actually expire.")]),
    # 2026 statutory holiday days: 13 (元旦1, 春节4, 清明1, 劳动节2, 端午1, 中秋1, 国庆3); 33 days off in all;
    # 6 调休上班日; 248 working days.
    _d("2026-03-02", "2026年一共有多少天法定节假日？只算法定的那几天，调休出来的休息日不算。",
       [_count("2026-01-01", "2026-12-31")],
       [(C, "zh", "13天：元旦1天、春节4天、清明1天、劳动节2天、端午1天、中秋1天、国庆3天。日历上连同周末和调休一共放33天，"
                  "但法定节假日本身只有13天。"),
        (C, "en", "13 statutory holiday days in 2026 (New Year 1, Spring Festival 4, Qingming 1, Labour Day 2, Dragon Boat 1, "
                  "Mid-Autumn 1, National Day 3) — the 2025 change added 除夕 and 2 May."),
        (C, "zh", "2026年法定节假日共十三天。"),
        (C, "en", "| Festival | Statutory days |\n|---|---|\n| 元旦 | 1 |\n| 春节 | 4 |\n| 清明 | 1 |\n| 劳动节 | 2 |\n"
                  "| 端午 | 1 |\n| 中秋 | 1 |\n| 国庆 | 3 |\n| Total | 13 |\n\nThe 33 days off in the 2026 notice include "
                  "weekends and 调休 rest days; 2026 has 248 working days."),
        # wrong: 调休 rest days counted as statutory
        (W, "zh", "2026年法定节假日一共33天：元旦3天、春节9天、清明3天、劳动节5天、端午3天、中秋3天、国庆7天。"),
        # wrong: the pre-2025 rule
        (W, "en", "11 days: New Year 1, Spring Festival 3, Qingming 1, Labour Day 1, Dragon Boat 1, Mid-Autumn 1, "
                  "National Day 3."),
        # wrong: total (中秋 left out)
        (W, "zh", "12天：元旦1天、春节4天、清明1天、劳动节2天、端午1天、国庆3天。"),
        # wrong: count of make-up days (2026 has 6)
        (W, "zh", "法定节假日13天；另外2026年还有7个周末调休上班日。")]),
    # 清明 2027 (estimate): Mon 2027-04-05. Leave Tue 04-06 + Wed 04-07 -> off Sat 04-03 .. Wed 04-07, 5 days, back Thu 04-08.
    _d("2026-12-28", "For Qingming 2027, if I take Tuesday 6 and Wednesday 7 April off as annual leave, how long is my break and "
                     "when does it start?",
       [_count("2027-04-03", "2027-04-07")],
       [(C, "en", "Qingming falls on Mon 5 Apr 2027, so with Tue 6 and Wed 7 as leave you're off from Sat 3 Apr to Wed 7 Apr "
                  "— 5 days — and back on Thu 8 Apr." + CAV_EN),
        (C, "zh", "清明节（推算）是2027年4月5日周一，请6、7日两天年假，从4月3日（周六）休到4月7日（周三），连休5天，4月8日回来上班。"
                  + CAV),
        (C, "zh", "连休5天，从4月3日（周六）开始（2027年4月3日—7日）。" + CAV2),
        # wrong: total and start (the weekend before is part of the break)
        (W, "en", "Your break is 3 days, starting on Qingming itself: Mon 5 to Wed 7 April 2027." + CAV_EN),
        # wrong: no caveat
        (W, "zh", "清明节是2027年4月5日（周一），加上6、7日年假，从4月3日（周六）连休到4月7日（周三），共5天。"),
        # wrong: estimate called official
        (W, "en", "The official 2027 schedule puts Qingming on Mon 5 Apr, so you're off Sat 3 – Wed 7 Apr, 5 days."),
        # wrong: the holiday counted as a working day
        (W, "zh", "4月3日（周六）到7日（周三）连休5天，但4月5日清明也要请假，一共要用3天年假。" + CAV2),
        # wrong: weekday (2027-04-03 is a Saturday)
        (W, "zh", "连休5天，从4月3日（周日）开始，到4月7日（周三）结束。" + CAV)]),
]
