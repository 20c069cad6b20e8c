"""The handbook part of heldout26: three handbooks written for this set and 24 questions on them (8 each), every
question with 9 final answers (4 correct, 5 wrong) written by hand after reading the calls' REAL tool results
(make_heldout26.py runs them). Every case is "report".

Handbooks (in heldout26_handbooks/<folder>/handbook/):
- chongqing_auto_logistics ("chongqing"): a Chinese auto-parts logistics company; a Word file built by
  make_chongqing_docx.py (Heading 1 chapters 第N章, clauses 第N条 with （一）（二） items, one Word table of travel
  allowances by city tier). 人民币 amounts as 元, ¥, RMB, 贰佰元/伍拾元, 五千元; hourly wage = monthly ÷ 21.75 ÷ 8;
  overtime 150% / 200% / 300%; 年休假 by 累计工龄 (5/10/15 days); 病假工资 by 本企业工龄 (60–100%, floor 80% of 2,100元);
  high-temperature, night-shift, full-attendance and meal allowances; a 10-working-day claim deadline.
- istanbul_textile_trading ("istanbul"): a Chinese textile trader's Istanbul office; English Markdown with
  "## Article N – …" headings, numbered paragraphs and a pipe table of notice periods. Lira written the Turkish way
  (₺12.500,00, 45.000 TL, TRY 1.250, 1.5万里拉) for local staff, US$ for expatriates. Overtime 150% of monthly ÷ 225
  on any day, 270 h a year; meal card ₺250 per working day (US$15 for expatriates); leave 14/20/26 working days;
  notice 2/4/6/8 weeks; severance 30 days' gross pay per full year capped at ₺41.828,42 a year.
- almaty_copper_mining ("almaty"): a Chinese copper miner in Kazakhstan; Chinese HTML with <h2> chapters, decimal
  <p> clauses (4.2) and an HTML table of shift allowances by site. Tenge written ₸350 000, KZT 350,000, ₸1 250,50
  for local staff, 人民币 for Chinese staff. 15/15 rotation, rotation allowance per on-site day (₸12 000 / ¥150),
  24 calendar days of leave, overtime 1.5× / 2× of monthly ÷ 166, remote coefficient 1.2 on Balkhash base pay
  only, sick pay 100% for 5 days then the social fund.

Questions: overtime on working days, rest days and holidays; sick pay at a tenure boundary with the floor; travel
allowances for a 3-night tier-1 trip and the claim deadline (date tool); allowances in a month with leave or a
holiday (date tool for the May 2026 working days); bands at exact boundaries (10 years, 4 years, 5/15 years,
6 months/1.5/3 years); a severance at the per-year cap; caps (270 h); rotation days; the remote coefficient;
calendar-day leave and a 14-calendar-day request deadline (date tools); two rules the handbooks do not have.
Answers: about 40% English (also on the Chinese handbooks), Chinese on the English handbook too; forms vary
(tables, lists, one-liners, 中文数字, 万坚戈, 里拉, time and a half). Each wrong answer has one error: another band's
value, currencies confused, a cap or floor not applied (or applied where it does not), a pro-rata slip, a boundary
read the wrong way, a wrong base (÷ 30, ÷ 21.75 on the wrong handbook), an arithmetic slip, ₸1 250,50 read as
125 050, a wrong unit (calendar vs working days, weeks vs months), an invented rule, a right number with a wrong rule.

Audit (handbook part, blind): every one of the 216 answers was re-judged against the three handbooks, the search
hits really returned (make_heldout26.py --part handbooks), the arithmetic and the calendar (chinese_calendar: 3/19
Thu, 19 May working days, 24 Jul Fri, 28 Sep Mon). All 96 correct answers were right and complete, and every one of
the 120 wrong answers had one clear error; no label changed. Two edits: the April meal-card case's search now adds
"loaded first working day following month" so Article 4.2 comes back (one correct answer gives the loading day and
one wrong answer's error is about it; before, 4.2 was not retrieved); the almaty deadline answer "9月28号（星期一）之前交"
now says "当天或之前交" so 之前 cannot be read as "by 27 September". Counts: 24 questions, 96 correct, 120 wrong.
"""
from __future__ import annotations

from heldout4_cases import C, W, _d, _q, _s

HANDBOOKS = {"chongqing": "chongqing_auto_logistics", "istanbul": "istanbul_textile_trading",
             "almaty": "almaty_copper_mining"}

HANDBOOK_CASES = [
    # ---------------------------------------------------------------- chongqing (docx, 人民币)
    # 第六条: hourly = 6,525 ÷ 21.75 ÷ 8 = 37.5元; 第七条: weekday 150% → 3 × 56.25 = 168.75, rest day without
    # 补休 200% → 8 × 75 = 600, statutory holiday 300% → 8 × 112.5 = 900; total 1,668.75元.
    _d("2026-06-15",
       "我月基本工资6,525元。最近工作日延长加班3小时，周六加班8小时（部门说两个月内排不出补休），5月1日劳动节又加班8小时，"
       "加班费分别是多少、一共多少？",
       [_q("加班工资 工作日 休息日 法定节假日 150% 200% 300%"), _q("小时工资 月工资 21.75 8小时 加班基数")],
       [(C, "zh", "小时工资=6,525÷21.75÷8=37.5元。工作日3小时×150%=168.75元；周六8小时×200%=600元；劳动节8小时×300%=900元；"
                  "合计1,668.75元。"),
        (C, "en", "Hourly wage ¥37.50 (6,525 ÷ 21.75 ÷ 8). Weekday: 3 h × 1.5 = ¥168.75; Saturday with no time off in lieu: "
                  "8 h × 2 = ¥600; Labour Day: 8 h × 3 = ¥900. Total RMB 1,668.75."),
        (C, "zh", "| 类型 | 倍数 | 时数 | 金额 |\n|---|---|---|---|\n| 工作日延长 | 一点五倍 | 3 | 168.75元 |\n"
                  "| 休息日（不能补休） | 两倍 | 8 | 600元 |\n| 法定节假日 | 三倍 | 8 | 900元 |\n| 合计 | | 19 | 1,668.75元 |"),
        (C, "zh", "合计一千六百六十八元七角五分。日工资300元，小时工资37.5元；工作日按1.5倍即56.25元/小时×3=168.75元，"
                  "休息日按2倍即75元/小时×8=600元，法定节假日按3倍即112.5元/小时×8=900元。"),
        # wrong base: ÷ 30 instead of ÷ 21.75
        (W, "en", "Hourly wage = 6,525 ÷ 30 ÷ 8 = ¥27.19. Weekday 3 h × 1.5 = ¥122.34, Saturday 8 h × 2 = ¥435, "
                  "Labour Day 8 h × 3 = ¥652.50; total about ¥1,209.84."),
        # another band's value: the holiday at 200%
        (W, "zh", "小时工资37.5元。工作日3小时按150%为168.75元，周六8小时按200%为600元，劳动节8小时按200%为600元，合计1,368.75元。"),
        # arithmetic slip on the Saturday hours
        (W, "zh", "小时工资37.5元；工作日168.75元，周六8×37.5×2=650元，劳动节900元，合计1,718.75元。"),
        # invented rule: the holiday hours replaced by time off
        (W, "zh", "工作日168.75元、周六600元照发；劳动节加班按规定以补休代替，不发加班费，所以加班费合计768.75元。"),
        # currencies confused
        (W, "en", "At an hourly wage of 37.50 (6,525 ÷ 21.75 ÷ 8): 168.75 + 600 + 900, so your overtime pay is US$1,668.75."),
        ], handbook="chongqing"),
    # 第十一条 (年休假 by 累计工龄: 满10年不满20年 → 10 days, working days) + 第三条 (满N年 includes N): 10 working days;
    # the 3 years with this company (本企业工龄) do not matter.
    _d("2026-06-15", "我参加工作累计正好满10年，来本公司才3年，今年年休假有几天？",
       [_q("年休假 累计工龄 满10年不满20年"), _q("满N年 含本数 不满N年 不含本数")],
       [(C, "zh", "10天。年休假按累计工龄算，你累计工龄恰好满10年，按第三条“满N年”含本数，适用“满10年不满20年”一档，"
                  "年休假10天（以工作日计，法定节假日和休息日不计入）。"),
        (C, "en", "10 working days — leave follows total career service (累计工龄), and exactly 10 years falls in the "
                  "10-to-under-20-years band."),
        (C, "zh", "十天。在本公司只有3年不影响年假档次。"),
        (C, "zh", "- 档次：满10年不满20年（恰好满10年算进入）\n- 年休假：10天\n- 按工作日计，法定节假日和休息日不计入"),
        # boundary read the wrong way
        (W, "zh", "恰好10年还不算进入“满10年不满20年”，仍按第一档，年休假5天。"),
        # wrong base: 本企业工龄 instead of 累计工龄
        (W, "en", "Annual leave uses your service with this company (3 years), so you get 5 days."),
        # another band's value
        (W, "zh", "累计工龄满10年，年休假15天。"),
        # wrong unit: calendar days
        (W, "zh", "10个自然日，周末也算在内。"),
        # invented rule
        (W, "zh", "按累计工龄是10天，但手册规定入职本公司不满5年的减半，所以今年只有5天。"),
        ], handbook="chongqing"),
    # 第十二条: 本企业工龄 exactly 4 years → 满4年不满6年 80% → 2,000 × 80% = 1,600, below the floor 2,100 × 80% = 1,680
    # → 1,680元.
    _d("2026-06-15", "我本企业工龄刚好满4年，月基本工资2,000元，这个月整月病假，病假工资发多少？",
       [_q("病假工资 本企业工龄 比例 最低工资标准 80%")],
       [(C, "zh", "1,680元。满4年适用80%档，2,000×80%=1,600元，低于最低工资标准2,100元的80%（1,680元），按1,680元发放。"),
        (C, "en", "RMB 1,680 for the month: the 80% band (4 to under 6 years; exactly 4 counts) gives ¥1,600, which is under "
                  "the floor of 80% × ¥2,100 = ¥1,680, so the floor applies."),
        (C, "zh", "病假工资一千六百八十元（按保底标准发）。"),
        (C, "zh", "| 步骤 | 金额 |\n|---|---|\n| 档次 | 80%（满4年不满6年） |\n| 2,000×80% | 1,600元 |\n"
                  "| 保底 2,100×80% | 1,680元 |\n| 实发 | 1,680元 |"),
        # floor not applied
        (W, "zh", "满4年按80%，2,000×80%=1,600元，病假工资就是1,600元。"),
        # right number, wrong band (boundary read the wrong way)
        (W, "en", "Exactly 4 years still counts as the 2–4 year band, so 70% = ¥1,400; the floor of ¥1,680 lifts it to ¥1,680."),
        # floor with the wrong base (the full minimum wage)
        (W, "zh", "按80%是1,600元，低于保底；保底是最低工资标准全额2,100元，所以发2,100元。"),
        # another band's value
        (W, "zh", "满4年按90%支付，2,000×90%=1,800元。"),
        # arithmetic slip on the floor
        (W, "en", "80% of ¥2,000 = ¥1,600; the floor is 80% of ¥2,100 = ¥1,580, so you get the ¥1,600."),
        ], handbook="chongqing"),
    # 第二十条 + table: Shanghai is 一类 → lodging ≤ 500元/晚 × 3 = 1,500, meals 100元/天 × 4 days (3月2日–5日, both ends
    # count) = 400 → at most 1,900元. 第二十一条: claim within 10 working days after return → add_workdays(3-05, 10)
    # = 2026-03-19 (Thu).
    _d("2026-03-06", "我3月2日去上海出差，3月5日回重庆，住了3晚。住宿费和伙食补助最多能报多少？报销最晚哪天要交？",
       [_q("出差 住宿费 伙食补助 一类城市 上海"), _q("差旅费报销 返回后 工作日内 提交"),
        ("add_workdays", {"date": "2026-03-05", "days": 10})],
       [(C, "zh", "上海是一类城市：住宿500元/晚，3晚最多1,500元（凭发票在标准内实报实销）；伙食补助100元/天，3月2日至5日共4天，"
                  "400元；合计最多1,900元。报销须在返回后10个工作日内提交，最晚3月19日（周四）。"),
        (C, "en", "Up to ¥1,900: lodging ¥500 × 3 nights = ¥1,500 (actual receipts up to that), meals ¥100 × 4 days "
                  "(departure and return days both count) = ¥400. Submit the claim by Thursday, 19 March 2026."),
        (C, "zh", "1. 住宿：一千五百元封顶\n2. 伙食：四百元\n3. 合计：1.9千元\n4. 报销截止：2026/3/19（周四）"),
        (C, "en", "Max RMB 1,900 (1,500 hotel + 400 meals); deadline 3/19 (Thu), ten working days after you got back on 3/5."),
        # pro-rata slip: meals for 3 days
        (W, "zh", "住宿3晚1,500元，伙食补助按3天300元，合计1,800元；3月19日（周四）前报销。"),
        # another band's value: tier-2 rates
        (W, "en", "Shanghai lodging ¥400 a night and meals ¥80 a day: ¥1,200 + ¥320 = ¥1,520 at most; claim by Thursday 19 March."),
        # wrong unit: calendar days
        (W, "zh", "最多1,900元（住宿1,500元+伙食400元）；报销要在返回后10天内，最晚3月15日交。"),
        # wrong weekday
        (W, "en", "At most ¥1,900 (¥1,500 lodging + ¥400 meals); the deadline is Friday, 19 March."),
        # arithmetic slip
        (W, "zh", "住宿1,500元+伙食400元=2,000元，最晚3月19日周四提交。"),
        ], handbook="chongqing"),
    # 第十五条 (indoor 200元 a month in June–September; halved only below 10 days' attendance) + 第十七条 (全勤奖 200元;
    # 年休假 does not affect it): 200 + 200 = 400元.
    _d("2026-09-01", "我在室内仓库上班，8月休了2天年假，其他天全勤，8月的高温津贴和全勤奖各多少？",
       [_q("高温津贴 室内岗位 6月至9月"), _q("全勤奖 年休假 不影响")],
       [(C, "zh", "高温津贴200元（室内岗位，6—9月每月贰佰元），全勤奖200元（休年休假不影响全勤奖），合计400元。"),
        (C, "en", "Heat allowance ¥200 (indoor rate) and full-attendance bonus ¥200 — annual leave doesn't cancel it. ¥400 in total."),
        (C, "zh", "两项都是二百元，共四百元。"),
        (C, "zh", "- 高温津贴（8月，室内）：200元\n- 全勤奖：200元（年休假不影响）\n- 合计：400元"),
        # another band's value (outdoor rate)
        (W, "zh", "高温津贴按300元，全勤奖200元，共500元。"),
        # wrong rule: annual leave cancels the bonus
        (W, "en", "Heat allowance ¥200, but any leave — annual leave included — cancels the ¥200 attendance bonus, so ¥200 in total."),
        # halving applied where it does not
        (W, "zh", "休了年假出勤不满全月，高温津贴减半为100元；全勤奖200元，共300元。"),
        # invented rule: no heat allowance for indoor posts
        (W, "zh", "室内岗位没有高温津贴，只有室外岗位才发；全勤奖200元。"),
        # pro-rata slip
        (W, "zh", "高温津贴按8月实际出勤19天÷21天折算，约181元；全勤奖200元。"),
        ], handbook="chongqing"),
    # 第十八条: 20元 per working day attended, nothing for holidays; calculate_leave_days May 2026 = 19 working days
    # (劳动节 5月1日–5日 off, Saturday 5月9日 a make-up working day) → 19 × 20 = 380元.
    _d("2026-06-01", "5月份每个工作日我都出勤了，没加班，5月的餐补是多少？",
       [_q("餐补 出勤日 20元 法定节假日"), ("calculate_leave_days", {"start_date": "2026-05-01", "end_date": "2026-05-31"})],
       [(C, "zh", "380元。5月共19个工作日（5月1日—5日劳动节放假，5月9日周六调休上班算工作日），19×20元=380元。"),
        (C, "en", "¥380 — May 2026 has 19 working days (Labour Day 1–5 May off, Saturday 9 May a make-up working day), at ¥20 each."),
        (C, "zh", "三百八十元（十九个出勤日×二十元）。"),
        (C, "en", "| Item | Value |\n|---|---|\n| Working days in May | 19 |\n| Rate | RMB 20/day |\n| Meal subsidy | RMB 380 |"),
        # applied where it does not: holidays paid
        (W, "zh", "法定节假日也发餐补：19个工作日加上劳动节放假的3个工作日，共22天×20元=440元。"),
        # count slip: make-up Saturday dropped
        (W, "zh", "5月只有18个工作日（5月9日调休的周六不算），餐补360元。"),
        # wrong unit: calendar days
        (W, "zh", "按自然日31天×20元=620元。"),
        # arithmetic slip
        (W, "en", "19 working days × ¥20 = ¥390."),
        # another rule's value (the night-shift rate)
        (W, "zh", "19个工作日×50元=950元。"),
        ], handbook="chongqing"),
    # No clause on 住房公积金: the search finds nothing; correct answers say the handbook does not cover it.
    _s("chongqing", "住房公积金 缴存比例", "公司住房公积金的缴存比例是多少？",
       [(C, "zh", "员工手册里没有住房公积金缴存比例的规定，建议向人力资源部或公积金中心确认。"),
        (C, "en", "The handbook doesn't cover housing fund (公积金) contribution rates — please ask HR."),
        (C, "zh", "查了手册，没有相关条款，无法给出比例。"),
        (C, "zh", "手册没有规定住房公积金缴存比例，所以我给不出具体数字。"),
        (W, "zh", "手册规定公积金按12%缴存，公司和个人各12%。"),
        (W, "en", "The handbook sets it at 5% of base pay for both employer and employee."),
        (W, "zh", "按手册规定，按重庆市最低比例5%缴存。"),
        (W, "zh", "手册写明按月基本工资的7%缴存。"),
        (W, "zh", "手册第十九条规定公积金比例为8%。"),
        ]),
    # 第十六条: 50元 a night shift → 8 × 50 = 400元; 第十七条: any 病假 cancels the 200元 全勤奖 → 0.
    _d("2026-11-02", "10月我上了8个夜班，另外请了1天病假，10月的夜班津贴和全勤奖怎么算？",
       [_q("夜班津贴 每班"), _q("全勤奖 病假 不发放")],
       [(C, "zh", "夜班津贴8×50元=400元；有病假记录，10月不发全勤奖（0元）。"),
        (C, "en", "Night-shift allowance ¥400 (8 × ¥50); no attendance bonus for October because of the sick day."),
        (C, "zh", "夜班津贴四百元，全勤奖没有。"),
        (C, "zh", "夜班津贴人民币400元；200元全勤奖没有了——有病假就不发。"),
        # invented rule
        (W, "zh", "夜班津贴400元；病假1天只扣一半全勤奖，发100元。"),
        # wrong rule: the bonus kept
        (W, "en", "Night allowance ¥400, and the ¥200 attendance bonus is still paid — only personal leave cancels it."),
        # arithmetic slip
        (W, "zh", "夜班津贴8×50=450元，全勤奖不发。"),
        # another value
        (W, "en", "Night allowance ¥800 (¥100 per shift); no attendance bonus."),
        # invented rule
        (W, "zh", "全勤奖不发；夜班津贴400元，但病假当月要再扣一个班的津贴，实发350元。"),
        ], handbook="chongqing"),
    # ---------------------------------------------------------------- istanbul (Markdown, lira / US$)
    # 3.2: hourly = 45.000 ÷ 225 = ₺200; 3.3: 150% on any day → ₺300 an hour × 18 h = ₺5.400.
    _d("2026-06-15",
       "I'm local staff on a gross monthly salary of 45.000 TL. Last month I worked 4 hours of overtime on a weekday, "
       "6 on a Saturday and 8 on a public holiday (19 May). How much overtime pay do I get?",
       [_q("overtime pay 150% hourly wage weekday weekend public holiday"),
        _q("hourly wage gross monthly salary divided by 225 hours")],
       [(C, "en", "Hourly wage ₺200 (45.000 ÷ 225); overtime is 150% on every kind of day, so ₺300 an hour × 18 hours = ₺5.400,00."),
        (C, "zh", "18小时×300里拉=5.400 TL；不论工作日、周末还是公共假日，加班都按一点五倍支付。"),
        (C, "zh", "加班费5.400里拉：小时工资45.000÷225=200里拉，加班一律按1.5倍即300里拉/小时，共18小时。"),
        (C, "en", "| Day | Hours | Pay |\n|---|---|---|\n| Weekday | 4 | ₺1.200 |\n| Saturday | 6 | ₺1.800 |\n"
                  "| 19 May | 8 | ₺2.400 |\n| Total | 18 | ₺5.400 |"),
        # invented rule: Chinese-style 200% / 300% bands
        (W, "en", "Weekday 150%, Saturday 200%, public holiday 300% of ₺200: ₺1.200 + ₺2.400 + ₺4.800 = ₺8.400."),
        # wrong base
        (W, "en", "Hourly wage = 45.000 ÷ 30 ÷ 8 = ₺187,50; × 1.5 × 18 h = ₺5.062,50."),
        # arithmetic slip
        (W, "zh", "小时工资200里拉，加班1.5倍为300里拉/小时，18小时×300=5.600里拉。"),
        # currencies confused
        (W, "en", "Overtime pay: US$5,400 (18 h × $300 at time and a half)."),
        # another rate
        (W, "en", "Hourly wage 45.000 ÷ 225 = ₺200; overtime is paid at 200%, so ₺400 × 18 h = ₺7.200."),
        ], handbook="istanbul"),
    # 6.1 table: 6 months to < 1.5 years → 4 weeks; 1.5 to < 3 years → 6 weeks; 3 years or more → 8 weeks.
    _s("istanbul", "notice period length of service weeks",
       "What notice period applies if I resign after exactly 6 months, exactly 1.5 years, or exactly 3 years of service?",
       [(C, "en", "Exactly 6 months → 4 weeks; exactly 1.5 years → 6 weeks; exactly 3 years → 8 weeks. Each boundary starts "
                  "the higher band."),
        (C, "en", "| Service | Notice |\n|---|---|\n| 6 months | 4 weeks |\n| 18 months | 6 weeks |\n| 3 years | 8 weeks |"),
        (C, "zh", "满6个月：4周；满1.5年：6周；满3年：8周。"),
        (C, "zh", "分别是4周、6周、8周。"),
        # boundary at 6 months read the wrong way
        (W, "en", "Exactly 6 months is still in the first band: 2 weeks; 1.5 years → 6 weeks; 3 years → 8 weeks."),
        # boundary at 1.5 years read the wrong way
        (W, "zh", "6个月：4周；1.5年：还没超过1.5年，仍是4周；3年：8周。"),
        # wrong unit
        (W, "zh", "分别是4个月、6个月和8个月。"),
        # boundary at 3 years read the wrong way
        (W, "zh", "6个月4周，1.5年6周，3年整还是6周。"),
        # wrong rule: no payment in lieu
        (W, "en", "4, 6 and 8 weeks — and the notice cannot be paid in lieu; you must work the whole period."),
        ]),
    # 7.1–7.3: 30 days' gross pay = ₺60.000 > ceiling ₺41.828,42 → ceiling × 7 full years (8 months ignored) = ₺292.798,94.
    _d("2026-06-15",
       "A local employee on a gross monthly salary of ₺60.000 is dismissed (not for misconduct) after 7 years and 8 months. "
       "What severance pay is due?",
       [_q("severance pay 30 days gross pay each full year of service"), _q("severance ceiling per year ₺41.828,42 full years only")],
       [(C, "en", "₺292.798,94: 30 days' gross pay (₺60.000) is above the per-year ceiling of ₺41.828,42, so the ceiling is paid "
                  "for each of the 7 full years; the extra 8 months don't count."),
        (C, "zh", "7个完整年×41.828,42里拉（每年封顶）=292.798,94里拉，8个月的零头不计。"),
        (C, "zh", "遣散费：7×41.828,42 TL=292.798,94 TL。"),
        (C, "en", "- Per year: min(₺60.000, ₺41.828,42) = ₺41.828,42\n- Years: 7 (8 months ignored)\n"
                  "- Severance: ₺292.798,94 (about 29.3万里拉)"),
        # cap not applied
        (W, "en", "7 × ₺60.000 = ₺420.000."),
        # pro-rata slip: part year paid
        (W, "zh", "按7又2/3年计：41.828,42×23/3≈320.684,55里拉。"),
        # arithmetic slip
        (W, "en", "Capped at ₺41.828,42 a year for 7 full years: ₺292.789,94."),
        # rounding up to 8 years
        (W, "zh", "7年8个月向上取整按8年算，8×41.828,42=334.627,36里拉。"),
        # currencies confused
        (W, "en", "US$292,798.94 — 7 full years at the per-year ceiling."),
        ], handbook="istanbul"),
    # 5.1: 1 to 5 years (5 included) → 14 working days; 15 or more → 26 working days.
    _s("istanbul", "annual leave working days years of service 14 20 26",
       "How much annual leave does someone with exactly 5 years of service get, and someone with exactly 15 years?",
       [(C, "en", "Exactly 5 years: 14 working days (the 1–5 band includes 5). Exactly 15 years: 26 working days."),
        (C, "zh", "满5年整：14个工作日；满15年整：26个工作日。"),
        (C, "zh", "分别为十四个和二十六个工作日。"),
        (C, "zh", "5年的还在第一档，十四个工作日；15年的进入最高档，二十六个工作日。"),
        # boundary at 5 read the wrong way
        (W, "en", "5 years → 20 working days; 15 years → 26 working days."),
        # boundary at 15 read the wrong way
        (W, "zh", "5年14个工作日；15年还是20个工作日，要超过15年才是26天。"),
        # wrong unit
        (W, "zh", "分别是14个日历日和26个日历日。"),
        # invented value
        (W, "zh", "满5年14个工作日，满15年30个工作日。"),
        # invented rule
        (W, "en", "5 years → 14 working days, 15 years → 26 working days, plus one extra day for every year of service "
                  "after the first."),
        ]),
    # 4.1–4.2: ₺250 per working day; holidays and annual leave are not loaded → 22 − 1 − 2 = 19 × 250 = ₺4.750,
    # loaded on the first working day of the following month.
    _s("istanbul", "meal card ₺250 working day public holidays annual leave loaded first working day following month",
       "I'm local staff. April 2026 had 22 weekdays, one of them a public holiday (23 April). I took 2 days of annual leave and "
       "worked every other working day. How much goes on my meal card for April?",
       [(C, "en", "₺4.750: 22 weekdays − 1 holiday − 2 leave days = 19 working days × ₺250."),
        (C, "zh", "19天×250里拉=4.750里拉（公共假日和年假日不充值）。"),
        (C, "en", "4.750 TL, loaded on the first working day of May."),
        (C, "zh", "19天×TRY 250=TRY 4.750,00。"),
        # applied where it does not: leave days loaded
        (W, "en", "Annual leave days still count, so 21 × ₺250 = ₺5.250."),
        # holiday loaded
        (W, "zh", "只扣年假2天，公共假日照样充值：20天×250=5.000里拉。"),
        # arithmetic slip
        (W, "zh", "19×250=4.500里拉。"),
        # currencies confused: the expatriate rate
        (W, "en", "19 × US$15 = US$285."),
        # wrong date of loading
        (W, "zh", "19天×250里拉=4.750里拉，要到6月才充值。"),
        ], today="2026-05-04"),
    # 3.4: 270 hours a calendar year → 250 done, 20 more at most; 30 would be 10 over.
    _s("istanbul", "overtime cap 270 hours calendar year",
       "I've already worked 250 hours of overtime this year. My manager wants 30 more hours from me in December. Is that allowed?",
       [(C, "en", "No — the cap is 270 overtime hours per calendar year, so only 20 more hours can be scheduled this year; "
                  "the other 10 can't."),
        (C, "zh", "不行，每年加班上限270小时，你还剩20小时额度，30小时超了10小时。"),
        (C, "zh", "今年最多还能加20小时（年上限270小时−已加250小时），30小时不行。"),
        (C, "en", "Not all of it: 250 + 30 = 280 h would exceed the 270-hour yearly limit by 10 h."),
        # arithmetic slip
        (W, "en", "Yes — the cap is 270 hours a year and 250 + 30 = 270."),
        # wrong unit
        (W, "zh", "可以，上限是每月270小时。"),
        # invented rule: lieu hours outside the cap
        (W, "en", "Only 20 of the 30 hours fit under the 270-hour cap, but the other 10 can still be worked if you take them as "
                  "time off in lieu instead of pay."),
        # arithmetic slip
        (W, "zh", "不行，剩余额度只有10小时。"),
        # invented rule
        (W, "en", "Yes, the 270-hour annual cap applies only to expatriate staff."),
        ], today="2026-11-20"),
    # 4.3: expatriates get US$15 per working day → 19 × 15 = US$285; 3.5: expatriates are not paid overtime.
    _d("2026-06-15",
       "I'm an expatriate seconded from Shaoxing. In May I worked 19 working days and did 12 hours of extra work. "
       "What meal allowance do I get, and is the overtime paid?",
       [_q("expatriate meal allowance US$ per working day"), _q("expatriate staff overtime not paid US$ allowance")],
       [(C, "en", "Meal allowance US$285 (19 × US$15, instead of the lira meal card); overtime isn't paid to expatriates — "
                  "your US$ allowance covers extra hours."),
        (C, "zh", "餐补19×15美元=285美元；外派员工不发加班费。"),
        (C, "en", "US$ 285, and no overtime pay."),
        (C, "en", "- Meal: $15 per working day × 19 = $285\n- Overtime: not paid for expatriate staff (Art. 3.5)"),
        # currencies confused: the local meal card
        (W, "en", "₺4.750 on the meal card (19 × ₺250); no overtime pay."),
        # wrong rule: overtime paid
        (W, "zh", "餐补285美元；12小时加班按小时工资1.5倍另付。"),
        # arithmetic slip
        (W, "en", "19 × US$15 = US$295; no overtime."),
        # wrong rule: time off in lieu for expatriates
        (W, "en", "US$285 for meals; the overtime is given as time off in lieu, 18 hours."),
        # wrong unit: calendar days
        (W, "zh", "按5月自然日31天×15美元=465美元，不发加班费。"),
        ], handbook="istanbul"),
    # No paternity-leave article: the search finds nothing; correct answers say it is not in the handbook.
    _s("istanbul", "paternity leave days father birth", "How many days of paternity leave does the Istanbul office give?",
       [(C, "en", "The handbook doesn't say — there's no paternity leave article. Check with the office manager."),
        (C, "zh", "手册里没有陪产假的规定。"),
        (C, "zh", "手册没有涉及陪产假。"),
        (C, "en", "I couldn't find any paternity leave rule in the Istanbul handbook, so I can't give a number of days."),
        (W, "en", "5 working days, per the handbook."),
        (W, "zh", "手册规定陪产假10天。"),
        (W, "en", "Paternity leave is 14 working days, the same as the basic annual leave band."),
        (W, "zh", "手册规定带薪陪产假2周。"),
        (W, "zh", "按手册第5条，陪产假算在年假里，14个工作日。"),
        ]),
    # ---------------------------------------------------------------- almaty (HTML, 坚戈 / 人民币)
    # 4.2: hourly = 332 000 ÷ 166 = ₸2 000; 4.3: working day 1.5× → 4 × 3 000 = 12 000; rest day 2× → 6 × 4 000 = 24 000;
    # holiday 2× → 8 × 4 000 = 32 000; total ₸68 000.
    _d("2026-06-15",
       "我是阿克托加伊矿区的当地员工，月基本工资₸332 000。上个月工作日加班4小时、休息日加班6小时、法定节假日加班8小时，加班费多少？",
       [_q("加班工资 工作日 1.5倍 休息日 法定节假日 2倍"), _q("小时工资 月基本工资 除以166小时")],
       [(C, "zh", "小时工资₸332 000÷166=₸2 000。工作日4小时×1.5倍=₸12 000；休息日6小时×2倍=₸24 000；节假日8小时×2倍=₸32 000；"
                  "合计₸68 000。"),
        (C, "en", "Hourly KZT 2,000; 4 h × 1.5 + 6 h × 2 + 8 h × 2 = 34 paid hours → KZT 68,000."),
        (C, "zh", "加班费共6.8万坚戈。"),
        (C, "zh", "| 类型 | 小时 | 倍数 | 金额 |\n|---|---|---|---|\n| 工作日 | 4 | 1.5倍 | ₸12 000 |\n"
                  "| 休息日 | 6 | 2倍 | ₸24 000 |\n| 法定节假日 | 8 | 2倍 | ₸32 000 |\n| 合计 | | | ₸68 000 |"),
        # invented rate for holidays
        (W, "zh", "节假日按3倍：8×2 000×3=₸48 000，合计₸84 000。"),
        # wrong base (the Chinese ÷ 21.75 ÷ 8)
        (W, "en", "Hourly = 332 000 ÷ 21.75 ÷ 8 ≈ ₸1 908; 34 paid hours ≈ ₸64 874."),
        # arithmetic slip
        (W, "zh", "小时工资₸2 000，三项为₸12 000、₸24 000、₸32 000，合计₸66 000。"),
        # another band's value: rest day at 1.5×
        (W, "en", "Rest-day hours are 1.5× like working days: ₸12 000 + ₸18 000 + ₸32 000 = ₸62 000."),
        # currencies confused
        (W, "zh", "小时工资2,000，加班费合计人民币68,000元。"),
        ], handbook="almaty"),
    # 4.5: Balkhash base × 1.2 = 420 000; coefficient not on allowances; 4.4: 15 × ₸12 000 = 180 000 → ₸600 000.
    _d("2026-06-15", "我是巴尔喀什矿区的当地员工，合同月基本工资₸350 000，本月在矿区在岗15天，基本工资加轮换津贴一共多少？",
       [_q("巴尔喀什 偏远地区系数 1.2 基本工资"), _q("轮换津贴 在岗一天 当地员工 坚戈")],
       [(C, "zh", "基本工资₸350 000×1.2=₸420 000；轮换津贴15天×₸12 000=₸180 000（系数不适用于津贴）；合计₸600 000。"),
        (C, "en", "KZT 600,000 in total: base 350,000 × 1.2 remote coefficient = 420,000, plus rotation allowance "
                  "15 × 12,000 = 180,000 (no coefficient on allowances)."),
        (C, "zh", "一共60万坚戈（基本工资42万+轮换津贴18万）。"),
        (C, "zh", "基本工资₸420 000（含1.2的巴尔喀什系数）+轮换津贴₸180 000=₸600 000。"),
        # coefficient applied where it does not
        (W, "zh", "(₸350 000+₸180 000)×1.2=₸636 000。"),
        # coefficient not applied
        (W, "zh", "₸350 000+₸180 000=₸530 000。"),
        # arithmetic slip
        (W, "zh", "350 000×1.2=₸402 000，加轮换津贴₸180 000，共₸582 000。"),
        # currencies confused: the Chinese staff rate
        (W, "en", "Base ₸420 000 with the coefficient, plus rotation allowance at RMB 150 a day: 15 × ¥150 = ¥2,250."),
        # another value
        (W, "zh", "偏远系数1.5，基本工资₸525 000，加轮换津贴₸180 000，合计₸705 000。"),
        ], handbook="almaty"),
    # 2.1: 15 days on, 15 off (30-day cycle) from 1 March → on site 1–15 March and again from 31 March = 16 days;
    # 4.4: Chinese staff ¥150 per on-site day → ¥2,400.
    _d("2026-04-01",
       "I'm Chinese staff at the Aktogay mine on the 15/15 rotation. My on-site block started on 1 March 2026 (no travel days "
       "in March). How many on-site days did I have in March, and what is my rotation allowance for March?",
       [_q("15/15轮换制 矿区连续工作15天 轮休15天"), _q("轮换津贴 中方员工 人民币 每天")],
       [(C, "en", "16 on-site days: 1–15 March, then 15 days off (16–30 March), and the next on-site block starts on 31 March. "
                  "Allowance: 16 × RMB 150 = RMB 2,400."),
        (C, "zh", "3月在岗16天（1—15日和31日），轮换津贴16×150元=2,400元人民币。"),
        (C, "zh", "十六天，二千四百元。"),
        (C, "en", "- On site: Mar 1–15 + Mar 31 = 16 days\n- Off: Mar 16–30\n- Allowance: ¥2,400 (¥150/day, Chinese staff rate)"),
        # count slip: 31 March missed
        (W, "en", "15 on-site days (1–15 March), so RMB 2,250."),
        # currencies confused
        (W, "zh", "在岗16天×₸12 000=₸192 000。"),
        # applied where it does not: rest days paid
        (W, "zh", "在岗16天，但轮休日也发轮换津贴，31天×150元=4,650元。"),
        # arithmetic slip
        (W, "zh", "16天×150元=2,600元人民币。"),
        # off-by-one on the next block
        (W, "en", "On site 1–15 March and again from 30 March: 17 days, RMB 2,550."),
        ], handbook="almaty"),
    # 5.1: first 5 days paid by the company at 100%; from day 6 the state social insurance fund pays → 5 company days,
    # 7 fund days.
    _s("almaty", "病假 前5天 公司支付 第6天起 社会保险基金", "当地员工一次病假12天，工资怎么发？由谁支付？",
       [(C, "zh", "前5天由公司按月基本工资100%支付；第6天到第12天共7天由国家社会保险基金支付病假津贴，公司不再付工资。"),
        (C, "en", "The company pays days 1–5 at 100% of base pay; days 6–12 (7 days) are paid by the state social insurance "
                  "fund, not the company."),
        (C, "zh", "公司付5天（全额），社保基金付7天。"),
        (C, "en", "5 days at full pay from the company, the remaining 7 days from the social fund."),
        # invented rule
        (W, "zh", "前5天公司按100%支付，之后7天公司按60%支付。"),
        # boundary the wrong way
        (W, "en", "The company pays the first 6 days at 100%, and the fund pays the other 6."),
        # cap not applied
        (W, "zh", "12天全部由公司按月基本工资100%支付。"),
        # arithmetic slip
        (W, "zh", "前5天公司全额支付，第6—12天社保基金支付：公司5天、基金8天。"),
        # another value
        (W, "zh", "前5天公司按80%支付，第6天起由社会保险基金支付。"),
        ]),
    # 3.1: 24 calendar days incl. rest days → 1–24 July 2026 (24 自然日 per the tool), last day Friday 24 July (add_workdays
    # from 23 July shows 24 July as 周五).
    _d("2026-06-15", "I want to take my whole annual leave starting 1 July 2026. How long is it, and what is my last day of leave?",
       [_q("年假 24个日历日 按日历日计算"), ("calculate_leave_days", {"start_date": "2026-07-01", "end_date": "2026-07-24"}),
        ("add_workdays", {"date": "2026-07-23", "days": 1})],
       [(C, "en", "24 calendar days, weekends included: 1 July to Friday 24 July 2026 is your last day of leave."),
        (C, "zh", "年假24个日历日，7月1日起休到7月24日（周五）为止。"),
        (C, "zh", "二十四天，7月1日—7月24日，周六、周日也算在内。"),
        (C, "en", "1 Jul – 24 Jul (Fri). Annual leave is 24 calendar days, not working days."),
        # wrong unit: working days
        (W, "en", "24 working days: from 1 July to Monday 3 August 2026."),
        # wrong weekday
        (W, "zh", "7月1日起24个日历日，最后一天是7月24日（周四）。"),
        # off-by-one
        (W, "zh", "7月1日起算24个日历日，到7月25日结束。"),
        # another value
        (W, "en", "Annual leave is 21 calendar days, so your last day is 21 July."),
        # wrong rule
        (W, "en", "24 calendar days, 1–24 July — but leave may only be taken inside a rotation rest period, never during an "
                  "on-site block."),
        ], handbook="almaty"),
    # 4.6 table: Balkhash night shift ₸8 500 → 15 × 8 500 = ₸127 500; 4.5: the coefficient is not applied to shift allowances.
    _d("2026-06-15", "我是巴尔喀什矿区的当地员工，本月上了15个夜班，倒班津贴多少？要不要乘1.2的偏远系数？",
       [_q("倒班津贴 巴尔喀什 夜班 每班"), _q("偏远地区系数 不适用于 倒班津贴")],
       [(C, "zh", "15×₸8 500=₸127 500；偏远系数只乘基本工资，倒班津贴不乘。"),
        (C, "en", "KZT 127,500 (15 night shifts × KZT 8,500); the 1.2 remote coefficient does not apply to shift allowances."),
        (C, "zh", "约12.75万坚戈，不乘系数。"),
        (C, "zh", "₸127 500，倒班津贴不乘1.2。"),
        # coefficient applied where it does not
        (W, "zh", "15×8 500×1.2=₸153 000。"),
        # another value: the day-shift rate
        (W, "zh", "按白班标准15×₸3 000=₸45 000，不乘系数。"),
        # another value: the Aktogay rate
        (W, "zh", "15×₸7 000=₸105 000，不乘系数。"),
        # arithmetic slip
        (W, "en", "15 × ₸8 500 = ₸12 750, no coefficient."),
        # currencies confused
        (W, "zh", "倒班津贴人民币127,500元，不乘系数。"),
        ], handbook="almaty"),
    # 4.7: Almaty office local staff ₸1 250,50 per working day → 21 × 1 250,50 = ₸26 260,50.
    _s("almaty", "阿拉木图办公室 餐费补助 工作日",
       "I'm local staff in the Almaty office. How much meal allowance do I get for a month with 21 working days?",
       [(C, "en", "₸26 260,50 (21 × ₸1 250,50)."),
        (C, "zh", "21个工作日×1 250,50坚戈=26 260,50坚戈。"),
        (C, "zh", "本月餐费补助KZT 26,260.50。"),
        (C, "zh", "约2.63万坚戈（精确为₸26 260,50）。"),
        # ₸1 250,50 misread as 125 050
        (W, "en", "21 × ₸125 050 = ₸2 626 050."),
        # arithmetic slip
        (W, "zh", "21×1 250,50=₸26 250,50。"),
        # wrong unit: calendar days
        (W, "en", "30 calendar days × ₸1 250,50 = ₸37 515."),
        # currencies confused
        (W, "zh", "21×1 250,50元人民币=26 260,50元。"),
        # wrong rule
        (W, "en", "Nothing — office staff eat free in the canteen, so there's no meal allowance."),
        ]),
    # 3.2: the request at least 14 calendar days before → 12 October 2026 minus 14 days = Monday 28 September 2026
    # (28 Sep–11 Oct is 14 自然日 per the tool; add_workdays from 25 Sep shows 28 Sep as 周一).
    _d("2026-09-10", "我想从2026年10月12日开始休年假，最晚哪天要提交申请？",
       [_q("年假申请 提前14个日历日提交"), ("calculate_leave_days", {"start_date": "2026-09-28", "end_date": "2026-10-11"}),
        ("add_workdays", {"date": "2026-09-25", "days": 1})],
       [(C, "zh", "至少提前14个日历日，最晚2026年9月28日（周一）提交。"),
        (C, "en", "Submit by Monday 28 September 2026 — 14 calendar days before 12 October."),
        (C, "zh", "9月28号（星期一）当天或之前交。"),
        (C, "en", "Deadline: 28/9/2026 (Mon); the rule is 14 calendar days, not working days."),
        # wrong unit: working days
        (W, "zh", "要提前14个工作日，最晚9月22日提交。"),
        # off-by-one
        (W, "en", "By Tuesday 29 September."),
        # wrong weekday
        (W, "zh", "最晚9月28日（周日）。"),
        # another value
        (W, "en", "Apply at least 7 days ahead: by 5 October."),
        # invented rule
        (W, "zh", "最晚9月28日周一提交；如果中间有国庆假期，还要再提前3天。"),
        ], handbook="almaty"),
]
