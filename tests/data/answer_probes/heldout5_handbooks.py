"""heldout5's handbook questions (issue 26, round 5): a report set written blind by a separate helper who
never read the answer check's code, prompts or docs, never ran the check or bench_answer_check.py on it,
and labelled every answer before anything measured it; never tuned on. Answers were written by hand
after reading the tools' real results (make_heldout5.py runs the calls and writes heldout5.jsonl).

Three handbooks: tests/data/handbooks/corvane_mixed (an English global handbook that is the authority
plus a Chinese Suzhou supplement: 百分之二百/三百 on 10875÷21.75, 13 days of marriage leave, 158+15 days
of maternity leave against the global 16 weeks, 10 hours a month after five years = 120 hours = 15 days
against 10 statutory days, "one day for other relatives", a doctor's note after three consecutive
working days, pay day on the 25th falling on 中秋 2026, 25元 a working day × 19 working days in May
2026), hengrui_factory (Chinese: 调休 within two months converted at 200%, 三天以上事假 in the 9–12月
peak season, 15/30元 a shift, a 200–500元 range plus 300元, 旷工 = three days' basic pay, 300% with no
time off in lieu, 24学时 and 离岗六个月以上, 30 days' notice and the next pay day) and
lumenfield_bilingual (Chinese Shanghai supplement + English global handbook: 福利年假 capped at 10 days,
sick pay 5 days full then 70%, a pro-rated 13th month, 30% non-compete for two years, time off in lieu
within six months or 200%, a four-week sabbatical, 158+15+15 days, three days' notice in a six-month
probation). Questions and answers in Chinese and English, including English questions answered from a
Chinese clause and the reverse. Every case is "report": counted only, never read answer by answer,
never tuned on."""
from __future__ import annotations

from heldout5_cases import C, W, _d, _q, _s


CORVANE = [
    _s("corvane", "加班费 休息日 法定节假日",
       "I'm a grade 5 technician at Corvane Suzhou on 10,875 yuan a month. I worked a whole Saturday and can't "
       "get the day back as time off. What overtime pay do I get for it, and what would working on 1 October pay?",
       [(C, "en", "Your daily pay is 10,875 ÷ 21.75 = 500 yuan. A rest day that can't be given back as time off is "
                  "paid at 200%, so 1,000 yuan; working on 1 October, a statutory holiday, is paid at 300%, 1,500 yuan."),
        (C, "zh", "日工资10875÷21.75=500元；休息日加班又不能补休，按百分之二百支付，即1000元；国庆节当天加班按百分之三百，即1500元。"),
        (C, "en", "Double time for the Saturday (1,000 yuan) and triple time for 1 October (1,500 yuan)."),
        (C, "en", "1,000 yuan for the Saturday and 1,500 yuan for National Day, under Article 4 of the Suzhou "
                  "supplement. Overtime has to be applied for in OA and approved by your department manager beforehand."),
        (W, "en", "The Saturday is paid at 150%: 500 × 1.5 = 750 yuan; National Day at 300%, 1,500 yuan."),
        (W, "en", "10,875 ÷ 21.75 = 500 yuan a day, so the Saturday pays 1,000 yuan and 1 October also pays "
                  "1,000 yuan, both at 200%."),
        (W, "zh", "周六加班按2倍：500×2=1000元；国庆按3倍：500×3=1800元。"),
        (W, "en", "10,875 ÷ 21.75 = 550 yuan, so 1,100 yuan for the Saturday and 1,650 yuan for 1 October."),
        (W, "zh", "休息日加班不能补休的按200%支付，即1000元，依据是苏州补充规定第十六条。")]),
    _s("corvane", "marriage leave days Suzhou",
       "I'm registering my marriage in Suzhou next month. How much marriage leave do I get, is it paid, and how "
       "long do I have to use it?",
       [(C, "en", "13 days of paid marriage leave (3 statutory days plus Jiangsu's 10-day extension), to be used "
                  "within one year of getting your marriage certificate."),
        (C, "zh", "婚假13天，工资照发，要在领取结婚证之日起一年内休完。"),
        (C, "en", "You get thirteen days — the national three plus ten extra from Jiangsu province — and your salary "
                  "is paid as usual. Article 7 of the Suzhou supplement says they must be taken within a year of the certificate."),
        (W, "en", "3 days of paid marriage leave, to be used within one year."),
        (W, "en", "13 days on full pay, but they must be used within six months of the wedding."),
        (W, "zh", "婚假十三天，含法定三天和公司额外奖励的十天，工资照发。"),
        (W, "en", "13 days of marriage leave; only the 3 statutory days are paid."),
        (W, "en", "10 days of paid marriage leave within a year of registering.")]),
    _d("2026-06-15", "我在苏州公司，预产期9月，医生说可能难产。产假一共多少天？英文手册不是写16周吗？",
       [_q("产假 难产"), _q("parental leave primary caregiver weeks statutory")],
       [(C, "zh", "难产的话产假是158+15=173天。英文手册的16周只有112天，比法定的短，手册写明法定假期更长时按法定执行，所以按173天。"),
        (C, "zh", "共173天：一百五十八天（国家规定九十八天加江苏省延长六十天），难产再增加十五天。"
                  "英文手册写明法定假期更长时按法定，16周比这短，不适用。"),
        (C, "en", "173 days: 158 days of maternity leave plus 15 for a difficult birth. The global handbook's "
                  "16 weeks gives way because the statutory leave is longer."),
        (C, "zh", "按173天休。16周是112天，英文手册2.5节规定法定假期更长的按法定享受。"),
        (W, "zh", "以英文全球手册为准，产假16周，也就是112天。"),
        (W, "zh", "产假158天，难产再加15天，共178天。"),
        (W, "en", "16 weeks is 128 days, less than the statutory 158, so you get 173 days."),
        (W, "zh", "产假173天，其中国家规定98天，江苏省延长75天。")],
       handbook="corvane"),
    _d("2026-06-15", "I've worked 12 years in total, the last 6 of them at Corvane Suzhou. How much paid time off "
                     "do I get a year?",
       [_q("time off earned hours per month five years"), _q("法定年休假 天数")],
       [(C, "en", "After five years at Corvane you earn 10 hours a month, i.e. 120 hours (15 working days) a year. "
                  "That is more than your 10 statutory days, and the two are not added together, so you get 120 hours."),
        (C, "en", "120 hours a year — 15 days."),
        (C, "zh", "你在公司已满5年，按英文手册每月累积10小时，一年120小时，相当于15个工作日；法定年休假（满十年不满二十年）是10天，"
                  "两者不重复享受，取较多者，所以是120小时。"),
        (C, "en", "Fifteen working days (120 hours), earned at 10 hours per full month. The Suzhou supplement's 10 "
                  "statutory days don't come on top; the higher of the two applies."),
        (W, "en", "80 hours a year (6.67 hours a month), i.e. ten working days."),
        (W, "en", "10 statutory days plus 15 days from the global handbook: 25 days in total."),
        (W, "zh", "按苏州补充规定，累计工作12年的法定年休假是10天，一年就是10天。"),
        (W, "en", "10 hours a month is 100 hours a year, 12.5 days."),
        (W, "zh", "每月10小时，一年120小时即15天；你累计工作满十年，法定年休假也是15天，两者一样。")],
       handbook="corvane"),
    _d("2026-09-10", "这个月工资哪天到账？",
       [_q("pay day 25th weekend public holiday"),
        ("calculate_leave_days", {"start_date": "2026-09-24", "end_date": "2026-09-25"})],
       [(C, "zh", "9月25日（周五）是中秋节，按规定提前到前一个工作日发，也就是9月24日（周四）。"),
        (C, "zh", "9月24日发。"),
        (C, "en", "The 25th this month is the Mid-Autumn Festival holiday, so pay comes on the previous working day, "
                  "Thursday 24 September."),
        (C, "zh", "发薪日是每月25号，这个月25号赶上中秋放假，所以提前一天，周四（24号）到账。"),
        (W, "zh", "9月25日照常发工资。"),
        (W, "zh", "25号是中秋节，顺延到下一个工作日9月28日（周一）发。"),
        (W, "zh", "9月25日是中秋节，提前到9月24日（周三）发。"),
        (W, "en", "Pay day is the 15th, so Tuesday 15 September."),
        (W, "zh", "中秋节9月25日至27日放假，工资提前两天到9月23日发。")],
       handbook="corvane"),
    _s("corvane", "丧假 外祖母",
       "我在苏州公司上班，外婆去世了，能请几天丧假？如果是我爸爸呢？",
       [(C, "zh", "外婆不在配偶、伴侣、子女、父母、兄弟姐妹之列，算其他亲属，丧假1天；父亲去世最多可请5天带薪丧假。"),
        (C, "zh", "外婆1天，爸爸最多5天。"),
        (C, "en", "One day for your grandmother (other relatives); up to five days of paid bereavement leave for a parent."),
        (C, "zh", "按全球手册2.4条，祖辈算其他亲属，给1天；父母去世最多5天。"),
        (W, "zh", "外婆去世给丧假三天，父亲去世五天。"),
        (W, "zh", "外婆和父亲一样，都是最多5天带薪丧假。"),
        (W, "en", "One day for your grandmother and three days for your father."),
        (W, "zh", "苏州补充规定第十七条规定了丧假：外婆1天，父亲5天。")]),
    _s("corvane", "sick days doctor's note",
       "I was off sick from Monday to Thursday this week. Do I need a doctor's note, and how many paid sick days "
       "do I get a year?",
       [(C, "en", "Yes. Four consecutive working days is more than three, so you need a doctor's note. You get ten "
                  "paid days off for illness per calendar year, and unused ones don't carry over."),
        (C, "en", "Yes, a note is needed (over 3 consecutive working days); 10 paid days a year."),
        (C, "zh", "需要，连续病假超过3个工作日就要医生证明；每个日历年有10天带薪病假，用不完不结转。"),
        (C, "en", "You'll need a note from your doctor, since the absence ran past three consecutive working days. "
                  "The allowance is ten paid days each calendar year, so if these were your first, six are left."),
        (W, "en", "No — a doctor's note is only required for absences longer than five consecutive working days."),
        (W, "en", "Yes, you need a note; you get 10 paid sick days a year and unused days roll over to next year."),
        (W, "zh", "需要病假证明；每年带薪病假5天。"),
        (W, "en", "Yes, because the absence is longer than two consecutive working days; you have 10 paid sick days a year.")],
       today="2026-06-26"),
    _d("2026-05-28", "我5月份每个工作日都上班了，午餐补贴一共能拿多少？",
       [_q("午餐补贴 每天"), ("calculate_leave_days", {"start_date": "2026-05-01", "end_date": "2026-05-31"})],
       [(C, "zh", "5月共有19个工作日（含5月9日周六调休上班），每天25元，共475元，随当月工资发放。"),
        (C, "zh", "25×19=475元。"),
        (C, "en", "May has 19 working days (1–5 May is the Labour Day holiday and Saturday 9 May is worked), so "
                  "19 × 25 = 475 yuan."),
        (C, "zh", "劳动节5月1日至5日不算，5月9日调休上班要算，一共19个工作日，补贴四百七十五元。"),
        (W, "zh", "5月有31天，每天25元，共775元。"),
        (W, "zh", "5月共有21个工作日，25×21=525元。"),
        (W, "zh", "19个工作日，每天25元，共425元。"),
        (W, "zh", "5月共18个工作日（5月9日周六休息），25×18=450元。"),
        (W, "en", "19 working days at 30 yuan a day: 570 yuan.")],
       handbook="corvane"),
]

HENGRUI = [
    _s("hengrui", "加班调休 补休 期限",
       "周六加了8个小时班，我选了补休。要在多久内休掉？要是班组长一直排不出时间过期了怎么办？我小时工资25元。",
       [(C, "zh", "要在加班之日起两个月内休完；如果因为排不出班、不是你本人原因过期的，按休息日加班标准（200%）折成加班费：8×25×2=400元。"),
        (C, "zh", "两个月内休完，逾期且非本人原因的折算400元加班费。"),
        (C, "en", "Within two months of the overtime day. If it lapses through no fault of yours, it's paid as "
                  "rest-day overtime at 200%: 8 h × 25 yuan × 2 = 400 yuan."),
        (C, "zh", "调休按小时记在个人调休台账里，加班之日起两个月内由班组长排休；过期又不是你自己的原因，就按百分之二百折成加班费，8小时是400元。"),
        (W, "zh", "三个月内休完，过期作废。"),
        (W, "zh", "两个月内休完，逾期按150%折算：8×25×1.5=300元。"),
        (W, "zh", "两个月内休完，逾期按200%折算，8×25×2=450元。"),
        (W, "en", "Within two months; if it lapses, it is converted at 300%, i.e. 600 yuan."),
        (W, "zh", "两个月内休完；选了补休之后当月还可以随时改成领加班费。")]),
    _s("hengrui", "请假审批 三天以上 生产旺季",
       "10月份家里有事想请4天事假，谁来批？能批下来吗？",
       [(C, "zh", "三天以上的假由生产部经理批准，并报人事行政部备案；但10月在生产旺季（9月至12月），原则上不批三天以上的事假，4天多半批不下来。"),
        (C, "zh", "要生产部经理批准；不过9到12月是旺季，三天以上的事假原则上不批。"),
        (C, "en", "Leave of more than three days goes to the production manager and is filed with HR admin, but "
                  "October is in the peak season (September–December), when personal leave of more than three "
                  "days is normally not approved."),
        (C, "zh", "4天事假由生产部经理审批并报人事行政部备案，但原则上批不了：10月是旺季，三天以上事假一般不批，"
                  "而且事假每次原则上不超过三天。可以缩短到两天，由车间主任审批。"),
        (W, "zh", "四天由车间主任批准就行，旺季不影响。"),
        (W, "zh", "由生产部经理批准；旺季是每年6月至9月，10月不受限制。"),
        (W, "en", "It needs the production manager; October is outside the peak season (November–December), so it should be fine."),
        (W, "zh", "由生产部经理批准；旺季原则上只是不批一周以上的事假，4天可以批。")]),
    _s("hengrui", "shift allowance night shift middle shift",
       "This month I worked 10 middle shifts and 12 night shifts. How much shift allowance do I get, and what "
       "are the night shift's hours?",
       [(C, "en", "510 yuan: 10 middle shifts × 15 = 150 and 12 night shifts × 30 = 360. The night shift runs "
                  "from 23:30 to 07:30 the next morning."),
        (C, "zh", "中班10×15=150元，夜班12×30=360元，合计510元；夜班是23:30到次日7:30。"),
        (C, "en", "510 yuan in total, as long as you worked at least half of each of those shifts. Night shift is 23:30–07:30."),
        (C, "en", "Night shifts (11:30 pm to 7:30 am) pay 30 yuan each and middle shifts 15 yuan each, so 360 + 150 = 510 yuan."),
        (W, "en", "12 night shifts × 30 = 360 plus 10 middle shifts × 30 = 300: 660 yuan."),
        (W, "en", "360 + 150 = 520 yuan."),
        (W, "en", "510 yuan; the night shift is 22:00 to 06:00."),
        (W, "zh", "夜班每班15元，中班每班30元，合计480元。")]),
    _d("2026-07-10", "我是焊装车间持证的电焊工，7月份岗位津贴加高温津贴一共多少？",
       [_q("特殊岗位津贴 电焊"), _q("高温津贴 车间")],
       [(C, "zh", "特殊岗位津贴每月200元至500元（具体看《岗位津贴表》），焊装车间7月的高温津贴300元，合计500到800元。"),
        (C, "zh", "300元高温津贴，加上200—500元的岗位津贴，共500—800元。"),
        (C, "en", "Between 500 and 800 yuan: a special-post allowance of 200–500 yuan (set in the post allowance "
                  "table) plus 300 yuan of high-temperature allowance for July."),
        (C, "zh", "高温津贴6月到9月每月300元，7月有；电焊的岗位津贴200至500元，前提是上岗证有效，过期没复审会暂停。两项合计500到800元。"),
        (W, "zh", "高温津贴200元，加岗位津贴200至500元，共400到700元。"),
        (W, "zh", "电焊工岗位津贴固定500元，加高温津贴300元，共800元。"),
        (W, "zh", "岗位津贴200至500元，高温津贴300元，合计700至1000元。"),
        (W, "en", "July is outside the high-temperature period, so you only get the 200–500 yuan post allowance.")],
       handbook="hengrui"),
    _s("hengrui", "辞职 提前通知 结清工资",
       "If I quit Hengrui, how much notice must I give, and when will I get my last wages?",
       [(C, "en", "30 days' written notice. Once your handover and the return of your badge, PPE, tools and dorm "
                  "keys are signed off by the workshop and HR admin, your wages are settled on the next pay day."),
        (C, "en", "Thirty days in writing; final pay comes on the next regular pay day, the 15th."),
        (C, "zh", "提前三十日书面通知；交接完、归还厂牌等并经车间和人事行政部签字后，在下一个工资发放日结清工资。"),
        (W, "en", "One month's notice, given verbally; wages are paid on your last day."),
        (W, "en", "30 days' written notice; your final wages are paid within 15 days of leaving."),
        (W, "en", "Three days' written notice; wages are settled on the next pay day."),
        (W, "zh", "提前30日书面通知，离职当天结清工资。"),
        (W, "en", "30 days' written notice under Article 40; final wages on the next pay day.")]),
    _s("hengrui", "旷工 扣发工资",
       "基本工资4350元，旷工一天扣多少钱？旷工几天会被辞退？",
       [(C, "zh", "旷工一天扣发三天基本工资：日基本工资4350÷21.75=200元，扣600元。连续旷工3天或一年内累计旷工7天，公司会依法解除劳动合同。"),
        (C, "zh", "扣600元；连续3天或一年累计7天就解除劳动合同。"),
        (C, "en", "Each day of unauthorised absence costs three days' basic pay, 3 × 200 = 600 yuan. Three days in "
                  "a row, or seven in a year, leads to the contract being ended."),
        (C, "zh", "按三天的基本工资扣：200×3=600元。连续旷工三天，或者一年里加起来七天，会被解除劳动合同。"),
        (W, "zh", "旷工一天扣一天基本工资，即200元。"),
        (W, "zh", "扣三天基本工资：4350÷21.75=220元，扣660元。"),
        (W, "zh", "扣600元；连续旷工5天或一年累计10天解除合同。"),
        (W, "en", "4,350 ÷ 21.75 = 200, so three days' pay is 500 yuan.")]),
    _s("hengrui", "法定节假日加班 加班费 补休",
       "I earn 5,655 yuan a month at Hengrui. If I work on Labour Day (1 May), what's my overtime pay, and can I "
       "take a day off instead?",
       [(C, "en", "Daily pay is 5,655 ÷ 21.75 = 260 yuan; holiday work is paid at 300%, so 780 yuan. Public-holiday "
                  "overtime can't be swapped for time off."),
        (C, "zh", "日工资260元，法定节假日加班按百分之三百支付，即780元；法定节假日加班不得以补休代替，只能拿加班费。"),
        (C, "en", "780 yuan — triple pay — paid with that month's wages; no time off in lieu for public holidays."),
        (C, "en", "Three times your daily rate of 260 yuan, 780 yuan. Time off instead is possible for rest-day "
                  "overtime, but not for statutory holidays."),
        (W, "en", "Double pay: 260 × 2 = 520 yuan, or you can take a day off instead."),
        (W, "en", "780 yuan, or a day off in lieu if you prefer."),
        (W, "en", "5,655 ÷ 21.75 = 260 yuan; at 300% that's 760 yuan."),
        (W, "zh", "法定节假日加班按150%支付：260×1.5=390元。")]),
    _s("hengrui", "三级安全教育 学时",
       "新员工上岗前的安全教育要多少学时？我调去外地离岗7个月，回来还要重新培训吗？",
       [(C, "zh", "新员工要接受公司级、车间级、班组级三级安全教育，累计不少于24学时，考试合格才能上岗；离岗6个月以上重新上岗的，"
                  "要重新接受车间级和班组级安全教育，你离开7个月，需要。"),
        (C, "zh", "不少于24学时；7个月超过了6个月，要重新上车间级和班组级的安全教育。"),
        (C, "en", "At least 24 class hours of three-level safety training, passed by an exam. After 7 months away "
                  "you must redo the workshop-level and team-level training."),
        (C, "zh", "要，离岗六个月以上就得重新接受车间级、班组级教育（公司级不用重上）；新员工是累计二十四学时起。"),
        (W, "zh", "累计不少于十二学时；离岗七个月要重新接受车间级和班组级教育。"),
        (W, "zh", "累计不少于24学时；离岗一年以上才需要重新培训，7个月不用。"),
        (W, "zh", "不少于24学时；回来要把公司级、车间级和班组级三级教育全部重新上一遍。"),
        (W, "en", "At least 24 class hours; retraining is only needed after a change of post, not after time away.")]),
]

LUMENFIELD = [
    _s("lumenfield", "福利年假 每满一年 最多",
       "我在朗菲上海已经干了8年，法定年休假是10天，今年年假一共多少天？没休完的怎么办？",
       [(C, "zh", "法定10天，加公司福利年假10天（入职第一年5天，此后每满一年加1天，最多10天，你已封顶），共20天；"
                  "没休完的福利年假可以顺延到次年3月31日。"),
        (C, "zh", "共20天，福利年假那部分没休完可以延到次年3月31日。"),
        (C, "en", "20 days: your 10 statutory days plus the 10-day maximum of company leave. Unused company days "
                  "carry over to 31 March next year; unused statutory leave follows national rules."),
        (W, "zh", "福利年假5+8=13天，加法定10天，共23天。"),
        (W, "zh", "按全球手册，第6年起每年25天PTO。"),
        (W, "zh", "共20天，没休完的年假全部都可以顺延到次年3月31日。"),
        (W, "en", "20 days in total; unused company leave carries over until 30 June next year.")]),
    _s("lumenfield", "病假工资 连续工龄 比例",
       "连续工龄3年，月工资8700元，今年第一次请病假，一共请了7天，病假工资怎么算？",
       [(C, "zh", "前5天是全薪病假；超过的2天按连续工龄满两年不满四年的70%发：日工资8700÷21.75=400元，每天280元，"
                  "两天560元（且不低于上海最低工资的80%）。"),
        (C, "zh", "5天全薪，第6、7天按70%，每天280元。"),
        (C, "en", "The first 5 days are on full pay; days 6 and 7 are paid at 70% because you have 2–4 years' "
                  "continuous service, i.e. 400 × 70% = 280 yuan a day."),
        (C, "zh", "7天里5天照发全薪，剩下2天拿七成，也就是560元，记得交医院开的病假单。"),
        (W, "zh", "超过5天的部分按60%发，每天240元。"),
        (W, "zh", "7天都按70%发，每天280元。"),
        (W, "zh", "前5天全薪，后2天按70%：400×70%=300元/天。"),
        (W, "en", "Days 6 and 7 are paid at 80% of your salary, 320 yuan a day."),
        (W, "zh", "前5天全薪，也不用交病假单，后2天按70%发。")]),
    _s("lumenfield", "13th month salary China",
       "I joined Lumenfield Shanghai on 1 April 2026 on a base salary of 24,000 yuan a month. How much 13th-month "
       "pay will I get for 2026, and when?",
       [(C, "en", "It's pro-rated by the months you work this year: April to December is 9 months, so "
                  "24,000 × 9/12 = 18,000 yuan, paid with your January salary. It comes on top of the global bonus plan."),
        (C, "en", "18,000 yuan, in the January payroll — provided you haven't resigned before then."),
        (C, "zh", "十三薪按在职月份折算：4月到12月共9个月，24000×9÷12=18000元，随明年1月工资发放。"),
        (C, "en", "Nine months' worth, 18,000 yuan (three quarters of a month's base pay), paid in January."),
        (W, "en", "A full month's base pay, 24,000 yuan, in January."),
        (W, "en", "24,000 × 8/12 = 16,000 yuan, paid in January."),
        (W, "en", "18,000 yuan, paid in the March payroll together with the annual bonus."),
        (W, "zh", "按9个月折算：24000×9÷12=16000元，1月发放。")]),
    _s("lumenfield", "竞业限制 经济补偿",
       "我签了竞业协议，离职前12个月平均工资30000元，竞业期间公司每月补多少？一共多久？",
       [(C, "zh", "每月按30%补偿：30000×30%=9000元，竞业期两年，共24个月，合计216000元；如果离职时公司书面通知不要求履行，就没有补偿。"),
        (C, "zh", "每月9000元，两年。"),
        (C, "en", "9,000 yuan a month (30% of 30,000) for the two-year restriction, unless the company releases you "
                  "in writing when you leave."),
        (C, "zh", "离职后两年内不能去有竞争关系的单位；这期间公司按月支付平均工资的百分之三十，即每月九千元。"),
        (W, "zh", "每月按50%补偿，即15000元，为期两年。"),
        (W, "zh", "每月9000元，为期一年，共108000元。"),
        (W, "zh", "每月9000元，两年共196000元。"),
        (W, "en", "9,000 yuan a month for two years, and the company has to pay it even if it waives the restriction.")]),
    _s("lumenfield", "overtime weekend time off in lieu Shanghai",
       "I'm in the Shanghai office. If I work a Saturday for a project go-live, do I get paid for it?",
       [(C, "en", "Normally you get equal time off in lieu, to be used within six months; only if time off can't be "
                  "arranged is the Saturday paid at 200%. Apply in Workday and get your department head's approval first."),
        (C, "zh", "休息日加班优先安排等时调休，6个月内用完；安排不了调休才按200%支付加班工资。"),
        (C, "en", "Time off first (hour for hour, within 6 months); double pay only if that isn't possible. A public "
                  "holiday would be paid at 300% in any case."),
        (W, "en", "Yes, Saturdays are paid at 150% of your salary."),
        (W, "en", "You get time off in lieu, which must be used within three months; otherwise 200%."),
        (W, "en", "Saturday work is always paid at 300%."),
        (W, "en", "Time off first; if none can be arranged you're paid 200%, and overtime needs no prior approval.")]),
    _s("lumenfield", "sabbatical five years",
       "I reach five years at Lumenfield next month. What's the sabbatical deal?",
       [(C, "en", "You become eligible for a four-week paid sabbatical on top of your PTO. Take it within 18 months, "
                  "book it with your manager at least three months ahead, and note it can't be cashed out."),
        (C, "en", "4 weeks, fully paid, within 18 months of becoming eligible; schedule it 3 months in advance."),
        (C, "zh", "满五年可以休4周带薪长假，不占PTO，要在符合条件后18个月内休，至少提前3个月和经理排好，不能折现。"),
        (W, "en", "A four-week unpaid sabbatical, to be taken within 18 months."),
        (W, "en", "Four weeks paid; you must take it within 12 months of becoming eligible."),
        (W, "en", "Four weeks paid, which you can cash out if you don't take it."),
        (W, "en", "Four paid weeks, deducted from your PTO balance."),
        (W, "zh", "满五年可休6周带薪长假，提前3个月申请。")]),
    _s("lumenfield", "产假 多胞胎 难产",
       "上海员工，怀的是双胞胎，如果难产，产假一共多少天？",
       [(C, "zh", "158天基础产假，难产加15天，双胞胎多一个婴儿再加15天，共188天。"),
        (C, "zh", "共188天。"),
        (C, "en", "188 days: 158 + 15 for a difficult birth + 15 for the second baby."),
        (C, "zh", "一百八十八天。另外怀孕满7个月后每天有1小时工间休息，产检时间算工作时间。"),
        (W, "zh", "158+15=173天，双胞胎不额外增加。"),
        (W, "zh", "158+15+30=203天。"),
        (W, "en", "18 weeks under the global handbook, i.e. 126 days."),
        (W, "zh", "158+15+15=178天。")]),
    _s("lumenfield", "辞职 提前通知 试用期",
       "I started at Lumenfield Shanghai four months ago and want to resign. How much notice do I need to give?",
       [(C, "en", "Three days. Your probation lasts six months, and during probation the Shanghai supplement only "
                  "requires three days' notice."),
        (C, "en", "3 days' notice, since you're still within your 6-month probation."),
        (C, "zh", "你入职4个月，还在6个月试用期内，提前三日通知即可。"),
        (W, "en", "30 days' written notice."),
        (W, "en", "One month, the global default outside the US."),
        (W, "en", "Two weeks' notice."),
        (W, "en", "Probation is three months, so you're past it: 30 days' notice.")]),
]

HANDBOOK_CASES = [*CORVANE, *HENGRUI, *LUMENFIELD]
