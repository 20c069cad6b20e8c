"""The handbook part of the tenth held-out probe set (heldout10): 24 questions on three handbooks of its own,
the tool calls a model would make, and final answers written by hand after reading the tools' REAL results
(make_heldout10.py runs the calls). Written blind: its writer never read the answer check's code, prompts
or earlier cases, nor ran the check. Never tuned on: every case is report.

1. maple_harbour_clinic: an Ontario dental/medical clinic's policy as an English HTML page (headings, lists, two
   <table>s; CAD): hourly rates by grade, 44-hour overtime line at 1.5x, 4%/6%/8% vacation pay, public holiday pay ÷ 20 with options A/B,
   6/3 paid sick days, on-call stipends per shift + 3-hour call-back minimum, 68¢/62¢ per km, notice in weeks by
   service, RRSP match 3%/5%, uniform allowance; 3 of its 8 questions in Chinese.
2. jinhe_property: 锦禾物业员工手册 as a Chinese .docx built by heldout10_handbooks/make_jinhe_property_docx.py (Heading 1 第N章, 第N条,
   three Word tables): 综合计算工时 vs 标准工时, 150%/200%/300%, ÷21.75÷8, 国庆 statutory days 10/1-3 vs 调休 rest days,
   年休假 pro-rated by 306/365, 婚假 in 工作日 (10/10 make-up Saturday) vs 丧假 in 自然日 (端午), 探亲假 and fares over
   30%, 住房补贴 by 岗位级别 halved in 试用期, 试用期 caps, 罚款 banned but 考核扣分 = 3% of 绩效; 3 questions in English.
3. tasman_freight: an NZ/HK freight forwarder's English Markdown handbook plus a Chinese .txt Shenzhen supplement
   that overrides it: time and a half + alternative holiday, weeks of leave ↔ days on a 4-day week, KiwiSaver 3.5-5%
   cap, MPF 5% capped at HK$30,000 + 3% uncapped, meal thresholds ("满" inclusive, not cumulative), 夜班津贴 per shift,
   高温津贴 6-10月; 3 questions in Chinese. Date tools on 中秋/国庆/端午 2026 (no year after 2026 is involved).
Errors (one per wrong answer): another grade's or subject's number, wrong threshold or boundary, wrong multiplier,
working vs calendar days, weeks vs days, head-office rule where the Shenzhen supplement overrides it, an invented
condition or eligibility, a wrong weekday or return date, an arithmetic slip in an otherwise right derivation.

Audit (handbook part): a blind second reader checked all 216 answers against the handbooks, the real tool results
(search hits and date tools), arithmetic and the 2026 calendar; every label held and no label was flipped (still
96 correct / 120 wrong). Twelve small wording edits in correct answers, to make them unambiguous or grounded in
what the search retrieved: maple part-time vacation pay (last correct answer) drops "(15 working days)" for a
part-timer's 3 weeks; maple part-time sick days (last correct answer) drops the C1 rate $22.40 example (section
2.2 not retrieved) and now also answers the medical-note part of the question; jinhe 中秋 guard (last correct
answer) drops the 第十七条 15元 meal allowance (not retrieved); jinhe 国庆 5220 (first and fourth correct
answers) and tasman Shenzhen 8,700 (first, second and fourth correct answers) no longer call 4 October, a Sunday,
a day "created by the holiday swap"; the first three tasman 8,700 correct answers now say their CNY 2,000 is
overtime pay (the 第七条 meal allowance of CNY 50 per 8-hour day is extra); tasman Shenzhen annual leave (last
correct answer) now says it is in working days, not weeks.
Retrieval gaps left as they are (queries not changed): the maple Canada Day case never retrieves
section 2.2, so the RN rate $46.20 that all its answers use is not in the tool results; the tasman 单证员 case never
retrieves 第二条 (单证 = office post, standard hours), on which its 150% weekday rate rests.
"""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

HANDBOOKS = {"maple": "maple_harbour_clinic", "jinhe": "jinhe_property", "tasman": "tasman_freight"}

HANDBOOK_CASES = [
    # ------------------------------------------------------------------ maple (English HTML, Ontario, CAD)
    # Overtime only past 44 h/week at 1.5x; 37.5-44 h straight time; C3 dental assistant $27.60 -> 4 h x $41.40 = $165.60,
    # 6.5 h x $27.60 = $179.40, week total $1,380.00; no daily overtime; prior approval except a patient emergency.
    _s("maple", "overtime pay over 44 hours 1.5x dental assistant",
       "I'm a full-time Level II Dental Assistant. Last week (Sunday to Saturday) I worked 48 hours because we were "
       "short-staffed. How much extra do I get for overtime?",
       [(C, "en", "Overtime at Maple Harbour only starts after 44 hours in a work week (Sunday to Saturday), so 4 of your "
                  "48 hours are overtime. Your Level II Dental Assistant (C3) rate is $27.60, so the overtime rate is "
                  "$27.60 × 1.5 = $41.40 and 4 × $41.40 = $165.60. The 6.5 hours between your scheduled 37.5 and 44 are "
                  "\"additional hours\" paid at straight time: 6.5 × $27.60 = $179.40. Total gross for the week: $1,380.00."),
        (W, "en", "You worked 8 hours of overtime (anything past 40 hours). At time and a half on your C3 rate of $27.60 "
                  "that's $41.40 × 8 = $331.20 on top of your regular pay."),
        (W, "en", "Everything above your scheduled 37.5 hours counts as overtime at 1.5x, so that's 10.5 hours × $41.40 = "
                  "$434.70 in overtime pay for the week."),
        (C, "zh", "诊所的加班按周计算：一周（周日到周六）超过44小时的部分才按1.5倍支付。你是C3级二级牙科助理，时薪27.60加元，"
                  "加班时薪为41.40加元，4小时加班费共165.60加元。37.5至44小时之间的6.5小时属于“additional hours”，"
                  "按正常时薪支付，共179.40加元。"),
        (W, "en", "You have 4 overtime hours (48 − 44). Overtime is time and a half of your base rate of $34.80, i.e. $52.20 "
                  "an hour, so you'll get $208.80 in overtime pay."),
        (C, "zh", "加班4小时（48−44），按1.5×27.60=41.40加元/小时计，共165.60加元；超过37.5小时但未到44小时的6.5小时按正常时薪支付。"),
        (W, "zh", "每周超过44小时的部分按两倍时薪计算。你多出来4小时，按27.60×2=55.20加元/小时，加班费共220.80加元。"),
        (W, "en", "You'd get 4 × $41.40 = $165.60 in overtime. One catch: overtime is only paid when the Clinic Manager "
                  "approved it in advance, with no exceptions, so if the extra hours weren't signed off beforehand they "
                  "won't be paid as overtime."),
        (C, "en", "Your pay for that week should total $1,380.00: 44 hours at $27.60 ($1,214.40) plus 4 overtime hours at "
                  "$41.40 ($165.60). There's no daily overtime at the clinic, so long shifts alone don't change this; only "
                  "the weekly 44-hour line matters."),
        ]),
    # 5 to <10 completed years -> 6% of gross wages; on-call stipends excluded -> 6% x $30,000 = $1,800; part-time staff
    # get it as a percentage on every pay cheque (the January top-up is the full-time rule); vacation time 3 weeks (15 days).
    _d("2026-06-15",
       "I'm a part-time hygienist and I've been with the clinic since 2019 (6 completed years as of January 1, 2026). "
       "This year so far I've earned $30,000 in wages (regular plus overtime) and $1,200 in on-call stipends. How much "
       "vacation pay is that, and when do I get it?",
       [_q("vacation pay percentage part-time employee 5 years of service"),
        _q("gross wages for vacation pay exclude on-call stipends part-time vacation pay every pay cheque")],
       [(C, "en", "With 6 completed years you fall in the \"5 years but less than 10\" band, so your vacation pay is 6% of "
                  "gross wages. On-call stipends are not part of gross wages for vacation pay, so it's 6% × $30,000 = "
                  "$1,800 (the $1,200 in stipends is left out). As a part-time employee you don't get it in a lump sum: "
                  "it's added as a percentage to every pay cheque."),
        (W, "en", "Your vacation pay rate is 6% (5+ years). Applied to everything you've earned this year, $30,000 in wages "
                  "plus $1,200 in on-call stipends, that's $1,872, added to each pay cheque as you go."),
        (W, "en", "Part-time employees get vacation pay at 4% of gross wages, so on $30,000 that's $1,200, paid as a "
                  "percentage on every pay cheque. On-call stipends don't count."),
        (C, "zh", "你已满6年，适用“满5年不满10年”这一档，假期工资为工资总额的6%。on-call待命补贴不计入假期工资的计算基数，"
                  "所以是30,000 × 6% = 1,800加元。兼职员工的假期工资是按比例加在每一次工资里发放的，不是年底一次性发。"),
        (W, "en", "6% of $30,000 = $1,800 (stipends excluded). It's paid as a lump sum with the last pay in January, as a "
                  "top-up for the vacation year."),
        (W, "zh", "满5年以后假期工资比例提高到8%，按30,000加元计算就是2,400加元；待命补贴不计入。兼职员工是随每次工资按比例发放的。"),
        (C, "en", "$1,800. Breakdown: 6% (the rate for 5 to under 10 completed years) × $30,000 of gross wages. Your $1,200 of "
                  "on-call stipends doesn't count toward vacation pay. Because you're part-time, it's paid with every "
                  "cheque rather than as a separate payment."),
        (W, "en", "You're at the 6% tier. 6% of your $30,000 in wages (stipends excluded) is $1,600, which is added to each "
                  "pay cheque."),
        (C, "en", "At 6 completed years you're entitled to 3 weeks of vacation time and 6% vacation pay. "
                  "For vacation pay, gross wages include regular wages and overtime but not on-call stipends, so "
                  "6% × $30,000 = $1,800. Part-time staff receive it as a percentage on each pay cheque."),
        ], handbook="maple"),
    # Stipends: weekday evening $45 x 3 + weekend day $120 = $255; call-back 1.5x with a 3-hour minimum, on top of the
    # stipend: 3 x $34.80 x 1.5 = $156.60; total $411.60 (RPN rate $34.80).
    _s("maple", "on-call stipend weekday evening weekend call-back pay minimum 3 hours",
       "I'm an RPN (base rate $34.80). This pay period I did three weekday evening on-call shifts and one Saturday on-call "
       "shift. On the Saturday I was called in and worked 1.5 hours. What should I get for on-call and call-back?",
       [(C, "en", "Stipends: 3 weekday evening shifts × $45 = $135, plus the Saturday (weekend day) shift at $120, so $255. "
                  "Call-back: you worked 1.5 hours, but each call-back is paid at 1.5 × your rate with a 3-hour minimum: "
                  "3 × $34.80 × 1.5 = $156.60. Call-back pay is on top of the stipend, so your total is $411.60."),
        (W, "en", "$255 in stipends ($45 × 3 + $120) plus call-back for the 1.5 hours you actually worked at time and a "
                  "half: 1.5 × $52.20 = $78.30. Total $333.30."),
        (W, "en", "For the weekday evenings you get $45 × 3 = $135. On Saturday, since you were called in, the call-back pay "
                  "replaces the $120 stipend: minimum 3 hours at 1.5 × $34.80 = $156.60. Total $291.60."),
        (C, "zh", "三次工作日晚间待命：3 × 45 = 135加元；周六待命一班120加元，待命补贴合计255加元。周六被叫回只干了1.5小时，"
                  "但每次叫回最少按3小时、1.5倍时薪计算：3 × 34.80 × 1.5 = 156.60加元，且与待命补贴同时发放。总计411.60加元。"),
        (W, "zh", "工作日晚间待命每班70加元，三班210加元；周六待命120加元；叫回按最低3小时、1.5倍计156.60加元。合计486.60加元。"),
        (C, "en", "$255 in stipends ($45 × 3 + $120) plus $156.60 call-back (3-hour minimum at $52.20/h) = $411.60."),
        (W, "en", "The stipends come to $255. The call-back guarantees a minimum of 3 hours' pay at your regular rate of "
                  "$34.80, so $104.40, giving you $359.40 in total."),
        (W, "en", "Stipends: $135 for the three weekday evenings and $120 for Saturday = $255. Call-back: 3-hour minimum at "
                  "1.5 × $34.80 = $156.60. Total: $401.60."),
        (C, "zh", "周六被叫回去1.5小时，按规定每次叫回至少付3小时，并按1.5倍时薪（34.80×1.5=52.20加元）计算，所以是156.60加元，"
                  "这笔钱是在周六120加元待命补贴之外另付的。加上三个工作日晚间各45加元，这个发薪期待命和叫回合计411.60加元。"),
        ]),
    # Commuting not reimbursed; 4,800 km so far: 200 km x $0.68 = $136.00 + 250 km x $0.62 = $155.00 = $291.00;
    # claims within 60 days.
    _s("maple", "mileage reimbursement cents per km after 5,000 km",
       "My mileage log shows 4,800 km of clinic business driving from January to May. In June I drove 450 km between "
       "Harbour Street and Lakeshore Road and on home visits, plus 120 km commuting from home to Harbour Street. How much "
       "should my June mileage claim be?",
       [(C, "en", "$291.00. Only the 450 km of clinic business driving counts; the 120 km from home to Harbour Street is "
                  "commuting and isn't reimbursed. You were at 4,800 km, so the first 200 km of June take you to the "
                  "5,000 km mark at 68¢/km ($136.00), and the remaining 250 km are at 62¢/km ($155.00)."),
        (W, "en", "Your June claim is 450 km × $0.68 = $306.00. Commuting (the 120 km) isn't covered."),
        (W, "en", "Add up the 570 km you drove: 200 km at 68¢ ($136.00) and 370 km at 62¢ ($229.40), for a claim of $365.40."),
        (C, "zh", "6月可报销291加元。通勤的120公里不报销，只算450公里的公务里程：你今年已累计4,800公里，前200公里按每公里68分"
                  "计136加元，超过5,000公里后的250公里按每公里62分计155加元。"),
        (W, "en", "Once you pass 5,000 km in the year the lower rate applies to that month's driving, so June is "
                  "450 km × $0.62 = $279.00. The commuting kilometres are excluded."),
        (C, "en", "Only the 450 business km count. 200 of them take you to 5,000 km for the year at 68¢/km ($136), and the "
                  "other 250 are at 62¢/km ($155): claim $291. Send the log with your claim within 60 days."),
        (W, "zh", "6月可以报291加元（200公里×0.68＋250公里×0.62），通勤的120公里不算。注意报销要在出行后30天内提交，逾期不予报销。"),
        (W, "zh", "通勤不报。200公里 × 0.68 = 136加元，250公里 × 0.62 = 155加元，合计281加元。"),
        (C, "zh", "可以报291加元（200公里×0.68＋250公里×0.62），上下班通勤的120公里不能报。"),
        ], today="2026-07-03"),
    # Option A (default): regular rate 8 x $46.20 = $369.60 + substitute holiday within 3 months (12 with agreement);
    # Option B (chosen in writing): public holiday pay ($6,930 / 20 = $346.50) + premium 1.5x: 8 x $69.30 = $554.40 -> $900.90.
    _s("maple", "working on a public holiday premium pay substitute holiday",
       "I'm a full-time RN (37.5 hours a week, no vacation in the last month). I've been asked to cover the emergency "
       "clinic on Canada Day, Wednesday July 1, for 8 hours. What will I be paid?",
       [(C, "en", "You choose one of two options in writing before the holiday. Option A: your regular rate for the 8 hours "
                  "(8 × $46.20 = $369.60) plus a substitute holiday, paid at public holiday pay, within three months "
                  "(twelve with your written agreement). Option B: public holiday pay for the day plus premium pay of "
                  "1.5 × $46.20 = $69.30 for each hour worked (8 × $69.30 = $554.40). If you don't choose, Option A "
                  "applies. Public holiday pay is your regular wages in the four previous work weeks ÷ 20: "
                  "4 × 37.5 × $46.20 = $6,930 ÷ 20 = $346.50."),
        (W, "en", "Option B gives you premium pay of 1.5 × $46.20 for the 8 hours, i.e. $554.40, instead of public holiday "
                  "pay. Option A is straight time ($369.60) plus a paid substitute day within three months."),
        (W, "en", "If you go with the default option, you're paid your regular rate for the 8 hours ($369.60) and get a "
                  "substitute holiday paid at public holiday pay, which must be scheduled within twelve months."),
        (C, "zh", "加拿大国庆日（7月1日）上班，你需要在节前书面选择：A方案——8小时按正常时薪46.20加元支付（369.60加元），"
                  "另在三个月内安排一天带薪替代假（按公众假日工资支付）；B方案——当天拿公众假日工资，另外8小时按1.5倍时薪"
                  "计算溢价工资，8×69.30=554.40加元。不选择的话默认A方案。"),
        (W, "en", "The clinic defaults to Option B unless you say otherwise: you get public holiday pay ($346.50, i.e. $6,930 "
                  "over the previous four weeks ÷ 20) plus 1.5 × $46.20 × 8 = $554.40 of premium pay, $900.90 in total."),
        (W, "en", "Working on a statutory holiday is paid at double time: 8 × $92.40 = $739.20, and you also get a "
                  "substitute day off within three months."),
        (C, "en", "If you pick Option B, the numbers are: public holiday pay = ($46.20 × 37.5 × 4 weeks) ÷ 20 = $6,930 ÷ 20 "
                  "= $346.50, plus premium pay of 8 × $69.30 = $554.40, so $900.90 for July 1. Option A would instead pay "
                  "$369.60 for the hours and give you a paid substitute day within three months."),
        (W, "zh", "B方案：当天拿公众假日工资346.50加元，另外8小时按1.25倍时薪计算溢价工资462.00加元。"),
        (C, "en", "Two choices: straight time for the 8 hours ($369.60) plus a paid substitute day within 3 months, or "
                  "public holiday pay plus 1.5× for the hours ($554.40). Choose in writing before July 1; otherwise you "
                  "get the first option."),
        ]),
    # Notice table: 1 year to <3 years -> 2 weeks (or pay in lieu); none in probation/wilful misconduct; resigning:
    # 2 weeks (4 weeks only RDH/RN/RPN); statutory severance does not apply (payroll under $2.5M, needs 5+ years).
    _s("maple", "解雇 通知期 工作年限",
       "我在Maple Harbour诊所做前台，已经工作了两年半。如果诊所要解雇我（不是因为我有过错），需要提前几周通知？"
       "如果我自己辞职要提前多久？",
       [(C, "zh", "你在诊所工作两年半，属于“1年以上不满3年”这一档，诊所解雇你（非过错）须提前2周书面通知，或者支付2周工资代替"
                  "通知。你自己辞职的话，诊所要求提前2周书面通知；只有注册牙科卫生士、RN和RPN要提前4周。"),
        (W, "zh", "两年半的工龄按手册的通知期列表算，1年到3年之间是3周，所以诊所要提前3周通知你或支付3周工资。自己辞职需要提前2周书面通知。"),
        (W, "zh", "诊所解雇需提前2周通知或付2周工资；你自己辞职，按规定要提前4周书面通知，方便调整病人预约。"),
        (C, "zh", "解雇：2周通知（或2周工资代替）。辞职：提前2周书面通知。"),
        (W, "zh", "诊所须提前2周通知（或付2周工资），另外还要按每年1周支付遣散费（severance pay），你两年半大约能拿2.5周。"),
        (C, "en", "Between 1 and 3 years of service the clinic owes 2 weeks' notice or 2 weeks' pay in lieu. If you resign, "
                  "front-desk staff are asked for 2 weeks' written notice."),
        (W, "zh", "你工作不满3年，诊所只需提前1周通知即可；自己辞职提前2周。"),
        (W, "en", "The clinic must give you 2 weeks of working notice; it can't simply pay you instead of notice. For "
                  "resigning, give 2 weeks in writing."),
        (C, "zh", "手册按工作年限列出通知期：不满3个月无需通知，3个月到不满1年1周，1年到不满3年2周，3年到不满4年3周……满8年及以上"
                  "8周。你两年半，所以是2周（也可以用2周工资代替）。试用期内或严重过错（wilful misconduct）被解雇则没有通知期。"
                  "辞职方面，前台员工需提前2周书面通知。"),
        ]),
    # RRSP: 100% match up to 3% of base earnings (<5 years; 5% from 5 years); base = rate x regular hours, excludes
    # overtime/stipends: $34.80 x 37.5 x 52 = $67,860 -> match $2,035.80/yr ($39.15/week); her 5% = $3,393; joining after 6 months.
    _s("maple", "RRSP 公司匹配 比例",
       "我是诊所的全职RPN，入职三年，时薪34.80加元，每周37.5小时。我打算往团体RRSP里存工资的5%，诊所会配多少？一年大概多少钱？",
       [(C, "zh", "你入职3年，还不满5年，诊所按1:1匹配你的供款，上限是基本收入的3%。你的基本收入约为34.80×37.5×52=67,860加元/年。"
                  "你存5%（约3,393加元），诊所只配3%，即约2,035.80加元；超出3%的部分可以存，但不匹配。"),
        (W, "zh", "诊所按你的供款100%匹配，你存5%，诊所也配5%，一年约3,393加元。"),
        (W, "zh", "诊所按你供款的50%匹配，上限为基本收入的3%。你存5%（3,393加元），诊所配一半即1,696.50加元。"),
        (C, "zh", "诊所匹配上限是基本收入的3%，按你的时薪和工时一年大约2,035.80加元；满5年后上限提高到5%。"),
        (W, "zh", "匹配基数是你的全部收入，包括加班费和待命补贴，所以加班越多诊所配得越多；只按基本工时算的话是3%，即2,035.80加元。"),
        (C, "en", "The clinic matches 100% of your contributions up to 3% of base earnings until you reach 5 years of "
                  "service. Base earnings ≈ $34.80 × 37.5 h × 52 weeks = $67,860, so the match is about $2,035.80 a year "
                  "even though you put in 5% ($3,393)."),
        (W, "zh", "诊所匹配3%：67,860×3%=2,358.60加元/年。"),
        (W, "en", "After 3 years of service the match cap is 4% of base earnings, so on $67,860 the clinic adds $2,714.40 a year."),
        (C, "zh", "每周基本收入34.80×37.5=1,305加元，诊所每周最多配3%，即39.15加元，一年52周约2,035.80加元。你多存的2%不会被匹配。"),
        ]),
    # Regularly scheduled part-time, 3+ months: 3 paid sick days per calendar year, included in (not added to) the 3 ESA
    # days; note only from 4+ consecutive scheduled days (cost reimbursed up to $25); no carry-over, no payout.
    _d("2026-06-15",
       "我是诊所的兼职消毒技术员，固定每周排班24小时，入职4个月。今年能有几天带薪病假？这几天是在法定的3天无薪病假之外另加的吗？"
       "连续请几天以上需要医生证明？",
       [_q("兼职员工 带薪病假 天数"), _q("part-time paid sick days medical note")],
       [(C, "zh", "你是固定排班的兼职员工，入职已满3个月，每个日历年有3天带薪病假。这3天包含了ESA规定的3天受保护病假，不是另外再加。"
                  "连续3个排班日以内不需要医生证明；连续4天及以上，诊所可能要求提供证明，证明费用最高报销25加元。"),
        (W, "zh", "入职满3个月后每年有6天带薪病假，包含ESA的3天；连续4天以上才可能需要医生证明。"),
        (W, "zh", "兼职员工有3天带薪病假，另外还有ESA规定的3天无薪病假，一共6天；连续3天以内不需要证明。"),
        (C, "zh", "3天带薪病假（已含ESA的3天，不另加）；连续4个排班日及以上才可能要证明。"),
        (W, "zh", "每年3天带薪病假，含ESA那3天。连续请2天以上就需要提供医生证明。"),
        (W, "zh", "每年3天带薪病假（包含ESA的3天）；没用完的可以结转到下一年。连续4天以上可能需要医生证明。"),
        (C, "en", "As a regularly scheduled part-timer with 3+ months' service you get 3 paid sick days per calendar year. "
                  "They include the 3 ESA sick days rather than adding to them. No note is needed for up to 3 consecutive "
                  "scheduled days; for 4 or more the clinic may ask for one and will reimburse up to $25."),
        (W, "zh", "兼职员工要入职满6个月才有3天带薪病假，你现在4个月还没有，只能用ESA的3天无薪病假。"),
        (C, "zh", "带薪病假按你当天排班的小时数、以正常时薪支付。你每年有3天，包含ESA的3天，不是另加；连续4个排班日及以上诊所才可能"
                  "要求医生证明。未用完的不结转，离职时也不折现。"),
        ], handbook="maple"),

    # ------------------------------------------------------------------ jinhe (Chinese .docx, 第N条, 元)
    # 2026-09-25 is 中秋节 (statutory); guard on 综合计算工时: holiday hours at 300% (第十二条), not counted in the quarter's
    # 500 h; 4350 / 21.75 = 200/day, 25/h; 12 x 25 x 3 = 900 元; base excludes allowances; 餐费补贴 15 元/班; day shift -> no 夜班补贴.
    _d("2026-09-10",
       "我是锦禾物业的保安，月岗位工资4350元。今年中秋节9月25日我排的是白班（8:00到20:00，12小时），这天的加班工资怎么算？",
       [_q("综合计算工时 法定节假日 当班 加班工资 300%"), _q("加班工资计算基数 日工资 21.75"),
        ("calculate_leave_days", {"start_date": "2026-09-25", "end_date": "2026-09-25"})],
       [(C, "zh", "中秋节9月25日是法定节假日（日历工具确认当天是中秋节），保安实行综合计算工时制，按第十二条，法定节假日当班的工时"
                  "按小时工资的300%支付。加班基数为月岗位工资：日工资=4350÷21.75=200元，小时工资=200÷8=25元。"
                  "12小时×25元×300%=900元。这12小时不再计入季度500小时的超时计算。"),
        (W, "zh", "保安是综合计算工时，中秋节当班按休息日加班的200%计算：4350÷21.75÷8=25元/小时，12×25×2=600元。"),
        (W, "zh", "综合计算工时岗位不区分节假日，所有超时都按150%算：12×25×1.5=450元。"),
        (C, "zh", "小时工资4350÷21.75÷8=25元，中秋当天12小时按300%计：12×25×3=900元。"),
        (W, "zh", "日工资按4350÷30=145元，小时工资18.125元，12小时按300%计算为652.50元。"),
        (W, "zh", "法定节假日加班按标准8小时计，8×25×300%=600元，超出的4小时计入季度工时。"),
        (C, "en", "25 September 2026 is the Mid-Autumn Festival, a statutory holiday per the calendar. For a security guard "
                  "on the comprehensive working-hours system, hours worked on a statutory holiday are paid at 300% "
                  "(Article 12). Hourly rate = 4,350 ÷ 21.75 ÷ 8 = CNY 25, so 12 h × 25 × 300% = CNY 900."),
        (W, "zh", "日工资4350÷21.75约208元，小时工资26元，12小时×26元×300%=936元。"),
        (C, "zh", "按第十二条，综合计算工时岗位法定节假日当班按300%计发，第十三条规定基数是月岗位工资（不含住房补贴、夜班补贴等）："
                  "4350÷21.75÷8=25元/小时，12小时共900元。白班不是夜班，没有夜班补贴。"),
        ], handbook="jinhe"),
    # Standard-hours staff: statutory days only 10/1-10/3 (300%, no 补休 substitute); 10/4-10/5 are 调休 rest days ->
    # 200% when no 补休; 5220 / 21.75 / 8 = 30/h; 3x8x30x3 = 2,160 + 2x8x30x2 = 960 = 3,120 元; base = 岗位工资 only.
    _d("2026-09-21",
       "我是客服专员（标准工时），月岗位工资5220元。国庆假期10月1日到5日项目要我每天来上8小时班，公司说没法安排补休。"
       "加班费一共多少？",
       [_q("标准工时 法定节假日加班300% 调休形成的放假日按休息日加班"), _q("加班工资计算基数 日工资 21.75"),
        ("calculate_leave_days", {"start_date": "2026-10-01", "end_date": "2026-10-05"})],
       [(C, "zh", "按第十一条，法定节假日只指节日当天，国庆节是10月1日至3日；10月4日（周日）、5日（调休形成的放假日）都属于休息日。"
                  "小时工资=5220÷21.75÷8=30元。10月1日至3日：3天×8小时×30元×300%=2,160元；10月4日、5日不能补休，按200%："
                  "2天×8小时×30元×200%=960元。合计3,120元。"),
        (W, "zh", "日历显示10月1日至5日都是国庆节假期，均按法定节假日300%计算：5天×8小时×30元×3=3,600元。"),
        (W, "zh", "10月1日至3日按300%计2,160元；10月4日、5日是调休日，按工作日延时150%计：2×8×30×1.5=720元。合计2,880元。"),
        (C, "zh", "3,120元：10月1—3日按300%（每天720元），10月4—5日按休息日200%（每天480元）。"),
        (W, "zh", "合计3,120元。如果后面公司能安排补休，10月1日至3日这部分也可以改成补休，不再发300%的加班费。"),
        (C, "en", "Only 1–3 October are statutory holidays (Article 11 defines National Day as 1–3 Oct); 4–5 October are "
                  "rest days (a Sunday and a swapped day off). Hourly rate 5,220 ÷ 21.75 ÷ 8 = CNY 30. 1–3 Oct: "
                  "3 × 8 × 30 × 300% = 2,160; 4–5 Oct at 200% since no time off in lieu: 2 × 8 × 30 × 200% = 960. "
                  "Total CNY 3,120."),
        (W, "zh", "(5220+400)÷21.75÷8≈32.30元/小时（岗位工资加上住房补贴400元作为基数），10月1—3日按300%、4—5日按200%，合计约3,359元。"),
        (C, "zh", "每天8小时，按300%是720元，按200%是480元：720×3+480×2=3,120元。计算基数只用岗位工资5220元，不含住房补贴和餐费补贴。"),
        (W, "zh", "国庆节法定假日是10月1日、2日两天，按300%计1,440元；3日至5日属于休息日按200%计1,440元，合计2,880元。"),
        ], handbook="jinhe"),
    # Cumulative 12 years (all employers) -> 10 days/yr; joined 2026-03-01: 306 remaining calendar days (tool) ->
    # 306/365 x 10 = 8.38 -> 8 days (fractions dropped), working days; 5 working days' notice in OA; carry to 31 Mar next year.
    _d("2026-06-15",
       "I joined Jinhe Property on 1 March 2026 as a customer service officer. Before that I worked 12 years at other "
       "companies. How many days of annual leave do I get for 2026?",
       [_q("new employee annual leave pro-rated by remaining calendar days in the year"),
        _q("annual leave days by cumulative years of work 10 years"),
        ("calculate_leave_days", {"start_date": "2026-03-01", "end_date": "2026-12-31"})],
       [(C, "en", "Your full-year entitlement is based on cumulative working years, including other employers: 12 years "
                  "falls in \"10 to under 20 years\", so 10 days a year. As a new joiner in 2026 it's pro-rated by remaining "
                  "calendar days: 1 March–31 December is 306 days, 306 ÷ 365 × 10 = 8.38, and part days are dropped, so "
                  "you get 8 days of annual leave for 2026 (working days)."),
        (W, "en", "Annual leave depends on service with Jinhe, and you're new, so your base is 5 days. Pro-rated for the 306 "
                  "remaining days: 306 ÷ 365 × 5 = 4.19, so 4 days."),
        (W, "en", "10 days × 306/365 = 8.38 days; any part day counts as a full day, so you get 9 days for 2026."),
        (W, "zh", "要在锦禾工作满12个月才能休年假，所以2026年没有年假；从2027年起每年10天。"),
        (C, "zh", "按累计工作年限12年，全年应休10天；2026年3月1日入职，当年剩余日历天数306天，306÷365×10≈8.38天，不足1整天的"
                  "部分不享受，所以2026年有8天年假（按工作日计算）。"),
        (W, "en", "You'll get 8 days for 2026 (306/365 × 10, rounded down). Note they're calendar days, so any weekend inside "
                  "your leave period counts against the 8."),
        (C, "en", "From 1 March to 31 December 2026 there are 306 calendar days (the date tool confirms). 306 ÷ 365 × 10 = "
                  "8.38, fraction dropped → 8 working days. The 10-day base comes from your 12 years of total work "
                  "history, not just your time at Jinhe."),
        (W, "zh", "你累计工作12年，按规定全年年假15天，折算后306÷365×15≈12.58，取12天。"),
        (C, "en", "8 days. Book them in the Jinhe OA system at least 5 working days in advance; they should be used within "
                  "2026, though if work needs require it they can be carried over to 31 March 2027."),
        ], handbook="jinhe"),
    # 婚假 10 working days (weekends/holidays excluded), one go within a year of registration; from 10/8: 10/10 (Sat) is a
    # 调休 working day and counts; add_workdays(10/07, 10) = 2026-10-20 (Tue); back Wed 10/21.
    _d("2026-09-21",
       "我9月18日领的结婚证，想国庆假期结束后从10月8日开始休婚假，婚假最后一天是哪天？哪天回来上班？",
       [_q("婚假 天数 工作日"), ("add_workdays", {"date": "2026-10-07", "days": 10})],
       [(C, "zh", "婚假10天按工作日计算，休息日和法定节假日不算。10月8日开始：10月8日（周四）、9日（周五）、10日（周六，国庆调休"
                  "上班日，算工作日）、12日至16日、19日、20日，第10个工作日是10月20日（周二），10月21日（周三）回来上班。"),
        (W, "zh", "10月10日是周六，不计入婚假，所以10个工作日是10月8日、9日、12日至16日、19日至21日，最后一天10月21日（周三），"
                  "10月22日上班。"),
        (W, "zh", "婚假10天连续计算，从10月8日休到10月17日，10月18日是周日，10月19日（周一）回来上班。"),
        (C, "zh", "最后一天是10月20日（周二），10月21日上班。注意10月10日周六是调休上班日，也要占一天婚假。"),
        (W, "zh", "婚假按规定是13天（含国家3天），按工作日计算，10月8日起第13个工作日是10月23日，26日上班。"),
        (W, "zh", "按工作日算10天，最后一天是10月20日（周一），10月21日回来上班。"),
        (C, "en", "Marriage leave is 10 working days. Starting 8 Oct, the 10th working day is Tue 20 Oct 2026; note that "
                  "Sat 10 Oct is a make-up working day and counts. You're back at work on Wed 21 Oct. It's within a year "
                  "of registering on 18 Sep, so the timing is fine."),
        (W, "zh", "最后一天10月20日，10月21日上班。如果想留几天到春节，婚假也可以分两段休。"),
        (C, "zh", "日历工具显示：10月7日之后第10个工作日是10月20日（周二），其间10月10日（周六）为调休上班日。所以你的婚假是10月8日"
                  "至10月20日中的10个工作日，10月21日（周三）返岗。婚假要在领证后一年内一次休完，期间工资照发。"),
        ], handbook="jinhe"),
    # Parent's death: 丧假 3 days in calendar days incl. weekends/holidays: 6/18, 6/19 (端午), 6/20; 6/21 Sunday still in
    # the 端午 break (6/19-6/21); back Mon 6/22; travel leave up to 2 days out of town; paid.
    _d("2026-06-17",
       "My father passed away last night. I'm a maintenance technician at Jinhe and work Monday to Friday. If I start "
       "bereavement leave tomorrow, Thursday 18 June 2026, how many days do I get, do weekends and holidays count, and "
       "if I take only the bereavement leave, when am I due back? The funeral is in my hometown in Hunan.",
       [_q("bereavement leave father death days calendar days"),
        ("calculate_leave_days", {"start_date": "2026-06-18", "end_date": "2026-06-22"})],
       [(C, "en", "For a parent's death you get 3 days of bereavement leave, counted in calendar days including weekends "
                  "and public holidays. Starting Thursday 18 June, that covers 18, 19 (Dragon Boat Festival) and 20 June. "
                  "21 June is a Sunday and still part of the Dragon Boat break, so you're due back on Monday 22 June. "
                  "Because the funeral is in Hunan you can also ask for up to 2 days of travel leave, and the leave is paid."),
        (W, "en", "3 working days: 18 June, then 22 and 23 June (19–21 June are the Dragon Boat holiday and don't count). "
                  "You'd be back on Wednesday 24 June."),
        (W, "en", "For a parent the bereavement leave is 1 day, plus up to 2 days of travel leave because the funeral is "
                  "out of town."),
        (C, "zh", "父母去世给丧假3天，按自然日连续计算，包括休息日和法定节假日。6月18日（周四）开始，18、19（端午节）、20日这3天"
                  "就用完了；21日是周日、仍在端午假期内，所以6月22日（周一）回来上班。去湖南料理丧事还可以另申请最多2天路程假，"
                  "丧假期间工资照发。"),
        (W, "en", "You get 3 days. Statutory holidays don't count toward bereavement leave, so 19 June (Dragon Boat "
                  "Festival) is skipped: your leave days are 18, 20 and 21 June, and you return on Monday 22 June."),
        (W, "en", "3 calendar days (18–20 June), back on 22 June. For a funeral out of town you can add up to 3 days of "
                  "travel leave."),
        (C, "en", "3 days, counted as calendar days: 18–20 June. The 21st is a Sunday in the Dragon Boat break, so you're "
                  "back Monday 22 June. Up to 2 extra travel days can be added for the trip to Hunan."),
        (W, "zh", "丧假3天是18日至20日，日历显示6月21日（周日）是调休上班日，所以21日就得回来上班。"),
        (C, "en", "The calendar shows 19–21 June as the Dragon Boat Festival break, with 18 and 22 June the only working "
                  "days between 18 and 22 June. Bereavement leave runs in calendar days, so your 3 days are 18, 19 and "
                  "20 June and you return on 22 June. It's paid leave."),
        ], handbook="jinhe"),
    # 已婚 visiting parents: once every 4 years, 20 days incl. rest days/holidays (自然日) + travel days, full pay, after 1 year;
    # fares: up to 30% of monthly 岗位工资 (5000 x 30% = 1,500) self-paid, company pays 2,100 - 1,500 = 600; receipts within
    # 10 working days of return.
    _s("jinhe", "已婚员工 探望父母 探亲假 路费",
       "我已经结婚了，爱人和我都在公司所在城市，父母在四川老家。我在锦禾工作3年了，能休探亲假吗？能休多少天？往返火车票一共2100元，"
       "我月岗位工资5000元，公司能报多少？",
       [(C, "zh", "可以。你在公司已满一年，已婚员工探望父母每四年可以休一次探亲假，假期20天，包括公休假日和法定节假日（按自然日算），"
                  "另外按实际需要给路程假，工资照发。路费：已婚员工探望父母，往返车船费在本人月岗位工资30%以内的自理，"
                  "5000×30%=1,500元，超过部分公司负担，所以公司报2,100−1,500=600元。"),
        (W, "zh", "已婚员工探望父母每年可以休一次，假期20天；路费1,500元以内自理，公司报销600元。"),
        (W, "zh", "可以休30天探亲假；路费中月岗位工资30%（1,500元）以内自理，公司报600元。"),
        (W, "zh", "探亲假20天（每四年一次），往返路费2,100元由公司全额报销。"),
        (C, "zh", "每四年一次、20天；公司报600元（2,100−5,000×30%）。"),
        (W, "zh", "每四年一次，20个工作日，不含周末和节假日；公司报600元。"),
        (W, "zh", "每四年一次20天；你自理5,000×30%=1,500元，公司报销700元。"),
        (C, "en", "Yes. As a married employee visiting parents you get 20 days once every four years (weekends and public "
                  "holidays included), plus travel days as needed, on full pay. Fares up to 30% of your monthly post "
                  "salary (CNY 1,500) are on you; Jinhe pays the rest, CNY 600."),
        (C, "zh", "符合条件：已婚探望父母，每四年一次20天。路费公司承担超出月岗位工资30%的部分，即2,100−1,500=600元。报销要凭车票原件，"
                  "在返岗后10个工作日内提交。"),
        ]),
    # Contract 1 to <3 years -> probation at most 2 months (3 months not allowed); only one probation; probation pay 80%;
    # P3 housing 600 元/月, 50% in probation = 300; none if living in the dorm.
    _d("2026-06-15",
       "I've just been hired by Jinhe as a team leader (P3) on a 2-year contract. The offer letter says probation is "
       "3 months. Is that allowed? And what housing allowance will I get during probation? I rent my own flat, I'm not "
       "in the staff dorm.",
       [_q("probation period length 2-year contract"), _q("housing allowance P3 team leader probation")],
       [(C, "en", "Not as written. For a contract of one year to under three years, probation can't exceed two months "
                  "(Article 5), so a 3-month probation on a 2-year contract is over the limit. The housing allowance for "
                  "P3 (team leader) is CNY 600 a month, and during probation you get 50% of it: CNY 300 a month. Your "
                  "probation salary is 80% of your confirmed post salary."),
        (W, "en", "Yes, that's fine: probation can be up to six months, so three months is within the limit. During "
                  "probation your P3 housing allowance is half of CNY 600, i.e. CNY 300 a month."),
        (W, "en", "A 2-year contract allows at most 2 months' probation, so 3 months is too long. Housing allowance isn't "
                  "affected by probation: you get the full P3 rate of CNY 600 a month from day one."),
        (W, "zh", "两年期合同试用期最长2个月，3个月不合规。你这个级别的住房补贴是每月400元，试用期减半，每月200元。"),
        (C, "zh", "不合规。劳动合同一年以上不满三年的，试用期最长二个月，3个月超了。P3班组长住房补贴标准600元/月，试用期按50%发放，"
                  "即300元/月；你在外租房，不住宿舍，可以领取。"),
        (W, "en", "Three months exceeds the 2-month cap for contracts of 1 to under 3 years. During probation you'd get "
                  "CNY 300 housing allowance (50% of 600) and 70% of the confirmed salary."),
        (C, "en", "3 months is too long: 2 months max for a 1–3 year contract. Housing: CNY 300/month during probation "
                  "(half of the P3 CNY 600), the full CNY 600 after confirmation."),
        (W, "en", "A contract under three years allows at most one month's probation, so three months isn't allowed. Housing "
                  "allowance during probation: 50% of the P3 rate of CNY 600, so CNY 300."),
        (C, "en", "Probation for a contract of one to under three years can't exceed two months, so three months isn't "
                  "compliant, and Jinhe can only set one probation period with you. During probation you get 50% of the "
                  "P3 housing allowance (CNY 600), i.e. CNY 300 a month; if you moved into the staff dorm you'd get none."),
        ], handbook="jinhe"),
    # Fines banned (第三十条); late 20 min = ">15 and <60 min" -> 2 points; 1 point = 3% of that month's 绩效工资 ->
    # 6% x 600 = 36 元, never from 岗位工资/allowances; written warning at 20 points in a quarter.
    _d("2026-06-15",
       "保洁员小李这个月迟到了20分钟，班长说要罚款50元，这合规吗？她每月绩效工资600元，应该怎么处理？",
       [_q("迟到20分钟扣几分 考核扣分标准"), _q("扣分 扣减绩效工资 禁止罚款")],
       [(C, "zh", "不合规。手册第三十条明确公司不以罚款方式处理违纪，任何项目、部门不得罚款。迟到20分钟属于“超过15分钟、不满60分钟”，"
                  "扣2分；每扣1分扣减当月绩效工资的3%，2分即6%，600×6%=36元，只从绩效工资里扣，不扣岗位工资和补贴。"),
        (W, "zh", "不能罚款。迟到30分钟以内扣1分，扣当月绩效工资3%，即18元。"),
        (W, "zh", "班长可以罚款，但金额不超过50元；另外还要按考核扣2分。"),
        (C, "zh", "不能罚款；迟到20分钟扣2分，扣当月绩效6%，即36元。"),
        (W, "zh", "迟到超过15分钟按旷工半天处理，扣5分，即扣当月绩效工资的15%，90元；公司不罚款。"),
        (W, "zh", "不能罚款，应扣2分，每分扣岗位工资的3%，共扣6%的岗位工资。"),
        (C, "en", "A fine isn't allowed: Article 30 bans fines of any kind. A 20-minute late arrival is in the \"over 15 and "
                  "under 60 minutes\" band: 2 points. Each point cuts 3% of that month's performance pay, so "
                  "6% × CNY 600 = CNY 36, and base pay and allowances are untouched."),
        (W, "zh", "不能罚款。扣2分，每分3%，共6%，600×6%=30元。"),
        (C, "zh", "班长的做法不对，锦禾禁止罚款。按表3，迟到超过15分钟不满60分钟扣2分，对应扣当月绩效工资6%，也就是36元。季度累计扣分"
                  "达到20分才会书面警告，她这次2分远没到。"),
        ], handbook="jinhe"),

    # ------------------------------------------------------------------ tasman (English Markdown + Chinese .txt supplement)
    # NZ public holiday worked: time and a half 8 x $32 x 1.5 = NZ$384; Monday is an ordinary working day -> one alternative
    # holiday (whole paid day, agreed, within 12 months; payable on request after 12 months). Labour Day 2026 = Mon 26 Oct.
    _s("tasman", "working on a public holiday New Zealand time and a half alternative holiday",
       "One of our Auckland warehouse staff (Monday to Friday roster, NZ$32 an hour) worked 8 hours on Labour Day, "
       "Monday 26 October 2026. What is she owed?",
       [(C, "en", "She's paid time and a half for the hours worked: 8 × NZ$32 × 1.5 = NZ$384. Because Labour Day (a Monday) "
                  "would otherwise have been one of her working days, she also gets one alternative holiday: a whole paid "
                  "day off, taken at a time agreed with her manager within 12 months."),
        (W, "en", "Public holiday work is paid at double time, so 8 × NZ$64 = NZ$512, plus one alternative holiday since "
                  "Monday is normally a working day for her."),
        (W, "en", "She gets time and a half, NZ$384 for the 8 hours. Alternative holidays only apply to salaried staff, so "
                  "as a waged warehouse worker she doesn't get a day in lieu."),
        (W, "en", "NZ$384 (8 × $48) plus an alternative holiday, which must be taken within 60 days of Labour Day."),
        (C, "zh", "劳动节（10月26日，周一）是她平常的工作日。公众假日上班按1.5倍支付：8×32×1.5=384纽币；另外因为当天本来是她的"
                  "工作日，还要给她一天带薪替代假（alternative holiday），在12个月内与经理商定时间休。"),
        (W, "zh", "除了1.5倍工资384纽币，还要另外支付当天的正常工资256纽币，合计640纽币，再加一天替代假。"),
        (C, "en", "NZ$384 (8 h × $48) plus one alternative holiday, since Monday is one of her normal working days."),
        (W, "en", "Time and a half of NZ$32 is NZ$48 an hour; for 8 hours that's NZ$364. Because Monday is an ordinary "
                  "working day for her, she also gets an alternative holiday."),
        (C, "en", "Pay for the day: 8 hours at time and a half, NZ$48 × 8 = NZ$384. She also earns one alternative holiday "
                  "because she'd normally work Mondays; she takes it within 12 months at a time agreed with her manager, "
                  "and if it's still untaken after 12 months she can ask for it to be paid out at relevant daily pay."),
        ], today="2026-10-28"),
    # NZ: 4 weeks; 5 weeks from the 5th anniversary; a week = the employee's ordinary working week -> 4-day week x 5 = 20
    # days; paid at the greater of ordinary weekly pay and average weekly earnings (12 months). (HK 18 days is another rule.)
    _s("tasman", "annual leave New Zealand weeks after five years four-day week",
       "I work four days a week (Monday to Thursday) in our Christchurch office and have been with Tasman for 6 years. "
       "How many days of annual leave do I get per year?",
       [(C, "en", "You're past your fifth anniversary, so you get five weeks a year. For annual leave a \"week\" is your "
                  "ordinary working week, four days for you, so that's 5 × 4 = 20 working days."),
        (W, "en", "After 5 years it's five weeks, i.e. 25 working days a year."),
        (W, "en", "You get four weeks a year; the fifth week starts after ten years of service. With a 4-day week that's "
                  "16 days."),
        (C, "zh", "你入职已满6年，超过5年，年假为每年5周。这里的“一周”是指你自己的正常工作周，你每周上4天，所以是5×4=20个工作日。"),
        (W, "zh", "从第六年起，你每年有18个工作日的年假。"),
        (W, "en", "Five weeks, i.e. 20 working days for a 4-day week, but part-time employees' leave is then pro-rated to "
                  "80%, so 16 days."),
        (C, "en", "20 days: 5 weeks × your 4-day working week."),
        (W, "zh", "每年5周，也就是20天；休假期间的工资按过去12个月的平均周收入计算。"),
        (C, "en", "Five weeks, which for your Monday–Thursday pattern is 20 working days. Leave is paid at the greater of "
                  "your ordinary weekly pay and your average weekly earnings over the previous 12 months."),
        ]),
    # Shenzhen Supplement 第八条 replaces group §3: statutory by cumulative years (12 -> 10 days) + 1 bonus day per full
    # 2 years at Tasman (5 years -> 2), max 5 -> 12 working days; bonus days don't carry over / aren't paid out.
    _s("tasman", "深圳 年休假 福利年假 连续工作每满2年",
       "我在塔斯曼深圳分公司做报关员，入职5年，之前在别的公司干了7年，累计工作12年。我每年有几天年假？是不是跟新西兰一样按周算？",
       [(C, "zh", "深圳员工适用补充规定第八条，不按集团手册的“周”计算。法定年休假按累计工作年限：你累计12年，属于满10年不满20年，"
                  "10天；另外在本公司连续工作每满2年加1天福利年假，你5年算2个“满2年”，加2天。合计每年12个工作日。"),
        (W, "zh", "补充规定没改年假，适用集团手册：满5年后每年5周，按每周5天是25天。"),
        (W, "zh", "法定年假按在本公司的工龄算，5年属于满1年不满10年，5天；加福利年假2天，共7天。"),
        (W, "zh", "法定10天，加上福利年假：5年每满2年加1天，5÷2=2.5向上取整为3天，共13天。"),
        (C, "zh", "每年12天（法定10天＋福利2天），按工作日计算，不是按周。"),
        (W, "zh", "每年12天（法定10天＋福利2天）。当年没休完的福利年假可以顺延到下一年。"),
        (C, "en", "12 working days: the Shenzhen Supplement replaces the group's weeks-based rule. 12 years of total work "
                  "gives 10 statutory days, and 5 years at Tasman adds 2 bonus days (1 per full 2 years, capped at 5)."),
        (W, "zh", "累计工作12年，法定年假15天，再加福利年假2天，共17天。"),
        (C, "zh", "深圳分公司的年假：法定部分看累计工作年限，12年对应10天；福利年假按“每满2年”计，5年÷2=2.5，只算满的2次，即2天。"
                  "共12个工作日，不像新西兰那样按周算。福利年假当年未休不保留、也不折算工资。"),
        ]),
    # MPF: mandatory 5% each on relevant income capped at HK$30,000 -> HK$1,500 each; after 3 years voluntary employer 3%
    # of full basic salary (uncapped): 3% x 36,000 = 1,080 -> employer HK$2,580; employee HK$1,500; 5% voluntary after 10 years.
    _s("tasman", "MPF employer contribution Hong Kong voluntary 3% cap HK$30,000",
       "I'm in the Kwai Chung office, 4 years with Tasman, monthly basic salary HK$36,000. How much does Tasman put into "
       "my MPF each month, and how much is deducted from me?",
       [(C, "en", "Tasman pays the mandatory 5% on relevant income capped at HK$30,000, i.e. HK$1,500, plus (since you've "
                  "completed 3 years) a voluntary 3% of your full monthly basic salary, which isn't capped: "
                  "3% × HK$36,000 = HK$1,080. So Tasman puts in HK$2,580 a month. Your own mandatory deduction is 5% of "
                  "the capped HK$30,000 = HK$1,500."),
        (W, "en", "Mandatory 5% of HK$36,000 = HK$1,800 from Tasman, plus the 3% voluntary contribution of HK$1,080, for "
                  "HK$2,880 a month; you contribute HK$1,500."),
        (W, "zh", "公司：强制性供款1,500港元，加上自愿性供款按30,000港元上限的3%计900港元，合计2,400港元；你自己扣1,500港元。"),
        (W, "en", "HK$1,500 mandatory plus a 5% voluntary top-up on your basic salary (HK$1,800), so HK$3,300 a month from "
                  "Tasman; HK$1,500 from you."),
        (C, "zh", "强积金强制性供款双方各5%，有关入息上限每月30,000港元，所以公司和你各1,500港元。你已满3年，公司另加自愿性供款，"
                  "按月基本薪金36,000港元的3%计，不受30,000上限限制，即1,080港元。公司每月合计2,580港元，你每月扣1,500港元。"),
        (W, "en", "Tasman contributes HK$2,580 (HK$1,500 mandatory + HK$1,080 voluntary). From your side, 5% of HK$36,000 = "
                  "HK$1,800 is deducted."),
        (C, "en", "Tasman: HK$1,500 + HK$1,080 = HK$2,580/month. You: HK$1,500."),
        (W, "zh", "公司只供强制性的1,500港元；自愿性供款要满5年才有，你目前4年还没有。你自己每月扣1,500港元。"),
        (C, "en", "Each month Tasman pays HK$1,500 mandatory (5% of the HK$30,000 cap) and HK$1,080 voluntary (3% of your "
                  "whole HK$36,000 basic salary, no cap), HK$2,580 in all; you pay HK$1,500. The voluntary rate goes up "
                  "to 5% once you complete 10 years."),
        ]),
    # KiwiSaver: employer = employee rate, min 3.5%, max 5%; at 8% -> 5% x NZ$3,200 = NZ$160/fortnight, reduced by ESCT;
    # employee 8% = NZ$256; nothing during a savings suspension.
    _s("tasman", "KiwiSaver employer contribution rate maximum 5%",
       "I'm in Auckland and contribute 8% to KiwiSaver. My gross fortnightly pay is NZ$3,200. How much does Tasman "
       "contribute?",
       [(C, "en", "Tasman matches your chosen rate but caps the employer contribution at 5% of gross pay. At 8% you get the "
                  "5% maximum: 5% × NZ$3,200 = NZ$160 per fortnight (before ESCT is deducted). Your own 8% is NZ$256."),
        (W, "en", "Tasman matches whatever you contribute, so 8% × NZ$3,200 = NZ$256 per fortnight, less ESCT."),
        (W, "en", "The employer rate is the 3.5% minimum regardless of what you choose: NZ$112 a fortnight before ESCT."),
        (C, "zh", "公司的雇主供款等于你选择的比例，但最低3.5%、最高5%。你选8%，公司按上限5%供款：3,200×5%=160纽币/两周，"
                  "这笔钱还要先扣除雇主退休金供款税（ESCT）。"),
        (W, "en", "NZ$160 a fortnight (the 5% cap). ESCT doesn't reduce it; the full NZ$160 goes into your scheme."),
        (W, "en", "For employees above 4%, Tasman's contribution is capped at 4%: NZ$128 per fortnight before ESCT."),
        (C, "en", "5% of NZ$3,200 = NZ$160 per fortnight from Tasman (the cap for 6%, 8% or 10% contributors), reduced by ESCT."),
        (W, "zh", "公司最多供5%：3,200×5%=150纽币/两周，扣ESCT前。"),
        (C, "en", "NZ$160 a fortnight before ESCT: the employer rate follows yours but tops out at 5%. Note that if you take a "
                  "savings suspension, Tasman's contribution stops too."),
        ]),
    # Shenzhen 单证员 = office, standard hours: weekday overtime 150%; 6525 / 21.75 / 8 = 37.5/h x 1.5 x 4 = 225 元;
    # meal: 满2小时 25, 满4小时 40 (not cumulative, "满" inclusive) -> 40; total 265 元 (supplement replaces group §2.4).
    _d("2026-06-15",
       "我是深圳分公司的单证员，月基本工资6525元。上周三（工作日）正常下班后又加班了整整4个小时，这次能拿多少加班费和餐补？",
       [_q("深圳 加班餐补 满4小时"), _q("深圳 加班工资 计算基数 21.75 工作日延时 150%")],
       [(C, "zh", "你是单证员（办公室岗位，标准工时），工作日延时加班按150%。小时工资=6525÷21.75÷8=37.5元，4小时×37.5×1.5=225元。"
                  "餐补按深圳补充规定第七条：延时加班满2小时25元，满4小时40元，不叠加，“满”含本数，你刚好4小时，拿40元。合计265元。"),
        (W, "zh", "加班费225元；餐补要超过4小时才能拿40元，你刚好4小时，只能拿25元。"),
        (W, "zh", "加班费225元；餐补满2小时25元、满4小时再加40元，共65元。"),
        (W, "zh", "加班费225元；餐补按集团手册，加班4小时以上发NZ$35。"),
        (C, "zh", "加班费225元（37.5×1.5×4），餐补40元，共265元。"),
        (W, "zh", "工作日延时加班按200%：37.5×2×4=300元，再加餐补40元。"),
        (C, "en", "Overtime: 6,525 ÷ 21.75 ÷ 8 = CNY 37.50/h × 1.5 × 4 h = CNY 225. Meal allowance under the Shenzhen "
                  "Supplement: exactly 4 hours counts as \"满4小时\", so CNY 40 (not added to the CNY 25 tier). Total CNY 265."),
        (W, "zh", "6525÷21.75=300，300÷8=37.5，37.5×4×1.5=235元，加餐补40元，共275元。"),
        (C, "zh", "日工资6525÷21.75=300元，小时工资37.5元，工作日加班4小时按150%计225元。餐补看深圳补充规定：满2小时25元、满4小时40元，"
                  "两档不叠加，4小时正好够40元那一档。这次一共265元。"),
        ], handbook="tasman"),
    # Shenzhen night allowance per shift: warehouse operator 40 元 (dispatcher 60, office 30) -> 12 x 40 = 480; high-temp
    # allowance June-October (5 months) 300 元/月 for non-air-conditioned warehouse, 150 if <10 days -> July 300; total 780;
    # year max 1,500; group NZ$3.50/h rule does not apply.
    _d("2026-08-05",
       "我是深圳仓库的装卸操作员（仓库没有空调），7月份上了12个夜班（22:00到次日6:00），全月出勤22天。7月能拿多少夜班津贴和"
       "高温津贴？全年高温津贴一共有几个月？",
       [_q("深圳 夜班津贴 仓库操作员 每班"), _q("深圳 高温津贴 6月至10月 每月")],
       [(C, "zh", "夜班津贴按班次发：仓库操作员每班40元，12个夜班共480元。高温津贴每年6月至10月发放，你在无空调仓库作业，属于发放"
                  "范围，7月出勤22天（不少于10天），拿全额300元。7月合计780元。高温津贴全年共5个月（6、7、8、9、10月），最多1,500元。"),
        (W, "zh", "夜班津贴每班60元，12个夜班共720元；高温津贴300元；合计1,020元。全年高温津贴6月至10月共5个月。"),
        (W, "zh", "夜班津贴按每小时NZ$3.50计算：12班×8小时×3.5=336纽币；高温津贴300元。高温津贴6月至10月共5个月。"),
        (W, "zh", "7月合计780元（夜班480＋高温300）。高温津贴发放月份是6月到9月，一共4个月。"),
        (C, "zh", "夜班480元（12×40）＋高温300元＝780元；高温津贴6—10月，共5个月。"),
        (W, "zh", "夜班津贴480元；仓库属于室内岗位，不发高温津贴，只发防暑降温饮品。"),
        (C, "en", "Night allowance is per shift: CNY 40 for a warehouse operator × 12 = CNY 480. High-temperature "
                  "allowance: CNY 300 for July (non-air-conditioned warehouse, 22 days' attendance, well over 10). Total "
                  "CNY 780. The allowance runs June to October, 5 months a year."),
        (W, "zh", "7月共780元。高温津贴6月至10月共5个月，全年合计1,200元。"),
        (C, "zh", "按深圳补充规定，夜班津贴按班发而不是按小时：仓库操作员40元/班（调度员才是60元），12班480元。无空调仓库属于高温津贴"
                  "范围，7月出勤满10天，发300元。7月共780元；高温津贴6月到10月共5个月，全年最多1,500元。"),
        ], handbook="tasman"),
    # Shenzhen standard-hours employee: supplement 第三条 overrides group §4.2 (no time and a half / alternative holiday);
    # statutory days = 10/1-10/3; 10/4 is a 调休 rest day -> 200% without 补休; 8700 / 21.75 / 8 = 50/h;
    # 10/1: 8x50x3 = 1,200; 10/4: 8x50x2 = 800; total 2,000 CNY (+50 meal allowance per 8-hour day = 2,100).
    _d("2026-09-21",
       "Our Shenzhen customs documentation officer (standard hours, monthly base salary CNY 8,700) will work 8 hours on "
       "1 October and 8 hours on 4 October 2026. In Auckland we'd pay time and a half plus an alternative holiday. What "
       "does she get, assuming we can't give her time off in lieu for the 4th?",
       [_q("深圳 法定节假日加班 300% 不以补休代替 国庆节"), _q("深圳 加班工资 计算基数 21.75 工作日延时 150%"),
        ("calculate_leave_days", {"start_date": "2026-10-01", "end_date": "2026-10-04"})],
       [(C, "en", "The Auckland rule (time and a half plus an alternative holiday) doesn't apply in Shenzhen; the Supplement "
                  "does. Only 1–3 October are statutory holidays; 4 October (a Sunday in the break) is a rest day. "
                  "Hourly rate: 8,700 ÷ 21.75 ÷ 8 = CNY 50. 1 Oct: 8 × 50 × 300% = CNY 1,200. 4 Oct (no time off in "
                  "lieu): 8 × 50 × 200% = CNY 800. Total overtime pay CNY 2,000, with no alternative holiday."),
        (W, "en", "The calendar shows 1–4 October all as National Day holidays, so both days are paid at 300%: "
                  "2 × 8 × 50 × 3 = CNY 2,400."),
        (W, "en", "She gets the group rule: time and a half for the hours on both days (8 × 50 × 1.5 × 2 = CNY 1,200) plus "
                  "an alternative holiday for each."),
        (W, "en", "1 Oct: CNY 1,200 (300%); 4 Oct: CNY 800 (200%). On top of that she's entitled to a day off in lieu for "
                  "1 October."),
        (C, "zh", "深圳员工按补充规定第三条执行，集团手册第4.2条的一倍半加替代假日不适用。法定节假日只算节日当天，国庆是10月1日至3日；"
                  "10月4日是周日，属于休息日。小时工资8700÷21.75÷8=50元：10月1日8×50×3=1,200元；10月4日不能补休，"
                  "按200%，800元。加班工资合计2,000元。"),
        (W, "en", "1 Oct at 300% = CNY 1,200; 4 Oct is a swapped day, so it's paid like weekday overtime at 150% = CNY 600. "
                  "Total CNY 1,800."),
        (C, "en", "CNY 2,000 of overtime pay: 1,200 for 1 Oct (300%) + 800 for 4 Oct (200%, rest day). No alternative holiday in Shenzhen."),
        (W, "zh", "10月1日：8×50×3=1,200元；10月4日：8×50×2=800元；合计2,200元。"),
        (C, "en", "Hourly rate CNY 50 (8,700 ÷ 21.75 ÷ 8). 1 October is a statutory day at 300% (CNY 1,200); 4 October is a "
                  "rest day (a Sunday) at 200% (CNY 800) because no time off in lieu is possible. That's CNY 2,000 of "
                  "overtime pay, plus a CNY 50 meal allowance for each 8-hour day, CNY 2,100 in all. No alternative "
                  "holiday applies in Shenzhen."),
        ], handbook="tasman"),
]
