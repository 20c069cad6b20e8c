"""heldout23, handbook part: three handbooks of its own (tests/data/answer_probes/heldout23_handbooks/<folder>/handbook/)
and 24 questions on them, 8 per handbook, 9 answers each (4 correct, 5 wrong: 96 correct / 120 wrong), written by
hand after reading each call's real tool result (make_heldout23.py --part handbooks). Written by a helper who never
read the answer check's code nor ran the check.

The handbooks:
- zurich (zurich_precision_instruments, zpi_staff_handbook_2026.txt): the Swiss subsidiary of a Chinese instrument
  maker, English plain text; articles "Art. 4 Salary …" (not read as headings by the ingest) with paragraphs "4.3 …",
  cross-references "para. 2"; Swiss amounts (CHF 14.50, Fr. 2'500.–, CHF –.70, CHF 1'250.50) for local staff and RMB
  for seconded staff (meal allowance RMB 95, foreign service allowance RMB 7,200), rent for seconded staff in Fr.;
  holidays 25 / 30 working days from the calendar year one turns 50, 13th salary 1/12 per full calendar month,
  lunch allowance per day worked, overtime +25% or 1:1 time off (default time off), hourly rate = salary / 178,
  sick pay 100% on a scale of weeks by year of service (4th year: 13 weeks) then 80% insurance, notice 1 / 2 / 3
  months always to a month's end (starting the 1st of the next month), jubilee Fr. 2'500.– / 1 / 1.5 salaries.
- krakow (krakow_service_centre, krakow_ssc_handbook_2026.pdf, built by make_krakow_pdf.py): a Chinese group's
  shared-service centre in Poland, Chinese text PDF; chapters 第X章 and clauses "§ 9 年假" as bold lines, paragraphs
  "1." / "(1)" under them, cross-references "§9第2款"; zł / PLN with space thousands and decimal comma (25 zł,
  5,50 zł, 1,15 zł, 5 400,00 zł, PLN 12 000, 1 250 zł) for local staff and 人民币 for expatriates (餐补 60元,
  外派津贴 8000元) except the expatriates' rent cap, which is in zł; 年假 20 / 26 days at 10 years of 工龄 (school
  years: 高中 4, 大学 8, highest only; mid-year: 26 from that day, top-up of 6), sick pay 80% (100% work accident /
  pregnancy), the centre paying the first 33 days a year (14 from age 50), then ZUS; overtime supplement +50%,
  +100% at night / Sundays / public holidays on top of normal pay, hourly rate = salary / 168; notice 2 weeks /
  1 month / 3 months (under 6 months / 6 months to 3 years / 3 years or more), months from the 1st of the next
  month to a month's end; 餐补 25 zł per office day capped at 500 zł a month, home office 5,50 zł a day.
- mombasa (mombasa_port_services, mombasa_port_handbook_2026.html): a Chinese port operator in Kenya, Chinese HTML;
  第X章 as <h2>, clauses 一、 in <p> and （一） in <li> (each its own section), three <table>s (night-shift allowance by
  grade, crane-operator 岗位津贴, travel allowance); KSh / KES / Kshs. / 先令 / 4.5万先令 for local staff and 元 for
  expatriates; 年假 21 working days after 12 months' service, 1.75 a month before; 住房补贴 15% of basic pay capped at
  KSh 25,000; overtime 1.5× on working days, 2× on rest days and public holidays, hourly rate = basic / 195; night
  shifts counted at 6 hours worked; 岗位津贴 halved under 10 shifts a month; severance 15 days' pay per completed year,
  daily pay = basic / 30 without allowances; overtime form within 3 working days.

Questions: rates and totals (13th salary after 7 months, turning 50 mid-year, sick pay in the 4th year of service,
a jubilee bonus, overtime pay or time off, a seconded employee's meal allowance, 年假 with a degree, sick pay for 10
days after 30, Sunday-night overtime, an expatriate's rent above the cap, a meal allowance above its monthly cap, a
housing allowance above its cap, severance after 6 years 8 months, pro-rata leave after 5 months, night shifts in a
month, a halved crane allowance, overtime on a public holiday), boundaries (exactly 10 years of 工龄 mid-year, exactly
6 months, exactly 3 years, exactly 12 months), dates with the date tools (a notice end to a month's end in
Switzerland and in Poland, a 3-working-day deadline in Kenya) and a rule the handbook does not have (a commuting
travelcard: correct answers say the handbook does not cover it). All dates are in 2026 (officially known), and the
date spans used hold no holiday in China, Switzerland, Poland or Kenya on a weekday.

Forms: one-liners, explanations, numbered and bullet lists, Markdown tables; CHF / Fr. / 瑞士法郎 / 瑞郎 in Swiss and
ordinary formats, zł / PLN / 兹罗提 with space grouping and decimal comma and in ordinary formats, KSh / KES / Kshs. /
先令 / 万先令 vs 元 / RMB; 125% / 1.25 / 1.5× / 2倍 / 200%; 中文数字 and 全角数字; d/m, m/d, "22 July", 下周三.
About 42% of the answers are in English (also on the two Chinese handbooks), some Chinese on the English one.

Errors (exactly one per wrong answer): another band's value, currencies confused, a cap not applied (or invented),
a pro-rata slip, a boundary read the wrong way, a wrong base for a percentage, arithmetic slips (including a decimal
comma read as thousands), wrong units (calendar vs working days, weeks vs months), an invented rule, a right number
with a wrong rule, a wrong weekday, a wrong payment date or payer.

Audit (handbook part): every one of the 216 answers was re-judged by hand against the handbook text (the txt, the
PDF read with pypdf, the HTML), the search hits each case really gets (rebuilt with --part handbooks), the
arithmetic and the calendar (chinese_calendar; weekdays of every date named). All correct answers are fully right,
answer the whole question and rest on returned clauses (7.1/6.3 for the travelcard case: "per secondment year"
carries "for seconded staff"; no search words changed). The four flagged wrong answers were checked: h23-033 (1
month for the 5th year, contradicting 11.2), h23-122 (a resignation/termination split that §14 第1款 "中心或员工"
rules out) and h23-152 (a housing allowance for expatriates, which 二、 denies) each carry one clear error, unchanged;
h23-069 now cites "Art. 7.1" instead of "Art. 7", so its invented exclusion is checked against the paragraph the
search returns (7.2 is not returned). One further fix: h23-112 (2 weeks' notice from Monday 15 June) ended on
Saturday 27 June, only 12 days later — a second error beside the 6-month boundary; it now ends on Saturday 4 July
2026, so the boundary is the only error. No label changed: 24 questions, 96 correct / 120 wrong.
"""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

HANDBOOKS = {"zurich": "zurich_precision_instruments", "krakow": "krakow_service_centre",
             "mombasa": "mombasa_port_services"}

ZURICH_CASES = [
    # Art. 4.2 / 4.3: joined 1 June 2026 → 7 full calendar months (Jun–Dec) → 7/12 × CHF 7'800.– = CHF 4'550.–,
    # paid with the December salary.
    _d("2026-06-15",
       "I started at ZPI in Dübendorf on 1 June 2026 as a local employee, monthly base salary CHF 7'800.–. "
       "How much 13th monthly salary will I get for 2026, and when is it paid?",
       [_q("13th monthly salary joiners pro rata full calendar month"),
        _q("13th monthly salary paid with the December salary")],
       [(C, "en", "Your 13th salary for 2026 is 7/12 of one monthly base salary: June to December are 7 full calendar "
                  "months, so 7/12 × CHF 7'800.– = CHF 4'550.–. It is paid with the December 2026 salary "
                  "(Art. 4 para. 2 and 3)."),
        (C, "zh", "按第4.3条，年中入职的按当年完整日历月数计发：6月到12月共七个月，7/12 × 7'800 = 4'550瑞士法郎，"
                  "随12月工资一起发放（第4.2条）。"),
        (C, "en", "| Item | Value |\n|---|---|\n| Full months in 2026 | 7 (Jun–Dec) |\n| Share | 7/12 |\n"
                  "| Monthly base salary | Fr. 7'800.– |\n| 13th salary 2026 | Fr. 4'550.– |\n"
                  "| Paid | with the December salary |"),
        (C, "zh", "十三薪：4,550瑞郎（7800 ÷ 12 × 7），12月随工资发放。"),
        (W, "en", "June to December makes 8 full months, so you get 8/12 × CHF 7'800.– = CHF 5'200.–, paid with "
                  "the December salary."),
        (W, "zh", "你12月在职，就能拿满一个月的十三薪：7'800瑞郎，随12月工资发放。"),
        (W, "en", "7/12 × CHF 7'800.– = CHF 4'450.–, paid with your December salary."),
        (W, "zh", "十三薪按当年完整月数折算：7/12 × 7800 = 4550瑞郎，随11月工资发放。"),
        (W, "zh", "7/12 × 7'800 = 4'550瑞郎，随12月工资发放；但前提是12月31日仍在职，年中离职的一分都没有。")],
       handbook="zurich"),

    # Art. 9.1: 30 working days from the calendar year in which one reaches 50, for that whole year whatever the
    # birthday → 30 working days for all of 2026.
    _s("zurich", "holiday entitlement 30 days age 50",
       "I'm a local employee and I turn 50 on 14 October 2026. How many days of holiday do I get for 2026?",
       [(C, "en", "30 working days for the whole of 2026 — the higher entitlement applies from the calendar year in "
                  "which you turn 50, whatever the birthday (Art. 9 para. 1)."),
        (C, "zh", "2026年你年满50岁，按第9.1条从满50岁的那个日历年起每年30个工作日，而且全年都按30天，不因生日在10月而折算。"),
        (C, "en", "Thirty days. 9.1: 25 working days normally, 30 from the calendar year you reach 50 — 2026 is that "
                  "year, so all of 2026 counts at 30."),
        (C, "zh", "三十个工作日（2026全年）。"),
        (W, "en", "25 working days for 2026; the 30-day entitlement starts in 2027, the first full calendar year "
                  "after your 50th birthday."),
        (W, "zh", "按月折算：1–10月按25天、11–12月按30天，2026年约26天。"),
        (W, "en", "You get 30 calendar days of holiday in 2026, because you reach 50 during the year."),
        (W, "zh", "2026年共30天，但多出来的5天要等10月14日生日之后才能休。"),
        (W, "zh", "满50岁的那年起是30天，但前提是在公司服务满10年；不满10年的仍是25天，请先核对入职日期。")]),

    # Art. 8.2 / 8.3: joined 1 March 2023, today 15 June 2026 → 3 years completed → 4th year of service → 13 weeks
    # at 100%; then the daily sickness benefit insurance pays 80% for up to 720 days.
    _s("zurich", "salary during sickness weeks per year of service",
       "I joined ZPI on 1 March 2023 and have been off sick since last Monday. For how long does the company pay my "
       "full salary, and what happens after that?",
       [(C, "en", "You completed three years of service on 1 March 2026, so you are in your 4th year of service: the "
                  "Company pays 100% of your salary for 13 weeks (Art. 8 para. 2). After that, the daily sickness "
                  "benefit insurance pays 80% of your salary, for up to 720 days (8.3)."),
        (C, "zh", "你已满3年，现处于第4个服务年度，按第8.2条公司全额（100%）支付13周工资；13周后由每日病假津贴保险"
                  "支付工资的80%，最长720天（第8.3条）。"),
        (C, "en", "- Year of service: 4th (3 full years done)\n- Full pay: 13 weeks at 100%\n"
                  "- Afterwards: daily sickness benefit insurance, 80%, max. 720 days"),
        (C, "zh", "全薪十三周，之后保险按80%支付，最多七百二十天。"),
        (W, "en", "You're in the 2nd–3rd year band, so 8 weeks at full salary; then the daily sickness benefit "
                  "insurance pays 80% for up to 720 days."),
        (W, "zh", "你在第4个服务年度，公司按80%支付13周工资，之后由保险继续支付80%，最长720天。"),
        (W, "en", "In your 4th year of service the Company continues your full salary for 13 months; after that the "
                  "insurance pays 80% for up to 720 days."),
        (W, "zh", "满3年后适用17周全薪，之后由病假津贴保险按80%赔付，最长720天。"),
        (W, "zh", "第4个服务年度公司付13周全薪；13周用完以后就不再有任何病假工资了。")]),

    # Art. 11.2 / 11.3: 5th year of service → 2 months; received 30 June → runs from 1 July → ends 31 August 2026;
    # calculate_leave_days 2026-07-01..2026-08-31: 44 working days, 62 calendar days.
    _d("2026-06-30",
       "我是本地员工，现在是第5个服务年度。书面辞职信今天交给HR（今天收到）。我的劳动关系哪天结束？通知期里有多少个工作日？",
       [_q("notice period months year of service"), _q("notice period ends at the end of a calendar month"),
        ("calculate_leave_days", {"start_date": "2026-07-01", "end_date": "2026-08-31"})],
       [(C, "zh", "第5个服务年度适用2个月通知期（第11.2条）。通知期从收到通知的次月1日起算、到月底结束（第11.3条），"
                  "所以从7月1日起算，2026年8月31日结束。期间共44个工作日（自然日62天）。"),
        (C, "en", "Notice is 2 months (2nd–9th year of service). It runs from 1 July to 31 August 2026, so your "
                  "employment ends on 31 August 2026 — 44 working days, 62 calendar days."),
        (C, "zh", "最后一天：2026年8月31日。通知期7/1–8/31，共44个工作日。"),
        (C, "en", "| | |\n|---|---|\n| Notice period | 2 months (Art. 11 para. 2) |\n| Runs | 1 Jul – 31 Aug 2026 |\n"
                  "| Working days | 44 |\n| End of employment | 31/8/2026 |"),
        (W, "zh", "你已工作4年多，通知期是3个月，从7月1日起算，2026年9月30日结束。"),
        (W, "en", "Two months' notice counted from today: your employment ends on 30 August 2026, and the notice "
                  "period has 44 working days."),
        (W, "zh", "第5年的通知期是1个月，7月1日起算，7月31日结束，共23个工作日。"),
        (W, "en", "Your notice is 2 months, ending on 31 August 2026; that is 62 working days."),
        (W, "zh", "2个月通知期，7月1日至8月31日，最后一天是8月31日，共46个工作日。")],
       handbook="zurich"),

    # Art. 10.1 / 10.2: 25 years → 1.5 monthly base salaries = 1.5 × 8'450.– = CHF 12'675.–, paid with the salary of
    # the anniversary month (September 2026); instead of cash 15 days of extra paid leave.
    _d("2026-06-15",
       "I reach 25 years of service at ZPI in September 2026; my monthly base salary is CHF 8'450.–. How much is "
       "my jubilee bonus, when is it paid, and can I take time off instead?",
       [_q("jubilee bonus 25 years of service"),
        _q("jubilee bonus paid with the salary of the anniversary month or extra paid leave instead of cash")],
       [(C, "en", "After 25 years you get one and a half monthly base salaries: 1.5 × CHF 8'450.– = CHF 12'675.–, "
                  "paid with your September salary. Instead of the cash you may take 15 days of extra paid leave "
                  "(Art. 10)."),
        (C, "zh", "满25年的纪念奖为1.5个月基本工资：8'450 × 1.5 = 12'675瑞士法郎，随9月工资发放；也可以不要现金，"
                  "改休15天额外带薪假。"),
        (C, "en", "• Bonus: Fr. 12'675.– (1½ × Fr. 8'450.–)\n• Paid: with the September 2026 salary\n"
                  "• Alternative: 15 extra days of paid leave"),
        (C, "zh", "12675瑞郎，九月随工资发；或者换成十五天带薪假。"),
        (W, "en", "Your jubilee bonus is one monthly base salary, CHF 8'450.–, paid with the September salary; "
                  "alternatively you can take 15 extra days of paid leave."),
        (W, "zh", "25年纪念奖为2'500瑞郎，随9月工资发放；也可改休15天带薪假。"),
        (W, "en", "1.5 × CHF 8'450.– = CHF 12'625.–, paid with the September salary, or 15 days of extra paid "
                  "leave instead."),
        (W, "zh", "12'675瑞郎（1.5个月工资），9月发；如果不要现金，可以改休10天带薪假。"),
        (W, "zh", "纪念奖12'675瑞郎（一个半月工资），和十三薪一起在12月发放；也可改休15天额外带薪假。")],
       handbook="zurich"),

    # Art. 2.2 / 3.2 / 3.3: hourly rate 8'010 / 178 = CHF 45.–; paid 6 × 45 × 1.25 = CHF 337.50; or 6 hours off
    # (1:1, no supplement) within 6 months; no choice by month end → time off.
    _d("2026-06-15",
       "我是本地员工（不是M级），月基本工资 Fr. 8'010.–，本月经批准加班了6小时。如果选加班费能拿多少？如果选调休能休多久？",
       [_q("hourly rate monthly base salary divided by 178"), _q("overtime supplement 25% or time off 1:1"),
        _q("time off for overtime must be taken within 6 months")],
       [(C, "zh", "小时工资 = 8'010 ÷ 178 = 45瑞郎。选加班费：6 × 45 × 1.25 = 337.50瑞郎；选调休：1:1，休6小时，"
                  "不加25%，须在6个月内休完。要在当月月底前在考勤系统里选，不选默认调休。"),
        (C, "en", "Hourly rate: Fr. 8'010.– / 178 = Fr. 45.–. Paid: 6 h × 45 × 1.25 = CHF 337.50. Time off: 6 hours "
                  "(1:1, no supplement), to be taken within 6 months."),
        (C, "zh", "| 方式 | 结果 |\n|---|---|\n| 加班费 | 6 × 45 × 125% = CHF 337.50 |\n| 调休 | 6小时（1:1） |"),
        (C, "en", "Either CHF 337.50 (45.– an hour plus 25%, times 6) or six hours off."),
        (W, "zh", "小时工资45瑞郎，加班费按1.5倍：6 × 45 × 1.5 = 405瑞郎；或者调休6小时。"),
        (W, "en", "Payment: 6 × CHF 45.– × 1.25 = CHF 337.50. Time off: 7.5 hours, because the 25% supplement also "
                  "applies to time off."),
        (W, "zh", "加班只付25%的加班补贴：6 × 45 × 25% = 67.50瑞郎；或者调休6小时。"),
        (W, "en", "Your hourly rate is Fr. 8'010.– / 178 = Fr. 46.50, so payment is 6 × 46.50 × 1.25 = Fr. 348.75; "
                  "or 6 hours off."),
        (W, "zh", "加班费337.50瑞郎，或调休6小时；如果月底前不做选择，系统默认发加班费。")],
       handbook="zurich"),

    # Art. 5.2 (1.3): seconded staff: RMB 95 per day actually worked in Switzerland instead of CHF 14.50, paid through
    # the parent company's payroll → 19 × 95 = RMB 1,805; holidays do not count.
    _s("zurich", "meal allowance seconded staff per day worked",
       "我是从苏州总部外派到Dübendorf的员工，5月在瑞士实际上班19天，另外休了2天年假。5月的餐补有多少？用什么货币、由谁发？",
       [(C, "zh", "外派员工不领14.50瑞郎的午餐补贴，而是按在瑞士实际上班的天数领每天95元人民币的餐补（第5.2条）："
                  "19 × 95 = 1,805元，由国内母公司通过工资发放；休假的2天不算。"),
        (C, "en", "RMB 95 per day actually worked in Switzerland: 19 × 95 = RMB 1,805 for May, paid through the parent "
                  "company's payroll in China. The 2 holiday days don't count, and the CHF 14.50 lunch allowance is "
                  "for local staff only."),
        (C, "zh", "1805元人民币（95元×19天），由苏州母公司发放。"),
        (C, "en", "May meal allowance: RMB 1,805 — 19 days worked × RMB 95, paid via the Chinese payroll, not by ZPI "
                  "in CHF."),
        (W, "zh", "餐补按每个上班日14.50瑞郎计算：19 × 14.50 = 275.50瑞郎，随当地工资发放。"),
        (W, "en", "You get RMB 95 for each of the 21 days (19 worked + 2 holiday): RMB 1,995, paid through the parent "
                  "company's payroll."),
        (W, "zh", "19 × 95 = 1,805元，由瑞士公司ZPI换算成瑞士法郎随当地工资发放。"),
        (W, "en", "19 days × RMB 95 = RMB 1,705, paid through the parent company's payroll in China."),
        (W, "zh", "外派员工两样都有：95元 × 19 = 1,805元人民币，另加瑞士午餐补贴 14.50 × 19 = 275.50瑞郎。")]),

    # Not in the handbook: nothing on commuting costs, a GA travelcard or a public transport pass; Art. 7.1 covers
    # business travel only (private car CHF –.70 per km, meals CHF 32.–).
    _s("zurich", "public transport travelcard commuting costs reimbursement",
       "Does ZPI pay for my GA travelcard or a monthly public transport pass for commuting to Dübendorf?",
       [(C, "en", "The handbook doesn't cover commuting costs or public transport passes — there is no rule about a "
                  "GA or a monthly pass. What it does cover is business travel (Art. 7: CHF –.70 per km by private "
                  "car) and, for seconded staff, one home-leave flight a year (6.3); neither is a commuting "
                  "allowance. Please ask HR."),
        (C, "zh", "员工手册里没有关于通勤交通费或GA通票的规定；第7条只涉及出差等公务费用（私车公用每公里0.70瑞郎）。请直接问HR。"),
        (C, "en", "Not in the handbook: it has no commuting or travelcard allowance."),
        (C, "zh", "手册没写。通勤月票/GA报销不在手册范围内，需要向人事确认。"),
        (W, "en", "Yes — ZPI pays 50% of a GA travelcard for local staff; submit the receipt within 30 days."),
        (W, "zh", "通勤可以按第7.1条报销，每公里0.70瑞郎。"),
        (W, "en", "No. Art. 7.1 expressly states that commuting costs, including GA travelcards, are not reimbursed."),
        (W, "zh", "手册规定每天14.50瑞郎的补贴已经包含午餐和通勤交通费，所以月票不再单独报销。"),
        (W, "zh", "可以，按第6条每年最多报销人民币9,800元的交通费，可以用来买GA。")]),
]

KRAKOW_CASES = [
    # § 9 第1、2款: a university degree (master's included) counts 8 years, highest only; 8 + 2 + 1 = 11 years ≥ 10
    # → 26 days (working days, 第5款).
    _s("krakow", "年假天数 工龄 大学毕业计8年",
       "我硕士毕业后一直在工作，先在别的公司干了2年，来中心1年了，读书期间没有打工。按手册我今年的年假有几天？",
       [(C, "zh", "学历按最高一项计入工龄，硕士属于大学毕业，计8年；加上2年+1年的工作共11年，已满10年，所以每年26天年假"
                  "（§9第1、2款）。"),
        (C, "en", "Your degree counts as 8 years of 工龄 (any university degree, master's included) plus 3 years of "
                  "work = 11 years. That is 10 or more, so you get 26 days of annual leave."),
        (C, "zh", "年假２６天。8年（学历）+ 3年（工作）= 11年 ≥ 10年。"),
        (C, "zh", "1. 学历：大学毕业计8年（只计最高一项）\n2. 工作年限：2 + 1 = 3年\n"
                  "3. 工龄合计11年，满10年 → 年假二十六天（按工作日计）"),
        (W, "zh", "工龄只算工作年限，你工作了3年，不满10年，年假20天。"),
        (W, "en", "A master's degree counts as 10 years, so with 3 years of work you have 13 years of 工龄 — 26 days "
                  "of leave."),
        (W, "zh", "工龄11年，年假26个自然日。"),
        (W, "en", "Under §9(3) school years and work years are not added together — you take whichever is higher, "
                  "i.e. the 8 years for your degree. That's under 10 years, so you get 20 days."),
        (W, "zh", "8 + 3 = 11年，满10年了，但26天要从明年起才适用，今年仍是20天。")]),

    # § 9 第2、4款: 普通高中 4 years + 6 years of work = 10 years on 2026-09-01 → 26 days from that day, the 6-day
    # difference topped up → 26 days for 2026.
    _s("krakow", "工龄年度中途满10年 年假26天 高中计4年",
       "我普通高中毕业后就参加了工作，到2026年9月1日正好工作满6年。2026年我有几天年假？",
       [(C, "zh", "普通高中计4年，加上工作6年，2026年9月1日工龄正好满10年。按§9第4款，年度中途满10年的从满10年之日起"
                  "适用26天，当年补足6天差额，所以2026年共26天。"),
        (C, "en", "High school counts as 4 years, so on 1 September 2026 you reach 10 years of 工龄 (4 + 6). From that "
                  "day the 26-day entitlement applies and the 6-day difference is topped up: 26 days for 2026."),
        (C, "zh", "26天（20天 + 9月1日起补足的6天）。"),
        (C, "en", "2026: 26 days of annual leave — 20 plus a 6-day top-up once you hit 10 years on 1 Sept."),
        (W, "zh", "要满10年之后的下一个年度才能享受26天，2026年还是20天，2027年起26天。"),
        (W, "en", "You get 20 days for January–August and the extra 6 days pro rata for September–December "
                  "(6 × 4/12 = 2), so 22 days in 2026."),
        (W, "zh", "高中学历不计入工龄，你工龄6年，2026年年假20天。"),
        (W, "en", "Once you reach 10 years on 1 September your entitlement rises to 30 days, so 2026 is a 30-day year."),
        (W, "zh", "4 + 6 = 10年，2026年共26天；但补的6天必须在当年12月31日前休完，否则作废。")]),

    # § 12 第2–4款: daily base 9 000 / 30 = 300 zł, 80% = 240 zł; days 31–33 paid by the centre (3 × 240 = 720 zł),
    # days 34–40 by ZUS at 80% (7 × 240 = 1 680 zł); total 2 400 zł. The 14-day rule is for 50+ only.
    _s("krakow", "病假工资 前33天由中心支付 ZUS病假津贴",
       "今年我已经休了30天病假（普通生病，不是工伤，也没怀孕），现在又病了10天。我38岁，月基本工资9 000 zł。"
       "这10天的病假工资怎么算、谁来付？",
       [(C, "zh", "日基数 = 9 000 ÷ 30 = 300 zł，普通病假按80%即每天240 zł。每年前33天由中心支付，你已用30天，所以这10天"
                  "里前3天（第31–33天）由中心付 3 × 240 = 720 zł；后7天（第34–40天）由ZUS按80%支付病假津贴 "
                  "7 × 240 = 1 680 zł。合计2 400 zł。"),
        (C, "en", "Daily base 9 000 zł / 30 = 300 zł; at 80% that's 240 zł a day. The centre pays days 31–33 (3 days "
                  "= 720 zł); from day 34 ZUS pays sickness benefit at the same 80% for the other 7 days (1 680 zł)."),
        (C, "zh", "| 天数 | 支付方 | 金额 |\n|---|---|---|\n| 第31–33天（3天） | 中心 | 720,00 zł |\n"
                  "| 第34–40天（7天） | ZUS | 1 680,00 zł |\n| 合计 | | 2 400,00 zł |"),
        (C, "zh", "中心付三天共720兹罗提，ZUS付七天共1680兹罗提（都是每天240 zł，即日基数300的80%）。"),
        (W, "zh", "这10天都由中心支付，每天240 zł，共2 400 zł。"),
        (W, "en", "Days 31–33 are paid by the centre and days 34–40 by ZUS, both at 100% of the daily base of 300 zł: "
                  "900 zł from the centre and 2 100 zł from ZUS."),
        (W, "zh", "中心每年只付前14天病假，你早就超过了，所以这10天全部由ZUS按80%支付，共2 400 zł，中心不付。"),
        (W, "en", "The centre pays 4 more days (up to day 34): 4 × 240 = 960 zł; ZUS pays the remaining 6 days: "
                  "1 440 zł."),
        (W, "zh", "中心再付3天共720 zł；剩下7天超过了33天，属于无薪病假，不再支付。")]),

    # § 2 第2、3款, § 4 第2款: hourly rate 8 820 / 168 = 52,50 zł; 22:00–01:00 on a Sunday night is night and Sunday
    # overtime → normal pay + 100% supplement = 3 × 52,50 × 2 = 315,00 zł.
    _d("2026-06-15",
       "My monthly base salary is 8 820 zł. Last Sunday I worked approved overtime from 22:00 to 01:00 — 3 hours. "
       "How much will I be paid for those 3 hours?",
       [_q("星期日夜间加班补贴"), _q("加班工资的小时工资 月基本工资除以168")],
       [(C, "en", "Hourly rate = 8 820 zł / 168 = 52,50 zł. Overtime at night and on a Sunday earns a 100% supplement "
                  "on top of normal pay, so each hour pays 105,00 zł: 3 × 105,00 = 315,00 zł."),
        (C, "zh", "小时工资8 820 ÷ 168 = 52,50 zł。星期日及夜间加班，除正常工资外另付100%补贴：正常工资3 × 52,50 = "
                  "157,50 zł，补贴157,50 zł，合计315,00 zł。"),
        (C, "en", "PLN 315 in total (157.50 normal pay + 157.50 supplement at 100%)."),
        (C, "zh", "一共315兹罗提：每小时52.5 zł的两倍 × 3小时。"),
        (W, "en", "Hourly rate 52,50 zł; Sunday overtime carries a 50% supplement, so 3 × 52,50 × 1,5 = 236,25 zł."),
        (W, "zh", "加班补贴为小时工资的100%，即3 × 52,50 = 157,50 zł，这就是这3小时的全部加班工资。"),
        (W, "en", "52,50 zł an hour plus the 100% supplement = 105 zł an hour; for 3 hours that's 325,00 zł."),
        (W, "zh", "小时工资按8 820 ÷ 160 ≈ 55,13 zł计，加100%补贴，3小时共330,75 zł。"),
        (W, "zh", "22:00–24:00是星期日加班，补贴100%：2 × 105,00 = 210,00 zł；00:00–01:00已经是周一工作日，只加50%："
                  "78,75 zł。合计288,75 zł。")],
       handbook="krakow"),

    # § 14 第1款(2)、第2款: joined 2025-12-15, today 2026-06-15 = exactly 6 months → 1 month; notice given today runs
    # from 1 July to 31 July 2026 (23 working days, 31 calendar days); § 14 第3款: remaining leave may be used.
    _d("2026-06-15",
       "我2025年12月15日入职，到今天正好满6个月。今天交辞职信，通知期多长？最后一天是哪天？",
       [_q("辞职通知期 满6个月不满3年"), _q("以月计算的通知期 次月1日起算"),
        ("calculate_leave_days", {"start_date": "2026-07-01", "end_date": "2026-07-31"})],
       [(C, "zh", "你今天正好满6个月，适用“满6个月不满3年”的1个月通知期（§14第1款）。以月计算的通知期从次月1日起算、"
                  "在月末届满，所以是7月1日至7月31日，最后一天是2026年7月31日（通知期内共23个工作日）。"),
        (C, "en", "Exactly 6 months puts you in the 1-month band. The month runs from 1 July and ends on 31 July 2026, "
                  "which is your last day."),
        (C, "zh", "通知期一个月，7/1起算，7/31届满。"),
        (C, "en", "One month's notice: 1 Jul – 31 Jul 2026 (31 calendar days, 23 working days); last day 31 July."),
        (W, "zh", "要超过6个月才进入1个月那一档，你今天刚满6个月，仍是2周通知期，7月4日（周六）届满。"),
        (W, "en", "One month's notice counted from today: your last day is 15 July 2026."),
        (W, "zh", "满6个月适用3个月通知期，从7月1日起算，9月30日届满。"),
        (W, "en", "One month's notice from 1 July to 31 July — 23 calendar days — so your last day is 31 July."),
        (W, "zh", "通知期1个月，7月31日届满；通知期内不能再休年假。")],
       handbook="krakow"),

    # § 14 第1款(3)、第2款: exactly 3 years → 3 months (满3年及以上), for either party; counted from the 1st of the
    # next month, ending on the last day of a month.
    _s("krakow", "解除劳动合同通知期 满3年",
       "I've been with the centre for exactly 3 years today. If the centre terminates my contract, is my notice "
       "1 month or 3 months?",
       [(C, "en", "3 months. The 1-month band is for 6 months up to (but not including) 3 years; from exactly 3 years "
                  "it's 3 months (§14(1)(3))."),
        (C, "zh", "你满3年了，适用“满3年及以上”的3个月通知期。"),
        (C, "en", "Three months — and like every notice counted in months it starts on the 1st of the following month "
                  "and ends on the last day of a month (§14(2))."),
        (C, "zh", "3个月，不是1个月：满3年属于第(3)项。通知期自提出通知的次月1日起算，在最后一个月的月末届满。"),
        (W, "en", "Still 1 month — the 3-month notice only applies once you have more than 3 years."),
        (W, "zh", "如果是中心解约，通知期3个月；但如果是你自己辞职，通知期只有1个月。"),
        (W, "en", "Your notice would be 12 weeks, ending on a Saturday."),
        (W, "zh", "3个月，从今天起算，到9月15日届满。"),
        (W, "zh", "3个月，在第三个月末的那个星期六届满。")]),

    # § 7 第2款 (§ 1 第3款 “另有规定的除外”): expatriates' rent paid by the centre up to 5 400,00 zł a month (in zł, not
    # RMB); rent 5 800 zł → the centre pays 5 400 zł, the employee 400 zł a month.
    _s("krakow", "外派员工住房租金上限",
       "我是外派员工，克拉科夫的公寓月租5 800 zł。中心负担多少？我自己要付多少？",
       [(C, "zh", "按§7第2款，外派员工住房由中心统一租赁并直接付租金，每月上限5 400,00 zł，超出部分自付：中心付5 400 zł，"
                  "你每月自付400 zł。"),
        (C, "en", "The centre pays the rent up to 5 400,00 zł a month; you pay the excess, 5 800 − 5 400 = 400 zł per "
                  "month."),
        (C, "zh", "中心出5400兹罗提，你每月补400兹罗提。"),
        (C, "zh", "上限是 PLN 5,400.00（这条虽然是外派员工待遇，但金额是兹罗提，不是人民币）→ 你每月自付 PLN 400。"),
        (W, "zh", "外派员工的金额按人民币计，中心每月承担人民币5400元，超出部分自付。"),
        (W, "en", "The centre rents the flat and pays the rent directly, so the full 5 800 zł is covered; you pay "
                  "nothing."),
        (W, "zh", "上限是5 400,00 zł，也就是54万兹罗提，你的5 800 zł远低于上限，全部由中心承担。"),
        (W, "en", "The cap is 5 400 zł; you pay the difference: 1 400 zł a month."),
        (W, "zh", "超出上限的400 zł由中心和你各承担一半，你每月自付200 zł。")]),

    # § 5 第1款: 21 office days × 25 zł = 525 zł → capped at 500 zł (home-office days get no 餐补);
    # § 6 第1款: 2 home-office days × 5,50 zł = 11,00 zł.
    _d("2026-06-15",
       "我是本地员工，7月在办公室出勤21天，另有2天经批准在家办公。7月的餐补和远程办公补贴分别是多少？",
       [_q("本地员工餐补 每月最高"), _q("在家办公日远程办公补贴")],
       [(C, "zh", "餐补：21 × 25 = 525 zł，超过每月500 zł的上限，按500 zł发（§5第1款）；在家办公的2天不发餐补。"
                  "远程办公补贴：2 × 5,50 = 11,00 zł（§6第1款）。"),
        (C, "en", "Meal allowance: 21 office days × 25 zł = 525 zł, capped at 500 zł. Home-office allowance: "
                  "2 × 5,50 zł = 11,00 zł."),
        (C, "zh", "餐补500兹罗提（封顶），远程办公补贴11兹罗提。"),
        (C, "en", "July: meals PLN 500.00 (525 capped to 500), home office PLN 11.00."),
        (W, "zh", "餐补21 × 25 = 525 zł；远程办公补贴2 × 5,50 = 11,00 zł。"),
        (W, "en", "Meals: 525 zł capped at 500 zł. Home office: 5,50 zł is five hundred and fifty złoty a day, so "
                  "1 100 zł for 2 days."),
        (W, "zh", "餐补525 zł和远程补贴11 zł合计每月最高500 zł，所以7月一共只能拿500 zł。"),
        (W, "en", "Meal allowance 500 zł (cap); remote-work allowance 2 × 5,50 = 10,00 zł."),
        (W, "zh", "餐补500 zł（封顶）；远程办公补贴只发给全职居家办公的员工，你只在家2天，不发。")],
       handbook="krakow"),
]

MOMBASA_CASES = [
    # 第二章 二、: 15% × 200,000 = 30,000 > cap → KSh 25,000 a month; expatriates get no housing allowance.
    _s("mombasa", "住房补贴 月基本工资15% 上限",
       "我是本地员工，月基本工资KSh 200,000，没住公司宿舍。每月住房补贴是多少？",
       [(C, "zh", "15% × 200,000 = 30,000先令，超过每月上限KSh 25,000，所以每月住房补贴为KSh 25,000。"),
        (C, "en", "15% of KSh 200,000 would be KSh 30,000, but the allowance is capped at KSh 25,000 a month — so "
                  "you get KSh 25,000."),
        (C, "zh", "每月2.5万先令（按15%算是3万，封顶2.5万）。"),
        (C, "en", "KES 25,000 per month (the cap applies)."),
        (W, "zh", "住房补贴为月基本工资的15%：200,000 × 15% = KSh 30,000/月。"),
        (W, "en", "15% gives KSh 30,000 a month; the KSh 25,000 limit is per year, so you get KSh 25,000 a year — "
                  "about KSh 2,083 a month."),
        (W, "zh", "按15%计算超过了上限，每月按上限发放人民币25,000元。"),
        (W, "en", "15% of KSh 200,000 is KSh 3,000, well under the KSh 25,000 cap, so you get KSh 3,000 a month."),
        (W, "zh", "每月KSh 25,000（15%为30,000，封顶）。外派员工也按同样的15%领取住房补贴。")]),

    # 第五章 二、（一）（二）: 6 completed years (8 months not counted) × 15 = 90 days; daily pay 54,000 / 30 = 1,800
    # (housing allowance excluded) → KES 162,000; notice pay and untaken leave on top.
    _s("mombasa", "裁员遣散费 每服务满1年15天工资",
       "I've worked here 6 years and 8 months and I'm being made redundant. My basic pay is KES 54,000 a month "
       "(plus KES 8,100 housing allowance). What severance will I get?",
       [(C, "en", "Severance is 15 days' pay per completed year: 6 completed years (the 8 months don't count) → 90 "
                  "days. Daily pay = KES 54,000 / 30 = KES 1,800 (housing allowance excluded). 90 × 1,800 = "
                  "KES 162,000. Notice pay and untaken leave are paid on top."),
        (C, "zh", "只计满1年的服务期：6年 × 15天 = 90天；日工资 = 54,000 ÷ 30 = 1,800先令，不含住房补贴。"
                  "遣散费 = 90 × 1,800 = KES 162,000。"),
        (C, "en", "KSh 162,000 (6 × 15 = 90 days at KSh 1,800)."),
        (C, "zh", "16.2万先令。"),
        (W, "en", "6 years 8 months rounds up to 7 years: 7 × 15 = 105 days × KES 1,800 = KES 189,000."),
        (W, "zh", "6年8个月按6.67年计：6.67 × 15 ≈ 100天，100 × 1,800 = 180,000先令。"),
        (W, "en", "Daily pay includes the housing allowance: (54,000 + 8,100) / 30 = 2,070; 90 days × 2,070 = "
                  "KES 186,300."),
        (W, "zh", "6 × 15 = 90天，日工资1,800先令，遣散费 90 × 1,800 = KES 172,000。"),
        (W, "zh", "KES 162,000（90天 × 1,800）。这笔钱已经包含通知期工资，公司不再另付。")]),

    # 第四章 一、（一）: under 12 months, 1.75 working days per full month → 5 × 1.75 = 8.75 working days.
    _s("mombasa", "年假 未满12个月 按月折算",
       "我入职刚满5个月，还没满一年。现在有几天年假？",
       [(C, "zh", "未满12个月的按每满1个月1.75个工作日折算：5 × 1.75 = 8.75个工作日。"),
        (C, "en", "5 full months × 1.75 = 8.75 working days of annual leave so far."),
        (C, "zh", "八点七五天（5 × 1.75）。"),
        (C, "zh", "目前可享８.７５个工作日年假；满12个月后改为每年21个工作日。"),
        (W, "zh", "入职后即享有全年21个工作日的年假。"),
        (W, "en", "No annual leave until you complete 12 months; after that you get 21 working days."),
        (W, "zh", "5 × 1.75 = 7.75个工作日。"),
        (W, "en", "Before 12 months leave accrues at 1.5 days a month: 5 × 1.5 = 7.5 days."),
        (W, "zh", "5 × 1.75 = 8.75个自然日。")]),

    # 第四章 一、（一）（三）: joined 2025-07-01, today 2026-07-01 = 12 months completed → 21 working days a year, no longer
    # pro rata; carry-over at most 7 days to 31 March.
    _s("mombasa", "年假 连续工作满12个月 21个工作日",
       "我是2025年7月1日入职的本地员工，到今天正好满12个月。我的年假是按21天算，还是继续按每月1.75天折算？",
       [(C, "zh", "今天正好满12个月，适用第（一）项：连续工作满12个月的，每年享有21个工作日带薪年假，不再按月折算。"),
        (C, "en", "You've completed 12 months today, so you now get the full 21 working days a year rather than 1.75 "
                  "per month."),
        (C, "zh", "按21天（工作日）算。"),
        (C, "en", "Full entitlement: 21 working days per year from now on."),
        (W, "zh", "要超过12个月才算满，今天刚好12个月，还是按每月1.75天折算。"),
        (W, "en", "You now get 21 calendar days of paid leave a year."),
        (W, "zh", "满12个月后，年假为每年24个工作日。"),
        (W, "en", "21 working days, but the full entitlement only starts on 1 January 2027; until then you keep "
                  "accruing 1.75 days a month."),
        (W, "zh", "按21个工作日算；没休完的最多可以结转10天，到次年3月31日前用完。")],
       today="2026-07-01"),

    # 第二章 三、: G5 is in G4–G6, KES 1,100 per night shift (local); a shift counts at 6 hours worked → 14 − 2 = 12
    # shifts → KES 13,200, paid with the next month's (August) salary.
    _s("mombasa", "夜班津贴 每班标准 职级",
       "我是G5级的设备司机（本地员工），7月一共上了14个夜班，其中有2个班因为设备故障只干了5个小时。7月的夜班津贴是多少？",
       [(C, "zh", "G5属于G4–G6档，本地员工每班KES 1,100。夜班实际工作满6小时才计一个，只干5小时的2个班不算，计12个夜班："
                  "12 × 1,100 = KES 13,200，随8月工资发放。"),
        (C, "en", "12 qualifying night shifts (the two 5-hour shifts don't count) × KES 1,100 = KES 13,200, paid with "
                  "your August salary."),
        (C, "zh", "| 项目 | 数值 |\n|---|---|\n| 职级档 | G4–G6 |\n| 每班标准 | KES 1,100 |\n| 有效夜班 | 14 − 2 = 12 |\n"
                  "| 夜班津贴 | KES 13,200 |"),
        (C, "zh", "一万三千二百先令（12班 × 1,100）。"),
        (W, "zh", "14个夜班都算：14 × 1,100 = KES 15,400。"),
        (W, "en", "Grade G5 gets Kshs. 1,600 per shift: 12 × 1,600 = Kshs. 19,200."),
        (W, "zh", "G4–G6档每班90元：12 × 90 = 1,080元人民币。"),
        (W, "en", "12 shifts × KES 1,100 = KES 12,200."),
        (W, "zh", "12 × 1,100 = KES 13,200，随7月工资一起发放。")]),

    # 第二章 四、 (一、二 of 第一章 for the currency): expatriate STS operator RMB 2,400 a month, under 10 shifts → halved
    # → 1,200元, paid by head office in China.
    _s("mombasa", "岗位津贴 岸桥司机 外派员工 上岗不足10个班次",
       "我是外派的岸桥（STS）司机，这个月只上岗操作了8个班次。岗位津贴是多少？",
       [(C, "zh", "当月上岗不足10个班次，岗位津贴减半：外派岸桥司机标准每月2,400元，减半为1,200元人民币。"),
        (C, "en", "The STS allowance for expatriates is RMB 2,400 a month; with only 8 shifts (under 10) it is halved "
                  "to RMB 1,200."),
        (C, "zh", "1200元（2400元的一半）。"),
        (C, "en", "RMB 1,200 this month — half rate because you operated fewer than 10 shifts."),
        (W, "zh", "外派岸桥司机每月2,400元，全额发放。"),
        (W, "en", "Half of KSh 18,000, i.e. KSh 9,000, paid with your Kenyan salary."),
        (W, "zh", "当月上岗不足10个班次的不发岗位津贴，这个月没有。"),
        (W, "en", "The allowance is pro-rated for months under 10 shifts: 2,400 × 8/10 = RMB 1,920."),
        (W, "zh", "岸桥外派标准1,600元，不足10班减半，发800元。")]),

    # 第三章 二、（一）: hourly 39,000 / 195 = 200; public holiday 8 × 200 × 2 = 3,200; working day 4 × 200 × 1.5 =
    # 1,200; total KSh 4,400 (housing allowance not in the base).
    _s("mombasa", "加班工资 工作日1.5倍 公共假日2倍",
       "我是本地员工，月基本工资KSh 39,000。上个月在公共假日加班8小时，平时工作日又加班4小时。加班工资一共多少？",
       [(C, "zh", "小时工资 = 39,000 ÷ 195 = 200先令。公共假日8小时按2倍：8 × 200 × 2 = 3,200；工作日4小时按1.5倍："
                  "4 × 200 × 1.5 = 1,200。合计KSh 4,400。"),
        (C, "en", "Hourly rate KSh 200 (39,000 / 195). Public holiday: 8 × 200 × 2 = 3,200; weekday: 4 × 200 × 1.5 = "
                  "1,200. Total KSh 4,400."),
        (C, "zh", "- 小时工资：KES 200\n- 公共假日：200% × 8h = KES 3,200\n- 工作日：150% × 4h = KES 1,200\n"
                  "- 合计：KES 4,400"),
        (C, "zh", "加班工资共四千四百先令。"),
        (W, "zh", "加班一律按1.5倍：12 × 200 × 1.5 = KSh 3,600。"),
        (W, "en", "Public holiday hours at 1.5× (8 × 200 × 1.5 = 2,400) and weekday hours at 2× (4 × 200 × 2 = "
                  "1,600): KSh 4,000."),
        (W, "zh", "小时工资按39,000 ÷ 30 ÷ 8 = 162.5先令：8 × 162.5 × 2 + 4 × 162.5 × 1.5 = 2,600 + 975 = KSh 3,575。"),
        (W, "en", "3,200 (holiday, 2×) + 1,200 (weekday, 1.5×) = KSh 4,200."),
        (W, "zh", "基数要加上住房补贴（39,000 × 15% = 5,850）：(39,000 + 5,850) ÷ 195 = 230先令/小时，"
                  "8 × 230 × 2 + 4 × 230 × 1.5 = 3,680 + 1,380 = KSh 5,060。")]),

    # 第三章 二、（二）: overtime form within 3 working days after the overtime; add_workdays 2026-07-17 (Fri) +3 →
    # 2026-07-22 (Wed); late forms are not paid.
    _d("2026-07-17",
       "今天（7月17日）我加了班，加班确认单最晚哪天要交到人力资源部？",
       [_q("加班确认单提交期限"), ("add_workdays", {"date": "2026-07-17", "days": 3})],
       [(C, "zh", "加班确认单须在加班后3个工作日内交到人力资源部。今天7月17日（周五），之后第3个工作日是7月22日（周三），"
                  "最晚那天交，逾期不予计发。"),
        (C, "en", "Within 3 working days after the overtime: from Friday 17 July that's Wednesday 22 July 2026 at the "
                  "latest. Late forms aren't paid."),
        (C, "zh", "最晚下周三（7月22日）。"),
        (C, "en", "Deadline: Wed 22/7/2026."),
        (W, "zh", "3天内提交，即7月20日（周一）前交。"),
        (W, "en", "Count today as day one: 17, 20, 21 — so Tuesday 21 July is the deadline."),
        (W, "zh", "最晚7月22日（周四）交到人力资源部。"),
        (W, "en", "You have 5 working days: the deadline is Friday 24 July 2026."),
        (W, "zh", "最晚7月22日（周三）；逾期提交的只按1倍工资计发。")],
       handbook="mombasa"),
]

HANDBOOK_CASES = ZURICH_CASES + KRAKOW_CASES + MOMBASA_CASES
