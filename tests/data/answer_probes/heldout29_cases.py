"""The twenty-ninth held-out probe set, calendar part: questions, the tool calls a model would make, and final
answers written by hand after reading the tools' REAL results (make_heldout29.py runs the calls). Written blind:
the writer never read the answer check's code nor ran the check on this set. Material no earlier set used: a
report due on the 3rd working day after each month's end for January to June 2027 (estimated; a table, and the Q1
part asked in 2027), a 调休 to be used within 30 calendar days of a rest-day overtime (12 Sep and 国庆 3 Oct 2026),
the working days of February 2027 (estimated; also beside February 2026), leave straddling 元旦 2027 (28 Dec 2026 to
3 Jan 2027), the 2nd and 4th Fridays of Q4 2026, the 100th day of 2027 (10 April, a Saturday), 5 working days of
leave right after the 清明 2026 break asked after the fact, duty rosters over 国庆 2026 for three people by day, full
weeks and working days left in 2026, invoices payable 45 calendar days after a date and moved to the next working
day (1 Oct 2026 -> 8 Oct; 31 Jan 2027 -> 1 Feb), working days still to come in the current month (September with
中秋 and the 20 Sep make-up Sunday; October with the 10 Oct make-up Saturday) and every-other-Monday trainings
through December 2026 (one series hits 5 Oct, one does not).
Forms: Markdown tables, numbered steps, one short sentence, m/d and d/m dates, "2026.10.14", "14.10.2026",
全角数字, Chinese numerals, weekdays in brackets, 周三 / 星期三 / 礼拜三 / Wed, mixed Chinese and English, extra true
facts. Errors (one per wrong answer): wrong date, wrong weekday, off by one, natural vs working days, a holiday
counted as a working day, a 调休上班日 treated as a rest day, a meeting counted on a holiday, hours read as days,
a moved deadline moved the wrong way, wrong total, wrong year, missing estimate caveat, an estimate called
official, an invented rule. Never tuned on: every case is report.

Audit (calendar part): rebuilt the real tool results (make_heldout29.py --part calendar) and checked all 160 answers
one by one against them, chinese_calendar for 2026 (中秋 25-27 Sep, 国庆 1-7 Oct, make-up 20 Sep and 10 Oct, 春节
15-23 Feb with make-up 14 and 28 Feb, 清明 4-6 Apr), the workcalendar estimate for 2027 (元旦 1 Jan, 春节 5-8 Feb,
清明 5 Apr, 劳动节 1-2 May), datetime weekdays and the arithmetic (45/30-day offsets, day 100, biweekly series,
2nd/4th Fridays, duty rotations). Every correct answer answers the whole question, is fully right and carries
the estimate caveat where 2027 is involved; every wrong answer has one clear error. No answer text and no label
was changed. Final counts: 20 questions, 160 answers, 70 correct and 90 wrong, 75 in English."""
from __future__ import annotations

from heldout4_cases import C, W, _d

CALENDAR_CASES = [
    # Truth: 3rd working day after each month's end (2027, estimated, no 调休 known): Jan -> 2027-02-03 Wed;
    # Feb -> 03-03 Wed; Mar -> 04-06 Tue (04-05 清明 skipped); Apr -> 05-05 Wed (05-01/02 劳动节 on a weekend);
    # May -> 06-03 Thu; Jun -> 07-05 Mon.
    _d("2026-12-10", "月报要在每月结束后的第3个工作日前交。帮我列一下2027年1到6月每个月报的截止日，做成表格。",
       [("add_workdays", {"date": d, "days": 3})
        for d in ["2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31", "2027-06-30"]],
       [(C, "zh", "| 月报 | 截止日 |\n|---|---|\n| 1月 | 2027-02-03（周三） |\n| 2月 | 2027-03-03（周三） |\n"
                  "| 3月 | 2027-04-06（周二） |\n| 4月 | 2027-05-05（周三） |\n| 5月 | 2027-06-03（周四） |\n"
                  "| 6月 | 2027-07-05（周一） |\n\n2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
        (C, "en", "| Report | Due (3rd working day) |\n|---|---|\n| January | Wed 3 Feb 2027 |\n| February | Wed 3 Mar |\n"
                  "| March | Tue 6 Apr (5 Apr, 清明, is skipped) |\n| April | Wed 5 May |\n| May | Thu 3 Jun |\n"
                  "| June | Mon 5 Jul |\n\nThe 2027 holiday schedule has not been published yet, so these are estimates."),
        (C, "zh", "1. 一月报：２月３日（周三）\n2. 二月报：３月３日（周三）\n3. 三月报：４月６日（周二，４月５日清明推算放假）\n"
                  "4. 四月报：５月５日（周三）\n5. 五月报：６月３日（周四）\n6. 六月报：７月５日（周一）\n"
                  "（2027年的安排是推算的，以国务院公布为准）"),
        (W, "zh", "| 月报 | 截止日 |\n|---|---|\n| 1月 | 2027-02-03（周三） |\n| 2月 | 2027-03-03（周三） |\n"
                  "| 3月 | 2027-04-05（周一） |\n| 4月 | 2027-05-05（周三） |\n| 5月 | 2027-06-03（周四） |\n"
                  "| 6月 | 2027-07-05（周一） |\n\n2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
        (W, "en", "Due dates: Jan report 2/3 (Wed), Feb report 3/3 (Wed), Mar report 4/6 (Tue), Apr report 5/5 (Wed), "
                  "May report 6/3 (Thu), Jun report 7/5 (Mon), all in 2027 (m/d). These follow the official 2027 "
                  "holiday schedule, so they are final."),
        (W, "zh", "1月报2月3日（周三），2月报3月3日（周三），3月报4月6日（周二），4月报5月5日（周三），5月报6月3日（周四），"
                  "6月报7月5日（周五）。2027年安排为推算，仅供参考。"),
        (W, "en", "Jan: 3 Feb 2027 (Wed); Feb: 3 Mar (Wed); Mar: 6 Apr (Tue); Apr: 4 May (Tue); May: 3 Jun (Thu); "
                  "Jun: 5 Jul (Mon). 2027 is estimated from the statutory holidays, not yet announced."),
        (C, "en", "3rd WD after each month-end, 2027 (estimate - the official schedule is not out yet): 2027.02.03 Wed, "
                  "2027.03.03 Wed, 2027.04.06 Tue, 2027.05.05 Wed, 2027.06.03 Thu, 2027.07.05 Mon.")]),
    # Truth: overtime Sat 2026-09-12; 30 calendar days after it = 2026-10-12 (Mon, working day). Window 09-13..10-12:
    # 30 calendar days, 17 working days (中秋 09-25 and 国庆 10-01..07 off; 09-20 Sun and 10-10 Sat are make-up days).
    _d("2026-09-14", "I worked overtime last Saturday (Sep 12). The 调休 must be used within 30 calendar days of the overtime "
                     "day. What's the last day I can take it, what weekday is it, and how many working days are in that window?",
       [("calculate_leave_days", {"start_date": "2026-09-13", "end_date": "2026-10-12"})],
       [(C, "en", "The last day is Monday, Oct 12, 2026 (a working day). From Sep 13 to Oct 12 there are 30 calendar days "
                  "and 17 working days you could use it on."),
        (C, "zh", "最晚10月12日（周一）用掉，那天是工作日。9月13日到10月12日共30个自然日，其中17个工作日"
                  "（中秋、国庆放假；9月20日周日和10月10日周六调休上班，算工作日）。"),
        (C, "en", "Deadline: 12 Oct (Mon). Window 13 Sep - 12 Oct = 30 days, 17 of them working days."),
        (W, "zh", "最晚10月12日（周二）用掉，是工作日。期间30个自然日、17个工作日。"),
        (W, "en", "Last day: Monday, Oct 13, 2026. Window Sep 13 - Oct 12 has 17 working days in 30 calendar days."),
        (W, "zh", "30个自然日截止到10月12日（周一）。这段时间有30个工作日可选。"),
        (W, "en", "You must take it by Mon 12 Oct. Working days in the window: 15 — Sep 20 (Sun) and Oct 10 (Sat) are "
                  "weekend days, so they don't count."),
        (W, "zh", "最晚10月12日（周一）。期间17个工作日，不过调休不能安排在周一，只能选周二到周五。")]),
    # Truth: February 2027 (estimated): 28 calendar days, 18 working days; 春节 2027-02-05..02-08 (2 weekdays).
    _d("2026-12-01", "2027年2月有多少个工作日？", [("calculate_leave_days", {"start_date": "2027-02-01", "end_date": "2027-02-28"})],
       [(C, "zh", "2027年2月预计有18个工作日（春节按2月5日至8日推算）。2027年放假安排尚未公布，仅供参考。"),
        (C, "en", "February 2027 should have 18 working days: 28 days, 20 weekdays, minus Fri 5 Feb and Mon 8 Feb for "
                  "Spring Festival. This is an estimate; the 2027 schedule hasn't been published."),
        (C, "zh", "十八个工作日（推算：春节2/5–2/8放假，不含调休，以国务院公布为准）。"),
        (W, "zh", "2027年2月有18个工作日。"),
        (W, "en", "February 2027 has 20 working days (estimate, as the 2027 schedule is not announced yet)."),
        (W, "zh", "2027年2月共18个工作日，按国务院已公布的2027年放假安排计算，可以直接用。"),
        (W, "en", "February 2027 has 16 working days (an estimate; the 2027 schedule is not yet published)."),
        (C, "en", "18 WD (estimated; 春节 2027 taken as 5–8 Feb, no make-up days known yet).")]),
    # Truth: 2026-12-28 (Mon)..2027-01-03 (Sun): 7 calendar days, 4 working days = 28, 29, 30, 31 Dec need leave;
    # 2027-01-01 (Fri) 元旦 (estimated), 01-02/03 weekend.
    _d("2026-12-01", "我想从12月28日一直休到1月3日，中间哪些天需要请假？",
       [("calculate_leave_days", {"start_date": "2026-12-28", "end_date": "2027-01-03"})],
       [(C, "zh", "需要请12月28日、29日、30日、31日（周一到周四）共4天；1月1日（周五）元旦放假，1月2、3日是周末。"
                  "2027年放假安排尚未公布，元旦按推算，仅供参考。"),
        (C, "en", "Take leave on 28, 29, 30 and 31 Dec (Mon-Thu): 4 days for 7 days off. 1 Jan 2027 (Fri) is 元旦 and "
                  "2-3 Jan is the weekend. Note: 2027's holidays are an estimate until the official notice."),
        (C, "zh", "请四天假：12/28–12/31。1月1日元旦（推算，以国务院公布为准），接着周末。"),
        (W, "zh", "需要请12月28日到12月31日共4天，1月1日元旦、1月2日3日周末不用请。"),
        (W, "en", "You need 5 days of leave: 28, 29, 30, 31 Dec and 1 Jan. 2027 holidays are estimated, though."),
        (W, "zh", "请12月28日至31日4天假。元旦是1月1日（周四），2日3日周末。2027安排为推算，仅供参考。"),
        (W, "en", "Leave days: Dec 28–31 (4 days); Jan 1–3 are off anyway. 2027 元旦 is already confirmed by the State "
                  "Council, so this is certain."),
        (W, "zh", "需要请12月29日到12月31日3天（推算，2027年安排未公布）。")]),
    # Truth: Q4 2026 Fridays: Oct 2, 9, 16, 23, 30; Nov 6, 13, 20, 27; Dec 4, 11, 18, 25. 2nd/4th: Oct 9, Oct 23,
    # Nov 13, Nov 27, Dec 11, Dec 25 - all working days (国庆 10-01..07 hits only the 1st Friday, Oct 2). 6 meetings.
    _d("2026-09-28", "Our review meets on the 2nd and 4th Friday of each month. List them for Q4 2026 — do any fall on a holiday?",
       [("calculate_leave_days", {"start_date": "2026-10-01", "end_date": "2026-12-31"})],
       [(C, "en", "Q4 2026: Oct 9, Oct 23, Nov 13, Nov 27, Dec 11, Dec 25 (all Fridays). None is a holiday — 国庆 "
                  "(Oct 1–7) only covers the 1st Friday, Oct 2."),
        (C, "zh", "第四季度：10月9日、10月23日、11月13日、11月27日、12月11日、12月25日，共6次，都是工作日，没有撞上节假日。"),
        (C, "en", "1. 9 Oct\n2. 23 Oct\n3. 13 Nov\n4. 27 Nov\n5. 11 Dec\n6. 25 Dec\nAll six are normal working Fridays."),
        (C, "zh", "2026Q4 的第二、四个礼拜五：10/9、10/23、11/13、11/27、12/11、12/25。都不是假日（10月9日是国庆后第二个工作日）。"),
        (W, "en", "Oct 2, Oct 16, Nov 13, Nov 27, Dec 11, Dec 25 — and Oct 2 falls in 国庆, so that one is off."),
        (W, "zh", "10月9日、10月23日、11月13日、11月27日、12月11日、12月25日。其中10月9日还在国庆假期内，要顺延。"),
        (W, "en", "Q4: Oct 9, Oct 23, Nov 13, Nov 27, Dec 11, Dec 25 — 5 meetings, none on a holiday."),
        (W, "zh", "第四季度：10月9日、10月23日、11月13日、11月27日、12月11日、12月18日，都是工作日。")]),
    # Truth: day 100 of 2027 = 2027-04-10 (Sat): 01-01..04-10 is 100 calendar days; a rest day (estimated, no 调休 known).
    _d("2026-11-05", "2027年的第100天是哪天？星期几？上班吗？",
       [("calculate_leave_days", {"start_date": "2027-01-01", "end_date": "2027-04-10"}),
        ("calculate_leave_days", {"start_date": "2027-04-10", "end_date": "2027-04-10"})],
       [(C, "zh", "2027年第100天是4月10日，星期六，休息日。2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
        (C, "en", "Day 100 of 2027 is Saturday, 10 April — a rest day (estimate: the 2027 schedule, including any make-up "
                  "working Saturdays, is not published yet)."),
        (C, "zh", "四月十日（星期六），不用上班（推算，以国务院公布为准）。"),
        (W, "zh", "2027年第100天是4月9日（周五），工作日。2027年安排为推算，仅供参考。"),
        (W, "en", "It's Sat 10 Apr 2027, a rest day."),
        (W, "zh", "2027年第100天是4月10日，星期日，休息。（2027年安排是推算的，以国务院公布为准）"),
        (W, "en", "10 April 2027 (Saturday). Since it's right after 清明, it is a make-up working day. (Estimated — "
                  "2027 not yet announced.)"),
        (W, "zh", "第100天：2026年4月10日，周六，休息（推算）。")]),
    # Truth: 清明 2026 off 04-04..04-06; leave from Tue 04-07: 5 working days = 04-07..04-13 (Mon), 7 calendar days;
    # back at work Tue 04-14.
    _d("2026-05-20", "清明小长假一结束我就休了5个工作日年假。那是哪几天？我是哪天回来上班的？",
       [("calculate_leave_days", {"start_date": "2026-04-07", "end_date": "2026-04-13"}),
        ("add_workdays", {"date": "2026-04-06", "days": 5})],
       [(C, "zh", "你休的是4月7日（周二）到4月13日（周一），5个工作日（中间4月11、12日是周末），4月14日（周二）回来上班。"),
        (C, "en", "Your leave ran Tue 7 Apr – Mon 13 Apr 2026 (5 working days, 7 calendar days); you were back on Tue 14 Apr."),
        (C, "zh", "4/7、4/8、4/9、4/10、4/13 这五天，４月１４日（星期二）返岗。"),
        (C, "en", "Leave: 7–10 Apr and 13 Apr. Back at work Tuesday, 14.04.2026."),
        (W, "zh", "你休的是4月7日到4月11日，4月12日回来上班。"),
        (W, "en", "You were off Apr 6–Apr 10 and came back Monday, Apr 13."),
        (W, "zh", "4月7日（周二）至4月13日（周一），共7个工作日，4月14日回来。"),
        (W, "en", "Leave was 7–13 Apr 2026, and you returned on Wed 15 Apr.")]),
    # Truth: 国庆 2026 is 10-01..10-07 (7 days, 0 working days). 张 from Oct 1 by day: 张 1,4,7; 李 2,5; 王 3,6.
    # Oct 5 -> 李. 张 3 days, 李 2, 王 2.
    _d("2026-09-10", "国庆假期安排张、李、王三人按天轮流值班，张从10月1日开始。每人值几天？10月5日谁值班？",
       [("calculate_leave_days", {"start_date": "2026-10-01", "end_date": "2026-10-07"})],
       [(C, "zh", "国庆10月1日至7日共7天：张 1、4、7日（3天），李 2、5日（2天），王 3、6日（2天）。10月5日是李值班。"),
        (C, "en", "| Day | On duty |\n|---|---|\n| Oct 1 | 张 |\n| Oct 2 | 李 |\n| Oct 3 | 王 |\n| Oct 4 | 张 |\n"
                  "| Oct 5 | 李 |\n| Oct 6 | 王 |\n| Oct 7 | 张 |\n\n张 3 days, 李 2, 王 2; Oct 5 is 李."),
        (C, "zh", "张值三天，李、王各两天；十月五日李值班。"),
        (W, "zh", "7天假：张 1、4、7日，李 2、5日，王 3、6日。10月5日王值班。"),
        (W, "en", "The break is Oct 1–8 (8 days): 张 1, 4, 7; 李 2, 5, 8; 王 3, 6. Oct 5 is 李."),
        (W, "zh", "每人值两天多一点：张3天、李3天、王1天，10月5日李值班。"),
        (W, "en", "张 takes Oct 1, 4, 7; 李 Oct 2, 5; 王 Oct 3, 6. So 张 3, 李 2, 王 2, and Oct 5 belongs to 张."),
        (W, "zh", "国庆10月1日至7日：张1、4、7日，李2、5日，王3、6日；10月5日李值班。值班当天可另外调休，"
                  "法律规定每值一天补两天假。")]),
    # Truth: 2026-11-10 (Tue)..2026-12-31 inclusive: 52 calendar days = 7 full weeks + 3 days; 38 working days, no holidays.
    _d("2026-11-10", "How many full weeks and how many working days are left from today to the end of the year (counting today)?",
       [("calculate_leave_days", {"start_date": "2026-11-10", "end_date": "2026-12-31"})],
       [(C, "en", "From today (Tue 10 Nov) through 31 Dec there are 52 days: 7 full weeks and 3 days, with 38 working days "
                  "(no public holidays in between)."),
        (C, "zh", "今天（11月10日）到12月31日共52天，即7整周零3天，其中38个工作日。"),
        (C, "en", "7 weeks + 3 days; 38 WD."),
        (C, "zh", "剩７个整周（另加３天），工作日３８个，期间没有法定节假日。"),
        (W, "en", "52 days left — 7 full weeks and 3 days — and 37 working days."),
        (W, "zh", "到年底共52天，是8整周，38个工作日。"),
        (W, "en", "38 working days and 7 full weeks remain; 元旦 on Dec 31 isn't counted."),
        (W, "zh", "到年底还剩52个工作日，7整周零3天。")]),
    # Truth: invoice dated 2026-08-17 + 45 calendar days = 2026-10-01 (Thu, 国庆) -> next working day 2026-10-08 (Thu).
    _d("2026-08-20", "发票日期是8月17日，45个自然日后付款，遇到休息日顺延到下一个工作日。哪天付款？",
       [("calculate_leave_days", {"start_date": "2026-08-18", "end_date": "2026-10-01"}),
        ("add_workdays", {"date": "2026-09-30", "days": 1})],
       [(C, "zh", "8月17日加45个自然日是10月1日（周四），国庆放假，顺延到10月8日（周四）付款。"),
        (C, "en", "17 Aug + 45 calendar days = Thu 1 Oct, which is 国庆; the next working day is Thu 8 Oct 2026, so pay then."),
        (C, "zh", "付款日：2026.10.08（周四）。"),
        (W, "zh", "45个自然日后是10月1日，国庆假期，提前到9月30日（周三）付款。"),
        (W, "en", "Due Oct 1 falls in the 国庆 break; it moves to the next working day, Friday 9 Oct."),
        (W, "zh", "8月17日后45个工作日是10月22日，付款日就是10月22日（周四）。"),
        (W, "en", "Payable 2 Oct (Fri), which is in the holiday, so it rolls to Thu 8 Oct."),
        (W, "zh", "8月17日加45天是10月1日，节假日顺延，10月8日（周三）付款。")]),
    # Truth: today 2026-09-16 (Wed); working days still to come in September (after today): 09-17..09-30 = 10
    # (17, 18, 20 Sun make-up, 21, 22, 23, 24, 28, 29, 30; 25 中秋 off). 11 counting today.
    _d("2026-09-16", "这个月从明天起还有几个工作日？",
       [("calculate_leave_days", {"start_date": "2026-09-17", "end_date": "2026-09-30"})],
       [(C, "zh", "从明天（9月17日）到9月30日还有10个工作日：9月25日中秋放假，9月20日（周日）调休上班算工作日。"),
        (C, "en", "10 working days left (Sep 17–30), counting the make-up Sunday Sep 20 and skipping 中秋 on Sep 25."),
        (C, "zh", "还有十个工作日。"),
        (C, "en", "Ten: 17, 18, 20 (Sun, 调休上班), 21–24, 28, 29, 30 Sep."),
        (W, "zh", "从明天到月底还有9个工作日，9月20日是周日不用上班。"),
        (W, "en", "11 working days from tomorrow to Sep 30."),
        (W, "zh", "还有10个工作日，不过9月25日中秋也要上班。"),
        (W, "en", "14 working days remain this month (Sep 17–30).")]),
    # Truth: every other Monday from 2026-09-07: 09-07, 09-21, 10-05 (国庆 holiday), 10-19, 11-02, 11-16, 11-30, 12-14,
    # 12-28 = 9 Mondays, 8 on working days.
    _d("2026-09-01", "隔周一培训，第一次是9月7日，一直到12月底。列出所有日期，哪次撞上节假日？",
       [("calculate_leave_days", {"start_date": "2026-09-07", "end_date": "2026-12-28"})],
       [(C, "zh", "9月7日、9月21日、10月5日、10月19日、11月2日、11月16日、11月30日、12月14日、12月28日，共9个周一；"
                  "其中10月5日在国庆假期，实际能上的是8次。"),
        (C, "en", "Sep 7, Sep 21, Oct 5, Oct 19, Nov 2, Nov 16, Nov 30, Dec 14, Dec 28. Oct 5 is in the 国庆 break, so 8 "
                  "sessions on working days."),
        (C, "zh", "1. 9/7\n2. 9/21\n3. 10/5（国庆放假，撞上）\n4. 10/19\n5. 11/2\n6. 11/16\n7. 11/30\n8. 12/14\n9. 12/28"),
        (W, "zh", "9月7日、9月21日、10月5日、10月19日、11月2日、11月16日、11月30日、12月14日、12月28日，都在工作日，没有撞节假日。"),
        (W, "en", "Sep 7, Sep 21, Oct 5, Oct 19, Nov 2, Nov 16, Nov 30, Dec 14, Dec 28; Sep 21 clashes with 中秋, the rest "
                  "are fine except Oct 5."),
        (W, "zh", "9月7日、9月21日、10月5日、10月19日、11月2日、11月16日、11月30日、12月14日，共8次，10月5日撞国庆。"),
        (W, "en", "Sep 7, Sep 21, Oct 5, Oct 19, Nov 2, Nov 16, Nov 30, Dec 14, Dec 28 — Oct 5 is 国庆, so it moves to the "
                  "make-up day Sat Oct 10, which is mandatory for trainings."),
        (W, "zh", "9月7日、9月21日、10月5日、10月19日、11月2日、11月16日、11月30日、12月15日、12月28日；10月5日国庆放假。")]),
    # Truth (2027, estimated): 3rd working day after month end: Jan -> 2027-02-03 Wed; Feb -> 03-03 Wed;
    # Mar -> 04-06 Tue (清明 04-05 Mon skipped).
    _d("2027-01-05", "When are the Q1 monthly reports due? Each is due on the 3rd business day after the month ends.",
       [("add_workdays", {"date": d, "days": 3}) for d in ["2027-01-31", "2027-02-28", "2027-03-31"]],
       [(C, "en", "January report: Wed 3 Feb; February: Wed 3 Mar; March: Tue 6 Apr (Mon 5 Apr is 清明). The 2027 holiday "
                  "schedule has not been published yet, so this is an estimate."),
        (C, "zh", "1月报：2月3日（周三）；2月报：3月3日（周三）；3月报：4月6日（周二）。2027年放假安排尚未公布，按法定节日推算，仅供参考。"),
        (C, "en", "- Jan → 2/3 (Wed)\n- Feb → 3/3 (Wed)\n- Mar → 4/6 (Tue)\n(m/d; estimated, pending the official 2027 notice)"),
        (W, "en", "Jan → Feb 3, Feb → Mar 3, Mar → Apr 5. (Estimated; the 2027 schedule isn't out.)"),
        (W, "zh", "一月报2月3日，二月报3月3日，三月报4月6日。"),
        (W, "en", "Feb 3 (Wed), Mar 3 (Wed), Apr 6 (Tue) — but those are for Q1 2026. (Estimate, not yet announced.)"),
        (W, "zh", "第一季度：2月4日（周四）、3月3日（周三）、4月6日（周二）。2027年安排为推算。"),
        (C, "zh", "分别是 3.2.2027、3.3.2027、6.4.2027（日.月.年；2027年节假日为推算，以国务院公布为准）。")]),
    # Truth: overtime Sat 2026-10-03 (国庆); 30 calendar days after = 2026-11-02 (Mon). Window 10-04..11-02: 30 calendar days,
    # 19 working days (10-04..10-07 holiday; 10-10 Sat make-up counts).
    _d("2026-10-09", "国庆10月3日我加了一天班，调休要在加班后30个自然日内用完，最晚哪天？这段时间有几个工作日能用？",
       [("calculate_leave_days", {"start_date": "2026-10-04", "end_date": "2026-11-02"})],
       [(C, "zh", "最晚11月2日（周一）用完。10月4日到11月2日共30个自然日，其中19个工作日（10月10日周六调休上班也算）。"),
        (C, "en", "By Mon 2 Nov 2026. The window (4 Oct – 2 Nov) has 30 calendar days and 19 working days."),
        (C, "zh", "截止１１月２日（星期一），可用工作日１９个。"),
        (W, "zh", "最晚11月3日（周二），期间19个工作日。"),
        (W, "en", "Deadline Mon 2 Nov; 18 working days in the window — Sat Oct 10 is a weekend day."),
        (W, "zh", "最晚11月2日（周一），这30天里有30个工作日可以选。"),
        (W, "en", "Use it by Nov 2 (Monday); 19 working days. Note 3 Oct was a statutory day, so legally you get 3 days "
                  "of 调休, not one."),
        (W, "zh", "最晚11月2日（周日），期间19个工作日。")]),
    # Truth: Feb 2027 (estimated): 18 working days; Feb 2026 (official): 16 working days (春节 02-15..02-23, make-up
    # Sat 02-14 and 02-28). 2027 has 2 more.
    _d("2026-11-20", "Feb 2027 vs Feb 2026: how many working days each?",
       [("calculate_leave_days", {"start_date": "2027-02-01", "end_date": "2027-02-28"}),
        ("calculate_leave_days", {"start_date": "2026-02-01", "end_date": "2026-02-28"})],
       [(C, "en", "Feb 2026: 16 working days (official; 春节 15–23 Feb, with make-up Saturdays 14 and 28 Feb). Feb 2027: "
                  "about 18 — an estimate, since the 2027 schedule hasn't been published."),
        (C, "zh", "2026年2月16个工作日；2027年2月约18个工作日（2027年放假安排尚未公布，按法定节日推算）。2027年多2天。"),
        (C, "en", "| Month | Working days |\n|---|---|\n| Feb 2026 | 16 |\n| Feb 2027 | 18 (estimate) |"),
        (C, "zh", "二〇二六年二月：十六天；二〇二七年二月：十八天（推算，以国务院公布为准）。"),
        (W, "en", "Feb 2026 has 14 working days and Feb 2027 about 18 (2027 is an estimate)."),
        (W, "zh", "2026年2月16个，2027年2月18个，两年都已按官方安排确定。"),
        (W, "en", "Feb 2026: 16; Feb 2027: 18 (estimated) — so 2027 has 3 more working days."),
        (W, "zh", "2026年2月16个工作日，2027年2月20个工作日（推算）。")]),
    # Truth: 2027-04-10 = day 100 of 2027, Saturday, rest day (estimated).
    _d("2026-12-20", "Is the 100th day of 2027 a working day? Which date and weekday is it?",
       [("calculate_leave_days", {"start_date": "2027-04-10", "end_date": "2027-04-10"})],
       [(C, "en", "The 100th day of 2027 is Saturday 10 April — not a working day. (Estimate: the 2027 holiday schedule "
                  "hasn't been published.)"),
        (C, "zh", "是2027年4月10日（星期六），休息日，不上班。2027年安排尚未公布，按推算，仅供参考。"),
        (C, "en", "Sat, Apr 10, 2027: rest day (based on the estimated 2027 calendar; no make-up day announced yet)."),
        (W, "en", "Saturday, April 10, 2027 — a rest day. This is per the official 2027 schedule."),
        (W, "zh", "2027年4月10日（周日），休息日（推算，以国务院公布为准）。"),
        (W, "en", "It's Friday 9 April 2027, a working day. (2027 estimated.)"),
        (W, "zh", "2027年4月10日，周六，休息（推算）。不过第100天公司规定算节日福利日，需值班。"),
        (W, "en", "Not a working day: Saturday 10 April 2027.")]),
    # Truth: 国庆 2026 10-01..10-07; 陈 from Oct 1 by day: 陈 1, 4, 7; 林 2, 5; 周 3, 6. First day back Thu 10-08;
    # Sat 10-10 is a 调休上班日 (working). 10-01..10-10: 3 working days (8, 9, 10).
    _d("2026-09-22", "国庆值班：陈、林、周三人按天轮，陈从10月1日开始。排一下表；另外节后哪天开始上班，10月10日周六要上班吗？",
       [("calculate_leave_days", {"start_date": "2026-10-01", "end_date": "2026-10-10"})],
       [(C, "zh", "| 日期 | 值班 |\n|---|---|\n| 10月1日 | 陈 |\n| 10月2日 | 林 |\n| 10月3日 | 周 |\n| 10月4日 | 陈 |\n"
                  "| 10月5日 | 林 |\n| 10月6日 | 周 |\n| 10月7日 | 陈 |\n\n10月8日（周四）开始上班，10月10日周六调休上班，要上班。"),
        (C, "en", "Roster: 陈 Oct 1, 4, 7; 林 Oct 2, 5; 周 Oct 3, 6. Back to work Thu Oct 8, and yes, Sat Oct 10 is a make-up "
                  "working day."),
        (C, "zh", "陈：1、4、7日；林：2、5日；周：3、6日。节后10月8日（星期四）上班；10月10日（周六）是调休上班日，要上班。"),
        (C, "en", "1. 陈 – 1/10, 4/10, 7/10\n2. 林 – 2/10, 5/10\n3. 周 – 3/10, 6/10\n(d/m.) Work resumes 8 Oct (Thu); "
                  "10 Oct (Sat) is a working day."),
        (W, "zh", "陈1、4、7日，林2、5日，周3、6日。节后10月8日上班；10月10日周六不用上班。"),
        (W, "en", "陈 Oct 1, 4, 7; 林 Oct 2, 5; 周 Oct 3, 6. Work resumes Wednesday Oct 8; Sat Oct 10 is a working day."),
        (W, "zh", "陈1、4、7日，林2、5日，周3、6日。节后10月9日（周五）上班，10月10日周六调休上班。"),
        (W, "en", "陈 Oct 1, 3, 5, 7; 林 Oct 2, 6; 周 Oct 4. Back Oct 8 (Thu); Oct 10 (Sat) is a make-up working day.")]),
    # Truth: invoice 2026-12-17 + 45 calendar days = 2027-01-31 (Sun) -> next working day 2027-02-01 (Mon), estimated 2027.
    _d("2026-12-17", "Invoice dated today, payable 45 calendar days later; if that's a rest day it moves to the next working day. Due date?",
       [("calculate_leave_days", {"start_date": "2026-12-18", "end_date": "2027-01-31"}),
        ("add_workdays", {"date": "2027-01-31", "days": 1})],
       [(C, "en", "17 Dec + 45 days = Sun 31 Jan 2027, a rest day, so it's due Mon 1 Feb 2027. The 2027 holiday schedule "
                  "has not been published yet, so this is an estimate."),
        (C, "zh", "45个自然日后是2027年1月31日（周日），顺延到2月1日（周一）付款。2027年放假安排尚未公布，以上按推算，仅供参考。"),
        (C, "en", "Due: Monday, Feb 1, 2027 (Jan 31 is a Sunday). Estimated — 2027's calendar is not official yet."),
        (W, "en", "Jan 31, 2027 is a Sunday, so it moves back to Friday, Jan 29. (2027 is an estimate.)"),
        (W, "zh", "今天加45天是2027年1月31日（周日），顺延到2月1日（周一）。"),
        (W, "en", "45 days after 17 Dec is 1 Feb 2027 (Mon), a working day, so due 1 Feb. (2027 estimated.)"),
        (W, "zh", "45个自然日后是2027年1月31日（周六），顺延到2月1日（周一）。2027年安排为推算，仅供参考。"),
        (W, "en", "Due Mon 1 Feb 2026 (the 45th day, Sun 31 Jan, is a rest day). Estimated, pending the official notice.")]),
    # Truth: every other Monday from 2026-09-14: 09-14, 09-28, 10-12, 10-26, 11-09, 11-23, 12-07, 12-21 = 8, all working
    # days (中秋 09-25..27 and 国庆 10-01..07 missed).
    _d("2026-09-08", "Training every other Monday starting Sep 14, through December. Which dates, and do any hit a holiday?",
       [("calculate_leave_days", {"start_date": "2026-09-14", "end_date": "2026-12-21"})],
       [(C, "en", "Sep 14, Sep 28, Oct 12, Oct 26, Nov 9, Nov 23, Dec 7, Dec 21 — 8 sessions, all on working days; both "
                  "中秋 (Sep 25–27) and 国庆 (Oct 1–7) fall between sessions."),
        (C, "zh", "9月14日、9月28日、10月12日、10月26日、11月9日、11月23日、12月7日、12月21日，共8次，没有撞上节假日。"),
        (C, "en", "14 Sep, 28 Sep, 12 Oct, 26 Oct, 9 Nov, 23 Nov, 7 Dec, 21 Dec. None on a holiday."),
        (C, "zh", "隔周一共八次：9/14、9/28、10/12、10/26、11/9、11/23、12/7、12/21，全部是工作日。"),
        (W, "en", "Sep 14, Sep 28, Oct 12, Oct 26, Nov 9, Nov 23, Dec 7, Dec 21 — Sep 28 is still in the 中秋 break, so "
                  "that one is off."),
        (W, "zh", "9月14日、9月28日、10月12日、10月26日、11月9日、11月23日、12月7日、12月21日，共9次，都是工作日。"),
        (W, "en", "Sep 14, Sep 28, Oct 12, Oct 26, Nov 9, Nov 23, Dec 7, Dec 21, plus Oct 5 — Oct 5 is during 国庆."),
        (W, "zh", "9月14日、9月28日、10月12日、10月26日、11月9日、11月23日、12月7日、12月22日，均为工作日。")]),
    # Truth: today 2026-10-09 (Fri); working days still to come in October after today: 10-10..10-31 = 16
    # (Sat 10-10 make-up + 15 weekdays).
    _d("2026-10-09", "这个月今天之后还有几个工作日？",
       [("calculate_leave_days", {"start_date": "2026-10-10", "end_date": "2026-10-31"})],
       [(C, "zh", "今天之后（10月10日至31日）还有16个工作日，包括10月10日周六调休上班。"),
        (C, "en", "16 working days left after today: Sat Oct 10 (make-up day) plus 15 weekdays."),
        (C, "zh", "十六个。"),
        (W, "zh", "还有15个工作日，10月10日是周六不算。"),
        (W, "en", "17 working days remain in October after today."),
        (W, "zh", "今天之后还剩22个工作日。"),
        (W, "en", "16 working days, but Oct 10 is a half day by law, so effectively 15.5."),
        (W, "zh", "算上今天，10月还剩16个工作日。")]),
]
