"""The twenty-fifth held-out probe set, calendar part: questions, the tool calls a model would make, and final
answers written by hand after reading the tools' REAL results (make_heldout25.py runs the calls and writes
heldout25.jsonl). Written blind: by a helper who never read the answer check's code, its prompts or tests, nor
ran the check on this set. Never tuned on: every case is report.

Material no earlier set used: 探亲假 (parents 20 natural days, spouse 30 natural days; weekends count, the
holiday days inside are added on: the last day and the return day, across 劳动节 and across 中秋 + 国庆 2026);
a fiscal year 1 April 2026 – 31 March 2027 (its working days, its Q3 Oct–Dec 2026 official, its Q4 Jan–Mar 2027
estimated); a monthly meeting on the 2nd Tuesday moved to the next working day (Q4 2026, May 2026: none moves);
payroll on the 15th and the last working day, moved back to the working day before (February 2026 with both
paydays on 调休 Saturdays, Q4 2026 as a table); the working days left in 2026 from today; carried-over annual
leave expiring 31 March 2027 (estimate); 独生子女护理假 of 10 working days across 中秋 and 国庆; 考试假 on a
调休 Sunday plus the day before; a probation appraisal 10 working days before the end across 国庆; a 做四休二
shift from 1 September (on/off days, on-days in October); an afternoon (in hours) on the 10 October 调休
Saturday; IT SLAs in business vs calendar days (across 国庆, across 端午); 清明 2027 and 国庆 2029 (estimated).
Shapes: one-liners, numbered steps, bullet lists, Markdown tables, long explanations with extra true facts.
Forms: "Mon, 2026-10-12", dd/mm said to be dd/mm, m/d, "10-12", 周五（10/16）, Tues/Weds/Thurs, wk 42, 第42周,
EOM, 月底, 本月末, 1st business day, business days / calendar days, fortnight, 两个礼拜, a.m./p.m., 上午/下午,
17h30, 五点半, 7½ h, 四个半小时, ranges with –, to, until, thru, 起…止, （含）, (excl.), Chinese numerals, 全角数字, mixed Chinese and English.
Errors (one per wrong answer): wrong date, wrong weekday, off by one, natural vs working days confused, holidays
inside a natural-day leave not added (or too much added), a 调休上班日 treated as a rest day, a holiday counted as
a working day, the wrong month's (wrong Tuesday's) meeting day, the wrong shift day, wrong total, wrong arithmetic,
wrong year, wrong comparison, missing estimate caveat, an estimate called official, an invented rule.

Audit (calendar part): a second blind helper rebuilt the real tool results (make_heldout25.py --part calendar)
and judged all 160 answers one by one against them, chinese_calendar for 2026, the repo's workcalendar for
the 2027/2029 estimates, datetime weekdays and ISO week numbers, and the arithmetic (a 7½ h day where the
question gives its own hours). Every label stands; every 2027+ correct answer carries the estimate caveat.
Two answer texts changed, labels kept: the wrong "Meetings: 13 Oct (wk 41) ..." now says wk 43 (13 Oct 2026
is ISO week 42, but strftime's 0-based %U/%W give 41, so 41 could be read as a week-numbering convention;
43 is wrong under every one); the correct "最晚3/25（Thurs）开始、3/31（Weds）结束 ..." now names 3/31 as the
last usable working day, so both parts of the question are answered in so many words. Counts unchanged:
20 questions, 160 answers, 70 correct, 90 wrong.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from heldout4_cases import C, W, _d  # noqa: E402

LW, AW = "calculate_leave_days", "add_workdays"


def _l(start, end):
    return (LW, {"start_date": start, "end_date": end})


def _a(date, days):
    return (AW, {"date": date, "days": days})


CALENDAR_CASES = [
    # Truth: 20 natural days from Mon 2026-04-27 run to Sat 05-16; inside them 劳动节 05-01..05-05 (5 holiday days;
    # 05-09 Sat is a 调休上班日 and counts as an ordinary natural day). Added on: last day Thu 2026-05-21 (25 natural
    # days), back at work Fri 2026-05-22.
    _d("2026-04-20", "我要回老家探望父母，探亲假20天，从4月27日（周一）开始。公司规定探亲假按自然日算，周末照算，"
       "但假期里碰上的法定节假日放假日不占探亲假、往后顺延。最后一天是哪天？哪天回来上班？",
       [_l("2026-04-27", "2026-05-16"), _l("2026-04-27", "2026-05-21"), _a("2026-05-21", 1)],
       [(C, "zh", "20个自然日从4月27日数起本来到5月16日；中间劳动节5月1日至5日放假5天，往后顺延5天，"
                  "所以探亲假最后一天是5月21日（周四），5月22日（周五）回来上班。"),
        (C, "en", "Your home leave runs Mon 27 Apr thru Thu 21 May 2026: 20 natural days plus the 5 Labour Day "
                  "holiday days (1–5 May) added on. Back at work Fri 22 May, the 1st business day after your leave."),
        (C, "zh", "| 项目 | 日期 |\n|---|---|\n| 起始 | 2026-04-27（周一） |\n| 20个自然日原定截止 | 2026-05-16（周六） |\n"
                  "| 顺延劳动节5天后截止 | 2026-05-21（周四） |\n| 返岗 | 2026-05-22（周五） |"),
        (C, "en", "Counting 25 calendar days in total from 4/27 (20 + the 5 days of 劳动节 5/1–5/5), your last day off "
                  "is 5/21 (Thurs) and you report back 5/22 (Fri). 5/9 (Sat) is a 调休上班日, but under a "
                  "natural-day rule it is simply one of your 20 days."),
        (W, "zh", "20个自然日从4月27日数到5月16日（周六）就结束了，所以5月18日（周一）回来上班。"),
        (W, "zh", "探亲假起4月27日止5月22日（周五），顺延劳动节5天，5月25日（周一）返岗。"),
        (W, "en", "Your leave ends on Thursday 21 May and you are back on Monday 22 May."),
        (W, "en", "Leave ends Fri 22 May: the 5 Labour Day days are added, and Sat 9 May (a make-up working day) "
                  "doesn't use up a leave day either, so one more day is added; back Mon 25 May."),
        ]),

    # Truth: 30 natural days from Mon 2026-09-14 run to Tue 10-13; inside them 中秋 09-25..09-27 (3) and 国庆
    # 10-01..10-07 (7): 10 holiday days added on, none inside 10-14..10-23. Last day Fri 2026-10-23 (40 natural
    # days), back Mon 2026-10-26.
    _d("2026-09-07", "My spouse works in another city and I get 30 days of home leave (探亲假) starting Monday 14 "
       "September 2026. Company rule: counted in natural days including weekends, but the statutory holiday days "
       "that fall inside are added on at the end. What is my last day of leave and when do I return?",
       [_l("2026-09-14", "2026-10-13"), _l("2026-09-14", "2026-10-23"), _a("2026-10-23", 1)],
       [(C, "en", "Last day of leave: Fri, 2026-10-23. Back at work: Mon, 2026-10-26. (30 natural days take you to "
                  "13 Oct; the 10 holiday days inside — Mid-Autumn 25–27 Sep and National Day 1–7 Oct — are added on.)"),
        (C, "zh", "探亲假起2026年9月14日止10月23日（周五），共40个自然日（30天假期＋中秋3天＋国庆7天顺延），"
                  "10月26日（周一）返岗。"),
        (C, "zh", "23/10/2026 (dd/mm) 是最后一天假，26/10/2026 (dd/mm)（周一）回来上班。"),
        (W, "en", "Only the National Day days (1–7 Oct) are added on, so the leave ends Tue 20 Oct and you're back "
                  "Weds 21 Oct."),
        (W, "zh", "你10月23日（周五）回来上班。"),
        (W, "en", "Leave ends on Thursday 23 October; you return Monday 26 October."),
        (W, "en", "The make-up working days (Sun 20 Sep, Sat 10 Oct) don't count against the leave either, so add "
                  "two more days on top of the 10 holiday days: last day Sun 25 Oct, back Mon 26 Oct."),
        (W, "zh", "30天加上中秋、国庆共顺延9天，最后一天是10月22日（周四），10月23日（周五）上班。"),
        ]),

    # Truth: 2026-04-01..2027-03-31: 365 natural days, 250 working days; 2027 part estimated (元旦 01-01, 春节
    # 02-05..02-08, no 调休); 2026 make-up days 05-09, 09-20, 10-10 counted as working days.
    _d("2026-03-16", "我们的财年是2026年4月1日到2027年3月31日，整个财年一共有多少个工作日？",
       [_l("2026-04-01", "2027-03-31")],
       [(C, "zh", "财年（2026-04-01 至 2027-03-31）共365个自然日，按日历算有250个工作日。其中2027年1–3月部分的"
                  "放假安排尚未公布，是按法定节日推算的（不含调休），仅供参考。"),
        (C, "en", "About 250 working days in FY2026/27 (1 Apr 2026 – 31 Mar 2027). The Jan–Mar 2027 part uses an "
                  "estimated holiday schedule (New Year's Day and Spring Festival 5–8 Feb), since the 2027 schedule "
                  "hasn't been published yet, so treat it as an estimate."),
        (C, "zh", "二百五十个工作日（2027年部分为推算，以国务院公布为准）。"),
        (C, "en", "- Period: 2026-04-01 to 2027-03-31 (365 calendar days)\n- Working days: 250\n- Make-up working "
                  "days counted: 9 May, 20 Sep, 10 Oct 2026\n- Caveat: the 2027 holidays are estimated; the official "
                  "schedule is not out yet."),
        (W, "zh", "财年2026-04-01到2027-03-31共有250个工作日。"),
        (W, "en", "The fiscal year has 250 working days, based on the official 2027 holiday schedule the State Council "
                  "has already published."),
        (W, "zh", "按日历算一共252个工作日（2027年1–3月为推算，以国务院公布为准）。"),
        (W, "en", "250 working days minus the three make-up weekend days (9 May, 20 Sep, 10 Oct), which are rest "
                  "days, gives 247 working days (the 2027 part is an estimate)."),
        ]),

    # Truth: FY Q3 = 2026-10-01..2026-12-31: 92 natural days, 62 working days (国庆 10-01..10-07 with 5 weekdays;
    # Sat 10-10 调休上班). Official 2026: no caveat needed.
    _d("2026-09-15", "财年第三季度（2026年10月1日至12月31日）有几个工作日？",
       [_l("2026-10-01", "2026-12-31")],
       [(C, "zh", "第三季度（10月1日–12月31日）共62个工作日、92个自然日；国庆10月1日至7日放假，"
                  "10月10日（周六）调休上班，已算作工作日。"),
        (C, "en", "Q3 of the fiscal year (Oct–Dec 2026): 62 working days."),
        (C, "zh", "１０月１日至１２月３１日共６２个工作日（含１０月１０日周六调休上班）。"),
        (W, "zh", "共61个工作日（10月10日是周六，不上班）。"),
        (W, "zh", "共67个工作日，10月1日–7日国庆期间的周一到周五照样算工作日。"),
        (W, "zh", "十月到十二月共六十三个工作日。"),
        (W, "en", "Q3 runs 1 Oct – 31 Dec 2027 and has 62 working days."),
        (W, "zh", "第三季度一共92个工作日（10月1日至12月31日）。"),
        ]),

    # Truth: FY Q4 = 2027-01-01..2027-03-31: 90 natural days, 61 working days by the estimate (元旦 Fri 01-01, 春节
    # Fri 02-05..Mon 02-08: 3 weekday holidays; 26 weekend days). Estimated: caveat needed.
    _d("2026-11-20", "How many working days are there in Q4 of our fiscal year, i.e. January to March 2027?",
       [_l("2027-01-01", "2027-03-31")],
       [(C, "en", "Jan 1 – Mar 31, 2027: 61 working days by the estimate (New Year's Day Fri 1 Jan and Spring "
                  "Festival Fri 5 – Mon 8 Feb off). The 2027 holiday schedule hasn't been announced yet, so the real "
                  "number may change once make-up days are set."),
        (C, "zh", "2027年1月1日到3月31日预计61个工作日（2027年放假安排尚未公布，按法定节日推算，不含调休）。"),
        (C, "en", "| Range | Calendar days | Working days | Status |\n|---|---|---|---|\n"
                  "| 2027-01-01 – 2027-03-31 | 90 | 61 | estimate, 2027 schedule not yet announced |"),
        (C, "zh", "财年Q4（2027年1–3月）共61个business days，按推算（2027安排未公布，仅供参考）。"),
        (W, "zh", "财年第四季度（2027年1月至3月）有61个工作日。"),
        (W, "en", "61 working days, per the State Council's published 2027 holiday schedule."),
        (W, "en", "90 calendar days − 26 weekend days − 3 weekday holidays = 60 working days (estimate; the 2027 "
                  "schedule isn't out yet)."),
        (W, "zh", "预计62个工作日（推算，以国务院公布为准）。"),
        ]),

    # Truth: 2nd Tuesdays: 2026-10-13 (wk 42), 2026-11-10 (wk 46), 2026-12-08 (wk 50), each a working day (tool:
    # 1 working day each, no holiday): no meeting moves.
    _d("2026-09-21", "我们每月第二个星期二开例会，如果那天不是工作日就顺延到下一个工作日。10月、11月、12月的例会分别是哪天？",
       [_l("2026-10-13", "2026-10-13"), _l("2026-11-10", "2026-11-10"), _l("2026-12-08", "2026-12-08")],
       [(C, "zh", "10月13日（周二）、11月10日（周二）、12月8日（周二），三天都是正常工作日，不用顺延。"),
        (C, "en", "Tues 13 Oct, Tues 10 Nov and Tues 8 Dec 2026 — all ordinary working days, so none of them moves."),
        (C, "zh", "| 月份 | 例会日期 | 周次 |\n|---|---|---|\n| 10月 | 10-13（周二） | 第42周 |\n"
                  "| 11月 | 11-10（周二） | 第46周 |\n| 12月 | 12-08（周二） | 第50周 |\n\n国庆假期在10月第一周，不影响第二个周二。"),
        (W, "zh", "10月的第二个周二是10月6日，正值国庆放假，顺延到10月8日（周四）；11月10日、12月8日照常。"),
        (W, "en", "Oct 13 (Tues), Nov 10 (Weds), Dec 8 (Tues)."),
        (W, "zh", "10月13日、11月11日、12月8日，均为周二，都是工作日。"),
        (W, "zh", "10月13日是国庆后第一周，按规定例会要延后一周到10月20日；11月10日、12月8日照常。"),
        (W, "en", "Meetings: 13 Oct (wk 43), 10 Nov (wk 46), 8 Dec (wk 50) — all working Tuesdays, nothing moves."),
        ]),

    # Truth: May 2026's 2nd Tuesday is 2026-05-12, a working day (tool: 1 working day): no move. (The 1st
    # Tuesday 05-05 is in 劳动节 05-01..05-05; May has 19 working days, Sat 05-09 调休上班.)
    _d("2026-04-28", "Our monthly meeting is on the 2nd Tuesday of the month, moved to the next working day if that "
       "Tuesday isn't one. When is May's meeting?",
       [_l("2026-05-12", "2026-05-12"), _l("2026-05-01", "2026-05-31")],
       [(C, "en", "Tue, 2026-05-12 — a normal working day, so it doesn't move."),
        (C, "en", "May's 2nd Tuesday is 12 May. The Labour Day break (1–5 May) only takes the first Tuesday (5 May), "
                  "so the meeting stays on 12 May."),
        (C, "zh", "五月的例会在5月12日（周二），当天正常上班，不用顺延。"),
        (C, "zh", "12/05/2026 (dd/mm)，周二，不用改期。"),
        (W, "en", "The 2nd Tuesday is 5 May, which is a Labour Day holiday, so the meeting moves to Wed 6 May."),
        (W, "zh", "例会本应在5月12日，但因为5月9日周六调休上班，例会按规定提前到5月9日。"),
        (W, "zh", "例会在5月12日（周三）。"),
        (W, "zh", "5月19日（周二）。"),
        ]),

    # Truth: Feb 2026: the 15th is Sun and inside 春节 02-15..02-23 -> the day before, Sat 02-14, is a 调休上班日:
    # payday 2026-02-14. The last working day is Sat 02-28 (调休上班日): payday 2026-02-28. Feb has 16 working days.
    _d("2026-02-02", "公司每月发两次工资：15号和当月最后一个工作日，如果那天不是工作日就提前到前一个工作日。2月份的两个发薪日是哪两天？",
       [_l("2026-02-01", "2026-02-28")],
       [(C, "zh", "2月14日（周六，春节前的调休上班日）和2月28日（周六，同样是调休上班日）。15号是周日又在春节假期里，"
                  "往前一天14号正好要上班，所以提前到14号；28号本身就是本月最后一个工作日。"),
        (C, "en", "Payday 1: Sat 14 Feb (a make-up working day before Spring Festival); payday 2: Sat 28 Feb, which is "
                  "itself a make-up working day and February's last working day."),
        (C, "zh", "2/14（周六）和2/28（周六），两天都是调休上班日。"),
        (W, "zh", "第一次2月14日（周六，调休上班）；月底那次：28号是周六不上班，提前到2月27日（周五）。"),
        (W, "zh", "15号不是工作日，顺延到春节后第一个工作日2月24日（周二）；月底是2月28日（周六调休上班）。"),
        (W, "en", "Feb 14 (Sun) and Feb 28 (Sat), both make-up working days."),
        (W, "zh", "2月14日（周六）和2月28日（周六），都是调休上班日；这个月一共17个工作日。"),
        (W, "en", "Paydays: Fri 13 Feb and Sat 28 Feb (EOM)."),
        ]),

    # Truth: Q4 2026 paydays: Thu 10-15; 10-31 is Sat -> Fri 10-30; 11-15 is Sun -> Fri 11-13; Mon 11-30;
    # Tue 12-15; Thu 12-31. (Tool: 国庆 10-01..10-07 only, Sat 10-10 调休; none of these days is affected.)
    _d("2026-09-28", "Payroll runs on the 15th and on the last working day of each month; if either isn't a working "
       "day it moves to the working day before. List the paydays for October–December 2026.",
       [_l("2026-10-01", "2026-12-31")],
       [(C, "en", "| Month | 15th run | EOM run |\n|---|---|---|\n| Oct | Thu 15 Oct | Fri 30 Oct (31st is a Sat) |\n"
                  "| Nov | Fri 13 Nov (15th is a Sun) | Mon 30 Nov |\n| Dec | Tue 15 Dec | Thu 31 Dec |"),
        (C, "zh", "1. 10月：10月15日（周四）、10月30日（周五，31日是周六）\n2. 11月：11月13日（周五，15日是周日）、"
                  "11月30日（周一）\n3. 12月：12月15日（周二）、12月31日（周四）"),
        (C, "en", "Six paydays: Thurs 15 Oct, Fri 30 Oct, Fri 13 Nov, Mon 30 Nov, Tues 15 Dec and Thurs 31 Dec. The "
                  "National Day break (1–7 Oct) doesn't touch any of them."),
        (C, "zh", "15/10、30/10、13/11、30/11、15/12、31/12/2026（dd/mm）。"),
        (W, "en", "Thu 15 Oct, Fri 30 Oct, Mon 16 Nov, Mon 30 Nov, Tue 15 Dec, Thu 31 Dec."),
        (W, "zh", "发薪日：10月15日（周四）、10月30日（周五）、11月13日（周五）、11月30日（周一）、12月15日（周二）、12月31日（周五）。"),
        (W, "zh", "10月15日、10月31日（本月末，周六照发）、11月13日、11月30日、12月15日、12月31日。"),
        (W, "en", "15 Oct, 30 Oct, 13 Nov, 30 Nov, 15 Dec, and 30 Dec — payroll never runs on New Year's Eve, so the "
                  "December EOM run moves a day earlier."),
        ]),

    # Truth: Mon 2026-11-16..Thu 2026-12-31 inclusive: 34 working days, 46 natural days, no holidays; 33 if today
    # is excluded.
    _d("2026-11-16", "算上今天，到今年年底还剩几个工作日？",
       [_l("2026-11-16", "2026-12-31")],
       [(C, "zh", "算上今天，11月16日到12月31日还有34个工作日（46个自然日，期间没有法定节假日）。"),
        (C, "en", "34 working days left in 2026, counting today (Mon 16 Nov) thru Thu 31 Dec."),
        (C, "zh", "三十四个工作日（含今天）。"),
        (W, "zh", "含今天共33个工作日。"),
        (W, "zh", "到年底还有46个工作日。"),
        (W, "zh", "11月16日到12月31日有34个工作日，再扣掉元旦1月1日，实际还剩33个工作日。"),
        (W, "en", "34 working days including today, the last one being Fri 31 Dec."),
        (W, "zh", "今天（11月16日）到12月31日（含），共35个工作日。"),
        ]),

    # Truth (estimate): 2027-03-31 is Wed, a working day by the estimate (no holiday in 03-25..03-31); 5 working
    # days back from it: 03-25 Thu, 03-26 Fri, 03-29 Mon, 03-30 Tue, 03-31 Wed -> latest start Thu 2027-03-25.
    _d("2026-12-01", "My 5 carried-over annual leave days expire on 31 March 2027. What is the last working day I can "
       "use them, and the latest day I can start if I want all 5 in one block?",
       [_l("2027-03-25", "2027-03-31")],
       [(C, "en", "Last usable working day: Weds 31 Mar 2027. To take all 5 days together, start by Thurs 25 Mar "
                  "(25, 26, 29, 30, 31 Mar). The 2027 holiday schedule isn't published yet, so this is based on an "
                  "estimate."),
        (C, "zh", "最后可用的工作日是2027年3月31日（周三）；要连休5天，最晚3月25日（周四）开始，至3月31日止。"
                  "2027年放假安排尚未公布，以上为推算。"),
        (C, "en", "1. Expiry: 31/03/2027 (dd/mm), a Wednesday and — by the estimate — a working day.\n2. Count back 5 "
                  "working days: 31, 30, 29 Mar, then 26 and 25 Mar (the weekend of 27–28 Mar is skipped).\n3. Latest "
                  "start: Thu 25 Mar 2027.\nNote: estimated, the 2027 schedule has not been announced."),
        (C, "zh", "最晚3/25（Thurs）开始、3/31（Weds，最后一个可用的工作日）结束，共5个工作日、7个自然日（2027年安排未公布，属推算）。"),
        (W, "en", "Last day: Wed 31 Mar 2027; latest start for all 5 days: Thu 25 Mar 2027."),
        (W, "zh", "最后一个工作日是2027年3月31日（周三），往前数5天，3月27日（周六）开始休。（2027年安排尚未公布，属推算。）"),
        (W, "en", "Use them by Weds 31 Mar 2027; for one block, start no later than Friday 25 Mar (estimate, 2027 "
                  "schedule not yet announced)."),
        (W, "zh", "按已经公布的2027年官方放假安排，3月31日（周三）是工作日，最晚3月25日（周四）开始连休5天。"),
        ]),

    # Truth: 10 working days from Thu 2026-09-24: 09-24, 09-28, 09-29, 09-30, 10-08, 10-09, 10-10 (Sat 调休上班),
    # 10-12, 10-13, 10-14 -> last day Wed 2026-10-14 (21 natural days; 中秋 09-25..27 and 国庆 10-01..07 skipped);
    # back Thu 10-15.
    _d("2026-09-22", "我是独生子女，父亲住院了，公司每年给10个工作日的独生子女护理假。我从9月24日（周四）开始连续休完10个工作日，最后一天是哪天？",
       [_a("2026-09-23", 10), _l("2026-09-24", "2026-10-14")],
       [(C, "zh", "最后一天是10月14日（周三）。这10个工作日是：9月24日、9月28–30日、10月8–9日、10月10日（周六调休上班）、"
                  "10月12–14日；中秋和国庆的放假日不占护理假。周四（10/15）回岗。"),
        (C, "en", "Your 10 working days run from 24 Sep until Wed 14 Oct 2026 (21 calendar days — a fortnight plus a week; "
                  "the Mid-Autumn and National Day holidays are skipped and the make-up Saturday 10 Oct counts)."),
        (C, "zh", "十月十四日（周三）休完。"),
        (W, "zh", "10月10日周六不算工作日，所以最后一天是10月15日（周四）。"),
        (W, "zh", "连续10天：9月24日起到10月3日止。"),
        (W, "zh", "最后一天是10月14日（周四）。"),
        (W, "en", "It ends Wed 14 Oct; the block spans 20 calendar days (24 Sep – 14 Oct inclusive)."),
        (W, "zh", "10月13日（周二）休完，10月14日回来上班。"),
        ]),

    # Truth: Sat 2026-09-19 is a rest day; Sun 2026-09-20 is a 调休上班日 (国庆): range 09-19..09-20 has 1 working
    # day -> 1 day of exam leave (on 09-20).
    _d("2026-09-01", "I have an exam on Sunday 20 September 2026. Exam leave covers the exam day plus one day before. "
       "Which of those two days are working days, i.e. how much leave do I actually need?",
       [_l("2026-09-19", "2026-09-20")],
       [(C, "en", "Only Sun 20 Sep is a working day (a make-up day for National Day); Sat 19 Sep is a normal rest "
                  "day. So you need 1 day of exam leave."),
        (C, "zh", "9月19日（周六）正常休息；9月20日（周日）是国庆调休上班日，需要请考试假1天。"),
        (C, "zh", "一天：9月20日（周日，调休上班日）。"),
        (C, "en", "- Sat 19/09: rest day, no leave needed\n- Sun 20/09: 调休上班日 → 1 day of exam leave\n- Total: 1 day"),
        (W, "zh", "两天都是周末，不用请假。"),
        (W, "en", "Only Sat 19 Sep is a working day, so you need 1 day of leave for the 19th."),
        (W, "en", "2 days: Sat 19 and Sun 20 Sep are both make-up working days."),
        (W, "zh", "考前一天取前一个工作日，所以要请9月18日（周五）和9月20日（周日）两天。"),
        ]),

    # Truth: probation ends Mon 2026-10-19; 10 working days before it: Tue 2026-09-29 (after it: 09-30, 10-08,
    # 10-09, 10-10 Sat 调休, 10-12..10-16, 10-19). 国庆 10-01..10-07 skipped.
    _d("2026-09-07", "我7月20日入职，试用期三个月，10月19日（周一）到期。转正考核要在试用期结束前10个工作日完成，最晚哪天？",
       [_a("2026-10-19", -10)],
       [(C, "zh", "最晚9月29日（周二）完成考核，离10月19日到期还有两个礼拜又六天。从9月29日往后数10个工作日正好到10月19日："
                  "国庆10月1–7日放假不算，10月10日（周六）调休上班算。"),
        (C, "en", "Appraisal due by Tues 29 Sep 2026 — 10 working days before the probation ends on Mon 19 Oct "
                  "(National Day skipped, the make-up Saturday 10 Oct counted)."),
        (C, "zh", "９月２９日（周二）。"),
        (W, "zh", "10月10日周六不上班，要再往前推一天：最晚9月28日（周一）。"),
        (W, "zh", "把国庆期间的周一到周五也算作工作日，往前数10个工作日，最晚是10月6日（周二）。"),
        (W, "zh", "提前10天，就是10月9日（周五）。"),
        (W, "en", "Due by Wed 29 Sep 2026."),
        (W, "zh", "最晚9月30日（周三）。"),
        ]),

    # Truth: 做四休二 from Tue 2026-09-01 (day 1 on): day index i = days since 09-01, on if i % 6 < 4. 10-01 is
    # i=30 (on, first of a block 10-01..10-04); 10-10 is i=39 (on, last of 10-07..10-10). October: 21 on-days,
    # 10 off-days (5–6, 11–12, 17–18, 23–24, 29–30). Calendar working days in October: 18 (not the question).
    _d("2026-08-25", "我9月1日开始做四休二（9月1日是上班第一天，排班不受节假日影响）。10月1日那天我上不上班？10月10日呢？10月一共上几天班？",
       [_l("2026-10-01", "2026-10-31")],
       [(C, "zh", "10月1日上班（从9月1日数起第31天，正好是新一轮四天班的第一天），10月10日也上班（7–10日那一轮的第四天）；"
                  "10月共上21天班，休10天（5–6、11–12、17–18、23–24、29–30日）。"),
        (C, "en", "Both are on-days: 1 Oct starts a 4-day block (1–4 Oct) and 10 Oct ends one (7–10 Oct). October "
                  "has 21 on-days and 10 off-days for you."),
        (C, "zh", "| 日期 | 班/休 |\n|---|---|\n| 10/1 | 上班 |\n| 10/10 | 上班 |\n| 10月上班天数 | 21天 |"),
        (C, "zh", "10/1 上班，10/10 上班；October total 二十一天 on duty（日历上的工作日是18天，但轮班不看日历）。"),
        (W, "zh", "10月1日休息（那天是休二的第一天），10月10日上班，10月共21天班。"),
        (W, "zh", "10月1日、10日都上班，10月共18天班。"),
        (W, "en", "Both days are on-days; you work 20 days in October."),
        (W, "en", "1 Oct is an on-day, 10 Oct is an off-day (the first rest day after the 6–9 Oct block); 21 on-days "
                  "in October."),
        ]),

    # Truth: Sat 2026-10-10 is a 调休上班日 (国庆): 1 working day -> the afternoon 1 p.m.–5:30 p.m. is 4½ hours of
    # leave (the day is 9–12 + 13–17:30 = 7½ h).
    _d("2026-10-09", "Our hours are 9 a.m.–12 noon and 1 p.m.–5:30 p.m. (7½ h a day), and leave is booked in hours. "
       "I want to take tomorrow afternoon off (Saturday 10 October). Do I need to request leave, and how many hours?",
       [_l("2026-10-10", "2026-10-10")],
       [(C, "en", "Yes — Sat 10 Oct is a make-up working day for National Day, so the afternoon (1 p.m.–5:30 p.m.) is "
                  "4½ hours of leave."),
        (C, "zh", "要请。明天10月10日（周六）是国庆调休上班日，上午照常上班，下午13:00–17:30要请四个半小时的假。"),
        (C, "zh", "要请，4½ h（下午），明天是调休上班的周六。"),
        (W, "zh", "不用请假，明天是周六，休息日。"),
        (W, "en", "Yes, 7½ h: leave on a make-up Saturday can't be split, so the whole day has to be booked."),
        (W, "en", "Yes, 4½ h; tomorrow (Sun 10 Oct) is a make-up working day."),
        (W, "zh", "要请，明天是调休上班日，下午13:00到17:30，共三个半小时。"),
        (W, "en", "Yes, 4½ h — and because 10 Oct is a make-up Saturday, Mon 12 Oct is a day off in return."),
        ]),

    # Truth: ticket Wed 2026-09-30 16:00. 3 business days: 10-08 Thu, 10-09 Fri, 10-10 Sat (调休上班) -> Sat
    # 2026-10-10 16:00 (国庆 10-01..10-07 skipped). 5 calendar days: Mon 2026-10-05 16:00. The business-day deadline
    # is later (by 5 days).
    _d("2026-09-30", "I raised an IT ticket today at 4 p.m. The new SLA says it must be resolved within 3 business "
       "days; the old one said 5 calendar days. What is the deadline under each, and which is later?",
       [_a("2026-09-30", 3)],
       [(C, "en", "3 business days (excl. today): Sat 10 Oct, 4 p.m. (Thu 8, Fri 9 and the make-up working Saturday 10 Oct; 1–7 "
                  "Oct is the National Day holiday). 5 calendar days: Mon 5 Oct, 4 p.m. The business-day deadline "
                  "is the later one."),
        (C, "zh", "按3个工作日：10月10日（周六，调休上班）16:00；按5个自然日：10月5日（周一，国庆假期中）16:00。"
                  "工作日口径晚5天。"),
        (C, "en", "| SLA | Deadline |\n|---|---|\n| 3 business days | Sat, 2026-10-10, 4 p.m. |\n"
                  "| 5 calendar days | Mon, 2026-10-05, 4 p.m. |\n\nThe business-day one is later."),
        (C, "en", "Business days → 10/10 (Sat) 16h00; calendar days → 10/5 (Mon) 16h00. The 3-business-day SLA is later."),
        (W, "en", "3 business days → Mon 12 Oct, 4 p.m. (Saturday doesn't count); 5 calendar days → Mon 5 Oct, "
                  "4 p.m. The business-day one is later."),
        (W, "zh", "3个工作日：10月10日（周六）下午4点；5个自然日：10月6日（周二）下午4点。工作日口径更晚。"),
        (W, "zh", "3个工作日算10月1日、2日、5日，10月5日（周一）下午4点到期，和5个自然日一样。"),
        (W, "en", "3 business days → Sat 10 Oct 4 p.m.; 5 calendar days → Mon 5 Oct 4 p.m. The calendar-day SLA is "
                  "the later one."),
        ]),

    # Truth (estimate): 清明 2027 = Mon 2027-04-05 (statutory, estimated); 04-05..04-09 has 4 working days (Tue 04-06
    # .. Fri 04-09) -> 4 days of annual leave. Caveat needed.
    _d("2026-12-07", "2027年清明节是哪天？我想4月5日到9日都休息，要请几天年假？",
       [_l("2027-04-05", "2027-04-09")],
       [(C, "zh", "按推算，2027年清明节是4月5日（周一）；4月5日至9日里要请4天年假（6日至9日）。2027年放假安排还没公布，"
                  "可能有调休，以国务院通知为准。"),
        (C, "en", "Qingming 2027 falls on Mon 5 Apr (estimated — the 2027 schedule isn't out yet). Taking 5–9 Apr off "
                  "costs 4 days of annual leave (Tues 6 – Fri 9 Apr)."),
        (C, "zh", "预计4天年假（4月6日至9日），清明4月5日（周一）是法定假日；2027年安排未公布，仅供参考。"),
        (W, "zh", "2027年清明节是4月5日（周一），4月5日到9日需要请4天年假。"),
        (W, "en", "According to the officially published 2027 schedule, Qingming is Mon 5 Apr, so you need 4 days of "
                  "annual leave."),
        (W, "zh", "要请5天年假（4月5日至9日共5个工作日）。以上为推算，以国务院公布为准。"),
        (W, "zh", "清明是4月5日（周日），4月6日至9日请4天年假（2027年安排尚未公布，按推算）。"),
        (W, "en", "5–9 Apr is 5 days, minus Qingming on Mon 5 Apr = 3 days of annual leave (estimate; 2027 schedule "
                  "not yet announced)."),
        ]),

    # Truth (estimate): 2029-09-29 (Sat)..10-07 (Sun): 9 natural days, 2 working days (Thu 10-04, Fri 10-05);
    # 国庆 statutory 10-01..10-03 (Mon–Wed), estimated without 调休. Caveat needed.
    _d("2026-12-07", "For National Day 2029 I want to be off from Saturday 29 September to Sunday 7 October 2029. "
       "How many days of annual leave would that take?",
       [_l("2029-09-29", "2029-10-07")],
       [(C, "en", "By the estimate, 2 days: Thu 4 Oct and Fri 5 Oct 2029. 1–3 Oct are the statutory National Day "
                  "holidays and the rest are weekends. The 2029 schedule hasn't been announced (make-up days aren't "
                  "included), so check again once it is."),
        (C, "zh", "按推算要请2天（10月4日、5日）；2029年10月1日至3日为国庆法定假日，放假安排尚未公布，实际可能有调休。"),
        (C, "zh", "两天（10月4日–5日），推算结果，2029年放假安排尚未公布。"),
        (C, "en", "| Dates (2029) | Status (estimate) |\n|---|---|\n| Sat 29 – Sun 30 Sep | weekend |\n"
                  "| Mon 1 – Wed 3 Oct | National Day holiday |\n| Thu 4 – Fri 5 Oct | working days → leave |\n"
                  "| Sat 6 – Sun 7 Oct | weekend |\n\nTotal: 2 days of annual leave. Not official yet: 2029 holidays "
                  "are estimated."),
        (W, "zh", "2029年国庆要请2天：10月4日和5日。"),
        (W, "en", "5 days: Mon 1 – Fri 5 Oct (estimate; the 2029 schedule isn't out yet)."),
        (W, "zh", "按国务院已发布的2029年放假通知，要请2天（10月4日、5日）。"),
        (W, "en", "2 days, Wed 4 and Thu 5 Oct (estimated; 2029 schedule not announced)."),
        ]),

    # Truth: ticket Thu 2026-06-18 17:30. 3 working days: 06-22 Mon, 06-23 Tue, 06-24 Wed -> Wed 2026-06-24 17:30
    # (端午 06-19..06-21 skipped). 5 calendar days: Tue 2026-06-23 17:30. The working-day deadline is later.
    _d("2026-06-18", "今天下午五点半报修了一个IT工单，SLA是3个工作日内解决；如果按5个自然日算呢？分别截止到什么时候？",
       [_a("2026-06-18", 3)],
       [(C, "zh", "按3个工作日：6月24日（周三）下午五点半前；按5个自然日：6月23日（周二）17:30前。端午6月19日–21日放假，"
                  "不算工作日。"),
        (C, "en", "3 business days → Weds 24 Jun, 5:30 p.m.; 5 calendar days → Tues 23 Jun, 5:30 p.m."),
        (C, "zh", "３个工作日：６月２４日（周三）17h30；５个自然日：６月２３日（周二）17h30。"),
        (W, "zh", "端午6月19日也算一个工作日，按3个工作日截止6月23日（周二）下午5点半，和5个自然日一样。"),
        (W, "zh", "3个工作日截止6月24日（周三）17:30；5个自然日截止6月24日（周三）17:30。"),
        (W, "en", "3 business days → Thurs 24 Jun, 5:30 p.m.; 5 calendar days → Tues 23 Jun, 5:30 p.m."),
        (W, "en", "3 business days → Sun 21 Jun, 5:30 p.m.; 5 calendar days → Tue 23 Jun, 5:30 p.m."),
        (W, "zh", "3个工作日：6月24日（周三）17:30；5个自然日：6月23日（周二）17:30，自然日口径更晚。"),
        ]),
]
