"""Writes tbilisi_wine_logistics/handbook/tbilisi_wine_logistics_handbook.docx (heldout27, python-docx): a Chinese
wine-logistics firm's bilingual Georgian handbook, each Chinese clause followed by its English text, Heading 1 chapters
and a Word table of per-diem rates by destination. Re-run only to regenerate:

    PYTHONPATH=. python tests/data/answer_probes/heldout27_handbooks/make_tbilisi_docx.py
"""
from pathlib import Path

import docx

d = docx.Document()
d.add_paragraph("丝路酒业物流（格鲁吉亚）有限公司员工手册 / Silk Road Wine Logistics Georgia LLC Staff Handbook", style="Title")
d.add_paragraph("2026年版，2026年1月1日起施行。Edition 2026, effective 1 January 2026.")


def H(title):
    d.add_heading(title, level=1)


def C(zh, en):
    d.add_paragraph(zh)
    d.add_paragraph(en)


H("第一章 总则 / Chapter 1 General")
C("1.1 适用范围：本手册适用于公司在第比利斯总部、鲁斯塔维保税仓和泰拉维（卡赫季）收货站工作的全体员工。",
  "Scope: this handbook applies to all staff at the Tbilisi head office, the Rustavi bonded warehouse and the Telavi "
  "(Kakheti) receiving station.")
C("1.2 币种：格方员工的工资、补贴和奖金以格鲁吉亚拉里（GEL，符号₾）计发；中方派驻员工的工资以人民币计发并在国内发放，"
  "本手册中以拉里表示的工资标准不适用于中方员工，差旅补贴（第五章）除外。",
  "Currency: Georgian staff are paid in Georgian lari (GEL, ₾). Chinese seconded staff are paid in RMB in China; the "
  "lari pay rates in this handbook do not apply to them, except the travel allowances in Chapter 5.")
C("1.3 工资标准：仓库操作员起薪 2 400 ₾/月，叉车司机 GEL 2,800/月，报关员 3,200 lari/月，均为税前金额。",
  "Pay rates: warehouse operators start at ₾2,400 a month, forklift drivers at GEL 2,800 and customs declarants at "
  "3,200 lari, all before income tax.")
C("1.4 小时工资：小时工资 = 月基本工资 ÷ 160。",
  "Hourly rate: the monthly basic salary divided by 160.")

H("第二章 试用期与通知期 / Chapter 2 Probation and Notice")
C("2.1 试用期：新员工试用期为6个月，试用期工资为转正后月工资的80%。",
  "Probation: new staff serve a probation of 6 months, paid at 80% of the salary they will receive once confirmed.")
C("2.2 试用期内，任何一方可提前3个日历日书面通知解除劳动合同。",
  "During probation either party may end the contract with 3 calendar days' written notice.")
C("2.3 通知期：转正后员工辞职或公司解除合同，均须提前1个月书面通知；公司可以支付1个月工资代替通知。",
  "Notice: after probation, the employee or the company gives 1 month's written notice; the company may pay 1 month's "
  "salary instead of notice.")
C("2.4 离职补偿：公司解除合同（员工严重违纪除外）的，另支付不少于1个月工资的离职补偿。",
  "Severance: when the company ends the contract, except for serious misconduct, it pays severance of at least 1 "
  "month's salary.")

H("第三章 工时与加班 / Chapter 3 Working Time and Overtime")
C("3.1 标准工时：每周40小时，周一至周五每天8小时。",
  "Standard hours: 40 hours a week, 8 hours a day, Monday to Friday.")
C("3.2 加班：超过标准工时的加班，按小时工资的125%支付。在周六、周日或公众假日加班的，同样按125%支付，"
  "员工也可以选择按1:1补休，不再支付加班费。",
  "Overtime: hours beyond the standard hours are paid at 125% of the hourly rate. Work on a Saturday, Sunday or "
  "public holiday is also paid at 125%, or, if the employee chooses, taken back as time off hour for hour instead of pay.")
C("3.3 加班须事先经部门经理书面批准；每周加班不超过8小时，收获季（9月、10月）不超过12小时。",
  "Overtime must be approved in writing by the department manager in advance; it may not exceed 8 hours a week, or "
  "12 hours a week in the harvest season (September and October).")
C("3.4 中方派驻员工实行不定时工作制，不计发加班费。",
  "Chinese seconded staff work flexible hours and are not paid overtime.")

H("第四章 假期 / Chapter 4 Leave")
C("4.1 年休假：员工每个日历年享有24个工作日带薪年休假；入职当年按在职月份折算，每满1个月2个工作日。",
  "Annual leave: 24 working days of paid leave each calendar year; in the year of joining, 2 working days for each "
  "complete month of employment.")
C("4.2 年休假须至少提前2周申请；9月和10月原则上不批准5个工作日以上的年休假。",
  "Annual leave is requested at least 2 weeks in advance; leave of more than 5 working days is not normally approved "
  "in September and October.")
C("4.3 未休年休假最多可结转6个工作日至次年3月31日前使用。",
  "Up to 6 working days of unused leave may be carried over and must be used by 31 March of the next year.")
C("4.4 无薪假：员工每年可申请不超过15个日历日的无薪假。",
  "Unpaid leave: up to 15 calendar days a year.")
C("4.5 产假：女员工享有最长730个日历日的产假和育儿假，其中183个日历日带薪（由国家按法律规定支付）。",
  "Maternity and childcare leave: up to 730 calendar days, of which 183 calendar days are paid (by the state, as the "
  "law provides).")

H("第五章 出差与差旅补贴 / Chapter 5 Business Travel")
C("5.1 每日补贴：员工出差按下表按日领取每日补贴（per diem），用于餐费和市内交通；住宿费按发票另行报销。",
  "Per diem: staff on business travel receive a daily allowance for meals and local transport as shown in the table; "
  "hotels are reimbursed against invoices.")
rows = [("出差地 Destination", "每日补贴 Per diem", "住宿上限 Hotel cap per night"),
        ("格鲁吉亚境内 Georgia", "GEL 60", "GEL 150"),
        ("亚美尼亚、阿塞拜疆、土耳其 Armenia, Azerbaijan, Türkiye", "US$ 80", "US$ 120"),
        ("中国及其他国家 China and all other countries", "US$ 80", "US$ 160")]
t = d.add_table(rows=len(rows), cols=3)
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
C("5.2 出发日和返回日：出差的第一天（出发日）和最后一天（返回日）各按每日补贴的50%计发，其余各天全额计发；"
  "当天往返的出差按50%计发。",
  "First and last days: the first (departure) day and the last (return) day of a trip are each paid at 50% of the per "
  "diem, all other days in full; a same-day return trip is paid at 50%.")
C("5.3 中方派驻员工出差同样按上表领取补贴（境内按拉里，境外按美元）。",
  "Chinese seconded staff receive the same per diem (in lari in Georgia, in US dollars abroad).")
C("5.4 报销期限：差旅费须在出差结束后10个工作日内通过共享财务系统提交报销；财务共享中心设在国内总部，"
  "工作日按国内总部的工作日历计算。逾期提交的，每日补贴不予发放。",
  "Claims: travel expenses are claimed in the shared finance system within 10 working days after the trip ends; the "
  "shared service centre is at head office in China, so working days follow the head-office calendar in China. "
  "Per diem claimed late is not paid.")

H("第六章 奖金 / Chapter 6 Bonuses")
C("6.1 收获季奖金：每年9月和10月（Rtveli 收获季），仓储和运输一线员工每月领取收获季奖金，金额为当月基本工资的15%，"
  "每月不低于 ₾300，不超过 ₾700。",
  "Harvest-season bonus: in September and October (the Rtveli season) warehouse and transport staff receive a "
  "harvest bonus each month of 15% of that month's basic salary, at least ₾300 and at most ₾700 a month.")
C("6.2 当月缺勤超过3个工作日的（年休假除外），当月不发放收获季奖金；试用期员工按试用期工资计算。",
  "No harvest bonus is paid for a month with more than 3 working days of absence (annual leave excepted); staff on "
  "probation are paid the bonus on their probation salary.")
C("6.3 年终奖：由公司根据年度经营情况决定，于次年2月发放。",
  "Year-end bonus: decided by the company on the year's results and paid in February of the next year.")
C("6.4 中方派驻员工不参加收获季奖金，另发驻外津贴每月人民币5,000元，在国内发放。",
  "Chinese seconded staff do not receive the harvest bonus; they receive an overseas allowance of RMB 5,000 a month, "
  "paid in China.")
out = Path(__file__).resolve().parent / "tbilisi_wine_logistics/handbook/tbilisi_wine_logistics_handbook.docx"
out.parent.mkdir(parents=True, exist_ok=True)
d.save(str(out))
print(out)
