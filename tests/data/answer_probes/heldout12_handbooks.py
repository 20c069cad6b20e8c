"""heldout12, the handbook part: three handbooks written for this set (in heldout12_handbooks/<folder>/handbook/)
and 24 questions on them (8 per handbook), 9 answers each (4 correct, 5 wrong), written by hand after reading
each search's REAL result (make_heldout12.py --part handbooks). The writer never read the answer check's code
nor ran it on this set; every case is "report".

The handbooks:
- taipei_design_studio (short "taipei"): 青禾設計有限公司 工作規則, Traditional Chinese Markdown, 第N條 under
  ## 章 headings. NT$ / 新台幣 / 元; 月薪 ÷ 30 (日工資) ÷ 8 (每小時工資額); 平日加班 first 2 hours 4/3, next 2
  hours 5/3; 休息日 4/3 (h1–2), 5/3 (h3–8), 8/3 (h9–12); 46-hour monthly cap (weekday + rest day together);
  特休 by seniority (6 months 3, 1 year 7, 2 years 10, 3 years 14, 5 years 15, 10 years 16 then +1 a year, max 30);
  病假 half pay up to 30 days, certificate over 3 consecutive days; 婚假 8 days; 喪假 8 / 6 / 3 days by relation.
- glenmore_distillery (short "glenmore"): a Scottish distillery's handbook, British English .docx (written by
  heldout12_handbooks/make_glenmore_docx.py with python-docx), numbered clauses and one Word table. £; night
  shift +20%, weekend 1.5x, no stacking; standby £30.00 a night replaced by £36.50 from 6 April 2026 (amendment
  A2, clause 8.2); call-out minimum 2 hours replaced by 3 hours from 1 January 2026 (amendment A1, clause 8.1);
  holiday in HOURS (5.6 x contracted weekly hours, bank holidays included, 1/12 per complete month for joiners);
  TOIL hour for hour, taken within 3 calendar months or it lapses unpaid; sick pay £118.75 a week after 3
  waiting (qualifying) days, daily rate = weekly ÷ qualifying days.
- yuhang_pharma_plant (short "yuhang"): 杭州余杭康宁制药 考勤与休假制度, plain .txt with 一、/（一）/1. numbering
  and a | - table. 日工资 = 月基本工资 ÷ 21.75, 小时 = ÷ 8; 综合工时制 (quarter, 522 hours) and 三班倒; 中班 30
  元/班, 夜班 60 元/班; 高温津贴 June–September 300 (高温岗位) / 200 (其他) 元/月, half if under 10 days'
  attendance; 加班 1.5 / 2 / 3 倍; 年假 5 / 10 / 15 by 累计工作年限 with new-joiner proration by remaining calendar
  days (fractions dropped); 婚假 13 自然日 (法定节假日顺延, 休息日不顺延); 产假 158 自然日 (holidays not added);
  事假 3 working days' notice, deducted at 日工资.

Questions: rates and totals (overtime for given hours, a month's allowances, sick pay, standby across an
amendment date), bands at a boundary (exactly 6 months, exactly 10 years, 12 years), pro-rata entitlements
(hours for a part-time joiner, 年假 for a new joiner), deadlines and dates (TOIL deadline, 事假 notice over 国庆,
产假 and 婚假 end dates — the last three also call the date tools), caps (46-hour overtime cap), and rules the
handbook does not have (remote work, a Christmas bonus: correct answers say the handbook does not cover it).

Forms: about 40% of answers in English (also for the Chinese handbooks); one-liners, worked sums, Markdown
tables, lists; 4/3 / 1⅓ / 三分之一, 1.5x / 一倍半 / 150%, £ / GBP / pounds / 英镑, NT$ / 新台幣 / 元 / ¥ / yuan,
dates as 6月13日, 13 Jun, 2026/12/5, 18/06/2026, 十月八日.

Errors (exactly one per wrong answer): another band's value, a wrong divisor (21.75 vs 30 vs 26; ÷7 for a
five-day week), the old rate after an amendment (or the new rate before it, or a wrong effective date), a cap or
minimum applied wrongly, allowances stacked that must not stack, arithmetic slips, a wrong unit (days for hours),
working vs calendar days, an off-by-one date or a wrong weekday, an invented rule, a right number with a wrong
rule attached.

Audit (handbook part): every one of the 216 answers was re-judged against the handbook text, the search hits each
case really retrieves (make_heldout12.py --part handbooks), the arithmetic, and the calendar (weekdays and
holidays checked with chinese_calendar; add_workdays / calculate_leave_days results read). Every correct answer
relies only on retrieved clauses, so no search words changed; every wrong answer carries one clear error. Changes:
(1) yuhang 包衣 case, the 4th correct answer "¥150 + ¥480 = ¥630." did not say which amount is which allowance
(the question asks for each): now "High-temperature ¥150 + night-shift ¥480 = ¥630." (label kept C);
(2) glenmore handbook clause 1.2 said "Section 10 records amendments" though the amendments are section 8: fixed
to "Section 8" in make_glenmore_docx.py and the .docx regenerated (no case depends on clause 1.2). No label
changed. Final counts: 24 questions, 216 answers, 96 correct, 120 wrong.
"""
from __future__ import annotations

from heldout4_cases import C, W, _d, _q, _s

HANDBOOKS = {"taipei": "taipei_design_studio", "glenmore": "glenmore_distillery", "yuhang": "yuhang_pharma_plant"}

HANDBOOK_CASES = [
    # ------------------------------------------------------------------ taipei_design_studio (青禾設計)
    # Truth: hourly = 45,000 ÷ 30 ÷ 8 = 187.5 (第2條); h1–2 × 4/3 = 250 each (500), h3 × 5/3 = 312.5 (第5條);
    # total NT$812.5.
    _d("2026-06-15", "我月薪NT$45,000，上週二平日加班3小時，加班費怎麼算？",
       [_q("平日延長工作時間 加班費 三分之一 三分之二"), _q("工資計算基準 月薪除以30 每小時工資額")],
       [(C, "zh", "平日每小時工資額 = 45,000 ÷ 30 ÷ 8 = 187.5 元。前2小時按4/3倍：250 × 2 = 500 元；第3小時按5/3倍："
                  "312.5 元。加班費合計 NT$812.5。"),
        (C, "en", "Hourly rate: NT$45,000 ÷ 30 ÷ 8 = NT$187.50. The first two hours are paid at 1⅓ × (NT$250 each, "
                  "NT$500) and the third hour at 1⅔ × (NT$312.50), so the overtime pay is NT$812.50."),
        (C, "zh", "| 時段 | 倍率 | 金額 |\n|---|---|---|\n| 第1–2小時 | 加給三分之一（4/3） | 500元 |\n"
                  "| 第3小時 | 加給三分之二（5/3） | 312.5元 |\n| 合計 | | 812.5元 |\n\n時薪基準187.5元（月薪÷30÷8）。"),
        (C, "en", "NT$812.5 for the 3 hours (2 h × 250 + 1 h × 312.5, on an hourly base of 45,000/30/8 = 187.5)."),
        (W, "zh", "每小時工資額 = 45,000 ÷ 21.75 ÷ 8 ≈ 258.62 元；前2小時 × 4/3 ≈ 689.66 元，第3小時 × 5/3 ≈ 431.03 元，"
                  "合計約 1,120.69 元。"),
        (W, "zh", "3小時都按每小時工資額187.5元的4/3倍計：3 × 250 = 750元。"),
        (W, "zh", "加班費只發加給的部分：187.5 × 1/3 × 2 + 187.5 × 2/3 × 1 = 125 + 125 = 250 元。"),
        (W, "en", "Hourly base NT$187.50; hours 1–2 at 4/3 = NT$500, hour 3 at 5/3 = NT$312.50; total NT$862.50."),
        (W, "zh", "時薪187.5元，前2小時按4/3倍共500元，第3小時按2又2/3倍（8/3）為500元，合計1,000元。"),
        ], handbook="taipei"),

    # Truth: joined 2025-12-15, today 2026-06-15 = exactly 6 months → 6個月以上未滿1年: 3日, acquired on the day
    # the seniority is reached, on full pay (第10條).
    _s("taipei", "特別休假日數 年資 6個月以上未滿1年",
       "我2025年12月15日到職，今天剛好滿6個月，現在有特休嗎？幾天？",
       [(C, "zh", "有。到職滿6個月即可享有特休3日（第10條：6個月以上、未滿1年為3日），今天起就取得。"),
        (C, "en", "Yes — as of today you've completed 6 months, so you're entitled to 3 days of annual leave (特休) "
                  "under Article 10."),
        (C, "zh", "今天剛好滿半年，依第10條可享有三日特別休假，工資照給；滿1年後為7日。"),
        (C, "en", "3 days. The 6-months-to-1-year band applies from the day you reach 6 months, which is today "
                  "(15 June 2026); it rises to 7 days once you reach 1 year."),
        (W, "zh", "還沒有，特休要到職滿1年才有，屆時為7日。"),
        (W, "zh", "現在可享有特休7日。"),
        (W, "zh", "滿6個月有特休3日，但要下個月才能開始請。"),
        (W, "en", "Exactly 6 months isn't enough — you need more than 6 months, so the 3 days start from tomorrow."),
        (W, "zh", "有3日特休，但特休期間工資減半發給。"),
        ]),

    # Truth: 10 years → 16日, +1 for each further full year → 12 years = 18日, max 30 (第10條); unused days may be
    # deferred one year, then paid (第11條).
    _s("taipei", "特別休假日數 10年以上 每滿1年加給1日",
       "我在公司的年資今年剛滿12年，今年特休有幾天？",
       [(C, "zh", "18日。滿10年為16日，之後每滿1年加1日：滿11年17日、滿12年18日（最多30日）。"),
        (C, "en", "18 days: 16 days at 10 years, plus one day for each further full year (11 years → 17, "
                  "12 years → 18), up to a maximum of 30."),
        (C, "zh", "十八天特休。"),
        (C, "zh", "年資滿12年，今年特休為18日。"),
        (W, "zh", "17日（滿10年16日，再加1日）。"),
        (W, "en", "15 days — the 5-to-10-year band tops out at 15 and there are no further increases."),
        (W, "zh", "滿12年：15 + 12 = 27日。"),
        (W, "en", "18 days, and any days you don't use by the end of the year are forfeited."),
        (W, "zh", "滿10年16日，之後每滿1年加給3日，滿12年為22日。"),
        ]),

    # Truth: 日工資 = 42,000 ÷ 30 = 1,400 (第2條); 病假 within 30 days at half pay → 700 a day deducted → 2,800
    # for 4 days; over 3 consecutive days → medical certificate (第12條).
    _d("2026-06-15", "我月薪NT$42,000，這週請了4天普通傷病假（沒住院，今年第一次請），薪水會扣多少？要附證明嗎？",
       [_q("普通傷病假 未住院 30日 工資折半"), _q("工資計算基準 日工資 月薪除以30")],
       [(C, "zh", "日工資 = 42,000 ÷ 30 = 1,400 元，30日內的病假工資折半，每天扣 700 元，4天共扣 NT$2,800。"
                  "連續請假超過3日，要附醫療院所證明。"),
        (C, "en", "Your daily wage is NT$1,400 (42,000 ÷ 30). Sick leave within the 30-day yearly limit is paid at "
                  "half, so you lose NT$700 a day — NT$2,800 for the 4 days. As it's more than 3 consecutive days, "
                  "you need a medical certificate."),
        (C, "zh", "- 扣款：2,800元\n- 病假期間仍發半薪：1,400 × 50% × 4 = 2,800元\n- 連續4天，超過3日：需檢附醫療證明"),
        (C, "en", "Deduction NT$2,800 (half of NT$1,400 × 4 days); a medical certificate is required (over 3 "
                  "consecutive days)."),
        (W, "zh", "日工資 = 42,000 ÷ 21.75 ≈ 1,931 元，折半每日扣約 965.5 元，4天約扣 3,862 元；需附證明。"),
        (W, "en", "Sick leave is unpaid, so NT$5,600 is deducted (4 × NT$1,400); you need a medical certificate."),
        (W, "zh", "扣2,800元，但不需要附證明，連續超過5日才需要。"),
        (W, "en", "Daily wage NT$1,400, half pay, so NT$700 × 4 = NT$2,100 is deducted; bring a medical certificate."),
        (W, "zh", "30日以內的普通傷病假工資照給，不扣薪；但要附證明。"),
        ], handbook="taipei"),

    # Truth: 配偶之父母 → 6日, paid, may be split, within 百日 of the death (第15條).
    _s("taipei", "喪假 配偶之父母 喪亡",
       "我岳母過世了，可以請幾天喪假？有期限嗎？",
       [(C, "zh", "6日（配偶之父母），工資照給，可依習俗分次請，但要在岳母過世之日起百日內請完。"),
        (C, "en", "A mother-in-law counts as 配偶之父母, so you get 6 days of paid bereavement leave. You may split it, "
                  "but it must all be used within 100 days of her death."),
        (C, "zh", "喪假六天，可以分次，死亡之日起百日內請畢即可。"),
        (C, "en", "6 days, on full pay; deadline: within 100 days from the date of death."),
        (W, "zh", "8日，與父母喪亡相同，可分次，百日內請畢。"),
        (W, "zh", "岳母屬姻親，喪假3日，百日內請畢。"),
        (W, "zh", "6日，但必須一次連續請完，不能分次。"),
        (W, "en", "6 days of paid leave, but they must be used within 30 days of the death."),
        (W, "zh", "6日，喪假期間工資折半發給。"),
        ]),

    # Truth: hourly = 43,200 ÷ 30 ÷ 8 = 180 (第2條); 休息日 h1–2 × 4/3 = 240 (480), h3–8 × 5/3 = 300 (1,800),
    # h9–10 × 8/3 = 480 (960) (第6條); total NT$3,240.
    _d("2026-06-15", "月薪43,200元，上週六（休息日）出勤了10小時，這天的加班費是多少？",
       [_q("休息日出勤 加班費 前2小時 第3小時至第8小時 第9小時"), _q("工資計算基準 每小時工資額 月薪 ÷ 30 ÷ 8")],
       [(C, "zh", "每小時工資額 43,200 ÷ 30 ÷ 8 = 180 元。\n\n| 時數 | 倍率 | 金額 |\n|---|---|---|\n"
                  "| 第1–2小時 | 4/3 | 480 |\n| 第3–8小時 | 5/3 | 1,800 |\n| 第9–10小時 | 8/3 | 960 |\n"
                  "| 合計 | | 3,240元 |"),
        (C, "en", "Hourly base NT$180 (43,200 ÷ 30 ÷ 8). Hours 1–2: 2 × 240 = 480; hours 3–8: 6 × 300 = 1,800; "
                  "hours 9–10: 2 × 480 = 960. Total NT$3,240."),
        (C, "zh", "共新台幣3,240元：前2小時加給一又三分之一，第3至8小時加給一又三分之二，第9、10小時加給二又三分之二。"),
        (C, "en", "NT$3,240 for the 10 hours, within the 12-hour daily limit for rest-day work."),
        (W, "zh", "時薪180元，前2小時 × 4/3 = 480元，第3–10小時都按5/3倍：8 × 300 = 2,400元，合計2,880元。"),
        (W, "zh", "第1–2小時480元，第3–8小時1,800元，第9–10小時960元，合計3,420元。"),
        (W, "zh", "休息日出勤工資加倍：180 × 2 × 10 = 3,600元。"),
        (W, "en", "NT$3,240 in theory, but only 8 hours can be paid on a rest day; hours beyond 8 must be taken as "
                  "time off (補休)."),
        (W, "zh", "每小時工資額 = 43,200 ÷ 21.75 ÷ 8 ≈ 248.28 元，依4/3、5/3、8/3三段計算，合計約 4,468.97 元。"),
        ], handbook="taipei"),

    # Truth: the handbook has no rule on remote work / working from home (the search finds nothing).
    _s("taipei", "遠距辦公 在家工作",
       "公司可以遠距辦公嗎？一週可以在家工作幾天？",
       [(C, "zh", "工作規則裡沒有遠距辦公或在家工作的規定，建議直接詢問主管或人資。"),
        (C, "en", "The handbook doesn't cover remote work or working from home, so there's no set number of days in "
                  "it — please check with HR or your manager."),
        (C, "zh", "查不到相關條款：手冊沒有規定在家工作的天數。"),
        (C, "en", "Not in the handbook — there's no rule on working from home."),
        (W, "zh", "可以，每週最多2天在家工作，須事先申請。"),
        (W, "en", "Yes, up to 1 day a week, with your manager's approval."),
        (W, "zh", "依工作規則第4條，上下班時間可彈性調整，因此每週可在家工作3天。"),
        (W, "en", "Remote work isn't allowed under the handbook; all staff must work on site."),
        (W, "zh", "手冊規定試用期滿後才可申請遠距辦公，每週1天。"),
        ]),

    # Truth: weekday overtime and rest-day hours count together against 46 hours a month (第8條): 30 + 12 = 42,
    # 4 hours left.
    _s("taipei", "每月加班時數上限 46小時 休息日出勤",
       "這個月我平日已經加班30小時，週六休息日又出勤了12小時，本月還可以再加班幾小時？",
       [(C, "zh", "還能加4小時：平日加班與休息日出勤合併計算，每月上限46小時，46 − 42 = 4。"),
        (C, "en", "4 more hours. Weekday overtime and rest-day hours are added together (30 + 12 = 42) against the "
                  "46-hour monthly cap."),
        (C, "zh", "本月剩餘額度：四小時。"),
        (C, "zh", "本月還剩4小時（46 − 30 − 12）。"),
        (W, "zh", "還可以加16小時，休息日出勤不計入46小時的上限。"),
        (W, "en", "6 hours left (46 − 42 = 6)."),
        (W, "zh", "每月上限54小時，所以還有12小時。"),
        (W, "en", "4 hours, but only as rest-day work: weekday overtime is capped at 30 hours a month."),
        (W, "zh", "還可以再加班4天。"),
        ]),

    # ------------------------------------------------------------------ glenmore_distillery
    # Truth: 12 × 7.5 = 90 hours × £15.20 × 20% = £273.60 on top of basic (clause 3.1, table); at 120% the hours
    # pay £1,641.60 in all.
    _s("glenmore", "night shift allowance 20% basic hourly rate",
       "This month I worked 12 weekday night shifts, 7.5 paid hours each, on a basic rate of £15.20 an hour. "
       "How much night shift allowance do I get on top of my basic pay?",
       [(C, "en", "£273.60 — 12 × 7.5 = 90 hours × £15.20 × 20%. (Those hours are paid at 120% in total: "
                  "£1,641.60.)"),
        (C, "zh", "夜班津贴 = 90小时 × £15.20 × 20% = £273.60。"),
        (C, "en", "Night shift allowance: 90 h × £3.04 = £273.60."),
        (C, "zh", "在基本工资之外额外可得273.60英镑（夜班按基本时薪上浮20%，按实际工作小时计）。"),
        (W, "en", "£342.00 (90 h × £15.20 × 25%)."),
        (W, "zh", "夜班按1.5倍计：90 × 15.20 × 0.5 = £684 的额外津贴。"),
        (W, "zh", "£291.84：12班 × 8小时 × £15.20 × 20%。"),
        (W, "zh", "夜班津贴为 £1,641.60。"),
        (W, "en", "90 × £15.20 = £1,368, and 20% of that is £27.36."),
        ]),

    # Truth: all hours on Saturday/Sunday at 1.5x (3.2); allowances do not stack, so no +20% (3.3):
    # 7.5 × £16 × 1.5 = £180.
    _s("glenmore", "allowances do not stack night shift weekend rate Saturday",
       "I'm rostered on the night shift from 22:00 Saturday to 06:00 Sunday, 7.5 paid hours, basic rate £16.00. "
       "What will that shift pay?",
       [(C, "en", "£180.00 — all 7.5 hours fall on the weekend, so they're paid at time and a half (£24 an hour); "
                  "the 20% night allowance isn't added on top because allowances don't stack."),
        (C, "zh", "£180：周末按1.5倍，7.5 × 16 × 1.5；夜班20%津贴不叠加。"),
        (C, "zh", "7.5 × £24 = £180（只按周末费率）。"),
        (C, "zh", "按周末一倍半计：每小时24英镑，共180英镑。夜班津贴与周末费率不能同时享受。"),
        (W, "en", "£216 — weekend 1.5× plus the 20% night allowance (1.5 × 1.2 = 1.8×)."),
        (W, "zh", "£204：周末1.5倍再加夜班20%，即1.7倍。"),
        (W, "en", "£144 — the night shift rate of 120% applies."),
        (W, "zh", "按周末1.5倍：7.5 × 16 × 1.5 = £190。"),
        (W, "en", "£120 — 7.5 × £16 at basic rate, since night work at weekends carries no enhancement."),
        ]),

    # Truth: 5.6 × 30 = 168 hours a year, bank holidays included (4.2, 4.4); joiner: 1/12 per complete calendar
    # month (4.5): July–December = 6 months → 84 hours.
    _d("2026-06-15", "I'm starting on 1 July 2026 on a 30-hour week. How much paid holiday will I get for 2026?",
       [_q("part-time holiday entitlement 5.6 weeks pro rata hours"),
        _q("join during holiday year complete calendar month one twelfth")],
       [(C, "en", "84 hours: 5.6 × 30 = 168 hours a year, and you get 1/12 of that for each complete month you work "
                  "in 2026 (July–December = 6 months), so 168 × 6/12 = 84 hours, bank holidays included."),
        (C, "zh", "2026年共84小时（全年168小时 × 6/12），已含公共假日，不另加。"),
        (C, "en", "| Step | Hours |\n|---|---|\n| Annual (5.6 × 30) | 168 |\n| Complete months in 2026 | 6 |\n"
                  "| 2026 entitlement | 84 hours |"),
        (C, "zh", "全年按5.6周 × 30小时 = 168小时；7月1日入职，2026年有6个完整月，折算84小时。"),
        (W, "en", "168 hours — part-timers get the full 5.6 weeks in their first year."),
        (W, "zh", "105小时（按37.5小时全职标准210小时的一半）。"),
        (W, "en", "84 hours, plus the 8 public holidays on top."),
        (W, "zh", "2026年可享受84天带薪年假。"),
        (W, "zh", "70小时：7月不算完整月，168 × 5/12 = 70。"),
        ], handbook="glenmore"),

    # Truth: TOIL hour for hour (5.1) → 6 hours; must be taken by the same date three calendar months later:
    # Thursday 18 June 2026; otherwise it lapses, not paid out (5.2).
    _s("glenmore", "TOIL taken within 3 months lapses not paid",
       "I worked 6 hours' overtime on Wednesday 18 March 2026 and took it as TOIL. By when do I need to use it, "
       "and what happens if I don't?",
       [(C, "en", "Use it by Thursday 18 June 2026 — three calendar months after it was earned. If you don't, it "
                  "lapses: it isn't paid out or turned back into overtime pay."),
        (C, "zh", "须在2026年6月18日（周四）前休完；逾期作废，不会折算成加班费。"),
        (C, "en", "Deadline 18/06/2026. Unused TOIL lapses (no payment)."),
        (C, "zh", "最晚6月18日要把这6小时调休用掉，过期就没了，也不会发钱。"),
        (W, "en", "By 18 May 2026; after that it lapses."),
        (W, "zh", "6月18日前休完；过期未休的按加班费标准折算发放。"),
        (W, "zh", "可以在6个月内用，即2026年9月18日前。"),
        (W, "zh", "须在90个工作日内休完，也就是7月底前；过期作废。"),
        (W, "en", "By Thursday 18 June 2026. TOIL is credited at time and a quarter, so you have 7.5 hours to use."),
        ], today="2026-03-19"),

    # Truth: standby £30.00 a night before 6 April 2026, £36.50 from then (3.4, amendment A2 in 8.2):
    # 4 × 30 + 3 × 36.50 = 120 + 109.50 = £229.50.
    _d("2026-06-15", "I did 4 standby nights in March 2026 and 3 in May 2026. How much standby pay is that in total?",
       [_q("standby payment per night amendment 6 April 2026"),
        _q("standby rostered night 18:00–08:00 whether or not called out")],
       [(C, "en", "£229.50: 4 × £30.00 = £120.00 for March (before the 6 April 2026 increase) plus 3 × £36.50 = "
                  "£109.50 for May."),
        (C, "zh", "共229.50英镑：3月4晚按旧标准30镑 = 120镑，5月3晚按4月6日起的新标准36.50镑 = 109.50镑。"),
        (C, "en", "- March (before 6 April): 4 × £30 = £120\n- May: 3 × £36.50 = £109.50\n- Total: GBP 229.50"),
        (C, "zh", "合计 GBP 229.50（修订A2自2026年4月6日起把待命费从30镑提高到36.50镑，3月的按30镑算）。"),
        (W, "en", "£255.50 — all 7 nights at the new £36.50 rate."),
        (W, "zh", "7晚 × 30英镑 = 210英镑。"),
        (W, "en", "4 × £30 + 3 × £36.50 = £219.50."),
        (W, "zh", "3月按30镑、5月按36.50镑，合计229.50镑；但待命费只在实际被叫回现场时才支付。"),
        (W, "en", "£229.50 — the new £36.50 rate applies from 1 April 2026."),
        ], handbook="glenmore"),

    # Truth: qualifying days 1–5 and 8–10 June (8); first 3 (1–3 June) are unpaid waiting days (6.3); 5 paid days
    # × £118.75 ÷ 5 = £23.75 (6.4) = £118.75; paid for up to 28 weeks.
    _d("2026-06-11", "I was off sick from Monday 1 June to Wednesday 10 June 2026 (I normally work Monday to Friday). "
                     "How much sick pay will I get?",
       [_q("sick pay waiting days qualifying days £118.75"),
        _q("daily rate of sick pay weekly rate divided by qualifying days 28 weeks")],
       [(C, "en", "£118.75. Your first three qualifying days (Mon 1 – Wed 3 June) are unpaid waiting days; the other "
                  "5 days (4, 5, 8, 9 and 10 June) are paid at £118.75 ÷ 5 = £23.75 a day."),
        (C, "zh", "共8个合格工作日，前3天为等待期不付；其余5天 × £23.75 = £118.75。"),
        (C, "en", "5 paid days × £23.75 = £118.75 in total."),
        (C, "zh", "病假工资118.75英镑，从6月4日（第4个合格日）起算。"),
        (W, "en", "£190.00 — 8 days × £23.75."),
        (W, "zh", "等待期4天，只付4天：4 × 23.75 = 95英镑。"),
        (W, "en", "£84.82 — daily rate £118.75 ÷ 7 = £16.96, times 5 days."),
        (W, "zh", "等待期为6月1–3日，之后按自然日计：6月4日至10日共7天 × 23.75 = 166.25英镑。"),
        (W, "en", "£118.75 — and sick pay can continue for up to 28 days in any period of sickness."),
        ], handbook="glenmore"),

    # Truth: amendment A1 (8.1): from 1 January 2026 each call-out has a 3-hour minimum at time and a half →
    # 3 × £16 × 1.5 = £72.
    _s("glenmore", "call-out minimum payment amendment 1 January 2026",
       "I was on standby last night (Tuesday 12 May 2026) and got called out to site for one hour. My basic rate is "
       "£16. What's the call-out payment?",
       [(C, "en", "£72: since 1 January 2026 each call-out is paid at time and a half with a 3-hour minimum, so "
                  "3 × £24 = £72 even though you only worked one hour."),
        (C, "zh", "按修订A1，最低按3小时、1.5倍计：3 × 16 × 1.5 = 72英镑。"),
        (C, "en", "£72.00 (3-hour minimum × £24/h)."),
        (C, "zh", "叫回费72镑：虽然只干了1小时，但2026年1月1日起每次叫回最少按3小时、一倍半支付。"),
        (W, "en", "£48 — the minimum is 2 hours × £24."),
        (W, "zh", "只按实际1小时计：16 × 1.5 = 24英镑。"),
        (W, "zh", "£57.60：3小时 × £16 × 1.2（夜班费率）。"),
        (W, "zh", "3小时 × 16 = 48英镑（按基本时薪）。"),
        (W, "en", "£72, under the 3-hour minimum that applies from 6 April 2026."),
        ], today="2026-05-13"),

    # Truth: the handbook has no Christmas bonus (the search finds nothing).
    _s("glenmore", "Christmas bonus",
       "Does Glenmore pay a Christmas bonus, and how much is it?",
       [(C, "en", "The handbook doesn't mention a Christmas bonus — there's no rule or amount in it, so ask HR or "
                  "payroll."),
        (C, "zh", "员工手册里没有关于圣诞奖金的规定，查不到金额，建议问人事。"),
        (C, "en", "Nothing in the handbook about a Christmas bonus."),
        (C, "zh", "手册未涉及圣诞节奖金。"),
        (W, "en", "Yes — one week's basic pay, paid in December."),
        (W, "zh", "有，每人250英镑，随12月工资发放。"),
        (W, "zh", "不发，手册规定公司不发放任何奖金。"),
        (W, "zh", "圣诞奖金按基本工资的20%发放（见第3.1条）。"),
        (W, "en", "A Christmas bonus of £36.50 per employee applies from 6 April 2026 (amendment A2)."),
        ]),

    # ------------------------------------------------------------------ yuhang_pharma_plant (余杭康宁制药)
    # Truth: 中班 8 × 30 = 240, 夜班 10 × 60 = 600 (三（一）table); 高温津贴 July, 其他岗位 (air-conditioned clean
    # area) 200 (三（二）); both together (三（三）): 1,040 元.
    _d("2026-08-03", "我在无菌制剂车间（空调洁净区），7月上了8个中班、10个夜班，7月的津贴一共多少？",
       [_q("夜班津贴 中班 夜班 元/班"), _q("高温津贴 6月至9月 其他岗位 200元/月")],
       [(C, "zh", "共1,040元：中班8 × 30 = 240元，夜班10 × 60 = 600元，高温津贴（非高温岗位）200元。"),
        (C, "en", "¥1,040 in total: 8 middle shifts × ¥30 = ¥240, 10 night shifts × ¥60 = ¥600, plus the July "
                  "high-temperature allowance for a non-high-temperature post, ¥200."),
        (C, "zh", "| 项目 | 计算 | 金额 |\n|---|---|---|\n| 中班津贴 | 8 × 30 | 240元 |\n| 夜班津贴 | 10 × 60 | 600元 |\n"
                  "| 高温津贴 | 其他岗位 | 200元 |\n| 合计 | | 1,040元 |"),
        (C, "en", "1040 yuan (240 + 600 + 200); the shift allowances and the high-temperature allowance can be "
                  "paid together."),
        (W, "zh", "1,140元：中班240元 + 夜班600元 + 高温津贴300元。"),
        (W, "en", "¥840 — the high-temperature allowance doesn't apply to air-conditioned clean areas."),
        (W, "zh", "中班8 × 60 = 480元，夜班10 × 30 = 300元，加高温200元，共980元。"),
        (W, "zh", "240 + 600 + 200 = 940元。"),
        (W, "zh", "夜班津贴与高温津贴只能取其一，按较高的夜班类津贴840元发放。"),
        ], handbook="yuhang"),

    # Truth: 6,525 ÷ 21.75 = 300 元/天 × 2 = 600 元 (一（二）, 五（五）2); 3 working days' notice, 15 working days a
    # year (五（五）1).
    _s("yuhang", "事假 扣款 月基本工资 21.75",
       "我月基本工资6,525元，下周想请2天事假，要扣多少钱？",
       [(C, "zh", "扣600元：日工资 = 6,525 ÷ 21.75 = 300元，2天共600元。"),
        (C, "en", "¥600 — daily pay is 6,525 ÷ 21.75 = ¥300, times 2 days."),
        (C, "zh", "扣款 = 6525 ÷ 21.75 × 2 = 600元。记得提前3个工作日申请。"),
        (C, "en", "600 yuan will be deducted (300 a day); personal leave is unpaid and must be requested 3 working "
                  "days in advance."),
        (W, "zh", "按30天折算：6,525 ÷ 30 × 2 = 435元。"),
        (W, "zh", "按26天折算：6,525 ÷ 26 × 2 ≈ 501.92元。"),
        (W, "zh", "2天扣600元，但全年事假累计超过10天的不再批准。"),
        (W, "en", "¥1,200 — personal leave is deducted at double the daily rate."),
        (W, "zh", "日工资 6525 ÷ 21.75 ≈ 280元，2天扣560元。"),
        ]),

    # Truth: exactly 10 years → 满10年不满20年: 10 days; new joiner 2026-07-01: 184 remaining calendar days ÷ 365 ×
    # 10 = 5.04 → 5 days (fraction dropped); 年休假 counted in working days (五（一）1–3).
    _s("yuhang", "年休假 累计工作年限 满10年 新入职 折算 剩余日历天数",
       "我今天（7月1日）刚入职，之前累计工作正好满10年，今年在公司能休几天年假？",
       [(C, "zh", "5天。满10年适用10天档；按剩余日历天数折算：184 ÷ 365 × 10 ≈ 5.04，不足1整天的部分不享受，今年5天。"),
        (C, "en", "5 days this year: exactly 10 years puts you in the 10-day band, prorated by the 184 calendar days "
                  "left in 2026 (184/365 × 10 ≈ 5.04, fractions dropped)."),
        (C, "zh", "今年折算后五天年假（全年标准为10天）。"),
        (C, "en", "Full-year entitlement: 10 days (the 10–20 year band); for 2026 you get 5 days after proration."),
        (W, "zh", "2天：刚满10年还按5天档，184/365 × 5 ≈ 2.5，取2天。"),
        (W, "en", "10 days — new joiners get the full year's entitlement."),
        (W, "zh", "184 ÷ 365 × 10 ≈ 5.04，不足1天按1天计，今年共6天。"),
        (W, "zh", "15天，工作已满10年。"),
        (W, "zh", "5天，按自然日连续计算，中间的周末也算在年假里。"),
        ], today="2026-07-01"),

    # Truth: 158 自然日 from 2026-07-01 → 2026-12-05 (Sat), holidays in between not added (五（三）); the tool
    # confirms 158 calendar days; back at work Monday 2026-12-07.
    _d("2026-06-20", "我的产假从2026年7月1日开始，最后一天是哪天？哪天回来上班？",
       [_q("产假 158天 自然日 法定节假日不顺延"),
        ("calculate_leave_days", {"start_date": "2026-07-01", "end_date": "2026-12-05"})],
       [(C, "zh", "产假158天按自然日算，7月1日到12月5日（周六）为止，期间的中秋、国庆不顺延；12月7日（周一）回来上班。"),
        (C, "en", "Your 158 calendar days run from 1 July to Saturday 5 December 2026 (holidays in between don't "
                  "extend it), so you're back at work on Monday 7 December."),
        (C, "zh", "最后一天：2026/12/5（星期六）；返岗：12月7日星期一。"),
        (C, "en", "Last day: 5 Dec 2026 (Sat). Return: Mon 7 Dec."),
        (W, "zh", "期间中秋、国庆共10天顺延，最后一天是12月15日（周二），12月16日回来上班。"),
        (W, "zh", "产假到12月4日（周五）结束，12月7日（周一）回来上班。"),
        (W, "zh", "最后一天12月5日是周六，按规定顺延到12月7日（周一），12月8日返岗。"),
        (W, "en", "Last day Saturday 5 December, back Monday 7 December — and a difficult birth adds 30 days."),
        (W, "zh", "12月5日（星期五）是最后一天，下周一12月7日上班。"),
        ], handbook="yuhang"),

    # Truth: 事假 3 working days' notice (五（五）1); add_workdays(2026-09-28, 3) → 2026-10-08 (Thu), skipping 国庆
    # 10-01..10-07; 15 working days a year.
    _d("2026-09-28", "今天9月28日提交事假申请，要提前3个工作日，最早哪天能开始休？",
       [_q("事假 提前3个工作日 申请"), ("add_workdays", {"date": "2026-09-28", "days": 3})],
       [(C, "zh", "最早10月8日（周四）。9月29日、30日是两个工作日，10月1日至7日国庆放假不算，第3个工作日是10月8日。"),
        (C, "en", "The earliest start is Thursday 8 October 2026: after 29 and 30 September, the National Day break "
                  "(1–7 October) doesn't count, so the third working day is 8 October."),
        (C, "zh", "十月八日（星期四）起可以休。"),
        (C, "en", "Oct 8 (Thu)."),
        (W, "zh", "最早10月1日（周四）就可以开始休。"),
        (W, "zh", "最早10月9日（周五）。"),
        (W, "zh", "最早10月8日（周五）。"),
        (W, "en", "October 8 — but note personal leave is capped at 10 days a year."),
        (W, "zh", "最早10月10日（周六调休上班日）。"),
        ], handbook="yuhang"),

    # Truth: hourly = 6,960 ÷ 21.75 ÷ 8 = 40 (一（二）); 4 h × 1.5 = 240, Saturday 8 h without 补休 × 2 = 640,
    # 10月1日 8 h × 3 = 960 (四（二）); total 1,840 元; paid with the next month's salary (四（五）).
    _d("2026-10-15", "我在QC（标准工时制），月基本工资6,960元。9月工作日延时加班4小时，9月12日周六加班8小时（没安排补休），"
                     "10月1日又加班8小时。这些加班费一共多少？",
       [_q("标准工时制 加班工资 工作日 1.5倍 休息日 2倍 法定节假日 3倍"), _q("工资计算基数 日工资 小时工资"),
        _q("加班工资 随次月工资发放 每季度结束后结算")],
       [(C, "zh", "小时工资 = 6,960 ÷ 21.75 ÷ 8 = 40元。工作日4小时 × 1.5 = 240元；周六8小时 × 2 = 640元；10月1日8小时 × 3 = "
                  "960元；合计1,840元。"),
        (C, "en", "¥1,840: hourly rate ¥40 (6,960 ÷ 21.75 ÷ 8); 4 h × 1.5 = ¥240, Saturday 8 h × 2 = ¥640 (no time "
                  "off in lieu), 1 October 8 h × 3 = ¥960."),
        (C, "zh", "| 加班 | 倍数 | 金额 |\n|---|---|---|\n| 工作日4小时 | 150% | 240元 |\n| 休息日8小时 | 200% | 640元 |\n"
                  "| 国庆当天8小时 | 300% | 960元 |\n| 合计 | | 1,840元 |"),
        (C, "en", "Total 1840 yuan (240 + 640 + 960), at 150% / 200% / 300% of the ¥40 hourly rate."),
        (W, "zh", "小时工资 = 6,960 ÷ 30 ÷ 8 = 29元：4 × 29 × 1.5 = 174，8 × 29 × 2 = 464，8 × 29 × 3 = 696，合计1,334元。"),
        (W, "en", "Hourly ¥40; weekday 4 h × 1.5 = ¥240, Saturday 8 h × 1.5 = ¥480, 1 October 8 h × 3 = ¥960; "
                  "total ¥1,680."),
        (W, "zh", "10月1日的加班可以安排补休代替，所以只算240 + 640 = 880元。"),
        (W, "zh", "240 + 640 + 960 = 1,940元。"),
        (W, "en", "¥1,840 (240 + 640 + 960), settled together after the quarter ends, like all overtime."),
        ], handbook="yuhang"),

    # Truth: 高温岗位 (包衣) 300 元/月, attendance under 10 days → half: 150 (三（二）3); 夜班 8 × 60 = 480 (三（一）);
    # total 630 元.
    _d("2026-09-03", "我是包衣岗位的，8月只出勤了8天，都是夜班。8月的高温津贴和夜班津贴各多少？",
       [_q("高温津贴 出勤不满10天 一半"), _q("夜班津贴 夜班 60元/班")],
       [(C, "zh", "高温津贴150元（出勤不满10天减半，300 ÷ 2），夜班津贴8 × 60 = 480元，合计630元。"),
        (C, "en", "High-temperature allowance ¥150 (half of ¥300, because you attended fewer than 10 days) and "
                  "night-shift allowance 8 × ¥60 = ¥480 — ¥630 altogether."),
        (C, "zh", "- 高温津贴：包衣属高温岗位，标准300元/月，出勤8天不满10天，按一半发150元\n- 夜班津贴：8班 × 60元 = 480元"),
        (C, "en", "High-temperature ¥150 + night-shift ¥480 = ¥630."),
        (W, "zh", "高温津贴300元，夜班津贴480元，共780元。"),
        (W, "en", "High-temperature ¥100 (half of the ¥200 rate) + night shifts ¥480 = ¥580."),
        (W, "zh", "高温津贴按出勤天数折算：300 × 8 ÷ 21.75 ≈ 110.34元；夜班津贴480元。"),
        (W, "zh", "高温150元 + 夜班8 × 30元 = 390元。"),
        (W, "zh", "高温津贴150元；夜班津贴要当月出勤满10天才发，所以没有。"),
        ], handbook="yuhang"),

    # Truth: 婚假 13 自然日, 休息日不顺延, 法定节假日顺延 (五（二）); 2026-06-01 (Mon) .. 06-13 (Sat) has no holiday
    # (the tool: 13 calendar days, 10 working days) → back Monday 2026-06-15; within one year of registration.
    _d("2026-05-20", "我打算6月1日（周一）开始休婚假，最后一天是几号？哪天回来上班？",
       [_q("婚假 13天 自然日 休息日不顺延"),
        ("calculate_leave_days", {"start_date": "2026-06-01", "end_date": "2026-06-13"})],
       [(C, "zh", "婚假13天按自然日连续算，周末不顺延：6月1日到6月13日（周六），6月15日（周一）回来上班。"),
        (C, "en", "13 calendar days with weekends included: 1–13 June, ending Saturday 13 June 2026; you're back on "
                  "Monday 15 June."),
        (C, "zh", "6/13（六）是最后一天，6/15（一）返岗。"),
        (C, "en", "Last day of leave 13 Jun (Sat); back at work Mon 15 Jun."),
        (W, "zh", "婚假按13个工作日算，到6月17日（周三），6月18日回来上班。"),
        (W, "en", "It ends on Friday 12 June; you're back on Monday 15 June."),
        (W, "zh", "最后一天是6月13日（周日），6月15日返岗。"),
        (W, "en", "Last day Saturday 13 June, back Monday 15 June; marriage leave must be used within 6 months of "
                  "getting the marriage certificate."),
        (W, "zh", "假期中遇端午节顺延1天，最后一天是6月14日，6月15日回来上班。"),
        ], handbook="yuhang"),
]
