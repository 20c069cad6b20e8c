"""The handbook part of the 22nd held-out probe set: three handbooks written for it, 24 questions on them
(8 per handbook), each with 9 final answers written by hand after reading the REAL search (and date tool)
results: 4 correct, 5 wrong (96 correct, 120 wrong). make_heldout22.py runs the calls and writes heldout22.jsonl.
Written blind: the helper never read the answer check's code, prompts, docs, tests or earlier sets' cases, never
ran the check on this set, and never changed a label after writing it.

The handbooks (heldout22_handbooks/<folder>/handbook/):
- pune_software_centre ("pune"): a Chinese software company's development centre in India, an English HTML
  handbook (<h2> "Section 4 — Leave", <h3> "4.2 Earned leave", <table>s, <ul> lists). Local staff are paid in
  rupees with lakh grouping (₹1,50,000 / Rs. 1.2 lakh / INR 12,00,000), seconded Chinese staff in RMB.
  Earned leave 1.5 days a month (18 a year), carry-forward cap 45, encashment at basic ÷ 26; gratuity
  15/26 × basic × years (final part-year of 6 months+ = a year; 5 full years needed); notice 30 / 60 days,
  pay in lieu at basic ÷ 30; night-shift allowance by tier with monthly caps; Diwali bonus pro rata.
- sao_paulo_trading ("saopaulo"): a Chinese trading company's office in Brazil, a Chinese .docx handbook
  (make_sao_paulo_docx.py: Word headings "3 第十三薪" / "3.1 计算", clauses 3.1.2) with amounts in 雷亚尔 written
  the Brazilian way (R$ 4.500,00) for local staff and in 人民币 for expatriates: 第十三薪 by months with 15+ days,
  30 days' vacation with a one-third bonus, overtime +50% / +100% on monthly pay ÷ 200, a R$ 45,00 meal
  voucher per day worked, a transport voucher with a 6%-of-basic employee share, notice 30 + 3 per full year
  (max 90).
- harbin_heating_company ("harbin"): a northern Chinese heating company, a Chinese Markdown handbook
  (## 第三章 … with 第N条 paragraphs): 供暖期 10月20日–次年4月20日, 取暖补贴 by grade × 6 months, 四班三运转 with
  中班/夜班 allowances, 低温作业补贴 below −20℃ / −30℃ (附则: 低于 excludes the number, 已满 includes it), 事假
  by the hour (月工资 ÷ 21.75 ÷ 8), 年休假 5/10/15 days by 累计工作年限, 抢修 per hour with a 2-hour minimum,
  10 working days' notice for 运行岗位 leave in the heating season.

Forms vary: one-liners, lists, Markdown tables, long explanations; ₹ / Rs. / INR / lakh / 卢比 beside 元 / RMB,
R$ / BRL / reais / 雷亚尔 in Brazilian and ordinary number formats, 中文数字, ℃ and 度; about 40% of the
answers are in English (also on the Chinese handbooks) and some answers on the English handbook are Chinese.
Each wrong answer carries one error: another band's or tier's value, currencies confused, a cap not applied
(or applied where it does not), a pro-rata slip, a boundary read the wrong way (exactly 6 months, exactly 5
years, exactly 15 days, exactly −20℃ / −30℃, exactly 10 years), a wrong base for a percentage or a rate,
arithmetic slips (a lakh misread, a Brazilian decimal comma misread), a wrong unit (working vs calendar days,
hours vs days), a wrong deadline or weekday, an invented rule, or a right number with a wrong rule. Every
case is "report" (counted only, never tuned on).

Audit (handbook part): every one of the 216 answers was re-judged blind against the handbook text, the search
hits really returned (make_heldout22.py --part handbooks), the arithmetic (lakh grouping, Brazilian decimal
commas, rates, caps, rounding) and the calendar (chinese_calendar; weekdays, 60 / 48 calendar-day notice ends,
the 10 Oct 2026 make-up Saturday, working-day counts in the wrong answers). Every clause a correct answer uses
comes back in its case's search (the referral case returns no hit, the marriage-leave case only 4.1.x), so no
search words changed; every correct answer answers the whole question. Two wrong answers' errors could be read
away and were made explicit, labels kept: harbin 倒班津贴 "随当月工资发放" (当月 could mean this month, i.e. the
month after the shifts, which is right) now says "随倒班当月的工资发放，不用等下月"; harbin OA deadline "最晚10月8日"
(also what an exclusive count of the 10 working days gives) now says 10月10日周六不算工作日, a plain calendar
error. Noted, not changed: two wrong answers that count working days where calendar days apply derive their
dates on the tool's Chinese calendar (Pune 60 working days -> 8 Sep, São Paulo 48 -> Mon 7 Sep, a Brazilian
holiday); the working-day count is their one clear error. Final counts: 24 questions, 216 answers, 96 correct,
120 wrong.
"""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

HANDBOOKS = {"pune": "pune_software_centre", "saopaulo": "sao_paulo_trading", "harbin": "harbin_heating_company"}

HANDBOOK_CASES = [
    # ------------------------------------------------------------------ Pune (English HTML, ₹ / RMB)
    # Truth (4.2, 4.3): 1 Dec 2025 – 30 Jun 2026 = 7 months worked × 1.5 = 10.5 days; usable after 3 months;
    # December's days carry into 2026 (cap 45).
    _d("2026-06-30",
       "I joined the Pune centre as a local engineer on 1 December 2025 and haven't taken any leave, paid or "
       "unpaid. How much earned leave will I have at the end of June 2026?",
       [_q("earned leave accrual 1.5 days per month worked"), _q("earned leave carry-forward into next year 45 days")],
       [(C, "en", "10.5 days of earned leave — 7 months worked (December to June) × 1.5 days."),
        (C, "en", "You'll have 10.5 days. EL accrues at 1.5 days per month worked and is credited at each month "
                  "end; December 2025 to June 2026 is 7 months, so 7 × 1.5 = 10.5. The 1.5 days from December "
                  "simply carried into 2026 (the carry-forward cap is 45 days), and since you're past 3 months of "
                  "service you can already take them."),
        (C, "zh", "到2026年6月底你一共工作了7个月，按每月1.5天累计，earned leave 共10.5天；入职满3个月后就可以休。"),
        (C, "zh", "| 已工作月数（12月–6月） | 每月累计 | earned leave 余额 |\n|---|---|---|\n"
                  "| 7 | 1.5天 | **10.5天** |"),
        (W, "en", "12 days — December through June is 8 months at 1.5 days each."),
        (W, "en", "7 days: earned leave accrues at 1 day per month worked."),
        (W, "en", "You'll have accrued 10.5 days, but earned leave can only be taken after 12 months of service, "
                  "so you can't use any of it before December 2026."),
        (W, "zh", "9天。去年12月的1.5天在1月1日就清零了（earned leave 不能跨年结转），今年1–6月6个月 × 1.5 = 9天。"),
        (W, "zh", "7个月 × 1.5天 = 11.5天。"),
        ], handbook="pune"),

    # Truth (4.4, 3.1): basic only; ₹52,000 ÷ 26 = ₹2,000 a day × 20 = ₹40,000 (the 10-day limit is for
    # encashment during service, not on separation; max 45 on separation).
    _s("pune", "earned leave encashment on separation basic pay per day",
       "I'm resigning and will leave next month with 20 days of earned leave unused, which I'd like encashed. My "
       "fixed monthly pay is ₹1,30,000 and my basic is ₹52,000. How much will I get for the 20 days?",
       [(C, "en", "₹40,000 — one day's basic is ₹52,000 ÷ 26 = ₹2,000, times 20 days."),
        (C, "en", "INR 40,000 (0.4 lakh). Encashment uses basic pay only, not your ₹1,30,000 fixed pay: "
                  "52,000 / 26 × 20."),
        (C, "zh", "按基本工资计算：52,000 ÷ 26 = 2,000卢比/天，20天共40,000卢比（₹40,000）。离职时最多可折现45天，20天不受影响。"),
        (C, "en", "- Daily rate: Rs. 52,000 ÷ 26 = Rs. 2,000\n- Days: 20 (under the 45-day maximum)\n"
                  "- Encashment: **Rs. 40,000**"),
        (W, "en", "₹1,00,000 — ₹1,30,000 ÷ 26 = ₹5,000 a day × 20 days."),
        (W, "zh", "约₹34,667：52,000 ÷ 30 = 1,733.33卢比/天，× 20天。"),
        (W, "en", "Rs. 4 lakh (20 days × Rs. 2,000)."),
        (W, "zh", "20天 × (52,000 ÷ 26) = 40,000元人民币。"),
        (W, "en", "Only 10 days can be encashed, so you'll get ₹20,000 (10 × ₹2,000); the other 10 days lapse."),
        ]),

    # Truth (5.3): 7 y 7 m → 8 years (part-year ≥ 6 months); 15/26 × ₹78,000 = ₹45,000 × 8 = ₹3,60,000
    # (basic, not fixed pay); paid within 30 days.
    _s("pune", "gratuity years of service part-year 6 months basic",
       "I'm leaving after 7 years and 7 months of service. My last drawn basic is ₹78,000 a month (fixed pay "
       "₹1,95,000). How much gratuity will I get?",
       [(C, "en", "₹3,60,000 (Rs. 3.6 lakh). The final 7 months are 6 months or more, so you have 8 years: "
                  "15/26 × ₹78,000 × 8 = ₹45,000 × 8."),
        (C, "zh", "可领 gratuity ₹3,60,000，即36万卢比：尾数7个月满6个月按1年计，共8年；15/26 × 78,000 = 45,000，× 8 = 360,000。"),
        (C, "en", "- Years counted: 8 (7 years plus a final 7-month part-year, rounded up)\n"
                  "- 15/26 × Rs. 78,000 = Rs. 45,000 per year\n"
                  "- Gratuity: Rs. 3,60,000, paid within 30 days of your last working day"),
        (C, "en", "INR 3,60,000."),
        (W, "zh", "₹3,15,000：只算满整年的7年，7 × (15/26 × 78,000)。"),
        (W, "en", "₹3,12,000: 15/30 × ₹78,000 = ₹39,000 per year × 8 years."),
        (W, "en", "₹9,00,000 — 15/26 × ₹1,95,000 × 8 years."),
        (W, "zh", "约34.1万卢比：7年7个月折合7.58年，15/26 × 78,000 × 7.58 ≈ ₹3,41,250。"),
        (W, "en", "Rs. 36 lakh (15/26 × 78,000 × 8)."),
        ]),

    # Truth (5.3): 4 y 11 m → no gratuity (5 full years needed; rounding is for the amount only);
    # exactly 5 years → 15/26 × ₹65,000 × 5 = ₹37,500 × 5 = ₹1,87,500; paid within 30 days.
    _s("pune", "gratuity eligibility 5 years continuous service 4 years 11 months",
       "I've completed 4 years 11 months here; my basic is ₹65,000. If I resign now, how much gratuity do I get? "
       "And how much if I stay until exactly 5 years on the same basic?",
       [(C, "en", "Nothing now: eligibility needs 5 full years of service, and the 'part-year of 6 months or more' "
                  "rounding only applies to the amount. At exactly 5 years you qualify: 15/26 × ₹65,000 × 5 = ₹1,87,500."),
        (C, "zh", "现在离职拿不到：须满5整年才有资格，4年11个月不行（进位规则只用于计算金额）。"
                  "干满5年整就有：15/26 × 65,000 × 5 = 187,500卢比（₹1,87,500）。"),
        (C, "zh", "| 离职时服务年限 | Gratuity |\n|---|---|\n| 4年11个月 | 0（不满5年，无资格） |\n"
                  "| 正好5年 | ₹1,87,500（37,500 × 5） |"),
        (C, "en", "Now: zero. At 5 years: Rs. 1,87,500 (1.875 lakh)."),
        (W, "en", "₹1,87,500 either way — 4 years 11 months rounds up to 5 years because the final part-year is "
                  "over 6 months."),
        (W, "en", "Nothing in both cases: you need more than 5 years, so exactly 5 years doesn't qualify yet."),
        (W, "en", "Now nothing; at exactly 5 years ₹18,75,000 (18.75 lakh)."),
        (W, "zh", "现在离职没有；满5年可得 15/30 × 65,000 × 5 = 162,500卢比。"),
        (W, "zh", "现在拿不到；满5年整可得₹1,87,500，在最后工作日后60天内支付。"),
        ]),

    # Truth (5.1, 5.2): exactly 6 months, not extended → confirmed → 60 calendar days from the day after the
    # letter (16 June); calculate_leave_days 16 Jun–14 Aug = 60 自然日 → last day Fri 14 Aug 2026;
    # pay in lieu at basic ÷ 30 a day.
    _d("2026-06-15",
       "I joined on 15 December 2025, so today I've completed exactly 6 months, and my probation was never "
       "extended. If I hand in my resignation today, how many days' notice do I owe and what's my last day?",
       [_q("notice period probation confirmation"), _q("probation confirmed on completing 6 months"),
        ("calculate_leave_days", {"start_date": "2026-06-16", "end_date": "2026-08-14"})],
       [(C, "en", "60 calendar days — having completed 6 months without an extension, you're confirmed. The notice "
                  "starts the day after your letter is received (16 June), so your last day is Friday 14 August 2026."),
        (C, "zh", "已满6个月且没有延长试用期，按转正员工算，通知期60个自然日；从6月16日起算，最后一天是2026年8月14日（周五）。"),
        (C, "en", "- Status: confirmed (6 months completed)\n- Notice: 60 calendar days, from 16 June\n"
                  "- Last day: 14 Aug 2026\n- You can leave earlier if basic pay in lieu of the unserved days is "
                  "paid (monthly basic ÷ 30 per day)."),
        (C, "en", "14/8/2026 — 60 days' notice as a confirmed employee."),
        (W, "en", "Only 30 days — you're still on probation on the day you complete 6 months, so your last day is "
                  "15 July 2026."),
        (W, "en", "60 days counting today, so your last day is 13 August 2026."),
        (W, "zh", "转正员工需提前60个工作日，从6月16日算起，最后一天是2026年9月8日。"),
        (W, "zh", "通知期60天，也就是两个月，最后一天是2026年8月15日（周六）。"),
        (W, "en", "60 calendar days, last day 14 August 2026. If you want to go sooner, you can buy out the "
                  "remaining days at basic ÷ 26 per day."),
        ], handbook="pune"),

    # Truth (2.2): L3 = Tier 2, ₹850 a night shift; 18 × 850 = ₹15,300 → monthly cap ₹12,750; shifts above
    # the cap are not paid nor carried. (Seconded staff: RMB 120, no cap — not this case.)
    _s("pune", "night-shift allowance per night shift tier monthly cap",
       "I'm an L3 senior engineer on the India payroll and worked 18 night shifts in May. How much night-shift "
       "allowance will I get for May?",
       [(C, "en", "₹12,750. As Tier 2 you earn ₹850 per night shift, and 18 × 850 = ₹15,300, but the Tier 2 "
                  "monthly cap is ₹12,750; the extra shifts are not paid or carried forward."),
        (C, "zh", "L3属于Tier 2，每个夜班₹850，18个夜班是₹15,300，超过每月上限₹12,750，所以5月只发₹12,750（超出部分不结转）。"),
        (C, "en", "Rs. 12,750 — the Tier 2 monthly cap."),
        (C, "en", "| Tier | Shifts | Rate | Before cap | Paid |\n|---|---|---|---|---|\n"
                  "| 2 (L3–L4) | 18 | ₹850 | ₹15,300 | **₹12,750** |"),
        (W, "en", "₹15,300 (18 × ₹850)."),
        (W, "en", "L3 is Tier 1: 18 × ₹600 = ₹10,800, capped at ₹9,000."),
        (W, "zh", "5月发₹12,750，超出上限的₹2,550结转到6月的夜班津贴里发。"),
        (W, "zh", "18 × 120 = 2,160元人民币，没有月度上限。"),
        (W, "en", "18 × ₹850 = ₹15,300, capped at ₹15,000, so you get ₹15,000."),
        ]),

    # Truth (3.2): bonus year 1 Oct 2025 – 30 Sep 2026; months worked March–September = 7; L1–L4 full bonus
    # Rs. 30,000 × 7 / 12 = Rs. 17,500, with the October salary.
    _s("pune", "Diwali bonus pro rata months worked",
       "I joined on 1 March 2026 as an L3 local engineer. How much Diwali bonus will I get this year, and when?",
       [(C, "en", "Rs. 17,500 with your October salary — Rs. 30,000 × 7 months worked (March–September) ÷ 12."),
        (C, "zh", "奖金年度是10月1日到次年9月30日，你3月到9月工作了7个月：30,000 × 7 ÷ 12 = 17,500卢比，随10月工资发放。"),
        (C, "en", "- Full bonus for L1–L4: ₹30,000\n- Months worked in the bonus year (to 30 Sep): 7\n"
                  "- Your bonus: ₹30,000 × 7/12 = **₹17,500**, paid with the October salary"),
        (C, "en", "₹17,500, in October's payroll."),
        (W, "en", "₹26,250 (₹45,000 × 7 ÷ 12), paid with the October salary."),
        (W, "en", "8 months (March to October) × ₹30,000 ÷ 12 = ₹20,000, with the October salary."),
        (W, "zh", "今年没有：排灯节奖金要在奖金年度里工作满12个月才发。"),
        (W, "en", "Rs. 1.75 lakh with the October salary (30,000 × 7/12)."),
        (W, "zh", "17,500元人民币，随10月工资发放。"),
        ]),

    # Truth: the handbook has no referral-bonus rule (the search finds no relevant clause).
    _s("pune", "employee referral bonus for referring a friend who is hired",
       "If I refer a friend and they get hired, does the Pune centre pay a referral bonus? How much?",
       [(C, "en", "The handbook doesn't say anything about referral bonuses — it has no rule on them, so I can't "
                  "give you an amount; please check with HR."),
        (C, "en", "There's no referral-bonus clause in the Pune handbook."),
        (C, "zh", "员工手册里没有内部推荐奖金的规定，查不到金额，建议直接问HR。"),
        (C, "en", "Not covered: the handbook search found no clause on referral bonuses."),
        (W, "en", "Yes — ₹25,000, paid once the new hire completes probation."),
        (W, "en", "Yes, Rs. 50,000 (half a lakh), paid in two halves."),
        (W, "zh", "有，推荐成功奖励人民币3,000元，随国内工资发放。"),
        (W, "zh", "手册规定L5及以上不发推荐奖金，其他职级每成功推荐一人奖励₹20,000。"),
        (W, "en", "Referral bonuses are paid as 2 extra days of earned leave under section 4.2."),
        ]),

    # ------------------------------------------------------------------ São Paulo (Chinese .docx, R$ / 人民币)
    # Truth (3.1.1, 3.1.2): April 17–30 = 14 days < 15 → not counted; May–Dec = 8 months;
    # R$ 6.300,00 × 8 / 12 = R$ 4.200,00.
    _d("2026-06-15",
       "我是圣保罗办事处的本地雇员，2026年4月17日入职，月工资 R$ 6.300,00（到12月也不变），今年会一直在职。2026年的第十三薪是多少？",
       [_q("第十三薪 金额 12月份月工资 当年工作月数"), _q("第十三薪 一个自然月在职满15天 计为一个工作月")],
       [(C, "zh", "4月17日到30日只在职14天，不满15天，4月不计；5月到12月共8个月。第十三薪 = 6.300,00 × 8 ÷ 12 = R$ 4.200,00。"),
        (C, "en", "R$ 4,200.00: April doesn't count (only 14 days on the payroll, short of 15), so you have 8 months, "
                  "May to December: R$ 6,300.00 × 8 / 12."),
        (C, "zh", "| 项目 | 数值 |\n|---|---|\n| 计入月份 | 5月–12月，8个月（4月仅14天，不计） |\n"
                  "| 第十三薪 | R$ 6.300,00 × 8/12 = **R$ 4.200,00** |"),
        (C, "zh", "4200雷亚尔（按8个月算）。"),
        (W, "zh", "4月也算一个月，4–12月共9个月：6.300,00 × 9 ÷ 12 = R$ 4.725,00。"),
        (W, "zh", "月工资6.3雷亚尔 × 8 ÷ 12 = 4.2雷亚尔，即第十三薪 R$ 4,20。"),
        (W, "en", "About R$ 4,445.00: 8 full months plus 14/30 of April, × R$ 6,300.00 / 12."),
        (W, "zh", "算8个月，6,300 × 8 ÷ 12 = 4,200元人民币。"),
        (W, "zh", "R$ 6.300,00，第十三薪就是一个月工资，不按月数折算。"),
        ], handbook="saopaulo"),

    # Truth (3.1.2, 3.1.1, 3.2.1): Sept 16–30 = exactly 15 calendar days → counts; Sep–Dec = 4 months;
    # R$ 3.600,00 × 4 / 12 = R$ 1.200,00; first instalment 50% = R$ 600,00 by 30 Nov; rest by 20 Dec.
    _d("2026-09-16",
       "新同事今天（9月16日）入职，本地雇员，月工资 R$ 3.600,00，12月不变。9月算不算一个工作月？她今年的第十三薪多少？第一期什么时候发、发多少？",
       [_q("第十三薪 一个自然月在职满15天"), _q("第十三薪 金额 12月份月工资 当年工作月数"), _q("第十三薪 分两期发放 第一期")],
       [(C, "zh", "算。9月16日到30日在职正好15天，“满15天（含第15天）”就计一个月。9–12月共4个月：3.600,00 × 4 ÷ 12 = "
                  "R$ 1.200,00；第一期为50%，即 R$ 600,00，11月30日前发放，余额12月20日前发。"),
        (C, "en", "Yes — 16 to 30 September is exactly 15 calendar days, which counts as a month. That gives 4 months: "
                  "R$ 3,600.00 × 4 / 12 = R$ 1,200.00. The first instalment is half, R$ 600.00, paid by 30 November; "
                  "the balance by 20 December."),
        (C, "zh", "1. 9月：在职15天（16–30日），满15天，计1个月\n2. 计入月份：9、10、11、12月共4个月\n"
                  "3. 第十三薪：R$ 1.200,00\n4. 第一期：R$ 600,00，11月30日前"),
        (C, "en", "| Question | Answer |\n|---|---|\n| Does September count? | Yes (exactly 15 days) |\n"
                  "| 13th salary 2026 | BRL 1,200.00 |\n| First instalment | BRL 600.00, by 30 Nov |"),
        (W, "zh", "不算，必须超过15天才算一个月。9月不计，只有10–12月3个月：R$ 900,00；第一期 R$ 450,00，11月30日前发。"),
        (W, "zh", "算，共4个月，第十三薪 R$ 1.200,00；第一期 R$ 600,00，12月20日前发放。"),
        (W, "en", "Yes, it counts: R$ 1,200.00 for the year; the first instalment is 50% of her monthly salary, "
                  "R$ 1,800.00, due by 30 November."),
        (W, "zh", "不算。9月16日到30日只有11个工作日，不满15天，所以只算10–12月：R$ 900,00，第一期 R$ 450,00（11月30日前）。"),
        (W, "zh", "算，共4个月：3.600,00 × 4 ÷ 12 = R$ 12.000,00；第一期一半 R$ 6.000,00，11月30日前发放。"),
        ], handbook="saopaulo"),

    # Truth (4.2.1, 4.2.2): 30 days → vacation pay = one month R$ 5.280,00; bonus 1/3 = R$ 1.760,00;
    # total R$ 7.040,00, paid 2 days before the vacation starts (3 Aug → 1 Aug).
    _d("2026-07-15",
       "I'm a local employee earning R$ 5.280,00 a month and I'm taking my full 30 days of vacation from 3 August. "
       "How much is the one-third vacation bonus, what's my total vacation payment, and when will it be paid?",
       [_q("三分之一休假补贴 休假工资的1/3"), _q("休假工资 休满30天 一个月工资")],
       [(C, "en", "Bonus R$ 1,760.00 (a third of R$ 5,280.00); with the vacation pay of R$ 5,280.00 that's "
                  "R$ 7,040.00 in total, paid by 1 August — two days before your vacation starts."),
        (C, "zh", "三分之一补贴 = 5.280,00 ÷ 3 = R$ 1.760,00；休假工资 R$ 5.280,00 加补贴共 R$ 7.040,00，在休假开始前2日（8月1日）一并支付。"),
        (C, "en", "| Item | Amount |\n|---|---|\n| Vacation pay (30 days) | R$ 5.280,00 |\n"
                  "| One-third bonus | R$ 1.760,00 |\n| Total, paid 2 days before 3 Aug | R$ 7.040,00 |"),
        (C, "zh", "补贴1760雷亚尔，合计7040雷亚尔，休假开始前两天付。"),
        (W, "zh", "只按休假期间（8月3日–9月1日）的22个工作日算：休假工资 5.280 ÷ 30 × 22 = R$ 3.872,00，"
                  "补贴1/3 = R$ 1.290,67，合计 R$ 5.162,67，休假开始前2日支付。"),
        (W, "en", "The bonus is half your vacation pay, R$ 2,640.00, so R$ 7,920.00 in total, paid two days before "
                  "you go."),
        (W, "en", "Bonus R$ 1,760.00, total R$ 7,040.00, paid on the first day of your vacation (3 August)."),
        (W, "zh", "补贴 R$ 1.760,00，合计 R$ 7.400,00，8月1日前支付。"),
        (W, "zh", "休假工资 R$ 5.280,00 照发；三分之一补贴按人民币发，1,760元，由总部发放，都在8月1日前到账。"),
        ], handbook="saopaulo"),

    # Truth (7.1.1, 7.1.3): dismissal without cause after 6 full years → 30 + 3 × 6 = 48 calendar days from the
    # day after notice (2 July); calculate_leave_days 2 Jul–18 Aug = 48 自然日 → Tue 18 Aug 2026; the company
    # may pay wages instead of notice.
    _d("2026-07-01",
       "公司今天（7月1日）正式通知我解除劳动合同，不是因为我有过错。我在公司干了整整6年。预告期有多少天？最后一天是哪天？",
       [_q("公司解除劳动合同 预告期 每满一年增加3天"), _q("预告期 自然日 通知送达次日起算"),
        ("calculate_leave_days", {"start_date": "2026-07-02", "end_date": "2026-08-18"})],
       [(C, "zh", "30天 + 3天 × 6 = 48天。预告期按自然日、从通知送达次日（7月2日）起算，最后一天是2026年8月18日（周二）。"),
        (C, "en", "48 calendar days (30 + 3 for each of your 6 full years), counted from 2 July, so the notice ends "
                  "on Tuesday 18 August 2026. The company may also pay you those days' wages instead of notice."),
        (C, "zh", "预告期四十八天，到8月18日为止。"),
        (C, "en", "18/8/2026 — 48 days' notice."),
        (W, "zh", "预告期统一30天，不按年限增加，从7月2日算到7月31日。"),
        (W, "zh", "48天，从7月1日当天算起，最后一天是8月17日（周一）。"),
        (W, "en", "48 working days: the notice runs until Monday 7 September 2026."),
        (W, "zh", "第一年不加天数，30 + 3 × 5 = 45天，从7月2日起算，最后一天是8月15日。"),
        (W, "zh", "48天，到2026年8月18日；公司不能用工资代替预告，这48天你必须全部上班。"),
        ], handbook="saopaulo"),

    # Truth (2.1.2, 2.2.2, 2.2.3): hourly = R$ 4.000,00 ÷ 200 = R$ 20,00; weekdays 4 h × 30,00 = R$ 120,00;
    # Sunday 6 h × 40,00 = R$ 240,00; total R$ 360,00 (the 2-hour daily limit is for workdays).
    _d("2026-06-15",
       "我是本地雇员，月工资 R$ 4.000,00。上周二、周四各加班2小时，上周日又加班6小时（都是白天，都经主管批准，没放进工时银行）。这些加班费一共多少？",
       [_q("小时工资 月工资除以200"), _q("周一至周六加班 加付50%"), _q("星期日和公共假日加班 加付100%")],
       [(C, "zh", "小时工资 = 4.000,00 ÷ 200 = R$ 20,00。工作日4小时按1.5倍：4 × 30,00 = R$ 120,00；"
                  "周日6小时按2倍：6 × 40,00 = R$ 240,00；合计 R$ 360,00。"),
        (C, "en", "BRL 360.00 in total — R$ 120.00 for the 4 weekday hours at time and a half (hourly rate R$ 20.00) "
                  "plus R$ 240.00 for the 6 Sunday hours at double time."),
        (C, "zh", "| 加班 | 小时 | 每小时 | 金额 |\n|---|---|---|---|\n| 周二、周四（+50%） | 4 | R$ 30,00 | R$ 120,00 |\n"
                  "| 周日（+100%） | 6 | R$ 40,00 | R$ 240,00 |\n| 合计 | 10 | | **R$ 360,00** |"),
        (C, "zh", "一共360雷亚尔。"),
        (W, "zh", "小时工资 R$ 20,00；工作日4小时 × 30,00 = 120,00；周日也按加付50%：6 × 30,00 = 180,00；合计 R$ 300,00。"),
        (W, "en", "Hourly rate R$ 4,000.00 ÷ 220 = R$ 18.18; 4 h × R$ 27.27 + 6 h × R$ 36.36 = R$ 327.27."),
        (W, "zh", "只付加班的加成部分：工作日 4 × 10,00 = 40,00，周日 6 × 20,00 = 120,00，合计 R$ 160,00。"),
        (W, "en", "Hourly R$ 20.00; weekdays 4 × R$ 30.00 = R$ 120.00, Sunday 6 × R$ 40.00 = R$ 240.00; total R$ 380.00."),
        (W, "zh", "每天加班不得超过2小时，周日只能算2小时：工作日 R$ 120,00 + 周日 2 × 40,00 = R$ 80,00，合计 R$ 200,00。"),
        ], handbook="saopaulo"),

    # Truth (5.1.1, 5.1.2): expatriates get the same voucher, per day actually worked: 20 × R$ 45,00 =
    # R$ 900,00, on the meal card in reais (no RMB conversion); holidays earn none.
    _d("2026-06-05",
       "I'm an expatriate seconded from head office. In May I was in the office on 20 working days (1 May was a "
       "public holiday). How much meal voucher do I get for May, and is it paid in RMB with my China salary?",
       [_q("餐券 每个实际出勤的工作日"), _q("外派人员 餐券 雷亚尔")],
       [(C, "en", "R$ 900.00 — 20 days × R$ 45.00, loaded onto your meal card in reais, not converted to RMB. The "
                  "1 May holiday earns no voucher."),
        (C, "zh", "外派人员也享受餐券，标准相同：20天 × R$ 45,00 = R$ 900,00，以雷亚尔充值到餐卡，不折算人民币，也不随国内工资发。"),
        (C, "zh", "餐卡里充900雷亚尔，不是人民币。"),
        (C, "zh", "- 出勤：20个工作日（5月1日公共假日不发）\n- 标准：每天 R$ 45,00\n- 合计：R$ 900,00，雷亚尔，充到餐卡"),
        (W, "zh", "5月1日公共假日也算：21 × R$ 45,00 = R$ 945,00，以雷亚尔充到餐卡。"),
        (W, "en", "RMB 900, paid with your China salary (20 × 45)."),
        (W, "zh", "外派人员不发餐券，餐补已经包含在人民币外派津贴里了。"),
        (W, "zh", "20 × R$ 45,00 = R$ 90.000,00，充到餐卡，以雷亚尔计。"),
        (W, "en", "Meal vouchers are per calendar day: 31 × R$ 45.00 = R$ 1,395.00, in reais on your card."),
        ], handbook="saopaulo"),

    # Truth (5.2.1): employee share = 6% of basic = 3.000,00 × 6% = R$ 180,00; the company pays the rest,
    # 320,00 − 180,00 = R$ 140,00.
    _s("saopaulo", "交通券 员工自付 月基本工资6%",
       "我基本工资 R$ 3.000,00，每个月上下班坐公交地铁要 R$ 320,00。申请交通券的话，我自己付多少，公司付多少？",
       [(C, "zh", "员工自付月基本工资的6%：3.000,00 × 6% = R$ 180,00；其余 320,00 − 180,00 = R$ 140,00 由公司承担。"),
        (C, "en", "You pay R$ 180.00 (6% of your R$ 3,000.00 basic) and the company covers the remaining R$ 140.00."),
        (C, "zh", "| 承担方 | 金额 |\n|---|---|\n| 本人（基本工资6%） | R$ 180,00 |\n| 公司 | R$ 140,00 |\n| 合计交通费 | R$ 320,00 |"),
        (C, "en", "Your share: BRL 180; company: BRL 140."),
        (W, "zh", "自付交通费的6%：320,00 × 6% = R$ 19,20，公司承担 R$ 300,80。"),
        (W, "en", "The company pays R$ 180.00 (6% of your basic) and you pay the other R$ 140.00."),
        (W, "zh", "3.000,00 × 6% = R$ 18,00 由你自付，公司承担 R$ 302,00。"),
        (W, "zh", "你的交通费超过了基本工资的6%，所以 R$ 320,00 全部由你自己付，公司不承担。"),
        (W, "zh", "自付 R$ 180,00，公司承担 R$ 140,00；公司承担的部分年底会从第十三薪里扣回。"),
        ]),

    # Truth: the handbook has no marriage-leave rule; the search only returns the annual-vacation clauses
    # (4.1.x), which are not marriage leave.
    _s("saopaulo", "本地员工结婚 婚假天数",
       "我下个月结婚。圣保罗办事处的本地员工有几天婚假？",
       [(C, "zh", "手册里没有婚假的规定；检索到的只有年度休假（满12个月享30个自然日）的条款，和婚假无关。婚假请向HR确认。"),
        (C, "en", "The handbook has no marriage-leave clause — the search only turned up the annual vacation rules. "
                  "Please ask HR."),
        (C, "zh", "员工手册没写婚假。"),
        (C, "en", "Not in the handbook: there's no rule on marriage leave there."),
        (W, "zh", "手册规定本地员工婚假3天，工资照发。"),
        (W, "zh", "婚假就是年度休假，30个自然日。"),
        (W, "en", "You get 5 working days of paid marriage leave."),
        (W, "zh", "婚假要从30天年度休假里扣，最多可以单独拿出14天。"),
        (W, "zh", "手册规定婚假不带薪，建议用年度休假代替。"),
        ]),

    # ------------------------------------------------------------------ Harbin (Chinese Markdown, 第N条)
    # Truth (第十四条): 二级 430元/月 × 6个月 = 2580元; paid 3 months each with October and January salaries
    # (1290元 each).
    _s("harbin", "取暖补贴 职级 每个供暖期",
       "我是工程师（二级），一个供暖期的取暖补贴一共多少？什么时候发？",
       [(C, "zh", "二级每月430元，每个供暖期按6个月计：430 × 6 = 2580元，10月和次年1月的工资里各发3个月（各1290元）。"),
        (C, "en", "RMB 2,580 for the season (grade 2: ¥430 × 6 months), paid in two parts of ¥1,290 — with the "
                  "October salary and with the following January's."),
        (C, "zh", "- 标准：二级（主管、工程师）430元/月\n- 月数：每个供暖期按6个月\n- 合计：2580元\n- 发放：10月、次年1月工资各发3个月"),
        (C, "zh", "一个供暖期二千五百八十元，十月和次年一月各发三个月。"),
        (W, "zh", "供暖期从10月20日到次年4月20日跨7个月，430 × 7 = 3010元，10月和1月分两次发。"),
        (W, "zh", "工程师按三级，每月360元 × 6 = 2160元，10月和1月各发一半。"),
        (W, "zh", "每月430元，全年12个月共5160元，分10月和次年1月两次发。"),
        (W, "zh", "2580元，11月和次年3月的工资里各发3个月。"),
        (W, "zh", "430 × 6 = 2480元，10月和次年1月各发3个月。"),
        ]),

    # Truth (第二十六条): 6960 ÷ 21.75 ÷ 8 = 40元/小时 × 13 = 520元.
    _s("harbin", "事假 按小时扣减工资",
       "我月工资6960元（岗位工资加技能工资），这个月请了13个小时事假，要扣多少钱？",
       [(C, "zh", "每小时扣款 = 6960 ÷ 21.75 ÷ 8 = 40元，13小时共扣520元。"),
        (C, "en", "¥520 — the hourly deduction is 6,960 ÷ 21.75 ÷ 8 = ¥40, times 13 hours."),
        (C, "zh", "| 步骤 | 结果 |\n|---|---|\n| 日工资 6960 ÷ 21.75 | 320元 |\n| 小时工资 320 ÷ 8 | 40元 |\n| 13小时 | **520元** |"),
        (C, "zh", "扣五百二十元。"),
        (W, "zh", "6960 ÷ 30 ÷ 8 = 29元/小时，13小时扣377元。"),
        (W, "zh", "日工资 6960 ÷ 21.75 = 320元，13天事假扣4160元。"),
        (W, "en", "¥40 an hour × 13 hours = ¥480."),
        (W, "zh", "6960 ÷ 20.83 ÷ 8 ≈ 41.77元/小时，13小时约扣543元。"),
        (W, "zh", "事假按整天扣，13小时算2天：2 × 320 = 640元。"),
        ]),

    # Truth (第十六条, 第三十五条): below −20℃ → 45元/天, below −30℃ → 70元/天, not added; 低于 excludes the
    # number: −23/−26/−30/−22 → 45 each, −31 → 70, −18/−15 → 0; total 45 × 4 + 70 = 250元.
    _d("2026-01-19",
       "我是管网巡线工，上周七天每天都在室外作业4小时以上。气象台公布的每日最低气温依次是：−18℃、−23℃、−26℃、−31℃、−30℃、−15℃、−22℃。上周低温作业补贴应发多少？",
       [_q("低温作业补贴 当日最低气温"), _q("低于 不包含本数 用语含义")],
       [(C, "zh", "共250元：−23℃、−26℃、−30℃、−22℃四天低于−20℃，各45元；−31℃一天低于−30℃，发70元；−30℃不算“低于−30℃”"
                  "（不含本数），按45元；−18℃、−15℃不发。45 × 4 + 70 = 250元。"),
        (C, "en", "RMB 250: four days at ¥45 (−23, −26, −30 and −22 ℃) plus one day at ¥70 (−31 ℃). −30 ℃ is not "
                  "'below −30 ℃', and the −18 ℃ and −15 ℃ days earn nothing."),
        (C, "zh", "| 最低气温 | 补贴 |\n|---|---|\n| −18℃ | 0 |\n| −23℃ | 45元 |\n| −26℃ | 45元 |\n| −31℃ | 70元 |\n"
                  "| −30℃ | 45元 |\n| −15℃ | 0 |\n| −22℃ | 45元 |\n| 合计 | 250元 |"),
        (C, "zh", "二百五十元。"),
        (W, "zh", "−31℃和−30℃两天按70元，其余三天低于−20℃的按45元：70 × 2 + 45 × 3 = 275元。"),
        (W, "zh", "两档累加：−31℃那天45 + 70 = 115元，另外四天各45元，共295元。"),
        (W, "en", "−30 ℃ is not below −30 ℃, so that day earns nothing: 3 × ¥45 + ¥70 = ¥205."),
        (W, "zh", "45 × 4 = 180，加70，共260元。"),
        (W, "zh", "低温作业补贴不按天算，每月统一发200元，上周不单独计发。"),
        ], handbook="harbin"),

    # Truth (第十六条, 第三十五条): exactly −20℃ is not 低于−20℃ → no allowance (0元). 抢修 crews are listed as
    # outdoor workers.
    _d("2026-01-15",
       "昨天气象台公布的最低气温正好是零下二十度，我在室外抢修了一整天。能拿低温作业补贴吗？多少？",
       [_q("低温作业补贴 零下二十度"), _q("本手册所称 低于 是否包含本数")],
       [(C, "zh", "拿不到。第十六条要求当日最低气温“低于−20℃”，附则第三十五条规定“低于”不含本数，正好−20℃不算，所以昨天没有低温作业补贴。"),
        (C, "en", "No — exactly −20 ℃ is not 'below −20 ℃': the handbook's definitions say 低于 excludes the number "
                  "itself, so yesterday earns no low-temperature allowance (¥0)."),
        (C, "zh", "不发，正好零下二十度不算低于零下二十度。"),
        (C, "zh", "0元：只有当日最低气温比零下二十度更低，才发每天45元。"),
        (W, "zh", "能拿，45元。"),
        (W, "zh", "能拿，按70元/天那一档发。"),
        (W, "en", "No — repair (抢修) crews aren't counted as outdoor workers for this allowance; only pipeline "
                  "patrol staff are."),
        (W, "zh", "不发，低温作业补贴要连续三天最低气温低于零下二十度才发。"),
        (W, "zh", "能拿一半，22.5元。"),
        ], handbook="harbin"),

    # Truth (第二十四条, 第三十五条): 已满10年不满20年 → 10 days; 已满 includes the number; earlier employers count.
    _d("2026-06-15",
       "我以前在别的单位干了6年，来咱们公司到现在正好满4年，累计工作年限正好10年。现在年休假是5天还是10天？",
       [_q("年休假 累计工作年限 满10年"), _q("已满 包含本数")],
       [(C, "zh", "10天。已满10年不满20年的年休假10天，“已满”包含本数，正好10年就按10天；以前单位的年限也算。"),
        (C, "en", "10 days — exactly 10 years counts as 已满10年 (the definitions clause says 已满 includes the "
                  "number), and your 6 years elsewhere count toward 累计工作年限."),
        (C, "zh", "十天（按工作日计，法定节假日和休息日不计入）。"),
        (C, "zh", "| 累计工作年限 | 年休假 |\n|---|---|\n| 满1年不满10年 | 5天 |\n"
                  "| **满10年不满20年（你正好10年）** | **10天** |\n| 满20年 | 15天 |"),
        (W, "zh", "5天。要超过10年才到10天那一档。"),
        (W, "zh", "累计满10年就是15天。"),
        (W, "en", "10 calendar days, weekends included."),
        (W, "zh", "只算在本公司的4年，所以是5天。"),
        (W, "zh", "10天，但要满10年后再干满一年才能享受，今年还是5天。"),
        ], handbook="harbin"),

    # Truth (第十七条): Tuesday after hours 1 h 20 min → 2-hour minimum × 60 = 120元; Saturday 3 h 10 min → 4 h
    # × 90 = 360元; total 480元; not paid again as overtime.
    _s("harbin", "抢修补贴 召回 每小时 不足2小时",
       "上周二下班后被叫回去抢修了1小时20分钟，上周六又被叫去抢修了3小时10分钟。抢修补贴一共多少？",
       [(C, "zh", "480元：周二属于工作日下班后，1小时20分钟不足2小时按2小时计，2 × 60 = 120元；周六是休息日，3小时10分钟超过2小时，"
                  "零头按1小时计为4小时，4 × 90 = 360元。"),
        (C, "en", "¥480 — Tuesday counts as the 2-hour minimum (2 × ¥60 = ¥120) and Saturday's 3 h 10 min rounds "
                  "up to 4 hours (4 × ¥90 = ¥360)."),
        (C, "zh", "| 日期 | 计费时长 | 标准 | 金额 |\n|---|---|---|---|\n| 周二 | 2小时（最低） | 60元/小时 | 120元 |\n"
                  "| 周六 | 4小时 | 90元/小时 | 360元 |\n| 合计 | | | 480元 |"),
        (C, "zh", "共四百八十元。"),
        (W, "zh", "周二按实际1小时20分钟：1.33 × 60 = 80元；周六4小时 × 90 = 360元；共440元。"),
        (W, "zh", "周二120元；周六按实际3小时10分钟：3.17 × 90 ≈ 285元；共405元。"),
        (W, "en", "Tuesday ¥120; Saturday 4 h × ¥60 = ¥240; total ¥360."),
        (W, "zh", "周二2小时120元；周六超过2小时的零头按半小时计，3.5 × 90 = 315元；共435元。"),
        (W, "zh", "抢修补贴480元，另外周六那几个小时还能按200%再领一份加班费。"),
        ]),

    # Truth (第十一条): 8 夜班 × 80 + 7 中班 × 30 = 640 + 210 = 850元; 白班 nothing; paid with next month's salary.
    _s("harbin", "倒班津贴 夜班 中班",
       "我是运行工，上个月上了8个夜班、7个中班、8个白班，倒班津贴多少？什么时候发？",
       [(C, "zh", "850元：夜班8个 × 80 = 640元，中班7个 × 30 = 210元，白班不发；随下月工资发放。"),
        (C, "en", "¥850 — 8 night shifts × ¥80 = ¥640 plus 7 middle shifts × ¥30 = ¥210; day shifts earn nothing. "
                  "It's paid with next month's salary."),
        (C, "zh", "| 班次 | 个数 | 标准 | 金额 |\n|---|---|---|---|\n| 夜班 | 8 | 80元 | 640元 |\n| 中班 | 7 | 30元 | 210元 |\n"
                  "| 白班 | 8 | 0 | 0 |\n| 合计（随下月工资发） | | | 850元 |"),
        (C, "zh", "八百五十元，下个月工资里发。"),
        (W, "zh", "夜班30元、中班80元：8 × 30 + 7 × 80 = 800元，随下月工资发。"),
        (W, "zh", "白班也有30元：640 + 210 + 8 × 30 = 1090元，随下月工资发。"),
        (W, "en", "All 15 night and middle shifts at ¥80: ¥1,200, paid with next month's salary."),
        (W, "zh", "850元，随倒班当月的工资发放，不用等下月。"),
        (W, "zh", "8 × 80 = 640元，7 × 30 = 210元，合计750元，随下月工资发。"),
        ]),

    # Truth (第二十五条, 第五条): 22 Oct is in the 供暖期 (from 20 Oct) → 运行岗位 needs 10 working days and the
    # 分管副总经理's approval; add_workdays(2026-10-22, -10) → latest Fri 9 Oct 2026 (Sat 10 Oct is a make-up
    # working day). 5 working days would give 15 Oct.
    _d("2026-09-28",
       "我是换热站运行工，打算10月22日（周四）开始休年休假，最晚哪天要在OA上提交申请？",
       [_q("运行岗位 供暖期 年休假申请 提前10个工作日"), _q("供暖期 起止日期"),
        ("add_workdays", {"date": "2026-10-22", "days": -10})],
       [(C, "zh", "10月22日已在供暖期内（10月20日起），运行岗位须提前10个工作日申请，并经分管副总经理批准。倒推10个工作日"
                  "（10月10日周六调休上班，算工作日），最晚10月9日（周五）提交。"),
        (C, "en", "By Friday 9 October 2026. 22 October falls in the heating season, so as an operations worker you "
                  "need 10 working days' notice (not the usual 5) and the deputy GM's approval; Saturday 10 October "
                  "is a make-up working day and counts."),
        (C, "zh", "最晚2026/10/9（周五）。"),
        (C, "en", "9 Oct (Fri) at the latest — 10 working days ahead, plus sign-off by the deputy general manager in "
                  "charge."),
        (W, "zh", "提前5个工作日就行，最晚10月15日（周四）提交。"),
        (W, "zh", "倒推10个工作日（10月10日周六不算工作日），最晚10月8日（周四）提交。"),
        (W, "en", "10 days before 22 October, i.e. Monday 12 October."),
        (W, "zh", "最晚10月9日（周四）提交，需分管副总经理批准。"),
        (W, "zh", "最晚10月9日（周五）提交，班组长批准就行。"),
        ], handbook="harbin"),
]
