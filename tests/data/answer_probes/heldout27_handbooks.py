"""The handbook part of heldout27: three handbooks written for this set, 24 questions on them (8 each), 9 answers per
question (4 correct, 5 wrong), written by hand after reading each call's real search (and date tool) results.

Handbooks (tests/data/answer_probes/heldout27_handbooks/<folder>/handbook/):
- dhaka_knitwear ("dhaka"): a Chinese knitwear factory in Ashulia, Dhaka; a Chinese plain-text handbook with
  "第一部分 总则" parts (not read as headings) and clauses 1.1, 1.2 ...; taka written ৳18,500 / Tk / BDT 18,500.00 /
  1.85万塔卡 and lakh grouping (Tk 1,25,000); 人民币 for Chinese staff; gross = basic + 50% rent + ৳750 + ৳450 + ৳1,250,
  overtime 2x basic/208, leave 1 day per 18 days worked (cap 40), festival bonus 2 x 50% of basic after exactly 1 year,
  production bonus ৳300 per full 1,000 pieces (cap ৳3,000), injury medical cap Tk 1,25,000, home leave for Chinese
  staff requested 10 working days ahead on the head-office (Chinese) calendar.
- cairo_cement_works ("cairo"): a Chinese cement works near Cairo; an English text PDF (make_cairo_cement_pdf.py) with
  "Section N" bold headings and clauses 3.2 with paragraphs (a)/(b)/(c); EGP / E£ / LE / pounds / 1.2万埃及镑 for
  Egyptian staff, US$ for expatriates; hourly = basic/30/8; overtime 135% day / 170% night / 200% rest day; dust
  allowance E£85 a shift (cap E£1,800) or US$4 (cap US$80); leave 21 working days, 30 from 10 years or age 50; sick
  pay 75% days 1-90, 85% days 91-180; gratuity half a month a year for 5 years, one month after (cap 12 months);
  notice 2 months, 3 from 10 years; leave of 6+ days requested 15 calendar days ahead.
- tbilisi_wine_logistics ("tbilisi"): a Chinese wine-logistics firm in Georgia; a bilingual Word handbook
  (make_tbilisi_docx.py; each Chinese clause followed by its English text) with Heading 1 chapters and a per-diem
  table; ₾2,400 / GEL / lari / 2 400 ₾ and 人民币; hourly = basic/160, overtime 125% (weekend too, or time off 1:1);
  per diem GEL 60 in Georgia, US$80 abroad, first and last days 50%; probation 6 months at 80%, notice 3 calendar
  days in probation and 1 month after; harvest bonus 15% of basic in Sep/Oct (floor ₾300, cap ₾700); leave 24
  working days, 2 a complete month in the joining year; claims within 10 working days on the Chinese head-office calendar.

Forms: one-liners, tables, lists, long explanations; ৳ / Tk / BDT / 塔卡 / 万塔卡 / lakh, EGP / E£ / LE / pounds / 埃及镑,
₾ / GEL / lari / 拉里, US$ / 美元 / 人民币, 135% / 1.35倍, 中文数字, days / working days / calendar days / 个工作日, weeks /
months / hours. About 40% English answers, some Chinese answers on the English handbook.
Errors (one per wrong answer): another band's value, currencies confused (Egyptian pounds vs sterling, lari vs
dollars, taka vs RMB), a cap or floor not applied, a pro-rata or rounding slip, a boundary read the wrong way, the
wrong base (gross vs basic), arithmetic slips (a lakh grouping misread), the wrong unit (calendar vs working days,
weeks vs months), an invented rule, a right number with a wrong rule, a wrong date or weekday.
Every case is "report" (counted only).

Audit (handbook part): every one of the 216 answers checked on its own against the handbook text (the .txt and the
two builders), the search hits really retrieved, the arithmetic and, for the two deadline cases, the add_workdays
results on the 2026 calendar. No label changed. Searches widened where a correct answer relied on a clause the search
had not returned: the Cairo overtime case gets a third query ("night hours shifts": 2.3 night hours 19:00-07:00 and
2.2 shift times, behind "14:00-16:00 is day hours"); the Cairo notice query adds "pay in lieu" (8.2, used by a correct
answer and by the wrong "cannot pay in lieu" one); the Cairo leave-request query adds "Friday rest day" (2.1, behind
"a Sunday, which is a normal working day"); the Cairo year-end-bonus query adds "annual increase" (3.6, so the wrong
"7% bonus" and "5% increase" answers are visibly wrong). Answer text: Cairo overtime, the one-line correct answer now
states its reading (3.2(c) pays every rest-day hour at 200%, so all 8 Friday hours count; the natural reading, since
2.4's 2-hour limit restricts overtime, not the pay for hours worked, and 2.4 is not retrieved); the wrong "£935"
answer now says "sterling", since the handbook's "pounds" means Egyptian pounds and a bare £ could be read that way.
Final counts: 24 questions, 216 answers, 96 correct, 120 wrong."""
from __future__ import annotations

from heldout4_cases import C, W, _d, _q, _s

HANDBOOKS = {"dhaka": "dhaka_knitwear", "cairo": "cairo_cement_works", "tbilisi": "tbilisi_wine_logistics"}

HANDBOOK_CASES = [
    # dhaka 2.1: gross = basic 7,800 + rent 3,900 (50%) + 750 + 450 + 1,250 = ৳14,150.
    _d("2026-06-15", "我是4级挡车工，基本工资 BDT 7,800，每月总工资（gross）是多少？",
       [_q("孟方员工月总工资构成 房租津贴 医疗津贴 交通津贴 伙食津贴")], [
           (C, "zh", "月总工资 = 7,800 + 3,900（房租津贴，基本工资的50%）+ 750 + 450 + 1,250 = ৳14,150。"),
           (C, "en", "Your gross is Tk 14,150 a month: basic 7,800, house rent 3,900 (50% of basic), medical 750, "
                     "conveyance 450 and food 1,250."),
           (C, "zh", "| 项目 | 金额 |\n|---|---|\n| 基本工资 | ৳7,800 |\n| 房租津贴（50%） | ৳3,900 |\n| 医疗津贴 | ৳750 |\n"
                     "| 交通津贴 | ৳450 |\n| 伙食津贴 | ৳1,250 |\n| **月总工资** | **৳14,150** |"),
           (C, "zh", "约1.415万塔卡，即 BDT 14,150.00（基本工资加一半房租津贴，再加医疗、交通、伙食三项固定津贴共2,450塔卡）。"),
           (W, "zh", "月总工资 = 7,800 + 3,900 + 750 + 450 + 1,250 = ৳14,510。"),
           (W, "en", "House rent is 40% of basic, so: 7,800 + 3,120 + 750 + 450 + 1,250 = Tk 13,370 gross a month."),
           (W, "zh", "按手册2.1计算，你的月总工资为人民币14,150元（基本7,800 + 房租3,900 + 医疗750 + 交通450 + 伙食1,250）。"),
           (W, "en", "Gross = basic + 50% house rent + 750 + 450 + 1,250, which comes to Tk 1,41,500 a month."),
           (W, "en", "Basic 7,800 + house rent 3,900 + medical 750 + conveyance 450 = Tk 12,900 gross."),
       ], handbook="dhaka"),
    # dhaka 2.3 / 3.2 / 3.3: hourly 8,320 / 208 = 40, OT 2x = 80; 10 h weekday 800 + 8 h Friday 640 = ৳1,440,
    # plus a compensatory day off within 3 days of the Friday.
    _d("2026-06-15", "我基本工资 ৳8,320，本月平日加班共10小时，周五休息日又上了8小时班。加班费一共多少？周五那天还有别的待遇吗？",
       [_q("加班工资 基本小时工资 2倍"), _q("周五休息日上班 加班 补休")], [
           (C, "zh", "基本小时工资 8,320 ÷ 208 = ৳40，加班按2倍即每小时 ৳80。平日10小时 ৳800，周五8小时 ৳640，共 ৳1,440；"
                     "周五上班还须在其后3天内给你补休一天。"),
           (C, "en", "Tk 1,440 in total (18 hours × Tk 80, i.e. 2 × 8,320/208), and because you worked the Friday rest "
                     "day you also get a compensatory day off within 3 days."),
           (C, "zh", "1. 小时工资：৳8,320 ÷ 208 = ৳40\n2. 加班费率：2倍 → ৳80/小时（平日和周五相同）\n"
                     "3. 平日：10 × 80 = ৳800\n4. 周五：8 × 80 = ৳640\n合计 ৳1,440，另在3天内补休一天。"),
           (C, "en", "Overtime is paid on basic, not gross: 8,320 ÷ 208 = 40 an hour, doubled to 80. Weekday 10 h = "
                     "BDT 800.00, Friday 8 h = BDT 640.00, total BDT 1,440.00. The Friday also earns one day off in lieu, "
                     "to be given within the following three days."),
           (W, "zh", "加班按总工资算：总工资 ৳14,930 ÷ 208 ≈ ৳71.78，2倍约 ৳143.56/小时，18小时约 ৳2,584；周五另在3天内补休一天。"),
           (W, "zh", "平日10小时按2倍 ৳800；周五休息日按3倍，8 × ৳120 = ৳960，合计 ৳1,760，并在3天内补休一天。"),
           (W, "en", "Overtime is time and a half: 8,320/208 = 40, × 1.5 = 60, so 18 h × 60 = Tk 1,080, plus a day off "
                     "within 3 days for the Friday."),
           (W, "zh", "加班费 ৳1,440（18小时 × ৳80）；周五上班的，公司须在一周内安排补休一天。"),
           (W, "en", "18 hours at Tk 80 (2 × 8,320 ÷ 208) = Tk 1,340, and you get a compensatory day off within 3 days."),
       ], handbook="dhaka"),
    # dhaka 5.1: joined 2025-05-20, bonus paid 2026-05-20 = the 12-month day, counts as 1 year -> 50% of 7,400 = ৳3,700.
    _s("dhaka", "节日奖金 满1年 基本工资50%",
       "我2025年5月20日入职，基本工资 Tk 7,400。公司今天发宰牲节节日奖金，我能拿吗？拿多少？", [
           (C, "zh", "能拿。今天正好入职满12个月，按手册当日即视为满1年；奖金为基本工资的50%，即 ৳3,700。"),
           (C, "en", "Yes — today is your 12-month anniversary, which counts as 1 year, so you get 50% of Tk 7,400 = Tk 3,700."),
           (C, "zh", "可以领取，三千七百塔卡（7,400 × 50%）。"),
           (C, "en", "Eligible. The rule is 1 year of continuous service on the payment day, and the day you complete "
                     "12 months counts. Festival bonus = half of basic = BDT 3,700.00 (about 0.37万塔卡)."),
           (W, "zh", "今天才刚到一年，要超过满1年才发，所以这次宰牲节奖金你拿不到，下次开斋节才有。"),
           (W, "zh", "未满1年前的部分按比例折算：入职11个多月，约 ৳3,392；今天满1年，可领 ৳3,700 中的按比例部分 ৳3,392。"),
           (W, "en", "Yes, you qualify. The festival bonus is 50% of gross: (7,400 + 3,700 + 2,450) × 50% = Tk 6,775."),
           (W, "en", "Yes, you qualify today, and the bonus is Tk 3,470 (half of your 7,400 basic)."),
           (W, "zh", "能拿，节日奖金每次为一个月基本工资，即 ৳7,400。"),
       ], today="2026-05-20"),
    # dhaka 4.1: 286 days / 18 = 15 (fraction dropped); 35 + 15 = 50 > cap 40 -> balance 40.
    _s("dhaka", "年休假 每出勤18天 累积上限",
       "去年我出勤286天，之前已经攒了35天年休假没休。今年新增几天？累计余额最多多少？", [
           (C, "zh", "286 ÷ 18 = 15余16，零头不计，新增15天；但累积上限40天，35 + 15 = 50 超过上限，余额按40天计。"),
           (C, "en", "You earn 15 days (286/18, the remainder dropped), but the balance is capped at 40 days, so you end "
                     "up with 40, not 50."),
           (C, "zh", "- 新增：十五天\n- 原有：三十五天\n- 上限：四十天\n- 余额：40天（超出部分不能再累积）"),
           (C, "en", "15 new days; accumulated leave cannot exceed 40 days, so your total is 40 days."),
           (W, "zh", "286 ÷ 18 ≈ 15.9，四舍五入新增16天；累积上限40天，余额为40天。"),
           (W, "en", "You earn 15 days, and with your 35 days saved the balance is 50 days."),
           (W, "zh", "新增15天，余额本应50天，超出上限40天的10天按日总工资折现发给你。"),
           (W, "zh", "新增15天；累积上限为30天，所以余额只有30天。"),
           (W, "en", "Leave is 1 day per 20 days worked: 286/20 = 14 days; with 35 saved that is 49, capped at 40."),
       ]),
    # dhaka 5.2: 4,750 above target -> 4 full thousands x ৳300 = ৳1,200; 12,300 -> 12 x 300 = 3,600 -> cap ৳3,000.
    _s("dhaka", "生产奖金 每超出1,000件 上限",
       "本月我超出目标4,750件，生产奖金多少？如果下个月超出12,300件呢？", [
           (C, "zh", "本月 4 × ৳300 = ৳1,200（750件零头不计）；下月 12 × ৳300 = ৳3,600，超过每月上限，只发 ৳3,000。"),
           (C, "en", "This month Tk 1,200 (4 full thousands × 300); next month 12 × 300 = 3,600, capped at Tk 3,000."),
           (C, "zh", "| 月份 | 超出件数 | 计奖千件数 | 奖金 |\n|---|---|---|---|\n| 本月 | 4,750 | 4 | ৳1,200 |\n"
                     "| 下月 | 12,300 | 12 | ৳3,000（封顶） |"),
           (C, "en", "BDT 1,200 now and BDT 3,000 next month: each full 1,000 pieces over target pays 300, the "
                     "remainder under 1,000 earns nothing, and the bonus is capped at 3,000 a month."),
           (W, "zh", "按比例算：4.75 × 300 = ৳1,425；下月 12.3 × 300 = 3,690，封顶 ৳3,000。"),
           (W, "en", "Tk 1,200 this month and Tk 3,600 next month (12 × 300)."),
           (W, "zh", "4,750件按5个千件计，৳1,500；下月12个千件 ৳3,600，封顶 ৳3,000。"),
           (W, "zh", "本月人民币1,200元，下月封顶人民币3,000元。"),
           (W, "en", "4 × 300 = Tk 1,200; next month 12 × 300 = Tk 3,600, which is under the monthly cap of Tk 30,000, "
                     "so you get it all."),
       ]),
    # dhaka 6.2: cap Tk 1,25,000 = 125,000 per accident; on 1,60,000 the company pays 125,000, the other 35,000
    # is handled under the labour law's injury compensation rules.
    _s("dhaka", "工伤医疗费 每次事故最高",
       "我工伤住院医疗费花了 Tk 1,60,000，公司报销多少？剩下的怎么办？", [
           (C, "zh", "每次事故公司最高承担 Tk 1,25,000（十二万五千塔卡）；超出的 Tk 35,000 按劳动法工伤赔偿规定处理。"),
           (C, "en", "The company pays up to Tk 1,25,000 (125,000) per accident; the remaining 35,000 goes under the labour "
                     "law's injury compensation rules."),
           (C, "zh", "1.6 lakh 中公司付1.25 lakh（৳125,000），其余 ৳35,000 按《劳动法》工伤赔偿处理。"),
           (C, "en", "Capped: BDT 125,000 paid by the company, BDT 35,000 above the cap handled under the Labour Act."),
           (W, "zh", "手册上限是 Tk 12,50,000，你的 Tk 1,60,000 在上限内，全部由公司报销。"),
           (W, "zh", "公司报 Tk 1,25,000，超出的 Tk 45,000 按劳动法工伤赔偿规定处理。"),
           (W, "en", "The company pays Tk 125,000; anything above the cap you pay yourself."),
           (W, "zh", "公司每次事故最高报销人民币125,000元，你的费用在范围内。"),
           (W, "en", "The cap is Tk 12,500 per accident, so the company pays 12,500 and the rest falls under the "
                     "injury compensation rules."),
       ]),
    # dhaka 4.7 + add_workdays(2026-10-09, -10): latest 2026-09-19 (Sat, not a workday; on a workday 09-18 Fri);
    # 中秋 09-25 and 国庆 10-01..07 skipped, 09-20 (Sun) a make-up workday.
    _d("2026-09-14", "我是中方外派员工，想10月9日出发回国探亲，最晚哪天要在OA上提交申请？",
       [_q("中方员工探亲假 提前申请"), ("add_workdays", {"date": "2026-10-09", "days": -10})], [
           (C, "zh", "探亲假须提前10个工作日（按国内总部日历）申请：最晚9月19日（周六）提交；若要在工作日提交，则是9月18日（周五）。"),
           (C, "en", "At least 10 working days ahead on the head-office calendar in China: by Saturday 19 September 2026 "
                     "(or Friday 18 September if it must be a working day). Mid-Autumn (25 Sep) and National Day "
                     "(1–7 Oct) are skipped, and Sunday 20 Sep counts as a make-up working day."),
           (C, "zh", "最晚2026/9/19（星期六）；稳妥起见可在9/18（星期五）前交。期间中秋、国庆放假不计，9月20日周日调休上班计入。"),
           (C, "en", "Latest: Sat 19 Sep (Fri 18 Sep if you want a working day)."),
           (W, "zh", "提前10个工作日，只扣周末不算节假日：最晚9月25日（周五）提交。"),
           (W, "zh", "提前10天即可：10月9日往前10天，9月29日（周二）前提交。"),
           (W, "en", "The latest day is Sunday 19 September 2026."),
           (W, "en", "Submit by Monday 21 September 2026, 10 working days before 9 October on the China calendar."),
           (W, "zh", "最晚9月19日（周六）提交（工作日则9月18日）；探亲假每次25天，含路程。"),
       ], handbook="dhaka"),
    # dhaka: no paternity leave clause (4.5 is maternity, 16 weeks for women with 6 months' service).
    _s("dhaka", "陪产假 paternity leave 男员工",
       "我老婆下个月生孩子，孟方男员工有几天陪产假？", [
           (C, "zh", "手册里没有陪产假的规定，只有女员工16周的产假（第4.5条）。具体请向人事部确认。"),
           (C, "en", "The handbook has no paternity leave for men; it only covers 16 weeks' maternity leave for women. "
                     "Please ask HR."),
           (C, "zh", "查不到陪产假条款，手册未规定男员工陪产假天数。"),
           (C, "en", "Not covered — no clause on paternity leave in this handbook."),
           (W, "zh", "孟方男员工享有陪产假10天，全薪。"),
           (W, "en", "Fathers get the same 16 weeks of paid leave as mothers under clause 4.5."),
           (W, "zh", "陪产假为女员工产假的一半，即8周。"),
           (W, "zh", "手册没有陪产假；作为参考，女员工产假是16个月（产前8个月、产后8个月）。"),
           (W, "en", "There is no paternity leave in the handbook; maternity leave (16 weeks) needs 1 year of service."),
       ]),
    # cairo 1.3 / 2.2 / 2.3 / 3.2(a)(c): hourly 12,000/30/8 = 50; 14:00-16:00 is day hours (night = 19:00-07:00)
    # -> 2 x 67.50 = 135; Friday rest day 8 x 100 = 800 (3.2(c): every hour worked; 2.4's 2-hour daily limit,
    # not retrieved, does not cut that pay) + a replacement rest day within the next week; total EGP 935.
    _d("2026-06-15", "My basic wage is EGP 12,000. On Monday I stayed 2 hours after my A shift (14:00-16:00) and I worked "
       "8 hours on Friday, my rest day. What overtime do I get?",
       [_q("overtime rates day hours rest day"), _q("hourly rate monthly basic wage divided"), _q("night hours shifts")], [
           (C, "en", "Hourly rate 12,000/30/8 = EGP 50. Monday 2 h × 135% = EGP 135; Friday 8 h × 200% = EGP 800. "
                     "Total EGP 935, plus a replacement rest day within the following week."),
           (C, "zh", "时薪 = 12,000 ÷ 30 ÷ 8 = 50埃及镑。周一14–16点属白天，按1.35倍：2 × 67.5 = 135；周五休息日按2倍："
                     "8 × 100 = 800。合计935埃及镑，另在其后一周内补一个休息日。"),
           (C, "en", "| Day | Hours | Rate | Pay |\n|---|---|---|---|\n| Mon 14:00-16:00 | 2 | 135% (LE 67.50) | LE 135 |\n"
                     "| Fri (rest day) | 8 | 200% (LE 100) | LE 800 |\n| Total | | | LE 935 |\nYou also get a "
                     "replacement rest day within the next week."),
           (C, "en", "E£935 in all (3.2(c) pays every hour worked on the rest day at 200%, so all 8 Friday hours count) — and a "
                     "day off in place of the Friday."),
           (W, "en", "Hourly rate EGP 50. Monday is overtime after a shift, so 170%: 2 × 85 = 170; Friday 8 × 100 = 800. "
                     "Total EGP 970, plus a replacement rest day."),
           (W, "en", "You'll receive £935 sterling (2 h at 135% = £135, 8 h at 200% = £800) and a replacement rest day."),
           (W, "zh", "时薪50埃及镑；周一2小时 × 1.35倍 = 135；周五也按1.35倍：8 × 67.5 = 540。合计675埃及镑。"),
           (W, "en", "Overtime is on basic plus the LE 1,200 meal allowance: 13,200/240 = 55 an hour. Monday 2 × 74.25 = "
                     "148.50, Friday 8 × 110 = 880; total LE 1,028.50 and a replacement rest day."),
           (W, "zh", "周一 2 × 67.5 = 135埃及镑，周五 8 × 100 = 800埃及镑，共953埃及镑，另补休一天。"),
       ], handbook="cairo"),
    # cairo 5.2(a)(b) + 1.3: daily 9,000/30 = 300; day 90 at 75% = 225; day 100 at 85% = 255.
    _s("cairo", "sick pay 75% 85% days 91 to 180 daily basic wage",
       "My basic wage is E£ 9,000 and I have been on certified sick leave since early March. What is my daily sick pay "
       "on day 90 and on day 100?", [
           (C, "en", "Daily basic wage 9,000/30 = E£300. Day 90 is still in the first band: 75% = E£225. Day 100 is in "
                     "days 91–180: 85% = E£255."),
           (C, "zh", "日工资 = 9,000 ÷ 30 = 300埃及镑。第90天按75%：225埃及镑；第100天按85%：255埃及镑。"),
           (C, "en", "- Day 90: LE 225 (75%)\n- Day 100: LE 255 (85%)"),
           (C, "zh", "第九十天：EGP 225；第一百天：EGP 255（第91天起由75%升到85%，都以日基本工资300镑为基数）。"),
           (W, "en", "Day 90 is already in the second band: both day 90 and day 100 are paid at 85% = E£255."),
           (W, "en", "On basic plus the LE 1,200 meal allowance: 10,200/30 = 340 a day, so day 90 LE 255 and day 100 LE 289."),
           (W, "zh", "前90天按85%，之后按75%：第90天255埃及镑，第100天225埃及镑。"),
           (W, "en", "Day 90: 75% of 300 = E£225; day 100: 85% of 300 = E£265."),
           (W, "zh", "日工资300镑（英镑）：第90天225英镑，第100天255英镑。"),
       ]),
    # cairo 4.2: 30 working days from the day 10 years are completed (2016-03-01 -> 2026-03-01), age irrelevant.
    _s("cairo", "annual leave 30 working days 10 years of service age 50",
       "I joined on 1 March 2016, so today I complete exactly 10 years. I'm 44. Is my annual leave 21 or 30 days now?", [
           (C, "en", "30 working days, from today: the long-service rate starts on the day you complete 10 years, and "
                     "being under 50 does not matter."),
           (C, "zh", "从今天起是30个工作日——满10年当日即适用，年龄是否满50岁不影响（两者满足其一即可）。"),
           (C, "en", "Thirty working days. 4.2 says whoever completes 10 years on a given day is on 30 days from that day."),
           (C, "zh", "三十个工作日（原为21个工作日）。"),
           (W, "en", "Still 21 days: you need more than 10 years, so the 30-day rate starts after today."),
           (W, "en", "You now get 30 calendar days of annual leave."),
           (W, "zh", "满10年后年假为25个工作日。"),
           (W, "en", "30 working days — but only because the 30-day rate needs both 10 years of service and age 50, "
                     "which you meet."),
           (W, "zh", "仍是21个工作日：30天只给年满50岁的员工，你44岁不符合。"),
       ], today="2026-03-01"),
    # cairo 7.1: 7 years on EGP 12,000: 5 x 0.5 + 2 x 1 = 4.5 months = EGP 54,000 (under the 12-month cap).
    _s("cairo", "end-of-service gratuity half a month first 5 years",
       "I am leaving after exactly 7 years. My last basic wage is EGP 12,000. How much end-of-service gratuity?", [
           (C, "en", "4.5 months' basic: 5 years × 0.5 = 2.5 months plus 2 years × 1 = 2 months, so EGP 54,000."),
           (C, "zh", "前5年每年半个月（2.5个月），后2年每年1个月（2个月），共4.5个月 × 12,000 = 5.4万埃及镑。"),
           (C, "en", "E£54,000 (well under the 12-month cap of E£144,000)."),
           (C, "zh", "1. 前五年：5 × 0.5 × 12,000 = 30,000\n2. 第六、七年：2 × 1 × 12,000 = 24,000\n合计 LE 54,000。"),
           (W, "en", "Half a month per year: 7 × 0.5 = 3.5 months = EGP 42,000."),
           (W, "zh", "每年一个月基本工资：7 × 12,000 = 84,000埃及镑。"),
           (W, "en", "5 × 0.5 + 2 × 1 = 4.5 months, 4.5 × 12,000 = EGP 56,000."),
           (W, "en", "4.5 months of your wage including the LE 1,200 meal allowance: 4.5 × 13,200 = LE 59,400."),
           (W, "zh", "4.5个月 × 12,000 = 54,000美元。"),
       ]),
    # cairo 3.4: Egyptian 22 x 85 = 1,870 -> cap E£1,800; expatriate 22 x 4 = 88 -> cap US$80.
    _s("cairo", "dust allowance kiln area per shift monthly cap",
       "In March I worked 22 shifts in the kiln area, each with at least 4 hours there. What dust allowance do I get, "
       "and what does my Chinese expatriate colleague get for the same 22 shifts?", [
           (C, "en", "You: 22 × E£85 = E£1,870, capped at E£1,800. Your expatriate colleague: 22 × US$4 = US$88, capped at US$80."),
           (C, "zh", "你：22班 × 85埃及镑 = 1,870，超过每月上限，按1,800埃及镑发；外派同事：22 × 4美元 = 88，按上限80美元发。"),
           (C, "en", "| Staff | Calculation | Paid |\n|---|---|---|\n| Egyptian | 22 × LE 85 = 1,870 | LE 1,800 (cap) |\n"
                     "| Expatriate | 22 × US$4 = 88 | US$80 (cap) |"),
           (C, "zh", "都封顶：你1,800埃及镑，同事80美元。"),
           (W, "en", "You get E£1,870 (22 × 85) and your colleague US$80 (capped)."),
           (W, "zh", "你1,800埃及镑；外派同事按80埃及镑封顶。"),
           (W, "en", "22 × 85 = E£1,780, under the cap, so you get E£1,780; your colleague gets US$80."),
           (W, "zh", "你封顶1,800埃及镑；同事22 × 4 = 88美元。"),
           (W, "en", "You get E£1,800 (capped); expatriates get no dust allowance."),
       ]),
    # cairo 8.1 / 8.2: exactly 10 years -> 3 months' written notice; the company may pay in lieu.
    _s("cairo", "notice period resignation 10 years of service pay in lieu",
       "I completed exactly 10 years of service last week and want to resign. How much notice do I have to give?", [
           (C, "en", "3 months' written notice — the 3-month period applies from 10 years of service."),
           (C, "zh", "需提前三个月书面通知（满10年即适用3个月）；公司也可以用基本工资代替部分或全部通知期。"),
           (C, "en", "Three months, in writing."),
           (C, "zh", "3个月。未满10年是2个月，你已满10年。"),
           (W, "en", "2 months' written notice; the 3-month period is only for service beyond 10 years."),
           (W, "zh", "需提前3周书面通知。"),
           (W, "en", "3 months' written notice, and the company cannot pay you in lieu of notice."),
           (W, "zh", "提前1个月书面通知即可。"),
           (W, "en", "90 working days' notice in writing."),
       ]),
    # cairo 4.3 / 2.1: leave of 6+ days needs 15 calendar days -> 20 Jul 2026 - 15 = Sunday 5 July 2026 (a working
    # day: the week is Saturday to Thursday).
    _s("cairo", "annual leave request in advance calendar days Friday rest day",
       "I want 8 days of annual leave starting Monday 20 July 2026. What is the latest date I can put in my request?", [
           (C, "en", "Leave of 6 days or more needs 15 calendar days' notice, so request it by Sunday 5 July 2026."),
           (C, "zh", "6天以上的年假须提前15个日历日申请：最晚2026年7月5日（星期日）。"),
           (C, "en", "5 Jul 2026 (a Sunday, which is a normal working day at the works)."),
           (C, "zh", "7月5号（周日）前提交。"),
           (W, "en", "15 working days before 20 July: request by Monday 29 June 2026."),
           (W, "en", "Request by Monday 5 July 2026."),
           (W, "zh", "最晚2026年7月6日提交。"),
           (W, "en", "Leave of 6 days or more needs 10 calendar days' notice: by Friday 10 July 2026."),
           (W, "zh", "10天以内的年假不需要提前申请，当天申请即可。"),
       ]),
    # cairo: no year-end bonus / 13th month for Egyptian staff in the handbook (7.4 is an expatriate completion
    # bonus, 3.6 a 7% annual increase).
    _s("cairo", "年终奖 第十三个月工资 13th month bonus annual increase",
       "埃方员工有没有年终奖或者第十三个月工资？", [
           (C, "zh", "手册里没有年终奖或第十三个月工资的规定。搜到的7.4条是外派员工的合同完成奖（每年US$1,500），不适用于埃方员工。"),
           (C, "en", "No — the handbook has no year-end bonus or 13th-month pay for Egyptian staff."),
           (C, "zh", "没有找到相关规定，手册未提年终奖。"),
           (C, "en", "Not in the handbook. (The US$1,500-a-year completion bonus in 7.4 is only for expatriates.)"),
           (W, "zh", "有，按7.4条每年发放1,500美元的奖金。"),
           (W, "en", "Yes, Egyptian staff receive a 13th-month salary in December."),
           (W, "zh", "年终奖为基本工资的7%，每年7月1日发放。"),
           (W, "zh", "手册没有年终奖；不过埃方员工每年7月1日基本工资上调5%。"),
           (W, "en", "There is no year-end bonus for Egyptian staff; only the expatriate completion bonus of E£1,500 a year."),
       ]),
    # tbilisi 1.4 / 3.2 / 3.3: hourly 2,400/160 = 15, 125% = 18.75; 4 h weekday + 4 h Saturday = 8 h (the weekly
    # limit) x 18.75 = ₾150 (or the Saturday hours as time off 1:1 instead of pay).
    _d("2026-06-15", "我月基本工资 ₾2,400，这周平日加班4小时，周六又加班4小时，加班费多少？",
       [_q("加班 125% 周六 周日 补休"), _q("小时工资 月基本工资 ÷ 160")], [
           (C, "zh", "小时工资 2,400 ÷ 160 = 15拉里，加班按125%即18.75拉里/小时；周六同样是125%。8小时 × 18.75 = ₾150。"
                     "周六那4小时也可以选择按1:1补休，不拿加班费。"),
           (C, "en", "GEL 150: 8 hours × 18.75 (125% of 2,400/160 = 15). Saturday is paid at the same 125%."),
           (C, "zh", "- 平日：4 × 18.75 = 75拉里\n- 周六：4 × 18.75 = 75拉里\n- 合计：150拉里"),
           (C, "en", "150 lari (₾75 weekday + ₾75 Saturday), or take the Saturday's 4 hours back as time off instead."),
           (W, "zh", "平日4 × 18.75 = 75；周六按200%：4 × 30 = 120；合计 ₾195。"),
           (W, "en", "Hourly rate is 2,400/168 ≈ 14.29, × 125% ≈ 17.86, so 8 h ≈ ₾142.86."),
           (W, "zh", "加班按150%：15 × 1.5 = 22.5，8小时共180拉里。"),
           (W, "en", "US$150 (8 h at 125% of the hourly rate of 15)."),
           (W, "zh", "平日75拉里；周六如选补休，按1:1.25补休5小时。"),
       ], handbook="tbilisi"),
    # tbilisi 5.1 table + 5.2: Baku (Azerbaijan) US$80; 5 days = 3 x 80 + 2 x 40 = US$320.
    _d("2026-06-15", "下周去巴库出差5天（含出发日和返回日），每日补贴一共多少？",
       [_q("每日补贴 per diem 表 出差地"), _q("出发日 返回日 50%")], [
           (C, "zh", "阿塞拜疆按每天80美元：中间3天全额240美元，出发日和返回日各半天40美元，共320美元。"),
           (C, "en", "US$320: three full days at US$80 plus the departure and return days at 50% (US$40 each). Hotels "
                     "are reimbursed separately up to US$120 a night."),
           (C, "zh", "| 日期 | 标准 | 金额 |\n|---|---|---|\n| 第1天（出发） | 50% | $40 |\n| 第2–4天 | 100% | $240 |\n"
                     "| 第5天（返回） | 50% | $40 |\n| 合计 | | **US$320** |"),
           (C, "en", "320 US dollars in per diem."),
           (W, "zh", "5天 × 80美元 = 400美元。"),
           (W, "en", "GEL 320 (3 × 80 + 2 × 40)."),
           (W, "zh", "按每天60拉里：3 × 60 + 2 × 30 = 240拉里。"),
           (W, "en", "Only the return day is halved: 4 × 80 + 40 = US$360."),
           (W, "zh", "3 × 80 + 2 × 40 = 300美元。"),
       ], handbook="tbilisi"),
    # tbilisi 2.1: confirmed GEL 2,800 -> probation pay 80% = ₾2,240 a month for 6 months.
    _s("tbilisi", "试用期工资 80%",
       "我是新来的叉车司机，转正工资 GEL 2,800，试用期拿多少？试用期多长？", [
           (C, "zh", "试用期6个月，工资为转正工资的80%：2,800 × 80% = ₾2,240/月。"),
           (C, "en", "GEL 2,240 a month (80% of 2,800) for a 6-month probation."),
           (C, "zh", "六个月，每月二千二百四十拉里。"),
           (C, "en", "- Probation: 6 months\n- Pay: 80% → 2 240 ₾ per month"),
           (W, "zh", "试用期6个月，工资为转正工资的70%，即 ₾1,960。"),
           (W, "en", "2,800 × 80% = GEL 2,420 a month for 6 months."),
           (W, "zh", "试用期6周，每月 ₾2,240。"),
           (W, "en", "RMB 2,240 a month during a 6-month probation."),
           (W, "zh", "试用期3个月，工资按80%即 ₾2,240。"),
       ]),
    # tbilisi 6.1 / 6.2 / 2.1: probation operator (confirmed 2,400) -> probation pay 1,920; 15% = 288 < floor -> ₾300.
    _d("2026-08-20", "I'm a warehouse operator still on probation (my confirmed salary will be ₾2,400). What harvest bonus do "
       "I get for September?",
       [_q("收获季奖金 基本工资15% 不低于 不超过"), _q("试用期工资")], [
           (C, "en", "On probation the bonus is worked on your probation pay: 80% × 2,400 = ₾1,920, 15% = ₾288, which is "
                     "below the ₾300 floor — so you get ₾300 (provided you are not absent more than 3 working days)."),
           (C, "zh", "试用期工资 2,400 × 80% = 1,920拉里，15%为288拉里，低于每月保底300拉里，所以9月发 ₾300。"),
           (C, "en", "GEL 300 — the minimum, since 15% of your GEL 1,920 probation pay is only GEL 288."),
           (C, "zh", "300拉里（保底）。"),
           (W, "en", "15% of your probation pay of ₾1,920 = ₾288."),
           (W, "zh", "收获季奖金按转正工资算：2,400 × 15% = ₾360。"),
           (W, "en", "The harvest bonus is a flat ₾700 a month in September and October."),
           (W, "zh", "试用期员工按50%发放，即保底300拉里的一半，₾150。"),
           (W, "en", "US$300 — the floor, since 15% of 1,920 is 288."),
       ], handbook="tbilisi"),
    # tbilisi 4.1: joined 2026-04-01 -> 9 complete months in 2026 x 2 = 18 working days.
    _s("tbilisi", "入职当年年休假 折算 每满1个月",
       "I joined on 1 April 2026. How many days of annual leave do I get for 2026?", [
           (C, "en", "18 working days: in the year you join you get 2 working days per complete month, and April to "
                     "December is 9 complete months."),
           (C, "zh", "入职当年按每满1个月2个工作日折算：4月至12月共9个月，18个工作日。"),
           (C, "en", "9 × 2 = 18 working days (the full 24 starts from 2027)."),
           (C, "zh", "十八个工作日。"),
           (W, "en", "24 working days — the full annual entitlement."),
           (W, "zh", "18个日历日。"),
           (W, "en", "8 complete months × 2 = 16 working days."),
           (W, "zh", "每满1个月3个工作日：9 × 3 = 27，封顶24个工作日。"),
           (W, "en", "18 working days, but you can only start taking leave after 11 months of service."),
       ]),
    # tbilisi 5.4 + add_workdays(2026-09-25, 10): 10 working days on the Chinese head-office calendar -> 2026-10-15 (Thu);
    # 国庆 10-01..07 skipped, Saturday 10-10 a make-up workday; late per diem is not paid.
    _d("2026-09-25", "我今天出差回来，差旅费最晚哪天要提交报销？逾期会怎样？",
       [_q("差旅费报销期限 工作日"), ("add_workdays", {"date": "2026-09-25", "days": 10})], [
           (C, "zh", "出差结束后10个工作日内（按国内总部工作日历）：最晚10月15日（周四）。期间国庆放假不计，10月10日周六调休上班计入。"
                     "逾期提交的，每日补贴不予发放。"),
           (C, "en", "By Thursday 15 October 2026 — 10 working days on the China head-office calendar (National Day "
                     "1–7 Oct skipped, Sat 10 Oct counted as a make-up day). Late claims lose the per diem."),
           (C, "zh", "2026/10/15（星期四）前；晚了每日补贴就不发了。"),
           (C, "en", "Deadline 15 Oct (Thu); after that the per diem is not paid."),
           (W, "zh", "10个工作日，按周一至周五算：最晚10月9日（周五）；逾期每日补贴不予发放。"),
           (W, "en", "Within 10 days of the trip: by Monday 5 October 2026; late claims lose the per diem."),
           (W, "zh", "最晚10月15日（周五）；逾期每日补贴不发。"),
           (W, "en", "By Friday 16 October 2026 (National Day skipped); the per diem is lost if you are late."),
           (W, "zh", "最晚10月15日（周四）；逾期的只扣住宿费，每日补贴照发。"),
       ], handbook="tbilisi"),
    # tbilisi 2.1 / 2.2: month 4 of a 6-month probation -> 3 calendar days' written notice.
    _d("2026-06-15", "I'm in the fourth month of my probation and want to quit. How much notice do I have to give?",
       [_q("试用期内 任何一方 提前3个日历日 解除劳动合同"), _q("试用期 6个月")], [
           (C, "en", "3 calendar days' written notice: probation lasts 6 months, so you are still in it, and during "
                     "probation either side can end the contract on 3 calendar days' notice."),
           (C, "zh", "你仍在6个月试用期内，只需提前3个日历日书面通知。"),
           (C, "en", "Three calendar days, in writing (the 1-month notice only applies after probation)."),
           (C, "zh", "提前三天（日历日）书面通知即可。"),
           (W, "en", "1 month's written notice."),
           (W, "zh", "试用期内须提前3个工作日书面通知。"),
           (W, "en", "3 weeks' written notice during probation."),
           (W, "zh", "试用期内辞职不需要任何通知，当天就可以走。"),
           (W, "en", "Probation is 3 months, so you are past it and must give 1 month's written notice."),
       ], handbook="tbilisi"),
    # tbilisi: no night-shift premium in the handbook (search finds nothing relevant).
    _s("tbilisi", "night shift premium night work allowance",
       "What is the night-shift premium for warehouse work at Rustavi?", [
           (C, "en", "The handbook has no night-shift premium; the search found no clause on it. Please check with HR."),
           (C, "zh", "手册里没有夜班津贴或夜班加成的规定，建议向人事部门确认。"),
           (C, "en", "Not covered by the handbook: it has no night-shift premium."),
           (C, "zh", "没有查到相关条款，手册未规定夜班补贴。"),
           (W, "en", "Night work is paid with a 25% premium on the hourly rate."),
           (W, "zh", "夜班按加班标准125%计发。"),
           (W, "en", "There is a night allowance of GEL 20 per night shift."),
           (W, "zh", "夜班按小时工资的150%支付。"),
           (W, "en", "The handbook has no night premium, but overtime is paid at 150% of the hourly rate."),
       ]),
]
