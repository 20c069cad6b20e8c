"""tune6's handbook questions (issue 26, round 6): a TUNING set, written blind by a separate helper who
never read the answer check's code, prompts or docs, never ran the check or bench_answer_check.py on it,
and labelled every answer before anything measured it. Answers were written by hand after reading the
tools' real results (make_tune6.py runs the calls and writes tune6.jsonl). Unlike the held-out sets it is
meant to be read answer by answer and tuned on; it carries more correct answers than usual, written in
the many ways real people and models write them, to find correct answers a checker wrongly doubts.

Two handbooks of its own, in tune6_handbooks/<folder>/handbook/:
- qinghe_coldchain (Chinese plain text, 第X章/第N条 with （一）（二） items): 月基本工资÷21.75÷8, 百分之一百五十
  /二百/三百 and a 36-hour monthly cap, pay day on the 10th moved to the nearest earlier working day (10 May
  2026 is a Sunday and 9 May a make-up Saturday), 35元 a night shift plus 300元 at 15 nights, 6元 an hour in
  the freezer capped at 600元, lateness at 20元 for the 1st–3rd time and 50元 from the 4th with a 200元
  全勤奖, 5/10/15 days of annual leave plus 福利年假 (1 day at three years, 每满1年加1天, at most 5), sick pay
  60/70/80/90% by company service, 5 days of marriage leave, 158 days of maternity leave +15 per extra
  baby, 20 days of paternity leave within 3 months, bereavement 3/2 days by relation plus up to 2 days of
  travel leave outside Sichuan, hotel caps 480/360/240元 by city tier with +20% for managers, meals
  100/80/60元 a natural day, 1.2元 a km, 15 natural days to claim, 60 days' cut-off, 40学时 of training,
  year-end bonus of 3/2/1 months' basic pay pro rata.
- tallow_creek (English Markdown with one table, US dollars, miles): time and a half over 40 hours a week,
  double time over 12 hours a day and on company holidays, a $2.00/hour night differential added before
  overtime, PTO of 4/5/6/7 hours a pay period (104/130/156/182 hours a year) with carryover caps and one
  extra day per completed year beyond 10 up to five, short-term disability at 60% capped at $1,200 a week
  after 7 days, 12 + 4 unpaid weeks for a birth parent and 4 weeks for a non-birth parent within 6 months,
  bereavement 5/3/1 working days by relation plus 2 unpaid travel days beyond 300 miles, tiered hotel and
  meal caps with 75% on the first and last day, $0.62 a mile, a 30-day filing rule, approvers above $500,
  an 8%/15% bonus target times a company factor prorated by full months and paid on March 15.

20 questions (10 per handbook; 11 asked in Chinese, 9 in English, including English questions on the Chinese
handbook and Chinese questions on the English one) and 171 answers: 91 correct, 80 wrong; 94 in Chinese,
77 in English. Qinghe: 86 answers (46 correct, 40 wrong); Tallow Creek: 85 answers (45 correct, 40 wrong).
Correct answers range over bare results, full working, results derived in several steps from the asker's
own figures, the same rate in another form (1.5倍, time and a half), lengths in other units, restated
conditions, cited articles, translated clause wording, incidental true facts and hedges. Wrong answers use
another case's value (bracket, tier, relation, rest day vs holiday), wrong units, arithmetic slips, misread
thresholds and step rules, wrong article numbers, wrong approvers or deadlines, and false supporting facts
beside a right conclusion."""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

HANDBOOKS = {"qinghe": "qinghe_coldchain", "tallow": "tallow_creek"}

QINGHE = [
    _d("2026-06-15", "我月基本工资8700元。这周二下班后加了3个小时班，周六又加了8小时，周六的班没法安排补休。加班费一共多少？",
       [_q("加班工资 休息日 百分之二百 工作日延长"), _q("日工资 21.75 小时工资")],
       [(C, "zh", "日工资8700÷21.75=400元，小时工资400÷8=50元。周二延长3小时按150%：50×1.5×3=225元；"
                  "周六8小时不能补休按200%：50×2×8=800元。合计1025元。"),
        (C, "zh", "周六算一整天，日工资400元的两倍就是800元；周二那3个小时按1.5倍，225元，加起来1,025元。"),
        (C, "en", "Your hourly rate is 8,700 ÷ 21.75 ÷ 8 = 50 yuan. Tuesday's 3 hours at time and a half come to "
                  "225 yuan and Saturday's 8 hours at double time to 800 yuan, so 1,025 yuan in total."),
        (C, "zh", "按第六条，工作日延长工作时间按百分之一百五十、休息日不能补休的按百分之二百，800+225=1025元。"
                  "另外加班要事先填《加班申请单》，经部门经理批准。"),
        (C, "zh", "大约一千零二十五元（周六800元，周二225元）。"),
        (W, "zh", "周六也按150%算：75×8=600元，加周二225元，共825元。"),
        (W, "zh", "周六按300%：400×3=1200元，加周二225元，共1425元。"),
        (W, "zh", "小时工资50元，周二50×1.5×3=225元，周六50×2×8=800元，合计1125元。"),
        (W, "en", "1,025 yuan in total, provided the overtime was approved in advance by the HR department.")],
       handbook="qinghe"),
    _s("qinghe", "annual leave years of service welfare leave",
       "I've been working for 12 years in total, the last 5 of them at Qinghe Cold Chain. How many days of "
       "annual leave do I get this year?",
       [(C, "en", "13 days: 10 days of statutory annual leave for 10 to under 20 years of total service, plus 3 days "
                  "of company welfare leave (1 day once you reach 3 years at Qinghe, then 1 more for each further full year)."),
        (C, "en", "Thirteen days."),
        (C, "zh", "累计工作满10年不满20年，年休假10天；在本公司连续工作满5年，福利年假3天（满3年1天，满4年、满5年各加1天），共13天。"),
        (C, "en", "10 + 3 = 13 days this year. Take them by 31 December; if work stops you, they can be carried "
                  "to 31 March next year."),
        (C, "en", "You're in the 10-to-under-20-year bracket (10 days) and your welfare leave has reached 3 days, "
                  "so 13 days; the welfare part grows by a day a year until it stops at 5."),
        (W, "en", "15 days: 10 statutory days plus 5 welfare days, one for each year at Qinghe."),
        (W, "zh", "你在青禾才干了5年，不满10年，年休假5天，加福利年假3天，共8天。"),
        (W, "en", "13 days, and unused days can be carried over until 30 June next year."),
        (W, "zh", "满10年不满20年的年休假是15天，加福利年假3天，共18天。")]),
    _d("2026-06-15", "我在公司干了4年半，月基本工资6000元，这次生病要连续请5天病假。需要开证明吗？病假工资按多少发？",
       [_q("病假工资 比例 医院证明"), _q("日工资 21.75 小时工资")],
       [(C, "zh", "需要。连续病假超过3天，要提供二级以上医院出具的诊断证明。你本公司工龄满4年不满6年，病假工资按月基本工资的80%发放。"),
        (C, "zh", "按80%算：日工资6000÷21.75≈275.86元，病假每天约220.69元，5天约1103.45元，比正常出勤少约275.86元。"),
        (C, "en", "Yes — more than 3 consecutive days needs a diagnosis certificate from a grade-two or higher "
                  "hospital. With 4.5 years at the company you're in the 4-to-under-6-year band, so sick pay is 80% "
                  "of your basic salary, 4,800 yuan on a monthly basis."),
        (C, "zh", "第十条：满4年不满6年的，病假工资为本人月基本工资的八成。证明要二级以上医院开。"),
        (W, "zh", "不需要，5天以内凭本人申请即可；病假工资按80%发放。"),
        (W, "zh", "要证明；你属于满2年不满4年那一档，按70%发放。"),
        (W, "zh", "社区卫生服务中心开的证明就可以；按80%发放。"),
        (W, "en", "Yes, you need a certificate; sick pay is 80% of the Chengdu minimum wage.")],
       handbook="qinghe"),
    _d("2026-05-06", "这个月工资哪天发？",
       [_q("发薪日 工资发放"), ("calculate_leave_days", {"start_date": "2026-05-09", "end_date": "2026-05-10"})],
       [(C, "zh", "5月9日（周六）发。10日是周日，要提前到之前最近的工作日，9日正好是调休上班日，按规定算工作日。"),
        (C, "zh", "5月9号。"),
        (C, "en", "Saturday 9 May. The 10th is a Sunday, and the 9th is a make-up working day, which counts as a working day."),
        (C, "zh", "本周六（5/9）到账，发的是4月份的工资。"),
        (C, "zh", "按第五条，10日遇休息日提前发；5月10日是星期天，前一天9日调休上班，所以这周六就发。"),
        (W, "zh", "5月8日（周五）发。"),
        (W, "zh", "10日是周日，顺延到5月11日（周一）发。"),
        (W, "zh", "5月9日（周日）发。"),
        (W, "zh", "5月9日发，发的是5月份当月的工资。")],
       handbook="qinghe"),
    _d("2026-06-15", "My wife also works at Qinghe and she's expecting twins in September. How long is her maternity "
                     "leave, and how much paternity leave do I get?",
       [_q("maternity leave twins"), _q("陪产假")],
       [(C, "en", "Her maternity leave is 158 days plus 15 for the second baby, 173 days (188 if the birth turns out "
                  "to be difficult). You get 20 days of paternity leave, to be taken within 3 months of the birth."),
        (C, "en", "173 days for her, 20 days for you."),
        (C, "zh", "你爱人产假158+15=173天（多胞胎每多一个婴儿加15天），你陪产假20天，要在生育之日起3个月内休完。"),
        (C, "en", "She gets 173 days, up to 15 of which can be taken before the birth; you get twenty days of "
                  "paternity leave under Article 12, usable within three months."),
        (C, "en", "About 25 weeks for her (173 days) and 20 days for you."),
        (W, "en", "158 days for her — twins don't add anything — and 20 days for you."),
        (W, "en", "188 days for her: 158 plus 15 for each of the two babies. 20 days for you."),
        (W, "en", "173 days for her; your 20 days of paternity leave must be used within 6 months."),
        (W, "zh", "产假173天，陪产假10天。")],
       handbook="qinghe"),
    _s("qinghe", "丧假 外祖母 路程假",
       "我外婆去世了，要回湖南老家办丧事，能请几天假？工资照发吗？",
       [(C, "zh", "外祖母去世丧假2天；回湖南属于赴四川省外料理丧事，另可给最多2天路程假，一共最多4天，工资照发。要交死亡证明或相关证明复印件。"),
        (C, "zh", "最多4天，带薪。"),
        (C, "en", "Two days of paid bereavement leave for a maternal grandmother, plus up to two days of paid travel "
                  "leave because Hunan is outside Sichuan — up to four days in total."),
        (C, "zh", "按第十三条第（二）项是2天，第（三）项路程假最多2天，合计最多4天。"),
        (W, "zh", "外婆算直系亲属，给3天，再加2天路程假，共5天。"),
        (W, "zh", "丧假2天带薪，路程假不带薪。"),
        (W, "zh", "只有2天丧假，路程假仅限配偶、父母、子女去世的情况。"),
        (W, "zh", "第十二条规定外祖母去世给2天丧假，另加路程假最多2天。")]),
    _d("2026-06-15", "我是部门经理，下周去上海出差，住3晚，一共4天。住宿每晚最多能报多少？伙食补助一共多少？",
       [_q("出差住宿标准 一类城市 每晚"), _q("出差伙食补助 每天")],
       [(C, "zh", "上海是一类城市，标准每晚480元，部门经理上浮20%，即每晚最多576元，3晚最多1728元；伙食补助按自然天数每天100元，4天共400元。"),
        (C, "zh", "480×1.2=576元/晚；100×4=400元。"),
        (C, "en", "Up to 576 yuan a night (the 480-yuan tier-one cap plus 20% for managers), and 400 yuan of meal "
                  "allowance for the 4 days."),
        (C, "zh", "住宿凭票报销，一晚不超过五百七十六元，三晚合计不超过一千七百二十八元；伙食补助一天一百，四天四百。"),
        (W, "zh", "每晚480元，伙食补助400元。"),
        (W, "zh", "每晚432元（360×1.2），伙食补助4×80=320元。"),
        (W, "zh", "每晚576元；伙食补助按3天算，300元。"),
        (W, "en", "Up to 576 yuan a night; the meal allowance of 400 yuan is also raised by 20% for managers, to 480 yuan.")],
       handbook="qinghe"),
    _d("2026-06-15", "开自己的车去德阳送货，往返一共146公里，过路费40元，能报多少？报销单要多久内交？",
       [_q("私车公用 每公里 补贴"), _q("报销时限")],
       [(C, "zh", "里程补贴146×1.2=175.2元，过路费40元凭票另行报销，合计215.2元。报销单在费用发生后15个自然日内提交，"
                  "部门负责人审核、财务部复核后随下一次工资发放。"),
        (C, "zh", "215.2元，15天内交。"),
        (C, "zh", "一共215.20元（里程175.20＋过路费40）。要在15个自然日内提交，超过60天就不受理了。"),
        (C, "en", "146 km × 1.2 yuan = 175.20 yuan, plus the 40-yuan toll with its receipt: 215.20 yuan. File within "
                  "15 calendar days; it's paid with the next salary."),
        (C, "zh", "约215元。前提是用私车事先经过部门经理批准。"),
        (W, "zh", "146×1.2=175.2元，过路费已包含在里程补贴里，不另外报销，共175.2元。"),
        (W, "zh", "215.2元；15个工作日内提交。"),
        (W, "zh", "146×1.2=157.2元，加过路费40元，共197.2元。"),
        (W, "zh", "215.2元，15天内交，报销还须经分管副总经理审批。")],
       handbook="qinghe"),
    _s("qinghe", "迟到 扣款 全勤奖",
       "我这个月迟到了5次，每次都在10分钟以内，一共扣多少钱？全勤奖还有吗？",
       [(C, "zh", "前3次每次20元，第4、5次每次50元，共60+100=160元；当月有迟到，200元全勤奖不发。"),
        (C, "zh", "合计扣款一百六十元，另外200元全勤奖也拿不到，等于少拿360元。"),
        (C, "en", "160 yuan (3 × 20 + 2 × 50), and you lose this month's 200-yuan full-attendance bonus."),
        (C, "zh", "依第八条，15分钟以内的迟到，第1至3次每次20元、第4次起每次50元，扣160元；全勤奖取消。"),
        (W, "zh", "5×20=100元，全勤奖照发。"),
        (W, "zh", "3×20+2×50=150元，全勤奖不发。"),
        (W, "zh", "扣160元；300元全勤奖不发。"),
        (W, "zh", "扣160元，而且一个月迟到满5次要按旷工半天处理。")]),
    _s("qinghe", "night shift allowance cold storage allowance",
       "This month I worked 16 night shifts and spent 70 hours inside the -25°C freezer. What allowances do I "
       "get on top of my pay?",
       [(C, "en", "Night allowance 16 × 35 = 560 yuan, plus the 300-yuan bonus for working 15 or more nights, plus a "
                  "low-temperature allowance of 70 × 6 = 420 yuan (under the 600-yuan cap): 1,280 yuan in all."),
        (C, "en", "1,280 yuan."),
        (C, "zh", "夜班津贴560元＋夜班满勤奖300元＋低温津贴420元，共1280元。"),
        (C, "en", "About 1,280 yuan: 860 for the nights (including the 300 bonus, since you passed 15) and 420 for "
                  "the freezer hours."),
        (C, "en", "The freezer allowance is 6 yuan an hour, so 420 yuan; it would stop at 600 yuan, i.e. 100 hours. "
                  "Nights pay 35 yuan a shift, 560 yuan, plus 300 for reaching 15 nights."),
        (W, "en", "560 + 420 = 980 yuan; the 300-yuan bonus needs 20 night shifts."),
        (W, "en", "16 × 35 = 560, plus 300, plus 70 × 6 = 420: 1,180 yuan."),
        (W, "en", "560 + 300 for the nights; the freezer allowance is 10 yuan an hour, 700 yuan, capped at 600: 1,460 yuan."),
        (W, "zh", "共1280元，其中低温津贴只有在零下25℃以下的冷库作业才发。")]),
]

TALLOW = [
    _s("tallow", "overtime time and a half double time holiday",
       "I'm paid $18 an hour. This week I worked 44 hours, no day longer than 12 hours and no holidays. What's "
       "my pay for the week? And what would 8 hours on a company holiday pay?",
       [(C, "en", "40 × $18 = $720, plus 4 overtime hours at time and a half ($27) = $108: $828. Eight hours on a "
                  "company holiday are paid at double time: 8 × $36 = $288."),
        (C, "en", "$828 for the week; $288 for the holiday shift."),
        (C, "en", "$828 — $108 of it overtime. The holiday shift is double time, $288. Remember overtime needs the "
                  "store manager's approval in advance."),
        (C, "zh", "40小时×18=720美元，另外4小时按1.5倍即每小时27美元，108美元，合计828美元；公司假日工作8小时按2倍，288美元。"),
        (W, "en", "$792 (44 × $18); overtime only starts after 12 hours in a day."),
        (W, "en", "The 4 extra hours are double time, 4 × $36 = $144, so $864."),
        (W, "en", "$828; a holiday shift is paid at time and a half, $216."),
        (W, "en", "$828: 40 × 18 = 720 plus 4 × 27 = 98.")]),
    _d("2026-06-15", "I'm on $16 an hour. This week I worked six night shifts, 10 p.m. to 6 a.m., 48 hours in one "
                     "workweek, with no weekend shifts and no holidays. What's my pay?",
       [_q("night shift differential"), _q("overtime hours over 40 workweek")],
       [(C, "en", "Your night rate is $16 + $2 = $18. The first 40 hours: 40 × $18 = $720. The 8 hours over 40 are "
                  "time and a half on $18, i.e. $27 an hour: $216. Total $936."),
        (C, "en", "$936."),
        (C, "zh", "夜班每小时加2美元，时薪18美元；前40小时720美元，超出的8小时按1.5倍（27美元）计216美元，合计936美元。"),
        (C, "en", "About $936 before tax. The differential goes into the rate before the overtime multiplier, so "
                  "your overtime hours are paid at $27."),
        (W, "en", "$928: overtime is 1.5 × $16 = $24 plus the $2 differential, $26 an hour."),
        (W, "en", "48 × $18 = $864; night shifts don't count toward overtime."),
        (W, "en", "$720 + 8 × $36 = $1,008, since overtime on nights is double time."),
        (W, "en", "$936; the differential applies between 11 p.m. and 7 a.m.")],
       handbook="tallow"),
    _s("tallow", "PTO accrual per pay period carryover years of service",
       "我在Tallow Creek干满3年了，每个发薪周期能攒多少小时带薪假？一年一共多少？年底最多能结转多少？",
       [(C, "zh", "你属于满2年不满5年这一档：每个发薪周期5小时，一年26个周期共130小时，年底最多结转60小时。"),
        (C, "zh", "每期5小时，一年130小时，最多结转60小时。"),
        (C, "zh", "一年130小时，按每天8小时算约16天（16.25天）；结转上限60小时，也就是7.5天。"),
        (C, "en", "5 hours per pay period, 130 hours a year, and up to 60 hours can be carried over."),
        (C, "zh", "5×26=130小时；结转上限60小时。连续休3天以上要提前两周申请。"),
        (W, "zh", "每期4小时，一年104小时，最多结转40小时。"),
        (W, "zh", "每期5小时，一年按24个发薪周期算是120小时。"),
        (W, "zh", "每期5小时，一年130小时，年底没休完的可以全部结转。"),
        (W, "zh", "每期5小时，一年130小时，约13天；结转上限60小时。")]),
    _s("tallow", "PTO extra day each year of service beyond 10 maximum",
       "I've just completed 13 years with Tallow Creek. How much PTO do I get a year now?",
       [(C, "en", "206 hours: 182 hours for 10 or more years (7 hours a pay period) plus 3 extra days (24 hours) for "
                  "your 11th, 12th and 13th completed years."),
        (C, "en", "206 hours a year."),
        (C, "en", "182 + 24 = 206 hours, i.e. 25¾ days at 8 hours a day."),
        (C, "zh", "满10年以上每年182小时；超过10年的每满1年多1天，你多3天即24小时，共206小时。"),
        (C, "en", "You accrue 7 hours each pay period (182 a year) and get three extra PTO days on top; in two more "
                  "years you'll reach the five-day maximum."),
        (W, "en", "182 hours; the extra days only start after 15 years."),
        (W, "en", "182 + 5 × 8 = 222 hours, the maximum."),
        (W, "en", "182 + 4 × 8 = 214 hours, counting your 11th year as the first extra day."),
        (W, "en", "206 hours, and you can carry over up to 120 hours.")]),
    _s("tallow", "short-term disability waiting period weekly pay cap",
       "我周薪2,200美元，要做手术休6周。短期伤残怎么赔？要等几天？",
       [(C, "zh", "短期伤残有7天等待期；之后按周基本工资的60%赔付，2200×60%=1320美元，但每周上限1200美元，所以每周拿1200美元，最长26周。"),
        (C, "zh", "每周1200美元（封顶），等7天。"),
        (C, "zh", "60%算出来是1,320，超过了1,200的上限，按1,200发。休6周的话扣掉一周等待期，大约能领5周，共6,000美元左右。"),
        (C, "en", "There's a 7-day waiting period, then 60% of weekly base pay capped at $1,200 — so $1,200 a week for you."),
        (W, "zh", "每周1320美元（2200×60%），等7天。"),
        (W, "zh", "每周1200美元，等待期3天。"),
        (W, "zh", "每周1200美元，最长12周。"),
        (W, "zh", "每周上限1,000美元，所以拿1,000美元，等7天。")]),
    _s("tallow", "parental leave non-birth parent father weeks",
       "I'm a dad and joined Tallow Creek 8 months ago. Our baby is due in September. How much paid parental "
       "leave do I get, and can I split it up?",
       [(C, "en", "Four weeks at full base pay. You've passed the 6-month eligibility point, and you can take it in "
                  "one block or in whole weeks, as long as it's used within 6 months of the birth."),
        (C, "en", "4 weeks, 100% paid; yes, in whole weeks."),
        (C, "en", "20 working days (4 weeks) fully paid, split into whole weeks if you like, within six months of "
                  "the baby's arrival."),
        (C, "zh", "非生育方（包括父亲）有4周全薪育儿假，你入职已满6个月，符合条件；可以一次休完，也可以按整周分开休，需在孩子出生后6个月内休完。"),
        (W, "en", "12 weeks at full pay, plus up to 4 weeks unpaid."),
        (W, "en", "4 weeks, but you're not eligible until you've worked 12 months."),
        (W, "en", "4 weeks at 100%, which must be taken in one continuous block."),
        (W, "en", "4 weeks paid, to be used within 12 months of the birth.")]),
    _s("tallow", "bereavement leave grandparent travel miles",
       "My grandmother passed away and the funeral is 450 miles from where I live. How much bereavement leave "
       "can I take?",
       [(C, "en", "3 paid working days for a grandparent, and because the funeral is more than 300 miles away you can "
                  "add up to 2 unpaid travel days — up to 5 days off in all."),
        (C, "en", "Three paid days plus up to two unpaid travel days."),
        (C, "zh", "祖父母去世有3个工作日带薪丧假；葬礼离家450英里，超过300英里，可以再加最多2天无薪路程假。"),
        (C, "en", "Grandparents are in the 3-day group with siblings and parents-in-law, so 3 paid days; 450 miles "
                  "clears the 300-mile threshold for 2 extra unpaid days."),
        (W, "zh", "祖母去世可以请5天带薪丧假。"),
        (W, "en", "3 paid days; travel days only apply when the funeral is more than 500 miles away."),
        (W, "en", "3 paid days plus 2 paid travel days."),
        (W, "en", "1 day, as for other extended family, plus 2 unpaid travel days.")]),
    _s("tallow", "hotel meals city tier first and last day",
       "下周一到周四去芝加哥出差，住3晚。酒店每晚上限多少？四天的餐补一共最多多少？",
       [(C, "zh", "芝加哥是B类城市，酒店每晚上限190美元（3晚最多570美元）；餐补每天65美元，首尾两天按75%即48.75美元，"
                  "四天合计48.75×2+65×2=227.5美元。"),
        (C, "zh", "酒店每晚190美元，餐补最多227.5美元。"),
        (C, "zh", "每晚不超过190刀；餐补：周一、周四各48.75，周二、周三各65，共227.50。"),
        (C, "en", "Chicago is Tier B: up to $190 a night, and up to $227.50 in meals for the four days (75% on the "
                  "first and last day)."),
        (C, "zh", "酒店190美元/晚；餐补四天不超过227.5美元，比按全额算的260美元少32.5美元。"),
        (W, "zh", "酒店每晚275美元，餐补85×4=340美元。"),
        (W, "zh", "酒店每晚190美元，餐补65×4=260美元。"),
        (W, "zh", "芝加哥属于C类城市，酒店每晚140美元，餐补50美元一天。"),
        (W, "zh", "酒店每晚190美元；餐补48.75×2+65×2=217.5美元。")]),
    _d("2026-06-15", "I drove my own car 236 miles round trip to visit a vendor and paid $14 in tolls and $22 for "
                     "parking. How much will I be reimbursed, and by when do I need to file?",
       [_q("mileage reimbursement per mile tolls parking"), _q("expense report deadline approval")],
       [(C, "en", "236 × $0.62 = $146.32 for mileage, plus $14 tolls and $22 parking with receipts: $182.32. File "
                  "within 30 days; your direct manager approves it, and since it's under $500 the department head "
                  "doesn't need to sign."),
        (C, "en", "$182.32; submit within 30 days."),
        (C, "en", "Mileage $146.32 + tolls and parking $36 = $182.32. Past 90 days it won't be paid at all."),
        (C, "zh", "里程236×0.62=146.32美元，加过路费14美元、停车费22美元，共182.32美元，需在30天内提交。"),
        (C, "en", "About $182 in total, as long as none of those miles were commuting miles."),
        (W, "en", "$146.32 — tolls and parking aren't reimbursable."),
        (W, "en", "$182.32; you have 90 days to submit."),
        (W, "en", "$182.32, but it needs your department head's approval as well as your manager's."),
        (W, "en", "236 × 0.62 = $164.32, plus $36: $200.32.")],
       handbook="tallow"),
    _s("tallow", "annual bonus target prorated hired during the year",
       "我是普通员工，2025年3月1日入职，年薪72,000美元。公司绩效系数是110%，我的年度奖金是多少？什么时候发？",
       [(C, "zh", "目标奖金72,000×8%=5,760美元，乘以110%为6,336美元；2025年在职10个整月（3月至12月），按10/12折算为5,280美元。"
                  "3月15日发放，届时须仍在职。"),
        (C, "zh", "5,280美元，3月15日发。"),
        (C, "zh", "72000×8%×110%×10/12=5280美元。"),
        (C, "en", "$5,280: 8% of $72,000 is $5,760, times the 110% factor is $6,336, prorated for 10 of 12 months. "
                  "It's paid on March 15 if you're still employed then."),
        (C, "zh", "大约5,300美元（精确是5,280），发放日是3月15日。"),
        (W, "zh", "72000×15%×110%×10/12=9,900美元。"),
        (W, "zh", "6,336美元，年中入职不折算。"),
        (W, "zh", "5,280美元，12月31日发放。"),
        (W, "zh", "72000×8%=5760，×1.1=6236，×10/12≈5197美元。")],
       today="2026-01-20"),
]

HANDBOOK_CASES = [*QINGHE, *TALLOW]
