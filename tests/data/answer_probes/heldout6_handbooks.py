"""heldout6's handbook questions (issue 26, round 6): a report set written blind by a separate helper who
never read the answer check's code, prompts or docs, never ran the check or bench_answer_check.py on it,
and labelled every answer before anything measured it; never tuned on. Answers were written by hand
after reading the tools' real results (make_heldout6.py runs the calls and writes heldout6.jsonl).

Three invented handbooks of its own, in heldout6_handbooks/<folder>/handbook/:
- qinglan_logistics (Chinese Markdown, 第一条…第二十三条 across six chapters, （一）（二） items):
  9570÷21.75=440元 at 200%/300%, 迟到 20元 a time within 15 minutes plus 30元 from the 4th time and the
  300元 全勤奖 lost after more than 3 times, sick pay 60/70/80/90% by tenure, 10 working days of 婚假 over
  the 5月9日 make-up Saturday, pay on the 10th when 10月10日 2026 is a make-up working Saturday, 150元 a
  day in Shanghai with a 450元 hotel cap, 15 days' 陪产假 within 60 days and 1 day for a parent-in-law,
  a B-grade bonus of 2 months pro-rated over 9 months;
- tidewell_marine (English, numbered sections 2.3.1…, one allowance table, £ and pence per mile):
  time and a half Monday–Saturday and double time on Sunday for grades 1–4, notice of one week per
  completed year (minimum 4, maximum 12 weeks) against 1 month from the employee, company sick pay
  4/8/13 weeks full then half pay by service band, 45p/25p per mile plus 5p per passenger, 25/27/29
  days of holiday with 5 days carried over to 30 June, night/standby/call-out allowances, 2 weeks'
  paternity leave within 8 weeks, 100%/50% repayment of course fees within 12/24 months;
- veridane_bilingual (an English Global People Policy that prevails, except where a Chinese statutory
  entitlement in the Shenzhen supplement is more favourable; the supplement says the same in 第一条):
  CNY 260 a day and 60 days to claim against the supplement's 180元 and 30日, 10 days of 婚假 against 5
  working days, 4 weeks for the secondary caregiver against 15 days of 陪产假, 13050÷21.75=600元 at
  1.5倍/2倍, pay on the 15th falling on Saturday 15 August 2026, 60% sick pay after 10 full-pay days,
  3 months' probation against 6, 178+30 days of maternity leave against 20 weeks.
24 questions (8 per handbook; 13 in Chinese, 11 in English, including English questions answered from
Chinese clauses and the reverse), 197 answers: 88 correct, 109 wrong; 109 Chinese, 88 English.
Every case is "report": counted only, never read answer by answer, never tuned on."""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

HANDBOOKS = {"qinglan": "qinglan_logistics", "tidewell": "tidewell_marine", "veridane": "veridane_bilingual"}


QINGLAN = [
    _s("qinglan", "加班工资 休息日 法定节假日 日工资 21.75",
       "我月基本工资9570元，上周六加班了一整天，部门说这个月排不出补休。这天加班费怎么算？要是10月1日国庆节那天上班呢？",
       [(C, "zh", "日工资=9570÷21.75=440元。休息日加班又不能补休，按日工资的200%支付，即880元；国庆节当天属于法定节假日，"
                  "按300%支付，即1320元，而且不安排补休。"),
        (C, "zh", "周六那天按日工资200%，880元；10月1日那天按300%，1320元。"),
        (C, "zh", "按第八条：休息日不能补休的按2倍，440×2=880元；法定节假日按3倍，440×3=1320元。注意加班要事先在OA里申请并经部门经理批准。"),
        (C, "en", "Your daily rate is 9,570 ÷ 21.75 = 440 yuan, so the Saturday is paid at double time, 880 yuan, and "
                  "working on National Day (1 October) at triple time, 1,320 yuan."),
        (W, "zh", "休息日加班按150%：440×1.5=660元；国庆节按300%：1320元。"),
        (W, "zh", "日工资9570÷21.75=450元，周六900元，国庆1350元。"),
        (W, "zh", "周六按200%是880元；国庆节当天也按200%，880元，另外再安排补休一天。"),
        (W, "en", "The Saturday pays 880 yuan at 200%, and 1 October pays 1,320 yuan at 300% — that's under Article 9 of the handbook."),
        (W, "zh", "周六880元，国庆节1320元；加班不需要提前审批，事后补报就行。")]),
    _d("2026-06-15", "我这个月迟到了5次，每次都在10分钟左右，要扣多少钱？全勤奖还能拿吗？",
       [_q("迟到 15分钟以内 每次扣款"), _q("全勤奖")],
       [(C, "zh", "每次15分钟以内扣20元，5次共100元；当月累计超过3次，第4、5次每次另加扣30元，再扣60元，合计扣160元。"
                  "迟到累计超过3次，当月300元全勤奖也没有了。"),
        (C, "zh", "一共扣160元（20×5+30×2），全勤奖取消。"),
        (C, "en", "You lose 160 yuan: 20 yuan for each of the five late arrivals (all within 15 minutes) plus an extra 30 yuan "
                  "each for the 4th and 5th. And since it's more than 3 times this month, there's no 300-yuan attendance bonus."),
        (C, "zh", "按第三条、第四条：扣款160元，300元全勤奖当月不发。"),
        (W, "zh", "每次扣20元，共100元；全勤奖照发。"),
        (W, "zh", "每次扣50元，5次共250元，再加第4、5次各30元，共310元，全勤奖取消。"),
        (W, "zh", "5次×20元=100元，超过3次后从第3次起每次加扣30元，再扣90元，共190元，全勤奖取消。"),
        (W, "zh", "共扣160元；迟到不影响全勤奖，只有请事假和旷工才取消全勤奖。"),
        (W, "en", "160 yuan in deductions, and you also lose the monthly attendance bonus of 200 yuan.")],
       handbook="qinglan"),
    _s("qinglan", "sick pay percentage years of service",
       "I've been a driver at Qinglan for six years and I'm going to be off sick for two weeks. What percentage of my "
       "base pay will I get?",
       [(C, "en", "80% of your monthly base pay, because you've worked there at least 5 but less than 8 years. You'll need "
                  "a diagnosis certificate from a grade-2 or higher hospital."),
        (C, "en", "80%."),
        (C, "zh", "你在公司满5年不满8年，病假工资按月基本工资的80%发放；如果算下来低于本市最低工资标准的80%，按最低工资标准的80%发。"),
        (C, "en", "Article 13 puts six years' service in the 5-to-8-year bracket: sick pay is 80% of base pay."),
        (W, "en", "70% of your base pay."),
        (W, "en", "90%, since you've been there more than five years."),
        (W, "en", "80% of base pay, and it can never come to less than the full local minimum wage."),
        (W, "zh", "满5年按80%发放，病假期间不需要医院证明。")]),
    _d("2026-04-20", "我5月6日开始休婚假，能休几天？哪天回来上班？",
       [_q("婚假 天数"), ("add_workdays", {"date": "2026-05-05", "days": 10}),
        ("add_workdays", {"date": "2026-05-05", "days": 11})],
       [(C, "zh", "婚假共10天（法定3天加本省7天），按工作日算。5月6日开始，第10个工作日是5月18日（周一），中间5月9日周六调休上班也算一天，"
                  "所以5月19日（周二）回来上班。"),
        (C, "zh", "10个工作日，休到5月18日，19号上班。"),
        (C, "en", "Ten working days of paid marriage leave. Starting 6 May, it runs to Monday 18 May (Saturday 9 May is a "
                  "make-up working day and counts), so you're back on Tuesday 19 May."),
        (C, "zh", "第十四条：婚假10天，按工作日计算，工资照发，要在领证之日起6个月内一次休完。从5月6日休到5月18日，5月19日返岗。"),
        (W, "zh", "婚假10天，按自然日算，5月6日到5月15日，5月16日回来上班。"),
        (W, "zh", "婚假3天，5月6日至8日，5月11日（周一）上班。"),
        (W, "zh", "婚假10个工作日，5月9日周六不算，休到5月19日，5月20日上班。"),
        (W, "zh", "婚假10个工作日，休到5月18日（周二），5月19日上班。"),
        (W, "en", "Ten working days, back on 19 May; you have a year from the marriage certificate to use it.")],
       handbook="qinglan"),
    _d("2026-10-08", "这个月工资几号发？10号是周六吧？",
       [_q("发薪日 工资发放"), ("calculate_leave_days", {"start_date": "2026-10-09", "end_date": "2026-10-10"})],
       [(C, "zh", "10月10日虽然是周六，但它是国庆调休上班日，属于工作日，所以照常在10月10日发9月份的工资。"),
        (C, "zh", "还是10号发。10号周六要调休上班，不算休息日，不用提前。"),
        (C, "en", "Saturday 10 October is a make-up working day after the National Day holiday, so pay (for September) "
                  "goes out on the 10th as usual."),
        (C, "zh", "10月10日（周六，调休上班）发。"),
        (W, "zh", "10号是周六，提前到10月9日（周五）发。"),
        (W, "zh", "10月10日是休息日，顺延到10月12日（周一）发。"),
        (W, "zh", "10月10日发，发的是10月份当月的工资。"),
        (W, "zh", "这个月是15号发工资。"),
        (W, "en", "The 10th falls on a Sunday this year, so pay moves to Friday 9 October.")],
       handbook="qinglan"),
    _s("qinglan", "出差补助 上海 住宿标准",
       "下周要去上海出差4天，住3晚，酒店每晚480元。出差补助有多少？住宿费能全报吗？",
       [(C, "zh", "上海按每天150元，4天共600元出差补助。一线城市住宿标准每晚不超过450元，480元超了30元，3晚最多按1350元报，"
                  "超出的90元不在标准内。"),
        (C, "zh", "补助600元；住宿不能全报，每晚上限450元。"),
        (C, "en", "Shanghai is one of the 150-yuan cities, so 4 days × 150 = 600 yuan. Hotels there are capped at 450 yuan "
                  "a night, so your 480-yuan room is over the limit; you can claim up to 1,350 yuan for the 3 nights."),
        (C, "zh", "第十八条：去上海每天补助150元，共600元；住宿一线城市每晚不超过450元，480元超标准，不能全额报销。"),
        (W, "zh", "省外出差每天120元，4天480元；住宿每晚480元可以全报。"),
        (W, "zh", "每天150元，4天共750元；住宿标准每晚450元，超出部分自理。"),
        (W, "zh", "补助600元；住宿标准是每晚不超过500元，480元可以全额报销。"),
        (W, "en", "The per diem is 150 yuan a day, 600 yuan in total; the hotel cap for first-tier cities is 300 yuan a night."),
        (W, "zh", "补助600元，住宿3晚×480=1440元全额报销。")]),
    _d("2026-06-15", "My wife just had our baby. How much paternity leave do I get at Qinglan, and by when do I have to "
                     "take it? Also my father-in-law died last week — how many days of bereavement leave is that?",
       [_q("paternity leave days"), _q("丧假 岳父母")],
       [(C, "en", "15 days of paternity leave, to be used within 60 days of the birth. For your father-in-law you get 1 day "
                  "of bereavement leave, plus up to 2 days' travel leave if you have to go out of town for the funeral."),
        (C, "en", "Paternity: 15 days, within 60 days of the birth. Father-in-law: 1 day."),
        (C, "zh", "陪产假15天，须在孩子出生之日起60日内休完；岳父去世丧假1天，需要去外地料理丧事的可以另给路程假，最多2天。"),
        (C, "en", "Article 15 gives you 15 days' paternity leave (use it within 60 days); Article 16 gives 1 day for a parent-in-law."),
        (W, "en", "15 days of paternity leave within 60 days, and 3 days of bereavement leave for your father-in-law."),
        (W, "en", "10 days of paternity leave, to be taken within 60 days; 1 day for your father-in-law."),
        (W, "en", "15 days' paternity leave within 60 days; 1 day for your father-in-law plus up to 3 days of travel leave."),
        (W, "zh", "陪产假15天，60日内休完；岳父去世按直系亲属算，丧假3天。")],
       handbook="qinglan"),
    _s("qinglan", "年终奖 绩效 折算",
       "我去年4月1日入职，月基本工资8000元，年度考核是B，年终奖能拿多少？",
       [(C, "zh", "考核B发2个月基本工资，即16000元；你年中入职，在岗9个月（4月至12月），按9/12折算，16000×9÷12=12000元。"),
        (C, "zh", "12000元。"),
        (C, "en", "Grade B earns two months' base pay (16,000 yuan); pro-rated for your 9 months in post, that's 12,000 yuan."),
        (C, "zh", "按第二十三条，B档2个月，折算后8000×2×9/12=12000元。"),
        (W, "zh", "B档发2个月基本工资，16000元，不用折算。"),
        (W, "zh", "B档发3个月基本工资，24000×9/12=18000元。"),
        (W, "zh", "B档2个月，在岗8个月，16000×8/12≈10667元。"),
        (W, "zh", "B档2个月，16000×9/12=13500元。"),
        (W, "en", "Grade B gets one month's base pay, pro-rated: 8,000 × 9/12 = 6,000 yuan.")]),
]

TIDEWELL = [
    _d("2026-06-15", "I'm grade 3 on £14.40 an hour. Last weekend I did 4 hours of overtime on Saturday and 3 hours on "
                     "Sunday. How much overtime pay is that?",
       [_q("overtime rate Saturday Sunday"), _q("which grades are paid overtime")],
       [(C, "en", "Saturday is time and a half: £14.40 × 1.5 = £21.60 an hour, × 4 = £86.40. Sunday is double time: "
                  "£28.80 × 3 = £86.40. Total £172.80."),
        (C, "en", "£172.80 altogether — £86.40 for each day."),
        (C, "en", "You're grade 3, so overtime is paid. 4 h at 1.5× plus 3 h at 2× is 12 hours' worth of basic pay: "
                  "12 × £14.40 = £172.80."),
        (C, "zh", "周六按1.5倍：14.40×1.5×4=86.40英镑；周日按2倍：14.40×2×3=86.40英镑；合计172.80英镑。"),
        (W, "en", "Both days are weekend overtime at double time: 7 × £28.80 = £201.60."),
        (W, "en", "£86.40 for Saturday and £86.40 for Sunday, £172.80 — but only grade 5 and above are paid overtime, so check your grade."),
        (W, "en", "4 × £21.60 = £86.40 plus 3 × £28.80 = £76.40, total £162.80."),
        (W, "en", "£172.80, and overtime doesn't need to be authorised in advance.")],
       handbook="tidewell"),
    _s("tidewell", "notice period length of service",
       "I've been at Tidewell for 7 years. If they let me go, how much notice do they have to give me? And how much "
       "do I have to give if I resign?",
       [(C, "en", "Tidewell must give you 7 weeks — one week per completed year of service, which sits between the "
                  "4-week minimum and the 12-week maximum. If you resign, you give 1 month."),
        (C, "en", "7 weeks from them, 1 month from you."),
        (C, "zh", "服务满7年，公司每满一年给一周通知期，即7周（最少4周、最多12周）；你辞职要提前1个月通知。"),
        (W, "en", "12 weeks, the maximum, since you have more than 5 years' service; you give 1 month."),
        (W, "zh", "双方都是7周：公司给你7周通知期，你辞职也要提前7周通知。"),
        (W, "en", "7 months' notice from Tidewell, one for each year; 1 month from you."),
        (W, "en", "Tidewell gives 7 weeks; you only have to give 1 week.")]),
    _s("tidewell", "病假工资 公司病假 服务年限",
       "我在Tidewell干了3年，现在要请长病假，公司病假工资怎么发？",
       [(C, "zh", "服务满2年不满5年，公司病假工资是8周全薪，之后8周半薪。"),
        (C, "zh", "先发8周全额工资，再发8周半薪。"),
        (C, "en", "With 3 years' service you're in the 2-to-5-year band: 8 weeks on full pay, then 8 weeks on half pay."),
        (W, "zh", "4周全薪，再4周半薪。"),
        (W, "zh", "13周全薪，再13周半薪。"),
        (W, "zh", "8周全薪，之后8周按80%发放。"),
        (W, "zh", "8天全薪，之后8天半薪。"),
        (W, "en", "8 weeks at full pay, and after that statutory sick pay only.")]),
    _s("tidewell", "mileage per mile passenger",
       "I drove 180 miles there and back to a client site in my own car, taking two colleagues with me. I've done "
       "about 3,000 business miles so far this tax year. What can I claim?",
       [(C, "en", "180 × 45p = £81, plus the passenger supplement of 5p a mile for each of the two colleagues, "
                  "180 × 10p = £18: £99 in total."),
        (C, "en", "£99."),
        (C, "en", "You're well under 10,000 miles, so it's the 45p rate: £81 for the car and £18 for your two passengers, "
                  "£99 altogether."),
        (C, "zh", "前1万英里每英里45便士，180×0.45=81英镑；带2名同事，每人每英里5便士，180×0.05×2=18英镑，合计99英镑。"),
        (W, "en", "180 × 25p = £45 plus £18 for the passengers, £63."),
        (W, "en", "180 × 45p = £81, plus 5p a mile for passengers = £9, total £90."),
        (W, "en", "180 × 45p = £91, plus £18 for the passengers, £109."),
        (W, "en", "£99 — the 45p rate covers the first 5,000 business miles of the tax year and you've only done 3,000.")]),
    _d("2026-06-15", "I've been with Tidewell for six years. How many days' holiday do I get a year, and can I carry "
                     "over what I don't use?",
       [_q("annual leave entitlement years continuous service"), _q("carry over unused holiday")],
       [(C, "en", "27 days plus the 8 bank holidays, since you've passed 5 years. You can carry up to 5 unused days into "
                  "the next holiday year, but you must use them by 30 June."),
        (C, "en", "27 days + bank holidays; up to 5 days carry over (use by 30 June)."),
        (C, "zh", "服务满5年，年假27天，另加8天英国银行假日；未休的最多结转5天到下一个假期年度，须在6月30日前用完，否则作废。"),
        (W, "en", "29 days plus bank holidays, as you're over 5 years."),
        (W, "en", "27 days including the 8 bank holidays; up to 5 days can be carried over."),
        (W, "zh", "年假27天加银行假日；结转的最多5天要在3月31日前用完。"),
        (W, "zh", "年假27天加银行假日，没休完的最多可以结转10天。")],
       handbook="tidewell"),
    _s("tidewell", "night shift allowance on-call call-out",
       "Last month I worked four night shifts, 10 pm to 6 am, and was on weekend standby for the Saturday and Sunday, "
       "with one call-out on the Sunday that lasted an hour. What allowances do I get on top of basic pay?",
       [(C, "en", "Night shift: 4 × 8 hours × £3.20 = £102.40. Standby: 2 days × £45 = £90. Call-out: £60, plus the "
                  "hour you worked paid at the overtime rate, rounded up to the 2-hour minimum. That's £252.40 plus "
                  "2 hours of overtime pay, paid in arrears with the following month's salary."),
        (C, "en", "£252.40 in allowances (£102.40 nights, £90 standby, £60 call-out), plus 2 hours at the overtime rate "
                  "for the call-out."),
        (C, "zh", "夜班每小时3.20英镑，32小时共102.40英镑；周末待命每天45英镑，两天90英镑；出勤一次60英镑，另外按加班费率付工时，"
                  "最少按2小时算。合计252.40英镑，外加2小时加班费。"),
        (W, "en", "Nights: 4 × £3.20 = £12.80; standby £90; call-out £60; total £162.80."),
        (W, "en", "£102.40 + £90 + £60 = £252.40, and the call-out hour is paid as 1 hour at the overtime rate."),
        (W, "en", "Nights £102.40, standby £90, call-out £95: £287.40."),
        (W, "zh", "夜班每小时3.20英镑，32小时102.40英镑；待命每天45英镑共90英镑；出勤每次60英镑。合计242.40英镑。")]),
    _s("tidewell", "陪产假",
       "我是Tidewell的员工，老婆下个月预产期，我能休几周陪产假？工资怎么算？",
       [(C, "zh", "陪产假2周，全薪，须在孩子出生后8周内一次性连续休完。"),
        (C, "zh", "两周，工资全额照发。"),
        (C, "en", "Two weeks' paternity leave at full pay, taken in one block within 8 weeks of the birth."),
        (C, "zh", "按手册5.2条：2周全薪陪产假，出生后8周内一次休。"),
        (W, "zh", "陪产假2周，按法定标准发放，不是全薪。"),
        (W, "zh", "陪产假2周，全薪，可以在孩子出生后一年内分几次休。"),
        (W, "zh", "陪产假15天，全薪。"),
        (W, "zh", "陪产假8周，全薪。"),
        (W, "en", "Two weeks at full pay, to be taken within 2 weeks of the birth.")]),
    _s("tidewell", "training course fees repay leave",
       "Tidewell paid £1,200 for my qualification, which I finished 18 months ago. If I resign now, do I have to pay "
       "any of it back?",
       [(C, "en", "Yes, half of it: you're past 12 months but still within 24, so you repay 50% — £600."),
        (C, "en", "£600."),
        (C, "zh", "需要退还一半。结业已经18个月，超过12个月但在24个月内，退还50%，即600英镑。"),
        (W, "en", "Nothing, because you finished the course more than 12 months ago."),
        (W, "en", "The full £1,200, since you're within 24 months."),
        (W, "en", "50%, which is £500."),
        (W, "zh", "需要退还50%，即600英镑；公司每年最多只资助1000英镑的培训费。")]),
]

VERIDANE = [
    _d("2026-06-15", "我是深圳办公室的，下周去北京出差5天。出差补助一天多少？一共多少？回来后发票多久内要报？",
       [_q("出差补助 每天"), _q("per diem CNY mainland China"), _q("expenses submitted within days"),
        _q("regional supplement conflicts this policy prevails")],
       [(C, "zh", "以全球人事政策为准：中国大陆出差每天260元，5天共1300元。深圳补充规定写的180元和30日内报销与全球政策冲突，"
                  "按全球政策，费用发生后60天内提交，超过90天不予报销。"),
        (C, "zh", "每天260元，5天1300元，60天内报销。"),
        (C, "en", "260 yuan a day under the global policy, which overrides the Shenzhen supplement's 180 yuan, so 1,300 yuan "
                  "for 5 days. Submit the claim within 60 days of the expense; anything older than 90 days won't be reimbursed."),
        (C, "zh", "补助按全球政策4.1条每天260元，共1300元；报销期限按4.4条是60天。深圳的标准不属于更优的法定待遇，不适用例外。"),
        (W, "zh", "按深圳补充规定第十条，每天180元，5天900元，30日内提交报销。"),
        (W, "zh", "每天260元，5天共1300元；报销要在30日内，这一点以深圳补充规定为准。"),
        (W, "zh", "每天260元，5天共1500元，60天内报销。"),
        (W, "en", "USD 60 a day, so USD 300 for the trip; claims within 60 days."),
        (W, "zh", "每天260元，共1300元；报销期限是90天。")],
       handbook="veridane"),
    _d("2026-06-15", "I work at Veridane's Shenzhen office and I'm getting married next month. How much marriage leave "
                     "do I get? The global policy says 5 working days.",
       [_q("marriage leave"), _q("婚假"), _q("与全球人事政策不一致 以全球人事政策为准")],
       [(C, "en", "10 days: the 3 statutory days plus Guangdong's 7-day extension, on full pay. That's a statutory "
                  "entitlement more favourable than the global 5 working days, so the Shenzhen supplement applies on this point."),
        (C, "en", "Ten days of paid marriage leave (not five)."),
        (C, "zh", "婚假10天（法定3天＋广东省延长7天），遇法定节假日顺延，工资照发。这是法定待遇，比全球政策的5个工作日优厚，所以按补充规定执行。"),
        (C, "en", "The supplement's Article 7 gives 10 days, which wins over the global 5 working days because it's a more "
                  "favourable statutory entitlement."),
        (W, "en", "5 working days — the global policy prevails over the Shenzhen supplement."),
        (W, "en", "10 days, of which 7 are statutory and 3 are a Guangdong extension."),
        (W, "en", "13 days: 3 statutory days plus a 10-day Guangdong extension."),
        (W, "zh", "婚假10天，但婚假期间只发基本工资。")],
       handbook="veridane"),
    _d("2026-06-15", "我在深圳办公室，老婆下个月生，我能休多久陪产假？",
       [_q("陪产假 天数"), _q("parental leave secondary caregiver weeks"), _q("效力 不一致 法定待遇优于")],
       [(C, "zh", "按全球政策，作为次要照顾者你有4周全薪陪产假，需在孩子出生后6个月内休完。深圳补充规定的15天比4周少，"
                  "不是更优的法定待遇，所以以全球政策为准。"),
        (C, "zh", "4周，全薪，出生后6个月内休。"),
        (C, "en", "Four weeks on full pay as the secondary caregiver, within six months of the birth; the supplement's 15 days "
                  "is less generous, so the global policy prevails."),
        (W, "zh", "按深圳补充规定第八条，陪产假15天。"),
        (W, "zh", "陪产假15天加全球政策4周，合计43天。"),
        (W, "zh", "4周全薪陪产假，需在孩子出生后3个月内休完。"),
        (W, "zh", "陪产假4周，但只发60%工资。"),
        (W, "en", "4 weeks at full pay — that's more than the 30 days in the Shenzhen supplement, so the global policy applies.")],
       handbook="veridane"),
    _s("veridane", "overtime pay weekday rest day 21.75",
       "I'm in Veridane Shenzhen on 13,050 yuan a month. This month I did 2 hours' overtime one weekday evening, and "
       "worked a full Saturday that couldn't be given back as time off. What's my overtime pay?",
       [(C, "en", "Daily pay is 13,050 ÷ 21.75 = 600 yuan, hourly 600 ÷ 8 = 75 yuan. The weekday evening: 2 × 75 × 1.5 = "
                  "225 yuan. The Saturday without time off in lieu: 600 × 2 = 1,200 yuan. Total 1,425 yuan."),
        (C, "en", "1,425 yuan (225 + 1,200)."),
        (C, "zh", "日工资13050÷21.75=600元，小时工资75元；工作日延时2小时按1.5倍，225元；周六不能补休按2倍，1200元；合计1425元。"),
        (C, "en", "225 yuan for the weekday hours at time and a half, plus double time for the Saturday, 1,200 yuan — "
                  "1,425 yuan in all."),
        (W, "en", "Daily pay 600, hourly 75. Weekday: 2 × 75 × 1.5 = 225; Saturday at 3×: 1,800. Total 2,025 yuan."),
        (W, "zh", "以全球政策为准，加班一律按150%：225+900=1125元。"),
        (W, "zh", "工作日2小时：75×2×2=300元；周六：600×2=1200元；合计1500元。"),
        (W, "en", "225 + 1,200 = 1,425 yuan; overtime is capped at 40 hours a month.")]),
    _d("2026-08-03", "这个月工资几号发？",
       [_q("发薪日"), ("calculate_leave_days", {"start_date": "2026-08-14", "end_date": "2026-08-15"})],
       [(C, "zh", "8月15日是周六，按第三条提前到之前最近的工作日，8月14日（周五）发当月工资。"),
        (C, "zh", "8月14日（周五）。"),
        (C, "en", "The 15th is a Saturday this month, so August pay comes a day early, on Friday 14 August."),
        (W, "zh", "8月15日照常发。"),
        (W, "zh", "15号是周六，顺延到8月17日（周一）发。"),
        (W, "zh", "8月14日（周四）发。"),
        (W, "zh", "8月14日发，发的是7月份的工资。"),
        (W, "en", "Pay day is the last working day of the month, Monday 31 August.")],
       handbook="veridane"),
    _s("veridane", "病假工资 超过10个工作日",
       "我在深圳，今年已经休了10天全薪病假，这周又病了5个工作日，有医院证明。月工资10000元，这5天病假工资怎么算？",
       [(C, "zh", "全球政策每年10个工作日全薪病假你已用完，超出部分按补充规定第六条，按月工资的60%发放，但不低于深圳最低工资标准的80%。"
                  "按日折算：10000÷21.75≈459.77元，×60%≈275.86元/天，5天约1379.31元。"),
        (C, "zh", "这5天按月工资的60%计发病假工资（不低于深圳市最低工资标准的80%）。"),
        (C, "en", "Your 10 full-pay sick days are used up, so these 5 days are paid at 60% of your monthly salary — about "
                  "275.86 yuan a day (10,000 ÷ 21.75 × 60%), roughly 1,379 yuan for the five days."),
        (W, "zh", "还是全薪，病假工资按100%发放。"),
        (W, "zh", "按月工资的80%发放，每天约367.82元。"),
        (W, "zh", "按60%：10000÷21.75×60%≈275.86元/天，5天约1579.31元。"),
        (W, "en", "60% of your monthly salary, but never less than the full Shenzhen minimum wage."),
        (W, "zh", "全球政策规定每年有15天全薪病假，所以这5天还是全薪。")]),
    _d("2026-06-15", "I just joined Veridane Shenzhen on a three-year contract. The Shenzhen supplement says probation "
                     "is 6 months, but the global policy says 3 months. Which is it?",
       [_q("probation months"), _q("试用期 三年以上"), _q("which prevails where a regional supplement conflicts")],
       [(C, "en", "3 months. The global policy is the governing document and prevails where a supplement conflicts with it; "
                  "the exception only covers statutory entitlements that are more favourable to you, and a longer probation isn't one."),
        (C, "en", "Three months — the global policy wins."),
        (C, "zh", "试用期3个月。全球政策5.1条规定各国统一3个月；深圳补充规定的6个月与之冲突，以全球人事政策为准，"
                  "6个月试用期对员工并不更有利，不适用例外。"),
        (C, "en", "Your probation is 3 months (global policy 5.1 prevails over Article 12 of the supplement)."),
        (W, "en", "6 months — local rules in the Shenzhen supplement override the global policy."),
        (W, "en", "3 months, because the Shenzhen supplement only sets 6 months for contracts of five years or more."),
        (W, "en", "6 months: probation is governed by Chinese law, so the supplement applies."),
        (W, "zh", "按补充规定第十二条，三年以上合同试用期6个月。")],
       handbook="veridane"),
    _d("2026-06-15", "深圳办公室女员工，难产的话产假一共多少天？全球政策写的20周是不是更少？",
       [_q("产假 难产"), _q("parental leave primary caregiver weeks"), _q("本规定与全球人事政策不一致")],
       [(C, "zh", "产假178天，难产增加30天，共208天。全球政策的20周只有140天，补充规定里的法定产假更优厚，这一项按补充规定执行，所以是208天。"),
        (C, "zh", "208天；全球政策的20周只有140天，确实更少。"),
        (C, "en", "208 days: 178 days of maternity leave plus 30 for a difficult birth. The global 20 weeks is only 140 days, "
                  "so the more favourable statutory leave in the Shenzhen supplement applies."),
        (C, "zh", "一共二百零八天。20周=140天，比法定的少，按第一条，法定待遇优于全球政策的按补充规定。"),
        (W, "zh", "以全球政策为准，20周，共140天。"),
        (W, "zh", "178+15=193天。"),
        (W, "zh", "178+30=208天；全球政策20周是160天，也比208天少。"),
        (W, "zh", "208天，其中国家规定98天，广东省延长110天。"),
        (W, "en", "178 days plus 30 for a difficult birth, 208 days, plus the global 20 weeks on top: 348 days.")],
       handbook="veridane"),
]

HANDBOOK_CASES = [*QINGLAN, *TIDEWELL, *VERIDANE]
