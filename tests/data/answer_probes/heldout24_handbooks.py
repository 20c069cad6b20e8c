"""heldout24, the handbook part: three handbooks of its own (in heldout24_handbooks/<folder>/handbook/) and 24
questions on them, 8 per handbook, each with 9 final answers written by hand after reading the tools' REAL results
(4 correct, 5 wrong: 96 correct / 120 wrong). Written by a helper who never read the answer check's code nor ran
the check. Every case is "report".

The handbooks (all three by Chinese companies abroad, with local staff and Chinese expatriates paid in different
currencies, and numbers that invite slips):
- jakarta_nickel_smelter ("jakarta"): PT华佳镍业印尼, a nickel smelter at Cilegon with its head office in Jakarta.
  Chinese Markdown, chapters "## 第三章 工时与加班", clauses as bold paragraph starts ("**第十一条** 工作日加班费：…"),
  （一）（二） items and one Markdown table (岗位津贴 per shift). Local staff in 印尼盾 written the Indonesian way
  ("Rp 4.500.000", "Rp4,5 juta", "IDR 95.000": dot thousands, comma decimals), expatriates in 人民币 (元).
  Hourly wage = monthly ÷ 173; working-day overtime 1.5× the first hour, 2× from the second; rest day / public
  holiday 2× hours 1–8, 3× hour 9, 4× hours 10–11 (at most 11 h a day); THR one month after 12 months, pro rata
  months ÷ 12 from 1 month, paid at least 7 days before the festival; sick pay 100/75/50/25% by 4-month bands;
  expatriates' home leave 20 calendar days, applied for on a working day 10 Chinese working days ahead.
- monterrey_auto_parts ("monterrey"): Huaxin Auto Parts de México, Apodaca (Nuevo León). English Word (.docx,
  built by make_monterrey_docx.py): Heading 1/2, "Section 4.3" / "2.3.1" clauses, one Word table (vacation scale).
  Local staff in pesos ("$18,500.00 MXN", "MX$1,250", "1,450 pesos"; a bare "$" is pesos, said once), expatriate
  managers in US dollars ("US$3,000", "USD 250"). Daily pay = monthly ÷ 30, hourly = daily ÷ 8; overtime 200% for
  the first 9 hours of a week, 300% beyond; Sunday premium 25% of daily pay; vacation 12–20 days for years 1–5,
  22 for 6–10, 24 for 11–15 …; vacation premium 25% of the vacation-day pay; aguinaldo 15 days pro rata by calendar
  days ÷ 365, paid by 20 December (the Friday before if it is a weekend); punctuality bonus 10% capped at MX$1,250.
- johannesburg_mining_supplies ("joburg"): 中矿装备南非, Germiston. Bilingual text PDF (built by make_joburg_pdf.py
  with doc_fixtures.make_pdf): "第11条 Clause 11 年假 Annual leave：" clauses under bold chapter lines. Local staff in
  兰特 ("R12 500,00", "R 1 250", "ZAR 3,400", "1.25万兰特": space thousands, comma decimals), expatriates in 人民币.
  Hourly = monthly ÷ 195, weekly = monthly ÷ 4,33; overtime 1.5×, Sunday 2× (1.5× for those who ordinarily work
  Sundays), public holiday 2×; annual leave 21 consecutive days = 15 working days; sick leave 30 working days per
  36 months but 1 day per 26 days worked in the first 6 months; family responsibility leave 3 days (after 4
  months); notice 1 / 2 / 4 weeks (≤ 6 months / > 6 months to 1 year / > 1 year); severance 1 week per completed
  year; safety bonus R 1 250 per accident-free quarter plus ZAR 3,400 for a clean year.

Questions: overtime totals, holiday-overtime bands, THR pro rata and at exactly 12 months, sick pay in month 6,
allowances from the table, an expatriate's home-leave deadline over 中秋/国庆 (with the 9月20日 make-up Sunday), a
rule the handbook lacks (twice), the 9th overtime hour, vacation and premium in year 7, year 5 vs 6, an aguinaldo
for a 1 July joiner with the 20 December weekend rule, a capped punctuality bonus, expatriate pay, sick days after 4
months, notice at exactly 6 months and exactly 1 year (with its last day), severance after 4 years 11 months, a
safety bonus for a year with one accident, leave units. Answers: zh and en on every handbook (90 en of 216),
one-liners, lists, Markdown tables, Rp / IDR / 印尼盾 / juta / 万印尼盾, $ / MXN / MX$ / pesos / 比索 vs US$ / USD,
R / ZAR / 兰特 / 万兰特 vs 元 / RMB, 2× / 200% / 两倍 / double, 25% / a quarter / 四分之一, 中文数字.
Errors (one per wrong answer): another band's value, a boundary read the wrong way (the 9th hour, exactly 12
months, year 5, exactly 6 months / 1 year, 满4个月), currencies confused (元 / US$ / pesos / the expatriates'
column), a cap not applied or applied where it does not belong, pro-rata slips (half a year, 8 vs 7 months,
no pro rata), a wrong base (÷160, ÷4 weeks, monthly instead of daily, hourly instead of daily, ÷4), arithmetic
slips (incl. 4,5 juta read as 45 juta, 4,33 read as 433, a dropped zero), wrong units (calendar vs working days,
weeks vs a month), wrong dates / weekdays / start of a notice period, invented rules, and a right number with a
wrong rule.

Audit (handbook part): every one of the 216 answers was re-judged blind against the three handbooks' text (the .md,
the .docx paragraphs and table, the PDF via pypdf), the search hits really retrieved (rebuilt with make_heldout24.py
--part handbooks), the arithmetic (÷173, ÷30/÷8, ÷195, ÷4,33, pro rata, caps) and the calendar (weekdays, the
9月20日 make-up Sunday, 中秋/国庆, 20 December 2026 a Sunday). No label was wrong: each correct answer answers the
whole question and is fully right, each wrong answer carries one clear error; no answer text changed. Changes:
(1) "7 completed years" (monterrey): the correct answers take daily pay = monthly ÷ 30 (Section 1.3), which neither
search returned, so a third search "daily pay salario diario monthly base salary divided by 30" was added (it
returns Section 1.3 first). (2) Questions that contradicted their own "today" (Monday 2026-06-15) without touching
any answer: "昨天（工作日）" (a Sunday) became "上周五（工作日）"; "本月实际出勤22天" (only 15 days into June) became
"上个月"; "This week I worked 12 overtime hours" became "Last week"; the "8 overtime hours this week (Monday to
Friday) ... on Saturday" case now has today = Friday 2026-06-12. Final counts: 24 questions, 216 answers, 96
correct / 120 wrong (90 en).
"""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

HANDBOOKS = {"jakarta": "jakarta_nickel_smelter", "monterrey": "monterrey_auto_parts",
             "joburg": "johannesburg_mining_supplies"}

HANDBOOK_CASES = [
    # ------------------------------------------------------------------ jakarta_nickel_smelter
    # Truth (第三条, 第十一条): hourly = Rp 6.920.000 ÷ 173 = Rp 40.000; hour 1 at 1.5× = Rp 60.000, hours 2–3 at 2×
    # = Rp 160.000; total Rp 220.000.
    _d("2026-06-15", "我是本地员工，月工资 Rp 6.920.000。上周五（工作日）下班后加班了3小时，加班费应该是多少？",
       [_q("工作日加班费 第1小时1.5倍 第2小时起2倍"), _q("小时工资 月工资除以173")],
       [(C, "zh", "月工资 Rp 6.920.000 ÷ 173 = 小时工资 Rp 40.000。工作日加班第1小时按1.5倍（Rp 60.000），第2、3小时按2倍"
                  "（2 × Rp 80.000 = Rp 160.000），合计 Rp 220.000（第三条、第十一条）。"),
        (W, "zh", "小时工资 Rp 40.000（Rp 6.920.000 ÷ 173），工作日加班按1.5倍计，3小时 × Rp 60.000 = Rp 180.000。"),
        (C, "en", "Hourly wage = Rp 6.920.000 / 173 = Rp 40.000. The first overtime hour is paid at 1.5× (Rp 60.000) and "
                  "hours 2 and 3 at 2× (Rp 160.000). Total overtime pay: IDR 220,000."),
        (W, "en", "Hourly wage Rp 40.000; hour 1 at 1.5× (Rp 60.000) plus hours 2–3 at 2× (Rp 160.000): Rp 200.000 in total."),
        (C, "zh", "| 加班时段 | 倍数 | 金额 |\n|---|---|---|\n| 第1小时 | 1.5倍 | Rp 60.000 |\n| 第2–3小时 | 2倍 | Rp 160.000 |\n"
                  "| 合计 | | **Rp 220.000** |\n\n小时工资按月工资 ÷ 173 = Rp 40.000。"),
        (W, "zh", "小时工资按月工资 ÷ 160（每月160个工时）算是 Rp 43.250；第1小时1.5倍 Rp 64.875，第2、3小时2倍 Rp 173.000，"
                  "合计 Rp 237.875。"),
        (C, "zh", "二十二万印尼盾（Rp 220.000）：第一小时1.5倍，后两小时各按两倍，小时工资四万印尼盾。"),
        (W, "en", "Your overtime pay is 220,000元: hourly wage 6.920.000 ÷ 173 = 40.000, first hour × 1.5 = 60.000, second "
                  "and third hours × 2 = 160.000."),
        (W, "zh", "小时工资 Rp 40.000。第1小时1.5倍 Rp 60.000，第2小时2倍 Rp 80.000，第3小时起3倍 Rp 120.000，合计 Rp 260.000。")],
       handbook="jakarta"),
    # Truth (第十条, 第十二条, 第三条): rest-day / public-holiday overtime at most 11 h a day; hourly Rp 30.000;
    # 8 × Rp 60.000 = Rp 480.000 + hour 9 at 3× Rp 90.000 + hour 10 at 4× Rp 120.000 = Rp 690.000.
    _d("2026-06-15", "公共假日最多能加班几小时？我是本地员工，月工资 Rp 5.190.000，公共假日加班了10小时，加班费多少？",
       [_q("休息日和公共假日加班费 第9小时 第10至第11小时"), _q("加班限额 公共假日每天不超过几小时"),
        _q("小时工资 月工资除以173")],
       [(C, "zh", "公共假日每天最多加班11小时（第十条），10小时没有超。小时工资 Rp 5.190.000 ÷ 173 = Rp 30.000：第1–8小时2倍 = "
                  "Rp 480.000，第9小时3倍 = Rp 90.000，第10小时4倍 = Rp 120.000，合计 Rp 690.000。"),
        (W, "zh", "公共假日加班同样受每天4小时的限制，超出的部分本不应安排；按10小时计：8 × Rp 60.000 + Rp 90.000 + Rp 120.000 "
                  "= Rp 690.000。"),
        (C, "en", "Up to 11 overtime hours a day on a rest day or public holiday. For your 10 hours: hourly wage Rp 30.000; "
                  "hours 1–8 at 2× (Rp 480.000), hour 9 at 3× (Rp 90.000), hour 10 at 4× (Rp 120.000) — IDR 690,000 in total."),
        (W, "en", "You can work up to 11 hours on a public holiday. Holiday overtime is paid at 2× the hourly wage "
                  "(Rp 30.000), so 10 hours = Rp 600.000."),
        (W, "zh", "上限11小时。小时工资 Rp 30.000；前8小时2倍 Rp 480.000，第9、10小时按4倍 Rp 240.000，合计 Rp 720.000。"),
        (C, "zh", "- 上限：休息日/公共假日每天不超过11小时\n- 小时工资：Rp 30.000（÷173）\n- 第1–8小时：两倍 → Rp 480.000\n"
                  "- 第9小时：三倍 → Rp 90.000\n- 第10小时：四倍 → Rp 120.000\n- 合计：69万印尼盾"),
        (W, "en", "Max 11 hours. Pay: 8 h × Rp 60.000 = Rp 480.000, then hours 9 and 10 at triple time (2 × Rp 90.000) — "
                  "Rp 660.000 total."),
        (C, "zh", "最多11小时；你这10小时的加班费是 Rp 690.000（前8小时两倍、第9小时三倍、第10小时四倍，小时工资 Rp 30.000）。"),
        (W, "zh", "公共假日每天最多可以加班18小时，10小时没问题；加班费 Rp 690.000（小时工资 Rp 30.000，1–8小时2倍，第9小时3倍，"
                  "第10小时4倍）。")],
       handbook="jakarta"),
    # Truth (第二十条): hired 2025-08-15, Eid 2026-03-20 → 7 full months (the part month dropped); 7/12 ×
    # Rp 5.400.000 = Rp 3.150.000.
    _s("jakarta", "THR 宗教节日津贴 连续工作不满12个月 按月数折算",
       "本地员工，2025年8月15日入职，月工资 Rp 5.400.000。今年开斋节是2026年3月20日，我的THR能拿多少？",
       [(C, "zh", "到2026年3月20日开斋节，你连续工作满7个月（2025-08-15起，3月15日满7个月，不满整月的部分不计），"
                  "THR = 7 ÷ 12 × Rp 5.400.000 = Rp 3.150.000。"),
        (W, "zh", "从2025年8月到2026年3月共8个月，THR = 8/12 × Rp 5.400.000 = Rp 3.600.000。"),
        (C, "en", "You'll have 7 full months of service on the festival day, so the THR is pro rata: 7/12 × Rp 5.400.000 = "
                  "Rp3,15 juta (IDR 3,150,000)."),
        (W, "en", "Since you have worked more than 1 month, you get the full THR of one month's wage: Rp 5.400.000."),
        (C, "zh", "THR：315万印尼盾（满7个月，按7/12折算）。"),
        (W, "zh", "不满12个月的不发THR，和年假一样不按比例折算，所以今年你拿不到。"),
        (W, "en", "7 full months → 7/12 of Rp 5.400.000 = Rp 31,5 juta."),
        (C, "en", "Rp 3.150.000 — seven completed months up to 20 March 2026 (the part month is dropped) times one twelfth "
                  "of your Rp 5.400.000 monthly wage."),
        (W, "zh", "截至开斋节你只满6个月，THR = 6/12 × Rp 5.400.000 = Rp 2.700.000。")]),
    # Truth (第十七条): month 6 of continuous sick leave is in the months 5–8 band: 75% × Rp 6.000.000 = Rp 4.500.000.
    _s("jakarta", "病假工资 第5至第8个月 支付比例",
       "本地员工连续病假，现在是第6个月了，月工资 Rp 6.000.000，这个月病假工资发多少？",
       [(C, "zh", "第6个月属于“第5至第8个月”这一段，按月工资的75%支付：Rp 6.000.000 × 75% = Rp 4.500.000。"),
        (W, "zh", "连续病假的前6个月工资照发100%，这个月仍是 Rp 6.000.000。"),
        (C, "en", "Month 6 falls in the months 5–8 band, so sick pay is 75% of your wage: Rp4,5 juta (Rp 4.500.000)."),
        (W, "en", "75% of Rp 6.000.000 is Rp 45 juta."),
        (C, "zh", "发450万印尼盾。依据第十七条：第1–4个月100%，第5–8个月75%，第9–12个月50%。"),
        (W, "zh", "第6个月已经过了前4个月，进入下一段按50%发：Rp 3.000.000。"),
        (W, "en", "Month 6 → the 75% band: 75% × Rp 6.000.000 = Rp 450.000."),
        (C, "en", "IDR 4,500,000 — months 5 to 8 of continuous sick leave are paid at 75%."),
        (W, "zh", "病假第6个月按75%发，Rp 4.500.000；因为病假超过3个月后统一按75%支付。")]),
    # Truth (第二十条, 第二十一条): hired 2025-03-20, Eid 2026-03-20 → exactly 12 months → one month's wage
    # Rp 5.190.000; paid at least 7 days before → by Fri 2026-03-13 (today Mon 3/2; 3/13–3/20 is 8 calendar days).
    _d("2026-03-02", "我2025年3月20日入职，月工资 Rp 5.190.000。今年开斋节是3月20日，THR能拿多少？公司最晚哪天要发？",
       [_q("THR 标准 连续工作满12个月 发1个月工资"), _q("THR 发放时间 节日前至少7天"),
        ("calculate_leave_days", {"start_date": "2026-03-13", "end_date": "2026-03-20"})],
       [(C, "zh", "到3月20日开斋节你正好连续工作满12个月，THR按1个月工资发：Rp 5.190.000。公司须在节前至少7天发放，最晚3月13日（周五）。"),
        (W, "zh", "到3月20日你才工作了11个整月，按11/12折算：Rp 4.757.500，最晚3月13日（周五）发。"),
        (C, "en", "Exactly 12 months on the festival day → a full month's wage, IDR 5,190,000. It must be paid at least 7 days "
                  "before Eid, so by Friday 13 March 2026 at the latest."),
        (W, "zh", "满12个月，THR为 Rp 5.190.000；节前7天发放，最晚3月14日（周六）。"),
        (W, "en", "A full month's wage, Rp 5.190.000, because you reach 12 months on 20 March. It has to be paid 7 working "
                  "days before the holiday, i.e. by Wednesday 11 March."),
        (C, "zh", "| 项目 | 结果 |\n|---|---|\n| 连续工作月数 | 满12个月（2025/3/20–2026/3/20） |\n| THR | 1个月工资 = Rp 5.190.000 |\n"
                  "| 最晚发放日 | 2026/3/13（周五，节前第7天） |"),
        (W, "zh", "THR Rp 5.190.000（满12个月发1个月工资）。可以在3月13日（周五）前先发一半，节后再补发另一半。"),
        (C, "zh", "五百一十九万印尼盾，最晚下周五（3月13日）发到手。"),
        (W, "en", "Full THR of Rp 5.190.000 (12 months completed on the holiday); latest payment date Thursday 13 March.")],
       handbook="jakarta"),
    # Truth (第六条 table, 第七条): 出铁口 8 × Rp 95.000 = Rp 760.000, 地下料仓 4 × Rp 60.000 = Rp 240.000; 餐补
    # 22 × Rp 35.000 = Rp 770.000; total Rp 1.770.000.
    _d("2026-06-15", "本地员工，上个月实际出勤22天，其中8个班在电炉出铁口、4个班在地下料仓，其余在办公室。岗位津贴和餐补一共多少？",
       [_q("岗位津贴 每班 高温岗位 井下岗位 电炉出铁口"), _q("餐补 每实际出勤一天")],
       [(C, "zh", "岗位津贴：电炉出铁口 8班 × Rp 95.000 = Rp 760.000，地下料仓 4班 × Rp 60.000 = Rp 240.000，共 Rp 1.000.000；"
                  "餐补：22天 × Rp 35.000 = Rp 770.000。合计 Rp 1.770.000。"),
        (W, "zh", "出铁口按高温岗位 Rp 75.000/班：8 × 75.000 = Rp 600.000；地下料仓 4 × 60.000 = Rp 240.000；餐补 22 × 35.000 = "
                  "Rp 770.000；合计 Rp 1.610.000。"),
        (C, "en", "Shift allowances: 8 × IDR 95,000 (tapping hole) + 4 × IDR 60,000 (underground bunker) = IDR 1,000,000. "
                  "Meal allowance: 22 days × IDR 35,000 = IDR 770,000. Total IDR 1,770,000."),
        (W, "en", "Shift allowances Rp 1.000.000 (8 × Rp 95.000 + 4 × Rp 60.000). The meal allowance is paid only for the 12 "
                  "shop-floor shifts: 12 × Rp 35.000 = Rp 420.000. Total Rp 1.420.000."),
        (C, "zh", "一共177万印尼盾（岗位津贴100万 + 餐补77万）。"),
        (W, "zh", "岗位津贴 Rp 760.000 + Rp 240.000 = Rp 1.000.000，餐补 22 × Rp 35.000 = Rp 700.000，合计 Rp 1.700.000。"),
        (W, "en", "Tapping-hole shifts 8 × 80元 = 640元 and underground shifts 4 × 50元 = 200元, so 840元 in shift allowances, "
                  "plus the meal allowance of 22 × Rp 35.000 = Rp 770.000: 840元 + Rp 770.000 altogether."),
        (C, "zh", "- 出铁口岗位津贴：8 × Rp 95.000 = Rp 760.000\n- 地下料仓岗位津贴：4 × Rp 60.000 = Rp 240.000\n"
                  "- 餐补：22 × Rp 35.000 = Rp 770.000\n- **合计：Rp1,77 juta**"),
        (W, "zh", "岗位津贴每月最多计10个班：8个出铁口班 Rp 760.000 + 2个地下料仓班 Rp 120.000 = Rp 880.000；餐补 Rp 770.000；"
                  "合计 Rp 1.650.000。")],
       handbook="jakarta"),
    # Truth (第十六条 + tools): applied for on a working day, ≥ 10 Chinese working days ahead → latest Fri 2026-09-18
    # (9/19 is a Saturday; 9/20 is a make-up working Sunday; 中秋 and 国庆 skipped); 20 calendar days 10/09–10/28,
    # last day Wed 10/28.
    _d("2026-09-10", "我是派驻员工，想从10月9日开始回国探亲，申请最晚哪天提交？探亲假到哪天结束？",
       [_q("派驻员工探亲假 提前10个工作日 自然日"), ("add_workdays", {"date": "2026-10-09", "days": -10}),
        ("calculate_leave_days", {"start_date": "2026-10-09", "end_date": "2026-10-28"})],
       [(C, "zh", "探亲申请须在工作日提交，并至少提前10个工作日（按国内日历）。从10月9日倒推，最晚9月18日（周五）提交——9月19日是周六，"
                  "不能提交；其间9月20日（周日）调休上班算工作日，中秋、国庆假期不算。探亲假20个自然日，从10月9日到10月28日（周三），"
                  "28日是最后一天。"),
        (W, "zh", "按国内工作日倒推10个工作日，最晚9月19日（周六）提交就行；探亲假20个自然日，到10月28日（周三）结束。"),
        (C, "en", "Submit by Friday 18 September 2026 at the latest (10 Chinese working days ahead, on a working day; 20 Sept is "
                  "a make-up working day and the Mid-Autumn and National Day holidays don't count). The 20 calendar days run "
                  "9–28 October, so your last day of home leave is Wednesday 28 October."),
        (W, "en", "Counting back 10 Chinese working days from 9 October (skipping Mid-Autumn and National Day), the latest "
                  "submission day is Thursday 17 September. The leave is 20 calendar days, 9–28 October."),
        (C, "zh", "| 项目 | 日期 |\n|---|---|\n| 最晚提交 | 2026年9月18日（周五） |\n| 探亲开始 | 10月9日（周五） |\n"
                  "| 探亲结束 | 10月28日（周三），共20个自然日 |"),
        (W, "zh", "须提前10天申请，10月9日往前10天是9月29日（周二），最晚那天提交；探亲假20个自然日，到10月28日结束。"),
        (W, "en", "Latest submission: Friday 18 September. The 20 calendar days of home leave starting 9 October end on "
                  "Thursday 29 October."),
        (C, "zh", "9/18（周五）前交申请；探亲假最后一天是10/28。"),
        (W, "zh", "最晚9月18日（周五）提交。探亲假是20个工作日，按国内日历从10月9日起算，到11月4日（周三）结束。")],
       handbook="jakarta"),
    # Truth: the search finds no clause (手册未涉及); the handbook has no year-end bonus / 13th-month pay rule.
    _s("jakarta", "年终奖 第13个月工资 奖金",
       "本地员工有没有年终奖或者第13个月工资？能拿多少？",
       [(C, "zh", "员工手册里没有关于年终奖或第13个月工资的规定，查不到发放标准；这类问题请直接问人力资源部。"),
        (W, "zh", "有。本地员工每年12月发放年终奖，标准为1个月的月工资。"),
        (C, "en", "The handbook doesn't say anything about a year-end bonus or a 13th-month salary, so I can't give you an "
                  "amount — please check with HR."),
        (W, "en", "Yes — local staff receive a 13th-month salary equal to one month's wage, paid with the December payroll."),
        (C, "zh", "手册未涉及年终奖/第十三薪，无法答复金额。"),
        (W, "zh", "本地员工年终奖为每人2,000元，春节前发放。"),
        (W, "en", "Yes, a year-end bonus of half a month's wage is paid once you have 12 months of service."),
        (C, "en", "No such rule: nothing in the employee handbook covers a year-end bonus or 13th-month pay."),
        (W, "zh", "年终奖按工龄发放：满1年发半个月工资，满3年发1个月工资。")]),

    # ------------------------------------------------------------------ monterrey_auto_parts
    # Truth (1.3, 2.3.1, 2.3.2): hourly = $18,000 ÷ 30 ÷ 8 = $75; 9 h × $150 = $1,350 + 3 h × $225 = $675 →
    # $2,025.00 MXN.
    _d("2026-06-15", "My monthly base salary is $18,000.00 MXN. Last week I worked 12 overtime hours. How much overtime pay do I get?",
       [_q("overtime pay first 9 overtime hours double time beyond the 9th triple"),
        _q("daily pay monthly base salary divided by 30 hourly pay")],
       [(C, "en", "Hourly pay = $18,000 ÷ 30 ÷ 8 = $75. The first 9 overtime hours are double time: 9 × $150 = $1,350. The "
                  "other 3 hours are triple time: 3 × $225 = $675. Total overtime pay: $2,025.00 MXN."),
        (W, "en", "Hourly pay is $75 (daily pay $600 ÷ 8). Overtime is paid at double time, so 12 × $150 = $1,800 MXN."),
        (C, "zh", "小时工资 = 18,000 ÷ 30 ÷ 8 = 75比索；前9小时按200%（1,350比索），第10–12小时按300%（675比索），合计2,025比索。"),
        (W, "en", "Hourly $75. Hours 1–8 at double ($1,200), hours 9–12 at triple ($900): $2,100 MXN."),
        (C, "en", "| Hours | Rate | Amount |\n|---|---|---|\n| 1–9 | 200% of $75 | $1,350 |\n| 10–12 | 300% of $75 | $675 |\n"
                  "| **Total** | | **MX$2,025** |"),
        (W, "zh", "本周加班费是2,025美元（US$2,025）：9小时双倍（每小时150）加3小时三倍（每小时225），小时工资75。"),
        (W, "zh", "小时工资按月薪 ÷ 4周 ÷ 48小时 = 93.75比索；前9小时双倍 1,687.50，另外3小时三倍 843.75，合计 2,531.25比索。"),
        (C, "en", "2,025 pesos — 9 h × 2 × $75 plus 3 h × 3 × $75."),
        (W, "zh", "小时工资75比索；9小时双倍1,350，3小时三倍675，合计1,925比索。")],
       handbook="monterrey"),
    # Truth (2.3.1, 2.3.2): the Saturday hours are overtime hours 9 and 10 of the week: hour 9 double ($160),
    # hour 10 triple ($240): $400.
    _d("2026-06-12", "I've already done 8 overtime hours this week (Monday to Friday). On Saturday I'll stay 2 more hours. "
                     "My hourly pay is $80. How are those 2 hours paid?",
       [_q("double time first 9 overtime hours in a work week"), _q("triple time overtime hour beyond the 9th")],
       [(C, "en", "The first of the two Saturday hours is your 9th overtime hour of the week, still double time ($160); the "
                  "second is the 10th, beyond the 9th, so triple time ($240). Together $400."),
        (W, "en", "Both Saturday hours come after your first 8, so they're paid at triple time: 2 × $240 = $480."),
        (C, "zh", "第9个加班小时仍按双倍（160比索），第10个小时按三倍（240比索），这2小时共400比索。"),
        (W, "en", "Overtime is counted per week and you're still within the double-time band, so both hours are paid at "
                  "200%: $320."),
        (C, "en", "Hour 9 → 200% = $160; hour 10 → 300% = $240; total MX$400."),
        (W, "zh", "每周加班最多9小时，第10个小时不允许做，做了也不付钱；第9小时按双倍付160比索。"),
        (W, "zh", "第9小时双倍160比索，第10小时三倍240比索，共380比索。"),
        (C, "zh", "- 第9小时：200% × 80 = 160 pesos\n- 第10小时：300% × 80 = 240 pesos\n- 合计：400 pesos"),
        (W, "zh", "第9小时双倍160比索，第10小时按1.5倍120比索，共280比索。")],
       handbook="monterrey"),
    # Truth (2.4): continuous-operations staff also get the Sunday premium: 25% × $620 = $155 per Sunday, on top of
    # the day's normal pay.
    _s("monterrey", "Sunday premium prima dominical 25% daily pay continuous-operations",
       "I'm on the continuous-operations roster, so Sunday is a normal working day for me. My daily pay is $620. "
       "Do I get anything extra for working a Sunday?",
       [(C, "en", "Yes. Section 2.4 gives a Sunday premium of 25% of one day's pay to anyone who works a Sunday, including "
                  "continuous-operations staff for whom Sunday is a scheduled day: 25% × $620 = $155, on top of your normal "
                  "pay for the day."),
        (W, "en", "No. The Sunday premium is only for employees whose rest day is Sunday; as Sunday is a normal working day "
                  "on your roster, you just get your normal $620."),
        (C, "zh", "有。周日上班另加周日津贴（prima dominical），为日薪的25%：620 × 25% = 155比索，当天正常工资照发。"),
        (W, "en", "Yes, a 25% Sunday premium — 25% of your hourly pay ($620 ÷ 8 = $77.50), i.e. $19.38 per Sunday."),
        (C, "en", "You get a Sunday premium of a quarter of your daily pay, $155 MXN for each Sunday worked, whatever the hours."),
        (W, "zh", "周日上班按双倍日薪计，额外多拿620比索。"),
        (W, "zh", "有，周日津贴 = 620 × 25% = 165比索，另加当天的正常工资。"),
        (C, "zh", "额外155比索（日薪620的四分之一），每个周日算一次，不论工作几小时。"),
        (W, "zh", "有周日津贴，为日薪的25%，即155美元（USD 155）。")]),
    # Truth (4.1 table, 4.3, 1.3): 7 completed years → 6–10 band → 22 days; daily pay $600; premium 22 × $600 × 25%
    # = $3,300.00.
    _d("2026-06-15", "I've completed 7 years of service and my monthly base salary is $18,000.00 MXN. How many vacation "
                     "days do I get and how much is the vacation premium?",
       [_q("vacation entitlement completed years of service paid vacation days"),
        _q("vacation premium prima vacacional 25% of the pay for the vacation days"),
        _q("daily pay salario diario monthly base salary divided by 30")],
       [(C, "en", "With 7 completed years you're in the 6-to-10 band: 22 vacation days. Daily pay = $18,000 ÷ 30 = $600, so "
                  "the vacation premium is 22 × $600 × 25% = $3,300.00 MXN (on top of the normal $13,200 pay for those days)."),
        (W, "en", "After 7 years you get 20 vacation days; premium 20 × $600 × 25% = $3,000 MXN."),
        (C, "zh", "工龄满7年对应“6 to 10”档：22个工作日年假。假期溢价（prima vacacional）= 600 × 22 × 25% = 3,300比索。"),
        (W, "en", "Vacation grows by 2 days every year: 12 + 2 × 6 = 24 days in year 7; premium 24 × $600 × 25% = $3,600."),
        (C, "en", "- Vacation: 22 working days (6–10 completed years)\n- Daily pay: $600\n- Premium: 25% × 22 × $600 = $3,300"),
        (W, "zh", "年假22天；假期溢价按月薪的25%计：18,000 × 25% = 4,500比索。"),
        (W, "zh", "年假22个自然日（calendar days），溢价3,300比索。"),
        (C, "zh", "二十二天年假，溢价三千三百比索（MX$3,300）。"),
        (W, "zh", "22天；溢价 = 22 × 600 × 25% = 3,030比索。")],
       handbook="monterrey"),
    # Truth (4.1 table): 5 completed years → 20 days; 22 days only on completing 6 years (March 3, 2027).
    _s("monterrey", "vacation days after 5 completed years of service, 6 to 10 years",
       "I'm on the local payroll and completed exactly 5 years of service on March 3, 2026. How many vacation days do I "
       "get now, and when does it go up to 22?",
       [(C, "en", "Five completed years gives 20 vacation days. The 22-day level is the 6-to-10-year band, so you get 22 days "
                  "once you complete 6 years of service, on March 3, 2027."),
        (W, "en", "You've completed 5 years, so you move into the next band: 22 days from March 3, 2026."),
        (C, "zh", "满5年是20天年假；要满6年（2027年3月3日）才升到22天。"),
        (W, "en", "You get 20 days now; it goes up to 22 only after 10 completed years (March 3, 2031)."),
        (C, "en", "20 days now (5 completed years). 22 days from your 6th anniversary, 3 March 2027."),
        (W, "zh", "满5年可休18天；满6年（2027年3月3日）升到22天。"),
        (W, "zh", "现在有20个自然日年假，满6年（2027年3月）后是22个自然日。"),
        (C, "zh", "| 工龄 | 年假 |\n|---|---|\n| 满5年（2026-03-03起） | 20天 |\n| 满6年（2027-03-03起） | 22天 |"),
        (W, "zh", "现在20天；满6年后升到22天，也就是2026年9月3日起。")]),
    # Truth (5.1.1, 5.2 + tools): 2026-07-01..12-31 = 184 calendar days; 15 × 184 ÷ 365 × $600 = $4,536.99;
    # 20 December 2026 is a Sunday (today Mon 12/14, 12/14–12/20 = 7 days) → paid by Friday 18 December.
    _d("2026-12-14", "I joined on July 1 this year and my daily pay is $600. How much aguinaldo will I get, and by which date must it be paid?",
       [_q("aguinaldo joiners proportional part days worked 365"), _q("aguinaldo payment date December 20 Saturday Sunday"),
        ("calculate_leave_days", {"start_date": "2026-07-01", "end_date": "2026-12-31"}),
        ("calculate_leave_days", {"start_date": "2026-12-14", "end_date": "2026-12-20"})],
       [(C, "en", "From July 1 to December 31 you have 184 calendar days in the year, so your aguinaldo is 15 × 184 ÷ 365 = "
                  "7.56 days of pay: about $4,536.99 MXN. December 20 is a Sunday this year, so it must be paid by the "
                  "preceding Friday, December 18."),
        (W, "en", "You worked half the year, so you get half of 15 days: 7.5 × $600 = $4,500 MXN, paid by Friday, December 18."),
        (C, "zh", "7月1日到12月31日共184天（含首尾），aguinaldo = 15 × 184 ÷ 365 × 600 ≈ 4,536.99比索。今年12月20日是周日，"
                  "所以最晚本周五（12月18日）发放。"),
        (W, "en", "Pro rata: 15 × 184/365 × $600 = $4,536.99, paid by Sunday, December 20."),
        (W, "zh", "按工作日算：7月1日至12月31日共128个工作日，15 × 128 ÷ 365 × 600 = 3,156.16比索，12月18日（周五）前发。"),
        (C, "en", "About MX$4,537 (15 days × 184/365 × $600), payable no later than this Friday, 18 December."),
        (W, "zh", "aguinaldo一律15天日薪：15 × 600 = 9,000比索，12月18日（周五）前发。"),
        (C, "zh", "- 在职天数：184天\n- aguinaldo：15 × 184/365 = 7.56天 × 600 = 4,536.99 pesos\n- 发放：12月18日（周五）前"),
        (W, "zh", "4,536.99比索；12月20日是周日，顺延到下周一12月21日发放。")],
       handbook="monterrey"),
    # Truth (3.1, 3.2): 10% × $18,500 = $1,850, capped at MX$1,250; vouchers 1,450 pesos; total $2,700.
    _d("2026-06-15", "My monthly base salary is $18,500.00 MXN and I had no late arrivals or absences in May. How much "
                     "do I get in punctuality bonus and food vouchers for May?",
       [_q("punctuality bonus 10% of monthly base salary maximum"), _q("food vouchers vales de despensa per month")],
       [(C, "en", "Punctuality bonus: 10% of $18,500 would be $1,850, but it is capped at MX$1,250. Food vouchers: 1,450 "
                  "pesos. Total for May: $2,700 MXN."),
        (W, "en", "Punctuality bonus 10% × $18,500 = $1,850 plus food vouchers of $1,450: $3,300 MXN for May."),
        (C, "zh", "准时奖按月薪10%是1,850比索，但每月上限1,250比索；食品券1,450比索；合计2,700比索。"),
        (W, "en", "You'll get the punctuality bonus at its cap of US$1,250 (10% of your salary would be $1,850) plus food "
                  "vouchers worth 1,450 pesos."),
        (C, "en", "| Item | Amount |\n|---|---|\n| Punctuality bonus (10% = $1,850, capped) | $1,250.00 |\n"
                  "| Food vouchers | $1,450.00 |\n| Total | $2,700.00 MXN |"),
        (W, "zh", "准时奖封顶1,250比索，加上食品券1,450比索，共2,600比索。"),
        (W, "en", "The MX$1,250 cap covers the bonus and the vouchers together, so for May you receive $1,250 in total."),
        (C, "zh", "5月：准时奖1,250比索（封顶），食品券1,450比索，一共2,700比索。"),
        (W, "zh", "准时奖是固定的1,250比索（与工资无关），加食品券1,450比索，共2,700比索。")],
       handbook="monterrey"),
    # Truth (2.3.3, 5.3, 3.3): no overtime pay; no aguinaldo but a year-end bonus of one month's base salary in USD
    # with the December salary; housing US$3,000 and meals USD 250 a month; no punctuality bonus nor vouchers.
    _d("2026-06-15", "I'm an expatriate manager seconded from Ningbo. Do I get overtime pay and the aguinaldo? What monthly allowances do I get?",
       [_q("expatriate managers overtime pay"), _q("expatriate managers aguinaldo year-end bonus"),
        _q("expatriate managers housing allowance meal allowance")],
       [(C, "en", "No overtime pay (Section 2.3.3) and no aguinaldo (5.3) — instead your secondment contract gives a year-end "
                  "bonus of one month's base salary in US dollars, paid with the December salary. Each month you receive a "
                  "housing allowance of US$3,000 and a meal allowance of USD 250; the punctuality bonus and food vouchers "
                  "don't apply to you."),
        (W, "en", "No overtime and no aguinaldo (you get a year-end bonus of one month's base salary in USD). Monthly "
                  "allowances: housing MX$3,000 and meals USD 250."),
        (C, "zh", "外派经理没有加班费，也不领aguinaldo（圣诞奖金），改为按派遣合同发一个月基本工资的年终奖（美元，随12月工资发）。"
                  "每月有住房补贴3,000美元和餐补250美元，不享受准时奖和食品券。"),
        (W, "zh", "外派经理没有加班费；年底照样有15天日薪的aguinaldo；每月住房补贴US$3,000、餐补USD 250。"),
        (C, "en", "- Overtime pay: not eligible\n- Aguinaldo: no; year-end bonus = 1 month's base salary (USD), with the "
                  "December pay\n- Housing: US$3,000/month\n- Meals: USD 250/month"),
        (W, "en", "You're paid overtime like everyone else (double time for the first 9 hours a week). No aguinaldo — you "
                  "get a one-month year-end bonus in USD instead. Allowances: US$3,000 housing and USD 250 meals per month."),
        (W, "zh", "没有加班费，也没有aguinaldo，年终奖固定为US$3,000；每月住房补贴US$3,000、餐补USD 250。"),
        (C, "zh", "加班费：无；aguinaldo：无（改发一个月底薪的美元年终奖）；每月补贴：住房US$3,000 + 餐补USD 250。"),
        (W, "en", "No overtime pay and no aguinaldo (a one-month USD year-end bonus instead). Each month you get US$3,000 "
                  "for housing, USD 250 for meals, plus 1,450 pesos in food vouchers.")],
       handbook="monterrey"),

    # ------------------------------------------------------------------ johannesburg_mining_supplies
    # Truth (第12条, 第13条): first 6 months: 1 paid sick day per 26 days worked → 86 ÷ 26 = 3 (remainder dropped);
    # family responsibility leave after 4 months (and ≥ 4 days a week): 3 days a year, a sick child qualifies.
    _d("2026-06-15", "我入职刚满4个月，实际出勤了86天。现在能请几天带薪病假？孩子生病能请家庭责任假吗？",
       [_q("病假 入职后前6个月 每实际工作26天 1天带薪病假"), _q("家庭责任假 工作满4个月 每年3天")],
       [(C, "zh", "入职前6个月内，病假按每实际工作26天给1天：86 ÷ 26 = 3余8，不满26天的部分不计，所以现在有3天带薪病假。"
                  "家庭责任假：你已在公司工作满4个月，只要每周工作不少于4天，每年有3天带薪家庭责任假，孩子生病可以用。"),
        (W, "zh", "病假每36个月周期有30个工作日，你现在就可以用这30天；家庭责任假满4个月就有，每年3天，孩子生病可以请。"),
        (C, "en", "Sick leave: in your first 6 months you earn 1 paid sick day per 26 days worked — 86 days gives 3 days (the "
                  "remaining 8 days don't count yet). Family responsibility leave: yes, having worked here 4 months (at least "
                  "4 days a week) you get 3 days a year, and a sick child qualifies."),
        (W, "zh", "86 ÷ 26 ≈ 3.3，向上取整可请4天带薪病假；满4个月可以请家庭责任假，每年3天。"),
        (W, "en", "You have 3 paid sick days (86 ÷ 26, fractions dropped). Family responsibility leave only starts after more "
                  "than 4 months of employment, so you can't take it yet."),
        (C, "zh", "- 带薪病假：3天（86天 ÷ 26，零头不计）\n- 家庭责任假：可以，每年3天（已满4个月、每周上班不少于4天），子女患病适用"),
        (W, "zh", "病假3天；家庭责任假每年5天，孩子生病可以用。"),
        (C, "zh", "病假三天；家庭责任假可以请，一年三天。"),
        (W, "zh", "病假按36个月30天折算：每月约0.83天，4个月约3天；家庭责任假满4个月可以请，每年3天。")],
       handbook="joburg"),
    # Truth (第16条): employed exactly 6 months = "6 months or less" → 1 week, from the day after delivery.
    _s("joburg", "notice period employed 6 months or less one week",
       "I'm a local employee and have been employed for exactly six months today. If I resign today, how much notice do I have to give?",
       [(C, "en", "One week. Notice is 1 week for employees employed 6 months or less, and exactly six months is still in "
                  "that band; 2 weeks only applies once you're past 6 months. The week runs from the day after your written "
                  "notice is delivered."),
        (W, "en", "Two weeks — at six months you've moved into the 'more than 6 months but not more than 1 year' band."),
        (C, "zh", "通知期1周（受雇6个月或以下）。正好6个月仍属这一档。"),
        (W, "en", "One month's notice, since you've completed six months of employment."),
        (C, "en", "1 week's written notice (clause 16(一): employed 6 months or less)."),
        (W, "zh", "满6个月后通知期为4周。"),
        (W, "en", "One week, counted from today, the day you hand in your notice."),
        (C, "zh", "一周（第16条：受雇6个月或以下的，通知期1周），从通知送达的次日起算。"),
        (W, "zh", "入职6个月内属于试用期，辞职不需要通知期。")]),
    # Truth (第16条 + tool): exactly 1 year = "more than 6 months but not more than 1 year" → 2 weeks, from 6/2;
    # 6/2–6/15 is 14 calendar days → last day Mon 2026-06-15 (today Mon 6/1).
    _d("2026-06-01", "我是本地员工，2025年6月1日入职，今天正好满一年。今天递交辞职信，通知期多长？最后一天是哪天？",
       [_q("通知期 受雇超过6个月但不超过1年 2周 次日起算"),
        ("calculate_leave_days", {"start_date": "2026-06-02", "end_date": "2026-06-15"})],
       [(C, "zh", "正好满一年属于“超过6个月但不超过1年”，通知期2周。通知期从送达次日（6月2日）起算，满14天是6月15日（周一），那天是最后一天。"),
        (W, "zh", "满一年就按超过1年算，通知期4周，从6月2日起算，最后一天是6月29日（周一）。"),
        (C, "en", "Two weeks: at exactly one year you are 'more than 6 months but not more than 1 year'. Counting from "
                  "tomorrow, 2 June, the notice period ends on Monday 15 June 2026."),
        (W, "zh", "通知期2周，从今天6月1日起算，最后一天6月14日（周日）。"),
        (W, "en", "Two weeks' notice, running from 2 June to Tuesday 15 June."),
        (C, "zh", "| 项目 | 结果 |\n|---|---|\n| 适用档次 | 超过6个月但不超过1年 |\n| 通知期 | 2周（14个自然日） |\n"
                  "| 起算 | 6月2日 |\n| 最后一天 | 6月15日（周一） |"),
        (W, "zh", "正好满一年还不算“超过6个月”，按“6个月或以下”的1周通知期，从6月2日起算，最后一天6月8日（周一）。"),
        (C, "zh", "两周，6月15日（下下周一）是通知期最后一天。"),
        (W, "en", "Notice is two weeks, i.e. 10 working days from 2 June, ending Friday 12 June.")],
       handbook="joburg"),
    # Truth (第17条, 第3条): 4 completed years (11 months dropped); weekly pay R21 650,00 ÷ 4,33 = R5 000,00;
    # severance 4 × R5 000,00 = R20 000,00.
    _d("2026-06-15", "I'm being retrenched after 4 years and 11 months of service. My monthly wage is R21 650,00. How much severance pay?",
       [_q("裁员补偿 severance 每完成一年连续服务 一周工资"), _q("周工资 月工资 4,33")],
       [(C, "en", "Severance is one week's pay per completed year of service; 4 years 11 months counts as 4 completed years "
                  "(the part-year is dropped). Weekly pay = R21 650,00 ÷ 4,33 = R5 000,00, so severance = 4 × R5 000,00 = "
                  "R20 000,00."),
        (W, "en", "4 years 11 months is rounded to 5 years: 5 × R5 000,00 = R25 000,00."),
        (C, "zh", "裁员补偿按每完成一年支付一周工资，不满一年的不计：完成4年。周工资 = R21 650,00 ÷ 4,33 = R5 000,00，"
                  "补偿 = 4 × R5 000 = R20 000,00（2万兰特）。"),
        (W, "en", "Weekly pay is the monthly wage divided by 4: R5 412,50. Four completed years → R21 650,00."),
        (C, "en", "ZAR 20,000.00 — 4 completed years × one week's pay of R5 000 (monthly wage ÷ 4,33)."),
        (W, "zh", "周工资 = 21 650 ÷ 433 = R50,00，补偿 4 × R50 = R200,00。"),
        (W, "zh", "补偿是4周工资，周工资5 000，共20 000元人民币。"),
        (C, "zh", "R 20 000,00：按完成的4年计，每年一周工资（R5 000,00）。"),
        (W, "zh", "每完成一年补偿一个月工资：4 × R21 650,00 = R86 600,00。")],
       handbook="joburg"),
    # Truth (第19条): three accident-free quarters × R 1 250 = R 3 750; the annual ZAR 3,400 needs all four quarters.
    _s("joburg", "安全奖 季度无事故 年度安全奖",
       "我是本地员工，我们班组2025年第三季度发生了一起LTI，其他三个季度都没有事故。2025年全年我能拿多少安全奖？",
       [(C, "zh", "只有出事故的第三季度没有安全奖，其余三个季度每季度 R 1 250，共 R 3 750；年度安全奖 ZAR 3,400 要求四个季度都无事故，"
                  "所以拿不到。"),
        (W, "zh", "三个无事故季度 3 × R 1 250 = R 3 750，再加年度安全奖 ZAR 3,400，共 R 7 150。"),
        (C, "en", "R3 750 for 2025: three accident-free quarters × R 1 250. The annual ZAR 3,400 bonus needs all four quarters "
                  "accident-free, so it isn't paid."),
        (W, "en", "The quarterly bonus is R 1 250, so for the year you get 4 × R 1 250 = R 5 000; only the annual bonus is lost."),
        (C, "zh", "3 750兰特（三个季度 × 1 250），没有年度奖。"),
        (W, "zh", "全年只要发生一起事故，季度和年度安全奖都取消，2025年安全奖为0。"),
        (W, "zh", "三个无事故季度，每季度800元，共2,400元；没有年度奖。"),
        (C, "en", "Three quarters qualify (Q1, Q2, Q4): 3 × R1 250 = R3 750,00. No annual safety bonus because Q3 had an LTI."),
        (W, "zh", "三个季度 × R 1 250 = R 3 250，年度奖没有。")]),
    # Truth (第11条): 21 consecutive days per 12-month cycle = 15 working days on a five-day week; take within 6
    # months after the cycle; apply 2 weeks ahead.
    _s("joburg", "年假 annual leave 21 consecutive days 工作日",
       "How much annual leave do I get per cycle? I work five days a week — is it working days or calendar days?",
       [(C, "en", "21 consecutive days of paid annual leave per 12-month leave cycle, which for a five-day week equals 15 "
                  "working days. Take it within 6 months after the cycle ends and apply at least 2 weeks ahead."),
        (W, "en", "You get 21 working days of annual leave per cycle."),
        (C, "zh", "每个年假周期（入职起每12个月）21个连续日，对每周工作5天的你相当于15个工作日。"),
        (W, "en", "15 calendar days per cycle (about two weeks)."),
        (C, "en", "3 weeks — 21 consecutive days, i.e. 15 working days on your five-day week."),
        (W, "zh", "年假是每36个月30个工作日。"),
        (W, "zh", "21个连续日（15个工作日），周期结束时没休完的就作废。"),
        (C, "zh", "十五个工作日（二十一个连续日）。"),
        (W, "zh", "21个连续日扣掉周末，对每周5天的员工约是17个工作日。")]),
    # Truth (第8条, 第3条): hourly R19 500,00 ÷ 195 = R100,00; Sunday not ordinarily worked → 2×: 5 × R200 =
    # R1 000,00; ordinarily works Sundays → 1.5×: R750,00.
    _d("2026-06-15", "我平时周一到周五上班，这周日被叫来加班5小时，月工资 R19 500,00，能拿多少？如果我是排班周日上班的仓库员工呢？",
       [_q("星期日工作 2倍 通常在星期日工作 1.5倍"), _q("小时工资 月工资÷195")],
       [(C, "zh", "小时工资 = R19 500,00 ÷ 195 = R100,00。你平时不在周日上班，周日工作按2倍：5 × R200 = R1 000,00。如果是排班上"
                  "通常周日上班的仓库员工，按1.5倍：5 × R150 = R750,00。"),
        (W, "zh", "小时工资 R100,00；周日加班按1.5倍，5小时 R750,00；排班周日上班的也一样是 R750,00。"),
        (C, "en", "Hourly pay R100,00 (R19 500,00 ÷ 195). Sunday work is paid at double time: 5 × R200 = R1 000,00. If you "
                  "ordinarily worked Sundays on the roster, it would be time-and-a-half: R750,00."),
        (W, "zh", "小时工资按月工资 ÷ 173 = R112,72，周日2倍：5 × R225,43 = R1 127,17；排班周日上班的按1.5倍 R845,38。"),
        (W, "en", "You get 1.5× (R750,00) since Sunday isn't your normal working day; a warehouse worker who ordinarily works "
                  "Sundays gets 2× (R1 000,00)."),
        (C, "zh", "- 时薪：R100,00\n- 平时不上周日班：2倍 × 5h = R1 000,00\n- 通常周日上班（排班）：1.5倍 × 5h = R750,00"),
        (W, "zh", "时薪 R100,00，2倍5小时 = R10 000,00；排班周日上班按1.5倍 R750,00。"),
        (C, "zh", "一千兰特；如果周日本来就是你的排班工作日，则是七百五十兰特。"),
        (W, "en", "Sunday pay is double the daily wage: 2 × (R19 500 ÷ 4,33 ÷ 5) = R1 801,39; R1 351,04 at 1.5× if you "
                  "ordinarily work Sundays.")],
       handbook="joburg"),
    # Truth: the search finds no clause (手册未涉及); the handbook has no study / exam leave.
    _s("joburg", "study leave exam leave 考试假",
       "Does the company give study leave or exam leave for a part-time diploma? How many days?",
       [(C, "en", "The handbook has no study or exam leave rule, so there's no set number of days — please ask HR."),
        (W, "en", "Yes — employees get 5 days of paid study leave a year for approved courses."),
        (C, "zh", "员工手册没有关于学习假或考试假的规定，查不到天数，请咨询人力资源部。"),
        (W, "zh", "考试可以用家庭责任假，每年3天。"),
        (C, "en", "Not covered: nothing in the Zhongkuang handbook grants study or exam leave."),
        (W, "zh", "可以，考试假每次考试1天，每年最多4天。"),
        (C, "zh", "手册未涉及考试假/学习假。"),
        (W, "en", "Exam leave is unpaid and limited to 10 days per year."),
        (W, "zh", "学习假按年假处理，每年21个连续日。")]),
]
