"""The handbook part of heldout25: three handbooks written for this set (in heldout25_handbooks/<folder>/handbook/),
24 questions on them (8 per handbook), 9 answers each (4 correct, 5 wrong), written by hand after reading each
call's real tool result (make_heldout25.py --part handbooks). Written by a helper who never read the answer check's
code nor ran the check.

Handbooks:
- bangkok_rubber_gloves ("bangkok"): a Chinese glove maker's factory in Rayong, Thailand; a Chinese plain-text (.txt)
  handbook in the government style (parts 一、…, items （一）… and 1. … under them, no 第N条). Thai staff are paid in
  泰铢, written ฿15,000 / THB 120.00 / 3,000 baht / 1.5万泰铢 / 15k THB; Chinese staff in 人民币. Daily wage = monthly
  ÷ 30, hourly = daily ÷ 8; overtime 1.5× on working days, holiday work within normal hours 1× extra for monthly-paid
  (2× for daily-paid) staff, holiday overtime 3×; annual leave 6 working days after 1 year, +1 a year, cap 12; 30
  paid sick working days a year; severance bands 30/120/180/240/300/400 days ("满3年不满6年"); diligence allowance
  ฿500 rising ฿100 a month to ฿800; meal money ฿60 for 2+ hours of overtime.
- riyadh_engineering_services ("riyadh"): a Chinese engineering contractor in Saudi Arabia; an English HTML handbook
  (<h2> "Article 12 – Overtime", paragraphs "12.1", a leave table and an end-of-service table). SAR / SR / riyals /
  SAR 1.2k for all staff, RMB only for Chinese staff's home-leave tickets. Overtime 150% of basic ÷ 30 ÷ 8; 6-hour
  Ramadan day for Muslim staff; annual leave 21 days, 30 after 5 full years (calendar days); sick leave 30 full /
  60 at three quarters / 30 unpaid; end-of-service award ½ month a year for 5 years then a month a year, pro rata;
  on resignation nothing / 1/3 / 2/3 / all at <2 / 2–5 / 5–10 / 10+ years; home-leave request 10 working days ahead
  on the Chinese calendar.
- lagos_telecom_towers ("lagos"): a Chinese telecom-tower builder in Nigeria; a Chinese Word (.docx) handbook built by
  make_lagos_docx.py (Heading 1 "第四章 薪酬福利", Heading 2 "4.3 住房补贴", one allowance table). 奈拉 written ₦250,000 /
  NGN 250,000.00 / N120k / ₦1.2m / 25万奈拉 for Nigerian staff, 人民币 and US$ for expatriates. Gross = basic + housing
  20% + transport 10%; pension 8% employee / 10% employer of that gross; NHF 2.5% of basic; annual leave 20 working
  days, 25 from 5 years; 13th month = basic × full months ÷ 12; overtime basic ÷ 22 ÷ 8, 1.5× / 2×; tower-climbing
  allowance ₦5,000 a day, cap ₦60,000 a month; expatriate home-leave request 15 working days ahead on the Chinese
  calendar.

Questions: rates and totals, boundaries (exactly 3 / 5 / 6 / 10 years, the 30th/31st and 40th sick day, the 12-day
leave cap, the 5-year leave step), caps, deadlines with the date tools (Riyadh and Lagos home leave, around 中秋 and
国庆 2026), and two rules the handbooks do not have (a Thai year-end bonus, a Nigerian education allowance).
Forms: one-liners, tables, lists, explanations; ฿ / THB / baht / 泰铢 / 万泰铢 / k, SAR / SR / riyals / 里亚尔,
₦ / NGN / 奈拉 / 万奈拉 / k / m, 元 / RMB / US$, 1.5× / 150% / 一倍半, 1/3 / 三分之一, 75% / 四分之三, 中文数字.
Errors (one per wrong answer): another band's value, a boundary read the wrong way, a cap not applied or invented,
currency confused, wrong base (basic vs gross, basic vs basic + housing), wrong divisor, pro-rata slips, arithmetic
slips, magnitude slips (1.5万 read as 1,500), wrong unit (calendar vs working days), wrong weekday or date, an
invented rule, a missing "not in the handbook".

Audit (handbook part): a blind re-check of all 24 questions and 216 answers against the three handbook texts, the
search hits each case really retrieves (make_heldout25.py --part handbooks), the arithmetic and the 2026 Chinese
calendar (chinese_calendar: 9/15 Tue, 9/18 Fri, 9/19 Sat, 10/9 Fri, 10/12 Mon; 中秋 9/25–27, 国庆 10/1–7, make-up
9/20 and 10/10). Every correct answer is fully right, answers the whole question and uses only retrieved clauses;
every wrong answer carries one clear error, and no search had to change. One edit: the bangkok overtime answer
denying the meal money said it "only starts at 3 hours", contradicting itself for a 3-hour overtime; now "only
starts after 3 hours" (same single error: the 2-hour threshold). Labels unchanged; final counts 24 questions, 216
answers, 96 correct, 120 wrong.
"""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

HANDBOOKS = {"bangkok": "bangkok_rubber_gloves", "riyadh": "riyadh_engineering_services",
             "lagos": "lagos_telecom_towers"}

HANDBOOK_CASES = [
    # ---------------------------------------------------------------- bangkok (.txt, Chinese)
    # 三、（一）1–2: hourly = 18,000 ÷ 30 ÷ 8 = ฿75; working-day overtime 1.5× = ฿112.5 an hour; 3 h = ฿337.5.
    # 五、（三）: 2+ hours of overtime → ฿60 meal money (extra fact).
    _s("bangkok", "工作日加班费 小时工资 1.5倍 月工资÷30", "我是月薪制员工，月薪18,000泰铢，周三下班后加班了3小时，加班费是多少？", [
        (C, "zh", "日工资 18,000÷30=600泰铢，小时工资 600÷8=75泰铢；工作日加班按1.5倍，即每小时112.5泰铢，3小时共 ฿337.50。"
                  "另外加班满2小时，当天还能领60泰铢餐费。"),
        (C, "en", "Overtime pay: 3 h × (฿18,000 ÷ 30 ÷ 8 = ฿75) × 1.5 = ฿337.50 (THB 337.50). You also qualify for the "
                  "60-baht meal money, since you did 2 hours or more of overtime."),
        (C, "zh", "| 项目 | 金额 |\n|---|---|\n| 小时工资 | 75泰铢 |\n| 加班倍数 | 一倍半（112.5泰铢/小时） |\n"
                  "| 3小时加班费 | 337.5泰铢 |"),
        (C, "zh", "337.5泰铢（75×1.5×3）。"),
        (W, "zh", "小时工资按 18,000÷26÷8≈86.54泰铢计算，工作日加班1.5倍，3小时加班费约389.4泰铢。"),
        (W, "zh", "工作日加班按小时工资的3倍：75×3×3=675泰铢。"),
        (W, "zh", "小时工资75泰铢，乘1.5倍是112.5泰铢，3小时共 ฿237.50。"),
        (W, "en", "฿337.50 for the overtime (75 × 1.5 × 3). No meal money, though: meal money only starts after 3 hours of "
                  "overtime."),
        (W, "zh", "加班费 3×75×1.5 = 337.5元人民币。"),
    ]),
    # 三、（一）1, 3, 4: hourly = 15,000 ÷ 30 ÷ 8 = ฿62.5; holiday work in normal hours, monthly-paid: 1× extra
    # → 8 × 62.5 = ฿500; holiday overtime 3× → 2 × 187.5 = ฿375; total ฿875 on top of the monthly wage.
    _s("bangkok", "公众假日 正常工时内工作 月薪制员工 另付1倍 正常工时以外加班3倍",
       "我是月薪制员工，月薪1.5万泰铢。公众假日那天我上了8小时正常班，之后又加班2小时，这一天除月薪外能额外拿多少？（不算餐费）", [
        (C, "zh", "额外875泰铢：假日正常工时8小时，月薪制员工另付1倍小时工资 = 62.5×8 = 500泰铢；正常工时以外加班2小时按3倍 = "
                  "62.5×3×2 = 375泰铢。"),
        (C, "en", "THB 875.00 on top of your monthly salary — 8 h × ฿62.50 (1× extra) = ฿500, plus 2 h × ฿187.50 "
                  "(3×) = ฿375."),
        (C, "zh", "- 小时工资：15,000÷30÷8 = 62.5泰铢\n- 假日正常工时：另付一倍，500泰铢\n- 假日加班：三倍，375泰铢\n"
                  "合计：875 baht"),
        (C, "en", "875 baht. (Had you been daily-paid, the 8 normal hours would have been paid at 2× the hourly wage "
                  "instead.)"),
        (W, "zh", "假日正常工时按2倍：62.5×2×8 = 1,000泰铢，加班2小时按3倍 = 375泰铢，共1,375泰铢。"),
        (W, "zh", "正常工时另付1倍：500泰铢；加班2小时按1.5倍：2×62.5×1.5 = 187.5泰铢；合计687.5泰铢。"),
        (W, "en", "Hourly wage = 1,500 ÷ 30 ÷ 8 = ฿6.25, so the extra is 8 × 6.25 + 2 × 18.75 = ฿87.50."),
        (W, "zh", "公众假日每天最多按8小时计发，超出的2小时不另计，所以额外只拿500泰铢（62.5×8）。"),
        (W, "en", "8 × ฿62.50 = ฿500 for the holiday hours and 2 × ฿187.50 = ฿375 for the overtime, ฿975 in total."),
    ]),
    # 九、（二）3: exactly 3 years → band 满3年不满6年 → 180 days' pay at 20,000 ÷ 30 → ฿120,000;
    # 九、（三）: paid in one lump sum on the day the contract ends.
    _s("bangkok", "解除劳动合同补偿标准 连续工作年限 满3年不满6年 180天工资",
       "我月薪฿20,000，入职正好满3年那天被公司解除合同（不是因为违纪），补偿能拿多少？", [
        (C, "zh", "正好满3年落在“满3年不满6年”这一档，补偿180天工资：20,000÷30×180 = ฿120,000（12万泰铢）。"),
        (C, "en", "Exactly 3 years puts you in the 3-to-under-6-years band: 180 days' pay = 180 × (20,000 ÷ 30) = "
                  "THB 120,000.00, paid in one lump sum on the day the contract ends."),
        (C, "zh", "补偿12万泰铢，相当于180天（6个月）工资。"),
        (C, "zh", "120k THB（180天×每天฿666.67）。"),
        (W, "zh", "满3年还属于“满1年不满3年”档，补偿120天工资，即80,000泰铢。"),
        (W, "en", "You get 240 days' pay: 240 × ฿666.67 = ฿160,000."),
        (W, "zh", "补偿为180天工资，20,000÷30×180，合计1.2万泰铢。"),
        (W, "zh", "日工资按20,000÷21.75≈919.54泰铢计算，180天约165,517泰铢。"),
        (W, "en", "180 days' pay, i.e. ฿120,000, paid in six monthly instalments after you leave."),
    ]),
    # 九、（二）4: exactly 6 years → band 满6年不满10年 → 240 days at 24,000 ÷ 30 = ฿800 → ฿192,000; 九、（三） lump sum.
    _s("bangkok", "severance pay 解除劳动合同补偿 满6年不满10年 240天工资",
       "Monthly wage 24,000 baht, exactly 6 years of service today, and the company ends my contract (no misconduct). "
       "What severance do I get?", [
        (C, "en", "240 days' pay, since exactly 6 years falls in the '6 years to under 10 years' band: 24,000 ÷ 30 = "
                  "฿800 a day × 240 = ฿192,000."),
        (C, "en", "THB 192,000.00 (240 days × 800 baht)."),
        (C, "zh", "满6年适用“满6年不满10年”档，补偿240天工资：800泰铢×240 = 19.2万泰铢。"),
        (C, "zh", "可拿192,000泰铢，相当于8个月工资，在合同终止当天一次性支付。"),
        (W, "en", "Exactly 6 years still counts in the 3-to-6-year band: 180 days × ฿800 = ฿144,000."),
        (W, "zh", "240天×800泰铢 = 182,000泰铢。"),
        (W, "zh", "满6年按300天工资计算：300×800 = 24万泰铢。"),
        (W, "en", "192,000 RMB — 240 days at 800 yuan a day."),
        (W, "zh", "按240天计算是192,000泰铢，但补偿最高不超过15万泰铢，所以实拿฿150,000。"),
    ]),
    # 五、（一）: Jan ฿500, Feb 600, Mar 700, Apr 800 (cap); May late → nothing; June restarts at ฿500.
    _s("bangkok", "全勤奖 连续全勤 增加100泰铢 最高฿800",
       "我是泰籍生产线员工，从今年1月起每个月都全勤，4月的全勤奖是多少？如果5月迟到了一次，6月又全勤，6月拿多少？", [
        (C, "zh", "4月是连续第4个全勤月：500→600→700→800，4月拿฿800（已到最高额）。5月迟到，当月没有全勤奖；6月重新从฿500起算。"),
        (C, "en", "April: ฿800 (Jan 500, Feb 600, Mar 700, Apr 800 — the maximum). May: nothing, because of the late "
                  "arrival. June: back to ฿500."),
        (C, "zh", "| 月份 | 全勤奖 |\n|---|---|\n| 1月 | ฿500 |\n| 2月 | ฿600 |\n| 3月 | ฿700 |\n| 4月 | ฿800 |\n"
                  "| 5月 | 0 |\n| 6月 | ฿500 |"),
        (C, "zh", "4月八百泰铢，6月五百泰铢。"),
        (W, "zh", "全勤奖每多一个月加100泰铢：4月是500+4×100=900泰铢；6月重新从500泰铢起算。"),
        (W, "en", "April: ฿800. June: ฿800 again — one late arrival only costs you May's allowance and your level is "
                  "kept."),
        (W, "zh", "4月是连续第4个月，全勤奖฿700；6月重新从฿500起算。"),
        (W, "zh", "4月THB 800；6月THB 600，因为5月重新起算，6月再升一档。"),
        (W, "zh", "4月可拿800元人民币，6月500元人民币。"),
    ]),
    # 四、（二）1–2: after 6 full years 6 + 5 = 11 working days; after 9 years the formula gives 14, cap 12 working
    # days (reached at 7 years). 四、（二）3: carry-over until 31 March (extra fact).
    _s("bangkok", "年假 入职满1年6个工作日 每多满1年增加 最多12个工作日",
       "我入职已经满6年了，今年年假有几天？我同事满9年，他呢？", [
        (C, "zh", "你满6年：6+5=11个工作日；同事满9年：按每年加1天算是14天，但年假最多12个工作日，所以是12个工作日。"),
        (C, "en", "You: 11 working days (6 days after year 1, plus 1 for each of years 2 to 6). Your colleague: 12 "
                  "working days — the cap, which is reached at 7 years."),
        (C, "zh", "你十一个工作日，同事十二个工作日（已封顶）。"),
        (C, "en", "11 and 12 working days respectively. Unused days can be carried over until 31 March of the next year."),
        (W, "zh", "你11个工作日，同事6+8=14个工作日。"),
        (W, "en", "6 years: 6 + 6 = 12 working days; 9 years: also 12, the cap."),
        (W, "zh", "你有11天（自然日，含休息日），同事12天（自然日）。"),
        (W, "zh", "满6年是10个工作日，满9年是12个工作日（封顶）。"),
        (W, "en", "You get 11 working days, and your colleague gets 11 too, because leave stops increasing after 6 "
                  "years."),
    ]),
    # 四、（三）1–2: 30 paid sick working days a year; day 30 is paid (normal wage), day 31 is unpaid. 四、（三）3:
    # 3+ consecutive days need a certificate (extra fact).
    _s("bangkok", "带薪病假30个工作日 超过30个工作日无薪病假",
       "今年我已经请了29个工作日病假（都有医生证明），如果接下来再病两天，第30天和第31天的病假有工资吗？", [
        (C, "zh", "第30天还在每年30个工作日的带薪病假之内，照发正常工资；第31天超过了30个工作日，是无薪病假。"),
        (C, "en", "Day 30: paid at your normal wage (it is the last of your 30 paid sick days). Day 31: unpaid — sick "
                  "leave beyond 30 working days in a year is unpaid."),
        (C, "zh", "第30天有工资，第31天没有。连续病假3天及以上仍要交医生证明。"),
        (C, "en", "- 30th day: paid in full\n- 31st day: unpaid sick leave"),
        (W, "zh", "第30天起就是无薪病假，这两天都没有工资。"),
        (W, "en", "Both days are paid: with a doctor's certificate, sick leave beyond 30 days is paid as well."),
        (W, "zh", "第30天全薪，第31天起按50%工资支付。"),
        (W, "en", "Day 30 is paid and day 31 is unpaid. Note that the 30 days are calendar days, so weekends you were "
                  "off sick also count toward them."),
        (W, "zh", "第30天有薪，第31天无薪；无薪病假最多再请30天，超过就会被解除合同。"),
    ]),
    # Not in the handbook: no year-end bonus or 13th-month pay (the search returns severance, 六、（三） the April
    # pay review and 一、（三） pay days, none of them a bonus).
    _s("bangkok", "年终奖 第十三个月工资", "泰籍员工有没有年终奖或者第13个月工资？一般发多少？", [
        (C, "zh", "手册里没有年终奖或第13个月工资的规定，查到的只有每年4月的年度调薪、工资发放日和解除合同补偿，没法告诉你发多少，建议问人事部。"),
        (C, "en", "The handbook doesn't mention a year-end bonus or a 13th-month salary, so I can't give you an amount — "
                  "please check with HR."),
        (C, "zh", "员工手册没有规定年终奖或第十三个月工资。"),
        (C, "en", "Not covered by the handbook: there is no 13th-month or annual bonus rule in it (the closest item is "
                  "the pay review every April)."),
        (W, "zh", "有，泰籍员工每年12月发第13个月工资，金额为一个月工资。"),
        (W, "en", "Yes — after one year of service you get a year-end bonus of 30 days' pay."),
        (W, "zh", "有年终奖，按绩效发放，每年4月随调薪一起发，一般为月工资的3%至8%。"),
        (W, "zh", "有，全年都全勤的员工年底可拿฿5,000年终奖。"),
        (W, "zh", "有，年终奖为两个月工资，每年1月发放，中方员工以人民币发放。"),
    ]),
    # ---------------------------------------------------------------- riyadh (.html, English)
    # 12.2: 150% of the basic hourly wage, allowances excluded; 5.4: 9,600 ÷ 30 ÷ 8 = SAR 40 → SAR 60/h × 5 = SAR 300.
    _d("2026-06-15", "My basic wage is SAR 9,600 and I also get the 25% housing allowance. I worked 5 hours of overtime "
                     "on a normal working day. How much is my overtime pay?",
       [_q("overtime pay 150% of the basic hourly wage"),
        _q("daily and hourly basic wage: monthly basic divided by 30, divided by 8")], [
        (C, "en", "SAR 300. Hourly basic = 9,600 ÷ 30 ÷ 8 = SAR 40; overtime is paid at 150%, i.e. SAR 60 an hour × 5 "
                  "hours. The housing allowance is not part of the overtime rate."),
        (C, "zh", "5×40×1.5 = 300里亚尔。"),
        (C, "zh", "加班费300里亚尔：小时基本工资9,600÷30÷8=40里亚尔，按150%计每小时60里亚尔，5小时共SAR 300；住房补贴不计入加班费基数。"),
        (C, "en", "| Item | Amount |\n|---|---|\n| Hourly basic wage | SR 40 |\n| Overtime rate (150%) | SR 60/h |\n"
                  "| 5 hours | SR 300 |"),
        (W, "en", "Basic plus housing is SAR 12,000, so the hourly wage is 12,000 ÷ 240 = SAR 50; × 1.5 × 5 hours = "
                  "SAR 375."),
        (W, "zh", "按基本小时工资的两倍计：40×2×5=400里亚尔。"),
        (W, "en", "9,600 ÷ 30 ÷ 8 = 40; 40 × 1.5 = 60; 60 × 5 = SAR 360."),
        (W, "zh", "加班费为300元人民币（每小时40元的150%，共5小时）。"),
        (W, "en", "Hourly = 9,600 ÷ 26 ÷ 8 ≈ SAR 46.15; × 1.5 × 5 ≈ SAR 346."),
    ], handbook="riyadh"),
    # 18.1: 5 × ½ × 12,000 + 2.5 × 12,000 = 30,000 + 30,000 = SAR 60,000 (pro rata for the half year);
    # 18.2: termination → full SAR 60,000; resignation at 7.5 years → "5 to less than 10" → 2/3 = SAR 40,000.
    _d("2026-06-15", "My last basic wage is SAR 12,000 and I have 7 years 6 months of service. What end-of-service "
                     "award would I get if I resign now, and what if the company terminates my contract instead?",
       [_q("end-of-service award half a month's basic wage first five years full month after"),
        _q("end-of-service award on resignation one third two thirds table")], [
        (C, "en", "Full award = 5 × ½ × 12,000 + 2.5 × 12,000 = 30,000 + 30,000 = SAR 60,000. If the company "
                  "terminates: the full SAR 60,000. If you resign: 7.5 years is in the '5 years to less than 10 years' "
                  "band, so two thirds = SAR 40,000."),
        (C, "zh", "辞职：可拿三分之二，即40,000里亚尔；公司解除：全额60,000里亚尔。（前5年每年半个月基本工资共3万，后2.5年每年一个月共3万）"),
        (C, "en", "| Case | Award |\n|---|---|\n| You resign | SAR 40,000 (2/3) |\n| Company terminates | SAR 60,000 "
                  "(full) |"),
        (C, "zh", "公司解除拿SAR 60k，自己辞职拿SAR 40k。"),
        (W, "en", "Resign: one third of 60,000 = SAR 20,000; terminated: SAR 60,000."),
        (W, "zh", "全额：5×6,000 + 2×12,000 = 54,000里亚尔（不满一年的部分不算）；辞职拿三分之二36,000里亚尔，公司解除拿54,000里亚尔。"),
        (W, "en", "Every year counts at half a month: 7.5 × 6,000 = SAR 45,000 if terminated; two thirds = SAR 30,000 "
                  "if you resign."),
        (W, "zh", "公司解除：60,000里亚尔；辞职按三分之二：60,000×1/2 = 30,000里亚尔。"),
        (W, "en", "Using basic plus housing (SAR 15,000): full award SAR 75,000 on termination, two thirds = SAR 50,000 "
                  "on resignation."),
    ], handbook="riyadh"),
    # 18.1: 5 × ½ × 9,000 = SAR 22,500; 18.2 table: exactly 5 years → "5 years to less than 10 years" → 2/3 = 15,000.
    _d("2026-06-15", "我基本工资SAR 9,000，入职刚好满5年，现在辞职，end-of-service award能拿多少？",
       [_q("end-of-service award half a month's basic wage first five years"),
        _q("resignation share of award 5 years to less than 10 years two thirds")], [
        (C, "zh", "满5年整属于“5年至不满10年”档，辞职可拿三分之二。全额奖金 = 5×半个月基本工资 = 5×4,500 = 22,500里亚尔，三分之二即15,000里亚尔。"),
        (C, "en", "SAR 15,000 — two thirds of the SAR 22,500 award (5 × half of 9,000), because exactly 5 years is "
                  "already in the 5-to-10 band."),
        (C, "zh", "15,000里亚尔（SR 15k）。"),
        (C, "en", "Award for 5 years: 5 × SAR 4,500 = 22,500. Resigning at exactly 5 years → 2/3 → SAR 15,000. (Resigning "
                  "with 2 to under 5 years would have got only one third.)"),
        (W, "zh", "刚满5年仍按“2年至不满5年”，只拿三分之一：22,500÷3 = 7,500里亚尔。"),
        (W, "en", "5 × 9,000 = SAR 45,000, and two thirds of that is SAR 30,000."),
        (W, "zh", "全额22,500里亚尔，辞职拿三分之二，约14,000里亚尔。"),
        (W, "en", "You get the full SAR 22,500, because you have completed 5 years."),
        (W, "zh", "试用期3个月不计入服务年限，只算4.75年：4.75×4,500 = 21,375，三分之二为14,250里亚尔。"),
    ], handbook="riyadh"),
    # 18.1: 5 × 4,000 + 5 × 8,000 = SAR 60,000; 18.2 table: exactly 10 years → "10 years or more" → the full award.
    _d("2026-06-15", "I'm resigning after exactly 10 years with a last basic wage of SAR 8,000. What end-of-service "
                     "award do I get?",
       [_q("end-of-service award half a month's basic wage first five years"),
        _q("resignation 10 years or more full award")], [
        (C, "en", "SAR 60,000 — at exactly 10 years you are in the '10 years or more' band, so the full award is paid: "
                  "5 × 4,000 + 5 × 8,000."),
        (C, "zh", "满10年辞职可拿全额：前5年每年半个月（4,000）共20,000，后5年每年一个月共40,000，合计60,000里亚尔。"),
        (C, "en", "The full award, 60,000 riyals."),
        (C, "zh", "六万里亚尔（全额，不打折）。"),
        (W, "zh", "满10年算在“5年至不满10年”这一档的顶端，只拿三分之二：40,000里亚尔。"),
        (W, "zh", "前5年20,000，后5年40,000，全额70,000里亚尔。"),
        (W, "en", "10 × 8,000 = SAR 80,000, paid in full."),
        (W, "zh", "按基本工资加住房补贴（10,000）计算：25,000+50,000 = 75,000里亚尔，全额发放。"),
        (W, "en", "The award is SAR 60,000, but awards on resignation are capped at 6 months' basic, so you get "
                  "SAR 48,000."),
    ], handbook="riyadh"),
    # 14.1 leave table: sick days 31–90 → three quarters (75%); 15.2: the percentage applies to the basic wage,
    # housing and transport continue in full. Daily basic 6,000 ÷ 30 = SAR 200 → day 40 = SAR 150.
    _d("2026-06-15", "My basic wage is SAR 6,000. I've been on sick leave a lot this service year — tomorrow will be my "
                     "40th sick day. What am I paid for that day, and what about my housing and transport allowances?",
       [_q("sick leave days 31 to 90 three quarters pay"),
        _q("sick-leave pay percentages apply to the basic wage allowances continue")], [
        (C, "en", "Day 40 is in the days 31–90 band, so you get three quarters of your basic: 6,000 ÷ 30 = SAR 200 a "
                  "day × 75% = SAR 150 for that day. Your housing and transport allowances continue in full."),
        (C, "zh", "第40天属于第31至90天，按基本工资的四分之三：日基本工资200里亚尔×75% = 150里亚尔；住房和交通补贴照常全额发放。"),
        (C, "en", "- Band: days 31–90 → 75% pay\n- Daily basic: SR 200\n- Day 40: SR 150\n- Allowances: paid in full"),
        (C, "zh", "那天拿150里亚尔（基本工资的四分之三），补贴不受影响。"),
        (W, "en", "Day 40 is still full pay — SAR 200 — because the first 60 sick days are paid in full; allowances "
                  "continue."),
        (W, "zh", "按75%发150里亚尔；但病假期间住房和交通补贴停发。"),
        (W, "en", "Three quarters of your daily pay including housing and transport: (6,000 + 1,500 + 500) ÷ 30 × 75% = "
                  "SAR 200; the allowances themselves continue."),
        (W, "zh", "按三分之二计：200×2/3≈133.33里亚尔；住房和交通补贴照发。"),
        (W, "zh", "第40天没有工资，因为只有前30天病假带薪；补贴也一起停发。"),
    ], handbook="riyadh"),
    # 14.1: 30 days a year with 5 full years or more, calendar days (rest days and holidays inside count);
    # 14.2: joined 1 Feb 2020 → 5 full years on 1 Feb 2025 (the pro-rata year was 2025) → 2026: 30 days.
    _d("2026-06-15", "I joined on 1 February 2020. How many days of annual leave do I get this year (2026)?",
       [_q("annual leave 30 days after 5 full years of service"),
        _q("annual leave days are calendar days leave entitlements table")], [
        (C, "en", "30 days. You completed 5 full years on 1 February 2025, so in 2026 you get the full 30 days a year "
                  "(calendar days — rest days and holidays inside your leave count as leave days)."),
        (C, "zh", "今年有30天年假（按自然日计）。你2025年2月1日已满5年，适用“满5年及以上每年30天”那一档。"),
        (C, "en", "Thirty calendar days."),
        (C, "zh", "30天。未满5年每年21天，满5年后每年30天；你已服务6年多，早已超过5年。"),
        (W, "en", "21 days — the 30-day entitlement only starts after 6 full years of service."),
        (W, "zh", "今年有30个工作日的年假，休息日不计入。"),
        (W, "en", "Your 2026 leave is pro rated: 21 days for January plus 30 days for the rest of the year, about 29 "
                  "days."),
        (W, "zh", "满5年是30天，此后每多满1年再加1天，你已满6年，所以今年31天。"),
        (W, "zh", "21天基本年假，加上满5年后另加的30天，一共51天。"),
    ], handbook="riyadh"),
    # 3.2: Ramadan day for Muslim staff 6 h → 2 overtime hours a day × 5 = 10 h (12.1); 5.4: 8,400 ÷ 30 ÷ 8 = SAR 35;
    # 12.2: 150% → SAR 52.50/h → SAR 525.
    _d("2026-03-02", "I'm a Muslim technician with a basic wage of SAR 8,400. During Ramadan I worked 8 hours a day on "
                     "5 working days because of a deadline. How much overtime am I owed?",
       [_q("Ramadan working hours Muslim employees 6 hours a day"), _q("overtime 150% of the basic hourly wage"),
        _q("daily and hourly basic wage: monthly basic divided by 30, divided by 8")], [
        (C, "en", "SAR 525. In Ramadan your normal day is 6 hours, so 2 hours a day × 5 days = 10 overtime hours; the "
                  "hourly basic is 8,400 ÷ 30 ÷ 8 = SAR 35, and at 150% that is SAR 52.50 an hour."),
        (C, "zh", "斋月期间穆斯林员工每天正常工时6小时，你每天多干2小时，5天共10小时加班；"
                  "小时工资8,400÷30÷8 = 35里亚尔，按一倍半计52.5里亚尔，合计525里亚尔。"),
        (C, "en", "10 OT hours × SR 52.50 = SR 525."),
        (C, "zh", "加班10小时，加班费SAR 525。"),
        (W, "en", "Nothing — 8 hours is the normal working day, so no overtime arises."),
        (W, "zh", "斋月每天6小时，所以小时工资 = 8,400÷30÷6≈46.67里亚尔，加班费10×46.67×1.5 = 700里亚尔。"),
        (W, "en", "Ramadan hours are 6 a day, so 2 overtime hours × 5 days = 10 hours × SAR 35 = SAR 350."),
        (W, "zh", "按基本工资加住房补贴（10,500）计：小时工资43.75里亚尔×1.5×10小时 = 656.25里亚尔。"),
        (W, "en", "10 overtime hours × SAR 52.50 = SAR 575."),
    ], handbook="riyadh"),
    # 16.2 + add_workdays(2026-10-09, -10) on the Chinese calendar: latest Sat 2026-09-19, not a working day → on a
    # working day Fri 2026-09-18 (中秋 9/25 and 国庆 10/1–7 skipped, Sun 9/20 a make-up working day);
    # 16.1: one return economy ticket up to RMB 6,000 per trip, reimbursed in China.
    _d("2026-09-10", "I'm a Chinese engineer in Riyadh planning to fly home on Friday 9 October 2026. By when must my "
                     "home-leave request reach the head office, and how much of the ticket will the company cover?",
       [_q("home-leave request 10 working days before departure Chinese national working-day calendar"),
        _q("home leave return air ticket reimbursed RMB Chinese staff"),
        ("add_workdays", {"date": "2026-10-09", "days": -10})], [
        (C, "en", "Counting 10 working days back on the Chinese calendar (Mid-Autumn on 25 Sep and National Day 1–7 Oct "
                  "are skipped, Sunday 20 Sep is a make-up working day), the request must reach head office by "
                  "Saturday 19 September at the latest — in practice by Friday 18 September, the last working day "
                  "before that. The company reimburses one return economy ticket up to RMB 6,000, paid in China."),
        (C, "zh", "最晚9月18日（周五）送达总部（按国内工作日历倒数10个工作日，"
                  "理论上最晚是9月19日周六，但那天不上班）；往返经济舱机票报销上限人民币6,000元。"),
        (C, "en", "Deadline: Fri 18 Sep 2026 (19 Sep is a Saturday, not a working day). Ticket: up to RMB 6,000 for "
                  "the return trip."),
        (C, "zh", "最晚9/18（周五）交；机票最多报6,000元人民币，凭原始机票和登机牌在国内报销。"),
        (W, "en", "By Friday 18 September; the company covers the return ticket up to SAR 6,000."),
        (W, "zh", "往前数10个工作日，最晚9月25日（周五）提交；机票最多报人民币6,000元。"),
        (W, "en", "By Thursday 18 September 2026; the ticket is covered up to RMB 6,000."),
        (W, "zh", "最晚9月18日（周五）提交；机票单程最多报人民币6,000元，往返最多12,000元。"),
        (W, "en", "By Friday 18 September; the company pays the ticket in full with no limit, since it is your annual "
                  "home leave."),
    ], handbook="riyadh"),
    # ---------------------------------------------------------------- lagos (.docx, Chinese)
    # 4.2–4.4: gross = 380,000 + 20% (76,000) + 10% (38,000) = ₦494,000.
    _s("lagos", "月度应发工资 住房补贴 基本工资的20% 交通补贴 10%",
       "我是尼方员工，基本工资₦380,000，没住公司宿舍，每月应发工资（不含加班和现场津贴）是多少？", [
        (C, "zh", "住房补贴20% = ₦76,000，交通补贴10% = ₦38,000，月度应发工资 = 380,000+76,000+38,000 = ₦494,000。"),
        (C, "zh", "月度应发工资：NGN 494,000.00（基本工资₦380,000 + 住房补贴₦76,000 + 交通补贴₦38,000）。"),
        (C, "zh", "₦494k，即49.4万奈拉。"),
        (C, "en", "| Item | Amount |\n|---|---|\n| Basic | ₦380,000 |\n| Housing (20%) | ₦76,000 |\n"
                  "| Transport (10%) | ₦38,000 |\n| Gross | ₦494,000 |"),
        (W, "zh", "住房补贴按25%为95,000奈拉，交通补贴38,000奈拉，月度应发工资513,000奈拉。"),
        (W, "en", "Housing ₦76,000 plus a flat transport allowance of ₦50,000: gross ₦506,000."),
        (W, "zh", "380,000×1.3 = 484,000奈拉。"),
        (W, "zh", "基本₦380k + 住房₦76k + 交通₦38k = 每月₦4.94m。"),
        (W, "zh", "应发工资为494,000奈拉扣除8%养老金后的454,480奈拉。"),
    ]),
    # 5.1: base = basic + housing + transport = 400,000 × 1.3 = ₦520,000; employee 8% = ₦41,600; employer 10% = ₦52,000.
    _s("lagos", "养老金 员工缴纳8% 公司10% 基本工资+住房补贴+交通补贴",
       "我基本工资₦400,000，每月养老金个人要扣多少？公司再交多少？", [
        (C, "zh", "养老金基数 = 基本工资+住房补贴+交通补贴 = 400,000×1.3 = ₦520,000。个人8% = ₦41,600，公司10% = ₦52,000。"),
        (C, "en", "Employee: ₦41,600 (8% of ₦520,000); employer: ₦52,000 (10%). The base is basic + housing (20%) + "
                  "transport (10%)."),
        (C, "zh", "个人扣41,600奈拉，公司交52,000奈拉，两者合计93,600奈拉。"),
        (C, "en", "You pay NGN 41,600.00 a month; the company adds NGN 52,000.00."),
        (W, "zh", "个人：400,000×8% = 32,000奈拉；公司：400,000×10% = 40,000奈拉。"),
        (W, "en", "Employee 10% = ₦52,000; employer 8% = ₦41,600."),
        (W, "zh", "基数520,000奈拉：个人8%为41,600奈拉，公司10%为50,200奈拉。"),
        (W, "zh", "520,000奈拉的8%是41,600奈拉，但个人缴纳每月最多30,000奈拉，所以你扣₦30,000；公司交₦52,000。"),
        (W, "zh", "个人扣41,600奈拉；公司只按2.5%配缴，即13,000奈拉。"),
    ]),
    # 4.5: joined 1 August (counts as a full month) → Aug–Dec = 5 full months → 360,000 × 5 ÷ 12 = ₦150,000, paid
    # with the December wage.
    _s("lagos", "第十三个月工资 当年入职 完整月数折算",
       "I joined on 1 August 2026 with a basic wage of ₦360,000. How much 13th-month pay will I get this December?", [
        (C, "en", "₦150,000 — you'll have 5 full months (August to December; joining on the 1st makes August count), "
                  "so 360,000 × 5 ÷ 12."),
        (C, "zh", "入职当月自1日起在职的计为完整月，8月至12月共5个完整月：360,000×5÷12 = 150,000奈拉，12月随工资发放。"),
        (C, "en", "NGN 150,000.00, paid with your December salary."),
        (C, "zh", "15万奈拉。"),
        (W, "en", "August doesn't count because you joined during it, so 4 months: ₦120,000."),
        (W, "zh", "8月到12月共6个月：360,000×6÷12 = 180,000奈拉。"),
        (W, "en", "A full month's basic: ₦360,000."),
        (W, "zh", "按月度应发工资468,000计：468,000×5÷12 = 195,000奈拉。"),
        (W, "en", "₦150,000, paid with your January 2027 salary."),
    ], today="2026-09-15"),
    # 4.7 table: ₦5,000 a climbing day, cap ₦60,000 a month; several climbs a day = one day; 14 × 5,000 = 70,000 → 60,000.
    _s("lagos", "登塔作业津贴 每个登塔作业日 每月上限",
       "我是尼方登塔工，11月一共有14个登塔作业日（其中几天一天爬了两次塔），登塔作业津贴能拿多少？", [
        (C, "zh", "14天×₦5,000 = ₦70,000，超过每月上限₦60,000，按上限发₦60,000；同一天多次登塔只算一天，不会多算。"),
        (C, "en", "₦60,000 — 14 days × ₦5,000 would be ₦70,000, but the monthly cap for Nigerian staff is ₦60,000."),
        (C, "zh", "6万奈拉（封顶）。"),
        (C, "zh", "封顶NGN 60,000.00，超出上限的₦10,000不发。"),
        (W, "zh", "14×5,000 = 70,000奈拉，全额发放。"),
        (W, "en", "₦70,000 — the monthly cap only applies to expatriate staff."),
        (W, "zh", "每月上限是N120k，所以70,000奈拉全拿。"),
        (W, "en", "14 × ₦5,000 = ₦7,000, well under the cap, so ₦7,000."),
        (W, "zh", "14×15 = 210美元，超过上限200美元，拿US$200。"),
    ], today="2026-12-02"),
    # 4.6: hourly = 352,000 ÷ 22 ÷ 8 = ₦2,000; Wednesday 4 h × 1.5 = ₦12,000; Saturday (rest day, 2.1) 5 h × 2 = ₦20,000;
    # total ₦32,000.
    _s("lagos", "加班费 小时工资 基本工资÷22÷8 休息日2倍",
       "我基本工资₦352,000，上周三加班4小时，周六又加班5小时，加班费一共多少？", [
        (C, "zh", "小时工资 = 352,000÷22÷8 = ₦2,000。周三：4×2,000×1.5 = ₦12,000；周六是休息日：5×2,000×2 = ₦20,000；合计₦32,000。"),
        (C, "en", "₦32,000 in total: ₦12,000 for Wednesday (1.5×) plus ₦20,000 for Saturday (2×, a rest day), at an "
                  "hourly rate of ₦2,000."),
        (C, "zh", "| 日期 | 小时 | 倍数 | 金额 |\n|---|---|---|---|\n| 周三 | 4 | 1.5 | ₦12,000 |\n| 周六 | 5 | 2 | ₦20,000 |\n"
                  "| 合计 | | | ₦32,000 |"),
        (C, "zh", "加班费合计NGN 32,000.00。"),
        (W, "zh", "小时工资 = 352,000÷30÷8≈1,466.67奈拉，周三8,800，周六14,666.67，合计约23,466.67奈拉。"),
        (W, "en", "Both days at 1.5×: 9 h × ₦3,000 = ₦27,000."),
        (W, "zh", "按应发工资457,600计，小时工资2,600奈拉：周三15,600，周六26,000，合计41,600奈拉。"),
        (W, "zh", "周三₦12,000 + 周六₦20,000 = ₦34,000。"),
        (W, "zh", "周六按3倍：5×2,000×3 = 30,000，加周三12,000，共42,000奈拉。"),
    ]),
    # 3.2 + 1.2: 20 working days a year now; from the day 5 full years are completed (1 July 2026) 25 working days a
    # year; up to 5 days carried to 30 June (extra fact).
    _s("lagos", "年假 20个工作日 满5年 25个工作日", "我2021年7月1日入职，下个月就满5年了。现在每年年假多少天？满5年以后呢？",
       [
        (C, "zh", "现在是每年20个工作日；2026年7月1日满5年，自那天起每年25个工作日。"),
        (C, "en", "Currently 20 working days a year; from 1 July 2026, when you complete 5 years, 25 working days a "
                  "year."),
        (C, "zh", "满5年前每年二十个工作日，满5年后每年二十五个工作日。"),
        (C, "en", "20 → 25 working days from your 5-year anniversary on 1 July 2026. Up to 5 unused days can be carried "
                  "to 30 June of the next year."),
        (W, "zh", "刚满5年还不够，要满6年才有25个工作日，明年7月之前都是每年20个工作日。"),
        (W, "en", "20 calendar days now, 25 calendar days after 1 July 2026."),
        (W, "zh", "现在每年20个工作日，满5年后每年30个工作日。"),
        (W, "zh", "现在每年20个工作日；25个工作日要从2027年7月1日开始。"),
        (W, "zh", "现在20个工作日，满5年后25个工作日，此后每多满1年再加1天。"),
    ]),
    # Not in the handbook: no children's education allowance (the search returns 4.4 transport, 4.3 housing, 5.4 payslip).
    _s("lagos", "子女教育补贴 学费",
       "Does the company pay a children's education allowance (school fees) for Nigerian staff? How much?", [
        (C, "en", "The handbook has no children's education allowance or school-fee rule, so I can't give an amount — "
                  "please ask HR."),
        (C, "zh", "员工手册里没有子女教育补贴或学费的规定，查到的只有住房补贴（基本工资的20%）、交通补贴（10%）和工资单的条款，没法告诉你金额。"),
        (C, "en", "Not covered in the handbook."),
        (C, "zh", "手册没有规定子女教育补贴。"),
        (W, "en", "Yes — 10% of the basic wage a month is paid as an education allowance."),
        (W, "zh", "有，每个孩子每学期₦50,000，最多4个孩子。"),
        (W, "en", "Yes, school fees are covered by the 20% housing allowance."),
        (W, "zh", "有，公司为员工最多4名18岁以下子女全额报销学费。"),
        (W, "en", "Yes: expatriates get US$200 a month and Nigerian staff ₦60,000 a month per family."),
    ]),
    # 3.4 + add_workdays(2026-10-12, -15) on the Chinese calendar: latest Tue 2026-09-15 (中秋 9/25 and 国庆 10/1–7
    # skipped; 9/20 and 10/10 make-up working days); ticket up to RMB 12,000 a trip; 28 calendar days of leave.
    _d("2026-09-01", "我是中方外派员工，打算10月12日（周一）回国休假，申请最晚哪天要交到总部？机票能报多少？",
       [_q("外派员工回国休假 提前15个工作日 机票"), ("add_workdays", {"date": "2026-10-12", "days": -15})], [
        (C, "zh", "按国内总部工作日历倒推15个工作日（跳过中秋9月25日和国庆10月1日至7日，9月20日、10月10日调休上班算工作日），"
                  "最晚2026年9月15日（周二）交到总部人力资源部；往返经济舱机票每次最高报销人民币12,000元。"),
        (C, "en", "Submit it by Tuesday 15 September 2026 at the latest; the return economy ticket is reimbursed up to "
                  "RMB 12,000 in China."),
        (C, "zh", "最晚9月15日（星期二）交到总部；机票上限1.2万元人民币。假期28天（自然日，含路程）。"),
        (C, "en", "| Item | Answer |\n|---|---|\n| Deadline | Tue, 15 Sep 2026 |\n| Ticket cap | RMB 12,000 per trip |"),
        (W, "zh", "最晚9月15日（周三）提交；机票最高报销人民币12,000元。"),
        (W, "zh", "最晚9月15日（周二）交；机票最高报销1.2万美元。"),
        (W, "zh", "往前数15个工作日，最晚9月21日（周一）提交；机票最高12,000元人民币。"),
        (W, "en", "By Tuesday 15 September; the ticket is covered up to RMB 6,000."),
        (W, "zh", "提前15个自然日即可，最晚9月27日交；机票最高报销人民币12,000元。"),
    ], handbook="lagos"),
]
