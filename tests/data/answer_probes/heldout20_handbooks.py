"""The handbook part of heldout20: three handbooks of its own (in heldout20_handbooks/<folder>/handbook/) and 24
questions on them, 8 per handbook, each with 9 answers (4 correct, 5 wrong) written by hand after reading the
tools' REAL results (make_heldout20.py --part handbooks runs the calls). Written by a helper who never read the
answer check's code nor ran the check on this set; labels are fixed as written.

The handbooks:
- auckland_dairy_coop (short "auckland"): the Shanghai office of a New Zealand dairy co-operative, an English
  .html written by hand (h1/h2/h3, paragraphs with 1.1-style clauses, a <ul> list and an HTML <table>). Shanghai
  amounts in RMB, secondment amounts in NZ$ (NZD); milking-season (1 Aug-31 Dec) overtime capped at 12 paid hours
  a week with TOIL above it, 36 hours a month outside the season; a cold-chain on-call allowance per night by
  tier (weeknight vs Fri-Sun/holiday) capped at 10 paid nights a month; a Co-op Saver match of up to 3% capped
  at NZ$3,000 a year; a long-service leave of 2 extra weeks on the 10th anniversary; claims by the 5th working
  day of the next month.
- harbin_rail_maintenance (short "harbin"): a railway maintenance depot's 员工手册 as .docx, built by
  heldout20_handbooks/make_harbin_docx.py with Word heading styles named 标题 1 / 标题 2, 第N条 clauses and Word
  tables: 高寒补贴 (11月至次年3月) by month row and outdoor-hours band, 夜间天窗作业补贴 per shift by duration band
  (≤4 / 4-6 / >6 小时) capped at 16 shifts a month, 安全生产无事故奖 per quarter lost whole on any 责任事故,
  探亲假 by marital status in calendar days, 工龄 rounding (满半年按一年) feeding 工龄津贴 and 年休假,
  申请 10 working days ahead.
- dubai_logistics_hub (short "dubai"): a UAE logistics hub's English handbook as plain .txt with numbered clauses
  (1., 1.1, 1.1.1, no Markdown), AED / Dhs: gratuity 21 days' basic a year for the first 5 years and 30 days
  after, pro rata by months, capped at 24 x last basic; daily basic = basic / 30, hourly = daily / 8; overtime
  125% vs 150% in the 22:00-04:00 window; Ramadan minus 2 hours a day; annual leave 2 days a month after 6
  months in the first year, 30 calendar days after; housing 25% of basic, transport AED 800.

Forms: one-liners, long explanations, numbered and bullet lists, Markdown tables; English and Chinese answers on
every handbook (94 of 216 in English); NZ$ / NZD / 纽币 vs RMB / 元, AED / Dhs / 迪拉姆, 125% / 1.25倍,
hours / hrs / 小时, weeks / 周, months / 个月, dates as 10月13日, 13 Oct, 9/18, 本周五.
Errors (exactly one per wrong answer): another band's or tier's value, currencies confused, a cap not applied or
applied where it does not hold, a pro-rata slip, the night rate on hours outside the window, a percentage of the
wrong base (gross vs basic), arithmetic slips, wrong unit (weeks vs days, calendar vs working days), wrong
weekday or date, an invented rule, a right number reached by a wrong rule.
Every case is "report": counted only, never read answer by answer, never tuned on.

Audit (handbook part): a second blind helper rebuilt the real tool results (make_heldout20.py --part handbooks) and
judged all 216 answers one by one against the three handbooks (the .docx read with python-docx), the search hits
really returned, the arithmetic and the 2026 calendar (chinese_calendar: 10/10 and 9/20 make-up working days, 9/25
and 10/1-10/7 off). Every correct answer is fully right, complete and uses only returned clauses, so no search words
changed. Two answers changed, labels kept: the wrong auckland TOIL answer ("the 3 hours over the cap in week 1
become 3 hours of TOIL") could be read as merely incomplete, so it now says only week 1 went over the cap (3 hours
of TOIL instead of 5); the correct dubai flight-ticket answer claimed "the only allowances it lists are housing and
transport", beyond what the search returned, so it now says "the allowances it does list". Noted, left as written
(defensible readings): the Tier 1 October case asks on 15 June about "October" and takes the user's "Monday-Thursday"
nights as ordinary weeknights (no 1-7 October holiday nights); the harbin 9 years 6 months case takes this year's
annual leave from the service reached at the end of this month. Final: 24 questions, 216 answers, 96 correct, 120
wrong, 94 in English.
"""
from __future__ import annotations

from heldout4_cases import C, W, _d, _q, _s

HANDBOOKS = {"auckland": "auckland_dairy_coop", "harbin": "harbin_rail_maintenance", "dubai": "dubai_logistics_hub"}

HANDBOOK_CASES = [
    # ------------------------------------------------------------------ auckland (.html, RMB / NZ$)
    # Truth: Tier 1 (3.1): weeknight Mon-Thu RMB 180, Fri-Sun/holiday night RMB 260; 6 x 180 + 3 x 260 =
    # 1,080 + 780 = RMB 1,860; 9 nights is under the 10-night cap (3.2); no call-outs (3.3).
    _s("auckland", "cold-chain on-call allowance per night tier",
       "I'm Tier 1 on the cold-chain on-call roster. In October I was on call 6 nights Monday–Thursday and 3 nights "
       "Friday–Sunday, with no call-outs. How much on-call allowance do I get?",
       [(C, "en", "RMB 1,860. Six weeknights at RMB 180 = 1,080, plus three weekend nights at RMB 260 = 780. "
                  "That's 9 nights, so the 10-night monthly cap doesn't bite."),
        (C, "zh", "一共1860元人民币：周一至周四6晚×180元=1080元，周五至周日3晚×260元=780元，合计1860元；"
                  "9晚没超过每月10晚的上限。"),
        (C, "zh", "| 夜别 | 晚数 | 单价（Tier 1） | 小计 |\n|---|---|---|---|\n| 周一–周四 | 6 | RMB 180 | 1,080 |\n"
                  "| 周五–周日 | 3 | RMB 260 | 780 |\n| 合计 | 9 | | **RMB 1,860** |"),
        (C, "en", "6 × 180 + 3 × 260 = RMB 1,860 for October (Friday nights are paid at the weekend rate)."),
        (W, "en", "RMB 2,400: 6 weeknights × 240 = 1,440 plus 3 weekend nights × 320 = 960."),
        (W, "zh", "10月值班津贴共计1,860纽币（NZ$）：6×180+3×260。"),
        (W, "zh", "值班津贴不分平日周末，每晚都是180元，9晚×180=1620元人民币。"),
        (W, "en", "Weeknights 6 × RMB 180 = 1,080, weekend nights 3 × RMB 260 = 780, total RMB 1,760."),
        (W, "zh", "每月最多只付8晚津贴，所以有1个平日晚上不计：5×180+3×260=1680元。")]),

    # Truth: Tier 2 weeknight RMB 240 (3.1); at most 10 paid nights a month (3.2): 10 x 240 = RMB 2,400; each of
    # the 2 nights above 10 earns half a day of TOIL = 1 day of TOIL in all.
    _d("2026-11-30", "I'm a Tier 2 cold-store supervisor and was rostered on call for 12 nights in November, all of "
                     "them Monday–Thursday nights. What's my on-call pay for the month?",
       [_q("on-call allowance monthly cap 10 nights"), _q("cold-chain on-call allowance tier rates")],
       [(C, "en", "RMB 2,400. Only 10 on-call nights a month are paid, so 10 × RMB 240. The other 2 nights earn half "
                  "a day of time off in lieu each — one day of TOIL in total."),
        (C, "zh", "11月按每月10晚的上限计发：10×240元=2400元；多出的2晚不发津贴，每晚换半天调休，共1天调休。"),
        (C, "zh", "结论：\n1. 津贴：10晚 × 240元 = 2,400元人民币（上限10晚）\n2. 第11、12晚：不发钱，各折半天调休，合计一天"),
        (C, "en", "Tier 2 weeknight rate is RMB 240, capped at 10 paid nights → RMB 2,400 for November, plus 1 day "
                  "of time off in lieu for the 2 extra nights."),
        (W, "en", "12 nights × RMB 240 = RMB 2,880 for November."),
        (W, "zh", "主管是Tier 2，但平日晚上按Tier 1标准180元计：10×180=1800元，另2晚折1天调休。"),
        (W, "zh", "津贴10×240=2400元；超出的2晚每晚补1整天调休，共2天。"),
        (W, "en", "You'll get NZ$2,400 (10 capped nights × 240), plus one day of TOIL for the two extra nights."),
        (W, "zh", "按上限10晚计：10×240=2640元，另外2晚折算1天调休。")], handbook="auckland"),

    # Truth (2.2): season 1 Aug-31 Dec; paid overtime capped at 12 h per Mon-Sun week: 12 + 10 + 12 + 9 = 43 paid
    # hours at 150% (working days); 3 + 2 = 5 hours above the cap become TOIL hour for hour, to be taken by
    # 31 March 2027.
    _s("auckland", "milking season August to December overtime cap time off in lieu",
       "In September I worked 15, 10, 14 and 9 hours of overtime in four Monday–Sunday weeks, all on working days. "
       "How many overtime hours get paid, and what happens to the rest?",
       [(C, "en", "43 hours are paid (12 + 10 + 12 + 9), at 150% of your hourly base. The 5 hours above the 12-hour "
                  "weekly cap — 3 in week 1 and 2 in week 3 — aren't paid; they're credited as 5 hours of time off in "
                  "lieu, which you must take by 31 March 2027."),
        (C, "zh", "| 周 | 加班 | 付费（上限12小时） | 转调休 |\n|---|---|---|---|\n| 第1周 | 15 | 12 | 3 |\n"
                  "| 第2周 | 10 | 10 | 0 |\n| 第3周 | 14 | 12 | 2 |\n| 第4周 | 9 | 9 | 0 |\n| 合计 | 48 | 43 | 5 |\n\n"
                  "付费的43小时按工作日150%计；5小时按1:1记调休，须在2027年3月31日前休完。"),
        (C, "zh", "付费加班四十三小时（工作日1.5倍），超出每周12小时上限的五小时不发钱，转为调休，明年3月31日前用掉。"),
        (C, "en", "- Paid: 43 hrs at 150%\n- Not paid: 5 hrs over the weekly cap → TOIL, hour for hour, use by "
                  "31 Mar 2027"),
        (W, "en", "All 48 hours are paid at 150% — September is in the milking season, so overtime is paid in full."),
        (W, "zh", "付费43小时，挤奶季加班按200%（双倍）计发；超出的5小时转调休，2027年3月31日前休。"),
        (W, "zh", "付费43小时（150%），多出的5小时记调休，须在今年12月31日挤奶季结束前休完。"),
        (W, "en", "43 hours are paid at 150%; only week 1 went over the cap, so you get 3 hours of TOIL, to be "
                  "taken by 31 March 2027."),
        (W, "zh", "每周12小时以内的43小时按1.5倍付，超出上限的5小时按正常工资（100%）另行支付。")], today="2026-10-12"),

    # Truth (2.3 with 2.2): the 12-hour weekly cap applies only in the season (1 Aug-31 Dec); January-July
    # overtime needs the General Manager's prior approval and may not exceed 36 hours in a calendar month.
    _s("auckland", "overtime outside the milking season",
       "It's June now. Is my overtime limited to 12 hours a week like in the busy season? What limit applies?",
       [(C, "en", "No. The 12-hour weekly cap only applies during the milking season, 1 August to 31 December. In "
                  "June, overtime has to be approved in advance by the General Manager and can't exceed 36 hours in "
                  "the calendar month."),
        (C, "zh", "不适用。每周12小时上限只在挤奶季（8月1日至12月31日）执行；1月到7月加班要事先经总经理批准，"
                  "每个自然月不超过36小时。"),
        (C, "en", "Not in June — outside the Aug–Dec season it's a monthly limit: max 36 hrs per calendar month, "
                  "pre-approved by the GM."),
        (C, "zh", "六月不在挤奶季：\n- 没有每周12小时的上限\n- 加班须总经理事先批准\n- 每月最多36小时"),
        (W, "en", "Yes, the 12-hour weekly cap applies all year round; anything above it becomes time off in lieu."),
        (W, "zh", "6月不适用每周12小时上限，但加班须总经理事先批准，每周最多36小时。"),
        (W, "zh", "挤奶季是6月到12月，所以现在加班每周上限仍是12小时。"),
        (W, "en", "Outside the season the cap is monthly: up to 48 hours a calendar month, approved in advance by "
                  "the General Manager."),
        (W, "zh", "淡季（1–7月）加班由直属主管口头同意即可，每月不超过36小时。")]),

    # Truth: Co-op Saver (4.2): match up to 3% of gross = 3% x 120,000 = NZ$3,600, capped at NZ$3,000 per
    # secondment year -> NZ$3,000; own 4% = NZ$4,800. Secondment allowance (4.1) NZ$1,200 a month.
    _d("2026-06-15", "I'm being seconded to Hamilton for a year on a gross NZ salary of NZ$120,000 and will put 4% "
                     "into Co-op Saver. How much will the co-op contribute for the year, and what secondment "
                     "allowance do I get each month?",
       [_q("Co-op Saver retirement contribution match cap"), _q("secondment allowance New Zealand per month")],
       [(C, "en", "The co-op matches up to 3% of gross (3% × 120,000 = NZ$3,600), but its match is capped at "
                  "NZ$3,000 per secondment year, so it puts in NZ$3,000. Your own 4% is NZ$4,800. The secondment "
                  "allowance is NZ$1,200 a month on top of your NZ salary."),
        (C, "zh", "公司配比按3%算是3600纽币，但每个派驻年度封顶3000纽币，所以公司出3000纽币；你自己缴4%即4800纽币。"
                  "派驻津贴每月1200纽币（NZD）。"),
        (C, "zh", "| 项目 | 金额 |\n|---|---|\n| 个人缴费 4% | NZ$4,800 |\n| 公司配比（3%=3,600，封顶） | NZ$3,000 |\n"
                  "| 派驻津贴 | NZ$1,200/月 |"),
        (C, "en", "Co-op match: NZD 3,000 for the year (capped). Secondment allowance: NZD 1,200 per month."),
        (W, "en", "The co-op matches 3% of your gross salary: 3% × NZ$120,000 = NZ$3,600 for the year. The "
                  "secondment allowance is NZ$1,200 a month."),
        (W, "zh", "公司会全额配比你的4%，即4800纽币，超过年度上限3000纽币，所以实际配3000纽币；派驻津贴每月1200纽币。"),
        (W, "zh", "公司年度配比封顶3000纽币；派驻津贴每月1200元人民币。"),
        (W, "en", "The co-op contributes NZ$3,000 (its capped match) and you get a secondment allowance of NZ$2,600 "
                  "a month."),
        (W, "zh", "个人4%是4200纽币，公司配比3%本应3600，封顶后3000纽币；派驻津贴每月1200纽币。")], handbook="auckland"),

    # Truth (5.2): service is completed on the 10th anniversary -> today (15 June 2026) qualifies: one-off 2 extra
    # weeks (10 working days) on full pay, on top of annual leave; to be taken within 24 months, i.e. by 15 June
    # 2028; not taken -> lapses, not paid out; a further 2 weeks after 20 years.
    _s("auckland", "long-service leave 10 years",
       "I started on 15 June 2016, so today is my 10th anniversary. Do I get long-service leave yet, how much, and "
       "by when do I have to take it?",
       [(C, "en", "Yes. Service is completed on the 10th anniversary, so from today you're entitled to 2 extra weeks "
                  "(10 working days) of long-service leave on full pay, on top of annual leave. Take it within 24 "
                  "months, i.e. by 15 June 2028 — leave not taken by then lapses and isn't paid out."),
        (C, "zh", "可以。今天正好满10年，获得一次性长期服务假2周（10个工作日），全薪，在年假之外；须在满10周年后"
                  "24个月内（即2028年6月15日前）休完，过期作废，不折现。"),
        (C, "en", "Yes: 2 weeks extra (10 working days), full pay, to be used by 15 Jun 2028."),
        (C, "zh", "1. 资格：满10周年当天即算服务满10年，今天起有资格\n2. 假期：额外两周（十个工作日），全薪\n"
                  "3. 期限：24个月内休完（2028/6/15前），逾期失效、不发钱\n4. 满20年还有两周"),
        (W, "en", "Not yet — you need more than 10 years of service, so you'll qualify once you're into your 11th "
                  "year."),
        (W, "zh", "可以，长期服务假是2周，也就是14个工作日，全薪，24个月内（2028年6月15日前）休完。"),
        (W, "zh", "今天满10年，可获2周（10个工作日）长期服务假，但必须在12个月内、即2027年6月15日前休完。"),
        (W, "en", "Yes, 2 extra weeks (10 working days) on full pay; if you don't take them within 24 months they "
                  "are paid out in cash."),
        (W, "zh", "满10年可以额外休1周（5个工作日）长期服务假，24个月内（2028年6月15日前）休完。")]),

    # Truth: claims by the 5th working day of the following month (1.3); add_workdays(2026-09-30, 5) ->
    # 2026-10-13 (Tue): 10/1-10/7 National Day skipped, Sat 10/10 a make-up working day. Late claims only with
    # the GM's written approval.
    _d("2026-09-30", "What's the latest date I can submit my September overtime claim?",
       [_q("overtime claim deadline"), ("add_workdays", {"date": "2026-09-30", "days": 5})],
       [(C, "zh", "最晚10月13日（周二）。截止时间是次月第5个工作日：国庆10月1日–7日放假，10月8日、9日、10日（周六调休"
                  "上班）、12日、13日依次是10月的第1到第5个工作日。"),
        (C, "en", "By Tuesday 13 October 2026 — the 5th working day of October, because 1–7 October is the National "
                  "Day holiday and Saturday 10 October is a make-up working day."),
        (C, "zh", "10/13（周二）前在HR系统里提交。"),
        (C, "en", "Deadline: 13 Oct (Tue). After that it's paid only with the General Manager's written approval."),
        (W, "zh", "最晚10月14日（周三）：国庆后10月8日、9日、12日、13日、14日是第1–5个工作日。"),
        (W, "en", "The deadline is the 5th of the following month, so submit by 5 October."),
        (W, "zh", "最晚10月13日（周三）提交，国庆假期不算工作日。"),
        (W, "en", "Claims are due within 30 days of month end, so by 30 October 2026."),
        (W, "zh", "最晚10月13日（周二）；过了这天的加班申请一律不予支付。")], handbook="auckland"),

    # Truth: the handbook has no referral bonus; the search found no relevant clause.
    _s("auckland", "employee referral bonus",
       "How much is the referral bonus if I recommend someone and they get hired?",
       [(C, "en", "The handbook doesn't cover referral bonuses — there's no rule on it, so check with HR."),
        (C, "zh", "员工手册里没有关于内推奖金的规定，建议直接问HR。"),
        (C, "en", "Nothing in the Shanghai office handbook about employee referral bonuses; I can't give you an "
                  "amount."),
        (C, "zh", "手册没有涉及推荐入职的奖励，查不到金额。"),
        (W, "en", "RMB 3,000, paid once the new hire passes probation."),
        (W, "zh", "内推奖金为1200纽币，按月发放。"),
        (W, "en", "You get RMB 150 per successful referral, the same as a call-out payment."),
        (W, "zh", "推荐成功可额外获得两周带薪假。"),
        (W, "zh", "内推奖金按被推荐人月基本工资的25%发放。")]),

    # ------------------------------------------------------------------ harbin (.docx, 元)
    # Truth (第八条 table): January is in the 12月、1月、2月 row; exactly 80 hours is in 80小时及以上 (the middle band
    # is 40（含）至80（不含）) -> 800元 a month.
    _s("harbin", "高寒补贴 1月 户外作业80小时",
       "我1月份户外作业累计正好80小时，高寒补贴能拿多少？",
       [(C, "zh", "800元。1月按“12月、1月、2月”那一行算，80小时正好落在“80小时及以上”一档（中间档是40到80小时、不含80）。"),
        (C, "en", "RMB 800 — January is in the Dec–Feb row, and exactly 80 hours counts as '80 hours or more'."),
        (C, "zh", "1月、80小时 → 800元/月。"),
        (C, "zh", "| 月份 | 户外时长 | 档次 | 补贴 |\n|---|---|---|---|\n| 1月 | 80小时 | 80小时及以上 | 800元 |"),
        (W, "zh", "550元：1月属严寒期，80小时在“40小时至80小时”这一档。"),
        (W, "en", "RMB 500 — 80 hours or more falls in the top band, which is RMB 500 a month."),
        (W, "zh", "1月户外80小时对应800元，但1月高寒补贴减半发放，实发400元。"),
        (W, "zh", "高寒补贴按每小时10元计算，80小时×10元=800元。"),
        (W, "en", "You get RMB 800 per quarter for January–March at this band.")], today="2026-02-05"),

    # Truth: March is in the 11月、3月 row; 65 hours in 40（含）至80（不含） -> 350元 (第八条); April: 4月至10月不发
    # (第七条) -> 0; together 350元. No sick leave, so no halving (第九条 not triggered).
    _d("2026-04-30", "我3月户外作业65小时，4月户外作业90小时，这两个月高寒补贴分别是多少？",
       [_q("高寒补贴发放期间"), _q("高寒补贴发放标准 户外作业时长")],
       [(C, "zh", "3月350元；4月不发（高寒补贴只在11月至次年3月发放），两个月合计350元。"),
        (C, "en", "March: RMB 350 (the Nov/Mar row, 40–80 hour band). April: nothing — the cold-weather allowance is "
                  "only paid November through March."),
        (C, "zh", "| 月份 | 户外时长 | 高寒补贴 |\n|---|---|---|\n| 3月 | 65小时 | 350元 |\n| 4月 | 90小时 | 0（4–10月不发） |"),
        (C, "zh", "三月：三百五十元；四月：不在发放期，没有。"),
        (W, "zh", "3月是严寒期，65小时对应550元；4月不发。"),
        (W, "en", "March RMB 350; April RMB 500, since 90 hours is in the top band of the Nov/Mar row."),
        (W, "zh", "3月按最低档（不足40小时）算，200元；4月不发放。"),
        (W, "zh", "3月高寒补贴减半发放，为175元；4月不发。"),
        (W, "en", "March RMB 350 and April RMB 350 as well — the allowance runs until the end of April.")], handbook="harbin"),

    # Truth: exactly 4 hours is in 4小时及以下 -> 60元 a shift (第十一条); at most 16 shifts a month are paid
    # (第十二条): 16 x 60 = 960元; the 2 extra shifts get nothing. June, no holiday nights (第十三条 not used).
    _d("2026-06-30", "这个月我上了18个夜间天窗班（都不是节假日），每班从给点到销点都正好4小时，夜间天窗补贴一共多少？",
       [_q("夜间天窗作业补贴标准 4小时"), _q("夜间天窗补贴 每月最多班次")],
       [(C, "zh", "960元：正好4小时属于“4小时及以下”档，每班60元；每月最多计发16个班次，16×60=960元，多出的2个班次不计补贴。"),
        (C, "en", "RMB 960 — a 4-hour window is in the '4 hours or less' band (RMB 60 a shift), and only 16 shifts a "
                  "month are paid: 16 × 60."),
        (C, "zh", "１６班×６０元＝９６０元（超出的２班不发）。"),
        (C, "en", "- Band: exactly 4 hrs → ≤4 hrs → RMB 60/shift\n- Cap: 16 shifts/month\n- Total: RMB 960"),
        (W, "zh", "4小时算“4小时以上至6小时”档，每班90元，按上限16班：16×90=1440元。"),
        (W, "zh", "每班60元，18个班×60=1080元。"),
        (W, "en", "60 yuan a shift, capped at 16 shifts: 16 × 60 = RMB 900."),
        (W, "zh", "前16个班每班60元共960元，超出的2个班按半价30元计，合计1020元。"),
        (W, "en", "It's RMB 60 per hour of window time: 4 × 60 × 16 shifts = RMB 3,840.")], handbook="harbin"),

    # Truth: the handbook has no 高温补贴 (only 高寒补贴, 11月至次年3月, none April-October).
    _s("harbin", "高温补贴 夏季",
       "夏天户外作业有高温补贴吗？标准是多少？",
       [(C, "zh", "手册里没有高温补贴的规定，只有冬季的高寒补贴（11月至次年3月），4–10月不发。高温补贴的事建议问劳资科。"),
        (C, "en", "The handbook has no heat / high-temperature allowance — only the cold-weather allowance for "
                  "November to March."),
        (C, "zh", "员工手册未规定高温补贴。"),
        (C, "zh", "查不到高温补贴的条款；手册里跟季节有关的只有高寒补贴，夏季（4月至10月）不发。"),
        (W, "zh", "有，6月至8月户外作业每月发放高温补贴300元。"),
        (W, "zh", "夏天的高温补贴按高寒补贴同样的标准发，按户外时长每月200–800元。"),
        (W, "en", "Yes — RMB 120 a month from June to September for outdoor staff."),
        (W, "zh", "高温补贴按户外作业时长分档：不足40小时200元，40–80小时350元，80小时以上500元。"),
        (W, "en", "Yes, the heat allowance is RMB 60 per outdoor shift in summer.")]),

    # Truth: married, visiting the spouse: once a year, 30 days (第十八条); calendar days including weekends and
    # public holidays, travel days on top as needed, pay continues, unused days not carried or paid (第十九条).
    _d("2026-06-15", "我已婚，爱人在齐齐哈尔工作，平时周末没法团聚。探亲假一年能休几天？周末算不算在里面？",
       [_q("探亲假 已婚 探望配偶 天数"), _q("探亲假 日历天数 路程假")],
       [(C, "zh", "每年一次，30天；按日历天数算，周末和法定节假日都包含在内，另按实际需要给路程假，工资照发。"),
        (C, "en", "30 days, once a year, for visiting your spouse. They're calendar days, so weekends and public "
                  "holidays inside the leave count toward the 30; travel days are added on top as needed."),
        (C, "zh", "- 天数：探望配偶每年1次，30天\n- 周末：算在内（按日历天数，含公休日和法定节假日）\n- 路程假：另给\n- 工资：照发"),
        (C, "en", "30 calendar days a year (weekends included), plus travel time."),
        (W, "zh", "每年一次，20天，按日历天数算，周末包含在内，另给路程假。"),
        (W, "zh", "探望配偶每年30个工作日，周末和节假日不计入。"),
        (W, "en", "Married staff visiting a spouse get 30 calendar days, but only once every four years."),
        (W, "zh", "每年30天（按日历天数，含周末），路程时间也包含在这30天里。"),
        (W, "en", "30 calendar days a year including weekends; days you don't use are paid out at year end.")], handbook="harbin"),

    # Truth: 班组长 RMB 1,200 a quarter (第十四条); any 责任事故 in the quarter cancels the whole quarter's award for
    # the team, not pro rata, other quarters unaffected (第十五条): Q3 = 0; year = 3 x 1,200 = 3,600 (if Q1, Q2,
    # Q4 have no accident).
    _d("2026-10-15", "我是班组长，今年8月我们班组出了一起责任事故。三季度的安全生产无事故奖还能拿多少？"
                     "如果其他季度都没事故，全年一共多少？",
       [_q("安全生产无事故奖 奖励标准 班组长"), _q("无事故奖 责任事故 取消")],
       [(C, "zh", "三季度的无事故奖全部取消（0元，不按月折算）；其他三个季度每季度1200元，全年3600元。"),
        (C, "en", "Q3: nothing — a responsible accident cancels the whole quarter's award for the team, with no "
                  "pro-rating. The other quarters pay RMB 1,200 each as team leader, so RMB 3,600 for the year."),
        (C, "zh", "| 季度 | 无事故奖 |\n|---|---|\n| 一季度 | 1200元 |\n| 二季度 | 1200元 |\n| 三季度 | 0（8月责任事故，整季取消） |\n"
                  "| 四季度 | 1200元 |\n| 全年 | 3600元 |"),
        (C, "en", "Q3 award: 0. Full year: 3 × 1,200 = RMB 3,600."),
        (W, "zh", "三季度按月折算，扣掉8月，拿800元；全年1200×3+800=4400元。"),
        (W, "zh", "三季度取消；其他季度每季度900元，全年2700元。"),
        (W, "en", "A responsible accident cancels the award for the whole year, so you get nothing in 2026."),
        (W, "zh", "三季度0元，全年3×1200=3400元。"),
        (W, "en", "Q3's award is cut by 30% to RMB 840; with the other three quarters that's RMB 4,440.")], handbook="harbin"),

    # Truth: 工龄 9年6个月: the half year counts as a full year (第二条) -> 10年; 工龄津贴 10 x 20 = 200元 a month
    # (第三条, cap 600 not reached); 年休假 满10年不满20年 -> 10天, working days (第十六条).
    _d("2026-06-15", "我进铁路系统到这个月底正好9年6个月，工龄津贴每月多少？今年年休假几天？",
       [_q("工龄计算 满半年按一年"), _q("工龄津贴"), _q("年休假天数 工龄")],
       [(C, "zh", "按10年工龄算（不足整年的部分满半年按一年计）：工龄津贴每月200元，年休假10天（按工作日计）。"),
        (C, "en", "Your 9 years 6 months rounds up to 10 years (a half year or more counts as a full year). Seniority "
                  "allowance: 10 × RMB 20 = RMB 200 a month; annual leave: 10 working days."),
        (C, "zh", "1. 工龄：9年6个月，满半年进位 → 10年\n2. 工龄津贴：10×20＝200元/月\n3. 年休假：满10年不满20年，10天"),
        (C, "en", "| Item | Result |\n|---|---|\n| Service (rounded) | 10 years |\n| Seniority allowance | RMB 200/month |"
                  "\n| Annual leave | 10 working days |"),
        (W, "zh", "不满整年的部分舍去，按9年算：工龄津贴180元/月，年休假5天。"),
        (W, "zh", "工龄按10年算，工龄津贴每月200元；年休假10天，按日历天数计算，周末也算在内。"),
        (W, "en", "Rounded to 10 years: allowance 10 × RMB 25 = RMB 250 a month, and 10 days of annual leave."),
        (W, "zh", "工龄按10年算，工龄津贴200元；年休假15天。"),
        (W, "en", "The allowance uses 10 years (RMB 200 a month), but annual leave uses completed years only, so "
                  "9 years → 5 days.")], handbook="harbin"),

    # Truth: apply at least 10 working days ahead (第二十条); add_workdays(2026-10-09, -10): latest 2026-09-19
    # (Sat), not a working day -> latest working day 2026-09-18 (Fri, this Friday; today is Tue 9/15); 9/25 中秋 and
    # 10/1-10/7 国庆 skipped, Sun 9/20 a make-up working day.
    _d("2026-09-15", "我想从10月9日开始休探亲假，最晚哪天要把申请交上去？",
       [_q("探亲假 申请时限 提前"), ("add_workdays", {"date": "2026-10-09", "days": -10})],
       [(C, "zh", "最晚本周五，也就是9月18日交。按提前10个工作日倒推是9月19日，但那天是周六不上班，所以工作日里最晚是"
                  "9月18日（周五）。中间的中秋（9月25日）和国庆（10月1–7日）不算工作日，9月20日周日调休上班算。"),
        (C, "en", "Submit by Friday 18 September (this Friday). Counting back 10 working days from 9 October lands on "
                  "Saturday the 19th, which isn't a working day; the Mid-Autumn (25 Sep) and National Day (1–7 Oct) "
                  "holidays are skipped and Sunday 20 Sep counts as a make-up working day."),
        (C, "zh", "9月18日（周五）前交给车间，车间主任批了再报劳资科备案。"),
        (C, "en", "Latest: Fri 18 Sep 2026 — written application to your workshop, at least 10 working days ahead."),
        (W, "zh", "最晚9月25日（周五）交，往前数10个工作日就是这天。"),
        (W, "zh", "最晚9月18日（周四）交。"),
        (W, "en", "It's 10 calendar days ahead, so hand it in by 29 September."),
        (W, "zh", "最晚下周一（9月21日）提交。"),
        (W, "en", "Home leave needs 15 working days' notice, so the latest is 11 September — it's already too "
                  "late.")], handbook="harbin"),

    # ------------------------------------------------------------------ dubai (.txt, AED)
    # Truth: daily basic = 9,000 / 30 = 300 (1.3); first 5 years 5 x 21 x 300 = 31,500 (6.2.1); 2 years 4 months
    # beyond at 30 days a year, pro rata by months (6.2.2, 6.3): 28/12 x 30 x 300 = 21,000; total AED 52,500; on
    # basic, not gross (6.2); cap 24 x 9,000 = 216,000 not reached (6.4).
    _d("2026-06-15", "I'm leaving after 7 years and 4 months. My last basic pay is AED 9,000 a month (gross "
                     "AED 12,050). What's my end-of-service gratuity?",
       [_q("end-of-service gratuity 21 days 30 days basic pay"), _q("gratuity part year pro rata"),
        _q("daily basic wage definition")],
       [(C, "en", "AED 52,500. Daily basic wage = 9,000 / 30 = 300. First 5 years: 5 × 21 × 300 = 31,500. The "
                  "remaining 2 years 4 months at 30 days a year, pro rata: 2⅓ × 30 × 300 = 21,000. That's well under "
                  "the cap of 24 × 9,000 = 216,000."),
        (C, "zh", "按基本工资算（不是总薪）：日薪9000÷30=300迪拉姆；前5年5×21天×300=31,500；之后2年4个月按每年30天、"
                  "按月折算：9,000×28/12=21,000；合计52,500迪拉姆，未超过24个月基本工资216,000的上限。"),
        (C, "en", "| Period | Days | AED |\n|---|---|---|\n| Years 1–5 | 5 × 21 = 105 | 31,500 |\n"
                  "| 2 yrs 4 months | 2⅓ × 30 = 70 | 21,000 |\n| Total | 175 | **52,500** |"),
        (C, "zh", "服务终止金52,500迪拉姆（Dhs 52,500）。"),
        (W, "en", "On your gross pay: daily wage 12,050 / 30 = 401.67; 5 × 21 × 401.67 = 42,175 plus 2⅓ × 30 × "
                  "401.67 = 28,116.67, total AED 70,291.67."),
        (W, "zh", "前5年31,500迪拉姆，后2年2×30×300=18,000，不满一年的4个月不计，合计49,500迪拉姆。"),
        (W, "zh", "每年都按21天算：7又1/3年×21×300=46,200迪拉姆。"),
        (W, "en", "31,500 for the first five years + 21,000 for the next 2 years 4 months = AED 53,500."),
        (W, "zh", "按公式是52,500迪拉姆，但主动辞职只发三分之二，即35,000迪拉姆。")], handbook="dubai"),

    # Truth: exactly 5 years are all 'first 5 years' at 21 days (6.2.1); nothing beyond 5 years (6.2.2); daily
    # 12,000 / 30 = 400 (1.3): 5 x 21 x 400 = AED 42,000; eligibility after 1 year (6.1).
    _d("2026-06-15", "My contract ends after exactly 5 years. My basic pay is AED 12,000. How much gratuity do I get?",
       [_q("gratuity rate first 5 years"), _q("daily basic wage monthly basic divided by 30")],
       [(C, "en", "AED 42,000. Exactly 5 years are all within the first 5 years, so 21 days a year: 5 × 21 × "
                  "(12,000 / 30 = 400) = 42,000. The 30-day rate only starts for service beyond 5 years."),
        (C, "zh", "42,000迪拉姆：满5年整都按每年21天计，日薪400，5×21×400。"),
        (C, "en", "105 days' basic pay (5 × 21) at AED 400 a day → AED 42,000."),
        (C, "zh", "| 年限 | 天数/年 | 日薪 | 金额 |\n|---|---|---|---|\n| 第1–5年 | 21 | 400 | 42,000 Dhs |"),
        (W, "en", "Years 1–4 at 21 days and year 5 at 30 days: 4 × 21 × 400 + 30 × 400 = AED 45,600."),
        (W, "zh", "满5年后统一按每年30天计：5×30×400=60,000迪拉姆。"),
        (W, "zh", "日薪按年薪除以365算：12,000×12÷365≈394.52，5×21×394.52≈41,424.66迪拉姆。"),
        (W, "en", "5 × 21 = 105 days × AED 400 = AED 41,000."),
        (W, "zh", "服务终止金要满5年以上才有，正好5年不够，所以没有。")], handbook="dubai"),

    # Truth: daily 5,000 / 30 = 166.67; 5 x 21 + 25 x 30 = 105 + 750 = 855 days -> 142,500 uncapped (6.2); cap
    # 24 x last basic = 24 x 5,000 = AED 120,000 (6.4) -> AED 120,000. Gross 7,050 is not the base.
    _d("2026-06-15", "Our storekeeper retires after 30 years. Last basic pay AED 5,000, gross AED 7,050. How much "
                     "end-of-service gratuity is due?",
       [_q("gratuity cap two years total pay"), _q("gratuity 21 days 30 days per year"), _q("daily basic wage")],
       [(C, "en", "AED 120,000. Uncapped it would be 855 days × 166.67 = 142,500 (105 days for the first 5 years + "
                  "750 days for the next 25), but the gratuity is capped at 24 × last basic pay = 24 × 5,000 = "
                  "120,000."),
        (C, "zh", "按公式算142,500迪拉姆，超过上限（24个月基本工资=120,000），实发120,000迪拉姆。"),
        (C, "en", "1. Daily basic: 5,000 / 30 = 166.67\n2. Formula: (5 × 21 + 25 × 30) = 855 days → AED 142,500\n"
                  "3. Cap: 24 × 5,000 = AED 120,000 → payable: AED 120,000"),
        (C, "zh", "封顶12万迪拉姆（Dhs 120,000）。"),
        (W, "en", "855 days × AED 166.67 = AED 142,500."),
        (W, "zh", "上限按24个月总薪算：24×7,050=169,200，公式结果142,500没超，全额支付142,500迪拉姆。"),
        (W, "en", "The gratuity is capped at one year's basic pay, 12 × 5,000 = AED 60,000."),
        (W, "zh", "公式结果142,500迪拉姆，上限24×5,000=100,000，实发100,000迪拉姆。"),
        (W, "en", "All 30 years count at 30 days: 900 days × 166.67 = 150,000, capped at 24 × 5,000 = AED 120,000.")], handbook="dubai"),

    # Truth: hourly = 6,000 / 30 / 8 = AED 25 (1.3); Mon 20:00-22:00 outside the night window: 2 x 25 x 125% =
    # 62.50 (3.3.1); Tue from 22:00 in the window: 2 x 25 x 150% = 75 (3.3.2); total AED 137.50; 2 h a day is
    # within the limit (3.4).
    _d("2026-06-15", "My basic pay is AED 6,000. Last week I did overtime from 20:00 to 22:00 on Monday and from "
                     "22:00 to midnight on Tuesday. How much overtime pay is that?",
       [_q("overtime night window 22:00 150%"), _q("hourly basic wage definition")],
       [(C, "en", "AED 137.50. Hourly basic = 6,000 / 30 / 8 = AED 25. Monday 20:00–22:00 is outside the night "
                  "window: 2 × 25 × 125% = 62.50. Tuesday from 22:00 is inside it: 2 × 25 × 150% = 75."),
        (C, "zh", "时薪25迪拉姆；周一2小时按1.25倍=62.5，周二22点开始的2小时按1.5倍=75，合计137.5迪拉姆。"),
        (C, "en", "| Day | Hours | Rate | AED |\n|---|---|---|---|\n| Mon 20:00–22:00 | 2 | 125% | 62.50 |\n"
                  "| Tue 22:00–24:00 | 2 | 150% | 75.00 |\n| Total | | | 137.50 |"),
        (C, "zh", "- 基本时薪：6000÷30÷8＝25 Dhs\n- 周一：不在夜间时段，2×25×1.25＝62.5\n- 周二：22:00起属夜间，2×25×1.5＝75\n"
                  "- 合计：137.5迪拉姆"),
        (W, "en", "Monday's second hour, 21:00–22:00, is night work at 150%: 31.25 + 37.50 = 68.75; Tuesday 75; "
                  "total AED 143.75."),
        (W, "zh", "夜间时段是22点以后才开始，22点整开始的那小时不算：周一62.5，周二2×25×1.25=62.5，合计125迪拉姆。"),
        (W, "en", "Hourly wage includes housing: (6,000 + 1,500) / 30 / 8 = 31.25; Monday 2 × 31.25 × 1.25 = 78.13, "
                  "Tuesday 2 × 31.25 × 1.5 = 93.75, total AED 171.88."),
        (W, "zh", "时薪25；周一62.5，周二75，合计147.5迪拉姆。"),
        (W, "zh", "时薪按6000÷26÷8≈28.85算：周一2×28.85×1.25≈72.12，周二2×28.85×1.5≈86.54，合计约158.66迪拉姆。")], handbook="dubai"),

    # Truth: housing 25% of basic 8,000 = AED 2,000 (2.2; own flat, so paid); transport AED 800 (2.3, not on the
    # staff bus); gross = basic + housing + transport (1.3) = 8,000 + 2,000 + 800 = AED 10,800.
    _d("2026-06-15", "I've been offered a basic salary of AED 8,000. I'll rent my own flat and drive to work. What "
                     "housing allowance do I get, and what's my monthly gross pay?",
       [_q("housing allowance 25% basic"), _q("transport allowance"), _q("gross pay definition")],
       [(C, "en", "Housing allowance AED 2,000 (25% of your 8,000 basic). With the AED 800 transport allowance your "
                  "gross is 8,000 + 2,000 + 800 = AED 10,800 a month."),
        (C, "zh", "住房补贴2,000迪拉姆（基本工资的25%），加上交通补贴800，月总薪10,800迪拉姆。"),
        (C, "en", "Housing: Dhs 2,000/month. Gross: Dhs 10,800/month."),
        (C, "zh", "| 项目 | 金额（AED） |\n|---|---|\n| 基本工资 | 8,000 |\n| 住房补贴（25%） | 2,000 |\n| 交通补贴 | 800 |\n"
                  "| 月总薪 | 10,800 |"),
        (W, "en", "Housing is 25% of basic plus transport: 25% × 8,800 = AED 2,200, so your gross is AED 11,000."),
        (W, "zh", "住房补贴2,000迪拉姆，交通补贴按300算，月总薪10,300迪拉姆。"),
        (W, "zh", "住房补贴每月2000元人民币，总薪10,800。"),
        (W, "en", "Housing AED 2,000; gross 8,000 + 2,000 + 800 = AED 10,600."),
        (W, "zh", "住房补贴2,000迪拉姆；交通补贴不计入总薪，所以月总薪10,000迪拉姆。")], handbook="dubai"),

    # Truth: normal 8 h a day, 48 a week over six days (3.1); Ramadan: minus 2 hours a day for everyone -> 6 h
    # (36 a week) (3.2); hours beyond the reduced hours are overtime: 2 h at 125% in the day (3.3.1).
    _d("2026-02-24", "Ramadan has started. How long is my working day now, and if I still work my usual 8 hours "
                     "(8:00–16:00), how is the extra time paid?",
       [_q("Ramadan working hours"), _q("overtime rate 125%")],
       [(C, "en", "6 hours a day during Ramadan (8 minus 2). If you work 8 hours in the day, the last 2 count as "
                  "overtime at 125% of your hourly basic wage."),
        (C, "zh", "斋月每天减2小时，即6小时（每周36小时）；白天做满8小时的话，多出的2小时算加班，按基本时薪的125%（1.25倍）支付。"),
        (C, "en", "Ramadan day = 6 hrs; the 2 extra daytime hours are overtime at one and a quarter times the hourly "
                  "basic wage."),
        (C, "zh", "1. 斋月工时：每天6小时（不论是否斋戒）\n2. 8:00–16:00干满8小时：后2小时是加班\n3. 加班费：基本时薪×1.25"),
        (W, "en", "Ramadan cuts 2 hours a week, so you work 46 hours this week; nothing you do within 8 hours a day "
                  "is overtime."),
        (W, "zh", "斋月减时只针对斋戒的员工；不斋戒的照常8小时，没有加班。"),
        (W, "zh", "斋月每天6小时；多做的2小时按150%（1.5倍）计加班费。"),
        (W, "en", "Your day is 6 hours, but the extra 2 hours aren't overtime — they're paid at your normal "
                  "hourly rate."),
        (W, "zh", "斋月每天工作5小时，多出的3小时按1.25倍计加班。")], handbook="dubai"),

    # Truth: joined 1 March 2026; today 1 Nov 2026 = 8 completed months, past the 6-month point: 8 x 2 = 16 days
    # (4.1); from the first anniversary (1 March 2027) 30 calendar days a year (4.2).
    _d("2026-11-01", "I joined on 1 March 2026. How much annual leave have I earned as of today, and what will I "
                     "get once I pass my first year?",
       [_q("annual leave first year 2 days per month"), _q("annual leave after one year 30 calendar days")],
       [(C, "en", "16 days so far — you've completed 8 months (past the 6-month qualifying point), at 2 days per "
                  "month. From 1 March 2027 it's 30 calendar days a year."),
        (C, "zh", "已满8个月，按每月2天累计16天；满一年（2027年3月1日）后每年30个日历日。"),
        (C, "en", "Earned: 8 months × 2 = 16 days. After year one: 30 calendar days/year."),
        (C, "zh", "| 时间 | 年假 |\n|---|---|\n| 截至今天（满8个月） | 16天 |\n| 2027年3月1日起 | 每年30个日历日 |"),
        (W, "en", "None yet — annual leave only starts after you complete your first year; then it's 30 calendar "
                  "days a year."),
        (W, "zh", "前6个月不计，只算第7、8两个月：2×2=4天；满一年后每年30个日历日。"),
        (W, "en", "16 days so far; after your first year you get 30 working days a year."),
        (W, "zh", "已满9个月，累计18天；满一年后每年30个日历日。"),
        (W, "zh", "目前16天；满一年后每年21天。")], handbook="dubai"),

    # Truth: the handbook has no air ticket / flight allowance (the search returned only the transport, housing and
    # annual-leave clauses).
    _s("dubai", "annual flight ticket allowance to home country",
       "Does the company give an annual flight ticket home, and how much is it worth?",
       [(C, "en", "The handbook doesn't mention an annual air ticket or flight allowance — ask HR or check your "
                  "contract."),
        (C, "zh", "员工手册里没有年度回国机票的规定。"),
        (C, "en", "There's no ticket benefit in the handbook; the allowances it does list are housing (25% of "
                  "basic) and transport (AED 800)."),
        (C, "zh", "手册未涉及机票，查不到金额，建议问人事部门。"),
        (W, "en", "Yes, one return economy ticket home for every completed 12 months of service."),
        (W, "en", "You get a flight allowance of AED 2,000 a year."),
        (W, "zh", "每两年报销一张回国往返经济舱机票。"),
        (W, "zh", "机票补贴就是交通补贴，每月800迪拉姆。"),
        (W, "zh", "机票补贴为月基本工资的25%。")]),
]
