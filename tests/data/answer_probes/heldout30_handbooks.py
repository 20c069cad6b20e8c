"""heldout30, handbook part: three handbooks written for this set and 24 questions on them (8 per handbook), each with
9 answers written by hand after reading the real tool results (4 correct, 5 wrong: 96 correct / 120 wrong).

The handbooks (in heldout30_handbooks/<folder>/handbook/; every rule is a numbered list item under a heading):
- hangzhou_retail ("hangzhou"): 杭州鲜禾里超市连锁 员工手册, a Chinese Word file built by make_hangzhou_docx.py; Heading 1
  chapters 一、总则 … 十、, "1." items, ①–⑤ and (1)–(4) sub-items; 综合工时, 夜班津贴 35元/¥60 per night with a ¥800 monthly
  cap, 加班 150%/200%/300% on 月基本工资 ÷ 21.75 ÷ 8, 年假 5/10/15 by 累计工龄, 病假 60%–100% by 连续工龄 with a 1,992元 floor,
  婚假 13 自然日, 丧假 3 / 1 个工作日, 年终奖 3/2/1 months by grade A/B/C pro rata, 员工折扣 cap ¥2,000, 请假 and 离职
  procedures, notice 30日 (probation 3日) counted from the next day, 竞业 12 months and 违约金 人民币伍万元.
- wuhan_autoparts ("wuhan"): 武汉恒驰汽车零部件 员工手册, Chinese Markdown, "## " chapters, ordered lists with nested ordered
  sub-lists, one table (岗位津贴 300元 / 600元 / 1,000元 / 0.15万元 by grade); 月工资 = 基本工资 + 岗位津贴, 加班 base 月工资 ÷
  21.75 ÷ 8, 中班 30元 / 夜班 RMB 50 per shift, 高温津贴 300元 (一线) / 150元 (管理) a month June–September, halved under 10
  days worked, 安全奖 1,500元 a quarter lost for the quarter (one violation) or for two quarters (two or more), 探亲假 20/30/20
  calendar days by marital status, 工伤 procedure (24小时 / 3个工作日 / 30日), 试用期 1/2/6 months with 3 years inclusive,
  培训服务期 24/36 months repaid pro rata by unserved months (a part month counts as a whole one).
- qingdao_brewery ("qingdao"): Qingdao Haibin Brewery staff handbook, English HTML written by hand, <h2> sections with <ol><li>
  rules (and nested <ol> for bands and the resignation procedure); annual leave 5/10/15 by total years of work plus 1 day per
  2 full years with the brewery (max 4), sick pay 60/75/90/100% by years with the brewery with a RMB 1,760 floor, evening
  RMB 40 / night CNY 70 per shift, heat allowance RMB 300 / ¥120 in July–August (15 days worked), beer festival (August:
  RMB 2,000 premium, rest days always 200%, overtime limit 60 h instead of 36), referral bonus ¥1,000 + RMB 2,000 (the second
  after probation), training bond 24/36 months repaid pro rata, 30 days' notice, a 5-step resignation procedure.

Forms: tables, numbered and bulleted lists, one-liners and long explanations; 元 / ¥ / RMB / CNY / 万元 / yuan; 150% / 1.5倍 /
time and a half; 中文数字; 工作日 / 个工作日 / working days / 自然日 / calendar days; 个月 / months; 小时 / hours; about 40% of the
answers in English (also on the Chinese handbooks) and some Chinese answers on the English handbook. Three cases call the date
tools (add_workdays, calculate_leave_days) beside the search; all dates are in 2026 (official calendar).
Errors (one per wrong answer): another band's or a neighbouring item's value, a cap or floor not applied or invented, a pro-rata
slip (served vs unserved months, a part month not rounded), a boundary read the wrong way (exactly 10 years, 4 years, 5 years,
3 years of contract), a wrong base (÷30 instead of ÷21.75, base vs 月工资, 全勤奖 added), arithmetic slips, wrong units
(calendar vs working days, weeks vs months), wrong weekdays or dates (holidays or a make-up Saturday ignored), invented rules,
a right number with a wrong rule. Every case is "report".

Audit (handbook part): all 216 answers were re-judged one by one against the three handbooks' full text, the search hits
really returned by make_heldout30.py --part handbooks, the arithmetic and the 2026 calendar (chinese_calendar: weekdays,
中秋 9/25–27, 国庆 10/1–7, make-up Saturday 10/10). Every correct answer relies only on clauses the searches return, so no
search words changed. Three answer texts changed, no label flipped: wuhan 安全奖 W "每违章一次扣1,500元…" gave the right
total by a wrong rule that could be read as a paraphrase; it now also says "三次就扣4,500元" (the rule caps the loss at two
quarters). hangzhou 年假 W "延到明年6月30日前…不需要审批" carried two errors; the approval is now right and only the date
is wrong. qingdao resignation C "Acknowledgement by 29 September…" did not give the steps the question asks for; it now
lists them. Not changed: the hangzhou overtime question says "上个月" with 10月1日 while its today is 2026-06-15 (no answer
depends on it); four wrong answers of the qingdao resignation case give only the two deadlines, not the steps. Final
counts: 24 questions, 216 answers, 96 correct / 120 wrong (4 / 5 per question).
"""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

HANDBOOKS = {"hangzhou": "hangzhou_retail", "wuhan": "wuhan_autoparts", "qingdao": "qingdao_brewery"}

HANDBOOK_CASES = [
    # ---------------------------------------------------------------- hangzhou_retail (Word, Chinese)
    # Truth: 三、2 小时工资 = 4,350 ÷ 21.75 ÷ 8 = 25元; 三、1 总部标准工时: 工作日延时 150% → 2h × 37.5 = 75元; 休息日不能补休
    # 200% → 8h × 50 = 400元; 法定节假日 300% → 8h × 75 = 600元; 合计 1,075元.
    _s("hangzhou", "加班工资 小时工资 21.75 工作日 休息日 法定节假日 150% 200% 300%",
       "我在总部上班（标准工时），月基本工资4,350元。上个月工作日晚上延时2小时，周六加了8小时没法补休，10月1日国庆又上了8小时，"
       "加班费一共多少？",
       [(C, "zh", "| 类型 | 时长 | 倍率 | 金额 |\n|---|---|---|---|\n| 工作日延时 | 2小时 | 150% | 75元 |\n"
                  "| 周六（未补休） | 8小时 | 200% | 400元 |\n| 国庆10月1日 | 8小时 | 300% | 600元 |\n"
                  "小时工资 = 4,350 ÷ 21.75 ÷ 8 = 25元，合计 **1,075元**。"),
        (C, "en", "Hourly rate 4,350 ÷ 21.75 ÷ 8 = ¥25, so: 2 h × 37.5 = ¥75, 8 h × 50 = ¥400 (Saturday, no time off), "
                  "8 h × 75 = ¥600 (National Day) — ¥1,075 in total."),
        (C, "zh", "一共1075元。按手册三、2，小时工资是25元；工作日延时按1.5倍（37.5元/小时×2=75元），周六不能补休按2倍"
                  "（50元×8=400元），10月1日法定节假日按3倍（75元×8=600元）。"),
        (C, "en", "Your overtime comes to RMB 1,075: time and a half for the 2 weekday hours (RMB 75), double time for the "
                  "Saturday because no time off could be given (RMB 400), and triple time for 1 October (RMB 600), all on "
                  "an hourly rate of 4,350/21.75/8 = RMB 25. Attendance bonus and allowances are not part of the base."),
        (W, "zh", "小时工资按4,350÷30÷8≈18.13元算：延时2小时54.38元，周六8小时290元，国庆8小时435元，合计约779.38元。"),
        (W, "zh", "小时工资25元：工作日2小时×37.5=75元，周六8小时×50=400元，国庆8小时×75=600元，合计1,175元。"),
        (W, "en", "Hourly rate ¥25. Weekday 2 h at 150% = ¥75, Saturday 8 h at 200% = ¥400, and the holiday is paid at "
                  "double time too, 8 h × ¥50 = ¥400. Total ¥875."),
        (W, "zh", "周六加班和工作日延时一样按150%算：75 + 8×37.5=300 + 国庆8×75=600，合计975元。"),
        (W, "en", "Base 4,350 plus the 200 yuan attendance bonus = 4,550, hourly 4,550/21.75/8 ≈ 26.15 yuan: weekday ≈ 78.45, "
                  "Saturday ≈ 418.39, holiday ≈ 627.59, about 1,124.43 yuan in all.")]),
    # Truth: 四、1 累计工龄满10年不满20年 → 年休假10天（工作日，不含法定休假日、休息日）; 四、2 未休完经区域经理批准可延至
    # 次年3月31日前. 累计工龄 (一、2) counts all employers, so 7 + 3 = exactly 10 years.
    _s("hangzhou", "年休假 累计工龄 满10年不满20年 天数 延至次年3月31日",
       "我之前在别的公司干了7年，来超市正好3年，累计工龄刚好满10年。今年有几天年假？没休完能留到明年吗？",
       [(C, "zh", "10天年假（按工作日算，周末和法定节假日不占年假）。累计工龄满10年就进入“满10年不满20年”这一档；"
                  "没休完的经区域经理批准可以延到明年3月31日前休，过期作废。"),
        (C, "en", "10 working days: your total service is exactly 10 years, which falls in the 10–20 band. Unused days can "
                  "be carried to 31 March next year with the area manager's approval."),
        (C, "zh", "年假：十天。\n结转：经区域经理批准，可延至次年三月三十一日前休完。"),
        (C, "zh", "按累计工龄（包括在前公司的7年）算，你正好满10年，年休假10个工作日。因门店经营需要没休完的，"
                  "报区域经理批准后可延至次年3月31日，逾期作废。"),
        (W, "zh", "累计工龄10年还不算“满10年以上”，仍按满1年不满10年那档，年假5天；没休完经区域经理批准可延至次年3月31日。"),
        (W, "en", "You get 15 working days of annual leave at 10 years of total service; unused days may be carried over "
                  "to 31 March with the area manager's approval."),
        (W, "zh", "年假10个自然日（含周末）；没休完的经区域经理批准可以留到明年3月31日前。"),
        (W, "en", "Annual leave follows continuous service with the supermarket, which is 3 years, so you get 5 days; unused "
                  "days can be carried to 31 March next year if the area manager agrees."),
        (W, "zh", "10天年假。没休完的可以延到明年6月30日前休完，需经区域经理批准。")]),
    # Truth: 四、5③ 连续工龄满4年不满6年 → 80%: 5,000 × 80% = 4,000元 (above the 1,992元 floor of 四、6).
    _s("hangzhou", "病假工资 连续工龄 满4年不满6年 80% 月基本工资",
       "我在公司连续干了整整4年，月基本工资5,000元，这个月整月病假（在医疗期内），病假工资发多少？",
       [(C, "zh", "连续工龄满4年不满6年按80%：5,000 × 80% = 4,000元。"),
        (C, "en", "Exactly 4 years puts you in the 4-to-6-year band, paid at 80% of the base: RMB 4,000 for the month."),
        (C, "zh", "病假工资4,000元（5000元的百分之八十）。这高于手册规定的病假工资下限1,992元，所以按4,000元发。"),
        (C, "en", "- Band: continuous service of at least 4 but under 6 years\n- Rate: 80%\n- Sick pay: ¥5,000 × 0.8 = ¥4,000"),
        (W, "zh", "整4年还在“满2年不满4年”那档，按70%：5,000×70%=3,500元。"),
        (W, "en", "At 4 years you are paid 90% of the base: ¥4,500."),
        (W, "zh", "按80%计算：5,000×80%=4,200元。"),
        (W, "zh", "病假工资统一按杭州最低工资的80%发，就是1,992元。"),
        (W, "en", "80% of base plus the ¥200 attendance bonus: 5,200 × 0.8 = ¥4,160.")]),
    # Truth: 五、2 考评B → 2个月基本工资; 五、3 当年入职按在职整月折算: 4月1日–12月 = 9个月 → 6,800 × 2 × 9 ÷ 12 = 10,200元.
    _s("hangzhou", "年终奖 考评等级 B 2个月基本工资 当年入职 在职月数 折算",
       "我今年4月1日入职，月基本工资6,800元，年度考评是B，今年年终奖能拿多少？",
       [(C, "zh", "考评B发2个月基本工资，当年入职按在职整月折算：6,800×2×9÷12 = 10,200元（4月到12月共9个月）。"),
        (C, "en", "Grade B = 2 months' base pay, pro-rated for 9 full months (April–December): 6,800 × 2 × 9/12 = ¥10,200. "
                  "Note it is only paid if you are still employed on the payout date."),
        (C, "zh", "一万零二百元。计算：B档2个月 × 6800元 = 13600元，再乘9/12 = 10200元。"),
        (C, "en", "RMB 10,200."),
        (W, "zh", "考评B发2个月基本工资：6,800×2 = 13,600元。"),
        (W, "en", "Grade B gets 3 months' base; pro-rated for 9 months: 6,800 × 3 × 9/12 = ¥15,300."),
        (W, "zh", "6,800×2×8÷12 ≈ 9,066.67元（4月入职，在职8个整月）。"),
        (W, "en", "Grade B is 2 months' base, pro-rated 9/12: 13,600 × 0.75 = ¥10,800."),
        (W, "zh", "B档是1个月基本工资，按9个月折算：6,800×9÷12 = 5,100元。")]),
    # Truth: 三、4 满4小时不满8小时 35元/晚, 满8小时 ¥60/晚, 每月合计不超过¥800: 12×60 + 6×35 = 930 → capped at 800元.
    _s("hangzhou", "夜班津贴 每晚 满4小时 满8小时 每月合计不超过",
       "这个月我上了12个整夜班（22点到6点满8小时），还有6个只到凌晨2点的班（满4小时不满8小时），夜班津贴能拿多少？",
       [(C, "zh", "按标准算是12×60 + 6×35 = 930元，但每月夜班津贴合计不超过800元，所以实发800元。"),
        (C, "en", "12 × ¥60 = ¥720 plus 6 × ¥35 = ¥210 gives ¥930, which is above the ¥800 monthly cap, so you receive ¥800."),
        (C, "zh", "八百元（封顶）。"),
        (C, "en", "Night allowance this month: RMB 800 — the uncapped total would be 930 yuan, but the handbook limits it to "
                  "800 yuan per person per month."),
        (W, "zh", "12×60=720元，6×35=210元，合计930元。"),
        (W, "en", "All 18 nights are paid at ¥35: 18 × 35 = ¥630."),
        (W, "zh", "12×60+6×35=930元，超过每月600元的上限，只能拿600元。"),
        (W, "zh", "不满8小时的班不算夜班，不发津贴，只算12×60 = 720元。"),
        (W, "en", "12 × ¥35 + 6 × ¥60 = ¥780, under the ¥800 cap, so ¥780.")]),
    # Truth (today 2026-10-20, Tue; 转正员工): 七、2(2) 店长3个工作日内签署意见 → add_workdays(10-20, 3) = 2026-10-23 (周五);
    # 七、1 notice 30日 from the next day, the 30th day is the last day: 10-21 … 11-19 is 30 calendar days → 2026-11-19 (周四).
    _d("2026-10-20", "我已经转正了，今天交了《离职申请表》。店长最晚哪天要签意见？我最后一个工作日是哪天？",
       [("add_workdays", {"date": "2026-10-20", "days": 3}),
        ("calculate_leave_days", {"start_date": "2026-10-21", "end_date": "2026-11-19"}),
        _q("离职 转正员工 提前30日 书面通知 通知期 次日起算 最后工作日"), _q("离职手续 离职申请表 店长 3个工作日内 签署意见")],
       [(C, "zh", "店长最晚10月23日（周五）签署意见（3个工作日）；转正员工提前30日通知，从明天10月21日起算满30天，"
                  "最后工作日是11月19日（周四）。"),
        (C, "en", "Store manager: by Friday 23 Oct (3 working days). Notice: 30 days counted from 21 Oct, so your last "
                  "working day is Thursday 19 November 2026."),
        (C, "zh", "1. 店长签意见：10/23（星期五）前\n2. 最后工作日：11/19（星期四）\n3. 离职工资随下一个发薪日发放"),
        (C, "zh", "最后工作日为十一月十九日（周四）；店长须在十月二十三日（周五）之前签字。"),
        (W, "zh", "店长10月23日（周五）前签意见；30天从今天算起，最后工作日是11月18日（周三）。"),
        (W, "en", "The store manager must sign by 22 Oct (Thu); your last working day is Thursday 19 November."),
        (W, "zh", "店长10月23日前签意见；离职提前3日通知即可，最后工作日10月23日。"),
        (W, "en", "Manager's sign-off by Fri 23 Oct; last working day Friday 19 November."),
        (W, "zh", "店长10月23日（周五）前签；通知期按30个工作日算，最后工作日是12月1日（周二）。")], handbook="hangzhou"),
    # Truth: 四、4 祖父母、外祖父母、兄弟姐妹去世 → 丧假1个工作日 (父母、配偶、子女 3个工作日); 需到外地料理的可另给路程假.
    _s("hangzhou", "丧假 外祖父母 祖父母 工作日 路程假",
       "我外婆去世了，要回老家（外地）办丧事，能请几天丧假？",
       [(C, "zh", "外祖父母去世给丧假1个工作日；因为要去外地料理丧事，还可以根据路程另给路程假。"),
        (C, "en", "One working day of bereavement leave for a grandparent (maternal grandparents included), plus travel "
                  "time as needed since the funeral is out of town."),
        (C, "zh", "丧假一个工作日（3个工作日只适用于父母、配偶、子女），另可按路程申请路程假。"),
        (C, "en", "1 working day, and travel days on top for going out of town."),
        (W, "zh", "外婆属于直系亲属，丧假3个工作日，外地的另给路程假。"),
        (W, "en", "Maternal grandparents are not covered by bereavement leave; you would need to take personal leave."),
        (W, "zh", "丧假5天，另加路程假。"),
        (W, "zh", "丧假1个工作日，路程假不另给，路上的时间只能请事假。"),
        (W, "en", "1 working day of bereavement leave (plus travel days), but it must be applied for at least 3 working "
                  "days in advance like annual leave.")]),
    # Truth: the handbook has no 生日假; 五、5 生日慰问 is a 100元 蛋糕券 in the birthday month. Correct answers say there is
    # no birthday leave in the handbook.
    _s("hangzhou", "生日 生日假 生日慰问 蛋糕券",
       "门店员工生日当天有没有带薪生日假？",
       [(C, "zh", "手册里没有生日假的规定，只有生日慰问：生日当月发一张价值100元的蛋糕券。想休息可以申请年假。"),
        (C, "en", "The handbook has no birthday leave. The only birthday benefit is a ¥100 cake voucher in your birthday month."),
        (C, "zh", "没有，员工手册未规定生日假。"),
        (C, "en", "No paid birthday leave is mentioned in the handbook; you get a cake voucher worth 100 yuan that month."),
        (W, "zh", "有，生日当天可以休1天带薪生日假，另发100元蛋糕券。"),
        (W, "en", "No birthday leave, but there is a ¥200 cake voucher in your birthday month."),
        (W, "zh", "没有生日假，手册里也没有任何生日福利。"),
        (W, "zh", "生日当天可以休半天带薪假。"),
        (W, "en", "Not as leave, but the handbook lets you swap a shift on your birthday without losing pay.")]),

    # ---------------------------------------------------------------- wuhan_autoparts (Markdown, Chinese)
    # Truth: 一、3 月工资 = 基本工资 + 岗位津贴; table 二级 600元 → 3,750 + 600 = 4,350; 三、1 hourly 4,350 ÷ 21.75 ÷ 8 = 25元;
    # 三、2 工作日 150% → 3h × 37.5 = 112.5; 休息日未补休 200% → 8h × 50 = 400; 法定 300% → 8h × 75 = 600; total 1,112.5元.
    _d("2026-05-20", "我是二级技工，月基本工资3,750元。这个月工作日延时3小时，周六加班8小时当月没补休，五一当天上了8小时。加班费多少？",
       [_q("加班工资 小时工资 月工资 21.75 150% 200% 300%"), _q("岗位津贴 岗位等级 二级 技工 月工资 定义")],
       [(C, "zh", "月工资=基本工资3,750+二级岗位津贴600=4,350元，小时工资=4,350÷21.75÷8=25元。\n"
                  "- 工作日延时：3×25×1.5=112.5元\n- 周六（未补休）：8×25×2=400元\n- 五一：8×25×3=600元\n合计1,112.5元。"),
        (C, "en", "Hourly base (3,750 + 600 grade-2 allowance) ÷ 21.75 ÷ 8 = RMB 25; 3 h × 37.5 + 8 h × 50 + 8 h × 75 = "
                  "RMB 1,112.50."),
        (C, "zh", "一千一百一十二元五角。工作日1.5倍、休息日2倍、法定节假日3倍，基数是含岗位津贴的月工资4,350元。"),
        (C, "en", "| Day | Hours | Rate | Pay |\n|---|---|---|---|\n| Weekday | 3 | 150% | 112.50 |\n| Saturday | 8 | 200% | "
                  "400.00 |\n| May Day | 8 | 300% | 600.00 |\n| Total | | | 1,112.50 yuan |"),
        (W, "zh", "小时工资只按基本工资算：3,750÷21.75÷8≈21.55元，加班费≈96.98+344.83+517.24=959.05元。"),
        (W, "en", "Hourly rate 4,350 / 30 / 8 = 18.125 yuan; overtime 3 × 27.19 + 8 × 36.25 + 8 × 54.38 ≈ 806.56 yuan."),
        (W, "zh", "小时工资25元：延时3小时112.5元，周六按150%为300元，五一600元，合计1,012.5元。"),
        (W, "zh", "小时工资25元，五一加班按200%算：112.5 + 400 + 400 = 912.5元。"),
        (W, "en", "Hourly rate RMB 25: 112.50 + 400 + 600 = RMB 1,212.50.")], handbook="wuhan"),
    # Truth: 七、1(3) 劳动合同期限3年以上（含3年）→ 试用期6个月; 七、2 试用期工资不低于转正后月工资的80%，且不低于武汉最低工资.
    _s("wuhan", "试用期 劳动合同期限 3年以上 含3年 6个月 试用期工资 80%",
       "我签的是正好3年的劳动合同，试用期最长几个月？试用期工资最低能给多少？",
       [(C, "zh", "3年合同属于“3年以上（含3年）”，试用期6个月；试用期工资不低于转正后月工资的80%，也不能低于武汉市最低工资标准。"),
        (C, "en", "Six months of probation (a 3-year contract counts as '3 years or more'), paid at least 80% of the "
                  "post-probation monthly wage and never below Wuhan's minimum wage."),
        (C, "zh", "试用期：六个月\n试用期工资：≥转正工资的八成，且≥武汉最低工资"),
        (C, "en", "6 months; probation pay ≥ 80% of your regular monthly wage (and ≥ the local minimum wage)."),
        (W, "zh", "正好3年还属于“1年以上不满3年”，试用期2个月；试用期工资不低于转正工资的80%。"),
        (W, "en", "Probation is 6 weeks for a 3-year contract; pay at least 80% of the regular wage."),
        (W, "zh", "试用期6个月，试用期工资不低于转正工资的70%。"),
        (W, "en", "A 3-year contract carries a 1-month probation, paid at no less than 80% of the regular wage."),
        (W, "zh", "试用期6个月，表现不合格的还可以再延长2个月；试用期工资不低于转正工资80%和武汉最低工资。")]),
    # Truth: 四、2 管理及技术岗位每月150元, 6月至9月, 当月出勤不满10天的减半: 150 + 75 (July, 8 days) + 150 + 150 = 525元.
    _s("wuhan", "高温津贴 6月至9月 管理及技术岗位 每月 出勤不满10天 减半",
       "我是技术部的工程师（不是一线），今年6月到9月的高温津贴一共多少？7月我只出勤了8天。",
       [(C, "zh", "管理及技术岗位每月150元，7月出勤不满10天减半为75元：150+75+150+150 = 525元。"),
        (C, "en", "¥525: ¥150 a month for June, August and September, and half (¥75) for July because you worked fewer than "
                  "10 days."),
        (C, "zh", "共五百二十五元（6、8、9月各150元，7月75元）。一线岗位才是每月300元。"),
        (C, "en", "Total heat allowance = 3 × 150 + 75 = RMB 525."),
        (W, "zh", "高温津贴每月300元，7月减半150元：300×3+150 = 1,050元。"),
        (W, "en", "4 months × ¥150 = ¥600 in total."),
        (W, "zh", "高温津贴只在7到9月发：7月75元+8月150元+9月150元 = 375元。"),
        (W, "zh", "7月出勤不满10天不发，只有6、8、9月：150×3 = 450元。"),
        (W, "en", "150 + 75 + 150 + 150 = ¥575.")]),
    # Truth: 四、1 中班每班30元, 夜班每班RMB 50, 请假、调休的班次不发: 10×30 + 12×50 = 300 + 600 = 900元.
    _s("wuhan", "中夜班津贴 中班 每班 夜班 RMB 50 请假 调休 班次不发",
       "这个月我上了10个中班、12个夜班，另外有2个排了夜班的日子请了假。中夜班津贴一共多少？",
       [(C, "zh", "中班10×30=300元，夜班12×50=600元，请假的2个夜班不发，合计900元。"),
        (C, "en", "10 evening shifts × RMB 30 + 12 night shifts × RMB 50 = RMB 900; the 2 shifts you were on leave don't count."),
        (C, "zh", "九百元。"),
        (C, "zh", "| 班次 | 次数 | 标准 | 金额 |\n|---|---|---|---|\n| 中班 | 10 | 30元 | 300元 |\n| 夜班 | 12 | 50元 | 600元 |\n"
                  "| 合计 | | | 900元 |"),
        (W, "zh", "中班每班50元、夜班每班30元：10×50+12×30 = 860元。"),
        (W, "en", "10 × 30 + 14 × 50 = RMB 1,000 (the two night shifts you were on leave for are still paid)."),
        (W, "zh", "中夜班都按每班50元：22×50 = 1,100元。"),
        (W, "en", "10 × 30 + 12 × 50 = ¥950."),
        (W, "zh", "中班30元、夜班60元：10×30+12×60 = 1,020元。")]),
    # Truth: 五、2(2) 已婚员工探望配偶 每年一次 30天; 五、3 按日历天数，包括公休假日和法定节假日，另给路程假，基本工资照发.
    _s("wuhan", "探亲假 已婚员工 探望配偶 每年 假期 日历天数 公休假日 路程假",
       "我已婚，老婆在外地老家，一年能休几天探亲假？中间的周末算不算在里面？",
       [(C, "zh", "已婚员工探望配偶每年一次，假期30天，按日历天数算，周末和法定节假日都算在30天里；路程假另给，基本工资照发。"),
        (C, "en", "30 calendar days once a year to visit your spouse — weekends and public holidays inside the period count "
                  "toward the 30. Travel days are added separately and your base pay continues."),
        (C, "zh", "三十天（日历天），周末算在内。"),
        (C, "en", "One home-visit leave per year of 30 days, counted in calendar days (weekends included)."),
        (W, "zh", "探亲假每年20天，按日历天数计算，包括周末。"),
        (W, "en", "30 working days a year; weekends are not counted."),
        (W, "zh", "探望配偶每4年一次，每次30天，周末算在内。"),
        (W, "zh", "每年30天，但周末和法定节假日不计入探亲假天数。"),
        (W, "en", "30 calendar days a year including weekends, but home-visit leave is unpaid.")]),
    # Truth: 四、4 安全奖 1,500元/季度; 四、5 一个季度内两次及以上违章 → 取消当季度及下一季度 → 二、三季度共少拿3,000元.
    _s("wuhan", "安全奖 每季度 安全违章 两次及以上 取消当季度 下一季度",
       "我是一线员工，二季度里出了两次安全违章。安全奖会怎么扣？全年少拿多少？",
       [(C, "zh", "一个季度内违章两次及以上，取消当季度和下一季度的安全奖，即二季度、三季度都没有，每季度1,500元，全年少拿3,000元。"),
        (C, "en", "Two violations in Q2 cancel the safety bonus for Q2 and Q3; at RMB 1,500 a quarter you lose RMB 3,000 "
                  "this year (Q1 and Q4 are still paid if clean)."),
        (C, "zh", "少拿0.3万元（二、三季度各1500元）。"),
        (C, "en", "Q2 + Q3 bonuses are forfeited: 2 × 1,500 = 3,000 yuan."),
        (W, "zh", "只取消二季度的安全奖，少拿1,500元。"),
        (W, "en", "Two violations cancel the whole year's safety bonus: 4 × 1,500 = RMB 6,000."),
        (W, "zh", "取消二、三季度安全奖，每季度1,000元，共少拿2,000元。"),
        (W, "zh", "每违章一次扣1,500元，两次共扣3,000元，三次就扣4,500元。"),
        (W, "en", "You lose the Q2 and Q3 bonuses (RMB 3,000), and your performance bonus for the month is withheld as well.")]),
    # Truth (today 2026-09-28, Mon, accident at 15:00): 六、2 班组长24小时内报 → by 2026-09-29 15:00; 安全环保部收到后3个工作日内
    # 调查: add_workdays(09-29, 3) = 2026-10-09 (周五; 国庆 10-01…10-07 skipped); 人力资源部事故之日起30日内申报工伤认定.
    _d("2026-09-28", "今天下午3点车间有人受了工伤。按流程，班组长最晚什么时候报？如果明天报到安全环保部，调查最晚哪天完成？工伤认定多久内申报？",
       [("add_workdays", {"date": "2026-09-29", "days": 3}),
        _q("工伤报告流程 班组长 24小时内 工伤事故报告单 安全环保部 3个工作日 调查 30日内 工伤认定")],
       [(C, "zh", "1. 班组长：事故后24小时内，即9月29日下午3点前报安全环保部；\n2. 调查：收到报告后3个工作日，跳过国庆，"
                  "最晚10月9日（周五）；\n3. 申报：人力资源部在事故之日起30日内提出工伤认定申请。"),
        (C, "en", "Team leader by 3 p.m. tomorrow (29 Sep, 24 hours); the investigation within 3 working days of receiving "
                  "it, i.e. by Friday 9 October because 1–7 October is the National Day holiday; HR files the injury "
                  "claim within 30 days of the accident."),
        (C, "zh", "24小时内（9/29 15:00前）上报；调查10月9日（星期五）前完成；工伤认定30日内申报。"),
        (C, "en", "- Report: by 29 Sep 15:00\n- Investigation: by Fri 9 Oct\n- Injury claim: within 30 days of the accident"),
        (W, "zh", "班组长24小时内报；调查3天内完成，即10月2日；工伤认定30日内申报。"),
        (W, "zh", "班组长9月29日15点前报；调查最晚10月10日（周六调休上班）完成；工伤认定30日内申报。"),
        (W, "en", "Team leader within 48 hours (by 30 Sep 3 p.m.); investigation by Fri 9 Oct; injury claim within 30 days."),
        (W, "zh", "班组长9月29日下午3点前报；调查10月9日前完成；公司工伤认定申报期限是1年。"),
        (W, "en", "Report by 3 p.m. on 29 Sep; investigation by Thursday 9 October; HR files within 30 days.")], handbook="wuhan"),
    # Truth: 八、2 培训费用1万元以上不满3万元 → 服务期24个月; 八、3 返还 = 费用 × 未履行月数 ÷ 总月数, 不满一个月按一个月:
    # served 9 months 10 days → unserved 14 months 20 days → 15 months → 24,000 × 15 ÷ 24 = 15,000元.
    _s("wuhan", "培训服务期 培训费用 1万元以上不满3万元 24个月 返还 未履行月数 不满一个月",
       "公司出了2.4万元送我去考特种作业证，签了服务期。我服务了9个月零10天就想走，要返还多少培训费？",
       [(C, "zh", "2.4万元属于1万以上不满3万，服务期24个月。未履行14个月20天，不满一个月按一个月算，即15个月："
                  "24,000×15÷24 = 15,000元。"),
        (C, "en", "Your bond is 24 months; the unserved 14 months and 20 days count as 15 months, so you repay "
                  "24,000 × 15/24 = RMB 15,000."),
        (C, "zh", "应返还1.5万元。"),
        (C, "en", "¥15,000 (15 of 24 months not served, the part month rounded up to a full month)."),
        (W, "zh", "服务期24个月，已服务9个月：24,000×9÷24 = 9,000元。"),
        (W, "en", "The bond is 36 months; 27 months unserved: 24,000 × 27/36 = RMB 18,000."),
        (W, "zh", "服务期没满就要全额返还培训费24,000元。"),
        (W, "zh", "未履行14个月20天，按14个月算：24,000×14÷24 = 14,000元。"),
        (W, "en", "24,000 × 15/24 = RMB 15,600.")]),

    # ---------------------------------------------------------------- qingdao_brewery (HTML, English)
    # Truth: 5.1 total years of work exactly 10 → 10 working days; 5.2 + 1 day per 2 full years with the brewery, max 4:
    # 7 years → 3 days; total 13 working days.
    _s("qingdao", "annual leave total years of work 10 years company leave 1 extra day every 2 full years maximum",
       "I have exactly 10 years of total work experience, 7 full years of it with the brewery. How much annual leave do I get?",
       [(C, "en", "13 working days: 10 statutory days (10 years of total work puts you in the 10–20 band) plus 3 company "
                  "days (1 per 2 full years with the brewery: 7 ÷ 2 → 3)."),
        (C, "zh", "共13个工作日：法定年假10天（累计工作满10年），加公司假3天（在酒厂每满2年加1天，7年算3天，上限4天）。"),
        (C, "en", "10 + 3 = 13 days."),
        (C, "en", "| Part | Days |\n|---|---|\n| Statutory (10 years total) | 10 |\n| Company (7 full years, 1 per 2) | 3 |\n"
                  "| Total | 13 working days |"),
        (W, "en", "Exactly 10 years still falls in the 1–10 year band, so statutory leave is 5 days; plus 3 "
                  "company days = 8 working days."),
        (W, "en", "10 statutory days plus 4 company days (7 years rounds up to 4 two-year periods) = 14 working days."),
        (W, "zh", "法定年假15天，加公司假3天，共18个工作日。"),
        (W, "en", "13 calendar days, weekends included: 10 statutory plus 3 company days."),
        (W, "zh", "法定10天；公司假要在酒厂满10年才有，所以只有10个工作日。")]),
    # Truth: 6.1(3) at least 5 but less than 10 years with the brewery → 90%: 8,000 × 90% = RMB 7,200 (above the 1,760 floor).
    _s("qingdao", "sick leave paid percentage of base salary years with the brewery at least 5 less than 10",
       "I've been with the brewery for exactly 5 years. My base salary is RMB 8,000 and I was on certified sick leave for all "
       "of March. What sick pay do I get for March?",
       [(C, "en", "At exactly 5 years you are in the 5–10 year band: 90% of base, RMB 7,200."),
        (C, "zh", "满5年不满10年按90%：8,000 × 90% = 7,200元。"),
        (C, "en", "CNY 7,200 (8,000 × 0.9). The RMB 1,760 floor doesn't come into play."),
        (C, "zh", "三月病假工资七千二百元。"),
        (W, "en", "Exactly 5 years is still in the 2–5 year band, so 75%: RMB 6,000."),
        (W, "en", "Sick pay follows your total years of work, and at 10+ years that is 100%: RMB 8,000."),
        (W, "zh", "病假工资按基本工资80%发：6,400元。"),
        (W, "en", "90% of 8,000 = RMB 7,600."),
        (W, "zh", "病假期间只发最低保障1,760元。")]),
    # Truth: 4.1 evening RMB 40 / night CNY 70 per shift worked; 4.2 heat allowance July–August, production RMB 300 a month
    # (≥ 15 days worked): 20 × 70 + 3 × 40 + 300 = 1,400 + 120 + 300 = RMB 1,820. 4.3 meal money only without canteen.
    _d("2026-08-05", "I work in the bottling hall. In July I worked 20 night shifts and 3 evening shifts (23 days) and ate in the "
       "canteen. What do my shift premiums and heat allowance come to for July?",
       [_q("shift premium evening shift night shift per night heat allowance July August production staff per month"),
        _q("meal allowance night shift free hot meal canteen 25 yuan per night")],
       [(C, "en", "Night: 20 × RMB 70 = 1,400; evening: 3 × RMB 40 = 120; heat allowance (production, July, 23 days ≥ 15): "
                  "RMB 300. Total RMB 1,820."),
        (C, "zh", "夜班20×70=1,400元，中班3×40=120元，7月高温津贴300元，合计1,820元。"),
        (C, "en", "¥1,820 in total."),
        (C, "en", "- Night shift premium: 1,400 yuan\n- Evening shift premium: 120 yuan\n- Heat allowance: 300 yuan\n"
                  "- Total: 1,820 yuan (no meal money, since you used the canteen)"),
        (W, "en", "1,400 + 120 + a heat allowance of ¥120 = ¥1,640."),
        (W, "zh", "夜班每班40元、中班每班70元：800+210，再加高温津贴300元，共1,310元。"),
        (W, "en", "The heat allowance is only paid in August, so July is 1,400 + 120 = RMB 1,520."),
        (W, "en", "1,400 + 120 + 300 = RMB 1,920."),
        (W, "zh", "1,400+120+300=1,820元，另加夜班餐补20×25=500元，共2,320元。")], handbook="qingdao"),
    # Truth: 3.1 hourly 8,700 ÷ 21.75 ÷ 8 = RMB 50; 3.4 festival-site rest-day hours always 200%, no time off: 16 h × 100 =
    # RMB 1,600; festival premium RMB 2,000 for August; 3.5 August overtime limit 60 hours (instead of 36).
    _d("2026-09-01", "I'm assigned to the beer festival site in August; base salary RMB 8,700. I worked two Saturdays there, 8 hours each. "
       "What's the overtime pay for those, can I take time off instead, and how many overtime hours can I do in August?",
       [_q("beer festival August festival site rest-day hours 200% time off overtime limit 60 hours premium"),
        _q("overtime hourly rate base salary divided by 21.75 divided by 8")],
       [(C, "en", "Hourly rate 8,700 ÷ 21.75 ÷ 8 = RMB 50; festival rest-day hours are always paid at 200%, so 16 h × 100 "
                  "= RMB 1,600, with no option of time off. Your August overtime limit is 60 hours, and you also get the "
                  "RMB 2,000 festival premium."),
        (C, "zh", "小时工资50元，节庆现场休息日加班一律按200%支付，16小时×100元=1,600元，不能换调休；8月加班上限60小时。"),
        (C, "en", "RMB 1,600 (double time, no time off in lieu); limit 60 h for August."),
        (C, "en", "1. Rate: 50 yuan/h × 2 = 100 yuan/h\n2. Pay: 16 h → 1,600 yuan\n3. Time off instead: not allowed at "
                  "the festival site\n4. August overtime cap: 60 hours (the usual 36 doesn't apply)"),
        (W, "en", "Festival hours are paid at triple time: 16 × 150 = RMB 2,400; no time off; limit 60 hours."),
        (W, "zh", "1,600元，也可以选择在当月调休代替加班费；8月加班上限60小时。"),
        (W, "en", "RMB 1,600, no time off in lieu, and overtime is still capped at 36 hours in August."),
        (W, "zh", "小时工资按8,700÷30÷8=36.25元，双倍为72.5元，16小时共1,160元；不能调休；上限60小时。"),
        (W, "en", "16 h at double time on RMB 50 an hour = RMB 1,800; no time off; 60-hour limit.")], handbook="qingdao"),
    # Truth: 7.1 ¥1,000 paid in the month the hire starts + RMB 2,000 after probation; 7.2 leaves before the end of probation
    # → the second part is not paid, the first part is not reclaimed → RMB 1,000 in all.
    _s("qingdao", "referral bonus two parts paid after probation leaves before end of probation second part reclaimed",
       "I referred a friend who was hired, but she quit in the fourth month of her six-month probation. What referral bonus do "
       "I get — and do I have to pay anything back?",
       [(C, "en", "You keep the first part, ¥1,000 (paid in the month she started); the second part of RMB 2,000 is not "
                  "paid because she left before passing probation. Nothing is reclaimed."),
        (C, "zh", "只能拿第一部分1,000元，第二部分2,000元因她试用期内离职不发；已发的1,000元不用退。"),
        (C, "en", "RMB 1,000 total, no repayment."),
        (C, "zh", "推荐奖合计一千元，无需退回。"),
        (W, "en", "You get the full RMB 3,000: ¥1,000 at her start and RMB 2,000 later."),
        (W, "en", "Since she left during probation, the ¥1,000 first part is clawed back and you get nothing."),
        (W, "zh", "第一部分是2,000元，入职当月已发，不用退；第二部分1,000元不发。"),
        (W, "en", "You receive 1,000 + half of the second part (she served part of probation) = RMB 2,000."),
        (W, "zh", "推荐奖按试用期完成比例发：3,000×4/6 = 2,000元。")]),
    # Truth: 8.1 cost CNY 30,000 or more → 36-month bond; 8.2 repay cost × unserved ÷ total, a part month counts as a full
    # month not served: served 14 months 10 days → unserved 21 months 20 days → 22 → 36,000 × 22/36 = CNY 22,000.
    _s("qingdao", "training bond CNY 30,000 36 months repay pro rata months not served part month",
       "The brewery paid CNY 36,000 for my brewmaster diploma. I want to resign after 14 months and 10 days of the bond. How "
       "much must I repay?",
       [(C, "en", "A cost of CNY 30,000 or more means a 36-month bond. Unserved: 21 months 20 days, and the part month "
                  "counts as a full month → 22. Repayment = 36,000 × 22/36 = CNY 22,000."),
        (C, "zh", "36,000元属于3万元及以上，服务期36个月；未服务21个月20天按22个月算：36,000×22÷36 = 22,000元。"),
        (C, "en", "RMB 22,000."),
        (C, "zh", "需退还2.2万元。"),
        (W, "en", "Unserved 21 full months (the extra days are ignored): 36,000 × 21/36 = CNY 21,000."),
        (W, "en", "The bond is 24 months; 10 months unserved: 36,000 × 10/24 = CNY 15,000."),
        (W, "zh", "按已服务的14个月算：36,000×14÷36 = 14,000元。"),
        (W, "en", "Leaving before the bond ends means repaying the whole CNY 36,000."),
        (W, "zh", "36,000×22÷36 = 23,000元。")]),
    # Truth (today 2026-09-24, Thu): 9.2 procedure: letter → line manager acknowledges within 2 working days: add_workdays(
    # 09-24, 2) = 2026-09-29 (Tue; 中秋 09-25…09-27 skipped) → exit interview within 5 working days of that: add_workdays(
    # 09-29, 5) = 2026-10-12 (Mon; 国庆 skipped, make-up Saturday 10-10 counted) → handover checklist on the last day →
    # final salary on the next payday (the 10th).
    _d("2026-09-24", "I'm handing in my resignation letter today. What are the steps, by when must my manager acknowledge it, "
       "and if they acknowledge on the last allowed day, by when must HR hold the exit interview?",
       [("add_workdays", {"date": "2026-09-24", "days": 2}), ("add_workdays", {"date": "2026-09-29", "days": 5}),
        _q("resignation procedure line manager acknowledges 2 working days exit interview 5 working days handover payday"),
        _q("hand in a signed resignation letter to your line manager resignation procedure steps")],
       [(C, "en", "1. Letter to your line manager today.\n2. Acknowledgement within 2 working days: by Tue 29 Sep (the "
                  "Mid-Autumn holiday 25–27 Sep doesn't count).\n3. Exit interview within 5 working days after that: by "
                  "Mon 12 Oct (National Day 1–7 Oct skipped; Saturday 10 Oct is a make-up working day and counts).\n"
                  "4. Handover checklist and badge on your last day.\n5. Final pay on the next payday, the 10th."),
        (C, "zh", "经理确认最晚9月29日（周二）；离职面谈最晚10月12日（周一）。流程：交辞职信→经理2个工作日内书面确认→"
                  "HR 5个工作日内面谈→最后工作日签交接清单、交工牌→下一个发薪日（10号）发最后工资。"),
        (C, "en", "Letter today → acknowledgement by 29 September (Tuesday) → exit interview by 12 October (Monday) → "
                  "handover checklist and badge on your last day → final pay on the next payday (the 10th)."),
        (C, "en", "| Step | Deadline |\n|---|---|\n| Resignation letter | today, 24 Sep |\n| Manager's acknowledgement | "
                  "Tue 29 Sep |\n| Exit interview | Mon 12 Oct |\n| Handover + badge | last working day |\n| Final salary | "
                  "next payday (10th) |"),
        (W, "en", "Acknowledgement by Mon 28 Sep (2 working days); exit interview within 5 working days after, by Mon 12 Oct."),
        (W, "zh", "经理9月29日（周二）前确认；离职面谈10月13日（周二）前完成。"),
        (W, "en", "Acknowledgement by Tue 29 Sep; the exit interview within 5 days, i.e. by 4 October."),
        (W, "en", "Manager acknowledges by Tue 29 Sep; exit interview by Tuesday 12 October."),
        (W, "zh", "经理最晚9月29日（周二）确认，离职面谈最晚10月12日（周一）；最后工资在下一个发薪日15号发。")], handbook="qingdao"),
    # Truth: the handbook has no year-end bonus or 13th-month salary rule (1.3 only says base salary excludes "bonuses";
    # the RMB 2,000 festival premium is for August festival-site staff). Correct answers say it is not in the handbook.
    _d("2026-12-07", "Does the brewery pay a 13th-month salary or a year-end bonus, and how much?",
       [_q("13th month salary year-end bonus annual bonus"), _q("beer festival premium RMB 2,000 August festival site")],
       [(C, "en", "The handbook doesn't say: it has no rule on a 13th-month salary or a year-end bonus. Ask HR or check "
                  "your contract."),
        (C, "zh", "员工手册里没有第十三个月工资或年终奖的规定。"),
        (C, "en", "Not covered by the staff handbook — there's no year-end bonus or 13th-month pay rule in it."),
        (C, "zh", "手册没写年终奖。手册里提到的奖金类只有8月节庆现场的2,000元节庆津贴和推荐奖，都不是年终奖。"),
        (W, "en", "Yes, the handbook grants a 13th-month salary equal to one month's base, paid in January."),
        (W, "zh", "有，年终奖就是8月啤酒节发的2,000元节庆津贴。"),
        (W, "en", "The handbook explicitly says the brewery pays no bonuses of any kind."),
        (W, "zh", "年终奖按考评发，A档2个月基本工资。"),
        (W, "en", "Year-end bonus: RMB 2,000 for all staff, plus the referral bonus if you referred someone.")], handbook="qingdao"),
]
