"""The handbook part of the eleventh held-out probe set (heldout11): three handbooks of its own, in shapes no
earlier set used, and questions about them with final answers written by hand after reading the search
tool's REAL results (make_heldout11.py --part handbooks runs the calls). Written blind: the writer never read
the answer check's code, prompts or any earlier set's cases, and never ran the check. Never tuned on: every
case is report.
1. kowloon_harbour_hotel: a Hong Kong hotel handbook in Traditional Chinese plain .txt (1. / 1.1 / 1.1.1,
   text tables): HK$, 時薪 = 月薪 ÷ 26 ÷ 8 (not 21.75), 一倍半/雙倍, 五分之四 sick pay, 強積金 5% with a cap.
2. aurora_labs: a Dublin biotech handbook as a PDF (make_aurora_labs_pdf.py): EUR, 39-hour week, ÷52÷39,
   time-and-a-quarter vs double time vs a 25% Sunday premium, 70% sick pay for 5 weeks, €/night on-call.
3. qingshan_school: a Chinese school FAQ in Markdown (## 问：/答：, 第N条, one table): 元/课时 by 职称,
   元/月, 元/次, 元/场, 病假 60%-100% by 工龄, 产假158天 / 陪产假15天 自然日, 调课 提前2个工作日.
Forms: 1.5x / 一倍半 / 150%, 4/5 / 五分之四 / 80%, 125% / time-and-a-quarter, HK$/港幣/€/EUR/歐元/元, weeks<->days.
Errors: another grade's / shift's / day's rate, 21.75 or 40-hour divisors, boundary bands (滿5年, 满4年),
a cap applied to the wrong thing, weekday vs Sunday, working vs calendar days, off-by-one end dates, arithmetic slips.
Date cases (qingshan): 端午 2026 before a 调课 deadline, 国庆 inside a 158-day and a 15-day leave.
Audit (handbook part): a blind re-check of all 216 answers against the three handbooks, the search results that
were really retrieved, arithmetic and the 2026 calendar found no wrong labels. One answer was reworded: in the
kowloon service-charge case (engineering technician on probation), the wrong answer "HK$645, paid on 5 July when
Finance announces the amount" could be read as true, because 5 July is "on or before 7 July". It now says "paid
separately from your wages on 5 July, when Finance announces the amount", which clearly contradicts 5.1.4 (the
service charge is paid with the month's wages). Labels and counts are unchanged (96 correct / 120 wrong). Every
case's searches retrieve the clauses its answers rely on.
"""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

HANDBOOKS = {"kowloon": "kowloon_harbour_hotel", "aurora": "aurora_labs", "qingshan": "qingshan_school"}

HANDBOOK_CASES = [
    # ------------------------------------------------------------------ kowloon_harbour_hotel (繁體)
    # 18,200 ÷ 26 ÷ 8 = HK$87.50/h; weekday OT ×1.5 = 131.25/h; 6 h = HK$787.50, paid with next month's wages.
    _d("2026-06-15", "我係房務部員工，月薪HK$18,200。上星期有兩個工作日各超時3小時（主管已批），超時補薪有幾多？",
       [_q("超時補薪率"), _q("時薪計算 月薪除以26")],
       [(C, "zh", "按手冊第1.3.3條，時薪 = 月薪 ÷ 26 ÷ 8 = 18,200 ÷ 26 ÷ 8 = HK$87.50。工作日超時按時薪一倍半計算（第3.2條），"
                  "即每小時HK$131.25。你共超時6小時（3 + 3），超時補薪為 131.25 × 6 = HK$787.50，會連同下月工資發放。"),
        (C, "zh", "HK$787.50。計法：日薪 18,200 ÷ 26 = 700，時薪 700 ÷ 8 = 87.5，工作日超時 × 1.5 = 131.25，6小時合共 787.5 港元。"),
        (C, "en", "Your hourly rate under the handbook is HK$18,200 ÷ 26 ÷ 8 = HK$87.50 (the hotel uses 26 days, not 21.75). "
                  "Weekday overtime is time and a half, so HK$131.25 an hour, and 6 hours comes to HK$787.50, paid with next month's salary."),
        (C, "zh", "平日超時係按時薪嘅150%（即一點五倍）計。你嘅時薪：18,200 ÷ 26 = 700元日薪，再 ÷ 8 = 87.5元；"
                  "87.5 × 150% = 131.25元／小時；兩日共6小時 → 787.5港幣。留意超時要主管事先批准，你已批咗就冇問題。"),
        (W, "zh", "時薪 = 18,200 ÷ 21.75 ÷ 8 ≈ HK$104.60，工作日超時按一倍半即約HK$156.90／小時，6小時合共約HK$941.38，連同下月工資發放。"),
        (W, "zh", "工作日超時按時薪雙倍計算：時薪 18,200 ÷ 26 ÷ 8 = HK$87.50，× 2 = HK$175，6小時共HK$1,050。"),
        (W, "zh", "時薪 87.5 港元（18,200 ÷ 26 ÷ 8），一倍半即 131.25 港元；6 小時補薪 = 131.25 × 6 = HK$768.75，隨下月糧發放。"),
        (W, "en", "Weekday overtime is paid at 1.5 times the hourly rate. Hourly rate: 18,200 ÷ 26 = 750 a day, ÷ 8 = HK$93.75; "
                  "× 1.5 = HK$140.63 an hour, so 6 hours is about HK$843.75."),
        (W, "zh", "超時補薪 = 87.5 × 1.5 × 6 = HK$787.50（時薪按 18,200 ÷ 26 ÷ 8 計）。呢筆錢會喺今個月7號出糧時一齊發放。"),
        ], handbook="kowloon"),

    # 滿5年至未滿8年 = 11 days; carry-over max 5 days, taken within the first 6 months of the next service year.
    _d("2026-06-15", "我2021年6月入職，而家啱啱服務滿5年。今個服務年度有幾多日年假？未放完可唔可以留到下年？",
       [_q("年假日數 服務年資"), _q("年假結轉")],
       [(C, "zh", "你已服務滿5年，屬於「滿5年至未滿8年」一級，每年年假11天（第4.3.1條）。未放取的年假最多可結轉5天到下一服務年度，"
                  "但要喺下一服務年度首6個月內放，否則作廢（第4.3.3條）。"),
        (C, "zh", "11天。手冊年假表：滿1年至未滿3年7天、滿3年至未滿5年9天、滿5年至未滿8年11天、滿8年至未滿10年12天、滿10年或以上14天。"
                  "你啱啱滿5年，所以係11天；結轉上限5天，下年首6個月內用完。"),
        (C, "en", "Having completed 5 years, you're in the '5 to under 8 years' band: 11 days of annual leave a year. "
                  "You can carry up to 5 unused days into the next service year, but they must be taken in its first six months or they lapse."),
        (C, "zh", "年假11日。留到下年最多5日，須於下一個服務年度頭6個月內放取。"),
        (W, "zh", "你服務剛好5年，仍屬「滿3年至未滿5年」一級，每年年假9天；未放的年假最多可結轉5天，須於下一服務年度首6個月內放取。"),
        (W, "zh", "服務滿5年可享年假12天（第4.3.1條）。未放取的年假最多可結轉5天，下一服務年度首6個月內要放完。"),
        (W, "zh", "你今年有11天年假。未放完嘅年假可以全數結轉到下一年度，冇上限，但要喺下年度內放晒。"),
        (W, "zh", "按服務年資你有11天年假。未放取的年假可結轉最多5天，但須於翌年3月31日前放取，逾期作廢。"),
        (W, "en", "You get 11 days a year at 5 years' service. Up to 5 unused days can be carried over, but they must be used within "
                  "the first 3 months of the next service year."),
        ], handbook="kowloon"),

    # Daily wage 15,600 ÷ 26 = 600; sick allowance 4/5 = 480/day; 5 consecutive certified days (≥4) = HK$2,400.
    _d("2026-06-15", "I'm a front desk agent on HK$15,600 a month. I was off sick for 5 consecutive days with a doctor's "
       "certificate and I have enough sick days accumulated. How much sick leave allowance will I get?",
       [_q("sick leave allowance four-fifths daily wage"), _q("daily wage calculation monthly salary divided by 26")],
       [(C, "en", "Your daily wage is HK$15,600 ÷ 26 = HK$600. Sick leave allowance is four-fifths of that, HK$480 a day, so 5 days "
                  "gives HK$2,400. Because it was 4 or more consecutive days with a certificate, it's paid under clause 4.4.2."),
        (C, "en", "HK$2,400 (5 days × 4/5 × HK$600 daily wage)."),
        (C, "en", "The handbook pays sick days at 80% of the daily wage, and the daily wage is monthly pay ÷ 26: 15,600 ÷ 26 = 600, "
                  "80% = 480 per day. Five days → HK$2,400, deducted from your accumulated sick days."),
        (C, "zh", "病假津貼按日薪的五分之四計算：日薪 15,600 ÷ 26 = HK$600，每日 HK$480，5日合共 HK$2,400。"),
        (W, "en", "Daily wage = HK$15,600 ÷ 21.75 ≈ HK$717.24; four-fifths is about HK$573.79 a day, so 5 days ≈ HK$2,868.97."),
        (W, "en", "Certified sick leave of 4 days or more is paid in full: HK$15,600 ÷ 26 = HK$600 a day, so you'll get HK$3,000 for the 5 days."),
        (W, "en", "The first day of sick leave is an unpaid waiting day, so 4 days are paid at four-fifths of HK$600 (HK$480): HK$1,920."),
        (W, "en", "Sick allowance is four-fifths of the daily wage. Daily wage 15,600 ÷ 26 = HK$620, so HK$496 a day and HK$2,480 for 5 days."),
        (W, "zh", "病假津貼 = 日薪 × 4/5 = 600 × 4/5 = HK$480／日，5日共 HK$2,400；不過要受僱滿40週先可以攞有薪病假。"),
        ], handbook="kowloon"),

    # 夜更 HK$80 × 8 = 640; 中更 HK$30 × 10 = 300; 分更 HK$25 × 2 = 50; total HK$990, paid with next month's wages (June).
    _d("2026-06-15", "我喺餐飲部做一般員工，5月做咗8更夜更、10更中更，仲有2更分更。輪班津貼總共幾多？幾時發？",
       [_q("輪班津貼 夜更 中更 分更"), _q("輪班津貼")],
       [(C, "zh", "夜更每更HK$80 × 8 = HK$640，中更每更HK$30 × 10 = HK$300，分更每更HK$25 × 2 = HK$50，合共HK$990。"
                  "輪班津貼按實際當更數目計，連同下月工資發放，即5月的津貼跟6月份嘅工資一齊發。"),
        (C, "zh", "合共 990 港元（640 + 300 + 50），隨下月工資發放。"),
        (C, "en", "Night shifts 8 × HK$80 = HK$640, late (中更) shifts 10 × HK$30 = HK$300, split shifts 2 × HK$25 = HK$50: "
                  "HK$990 in total, paid with the following month's wages."),
        (C, "zh", "按第2.3條：夜更80、中更30、分更25（港幣／更）。8×80=640，10×30=300，2×25=50，總數HK$990；請假當日唔計，下月工資一併發放。"),
        (W, "zh", "夜更每更HK$30 × 8 = HK$240，中更每更HK$80 × 10 = HK$800，分更HK$25 × 2 = HK$50，合共HK$1,090，連同下月工資發放。"),
        (W, "zh", "夜更 8 × 80 = 640，中更 10 × 30 = 300，分更按中更計 2 × 30 = 60，總共 HK$1,000，下月出糧時發放。"),
        (W, "zh", "640 + 300 + 50 = HK$1,040，輪班津貼會連同下月工資發放。"),
        (W, "zh", "夜更每更HK$150（8更 = HK$1,200），中更每更HK$30（10更 = HK$300），分更每更HK$25（2更 = HK$50），合共HK$1,550。"),
        (W, "en", "You'll get HK$990 (8 × 80 + 10 × 30 + 2 × 25). Note a shift only counts as a night shift if you work at least "
                  "6 hours between 23:00 and 07:00."),
        ], handbook="kowloon"),

    # Relevant income 38,500 > cap 30,000 → employee 1,500 and employer mandatory 1,500; voluntary 2% × 月薪 34,000 = 680
    # (< HK$1,000 cap) → employer total 2,180; vesting 50% at 5-<10 years.
    _d("2026-06-15", "我服務咗6年，月薪HK$34,000，連服務費同津貼上個月有關入息總共HK$38,500。強積金我自己每月要供幾多？酒店每月總共幫我供幾多？",
       [_q("強積金強制性供款 有關入息上限"), _q("自願性供款")],
       [(C, "zh", "強制性供款係有關入息的5%，但有關入息上限係每月HK$30,000，所以你同酒店各供HK$1,500（38,500 × 5% = 1,925 超過上限）。"
                  "你服務滿5年，酒店另按月薪的2%作自願性供款：34,000 × 2% = HK$680（未超過HK$1,000上限）。"
                  "即你每月供HK$1,500，酒店每月共供HK$2,180。"),
        (C, "zh", "你：HK$1,500；酒店：1,500（強制）+ 680（自願，月薪2%）= HK$2,180。"),
        (C, "en", "Your mandatory contribution is capped at HK$1,500 (5% of the HK$30,000 relevant-income ceiling). The hotel pays the "
                  "same HK$1,500 plus a voluntary 2% of your basic salary, HK$680, because you have over 5 years' service. "
                  "So you pay HK$1,500 and the hotel HK$2,180 a month; the voluntary part is 50% vested at 5 to under 10 years."),
        (C, "zh", "有關入息38,500超出上限30,000，強制性供款按上限計：僱員、僱主各1,500港元。自願性供款按月薪（唔計服務費）2%：680港元，"
                  "每月上限1,000。"
                  "所以酒店每月總共供2,180港元。"),
        (W, "zh", "強制性供款為有關入息的5%：38,500 × 5% = HK$1,925，你同酒店各供HK$1,925；另加酒店自願性供款 34,000 × 2% = HK$680，"
                  "酒店合共HK$2,605。"),
        (W, "zh", "你同酒店各供HK$1,500（有關入息上限HK$30,000）。自願性供款按有關入息2%計：38,500 × 2% = HK$770，所以酒店每月總共供HK$2,270。"),
        (W, "zh", "強制性供款各HK$1,500；自願性供款每月上限HK$1,000，你服務滿5年所以酒店每月多供HK$1,000，總共HK$2,500。"),
        (W, "zh", "你每月供HK$1,500，酒店每月供HK$1,500強制性供款 + HK$680自願性供款 = HK$2,180。自願性供款服務滿5年即100%歸屬於你。"),
        (W, "en", "You and the hotel each contribute HK$1,500 (5% of the HK$30,000 cap). The hotel's extra 2% voluntary contribution "
                  "only starts after 10 years' service, so for now the hotel pays HK$1,500 a month."),
        ], handbook="kowloon"),

    # General staff hired 2026-04-02, 3-month probation, more than 1 month in: 7 days' notice (either side, or pay in lieu).
    _d("2026-06-15", "I'm a receptionist (general staff) and started on 2 April 2026 on a 3-month probation. If I resign today, "
       "how much notice do I have to give?",
       [_q("通知期 試用期 辭職")],
       [(C, "en", "You're still on probation (3 months from 2 April) but past its first month, so the notice period is 7 days, "
                  "for either side. You can also pay wages in lieu of notice instead."),
        (C, "en", "7 days. In the first month of probation no notice was needed; after that, and until probation ends, it's 7 days. "
                  "Once you pass probation it becomes 1 month for general staff."),
        (C, "en", "Seven days' notice. The table in section 7.2: first month of probation – none; after the first month but still on "
                  "probation – 7 days; after probation – 1 month (general staff), 2 months (supervisors), 3 months (managers)."),
        (C, "zh", "你仲喺試用期（4月2日起計3個月），但已過咗首1個月，所以辭職通知期係7天，亦可以用代通知金代替。"),
        (W, "en", "Since you've worked more than two months, you're treated as a regular employee: the notice period is 1 month, "
                  "or one month's wages in lieu."),
        (W, "en", "During probation no notice is required, so you can leave without notice or payment in lieu."),
        (W, "en", "You're past the first month of probation, so you need to give 7 working days' notice (or pay in lieu)."),
        (W, "en", "You're on probation, so the notice period is 14 days; after probation it goes up to 1 month."),
        (W, "zh", "試用期內辭職，通知期係7天；試用期滿後一般員工係2個月。你而家係試用期，所以7天就得。"),
        ], handbook="kowloon"),

    # Back-office (工程部) 0.6 share × 50% in probation = 0.3 × HK$2,150 = HK$645; June's service charge paid by 7 July.
    _d("2026-06-15", "我係工程部技術員，仲喺試用期。如果財務部公佈6月服務費每份HK$2,150，我6月冇請假，可以分到幾多？幾時收到？",
       [_q("服務費分配份數 後勤員工"), _q("服務費 發放日期")],
       [(C, "zh", "工程部屬後勤員工，每人0.6份；試用期內按份數的50%分配，即0.3份。2,150 × 0.3 = HK$645。"
                  "6月服務費會連同6月工資發放，即7月7日或之前收到。"),
        (C, "zh", "HK$645（2,150 × 0.6 × 50%），7月7日或之前跟6月工資一齊發。"),
        (C, "en", "As back-office staff you get 0.6 of a share, halved to 0.3 while on probation: 0.3 × HK$2,150 = HK$645. "
                  "June's service charge is paid with June's wages, on or before 7 July. (The 8% breakage deduction is taken "
                  "before the per-share amount is set, so nothing more comes off.)"),
        (C, "zh", "後勤0.6份 → 試用期減半 → 0.3份；每份2,150港元 → 645港元。財務部7月5日公佈6月每份金額，7月7日或之前發放。"),
        (W, "zh", "試用期員工按份數50%分配。你係前線以外嘅員工但都按1.0份計，所以係 2,150 × 50% = HK$1,075，7月7日或之前發放。"),
        (W, "zh", "工程部每人0.6份：2,150 × 0.6 = HK$1,290，連同6月工資於7月7日或之前發放。"),
        (W, "zh", "0.6 × 50% = 0.3份，2,150 × 0.3 = 645；再扣除8%破損及行政費用，實收約HK$593.40，7月7日或之前發放。"),
        (W, "zh", "試用期內的員工不參與服務費分配，要過咗試用期先可以分。"),
        (W, "en", "You get 0.3 of a share (0.6 for back-office staff, halved during probation): HK$645, paid separately from "
                  "your wages on 5 July, when Finance announces the amount."),
        ], handbook="kowloon"),

    # Statutory holiday: a day off in lieu within 60 days before/after (48 h notice); hours beyond 8 at ×2:
    # hourly 20,800 ÷ 26 ÷ 8 = 100 → 2 h × 200 = HK$400.
    _d("2026-06-15", "I'm a front-line waiter on HK$20,800 a month and I'm rostered to work 10 hours on 1 October, a statutory "
       "holiday. What do I get for working that day?",
       [_q("法定假日上班 補假"), _q("超時補薪率"), _q("時薪計算 月薪除以26")],
       [(C, "en", "For working a statutory holiday the hotel gives you a substitute day off within 60 days before or after it, "
                  "with at least 48 hours' notice. The 2 hours beyond 8 are paid at double the hourly rate: 20,800 ÷ 26 ÷ 8 = "
                  "HK$100 an hour, so 2 × HK$200 = HK$400 extra."),
        (C, "en", "A day off in lieu (within 60 days of 1 October) plus HK$400 for the 2 extra hours at 2× your HK$100 hourly rate."),
        (C, "zh", "法定假日上班：酒店會喺該日前後60天內安排補假一天；當日超出8小時嘅2小時按時薪雙倍計。時薪 = 20,800 ÷ 26 ÷ 8 = HK$100，"
                  "所以另有 2 × 200 = HK$400。"),
        (C, "en", "Under 3.2 and 4.2.3: one substitute holiday, arranged within 60 days before or after the statutory holiday, and "
                  "double time only for the hours past 8. Your hourly rate is HK$100 (monthly ÷ 26 ÷ 8), so HK$400 for the 2 hours."),
        (W, "en", "You'll get a day off in lieu within 60 days, and the 2 hours beyond 8 are paid at time and a half: "
                  "HK$100 × 1.5 × 2 = HK$300."),
        (W, "en", "Work on a statutory holiday is paid at double time for the whole day and there's no day off in lieu: "
                  "10 hours × HK$200 = HK$2,000."),
        (W, "en", "A substitute day off within 60 days, plus 2 hours at double time. Hourly rate: 20,800 ÷ 21.75 ÷ 8 ≈ HK$119.54, "
                  "so about HK$478.16."),
        (W, "en", "You'll get a day off in lieu, which must be taken within 30 days after 1 October, plus HK$400 for the 2 extra "
                  "hours at double your HK$100 hourly rate."),
        (W, "zh", "法定假日上班會喺60天內補假一天；超出8小時的2小時按時薪三倍計：100 × 3 × 2 = HK$600。"),
        ], handbook="kowloon"),

    # ------------------------------------------------------------------ aurora_labs (PDF, English)
    # Joined Jan 2019, 7 complete years: 20 + 1 per 2 complete years (3) = 23 days (cap 25); 3 reserved for the
    # Christmas closure → 20 freely bookable.
    _d("2026-06-15", "I joined Aurora Labs in January 2019 and have now completed 7 full years. How many days' annual leave do "
       "I get for 2026, and how many can I book freely?",
       [_q("additional annual leave days for years of service"), _q("Christmas closure annual leave reserved")],
       [(C, "en", "You get 20 days plus one day for every two complete years' service: 7 years gives 3 extra days, so 23 days "
                  "(the maximum is 25). Three of those are reserved for the Christmas closure (24 December to 1 January), "
                  "leaving 20 days you can book freely."),
        (C, "en", "23 days in total; 20 are yours to book, 3 go to the Christmas shutdown."),
        (C, "en", "Base entitlement 20 days + 3 service days (one per two complete years; 7 ÷ 2 rounds down to 3) = 23. "
                  "The 24th day comes in the leave year after your 8th anniversary. Minus the 3 closure days = 20 free days."),
        (C, "zh", "你有23天年假（20天基础 + 每满2年加1天，7年加3天，上限25天），其中3天预留给圣诞关闭期（12月24日至1月1日），可自由安排的是20天。"),
        (W, "en", "You get 20 days plus one day per year of service, capped at 25, so 25 days; 3 are reserved for the Christmas "
                  "closure, leaving 22 to book."),
        (W, "en", "20 days + one extra day for every two years: with 7 years that's 4 extra days (rounding up), so 24 days, "
                  "of which 21 are free after the 3 closure days."),
        (W, "en", "You have 23 days, and all 23 can be booked whenever you like; the Christmas closure days are public holidays."),
        (W, "en", "Your entitlement is 23 days (20 + 3 for 7 years' service). After the 3 days held back for the Christmas closure "
                  "you can book 19 days freely."),
        (W, "zh", "7年服务：20天 + 3天 = 23天，其中3天留给圣诞关闭期，可自由安排20天；未休的最多5天可以结转到次年6月30日前使用。"),
        ], handbook="aurora"),

    # Hourly 50,700 ÷ 52 ÷ 39 = €25; Wed 4 h × 1.25 = €125; Sunday OT 3 h × 2 = €150; total €275 (Grades 1-4 paid OT).
    _d("2026-06-15", "I'm a Grade 3 scientist on €50,700 a year. Last week I worked 4 hours' overtime on Wednesday and 3 hours' "
       "overtime on Sunday (I'm not rostered for Sundays). What's my overtime pay?",
       [_q("overtime pay rates time-and-a-quarter double time"), _q("hourly rate calculation")],
       [(C, "en", "Hourly rate: €50,700 ÷ 52 ÷ 39 = €25.00. Wednesday is weekday overtime at time-and-a-quarter: 4 × €31.25 = €125. "
                  "Sunday overtime is double time: 3 × €50 = €150. Total €275, before tax."),
        (C, "en", "€275 gross: €125 for the weekday hours (125% of €25) plus €150 for Sunday (200% of €25)."),
        (C, "en", "Grades 1 to 4 are paid overtime, so you qualify. With a €25 hourly rate (salary ÷ 52 ÷ 39), 4 hours at 1.25× is "
                  "€125 and 3 Sunday hours at 2× is €150: EUR 275 altogether. The 25% Sunday premium doesn't apply because "
                  "those hours are overtime, not rostered Sunday hours."),
        (C, "zh", "时薪 = 50,700 ÷ 52 ÷ 39 = 25欧元。周三加班按1.25倍：4 × 31.25 = 125欧元；周日加班按双倍：3 × 50 = 150欧元；合计275欧元（税前）。"),
        (W, "en", "Hourly rate €25 (50,700 ÷ 52 ÷ 39). Overtime is time-and-a-quarter, and Sunday carries the 25% premium, "
                  "so all 7 hours are at €31.25: €218.75."),
        (W, "en", "At €25 an hour, weekday overtime is time-and-a-half (4 × €37.50 = €150) and Sunday is double time "
                  "(3 × €50 = €150), so €300."),
        (W, "en", "Hourly rate = 50,700 ÷ 52 ÷ 40 = €24.375. Weekday: 4 × 1.25 × 24.375 = €121.88; Sunday: 3 × 2 × 24.375 = "
                  "€146.25. Total about €268.13."),
        (W, "en", "Weekday 4 h × €31.25 = €125, Sunday 3 h × €50 = €150, total €265."),
        (W, "zh", "加班费只发给1至2级员工，3级科学家不享受加班费，只能按小时调休。"),
        ], handbook="aurora"),

    # Rostered Sunday in the 39-h week: hourly + 25% premium = €27.50/h; 7.8 h = €214.50 (premium part €42.90); not double time.
    _s("aurora", "Sunday premium rostered Sunday work",
       "I'm a bioprocess technician rostered to work Sundays as part of my normal 39 hours. My hourly rate is €22. "
       "What do I get for a normal 7.8-hour rostered Sunday?",
       [(C, "en", "Rostered Sunday hours inside your 39-hour week are not overtime; they're paid at the hourly rate plus a 25% "
                  "Sunday premium, i.e. €22 × 1.25 = €27.50 an hour. For 7.8 hours that's €214.50, of which €42.90 is the premium."),
        (C, "en", "€214.50 for the day (7.8 × €27.50). Double time only applies to Sunday hours beyond 39 in the week."),
        (C, "en", "125% of €22 = €27.50/hour × 7.8 hours = EUR 214.50. Basic pay €171.60 plus a €42.90 Sunday premium."),
        (C, "zh", "排班内的周日工时不算加班，按时薪加25%周日津贴：22 × 125% = 27.5欧元/小时，7.8小时共214.5欧元。"),
        (W, "en", "Sunday work is paid at double time: €22 × 2 × 7.8 = €343.20."),
        (W, "en", "You get the hourly rate plus a 25% Sunday premium: €27.50 an hour for the 7.8 hours, which comes to €204.50."),
        (W, "en", "Rostered Sunday hours are paid at time-and-a-half under the Sunday rule: €33 × 7.8 = €257.40."),
        (W, "en", "Your normal Sunday is paid at €22 plus a 25% premium, €27.50 an hour. A rostered day is counted as 8 hours, "
                  "so you'd get €220."),
        (W, "zh", "周日排班工时按时薪加25%计：27.5欧元 × 7.8小时 = 214.5欧元；不过周日津贴只在当周工作超过39小时后才发放。"),
        ]),

    # 8 months' service (> 6): company sick pay 70% of basic; weekly 45,500 ÷ 52 = 875 → €612.50/wk; 3 weeks = €1,837.50;
    # up to 5 weeks (25 working days) per rolling 12 months, includes statutory sick pay, no waiting days.
    _s("aurora", "公司病假工资 比例 几周",
       "我入职Aurora已经8个月，年薪€45,500，最近因病请了3周病假（有医生证明）。公司病假工资怎么算？最多能拿多久？",
       [(C, "zh", "你已满6个月（试用期结束），适用公司病假工资：基本工资的70%，滚动12个月内最多5周（25个工作日）。周薪 = 45,500 ÷ 52 = €875，"
                  "70%为€612.50/周，3周共€1,837.50。公司病假工资已包含法定病假工资，没有等待期。"),
        (C, "zh", "3周病假可拿 €1,837.50（875 × 70% × 3）。上限是任意连续12个月内5周，超过部分无薪，可申请 Illness Benefit。"),
        (C, "en", "After six months you're in the company scheme: 70% of basic salary for up to 5 weeks (25 working days) in a rolling "
                  "12 months. 70% of €875 a week is €612.50, so three weeks comes to €1,837.50. No waiting days."),
        (C, "zh", "按日薪算也一样：45,500 ÷ 260 = 175欧元/天，70% = 122.5欧元，3周15个工作日 = 1,837.5欧元。最多5周，即25个工作日。"),
        (W, "zh", "入职8个月只享受法定病假工资：每年最多5天，按日薪70%计，每天上限€110，其余病假无薪。"),
        (W, "zh", "公司病假工资为基本工资的80%：周薪875欧元 × 80% = 700欧元/周，3周共2,100欧元；最多5周。"),
        (W, "zh", "公司病假工资按70%计，3周为€1,837.50。最长可以拿5周，也就是35个工作日。"),
        (W, "zh", "70%日薪为122.5欧元，但每天上限110欧元，所以3周15个工作日共1,650欧元；最多5周。"),
        (W, "zh", "周薪875欧元，70%是612.5欧元，3周合计1,737.5欧元；公司病假工资一年最多5周。"),
        ]),

    # On-call: Mon, Tue, Wed nights €45 each = €135; Fri + Sat nights (weekend) €70 each = €140; total €275.
    _s("aurora", "on-call allowance per night",
       "I'm on the lab on-call rota next week on Monday, Tuesday, Wednesday and Friday nights, plus Saturday night. "
       "If there are no call-outs, what allowance do I get?",
       [(C, "en", "Monday to Thursday nights are weeknights at €45: Mon, Tue and Wed = €135. Friday and Saturday nights count as "
                  "weekend nights at €70: €140. Total €275."),
        (C, "en", "€275 (3 × €45 + 2 × €70). Note Friday night is paid at the weekend rate."),
        (C, "en", "EUR 275. Weeknight (Mon-Thu) €45 × 3 = €135; weekend night (Fri/Sat/Sun) €70 × 2 = €140. If you were called in, "
                  "the time on site would be paid as overtime with a 2-hour minimum. Five nights is within the 7-nights-per-4-weeks limit."),
        (C, "zh", "周一至周四晚每晚45欧元，周五、周六晚按周末每晚70欧元：3×45 + 2×70 = 275欧元。"),
        (W, "en", "Weeknights (Monday to Friday) are €45 and Saturday is €70: 4 × €45 + €70 = €250."),
        (W, "en", "3 weeknights × €45 = €135 plus 2 weekend nights × €70 = €140, so €265 in total."),
        (W, "en", "The on-call allowance is €45 a night regardless of the day, so 5 nights = €225."),
        (W, "en", "You'll get €275 (3 × €45 + 2 × €70). If you are called in, on-site time is paid as overtime with a minimum of 3 hours."),
        (W, "zh", "周一至周四晚每晚45欧元，周五、周六晚每晚70欧元，共275欧元；不过每人每周最多只能排7晚值班。"),
        ]),

    # Remote allowance €3.20 per FULL remote day: 12 × 3.20 = €38.40; half days and client-site days don't qualify; paid in arrears.
    _s("aurora", "居家办公补贴 remote working allowance",
       "我这个月居家办公了12个整天，另外有2个半天在家，还有1天去了客户现场。远程办公补贴一共多少？",
       [(C, "zh", "远程办公补贴按每个完整的居家工作日€3.20计算，半天和去客户现场的日子都不算。12 × 3.20 = €38.40，免税，下个月补发。"),
        (C, "zh", "€38.40（12天 × €3.20）。两个半天不能合并成一天。"),
        (C, "en", "Only full remote days qualify: 12 × €3.20 = €38.40, paid tax-free the following month. "
                  "Half days and the client-site day don't count."),
        (C, "zh", "按手册8.3：每个整天居家办公补贴3.20欧元，每周最多3天远程。本月12个整天 → 38.40欧元；半天、请假、客户现场不计。"),
        (W, "zh", "两个半天可以合成一天，所以按13天计算：13 × €3.20 = €41.60。"),
        (W, "zh", "12个整天加2个半天都算居家日：14 × €3.20 = €44.80。"),
        (W, "zh", "远程办公补贴 = 12 × €3.20 = €37.40，半天和客户现场不算。"),
        (W, "zh", "12 × €3.20 = €38.40，这笔补贴要计入工资缴税，随当月工资一起发放。"),
        (W, "en", "Remote days, half days and client-site days all count as days away from the office, so 15 × €3.20 = €48.00."),
        ]),

    # Pension: employee 8% → Aurora matches up to 6% = €3,600/yr = €300/month; vests immediately.
    _s("aurora", "pension employer matching contribution",
       "I earn €60,000 and want to put 8% of my salary into the pension. How much will Aurora put in per year and per month?",
       [(C, "en", "Aurora matches your contribution only up to 6% of basic salary, so at 8% you get the 6% maximum: €3,600 a year, "
                  "or €300 a month. With your own €4,800 that's €8,400 a year going in, and employer contributions vest immediately."),
        (C, "en", "€3,600 a year (€300 a month) — the match stops at 6%."),
        (C, "en", "6% of €60,000 = €3,600/year = €300/month from Aurora; your 8% is €4,800/year (€400/month)."),
        (C, "zh", "公司匹配上限是基本工资的6%：60,000 × 6% = 3,600欧元/年，即每月300欧元。你自己缴8%（4,800欧元/年）。"),
        (W, "en", "Aurora matches whatever you put in, so 8% of €60,000 = €4,800 a year, €400 a month."),
        (W, "en", "Aurora pays the 6% maximum: €3,600 a year, which is €350 a month."),
        (W, "en", "You'll get the maximum 6% match, €3,600 a year (€300 a month), though Aurora's contributions only vest after 2 years' service."),
        (W, "en", "Aurora matches up to 5% of salary: €3,000 a year or €250 a month."),
        (W, "zh", "公司按你缴费比例的一半匹配：8% × 50% = 4%，即每年2,400欧元，每月200欧元。"),
        ]),

    # Cycle to Work: e-bike ceiling €1,500; €500 excess paid directly to supplier; salary sacrifice over up to 12 months → €125/mo;
    # once every 4 years.
    _s("aurora", "骑行上班计划 自行车 上限",
       "我想通过 Cycle to Work 计划买一辆€2,000的电动自行车（含头盔和车锁）。公司最多能覆盖多少？每月从工资里扣多少？",
       [(C, "zh", "电动自行车的上限是€1,500（含安全装备）。超出的€500需要你直接付给商家。€1,500最长分12个月从税前工资扣除，即每月€125。"
                  "该计划每4年只能用一次。"),
        (C, "zh", "公司最多覆盖1,500欧元，按12个月分摊每月扣125欧元（税前工资扣）；其余500欧元自付。"),
        (C, "en", "The e-bike ceiling is €1,500 including safety gear, so €500 you pay the supplier directly. The €1,500 is recovered "
                  "by salary sacrifice from gross pay over up to 12 months: €125 a month. You can use the scheme once every 4 years."),
        (C, "zh", "普通自行车上限1,250欧元、电动自行车1,500欧元、货运自行车3,000欧元。你的电动车按1,500欧元计，12个月每月扣125欧元，"
                  "差额500欧元自付。"),
        (W, "zh", "Cycle to Work 上限是€1,250，超出的€750自付；€1,250分12个月，每月扣约€104.17。"),
        (W, "zh", "电动自行车上限€1,500，超出€500自付。€1,500分12个月扣，每月€150。"),
        (W, "zh", "电动自行车最高可到€3,000，所以€2,000可以全额走计划，分12个月每月扣约€166.67。"),
        (W, "zh", "公司最多覆盖€1,500，分18个月从税前工资扣除，每月约€83.33；差额€500自付。"),
        (W, "en", "You can claim up to €1,500 for an e-bike, repaid at €125 a month over 12 months; the scheme can be used once every 3 years."),
        ]),

    # ------------------------------------------------------------------ qingshan_school (Markdown FAQ)
    # 中级: 超工作量 80元/课时 × 12 = 960; 代课 65元/课时 × 3 = 195; total 1,155元; paid with the next month's salary on the 15th.
    _d("2026-06-15", "我是中级职称（一级教师）的初中英语老师，5月份超工作量12课时，另外受教务处安排给请假同事代课3课时（不与超工作量重复）。"
       "课时费和代课费一共多少？什么时候发？",
       [_q("超工作量课时费 代课费"), _q("课时费 发放时间")],
       [(C, "zh", "中级（一级教师）超工作量课时费80元/课时：12 × 80 = 960元；代课费65元/课时：3 × 65 = 195元；合计1,155元。"
                  "课时费按月统计，于次月15日随工资发放，即6月15日。"),
        (C, "zh", "一共1,155元（960 + 195），6月15日随工资发。"),
        (C, "en", "As a mid-grade (一级) teacher you get 80 yuan per overload lesson and 65 yuan per substitute lesson: 12 × 80 = 960 "
                  "plus 3 × 65 = 195, total 1,155 yuan, paid with the next month's salary on the 15th (15 June)."),
        (C, "zh", "按第六条表格：初级60/50、中级80/65、高级100/80（超工作量/代课，元/课时）。你是中级：960 + 195 = 1,155元。"
                  "这3节代课没有计入超工作量，所以不重复。次月15日发放。"),
        (W, "zh", "超工作量和代课都按中级80元/课时：(12 + 3) × 80 = 1,200元，次月15日随工资发放。"),
        (W, "zh", "中级超工作量课时费100元/课时、代课费80元/课时：1,200 + 240 = 1,440元，6月15日发放。"),
        (W, "zh", "12 × 80 = 960元，3 × 65 = 195元，合计1,165元，下月15日随工资发放。"),
        (W, "zh", "中级课时费80元、代课费65元，共1,155元，会在6月10日随工资一起发放。"),
        (W, "zh", "一级教师属于初级职称，超工作量60元/课时、代课50元/课时：720 + 150 = 870元。"),
        ], handbook="qingshan"),

    # 高中班主任 1,000元/月 × 10 teaching months = 10,000元/学年; none in July/August; summer duty 200元/天 × 5 = 1,000元
    # (minimum 4 summer duty days).
    _d("2026-06-15", "我是高中部班主任。班主任津贴一年能领多少？暑假7、8月有没有？如果暑假我值班5天，值班补贴多少？",
       [_q("班主任津贴标准 高中"), _q("寒暑假值班补贴")],
       [(C, "zh", "高中部班主任津贴1,000元/月，只在教学月份发放，每学年10个月，共10,000元；7、8月暑假不发。暑假值班补贴200元/天，5天共1,000元"
                  "（暑假值班至少4天，你5天已达标）。"),
        (C, "zh", "津贴一年10,000元（1,000 × 10个月），7、8月没有；暑假值班5天 × 200元 = 1,000元。"),
        (C, "en", "Senior-high homeroom allowance is 1,000 yuan a month for the 10 teaching months, 10,000 yuan a year, and it is not "
                  "paid in July and August. Summer duty pays 200 yuan a day, so 5 days = 1,000 yuan."),
        (C, "zh", "第八条：高中部1,000元/月（初中900元）；第九条：每学年按10个月发放，7月、8月不发。第十一条：寒暑假值班200元/天，"
                  "5天共1,000元。暑假工资本身照发。"),
        (W, "zh", "高中班主任津贴1,000元/月，全年12个月共12,000元，暑假照发；值班5天 × 200元 = 1,000元。"),
        (W, "zh", "班主任津贴900元/月，每学年10个月共9,000元，7、8月不发；暑假值班5天，每天200元，共1,000元。"),
        (W, "zh", "津贴每学年10个月共10,000元，7、8月不发。暑假值班补贴每天300元，5天1,500元。"),
        (W, "zh", "每年10,000元，7、8月不发；值班补贴按150元/天，5天共750元。"),
        (W, "en", "10,000 yuan a year (1,000 × 10 months, none in July/August). Summer duty is 200 yuan a day, 1,000 yuan for 5 days; "
                  "teachers must do at least 2 duty days each summer."),
        ], handbook="qingshan"),

    # 高中 evening self-study tutoring 100元/次 × 6 = 600; school exams 50元/场 × 4 = 200; district exams 120元/场 × 2 = 240; total 1,040元.
    _d("2026-06-15", "I teach in the senior high section. In May I tutored 6 evening self-study sessions and invigilated 4 school "
       "mid-term exam sessions plus 2 district unified exam sessions. How much extra will I get?",
       [_q("晚自习补贴多少钱一次"), _q("校内考试监考费 统考监考")],
       [(C, "en", "Senior-high evening tutoring is 100 yuan per session: 6 × 100 = 600. School exams pay 50 yuan per session (4 × 50 = 200) "
                  "and district unified exams 120 yuan per session (2 × 120 = 240). Total 1,040 yuan; "
                  "the evening-study part is paid with the next month's salary on the 15th."),
        (C, "en", "1,040 yuan: 600 (evening study) + 200 (school exams) + 240 (district exams)."),
        (C, "en", "Evening self-study: tutoring is 80 yuan (junior) or 100 yuan (senior) per session, supervision-only 60 yuan. "
                  "You tutored senior high, so 6 × 100 = 600 yuan. Invigilation: 50 yuan per school exam session, 120 per district "
                  "session → 200 + 240 = 440. Altogether 1,040 yuan."),
        (C, "zh", "高中晚自习辅导100元/次 × 6 = 600元；校内监考50元/场 × 4 = 200元；区统考监考120元/场 × 2 = 240元；合计1,040元。"),
        (W, "en", "Evening self-study tutoring is 80 yuan per session (6 × 80 = 480), school exams 50 yuan (200) and district exams "
                  "120 yuan (240): 920 yuan in total."),
        (W, "en", "6 × 100 = 600 for evening study, 4 × 50 = 200 and 2 × 120 = 240 for invigilation: 1,140 yuan."),
        (W, "en", "Evening study 6 × 100 = 600 yuan; all invigilation is paid at 50 yuan per session, so 6 × 50 = 300. Total 900 yuan."),
        (W, "en", "Evening sessions pay 60 yuan each (360), school exams 50 (200), district exams 120 (240): 800 yuan."),
        (W, "zh", "晚自习100元/次 × 6 = 600元；校内监考50元/场 × 4 = 200元；区统考监考150元/场 × 2 = 300元；合计1,100元。"),
        ], handbook="qingshan"),

    # 连续工龄 满4年不满6年 → 80% of basic (within 6 months): 6,000 × 80% = 4,800元.
    _s("qingshan", "病假工资 发放比例 连续工龄满4年",
       "我连续工龄刚满4年（2022年6月入职），基本工资6,000元，因病休了1个月病假。病假期间基本工资发多少？",
       [(C, "zh", "你连续工龄刚满4年，属于“满4年不满6年”，病假期间按基本工资的80%发放：6,000 × 80% = 4,800元（累计病假6个月以内适用）。"),
        (C, "zh", "4,800元（6,000元的80%）。"),
        (C, "zh", "第十七条按工龄分档：不满2年60%、满2年不满4年70%、满4年不满6年80%、满6年不满8年90%、满8年及以上100%。"
                  "你刚满4年，适用80%，即每月4,800元；如果累计病假超过6个月，从第7个月起改按60%发放。"),
        (C, "en", "With exactly 4 years' continuous service you fall in the 4-to-under-6-years band: 80% of basic salary, i.e. 4,"
                  "800 yuan for the month."),
        (W, "zh", "刚满4年还算“满2年不满4年”一档，按70%发放：6,000 × 70% = 4,200元。"),
        (W, "zh", "工龄满4年按90%发放，6,000 × 90% = 5,400元。"),
        (W, "zh", "病假期间统一按基本工资的60%发放，6,000 × 60% = 3,600元。"),
        (W, "zh", "满4年不满6年按80%：6,000 × 80% = 4,600元。"),
        (W, "en", "4 years' service gives 80% of basic salary, 4,800 yuan, but only for the first 3 months of sick leave; "
                  "after that it drops to 60%."),
        ]),

    # 产假158天 自然日 from 2026-07-06 ends 2026-12-10 (Thu); 国庆/中秋 not extended; back on 2026-12-11 (Fri).
    _d("2026-06-15", "我计划从2026年7月6日开始休产假（顺产、单胎）。158天产假到哪天结束？中间的国庆假期能顺延吗？",
       [_q("产假天数"), ("calculate_leave_days", {"start_date": "2026-07-06", "end_date": "2026-12-10"})],
       [(C, "zh", "产假158天按自然日计算，从2026年7月6日起算，最后一天是2026年12月10日（周四），12月11日（周五）返岗。"
                  "期间的中秋、国庆假期都包含在内，不顺延（第二十条）。"),
        (C, "zh", "到12月10日结束（7月6日至12月10日正好158个自然日），国庆不顺延。"),
        (C, "zh", "7月6日到12月10日共158个自然日，其中工作日110个；但产假是按自然日算的，中秋（9月25日-27日）和国庆（10月1日-7日）"
                  "都不顺延。12月11日回校上班。"),
        (C, "en", "Maternity leave is 158 calendar days and holidays inside it are not added on, so starting 6 July 2026 it ends on "
                  "Thursday 10 December 2026; you're back on Friday 11 December."),
        (W, "zh", "158天从7月6日算起，到2026年12月11日结束，12月12日返岗。国庆假期不顺延。"),
        (W, "zh", "产假期间遇国庆7天可以顺延，所以从12月10日往后顺延7天，到12月17日结束。"),
        (W, "zh", "产假按工作日计算：7月6日到12月10日只有110个工作日，158个工作日要到2027年2月左右才结束。"),
        (W, "zh", "7月6日至12月10日共158个自然日，产假12月10日（周五）结束，国庆不顺延。"),
        (W, "en", "158 days from 6 July 2026 ends on 10 December, but because National Day (1–7 October) falls inside it, "
                  "the 5 weekday holidays are added on, so it ends on 15 December and you return on 16 December."),
        ], handbook="qingshan"),

    # 调课 on Mon 2026-06-22, 提前2个工作日 (不含提交当天): latest Wed 2026-06-17 (端午 6/19-6/21 skipped).
    _d("2026-06-15", "我下周一（6月22日）要调课，最晚哪天要提交调课申请？",
       [_q("调课 提前申请"), ("add_workdays", {"date": "2026-06-22", "days": -2})],
       [(C, "zh", "调课须至少提前2个工作日提交，不含提交当天。6月19日至21日是端午假期，所以最晚要在6月17日（周三）提交："
                  "之后的工作日是6月18日和6月22日。"),
        (C, "zh", "最晚6月17日（周三）。端午节6月19日放假，不算工作日。"),
        (C, "en", "By Wednesday 17 June at the latest. The rule is 2 working days ahead, not counting the day you submit, and "
                  "Friday 19 June is the Dragon Boat holiday, so the two working days are 18 and 22 June."),
        (C, "zh", "按第二十四条，提前2个工作日（提交当天不算）。从6月22日倒推：6月18日是一个工作日，6月19日-21日端午放假，再往前是6月17日。"
                  "所以6月17日（星期三）是最晚的提交日，经教研组长签字、教务处审批后调课。"),
        (W, "zh", "提前2个工作日，6月22日往前数两个工作日是6月18日（周四），最晚那天提交。"),
        (W, "zh", "最晚6月19日（周五）提交：6月19日之后的工作日是22日，已经满足提前要求。"),
        (W, "zh", "需要提前2个工作日，考虑到端午放假，最晚6月16日（周二）提交。"),
        (W, "zh", "最晚6月17日（周四）提交，端午节6月19日至21日放假。"),
        (W, "en", "You must apply 2 working days ahead. The Dragon Boat holiday is 20–22 June this year, so 22 June itself is a "
                  "holiday; submit by 17 June."),
        ], handbook="qingshan"),

    # 陪产假15天 自然日 from 2026-09-28 ends Mon 2026-10-12 (国庆 not extended); back Tue 2026-10-13.
    _d("2026-06-15", "My wife is due on 28 September 2026 and I plan to start my 15 days of paternity leave that day. When is "
       "my last day of leave, and does the National Day holiday extend it?",
       [_q("paternity leave days"), ("calculate_leave_days", {"start_date": "2026-09-28", "end_date": "2026-10-12"})],
       [(C, "en", "Paternity leave is 15 calendar days and public holidays inside it are not added on. From 28 September 2026 "
                  "your last day is Monday 12 October 2026, and you're back at school on Tuesday 13 October."),
        (C, "en", "Last day 12 October (a Monday). No extension for National Day — the leave counts calendar days."),
        (C, "en", "28 Sep to 12 Oct is exactly 15 calendar days (only 7 of them are working days, because 1–7 October is National "
                  "Day and Saturday 10 October is a make-up workday). The handbook counts natural days and doesn't extend for holidays, "
                  "so 12 October is your last day. It must be taken within your wife's maternity leave."),
        (C, "zh", "陪产假15天按自然日计算，遇法定节假日不顺延：9月28日至10月12日（周一），10月13日返岗。"),
        (W, "en", "15 days from 28 September takes you to 12 October, but National Day (1–7 October) doesn't count against it, "
                  "so the leave is extended by 7 days to 19 October."),
        (W, "en", "Paternity leave is 15 working days. With National Day in the middle, it runs until around 22 October."),
        (W, "en", "Your last day is 13 October; you return on 14 October. Holidays are not added on."),
        (W, "en", "Your last day is Sunday 12 October and you return Monday 13 October; the National Day break isn't added on."),
        (W, "zh", "陪产假15天按自然日算，到10月12日结束，不顺延；但必须在孩子出生后30天内休完。"),
        ], handbook="qingshan"),

    # 72 学时/年; 3-day 脱产 training = 3 × 8 = 24; online 20 (≤ 36 cap) → 44; 28 more needed; 5-year cycle 360.
    _d("2026-06-15", "How many continuing-education hours do I need each year? This year I've done a 3-day approved full-time "
       "training course and 20 hours of online study. How many more hours do I need?",
       [_q("继续教育学时要求 每年"), _q("脱产培训 学时计算")],
       [(C, "en", "You need at least 72 hours a year (360 over a five-year cycle). A 3-day full-time course counts 8 hours a day, "
                  "so 24 hours, and your 20 online hours count in full because the online cap is 36 a year. That's 44, so you "
                  "still need 28 hours; remember at least 24 of the year's 72 must be school-based training."),
        (C, "en", "28 more hours: 72 − (3 × 8 + 20) = 28."),
        (C, "en", "Annual requirement 72 hours. Done so far: 24 (3 days × 8) + 20 online = 44. Remaining: 28 hours."),
        (C, "zh", "每年至少72学时。脱产培训3天按每天8学时计24学时，网络研修20学时（未超过每年36学时上限），共44学时，还差28学时。"),
        (W, "en", "You need 72 hours a year. The 3-day course counts 7 hours a day (21 hours) plus 20 online hours = 41, so 31 hours to go."),
        (W, "en", "72 − 24 − 20 = 38 more hours needed this year."),
        (W, "en", "Online study doesn't count towards the annual requirement, so you have 24 hours from the course and need 48 more."),
        (W, "en", "Teachers need 360 hours per year; you've done 44, so 316 to go."),
        (W, "zh", "每年72学时。脱产培训24学时 + 网络研修20学时 = 44学时，还差28学时；不过网络研修每年最多只计20学时，再多也不算。"),
        ], handbook="qingshan"),
]
