"""The handbook part of heldout19 (make_heldout19.py runs the calls and writes heldout19.jsonl): three
handbooks of its own, written for this set, and 24 questions on them, 8 per handbook, each with 9 final
answers (4 correct, 5 wrong) written by hand after reading the calls' REAL results. Written by a helper who
never read the answer check's code nor ran the check on this set. Every case is "report".

The handbooks (heldout19_handbooks/<folder>/handbook/):
- osaka_precision_suzhou ("osaka"): the Suzhou plant of a Japanese manufacturer, an English Word handbook
  (.docx, built by heldout19_handbooks/make_osaka_docx.py) with Word tables. Amounts are RMB (元 / CNY)
  unless marked as Japanese yen: the handbook says ¥ always means yen. Numbered clauses 1.1–8.2: hourly
  rate ÷21.75 ÷8, overtime 150% / 200% / 300%, a 36-hour monthly overtime cap (exactly 36 allowed, General
  Manager's approval above 30), shift allowances 20元 (B) / 35元 (C) per shift, a 精勤手当 attendance bonus
  300元 / 250元 / 200元 / 0 on the 3rd late arrival, a 1,000元 perfect-attendance award, a housing allowance by
  household size 600–1,400元 (parents not counted, changes from the next month), a JLPT allowance
  N1 800元 / N2 500元 / N3 200元 a month (highest level only) with one-time bonuses, Japan trips in yen
  (¥8,000 a day for Tokyo / Osaka training, ¥6,000 for other trips, departure and return days at half rate),
  expense claims within 10 working days after return.
- wuhan_children_hospital ("wuhan"): a Chinese children's hospital nursing department's 排班与津贴管理制度,
  a Chinese PDF (built by heldout19_handbooks/make_wuhan_pdf.py, a running header and a page number on every
  page), 第一条–第四十七条: 四班三倒, 夜班费 小夜班80元 / 大夜班120元 a shift (PICU/NICU/急诊 +20元), a
  1,500元 monthly cap with no carry-over, 疗养假 3 / 5 days at 100 / 150 night shifts a year, 护龄津贴
  100 / 200 / 350 / 500元 by 5 / 10 / 20 years (new rate from the month after), 节假日 = every day of the official
  holiday period (调休上班日 excluded), 节假日值班费 200元 (春节 300元) a shift on top of 夜班费, 补休 within 3
  months, 继续教育学分 20 (I类≥5) / 25 (I类≥10), 产假 158 days +15 a further baby, 哺乳时间 1 hour a day +1 a
  further baby.
- manila_bpo_services ("manila"): a Philippine BPO's English Markdown handbook with ₱ / PHP amounts, clauses
  1.1–6.4: daily rate = monthly basic ×12 ÷261, hourly ÷8; night differential 10% of the hourly rate for hours
  worked between 22:00 and 06:00 (unpaid breaks out; on premium days 10% of the day's rate; a shift belongs
  to the date it starts); regular holiday 200%, special non-working day 130% (260% / 150% on a rest day);
  13th-month pay = basic salary earned in the year ÷12 (pro rata for joiners, rice subsidy / overtime / ND
  excluded, paid by 24 December); service incentive leave 5 days after 12 months, unused converted to cash;
  rice subsidy ₱2,000 a month.

Questions: rates and totals (yen vs yuan allowances, a night shift's differential, a mid-year joiner's 13th
month, a nurse's night pay by band, an attendance bonus with 2 vs 3 late arrivals), a band at its boundary
(exactly 36 hours, exactly 22:00, exactly 10 years, exactly 12 months, exactly 100 night shifts), caps
(36 hours, 1,500元, 1,400元), deadlines with the date tools (10 working days over 国庆 2026; the 国庆 holiday
days vs the 10月10日 make-up workday), and rules the handbooks do not have (JLPT exam fees, 夜班交通补贴, a
14th-month pay: correct answers say the handbook has no such rule).
Forms: one-liners, lists, Markdown tables, worked sums; ¥ / JPY / 日元 vs 元 / RMB / CNY, ₱ / PHP / 比索,
10% / 一成 / one tenth, 200% / double / 两倍, hours / hrs / 小时; English answers on the Chinese handbook and
Chinese answers on the English ones.
Errors (one per wrong answer): another band's value, yen and yuan confused, a cap not applied, a pro-rata
slip, the differential applied to hours outside the window, a wrong base for a percentage, arithmetic slips,
a wrong unit, an invented rule, a right number with a wrong rule, a wrong deadline.

Audit (handbook part): a blind second reader judged all 216 answers one by one against the three handbooks (read
with python-docx / pypdf / as Markdown), the typed search hits each case really retrieved (make_heldout19.py
--part handbooks), the arithmetic, and the calendar (add_workdays / calculate_leave_days results and
chinese_calendar: 国庆 10-01…10-07, make-up Sat 10-10, deadline Tue 10-20). Every correct answer answers the whole
question and relies only on clauses its searches returned, so no search words changed. Two wrong answers were
edited, labels kept: osaka Tokyo trip, the yen-as-元 answer also said the allowance is "随工资发放" (a second,
unretrieved error: 7.4 advances it in cash before departure) -> that phrase removed so the currency is its only
error; manila 13th month, "按全年各月基本工资的平均数" is the handbook's own rule for a full-year employee (sum of
the 12 monthly basics ÷ 12), so the answer was in fact right -> now "调薪前后两档月薪的平均数，不管每档各拿了几个月",
an unambiguously wrong rule that still lands on 31,500 (a right number with a wrong rule). Final counts unchanged:
24 questions, 216 answers, 96 correct, 120 wrong.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from heldout4_cases import C, W, _d, _q, _s  # noqa: E402

HANDBOOKS = {"osaka": "osaka_precision_suzhou", "wuhan": "wuhan_children_hospital", "manila": "manila_bpo_services"}

OSAKA = [
    # Truth: a Tokyo Technical Centre training trip Sat 26 Sep – Wed 30 Sep 2026 = 5 calendar days; 7.2 ¥8,000 a
    # day (JPY, not RMB: 1.2, 7.2); 7.3 departure and return days at half: 3 × ¥8,000 + 2 × ¥4,000 = ¥32,000.
    # 7.5 claim within 10 working days after the return day (not counted): add_workdays → 2026-10-20 (Tue),
    # 国庆 10-01…10-07 skipped, Sat 10-10 a make-up workday counted; later claims need the GM's approval.
    _d("2026-09-30", "我9月26日（周六）出发去东京技术中心参加培训，今天9月30日回到苏州。这次培训的日当一共多少？差旅费最晚哪天要报销？",
       [_q("Tokyo training daily allowance yen"), _q("days of departure and return half daily allowance"),
        _q("travel expense claim deadline working days after return"),
        ("add_workdays", {"date": "2026-09-30", "days": 10})],
       [(C, "zh", "东京技术中心培训的日当是每天8,000日元（¥8,000，手册里¥专指日元）。9月26日到30日共5个自然日，出发日和返回日各按半天："
                  "3×8,000＋2×4,000＝32,000日元。差旅费须在返回日之后10个工作日内报销（返回日当天不算），"
                  "国庆10月1日—7日放假不计，10月10日周六调休上班计入，所以最晚是10月20日（周二）；再晚要总经理批准。"),
        (C, "en", "| Item | Result |\n|---|---|\n| Daily allowance rate | ¥8,000 per day (JPY, Tokyo training) |\n"
                  "| Full days (27–29 Sep) | 3 × ¥8,000 = ¥24,000 |\n| Half days (26 Sep departure, 30 Sep return) | 2 × ¥4,000 = ¥8,000 |\n"
                  "| Total | **¥32,000** |\n| Claim deadline | Tuesday 20 October 2026 (10 working days after return; 1–7 Oct holiday skipped, "
                  "Sat 10 Oct make-up day counts) |"),
        (C, "zh", "日当合计¥32,000（日元）；报销截止2026/10/20，星期二。"),
        (C, "en", "You get ¥32,000 in yen: the equivalent of 4 days at ¥8,000, because the departure and return days are "
                  "paid at half. File the expense claim by Tue 20 Oct — ten working days after 30 Sep, skipping the National Day break."),
        (W, "zh", "东京培训日当每天8,000日元，9月26日到30日共5天，5×8,000＝40,000日元。报销最晚10月20日（周二），国庆假期不算工作日。"),
        (W, "zh", "日当标准是每天8,000元，出发和返回日各算半天，合计3×8,000＋2×4,000＝32,000元人民币；报销截止10月20日（周二）。"),
        (W, "en", "Tokyo training is paid at the Japan daily allowance of ¥6,000 a day; with the departure and return days at half, "
                  "that is 3 × ¥6,000 + 2 × ¥3,000 = ¥24,000. Deadline for the expense claim: Tuesday 20 October 2026."),
        (W, "en", "Daily allowance: 3 × ¥8,000 + 2 × ¥4,000 = ¥32,000 (JPY). The claim is due within 10 working days of your "
                  "return, i.e. by Wednesday 14 October 2026."),
        (W, "zh", "日当：3天全额＋2个半天，3×8,000＋2×4,000＝36,000日元。报销请在10月20日（周二）前提交，国庆7天不算工作日，10月10日调休上班算。"),
        ], handbook="osaka"),
    # Truth: 3.1 B shift 20元, C shift 35元 per shift (RMB): 10 × 35 + 6 × 20 = 350 + 120 = 470元. A customer visit in
    # Nagoya is an "other business trip in Japan": 7.2 ¥6,000 a day (JPY); 7.3 2 Nov and 4 Nov at half, 3 Nov full:
    # ¥3,000 + ¥6,000 + ¥3,000 = ¥12,000.
    _d("2026-11-05", "In October I worked 10 C shifts and 6 B shifts. From 2 to 4 November I visited a customer in Nagoya. "
       "What shift allowance do I get for October, and what daily allowance for the Nagoya trip?",
       [_q("night shift allowance C shift B shift"), _q("daily allowance other business trips in Japan"),
        _q("day of departure and day of return paid at half")],
       [(C, "en", "October shift allowance (RMB): 10 C shifts × 35元 = 350元 plus 6 B shifts × 20元 = 120元, so 470元, paid with "
                  "your salary. Nagoya counts as another business trip in Japan, paid in yen at ¥6,000 a day: 2 Nov and 4 Nov are "
                  "half days (¥3,000 each) and 3 Nov is a full day, so ¥12,000 (JPY)."),
        (C, "zh", "10月倒班津贴：夜班（C班）10×35元＝350元，中班（B班）6×20元＝120元，合计470元人民币。名古屋出差按日本其他出差的日当每天6,000日元，"
                  "出发日和返回日各半天：3,000＋6,000＋3,000＝12,000日元。"),
        (C, "zh", "- 倒班津贴：**470元人民币**（350＋120）\n- 名古屋日当：**12,000日元**（1个全天¥6,000＋2个半天）"),
        (C, "zh", "倒班津贴470元；名古屋日当共¥12,000（日元）。"),
        (W, "en", "Shift allowance: 10 × 35元 + 6 × 20元 = 470元. Nagoya trip: the Japan rate is ¥8,000 a day, with the first and last "
                  "day at half, so ¥4,000 + ¥8,000 + ¥4,000 = ¥16,000."),
        (W, "zh", "倒班津贴10×35＋6×20＝470元；名古屋出差日当按6,000元一天，首尾两天减半，共12,000元人民币。"),
        (W, "en", "B shifts pay 35元 and C shifts 20元, so October is 6 × 35 + 10 × 20 = 410元. For Nagoya you get ¥6,000 a day with "
                  "half days on 2 and 4 Nov: ¥12,000."),
        (W, "zh", "10月倒班津贴470元（350＋120）。名古屋出差3天，每天6,000日元，共18,000日元。"),
        (W, "en", "October: 10 × 35 = 350 RMB and 6 × 20 = 120 RMB, total 570 RMB. Nagoya: ¥12,000 (¥6,000/day, half rate on the "
                  "departure and return days)."),
        ], handbook="osaka"),
    # Truth: 4.1 table: 2 late arrivals → 200元 (March); 3 late arrivals → 0, the whole bonus forfeited on the 3rd
    # (April); 4.2 up to 30 minutes late is a late arrival (not absence); 4.4 the 1,000元 award needs the full 300元
    # in all 12 months → none for 2026.
    _d("2026-05-06", "我3月迟到了2次，4月迟到了3次（每次都没超过30分钟），其他月份都全勤。3月和4月的精勤手当各是多少？年底还能拿全勤奖吗？",
       [_q("attendance bonus late arrivals 精勤手当"), _q("perfect attendance award all 12 months")],
       [(C, "zh", "3月迟到2次，精勤手当是200元；4月第3次迟到时整月的精勤手当取消，是0元。全勤奖1,000元要求一年12个月都拿满300元，"
                  "你3月、4月都没拿满，所以2026年拿不到。"),
        (C, "en", "March: 200元 (two late arrivals). April: nothing — the third late arrival forfeits the whole month's bonus. "
                  "The 1,000元 perfect attendance award needs the full 300元 in all 12 months, so you won't get it for 2026."),
        (C, "zh", "1. 3月：200元\n2. 4月：0元（第3次迟到即取消当月全部精勤手当）\n3. 全勤奖：没有，须全年12个月都是满额300元"),
        (C, "en", "| Month | Late arrivals | Bonus |\n|---|---|---|\n| March | 2 | 200 RMB |\n| April | 3 | 0 RMB |\n\n"
                  "No 1,000 RMB year-end perfect attendance award this year: it requires the full 300 RMB every month."),
        (W, "zh", "每迟到一次扣50元：3月300−100＝200元，4月300−150＝150元。全勤奖1,000元要求12个月都满额，今年拿不到。"),
        (W, "en", "March: 250元; April: 0元, because the bonus is forfeited on the third late arrival. The 1,000元 perfect attendance "
                  "award needs the full 300元 in every month, so not this year."),
        (W, "zh", "3月200元，4月0元。全勤奖1,000元看的是全年，其他10个月你都是全勤，年底照样可以拿。"),
        (W, "en", "March 200元, April 0元. The perfect attendance award is pro-rated for the months with the full bonus: "
                  "10/12 × 1,000元 ≈ 833元 with the January salary."),
        (W, "zh", "迟到按半天旷工处理，只要有旷工当月精勤手当就取消，所以3月和4月都是0元，全勤奖也没有。"),
        ], handbook="osaka"),
    # Truth: 2.3 cap 3 hours on a working day and 36 hours a month; exactly 36 is permitted (30 + 6 = 36; 2 hours a
    # day is within the daily cap); nothing above 36 is paid or carried over. 2.4 hours above 30 also need the
    # General Manager's approval (besides the department manager's).
    _d("2026-06-22", "I've already logged 30 hours of overtime in June. My manager wants me to do 6 more hours this week, 2 hours a "
       "day on three weekdays. Is that allowed, and who has to approve it?",
       [_q("overtime cap 36 hours a month"), _q("overtime approval General Manager above 30 hours")],
       [(C, "en", "Yes. 30 + 6 = 36 hours, and a monthly total of exactly 36 hours is permitted (2 hours a day is also within the "
                  "3-hour daily limit). Because these 6 hours are above 30, the General Manager must approve them as well as your "
                  "department manager. After that you cannot do any more overtime in June."),
        (C, "zh", "可以。本月加起来正好36小时，手册明确允许正好36小时；每天2小时也没超过工作日3小时的上限。不过30小时以上的部分，"
                  "除了部门经理还要总经理批准。"),
        (C, "en", "Allowed — exactly at the 36 hrs/month cap. Approval: department manager + General Manager (hours 31–36)."),
        (C, "zh", "- 合计：30＋6＝36小时，等于上限，可以加\n- 审批：超过30小时的部分需总经理另行批准\n- 之后6月不能再加班，"
                  "超出36小时的既不付钱也不能转到7月"),
        (W, "en", "No. The monthly cap is 36 hours and overtime has to stay below it, so with 30 hours logged you can add at most 5 more "
                  "hours, with the General Manager's approval for the hours above 30."),
        (W, "zh", "可以，合计正好36小时，没超过每月上限；每天2小时也在3小时以内。部门经理批准就行，不需要总经理。"),
        (W, "zh", "可以，正好36小时就是上限，30小时以上的部分还需要总经理批准；如果最后超过了36小时，多出来的小时可以结转到7月。"),
        (W, "en", "Yes — the cap is 36 hours of overtime per week, so 6 more hours is no problem; hours above 30 need the General "
                  "Manager's sign-off in addition to your department manager."),
        (W, "zh", "可以，正好36小时不超上限，30小时以上需总经理审批。另外超过30小时的这6小时按300%计发加班费。"),
        ], handbook="osaka"),
    # Truth: 1.3 hourly rate = 6,960 ÷ 21.75 ÷ 8 = 40元; 2.2 working days 150% → 60元/h × 12 = 720元; rest day without
    # compensatory time off in the month 200% → 80元/h × 8 = 640元; total 1,360元 (20 hours, under the 36-hour cap;
    # the 3-hour daily cap is for working days).
    _d("2026-07-03", "我月基本工资6,960元。6月工作日加班12小时，周六又加班8小时，当月没有安排补休。6月加班费一共多少？",
       [_q("hourly rate monthly basic salary 21.75"), _q("overtime pay rate rest day 200%")],
       [(C, "zh", "小时工资＝6,960÷21.75÷8＝40元。工作日加班按150%：40×1.5×12＝720元；周六休息日加班且当月没补休，按200%：40×2×8＝640元。"
                  "合计1,360元。"),
        (C, "en", "Hourly rate: 6,960 ÷ 21.75 ÷ 8 = 40 RMB. Weekday overtime at 150%: 12 × 60 = 720 RMB. Saturday (rest day, no "
                  "time off in lieu that month) at 200%: 8 × 80 = 640 RMB. Total: 1,360 RMB."),
        (C, "zh", "| 类型 | 小时数 | 比例 | 金额 |\n|---|---|---|---|\n| 工作日 | 12 | 150% | 720元 |\n| 休息日（周六） | 8 | 200% | 640元 |\n"
                  "| 合计 | 20 | — | 1,360元 |"),
        (C, "zh", "一共一千三百六十元（时薪40元，工作日1.5倍、周六2倍）。"),
        (W, "zh", "时薪按6,960÷30÷8＝29元算：工作日29×1.5×12＝522元，周六29×2×8＝464元，合计986元。"),
        (W, "en", "Hourly rate 40 RMB. All overtime is paid at 150%: 20 hours × 60 RMB = 1,200 RMB."),
        (W, "zh", "时薪40元。工作日12小时×60＝720元；周六按300%，8×120＝960元；合计1,680元。"),
        (W, "zh", "时薪＝6,960÷21.75÷8＝40元。工作日12×40×1.5＝720元，周六8×40×2＝640元，合计1,460元。"),
        (W, "zh", "时薪40元，工作日加班12小时按150%是720元。周六加班只能调休，不能发加班费，所以6月加班费就是720元。"),
        ], handbook="osaka"),
    # Truth: 5.2 household = spouse and children under 18 living with the employee; parents not counted (the wife
    # working elsewhere does not matter): employee + wife + son = 3 persons → 5.1 1,200元 a month. The baby,
    # documented to HR on 16 March: 5.3 from the next month (April) 4 persons → 1,400元 (the maximum).
    _d("2026-03-16", "I don't live in the dorm. My household is me, my wife, our 6-year-old son and my mother, who lives with us. "
       "Our daughter was born on 2 March and I gave HR her birth certificate today. My wife works for another company. "
       "What housing allowance do I get now, and from when does it change?",
       [_q("housing allowance household size"), _q("household members spouse children parents not counted"),
        _q("change in household size takes effect month after HR receives documents")],
       [(C, "en", "Your mother isn't counted (only your spouse and children under 18 are household members). For March that is you, "
                  "your wife and your son: 3 persons, 1,200元 a month. With your daughter's certificate handed in on 16 March, the "
                  "change takes effect from the following month: from April you are 4 persons, which pays 1,400元, the maximum."),
        (C, "zh", "母亲不计入家庭人数，只算配偶和18岁以下子女。3月按本人、妻子、儿子3人计，每月1,200元；女儿的出生证明3月16日交给HR，"
                  "从下个月即4月起按4人计，每月1,400元（已是最高档）。"),
        (C, "en", "| Month | Household counted | Allowance |\n|---|---|---|\n| March 2026 | 3 (you, wife, son) | 1,200元 |\n"
                  "| From April 2026 | 4 (+ daughter) | 1,400元 (maximum) |"),
        (C, "zh", "现在每月1,200元人民币，4月起1,400元。"),
        (W, "en", "Household members include relatives living with you, so you, your wife, your son and your mother make 4 persons: "
                  "1,400元 a month already in March. From April, with your daughter, it stays at the 1,400元 maximum."),
        (W, "zh", "母亲不算。女儿3月出生、证明当月就交了，所以3月起就按4人计，每月1,400元。"),
        (W, "zh", "母亲不算。现在本人、妻子、儿子3人，每月900元；4月起加上女儿共4人，每月1,400元。"),
        (W, "zh", "母亲不算，现在3人每月1,200元。女儿要满1周岁才计入家庭人数，所以4月起还是1,200元，明年3月后才涨到1,400元。"),
        (W, "en", "Your mother doesn't count. You get ¥1,200 a month now (3 persons) and ¥1,400 from April (4 persons); the "
                  "housing allowance is paid in Japanese yen."),
        ], handbook="osaka"),
    # Truth: 6.1 N1 800元 a month, one-time bonus 3,000元 (N1 passed while employed); 6.2 only the highest level
    # is paid (not 500 + 800); 6.3 the monthly allowance starts the month after the certificate is submitted
    # (submitted 10 Feb → March; February still N2 500元); the bonus only for levels passed after hire (N2 held at
    # hire earns none).
    _d("2026-02-10", "我入职时已经有N2证书，一直拿语言津贴。去年12月考过了N1，今天把N1证书交给了HR。以后每月语言津贴多少、"
                     "从几月开始？有一次性奖金吗？",
       [_q("JLPT language allowance N1 N2 one-time bonus"),
        _q("only the highest JLPT level is paid, allowances for different levels not added together"),
        _q("JLPT monthly allowance starts month after certificate submitted to HR")],
       [(C, "zh", "从3月起每月800元（只按最高的N1发，不和N2的500元叠加），2月仍按N2发500元。N1是入职后考过的，可以拿一次性奖金3,000元；"
                  "N2是入职前考的，没有奖金。"),
        (C, "en", "From March 2026 your language allowance becomes 800元 a month — only the highest level (N1) is paid, so it replaces "
                  "the 500元 for N2 rather than adding to it. February is still 500元. You also get the one-time N1 bonus of 3,000元."),
        (C, "zh", "| 项目 | 金额 |\n|---|---|\n| 2月语言津贴 | 500元（N2） |\n| 3月起每月 | 800元（N1） |\n| N1一次性奖金 | 3,000元 |"),
        (C, "zh", "每月800元，从3月（交证书的次月）开始；另有N1一次性奖金3,000元。"),
        (W, "zh", "N1每月800元，加上原来N2的500元，3月起每月1,300元；N1一次性奖金3,000元。"),
        (W, "en", "Your allowance switches to the N1 rate of 800元 a month from February, since you submitted the certificate in "
                  "February, and you get the 3,000元 one-time N1 bonus."),
        (W, "zh", "3月起每月800元（只按最高级别）。一次性奖金按N2标准发2,000元。"),
        (W, "zh", "3月起每月800元，只发最高级别。一次性奖金N1的3,000元，另外入职前考的N2也可以补发2,000元，一共5,000元。"),
        (W, "en", "From March: 800元 a month (highest level only). One-time bonus: ¥3,000 — the JLPT bonus is paid in Japanese yen."),
        ], handbook="osaka"),
    # Truth: the handbook has no rule on reimbursing JLPT exam fees; 6.1–6.3 only give a monthly allowance
    # (N1 800元 / N2 500元 / N3 200元) and a one-time bonus per level passed while employed.
    _s("osaka", "JLPT exam fee reimbursement",
       "Will the company reimburse my JLPT exam registration fee?",
       [(C, "en", "The handbook doesn't say anything about reimbursing JLPT exam fees. What it does provide is a monthly language "
                  "allowance (N1 800元, N2 500元, N3 200元) and a one-time bonus for a level you pass while employed. Please ask HR "
                  "about the exam fee."),
        (C, "zh", "手册里没有报销JLPT考试费的规定，只规定了语言津贴和考过后的一次性奖金（N1 3,000元、N2 2,000元、N3 800元）。"
                  "考试费能否报销请向HR确认。"),
        (C, "en", "Not covered by the handbook — no exam-fee rule there."),
        (C, "zh", "制度没写考试报名费的事，查不到相关条款；能拿的是按级别的月度津贴和一次性奖金。"),
        (W, "en", "Yes. The company refunds the JLPT registration fee once per level when you pass, together with the one-time bonus."),
        (W, "zh", "可以报销，但只限N2及以上级别，N3、N4、N5的考试费自理。"),
        (W, "en", "The handbook doesn't cover exam fees. It does pay a monthly allowance of 800元 for N1, 500元 for N2 and 300元 for N3."),
        (W, "zh", "手册明确规定考试费一律不报销，由员工自己承担。"),
        (W, "en", "No separate reimbursement: the one-time bonus (e.g. 3,000元 for N1) is defined in 6.3 as covering the exam fee."),
        ]),
]

WUHAN = [
    # Truth: 第十四条 小夜班80元、大夜班120元 a shift (general ward): 6 × 80 + 5 × 120 = 480 + 600 = 1,080元 (under the
    # 1,500元 cap of 第十六条).
    _s("wuhan", "小夜班 大夜班 夜班费标准",
       "我是普通内科病区的护士，5月上了6个小夜班、5个大夜班，夜班费能拿多少？",
       [(C, "zh", "小夜班每班80元，大夜班每班120元：6×80＋5×120＝480＋600＝1,080元。"),
        (C, "en", "Evening shifts (小夜班) pay 80 yuan and night shifts (大夜班) 120 yuan each, so 6 × 80 + 5 × 120 = 1,080 yuan."),
        (C, "zh", "一共1,080元。"),
        (C, "zh", "- 小夜班：6个×80元＝480元\n- 大夜班：5个×120元＝600元\n- 合计：1,080元（普通病区没有PICU那20元的加成）"),
        (W, "zh", "小夜班每班120元、大夜班每班80元，6×120＋5×80＝1,120元。"),
        (W, "zh", "夜班费标准是小夜班100元、大夜班140元，6×100＋5×140＝1,300元。"),
        (W, "en", "6 evening shifts × 80 yuan = 480 yuan and 5 night shifts × 120 yuan = 600 yuan, 1,180 yuan in all."),
        (W, "zh", "6×80＋5×120＝1,080元，但每月夜班费最多只发1,000元，所以你拿1,000元。"),
        (W, "en", "You get 80 yuan per evening shift and 120 per night shift, but at most 10 night shifts a month are paid, so "
                  "one of your 11 shifts drops out: 5 × 80 + 5 × 120 = 1,000 yuan."),
        ]),
    # Truth: 第十四条（三） PICU +20元: 小夜班100元、大夜班140元: 7 × 100 + 8 × 140 = 700 + 1,120 = 1,820元; 第十六条 at
    # most 1,500元 a month, the excess (320元) neither paid nor carried into the next month → 1,500元.
    _d("2026-08-03", "我在PICU，7月上了7个小夜班、8个大夜班，7月夜班费多少？",
       [_q("PICU 夜班费 每班另加20元"), _q("每月夜班费合计上限")],
       [(C, "zh", "PICU小夜班每班100元、大夜班每班140元：7×100＋8×140＝700＋1,120＝1,820元。但每月夜班费最多1,500元，"
                  "超出的320元不发也不结转，所以7月夜班费是1,500元。"),
        (C, "en", "PICU rates are 100 yuan per evening shift and 140 per night shift, which gives 1,820 yuan — above the 1,500 yuan "
                  "monthly cap, so you are paid 1,500 yuan for July; the other 320 yuan is not paid or carried over."),
        (C, "zh", "1,500元（按PICU标准算是1,820元，超过每月1,500元上限的部分不予计发）。"),
        (C, "zh", "**1,500元**（7×100＋8×140＝1,820元，超过上限）。"),
        (W, "zh", "PICU小夜班100元、大夜班140元，7×100＋8×140＝1,820元，7月夜班费就是1,820元。"),
        (W, "en", "Night pay is the same in every unit: 80 yuan per evening shift and 120 per night shift, so 7 × 80 + 8 × 120 = "
                  "1,520 yuan, and the 1,500 yuan monthly cap brings it to 1,500 yuan."),
        (W, "zh", "按PICU标准是1,820元，本月按上限发1,500元，超出的320元结转到8月一起发。"),
        (W, "zh", "7×100＋8×140＝1,820元，每月夜班费上限1,800元，所以7月发1,800元。"),
        (W, "en", "7 × 100 = 700 yuan and 8 × 140 = 1,020 yuan, 1,720 yuan in total; that is over the 1,500 yuan cap, so you get 1,500 yuan."),
        ], handbook="wuhan"),
    # Truth: 第二十五条 满5年不满10年 200元, 满10年不满20年 350元; 第二十六条 the new rate from the month after the month the
    # 10 years are completed. Nursing since May 2016 → 10 years in May 2026: May 200元, June 350元.
    _d("2026-05-12", "我2016年5月拿到护士执业证后就一直在本院病区做护士，没有中断过。这个月（5月）和下个月的护龄津贴分别是多少？",
       [_q("护龄津贴标准 满10年"), _q("护龄满年 次月起按新标准发放")],
       [(C, "zh", "你这个月护龄满10年。按规定满10年的自满年之月的次月起按新标准发：5月仍按满5年不满10年发200元，6月起按满10年不满20年发350元。"),
        (C, "en", "May 2026: 200 yuan (still the 5–10 year rate, since the new rate starts the month after you complete 10 years). "
                  "June 2026: 350 yuan."),
        (C, "zh", "5月200元，6月350元。"),
        (C, "zh", "| 月份 | 护龄 | 护龄津贴 |\n|---|---|---|\n| 2026年5月 | 满10年当月 | 200元 |\n| 2026年6月起 | 满10年不满20年 | 350元 |"),
        (W, "zh", "5月正好满10年，当月就按350元发，6月也是350元。"),
        (W, "en", "May: 200 yuan. June: still 200 yuan — 满10年 means more than 10 full years, so the 350 yuan rate only starts once "
                  "you are into your 11th year."),
        (W, "zh", "5月200元；6月起护龄满10年，按每月500元发。"),
        (W, "zh", "5月按护龄不满5年的标准100元，6月起350元。"),
        (W, "en", "May stays at 200 yuan; the 350 yuan rate starts in July, two months after you reach 10 years."),
        ], handbook="wuhan"),
    # Truth: calculate_leave_days: 国庆 2026-10-01…10-07 (7 days), 2026-10-10 (Sat) a make-up workday. 第二十九条 every day
    # of the holiday period counts, the make-up workday does not; 第三十条 200元 a shift (春节 300元), on top of 夜班费;
    # 第十四条 大夜班120元 + 小夜班80元. 10-01, 10-03, 10-07: 3 × 200 = 600元; night pay 200元; total 800元; 10-10 nothing
    # extra. 第三十二条 one day's 补休 per holiday shift → 3 days, within 3 months of each duty day.
    _d("2026-10-12", "国庆我10月1日上白班、10月3日上大夜班、10月7日上小夜班，10月10日（周六）又上了一个白班。我在普通病区。"
                     "这几个班能拿多少节假日值班费和夜班费？能补休几天？",
       [("calculate_leave_days", {"start_date": "2026-09-30", "end_date": "2026-10-10"}), _q("节假日值班费 每班"),
        _q("节假日的范围 调休上班日"), _q("夜班费 小夜班 大夜班 每班"), _q("节假日当班 补休")],
       [(C, "zh", "国庆放假是10月1日至7日，都算节假日；10月10日周六是调休上班日，按正常工作日，没有节假日值班费。10月1日、3日、7日共3个班，"
                  "每班200元，节假日值班费600元；另外10月3日大夜班120元、10月7日小夜班80元，夜班费200元，可以同时拿，合计800元。"
                  "补休3天，每次值班之日起3个月内休完。"),
        (C, "en", "National Day ran from 1 to 7 October, and every day of it counts as a holiday; Saturday 10 October was a make-up "
                  "workday, so it is a normal day. Holiday duty pay: 3 shifts × 200 yuan = 600 yuan. Night pay on top: 120 yuan "
                  "(night shift on the 3rd) + 80 yuan (evening shift on the 7th) = 200 yuan. Total 800 yuan, plus 3 days off in lieu "
                  "to be taken within 3 months."),
        (C, "zh", "| 日期 | 班次 | 节假日值班费 | 夜班费 |\n|---|---|---|---|\n| 10/1 | 白班 | 200元 | — |\n| 10/3 | 大夜 | 200元 | 120元 |\n"
                  "| 10/7 | 小夜 | 200元 | 80元 |\n| 10/10（调休上班） | 白班 | — | — |\n\n合计800元，补休3天（3个月内休完）。"),
        (C, "zh", "合计800元（节假日值班费600＋夜班费200），补休3天；10月10日是调休上班日，不算节假日。"),
        (W, "zh", "国庆期间的4个班都算节假日：4×200＝800元，加夜班费200元，共1,000元，可以补休4天。"),
        (W, "en", "Holiday duty is paid at 300 yuan a shift: 3 × 300 = 900 yuan, plus 200 yuan night pay, 1,100 yuan in total; "
                  "3 days off in lieu. The 10 October shift was a normal working day."),
        (W, "zh", "10月1日、3日、7日3个班，节假日值班费600元。节假日值班费和夜班费不能重复领取，所以大夜和小夜不再发夜班费，合计600元，补休3天。"),
        (W, "zh", "节假日值班费3×200＝600元，夜班费120＋80＝200元，共800元；10月10日是调休上班日不算。补休3天，须在当月内休完。"),
        (W, "en", "Only the three statutory days, 1–3 October, count as holidays, so only your shifts on the 1st and 3rd earn holiday "
                  "duty pay: 2 × 200 = 400 yuan, plus 200 yuan night pay = 600 yuan, and 2 days off in lieu."),
        ], handbook="wuhan"),
    # Truth: 第三十三条 中级及以上（主管护师）≥25 分 and I类 ≥10: I类 8 + II类 18 = 26 ≥ 25, but I类 8 < 10 → not met; needs 2
    # more I类 points, registered by 12月10日 (第三十四条). 第三十五条 if not met: no 优秀 in this year's appraisal and no
    # application for promotion to the next title next year.
    _d("2026-11-20", "我是主管护师，今年已登记I类学分8分、II类学分18分，一共26分，继续教育学分达标了吗？不达标有什么影响？",
       [_q("继续教育学分 中级职称 I类学分"), _q("年度学分未达标 后果")],
       [(C, "zh", "还没达标。主管护师属于中级职称，每年不少于25分，其中I类学分不少于10分。你总分26分够了，但I类只有8分，还差2分I类学分，"
                  "要在12月10日前登记。不达标的话，当年年度考核不能评优秀，次年不能申报晋升上一级职称。"),
        (C, "en", "Not yet. As a 主管护师 (intermediate title) you need at least 25 credits a year including at least 10 Category I "
                  "credits. Your total of 26 is enough, but you only have 8 Category I credits — 2 short. If you miss it, you cannot be "
                  "rated 优秀 in this year's appraisal and cannot apply for promotion to the next title next year."),
        (C, "zh", "不达标：I类8分＜10分（总分26分虽然超过25分）。后果：当年考核不得评优，次年不得申报晋升。"),
        (C, "en", "No — short by 2 Category I credits (8 of the required 10), even though the 26 total clears 25. Consequence: no "
                  "'excellent' rating this year and no promotion application next year."),
        (W, "zh", "达标了。中级职称每年要求不少于25分，你已经有26分。"),
        (W, "zh", "达标了：要求是每年不少于20分，其中I类不少于5分，你I类8分、总分26分都满足。"),
        (W, "en", "Not met: you need 10 Category I credits and have 8. The consequence is that your 护龄津贴 is suspended for the "
                  "following year."),
        (W, "zh", "不达标，I类要求10分，你还需要再补5分I类学分。未达标当年不能评优，次年不能申报晋升。"),
        (W, "zh", "I类还差2分，不达标。学分在12月31日前登记都算今年，不达标的话当年不能评优秀，次年不能申报晋升。"),
        ], handbook="wuhan"),
    # Truth: 第三十八条 产假158天; each further baby +15 days → twins 173 days (难产 +15 not applicable: normal delivery).
    # 第三十九条 after returning, until the babies turn 1: 1 hour a day, +1 hour per further baby → 2 hours a day, usable
    # in two 30-minute halves (for the first hour) or together.
    _d("2026-04-08", "I'm a nurse here and I've just had twins (a normal delivery). How long is my maternity leave, and once I'm "
       "back at work how much breastfeeding time do I get per day?",
       [_q("产假 多胞胎 增加产假"), _q("哺乳时间 多胞胎 每天增加")],
       [(C, "en", "Maternity leave is 158 days plus 15 days for the second baby, so 173 days. After you return, until the twins turn "
                  "one you get 1 hour of breastfeeding time a day plus 1 hour for the second baby: 2 hours a day."),
        (C, "zh", "产假158天，双胞胎多生育1个婴儿再加15天，共173天。返岗后到孩子满1周岁前，每天哺乳时间1小时，多哺乳一个婴儿增加1小时，"
                  "即每天2小时。"),
        (C, "en", "- Maternity leave: 173 days (158 + 15 for the extra baby)\n- Nursing time: 2 hrs a day until the babies are 1 year old"),
        (C, "zh", "产假一百七十三天；哺乳时间每天两小时。"),
        (W, "en", "Maternity leave is 158 days. Once you are back, you get 2 hours of breastfeeding time a day until the twins turn one."),
        (W, "zh", "产假158＋15＝173天。哺乳时间每天1小时，可以分两次各30分钟用。"),
        (W, "en", "You get 158 days, plus 15 for the twins and 15 more as a multiple birth counts like a difficult delivery: 188 days. "
                  "Breastfeeding time is 2 hours a day until the babies are one."),
        (W, "zh", "产假是国家规定的98天，双胞胎再加15天，共113天；返岗后每天哺乳时间2小时。"),
        (W, "en", "173 days of maternity leave. Breastfeeding time is 2 hours a day, and for twins it runs until they are 18 months old."),
        ], handbook="wuhan"),
    # Truth: 第二十二条 满100个 night shifts (小夜 + 大夜) in a year → 3 days' 疗养假 next year; 满150个 → 5 days; to be taken
    # within the next year. Exactly 100 qualifies for 3 days in 2027.
    _s("wuhan", "全年夜班满100个 疗养假",
       "我今年到现在正好上了100个夜班（小夜和大夜加起来），年底前不会再排夜班了。明年能休疗养假吗？几天？", today="2026-12-28",
       answers=[
        (C, "zh", "可以。全年夜班满100个就有疗养假，正好100个也算满，明年（2027年）享受疗养假3天，须在2027年内休完。满150个才是5天。"),
        (C, "en", "Yes — exactly 100 night shifts meets the 100-shift threshold, so you get 3 days of 疗养假 in 2027, to be used "
                  "within that year."),
        (C, "zh", "能，3天（明年内休完）。"),
        (C, "en", "3 days next year (evening and night shifts both count; 150+ would give 5)."),
        (W, "zh", "不能。要超过100个夜班才有疗养假，你正好100个还差一点。"),
        (W, "zh", "可以，满100个夜班，明年享受疗养假5天。"),
        (W, "en", "Yes, 3 days. If you can't use them in 2027, they carry over into 2028."),
        (W, "zh", "疗养假只按大夜班算，你的100个里有一半是小夜班，不够100个，明年没有疗养假。"),
        (W, "en", "You qualify: 100 night shifts earn 3 weeks of 疗养假 next year."),
        ]),
    # Truth: the handbook has no rule on 夜班交通补贴 or reimbursing taxi fares after night shifts; the night-related money
    # it does have is 夜班费 (第十四条: 小夜班80元、大夜班120元, PICU/NICU/急诊 +20元) and 第十九条 查房补助.
    _s("wuhan", "夜班 交通补贴 打车费报销",
       "上完小夜班半夜下班，或者大夜班早上下班，打车回家的车费医院给报销吗？有没有夜班交通补贴？",
       [(C, "zh", "制度里没有夜班交通补贴或打车费报销的规定，查不到相关条款。手册里与夜班相关的有夜班费：小夜班每班80元、大夜班每班120元。"
                  "车费能不能报建议问护士长或人事处。"),
        (C, "en", "The scheduling and allowance rules don't cover taxi fares or a night-shift transport allowance at all. What they do "
                  "pay for night work is the 夜班费 per shift (80 yuan evening, 120 yuan night; +20 in PICU, NICU and A&E)."),
        (C, "zh", "手册没有规定。"),
        (C, "en", "Not in the handbook — there is no transport subsidy rule for night shifts."),
        (W, "zh", "可以报销。夜班后打车每次最高报销50元，凭发票每月汇总。"),
        (W, "zh", "有夜班交通补贴：PICU、NICU和急诊科每班另加的20元就是交通补贴，普通病区没有。"),
        (W, "en", "There is a night transport allowance of 20 yuan per shift, paid with the night shift pay the following month."),
        (W, "zh", "制度明确规定夜班打车费不予报销，交通费已经包含在夜班费里。"),
        (W, "en", "No taxi rule is in the handbook. For reference, the night pay is 80 yuan per night shift and 120 yuan per evening shift."),
        ]),
]

MANILA = [
    # Truth: 1.2 ₱26,100 → daily ₱1,200, hourly ₱150. 2.2 ND 10% of the hourly rate (₱15) for hours worked between
    # 22:00 and 06:00, unpaid break inside the window not counted: 20:00–05:00 with a 00:00–01:00 break → 22:00–00:00
    # (2 h) + 01:00–05:00 (4 h) = 6 hours → ₱90 a shift.
    _d("2026-06-15", "My monthly basic salary is ₱26,100. I work 20:00–05:00 on ordinary working days, with an unpaid meal break "
       "from 00:00 to 01:00. How much night differential do I earn per shift?",
       [_q("night differential 10% hours between 22:00 and 06:00"), _q("hourly rate daily rate 261")],
       [(C, "en", "Your hourly rate is ₱26,100 × 12 ÷ 261 ÷ 8 = ₱150, so the night differential is ₱15 for each hour worked "
                  "between 22:00 and 06:00. You work 22:00–00:00 (2 hours) and 01:00–05:00 (4 hours) inside that window — the "
                  "20:00–22:00 hours and the meal break don't count — so 6 × ₱15 = ₱90 per shift."),
        (C, "zh", "时薪＝26,100×12÷261÷8＝150比索，夜班津贴是时薪的一成，即每小时15比索。22:00—06:00之间实际工作的是22:00—00:00和01:00—05:00，"
                  "共6小时，"
                  "每班6×15＝90比索。"),
        (C, "zh", "每班夜差90比索（6小时×15比索）。"),
        (C, "zh", "| 时段 | 是否计夜差 | 小时 |\n|---|---|---|\n| 20:00–22:00 | 否（窗口外） | 0 |\n| 22:00–00:00 | 是 | 2 |\n"
                  "| 00:00–01:00 用餐 | 否（无薪休息） | 0 |\n| 01:00–05:00 | 是 | 4 |\n\n合计6小时×₱15＝₱90/班。"),
        (W, "en", "Hourly rate ₱150, ND 10% = ₱15 an hour. The whole paid shift is a night shift, so 8 paid hours × ₱15 = ₱120 per shift."),
        (W, "zh", "时薪150比索，夜差每小时15比索。22:00到05:00共7小时，都算夜差：7×15＝105比索。"),
        (W, "en", "Night differential is 10% of your daily rate: ₱26,100 × 12 ÷ 261 = ₱1,200, so ₱120 per night shift."),
        (W, "zh", "时薪＝26,100÷30÷8≈108.75比索，夜差10%约10.875比索/小时，6小时共约65.25比索。"),
        (W, "zh", "时薪150比索，夜差每小时15比索。落在窗口内的是22:00—00:00和01:00—04:00，共5小时，每班75比索。"),
        ], handbook="manila"),
    # Truth: 2.2 ND only for hours worked between 22:00 and 06:00; hours before 22:00 or after 06:00 earn none; the
    # unpaid break is not counted. 13:00–22:00 → 0 hours. 22:00–07:00 with a 02:00–03:00 break → 22:00–02:00 (4) +
    # 03:00–06:00 (3) = 7 hours; 06:00–07:00 none. ND = 10% of the hourly rate per hour.
    _s("manila", "night differential 22:00 06:00 window",
       "我的班是下午1点到晚上10点（6点到7点吃饭不计薪），同事的班是晚上10点到早上7点（凌晨2点到3点吃饭不计薪）。"
       "我们俩各有多少小时的夜班津贴（night differential）？",
       [(C, "zh", "夜差只算22:00到06:00之间实际工作的小时。你的班正好在22:00结束，没有一小时落在这个时段里，所以是0小时。同事22:00—02:00工作4小时、"
                  "03:00—06:00工作3小时，共7小时；06:00—07:00不算，吃饭的1小时也不算。每小时按时薪的10%计。"),
        (C, "en", "You: 0 hours — your shift ends exactly at 22:00, when the window opens. Your colleague: 7 hours (22:00–02:00 and "
                  "03:00–06:00); the hour after 06:00 and the unpaid break don't count. Each ND hour adds one tenth of the hourly rate."),
        (C, "zh", "你0小时，同事7小时。"),
        (C, "en", "- Your 1 PM–10 PM shift: no night differential\n- Colleague's 10 PM–7 AM shift: 7 ND hours (4 before the break, 3 after it, "
                  "up to 6 AM)"),
        (W, "zh", "你的班到22:00结束，22:00这一小时算夜差，你有1小时；同事22:00—06:00扣掉吃饭1小时，共7小时。"),
        (W, "en", "You get none, since you finish at 22:00. Your colleague is on a night shift, so all 8 paid hours (22:00–07:00 minus "
                  "the break) earn the night differential."),
        (W, "zh", "你0小时。同事从22:00到02:00是4小时，03:00到06:00是2小时，共6小时。"),
        (W, "en", "You: 0 hours; colleague: 7 hours (22:00–02:00, 03:00–06:00). Each of those hours is paid an extra 20% of the hourly rate."),
        (W, "zh", "夜差要整个班都在22:00—06:00之内才有。你们两个的班都超出了这个时段，所以都没有夜班津贴。"),
        ]),
    # Truth: 4.3 joiners: basic salary actually earned from the hire date to 31 December ÷ 12: ₱12,000 (16–31 Mar) +
    # 9 × ₱24,000 (Apr–Dec) = ₱228,000 → ₱19,000 (assuming no unpaid absences). 4.4 paid in one amount no later than 24
    # December.
    _d("2026-11-16", "I joined on 16 March 2026 at ₱24,000 a month. My pay for 16–31 March was ₱12,000 and I've had no unpaid "
       "absences, and I expect none until the end of the year. What 13th-month pay will I get for 2026, and when?",
       [_q("thirteenth-month pay employees who joined during the year pro rata"), _q("13th month pay payment date 24 December")],
       [(C, "en", "Because you joined mid-year, it's pro rata: basic salary earned from your hire date to 31 December ÷ 12. That is "
                  "₱12,000 for March plus 9 × ₱24,000 for April–December = ₱228,000, and ₱228,000 ÷ 12 = ₱19,000. It is paid in one "
                  "amount no later than 24 December 2026."),
        (C, "zh", "年中入职按比例：入职到12月31日实际挣得的基本工资÷12。3月12,000比索＋4—12月9×24,000＝216,000，合计228,000比索，÷12＝19,000比索，"
                  "最晚12月24日一次性发放。"),
        (C, "en", "| Period | Basic salary earned |\n|---|---|\n| 16–31 Mar | ₱12,000 |\n| Apr–Dec (9 months) | ₱216,000 |\n"
                  "| Total | ₱228,000 |\n| 13th-month pay (÷ 12) | **₱19,000**, by 24 Dec 2026 |"),
        (C, "zh", "13薪19,000比索（PHP），12月24日前发。"),
        (W, "en", "Everyone who has worked at least a month gets a full month's basic salary as 13th-month pay: ₱24,000, paid no later "
                  "than 24 December."),
        (W, "zh", "按整月算：4月到12月共9个月，9×24,000＝216,000，÷12＝18,000比索，12月24日前发放。"),
        (W, "zh", "从3月起按比例：10个月×24,000＝240,000比索，÷12＝20,000比索，12月24日前发。"),
        (W, "zh", "228,000÷12＝19,000比索，最晚12月31日发放。"),
        (W, "en", "Basic salary earned: ₱12,000 + 9 × ₱24,000 = ₱228,000; divided by 12 that's ₱19,500, paid by 24 December 2026."),
        ], handbook="manila"),
    # Truth: 4.1 / 4.2 1/12 of the basic salary earned in the year; rice subsidy, overtime excluded (6.1 too):
    # 6 × ₱30,000 + 6 × ₱33,000 = ₱180,000 + ₱198,000 = ₱378,000 → ₱31,500.
    _d("2026-12-01", "我全年在职。1—6月基本工资每月30,000比索，7月起涨到33,000比索。每月还有2,000比索大米补贴，全年加班费一共18,000比索。"
                     "今年的13薪是多少？",
       [_q("what counts for thirteenth-month pay basic salary rice subsidy overtime"), _q("13th month one twelfth total basic salary")],
       [(C, "zh", "13薪＝全年挣得的基本工资÷12，大米补贴和加班费都不算。基本工资：6×30,000＋6×33,000＝180,000＋198,000＝378,000比索，"
                  "÷12＝31,500比索。"),
        (C, "en", "Only basic salary counts — not the rice subsidy, not overtime. Basic earned in 2026: 6 × ₱30,000 + 6 × ₱33,000 = "
                  "₱378,000. One twelfth of that is ₱31,500."),
        (C, "zh", "₱31,500（大米补贴、加班费不计入）。"),
        (C, "en", "13th-month pay: PHP 31,500 (= PHP 378,000 basic ÷ 12)."),
        (W, "zh", "基本工资378,000比索，加上全年大米补贴24,000比索，共402,000比索，÷12＝33,500比索。"),
        (W, "en", "Total basic salary ₱378,000 plus ₱18,000 overtime = ₱396,000; ÷ 12 = ₱33,000."),
        (W, "zh", "13薪就是一个月的现行基本工资，你现在月薪33,000比索，所以13薪是33,000比索。"),
        (W, "en", "Basic salary: ₱180,000 + ₱198,000 = ₱388,000. Divided by 12: ₱32,333.33. The rice subsidy and overtime are excluded."),
        (W, "zh", "13薪按调薪前后两档月薪的平均数算，不管每档各拿了几个月：(30,000＋33,000)÷2＝31,500比索。"),
        ], handbook="manila"),
    # Truth: 3.1 Independence Day (12 June) is a regular holiday: worked → 200% of the daily rate = ₱2,400; 3.2 Ninoy
    # Aquino Day (21 August) is a special non-working day: worked → 130% = ₱1,560; neither a rest day. Total ₱3,960.
    _d("2026-08-25", "My daily rate is ₱1,200. I worked 8 hours on 12 June (Independence Day) and 8 hours on 21 August (Ninoy "
       "Aquino Day); both were normal working days on my schedule, not rest days. How much am I paid for those two days?",
       [_q("regular holiday worked 200% daily rate"), _q("special non-working day worked 130%")],
       [(C, "en", "12 June is a regular holiday, paid at 200% for the first 8 hours: ₱2,400. 21 August is a special non-working day, "
                  "paid at 130%: ₱1,560. Together ₱3,960."),
        (C, "zh", "6月12日独立日是法定节假日（regular holiday），上班按日薪的两倍：2,400比索；8月21日是特别非工作日，按130%：1,560比索。"
                  "合计3,960比索。"),
        (C, "en", "- 12 Jun (regular holiday, double pay): ₱2,400\n- 21 Aug (special non-working day, 130%): ₱1,560\n- Total: **₱3,960**"),
        (C, "zh", "两天一共3,960比索。"),
        (W, "en", "Both are holidays, and work on a holiday is paid at 200%: 2 × ₱2,400 = ₱4,800."),
        (W, "zh", "两天都按130%算：每天1,560比索，共3,120比索。"),
        (W, "en", "Independence Day is a special non-working day (130% = ₱1,560) and Ninoy Aquino Day a regular holiday (200% = "
                  "₱2,400), so ₱3,960 in total."),
        (W, "zh", "节日上班按休息日标准：6月12日260%即3,120比索，8月21日150%即1,800比索，共4,920比索。"),
        (W, "zh", "6月12日按200%：2,400比索；8月21日按130%：1,560比索；合计3,860比索。"),
        ], handbook="manila"),
    # Truth: 2.1 a shift belongs to the date it starts → the 25 Dec 22:00–07:00 shift is a regular-holiday shift (3.1):
    # 200% × ₱1,200 daily (₱150 × 8) = ₱2,400. 2.3 ND on a regular holiday = 10% of 200% of the hourly rate = ₱30 an hour;
    # 2.2 ND hours 22:00–02:00 (4) + 03:00–06:00 (3) = 7 → ₱210. Total ₱2,610.
    _d("2026-12-28", "12月25日圣诞节我上了晚上10点到第二天早上7点的班（凌晨2点到3点吃饭不计薪），那天不是我的休息日，我的时薪是150比索。"
                     "这一班的节日工资加夜班津贴一共多少？",
       [_q("night differential on regular holiday premium days"), _q("regular holiday worked 200%"),
        _q("shift belongs to the date on which it starts holiday rates"),
        _q("night differential hours worked between 22:00 and 06:00, unpaid meal break not counted")],
       [(C, "zh", "班次按开始的日期算，这一整班都按圣诞节（regular holiday）计。节日工资：日薪150×8＝1,200比索的200%，即2,400比索。"
                  "夜差在节假日按当天费率算："
                  "时薪150×200%＝300比索的10%，每小时30比索；22:00—02:00和03:00—06:00共7小时，7×30＝210比索。合计2,610比索。"),
        (C, "en", "The whole shift counts as Christmas Day, since a shift belongs to the date it starts. Holiday pay: 200% of ₱1,200 = "
                  "₱2,400. Night differential on a regular holiday is 10% of 200% of ₱150 = ₱30 per hour, for 7 hours (22:00–02:00, "
                  "03:00–06:00) = ₱210. Total ₱2,610."),
        (C, "zh", "2,400＋210＝2,610比索。"),
        (C, "en", "| Component | Calculation | Amount |\n|---|---|---|\n| Regular holiday pay | 200% × ₱1,200 | ₱2,400 |\n"
                  "| Night differential | 7 h × 10% × ₱300 | ₱210 |\n| Total | | **₱2,610** |"),
        (W, "zh", "节日工资2,400比索；夜差按时薪150的10%即15比索，7小时105比索，合计2,505比索。"),
        (W, "en", "Holiday pay ₱2,400. ND at ₱30 an hour (10% of the doubled hourly rate) for all 8 paid hours = ₱240. Total ₱2,640."),
        (W, "zh", "圣诞节是特别非工作日，按130%：1,560比索；夜差按130%时薪195的10%，7×19.5＝136.5比索，合计1,696.5比索。"),
        (W, "zh", "法定节假日上班按200%发2,400比索，但节日加成已经取代了夜班津贴，不再另发夜差，合计2,400比索。"),
        (W, "zh", "节日工资2,400比索，夜差7小时×30＝210比索，合计2,510比索。"),
        ], handbook="manila"),
    # Truth: 5.1 after completing one year (12 months) → 5 days' SIL a year; hired 15 June 2025, on 15 June 2026 the year
    # is complete; unused SIL converted to cash at the daily rate at the end of the calendar year, not carried over:
    # 5 × ₱1,200 = ₱6,000 if none used.
    _s("manila", "service incentive leave after one year",
       "I was hired on 15 June 2025, so today I've been here exactly a year. Do I get service incentive leave now? How many "
       "days, and what happens to any I don't use by December? My daily rate is ₱1,200.",
       [(C, "en", "Yes. You've completed 12 months of service, so you now get 5 days of service incentive leave each year. Any SIL "
                  "you don't use is converted to cash at your daily rate at the end of the calendar year — up to 5 × ₱1,200 = "
                  "₱6,000 — and it doesn't carry over."),
        (C, "zh", "可以。你已满一年（12个月），每年有5天带薪的服务奖励假（SIL）。年底没休完的按日薪折现，不结转：5天都没休就是5×1,200＝6,000比索。"),
        (C, "zh", "有5天SIL，从现在起可以用；年底没用完的按每天1,200比索折现，不结转。"),
        (C, "zh", "有，5天；到年底没用的按日薪折成现金，最多6,000比索，不能结转到明年。"),
        (W, "en", "Not yet: SIL starts only after more than one year of service, so you become eligible tomorrow at the earliest."),
        (W, "zh", "满一年后每年有7天服务奖励假，没休完的年底按日薪折现，不结转。"),
        (W, "en", "Yes, 5 days. Whatever you don't use by December carries over to 2027."),
        (W, "zh", "有5天。没休的年底按日薪的50%折现，每天600比索，5天最多3,000比索。"),
        (W, "en", "You qualify, but for 2026 the 5 days are pro-rated for the months left after your anniversary: about 5 × 6.5/12 ≈ "
                  "2.7 days; unused days are cashed out at year end."),
        ]),
    # Truth: the handbook has no 14th-month pay or Christmas bonus; the only year-end pay it has is the 13th-month
    # pay (4.1: 1/12 of basic salary earned in the year; 4.4 paid by 24 December).
    _s("manila", "Christmas bonus 14th month pay",
       "公司除了13薪，还有14薪或者圣诞奖金吗？",
       [(C, "zh", "手册里没有14薪或圣诞奖金的规定，只有13薪：全年挣得基本工资的十二分之一，12月24日前发放。其他奖金请咨询HR。"),
        (C, "en", "The handbook doesn't mention a 14th-month pay or a Christmas bonus. The only extra month's pay it has is the "
                  "13th-month pay (1/12 of your basic salary earned in the year, paid by 24 December)."),
        (C, "zh", "查不到相关规定，手册里只有13薪。"),
        (C, "en", "Not in the handbook — only the 13th-month pay is covered."),
        (W, "zh", "有。满一年的员工另有14薪，金额同样是全年基本工资的十二分之一，随6月工资发放。"),
        (W, "en", "Yes, a Christmas bonus of ₱5,000 is paid with the 13th-month pay on 24 December."),
        (W, "zh", "手册没有14薪或圣诞奖金，只有13薪，按全年基本工资的1/12计算，最晚12月31日发。"),
        (W, "en", "The handbook explicitly rules out any 14th-month pay or Christmas bonus; only the 13th-month pay is given."),
        (W, "zh", "没有14薪或圣诞奖金。手册里只有13薪，按全年总收入（含加班费和各项津贴）的十二分之一计算，12月24日前发放。"),
        ]),
]

HANDBOOK_CASES = OSAKA + WUHAN + MANILA
