"""The twenty-third held-out probe set, calendar part: questions, the tool calls a model would make, and final
answers written by hand after reading the tools' REAL results (make_heldout23.py runs the calls and writes
heldout23.jsonl). Written blind: by a helper who never read the answer check's code, its prompts, its tests or
any earlier set's cases, and never ran the check on this set. Never tuned on: every case is report.

Material no earlier set used: 育儿假 (10 working days a year until the child turns 3: what is left before the
3rd birthday, half days, the last usable day), 陪产假 of 15 natural days (holidays inside do not extend it) and of
15 working days (the 中秋/国庆 break and the 10月10日 make-up Saturday inside), 哺乳时间 (one hour per working day
until the first birthday), night shifts crossing midnight into 国庆 (9/30→10/1) and out of 端午 (6/19→6/20) at
stated rates, 高温津贴 per working day (6/1–9/30 at ¥35; 6/15–8/31 at RMB 30 less a week of leave), the 100th and
200th working day of 2026, countdowns in weeks and days (to 2027元旦, to 国庆), 节前提前下班 at 15:00 (中秋 and
国庆; 春节 with its 2月14日 make-up Saturday, and 清明), a 2-year 服务期 with a pro-rata training-fee repayment, a
考勤申诉 due 3 working days after the sheet is published on the 5th working day (October and May, each with a
make-up Saturday inside), and two estimated years: 清明 2027 and 端午 2028 (correct answers carry the caveat).

Shapes: one-liners, numbered steps, Markdown tables, bullet lists, long explanations with extra true facts,
mixed Chinese and English; forms: 上午/下午, AM/PM, 半天, 0.5天, ISO weeks (2026-W44, 第23周), Q3, weeks and
days (7周3天, 6 weeks 6 days), ranges with ~, —, 至, through, thru, inclusive, rates (¥35/天, 35元/日, RMB 30 per
day), hours (22:00, 10 pm, 晚上十点, 凌晨, 8 hrs, 六小时), 星期X/周X/礼拜X, d/m and m/d dates said as such,
2026年10月1日, 全角数字 and 中文数字.

Errors (one per wrong answer): wrong date, wrong weekday, off by one (the first day, the birthday itself), natural
vs working days, hours split at the wrong point, a 调休上班日 treated as a rest day, a holiday counted as a working
day (or two breaks merged), weeks and days split wrong, wrong total, wrong arithmetic, wrong year, a missing
estimate caveat, an estimate called official, an invented rule.

Audit (calendar part): all 160 answers re-judged one by one, blind, against the rebuilt tool results
(make_heldout23.py --part calendar), chinese_calendar for 2026, the repo's workcalendar estimates for 2027/2028
(lunar_python confirms 清明 2027-04-05 and 端午 2028-05-28), datetime weekdays and ISO weeks, the arithmetic and the
8-hour day. No label was wrong; four answer texts were tightened, labels kept: case 2, the short English "correct"
answer now says "Yes, all of it" (it left "can I still use the rest?" only implied); case 4, the first English
"wrong" answer now states outright that Sat Oct 10 is a rest day (its "Monday–Friday only" could be read as the
question's own "weekends don't use it up"); case 10, the "第22周" wrong answer now says ISO 2026-W22 (a %W-style
count does put 6月1日 in week 22); case 12, "算上今天还有53天" lost "算上今天" (today through 1月1日 inclusive is 53
days, so the off-by-one could be read away). Final counts: 20 questions, 160 answers, 70 correct, 90 wrong.
"""
from __future__ import annotations

from heldout4_cases import C, W, _d

CALENDAR_CASES = [
    # 1. 育儿假 before the 3rd birthday. Today Mon 2026-11-30. Born 2023-12-10 → 3rd birthday Thu 2026-12-10, so the
    # last usable day is Wed 2026-12-09. Left this year: 10 − 6 = 4 days. Working days Tue 12-01 … Wed 12-09 = 7
    # (no holidays), so all 4 fit; taken from tomorrow in a row: Tue 12-01 – Fri 12-04.
    _d("2026-11-30", "孩子是2023年12月10日出生的。公司育儿假每年10个工作日，可以用到孩子满3周岁的前一天。我今年已经休了6天，"
       "从明天开始还能休几天？能休完吗？最晚哪天还能用？",
       [("calculate_leave_days", {"start_date": "2026-12-01", "end_date": "2026-12-09"}),
        ("add_workdays", {"date": "2026-11-30", "days": 4})],
       [(C, "zh", "还能休4天（10−6），能休完。孩子2026年12月10日（周四）满3周岁，育儿假最晚用到12月9日（周三）；"
                  "12月1日到12月9日之间有7个工作日，够用。从明天（12月1日周二）连着休的话，12月4日（周五）就休完了。"),
        (C, "zh", "| 项目 | 结果 |\n|---|---|\n| 今年剩余育儿假 | 4天 |\n| 满3周岁 | 2026-12-10（星期四） |\n"
                  "| 最晚可用日 | 2026-12-09（星期三） |\n| 12/1–12/9 的工作日 | 7天 |\n| 明天起连休 | 12/1（二）至 12/4（五） |\n\n"
                  "结论：4天全部能在截止前休完。"),
        (C, "en", "You still have 4 days (10 − 6), and yes, they all fit: the last day you can use them is Wed 9 Dec 2026, the "
                  "day before the 3rd birthday (Thu 10 Dec). Dec 1–9 has 7 working days; taken from tomorrow they run Tue "
                  "Dec 1 through Fri Dec 4."),
        (C, "zh", "剩4天，都能休完，最晚12月9日礼拜三；明天起连休到12月4日礼拜五。"),
        (W, "zh", "还剩4天，能休完。育儿假可以用到孩子满3周岁当天，也就是12月10日（周四）；从明天连休的话12月1日到12月4日（周五）。"),
        (W, "zh", "今年还能休5天育儿假。最晚用到12月9日（周三），从12月1日（周二）开始连休，到12月7日（周一）休完，在截止前。"),
        (W, "zh", "4天都能休完：最晚可用日是12月9日（周四），明天（12月1日周二）开始连休到12月4日（周五）。"),
        (W, "en", "4 days left (10 − 6). Between tomorrow and the cut-off there are 9 working days (Dec 1–9), so you can easily "
                  "use all 4; the last usable day is Wednesday Dec 9, and from tomorrow they'd run Dec 1–4 (Tue–Fri)."),
        ]),

    # 2. 育儿假 with half days. Today Mon 2026-08-03. 3rd birthday Thu 2026-08-20 (not usable) → last usable day Wed
    # 2026-08-19. Left: 10 − 3.5 = 6.5 days. Working days today..08-19 = 13 (Aug 4..19: 12), no holidays. From tomorrow
    # in a row: Tue 8/4, Wed 8/5, Thu 8/6, Fri 8/7, Mon 8/10, Tue 8/11 full (6) + Wed 8/12 morning (0.5): ends Wed
    # 2026-08-12 at noon (the 7th working day after 08-03 is 08-12).
    _d("2026-08-03", "My kid turns 3 on 2026-08-20. Our 育儿假 is 10 working days a year and stops once the child turns 3 "
       "(the birthday itself no longer counts). I've used 3.5 days this year. Can I still use the rest, and if I start "
       "tomorrow morning and take it in one go, when do I finish? What's the last possible day?",
       [("calculate_leave_days", {"start_date": "2026-08-03", "end_date": "2026-08-19"}),
        ("add_workdays", {"date": "2026-08-03", "days": 7})],
       [(C, "en", "Yes. You have 6.5 days left (10 − 3.5). Starting tomorrow, Tue Aug 4, you'd take Aug 4–7 and Aug 10–11 in "
                  "full plus the morning (AM) of Wed Aug 12, so you finish at noon on Wednesday 12 August. The leave lapses on "
                  "the 3rd birthday, Thu Aug 20, so Wed Aug 19 is the last day you could use it; there are 12 working days "
                  "from tomorrow through Aug 19, so everything fits."),
        (C, "en", "Yes, all of it: 6.5 days left → Aug 4 thru the morning of Wed Aug 12. Last usable day: Wed 19 Aug "
                  "2026."),
        (C, "zh", "还剩6.5天，可以休完。明天（8月4日周二）开始：8月4日–7日、8月10日–11日全天，再加8月12日（周三）上午半天，"
                  "中午休完。孩子8月20日（周四）满3岁，育儿假最晚用到8月19日（周三）。"),
        (W, "en", "Yes — 6.5 days remain (10 − 3.5). Starting Tue Aug 4 you'd be off Aug 4–7 and Mon Aug 10, plus the morning "
                  "of Tue Aug 11, finishing at noon on Tuesday 11 August. The last possible day is Wed Aug 19, the day "
                  "before the birthday."),
        (W, "en", "You have 6.5 days left and they fit: from tomorrow they run through the morning of Wed Aug 12. Because the "
                  "entitlement runs until the child turns 3, the last possible day is the birthday itself, Thu Aug 20."),
        (W, "en", "10 − 3.5 leaves 7.5 days. Starting tomorrow, Tue Aug 4, you'd be off through the morning of Thu Aug 13 "
                  "(Aug 4–7, Aug 10–12 full days, then a half day). Last usable day: Wed Aug 19."),
        (W, "zh", "剩余6.5天，能休完：明天起连休到8月12日（周三）上午。最晚可用到8月19日（周二），8月20日满3岁起就不能再用了。"),
        (W, "en", "6.5 days left; starting tomorrow you'd finish at noon on Wed Aug 12. The last possible day is Wed Aug 19 — "
                  "though any days you don't use carry over for 12 months after the 3rd birthday, so nothing is lost."),
        ]),

    # 3. 陪产假, 15 natural days, holidays inside included (no extension). Today Tue 2026-09-22. Thu 09-24 … Thu 10-08 =
    # 15 calendar days (中秋 09-25..27 and 国庆 10-01..07 fall inside); back at work Fri 10-09 (a working day; 10-10 is a
    # make-up Saturday). The span holds only 5 working days (9/24, 9/28, 9/29, 9/30, 10/8).
    _d("2026-09-22", "老婆快生了，我的陪产假是15天，公司说按自然日算，中间的法定节假日也算在这15天里、不顺延。"
       "如果9月24日开始休，哪天休完？哪天回来上班？中秋和国庆会让假期延长吗？",
       [("calculate_leave_days", {"start_date": "2026-09-24", "end_date": "2026-10-08"}),
        ("add_workdays", {"date": "2026-10-08", "days": 1})],
       [(C, "zh", "9月24日（周四）至10月8日（周四）正好15个自然日，10月9日（周五）回来上班。按公司规则节假日算在这15天里、"
                  "不顺延，所以中秋、国庆不会让假期变长。"),
        (C, "zh", "1. 起算：2026年9月24日（星期四）算第1天。\n2. 第15天：10月8日（星期四）。\n"
                  "3. 中间包含中秋（9/25~9/27）和国庆（10/1~10/7），按自然日计算，不顺延。\n4. 返岗：10月9日（星期五）。"),
        (C, "en", "Sep 24 → Oct 8 (Thu), inclusive, is 15 calendar days; you're back at work on Fri Oct 9. No extension: "
                  "under your company's rule the Mid-Autumn and National Day holidays count toward the 15 days (only 5 of "
                  "those days are working days anyway)."),
        (C, "zh", "24/9 至 8/10（日/月）共十五天，10月9日周五上班；中秋国庆都含在里面，不延长。"),
        (W, "zh", "从9月24日算15个自然日，到10月9日（周五）休完，10月10日（周六，调休上班）回来上班。节假日算在里面，不顺延。"),
        (W, "zh", "陪产假9月24日开始，15天按自然日算到10月8日，但中秋（3天）和国庆（7天）这10天法定节假日要顺延，"
                  "所以实际休到10月18日，10月19日（周一）上班。"),
        (W, "zh", "9月24日起休15个自然日，10月8日（周三）休完，10月9日（周五）回来上班；节假日包含在内，不顺延。"),
        (W, "en", "15 calendar days from Thu Sep 24 ends Thu Oct 8. Oct 9–11 is the weekend after the holiday, so you're back "
                  "on Monday Oct 12. The holidays inside don't extend the leave."),
        ]),

    # 4. 陪产假, 15 working days. Today Fri 2026-09-18. Start Mon 09-21: 9/21–9/24 (4), 9/28–9/30 (7), 10/8, 10/9 (9),
    # Sat 10/10 make-up (10), 10/12–10/16 (15): last day Fri 2026-10-16, back Mon 10-19. 中秋 (9/25) and 国庆 (10/1–7)
    # do not use leave, so the break pushes it out; the span is 26 calendar days (the 14th working day after 09-21 is
    # 10-16).
    _d("2026-09-18", "Paternity leave for me is 15 working days (weekends and public holidays don't use it up), starting "
       "Monday Sept 21. When's my last day of leave and when am I back? Does the National Day break push it out?",
       [("add_workdays", {"date": "2026-09-21", "days": 14}),
        ("calculate_leave_days", {"start_date": "2026-09-21", "end_date": "2026-10-16"})],
       [(C, "en", "Last day of leave: Friday 16 October 2026; back at work Monday 19 October. Yes, it pushes it out: "
                  "Mid-Autumn (Sep 25–27) and National Day (Oct 1–7) don't use up leave, so the 15 working days stretch "
                  "over 26 calendar days. Note Saturday Oct 10 is a make-up working day, so it counts as one of your 15."),
        (C, "en", "| | Date |\n|---|---|\n| First day | Mon 2026-09-21 |\n| Last day (15th working day) | Fri 2026-10-16 |\n"
                  "| Back at work | Mon 2026-10-19 |\n\nThe holiday days inside (Sep 25–27, Oct 1–7) are skipped, so yes, "
                  "the break extends it; the Oct 10 make-up Saturday is counted as a working day."),
        (C, "zh", "9月21日（周一）起15个工作日，到10月16日（周五）休完，10月19日（周一）回来上班。中秋、国庆不占假期，所以会往后顺延；"
                  "10月10日（周六）是调休上班日，算1天假。"),
        (W, "en", "Counting working days from Sep 21 and skipping Mid-Autumn and National Day (Saturday Oct 10 is an "
                  "ordinary rest day, not a working day), your 15th day is Monday Oct 19, so you're back Tuesday Oct 20. "
                  "Yes, the break pushes it out."),
        (W, "en", "No, the break doesn't push it out: the holidays count as leave days, so 15 working days from Mon Sep 21 end "
                  "on Fri Oct 9 and you're back on Sat Oct 10, a make-up working day."),
        (W, "en", "Your last day is Thursday, Oct 16, and you're back Monday, Oct 19; the Mid-Autumn and National Day "
                  "holidays are skipped, and the make-up Saturday Oct 10 counts as a leave day."),
        (W, "en", "15 days from Mon Sep 21 takes you to Mon Oct 5 inclusive, which is inside the National Day holiday, so "
                  "you simply return with everyone else on Thu Oct 8."),
        (W, "zh", "从9月21日（周一）开始数15个工作日，中秋、国庆跳过、10月10日周六调休算一天，到10月15日（周四）休完，"
                  "10月16日（周五）回来上班。"),
        ]),

    # 5. 哺乳时间. Today Mon 2026-11-16. Born 2025-12-22 → first birthday Tue 2026-12-22, from which it stops; last day
    # Mon 2026-12-21. Working days 11-16..12-21 inclusive = 26 (no holidays; 36 calendar days) → 26 hours.
    _d("2026-11-16", "宝宝是2025年12月22日出生的，公司每个工作日给1小时哺乳时间，到宝宝满一周岁为止（生日当天起就没有了）。"
       "从今天算起（含今天）还能享受多少个工作日、一共多少小时？最后一天是哪天？",
       [("calculate_leave_days", {"start_date": "2026-11-16", "end_date": "2026-12-21"})],
       [(C, "zh", "含今天还有26个工作日，也就是26小时；最后一天是12月21日（周一），12月22日（周二）宝宝满一周岁起不再享受。"),
        (C, "zh", "- 区间：2026年11月16日（今天）~ 12月21日（星期一）\n- 工作日：26天（期间没有节假日）\n"
                  "- 哺乳时间：26 × 1小时 = 26小时\n- 12月22日满一周岁，当天起没有了"),
        (C, "en", "26 working days left including today (Nov 16 – Dec 21), i.e. 26 hours; the last day is Mon 21 Dec, since "
                  "the baby turns one on Tue 22 Dec."),
        (C, "zh", "还有二十六个工作日，共二十六小时，最后一天是１２月２１日（周一）。"),
        (W, "zh", "从今天到宝宝生日12月22日（周二）共27个工作日，可以享受27小时，最后一天就是生日当天。"),
        (W, "zh", "今天到12月21日（周一）还有36天，每天1小时，一共36小时，最后一天12月21日。"),
        (W, "zh", "含今天还剩26个工作日、26小时，最后一天是12月21日（周日），12月22日满一周岁。"),
        (W, "zh", "含今天共26个工作日，每天1小时共26小时，按8小时一天算相当于3天半；最后一天12月21日（周一）。"),
        ]),

    # 6. Night shift into 国庆. Today Thu 2026-09-10. Shift Wed 09-30 22:00 → Thu 10-01 06:00 (8 h). 09-30 is an ordinary
    # working day: 22:00–24:00 = 2 h at 100% = 2 × 40 = ¥80. 10-01 国庆节 (statutory): 00:00–06:00 = 6 h at 300% =
    # 6 × 120 = ¥720. Total ¥800. The 国庆 break is 10-01..10-07.
    _d("2026-09-10", "I'm on the night shift from 22:00 on Sep 30 to 06:00 on Oct 1. Our rule: hours that fall on a "
       "statutory holiday are paid at 300%, all other hours of the shift at the normal 100% rate. Base pay is ¥40/hour. "
       "How many hours are paid at 300%, and what does the whole shift pay?",
       [("calculate_leave_days", {"start_date": "2026-09-30", "end_date": "2026-10-01"})],
       [(C, "en", "6 hours at 300%: midnight to 6 am on Thu Oct 1 (National Day) = 6 × ¥120 = ¥720. The 2 hours from 10 pm "
                  "to midnight on Wed Sep 30, a normal working day, are at ¥40 = ¥80. The shift pays ¥800."),
        (C, "en", "| Part | Day | Hours | Rate | Pay |\n|---|---|---|---|---|\n| 22:00–24:00 | Sep 30 (Wed, working day) | 2 | 100% | ¥80 |\n"
                  "| 00:00–06:00 | Oct 1 (Thu, National Day) | 6 | 300% | ¥720 |\n| **Total** | | 8 hrs | | **¥800** |"),
        (C, "zh", "10月1日国庆节凌晨0点到6点共6小时按300%：6×120=720元；9月30日（周三，正常工作日）晚上十点到十二点2小时按正常："
                  "80元。合计800元。"),
        (W, "en", "The shift ends on a statutory holiday, so all 8 hours count as holiday work: 8 × ¥120 = ¥960."),
        (W, "en", "6 hours (00:00–06:00 on Oct 1) at 300% = ¥720, plus 2 hours on Sep 30 at ¥40 = ¥80. Total: ¥820."),
        (W, "en", "The 6 hours after midnight fall on Friday Oct 1, National Day, so they're at 300%: ¥720. The 2 hours on "
                  "Sep 30 are at the normal rate: ¥80. Total ¥800."),
        (W, "en", "6 hours on Oct 1 at 300% = ¥720. The 2 hours on the evening of Sep 30 count as overtime at 200%, so "
                  "2 × ¥80 = ¥160. Total ¥880."),
        (W, "zh", "按300%的是10月1日0点到6点共6小时：6×40×3=720元；9月30日22点到24点2小时按正常：80元；合计800元。"
                  "国庆假期是10月1日到10月8日。"),
        ]),

    # 7. Night shift out of 端午. Today Wed 2026-06-10. Shift Fri 06-19 22:00 → Sat 06-20 06:00. The question fixes the
    # rates: 06-19 (端午节, statutory) at 300%, 06-20 (Saturday, rest day of the break) at 200%. 2 h × 30 × 3 = ¥180;
    # 6 h × 30 × 2 = ¥360; total ¥540.
    _d("2026-06-10", "端午值夜班：6月19日晚上十点到6月20日早上六点。公司规定：端午节当天（6月19日，法定节假日）的工时按300%，"
       "6月20日是周六、算休息日，按200%。时薪30元。两种各几小时？这个班一共多少钱？",
       [("calculate_leave_days", {"start_date": "2026-06-19", "end_date": "2026-06-20"})],
       [(C, "zh", "300%：2小时（6月19日22:00–24:00），2×30×3=180元；200%：6小时（6月20日0:00–6:00），6×30×2=360元；合计540元。"),
        (C, "zh", "| 时段 | 日期 | 小时 | 倍数 | 金额 |\n|---|---|---|---|---|\n| 22:00—24:00 | 6月19日（周五，端午节） | 2 | 300% | 180元 |\n"
                  "| 0:00—6:00 | 6月20日（周六，休息日） | 6 | 200% | 360元 |\n| 合计 | | 8 | | 540元 |"),
        (C, "en", "2 hrs at 300% (Fri Jun 19, 10 pm–midnight) = ¥180; 6 hrs at 200% (Sat Jun 20, midnight–6 am) = ¥360; "
                  "total ¥540."),
        (C, "zh", "两小时按三倍、六小时按两倍，一共540元。"),
        (W, "zh", "端午节当天的6小时按300%：6×90=540元；6月20日的2小时按200%：2×60=120元；合计660元。"),
        (W, "zh", "6月19日22点到24点2小时按300%，180元；6月20日0点到6点6小时按200%，360元；合计560元。"),
        (W, "zh", "6月19日（周四）端午节那2小时按300%，180元；6月20日（周六）6小时按200%，360元；一共540元。"),
        (W, "en", "Jun 20 is also a day of the Dragon Boat holiday, so all 8 hours are paid at 300%: 8 × ¥90 = ¥720."),
        ]),

    # 8. 高温津贴 6/1–9/30 at ¥35 per working day. Today Mon 2026-05-25. Working days: June 21 (端午 6/19 off), July 23,
    # August 21, September 22 (中秋 9/25 off, Sun 9/20 make-up on) = 87 (122 calendar days). 87 × 35 = ¥3,045.
    _d("2026-05-25", "今年高温津贴按出勤的工作日发，6月1日至9月30日，每天35元。如果全勤，一共多少个工作日、能拿多少钱？",
       [("calculate_leave_days", {"start_date": "2026-06-01", "end_date": "2026-09-30"})],
       [(C, "zh", "6月1日至9月30日共87个工作日（端午6月19日、中秋9月25日不算，9月20日周日调休上班算），全勤可拿87×35=3045元。"),
        (C, "zh", "| 月份 | 工作日 |\n|---|---|\n| 6月 | 21 |\n| 7月 | 23 |\n| 8月 | 21 |\n| 9月 | 22 |\n| 合计 | 87 |\n\n"
                  "87天 × 35元/日 = **3045元**"),
        (C, "en", "87 working days between Jun 1 and Sep 30 inclusive, so at ¥35/天 that's ¥3,045 with full attendance."),
        (W, "zh", "6月1日至9月30日有86个工作日（9月20日是周日不上班），86×35=3010元。"),
        (W, "zh", "共89个工作日（端午、中秋当天也按工作日算），89×35=3115元。"),
        (W, "zh", "6月1日到9月30日一共122天，每天35元，全勤能拿4270元。"),
        (W, "zh", "共87个工作日，87×35=3105元。"),
        (W, "zh", "按月算：6月21天、7月23天、8月22天、9月22天，合计88个工作日，88×35=3080元。"),
        ]),

    # 9. High-temperature allowance 6/15–8/31 at RMB 30. Today Fri 2026-06-12. Working days 06-15..08-31 = 55 (Jun 15–30:
    # 11 with 端午 Fri 6/19 off; July 23; August 21). Annual leave Mon 07-06 – Fri 07-10 = 5 working days. 55 − 5 = 50;
    # 50 × 30 = RMB 1,500.
    _d("2026-06-12", "Our high-temperature allowance is RMB 30 per working day from June 15 through August 31. I'll be on "
       "annual leave Jul 6–10, and leave days don't earn it. How much will I get in total?",
       [("calculate_leave_days", {"start_date": "2026-06-15", "end_date": "2026-08-31"}),
        ("calculate_leave_days", {"start_date": "2026-07-06", "end_date": "2026-07-10"})],
       [(C, "en", "There are 55 working days from Jun 15 to Aug 31 (the Dragon Boat Festival, Fri Jun 19, isn't one). Your "
                  "leave Jul 6–10 takes out 5 of them, leaving 50 × RMB 30 = RMB 1,500."),
        (C, "en", "1. Working days Jun 15 – Aug 31 inclusive: 55.\n2. Annual leave Mon Jul 6 – Fri Jul 10: 5 working days.\n"
                  "3. Paid days: 55 − 5 = 50.\n4. 50 × RMB 30 per day = **RMB 1,500**."),
        (C, "en", "RMB 1,500 — 50 eligible working days (55 in the window minus your 5 days of leave) at 30 each."),
        (C, "zh", "6月15日至8月31日共55个工作日，扣掉7月6日—10日的5天年假，剩50天，50×30=1500元。"),
        (W, "en", "From Jun 15 to Aug 31 there are 56 working days, including Jun 19. Minus your 5 leave days that's 51, "
                  "so 51 × RMB 30 = RMB 1,530."),
        (W, "en", "55 working days in the window × RMB 30 = RMB 1,650."),
        (W, "en", "55 working days minus 5 days of leave = 50 days; 50 × RMB 30 = RMB 1,600."),
        (W, "zh", "6月15日当天不算，到8月31日共54个工作日，减去7月6日至10日的5天年假剩49天，49×30=1470元。"),
        ]),

    # 10. The 100th working day of 2026. Today Mon 2026-03-02. Working days: Jan 21 (元旦 1/1–2 off, Sun 1/4 on), Feb 16
    # (春节 weekdays 2/16–20, 2/23 off; Sat 2/14, 2/28 on), Mar 22, Apr 21 (清明 4/6 off), May 19 (5/1, 5/4, 5/5 off; Sat 5/9
    # on) = 99 through May → the 100th is Mon 2026-06-01 (ISO 2026-W23). With the four make-up days before June ignored
    # it would be Fri 06-05.
    _d("2026-03-02", "2026年第100个工作日是哪天？星期几？",
       [("add_workdays", {"date": "2025-12-31", "days": 100})],
       [(C, "zh", "2026年第100个工作日是6月1日（星期一）。"),
        (C, "zh", "| 月份 | 工作日 | 累计 |\n|---|---|---|\n| 1月 | 21 | 21 |\n| 2月 | 16 | 37 |\n| 3月 | 22 | 59 |\n"
                  "| 4月 | 21 | 80 |\n| 5月 | 19 | 99 |\n\n所以第100个工作日是2026年6月1日，周一（第23周），已算上1月4日、2月14日、"
                  "2月28日、5月9日四个调休上班日。"),
        (C, "en", "Monday, 1 June 2026 (2026-W23) is the 100th working day of the year."),
        (W, "zh", "按周一到周五算、扣掉法定节假日，第100个工作日是6月5日（周五）。"),
        (W, "zh", "2026年第100个工作日是6月1日（星期二）。"),
        (W, "zh", "1月到5月共99个工作日，第100个工作日是5月29日（周五）。"),
        (W, "en", "The 100th working day of 2026 is Tuesday, June 2."),
        (W, "zh", "第100个工作日是6月1日，周一，是2026年的第22周（ISO 2026-W22）。"),
        ]),

    # 11. The 200th business day of 2026 and the year's total. Today Tue 2026-09-01. Through September 186 (June 21, July
    # 23, Aug 21, Sep 22 after 99 through May); October: 10/8 (187), 10/9, Sat 10/10 make-up (189), 10/12–16 (194),
    # 10/19–23 (199), Mon 10/26 (200) → Mon 2026-10-26 (ISO W44). Whole year: 248 working days (incl. 6 make-up weekend
    # days: 1/4, 2/14, 2/28, 5/9, 9/20, 10/10). Ignoring the make-up days: 200th would be Tue 11-03, total 242.
    _d("2026-09-01", "Which date is the 200th business day of 2026, and how many business days does 2026 have in total?",
       [("add_workdays", {"date": "2025-12-31", "days": 200}),
        ("calculate_leave_days", {"start_date": "2026-01-01", "end_date": "2026-12-31"})],
       [(C, "en", "The 200th business day is Monday, October 26, 2026, and 2026 has 248 business days in total."),
        (C, "en", "- 200th business day: Mon 2026-10-26 (ISO week 2026-W44)\n- Total for 2026: 248 business days\n"
                  "- Both figures include the six weekend make-up days (Jan 4, Feb 14, Feb 28, May 9, Sep 20, Oct 10)."),
        (C, "zh", "2026年第200个工作日是10月26日（周一），全年一共248个工作日。"),
        (C, "en", "26/10/2026 (day/month), a Monday, is business day no. 200; the full year has 248."),
        (W, "en", "Weekend make-up days don't count as business days, so the 200th is Tuesday, November 3, 2026, and the year "
                  "has 242 business days."),
        (W, "en", "The 200th business day is Monday, October 26, 2026; the whole year has 250 business days."),
        (W, "en", "Business day no. 200 is Sunday, October 26, 2026, and 2026 has 248 business days in total."),
        (W, "zh", "第200个工作日是10月23日（周五），2026年全年共248个工作日。"),
        ]),

    # 12. Countdown to 2027元旦. Today Tue 2026-11-10. 11-10 → 2027-01-01 = 52 days (11-10..12-31 inclusive is 52
    # calendar days) = 7周3天. 2027-01-01 is a Friday (a plain calendar fact; no holiday arrangement is claimed).
    _d("2026-11-10", "距离2027年元旦（1月1日）还有几周零几天？",
       [("calculate_leave_days", {"start_date": "2026-11-10", "end_date": "2026-12-31"})],
       [(C, "zh", "还有52天，也就是7周零3天。"),
        (C, "zh", "今天11月10日（周二）到2027年1月1日（周五）共52天，合7周3天。"),
        (C, "en", "52 days — 7 weeks and 3 days; New Year's Day 2027 falls on a Friday."),
        (W, "zh", "还有52天，即7周零4天。"),
        (W, "zh", "还有53天，也就是7周零4天。"),
        (W, "zh", "还有7周零3天（52天），2027年元旦是星期六。"),
        (W, "zh", "到12月31日还有38个工作日，所以距离元旦还有5周零3天。"),
        (W, "en", "51 days to go, i.e. 7 weeks and 2 days."),
        ]),

    # 13. Countdown to 国庆 and working days left. Today Fri 2026-08-14. 08-14 → 10-01 = 48 days = 6 weeks 6 days; Oct 1
    # is a Thursday (ISO W40). Working days 08-14..09-30 inclusive = 34 (Sun 9/20 make-up on; 中秋 Fri 9/25 off).
    _d("2026-08-14", "How many weeks and days until National Day (Oct 1)? And how many working days do I still have to "
       "work before the break, counting today?",
       [("calculate_leave_days", {"start_date": "2026-08-14", "end_date": "2026-09-30"})],
       [(C, "en", "6 weeks and 6 days (48 days) until Thursday, Oct 1. Counting today you have 34 working days left — that "
                  "includes the make-up Sunday, Sep 20, and leaves out Mid-Autumn Festival (Fri Sep 25)."),
        (C, "en", "- Countdown: 48 days = 6 weeks + 6 days (Oct 1 is a Thursday, in 2026-W40)\n"
                  "- Working days from today (Fri Aug 14) through Wed Sep 30 inclusive: 34"),
        (C, "zh", "距离国庆还有6周零6天（48天）；含今天还要上34天班（9月20日周日调休上班，9月25日中秋放假）。"),
        (C, "en", "6 wks 6 days; 34 working days incl. today."),
        (W, "en", "48 days, i.e. 6 weeks and 6 days. Working days left counting today: 33, since Sunday Sep 20 is a weekend "
                  "day off."),
        (W, "en", "6 weeks and 6 days to go. You have 35 working days left including today (Aug 14 – Sep 30)."),
        (W, "en", "That's 48 days away, which is 6 weeks and 5 days; counting today there are 34 working days before the "
                  "break."),
        (W, "zh", "距离10月1日还有47天，也就是6周零5天；含今天还要上34天班。"),
        ]),

    # 14. 节前提前下班 before 中秋 and 国庆. Today Tue 2026-09-01. 中秋 break 09-25..27 → last working day Thu 09-24; 国庆
    # break 10-01..07 → last working day Wed 09-30 (9/28–30 are working days between the breaks). 18:00 → 15:00 = 3 h
    # each, 6 h in total.
    _d("2026-09-01", "公司规定节前最后一个工作日15:00下班（平时18:00）。今年中秋和国庆两个假期前，分别是哪天提前下班？一共少上几个小时？",
       [("calculate_leave_days", {"start_date": "2026-09-20", "end_date": "2026-10-10"})],
       [(C, "zh", "中秋假期（9月25日—27日）前是9月24日（周四），国庆假期（10月1日—7日）前是9月30日（周三），每次提前3小时，"
                  "一共少上6小时。"),
        (C, "zh", "| 假期 | 节前最后工作日 | 少上 |\n|---|---|---|\n| 中秋（9/25~9/27） | 9月24日 周四 | 3小时 |\n"
                  "| 国庆（10/1~10/7） | 9月30日 周三 | 3小时 |\n| 合计 | | 6小时 |"),
        (C, "en", "Thu Sep 24 (before Mid-Autumn, Sep 25–27) and Wed Sep 30 (before National Day, Oct 1–7); 3 hours each, "
                  "6 hours in total."),
        (C, "zh", "1. 中秋9月25日至27日放假，前一个工作日是9月24日星期四。\n2. 9月28日至30日照常上班，国庆前最后一个工作日是"
                  "9月30日星期三。\n3. 每次15:00走，比18:00早3小时，两次共六小时。"),
        (W, "zh", "中秋前是9月24日（周四），国庆前是9月30日（周四），各提前3小时，共6小时。"),
        (W, "zh", "中秋前9月24日（周四）、国庆前9月30日（周三）各提前下班一次，每次少上2小时，一共4小时。"),
        (W, "zh", "中秋和国庆连在一起放，节前只有9月24日（周四）一天提前下班，一共少上3小时。"),
        (W, "zh", "中秋前是9月24日（周四），国庆前最后一个工作日是9月29日（周二），每次少3小时，共6小时。"),
        ]),

    # 15. Early finish before 春节 and 清明. Today Tue 2026-01-20. 春节 break 02-15..02-23; Sat 02-14 is a make-up working
    # day, so it is the last working day before the break. 清明 break 04-04..04-06 (3 days) → last working day Fri 04-03.
    # 3 h each, 6 h in total.
    _d("2026-01-20", "We finish at 3 pm instead of 6 pm on the last working day before a public-holiday break. Which days "
       "are those for this year's Spring Festival and Qingming breaks, and how many hours does that save in total?",
       [("calculate_leave_days", {"start_date": "2026-02-09", "end_date": "2026-02-28"}),
        ("calculate_leave_days", {"start_date": "2026-03-30", "end_date": "2026-04-06"})],
       [(C, "en", "Spring Festival: Saturday 14 Feb — it's a make-up working day, so it's the last working day before the "
                  "Feb 15–23 break. Qingming: Friday 3 Apr (break Apr 4–6). 3 hours each, 6 hours in total."),
        (C, "en", "| Break | Last working day | Hours saved |\n|---|---|---|\n| Spring Festival (Feb 15 – Feb 23) | Sat Feb 14 "
                  "(make-up day) | 3 |\n| Qingming (Apr 4 – Apr 6) | Fri Apr 3 | 3 |\n| Total | | 6 hrs |"),
        (C, "zh", "春节前是2月14日（周六，调休上班），清明前是4月3日（周五），各早走3小时，共6小时。"),
        (W, "en", "Spring Festival: Friday Feb 13; Qingming: Friday Apr 3. That's 3 hours each, 6 hours in total."),
        (W, "en", "Spring Festival: Sat Feb 14 (a make-up working day); Qingming: Thursday Apr 3. 3 hours each, 6 in total."),
        (W, "en", "Sat Feb 14 before Spring Festival and Fri Apr 3 before Qingming; finishing 3 hours early each time saves "
                  "9 hours altogether."),
        (W, "en", "Make-up Saturdays don't get the early finish, so for Spring Festival it's Friday Feb 13; for Qingming it's "
                  "Friday Apr 3. 6 hours saved in total."),
        (W, "zh", "春节前最后一个工作日是2月14日（周六，调休上班），清明前是4月3日（周五），共少上6小时；清明假期是4月4日至6日，共4天。"),
        ]),

    # 16. 服务期 and pro-rata repayment. Today Mon 2026-07-20. 2 years from 2025-07-01 → last day Wed 2027-06-30 (730
    # days: no 29 Feb). Served 2025-07-01..2026-07-31 = 396 calendar days; unserved 730 − 396 = 334; repayment
    # 36,500 × 334 / 730 = ¥16,700 (¥50 per day).
    _d("2026-07-20", "公司出钱培训后签了服务期协议：服务期2年，从2025年7月1日起算。培训费36500元，提前离职按未履行的自然日比例赔偿"
       "（服务期按730天计）。我打算最后工作日定在2026年7月31日。服务期本来到哪天结束？我要赔多少？",
       [("calculate_leave_days", {"start_date": "2025-07-01", "end_date": "2026-07-31"})],
       [(C, "zh", "服务期到2027年6月30日（周三）结束。你到2026年7月31日已履行396天（2025-07-01至2026-07-31），未履行334天，"
                  "赔偿36500×334/730=16700元。"),
        (C, "zh", "1. 服务期：2025年7月1日至2027年6月30日，共730天。\n2. 已履行：2025年7月1日至2026年7月31日，396天。\n"
                  "3. 未履行：730−396=334天。\n4. 每天折合36500÷730=50元，应赔334×50=16700元。"),
        (C, "en", "Your service period runs through Wed 30 June 2027. By 31 July 2026 you'll have served 396 days, leaving 334 "
                  "of the 730; ¥36,500 × 334/730 = ¥16,700."),
        (C, "zh", "服务期止于2027年6月30日，需赔偿16700元（未履行334天×50元/天）。"),
        (W, "zh", "服务期两年，到2027年7月1日结束。已履行396天，未履行334天，赔偿36500×334/730=16700元。"),
        (W, "zh", "服务期到2027年6月30日（周三）。2025年7月1日到2026年7月31日已履行395天，未履行335天，赔偿335×50=16750元。"),
        (W, "zh", "服务期到2027年6月30日结束；已履行396天，剩334天，每天50元，共赔16200元。"),
        (W, "en", "The service period ends on 30 June 2028. You'll have served 396 days, leaving 334 of 730, so you repay "
                  "¥36,500 × 334/730 = ¥16,700."),
        ]),

    # 17. 考勤申诉, October. Today Thu 2026-10-08. 5th working day of October: 10/8 (1), 10/9 (2), Sat 10/10 make-up (3),
    # 10/12 (4), Tue 10/13 (5) → published Tue 2026-10-13. 3 working days after it: 10/14, 10/15, Fri 10/16 → appeal
    # deadline Fri 2026-10-16.
    _d("2026-10-08", "考勤表每月第5个工作日公布，公布后3个工作日内可以申诉（不含公布当天）。10月份的考勤表哪天公布？申诉最晚到哪天？",
       [("add_workdays", {"date": "2026-09-30", "days": 5}),
        ("add_workdays", {"date": "2026-10-13", "days": 3})],
       [(C, "zh", "10月的第5个工作日是10月13日（周二），考勤表那天公布；申诉最晚到10月16日（周五）。"),
        (C, "zh", "| 事项 | 日期 |\n|---|---|\n| 第1—5个工作日 | 10/8、10/9、10/10（周六调休上班）、10/12、10/13 |\n"
                  "| 考勤表公布 | 10月13日 周二 |\n| 申诉截止 | 10月16日 周五 |"),
        (C, "en", "October's sheet comes out on Tue Oct 13 (the 5th working day, counting the make-up Saturday Oct 10), and "
                  "the appeal deadline is Fri Oct 16."),
        (W, "zh", "10月10日是周六不算，第5个工作日是10月14日（周三），考勤表那天公布，申诉最晚10月19日（周一）。"),
        (W, "zh", "10月13日（周二）公布；3个工作日内申诉，连公布当天算，最晚10月15日（周四）。"),
        (W, "zh", "考勤表10月13日（周二）公布，申诉截止10月16日（周四）。"),
        (W, "zh", "10月第5个工作日是10月12日（周一），考勤表当天公布，申诉最晚10月15日（周四）。"),
        (W, "en", "The sheet is published on Tue Oct 13; three working days after that takes you to Mon Oct 19, so that's "
                  "the appeal deadline."),
        ]),

    # 18. Attendance appeal, May. Today Wed 2026-05-06. 劳动节 05-01..05; 5th working day of May: 5/6 (1), 5/7 (2), 5/8
    # (3), Sat 5/9 make-up (4), Mon 5/11 (5) → sheet out Mon 2026-05-11. Appeal: 5/12, 5/13, Thu 5/14 → deadline Thu
    # 2026-05-14.
    _d("2026-05-06", "The attendance sheet comes out on the 5th working day of each month and we then have 3 working days "
       "(not counting the publication day) to appeal. When is May's sheet out, and what's the appeal deadline?",
       [("add_workdays", {"date": "2026-04-30", "days": 5}),
        ("add_workdays", {"date": "2026-05-11", "days": 3})],
       [(C, "en", "May's sheet comes out on Monday May 11 — the 5th working day, because May 1–5 is the Labour Day holiday "
                  "and Saturday May 9 is a make-up working day. The appeal deadline is Thursday May 14."),
        (C, "en", "1. Working days in May: May 6, 7, 8, Sat May 9 (make-up), Mon May 11 → 5th = **Mon 11 May**.\n"
                  "2. Three working days after that: May 12, 13, 14 → deadline **Thu 14 May**."),
        (C, "zh", "5月的考勤表5月11日（周一）公布（5月9日周六调休上班算一个工作日），申诉最晚5月14日（周四）。"),
        (C, "en", "Sheet: Mon 5/11. Appeal by: Thu 5/14 (month/day)."),
        (W, "en", "Saturday May 9 doesn't count, so the 5th working day is Tuesday May 12, and the appeal deadline is Friday "
                  "May 15."),
        (W, "en", "Counting May 1, 4 and 5 as working days, the 5th working day is Thursday May 7, and the appeal deadline "
                  "is Monday May 11."),
        (W, "en", "The sheet is out Monday May 11 and the appeal window closes Wednesday May 13."),
        (W, "zh", "考勤表5月11日（周二）公布，申诉截止5月14日（周四）。"),
        ]),

    # 19. 清明 2027 (estimated). Today Tue 2026-12-01. The tool's estimate: 清明节 Mon 2027-04-05, one day off (statutory
    # day only, no bridging or make-up days); the week 04-05..04-11 has 4 working days (4/6–4/9). The 2027 schedule
    # is not published: correct answers say it is an estimate.
    _d("2026-12-01", "2027年清明节是哪天？放几天？那一周（4月5日到11日）要上几天班？",
       [("calculate_leave_days", {"start_date": "2027-04-05", "end_date": "2027-04-11"})],
       [(C, "zh", "按推算，2027年清明节是4月5日（周一），法定放假1天，那一周要上4天班（4月6日—9日）。"
                  "2027年放假安排尚未公布，以上按法定节日推算，仅供参考。"),
        (C, "zh", "| 项目 | 推算结果 |\n|---|---|\n| 清明节 | 2027年4月5日 星期一 |\n| 放假 | 1天（仅法定节日本身） |\n"
                  "| 4/5~4/11 上班 | 4天（4/6~4/9） |\n\n（2027年的安排是推算的，以国务院公布为准，可能另有调休。）"),
        (C, "en", "Qingming 2027 should be Monday April 5: by the statutory rules that's 1 day off, leaving 4 working days "
                  "(Apr 6–9) that week. The 2027 holiday schedule has not been published yet, so this is an estimate."),
        (W, "zh", "2027年清明节是4月5日（周一），放1天，那一周（4月5日到11日）要上4天班，4月6日到9日。"),
        (W, "zh", "国务院已经公布了2027年放假安排：清明节4月5日（周一）放假1天，那一周上4天班（4月6日—9日）。"),
        (W, "zh", "按推算，2027年清明节是4月5日（周日），放1天，那一周上4天班；2027年安排尚未公布，仅供参考。"),
        (W, "zh", "推算2027年清明节是4月5日（周一），放1天；那一周要上5天班。2027年安排还没公布，以官方为准。"),
        (W, "en", "Qingming 2027 falls on Sunday April 4, so by the statutory rules there's no weekday off and you work all "
                  "5 days that week. The 2027 schedule hasn't been published yet, so this is an estimate."),
        ]),

    # 20. 端午 2028 (estimated). Today Fri 2026-11-20. 端午节 2028 is Sun 2028-05-28 (the only day the estimate has off;
    # no substitute day in the estimate). Leave Mon 05-29 – Fri 06-02 = 5 working days by the estimate. The 2028
    # schedule is not published (a substitute day, if announced, would change it): correct answers carry the caveat.
    _d("2026-11-20", "When is the Dragon Boat Festival in 2028? If I take leave from Mon May 29 to Fri Jun 2, 2028, how "
       "many working days of leave is that?",
       [("calculate_leave_days", {"start_date": "2028-05-28", "end_date": "2028-05-28"}),
        ("calculate_leave_days", {"start_date": "2028-05-29", "end_date": "2028-06-02"})],
       [(C, "en", "Dragon Boat Festival 2028 falls on Sunday, May 28. Your leave from Mon May 29 through Fri Jun 2 is 5 "
                  "working days — but that's an estimate: the 2028 holiday schedule hasn't been announced, and if the State "
                  "Council gives a substitute day off it would be fewer."),
        (C, "en", "- Dragon Boat Festival: Sun 2028-05-28\n- Leave May 29 – Jun 2: 5 working days (estimated)\n"
                  "- Caveat: the official 2028 schedule is not published yet; this is based on the statutory festival days "
                  "only."),
        (C, "zh", "2028年端午节是5月28日（星期日）。5月29日（周一）至6月2日（周五）请假，按推算是5个工作日。"
                  "2028年放假安排尚未公布，以上为推算，以国务院公布为准。"),
        (W, "en", "Dragon Boat Festival 2028 is on Sunday, May 28, and your leave from May 29 to June 2 is 5 working days."),
        (W, "en", "It's on Sunday May 28, 2028, and per the official 2028 holiday schedule your leave May 29 – Jun 2 is 5 "
                  "working days."),
        (W, "en", "The Dragon Boat Festival in 2028 falls on Monday May 29, so your leave May 29 – Jun 2 is only 4 working "
                  "days. (Estimate: the 2028 schedule hasn't been published.)"),
        (W, "zh", "2028年端午节是5月28日（星期六），5月29日至6月2日请假是5个工作日。2028年安排尚未公布，这是推算，仅供参考。"),
        (W, "en", "Dragon Boat 2028 is Sunday May 28; taking May 29 – Jun 2 off costs 6 working days. This is an estimate — "
                  "the 2028 schedule isn't out yet."),
        ]),
]
