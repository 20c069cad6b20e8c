"""The handbook part of heldout17: three handbooks of its own and 24 questions on them, each with the tool
calls a model would make and 9 final answers (4 correct, 5 wrong) written by hand after reading the
calls' REAL results (make_heldout17.py --part handbooks runs them). Written by a helper who never read the
answer check's code nor ran the check on this set. Every case is "report": counted only, never tuned on.

The handbooks (tests/data/answer_probes/heldout17_handbooks/<folder>/handbook/):
- rheinland_logistics ("rheinland"): a German logistics firm's English handbook as Markdown, "§ 4.2" headings
  and Markdown tables: supplements on hourly base pay (night 25%, Sunday 50%, public holiday 125%, not
  cumulative: only the highest), the 2026 NRW public holidays, 30 days' leave on a 5-day week pro rata
  (days × 30 / 5, one twelfth per full month in the joining year, half days rounded up), carry-over to
  31 March (illness: 15 months), continued pay 6 weeks (42 calendar days), employer notice stepped by
  service (2/5/8/10/12/15/20 years → 1–7 months to the end of a calendar month), meal allowance €14 / €28
  with €5.60 / €11.20 cuts for meals provided.
- shenzhen_game_studio ("shenzhen"): a Shenzhen game studio's 员工手册 as .docx (make_shenzhen_docx.py),
  第N章 headings, 第N条 clauses and Word tables: 年终奖 S/A/B/C/D = 4/3/2/1/0 个月 × 在职月数/12 on the
  12月31日 base (15日 rule for the joining month, cap 30万元), 期权 4 years with a 1-year cliff (25%) then
  1/48 a month, exercise within 90 days from the day after leaving, 加班餐补 30元 from 20:00 (含),
  打车 from 22:00 (含) capped at 120元 a ride and claimed within 10 工作日, 调休 valid 3 months and
  moved to the next working day, 项目奖 pool 1% of 6 months' 净流水 capped at 800万, 70/15/10/5 split,
  personal cap 24 × base, paid 60% / 40%.
- pilbara_mining ("pilbara"): an Australian mining contractor's English handbook as a text PDF
  (make_pilbara_pdf.py), "Section N" bold headings and "3.2" clauses: 14/7 and 8/6 FIFO rosters, 12-hour
  shifts, overtime beyond the shift at 1.5× for 2 hours then 2×, 16-hour fatigue cap (4 hours' overtime),
  R&R call-in double time with a 4-hour minimum, LAHA A$95 a night, site allowance A$48 → A$55 for shifts
  starting on or after 1 July 2026, 5 weeks' annual leave for shift workers (4 for day workers) of 38 hours
  each, super 12% of OTE (ordinary pay, leave and site allowance; not overtime or LAHA), quarterly until
  30 June 2026 and within 7 days of each payday from 1 July 2026 (Payday Super). No long service leave.

Questions: rates and totals (a week's supplements, a bonus by grade and months worked, a vesting count, an
overtime shift, a fortnight's super), boundaries (exactly 5 years, exactly 8 hours, 20:00 and 22:00 sharp,
the cliff date itself, a night shift starting 30 June), caps and floors, deadlines asking for a date (with
the date tools: 42 calendar days, 90 days, 10 working days over 端午, 调休 over 国庆, 7 days of payday), the
rule before/after 1 July 2026, and one rule each handbook does not have (correct answers say so).
Forms: English and Chinese answers on every handbook (about 40% English), Markdown tables, lists,
one-liners, 1.5× / 一倍半 / time and a half, 25% / 四分之一, € / EUR / 欧元, A$ / AUD / 澳元, 元 / RMB / ¥,
hours / hrs / 小时, months / 个月, 中文数字.
Errors (one per wrong answer): another band's value, supplements added together where only the highest
applies, a pro-rata or rounding slip, the cliff ignored or misread, super on overtime or LAHA, the old rate
after the change date, a wrong base for a percentage, a cap or floor not applied, an arithmetic slip, a
wrong unit (working vs calendar days, days vs hours), a wrong deadline, an invented rule, and a right
number reached by a wrong rule.

Audit (handbook part): a second blind helper re-judged all 216 answers one by one against the three
handbooks' full text (the .md, the .docx read with python-docx, the .pdf read with pypdf), the search hits
each case really retrieves (make_heldout17.py --part handbooks), the arithmetic, and the dates (the date
tools and chinese_calendar: weekdays, 端午 and 国庆 2026, 42 / 90 calendar days, 10 working days). No label
was wrong and no correct answer left part of its question open. Changes: (1) the pilbara super case (6-19
July): the correct answers quote the overtime as A$500, which needs 3.2 (overtime rates) that none of its
three searches returned, so a fourth search ("overtime rates time and a half first 2 hours then double
time") was added and now returns 3.2; (2) the pilbara 15.5-hour overtime case: the wrong answer "The overtime
premium is ... = A$130" could be read as correctly computing only the premium, so it now says the overtime
pay is just the premium (A$130 instead of A$312), an unambiguous error; (3) the shenzhen S-rating case: a
correct answer said the bonus is paid "on 10 February 2027", a date in a year whose holiday schedule is not
published (10 February is 初五 and 第四条 moves a payday that falls on a rest day earlier), so it now says "in
February 2027 (第十五条)". Labels unchanged: 24 questions, 216 answers, 96 correct, 120 wrong.
"""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

HANDBOOKS = {"rheinland": "rheinland_logistics", "shenzhen": "shenzhen_game_studio", "pilbara": "pilbara_mining"}

HANDBOOK_CASES = [
    # ------------------------------------------------------------------ rheinland_logistics (§ clauses, .md)
    # Truth (§ 3.1): night 23:00–06:00 = 7 h per shift × 4 = 28 h × 25% × €16.80 = €117.60; Sunday 8 h × 50%
    # × €16.80 = €67.20; 22:00–23:00 gets nothing; total €184.80. No hour is both night and Sunday.
    _d("2026-06-15",
       "My hourly base rate is €16.80. Last week (8–14 June) I worked night shifts Monday to Thursday, "
       "22:00–06:00 each, and a day shift on Sunday 14 June from 06:00 to 14:00. How much do I get in supplements "
       "for the week?",
       [_q("night work Sunday work supplement percentage of hourly base pay")],
       [(C, "en", "You get €184.80 in supplements. Night supplement (25%) only covers 23:00–06:00, so 7 hours per "
                  "shift × 4 shifts = 28 h × €4.20 = €117.60; Sunday supplement (50%) for the 8 Sunday hours = "
                  "8 × €8.40 = €67.20. The 22:00–23:00 hour of each night shift carries no supplement (§ 3.1)."),
        (W, "en", "All 8 hours of each night shift count as night work: 32 h × €4.20 = €134.40, plus Sunday "
                  "8 h × €8.40 = €67.20, so €201.60 for the week."),
        (C, "zh", "本周津贴合计184.80欧元。夜班津贴（25%，即时薪的四分之一）只算23:00–06:00，每晚7小时，4晚共28小时"
                  "×4.20＝117.60欧；周日白班8小时，按50%计，8×8.40＝67.20欧。"),
        (W, "zh", "夜班津贴按50%计：28小时×8.40＝235.20欧；周日8小时×8.40＝67.20欧；合计302.40欧。"),
        (C, "en", "| Hours | Supplement | Amount |\n|---|---|---|\n| 28 night hours (7 × 4) | 25% = €4.20/h | €117.60 |\n"
                  "| 8 Sunday hours | 50% = €8.40/h | €67.20 |\n| **Total** | | **€184.80** |"),
        (W, "zh", "夜班：28小时×4.20＝117.60欧；周日：8小时×8.40＝67.20欧。津贴合计174.80欧。"),
        (W, "zh", "夜班28小时×4.20＝117.60欧，周日8小时×8.40＝67.20欧，合计184.80欧；不过津贴要等工作时间账户满60小时后"
                  "才能发放，这周还拿不到。"),
        (C, "zh", "合计 EUR 184.80（夜班117.60＋周日67.20）。22点到23点那一小时不算夜间工作，没有津贴。"),
        (W, "en", "Sunday work counts like a public holiday at 125%: 8 × €21.00 = €168.00, plus the night "
                  "supplement of €117.60, so €285.60."),
        ], handbook="rheinland"),
    # Truth (§ 3.1, § 3.2, § 3.3): 22:00–23:00 on 30 April: nothing; 23:00–24:00: night 25% = €5; 1 May is an
    # NRW public holiday, so 00:00–06:00 is night and holiday: only the higher 125% applies, 6 × €25 = €150.
    # Total €155 (not €185 with both added).
    _d("2026-05-07",
       "我的基本时薪是20欧。4月30日晚上22:00上班，一直干到5月1日早上6:00下班。这一班能拿多少津贴？",
       [_q("night work public holiday supplement rates"), _q("supplements not cumulative only the highest supplement"),
        _q("public holidays North Rhine-Westphalia 2026")],
       [(W, "zh", "5月1日那6小时既是夜班又是节假日，25%加125%共150%，6×30＝180欧，再加4月30日23点到24点的5欧，合计185欧。"),
        (C, "zh", "共155欧元。4月30日23:00–24:00是夜间工作，20×25%＝5欧；5月1日是北威州法定节假日，0:00–6:00这6小时"
                  "同时符合夜班和节假日，津贴不叠加，只按较高的125%计，6×25＝150欧；22:00–23:00没有津贴。"),
        (W, "en", "2 hours on 30 April (22:00–24:00) at the 25% night rate = €10, plus 6 × €25 = €150 on 1 May, "
                  "so €160."),
        (C, "en", "€155 in total: one night hour on 30 April at 25% (€5) plus 6 hours on 1 May at the public-holiday "
                  "rate of 125% (6 × €25 = €150). The night supplement is not added on top on 1 May — only the "
                  "highest supplement applies (§ 3.2)."),
        (W, "zh", "这一班只算夜班津贴：23:00到6:00共7小时×5欧＝35欧。"),
        (C, "zh", "- 22:00–23:00：不属于夜间，0\n- 23:00–24:00：夜班25%，5欧\n- 5月1日00:00–06:00：节假日125%"
                  "（不与夜班25%叠加），150欧\n合计：一百五十五欧元"),
        (W, "en", "1 × €5 + 6 × €25 = €145 in supplements for the shift."),
        (C, "en", "Supplements for that shift: €155 (€5 + €150)."),
        (W, "zh", "节假日津贴125%要以时薪加夜班津贴后的25欧为基数：6×31.25＝187.5欧，再加4月30日的5欧，合计192.5欧。"),
        ], handbook="rheinland"),
    # Truth (§ 4.2, § 4.3): 3-day week → 3 × 30 / 5 = 18 days a year; joining 1 June → 7 full months →
    # 18 × 7/12 = 10.5 → a fraction of at least half a day is rounded up → 11 days.
    _d("2026-05-20",
       "I'll start at Rheinland on 1 June 2026 as a part-timer working 3 days a week. How many days of annual "
       "leave will I get for 2026?",
       [_q("annual leave other working weeks pro rata days per week"),
        _q("annual leave year of joining one twelfth for each full month")],
       [(C, "en", "11 days. On a 3-day week the full-year entitlement is 3 × 30 / 5 = 18 days; for 2026 you get "
                  "7/12 of that (June to December) = 10.5 days, and half a day is rounded up to a full day."),
        (W, "en", "You get 30 × 7/12 = 17.5 days, rounded up to 18 days for 2026."),
        (C, "zh", "2026年你有11天年假：每周3天对应全年18天（3×30÷5），6月到12月共7个完整月，18×7/12＝10.5天，"
                  "满半天向上取整为11天。"),
        (W, "zh", "全年18天，2026年按7/12折算为10.5天，不足一天的部分舍去，所以是10天。"),
        (C, "en", "- Full-year entitlement (3-day week): 18 days\n- 2026 share: 7 full months → 18 × 7/12 = 10.5\n"
                  "- Rounding (§ 4.2 / § 4.3): half a day or more rounds up → **11 days**"),
        (W, "zh", "6月到12月是6个完整月，18×6/12＝9天，2026年有9天年假。"),
        (W, "zh", "2026年的年假是10.5天（18天×7/12），那半天可以按半天休。"),
        (C, "zh", "十一天（全年18天按7/12折算为10.5天，向上取整）。"),
        (W, "en", "Part-timers only get the statutory minimum pro rata: 20 × 3/5 = 12 days a year, so 12 × 7/12 = "
                  "7 days for 2026."),
        ], handbook="rheinland"),
    # Truth (§ 6.3): joined 10 June 2021, notice received 10 June 2026 → 5 years reached that day → 2 months
    # to the end of a calendar month → 10 August → employment ends 31 August 2026.
    _d("2026-06-10",
       "我是2021年6月10日入职的，今天（2026年6月10日）收到公司的书面解雇通知。我的劳动关系到哪天结束？",
       [_q("notice period given by the employer length of service months end of calendar month")],
       [(C, "zh", "到2026年8月31日。今天正好满5年，按§6.3适用“5年—2个月”这一档，而且要到月末：6月10日收到通知，"
                  "2个月后是8月10日，再到当月月底，即8月31日。"),
        (W, "zh", "你今天才刚满5年，还不算超过5年，只能按2年那档的1个月，到7月31日结束。"),
        (C, "en", "Your employment ends on 31 August 2026: with exactly 5 years' service on the day you received the "
                  "notice, the employer's notice period is 2 months to the end of a calendar month."),
        (W, "en", "Two months from today: your employment ends on 10 August 2026."),
        (W, "zh", "解雇通知期是4周，到15日或月底，所以最早7月15日结束。"),
        (C, "zh", "8月31日（2个月通知期，到月末）。"),
        (W, "en", "With 5 years' service the notice is 2 months to the end of a calendar month, which takes you to "
                  "30 September 2026."),
        (C, "en", "Notice period: 2 months — the 5-year row applies from your 5th anniversary, which is today. "
                  "10 June + 2 months = 10 August, then to the end of that calendar month: 31 Aug 2026."),
        (W, "zh", "劳动关系到8月31日结束，通知期2个月；另外公司还须额外支付2个月工资作为补偿金。"),
        ], handbook="rheinland"),
    # Truth (§ 7.1, § 7.2): 06:30–14:30 = exactly 8 hours → "8 hours or more" qualifies → €14; lunch provided
    # → minus €11.20 → €2.80.
    _d("2026-06-17",
       "Yesterday I did a day trip to a customer in Bremen — left home at 06:30, got back at 14:30, and the "
       "customer bought us lunch. What meal allowance can I claim?",
       [_q("meal allowance day trip 8 hours"), _q("meal allowance reduced when lunch is provided")],
       [(W, "en", "Nothing — you have to be away more than 8 hours, and exactly 8 hours doesn't qualify."),
        (C, "en", "€2.80. You were away exactly 8 hours, which qualifies for the €14 day-trip allowance (8 hours or "
                  "more), and the customer's lunch reduces it by €11.20."),
        (C, "zh", "可以报2.80欧元：离家正好8小时，符合“8小时或以上”的条件，当天补贴14欧；客户请了午餐，扣11.20欧，剩2.80欧。"),
        (W, "zh", "当日往返满8小时，补贴14欧元；客户请的午餐不影响补贴。"),
        (W, "en", "€14 minus €5.60 for the lunch = €8.40."),
        (C, "en", "EUR 14.00 − EUR 11.20 (lunch) = EUR 2.80"),
        (W, "zh", "按全天28欧减去午餐11.20欧，可以报16.80欧。"),
        (C, "zh", "餐补＝14－11.2＝2.8欧元。离家8小时整也算，不需要超过8小时。"),
        (W, "zh", "14欧减去午餐11.20欧，当天可报3.80欧。"),
        ], handbook="rheinland"),
    # Truth (§ 4.4): leave not taken because of illness expires 15 months after the end of the leave year,
    # i.e. 31 March 2028 (the 31 March 2027 deadline is for other carried-over leave).
    _d("2026-12-10",
       "我10月到12月一直在休病假，2026年还剩6天年假没休成。这6天最晚什么时候要休掉？",
       [_q("carry-over untaken annual leave illness expires 31 March")],
       [(C, "zh", "这6天是因病没休成的，按§4.4在休假年度结束后15个月才失效，也就是2028年3月31日前休完即可。"),
        (W, "zh", "跨年结转的年假要在次年3月31日前休完，也就是2027年3月31日，过期作废。"),
        (C, "en", "Because you couldn't take them due to illness, the 6 days don't lapse on 31 March 2027 but 15 months "
                  "after the end of 2026 — you have until 31 March 2028."),
        (W, "en", "15 months after the end of the leave year is 31 March 2027, so that's your deadline."),
        (C, "zh", "最晚2028年3月31日。"),
        (W, "zh", "2028年3月31日前休完；如果到时还没休，公司会按日工资折现发放。"),
        (C, "en", "Deadline: 31 March 2028 (illness rule in § 4.4). The normal 31 March 2027 deadline only applies to "
                  "leave carried over for operational or personal reasons."),
        (W, "en", "Leave lost through illness can be carried over for one more calendar year, so you have until "
                  "31 December 2027."),
        (W, "zh", "因病未休的年假有效期是休假年度结束后15个月，即2028年6月30日。"),
        ], handbook="rheinland"),
    # Truth (§ 5.2): 3 years' service (> 4 weeks) → 100% for up to 6 weeks = 42 calendar days: 2 March to
    # 12 April 2026 inclusive (the tool: 42 自然日); from 13 April the health insurance fund pays Krankengeld.
    _d("2026-03-20",
       "I've been off sick with the same illness since Monday 2 March 2026 (I've worked here three years). Until "
       "what date does the company keep paying my full pay, and what happens after that?",
       [_q("continued pay in case of sickness 6 weeks"),
        ("calculate_leave_days", {"start_date": "2026-03-02", "end_date": "2026-04-12"})],
       [(C, "en", "Full pay (100%) continues for 42 calendar days, i.e. up to and including Sunday 12 April 2026. "
                  "From 13 April your statutory health insurance fund pays sick pay (Krankengeld) instead."),
        (W, "en", "Full pay for 6 weeks takes you to 13 April 2026; Krankengeld from your health insurance starts "
                  "on 14 April."),
        (C, "zh", "公司按100%继续发工资6周，即42个自然日，从3月2日算到4月12日（含）。4月13日起由法定医疗保险支付"
                  "病假津贴（Krankengeld）。"),
        (W, "zh", "公司全薪发到4月12日，之后公司按70%继续发工资。"),
        (C, "en", "Until 12 Apr 2026; after that, sick pay (Krankengeld) comes from your statutory health insurance."),
        (W, "zh", "全薪只发4周，到3月29日为止，之后由医保基金支付Krankengeld。"),
        (W, "zh", "前6周按80%发工资，到4月12日为止，之后由医保基金支付病假津贴。"),
        (C, "zh", "6周＝42天：3月2日至4月12日全薪；之后公司停发，转由医保基金支付Krankengeld。"),
        (W, "en", "Full pay until 12 April 2026. After that you get nothing from the company or the insurer unless "
                  "you apply for unpaid leave."),
        ], handbook="rheinland"),
    # Truth: the handbook has no Christmas bonus / Weihnachtsgeld rule (the search shows only the version note;
    # § 1.1 merely says base pay excludes bonuses).
    _s("rheinland", "Christmas bonus Weihnachtsgeld",
       "Does Rheinland pay a Christmas bonus (Weihnachtsgeld), and how much is it?",
       [(W, "en", "Yes — the handbook provides a Christmas bonus of 50% of one month's base salary, paid with the "
                  "November salary."),
        (C, "en", "The handbook doesn't say anything about a Christmas bonus — there is no Weihnachtsgeld rule in it. "
                  "Check your employment contract or ask HR/payroll."),
        (W, "zh", "手册§1.1写明基本工资不含奖金，所以公司明确不发圣诞奖金。"),
        (C, "zh", "员工手册里没有圣诞奖金（Weihnachtsgeld）的规定，检索只找到手册的版本说明。是否发放、发多少，"
                  "请看劳动合同或问人事。"),
        (W, "zh", "圣诞奖金（Weihnachtsgeld）是税前500欧元，6个月试用期满的员工都有。"),
        (C, "en", "Not covered by the handbook; ask HR."),
        (W, "zh", "圣诞奖金相当于一个月工资（第13个月薪），12月随工资发放。"),
        (C, "zh", "手册未涉及圣诞奖金，没法根据手册回答金额。"),
        (W, "en", "You get the Christmas bonus pro rata: one twelfth for each full calendar month worked, as in "
                  "§ 4.3."),
        ]),

    # ------------------------------------------------------------------ shenzhen_game_studio (第N条, .docx)
    # Truth (第二条, 第十二条, 第十三条): joined 5月20日 (after the 15th) → May not counted → 6–12月 = 7 months;
    # base = 12月31日 salary 24,000; A = 3个月 → 24,000 × 3 × 7/12 = 42,000元 (under the 30万 cap, ≥ 3 months).
    _d("2026-06-15",
       "我是2026年5月20日入职的，入职时月基本工资2万元，10月份调到2.4万元。如果2026年度考核拿A，年终奖大概多少？",
       [_q("绩效等级对应年终奖月数表"), _q("年终奖计算 在职月数 12月31日的月基本工资"), _q("在职月数 15日以后入职 当月不计入")],
       [(C, "zh", "42,000元。你5月20日入职（15日以后），5月不计入，在职月数是6–12月共7个月；基数按12月31日的月基本工资"
                  "24,000元；A级对应3个月：24,000×3×7÷12＝42,000元。"),
        (W, "zh", "在职月数从5月算起共8个月，24,000×3×8/12＝48,000元。"),
        (C, "en", "About RMB 42,000: base ¥24,000 (your salary on 31 December) × 3 months for grade A × 7/12 "
                  "(June–December; May doesn't count because you joined after the 15th)."),
        (W, "en", "The base is your starting salary: 20,000 × 3 × 7/12 = RMB 35,000."),
        (C, "zh", "| 项目 | 数值 |\n|---|---|\n| 基数（12月31日月基本工资） | 24,000元 |\n| A级倍数 | 3个月 |\n"
                  "| 在职月数 | 7个月（6–12月） |\n| 年终奖 | 42,000元 |"),
        (W, "zh", "A级对应2个月：24,000×2×7/12＝28,000元。"),
        (W, "zh", "A级是3个月，24,000×3＝72,000元，年终奖不按在职月数折算。"),
        (C, "zh", "四万二千元（2.4万×3×7/12）。"),
        (W, "en", "24,000 × 3 × 7 / 12 = RMB 44,000."),
        ], handbook="shenzhen"),
    # Truth (第十二条, 第十四条): S = 4个月, full year → 80,000 × 4 = 320,000 → capped at 300,000元;
    # paid with the January salary on 10 February 2027 (第十五条, shown in the second search; a correct answer
    # says "in February 2027", since the 2027 holiday schedule is not published and 第四条 moves a payday that
    # falls on a rest day or holiday earlier).
    _d("2026-06-15",
       "If I get an S rating for 2026 and my monthly base salary is ¥80,000 (I've been here since 2023), how much "
       "year-end bonus will I get?",
       [_q("绩效等级与年终奖 S A B C D"), _q("年终奖上限")],
       [(W, "en", "¥320,000 — 4 months × ¥80,000."),
        (C, "en", "¥300,000. The formula gives 80,000 × 4 months (S) × 12/12 = ¥320,000, but a single person's "
                  "year-end bonus is capped at ¥300,000 (第十四条)."),
        (C, "zh", "30万元。S级4个月，全年在职，80,000×4＝32万元，超过单人年终奖上限30万元，按30万元发放。"),
        (W, "zh", "S级对应3个月，80,000×3＝24万元。"),
        (C, "en", "RMB 300k (capped; without the cap it would be 320k)."),
        (W, "zh", "年终奖上限是20万元，所以只能拿20万元，而不是32万元。"),
        (W, "zh", "32万元先发30万元，超出上限的2万元并入次年的年终奖发放。"),
        (C, "en", "Your S-rating bonus is capped at 300,000 yuan: 4 × ¥80,000 = ¥320,000 is over the cap. It is paid "
                  "with the January 2027 salary in February 2027 (第十五条)."),
        (W, "en", "You'll get the maximum, US$300,000."),
        ], handbook="shenzhen"),
    # Truth (第十八条): granted 2025-03-15, 4,800 → cliff 2026-03-15: 25% = 1,200; then 100 (1/48) on each
    # 15th: 4/15, 5/15, 6/15, 7/15, 8/15 → 500 → 1,700 vested on 2026-08-20 (3,100 unvested).
    _s("shenzhen", "期权归属 悬崖期 每月归属1/48",
       "我2025年3月15日被授予4,800股期权，到今天（2026年8月20日）已经归属了多少股？",
       [(C, "zh", "已归属1,700股：2026年3月15日满1年一次性归属25%即1,200股，之后4月15日到8月15日每月15日各归属100股"
                  "（4,800÷48），共5次500股。"),
        (W, "zh", "1,700股。期权从授予日起每月归属1/48，没有悬崖期，17个月×100＝1,700股。"),
        (C, "en", "1,700 options have vested: 1,200 at the one-year cliff on 15 March 2026, then 100 a month on the "
                  "15th (April to August)."),
        (W, "en", "1,600 — the August tranche only vests at the end of the month."),
        (W, "zh", "悬崖期满归属1,200股，之后每月归属200股，5个月共1,000股，合计2,200股。"),
        (C, "zh", "1700股（还有3100股未归属）。"),
        (W, "zh", "只有1,200股：悬崖期之后剩余期权每年归属一次，下一次要到2027年3月。"),
        (C, "zh", "- 悬崖期满（2026/3/15）：1,200股\n- 4/15、5/15、6/15、7/15、8/15：各100股\n- 合计：1,700股"),
        (W, "zh", "1,200＋5×100＝1,800股。"),
        ], today="2026-08-20"),
    # Truth (第十八条, 第十九条, 第二十条): granted 2025-06-30, leaving 2026-06-30 = the first anniversary → the
    # cliff is reached: 25% × 9,600 = 2,400 vested, 7,200 lapse; exercise within 90 days from 7月1日 →
    # 2026-09-28 (the tool: 7/1–9/28 = 90 自然日).
    _d("2026-06-30",
       "我2025年6月30日被授予9,600股期权，今天（2026年6月30日）是我的最后工作日。离职时有多少股已经归属？最晚哪天要行权？",
       [_q("期权归属安排 满1年归属25%"), _q("离职后行权期限 90日"),
        ("calculate_leave_days", {"start_date": "2026-07-01", "end_date": "2026-09-28"})],
       [(W, "zh", "满1年要到明天才算，今天离职属于悬崖期内离职，全部期权失效，0股。"),
        (C, "zh", "今天正好是授予日满1年，悬崖期到期一次性归属25%，即2,400股；其余7,200股离职日失效。已归属的2,400股要在"
                  "离职次日（7月1日）起90日内行权，最晚2026年9月28日。"),
        (C, "en", "2,400 options vest today (the one-year anniversary, 25% of 9,600). You must exercise them within "
                  "90 days starting the day after you leave, i.e. by 28 September 2026; the other 7,200 lapse."),
        (W, "en", "2,400 are vested; you have 90 days counting from today, so the deadline is 27 September 2026."),
        (W, "zh", "已归属2,400股，行权期限是离职后3个月，即2026年9月30日。"),
        (C, "zh", "已归属2400股，最晚9月28日行权。"),
        (W, "en", "2,600: 2,400 at the cliff plus 200 for the first month after it; exercise by 28 September 2026."),
        (C, "zh", "悬崖期满当天离职不属于“满1年之前离职”，可归属9,600×25%＝2,400股；行权期限从7月1日起算90天，到9/28。"),
        (W, "zh", "已归属2,400股，9月28日前行权；剩余7,200股未归属的期权在90日行权期内还会继续按月归属。"),
        ], handbook="shenzhen"),
    # Truth (第十条, 第十一条): 6/10 off at 20:00 sharp (20:00 含) → 餐补30; 6/11 off at 22:00 sharp → 餐补30 +
    # taxi 135 capped at 120 → total 180元; taxi claim within 10 working days after 6/11 → 2026-06-26 (周五),
    # 端午 6/19 skipped (add_workdays). 餐补 comes with the salary, no claim.
    _d("2026-06-12",
       "我这周三（6月10日）加班到20:00整打卡下班，周四（6月11日）加班到22:00整下班，打车回家花了135元。餐补和打车报销一共"
       "能拿多少？打车费最晚哪天前要提交报销？",
       [_q("加班餐补 20:00以后下班"), _q("打车报销 22:00 每次上限 提交期限"), ("add_workdays", {"date": "2026-06-11", "days": 10})],
       [(C, "zh", "一共180元：周三20:00整下班属于“20:00（含）以后”，餐补30元；周四餐补30元，22:00整下班也能报打车，但每次"
                  "上限120元，135元只能报120元。打车费要在6月26日（周五）前在OA提交，中间6月19日端午节不算工作日。"),
        (W, "zh", "周三20:00整下班不算20点以后，没有餐补；周四餐补30元＋打车120元，共150元，6月26日前提交。"),
        (C, "en", "Total ¥180: meal allowance ¥30 for Wednesday (20:00 counts) + ¥30 for Thursday + taxi ¥120 "
                  "(capped; the other ¥15 is on you). Submit the taxi claim in OA by Friday 26 June 2026."),
        (W, "en", "¥30 + ¥30 + ¥135 = ¥195; submit the taxi receipt by 26 June."),
        (W, "zh", "合计180元；打车费要在10个工作日内报销，即6月25日前提交。"),
        (C, "zh", "1. 6月10日餐补：30元\n2. 6月11日餐补：30元\n3. 6月11日打车：135元，超过上限，报120元\n"
                  "合计：180元；打车报销截止：2026年6月26日。"),
        (W, "zh", "合计200元：两天餐补各50元，打车报120元；打车费6月26日前提交。"),
        (C, "zh", "180元（30+30+120），打车票6/26前交。"),
        (W, "en", "30 + 30 + 120 = ¥170 in total; the taxi claim deadline is 26 June."),
        ], handbook="shenzhen"),
    # Truth (第八条): overtime 2026-07-04 → valid to the same day 3 months later, 10月4日, a 国庆 holiday →
    # moved to the first working day after it: 10月8日 (周四) (add_workdays from 10-04 by 1).
    _d("2026-07-06",
       "我7月4日（周六）加班了8小时，准备用调休。最晚哪天之前要把这8小时调休用掉？",
       [_q("调休有效期 3个月 顺延"), ("add_workdays", {"date": "2026-10-04", "days": 1})],
       [(C, "zh", "最晚2026年10月8日（周四）。调休有效期3个月，本应到10月4日，但那天是国庆假期，顺延到假期后的第一个工作日，"
                  "即10月8日。"),
        (W, "zh", "调休有效期3个月，最晚10月4日用完。"),
        (C, "en", "Use it by Thursday 8 October 2026. The 3-month validity ends on 4 October, which falls in the National "
                  "Day holiday, so it moves to the first working day after it — 8 October."),
        (W, "en", "Since 4 October is a holiday, the deadline moves back to the last working day before it, "
                  "30 September 2026."),
        (W, "zh", "3个月后是9月4日，最晚9月4日用完。"),
        (C, "zh", "10月8号（周四）前用完，过期作废。"),
        (W, "zh", "10月4日是国庆假期，顺延到10月10日（周六调休上班日）。"),
        (C, "zh", "到期日是10/4（国庆节），顺延到10/5–10/7假期之后的第一个工作日：十月八日。另外申请调休要至少提前1个工作日在OA提交。"),
        (W, "en", "By 8 October 2026; if you haven't used it by then it is paid out as overtime at 200%."),
        ], handbook="shenzhen"),
    # Truth (第二十二条, 第二十四条, 第二十五条, 第二十六条): 1% × 9亿 = 900万 → capped at 800万; members 70% = 560万;
    # share 560万 × 2.0 / 80 = 14万 (< 24 × 1.8万 = 43.2万); launch 2026-01-15 → 满6个月 7/15 → first 60% =
    # 8.4万 in August 2026, second 40% = 5.6万 in February 2027.
    _d("2026-07-20",
       "我们项目2026年1月15日全平台公测上线，前6个月净流水9亿元。我的贡献系数是2.0，全组成员系数加起来是80，月基本工资1.8万。"
       "我的项目奖一共多少？第一期什么时候发、发多少？",
       [_q("项目奖池计提 净流水 上限"), _q("项目奖池分配比例 项目组成员 贡献系数"), _q("项目奖个人上限 月基本工资24倍"),
        _q("项目奖分两期发放")],
       [(C, "zh", "项目奖共14万元：奖池按9亿×1%＝900万，超过上限按800万计；项目组成员部分70%＝560万；你的份额"
                  "560万×2.0÷80＝14万元，没有超过个人上限（1.8万×24＝43.2万）。第一期在上线满6个月（7月15日）后的次月，"
                  "即2026年8月发放60%，8.4万元；其余5.6万元2027年2月发放。"),
        (W, "zh", "奖池900万×70%＝630万，630万×2/80＝15.75万元，第一期8月发60%即9.45万元。"),
        (C, "en", "RMB 140,000 in total. The pool is capped at ¥8m (1% of ¥900m would be ¥9m); team members get 70% "
                  "= ¥5.6m; your share is 5.6m × 2/80 = ¥140k, below your personal cap of 24 × 18k = ¥432k. First "
                  "instalment: 60% = ¥84,000 in August 2026."),
        (W, "en", "Team members share 15% of the ¥8m pool = ¥1.2m, so your share is 1.2m × 2/80 = ¥30,000; the first "
                  "instalment is ¥18,000 in August 2026."),
        (W, "zh", "总额14万元，第一期8月发40%，即5.6万元。"),
        (C, "zh", "| 步骤 | 金额 |\n|---|---|\n| 奖池（封顶） | 800万元 |\n| 成员部分70% | 560万元 |\n| 个人（2/80） | 14万元 |\n"
                  "| 第一期60%（2026年8月） | 8.4万元 |\n| 第二期40%（2027年2月） | 5.6万元 |"),
        (W, "zh", "总额14万元，第一期在上线满6个月的当月，即2026年7月发放8.4万元。"),
        (C, "zh", "总额十四万元，第一期8月发八万四千元（60%）。"),
        (W, "en", "5.6m × 2 / 80 = ¥14,000 in total; the first instalment is ¥8,400 in August 2026."),
        ], handbook="shenzhen"),
    # Truth: the handbook has no housing / rent allowance (the search finds nothing relevant).
    _s("shenzhen", "住房补贴 租房补贴",
       "Does the studio give employees a housing or rent allowance?",
       [(C, "en", "The handbook has no rule on a housing or rent allowance — the search found nothing relevant. "
                  "Please check with HR."),
        (W, "en", "Yes, employees get a rent allowance of ¥1,500 a month for their first year."),
        (C, "zh", "手册中没有住房补贴或租房补贴的规定，知识库检索也没有找到相关条款，建议直接问人力资源部。"),
        (W, "zh", "公司住房公积金按12%缴存，另外每月发放800元住房补贴。"),
        (W, "en", "The handbook says the housing allowance is included in the monthly base salary, so there is no "
                  "separate payment."),
        (C, "en", "Not in the handbook."),
        (W, "zh", "手册第一条规定月基本工资不含各类补贴，所以住房补贴另外按月发放，每月500元。"),
        (C, "zh", "员工手册未涉及住房/租房补贴。"),
        (W, "en", "New graduates get 3 months in the company dormitory free of charge, then ¥1,000 a month towards rent."),
        ]),

    # ------------------------------------------------------------------ pilbara_mining ("3.2" clauses, .pdf)
    # Truth (3.1, 3.2): 15.5 h on a 12-hour shift → 3.5 h overtime: 2 h × 1.5 × A$52 = A$156 + 1.5 h × 2 × A$52
    # = A$156 → A$312 (ordinary pay for the 12 hours is 12 × 52 = A$624 on top).
    _d("2026-06-15",
       "My ordinary rate is A$52 an hour. Yesterday I worked 15.5 hours on my rostered 12-hour day shift. How much "
       "overtime pay do I get for that shift?",
       [_q("overtime rates time and a half first 2 hours then double time"),
        _q("overtime definition beyond rostered 12-hour shift")],
       [(C, "en", "A$312 in overtime: 3.5 hours beyond the 12-hour shift — the first 2 at time and a half "
                  "(2 × A$78 = A$156) and the remaining 1.5 at double time (1.5 × A$104 = A$156). That's on top of "
                  "your 12 ordinary hours (12 × A$52 = A$624)."),
        (W, "zh", "3.5小时都按一倍半算：3.5×78＝273澳元。"),
        (C, "zh", "加班3.5小时：前2小时按一倍半，2×78＝156澳元；后1.5小时按双倍，1.5×104＝156澳元；加班费合计312澳元。"),
        (W, "zh", "3.5小时都按双倍算：3.5×104＝364澳元。"),
        (C, "en", "| Hours | Rate | Pay |\n|---|---|---|\n| 2 | 150% (A$78/h) | A$156 |\n| 1.5 | 200% (A$104/h) | A$156 |\n"
                  "| **Total** | | **A$312** |"),
        (W, "en", "Overtime starts after 8 hours, so 7.5 hours: 2 × A$78 + 5.5 × A$104 = A$728."),
        (W, "zh", "2×78＋1.5×104＝156＋146＝302澳元。"),
        (C, "zh", "加班费 AUD 312（2小时一倍半＋1.5小时双倍）。"),
        (W, "en", "Overtime pay is just the premium on top of the ordinary rate: 2 × A$26 + 1.5 × A$52 = A$130 for "
                  "the shift."),
        ], handbook="pilbara"),
    # Truth (2.4, 3.2): a shift may not exceed 16 hours → at most 4 hours' overtime, not 5; pay 2 × 1.5 × 48.50
    # = 145.50 + 2 × 2 × 48.50 = 194.00 → A$339.50.
    _d("2026-06-15",
       "班长让我在12小时白班之后再留5个小时。我的普通时薪是48.5澳元。可以吗？加班费能拿多少？",
       [_q("fatigue limits maximum shift length 16 hours overtime"), _q("overtime rates time and a half double time")],
       [(C, "zh", "不行，按2.4条每班（含加班）不得超过16小时，12小时班之后最多只能加班4小时。这4小时的加班费：前2小时1.5倍，"
                  "2×72.75＝145.5澳元；后2小时双倍，2×97＝194澳元；共339.5澳元。"),
        (W, "zh", "可以，5小时加班费：2×72.75＋3×97＝436.5澳元。"),
        (C, "en", "No — a shift can't exceed 16 hours, so you can stay at most 4 more hours. Those 4 hours pay "
                  "2 × A$72.75 + 2 × A$97.00 = A$339.50."),
        (W, "en", "Overtime is limited to 3 hours per shift: 2 × A$72.75 + 1 × A$97 = A$242.50."),
        (C, "zh", "- 上限：每班16小时 → 最多加班4小时（不是5小时）\n- 前2小时：一倍半，145.50澳元\n- 后2小时：两倍，194.00澳元\n"
                  "- 合计：A$339.50"),
        (W, "zh", "最多加4小时，2×72.75＋2×97＝329.5澳元。"),
        (W, "en", "Max 4 hours, all at time and a half: 4 × A$72.75 = A$291."),
        (C, "zh", "最多只能加4小时，加班费339.5澳元。"),
        (W, "zh", "最多加4小时，前2小时1.5倍、之后2倍，共339.5澳元；另外加班满2小时还有22澳元的餐费补贴。"),
        ], handbook="pilbara"),
    # Truth (6.1, 6.2, 4.2): OTE = 84 h × A$50 = 4,200 + site allowance 7 × A$55 (shifts after 1 July) = 385 →
    # 4,585 × 12% = A$550.20. Overtime (2 × (2 × 75 + 1 × 100) = A$500) and LAHA (7 × 95 = A$665) excluded.
    # (The fourth search brings back 3.2, the overtime rates, which the A$500 figure relies on.)
    _d("2026-07-20",
       "For the pay fortnight 6–19 July 2026 I worked 7 rostered 12-hour day shifts at A$50/hour, plus 3 hours' "
       "overtime after each of two of those shifts. I also got the site allowance for the 7 shifts and 7 nights of "
       "LAHA. How much super does the company pay on this fortnight?",
       [_q("superannuation contribution rate ordinary time earnings"),
        _q("ordinary time earnings includes site allowance excludes overtime LAHA"), _q("site allowance rate from 1 July 2026"),
        _q("overtime rates time and a half first 2 hours then double time")],
       [(W, "en", "OTE includes the overtime: 4,200 + 500 + 385 = A$5,085, and 12% of that is A$610.20."),
        (C, "en", "A$550.20. Super is 12% of OTE: ordinary hours 84 × A$50 = A$4,200 plus the site allowance 7 × A$55 "
                  "(shifts after 1 July) = A$385, so OTE = A$4,585. Overtime (A$500) and LAHA (A$665) are not OTE."),
        (C, "zh", "公司要交550.20澳元：OTE＝84小时×50＝4,200＋7个班的现场津贴（7月起每班55澳元）385＝4,585澳元，"
                  "×12%＝550.2澳元。加班费和LAHA不计入。"),
        (W, "zh", "现场津贴按每班48澳元：4,200＋336＝4,536，×12%＝544.32澳元。"),
        (W, "en", "12% × A$4,200 = A$504 — allowances aren't ordinary time earnings."),
        (C, "en", "- Ordinary pay: A$4,200\n- Site allowance: A$385 (new A$55 rate)\n- OTE: A$4,585\n"
                  "- Super @ 12%: **A$550.20**\n- Not included: overtime, LAHA"),
        (W, "zh", "OTE包括LAHA：4,200＋385＋665＝5,250，×12%＝630澳元。"),
        (C, "en", "Super for the fortnight: AUD 550.20 (12% × 4,585)."),
        (W, "zh", "养老金按11.5%计：4,585×11.5%＝527.28澳元。"),
        ], handbook="pilbara"),
    # Truth (4.2): shifts starting 24–30 June (7, incl. the 30 June night shift ending 1 July) at A$48 = 336;
    # shifts starting 1–7 July (7) at A$55 = 385 → A$721. Travel days get no site allowance.
    _s("pilbara", "site allowance rate change 1 July 2026 night shift",
       "我是14/7的夜班，这次轮班从6月24日到7月7日，14个夜班每天18:00开始。这一轮的现场津贴总共多少？",
       [(C, "zh", "共721澳元：6月24日至30日开始的7个夜班按旧标准每班48澳元＝336澳元（6月30日18:00开始的那班虽然跨到7月1日，"
                  "仍按开班日期算旧标准）；7月1日至7日开始的7个班按新标准每班55澳元＝385澳元。"),
        (W, "zh", "6月30日那班大部分时间在7月1日，按新标准算：6×48＋8×55＝728澳元。"),
        (C, "en", "A$721 — 7 shifts starting 24–30 June at A$48 (A$336) and 7 starting 1–7 July at A$55 (A$385). The "
                  "30 June night shift stays on the old rate because it starts on 30 June."),
        (W, "en", "All 14 shifts are paid at the current A$55 rate: A$770."),
        (W, "zh", "这一轮是6月开始的，整轮按旧标准：14×48＝672澳元。"),
        (C, "zh", "现场津贴：7×48＋7×55＝721澳元。"),
        (W, "en", "7 × A$48 + 7 × A$55 = A$336 + A$385 = A$711."),
        (C, "zh", "| 开班日期 | 班数 | 标准 | 金额 |\n|---|---|---|---|\n| 6/24–6/30 | 7 | A$48 | A$336 |\n"
                  "| 7/1–7/7 | 7 | A$55 | A$385 |\n| 合计 | 14 | | A$721 |"),
        (W, "zh", "14个夜班721澳元，再加上进场和出场两个飞行日各55澳元，共831澳元。"),
        ], today="2026-07-10"),
    # Truth (5.1, 5.2): shift worker → 5 weeks × 38 h = 190 h; a 12-hour shift uses 12 h → 15 full shifts
    # (180 h) with 10 h left (≈ 15.8 shifts).
    _d("2026-06-15",
       "I'm on the 14/7 production roster. How many of my 12-hour shifts does a full year's annual leave cover?",
       [_q("annual leave entitlement shift workers weeks"), _q("annual leave recorded in hours week of leave 12-hour shift")],
       [(C, "en", "A year's leave for a shift worker is 5 weeks = 5 × 38 = 190 hours. Each 12-hour shift uses 12 hours, "
                  "so it covers 15 full shifts with 10 hours left over (about 15.8 shifts)."),
        (W, "en", "Annual leave is 4 weeks = 152 hours, i.e. 12 shifts with 8 hours left over."),
        (C, "zh", "倒班员工每年5周年假，每周按38小时计，共190小时；每请一个12小时的班扣12小时，可以覆盖15个完整班次，还剩10小时。"),
        (W, "zh", "190÷12≈15.8，按16个班算，全年年假可以休16个班。"),
        (W, "en", "5 weeks is 25 working days, so 25 shifts."),
        (C, "en", "15 shifts (190 hrs ÷ 12), with 10 hrs to spare."),
        (W, "zh", "一周年假按40小时算，5周共200小时，可以休16个班，余8小时。"),
        (C, "zh", "190小时÷12小时≈15.8个班，也就是15个整班加10小时的余额。"),
        (W, "zh", "190÷12＝15个班，还剩12小时。"),
        ], handbook="pilbara"),
    # Truth (3.3): R&R call-in → double time, minimum 4 hours → 4 × 2 × A$50 = A$400 (not 2.5 × 100 = 250).
    _s("pilbara", "R&R call-in double time minimum payment",
       "我在R&R休息期间被公司叫回去干了2.5小时，普通时薪50澳元，这次能拿多少钱？",
       [(W, "zh", "2.5小时×双倍100澳元＝250澳元。"),
        (C, "zh", "400澳元：R&R期间被叫回按双倍计，而且最少按4小时付，2.5小时按4小时算，4×100＝400澳元。"),
        (C, "en", "A$400 — R&R call-ins are paid at double time with a 4-hour minimum, so 4 × A$100."),
        (W, "en", "The 4-hour minimum applies: 2 × A$75 + 2 × A$100 = A$350."),
        (W, "zh", "最少按4小时，按1.5倍：4×75＝300澳元。"),
        (C, "zh", "按最低4小时双倍计，共四百澳元。"),
        (W, "zh", "最低按3小时双倍计：3×100＝300澳元。"),
        (C, "en", "Pay = max(2.5, 4) hrs × 2 × A$50 = A$400."),
        (W, "zh", "R&R期间按2.5倍计：4×125＝500澳元。"),
        ]),
    # Truth (6.3): payday 9 July 2026 is after 1 July → Payday Super: within 7 days of payday → by 16 July 2026
    # (the tool: 7/10–7/16 = 7 自然日). Not the old quarterly 28-day rule.
    _d("2026-07-09",
       "My pay for the fortnight 22 June – 5 July 2026 is paid today (Thursday 9 July). By when must the super on it "
       "reach my fund?",
       [_q("superannuation payment timing quarterly Payday Super"),
        ("calculate_leave_days", {"start_date": "2026-07-10", "end_date": "2026-07-16"})],
       [(C, "en", "By 16 July 2026. Since 1 July 2026 super is paid with each fortnightly pay and must reach your fund "
                  "within 7 days of payday; your payday is 9 July."),
        (W, "en", "The quarterly rule applies: the quarter ends on 30 September, so by 28 October 2026."),
        (C, "zh", "最晚2026年7月16日到账。7月1日起实行Payday Super，养老金随每次发薪缴纳，发薪日（7月9日）后7天内到账。"),
        (W, "zh", "这笔工资大部分是6月份的，按旧规定季度缴纳：4–6月这个季度结束后28天内，即2026年7月28日前。"),
        (W, "en", "Within 7 business days of payday, i.e. by Monday 20 July 2026."),
        (C, "en", "Within 7 days of today's payday → by Thu 16 July 2026."),
        (W, "zh", "发薪后28天内到账，即8月6日前。"),
        (C, "zh", "按新规定，7月9日发薪，7天内即7/16前要进你的养老金账户，不再按季度缴。"),
        (W, "zh", "发薪日后14天内到账，即2026年7月23日前。"),
        ], handbook="pilbara"),
    # Truth: the handbook has no long service leave rule (the search returns 5.4 personal leave, 5.1 annual
    # leave and 9.1 notice, none about long service leave).
    _s("pilbara", "long service leave",
       "我在公司干满10年的话，有多少长期服务假（long service leave）？",
       [(C, "zh", "手册里没有长期服务假（long service leave）的规定，检索到的只有年假、个人假和通知期的条款。具体请问HR。"),
        (W, "zh", "满10年有13周长期服务假。"),
        (C, "en", "The handbook doesn't cover long service leave at all — only annual leave (5 weeks for shift workers), "
                  "personal leave and notice. Ask HR."),
        (W, "en", "After 10 years annual leave goes up to 6 weeks, which is how the handbook handles long service leave."),
        (W, "zh", "按5.4条，每年10天个人假可以累积，干满10年累积100天，就是长期服务假。"),
        (C, "zh", "手册未规定长期服务假。"),
        (W, "en", "Under Section 5 of the handbook, long service leave is 8.67 weeks after 10 years."),
        (C, "zh", "员工手册没有涉及long service leave，没法根据手册回答满10年有多少天。"),
        (W, "zh", "长期服务假满7年可以按比例享受，满10年是2个月。"),
        ]),
]
