"""The twenty-seventh held-out probe set, calendar part: questions, the tool calls a model would make, and final
answers written by hand after reading the tools' REAL results (make_heldout27.py runs the calls). Written blind:
by a helper who never read the answer check's code nor ran the check on this set.

Material no earlier set used: the Nth working day of a quarter (the 10th of 2026Q4 with the 10月10日 make-up
Saturday; the 10th of Q1 2027, estimated), a reply due within 2 working days of an email (Fri 18:00 counted from the
next working day, which is the 9月20日 make-up Sunday; a T+2 across 国庆), a weekly Wednesday meeting through a month
with a holiday (10月7日 2026; 端午 2027-06-09, estimated), 拼假 around 春节 2027 and 清明 2027 (estimated), business
trips with weekend travel days that are / are not working days (a rule stated in the question; the 10月10日 make-up
Saturday inside one), a 考勤 cut-off on the 25th moved to the working day before (中秋 2026-09-25; a Sunday in
October), 年假 expiring on 31 December 2026 (the last day to take it; working days left from today), 大小周 2nd/4th
Saturdays clashing with 中秋 and with the 10月10日 make-up day, the 3rd working day after returning from 产假 (a make-up
Saturday), overtime on 元旦 2027 (estimated: one statutory day, two rest days; pay at 300%/200%), and a 48-hour
deadline from a Friday 15:00 notice beside 2 working days.
Forms: Chinese and English questions and answers, Markdown tables, numbered steps and bullets, m/d, d.m.y and
"2026.10.08" dates, 全角数字 and Chinese numerals, 周三/星期三/礼拜三/Wed, "Q4"/"第四季度"/"2026Q4", "10 WD", "T+2",
"EOD", "23:59", "48 hrs", "两个工作日内", mixed Chinese and English, extra true facts, one short sentence.
Errors (one per wrong answer): a wrong date or weekday, off by one (counting the sending day or the day itself), natural
vs working days, a holiday counted as a working day (or a rest day as statutory), a 调休上班日 treated as a rest day,
a meeting counted on a holiday, the wrong quarter, hours read as working days, a deadline moved the wrong way, a wrong
total or amount or rate, a wrong year, a missing estimate caveat, an estimate called official, an invented rule.
Never tuned on: every case is report.

Audit (calendar part): a second blind helper rebuilt the real tool results (make_heldout27.py --part calendar) and
judged all 160 answers one by one against them, chinese_calendar for 2026, the workcalendar estimate for 2027 (caveats
checked), datetime weekdays, the arithmetic and the bundled handbook (300% statutory, 200% or 调休 on rest days). No
label was wrong and every correct answer is complete. Three wrong answers were tightened so their error cannot be read
away (labels kept): the 48-hour case's "2 working days counting today: Mon Dec 21" now says "not counting today" (counting
the start day was a defensible convention; now it is plainly off by one); 年假 "还有25天可以用" now says "还剩25个工作日"
(25 is a true count of natural days); Dec-31 "11 days left counting today" now says "11 working days" (11 is the true
natural-day count). Final counts: 20 questions, 160 answers, 68 correct, 92 wrong.
"""
from __future__ import annotations

from heldout4_cases import C, W, _d

CAV = "2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"
CAV2 = "（2027年的安排是推算的，以国务院公布为准）"
CAV_EN = " The 2027 holiday schedule has not been published yet, so this is an estimate."

CALENDAR_CASES = [
    # Truth: Q4 2026 starts 10-01; 10-01..10-07 国庆; 10-08 Thu is WD1, 10-09 WD2, 10-10 Sat (调休上班) WD3, 10-12..16 WD4-8,
    # 10-19 WD9, 10-20 Tue WD10. (add_workdays 2026-09-30 +10 → 2026-10-20 周二.) Jul 14 2026 Tue is the 10th WD of Q3.
    _d("2026-09-21", "季度计划要在每季度第10个工作日（含当天）前交，2026年第四季度是哪天？",
       [("add_workdays", {"date": "2026-09-30", "days": 10})],
       [(C, "zh", "2026年第四季度的第10个工作日是10月20日（周二）。国庆10月1日至7日放假，10月10日（周六）调休上班，算一个工作日。"),
        (C, "en", "The 10th business day of 2026Q4 is Tue Oct 20 (10/20, m/d). Oct 1–7 is the National Day break, and Sat Oct 10 "
                  "is a make-up working day that counts."),
        (C, "zh", "| 项目 | 日期 |\n|---|---|\n| 第1个工作日 | 2026.10.08（周四） |\n| 第3个工作日 | 2026.10.10（周六，调休上班） |\n"
                  "| 第10个工作日 | 2026.10.20（周二） |"),
        (C, "zh", "第四季度第１０个工作日：１０月２０日，星期二。"),
        (W, "zh", "2026Q4 的第10个工作日是10月20日（周三）。"),
        (W, "zh", "Q4 第10个工作日是10月21日（周三）：国庆放到10月7日，10月10日周六照常休息，所以从8日数起第10个是21日。"),
        (W, "en", "The 10th business day of Q4 is Tuesday, Jul 14, 2026."),
        (W, "zh", "从10月1日开始数，第10个工作日是10月13日（周二）。")]),

    # Truth (estimate): 2027-01-01 Fri 元旦 (the only holiday in range); WD1 Mon 01-04 … WD10 Fri 2027-01-15. 2026-01-15 was a Thu.
    _d("2026-12-07", "Our quarterly close is due on the 10th working day of Q1 2027. Which date is that?",
       [("add_workdays", {"date": "2026-12-31", "days": 10})],
       [(C, "en", "Friday 15 Jan 2027 — 10 WD into Q1, skipping New Year's Day on Fri Jan 1." + CAV_EN),
        (C, "zh", "2027年第一季度第10个工作日是1月15日（周五）。" + CAV2),
        (C, "en", "1. Jan 1 (Fri) is 元旦, not a working day.\n2. Working days start Mon Jan 4; the 10th is Fri Jan 15, 2027.\n"
                  "3. This is an estimate: the official 2027 holiday notice has not been published, so check again once it is."),
        (W, "en", "The 10th working day of Q1 2027 is Friday, January 15."),
        (W, "zh", "第10个工作日是2027年1月15日（周五），这是国务院已公布的2027年放假安排，不会再变。"),
        (W, "zh", "2027Q1 的第10个工作日是1月14日（周四），1月1日周五算第1个工作日。" + CAV),
        (W, "en", "Q1 2027's 10th business day: Friday 15 Jan 2026." + CAV_EN),
        (W, "zh", "第一季度第十个工作日：2027年1月15日，星期四（按推算，2027年放假安排尚未公布）。")]),

    # Truth: sent Fri 2026-09-18 18:00 → counted as received on the next working day, Sun 09-20 (调休上班日, 国庆);
    # not counting that day, 2 WDs → Mon 09-21, Tue 2026-09-22.
    _d("2026-09-18", "客户今天（周五）18:00发来邮件。公司规定：18:00（含）以后的邮件按下一个工作日收到计算，收到当天不计，须在两个工作日内回复。"
                     "最晚哪天回复？",
       [("add_workdays", {"date": "2026-09-18", "days": 1}), ("add_workdays", {"date": "2026-09-20", "days": 2})],
       [(C, "zh", "按9月20日（周日，国庆调休上班日）收到计算，两个工作日后是9月22日（周二），最晚周二回复。"),
        (C, "en", "It counts as received on Sun Sep 20 (a make-up working day), so the reply is due by EOD Tuesday 22 Sep."),
        (C, "zh", "| 步骤 | 日期 |\n|---|---|\n| 邮件发出 | 2026.09.18 周五 18:00 |\n| 视为收到 | 2026.09.20 周日（调休上班） |\n"
                  "| 第1个工作日 | 09.21 周一 |\n| 回复截止 | 09.22 周二 23:59 |"),
        (W, "zh", "周日不上班，按9月21日（周一）收到，两个工作日后是9月23日（周三）。"),
        (W, "zh", "按9月20日（周日调休上班）收到，含当天两个工作日，截止9月21日（周一）。"),
        (W, "zh", "按9月20日收到，两个工作日后是9月22日（周三）。"),
        (W, "zh", "18日晚上的邮件算19日收到，往后两天，9月21日（周一）截止。"),
        (W, "en", "Received counts from Sun Sep 20, so two working days gives Tue Sep 22; but the week before Mid-Autumn gets one "
                  "extra day by company-wide rule, so the real deadline is Wed Sep 23.")]),

    # Truth: today Wed 2026-09-30; T+2 not counting today: 10-01..10-07 国庆, WD1 Thu 10-08, WD2 Fri 2026-10-09.
    _d("2026-09-30", "An email came in today (Wed) at 10:00 and we must reply T+2 — two working days, not counting today. "
                     "What's the deadline?",
       [("add_workdays", {"date": "2026-09-30", "days": 2})],
       [(C, "en", "T+2 lands on Fri Oct 9: Oct 1–7 is the National Day holiday, so Thu Oct 8 is day 1 and Oct 9 is day 2."),
        (C, "zh", "两个工作日内回复，最晚10月9日（周五）。"),
        (C, "en", "Deadline: 9.10.2026 (d.m.y), i.e. Friday 9 October."),
        (C, "en", "You have until end of day Friday 2026-10-09. Sat Oct 10 is also a make-up working day, but the deadline is the 9th."),
        (W, "en", "T+2 is Fri Oct 2."),
        (W, "en", "Reply by Thursday, Oct 9."),
        (W, "en", "Counting today as day 1, T+2 is Thu Oct 8."),
        (W, "en", "Fri Oct 9, 2026 — though the law extends any T+2 deadline that crosses National Day by one more working day, "
                  "so in practice you have until Sat Oct 10.")]),

    # Truth: Oct 2026 Wednesdays 7, 14, 21, 28; 10-07 is 国庆 (10-01..10-07) → 3 meetings (14, 21, 28), 10-07 skipped.
    # 10-10 Sat is 调休上班 but not a Wednesday.
    _d("2026-09-28", "我们每周三开周会，2026年10月一共开几次？哪次取消？",
       [("calculate_leave_days", {"start_date": "2026-10-01", "end_date": "2026-10-31"})],
       [(C, "zh", "10月共开3次：10月14日、21日、28日；10月7日（周三）在国庆假期内，取消。"),
        (C, "en", "Three: Oct 14, 21 and 28. Wednesday Oct 7 falls in the National Day holiday (Oct 1–7), so it's skipped."),
        (C, "zh", "十月份礼拜三有四个，7号放国庆假不开，其余14号、21号、28号照开，共三次。"),
        (C, "zh", "- 取消：10/7（周三，国庆节）\n- 照常：10/14、10/21、10/28\n- 合计3次。另：10/10（周六）调休上班，但不是周三，不加会。"),
        (W, "zh", "10月每周三都开，共4次：7日、14日、21日、28日。"),
        (W, "zh", "除10月7日国庆取消外，14、21、28日照开，共4次。"),
        (W, "en", "The Oct 7 meeting is skipped for National Day; the others are Oct 14, 21 and 29 — three meetings."),
        (W, "zh", "开3次（14、21、28日），另外10月10日（周六）调休上班按周三的安排补开一次，共4次。")]),

    # Truth (estimate): June 2027 Wednesdays 2, 9, 16, 23, 30; 06-09 Wed is 端午 (estimated) → 4 syncs (2, 16, 23, 30).
    # calculate_leave_days 2027-06-01..06-30 → 21 WDs, holiday 06-09 端午.
    _d("2026-12-10", "We hold a team sync every Wednesday. How many take place in June 2027, and which one is dropped?",
       [("calculate_leave_days", {"start_date": "2027-06-01", "end_date": "2027-06-30"})],
       [(C, "en", "Four: Jun 2, 16, 23 and 30. Wed Jun 9, 2027 is the Dragon Boat Festival (by estimate), so that sync is dropped."
                  + CAV_EN),
        (C, "zh", "2027年6月共有5个周三，6月9日（周三）是端午节，不开，实际开4次：6月2日、16日、23日、30日。" + CAV),
        (C, "en", "4 meetings — 6/2, 6/16, 6/23, 6/30 (m/d). 6/9 is 端午 and is skipped. Caveat: 2027 dates are an estimate; the "
                  "official notice isn't out yet and could add a bridging or make-up day."),
        (W, "en", "Four syncs in June 2027: 2, 16, 23 and 30 June; the 9 June one is dropped for the Dragon Boat Festival."),
        (W, "en", "All five Wednesdays — Jun 2, 9, 16, 23, 30 — are working days, so 5 syncs." + CAV_EN),
        (W, "zh", "端午节是6月10日（周四），不影响周三，6月共开5次。" + CAV),
        (W, "en", "Four (Jun 2, 16, 23, 30); Jun 9 is the Dragon Boat holiday in the State Council's published 2027 schedule."),
        (W, "en", "Jun 9 is skipped (Dragon Boat Festival, estimated), leaving 3 syncs." + CAV_EN)]),

    # Truth (estimate): 春节 2027 = 02-05 Fri (除夕) .. 02-08 Mon; leave Tue 02-09 .. Fri 02-12 (4 WDs); with weekend 02-13/14
    # off 02-05..02-14 = 10 days in a row; back Mon 2027-02-15. (calculate_leave_days 02-05..02-14: 4 WDs, 10 natural days.)
    _d("2026-12-08", "2027年春节我想节后接着请4天年假拼个长假，请哪几天？一共连休几天？哪天回来上班？",
       [("calculate_leave_days", {"start_date": "2027-02-05", "end_date": "2027-02-14"}),
        ("calculate_leave_days", {"start_date": "2027-02-09", "end_date": "2027-02-12"})],
       [(C, "zh", "请2月9日至12日（周二到周五）4天年假，连同春节（2月5日—8日，推算）和13、14日周末，从2月5日休到2月14日，共10天，"
                  "2月15日（周一）上班。" + CAV),
        (C, "en", "Take Tue Feb 9 – Fri Feb 12 (4 days of annual leave). With the estimated Spring Festival days Feb 5–8 and the "
                  "weekend of Feb 13–14 you get 10 days off in a row (Feb 5–14), back on Mon Feb 15." + CAV_EN),
        (C, "zh", "| 日期 | 性质 |\n|---|---|\n| 2/5–2/8 | 春节（推算） |\n| 2/9–2/12 | 年假4天 |\n| 2/13–2/14 | 周末 |\n"
                  "| 合计 | 连休10天，2/15（周一）上班 |\n\n2027年的放假安排还没公布，这是按法定节日推算的，正式通知可能有调休，请再核对。"),
        (W, "zh", "请2月9日到12日4天年假，2月5日到14日连休10天，15日（周一）上班。"),
        (W, "zh", "请2月9日至12日4天年假，2月5日到14日连休9天，2月15日（周一）上班。" + CAV),
        (W, "zh", "请2月9日到12日，2月5日到12日连休8天，13日（周六）回来上班。" + CAV),
        (W, "zh", "国务院已公布2027年春节放假2月5日至8日，请9日到12日可连休10天，2月15日（周一）上班。"),
        (W, "zh", "2月9日（周一）至12日（周四）请4天年假，2月5日到14日连休10天，2月15日上班。" + CAV)]),

    # Truth (estimate): 清明 2027 = Mon 04-05; leave Tue 04-06 .. Fri 04-09 (4 WDs); off Sat 04-03 .. Sun 04-11 = 9 days;
    # back Mon 04-12. (calculate_leave_days 04-03..04-11: 4 WDs, 9 natural days, holiday 04-05.)
    _d("2026-12-09", "If I add 4 days of annual leave right after Qingming 2027, how many days off in a row do I get, and from when "
                     "to when?",
       [("calculate_leave_days", {"start_date": "2027-04-03", "end_date": "2027-04-11"})],
       [(C, "en", "9 days in a row: Sat Apr 3 – Sun Apr 11, 2027 (Qingming on Mon Apr 5, leave Apr 6–9), back at work Mon Apr 12."
                  + CAV_EN),
        (C, "zh", "清明节推算在2027年4月5日（周一），请4月6日至9日四天年假，加上前后周末，4月3日到11日连休九天。" + CAV2),
        (C, "en", "1. Qingming 2027: Mon 5 Apr (estimated).\n2. Annual leave: Tue 6 – Fri 9 Apr (4 working days).\n"
                  "3. Break: Sat 3 – Sun 11 Apr = 9 days.\nThe 2027 holiday notice isn't out yet, so treat this as an estimate."),
        (C, "zh", "拼假方案：Apr 6–9 请 4 天 annual leave → 4/3–4/11 连休 9 天，4/12（周一）返岗。2027年安排为推算，以官方公布为准。"),
        (W, "en", "That gives 10 days in a row, Apr 3–11, 2027, with Qingming on Mon Apr 5 and leave Apr 6–9." + CAV_EN),
        (W, "en", "Take Apr 6–9 off; with Qingming on Mon Apr 5 and the weekends you're off Apr 3–11, 9 days in a row."),
        (W, "en", "Qingming is Tuesday 5 April 2027 (estimated); leave Apr 6–9 gives 9 days off, Apr 3–11." + CAV_EN),
        (W, "en", "You'd need 5 days of leave (Apr 5–9) to get the 9-day run Apr 3–11, so 4 days won't quite do it." + CAV_EN)]),

    # Truth: trip Sat 11-14 (travel out) .. Fri 11-20 (travel back); Sun 11-15 rest at the destination. 11-14..11-20: 7 natural
    # days, 5 WDs (Mon 16 .. Fri 20). Rule in the question: weekend travel day counts + 1 day 补休 → 6 attendance days, 1 day 补休.
    _d("2026-11-10", "下周出差：11月14日（周六）出发，16日至19日在客户现场，20日（周五）返回，15日（周日）在当地休息。公司规定：周末在路上的那天"
                     "算出勤、可补休1天；周末在当地休息不算。这次出差算几天出勤？能补休几天？",
       [("calculate_leave_days", {"start_date": "2026-11-14", "end_date": "2026-11-20"})],
       [(C, "zh", "共6天出勤：16日至20日5个工作日，加14日（周六）路途1天；可补休1天，15日周日不算。"),
        (C, "en", "6 attendance days (Mon Nov 16 – Fri Nov 20 are 5 working days, plus the Saturday travel day Nov 14) and 1 day "
                  "of time off in lieu; Sunday Nov 15 doesn't count."),
        (C, "zh", "- 自然日：7天（11.14–11.20）\n- 工作日：5天\n- 周六路途：+1\n- 出勤合计：6天，补休1天"),
        (W, "zh", "出差7天，全部算出勤，补休2天。"),
        (W, "zh", "14日（周日）路途算出勤，加上16日至20日5个工作日，共6天出勤，补休1天。"),
        (W, "zh", "出勤6天；按规定周末路途日要付双倍工资，不能补休。"),
        (W, "zh", "5个工作日加周六路途1天，共7天出勤，补休1天。"),
        (W, "en", "6 attendance days: the 5 working days Nov 16–20 plus the Saturday travel day on Nov 13; 1 day off in lieu.")]),

    # Truth: trip Thu 10-08 .. Sun 10-11 (4 natural days); working days 10-08, 10-09 and Sat 10-10 (调休上班) = 3;
    # Sun 10-11 travel is not a working day and (by the stated rule) earns nothing.
    _d("2026-09-29", "Trip: fly out Thu Oct 8, back Sun Oct 11. Our rule: travel on a weekend is not a working day and earns "
                     "nothing; per diem is paid only for the trip's working days on the calendar. How many working days does the trip have?",
       [("calculate_leave_days", {"start_date": "2026-10-08", "end_date": "2026-10-11"})],
       [(C, "en", "3 working days: Oct 8, Oct 9 and Sat Oct 10 (an official make-up working day after National Day). Sun Oct 11, "
                  "the flight back, is not a working day, so no per diem for it."),
        (C, "zh", "共3个工作日：10月8日、9日和10月10日（周六调休上班）；11日周日返程不算。"),
        (C, "en", "Three working days out of the 4-day trip; the return Sunday doesn't count."),
        (C, "zh", "行程4个自然日，其中工作日3天（8号星期四、9号星期五、10号星期六调休上班），11号星期日路上不算。"),
        (W, "en", "2 working days (Oct 8–9); the weekend Oct 10–11 doesn't count."),
        (W, "en", "4 working days — Oct 8 to Oct 11."),
        (W, "en", "3 working days: Wed Oct 8, Fri Oct 9 and the make-up Saturday Oct 10."),
        (W, "en", "3 working days (Oct 8, 9 and the make-up Sat Oct 10), and since Sun Oct 11 is weekend travel you also get a day "
                  "off in lieu.")]),

    # Truth: 25th = Fri 2026-09-25, 中秋 (09-25..09-27 holiday) → the working day before is Thu 2026-09-24.
    # (The make-up day this month is Sun 09-20, not Sat 09-19.)
    _d("2026-09-15", "考勤每月25日截止，遇节假日或周末提前到之前最后一个工作日。2026年9月的考勤截止是哪天？",
       [("calculate_leave_days", {"start_date": "2026-09-24", "end_date": "2026-09-27"})],
       [(C, "zh", "9月25日（周五）是中秋节假期，提前到9月24日（周四）截止。"),
        (C, "en", "The September cut-off moves to Thu Sep 24, 2026, because Fri Sep 25 is the Mid-Autumn holiday (Sep 25–27)."),
        (C, "zh", "９月２４日（星期四）。"),
        (W, "zh", "顺延到中秋假期后的第一个工作日，9月28日（周一）截止。"),
        (W, "zh", "9月25日（周五）照常截止。"),
        (W, "zh", "9月24日（周三）截止。"),
        (W, "zh", "提前到9月23日（周三）截止。"),
        (W, "zh", "截止日是9月24日周四。另外9月19日（周六）调休上班，别漏打卡。")]),

    # Truth: Oct 25 2026 = Sun → Fri 10-23; Nov 25 = Wed (stays); Dec 25 = Fri (stays; not a holiday in China).
    _d("2026-10-12", "Attendance closes on the 25th; if the 25th isn't a working day it moves to the working day before. "
                     "Give me the cut-offs for Oct, Nov and Dec 2026 in a table.",
       [("calculate_leave_days", {"start_date": "2026-10-23", "end_date": "2026-10-25"}),
        ("calculate_leave_days", {"start_date": "2026-11-25", "end_date": "2026-11-25"}),
        ("calculate_leave_days", {"start_date": "2026-12-25", "end_date": "2026-12-25"})],
       [(C, "en", "| Month | Cut-off |\n|---|---|\n| Oct | Fri 23 Oct (the 25th is a Sunday) |\n| Nov | Wed 25 Nov |\n"
                  "| Dec | Fri 25 Dec |"),
        (C, "zh", "| 月份 | 截止 |\n|---|---|\n| 10月 | 10月23日（周五） |\n| 11月 | 11月25日（周三） |\n| 12月 | 12月25日（周五） |"),
        (C, "en", "October's moves back to Friday the 23rd since Oct 25 is a Sunday; November (Wed 25th) and December (Fri 25th) "
                  "stay on the 25th."),
        (W, "en", "| Month | Cut-off |\n|---|---|\n| Oct | Mon 26 Oct |\n| Nov | Wed 25 Nov |\n| Dec | Fri 25 Dec |"),
        (W, "en", "| Month | Cut-off |\n|---|---|\n| Oct | Fri 23 Oct |\n| Nov | Thu 25 Nov |\n| Dec | Fri 25 Dec |"),
        (W, "en", "| Month | Cut-off |\n|---|---|\n| Oct | Fri 23 Oct |\n| Nov | Wed 25 Nov |\n| Dec | Thu 24 Dec (Christmas is a "
                  "public holiday in China) |"),
        (W, "en", "| Month | Cut-off |\n|---|---|\n| Oct | Sun 25 Oct |\n| Nov | Wed 25 Nov |\n| Dec | Fri 25 Dec |"),
        (W, "zh", "| 月份 | 截止 |\n|---|---|\n| 10月 | 10月22日（周四） |\n| 11月 | 11月25日（周三） |\n| 12月 | 12月25日（周五） |")]),

    # Truth: today Mon 2026-12-07; 2026-12-31 is a Thu working day → last day to take the leave; 12-07..12-31 = 19 WDs
    # including today (25 natural days, no holidays); 18 not counting today.
    _d("2026-12-07", "我的年假12月31日过期。最晚哪天还能休？从今天算（含今天）还剩几个工作日？",
       [("calculate_leave_days", {"start_date": "2026-12-07", "end_date": "2026-12-31"})],
       [(C, "zh", "最晚12月31日（周四）还能休；从今天12月7日到31日（含今天）还有19个工作日。"),
        (C, "en", "The last day you can use it is Thu Dec 31, 2026, and there are 19 working days left including today (Mon Dec 7)."),
        (C, "zh", "1. 过期日：2026.12.31（周四，工作日），当天还能休\n2. 剩余工作日：19天（12.07–12.31，含今天）\n3. 期间没有法定节假日。"),
        (W, "zh", "最晚12月31日（周五）还能休，含今天还剩19个工作日。"),
        (W, "zh", "最晚12月31日（周四），含今天还剩18个工作日。"),
        (W, "zh", "最晚12月31日周四，还剩25个工作日。"),
        (W, "zh", "12月31日是元旦前一天放假，最晚12月30日（周三）；含今天剩18个工作日。"),
        (W, "zh", "Last day = 12/31 (Thu)；剩 19 WD（不含今天）。")]),

    # Truth: Sep 2026 Saturdays 5, 12, 19, 26; 2nd = 09-12 (worked), 4th = 09-26 in 中秋 (09-25..09-27) → off.
    # Calendar WDs in Sep = 22 (incl. Sun 09-20 调休上班, minus Fri 09-25) + 09-12 = 23 days.
    _d("2026-08-28", "我们公司是大小周：每月第2个和第4个周六上班，遇法定节假日则休息，国家调休照常执行。2026年9月哪几个周六上班？这个月一共"
                     "上几天班？",
       [("calculate_leave_days", {"start_date": "2026-09-01", "end_date": "2026-09-30"})],
       [(C, "zh", "9月只有12日（第2个周六）上班；第4个周六26日在中秋节假期内，休息。全月上班23天：日历工作日22天（含20日周日调休）加12日。"),
        (C, "en", "Only Sat Sep 12 is worked; the 4th Saturday, Sep 26, falls in the Mid-Autumn holiday (Sep 25–27), so it's off. "
                  "Total: 22 calendar working days (including the Sun Sep 20 make-up day) + Sep 12 = 23 days."),
        (C, "zh", "| 项目 | 天数 |\n|---|---|\n| 法定工作日（含9/20周日调休） | 22 |\n| 大小周：9/12（周六） | +1 |\n"
                  "| 9/26（周六，中秋） | 0 |\n| 合计 | 23 |"),
        (W, "zh", "12日和26日两个周六都上班，全月共24天。"),
        (W, "zh", "9月12日上班，26日中秋休息；20日是周日不上班，全月共22天。"),
        (W, "zh", "上班的周六是9月19日，26日中秋休息，全月共23天。"),
        (W, "zh", "只有12日这个周六上班，26日中秋休息，全月共24天。"),
        (W, "zh", "第4个周六26日赶上中秋，按规定顺延到周日27日上班，所以12日、27日上班，9月共24天。")]),

    # Truth: returns Thu 2026-10-08 (day 1), Fri 10-09 (day 2), Sat 2026-10-10 (day 3, 国庆调休上班).
    # (add_workdays 2026-10-07 +3 → 2026-10-10 周六.)
    _d("2026-09-24", "She comes back from maternity leave (产假) on Thu Oct 8, 2026. HR needs her signed return form by her 3rd "
                     "working day back (her first day counts as day 1). Which day is that?",
       [("add_workdays", {"date": "2026-10-07", "days": 3})],
       [(C, "en", "Saturday, Oct 10 — a make-up working day for National Day: Oct 8 is day 1, Oct 9 day 2 and Oct 10 day 3."),
        (C, "zh", "第3个工作日是10月10日（周六，国庆调休上班）。"),
        (C, "en", "By Sat 10 Oct 2026 (a 调休 working Saturday)."),
        (C, "zh", "10/10（m/d，礼拜六，调休上班日）。"),
        (W, "en", "Mon Oct 12 — Oct 10–11 is the weekend."),
        (W, "en", "Fri Oct 9 is her 3rd working day back."),
        (W, "en", "Oct 10 (Sunday), a make-up working day."),
        (W, "en", "Sat Oct 10 would be day 3, but employees returning from maternity leave are exempt from 调休 Saturdays by law, "
                  "so it's Mon Oct 12.")]),

    # Truth (estimate): 2027-01-01 Fri 元旦 = statutory (300%); Sat 01-02 and Sun 01-03 = rest days (补休 or 200%).
    # calculate_leave_days 01-01..01-03 → 0 WDs, holiday 01-01 only.
    _d("2026-12-15", "元旦2027年1月1日到3日我要连加三天班，哪天算法定节假日加班（300%），哪两天算休息日加班？",
       [("calculate_leave_days", {"start_date": "2027-01-01", "end_date": "2027-01-03"})],
       [(C, "zh", "按推算，1月1日（周五）元旦是法定节假日，加班按300%；1月2日、3日是周六、周日休息日，安排补休或按200%。" + CAV),
        (C, "en", "Only Fri Jan 1, 2027 is the statutory holiday (300%); Sat Jan 2 and Sun Jan 3 are ordinary rest days (200% or "
                  "time off in lieu)." + CAV_EN),
        (C, "zh", "| 日期 | 性质 | 加班 |\n|---|---|---|\n| 2027.01.01 周五 | 元旦（法定） | 300% |\n| 01.02 周六 | 休息日 | 200%/补休 |\n"
                  "| 01.03 周日 | 休息日 | 200%/补休 |\n\n注：2027年放假安排尚未公布，此为推算。"),
        (W, "zh", "1月1日至3日都是元旦法定假日，三天都按300%。" + CAV),
        (W, "zh", "1月1日（周五）法定节假日按300%，2日、3日是休息日，补休或按200%。"),
        (W, "zh", "国务院已公布：2027年元旦只放1月1日一天，1月2日、3日为周末，分别按300%和200%计。"),
        (W, "zh", "1月1日（周四）元旦按300%，2日、3日休息日按200%或补休。" + CAV),
        (W, "zh", "1日按300%；2日、3日休息日加班也必须付300%，不能补休。" + CAV2)]),

    # Truth (estimate): 400/day; Jan 1 2027 statutory 300% = 1200; Sat Jan 2 + Sun Jan 3 rest days 200% = 800 each; total 2800.
    _d("2026-12-16", "I'm paid 400 yuan a day. If I work all of Jan 1–3, 2027 and take pay rather than time off, what do I get in "
                     "overtime pay?",
       [("calculate_leave_days", {"start_date": "2027-01-01", "end_date": "2027-01-03"})],
       [(C, "en", "Jan 1 (Fri, New Year's Day) at 300% = ¥1,200; Jan 2–3 (weekend rest days) at 200% = ¥800 each. Total ¥2,800."
                  + CAV_EN),
        (C, "zh", "合计2800元：1月1日元旦按300%即1200元，1月2日、3日周末休息日各按200%即800元。" + CAV),
        (C, "en", "1. Fri 1 Jan 2027 — statutory holiday, 3 × 400 = 1,200\n2. Sat 2 Jan — rest day, 2 × 400 = 800\n"
                  "3. Sun 3 Jan — rest day, 2 × 400 = 800\nTotal: 2,800 yuan. Estimated: the 2027 holiday notice isn't published yet."),
        (C, "zh", "Total ¥2,800（1/1 按300%，1/2–1/3 按200%）。2027年放假安排为推算，以官方公布为准。"),
        (W, "en", "Jan 1 at 300% = ¥1,200, Jan 2 and Jan 3 at 200% = ¥800 each: ¥3,200 in total." + CAV_EN),
        (W, "en", "All three days are New Year holiday days at 300%: 3 × 1,200 = ¥3,600." + CAV_EN),
        (W, "en", "¥1,200 for Jan 1 plus ¥800 each for Jan 2 and 3 — ¥2,800 in total."),
        (W, "en", "Jan 1 at 300% = ¥1,200; Jan 2–3 at 150% = ¥600 each; ¥2,400 in total." + CAV_EN)]),

    # Truth: notice Fri 2026-12-18 15:00; 48 hours (natural) → Sun 2026-12-20 15:00. 2 WDs not counting today → Tue 12-22.
    _d("2026-12-18", "A notice went out today, Friday, at 15:00: objections must be filed within 48 hours. When is the deadline? "
                     "And if it had said 2 working days instead?",
       [("calculate_leave_days", {"start_date": "2026-12-18", "end_date": "2026-12-20"}),
        ("add_workdays", {"date": "2026-12-18", "days": 2})],
       [(C, "en", "48 hours from Fri 15:00 is Sun Dec 20 at 15:00 — hours run through the weekend. Two working days would have "
                  "been Tue Dec 22."),
        (C, "zh", "48小时内即12月20日（周日）15:00前；若是两个工作日内，则是12月22日（周二）。"),
        (C, "zh", "| 规则 | 截止 |\n|---|---|\n| 48 hrs | 2026-12-20 周日 15:00 |\n| T+2 工作日 | 2026-12-22 周二 EOD |"),
        (W, "en", "48 hours means two working days, so Tue Dec 22 at 15:00; with 2 working days it's also Tue Dec 22."),
        (W, "en", "Sat Dec 20 at 15:00; 2 working days would be Tue Dec 22."),
        (W, "en", "48 hours: Sun Dec 20, 15:00; 2 working days (not counting today): Mon Dec 21."),
        (W, "zh", "48小时即12月19日（周六）15:00；两个工作日是12月22日（周二）。"),
        (W, "zh", "48小时是12月20日周日15:00；两个工作日也就是两天，同样是12月20日周日。")]),

    # Truth: Oct 2026 Saturdays 3 (国庆), 10 (2nd; 调休上班 anyway), 17, 24 (4th), 31 → worked Saturdays 10-10 and 10-24.
    # Calendar WDs in Oct = 18 (incl. 10-10) + 10-24 = 19 days. 10-08 Thu is a working day.
    _d("2026-09-28", "我们大小周：每月第2、第4个周六上班，遇法定假日休息，国家调休照常。2026年10月哪几个周六要上班？全月上几天班？",
       [("calculate_leave_days", {"start_date": "2026-10-01", "end_date": "2026-10-31"})],
       [(C, "zh", "10月10日和10月24日两个周六上班（10日本来就是国庆调休上班日）；全月共19天：日历工作日18天加24日。"),
        (C, "en", "Sat Oct 10 (2nd Saturday, also the official make-up day) and Sat Oct 24 (4th). October total: 18 calendar "
                  "working days + Oct 24 = 19."),
        (C, "zh", "- 第1个周六 10/3：国庆假期\n- 第2个周六 10/10：上班（本就是调休上班日）\n- 第4个周六 10/24：上班\n- 合计：19天"),
        (W, "zh", "10日、24日上班，18天再加2天，共20天。"),
        (W, "zh", "10月10日和10月25日（第4个周六）上班，全月共19天。"),
        (W, "zh", "只有10月24日上班，10日算小周休息；全月共18天。"),
        (W, "en", "Sat Oct 10 and Sat Oct 24; 19 working days in total. Note Thu Oct 8 is still part of the National Day break."),
        (W, "zh", "10月10日（周日）和10月24日（周六）上班，全月共19天。")]),

    # Truth: today Mon 2026-12-21; the latest 3-WD block ending by 12-31 = Tue 12-29 .. Thu 12-31; WDs left 12-21..12-31
    # incl. today = 9 (11 natural days; 12-26/27 weekend).
    _d("2026-12-21", "I still have 3 days of annual leave that expire on Dec 31. What's the latest I can start them to use all three "
                     "in one block, and how many working days are left this year counting today?",
       [("calculate_leave_days", {"start_date": "2026-12-21", "end_date": "2026-12-31"}),
        ("calculate_leave_days", {"start_date": "2026-12-29", "end_date": "2026-12-31"})],
       [(C, "en", "Start on Tue Dec 29 at the latest (Dec 29–31, Tue–Thu). Counting today, 9 working days remain in 2026."),
        (C, "zh", "最晚12月29日（周二）开始，休29、30、31日三天；含今天今年还剩9个工作日。"),
        (C, "en", "Latest start: 29 Dec (Tue), ending Thu 31 Dec. 9 working days are left (Dec 21–25 and Dec 28–31); Dec 26–27 is "
                  "a weekend."),
        (C, "zh", "12月29日（周二）起休三天，今年含今天还有九个工作日。"),
        (W, "en", "Latest start Mon Dec 29 (Dec 29–31); 9 working days left counting today."),
        (W, "en", "Start Dec 29 (Tue); there are 11 working days left counting today."),
        (W, "en", "Latest start Mon Dec 28 (Dec 28–30); 9 working days left counting today."),
        (W, "en", "Latest start Tue Dec 29; 8 working days left counting today.")]),
]
