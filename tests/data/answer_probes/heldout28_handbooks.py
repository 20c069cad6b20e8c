"""heldout28, handbook part: three handbooks of its own and 24 questions on them (8 per handbook, 9 answers each:
4 correct, 5 wrong), answers written by hand after reading each call's REAL tool result. Written by a helper who
never read the answer check's code nor ran the check. make_heldout28.py runs the calls.

Handbooks (in heldout28_handbooks/<folder>/handbook/):
- suzhou_precision_parts ("suzhou"): Chinese Markdown, "## 第N章" chapters, "**第N条**" paragraphs with （一）（二）
  items; amounts as "3,000元", "¥45", "0.3万元", "人民币叁仟元整"; 年假 by 累计工龄 bands plus 1 company day per full
  2 years of 连续工龄 (max 5); 病假工资 60/70/80/90/100% by 连续工龄 with a floor of 80% of the 2,490元 minimum wage;
  overtime 150/200/300% on 月工资÷21.75÷8; 夜班津贴 ¥45 / ¥20; 餐补 18元 per attendance day; 婚假 13个工作日.
- chengdu_hospital_group ("chengdu"): Chinese Word file built by make_chengdu_docx.py: Heading 1 chapters, "1." /
  "(1)" / "①" lists (each chapter is one chunk), a Word table of travel standards by city tier (500/100, 380/80,
  300/60); 值班费 150/300/450; 夜班津贴 180/120 capped at 10 shifts a month; 育儿假 10 working days until the child
  turns 3; 护理假 20 calendar days; CME leave 5/3 working days, fee cap 3,000元; 执业证 80% capped at 800元.
- shenzhen_fintech ("shenzhen"): bilingual HTML (English prevails), h2/h3, HTML tables; RMB for Shenzhen staff,
  HK$ for the Hong Kong branch; annual leave 15 + 1 per full year (max 20, from the year after the anniversary);
  5 fully paid sick days; bonus = months of base by grade × rating multiplier; notice 30 / 3 calendar days;
  severance one month per year (6+ months = a year) capped at 3 × RMB 13,730 and 12 years; remote allowance.

Forms: one-liners, Markdown tables, bullet lists, long explanations; 元 / ¥ / RMB / 万元 / 中文数字, HK$ / HKD / 港币,
150% / 1.5倍 / time and a half, working days / 个工作日 / calendar days / 自然日; about 40% English answers
(also on the Chinese handbooks) and Chinese answers on the English handbook; one question per Chinese handbook
asks for a rule the handbook does not have. Errors (one per wrong answer): another band's value, HK$ vs RMB, a
cap or floor not applied, a pro-rata slip, a boundary read the wrong way, a wrong base (21.75 vs 30, base vs
gross), arithmetic slips, wrong units (calendar vs working days), invented rules, a right number with a wrong
rule. Every case is "report".

Audit (handbook part): all 216 answers re-judged one by one against the handbook text, the search hits really
returned (make_heldout28.py --part handbooks), the arithmetic and the 2026 calendar (chinese_calendar). Every label
holds; three edits: (1) the P6 bonus case's third search adds "基本工资 不含津贴" so clause 1.2 (base salary
excludes allowances) comes back: two correct answers ("不含津贴", "allowances are not part of the base") and the
按应发工资 wrong answer rest on it; (2) the HK bonus answer "HKD 240,000." now reads "HKD 240,000, paid in HKD.",
so it also answers in which currency it is paid; (3) the notice wrong answer "Friday 9 October 2026." now adds
"(today + 30 calendar days)": a bare 9 October could be read as counting today as day 1, today + 30 is plainly 10
October. Left as is: the suzhou 4,800元 sick-pay wrong answer that adds 岗位津贴 and 全勤奖 to the base contradicts
第十四条's "计算基数为本人月工资", which its search returns (第三条 is not among its hits). Lines over 150 columns
wrapped as adjacent literals (same text; the .docx builder's output unchanged). Final: 24 questions, 216 answers,
96 correct and 120 wrong (4 and 5 per question)."""
from __future__ import annotations

from heldout4_cases import NOW, C, R, W, _d, _q, _s  # noqa: F401

HANDBOOKS = {"suzhou": "suzhou_precision_parts", "chengdu": "chengdu_hospital_group", "shenzhen": "shenzhen_fintech"}

HANDBOOK_CASES = [
    # --- suzhou_precision_parts (Markdown, 第N条) ---
    # 第十条: 6,525÷21.75=300元/天, ÷8=37.5元/时; 3h×37.5×150%=168.75; 8h×37.5×200%=600; 8h×37.5×300%=900; total 1,668.75元.
    _s("suzhou", "加班工资 工作日 休息日 法定休假日 150% 200% 300% 日工资 21.75 小时工资",
       "我月工资6525元（基本工资），上周二下班后加班3小时，周六加班8小时没安排补休，10月1日国庆又上了8小时班。加班费一共多少？",
       [(C, "zh", "加班费合计1,668.75元。小时工资＝6525÷21.75÷8＝37.5元；工作日3小时×37.5×150%＝168.75元，周六8小时×37.5×200%＝600元，"
                  "国庆8小时×37.5×300%＝900元。"),
        (C, "en", "Hourly rate = 6,525 ÷ 21.75 ÷ 8 = ¥37.50. Weekday 3 h at 150% = ¥168.75; Saturday 8 h at 200% = ¥600; National Day 8 h at 300% = "
                  "¥900. Total: ¥1,668.75."),
        (C, "zh", "| 加班 | 小时 | 倍数 | 金额 |\n|---|---|---|---|\n| 工作日 | 3 | 1.5倍 | 168.75元 |\n| 休息日 | 8 | 2倍 | 600元 |\n| 法定节假日 | "
                  "8 | 3倍 | 900元 |\n| 合计 | | | 1,668.75元 |\n（基数：日工资＝月工资÷21.75＝300元，小时工资37.5元）"),
        (C, "en", "About RMB 1,668.75 in total — 168.75 for the weekday evening (time and a half), 600 for the Saturday (double time, since no time "
                  "off in lieu was arranged) and 900 for the statutory holiday (triple time)."),
        (W, "zh", "一共约1,209.84元：日工资＝6525÷30＝217.5元，小时工资27.19元；工作日3小时×1.5倍≈122.34元，周六8小时×2倍≈435元，"
                  "国庆8小时×3倍＝652.5元。"),
        (W, "zh", "合计1,368.75元：工作日3小时按150%是168.75元，周六和国庆都按200%，各600元。"),
        (W, "en", "Total ¥1,518.75: weekday 3 h × 37.5 × 1.5 = 168.75, Saturday 8 h × 37.5 × 1.5 = 450, holiday 8 h × 37.5 × 3 = 900."),
        (W, "zh", "加班费共1,688.75元（工作日168.75元＋休息日600元＋法定节假日900元）。"),
        (W, "en", "¥1,668.75 in total (168.75 + 600 + 900 at 150%/200%/300% of ¥37.50 an hour). For the National Day shift you may instead choose a "
                  "day off in lieu and skip the 300% pay."),
        ]),
    # 第十二条: 累计工龄满10年 → 10天 (满10年不满20年); 连续工龄5年 → 每满2年+1 → 2天; total 12 working days.
    _s("suzhou", "年休假 累计工龄 满10年 福利年假 连续工龄每满2年",
       "I started working exactly 10 years ago (10 full years on my social-insurance record) and I have been with this factory for 5 years. How many "
       "days of annual leave do I get?",
       [(C, "en", "12 working days: 10 statutory days (cumulative service of 10 to under 20 years) plus 2 company days (one for each full 2 years "
                  "here; 5 years = 2 full periods)."),
        (C, "zh", "你一共有12个工作日年假：累计工龄满10年，落在“满10年不满20年”档，法定年假10天；本公司连续工龄5年，每满2年加1天，福利年假2天。"),
        (C, "en", "You get twelve working days — 10 + 2. Weekends and public holidays don't count against it."),
        (C, "zh", "年休假十天加福利年假两天，合计十二个工作日。"),
        (W, "en", "7 working days: with exactly 10 years you are still in the 1–10 year band (5 days), plus 2 company days for 5 years here."),
        (W, "zh", "12.5天：法定10天，另外公司福利年假按5÷2折算为2.5天。"),
        (W, "en", "15 working days — 10 statutory days plus 1 company day for each year with the factory (5 years, and the company extra is capped "
                  "at 5)."),
        (W, "zh", "年假12天（自然日），含周末。"),
        (W, "zh", "一共13个工作日：法定10天，加上福利年假3天（5年÷2向上取整）。"),
        ]),
    # 第十四条: 连续工龄满2年 → 满2年不满4年 70%; 4,800×70%=3,360元 > 2,490×80%=1,992元 floor.
    _s("suzhou", "病假工资 连续工龄 满2年 比例 最低工资标准",
       "我到公司刚好满2年，月工资4800元，上个月整月病假，病假工资能拿多少？",
       [(C, "zh", "3,360元。连续工龄满2年就进入“满2年不满4年”档，按月工资的70%：4800×70%＝3360元，高于最低工资标准2,490元的80%（1,992元），"
                  "不需要补到保底。"),
        (C, "en", "RMB 3,360 — exactly 2 years puts you in the 70% band (2 to under 4 years), and 4,800 × 0.7 = 3,360, above the floor of 80% of "
                  "2,490 (1,992)."),
        (C, "zh", "按七成发，4800×0.7＝3360元。"),
        (C, "zh", "- 档次：满2年不满4年 → 70%\n- 金额：4,800 × 70% = 3,360元\n- 保底：2,490 × 80% = 1,992元，未触发"),
        (W, "zh", "2,880元。你还没超过2年，按不满2年的60%算：4800×60%＝2880元。"),
        (W, "en", "¥3,840: at 2 years the rate is 80% of the monthly wage."),
        (W, "zh", "3,360元（70%）；另外病假工资最低不能低于2,490元，这里没问题。"),
        (W, "en", "4,800 × 70% = ¥3,460."),
        (W, "zh", "按70%发放，但病假工资的基数是月工资加上岗位津贴和全勤奖，所以会比3,360元更高。"),
        ]),
    # 第十四条: 连续工龄1年 → 不满2年 60%; 3,000×60%=1,800 < floor 2,490×80%=1,992 → 1,992元.
    _s("suzhou", "sick pay 病假工资 最低工资标准 2,490元 80%",
       "I've been here 1 year and my monthly wage is ¥3,000. I was on sick leave for the whole of last month. How much sick pay do I get?",
       [(C, "en", "¥1,992. Under 2 years you get 60% (¥1,800), but sick pay may not be lower than 80% of Suzhou's minimum wage of ¥2,490, i.e. "
                  "¥1,992, so the floor applies."),
        (C, "zh", "1,992元：按60%只有1,800元，低于苏州最低工资标准2,490元的80%（1,992元），按保底1,992元发。"),
        (C, "en", "The floor kicks in: 60% × 3,000 = 1,800 < 0.8 × 2,490 = 1,992, so you are paid RMB 1,992 for the month."),
        (C, "zh", "一千九百九十二元（保底：2490×80%）。"),
        (W, "en", "¥1,800 — 60% of your ¥3,000 wage, since you have less than 2 years' service."),
        (W, "zh", "按最低工资标准保底，发2,490元。"),
        (W, "en", "RMB 2,100 (70% of 3,000)."),
        (W, "zh", "60%是1,800元，低于保底线，按2,490×80%＝1,962元发放。"),
        (W, "en", "You get ¥1,992, the floor — sick pay can't go below 80% of your own monthly wage."),
        ]),
    # 第六条: 出勤日 21 (工作日) + 2 (周六加班) = 23; 年假1天不计; 23×18 = 414元, 随当月工资发放.
    _s("suzhou", "餐费补贴 出勤日 18元",
       "6月我工作日上班21天，另外请了1天年假，还有2个周六来加班。这个月餐费补贴多少？",
       [(C, "zh", "414元：出勤日＝21天＋2个周六加班＝23天，年假那天不算，23×18＝414元。"),
        (C, "en", "23 attendance days × ¥18 = ¥414. Saturday overtime days count; the annual-leave day doesn't."),
        (C, "zh", "餐补按实际出勤日每天18元，你是23个出勤日，共四百一十四元，随当月工资发。"),
        (C, "en", "RMB 414 for June."),
        (W, "zh", "432元：21天＋年假1天＋2个周六，共24天×18元。"),
        (W, "en", "¥378 — 21 working days × ¥18; weekend overtime days don't earn the meal allowance."),
        (W, "zh", "按月计薪天数21.75天算，21.75×18＝391.5元。"),
        (W, "en", "23 days × ¥18 = ¥424."),
        (W, "zh", "414元（23天×18元），餐补随下个月工资一起发。"),
        ]),
    # 第五条: 满4小时 ¥45/夜班, 不满4小时 ¥20/夜班; 4×45 + 1×20 = 200元.
    _s("suzhou", "夜班津贴 每个夜班 不满4小时",
       "这周我上了5个夜班，其中4晚在22点到早上6点之间干满了4小时以上，有1晚22点以后只干了3个小时。夜班津贴多少？",
       [(C, "zh", "200元：4个满4小时的夜班×45元＝180元，另1晚不满4小时按20元，合计200元。"),
        (C, "en", "¥200 — 4 nights × ¥45 = ¥180, plus ¥20 for the night with under 4 hours in the 22:00–06:00 window."),
        (C, "en", "Night-shift allowance: 4 × 45 + 20 = RMB 200."),
        (C, "zh", "二百元（45×4＋20）。"),
        (W, "zh", "5个夜班×45元＝225元。"),
        (W, "en", "¥202.50: 4 × ¥45, plus half of ¥45 for the short night."),
        (W, "zh", "180元：只有满4小时的夜班才有津贴，那晚3小时的不发。"),
        (W, "en", "4 × ¥20 + ¥45 = ¥125."),
        (W, "zh", "200元。夜班津贴也计入月工资，加班费会按包含津贴的基数计算。"),
        ]),
    # 第十六条 婚假13个工作日, 一次休完; add_workdays: 10/8 后第13个工作日 = 10/26(周一), 第14个 = 10/27(周二); 10/10(周六)调休上班计入.
    _d("2026-09-30", "我9月28日领的结婚证，打算10月9日开始休婚假，一次休完，最后一天是哪天？哪天回来上班？",
       [_q("婚假 13个工作日 一次休完"), ("add_workdays", {"date": "2026-10-08", "days": 13}),
        ("add_workdays", {"date": "2026-10-08", "days": 14})],
       [(C, "zh", "婚假13个工作日，从10月9日（周五）起算，10月10日周六是国庆调休上班日也计入，最后一天是10月26日（周一），10月27日（周二）"
                  "回来上班。"),
        (C, "en", "Your 13 working days of marriage leave run from Fri 9 Oct to Mon 26 Oct 2026 (Saturday 10 Oct is a make-up working day and "
                  "counts). You're back at work on Tuesday 27 October."),
        (C, "zh", "休到10/26，10/27返岗。"),
        (C, "en", "Last day of leave: 2026-10-26 (Monday); return: 2026-10-27 (Tuesday). It must be taken in one go, within a year of registering."),
        (W, "zh", "婚假最后一天是10月27日（周二），10月28日回来上班。"),
        (W, "en", "13 calendar days from 9 October: the leave ends on 21 October and you're back on Thursday 22 October."),
        (W, "zh", "10月10日是周六不算婚假，所以婚假到10月27日，10月28日（周三）上班。"),
        (W, "en", "Last day is Monday 26 October and you return Monday 26 October."),
        (W, "zh", "最后一天10月26日，10月27日上班。婚假也可以拆成两段，比如先休一周，春节前再休剩下的。"),
        ], handbook="suzhou"),
    # Not in the handbook: 探亲假 (search finds nothing).
    _s("suzhou", "探亲假 父母 外省",
       "我父母在外省，公司有没有探亲假？一年能休几天？",
       [(C, "zh", "员工手册里没有找到探亲假的规定，没法告诉你天数，建议直接问人力资源部。"),
        (C, "en", "The handbook doesn't say anything about home-visit leave (探亲假), so I can't give you a number — please check with HR."),
        (C, "zh", "手册未涉及探亲假。"),
        (C, "en", "I searched the handbook and found no rule on leave for visiting parents; HR would have to answer that."),
        (W, "zh", "有，探亲假每年20天，未婚员工探望父母适用。"),
        (W, "en", "Yes — the handbook gives 5 working days of home-visit leave a year once you have 1 year of service."),
        (W, "zh", "手册规定探亲假按年休假处理，从你的年假里扣。"),
        (W, "en", "Home-visit leave is 3 working days, the same as bereavement leave for parents."),
        (W, "zh", "手册明确规定公司不设探亲假，只能请事假。"),
        ]),
    # --- chengdu_hospital_group (Word, Heading 1 chapters, 1. / (1) / ①, travel table) ---
    # 第五章 2.: 一线城市 住宿500元/晚 (实报实销, 限额), 伙食100元/天; 出差天数按自然日, 出发和返回各计一天 → Mon–Fri = 5天;
    # 4晚×500=2,000 + 5天×100=500 = 2,500元; 中级职称不上浮 (3. 只对院领导/正高); 伙食补助无需票据.
    _s("chengdu", "出差 住宿标准 伙食补助 一线城市 出差天数 自然日",
       "下周去上海开学术会议，周一出发周五回来，住4晚。我是主治医师（中级职称），会务不管吃住。住宿费和伙食补助最多能报多少？",
       [(C, "zh", "最多2,500元：上海是一线城市，住宿4晚×500元＝2,000元（凭票据在限额内实报实销），伙食补助按出差天数5天（出发、返回当天都算）"
                  "×100元＝500元。"),
        (C, "en", "Up to ¥2,500: hotel 4 nights × ¥500 = ¥2,000 (actual cost, within the tier-1 limit, with receipts) plus meals 5 days × ¥100 = "
                  "¥500 — Monday and Friday both count as travel days."),
        (C, "zh", "| 项目 | 标准 | 数量 | 上限 |\n|---|---|---|---|\n| 住宿 | 500元/晚 | 4晚 | 2000元 |\n| 伙食补助 | 100元/天 | 5天 | 500元 |\n| "
                  "合计 | | | 2500元 |"),
        (C, "en", "RMB 2,500 at most (2,000 lodging + 500 meal allowance). The 20% uplift is only for hospital leaders and senior (正高) staff, so "
                  "it doesn't apply to you."),
        (W, "zh", "2,400元：住宿4晚×500＝2,000元，伙食补助按4天×100＝400元。"),
        (W, "en", "¥1,920: lodging 4 × ¥380 = ¥1,520 plus meals 5 × ¥80 = ¥400."),
        (W, "zh", "2,900元：住宿标准上浮20%，4晚×600＝2,400元，加伙食500元。"),
        (W, "en", "¥3,000 — 5 days × ¥500 lodging is ¥2,500, plus 5 × ¥100 meals."),
        (W, "zh", "最多2,500元（住宿2,000＋伙食500），伙食补助要凭餐饮发票报销。"),
        ]),
    # 第三章 1.: 工作日夜间值班150元/晚, 休息日值班300元/班, 法定节假日450元/班; 2×150+300 = 600元, 随次月工资发放.
    _s("chengdu", "值班费 工作日夜间值班 休息日值班 每班",
       "这周我排了周二、周四两个工作日夜间值班，周六再值一个24小时的班。这周值班费一共多少？",
       [(C, "zh", "600元：工作日夜间值班2晚×150元＝300元，周六休息日值班1班×300元，合计600元，随次月工资发放。"),
        (C, "en", "¥600 — two weekday night duties at ¥150 each plus one rest-day duty at ¥300."),
        (C, "zh", "一共六百元（150×2＋300）。"),
        (C, "en", "Duty pay for the week: 2 × 150 + 300 = RMB 600, paid with next month's salary. The half-day off after a duty doesn't reduce it."),
        (W, "zh", "3个班都按每晚150元，共450元。"),
        (W, "en", "¥750: 2 × ¥150 for the weekday nights plus ¥450 for the Saturday."),
        (W, "zh", "900元：工作日值班每晚300元×2，加周六300元。"),
        (W, "en", "2 × 150 + 300 = ¥650."),
        (W, "zh", "600元，这个月的值班费随当月工资一起发。"),
        ]),
    # 第四章 2.: 育儿假每年10天(工作日), 子女满3周岁之日起不再享受, 须在3周岁生日之前休完; 不结转.
    # Born 2023-07-08 → 3rd birthday 2026-07-08; 6/29–7/7 = 7 working days (tool); the other 3 lapse.
    _d("2026-06-22", "My daughter was born on 8 July 2023. I haven't used any 育儿假 this year. If I start on Monday 29 June 2026, can I take all 10 "
                     "days in one go? Until when?",
       [_q("育儿假 子女未满3周岁 10天 3周岁生日之前休完"),
        ("calculate_leave_days", {"start_date": "2026-06-29", "end_date": "2026-07-07"})],
       [(C, "en", "No. Childcare leave must be used before her 3rd birthday (8 July 2026), so you can take 29 June to Tuesday 7 July — 7 working "
                  "days. The other 3 days lapse; they don't carry over."),
        (C, "zh", "不能全休。育儿假须在孩子3周岁生日（2026年7月8日）之前休完，从6月29日休到7月7日（周二），共7个工作日，剩下3天作废，不结转。"),
        (C, "en", "Only 7 of the 10 days: 29 Jun – 7 Jul 2026 (7 working days). From 8 July, her third birthday, the entitlement ends."),
        (C, "zh", "最多休到7月7日，7个工作日。"),
        (W, "en", "Yes — all 10 working days, from 29 June to Friday 10 July."),
        (W, "zh", "可以休到7月8日生日当天，一共8个工作日。"),
        (W, "en", "You can take 29 June to 7 July, which is 9 days of your 10."),
        (W, "zh", "满3周岁当年按月折算，只有5天（10天×6/12），6月29日到7月3日。"),
        (W, "en", "Up to 7 July, 7 working days; the 3 days you can't use roll over to next year."),
        ], handbook="chengdu"),
    # 第四章 3.: 护理假 男方20天(自然日), 配偶产假期间连续休完, 工资照发.
    _s("chengdu", "paternity leave 护理假 男方 配偶产假",
       "My wife is due in September. How much 护理假 (paternity leave) do I get, and how do I have to take it?",
       [(C, "en", "20 calendar days, taken in one continuous block during your wife's maternity leave, on full pay."),
        (C, "zh", "男方护理假20天（自然日），须在配偶产假期间连续休完，工资照发。"),
        (C, "en", "Twenty days (calendar days, not working days). Take them all at once while she is on maternity leave; your pay continues."),
        (C, "zh", "二十天，连续休，在爱人产假期间内休，期间工资照发。"),
        (W, "en", "20 working days, in one block during her maternity leave, fully paid."),
        (W, "zh", "15天，须在配偶产假期间连续休完。"),
        (W, "en", "20 calendar days on full pay, which you can split into several parts any time in the child's first year."),
        (W, "zh", "护理假20天，但护理假期间不发工资。"),
        (W, "en", "10 days a year until the child turns 3."),
        ]),
    # 第三章 2.: 护士每个夜班120元, 每月最多计发10个 → 10×120 = 1,200元; 超过部分可申请调休.
    _s("chengdu", "夜班津贴 护士 每个夜班 每月最多10个",
       "我是护士，这个月上了12个夜班，夜班津贴能发多少？",
       [(C, "zh", "1,200元。护士每个夜班120元，但每月最多计发10个班，10×120＝1,200元；多出的2个班不发津贴，可以按规定申请调休。"),
        (C, "en", "¥1,200 — the allowance is paid for at most 10 night shifts a month: 10 × ¥120."),
        (C, "zh", "按10个班算，一千二百元。"),
        (C, "en", "RMB 1,200 (cap of 10 shifts × 120 for nurses). The 2 extra shifts earn no allowance but you can apply for time off for them."),
        (W, "zh", "12个×120元＝1,440元。"),
        (W, "en", "¥1,800: 10 shifts × ¥180."),
        (W, "zh", "1,300元（10×120＋超出2个班按每班50元）。"),
        (W, "en", "The cap is 8 shifts, so 8 × ¥120 = ¥960."),
        (W, "zh", "1,200元，超出的2个夜班既不发津贴也不能调休。"),
        ]),
    # 第四章 7.: 中级及以上 CME学习假5个工作日 (初级3); 注册费每人每年报销上限3,000元 → 3,800 → 报3,000, 自付800.
    _s("chengdu", "继续医学教育 CME 学习假 中级职称 注册费 报销上限",
       "我是中级职称，今年要去参加一个注册费3,800元的学术会议（医务部已批准）。CME学习假有几天？注册费能报多少？",
       [(C, "zh", "中级职称每年CME学习假5个工作日；注册费每年报销上限3,000元，3,800元里能报3,000元，超出的800元自理。"),
        (C, "en", "5 working days of CME leave a year; the registration fee is reimbursed up to ¥3,000 a year, so you get ¥3,000 back and pay the "
                  "other ¥800 yourself."),
        (C, "zh", "- 学习假：5个工作日（当年不用不结转）\n- 注册费：报3000元，自付800元"),
        (C, "en", "Five working days, and RMB 3,000 of the 3,800."),
        (W, "zh", "学习假3个工作日，注册费报3,000元。"),
        (W, "en", "5 working days, and the full ¥3,800 fee is reimbursed because the meeting is approved."),
        (W, "zh", "5个工作日；注册费按80%报销，3,800×80%＝3,040元。"),
        (W, "en", "You get 5 calendar days of study leave and up to ¥3,000 for the fee."),
        (W, "zh", "学习假5个工作日，报销3,000元；今年没用完的学习假可以结转到明年。"),
        ]),
    # 第六章 1.: 执业证注册/延续注册费用 80% 报销, 每人每次最高800元 → 1,200×80%=960 → 800元; 2.: 有效期届满前30日向人事科提交.
    _s("chengdu", "执业证书 延续注册 费用 报销 80% 最高800元",
       "护士执业证延续注册，体检费加学时费一共花了1,200元，能报多少？材料要提前多久交？",
       [(C, "zh", "能报800元：按80%是960元，但每人每次最高800元。材料须在执业证有效期届满前30日交到人事科，由人事科统一申报。"),
        (C, "en", "¥800 — 80% of ¥1,200 would be ¥960, but the cap is ¥800 per renewal. Submit your documents to the personnel office at least 30 "
                  "days before the certificate expires."),
        (C, "zh", "报八百元（封顶），有效期满前30天交材料。"),
        (C, "en", "Reimbursement: RMB 800 (capped). Deadline: 30 days before expiry, to 人事科."),
        (W, "zh", "1,200×80%＝960元，有效期满前30日交材料。"),
        (W, "en", "The full ¥1,200 is covered; hand in the papers 30 days before expiry."),
        (W, "zh", "报800元，材料要在有效期届满前30个工作日提交。"),
        (W, "en", "¥640 (80% of the ¥800 limit); submit 30 days before expiry."),
        (W, "zh", "可以报800元，材料在届满前30日交给医务部。"),
        ]),
    # Not in the handbook: 第五章 covers domestic tiers only (北京上海广州深圳 / 省会 / 其他地级市); no standard for 香港 or abroad.
    _s("chengdu", "香港 境外 出差 住宿标准",
       "下个月去香港参加学术交流，住宿标准每晚多少？",
       [(C, "zh", "手册的差旅标准只分一线、二线和其他城市（一线列的是北京、上海、广州、深圳），没有香港或境外出差的住宿标准，"
                  "请向人力资源部或财务确认。"),
        (C, "en", "The handbook's travel table only covers mainland city tiers; there's no rate for Hong Kong or overseas trips, so ask HR/finance "
                  "before you book."),
        (C, "zh", "手册里没有香港出差的住宿标准。"),
        (C, "en", "Not covered — the lodging limits (500/380/300 a night) are for the three domestic tiers only, and Hong Kong isn't listed."),
        (W, "zh", "香港按一线城市，住宿每晚500元。"),
        (W, "en", "Hong Kong falls under 'other cities', so ¥300 a night."),
        (W, "zh", "境外出差按一线标准上浮20%，每晚600元。"),
        (W, "en", "HK$500 a night — the tier-1 rate, paid in Hong Kong dollars."),
        (W, "zh", "手册规定境外出差不报销住宿费。"),
        ]),
    # --- shenzhen_fintech (bilingual HTML, English prevails) ---
    # 2.2: 15 + 1 per full year of service, max 20; extra day from the calendar year after the anniversary.
    # Joined 2021-03-01: anniversaries 2022–2025 (4) count for 2026; the 2026-03-01 one counts from 2027 → 19 working days.
    _d("2026-06-15", "I joined on 1 March 2021. How many days of annual leave do I get in 2026?",
       [_q("annual leave 15 working days full year of service maximum 20")],
       [(C, "en", "19 working days: 15 base days plus 4 for the anniversaries in 2022–2025. Your 5th anniversary (1 March 2026) adds a day only from "
                  "2027, when you reach 20, the maximum."),
        (C, "zh", "2026年你有19个工作日年假：基础15天，加上2022至2025年4个服务周年各1天；2026年3月1日满5年的那1天要到2027年才加。"),
        (C, "en", "Nineteen working days for 2026."),
        (C, "zh", "十九个工作日（15＋4），明年起是20天，也就是封顶数。"),
        (W, "en", "20 working days — you completed 5 full years on 1 March 2026, so 15 + 5."),
        (W, "zh", "19天，按自然日算，周末也计在内。"),
        (W, "en", "16 working days: 15 plus 1 once you pass your first year of service."),
        (W, "zh", "18个工作日（15＋3）。"),
        (W, "en", "19 working days; unused days can all be carried over to 31 March 2027."),
        ], handbook="shenzhen"),
    # 2.3: first 5 working days of sick leave per calendar year at 100% of base salary; beyond → as the local law requires
    # (no rate in the handbook); certificate for 2+ consecutive days. 3 used + 4 now → 2 at 100%, 2 per law.
    _s("shenzhen", "病假 sick leave first 5 working days 100% base salary",
       "今年已经请过3天病假（都是工作日），这周又病了4个工作日。这次的病假工资怎么算？",
       [(C, "zh", "每年前5个工作日的病假按基本工资100%发。你已用3天，这次前2天按100%发，后2天超过5天，按工作所在地（深圳）的法律规定支付，"
                  "手册没有写具体比例。连续病假2天以上要交医疗证明。"),
        (C, "en", "Two of the four days are paid at 100% of base salary (that uses up your 5 fully paid days for the year); the other two are paid "
                  "as local law requires — the handbook gives no percentage for them. You'll need a medical certificate."),
        (C, "zh", "2天全薪，另外2天按法律规定。"),
        (C, "en", "- Days 4–5 of the year: 100% of base pay\n- Days 6–7: paid per the law of your place of employment\n- A certificate is needed (2+ "
                  "consecutive days)"),
        (W, "zh", "这4天都按基本工资100%发，每次病假的前5天都是全薪。"),
        (W, "en", "All 4 days at full pay, and you still have 5 fully paid days left this year — the quota only counts certified sick leave."),
        (W, "zh", "2天按100%，超出的2天不发工资。"),
        (W, "en", "2 days at 100%; the remaining 2 days are paid at 60% of base salary under the handbook."),
        (W, "zh", "2天按100%，另外2天按法律规定支付；只病几天的话不需要交医疗证明。"),
        ]),
    # 3.1 + tables: P6–P7 target = 3 months of base salary; A = 1.5; base = base salary (not gross) → 3×40,000×1.5 = ¥180,000; paid with March salary.
    _d("2026-06-15", "我是P6，月基本工资4万元，加上津贴每月应发4.5万元，去年绩效评了A。年度绩效奖金多少？",
       [_q("performance bonus target bonus months of base salary grade rating multiplier"),
        _q("Grade 职级 P6–P7 target bonus 3 months of base salary"),
        _q("Rating 绩效等级 Multiplier 系数 S A B C D 2.0 1.5 1.0 0.5 0 基本工资 不含津贴")],
       [(C, "zh", "18万元：P6的目标奖金是3个月基本工资＝12万元，A档系数1.5，12万×1.5＝18万元。按基本工资算，不含津贴。"),
        (C, "en", "RMB 180,000 — target bonus 3 × ¥40,000 = ¥120,000, times the A multiplier of 1.5."),
        (C, "zh", "奖金＝3×40,000×1.5＝¥180,000，随次年3月工资发放。"),
        (C, "en", "¥180,000 (P6 → 3 months' base salary; rating A → ×1.5; allowances are not part of the base)."),
        (W, "zh", "24万元：3个月×4万×2.0。"),
        (W, "en", "¥120,000: P6 is 2 months of base salary × 1.5."),
        (W, "zh", "按应发工资算：3×45,000×1.5＝202,500元。"),
        (W, "en", "3 × 40,000 × 1.5 = ¥160,000."),
        (W, "zh", "18万元，随当年12月工资发放。"),
        ], handbook="shenzhen"),
    # 3.2: HK branch bonus on HK$ base, paid in HK$; P4–P5 = 2 months; S = 2.0 → 2×60,000×2.0 = HK$240,000.
    _d("2026-06-15", "香港分公司的同事，职级P4，月基本工资HK$60,000，绩效S，奖金多少？用什么币种发？",
       [_q("香港分公司 奖金 港币 HK$ base salary"), _q("职级 P4–P5 目标奖金 2个月基本工资"),
        _q("绩效等级 系数 Rating Multiplier S 2.0")],
       [(C, "zh", "港币24万元（HK$240,000）：P4目标奖金2个月基本工资＝HK$120,000，S档系数2.0。香港分公司员工按港币基本工资计算、以港币发放。"),
        (C, "en", "HK$240,000 (2 months × HK$60,000 × 2.0), paid in Hong Kong dollars through the HK payroll."),
        (C, "zh", "2×60,000×2.0＝240,000港币，港币发放。"),
        (C, "en", "HKD 240,000, paid in HKD."),
        (W, "zh", "人民币24万元，奖金统一以人民币发放。"),
        (W, "en", "HK$180,000: 2 × 60,000 × 1.5."),
        (W, "zh", "HK$360,000：P4是3个月基本工资，乘以2.0。"),
        (W, "en", "HK$120,000 — the target bonus of 2 months' base salary."),
        (W, "zh", "HK$240,000，但会折算成人民币通过深圳工资发放。"),
        ], handbook="shenzhen"),
    # 5.2: one month per full year; 6 months to <1 year = 1 year; monthly wage = average monthly GROSS over 12 months.
    # 4y8m → 5 months × ¥22,000 = ¥110,000; 5.3 cap 3×13,730 = 41,190 not reached.
    _d("2026-06-15", "A Shenzhen employee with 4 years and 8 months of service is let go and the law requires severance. Base salary is ¥18,000; "
                     "average monthly gross pay over the last 12 months is ¥22,000. How much severance?",
       [_q("经济补偿 severance one month per year six months"),
        _q("severance cap three times Shenzhen average monthly wage RMB 13,730")],
       [(C, "en", "¥110,000. The 8 months count as a full year (6 months or more), so 5 months × the ¥22,000 average gross wage. The cap (3 × 13,730 "
                  "= ¥41,190 a month) doesn't apply."),
        (C, "zh", "经济补偿11万元：4年8个月，8个月满6个月按1年算，共5个月；月工资按前12个月平均应发工资22,000元，5×22,000＝110,000元，"
                  "未超过三倍社平（41,190元），不封顶。"),
        (C, "en", "5 months' pay at ¥22,000 = RMB 110,000."),
        (C, "zh", "十一万元（5个月×2.2万）。"),
        (W, "en", "¥99,000: 4 years × ¥22,000 plus half a month (¥11,000) for the 8 months."),
        (W, "zh", "只算满年，4×22,000＝88,000元。"),
        (W, "en", "5 × ¥13,730 = ¥68,650, because severance is paid at the Shenzhen average wage."),
        (W, "zh", "按基本工资算：5×18,000＝90,000元。"),
        (W, "en", "¥110,000 — any part-year over 3 months rounds up to a full year."),
        ], handbook="shenzhen"),
    # 5.3 + 5.2: 15y3m; avg gross ¥60,000 > 3×13,730 = 41,190 → monthly capped at 41,190 and years capped at 12 → 494,280.
    _d("2026-06-15", "深圳员工服务15年3个月，前12个月平均月应发工资6万元，依法应付经济补偿。补偿金多少？",
       [_q("severance cap three times Shenzhen average monthly wage 12 years"),
        _q("经济补偿 每满一年支付一个月工资 六个月以上不满一年")],
       [(C, "zh", "494,280元：6万元高于深圳社平工资13,730元的三倍（41,190元），按41,190元计，年限最多12年，41,190×12＝494,280元。"),
        (C, "en", "RMB 494,280. The monthly wage is capped at 3 × 13,730 = 41,190 and the years at 12: 41,190 × 12."),
        (C, "zh", "封顶计算：月基数41,190元 × 12个月 ＝ ¥494,280。"),
        (C, "en", "Both caps apply — ¥41,190 a month for 12 years = ¥494,280 (about 49.4万元)."),
        (W, "zh", "15.5个月×60,000＝930,000元。"),
        (W, "en", "¥638,445: the wage is capped at ¥41,190 but all 15.5 years count."),
        (W, "zh", "年限封顶12年，12×60,000＝720,000元。"),
        (W, "en", "41,190 × 12 = ¥484,280."),
        (W, "zh", "按社平工资封顶：13,730×12＝164,760元。"),
        ], handbook="shenzhen"),
    # 5.1: 30 calendar days' notice after probation (3 in probation); notice given Thu 2026-09-10 → last day Sat 2026-10-10
    # (tool: a make-up working day); the company may agree to an earlier last day.
    _d("2026-09-10", "I'm past probation and I'm handing in my resignation today. What's my last day under the notice rule?",
       [_q("resignation notice 30 calendar days probation"),
        ("calculate_leave_days", {"start_date": "2026-10-10", "end_date": "2026-10-10"})],
       [(C, "en", "30 calendar days from today: Saturday 10 October 2026, which is a make-up working day for National Day. The company may agree to "
                  "an earlier last day."),
        (C, "zh", "转正后须提前30个自然日通知，今天9月10日提交，最后工作日是2026年10月10日（周六，国庆调休上班日）。公司同意的话可以提前。"),
        (C, "en", "Oct 10, 2026 (a Saturday, but a working day that year)."),
        (C, "zh", "10月10日。"),
        (W, "en", "3 days' notice: your last day is Sunday 13 September."),
        (W, "zh", "30个工作日，最后一天是10月27日。"),
        (W, "en", "Friday 9 October 2026 (today + 30 calendar days)."),
        (W, "zh", "10月10日，这天是周六休息日，所以实际最后上班日是10月9日。"),
        (W, "en", "10 October 2026; the company can't shorten the notice period, even by agreement."),
        ], handbook="shenzhen"),
    # 4.1: remote-work allowance RMB 300/month, Hong Kong branch HK$400/month, per full calendar month approved → 6×400 = HK$2,400.
    _s("shenzhen", "远程办公津贴 remote-work allowance Hong Kong HK$ per month",
       "香港分公司的同事4月到9月一直获批混合办公，这6个月远程办公津贴一共多少？",
       [(C, "zh", "港币2,400元：香港分公司每月HK$400，6个完整月×400＝HK$2,400。"),
        (C, "en", "HK$2,400 — HK$400 a month for the Hong Kong branch × 6 full months."),
        (C, "zh", "HK$400×6＝HK$2,400（深圳员工才是每月300元人民币）。"),
        (C, "en", "HKD 2,400 in total."),
        (W, "zh", "人民币1,800元（300×6）。"),
        (W, "en", "¥2,400 (RMB 400 × 6)."),
        (W, "zh", "HK$2,000，只算5个月。"),
        (W, "en", "HK$1,800 — HK$300 a month for six months."),
        (W, "zh", "HK$2,400，中间即使请了无薪假也照发。"),
        ]),
]
