"""The handbook part of heldout15 (make_heldout15.py runs the calls and writes heldout15.jsonl): three
handbooks of its own in heldout15_handbooks/<folder>/handbook/, 24 questions, 9 answers each (4 correct,
5 wrong), written by hand after reading each call's real tool result. Written by a helper who never read
the answer check's code nor ran the check on this set. Every case is "report".

Handbooks:
- kiwi (kiwi_orchard_coop): Te Puke Kiwifruit Growers' Co-operative, New Zealand, an English staff
  handbook as .html (<h2> parts, <h3> numbered sections, <ol> clauses, one <table> of 2026 pay rates).
  NZ$ / NZD; 90-day trial (day 1 = first day, ends at the end of the 90th calendar day); overtime beyond
  40 h: first 5 h x1.25, beyond 45 h x1.5; piece rates NZ$27 (green) / NZ$31 (gold) per bin with a
  weekly minimum-wage top-up at NZ$23.95/h; 8% holiday pay for seasonal staff; KiwiSaver employer 3% of
  gross (no matching above 3%, ESCT deducted); 4 weeks' annual leave; public holiday worked on a normal
  working day: time-and-a-half plus an alternative holiday within 12 months (no alternative holiday if
  it is not a normal working day); sick leave 10 days after 6 months, carry-over cap 20, certificate for
  3+ consecutive calendar days; bereavement 3 days (close family) / 1 day (anyone else).
  Clause "7(2)" = item 2 of the list under section 7.
- hefei (hefei_battery_works): 合肥蓝湖动力电池有限公司员工手册 as a text PDF (make_hefei_battery_pdf.py,
  built like heldout11's aurora_labs PDF): 第N章 bold headings, 第N条 clauses with items （一）（二）.
  21.75 / 8 hourly base on basic pay only (第三条); 四班三运转 (第七条); 综合工时 by quarter: 500 h
  standard, excess at 150%, excess capped at 108 h (第八条); 加班 150/200/300% and 调休 within 6 months
  (第十、十一条); 夜班津贴 中班30 / 夜班60 per shift, none under 6 h (第十三条); 高温津贴 per day
  worked, 7–8月 30/18, 6、9月 20/12 (第十四条); 年休假 5/10/15 by 累计工龄 as of 1 January (第十七条),
  new joiners pro rata by remaining calendar days ÷ 365, fractions dropped (第十八条); 婚假 3 working
  days, 晚婚假 abolished (第十九条); 丧假 3 / 1 days + up to 2 days' travel leave (第二十条); 工伤
  report form within 5 working days, company applies within 30 days (第二十七条).
- xiamen (xiamen_airline_cabin): 厦门白鹭航空客舱乘务员飞行与休息管理办法 as Markdown (### 第N条
  headings, nested bullet lists, one table): flight-time caps 100 h a month / 900 h a year / 40 h in 7
  days (第二条); minimum rest by duty length ≤8→10, 8–12→12, 12–14→14, >14→18 h (第三条); 飞行小时费
  by grade 45/60/75/95/120 元, hours above 80 a month at 1.5x (第四条); 外站过夜补贴 per night by region,
  旧标准 120/260/400 for nights up to 2026-09-30, 新标准 160/300/450 from 2026-10-01, by each night's
  date (第五条); 年休假 5/10/15 + 3 days' 补充休假, never in 春运 (2026: 2/2–3/13) or 暑运 (7/1–8/31),
  apply 10 working days ahead (第七条). The handbook has no 高原 allowance.

Questions: rates and totals (a day's public-holiday pay, a week's overtime, a piece-rate top-up, a
quarter's 综合工时 overtime, a month's flight-hour pay and allowances, pro rata leave), bands at a
boundary (exactly 10 and 20 years, a duty of exactly 12 hours), caps (monthly and yearly flight hours,
the 6-hour shift threshold), deadlines asking for a date (the date tools are called: a 90-day trial, a
婚假 return day and an injury report across 中秋/国庆 with the 10月10日 make-up Saturday, a leave
request 10 working days back over the 9月20日 make-up Sunday), the overnight-allowance rule before/after
2026-10-01, and rules the handbooks do not have (a meal allowance, a 高原 allowance).

Forms: English and Chinese answers on all three (91 of 216 in English), one-liners, step-by-step
working, Markdown tables, bullet lists, 全角 and 中文 numerals, d/m and m/d dates, 1.5x / 一倍半 /
150% / time-and-a-half, 3% / 百分之三 / 0.03, NZ$ / NZD / 纽币, 元 / RMB / CNY / ¥, extra true facts.
Errors (exactly one per wrong answer): another band's value, a wrong base for a rate (ordinary pay
only, a 30-day month, hours not worked), a cap or threshold not applied, only the premium paid, a
premium on the wrong hours, arithmetic slips, a wrong unit (per month for per day, days for hours),
working vs calendar days, a skipped make-up working day, a wrong weekday, the old rule after the change
date, an invented rule, a right number with a wrong rule attached.

Audit (handbook part): a second, blind helper checked all 216 answers one by one. The checks were the
three handbooks (the PDF read with pypdf; it matches make_hefei_battery_pdf.py), the search hits and
date-tool results that make_heldout15.py really returned, the arithmetic, and the weekdays and working
days (chinese_calendar: 中秋 9/25–27, 国庆 10/1–7, make-up days 9/20 and 10/10). Every correct answer
answers the whole question and uses only clauses that the search returned, so no search words were
changed. Every wrong answer has a clear error. One change: in the xiamen case on the 12-hour duty, the
wrong answer about a 36-hour rest said "10:40 the day after tomorrow". 22:40 + 36 h is 10:40 tomorrow,
so that answer had a second error; it now says "10:40 tomorrow", leaving the misapplied 36-hour rule as
its only error. No label was changed. Counts: 24 questions, 216 answers, 96 correct, 120 wrong, 91 in
English.
"""
from __future__ import annotations

from heldout4_cases import C, W, _d, _q, _s

HANDBOOKS = {"kiwi": "kiwi_orchard_coop", "hefei": "hefei_battery_works", "xiamen": "xiamen_airline_cabin"}

HANDBOOK_CASES = [
    # ------------------------------------------------------------------ kiwi (English .html)
    # 7(2): public holiday worked that is otherwise a working day = time-and-a-half for the hours worked
    # plus an alternative holiday (whole paid day off) within 12 months. 8 x 24.50 x 1.5 = NZ$294.00.
    _s("kiwi", "working on a public holiday time-and-a-half alternative holiday",
       "I'm a packer on NZ$24.50 an hour. I'm rostered for 8 hours on Matariki, Friday 10 July 2026, and Friday "
       "is normally one of my working days. What will I be paid for that day, and do I get anything else?",
       [(C, "en", "You'll be paid time-and-a-half for the hours you work: 8 × NZ$24.50 × 1.5 = NZ$294.00. Because "
                  "Friday would otherwise be a working day for you, you also get an alternative holiday — a whole "
                  "paid day off, taken within 12 months at a time agreed with your supervisor."),
        (C, "en", "NZ$294 for the day ($36.75/h × 8 h) plus one alternative holiday (a paid day off) to use within "
                  "the next 12 months."),
        (C, "zh", "Matariki当天按一倍半计薪：24.50纽币×1.5×8小时＝294纽币。因为周五本来就是你的工作日，"
                  "你还能得到一天带薪替代假（alternative holiday），在12个月内与主管商定时间休。"),
        (C, "en", "| Item | Amount |\n|---|---|\n| Rate at time-and-a-half | NZ$36.75/h |\n| 8 hours worked | "
                  "NZ$294.00 |\n| Also | 1 alternative holiday (whole paid day off, within 12 months) |"),
        (W, "en", "Public holidays are paid at double time: 8 × NZ$24.50 × 2 = NZ$392.00, and you also get an "
                  "alternative holiday to take within 12 months."),
        (W, "en", "You get NZ$294 (time-and-a-half for 8 hours). Since you are being paid extra, you don't get a day "
                  "off in lieu — alternative holidays are only given when the holiday is not one of your normal "
                  "working days."),
        (W, "en", "Time-and-a-half means an extra half on top, so for the day you receive NZ$98.00 (0.5 × $24.50 × 8), "
                  "plus an alternative paid day off within 12 months."),
        (W, "zh", "按1.5倍计：24.50×1.5＝36.75纽币/小时，8小时共284纽币；另外还有一天带薪替代假，12个月内休。"),
        (W, "en", "NZ$294.00 for the 8 hours at time-and-a-half, plus an alternative paid day off, which must be taken "
                  "within 3 months of the holiday."),
        ]),
    # 8(1) 10 days' paid sick leave after 6 months (8 months' service qualifies); 8(2) carry-over cap 20;
    # 8(3) certificate for 3+ consecutive calendar days whether or not working days: Fri–Mon = 4 -> needed.
    _s("kiwi", "sick leave medical certificate consecutive calendar days",
       "I've worked at the co-op for 8 months, Monday to Friday. I was sick from Friday through to Monday (four "
       "days in a row). Do I need a medical certificate, and how many days of paid sick leave do I get each year?",
       [(C, "en", "Yes. Friday to Monday is 4 consecutive calendar days, and a medical certificate is required for 3 "
                  "or more consecutive calendar days even when some of them (Saturday and Sunday) aren't your working "
                  "days. Having passed 6 months' service, you get 10 days' paid sick leave a year; unused days carry "
                  "over up to a balance of 20."),
        (C, "en", "Yes, you need a certificate (4 calendar days in a row, the threshold is 3). Entitlement: 10 paid "
                  "sick days a year."),
        (C, "zh", "需要医生证明：手册规定连续3个或以上日历日缺勤（不论是不是工作日）就要提供，周五到周一连续4天。"
                  "你已连续工作满6个月，每年有10天带薪病假，没用完的可以结转，余额最多20天。"),
        (C, "en", "- Medical certificate: required — it counts consecutive calendar days (3+), not working days.\n"
                  "- Paid sick leave: 10 days a year, now that you've completed 6 months' continuous employment."),
        (W, "en", "No certificate needed: only Friday and Monday were working days, so it's 2 days — under the 3-day "
                  "threshold. You get 10 days' paid sick leave a year."),
        (W, "en", "Yes, a certificate is needed because it was 4 calendar days in a row. You get 20 days of paid sick "
                  "leave each year."),
        (W, "zh", "需要医生证明（连续4个日历日）。不过带薪病假要连续工作满12个月才有，你现在才8个月，暂时还没有带薪病假。"),
        (W, "en", "A medical certificate is only required for 5 or more consecutive days, so you don't need one this "
                  "time. Paid sick leave is 10 days a year."),
        (W, "zh", "需要医生证明，周五到周一连续4个日历日，超过了3天的标准。你每年有10天带薪病假，没用完的可以无限累积。"),
        ]),
    # 9(2): death of any other person (aunt, uncle, cousin, tangihanga) = 1 day's paid bereavement leave if the
    # co-op accepts the bereavement; 9(1) 3 days only for close family; 9(3) does not accumulate.
    _s("kiwi", "bereavement leave death of an uncle",
       "My uncle passed away and the tangihanga is on Thursday and Friday. I've been with the co-op for two years. "
       "How much paid bereavement leave can I get?",
       [(C, "en", "One day. An uncle isn't on the 3-day list (partner, parent, child, sibling, grandparent, grandchild, "
                  "partner's parent), so you're entitled to 1 day's paid bereavement leave, provided the co-op accepts "
                  "that you have suffered a bereavement. Your two years' service meets the 6-month requirement."),
        (C, "en", "You can get 1 paid day of bereavement leave for your uncle's tangihanga, as long as the co-operative "
                  "accepts the bereavement."),
        (C, "zh", "叔叔（或舅舅）去世属于“其他人”，可以请1天带薪丧假，前提是合作社认可你确实遭受了丧亲；3天的丧假适用于"
                  "配偶或伴侣、父母、子女、兄弟姐妹、祖父母、孙辈以及配偶的父母等近亲。"),
        (C, "en", "1 day's paid bereavement leave — the 3-day entitlement only covers immediate family such as parents, "
                  "siblings and grandparents."),
        (W, "en", "You're entitled to 3 days' paid bereavement leave, which covers both days of the tangihanga."),
        (W, "en", "Bereavement leave is given per day of the tangihanga, so you can take 2 paid days (Thursday and "
                  "Friday)."),
        (W, "zh", "舅舅去世可以请1天带薪丧假，但要在合作社工作满3年才有资格，你才2年，所以只能请无薪假。"),
        (W, "en", "None — paid bereavement leave only applies to immediate family, so for an uncle you'd need to use "
                  "annual leave."),
        (W, "en", "1 day's paid bereavement leave; if you don't use it now it carries over and can be used later."),
        ]),
    # 4(3) weekly top-up to NZ$23.95 x hours; rates table: green NZ$27.00/bin. 31 x 27 = 837.00;
    # 38 x 23.95 = 910.10; top-up 73.10; gross before holiday pay 910.10 (4(4) 8% holiday pay: 72.81 -> 982.91).
    _d("2026-04-15", "I pick Hayward green kiwifruit. Last pay week I worked 38 hours and picked 31 full bins. Do I "
       "get a minimum wage top-up, and if so how much, and what is my gross pay before holiday pay?",
       [_q("minimum wage top-up for pickers paid piece rate"), _q("pay rates picking Hayward green kiwifruit per bin")],
       [(C, "en", "Yes. Piece earnings: 31 bins × NZ$27.00 = NZ$837.00. The minimum for the week is 38 h × NZ$23.95 = "
                  "NZ$910.10, so the co-op tops you up by NZ$73.10 and your gross pay before holiday pay is NZ$910.10."),
        (C, "en", "| | NZD |\n|---|---|\n| 31 bins × 27.00 | 837.00 |\n| Minimum: 38 h × 23.95 | 910.10 |\n"
                  "| Top-up | 73.10 |\n| Gross before holiday pay | 910.10 |"),
        (C, "zh", "有补差。31箱×27纽币＝837纽币，低于最低工资38小时×23.95＝910.10纽币，合作社补73.10纽币；"
                  "未计假期工资前的税前工资为910.10纽币（之后还会按8%加发假期工资）。"),
        (C, "en", "Top-up NZ$73.10, giving gross pay of NZ$910.10; the 8% holiday pay (NZ$72.81) is then added on top, "
                  "making NZ$982.91 in total."),
        (W, "en", "31 bins × NZ$31.00 = NZ$961.00, which is above the weekly minimum of NZ$910.10, so there's no "
                  "top-up; your gross pay is NZ$961.00."),
        (W, "en", "Piece earnings are NZ$837.00 and the minimum is 38 × NZ$23.95 = NZ$901.10, so the top-up is "
                  "NZ$64.10 and your gross pay is NZ$901.10."),
        (W, "en", "The minimum is worked out on a 40-hour week: 40 × $23.95 = $958.00. Your bins earned $837.00, so "
                  "the top-up is $121.00 and your gross pay is $958.00."),
        (W, "zh", "计件837纽币，加上8%假期工资后是903.96纽币，和最低工资910.10纽币比较只差6.14纽币，所以补6.14纽币；"
                  "假期工资前的税前工资为843.14纽币。"),
        (W, "en", "At the adult minimum wage of NZ$23.50 an hour, 38 hours is NZ$893.00; your bins earned NZ$837.00, "
                  "so the top-up is NZ$56.00 and gross pay NZ$893.00."),
        ], handbook="kiwi"),
    # 5(1) employer 3% of gross incl. overtime; 5(2) no matching above 3%; 5(3) ESCT deducted.
    # 3% x 1,150 = NZ$34.50.
    _s("kiwi", "KiwiSaver employer contribution 3% of gross earnings",
       "I contribute 6% to KiwiSaver. Last week my gross pay was NZ$1,150: NZ$980 of ordinary time plus NZ$170 of "
       "overtime. How much does the co-op contribute for that week?",
       [(C, "en", "NZ$34.50. The co-op pays 3% of your gross earnings including overtime (3% × $1,150), whatever rate "
                  "you contribute; ESCT is deducted from it before it reaches your account."),
        (C, "en", "0.03 × 1,150 = NZ$34.50."),
        (C, "zh", "合作社按税前总收入（含加班费）的百分之三缴纳：1,150×3%＝34.50纽币。你选6%不影响，合作社不会配到6%。"),
        (C, "en", "The employer contribution is NZ$34.50 (3% of NZ$1,150). Your own 6% comes to NZ$69.00, but the "
                  "co-op does not match contributions above 3%."),
        (W, "en", "The co-op matches your contribution rate, so it pays 6% of NZ$1,150 = NZ$69.00."),
        (W, "en", "The employer contribution is 3% of your ordinary pay only: 3% × NZ$980 = NZ$29.40."),
        (W, "zh", "合作社缴纳3%：1,150×3%＝3.45纽币。"),
        (W, "en", "NZ$34.50 (3% of $1,150), and it goes into your KiwiSaver account in full — no tax is taken off "
                  "employer contributions."),
        (W, "en", "The employer rate is 4% of gross pay: 4% × NZ$1,150 = NZ$46.00."),
        ]),
    # 3(2) overtime beyond 40 h: first 5 h x1.25, beyond 45 h x1.5; rates table: forklift NZ$26.00/h.
    # 40 x 26 = 1,040.00; 5 x 32.50 = 162.50; 3 x 39.00 = 117.00; total NZ$1,319.50.
    _d("2026-08-10", "I'm a forklift operator and worked 48 hours last week (Monday to Saturday, all at my "
       "supervisor's request). What is my gross pay for the week?",
       [_q("overtime beyond 40 hours time-and-a-quarter time-and-a-half"), _q("forklift operator hourly pay rate")],
       [(C, "en", "At NZ$26.00 an hour:\n1. Ordinary 40 h × $26.00 = $1,040.00\n2. Hours 41–45 at time-and-a-quarter: "
                  "5 × $32.50 = $162.50\n3. Hours 46–48 at time-and-a-half: 3 × $39.00 = $117.00\nTotal gross: "
                  "NZ$1,319.50."),
        (C, "en", "| Hours | Rate | Pay |\n|---|---|---|\n| 40 ordinary | $26.00 | $1,040.00 |\n| 5 overtime | "
                  "1.25x = $32.50 | $162.50 |\n| 3 overtime | 1.5x = $39.00 | $117.00 |\n| **48** | | **NZ$1,319.50** |"),
        (C, "zh", "叉车司机时薪26纽币：前40小时1,040纽币；第41–45小时按1.25倍，5×32.50＝162.50纽币；第46–48小时按1.5倍，"
                  "3×39＝117纽币；合计税前1,319.50纽币。"),
        (C, "en", "NZ$1,319.50 gross (1,040 + 162.50 + 117.00)."),
        (W, "en", "Overtime is time-and-a-half: 40 × $26 = $1,040 plus 8 × $39 = $312, so NZ$1,352.00."),
        (W, "en", "40 × $24.50 = $980.00; 5 × $30.625 = $153.13; 3 × $36.75 = $110.25; total NZ$1,243.38."),
        (W, "zh", "前40小时1,040纽币，加班5小时×32.50＝162.50纽币，3小时×39＝117纽币，合计1,309.50纽币。"),
        (W, "en", "All 8 overtime hours are at time-and-a-quarter: 8 × $32.50 = $260.00, so the week is $1,040 + $260 "
                  "= NZ$1,300.00."),
        (W, "en", "Overtime adds the premium to your pay: 5 × $26 × 0.25 = $6.50 × 5 = $32.50 and 3 × $26 × 0.5 = "
                  "$39.00, so $1,040 + $71.50 = NZ$1,111.50."),
        ], handbook="kiwi"),
    # 2(1): trial starts on day 1 (first day of work) and ends at the end of the 90th calendar day:
    # 6 July 2026 + 89 days = Saturday 3 October 2026 (tool: 2026-07-06..2026-10-03 = 自然日 90 天);
    # 2(3) one week's notice during the trial.
    _d("2026-07-06", "I start my new permanent job at the packhouse today and my agreement has a 90-day trial "
       "period. On what date does the trial period end?",
       [_q("90-day trial period first day calendar day"),
        ("calculate_leave_days", {"start_date": "2026-07-06", "end_date": "2026-10-03"})],
       [(C, "en", "Your trial runs from today, Monday 6 July 2026 (day 1), to the end of Saturday 3 October 2026 "
                  "(day 90)."),
        (C, "en", "It ends at the end of 3 Oct 2026, a Saturday — 6 July to 3 October inclusive is 90 calendar days."),
        (C, "zh", "试用期从2026年7月6日（第1天）起算，到第90个日历日结束，也就是2026年10月3日（星期六）当天结束。"),
        (C, "en", "End of the 90th calendar day = 3/10/2026 (d/m), a Saturday. Until then either side can end the "
                  "employment with one week's notice."),
        (W, "en", "Sunday 4 October 2026 — 90 days after your start date."),
        (W, "en", "The trial is 90 working days, so counting Monday to Friday from 6 July it ends on Friday "
                  "6 November 2026."),
        (W, "zh", "试用期到2026年10月3日（周五）结束。"),
        (W, "en", "The trial is three months, so it ends on 5 October 2026."),
        (W, "en", "It ends at the end of Saturday 3 October 2026; until then either party can end your employment "
                  "with two weeks' notice."),
        ], handbook="kiwi"),
    # Not in the handbook: no meal allowance for pickers (3(1) only mentions an unpaid 30-minute meal break
    # for permanent staff; 3(3) pickers get no overtime rates).
    _s("kiwi", "meal allowance for pickers working long days",
       "Do pickers get a meal allowance when they work more than 10 hours in a day?",
       [(C, "en", "The handbook doesn't provide any meal allowance for pickers, for long days or otherwise. It only "
                  "mentions an unpaid 30-minute meal break for permanent staff. Check your employment agreement or "
                  "ask your supervisor."),
        (C, "en", "There's no meal allowance in the staff handbook."),
        (C, "zh", "员工手册里没有关于餐费补贴的规定，工作超过10小时也没有提到；只写了长期员工有30分钟的无薪用餐休息。"),
        (C, "en", "Not covered: the handbook sets out piece rates, the minimum wage top-up and overtime rules, but has "
                  "no meal allowance for pickers."),
        (W, "en", "Yes — pickers who work more than 10 hours get a NZ$15 meal allowance for that day."),
        (W, "en", "There's no meal allowance; instead, pickers who work over 10 hours are paid time-and-a-half for the "
                  "extra hours."),
        (W, "zh", "有，超过10小时的每天补贴餐费20纽币，随周薪发放。"),
        (W, "en", "There's no cash allowance, but on days longer than 10 hours the 30-minute meal break becomes paid."),
        (W, "en", "Yes, the handbook gives pickers a meal allowance of NZ$1.80 for each hour worked after 8 pm."),
        ]),
    # ------------------------------------------------------------------ hefei (Chinese PDF)
    # 第十四条（一）化成分容 = 高温作业岗位: 7、8月 30元/出勤日, 6、9月 20元/出勤日.
    # 22 x 30 + 20 x 20 = 660 + 400 = 1,060元.
    _s("hefei", "高温津贴 高温作业岗位 7月 9月 每出勤日",
       "我在化成分容工序上班，今年7月出勤22天，9月出勤20天，高温津贴一共能拿多少？",
       [(C, "zh", "化成分容属于高温作业岗位：7月每出勤日30元，22天＝660元；9月每出勤日20元，20天＝400元；合计1,060元。"),
        (C, "zh", "| 月份 | 出勤日 | 标准 | 金额 |\n|---|---|---|---|\n| 7月 | 22 | 30元/天 | 660元 |\n"
                  "| 9月 | 20 | 20元/天 | 400元 |\n| 合计 | | | 1,060元 |"),
        (C, "en", "Formation and grading (化成分容) is a high-temperature post: July 22 days × ¥30 = ¥660, September "
                  "20 days × ¥20 = ¥400, total ¥1,060."),
        (C, "zh", "一共1060元（7月660元＋9月400元）。请假、休假、调休的日子不算出勤日。"),
        (W, "zh", "高温作业岗位每出勤日30元，7月22天、9月20天共42天，42×30＝1,260元。"),
        (W, "zh", "7月22×18＝396元，9月20×12＝240元，合计636元。"),
        (W, "en", "July: 22 × ¥30 = ¥660; September: 20 × ¥20 = ¥400; total ¥1,160."),
        (W, "zh", "高温津贴只在7、8月发，9月没有，所以只有7月的22×30＝660元。"),
        (W, "zh", "高温津贴按月发：高温作业岗位7月30元、9月20元，一共50元。"),
        ], today="2026-10-12"),
    # 第十三条: 中班 30元/班, 夜班 60元/班, 实际出勤不足6小时的班次不发. 8 x 30 + 6 x 60 = 240 + 360 = 600元.
    _s("hefei", "夜班津贴 中班 夜班 每班 出勤不足6小时",
       "这个月我上了8个中班、7个夜班，其中有一个夜班身体不舒服只上了5个小时就走了。这个月夜班津贴能拿多少？",
       [(C, "zh", "中班8个×30元＝240元；夜班7个里有1个只上了5小时，不足6小时不发，按6个算：6×60元＝360元；合计600元。"),
        (C, "zh", "600元。那个只上了5小时的夜班不足6小时，不发夜班津贴。"),
        (C, "en", "¥600: 8 middle shifts × ¥30 = ¥240, plus 6 qualifying night shifts × ¥60 = ¥360 (the 5-hour night "
                  "shift is under 6 hours, so it earns nothing)."),
        (C, "zh", "- 中班：8×30＝240元\n- 夜班：7−1＝6个，6×60＝360元（5小时那个班不足6小时）\n- 合计：陆佰元"),
        (W, "zh", "8×30＋7×60＝240＋420＝660元。"),
        (W, "zh", "5小时的夜班按比例发：60×5/8＝37.5元，合计240＋360＋37.5＝637.5元。"),
        (W, "en", "8 middle shifts × ¥60 = ¥480 plus 6 night shifts × ¥30 = ¥180, total ¥660."),
        (W, "zh", "中班240元，夜班6×60＝360元，合计620元。"),
        (W, "zh", "只有夜班才有夜班津贴，中班不发；6个合格夜班×60＝360元。"),
        ]),
    # 第八条: 季度标准工时500小时，超出部分按小时工资150%，延长工时上限108小时；第三条: 小时工资 =
    # 月基本工资 ÷ 21.75 ÷ 8 = 5,220 ÷ 21.75 ÷ 8 = 30元. 60 x 30 x 1.5 = 2,700元.
    _d("2026-10-08", "我在电芯车间一线，实行综合工时制。三季度实际工作了560小时，月基本工资5,220元，这个季度的加班费是多少？",
       [_q("综合计算工时 季度标准工时 延长工作时间 150%"), _q("计薪基数 日工资 小时工资 21.75")],
       [(C, "zh", "1. 日工资＝5,220÷21.75＝240元，小时工资＝240÷8＝30元；\n2. 季度标准工时500小时，超出60小时为延长工作时间；\n"
                  "3. 加班费＝60×30×150%＝2,700元。60小时没有超过季度108小时的上限。"),
        (C, "zh", "加班费2,700元（60小时×30元×1.5）。"),
        (C, "en", "¥2,700. Hourly rate = 5,220 ÷ 21.75 ÷ 8 = ¥30; the 60 hours above the 500-hour quarterly standard "
                  "are paid at 150%: 60 × ¥45 = ¥2,700."),
        (C, "zh", "| 项目 | 数值 |\n|---|---|\n| 小时工资 | 5,220÷21.75÷8＝30元 |\n| 延长工时 | 560−500＝60小时 |\n"
                  "| 加班费 | 60×45＝2,700元 |"),
        (W, "zh", "延长工时60小时，按200%计：60×30×2＝3,600元。"),
        (W, "zh", "日工资＝5,220÷30＝174元，小时工资21.75元，60×21.75×1.5＝1,957.5元。"),
        (W, "en", "Only hours above 608 in the quarter count as overtime, so 560 hours means no overtime pay this quarter."),
        (W, "zh", "小时工资30元，60小时×30×1.5＝2,400元。"),
        (W, "zh", "综合工时制下延长工时只补50%的差额：60×30×0.5＝900元。"),
        ], handbook="hefei"),
    # 第十七条: 已满10年不满20年 = 10天; 累计工作时间按截至当年1月1日计算，含其他单位年限；不含法定节假日和休息日.
    _s("hefei", "年休假 累计工作 满10年 天数",
       "截至2026年1月1日，我累计工作正好满10年（前单位7年，本公司3年）。今年的年休假有几天？",
       [(C, "zh", "10天。截至1月1日累计工作已满10年，属于“已满10年不满20年”这一档，前单位的工龄也算在内。"),
        (C, "zh", "今年年休假10天（不含法定节假日和休息日）。"),
        (C, "en", "10 days: as of 1 January 2026 you have exactly 10 years' cumulative service (your previous employer "
                  "counts), which puts you in the 10-to-20-year band."),
        (C, "zh", "满10年正好进入第二档，年休假由5天变为十天。"),
        (W, "zh", "累计工作满1年不满10年的是5天，你刚好10年，还算这一档，所以5天。"),
        (W, "zh", "年休假只算在本公司的工龄，你在本公司3年，所以是5天。"),
        (W, "en", "15 days — once you reach 10 years you move up to 15 days."),
        (W, "zh", "10天，另外累计工作满10年公司再奖励3天，一共13天。"),
        (W, "zh", "10天，按自然日连续计算，中间的周末也算在内。"),
        ]),
    # 第十七条: 12 years -> 10天 band; 第十八条: (当年度在本公司剩余日历天数 ÷ 365) x 全年应享天数, 不足1整天不享受.
    # 2026-07-01..12-31 = 184 days; 184/365 x 10 = 5.04 -> 5天.
    _d("2026-07-01", "我今天（2026年7月1日）入职，到今年1月1日在其他单位已经累计工作了12年。今年在公司能休几天年假？",
       [_q("新入职员工年休假折算 剩余日历天数"), _q("年休假 累计工作已满10年不满20年")],
       [(C, "zh", "累计工作12年，全年应享10天；今年在本公司剩余日历天数是7月1日到12月31日共184天，184÷365×10≈5.04天，"
                  "不足1整天的部分不享受，所以今年5天。"),
        (C, "zh", "5天。"),
        (C, "en", "5 days: the full entitlement is 10 days (12 years' service), pro-rated 184/365 × 10 = 5.04, and the "
                  "part below a whole day is dropped."),
        (C, "zh", "| 项目 | 数值 |\n|---|---|\n| 全年应享 | 10天（满10年不满20年） |\n| 剩余日历天数 | 184天 |\n"
                  "| 折算 | 184÷365×10＝5.04 → 5天 |"),
        (W, "zh", "全年应享5天，184÷365×5≈2.52天，舍去后2天。"),
        (W, "zh", "184÷365×10≈5.04天，向上取整为6天。"),
        (W, "en", "10 days — your 12 years of service put you in the 10-to-20-year band, and you get the full 10 days "
                  "this year."),
        (W, "zh", "新入职员工第一年没有年休假，要在本公司工作满12个月后才有。"),
        (W, "en", "You get 5 days (184/365 × 10 = 5.04, rounded down), but you can only use them once your probation "
                  "has ended."),
        ], handbook="hefei"),
    # 第十九条: 婚假3天，按工作日计算，遇法定节假日、休息日顺延；晚婚假已取消. Tools: 3rd working day after
    # 9-23 = 2026-09-29 (周二), 4th = 2026-09-30 (周三); 中秋 9-25..27 skipped. Leave 9/24, 9/28, 9/29; back 9/30.
    _d("2026-09-18", "我9月20日领结婚证，打算从9月24日（周四）开始休婚假。婚假有几天？晚婚还能多休吗？我哪天回来上班？",
       [_q("婚假 天数 晚婚假"), ("add_workdays", {"date": "2026-09-23", "days": 3}),
        ("add_workdays", {"date": "2026-09-23", "days": 4})],
       [(C, "zh", "婚假3天，按工作日算，遇法定节假日、休息日顺延；晚婚假已经取消，不能多休。9月24日（周四）休第1天，"
                  "9月25日至27日是中秋假期，顺延；9月28日（周一）、29日（周二）休第2、3天，9月30日（周三）回来上班。"),
        (C, "zh", "婚假3天（晚婚不再多给），9/24、9/28、9/29休，9/30（周三）返岗。"),
        (C, "en", "3 days of marriage leave, counted in working days, and there is no extra late-marriage leave any "
                  "more. You're off on 24 Sep (Thu), then 28 and 29 Sep (Mon, Tue) — the Mid-Autumn holiday on 25–27 "
                  "Sep doesn't count — and you're back at work on Wednesday 30 September 2026."),
        (C, "zh", "- 婚假：３天（工作日）\n- 晚婚假：已取消\n- 休假日：9月24日、9月28日、9月29日\n- 返岗：9月30日（星期三）"),
        (W, "zh", "婚假3天连续计算：9月24、25、26日，9月27日回来上班；晚婚假已取消。"),
        (W, "zh", "婚假3天，按工作日计；你属于晚婚，还能另加7天晚婚假。婚假本身是9月24日、28日、29日，9月30日回来上班。"),
        (W, "en", "3 working days (no late-marriage extension): 24, 28 and 29 September, so you're back on Thursday "
                  "1 October."),
        (W, "zh", "婚假3天，晚婚假取消了。9月24日、28日、29日休，9月30日（周四）回来上班。"),
        (W, "en", "3 working days and no late-marriage leave: 24, 25 and 28 September, so you're back on Tuesday "
                  "29 September."),
        ], handbook="hefei"),
    # 第二十条（二）外祖父母 = 丧假1天; （三）外省奔丧另给路程假最多2天; （四）工资照发. 最多3天，全薪.
    _s("hefei", "丧假 外祖父母 外省奔丧 路程假",
       "外婆在四川老家去世了，我要回去奔丧。丧假加路程假最多能请几天？这几天工资怎么算？",
       [(C, "zh", "外祖母去世给丧假1天；到外省（四川）奔丧另给路程假，最多2天；合计最多3天，期间工资照发。"),
        (C, "zh", "最多3天（1＋2），工资全额照发。"),
        (C, "en", "Up to 3 days in total: 1 day of bereavement leave for a grandparent plus up to 2 days' travel leave, "
                  "because Sichuan is outside Anhui. Your wages are paid in full throughout."),
        (C, "zh", "丧假一天，路程假最多两天，一共三天，工资照发，不扣钱。"),
        (W, "zh", "外婆去世丧假3天，再加路程假2天，最多5天，工资照发。"),
        (W, "zh", "丧假1天＋路程假最多2天，共3天；丧假带薪，路程假按事假处理不发工资。"),
        (W, "en", "Only 1 day: travel leave isn't available when a grandparent dies. It is paid in full."),
        (W, "zh", "丧假1天，外省奔丧路程假最多3天，共4天，工资照发。"),
        (W, "zh", "最多3天（丧假1天＋路程假2天），期间按月基本工资的80%发放。"),
        ]),
    # 第二十七条（二）报告表 within 5个工作日 after the accident; （三）公司30日内申请工伤认定, else employee
    # within 1年. Tool: 5th working day after 2026-09-28 = 2026-10-10 (周六, 国庆调休上班).
    _d("2026-09-28", "今天上班时我的手被设备夹伤了。《工伤事故报告表》最晚哪天要交到人力资源部？公司申请工伤认定的期限是多久？",
       [_q("工伤事故报告表 5个工作日 工伤认定申请"), ("add_workdays", {"date": "2026-09-28", "days": 5})],
       [(C, "zh", "报告表要在事故发生后5个工作日内交：9月29日、30日，10月8日、9日、10日，最晚是10月10日（周六，国庆调休"
                  "上班日）。公司须在事故发生之日起30日内向合肥市人社局申请工伤认定；公司没按时申请的，你或近亲属可以在"
                  "1年内自己申请。"),
        (C, "zh", "报告表最晚2026年10月10日（星期六，调休上班）交；工伤认定由公司在30日内申请。"),
        (C, "en", "Hand in the accident report form within 5 working days — by Saturday 10 October 2026, a make-up "
                  "working day after the National Day holiday. The company must apply for work-injury recognition "
                  "within 30 days of the accident; if it doesn't, you or a close relative can apply yourself within "
                  "1 year."),
        (C, "zh", "最晚10月10号。10月1日到7日国庆放假不算工作日，10月10日周六调休上班，正好是第5个工作日。公司申请工伤"
                  "认定的期限是事故发生之日起30日。"),
        (W, "zh", "5个工作日跳过国庆假期和周末，最晚10月12日（周一）交。公司30日内申请工伤认定。"),
        (W, "zh", "事故后5天内交，也就是10月3日之前；公司30日内申请工伤认定。"),
        (W, "en", "By Saturday 10 October 2026; the company then has 60 days from the accident to apply for "
                  "work-injury recognition."),
        (W, "zh", "最晚10月10日（周日）交报告表；公司须在30日内申请工伤认定。"),
        (W, "zh", "报告表最晚10月10日（周六，调休上班日）交；公司申请工伤认定的期限是事故发生之日起1年内。"),
        ], handbook="hefei"),
    # ------------------------------------------------------------------ xiamen (Chinese Markdown)
    # 第四条: 乘务长 95元/小时; 超过80小时部分 x1.5. 80 x 95 + 12 x 142.5 = 7,600 + 1,710 = 9,310元.
    _s("xiamen", "飞行小时费 乘务长 超过80小时 1.5倍",
       "我是乘务长，10月份飞了92小时，这个月的飞行小时费能拿多少？",
       [(C, "zh", "乘务长标准95元/小时。前80小时：80×95＝7,600元；超出的12小时按1.5倍：12×142.5＝1,710元；合计9,310元。"),
        (C, "zh", "9,310元。"),
        (C, "en", "¥9,310: the first 80 hours at ¥95 = ¥7,600, and the 12 hours above 80 at 1.5 × ¥95 = ¥142.50 → "
                  "¥1,710."),
        (C, "zh", "| 部分 | 小时 | 单价 | 金额 |\n|---|---|---|---|\n| ≤80小时 | 80 | 95元 | 7,600元 |\n"
                  "| >80小时（一倍半） | 12 | 142.5元 | 1,710元 |\n| 合计 | 92 | | 9,310元 |"),
        (W, "zh", "92×95×1.5＝13,110元。"),
        (W, "zh", "80×120＋12×180＝9,600＋2,160＝11,760元。"),
        (W, "en", "92 hours × ¥95 = ¥8,740."),
        (W, "zh", "80×95＝7,600元，12×142.5＝1,710元，合计9,210元。"),
        (W, "zh", "超过80小时的12小时按2倍：12×190＝2,280元，加7,600元，共9,880元。"),
        ], today="2026-11-03"),
    # 第二条: 月100小时, 年900小时, 同时满足. Month left 100-78 = 22; year 807+78 = 885, left 15 -> 最多15小时
    # (and the 40 h in any 7 days limit).
    _s("xiamen", "飞行时间限制 日历月100小时 日历年900小时",
       "今年1到11月我累计飞了807小时，12月到今天已经飞了78小时。12月最多还能再排多少飞行小时？",
       [(C, "zh", "最多15小时。月上限100小时还剩22小时，但年上限900小时只剩15小时（807＋78＝885），两项须同时满足，"
                  "以15小时为准；另外任意连续7天仍不得超过40小时。"),
        (C, "zh", "12月最多再飞15小时（受全年900小时上限限制）。"),
        (C, "en", "At most 15 more hours. The 100-hour monthly cap would allow 22, but you're at 885 hours for the "
                  "year against the 900-hour annual cap, so 15 is the binding limit."),
        (C, "zh", "- 月度：100−78＝22小时\n- 年度：900−885＝15小时\n- 取较小者：十五小时"),
        (W, "zh", "月上限100小时，已飞78小时，还能再排22小时。"),
        (W, "en", "You've flown 807 + 78 = 875 hours this year, so the annual cap leaves 25 and the monthly cap 22: "
                  "at most 22 more hours."),
        (W, "zh", "年上限是1,000小时，还剩115小时；月上限还剩22小时，所以最多22小时。"),
        (W, "zh", "最多15小时；不过年度上限可以申请放宽到950小时，批准后还能再飞22小时。"),
        (W, "zh", "年度上限只剩15，所以12月最多还能排15天的飞行任务。"),
        ], today="2026-12-18"),
    # 第三条: 值勤期超过8小时、不超过12小时 -> 休息期不少于12小时，自值勤期结束起算. 22:40 + 12 h = 今天10:40.
    _s("xiamen", "值勤期超过8小时不超过12小时 休息期",
       "昨天我的值勤期正好12小时，晚上22:40解除任务。今天最早几点可以报到？",
       [(C, "zh", "值勤期正好12小时，属于“超过8小时、不超过12小时”一档，休息期不少于12小时，从昨晚22:40起算，今天最早"
                  "10:40报到。"),
        (C, "zh", "今天10:40以后。"),
        (C, "en", "10:40 today: a duty of exactly 12 hours falls in the over-8-up-to-12 band, so you need at least 12 "
                  "hours' rest counted from 22:40."),
        (C, "zh", "最早上午十点四十分。"),
        (W, "zh", "值勤期12小时属于超过12小时的一档，要休14小时，今天最早12:40报到。"),
        (W, "en", "The minimum rest is 10 hours, so you can report from 08:40."),
        (W, "zh", "休息12小时，22:40＋12小时＝今天11:40。"),
        (W, "zh", "休息期12小时从到达酒店时算起，昨晚23:30到酒店，所以今天11:30才可以报到。"),
        (W, "en", "After a 12-hour duty you need a 36-hour rest, so the earliest is 10:40 tomorrow."),
        ]),
    # 第五条: each night by its own date; 国际 旧标准 400 (nights to 9-30), 新标准 450 (from 10-01).
    # Nights 9/29, 9/30 = 800; 10/1, 10/2 = 900; total 1,700元.
    _s("xiamen", "外站过夜补贴 国际 旧标准 新标准 2026年10月1日",
       "我9月29日飞曼谷，在曼谷连住4晚（9月29日、30日、10月1日、10月2日），10月3日回厦门。这趟的过夜补贴一共多少？",
       [(C, "zh", "9月29日、30日两晚按旧标准，国际400元/晚＝800元；10月1日、2日两晚按新标准450元/晚＝900元；合计1,700元。"),
        (C, "zh", "一共1700元。"),
        (C, "en", "¥1,700: the nights of 29 and 30 Sept at the old international rate of ¥400 (¥800), and the nights "
                  "of 1 and 2 Oct at the new rate of ¥450 (¥900). It is paid in RMB, not in baht."),
        (C, "zh", "| 过夜日期 | 标准 | 金额 |\n|---|---|---|\n| 9/29、9/30 | 旧标准 国际400元 | 800元 |\n"
                  "| 10/1、10/2 | 新标准 国际450元 | 900元 |\n| 合计 | | 1,700元 |"),
        (W, "zh", "10月1日起执行新标准，4晚×450＝1,800元。"),
        (W, "zh", "按入住日期9月29日确定标准，4晚都按旧标准400元，共1,600元。"),
        (W, "en", "2 × ¥260 + 2 × ¥300 = ¥1,120."),
        (W, "zh", "2×400＋2×450＝1,750元。"),
        (W, "zh", "9月29日到10月3日共5晚：2×400＋3×450＝2,150元。"),
        ], today="2026-09-20"),
    # 第四条: 两舱乘务员 75元/小时, 70 h (<= 80) = 5,250; 第五条 新标准 (November): 国内160 x 6 = 960,
    # 港澳台（台北）300 x 2 = 600 -> 1,560; total 6,810元.
    _d("2026-12-02", "我是两舱乘务员，11月飞了70小时，在国内外站过夜6晚、在台北过夜2晚。11月的飞行小时费和过夜补贴合计多少？",
       [_q("外站过夜补贴 新标准 国内 港澳台"), _q("飞行小时费 两舱乘务员 标准")],
       [(C, "zh", "飞行小时费：70小时没超过80小时，全部按两舱乘务员75元/小时，70×75＝5,250元；过夜补贴按新标准：国内"
                  "6×160＝960元，台北属港澳台2×300＝600元，共1,560元；合计6,810元。"),
        (C, "zh", "合计6,810元（小时费5,250元＋过夜补贴1,560元）。"),
        (C, "en", "CNY 6,810 in total: flight-hour pay 70 × ¥75 = ¥5,250 (all under 80 hours, so no 1.5x), plus "
                  "overnight allowances at the new rates — 6 domestic nights × ¥160 = ¥960 and 2 Taipei nights × ¥300 "
                  "(Hong Kong/Macao/Taiwan) = ¥600."),
        (C, "zh", "| 项目 | 计算 | 金额 |\n|---|---|---|\n| 飞行小时费 | 70×75 | 5,250元 |\n| 国内过夜 | 6×160 | 960元 |\n"
                  "| 台北过夜 | 2×300 | 600元 |\n| 合计 | | 6,810元 |"),
        (W, "zh", "过夜补贴：6×120＋2×260＝1,240元；飞行小时费70×75＝5,250元；合计6,490元。"),
        (W, "zh", "台北按国际标准：6×160＋2×450＝1,860元，加小时费5,250元，共7,110元。"),
        (W, "en", "70 × ¥60 = ¥4,200 flight-hour pay plus ¥1,560 overnight allowances = ¥5,760."),
        (W, "zh", "超过60小时的10小时按1.5倍：60×75＋10×112.5＝5,625元，加过夜补贴1,560元，共7,185元。"),
        (W, "zh", "小时费5,250元＋过夜补贴1,560元＝6,710元。"),
        ], handbook="xiamen"),
    # 第七条: 年休假须提前10个工作日提交. Tool: latest submission for 2026-09-28 = 2026-09-14 (周一);
    # 9-20 (周日) 调休上班 counts, 9-25 中秋 skipped. 9-28 is outside 春运/暑运.
    _d("2026-09-08", "我想从9月28日开始休年假，最晚哪天要在排班系统提交申请？",
       [_q("年休假 提前10个工作日 排班系统申请"), ("add_workdays", {"date": "2026-09-28", "days": -10})],
       [(C, "zh", "年休假须提前10个工作日在排班系统提交。往回数（不算提交当天），最晚要在9月14日（周一）提交；期间9月20日"
                  "（周日）是调休上班日，算工作日，9月25日中秋节不算。"),
        (C, "zh", "最晚2026年9月14日（星期一）。"),
        (C, "en", "Submit it by Monday 14 September 2026 at the latest — 10 working days before 28 Sep, counting the "
                  "20 Sep make-up Sunday as a working day and skipping the Mid-Autumn holiday on 25 Sep."),
        (C, "zh", "9/14（周一）当天或之前提交即可；9月28日不在春运、暑运期间，可以安排年休假。"),
        (W, "zh", "最晚9月11日（周五）提交。"),
        (W, "zh", "提前10天就行，最晚9月18日提交。"),
        (W, "en", "By Tuesday 15 September 2026."),
        (W, "zh", "年休假须提前15个工作日申请，最晚9月7日提交。"),
        (W, "zh", "最晚9月14日（周一）提交；不过9月底属于暑运，年休假不能安排在这个时候。"),
        ], handbook="xiamen"),
    # 第七条: 已满20年 = 15天 + 补充休假3天 = 18天; 暑运 7月1日至8月31日 -> 7月下旬不能安排.
    _s("xiamen", "年休假 天数 补充休假 春运 暑运",
       "我累计工作正好满20年。今年年休假加公司补充休假一共几天？能不能安排在7月下旬？",
       [(C, "zh", "累计工作满20年，年休假15天，加飞行岗位补充休假3天，共18天；7月下旬属于暑运（7月1日至8月31日），"
                  "不能安排年休假。"),
        (C, "zh", "共18天；7月下旬不行（暑运期间）。"),
        (C, "en", "18 days in total (15 days' annual leave for 20 years' service plus 3 days' supplementary leave), "
                  "but not in late July — that's the summer peak (1 Jul–31 Aug), when annual leave can't be scheduled."),
        (C, "zh", "- 年休假：15天（已满20年）\n- 补充休假：3天\n- 合计：十八天\n- 7月下旬：暑运期间，不能休"),
        (W, "zh", "满20年还属于10到20年这一档，年休假10天＋补充3天＝13天；7月下旬是暑运，不能休。"),
        (W, "zh", "年休假一共15天；7月下旬是暑运，不能安排。"),
        (W, "en", "18 days (15 + 3). Late July is fine — the summer peak only covers August."),
        (W, "zh", "15＋3＝17天；7月下旬在暑运期间，不能休。"),
        (W, "zh", "共18天；7月下旬属于暑运，一般不能休，但提前30个工作日申请可以特批。"),
        ]),
    # Not in the handbook: no 高原 allowance (the search returns 第五条 过夜补贴 only; Lhasa is 国内).
    _s("xiamen", "高原航线 高原补贴",
       "飞拉萨这种高原航线，有没有额外的高原补贴？",
       [(C, "zh", "管理办法里没有高原航线补贴的规定。拉萨如果在外站过夜，按国内标准计发过夜补贴（9月30日及以前120元/晚，"
                  "10月1日起160元/晚）。"),
        (C, "zh", "手册里没有高原补贴这一项。"),
        (C, "en", "The cabin-crew rules don't mention any high-altitude allowance, so there's nothing extra for Lhasa "
                  "in this document; check with the cabin service department."),
        (C, "zh", "没有查到相关规定：办法中没有高原航线补贴，只写了外站过夜补贴等标准。"),
        (W, "zh", "有，高原航线每个航段另发高原补贴100元。"),
        (W, "zh", "高原航线的飞行小时费按1.5倍计发，算是高原补贴。"),
        (W, "en", "Lhasa overnights count as international, so you get ¥400 a night (¥450 from 1 October)."),
        (W, "zh", "有高原补贴，按每晚200元计发，和过夜补贴一起在次月15日发放。"),
        (W, "en", "Yes — there's a high-altitude allowance of ¥50 per flight hour on plateau routes."),
        ]),
]
