"""The thirtieth held-out probe set, calendar part (make_heldout30.py runs every case's calls for real and writes
heldout30.jsonl): questions, the date-tool calls a model would make, and final answers written by hand after
reading the tools' REAL results. Written blind: the helper never read the answer check's code, its prompts, the
bench, the unit tests nor any earlier set's cases, and never ran the check on this set.

Material no earlier set used: a payday on the 15th moved to the PREVIOUS working day (H1 2027 as a table,
estimated; February 2026, where it lands on the 春节 make-up Saturday 2月14日), the last working day before
春节 2027 and the first one after it (estimated), leave from 21 December 2026 to 8 January 2027 across 元旦 2027,
carried-over leave to be used by 31 March 2027 (working days left from a 2027 today), two-step approval chains
(3 then 4 working days) across 中秋/国庆 2026 and across 元旦 2027, first work anniversaries on a 端午 Saturday
and on the 国庆 make-up Saturday 10月10日, 大后天 and 下下周一 (one a make-up Sunday, one a 劳动节 Sunday), the
Saturdays of 2026 that are 调休 working days (and the make-up weekend days of H2 2026), business trips across
中秋 2026 paid per calendar day with travel days included, three-month probations with the appraisal 5 working
days before the end (one crossing 元旦 2027), 劳动节 2027 拼假 (estimated), and overtime pay on a 调休 Saturday
versus on a statutory holiday (国庆 and 劳动节 2026).
Shapes: tables, numbered steps, one-liners, long explanations, bullet lists, extra true facts.
Forms: m/d, d/m, "2026.09.29", "30.09.2026", "7.1.2027", "Oct 10", "10 Oct", 全角数字, Chinese numerals, weekdays in brackets,
周六 / 星期六 / 礼拜六 / Sat / Saturday, mixed Chinese and English, EOD.
Errors (one per wrong answer): wrong date, wrong weekday, off by one (counting the sending day), natural vs
working days, a holiday counted as a working day (or the reverse), a 调休上班日 treated as a rest day, a moved
payday moved the wrong way, wrong total or amount, wrong year, missing estimate caveat, an estimate called
official, an invented rule, a wrong overtime rate.
Never tuned on: every case is report.

Audit (calendar part): a second blind helper rebuilt the part (make_heldout30.py --part calendar) and judged all 160
answers one by one against the stored tool results, chinese_calendar for 2026 (holidays and the six 调休 days agree
with the tools), the repo's workcalendar estimate for 2027 (元旦 1/1, 春节 2/5–2/8, 劳动节 5/1–5/2, no 调休),
Python weekdays, the arithmetic and the handbook's 8-hour day (150% / 200% / 300%). No label was wrong and none
changed. Two answers were edited minimally: the English wrong answer "59 days left" on the carried-leave question now
says "59 working days", so its error (calendar days given as working days) cannot be read as a true calendar-day
count; the English correct answer on the 9/23–9/29 trip now gives the Mid-Autumn count ("3 days") the question asks
for. Final counts: 20 questions, 160 answers, 71 correct and 89 wrong.
"""
from __future__ import annotations

from heldout4_cases import C, W, _d

LD = "calculate_leave_days"


def _one(day):
    """One day's status: a range of that day alone (0 or 1 working day, with its holiday or make-up mark)."""
    return (LD, {"start_date": day, "end_date": day})


CALENDAR_CASES = [
    # Payday on the 15th, moved to the previous working day (2027 estimated, no 调休 in the estimate):
    # 1/15 Fri, 2/15 Mon, 3/15 Mon, 4/15 Thu work days; 5/15 Sat (0 WD) -> 5/14 Fri; 6/15 Tue. Only May moves.
    _d("2026-11-20", "公司每月15号发工资，15号如果是休息日就提前到前一个工作日发。2027年上半年每个月分别哪天发工资？列个表吧。",
       [_one(f"2027-0{m}-15") for m in range(1, 7)] + [("add_workdays", {"date": "2027-05-13", "days": 1})], [
           (C, "zh", "| 月份 | 发薪日 |\n|---|---|\n| 1月 | 1月15日（周五） |\n| 2月 | 2月15日（周一） |\n| 3月 | 3月15日（周一） |\n"
                     "| 4月 | 4月15日（周四） |\n| 5月 | 5月14日（周五，15日是周六，提前一天） |\n| 6月 | 6月15日（周二） |\n\n"
                     "2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
           (C, "en", "Jan 15 (Fri), Feb 15 (Mon), Mar 15 (Mon), Apr 15 (Thu), May 14 (Fri — the 15th is a Saturday, so it moves "
                     "back a day) and Jun 15 (Tue). The 2027 holiday schedule has not been published yet, so this is an estimate."),
           (C, "zh", "只有５月要提前：５月１５日是星期六，改到５月１４日（星期五）发；１月、２月、３月、４月、６月都在１５日当天发。"
                     "（2027年的安排是推算的，以国务院公布为准）"),
           (W, "zh", "| 月份 | 发薪日 |\n|---|---|\n| 1月 | 1月15日（周五） |\n| 2月 | 2月15日（周一） |\n| 3月 | 3月15日（周一） |\n"
                     "| 4月 | 4月15日（周四） |\n| 5月 | 5月17日（周一，15日是周六，顺延到下周一） |\n| 6月 | 6月15日（周二） |\n\n"
                     "2027年放假安排尚未公布，以上为推算。"),
           (W, "en", "Paydays in H1 2027: 15 Jan (Fri), 15 Feb (Mon), 15 Mar (Mon), 15 Apr (Fri), 14 May (Fri, because the 15th "
                     "is a Saturday) and 15 Jun (Tue). These rest on an estimated 2027 calendar; the official notice isn't out yet."),
           (W, "zh", "1月15日（周五）、2月15日（周一）、3月15日（周一）、4月15日（周四）、5月14日（周五，15日是周六）、6月15日（周二）。"),
           (W, "en", "According to the State Council's published 2027 holiday schedule: Jan 15, Feb 15, Mar 15, Apr 15 and Jun 15 "
                     "are working days, so pay goes out on the 15th; May 15 is a Saturday, so May's pay comes on Fri May 14."),
           (W, "zh", "2月15日在春节假期里，要提前到2月12日（周五）；5月15日是周六，提前到5月14日（周五）；1月15日、3月15日、"
                     "4月15日、6月15日照常。以上按推算的2027年日历，正式安排尚未公布。"),
       ]),
    # 春节 2027 (estimated): holiday 2/5 Fri – 2/8 Mon; last working day before it 2/4 Thu, first after 2/9 Tue.
    _d("2027-01-20", "今年春节前最后一个工作日是哪天？节后哪天开始上班？",
       [("calculate_leave_days", {"start_date": "2027-02-04", "end_date": "2027-02-09"}),
        ("add_workdays", {"date": "2027-02-04", "days": 1})], [
           (C, "en", "Going by the estimate (the 2027 schedule isn't published yet): the last working day before Spring Festival "
                     "is Thu 4 Feb 2027, and you're back on Tue 9 Feb; the break runs 5–8 Feb."),
           (C, "zh", "节前最后一天上班是2月4日（周四），2月9日（周二）开工。（2027年的安排是推算的，以国务院公布为准）"),
           (C, "zh", "1. 按法定节日推算，春节假期是二月五日（周五）至二月八日（周一），共四天。\n"
                     "2. 节前最后一个工作日：二月四日，星期四。\n3. 节后第一个工作日：二月九日，星期二。\n"
                     "注意：2027年放假安排尚未公布，实际可能有调休，以官方通知为准。"),
           (C, "en", "Last day in the office: Thu 2/4 EOD; first day back: Tue 2/9 (m/d). 春节 itself is estimated as 2/5–2/8 — "
                     "not yet announced, 以国务院公布为准."),
           (W, "zh", "节前最后一个工作日是2月4日（周四），节后2月8日（周一）就开始上班。2027年安排为推算，仅供参考。"),
           (W, "en", "The last working day before the holiday is Fri 5 Feb 2027, and the first day back is Tue 9 Feb. "
                     "This is an estimate; the official 2027 schedule has not been announced."),
           (W, "zh", "春节放2月5日到8日，节前最后一个工作日是2月4日（周四），节后第一个工作日是2月9日（周二）。"),
           (W, "en", "Last working day: Thursday, February 4; first working day after the break: Wednesday, February 9. "
                     "Both are estimates, as the 2027 holiday notice hasn't been published."),
       ]),
    # Leave 2026-12-21 Mon – 2027-01-08 Fri: 14 working days, 19 calendar days; 元旦 2027-01-01 Fri (estimated)
    # is the only holiday (Dec 21–25: 5, Dec 28–31: 4, Jan 4–8: 5).
    _d("2026-12-01", "我想从2026年12月21日一直休到2027年1月8日，一共要请几天年假？中间哪些天是节假日？",
       [("calculate_leave_days", {"start_date": "2026-12-21", "end_date": "2027-01-08"})], [
           (C, "zh", "一共要请14个工作日的年假（自然日19天）。中间只有2027年1月1日（周五）元旦是法定节假日，不占年假，"
                     "周末也不算。2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
           (C, "en", "| Week | Working days |\n|---|---|\n| 21–25 Dec | 5 |\n| 28 Dec–1 Jan | 4 (1 Jan is New Year's Day) |\n"
                     "| 4–8 Jan | 5 |\n| **Total** | **14** |\n\nThe 2027 holiday schedule has not been published yet, "
                     "so this is an estimate."),
           (C, "en", "14 days of leave; New Year's Day (Fri 1 Jan 2027) is a public holiday in between — based on an estimated "
                     "2027 schedule."),
           (W, "zh", "要请15个工作日：12月21日到25日5天、28日到31日4天、1月1日到8日6天。2027年元旦安排尚未公布，仅供参考。"),
           (W, "en", "That's 19 days of annual leave (21 Dec to 8 Jan inclusive). New Year's Day, 1 Jan 2027, falls inside the "
                     "period. Note the 2027 schedule is only estimated."),
           (W, "zh", "需要请13天年假，元旦1月1日（周五）放假。（2027年安排为推算，以国务院公布为准）"),
           (W, "zh", "共14个工作日。2027年元旦已经公布，只放1月1日（周五）一天，不调休。"),
           (W, "en", "14 working days of leave. The only holiday in between is New Year's Day, Thursday 1 Jan 2027. "
                     "(The 2027 dates are an estimate until the official notice comes out.)"),
       ]),
    # Carried leave to be used by 2027-03-31 Wed; today 2027-02-01 Mon: 41 working days incl. today, 59 calendar
    # days; 春节 2/5–2/8 (estimated) takes out 2 weekdays.
    _d("2027-02-01", "我去年结转的5天年假必须在2027年3月31日前用完，从今天（含今天）到截止日还有多少个工作日可以安排？",
       [("calculate_leave_days", {"start_date": "2027-02-01", "end_date": "2027-03-31"})], [
           (C, "zh", "含今天共41个工作日（59个自然日，已扣除2月5日至8日春节假期）。2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
           (C, "en", "41 working days from today (Mon 1 Feb) through Wed 31 Mar 2027, after taking out the Spring Festival days "
                     "5–8 Feb. The 2027 holiday schedule has not been published yet, so this is an estimate."),
           (C, "zh", "还有四十一个工作日，足够把五天结转年假休完。（按推算的2027年日历，春节放二月五日至八日，以官方公布为准）"),
           (W, "zh", "含今天一共43个工作日，到3月31日（周三）截止。2027年安排为推算，仅供参考。"),
           (W, "en", "You have 59 working days left, counting today, until the 31 March 2027 cut-off. (Estimated 2027 calendar.)"),
           (W, "zh", "含今天一共40个工作日（扣除了2月5日至8日春节）。2027年放假安排尚未公布，仅供参考。"),
           (W, "en", "41 working days, today included, up to and including Wednesday 31 March 2027; Spring Festival (5–8 Feb) is "
                     "already excluded."),
           (W, "en", "41 working days including today; the deadline, 31 March 2027, is a Thursday. Spring Festival 5–8 Feb is "
                     "excluded — estimated, as the 2027 notice isn't out."),
       ]),
    # Two-step approval from 2026-09-23 Wed: 3 WD -> 9/29 Tue (skips 中秋 9/25–27); then 4 WD -> 10/10 Sat, a 国庆
    # make-up working day (9/30, 10/8, 10/9, 10/10; 国庆 10/1–10/7 skipped).
    _d("2026-09-23", "我今天提交了采购审批，部门经理要3个工作日，批完后财务再要4个工作日。两步分别最晚哪天完成？",
       [("add_workdays", {"date": "2026-09-23", "days": 3}), ("add_workdays", {"date": "2026-09-29", "days": 4})], [
           (C, "zh", "1. 部门经理：9月23日之后第3个工作日，跳过中秋（9月25日–27日），最晚9月29日（周二）。\n"
                     "2. 财务：9月29日之后第4个工作日，跳过国庆（10月1日–7日），依次是9月30日、10月8日、10月9日、10月10日，"
                     "最晚10月10日（周六，调休上班日）。"),
           (C, "en", "Step 1 is done by Tue 29 Sep; step 2 by Sat 10 Oct 2026 — a 调休 make-up working day, so it counts."),
           (C, "zh", "经理最晚2026.09.29（星期二），财务最晚2026.10.10（星期六，国庆调休要上班）。"),
           (C, "en", "Manager: 29/9 (Tue). Finance: 10/10 (Sat, a make-up working day after National Day). Dates are d/m."),
           (W, "zh", "经理最晚9月29日（周二）；财务4个工作日是9月30日、10月8日、10月9日、10月12日，最晚10月12日（周一）。"),
           (W, "zh", "今天算第1天：经理最晚9月28日（周一），财务再4个工作日到10月9日（周五）。"),
           (W, "en", "Three days after 23 Sep is 26 Sep for the manager, and four days after that is 30 Sep for finance."),
           (W, "zh", "经理最晚9月29日（周二），财务最晚10月10日（周日，调休上班）。"),
       ]),
    # First anniversary of a 2025-06-20 joiner: 2026-06-20 Sat, inside 端午 (6/19–6/21); next working day 6/22 Mon.
    _d("2026-06-10", "我是2025年6月20日入职的，一周年那天公司要做周年面谈，如果当天不上班就顺延到下一个工作日。是哪天？",
       [("calculate_leave_days", {"start_date": "2026-06-20", "end_date": "2026-06-22"}),
        ("add_workdays", {"date": "2026-06-20", "days": 1})], [
           (C, "zh", "2026年6月20日是周六，正好在端午假期（6月19日–21日）里，顺延到6月22日（周一）。"),
           (C, "en", "Your first anniversary, Sat 20 Jun 2026, falls in the Dragon Boat Festival break (19–21 Jun), so the "
                     "meeting moves to Monday 22 June."),
           (C, "en", "June 22 (Mon) — the 20th is a Saturday during 端午节."),
           (W, "zh", "6月20日是周六又赶上端午假期，所以提前到6月18日（周四）面谈。"),
           (W, "zh", "6月20日（周六）是端午假期，顺延到6月21日（周日）。"),
           (W, "en", "The 20th is a Saturday in the Dragon Boat break, so it moves to Tue 23 Jun."),
           (W, "zh", "6月20日是星期日，在端午假期里，顺延到6月22日（星期一）。"),
           (W, "en", "Your anniversary falls during the Dragon Boat holiday, so the review is on Monday 22 June 2027."),
       ]),
    # Today 2026-09-17 Thu: 大后天 = 9/20 Sun, a 国庆 make-up working day (1 WD); 下下周一 = 9/28 Mon, a workday.
    _d("2026-09-17", "今天9月17号，大后天和下下周一分别是几号？这两天要上班吗？",
       [_one("2026-09-20"), _one("2026-09-28")], [
           (C, "zh", "大后天是9月20日（周日），是国庆节的调休上班日，要上班；下下周一是9月28日，正常工作日，也要上班。"),
           (C, "en", "The day after the day after tomorrow is Sun 20 Sep — a make-up working day for National Day, so yes, you "
                     "work; the Monday after next is 28 Sep, a normal working day."),
           (C, "zh", "两天都要上班：９月２０日（礼拜天，调休上班）和９月２８日（礼拜一）。"),
           (C, "en", "Both are working days: 大后天 = Sep 20 (Sun, 调休上班), 下下周一 = Sep 28 (Mon)."),
           (W, "zh", "大后天是9月20日，周日休息不用上班；下下周一是9月28日，要上班。"),
           (W, "zh", "大后天9月20日（周日）调休要上班；下下周一是9月21日（周一），正常上班。"),
           (W, "en", "大后天 is Sat 19 Sep and 下下周一 is Mon 28 Sep; both are ordinary days — rest on the Saturday, work on "
                     "the Monday."),
           (W, "zh", "9月20日（周日）调休要上班；9月28日（周一）是中秋补休，不用上班。"),
       ]),
    # 2026 make-up working days: Sun 1/4, Sat 2/14, Sat 2/28, Sat 5/9, Sun 9/20, Sat 10/10 -> 4 Saturdays
    # (2/14, 2/28, 5/9, 10/10) and 2 Sundays.
    _d("2026-03-02", "2026年一共有几个周六要调休上班？分别是哪几天？",
       [("calculate_leave_days", {"start_date": "2026-01-01", "end_date": "2026-12-31"})], [
           (C, "zh", "一共4个周六：2月14日、2月28日（春节调休）、5月9日（劳动节调休）、10月10日（国庆调休）。"),
           (C, "en", "| Saturday | For |\n|---|---|\n| 14 Feb | Spring Festival |\n| 28 Feb | Spring Festival |\n"
                     "| 9 May | Labour Day |\n| 10 Oct | National Day |\n\nFour in all. There are also two make-up Sundays, "
                     "4 Jan and 20 Sep, which aren't Saturdays."),
           (C, "en", "Four: Feb 14, Feb 28, May 9 and Oct 10."),
           (C, "zh", "四个星期六：二月十四日、二月二十八日、五月九日、十月十日。"),
           (W, "zh", "2026年有6个周六要调休上班：1月4日、2月14日、2月28日、5月9日、9月20日、10月10日。"),
           (W, "zh", "共3个：2月14日、5月9日、10月10日。"),
           (W, "en", "Four Saturdays: 2/14, 2/28, 5/9 and 10/11 (m/d)."),
           (W, "en", "Four Saturdays — 14 Feb, 28 Feb, 9 May and 10 Oct. Work on these days is paid at 200% as rest-day "
                     "overtime."),
       ]),
    # Trip 2026-09-23 Wed – 9/29 Tue, travel days included: 7 calendar days x 180 = 1260 元; 中秋 9/25 Fri – 9/27 Sun
    # (3 days) inside; 4 working days.
    _d("2026-09-10", "月底出差：9月23日出发、9月29日回来，出差补贴按自然日算、路途日也算，每天180元，一共多少钱？中间有几天是中秋假期？",
       [("calculate_leave_days", {"start_date": "2026-09-23", "end_date": "2026-09-29"})], [
           (C, "zh", "9月23日到29日共7个自然日，补贴7 × 180 = 1260元；其中9月25日（周五）至27日（周日）3天是中秋假期。"),
           (C, "en", "7 calendar days × ¥180 = ¥1,260. The Mid-Autumn holiday, 25–27 Sep (Fri–Sun, 3 days), is inside the trip; "
                     "4 of the 7 days are working days."),
           (C, "zh", "| 项目 | 结果 |\n|---|---|\n| 出差自然日 | 7天 |\n| 补贴 | 1260元 |\n| 中秋假期 | 9月25日–27日，3天 |"),
           (W, "zh", "按工作日算是4天，补贴4 × 180 = 720元；中秋放9月25日至27日，共3天。"),
           (W, "zh", "出发当天不算，共6天，补贴1080元；中秋假期3天（9月25日–27日）。"),
           (W, "en", "That's 8 days including both travel days, so ¥1,440; Mid-Autumn (25–27 Sep) is 3 of them."),
           (W, "en", "¥1,260 for the 7 calendar days; the Mid-Autumn break inside the trip is 26–28 Sep."),
           (W, "zh", "补贴共1260元（7天）；中秋假期3天，是9月25日（周四）到27日（周六）。"),
       ]),
    # Joined 2026-07-01, 3-month probation ends 2026-09-30 Wed; appraisal 5 WD before: 9/22 Tue (the 5th working day
    # after it is 9/30; 中秋 9/25 skipped).
    _d("2026-07-01", "我今天入职，试用期3个月，试用期考核要在试用期结束前5个工作日完成。试用期哪天结束？考核最晚哪天？",
       [("add_workdays", {"date": "2026-09-30", "days": -5})], [
           (C, "zh", "试用期到9月30日（周三）结束，考核最晚9月22日（周二）完成（9月25日中秋放假，不算工作日）。"),
           (C, "en", "Probation ends Wed 30 Sep 2026; the appraisal is due by Tue 22 Sep."),
           (C, "en", "End of probation: 30.09.2026 (Wednesday). Appraisal deadline: 22.09.2026 (Tuesday) — five working days "
                     "earlier, skipping the Mid-Autumn Festival on Fri 25 Sep."),
           (C, "zh", "试用期：7月1日—9月30日（星期三）。往前数5个工作日：9月29日、28日、24日、23日、22日，所以考核最晚9月22日（星期二）。"),
           (W, "zh", "试用期9月30日（周三）结束，往前5个工作日是9月23日（周三），考核最晚那天完成。"),
           (W, "zh", "试用期到10月1日结束，考核最晚9月22日（周二）。"),
           (W, "en", "Probation ends on 30 Sep; five days before that is Fri 25 Sep, your appraisal deadline."),
           (W, "zh", "试用期9月30日（周三）结束，考核最晚9月22日（周一）。"),
       ]),
    # 劳动节 2027 (estimated): 5/1 Sat – 5/2 Sun, no 补假 in the estimate; 5 days of leave 5/3 Mon – 5/7 Fri (5 WD)
    # give 5/1–5/9, 9 calendar days (4/26–4/30 would give 4/24–5/2, also 9).
    _d("2026-12-10", "明年劳动节想拼假，最多请5天年假，怎么请能连休最长？一共能休几天？",
       [("calculate_leave_days", {"start_date": "2027-05-03", "end_date": "2027-05-07"}),
        ("calculate_leave_days", {"start_date": "2027-05-01", "end_date": "2027-05-09"})], [
           (C, "zh", "2027年放假安排尚未公布，以下按法定节日推算，仅供参考：劳动节5月1日、2日正好是周六周日，"
                     "请5月3日至7日（周一到周五）5天年假，可以从5月1日连休到5月9日，共9天。"),
           (C, "en", "Take Mon 3 – Fri 7 May 2027 (5 days of leave) and you're off from Sat 1 May to Sun 9 May: 9 days in a "
                     "row. Estimate only — the 2027 holiday notice isn't out."),
           (C, "zh", "请5天（5月3日—7日），连休九天（5月1日—9日）。（2027年的安排是推算的，以国务院公布为准）"),
           (W, "zh", "请5月3日至7日5天年假，加上劳动节，可以连休10天。2027年安排为推算，仅供参考。"),
           (W, "en", "Take 3–7 May 2027 (5 days of leave): with the holiday that gives you 1–7 May, 7 days off. (Estimated — "
                     "the official 2027 schedule isn't published.)"),
           (W, "zh", "劳动节5月1日、2日是周六周日，请5月3日至7日共5天年假，能连休5月1日到9日共9天。"),
           (W, "en", "Under the published 2027 holiday notice, Labour Day is Sat 1 – Sun 2 May; take 3–7 May off and you get "
                     "9 days, 1–9 May."),
           (W, "zh", "2027年劳动节放5月1日至5日，只需请5月6日、7日两天，就能连休5月1日至9日共9天。按推算，以官方公布为准。"),
       ]),
    # Overtime: 2026-10-01 Thu is 国庆 (statutory holiday, 0 WD) -> 8 h x 50 x 300% = 1200; 10/10 Sat is a make-up
    # working day (1 WD) -> 10 h = 8 normal + 2 h weekday overtime x 50 x 150% = 150.
    _d("2026-10-12", "国庆10月1日我加班了8小时，10月10日（周六）上了10小时班，时薪按50元算，这两天的加班费分别怎么算？",
       [_one("2026-10-01"), _one("2026-10-10")], [
           (C, "zh", "10月1日是国庆法定节假日，按300%：8 × 50 × 3 = 1200元。10月10日是调休上班日，算正常工作日，"
                     "前8小时是正常上班，多出的2小时按延长工作时间150%：2 × 50 × 1.5 = 150元。"),
           (C, "en", "1 Oct is a statutory holiday (National Day): 8 h × ¥50 × 300% = ¥1,200. 10 Oct is a make-up working "
                     "day, so it's an ordinary workday: 8 h are normal hours and the extra 2 h are paid at 150%, ¥150."),
           (C, "zh", "| 日期 | 性质 | 加班费 |\n|---|---|---|\n| 10月1日（周四） | 国庆法定节假日 | 8小时×50×300%＝1200元 |\n"
                     "| 10月10日（周六） | 调休上班日 | 超出8小时的2小时×50×150%＝150元 |"),
           (C, "en", "¥1,200 for Oct 1 (holiday, triple pay) plus ¥150 for the 2 extra hours on Sat Oct 10 (a 调休 working "
                     "day, 1.5×): ¥1,350 in total."),
           (W, "zh", "10月1日国庆按300%：1200元；10月10日是周六休息日，10小时都按200%：10 × 50 × 2 = 1000元。"),
           (W, "zh", "10月1日按休息日加班200%：8 × 50 × 2 = 800元；10月10日调休上班，超出的2小时按150%：150元。"),
           (W, "en", "Oct 1 (National Day holiday): 8 × 50 × 3 = ¥1,200. Oct 10 is a make-up working day, so only the 2 extra "
                     "hours count, at 150%: 2 × 50 × 1.5 = ¥100."),
           (W, "zh", "10月1日是法定节假日，加班可以安排补休，不补休才按300%付1200元；10月10日是调休上班日，超出8小时的2小时按150%付150元。"),
       ]),
    # Payday on the 15th moved to the previous working day, 2026: 2/15 Sun (春节, 0 WD) -> 2/14 Sat, a 春节 make-up
    # working day (1 WD); 8/15 Sat (0 WD) -> 8/14 Fri (1 WD).
    _d("2026-02-02", "我们每月15号发工资，遇到休息日就提前到前一个工作日。今年2月和8月分别哪天发？",
       [_one("2026-02-15"), _one("2026-02-14"), _one("2026-08-15"), _one("2026-08-14")], [
           (C, "zh", "2月15日是周日，又在春节假期里，前一个工作日是2月14日（周六，春节调休上班日），那天发；"
                     "8月15日是周六，提前到8月14日（周五）发。"),
           (C, "en", "February: Sat 14 Feb — the 15th is a Sunday in the Spring Festival break, and the 14th is a make-up "
                     "working day. August: Fri 14 Aug, since the 15th is a Saturday."),
           (C, "en", "2/14 (Sat, 调休上班) and 8/14 (Fri), dates m/d."),
           (C, "zh", "二月十四日（星期六，调休上班）和八月十四日（星期五）。"),
           (W, "zh", "2月15日是周日，提前到2月13日（周五）发；8月15日是周六，提前到8月14日（周五）发。"),
           (W, "en", "The 15th of February is in the Spring Festival break, so pay comes on the first working day after it, "
                     "Tue 24 Feb; August's is Fri 14 Aug."),
           (W, "zh", "2月14日（周六，调休上班）发；8月15日是周六，顺延到8月17日（周一）发。"),
           (W, "en", "Feb 14 (Sat, a make-up working day) and Aug 14 (Thu)."),
       ]),
    # Two-step approval from 2026-12-28 Mon: 3 WD -> 12/31 Thu; then 4 WD -> 2027-01-07 Thu (skips 元旦 1/1, estimated).
    _d("2026-12-28", "今天提交的用印申请要两步审批：法务3个工作日，总经理再4个工作日。两步分别最晚哪天完成？",
       [("add_workdays", {"date": "2026-12-28", "days": 3}), ("add_workdays", {"date": "2026-12-31", "days": 4})], [
           (C, "zh", "法务最晚12月31日（周四）；总经理再4个工作日，跳过2027年1月1日元旦，依次是1月4日、5日、6日、7日，"
                     "最晚2027年1月7日（周四）。2027年放假安排尚未公布，元旦按法定节日推算，仅供参考。"),
           (C, "en", "Legal: by Thu 31 Dec 2026. CEO: by Thu 7 Jan 2027 (New Year's Day, 1 Jan, is skipped). The 2027 "
                     "holiday schedule has not been published yet, so the second date is an estimate."),
           (C, "en", "1. Legal review — 31 Dec (Thursday).\n2. General manager — 7 Jan 2027 (Thursday).\n"
                     "Caveat: 2027 holidays are estimated, not yet announced."),
           (W, "zh", "法务最晚12月31日（周四），总经理最晚2027年1月6日（周三）。2027年安排为推算，仅供参考。"),
           (W, "zh", "法务最晚12月31日（周四），总经理最晚2027年1月7日（周四），中间元旦1月1日不算。"),
           (W, "en", "Legal signs off by Thu 31 Dec 2026 and the CEO by Thu 7 Jan 2026. (Estimated: 2027 holidays not yet "
                     "published.)"),
           (W, "en", "Counting today as day one, legal is due Wed 30 Dec and the CEO Wed 6 Jan 2027 (New Year's Day skipped; "
                     "2027 dates are estimates)."),
           (W, "zh", "法务12月31日（周四），总经理2027年1月7日（周三）。（2027年元旦为推算，以国务院公布为准）"),
       ]),
    # First anniversary of a 2025-10-10 joiner: 2026-10-10 Sat is a 国庆 make-up working day (1 WD) -> no move.
    _d("2026-10-08", "我2025年10月10日入职，一周年那天公司发周年礼物，如果那天不上班就顺延到下一个工作日。是哪天？",
       [_one("2026-10-10")], [
           (C, "zh", "就是10月10日当天：虽然是周六，但它是国庆的调休上班日，要上班，不用顺延。"),
           (C, "en", "Sat 10 Oct 2026 itself — it's a make-up working day for National Day, so nothing moves."),
           (C, "en", "Oct 10, your anniversary: a Saturday, but a 调休上班日, so it's a working day."),
           (C, "zh", "２０２６年１０月１０日（星期六）——国庆调休上班，当天就发。"),
           (W, "zh", "10月10日是周六，不上班，顺延到10月12日（周一）。"),
           (W, "zh", "10月10日是周日，但那天国庆调休要上班，所以当天发，不用顺延。"),
           (W, "en", "10 Oct 2026 is a Saturday make-up working day, so the gift comes on the day: 11 Oct."),
           (W, "en", "It's Sat 10 Oct 2027 — a make-up working day, so no postponement."),
       ]),
    # Today 2026-04-30 Thu: 大后天 = 5/3 Sun, 劳动节 holiday (0 WD); 下下周一 = 5/11 Mon, a workday (1 WD).
    _d("2026-04-30", "今天4月30日，大后天和下下周一分别是几号？那两天上班吗？",
       [_one("2026-05-03"), _one("2026-05-11")], [
           (C, "zh", "大后天是5月3日（周日），在劳动节假期里，不上班；下下周一是5月11日，正常上班。"),
           (C, "en", "The day after the day after tomorrow is Sun 3 May — part of the Labour Day break, so no work. The "
                     "Monday after next is 11 May, a normal working day."),
           (C, "zh", "５月３日（礼拜天）放假；５月１１日（礼拜一）上班。顺便提醒：５月９日（周六）是调休上班日。"),
           (W, "zh", "大后天是5月3日（周日），劳动节放假；下下周一是5月4日，还在假期里，不上班。"),
           (W, "zh", "大后天是5月2日（周六），劳动节放假；下下周一是5月11日（周一），上班。"),
           (W, "en", "Sun 3 May is a working day and so is Mon 11 May."),
           (W, "en", "大后天 = Sat 3 May (Labour Day, off); 下下周一 = Mon 11 May (work)."),
           (W, "zh", "5月3日（周日）放假；5月11日（周一）是劳动节补休，不上班。"),
       ]),
    # H2 2026 make-up weekend days: Sun 9/20 and Sat 10/10 (both for 国庆): 2 days.
    _d("2026-06-30", "2026年下半年有哪些周末要调休上班？一共几天？",
       [("calculate_leave_days", {"start_date": "2026-07-01", "end_date": "2026-12-31"})], [
           (C, "en", "Two: Sun 20 Sep and Sat 10 Oct 2026, both make-up days for National Day."),
           (C, "zh", "共2天：9月20日（星期日）和10月10日（星期六），都是国庆调休。"),
           (C, "en", "- Sep 20 (Sunday)\n- Oct 10 (Saturday)\n\nTotal: 2 days. (H2 has 128 working days in all, these two included.)"),
           (C, "zh", "两天：九月二十日（礼拜天）、十月十日（礼拜六）。"),
           (W, "zh", "共3天：9月20日（周日）、9月26日（周六）、10月10日（周六）。"),
           (W, "en", "Two: Sat 20 Sep and Sat 10 Oct."),
           (W, "zh", "只有1天：10月10日（周六）。"),
           (W, "en", "Two days: Sun 27 Sep and Sat 10 Oct."),
       ]),
    # Trip 2026-09-24 Thu – 9/28 Mon incl. travel days: 5 calendar days x 300 = 1500; 2 working days (9/24, 9/28);
    # 中秋 9/25–9/27 inside.
    _d("2026-09-15", "I'm travelling for work from 24 Sep to 28 Sep 2026, both travel days included. Per diem is CNY 300 per "
                     "calendar day. How much in total, and how many working days does the trip cover?",
       [("calculate_leave_days", {"start_date": "2026-09-24", "end_date": "2026-09-28"})], [
           (C, "en", "5 calendar days × CNY 300 = CNY 1,500. Only 2 of them are working days (Thu 24 Sep and Mon 28 Sep); "
                     "25–27 Sep is the Mid-Autumn holiday."),
           (C, "en", "CNY 1,500 in total; 2 working days."),
           (C, "zh", "5个自然日×300元=1500元；其中工作日2天（9月24日周四、9月28日周一），9月25日至27日是中秋假期。"),
           (C, "en", "Total 1500 yuan (24.9–28.9, five days). Working days: two — the 24th and the 28th; 中秋 takes 25–27 Sep."),
           (W, "en", "2 working days × CNY 300 = CNY 600; the other three days are the Mid-Autumn holiday."),
           (W, "en", "CNY 1,500 for 5 calendar days; it covers 3 working days (24, 25 and 28 Sep)."),
           (W, "zh", "出发日不算补贴，共4天，1200元；工作日2天（9月24日、28日）。"),
           (W, "en", "CNY 1,500 total; 2 working days, Thu 24 Sep and Tue 28 Sep."),
       ]),
    # Joined 2026-10-08, 3-month probation ends 2027-01-07 Thu; appraisal 5 WD before: 2026-12-30 Wed (5th WD after it
    # is 1/7; 元旦 1/1 skipped, estimated).
    _d("2026-10-08", "I joined today (8 Oct 2026) on a 3-month probation. The appraisal must be done 5 working days before "
                     "probation ends. When does probation end, and what's the appraisal deadline?",
       [("add_workdays", {"date": "2027-01-07", "days": -5})], [
           (C, "en", "Probation ends Thu 7 Jan 2027. Counting back 5 working days and skipping New Year's Day (1 Jan), the "
                     "appraisal is due Wed 30 Dec 2026. The 2027 holiday schedule has not been published yet, so this is an "
                     "estimate."),
           (C, "zh", "试用期到2027年1月7日（周四）结束，考核最晚2026年12月30日（周三）。2027年元旦按推算只放1月1日，"
                     "官方安排尚未公布，以国务院公布为准。"),
           (C, "en", "Ends 7.1.2027 (Thursday); appraisal by 30.12.2026 (Wednesday) — dates d.m.y; 2027 holidays estimated, "
                     "not official yet."),
           (W, "en", "Probation ends Thu 7 Jan 2027; five working days before that is Thu 31 Dec 2026, the appraisal deadline. "
                     "(2027 holidays are estimated.)"),
           (W, "en", "Probation ends Thu 7 Jan 2027 and the appraisal is due Wed 30 Dec 2026, New Year's Day being skipped."),
           (W, "zh", "试用期2027年1月7日结束，往前5天就是1月2日，考核最晚那天。（2027年安排为推算）"),
           (W, "en", "Probation ends Thu 7 Jan 2027; the appraisal deadline is Tue 30 Dec 2026. (Estimate — the 2027 notice "
                     "isn't out.)"),
           (W, "zh", "按已公布的2027年放假安排，元旦只放1月1日一天：试用期到2027年1月7日（周四）结束，考核最晚2026年12月30日（周三）。"),
       ]),
    # Overtime: 2026-05-02 Sat is 劳动节 (statutory holiday, 0 WD) -> 6 h x 60 x 300% = 1080; 5/9 Sat is a make-up
    # working day (1 WD) -> 10 h = 8 normal + 2 h x 60 x 150% = 180; total 1260.
    _d("2026-05-11", "5月2日（周六）我加班了6小时，5月9日（周六）上了10小时班，时薪60元，这两天加班费各多少？",
       [_one("2026-05-02"), _one("2026-05-09")], [
           (C, "zh", "5月2日是劳动节法定节假日，按300%：6 × 60 × 3 = 1080元；5月9日是调休上班日，算正常工作日，"
                     "超出8小时的2小时按150%：2 × 60 × 1.5 = 180元。"),
           (C, "en", "2 May is a Labour Day statutory holiday: 6 h × ¥60 × 3 = ¥1,080. 9 May is a make-up working day, so only "
                     "the 2 hours beyond 8 are overtime, at 1.5×: ¥180. Together ¥1,260."),
           (C, "zh", "１. 5月2日（星期六，劳动节）：６小时×６０元×３＝１０８０元\n２. 5月9日（星期六，调休上班）：２小时×６０元×１.５＝１８０元"),
           (W, "zh", "5月2日劳动节按300%：1080元；5月9日是周六休息日，10小时都按200%：10 × 60 × 2 = 1200元。"),
           (W, "en", "2 May is a weekend rest day, so 200%: 6 × 60 × 2 = ¥720; 9 May is a make-up working day, 2 extra hours at "
                     "150% = ¥180."),
           (W, "zh", "5月2日1080元，5月9日180元，合计1360元。"),
           (C, "en", "¥1,080 for May 2 (holiday, 300%) and ¥180 for May 9 (make-up working day, 2 h at 150%)."),
           (W, "en", "May 2 (Labour Day): ¥1,080. May 9 (make-up working day): the 2 hours beyond 8 at 150% = ¥120."),
       ]),
]
