"""Handbook part of heldout33 (answers written by hand after reading each call's real tool result; labels fixed
when written). Three handbooks written for this set, in tests/data/answer_probes/heldout33_handbooks/:

- harbin_railway ("harbin"): a Chinese Word handbook of a railway maintenance depot in Harbin, built by
  make_harbin_docx.py: typed 第N章 headings (Heading 1), 第N条 clauses as plain paragraphs, and real Word tables
  (w:tbl) for the 天窗作业津贴 (120/60/30 元 a shift, night windows capped at 16 shifts a month), 严寒补贴
  (450/180 元 a month, Nov–Mar, indoor rate under 10 outdoor days), 年休假 by 累计工龄 (5/10/15 working days) and
  病假工资 by 连续工龄 (60–100%); overtime on base ÷ 21.75 ÷ 8 at 150/200/300%; a sick-pay floor of 80% of Harbin's
  2,080 元 minimum wage (1,664 元); 疾病救济费 from month 7 (40/50/60%); 探亲假 in calendar days (20/30/20);
  safety bonuses; a 36-month training bond repaid pro rata with part months rounded up; notice 30 days (3 in probation).
- guiyang_datacenter ("guiyang"): a Chinese HTML handbook of a data-centre operator in Guiyang: <h2>/<h3> sections,
  <ul> nested in <ol> items, a <dl> glossary; amounts as 150元, ¥260, 0.05万元, 人民币捌拾元, 0.3万元, 人民币叁仟元.
  On-call pay per shift (150/260/500, capped at 3,000 a month, call-outs 80/30 outside the cap), 夜班津贴 60元 a
  night beside a 35元 late-night subsidy for standard-hours staff, 调休 within 3 months, 年假 5/10/15 plus company
  days (1 per year, max 5, total capped at 15), 病假 70% to day 30 and 60% from day 31 (floor 1,512元), heating and
  high-temperature subsidies by month, a certificate bonus 800/1,500/3,000 paid 50% + 50% with only the difference on
  an upgrade, exam fees repaid pro rata within 24 months, notice 30 days, non-compete 30% for up to 12 months.
- zhuhai_shipyard ("zhuhai"): an English Markdown handbook of a shipyard in Zhuhai: "## 4. Leave" sections,
  "4.2"-numbered clauses, footnotes [^1]–[^6] carrying conditions (time off in lieu, the higher allowance only,
  a 4-hour stand-by minimum, the sick-pay floor figure, travel orders and rest days, forfeiture of bonus parts), one
  table; RMB and HKD. Overtime on base ÷ 21.75 ÷ 8 at 150/200/300%, hot-work 40 and confined-space 70 RMB a shift,
  typhoon stand-by RMB 45 an hour (No. 8) / 90 (No. 10), annual leave 5/10/15 plus 1 company day per 3 years (max 3,
  total 18), sick pay 60/75/90% with a RMB 1,608 floor, cross-border HKD 380 a day / HKD 200 a day trip, a retention
  bonus of 3 months' base paid 40% + 60%, notice 30 days (7 in probation). It has no high-temperature allowance.

Forms: Markdown tables, bullet and numbered lists, one-liners, 中文数字 (一千六百六十四元, 十四天), 元 / ¥ / RMB /
CNY / 万元 / yuan / HKD / HK$, 150% / 1.5倍 / time and a half, 一半 / 50%, working days / 个工作日 / 自然日 /
calendar days, weeks, months, dates as 9月29日, 2026/9/29, 29 September, 9/22. 88 of 216 answers are in English
(Chinese answers on the English handbook too). One error per wrong answer: another band's value, a cap or floor not
applied (or applied where it does not bind), a pro-rata slip or the wrong direction, a boundary read the wrong way,
a wrong base (30 days, base plus allowance, another kind of service), arithmetic slips, a wrong unit (calendar vs
working days, RMB vs HKD), a wrong weekday or date, an invented rule, a right number with a wrong rule.

Audit (handbook part): the file as it is (harbin .docx with typed headings, guiyang .html, zhuhai .md; the audit
brief named other handbooks). Rebuilt with make_heldout33.py --part handbooks and judged all 216 answers one by one
against the handbook text, the hits really returned, the arithmetic and the 2026 calendar (weekdays, the 10/10
make-up day, the holidays the tools list). No label was wrong. Changes: harbin 天窗 C (en) "the 2 extra night shifts
earn nothing" -> "earn no window allowance" (the 25元 夜班餐补 of 第十条, a returned hit, is still paid); harbin 年休假
C (zh) carry-over to 次年3月31日 now keeps 第十一条's condition 确因生产需要; guiyang 夜班津贴 got a second search
"标准工时岗位 工作日延长工作时间 150%" because a correct answer cites the 150% of 2.2, which was not returned;
guiyang 竞业限制 search now adds 贵阳市月最低工资标准 so 4.2 (the 1,890元 a correct answer cites) comes back; zhuhai
notice W (en) "30 days counting today, so 14 October" -> "30 days later, so 14 October" (an inclusive count was a
defensible reading; 15 Sep + 30 days is 15 Oct). Final counts: 24 questions, 216 answers, 96 correct / 120 wrong,
88 in English.
"""
from __future__ import annotations

from heldout4_cases import C, W, _d, _q

HANDBOOKS = {"harbin": "harbin_railway", "guiyang": "guiyang_datacenter", "zhuhai": "zhuhai_shipyard"}

HANDBOOK_CASES = [
    # ------------------------------------------------------------------ harbin_railway (Chinese .docx, tables)
    # Truth (第五条, 第六条): hourly = 4,350 ÷ 21.75 ÷ 8 = 25 元 (严寒补贴 not in the base); workday 3 h × 1.5 = 112.5,
    # Saturday without 补休 8 h × 2 = 400, 10月1日 8 h × 3 = 600; total 1,112.5 元.
    _d("2026-11-05", "我月基本工资4,350元，另有严寒补贴450元。10月里工作日延时加班3小时，一个周六休息日加班8小时（没安排补休），"
       "10月1日国庆当天也上了8小时班。加班费一共多少？",
       [_q("加班工资计算基数 小时工资 21.75"), _q("加班工资标准 休息日 法定节假日 300%")],
       [(C, "zh", "小时工资＝4,350÷21.75÷8＝25元（严寒补贴不计入基数）。工作日3小时×25×150%＝112.5元；周六8小时×25×200%＝400元；"
                  "10月1日8小时×25×300%＝600元；合计1,112.5元。"),
        (C, "en", "Hourly rate is 4,350 ÷ 21.75 ÷ 8 = RMB 25 (the 450 cold-weather subsidy is not part of the base). "
                  "3 h × 1.5 × 25 = 112.50; 8 h × 2 × 25 = 400; 8 h × 3 × 25 = 600. Total RMB 1,112.50."),
        (C, "zh", "| 类型 | 工时 | 倍数 | 金额 |\n|---|---|---|---|\n| 工作日延时 | 3小时 | 1.5倍 | 112.5元 |\n"
                  "| 休息日（未补休） | 8小时 | 2倍 | 400元 |\n| 法定节假日 | 8小时 | 3倍 | 600元 |\n\n"
                  "合计¥1,112.5（时薪25元＝4350÷21.75÷8）。"),
        (C, "zh", "一共一千一百一十二元五角：时薪25元，延时按一倍半、周六按两倍、国庆按三倍。"),
        (W, "zh", "按月收入4,800元（含严寒补贴）算，小时工资约27.59元：延时3×1.5＋周六8×2＋国庆8×3＝44.5个计薪小时，"
                  "加班费约1,227.59元。"),
        (W, "en", "Hourly rate = 4,350 ÷ 30 ÷ 8 = RMB 18.125. 3 h at 150%, 8 h at 200% and 8 h at 300% make 44.5 paid "
                  "hours, so overtime pay is about RMB 806.56."),
        (W, "zh", "时薪25元。工作日延时3小时按150%为112.5元，周六8小时按200%为400元，国庆8小时按200%为400元，合计912.5元。"),
        (W, "zh", "时薪25元：112.5＋400＋600＝1,212.5元。"),
        (W, "en", "Rest-day work is never paid in cash here — the depot must give you time off instead. So you get "
                  "112.50 for the weekday hours and 600 for 1 October: RMB 712.50 plus 8 hours off."),
        ], handbook="harbin"),
    # Truth (第八条 table, 第十条): night windows capped at 16 shifts: 16 × 120 = 1,920; day 4 × 60 = 240; 带班 on
    # 2 day shifts 2 × 30 = 60; 天窗作业津贴 2,220 元. 夜班餐补 25元 a shift is separate (18 × 25 = 450, no cap).
    _d("2026-06-15", "这个月我上了18个夜间天窗班、4个日间天窗班，其中日间的有2班我是带班负责人。天窗作业津贴能拿多少？",
       [_q("天窗作业津贴 夜间天窗 日间天窗 带班负责人 每月最多16班")],
       [(C, "zh", "夜间天窗每月最多计16班：16×120＝1,920元；日间4×60＝240元；带班加发2×30＝60元。合计2,220元。"),
        (C, "en", "RMB 2,220: night windows are capped at 16 shifts a month (16 × 120 = 1,920) and the 2 extra night shifts "
                  "earn no window allowance; day windows 4 × 60 = 240; the leader supplement 2 × 30 = 60."),
        (C, "zh", "天窗作业津贴合计2,220元（夜间16班封顶1,920＋日间240＋带班60）。另外夜班餐补每班25元另计，"
                  "18个夜班是450元，不受16班上限限制。"),
        (C, "zh", "- 夜间：18班超过上限，只算16班 → 1,920元\n- 日间：4班 → 240元\n- 带班负责人：2班 → 60元\n\n共计 ¥2,220。"),
        (W, "zh", "夜间18×120＝2,160元，日间4×60＝240元，带班2×30＝60元，合计2,460元。"),
        (W, "en", "Night: 16 shifts × 120 = 1,920 (capped). Day: 4 × 60 = 240. Leader: 2 × 30 = 60. Total RMB 2,280."),
        (W, "zh", "夜间按上限16班1,920元，日间240元，带班负责人的30元已含在班次标准里不另加，合计2,160元。"),
        (W, "zh", "夜间16班封顶1,920元；日间4班240元；带班负责人每月加发30元。合计2,190元。"),
        (W, "en", "The cap is 16 night shifts; the 2 night shifts above it are paid at the day-window rate of 60. So "
                  "1,920 + 120 + 240 + 60 = RMB 2,340."),
        ], handbook="harbin"),
    # Truth (第九条 table): 探伤工 is an outdoor post (450 元/月); January with 8 outdoor days (< 10) → indoor rate 180;
    # the other four months 4 × 450 = 1,800; winter total 1,980 元.
    _d("2026-02-10", "我是探伤工，今年1月份室外实际作业只有8天（没请病假事假），1月的严寒补贴发多少？如果11月、12月、2月、3月都正常，"
       "这一整个冬季合计多少？",
       [_q("严寒补贴 室外岗位 室内岗位 不足10天")],
       [(C, "zh", "1月室外作业不足10天，按室内岗位标准发180元；其余4个月各450元，共1,800元；整个冬季合计1,980元。"),
        (C, "en", "January: RMB 180 (fewer than 10 outdoor days, so the indoor rate applies). Winter total: 180 + 4 × 450 = "
                  "RMB 1,980."),
        (C, "zh", "一月份一百八十元（不足10天按室内标准）；整季一千九百八十元。"),
        (C, "en", "| Month | Subsidy |\n|---|---|\n| Nov | 450 |\n| Dec | 450 |\n| Jan | 180 (under 10 outdoor days → indoor rate) |\n"
                  "| Feb | 450 |\n| Mar | 450 |\n| **Total** | **¥1,980** |"),
        (W, "zh", "探伤工是室外岗位，1月照发450元；5个月合计2,250元。"),
        (W, "zh", "1月室外作业不足10天，当月不发放严寒补贴；其余4个月各450元，合计1,800元。"),
        (W, "zh", "1月按实际作业天数折算：450×8÷22≈163.6元；其余4个月1,800元，合计约1,963.6元。"),
        (W, "en", "January is paid at the indoor rate, RMB 180. Winter total: 180 + 1,800 = RMB 2,080."),
        (W, "zh", "严寒补贴只在11月至次年2月发放，共4个月：1月180元，11月、12月、2月各450元，3月没有，合计1,530元。"),
        ], handbook="harbin"),
    # Truth (第十一条 table, 第二条): 累计工龄 exactly 10 years → band 满10年不满20年 → 10 working days a year; 连续工龄
    # does not matter. Carry-over to 次年3月31日.
    _d("2026-06-15", "我累计工龄上周刚好满10年，在咱们段的连续工龄才3年，按手册我的年休假标准是每年几天？",
       [_q("年休假 累计工龄 天数")],
       [(C, "zh", "每年10个工作日。年休假按累计工龄确定，满10年不满20年这一档是10天，与在本公司的连续工龄3年无关。"),
        (C, "en", "10 working days a year — the '10 to under 20 years' band of cumulative service starts the day you "
                  "complete 10 years; your service at the depot doesn't matter."),
        (C, "zh", "十个工作日（法定节假日、休息日不计入年休假天数）。"),
        (C, "zh", "按累计工龄满10年算，标准是10天/年；确因生产需要当年没休完的，最晚可延到次年3月31日前休完。"),
        (W, "zh", "刚满10年还不算超过10年，仍属于满1年不满10年那一档，每年5个工作日。"),
        (W, "zh", "年休假按本公司连续工龄算，你连续工龄3年，对应5天。"),
        (W, "en", "10 calendar days a year, weekends included."),
        (W, "en", "15 working days: completing 10 years of cumulative service moves you into the top band."),
        (W, "zh", "10天：累计工龄部分5天，加上本公司连续工龄满3年另加5天。"),
        ], handbook="harbin"),
    # Truth (第十二条 table, 第十三条): 连续工龄 1.5 years → under 2 years → 60% × 2,600 = 1,560 < floor 1,664
    # (80% of 2,080) → 1,664 元.
    _d("2026-06-15", "我在段里连续工龄一年半，月基本工资2,600元，在医疗期内病休了一整个月，这个月病假工资多少？",
       [_q("病假工资 连续工龄 比例"), _q("病假工资保底 最低工资标准 80%")],
       [(C, "zh", "不满2年按60%：2,600×60%＝1,560元，低于保底1,664元（哈尔滨市最低工资2,080元的80%），所以按1,664元发。"),
        (C, "en", "RMB 1,664. Your band (under 2 years) gives 60% × 2,600 = 1,560, which is below the floor of 80% of "
                  "Harbin's 2,080 minimum wage, so the floor of 1,664 applies."),
        (C, "zh", "按比例只有1,560元，但不能低于1,664元的保底，这个月发1,664元。"),
        (C, "zh", "应发一千六百六十四元（60%的比例算出来低于最低工资标准的80%，按保底发）。"),
        (W, "zh", "连续工龄不满2年按60%：2,600×60%＝1,560元。"),
        (W, "zh", "2,600×60%＝1,560元，低于哈尔滨市最低工资标准，按最低工资2,080元发放。"),
        (W, "en", "One and a half years falls in the 70% band: 2,600 × 70% = RMB 1,820."),
        (W, "en", "Sick pay can't be less than 80% of your own base salary: 2,600 × 80% = RMB 2,080."),
        (W, "zh", "按60%只有1,560元，低于保底，按2,080×80%＝1,644元发。"),
        ], handbook="harbin"),
    # Truth (第十四条, not 第十二条): month 8 of continuous sick leave → 疾病救济费 from month 7; 连续工龄 5 years →
    # 满3年及以上 60% × 4,000 = 2,400 元 (above the 1,664 floor). The 80% sick-pay band no longer applies.
    _d("2026-06-15", "我连续工龄5年，月基本工资4,000元，连续病假已经到第8个月了，这个月发多少？",
       [_q("连续病假超过6个月 疾病救济费")],
       [(C, "zh", "连续病假超过6个月，自第7个月起停发病假工资、改发疾病救济费；连续工龄满3年及以上按60%：4,000×60%＝2,400元"
                  "（高于1,664元保底）。"),
        (C, "en", "From month 7 you get sickness relief instead of sick pay: 60% for 3 or more years of service, so "
                  "RMB 2,400 a month."),
        (C, "zh", "2,400元/月（疾病救济费，第十四条，满3年以上按60%）。"),
        (C, "zh", "这个月拿两千四百元，是疾病救济费而不是病假工资。"),
        (W, "zh", "连续工龄满4年不满6年，病假工资按80%：4,000×80%＝3,200元。"),
        (W, "en", "Sickness relief at 50% of base: RMB 2,000 a month."),
        (W, "zh", "超过6个月改发疾病救济费，按保底标准1,664元发放。"),
        (W, "en", "Sickness relief replaces sick pay from the 6th month of continuous sick leave; at 60% that is RMB 2,400."),
        (W, "zh", "改发疾病救济费，满3年按60%：4,000×60%＝2,600元。"),
        ], handbook="harbin"),
    # Truth (第十九条, 第二十条): unserved 36 − 20个月10天 = 15个月20天 → part month counts as one → 16 months;
    # 18,000 × 16 ÷ 36 = 8,000 元; notice 30日 in writing (3日 only in probation).
    _d("2026-06-15", "公司出钱让我考大型养路机械司机证，培训费18,000元，签了36个月服务期。培训结束后我干了20个月零10天想辞职，"
       "要赔多少违约金？要提前多久通知？",
       [_q("培训服务期 违约金 未履行月数"), _q("辞职 提前30日 书面通知")],
       [(C, "zh", "未履行15个月零20天，不足一个月按一个月算，即16个月：18,000×16÷36＝8,000元。辞职需提前30日书面通知"
                  "（试用期内才是3日）。"),
        (C, "en", "Remaining service is 15 months 20 days, rounded up to 16 months: 18,000 × 16 / 36 = RMB 8,000. "
                  "You must give 30 days' written notice."),
        (C, "zh", "违约金八千元；提前三十天书面提出。"),
        (C, "en", "- Penalty: ¥8,000 (16 unserved months × ¥500 a month)\n- Notice: 30 days, in writing"),
        (W, "zh", "未履行满15个月，零头不计：18,000×15÷36＝7,500元；提前30日书面通知。"),
        (W, "zh", "按已履行的20个月分摊：18,000×20÷36＝10,000元；提前30日书面通知。"),
        (W, "en", "Unserved time is 15.67 months: 18,000 × 15.67 / 36 ≈ RMB 7,833. Notice is 30 days in writing."),
        (W, "zh", "违约金8,000元；通知期只需提前3日。"),
        (W, "zh", "服务期未满就离职，须全额退还培训费18,000元；提前30日书面通知。"),
        ], handbook="harbin"),
    # Truth (第十五条; calculate_leave_days 9/28–10/27 = 30 自然日): married, visiting the spouse → 30 days counted in
    # calendar days, holidays included → 2026-09-28 to 2026-10-27, back on Wednesday 2026-10-28 (路程假 extra).
    _d("2026-09-10", "我已婚，要回老家探望配偶，探亲假从9月28日（周一）开始休，中间赶上国庆，最晚哪天回来上班？（不算路程假）",
       [_q("探亲假 已婚 探望配偶 日历天数"),
        ("calculate_leave_days", {"start_date": "2026-09-28", "end_date": "2026-10-27"})],
       [(C, "zh", "探望配偶假期30天，按日历天数计算，国庆假期包含在内、不顺延：9月28日至10月27日，10月28日（周三）回来上班。"),
        (C, "en", "30 calendar days, the National Day holiday included: 28 Sep – 27 Oct, so you're back on Wednesday "
                  "28 October (any travel days would come on top)."),
        (C, "zh", "10/28（星期三）上班。9.28–10.27正好30个自然日，期间的法定节日也算在探亲假里。"),
        (C, "zh", "最晚十月二十八日（周三）返岗；假期是9月28日到10月27日，共三十天。"),
        (W, "zh", "国庆节7天不计入探亲假，要顺延7天，11月4日（周三）回来上班。"),
        (W, "zh", "已婚探亲假20天：9月28日至10月17日，10月18日回来上班。"),
        (W, "en", "30 days from 28 September takes you back on Tuesday 27 October."),
        (W, "en", "30 calendar days including National Day, so you return on 28 October, a Thursday."),
        (W, "zh", "30天，10月28日（周三）上班；不过探亲假期间只发基本工资的70%。"),
        ], handbook="harbin"),
    # ------------------------------------------------------------------ guiyang_datacenter (Chinese HTML)
    # Truth (3.1): on-call 10 × 150 + 4 × 260 + 2 × 500 (0.05万元) = 3,540 → cap 0.3万元 = 3,000 (call-outs excluded);
    # call-outs 3 × 80 (捌拾) + 5 × 30 = 390; total 3,390 元 (on-site time is paid as overtime besides).
    _d("2026-06-15", "这个月我排了10个工作日夜间值班、4个休息日值班、2个法定节假日值班；出勤呼叫到现场3次（不同告警），远程处置5次。"
       "值班费加呼叫费一共多少？",
       [_q("值班费 工作日夜间 休息日 法定节假日 每班 上限"), _q("出勤呼叫 现场 远程处置 每次")],
       [(C, "zh", "值班费：10×150＋4×260＋2×500＝3,540元，超过每月0.3万元上限，按3,000元；呼叫费：3×80＋5×30＝390元，"
                  "不受上限限制。合计3,390元。"),
        (C, "en", "On-call pay comes to 3,540 but is capped at RMB 3,000 a month; call-outs (3 × 80 on site + 5 × 30 remote "
                  "= 390) are outside the cap. Total RMB 3,390, plus overtime for the hours spent on site."),
        (C, "zh", "| 项目 | 计算 | 金额 |\n|---|---|---|\n| 值班费 | 1,500＋1,040＋1,000＝3,540，封顶 | 3,000元 |\n"
                  "| 现场呼叫 | 3×80 | 240元 |\n| 远程处置 | 5×30 | 150元 |\n| 合计 | | 3,390元 |"),
        (C, "en", "¥3,390 — ¥3,000 of capped on-call pay plus ¥390 for call-outs."),
        (W, "zh", "值班费10×150＋4×260＋2×500＝3,540元，呼叫费390元，合计3,930元。"),
        (W, "zh", "值班费3,540元加呼叫费390元共3,930元，超过每月0.3万元上限，按3,000元发。"),
        (W, "en", "Holiday on-call is 0.05万 = RMB 50 a shift: 1,500 + 1,040 + 100 = 2,640, under the cap; plus 390 for "
                  "call-outs, total RMB 3,030."),
        (W, "zh", "值班费封顶3,000元；现场呼叫每次30元、远程每次80元：90＋400＝490元；合计3,490元。"),
        (W, "zh", "值班费按上限3,000元，呼叫费390元，合计3,290元。"),
        ], handbook="guiyang"),
    # Truth (4.1; add_workdays 2026-10-12, −5 → 2026-09-29 周二): 累计工龄 12 → 10 days; 司龄 4 → +4; 14 ≤ 15 → 14
    # working days; apply 5 working days ahead: by Tuesday 2026-09-29 (9/30, 10/8, 10/9, 10/10 make-up Sat, 10/12).
    _d("2026-09-15", "我累计工龄12年，在公司司龄4年。今年年假一共几天？打算10月12日开始休，最晚哪天要在OA上提交申请？",
       [_q("年休假 累计工龄 司龄 福利年假 提前5个工作日申请"),
        ("add_workdays", {"date": "2026-10-12", "days": -5})],
       [(C, "zh", "法定10天（满10年不满20年）＋福利4天（司龄每满1年1天）＝14天，未超过15天上限。需提前5个工作日申请："
                  "最晚9月29日（周二）提交。"),
        (C, "en", "14 working days (10 statutory + 4 company days, under the 15-day cap). Five working days' notice means "
                  "submitting by Tuesday 29 September; the five working days counted are 9/30, 10/8, 10/9, the make-up "
                  "Saturday 10/10 and 10/12."),
        (C, "zh", "年假十四天；最晚九月二十九日（星期二）在OA提交。"),
        (C, "zh", "一共14个工作日。提交截止：2026/9/29 周二（国庆7天不算工作日，10月10日周六调休上班算一个工作日）。"),
        (W, "zh", "累计工龄12年对应5天，加福利4天共9天；最晚9月29日（周二）提交。"),
        (W, "en", "14 working days; submit by Wednesday 30 September at the latest."),
        (W, "zh", "14天；提前5天就行，10月7日提交即可。"),
        (W, "en", "Company days are capped at 3, so 10 + 3 = 13 working days; submit by Tuesday 29 September."),
        (W, "zh", "共14个工作日，最晚9月29日（周三）提交申请。"),
        ], handbook="guiyang"),
    # Truth (4.1): 累计工龄 21 → 15 statutory; 司龄 6 → company days capped at 5; 15 + 5 = 20 → total cap 15 a year
    # → 15 working days.
    _d("2026-06-15", "我工作21年了，在咱们公司司龄6年，年假加上公司福利年假一共能休多少天？",
       [_q("公司福利年假 司龄 最多5天 合计不超过15天")],
       [(C, "zh", "法定15天；福利年假司龄6年本应6天但最多5天；两者合计20天，超过每年15天的合计上限，所以一共15天。"),
        (C, "en", "15 working days in total: statutory 15 + company 5 would be 20, but statutory and company leave together "
                  "are capped at 15 a year."),
        (C, "zh", "一共十五个工作日（法定加福利合计封顶15天）。"),
        (C, "en", "Total 15 days. Company days max out at 5, and the overall cap of 15 a year means nothing is added to "
                  "your 15 statutory days."),
        (W, "zh", "法定15天＋福利5天（最多5天）＝20天。"),
        (W, "zh", "法定15天＋福利6天＝21天。"),
        (W, "en", "21 years falls in the 10-to-20-year band, so 10 statutory days, plus the 5-day company maximum: 15 days."),
        (W, "zh", "一共15个自然日，含周末。"),
        (W, "zh", "法定15天＋福利5天＝20天，但合计上限是18天，所以一共18天。"),
        ], handbook="guiyang"),
    # Truth (3.2): 四班两倒 nights 7 × 60 = 420 元; a standard-hours colleague on duty after 22:00 gets the 35元
    # 夜间工作补助 that night (not on top of 夜班津贴). Workday overtime for standard hours is 150% (2.2).
    _d("2026-06-15", "我是四班两倒的，这个月上了7个夜班，夜班津贴多少？我们职能部门的同事加班到晚上11点，他那晚有什么补助？",
       [_q("夜班津贴 四班两倒 每夜 夜间工作补助"), _q("标准工时岗位 工作日延长工作时间 150%")],
       [(C, "zh", "你：7×60＝420元。同事是标准工时岗位，22:00以后仍在岗，当晚发夜间工作补助35元（与夜班津贴不重复发放）。"),
        (C, "en", "RMB 420 for you (7 nights × 60). Your colleague gets the RMB 35 late-night subsidy for that evening."),
        (C, "zh", "420元；同事35元——夜班津贴只给四班两倒岗位，标准工时岗位过了22点发35元补助。"),
        (C, "zh", "夜班津贴每夜60元，7夜共四百二十元；同事那晚拿35元夜间工作补助，如果是工作日，延长的工时另按150%计加班费。"),
        (W, "zh", "夜间补助每晚35元，7个夜班共245元；同事也是35元。"),
        (W, "en", "You get 7 × 60 = RMB 420; your colleague gets the same RMB 60 night allowance for that night."),
        (W, "zh", "7×60＝480元；同事35元。"),
        (W, "zh", "夜班津贴每月最多计6夜，你拿360元；同事35元。"),
        (W, "en", "Each night pays the RMB 60 allowance plus the RMB 35 subsidy, so 7 × 95 = RMB 665 for you; your "
                  "colleague gets 35."),
        ], handbook="guiyang"),
    # Truth (4.2): continuous sick leave from 4/1: April = days 1–30 → 70% × 4,000 = 2,800; May = day 31 on → 60% =
    # 2,400; both above the 1,512 floor.
    _d("2026-06-15", "我从4月1日起连续病假到5月31日（都在医疗期内），月基本工资4,000元，4月和5月的病假工资各是多少？",
       [_q("病假工资 连续病假30天以内 第31天起")],
       [(C, "zh", "4月是连续病假第1–30天，按70%：2,800元；5月从第31天起按60%：2,400元。两个月都高于1,512元保底。"),
        (C, "en", "April (days 1–30 of the sick leave): 70% = RMB 2,800. May (day 31 onwards): 60% = RMB 2,400."),
        (C, "zh", "四月两千八，五月两千四。4月正好是前30天按七成，5月起按六成。"),
        (C, "en", "| Month | Rate | Amount |\n|---|---|---|\n| April | 70% | ¥2,800 |\n| May | 60% | ¥2,400 |"),
        (W, "zh", "都在医疗期内，两个月都按70%：每月2,800元。"),
        (W, "zh", "4月按70%为2,800元；5月是第二个月，按保底标准1,512元发。"),
        (W, "en", "April RMB 2,800; May RMB 2,400 — RMB 5,400 for the two months."),
        (W, "zh", "病假工资以贵阳最低工资1,890元为基数：4月70%为1,323元、5月60%为1,134元，都低于保底，各按1,512元发。"),
        (W, "zh", "连续病假超过30天就不再发病假工资，4月2,800元，5月没有。"),
        ], handbook="guiyang"),
    # Truth (五、2–3): upgrade from 初级 (800, already paid) to 高级 (人民币叁仟元) → only the difference 2,200; half
    # (1,100) the month after (April), the other half (1,100) once 12 months after certification (March next year)
    # if still employed.
    _d("2026-03-20", "去年我考了CDCP拿过初级证书奖金，今年3月又考下了CDCE。这次能拿多少证书奖金，什么时候发？",
       [_q("证书奖金 初级 中级 高级 分两次发放 差额")],
       [(C, "zh", "高级3,000元减去已领的初级800元，补发差额2,200元；取证次月（4月）发50%即1,100元，取证满12个月（明年3月）"
                  "仍在职再发剩下的1,100元。"),
        (C, "en", "RMB 2,200 (3,000 − 800): RMB 1,100 in April and the other RMB 1,100 once you've held the certificate "
                  "12 months (March next year), if you're still employed."),
        (C, "zh", "差额0.22万元，分两次各1,100元：下个月先发一半，满一年还在职再发另一半。"),
        (C, "zh", "两千二百元；4月先发一千一，明年3月满12个月在职再发一千一。"),
        (W, "zh", "高级证书奖金3,000元：4月发1,500元，明年3月再发1,500元。"),
        (W, "en", "RMB 2,200 (the difference between 3,000 and 800), paid in full in April."),
        (W, "zh", "补发高级与中级的差额：3,000−1,500＝1,500元，4月和明年3月各发750元。"),
        (W, "zh", "差额2,200元：4月发1,100元，取证满6个月（9月）再发1,100元。"),
        (W, "en", "3,000 − 800 = RMB 2,400, paid as 1,200 in April and 1,200 after 12 months."),
        ], handbook="guiyang"),
    # Truth (五、4; 六、1): exam fee 6,000, leaving after 15 full months of the 24 → unserved 9 → 6,000 × 9 ÷ 24 =
    # 2,250 元; notice 30日 in writing (3日 in probation).
    _d("2026-06-15", "公司报销了我6,000元考试费。我取证刚满15个月，准备辞职，考试费要退多少？要提前多久通知？",
       [_q("考试费用 取证后24个月内离职 比例退还"), _q("辞职 提前30日 书面通知 试用期")],
       [(C, "zh", "24个月内离职按未满月数比例退：(24−15)÷24×6,000＝2,250元；辞职提前30日书面通知（试用期内3日）。"),
        (C, "en", "Refund 9/24 of 6,000 = RMB 2,250; give 30 days' written notice."),
        (C, "zh", "退二千二百五十元，提前三十日书面通知部门负责人和人力资源部。"),
        (C, "en", "- Exam fee refund: 9 unserved months out of 24 → ¥2,250\n- Notice: 30 days in writing (3 days only "
                  "during probation)"),
        (W, "zh", "按已满的15个月比例退：15÷24×6,000＝3,750元；提前30日通知。"),
        (W, "zh", "24个月内离职要全额退还6,000元；提前30日通知。"),
        (W, "en", "9/24 × 6,000 = RMB 2,500 to repay; 30 days' notice."),
        (W, "zh", "退2,250元；提前3日通知即可。"),
        (W, "zh", "退2,250元；要提前30个工作日书面通知。"),
        ], handbook="guiyang"),
    # Truth (六、3): 30% × 9,000 = 2,700 元 a month (above the 1,890 minimum wage), paid monthly, up to 12 months:
    # 32,400 元.
    _d("2026-06-15", "我签了竞业限制协议，离职前12个月平均月工资9,000元。离职后公司每月付多少补偿，竞业期最长按12个月算一共多少？",
       [_q("竞业限制 补偿 平均月工资30% 贵阳市月最低工资标准")],
       [(C, "zh", "每月9,000×30%＝2,700元（高于贵阳最低工资1,890元），12个月合计32,400元。"),
        (C, "en", "RMB 2,700 a month (30% of 9,000), RMB 32,400 over the maximum 12 months."),
        (C, "zh", "月付两千七百元，一年共三万二千四百元。"),
        (C, "zh", "每月2,700元，按月支付，最多12个月，总额3.24万元。"),
        (W, "zh", "每月2,700元，竞业期最长24个月，合计64,800元。"),
        (W, "zh", "按平均工资的50%：每月4,500元，12个月54,000元。"),
        (W, "en", "2,700 × 12 = RMB 32,400, paid as a lump sum on your last day."),
        (W, "en", "RMB 2,700 a month; 2,700 × 12 = RMB 34,200."),
        (W, "zh", "补偿不低于贵阳最低工资，按每月1,890元付，12个月22,680元。"),
        ], handbook="guiyang"),
    # ------------------------------------------------------------------ zhuhai_shipyard (English Markdown)
    # Truth (2.2, 2.3 and [^1]): hourly 6,960 ÷ 21.75 ÷ 8 = 40 (allowances excluded); 2 h × 150% = 120, Saturday 8 h
    # × 200% = 640 (no time off in lieu that month), holiday 8 h × 300% = 960; total RMB 1,720.
    _d("2026-06-15", "My monthly base is RMB 6,960 plus a RMB 800 allowance. Last month I did 2 hours' overtime on a working "
       "day, 8 hours on a Saturday rest day (no time off in lieu taken that month) and 8 hours on a statutory public holiday. "
       "What is my overtime pay?",
       [_q("hourly rate monthly base salary 21.75"), _q("overtime pay rest day statutory public holiday time off in lieu")],
       [(C, "en", "Hourly rate 6,960 ÷ 21.75 ÷ 8 = RMB 40 (allowances excluded). 2 h × 150% = 120; 8 h × 200% = 640; "
                  "8 h × 300% = 960. Total RMB 1,720."),
        (C, "en", "CNY 1,720 in total — time and a half, double time and triple time on an hourly rate of 40."),
        (C, "zh", "时薪40元（6,960÷21.75÷8，津贴不计）：工作日2小时120元，周六8小时640元，法定假日8小时960元，合计1,720元。"),
        (C, "zh", "| 类型 | 计算 | 金额 |\n|---|---|---|\n| 工作日 | 2h×40×1.5 | 120 |\n| 休息日 | 8h×40×2 | 640 |\n"
                  "| 法定假日 | 8h×40×3 | 960 |\n\n合计人民币1,720元。"),
        (W, "en", "Base for overtime is 6,960 + 800 = 7,760, so the hourly rate is about 44.60: 3 + 16 + 24 = 43 paid "
                  "hours, RMB 1,917.70."),
        (W, "en", "Hourly rate = 6,960 ÷ 30 ÷ 8 = RMB 29; 43 paid hours make RMB 1,247."),
        (W, "zh", "时薪40元：工作日2小时×1.5＝120元，周六8小时×1.5＝480元，法定假日8小时×3＝960元，合计1,560元。"),
        (W, "en", "RMB 40 an hour: 120 for the weekday, 640 for Saturday and 8 × 40 × 2 = 640 for the public holiday, "
                  "RMB 1,400 in total."),
        (W, "zh", "时薪40元：120＋640＋960＝1,820元。"),
        ], handbook="zhuhai"),
    # Truth: the handbook has no high-temperature / summer heat allowance; the search finds only 3.1 hot-work (RMB 40
    # a shift under a hot-work permit), which is not a weather allowance. Correct answers say it is not in the handbook.
    _d("2026-06-15", "I'm a welder on the open deck. In July and August, what high-temperature (heat) allowance do I get each "
       "month, on top of the hot-work allowance?",
       [_q("high-temperature allowance July yard workers")],
       [(C, "en", "The handbook has no high-temperature or summer heat allowance. The only related item is the hot-work "
                  "allowance of RMB 40 per shift (3.1), which is for hot work under a permit, not for hot weather. Ask HR "
                  "whether a heat allowance is paid under other rules."),
        (C, "en", "There's no heat allowance in this handbook, so I can't give you a monthly figure. What it does give "
                  "you is RMB 40 per hot-work shift."),
        (C, "zh", "员工手册里没有高温津贴的规定，无法告诉你每月金额；手册只有动火作业津贴每班40元（持动火许可证作业时计发），"
                  "和天气无关。建议向人事部门确认。"),
        (C, "zh", "手册未规定高温补贴；与之相近的只有3.1动火作业津贴，RMB 40/班。"),
        (W, "en", "RMB 300 a month from June to September, paid on top of the hot-work allowance."),
        (W, "en", "The hot-work allowance is the heat allowance: RMB 40 per shift, so about RMB 880 a month in July and August."),
        (W, "en", "In summer, welders on open decks get RMB 70 per shift as a heat allowance."),
        (W, "zh", "高温津贴每月150元，7月和8月发放，与动火津贴另计。"),
        (W, "zh", "夏季露天焊工按受限空间标准每班70元发放高温补贴。"),
        ], handbook="zhuhai"),
    # Truth (3.4 and [^3]): first call 2.5 h → 4-hour minimum × RMB 45 = 180; second call 4 h × 45 + 3 h × 90 = 450;
    # total RMB 630. Stand-by is not overtime and not in the 36-hour limit.
    _d("2026-09-30", "I'm on the typhoon stand-by crew. In August, Signal No. 8 went up and was lowered after 2.5 hours. In "
       "September another No. 8 kept us on stand-by for 7 hours, the last 3 of them under Signal No. 10. What is my "
       "stand-by pay for the two calls?",
       [_q("typhoon signal No. 8 stand-by pay per hour minimum 4 hours")],
       [(C, "en", "First call: paid the 4-hour minimum, 4 × RMB 45 = 180. Second call: 4 h × 45 + 3 h × 90 = 450. Total "
                  "RMB 630. Stand-by isn't overtime and doesn't count toward the 36-hour limit."),
        (C, "en", "RMB 630 (180 for the short call at the 4-hour minimum + 450 for the long one)."),
        (C, "zh", "第一次不足4小时按4小时算：4×45＝180元；第二次4小时×45＋3小时×90＝450元；合计630元。"),
        (C, "zh", "共计人民币六百三十元（180＋450）。"),
        (W, "en", "2.5 h × 45 = 112.50 for the first call and 4 × 45 + 3 × 90 = 450 for the second: RMB 562.50."),
        (W, "en", "Stand-by is paid at RMB 45 an hour: 180 (4-hour minimum) + 7 × 45 = 315, so RMB 495."),
        (W, "zh", "每次待命至少按8小时计：第一次8×45＝360元，第二次450元，合计810元。"),
        (W, "zh", "第一次180元，第二次450元，合计650元。"),
        (W, "en", "RMB 630 — and because stand-by hours count toward the 36-hour monthly overtime limit, they reduce the "
                  "overtime you can still work that month."),
        ], handbook="zhuhai"),
    # Truth (4.1, 4.2): cumulative service exactly 10 → 10 working days; company service exactly 6 → 6 ÷ 3 = 2 company
    # days; 12 working days (under the 18-day ceiling).
    _d("2026-06-15", "My cumulative service reached exactly 10 years last month, and I've been with Gaolan Marine exactly 6 "
       "years. How many days of annual leave do I get now, statutory plus company leave?",
       [_q("statutory annual leave cumulative service"), _q("company leave every 3 completed years maximum")],
       [(C, "en", "12 working days: 10 statutory (the 10-to-under-20 band starts at exactly 10 years) plus 2 company days "
                  "(one per 3 completed years of company service: 6 ÷ 3 = 2)."),
        (C, "en", "Twelve working days (10 + 2), well under the 18-day ceiling."),
        (C, "zh", "法定10个工作日＋公司假2天＝12个工作日。"),
        (C, "zh", "一共十二天（工作日）：累计工龄满10年→10天；司龄满6年→2天。"),
        (W, "en", "Exactly 10 years is still the first band: 5 statutory days + 2 company days = 7 working days."),
        (W, "en", "10 statutory days + 3 company days (6 years is past the 3-year mark twice, capped at 3) = 13 working days."),
        (W, "en", "10 + 2 = 12 calendar days."),
        (W, "zh", "满10年进入第三档，法定15天，加公司假2天，共17天。"),
        (W, "zh", "公司假按累计工龄算：10÷3取整3天，加法定10天共13天。"),
        ], handbook="zhuhai"),
    # Truth (5.2, 5.3 and [^4]): Li exactly 2 years → 75% × 4,800 = RMB 3,600; Chen 1 year → 60% × 2,400 = 1,440 <
    # floor 1,608 (80% of 2,010) → RMB 1,608.
    _d("2026-06-15", "Two of my crew are off sick for a whole month within the medical treatment period: Li has exactly 2 "
       "years' company service and a base of RMB 4,800; Chen has 1 year and a base of RMB 2,400. What sick pay does each get?",
       [_q("sick pay bands company service percentage"), _q("sick pay floor Zhuhai minimum wage")],
       [(C, "en", "Li: the 2-to-under-5-years band applies, 75% × 4,800 = RMB 3,600. Chen: 60% × 2,400 = 1,440, below the "
                  "floor of RMB 1,608 (80% of Zhuhai's RMB 2,010 minimum wage), so Chen gets RMB 1,608."),
        (C, "en", "- Li: RMB 3,600 (75%)\n- Chen: RMB 1,608 (the floor; 60% would only be 1,440)"),
        (C, "zh", "李：满2年按75%，3,600元；陈：60%只有1,440元，低于保底1,608元，按1,608元发。"),
        (C, "zh", "李三千六百元，陈一千六百零八元（保底）。"),
        (W, "en", "Li has not passed 2 years, so 60% × 4,800 = RMB 2,880; Chen gets the floor of RMB 1,608."),
        (W, "en", "Li: 75% × 4,800 = RMB 3,600. Chen: 60% × 2,400 = RMB 1,440."),
        (W, "en", "Li: RMB 3,600. Chen: 1,440 is below the minimum wage, so Chen is paid the full RMB 2,010."),
        (W, "zh", "李：按90%，4,320元；陈：保底1,608元。"),
        (W, "zh", "李：4,800×75%＝3,800元；陈：保底1,608元。"),
        ], handbook="zhuhai"),
    # Truth (6.1 and [^5]): 4 worked days × HKD 380 = 1,520 (the Saturday not worked is not paid) + 2 day trips ×
    # HKD 200 = 400; HKD 1,920. Hotels and ferries reimbursed separately.
    _d("2026-06-15", "I'm on a Hong Kong contract. This month I was sent to Hong Kong on a signed travel order for 5 full "
       "days, one of which was a Saturday rest day when I didn't work, and I also made two 6-hour day trips to Macau, "
       "also on travel orders. What cross-border allowance do I get?",
       [_q("cross-border travel allowance HKD per day trip")],
       [(C, "en", "HKD 1,920: 4 working days × HKD 380 = 1,520 (the Saturday you didn't work isn't paid) plus 2 day trips × "
                  "HKD 200 = 400. Hotels and ferries are reimbursed separately."),
        (C, "en", "HK$1,920 (4 × 380 + 2 × 200)."),
        (C, "zh", "港币1,920元：4天×380＋2次×200；周六休息没工作，不计津贴。"),
        (C, "zh", "合计一千九百二十港元。"),
        (W, "en", "5 days × HKD 380 = 1,900 plus 2 × 200 = 400: HKD 2,300."),
        (W, "en", "RMB 1,920: 4 × 380 + 2 × 200."),
        (W, "en", "Every day on a travel order earns HKD 380: 4 × 380 + 2 × 380 = HKD 2,280."),
        (W, "zh", "津贴合计1,920港元，酒店和船票已包含在津贴里，不另报销。"),
        (W, "zh", "4×380＝1,620港元，加2×200＝400，合计2,020港元。"),
        ], handbook="zhuhai"),
    # Truth (7.1 and [^6]): 3 × 8,000 = 24,000; part 1 40% = 9,600 after 12 months (1 March 2026); part 2 60% =
    # 14,400 at the later of delivery (Oct 2026) and 24 months (1 March 2027) → 1 March 2027; each only if employed and
    # not under notice.
    _d("2026-06-15", "I joined the LNG carrier programme on 1 March 2025, base salary RMB 8,000. Delivery of the vessel is "
       "planned for October 2026. How much is my retention bonus, and when is each part paid?",
       [_q("retention bonus LNG carrier programme two parts")],
       [(C, "en", "3 months' base = RMB 24,000. Part 1: 40% = RMB 9,600 after 12 months (from 1 March 2026). Part 2: 60% "
                  "= RMB 14,400 at the later of delivery (Oct 2026) and 24 months (1 March 2027), so 1 March 2027 — "
                  "provided you are still employed and not under notice on each date."),
        (C, "en", "| Part | Share | Amount | When |\n|---|---|---|---|\n| 1 | 40% | RMB 9,600 | after 12 months, 1 Mar 2026 |\n"
                  "| 2 | 60% | RMB 14,400 | 1 Mar 2027 (24 months is later than the Oct 2026 delivery) |"),
        (C, "zh", "总额24,000元：第一笔9,600元（40%），2026年3月1日满12个月后发；第二笔14,400元（60%），以交船（2026年10月）和"
                  "满24个月（2027年3月1日）两者较晚者为准，即2027年3月1日。"),
        (C, "zh", "共两万四千元，先发九千六（满一年），2027年3月1日再发一万四千四；发放日须仍在职且未提出或收到离职通知。"),
        (W, "en", "RMB 24,000: 9,600 on 1 March 2026 and 14,400 on delivery in October 2026."),
        (W, "en", "RMB 24,000: 14,400 (60%) after 12 months and 9,600 (40%) on 1 March 2027."),
        (W, "en", "Two months' base, RMB 16,000: 6,400 after 12 months and 9,600 on 1 March 2027."),
        (W, "zh", "总额24,000元，9,600元2026年3月1日发，14,400元2027年3月1日发；若中途离职，第二笔按在岗月数折算发放。"),
        (W, "zh", "24,000×40%＝9,800元，2026年3月1日发；剩余14,200元2027年3月1日发。"),
        ], handbook="zhuhai"),
    # Truth (8.1; calculate_leave_days 9/15–9/22 = 8 calendar days, 9/15–10/15 = 31): notice given 2026-09-15 →
    # probation 7 days → Tuesday 2026-09-22; after probation 30 days → Thursday 2026-10-15; calendar days, holidays
    # do not extend them.
    _d("2026-09-15", "I handed in my resignation today. If I'm still on probation, what's my last day? And if I had "
       "already passed probation?",
       [_q("notice of resignation probation"),
        ("calculate_leave_days", {"start_date": "2026-09-15", "end_date": "2026-09-22"}),
        ("calculate_leave_days", {"start_date": "2026-09-15", "end_date": "2026-10-15"})],
       [(C, "en", "On probation: 7 days' notice, so your employment can end on Tuesday 22 September 2026. After "
                  "probation: 30 days, so Thursday 15 October 2026 — about four weeks and two days. These are calendar "
                  "days; the Mid-Autumn and National Day holidays don't extend them."),
        (C, "en", "Probation: 22 Sep (Tue). Otherwise: 15 Oct (Thu)."),
        (C, "zh", "试用期内提前7天：9月22日（周二）；转正后提前30天：10月15日（周四）。按自然日算，中秋、国庆不顺延。"),
        (C, "zh", "试用期：9/22（周二）；已转正：10/15（周四）。"),
        (W, "en", "After probation your notice is 30 days, ending 15 October; in probation it's only 3 days, so 18 September."),
        (W, "en", "Probation: Tuesday 22 September. After probation: Wednesday 15 October."),
        (W, "en", "Probation: 22 September. After probation: 30 days later, so 14 October."),
        (W, "zh", "试用期9月22日；转正后30天，但国庆7天不计入通知期，顺延到10月22日。"),
        (W, "zh", "试用期按7个工作日算，9月23日（周三）；转正后10月15日（周四）。"),
        ], handbook="zhuhai"),
]
