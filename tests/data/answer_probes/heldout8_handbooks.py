"""The eighth held-out probe set's handbook part (issue 26, round 8): questions, the search (and date)
calls a model would make, and final answers written by hand after reading the tools' REAL results
(make_heldout8.py --part handbooks runs the calls). Written blind for round 8 of issue 26 by a helper who
never read the answer check's code, prompts, docs or tests nor ran the check.

Three handbooks of its own, in heldout8_handbooks/<folder>/handbook/, in three shapes:
- songhe_retail: 松禾零售 store handbook as one HTML intranet export (<h2>/<h3>, <p>, <ul>, two <table>s:
  allowances by store tier A/B/C, annual leave by 累计工龄): 月薪÷21.75 overtime at 150%/200%/300%,
  夜班/春节值班津贴, 年休假 + 司龄假, 病假工资 by tenure, 婚假/产假/陪产假, 收银短款, staff discount cap,
  resignation notice.
- wattle_creek: Wattle Creek Foods (Victoria, Australia) handbook as one .docx (Word heading styles,
  numbered clauses 1.1-8.3, a penalty-rate table): AUD, 38 hours, fortnightly pay, penalty rates for
  permanents vs casuals, 25% casual loading, 4 weeks' annual leave + 17.5% loading, 10 days' personal
  leave, long service leave (1/60, 7 and 10 years), super 11.5% of OTE, overtime meal allowance, 88c/km,
  notice by years of service.
- yunfan_biotech: 云帆生物 head-office policy in Chinese Markdown (第一条-第二十条, a Markdown table of hotel
  caps) and a shorter .txt 成都实验室补充规定 that overrides some items (轮班津贴, 夜间单人作业 ban,
  高温津贴, 调休 within 6 months instead of 3, travel caps, meal allowance) and defers to head office
  otherwise.

24 questions (8 per handbook; 13 asked in Chinese, 11 in English, two English-handbook questions asked
in Chinese and five Chinese-handbook questions asked in English), 205 answers: 89 correct, 116 wrong;
111 answers in Chinese, 94 in English.
The labels were then audited blind (against the searches' real results, the handbooks, chinese_calendar and
Python arithmetic) by a second helper, who kept every label and reworded four answers to make them
unambiguous: songhe sick pay correct answer 2 (only one sick day a quarter is certificate-free), wattle meal
and car correct answer 2 (the second meal allowance needs 4 more hours after the first 2; the 30-day
Expenses-portal rule is the car claim's), yunfan year-end bonus correct answer 2 ("handed in your
resignation", as 第二十条 says) and yunfan Chengdu safety's last wrong answer (now contradicts the
supplement's "BSL-2实验室及细胞房" instead of making a claim the handbook is silent on).
Every case is "report": counted only, never read answer by answer, never tuned on."""
from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

HANDBOOKS = {"songhe": "songhe_retail", "wattle": "wattle_creek", "yunfan": "yunfan_biotech"}

SONGHE = [
    # Rest-day overtime without time off in lieu: 月薪÷21.75÷8 at 200% (not 150%/300%, not ÷30).
    _s("songhe", "休息日加班 不能补休 加班工资 21.75",
       "我月基本工资5220元，上周六被安排在门店加班8小时，店长说这周排不出补休。这8小时加班费是多少？",
       [(C, "zh", "一共480元。"),
        (C, "zh", "日工资=5220÷21.75=240元，小时工资=240÷8=30元；休息日加班又不能补休，按200%：30×200%×8=480元。"
                  "加班费随次月15日工资一起发。"),
        (C, "zh", "- 小时工资：5220÷21.75÷8 = 30元\n- 倍数：休息日且无法补休 → 2倍\n- 加班费：30 × 2 × 8 = **480元**"),
        (C, "en", "Your hourly rate is 5,220 ÷ 21.75 ÷ 8 = RMB 30; rest-day overtime with no time off in lieu is "
                  "paid at 200%, so the 8 hours come to RMB 480."),
        (W, "zh", "按1.5倍算：30×1.5×8=360元。"),
        (W, "zh", "休息日加班按300%：30×3×8=720元。"),
        (W, "zh", "5220÷30=174元/天，174÷8=21.75元/小时，×2×8=348元。"),
        (W, "zh", "480元。加班不用事先审批，事后在钉钉补登记就可以。"),
        (W, "zh", "¥480。说明：休息日加班不管能不能补休，都按双倍支付加班工资。")]),
    # Tier table: B-tier Spring Festival duty (除夕-初三 = 4 days) plus night-shift allowance.
    _s("songhe", "夜班津贴 春节值班津贴 A类门店",
       "我在B类门店，这个月除夕到初三每天都上早班，另外还上了6个夜班（22:00—次日7:00，不在春节那几天）。"
       "不算加班工资和餐补，这个月能拿多少津贴？",
       [(C, "zh", "一共610元：春节值班津贴100×4=400元，夜班津贴35×6=210元。"),
        (C, "zh", "B类门店：春节值班津贴每天100元，除夕到初三共4天是400元；夜班津贴每晚35元（22点到6点之间实际干满4小时才算，"
                  "你的夜班满足），6晚210元。合计610元，春节的法定节假日加班工资另外照发。"),
        (C, "en", "RMB 610 in total: 4 Spring Festival days at RMB 100 plus 6 night shifts at RMB 35 (the B-tier "
                  "store rates)."),
        (C, "zh", "| 项目 | 标准 | 次数 | 金额 |\n|---|---|---|---|\n| 春节值班津贴 | 100元/天 | 4天 | 400元 |\n"
                  "| 夜班津贴 | 35元/晚 | 6晚 | 210元 |\n| 合计 | | | 610元 |"),
        (W, "zh", "按表：120×4+45×6=480+270=750元。"),
        (W, "zh", "春节值班津贴只算初一到初三3天：100×3=300元，加夜班210元，共510元。"),
        (W, "zh", "春节400元+夜班210元=620元。"),
        (W, "zh", "春节值班津贴400元，夜班津贴210元，合计610元；不过春节值班津贴是代替法定节假日加班工资的，两样不能同时拿。"),
        (W, "en", "RMB 500: 4 × 80 for Spring Festival duty plus 6 × 30 for the night shifts.")]),
    # Annual leave: 累计工龄 12 years → 10 days, plus 司龄假 1 day for 3-5 years at the company.
    _s("songhe", "年休假天数 累计工龄 司龄假",
       "我累计工龄12年，在松禾连续干了4年，今年能休几天年假？",
       [(C, "zh", "一共11天（法定10天+司龄假1天）。"),
        (C, "zh", "累计工龄满10年不满20年，法定年休假10天；在本公司连续工作满3年不满5年，另享司龄假1天，合计11个工作日，"
                  "法定节假日和休息日不算在内。"),
        (C, "en", "11 working days: 10 days of statutory annual leave for 10-20 years of total service, plus 1 day of "
                  "seniority leave for 3-5 years at Songhe."),
        (C, "zh", "10+1=11天年假。记得至少提前3个工作日在钉钉申请。"),
        (W, "zh", "12天：法定10天，加司龄假2天。"),
        (W, "zh", "按在本公司的4年算，法定5天，加司龄假1天，一共6天。"),
        (W, "zh", "10天。司龄假要在本公司满5年才有。"),
        (W, "en", "15 days, because you have more than 10 years of total service."),
        (W, "zh", "11天，按自然日连续计算，中间的周末也算在里面。")]),
    # English question on a Chinese clause: sick pay 80% for 4-6 years' service, ÷21.75 per day.
    _s("songhe", "sick pay percentage by years of service",
       "I've worked at Songhe for 5 years and my monthly base salary is 6,000 yuan. How much sick pay will I get "
       "for 3 days of sick leave?",
       [(C, "en", "About RMB 662.07: 6,000 ÷ 21.75 = 275.86 a day, × 80% (4 to under 6 years' service) = 220.69, "
                  "× 3 days = 662.07."),
        (C, "en", "You get 80% of your daily wage, roughly ¥662 for the three days. Remember to hand in a sick note "
                  "from a grade-2-or-above hospital within 3 days of returning; only one sick day a quarter is "
                  "exempt from a certificate."),
        (C, "zh", "约662.07元（6000÷21.75×80%×3）。"),
        (C, "en", "- Daily wage: 6,000 / 21.75 ≈ 275.86\n- Rate for 4 to under 6 years: 80%\n"
                  "- 3 days: 275.86 × 0.8 × 3 ≈ **662.07 yuan**"),
        (W, "en", "70% applies to you: 6,000 ÷ 21.75 × 70% × 3 ≈ RMB 579.31."),
        (W, "en", "With 5 years you're in the 90% band: about RMB 744.83 for the 3 days."),
        (W, "en", "Sick pay is 80% of the daily wage: 6,000 ÷ 30 × 0.8 × 3 = RMB 480."),
        (W, "zh", "3天病假工资约662元，而且每季度有1天免证明，所以这3天都不需要交病假证明。"),
        (W, "en", "About RMB 662.07. You have 7 days after returning to hand in the hospital certificate.")]),
    # Calendar + clause: 10月8-10日 is 3 working days (10月10日 is a make-up Saturday); 3 working days' notice
    # across 国庆 → 9月28日; only the store manager approves (≤5 days).
    _d("2026-09-10", "我想10月8日到10月10日休年假，要扣几天年假？最晚哪天得提交申请？",
       [_q("年休假 申请 提前几个工作日"),
        ("calculate_leave_days", {"start_date": "2026-10-08", "end_date": "2026-10-10"}),
        ("add_workdays", {"date": "2026-10-08", "days": -3})],
       [(C, "zh", "扣3天年假（10月10日周六是调休上班日，算工作日），最晚9月28日（周一）提交申请。"),
        (C, "zh", "10月8日（周四）、9日（周五）、10日（周六，国庆调休上班）都是工作日，共3个工作日；年假须提前3个工作日申请，"
                  "中间隔着国庆假期，所以最晚9月28日在钉钉提交，由店长审批。"),
        (C, "en", "3 days of annual leave, since Saturday 10 October is a make-up working day. Submit by Monday "
                  "28 September at the latest (3 working days ahead, skipping the 1-7 October holiday)."),
        (C, "zh", "- 扣年假：3天\n- 最晚提交：2026-09-28（周一）\n- 审批：店长（不超过5个工作日，不用报区域经理）"),
        (W, "zh", "10月10日是周六不算，只扣2天；最晚10月5日提交。"),
        (W, "zh", "扣3天。提前3个工作日，9月30日（周三）前提交就行。"),
        (W, "zh", "10月8日到10日还在国庆旺季内，原则上不批准年假，建议换个时间。"),
        (W, "zh", "扣3天，最晚9月28日提交，需要店长和区域经理两级审批。"),
        (W, "en", "3 days of leave; the latest you can submit is Monday 5 October, three days before.")],
       handbook="songhe"),
    # Cash shortage: 35元 is in the 10-200 band, and it is the third shortage this month.
    _s("songhe", "收银短款 处理 一个月累计3次",
       "我是收银员，这个月已经短款两次了（每次几块钱），今天晚班交班又短了35元，会怎么处理？",
       [(C, "zh", "35元要当场补足并写书面情况说明；而且这是本月第3次短款，店长会上报区域经理，你要停止收银岗位，参加7天的收银复训。"),
        (C, "zh", "按3.1条：10元以上至200元的短款由收银员补足并提交书面说明；同一自然月累计3次（不论金额）还要上报区域经理，"
                  "停收银岗、复训7天。"),
        (C, "en", "You pay back the RMB 35 on the spot and write an explanation. Because it's your third shortage "
                  "this calendar month, the store manager reports it to the area manager and you're taken off the "
                  "till for 7 days of cashier retraining."),
        (W, "zh", "35元当场补上就行，不作处分。"),
        (W, "zh", "补足35元、写书面说明，再参加3天收银复训。"),
        (W, "zh", "短款35元超过了限额，要由区域防损专员调查，调查期间暂停收银。"),
        (W, "zh", "可以用之前的长款来抵这35元，抵完就不用补了。"),
        (W, "en", "You'll be reported to the area manager and retrained for 7 days, but you don't have to repay "
                  "the RMB 35 because it's under 200.")]),
    # English question on a Chinese clause: 8.8折 only on the first 1,500 yuan (list price) a month.
    _s("songhe", "staff discount monthly cap",
       "I'm a permanent (post-probation) store employee and haven't used my staff discount this month. If I buy "
       "a non-food item with a list price of 2,000 yuan (not on promotion), how much will I pay?",
       [(C, "en", "RMB 1,820: the first 1,500 of list price gets 12% off (1,320), and the remaining 500 is paid at "
                  "full price."),
        (C, "en", "1,500 × 0.88 = 1,320; 2,000 − 1,500 = 500 at list price; total ¥1,820."),
        (C, "zh", "1820元。每月享受折扣的额度上限是原价1500元，超出的500元按原价结算。"),
        (C, "en", "You'd pay 1,820 yuan. The 88% price only covers RMB 1,500 of list-price purchases per month."),
        (W, "en", "2,000 × 88% = RMB 1,760."),
        (W, "en", "1,500 × 95% + 500 = RMB 1,925."),
        (W, "en", "You can't use the discount on it at all because it's over the RMB 1,500 monthly cap, so you pay "
                  "RMB 2,000."),
        (W, "zh", "1500×0.88=1320元，加上剩下500元原价，一共1,802元。"),
        (W, "en", "RMB 1,820, and you can lend your staff card to family members to use up the rest of the "
                  "allowance.")]),
    # English question on a Chinese clause: 158 days + 15 for the extra baby.
    _s("songhe", "maternity leave days twins",
       "I'm pregnant with twins and work at a Songhe store. How many days of maternity leave will I get if the "
       "delivery is normal?",
       [(C, "en", "173 days: the standard 158 days plus 15 days for the second baby."),
        (C, "en", "158 + 15 = 173 days of maternity leave. Up to 15 days of it can be taken before the birth, and if "
                  "the delivery turns out to be difficult you'd get another 15 days."),
        (C, "zh", "双胞胎顺产：158天+15天=173天产假。"),
        (W, "en", "158 days. Twins don't change the entitlement for a normal delivery."),
        (W, "en", "188 days: 158 plus 15 for each of the two babies."),
        (W, "en", "113 days: the 98 statutory days plus 15 for twins."),
        (W, "en", "173 days, and the company pays your full salary directly instead of any maternity allowance."),
        (W, "zh", "产假173天，其中产前最多可以休30天。")]),
]

WATTLE = [
    # Permanent Saturday ordinary hours at 125% of weekly rate ÷ 38 (not 150%, not overtime, not ÷40).
    _s("wattle", "Saturday ordinary hours penalty rates permanent and casual",
       "I'm full-time on a weekly base rate of A$1,140. I was rostered for a 6-hour ordinary shift last "
       "Saturday. What should I be paid for that shift?",
       [(C, "en", "A$225: your hourly rate is 1,140 ÷ 38 = $30, and Saturday ordinary hours are paid at 125%, so "
                  "6 × $37.50 = $225."),
        (C, "en", "$225.00 AUD (time and a quarter for Saturday)."),
        (C, "en", "| Item | Amount |\n|---|---|\n| Ordinary hourly rate (1,140/38) | $30.00 |\n"
                  "| Saturday rate, permanent (125%) | $37.50 |\n| 6 hours | **$225.00** |"),
        (C, "zh", "225澳元：1140÷38=30澳元/小时，周六正常工时按125%，30×1.25×6=225。"),
        (W, "en", "Saturday is paid at 150% for permanent staff: 6 × $45 = A$270."),
        (W, "en", "It counts as overtime: first 3 hours at 150% and the rest at 200%, so 3 × 45 + 3 × 60 = A$315."),
        (W, "en", "1,140 ÷ 40 = $28.50 an hour; × 1.25 × 6 = A$213.75."),
        (W, "en", "125% of $30 for 6 hours is $225, plus the 25% casual loading on top, so A$281.25.")]),
    # Casual Sunday at 175% with the loading already included (not 150%, not loading added again).
    _s("wattle", "casual Sunday penalty rate",
       "I'm a casual. My ordinary hourly rate (before loading) is A$28.40. I worked 5 hours on Sunday. How much "
       "do I get?",
       [(C, "en", "A$248.50. Casuals get 175% on a Sunday (loading included): 28.40 × 1.75 × 5."),
        (C, "en", "$49.70 an hour × 5 hours = $248.50."),
        (C, "zh", "临时工周日按175%（已含25%临时工加成，不再另加）：28.40×175%=49.70澳元/小时，5小时共248.50澳元。"),
        (W, "en", "Sunday is 150%: 28.40 × 1.5 × 5 = A$213."),
        (W, "en", "175% plus the 25% casual loading makes 200%: 28.40 × 2 × 5 = A$284."),
        (W, "en", "28.40 × 1.25 = 35.50, × 1.75 = 62.125, × 5 = A$310.63."),
        (W, "en", "A$248.50, and casual shifts must be paid for at least 4 hours."),
        (W, "en", "28.40 × 1.75 × 5 = $258.50.")]),
    # Chinese question on an English clause: permanent public holiday 200% (casual 250%).
    _s("wattle", "public holiday penalty rate permanent employee",
       "我是Wattle Creek的全职员工，正常时薪32澳元，1月26日澳大利亚国庆日（公众假期）按排班上了8小时正常班，这天能拿多少工资？",
       [(C, "zh", "512澳元：公众假期正式（permanent）员工按200%，32×2×8=512。"),
        (C, "zh", "时薪32×200%=64澳元，8小时共A$512。"),
        (C, "en", "A$512: double time (200%) for permanent staff on a public holiday, $64 × 8."),
        (C, "zh", "按4.1条，公众假期正式员工是200%，临时工才是250%；你是全职，所以是32×8×2=512澳元。"),
        (W, "zh", "公众假期按250%：32×2.5×8=640澳元。"),
        (W, "zh", "公众假期按225%（双倍再加25%）：32×2.25×8=576澳元。"),
        (W, "zh", "周日和公众假期都按150%：32×1.5×8=384澳元。"),
        (W, "zh", "512澳元，另外公司还要再补给你一天带薪调休。")]),
    # Leave loading 17.5% on top of two weeks' base pay.
    _s("wattle", "annual leave loading 17.5%",
       "I'm taking 2 weeks of annual leave. My weekly base rate is A$1,200. How much will I be paid for the "
       "leave, including leave loading?",
       [(C, "en", "A$2,820: base pay of 2 × $1,200 = $2,400 plus 17.5% leave loading of $420."),
        (C, "en", "$2,400 + $420 loading = $2,820 AUD."),
        (C, "zh", "2周基本工资2400澳元，加17.5%的年假津贴（leave loading）420澳元，合计2820澳元。"),
        (C, "en", "You'll receive A$2,820. The 17.5% loading is paid on top of the base pay for the leave, not "
                  "instead of it."),
        (W, "en", "17.5% of one week is $210, so $2,610 in total."),
        (W, "en", "Leave loading is 25%: $2,400 + $600 = A$3,000."),
        (W, "en", "$2,400 × 1.175 = $2,802."),
        (W, "en", "You get $2,400 only; leave loading is paid only on unused leave when you leave the company.")]),
    # Notice by years of service (more than 3 and up to 5 years → 3 weeks) and the one-week withholding.
    _d("2026-06-15", "I've worked at Wattle Creek for 4 years and 2 months as a permanent employee. How much notice "
       "do I need to give if I resign, and what happens if I don't?",
       [_q("notice of resignation years of service"), _q("failure to give notice withhold final pay")],
       [(C, "en", "3 weeks' written notice (more than 3 and up to 5 years' service). If you don't give it, the "
                  "company can withhold up to one week's ordinary pay from your final pay."),
        (C, "en", "Three weeks, in writing to your manager. Short notice could cost you up to a week's ordinary "
                  "pay, deducted from the final pay."),
        (C, "zh", "工龄4年2个月，属于3年以上至5年，需提前3周书面通知经理；没按要求通知的，公司可从最后一笔工资中扣最多一周的正常工资。"),
        (W, "en", "4 weeks, because you've been here for more than 4 years."),
        (W, "en", "2 weeks' notice; if you don't give it, nothing happens."),
        (W, "en", "3 weeks; if you don't give it, the company can withhold the full 3 weeks' pay."),
        (W, "en", "3 weeks, and your accrued annual leave automatically counts towards the notice period."),
        (W, "en", "1 week, as you're still within your first 5 years.")],
       handbook="wattle"),
    # Long service leave: paid out on resignation after 7+ years, 1/60 of a week per week (≈6.93 weeks).
    _s("wattle", "long service leave after 7 years resign",
       "I've been with Wattle Creek for 8 years and I'm resigning. Do I get anything for long service leave?",
       [(C, "en", "Yes. After 7 or more years of continuous service, accrued long service leave is paid out "
                  "whatever the reason you leave. At 1/60 of a week per week of service, 8 years (about 416 weeks) "
                  "gives roughly 6.93 weeks' pay."),
        (C, "en", "Yes, about 6.9 weeks of LSL paid out (416 ÷ 60 ≈ 6.93)."),
        (C, "zh", "有。连续服务满7年后离职（不论什么原因）都会结清已累积的长期服务假，8年约为8×52÷60≈6.93周的工资。"),
        (C, "en", "You'll be paid out roughly 6.93 weeks of long service leave since you've passed the 7-year "
                  "threshold; it isn't only for people who reach 10 years."),
        (W, "en", "No. Long service leave only applies after 10 years, so you get nothing."),
        (W, "en", "Yes, the full 8.67 weeks."),
        (W, "en", "Only if you are made redundant or dismissed; resigning forfeits it."),
        (W, "en", "Yes: 8 years ÷ 60 ≈ 0.13 weeks."),
        (W, "en", "Yes, about 6.93 weeks, because you earn 1/52 of a week for every week of service.")]),
    # Chinese question on English clauses: one meal allowance (>2 h, not >6 h) plus 46 km at 88c.
    _d("2026-06-15", "我是全职员工，昨天下班后被临时叫去加班3小时（前一天没通知），加班时还开自己的车去客户那跑了46公里（公务）。"
       "餐补和车补一共能报多少？",
       [_q("overtime meal allowance"), _q("private car kilometre rate")],
       [(C, "zh", "一共58.98澳元：加班超过2小时的餐补18.50澳元，车补46×0.88=40.48澳元。"),
        (C, "zh", "- 餐补：加班3小时，超过2小时且前一天没通知 → A$18.50（第二份16.80要在超过2小时后再加班4小时、即6小时以上才有，"
                  "你只加了3小时）\n"
                  "- 车补：46公里×0.88=A$40.48\n- 合计：**A$58.98**\n车补记得30天内连同行车记录（logbook）在Expenses portal"
                  "提交，由经理审批。"),
        (C, "en", "A$58.98 in total: the $18.50 meal allowance plus 46 km × 88c = $40.48."),
        (C, "zh", "18.5+40.48=58.98澳元。"),
        (W, "zh", "餐补18.50+16.80=35.30，车补40.48，共75.78澳元。"),
        (W, "zh", "加班没超过4小时，没有餐补；只有车补40.48澳元。"),
        (W, "zh", "车补每公里0.85澳元，46×0.85=39.10，加餐补18.50，共57.60澳元。"),
        (W, "zh", "18.50+40.48=59.98澳元。"),
        (W, "en", "A$58.98, and you can lodge the claim any time within the financial year without anyone's "
                  "approval.")],
       handbook="wattle"),
    # Super on ordinary time earnings only: 11.5% of 2,400, overtime excluded.
    _s("wattle", "superannuation ordinary time earnings overtime",
       "This fortnight I earned A$2,400 for ordinary hours and A$300 for overtime. How much super will the "
       "company pay?",
       [(C, "en", "A$276: 11.5% of ordinary time earnings ($2,400); overtime isn't included."),
        (C, "en", "2,400 × 11.5% = $276.00. The $300 of overtime doesn't attract super."),
        (C, "zh", "公司按普通工时收入（OTE）的11.5%缴纳养老金，加班费不算：2400×11.5%=276澳元。"),
        (W, "en", "11.5% of $2,700 = A$310.50."),
        (W, "en", "12% of $2,400 = A$288."),
        (W, "en", "$276, paid once a year at the end of the financial year."),
        (W, "en", "A$2,400 × 0.115 = A$267.60."),
        (W, "zh", "按9.5%：2400×9.5%=228澳元。")]),
]

YUNFAN = [
    # Lateness steps: the 25-minute one is 100 with no free pass; of the ≤15-minute ones the third costs 50.
    _s("yunfan", "迟到 扣款 每月前2次",
       "我是总部员工，这个月迟到了4次，按时间顺序分别是25分钟、5分钟、12分钟、8分钟，要扣多少钱？",
       [(C, "zh", "一共扣150元。"),
        (C, "zh", "25分钟那次属于15分钟以上至60分钟，扣100元，不享受免扣次数；另外3次都在15分钟以内，前2次（5分钟、12分钟）免扣，"
                  "第3次（8分钟）扣50元。合计150元。"),
        (C, "en", "RMB 150: the 25-minute one costs RMB 100 with no free pass, and of the three under-15-minute ones "
                  "the first two are free and the third costs RMB 50."),
        (C, "zh", "100+50=150元。本月4次没有超过6次，不会另给书面警告。"),
        (W, "zh", "前2次（25分钟、5分钟）免扣，后2次各扣50元，共100元。"),
        (W, "zh", "4次×50元=200元。"),
        (W, "zh", "25分钟那次按旷工半天处理，其余3次里第3次扣50元，所以是50元加半天工资。"),
        (W, "zh", "一共扣150元；另外本月迟到超过3次，还要给一次书面警告。"),
        (W, "zh", "25分钟扣100元，5分钟和12分钟免扣，8分钟也扣100元，共200元。")]),
    # Head office: 调休 within 3 months, then 200% of 月薪÷21.75÷8 for rest-day overtime.
    _d("2026-06-15", "我是总部员工，月基本工资8700元，2月7日（周六）加班了8小时，一直没调休，现在还能调休吗？不能的话能拿多少加班费？",
       [_q("加班 调休 逾期未调休 休息日加班 200%"), _q("日工资 小时工资 21.75")],
       [(C, "zh", "已经超过3个月的调休期限，不能再调休了；公司按休息日加班200%支付：8700÷21.75=400，400÷8=50，50×2×8=800元，"
                  "随次月工资发放。"),
        (C, "zh", "不能调休了，加班费800元。"),
        (C, "en", "No, the 3-month window closed in early May. You'll be paid 200% instead: 8,700 ÷ 21.75 ÷ 8 = RMB 50 "
                  "an hour × 2 × 8 = RMB 800, with the following month's salary."),
        (C, "zh", "调休要在加班之日起3个月内用完（第七条），你2月7日的加班到5月上旬就过期了。逾期按小时工资的两倍计发：日工资400元，"
                  "小时工资50元，8小时共¥800。"),
        (W, "zh", "还能调休，调休期限是6个月，8月7日前用完就行。"),
        (W, "zh", "已过期，按300%：50×3×8=1200元。"),
        (W, "zh", "已过期，按150%：50×1.5×8=600元。"),
        (W, "zh", "已经过期作废，既不能调休也不发加班费。"),
        (W, "zh", "已过期，8700÷30=290，290÷8=36.25，×2×8=580元。")],
       handbook="yunfan"),
    # Chengdu supplement overrides the 3-month 调休 window with 6 months; expiry pays head office's 150%.
    _d("2026-06-15", "我在成都实验室上班，3月10日（周二）晚上延时加班了4个小时，到现在还没调休，8月份还能调休吗？过期了怎么办？",
       [_q("成都实验室 调休 期限"), _q("总部制度第七条 逾期未调休 加班费")],
       [(C, "zh", "可以。成都实验室补充规定第五条把调休期限定为加班之日起6个月，你3月10日的加班到9月10日左右才到期，8月可以调休。"
                  "逾期没调的，按总部第七条，工作日延时加班按小时工资的150%支付加班费。"),
        (C, "zh", "8月还能调休（成都是6个月期限，不是总部的3个月）；过期会按150%发加班费。"),
        (C, "en", "Yes. The Chengdu supplement gives 6 months (not head office's 3), so you have until about "
                  "10 September. If it lapses, you're paid 150% of the hourly wage for those 4 hours."),
        (C, "zh", "能调。成都实验室调休有效期6个月，8月还在期限内；过期没调的按总部第七条的标准付加班费，工作日延时加班是1.5倍。"),
        (W, "zh", "不能了，调休只能在3个月内使用，6月10日已经过期，只能拿加班费。"),
        (W, "zh", "可以调休，期限6个月；如果过期，调休作废，也不发加班费。"),
        (W, "zh", "可以，6个月内有效；过期的话按200%发加班费。"),
        (W, "en", "Yes, the Chengdu lab lets you use time off in lieu within 12 months; after that it's paid at 150%.")],
       handbook="yunfan"),
    # Head-office traveller to Chengdu (second-tier, provincial capital): the head-office table, manager 450.
    _s("yunfan", "出差住宿费 城市类别 职级 上限标准",
       "我是总部的研发经理，下周去成都出差住3晚，住宿费每晚最多报多少？3晚一共最多多少？",
       [(C, "zh", "成都属于二线城市（省会），经理每晚上限450元，3晚最多1,350元，超出部分自己承担。"),
        (C, "zh", "450×3=1350元。"),
        (C, "en", "Chengdu is a second-tier city (a provincial capital), so a manager's cap is RMB 450 a night, "
                  "RMB 1,350 for 3 nights."),
        (C, "zh", "| 城市类别 | 职级 | 每晚上限 | 3晚 |\n|---|---|---|---|\n| 二线（成都为省会） | 经理 | 450元 | 1,350元 |"),
        (W, "zh", "按成都的标准，经理去二线城市每晚480元，3晚1,440元。"),
        (W, "zh", "经理每晚600元，3晚1,800元。"),
        (W, "zh", "每晚450元，3晚共1,530元。"),
        (W, "zh", "每晚350元，3晚1,050元。"),
        (W, "zh", "每晚450元，3晚1,350元；超出标准的部分凭发票也可以全额报销。")]),
    # English question, Chinese supplement: Chengdu lab staff caps (500/night first-tier, 110/day meals).
    _s("yunfan", "Chengdu lab travel hotel cap first-tier city meal allowance",
       "I'm a regular researcher (not a manager) at the Chengdu lab and I'm going to Shanghai on business. What's "
       "my hotel cap per night and my daily meal allowance?",
       [(C, "en", "RMB 500 per night for the hotel and a flat RMB 110 a day for meals."),
        (C, "en", "Under the Chengdu lab supplement: first-tier city hotel cap ¥500/night for non-manager staff; "
                  "meal allowance ¥110/day regardless of city."),
        (C, "zh", "成都实验室其他员工去一线城市，住宿每晚上限500元，伙食补助每天110元。"),
        (W, "en", "RMB 450 a night and RMB 120 a day, the head-office standard for first-tier cities."),
        (W, "en", "RMB 650 a night and RMB 110 a day."),
        (W, "en", "RMB 380 a night and RMB 110 a day."),
        (W, "en", "RMB 500 a night; meals in Shanghai are RMB 120 a day."),
        (W, "zh", "住宿每晚500元，伙食补助一线城市每天120元。")]),
    # Training bond: 48,000 → 2-year period; repayment pro rata to the 14 unserved months.
    _d("2026-06-15", "公司出了4.8万元送我去参加外部培训，签了培训协议。我服务满10个月后想辞职，需要赔多少违约金？",
       [_q("培训费用 服务期 年限"), _q("服务期 违约金 计算")],
       [(C, "zh", "要赔28,000元。"),
        (C, "zh", "4.8万元在3万到8万之间，服务期2年（24个月）；已服务10个月，还差14个月：48000×14÷24=28000元。"),
        (C, "en", "RMB 28,000: the service period for a RMB 48,000 course is 2 years (24 months), and 14 of those "
                  "months are unserved, so 48,000 × 14/24."),
        (C, "zh", "- 服务期：2年=24个月\n- 未履行：24−10=14个月\n- 违约金：48,000×14/24=**28,000元**"),
        (W, "zh", "服务期1年，还差2个月：48000×2÷12=8000元。"),
        (W, "zh", "服务期3年（36个月），还差26个月：48000×26÷36≈34,666.67元。"),
        (W, "zh", "按已服务的月数算：48000×10÷24=20000元。"),
        (W, "zh", "要全额退还48,000元培训费。"),
        (W, "zh", "28000元；不过离职那个月如果不满1个月，可以不算进去。")],
       handbook="yunfan"),
    # English question, Chinese clauses: joined after the 15th, so 8 months; 12,000 × 1.5 × 8/12.
    _d("2026-06-15", "I joined Yunfan on 20 April 2026. My monthly base salary is 12,000 yuan and my performance rating "
       "is B. If I'm still here on 31 December, what will my 2026 year-end bonus be?",
       [_q("year-end bonus performance coefficient formula"), _q("年终奖 当年入职 在岗月数 15日")],
       [(C, "en", "RMB 12,000: you joined after the 15th, so April doesn't count, leaving 8 months (May-Dec). "
                  "12,000 × 1.5 × 8/12 = 12,000."),
        (C, "en", "¥12,000, paid before the 2027 Spring Festival, as long as you haven't handed in your resignation "
                  "before it's paid."),
        (C, "zh", "年终奖12000元：4月20日入职，当月不计，在岗8个月；12000×1.5×8÷12=12000元。"),
        (C, "en", "Bonus = 12,000 × B (1.5) × 8 ÷ 12 = RMB 12,000."),
        (W, "en", "April counts, so 9 months: 12,000 × 1.5 × 9/12 = RMB 13,500."),
        (W, "en", "12,000 × 2.0 × 8/12 = RMB 16,000."),
        (W, "en", "RMB 18,000, the full 1.5 months' salary, since you're employed on 31 December."),
        (W, "en", "Nothing: you have to work a full 12 months in the year to get a bonus."),
        (W, "zh", "12000×1.5×8÷12=1,200元。")],
       handbook="yunfan"),
    # Chengdu supplement's stricter safety rule: 500 + written warning, no 报备 exception (head office: 200).
    _s("yunfan", "成都实验室 夜间 单人 作业 处罚",
       "成都实验室的同事晚上11点一个人在BSL-2实验室做实验被查到了，这是他第一次，会怎么处罚？提前报备过有用吗？",
       [(C, "zh", "扣款500元并给予书面警告；成都实验室夜间严禁单人作业，报备也没用。"),
        (C, "zh", "按成都补充规定第三条：22:00—次日7:00严禁单人作业，不接受报备。第一次扣500元加书面警告，第二次直接解除劳动合同。"),
        (C, "en", "First offence at the Chengdu lab: a RMB 500 deduction and a written warning. Reporting it in "
                  "advance doesn't help, because solo work at night is banned there outright."),
        (W, "zh", "扣200元；提前向实验室主任报备过的话就不算违规。"),
        (W, "zh", "扣500元并书面警告；如果提前报备过就可以免罚。"),
        (W, "zh", "第一次就直接解除劳动合同。"),
        (W, "zh", "扣500元，不会有书面警告，第二次再扣1000元。"),
        (W, "zh", "第一次扣款500元并书面警告，报备无效；不过这条只管BSL-2实验室，晚上一个人在细胞房做实验不算违规。")]),
]

HANDBOOK_CASES = SONGHE + WATTLE + YUNFAN
