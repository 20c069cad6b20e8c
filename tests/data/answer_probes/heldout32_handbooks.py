"""The handbook part of heldout32 (make_heldout32.py runs every call for real and writes heldout32.jsonl). Written by a
helper who never read the answer check's code nor ran the check; every answer was written by hand after reading the
real search (and date tool) results of its case, and its label was fixed when written.

Three handbooks of its own, in heldout32_handbooks/<folder>/handbook/:
- tianjin_port ("tianjin"): an ENGLISH Word handbook of a Tianjin container terminal whose numbers "1", "3.3", "3.3.2"
  exist only in word/numbering.xml (Word's automatic multilevel numbering tied to the heading, clause and sub-clause
  styles; built by make_tianjin_docx.py). Four-crew three-shift rota, overtime 150/200/300% on monthly base ÷ 21.75 ÷ 8,
  shift allowances (day 0 / middle RMB 30 / night RMB 60), stand-by RMB 15 and typhoon RMB 40 an hour with a 4-hour
  minimum, crane licence allowances (STS 800 / RTG 500, only the higher), a quarterly safety bonus (50% for the incident
  quarter, nothing for the next), annual leave 5/10/15 days by total service, sick pay 60–100% in five bands by
  continuous service with a floor of RMB 1,856 (80% of 2,320), overtime claims within 5 working days, notice 30/3 days.
- xiamen_hotel ("xiamen"): a Chinese Markdown handbook of a Xiamen hotel ("# 第一章", 第N条, （一）items, nested "-"
  bullets, one table of 岗位补贴 by department in ¥300 / 350元 / 叁佰元整 forms). 旺季 (春节/国庆) overtime always 300%,
  夜班 ¥45 a night but 夜审 60元, 服务费 points with halving over 5 days' leave, 员工餐 30元 a day, uniform deposit
  600元 refunded by months served ÷ 24, 年假 by 累计工龄, 病假 by 连续工龄 (60/70/80/100%, floor 1,760元), 婚假/丧假.
- chengdu_games ("chengdu"): a Chinese PDF handbook of a Chengdu game studio ("1." chapters, "1.1" clauses; built by
  make_chengdu_pdf.py with the STSong-Light font, the text read back by the ingest). Core hours and lateness, working-day
  overtime as 1:1 time off, rest day 200% when no time off, holidays 300%, time off within 3 months (else paid at 200%),
  a project bonus in two parts (40% after launch, 60% after 90 days, halved if D30 retention misses), 福利假 1 a year capped
  at 5, 5 full-pay sick days then 70%, 餐补 25元 a working day, 房补 by grade, non-compete 30% of average pay for up to
  12 months.

Questions: overtime totals, stand-by with a minimum, sick pay at a band and at the floor, band boundaries (exactly 4,
10 and 1 years), allowances over a month of shifts or nights, pro-rata deposit, a two-part bonus, non-compete pay, a
capped leave total, deadlines (two with date tools), a rule the handbook does not have. Each case has 4 correct and 5
wrong answers, about 40% English. Each wrong answer carries one error: another band's or neighbouring clause's value,
a cap, minimum or floor not applied, a pro-rata slip, a boundary read the wrong way, a wrong base (÷30, the full
minimum wage, the pool before the 40%), an arithmetic slip, a wrong unit (calendar vs working days, per week/quarter),
an invented rule, or a right number given with a wrong rule. Every case is "report".

Audit (handbook part): a second helper, under the same blind rules, rebuilt the part (--part handbooks) and judged all
216 answers one by one against the handbook text (make_tianjin_docx.py, the Markdown file, make_chengdu_pdf.py), the
hits each search really returned, the arithmetic and the calendar (chinese_calendar: 29 Sep + 5 working days = Mon 12
Oct, 18 Dec a Friday, June 2026 with 21 working days). Every correct answer relies only on returned clauses, so no search
words changed. Four changes, no label flipped: the chengdu bonus one-liner "一共¥14,000。" now also gives the two parts
(8,000 after launch, 6,000 after 90 days) the question asks for; the xiamen annual-leave wrong answer "3 days ... pro-rated"
now says the first year gives 3 days (pro-rating in the year 1 year is reached is a defensible reading of the law, the new
rule is plainly invented); the tianjin safety-bonus wrong answer now pays Q2 "with your May salary" instead of June's
("the salary of the first month after the quarter ends" could be read as June's salary paid in July); the tianjin sick-pay
floor case has today 2026-12-03 instead of 2026-06-15, so "all of November" is November 2026 under the 2026 edition and its
2026 minimum wage, not November 2025. Final counts: 24 questions, 216 answers, 96 correct and 120 wrong (4 and 5 per question)."""
from __future__ import annotations

from heldout4_cases import C, W, _d, _q, _s

HANDBOOKS = {"tianjin": "tianjin_port", "xiamen": "xiamen_hotel", "chengdu": "chengdu_games"}

HANDBOOK_CASES = [
    # ---------------------------------------------------------------- tianjin_port (English .docx, Word numbering)
    # Truth: hourly = 6,960 ÷ 21.75 ÷ 8 = RMB 40 (3.2); working day 2 h × 40 × 150% = 120 (3.3.1); rest day without time
    # off 8 h × 40 × 200% = 640 (3.3.2); 1 Oct statutory holiday 8 h × 40 × 300% = 960 (3.3.3); total RMB 1,720.
    _d("2026-10-12", "My monthly base is RMB 6,960. This month I worked 2 hours of overtime on a working day, 8 hours on a rest day "
       "with no time off given, and 8 hours on 1 October. What is my overtime pay?",
       [_q("hourly rate monthly base 21.75"), _q("overtime working day 150% rest day 200% statutory public holiday 300%")],
       [(C, "en", "Hourly rate = 6,960 ÷ 21.75 ÷ 8 = RMB 40. Working day 2 h × 40 × 150% = 120; rest day 8 h × 40 × 200% = 640; "
                  "1 October 8 h × 40 × 300% = 960. Total overtime pay: RMB 1,720."),
        (C, "zh", "时薪 = 6960 ÷ 21.75 ÷ 8 = 40元。工作日加班2小时按1.5倍：120元；休息日未补休8小时按2倍：640元；"
                  "10月1日法定节假日8小时按3倍：960元。合计1,720元。"),
        (C, "en", "| Overtime | Hours | Rate | Pay |\n|---|---|---|---|\n| Working day | 2 | 150% | RMB 120 |\n"
                  "| Rest day (no time off) | 8 | 200% | RMB 640 |\n| Statutory holiday (1 Oct) | 8 | 300% | RMB 960 |\n"
                  "| **Total** | | | **RMB 1,720** |\n\nThe hourly rate is RMB 40 (monthly base ÷ 21.75 ÷ 8, clause 3.2)."),
        (C, "zh", "加班费共计¥1,720（按月基本工资÷21.75÷8得时薪40元，分别按150%、200%、300%计）。"),
        (W, "en", "Hourly rate = 6,960 ÷ 30 ÷ 8 = RMB 29. Working day 2 h × 29 × 1.5 = 87; rest day 8 h × 29 × 2 = 464; "
                  "1 October 8 h × 29 × 3 = 696. Total RMB 1,247."),
        (W, "zh", "时薪40元。工作日2小时×1.5倍=120元，休息日8小时×2倍=640元，10月1日8小时也按休息日2倍=640元，合计1,400元。"),
        (W, "zh", "时薪40元：120元（工作日150%）+640元（休息日200%）+960元（法定节假日300%）=1,820元。"),
        (W, "zh", "时薪40元：工作日2小时按150%为120元；休息日8小时按150%为480元；国庆8小时按300%为960元，合计1,560元。"),
        (W, "en", "Working day 2 h at 150% = RMB 120 and rest day 8 h at 200% = RMB 640, so RMB 760. The 1 October hours are "
                  "compensated with a day off in lieu instead of pay."),
        ], handbook="tianjin"),
    # Truth: on-site typhoon stand-by RMB 40/h with a 4-hour minimum per call-out → 4 × 40 = 160 (3.6.2); home stand-by
    # 10 h × RMB 15 = 150 (3.6.1); total RMB 310.
    _s("tianjin", "typhoon stand-by pay per hour minimum call-out home stand-by",
       "During the typhoon warning I was called in for on-site typhoon stand-by for 3 hours, and later I was on home stand-by "
       "for 10 hours. How much stand-by pay do I get?",
       [(C, "en", "RMB 310. The on-site typhoon call-out is paid for the 4-hour minimum (4 × RMB 40 = 160) even though you "
                  "stood by 3 hours, and home stand-by is 10 × RMB 15 = 150."),
        (C, "zh", "现场防台待命不足4小时按4小时计：4×40=160元；居家待命10小时×15元=150元；合计310元。"),
        (C, "en", "- On-site typhoon stand-by: minimum 4 h × RMB 40 = RMB 160\n- Home stand-by: 10 h × RMB 15 = RMB 150\n"
                  "- Total: RMB 310"),
        (C, "zh", "一共叁佰壹拾元（CNY 310）：现场待命按最低4小时、每小时40元算160元，居家待命每小时15元共150元。"),
        (W, "en", "On-site stand-by 3 h × RMB 40 = 120 plus home stand-by 10 h × RMB 15 = 150, total RMB 270."),
        (W, "zh", "现场待命按最低4小时计160元，居家待命也按每小时40元计，10小时400元，合计560元。"),
        (W, "zh", "现场最低按4小时：4×40=160元；居家待命10×15=150元；合计320元。"),
        (W, "zh", "现场待命3小时之外再加最低保底4小时，共7小时×40元=280元，居家待命150元，合计430元。"),
        (W, "en", "RMB 310: the 3 on-site hours at RMB 40 (120), the 10 home hours at RMB 15 (150), plus a fixed RMB 40 "
                  "call-out fee for being called in during the typhoon warning."),
        ]),
    # Truth: exactly 4 years of continuous service falls in "at least 4 years but less than 6 years": 80% (4.3.3) of the
    # monthly base (4.3) → 80% × 5,000 = RMB 4,000 (above the RMB 1,856 floor).
    _s("tianjin", "sick pay monthly base at least 4 years but less than 6 years continuous service",
       "I have exactly 4 years of continuous service at the terminal and my monthly base is RMB 5,000. I was on certified sick "
       "leave for the whole of last month. What sick pay do I get for that month?",
       [(C, "en", "RMB 4,000. With exactly 4 years you are in the 'at least 4 but less than 6 years' band, which pays 80% "
                  "of the monthly base: 5,000 × 80% = 4,000."),
        (C, "zh", "连续工龄刚满4年，适用“满4年不满6年”一档，按月基本工资的80%发放：5000×80%=4000元。"),
        (C, "en", "You get 80% of your base, i.e. 4,000 yuan for the month (clause 4.3.3)."),
        (C, "zh", "病假工资为¥4,000（按八成发放）。"),
        (W, "zh", "正好4年还属于“满2年不满4年”一档，按70%：5000×70%=3,500元。"),
        (W, "zh", "满4年按90%发放：5000×90%=4500元。"),
        (W, "en", "RMB 4,000 — 4 years is in the 2–4 year band, and that band pays 80% of the monthly base."),
        (W, "zh", "按80%为4000元，但病假前3天为等待期不发工资，扣除3天日工资（5000÷21.75×3≈689.66元）后为3,310.34元。"),
        (W, "en", "Sick pay is capped at 80% of the Tianjin minimum wage, so you get RMB 1,856 for the month."),
        ]),
    # Truth: 1 year of continuous service → "less than 2 years" 60% (4.3.1): 2,800 × 60% = 1,680, below the floor of 80% of
    # the Tianjin minimum wage = RMB 1,856 (4.3.6) → RMB 1,856. Today is 2026-12-03, so "November" is November 2026 (under
    # the 2026 edition and its 2026 minimum wage).
    _s("tianjin", "sick pay floor Tianjin minimum wage less than 2 years",
       "I joined the terminal a year ago; my monthly base is RMB 2,800. I was on certified sick leave all of November. "
       "How much sick pay will I get?",
       [(C, "en", "RMB 1,856. Under 2 years of service the rate is 60% (2,800 × 60% = 1,680), but sick pay can't be lower "
                  "than 80% of the Tianjin minimum wage, which the handbook puts at RMB 1,856, so the floor applies."),
        (C, "zh", "按60%算是1680元，低于保底线（天津最低工资2320元的80%，即1856元），所以11月病假工资为1,856元。"),
        (C, "en", "You'd get the floor: 1,856 yuan (60% of your base would only be 1,680)."),
        (C, "zh", "¥1,856。"),
        (W, "en", "Less than 2 years of service pays 60% of the monthly base: 2,800 × 60% = RMB 1,680 for November."),
        (W, "zh", "按60%为1680元，但不得低于月基本工资的80%，即2800×80%=2240元，所以发2,240元。"),
        (W, "en", "After one year you move into the 70% band: 2,800 × 70% = RMB 1,960 for November."),
        (W, "zh", "60%只有1680元，低于天津最低工资标准，所以按最低工资2,320元发放。"),
        (W, "en", "60% gives 1,680, which is under the floor of 80% × 2,320 = RMB 1,865, so you get RMB 1,865."),
        ], today="2026-12-03"),
    # Truth: annual leave depends on TOTAL service with all employers (4.1); exactly 10 years → "at least 10 but less than
    # 20 years": 10 days (4.1.2), counted in working days (4.2); untaken leave carries to 31 March next year (4.2).
    _s("tianjin", "annual leave days total years of service 10 years",
       "我总工龄正好满10年（在码头干了2年，之前在别的单位8年），今年有几天年假？",
       [(C, "zh", "10天。年假按在所有单位的累计工龄计算，正好满10年就进入“满10年不满20年”一档，10个工作日。"),
        (C, "en", "10 days. Annual leave follows your total service with all employers, and exactly 10 years falls in the "
                  "'at least 10 but less than 20 years' band."),
        (C, "zh", "十天（按工作日计算，遇法定节假日和休息日不计入）。"),
        (C, "zh", "你有10天年假；码头2年加之前8年一起算，满10年就是10天，当年没休完的可以留到次年3月31日。"),
        (W, "zh", "要超过10年才算10天那一档，你正好10年，还是5天。"),
        (W, "en", "Only service with the terminal counts, and you have 2 years here, so you get 5 days."),
        (W, "zh", "总工龄满10年，年假15天。"),
        (W, "en", "Ten calendar days, weekends included."),
        (W, "zh", "10天，但必须在当年12月31日前休完，不能顺延到下一年。"),
        ]),
    # Truth: shift allowances day 0 (3.5.1), middle RMB 30 (3.5.2), night RMB 60 (3.5.3): 8 × 0 + 8 × 30 + 8 × 60 = 720;
    # licence allowance STS 800 / RTG 500, both held → only the higher, 800 (3.7.1–3.7.3); March total RMB 1,520.
    _d("2026-04-02", "I'm an STS quay crane operator and I also hold an RTG licence. In March I worked 8 day shifts, 8 middle shifts "
       "and 8 night shifts. What do my shift allowances and licence allowance come to for March?",
       [_q("day shift no allowance middle shift night shift per shift"),
        _q("STS RTG licence allowance per month both licences higher")],
       [(C, "en", "Shift allowances: day shifts 0, middle 8 × RMB 30 = 240, night 8 × RMB 60 = 480, so RMB 720. Licence "
                  "allowance: only the higher one is paid when you hold both, RMB 800 (STS). March total: RMB 1,520."),
        (C, "zh", "白班没有补贴；中班8×30=240元；夜班8×60=480元；岸桥执照800元（两证只发较高的一项）。三月合计1,520元。"),
        (C, "en", "| Item | Calculation | Amount |\n|---|---|---|\n| Day shifts | 8 × 0 | 0 |\n| Middle shifts | 8 × 30 | 240 |\n"
                  "| Night shifts | 8 × 60 | 480 |\n| Licence (STS only) | — | 800 |\n| Total | | RMB 1,520 |"),
        (C, "zh", "共计¥1,520：轮班补贴720元，执照补贴800元（RTG的500元不叠加）。"),
        (W, "en", "Shift allowances RMB 720 (0 + 240 + 480) plus both licence allowances, 800 + 500 = 1,300, so RMB 2,020."),
        (W, "zh", "白班、中班每班30元，夜班60元：8×30+8×30+8×60=960元；加岸桥执照800元，合计1,760元。"),
        (W, "zh", "轮班补贴720元；持双证的按场桥（RTG）标准500元发放，合计1,220元。"),
        (W, "zh", "轮班补贴240+480=720元，执照补贴800元，合计1,620元。"),
        (W, "en", "RMB 720 in shift allowances only; the RMB 800 licence allowance is paid once a quarter, so nothing for it "
                  "in March."),
        ], handbook="tianjin"),
    # Truth: safety bonus RMB 1,200 a quarter (3.8.1); responsible for an incident on 12 May (Q2) → 50% of Q2 = RMB 600 and
    # the whole Q3 bonus forfeited (3.8.2); a quarter's bonus is paid with the first month's salary after it ends (3.8.3).
    _s("tianjin", "safety bonus quarter incident 50% forfeits following quarter",
       "I was found responsible for a recordable safety incident on 12 May. What happens to my safety bonus for Q2 and Q3?",
       [(C, "en", "Q2 (the quarter of the incident): you get 50% of RMB 1,200 = RMB 600. Q3: the whole safety bonus is "
                  "forfeited, so nothing."),
        (C, "zh", "二季度发一半，即600元；三季度的安全奖全部取消（0元）。"),
        (C, "en", "- Q2: half the bonus, 600 yuan (paid with July's salary)\n- Q3: nil, forfeited under 3.8.2"),
        (C, "zh", "事故发生在5月，属于第二季度：该季度安全奖按50%发放，1200×50%=600元；下一季度（第三季度）不发。"),
        (W, "en", "Q2 is paid in full (RMB 1,200) because the penalty only hits the following quarter; Q3 is forfeited."),
        (W, "zh", "二季度600元，三季度也按50%发600元。"),
        (W, "zh", "二季度安全奖全部取消，三季度按50%发600元。"),
        (W, "zh", "二季度600元，三季度和四季度的安全奖都取消。"),
        (W, "en", "Q2: RMB 600, paid with your May salary. Q3: forfeited."),
        ]),
    # Truth: claims within 5 working days after the shift (3.4); add_workdays(2026-09-29, 5) → 2026-10-12 (Monday): Sep 30,
    # Oct 8, Oct 9, Oct 10 (make-up Saturday), Oct 12; 1–7 Oct is the National Day holiday. Late claims are not paid.
    _d("2026-09-29", "I worked 3 hours of overtime on today's shift (29 September). What is the last day I can submit the "
       "overtime claim?", [_q("overtime claims submitted within working days"), ("add_workdays", {"date": "2026-09-29", "days": 5})],
       [(C, "en", "Monday 12 October 2026. Claims are due within 5 working days after the shift; counting Sep 30, Oct 8, "
                  "Oct 9, the make-up Saturday Oct 10 and Oct 12 (Oct 1–7 is the National Day holiday). Late claims are not paid."),
        (C, "zh", "最晚10月12日（周一）在排班系统提交。5个工作日：9/30、10/8、10/9、10/10（周六调休上班）、10/12。"),
        (C, "en", "By 12 Oct (Mon)."),
        (C, "zh", "2026/10/12，周一。逾期提交的加班不予支付。"),
        (W, "en", "Five days after 29 September: Sunday 4 October."),
        (W, "zh", "10月13日（周二）前提交：10月10日周六不算工作日。"),
        (W, "en", "Tuesday 12 October 2026 is the last day."),
        (W, "zh", "须在3个工作日内提交，即10月9日（周五）。"),
        (W, "en", "12 October (Monday). If you miss it, the claim is still paid, but only at 150% instead of the normal rate."),
        ], handbook="tianjin"),
    # ---------------------------------------------------------------- xiamen_hotel (Chinese Markdown)
    # Truth: hourly = 3,480 ÷ 21.75 ÷ 8 = 20元 (第二条); 10月5日 is in the 国庆旺季 (10月1日–7日): overtime 300% whether or
    # not a statutory holiday, no 补休 (第六条) → 20 × 300% × 8 = 480元.
    _d("2026-10-09", "我基本工资3,480元，国庆旺季10月5日被安排加班8小时，这天加班费多少？",
       [_q("旺季 加班工资 国庆 300%"), _q("小时工资 基本工资 21.75")],
       [(C, "zh", "480元。小时工资=3480÷21.75÷8=20元；国庆旺季期间加班不论是否法定节假日都按300%计：20×3×8=480元。"),
        (C, "en", "RMB 480: hourly pay is 3,480 ÷ 21.75 ÷ 8 = 20, and any overtime in the National Day peak season (1–7 Oct) is "
                  "paid at 300%, so 20 × 3 × 8 = 480."),
        (C, "zh", "按三倍计，共¥480，旺季加班不安排补休，直接发加班费。"),
        (C, "zh", "- 小时工资：20元\n- 倍率：300%（第六条旺季加班）\n- 8小时合计：480元"),
        (W, "zh", "10月5日不是法定节假日，按休息日200%算：20×2×8=320元。"),
        (W, "en", "Hourly pay = 3,480 ÷ 30 ÷ 8 = 14.5; at 300% for 8 hours that is RMB 348."),
        (W, "zh", "旺季加班按150%计发：20×1.5×8=240元。"),
        (W, "en", "20 yuan an hour × 300% × 8 hours = 460 yuan."),
        (W, "zh", "按300%计发480元，另外还可以补休一天。"),
        ], handbook="xiamen"),
    # Truth: 前台夜审 60元 a night (第七条（二）), not the general ¥45 (（一）), not both (（三）): 14 × 60 = 840元.
    _s("xiamen", "夜班补贴 夜审 每晚", "我是前台夜审，这个月上了14个夜班，夜班补贴一共多少？",
       [(C, "zh", "夜审岗位每晚60元，14晚共840元。"),
        (C, "zh", "14×60=840元。一般岗位的45元和夜审的60元不重复计发，按较高的60元算。"),
        (C, "en", "As a night auditor you get RMB 60 a night: 14 × 60 = RMB 840."),
        (C, "zh", "八百四十元。"),
        (W, "zh", "夜班补贴每晚¥45，14晚共630元。"),
        (W, "zh", "一般夜班45元加夜审60元，每晚105元，14晚共1,470元。"),
        (W, "en", "14 nights × RMB 60 = RMB 860."),
        (W, "zh", "每晚60元，14晚840元；另外当月夜班满10晚还有100元夜班全勤奖，共940元。"),
        (W, "en", "RMB 840 a week, i.e. 60 for each night worked."),
        ]),
    # Truth: 每分分值 = 60,000 ÷ 400 = 150元; 领班 10分 (第九条（一）); 病假 6 days > 5 → 积分减半 to 5 (（三）; not over 15 so
    # still in); 5 × 150 = 750元. (The question's total of 400 points is the month's total of participating points.)
    _s("xiamen", "服务费分成 积分 每分分值 病假 减半",
       "上个月服务费分成池是60,000元，部门参与分成的积分总和是400分。我是领班，上个月请了6天病假，我能分多少？",
       [(C, "zh", "750元。每分分值=60000÷400=150元；领班10分，但当月病事假超过5天积分减半为5分，5×150=750元。"),
        (C, "en", "RMB 750: each point is worth 60,000 ÷ 400 = 150; a team leader has 10 points, halved to 5 because your "
                  "leave exceeded 5 days, so 5 × 150 = 750."),
        (C, "zh", "| 项目 | 数值 |\n|---|---|\n| 每分分值 | 150元 |\n| 领班积分 | 10分→减半5分 |\n| 分成 | 750元 |"),
        (C, "zh", "能分¥750（6天超过5天，积分减半；未超过15天，仍参与分成）。"),
        (W, "zh", "每分150元，领班10分，共1,500元。"),
        (W, "zh", "病假超过5天，当月不参与分成，0元。"),
        (W, "en", "Half of an ordinary employee's 8 points is 4; 4 × 150 = RMB 600."),
        (W, "zh", "每分分值60000÷400=1500元，减半后5分，共7,500元。"),
        (W, "en", "Only 40% of the pool is shared: 60,000 × 40% ÷ 400 = 60 per point; 5 points × 60 = RMB 300."),
        ]),
    # Truth: deposit 600元; under 24 months refunded by months served ÷ 24 (第十一条): 600 × 9/24 = 225元, settled with the
    # last month's salary (第十六条).
    _s("xiamen", "制服押金 退还 服务不满24个月 比例",
       "I paid the uniform deposit when I joined and I'm leaving after 9 full months (uniforms returned clean). How much of "
       "the deposit do I get back?",
       [(C, "en", "RMB 225. The deposit is 600 yuan and, with under 24 months' service, it is refunded in proportion to "
                  "months served: 600 × 9/24 = 225."),
        (C, "zh", "押金600元，不满24个月按已服务月数÷24退还：600×9÷24=225元，随最后一个月工资一起发。"),
        (C, "en", "You get back ¥225 of the ¥600 deposit (9/24)."),
        (C, "en", "225 yuan, paid together with your final month's salary."),
        (W, "zh", "600×9÷12=450元。"),
        (W, "zh", "600×(24-9)÷24=375元。"),
        (W, "en", "The full RMB 600, since the uniforms were returned clean."),
        (W, "zh", "600×9÷24=250元。"),
        (W, "en", "RMB 225, refunded within three months after you leave."),
        ]),
    # Truth: 累计工龄 满1年不满10年 → 5 days (第十二条（一）); exactly 1 year is 满1年. Counted in working days.
    _s("xiamen", "年休假 累计工龄 满1年",
       "My total working years reach exactly 1 year this month. How many days of annual leave am I entitled to?",
       [(C, "en", "5 days. 'At least 1 but less than 10 years' (满1年不满10年) gives 5 days, and reaching exactly 1 year "
                  "counts as 满1年."),
        (C, "zh", "5天年假（按工作日计，法定节假日和休息日不计入）。"),
        (C, "en", "Five working days."),
        (C, "zh", "累计工龄满1年就有年假，第一档是五天。"),
        (W, "en", "None yet: you need more than 1 year of service, so exactly 1 year does not qualify."),
        (W, "zh", "满1年就是10天。"),
        (W, "zh", "5个自然日，中间的周末也算在内。"),
        (W, "zh", "5天，另外满1年的员工还额外加1天，共6天。"),
        (W, "en", "3 days: the 5 days only start from the second year of entitlement; the first year gives 3."),
        ]),
    # Truth: 连续工龄1年 → 不满2年 60% (第十三条（一）): 2,500 × 60% = 1,500 < floor 1,760元 (80% of 2,200) → 1,760元.
    _s("xiamen", "病假工资 连续工龄 不满2年 最低工资 80%",
       "我在酒店连续工龄1年，基本工资2,500元，上个月整月病假，病假工资多少？",
       [(C, "zh", "1,760元。连续工龄不满2年按60%：2500×60%=1500元，低于保底1760元（2200元的80%），按1760元发。"),
        (C, "en", "RMB 1,760 — 60% of 2,500 is 1,500, which is below the floor of 80% of the 2,200 minimum wage."),
        (C, "zh", "按保底标准，壹仟柒佰陆拾元。"),
        (C, "zh", "病假工资为¥1,760/月。"),
        (W, "zh", "不满2年按60%：2500×60%=1,500元。"),
        (W, "zh", "按60%只有1500元，低于最低工资，按厦门最低工资2,200元发。"),
        (W, "en", "The floor is 80% of your base pay: 2,500 × 80% = RMB 2,000, so you get 2,000."),
        (W, "zh", "保底是2200×80%=1,720元，高于1500元，所以发1,720元。"),
        (W, "en", "After a full year's service sick pay is paid at 100% of base pay: RMB 2,500."),
        ]),
    # Truth: 餐饮部 岗位补贴 叁佰元整 = 300元 a month (第八条 table); probation 50% → 150元 a month.
    _s("xiamen", "岗位补贴 餐饮部 试用期",
       "I just joined the F&B department (餐饮部) and I'm still on probation. What is my monthly post allowance?",
       [(C, "en", "RMB 150 a month: the F&B rate is 叁佰元整 (300 yuan), and during probation you get 50% of it."),
        (C, "zh", "餐饮部岗位补贴叁佰元整，试用期按50%，每月150元。"),
        (C, "en", "Half of ¥300, i.e. ¥150 per month until you pass probation."),
        (C, "zh", "每月一百五十元。"),
        (W, "en", "RMB 300 a month, the F&B rate in the table."),
        (W, "zh", "按客房部350元的一半，每月175元。"),
        (W, "en", "Nothing: staff on probation don't receive a post allowance."),
        (W, "zh", "250元的50%，每月125元。"),
        (W, "en", "RMB 150 per quarter (half of the 300 rate)."),
        ]),
    # Truth: the handbook has no 高温补贴 / heat allowance rule; the search finds no relevant clause.
    _s("xiamen", "高温补贴 防暑降温费 夏季",
       "酒店夏天有没有高温补贴？每个月多少？",
       [(C, "zh", "员工手册里没有高温补贴的规定，查不到标准，建议直接问人力资源部。"),
        (C, "en", "The handbook doesn't cover a summer heat allowance, so I can't give an amount; please check with HR."),
        (C, "zh", "手册未涉及高温补贴。"),
        (C, "zh", "没找到相关条款：手册里没有写高温补贴或防暑降温费，金额无法根据手册确定。"),
        (W, "zh", "有，每年6月至9月每月发高温补贴300元。"),
        (W, "en", "Yes: the heat allowance is RMB 45 per shift in July and August."),
        (W, "zh", "高温补贴已经包含在岗位补贴里，按第八条按部门发放。"),
        (W, "zh", "没有高温补贴，因为酒店每天提供30元员工餐代替高温补贴。"),
        (W, "en", "Yes, the handbook gives RMB 200 a month from June to September."),
        ]),
    # ---------------------------------------------------------------- chengdu_games (Chinese PDF)
    # Truth: hourly = 17,400 ÷ 21.75 ÷ 8 = 100元 (1.3); Saturday 4 h, no time off possible → 200% = 800 (3.3); 1 Oct 6 h
    # 300% = 1,800 (3.4); working-day 3 h → 3 h of time off 1:1, no pay (3.2); overtime pay 2,600元.
    _d("2026-10-19", "我月工资17,400元。上周六加班4小时（项目经理说没法调休），国庆10月1日加班6小时，另外工作日晚上加班了3小时。"
       "这些加班能拿多少加班费？",
       [_q("休息日加班 法定节假日 加班费 调休 工作日延长"), _q("小时工资 月工资 21.75")],
       [(C, "zh", "2,600元。小时工资=17400÷21.75÷8=100元；周六4小时无法调休按200%：800元；10月1日6小时按300%：1800元；"
                  "工作日晚上的3小时按1:1记3小时调休，不发加班费。"),
        (C, "en", "RMB 2,600 in overtime pay: 4 h × 100 × 200% = 800 for Saturday plus 6 h × 100 × 300% = 1,800 for 1 October. "
                  "The 3 weekday hours become 3 hours of time off instead of pay."),
        (C, "zh", "- 时薪：100元\n- 周六：4h×200%=800元\n- 国庆：6h×300%=1,800元\n- 工作日3h：记调休，无加班费\n合计¥2,600"),
        (C, "en", "2,600 yuan (hourly rate 100); the working-day evening hours are banked as time off."),
        (W, "zh", "周六800元，国庆1800元，工作日3小时按150%为450元，合计3,050元。"),
        (W, "en", "Hourly rate = 17,400 ÷ 30 ÷ 8 = 72.5. Saturday 4 × 72.5 × 2 = 580, 1 October 6 × 72.5 × 3 = 1,305: RMB 1,885."),
        (W, "zh", "周六4小时×100×200%=800元，国庆6小时×100×200%=1,200元，合计2,000元。"),
        (W, "zh", "时薪100元，周六800元加国庆1800元，合计2,800元。"),
        (W, "en", "Saturday is paid at the normal rate, 4 × 100 = 400, plus 1 October at 300%, 1,800: RMB 2,200."),
        ], handbook="chengdu"),
    # Truth: time off within 3 months of the overtime day (3.5; its example 3月14日 → 6月13日): 9月19日 → 12月18日 (Friday,
    # a working day per calculate_leave_days); untaken hours are paid at 200% of the hourly rate, not forfeited (3.5).
    _d("2026-09-21", "我9月19日（周六）加班8小时，选了调休。最晚哪天要休完？过期没休会怎样？",
       [_q("调休 3个月内 休完 逾期"), ("calculate_leave_days", {"start_date": "2026-12-18", "end_date": "2026-12-18"})],
       [(C, "zh", "最晚12月18日（周五）前休完（3个月内，比照手册“3月14日加班最迟6月13日休完”的例子）。逾期没休的不会作废，"
                  "公司按小时工资的200%折算成加班费发放。"),
        (C, "en", "You must take the 8 hours off by Friday 18 December 2026. If you don't, they're not lost: the studio pays "
                  "them out at 200% of your hourly rate."),
        (C, "zh", "截止2026年12月18日；过期按200%折钱。"),
        (C, "zh", "三个月内，也就是十二月十八日（周五）之前；逾期未休的调休时长按200%折算发放，不作废。"),
        (W, "zh", "最晚12月19日前休完，过期按200%折算发放。"),
        (W, "zh", "最晚12月18日（周五）前休完，过期作废。"),
        (W, "en", "Within 3 weeks, i.e. by 10 October; after that the hours are paid at 200%."),
        (W, "zh", "12月18日（周四）前休完，逾期按200%折算加班费。"),
        (W, "en", "By 18 December (Friday); hours not taken by then are paid at 150% of the hourly rate."),
        ], handbook="chengdu"),
    # Truth: 4.1: part one 40% = 8,000 after launch (the month after); part two 60% = 12,000 after 90 days, halved because
    # D30 retention missed → 6,000; total 14,000 yuan.
    _s("chengdu", "项目奖 两部分 40% 60% D30留存 未达到",
       "My project bonus quota is 20,000 yuan. The game launched, but D30 retention missed the target. How much project bonus "
       "do I get in total, and in what parts?",
       [(C, "en", "14,000 yuan in total: part one is 40% = 8,000, paid the month after launch; part two is 60% = 12,000, "
                  "but because D30 retention missed the target it is paid at 50%, i.e. 6,000, after 90 days live."),
        (C, "zh", "第一部分40%即8000元（上线次月发）；第二部分60%即12000元，D30留存未达标按50%发6000元（上线满90天后）。合计1.4万元。"),
        (C, "en", "- Part 1: RMB 8,000 (40%)\n- Part 2: RMB 6,000 (half of the 60% share)\n- Total: RMB 14,000"),
        (C, "zh", "一共¥14,000（上线次月发8,000元，上线满90天后发6,000元）。"),
        (W, "zh", "全额2万元：上线次月发8000元，满90天后发12000元。"),
        (W, "zh", "D30没达标，项目奖整体按50%发放，共1万元。"),
        (W, "en", "Only part one, 8,000 yuan; part two is forfeited when D30 retention misses the target."),
        (W, "zh", "第一部分8000元，第二部分6000元，合计15,000元。"),
        (W, "en", "Part one is 60% = 12,000 after launch; part two is 40% = 8,000 halved to 4,000. Total 16,000 yuan."),
        ]),
    # Truth: 累计工龄12年 → 法定年假10天 (5.1); 福利假 1 day per full year with the company, capped at 5 (5.2): 7 → 5;
    # total 15 days; 福利假 valid in the year only, no carry-over.
    _s("chengdu", "年休假 累计工龄 福利假 每服务满1年 最多",
       "我累计工龄12年，在公司干了7年，今年一共有多少天年假加福利假？",
       [(C, "zh", "一共15天：累计工龄12年，法定年假10天；在公司7年本应7天福利假，但福利假最多5天，所以是10+5=15天。"),
        (C, "en", "15 days: 10 days of statutory annual leave plus 5 company days (7 years would give 7, but the cap is 5)."),
        (C, "zh", "年假10天＋福利假5天（封顶）＝15天，福利假当年有效，不能顺延。"),
        (C, "zh", "十五天。"),
        (W, "zh", "年假10天加福利假7天，共17天。"),
        (W, "en", "5 days of annual leave plus 5 company days, 10 days in total."),
        (W, "zh", "累计工龄12年对应15天年假，加5天福利假，共20天。"),
        (W, "zh", "10+5=15天，没休完的福利假可以顺延到明年。"),
        (W, "en", "10 statutory days plus 6 company days, 16 in total."),
        ]),
    # Truth: daily pay = 21,750 ÷ 21.75 = 1,000 (1.3); 5 full-pay sick days a year, then 70% (5.3): 5 × 1,000 + 3 × 700
    # = 7,100 yuan.
    _d("2026-06-15", "My monthly pay is 21,750 yuan. This year I've had 8 days of sick leave so far (all certified). How much sick "
       "pay do I get for those 8 days?", [_q("病假 全薪病假 日工资 70%"), _q("日工资 月工资 21.75")],
       [(C, "en", "RMB 7,100. Your daily pay is 21,750 ÷ 21.75 = 1,000. The first 5 sick days each year are on full pay "
                  "(5,000); the other 3 are paid at 70% (3 × 700 = 2,100)."),
        (C, "zh", "日工资1000元；前5天全薪5000元，后3天按70%计2100元，合计7,100元。"),
        (C, "en", "5 × ¥1,000 + 3 × ¥700 = ¥7,100."),
        (C, "zh", "共柒仟壹佰元（7100元）。"),
        (W, "en", "All 8 days at 70% of daily pay: 8 × 700 = RMB 5,600."),
        (W, "zh", "病假都有证明，8天全薪，共8,000元。"),
        (W, "en", "Daily pay is 21,750 ÷ 30 = 725; 5 × 725 + 3 × 507.50 = RMB 5,147.50."),
        (W, "zh", "前5天全薪5000元，之后按60%：3×600=1800元，合计6,800元。"),
        (W, "en", "5,000 for the full-pay days plus 2,100 for the rest: RMB 7,300."),
        ], handbook="chengdu"),
    # Truth: calculate_leave_days June 2026 → 21 working days (端午 19 June off); 2 sick days → 19 attended × 25元 = 475
    # (6.1); 房补 P4 1,500元 (6.2（2）); total 1,975元.
    _d("2026-07-01", "我是P4级，6月份请了2天病假，其余工作日都正常出勤。6月的餐补和房补一共多少？",
       [_q("餐补 每个出勤工作日"), _q("房补 职级 P4"), ("calculate_leave_days", {"start_date": "2026-06-01", "end_date": "2026-06-30"})],
       [(C, "zh", "1,975元。6月共21个工作日（6月19日端午放假），扣除2天病假，出勤19天×25元=475元；P4房补1500元。"),
        (C, "en", "RMB 1,975: June 2026 has 21 working days, you attended 19, so meal allowance 19 × 25 = 475, plus the "
                  "P4–P5 housing allowance of 1,500."),
        (C, "zh", "| 项目 | 金额 |\n|---|---|\n| 餐补 19天×25元 | 475元 |\n| 房补（P4） | 1,500元 |\n| 合计 | 1,975元 |"),
        (C, "zh", "一共¥1,975。"),
        (W, "zh", "6月21个工作日×25元=525元，加房补1500元，共2,025元。"),
        (W, "zh", "6月30天×25元=750元，加房补1500元，共2,250元。"),
        (W, "en", "Meal allowance 19 × 25 = 475 plus housing 2,500 = RMB 2,975."),
        (W, "zh", "餐补475元，房补按P1至P3级800元，共1,275元。"),
        (W, "en", "June has 22 working days; 20 attended × 25 = 500, plus 1,500 housing: RMB 2,000."),
        ], handbook="chengdu"),
    # Truth: 30% of the 12-month average pay (bonuses included) per month (7.4): 24,000 × 30% = 7,200/month; maximum
    # period 12 months (7.3) → 86,400 yuan in total, paid monthly.
    _s("chengdu", "竞业限制 补偿金 平均工资 30% 按月 期限",
       "I signed a non-compete for the maximum period. My average monthly pay over the last 12 months (bonuses included) was "
       "24,000 yuan. How much non-compete compensation will the studio pay per month and in total?",
       [(C, "en", "7,200 yuan a month (30% of 24,000), paid monthly for up to 12 months, which is 86,400 yuan in total."),
        (C, "zh", "每月24000×30%=7200元，最长12个月，共86,400元，按月支付。"),
        (C, "en", "RMB 7,200 per month × 12 months = RMB 86,400."),
        (C, "zh", "每月七千二百元，一年合计8.64万元。"),
        (W, "en", "The legal maximum is 24 months, so 7,200 × 24 = RMB 172,800 in total."),
        (W, "zh", "按平均工资的50%，每月12,000元，12个月共144,000元。"),
        (W, "en", "7,200 a month for 12 months: 84,600 yuan."),
        (W, "zh", "每月7200元，12个月共86,400元，在离职时一次性支付。"),
        (W, "en", "7,200 yuan a month for the maximum period of 6 months, 43,200 yuan in total."),
        ]),
    # Truth: core hours start 10:30, latest arrival 10:30 (2.1); arriving at 11:00 → 迟到 (2.2); only 30 minutes, not over
    # 60, so not 事假半天; up to 3 lates free, from the 4th 50元 each → this (5th) time 50元, month total 100元 (4th + 5th).
    _s("chengdu", "弹性工作制 核心工作时间 迟到 扣款",
       "这个月我已经迟到4次了，今天11:00才到公司。这次算迟到吗？扣多少？本月迟到一共扣多少？",
       [(C, "zh", "算迟到：核心工作时间10:30开始，最晚10:30到岗。今天是本月第5次，扣50元；第4次起每次扣50元，本月共扣100元。"
                  "晚到30分钟，没有超过60分钟，不按事假半天处理。"),
        (C, "en", "Yes, it's late (the core hours start at 10:30). This is your 5th late arrival, so RMB 50 this time; the "
                  "4th was also 50, making RMB 100 for the month. Being 30 minutes late isn't treated as half a day's leave."),
        (C, "zh", "算迟到，这次扣¥50，本月累计100元。"),
        (C, "zh", "- 是否迟到：是（10:30后到岗）\n- 本次扣款：50元\n- 本月合计：100元（前3次不扣）"),
        (W, "zh", "不算迟到，弹性工作制最晚11:00到岗就行。"),
        (W, "zh", "算迟到，而且迟到超过30分钟按事假半天处理。"),
        (W, "en", "It's late: RMB 50 this time, and every late arrival this month is charged RMB 50, so RMB 250 in total."),
        (W, "zh", "算迟到，这次扣50元，本月一共就扣这50元。"),
        (W, "en", "It's late; from the 5th late arrival the deduction doubles, so RMB 100 this time and RMB 150 for the month."),
        ]),
]
