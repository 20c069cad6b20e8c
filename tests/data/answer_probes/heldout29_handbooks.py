"""heldout29, the handbook part: three handbooks written for this set and 24 questions on them (8 each), 9 answers
per question (4 correct, 5 wrong), written by hand after reading the search tool's real results. Never tuned on.

Handbooks (tests/data/answer_probes/heldout29_handbooks/<folder>/handbook/):
- ningbo_ecommerce ("ningbo"): a Ningbo e-commerce company's Chinese PDF (make_ningbo_ecommerce_pdf.py, the
  predefined STSong-Light font), 第N章 / 第N条; 月工资 = 基本 + 岗位 (not 绩效), 日工资 = 月工资 ÷ 21.75; lateness
  bands 20元 / 50元 / half a day; 全勤奖 ¥300 lost at 2 late arrivals; overtime 150% / 200% / 300% capped at 36 h a
  month (the excess neither paid nor given time off); 调休 within 3 months; 年终奖 pro rata by full months, none for
  joiners on or after 1 October; meal 15元 + transport 10元 per attendance day; probation 6 months at 80%; notice
  3 days / 30 days.
- xian_semiconductor ("xian"): a Xi'an wafer fab's Chinese .txt (一、 / （一） / 1.); 倒班津贴 600元 a month (halved
  under 15 shifts), 夜班 60元 and 中班 25元 a shift, 洁净间 35元 a day; 高温津贴 June–September 300元 outdoor /
  150元 air-conditioned; 年假 5/10/15 by 累计工龄 as at 1 January plus 1 司龄假 day per 3 full years capped at 3;
  病假工资 by 连续工龄 60–100% with a floor of 80% of 2,160元; referral bonus 1,000 / 4,000 / 8,000 in two halves.
- guangzhou_logistics ("guangzhou"): a Guangzhou logistics company's English .docx for foreign hires
  (make_guangzhou_logistics_docx.py), Heading 1 sections, numbered paragraphs, one housing table (a cap by grade);
  daily rate ÷ 21.75; overtime 150/200/300% for G1–G3; 13th month pro rata by complete months; annual leave 10 + 1
  per full year up to 15; home-leave flight up to CNY 12,000; relocation ¥20,000 / ¥30,000 repaid pro rata within
  12 months; notice 30 calendar days from the day after HR receives the letter.

Forms: one-liners, lists, Markdown tables, breakdowns, 元 / ¥ / RMB / CNY / 万元 / yuan, 150% / 1.5倍 / time and a half,
中文数字, working days / 个工作日 / calendar days; about 40% of answers in English, some Chinese on the English handbook.
Errors (one per wrong answer): another band's value, a cap or floor not applied, a pro-rata slip, a boundary read
the wrong way, a wrong base (÷30, 绩效 included), arithmetic slips, a wrong unit, an invented rule, a right number
with a wrong rule, a wrong weekday or date.

Audit (handbook part): every one of the 216 answers was re-judged blind against the handbook text, the search hits
really returned (make_heldout29.py --part handbooks), arithmetic and chinese_calendar. No label was wrong and no
label changed. Changes: ningbo 加班 question "一个周六" → "一个休息日周六" (2026-05-09 is a make-up working day);
ningbo 调休 case gains add_workdays(2026-04-16, -1) so 4月16日 周四 and the 4月15日 submission day stand in a tool
result, and its third correct answer says "最晚4月15日（周三）提交" instead of the ambiguous "4月15日前提交";
guangzhou 13th-month correct answer "CNY 27,000." now also says when (with the January 2027 salary), as asked;
guangzhou housing search words add "deposits agency fees not covered" so 5.2 comes back (one wrong answer's error
contradicts it); guangzhou annual-leave case's today moved to 2026-07-15 to match "now (July 2026)".
Final counts: 24 questions, 96 correct, 120 wrong (4 + 5 per question).
"""
from __future__ import annotations

from heldout4_cases import C, W, _d, _q, _s

HANDBOOKS = {"ningbo": "ningbo_ecommerce", "xian": "xian_semiconductor", "guangzhou": "guangzhou_logistics"}

HANDBOOK_CASES = [
    # ----------------------------------------------------------------- ningbo (PDF, 第N条)
    # Truth (第二条, 第三条, 第十一条, 第十二条): 月工资 = 6,000 + 2,700 = 8,700 (绩效 excluded); 日工资 8,700 ÷ 21.75 = 400;
    # hourly 50. 10 h × 75 = 750, 8 h × 100 = 800, 8 h × 150 = 1,200; total 2,750元 (26 h, under the 36 h cap).
    _d("2026-06-10",
       "我基本工资6,000元、岗位工资2,700元、绩效工资1,300元。上个月工作日晚上延时加班10小时，一个休息日周六加班8小时没调休，"
       "五一劳动节当天又加班8小时。这些加班费一共多少？",
       [_q("加班工资 工作日150% 休息日200% 法定节假日300%"),
        _q("月工资 仅指基本工资与岗位工资之和 不含绩效工资"),
        _q("日工资＝月工资÷21.75 小时工资＝日工资÷8")],
       [(C, "zh", "合计2,750元。月工资按基本+岗位=8,700元算（不含绩效），日工资8,700÷21.75=400元，小时工资50元；"
                  "工作日10小时×50×150%=750元，休息日8小时×50×200%=800元，法定节假日8小时×50×300%=1,200元。"),
        (C, "en", "Your overtime pay comes to CNY 2,750 (750 + 800 + 1,200), using an hourly rate of 50 yuan "
                  "(8,700 ÷ 21.75 ÷ 8; performance pay is not part of the base)."),
        (C, "zh", "| 类型 | 小时 | 倍数 | 金额 |\n|---|---|---|---|\n| 工作日延时 | 10 | 1.5倍 | 750元 |\n"
                  "| 休息日 | 8 | 2倍 | 800元 |\n| 法定节假日 | 8 | 3倍 | 1,200元 |\n| 合计 | 26 | | 2,750元 |"),
        (C, "zh", "一共¥2750，小时工资50元（8700÷21.75÷8），三种加班分别按75、100、150元/小时算。"),
        (W, "zh", "约3,160.92元：月工资按基本+岗位+绩效=10,000元，小时工资10,000÷21.75÷8≈57.47元，"
                  "再按150%、200%、300%分别计算后相加。"),
        (W, "en", "CNY 1,993.75: daily pay is 8,700 ÷ 30 = 290, hourly 36.25, so 543.75 + 580 + 870."),
        (W, "zh", "2,350元：750元（工作日）+800元（休息日）+800元（劳动节按200%）。"),
        (W, "zh", "小时工资50元，工作日750元、休息日800元、节假日1,200元，合计2,850元。"),
        (W, "en", "CNY 2,550: workday hours at 150% (750), Saturday hours also at 150% (600), and the May Day hours "
                  "at 300% (1,200)."),
        ], handbook="ningbo"),
    # Truth (第十一条, 第十二条): cap 36 h a month; the 6 h beyond it are neither paid nor given 调休.
    # 36 × 60 × 150% = 3,240元.
    _d("2026-12-05",
       "双11那个月我工作日延时加班一共42小时，都走了审批。我的小时工资是60元，这个月加班费多少？",
       [_q("每月加班 累计不得超过36小时 超出部分 不计发加班工资 不安排调休"),
        _q("加班工资 工作日延长工作时间 小时工资的150%")],
       [(C, "zh", "3,240元。每月加班最多按36小时计，36×60×150%=3,240元；超出的6小时既不发加班费也不安排调休。"),
        (C, "en", "RMB 3,240 — 36 h × 60 × 1.5. The other 6 hours are over the monthly cap of 36 hours and get "
                  "neither pay nor time off."),
        (C, "zh", "加班费三千二百四十元（只算36小时，每小时90元）。"),
        (C, "en", "- Hours counted: 36 (monthly cap)\n- Rate: time and a half, 90 yuan/h\n- Pay: ¥3,240\n"
                  "- The 6 extra hours: not paid, no 调休"),
        (W, "zh", "42小时×60×1.5=3,780元，审批过的加班全部计发。"),
        (W, "zh", "3,240元（36小时×90元），超出的6小时可以安排调休。"),
        (W, "en", "36 hours × 60 × 200% = RMB 4,320."),
        (W, "zh", "按36小时封顶：36×60×150%=3,420元。"),
        (W, "en", "The cap is 40 hours a month, so 40 × 90 = CNY 3,600; the last 2 hours are unpaid."),
        ], handbook="ningbo"),
    # Truth (第十四条, 第十五条): base 8,000 × 1.2 = 9,600; joined 10 March 2025: full months April–December = 9;
    # 9,600 × 9/12 = 7,200元 (cap 3 months = 24,000 not reached); paid before 春节 2026.
    _d("2026-01-15",
       "我2025年3月10日入职，12月的月工资8,000元，年度绩效系数1.2。2025年的年终奖能拿多少？",
       [_q("年终奖 当年入职 完整自然月数÷12 折算 入职当月不满整月"),
        _q("年终奖基数 12月的月工资 乘以 年度绩效系数 最高不超过3个月"),
        _q("年终奖 次年春节前发放")],
       [(C, "zh", "7,200元：8,000×1.2=9,600元，按完整自然月4月至12月共9个月折算，9,600×9/12=7,200元（3月不满整月不计）。"),
        (C, "en", "¥7,200: 8,000 × 1.2 = 9,600, then × 9/12 for April–December (March wasn't a full month)."),
        (C, "zh", "按9个完整月折算，年终奖0.72万元，春节前发放。"),
        (C, "en", "You'd get 7,200 yuan — nine full months out of twelve of the 9,600 full-year amount."),
        (W, "zh", "8,000元：3月到12月按10个月算，9,600×10/12=8,000元。"),
        (W, "en", "6,000 yuan: 8,000 × 9/12, the performance coefficient only applies to full-year staff."),
        (W, "zh", "9,600元（8,000×1.2），入职当年也全额发放。"),
        (W, "zh", "9,600×9/12=7,600元。"),
        (W, "zh", "7,200元（9,600×9/12），于2026年6月随工资发放。"),
        ], handbook="ningbo"),
    # Truth (第十五条): joiners on or after 1 October (含) take no part in that year's 年终奖: none for 2025.
    _s("ningbo", "年终奖 10月1日（含）以后入职 不参与当年年终奖分配 折算",
       "我是2025年10月1日入职的，月工资9,000元，2025年的年终奖我有份吗？",
       [(C, "zh", "没有。手册规定当年10月1日（含）以后入职的员工不参与当年年终奖分配，你正好是10月1日入职，2025年不发。"),
        (C, "en", "No. Joiners on or after 1 October don't take part in that year's bonus, and 1 October itself counts, "
                  "so you get nothing for 2025."),
        (C, "zh", "不能拿，10月1日当天入职也属于“10月1日（含）以后”。"),
        (C, "en", "None for 2025 — the 1 October cut-off is inclusive."),
        (W, "zh", "可以按3个月折算：9,000×绩效系数×3/12，系数为1时是2,250元。"),
        (W, "en", "Only people who joined after 1 October are excluded; you joined on the 1st, so you get 3/12 of the "
                  "bonus."),
        (W, "zh", "没有，因为公司规定入职不满6个月（试用期内）的员工不发年终奖。"),
        (W, "zh", "10月不满整月，按11、12两个月折算，系数1时是9,000×2/12=1,500元。"),
        (W, "en", "Yes, in full — anyone still employed on 31 December gets the whole year-end bonus."),
        ]),
    # Truth (第三条, 第六条, 第七条): 日工资 6,525 ÷ 21.75 = 300; 8 min 20元, 15 min 20元 (1–15 含15), 40 min = half a
    # day 150元; total 190元; 3 late arrivals ≥ 2, so the ¥300 全勤奖 is lost too.
    _d("2026-06-02",
       "我5月迟到了三次：8分钟、15分钟、40分钟。月工资（基本+岗位）6,525元。迟到一共扣多少？全勤奖还有吗？",
       [_q("迟到扣款 1至15分钟 20元 16至30分钟 50元 超过30分钟 半天工资"),
        _q("全勤奖 每月¥300 当月迟到累计达到2次 取消当月全勤奖"),
        _q("日工资＝月工资÷21.75")],
       [(C, "zh", "迟到共扣190元：8分钟20元、15分钟20元（含15分钟仍是第一档）、40分钟按半天工资扣150元（日工资6,525÷21.75=300元）；"
                  "当月迟到已达2次，全勤奖300元取消。"),
        (C, "en", "Deductions: 20 + 20 + 150 = 190 yuan, and you lose the ¥300 perfect-attendance bonus — 490 yuan "
                  "less than a clean month."),
        (C, "zh", "1. 8分钟：20元\n2. 15分钟：20元\n3. 40分钟：半天工资150元\n合计190元；全勤奖没有了（迟到满2次即取消）。"),
        (C, "en", "RMB 190 deducted; no attendance bonus this month."),
        (W, "zh", "20+50+150=220元：15分钟算进16—30分钟那一档扣50元；全勤奖取消。"),
        (W, "zh", "日工资6,525÷30=217.5元，半天108.75元，合计扣148.75元；全勤奖取消。"),
        (W, "en", "You're docked 190 yuan but keep the ¥300 bonus: it is only cancelled after more than 3 late "
                  "arrivals."),
        (W, "zh", "40分钟迟到按旷工一天扣300元，合计340元，全勤奖取消。"),
        (W, "zh", "20+20+150，共扣200元，全勤奖也取消。"),
        ], handbook="ningbo"),
    # Truth (第十三条): 调休 within 3 months of the overtime day (example: 1月10日 → 4月9日), so 1月17日 → 2026-04-16
    # (周四, a working day per the tool); apply 1 working day ahead; lapses unpaid after that.
    _d("2026-01-20", "我1月17日（周六）加班了一天，选了调休。最晚哪天之前要把调休休掉？那天星期几？",
       [_q("调休 加班之日起3个月内休完 逾期作废"),
        ("calculate_leave_days", {"start_date": "2026-01-17", "end_date": "2026-04-16"}),
        ("add_workdays", {"date": "2026-04-16", "days": -1})],
       [(C, "zh", "最晚4月16日（周四）前休完。调休须自加班之日起3个月内休完，按手册的例子1月10日加班最迟4月9日，"
                  "所以1月17日对应4月16日；过期作废，不折算加班费。"),
        (C, "en", "By Thursday, 16 April 2026. After that the time off lapses and isn't paid out."),
        (C, "zh", "2026/4/16，星期四。记得至少提前1个工作日申请，也就是最晚4月15日（周三）提交。"),
        (C, "en", "Latest: 16 Apr (Thu) — three months from the Saturday you worked."),
        (W, "zh", "最晚4月17日（周五），3个月从加班次日起算。"),
        (W, "zh", "4月16日，周五。"),
        (W, "en", "By 16 April (Thursday); if you don't use it by then it is converted into overtime pay at 200%."),
        (W, "zh", "调休有效期一个月，最晚2月16日（周一）。"),
        (W, "en", "You have until 16 July 2026 (Thursday)."),
        ], handbook="ningbo"),
    # Truth (第二十条, 第二十一条): probation 6 months (3月1日 → end of August), pay 80%: 9,000 × 80% = 7,200元;
    # notice in probation 3 days (30 days after 转正).
    _d("2026-06-15",
       "我今年3月1日入职，转正后月工资（基本+岗位）9,000元，现在试用期每月拿多少？如果现在就提离职，要提前几天通知？",
       [_q("试用期为6个月 试用期工资为转正后月工资的80%"),
        _q("试用期内离职 提前3天通知 转正后 提前30天")],
       [(C, "zh", "试用期6个月（到8月底），试用期工资为9,000×80%=7,200元；试用期内离职提前3天通知即可。"),
        (C, "en", "You're still on probation (6 months, until the end of August): pay is 80%, i.e. RMB 7,200 a month, "
                  "and you only need to give 3 days' notice."),
        (C, "zh", "每月七千二百元；提前三天通知部门负责人和人力资源部。"),
        (C, "en", "¥7,200 a month; 3 days' notice (30 days only once you've passed probation)."),
        (W, "zh", "试用期工资7,200元，离职须提前30天书面提出。"),
        (W, "zh", "9,000×80%=7,400元，试用期内提前3天通知。"),
        (W, "en", "Probation is 3 months, so you've already been confirmed: full pay of 9,000 and 30 days' notice."),
        (W, "zh", "试用期工资为转正工资的70%，即6,300元；提前3天通知。"),
        (W, "en", "RMB 7,200 during probation; notice is one month."),
        ], handbook="ningbo"),
    # Truth (第十七条): meal 15元 + transport 10元 per attendance day; leave and business-trip days don't count:
    # 19 × 25 = 475元 (285 + 190).
    _s("ningbo", "餐费补贴 每出勤日15元 交通补贴 每出勤日10元 请假 出差 不计入出勤天数",
       "上个月我实际到岗19天，另外请了1天事假、出差1天。餐补和交通补贴一共多少？",
       [(C, "zh", "475元：餐补19×15=285元，交通补贴19×10=190元；事假和出差那天都不算出勤日（出差另有差旅补贴）。"),
        (C, "en", "RMB 475 — meals 19 × 15 = 285 and transport 19 × 10 = 190; the leave day and the trip day don't count."),
        (C, "zh", "| 项目 | 天数 | 标准 | 金额 |\n|---|---|---|---|\n| 餐补 | 19 | 15元/天 | 285元 |\n"
                  "| 交通 | 19 | 10元/天 | 190元 |\n| 合计 | | | 475元 |"),
        (C, "en", "¥475 in total."),
        (W, "zh", "21天都算：21×25=525元。"),
        (W, "en", "Business-trip days count as attendance: 20 × 25 = 500 yuan."),
        (W, "zh", "19×(15+10)=465元。"),
        (W, "en", "19 × (15 + 15) = CNY 570."),
        (W, "zh", "餐补和交通补贴是每月固定发放的，合计750元，与出勤天数无关。"),
        ]),
    # ----------------------------------------------------------------- xian (.txt, 一、 / （一） / 1.)
    # Truth 二（二）（三）: 24 shifts ≥ 15 → 倒班津贴 600; 中班 8 × 25 = 200; 夜班 8 × 60 = 480; 早班 none;
    # 洁净间 24 × 35 = 840 (all ≥ 4 h); total 2,120元. (July 高温津贴 150元 is separate, 三（一）.)
    _d("2026-08-03",
       "7月我按四班三倒上了8个早班、8个中班、8个夜班，每班都在洁净间作业满8小时。这个月倒班津贴、班次津贴和洁净间津贴一共多少？",
       [_q("倒班津贴 600元 夜班津贴 60元/班 中班津贴 25元/班"),
        _q("洁净间津贴 每日35元 累计作业不满4小时 一半"),
        _q("高温津贴 室内空调岗位 每月150元")],
       [(C, "zh", "共2,120元：倒班津贴600元（出勤24个班次，满15个班次全额），中班8×25=200元，夜班8×60=480元，早班无班次津贴，"
                  "洁净间24×35=840元。"),
        (C, "en", "CNY 2,120 in total: shift allowance 600 + evening shifts 200 + night shifts 480 + cleanroom 840."),
        (C, "zh", "| 项目 | 计算 | 金额 |\n|---|---|---|\n| 倒班津贴 | 满15班 | 600元 |\n| 中班津贴 | 8×25 | 200元 |\n"
                  "| 夜班津贴 | 8×60 | 480元 |\n| 洁净间津贴 | 24×35 | 840元 |\n| 合计 | | 2,120元 |\n\n"
                  "另外7月还有室内岗位高温津贴150元，不在上面这2,120元里。"),
        (C, "en", "RMB 2,120 (600 + 200 + 480 + 840); early shifts carry no per-shift allowance."),
        (W, "zh", "倒班津贴减半300元，加中班200元、夜班480元、洁净间840元，共1,820元。"),
        (W, "zh", "早班、中班各8×25=400元，夜班480元，倒班600元，洁净间840元，合计2,320元。"),
        (W, "en", "Cleanroom is 17.5 yuan a day, so 24 × 17.5 = 420; with 600 + 200 + 480 the total is RMB 1,700."),
        (W, "zh", "600+200+480+840=2,210元。"),
        (W, "en", "Night shifts pay 35 yuan each (8 × 35 = 280), so 600 + 200 + 280 + 840 = CNY 1,920."),
        ], handbook="xian"),
    # Truth 三（一）: June–September, indoor air-conditioned (洁净间) posts 150元 a month → 600元 a year.
    _s("xian", "高温津贴 6月 7月 8月 9月 室内空调岗位 洁净间 每月150元",
       "我在洁净间做工艺工程师，今年高温津贴一共能拿多少？哪几个月发？",
       [(C, "zh", "600元：6月、7月、8月、9月四个月，洁净间属室内空调岗位，每月150元。"),
        (C, "en", "RMB 600 for the year — 150 a month for June, July, August and September (air-conditioned posts "
                  "such as the cleanroom)."),
        (C, "zh", "一共六百元，每月一百五十元，六到九月发。"),
        (C, "en", "- Months: Jun–Sep (4)\n- Rate: ¥150/month (indoor)\n- Total: ¥600"),
        (W, "zh", "每月300元，6—9月共1,200元。"),
        (W, "zh", "每月150元，6、7、8三个月共450元。"),
        (W, "en", "150 yuan a month for July to October, 600 yuan in all."),
        (W, "en", "CNY 150 for the whole summer."),
        (W, "zh", "5月到9月每月150元，共750元。"),
        ]),
    # Truth 四（一）: as at 1 January 2026: 累计工龄 exactly 10 years (2016-01-01) → 满10年 → 10 days; 司龄 5 years 7
    # months → 1 full 3-year block → 1 day; total 11 working days.
    _s("xian", "年休假 累计工龄 满10年不满20年 10天 司龄假 每连续工作满3年 1天 按当年1月1日计算 工作日",
       "我2016年1月1日参加工作，2020年6月1日进公司。2026年我的年休假加司龄假一共几天？",
       [(C, "zh", "11个工作日：2026年1月1日累计工龄正好满10年，按10天；司龄5年7个月，满1个3年，司龄假1天。"),
        (C, "en", "11 working days: 10 statutory days (exactly 10 years on 1 January counts as the 10-year band) "
                  "plus 1 company day for one full 3-year block."),
        (C, "zh", "十一天（按工作日算，周末和法定节假日不占假期）。"),
        (C, "en", "10 + 1 = 11 working days."),
        (W, "zh", "工龄还不到10年以上，按5天；司龄假1天，共6个工作日。"),
        (W, "zh", "年休假10天，司龄满5年算2天司龄假，共12个工作日。"),
        (W, "en", "11 calendar days, weekends included."),
        (W, "zh", "累计工龄满10年按15天，加司龄假1天，共16天。"),
        (W, "en", "10 days of annual leave plus 1 company day = 12 working days."),
        ]),
    # Truth 四（一）: 累计工龄 22 → 15 days; 司龄 12 years → 4 blocks but capped at 3; total 18 working days.
    _s("xian", "年休假 满20年 15天 司龄假 每连续工作满3年 增加1天 累计最多3天",
       "我累计工龄22年，在本公司已经连续工作满12年，年休假加司龄假一共多少天？",
       [(C, "zh", "18个工作日：累计工龄满20年年休假15天，司龄12年本应4天但司龄假最多3天。"),
        (C, "en", "18 working days — 15 statutory days plus the maximum 3 company days (12 years would give 4, "
                  "but the cap is 3)."),
        (C, "zh", "15+3=18天（工作日）。"),
        (C, "en", "Eighteen working days in total."),
        (W, "zh", "15+4=19个工作日。"),
        (W, "en", "10 days for 20+ years' service plus 3 company days = 13 working days."),
        (W, "zh", "司龄假每满5年1天，12年是2天，合计17个工作日。"),
        (W, "en", "18 working days; the company days are capped at 5 in total."),
        (W, "zh", "只有15天，司龄假也包含在15天的上限里。"),
        ]),
    # Truth 一（二）, 四（二）: 日工资 4,350 ÷ 21.75 = 200; 连续工龄 5 years → 满4年不满6年 80%: 160元/day × 5 = 800元
    # (above the floor).
    _s("xian", "病假工资 连续工龄 满4年不满6年 80% 病假日工资 基本工资÷21.75",
       "我基本工资4,350元，在本公司连续工作5年，7月病假5天，病假工资多少？",
       [(C, "zh", "800元：病假日工资4,350÷21.75×80%=160元，5天共800元（连续工龄满4年不满6年按80%）。"),
        (C, "en", "RMB 800 — 5 days × 160 (200 a day × 80% for 4–6 years' continuous service)."),
        (C, "zh", "八百元。"),
        (C, "en", "- Daily pay: 4,350 ÷ 21.75 = 200\n- Rate: 80%\n- 5 days: ¥800"),
        (W, "zh", "按70%：200×70%×5=700元。"),
        (W, "en", "4,350 ÷ 30 = 145 a day, × 80% = 116, × 5 = CNY 580."),
        (W, "zh", "满5年按90%，5天共900元。"),
        (W, "zh", "160×5=850元。"),
        (W, "en", "Sick days under a week are paid in full: 5 × 200 = RMB 1,000."),
        ]),
    # Truth 四（二）: 连续工龄 1 year → 60%: 2,400 × 60% = 1,440 < floor 2,160 × 80% = 1,728 → 1,728元.
    _s("xian", "病假工资 不满2年 60% 低于最低工资标准80% 西安市 2,160元",
       "我在公司刚满1年，基本工资2,400元，整个8月都在病休，8月病假工资多少？",
       [(C, "zh", "1,728元：2,400×60%=1,440元，低于西安最低工资2,160元的80%（1,728元），按1,728元发。"),
        (C, "en", "¥1,728 — 60% of 2,400 is only 1,440, below the floor of 80% of the 2,160 minimum wage."),
        (C, "zh", "按下限发，一千七百二十八元。"),
        (C, "en", "RMB 1,728 (the floor applies)."),
        (W, "zh", "2,400×60%=1,440元。"),
        (W, "en", "The floor is the full minimum wage, so you get CNY 2,160."),
        (W, "zh", "按80%：2,400×80%=1,920元。"),
        (W, "zh", "2,160×80%=1,782元。"),
        (W, "en", "RMB 1,728, but only from the fourth day of sickness: the first 3 days are unpaid waiting days."),
        ]),
    # Truth 五（一）: engineer 4,000元, half (2,000) on joining; leaving in probation → second half not paid, the
    # first half not recovered: 2,000元.
    _s("xian", "内部推荐奖 工程师 4,000元 分两次发放 入职时50% 试用期内离职 第二笔 不追回",
       "我推荐的一名工程师4月入职，6月在试用期内离职了。推荐奖我一共能拿多少？",
       [(C, "zh", "2,000元。工程师推荐奖4,000元分两次发，入职时已发的50%即2,000元不追回，转正后的第二笔2,000元不再发。"),
        (C, "en", "RMB 2,000 — the first half, paid when the engineer joined; the second half is lost because they "
                  "left during probation, but you keep the first."),
        (C, "zh", "只有入职时那一半，两千元。"),
        (C, "en", "2,000 yuan in all."),
        (W, "zh", "4,000元，两笔都照发。"),
        (W, "zh", "一分没有，试用期内离职已发的第一笔也要追回。"),
        (W, "en", "Half of the technician rate: RMB 500."),
        (W, "en", "Engineers earn 8,000, so half is CNY 4,000."),
        (W, "zh", "先拿2,000元，满一年后还能补发1,000元。"),
        ]),
    # Truth: the handbook has no 夜宵补贴 (midnight-meal allowance); only 夜班津贴 60元/班 (二（二）) and the canteen's
    # 12元 per meal 三（二）.
    _s("xian", "夜宵补贴 夜班 餐补 员工餐厅 夜班津贴",
       "上夜班有没有夜宵补贴？多少钱一次？",
       [(C, "zh", "手册里没有夜宵补贴的规定。夜班有夜班津贴60元/班，员工餐厅三餐每餐公司补贴12元充饭卡，但没有单独的夜宵补贴。"),
        (C, "en", "The handbook has no midnight-meal allowance. Night shifts get the 60-yuan night-shift allowance per "
                  "shift; a separate night snack allowance isn't mentioned."),
        (C, "zh", "没有找到夜宵补贴这一项，建议问人力资源部。"),
        (C, "en", "Not covered by the handbook: it has no late-night meal allowance."),
        (W, "zh", "有，夜宵补贴每班25元。"),
        (W, "en", "Yes: 12 yuan per night shift as a midnight-meal allowance, on top of the 60-yuan night allowance."),
        (W, "zh", "夜班津贴60元里包含夜宵补贴20元。"),
        (W, "zh", "夜宵补贴每月固定300元，随高温津贴一起发。"),
        (W, "en", "Night snacks are covered by a CNY 35 allowance per night."),
        ]),
    # ----------------------------------------------------------------- guangzhou (.docx, English)
    # Truth (2.2, 2.3): G2 is paid overtime; 17,400 ÷ 21.75 = 800 a day, 100 an hour; 6 h × 150 = 900, 8 h × 200 = 1,600,
    # 8 h × 300 = 2,400; total RMB 4,900.
    _d("2026-11-05",
       "I'm a G2 specialist, base salary RMB 17,400 a month. Last month I worked 6 extra hours on working days, 8 hours "
       "on a regular Saturday with no time off in lieu, and 8 hours on 1 October. What is my overtime pay?",
       [_q("overtime 150% working day 200% rest day 300% statutory public holiday Grades G1 to G3"),
        _q("daily rate monthly base salary divided by 21.75 hourly rate daily rate divided by 8")],
       [(C, "en", "RMB 4,900. Hourly rate 17,400 ÷ 21.75 ÷ 8 = 100; 6 h × 150 = 900, 8 h × 200 = 1,600, "
                  "8 h × 300 = 2,400."),
        (C, "en", "| Type | Hours | Rate | Pay |\n|---|---|---|---|\n| Working day | 6 | 150% | 900 |\n"
                  "| Rest day | 8 | 200% | 1,600 |\n| Public holiday | 8 | 300% | 2,400 |\n| Total | | | CNY 4,900 |"),
        (C, "zh", "加班费共4,900元：小时工资100元，工作日1.5倍、休息日2倍、国庆法定假日3倍。"),
        (C, "en", "4,900 yuan — time and a half, double time and triple time on a 100-yuan hourly rate."),
        (W, "en", "Daily rate 17,400 ÷ 30 = 580, hourly 72.50: 652.50 + 1,160 + 1,740 = RMB 3,552.50."),
        (W, "en", "RMB 4,100: 900 + 1,600 + 1,600 (the holiday hours at 200%)."),
        (W, "zh", "工作日和周六都按150%：900+1,200+2,400=4,500元。"),
        (W, "en", "900 + 1,600 + 2,400 = CNY 5,900."),
        (W, "en", "Nothing: specialists are salaried and not eligible for overtime, only time off in lieu."),
        ], handbook="guangzhou"),
    # Truth (4.1): 10 + 1 per full year, max 15. Joined 2023-03-01 → 3 full years on 2026-03-01 → 13 working days (from
    # 1 April 2026); colleague joined 2019-03-01 → 7 full years → 17 capped at 15.
    _s("guangzhou", "annual leave 10 working days plus 1 working day for each full year of service maximum of 15",
       "I joined on 1 March 2023 and my colleague on 1 March 2019. How much annual leave does each of us get now (July 2026)?",
       [(C, "en", "You: 13 working days (10 + 3 full years). Your colleague: 15 working days — 10 + 7 would be 17, but "
                  "the maximum is 15."),
        (C, "zh", "你13个工作日，同事封顶15个工作日。"),
        (C, "en", "- You: 3 full years → 13 working days\n- Colleague: 7 full years → capped at 15 working days"),
        (C, "en", "13 and 15 working days respectively."),
        (W, "en", "You get 13 working days and your colleague 17 (10 + 7)."),
        (W, "en", "You have 12 working days (only 2 full years counted), your colleague 15."),
        (W, "en", "13 and 15 calendar days."),
        (W, "zh", "你13天，同事10+4=14天。"),
        (W, "zh", "你13个工作日，同事15个工作日；没休完的年假最多可结转10天。"),
        ], today="2026-07-15"),
    # Truth (3.1–3.3): joined 15 March 2026 → complete months April–December = 9; 36,000 × 9/12 = RMB 27,000, paid with
    # the January 2027 salary, if still employed (and not under notice) on 31 December.
    _d("2026-12-15",
       "I joined on 15 March 2026 with a base salary of RMB 36,000. What thirteenth-month salary will I get for 2026, and when?",
       [_q("thirteenth-month salary pro rata complete calendar months joined during the year"),
        _q("thirteenth-month salary one month's base salary paid with the January salary of the following year"),
        _q("thirteenth-month salary must be employed on 31 December given notice")],
       [(C, "en", "RMB 27,000 — 9 complete months (April to December) out of 12; March doesn't count because you didn't "
                  "join on the 1st. It's paid with the January 2027 salary, provided you're still employed on 31 December."),
        (C, "en", "36,000 × 9/12 = ¥27,000, with your January salary."),
        (C, "zh", "2.7万元（9/12），随2027年1月工资发放，前提是12月31日仍在职。"),
        (C, "en", "CNY 27,000, paid with the January 2027 salary."),
        (W, "en", "RMB 30,000: March to December is 10 months, 36,000 × 10/12."),
        (W, "en", "The full RMB 36,000, as you are employed on 31 December."),
        (W, "en", "RMB 27,000, paid with the December 2026 salary."),
        (W, "zh", "36,000×9/12=24,000元。"),
        (W, "en", "RMB 27,000, but only after you have completed one full year of service."),
        ], handbook="guangzhou"),
    # Truth (6.2, 6.3): G4 relocation ¥30,000; leaving after 8 complete months → repay 30,000 × (12 − 8)/12 = ¥10,000,
    # deducted from the final salary.
    _s("guangzhou", "relocation allowance repay pro rata within 12 months 12 minus complete months worked G4",
       "I'm a G4 manager and I'm resigning after 8 complete months. How much of the relocation allowance do I have to repay?",
       [(C, "en", "¥10,000: the G4 allowance is ¥30,000 and you repay the 4 months remaining to 12, 30,000 × 4/12; "
                  "it is deducted from your final salary."),
        (C, "zh", "需退还1万元（30,000×4/12），从最后一个月工资里扣。"),
        (C, "en", "RMB 10,000."),
        (C, "en", "- Allowance (G4): CNY 30,000\n- Months remaining: 12 − 8 = 4\n- Repay: CNY 10,000"),
        (W, "en", "RMB 20,000 — 8/12 of 30,000."),
        (W, "en", "RMB 6,667: a G4 manager's relocation allowance is ¥20,000, so 20,000 × 4/12."),
        (W, "zh", "12个月内离职须全额退还30,000元。"),
        (W, "en", "¥10,000, which you must pay back in cash within 30 days of leaving."),
        (W, "zh", "30,000×4/12=7,500元。"),
        ]),
    # Truth (5.1 table): the allowance is a cap. G3 cap RMB 9,000 < rent 10,500 → 9,000; G4 cap 12,000 > rent 11,000 →
    # 11,000.
    _s("guangzhou", "housing allowance by grade table cap G3 RMB 9,000 G4 RMB 12,000 rent lower deposits agency fees not covered",
       "I'm G3 and my rent is RMB 10,500 a month; my colleague is G4 and pays RMB 11,000. What housing allowance does each of us get?",
       [(C, "en", "You get RMB 9,000 (the G3 cap; the other 1,500 is yours to pay). Your colleague gets RMB 11,000 — the "
                  "rent, since it's below the G4 cap of 12,000."),
        (C, "zh", "你每月9,000元（G3上限），同事按实际房租11,000元报（低于G4上限12,000元）。"),
        (C, "en", "| Who | Grade | Rent | Cap | Paid |\n|---|---|---|---|---|\n| You | G3 | 10,500 | 9,000 | 9,000 |\n"
                  "| Colleague | G4 | 11,000 | 12,000 | 11,000 |"),
        (C, "en", "9,000 yuan for you and 11,000 yuan for your colleague, against a registered lease and fapiao."),
        (W, "en", "You get your full rent, RMB 10,500, and your colleague RMB 11,000."),
        (W, "en", "You get RMB 9,000 and your colleague the G4 amount of RMB 12,000."),
        (W, "zh", "你按G1–G2标准6,500元，同事11,000元。"),
        (W, "zh", "你9,000元，同事11,000元；押金和中介费也可以一起报销。"),
        (W, "en", "RMB 9,000 for you; for your colleague RMB 10,000."),
        ]),
    # Truth (6.1): after 6 months of service (joined 1 Feb 2026, now 7 months), one economy return flight a calendar
    # year up to CNY 12,000; 14,800 → 12,000 reimbursed, 2,800 paid by the employee; no carry-over.
    _s("guangzhou", "home leave economy-class return flight up to CNY 12,000 after 6 months of service fare above the cap",
       "I joined on 1 February 2026. My return flight home to Hamburg this September costs CNY 14,800. How much will the company "
       "reimburse?", [
        (C, "en", "CNY 12,000 — you're past 6 months of service, and the fare above the 12,000 cap (CNY 2,800) is yours."),
        (C, "zh", "公司报销12,000元，超出的2,800元自付。"),
        (C, "en", "¥12,000 (economy class, once a year); you pay the remaining 2,800 yuan."),
        (C, "en", "Up to the cap: 12,000 yuan."),
        (W, "en", "The full CNY 14,800."),
        (W, "en", "Nothing yet: home leave starts after 12 months of service."),
        (W, "zh", "公司报销2,800元，其余12,000元自付。"),
        (W, "en", "CNY 12,000; if you don't use it this year it carries over to 2027."),
        (W, "zh", "报销上限是18,000元，14,800元全额报销。"),
        ]),
    # Truth (8.2): 30 calendar days counted from the day after HR receives the letter: 11 September is day 1, day 30 is
    # Saturday 10 October 2026 (an official make-up working day per the tool). 30 working days would end 28 October.
    _d("2026-09-10", "I'm past probation. If I hand my resignation letter to HR today, on what date does my notice period end?",
       [_q("notice after probation 30 days written notice calendar days counted from the day after HR receives"),
        ("calculate_leave_days", {"start_date": "2026-09-11", "end_date": "2026-10-10"}),
        ("add_workdays", {"date": "2026-09-10", "days": 30})],
       [(C, "en", "Saturday, 10 October 2026. The 30 calendar days start the day after HR gets your letter (11 September); "
                  "10 October is also an official make-up working day after National Day."),
        (C, "zh", "2026年10月10日（周六，国庆调休上班日），30个自然日从HR收到信的次日9月11日起算。"),
        (C, "en", "10 Oct 2026 (Sat)."),
        (C, "en", "Your notice runs 11 Sep – 10 Oct: 30 calendar days, ending on Saturday 10/10."),
        (W, "en", "Friday, 9 October 2026 — 30 days counted from today."),
        (W, "en", "30 working days: Wednesday, 28 October 2026."),
        (W, "zh", "10月10日，周五。"),
        (W, "en", "15 October 2026: the National Day holiday doesn't count towards the notice."),
        (W, "zh", "试用期后也只需提前3天，即9月13日。"),
        ], handbook="guangzhou"),
    # Truth: the handbook has no children's school tuition benefit (7.2 covers the employee's Chinese lessons only).
    _s("guangzhou", "children education allowance school tuition international school dependants",
       "Does the company pay for my children's international school tuition, and up to how much?",
       [(C, "en", "The handbook doesn't provide a children's education or school-tuition allowance, so there is no "
                  "amount to quote; check with HR."),
        (C, "zh", "手册没有子女教育或国际学校学费补贴的规定。"),
        (C, "en", "Not in the handbook — ask HR whether your contract says anything about it."),
        (C, "en", "No school-tuition benefit is mentioned in the handbook."),
        (W, "en", "Yes, up to RMB 100,000 per child per year against the school's fapiao."),
        (W, "en", "Yes — the 4,000-yuan education allowance can be used for your children's school fees."),
        (W, "zh", "每个孩子每年最多报销3万元学费。"),
        (W, "en", "Tuition is covered within the housing allowance cap for your grade."),
        (W, "zh", "G4及以上可以报销子女学费，上限每年5万元。"),
        ]),
]
