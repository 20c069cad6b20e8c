"""heldout7's handbook questions: a report set written blind by a separate helper who never read the answer
check's code, prompts or docs, never ran the check, bench_answer_check.py or any test on it, and labelled every
answer before anything measured it; never tuned on. Answers were written by hand after reading the tools' real
results (make_heldout7.py --part handbooks runs the calls and writes the observations they rest on).

Three invented handbooks of its own, in heldout7_handbooks/<folder>/handbook/:
- jinping_dental (Chinese plain .txt, 第一章…第七章 with 一、二、 sections and (1)(2) items, small text tables;
  a dental clinic chain): 8700÷21.75=400元 and 50元 an hour at 150%/200%/300% with 补休 first, night/weekend/
  standby allowances by post (60/45/30, 100/80/50, 120/80 元) and a call-back rounded up to whole hours,
  5/10/15 days of statutory leave plus 1 company day per 3 full years (max 3, not carried past 3月31日), sick pay
  65/75/85/100% by company tenure with a 1 / 2–5 / over-5-day approval chain, tier-1 hotel 550元 +30% for
  regional managers and 120元 meals counting both travel days, a 3万元 course bound to 2 years repaid by
  unserved months, annual leave over 国庆 2026 with the 10月10日 make-up Saturday, a claim 45 days late
  (30/90-day windows, 3000元/2万元 approval bands);
- copperleaf_analytics (English Markdown, US: USD, biweekly pay, exempt/non-exempt): 1.5x over 40 hours with
  PTO not counted, PTO of 4.62/6.16/7.70 hours per pay period capped at 1.5x the annual accrual, 40 hours carried
  and the rest paid at 50%, 8/16 weeks' parental leave after 6 months' service in blocks of a week within 12
  months, a 401(k) match of 100% of 3% + 50% of 2% vesting 25% a full year, $0.70 a mile, $80/$60 meals and a
  $350 high-cost hotel cap with $1,000/$10,000 approval bands, tuition at 100%/50% by grade repaid less 1/24 a
  month, a $200 on-call week plus $30 a day and a 2-hour call-back minimum;
- xinglan_games (a Chinese group policy, Markdown 第一条…第十六条, beside an English Singapore supplement that
  prevails for Singapore staff, the group policy covering what it leaves out): SGD 2,574 ÷ (52×44) × 12 =
  13.50 at 1.5x only up to SGD 2,600, 14 days + 1 a completed year (max 21) against the group's 10/12/15 days,
  14 outpatient within 60 hospitalisation days against 5 full-pay days, claims in 60 days (not 30) with SGD 500
  approval, SGD 60/80 against USD 60 a day, a group year-end bonus of 3 months × 9/12 paid before 31 March that
  the supplement leaves untouched, and 10 working days of 婚假 over 劳动节 2026 with the 5月9日 make-up Saturday.
24 questions (8 per handbook; 13 in Chinese, 11 in English, including English questions answered from Chinese
clauses and the reverse), 198 answers: 90 correct, 108 wrong; 111 Chinese, 87 English.
Every case is "report": counted only, never read answer by answer, never tuned on."""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

HANDBOOKS = {"jinping": "jinping_dental", "copperleaf": "copperleaf_analytics", "xinglan": "xinglan_games"}


JINPING = [
    _s("jinping", "加班费 日工资 21.75 工作日延时 休息日 补休",
       "我是总部的，月基本工资8700元。上周二晚上加班3小时，周六又加了一整天（8小时），部门说3个月内排不出补休。这两次加班费一共多少？",
       [(C, "zh", "日工资=8700÷21.75=400元，小时工资=400÷8=50元。周二延时3小时按150%：50×1.5×3=225元；周六8小时排不出补休，"
                  "按日工资的200%：400×2=800元。合计1025元。"),
        (C, "zh", "一共1025元（225+800）。"),
        (C, "en", "Your hourly rate is 8,700 ÷ 21.75 ÷ 8 = 50 yuan. Tuesday evening is time and a half: 3 h × 75 = 225 yuan. "
                  "The Saturday, with no time off in lieu possible, is paid at double the daily rate: 400 × 2 = 800 yuan. "
                  "Total 1,025 yuan."),
        (C, "zh", "- 工作日延时：3小时 × 50元 × 150% = 225元\n- 休息日（无法补休）：日工资400元 × 200% = 800元\n\n合计：**1025元**。"
                  "另外周六单次加班超过4小时，除部门负责人审批外还要报人力资源部备案。"),
        (W, "zh", "周二：50×1.5×3=225元；周六：400×1.5=600元；合计825元。"),
        (W, "zh", "日工资8700÷21.75=400元。周二3小时按150%为225元，周六按300%为1200元，合计1425元。"),
        (W, "zh", "小时工资=8700÷21.75÷8=50元。周二225元，周六8小时×50×2=800元，两项合计1125元。"),
        (W, "en", "Tuesday: 225 yuan; Saturday: 800 yuan; total 1,025 yuan. For head-office staff the overtime request is "
                  "approved by the clinic director."),
        (W, "zh", "共1025元。按手册，休息日加班直接发加班费就行，不需要先考虑安排补休。")]),
    _s("jinping", "值班津贴 夜诊 周末门诊 急诊二线待命 护士 召回",
       "I'm a nurse at one of the clinics. Last month I did 6 evening clinic shifts, 2 weekend clinic shifts and 3 nights of "
       "second-line emergency standby, and on one of those nights I was called back for 1 hour 20 minutes. What allowances "
       "do I get, and how much of the call-back counts as overtime?",
       [(C, "en", "At the nurse rates: evening shifts 6 × 45 = 270 yuan, weekend clinic shifts 2 × 80 = 160 yuan, second-line "
                  "standby 3 × 80 = 240 yuan — 670 yuan in allowances. The call-back counts as 2 hours of overtime (the extra "
                  "20 minutes is rounded up to a full hour), and it is paid on top of the standby allowance."),
        (C, "zh", "护士标准：夜诊45元/班×6=270元，周末门诊80元/班×2=160元，二线待命80元/晚×3=240元，合计670元。"
                  "召回那次1小时20分钟，不足1小时的部分按1小时计，算2小时加班。"),
        (C, "en", "670 yuan of allowances, plus 2 hours of overtime for the call-back."),
        (W, "en", "6 × 60 + 2 × 100 + 3 × 120 = 920 yuan of allowances, and the call-back counts as 2 hours of overtime."),
        (W, "en", "670 yuan in allowances; the call-back counts as exactly 1 hour 20 minutes of overtime, paid by the minute."),
        (W, "zh", "津贴共670元；召回按2小时算加班。不过值班津贴和加班费不能同时拿，召回那晚的80元待命津贴要扣掉。"),
        (W, "en", "Evening 6 × 45 = 270, weekend 2 × 80 = 160, standby 3 × 80 = 240: 570 yuan in total. The call-back counts "
                  "as 2 hours of overtime."),
        (W, "en", "Nurses don't get the standby allowance (that's doctors only), so it's 270 + 160 = 430 yuan; the call-back "
                  "counts as 2 hours of overtime.")]),
    _s("jinping", "年休假 天数 累计工作年限 福利年假 顺延",
       "我参加工作12年了，在咱们公司干了7年，今年一共有几天年假？没休完的能留到明年吗？",
       [(C, "zh", "累计工作12年，法定年休假10天；在本公司连续工作7年，每满3年加1天，福利年假2天，合计12天。"
                  "没休完的法定年假（10天那部分）可以顺延到明年3月31日，逾期作废；福利年假的2天不能顺延。"),
        (C, "zh", "今年12天（10+2）。法定部分可顺延至次年3月31日，福利年假当年不休就没了。"),
        (C, "en", "12 days: 10 statutory days for 12 years' total working history plus 2 company days (one for every full "
                  "3 years with us). Unused statutory days carry over to 31 March next year; the 2 company days don't."),
        (C, "zh", "- 法定年假：10天（累计工作满10年不满20年）\n- 福利年假：2天（本公司7年，满了两个3年）\n- 合计：12天\n\n"
                  "顺延：法定年假可顺延至次年3月31日；福利年假不顺延。"),
        (W, "zh", "法定10天+福利年假3天=13天，没休完的可以顺延到明年3月31日。"),
        (W, "zh", "累计工作12年是5天，加福利年假2天，共7天。"),
        (W, "zh", "12天，都可以顺延到明年3月31日。"),
        (W, "en", "You get 12 days in total; unused statutory days can be carried over until 30 June next year."),
        (W, "zh", "年假共12天（第四章）。注意每次至少要休1整天，不能按半天休。")]),
    _s("jinping", "病假工资 比例 本公司工龄 病假审批",
       "我在公司工作3年了，月基本工资6525元，这个月病了4天，有医院诊断证明。病假工资怎么发？要谁批？",
       [(C, "zh", "日工资=6525÷21.75=300元；在本公司3年，属于“2年以上不满5年”，病假工资按75%发，4天共300×75%×4=900元。"
                  "病假4天属于2至5天，由门诊主任审批后报区域经理审批，诊断证明要二级及以上医院出具。"),
        (C, "zh", "4天病假工资900元（按日工资300元的75%）。门诊主任批，再报区域经理。"),
        (C, "en", "You'll be paid 75% of your daily rate for those days: 6,525 ÷ 21.75 = 300, × 0.75 = 225 yuan a day, "
                  "900 yuan for the 4 days. A 4-day sick leave is approved by the clinic director and then the regional manager."),
        (C, "zh", "您好！按第四章“病假”：每天发225元，4天900元，比正常出勤少拿300元。审批：门诊主任 → 区域经理。"),
        (W, "zh", "病假工资按65%：300×65%×4=780元；门诊主任审批即可。"),
        (W, "zh", "按75%发，900元；病假超过3天的还要报人力资源总监审批。"),
        (W, "zh", "日工资6525÷21.75=300元，75%即225元/天，4天共1000元，门诊主任审批后报区域经理。"),
        (W, "zh", "900元，门诊主任批再报区域经理。按第五章的规定，病假工资按日工资的75%发放。")]),
    _s("jinping", "出差 住宿上限 伙食补助 一类城市 区域经理",
       "I'm a regional manager going to Shenzhen for 4 days (3 nights). What's my hotel limit per night and how much meal "
       "allowance do I get in total?",
       [(C, "en", "Shenzhen is a tier-1 city: the hotel cap is 550 yuan a night, raised by 30% for regional managers to 715 "
                  "yuan a night. Meals are 120 yuan a day (not raised), and the departure and return days each count as a "
                  "full day, so 4 × 120 = 480 yuan."),
        (C, "zh", "深圳属一类城市，区域经理住宿上限550×1.3=715元/晚；伙食补助每天120元，出发和返回当天都算1天，4天共480元。"),
        (C, "en", "Hotel: up to 715 yuan/night. Meals: 480 yuan total."),
        (W, "en", "Hotel cap 715 yuan a night; meals are raised by 30% too: 120 × 1.3 = 156 yuan a day, 624 yuan in total."),
        (W, "en", "Hotel cap is 550 yuan a night — the 30% uplift only applies to general managers; meals 480 yuan."),
        (W, "zh", "住宿上限715元/晚；伙食补助出发和返回当天合起来算1天，共3天，360元。"),
        (W, "en", "Hotel: 550 × 1.3 = 705 yuan a night; meals 4 × 120 = 480 yuan."),
        (W, "zh", "深圳算二类城市，住宿400×1.3=520元/晚，伙食100×4=400元。")]),
    _s("jinping", "培训服务期 进修费用 服务期未满离职 返还培训费",
       "公司出了3万元送我去学种植，签了服务期。我干了15个月想走，要退多少钱？",
       [(C, "zh", "3万元属于“2万元以上至5万元（含）”，服务期2年即24个月。你已履行15个月，未履行9个月，应返还30000×9/24=11250元。"),
        (C, "zh", "要退11250元。"),
        (C, "en", "30,000 yuan falls in the 20,000–50,000 band, so the service period is 2 years (24 months). With 9 months "
                  "left, you repay 9/24 of the cost: 11,250 yuan."),
        (C, "zh", "按未履行月数比例返还：（24−15）÷24×30000 = 0.375×30000 = 11,250元（服务期2年，第五章“培训服务期”）。"),
        (W, "zh", "3万元服务期3年（36个月），未履行21个月，返还30000×21/36=17500元。"),
        (W, "zh", "服务期2年，未履行9个月，返还30000×15/24=18750元。"),
        (W, "en", "You've already served more than half of the 2-year period, so you don't have to repay anything."),
        (W, "zh", "服务期1年，你干了15个月已经满了，不用退。")]),
    _d("2026-09-01", "我想从9月28日一直休到10月16日，中间要扣几天年假？我今年年假一共12天，还剩几天？",
       [_q("年休假 以工作日计算 分次休"), ("calculate_leave_days", {"start_date": "2026-09-28", "end_date": "2026-10-16"})],
       [(C, "zh", "9月28日到10月16日共11个工作日：10月1日—7日国庆放假不占年假，但10月10日（周六）是调休上班日，要算1天年假。"
                  "所以扣11天，12天年假还剩1天。"),
        (C, "zh", "需要请11个工作日的年假，剩余1天。"),
        (C, "en", "That span is 11 working days (1–7 October is the National Day holiday, but Saturday 10 October is a make-up "
                  "working day and counts). So you use 11 days of annual leave and have 1 of your 12 left."),
        (C, "zh", "扣11天，还剩1天。（年休假按工作日计算，19个自然日里只有11个工作日。）"),
        (W, "zh", "共10个工作日（国庆7天不算，周末也不算），扣10天，还剩2天。"),
        (W, "zh", "一共19天，要扣19天年假，你12天不够。"),
        (W, "zh", "共11个工作日，但10月10日调休上班那天本来就该上班，不用请假，所以只扣10天，还剩2天。"),
        (W, "zh", "2026-09-28 至 2026-10-16 共 11 个工作日，年假剩1天。另外年假必须整天休，不能按半天休。"),
        (W, "en", "16 working days — the National Day week counts against annual leave when it falls inside a continuous "
                  "block — so your 12 days aren't enough.")],
       handbook="jinping"),
    _s("jinping", "报销时限 超过30日 情况说明 报销审批 金额",
       "5月8日出差花的住宿费4200元还没报，现在还能报吗？需要谁签字审批？",
       [(C, "zh", "5月8日到今天已经过了45天，超过30日但没超过90日，还能报，但要附情况说明并由部门负责人签字。"
                  "4200元在3000元（含）至2万元之间，由分管副总审批。"),
        (C, "zh", "能报。要写情况说明、部门负责人签字；审批人是分管副总。"),
        (C, "en", "Yes — it's 45 days since 8 May, past the 30-day window but within 90 days, so you need a written "
                  "explanation signed by your department head. A 4,200-yuan item is approved by the deputy general manager "
                  "in charge (分管副总)."),
        (C, "zh", "还可以报销（没超过90日），需附情况说明+部门负责人签字；金额4200元属于3000元（含）以上、2万元以下，"
                  "走分管副总审批。8月7日起（超过90日）就不能报了。"),
        (W, "zh", "已经超过30天了，按规定不能报销了。"),
        (W, "zh", "能报，附情况说明、部门负责人签字即可；4200元由部门负责人审批。"),
        (W, "zh", "能报，但超过30日要总经理签字；4200元由分管副总审批。"),
        (W, "zh", "能报，4200元由分管副总审批。超过45天才需要附说明，你今天刚好45天，所以不用附。")],
       today="2026-06-22"),
]

COPPERLEAF = [
    _s("copperleaf", "overtime non-exempt over 40 hours PTO not hours worked",
       "I'm non-exempt at $28 an hour. This week I worked 9.5 hours a day Monday to Thursday, took Friday off as 8 hours of "
       "PTO, and worked 6 hours on Saturday. How many overtime hours do I get and what's the overtime pay?",
       [(C, "en", "You worked 38 hours Monday–Thursday plus 6 on Saturday = 44 hours. Friday's 8 PTO hours don't count "
                  "toward 40, so you have 4 overtime hours at $42 (1.5 × $28): $168."),
        (C, "en", "4 OT hours, $168."),
        (C, "zh", "实际工作44小时（9.5×4+6），PTO的8小时不算工作时间，超出40小时的4小时按1.5倍，即28×1.5×4=168美元。"),
        (C, "en", "Overtime: 4 hours × $42 = $168. Your week's gross would be 40 × $28 + $168 + 8 × $28 of PTO = $1,512."),
        (C, "en", "- Hours worked: 44 (PTO excluded)\n- Overtime hours: 4\n- Rate: time and a half = $42/h\n"
                  "- Overtime pay: **$168**"),
        (W, "en", "Counting the 8 PTO hours you're at 52 hours, so 12 overtime hours × $42 = $504."),
        (W, "en", "4 overtime hours at double time: 4 × $56 = $224."),
        (W, "zh", "加班4小时，按1.5倍：4×28×1.5=148美元。"),
        (W, "en", "4 overtime hours = $168. No advance approval is needed; HR approves overtime after the fact.")]),
    _s("copperleaf", "PTO accrual hours per pay period years of service cap",
       "我在公司工作4年了（全职），每个发薪周期能攒多少小时PTO？一年大概多少天？余额最多能攒到多少小时？",
       [(C, "zh", "工作满3年不满6年，每个发薪周期累积6.16小时，年折合约160小时，合20天；余额上限是年累积量的1.5倍，"
                  "即240小时，到了就暂停累积，降下来再恢复。"),
        (C, "zh", "每期6.16小时；一年约20天（160小时）；最多攒到240小时。"),
        (C, "en", "6.16 hours per pay period — about 160 hours (20 days) a year — and accrual stops once your balance hits "
                  "240 hours (1.5 × 160)."),
        (C, "zh", "6.16小时/期，年折合160小时 = 20天。封顶：160×1.5 = 240小时（相当于30天）。"),
        (W, "zh", "每期4.62小时，一年120小时（15天），最多攒180小时。"),
        (W, "zh", "满4年每期7.70小时，一年200小时，即25天。"),
        (W, "zh", "每期6.16小时，一年160小时=20天，余额上限是年累积量的2倍，即320小时。"),
        (W, "zh", "每期6.16小时，一年20天；余额最多只能攒40小时，超过的年底清零。")]),
    _s("copperleaf", "PTO carryover December 31 hours above 40 paid out",
       "I'll have 64 hours of PTO left on December 31 and my rate is $40 an hour. What happens to it?",
       [(C, "en", "40 hours carry over into next year. The other 24 hours are paid out at 50% of your rate — 24 × $20 = $480 "
                  "— in your first January paycheck."),
        (C, "en", "40 hours roll over; 24 hours are cashed out at half pay, $480."),
        (C, "zh", "40小时结转到明年；超出的24小时按时薪的50%折现：24×40×50%=480美元，随1月第一次工资发放。"),
        (C, "en", "You keep 40 hours and get $480 for the rest (24 h × $40 × 0.5). Hope that helps!"),
        (W, "en", "40 hours carry over and the other 24 are forfeited."),
        (W, "en", "40 hours carry over; the other 24 hours are paid at your full rate: $960."),
        (W, "zh", "结转40小时，剩余24小时按50%折现：24×20=580美元。"),
        (W, "en", "40 hours carry over; the 24-hour excess is paid at 50%, $480, in your last December paycheck.")]),
    _s("copperleaf", "parental leave non-birthing parent eligibility 6 months",
       "I joined 4 months ago and my wife is due next month. How much paid parental leave do I get as the non-birthing "
       "parent, and when can I take it?",
       [(C, "en", "As the non-birthing parent you get 8 weeks at 100% of base pay. You become eligible once you complete "
                  "6 months of service — about 2 months from now — and you can start it then; it has to be finished within "
                  "12 months of the birth and taken in blocks of at least a week."),
        (C, "zh", "非生育方带薪8周，按基本工资100%发放。入职满6个月后才有资格（你还差2个月），之后可以开始休，须在孩子出生后"
                  "12个月内休完，每段至少1周。"),
        (C, "en", "You'll get 8 weeks (56 calendar days) at full base pay once you're eligible at 6 months' service. You can't "
                  "start right at the birth, but you have until the baby's first birthday to finish it."),
        (W, "en", "16 weeks at 100% of base pay, and you can start whenever you like within 12 months of the birth."),
        (W, "en", "8 weeks at 100%, but because you'll have less than 6 months' service when the baby is born, you lose "
                  "the entitlement for this child."),
        (W, "en", "8 weeks at 60% of base pay once you've completed 6 months of service, within 12 months of the birth."),
        (W, "zh", "8周带薪，满6个月后可以休，但必须在孩子出生后6个月内休完。"),
        (W, "en", "8 weeks at full pay after 6 months' service, used within 12 months of the birth; you can take it one day "
                  "at a time.")]),
    _s("copperleaf", "401(k) company match vesting",
       "我年薪12万美元，401(k)自己存5%，公司每年配多少？我干了2年7个月离职的话，公司配的部分能拿走多少比例？",
       [(C, "zh", "公司配你前3%的100%加后2%的50%，共4%：120000×4%=4800美元/年。归属每满1年25%，2年7个月只算满2年，可带走50%。"),
        (C, "zh", "每年配4800美元；离职时公司配的部分归属50%。"),
        (C, "en", "Match: 3% + 1% = 4% of $120,000 = $4,800 a year. At 2 years 7 months you're 50% vested (25% per full year)."),
        (C, "zh", "配比：3%×100% + 2%×50% = 4% → 4,800美元。已满2整年 → 50%归属（满4年才100%）。"),
        (W, "zh", "你存5%，公司也配5%，即6000美元；归属50%。"),
        (W, "zh", "每年4800美元；2年7个月按2.5年算，归属62.5%。"),
        (W, "zh", "配4%即4800美元，归属75%。"),
        (W, "zh", "公司配4800美元；公司配的部分是立即全额归属的，走的时候可以全部带走。")]),
    _s("copperleaf", "travel meals per diem hotel Seattle mileage expense report approval",
       "I'm driving 120 miles round trip from the office to the airport and flying to Seattle for a 4-day trip (3 nights). "
       "What can I claim for mileage and meals, what's the hotel cap, and who approves a $1,450 expense report?",
       [(C, "en", "- Mileage: 120 × $0.70 = $84\n- Meals: 2 full days × $80 + first and last day × $60 = $280\n"
                  "- Hotel: up to $350 a night in Seattle\n- A $1,450 report goes to your department director (the "
                  "$1,000.01–$10,000 band). Submit it within 30 days after the trip ends."),
        (C, "en", "$84 mileage, $280 meals, hotel capped at $350/night; your department director approves it."),
        (C, "zh", "里程120×0.70=84美元；餐补首尾两天各60美元、中间两天各80美元，共280美元；西雅图住宿上限每晚350美元；"
                  "1450美元的报销由部门总监审批。"),
        (W, "en", "Meals: 4 × $80 = $320; hotel up to $250 a night; mileage $84; your manager approves."),
        (W, "en", "Mileage $84, meals $280, hotel cap $350 a night; anything under $5,000 is approved by your manager."),
        (W, "en", "Mileage 120 × $0.67 = $80.40; meals $280; hotel $350/night; the department director approves."),
        (W, "zh", "里程84美元，餐补280美元，住宿上限每晚350美元，1450美元的报销要CFO审批。"),
        (W, "en", "Meals are $80 a day, with the first and last days at 50% ($40): $240 in total. Mileage $84, hotel up to "
                  "$350/night, department director approves.")]),
    _s("copperleaf", "tuition assistance grade C repay leave within 24 months",
       "我去年修了一门公司预先批准的课，拿了C，学费3200美元，公司能报多少？报销后我干满10个月就辞职，要还多少？",
       [(C, "zh", "C等成绩报销50%，即3200×50%=1600美元。报销后干满10个月离职，每满1个月减免1/24，应还1600×14/24≈933.33美元。"),
        (C, "zh", "能报1600美元；要还约933.33美元。"),
        (C, "en", "A C earns 50%: $1,600. Leaving after 10 full months, you repay 14/24 of it: about $933.33."),
        (C, "zh", "报销额=3200×0.5=1600；已工作10个整月，减免10/24，需退还 1600−666.67=933.33美元。"),
        (W, "zh", "C等也可以报100%，3200美元；干了10个月要还3200×14/24≈1866.67美元。"),
        (W, "zh", "报1600美元；24个月内离职要全额退还1600美元。"),
        (W, "zh", "报1600美元；按10/24计算要还666.67美元。"),
        (W, "en", "You get $1,600 back, and since you stayed more than 6 months you don't have to repay anything."),
        (W, "zh", "报1600美元，要还1600×14/24=953.33美元。")]),
    _s("copperleaf", "on-call stipend partial week call-back minimum 2 hours",
       "I'm a non-exempt support engineer at $36 an hour. I was on call for 10 days in a row this month and got called back once "
       "for 45 minutes (it didn't push me over 40 hours that week). What's my on-call stipend and what's the call-back pay?",
       [(C, "en", "Stipend: one full on-call week = $200, plus 3 extra days × $30 = $90, so $290. The 45-minute call-back is "
                  "paid at the 2-hour minimum: 2 × $36 = $72."),
        (C, "en", "$290 stipend and $72 for the call-back (2-hour minimum)."),
        (C, "zh", "待命补贴：1个完整周200美元 + 3天×30美元 = 290美元；召回45分钟按最少2小时算，2×36 = 72美元。"),
        (C, "en", "On-call pay $290; call-back $72 — you're paid for at least 2 hours per call-back even though you only "
                  "worked 45 minutes."),
        (W, "en", "10 days × $30 = $300 stipend; call-back 0.75 × $36 = $27."),
        (W, "en", "$290 stipend; the call-back is paid for the 45 minutes actually worked: $27."),
        (W, "en", "Stipend: 2 weeks × $200 = $400, because partial weeks round up; call-back $72."),
        (W, "zh", "待命补贴290美元；召回按最少2小时、1.5倍计：2×54=108美元。")]),
]

XINGLAN = [
    _s("xinglan", "Singapore annual leave years of service carry forward",
       "I work for the Singapore office and have been here 2 years and 4 months. How many days of annual leave do I get "
       "this year, and can I carry any over?",
       [(C, "en", "Under the Singapore supplement (Clause 3) you get 14 days plus 1 for each completed year of service. With "
                  "2 completed years that's 16 working days this year. You can carry up to 5 unused days forward to 30 June "
                  "next year."),
        (C, "zh", "新加坡补充规定：首年14天，每满1年加1天，你满2年，今年16个工作日；未休的最多结转5天到次年6月30日。"),
        (C, "en", "14 + 2 = 16 days (the cap is 21). Carry-forward: max 5 days, to be used by 30 June of next year."),
        (W, "en", "10 days under the Group policy (1 to under 3 years' service); up to 5 days carry forward to 30 June."),
        (W, "en", "14 + 3 = 17 days, since you're in your third year of service. Up to 5 days carry forward."),
        (W, "en", "16 days, but unused leave can't be carried over."),
        (W, "zh", "16天，可以结转5天，要在次年3月31日前用完。"),
        (W, "en", "21 days — the maximum applies once you pass 2 years.")]),
    _s("xinglan", "年休假 司龄 天数",
       "我在上海总部，司龄4年，今年年假几天？没休完的能结转吗？",
       [(C, "zh", "司龄满3年不满5年，年休假12天（按工作日计）。当年没休完的最多结转5天，到次年6月30日前用完。"),
        (C, "zh", "12天；最多可以结转5天到明年6月30日。"),
        (C, "en", "12 days (3 to under 5 years' service). Up to 5 unused days carry over to 30 June next year."),
        (C, "zh", "按集团制度第四条，12天，可结转不超过5天至次年6月30日。"),
        (W, "zh", "按新加坡补充规定14+4=18天，可结转5天。"),
        (W, "zh", "12天，结转最多5天，到次年3月31日作废。"),
        (W, "zh", "按集团制度第三条，年假12天，可结转5天至次年6月30日。"),
        (W, "en", "10 days; you can carry up to 5 of them to 30 June.")]),
    _s("xinglan", "Singapore overtime Part IV hourly basic rate",
       "I'm in the Singapore office on a basic salary of SGD 2,574 and did 12 hours of approved overtime on weekdays this "
       "month. What's my overtime pay? My teammate earns SGD 5,200 — does he get overtime pay?",
       [(C, "en", "You're covered by Part IV (basic up to SGD 2,600). Hourly basic rate = 12 × 2,574 ÷ (52 × 44) = 30,888 ÷ "
                  "2,288 = SGD 13.50; overtime at 1.5× is SGD 20.25 an hour, so 12 hours = SGD 243. Your teammate on "
                  "SGD 5,200 isn't covered and gets no overtime pay (approved weekend work earns time off in lieu instead)."),
        (C, "en", "SGD 243 for you (12 × 20.25). Your teammate: no overtime pay."),
        (C, "zh", "时薪=(12×2574)÷(52×44)=13.5新元，加班按1.5倍为20.25新元/小时，12小时共243新元。同事月薪5200新元，"
                  "超过2600，不在Part IV范围内，没有加班费。"),
        (W, "en", "Hourly rate = 2,574 ÷ 21.75 ÷ 8 = SGD 14.79; × 1.5 × 12 = SGD 266.28. Your teammate gets overtime "
                  "on the same basis."),
        (W, "en", "SGD 13.50 × 12 × 2 = SGD 324. Your teammate gets no overtime pay."),
        (W, "en", "SGD 243 for you; your teammate also gets overtime at 1.5× since everyone up to SGD 5,500 is covered."),
        (W, "zh", "时薪13.5新元，加班费12×13.5×1.5=234新元；同事没有加班费。"),
        (W, "en", "SGD 243. Your teammate gets no overtime pay, but gets time off in lieu that can be used within 6 months.")]),
    _s("xinglan", "Singapore sick leave outpatient hospitalisation",
       "我在新加坡公司入职5个月，今年已经请了6天门诊病假（都有MC），还能带薪请几天门诊病假？住院的话呢？",
       [(C, "zh", "入职已满3个月，每年带薪门诊病假14天，已用6天，还剩8天。住院病假每年60天，这60天包含14天门诊病假，"
                  "所以今年住院最多还能请54天。需要注册医生开的MC，并在48小时内告知直属主管。"),
        (C, "zh", "门诊还剩8天（14−6）；住院假全年60天（含门诊14天），扣掉已用的6天，还能请54天。"),
        (C, "en", "You have 8 days of paid outpatient sick leave left (14 − 6). Hospitalisation leave is 60 days a year in "
                  "total, including the 14 outpatient days, so up to 54 more days if you're hospitalised."),
        (C, "zh", "按新加坡补充规定Clause 4：门诊14天/年，还能请8天；住院总额60天（已含门诊），扣除已用6天后还有54天。"),
        (W, "zh", "按集团制度，全薪病假每年5个工作日，你已经用了6天，超出的1天按当地最低工资的80%发。"),
        (W, "zh", "门诊还剩8天；住院另外还有60天，和门诊病假分开算。"),
        (W, "en", "You're still within your first 6 months, so you don't have paid sick leave yet."),
        (W, "zh", "还剩8天门诊病假；MC在一周内交给HR就行，不用专门告知主管。")]),
    _d("2026-06-15", "I joined Xinglan Singapore on 1 April this year on a basic salary of SGD 6,000. If I get an A rating, "
       "what year-end bonus should I expect and when is it paid? Does the Singapore supplement change this?",
       [_q("Singapore supplement scope precedence Group HR Policy"), _q("年终奖 绩效等级 折算")],
       [(C, "en", "The Singapore supplement doesn't cover year-end bonuses, so the Group policy (Article 11) applies. An A "
                  "rating is 3 months' basic salary, pro-rated for this year's joiners by full months worked ÷ 12: April to "
                  "December is 9 months, so 3 × 9/12 = 2.25 months × SGD 6,000 = SGD 13,500. It's paid before 31 March "
                  "2027, and not paid if you've left or resigned before the payment date."),
        (C, "en", "About SGD 13,500 (2.25 months' basic), paid by 31 March next year. The supplement doesn't change it — "
                  "the Group rule applies."),
        (C, "zh", "新加坡补充规定没提年终奖，按集团第十一条：A级3个月，当年入职按完整月数÷12折算，4—12月共9个月，"
                  "3×9÷12=2.25个月，6000×2.25=13500新元，次年3月31日前发放；发放前已离职或提了离职就没有。"),
        (W, "en", "An A rating is 3 months, pro-rated over the 8 months you'll have worked: 3 × 8/12 = 2 months = SGD 12,000."),
        (W, "en", "The Singapore supplement replaces the Group policy entirely, so there's no year-end bonus for Singapore "
                  "staff."),
        (W, "en", "SGD 13,500 (3 × 9/12 months), paid together with your December salary."),
        (W, "zh", "按集团第十一条，A级3个月，按9/12折算，13500新元，次年6月30日前发放。"),
        (W, "en", "SGD 13,500 under Article 13 of the Group policy, paid before 31 March 2027.")],
       handbook="xinglan"),
    _s("xinglan", "Singapore claims submission deadline approval",
       "我是新加坡公司的，45天前出差的一笔SGD 720的费用还没报，还能报吗？谁审批？",
       [(C, "zh", "可以报。新加坡补充规定的报销期限是费用发生后60天内，你现在是45天；SGD 720超过500，由Country Manager审批。"),
        (C, "zh", "能报，还有15天时间；Country Manager批。"),
        (C, "en", "Yes — Singapore claims can be submitted within 60 days of the expense, and you're at 45. Anything above "
                  "SGD 500 goes to the Country Manager."),
        (C, "zh", "补充规定优先于集团制度：60天内提交即可，45天没问题。金额720新元>500，审批人是Country Manager（国家经理）。"),
        (W, "zh", "已经超过30天了，按集团报销规定逾期不予报销。"),
        (W, "zh", "能报，60天内都行；超过SGD 1,000才需要Country Manager批，你这笔直属经理批就行。"),
        (W, "zh", "能报，但超过30天要附情况说明；审批人是Country Manager。"),
        (W, "en", "You still can — the limit is 90 days — and the Country Manager approves it.")]),
    _d("2026-06-15", "I'm in Singapore and going to Shanghai for 5 days; my Shanghai colleague is coming to Singapore for 5 "
       "days. What daily travel allowance does each of us get, and how much in total for the trip?",
       [_q("travel allowance overseas mainland China Singapore"), _q("出差补贴 境外出差 每天")],
       [(C, "en", "You (Singapore supplement, Clause 7): trips to mainland China are SGD 60 a day, so SGD 300 for 5 days. "
                  "Your Shanghai colleague follows the Group policy (Article 9): overseas trips are USD 60 a day, so USD 300."),
        (C, "en", "You: SGD 60/day = SGD 300. Colleague: USD 60/day = USD 300."),
        (C, "zh", "你：去中国大陆，每天60新元，5天300新元；上海同事：按集团制度境外出差每天60美元，5天300美元。"),
        (C, "en", "SGD 60 a day, SGD 300 for you (not the SGD 80 overseas rate, because it's mainland China), and USD 60 a day, "
                  "USD 300 for your colleague."),
        (W, "en", "You: SGD 80 a day, SGD 400. Colleague: USD 60 a day, USD 300."),
        (W, "en", "You both follow the Group rule: USD 60 a day, USD 300 each."),
        (W, "en", "You: SGD 60 × 5 = SGD 300. Colleague: 150 yuan a day, 750 yuan."),
        (W, "zh", "你每天60新元，共300新元；同事来新加坡也按补充规定，每天80新元，共400新元。")],
       handbook="xinglan"),
    _d("2026-04-20", "我在上海总部，4月27日开始休婚假，婚假一共几天？哪天回来上班？",
       [_q("婚假 工作日"), ("add_workdays", {"date": "2026-04-26", "days": 10})],
       [(C, "zh", "婚假10个工作日。从4月27日起算，5月1日—5日劳动节放假不占婚假，5月9日（周六）调休上班要算1天，"
                  "第10个工作日是5月12日（周二），5月13日（周三）回来上班。"),
        (C, "zh", "10个工作日，5月12日休完，5月13日上班。"),
        (C, "en", "Marriage leave is 10 working days. Starting 27 April, it ends on Tuesday 12 May (the May Day holiday "
                  "1–5 May doesn't count, but the make-up working Saturday 9 May does), so you're back on Wednesday 13 May."),
        (C, "zh", "按第六条，婚假10个工作日（含法定婚假3天）。最后一天2026-05-12，2026-05-13（周三）返岗。"),
        (W, "zh", "婚假10个工作日，5月9日调休那天不用上班也不算婚假，所以休到5月13日，5月14日回来。"),
        (W, "zh", "婚假10天（自然日），4月27日到5月6日，5月7日上班。"),
        (W, "zh", "婚假3天，4月29日休完，4月30日上班。"),
        (W, "zh", "10个工作日，劳动节放假也算在婚假里，所以5月8日休完，5月11日上班。"),
        (W, "zh", "婚假10个工作日，第十个工作日是5月12日，5月13日回来上班。婚假要在登记后6个月内休完。")],
       handbook="xinglan"),
]

HANDBOOK_CASES = JINPING + COPPERLEAF + XINGLAN

