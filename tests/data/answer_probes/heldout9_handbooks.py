"""The ninth held-out probe set's handbook part (issue 26, round 9): questions, the search (and date)
calls a model would make, and final answers written by hand after reading the tools' REAL results
(make_heldout9.py --part handbooks runs the calls). Written blind for round 9 of issue 26 by a helper who
never read the answer check's code, prompts, docs or tests nor ran the check.

Three handbooks of its own, in heldout9_handbooks/<folder>/handbook/, in three shapes no earlier set used:
- nilgiri_softworks: Nilgiri Softworks (a Bengaluru IT services company) India handbook as an English PDF
  (written by heldout9_handbooks/make_nilgiri_softworks_pdf.py with tests/support/doc_fixtures.make_pdf:
  bold headings, wrapped lines, dotted clauses 1.1-6.1, a running header and page numbers): INR, bands
  A/B/C, overtime on basic ÷ 26 ÷ 8 at 1.5/2/2.5 times (Band A only), shift and on-call allowances with a
  2-hour call-out minimum, earned leave 1.5 days a month (the 15th-of-the-month joining rule), encashment
  on basic ÷ 30, maternity 26/12 weeks, INR 12/5 per km, hotel and DA by band and metro/other city, claim
  deadlines, notice 45/60/90 days with a gross ÷ 30 buy-out, gratuity basic × 15/26 × years.
- huaduan_autoparts: 嘉兴华锻汽车零部件 plant FAQ as one Chinese .txt (一、… sections of 问：/答： pairs,
  no 第N条): 四班三运转 and 综合计算工时, 中班/夜班津贴, 夜餐补贴 on the canteen card, 高温津贴 by month
  and post (halved under 15 days' attendance), 计件单价 with scrap deductions and a 2,600元 floor,
  月基本工资÷21.75÷8 overtime at 150/200/300% (and what counts as overtime on the rota), 年休假 by 累计
  工作年限 pro-rated for new joiners, 病假工资 60/70/80/90% by 司龄, 婚假13天 (自然日), 产假158天,
  护理假15天, 育儿假, PPE rules.
- shiguang_network: 拾光网络 expense and benefits rules as Chinese Markdown with dotted clauses (1.1, 2.4),
  (1)/(2) items and a table of hotel caps: 正式员工 (by grade) vs 派遣员工, three city tiers, 出差补助 by
  natural day, approval chain by amount (boundary amounts inclusive), reimbursement within 10 个工作日 /
  60 个自然日, 年休假 + 福利年假, 病假 6 days full pay then 70%, 餐补, night taxi caps, overtime (调休 for
  正式员工, pay for 派遣员工).

24 questions (8 per handbook; 13 asked in Chinese, 11 in English: three English-handbook questions asked
in Chinese, three questions of each Chinese handbook asked in English), 212 answers: 96 correct, 116 wrong;
113 answers in Chinese, 99 in English (per handbook: nilgiri 70 answers, 32 correct; huaduan 71, 32 correct;
shiguang 71, 32 correct). Six cases make more than one call (two or three searches, or a search and
add_workdays; _d puts get_current_date first in those).
Every case is "report": counted only, never read answer by answer, never tuned on.

Audit (before any measurement; labels and counts unchanged): the earned-leave question asked "now" about
August leave and its answers count March-September, but the case ran on the default 15 June 2026, so it is
now a _d case dated 12 October 2026 (get_current_date first, so seven cases make more than one call).
Three correct answers reworded to drop unsupported claims: the notice buy-out waiver no longer says "if
the project agrees", the zh sick-pay answer says 比全薪少 (not 比正常出勤少, which would include 餐补), and
the certificate reminder is conditional on the 3 sick days being consecutive."""
from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

HANDBOOKS = {"nilgiri": "nilgiri_softworks", "huaduan": "huaduan_autoparts", "shiguang": "shiguang_network"}

NILGIRI = [
    # Weekly-off overtime, Band A: basic ÷ 26 ÷ 8 = 200, × 2 × 6 h (not 1.5/2.5 times, not ÷ 30).
    _s("nilgiri", "overtime rate weekly off Band A hourly rate basic salary",
       "I'm a Software Engineer (Band A) on a monthly basic of INR 41,600. Last Saturday I worked 6 hours, "
       "approved in advance by my PM in PeopleDesk. How much overtime pay should I get?",
       [(C, "en", "INR 2,400. Your hourly rate is 41,600 ÷ 26 ÷ 8 = INR 200, and Saturday is a weekly off, so it's "
                  "paid at 2 times: 200 × 2 × 6 = 2,400."),
        (C, "en", "You should get ₹2,400 for those 6 hours — weekly-off overtime is paid at double your hourly rate "
                  "of ₹200."),
        (C, "zh", "按手册，小时工资=月基本工资41,600÷26÷8=200卢比；周六是weekly off，按2倍计：200×2×6=2,400卢比。"),
        (C, "en", "- Hourly rate: 41,600 / 26 / 8 = INR 200\n- Weekly off multiplier: 2x\n- 6 hours → **INR 2,400**\n\n"
                  "Just keep an eye on the cap: overtime can't go over 50 hours in a quarter."),
        (W, "en", "Saturday overtime is paid at 1.5 times the hourly rate: 200 × 1.5 × 6 = INR 1,800."),
        (W, "en", "Hourly rate = 41,600 ÷ 30 ÷ 8 = INR 173.33. At double time for a weekly off: 173.33 × 2 × 6 = "
                  "INR 2,080."),
        (W, "en", "Weekends are paid at 2.5 times, so 200 × 2.5 × 6 = INR 3,000."),
        (W, "en", "Hourly rate INR 200, weekly off at 2x, so 200 × 2 × 6 = INR 2,600."),
        (W, "zh", "Band A的加班不发加班费，只能按天申请comp-off调休，所以这6小时没有加班工资。")]),
    # Own car: 180 km × INR 12 + tolls and parking at actuals = 2,710 (not the two-wheeler INR 5).
    _s("nilgiri", "own car official travel reimbursement per km tolls parking",
       "我是Band B的高级工程师，上周开自己的车去客户现场，往返一共180公里，过路费350卢比、停车费200卢比，都有票据。"
       "这次一共能报销多少？",
       [(C, "zh", "一共2,710卢比：180公里×12卢比=2,160卢比，过路费350和停车费200凭票按实际报销，共550卢比。"),
        (C, "zh", "自驾小汽车按每公里12卢比算，180×12=2,160卢比；过路费、停车费凭票实报550卢比；合计2,710卢比。"
                  "记得在回来后30天内在PeopleDesk提交。"),
        (C, "en", "INR 2,710 in total (180 km × INR 12 = 2,160, plus INR 550 for tolls and parking at actuals)."),
        (C, "zh", "能报2,710卢比。"),
        (W, "zh", "自驾按每公里5卢比：180×5=900卢比，加上过路费和停车费550，共1,450卢比。"),
        (W, "zh", "按每公里12卢比，180公里是2,160卢比；过路费和停车费已经包含在里程标准里，不另外报。"),
        (W, "zh", "180×12=2,060卢比，加550卢比，共2,610卢比。"),
        (W, "en", "Band B is reimbursed at INR 15 per km, so 180 × 15 = 2,700, plus 550 for tolls and parking = "
                  "INR 3,250.")]),
    # EL (today 12 October 2026): joined 10 March (on or before the 15th) → March-September = 7 months × 1.5
    # = 10.5, minus 2 = 8.5.
    _d("2026-10-12",
       "I joined on 10 March 2026 and took 2 days of earned leave in August. How many EL days should I have left now?",
       [_q("earned leave accrual per month joining date")],
       [(C, "en", "You should have 8.5 days. Because you joined on 10 March (on or before the 15th), March counts: "
                  "March to September is 7 completed months × 1.5 = 10.5 days, minus the 2 you took = 8.5."),
        (C, "en", "8.5 days of EL."),
        (C, "zh", "你3月10日入职，15号之前入职的当月就开始累计，到9月底一共7个月×1.5天=10.5天，减去8月休的2天，还剩8.5天。"
                  "10月底会再加1.5天。"),
        (C, "en", "- Accrual: 1.5 days per completed month\n- Months counted: Mar, Apr, May, Jun, Jul, Aug, Sep = 7\n"
                  "- Earned: 10.5 days\n- Used: 2 days\n- **Balance: 8.5 days**"),
        (W, "en", "Since you joined mid-month, accrual starts from April: 6 months × 1.5 = 9 days, minus 2 = 7 days."),
        (W, "en", "The full 18 days are credited when you join, so you have 18 − 2 = 16 days left."),
        (W, "en", "March to September is 7 months × 1.5 = 10.5 days, so you should have 10.5 days left."),
        (W, "zh", "3月到9月共7个月，每月累计1.25天，共8.75天，减去2天还剩6.75天。"),
        (W, "en", "7 × 1.5 = 11.5 days accrued, minus 2 taken = 9.5 days.")],
       handbook="nilgiri"),
    # Notice: Band B 60 days, 40 served → 20 × (1,20,000 ÷ 30) = 80,000; EL cannot shorten notice.
    _d("2026-06-15",
       "I'm a confirmed Band B employee on a monthly gross of INR 1,20,000. My resignation was accepted today and I can "
       "only serve 40 days of notice. How much will I have to pay for the rest, and can I adjust my 12 days of "
       "earned leave against it?",
       [_q("notice period Band B buy-out shortfall"), _q("can earned leave be used to shorten notice period")],
       [(C, "en", "Band B notice is 60 days, so you're 20 days short. The buy-out is your monthly gross ÷ 30 per day: "
                  "1,20,000 ÷ 30 = 4,000 × 20 = INR 80,000. And no — earned leave can't be used to shorten the notice "
                  "period; your EL balance is encashed in the final settlement instead."),
        (C, "en", "INR 80,000 for the 20-day shortfall, and you can't set your 12 EL days off against it."),
        (C, "zh", "B档的通知期是60天，你只做40天，差20天；按月薪总额÷30=4,000卢比/天，需要付80,000卢比。年假（EL）不能用来"
                  "抵通知期，离职时会按基本工资÷30折现。"),
        (C, "en", "Shortfall = 60 − 40 = 20 days × INR 4,000 = INR 80,000. EL can't shorten the notice. (Your delivery "
                  "head may waive up to 15 of those days, which would bring it down to "
                  "INR 20,000.)"),
        (W, "en", "Band B notice is 45 days, so you're only 5 days short: 5 × 4,000 = INR 20,000."),
        (W, "en", "1,20,000 ÷ 26 = 4,615.38 per day × 20 days = INR 92,307.69."),
        (W, "en", "20 days × 4,000 = 80,000, but you can adjust your 12 EL days against the notice, so you only pay "
                  "for 8 days: INR 32,000."),
        (W, "zh", "B档通知期是90天，你差50天，50×4,000=200,000卢比。"),
        (W, "en", "The buy-out is charged on your basic salary, not the gross, so it will be 20 × (basic ÷ 30); the "
                  "INR 1,20,000 gross doesn't come into it.")],
       handbook="nilgiri"),
    # Pune is a metro city: hotel capped at 4,000 × 3 = 12,000; DA 1,500 × 4 calendar days = 6,000.
    _d("2026-06-15",
       "我是Band A，下周一去浦那（Pune）出差，周四回来，住3晚，酒店每晚4,500卢比。住宿和每日补贴（DA）一共能报多少？",
       [_q("hotel limit per night metro city Band A"), _q("daily allowance metro city Band A per calendar day")],
       [(C, "zh", "浦那属于metro城市。Band A住宿上限每晚4,000卢比，3晚报12,000，超出的每晚500卢比（共1,500）自己承担；DA按"
                  "自然日算，出发和返回当天都算，周一到周四4天×1,500=6,000。合计能报18,000卢比。"),
        (C, "zh", "一共18,000卢比（酒店12,000 + DA 6,000），自己要贴1,500卢比。"),
        (C, "en", "INR 18,000: the hotel is capped at INR 4,000 × 3 nights = 12,000 and the DA is INR 1,500 × 4 days "
                  "= 6,000."),
        (C, "zh", "| 项目 | 标准 | 数量 | 金额 |\n|---|---|---|---|\n| 住宿 | 4,000卢比/晚（上限） | 3晚 | 12,000 |\n"
                  "| DA | 1,500卢比/天 | 4天 | 6,000 |\n| 合计 | | | **18,000卢比** |"),
        (W, "zh", "浦那不在metro城市名单里，按其他城市：住宿2,500×3=7,500，DA 1,000×4=4,000，共11,500卢比。"),
        (W, "zh", "DA只算在外过夜的3天，返回当天不算：1,500×3=4,500，加住宿12,000，共16,500卢比。"),
        (W, "zh", "酒店每晚4,500在Band A标准以内，3晚全报13,500，加DA 6,000，共19,500卢比。"),
        (W, "en", "Hotel 4,000 × 3 = 12,000, and the metro DA for Band A is INR 2,000 a day × 4 = 8,000, so INR 20,000 "
                  "in total."),
        (W, "zh", "住宿12,000卢比加DA 6,000卢比，合计16,000卢比。")],
       handbook="nilgiri"),
    # On-call week: 5 × 800 + 2 × 2,000 = 8,000; Saturday call-out 1.5 h → 2-hour minimum × 175 × 2 = 700.
    _d("2026-06-15",
       "I'm Band A with a monthly basic of INR 36,400. I was on call for a full week: five weekday nights plus Saturday "
       "and Sunday. I was called out once on Saturday and it took me 1.5 hours. What should I get in total for that "
       "on-call week?",
       [_q("on-call standby allowance weekday night weekly off"), _q("call-out paid as overtime minimum hours"),
        _q("overtime rate hourly rate basic salary weekly off")],
       [(C, "en", "Total INR 8,700.\n- Standby: 5 weekday nights × 800 = 4,000; Saturday and Sunday × 2,000 = 4,000 → "
                  "8,000\n- Call-out: hourly rate 36,400 ÷ 26 ÷ 8 = 175; Saturday is a weekly off, so 2×; the 1.5 hours "
                  "count as the 2-hour minimum → 175 × 2 × 2 = 700\n- 8,000 + 700 = 8,700"),
        (C, "en", "You should get INR 8,700: INR 8,000 of standby allowance for the week plus INR 700 for the Saturday "
                  "call-out (the 2-hour minimum at double time)."),
        (C, "zh", "待命津贴：工作日晚上5×800=4,000卢比，周六日2×2,000=4,000卢比；周六被叫出去1.5小时，按最低2小时、weekly off "
                  "2倍计：175×2×2=700卢比。合计8,700卢比。"),
        (C, "en", "8,700 rupees. The call-out counts as 2 hours even though you only needed 1.5, paid at twice your ₹175 "
                  "hourly rate."),
        (W, "en", "Standby 8,000 plus the call-out for the 1.5 hours actually worked: 1.5 × 175 × 2 = 525, so INR 8,525."),
        (W, "en", "Standby is INR 8,000. The call-out is paid at 2.5 times with a 2-hour minimum: 2 × 175 × 2.5 = 875, "
                  "so INR 8,875 in total."),
        (W, "en", "The standby allowance is INR 800 a night for all 7 days = 5,600, plus the 700 call-out = INR 6,300."),
        (W, "en", "Band A gets a half-day comp-off for a call-out, not pay, so you get just the INR 8,000 standby."),
        (W, "zh", "小时工资=36,400÷30÷8≈151.67卢比，叫出按最低2小时、2倍：606.67；加待命8,000，共约8,606.67卢比。")],
       handbook="nilgiri"),
    # Gratuity: 7 years 8 months → 8 years; 52,000 × 15 / 26 × 8 = 2,40,000.
    _s("nilgiri", "gratuity calculation completed years of service basic",
       "I'm leaving after 7 years and 8 months of continuous service. My last drawn basic is INR 52,000 a month. "
       "How much gratuity will I get?",
       [(C, "en", "INR 2,40,000. The 8 months are more than 6, so you're counted as 8 years: 52,000 × 15 ÷ 26 × 8 = "
                  "2,40,000."),
        (C, "en", "Your gratuity works out to ₹240,000, well under the ₹20 lakh cap."),
        (C, "zh", "8个月超过6个月，按8年计：52,000×15/26×8=240,000卢比。"),
        (C, "en", "₹2.4 lakh."),
        (W, "en", "Only completed years count, so 7 years: 52,000 × 15 / 26 × 7 = INR 2,10,000."),
        (W, "en", "52,000 × 15 / 30 × 8 = INR 2,08,000."),
        (W, "en", "Gratuity needs 10 years of continuous service, so you aren't eligible yet."),
        (W, "en", "52,000 × 15 / 26 = 30,000 per year of service; × 8 years = INR 2,80,000."),
        (W, "zh", "按7.5年计算：30,000×7.5=225,000卢比。")]),
    # Maternity, third child: 12 weeks, at most 6 before delivery (not 26/8).
    _s("nilgiri", "maternity leave third child weeks before delivery",
       "我怀了第三个孩子，预产期在12月。产假一共多少周？产前最多可以休几周？",
       [(C, "zh", "第三个孩子的产假是12周，产前最多休6周。"),
        (C, "zh", "按手册，前两个孩子是26周（产前最多8周），从第三个孩子起是12周，其中产前不超过6周。所以你是12周，产前最多6周。"),
        (C, "en", "For a third child it's 12 weeks of paid maternity leave, with at most 6 weeks before the expected "
                  "delivery date."),
        (C, "zh", "12周带薪产假，产前最多6周，其余在产后休。你爱人如果也在公司，可以在孩子出生后3个月内休10个工作日的陪产假。"),
        (W, "zh", "产假26周，产前最多休8周。"),
        (W, "zh", "产假12周，产前最多可以休8周。"),
        (W, "en", "12 weeks in total, and you can take all 12 weeks before the delivery if you prefer."),
        (W, "zh", "从第三个孩子起公司不再提供带薪产假，只能申请无薪假。")]),
]

HUADUAN = [
    # Shift allowances: 中班 8 × 25 + 夜班 7 × 45 = 515, 夜餐 7 × 15 = 105 → 620 (事假 night not paid).
    _s("huaduan", "倒班津贴 中班 夜班 夜餐补贴",
       "我是冲压车间四班三运转的，这个月上了8个早班、8个中班、7个夜班，另外有1个夜班请了事假没上。倒班津贴加夜餐补贴一共多少？",
       [(C, "zh", "倒班津贴：中班8×25=200元，夜班7×45=315元，共515元；夜餐补贴7×15=105元（充饭卡）。合计620元。请事假的那个夜班不发。"),
        (C, "zh", "一共620元，其中105元是夜餐补贴，直接充到饭卡上，不发现金。"),
        (C, "zh", "- 早班：不发\n- 中班：8 × 25 = 200元\n- 夜班：7 × 45 = 315元（事假那班不算）\n- 夜餐：7 × 15 = 105元\n"
                  "合计 **620元**"),
        (C, "en", "620 yuan in total: 515 yuan of shift allowance (8 × 25 + 7 × 45) plus 105 yuan of night-meal "
                  "subsidy (7 × 15)."),
        (W, "zh", "夜班按排班8个算：8×45=360，夜餐8×15=120，加中班200，共680元。"),
        (W, "zh", "中班每班45元、夜班每班25元：8×45+7×25=535元，加夜餐105元，共640元。"),
        (W, "zh", "中班和夜班都有夜餐补贴：15×15=225元，加倒班津贴515元，共740元。"),
        (W, "zh", "200+315+105=640元。"),
        (W, "en", "620 yuan, and all of it, the night-meal subsidy included, is paid in cash with your wages on the 15th.")]),
    # 高温津贴: July, production line 300, under 15 days' attendance → halved = 150.
    _s("huaduan", "high-temperature allowance (高温津贴) for production line workers in July",
       "I'm a press operator on the production line. In July I was off sick for a while and only worked 12 days. "
       "How much high-temperature allowance will I get for July?",
       [(C, "en", "RMB 150. Production-line staff get RMB 300 for July, but since you attended fewer than 15 days that "
                  "month, it's halved."),
        (C, "en", "You'll get 150 yuan for July (the 300-yuan July rate, halved because you only worked 12 days)."),
        (C, "zh", "一线岗位7月的高温津贴是300元，当月出勤不满15天减半，所以是150元。"),
        (C, "en", "150 yuan."),
        (W, "en", "300 yuan — sick leave with a certificate doesn't reduce the high-temperature allowance."),
        (W, "en", "Line workers get 200 yuan a month, halved to 100 yuan because you attended fewer than 15 days."),
        (W, "en", "The allowance is 150 yuan a month; with under 15 days' attendance it's halved to 75 yuan."),
        (W, "zh", "当月出勤不满15天的不发高温津贴，所以7月没有。"),
        (W, "en", "It's pro-rated by attendance: 300 × 12/22 ≈ 163.64 yuan.")]),
    # Standard hours: 4,350 ÷ 21.75 ÷ 8 = 25; 10月1日 300% × 8 = 600; Saturday without 补休 200% × 4 = 200.
    _s("huaduan", "加班费 比例 休息日 法定节假日 小时工资 21.75",
       "我在职能部门（标准工时），月基本工资4,350元。10月1日国庆当天加班8小时，10月17日周六又加班4小时，部门说排不出补休。"
       "这两次加班费一共多少？",
       [(C, "zh", "小时工资=4,350÷21.75÷8=25元。10月1日是法定节假日，按300%：25×3×8=600元；10月17日周六排不出补休，按200%："
                  "25×2×4=200元。合计800元。"),
        (C, "zh", "一共800元。"),
        (C, "en", "800 yuan: the hourly rate is 4,350 / 21.75 / 8 = 25; National Day at 300% gives 600, and the Saturday "
                  "with no time off in lieu at 200% gives 200."),
        (C, "zh", "- 小时工资：25元\n- 国庆当天：25 × 8 × 300% = 600元\n- 周六：25 × 4 × 200% = 200元\n- 合计：800元（随每月15日"
                  "发的工资一起发）"),
        (W, "zh", "国庆当天按200%：25×2×8=400元，加周六200元，共600元。"),
        (W, "zh", "周六加班按150%：25×1.5×4=150元，加国庆600元，共750元。"),
        (W, "zh", "小时工资=4,350÷30÷8≈18.13元，国庆18.13×3×8≈435元，周六18.13×2×4≈145元，共约580元。"),
        (W, "zh", "国庆那天的加班部门可以安排补休代替，所以只需要发周六的200元。"),
        (W, "en", "25 × 3 × 8 = 600 and 25 × 2 × 4 = 200, so 1,000 yuan in total.")]),
    # 综合计算工时: rostered weekend shifts are normal work; 150% only beyond the quarter's hours, 300% on holidays.
    _s("huaduan", "四班三运转 综合计算工时 周末排班 是否算休息日加班",
       "I'm on the four-team three-shift (四班三运转) rota in the welding shop. This month my rota puts me on night "
       "shift on Saturday and Sunday. Does that count as rest-day overtime paid at 200%?",
       [(C, "en", "No. Front-line staff on the 四班三运转 rota work under the comprehensive working-hours system, so "
                  "Saturday and Sunday shifts on your rota are normal working days, not rest-day overtime. You're paid "
                  "150% only for hours that take you over the statutory total for the quarter, and 300% if a rostered "
                  "shift falls on a statutory holiday."),
        (C, "en", "It doesn't count as rest-day overtime, so no 200%. Weekend shifts on your roster are ordinary shifts "
                  "under the quarterly comprehensive-hours scheme; anything beyond the quarter's legal hours is paid at "
                  "150%."),
        (C, "zh", "不算。四班三运转实行综合计算工时，按排班在周六、周日上班属于正常工作，不按200%。只有一个季度内超过法定标准工时的"
                  "部分按150%，排班排到法定节假日当天上班的按300%。"),
        (C, "en", "No — for rota staff, weekend shifts are normal work. Overtime is counted over the quarter (excess "
                  "hours at 150%), and only statutory holidays pay 300%."),
        (W, "en", "Yes. Weekend work is rest-day overtime paid at 200% unless you're given time off in lieu."),
        (W, "en", "Not 200%, but every weekend shift on the rota is paid as overtime at 150%."),
        (W, "zh", "不算休息日加班，但一个季度内超过法定标准工时的部分按200%支付。"),
        (W, "en", "No, and statutory holidays on your rota are treated the same way: a normal shift with no premium.")]),
    # 年休假: 累计12年 → 10 days; joined 1 April: 275 ÷ 365 × 10 = 7.53 → 7 (fractions dropped).
    _s("huaduan", "年休假 累计工作年限 新入职 折算",
       "我2026年4月1日入职，之前在别的厂已经干了12年，社保也交了12年。今年在这里能休几天年假？",
       [(C, "zh", "累计工作年限12年，全年应休10天。今年从4月1日到12月31日还剩275天，275÷365×10≈7.53天，不足1整天的部分不享受，"
                  "所以今年能休7天。"),
        (C, "zh", "今年能休7天。"),
        (C, "en", "7 days this year: your 12 years of total service put you in the 10-day band, pro-rated for the 275 "
                  "days left in the year (275/365 × 10 = 7.53), with the fraction dropped."),
        (C, "zh", "全年是10天，按入职后剩余的日历天数折算约7.5天，取整是7天；今年没休完的可以留到明年3月31日前休。"),
        (W, "zh", "年休假按在本公司的工龄算，你入职不满1年，今年没有年假。"),
        (W, "zh", "累计12年按5天算，折算275÷365×5≈3.77天，今年能休3天。"),
        (W, "zh", "275÷365×10≈7.53天，四舍五入，今年能休8天。"),
        (W, "zh", "累计满10年不满20年的年假是10天，今年可以休10天。"),
        (W, "en", "7 days, but they have to be used by 31 December or they lapse.")]),
    # 病假: 司龄6年 → 80%; 5,000 ÷ 21.75 × 80% × 5 = 919.54.
    _s("huaduan", "病假工资 比例 连续工作年限",
       "我在公司干了6年，月基本工资5,000元，这个月病假5天，有二级医院的证明。病假工资能拿多少？",
       [(C, "zh", "司龄6年属于满5年不满8年，按80%。日病假工资=5,000÷21.75×80%≈183.91元，5天约919.54元。"),
        (C, "zh", "约919.54元。"),
        (C, "en", "About 919.54 yuan: 5,000 ÷ 21.75 = 229.89 a day, × 80% (5–8 years' service) = 183.91, × 5 days."),
        (C, "zh", "5天病假工资约920元（5000/21.75×0.8×5=919.54）。另外这个月请了病假，全勤奖就没有了。"),
        (W, "zh", "满5年按70%：5,000÷21.75×70%×5≈804.60元。"),
        (W, "zh", "司龄6年按90%：5,000÷21.75×90%×5≈1,034.48元。"),
        (W, "zh", "日工资=5,000÷30≈166.67元，×80%×5≈666.67元。"),
        (W, "zh", "229.89×0.8=183.91元/天，×5天=929.55元。"),
        (W, "zh", "病假期间一律按嘉兴市最低工资标准的80%发放，跟司龄和基本工资无关。")]),
    # 婚假 13 days (自然日, 含休息日, 遇法定节假日顺延, 一年内一次休完); 护理假 15 days within 3 months.
    _s("huaduan", "marriage leave paternity leave days",
       "I'm a male operator. I'm registering my marriage in May and my wife is due in December. How many days of "
       "marriage leave and paternity (护理假) leave do I get, and do weekends count towards the marriage leave?",
       [(C, "en", "Marriage leave is 13 days (3 statutory + 10 added by Zhejiang), counted in calendar days, so weekends "
                  "inside it do count; if a public holiday falls in it, it's extended. Take it in one go within a year "
                  "of registering. Paternity leave (护理假) is 15 days, to be taken within three months of the birth."),
        (C, "en", "13 days of marriage leave and 15 days of paternity leave. Weekends count towards the marriage leave "
                  "(it's calendar days); statutory holidays don't."),
        (C, "zh", "婚假13天，按自然日算，含周末，遇法定节假日顺延，须在登记后一年内一次休完；护理假15天，孩子出生后三个月内休完。"),
        (C, "en", "- Marriage leave: 13 calendar days (weekends included, public holidays extend it), within 1 year of "
                  "registration, in one block\n- Paternity leave: 15 days within 3 months of the birth\n- Also: 10 days' "
                  "parental leave a year each until your child turns 3"),
        (W, "en", "Marriage leave is the statutory 3 days and paternity leave is 15 days."),
        (W, "en", "13 working days of marriage leave, so weekends don't count; paternity leave is 15 days."),
        (W, "en", "Marriage leave is 13 calendar days; paternity leave is 10 days."),
        (W, "en", "13 days of marriage leave and 15 days of paternity leave; the paternity leave can be taken any time "
                  "in the child's first year."),
        (W, "zh", "婚假13天，可以分几次休完；护理假15天。")]),
    # 计件: 5,200 × 0.35 + 1,500 × 0.60 = 2,720, minus 40 × 0.35 = 14 → 2,706 (above the 2,600 floor).
    _s("huaduan", "计件工资 单价 废品 扣回 保底",
       "我在冲压和焊装两个车间轮岗，这个月满勤，合格的冲压支架5,200件、焊接总成1,500件，另外有40件冲压支架被质检判定是我自己"
       "操作造成的废品。这个月计件工资是多少？",
       [(C, "zh", "冲压支架5,200×0.35=1,820元，焊接总成1,500×0.60=900元，合计2,720元；本人原因的废品40件按单价扣回40×0.35=14元，"
                  "计件工资2,706元，高于保底2,600元，按2,706元发。"),
        (C, "zh", "2,706元。"),
        (C, "en", "RMB 2,706: 1,820 for the brackets plus 900 for the welded assemblies, minus 14 yuan for the 40 "
                  "scrapped brackets you caused. That's above the 2,600 floor, so the floor doesn't apply."),
        (C, "zh", "- 冲压支架：5,200 × 0.35 = 1,820元\n- 焊接总成：1,500 × 0.60 = 900元\n- 废品扣回：40 × 0.35 = 14元\n"
                  "- 计件工资：1,820 + 900 − 14 = **2,706元**"),
        (W, "zh", "1,820+900=2,720元。废品只是不计件，不用另外扣钱，所以是2,720元。"),
        (W, "zh", "本人原因的废品按单价2倍扣：40×0.35×2=28元，计件工资2,720−28=2,692元。"),
        (W, "zh", "冲压支架0.60元/件、焊接总成0.35元/件：5,200×0.6+1,500×0.35=3,645元，扣40×0.6=24元，共3,621元。"),
        (W, "zh", "1,820+900=2,620元，扣14元，2,606元。"),
        (W, "en", "Take the scrap off the count first: (5,200 − 40) × 0.35 = 1,806, plus 900 = 2,706, then deduct 40 × "
                  "0.35 = 14 for the scrap, so RMB 2,692.")]),
]

SHIGUANG = [
    # 正式员工 P6, Hangzhou (二类): hotel 500 × 3 = 1,500 (180 self-paid), 补助 120 × 4 natural days = 480.
    _d("2026-06-15",
       "我是正式员工P6，下周去杭州出差，周二出发周五回来，住3晚，酒店每晚560元。住宿和出差补助一共能报多少？",
       [_q("住宿标准 二类城市 P6"), _q("出差补助 标准 天数计算")],
       [(C, "zh", "杭州是二类城市，P6住宿上限每晚500元，3晚报1,500元，超出的60×3=180元自理；出差补助二类城市每天120元，周二到周五"
                  "按自然日算4天，共480元。合计1,980元。"),
        (C, "zh", "一共能报1,980元，自己贴180元。"),
        (C, "en", "RMB 1,980: lodging capped at 500 a night × 3 = 1,500 (Hangzhou is a tier-2 city), plus the travel "
                  "allowance of 120 × 4 days = 480."),
        (C, "zh", "| 项目 | 标准 | 数量 | 金额 |\n|---|---|---|---|\n| 住宿 | 500元/晚（二类城市P6—P7） | 3晚 | 1,500元 |\n"
                  "| 出差补助 | 120元/天 | 4天 | 480元 |\n| 合计 | | | **1,980元** |"),
        (W, "zh", "P6在一类城市的标准是650元，杭州按一类算，560元没超标，3晚1,680元，补助150×4=600元，共2,280元。"),
        (W, "zh", "住宿3晚1,500元，补助按住宿晚数算3天：120×3=360元，共1,860元。"),
        (W, "zh", "P6的二类城市住宿标准是400元，3晚1,200元，加补助480元，共1,680元。"),
        (W, "zh", "酒店每晚560元超标了，超标的住宿整笔不能报，只能报出差补助480元。"),
        (W, "en", "1,500 for the hotel plus 480 of allowance comes to RMB 1,880.")],
       handbook="shiguang"),
    # 派遣员工, Chengdu (二类): hotel cap 320 × 3 = 960 (90 self-paid), 补助 80 × 4 = 320 → 1,280.
    _d("2026-06-15",
       "我是派遣员工，去成都出差3晚4天，酒店每晚350元。住宿和出差补助能报多少？自己要贴多少？",
       [_q("住宿标准 派遣员工 二类城市"), _q("派遣员工 出差补助")],
       [(C, "zh", "成都是二类城市，派遣员工住宿上限每晚320元，3晚报960元，自己贴(350−320)×3=90元；出差补助派遣员工不分城市每天80元，"
                  "4天320元。合计报1,280元，自付90元。"),
        (C, "zh", "能报1,280元，自己贴90元。"),
        (C, "en", "You can claim RMB 1,280 (lodging 320 × 3 = 960 plus the allowance of 80 × 4 = 320) and you'll pay "
                  "90 yourself."),
        (C, "zh", "住宿960元+补助320元=1,280元，超标的90元自理。出发前如果需要，可以先借支预计费用的70%。"),
        (W, "zh", "出差补助二类城市每天120元，4天480元，加住宿960元，共1,440元，自己贴90元。"),
        (W, "zh", "派遣员工按正式员工P5及以下的标准，二类城市400元，350元全额报销1,050元，加补助320元，共1,370元，自己不用贴。"),
        (W, "zh", "成都属于三类城市，派遣员工住宿上限240元：720元，加补助320元，共1,040元，自己贴330元。"),
        (W, "zh", "320×3=960元，80×4=320元，共1,180元，自己贴90元。"),
        (W, "en", "Dispatched workers aren't covered by the company's travel rules; you'd claim the whole trip through "
                  "your dispatch agency.")],
       handbook="shiguang"),
    # Approval: exactly 20,000 falls in "20,000元（含）至100,000元" → 直属上级 → 部门负责人 → 财务总监.
    _s("shiguang", "expense approval limits by amount",
       "I'm placing one order for test devices worth exactly 20,000 yuan (tax included). Who has to approve it?",
       [(C, "en", "20,000 yuan falls in the '20,000 (inclusive) to 100,000' band, so it needs three approvals: your "
                  "line manager → department head → finance director."),
        (C, "en", "Line manager, then department head, then the finance director. Exactly 20,000 already counts in the "
                  "higher bracket."),
        (C, "zh", "单笔20,000元（含税）属于“20,000元（含）至100,000元”这一档，审批链是直属上级 → 部门负责人 → 财务总监，不需要CEO。"),
        (C, "en", "Three levels: direct manager, department head, finance director (the CEO only comes in from 100,000). "
                  "And don't split it into two smaller orders to get under a threshold — the rules don't allow that."),
        (W, "en", "Your direct manager and department head; the 5,000–20,000 tier includes 20,000."),
        (W, "en", "Line manager → department head → finance director → CEO."),
        (W, "zh", "20,000元需要直属上级审批后直接报财务总监，不用经过部门负责人。"),
        (W, "en", "You could split it into two orders of 10,000 so that only your manager and department head need to "
                  "sign off.")]),
    # Deadline: 10 working days after 30 April = 18 May 2026 (劳动节 skipped, 9 May make-up Saturday counted).
    _d("2026-05-06", "我4月30日出差回来的，报销单最晚哪天交才不用附情况说明？",
       [_q("出差报销时限 工作日"), ("add_workdays", {"date": "2026-04-30", "days": 10})],
       [(C, "zh", "最晚5月18日（周一）。10个工作日从4月30日之后算起，中间5月1日—5日劳动节放假不算，5月9日周六调休上班要算。"
                  "过了这天也还能在出差结束后60个自然日内交，但要附部门负责人签字的情况说明。"),
        (C, "zh", "2026年5月18日（周一）之前交就行。"),
        (C, "en", "By Monday 18 May 2026 — that's the 10th working day after 30 April, skipping the May Day break "
                  "(1–5 May) and counting the make-up workday on Saturday 9 May."),
        (C, "zh", "- 规定：出差结束后10个工作日内提交\n- 起算：4月30日之后\n- 截止：**5月18日（周一）**\n- 今天5月6日，时间还够，"
                  "抓紧把发票和行程单传上去"),
        (W, "zh", "最晚5月19日。5月9日是周六，不算工作日。"),
        (W, "zh", "10个工作日，从4月30日之后算，最晚5月14日。"),
        (W, "zh", "出差结束后10天内，所以5月10日前要交。"),
        (W, "zh", "最晚5月18日，过了这天就不能报销了。"),
        (W, "en", "You have 15 working days after you get back, so the deadline is Monday 25 May.")],
       handbook="shiguang"),
    # 年休假, 正式员工: 累计11年 → 法定10天 + 福利年假 司龄3年 → 3天 = 13.
    _s("shiguang", "年休假 福利年假 正式员工",
       "我是正式员工，累计工作11年了，在咱们公司干了3年。今年年假一共几天？",
       [(C, "zh", "法定年休假按累计工作11年是10天，福利年假按在本公司3年加3天，一共13天。"),
        (C, "zh", "13天。"),
        (C, "en", "13 days: 10 statutory days (10–20 years of total work) plus 3 company days for your 3 years here."),
        (C, "zh", "一共13天（10+3）。今年休不完的可以延到明年6月30日，请假要提前3个工作日在飞书申请。"),
        (W, "zh", "法定年假5天，加福利年假3天，一共8天。"),
        (W, "zh", "法定10天，福利年假按上限加5天，一共15天。"),
        (W, "zh", "正式员工只有法定年假10天，福利年假是给派遣员工的。"),
        (W, "zh", "10+3=13天，没休完的年底清零，不能延期。"),
        (W, "zh", "累计工龄11年是10天；福利年假要在公司满5年才有，所以今年10天。")]),
    # 派遣员工 overtime: always paid, no 调休; 6,525 ÷ 21.75 ÷ 8 = 37.5 × 200% × 8 = 600.
    _s("shiguang", "dispatched worker overtime rest day pay",
       "I'm a dispatched worker (派遣员工) and my agreed monthly wage is 6,525 yuan. I worked 8 hours last Saturday "
       "with approval. Will I get time off or pay, and how much?",
       [(C, "en", "You'll be paid, not given time off — dispatched workers always get overtime pay. 6,525 ÷ 21.75 ÷ 8 = "
                  "37.5 yuan an hour; Saturday is a rest day at 200%: 37.5 × 2 × 8 = 600 yuan."),
        (C, "en", "Pay: RMB 600 for the 8 hours (200% of your 37.50 hourly rate). There's no time off in lieu for "
                  "dispatched staff."),
        (C, "zh", "派遣员工加班一律发加班费，不安排调休。小时工资6,525÷21.75÷8=37.5元，休息日按200%：37.5×2×8=600元。"),
        (C, "en", "600 yuan, paid."),
        (W, "en", "Rest-day overtime is paid at 150%: 37.5 × 1.5 × 8 = 450 yuan."),
        (W, "en", "You'll get one day of time off in lieu (1:1) instead of pay."),
        (W, "en", "Weekend overtime is paid at 300%: 37.5 × 3 × 8 = 900 yuan."),
        (W, "en", "6,525 ÷ 30 ÷ 8 ≈ 27.19 an hour; at 200% for 8 hours that's about 435 yuan."),
        (W, "zh", "发加班费600元。加班可以事后再在飞书补审批，不影响认定。")]),
    # Night taxi, Shanghai (一类): cap 120 a ride; the 21:15 ride doesn't qualify → 95+120+88+110+120+76 = 609.
    _s("shiguang", "夜间打车 报销上限 一类城市",
       "我在上海总部，正式员工。上个月加班打车7次，金额分别是95、130、88、110、140、76、65元，其中65元那次是21:15离开公司的，"
       "其余都在21:30以后。打车费能报多少？",
       [(C, "zh", "上海是一类城市，单次上限120元。21:15离开的那次（65元）不满足21:30以后的条件，不能报；其余6次："
                  "95+120（130封顶）+88+110+120（140封顶）+76=609元。"),
        (C, "zh", "能报609元。"),
        (C, "en", "RMB 609: the 65-yuan ride doesn't qualify (you left before 21:30), and the 130 and 140 rides are "
                  "capped at 120 each."),
        (C, "zh", "- 21:15那次65元：不符合条件\n- 95、88、110、76：全额\n- 130、140：各按上限120元\n- 合计：**609元**"),
        (W, "zh", "7次都能报，超过120的按120：95+120+88+110+120+76+65=674元。"),
        (W, "zh", "6次符合条件，金额都按实报：95+130+88+110+140+76=639元。"),
        (W, "zh", "单次上限80元：80+80+80+80+80+76=476元。"),
        (W, "zh", "95+120+88+110+120+76=619元。"),
        (W, "zh", "6次符合时间要求，但130和140那两次超过上限，整笔不能报，只能报95+88+110+76=369元。")]),
    # Sick pay, 正式员工: 6 full-pay days used; 3 days at 70% of 15,000 ÷ 21.75 = 1,448.28.
    _s("shiguang", "sick leave pay full-time employee full pay days 70%",
       "I'm a full-time (正式) employee with a monthly base salary of 15,000 yuan. I'd already used 6 sick days this "
       "year, and this month I was off sick for another 3 days. How much sick pay do I get for those 3 days?",
       [(C, "en", "Your 6 full-pay sick days are used up, so these 3 days are paid at 70% of your daily base: "
                  "15,000 ÷ 21.75 = 689.66; × 70% = 482.76 a day; × 3 = about RMB 1,448.28."),
        (C, "en", "About 1,448 yuan for the 3 days (70% of your daily base pay)."),
        (C, "zh", "6天全薪病假已经用完，这3天按日基本工资的70%：15,000÷21.75×70%×3≈1,448.28元，比全薪少约620.69元。"),
        (C, "en", "RMB 1,448.28 — and if those 3 days were consecutive, remember to upload the hospital "
                  "certificate in Feishu."),
        (W, "en", "You still get full pay: 3 × 689.66 = 2,068.97 yuan."),
        (W, "en", "Beyond the 6 full-pay days it's 60%: 15,000 ÷ 21.75 × 60% × 3 ≈ 1,241.38 yuan."),
        (W, "en", "15,000 ÷ 30 = 500 a day; × 70% × 3 = 1,050 yuan."),
        (W, "en", "Sick pay beyond the full-pay days follows the dispatch agency's rules, so you'd need to ask the "
                  "agency."),
        (W, "en", "689.66 × 0.7 = 482.76 a day × 3 = 1,548.28 yuan.")]),
]

HANDBOOK_CASES = [*NILGIRI, *HUADUAN, *SHIGUANG]
