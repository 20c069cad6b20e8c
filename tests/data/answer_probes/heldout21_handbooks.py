"""The handbook part of heldout21: three handbooks written for this set (in heldout21_handbooks/<folder>/handbook/),
24 questions on them (8 each), and final answers written by hand after reading each call's REAL result
(make_heldout21.py --part handbooks runs the searches over knowledge bases built from these files, and the
date tools over the working-day calendar where a question asks for a date). Written by a helper who never read
the answer check's code nor ran the check. Every case is "report".

The handbooks:
- hanoi_garment_factory ("hanoi"): 越华制衣（河内）有限公司员工手册, a Chinese-owned garment factory in Hanoi, as a
  real text PDF (built by heldout21_handbooks/make_hanoi_garment_pdf.py, like heldout11's aurora builder): 第一条 …
  第三十条 under bold chapter headings. Local workers are paid in 越南盾 (VND, ₫) written with dot thousand
  separators ("6.240.000 ₫"), expatriate Chinese staff in 人民币 (元) — except their housing allowance, which is
  paid in ₫. Hourly wage = 月基本工资 ÷ 208; overtime 150% / 200% (Sunday) / 300% (Vietnamese public holiday);
  night work 22:00–06:00 +30% of the HOURLY wage (not of the overtime pay); caps 40 h a month (excess unpaid,
  1:1 time off next month) and 300 h a year; 第13个月工资 pro rata by full months; shift meals per shift;
  回国探亲 20 days / 4500元 (once a year) or 12 days / 3500元 (twice a year), calendar days.
- seoul_cosmetics_lab ("seoul"): Seorin Beauty Shanghai R&D Lab Staff FAQ, English Markdown: ## topics, bold
  **Q: …** questions, tables, no numbered clauses. RMB for the Shanghai lab, KRW / ₩ for staff seconded to
  Seoul. Annual leave table (9–10 completed years → 19 days); Korean severance for Korean-contract staff
  (30 days' average wage a year, partial years in months, average daily wage = 3 months' wages ÷ their
  calendar days) vs PRC economic compensation for Shanghai staff (6+ months = a year, under 6 = half a
  month); weekly-holiday allowance for part-timers on 15+ contracted hours (hours ÷ 40 × 8); lab-hazard
  allowance by tier (not added; highest tier with 10+ working days); August 2026 four-day week (Mon–Thu,
  Fridays off, 9 h days); Seoul rent up to ₩1,200,000 plus ₩1,500,000 allowance.
- lanzhou_water_utility ("lanzhou"): 金城水务集团有限公司职工管理规定, plain .txt in official style, 第一条 …
  第二十九条 without titles, numbers in Chinese numerals and 全角 digits: 值班费 80/150/300元 a day (only the
  festival day itself counts as 法定节假日), 抢修补贴 60元/h (06–22) or 90元/h (22–06) with a 2-hour minimum,
  年休假 5/10/15 days by 累计工龄, 提前五 / 十个工作日 (5+ consecutive days), 病假工资 60/70/80/90/100% of
  基本工资 by 连续工龄 with a floor of 1616元, 高温津贴 300元 a month June–September (half under 15 days).

Forms: one-liners, explanations, numbered and bullet lists, Markdown tables; ₫ / VND / 越南盾 / đồng, 元 /
RMB / ¥ / yuan, ₩ / KRW / 韩元; dot and comma thousand separators, "₩1.2m", "KRW 33.75 million", 中文数字
and 全角 digits; 150% / 1.5倍 / double; hours / hrs / 小时; dates as 9月21日, 2026/9/21, 21 September, 21 Sep. About
40% of the answers are English (also on the Chinese handbooks), some Chinese on the English one.
Errors (exactly one per wrong answer): another band's value (rate, tier, leave band, duty-day type), a cap
not applied or a floor/cap applied the wrong way, a pro-rata slip (months, partial year, half-month rule),
the night premium on the wrong base or outside its window, a wrong divisor for the hourly or daily wage,
currencies confused (元 vs ₫, RMB vs ₩), a dropped or extra zero in a VND / KRW / RMB amount, other
arithmetic slips, wrong units (working vs calendar days, weeks, per month vs per week), a wrong deadline or
weekday, an invented rule, and a right number reached by a wrong rule. The three questions on rules the
handbooks do not have (an education allowance, a patent reward, a phone allowance) are answered correctly
only by saying the handbook does not cover them.

Audit (handbook part): a second helper, under the same blind rules, rebuilt the part (make_heldout21.py --part
handbooks) and judged all 216 answers one by one against the three handbook texts (the PDF read with pypdf), the
search hits each case really retrieved, the arithmetic, and chinese_calendar for the dates (端午 6/19–21, 中秋 9/25,
国庆 10/1–7 with make-up days 9/20 and 10/10, August 2026 with its four Fridays). No label was wrong and none was
flipped. Two edits: (1) the night-overtime case's second search "工作日加班工资150%" did not return 第二条 (月基本工资
÷ 208), on which its correct answers' hourly wage of 30.000 ₫ rests; it is now "工作日加班工资150% 小时工资", which
returns 第二条. (2) In the 10月12日 leave-deadline case, the wrong answer "10月10日周六不算工作日，往前再推一天，最晚9月18日"
skipped the 9月20日 make-up Sunday without saying so (ignoring only 10/10 gives 9月20日); it now states one rule error
(make-up weekend days, 10/10 and 9/20, not counted), which gives 9月18日 consistently. Two wrong answers carry a
second slip tied to their error and were left as they are (抢修: 1.5 h at an invented 120元/h; PRC compensation in ₩
"paid by the Seoul headquarters"). Final counts unchanged: 24 questions, 216 answers, 96 correct, 120 wrong.
"""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

HANDBOOKS = {"hanoi": "hanoi_garment_factory", "seoul": "seoul_cosmetics_lab", "lanzhou": "lanzhou_water_utility"}

HANDBOOK_CASES = [
    # ------------------------------------------------------------------ hanoi (Chinese PDF, ₫ and 元)
    # Truth: hourly = 6.240.000 ÷ 208 = 30.000 ₫ (第二条); weekday OT 150% = 45.000 ₫/h (第七条); only 40 h a month
    # are paid (第九条): 40 × 45.000 = 1.800.000 ₫; the other 6 h are unpaid and given as 1:1 paid time off next month.
    _d("2026-06-29", "我是本地工人，月基本工资6.240.000 ₫。这个月平日（周一至周六）加班一共46小时，都经过车间主任批准了。"
       "这个月加班费能拿多少？",
       [_q("每月加班上限40小时 超出部分"), _q("工作日加班工资150% 小时工资"), _q("小时工资 月基本工资除以208")],
       [(C, "zh", "加班费1.800.000 ₫。小时工资=6.240.000÷208=30.000 ₫，平日加班按150%即每小时45.000 ₫；每月最多计发40小时，"
                  "40×45.000=1.800.000 ₫，超出的6小时不发加班工资，次月按1:1安排6小时带薪补休。"),
        (C, "en", "Overtime pay this month: VND 1,800,000. Your hourly wage is 6,240,000 ÷ 208 = 30,000 VND and weekday "
                  "overtime is paid at 150% (45,000 VND an hour), but only 40 hours a month are paid; the other 6 hours "
                  "are given back as paid time off next month, hour for hour."),
        (C, "zh", "| 项目 | 计算 | 金额 |\n|---|---|---|\n| 小时工资 | 6.240.000 ÷ 26 ÷ 8 | 30.000 ₫ |\n"
                  "| 平日加班单价 | 30.000 × 150% | 45.000 ₫ |\n| 计发时数 | 46小时，月上限40小时 | 40小时 |\n"
                  "| 加班费 | 40 × 45.000 | **1.800.000 ₫** |\n\n多出的6小时不计加班费，下个月按1:1补休6小时。"),
        (C, "zh", "能拿一百八十万越南盾：40小时封顶×每小时45.000 ₫（小时工资30.000 ₫的1.5倍），超上限的6小时改为次月带薪补休。"),
        (W, "zh", "小时工资30.000 ₫，平日加班按150%即每小时45.000 ₫，46小时×45.000=2.070.000 ₫，批准过的加班全部计发。"),
        (W, "en", "Hourly rate 30,000 VND × 1.5 = 45,000 VND; 40 paid hours → 18,000,000 VND, and the 6 hours over the "
                  "cap come back as time off in lieu next month."),
        (W, "zh", "平日加班按200%算：小时工资30.000 ₫×2=60.000 ₫，每月最多计发40小时，共2.400.000 ₫，超出的6小时次月补休。"),
        (W, "zh", "小时工资按6.240.000÷21.75÷8≈35.862 ₫算，150%约53.793 ₫/小时，计发40小时约2.151.724 ₫，另外6小时次月补休。"),
        (W, "en", "You get 1.800.000 ₫ for the first 40 hours (45.000 ₫ an hour); the 6 hours above the monthly cap are "
                  "paid at the plain hourly rate, 6 × 30.000 = 180.000 ₫, so 1.980.000 ₫ in total."),
        ], handbook="hanoi"),

    # Truth: weekday night overtime 22:00–02:00 (4 h, all inside 22:00–06:00): 150% of 30.000 = 45.000 ₫ (第七条) plus
    # 30% of the HOURLY wage = 9.000 ₫ (第八条), 54.000 ₫/h × 4 = 216.000 ₫ (180.000 overtime + 36.000 night).
    _d("2026-07-02", "平日（周三）晚上经批准加班，从22:00干到凌晨2:00，共4小时。我月基本工资6.240.000 ₫，"
       "这4小时的加班工资加夜班津贴一共多少？",
       [_q("夜间加班 夜班津贴 22:00至06:00 小时工资30%"), _q("工作日加班工资150% 小时工资")],
       [(C, "zh", "一共216.000 ₫：每小时加班工资45.000 ₫（30.000×150%），再加夜班津贴9.000 ₫（小时工资30.000的30%），"
                  "合计每小时54.000 ₫，×4小时。"),
        (C, "en", "216,000 VND in total. 22:00–02:00 lies entirely in the night window, so each hour earns 150% overtime "
                  "(45,000) plus a night premium of 30% of the plain hourly rate (9,000), i.e. 54,000 VND an hour × 4."),
        (C, "zh", "1. 小时工资：6.240.000 ÷ 208 = 30.000 ₫\n2. 加班工资：30.000 × 1.5倍 × 4小时 = 180.000 ₫\n"
                  "3. 夜班津贴：30.000 × 30% × 4小时 = 36.000 ₫\n4. 合计：216.000 ₫"),
        (C, "zh", "４小时合计２１６０００越南盾：加班工资１８００００（１.５倍）＋夜班津贴３６０００。"),
        (W, "zh", "夜间加班的30%按加班工资算：45.000×130%=58.500 ₫/小时，4小时共234.000 ₫。"),
        (W, "en", "Weekday overtime is 150%: 4 × 45,000 = 180,000 VND. The night allowance only applies to the regular "
                  "night shift, not to overtime, so 180,000 VND is the total."),
        (W, "zh", "加班工资4×45.000=180.000 ₫，夜班津贴4×9.000=36.000 ₫，合计126.000 ₫。"),
        (W, "en", "Night overtime is paid at 200%: 4 × 60,000 = 240,000 VND, plus the 30% night premium of 36,000 — "
                  "276,000 VND in all."),
        (W, "zh", "小时工资30.000，加班150%再加夜班30%，每小时54.000元，4小时共216.000元人民币。"),
        ], handbook="hanoi"),

    # Truth: 中班 14:00–22:00 ends exactly when the night window starts (22:00 整, 第八条) → no night allowance.
    # 夜班 22:00–06:00 (第五条): 8 night hours × 30% × 30.000 ₫ = 72.000 ₫ a shift.
    _d("2026-07-06", "我上中班（14:00到22:00），有没有夜班津贴？下周调上夜班（22:00到次日06:00），我月基本工资6.240.000 ₫，"
       "每个夜班的夜班津贴是多少？",
       [_q("中班14:00至22:00 夜班22:00 班次时间"), _q("夜班津贴 22:00整开始计算 小时工资的30%"), _q("小时工资计算基数")],
       [(C, "zh", "中班没有夜班津贴：夜间时段从22:00整开始算，22:00以前的工作时间不发。夜班22:00–06:00的8小时全部算夜间，"
                  "每小时30.000×30%=9.000 ₫，每个夜班72.000 ₫。"),
        (C, "en", "No night allowance on the 14:00–22:00 middle shift: the night window starts at 22:00 sharp, so none "
                  "of those hours count. On the 22:00–06:00 night shift all 8 hours count: 8 × 30% × 30,000 VND = "
                  "72,000 VND per shift."),
        (C, "zh", "中班不算夜间工作，没有夜班津贴；夜班每班夜班津贴七万二千越南盾（8小时×小时工资30.000 ₫的30%）。"),
        (C, "en", "Middle shift: nothing — it ends exactly when the night window begins. Night shift: 72.000 ₫ a shift."),
        (W, "zh", "中班上到22:00，22:00这个点已经算夜间，按1小时计夜班津贴9.000 ₫；夜班每班72.000 ₫。"),
        (W, "en", "The middle shift gets no night allowance. The night allowance is 50% of the hourly rate, so a night "
                  "shift earns 8 × 15,000 = 120,000 VND."),
        (W, "zh", "中班没有夜班津贴；夜班8小时×9.000 ₫=7.200 ₫。"),
        (W, "zh", "中班没有。夜班22:00到06:00要扣除吃饭时间，按7小时算，每班7×9.000=63.000 ₫。"),
        (W, "zh", "中班没有；夜班8小时×30%×30.000=72.000元人民币一班。"),
        ], handbook="hanoi"),

    # Truth: 第十一条: joined 1 June 2026 → June–December = 7 full months (probation counts); 6.600.000 × 7 ÷ 12 =
    # 3.850.000 ₫, paid before Tết if still employed on the payment date.
    _s("hanoi", "第13个月工资 春节奖金 不满12个月 按完整月数折算",
       "我是本地员工，2026年6月1日入职，月基本工资6.600.000 ₫。春节前发的第13个月工资我能拿多少？",
       [(C, "zh", "按7个完整月折算：6.600.000×7÷12=3.850.000 ₫（6月至12月，试用期也算在内），春节前发放，前提是发放日时还在职。"),
        (C, "en", "VND 3,850,000. You will have worked 7 full months of 2026 (June to December), so you get 7/12 of "
                  "6,600,000; probation counts toward the months."),
        (C, "zh", "第13个月工资 = 6.600.000 ÷ 12 × 7 = 550.000 × 7 = 3.850.000 ₫（三百八十五万越南盾）。"),
        (C, "zh", "- 计入月数：2026年6月—12月，共7个完整月（6月1日入职，入职当月是整月）\n- 金额：6.600.000 ₫ × 7/12 = 3.850.000 ₫\n"
                  "- 春节前发放，发放日前离职的不发"),
        (W, "zh", "6.600.000×7÷12=38.500.000 ₫。"),
        (W, "en", "Your start month doesn't count, so you have 6 full months (July to December): 6.600.000 × 6 / 12 = "
                  "3.300.000 ₫."),
        (W, "zh", "第13个月工资就是一个月基本工资，入职不满一年也全额发放，你能拿6.600.000 ₫。"),
        (W, "en", "Probation months don't count toward the 13th-month salary, so only July–December counts: "
                  "6,600,000 × 6/12 = 3,300,000 VND."),
        (W, "zh", "按7个月折算：6.600.000×7÷12=3.580.000 ₫。"),
        ]),

    # Truth: 第十条: 22 白班 × 35.000 = 770.000; 4 夜班 × 45.000 = 180.000; 3 加班餐补 × 25.000 = 75.000 → 1.025.000 ₫.
    _s("hanoi", "轮班餐补 白班 中班 夜班 加班餐补",
       "本地员工，这个月上了22个白班、4个夜班，其中有3天加班连续满2小时，餐补一共多少？",
       [(C, "zh", "共1.025.000 ₫：白班22×35.000=770.000，夜班4×45.000=180.000，加班餐补3×25.000=75.000。"),
        (C, "en", "| Item | Count | Rate | Amount |\n|---|---|---|---|\n| Day shifts | 22 | 35,000 VND | 770,000 VND |\n"
                  "| Night shifts | 4 | 45,000 VND | 180,000 VND |\n| Overtime meals (2 h+) | 3 | 25,000 VND | 75,000 VND |\n"
                  "| **Total** | | | **1,025,000 VND** |"),
        (C, "zh", "餐补合计一百零二万五千越南盾，随当月工资发放。"),
        (C, "zh", "1.025.000 ₫（白班770.000 + 夜班180.000 + 三次加班餐补75.000）。"),
        (W, "zh", "白班、夜班都按每班35.000 ₫：26×35.000=910.000，加班餐补75.000，共985.000 ₫。"),
        (W, "en", "Shift meals: 22 × 35,000 + 4 × 45,000 = 950,000 VND. Overtime does not earn an extra meal "
                  "allowance, so that is the total."),
        (W, "zh", "770.000+180.000+75.000=1.052.000 ₫。"),
        (W, "en", "22 × 35.000 = 770.000, 4 × 45.000 = 180.000, 3 × 25.000 = 75.000; total 102.500 ₫."),
        (W, "zh", "加班餐补按每次45.000 ₫算：770.000+180.000+135.000=1.085.000 ₫。"),
        ]),

    # Truth: 第二十二条: twice-a-year contract → per trip 12 calendar days (travel included) and an airfare cap of
    # 3500元: a 4200元 ticket is reimbursed 3500元, 700元 paid by the employee. Unused leave: no carry-over, no cash.
    _s("hanoi", "外派员工回国探亲 每年两次 机票报销上限",
       "我是中方外派员工，派遣合同约定每年探亲两次。这次回国往返机票花了4200元，能报销多少？每次探亲假有几天？",
       [(C, "zh", "能报3500元（每年两次的，每次上限3500元，超出的700元自理）；每次探亲假12天，按日历天算，含路上时间。"),
        (C, "en", "You can claim RMB 3,500 — the per-trip cap for a twice-a-year contract — so the remaining RMB 700 is "
                  "yours to pay. Each home leave is 12 calendar days, travel days included."),
        (C, "zh", "1. 报销：3500元（上限），自付700元\n2. 假期：每次12天（日历天，含往返路程）\n3. 当年没休的探亲假不能跨年，也不折现"),
        (C, "en", "Reimbursement: ¥3,500 of the ¥4,200 ticket. Leave: 12 days each time (calendar days, including travel)."),
        (W, "zh", "按每次4500元的上限，4200元可以全额报销；每次探亲假12天。"),
        (W, "en", "You get RMB 3,500 back (the cap), and each home leave is 20 calendar days."),
        (W, "zh", "可报3500元；每次探亲假12个工作日，周末不算在内。"),
        (W, "en", "RMB 3,500 is the cap, and each trip gives 12 calendar days; any home leave you don't use can be "
                  "cashed out at your daily wage."),
        (W, "zh", "上限3500元，自己要付4200-3500=1700元；每次探亲假12天。"),
        ]),

    # Truth: 第九条: 285 h used → the 300 h yearly cap leaves 15 h (tighter than the 40 h monthly cap); 第七条: Sunday
    # = 周休日 200% → 64.000 ₫/h × 15 = 960.000 ₫.
    _d("2026-12-01", "今年到11月底我已经累计加班285小时了。12月车间还想安排我周日加班，最多还能安排多少小时？"
       "我的小时工资是32.000 ₫，这些周日加班最多能拿多少加班费？",
       [_q("每年累计加班不得超过300小时"), _q("周休日星期日加班200%")],
       [(C, "zh", "最多15小时：全年上限300小时，已用285小时，只剩15小时（这时每月40小时的上限不起作用）。周日按200%，"
                  "每小时64.000 ₫，15小时最多960.000 ₫。"),
        (C, "en", "Only 15 more hours: the yearly cap is 300 and you've used 285, which binds before the 40-hour monthly "
                  "cap. Sunday overtime pays double (2 × 32,000 = 64,000 VND an hour), so at most 15 × 64,000 = 960,000 VND."),
        (C, "zh", "还能加15小时，周日加班费最多960.000 ₫（15×32.000×200%）。"),
        (C, "en", "Max 15 hrs in December (300-hour annual cap), worth up to 960.000 đồng at the 200% Sunday rate."),
        (W, "zh", "12月最多还能加40小时（每月上限），周日按200%，40×64.000=2.560.000 ₫。"),
        (W, "en", "15 hours are left under the 300-hour annual cap; Sunday overtime is 150% like any other day, so "
                  "15 × 48,000 = 720,000 VND."),
        (W, "zh", "剩15小时；周日加班按300%算，每小时96.000 ₫，最多1.440.000 ₫。"),
        (W, "zh", "还剩15小时（300−285），每小时64.000 ₫，共9.600.000 ₫。"),
        (W, "zh", "300−285=25小时，周日按200%，25×64.000=1.600.000 ₫。"),
        ], handbook="hanoi"),

    # Truth: not in the handbook: no children's education allowance or school-fee rule. Expat benefits listed are
    # 海外津贴 3000元/月 and 住房补贴 8.000.000 ₫/月 (第二十一条), plus overseas medical insurance (第二十四条).
    _s("hanoi", "外派员工子女教育补贴 学费",
       "我是中方外派员工，准备带孩子来河内上学，公司有没有子女教育补贴或者学费报销？",
       [(C, "zh", "员工手册里没有子女教育补贴或学费报销的规定。外派员工的津贴只写了每月海外津贴3000元和在外租房的住房补贴8.000.000 ₫，"
                  "孩子上学的事建议直接问人事行政部。"),
        (C, "en", "The handbook has no children's education allowance or school-fee reimbursement. For expatriates it only "
                  "lists the RMB 3,000 monthly overseas allowance, the 8,000,000 VND housing allowance if you rent outside, "
                  "and overseas medical insurance. Ask HR/admin whether anything can be arranged."),
        (C, "zh", "手册没有这项规定，可以向人事行政部咨询。"),
        (C, "en", "Not covered — the handbook says nothing about school fees or an education allowance for expatriates' children."),
        (W, "zh", "有，外派员工子女在河内国际学校就读的，每年学费报销上限人民币30000元。"),
        (W, "en", "Yes — the RMB 3,000 monthly overseas allowance is meant for children's schooling, and school fees are "
                  "claimed against it."),
        (W, "zh", "手册没有子女教育补贴；外派员工有每月3000元海外津贴和每月8.000.000元人民币的住房补贴。"),
        (W, "zh", "探亲条款里有：每个孩子每年一张经济舱往返机票，上限3500元。"),
        (W, "zh", "没有单独的教育补贴，但住房补贴可以抵学费，每月最多8.000.000 ₫。"),
        ]),

    # ------------------------------------------------------------------ seoul (English FAQ, RMB and ₩)
    # Truth: "Annual leave" table: 9 to 10 completed years → 19 days (20 only from 11 years; max 25).
    _s("seoul", "annual leave days by completed years of service",
       "I've just completed 9 years of service at the Shanghai lab. How many days of annual leave do I get now?",
       [(C, "en", "19 days — the 9-to-10-years band of the leave table."),
        (C, "zh", "19天。满9年落在“9至10年”这一档，年假19天；满11年才变成20天。"),
        (C, "en", "You now get 19 days a year: 15 after the first year, plus 1 for every 2 further completed years "
                  "(years 3, 5, 7 and 9 each add one), up to the 25-day maximum."),
        (C, "zh", "十九天（已含法定的5、10或15天年休假）。"),
        (W, "en", "15 days plus 1 day per 2 years of service: 9 ÷ 2 = 4.5, rounded up to 5, so 20 days."),
        (W, "zh", "满9年是18天，要满10年才19天。"),
        (W, "en", "25 days — 9 years of service already reaches the maximum."),
        (W, "zh", "按国家规定，累计工作满1年不满10年的年休假5天。"),
        (W, "en", "19 weeks of annual leave."),
        ]),

    # Truth: "Severance for seconded staff": average daily wage 16,560,000 ÷ 92 (30 + 31 + 31) = ₩180,000; 6 y 3 m =
    # 6.25 years × 30 = 187.5 days → ₩33,750,000, paid in KRW within 14 days of leaving.
    _s("seoul", "severance seconded staff 30 days average wage per year of service",
       "I'm seconded to Seoul and my Korean contract ends on 31 August 2026. By then I'll have 6 years and 3 months of "
       "service with Seorin, counting my Shanghai years. My wages for June, July and August total ₩16,560,000. "
       "What severance do I get?",
       [(C, "en", "₩33,750,000. Average daily wage = ₩16,560,000 ÷ 92 days (June 30 + July 31 + August 31) = ₩180,000. "
                  "6 years 3 months = 6.25 years × 30 days = 187.5 days' pay → ₩33,750,000, paid in KRW within 14 days "
                  "of leaving."),
        (C, "en", "| Step | Value |\n|---|---|\n| Average daily wage | ₩16,560,000 / 92 = ₩180,000 |\n"
                  "| Years of service | 6 + 3/12 = 6.25 |\n| Days of pay | 30 × 6.25 = 187.5 |\n"
                  "| Severance | 187.5 × ₩180,000 = **₩33,750,000** |"),
        (C, "zh", "退职金33,750,000韩元：日均工资16,560,000÷92天=180,000韩元，6年3个月折合6.25年，每年30天共187.5天，"
                  "187.5×180,000=33,750,000韩元，离职后14天内以韩元支付。"),
        (C, "en", "KRW 33.75 million (187.5 days × KRW 180,000 a day)."),
        (W, "en", "Average daily wage ₩180,000 (₩16,560,000 ÷ 92); 6.25 years × 30 = 187.5 days; 187.5 × ₩180,000 = ₩3,375,000."),
        (W, "zh", "只算满年：6×30=180天，×180,000韩元=32,400,000韩元。"),
        (W, "zh", "日均工资按16,560,000÷90=184,000韩元算，187.5天×184,000=34,500,000韩元。"),
        (W, "en", "6 years 3 months = 6.3 years; 6.3 × 30 = 189 days × ₩180,000 = ₩34,020,000."),
        (W, "zh", "187.5天×180,000=33,750,000，按人民币由上海公司发放，即33,750,000元。"),
        ], today="2026-08-26"),

    # Truth: "Part-time lab assistants": 15 or more contracted hours qualifies (exactly 15 does); 15 ÷ 40 × 8 = 3 h ×
    # RMB 32 = RMB 96 for each week all contracted hours are worked.
    _s("seoul", "part-time weekly-holiday allowance 15 hours a week",
       "我是兼职实验助理，合同约定每周15小时，时薪32元。我能拿周休津贴吗？每周多少？",
       [(C, "zh", "能拿。每周15小时正好达到“15小时及以上”的门槛，周休津贴=15÷40×8=3小时×32元=96元/周，前提是当周把合同工时做满。"),
        (C, "en", "Yes — 15 hours is exactly the threshold (15 or more qualifies). You get 15/40 × 8 = 3 hours' pay, i.e. "
                  "RMB 96 for each week in which you work all 15 contracted hours."),
        (C, "zh", "可以，每周96元（3小时×32元）。"),
        (C, "en", "Eligible. Weekly-holiday allowance: 3 hrs × ¥32 = ¥96 a week."),
        (W, "zh", "不能。周休津贴要求每周超过15小时，正好15小时的不算。"),
        (W, "en", "Yes: 15 ÷ 40 × 8 = 3 hours, × RMB 32 = RMB 69 a week."),
        (W, "en", "Yes, a full 8 hours' pay each week: 8 × RMB 32 = RMB 256."),
        (W, "zh", "可以，15÷40×8=3小时，按时薪的150%计，每周3×48=144元。"),
        (W, "en", "Yes; 15/40 × 8 = 3 hours at 32 yuan → 96 yuan a month."),
        ]),

    # Truth: "Lab-hazard allowance across tiers": highest tier with at least 10 working days = Tier 2 (12 days);
    # Tier 3 (6 days) does not qualify and tiers are not added → RMB 600 (Shanghai column).
    _d("2026-06-03", "In May I worked 12 working days in the Tier 2 solvent labs and 6 days in the BSL-2 microbiology lab "
       "(Tier 3). I'm a regular Shanghai employee. What lab-hazard allowance do I get for May?",
       [_q("lab-hazard allowance work in more than one tier in a month"), _q("lab-hazard allowance tier amounts Shanghai")],
       [(C, "en", "RMB 600. You're paid at the highest tier in which you worked at least 10 working days — Tier 2 "
                  "(12 days). Your 6 days in Tier 3 don't reach 10, and tiers are never added together."),
        (C, "zh", "5月拿二级的600元。三级只做了6天，不够10个工作日；各级津贴不叠加。"),
        (C, "zh", "按二级发，5月是600元人民币。"),
        (C, "en", "- Tier 3 (BSL-2): 6 days < 10 → doesn't qualify\n- Tier 2: 12 days ≥ 10 → qualifies\n"
                  "- Allowance: Tier 2, RMB 600 (tiers aren't added)"),
        (W, "en", "RMB 600 for Tier 2 plus half of Tier 3 (RMB 500) for the BSL-2 days = RMB 1,100."),
        (W, "zh", "按做过的最高一级即三级算，1,000元。"),
        (W, "en", "Tier 2 applies: ₩120,000 for May."),
        (W, "zh", "一个月跨了两级，按三级的一半发，500元。"),
        (W, "zh", "二级按出勤天数折算：600×12/20=360元。"),
        ], handbook="seoul"),

    # Truth: calculate_leave_days 2026-08-01..31 = 21 working days, no holidays; pilot Fridays 7/14/21/28 are
    # non-working → 17 pilot days (9 h each, 153 h). 10–14 Aug: the tool counts 5 working days, but Friday 14 Aug
    # needs no leave → 4 days of annual leave ("The August four-day week pilot", "Leave and overtime in the August pilot").
    _d("2026-07-20", "How many working days does the August 2026 four-day-week pilot schedule have, and if I take the "
       "week of 10–14 August off, how many days of annual leave does that use?",
       [_q("August four-day week pilot"), _q("annual leave during the August pilot Fridays"),
        ("calculate_leave_days", {"start_date": "2026-08-01", "end_date": "2026-08-31"}),
        ("calculate_leave_days", {"start_date": "2026-08-10", "end_date": "2026-08-14"})],
       [(C, "en", "The pilot schedule has 17 working days in August 2026: the calendar has 21 weekdays and no public "
                  "holidays, minus the 4 Fridays (7, 14, 21 and 28 August), which are non-working. Taking 10–14 August "
                  "off uses 4 days of annual leave (Monday 10 to Thursday 13); Friday the 14th needs no leave."),
        (C, "zh", "8月按试点排班共17个工作日（周一到周四，每天9小时，共153小时）；8月10日到14日那一周只需请4天年假，14日周五本来就不上班。"),
        (C, "en", "| | Days |\n|---|---|\n| Weekdays in Aug 2026 | 21 |\n| Pilot Fridays off (7/14/21/28 Aug) | −4 |\n"
                  "| Pilot working days | **17** |\n| Annual leave for 10–14 Aug | **4** (Fri 14 Aug is already off) |"),
        (C, "zh", "十七个工作日；请10–14日那一周只用4天年假，不是5天。"),
        (W, "en", "17 working days in August; the week of 10–14 August is 5 working days, so it uses 5 days of annual leave."),
        (W, "zh", "8月共21个工作日（没有节假日）；10–14日那周请4天年假即可。"),
        (W, "en", "August 2026 has five Fridays, so the pilot leaves 16 working days; the week off uses 4 days of annual leave."),
        (W, "en", "17 working days. The week off is 36 pilot hours, which at 8 hours a leave day uses 4.5 days of annual leave."),
        (W, "zh", "试点期间8月共17个工作日，每天8小时；10–14日休一周用4天年假。"),
        ], handbook="seoul"),

    # Truth: "Leaving the Shanghai lab": PRC-contract staff get no Korean severance; PRC compensation = 6 full years
    # + 3 months (< 6 months = half a month) = 6.5 months × RMB 18,000 = RMB 117,000.
    _s("seoul", "Shanghai employees severance economic compensation PRC contract",
       "我是上海实验室的正式员工（中国劳动合同），工作了6年3个月。如果公司要付经济补偿，我能按韩国那套每年30天平均工资拿吗？"
       "我月平均工资18,000元，能拿多少？",
       [(C, "zh", "不能按韩国退职金算，中国合同员工适用经济补偿：满6年算6个月，剩下3个月不满6个月按半个月，共6.5个月×18,000元=117,000元。"),
        (C, "en", "No — the 30-days-a-year severance is only for staff on a Korean contract. As a PRC-contract employee "
                  "you'd get economic compensation of 6.5 months' wage (6 full years plus half a month for the extra 3 "
                  "months): 6.5 × RMB 18,000 = RMB 117,000."),
        (C, "zh", "1. 适用规则：中国劳动合同法的经济补偿，不适用韩国退职金\n2. 年限：6年 + 3个月（不满6个月）→ 6.5个月\n"
                  "3. 金额：18,000 × 6.5 = 117,000元"),
        (C, "zh", "不按韩国那套；按中国规定是十一万七千元（6.5个月×18,000元）。"),
        (W, "zh", "可以，按每年30天平均工资：6.25年×30天×(18,000÷30)=112,500元。"),
        (W, "en", "PRC compensation applies: 6 years 3 months rounds up to 7 years, so 7 × RMB 18,000 = RMB 126,000."),
        (W, "zh", "按中国规定只算满年：6×18,000=108,000元。"),
        (W, "en", "PRC rules, not the Korean ones: 6.5 months × RMB 18,000 = RMB 11,700."),
        (W, "en", "Not the Korean scheme; you get 6.5 months' wage, 6.5 × 18,000 = ₩117,000, paid by the Seoul headquarters."),
        ]),

    # Truth: "Secondment to Seoul": rent covered up to ₩1,200,000 a month (paid to the landlord) → employee pays
    # ₩150,000 of ₩1,350,000; secondment allowance ₩1,500,000 a month on top of the KRW salary.
    _s("seoul", "seconded staff Seoul rent housing secondment allowance",
       "I'm about to be seconded to Seoul and the studio I found costs ₩1,350,000 a month. How much of the rent does "
       "the company cover, and what monthly allowance do I get on top of my salary?",
       [(C, "en", "The company pays ₩1,200,000 of the rent (the cap) straight to your landlord, so you pay the other "
                  "₩150,000 yourself. On top of your KRW salary you get a secondment allowance of ₩1,500,000 a month."),
        (C, "zh", "公司每月直接付给房东1,200,000韩元（上限），剩下150,000韩元你自己付；另外每月有1,500,000韩元的派遣津贴。"),
        (C, "en", "- Rent: company covers ₩1.2m a month (the cap), you pay ₩150,000\n- Secondment allowance: ₩1.5m a month\n"
                  "- Also one economy return flight Shanghai–Seoul every 6 months"),
        (C, "zh", "房租公司出120万韩元、你出15万韩元；派遣津贴每月150万韩元。"),
        (W, "en", "The company covers the full ₩1,350,000 rent, and you also receive a ₩1,500,000 monthly secondment allowance."),
        (W, "zh", "公司承担1,200,000元房租，你自付150,000元；另有每月1,500,000韩元派遣津贴。"),
        (W, "en", "The company pays ₩1,200,000 and you pay ₩150,000; your secondment allowance is ₩150,000 a month."),
        (W, "en", "Company pays ₩1,200,000; your share is ₩250,000. Secondment allowance: ₩1,500,000 a month."),
        (W, "zh", "房租超过1,200,000韩元上限的，公司一分不补，要你全额自付；派遣津贴每月1,500,000韩元。"),
        ]),

    # Truth: not in the handbook (the search finds no relevant clause): the FAQ has no patent or invention reward.
    _s("seoul", "patent invention reward bonus for formula",
       "我研发的配方如果申请了专利，公司有没有专利奖励或发明奖金？",
       [(C, "zh", "员工手册（FAQ）里没有专利奖励或发明奖金的规定，检索也没找到相关条款，建议直接问HR或法务。"),
        (C, "en", "The staff FAQ has nothing on patent or invention rewards, so I can't give you an amount — please check with HR."),
        (C, "en", "Not covered by the handbook."),
        (C, "zh", "手册没有涉及专利奖励，没法按手册回答。"),
        (W, "en", "Yes — inventors receive a one-off reward of RMB 5,000 for each granted patent."),
        (W, "zh", "有，按韩国总部的政策，专利授权后奖励₩3,000,000。"),
        (W, "en", "It works like the lab-hazard allowance: Tier 3 researchers get an extra RMB 1,000 a month for a patented formula."),
        (W, "zh", "有，按FAQ规定，专利奖金为该产品首年销售额的2%。"),
        (W, "zh", "没有专利奖金，但专利授权后可以额外获得15天年假作为奖励。"),
        ]),

    # ------------------------------------------------------------------ lanzhou (Chinese .txt, 第N条 without titles)
    # Truth: 第十三条: 连续工龄 exactly 2 years → "满二年不满四年" 70% of 基本工资 (not of the 6000 incl. 绩效, 第三条):
    # 4200 × 70% = 2940元, above the 1616元 floor.
    _s("lanzhou", "病假工资 连续工龄满二年 基本工资比例",
       "我在公司连续工龄刚好满二年，月基本工资四千二百元，加上绩效和津贴每月大概六千元。这个月整月都在医疗期内病假，病假工资是多少？",
       [(C, "zh", "二千九百四十元。连续工龄满二年就进入“满二年不满四年”这一档，按月基本工资的百分之七十：4200×70%=2940元，"
                  "绩效和津贴不算进基数，结果也高于1616元的保底。"),
        (C, "zh", "按７０％算：４２００×０．７＝２９４０元。"),
        (C, "en", "RMB 2,940. Exactly two years puts you in the 2-to-under-4-years band, which pays 70% of your basic "
                  "salary (not the 6,000 including bonus): 4,200 × 70% = 2,940."),
        (C, "zh", "病假工资2940元（满二年即按百分之七十，以基本工资为基数）。"),
        (W, "zh", "刚满二年还属于不满二年那一档，按百分之六十：4200×60%=2520元。"),
        (W, "en", "Two years of service gets 80%: 4,200 × 80% = RMB 3,360."),
        (W, "zh", "按月工资六千元的百分之七十：6000×70%=4200元。"),
        (W, "zh", "4200×70%=2490元。"),
        (W, "en", "70% of 4,200 is 2,940, but sick pay is capped at 80% of the minimum wage, RMB 1,616, so you get 1,616."),
        ]),

    # Truth: 第十三条: under 2 years → 60%: 2500 × 60% = 1500元 < floor 80% × 2020 = 1616元 → 1616元.
    _s("lanzhou", "病假工资 不满二年 最低工资标准百分之八十",
       "入职一年（连续工龄一年），月基本工资二千五百元，这个月整月病假，病假工资多少？",
       [(C, "zh", "一千六百一十六元。按不满二年的百分之六十算是1500元，低于最低工资标准2020元的百分之八十（1616元），所以按1616元发。"),
        (C, "en", "RMB 1,616. 60% of 2,500 is only 1,500, which is below the floor of 80% of the city minimum wage "
                  "(80% × 2,020 = 1,616), so the floor applies."),
        (C, "zh", "| 步骤 | 金额 |\n|---|---|\n| 2500 × 60% | 1500元 |\n| 保底：2020 × 80% | 1616元 |\n| 实发 | **1616元** |"),
        (C, "zh", "按保底发１６１６元。"),
        (W, "zh", "不满二年按百分之六十，2500×60%=1500元。"),
        (W, "en", "60% gives 1,500, which is below the minimum wage, so you are topped up to the full minimum wage of RMB 2,020."),
        (W, "zh", "满一年按百分之七十：2500×70%=1750元。"),
        (W, "en", "60% of 2,500 = 1,500, under the floor of 80% × 2,020 = 1,661, so you get RMB 1,661."),
        (W, "zh", "病假第一个月按基本工资全额发放2500元，从第二个月起才按比例计发。"),
        ]),

    # Truth: 第七条: 19 June = 端午 festival day → 300; 20 June (Sat, inside the holiday break the calendar tool lists)
    # counts as 休息日 → 150; 22 June (Mon) working-day night duty → 80; total 530元 (no overtime pay on top).
    _d("2026-06-25", "我这个月排了三天值班：6月19日端午节当天、6月20日（周六）白天、6月22日（周一）夜间。值班费一共多少？",
       [("calculate_leave_days", {"start_date": "2026-06-19", "end_date": "2026-06-22"}),
        _q("值班费 工作日 休息日 法定节假日 每天")],
       [(C, "zh", "共五百三十元：6月19日端午节当天按法定节假日300元；6月20日虽在端午放假期间，但只是连休的周六，按休息日150元；"
                  "6月22日周一夜间按工作日80元。"),
        (C, "en", "RMB 530 in total: 19 June is the Dragon Boat Festival day itself (300), 20 June counts as a rest day "
                  "even though it falls in the holiday break (150), and 22 June is a working-day night duty (80)."),
        (C, "zh", "1. 6月19日（周五，端午节当天）：300元\n2. 6月20日（周六，按休息日）：150元\n3. 6月22日（周一，工作日夜间）：80元\n合计：530元"),
        (C, "zh", "５３０元（３００＋１５０＋８０）。"),
        (W, "zh", "6月19日、20日都在端午假期里，按法定节假日各300元，加上6月22日80元，共680元。"),
        (W, "en", "19 June 300 + 20 June 150 + 22 June 150 = RMB 600."),
        (W, "zh", "300+150+80=580元。"),
        (W, "en", "Holiday duty is RMB 450 a day, so 450 + 150 + 80 = RMB 680."),
        (W, "zh", "值班费300+150+80=530元；另外端午当天还要按百分之三百另发加班工资。"),
        ], handbook="lanzhou"),

    # Truth: 第八条: 23:00–00:30 lies in the 22–6 band (90元/h); under 2 h is paid as 2 h → 2 × 90 = 180元.
    _s("lanzhou", "抢修补贴 召回 不足二小时按二小时 二十二时至六时",
       "昨晚二十三点被叫回去抢修爆管，从二十三点干到零点三十分，一个半小时。抢修补贴多少钱？",
       [(C, "zh", "一百八十元。23:00–00:30全在二十二时至次日六时的时段，每小时九十元；不足二小时按二小时计，2×90=180元。"),
        (C, "en", "RMB 180: the night call-out rate is RMB 90 an hour (22:00–06:00), and a call-out under 2 hours is paid as 2 hours."),
        (C, "zh", "按２小时×９０元＝１８０元。"),
        (C, "en", "180 yuan — the 1.5 hrs is paid as the 2-hour minimum, at the night rate of 90 yuan an hour."),
        (W, "zh", "夜间每小时九十元，1.5小时×90元=135元。"),
        (W, "en", "The 2-hour minimum applies: 2 × RMB 60 = RMB 120."),
        (W, "zh", "按实际1.5小时算，夜间抢修每小时一百二十元，共一百八十元。"),
        (W, "zh", "按二小时×九十元=一百八十元，同样的两小时另按百分之一百五十发加班工资。"),
        (W, "zh", "夜间每小时九十元；不足二小时按二小时，再把零头半小时进上去，共2.5小时×90=225元。"),
        ]),

    # Truth: 第十条 (with 第三条): 年休假 follows 累计工作年限 (not company tenure); exactly 10 years → "已满十年不满二十年"
    # → 10 days; 法定休假日 and 休息日 are not counted in the leave.
    _s("lanzhou", "年休假 累计工作已满十年 天数",
       "我累计工龄今年刚好满十年，不过在咱们公司才干了三年。今年年休假有几天？",
       [(C, "zh", "十天。年休假按累计工作年限算，不看在本公司干了几年，刚满十年就进入“已满十年不满二十年”这一档。"),
        (C, "en", "10 days. Annual leave follows your total working years, not your time with this company, and "
                  "reaching exactly 10 years moves you into the 10-day band."),
        (C, "zh", "１０天（法定节假日和休息日不计入年休假）。"),
        (C, "zh", "今年有10天年休假：累计工作已满十年不满二十年的是10天，在本公司三年不影响。"),
        (W, "zh", "按在本公司的工龄三年算，年休假五天。"),
        (W, "en", "Exactly 10 years still falls in the 1-to-under-10 band, so 5 days."),
        (W, "zh", "满十年年休假十五天。"),
        (W, "en", "10 days, counted as calendar days, so weekends inside your leave are part of the 10."),
        (W, "zh", "累计满十年是10天，但在本公司不满五年的减半，今年5天。"),
        ]),

    # Truth: 第十七条: June (12 days < 15) half = 150; July–September 3 × 300 = 900; total 1050元.
    _s("lanzhou", "高温津贴 六月至九月 出勤不满十五天",
       "我是管网巡检工，今年六月出勤十二天，七、八、九月都是全勤。高温津贴一共能拿多少？",
       [(C, "zh", "一千零五十元：六月出勤不满十五天按百分之五十发150元，七到九月每月300元共900元。"),
        (C, "en", "RMB 1,050 — June is paid at half (RMB 150) because you worked fewer than 15 days, and July, August "
                  "and September are RMB 300 each."),
        (C, "zh", "| 月份 | 出勤 | 高温津贴 |\n|---|---|---|\n| 6月 | 12天（不满15天） | 150元 |\n| 7月 | 全勤 | 300元 |\n"
                  "| 8月 | 全勤 | 300元 |\n| 9月 | 全勤 | 300元 |\n| 合计 | | **1050元** |"),
        (C, "en", "Total 1,050 yuan (150 + 3 × 300)."),
        (W, "zh", "六月到九月每月三百元，共一千二百元。"),
        (W, "en", "June is prorated by days: 300 × 12/30 = 120, plus 900 for July–September → RMB 1,020."),
        (W, "zh", "六月出勤不满十五天不发，七到九月共900元。"),
        (W, "zh", "150+300+300+300=1150元。"),
        (W, "zh", "六月减半150元，七到九月每月300元，十月再发一个月，共1350元。"),
        ], today="2026-10-08"),

    # Truth: 第十一条: 5 consecutive days (五天及以上) → 10 working days' notice; add_workdays(2026-10-12, -10) → latest
    # 2026-09-21 (周一), skipping 中秋 (9/25) and 国庆 (10/1–7) and counting the 10/10 调休 Saturday; 10/12–16 = 5 working days.
    _d("2026-09-10", "我想从10月12日（周一）开始连休五天年休假，最晚哪天要在OA上提交申请？",
       [_q("年休假申请 提前工作日 连续休假五天"), ("add_workdays", {"date": "2026-10-12", "days": -10}),
        ("calculate_leave_days", {"start_date": "2026-10-12", "end_date": "2026-10-16"})],
       [(C, "zh", "最晚9月21日（周一）提交。连休五天属于“五天及以上”，要提前十个工作日；中间隔着中秋（9月25日）和国庆假期，"
                  "10月10日（周六）调休上班算工作日。"),
        (C, "en", "Submit by Monday 21 September 2026 at the latest: a 5-day block needs 10 working days' notice, and "
                  "counting back from 12 October skips the Mid-Autumn (25 Sep) and National Day (1–7 Oct) holidays while "
                  "counting the make-up Saturday, 10 October."),
        (C, "zh", "最晚2026/9/21（星期一）。"),
        (C, "en", "Latest 21 Sep (Mon) — 10 working days ahead, because the leave is 5 days."),
        (W, "zh", "提前五个工作日即可，最晚9月29日（周二）提交。"),
        (W, "en", "You need 10 working days' notice, so submit by Tuesday 22 September at the latest."),
        (W, "zh", "要提前十天，最晚10月2日提交。"),
        (W, "zh", "调休上班的周末不算工作日（10月10日周六、9月20日周日都不算），往前再推，最晚9月18日（周五）提交。"),
        (W, "zh", "连休五天要提前十个工作日，最晚9月21日（周二）。"),
        ], handbook="lanzhou"),

    # Truth: not in the 规定 (the search finds no relevant clause): there is no 通讯补贴 / phone allowance; 第二十条 is
    # a 交通补贴 (200元 for 外勤抄表、收费人员), a different thing.
    _s("lanzhou", "通讯补贴 话费补贴",
       "公司有没有通讯补贴（手机话费补贴）？每月多少？",
       [(C, "zh", "《职工管理规定》里没有通讯补贴或话费补贴的条款，检索也没找到相关规定，具体请问人力资源部。"),
        (C, "en", "The staff regulations don't mention any phone or communication allowance, so there's no amount I can "
                  "give you from them."),
        (C, "zh", "规定里没有这项补贴。"),
        (C, "en", "Not in the handbook — there's no phone/communication allowance clause."),
        (W, "zh", "有，每月二百元。"),
        (W, "zh", "有，全体职工每月一百元。"),
        (W, "zh", "外勤人员每月通讯补贴二百元，内勤人员一百元。"),
        (W, "en", "Yes — field meter readers get RMB 200 a month as a communication allowance."),
        (W, "zh", "没有单独的通讯补贴，但话费可以按值班费标准报销，每天八十元。"),
        ]),
]
