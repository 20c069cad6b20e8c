"""heldout14, handbook part: three handbooks of its own and 24 questions on them (8 each), 9 answers per
question (4 correct, 5 wrong: 96 correct / 120 wrong), written by hand after reading each call's REAL
tool result (make_heldout14.py runs the calls). Written by a helper who never read the answer check's
code nor ran the check on this set. Every case is "report".

The handbooks (tests/data/answer_probes/heldout14_handbooks/<folder>/handbook/):
- merlion_fintech ("merlion"): a Singapore fintech's English handbook as plain .txt, ALL-CAPS headings
  ("SECTION 6 CPF CONTRIBUTIONS") with lettered clauses (a), (b), (c); S$ / SGD. Annual leave 14 working
  days +1 per completed year of service counted at 1 January, max 21, pro-rated in the joining year
  (completed months / 12, rounded down to the half day); childcare leave 6 days (child below 7), extended
  childcare leave 2 days (7 to 12), unpaid infant care leave 6 days (below 2); employer CPF 17 / 15.5 / 12 /
  9 / 7.5% by age band on ordinary wages up to S$8,000 a month, the next band from the month after the
  birthday month; overtime 1.5x of (12 x salary) / (52 x 40) for non-workmen up to S$2,600 (TOIL above);
  outpatient claims S$40 GP / S$120 specialist per visit, S$800 a year, 30 calendar days to claim.
- dalian_precision ("dalian"): a Japanese-owned factory in Dalian, Chinese .docx written by
  make_dalian_precision_docx.py (python-docx): Title, Heading 1 chapters, 第N条 clauses, two Word tables
  (表一 职级 × 基本时薪 / 月基本工资 = 时薪 × 174; 表二 班次 × 班次津贴 / 夜餐补助). 加班 150/200/300% of 基本时薪,
  深夜加班 (22:00–5:00) another 25% of 基本时薪, 皆勤手当 300 (−100 per day of 事假/病假, all lost after
  one 旷工), 住房补贴 by 职级, 年假 5/10/15 by 累计工龄 (pro-rated by remaining calendar days ÷ 365,
  fractions dropped), 事假 at (基本工资 + 住房补贴) ÷ 21.75, 病假工资 80% of 基本工资 but not below 80% of
  Dalian's 2,100 minimum wage, 病假证明 within 3 working days from the day after the return.
- ruijin_hospital_nursing ("ruijin"): a Shanghai hospital nursing department's 排班与休假规定 as Markdown
  (## headings, Markdown tables, footnotes [^1]–[^4]): 夜班费 小夜/大夜 80/120 (旧规, to 2026-06-30) and
  100/160 (新规, from 2026-07-01; a shift belongs to the day it starts), ICU/急诊/新生儿 +30 a shift,
  在院值班 150 (rescue beyond 2 hours is overtime) vs 在家听班 50, overtime 60/80/120 元 an hour,
  年假 by 护龄 band plus a 3/5-day supplement only after 60 night shifts (months without night shifts
  for pregnancy / nursing count as 5), 继续教育 25 credits (Ⅰ ≥ 10, Ⅱ ≥ 15) registered by 12月15日,
  产假 158 days + 15 (难产) + 15 per extra baby in calendar days, 哺乳 1 hour a day until the child is 1,
  and the nursing-mother rota rule that changed on 2026-07-01 (旧规: 小夜 allowed after 6 months with
  consent; 新规: no night shifts nor in-hospital on-call before the child is 1).

Questions: rates and totals (a month's allowances and night-shift fees, overtime with late-night hours,
a holiday's overtime, unpaid-leave deductions, sick pay with a floor, medical claims under a yearly cap),
pro-rata entitlements, bands at a boundary (birthday month at 55, exactly 10 years, child of 7, salary
exactly at the S$2,600 cap), deadlines asked as a date (with the date tools), rules before / after the
2026-07-01 change, and rules the handbook does not have (paternity leave, 高温补贴, pay cuts for missing
credits). Forms vary: one-liners, explanations, lists, Markdown tables, 1.5x / 150% / 一点五倍,
25% / 两成半, S$ / SGD / 新元, 元 / RMB / CNY / ¥, 中文数字 and 全角数字; English answers on the Chinese
handbooks and Chinese answers on the English one (about 40% English overall).

Errors (exactly one per wrong answer): another band's value, a wrong base for a percentage, a ceiling or
cap not applied, a premium added on the wrong base or to the wrong hours, arithmetic slips, a wrong unit
(hours vs days, calendar vs working days), the old rule used after the change date, a wrong date or
weekday, an invented rule, and a right number with a wrong rule attached.

Audit (handbook part): every one of the 216 answers was re-judged blind against the handbook text, the search
hits the calls really return (rebuilt with make_heldout14.py into a fresh kb folder), the arithmetic and
chinese_calendar (2026: 10-01 holiday, 10-08 Thu, 12-10 Thu, 12-11 Fri, 248 working days in the year). Every
correct answer relies only on clauses its searches return (M8 and D8 correctly get no hits), so no search words
changed, and no label was changed. Three answer texts were fixed: M7's "right number, wrong rule" answer carried
two wrong rules (specialist S$80 a visit AND non-panel GP visits not reimbursable); it now keeps only the S$80
error, with the S$800 cap explaining why nothing is left for the GP visits. D5's "right number, wrong rule"
answer divided by 250 working days (2026 has 248), a second slip beside the wrong working-days rule; it now
uses 248 (10 × 84 / 248 = 3.39 → 3), so its only error is the rule. A D7 correct answer said "10月8号之前",
which can be read as "by 7 October"; it now says "10月8号（星期四）下班前". Final counts unchanged: 24 questions,
216 answers, 96 correct / 120 wrong.
"""
from __future__ import annotations

from heldout4_cases import C, W, _d, _q, _s

HANDBOOKS = {"merlion": "merlion_fintech", "dalian": "dalian_precision", "ruijin": "ruijin_hospital_nursing"}

HANDBOOK_CASES = [
    # ------------------------------------------------------------------ merlion (English .txt)
    # M1. Section 4(a),(b): 14 days + 1 per completed year counted at 1 January, max 21. Joined 1 Mar 2017:
    # 8 completed years at 1 Jan 2026 → 14 + 8 = 22 → capped at 21 working days.
    _s("merlion", "annual leave entitlement completed years of service maximum 21 days",
       "I joined Merlion Pay on 1 March 2017. How many days of annual leave do I get for 2026?", [
           (C, "en", "21 working days, the handbook's maximum. On 1 January 2026 you had 8 completed years of "
                     "service, so 14 + 8 = 22, which is capped at 21."),
           (C, "en", "You get the full 21 working days of annual leave for 2026 (the cap)."),
           (C, "zh", "2026年你的年假是21个工作日：按1月1日计你已满8年，14＋8＝22天，但上限是21天。"),
           (C, "en", "| Step | Days |\n|---|---|\n| Base (joining-year entitlement) | 14 |\n"
                     "| + completed years at 1 Jan 2026 | +8 |\n| Before cap | 22 |\n"
                     "| **Entitlement (max 21)** | **21 working days** |"),
           # cap not applied
           (W, "en", "14 days plus 1 for each of your 8 completed years: 22 working days of annual leave in 2026."),
           # wrong count of completed years
           (W, "en", "As at 1 January 2026 you had completed 6 years of service, so you get 14 + 6 = 20 working "
                     "days for 2026."),
           # unit: calendar instead of working days
           (W, "en", "21 calendar days for 2026 (14 + 8 = 22, capped at 21)."),
           # invented rule: the day above the cap is paid out
           (W, "zh", "你2026年有21个工作日年假（14＋8＝22，封顶21天），超过上限的那1天公司会折算成现金发给你。"),
           # wrong carry-forward rule in an extra fact
           (W, "zh", "21个工作日（22天封顶为21天）。没休完的年假可以不限天数结转到下一年，只要在2027年3月31日前休掉。"),
       ]),
    # M2. Section 4(a),(c): joining year 14 days, pro-rated by completed months / 12, rounded DOWN to the half
    # day. Joining 1 May 2026: 8 completed months → 14 × 8/12 = 9.33 → 9 working days.
    _s("merlion", "annual leave pro-rated year of joining completed months rounded down half day",
       "I'm starting at Merlion on 1 May 2026. How much annual leave will I get for the rest of 2026?", [
           (C, "en", "9 working days. You'll complete 8 months in 2026 (May to December), so 8/12 × 14 = 9.33, "
                     "rounded down to the nearest half day = 9."),
           (C, "en", "Pro-rated: 14 × 8/12 ≈ 9.3 → 9 days of annual leave for 2026."),
           (C, "zh", "2026年按比例折算：14 × 8 ÷ 12 ≈ 9.33天，向下取到半天，即9个工作日年假。"),
           (C, "en", "- Full entitlement in your joining year: 14 working days\n- Months you'll complete in 2026: 8\n"
                     "- 14 × 8/12 = 9.33, rounded down to the nearest half day\n- **Result: 9 working days**"),
           # rounding: 9.33 rounded to 9.5 instead of down
           (W, "en", "8/12 × 14 = 9.33, rounded to the nearest half day gives you 9.5 working days for 2026."),
           # pro-rating ignored
           (W, "zh", "新员工入职当年就有14个工作日年假，所以你2026年有14天。"),
           # wrong month count
           (W, "en", "You'll have 7 completed months in 2026 (June to December), so 7/12 × 14 = 8.17 → 8 working days."),
           # arithmetic slip
           (W, "en", "8/12 × 14 = 10.33, rounded down to the nearest half day: 10 working days."),
           # wrong base (the 21-day maximum)
           (W, "zh", "按比例折算：21 × 8 ÷ 12 ＝ 14天，所以2026年你有14个工作日年假。"),
       ], today="2026-04-20"),
    # M3. Section 6(a),(b): 17% for 55 and below, 15.5% above 55 to 60, on ordinary wages up to S$8,000; the next
    # band starts the month AFTER the birthday month. August 2026 (birthday month): 17% × 8,000 = S$1,360;
    # from September 2026: 15.5% × 8,000 = S$1,240.
    _d("2026-07-20", "I turn 55 on 18 August 2026 and my monthly salary is S$9,500. How much employer CPF will "
                     "the company pay on my August 2026 salary, and what will it be from September?",
       [_q("employer CPF contribution rates by age band ordinary wage ceiling"),
        _q("CPF age band changes month after birthday 55")], [
           (C, "en", "August 2026: S$1,360 (17% of the S$8,000 ceiling; August is your birthday month, so you "
                     "are still in the '55 and below' band). From 1 September 2026 the rate drops to 15.5%, "
                     "i.e. S$1,240 a month."),
           (C, "zh", "8月仍按55岁及以下档17%计，月薪超过8,000新元的部分不计CPF，雇主供款S$1,360；9月起改按15.5%，"
                     "每月S$1,240。"),
           (C, "en", "| Month | Band | Rate | Wage counted | Employer CPF |\n|---|---|---|---|---|\n"
                     "| Aug 2026 | 55 and below | 17% | S$8,000 | S$1,360 |\n"
                     "| Sep 2026 onwards | above 55 to 60 | 15.5% | S$8,000 | S$1,240 |"),
           (C, "en", "Employer CPF: SGD 1,360 on your August pay, then SGD 1,240 a month from September (only "
                     "the first S$8,000 counts both times)."),
           # ceiling not applied
           (W, "en", "August: 17% × S$9,500 = S$1,615. From September: 15.5% × S$9,500 = S$1,472.50."),
           # birthday month put in the higher age band
           (W, "en", "Because you turn 55 in August, August already uses the 'above 55 to 60' rate: 15.5% × "
                     "S$8,000 = S$1,240, and it stays S$1,240 from September."),
           # another band's value for September
           (W, "en", "August: S$1,360 (17% of S$8,000). From September you move to the next band, 12%: S$960 a month."),
           # arithmetic slip
           (W, "zh", "8月：8,000 × 17% ＝ 1,380新元；9月起：8,000 × 15.5% ＝ 1,240新元。"),
           # wrong start month for the new band
           (W, "en", "August and September are both at 17% (S$1,360); the 15.5% rate (S$1,240) starts on "
                     "1 October 2026, the second month after your birthday."),
       ], handbook="merlion"),
    # M4. Section 3(b),(c): non-workmen whose salary does NOT EXCEED S$2,600 get 1.5x of (12 × salary)/(52 × 40).
    # S$2,600 exactly is covered: hourly 15.00, OT rate 22.50, 12 h → S$270.00.
    _d("2026-06-30", "I'm a non-workman on a basic monthly salary of exactly S$2,600 and I worked 12 hours of "
                     "approved overtime this month. How much overtime pay will I get?",
       [_q("overtime pay non-workman salary cap 1.5 times hourly basic rate")], [
           (C, "en", "S$270. At exactly S$2,600 you are still covered (the cap is 'does not exceed S$2,600'). "
                     "Hourly basic rate = 12 × 2,600 ÷ (52 × 40) = S$15.00; overtime rate 1.5 × 15 = S$22.50; "
                     "12 hours × 22.50 = S$270.00."),
           (C, "en", "You'll get SGD 270 (12 h × S$22.50, one and a half times your S$15 hourly basic rate)."),
           (C, "zh", "可以拿加班费：时薪 ＝ 2,600 × 12 ÷ 2,080 ＝ 15新元，加班按1.5倍即22.5新元/小时，12小时共270新元。"),
           (C, "en", "- Eligible? Yes: S$2,600 does not exceed the S$2,600 cap for non-workmen\n"
                     "- Hourly basic rate: (12 × 2,600) / (52 × 40) = S$15.00\n- OT rate: 150% → S$22.50\n"
                     "- 12 hours → **S$270.00**"),
           # cap read as "below S$2,600"
           (W, "en", "At S$2,600 you are at the cap, and only non-workmen earning below S$2,600 are paid "
                     "overtime, so there's no overtime pay; you get 12 hours of time off in lieu instead."),
           # wrong base: 44-hour week
           (W, "en", "Hourly rate = 12 × 2,600 ÷ (52 × 44) = S$13.64; × 1.5 = S$20.46; × 12 hours = S$245.52."),
           # wrong multiplier
           (W, "zh", "加班按时薪的两倍支付：12小时 × 30新元 ＝ 360新元。"),
           # arithmetic slip
           (W, "en", "S$15.00 an hour × 1.5 = S$22.50; 12 hours × S$22.50 = S$280."),
           # invented rule: TOIL on top of the pay
           (W, "zh", "加班费 ＝ 15 × 1.5 × 12 ＝ 270新元；此外这12小时还可以再换12小时补休（TOIL）。"),
       ], handbook="merlion"),
    # M5. Section 3(b),(d): non-workmen above S$2,600 are not paid overtime; TOIL 1 hour per approved hour,
    # within 3 months, then it lapses. S$3,200 → no pay, 10 hours TOIL within 3 months.
    _s("merlion", "overtime non-workmen basic salary above S$2,600 time off in lieu",
       "I'm an analyst (non-workman) on a basic salary of S$3,200. I worked 10 approved overtime hours in June. "
       "What do I get for them?", [
           (C, "en", "No overtime pay: non-workmen with a basic salary above S$2,600 aren't paid for overtime. You "
                     "get 10 hours of time off in lieu instead (1 hour per approved hour), to be taken within "
                     "3 months or it lapses."),
           (C, "zh", "你月薪3,200新元，超过2,600新元的上限，不发加班费；改为补休（TOIL）10小时，须在3个月内休完，过期作废。"),
           (C, "en", "10 hours of TOIL, no cash. Take it within three months."),
           (C, "en", "| Item | For your 10 hours |\n|---|---|\n| Overtime pay | none (S$3,200 > S$2,600) |\n"
                     "| Time off in lieu | 10 hours (1:1) |\n| Use by | within 3 months, then it lapses |"),
           # salary cap not applied
           (W, "en", "You're paid 1.5x: hourly rate 12 × 3,200 ÷ 2,080 = S$18.46, so 10 hours × S$27.69 = S$276.92."),
           # unit: days instead of hours
           (W, "zh", "没有加班费，但可以换10天补休（TOIL），须在3个月内休完。"),
           # wrong TOIL ratio
           (W, "en", "No cash; you get time off in lieu at 1.5 hours per hour worked, i.e. 15 hours, to be used "
                     "within 3 months."),
           # wrong TOIL deadline
           (W, "en", "No overtime pay; you earn 10 hours of TOIL, which you can take any time within 6 months."),
           # invented rule: paid on a capped salary
           (W, "zh", "月薪超过2,600新元的员工按2,600新元封顶计算加班费：时薪15新元 × 1.5 × 10小时 ＝ 225新元。"),
       ], today="2026-07-02"),
    # M6. Section 5(a),(b) and 1(d): 6 days childcare leave only for a child below 7; youngest child aged 7–12
    # → 2 days PAID extended childcare leave a year, not carried forward. Child 7 all through 2026 → 2 days.
    _s("merlion", "childcare leave child aged 7 extended childcare leave",
       "My only child (a Singapore citizen) turned 7 in December 2025. How many days of childcare leave can I "
       "take in 2026?", [
           (C, "en", "2 days. Your child is no longer below 7, so the 6 days of childcare leave no longer apply; "
                     "you get 2 days of paid extended childcare leave (child aged 7 to 12)."),
           (C, "zh", "2026年只有2天带薪的延长育儿假（extended childcare leave）：孩子已满7岁，不再适用6天的育儿假。"),
           (C, "en", "Two days of paid extended childcare leave in 2026."),
           (C, "en", "- Childcare leave (child below 7): no longer applies, your child is 7\n"
                     "- Extended childcare leave (child 7 to 12): **2 paid days** in 2026\n"
                     "- Unused days are not carried forward or paid out"),
           # the below-7 band's value
           (W, "en", "6 days of paid childcare leave; the 6-day entitlement applies until your child turns 12."),
           # paid → unpaid
           (W, "en", "2 days of extended childcare leave a year, but it is unpaid leave."),
           # invented carry-forward
           (W, "en", "2 days of paid extended childcare leave; any day you don't use in 2026 carries over into 2027."),
           # wrong entitlement (infant care leave is for a child below 2)
           (W, "zh", "孩子满7岁后，你每年可以休6天无薪的婴儿照顾假（infant care leave）。"),
           # invented eligibility condition
           (W, "en", "2 days of paid extended childcare leave, but only once you have at least 12 months of "
                     "service with the Company."),
       ]),
    # M7. Section 7(a)-(d): non-panel GP ≤ S$40/visit, specialist ≤ S$120/visit, outpatient cap S$800 a year,
    # claims within 30 CALENDAR days with original receipts. 3 × 120 + 4 × 40 = 520, but only 800 − 560 = 240
    # left → S$240.
    _d("2026-09-14", "So far this year I've been reimbursed S$560 for outpatient claims. I now have 3 specialist "
                     "visits on a GP referral at S$180 each and 4 non-panel GP visits at S$55 each. How much more "
                     "can I claim, and by when must I submit?",
       [_q("outpatient medical reimbursement per visit specialist GP annual cap S$800"),
        _q("medical claims submission deadline calendar days original receipt")], [
           (C, "en", "S$240. The per-visit limits give 3 × S$120 + 4 × S$40 = S$520, but outpatient claims are "
                     "capped at S$800 a year and you've used S$560, so only S$240 is left. Submit each claim in "
                     "the HR portal within 30 calendar days of the visit, with the original receipt."),
           (C, "zh", "还能报240新元：专科3×120＝360，GP 4×40＝160，共520；但全年门诊上限800新元，已用560，只剩240。"
                     "每次就诊后30个日历天内在HR系统提交，附原始收据，逾期不受理。"),
           (C, "en", "| | Amount |\n|---|---|\n| Specialist 3 × S$120 | S$360 |\n| GP 4 × S$40 | S$160 |\n"
                     "| Eligible before the yearly cap | S$520 |\n| Left under the S$800 cap | **S$240** |\n\n"
                     "Deadline: 30 calendar days after each visit."),
           (C, "en", "You can still get SGD 240 (the S$800 yearly cap bites); claims are due within 30 calendar "
                     "days of each visit."),
           # yearly cap not applied
           (W, "en", "3 × S$120 + 4 × S$40 = S$520. Submit within 30 calendar days of each visit with the "
                     "original receipts."),
           # working days instead of calendar days
           (W, "zh", "还能报S$240（全年上限800新元减去已报的560新元）；每次就诊后30个工作日内提交。"),
           # arithmetic slip
           (W, "en", "The visits are worth 3 × 120 + 4 × 40 = S$520, but the S$800 limit leaves 800 − 560 = S$340. "
                     "Submit within 30 calendar days of each visit."),
           # invented rule: dental inside the 800
           (W, "zh", "还能报S$240（800−560）；就诊后30个日历天内提交。另外牙科费用也算在这800新元的总上限里。"),
           # right number, wrong rule (specialist visits at S$80 each instead of up to S$120)
           (W, "en", "S$240: specialist visits are reimbursed at S$80 each (3 × 80 = 240), which uses up the rest "
                     "of your S$800 yearly cap (560 + 240 = 800), so nothing is left for the 4 GP visits. Submit "
                     "within 30 calendar days."),
       ], handbook="merlion"),
    # M8. Not in the handbook: the search finds no clause on paternity leave (no relevant hits). Correct answers
    # say the handbook does not cover it; wrong ones invent an entitlement.
    _s("merlion", "paternity leave for fathers",
       "我老婆下个月生孩子，公司有陪产假吗？能休几天？", [
           (C, "zh", "员工手册里没有关于陪产假的规定，查不到能休几天，建议直接问HR。"),
           (C, "zh", "手册没有涉及陪产假（paternity leave），我没法告诉你天数，请向人事部确认。"),
           (C, "en", "The handbook doesn't say anything about paternity leave, so I can't give you a number of "
                     "days; please check with HR."),
           (C, "en", "Not covered: there's no paternity leave clause in the Merlion handbook. HR can tell you what applies."),
           (W, "zh", "有的，手册规定陪产假2周（14天），带薪。"),
           (W, "en", "Yes: fathers get 4 weeks of paid paternity leave under the handbook."),
           (W, "zh", "手册规定陪产假为10个工作日，需提前2周在HR系统申请。"),
           (W, "en", "Paternity leave is 6 days a year, the same as childcare leave."),
           (W, "zh", "陪产假3天，按手册第5节的育儿假规定办理。"),
       ]),

    # ------------------------------------------------------------------ dalian (Chinese .docx)
    # D1. 第五条表一 G3 基本时薪 18.00; 第六条（一）工作日 150%; 第七条 22:00–5:00 another 25% of 基本时薪.
    # 18:00–24:00: 6 × 18 × 1.5 = 162, + 2 × 18 × 0.25 = 9 → 171 元.
    _d("2026-06-15", "G3班长工作日下班后经批准加班，从18:00干到24:00，这6个小时加班费是多少？",
       [_q("加班工资 工作日 150% 基本时薪为基数"), _q("深夜加班割增 22:00至次日5:00 25%"), _q("职级与基本时薪 表一 G3")], [
           (C, "zh", "171元。6小时 × 18元 × 150% ＝ 162元，其中22:00–24:00两小时另加深夜割增 18 × 25% × 2 ＝ 9元，合计171元。"),
           (C, "zh", "| 时段 | 小时 | 比例 | 金额 |\n|---|---|---|---|\n| 18:00–22:00 | 4 | 150% | 108元 |\n"
                     "| 22:00–24:00 | 2 | 175% | 63元 |\n| 合计 | 6 | | **171元** |"),
           (C, "en", "RMB 171: 4 hours at 150% of the G3 rate of 18 (108) plus 2 late-night hours at 175% (63)."),
           (C, "zh", "一百七十一元。前四小时按一倍半（每小时二十七元），二十二点以后的两小时再加基本时薪的两成半，"
                     "每小时三十一元五角。"),
           # late-night premium on all 6 hours
           (W, "zh", "6小时全部按深夜加班175%计：6 × 18 × 1.75 ＝ 189元。"),
           # premium on the wrong base (25% of the 150% rate)
           (W, "zh", "深夜割增按加班时薪27元的25%算：6 × 27 ＝ 162元，再加 2 × 27 × 25% ＝ 13.5元，共175.5元。"),
           # wrong base: housing allowance included
           (W, "zh", "时薪基数 ＝ (3,132 ＋ 600) ÷ 174 ≈ 21.45元；6 × 21.45 × 1.5 ＝ 193.05元，深夜2小时另加 "
                     "2 × 21.45 × 0.25 ≈ 10.73元，共203.78元。"),
           # wrong rate (rest-day 200%)
           (W, "zh", "工作日延时加班按200%：6 × 18 × 2 ＝ 216元，加深夜割增9元，共225元。"),
           # arithmetic slip
           (W, "zh", "6 × 18 × 150% ＝ 162元，深夜2小时另加9元，合计172元。"),
       ], handbook="dalian"),
    # D2. 2026-10-01 is 国庆 (calendar tool: 法定节假日). 第六条（三）300%, not replaced by 补休; 第七条 +25%;
    # 表一 G4 24.00. 6 × 24 × 3 = 432, + 2 × 24 × 0.25 = 12 → 444 元.
    _d("2026-09-24", "A G4 engineer is approved to work overtime on 1 October 2026 from 18:00 to 24:00. How much "
                     "overtime pay is that?",
       [("calculate_leave_days", {"start_date": "2026-10-01", "end_date": "2026-10-01"}),
        _q("加班工资 法定节假日加班 按基本时薪的300%支付"), _q("深夜加班割增 22:00至次日5:00 25%"),
        _q("职级与基本时薪 表一 G4")], [
           (C, "en", "RMB 444. 1 October 2026 is a statutory holiday (National Day), so all 6 hours are paid at "
                     "300% of the G4 hourly base of 24: 6 × 72 = 432; the 2 hours from 22:00 to 24:00 get the "
                     "extra late-night 25% of base (2 × 6 = 12). Total 444 yuan, and it can't be swapped for time off."),
           (C, "en", "444 CNY: 300% for the holiday hours, 325% for the last two (late-night) hours."),
           (C, "zh", "10月1日是国庆法定节假日，按300%：24 × 3 × 6 ＝ 432元；22点到24点两小时另加25%深夜割增12元，"
                     "共444元，不能用补休代替。"),
           (C, "zh", "- 日期：2026-10-01 国庆节，法定节假日\n- 18:00–22:00：4小时 × 24 × 300% ＝ 288元\n"
                     "- 22:00–24:00：2小时 × 24 × 325% ＝ 156元\n- 合计：**444元**"),
           # wrong day type / rate (rest day 200%)
           (W, "en", "1 October falls in the National Day break but counts as a rest day, so 200%: 6 × 48 = 288, "
                     "plus 12 for the late-night hours = 300 yuan."),
           # premium on the wrong base (25% of the holiday rate)
           (W, "zh", "6 × 72 ＝ 432元，深夜2小时再按节假日加班时薪72元的25%加发：2 × 72 × 0.25 ＝ 36元，共468元。"),
           # another band's hourly rate (G3)
           (W, "zh", "按18元基本时薪：6 × 18 × 300% ＝ 324元，加深夜 2 × 18 × 25% ＝ 9元，共333元。"),
           # invented substitution by time off
           (W, "zh", "法定节假日加班一律先安排补休：补6小时调休，不发加班费。"),
           # arithmetic slip
           (W, "en", "300% for all 6 hours: 6 × 72 = 432; plus 2 late-night hours at 25% of 24 = 12. Total RMB 434."),
       ], handbook="dalian"),
    # D3. 第十一条表二: 中班 25 + 夜餐 10, 夜班 60 + 夜餐 15 a shift; 第十二条 G3 住房补贴 600; 第九条 皆勤手当 300.
    # 10 夜班 = 750, 8 中班 = 280, + 600 + 300 → 1,930 元 (no 深夜割增 on scheduled shifts, 第七条).
    _d("2026-08-03", "我是G3班长，7月份上了10个夜班、8个中班，全勤没请假，也没加班。除了基本工资，7月的津贴补贴一共多少？",
       [_q("班次津贴与夜餐补助 表二 中班 夜班"), _q("住房补贴按职级 G3"), _q("皆勤手当 全勤 300元")], [
           (C, "zh", "合计1,930元：住房补贴600 ＋ 皆勤手当300 ＋ 夜班10 × (60＋15) ＝ 750 ＋ 中班8 × (25＋10) ＝ 280。"),
           (C, "zh", "| 项目 | 计算 | 金额 |\n|---|---|---|\n| 住房补贴（G3） | | 600元 |\n| 皆勤手当 | 全勤 | 300元 |\n"
                     "| 夜班津贴＋夜餐 | 10 × (60＋15) | 750元 |\n| 中班津贴＋夜餐 | 8 × (25＋10) | 280元 |\n"
                     "| 合计 | | **1,930元** |"),
           (C, "en", "RMB 1,930 on top of basic pay: housing 600, perfect attendance 300, night shifts 10 × 75 = 750, "
                     "middle shifts 8 × 35 = 280."),
           (C, "zh", "一千九百三十元（住房补贴六百、皆勤手当三百、班次津贴八百、夜餐补助二百三十）。"),
           # night-meal allowance left out
           (W, "zh", "住房补贴600 ＋ 皆勤手当300 ＋ 夜班津贴10 × 60 ＝ 600 ＋ 中班津贴8 × 25 ＝ 200，共1,700元。"),
           # another band's housing allowance (G2)
           (W, "zh", "住房补贴400 ＋ 皆勤300 ＋ 夜班750 ＋ 中班280 ＝ 1,730元。"),
           # wrong value for the middle-shift meal allowance
           (W, "zh", "住房600 ＋ 皆勤300 ＋ 夜班10 × 75 ＝ 750 ＋ 中班8 × (25＋15) ＝ 320，共1,970元。"),
           # invented rule: late-night premium on scheduled night shifts
           (W, "zh", "津贴补贴1,930元；另外10个夜班在22:00以后的时段还要按基本时薪加发25%的深夜割增。"),
           # arithmetic slip
           (W, "en", "600 + 300 + 750 + 280 = RMB 1,880."),
       ], handbook="dalian"),
    # D4. 第十七条: 日工资 = (月基本工资 + 住房补贴) ÷ 21.75; 表一 G2 2,523; 第十二条 G2 400; 第九条: −100 a day of
    # 事假. (2,523 + 400) ÷ 21.75 = 134.39 a day → 268.78 元 for 2 days; 皆勤手当 300 − 200 = 100 元.
    _d("2026-08-03", "G2熟练工7月请了2天事假，其余全勤。事假要扣多少工资？皆勤手当还剩多少？",
       [_q("事假扣除工资 日工资 月工资÷21.75"), _q("皆勤手当 事假扣减"), _q("住房补贴按职级 G2"),
        _q("职级与基本时薪 表一 G2 月基本工资")], [
           (C, "zh", "事假扣款：(2,523 ＋ 400) ÷ 21.75 × 2 ≈ 268.78元；皆勤手当每天扣100元，扣200元，还剩100元。"),
           (C, "en", "Unpaid-leave deduction ≈ RMB 268.78 (daily rate = (basic 2,523 + housing 400) / 21.75 = "
                     "134.39, × 2). Attendance allowance: 300 − 2 × 100 = RMB 100 left."),
           (C, "zh", "1. 月工资（基本工资＋住房补贴）：2,523 ＋ 400 ＝ 2,923元\n2. 日工资：2,923 ÷ 21.75 ≈ 134.39元\n"
                     "3. 2天事假扣：约268.78元\n4. 皆勤手当：300 − 200 ＝ 100元"),
           (C, "en", "About ¥268.78 is deducted, and ¥100 of the attendance allowance remains."),
           # wrong base (basic pay only)
           (W, "zh", "日工资 ＝ 2,523 ÷ 21.75 ＝ 116元，2天扣232元；皆勤手当剩100元。"),
           # wrong rule: 事假 treated like 旷工
           (W, "zh", "事假扣268.78元；请了事假当月皆勤手当全部取消，剩0元。"),
           # wrong divisor (30)
           (W, "zh", "日工资 ＝ 2,923 ÷ 30 ≈ 97.43元，2天扣194.87元；皆勤手当剩100元。"),
           # wrong 皆勤 deduction per day
           (W, "zh", "扣事假工资约268.78元；皆勤手当每天扣50元，还剩200元。"),
           # arithmetic slip
           (W, "en", "2,923 / 21.75 = 134.39 a day, so 2 days = RMB 278.78; attendance allowance left RMB 100."),
       ], handbook="dalian"),
    # D5. 第十五条: 累计工龄 满10年不满20年 → 10 days; 第十六条: new joiner pro-rated by remaining calendar days ÷ 365,
    # fractions dropped. 2026-09-01..12-31 = 122 自然日 (tool) → 10 × 122/365 = 3.34 → 3 days.
    _d("2026-09-01", "我今天（2026年9月1日）入职，之前在别的单位干了正好10年，累计工龄满10年。今年能休几天年假？",
       [_q("年休假 累计工龄 满10年"), _q("新入职员工年休假折算 剩余日历天数÷365"),
        ("calculate_leave_days", {"start_date": "2026-09-01", "end_date": "2026-12-31"})], [
           (C, "zh", "3天。累计工龄满10年对应全年10天；9月1日入职，当年剩余122个日历天，122 ÷ 365 × 10 ≈ 3.34天，"
                     "不足1整天的部分不享受，所以今年是3天。"),
           (C, "en", "3 days for 2026: the 10-year band gives 10 days a year, pro-rated 10 × 122/365 = 3.34, and "
                     "the fraction is dropped."),
           (C, "zh", "今年可休３天（全年应享10天 × 122/365 ≈ 3.34，零头不算）。"),
           (C, "en", "- Band: 累计工龄 exactly 10 years → 10 days a year\n- Calendar days left in 2026 from 1 Sep: 122\n"
                     "- 10 × 122 / 365 = 3.34 → **3 days** (part-days don't count)"),
           # lower band
           (W, "zh", "按“满1年不满10年”这一档，全年5天，折算 5 × 122 ÷ 365 ≈ 1.67，今年1天。"),
           # pro-rating ignored
           (W, "zh", "累计工龄满10年，年假10天，今年就可以休10天。"),
           # rounded up
           (W, "zh", "10 × 122 ÷ 365 ≈ 3.34天，向上取整，今年4天年假。"),
           # right number, wrong rule (working days instead of calendar days)
           (W, "en", "3 days: the handbook pro-rates by working days, 10 × 84 remaining working days / 248 working "
                     "days in 2026 = 3.39, rounded down to 3."),
           # invented rule
           (W, "zh", "新员工要在本公司干满1年才能休年假，所以今年是0天。"),
       ], handbook="dalian"),
    # D6. 第十八条: 80% of 月基本工资, but not below 80% of the 2,100 minimum wage; 表一 G1 月基本工资 2,088.
    # 0.8 × 2,088 = 1,670.40 < 0.8 × 2,100 = 1,680 → 1,680 元.
    _d("2026-07-02", "G1普通操作工6月整月休病假（在医疗期内），6月病假工资是多少？",
       [_q("病假工资 80% 基本工资 最低工资标准"), _q("职级与基本时薪 表一 G1 月基本工资")], [
           (C, "zh", "1,680元。按基本工资80%是 2,088 × 80% ＝ 1,670.40元，低于大连月最低工资2,100元的80%（1,680元），"
                     "所以按下限1,680元发。"),
           (C, "en", "RMB 1,680: 80% of the G1 basic pay of 2,088 is only 1,670.40, below the floor of 80% × 2,100 "
                     "= 1,680, so the floor applies."),
           (C, "zh", "病假工资一千六百八十元（按最低工资八成的保底线发）。"),
           (C, "zh", "- 基本工资 × 80%：2,088 × 0.8 ＝ 1,670.4元\n- 保底：2,100 × 0.8 ＝ 1,680元\n- 取较高者：**1,680元**"),
           # floor not applied
           (W, "zh", "病假工资按月基本工资的80%：2,088 × 80% ＝ 1,670.40元。"),
           # floor at 100% of the minimum wage
           (W, "en", "Sick pay can't be below Dalian's minimum wage, so you get the full RMB 2,100."),
           # wrong base (housing allowance included)
           (W, "zh", "按(2,088 ＋ 300) × 80% ＝ 1,910.40元发病假工资。"),
           # another band's basic pay (G2)
           (W, "zh", "G1月基本工资2,523元，80%是2,018.40元，高于保底1,680元，所以发2,018.40元。"),
           # arithmetic slip
           (W, "zh", "2,100 × 80% ＝ 1,690元，高于 2,088 × 80% ＝ 1,670.40元，所以发1,690元。"),
       ], handbook="dalian"),
    # D7. 第十九条: 病假证明 within 3 working days counted from the day after the return; late → 事假.
    # add_workdays(2026-09-28, 3) = 2026-10-08 (周四), 国庆 10/1–10/7 skipped.
    _d("2026-09-28", "我病了一周，今天（9月28日）回来上班。病假证明最晚哪天要交给人事课？",
       [_q("病假证明 返岗 补交 请假手续"), ("add_workdays", {"date": "2026-09-28", "days": 3})], [
           (C, "zh", "最晚10月8日（周四）。从返岗次日起算3个工作日：9月29日、9月30日，然后跳过国庆10月1日–7日，"
                     "第3个工作日是10月8日。逾期没交的按事假处理。"),
           (C, "zh", "10月8号（星期四）下班前交到人事课就行。"),
           (C, "en", "By Thursday 8 October 2026: 3 working days counted from the day after your return, with the "
                     "National Day holiday (1–7 Oct) skipped."),
           (C, "zh", "最迟十月八日（周四）；过了期限就按事假算。"),
           # calendar days instead of working days
           (W, "zh", "3天内，也就是10月1日（周四）前要交。"),
           # return day counted as day 1
           (W, "zh", "今天返岗算第1个工作日，所以最晚9月30日（周三）交。"),
           # wrong weekday
           (W, "zh", "最晚10月8日（周五）交。"),
           # wrong date
           (W, "zh", "最晚10月9日（周五）交到人事课。"),
           # wrong consequence
           (W, "en", "By Thursday 8 October; if you miss it, those days are treated as absence without leave (旷工)."),
       ], handbook="dalian"),
    # D8. Not in the handbook: no clause on 高温补贴 (the search finds nothing relevant).
    _s("dalian", "高温补贴 防暑降温费", "大连夏天车间很热，公司有高温补贴吗？每月多少？", [
           (C, "zh", "工资与休假管理规定里没有高温补贴的条款，查不到标准，建议问人事课。"),
           (C, "zh", "手册未涉及高温补贴（防暑降温费），我没法告诉你金额。"),
           (C, "en", "The rules don't mention a high-temperature allowance at all, so I can't give an amount; ask HR."),
           (C, "zh", "这份规定里查不到高温补贴，没有标准可说，请向人事课确认。"),
           (W, "zh", "有，每年6–9月每月发高温补贴200元。"),
           (W, "zh", "手册规定高温补贴每天10元，按实际出勤天数发。"),
           (W, "en", "Yes: RMB 300 per month from June to September."),
           (W, "zh", "高温补贴包含在第十一条的班次津贴里，中班、夜班各另加5元。"),
           (W, "en", "The handbook sets it at 150 yuan a month for workshop staff in July and August."),
       ], today="2026-07-10"),

    # ------------------------------------------------------------------ ruijin (Chinese Markdown)
    # R1. 三、夜班费 (新规 from 2026-07-01): 小夜 100, 大夜 160; ICU +30 per night shift (小夜 or 大夜) [^2];
    # 满勤夜班奖 only for 8+ 大夜. 6 × 100 + 5 × 160 + 11 × 30 = 1,730 元.
    _s("ruijin", "夜班费 小夜班 大夜班 新规 ICU 重症岗位补贴",
       "我是ICU护士，2026年7月上了6个小夜班、5个大夜班，7月的夜班费一共多少？", [
           (C, "zh", "1,730元：小夜6 × 100 ＝ 600，大夜5 × 160 ＝ 800，ICU重症岗位补贴11个夜班 × 30 ＝ 330。"
                     "大夜不满8个，没有满勤夜班奖。"),
           (C, "zh", "| 项目 | 计算 | 金额 |\n|---|---|---|\n| 小夜班（新规） | 6 × 100 | 600元 |\n"
                     "| 大夜班（新规） | 5 × 160 | 800元 |\n| 重症岗位补贴 | 11 × 30 | 330元 |\n| 合计 | | **1,730元** |"),
           (C, "en", "RMB 1,730 for July (new rates of 100 / 160 a shift, plus the 30 ICU supplement on all 11 shifts)."),
           (C, "zh", "按7月1日起的新规，一共一千七百三十元。"),
           # old rule after the change date
           (W, "zh", "按小夜80、大夜120：480 ＋ 600 ＝ 1,080，加重症补贴330，共1,410元。"),
           # ICU supplement only on 大夜
           (W, "zh", "重症补贴只给大夜班：5 × 30 ＝ 150，合计 600 ＋ 800 ＋ 150 ＝ 1,550元。"),
           # full-attendance bonus added though fewer than 8 大夜
           (W, "zh", "600 ＋ 800 ＋ 330 ＝ 1,730元，再加满勤夜班奖200元，共1,930元。"),
           # ICU supplement left out
           (W, "zh", "6 × 100 ＋ 5 × 160 ＝ 1,400元。"),
           # arithmetic slip
           (W, "zh", "600 ＋ 800 ＋ 330 ＝ 1,750元。"),
       ], today="2026-08-05"),
    # R2. Preamble + [^1]: shifts up to 2026-06-30 old rule, a shift belongs to the day it starts; 三: 旧 80/120,
    # 新 100/160. 6/30 小夜 80 + 7/1 大夜 (starts 00:00 7/1) 160 + 7/3 小夜 100 = 340 元 (general ward, no +30).
    _d("2026-07-06", "我在普通病区，6月30日上小夜班，7月1日上大夜班，7月3日又上了一个小夜班。这三个班的夜班费一共多少？",
       [_q("夜班费标准 旧规 新规 2026年7月1日"), _q("旧规 新规 班次以开始时间所在日期为准")], [
           (C, "zh", "340元：6月30日的小夜班按旧规80元，7月1日大夜班（0点开始）按新规160元，7月3日小夜班100元。"),
           (C, "en", "RMB 340: 80 (30 June evening shift, old rate) + 160 (1 July night shift, new rate) + 100 "
                     "(3 July evening shift)."),
           (C, "zh", "| 日期 | 班次 | 标准 | 金额 |\n|---|---|---|---|\n| 6月30日 | 小夜班 | 旧规 | 80元 |\n"
                     "| 7月1日 | 大夜班 | 新规 | 160元 |\n| 7月3日 | 小夜班 | 新规 | 100元 |\n| 合计 | | | 340元 |"),
           (C, "zh", "八十加一百六十再加一百，一共三百四十元。"),
           # wrong rule: a shift ending at 24:00 moved into the new rule
           (W, "zh", "6月30日的小夜班上到7月1日0点，按新规100元；7月1日大夜160元；7月3日小夜100元；共360元。"),
           # old rule for the 1 July night shift
           (W, "en", "80 + 120 + 100 = RMB 300: the 1 July night shift follows straight on from June, so it's "
                     "still paid at the old rate."),
           # ICU supplement added for a general ward
           (W, "zh", "80 ＋ 160 ＋ 100 ＝ 340元，另加重症岗位补贴 3 × 30 ＝ 90元，共430元。"),
           # arithmetic slip
           (W, "zh", "80 ＋ 160 ＋ 100 ＝ 350元。"),
           # wrong rule: 小夜 rate claimed unchanged
           (W, "zh", "6月30日小夜80元，7月1日大夜160元，7月3日小夜也是80元（小夜班标准没有调整），共320元。"),
       ], handbook="ruijin"),
    # R3. 五、年休假: 护龄 满10年不满20年 → 法定10 + 补充3 = 13 working days; 补充假 only with 60+ night shifts last
    # year, [^4]: months without night shifts for pregnancy/nursing count as 5 each → 32 + 30 = 62 ≥ 60.
    _s("ruijin", "年休假 护龄 满10年 院内护理补充假 上一年度夜班 60个",
       "到今年1月1日，我的护龄正好满10年。去年我上了32个夜班，另外有6个月因为怀孕、哺乳按规定没有排夜班。今年年休假一共几天？", [
           (C, "zh", "13天（工作日）：护龄满10年进入“满10年不满20年”档，法定年休假10天；去年夜班32个，另外6个月每月按5个"
                     "折算30个，共62个，满60个，所以还有院内护理补充假3天。"),
           (C, "en", "13 working days: 10 statutory + 3 nursing supplementary days (32 + 6 × 5 = 62 night shifts, "
                     "which reaches the 60 needed)."),
           (C, "zh", "| 项目 | 天数 |\n|---|---|\n| 法定年休假（护龄满10年） | 10 |\n"
                     "| 院内护理补充假（32＋30＝62个夜班 ≥ 60） | 3 |\n| 合计 | 13个工作日 |"),
           (C, "zh", "今年一共十三天年休假（法定十天＋补充假三天）。"),
           # lower band
           (W, "zh", "护龄满10年还算“满1年不满10年”这一档，合计8天。"),
           # footnote ignored
           (W, "zh", "去年只上了32个夜班，不满60个，只有法定年休假10天，没有补充假。"),
           # unit: calendar days
           (W, "zh", "13个日历天（法定10天＋补充假3天；32＋30＝62个夜班，够60个）。"),
           # arithmetic slip in the night-shift count
           (W, "zh", "夜班数 32 ＋ 6 × 5 ＝ 52个，不满60个，所以只有法定10天。"),
           # another band's supplement value
           (W, "en", "With 10 years you get the higher supplement: 10 statutory + 5 supplementary = 15 working days."),
       ], today="2026-03-02"),
    # R4. 四、值班与加班: 在院值班 150 元/次, rescue beyond 2 hours counts as overtime; no 补休 in 3 months → 工作日
    # 60 元/小时. 150 + (3.5 − 2) × 60 = 240 元; 值班 is not a night shift (no 夜班费, 三).
    _s("ruijin", "在院值班 被叫起参与抢救 超过2小时 加班费 工作日",
       "我周三晚上在院值班，夜里被叫起来参与抢救，累计3个半小时，3个月内也排不出补休。这次值班我能拿多少钱？", [
           (C, "zh", "240元：在院值班补贴150元；抢救累计3.5小时，超过2小时的1.5小时算加班，排不出补休按工作日60元/小时，"
                     "得90元。值班不算夜班，没有夜班费。"),
           (C, "en", "RMB 240: the 150 on-call allowance plus 1.5 overtime hours × 60."),
           (C, "zh", "- 在院值班补贴：150元\n- 加班：3.5 − 2 ＝ 1.5小时 × 60元 ＝ 90元\n- 合计：240元"),
           (C, "zh", "一共二百四十元（值班一百五十，加班九十）。"),
           # 2-hour threshold ignored
           (W, "zh", "150 ＋ 3.5 × 60 ＝ 360元。"),
           # rest-day rate on a weekday
           (W, "zh", "150 ＋ 1.5 × 80 ＝ 270元。"),
           # rounding rule of 在家听班 misapplied
           (W, "zh", "超过2小时的1.5小时，不足1小时的部分按1小时计，算2小时：150 ＋ 2 × 60 ＝ 270元。"),
           # night-shift fee added to on-call
           (W, "zh", "150 ＋ 90 ＝ 240元，另外当晚按小夜班还有100元夜班费，共340元。"),
           # arithmetic slip
           (W, "en", "150 + 1.5 × 60 = RMB 250."),
       ], today="2026-06-18"),
    # R5. 七: 158 + 15 (难产) + 15 per extra baby → twins: 158 + 15 + 15 = 188 calendar days.
    _s("ruijin", "产假 158天 难产 多胞胎 增加15天", "我是难产，生的是双胞胎，产假一共多少天？", [
           (C, "zh", "188天：基本产假158天，难产加15天，双胞胎多1个婴儿再加15天。按日历天连续计算，含节假日。"),
           (C, "en", "188 calendar days (158 + 15 for the difficult delivery + 15 for the second baby)."),
           (C, "zh", "一百八十八天（158＋15＋15）。"),
           (C, "zh", "| 项目 | 天数 |\n|---|---|\n| 产假 | 158 |\n| 难产 | ＋15 |\n| 双胞胎（多1个） | ＋15 |\n| 合计 | 188 |"),
           # twins counted as two extra babies
           (W, "zh", "双胞胎每个婴儿各加15天：158 ＋ 15 ＋ 30 ＝ 203天。"),
           # multiple-birth extra left out
           (W, "en", "158 + 15 = 173 days; twins don't add anything beyond the difficult-delivery extension."),
           # unit: working days
           (W, "zh", "158 ＋ 15 ＋ 15 ＝ 188个工作日，节假日不算在内。"),
           # arithmetic slip
           (W, "zh", "158 ＋ 15 ＋ 15 ＝ 178天。"),
           # wrong base (national 98 days only)
           (W, "zh", "98 ＋ 15 ＋ 15 ＝ 128天。"),
       ], today="2026-05-11"),
    # R6. 七: 158 days in calendar days incl. holidays. calculate_leave_days(2026-07-06, 2026-12-10): 自然日 158 →
    # last day Thu 2026-12-10; add_workdays(2026-12-10, 1) = Fri 2026-12-11, back at work.
    _d("2026-07-01", "I start maternity leave on 6 July 2026 (single baby, normal delivery). On which day does my "
                     "maternity leave end, and when do I return to work?",
       [_q("产假 158天 日历天 连续计算"), ("calculate_leave_days", {"start_date": "2026-07-06", "end_date": "2026-12-10"}),
        ("add_workdays", {"date": "2026-12-10", "days": 1})], [
           (C, "en", "Your 158 days (calendar days, weekends and public holidays included) run from 6 July to "
                     "Thursday 10 December 2026; you're back at work on Friday 11 December."),
           (C, "zh", "产假158天按日历天连续计算，7月6日起休到2026年12月10日（周四），12月11日（周五）返岗。"),
           (C, "en", "Ends 10 Dec 2026 (Thu); back on 11 Dec (Fri)."),
           (C, "zh", "- 天数：158天，按日历天计\n- 第一天：2026年7月6日（周一）\n- 最后一天：2026年12月10日（周四）\n"
                     "- 返岗：2026年12月11日（周五）"),
           # off by one day
           (W, "en", "6 July + 158 days: your last day of leave is Friday 11 December 2026 and you return on "
                     "Monday 14 December."),
           # holidays wrongly excluded
           (W, "en", "The public holidays inside your leave (Mid-Autumn 25–27 Sep and National Day 1–7 Oct, 10 days) "
                     "don't count, so it ends on Sunday 20 December and you return on Monday 21 December."),
           # wrong weekday
           (W, "zh", "产假最后一天是2026年12月10日（星期五），下一天返岗。"),
           # wrong entitlement (98 days)
           (W, "zh", "产假是98天，所以到2026年10月11日（周日）结束，10月12日（周一）返岗。"),
           # invented rule
           (W, "zh", "产假到12月10日结束，但返岗前还要再休3天下夜休，12月14日（周一）上班。"),
       ], handbook="ruijin"),
    # R7. Preamble + 七: from 2026-07-01 (新规) a nurse whose child is under 1 gets no night shifts (小夜 included)
    # and no 在院值班, consent or not; 哺乳时间 1 hour a day (single baby) until the child turns 1.
    _d("2026-08-10", "我孩子是2025年12月出生的（单胎），现在8个月大。如果我本人同意，护士长能给我排小夜班吗？每天的哺乳时间有多少？",
       [_q("哺乳期排班 新规 子女未满1周岁 不安排夜班"), _q("哺乳时间 每天1小时")], [
           (C, "zh", "不能。7月1日起执行新规：子女未满1周岁的护士不安排夜班（包括小夜班）和在院值班，本人同意也不行。"
                     "哺乳时间每天1小时，到孩子满1周岁为止，可以放在上班开始或结束时用。"),
           (C, "en", "No: since 1 July 2026 nurses with a child under 1 get no night shifts at all, evening shifts "
                     "included, consent or not. You get 1 hour of nursing time a day until your baby turns one."),
           (C, "zh", "按新规排不了小夜班；哺乳时间每天一小时。"),
           (C, "zh", "- 旧规（6月30日前）：满6个月、本人同意可排小夜班——已不适用\n- 新规（7月1日起）：孩子未满1周岁不排夜班、"
                     "不排在院值班\n- 结论：不能排小夜班\n- 哺乳时间：每天1小时"),
           # old rule after the change date
           (W, "zh", "可以。孩子满6个月后本人同意就能排小夜班，只是不排大夜班。哺乳时间每天1小时。"),
           # 2 hours (twins value)
           (W, "zh", "不能排小夜班（新规）。哺乳时间每天2小时。"),
           # in-hospital on-call wrongly allowed
           (W, "en", "No evening or night shifts under the new rule, but you can still be put on in-hospital on-call "
                     "duty; nursing time is 1 hour a day."),
           # wrong duration of nursing time
           (W, "zh", "新规下不能排小夜班。哺乳时间每天1小时，但只到孩子满6个月，你的已经结束了。"),
           # invented rule: nursing hours saved up into days
           (W, "zh", "不能排小夜班（新规）；哺乳时间每天1小时，也可以攒起来每月合并休1天。"),
       ], handbook="ruijin"),
    # R8. 六: ≥ 25 credits a year, Ⅰ ≥ 10, Ⅱ ≥ 15, registered by 12月15日 (later counts for next year); short →
    # no 评优 this year, no 晋升 application next year. 12 + 11 = 23: Ⅱ short by 4. No pay deduction in the handbook.
    _s("ruijin", "继续教育学分 25分 Ⅰ类 Ⅱ类 不达标 登记截止",
       "今年我Ⅰ类学分有12分，Ⅱ类学分只有11分。如果12月15日前补不上，会怎么样？会扣工资吗？", [
           (C, "zh", "不达标：Ⅱ类学分要≥15分（你差4分），总分要≥25分（你23分）。12月15日前没登记够，后果是当年不能参加评优、"
                     "明年不能申报专业技术职务晋升；手册里没有扣工资的规定。12月15日以后登记的学分会算到下一年。"),
           (C, "en", "You'd miss the requirement (you need at least 15 Class II credits and 25 in total; you have 11 "
                     "and 23). Consequences: no merit awards this year and no promotion application next year. "
                     "The handbook says nothing about a pay cut."),
           (C, "zh", "Ⅰ类够了，Ⅱ类还差4分。补不上就不能参加今年评优，明年也不能报职称晋升；扣工资手册没提。"),
           (C, "zh", "1. 要求：全年≥25分，Ⅰ类≥10，Ⅱ类≥15\n2. 你：Ⅰ类12（够），Ⅱ类11（差4），合计23\n"
                     "3. 12月15日前不达标：当年不得评优，次年不得申报晋升\n4. 扣工资：手册没有这条规定"),
           # wrong rule: only the total counts
           (W, "zh", "只要总分够25分就行，Ⅱ类没有单独要求，你再补2分就达标；不达标的话当年不能评优、次年不能申报晋升，不扣工资。"),
           # invented pay deduction
           (W, "zh", "不达标要扣当月绩效工资500元，另外当年不能评优、次年不能申报晋升。"),
           # wrong duration of the promotion ban
           (W, "zh", "Ⅱ类差4分。不达标的话当年不能评优，而且三年内不能申报晋升；手册没有扣工资的规定。"),
           # wrong deadline
           (W, "en", "You still have until 31 December to register the missing 4 Class II credits; if you don't, "
                     "no merit awards this year and no promotion application next year. No pay cut is mentioned."),
           # wrong threshold for Class I
           (W, "en", "Both classes are short: Class I needs at least 15 and Class II at least 15. If you miss 15 "
                     "December, no merit awards this year and no promotion application next year; no pay cut."),
       ], today="2026-11-20"),
]
