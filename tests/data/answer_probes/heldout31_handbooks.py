"""heldout31, the handbook part: three handbooks written for this set and 24 questions on them (8 each), every
question with 9 final answers written by hand after reading the calls' real results (4 correct, 5 wrong).

The handbooks (tests/data/answer_probes/heldout31_handbooks/<folder>/handbook/):
- nanjing_pharma ("nanjing"): 南京瑞和制药 employee handbook, a Word .docx whose 第N章 chapters, 第N条 articles
  (counting on across chapters, 第一条 … 第三十二条) and （N） items are numbered only by Word's automatic
  numbering in word/numbering.xml (built by heldout31_handbooks/make_nanjing_docx.py). Overtime 150%/200%/300%
  on 月工资 ÷ 21.75 ÷ 8, GMP clean-room allowance per shift (A/B 45元, C/D 25元), 倒班 300元/月 (≥15 shifts) and
  夜班 60元 (中班 30元), 年休假 5/10/15 by 累计工龄, 病假工资 60/70/80/90% by 连续工龄 with a floor of 80% of
  Nanjing's 2490元 minimum wage (1992元), 婚假 13天, 产假 158天, 陪产假 15天, 体检, 年终奖 A/B/C = 3/2/1 months
  pro rata by months on the job, a 培训服务期 repaid by unserved months, notice 30日 (3日 in probation).
- kunming_tourism ("kunming"): 昆明彩云之旅国际旅行社 handbook in HTML (<h2> sections, <table>s, <ol> rules;
  amounts as ¥180 / 200元 / 人民币220元): 带团补贴 by route length (1–3 / 4–6 / 7+ days), 高原补贴 ¥80 from
  2,500 m (inclusive) and ¥150 from 3,500 m (inclusive) with an altitude table (丽江 2,418 m gets none), 旺季 and
  国庆 overtime (300% for 10月1–3日, 调休 for the other holiday days), 调休 within 2 months (the corresponding
  date), 年假, 病假, first 导游资格 exam cap ¥1,500 beside a yearly 导游证 cap of 800元, hotel limits by city and a
  meal allowance by city tier (¥120 / 100元 / 人民币80元 a day).
- dongguan_electronics ("dongguan"): 东莞华耀电子 bilingual plain-text handbook (each clause in Chinese, then
  English; "1." sections, "1.1" clauses; RMB / CNY / 元 and US$ / USD): piece rate with a 2,600元 guaranteed
  minimum, 全勤奖 200 lost after one occurrence, 夜班 25/shift + 100 at 20+ nights, 高温津贴 June–October
  300 (outdoor) / 150 (other), overtime 150/200/300% capped at 36 hours a month, expat home-leave flights 2 a
  year at up to US$1,800 each, housing by grade (E1–E2 4,500 / E3–E4 6,500 / E5+ 8,000) beside the local
  staff's RMB 500, notice 30 days and final pay within 5 working days.

Forms: one-liners, Markdown tables, lists, long explanations; 元 / ¥ / RMB / CNY / yuan / US$ / USD, 150% / 1.5倍 /
time and a half, 中文数字 (一千九百九十二元, 十天), working days vs calendar days, dates as 12/14, 14 Dec,
Oct 8, 10月8日. Answers in English on the Chinese handbooks and in Chinese on the bilingual one.
Errors (one per wrong answer): another band's value (B as 3 months, 70% for exactly 4 years, C/D clean-room rate,
4–6-day rate for a 7-day route, E5 housing for E4), a cap or floor not applied (sick-pay floor, US$1,800 cap,
保底工资), a pro-rata slip (months on the job, served vs unserved months, nights vs days), a boundary read the
wrong way (exactly 10 years, exactly 2,500 m, exactly 4 years), a wrong base (÷30 instead of ÷21.75), arithmetic
slips, a wrong unit (calendar vs working days, weekly vs monthly cap, RMB vs USD, per year vs per month), an
invented rule (a rule the handbook does not have), a right number with a wrong rule. Two questions ask for a rule
the handbooks do not have (丧假, 生日假): correct answers say it is not in the handbook.
Every case is "report".

Audit (handbook part): all 216 answers judged one by one against the three handbooks (nanjing article numbers
read from the builder: 第二条 pay base, 第六条 overtime, 第十五条 sick pay, 第二十二条 year-end bonus), the search
hits really returned (every clause a correct answer relies on comes back; the 丧假 search returns no hit, the
生日假 one only 病假/婚假/旺季), the arithmetic, and the 2026 calendar (chinese_calendar: 12-25 Fri, 10-08 Thu a
working day after 国庆 10-01..07, 09-29 Tue, 10-15 and 10-22 Thu, 08-08 Sat). No label was wrong, no correct
answer left part of its question open and no wrong answer's error could be read away, so no answer text and no
search words changed. Noted, left as is: the second Chinese wrong answer on the 全勤奖 case carries two clear errors
(half a day of 事假 "does not matter", annual leave "counts as absence"). Final counts: 24 questions, 216 answers,
96 correct and 120 wrong (126 zh, 90 en).
"""
from __future__ import annotations

from heldout4_cases import C, W, _d, _q, _s

HANDBOOKS = {"nanjing": "nanjing_pharma", "kunming": "kunming_tourism", "dongguan": "dongguan_electronics"}

NANJING = [
    # Truth: 第二条 小时工资 = 8700 ÷ 21.75 ÷ 8 = 50元; 第六条 workday 150%, rest day without 补休 200%, statutory 300%:
    # 2×50×1.5 = 150, 8×50×2 = 800, 8×50×3 = 1200, total 2150元.
    _d("2026-11-09", "我月工资8700元。上个月工作日晚上加班了2小时，一个周六加班8小时（没法安排补休），国庆10月1日又上了8小时班。"
                     "加班费一共多少？",
       [_q("加班工资 工作日 休息日 法定节假日 150% 200% 300%"), _q("工资计算基数 月工资 日工资 21.75 小时工资")], [
           (C, "zh", "小时工资 = 8700 ÷ 21.75 ÷ 8 = 50元。工作日2小时×50×150% = 150元；周六8小时×50×200% = 800元；"
                     "国庆8小时×50×300% = 1200元；合计2150元。"),
           (C, "en", "Hourly rate 8,700 / 21.75 / 8 = ¥50. Weekday 2 h at time and a half = ¥150, Saturday 8 h at double "
                     "time = ¥800, National Day 8 h at triple time = ¥1,200. Total ¥2,150 (articles 2 and 6)."),
           (C, "zh", "| 类型 | 时长 | 倍数 | 金额 |\n|---|---|---|---|\n| 工作日延长 | 2小时 | 1.5倍 | 150元 |\n"
                     "| 休息日（不能补休） | 8小时 | 2倍 | 800元 |\n| 法定节假日 | 8小时 | 3倍 | 1,200元 |\n| 合计 | | | 2,150元 |"),
           (C, "en", "Total overtime pay: 2,150 yuan (150 + 800 + 1,200 at an hourly rate of 50 yuan)."),
           (W, "zh", "按月工资÷30÷8算，小时工资36.25元：工作日2小时×1.5 = 108.75元，周六8小时×2 = 580元，"
                     "国庆8小时×3 = 870元，合计1558.75元。"),
           (W, "en", "Hourly rate ¥50. Weekday 2 h × 1.5 = ¥150, Saturday 8 h × 2 = ¥800, National Day 8 h × 2 = ¥800; "
                     "total ¥1,750."),
           (W, "zh", "小时工资50元：150 + 800 + 1200 = 2250元。"),
           (W, "zh", "小时工资50元，工作日加班150元、周六800元；国庆当天加班按规定只安排补休、不发加班费，所以合计950元。"),
           (W, "en", "Weekday 2 h × ¥50 × 1.5 = ¥150; Saturday 8 h × ¥50 × 1.5 = ¥600; holiday 8 h × ¥50 × 3 = ¥1,200; "
                     "total ¥1,950."),
       ], handbook="nanjing"),
    # Truth: 第二十二条 grade B = 2 months' 月工资, pro rata by months on the job: joined 1 April → 9 months;
    # 2 × 9000 × 9 ÷ 12 = 13,500元.
    _s("nanjing", "年终奖 考核等级 A B C 月工资 当年入职 在岗月数 折算",
       "I joined on 1 April 2026 and got a B in this year's appraisal. My monthly base pay in December is 9,000 yuan. "
       "How much year-end bonus should I get?", [
           (C, "en", "Grade B = 2 months' pay, pro rated for 9 months on the job (April–December): "
                     "2 × 9,000 × 9 ÷ 12 = ¥13,500 (article 22)."),
           (C, "zh", "B档是2个月月工资，你当年在岗4月到12月共9个月，要折算：2×9000×9/12 = 13500元。"),
           (C, "en", "13,500 yuan."),
           (C, "zh", "年终奖一万三千五百元（B级2个月 × 9000元，按九个月 ÷ 十二个月折算）。"),
           (W, "en", "Grade B pays 2 months' salary, so 2 × 9,000 = ¥18,000."),
           (W, "zh", "B级对应3个月月工资，折算后 3×9000×9/12 = 20250元。"),
           (W, "zh", "4月入职当月不算在岗月，只算8个月：2×9000×8/12 = 12000元。"),
           (W, "zh", "2×9000×9/12 = 12500元。"),
           (W, "zh", "B级年终奖是2个月月工资，但入职不满一年的员工不发年终奖，所以你今年拿不到。"),
       ], today="2026-12-20"),
    # Truth: 第十五条（三） 连续工龄满4年不满6年 → 80%; 5500 × 80% = 4400元, above the 1992元 floor of item（五）.
    _s("nanjing", "病假工资 连续工龄 满4年不满6年 月工资 比例 60% 70% 80% 90%",
       "我在公司连续工作刚好满4年，月工资5500元，上个月整月病假，病假工资怎么算？", [
           (C, "zh", "连续工龄满4年属于“满4年不满6年”这一档，按80%：5500×80% = 4400元，高于最低工资标准的80%（1992元），"
                     "所以按4400元发。"),
           (C, "en", "You're in the 4-to-under-6-years band: 80% of ¥5,500 = ¥4,400 for the full month."),
           (C, "zh", "4400元（八成）。"),
           (C, "en", "- Band: exactly 4 years → 80% (article 15, item 3)\n- 5,500 × 0.8 = 4,400 yuan\n"
                     "- Above the 1,992-yuan floor, so you get 4,400 yuan."),
           (W, "zh", "刚满4年还算“满2年不满4年”这一档，按70%：5500×70% = 3850元。"),
           (W, "en", "At 4 years you get 90% of your pay: ¥4,950."),
           (W, "zh", "整月病假一律按南京最低工资2490元的80%发放，即1992元。"),
           (W, "zh", "5500×80% = 4300元。"),
           (W, "zh", "按80%算是4400元，但整月病假的第一个月公司只发一半，所以实际发2200元。"),
       ]),
    # Truth: 第十五条（一） under 2 years → 60%: 3000 × 60% = 1800元 < floor（五） 2490 × 80% = 1992元 → 1992元.
    _s("nanjing", "病假工资 连续工龄不满2年 60% 南京市最低工资标准 80% 1992元",
       "Sick-pay question: I've been with the company for 1 year and 6 months, my monthly base is ¥3,000 and I was off "
       "sick the whole of last month. What will I be paid?", [
           (C, "en", "60% of ¥3,000 is ¥1,800, which is below the floor of 80% of Nanjing's ¥2,490 minimum wage, so you get "
                     "the floor: ¥1,992."),
           (C, "zh", "不满2年按60%是1800元，低于南京最低工资2490元的80%（1992元），所以按1992元发放。"),
           (C, "en", "You'll receive 1,992 yuan for the month (the minimum-wage floor applies)."),
           (C, "zh", "应发一千九百九十二元——按60%算出来只有1800元，要补到保底的1992元。"),
           (W, "en", "Under 2 years you get 60%: 3,000 × 60% = ¥1,800."),
           (W, "zh", "满1年按70%：3000×70% = 2100元，高于1992元的下限，按2100元发。"),
           (W, "en", "60% gives ¥1,800, which is below the Nanjing minimum wage, so you are topped up to the full minimum wage "
                     "of ¥2,490."),
           (W, "zh", "按60%是1800元，低于保底线2490×80% = 2092元，按2092元发。"),
           (W, "zh", "连续工龄不满2年的员工没有病假工资，病假按事假扣工资。"),
       ]),
    # Truth: 第十三条 累计工龄 exactly 10 years → 10 days (working days); 第十四条 apply 5 working days ahead.
    # add_workdays(12-13, 10) → 2026-12-25 (Fri): back Mon 12-28; add_workdays(12-14, -5) → apply by 2026-12-07 (today).
    _d("2026-12-07", "我累计工龄正好10年（以社保记录为准），今年的年假一天没休。打算从12月14日（周一）开始一次休完，"
                     "最后一天是哪天？哪天回来上班？最晚哪天要提交申请？",
       [_q("年休假 累计工作 已满10年不满20年 天数"), _q("年休假申请 提前5个工作日 OA 次年3月31日前休完"),
        ("add_workdays", {"date": "2026-12-13", "days": 10}),
        ("add_workdays", {"date": "2026-12-14", "days": -5})], [
           (C, "zh", "满10年按“已满10年不满20年”算，年假10天（工作日）。从12月14日起休10个工作日，最后一天是12月25日（周五），"
                     "12月28日（周一）回来上班。年假要提前5个工作日申请，也就是最晚今天（12月7日）就得在OA提交。"),
           (C, "en", "Exactly 10 years puts you in the 10-day band. Ten working days from Mon 14 Dec end on Fri 25 Dec; you're "
                     "back on Mon 28 Dec. With the 5-working-day notice you must apply in OA today, 7 Dec, at the latest."),
           (C, "zh", "1. 年假天数：十天（累计工龄满10年）\n2. 休假：12/14（周一）—12/25（周五）\n3. 返岗：12/28（周一）\n"
                     "4. 申请截止：今天12/7（需提前5个工作日）"),
           (C, "en", "| Item | Answer |\n|---|---|\n| Leave | 10 working days |\n| Last day off | Friday, 25 December 2026 |\n"
                     "| Back at work | Monday, 28 December |\n| Apply by | today (7 Dec) |"),
           (W, "zh", "正好10年还属于“满1年不满10年”，只有5天年假：12月14日到12月18日（周五），12月21日（周一）回来上班；"
                     "最晚今天申请。"),
           (W, "en", "10 days off from 14 Dec means your last day is Wednesday 23 December and you're back on Thursday 24 December; "
                     "apply today at the latest."),
           (W, "zh", "年假10天，12月14日—12月25日（周五），12月28日（周一）上班。提前5个工作日的话，最晚12月9日（周三）提交就行。"),
           (W, "en", "10 working days: your last day off is Thursday 24 December and you're back on Friday 25 December; apply by "
                     "today (7 Dec)."),
           (W, "zh", "10天年假，12月14日—12月25日（周五），12月28日（周一）返岗；申请最晚今天12月7日提交。"
                     "另外注意，今年的年假12月31日前休不完就作废了。"),
       ], handbook="nanjing"),
    # Truth: 第九条（一） A/B级 45元 per shift: 20 × 45 = 900; 第十一条 夜班 60元: 8 × 60 = 480; 第十条 ≥15 shifts → 300元;
    # all three can be combined (第十一条): 1680元.
    _d("2026-06-15", "上个月我在B级洁净区（无菌灌装）上了20个班，每班都是整班，其中8个是夜班，另外12个是早班；我是倒班人员。"
                     "这个月的洁净区、夜班和倒班津贴一共多少？",
       [_q("洁净区津贴 A级 B级 每班次"), _q("倒班津贴 当月出勤满15个班次 每月"), _q("夜班津贴 每个夜班 同时享受")], [
           (C, "zh", "洁净区津贴20×45 = 900元，夜班津贴8×60 = 480元，倒班满15个班次发300元，三项可以同时享受，合计1680元。"),
           (C, "en", "Clean-room (Grade B) 20 × ¥45 = ¥900; night shifts 8 × ¥60 = ¥480; shift allowance ¥300 (at least "
                     "15 shifts). Total ¥1,680."),
           (C, "zh", "| 项目 | 计算 | 金额 |\n|---|---|---|\n| 洁净区津贴（B级） | 20班 × 45元 | 900元 |\n"
                     "| 夜班津贴 | 8班 × 60元 | 480元 |\n| 倒班津贴 | 满15个班次 | 300元 |\n| 合计 | | 1680元 |"),
           (C, "en", "1,680 yuan in total (900 + 480 + 300)."),
           (W, "zh", "洁净区按每班25元：20×25 = 500元，夜班8×60 = 480元，倒班300元，合计1280元。"),
           (W, "en", "Clean room 20 × 45 = 900, night shifts 8 × 30 = 240, shift allowance 300: 1,440 yuan."),
           (W, "zh", "洁净区900元、夜班480元；倒班津贴按每班次20元算，20×20 = 400元，合计1780元。"),
           (W, "en", "Clean room ¥900 and shift allowance ¥300; the night-shift allowance can't be combined with the clean-room "
                     "allowance, so the total is ¥1,200."),
           (W, "zh", "900 + 480 + 300 = 1580元。"),
       ], handbook="nanjing"),
    # Truth: 第二十三条 repay 培训费用 × 未履行月数 ÷ 服务期总月数 = 24000 × 21 ÷ 36 = 14,000元.
    _s("nanjing", "培训服务期 培训协议 未履行服务期月数 偿还 培训费用 折算",
       "公司出钱让我去上无菌工艺验证培训，花了24000元，签了36个月服务期。我已经干满15个月了，现在辞职要赔多少？", [
           (C, "zh", "未履行21个月：24000×21÷36 = 14000元。"),
           (C, "en", "You still owe 21 of the 36 months, so you repay 24,000 × 21/36 = ¥14,000."),
           (C, "zh", "要退一万四千元（剩余二十一个月 ÷ 三十六个月 × 24000元）。"),
           (C, "en", "Repayment = training cost × unserved months ÷ total months = 24,000 × (36 − 15) ÷ 36 = 14,000 yuan. "
                     "The bond applies because the course cost over 5,000 yuan."),
           (W, "zh", "24000×15/36 = 10000元。"),
           (W, "zh", "服务期没满就要全额退还培训费24000元。"),
           (W, "zh", "24000×21/36 = 15000元。"),
           (W, "en", "The handbook repays by whole years: 2 unserved years out of 3, so ¥16,000."),
           (W, "zh", "培训费超过5000元的，服务期内离职按培训费的一半偿还，即12000元。"),
       ]),
    # Truth: no 丧假 rule in the handbook (the leave chapter has 年休假, 病假, 医疗期, 事假, 婚假, 产假与陪产假 only);
    # the search finds nothing relevant.
    _s("nanjing", "丧假 直系亲属 去世 假期 天数",
       "My grandmother passed away. How many days of bereavement leave (丧假) does the handbook give?", [
           (C, "en", "The handbook doesn't cover bereavement leave (丧假) — there is no rule on it, so it doesn't say how many "
                     "days you get. Please ask HR."),
           (C, "zh", "员工手册里没有丧假的规定，请咨询人力资源部。"),
           (C, "zh", "手册里没有关于丧假的条款，没法告诉你具体天数；建议直接问人力资源部。"),
           (C, "en", "Not in the handbook — there's no bereavement-leave rule; check with HR."),
           (W, "zh", "丧假3天，需提供死亡证明。"),
           (W, "en", "Bereavement leave is 13 days, the same as marriage leave."),
           (W, "zh", "按事假那一条，直系亲属去世可以请带薪丧假，最多15个工作日。"),
           (W, "en", "You get 3 working days of paid bereavement leave for a grandparent."),
           (W, "zh", "手册规定丧假按陪产假标准给15天。"),
       ]),
]

KUNMING = [
    # Truth: 三、带团补贴 6-day route → 4—6天 band 200元/day × 6 = 1200; 四、高原补贴 only 香格里拉 (3,280 m, ≥2,500 <3,500)
    # 2 nights × ¥80 = 160; 丽江 2,418 m and 大理 2,090 m none. Total 1360元.
    _d("2026-06-15", "下周带一个大理—丽江—香格里拉6日游，行程是大理住1晚、丽江住2晚、香格里拉住2晚（第6天返回昆明，不在外地住）。"
                     "带团补贴和高原补贴一共多少？",
       [_q("带团补贴 线路总天数 4—6天 每人每天"), _q("高原补贴 住宿地 海拔 香格里拉 丽江")], [
           (C, "zh", "6日游属于4—6天档，每天200元：6×200 = 1200元；高原补贴只算香格里拉（3,280米）的2晚，每天80元 = 160元；"
                     "丽江2,418米不到2,500米，不算。合计1360元。"),
           (C, "en", "Tour allowance: 6 days × ¥200 = ¥1,200. Plateau allowance: only the 2 nights in Shangri-La (3,280 m) "
                     "count, 2 × ¥80 = ¥160; Lijiang (2,418 m) is below 2,500 m. Total ¥1,360."),
           (C, "zh", "| 项目 | 计算 | 金额 |\n|---|---|---|\n| 带团补贴（4—6天档） | 6天 × 200元 | 1200元 |\n"
                     "| 高原补贴（香格里拉） | 2天 × 80元 | 160元 |\n| 合计 | | 1360元 |"),
           (C, "en", "¥1,360 all told."),
           (W, "zh", "丽江2晚和香格里拉2晚都算高原，4×80 = 320元，加带团补贴1200元，合计1520元。"),
           (W, "en", "Shangri-La is high altitude at ¥150 a night: 2 × 150 = 300, plus 1,200 = ¥1,500."),
           (W, "zh", "6天线路每天220元：1320元，加高原补贴160元，共1480元。"),
           (W, "en", "6 × 200 = 1,200 plus 2 × 80 = 160: ¥1,460."),
           (W, "zh", "带团补贴1200元；高原补贴与带团补贴不能同时享受，所以只有1200元。"),
       ], handbook="kunming"),
    # Truth: 四、高原补贴 第1项 2,500 m inclusive → ¥80/day; ¥150 only from 3,500 m (第2项); 3 × 80 = ¥240.
    _s("kunming", "高原补贴 海拔2,500米 含2,500米 以上 住宿天数 每天",
       "Our group will stay 3 nights at a lodge whose published altitude is exactly 2,500 m (it's not in the handbook's "
       "table). Do I get the plateau allowance, and how much?", [
           (C, "en", "Yes — the rule is 2,500 m and above, 2,500 m included, so ¥80 a night: 3 × ¥80 = ¥240. (The ¥150 rate "
                     "only starts at 3,500 m.)"),
           (C, "zh", "可以拿。海拔2,500米（含）以上每天80元，3晚共240元。表里没列的地点由计调部按公开资料核定海拔。"),
           (C, "en", "Yes, ¥240 (3 nights at ¥80)."),
           (C, "zh", "正好2500米也算，每天八十元，三天二百四十元。"),
           (W, "en", "No — the allowance is only for altitudes above 2,500 m, so exactly 2,500 m gets nothing."),
           (W, "zh", "能拿，按每天150元算，3天450元。"),
           (W, "zh", "能拿，3×80 = 270元。"),
           (W, "zh", "能拿，高原补贴是每月80元，住3天也按80元发。"),
           (W, "en", "Yes, ¥80 per day, but the first night never counts, so 2 × ¥80 = ¥160."),
       ]),
    # Truth: 三、带团补贴 第2项 shortened route: paid for actual days (5) at the band of the original route (7天及以上,
    # 人民币220元): 5 × 220 = 1100元.
    _s("kunming", "带团补贴 缩短行程 实际带团天数 补贴档次 原行程单 线路总天数 7天及以上",
       "带西双版纳7日游，游客集体要求提前结束，行程从7天缩短成5天就回昆明了。带团补贴怎么算？", [
           (C, "zh", "按实际带团5天计发，但档次仍按原行程的7天（7天及以上档，每天220元）：5×220 = 1100元。"),
           (C, "en", "You're paid for the 5 days you actually worked, at the 7-days-or-more rate of ¥220: ¥1,100."),
           (C, "zh", "5天 × 220元 = 1100元（档次看原线路7天）。"),
           (C, "en", "- Days paid: 5 (actual)\n- Rate: RMB 220/day (band fixed by the original 7-day itinerary)\n"
                     "- Allowance: RMB 1,100"),
           (W, "zh", "缩短后是5天线路，按4—6天档每天200元：5×200 = 1000元。"),
           (W, "en", "You're paid for the full 7-day itinerary: 7 × 220 = ¥1,540."),
           (W, "zh", "按每天180元：5×180 = 900元。"),
           (W, "zh", "5×220 = 1200元。"),
           (W, "zh", "因游客原因缩短行程的，公司不发放带团补贴。"),
       ]),
    # Truth: 日工资 = 6525 ÷ 21.75 = 300元; 五、旺季与加班 第3项: 10月1—3日 statutory → 300%, 3 × 300 × 3 = 2700元, no 调休
    # instead; 10月4—5日 rest-day work → 2 days 调休 (第2项: 200% only if 调休 impossible); 六、调休 within 2 months.
    _d("2026-09-01", "月基本工资6525元。国庆10月1日到5日我连续带了5天团，加班费怎么算？",
       [_q("国庆节 法定节假日 带团 300% 调休 休息日加班 200%"), _q("日工资 月基本工资 21.75"),
        _q("调休 加班之日起2个月内休完")], [
           (C, "zh", "日工资 = 6525÷21.75 = 300元。10月1—3日是法定节假日，按300%：3×300×3 = 2700元，不用调休代替；"
                     "10月4、5日按休息日加班，安排2天调休（2个月内休完），实在安排不了才按200%支付。"),
           (C, "en", "Daily rate 6,525 / 21.75 = ¥300. Oct 1–3: 3 days × ¥300 × 300% = ¥2,700 in pay. Oct 4–5 count as rest-day "
                     "work: you get 2 days off in lieu instead (paid at 200% only if time off can't be arranged)."),
           (C, "zh", "- 日工资：300元\n- 10月1日、2日、3日：三倍，共2700元\n- 10月4日、5日：调休两天，无法调休时按两倍支付"),
           (C, "en", "¥2,700 for 1–3 October (triple pay) plus 2 days of time off in lieu for 4–5 October."),
           (W, "zh", "日工资按6525÷30 = 217.5元算，3天×217.5×3 = 1957.5元，10月4、5日调休。"),
           (W, "en", "All five National Day days are paid at 300%: 5 × ¥300 × 3 = ¥4,500."),
           (W, "zh", "10月1—3日按200%：3×300×2 = 1800元，4、5日调休两天。"),
           (W, "zh", "10月1—3日：3×300×3 = 2900元；4、5日调休两天。"),
           (W, "zh", "10月1—3日按300%发2700元；4日、5日的调休必须在当月（10月）内休完。"),
       ], handbook="kunming"),
    # Truth: 六、调休 第1项: deadline = the corresponding date two months later, that day included: 8/8 → 2026-10-08 (Thu),
    # a working day (国庆 10-01..10-07); 第2项 apply 2 working days ahead → add_workdays(10-08, -2) = 2026-09-29 (Tue).
    _d("2026-08-10", "我8月8日（周六）带团加班了一天，要调休的话最晚哪天休？那天是工作日吗？最晚哪天要提交申请？",
       [_q("调休 加班之日起2个月内 截止日 对应日 提前2个工作日申请"),
        ("calculate_leave_days", {"start_date": "2026-10-08", "end_date": "2026-10-08"}),
        ("add_workdays", {"date": "2026-10-08", "days": -2})], [
           (C, "zh", "调休最晚10月8日（周四）休，这天国庆假期已经结束，是正常工作日，可以用调休；要提前2个工作日申请，"
                     "中间隔着国庆放假，最晚9月29日（周二）在OA提交。"),
           (C, "en", "The deadline is Thursday 8 October 2026 (two months after 8 Aug, that day included) — a normal working day "
                     "after the National Day break. With the 2-working-day notice you must apply by Tuesday 29 September."),
           (C, "zh", "- 截止日：10/8（周四），工作日\n- 申请：最晚9/29（周二）\n- 依据：第六节“调休”第1、2项"),
           (C, "en", "Last day: Thu, Oct 8 (a working day). Apply by Tue, Sep 29."),
           (W, "zh", "最晚10月8日（周五），是工作日；最晚9月29日（周二）申请。"),
           (W, "en", "The deadline is Thursday 8 October, but that is still part of the National Day holiday, so it isn't a working "
                     "day; apply by 29 September."),
           (W, "zh", "截止10月8日（周四），工作日；提前2个工作日，就是10月6日提交。"),
           (W, "en", "Time off in lieu for peak-season rest-day work must be taken in the same month, so by Monday 31 August, a "
                     "working day; apply by Thursday 27 August."),
           (W, "zh", "截止9月8日（周二），是工作日，最晚9月4日（周五）申请。"),
       ], handbook="kunming"),
    # Truth: 九、导游证与资格考试费用 第1项 first exam: cap 人民币1,500元, claim within 30日 of getting the certificate
    # (第2项's 800元 is the yearly cap for 换证/年度培训; 第3项 refund if leaving within 1 year).
    _s("kunming", "首次 导游资格考试 考试费 培训费 报销 上限 取得证书 30日内",
       "我第一次考导游证，考试费加培训班一共花了2300元，昨天拿到证书。能报多少？报销有什么时限？", [
           (C, "zh", "首次考证费用报销上限1500元，你花的2300元只能报1500元，超出的800元自理；要在取得证书之日起30日内提交报销。"),
           (C, "en", "Capped at ¥1,500 for a first-time exam plus training, so ¥1,500 of your ¥2,300; claim within 30 days of "
                     "getting the certificate. If you resign within a year you'd have to pay it back."),
           (C, "zh", "能报1500元，拿证后30天内交报销。"),
           (C, "en", "RMB 1,500 at most; submit within 30 days of the certificate date."),
           (W, "zh", "导游证费用每人每年报销上限800元，只能报800元，30日内提交。"),
           (W, "en", "The full ¥2,300 is reimbursable with receipts; submit within 30 days of getting the certificate."),
           (W, "zh", "可报1500元，取得证书后10个工作日内提交报销。"),
           (W, "en", "Up to ¥1,500; submit within 30 working days of getting the certificate."),
           (W, "zh", "考证费按50%报销：2300×50% = 1150元，30日内提交。"),
       ]),
    # Truth: 十、出差住宿与餐费补贴: 北京 hotel ¥600/night × 3 = 1800 (receipts); meal allowance 一类 ¥120 per calendar day
    # × 4 = 480; at most 2,280元.
    _s("kunming", "出差 住宿标准 北京 每间每晚 餐费补贴 一类城市 每天 自然天数",
       "Going to Beijing for a tourism fair: 4 days, 3 nights. What are my hotel limit and meal allowance, and the most I "
       "can get in total?", [
           (C, "en", "Hotel: up to ¥600 a night × 3 = ¥1,800 (reimbursed on receipts); meals: ¥120 a day × 4 days = ¥480 "
                     "(flat, no receipts). Maximum ¥2,280."),
           (C, "zh", "北京住宿标准每晚600元，3晚1800元；餐补一类城市每天120元，4天480元；合计最多2280元。"),
           (C, "en", "| Item | Rate | Total |\n|---|---|---|\n| Hotel | ¥600/night × 3 | ¥1,800 |\n"
                     "| Meals (tier 1) | ¥120/day × 4 | ¥480 |\n| Max | | ¥2,280 |"),
           (C, "zh", "最多两千二百八十元（住宿1800元 + 餐补480元）。"),
           (W, "en", "Hotel 3 × ¥600 = ¥1,800; meals 3 × ¥120 = ¥360; total ¥2,160."),
           (W, "zh", "餐补按二类每天100元：4×100 = 400元，住宿1800元，合计2200元。"),
           (W, "en", "Hotel ¥350 × 3 = ¥1,050; meals ¥480; total ¥1,530."),
           (W, "zh", "住宿600×3 = 1800元，餐补120×4 = 480元，合计2380元。"),
           (W, "en", "Hotel ¥1,800 and meals ¥480, but trips to tier-1 cities are capped at ¥2,000 in total, so ¥2,000."),
       ]),
    # Truth: no birthday leave (生日假) in the handbook: its leave rules are 年休假, 病假, 婚假, 产假, 护理假 and 调休.
    _s("kunming", "生日假 生日 福利 带薪假",
       "公司有生日假吗？生日当天能休一天带薪假吗？", [
           (C, "zh", "员工手册里没有生日假的规定，建议问人力资源部。"),
           (C, "en", "The handbook has no birthday leave — nothing in it gives a paid day off on your birthday. Check with HR."),
           (C, "zh", "手册未提及生日假，查不到相关条款。"),
           (C, "en", "No such rule: the handbook doesn't mention birthday leave at all."),
           (W, "zh", "有，生日当天可休带薪假1天，需提前2个工作日申请。"),
           (W, "en", "Yes, you get a paid birthday day off, except in the peak season (July–August and National Day)."),
           (W, "zh", "可以休生日假，但按事假处理，不发工资。"),
           (W, "en", "Birthday leave is 5 working days a year, paid in full."),
           (W, "zh", "生日当天不放假，公司发放500元生日福利。"),
       ]),
]

DONGGUAN = [
    # Truth: 1.1 hourly = 4,350 ÷ 21.75 ÷ 8 = 25; 3.2: 10 h × 25 × 1.5 = 375, 8 h × 25 × 2 = 400, 8 h × 25 × 3 = 600;
    # total RMB 1,375 (26 hours, under the 36-hour cap of 3.3).
    _d("2026-05-25", "My monthly base salary is RMB 4,350. This month I did 10 hours of weekday overtime, worked one Saturday "
                     "for 8 hours (no time off in lieu) and worked 8 hours on Labour Day. What's my overtime pay?",
       [_q("overtime pay working day rest day statutory holiday 150% 200% 300%"),
        _q("pay base daily rate 21.75 hourly rate divided by 8")], [
           (C, "en", "Hourly rate = 4,350 ÷ 21.75 ÷ 8 = RMB 25. Weekday 10 h × 37.5 = 375; Saturday 8 h × 50 = 400; Labour Day "
                     "8 h × 75 = 600. Total RMB 1,375."),
           (C, "zh", "小时工资25元；工作日10小时×1.5倍 = 375元，周六8小时×2倍 = 400元，劳动节8小时×3倍 = 600元，合计1375元。"),
           (C, "en", "| Type | Hours | Rate | Pay |\n|---|---|---|---|\n| Weekday | 10 | 150% | RMB 375 |\n"
                     "| Rest day | 8 | 200% | RMB 400 |\n| Statutory holiday | 8 | 300% | RMB 600 |\n| Total | | | RMB 1,375 |"),
           (C, "zh", "加班费一共一千三百七十五元。"),
           (W, "zh", "小时工资按4350÷30÷8 = 18.125元：10小时×1.5 = 271.88元，8小时×2 = 290元，8小时×3 = 435元，合计约996.88元。"),
           (W, "zh", "小时工资25元：375 + 400 + 劳动节8×25×2 = 400，合计1175元。"),
           (W, "zh", "375 + 400 + 600 = 1475元。"),
           (W, "en", "Weekday overtime is double time: 10 h × 50 = 500; Saturday 400; Labour Day 600; total CNY 1,500."),
           (W, "zh", "375 + 400 + 600 = 1375元，但加班费每月最高1000元封顶，所以拿1000元。"),
       ], handbook="dongguan"),
    # Truth: 2.1 8,200 × 0.30 = 2,460 < guaranteed 2,600 (full attendance) → 2,600; 2.2 full attendance → 全勤奖 200;
    # 2,800 in all.
    _s("dongguan", "计件工资 保底工资 出满勤 2,600元 全勤奖 piece rate guaranteed minimum",
       "我在SMT线上计件，这个月出满勤（没有迟到早退、没请假），做了8,200件，单价0.30元。这个月计件部分能拿多少？全勤奖有吗？", [
           (C, "zh", "8200×0.30 = 2460元，低于保底2600元，按2600元发；出满勤有全勤奖200元，合计2800元。"),
           (C, "en", "Piece earnings 8,200 × 0.30 = RMB 2,460, under the RMB 2,600 guaranteed minimum, so you're paid 2,600; "
                     "plus the CNY 200 full-attendance bonus: 2,800."),
           (C, "zh", "1. 计件：2460元 < 保底2600元 → 按2600元\n2. 全勤奖：200元\n3. 合计：2800元"),
           (C, "en", "2,600 yuan (the guaranteed minimum) + 200 yuan attendance bonus = 2,800 yuan."),
           (W, "zh", "计件2460元，加全勤奖200元，共2660元。"),
           (W, "en", "You get the guaranteed minimum of RMB 2,600, but the full-attendance bonus is already included in it, so "
                     "RMB 2,600 in total."),
           (W, "zh", "8200×0.3 = 2640元，高于保底2600元，按2640元发，加全勤奖200元，共2840元。"),
           (W, "zh", "保底工资要按21/21.75折算：2600×21/21.75 = 2510.34元，加全勤奖200元，共2710.34元。"),
           (W, "zh", "保底工资是2200元，你的2460元已经高于保底，按2460元发，加全勤奖200元，共2660元。"),
       ]),
    # Truth: 2.2 a single occurrence of personal leave (any length) cancels the month's CNY 200 bonus; annual leave
    # is not an absence.
    _s("dongguan", "full-attendance bonus 全勤奖 取消 1次 事假 年休假 不视为缺勤",
       "This month I took half a day of personal leave and also one day of annual leave. Do I still get the "
       "full-attendance bonus?", [
           (C, "en", "No. A single occurrence of personal leave — even half a day — cancels the month's CNY 200 bonus. The "
                     "annual-leave day on its own wouldn't have mattered."),
           (C, "zh", "拿不到。事假哪怕半天也算1次，当月200元全勤奖取消；年休假不算缺勤，但事假已经让你失去了全勤奖。"),
           (C, "zh", "没有了，半天事假就取消当月200元全勤奖。"),
           (C, "en", "You lose it this month (RMB 200) because of the personal leave; annual leave isn't an absence."),
           (W, "en", "Yes — the bonus is only cancelled after more than one absence, and half a day doesn't count as a full "
                     "absence."),
           (W, "zh", "半天事假不影响，但年休假算缺勤，所以全勤奖取消。"),
           (W, "zh", "因为只请了半天事假，全勤奖减半，发100元。"),
           (W, "zh", "拿不到，当月300元全勤奖取消。"),
           (W, "en", "No — the personal leave cancels the RMB 200 bonus for this month and for next month as well."),
       ]),
    # Truth: 2.3 22 × RMB 25 = 550 + 100 (20+ nights) = 650; 2.4 July is in June–October, air-conditioned workshop =
    # "other workshop staff" RMB 150; total RMB 800.
    _d("2026-08-05", "七月我在有空调的组装车间上了22个夜班。夜班津贴和高温津贴一共多少？",
       [_q("夜班津贴 每班 满20个 夜班满勤奖"), _q("高温津贴 6月至10月 其他车间及办公室")], [
           (C, "zh", "夜班津贴22×25 = 550元，满20个夜班另发100元，共650元；7月在高温津贴期内，有空调的车间按每月150元；"
                     "合计800元。"),
           (C, "en", "Night shifts: 22 × RMB 25 = 550 + RMB 100 award (20 or more nights) = 650. High-temperature allowance for "
                     "an air-conditioned workshop in July: RMB 150. Total RMB 800."),
           (C, "zh", "| 项目 | 金额 |\n|---|---|\n| 夜班津贴 22×25 | 550元 |\n| 夜班满勤奖 | 100元 |\n| 高温津贴（其他车间） | 150元 |\n"
                     "| 合计 | 800元 |"),
           (C, "en", "RMB 800 (650 night-shift + 150 high-temperature)."),
           (W, "zh", "夜班650元，高温津贴300元，合计950元。"),
           (W, "en", "22 × 25 = 550 night allowance plus 150 heat allowance = RMB 700."),
           (W, "zh", "22×25 = 600元，加100元满勤奖，再加高温津贴150元，共850元。"),
           (W, "en", "Night allowance RMB 650; there's no heat allowance, because you work nights in an air-conditioned shop."),
           (W, "zh", "夜班650元；高温津贴每月150元，7月只上了22天，按22/31折算约106.45元，合计约756.45元。"),
       ], handbook="dongguan"),
    # Truth: 3.3 cap 36 hours a month: 30 done → 6 more at most, not 8; 2.4 October is in June–October: outdoor RMB 300.
    _s("dongguan", "overtime cap 36 hours a month 加班上限 高温津贴 露天作业 6月至10月",
       "现在是10月，我这个月已经加班30小时了。这周六还能排8小时加班吗？这个月还有高温津贴吗？我在露天装卸区工作。", [
           (C, "zh", "不能排满8小时：每月加班上限36小时，你已经30小时，最多再加6小时。10月还在高温津贴期（6月至10月），"
                     "露天作业每月300元。"),
           (C, "en", "Not the full 8 hours — the cap is 36 hours a month, so you have 6 hours left. And yes, October is still in "
                     "the June–October period: RMB 300 for outdoor work."),
           (C, "en", "- Saturday: at most 6 h (36 − 30)\n- High-temperature allowance in October: yes, RMB 300 (outdoor)"),
           (C, "zh", "周六最多再加6小时（36−30）；本月高温津贴照发300元。"),
           (W, "en", "Yes, 30 + 8 = 38 hours is fine because the cap is 40 hours a month; and you get the RMB 300 allowance in "
                     "October."),
           (W, "zh", "最多再加6小时；高温津贴只在6月到9月发，10月没有了。"),
           (W, "en", "Only 6 more hours are allowed (36-hour cap); the October heat allowance for outdoor staff is RMB 150."),
           (W, "zh", "每月上限36小时，你还剩16小时，周六8小时可以排；10月高温津贴300元。"),
           (W, "zh", "36小时是每周的上限，周六再加8小时没问题；10月高温津贴300元。"),
       ], today="2026-10-20"),
    # Truth: 5.2 2 round trips per assignment year, each up to US$1,800: 1,800 + 1,400 = US$3,200; no third trip.
    _s("dongguan", "home-leave flights expatriate engineers 2 round trips per assignment year US$1,800",
       "I'm an expat engineer. This assignment year my first home-leave flight cost US$2,150 and the second US$1,400. "
       "I'm planning a third trip. How much will be reimbursed in total?", [
           (C, "en", "US$3,200: the first trip is capped at US$1,800, the second is reimbursed in full at US$1,400, and a third "
                     "trip isn't covered (2 per assignment year)."),
           (C, "zh", "第一次按上限1,800美元报，第二次1,400美元全额报，共3,200美元；第三次超出每年2次，不能报。"),
           (C, "en", "Total USD 3,200; the third trip is at your own cost."),
           (C, "zh", "合计报销三千二百美元（1800 + 1400），第三次自费。"),
           (W, "en", "2,150 + 1,400 = US$3,550; the third trip isn't covered."),
           (W, "zh", "1800 + 1400 = 3200美元，第三次也能再报最多1800美元，共5000美元。"),
           (W, "en", "The cap is US$1,800 a year for both trips together, so you get US$1,800."),
           (W, "zh", "第一次按上限1800元人民币报，第二次1400元，共3200元人民币，第三次不报。"),
           (W, "zh", "1800 + 1400 = 3300美元，第三次不报。"),
       ]),
    # Truth: 5.3 grade E4 is in the E3—E4 band: CNY 6,500 a month (2.5's RMB 500 is for local staff only).
    _s("dongguan", "外派工程师 住房补贴 职级 E3—E4 每月 housing allowance expatriate grade",
       "我是E4级外派工程师，自己在外面租房，住房补贴每月多少？", [
           (C, "zh", "E4属于E3—E4档，每月6,500元；公司没给你提供公寓，所以照发。"),
           (C, "en", "Grade E4 falls in the E3–E4 band: CNY 6,500 a month (not the RMB 500 local-staff allowance)."),
           (C, "zh", "每月六千五百元。"),
           (C, "en", "RMB 6,500 per month, since you rent your own place."),
           (W, "zh", "E4按E5及以上档，每月8,000元。"),
           (W, "en", "The housing allowance is RMB 500 a month for staff not living in the dormitory."),
           (W, "zh", "每月4,500元。"),
           (W, "en", "USD 6,500 a month."),
           (W, "zh", "E3—E4级每年6,500元。"),
       ]),
    # Truth: 6.1 30 days' notice from 2026-09-15 → earliest leaving date 2026-10-15 (Thu); 6.2 final pay within 5 working
    # days of leaving → add_workdays(10-15, 5) = 2026-10-22 (Thu).
    _d("2026-09-15", "I'm handing in my resignation today (I passed probation long ago). What's the earliest leaving date, "
                     "and by when must my final pay be settled?",
       [_q("resignation notice 30 days written notice final pay settled within 5 working days"),
        ("calculate_leave_days", {"start_date": "2026-09-16", "end_date": "2026-10-15"}),
        ("add_workdays", {"date": "2026-10-15", "days": 5})], [
           (C, "en", "With 30 days' written notice from today, the earliest leaving date is Thursday 15 October 2026. Final pay "
                     "must be settled within 5 working days of that, i.e. by Thursday 22 October."),
           (C, "zh", "提前30天通知，最早10月15日（周四）离职；工资和津贴要在离职之日起5个工作日内结清，也就是10月22日（周四）前。"),
           (C, "en", "- Leaving date: Oct 15 (Thu) at the earliest\n- Final pay: by Oct 22 (Thu), 5 working days later"),
           (C, "zh", "最早10/15走，最终工资最晚10/22结清。"),
           (W, "en", "Earliest leaving date Thursday 15 October; final pay within 5 days, i.e. by Tuesday 20 October."),
           (W, "zh", "你只需提前3天通知，最早9月18日（周五）就能离职，5个工作日内结清工资。"),
           (W, "en", "Earliest leaving date Friday 15 October; final pay by Thursday 22 October."),
           (W, "zh", "最早10月15日（周四）离职；最终工资在下一个发薪日11月10日发放。"),
           (W, "zh", "今天起30天是10月14日（周三），那天就能走；工资10月21日前结清。"),
       ], handbook="dongguan"),
]

HANDBOOK_CASES = NANJING + KUNMING + DONGGUAN

