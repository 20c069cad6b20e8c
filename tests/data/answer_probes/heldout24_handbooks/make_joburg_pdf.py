"""Writes johannesburg_mining_supplies/handbook/zhongkuang_sa_employee_handbook.pdf (heldout24): a Chinese
mining-equipment supplier's bilingual (Chinese clauses, English titles) South African handbook as a real text PDF,
built with tests/support/doc_fixtures.make_pdf. Re-run only to regenerate:

    PYTHONPATH=. python tests/data/answer_probes/heldout24_handbooks/make_joburg_pdf.py
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[3]))

from tests.support.doc_fixtures import make_pdf  # noqa: E402

H, P = "h", "p"
WIDTH = 40  # a line holds about 40 CJK characters (11 pt on A4 with 50 pt margins); a Latin character counts half

# (style, text) paragraphs per page; make_pdf draws one line per item, so paragraphs are wrapped below.
PAGES = [
    [(H, "中矿装备南非公司员工手册 Employee Handbook"),
     (P, "Zhongkuang Mining Equipment South Africa (Pty) Ltd（中矿装备南非有限公司），Germiston, "
         "Johannesburg。2026年版，自2026年1月1日起施行。本手册依据南非《1997年基本雇佣条件法》"
         "（Basic Conditions of Employment Act, BCEA）制定；法律规定对员工更有利的，从其规定。"),
     (H, "第一章 总则 Chapter 1 General"),
     (P, "第1条 Clause 1 适用范围 Scope："),
     (P, "本手册适用于公司在约翰内斯堡（Germiston 仓库及服务中心、各矿山现场服务点）的全体员工，"
         "包括南非本地员工（下称“本地员工”）和由中国总部派驻的中国籍员工（下称“派驻员工”）。"
         "条款未注明适用对象的，对两类员工均适用。"),
     (P, "第2条 Clause 2 币种 Currency："),
     (P, "本地员工的工资、津贴和奖金以南非兰特（ZAR，R）计发。本手册按南非习惯书写兰特金额："
         "以空格分隔千位，以逗号表示小数，例如“R12 500,00”即一万二千五百兰特（1.25万兰特）。"
         "派驻员工的工资、补贴和奖金以人民币（元）计发，由国内总部发放；本手册中以“元”标示的金额"
         "只适用于派驻员工。"),
     (P, "第3条 Clause 3 工资计算基数 Rates of pay："),
     (P, "月工资指劳动合同约定的月基本工资，不含加班费、津贴和奖金。小时工资 = 月工资 ÷ 195；"
         "周工资 = 月工资 ÷ 4,33；日工资 = 周工资 ÷ 5。例如月工资 R19 500,00 的员工，小时工资为 "
         "R100,00。"),
     (P, "第4条 Clause 4 发薪 Pay day："),
     (P, "本地员工的当月工资于每月25日转账发放，遇星期六、星期日或公共假日提前至前一个工作日。"
         "派驻员工的工资由国内总部于每月10日发放上月工资。"),
     (P, "第5条 Clause 5 试用期 Probation："),
     (P, "新入职本地员工的试用期为3个月。试用期内表现不符合要求的，公司在书面评估后可以解除合同，"
         "通知期按第16条执行。"),
     (H, "第二章 工作时间与加班 Chapter 2 Working time"),
     (P, "第6条 Clause 6 正常工作时间 Ordinary hours："),
     (P, "本地员工每周工作45小时，星期一至星期五每天9小时（07:00至17:00，含1小时无薪午餐）。"
         "星期六、星期日为休息日；仓库和现场服务部门可按排班表把星期日安排为部分员工的正常工作日。"),
     (P, "第7条 Clause 7 加班 Overtime："),
     (P, "加班须经员工同意，每天不超过3小时，每周不超过10小时。工作日和星期六的加班，"
         "每小时按小时工资的1.5倍支付。"),
     ],
    [(P, "第8条 Clause 8 星期日工作 Sunday work："),
     (P, "在星期日工作的，每小时按小时工资的2倍支付；通常在星期日工作的员工（排班表上星期日为"
         "正常工作日者），星期日的工作每小时按1.5倍支付。"),
     (P, "第9条 Clause 9 公共假日工作 Holiday work："),
     (P, "公共假日工作须经员工同意，每小时按小时工资的2倍支付。"),
     (P, "第10条 Clause 10 派驻员工工时 Expat hours："),
     (P, "派驻员工实行不定时工作制，不适用第7条至第9条，不计发加班费；公司每月发放海外工作补贴"
         "人民币3,000元，随国内工资发放。"),
     (H, "第三章 假期 Chapter 3 Leave"),
     (P, "第11条 Clause 11 年假 Annual leave："),
     (P, "自入职之日起每12个月为一个年假周期。员工每个年假周期享有21个连续日（21 consecutive "
         "days）的带薪年假，对每周工作5天的员工相当于15个工作日。年假须在该周期结束后6个月内休完，"
         "申请须至少提前2周提交。"),
     (P, "第12条 Clause 12 病假 Sick leave："),
     (P, "自入职之日起每36个月为一个病假周期，每个周期内带薪病假为30个工作日（每周工作5天者）。"
         "但入职后的前6个月内，员工每实际工作26天，享有1天带薪病假，不满26天的部分不计。"
         "连续病假超过2天，或8周内请病假超过2次的，须提交医生证明。"),
     (P, "第13条 Clause 13 家庭责任假 Family leave："),
     (P, "在公司工作满4个月、且每周工作不少于4天的员工，每年享有3天带薪家庭责任假（family responsibility leave），用于子女出生、"
         "子女患病，或配偶、父母、子女、兄弟姐妹等去世。当年未用完的不结转。"),
     (P, "第14条 Clause 14 产假 Maternity leave："),
     (P, "女员工享有连续4个月的产假。产假期间公司不支付工资，员工可向失业保险基金（UIF）申领产假津贴。"),
     (P, "第15条 Clause 15 派驻员工回国休假 Home leave："),
     (P, "派驻员工在南非每连续工作满6个月，可回国休假一次，每次15个工作日（按中国国内的工作日计算），"
         "公司报销往返经济舱机票一次。回国休假须提前1个月报总经理批准。"),
     ],
    [(H, "第四章 离职与裁员 Chapter 4 Termination"),
     (P, "第16条 Clause 16 通知期 Notice period："),
     (P, "解除劳动合同须书面通知对方，员工辞职与公司解除适用同一通知期："),
     (P, "（一）受雇6个月或以下的，通知期1周；"),
     (P, "（二）受雇超过6个月但不超过1年的，通知期2周；"),
     (P, "（三）受雇超过1年的，通知期4周。"),
     (P, "通知期自书面通知送达的次日起算。"),
     (P, "第17条 Clause 17 裁员补偿 Severance pay："),
     (P, "因经营需要裁员（retrenchment）的，公司按员工每完成一年连续服务支付一周工资的标准支付"
         "裁员补偿，周工资按第3条计算；不满一年的部分不计。"),
     (P, "第18条 Clause 18 派驻员工离任 Expat exit："),
     (P, "派驻员工不适用第16条和第17条，其调回或离任按总部派遣协议办理。"),
     (H, "第五章 奖金与福利 Chapter 5 Bonuses and benefits"),
     (P, "第19条 Clause 19 安全奖 Safety bonus："),
     (P, "本地员工所在班组在一个自然季度内未发生可记录工伤事故（LTI）的，每人发放当季安全奖"
         "R 1 250；全年四个季度均无事故的，另发年度安全奖 ZAR 3,400。派驻员工的安全奖为每季度"
         "800元。季度安全奖随季度结束后次月的工资发放。"),
     (P, "第20条 Clause 20 交通津贴 Transport："),
     (P, "本地员工每月发放交通津贴 R 950,00；由公司班车接送的员工不发。"),
     (P, "第21条 Clause 21 医疗保险 Medical aid："),
     (P, "本地员工可自愿参加公司指定的医疗保险计划（medical aid），公司承担月保费的50%，"
         "每人每月最多 R 2 400,00，其余部分从工资中扣缴。派驻员工由总部购买境外医疗保险。"),
     (P, "第22条 Clause 22 退休公积金 Provident fund："),
     (P, "本地员工入职满3个月后加入公司退休公积金，公司按月工资的7,5%缴纳，员工个人缴纳5%。"),
     (P, "第23条 Clause 23 防护装备 PPE："),
     (P, "进入矿山现场的员工须穿戴公司配发的安全帽、安全靴、反光背心和护目镜，装备损坏的凭旧件免费更换。"),
     (H, "第六章 纪律与申诉 Chapter 6 Discipline"),
     (P, "第24条 Clause 24 纪律处分 Discipline："),
     (P, "纪律处分分为口头警告、书面警告、最后书面警告和解雇。书面警告的有效期为6个月，最后书面警告"
         "的有效期为12个月。纪律听证会须至少提前2个工作日书面通知员工，员工可由一名同事或工会代表陪同。"),
     (P, "第25条 Clause 25 申诉 Grievances："),
     (P, "员工对工作安排或处理结果有异议的，先向直接主管提出；5个工作日内未解决的，可书面提交人力资源部。"),
     ],
]

_NO_LINE_START = "，。、；：）」”！？),.;:"  # closing punctuation stays at the end of the line before
_TOKEN = re.compile(r"[\u2E80-\uFFFF]|[^\s\u2E80-\uFFFF]+\s*|\s+")


def _wrap(text: str) -> list[str]:
    lines, cur, width = [], "", 0.0
    for tok in _TOKEN.findall(text):
        w = sum(1.0 if ord(ch) > 0x2E80 else 0.5 for ch in tok.rstrip())
        if cur and width + w > WIDTH and tok[0] not in _NO_LINE_START:
            lines.append(cur.rstrip())
            cur, width = "", 0.0
        cur += tok
        width += w + (0.5 if tok != tok.rstrip() else 0)
    if cur.strip():
        lines.append(cur.rstrip())
    return lines


def wrapped_pages() -> list[list[tuple[str, str]]]:
    return [[(style, line) for style, text in page for line in (_wrap(text) if style == P else [text])]
            for page in PAGES]


def main() -> int:
    out = HERE / "johannesburg_mining_supplies" / "handbook" / "zhongkuang_sa_employee_handbook.pdf"
    out.parent.mkdir(parents=True, exist_ok=True)
    make_pdf(out, wrapped_pages(), header="中矿装备南非员工手册 2026 - Internal")
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
