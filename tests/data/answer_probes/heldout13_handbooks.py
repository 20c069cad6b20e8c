"""The handbook part of the thirteenth held-out set (heldout13): three handbooks written for this set and
24 questions on them (8 per handbook), each with 9 answers written by hand after reading the search tool's
REAL results (4 correct, 5 wrong: 96 correct / 120 wrong). make_heldout13.py runs the calls and writes
heldout13.jsonl together with the calendar part (heldout13_cases.py). Written by a helper who never read
the answer check's code nor ran the check on this set.

The handbooks (tests/data/answer_probes/heldout13_handbooks/<folder>/handbook/):
- chengdu ("chengdu_hotpot_chain"): 蜀味源火锅门店员工手册, a Sichuan hotpot chain's store handbook as a
  Chinese HTML page (<h2>/<h3>, <ol>/<ul>, two <table>s): 小时工时薪 by 岗位 and 城市, 综合计算工时 (174小时,
  21.75), 每月加班上限36小时, 做六休一, 餐补 元/班 (小时工满4小时含), 工龄工资 50元/年 capped at 300元/月,
  全勤奖 200元 (第3次迟到全部取消), 夜宵班津贴 by 下班时间, 加班 1.5/2/3倍, 年假 by 工龄, 病假工资 60%/40%
  not below 80% of 成都 2,100元 = 1,680元.
- nordlys ("nordlys_software"): Nordlys Software AS (Trondheim), an English PDF built by
  heldout13_handbooks/make_nordlys_pdf.py: NOK, hourly rate = salary / 1,950, flexitime bank +50/-10, overtime
  +40% / +100% with 10 h/week, 25 h/4 weeks and 200 h/52 weeks limits, 25 working days of holiday (30 from
  the year you turn 60), holiday pay 12% / 14.3%, self-certification 3 days x 4 (8 days under IA after
  2 months), parental leave 49/59 weeks with 15/19-week quotas, per diem NOK 1,010 with meal reductions
  20/30/50% of the full rate.
- binhai ("binhai_port_logistics"): 天津滨海港通物流, a bilingual Word handbook (each clause in Chinese,
  then English) built by heldout13_handbooks/make_binhai_docx.py, with one Word table (岗位津贴/中班/夜班 by
  position): 四班三运转, 病假工资 by 连续工龄 bands 60/70/80/90/100% not below 1,856元, 公积金 12% with a
  31,350元 base cap, 年终奖 pro rata by full calendar months, 高温津贴 (Chinese 6月至9月, English "June to
  August": the one deliberate difference; 第二条 says the Chinese governs), 冬季取暖补贴, 婚假/丧假/陪产假.

Forms: one-liners, explanations, numbered and bullet lists, Markdown tables; 元 / RMB / CNY, NOK / kr /
挪威克朗, 1.5倍 / 150% / 一倍半, +40% / 140% / 1.4x; about 40% of the answers in English (also on the Chinese
handbooks) and Chinese answers on the English handbook.
Errors (one per wrong answer): another band's or city's value, the wrong base for a percentage, the wrong
divisor (30 or 26 for 21.75, 2,080 for 1,950), a cap or floor not applied or applied wrongly, arithmetic
slips, the wrong unit (working vs calendar days, days vs weeks), the English text where the Chinese governs,
an invented rule, and a right number with a wrong rule attached. Every case is "report": counted only, never
read answer by answer, never tuned on.

Audit (handbook part): a second helper, under the same blind rules, rebuilt the part on a fresh knowledge base
and judged all 216 answers one by one against the three handbooks' text (HTML, PDF read with pypdf, .docx read
with python-docx), the search hits each case really gets, the arithmetic, and the calendar (2026-10-01 is
国庆, checked with chinese_calendar). Every wrong answer carries one clear error, and no label needed changing.
Four changes: (1) binhai 高温津贴: the old search words (高温津贴 露天作业 6月至9月) did not bring back 第二条, the
clause the correct answers rely on for "the Chinese text governs". They are now 高温津贴 露天作业 文本效力 中文为准,
which returns 第七条 in full and 第二条's "两种文本如有不一致，以中文文本为准". (2) In the same case, the correct
answer "1,200元（4个月×300元）" did not answer the question's point about the English "June to August", so it now
says it follows the Chinese 6月至9月. (3) chengdu birthday: a correct answer listed the clauses the search
returned and left out 全勤奖 (2.4), which is now added. (4) nordlys flexitime: a correct answer said flexitime
is "never paid out", but the handbook says "never paid out while you are employed", so the answer now says
"while you're employed". Final counts: 24 questions, 216 answers, 96 correct and 120 wrong.
"""
from __future__ import annotations

from heldout4_cases import C, W, _d, _q, _s

HANDBOOKS = {"chengdu": "chengdu_hotpot_chain", "nordlys": "nordlys_software", "binhai": "binhai_port_logistics"}

HANDBOOK_CASES = [
    # ------------------------------------------------------------------ chengdu (HTML, Chinese)
    # Truth: 2.1 table: 重庆 传菜员 20元/小时; 法定节假日 3倍 → 60元/小时 × 4 = 240元; 2.5: 小时工满4小时（含）
    # 餐补10元 → 250元.
    _d("2026-10-08", "我是重庆店的传菜小时工，10月1日国庆当天上了4个小时班，这一天能拿多少钱（连餐补）？",
       [_q("小时工 时薪 重庆 传菜员 法定节假日"), _q("小时工 餐补 满4小时")],
       [(C, "zh", "重庆传菜员时薪20元，国庆当天按时薪的3倍算，即每小时60元，4小时是240元；你这班排满了4小时，还能拿餐补10元，合计250元。"),
        (C, "en", "The Chongqing runner rate is RMB 20 an hour. 1 October is a public holiday, so those hours are paid at 3x: "
                  "4 h × RMB 60 = RMB 240. A 4-hour shift also qualifies for the RMB 10 meal allowance, so RMB 250 in total."),
        (C, "zh", "| 项目 | 计算 | 金额 |\n|---|---|---|\n| 节日时薪 | 20元×3 | 60元/小时 |\n| 工时工资 | 60×4小时 | 240元 |\n"
                  "| 餐补 | 满4小时（含） | 10元 |\n| 合计 | | 250元 |"),
        (C, "zh", "250块：240元（20元×3倍×4小时）加餐补10元，满4小时含4小时就有餐补。"),
        (W, "zh", "传菜员时薪21元，国庆按3倍即63元/小时，4小时252元，加餐补10元，一共262元。"),
        (W, "en", "Holiday hours for part-timers are paid at double the hourly rate: 4 × RMB 40 = RMB 160, plus the RMB 10 meal "
                  "allowance for a 4-hour shift, RMB 170 in total."),
        (W, "zh", "时薪20元×3倍×4小时=240元。餐补要排班超过4小时才有，你刚好4小时不够，所以这天就是240元。"),
        (W, "zh", "20×3×4=240元，再加餐补10元，合计260元。"),
        (W, "en", "RMB 258: 4 hours at three times the RMB 20 rate (240) plus the RMB 18 per-shift meal allowance."),
        ], handbook="chengdu"),
    # Truth: 3.2: 加班小时工资 = 4350 ÷ 21.75 ÷ 8 = 25元; 超过174小时的延长工作时间 1.5倍 → 37.5元 × 10 = 375元.
    _s("chengdu", "加班小时工资 基本工资 21.75 延长工作时间 1.5倍", "我基本工资4350元，这个月超出标准工时10个小时，加班费多少？",
       [(C, "zh", "加班小时工资＝4350÷21.75÷8＝25元，超出月标准工时的延长工作时间按1.5倍，即每小时37.5元，10小时共375元。"),
        (C, "en", "Hourly base = 4,350 / 21.75 / 8 = RMB 25. Hours beyond the 174 standard hours are paid at 150%, i.e. "
                  "RMB 37.50 an hour, so 10 hours come to RMB 375."),
        (C, "zh", "1. 日工资：4350÷21.75＝200元\n2. 小时工资：200÷8＝25元\n3. 一倍半：25×1.5＝37.5元\n4. 10小时：37.5×10＝375元"),
        (C, "zh", "375元（25元×1.5倍×10小时）。"),
        (W, "zh", "小时工资＝4350÷30÷8≈18.13元，按1.5倍，10小时加班费约271.88元。"),
        (W, "en", "Overtime is paid at double time: RMB 25 × 2 × 10 h = RMB 500."),
        (W, "zh", "4350÷21.75÷8＝25元，乘1.5倍是37.5元，10小时就是357元。"),
        (W, "en", "RMB 375 — 10 h × 1.5 × RMB 25. Note that the overtime base is basic salary plus your seniority pay (工龄工资), "
                  "divided by 21.75 and 8."),
        (W, "en", "Hourly rate = 4,350 / 26 / 8 ≈ RMB 20.91; at 1.5x that's about 31.37 an hour, so roughly RMB 313.70 for 10 hours."),
        ]),
    # Truth: 1.3: 每月延长工作时间不超过36小时; 30 + 10 = 40 → 只能再加6小时; 超过须店长提前报区域经理和人力资源部审批
    # (节假日客流确需时), 未经审批不得排班、不记加班.
    _s("chengdu", "每月加班上限 36小时", "这个月我已经加了30小时班，店长还想让我下周再加10小时，可以吗？",
       [(C, "zh", "不行。正式员工每月加班累计不得超过36小时，你已经加了30小时，本月最多再加6小时。要超过36小时，只有节假日客流确需时由店长"
                  "提前报区域经理和人力资源部审批；没有审批，超出的部分不能排班，考勤系统也不记加班。"),
        (C, "en", "Not all of it. The monthly overtime cap is 36 hours, so with 30 done you have 6 hours left. The other 4 hours "
                  "would need the store manager to get advance approval from the area manager and HR (for holiday-rush demand); "
                  "without that they can't be scheduled and won't be recorded as overtime."),
        (C, "zh", "上限每月36小时，30＋10＝40，超了4小时。最多再加6小时，除非店长事先报区域经理和人力资源部批准。"),
        (C, "en", "- Cap: 36 h of overtime a month\n- Already used: 30 h → 6 h left\n- 10 more would make 40 h, 4 h over the cap\n"
                  "- So no, unless the area manager and HR approve it in advance"),
        (W, "zh", "可以。加班上限是每周36小时，下周加10小时远没到上限。"),
        (W, "en", "No — the cap is 36 hours a month and you've done 30, so you can only add 4 more hours this month."),
        (W, "zh", "超过36小时要审批，不过只要店长本人同意就可以排，所以店长同意的话10小时都能加。"),
        (W, "en", "No. Overtime is capped at 36 hours a month, so only 6 more hours are possible; if the area manager and HR approve going over, "
                  "the hours above 36 are paid at three times the hourly rate."),
        (W, "zh", "可以，每月加班上限是44小时，30＋10＝40小时，没超。"),
        ]),
    # Truth: 2.3: 每满1年每月加50元，最高每月300元; 7年3个月 → 满7年 → 350 capped → 300元/月.
    _s("chengdu", "工龄工资 每满1年 最高", "我在店里干了7年零3个月，工龄工资每月多少？",
       [(C, "zh", "每满1年每月加50元，满7年算下来是350元，但工龄工资最高每月300元，所以你每月拿300元。"),
        (C, "en", "RMB 300 a month: at 50 per completed year, 7 years would be 350, but seniority pay is capped at RMB 300 a month."),
        (C, "zh", "300元/月，已经到最高标准了（满6年就到顶）。"),
        (C, "en", "Seniority pay is RMB 50 a month for each completed year, up to RMB 300 a month. You have 7 full years (the "
                  "extra 3 months don't add anything), so you're at the maximum: RMB 300 per month."),
        (W, "zh", "每满1年加50元，7年就是7×50＝350元/月。"),
        (W, "en", "7 × RMB 50 = RMB 350 a month; that's under the RMB 400 monthly maximum, so you get the full 350."),
        (W, "zh", "工龄工资封顶300元，不过是按年发的，一年一共300元。"),
        (W, "en", "RMB 300 a month (the maximum). Note that seniority is counted from the day you passed probation, not from "
                  "your start date."),
        (W, "zh", "工龄工资每满1年每月加30元，7年是210元/月，没到封顶。"),
        ]),
    # Truth: 2.4: 全勤奖200元; 第1、2次迟到各扣50元, 第3次迟到起全部取消 → 0元.
    _s("chengdu", "全勤奖 迟到 扣", "这个月我迟到了3次，全勤奖还能拿多少？",
       [(C, "zh", "一分也没有了。第1次、第2次迟到各扣50元，从第3次迟到起当月全勤奖全部取消，所以这个月全勤奖是0。"),
        (C, "en", "Nothing this month. The first two lates cost RMB 50 each, and the third one cancels the whole RMB 200 "
                  "attendance bonus for the month."),
        (C, "zh", "0元。全勤奖200元，当月第3次迟到就全部取消。"),
        (C, "zh", "这个月全勤奖为零：1次扣50、2次再扣50，第3次迟到起整月的200元全勤奖取消。"),
        (W, "zh", "每次迟到扣50元，3次扣150元，全勤奖200元还剩50元。"),
        (W, "en", "You keep RMB 100: only the first two lates are deducted (50 each); further lates don't change the bonus."),
        (W, "zh", "全勤奖每月300元，第3次迟到起全部取消，所以这个月是0元。"),
        (W, "en", "Zero — three lates cancel the attendance bonus, and the third late is also counted as half a day's "
                  "absence, so half a day's pay is deducted too."),
        (W, "zh", "0元。按手册，晚于排班时间15分钟以上到岗算迟到，你这个月3次迟到，全勤奖全部取消。"),
        ]),
    # Truth: 2.5: 正式员工餐补18元/班 × 26 = 468元; 3.1: 23:30下班 (22:00以后至24:00) 25元 × 8 = 200元, 凌晨1点下班
    # (次日0:00至2:00) 45元 × 4 = 180元 → 夜宵班津贴380元; 合计848元 (0-2点档另可报销打车费, 每班最多40元).
    _d("2026-06-15", "我是成都店正式员工，上个月上了26个班，其中8个班23:30下班，4个班凌晨1点下班，餐补和夜宵班津贴一共多少？",
       [_q("正式员工 餐补 元/班"), _q("夜宵班津贴 下班时间")],
       [(C, "zh", "餐补：26个班×18元＝468元。夜宵班津贴：23:30下班属于22:00以后至24:00档，8×25＝200元；凌晨1点下班属于次日0:00至2:00档，"
                  "4×45＝180元，共380元。合计848元。凌晨1点下班的班次另外可以报销打车费，每班最多40元。"),
        (C, "en", "| Item | Calculation | RMB |\n|---|---|---|\n| Meal allowance | 26 × 18 | 468 |\n| Off at 23:30 | 8 × 25 | 200 |\n"
                  "| Off at 01:00 | 4 × 45 | 180 |\n| Total | | 848 |"),
        (C, "zh", "一共848元（餐补468元＋夜宵班津贴380元）。"),
        (C, "en", "RMB 848: meal allowance 468 (26 shifts × 18) plus late-shift allowance 380 (8 × 25 + 4 × 45)."),
        (W, "zh", "餐补26×18＝468元；夜宵班：8×25＝200元，凌晨1点下班按70元一档，4×70＝280元；合计948元。"),
        (W, "en", "Meal allowance 26 × RMB 10 = 260, late-shift allowance 8 × 25 + 4 × 45 = 380, so RMB 640 in total."),
        (W, "zh", "餐补468元，夜宵班津贴380元，合计858元。"),
        (W, "en", "Meal allowance 468, late-shift allowance 380, plus the taxi money of RMB 40 paid for each shift ending "
                  "after midnight (4 × 40 = 160): RMB 1,008 in total."),
        (W, "zh", "餐补26×18＝468元；夜宵班要过了24:00下班才算，所以只有凌晨1点那4个班，4×45＝180元；合计648元。"),
        ], handbook="chengdu"),
    # Truth: 4.2: 连续病假6个月内 60% → 2600×60% = 1,560元, 低于 成都 2,100元 × 80% = 1,680元 → 发1,680元.
    _s("chengdu", "病假工资 基本工资 最低工资 80%", "成都店员工，基本工资2600元，整月病假（第一个月），病假工资发多少？",
       [(C, "zh", "按基本工资60%算是1,560元，低于成都市最低工资2,100元的80%（1,680元），所以按1,680元发放。"),
        (C, "en", "RMB 1,680. 60% of 2,600 is only 1,560, but sick pay can't be lower than 80% of Chengdu's RMB 2,100 minimum "
                  "wage, which is 1,680."),
        (C, "zh", "1. 连续病假6个月以内按60%：2600×60%＝1560元\n2. 下限：2100×80%＝1680元\n3. 1560＜1680，实发1680元"),
        (C, "en", "You get the floor of RMB 1,680 for the month (the 60% rate alone would give 1,560)."),
        (W, "zh", "病假6个月以内按基本工资的60%发，2600×60%＝1,560元。"),
        (W, "en", "60% of 2,600 is 1,560, which is under the floor of 80% of 2,100 = RMB 1,580, so you're paid RMB 1,580."),
        (W, "zh", "60%是1,560元，但病假工资不能低于成都最低工资2,100元，所以发2,100元。"),
        (W, "en", "60% of 2,600 is 1,560, but sick pay can't go below 80% of your own basic salary (2,080), so you get RMB 2,080."),
        (W, "zh", "发1,680元（1,560元低于最低工资的80%）。另外提醒：连续病假超过3个月后比例降到40%。"),
        ]),
    # Truth: not in the handbook (the search returns 婚假/丧假/产假, 年假, 全勤奖; nothing on birthdays).
    _s("chengdu", "员工生日 生日假 生日礼金", "员工过生日有没有生日假或者生日礼金？",
       [(C, "zh", "手册里没有关于生日假或生日礼金的规定，查到的只有婚假、丧假、产假、年假、全勤奖这些条款。具体可以问店长或人力资源部。"),
        (C, "en", "The handbook doesn't cover birthdays: there is no birthday leave or birthday gift in it. Ask HR whether "
                  "there's a separate practice."),
        (C, "zh", "员工手册没写生日福利，既没有生日假，也没有生日礼金的条款。"),
        (C, "zh", "手册未涉及这个问题。"),
        (W, "zh", "员工生日当天可以休1天生日假，需提前3天在企业微信申请。"),
        (W, "en", "Yes: you receive a RMB 200 birthday gift with the salary of your birthday month."),
        (W, "zh", "手册规定生日当月发放生日礼金100元，但不另设生日假。"),
        (W, "en", "There's no birthday leave, but the handbook gives every employee a free hotpot meal voucher on their birthday."),
        (W, "zh", "生日假按手册要从年假里扣，过生日想休息就用1天年假。"),
        ]),
    # ------------------------------------------------------------------ nordlys (PDF, English)
    # Truth: 1.2: hourly rate = 780,000 / 1,950 = NOK 400; 3.2: weekdays 06-21 +40% → 560 × 6 = 3,360; Sundays +100%
    # → 800 × 3 = 2,400; total NOK 5,760.
    _d("2026-06-15", "My salary is NOK 780,000. Last week I did 6 hours of ordered overtime on weekday afternoons (all before "
                     "21:00) and 3 hours on Sunday. What is my overtime pay?",
       [_q("hourly rate annual basic salary divided by 1,950"), _q("overtime supplement weekdays Sundays nights")],
       [(C, "en", "Hourly rate = 780,000 / 1,950 = NOK 400. Weekday overtime before 21:00 carries a 40% supplement (NOK 560 an "
                  "hour): 6 × 560 = 3,360. Sunday carries 100% (NOK 800 an hour): 3 × 800 = 2,400. Total NOK 5,760."),
        (C, "zh", "时薪＝780,000÷1,950＝400挪威克朗；工作日21点前的加班按140%：6×560＝3,360；周日按200%：3×800＝2,400；合计5,760挪威克朗。"),
        (C, "en", "| | Hours | Rate | NOK |\n|---|---|---|---|\n| Weekday (+40%) | 6 | 560 | 3,360 |\n| Sunday (+100%) | 3 | 800 | 2,400 |\n"
                  "| Total | 9 | | 5,760 |"),
        (C, "zh", "合计5,760克朗（6小时×1.4×400＋3小时×2×400）。"),
        (W, "en", "Hourly rate = 780,000 / 2,080 = NOK 375. Weekday: 6 × 525 = 3,150; Sunday: 3 × 750 = 2,250. Total NOK 5,400."),
        (W, "zh", "时薪400克朗，加班都按加40%算：9小时×560＝5,040挪威克朗。"),
        (W, "zh", "加班只付补贴部分：6×160（400的40%）＋3×400（400的100%）＝2,160挪威克朗。"),
        (W, "zh", "时薪400克朗；工作日6×560＝3,360，周日3×800＝2,400，合计5,660克朗。"),
        (W, "en", "Weekday overtime is time-and-a-half: 6 × 600 = 3,600; Sunday is double: 3 × 800 = 2,400. Total NOK 6,000."),
        ], handbook="nordlys"),
    # Truth: 4.4: 14.3% for employees who reach 60 during the holiday year → 650,000 × 14.3% = NOK 92,950; 4.2: one
    # extra week, 5 working days → 30 working days.
    _d("2026-06-15", "I turn 60 on 15 March 2026. My salary plus overtime paid in 2025 was NOK 650,000. How much holiday pay do "
                     "I get in 2026, and how many holiday days do I have?",
       [_q("holiday pay 12% 14.3% age 60"), _q("holiday days over 60 extra week")],
       [(C, "en", "You reach 60 during the 2026 holiday year, so the 14.3% rate applies: 650,000 × 14.3% = NOK 92,950. You also "
                  "get the extra week: 30 working days of holiday instead of 25."),
        (C, "zh", "你在2026年满60岁，2026年度适用14.3%：650,000×14.3%＝92,950挪威克朗；假期是25＋5＝30个工作日。"),
        (C, "zh", "假期工资92,950挪威克朗，假期30个工作日。"),
        (C, "en", "- Basis: 2025 salary + overtime = NOK 650,000\n- Rate: 14.3% (you turn 60 in the holiday year)\n"
                  "- Holiday pay: 92,950 kr\n- Holiday: 25 + 5 = 30 working days"),
        (W, "en", "The 14.3% rate only starts the year after you turn 60, so for 2026 it's 12%: NOK 78,000, and you have "
                  "30 working days."),
        (W, "zh", "假期工资650,000×14.3%＝92,950克朗；假期今年仍是25个工作日，满60岁多出的一周要到明年才有。"),
        (W, "en", "650,000 × 14.3% = NOK 92,500, and 30 working days of holiday."),
        (W, "zh", "假期工资92,950挪威克朗；满60岁多一周，按6个工作日算，共31个工作日。"),
        (W, "zh", "假期工资92,950克朗（14.3%）；假期多一周，也就是多5个自然日。"),
        ], handbook="nordlys"),
    # Truth: 2.2: balance at most +50 at month end; 46 + 7 = 53 → the 3 hours above +50 are lost; flexitime is time
    # for time, no supplement, never paid out while employed.
    _s("nordlys", "flexitime bank balance maximum +50 hours",
       "My flexitime balance is +46 hours and this month I'll work 7 more flexi hours. What happens at the end of the month?",
       [(C, "en", "You'd end the month at +53, but the bank is capped at +50 at month end, so the 3 hours above 50 are lost. "
                  "Flexitime is never paid out while you're employed and carries no overtime supplement, so take some hours off "
                  "before the month ends if you want to keep them."),
        (C, "zh", "月底余额最多＋50小时，46＋7＝53，超出的3小时会作废；弹性工时没有加班补贴，在职期间也不折现。"),
        (C, "en", "3 hours are forfeited (46 + 7 = 53, max +50)."),
        (C, "zh", "上限是＋50小时，月底你会有3个小时被清掉。"),
        (W, "en", "You'd reach +53; the 3 hours above the +50 cap are paid out with the next salary at your hourly rate."),
        (W, "zh", "弹性时间账户上限是＋40小时，46＋7＝53，月底有13小时作废。"),
        (W, "zh", "月底不会有影响：＋50小时的上限只在年底核算，现在＋53没关系。"),
        (W, "zh", "46＋7＝53，超出上限50小时的2小时作废。"),
        (W, "en", "The 3 hours above +50 are converted to overtime and paid with the 40% weekday supplement."),
        ]),
    # Truth: 5.3: IA self-certification (8 calendar days) only after 2 months' employment; 5.2: otherwise up to 3
    # calendar days at a time, 4 times in 12 months; longer absences need a doctor's sick note from the first day.
    _d("2026-06-15", "I joined Nordlys 6 weeks ago. Can I self-certify a 5-day sickness?",
       [_q("self-certification IA agreement employed 2 months 8 days"),
        _q("self-certify 3 calendar days 4 times doctor's sick note")],
       [(C, "en", "No. The IA rule (up to 8 calendar days) only applies once you've been employed for 2 months, and you've been "
                  "here 6 weeks. Until then you can self-certify at most 3 calendar days at a time (up to 4 times in 12 months), "
                  "so a 5-day absence needs a doctor's sick note from the first day."),
        (C, "zh", "不行。入职满2个月后才适用IA协议的自我申报（每次最多8个日历日）；你才入职6周，只能每次自我申报最多3个日历日，5"
            "天的病假要从第一天起开医生病假证明（sykmelding）。"),
        (C, "en", "Not yet: with under 2 months' service you're limited to 3-day self-certification, so get a sykmelding for the 5 days."),
        (C, "en", "No — 6 weeks is less than 2 months, so the 8-day IA limit doesn't apply to you yet. Self-certification is "
                  "max 3 calendar days at a time; anything longer requires a doctor's note from day one."),
        (W, "en", "Yes. Nordlys has signed the IA agreement, so you can self-certify up to 8 calendar days at a time."),
        (W, "zh", "不行。IA协议的8天自我申报要入职满6个月才能用，你现在只能每次申报3个日历日，5天需要医生证明。"),
        (W, "en", "No. Until you've been here 2 months you can self-certify up to 3 working days at a time, so 5 days needs a doctor's note."),
        (W, "zh", "可以。每次自我申报最多3天，连着申报两次（3天＋2天）就能覆盖5天。"),
        (W, "en", "No: before 2 months you can only self-certify 3 calendar days at a time, up to 4 times in 6 months, so "
                  "5 days needs a sick note."),
        ], handbook="nordlys"),
    # Truth: 6.1: 59 weeks at 80%; 6.2: quota 19 weeks each at 80%; 6.4: the 2 weeks at the birth are not part of the
    # quota and Nordlys pays them in full.
    _d("2026-06-15", "If we choose the 80% option, how many weeks of parental leave do we get, and how many are reserved for "
                     "me as the father? Is the 2-week leave at the birth part of it?",
       [_q("parental leave 80% weeks quota father"), _q("leave at birth 2 weeks other parent quota")],
       [(C, "en", "With 80% pay you get 59 weeks in total, of which 19 weeks are your quota as the father. The 2 weeks at the "
                  "birth are separate: they're not part of the quota, and Nordlys pays them in full."),
        (C, "zh", "选80%：共59周，父亲配额19周；出生时的2周假不计入配额，由公司全额支付。"),
        (C, "en", "- Total at 80%: 59 weeks\n- Your quota: 19 weeks\n- 2 weeks at the birth: extra, outside the quota, full pay from Nordlys"),
        (C, "zh", "59周，其中19周是你的；那2周不算在配额里。"),
        (W, "en", "At 80% it's 59 weeks in total, with 15 weeks reserved for the father; the 2 weeks at the birth come on top."),
        (W, "zh", "80%方案共49周，父亲配额19周；出生时的2周不计入配额。"),
        (W, "en", "59 weeks at 80%, and your quota is 19 weeks — the 2 weeks at the birth count towards those 19."),
        (W, "zh", "59周，父亲配额19天；出生时的2周另算，公司全额支付。"),
        (W, "en", "59 weeks at 80% with a 19-week father's quota; the 2 birth weeks are outside the quota and paid by NAV at 80%."),
        ], handbook="nordlys"),
    # Truth: 7.2: overnight per diem NOK 1,010/day → 3,030; 7.3: reduction as a share of the FULL daily rate: breakfast
    # 20% = 202 × 3 = 606, lunch 30% = 303 → 3,030 - 606 - 303 = NOK 2,121.
    _d("2026-06-15", "I'm going on a 3-day trip to Oslo (3 full days with overnight stays). The hotel includes breakfast every "
                     "day and the customer pays lunch on day 2. What per diem do I get?",
       [_q("per diem overnight stay per day"), _q("per diem reduced meals provided breakfast lunch")],
       [(C, "en", "Full rate: 3 × NOK 1,010 = 3,030. Deductions, as shares of the full daily rate: breakfast 20% = 202 × 3 = 606; "
                  "lunch on day 2, 30% = 303. Per diem: 3,030 − 606 − 303 = NOK 2,121."),
        (C, "zh", "每天1,010挪威克朗，3天3,030；酒店含早餐每天扣20%（202），3天606；第2天午餐扣30%（303）；实得2,121挪威克朗。"),
        (C, "en", "| Day | Rate | Meals | NOK |\n|---|---|---|---|\n| 1 | 1,010 | breakfast −202 | 808 |\n"
                  "| 2 | 1,010 | breakfast −202, lunch −303 | 505 |\n| 3 | 1,010 | breakfast −202 | 808 |\n| Total | | | 2,121 |"),
        (C, "zh", "2,121克朗。"),
        (W, "en", "3 × 1,010 = 3,030, minus breakfast 3 × 202 = 606 and lunch 50% = 505: NOK 1,919."),
        (W, "zh", "3天共3,030克朗；早餐扣一次20%（202），午餐扣30%（303），实得2,525挪威克朗。"),
        (W, "en", "Reduce each day step by step: days 1 and 3: 1,010 × 0.8 = 808 each; day 2: 1,010 × 0.8 × 0.7 = 565.60. "
                  "Total NOK 2,181.60."),
        (W, "zh", "按每天720克朗算，3天2,160；早餐每天扣20%（144），3天432；午餐扣30%（216）；实得1,512克朗。"),
        (W, "zh", "3,030－606（早餐）－303（午餐）＝2,221挪威克朗。"),
        ], handbook="nordlys"),
    # Truth: 3.3: max 10 h/week, 25 h/4 weeks, 200 h/52 weeks; 5 a week and 20 in 4 weeks are fine, but 185 + 20 =
    # 205 > 200 → only 15 more hours; no employee may agree to overtime beyond the limits.
    _s("nordlys", "overtime limits 200 hours 52 weeks",
       "I have done 185 hours of overtime in the last 52 weeks (none in the last 4 weeks). My manager wants 20 more hours "
       "over the next four weeks, 5 a week. Is that allowed?",
       [(C, "en", "Not in full. 5 hours a week (limit 10) and 20 hours in 4 weeks (limit 25) are fine, but the limit is 200 hours "
                  "in any 52 weeks: 185 + 20 = 205, so only 15 more hours can be ordered, and you can't agree to the other 5 either."),
        (C, "zh", "不能全加：每周5小时（上限10小时）、4周20小时（上限25小时）都没问题，但52周内累计上限200小时，185＋20＝205，只能再加15小时。"),
        (C, "en", "Only 15 of the 20 hours — the 200-hour cap per 52 weeks."),
        (C, "zh", "1. 每周上限10小时：5小时，符合\n2. 每4周上限25小时：20小时，符合\n3. 每52周上限200小时：185＋20＝205，超5小"
            "时\n结论：最多再加15小时。"),
        (W, "en", "Yes. The limits are 10 hours a week and 25 hours in 4 weeks, and 5 a week / 20 in four weeks is within both."),
        (W, "zh", "可以。52周的加班上限是250小时，185＋20＝205，没超。"),
        (W, "zh", "不行：52周上限200小时，你已经加了185小时，只能再加10小时。"),
        (W, "zh", "不行，每4周加班上限15小时，20小时超了。"),
        (W, "en", "Only 15 hours can be ordered under the 200-hour limit; the remaining 5 are fine if you agree to them in writing."),
        ]),
    # Truth: not in the handbook (the search finds no relevant clause).
    _s("nordlys", "gym fitness allowance training", "Does Nordlys pay a gym or fitness allowance?",
       [(C, "en", "The handbook doesn't mention a gym or fitness allowance, so I can't confirm there is one — check with HR."),
        (C, "zh", "员工手册里没有健身补贴的规定。"),
        (C, "en", "There's no such rule in the handbook: nothing about a gym or fitness allowance."),
        (C, "zh", "手册未涉及健身或运动补贴，请直接咨询HR。"),
        (W, "en", "Yes, Nordlys pays up to NOK 3,000 a year towards a gym membership."),
        (W, "zh", "有，公司每月报销健身卡费用，最高500挪威克朗。"),
        (W, "zh", "有：健身卡费用包含在公司付费的团体保险里。"),
        (W, "zh", "没有现金补贴，但手册规定每周可以用1小时工作时间去健身，计入弹性工时。"),
        (W, "en", "Yes — 50% of a gym membership, up to NOK 4,000 a year, claimed as an expense."),
        ]),
    # ------------------------------------------------------------------ binhai (Word, bilingual)
    # Truth: 第六条: 2022-06-01 → 2026-06-01 满4年 → 满4年不满6年 80%; 不足整月: 6000 ÷ 21.75 × 10 × 80% ≈ 2,206.90元.
    _s("binhai", "病假工资 连续工龄 满4年 比例", "我2022年6月1日入职，2026年6月8日起病假10个工作日，基本工资6000元，病假工资多少？",
       [(C, "zh", "到2026年6月1日你已满4年，适用“满4年不满6年”的80%档。病假工资＝6000÷21.75×10×80%≈2,206.90元。"),
        (C, "en", "You reached 4 years' service on 1 June 2026, so the 80% band (4 to under 6 years) applies: "
                  "6,000 / 21.75 × 10 × 80% ≈ RMB 2,206.90."),
        (C, "zh", "1. 连续工龄：满4年 → 80%\n2. 日基数：6000÷21.75≈275.86元\n3. 10天：≈2,758.62元\n4. ×80%：≈2,206.90元"),
        (C, "en", "About RMB 2,207 (the 80% band, since you've completed exactly 4 years)."),
        (W, "zh", "工龄4年属于满2年不满4年，按70%：6000÷21.75×10×70%≈1,931.03元。"),
        (W, "en", "80% band: 6,000 / 30 × 10 × 80% = RMB 1,600."),
        (W, "zh", "满4年按80%：6000÷21.75×10×80%≈2,260.90元。"),
        (W, "en", "RMB 2,206.90 — the 80% rate applies to anyone with more than 3 years of service."),
        (W, "zh", "按80%档：6000÷26×10×0.8≈1,846.15元。"),
        ]),
    # Truth: 第六条: 不满2年 60% → 2800 × 60% = 1,680元 < 2,320 × 80% = 1,856元 → 发1,856元.
    _s("binhai", "病假工资 最低工资 1,856", "入职一年半，基本工资2800元，整月病假，病假工资发多少？",
       [(C, "zh", "连续工龄不满2年按60%：2800×60%＝1,680元，低于天津市最低工资2,320元的80%（1,856元），所以按1,856元发。"),
        (C, "en", "RMB 1,856. The under-2-years rate of 60% gives 1,680, which is below the floor of 80% of Tianjin's RMB 2,320 "
                  "minimum wage (1,856)."),
        (C, "zh", "1,856元（保底）。"),
        (C, "en", "- Band: under 2 years → 60%\n- 2,800 × 60% = 1,680\n- Floor: 2,320 × 80% = 1,856\n- Paid: CNY 1,856"),
        (W, "zh", "不满2年按60%，2800×60%＝1,680元。"),
        (W, "en", "One and a half years is in the 70% band: 2,800 × 70% = RMB 1,960, above the 1,856 floor."),
        (W, "zh", "60%是1,680元，低于天津最低工资标准2,320元，所以按2,320元发。"),
        (W, "zh", "60%是1,680元，低于保底线2,320×80%＝1,865元，所以发1,865元。"),
        (W, "zh", "整月按30天算：2800÷21.75×30×60%≈2,317.24元，高于1,856元的下限。"),
        ]),
    # Truth: 第九条: 缴存基数上限31,350元 → 31,350 × 12% = 3,762元 each, 7,524元 in total; adjusted every July.
    _s("binhai", "住房公积金 缴存基数 上限 12%", "我上一年度月平均工资36,000元，公积金每月公司和个人各缴多少？",
       [(C, "zh", "36,000超过缴存基数上限，按31,350元缴存：公司和个人各31,350×12%＝3,762元，合计7,524元/月。"),
        (C, "en", "Your base is capped at RMB 31,350, so the company and you each pay 12% × 31,350 = RMB 3,762 a month (7,524 in total)."),
        (C, "zh", "各3,762元。"),
        (C, "en", "The company pays CNY 3,762 a month and so do you: 12% of the capped base of 31,350, not of your 36,000."),
        (W, "zh", "各按36,000×12%＝4,320元缴存，合计8,640元。"),
        (W, "en", "Base capped at 31,350: the company pays 12% = RMB 3,762 and you pay 8% = RMB 2,508."),
        (W, "zh", "基数按上限31,350元，各缴31,350×12%＝3,726元。"),
        (W, "en", "Each side pays RMB 3,762 (12% of the 31,350 cap); the base is adjusted every January."),
        (W, "zh", "按上限31,350元，公司和个人各3,762元，合计7,254元。"),
        ]),
    # Truth: 第十条: 3月10日入职, 3月不满整月不计 → 4月至12月 9个完整自然月; 9000 × 1.0 × 9/12 = 6,750元, 次年1月发放.
    _s("binhai", "年终奖 当年入职 折算 完整自然月", "我2026年3月10日入职，12月基本工资9000元，绩效B，年终奖有多少？",
       [(C, "zh", "入职当月（3月）不满整月不计，4月到12月共9个完整月。年终奖＝9000×1.0×9/12＝6,750元，明年1月发放，发放前离职就没有。"),
        (C, "en", "March doesn't count (you joined on the 10th), so you have 9 full months, April to December: "
                  "9,000 × 1.0 × 9/12 = RMB 6,750, paid in January 2027."),
        (C, "zh", "6,750元。"),
        (C, "en", "| Item | Value |\n|---|---|\n| December basic salary | 9,000 |\n| Grade B factor | 1.0 |\n"
                  "| Full months | 9 (Apr–Dec) |\n| Bonus | 9,000 × 9/12 = RMB 6,750 |"),
        (W, "zh", "3月到12月共10个月，9000×1.0×10/12＝7,500元。"),
        (W, "en", "Grade B has a factor of 1.5: 9,000 × 1.5 × 9/12 = RMB 10,125."),
        (W, "zh", "9个完整月，9000×9/12＝6,570元。"),
        (W, "en", "RMB 6,750 (9 full months, April to December), paid with your December salary."),
        (W, "zh", "按在职天数折算：3月10日到12月31日共297天，9000×297/365≈7,323元。"),
        ], today="2026-12-20"),
    # Truth: 第七条 (Chinese): 6月至9月, 露天作业300元/月 → 4 × 300 = 1,200元; English says June to August, but 第二条:
    # the Chinese version prevails (the search words bring back both 第七条 and 第二条).
    _s("binhai", "高温津贴 露天作业 文本效力 中文为准", "露天作业的员工一年高温津贴一共多少？英文版写的是June to August。",
       [(C, "zh", "以中文文本为准：6月至9月共4个月，每月300元，一年1,200元。英文版写June to August是译文不一致，第二条规定两种文"
            "本不一致时以中文为准。"),
        (C, "en", "RMB 1,200 a year. The Chinese text says June to September (4 months × 300), and where the versions differ the "
                  "Chinese prevails, so the English 'June to August' doesn't reduce it."),
        (C, "zh", "1,200元（4个月×300元，以中文文本的6月至9月为准）。"),
        (C, "en", "4 × RMB 300 = RMB 1,200 — the Chinese version governs."),
        (W, "en", "The English version says June to August, so 3 months × RMB 300 = RMB 900 a year."),
        (W, "zh", "6月至9月共4个月，每月200元，一年800元。"),
        (W, "zh", "一年3,600元（每月300元）。"),
        (W, "zh", "按中文文本6月至9月，每月300元，一年1,200元；不过只有当月出现35℃以上高温才发。"),
        (W, "zh", "以中文为准是6月至9月，共4个月，4×300＝1,500元。"),
        ]),
    # Truth: 第四条 table: 叉车司机 岗位津贴800元 (出勤22天 ≥ 15, 不减半), 中班35元 × 7 = 245, 夜班70元 × 8 = 560; 第七条:
    # 7月露天作业高温津贴300元 → 1,905元.
    _d("2026-08-05", "我是叉车司机，露天作业，7月出勤22天，上了7个中班、8个夜班，7月各项津贴合计多少？",
       [_q("岗位津贴 中班津贴 夜班津贴 叉车司机"), _q("高温津贴 露天作业")],
       [(C, "zh", "岗位津贴800元（出勤22天，不减半）＋中班7×35＝245元＋夜班8×70＝560元＋高温津贴300元＝1,905元。"),
        (C, "en", "RMB 1,905: position allowance 800, middle shifts 7 × 35 = 245, night shifts 8 × 70 = 560, and the outdoor "
                  "high-temperature allowance of 300 for July."),
        (C, "zh", "| 项目 | 计算 | 金额 |\n|---|---|---|\n| 岗位津贴 | 出勤≥15天 | 800元 |\n| 中班津贴 | 7×35 | 245元 |\n"
                  "| 夜班津贴 | 8×70 | 560元 |\n| 高温津贴 | 露天 | 300元 |\n| 合计 | | 1,905元 |"),
        (C, "zh", "合计1,905元。"),
        (W, "zh", "岗位津贴800＋中班7×35＝245＋夜班8×80＝640＋高温300，合计1,985元。"),
        (W, "en", "Position allowance halved to 400, plus 245 for middle shifts, 560 for nights and 300 high-temperature: RMB 1,505."),
        (W, "zh", "800＋245＋560＋300＝1,915元。"),
        (W, "en", "800 + 7 × 35 + 8 × 70 + 200 (high-temperature allowance) = RMB 1,805."),
        (W, "zh", "1,905元。岗位津贴当月出勤满20天才发全额，你出勤22天，所以是800元。"),
        ], handbook="binhai"),
    # Truth: 第十四条: 陪产假15天, 自然日 (含休息日和法定节假日), 子女出生之日起60日内休完, 工资照发.
    _s("binhai", "陪产假 天数 自然日", "老婆下个月生孩子，我能休几天陪产假？周末算不算？什么时候之前要休完？",
       [(C, "zh", "陪产假15天，按自然日算，周末和法定节假日都算在里面；要在孩子出生之日起60日内休完，工资照发。"),
        (C, "en", "15 days of paternity leave, counted in calendar days (weekends and public holidays included), to be taken "
                  "within 60 days of the birth, on full pay."),
        (C, "zh", "十五天（自然日，含周末），孩子出生后60天内休完。"),
        (C, "en", "- Length: 15 calendar days\n- Weekends: yes, they count\n- Deadline: within 60 days from the birth"),
        (W, "zh", "陪产假15个工作日，周末不算；孩子出生后60日内休完。"),
        (W, "en", "15 calendar days including weekends, to be taken within 6 months of the birth."),
        (W, "zh", "陪产假10天，按自然日算，周末也算，出生后60日内休完。"),
        (W, "en", "15 calendar days (weekends count), within 60 days of the birth, paid at 80% of your salary."),
        (W, "zh", "15天，按自然日计算，孩子出生后60个工作日内休完。"),
        ]),
    # Truth: not in the handbook (the search finds no relevant clause).
    _s("binhai", "通讯补贴 手机话费补贴", "公司有没有通讯补贴（手机话费补贴）？",
       [(C, "zh", "手册里没有通讯补贴或话费补贴的规定，检索也没找到相关条款，建议问人力资源部。"),
        (C, "en", "There's no phone or communication allowance in the handbook."),
        (C, "zh", "员工手册未规定通讯补贴。"),
        (C, "zh", "手册中没有话费补贴的规定，无法确认有这项补贴，可以找人力资源部核实。"),
        (W, "zh", "有，每月200元通讯补贴，随工资发放。"),
        (W, "en", "Yes, RMB 100 a month, for dispatchers and crew leaders only."),
        (W, "zh", "通讯补贴已经包含在岗位津贴里，不另外发放。"),
        (W, "en", "Phone bills are reimbursed up to RMB 150 a month with receipts."),
        (W, "zh", "手册规定通讯补贴按出勤天数计发，每天5元。"),
        ]),
]
