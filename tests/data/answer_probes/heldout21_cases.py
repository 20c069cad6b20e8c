"""The twentieth held-out probe set, calendar part (make_heldout21.py runs the calls and writes
heldout21.jsonl): questions, the date-tool calls a model would make, and final answers written by
hand after reading the tools' REAL results. Written blind: the helper who wrote it never read the
answer check's code, its prompts, its tests or the earlier held-out sets' cases (only the shared
helpers at the top of heldout4_cases.py), and never ran the check.

Material no earlier set used:
- legal time limits (自收到通知之日起15日内 / 30日内, counted in calendar days from the day after;
  期间届满日 on a holiday or weekend 顺延 to the next working day): a last day on 国庆 (10-07 → 10-08),
  on 劳动节 (5-02 → 5-06), on a plain Saturday (7-18 → 7-20) beside one on a working day that stays
  (8-05), and one in 2028 on the estimated 春节 (2028-01-26 → 01-31);
- 入职当月 / 离职当月 pay pro rata by the month's real working days (按实际出勤折算): a February
  joiner whose week ends on the make-up Saturday 2-28, a September leaver whose days include the
  make-up Sunday 9-20;
- 婚假 / 丧假 / 陪产假 counted in working days (across 国庆 with the make-up Saturday 10-10, across
  清明) against 产假 98 calendar days including holidays (end 12-20), and a 2027 婚假 (estimated);
- leave that straddles a holiday span (how many leave days to apply for: 中秋+国庆, 春节);
- working days per quarter of 2026 and in four months (tables);
- a birthday half day and a 司庆日 half day that fall on holidays and move (10-03 → 10-08;
  2026-01-03 → the make-up Sunday 01-04);
- "72 hours" vs "3 business days" and "120 hours" vs "5 business days", both computed;
- the Nth working day counted backward from a month end (February with its make-up Saturday,
  September with 中秋);
- working days between two dates including both ends vs excluding both.

Shapes and forms: one-liners, numbered steps, bullet lists, Markdown tables, mixed Chinese and
English, extra true facts; dates as 10月8日, 2026/10/8, 10/8, 8 Oct, October 8, 6.5.2026, with
weekdays in brackets（周四）/(Thu); amounts in 元 / RMB / ¥; about 40% English.

Errors (exactly one per wrong answer, spread): wrong date, wrong weekday, off by one (counting the
first day), a deadline not moved off a holiday or weekend (or moved when its last day is a working
day), wrong pro-rata arithmetic, calendar vs working days, a holiday counted as a leave day, a
调休上班日 treated as a rest day, wrong total, wrong quarter/month count, the wrong year, a missing
estimate caveat, an estimate called official, an invented rule.

Never tuned on: every case is report.

Audit (calendar part): every one of the 160 answers was re-judged on its own against the real tool
results (rebuilt with make_heldout21.py --part calendar), the chinese_calendar package for 2026, the
repo's workcalendar estimates for 2027/2028 (国庆 2027-10-01–03, 春节 2028-01-25–28), datetime weekdays
and the arithmetic (pro rata 3,750 / 10,200; quarter counts 59/61/66/62 = 248; months 19/21/22/18;
72 h / 120 h clock times; day counts from the day after receipt). All 70 correct answers are fully
right and answer the whole question (the 2027/2028 ones carry an estimate caveat); all 90 wrong ones
carry a clear error. One text change, no label changed: case 1's invented-postage-rule answer said
"posted by Tue 13 Oct", which also treated the make-up Saturday 10-10 as a rest day (3 working days
after 10-08 are 10-09, 10-10, 10-12); it now says "Mon 12 Oct" so its single error is the invented
rule. Final counts: 20 questions, 160 answers, 70 correct, 90 wrong."""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401  (NOW/R/_q/_s: the shared helpers)


def _lv(start: str, end: str) -> tuple[str, dict]:
    return ("calculate_leave_days", {"start_date": start, "end_date": end})


def _aw(date: str, days: int) -> tuple[str, dict]:
    return ("add_workdays", {"date": date, "days": days})


CALENDAR_CASES = [
    # 1. Received 2026-09-22 (Tue), 15日内, day after receipt is day 1: 09-23 … day 15 = 2026-10-07 (Wed),
    # inside 国庆 (10-01–10-07) → 顺延 to the next working day 2026-10-08 (Thu). (15 *working* days from
    # 09-23 would be 10-20 (Tue), the error of W4.)
    _d("2026-09-23",
       "我昨天（9月22日）收到公司的《处理决定通知书》，上面写“如有异议，可自收到通知之日起15日内书面申请复核”。"
       "按收到当日不计入、期间届满的最后一日是法定节假日或休息日的顺延至其后第一个工作日，我最晚哪天交复核申请？",
       [_lv("2026-09-23", "2026-10-07"), _aw("2026-10-07", 1)],
       [(C, "zh", "从9月23日起算，第15天是10月7日（周三），正逢国庆假期，顺延到10月8日（周四），最晚那天提交。"),
        (C, "en", "Counting 15 calendar days from Sep 23 (the day after you received it), the period would end on "
                  "Wed 7 Oct, which is still in the National Day holiday (Oct 1–7). So the deadline moves to "
                  "Thursday, October 8, 2026."),
        (C, "zh", "1. 起算：9月22日收到，当日不计，9月23日为第1天；\n2. 第15日：2026/10/7（周三），属国庆节假期；\n"
                  "3. 顺延：假期后第一个工作日是2026/10/8（周四）。\n结论：期间届满日为10月8日（周四）。"),
        (W, "zh", "15日期限到10月7日（周三）为止，请在10月7日当天或之前提交复核申请。"),
        (W, "zh", "第15天落在国庆假期（10月7日），顺延到节后第一个工作日，也就是10月8日（周五），最晚那天交。"),
        (W, "zh", "第十五天是十月七日，正逢国庆假期，顺延到下一个工作日，即十月九日（星期五）。"),
        (W, "en", "The 15 days are counted in working days, so the holidays don't eat into them: the 15th working "
                  "day after you received the notice is Tuesday 20 October, and that is your last day."),
        (W, "en", "Day 15 lands on 7 Oct (National Day), so it moves to Thu 8 Oct; on top of that the law adds "
                  "3 working days for postage, so a letter posted by Mon 12 Oct is still in time."),
        ]),

    # 2. Received 2026-04-02 (Thu), 30日内: 04-03 is day 1, day 30 = 2026-05-02 (Sat), inside 劳动节
    # (05-01–05-05) → 2026-05-06 (Wed). (30 working days from 04-03 would end 05-19 (Tue): W4.)
    _d("2026-04-03",
       "4月2日收到调岗通知，通知说有异议须自收到之日起30日内书面提出（收到当日不算，期满日遇节假日或休息日顺延到下一个工作日）。"
       "我最后期限是哪天？",
       [_lv("2026-04-03", "2026-05-02"), _aw("2026-05-02", 1)],
       [(C, "en", "Day 30 is Saturday 2 May, inside the Labour Day break (May 1–5), so the deadline rolls to "
                  "Wednesday 6 May 2026."),
        (C, "zh", "期满日是5月2日（周六，劳动节假期），顺延至5月6日（周三）。"),
        (C, "zh", "最后期限：2026年5月6日（星期三）。30日从4月3日数起，到5月2日届满，但5月1日至5日放假，所以顺延到节后第一天上班的5月6日。"),
        (C, "en", "Deadline: 6.5.2026 (Wed). Thirty calendar days from 3.4 end on 2.5, a holiday, so the deadline "
                  "moves to the first working day after the break."),
        (W, "zh", "30日从4月3日算起，到5月2日（周六）届满，最后期限就是5月2日。"),
        (W, "en", "The 30th day is Saturday 2 May, which is a rest day, so the deadline moves to the following "
                  "Monday, 4 May 2026."),
        (W, "zh", "期满日５月２日（周六）是劳动节假期，顺延到５月６日（周四）。"),
        (W, "zh", "30日按工作日算，节假日不计：从4月3日起第30个工作日是5月19日（周二），那天之前提交即可。"),
        ]),

    # 3. Two notices, 收到当日不计, 顺延 rule. A: received 07-03 (Fri), 15日 → 07-04 … 07-18 (Sat) →
    # 07-20 (Mon). B: received 07-06 (Mon), 30日 → 07-07 … 08-05 (Wed), a working day, stays 08-05.
    _d("2026-07-07",
       "我手上有两份通知：A 是7月3日收到的，要求15日内回复；B 是7月6日收到的，30日内提交材料。都是收到当日不计，"
       "期满日遇休息日或法定节假日顺延到下一个工作日。两个截止日分别是哪天？",
       [_lv("2026-07-04", "2026-07-18"), _aw("2026-07-18", 1), _lv("2026-07-07", "2026-08-05")],
       [(C, "zh", "| 通知 | 届满日 | 是否顺延 | 截止日 |\n|---|---|---|---|\n| A（7/3收到，15日） | 7/18（周六） | 是 | 7/20（周一） |\n"
                  "| B（7/6收到，30日） | 8/5（周三） | 否，工作日 | 8/5（周三） |"),
        (C, "en", "A: the 15 days run from 4 July to Saturday 18 July, so it moves to Monday 20 July. B: 30 days "
                  "from 7 July end on Wednesday 5 August — a normal working day, so 5 August stands."),
        (C, "zh", "A截止7月20日（周一，原届满日7月18日是周六，顺延而来）；B截止8月5日（周三），不用顺延。"),
        (C, "zh", "Ａ：７月２０日（周一，第15日７月１８日是周六，顺延）；Ｂ：８月５日（周三），是工作日，不用顺延。"),
        (W, "zh", "A：7月18日是周六，顺延到7月20日（周一）。B：届满日8月5日，同样顺延一天，到8月6日（周四）截止。"),
        (W, "en", "A is due Saturday 18 July (15 days from 4 July) and B is due Wednesday 5 August."),
        (W, "en", "Counting the day you received each notice as day 1: A's 15 days end on Friday 17 July; "
                  "B ends on Wednesday 5 August."),
        (W, "zh", "A：7月20日（周一）；B：8月5日（周四），这天是工作日，不用顺延。"),
        ]),

    # 4. Joiner 2026-02-24 (Tue), ¥12,000/month. February 2026: 16 working days (春节 02-15–02-23 off;
    # make-up Saturdays 02-14 and 02-28). Worked 02-24 … 02-28 = 5 (incl. Sat 02-28). 12000 × 5 / 16 = 3750.
    _d("2026-02-10",
       "新同事2月24日（周二）入职，月薪12000元。入职当月工资按实际出勤折算：出勤工作日 ÷ 当月实际工作日 × 月薪。"
       "假设他入职后全勤，二月份应发多少？",
       [_lv("2026-02-01", "2026-02-28"), _lv("2026-02-24", "2026-02-28")],
       [(C, "zh", "2月共16个工作日（春节放假，2月14日、28日两个周六调休上班）。他2月24日至28日出勤5天（含28日周六），"
                  "12000 × 5 ÷ 16 = 3750元。"),
        (C, "en", "February 2026 has 16 working days; he works 5 of them (24–27 Feb plus the make-up Saturday "
                  "28 Feb). 5/16 × ¥12,000 = ¥3,750."),
        (C, "zh", "应发3,750元（按实际出勤折算：5/16 × 12000）。"),
        (C, "en", "1. Working days in February: 16.\n2. Days he works: 5 (Tue 24 – Sat 28; the 28th is a 调休 "
                  "make-up day).\n3. 12,000 ÷ 16 × 5 = RMB 3,750."),
        (W, "zh", "2月共16个工作日。他2月24日到27日出勤4天，28日是周六不上班，12000 × 4 ÷ 16 = 3000元。"),
        (W, "zh", "当月16个工作日，出勤5天（含2月28日周六调休），12000 × 5 ÷ 16 = 3570元。"),
        (W, "zh", "入职当月按自然日折算：2月28天，他在职5天，12000 × 5 ÷ 28 ≈ 2142.86元。"),
        (W, "en", "February has 18 working days once the two make-up Saturdays are added; he works 5 of them, "
                  "so 5/18 × ¥12,000 = ¥3,333.33."),
        ]),

    # 5. Leaver, last day 2026-09-22 (Tue), RMB 13,200/month. September 2026: 22 working days (中秋 09-25 off,
    # make-up Sunday 09-20 worked). Worked 09-01 … 09-22 = 17 (incl. Sun 09-20). 13200 / 22 × 17 = 10,200.
    _d("2026-09-10",
       "An employee's last working day is Tuesday 22 September 2026 (he resigned). His monthly salary is RMB 13,200. "
       "For the leaving month we pay pro rata: days actually worked ÷ the month's real working days × monthly "
       "salary. He works every working day until he leaves. How much is his September pay?",
       [_lv("2026-09-01", "2026-09-30"), _lv("2026-09-01", "2026-09-22")],
       [(C, "en", "September has 22 working days (Sunday 20 Sep is a make-up working day, Fri 25 Sep is off for "
                  "Mid-Autumn). From 1 to 22 Sept he works 17 days, including Sunday the 20th. "
                  "13,200 × 17/22 = RMB 10,200."),
        (C, "zh", "9月实际工作日22天，离职前出勤17天（含9月20日周日调休上班），13200 ÷ 22 × 17 = 10200元。"),
        (C, "en", "¥10,200 — 17 of September's 22 working days."),
        (W, "en", "September has 22 working days, but he only works 16 of them before leaving (the 20th is a "
                  "Sunday), so 13,200 × 16/22 = RMB 9,600."),
        (W, "zh", "9月共21个工作日，他离职前出勤17天，13200 × 17 ÷ 21 ≈ 10685.71元。"),
        (W, "zh", "出勤17天，当月22个工作日，13200 × 17 ÷ 22 = 10020元。"),
        (W, "en", "17/22 × 13,200 = RMB 10,200; as he leaves mid-month, one day's pay (RMB 600) is withheld by "
                  "law for the handover, so RMB 9,600 is paid."),
        (W, "zh", "9月1日到22日（周一）出勤17天（含20日周日调休），9月共22个工作日，应发13200 × 17/22 = 10200元。"),
        ]),

    # 6. 婚假 10 working days from 2026-09-28 (Mon): 09-28, 29, 30; 国庆 10-01–10-07 off; 10-08, 09,
    # 10-10 (Sat, make-up); 10-12 … 10-15 → last day 2026-10-15 (Thu), back 2026-10-16 (Fri). Span 18 days.
    _d("2026-09-01",
       "我9月28日（周一）开始休婚假，公司规定婚假10天，按工作日计算（法定节假日不占婚假天数）。婚假最后一天是哪天？哪天回来上班？",
       [_aw("2026-09-27", 10), _lv("2026-09-28", "2026-10-15"), _aw("2026-10-15", 1)],
       [(C, "zh", "婚假从9月28日到10月15日（周四），共10个工作日（包括10月10日周六调休上班日），10月16日（周五）回来上班。"),
        (C, "en", "Your 10 working days run Mon 28 Sep – Thu 15 Oct (the National Day break, Oct 1–7, doesn't "
                  "count; Sat 10 Oct is a make-up working day and does). Back at work Friday 16 October."),
        (C, "zh", "- 9/28–9/30：3天\n- 10/1–10/7：国庆放假，不占婚假\n- 10/8、10/9、10/10（周六调休上班）：3天\n"
                  "- 10/12–10/15：4天\n合计10天，最后一天10月15日（周四），10月16日（周五）上班。"),
        (W, "zh", "10月10日是周六，不占婚假，所以婚假到10月16日（周五）结束，10月19日（周一）回来上班。"),
        (W, "en", "Ten days from Monday 28 September take you to Wednesday 7 October, the last day of the "
                  "National Day break, so you're back on Thursday 8 October."),
        (W, "zh", "婚假最后一天十月十五日（星期四），十月十六日（星期一）返岗。"),
        (W, "zh", "婚假最后一天10月15日（周四），10月19日（周一）回来上班。"),
        (W, "en", "Your marriage leave ends Wednesday 14 October, and you return Thursday 15 October."),
        ]),

    # 7. 产假 98 calendar days from 2026-09-14 (Mon), holidays included → last day 2026-12-20 (Sun).
    # 陪产假 15 working days from 09-14: 09-14–18 (5), Sun 09-20 make-up (6), 09-21–24 (10), 中秋 09-25–27 off,
    # 09-28–30 (13), 国庆 off, 10-08 (14), 10-09 (15) → last day 10-09 (Fri); back 10-10 (Sat, make-up day).
    _d("2026-09-08",
       "老婆9月14日开始休产假，98天（含节假日，按自然日算），最后一天是哪天？我的陪产假15天，按工作日算，也从9月14日开始，"
       "最后一天哪天、哪天回来上班？",
       [_lv("2026-09-14", "2026-12-20"), _aw("2026-09-13", 15), _aw("2026-10-09", 1)],
       [(C, "zh", "产假：9月14日起98个自然日，到12月20日（周日）结束。陪产假：15个工作日，跳过中秋（9/25–27）和国庆（10/1–7），"
                  "算上9月20日（周日）调休上班日，最后一天10月9日（周五），10月10日（周六，调休上班）回来上班。"),
        (C, "en", "Maternity leave: 98 calendar days from 14 Sep → last day Sunday 20 Dec 2026. Your paternity "
                  "leave: 15 working days → last day Fri 9 Oct; you're due back Sat 10 Oct, which is a make-up "
                  "working day."),
        (C, "zh", "| 假别 | 计算 | 最后一天 |\n|---|---|---|\n| 产假 | 98 calendar days | 2026-12-20（周日） |\n"
                  "| 陪产假 | 15 个工作日 | 2026-10-09（周五） |\n返岗：10月10日（周六，国庆调休上班日）。"),
        (C, "zh", "产假到12月20日（周日）止，这98天里有66个工作日；陪产假到10月9日（周五），10月10日周六就得上班。"),
        (W, "zh", "产假98天从9月14日算，到12月21日（周一）结束；陪产假最后一天10月9日（周五），10月10日（周六调休）上班。"),
        (W, "en", "The 10 holiday days of Mid-Autumn and National Day are added on top, so maternity leave ends "
                  "Wednesday 30 Dec. Your paternity leave ends Fri 9 Oct and you're back Sat 10 Oct (make-up day)."),
        (W, "zh", "产假最后一天12月20日（周日）。陪产假最后一天10月9日（周五），10月10日是周六休息，10月12日（周一）回来上班。"),
        (W, "en", "Maternity leave ends Sunday 20 December. Paternity leave: Sunday 20 Sep is a weekend, so the "
                  "15th working day is Sat 10 Oct (a make-up day); you're back Monday 12 Oct."),
        ]),

    # 8. 丧假 3 working days from 2026-04-03 (Fri): 04-03, (清明 04-04–04-06 off), 04-07, 04-08 →
    # last day 2026-04-08 (Wed), back 2026-04-09 (Thu).
    _d("2026-04-02",
       "My grandmother passed away; I start 3 days of bereavement leave tomorrow, Friday 3 April. Our policy counts "
       "bereavement leave in working days. When is my last day of leave and when am I back?",
       [_lv("2026-04-03", "2026-04-08"), _aw("2026-04-08", 1)],
       [(C, "en", "Your 3 working days are Fri 3 Apr, Tue 7 Apr and Wed 8 Apr (4–6 April is the Qingming holiday "
                  "and doesn't count). Back at work Thursday, April 9."),
        (C, "zh", "丧假3个工作日：4月3日（周五）、4月7日（周二）、4月8日（周三），清明4–6日放假不占用；4月9日（周四）上班。"),
        (C, "en", "Last day of leave 4/8 (Wed); back 4/9 (Thu)."),
        (W, "en", "Your leave covers Fri 3, Sat 4 and Sun 5 April, and you're back on Tuesday 7 April."),
        (W, "zh", "最后一天4月8日（周三），4月9日（周五）返岗。"),
        (W, "en", "Three working days from Friday 3 April: your leave ends Thursday 9 April and you're back Friday 10 April."),
        (W, "zh", "清明只放4日、5日两天，6日（周一）照常上班，算丧假第二天，所以最后一天4月7日（周二），8日上班。"),
        (W, "en", "Leave days: 3, 7 and 8 April; back Thursday 9 April. Note that bereavement leave must by law be "
                  "taken within 7 calendar days of the death, so this plan only just fits."),
        ]),

    # 9. Off 2026-09-24 (Thu) … 10-11 (Sun), 18 calendar days: working days to cover = 7:
    # 09-24, 09-28, 09-29, 09-30, 10-08, 10-09, 10-10 (Sat, make-up). 中秋 09-25–27 and 国庆 10-01–07 off.
    _d("2026-09-01",
       "我想从9月24日（周四）一直休到10月11日（周日），中间的中秋、国庆假期不用请假。需要请几天年假？",
       [_lv("2026-09-24", "2026-10-11")],
       [(C, "zh", "需要请7天年假：9月24日、9月28–30日、10月8–9日，以及10月10日（周六调休上班）。这样连休18天。"),
        (C, "en", "7 days of annual leave: Thu 24 Sep; Mon 28 – Wed 30 Sep; Thu 8, Fri 9 and Sat 10 Oct "
                  "(10 Oct is a make-up working day). 25–27 Sep and 1–7 Oct are public holidays."),
        (C, "en", "You'd need 7 leave days for the 18-day stretch."),
        (C, "zh", "7天。9/24–10/11 这段里只有7个工作日要请假，其余是中秋（3天）、国庆（7天）和周末。"),
        (W, "zh", "只需6天：9/24、9/28–30、10/8–9，10月10日是周六不用请。"),
        (W, "zh", "需要请8天：9/24、9/25（中秋当天也要请）、9/28–30、10/8–10。"),
        (W, "zh", "9月24日到10月11日一共18天，所以要请18天年假。"),
        (W, "en", "Leave days: 24 Sep, 28–30 Sep and 8–10 Oct — 8 days in total."),
        ]),

    # 10. Off 2026-02-13 (Fri) … 02-25 (Wed), 13 calendar days: leave for 4 working days: 02-13, 02-14
    # (Sat, make-up), 02-24 (Tue), 02-25 (Wed). 春节 02-15–02-23 off.
    _d("2026-01-20",
       "I want to be off from Friday 13 Feb to Wednesday 25 Feb 2026 around Spring Festival. Holiday days don't need "
       "leave. How many days of annual leave do I have to apply for, and which dates?",
       [_lv("2026-02-13", "2026-02-25")],
       [(C, "en", "4 days: Fri 13 Feb, Sat 14 Feb (a make-up working day), Tue 24 Feb and Wed 25 Feb. 15–23 Feb "
                  "is the Spring Festival holiday."),
        (C, "zh", "要请4天：2月13日、2月14日（周六，春节调休上班）、2月24日、2月25日。春节假期2/15–2/23共9天不用请。"),
        (C, "en", "Apply for 4 days (13.2, 14.2, 24.2, 25.2); that gives you 13 days off in a row."),
        (W, "en", "Only 3 days: 13, 24 and 25 Feb — the 14th is a Saturday."),
        (W, "zh", "要请5天：2/13、2/14、2/23、2/24、2/25（春节只放到2月22日）。"),
        (W, "zh", "2月13日到25日一共13天，需要请13天年假。"),
        (W, "en", "4 days — 13 Feb (Fri), 14 Feb (Sat, make-up day), 24 Feb (Mon) and 25 Feb (Wed)."),
        (W, "zh", "4天：2月13日、14日、24日、25日。不过春节前后请的年假按规定加倍扣减，实际会扣8天年假。"),
        ]),

    # 11. 2026 working days per quarter: Q1 59, Q2 61, Q3 66, Q4 62; year 248.
    _d("2026-03-02",
       "2026年每个季度各有多少个工作日？列个表。",
       [_lv("2026-01-01", "2026-03-31"), _lv("2026-04-01", "2026-06-30"), _lv("2026-07-01", "2026-09-30"),
        _lv("2026-10-01", "2026-12-31")],
       [(C, "zh", "| 季度 | 工作日 |\n|---|---|\n| Q1（1–3月） | 59 |\n| Q2（4–6月） | 61 |\n| Q3（7–9月） | 66 |\n"
                  "| Q4（10–12月） | 62 |\n| 全年 | 248 |"),
        (C, "en", "Q1 59, Q2 61, Q3 66, Q4 62 — 248 working days in 2026 (make-up days included)."),
        (C, "zh", "- 一季度：59天（元旦、春节放假，另有1月4日、2月14日、2月28日三个调休上班日）\n- 二季度：61天\n"
                  "- 三季度：66天\n- 四季度：62天"),
        (C, "en", "| Quarter | Working days |\n|---|---|\n| Jan–Mar | 59 |\n| Apr–Jun | 61 |\n| Jul–Sep | 66 |\n"
                  "| Oct–Dec | 62 |"),
        (W, "zh", "| 季度 | 工作日 |\n|---|---|\n| 一季度 | 59 |\n| 二季度 | 61 |\n| 三季度 | 65 |\n| 四季度 | 62 |\n"
                  "| 合计 | 247 |"),
        (W, "zh", "一季度59天，二季度61天，三季度66天，四季度62天，全年合计250个工作日。"),
        (W, "en", "Q1: 56 (the 4 Jan, 14 Feb and 28 Feb weekend days stay rest days); Q2: 61; Q3: 66; Q4: 62 — "
                  "245 in all."),
        (W, "zh", "2025年四个季度分别是59、61、66、62个工作日。"),
        ]),

    # 12. May 19 (劳动节 05-01–05 off, Sat 05-09 worked), June 21 (端午 Fri 06-19 off), September 22
    # (中秋 Fri 09-25 off, Sun 09-20 worked), October 18 (国庆 10-01–07 off, Sat 10-10 worked). Total 80.
    _d("2026-04-20",
       "For payroll planning, how many working days are there in May, June, September and October 2026?",
       [_lv("2026-05-01", "2026-05-31"), _lv("2026-06-01", "2026-06-30"), _lv("2026-09-01", "2026-09-30"),
        _lv("2026-10-01", "2026-10-31")],
       [(C, "en", "| Month | Working days |\n|---|---|\n| May 2026 | 19 |\n| June 2026 | 21 |\n| September 2026 | 22 |\n"
                  "| October 2026 | 18 |"),
        (C, "zh", "5月19天、6月21天、9月22天、10月18天。"),
        (C, "en", "May 19 (Labour Day 1–5 May, make-up Sat 9 May), June 21 (Dragon Boat Fri 19 June), September 22 "
                  "(Mid-Autumn 25 Sep; make-up Sun 20 Sep), October 18 (National Day 1–7 Oct; make-up Sat 10 Oct)."),
        (W, "en", "May 19, June 21, September 22, October 17."),
        (W, "zh", "5月18天（5月9日是周六不算）、6月21天、9月22天、10月18天。"),
        (W, "en", "May: 19 · June: 22 · September: 22 · October: 18."),
        (W, "zh", "5月19天，6月21天，9月22天，10月18天，四个月合计81个工作日。"),
        (W, "zh", "5月19天、6月21天、9月22天；10月按规定调休上班日只算半天，所以10月是17.5天。"),
        ]),

    # 13. Birthday 2026-10-03 (Sat, 国庆) → first working day after: 2026-10-08 (Thu).
    _d("2026-09-15",
       "公司规定员工生日当天可休半天；生日落在周末或法定节假日的，顺延到之后第一个工作日。我生日10月3日，今年哪天休这半天？",
       [_aw("2026-10-03", 1)],
       [(C, "zh", "10月3日是周六，也在国庆假期里，顺延到节后第一个工作日10月8日（周四），那天休半天。"),
        (C, "en", "Oct 3 falls in the National Day holiday (Oct 1–7), so your half day moves to the first working "
                  "day after it: Thursday, 8 October."),
        (C, "zh", "十月八日（星期四）。"),
        (C, "en", "Thu 8 Oct (10/8)."),
        (W, "zh", "10月3日是周六，顺延到下周一10月5日休半天。"),
        (W, "zh", "十月三日是节假日，顺延到下一个工作日，即十月九日（星期五）。"),
        (W, "zh", "顺延到10月8日（周三）。"),
        (W, "en", "It's the 3rd, which is a holiday anyway, so there's nothing to move — your half day is simply "
                  "Saturday 3 October."),
        ]),

    # 14. 司庆日 2026-01-03 (Sat, last day of 元旦 01-01–01-03) → first working day after: 2026-01-04
    # (Sun, 元旦 make-up working day).
    _d("2025-12-22",
       "司庆日是1月3日，全员放假半天；如果司庆日不是工作日，就顺延到其后第一个工作日（以国家调休安排为准）。2026年的司庆半天是哪天？",
       [_aw("2026-01-03", 1)],
       [(C, "zh", "2026年1月3日是周六，元旦假期的最后一天；其后第一个工作日是1月4日（周日，元旦调休上班），司庆半天就在1月4日。"),
        (C, "en", "Sunday 4 January 2026 — it's a make-up working day after the New Year break (1–3 Jan), so it's "
                  "the first working day after the 3rd."),
        (C, "zh", "2026/1/4（周日，调休上班日）。"),
        (W, "zh", "1月3日是周六，1月4日是周日也不上班，所以顺延到1月5日（周一）。"),
        (W, "en", "The first working day after Saturday 3 January is the make-up day, Monday 4 January 2026."),
        (W, "zh", "顺延到2027年1月4日（周日，元旦调休上班日）。"),
        (W, "zh", "2026年司庆日就在1月3日当天，放半天，不需要顺延。"),
        (W, "zh", "1月3日赶上元旦假期，提前到1月2日（周五）放半天。"),
        ]),

    # 15. Notice 2026-04-30 (Thu) 10:00. 72 hours → 2026-05-03 (Sun) 10:00. 3 business days (today not
    # counted; 劳动节 05-01–05 off) → 05-06, 05-07, 05-08 → 2026-05-08 (Fri).
    _d("2026-04-30",
       "供应商合同规定：变更须提前72小时通知，或者提前3个工作日（3 business days）通知。我今天（4月30日）上午10点发出通知，"
       "两种口径下通知期分别到什么时候满？",
       [_aw("2026-04-30", 3)],
       [(C, "zh", "72小时：到5月3日（周日）上午10点满；3个工作日：不算今天，5月1–5日放假，5月6日、7日、8日三个工作日，到5月8日（周五）满。"),
        (C, "en", "72 hours runs to 10:00 on Sunday 3 May; 3 business days runs to Friday 8 May (6, 7 and 8 May — "
                  "1–5 May is the Labour Day holiday)."),
        (C, "en", "- 72 hours: 3 May 2026 (Sun), 10 a.m.\n- 3 business days: 8 May 2026 (Fri)"),
        (C, "zh", "72 hours 截到 5/3 10:00，3 business days 截到 5/8（周五）。"),
        (W, "zh", "72小时到5月2日（周六）上午10点；3个工作日到5月8日（周五）。"),
        (W, "en", "72 hours: Sunday 3 May, 10:00. 3 business days, counting today: 30 Apr, 6 May, 7 May → Thursday 7 May."),
        (W, "zh", "72小时就等于3个工作日，所以两种口径都是到5月8日（周五）满。"),
        (W, "zh", "72小时到5月3日（周日）10点；3个工作日到5月8日（周四）。"),
        ]),

    # 16. Arrived 2026-06-18 (Thu) 15:00. 120 hours → 2026-06-23 (Tue) 15:00. 5 business days (today not
    # counted; 端午 Fri 06-19 off) → 06-22, 23, 24, 25, 26 → 2026-06-26 (Fri).
    _d("2026-06-18",
       "Our policy: data-deletion requests must be confirmed within 120 hours, and the formal reply goes out within "
       "5 business days. A request arrived today, Thursday 18 June, at 15:00. What are the two deadlines?",
       [_aw("2026-06-18", 5)],
       [(C, "en", "120 hours: Tuesday 23 June at 15:00. 5 business days (not counting today; Fri 19 June is the "
                  "Dragon Boat holiday): Friday 26 June."),
        (C, "zh", "120小时：6月23日（周二）15:00；5个工作日：6月26日（周五）。端午6月19日–21日放假。"),
        (C, "en", "Confirm by 23 Jun 15:00 (Tue); reply by 26 Jun (Fri)."),
        (W, "en", "120 hours: Tuesday 23 June, 15:00. 5 business days: 19, 22, 23, 24 and 25 June → Thursday 25 June."),
        (W, "zh", "120小时就是5天，到6月24日（周三）15:00；5个工作日到6月26日（周五）。"),
        (W, "en", "Confirmation by Wednesday 23 June, 15:00; formal reply by Friday 26 June."),
        (W, "en", "120 hours = 5 business days, so both deadlines fall on Friday 26 June."),
        (W, "zh", "120小时：6月23日（周二）15点；5个工作日从今天算起：6/18、6/22、6/23、6/24、6/25，6月25日（周四）截止。"),
        ]),

    # 17. February 2026, 3rd-last working day: 02-28 (Sat, make-up) 1st, 02-27 2nd, 02-26 (Thu) 3rd.
    # September 2026, 5th-last: 09-30, 29, 28, (中秋 09-25–27 off), 09-24, 09-23 (Wed) 5th.
    _d("2026-01-15",
       "报销每月倒数第3个工作日截止，财务结账在每月倒数第5个工作日。2月份的报销截止日和9月份的结账日分别是哪天？",
       [_lv("2026-02-26", "2026-02-28"), _lv("2026-09-23", "2026-09-30")],
       [(C, "zh", "2月：月底2月28日（周六）是调休上班日，倒数第1、2、3个工作日依次是28日、27日、26日，报销截止2月26日（周四）。"
                  "9月：30、29、28日，25–27日中秋放假，再往前24、23日，结账日9月23日（周三）。"),
        (C, "en", "February's 3rd-to-last working day is Thu 26 Feb (28 Feb is a make-up Saturday); September's "
                  "5th-to-last is Wed 23 Sep."),
        (C, "zh", "| 月份 | 规则 | 日期 |\n|---|---|---|\n| 2月 | 倒数第3个工作日 | 2/26（周四） |\n"
                  "| 9月 | 倒数第5个工作日 | 9/23（周三） |"),
        (C, "en", "Expense cut-off: 26 February (Thursday). Closing day: 23 September (Wednesday)."),
        (W, "zh", "2月28日是周六不上班，倒数第3个工作日是2月25日（周三）；9月是23日（周三）。"),
        (W, "en", "September: 30, 29, 28, 25 and 24 → Thu 24 Sep is the closing day. February: Thu 26 Feb."),
        (W, "zh", "2月26日（周四）；9月22日（周二）。"),
        (W, "zh", "2月26日（周四）；9月从30日往前数5天是26日（周六），结账日就是9月26日。"),
        ]),

    # 18. 2026-04-30 (Thu) to 2026-05-11 (Mon). Inclusive: 04-30, 05-06, 07, 08, 09 (Sat, make-up), 11 = 6.
    # Exclusive (05-01 … 05-10): 05-06, 07, 08, 09 = 4. 劳动节 05-01–05 off.
    _d("2026-04-28",
       "How many working days are there between 30 April and 11 May 2026 — (a) counting both ends (inclusive), "
       "(b) excluding both ends (exclusive)?",
       [_lv("2026-04-30", "2026-05-11"), _lv("2026-05-01", "2026-05-10")],
       [(C, "en", "(a) Inclusive: 6 working days — 30 Apr, 6, 7, 8, 9 (make-up Saturday) and 11 May. "
                  "(b) Exclusive: 4 — 6, 7, 8 and 9 May."),
        (C, "zh", "含首尾6个工作日，不含首尾4个工作日（5月1–5日放假，5月9日周六调休上班要算进去）。"),
        (C, "en", "Inclusive 6, exclusive 4."),
        (C, "zh", "1. 含首尾（4/30–5/11）：4/30、5/6、5/7、5/8、5/9（周六调休）、5/11，共6天；\n"
                  "2. 不含首尾（5/1–5/10）：去掉4/30和5/11，剩4天。"),
        (W, "en", "Inclusive 5, exclusive 3 — Saturday 9 May is a weekend day."),
        (W, "en", "(a) 6 working days inclusive; (b) 5 exclusive, since only the start day drops out."),
        (W, "zh", "劳动节只放5月1日到3日，所以含首尾是8个工作日（4/30、5/4–5/9、5/11），不含首尾6个。"),
        (W, "zh", "含首尾12天，不含首尾10天。"),
        ]),

    # 19. 2027 (estimated: statutory days only, 国庆 10-01–10-03). 婚假 10 working days from 2027-09-27 (Mon):
    # 09-27–30 (4), 10-01 off, 10-04–08 (9), 10-11 (10) → last day 2027-10-11 (Mon), back 10-12 (Tue).
    # Correct answers say it is an estimate.
    _d("2026-11-10",
       "我打算2027年9月27日（周一）开始休婚假，10个工作日，节假日不占用。最后一天是哪天，哪天上班？",
       [_aw("2027-09-26", 10), _lv("2027-09-27", "2027-10-11"), _aw("2027-10-11", 1)],
       [(C, "zh", "按推算，婚假到2027年10月11日（周一）结束，10月12日（周二）上班。注意2027年的放假安排还没公布，这里只按国庆法定的"
                  "10月1–3日推算，实际国庆放假和调休公布后可能会变，以国务院通知为准。"),
        (C, "en", "Estimated: last day Mon 11 Oct 2027, back Tue 12 Oct 2027. The 2027 holiday schedule isn't "
                  "published yet — this only leaves out the statutory 1–3 Oct; once the official National Day "
                  "arrangement (usually longer, with make-up days) is out, the dates may shift."),
        (C, "zh", "最后一天10月11日（周一），10月12日上班——2027年安排尚未公布，这是推算结果，仅供参考。"),
        (W, "zh", "婚假最后一天是2027年10月11日（周一），10月12日（周二）回来上班。"),
        (W, "en", "According to the official 2027 holiday schedule, your leave ends Monday 11 October and you're "
                  "back Tuesday 12 October."),
        (W, "zh", "推算（2027年安排未公布，仅供参考）：9/27–9/30、10/1、10/4–10/8 共10天，最后一天10月8日（周五），10月11日上班。"),
        (W, "en", "Estimated (the 2027 schedule isn't out yet): last day Monday 11 Oct, back Wednesday 12 Oct."),
        (W, "zh", "按推算，最后一天2026年10月11日（周一），次日上班；2027年放假安排未公布，仅供参考。"),
        ]),

    # 20. Received 2027-12-27 (Mon), 30日内: 12-28 is day 1, day 30 = 2028-01-26 (Wed), inside the estimated
    # 春节 (2028-01-25–01-28) → next working day 2028-01-31 (Mon). Estimated: correct answers say so.
    _d("2027-12-28",
       "I received a decision letter yesterday, 27 December 2027. I can object within 30 days of receipt (the day "
       "of receipt not counted; a last day on a rest day or public holiday moves to the next working day). "
       "What's my deadline?",
       [_lv("2027-12-28", "2028-01-26"), _aw("2028-01-26", 1)],
       [(C, "en", "Day 30 is Wed 26 Jan 2028, which by the estimate falls in the Spring Festival break (25–28 Jan), "
                  "so the deadline moves to Monday 31 January 2028. The 2028 holiday schedule hasn't been announced, "
                  "so this is an estimate — check again once the State Council publishes it."),
        (C, "zh", "推算结果：30日届满于2028年1月26日（周三，春节），顺延至1月31日（周一）。2028年放假安排尚未公布，仅供参考。"),
        (C, "en", "Estimated deadline: Mon 31 Jan 2028 (the 2028 schedule isn't published; the official Spring "
                  "Festival arrangement could move it again)."),
        (W, "en", "Deadline: Monday 31 January 2028 — day 30 is 26 Jan, in the Spring Festival holiday, so it rolls over."),
        (W, "zh", "推算：期满日2028年1月26日（周三），这天就是最后期限。2028年安排未公布，仅供参考。"),
        (W, "zh", "按国务院公布的2028年放假安排，1月26日是春节假期，顺延到1月31日（周一）。"),
        (W, "en", "Estimated (2028 not yet announced): day 30 is 26 Jan, a Spring Festival holiday, so the deadline "
                  "moves to Saturday 29 January 2028."),
        (W, "zh", "第30天是1月26日（春节），顺延到1月31日（周二）。注意2028年放假安排还未公布，这是推算。"),
        ]),
]
