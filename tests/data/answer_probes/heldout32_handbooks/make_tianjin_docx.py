"""Writes tianjin_port/handbook/tianjin_port_handbook.docx (heldout32): an English handbook of a Tianjin container
terminal whose section and clause numbers ("1", "1.1", "1.1.1") exist only in word/numbering.xml (Word's automatic
multilevel numbering tied to the heading and clause styles), built with tests/support/doc_fixtures.make_numbered_docx.
Re-run only to regenerate:

    PYTHONPATH=. python tests/data/answer_probes/heldout32_handbooks/make_tianjin_docx.py
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[3]))

from tests.support.doc_fixtures import make_numbered_docx  # noqa: E402

LISTS = {"1": [("decimal", "%1", "space", "Heading1"), ("decimal", "%1.%2", "space", "Clause"),
               ("decimal", "%1.%2.%3", "space", "SubClause")]}
STYLES = {"Title": ("Title", None, None), "Heading1": ("heading 1", "1", 0), "Clause": ("Clause", "1", 1),
          "SubClause": ("Sub Clause", "1", 2)}
T, H, C, S, P = "Title", "Heading1", "Clause", "SubClause", None

TEXT = [
    (T, "Tianjin Binhai Harbour Container Terminal Co., Ltd. — Employee Handbook"),
    (P, "Edition 2026, effective 1 January 2026. Issued by the Human Resources Department. All amounts are in RMB."),
    (H, "General Provisions"),
    (C, "This handbook applies to all employees who have signed a labour contract with the terminal, including quay "
        "crane, yard crane, lashing, tally and office staff. Dispatched workers follow their own agreements."),
    (C, "Where this handbook conflicts with the laws and regulations of the PRC or of Tianjin Municipality, the law "
        "prevails."),
    (H, "Working Time and Shifts"),
    (C, "Operational staff work a four-crew, three-shift rota (四班三运转): four crews rotate through the day shift "
        "(08:00–16:00), the middle shift (16:00–24:00) and the night shift (00:00–08:00), with the fourth crew on rest. "
        "The rota is approved as a comprehensive working-hours system by the Tianjin labour authority."),
    (C, "Office staff work 08:30–17:30, Monday to Friday, with a one-hour lunch break."),
    (C, "Shift handover takes place 15 minutes before the end of each shift; the handover time is counted as working "
        "time."),
    (H, "Pay, Overtime and Allowances"),
    (C, "Monthly pay consists of monthly base pay, post pay, allowances and bonuses. In this handbook \"monthly base\" "
        "means the monthly base pay only; it excludes post pay, allowances and bonuses."),
    (C, "The hourly rate is the monthly base ÷ 21.75 ÷ 8. The daily rate is the monthly base ÷ 21.75."),
    (C, "Overtime approved in advance by the shift superintendent is paid on the hourly rate as follows:"),
    (S, "Overtime on a working day (beyond the scheduled hours): 150% of the hourly rate."),
    (S, "Overtime on a rest day for which no compensatory time off is arranged: 200% of the hourly rate."),
    (S, "Overtime on a statutory public holiday: 300% of the hourly rate; it is never replaced by time off."),
    (C, "Overtime claims must be submitted in the rota system within 5 working days after the shift in which the "
        "overtime was worked. Late claims are not paid."),
    (C, "Shift allowances are paid for each shift actually worked, on top of pay:"),
    (S, "Day shift: no shift allowance."),
    (S, "Middle shift: RMB 30 per shift."),
    (S, "Night shift: RMB 60 per shift."),
    (S, "A shift worked on a statutory public holiday earns its shift allowance in addition to overtime pay."),
    (C, "Typhoon and stand-by pay:"),
    (S, "Home stand-by (on call and able to reach the terminal within one hour): RMB 15 per hour."),
    (S, "On-site typhoon stand-by, ordered when a Blue or higher typhoon warning is in force: RMB 40 per hour, with "
        "a minimum of 4 hours paid for each call-out."),
    (S, "Hours in which the employee actually operates equipment or works on the quay during a stand-by are paid as "
        "overtime under the overtime clause instead of stand-by pay."),
    (C, "Crane operator licence allowance, paid monthly while the licence is valid:"),
    (S, "Quay crane (STS) operators holding a valid licence: RMB 800 per month."),
    (S, "Rubber-tyred gantry (RTG) yard crane operators holding a valid licence: RMB 500 per month."),
    (S, "An operator who holds both licences receives only the higher allowance. The allowance stops from the month "
        "after the licence expires."),
    (C, "Quarterly safety bonus:"),
    (S, "Each operational employee receives a safety bonus of RMB 1,200 per calendar quarter."),
    (S, "An employee found responsible for a recordable safety incident receives 50% of the safety bonus for the "
        "quarter in which the incident occurred and forfeits the whole safety bonus for the following quarter."),
    (S, "The safety bonus is paid with the salary of the first month after the quarter ends."),
    (H, "Leave"),
    (C, "Paid annual leave depends on the employee's total years of service with all employers:"),
    (S, "At least 1 year but less than 10 years: 5 days."),
    (S, "At least 10 years but less than 20 years: 10 days."),
    (S, "20 years or more: 15 days."),
    (C, "Annual leave is counted in working days; statutory public holidays and rest days within a leave period are "
        "not counted. Untaken leave may be carried forward until 31 March of the following year."),
    (C, "Sick pay for certified sick leave is a percentage of the monthly base, set by continuous service with the "
        "terminal:"),
    (S, "Less than 2 years: 60%."),
    (S, "At least 2 years but less than 4 years: 70%."),
    (S, "At least 4 years but less than 6 years: 80%."),
    (S, "At least 6 years but less than 8 years: 90%."),
    (S, "8 years or more: 100%."),
    (S, "Sick pay is never lower than 80% of the Tianjin monthly minimum wage. With the minimum wage of RMB 2,320 "
        "applied by the terminal in 2026, the floor is RMB 1,856 per month."),
    (C, "Marriage leave is 3 days; bereavement leave for a parent, spouse or child is 3 days, paid at full pay."),
    (H, "Probation and Leaving"),
    (C, "The probation period is 6 months for contracts of three years or longer, and 2 months for one-year "
        "contracts."),
    (C, "An employee who resigns must give 30 days' written notice; during probation the notice is 3 days."),
    (C, "Before the last working day the employee returns the crane keys, access card, radio and safety gear. Final "
        "pay is settled on the next regular payday."),
]


def main() -> int:
    out = HERE / "tianjin_port" / "handbook" / "tianjin_port_handbook.docx"
    out.parent.mkdir(parents=True, exist_ok=True)
    make_numbered_docx(out, LISTS, [(style, None, None, text) for style, text in TEXT], styles=STYLES)
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
