"""Writes binhai_port_logistics/handbook/binhai_gangtong_handbook_zh_en.docx (heldout13): a Tianjin port
logistics company's bilingual employee handbook as a Word file (python-docx): every clause in Chinese with
its English translation below, one Word table (allowances by position). One deliberate difference between
the two versions: 第七条 高温津贴 says 6月至9月 in Chinese and "June to August" in English; 第二条 says the
Chinese text governs. Re-run only to regenerate:

    PYTHONPATH=. python tests/data/answer_probes/heldout13_handbooks/make_binhai_docx.py
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

# (heading level or None for a clause title, text, [(zh body, en body), ...]) in order.
TITLE = "天津滨海港通物流有限公司员工手册 Tianjin Binhai Gangtong Logistics Co., Ltd. Employee Handbook"
INTRO = [
    "本手册自2026年1月1日起施行，适用于公司在天津港东疆、南疆、北疆港区的全体劳动合同制员工。金额均为税前人民币元。",
    "This handbook takes effect on 1 January 2026 and applies to all employees under labour contracts in the company's "
    "Dongjiang, Nanjiang and Beijiang port areas of Tianjin Port. All amounts are in RMB (yuan), before tax.",
]

CH1 = "第一章 总则 Chapter 1 General Provisions"
CH2 = "第二章 工时与津贴 Chapter 2 Working Time and Allowances"
CH3 = "第三章 公积金与奖金 Chapter 3 Housing Fund and Bonus"
CH4 = "第四章 假期 Chapter 4 Leave"

CLAUSES = [
    (CH1, "第一条 适用范围（Scope）", [
        ("本手册适用于与公司签订劳动合同的员工，劳务派遣人员和实习生参照执行，另有约定的除外。",
         "This handbook applies to employees with a labour contract with the company. Agency workers and interns follow "
         "it unless agreed otherwise."),
    ]),
    (None, "第二条 文本效力（Governing Text）", [
        ("本手册以中文和英文两种文字书写，英文译文供外籍员工和外方客户参考。两种文本如有不一致，以中文文本为准。",
         "This handbook is written in Chinese and English; the English translation is provided for reference. "
         "If the two versions differ, the Chinese version prevails."),
    ]),
    (CH2, "第三条 倒班制度（Shift System）", [
        ("码头装卸、理货、堆场作业岗位实行四班三运转：四个班组轮流上三个班次，每班8小时，早班8:00至16:00，中班16:00至24:00，"
         "夜班0:00至次日8:00，按“早、早、中、中、夜、夜、休、休”八天为一个循环。倒班岗位经天津市人力资源和社会保障局批准实行以季度为周期的综合计算工时工作制。",
         "Terminal handling, tally and yard positions work a four-crew, three-shift rotation: four crews rotate over three "
         "8-hour shifts (day 8:00-16:00, middle 16:00-24:00, night 0:00-8:00) in an eight-day cycle of day, day, middle, "
         "middle, night, night, off, off. Shift positions work comprehensive working hours calculated by quarter, as "
         "approved by the Tianjin Human Resources and Social Security Bureau."),
    ]),
    (None, "第四条 岗位津贴和倒班津贴（Position and Shift Allowances）", [
        ("岗位津贴按月发放，当月出勤不满15天的减半发放。中班津贴和夜班津贴按实际上班的班次发放，早班不发放倒班津贴。标准见下表：",
         "The position allowance is paid monthly and halved in a month with fewer than 15 days of attendance. Middle and "
         "night shift allowances are paid per shift actually worked; day shifts carry no shift allowance. Rates:"),
    ]),
    ("TABLE", "", []),
    (None, "第五条 加班工资（Overtime Pay）", [
        ("加班工资以本人基本工资为基数，日工资为基本工资除以21.75，小时工资为日工资除以8。综合计算工时周期内超过标准工时的，按小时工资的150%支付；"
         "法定节假日工作的，按300%支付。",
         "Overtime pay is based on basic salary: the daily rate is basic salary divided by 21.75 and the hourly rate is "
         "the daily rate divided by 8. Hours beyond the standard hours of the averaging period are paid at 150% of the "
         "hourly rate; work on a public holiday is paid at 300%."),
    ]),
    (None, "第六条 病假工资（Sick Pay）", [
        ("员工患病停止工作治疗的，病假工资按本人在本公司的连续工龄，以病假工资基数的下列比例发放：连续工龄不满2年的，60%；满2年不满4年的，70%；"
         "满4年不满6年的，80%；满6年不满8年的，90%；满8年及以上的，100%。病假工资基数为本人月基本工资，不含岗位津贴、倒班津贴和各项补贴。"
         "病假工资不得低于天津市月最低工资标准2,320元的80%，即每月不低于1,856元。病假不足整月的，按基数除以21.75乘以病假天数再乘以相应比例计算。",
         "Sick pay depends on continuous service with the company and is a percentage of the sick pay base: under 2 "
         "years, 60%; 2 years to under 4 years, 70%; 4 years to under 6 years, 80%; 6 years to under 8 years, 90%; 8 years "
         "or more, 100%. The sick pay base is monthly basic salary, excluding position and shift allowances and other "
         "subsidies. Sick pay may not be lower than 80% of the Tianjin monthly minimum wage of RMB 2,320, i.e. RMB 1,856 a "
         "month. For part of a month: base / 21.75 x days of sick leave x the percentage."),
    ]),
    (None, "第七条 高温津贴（High-Temperature Allowance）", [
        ("每年6月至9月，从事露天作业的员工每人每月发放高温津贴300元，在非空调室内作业的员工每人每月200元。日最高气温达到35℃以上的，12:00至15:00停止露天作业。",
         "From June to August each year, employees working outdoors receive a high-temperature allowance of RMB 300 a "
         "month, and employees working indoors without air conditioning RMB 200 a month. When the daily maximum "
         "temperature reaches 35°C, outdoor work stops from 12:00 to 15:00."),
    ]),
    (None, "第八条 冬季取暖补贴（Winter Heating Subsidy）", [
        ("公司每年向员工发放冬季取暖补贴2,400元，于11月工资中一次发放。当年11月1日以后入职的员工，当年不发放；发放后离职的，不予追回。",
         "The company pays a winter heating subsidy of RMB 2,400 a year, once, with the November salary. Employees who "
         "join after 1 November do not receive it that year; it is not reclaimed from employees who leave after payment."),
    ]),
    (CH3, "第九条 住房公积金（Housing Provident Fund）", [
        ("住房公积金单位和个人缴存比例各为12%。缴存基数为本人上一年度月平均工资，每年7月调整；缴存基数上限为31,350元，下限为2,320元。"
         "月平均工资超过上限的，按上限缴存。",
         "The company and the employee each contribute 12% to the housing provident fund. The contribution base is the "
         "employee's average monthly salary of the previous year, adjusted every July; the base is capped at RMB 31,350 "
         "and is at least RMB 2,320. Where the average monthly salary exceeds the cap, contributions are made on the cap."),
    ]),
    (None, "第十条 年终奖（Year-End Bonus）", [
        ("年终奖＝本人当年12月基本工资×绩效系数，绩效等级A、B、C、D的系数分别为1.5、1.0、0.5和0。当年入职的员工按在职的完整自然月数除以12折算，"
         "入职当月不满整月的不计。年终奖于次年1月发放，发放日前已离职的不发放。",
         "Year-end bonus = December basic salary x performance factor (1.5, 1.0, 0.5 and 0 for grades A, B, C and D). "
         "Employees who joined during the year receive a pro-rata amount: full calendar months employed divided by 12; "
         "the month of joining counts only if it was a full month. The bonus is paid in January of the following year; "
         "employees who have left before the payment date receive none."),
    ]),
    (CH4, "第十一条 年休假（Annual Leave）", [
        ("员工累计工作满1年不满10年的，年休假5天；满10年不满20年的，10天；满20年的，15天。年休假按工作日计算，国家法定休假日和休息日不计入。",
         "Employees with 1 to under 10 years of total service have 5 days of annual leave; 10 to under 20 years, 10 days; "
         "20 years or more, 15 days. Annual leave is counted in working days; public holidays and rest days do not count."),
    ]),
    (None, "第十二条 婚假（Marriage Leave）", [
        ("员工依法登记结婚的，享受婚假15天（含法定婚假3天和公司奖励婚假12天），按自然日连续计算，须在结婚登记之日起6个月内一次休完。",
         "Employees who register their marriage receive 15 days of marriage leave (3 days statutory and 12 days granted "
         "by the company), counted as consecutive calendar days and taken in one block within 6 months of registration."),
    ]),
    (None, "第十三条 丧假（Bereavement Leave）", [
        ("员工的直系亲属（父母、配偶、子女）或配偶父母去世的，给予丧假3个工作日；需到外省市料理丧事的，另给路程假，最多2天。",
         "When an employee's parent, spouse, child or parent-in-law dies, the employee receives 3 working days of "
         "bereavement leave, plus travel leave of up to 2 days where the funeral is outside Tianjin."),
    ]),
    (None, "第十四条 陪产假（Paternity Leave）", [
        ("男员工的配偶生育子女的，享受陪产假15天，按自然日计算（含休息日和法定节假日），须在子女出生之日起60日内休完，假期工资照发。",
         "A male employee whose spouse gives birth receives 15 days of paternity leave, counted in calendar days "
         "(including rest days and public holidays) and taken within 60 days of the birth, on full pay."),
    ]),
]

TABLE = [
    ("岗位 Position", "岗位津贴（元/月）Position allowance (RMB/month)", "中班津贴（元/班）Middle shift (RMB/shift)",
     "夜班津贴（元/班）Night shift (RMB/shift)"),
    ("理货员 Tally clerk", "600", "30", "60"),
    ("叉车司机 Forklift driver", "800", "35", "70"),
    ("集卡司机 Container truck driver", "900", "40", "80"),
    ("调度员 Dispatcher", "700", "30", "60"),
    ("仓库管理员 Warehouse keeper", "500", "25", "50"),
]


def main() -> int:
    import docx

    out = HERE / "binhai_port_logistics" / "handbook" / "binhai_gangtong_handbook_zh_en.docx"
    out.parent.mkdir(parents=True, exist_ok=True)
    d = docx.Document()
    d.add_paragraph(TITLE, style="Title")
    for text in INTRO:
        d.add_paragraph(text)
    for chapter, title, bodies in CLAUSES:
        if chapter == "TABLE":
            table = d.add_table(rows=len(TABLE), cols=len(TABLE[0]))
            for row, values in zip(table.rows, TABLE):
                for cell, value in zip(row.cells, values):
                    cell.text = value
            continue
        if chapter:
            d.add_heading(chapter, level=1)
        d.add_paragraph().add_run(title).bold = True
        for zh, en in bodies:
            d.add_paragraph(zh)
            d.add_paragraph(en)
    d.save(str(out))
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
