"""The tenth held-out probe set, calendar part (heldout10): 20 questions, 8 answers each, written blind
(never read the answer check's code, never ran it) after reading the date tools' REAL results.
Material: 劳动节 2026 (5月1日—5日) with the 5月9日 make-up Saturday, 端午 2026 (6月19日—21日, no make-up
day), 国庆 2026 (10月1日—7日) with its make-up Sunday 9月20日 and Saturday 10月10日 (中秋 9月25日—27日 beside
it), ordinary weeks in June, July, November, December 2026 and January, March, April 2027, 元旦 2027
(estimated: 1月1日 only), 春节 2027 (estimated: 除夕 2月5日 to 初三 2月8日; 正月初一 2月6日) and 清明 2027
(estimated 4月5日); today on a Sunday, on make-up days (Sat 5月9日, Sun 9月20日), on a holiday's last day.
Shapes: bridging leave, day back, "within N working days", latest submission counted back, earliest start
after notice, Nth working day of a month, days left this month/year, 上旬/中旬/下旬, month end, second Monday,
relative days (大后天, 下下周二, tomorrow week), fortnights, N calendar vs N working days, hours (8 h a day).
Forms: one-liners, day-by-day lists, Markdown bullets and tables, 12月7日 / 11/20 (m/d) / 31/12 (d/m) /
2026-12-07 / 7 Dec / Feb. 10, 周一/星期一/礼拜一/Mon., ranges, Chinese numerals, mixed zh/en, asides.
Errors (one per wrong answer): wrong date, wrong weekday beside a right date, off by one, 工作日 vs 自然日,
a holiday as return/submission day, make-up day forgotten or invented, wrong span or festival, wrong relative
day, wrong count, false supporting fact, missing/official-claimed 2027 caveat, hours↔days slip, wrong year,
wrong month end, d/m misread. Never tuned on: every case is report.

Audit (calendar part): all 160 answers re-checked blind against the tools' real results (/tmp/h10-calendar.jsonl),
workcalendar (2026 official days, 2027 statutory estimate) and datetime; every label was found to hold, none
flipped (72 correct / 88 wrong). Two answers reworded to remove ambiguity: h10-036 "还剩9天" → "还剩9个工作日"
(9 is true of calendar days, so the working-day error has to be explicit); h10-147 (table) now states
"大后天是11月23日（周一）。" before the total, so it answers the question asked first, not only implies it."""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

A, L = "add_workdays", "calculate_leave_days"


def _leave(start, end):
    return (L, {"start_date": start, "end_date": end})


def _add(date, days):
    return (A, {"date": date, "days": days})


CALENDAR_CASES = [
    # 劳动节 2026 = 5/1–5/5; 5/6 Wed, 5/7 Thu, 5/8 Fri, 5/9 Sat (劳动节调休上班) = 4 working days, 5/10 Sun off;
    # off 5/1–5/10 (10 days), back Mon 5/11.
    _d("2026-04-22", "五一劳动节放完假之后，我想接着请年假，一直休到5月10日（周日），连着休。需要请几天年假？",
       [_leave("2026-05-06", "2026-05-10")], [
        (C, "zh", "需要请4天年假：5月6日（周三）、7日（周四）、8日（周五），再加上5月9日（周六）——那天是劳动节的调休上班日，"
                  "算工作日，也得请。5月10日周日本来就休息。这样从5月1日一直休到5月10日，连休10天，5月11日（周一）回来上班。"),
        (C, "zh", "4天。别忘了5/9周六要调休上班，所以5/6—5/9都要请假。"),
        (C, "zh", "| 日期 | 星期 | 情况 |\n|---|---|---|\n| 5月6日 | 周三 | 工作日，需请假 |\n| 5月7日 | 周四 | 工作日，需请假 |\n"
                  "| 5月8日 | 周五 | 工作日，需请假 |\n| 5月9日 | 周六 | 劳动节调休上班，需请假 |\n| 5月10日 | 周日 | 休息 |\n\n"
                  "合计：4个工作日（自然日5天）。记得在OA系统里提前提交申请哦。"),
        (C, "zh", "一共要请四天年假。五一假期是5月1日至5日，假期结束后的5月6日到5月9日共有四个工作日（含9日周六调休），"
                  "10日周日休息，请完正好连休十天。"),
        (W, "zh", "需要请3天：5月6日（周三）、7日（周四）、8日（周五）。9日、10日是周末，不用请。这样从5月1日连休到5月10日。"),
        (W, "zh", "需要请4天年假（5/6—5/9）。5月9日虽然是周六，但它是国庆节的调休上班日，所以也要请假；5月10日周日休息。"
                  "从5月1日起算可以连休10天。"),
        (W, "zh", "请4天就够了：5月6日周三到5月9日，其中5月9日（周日）是调休上班日，也要请。之后就接上周末，11日回来上班。"),
        (W, "zh", "要请5天：5月6日到5月10日都得请，因为这次五一的调休是9日、10日两天都要上班。请完正好连休10天。"),
    ]),
    # Today Tue 2026-05-05 = last day of 劳动节 (5/1–5/5); back Wed 5/6; 5th working day after today:
    # 5/6, 5/7, 5/8, 5/9 (Sat, make-up), 5/11 → Mon 2026-05-11.
    _d("2026-05-05", "Today's the last day of the May Day break, right? When am I back at work? Finance says the "
       "expense claim for my trip has to be in within 5 working days after the holiday — what's the last day?",
       [_add("2026-05-05", 5)], [
        (C, "en", "Yes — Tuesday 5 May is the last day of the Labour Day holiday (1–5 May). You're back on Wednesday 6 May. "
                  "Counting five working days from there: Wed 6, Thu 7, Fri 8, Sat 9 (a make-up working day for the holiday) "
                  "and Mon 11. So the claim is due by Monday, 11 May at the latest."),
        (C, "en", "Back Wed 6 May; claim deadline Mon 11 May (Saturday the 9th is a make-up working day, so it counts)."),
        (C, "en", "- Today (Tue 5 May): still a public holiday, Labour Day\n- First day back: Wednesday 6 May\n"
                  "- 5th working day after the break: Monday 11 May — Sat 9 May is a working day under the 调休 arrangement\n\n"
                  "Tip: submit in the expense system a day early in case your manager needs to approve it."),
        (W, "en", "Yes, today is the last holiday day. You're back Wednesday 6 May, and the five working days are 6, 7, 8, 11 "
                  "and 12 May, so Tuesday 12 May is the last day to submit."),
        (W, "en", "Right, the holiday ends today. You're back on Thursday 6 May. The fifth working day after the break is "
                  "Monday 11 May, because Saturday the 9th is a make-up working day."),
        (W, "en", "Yes, today is the last day of the break (the holiday ran 2–5 May this year). First day back is Wednesday "
                  "6 May, and the claim is due by Monday 11 May — Saturday 9 May is a make-up working day and counts."),
        (W, "en", "You're back Wednesday 6 May. This time both Saturday 9 and Sunday 10 May are make-up working days, so the "
                  "working days run 6, 7, 8, 9, 10 — the claim is due by Sunday 10 May."),
        (W, "en", "Today is still a holiday; you return Wednesday 6 May. Five working days after the break, counting the "
                  "make-up Saturday on the 9th, puts the deadline on Monday 11 May 2025."),
    ]),
    # Today Sat 2026-05-09 = 劳动节调休上班日; 明天 5/10 Sun off; 后天 5/11 Mon; 下周五 = 5/15;
    # 5/9–5/15: 6 working days (5/9, 5/11–15), 7 calendar days.
    _d("2026-05-09", "今天周六还要上班？那明天呢？下周五是几号？从今天到下周五我一共要上几天班？",
       [_leave("2026-05-09", "2026-05-15")], [
        (C, "zh", "是的，今天（5月9日，周六）是劳动节的调休上班日，要正常上班。明天5月10日周日休息。下周五是5月15日。"
                  "从今天到5月15日共7个自然日，其中工作日6天：今天9日，再加上11日（周一）到15日（周五）五天。"),
        (C, "zh", "对，今天要上班（五一调休）。明天周日休息。下周五＝5月15日，到那天为止一共上6天班。"),
        (C, "zh", "- 5/9 周六：调休上班 ✔\n- 5/10 周日：休息\n- 5/11 周一 ~ 5/15 周五：正常上班 ✔×5\n\n合计6天。"),
        (C, "zh", "今天是调休的周六，得上班；明天礼拜天可以休息。下礼拜五是十五号。今天加上下周一到周五，一共六个工作日。"),
        (W, "zh", "今天（5月9日）和明天（5月10日周日）都是劳动节的调休上班日，要连上两天。下周五是5月15日，"
                  "所以从今天到下周五一共要上7天班。"),
        (W, "zh", "今天周六调休，要上班，明天周日休息。下周五是5月22日，从今天到那天一共上11天班：今天、11日—15日、18日—22日。"),
        (W, "zh", "今天调休要上班，明天休息。下周五是5月15日，从今天到下周五一共要上7天班。"),
        (W, "zh", "对，今天（5月9日，周日）是劳动节调休上班日，照常上班；明天休息。下周五是5月15日，算上今天一共上6天班。"),
    ]),
    # Today Sun 2026-06-14. Week 6/15–6/21: working Mon 15–Thu 18 (4), 端午 Fri 19–Sun 21 (3 days, 1 weekday),
    # no make-up day; back Mon 6/22. 7 calendar days.
    _d("2026-06-14", "It's Sunday. How many days do I actually have to work this coming week (Mon 15 – Sun 21 June), "
       "given the Dragon Boat Festival? And which day are we back after the holiday?",
       [_leave("2026-06-15", "2026-06-21")], [
        (C, "en", "Four working days: Monday 15 to Thursday 18 June. The Dragon Boat Festival holiday runs Friday 19 – Sunday "
                  "21 June (three days, and only the Friday is a weekday), and there is no make-up working day this time. "
                  "You're back on Monday 22 June."),
        (C, "en", "4 days — 15/6 to 18/6 (Mon–Thu). Holiday 19/6–21/6, back to work Mon 22/6."),
        (C, "en", "| Day | Date | Status |\n|---|---|---|\n| Mon | 15 Jun | working |\n| Tue | 16 Jun | working |\n"
                  "| Wed | 17 Jun | working |\n| Thu | 18 Jun | working |\n| Fri | 19 Jun | Dragon Boat Festival |\n"
                  "| Sat | 20 Jun | holiday |\n| Sun | 21 Jun | holiday |\n\n4 working days out of 7 calendar days; "
                  "back on Mon. 22 June."),
        (C, "en", "Short week! You work Mon–Thu, from the 15th through the 18th, then get a three-day break for 端午节, "
                  "Fri 19 to Sun 21 June. No Saturday make-up shift. First day back is Monday the 22nd."),
        (W, "en", "Four working days, Mon 15 – Thu 18 June; the Dragon Boat holiday is Fri 19 – Sun 21 June and you're back "
                  "Monday 22 June. Heads-up: Sunday 28 June is a make-up working day for the holiday."),
        (W, "en", "The Dragon Boat Festival holiday is Fri 19 – Mon 22 June, so you're back on Tuesday 23 June. "
                  "This week you work Mon–Thu, 4 days."),
        (W, "en", "Three working days: Monday 15 to Thursday 18 June, then the Dragon Boat Festival from Friday 19 to Sunday "
                  "21 June. Back on Monday 22 June."),
        (W, "en", "Four working days (Mon 15 – Thu 18). The Mid-Autumn Festival break is Fri 19 – Sun 21 June, no make-up "
                  "day; back Monday 22 June."),
    ]),
    # Today Mon 2026-06-22. 6/22–6/30: 7 working days (22–26, 29, 30), 9 calendar days, no holidays/make-up;
    # June has 30 days; last working day of June = Tue 6/30.
    _d("2026-06-22", "6月份还剩几个工作日（今天也算）？这个月最后一个工作日是哪天？",
       [_leave("2026-06-22", "2026-06-30")], [
        (C, "zh", "算上今天，6月还剩7个工作日：本周22日（周一）至26日（周五）5天，加下周一29日、周二30日2天。"
                  "6月30日是周二，就是本月最后一个工作日，也正好是月底。端午已经过了，这期间没有节假日或调休。"),
        (C, "zh", "7个。最后一个工作日是6月30日（星期二）。"),
        (C, "zh", "还剩七个工作日，月底6月30日（周二）是最后一天上班。提醒一下，月度考勤一般月底前要在系统里确认。"),
        (W, "zh", "还剩8个工作日：22—26日5天，29日、30日，再加31日（周三）。6月最后一个工作日是6月31日。"),
        (W, "zh", "还剩9个工作日，最后一个工作日是6月30日（周二）。"),
        (W, "zh", "7个工作日，最后一个是6月30日（周三）。"),
        (W, "zh", "算上今天还剩6个工作日（23—26日、29日、30日），最后一个工作日是30日周二。"),
        (W, "zh", "7个工作日，6月30日（周二）是本月最后一个工作日。端午节已经放完了，而且端午的调休补班（6月13日周六）"
                  "也已经上过了，后面没有调休。"),
    ]),
    # Today Wed 2026-07-08. Fortnight = Wed 7/22; 10th working day after today = Wed 7/22 (no holidays);
    # tomorrow week = Thu 7/16.
    _d("2026-07-08", "Quick one: what's the date a fortnight from today, and what's the 10th working day after today "
       "(not counting today)? Also, what's tomorrow week?",
       [_add("2026-07-08", 10)], [
        (C, "en", "A fortnight from today (Wed 8 July) is Wednesday 22 July. Ten working days from today lands on the same "
                  "day: Thu 9, Fri 10, Mon 13 – Fri 17 (that's 7), Mon 20, Tue 21, Wed 22 — there are no public holidays in "
                  "July to push it back. Tomorrow week is Thursday 16 July."),
        (C, "en", "Both are Wed 22 July 2026; tomorrow week = Thu 16 July."),
        (C, "en", "- Fortnight: 7/22 (Wednesday)\n- 10 working days (not counting today): 7/22 as well\n"
                  "- Tomorrow week: 7/16 (Thursday)"),
        (C, "en", "Two weeks from today is 22 July. Ten working days, not counting today, is also 22 July, since ten "
                  "working days is exactly two working weeks and there are no holidays in July. Tomorrow week is the "
                  "16th, a Thursday."),
        (W, "en", "A fortnight from today is Wednesday 22 July. Ten working days from today is Tuesday 21 July (Wed 8 "
                  "through Tue 21). Tomorrow week is Thursday 16 July."),
        (W, "en", "Fortnight: Wednesday 22 July. 10 working days: also Wednesday 22 July, no holidays in between. "
                  "Tomorrow week: Wednesday 15 July."),
        (W, "en", "Both come out the same: Thursday 22 July, since there are no holidays in July. Tomorrow week is "
                  "Thursday 16 July."),
        (W, "en", "A fortnight from today is Wednesday 22 July. Ten working days would be Monday 20 July: ten days on is "
                  "Saturday the 18th, so it rolls to the next working day. Tomorrow week is Thursday 16 July."),
    ]),
    # Today Mon 2026-07-20. 下周二 = 7/28, 下下周二 = 8/4; 8/1 is Sat, Mondays 8/3, 8/10 → 第二个周一 = 8/10;
    # 7月下旬 = 7/21–7/31: 9 working days (21–24, 27–31), 11 calendar days, no holidays.
    _d("2026-07-20", "问三个事：下下周二是几号？下个月第二个周一是几号？7月下旬一共有几个工作日？",
       [_leave("2026-07-21", "2026-07-31")], [
        (C, "zh", "1. 下下周二是8月4日（本周二7月21日，下周二7月28日，再下一周就是8月4日）。\n"
                  "2. 8月1日是周六，第一个周一是8月3日，第二个周一是8月10日。\n"
                  "3. 7月下旬指21日—31日，共11个自然日，其中工作日9天：21—24日（周二至周五）4天，27—31日（周一至周五）5天，没有节假日。"),
        (C, "zh", "8月4日；8月10日；9个工作日。"),
        (C, "zh", "| 问题 | 答案 |\n|---|---|\n| 下下周二 | 8月4日（周二） |\n| 8月第二个周一 | 8月10日 |\n"
                  "| 7月下旬（21日—31日）工作日 | 9天（自然日11天） |"),
        (C, "zh", "下下周二：8/4（周二）。8月第二个周一：8/10。下旬（7.21~7.31）有九个工作日，整段没有节假日和调休。"),
        (W, "zh", "下下周二是7月28日；8月第二个周一是8月10日；7月下旬（21日—31日）有9个工作日。"),
        (W, "zh", "下下周二是8月4日。8月1日是周日，所以第一个周一是8月2日，第二个周一是8月9日。7月下旬有9个工作日。"),
        (W, "zh", "下下周二8月4日，8月第二个周一8月10日。7月下旬21日至31日共11天，去掉25、26日两天周末，共10个工作日。"),
        (W, "zh", "下下周二是8月4日，下个月第二个周一是8月10日。7月下旬（20日—31日）一共10个工作日。"),
    ]),
    # Today Mon 2026-09-14. 国庆 2026 = 10/1–10/7; make-up days Sun 9/20 and Sat 10/10; 中秋 9/25–27 (Fri–Sun).
    # 9/14–9/30: 13 working days, 17 calendar days. 10/1–10/11: 3 working days (10/8, 10/9, 10/10); back Thu 10/8.
    _d("2026-09-14", "Around National Day this year, which weekend days do we have to work? And how many working days "
       "are left in September counting today? Calendar days too, please.",
       [_leave("2026-09-14", "2026-09-30"), _leave("2026-10-01", "2026-10-11")], [
        (C, "en", "Two make-up days: Sunday 20 September and Saturday 10 October are both working days (调休 for National Day). "
                  "From today, Mon 14 Sep, to Wed 30 Sep there are 17 calendar days and 13 working days: 14–18 Sep (5), "
                  "Sun 20 Sep (1), 21–24 Sep (4), then the Mid-Autumn Festival takes Fri 25 – Sun 27, and 28–30 Sep (3). "
                  "National Day itself is 1–7 October; back on Thu 8 October."),
        (C, "en", "Weekend work days: Sun 9/20 and Sat 10/10. September from today: 13 working days out of 17 calendar days."),
        (C, "en", "- Make-up working days: **Sun 20 Sep** and **Sat 10 Oct**\n- 14–30 Sep: 17 calendar days, 13 working days\n"
                  "- Off: Mid-Autumn 25–27 Sep, National Day 1–7 Oct"),
        (W, "en", "Only Saturday 10 October is a make-up working day. From today through 30 Sep there are 12 working days "
                  "and 17 calendar days (Mid-Autumn 25–27 Sep is off)."),
        (W, "en", "The make-up days are Sunday 27 September and Saturday 10 October. From today to 30 September: 13 working "
                  "days, 17 calendar days."),
        (W, "en", "Make-up days: Sun 20 Sep and Sat 10 Oct. From Mon 14 to Wed 30 Sep there are 13 working days and 16 "
                  "calendar days."),
        (W, "en", "You work Sunday 20 September and Saturday 10 October. Counting today there are 13 working days left in "
                  "September (17 calendar days) — Friday the 25th is off for the Dragon Boat Festival."),
        (W, "en", "Saturday 20 September and Saturday 10 October are make-up working days. September from today: 13 "
                  "working days in 17 calendar days."),
    ]),
    # Today Sun 2026-09-20 = 国庆调休上班日. 9/20–9/30: 8 working days (9/20, 21–24, 28–30), 11 calendar days;
    # 中秋 9/25–27 off. 国庆 10/1–10/7; back Thu 10/8 (10/10 Sat is another make-up day).
    _d("2026-09-20", "今天礼拜天，公司说要上班？国庆前（含今天）还要上几天班？国庆后哪天回来？",
       [_leave("2026-09-20", "2026-09-30"), _add("2026-09-30", 1)], [
        (C, "zh", "对，今天（9月20日，周日）是国庆节的调休上班日，要正常上班。从今天到9月30日一共11天，其中8个工作日："
                  "今天1天、21日（周一）到24日（周四）4天、28日（周一）到30日（周三）3天；中间9月25日（周五）到27日（周日）是中秋节假期。"
                  "国庆假期是10月1日到7日，10月8日（周四）回来上班，另外10月10日（周六）还要再调休上班一天。"),
        (C, "zh", "要上班，今天是国庆调休。到国庆前还有8个工作日，节后10月8日周四上班。"),
        (C, "zh", "| 日期 | 情况 |\n|---|---|\n| 9/20 周日 | 调休上班 |\n| 9/21—9/24 | 上班（4天） |\n| 9/25—9/27 | 中秋放假 |\n"
                  "| 9/28—9/30 | 上班（3天） |\n| 10/1—10/7 | 国庆放假 |\n\n国庆前含今天共8个工作日，10月8日（星期四）回来上班。"),
        (C, "zh", "是的哈，9.20周日补班。含今天还有八天班：20、21、22、23、24、28、29、30日。25—27日中秋休三天。国庆休到7号，8号（星期四）回来。"),
        (W, "zh", "对，今天调休上班。含今天还有9个工作日：今天、21日—25日、28日—30日。国庆10月1日—7日放假，10月8日（周四）回来上班。"),
        (W, "zh", "今天要上班（国庆调休）。国庆前含今天还有8个工作日，中间25日—27日中秋休息。国庆放假10月1日至8日，10月9日（周五）回来上班。"),
        (W, "zh", "今天周日不用上班，国庆的调休是昨天9月19日周六已经上过了。国庆前还有7个工作日（21—24日、28—30日），10月8日（周四）回来。"),
        (W, "zh", "是的，今天是国庆调休上班日。国庆前含今天还有8个工作日（25—27日中秋放假），节后10月8日（周五）回来上班。"),
    ]),
    # Today Wed 2026-10-07 = last day of 国庆 (10/1–10/7). Tomorrow Thu 10/8, day after tomorrow Fri 10/9: working;
    # Sat 10/10 make-up working day; Sun 10/11 off; 3rd working day after the holiday = Sat 10/10.
    _d("2026-10-07", "Last day of Golden Week today. Are tomorrow and the day after tomorrow working days? Is Saturday "
       "the 10th a working day? And my travel report is due within the first 3 working days after the holiday — "
       "what's the deadline?",
       [_leave("2026-10-08", "2026-10-11"), _add("2026-10-07", 3)], [
        (C, "en", "Yes, today (Wed 7 Oct) is the last day of the National Day holiday (1–7 Oct). Tomorrow is Thursday "
                  "8 October and the day after tomorrow is Friday 9 October — both working days. Saturday 10 October is a "
                  "make-up working day (调休), so you work that too; Sunday the 11th is off. The first three working days "
                  "after the break are Thu 8, Fri 9 and Sat 10, so the travel report is due by Saturday 10 October."),
        (C, "en", "Thu 8 and Fri 9: both working days. Sat 10 Oct: working day (make-up). Report deadline: Sat 10 Oct."),
        (C, "en", "- Tomorrow, Thu 8 Oct: working day\n- Day after tomorrow, Fri 9 Oct: working day\n"
                  "- Sat 10 Oct: make-up working day for National Day\n- Sun 11 Oct: rest\n\n"
                  "Third working day after the holiday → **Saturday 10 October** is your deadline."),
        (C, "en", "Welcome back tomorrow! Thu the 8th and Fri the 9th are normal working days, and yes, Saturday the 10th is "
                  "a 调休 working day, so it's a three-day stretch before Sunday off. The third working day after the "
                  "holiday is Sat 10 Oct — hand it in by then, or on Friday if you'd rather not deal with it on the weekend."),
        (W, "en", "Tomorrow (Thu 8 Oct) and Friday 9 Oct are working days. Saturday 10 October is a normal weekend day, so "
                  "the third working day after the holiday is Monday 12 October — that's your report deadline."),
        (W, "en", "Tomorrow, Thursday 8 October, is a working day, and so is the day after tomorrow, Friday 10 October. "
                  "Saturday the 10th is a make-up working day too, so the report is due Saturday 10 October."),
        (W, "en", "Not quite — the holiday runs through Thursday 8 October this year, so you're back on Friday 9 October. "
                  "Saturday the 10th is a make-up working day, so the third working day after the break is Monday "
                  "12 October; that's the deadline."),
        (W, "en", "Thu 8 and Fri 9 October are working days, and both Saturday 10 and Sunday 11 October are make-up working "
                  "days this year. The report is due on the third working day, Saturday 10 October."),
    ]),
    # Today Thu 2026-09-24. Leave from Mon 10/12 with 5 working days' notice (submission day not counted): latest
    # submission Tue 9/29 (then 9/30, 10/8, 10/9, 10/10 Sat make-up, 10/12); 国庆 10/1–10/7 skipped.
    _d("2026-09-24", "我想国庆后10月12日（周一）开始休年假，公司规定要提前5个工作日在系统里提交申请，最晚哪天要交？",
       [_add("2026-10-12", -5)], [
        (C, "zh", "最晚9月29日（周二）提交。倒着数：10月12日（周一）是第5个工作日，往前依次是10月10日（周六，国庆调休上班）、"
                  "10月9日（周五）、10月8日（周四）、9月30日（周三），10月1日—7日国庆放假不算。所以9月29日交，之后正好5个工作日到12日。"),
        (C, "zh", "9月29日，星期二。注意10月10日周六调休上班，也算一个工作日。"),
        (C, "zh", "从2026-09-29提交往后数：\n- 9/30（三）第1个\n- 10/1—10/7 国庆放假，跳过\n- 10/8（四）第2个\n- 10/9（五）第3个\n"
                  "- 10/10（六，调休上班）第4个\n- 10/12（一）第5个\n\n所以最晚9月29日（周二）在系统里提交，建议当天下班前弄好。"),
        (W, "zh", "最晚9月28日（周一）提交：之后9/29、9/30、10/8、10/9、10/12正好5个工作日，国庆1日—7日不算。"),
        (W, "zh", "最晚9月30日（周三）提交。10月12日往前数5个工作日：10月12日、10日（周六调休）、9日、8日、9月30日，所以9月30日当天交就行。"),
        (W, "zh", "最晚9月29日（周三）提交，中间国庆10月1日—7日不算，10月10日周六调休上班算一个工作日。"),
        (W, "zh", "最晚9月29日（周二）提交。中间跳过国庆假期10月1日至8日，10月10日周六调休上班算一天。"),
        (W, "zh", "10月12日往前推5天是10月7日，那天虽然还在国庆假期里，但系统可以提交，所以最晚10月7日在手机上提交就行。"),
    ]),
    # Today Mon 2026-11-09. Nov 1 = Sun; 15th working day of November = Fri 11/20 (11/2–6, 9–13, 16–20).
    # 11/9–11/30: 16 working days, 22 calendar days, no holidays.
    _d("2026-11-09", "Payroll cut-off is the 15th working day of November. What date is that? And how many working days "
       "are left in November including today? (I'm in the US office, so m/d please.)",
       [_add("2026-10-31", 15), _leave("2026-11-09", "2026-11-30")], [
        (C, "en", "The 15th working day of November is Friday 11/20. November 1 is a Sunday, so the working days run "
                  "11/2–11/6 (1–5), 11/9–11/13 (6–10) and 11/16–11/20 (11–15). Counting today, there are 16 working days "
                  "left: 11/9–11/13, 11/16–11/20, 11/23–11/27 and Monday 11/30 — 22 calendar days, no holidays."),
        (C, "en", "Cut-off: Fri 11/20. Working days left (incl. today): 16."),
        (C, "en", "| Item | Answer |\n|---|---|\n| 15th working day | Fri. 11/20 |\n| Working days 11/9–11/30 | 16 |\n"
                  "| Calendar days 11/9–11/30 | 22 |\n\nNo public holidays in November."),
        (C, "en", "15th working day → 11/20 (Friday). Remaining this month including today (Mon 11/9): three full weeks is "
                  "15, plus Mon 11/30 = 16."),
        (W, "en", "November 1 is a Sunday, so working days start 11/2. The 15th working day is Monday 11/23. Including "
                  "today there are 16 working days left in November."),
        (W, "en", "The cut-off is Friday 11/20. Working days left in November including today: 17 (11/9–11/30)."),
        (W, "en", "The cut-off falls on Thursday 11/20. There are 16 working days left this month, counting today."),
        (W, "en", "15th working day: Fri 11/20. From today through 11/30 you have 22 working days left."),
    ]),
    # Today Mon 2026-12-07. 12/7–12/31: 19 working days, 25 calendar days, no holidays; 12/31 Thu = last working day.
    # 元旦 2027 (estimated, not published): 1/1 Fri only; 1/2–3 weekend; back Mon 1/4.
    _d("2026-12-07", "今年（含今天）还剩几个工作日？另外2027年元旦怎么放假，哪天回来上班？",
       [_leave("2026-12-07", "2026-12-31"), _leave("2027-01-01", "2027-01-04")], [
        (C, "zh", "含今天，今年还剩19个工作日：12月7日—11日、14日—18日、21日—25日各5天，加上28日—31日4天（31日周四是今年最后一个"
                  "工作日），这25个自然日里没有节假日。2027年元旦：按法定节日推算只放1月1日（周五）一天，连上周末1月1日—3日休3天，"
                  "1月4日（周一）上班。2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
        (C, "zh", "19个工作日。元旦预计1月1日（周五）放假，连周末休到3日，4日周一上班（2027年的安排是推算的，以国务院公布为准）。"),
        (C, "zh", "- 2026-12-07 至 2026-12-31：19个工作日（自然日25天）\n- 元旦：1月1日（周五），接周末1月2日、3日\n"
                  "- 回来上班：2027-01-04（周一）\n\n注：2027年官方放假安排还没发布，元旦这部分是推算的。"),
        (W, "zh", "今年还剩19个工作日。元旦放假1月1日至3日，1月4日（周一）上班，这是国务院已经公布的2027年安排。"),
        (W, "zh", "12月7日到31日一共有20个工作日。元旦按推算放1月1日（周五），连周末到3日，1月4日上班。2027年安排尚未公布，仅供参考。"),
        (W, "zh", "还剩18个工作日（12月31日周四开始放元旦，不算）。元旦假期12月31日—1月3日，1月4日周一上班。"
                  "2027年放假安排还没公布，以上是推算。"),
        (W, "zh", "还剩19个工作日。元旦推算放1月1日（周五），连上周末休三天，1月4日（周二）上班。2027年的安排以国务院公布为准。"),
        (W, "zh", "含今天还剩25个工作日，到12月31日为止。元旦预计1月1日放假，4日周一上班（2027年安排未公布，推算结果仅供参考）。"),
    ]),
    # Today Mon 2026-12-28. Leave Thu 12/31 + Mon 2027-01-04 = 2 working days; 元旦 2027 = Fri 1/1 (estimated),
    # 1/2–3 weekend; off 12/31–1/4 = 5 days in a row; back Tue 2027-01-05. 2027 not yet published.
    _d("2026-12-28", "I'm thinking of taking Thursday 31 December and Monday 4 January off to stretch the New Year "
       "break. How many days of annual leave is that, and how many days in a row would I be off? I'm in our London "
       "office, so I read dates day/month.",
       [_leave("2026-12-31", "2027-01-04")], [
        (C, "en", "Two days of annual leave: Thursday 31/12 and Monday 4/1. New Year's Day (Friday 1/1/2027) is the "
                  "statutory holiday and 2–3 January is the weekend, so you'd be off five days in a row, 31/12 to 4/1, "
                  "and back on Tuesday 5/1. Note the 2027 holiday schedule hasn't been published yet; this is based on "
                  "the statutory estimate, so check again once the State Council notice is out."),
        (C, "en", "2 days' leave → 5 days off (31 Dec – 4 Jan), back Tue 5 Jan. Estimated: the 2027 schedule isn't out yet."),
        (C, "en", "| Date | Day | Status |\n|---|---|---|\n| 31/12 | Thu | annual leave |\n| 1/1 | Fri | New Year's Day (est.) |\n"
                  "| 2/1 | Sat | weekend |\n| 3/1 | Sun | weekend |\n| 4/1 | Mon | annual leave |\n\n"
                  "2 days of leave, 5 days off. The 2027 holiday schedule has not been published yet, so this is an estimate."),
        (C, "en", "That's 2 days of leave for a 5-day break. Only New Year's Day itself (Fri 1 Jan) is a statutory day off "
                  "under the current rules; the official 2027 notice hasn't been issued, so if it adds a bridge day or a "
                  "make-up day the numbers could change. Remember to book it in the HR system before the 31st."),
        (W, "en", "Two days of leave, 31/12 and 4/1. New Year's Day is Friday 1/1 and the weekend follows, so you'd be off "
                  "five days in a row and back on Tuesday 5/1."),
        (W, "en", "2 days of annual leave (Thu 31/12 and Mon 4/1), giving you 4 days off in a row. The 2027 holiday "
                  "schedule hasn't been published yet, so this is an estimate."),
        (W, "en", "Two days' leave: 31/12 and 4/1. With New Year's Day on Friday and the weekend, that's five days off in a "
                  "row, and you're back on Tuesday 1/5. The 2027 schedule isn't published yet, so treat this as an estimate."),
        (W, "en", "Only 1 day of leave is needed, Thursday 31 December: the New Year holiday runs Fri 1 – Mon 4 January, "
                  "so Monday is already off. That's five days in a row. The 2027 holiday schedule has not been published "
                  "yet, so this is an estimate."),
    ]),
    # Today Mon 2027-01-11. 春节 2027 (estimated): 除夕 Fri 2/5 – 初三 Mon 2/8 (4 days, 2 weekdays), 正月初一 Sat 2/6;
    # last working day before = Thu 2/4; back Tue 2/9. 2/1–2/12: 8 working days, 12 calendar days. Not yet published.
    _d("2027-01-11", "2027年春节前最后一个工作日是哪天？春节放几天、哪天开工？",
       [_leave("2027-02-01", "2027-02-12"), _add("2027-02-04", 1)], [
        (C, "zh", "按法定节日推算：2027年除夕是2月5日（周五），正月初一是2月6日（周六），春节假期为2月5日至8日（除夕到初三，共4天，"
                  "其中2月5日周五、2月8日周一两天落在周一至周五），所以节前最后一个工作日是2月4日（周四），2月9日（周二）开工。"
                  "2027年的放假安排国务院尚未公布，正式通知可能另有调休，请以正式通知为准。"),
        (C, "zh", "节前最后一天上班：2月4日（周四）；开工：2月9日（周二）；推算放4天（2月5日—8日）。注意这是按法定节日推算的，2027年安排还没公布。"),
        (C, "zh", "| 日期 | 情况 |\n|---|---|\n| 2/1—2/4（周一至周四） | 上班 |\n| 2/5—2/8（除夕至初三） | 春节放假 |\n"
                  "| 2/9—2/12（周二至周五） | 上班 |\n\n2月1日—12日共8个工作日，节前最后一天2月4日，2月9日开工。"
                  "2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
        (W, "zh", "根据国务院公布的2027年放假安排，春节2月5日至8日放假4天，2月4日（周四）最后一天上班，2月9日（周二）开工。"),
        (W, "zh", "春节假期为2月6日至8日（初一到初三）共3天，节前最后一个工作日是2月5日（周五），2月9日（周二）开工。"
                  "2027年安排尚未公布，以上为推算。"),
        (W, "zh", "按推算春节放2月5日—8日4天，节前最后一天上班是2月4日（周三），2月9日（周二）开工。2027年安排以国务院公布为准。"),
        (W, "zh", "2027年正月初一是2月7日（周日），按法定节日推算春节放2月5日至8日共4天，2月4日（周四）最后一天上班，2月9日（周二）"
                  "开工。（2027年的安排是推算的，以国务院公布为准）"),
        (W, "zh", "按法定节日推算，春节放2月5日至7日，节前最后一个工作日是2月4日（周四），2月8日（周一）开工。"
                  "2027年放假安排尚未公布，仅供参考。"),
    ]),
    # Today Mon 2027-01-25. 10th working day after today (estimated 2027): 1/26–29 (4), 2/1–2/4 (8), 春节 2/5–2/8
    # skipped, 2/9 (9), Wed 2/10 (10). Not yet published.
    _d("2027-01-25", "If I put in a leave request today with the required 10 working days' notice, what's the earliest "
       "my leave can start? Spring Festival is in there somewhere.",
       [_add("2027-01-25", 10)], [
        (C, "en", "Earliest start: Wednesday 10 February 2027. Counting from tomorrow: Tue 26 – Fri 29 Jan (4), Mon 1 – "
                  "Thu 4 Feb (8), then Spring Festival, Fri 5 – Mon 8 Feb, is skipped, Tue 9 Feb (9) and Wed 10 Feb (10). "
                  "This uses the statutory estimate for 2027 — the official holiday notice isn't out yet, so if it adds "
                  "extra days off, the date moves later."),
        (C, "en", "Wed 10 Feb 2027 (estimated — the 2027 holiday schedule hasn't been published yet)."),
        (C, "en", "- Submit: Mon 25 Jan\n- Working days 1–8: 26 Jan – 4 Feb\n- Spring Festival (estimated): 5–8 Feb, not counted\n"
                  "- Working days 9–10: 9 Feb, 10 Feb\n\nEarliest start: **2027-02-10 (Wed)**. Estimate only; the 2027 "
                  "schedule isn't official yet."),
        (C, "en", "A bit over two weeks out: Wednesday, Feb. 10. The Spring Festival break (estimated Feb. 5–8, New "
                  "Year's Eve through the third day) takes out two weekdays. Since 2027's schedule hasn't been published, "
                  "treat this as an estimate."),
        (W, "en", "Ten working days from today is Monday 8 February: 26–29 Jan (4), then 1–5 Feb (9) and 8 Feb (10). "
                  "The 2027 holiday schedule hasn't been published yet, so this is an estimate."),
        (W, "en", "Earliest start is Thursday 10 February 2027, after skipping the Spring Festival days (5–8 Feb). Based "
                  "on the statutory estimate; the 2027 schedule isn't published yet."),
        (W, "en", "Earliest start: Wednesday 10 February. Counting from tomorrow: 26–29 Jan (4), 1–4 Feb (8), Spring "
                  "Festival 5–8 Feb skipped, then 9 Feb (9) and 10 Feb (10)."),
        (W, "en", "Wednesday 10 February 2027. Spring Festival falls on 6–9 February (初一 to 初四), so those days are "
                  "skipped. The 2027 schedule hasn't been published, so this is an estimate."),
    ]),
    # Today Mon 2027-03-01. 中旬 = 3/11–3/20: 7 working days (3/11 Thu, 3/12 Fri, 3/15–19), 10 calendar days;
    # 两周后 = Mon 3/15. 2027 not yet published (estimate).
    _d("2027-03-01", "3月中旬有几个工作日？两周后是几号？",
       [_leave("2027-03-11", "2027-03-20")], [
        (C, "zh", "3月中旬是11日到20日，共10天，其中工作日7天：11日（周四）、12日（周五），15日（周一）到19日（周五）5天，20日是周六。"
                  "两周后是3月15日（周一）。2027年官方放假安排还没公布，以上按法定节日推算，3月本来也没有法定节日。"),
        (C, "zh", "7个工作日；两周后是3月15日星期一。（2027年安排为推算，以国务院公布为准）"),
        (C, "zh", "| 项目 | 结果 |\n|---|---|\n| 3月中旬（3月11日—20日） | 7个工作日，10个自然日 |\n| 两周后 | 2027-03-15（周一） |\n\n"
                  "2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
        (C, "zh", "中旬（3.11~3.20）有七个工作日；两周后＝三月十五日，礼拜一。仅供参考：2027年放假安排尚未公布。"),
        (W, "zh", "3月中旬（10日—20日）共8个工作日；两周后是3月15日（周一）。2027年安排尚未公布，以上为推算。"),
        (W, "zh", "3月中旬有7个工作日（11日、12日、15日—19日）。两周后是3月8日（周一）。2027年放假安排还没公布，仅供参考。"),
        (W, "zh", "3月中旬11日到20日有10个工作日，两周后是3月15日周一。（2027年的安排是推算的，以国务院公布为准）"),
        (W, "zh", "3月中旬是11日到20日，工作日7天：11日、12日、15日到19日；两周后是3月15日（周一）。"),
    ]),
    # Today Mon 2027-03-29. Thu 4/1 afternoon (4 h) + Fri 4/2 (8 h) = 12 h = 1.5 days; 4/3–4/4 weekend; 清明 Mon 4/5
    # (estimated); back Tue 4/6. 4/1–4/5: 2 working days, 5 calendar days. 2027 not yet published.
    _d("2027-03-29", "I want Thursday afternoon (1 April) and all of Friday 2 April off, then Qingming. How many hours "
       "of leave do I need, and when am I back?",
       [_leave("2027-04-01", "2027-04-05")], [
        (C, "en", "12 hours: half of Thursday 1 April (4 h) plus all of Friday 2 April (8 h) = 1.5 days. Saturday 3 and "
                  "Sunday 4 are the weekend and Monday 5 April is Qingming (Tomb-sweeping Day), so you're back Tuesday "
                  "6 April. 2027's holiday schedule hasn't been published yet — Qingming on 5 April is the statutory "
                  "estimate, so double-check when the notice comes out."),
        (C, "en", "4 h + 8 h = 12 h (1.5 days). Back Tue 6 April (estimated: the 2027 schedule is not yet published)."),
        (C, "en", "| Date | Status | Leave |\n|---|---|---|\n| Thu 1 Apr (pm) | half day | 4 h |\n| Fri 2 Apr | full day | 8 h |\n"
                  "| Sat 3 – Sun 4 Apr | weekend | – |\n| Mon 5 Apr | 清明节 (est.) | – |\n\nTotal 12 hours; back Tue. 6 April. "
                  "The 2027 holiday schedule has not been published yet, so this is an estimate."),
        (W, "en", "Thursday afternoon is 4 hours and Friday is 8, so 12 hours — that's 2 days of leave. Back Tuesday 6 April "
                  "after Qingming on Monday the 5th (estimated; the 2027 schedule isn't out yet)."),
        (W, "en", "You need 12 hours (1.5 days). The weekend follows, and you're back Monday 5 April. The 2027 holiday "
                  "schedule has not been published yet, so this is an estimate."),
        (W, "en", "12 hours in total: 4 hours for Thursday afternoon plus 8 for Friday. Qingming is Monday 5 April, so "
                  "you're back on Tuesday 6 April."),
        (W, "en", "12 hours (1.5 days). Qingming falls on Sunday 4 April this year and the day off is Monday 5 April, so "
                  "you're back Tuesday 6 April. Estimated — 2027's schedule isn't published yet."),
        (W, "en", "Thursday afternoon counts as 4 hours, Friday 8, total 12 hours — 1.5 days. Qingming (Mon 5 April) is "
                  "already confirmed in the official 2027 holiday notice, so you're back Tuesday 6 April."),
    ]),
    # Today Fri 2026-11-20. 明天 11/21 Sat, 后天 11/22 Sun, 大后天 Mon 11/23; leave 11/23–11/25 (Mon–Wed) =
    # 3 working days = 24 h; back Thu 11/26.
    _d("2026-11-20", "大后天是几号？我打算从大后天开始连请三天假（周一到周三），一共多少小时？",
       [_leave("2026-11-23", "2026-11-25")], [
        (C, "zh", "今天是11月20日（周五），明天21日周六，后天22日周日，大后天就是11月23日（周一）。23日到25日（周一至周三）共3个工作日，"
                  "每天8小时，一共24小时。11月26日（周四）回来上班。"),
        (C, "zh", "大后天＝11月23日周一；3天×8小时＝24小时。"),
        (C, "zh", "大后天是十一月二十三日，礼拜一。请三天假＝二十四个小时，记得在考勤系统里按小时填。"),
        (C, "zh", "| 日期 | 星期 | 小时 |\n|---|---|---|\n| 11月23日 | 周一 | 8 |\n| 11月24日 | 周二 | 8 |\n| 11月25日 | 周三 | 8 |\n\n"
                  "大后天是11月23日（周一）。合计24小时（3个工作日），中间没有节假日。"),
        (W, "zh", "大后天是11月24日（周一）。从那天起连请三天到周三，共3个工作日，3×8＝24小时。"),
        (W, "zh", "大后天是11月23日（星期二）。连请三天共3个工作日，按每天8小时算一共24小时。"),
        (W, "zh", "大后天是11月23日（周一）。23、24、25日三天，每天8小时，一共28小时。"),
        (W, "zh", "大后天是11月23日（周一）。请三天假到25日，共24小时，11月27日（周五）回来上班。"),
    ]),
    # Today Mon 2026-09-28. 10 calendar days later = Thu 10/8 (first day back after 国庆); 10th working day after
    # today = Fri 10/16 (9/29, 9/30, 10/8, 10/9, 10/10 Sat make-up, 10/12–16); 国庆 10/1–10/7 skipped.
    _d("2026-09-28", "今天起10天后是几号？10个工作日后又是几号？怎么差这么多？",
       [_add("2026-09-28", 10)], [
        (C, "zh", "10个自然日后是10月8日（周四），正好是国庆后上班第一天。10个工作日后是10月16日（周五）：9月29日、30日（第1—2个），"
                  "国庆10月1日—7日放假跳过，10月8日、9日、10日（周六调休上班）（第3—5个），10月12日—16日（第6—10个）。"
                  "差别大是因为中间整个国庆长假7天都不算工作日。"),
        (C, "zh", "10天后：10月8日周四；10个工作日后：10月16日周五（跳过国庆1—7日，10月10日周六调休算工作日）。"),
        (C, "zh", "数一下工作日（不含今天）：\n1. 9/29 周二\n2. 9/30 周三\n（10/1—10/7 国庆放假）\n3. 10/8 周四\n4. 10/9 周五\n"
                  "5. 10/10 周六（调休上班）\n6. 10/12 周一\n7. 10/13 周二\n8. 10/14 周三\n9. 10/15 周四\n10. 10/16 周五\n\n"
                  "而10个自然日后是10月8日。两者差了8天，主要就是国庆假期。"),
        (W, "zh", "10天后是10月8日（周四）。10个工作日后是10月19日（周一）：9/29、9/30、10/8、10/9、10/12—10/16、10/19，国庆期间不算。"),
        (W, "zh", "10天后是10月8日（周四），10个工作日后是10月15日（周四），中间跳过了国庆1—7日，10月10日周六调休算工作日。"),
        (W, "zh", "10个自然日后是10月8日（周四）；10个工作日后是10月16日（周四），中间跳过国庆7天，10月10日调休上班也算。"),
        (W, "zh", "10天后是10月7日（周三），还在国庆假期里；10个工作日后是10月16日（周五），因为国庆7天不算，10月10日周六调休算一天。"),
        (W, "zh", "10天后是10月8日（周四）。10个工作日后是10月16日（周五），因为国庆放假10月1日—8日共8天，10月10日周六调休上班。"),
    ]),
]
