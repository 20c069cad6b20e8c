"""heldout34, handbook part: three handbooks written for this set (in heldout34_handbooks/<folder>/handbook/) and
24 questions on them, 8 per handbook, 9 answers each (4 correct, 5 wrong), written by hand after reading each
call's real tool result (make_heldout34.py --part handbooks). Every case is "report".

Handbooks:
- shijiazhuang_steel (short "shijiazhuang"): 员工手册.txt of 石家庄冀华特殊钢, plain text with "一、" sections,
  "（一）" items and "１．" sub-items in 全角 digits, amounts also in 大写 (叁佰元整). 加班 150%/200%/300% on
  月基本工资÷21.75÷8; 四班三倒 中班15元/夜班30元 (夜班 capped 450元/月); 高温津贴 by post 300/200/120元 a month
  with pro rata under 10 days; 年休假 by 累计工龄 and 病假工资 by 连续工龄 (60/70/80/90%) with a floor of 1760元
  (80% of 2200); 工伤 24小时/48小时/30日; 抵押金 3000元 refunded by whole months of 36; notice 30日/3日.
- nanning_logistics (short "nanning"): yuangong_shouce.md of 南宁邕通物流, Markdown list items numbered 2.3.1,
  a two-level table (岗位 × 区域, 餐补/住宿), amounts as ¥60 / 120元 / 0.3万元. 出车 overtime (调休 within
  2 months, else 200% of 日工资; holidays 300%), trip and km allowances capped 0.3万元, night delivery 80/40元
  capped at 20 nights, 年假 statutory + company days capped 15, 病假 floor 1592元, 节油奖 6元/升 capped 0.15万元
  a quarter, traffic fines (report within 3 working days, else ¥100).
- macau_resort (short "macau"): lotus_bay_employee_handbook.html, English with bilingual headings, <table> and <ol>,
  MOP$ / MOP 1,800 / patacas and RMB for mainland staff; daily wage = monthly ÷ 30. Shift allowances (night capped
  MOP 1,800), typhoon signal 8 duty MOP 120/h (minimum 4 h) and stand-by MOP 40/h, obligatory holiday triple pay,
  annual leave 6 statutory + company days by band capped at 20 working days, sick pay bands 100% / 2/3 / 1/2,
  housing by grade (none for mainland dormitory residents: RMB 1,200 a year home-visit allowance), referral bonus in
  two parts (doubled for hard-to-fill posts), non-compete 50% a month, notice 30 days (7 in probation).

Forms: one-liners, tables, lists, long explanations; 元 / ¥ / RMB / 万元 / MOP / patacas, 150% / 1.5倍 / time and a half,
全角 and 中文数字, 大写 amounts, working days / 个工作日 / calendar days, hours / 小时. English answers also on the
Chinese handbooks and Chinese answers on the English one (about 40% English).
Errors (one per wrong answer): another band's value, a cap or floor not applied, a pro-rata slip, a boundary read the
wrong way, a wrong base (21.75 vs 30), arithmetic slips, wrong unit (calendar vs working days, 万元), an invented rule,
a neighbouring clause's figure, a wrong date or weekday.

Audit (handbook part): a blind re-read of all 216 answers against the three handbooks as they are (shijiazhuang .txt,
nanning .md, macau .html), the search hits really returned by make_heldout34.py --part handbooks, the arithmetic and
chinese_calendar (4/11, 4/18, 10/24 ordinary Saturdays; 10/10 a make-up workday; 9/25 中秋; add_workdays results).
Every correct answer relies only on retrieved clauses (no search words changed). Two answer texts changed, labels
kept: nanning 出车加班 correct answer "一共1400元（0.14万元）" now also says how it is computed (the question asks
怎么算); macau holiday/rest-day wrong answer (time and a half) no longer also denies the compensatory rest day, so it
carries one error. Final: 24 questions, 216 answers, 96 correct, 120 wrong (4/5 per question).
"""
from __future__ import annotations

from heldout4_cases import C, W, _d, _q, _s

HANDBOOKS = {"shijiazhuang": "shijiazhuang_steel", "nanning": "nanning_logistics", "macau": "macau_resort"}

HANDBOOK_CASES = [
    # ---------------- shijiazhuang_steel ----------------
    # Truth: 二（三）日工资＝4350÷21.75＝200元，小时工资25元；二（四）１．工作日6h×25×150%＝225；２．休息日未补休
    # 8h×25×200%＝400；３．法定节假日8h×25×300%＝600（不以补休代替）；合计1225元。10/24 is an ordinary Saturday (not the 10/10 make-up day).
    _d("2026-10-30", "我月基本工资4350元。这个月工作日晚上延时加班共6小时，10月24日（周六）加班8小时（没安排补休），"
       "10月1日国庆当天加班8小时。加班费一共多少？",
       [_q("加班工资标准 工作日 休息日 法定节假日 150% 200% 300%"),
        _q("加班工资计算基数 日工资＝月基本工资÷21.75 小时工资＝日工资÷8")],
       [(C, "zh", "小时工资＝4350÷21.75÷8＝25元。工作日6小时×25×150%＝225元；周六8小时×25×200%＝400元；"
                  "国庆8小时×25×300%＝600元。合计1225元。"),
        (C, "en", "Hourly rate: 4,350 ÷ 21.75 ÷ 8 = ¥25. Weekday evenings 6 h × 25 × 1.5 = ¥225; Saturday (no time "
                  "off in lieu) 8 h × 25 × 2 = ¥400; National Day 8 h × 25 × 3 = ¥600. Total ¥1,225."),
        (C, "zh", "| 类型 | 小时 | 倍数 | 金额 |\n|---|---|---|---|\n| 工作日延时 | ６ | １.５倍 | ２２５元 |\n"
                  "| 休息日（未补休） | ８ | ２倍 | ４００元 |\n| 国庆节 | ８ | ３倍 | ６００元 |\n"
                  "| 合计 | | | １２２５元（壹仟贰佰贰拾伍元整） |\n\n时薪按月基本工资÷２１．７５÷８＝２５元。"),
        (C, "en", "¥1,225 in total (225 + 400 + 600: time and a half, double and triple time on an hourly rate of ¥25)."),
        (W, "zh", "小时工资＝4350÷30÷8≈18.13元。工作日6×18.13×1.5≈163.13元，周六8×18.13×2≈290元，国庆8×18.13×3≈435元，"
                  "合计约888.13元。"),
        (W, "zh", "时薪25元：工作日225元，周六400元，国庆节8小时按200%算400元，一共1025元。"),
        (W, "en", "At ¥25 an hour: 225 + 400 + 600 = ¥1,325 altogether."),
        (W, "zh", "工作日225元、周六400元照发；10月1日的加班按规定先安排补休，不发加班费，所以这个月加班费一共625元。"),
        (W, "en", "Weekday overtime 6 × 25 × 1.5 = ¥225, Saturday 8 × 25 × 1.5 = ¥300 (rest-day work is also time and "
                  "a half), National Day 8 × 25 × 3 = ¥600; total ¥1,125."),
        ], handbook="shijiazhuang"),
    # Truth: 七（二）连续工龄3年→２．70%：2400×70%＝1680元；七（三）低于1760元（2200×80%）按1760元发放。
    # 累计工龄12年不适用（病假按连续工龄）。
    _d("2026-07-03", "我在本公司连续干了3年（之前在别的单位干过9年，累计工龄12年），月基本工资2400元，"
       "6月份整月病假，病假工资发多少？",
       [_q("病假工资 最低工资标准 80% 1760元"), _q("病假工资 连续工龄满2年不满5年 70%")],
       [(C, "zh", "按连续工龄3年算，属于满2年不满5年那档，70%：2400×70%＝1680元，低于石家庄最低工资2200元的80%（1760元），"
                  "所以按1760元发。"),
        (C, "en", "¥1,760. Sick pay goes by continuous service here (3 years → 70%), and 70% of 2,400 is only ¥1,680, "
                  "below the floor of 80% of the ¥2,200 Shijiazhuang minimum wage, so the floor of ¥1,760 applies."),
        (C, "zh", "壹仟柒佰陆拾元整（１７６０元）：本应按７０％发１６８０元，但不得低于１７６０元的保底。"),
        (C, "zh", "1760元。注意看的是在本公司的连续工龄（3年），不是累计工龄12年。"),
        (W, "zh", "连续工龄3年按70%：2400×70%＝1680元，6月病假工资就是1680元。"),
        (W, "zh", "病假工资按累计工龄12年算，属于满10年及以上，按90%：2400×90%＝2160元。"),
        (W, "en", "Three years of service falls in the 80% band, so 2,400 × 80% = ¥1,920, which is above the floor."),
        (W, "en", "70% of 2,400 = ¥1,680, below the floor; the floor is 80% of ¥2,200 = ¥1,780, so you get ¥1,780."),
        (W, "zh", "病假工资不得低于石家庄市最低工资标准2200元，1680元低于它，所以按2200元发放。"),
        ], handbook="shijiazhuang"),
    # Truth: 七（二）４．连续工龄满10年及以上→90%：5000×90%＝4500元（高于1760元保底）。正好10年属于“满10年”。
    _s("shijiazhuang", "病假工资 连续工龄满10年 90%",
       "我在咱们厂连续工龄正好满10年，月基本工资5000元，这个月整月病休，病假工资按多少发？",
       [(C, "zh", "连续工龄满１０年及以上按９０％：５０００×９０％＝４５００元。"),
        (C, "en", "Exactly 10 years counts as '满10年及以上', so 90%: ¥4,500 for the month."),
        (C, "zh", "4500元。正好10年已经进入“满10年及以上”一档（90%），不是“满5年不满10年”的80%。"),
        (C, "zh", "按百分之九十发，即四千五百元。"),
        (W, "zh", "正好10年还没超过10年，按“满5年不满10年”的80%算：5000×80%＝4000元。"),
        (W, "zh", "90%档：5000×90%＝4050元。"),
        (W, "en", "Sick pay is paid at the floor, 80% of the minimum wage: ¥1,760 a month whatever your service."),
        (W, "zh", "满10年按90%，但病假第一个月按100%全额发放，所以这个月发5000元，下个月起4500元。"),
        (W, "en", "Ten years of continuous service gives 70%, so ¥3,500 this month."),
        ]),
    # Truth: 六（一）累计工龄（含其他单位）满10年不满20年→10天；六（三）提前5个工作日申请；
    # add_workdays(2026-10-12, -5) → 最晚 2026-09-29（周二），10/1–10/7 国庆跳过，10/10（周六）调休上班计工作日。
    _d("2026-09-25", "我在别的单位干了7年，来咱们厂正好3年，累计工龄刚好10年。今年年休假几天？"
       "想从10月12日开始休，最晚哪天要交申请？",
       [_q("年休假 累计工龄 满10年 天数 提前申请"), ("add_workdays", {"date": "2026-10-12", "days": -5})],
       [(C, "zh", "年休假10天（累计工龄满10年不满20年）。要提前5个工作日申请，最晚9月29日（周二）提交；"
                  "10月1日—7日国庆放假不算工作日，10月10日（周六）调休上班算工作日。"),
        (C, "en", "10 days: cumulative service (other employers included) of exactly 10 years is in the 10–20 band. "
                  "Apply at least 5 working days ahead, i.e. by Tuesday 29 September 2026."),
        (C, "zh", "十天年假，申请最晚下周二（9/29）。"),
        (C, "zh", "1. 天数：按累计工龄，不是本厂工龄，满10年→10天。\n2. 申请：提前５个工作日，10月12日开始休的话最晚"
                  "２０２６年９月２９日交。"),
        (W, "zh", "你在本厂才3年，累计工龄刚到10年不算满，按5天；申请最晚9月29日（周二）。"),
        (W, "zh", "年休假10天；10月12日往前数5天，最晚10月7日提交就行。"),
        (W, "en", "10 days of annual leave; the application is due by Wednesday 30 September at the latest."),
        (W, "zh", "累计工龄10年，年休假15天；最晚9月29日（周二）提交申请。"),
        (W, "zh", "年休假10天，最晚9月29日（周三）提交申请。"),
        ], handbook="shijiazhuang"),
    # Truth: 三（二）中班15元/班、夜班30元/班、早班不发；三（三）夜班每月最高450元，中班不设上限。
    # 16夜班×30＝480→450；6中班×15＝90；合计540元。
    _d("2026-09-01", "我是四班三倒的，8月份因为顶班上了16个夜班、6个中班、4个早班，轮班津贴能拿多少？",
       [_q("四班三倒 夜班津贴 每月最高 上限"), _q("轮班津贴标准 中班每班15元 夜班每班30元")],
       [(C, "zh", "夜班16×30＝480元，超过每月450元上限，按450元；中班6×15＝90元（不设上限）；早班不发。合计540元。"),
        (C, "en", "¥540: night shifts 16 × 30 = 480, capped at ¥450 a month; middle shifts 6 × 15 = ¥90 with no cap; "
                  "morning shifts earn nothing."),
        (C, "zh", "| 班次 | 班数 | 标准 | 金额 |\n|---|---|---|---|\n| 夜班 | 16 | 30元 | 480元→封顶450元 |\n"
                  "| 中班 | 6 | 15元 | 90元 |\n| 早班 | 4 | 不发 | 0 |\n| 合计 | | | 540元（伍佰肆拾元整） |"),
        (C, "zh", "一共五百四十元（夜班封顶四百五十元，加中班九十元）。"),
        (W, "zh", "夜班16×30＝480元，中班6×15＝90元，合计570元。"),
        (W, "zh", "夜班480元加中班90元是570元，轮班津贴每月最高450元，所以拿450元。"),
        (W, "en", "Nights: capped at ¥450; middle shifts 6 × 30 = ¥180; total ¥630."),
        (W, "zh", "夜班封顶450元，中班90元，早班4×15＝60元，合计600元。"),
        (W, "en", "Night allowance is capped at ¥450 and middle shifts add ¥90, so ¥530 in all."),
        ], handbook="shijiazhuang"),
    # Truth: 四（二）２．机修等辅助生产岗位200元/月；四（三）出勤不满10天按实际出勤天数÷21.75折算：
    # 200×8÷21.75≈73.56元。
    _d("2026-08-05", "我是机修工，7月份病了大半个月，只出勤了8天，7月的高温津贴能发多少？",
       [_q("高温津贴 出勤不满10天 折算"), _q("高温津贴 按岗位分档 机修 辅助生产岗位 每人每月")],
       [(C, "zh", "机修属于辅助生产岗位，每月200元；7月出勤8天不满10天，要折算：200×8÷21.75≈73.56元。"),
        (C, "en", "About ¥73.56: the ancillary-post rate of ¥200 a month, pro-rated for 8 days' attendance "
                  "(200 × 8 ÷ 21.75) because you worked fewer than 10 days."),
        (C, "zh", "约７３.６元（贰佰元×８÷２１．７５）。"),
        (C, "zh", "1. 岗位档：机修、电修、运输＝200元/月（一线高温岗位才是300元）。\n2. 出勤8天＜10天，按天折算。\n"
                  "3. 200÷21.75×8＝73.56元。"),
        (W, "zh", "机修按一线高温岗位300元算，出勤不满10天折算：300×8÷21.75≈110.34元。"),
        (W, "zh", "出勤8天，高温津贴照发全额200元。"),
        (W, "en", "200 × 8 ÷ 30 ≈ ¥53.33 for July."),
        (W, "zh", "机修是辅助岗位，120元/月，折算后120×8÷21.75≈44.14元。"),
        (W, "en", "Pro-rated ancillary rate: 200 × 8 ÷ 21.75 ≈ ¥75.56."),
        ], handbook="shijiazhuang"),
    # Truth: 九（一）抵押金3000元、期限36个月；九（三）未满期离职无事故按整月数占36个月比例退还，不足整月不计，
    # 不发安全奖励：3000×20÷36≈1666.67元。
    _d("2026-11-20", "我是轧钢一线的，入职时交了安全风险抵押金，干了20个月零15天，现在辞职，一直没出过事故，抵押金能退多少？",
       [_q("安全风险抵押金 期未满离职 整月数 比例退还"), _q("一线岗位 入职缴纳安全风险抵押金 叁仟元 抵押期限36个月")],
       [(C, "zh", "抵押金3000元，期未满离职按整月数比例退：3000×20÷36≈1666.67元，零头15天不计，也不发安全奖励。"),
        (C, "en", "About ¥1,666.67: 20 whole months out of 36 of the ¥3,000 deposit; the extra 15 days don't count "
                  "and no safety award is paid when you leave before the 36 months are up."),
        (C, "zh", "可退壹仟陆佰陆拾陆元陆角柒分（１６６６.６７元）。"),
        (C, "zh", "按在岗整月数20个月算，20/36×3000≈1666.67元。"),
        (W, "zh", "20个月零15天按21个月算：3000×21÷36＝1750元。"),
        (W, "zh", "没出过事故就全额退还3000元。"),
        (W, "en", "Pro rata 3,000 × 20 ÷ 36 ≈ ¥1,666.67, and since you had no accident the safety award is paid on "
                  "top of it."),
        (W, "zh", "按20.5个月折算：3000×20.5÷36≈1708.33元。"),
        (W, "en", "3,000 × 20 ÷ 36 = ¥1,600 comes back to you."),
        ], handbook="shijiazhuang"),
    # Truth: 八（一）受伤职工或班组长24小时内向车间安全员报告。（二）车间48小时内书面报安全环保部，
    # （三）公司30日内申请工伤认定，（四）迟报罚班组长200元——都是相邻条款。
    _s("shijiazhuang", "工伤 受伤职工 班组长 报告 小时内",
       "我在轧钢车间被烫伤了，我或者班组长要在多长时间内上报？报给谁？",
       [(C, "zh", "24小时内，由你本人或班组长向车间安全员报告。"),
        (C, "en", "Within 24 hours — you or your team leader report it to the workshop safety officer."),
        (C, "zh", "二十四小时内报车间安全员；之后车间要在４８小时内书面报安全环保部，这一步不用你来报。"),
        (C, "zh", "要在24小时内报车间安全员，隐瞒不报或迟报的要罚班组长200元。"),
        (W, "zh", "48小时内向车间安全员报告即可。"),
        (W, "en", "You have 30 days: report it to the Shijiazhuang social insurance office."),
        (W, "zh", "24小时内直接书面报告公司安全环保部。"),
        (W, "zh", "发生工伤后12小时内要向车间安全员报告。"),
        (W, "en", "Report within 24 hours to the workshop safety officer; late reporting costs the team leader ¥500."),
        ]),
    # ---------------- nanning_logistics ----------------
    # Truth: 1.2 日工资＝4350÷21.75＝200元；2.3.1 休息日出车调休须在2个月内休完；2.3.2 因公司原因未调休按日工资200%：
    # 4/11、4/18 两个周六到6/20均已过2个月→2×200×200%＝800元；2.3.3 法定节假日（5/1）按300%＝600元；合计1400元。
    _d("2026-06-20", "我是驾驶员，基本工资4350元。4月11日、4月18日两个周六出车，车队一直排不开，到今天也没安排调休；"
       "另外5月1日劳动节也出车一天。这些出车加班费怎么算？",
       [_q("出车加班 休息日 调休 2个月 日工资 200% 法定节假日 300%"),
        _q("基本工资 日工资 = 基本工资 ÷ 21.75 小时工资")],
       [(C, "zh", "日工资＝4350÷21.75＝200元。两个周六出车已超过2个月、因公司原因没调休，按日工资200%：2×200×2＝800元；"
                  "5月1日按300%：600元。合计1400元。"),
        (C, "en", "Daily wage 4,350 ÷ 21.75 = ¥200. The two Saturdays are past the 2-month window for time off, through the "
                  "company's fault, so each is paid at double: ¥800; Labour Day at triple: ¥600. Total ¥1,400."),
        (C, "zh", "| 日期 | 类型 | 倍数 | 金额 |\n|---|---|---|---|\n| 4/11 | 休息日（未调休） | 2倍 | ¥400 |\n"
                  "| 4/18 | 休息日（未调休） | 2倍 | ¥400 |\n| 5/1 | 法定节假日 | 3倍 | ¥600 |\n| 合计 | | | ¥1,400 |"),
        (C, "zh", "一共1400元（0.14万元）：两个周六按日工资200%各400元，劳动节按300%计600元。"),
        (W, "zh", "休息日出车的调休期限是3个月，两个周六现在还能补休，不发钱；只发5月1日的300%，即600元。"),
        (W, "zh", "日工资＝4350÷30＝145元：两个周六2×145×2＝580元，劳动节145×3＝435元，合计1015元。"),
        (W, "zh", "日工资200元：周六2×200×200%＝800元，劳动节按200%＝400元，合计1200元。"),
        (W, "en", "The Saturdays are paid at time and a half (2 × 200 × 1.5 = ¥600) and Labour Day at triple (¥600): "
                  "¥1,200 in all."),
        (W, "en", "800 + 600 = ¥1,500 for the three days."),
        ], handbook="nanning"),
    # Truth: 3.1.1 区内短途每趟¥60：10×60＝600；3.1.2 区外长途每趟120元＋每公里0.3元：12×120＝1440，4000×0.3＝1200；
    # 3.1.3 合计不超过0.3万元：3240→3000元。
    _s("nanning", "出车补贴 区内短途 区外长途 每公里 里程补贴 每月合计上限",
       "我是驾驶员，这个月跑了10趟区内短途、12趟区外长途，区外累计4000公里。出车补贴加里程补贴能拿多少？",
       [(C, "zh", "短途10×60＝600元，长途12×120＝1440元，里程4000×0.3＝1200元，合计3240元，超过每月0.3万元上限，"
                  "按3000元发。"),
        (C, "en", "¥3,000. 600 + 1,440 + 1,200 = ¥3,240, but trip and mileage allowances together are capped at "
                  "0.3万元 (¥3,000) a month."),
        (C, "zh", "封顶三千元：按标准算是３２４０元，超出的２４０元不发。"),
        (C, "en", "Capped: RMB 3,000 (uncapped it would be RMB 3,240)."),
        (W, "zh", "600＋1440＋1200＝3240元，全额发放。"),
        (W, "zh", "合计3240元，每月上限0.3万元即300元，所以只能拿300元。"),
        (W, "zh", "区外每趟120元已经包含里程，不另算每公里补贴：600＋1440＝2040元。"),
        (W, "en", "The monthly cap is 0.15万元, so although the total is ¥3,240 you get ¥1,500."),
        (W, "zh", "区外长途也按每趟60元：600＋720＋1200＝2520元，没超上限。"),
        ]),
    # Truth: 3.2.1 满2小时每晚80元；3.2.3 每月最多计发20晚：22晚→20×80＝1600元。
    _s("nanning", "夜间配送补贴 每晚 满2小时 每月最多",
       "我上个月有22个晚上做夜间配送，每次都超过2小时，夜间配送补贴多少？",
       [(C, "zh", "每晚80元，但每月最多计发20晚：20×80＝1600元。"),
        (C, "en", "¥1,600 — 80 a night, but only 20 nights a month are paid."),
        (C, "zh", "0.16万元（按20晚封顶，多出的2晚不计）。"),
        (C, "en", "Nights with at least 2 hours of work earn ¥80 each; the monthly limit is 20 nights, so 20 × 80 = "
                  "¥1,600 rather than 22 × 80 = ¥1,760."),
        (W, "zh", "22×80＝1760元。"),
        (W, "zh", "封顶20晚，每晚按40元：20×40＝800元。"),
        (W, "zh", "22×80＝1760元，夜间配送补贴每月最高1500元，所以发1500元。"),
        (W, "en", "20 nights × ¥80 = ¥1,800."),
        (W, "en", "The 20-night limit is per quarter, not per month, so you get all 22 × 80 = ¥1,760."),
        ]),
    # Truth: 3.3 表：驾驶员 区内其他地市 餐补¥50/天、住宿0.015万元（150元）/晚；3.5 住宿费标准内实报实销，超出自理：
    # 餐补2×50＝100＋住宿150＝250元（发票180元，超出30元自理）。
    _d("2026-06-15", "我是驾驶员，去柳州（区内其他地市）送货出差2天住1晚，酒店发票180元，差旅补贴能报多少？",
       [_q("差旅补贴 按岗位和区域 餐补 住宿"), _q("住宿费凭发票 标准内实报实销 超出标准部分自理")],
       [(C, "zh", "餐补2天×50元＝100元；住宿标准0.015万元即150元/晚，发票180元只能报150元，超出30元自理。合计250元。"),
        (C, "en", "¥250: meals 2 × ¥50 = ¥100, lodging reimbursed up to ¥150 a night (0.015万元); the other ¥30 of "
                  "the hotel bill is yours."),
        (C, "zh", "| 项目 | 标准 | 金额 |\n|---|---|---|\n| 餐补 | ¥50/天 × 2天 | ¥100 |\n| 住宿 | 0.015万元/晚 × 1晚 | ¥150 |\n"
                  "| 合计 | | ¥250 |"),
        (C, "zh", "一共二百五十元。"),
        (W, "zh", "餐补100元，住宿按发票实报180元，合计280元。"),
        (W, "zh", "餐补2×80＝160元，住宿0.02万元＝200元，合计360元。"),
        (W, "en", "Meals 2 × 50 = 100 and lodging 0.015万元 = ¥15, so ¥115."),
        (W, "zh", "餐补按住宿晚数算，只有1天50元，加住宿150元，共200元。"),
        (W, "en", "¥100 for meals plus ¥150 for the hotel: ¥260 in total."),
        ], handbook="nanning"),
    # Truth: 4.1.1 累计18年→法定10天；4.1.2 本公司7年→+7天；4.1.3 合计不超过15天→15天；4.1.4 提前5个工作日：
    # add_workdays(2026-10-14, -5) → 最晚 2026-10-08（周四），10/10（周六）调休上班计工作日。
    _d("2026-09-24", "我累计工作18年，在咱们公司连续干了7年，今年年假一共几天？想10月14日开始休，最晚哪天在OA上提交？",
       [_q("年假 累计工作年限 福利年假 合计不超过 提前5个工作日"), ("add_workdays", {"date": "2026-10-14", "days": -5})],
       [(C, "zh", "法定年假10天＋福利年假7天＝17天，但合计不超过15天，所以今年15天。10月14日开始休，最晚10月8日（周四）"
                  "在OA提交（10月10日周六调休上班算工作日）。"),
        (C, "en", "15 days (10 statutory + 7 company days = 17, capped at 15). Submit in OA by Thursday 8 October 2026."),
        (C, "zh", "年假十五天；申请最晚10/8（周四）。"),
        (C, "zh", "1. 法定：满10年不满20年→10天\n2. 福利：本公司每满1年加1天→7天\n3. 上限15天→15天\n"
                  "4. 提前5个工作日：最晚2026年10月8日提交"),
        (W, "zh", "10＋7＝17天年假；最晚10月8日（周四）提交。"),
        (W, "zh", "年假15天；10月10日是周六休息日，不算工作日，所以最晚要9月30日提交。"),
        (W, "en", "15 days of leave; the application must reach OA by Friday 9 October."),
        (W, "zh", "累计18年按满10年不满20年算10天，加福利7天后封顶15天；往前数5个日历天，最晚10月9日提交。"),
        (W, "en", "Statutory 15 days (18 years' service) plus 7 company days, capped at 15: 15 days; submit by 8 October "
                  "(Thursday)."),
        ], handbook="nanning"),
    # Truth: the handbook has no 话费/通讯补贴 rule (the search finds nothing relevant): correct answers say so.
    _s("nanning", "话费补贴 通讯补贴 手机",
       "公司给驾驶员发手机话费补贴吗？每月多少？",
       [(C, "zh", "员工手册里没有话费或通讯补贴的规定，查不到这项补贴，具体可以问一下人力资源部。"),
        (C, "en", "The handbook says nothing about a phone or communication allowance, so I can't give you an amount."),
        (C, "zh", "手册未涉及话费补贴，没有相关条款。"),
        (C, "en", "There's no such rule in the employee handbook — please check with HR."),
        (W, "zh", "驾驶员每月有100元话费补贴，随工资发放。"),
        (W, "en", "Drivers get a ¥150 a month phone allowance; warehouse and office staff don't."),
        (W, "zh", "话费凭发票实报实销，每月最高0.02万元。"),
        (W, "zh", "没有单独的话费补贴，手册规定话费已经包含在每趟¥60的出车补贴里。"),
        (W, "en", "Yes: RMB 50 a month, paid with the following month's wages."),
        ]),
    # Truth: 6.2 每节约1升奖励6元：280×6＝1680元；6.3 每季度最高0.15万元→1500元；6.1 季度结束后次月随工资发放。
    _s("nanning", "节油奖 季度 每节约1升 最高",
       "我第三季度节油280升，期间没有违章记分和事故，节油奖能拿多少？什么时候发？",
       [(C, "zh", "280×6＝1680元，超过每季度0.15万元上限，按1500元；季度结束后的次月（10月）随工资发放。"),
        (C, "en", "¥1,500: 280 litres × ¥6 = ¥1,680, capped at 0.15万元 (¥1,500) a quarter; paid with wages in the "
                  "month after the quarter ends, i.e. October."),
        (C, "zh", "封顶壹仟伍佰元（１５００元），三季度结束后次月随工资发。"),
        (C, "zh", "1500元（0.15万元封顶），季度结束的下个月跟工资一起发。"),
        (W, "zh", "280×6＝1680元，季度结束后次月随工资发放。"),
        (W, "zh", "280×6＝1680元，每季度最高0.15万元即150元，所以只有150元，次月随工资发。"),
        (W, "zh", "每季度最多按200升计奖：200×6＝1200元，季度结束后次月随工资发放。"),
        (W, "en", "¥1,500 (the quarterly cap), paid in January together with the year-end bonus."),
        (W, "zh", "本季度发1500元，超出的180元顺延到第四季度一起发。"),
        ]),
    # Truth: 7.1 个人原因（超速）罚款本人承担；7.3 收到通知后3个工作日内报告车队，逾期每次另扣¥100；
    # add_workdays(2026-09-29, 3) → 2026-10-09（周五），国庆10/1–10/7跳过。
    _d("2026-09-29", "我今天收到一张超速罚单通知。罚款谁出？最晚哪天要报告车队？晚报了会怎样？",
       [_q("交通违法 罚款 承担 收到通知 3个工作日内 报告"), ("add_workdays", {"date": "2026-09-29", "days": 3})],
       [(C, "zh", "超速属于个人原因，罚款你自己承担；要在3个工作日内报告车队，最晚10月9日（周五），国庆7天假不算；"
                  "逾期未报每次另扣100元。"),
        (C, "en", "Speeding is your own fault, so you pay the fine. Report it to the fleet office within 3 working days, "
                  "by Friday 9 October 2026 (the National Day break is skipped); a late report costs an extra ¥100."),
        (C, "zh", "本人出；最晚10/9（周五）报车队；晚报每次再扣¥100。"),
        (C, "en", "You pay; deadline Fri 9 Oct; missing it means another RMB 100 deducted."),
        (W, "zh", "罚款由公司承担；最晚10月9日（周五）报告车队，逾期每次扣100元。"),
        (W, "zh", "罚款本人承担；收到通知后3天内报告，最晚10月2日；逾期每次扣100元。"),
        (W, "zh", "罚款自己出；3个工作日内报告，最晚10月8日（周四）；逾期另扣100元。"),
        (W, "en", "You pay the fine; report by Friday 9 October; a late report costs an extra ¥200."),
        (W, "zh", "罚款本人承担，最晚10月9日（周四）报告车队，逾期每次另扣100元。"),
        ], handbook="nanning"),
    # ---------------- macau_resort ----------------
    # Truth: 2.2 stand-by at home MOP 40/h: 3×40＝120, stops when called in; 2.1 duty MOP 120/h; 2.4 minimum 4 h per
    # call-in: 2.5 h → 4×120＝480. Total MOP 600.
    _s("macau", "typhoon signal 8 stand-by duty allowance per hour minimum 4 hours",
       "Typhoon Signal 8 was up yesterday: I was on stand-by at home for 3 hours, then got called in and worked 2.5 hours "
       "before the signal was lowered. What typhoon pay do I get on top of my salary?",
       [(C, "en", "MOP 600: stand-by 3 h × MOP 40 = MOP 120, then duty paid for the 4-hour minimum (not 2.5 h) at MOP 120 "
                  "= MOP 480."),
        (C, "en", "- Stand-by: 3 × MOP$40 = MOP$120\n- Duty: minimum 4 hours × MOP$120 = MOP$480\n- Total: MOP$600"),
        (C, "zh", "共600澳門元：在家待命3小時×40＝120，返工當值不足4小時也按最少4小時×120＝480。"),
        (C, "en", "600 patacas in all."),
        (W, "en", "Stand-by 3 × 40 = MOP 120 plus duty 2.5 × 120 = MOP 300: MOP 420."),
        (W, "en", "Both stand-by and duty are paid at MOP 120 an hour: 3 × 120 + 4 × 120 = MOP 840."),
        (W, "zh", "待命3小時×40＝120，當值按黑雨標準每小時60、最少4小時＝240，合共MOP 360。"),
        (W, "en", "MOP 120 + MOP 480 = MOP 620."),
        (W, "zh", "待命同樣最少計4小時：4×40＝160，加當值4×120＝480，共MOP 640。"),
        ]),
    # Truth: preamble daily wage＝15,000÷30＝500; 3.2 obligatory holiday triple: 3×500＝1,500 (extra 2 days' wage);
    # 1.3 weekly rest day 2×daily＝1,000 plus one compensatory rest day. Together MOP 2,500.
    _d("2026-02-20", "My monthly basic salary is MOP 15,000. This month I worked on Lunar New Year's Day (an obligatory "
       "holiday) and on one of my weekly rest days. What am I paid for those two days?",
       [_q("obligatory public holiday triple pay weekly rest day"), _q("daily wage = monthly basic salary ÷ 30 hourly wage")],
       [(C, "en", "Daily wage is 15,000 ÷ 30 = MOP 500. Lunar New Year's Day: triple pay, 3 × 500 = MOP 1,500. Rest day: "
                  "2 × 500 = MOP 1,000 plus a compensatory rest day. MOP 2,500 for the two days."),
        (C, "en", "| Day | Rate | Pay |\n|---|---|---|\n| Lunar New Year (obligatory) | 3 × daily wage | MOP 1,500 |\n"
                  "| Weekly rest day | 2 × daily wage + 1 day off | MOP 1,000 |\n| Total | | MOP 2,500 |"),
        (C, "zh", "日薪＝15,000÷30＝500澳門元。年初一三倍：1,500；休息日兩倍：1,000，另補休一天。兩天共2,500澳門元。"),
        (C, "en", "MOP 2,500 (1,500 for the holiday at triple pay, 1,000 for the rest day at double pay) and you also get "
                  "one compensatory rest day."),
        (W, "en", "Daily wage 15,000 ÷ 21.75 ≈ MOP 689.66: holiday 3 × 689.66 ≈ 2,068.97, rest day 2 × 689.66 ≈ 1,379.31; "
                  "about MOP 3,448.28 plus a day off."),
        (W, "en", "Both days are paid at double: 2 × 500 + 2 × 500 = MOP 2,000, plus a compensatory rest day."),
        (W, "zh", "年初一開工可以選擇補假一天代替額外薪酬；休息日兩倍1,000澳門元並補休一天。"),
        (W, "en", "1,500 for the holiday and 1,000 for the rest day: MOP 2,000 in total, plus a day off."),
        (W, "en", "Holiday: 3 × 500 = MOP 1,500. Rest day: time and a half, 1.5 × 500 = MOP 750, plus a compensatory "
                  "rest day. Total MOP 2,250."),
        ], handbook="macau"),
    # Truth: 1 table night MOP$90, afternoon MOP$45, morning nil; 1.2 night capped MOP 1,800 a month, afternoon no cap:
    # 22×90＝1,980→1,800; 4×45＝180; total MOP 1,980.
    _s("macau", "night shift allowance afternoon shift per shift cap per month",
       "This month I worked 22 night shifts and 4 afternoon shifts. How much shift allowance do I get?",
       [(C, "en", "MOP 1,980: nights 22 × 90 = 1,980, capped at MOP 1,800; afternoons 4 × 45 = MOP 180 (no cap)."),
        (C, "zh", "夜班22×90＝1,980，超過每月1,800上限，按1,800；中班4×45＝180，不設上限。合共MOP 1,980。"),
        (C, "en", "1. Night: 22 × MOP$90 = MOP$1,980 → cap MOP$1,800\n2. Afternoon: 4 × MOP$45 = MOP$180\n"
                  "3. Total: MOP$1,980"),
        (C, "en", "1,980 patacas (the night part is held to the 1,800 cap)."),
        (W, "en", "22 × 90 + 4 × 45 = MOP 2,160."),
        (W, "en", "22 × 90 + 4 × 45 = MOP 2,160, but shift allowances are capped at MOP 1,800 a month, so MOP 1,800."),
        (W, "zh", "夜班封頂1,800，中班每班90：4×90＝360，合共MOP 2,160。"),
        (W, "en", "Night shifts capped at MOP 1,600, plus afternoons MOP 180: MOP 1,780."),
        (W, "zh", "夜班封頂1,800加中班180，共MOP 1,880。"),
        ]),
    # Truth: 4 table "10 years and above": 6 statutory + 16 company = 22; 4.1 counted in working days, total capped at
    # 20 working days → 20 working days. Exactly 10 years is in the "10 years and above" band.
    _s("macau", "annual leave completed years of service statutory company days maximum",
       "I completed exactly 10 years of service with the resort today. How much annual leave do I get for this leave year?",
       [(C, "en", "20 working days: the 10-years-and-above band gives 6 statutory + 16 company days = 22, but the total is "
                  "capped at 20 working days."),
        (C, "zh", "20個工作日（法定6天＋公司16天＝22天，超過20個工作日上限）。"),
        (C, "en", "Twenty working days — the cap, since 6 + 16 = 22 exceeds it."),
        (C, "zh", "滿10年屬於「10 years and above」一檔，6＋16＝22天，封頂20個工作日。"),
        (W, "en", "6 statutory + 16 company days = 22 working days."),
        (W, "en", "Exactly 10 years is still the 5-to-under-10 band: 6 + 12 = 18 working days."),
        (W, "en", "You get 20 calendar days: 6 + 16 = 22, capped at 20."),
        (W, "zh", "10年以上有16天公司年假，即16個工作日。"),
        (W, "en", "This year you get the 6 statutory days only; the 16 company days of the 10-year band start next year."),
        ]),
    # Truth: preamble/5.2 daily wage＝12,000÷30＝400; 5 table days 1–6 at 100%: 6×400＝2,400; days 7–10 at 2/3:
    # 4×400×2/3≈1,066.67. Total ≈ MOP 3,466.67.
    _s("macau", "sick leave pay days 1-6 100% days 7-30 2/3 daily wage",
       "My monthly basic salary is MOP 12,000 and I've just had 10 certified sick days, my first this year. What sick pay "
       "do I get?",
       [(C, "en", "Daily wage 12,000 ÷ 30 = MOP 400. Days 1–6 at full pay: 6 × 400 = MOP 2,400. Days 7–10 at two-thirds: "
                  "4 × 400 × 2/3 ≈ MOP 1,066.67. Total ≈ MOP 3,466.67."),
        (C, "zh", "日薪400澳門元：首6天全薪2,400，第7至10天按三分之二共約1,066.67，合共約MOP 3,466.67。"),
        (C, "en", "| Days | Rate | Pay |\n|---|---|---|\n| 1–6 | 100% | MOP 2,400 |\n| 7–10 | 2/3 | MOP 1,066.67 |\n"
                  "| Total | | MOP 3,466.67 |"),
        (C, "en", "About 3,467 patacas."),
        (W, "en", "Daily wage 12,000 ÷ 21.75 ≈ 551.72: 6 × 551.72 + 4 × 551.72 × 2/3 ≈ MOP 4,781.61."),
        (W, "en", "All 10 days are within the paid allowance at full pay: 10 × 400 = MOP 4,000."),
        (W, "zh", "首6天全薪2,400，第7至10天按一半：4×200＝800，共MOP 3,200。"),
        (W, "en", "2,400 + 1,066.67 = MOP 3,566.67."),
        (W, "zh", "只有首6天有薪：6×400＝MOP 2,400，第7天起無薪。"),
        ]),
    # Truth: 8.1 Grade 8+ up to 6 months; 8.2 50% of last monthly basic salary per month: 20,000×6＝120,000;
    # 8.3 waiver within 7 days → nothing paid.
    _s("macau", "non-competition compensation 50% monthly basic salary months",
       "我是8級經理，離職後要遵守6個月競業限制，最後月基本工資MOP 40,000。度假村一共要付我多少補償？",
       [(C, "zh", "每月付最後月基本工資的50%，即20,000澳門元，6個月共MOP 120,000。"),
        (C, "en", "MOP 120,000: 50% of MOP 40,000 = MOP 20,000 for each of the 6 months."),
        (C, "zh", "共十二萬澳門元（每月兩萬）；但如果度假村在你最後工作日起7天內書面放棄限制，就不用付。"),
        (C, "en", "120,000 patacas in total, unless the resort waives the restriction in writing within 7 days of your "
                  "last working day."),
        (W, "zh", "按最後月基本工資全數計：40,000×6＝MOP 240,000。"),
        (W, "en", "50% of 40,000 = MOP 20,000 in total for the restriction period."),
        (W, "zh", "每月20,000，6個月120,000，但補償總額上限為MOP 100,000，所以共100,000。"),
        (W, "en", "MOP 20,000 a month for 6 months = MOP 120,000, unless the resort waives it within 30 days."),
        (W, "zh", "競業補償最長只付3個月：20,000×3＝MOP 60,000。"),
        ]),
    # Truth: 7.4 hard-to-fill (chefs) doubled to 6,000, same stages and proportions (1/3 : 2/3): 2,000 after probation,
    # 4,000 after 12 months; 7.5 referrer must still be employed on each payment date.
    _s("macau", "referral bonus two parts probation 12 months hard-to-fill",
       "I referred a chef who was hired and has just passed probation. How much referral bonus do I get now, and later?",
       [(C, "en", "Chefs are hard-to-fill, so the bonus is doubled to 6,000 patacas: 2,000 now (after probation) and "
                  "4,000 once he completes 12 months — as long as you're still employed on each payment date."),
        (C, "zh", "廚師屬難招職位，獎金加倍至6,000澳門元：過試用期先發2,000，滿12個月再發4,000。"),
        (C, "en", "- Now: MOP 2,000\n- After 12 months of service: MOP 4,000\n- Total: MOP 6,000 (double the usual 3,000)"),
        (C, "en", "2,000 patacas now and 4,000 later."),
        (W, "en", "1,000 patacas now and 2,000 when he completes 12 months."),
        (W, "en", "The doubled bonus is 6,000 patacas, paid in two equal halves: 3,000 now and 3,000 after 12 months."),
        (W, "zh", "6,000澳門元在他過試用期後一次過發放。"),
        (W, "zh", "現在發4,000澳門元，滿12個月再發2,000。"),
        (W, "en", "MOP 2,000 now and MOP 4,000 once he has completed 6 months."),
        ]),
    # Truth: 6.1 mainland non-resident workers in the staff dormitory get no housing allowance; instead a home-visit
    # travel allowance of RMB 1,200 a year, in two equal parts (RMB 600) in January and July.
    _s("macau", "housing allowance grade non-resident mainland dormitory home-visit RMB",
       "我是內地來的外僱員工，5級，住員工宿舍，每月住屋津貼有多少？",
       [(C, "zh", "住員工宿舍的內地外僱員工不發住屋津貼；改為每年人民幣1,200元探親交通津貼，1月和7月各發600元。"),
        (C, "en", "None — mainland non-resident staff living in the dormitory don't get the housing allowance. You get a "
                  "home-visit travel allowance of RMB 1,200 a year instead, paid as RMB 600 in January and July."),
        (C, "zh", "沒有住屋津貼（4–6級的MOP 3,000不適用於住宿舍的內地員工），只有每年1,200元人民幣探親津貼，分兩次發。"),
        (C, "en", "Housing allowance: nil. Home-visit allowance: RMB 1,200/year (2 × RMB 600)."),
        (W, "zh", "5級屬4–6級，每月住屋津貼MOP 3,000。"),
        (W, "zh", "不發住屋津貼，但每月有人民幣1,200元探親交通津貼。"),
        (W, "en", "No housing allowance; instead a home-visit allowance of RMB 1,200 a year, paid in one go in January."),
        (W, "en", "No housing allowance; you get a home-visit travel allowance of RMB 600 a year."),
        (W, "zh", "住宿舍的員工住屋津貼減半：5級MOP 3,000的一半，即每月MOP 1,500。"),
        ]),
]
