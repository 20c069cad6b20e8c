"""The thirty-first held-out probe set, calendar part: questions, the date-tool calls a model would make,
and final answers written by hand after reading the tools' REAL results (make_heldout31.py runs the
calls). Written blind: the writer never read the answer check's code, its prompts or tests, nor ran
the check. Never tuned on: every case is report.

Material (new for this set): a quarterly report due on the 10th working day of each quarter's first
month (2027's four quarters as a table, estimated; and 2026Q4 alone), the working days of each
Monday-Sunday week of October 2026 (国庆 with its 10月10日 调休 Saturday), a 3-day training on
consecutive working days from the first Tuesday after a stated date (ending the day before 中秋),
'within 15 working days after receipt' with receipt on a 调休 Saturday (10月10日) and on a 调休
Sunday (9月20日), 100 working days after a start in late 2026 (into 2027, estimated, twice), the last
working day of October, November and December 2026, the Fridays of 2026 that are holidays (six) and
of 2027 (three, estimated), a 3-year contract and the date 30 days before its end (ending 2026 and
ending 2029), 3 working days of leave right before 国庆 2026 (13 days off with 中秋) and right after it
(the 调休 Saturday is one of them), 10 days of 年假 in two blocks around 元旦 2027, a weekly Thursday
stand-up through November-December 2026 and through September-October 2026 (国庆 on a Thursday),
and working hours at 8 a day between two dates (2026, and across 元旦 2027).
Shapes: tables, numbered steps, one-liners, bullet lists, long explanations with extra true facts.
Forms: "18:00 Friday", "EOD", "23:59", "Q4", "第四季度", "2026Q4", "the 10th business day", "第10个工作日",
"10 WD", 星期/周/礼拜/Wed, "2026.10.14", "14.10.2026", "Oct 14", "14 Oct", "10/14" (m/d, said so),
全角数字, Chinese numerals, weekdays in brackets, 下周二, mixed Chinese and English.
Errors (one per wrong answer): wrong date, wrong weekday, off by one (the receipt/start day counted),
natural vs working days, a holiday counted as a working day (and the reverse), a 调休上班日 treated as a
rest day, a meeting counted on a holiday, the wrong quarter, a moved date moved the wrong way, wrong
total, wrong year, a missing estimate caveat, an estimate called official, an invented rule.

Audit (calendar part): every one of the 160 answers (20 questions) was judged on its own against the
stored tool results (rebuilt with make_heldout31.py --part calendar), chinese_calendar for 2026, the
repo's workcalendar for the 2027 and 2029 estimates, Python datetime for weekdays, plain arithmetic and
8 hours a day. All labels held and every correct answer answers the whole question (with the estimate
caveat where it relies on 2027+). Two wrong answers could be read away, because a 3-year contract
"ending on the anniversary" (16 Nov 2026, 12 Oct 2029) is a defensible reading: their end dates now
read 15 Nov 2026 and Thu 11 Oct 2029, so the one error left is a notice date 29 days before the end
(17 Oct 2026, Wed 12 Sep 2029). Labels unchanged: 70 correct, 90 wrong; 20 questions, 160 answers.
"""
from __future__ import annotations

from heldout4_cases import C, W, _d

CALENDAR_CASES = [
    # Truth (estimated, 2027 not published): the 10th working day of Jan 2027 = 2027-01-15 (Fri; 元旦 1/1 skipped);
    # Apr = 2027-04-15 (Thu; 清明 4/5 skipped); Jul = 2027-07-14 (Wed); Oct = 2027-10-15 (Fri; 国庆 10/1-10/3 estimated).
    _d("2026-12-10", "2027年每个季度第一个月的第10个工作日要交季度报告，四个季度分别是哪天？列个表。",
       [("add_workdays", {"date": "2026-12-31", "days": 10}), ("add_workdays", {"date": "2027-03-31", "days": 10}),
        ("add_workdays", {"date": "2027-06-30", "days": 10}), ("add_workdays", {"date": "2027-09-30", "days": 10})],
       [(C, "zh", "| 季度 | 截止日（第10个工作日） |\n|---|---|\n| Q1 | 2027-01-15（周五） |\n| Q2 | 2027-04-15（周四） |\n"
                  "| Q3 | 2027-07-14（周三） |\n| Q4 | 2027-10-15（周五） |\n\n注意：2027年放假安排尚未公布，以上按法定节日推算"
                  "（元旦1月1日、清明4月5日、国庆10月1–3日），仅供参考，以国务院正式通知为准。"),
        (C, "en", "Estimated dates (the 2027 holiday schedule isn't out yet, so these may shift):\n"
                  "1. Q1 – Fri Jan 15, 2027\n2. Q2 – Thu Apr 15, 2027\n3. Q3 – Wed Jul 14, 2027\n4. Q4 – Fri Oct 15, 2027"),
        (C, "zh", "按推算：一季度１月１５日（星期五），二季度４月１５日（星期四），三季度７月１４日（星期三），"
                  "四季度１０月１５日（星期五）。（2027年的安排是推算的，以国务院公布为准）"),
        (C, "en", "10th business day each quarter, 2027 (estimate only, official calendar not yet published): 15 Jan, "
                  "15 Apr, 14 Jul, 15 Oct."),
        (W, "zh", "| 季度 | 截止日 |\n|---|---|\n| Q1 | 2027-01-15（周五） |\n| Q2 | 2027-04-15（周四） |\n"
                  "| Q3 | 2027-07-14（周三） |\n| Q4 | 2027-10-15（周五） |"),
        (W, "zh", "2027年四个季度的第10个工作日：1月15日（周五）、4月14日（周三）、7月14日（周三）、10月15日（周五）。"
                  "2027年的放假安排是推算的，仅供参考。"),
        (W, "zh", "根据国务院已经公布的2027年放假安排，四个截止日是：Q1 1月15日（周五）、Q2 4月15日（周四）、"
                  "Q3 7月14日（周三）、Q4 10月15日（周五）。"),
        (W, "en", "Estimated (2027 holidays not announced): Q1 Fri Jan 15, Q2 Thu Apr 15, Q3 Thu Jul 14, Q4 Fri Oct 15.")]),
    # Truth: 2026-09-30 + 10 working days = 2026-10-20 (Tue): 国庆 10/1-10/7 skipped, Sat 10/10 (调休) counts.
    _d("2026-09-28", "2026Q4的季度报告要在10月的第10个工作日交，是哪天？",
       [("add_workdays", {"date": "2026-09-30", "days": 10})],
       [(C, "zh", "10月20日（周二）。10月1日至7日是国庆假期，10月10日（周六）调休上班，算作工作日。"),
        (C, "en", "Tue Oct 20, 2026 – Oct 1–7 is 国庆, and Saturday Oct 10 is a make-up working day that counts, so the 10th "
                  "business day of October is the 20th."),
        (C, "zh", "第四季度报告截止：２０２６年１０月２０日（礼拜二）。"),
        (W, "en", "The 10th WD of October 2026 is Wed Oct 21 (Oct 1–7 is the National Day break and weekends don't count)."),
        (W, "zh", "10月第10个工作日是10月13日（周二），请在当天下班前提交。"),
        (W, "en", "Due on the 10th business day: Monday 19 Oct 2026."),
        (W, "zh", "10月10日（周六），那天正好调休上班，记得提交。"),
        (W, "zh", "2026Q4的报告按季度第一个月算，是2026年7月的第10个工作日，即7月14日（周二）。")]),
    # Truth: Oct 2026 in Mon–Sun weeks (October days only): 10/1–10/4: 0; 10/5–10/11: 3 (10/8, 10/9, Sat 10/10 调休);
    # 10/12–10/18: 5; 10/19–10/25: 5; 10/26–10/31: 5; total 18.
    _d("2026-09-21", "2026年10月按周一到周日分周（只算10月内的日子），每周各有几个工作日？",
       [("calculate_leave_days", {"start_date": "2026-10-01", "end_date": "2026-10-04"}),
        ("calculate_leave_days", {"start_date": "2026-10-05", "end_date": "2026-10-11"}),
        ("calculate_leave_days", {"start_date": "2026-10-12", "end_date": "2026-10-18"}),
        ("calculate_leave_days", {"start_date": "2026-10-19", "end_date": "2026-10-25"}),
        ("calculate_leave_days", {"start_date": "2026-10-26", "end_date": "2026-10-31"})],
       [(C, "zh", "| 周 | 日期 | 工作日 |\n|---|---|---|\n| 第1周 | 10/1–10/4 | 0 |\n| 第2周 | 10/5–10/11 | 3 |\n"
                  "| 第3周 | 10/12–10/18 | 5 |\n| 第4周 | 10/19–10/25 | 5 |\n| 第5周 | 10/26–10/31 | 5 |\n\n合计18个工作日；"
                  "第2周的3天是10月8日、9日和10日（周六调休上班）。"),
        (C, "en", "- Oct 1–4: 0 (National Day)\n- Oct 5–11: 3 (Thu 8, Fri 9 and the make-up Saturday 10)\n- Oct 12–18: 5\n"
                  "- Oct 19–25: 5\n- Oct 26–31: 5\nThat's 18 working days in October."),
        (W, "zh", "0、3、5、5、5，合计十八个；其中第二周的调休上班日是10月11日（周日）。"),
        (C, "zh", "第一周（1日–4日）全是国庆假期，零个工作日；第二周三个（8日、9日、10日周六调休）；后面三周每周五个，整月十八个工作日。"),
        (W, "zh", "第1周0天，第2周2天（10月8日、9日），第3–5周各5天，10月共17个工作日。"),
        (W, "en", "Week by week: 0, 3, 5, 5, 5 – 19 working days in total for October 2026."),
        (W, "en", "Oct 1–4: 2 (Thu 1 and Fri 2), Oct 5–11: 3, then 5, 5, 5 – 20 in all."),
        (W, "zh", "10/1–10/4：0天；10/5–10/11：3天（10月8日、9日、11日）；10/12–10/18、10/19–10/25、10/26–10/31各5天；共18天。")]),
    # Truth: first Tuesday after Thu 2026-09-17 = 2026-09-22; training Tue 9/22, Wed 9/23, Thu 9/24 (3 working days);
    # Fri 9/25 is 中秋 (holiday).
    _d("2026-09-15", "A 3-day training must run on consecutive working days, starting the first Tuesday after 17 Sep 2026. "
                     "Which days?",
       [("calculate_leave_days", {"start_date": "2026-09-22", "end_date": "2026-09-24"})],
       [(C, "en", "Tue 22, Wed 23 and Thu 24 Sep 2026 – it finishes just before the 中秋 holiday on Fri 25 Sep."),
        (C, "zh", "9月22日（周二）到9月24日（周四），连续3个工作日。"),
        (C, "zh", "1. 9月17日之后的第一个星期二是9月22日；\n2. 连续三个工作日：22日、23日、24日；\n3. 9月25日（周五）是中秋节，正好在培训之后。"),
        (C, "en", "22.9.2026–24.9.2026 (Tue–Thu)."),
        (W, "en", "Tue 22, Wed 23, Thu 24 Sep. If it slipped a day it would simply end on Fri 25 Sep, a normal working day."),
        (W, "zh", "9月22日（周一）到9月24日（周三）。"),
        (W, "en", "The first Tuesday after 17 Sep is 29 Sep, so the training runs 29 Sep, 30 Sep and 8 Oct."),
        (W, "zh", "下周二9月22日开始，连续三天，到9月25日（周五）结束。")]),
    # Truth: receipt Sat 2026-10-10 (调休上班日), not counted; 15th working day after = 2026-10-30 (Fri).
    _d("2026-10-10", "今天（10月10日，周六调休上班）收到一份文件，要求“收到后15个工作日内”回复，最晚哪天？",
       [("add_workdays", {"date": "2026-10-10", "days": 15})],
       [(C, "zh", "最晚10月30日（周五）。收到当天不算，从10月12日（周一）起数15个工作日。"),
        (C, "en", "By Fri 30 Oct 2026, EOD – the day of receipt isn't counted, even though today is a working Saturday."),
        (C, "zh", "10/30（周五）23:59前回复即可（收到当天不计）。"),
        (C, "en", "Deadline: Friday 30.10.2026 – e.g. send it by 18:00 Friday (15 WD counted from Mon 12 Oct; there are no holidays in between)."),
        (W, "zh", "含收到当天在内数15个工作日，最晚10月29日（周四）。"),
        (W, "zh", "收到后15天是10月25日（周日），在那之前回复。"),
        (W, "en", "Reply by Thursday, Oct 30 (the 15th working day after receipt)."),
        (W, "zh", "因为是周六收到，按规定顺延到下周一才开始起算，所以最晚11月2日（周一）。")]),
    # Truth: receipt Sun 2026-09-20 (调休上班日), not counted; 15th working day after = 2026-10-16 (Fri):
    # 9/21–9/24 (4), 中秋 9/25 skipped, 9/28–9/30 (7), 国庆 10/1–10/7 skipped, 10/8–10/9 (9), Sat 10/10 (10), 10/12–10/16 (15).
    _d("2026-09-20", "A notice arrived today, 2026-09-20 (a 调休 Sunday). We must reply 'within 15 working days after receipt'. "
                     "What's the last day?",
       [("add_workdays", {"date": "2026-09-20", "days": 15})],
       [(C, "en", "Fri 16 Oct 2026. Today doesn't count; 中秋 (Sep 25–27) and 国庆 (Oct 1–7) are skipped, and the make-up "
                  "Saturday Oct 10 counts as a working day."),
        (C, "zh", "最晚2026.10.16（周五）。收到当天不计，中间跳过中秋和国庆，10月10日周六调休上班算一个工作日。"),
        (C, "zh", "最晚礼拜五，10月16号。"),
        (W, "en", "Fri Oct 16 is wrong because Sat Oct 10 is a weekend; counting only Mon–Fri the 15th working day is Mon 19 Oct."),
        (W, "zh", "把收到当天（调休上班日）也算上，第15个工作日是10月15日（周四）。"),
        (W, "zh", "最晚10月10日（周六，调休上班日）。"),
        (W, "en", "The deadline is 16 Oct (Thu)."),
        (W, "zh", "收到后15天，即10月5日；那天是国庆假期。")]),
    # Truth (estimated): 2026-10-15 + 100 working days = 2027-03-09 (Tue); skipped 元旦 2027-01-01 and 春节 2027-02-05–02-08.
    _d("2026-10-15", "从今天起算100个工作日后是哪天？",
       [("add_workdays", {"date": "2026-10-15", "days": 100})],
       [(C, "zh", "2027年3月9日（周二）。今天不计；期间跳过2027年元旦（1月1日）和春节（2月5日–8日）。"
                  "2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
        (C, "en", "Tue 9 Mar 2027 – an estimate, since the 2027 holiday schedule hasn't been published (the count assumes "
                  "only the statutory days of 元旦 and 春节)."),
        (C, "zh", "第100个工作日是二〇二七年三月九日，星期二。（2027年的安排是推算的，以国务院公布为准）"),
        (C, "en", "Mar 9, 2027 (Tuesday). Not counting today, and skipping 1 Jan and 5–8 Feb 2027. Estimate only: "
                  "the official 2027 calendar may add 调休 days."),
        (W, "zh", "100个工作日后是2027年3月9日（周二），中间跳过元旦和春节。"),
        (W, "zh", "按国务院正式公布的2027年放假安排，第100个工作日是2027年3月9日（星期二）。"),
        (W, "en", "Tue 9 Mar 2026 (estimated – 2027 holidays aren't official yet)."),
        (W, "zh", "2027年3月9日（周三）。2027年安排尚未公布，按推算仅供参考。")]),
    # Truth (estimated): 2026-11-02 + 100 working days = 2027-03-25 (Thu); skipped 元旦 2027-01-01 and 春节 2027-02-05–02-08.
    _d("2026-11-02", "What date is 100 working days after today (Mon 2 Nov 2026)?",
       [("add_workdays", {"date": "2026-11-02", "days": 100})],
       [(C, "en", "Thursday, 25 March 2027 – estimated: the 2027 holiday schedule isn't published yet, so this only skips "
                  "元旦 (1 Jan) and 春节 (5–8 Feb)."),
        (C, "zh", "2027年3月25日（周四）。2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
        (C, "en", "3/25/2027 (m/d), a Thursday – provisional, pending the official 2027 calendar."),
        (W, "en", "Counting today as day 1, it's Wed 24 Mar 2027 (estimate; 2027 schedule not published)."),
        (W, "zh", "100天后是2027年2月10日（周三）。2027年的假期是推算的，仅供参考。"),
        (W, "zh", "2027年3月22日（周一）（按推算，2027年安排未公布）。"),
        (W, "zh", "2027年3月25日（周三），按推算，以国务院公布为准。"),
        (W, "en", "The 100th working day after Nov 2 is Thu Mar 25, 2027.")]),
    # Truth: last working day of Oct 2026 = 10-30 (Fri; 10/31 Sat); Nov = 11-30 (Mon); Dec = 12-31 (Thu).
    _d("2026-10-20", "2026年最后三个月，每个月的最后一个工作日分别是哪天？",
       [("calculate_leave_days", {"start_date": "2026-10-30", "end_date": "2026-10-31"}),
        ("calculate_leave_days", {"start_date": "2026-11-28", "end_date": "2026-11-30"}),
        ("calculate_leave_days", {"start_date": "2026-12-31", "end_date": "2026-12-31"})],
       [(C, "zh", "- 10月：10月30日（周五）\n- 11月：11月30日（周一）\n- 12月：12月31日（周四）"),
        (C, "en", "| Month | Last working day |\n|---|---|\n| Oct | Fri 30 Oct |\n| Nov | Mon 30 Nov |\n| Dec | Thu 31 Dec |"),
        (C, "en", "Oct 30 (Fri), Nov 30 (Mon) and Dec 31 (Thu)."),
        (C, "zh", "十月三十日星期五、十一月三十日星期一、十二月三十一日星期四；10月31日是周六，不上班。"),
        (W, "en", "October's last day, Sat 31 Oct, is a weekend, so it moves to Mon 2 Nov; then Mon 30 Nov and Thu 31 Dec."),
        (W, "zh", "10月30日（周五）、11月27日（周五）、12月31日（周四）。"),
        (W, "zh", "10月30日（周五）、11月30日（周一）、12月31日（周五）。"),
        (W, "zh", "10月30日（周五）、11月30日（周一）；12月31日是元旦前一天，按规定不上班，所以12月是30日（周三）。")]),
    # Truth: Fridays of 2026 that are holidays: 6 – 01-02 (元旦), 02-20 (春节), 05-01 (劳动节), 06-19 (端午), 09-25 (中秋),
    # 10-02 (国庆). (01-01 is a Thursday.)
    _d("2026-03-02", "How many Fridays in 2026 are public holidays, and which ones?",
       [("calculate_leave_days", {"start_date": "2026-01-01", "end_date": "2026-12-31"})],
       [(C, "en", "Six: Jan 2 (元旦), Feb 20 (春节), May 1 (Labour Day), Jun 19 (端午), Sep 25 (中秋) and Oct 2 (国庆)."),
        (C, "zh", "| 日期 | 节日 |\n|---|---|\n| 1月2日（周五） | 元旦 |\n| 2月20日（周五） | 春节 |\n| 5月1日（周五） | 劳动节 |\n"
                  "| 6月19日（周五） | 端午节 |\n| 9月25日（周五） | 中秋节 |\n| 10月2日（周五） | 国庆节 |\n\n共6个周五。"),
        (C, "zh", "６个：1/2、2/20、5/1、6/19、9/25、10/2。"),
        (W, "zh", "6个周五：1月2日、2月20日、5月1日、6月19日、9月25日、10月2日；2026年全年共250个工作日。"),
        (W, "en", "Five: Jan 2, Feb 20, May 1, Jun 19 and Oct 2."),
        (W, "zh", "共7个：1月1日、1月2日、2月20日、5月1日、6月19日、9月25日、10月2日。"),
        (W, "en", "Six: 2 Jan, 27 Feb, 1 May, 19 Jun, 25 Sep and 2 Oct."),
        (W, "zh", "6个周五：1月2日、2月20日、5月1日、6月26日、9月25日、10月2日。")]),
    # Truth (estimated, statutory days only): Fridays of 2027 that are holidays: 3 – 01-01 (元旦), 02-05 (春节), 10-01 (国庆).
    _d("2026-11-10", "2027年有几个周五是法定节假日？分别是哪天？",
       [("calculate_leave_days", {"start_date": "2027-01-01", "end_date": "2027-12-31"})],
       [(C, "zh", "按推算有3个：1月1日（元旦）、2月5日（春节）、10月1日（国庆）。2027年放假安排尚未公布，仅供参考。"),
        (C, "en", "Three, on current estimates: Fri 1 Jan, Fri 5 Feb and Fri 1 Oct 2027. The official 2027 schedule isn't out; "
                  "调休 arrangements could change this."),
        (C, "zh", "| 周五 | 节日 |\n|---|---|\n| 2027-01-01 | 元旦 |\n| 2027-02-05 | 春节 |\n| 2027-10-01 | 国庆节 |\n\n"
                  "（2027年的安排是推算的，以国务院公布为准）"),
        (W, "en", "Three: Fri Jan 1, Fri Feb 5 and Fri Oct 1, 2027."),
        (W, "zh", "国务院已公布2027年安排：共3个周五放假，1月1日、2月5日、10月1日。"),
        (W, "zh", "按推算共4个：1月1日、2月5日、9月15日（中秋）、10月1日。2027年安排尚未公布，仅供参考。"),
        (W, "en", "Estimated (2027 not yet announced): two – Jan 1 and Oct 1."),
        (W, "en", "Only two on the estimate: 1 Jan and 1 Oct. Fri 5 Feb is 除夕, which is never a statutory holiday. "
                  "(2027 schedule not yet published.)")]),
    # Truth: 3-year contract from 2023-11-16 ends 2026-11-15 (Sun); 30 days before = 2026-10-16 (Fri).
    _d("2026-09-01", "合同从2023年11月16日起签3年，哪天到期？提前30天通知的话最晚哪天通知？",
       [("calculate_leave_days", {"start_date": "2026-10-16", "end_date": "2026-11-15"})],
       [(C, "zh", "2026年11月15日（周日）到期，提前30天最晚在10月16日（周五）通知。"),
        (C, "en", "It ends on Sun 15 Nov 2026; 30 days before that is Fri 16 Oct 2026, the latest day to give notice."),
        (C, "en", "End: 15 Nov 2026 (Sunday). Notice by: 16 Oct 2026 (Friday)."),
        (C, "zh", "到期日２０２６年１１月１５日（星期日）；最晚２０２６年１０月１６日（星期五）通知。"),
        (W, "en", "Three years from 16 Nov 2023 ends on 15 Nov 2026, so notice is due by 17 Oct 2026."),
        (W, "zh", "到期日11月15日（周日）；提前30个工作日倒推，最晚9月29日（周二）通知。"),
        (W, "zh", "11月15日到期，最晚10月15日通知。"),
        (W, "zh", "11月15日（周日）到期，最晚10月16日（周四）通知。")]),
    # Truth: a 3-year contract from 2026-10-12 ends 2029-10-11 (Thu); 30 days before = 2029-09-11 (Tue). The window
    # 2029-09-11..2029-10-11 has 20 working days (2029 estimated) and 31 natural days.
    _d("2026-10-12", "My 3-year contract starts today. When does it end, and what date is 30 days before the end?",
       [("calculate_leave_days", {"start_date": "2029-09-11", "end_date": "2029-10-11"})],
       [(C, "en", "It ends on Thu 11 Oct 2029, and 30 days before that is Tue 11 Sep 2029. (Working-day counts in 2029 are "
                  "only estimates – that year's holiday schedule isn't published.)"),
        (C, "zh", "合同到2029年10月11日（周四）结束，到期前30天是2029年9月11日（周二）。2029年放假安排尚未公布，涉及工作日的按推算，仅供参考。"),
        (C, "en", "End 2029-10-11 (Thu); 30 days earlier: 2029-09-11 (Tue). Note the 2029 holidays are estimated."),
        (W, "en", "It ends on Thu 11 Oct 2029; 30 days before is Wed 12 Sep 2029 (2029 holidays are estimated)."),
        (W, "zh", "2028年10月11日到期，提前30天是2028年9月11日。"),
        (W, "zh", "2029年10月11日（周四）到期，前30天是2029年9月11日（周三）（2029年按推算）。"),
        (W, "zh", "2029年10月11日（周四）到期，提前30天是9月11日（周二）；2029年放假安排已正式公布，这期间共20个工作日。"),
        (W, "en", "End date Thu 11 Oct 2029, notice date Tue 11 Sep 2029 – that window holds 31 working days (estimated "
                  "2029 schedule).")]),
    # Truth: the 3 working days right before 国庆 2026 = 9/28 (Mon), 9/29, 9/30 (Wed); with 中秋 9/25–9/27 and 国庆 10/1–10/7
    # that is 9/25–10/7 off = 13 days in a row; back Thu 10/8.
    _d("2026-09-10", "国庆前请3天年假（紧挨着国庆的3个工作日），能连休几天？",
       [("calculate_leave_days", {"start_date": "2026-09-28", "end_date": "2026-09-30"}),
        ("calculate_leave_days", {"start_date": "2026-09-25", "end_date": "2026-10-07"})],
       [(C, "zh", "请9月28日至30日（周一至周三）3天，连上中秋（9月25–27日）和国庆（10月1–7日），从9月25日休到10月7日，共13天，10月8日（周四）上班。"),
        (C, "en", "Take Mon 28 – Wed 30 Sep. With 中秋 (Fri 25 – Sun 27 Sep) and 国庆 (1–7 Oct) you're off 25 Sep – 7 Oct: "
                  "13 days in a row, back on Thu 8 Oct."),
        (C, "en", "1. Leave: Sep 28, 29, 30 (3 WD)\n2. Break: Sep 25 → Oct 7\n3. Total: 13 consecutive days off"),
        (C, "zh", "十三天。"),
        (W, "zh", "请9月28日至30日，加上国庆7天，共连休10天。"),
        (W, "en", "Leave Sep 28–30, off from Sep 25 to Oct 7 (13 days), back at work on Fri Oct 9."),
        (W, "zh", "请9月28日（周二）至30日（周四），从9月25日连休到10月7日，共13天。"),
        (W, "en", "Fri 25 Sep is a normal working day, so you'd need 4 days of leave (25, 28, 29, 30 Sep) to get 13 days off.")]),
    # Truth: the 3 working days right after 国庆 2026 = Thu 10/8, Fri 10/9, Sat 10/10 (调休上班日); off 10/1–10/11 = 11 days;
    # back Mon 10/12.
    _d("2026-09-10", "I'll take the 3 working days right after 国庆 2026 as leave. Which days, and how long is my break?",
       [("calculate_leave_days", {"start_date": "2026-10-08", "end_date": "2026-10-11"}),
        ("calculate_leave_days", {"start_date": "2026-10-01", "end_date": "2026-10-11"})],
       [(C, "en", "Thu 8, Fri 9 and Sat 10 Oct (the 10th is a 调休 working Saturday). You're off Oct 1–11, 11 days, back Mon Oct 12."),
        (C, "zh", "请10月8日（周四）、9日（周五）、10日（周六调休上班日）三天，10月1日至11日连休11天，12日（周一）上班。"),
        (C, "zh", "10/8、10/9、10/10三天，连休十一天。"),
        (W, "en", "Oct 10 is a Saturday, so your 3 days are Oct 8, 9 and 12; the break runs Oct 1–12, 12 days."),
        (W, "zh", "请10月8日至10日三天，连休10天。"),
        (W, "zh", "10月8日（周四）、9日（周五）、10日（周日），10月1日–11日连休11天。"),
        (W, "zh", "请10月8日至10日（10日周六调休上班），从10月1日连休到10月10日，11日（周日）回来上班。"),
        (W, "en", "Oct 8–10, giving 11 days off from Oct 1 to Oct 11 – but note you also have to work Sun Sep 27, the "
                  "make-up day for this break.")]),
    # Truth: 12/24–12/31 = 6 working days (12/24, 12/25, 12/28–12/31); the other 4 from 2027-01-04 = 1/4–1/7 (Mon–Thu),
    # back Fri 1/8 (2027 estimated).
    _d("2026-12-01", "我有10天年假，分两段：元旦前从12月24日休到12月31日，剩下的元旦后从1月4日接着休，第二段到哪天结束？",
       [("calculate_leave_days", {"start_date": "2026-12-24", "end_date": "2026-12-31"}),
        ("add_workdays", {"date": "2027-01-03", "days": 4})],
       [(C, "zh", "第一段12月24日–31日用掉6天年假，剩4天：2027年1月4日（周一）到1月7日（周四），1月8日上班。"
                  "2027年放假安排尚未公布，1月按推算，仅供参考。"),
        (C, "en", "The first block (24–31 Dec) uses 6 days, so the second is Mon 4 – Thu 7 Jan 2027. Estimate: the 2027 "
                  "holiday schedule hasn't been announced."),
        (C, "zh", "| 段 | 日期 | 天数 |\n|---|---|---|\n| 一 | 12/24–12/31 | 6 |\n| 二 | 1/4–1/7 | 4 |\n\n"
                  "第二段到1月7日（周四）结束。（2027年的安排是推算的，以国务院公布为准）"),
        (C, "en", "Jan 7, 2027 (Thu) – 6 WD before 元旦 plus 4 after. (2027 dates are provisional.)"),
        (W, "en", "Dec 24–31 is 8 days, so only 2 remain: Jan 4–5, 2027 (estimated; 2027 schedule not out)."),
        (W, "zh", "第一段6天，第二段4天，2027年1月4日至1月7日（周四），1月8日回来上班。"),
        (W, "zh", "第二段到1月7日（周五）结束（2027年按推算，仅供参考）。"),
        (W, "en", "Second block: Mon 4 – Wed 6 Jan 2027 (provisional, the 2027 calendar isn't published).")]),
    # Truth: Thursdays in Nov–Dec 2026: 11/5, 11/12, 11/19, 11/26, 12/3, 12/10, 12/17, 12/24, 12/31 = 9, no holidays.
    _d("2026-10-28", "Our 每周四 stand-up runs through November–December 2026, skipping holidays. How many stand-ups?",
       [("calculate_leave_days", {"start_date": "2026-11-01", "end_date": "2026-12-31"})],
       [(C, "en", "9: Nov 5, 12, 19, 26 and Dec 3, 10, 17, 24, 31 – there are no public holidays in those two months."),
        (C, "zh", "一共9次（11月4次、12月5次），这两个月没有法定节假日。"),
        (C, "zh", "九次。"),
        (W, "zh", "11月4次、12月4次，共8次。"),
        (W, "en", "8 – Thu 31 Dec is New Year's Eve, which is a half-day holiday, so that one is skipped."),
        (W, "zh", "9次：11月6日、13日、20日、27日，12月4日、11日、18日、25日、31日。"),
        (W, "zh", "共9次，最后一次是2027年12月31日（周四）。"),
        (W, "en", "9 in all: 4 in November, 5 in December, the last on Thu Dec 30.")]),
    # Truth: Thursdays in Sep–Oct 2026: 9/3, 9/10, 9/17, 9/24, 10/1 (国庆, skipped), 10/8, 10/15, 10/22, 10/29 → 8 meetings.
    _d("2026-08-31", "9–10月每周四开例会，节假日不开，一共开几次？",
       [("calculate_leave_days", {"start_date": "2026-09-01", "end_date": "2026-10-31"})],
       [(C, "zh", "8次。9月3、10、17、24日，10月8、15、22、29日；10月1日是国庆，不开。"),
        (C, "en", "Eight – the Thursday 1 Oct falls on 国庆 and is skipped; Thu 24 Sep (the day before 中秋) is a normal working day."),
        (C, "zh", "- 9月：4次\n- 10月：4次（跳过10月1日）\n合计八次。"),
        (C, "zh", "9个周四减去10月1日国庆，共开8次。"),
        (W, "en", "9 meetings: every Thursday from Sep 3 to Oct 29."),
        (W, "zh", "7次：9月24日是中秋节、10月1日是国庆，都不开。"),
        (W, "zh", "共8次，最后一次10月29日（周五）。"),
        (W, "en", "8 meetings, the first on Thu Sep 3 and the last on Thu Oct 22.")]),
    # Truth: 2026-09-21..2026-10-16 = 15 working days (中秋 9/25 and 国庆 10/1–10/7 out, Sat 10/10 in) = 120 hours.
    _d("2026-09-18", "How many working hours (8 h a day) are there from Mon 21 Sep to Fri 16 Oct 2026?",
       [("calculate_leave_days", {"start_date": "2026-09-21", "end_date": "2026-10-16"})],
       [(C, "en", "15 working days × 8 h = 120 hours (中秋 on 25 Sep and 国庆 1–7 Oct are excluded; the make-up Saturday "
                  "10 Oct is included)."),
        (C, "zh", "共15个工作日，120小时。"),
        (C, "zh", "| 工作日 | 工时 |\n|---|---|\n| 15 | 120 |"),
        (C, "zh", "一百二十小时（十五个工作日，10月10日周六调休上班也算）。"),
        (W, "en", "14 working days (Sat 10 Oct is a weekend), so 112 hours."),
        (W, "zh", "共26天，每天8小时，合计208小时。"),
        (W, "en", "15 WD × 8 = 140 hours."),
        (W, "zh", "16个工作日，共128小时。")]),
    # Truth (estimated): 2026-12-21..2027-01-15 = 19 working days (元旦 2027-01-01 out) = 152 hours.
    _d("2026-12-14", "从2026年12月21日到2027年1月15日按每天8小时算，一共多少工时？",
       [("calculate_leave_days", {"start_date": "2026-12-21", "end_date": "2027-01-15"})],
       [(C, "zh", "19个工作日×8小时=152小时（扣除2027年元旦1月1日）。2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
        (C, "en", "152 hours: 19 working days at 8 h. Estimated – the 2027 schedule isn't published, so only 元旦 on 1 Jan is excluded."),
        (C, "zh", "一百五十二小时（十九个工作日）。（2027年的安排是推算的，以国务院公布为准）"),
        (W, "en", "19 working days × 8 h = 152 hours."),
        (W, "zh", "20个工作日，共160小时（2027年按推算，仅供参考）。"),
        (W, "en", "19 WD × 8 = 162 hours (provisional – 2027 holidays not announced)."),
        (W, "zh", "按国务院已公布的2027年放假安排，共19个工作日，152小时。"),
        (W, "zh", "26天×8小时=208小时（2027年部分按推算）。")]),
]
