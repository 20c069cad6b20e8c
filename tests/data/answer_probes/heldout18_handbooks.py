"""heldout18's handbook part: three handbooks of its own (in heldout18_handbooks/<folder>/handbook/) and 24
questions on them, 8 per handbook, each with 9 answers (4 correct, 5 wrong): 96 correct, 120 wrong. Answers were
written by hand after reading each call's real tool result (make_heldout18.py --part handbooks); labels were fixed
when written. Every case is "report".

The handbooks:
- victoria_harbour_trading ("harbour"): a Hong Kong trading company's intranet page as hand-written HTML (h1/h2/h3,
  paragraphs, one <table>), English with Traditional Chinese terms (強積金, 有關入息, 雙糧, 八號風球, 疾病津貼). MPF 5%
  each side on relevant income, nothing from the employee below HK$7,100, HK$1,500 maximum above HK$30,000, double
  pay counted as relevant income; annual leave 14 days + 1 per completed year, at most 21; double pay pro rata by
  months of service (the joining month counts only if joined on or before the 15th), none under 3 months' service;
  Signal No. 8 / Black Rainstorm (6:30 a.m., noon, 2 hours, no deduction, HK$250 essential-duty allowance); sickness
  allowance at four-fifths of average daily wages for every day once the sick leave lasts 4+ consecutive days.
- chengdu_hotpot_chain ("chengdu"): a Chengdu hotpot chain's 员工问答 as plain .txt, numbered 问/答 items with no
  headings (the chunker keeps it as one section cut into pieces): 试用期2个月80%, 15日发薪遇节假日提前（调休上班日算
  工作日）, 做六休一, 员工餐, 高温补贴6—9月每月300元（当月在职满15天才发）, 夜班补贴22:00以后（不含22:00整）每晚40元
  不设上限, 工龄工资每满1年50元封顶500元, 全勤奖200元（迟到2次以内不扣、第3次起全扣）, 年假满1年5天、提前3个工作日.
- bengaluru_it_services ("bengaluru"): an Indian IT services firm's Markdown handbook with nested numbered clauses
  (1.1, 1.1.1) and lakh-formatted rupees (₹1,00,000, ₹1,50,000, ₹2.4 lakh, INR 12 LPA): EL 1.5 days per completed
  month, carry forward up to 45, encashment at (basic + DA) ÷ 30; CL/SL 12 (joiners: 1 per remaining full month);
  basic 40% of fixed CTC, DA 10% of basic; night shift ₹500 (starts at or after 21:00), afternoon ₹250, cap ₹10,000 a
  month paid with the next month's salary; relocation cap ₹1 lakh, pro-rata repayment within 12 months; gratuity
  15/26 × (basic + DA) × years, 5 full years to qualify, a final part year counts only if more than 6 months;
  notice 30/90 calendar days counted from the day after submission. No paternity leave clause.

Questions: MPF near each bound (HK$31,200, HK$6,800, exactly HK$30,000, December with double pay), leave after 4 and
9 years (the cap), double pay for a 16 April joiner, a Signal No. 8 cancelled at 10:40, 5 vs 3 sick days; 高温补贴 for
an 8月20日 joiner, 22:00整 vs 22:30, 工龄工资 at 6年8个月 and 13年, 迟到3次, 试用期工资, 年假 start after 国庆
(add_workdays), 发薪日 on the 2026 春节 make-up Saturday (calculate_leave_days), a birthday benefit the FAQ does not
have; gratuity at 7 years 8 months from a CTC and at exactly 5 years 6 months, EL after 4 completed months with the
joiner's CL/SL, carry forward and encashment above 45 days, a shift month over the cap with a 21:00 start, notice
dates (calculate_leave_days for the calendar-day counts), relocation cap and repayment, paternity leave (not in the
handbook).

Forms: English and Chinese (Simplified, some Traditional/Cantonese) answers on every handbook (89 English, 127
Chinese); one-liners, explanations, bullet and numbered lists, Markdown tables; HK$ / HKD / 港元, 元 / ¥ / RMB,
₹ / Rs / INR / 卢比 and lakh vs 1,00,000 vs 100,000 forms, 五分之四 / 4/5 / 80%, 一天半 / 1.5 days, 中文数字, dates as
10月8日 / 2/14 / 15 Sep 2026 / 2026/9/15.
Errors (one per wrong answer): another band's value, a cap not applied or applied to one side only, a floor
ignored or applied to the wrong side, a pro-rata slip (the joining month counted, served vs unserved months), a part
year rounded the wrong way, a wrong base for a percentage or a formula, arithmetic slips, a lakh misread by ten,
a wrong unit (per year, calendar days, months), a wrong weekday, a boundary on the wrong side (22:00, 21:00,
HK$30,000, exactly 5 years 6 months, noon), invented rules, and right numbers with a wrong rule.

Audit (handbook part): a separate blind pass rebuilt the part (make_heldout18.py --part handbooks) and judged all 216
answers one at a time. Each answer was checked against the three handbook files, the typed search hits each case
really got back, the arithmetic (MPF 5% and the caps and floors, 8/12 pro rata, 4/5 × 750, 15/26 × 44,000 × 8 =
2,03,076.92, 66,000 ÷ 30 × 45, 1,00,000 × 3/12, shift totals against the cap, and the lakh/crore place values) and
the calendar (chinese_calendar and the tool results: 2026-02-14 is a Saturday make-up working day, 2026-02-15 falls in
the Spring Festival holiday, 10/1–10/7 is National Day so 9/28 + 3 working days = Thu 10/8, and 6/17 + 90 and + 30
calendar days = Tue 9/15 and Fri 7/17). Every correct answer answers every part of its question and relies only on
clauses in the hits it got (the rule each one uses is in a rank-1 hit, or in a lower-ranked hit whose full text is
in the typed results, e.g. 4.1 "employed on 31 December" for the double-pay case). Every wrong answer has one clear,
unambiguous error. No label, answer text or search words changed. Final: 24 questions, 216 answers, 96 correct and
120 wrong (89 English, 127 Chinese).
"""
from __future__ import annotations

from heldout4_cases import C, W, _d, _q, _s

HANDBOOKS = {"harbour": "victoria_harbour_trading", "chengdu": "chengdu_hotpot_chain",
             "bengaluru": "bengaluru_it_services"}

HANDBOOK_CASES = [
    # ------------------------------------------------------------------ harbour (Victoria Harbour Trading, HTML)
    # Truth (2.2 table): relevant income HK$31,200 > HK$30,000, so both sides pay the HK$1,500 maximum (not 5% =
    # 1,560); HK$3,000 a month in all.
    _s("harbour", "MPF contribution maximum relevant income more than HK$30,000",
       "My monthly salary is HK$31,200 with no other income. How much MPF do I and the company each contribute "
       "per month?",
       [(C, "en", "Your relevant income (HK$31,200) is above HK$30,000, so both sides pay the maximum: HK$1,500 "
                  "from you and HK$1,500 from the company — HK$3,000 a month in total."),
        (C, "zh", "月薪31,200港元超过30,000港元，所以你和公司每月各供款1,500港元（最高额），合共3,000港元。"),
        (C, "en", "| | Monthly MPF |\n|---|---|\n| Employee | HKD 1,500 |\n| Employer | HKD 1,500 |\n\n"
                  "5% would be HK$1,560, but once relevant income exceeds HK$30,000 each side stops at the "
                  "HK$1,500 maximum."),
        (C, "zh", "各1,500港元：有關入息超過HK$30,000，僱員和僱主都按上限供款。"),
        # cap not applied
        (W, "en", "It's 5% of HK$31,200 each: you pay HK$1,560 and the company pays HK$1,560, HK$3,120 a month "
                  "in total."),
        # cap applied to the employee only
        (W, "zh", "你的供款封顶，每月1,500港元；公司那部分没有上限，按5%供1,560港元。"),
        # arithmetic slip in the total
        (W, "en", "Each side pays the HK$1,500 maximum, so together HK$3,500 goes into your MPF account every "
                  "month."),
        # wrong unit (per year)
        (W, "zh", "超过30,000港元就按上限：你和公司每年各供1,500港元。"),
        # the employee's Nil band applied at the wrong end
        (W, "en", "Above HK$30,000 the employee no longer contributes; only the company pays, HK$1,500 a month."),
        ]),

    # Truth (2.2): HK$6,800 < HK$7,100, so the employee pays nil; the company still pays 5% = HK$340 a month.
    _s("harbour", "MPF employee contribution relevant income less than HK$7,100",
       "兼职同事每月工资6,800港元，他自己要供强积金吗？公司供多少？",
       [(C, "zh", "不用。他的月入6,800港元低于7,100港元，员工部分为零；公司仍按5%供款，即每月340港元。"),
        (C, "en", "He contributes nothing (his income is below HK$7,100), but the company still pays 5% of "
                  "HK$6,800 = HK$340 a month."),
        (C, "zh", "- 员工供款：0\n- 公司供款：6,800 × 5% = 340港元/月\n"
                  "- 原因：有關入息少於HK$7,100，僱員免供款，但僱主照供5%。"),
        (C, "en", "Employee: nil. Employer: HKD 340 per month (5%). Total going into his account: HKD 340."),
        # floor ignored
        (W, "zh", "双方各按5%供款：他每月供340港元，公司也供340港元。"),
        # floor applied to the employer too
        (W, "en", "Below HK$7,100 neither side contributes, so there is no MPF for him at all."),
        # wrong base (5% of the HK$7,100 level)
        (W, "zh", "他不用供；公司按最低有关入息7,100港元的5%供款，即每月355港元。"),
        # arithmetic slip
        (W, "en", "He pays nothing; the company pays 5% of HK$6,800, which is HK$3,400 a month."),
        # right numbers, wrong rule
        (W, "zh", "他不用供款，因为兼职员工不参加强积金；公司每月供340港元。"),
        ]),

    # Truth (2.2): exactly HK$30,000 is in the "HK$7,100 to HK$30,000" band: 5% = HK$1,500 each, HK$3,000 in all.
    _s("harbour", "強積金 有關入息 HK$30,000 供款",
       "我月薪刚好30,000港元，强积金按哪一档算？我和公司每月各供多少？",
       [(C, "zh", "30,000港元正好落在「7,100至30,000港元」这一档（含30,000），按5%计：你供1,500港元，公司也供"
                  "1,500港元，每月合共3,000港元。"),
        (C, "en", "Exactly HK$30,000 is still in the HK$7,100–30,000 band, so it's 5% of relevant income: HK$1,500 "
                  "from you and HK$1,500 from the company. That equals the maximum anyway; the fixed HK$1,500 only "
                  "takes over above HK$30,000."),
        (C, "zh", "适用「HK$7,100 to HK$30,000」档，按5%，双方各供HK$1,500。"),
        (C, "en", "Band: HK$7,100 to HK$30,000 (5%). Employee HK$1,500 + employer HK$1,500 = HK$3,000 per month."),
        # right number, wrong band
        (W, "zh", "30,000港元属于「超过30,000港元」那一档，按固定上限供款，各1,500港元。"),
        # 5% split between the two sides
        (W, "en", "5% of HK$30,000 is HK$1,500 in total, split between you and the company — HK$750 each."),
        # arithmetic slip
        (W, "zh", "按5%那一档：各供款150港元，合共300港元。"),
        # invented top-up
        (W, "en", "You're in the 5% band, HK$1,500 each, and because you sit exactly on the limit the company "
                  "adds a further 1% (HK$300), so it pays HK$1,800."),
        # wrong rate
        (W, "zh", "7,100至30,000港元这一档按10%供款，所以你每月供3,000港元，公司也供3,000港元。"),
        ]),

    # Truth (3.1): 14 + 1 per completed year, at most 21: 4 years → 18 days; 9 years → 23, capped at 21.
    _s("harbour", "annual leave entitlement completed years of service maximum 21 days",
       "I had completed 4 years of service on 1 January 2026. How many days of annual leave do I get in 2026? My "
       "manager had 9 completed years — what does she get?",
       [(C, "en", "You: 14 + 4 = 18 working days in 2026. Your manager: 14 + 9 would be 23, but the maximum is 21 "
                  "days, so she gets 21."),
        (C, "zh", "你2026年有18天年假（14天基础＋4年×1天）；你经理已满9年，本来是23天，但上限21天，所以是21天。"),
        (C, "en", "18 days for you, 21 for her — she has hit the 21-day ceiling."),
        (C, "zh", "| 员工 | 已满服务年数 | 2026年年假 |\n|---|---|---|\n| 你 | 4 | 十八天 |\n"
                  "| 经理 | 9 | 二十一天（封顶） |"),
        # cap not applied
        (W, "en", "You get 18 days; your manager gets 23 days (14 + 9)."),
        # the current year counted as completed
        (W, "zh", "你现在是第5年，所以14＋5＝19天；经理封顶21天。"),
        # wrong starting value
        (W, "en", "Annual leave starts at 12 days and rises by 1 a year, so 16 days for you and 21 for your "
                  "manager."),
        # wrong increment
        (W, "zh", "每满一年加2天：你是14＋8＝22天，超过上限，所以你和经理都是21天。"),
        # wrong cap
        (W, "zh", "你18天；经理按上限20天。"),
        ]),

    # Truth (4.2, 4.1, 4.3): joined 16 April, after the 15th, so April does not count: May–Dec = 8 months;
    # 24,000 × 8 ÷ 12 = HK$16,000 with the December salary (over 3 months' service, employed on 31 December).
    _d("2026-06-15", "I joined on 16 April 2026 on a basic salary of HK$24,000. How much double pay will I get in "
                     "December 2026?",
       [_q("double pay staff who joined during the year pro rata months of service"),
        _q("double pay paid with the December salary less than 3 months' service")],
       [(C, "en", "HK$16,000. You joined after the 15th, so April doesn't count: May–December is 8 months, and "
                  "24,000 × 8 ÷ 12 = 16,000 — paid with your December salary, provided you're still employed on "
                  "31 December."),
        (C, "zh", "4月16日入职，过了15号，4月不算；5月至12月共8个月，双粮＝24,000×8/12＝16,000港元，随12月工资发放。"),
        (C, "zh", "你可以拿8/12個月的雙糧，即HK$16,000（四月不計，因為是15號之後入職）。"),
        (C, "en", "- Months counted: 8 (May–Dec; April excluded, joined after the 15th)\n"
                  "- Pro rata: 8/12 × HKD 24,000\n- Double pay: HKD 16,000, with the December payroll"),
        # the joining month counted
        (W, "en", "April counts because you joined in it, so 9 months: 24,000 × 9/12 = HK$18,000."),
        # no pro rata
        (W, "en", "Double pay is one month's basic salary, so you get HK$24,000 in December."),
        # arithmetic slip
        (W, "zh", "按8个月算：24,000÷12＝2,100，再乘8，双粮是16,800港元。"),
        # invented rule
        (W, "zh", "入职不满一年的第一年没有双粮，你要到2027年12月才有。"),
        # right number, wrong threshold
        (W, "zh", "服务满6个月才有双粮，你到12月31日已超过6个月，所以有16,000港元（8/12个月）。"),
        ], handbook="harbour"),

    # Truth (2.1, 2.2, 4.1): normal month 26,000 × 5% = HK$1,300 each; December relevant income 26,000 + 26,000
    # double pay = 52,000 > 30,000, so HK$1,500 each.
    _d("2026-06-15", "我底薪26,000港元，12月会连双粮（一个月底薪）一起发。12月的强积金我和公司各要供多少？平时每月又是多少？",
       [_q("MPF relevant income including double pay maximum HK$1,500"),
        _q("double pay one month's basic salary December")],
       [(C, "zh", "平时每月各供1,300港元（26,000×5%）。12月有关入息＝26,000＋26,000＝52,000港元，超过30,000港元，"
                  "所以双方各按上限供1,500港元。"),
        (C, "en", "Normally HK$1,300 each (5% of 26,000). In December the double pay is relevant income too, making "
                  "HK$52,000 for the month — above HK$30,000 — so you and the company each pay the maximum "
                  "HK$1,500."),
        (C, "zh", "| 月份 | 有關入息 | 僱員 | 僱主 |\n|---|---|---|---|\n| 平常月份 | HK$26,000 | HK$1,300 | HK$1,300 |\n"
                  "| 12月（含雙糧） | HK$52,000 | HK$1,500（上限） | HK$1,500（上限） |"),
        (C, "en", "December: HKD 1,500 from each of you (capped); other months: HKD 1,300 each."),
        # cap not applied
        (W, "zh", "12月有关入息52,000港元，按5%各供2,600港元；平时各1,300港元。"),
        # double pay left out of relevant income
        (W, "en", "Double pay isn't relevant income for MPF, so December is like any other month: HK$1,300 each."),
        # the cap applied per payment
        (W, "en", "December: HK$1,300 on the salary plus HK$1,300 on the double pay, HK$2,600 each — the HK$1,500 "
                  "maximum applies to each payment separately. Other months: HK$1,300 each."),
        # arithmetic slip
        (W, "zh", "平时每月各供1,250港元（26,000×5%）；12月各供上限1,500港元。"),
        # cap applied to the employee only
        (W, "zh", "12月你供1,500港元封顶，公司要按52,000港元的5%供2,600港元；平时各1,300港元。"),
        ], handbook="harbour"),

    # Truth (5.1, 5.3): in force at 6:30 a.m., cancelled at 10:40 (at or before noon) → report within 2 hours,
    # by 12:40 p.m.; no wages, allowances or leave deducted. The HK$250 is only for warehouse essential duty.
    _d("2026-06-15", "Signal No. 8 was still up at 6:30 this morning and it was cancelled at 10:40 a.m. When do I "
                     "have to be at the office, and will the morning be deducted from my pay or leave?",
       [_q("Signal No. 8 in force at 6:30 a.m. cancelled before noon report for work"),
        _q("typhoon signal no deduction of wages")],
       [(C, "en", "Because it was cancelled before 12:00 noon, you must report within 2 hours — by 12:40 p.m. "
                  "Nothing is deducted: no wages, allowances or leave for the time not worked."),
        (C, "zh", "八号风球上午10:40取消，早于中午12点，须在取消后2小时内上班，即中午12:40前到公司；上午没上班不扣工资、"
                  "不扣假。"),
        (C, "zh", "12點40分之前返到公司就得；上晝冇返工唔會扣人工，亦唔會扣假。"),
        (C, "en", "1. Be at work by 12:40 p.m. (within 2 hours of the 10:40 cancellation, since it came before "
                  "noon).\n2. No deduction of pay, allowances or leave for the morning."),
        # wrong rule: treated as cancelled after noon
        (W, "en", "Since the signal was in force at 6:30 a.m., you don't need to come in at all today, and nothing "
                  "is deducted."),
        # arithmetic slip in the time
        (W, "en", "You must report within 2 hours of the cancellation, i.e. by 11:40 a.m.; nothing is deducted."),
        # invented deduction
        (W, "zh", "须在12:40前回到公司；上午缺勤的时间要用年假抵扣。"),
        # allowance misapplied
        (W, "en", "Report by 12:40 p.m. Nothing is deducted, and because you worked on a Signal No. 8 day you "
                  "also receive the HK$250 special duty allowance."),
        # wrong threshold
        (W, "zh", "规定是上午10点前取消才需要上班；10:40才取消，今天不用上班，也不扣薪。"),
        ], handbook="harbour"),

    # Truth (6.2): 4/5 × 750 = HK$600 a day for all 5 days = HK$3,000; 3 days is under 4 consecutive days: no
    # sickness allowance (unpaid unless annual leave is used).
    _s("harbour", "sickness allowance four-fifths average daily wages 4 consecutive days",
       "I was off sick for 5 consecutive days with a medical certificate; I've been here three years, so I have "
       "plenty of sickness days. My average daily wages are HK$750. How much sickness allowance do I get? And "
       "what if it had been only 3 days?",
       [(C, "en", "4/5 × HK$750 = HK$600 a day, paid for all 5 days: HK$3,000. For only 3 days there'd be no "
                  "sickness allowance — sick leave under 4 consecutive days is unpaid (unless you use annual "
                  "leave)."),
        (C, "zh", "五天病假是连续的又有医生证明，每天按平均日薪的五分之四，即600港元，5天共3,000港元。如果只请3天，不满4天，"
                  "没有疾病津贴。"),
        (C, "zh", "HK$3,000（600×5，頭三日都計）；如果得3日，就係無薪病假，可以揀用年假頂。"),
        (C, "en", "Allowance: 80% of HK$750 × 5 days = HK$3,000. A 3-day absence: HK$0 allowance."),
        # the first three days left out
        (W, "en", "The allowance starts on day 4: 2 days × HK$600 = HK$1,200. Three days: nothing."),
        # wrong rate
        (W, "zh", "按平均日薪的三分之二计：500×5＝2,500港元；3天的没有。"),
        # floor ignored
        (W, "en", "HK$3,000 for the five days, and HK$1,800 (3 × HK$600) if it had been three days."),
        # arithmetic slip
        (W, "zh", "五分之四的750是600港元，5天就是3,600港元；3天的没有津贴。"),
        # full pay instead of four-fifths
        (W, "zh", "连续4天以上的病假按全薪发：750×5＝3,750港元；3天的不发。"),
        ]),

    # ------------------------------------------------------------------ chengdu (巴蜀老灶火锅, .txt 问答)
    # Truth (问答5): 8月20日入职，8月在职20—31日共12天＜15天 → 8月不发；9月300元；10月起没有 → 共300元。
    _s("chengdu", "高温补贴 当月入职 满15天",
       "我今年8月20日入职的，今年一共能拿多少高温补贴？",
       [(C, "zh", "300元。8月20日入职，8月在职只有12天（20日到31日），不满15天，8月不发；9月发300元。10月以后没有高温补贴。"),
        (C, "zh", "只有9月份的300元：8月在职12天，不够15天。"),
        (C, "en", "¥300 in total: August doesn't qualify (only 12 days employed, fewer than 15), September pays "
                  "RMB 300, and there's no subsidy from October."),
        (C, "zh", "- 8月：在职12天＜15天 → 0元\n- 9月：300元\n- 合计：三百元"),
        # August counted
        (W, "zh", "8月和9月各300元，一共600元。"),
        # invented pro rata
        (W, "zh", "8月按在职天数折算：300×12/31≈116元，加上9月300元，共约416元。"),
        # the whole season
        (W, "zh", "高温补贴6—9月每月300元，一年1200元，你今年能拿1200元。"),
        # invented half rule
        (W, "zh", "8月不满15天发一半150元，9月300元，共450元。"),
        # October counted
        (W, "en", "You'll get RMB 300 for September and RMB 300 for October, ¥600 in all."),
       ], today="2026-08-25"),

    # Truth (问答6): 22:00整不算夜班；只有22:30下班的8晚：8×40＝320元（不设上限）。
    _s("chengdu", "夜班补贴 22:00 下班",
       "上个月我有12个晚上是22:00整打卡下班，8个晚上是22:30下班，夜班补贴一共多少？",
       [(C, "zh", "320元。22:00整下班的不算夜班，只有22:30下班的8晚算，8×40＝320元。"),
        (C, "en", "Only the 8 nights you clocked out at 22:30 count (22:00 on the dot doesn't), so 8 × ¥40 = ¥320."),
        (C, "zh", "夜班补贴＝8晚×40元＝三百二十元；那12个22点整下班的晚上没有补贴。"),
        (C, "zh", "| 下班时间 | 晚数 | 补贴 |\n|---|---|---|\n| 22:00整 | 12 | 0 |\n| 22:30 | 8 | 8×40＝320元 |\n"
                  "| 合计 | | 320元 |"),
        # boundary on the wrong side
        (W, "zh", "20个晚上都算夜班，20×40＝800元。"),
        # arithmetic slip
        (W, "zh", "只算22:30下班的8晚：8×40＝360元。"),
        # wrong rate (the taxi cap)
        (W, "en", "8 nights × ¥50 = ¥400 — the night rate is ¥50."),
        # invented cap
        (W, "zh", "8×40＝320元，但夜班补贴每月最多200元，所以拿200元。"),
        # invented half rate
        (W, "zh", "22:30的8晚每晚40元共320元，22:00整下班的12晚按半价20元算240元，合计560元。"),
        ]),

    # Truth (问答7): 6年8个月 → 满6年 → 6×50＝300元/月；13年 → 650超过封顶 → 500元/月。
    _s("chengdu", "工龄工资 每满1年 封顶",
       "我在店里干了6年8个月，工龄工资每月多少？我师傅干了13年，他每月多少？",
       [(C, "zh", "你满6年，6×50＝300元/月（多出的8个月不算）；师傅13年本应650元，但封顶500元，所以每月500元。"),
        (C, "en", "You: 6 completed years × ¥50 = ¥300 a month (the extra 8 months don't count). Your master: "
                  "13 × 50 = 650 is over the cap, so ¥500 a month."),
        (C, "zh", "你每月300元，师傅每月500元（满十年封顶）。"),
        (C, "zh", "工龄工资：本人 三百元／月；师傅 五百元／月（上限）。"),
        # part year rounded up
        (W, "zh", "6年8个月按7年算，7×50＝350元；师傅封顶500元。"),
        # cap not applied
        (W, "zh", "你300元，师傅13×50＝650元。"),
        # wrong unit
        (W, "en", "You get ¥300 a year and your master ¥500 a year."),
        # arithmetic slip
        (W, "zh", "你6×50＝250元/月；师傅封顶500元/月。"),
        # wrong cap
        (W, "zh", "你300元；师傅的封顶是600元（满12年），所以每月600元。"),
        ]),

    # Truth (问答8): 第3次迟到起当月全勤奖（200元）全部取消，不按次扣 → 0元。
    _s("chengdu", "全勤奖 迟到 第3次",
       "这个月我迟到了3次，每次都是几分钟，没请过假，全勤奖还有吗？",
       [(C, "zh", "没有了。一个月迟到2次以内不影响，从第3次起当月全勤奖200元全部取消，不是按次扣，所以这个月全勤奖为0。"),
        (C, "en", "No — two late arrivals would be fine, but the third cancels the whole ¥200 full-attendance "
                  "bonus for the month. You get ¥0."),
        (C, "zh", "这个月拿不到全勤奖（0元）：第三次迟到起整月取消。"),
        (C, "zh", "全勤奖本月为零：迟到到了第3次，200元整笔取消（不是一次扣一点）。"),
        # invented per-time deduction
        (W, "zh", "前2次不扣，第3次扣一次，按200元÷3算扣约67元，还能拿133元。"),
        # threshold wrong
        (W, "zh", "迟到3次以内不影响全勤奖，你还能拿200元。"),
        # invented extra deduction
        (W, "en", "You lose the ¥200 bonus, and three lates also count as half a day's absence, so half a day's "
                  "pay is deducted as well."),
        # wrong amount
        (W, "zh", "第3次迟到起全勤奖全部取消，你这个月损失全勤奖300元。"),
        # invented per-time deduction
        (W, "en", "From the third late arrival ¥50 is taken off each time, so you keep ¥150 of the bonus."),
        ]),

    # Truth (问答1): 试用期2个月，按转正工资的80%：4,800×80%＝3,840元/月，两个月共7,680元。
    _s("chengdu", "试用期工资 转正工资 80%",
       "我去后厨当帮工，转正工资4800元/月。试用期多久？试用期每月拿多少，两个月一共多少（只算工资）？",
       [(C, "zh", "试用期2个月，每月按80%发：4,800×80%＝3,840元，两个月共7,680元。"),
        (C, "en", "Probation is 2 months at 80% of the confirmed pay: ¥3,840 a month, ¥7,680 for the two months."),
        (C, "zh", "试用期两个月，月薪3,840元，合计7,680元。"),
        (C, "zh", "2个月；3840元/月（转正工资的八成）；共7680元。"),
        # wrong rate
        (W, "zh", "试用期2个月，按90%发：每月4,320元，共8,640元。"),
        # wrong duration
        (W, "zh", "试用期3个月，每月3,840元，共11,520元。"),
        # arithmetic slip
        (W, "en", "2 months at 80%: ¥3,840 a month, ¥7,860 in total."),
        # wrong base (the FAQ's example wage)
        (W, "zh", "试用期工资按服务员转正工资4500元的80%算，每月3,600元，两个月7,200元。"),
        # invented rule
        (W, "zh", "试用期2个月，每月3,840元，共7,680元；从第2个月起还加50元工龄工资。"),
        ]),

    # Truth (问答9; add_workdays): 2025-08-01入职，2026-08-01满1年 → 每年5天；提前3个工作日（提交当天不算）：
    # 9/29、9/30、10/8（10/1—10/7国庆）→ 最早10月8日（周四）开始休。
    _d("2026-09-28", "我是2025年8月1日入职的，现在有年假吗？有几天？想国庆后接着休，今天提交申请，最早哪天能开始休？",
       [_q("年假 满1年 提前3个工作日 申请"), ("add_workdays", {"date": "2026-09-28", "days": 3})],
       [(C, "zh", "有。你到2026年8月1日已满1年，每年5天年假。年假要提前3个工作日申请，今天9月28日（周一）提交，往后第3个"
                  "工作日是10月8日（周四）（10月1日—7日国庆放假不算），所以最早10月8日开始休。"),
        (C, "en", "Yes — you passed one year of service on 1 Aug 2026, so you get 5 days a year. Submitting today "
                  "(Mon 28 Sep), the 3rd working day after is Thursday 8 October (the 1–7 October National Day "
                  "holiday is skipped), so that's the earliest start."),
        (C, "zh", "有，5天；最早10月8号（星期四）开始。"),
        (C, "zh", "满一年了，年假五天。提前三个工作日：9月29日、9月30日、10月8日，所以最早十月八日（周四）起休。"),
        # holidays counted as working days
        (W, "zh", "有5天年假。今天提交，往后数3个工作日是10月1日，所以最早10月1日就能开始休。"),
        # wrong entitlement
        (W, "zh", "入职满1年有10天年假；最早10月8日（周四）开始。"),
        # wrong weekday
        (W, "en", "Yes, 5 days a year; the earliest start is Friday 8 October."),
        # calendar days instead of working days
        (W, "en", "Yes, 5 days. You need to apply 3 calendar days ahead, so the earliest start is 1 October."),
        # off by one
        (W, "zh", "有5天年假；9月29日、9月30日算两个工作日，10月8日是第3个，要从10月9日（周五）开始休。"),
        ], handbook="chengdu"),

    # Truth (问答2; calculate_leave_days): 15日（周日）是春节假期 → 提前到之前最近的工作日；2月14日（周六）是春节调休
    # 上班日，按工作日算 → 2月14日（周六）发1月工资。
    _d("2026-02-09", "2月15号是春节，这个月发1月份工资是哪天？",
       [_q("工资 每月15日发放 遇节假日提前"),
        ("calculate_leave_days", {"start_date": "2026-02-13", "end_date": "2026-02-15"})],
       [(C, "zh", "2月14日（周六）发。15日是春节假期，要提前到之前最近的工作日；14日是春节调休上班日，按工作日算，所以就是"
                  "2月14日。"),
        (C, "en", "Saturday 14 February. The 15th falls in the Spring Festival holiday, so pay moves to the nearest "
                  "working day before it — and the 14th is an official make-up working day, which the FAQ counts as "
                  "a working day."),
        (C, "zh", "2/14（星期六，调休上班）发1月份工资。"),
        (C, "zh", "这个月的工资提前到二月十四日（周六）发，因为那天是调休补班的工作日。"),
        # the make-up working day ignored
        (W, "zh", "15日是春节，14日是周六，所以提前到2月13日（周五）发。"),
        # postponed instead of brought forward
        (W, "zh", "遇节假日顺延到节后第一个工作日，也就是2月24日发。"),
        # wrong weekday
        (W, "en", "Pay day moves to the working day before the holiday: Friday 14 February."),
        # the rule ignored
        (W, "zh", "15号照常发，春节期间银行系统正常，工资2月15日到账。"),
        # wrong date
        (W, "zh", "15日是节假日，提前到前一个工作日，也就是2月12日（周四）发。"),
        ], handbook="chengdu"),

    # Truth: the FAQ has no birthday benefit (the search returns 工龄工资/全勤奖/年假 etc.); correct answers say it
    # is not in the handbook.
    _s("chengdu", "员工生日 生日礼金 福利",
       "员工过生日公司有没有生日礼金或者蛋糕？",
       [(C, "zh", "员工问答里没有关于生日礼金或生日蛋糕的规定，手册查不到这项福利，建议直接问店长或人事专员。"),
        (C, "en", "The staff FAQ doesn't mention any birthday money or cake, so I can't confirm there is one — "
                  "please check with your store manager or HR."),
        (C, "zh", "手册没写生日福利，没法确认有没有。"),
        (C, "zh", "员工问答里讲了工龄工资、全勤奖、年假这些，但没有生日礼金或生日蛋糕这一条。"),
        # invented
        (W, "zh", "有，员工生日当月发200元生日礼金，随工资发放。"),
        # invented
        (W, "en", "Yes — you get a birthday cake from the store and a paid day off on your birthday."),
        # conflated with the full-attendance bonus
        (W, "zh", "生日礼金就是全勤奖200元，生日当月全勤就发。"),
        # conflated with seniority pay
        (W, "zh", "生日礼金按工龄算，每满1年50元，在生日当月发。"),
        # invented
        (W, "zh", "手册规定生日当天可以休一天带薪假，不影响全勤奖。"),
        ]),

    # ------------------------------------------------------------------ bengaluru (Deccan Byte, Markdown)
    # Truth (2.1.2, 3.1.1, 3.2.1, 3.2.2, 3.2.3): basic 40% × 12,00,000 ÷ 12 = ₹40,000, DA ₹4,000 → ₹44,000;
    # 7 years 8 months → 8 years (8 > 6 months); 15/26 × 44,000 × 8 = ₹2,03,076.92 ≈ ₹2,03,077 (under ₹20 lakh).
    _d("2026-06-15", "My fixed CTC is ₹12 lakh a year (INR 12 LPA) and hasn't changed in my last year. I'm leaving "
                     "after 7 years and 8 months. How much gratuity will I get?",
       [_q("gratuity formula 15/26 basic DA completed years"),
        _q("gratuity final part year more than 6 months"),
        _q("basic salary 40% of fixed CTC dearness allowance")],
       [(C, "en", "Monthly basic = 40% of ₹12,00,000 ÷ 12 = ₹40,000; DA = 10% of that = ₹4,000, so basic + DA = "
                  "₹44,000. Your final 8 months are more than 6 months, so they count as a year: 8 years. "
                  "Gratuity = 15/26 × ₹44,000 × 8 ≈ ₹2,03,077."),
        (C, "zh", "月基本工资＝120万卢比×40%÷12＝40,000卢比，DA为其10%即4,000卢比，合计44,000卢比；最后8个月超过6个月，"
                  "按8年算。Gratuity＝15/26×44,000×8≈203,077卢比（约2.03 lakh）。"),
        (C, "zh", "大约₹2.03 lakh（₹2,03,076.92）：15/26 ×（40,000 + 4,000）× 8年。"),
        (C, "en", "| Item | Value |\n|---|---|\n| Basic (monthly) | ₹40,000 |\n| DA (10% of basic) | ₹4,000 |\n"
                  "| Years counted | 8 (7 years + 8 months, over 6 months) |\n"
                  "| Gratuity | 15/26 × 44,000 × 8 = Rs 2,03,077 |"),
        # part year dropped
        (W, "en", "15/26 × ₹44,000 × 7 = ₹1,77,692 — the 8 months are dropped."),
        # wrong base (monthly CTC)
        (W, "zh", "按月CTC 100,000卢比算：15/26×100,000×8≈461,538卢比。"),
        # DA left out
        (W, "zh", "按基本工资40,000卢比计：15/26×40,000×8≈184,615卢比。"),
        # lakh misread by ten
        (W, "en", "15/26 × ₹44,000 × 8 years comes to about ₹20.3 lakh."),
        # wrong formula
        (W, "en", "Gratuity = 15/30 × ₹44,000 × 8 = ₹1,76,000."),
        ], handbook="bengaluru"),

    # Truth (3.1.1, 3.2.1, 3.2.2): 5 full years → eligible; the final 6 months are not more than 6 → ignored →
    # 5 years; 15/26 × 52,000 × 5 = 30,000 × 5 = ₹1,50,000.
    _d("2026-06-15", "我在公司正好工作了5年6个月，最后一个月的基本工资加DA是52,000卢比。我能拿gratuity吗？能拿多少？",
       [_q("gratuity eligibility 5 years continuous service"), _q("gratuity final part year 6 months")],
       [(C, "zh", "能拿。已满5年，符合条件；最后6个月没有超过6个月，不计入，按5年算：15/26×52,000×5＝150,000卢比"
                  "（1.5 lakh）。"),
        (C, "en", "Yes. You've completed 5 years, so you qualify, but the extra 6 months is not more than 6 months "
                  "and is ignored: 15/26 × ₹52,000 × 5 = ₹1,50,000."),
        (C, "en", "Eligible; ₹1.5 lakh (₹30,000 for each of 5 years)."),
        (C, "zh", "可以领，金额为Rs 1,50,000（15/26×52,000＝30,000，乘以5年）。"),
        # part year rounded up
        (W, "zh", "最后6个月按一年算，共6年：15/26×52,000×6＝180,000卢比。"),
        # boundary on the wrong side
        (W, "en", "No — you need more than 5 years of counted service, and the 6 months don't count, so there is "
                  "no gratuity."),
        # lakh misread by ten
        (W, "en", "You qualify: 15/26 × ₹52,000 × 5 = ₹15 lakh."),
        # arithmetic slip
        (W, "zh", "可以拿：15/26×52,000＝32,500，乘5年＝162,500卢比。"),
        # right number, wrong rule
        (W, "en", "Yes, ₹1,50,000 (15/26 × ₹52,000 × 5). The 6 months don't count because part years never count "
                  "towards gratuity."),
        ], handbook="bengaluru"),

    # Truth (1.1.1, 1.2.1): joined 20 Jan 2026; by 15 June 4 completed months (the 5th ends 19 June) → 4 × 1.5 =
    # 6 days EL; CL/SL: full months after January, Feb–Dec = 11 days.
    _d("2026-06-15", "I joined on 20 January 2026. How much earned leave have I accrued so far, and how many "
                     "casual/sick days was I credited for 2026?",
       [_q("earned leave accrual per completed month"),
        _q("casual sick leave employee joins during the year credited")],
       [(C, "en", "EL: 4 completed months so far (the fifth completes on 19 June) × 1.5 = 6 days. CL/SL: 11 days — "
                  "one for each full month after January (February to December)."),
        (C, "zh", "到今天满4个月（5月19日满第4个月，第5个月要到6月19日才满），EL＝4×1.5＝6天；CL/SL按入职月之后剩余的整月"
                  "计，2月至12月共11天。"),
        (C, "en", "Earned leave so far: six days. Casual/sick leave for 2026: eleven days."),
        (C, "zh", "EL 6天（每月一天半×4个月）；CL/SL 11天。"),
        # pro-rata slip (a part month counted)
        (W, "en", "You've been here about 5 months, so 5 × 1.5 = 7.5 days of EL; CL/SL 11 days."),
        # joining month counted for CL/SL
        (W, "en", "EL 6 days; CL/SL: January counts because you joined in it, so you got the full 12 days."),
        # wrong rate
        (W, "zh", "EL每月1.25天，4个月共5天；CL/SL 11天。"),
        # arithmetic slip
        (W, "zh", "EL：4个月×1.5＝4.5天；CL/SL：11天。"),
        # invented rule
        (W, "en", "EL only starts accruing after the 6-month probation, so you have 0 days so far; CL/SL 11 days."),
        ], handbook="bengaluru"),

    # Truth (1.1.3, 1.1.4): carry forward at most 45, 7 lapse; encashment up to 45 days at 66,000 ÷ 30 = ₹2,200
    # a day → ₹99,000.
    _d("2026-06-15", "到2026年12月31日我的EL余额会是52天。能带多少天到2027年？如果我12月31日离职，EL能折现多少？"
                     "我的基本工资加DA是每月66,000卢比。",
       [_q("earned leave carry forward 45 days lapse"), _q("EL encashment on separation")],
       [(C, "zh", "最多带45天到2027年，超出的7天在12月31日作废。若12月31日离职，最多折现45天：66,000÷30＝2,200卢比/天，"
                  "45×2,200＝99,000卢比。"),
        (C, "en", "45 days carry into 2027 and the other 7 lapse. On separation, up to 45 days are encashed at "
                  "₹66,000 ÷ 30 = ₹2,200 a day: ₹99,000."),
        (C, "zh", "结转45天（作废7天）；离职折现₹99,000。"),
        (C, "en", "- Carry forward: 45 days (7 lapse on 31 Dec)\n"
                  "- Encashment: 45 × Rs 2,200 = Rs 99,000 (just under ₹1 lakh)"),
        # cap not applied to encashment
        (W, "zh", "带45天到明年；离职的话52天全部折现：52×2,200＝114,400卢比。"),
        # wrong divisor
        (W, "en", "Carry forward 45 days; encashment 45 × (₹66,000 ÷ 26) ≈ ₹1,14,231."),
        # lakh misread by ten
        (W, "zh", "结转45天；折现45×2,200＝9.9 lakh卢比。"),
        # cap not applied to carry forward
        (W, "en", "All 52 days carry into 2027; if you leave instead, 45 × ₹2,200 = ₹99,000 is encashed."),
        # arithmetic slip
        (W, "en", "Carry 45, lapse 7; encashment 45 × ₹2,200 = ₹89,000."),
        ], handbook="bengaluru"),

    # Truth (2.2.1–2.2.3): a 21:00 start is a night shift: 18 × 500 = 9,000; 6 × 250 = 1,500; 10,500 → capped
    # at ₹10,000, paid with August's salary.
    _d("2026-08-03", "In July I worked 18 night shifts starting at 21:00 and 6 afternoon shifts starting at 15:00. "
                     "What shift allowance will I get, and when is it paid?",
       [_q("night shift allowance starts at or after 21:00"), _q("shift allowance monthly cap")],
       [(C, "en", "18 × ₹500 = ₹9,000 (a 21:00 start counts as a night shift) plus 6 × ₹250 = ₹1,500 makes "
                  "₹10,500, but the monthly cap is ₹10,000 — so ₹10,000, paid with your August salary."),
        (C, "zh", "21:00开始的班算夜班：18×500＝9,000卢比；下午班6×250＝1,500卢比；合计10,500卢比，超过每月10,000卢比上限，"
                  "按10,000卢比发，随8月工资发放。"),
        (C, "zh", "Rs 10,000（10,500封顶），随8月份工资发。"),
        (C, "en", "| Shift | Count | Rate | Amount |\n|---|---|---|---|\n| Night (21:00 start) | 18 | ₹500 | ₹9,000 |\n"
                  "| Afternoon (15:00 start) | 6 | ₹250 | ₹1,500 |\n| Total before cap | | | ₹10,500 |\n"
                  "| **Payable (cap)** | | | **₹10,000**, with the August salary |"),
        # cap not applied
        (W, "en", "₹9,000 + ₹1,500 = ₹10,500, paid with your August salary."),
        # boundary on the wrong side
        (W, "en", "A 21:00 start is still an afternoon shift (night shifts start after 21:00), so 24 × ₹250 = "
                  "₹6,000, paid with the August salary."),
        # wrong month
        (W, "zh", "合计10,500卢比，封顶10,000卢比，随7月工资一起发。"),
        # lakh misread by ten
        (W, "zh", "合计超过上限，按上限1 lakh卢比发，随8月工资发放。"),
        # wrong cap
        (W, "en", "The cap is ₹12,000 a month, so you get the full ₹10,500 with your August salary."),
        ], handbook="bengaluru"),

    # Truth (4.2.1, 4.2.2; calculate_leave_days 6/18–9/15 = 90 calendar days, 6/18–7/17 = 30): confirmed → last
    # working day Tue 15 Sep 2026; on probation → Fri 17 Jul 2026.
    _d("2026-06-17", "I'm a confirmed employee and I'll submit my resignation on the HR portal today. What will my "
                     "last working day be? And what if I were still on probation?",
       [_q("notice period after confirmation probation"),
        _q("notice counted in calendar days from the day after the resignation is submitted last working day"),
        ("calculate_leave_days", {"start_date": "2026-06-18", "end_date": "2026-09-15"}),
        ("calculate_leave_days", {"start_date": "2026-06-18", "end_date": "2026-07-17"})],
       [(C, "en", "Confirmed: 90 days' notice counted from tomorrow, so your last working day is Tuesday 15 "
                  "September 2026. On probation it would be 30 days: Friday 17 July 2026."),
        (C, "zh", "已转正，通知期90天，从提交次日（6月18日）起算，最后工作日是2026年9月15日（周二）；若仍在试用期，通知期30天，"
                  "最后工作日是7月17日（周五）。"),
        (C, "en", "15 Sep 2026 (Tue); on probation, 17 Jul 2026 (Fri)."),
        (C, "zh", "转正：2026/9/15（星期二）。试用期：2026/7/17（星期五）。"),
        # wrong notice length
        (W, "en", "Confirmed employees give 60 days' notice, so your last day is Sunday 16 August 2026; on "
                  "probation, Friday 17 July."),
        # the submission day counted
        (W, "zh", "提交当天算第1天：转正的最后工作日是9月14日（周一），试用期的是7月16日（周四）。"),
        # wrong weekday
        (W, "en", "Last working day: Wednesday 15 September 2026; on probation, Friday 17 July 2026."),
        # months instead of days
        (W, "zh", "转正后通知期3个月，到2026年9月17日（周四）；试用期1个月，到7月17日（周五）。"),
        # wrong probation notice
        (W, "zh", "转正的最后工作日是9月15日（周二）；试用期的通知期是15天，最后工作日是7月2日（周四）。"),
        ], handbook="bengaluru"),

    # Truth (2.3.1, 2.3.3): ₹1.3 lakh of bills → capped at ₹1,00,000; resigning after 9 completed months →
    # repay 1,00,000 × (12 − 9) ÷ 12 = ₹25,000.
    _d("2026-06-15", "I relocated from Pune to Bengaluru when I joined and my bills came to ₹1.3 lakh. How much "
                     "will be reimbursed? And if I resign after 9 completed months, how much do I have to pay back?",
       [_q("relocation grant cap"), _q("relocation grant recovery resigns within 12 months")],
       [(C, "en", "You'll be reimbursed ₹1,00,000 — the cap, so ₹30,000 of the ₹1.3 lakh isn't covered. If you "
                  "resign after 9 completed months, you repay ₹1,00,000 × 3/12 = ₹25,000."),
        (C, "zh", "报销上限1 lakh（100,000卢比），所以只报100,000卢比；9个月后辞职，要按未服务的3个月退回：100,000×3/12＝"
                  "25,000卢比。"),
        (C, "en", "Reimbursed: INR 1,00,000. Repayable if you quit at 9 months: INR 25,000."),
        (C, "zh", "报销₹1,00,000；9个月离职需退₹25,000（未服务的3个月÷12）。"),
        # cap not applied
        (W, "en", "The full ₹1,30,000 is reimbursed; after 9 months you'd repay ₹1,30,000 × 3/12 = ₹32,500."),
        # served months instead of unserved
        (W, "en", "Reimbursed ₹1,00,000; you'd repay 9/12 of it, ₹75,000."),
        # invented full recovery
        (W, "zh", "报销100,000卢比；12个月内离职要全额退回100,000卢比。"),
        # arithmetic slip
        (W, "zh", "报销₹1,00,000；退回₹1,00,000×3/12＝₹33,333。"),
        # lakh misread by ten
        (W, "zh", "报销上限是1 lakh，也就是10,000卢比；离职要退10,000×3/12＝2,500卢比。"),
        ], handbook="bengaluru"),

    # Truth: no paternity leave clause (the search finds nothing relevant); correct answers say it is not in the
    # handbook.
    _s("bengaluru", "paternity leave",
       "How many days of paternity leave do fathers get?",
       [(C, "en", "The handbook doesn't have a paternity leave policy — the search found no clause on it — so I "
                  "can't give you a number. Please check with HR."),
        (C, "zh", "员工手册里没有关于陪产假（paternity leave）的规定，查不到天数，建议向HR确认。"),
        (C, "en", "There's nothing on paternity leave in the handbook."),
        (C, "zh", "手册未涉及父亲的陪产假，无法告诉你天数。"),
        # invented
        (W, "en", "Fathers get 5 working days of paid paternity leave, to be taken within 3 months of the birth."),
        # invented (maternity leave borrowed)
        (W, "en", "Paternity leave is 26 weeks for the first two children, the same as maternity leave."),
        # invented
        (W, "zh", "陪产假15天，需提前14天在HR系统申请。"),
        # invented (taken from CL/SL)
        (W, "zh", "手册规定陪产假从12天的CL/SL里扣，没有单独的陪产假。"),
        # invented
        (W, "zh", "手册规定陪产假为2周（10个工作日），带薪。"),
        ]),
]
