"""The handbook part of heldout16: three handbooks written for this set alone (in heldout16_handbooks/<folder>/
handbook/), 24 questions on them (8 per handbook) and 9 answers each (4 correct, 5 wrong), written by hand after
reading each call's REAL tool result (make_heldout16.py --part handbooks). Written by a helper who never read
the answer check's code nor ran the check. Every case is "report".

The handbooks:
- cascade_software_us ("cascade"): a US software company's English handbook as .docx (built by
  heldout16_handbooks/make_cascade_docx.py; Heading 1/2 styles, clauses numbered 2.3, 3.1 …, one table):
  PTO accrued in hours per biweekly pay period by band of completed years (0–2 / 3–5 / 6+: 4.00 / 5.00 / 6.50 h,
  cap 1.5 × annual = 156 / 195 / 253.5 h, credited only up to the cap), overtime 1.5× over 40 h a week and 2×
  over 12 h a day (double-time hours not counted again toward the 40), 401(k) match 100% of the first 3% + 50%
  of the next 2% (max 4%), holiday work = 8 h holiday pay + 1.5× for hours worked, 10 holidays (July 4 2026
  observed Fri July 3), jury duty paid up to 10 workdays a year, sabbatical after 5 years with 30 calendar
  days' notice, 12 weeks' parental leave.
- suzhou_retail_chain ("suzhou"): a Suzhou appliance chain's 门店员工手册 as .txt (一、 headings, 1. items,
  (1) sub-items): 综合计算工时 by quarter (500 h; excess 150%; weekend shifts ordinary), 法定节假日 300% on top
  of the monthly wage (国庆 only 10月1–3日 statutory, other days 休息日: 调休 first, else 200%), 加班确认单 within
  3 工作日, progressive commission (10万 and below 1%, 10–20万 1.5%, above 20万 2%, each rate only on its band,
  cap 5,000元 a month), 试用期 80% with a floor of the city minimum wage 2,490元, 病假 60/70/80/90/100% by 连续工龄
  with a floor of 80% of the minimum wage (1,992元), 哺乳 1 h a day (+1 h per extra baby) until the day before
  the first birthday, 员工折扣 by 职级 (9.5 / 9 / 8.8折, quota 3万 at list price).
- edinburgh_museum_trust ("edinburgh"): a Scottish museum trust's English handbook as Markdown (## headings,
  numbered lists, a sick-pay table): 5.6 weeks pro rata (days × 5.6, rounded up to a half day), nine Scottish
  public holidays (St Andrew's Day Mon 30 Nov 2026), TOIL 1× weekday evenings/Saturdays and 1.5× Sundays/public
  holidays (within 8 weeks, balance ≤ 21 h), sick pay by service (5–10 years: 16 weeks full + 16 half),
  mileage changed on 1 April 2026 (before: flat 40p; from then: 45p for the first 10,000 miles of the financial
  year, then 25p; rate by journey date; claims within 30 days), notice 3 months for managers vs 1 month others.

Forms: English and Chinese answers on every handbook (92 of 216 in English), one-liners, explanations, numbered
and bullet lists, Markdown tables, $ / USD / 美元, £ / p / 英镑 / 便士, 元 / ¥ / RMB, hrs / h / 小时, 1.5× /
time and a half / 一倍半 / 150%, 9折 / 10% off, d/m, m/d and ISO dates, 中文数字. Date questions also call the
date tools (calculate_leave_days for calendar-day counts, add_workdays for the 3-工作日 deadline across 国庆).
Errors (one per wrong answer): another band's value (a boundary at exactly 5 years / 2 years / 10万), a tier
applied to the whole amount, a cap or floor not applied (or the wrong floor), a premium on the wrong base,
arithmetic slips, wrong units (days for hours, weeks for days, calendar for working days), the old rule after
the change date, invented rules (incl. claiming the handbook says something it does not), a right number with
a wrong rule attached, a wrong weekday or deadline.

Audit (handbook part): a second blind helper checked all 216 answers one by one. It checked them against the
three handbooks (the .docx read with python-docx), the search hits really returned
(make_heldout16.py --part handbooks), the arithmetic, and the weekdays and calendar-day counts (2026 official
calendar; no answer relies on a 2027 holiday schedule). No label was flipped. Changes:
(1) Searches reworded so that every clause a correct answer relies on comes back. The suzhou 综合工时 case, the
国庆 300% case and the 加班确认单 case all compute 日工资 = 月工资 ÷ 21.75 and 小时工资 = 日工资 ÷ 8 (一.3), but
一、总则 was not among their hits. Their queries now add 小时工资 / 日工资 words, and 一 now comes back beside
三 and 二. (2) The same two suzhou search cases asked in the past tense about Q3 and 国庆 2026 while today was
2026-06-15. Their today is now 2026-10-15 (search results are unchanged). (3) suzhou 员工折扣, wrong answer
"手册明确规定员工折扣仅限本人使用": its substance can be read out of 八.1/八.3 (the discount is for the
employee's own purchases, settled by employee number). It now quotes a sentence 八.3 does not contain, so its
one error is unambiguous. (4) edinburgh weekend TOIL: two correct answers (the table and "5＋9＝14小时，8周内用完")
gave only the 8-week deadline when asked "有什么期限". They now also give the 7-day recording deadline (5.3).
Note: the cascade overtime wrong answer that invents "未经批准的加班不付" contradicts 2.4, which its search does
not return. It remains an invented rule. Final counts: 24 questions, 216 answers, 96 correct / 120 wrong
(32 / 40 per handbook), 92 in English.
"""
from __future__ import annotations

from heldout4_cases import C, W, _d, _q, _s

HANDBOOKS = {"cascade": "cascade_software_us", "suzhou": "suzhou_retail_chain", "edinburgh": "edinburgh_museum_trust"}

HANDBOOK_CASES = [
    # ------------------------------------------------------------------ cascade (US, .docx)
    # Truth (3.1 + table): exactly 5 completed years is still the 3–5 band: 5.00 h per biweekly pay period,
    # 130 h a year, cap 195 h (1.5 × 130); the 6.50 h rate starts only after the 6-year anniversary.
    _s("cascade", "PTO accrual hours per pay period by years of service",
       "I hit my 5-year anniversary at Cascade last month. How many PTO hours do I accrue per paycheck now, "
       "and what's the most PTO I can have banked?",
       [(C, "en", "You're still in the 3–5 years band: 5.00 hours of PTO every biweekly pay period (130 hours a "
                  "year), and your balance is capped at 195 hours. The 6.50-hour rate only starts after your "
                  "6-year anniversary."),
        (C, "zh", "满5年仍属于“3–5年”这一档：每个双周发薪周期累积5小时PTO，一年130小时；余额上限是年累积量的1.5倍，即195小时。"),
        (C, "en", "| | Your band (3–5 yrs) |\n|---|---|\n| Per pay period | 5.00 hrs |\n| Per year | 130 hrs |\n"
                  "| Cap (1.5×) | 195 hrs |"),
        (C, "zh", "每期5h，封顶195h（按3–5年档；到满6年才升到每期6.5小时）。"),
        # another band's value: exactly 5 years put in the 6+ band
        (W, "en", "Congrats on 5 years — you've moved up to the top band: 6.50 hours per pay period (169 a year), "
                  "with a cap of 253.5 hours."),
        # arithmetic: 1.5 × 130 = 195, not 185
        (W, "zh", "你属于3–5年档，每个发薪周期5小时，一年130小时，上限是年累积量的1.5倍，也就是185小时。"),
        # wrong unit: days for hours
        (W, "en", "At 5 years you're in the 3–5 year band, so you accrue 5 days of PTO per pay period, capped at "
                  "195 hours."),
        # invented rule: no cap
        (W, "zh", "你在3–5年档，每期累积5小时，一年130小时；PTO可以无限结转，没有余额上限。"),
        # right number, wrong rule: the cap is 1.5×, not double
        (W, "en", "You accrue 5.00 hours per pay period, which works out to 130 hours a year; the cap is 195 "
                  "hours, i.e. double your annual accrual.")]),

    # Truth (3.1 table, 3.2): 3½ years → 3–5 band, 5 h a period, cap 195 h. From 192 h the next accrual is
    # credited only up to the cap (+3 h), the one after accrues nothing; missed accrual is not made up later.
    _d("2026-06-15", "我在Cascade已经满3年半了，是全职员工，现在PTO余额192小时。接下来两个发薪周期我还能累积多少小时？",
       [_q("PTO accrual hours per pay period by years of service"), _q("PTO accrual cap balance maximum")],
       [(C, "zh", "两期合计只能再攒3小时。你在3–5年档，每期5小时，上限195小时：第一期192＋5会超过上限，只记到195（＋3小时）；"
                  "第二期已在上限，不再累积。要继续累积得先休掉一些。"),
        (C, "en", "Just 3 hours. Your cap is 195 hours (3–5 year band: 5 hrs/period × 26 = 130 × 1.5). The next "
                  "accrual is credited only up to 195, and the one after that accrues nothing while you're at the cap."),
        (C, "zh", "3小时（第一期＋3到195封顶，第二期0）。"),
        (C, "en", "1. Band: 3–5 years → 5.00 h per pay period, cap 195 h\n2. Pay period 1: 192 → 195 (only 3 h "
                  "credited)\n3. Pay period 2: at the cap → 0 h\nTotal: 3 hours; the missed hours are not made up later."),
        # cap not applied
        (W, "zh", "两期共累积10小时（每期5小时），余额到202小时。"),
        # another band's cap (0–2 years)
        (W, "en", "Your cap is 156 hours, so at 192 you're already over it and won't accrue anything in the next "
                  "two pay periods."),
        # invented rule: missed accrual made up later
        (W, "zh", "第一期只记3小时到195封顶，第二期不累积；等你休假降到上限以下后，这期间少记的7小时会补上。"),
        # wrong rule: a partial accrual is credited up to the cap, not skipped
        (W, "en", "You're in the 3–5 year band (5 hours a pay period) with a cap of 1.5 × 130 = 195 hours. Since "
                  "partial accruals aren't allowed, the next 5-hour accrual would overshoot the cap and is skipped "
                  "entirely: you'll get 0 hours over the next two pay periods."),
        # cap not applied to the first accrual
        (W, "zh", "你的上限是195小时。第一期照常加5小时（到197小时），之后超过上限就停了，第二期不再累积，合计5小时。")],
       handbook="cascade"),

    # Truth (2.3): 50 h. Tuesday's 13th hour is double time (1 × $56); it is not counted again toward 40, so of
    # the other 49 h, 40 are straight ($1,120) and 9 are 1.5× (9 × $42 = $378). Total $1,554.
    _s("cascade", "non-exempt overtime double time over 12 hours in a workday weekly 40 hours",
       "I'm non-exempt at $28 an hour. This workweek I worked Mon 10, Tue 13, Wed 9, Thu 10 and Fri 8 hours. "
       "What should my gross pay for the week be?",
       [(C, "en", "$1,554. Tuesday's 13th hour is double time (1 × $56 = $56). That hour doesn't count again toward "
                  "the 40-hour threshold, so of the other 49 hours, 40 are straight time ($1,120) and 9 are time and "
                  "a half (9 × $42 = $378)."),
        (C, "zh", "| 类别 | 小时 | 费率 | 金额 |\n|---|---|---|---|\n| 正常工时 | 40 | $28 | $1,120 |\n"
                  "| 加班（1.5倍） | 9 | $42 | $378 |\n| 双倍（周二超12小时部分） | 1 | $56 | $56 |\n| 合计 | 50 | | $1,554 |"),
        (C, "en", "Gross $1,554: 40 h × $28 + 9 h × $42 + 1 h × $56 (double time for the 13th hour on Tuesday; that "
                  "hour isn't counted again toward weekly OT)."),
        (C, "zh", "本周共50小时：周二第13个小时按2倍（56美元），这1小时不再计入每周40小时的门槛；其余49小时中40小时按原价、"
                  "9小时按1.5倍。合计1,120＋378＋56＝1,554美元。"),
        # pyramiding: the double-time hour counted again toward weekly overtime
        (W, "en", "You worked 50 hours: 10 hours over 40 at time and a half (10 × $42 = $420), plus Tuesday's 13th "
                  "hour at double time ($56), plus 40 × $28 = $1,120. Total $1,596."),
        # daily double time not applied
        (W, "zh", "一周50小时，超过40小时的10小时按1.5倍：40×28＋10×42＝1,540美元。"),
        # arithmetic slip
        (W, "en", "40 × $28 = $1,120, 9 × $42 = $378 and 1 × $56 = $56 for the double-time hour: $1,564 in total."),
        # premium on the wrong base (double of time and a half)
        (W, "zh", "周二第13小时按1.5倍再翻倍计（每小时84美元）；其余40小时原价1,120美元，9小时按1.5倍378美元；合计1,582美元。"),
        # right number, invented rule (all overtime actually worked is paid)
        (W, "zh", "合计1,554美元（周二超过12小时的1小时按双倍）。另外提醒：未经经理事先批准的加班一律不付加班费。")]),

    # Truth (6.2): 100% of the first 3% + 50% of the next 2% = 4% of eligible pay, the maximum (reached at 5%):
    # 4% × $85,000 = $3,400 a year (≈ $130.77 a biweekly paycheck).
    _s("cascade", "401(k) company match percent of eligible pay",
       "我年薪85,000美元（exempt，没有加班和奖金），401(k)每期存6%。公司一年给我配多少？",
       [(C, "zh", "公司一年配3,400美元：前3%全额配（2,550），接下来2%配一半（1%，850），合计4%。你存6%也只按这5%计算，超出部分不配。"),
        (C, "en", "Cascade's match maxes out at 4% of eligible pay, which you reach by contributing 5% or more — so "
                  "at 6% you get 4% × $85,000 = $3,400 a year (about $130.77 per biweekly paycheck)."),
        (C, "en", "$3,400/year = 100% × 3% ($2,550) + 50% × 2% ($850)."),
        (C, "zh", "每年3,400美元，约合每个双周发薪期130.77美元（公司最多配到4%）。"),
        # cap not applied: 50% of the next 3% instead of the next 2%
        (W, "en", "100% of the first 3% ($2,550) plus 50% of the remaining 3% you put in ($1,275): $3,825 a year."),
        # whole contribution matched at 100%
        (W, "zh", "公司按你存的6%全额匹配，每年5,100美元。"),
        # wrong base: a percentage of the contribution instead of pay
        (W, "en", "The match is 4% of your contribution: 6% of $85,000 is $5,100, so Cascade adds 4% × $5,100 = "
                  "$204 a year."),
        # arithmetic slip
        (W, "zh", "3%＋1%＝4%，85,000×4%＝3,200美元。"),
        # right number, wrong vesting rule (one third a year, full after 3 years)
        (W, "en", "$3,400 a year (4% of pay). Note the company match only vests after 5 years of service.")]),

    # Truth (4.1, 4.2, 4.3): July 4 2026 is a Saturday → observed Friday July 3. Pay for the day: 8 h holiday
    # pay ($240) + 1.5 × $30 for each of the 8 h worked ($360) = $600.
    _d("2026-06-22", "I'm non-exempt at $30 an hour. My manager needs me in for a full 8-hour shift on Independence "
                     "Day this year (my normal week is Monday–Friday, 8 hours a day). Which day is the holiday "
                     "observed, and what will I be paid for that day?",
       [_q("Independence Day observed 2026 company holidays"),
        _q("non-exempt employee required to work on a company holiday pay")],
       [(C, "en", "It's observed on Friday, July 3, 2026 (July 4 falls on a Saturday). For that day you get 8 hours "
                  "of holiday pay ($240) plus time and a half for the 8 hours you work (8 × $45 = $360): $600 in total."),
        (C, "zh", "今年独立日是周六，所以在7月3日（周五）放。那天上班8小时：节日工资8小时×30＝240美元，另加工作时间按1.5倍计"
                  "8×45＝360美元，当天合计600美元。"),
        (C, "zh", "7月3日（周五）；当天共600美元（240节日工资＋360的1.5倍工时工资）。"),
        (C, "en", "- Observed holiday: Fri 7/3/2026\n- Holiday pay: 8 hrs × $30 = $240\n- Hours worked: 8 hrs × 1.5 × "
                  "$30 = $360\n- Total for the day: $600"),
        # wrong date: a Saturday holiday moves to the preceding Friday
        (W, "en", "Independence Day is observed on Monday, July 6 this year, since July 4 is a Saturday. You'll get "
                  "$240 holiday pay plus $360 for the hours worked, $600 total."),
        # premium on the wrong base (holiday pay multiplied too)
        (W, "zh", "7月3日（周五）。当天工资按（8小时节日工资＋8小时工作）×1.5计算：16×45＝720美元。"),
        # holiday pay left out
        (W, "zh", "7月3日（周五）放假。上班8小时按1.5倍算，当天工资8×45＝360美元。"),
        # invented rate: double time
        (W, "en", "Observed Friday, July 3. Working a company holiday is paid at double time on top of the holiday "
                  "pay: $240 + 8 × $60 = $720."),
        # arithmetic slip
        (W, "zh", "7月3日周五。节日工资240美元＋工作8小时×45美元＝340美元，共580美元。")],
       handbook="cascade"),

    # Truth (5.2): up to 10 workdays of jury duty a calendar year at regular base pay; the other 3 unpaid, PTO may
    # be used; juror fees kept; summons copy to the manager within 3 business days.
    _s("cascade", "jury duty paid days per year",
       "今年我被传唤去当陪审员，前后一共13个工作日。公司会付几天工资？剩下几天怎么办？",
       [(C, "zh", "公司每个日历年最多支付10个工作日的陪审期间基本工资，所以13天里有10天带薪，另外3天不带薪，不过你可以用PTO来顶。"
                  "陪审费可以自己留着。"),
        (C, "en", "10 of the 13 days are paid at your regular base pay (the limit is 10 workdays per calendar year). "
                  "The other 3 days are unpaid unless you choose to use PTO for them."),
        (C, "en", "Paid: 10 days. Unpaid: 3 days (cover them with PTO if you like). You keep any juror fees, and give "
                  "your manager a copy of the summons within 3 business days of getting it."),
        (C, "zh", "10天带薪，3天无薪（可用PTO）。"),
        # cap not applied
        (W, "en", "Cascade pays regular base pay for all jury service, so all 13 days are paid."),
        # wrong unit: weeks for workdays
        (W, "zh", "陪审假每年最多带薪10周，13天都在范围内，全部照发工资。"),
        # invented rule: juror fees handed over
        (W, "en", "10 days are paid at your base pay and the remaining 3 are unpaid (PTO can cover them); any juror "
                  "fees you receive must be handed over to Cascade."),
        # arithmetic slip
        (W, "en", "Up to 10 workdays are paid, so 10 days paid and 4 days unpaid — you can use PTO for those 4."),
        # invented rule: PTO may not be used
        (W, "zh", "10天带薪，剩下3天只能请无薪假，不能用PTO抵扣。")]),

    # Truth (5.3, 5.4): 5 completed years on June 1 2026 → eligible; 4 consecutive weeks at full base pay;
    # written notice at least 30 calendar days before Oct 1 2026 → latest Tuesday Sept 1 2026 (Sept 1 → Oct 1 is
    # 30 days; the tool counts 31 calendar days inclusive). Must start within 24 months of eligibility.
    _d("2026-08-10", "I joined Cascade on June 1, 2021 and want to start a sabbatical on Thursday, October 1, 2026. "
                     "Am I eligible, how long can it be, and what's the latest date I can give my manager written "
                     "notice?",
       [_q("sabbatical eligibility years of service notice"), _q("sabbatical written notice calendar days"),
        ("calculate_leave_days", {"start_date": "2026-09-01", "end_date": "2026-10-01"})],
       [(C, "en", "Yes — you completed 5 years on June 1, 2026, so you qualify for a 4-week paid sabbatical at full "
                  "base pay. Written notice must reach your manager at least 30 calendar days before October 1, so "
                  "Tuesday, September 1, 2026 is the latest day."),
        (C, "zh", "符合条件：2026年6月1日已满5年连续服务，可休连续4周的带薪学术假（全额基本工资）。须至少提前30个自然日书面通知"
                  "经理，10月1日开始的话最晚9月1日（周二）交。"),
        (C, "zh", "可以休，4周全薪；书面通知最晚2026/9/1（周二）。"),
        (C, "en", "Eligible: yes (5 full years as of 6/1/2026). Length: 4 consecutive weeks, full base pay. Notice: 30 "
                  "calendar days → latest Tue Sept 1, 2026. (Eligibility lapses if you don't start within 24 months, "
                  "i.e. by June 1, 2028.)"),
        # deadline off by one (29 days)
        (W, "en", "You're eligible for 4 weeks at full pay; with 30 days' notice required, the latest you can tell "
                  "your manager is Wednesday, September 2, 2026."),
        # wrong unit: working days instead of calendar days
        (W, "zh", "符合条件，可休4周全薪。需提前30个工作日书面通知，所以最晚8月20日（周四）就要交。"),
        # wrong length
        (W, "zh", "你已满5年，可以休8周带薪学术假；书面通知最晚9月1日（周二）。"),
        # wrong eligibility threshold
        (W, "en", "Not yet — the sabbatical requires 6 completed years of service, so you'll be eligible from June 1, "
                  "2027; notice is 30 calendar days before the start."),
        # wrong pay rule
        (W, "zh", "符合资格，可以休连续4周，期间发一半基本工资；最晚9月1日（周二）提交书面通知。")],
       handbook="cascade"),

    # Truth: the handbook has no tuition or education assistance policy (the search finds nothing relevant).
    _s("cascade", "tuition reimbursement education assistance",
       "Does Cascade reimburse tuition for a part-time master's degree? If so, up to how much per year?",
       [(C, "en", "The handbook doesn't cover tuition reimbursement — there's no education assistance policy in it, "
                  "so there's no annual amount to quote. Ask HR whether a separate program exists."),
        (C, "zh", "员工手册里没有学费报销（教育资助）的规定，查不到报销额度，建议直接问HR。"),
        (C, "en", "Not in the handbook: searching for tuition/education assistance returned no matching policy."),
        (C, "zh", "手册未涉及这一项，无法告诉你上限是多少。"),
        # invented rule
        (W, "en", "Yes — Cascade reimburses up to $5,250 per calendar year for job-related degree programs."),
        # invented rule
        (W, "zh", "可以报销，每年最多报销学费的50%，上限3,000美元，需在职满1年。"),
        # invented rule
        (W, "en", "Tuition isn't reimbursed, but the PTO policy gives you up to 10 extra paid days a year for classes."),
        # claims the handbook says something it does not
        (W, "en", "The handbook says tuition reimbursement is not offered to anyone at Cascade."),
        # invented rule
        (W, "zh", "手册规定学费报销要先工作满6个月，额度每年5,000美元。")]),

    # ------------------------------------------------------------------ suzhou (Chinese, .txt)
    # Truth (一.3, 二.3–4): 综合工时 quarter standard 500 h; 36 h excess at 150% of 小时工资 (4,350 ÷ 21.75 ÷ 8 =
    # 25元): 36 × 25 × 1.5 = 1,350元; weekend shifts are ordinary shifts (no 200%).
    _s("suzhou", "综合计算工时 季度 超过500小时 加班工资 小时工资 日工资21.75",
       "我是收银员，实行综合工时。今年第三季度我实际上了536个小时，排了不少周六周日的班，没有在法定节假日上班。月工资4,350元，"
       "这个季度的加班费是多少？",
       [(C, "zh", "加班费1,350元。综合工时按季度算，标准500小时，超出36小时按小时工资的150%支付：小时工资＝4,350÷21.75÷8＝25元，"
                  "36×25×1.5＝1,350元。周六周日的班属于正常排班，不另算200%。"),
        (C, "en", "¥1,350. Under the quarterly comprehensive-hours system only the 36 hours above the 500-hour "
                  "standard count as overtime, paid at 150% of your hourly wage (4,350 ÷ 21.75 ÷ 8 = ¥25): 36 × 25 × "
                  "1.5. Weekend shifts are ordinary rostered shifts, not rest-day overtime."),
        (C, "zh", "1. 超出标准工时：536－500＝36小时\n2. 小时工资：4,350÷21.75＝200元/天，÷8＝25元/小时\n"
                  "3. 加班费：36×25×150%＝1,350元"),
        (C, "zh", "季度超出的36小时按一倍半算，共一千三百五十元；周末班不单独算加班。"),
        # invented rule: weekend shifts paid 200% on top
        (W, "zh", "超出的36小时按150%算1,350元；另外周六周日上的班还要按200%另算休息日加班费。"),
        # wrong base: ÷30 instead of ÷21.75
        (W, "en", "Your hourly wage is 4,350 ÷ 30 ÷ 8 = ¥18.13, so 36 overtime hours × 18.13 × 1.5 ≈ ¥978.75."),
        # another rate (200%)
        (W, "zh", "超出500小时的36小时按小时工资的200%支付：36×25×2＝1,800元。"),
        # arithmetic slip
        (W, "zh", "超出36小时，小时工资25元，36×25×1.5＝1,530元。"),
        # wrong threshold
        (W, "zh", "季度标准工时是480小时，超出56小时×25×1.5＝2,100元。")],
       today="2026-10-15"),

    # Truth (一.3, 三.3–4): 日工资 8,700 ÷ 21.75 = 400元. 10月1日 statutory: 300% = 1,200元 on top of the monthly
    # wage, never replaced by 调休. 10月5日 is a 休息日 made by the swap: 调休 1 day within 3 months, else 200% = 800元.
    _s("suzhou", "法定节假日上班 300% 调休 日工资＝月工资÷21.75 加班工资以月工资为基数计算",
       "我是店长，月工资8,700元。今年国庆10月1日和10月5日我都在店里上了整天班，这两天分别怎么算？",
       [(C, "zh", "日工资＝8,700÷21.75＝400元。10月1日是法定节假日，另付300%加班工资1,200元（当天正常工资照发），不能用调休代替；"
                  "10月5日只是调休形成的休息日，先给你安排1天调休（3个月内休完），确实安排不了才按200%付800元。"),
        (C, "en", "Daily wage ¥400 (8,700 ÷ 21.75). Oct 1 is a statutory holiday: you get 300% overtime pay, ¥1,200, "
                  "on top of your normal salary, and it can't be swapped for time off. Oct 5 is only a rest day created "
                  "by the holiday swap, so it's compensated with a day off in lieu within 3 months; only if that can't "
                  "be arranged is it paid at 200%, ¥800."),
        (C, "zh", "| 日期 | 性质 | 处理 |\n|---|---|---|\n| 10月1日 | 法定节假日 | 另付日工资300%＝1,200元，不以调休代替 |\n"
                  "| 10月5日 | 休息日（调休形成） | 优先调休1天；不能调休按200%＝800元 |"),
        (C, "zh", "10月1日：另付1,200元（300%），不能换调休；10月5日：补休1天，补不了才付800元（200%）。"),
        # wrong rule: Oct 5 treated as a statutory holiday
        (W, "zh", "两天都在国庆假期内，都按法定节假日300%算，各1,200元，共2,400元。"),
        # wrong base: 300% read as including the day already paid (only 200% extra)
        (W, "en", "For Oct 1 you're owed 300% in total, but one day's pay is already in your salary, so the extra is "
                  "only 200%: ¥800. Oct 5 is a rest day: time off in lieu, or ¥800 at 200%."),
        # invented rule: 调休 instead of the 300% pay
        (W, "zh", "10月1日可以安排调休一天代替加班费，不能调休的再付1,200元；10月5日先调休，不能调休付800元。"),
        # wrong base: ÷30
        (W, "zh", "日工资按8,700÷30＝290元算：10月1日按300%计870元；10月5日先调休，不行的话按200%计580元。"),
        # wrong deadline for the 调休
        (W, "en", "Oct 1: ¥1,200 extra at 300%. Oct 5: you get a day off in lieu, which must be taken within 6 months; "
                  "otherwise ¥800 at 200%.")],
       today="2026-10-15"),

    # Truth (三.1–2, add_workdays): 日工资 6,960 ÷ 21.75 = 320, 小时 40; 3 h × 40 × 150% = 180元. 加班确认单 within
    # 3 工作日 after the overtime: Oct 1–7 are off, Oct 8, 9 and Sat Oct 10 (调休上班) → latest 2026-10-10.
    _d("2026-09-30", "我是组长（标准工时），月工资6,960元。今天9月30日是工作日，下班后要再加班3个小时。《加班确认单》最晚"
                     "哪天交？这3小时加班费多少？",
       [_q("加班确认单 提交 工作日 延长工作时间 150% 小时工资 日工资21.75"), ("add_workdays", {"date": "2026-09-30", "days": 3})],
       [(C, "zh", "最晚10月10日（周六，调休上班日）提交：加班结束后3个工作日内，10月1日至7日国庆放假不算，10月8日、9日、10日是"
                  "第1、2、3个工作日。加班费：小时工资＝6,960÷21.75÷8＝40元，3×40×150%＝180元。"),
        (C, "en", "Submit the overtime confirmation by Saturday, October 10 (a make-up working day) — the 3 working "
                  "days after tonight are Oct 8, 9 and 10 because Oct 1–7 is the National Day break. Pay: ¥40/hour × "
                  "1.5 × 3 = ¥180."),
        (C, "zh", "确认单最晚10月10号（周六补班日）交，加班费180元。"),
        (C, "zh", "这是工作日延长工时，按小时工资150%计：6,960÷21.75＝320元/天，320÷8＝40元/小时，3小时共180元，随次月工资发。"
                  "确认单要在3个工作日内交，最晚2026年10月10日（星期六，调休上班）。"),
        # wrong unit: calendar days for working days
        (W, "zh", "加班费180元；确认单须在3日内提交，最晚10月3日。"),
        # deadline misses the make-up Saturday
        (W, "en", "¥180 for the 3 hours. Working days after Sept 30 resume on Oct 8, so the 3rd working day is Monday, "
                  "October 12 — that's your deadline."),
        # another rate (200%)
        (W, "zh", "最晚10月10日（周六）交；加班费按200%算：3×40×2＝240元。"),
        # arithmetic slip
        (W, "zh", "最晚10月10日（周六）提交；加班费3×40×1.5＝160元。"),
        # invented rule: late forms accepted (the handbook: 逾期不予计算)
        (W, "zh", "加班费180元；确认单最晚10月10日（周六）提交，逾期的话店长补批后仍可计算加班。")],
       handbook="suzhou"),

    # Truth (四.2, 四.4): exactly 10万 is in the first band (含10万): 1,000元. 35万: 1,000 + 1,500 + 15万 × 2% =
    # 3,000 → 5,500元, capped at 5,000元 a month (the excess is not carried over).
    _s("suzhou", "销售提成 超额累进 比例 上限",
       "我这个月卖了整整10万元，提成多少？要是卖到35万元呢？",
       [(C, "zh", "卖10万元：正好在第一档（10万元以下含10万），提成1,000元。卖35万元：10万×1%＋10万×1.5%＋15万×2%＝1,000＋1,500"
                  "＋3,000＝5,500元，但每月提成封顶5,000元，所以只拿5,000元，超出的500元也不结转。"),
        (C, "en", "At exactly ¥100,000 you're still in the 1% tier: ¥1,000. At ¥350,000 the tiers give ¥1,000 + "
                  "¥1,500 + ¥3,000 = ¥5,500, but commission is capped at ¥5,000 a month, so you'd get ¥5,000."),
        (C, "zh", "| 月销售额 | 计算 | 提成 |\n|---|---|---|\n| 10万元 | 10万×1% | 1,000元 |\n"
                  "| 35万元 | 1,000＋1,500＋3,000＝5,500，超过上限 | 5,000元（封顶） |"),
        (C, "zh", "10万元：一千元；35万元：五千元（累进算出5,500元，超过每月5,000元上限）。"),
        # another band's value at the boundary
        (W, "zh", "10万元算进了第二档，按1.5%计1,500元；35万元按累进算5,500元，封顶5,000元。"),
        # right number, wrong rule: the top tier applied to the whole amount
        (W, "en", "At ¥350,000 you're in the 2% tier, so the whole 350,000 × 2% = ¥7,000, which is capped at ¥5,000; "
                  "at ¥100,000 it's 1% = ¥1,000."),
        # cap not applied
        (W, "zh", "10万元提成1,000元；35万元提成1,000＋1,500＋3,000＝5,500元。"),
        # invented rule: the excess carried over
        (W, "zh", "10万元提成1,000元。35万元算出来5,500元，本月发5,000元，多出的500元结转到下个月发。"),
        # arithmetic slip (15万 × 2% = 3,000)
        (W, "en", "¥1,000 at ¥100,000. At ¥350,000: ¥1,000 + ¥1,500 + ¥2,000 = ¥4,500, under the ¥5,000 cap, so "
                  "¥4,500.")]),

    # Truth (五.2): 80% × 3,000 = 2,400元 < the minimum wage 2,490元 → 2,490元 a month.
    _s("suzhou", "试用期工资 80% 最低工资",
       "我还在试用期，转正后月工资是3,000元，试用期每个月发多少？",
       [(C, "zh", "每月2,490元。试用期工资按转正工资的80%是2,400元，但低于苏州市最低工资2,490元，所以按2,490元发。"),
        (C, "en", "¥2,490 a month: 80% of ¥3,000 is ¥2,400, which is below Suzhou's minimum wage of ¥2,490, so the "
                  "minimum applies."),
        (C, "zh", "按规定试用期工资为转正工资的百分之八十，即2,400元；不得低于最低工资标准2,490元，因此实发2,490元/月。"),
        (C, "zh", "2490元（80%算出来2400元，低于最低工资，按最低工资标准发）。"),
        # floor not applied
        (W, "zh", "试用期工资是转正工资的80%：3,000×80%＝2,400元。"),
        # wrong floor (the sick-pay floor)
        (W, "en", "80% of ¥3,000 is ¥2,400, which is above the probation floor of ¥1,992, so you get ¥2,400."),
        # right number, wrong rule (70%)
        (W, "zh", "试用期工资是转正工资的70%，即2,100元，低于最低工资，按2,490元发。"),
        # arithmetic slip
        (W, "zh", "3,000×80%＝2,600元，高于最低工资2,490元，所以每月2,600元。"),
        # invented rule: the handbook excludes probationers from the discount
        (W, "zh", "每月2,490元（按80%算是2,400元，低于最低工资）。另外试用期也能享受员工9.5折购物。")]),

    # Truth (六.2, 六.4): exactly 2 years → 满2年不满4年, 70%: 2,800 × 70% = 1,960元 < floor 2,490 × 80% = 1,992元
    # → 1,992元 for the month.
    _s("suzhou", "病假工资 连续工龄 比例 最低工资80%",
       "I've worked at the store for exactly 2 years. My monthly wage is 2,800 yuan and I was on sick leave for the "
       "whole of this month. How much sick pay do I get?",
       [(C, "en", "¥1,992. With exactly 2 years' continuous service you're in the 70% band (2 to under 4 years): "
                  "2,800 × 70% = ¥1,960. That's below the floor of 80% of Suzhou's minimum wage (2,490 × 80% = ¥1,992), "
                  "so you're paid ¥1,992."),
        (C, "zh", "连续工龄满2年适用70%：2,800×70%＝1,960元，低于最低工资标准的80%（1,992元），按1,992元发放。"),
        (C, "en", "- Band: 2 to <4 years → 70%\n- 70% × ¥2,800 = ¥1,960\n- Floor: ¥2,490 × 80% = ¥1,992\n"
                  "- You get RMB 1,992 for the month"),
        (C, "zh", "整月病假工资1,992元（按比例算1,960元，不足保底线1,992元）。"),
        # right number, wrong band (60%)
        (W, "en", "You're still in the first band (under 2 years counts until your third year): 60% × 2,800 = ¥1,680, "
                  "which is below the ¥1,992 floor, so you get ¥1,992."),
        # floor not applied
        (W, "zh", "满2年按70%计发：2,800×70%＝1,960元。"),
        # wrong floor (the whole minimum wage)
        (W, "zh", "70%算出1,960元，低于苏州最低工资2,490元，所以按2,490元发。"),
        # another band's value (80%)
        (W, "zh", "满2年时适用80%：2,800×80%＝2,240元，高于保底1,992元，发2,240元。"),
        # floor misjudged
        (W, "zh", "满2年不满4年按70%，2,800×70%＝1,960元；保底是最低工资的80%即1,992元，你的1,960元已经达到保底，按1,960元发。")]),

    # Truth (七.2–3): twins → 1 h + 1 h = 2 h a day, until the day before the first birthday: 2026-09-17 (周四);
    # counted as attendance, paid. (Today 2026-03-16 to 2026-09-17 is 186 calendar days inclusive.)
    _d("2026-03-16", "我是导购，双胞胎是2025年9月18日出生的，现在产假结束回来上班了。每天有多少哺乳时间？能用到哪一天？",
       [_q("哺乳时间 每天1小时 多胞胎 未满1周岁"),
        ("calculate_leave_days", {"start_date": "2026-03-16", "end_date": "2026-09-17"})],
       [(C, "zh", "双胞胎每天2小时哺乳时间（1小时，加上多哺乳1个婴儿增加的1小时），可以用到孩子满1周岁的前一天，即2026年9月17日"
                  "（周四）。哺乳时间算正常出勤，工资照发。"),
        (C, "en", "You get 2 hours a day (1 hour, plus 1 more for the second baby), until the day before the twins turn "
                  "one — Thursday, 17 September 2026. It counts as normal attendance, so your pay isn't affected."),
        (C, "zh", "每天两小时，用到9月17日（周四）为止。"),
        (C, "zh", "从今天（3月16日）起到2026年9月17日止（共186个自然日），上班期间每天有2小时哺乳时间；工资照发。"),
        # extra baby not counted
        (W, "zh", "每天1小时哺乳时间，可以用到2026年9月17日。"),
        # end date: the birthday itself is not included
        (W, "en", "2 hours a day, until the twins' first birthday on 18 September 2026 (that day included)."),
        # invented period (18 months)
        (W, "zh", "每天2小时，哺乳期到孩子满18个月，即2027年3月17日。"),
        # invented rule: unpaid
        (W, "zh", "每天2小时，到9月17日为止；哺乳时间按事假处理，不发工资。"),
        # wrong weekday
        (W, "en", "2 hours a day, up to Friday 17 September 2026, the day before their first birthday.")],
       handbook="suzhou"),

    # Truth (八.1–2): 组长 9折: 12,000 × 90% = 10,800元; 12,000 (list price) counts toward the 3万 annual quota.
    # Whether a family member may use the discount: the handbook does not say.
    _s("suzhou", "员工折扣 职级 组长 额度",
       "我是组长，想买一台标价12,000元的冰箱（不是特价），员工价多少？我老婆能不能用我的员工折扣？",
       [(C, "zh", "组长享受9折，12,000元的冰箱员工价10,800元，按折前12,000元计入你每年3万元的折扣额度。至于家属能不能用，手册没有"
                  "规定，只说员工购物要出示工牌、以员工编号结算，建议问一下人力资源部。"),
        (C, "en", "As a team leader you get 10% off: ¥10,800 (the ¥12,000 list price counts toward your ¥30,000 annual "
                  "discount quota). The handbook doesn't say whether family members can use your discount."),
        (C, "zh", "员工价一万零八百元（9折）；家属能否使用，手册里没有写。"),
        (C, "zh", "10,800元。家属使用折扣的问题手册没有涉及。"),
        # 9折 read as 9% off
        (W, "zh", "组长打9折就是便宜9%：12,000×91%＝10,920元；家属能否使用手册没写。"),
        # another grade's discount
        (W, "en", "Team leaders get 12% off (8.8折): ¥10,560. The handbook doesn't say whether your wife can use it."),
        # invented rule: family allowed
        (W, "zh", "员工价10,800元；手册规定直系家属可凭员工工牌享受同样折扣。"),
        # claims the handbook says something it does not (a quotation 八.3 does not contain)
        (W, "zh", "员工价10,800元。手册第八部分第3项写明“员工折扣仅限员工本人使用，家属不得使用”，所以你老婆不能用。"),
        # wrong base for the quota (list price, not the discounted price)
        (W, "zh", "员工价10,800元，按折后金额10,800元计入每年3万元额度；家属能否使用手册没写。")]),

    # ------------------------------------------------------------------ edinburgh (Scotland, .md)
    # Truth (2.2–3): 3 × 5.6 = 16.8 days, rounded up to the nearest half day = 17 days, public holidays included.
    _s("edinburgh", "part-time annual leave entitlement pro rata days per week 5.6",
       "我是兼职，每周在博物馆上3天班，一年有多少天年假？",
       [(C, "zh", "3×5.6＝16.8天，按规定零头向上取到半天，所以是17天。这17天包含公共假日。"),
        (C, "en", "17 days: 3 days × 5.6 = 16.8, and fractions are rounded up to the nearest half day."),
        (C, "zh", "十七天（3×5.6＝16.8，向上取到半天＝17）。"),
        (C, "en", "Your entitlement is 5.6 weeks pro rata — 3 × 5.6 = 16.8 days, which the Trust rounds up to 17 days "
                  "a year, public holidays included."),
        # rounded the wrong way
        (W, "zh", "3×5.6＝16.8天，按半天取整，向下取为16.5天。"),
        # wrong base
        (W, "en", "Part-timers get 28 days × 3/7 = 12 days."),
        # invented rule: public holidays on top
        (W, "zh", "兼职年假是16.8天向上取整为17天，另外再加上9天公共假日，共26天。"),
        # arithmetic slip
        (W, "en", "3 × 5.6 = 18.6, rounded up to 19 days."),
        # invented rule: no pro rata
        (W, "en", "Everyone gets 28 days regardless of hours; the 5.6 weeks aren't pro-rated for part-timers.")]),

    # Truth (4.1, 5.2–3): St Andrew's Day = Monday 30 November 2026, a public holiday → TOIL 1.5×: 6 × 1.5 = 9 h;
    # record within 7 days, take within 8 weeks (by 25 January 2027), balance ≤ 21 h.
    _d("2026-10-20", "I'm working a 6-hour private hire event on St Andrew's Day this year. What date is it, and how "
                     "much TOIL will I earn?",
       [_q("St Andrew's Day public holiday 2026"), _q("TOIL rate Sundays public holidays")],
       [(C, "en", "St Andrew's Day falls on Monday 30 November 2026. It's a public holiday, so TOIL is earned at time "
                  "and a half: 6 × 1.5 = 9 hours."),
        (C, "zh", "今年圣安德鲁日是11月30日（星期一），属于公共假日，TOIL按1.5倍计：6小时×1.5＝9小时。记得活动后7天内在排班系统"
                  "登记，8周内用掉。"),
        (C, "zh", "30/11/2026（周一），可得9小时调休（TOIL）。"),
        (C, "en", "Mon 30 Nov → 9 hrs TOIL (public holiday rate 1.5×). Take it within 8 weeks, i.e. by 25 January 2027, "
                  "and keep your balance within the 21-hour cap."),
        # wrong rate (weekday 1×)
        (W, "en", "It's Monday 30 November. As it's a weekday, TOIL is hour for hour: 6 hours."),
        # wrong weekday
        (W, "zh", "圣安德鲁日今年是11月30日（星期日），按周日1.5倍计，9小时TOIL。"),
        # invented rule: paid overtime instead of TOIL
        (W, "zh", "11月30日（周一）是公共假日，上班按1.5倍工资支付加班费，不是TOIL。"),
        # arithmetic slip
        (W, "en", "Monday 30 November; at time and a half you'll earn 8 hours of TOIL."),
        # wrong deadline
        (W, "zh", "11月30日（周一），9小时TOIL，须在活动后4周内用完。")],
       handbook="edinburgh"),

    # Truth (5.2–3): Saturday 5 h × 1 = 5, Sunday 6 h × 1.5 = 9 → 14 h; record within 7 days, take within 8 weeks,
    # balance ≤ 21 h, untaken TOIL lapses unpaid.
    _s("edinburgh", "TOIL weekend event Saturday Sunday hours",
       "上周六的展览开幕活动我干了5小时，周日的私人包场又干了6小时，一共能攒多少小时TOIL？有什么期限？",
       [(C, "zh", "共14小时：周六按1倍计5小时，周日按1.5倍计6×1.5＝9小时。要在活动后7天内在排班系统登记，并在8周内休掉，过期作废、"
                  "不折现；TOIL余额不能超过21小时。"),
        (C, "en", "14 hours of TOIL: Saturday is 1× (5 h) and Sunday is time and a half (6 × 1.5 = 9 h). Log it within "
                  "7 days, use it within 8 weeks of each event, and your balance can't go above 21 hours."),
        (C, "en", "| Day | Hours worked | Rate | TOIL |\n|---|---|---|---|\n| Saturday | 5 | 1× | 5 h |\n"
                  "| Sunday | 6 | 1.5× | 9 h |\n| Total | 11 | | 14 h |\n\nRecord it within 7 days and take it within 8 "
                  "weeks; unused TOIL lapses."),
        (C, "zh", "5＋9＝14小时，7天内登记，8周内用完。"),
        # Saturday given the Sunday rate
        (W, "en", "Weekend events earn time and a half: 11 × 1.5 = 16.5 hours TOIL, to be used within 8 weeks."),
        # Sunday given the weekday rate
        (W, "zh", "周六周日都按1:1，共11小时，8周内用掉。"),
        # wrong cap
        (W, "en", "You earn 14 hours, but the TOIL balance is capped at 12 hours, so only 12 count."),
        # invented rule: payout
        (W, "en", "14 hours (5 + 9). Anything not used within 8 weeks is paid out at your normal hourly rate."),
        # wrong unit: days for weeks
        (W, "zh", "共14小时，必须在活动后8天内休掉。")]),

    # Truth (7.1 table): exactly 5 years → "5 years to less than 10 years": 16 weeks full pay, then 16 weeks half
    # pay, over a rolling 12 months; SSP included, not on top.
    _s("edinburgh", "occupational sick pay continuous service full pay half pay",
       "I reached exactly 5 years' continuous service with the Trust last week, and I'm off sick from today. How "
       "much full pay and half pay am I entitled to?",
       [(C, "en", "You're now in the 5-to-10-years band: 16 weeks at full pay, then 16 weeks at half pay, counted over "
                  "any rolling 12 months (SSP is included in these payments, not added on top)."),
        (C, "zh", "满5年适用“5年以上不满10年”这一档：全薪16周，之后半薪16周，按滚动12个月计算。"),
        (C, "en", "16 weeks full + 16 weeks half."),
        (C, "zh", "| 服务年限 | 全薪 | 半薪 |\n|---|---|---|\n| 满5年（5–10年档） | 16周 | 16周 |"),
        # previous band at the boundary
        (W, "en", "Exactly 5 years still falls in the 2–5 years band: 8 weeks full pay and 8 weeks half pay."),
        # wrong unit: days for weeks
        (W, "zh", "满5年可享受全薪16天、半薪16天。"),
        # invented rule: SSP on top
        (W, "zh", "全薪16周，之后半薪16周，另外法定病假工资（SSP）在此基础上额外发放。"),
        # another band's value (10+ years)
        (W, "en", "At 5 years you get 26 weeks full pay and 26 weeks half pay."),
        # wrong half-pay length
        (W, "zh", "满5年：全薪16周，然后半薪8周。")]),

    # Truth (8.1): journeys after 1 April 2026: 45p for the first 10,000 miles of the financial year (1 Apr–31 Mar),
    # then 25p. 9,800 + 500: 200 × 45p = £90 + 300 × 25p = £75 → £165.
    _s("edinburgh", "mileage rate per mile first 10,000 miles",
       "这个财年（2026年4月1日以来）我已经报销了9,800英里的公务里程。这个月又开了500英里公务，能报多少钱？",
       [(C, "zh", "可报165英镑：先补满1万英里的200英里按45便士，计90英镑；其余300英里按25便士，计75英镑。"),
        (C, "en", "£165.00 — 200 miles at 45p (£90) takes you to the 10,000-mile threshold, and the other 300 miles "
                  "are at 25p (£75)."),
        (C, "en", "1. Miles left at 45p: 10,000 − 9,800 = 200 → £90.00\n2. Remaining miles at 25p: 300 → £75.00\n"
                  "3. Claim: £165.00 (submit within 30 days of the journeys)"),
        (C, "zh", "£165（200英里×0.45＋300英里×0.25）。"),
        # threshold not applied
        (W, "en", "500 miles × 45p = £225."),
        # lower rate applied to the whole amount
        (W, "zh", "你已接近1万英里，这500英里全部按25便士算：125英镑。"),
        # the old rule after the change date
        (W, "en", "500 miles at the flat 40p rate: £200."),
        # arithmetic slip
        (W, "en", "200 × 45p = £90 plus 300 × 25p = £7.50, total £97.50."),
        # right number, wrong rule (the threshold year is the financial year)
        (W, "zh", "1万英里按自然年计算，明年1月1日重新计；这次200英里按45便士、300英里按25便士，共165英镑。")],
       today="2026-12-10"),

    # Truth (8.1, 8.3): journey on 27 March 2026 → old flat 40p (rate by journey date): 120 × 40p = £48.00;
    # claim within 30 days of the journey → by 26 April 2026 (Sunday); later only with Head of Finance approval.
    _d("2026-04-08", "I drove 120 business miles on 27 March 2026 and haven't claimed yet. How much will I get, and "
                     "what's the last day I can submit the claim without needing the Head of Finance's approval?",
       [_q("mileage rate before 1 April 2026 claim within 30 days"),
        ("calculate_leave_days", {"start_date": "2026-03-27", "end_date": "2026-04-26"})],
       [(C, "en", "£48.00: the journey was before 1 April 2026, so the old flat rate of 40p a mile applies (120 × 40p), "
                  "even though you're claiming after the change. Submit it by Sunday 26 April 2026, 30 days after the "
                  "journey."),
        (C, "zh", "按出行日期算，3月27日属于旧标准，每英里40便士：120×0.40＝48英镑。报销须在出行后30天内提交，最晚2026年4月26日（周日）。"),
        (C, "zh", "£48；最晚4月26日交。"),
        (C, "en", "Rate: 40p/mile (pre-1 April flat rate) → £48. Deadline: 26/04/2026."),
        # the new rule applied to an old journey
        (W, "en", "Claims made after 1 April use the new rate: 120 × 45p = £54, due by 26 April 2026."),
        # deadline off by one
        (W, "zh", "48英镑；报销期限是出行后30天，最晚4月27日提交。"),
        # deadline counted from the wrong date
        (W, "zh", "48英镑；期限从4月1日新标准生效起算30天，最晚5月1日提交。"),
        # arithmetic slip
        (W, "en", "At the old 40p rate: 120 × 40p = £42.00, to be claimed by 26 April 2026."),
        # invented rule: late claims never paid
        (W, "zh", "48英镑；最晚4月26日提交，逾期的报销一律不予支付。")],
       handbook="edinburgh"),

    # Truth (10.1): the Collections Manager is a manager post → 3 months' written notice; an assistant curator
    # (other staff, past probation) → 1 month.
    _s("edinburgh", "notice period resignation managers other staff",
       "我是藏品经理（Collections Manager），已过试用期，辞职要提前多久通知？我手下的助理馆员（也过了试用期）呢？",
       [(C, "zh", "藏品经理属于经理级（M1及以上），辞职需提前3个月书面通知直属上级和人力资源部；助理馆员属于其他员工，提前1个月。"),
        (C, "en", "You: 3 months' written notice (the Collections Manager is listed as a manager post). Your assistant "
                  "curator: 1 month."),
        (C, "en", "| Role | Notice to resign |\n|---|---|\n| Collections Manager (you) | 3 months |\n"
                  "| Assistant Curator | 1 month |"),
        (C, "zh", "你3个月，助理馆员1个月（都要书面交给直属上级和HR）。"),
        # the manager rule not applied
        (W, "en", "Everyone past probation gives 1 month, managers included."),
        # wrong unit: weeks for months
        (W, "zh", "经理需提前3周通知，助理馆员1周。"),
        # the probation rule applied after probation
        (W, "en", "You need 3 months; your assistant, being a non-manager, only needs one week."),
        # the Trust's statutory notice attached to the employee
        (W, "en", "As a manager you give 3 months; your assistant gives 1 month plus one extra week per year of service."),
        # wrong period
        (W, "zh", "藏品经理提前2个月，助理馆员提前1个月。")]),

    # Truth: the handbook has no extra holiday for long service; entitlement is 5.6 weeks (days a week × 5.6,
    # 28 days full-time, public holidays included) whatever the service.
    _d("2026-06-15", "Do I get extra holiday days once I've worked at the Trust for 5 years?",
       [_q("extra annual leave for long service"), _q("annual leave entitlement 5.6 weeks days per week")],
       [(C, "en", "No — the handbook doesn't provide any extra holiday for length of service. Everyone's entitlement "
                  "is 5.6 weeks (days worked per week × 5.6, so 28 days full-time, public holidays included)."),
        (C, "zh", "手册里没有按工龄增加年假的规定，年假统一是5.6周（每周工作天数×5.6，全职28天，含公共假日）。"),
        (C, "zh", "员工手册没有“满5年加假”的条款。"),
        (C, "en", "There's nothing in the handbook about long-service leave, so 5 years' service doesn't change your "
                  "5.6-week entitlement."),
        # invented rule
        (W, "en", "Yes, after 5 years you get 2 extra days, so a full-timer goes from 28 to 30 days."),
        # invented rule
        (W, "zh", "满5年每年多加1天，最多加到33天。"),
        # invented rule
        (W, "zh", "年假天数不变，但满5年后可以多结转：最多结转10天（原来是5天）。"),
        # wrong unit: days for weeks
        (W, "en", "There's no long-service bonus; your entitlement stays at 5.6 days a year."),
        # invented rule: public holidays on top
        (W, "zh", "手册没有工龄加假的规定；全职员工年假是5.6周，即28天，另加9天公共假日。")],
       handbook="edinburgh"),
]
