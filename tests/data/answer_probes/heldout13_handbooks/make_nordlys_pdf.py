"""Writes nordlys_software/handbook/nordlys_software_employee_handbook.pdf (heldout13): a Norwegian (Trondheim)
software company's English employee handbook as a real text PDF, built with tests/support/doc_fixtures.make_pdf.
Re-run only to regenerate:

    PYTHONPATH=. python tests/data/answer_probes/heldout13_handbooks/make_nordlys_pdf.py
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[3]))

from tests.support.doc_fixtures import make_pdf  # noqa: E402

H, P = "h", "p"
PAGES = [
    [(H, "Nordlys Software Employee Handbook"),
     (P, "Nordlys Software AS, Prinsens gate 1, 7011 Trondheim, Norway."),
     (P, "Version 2026.1, effective 1 January 2026. This handbook applies to all employees of"),
     (P, "Nordlys Software AS in Norway. It supplements your employment contract and the Working"),
     (P, "Environment Act (arbeidsmiljoloven); where the law gives you more, the law applies."),
     (P, "All amounts are in Norwegian kroner (NOK) and are gross, before tax."),
     (H, "Section 1 Pay"),
     (P, "1.1 Pay date. Salaries are paid monthly on the 20th. In June, holiday pay is paid"),
     (P, "instead of salary for the holiday period (see 4.4)."),
     (P, "1.2 Hourly rate. For overtime and every other hourly calculation your hourly rate is"),
     (P, "your annual basic salary divided by 1,950 (37.5 hours x 52 weeks). Your daily rate is"),
     (P, "your annual basic salary divided by 260."),
     (H, "Section 2 Working Time and Flexitime"),
     (P, "2.1 Normal hours. The normal working week is 37.5 hours, Monday to Friday, including"),
     (P, "a paid lunch break of 30 minutes. Core time is 09:00 to 14:30."),
     (P, "2.2 Flexitime bank. Outside core time you may work flexibly between 07:00 and 19:00."),
     (P, "Hours worked above or below 7.5 hours a day are recorded in your flexitime bank. The"),
     (P, "balance may be at most +50 hours and at least -10 hours at the end of each month."),
     (P, "Hours above +50 at the end of a month are lost, and a balance below -10 hours is"),
     (P, "deducted from the next salary at the hourly rate. Flexitime hours are time for time:"),
     (P, "they carry no overtime supplement and are never paid out while you are employed."),
     ],
    [(H, "Section 3 Overtime"),
     (P, "3.1 What counts. Overtime is work beyond 37.5 hours in a week (or beyond 9 hours in a"),
     (P, "day) that your manager has ordered in advance in the time system. Work you choose to"),
     (P, "do within the flexitime window is flexitime, not overtime."),
     (P, "3.2 Supplements. Overtime is paid at the hourly rate plus a supplement:"),
     (P, "(a) weekdays and Saturdays between 06:00 and 21:00: a 40% supplement (140% of the"),
     (P, "hourly rate);"),
     (P, "(b) nights between 21:00 and 06:00, Sundays and public holidays: a 100% supplement"),
     (P, "(200% of the hourly rate)."),
     (P, "3.3 Limits. Overtime may not exceed 10 hours in any week, 25 hours in any 4 weeks"),
     (P, "and 200 hours in any period of 52 weeks. Overtime beyond these limits may not be"),
     (P, "ordered, and no employee may agree to it."),
     (P, "3.4 Time off instead. You may choose to take overtime hours as time off, hour for hour;"),
     (P, "the supplement is then still paid out in money with the next salary."),
     (P, "3.5 Senior staff. Employees in leading positions (Head of and above) are not paid"),
     (P, "overtime; their salary is set to include it."),
     (H, "Section 4 Holiday and Holiday Pay"),
     (P, "4.1 Holiday. Employees receive 25 working days of holiday (five weeks) in each holiday"),
     (P, "year, which is the calendar year. Saturdays are not counted as holiday days."),
     (P, "4.2 Over 60. Employees who reach the age of 60 during the holiday year, at the latest"),
     (P, "on 31 December, receive one extra week: 5 more working days, 30 in total."),
     (P, "4.3 Main holiday. Employees may take three consecutive weeks of holiday between"),
     (P, "1 June and 30 September. Requests must be made by 1 March."),
     (P, "4.4 Holiday pay. Holiday pay is 12% of the holiday pay basis, which is the salary"),
     (P, "and overtime pay paid in the previous calendar year (the earning year). For employees"),
     (P, "who reach the age of 60 during the holiday year the rate is 14.3%. Holiday pay itself,"),
     (P, "expense allowances and per diem are not part of the basis."),
     (P, "4.5 Carry-over. Up to 10 working days of holiday may be carried over to the next year"),
     (P, "by written agreement with HR before 31 December."),
     ],
    [(H, "Section 5 Sickness"),
     (P, "5.1 Reporting. Tell your team lead before 09:00 on the first day of absence."),
     (P, "5.2 Self-certification. You may self-certify sickness (egenmelding) for up to 3"),
     (P, "calendar days at a time, up to 4 times in any period of 12 months. For longer absences"),
     (P, "a doctor's sick note (sykmelding) is required from the first day."),
     (P, "5.3 IA agreement. Nordlys has signed the agreement on an inclusive working life (IA)."),
     (P, "Once you have been employed for 2 months, you may instead self-certify up to 8"),
     (P, "calendar days at a time, up to 24 calendar days in total in any 12 months."),
     (P, "5.4 Sick pay. Nordlys pays full salary from the first day of sickness. For the first"),
     (P, "16 calendar days Nordlys pays the sick pay itself (the employer period); after that"),
     (P, "NAV pays sickness benefit up to 6G, and Nordlys tops up to full salary for up to 12"),
     (P, "months. G (the National Insurance basic amount) is NOK 130,160 from 1 May 2025."),
     (H, "Section 6 Parental Leave"),
     (P, "6.1 Length. Parents can choose 49 weeks of parental leave with 100% pay or 59 weeks"),
     (P, "with 80% pay, for births on or after 1 July 2018."),
     (P, "6.2 Quotas. Of these, each parent has a quota: 15 weeks each at 100%, or 19 weeks each"),
     (P, "at 80%. The mother also has 3 weeks before the birth. The remaining weeks can be shared."),
     (P, "6.3 Top-up. NAV pays parental benefit up to 6G. Nordlys tops up to full salary for"),
     (P, "employees on the 100% option who have been employed for at least 6 months."),
     (P, "6.4 Leave at birth. The other parent is entitled to 2 weeks of leave in connection with"),
     (P, "the birth, which Nordlys pays in full; these 2 weeks are not part of the quota."),
     ],
    [(H, "Section 7 Travel"),
     (P, "7.1 Approval. Business travel must be approved by your team lead before booking."),
     (P, "7.2 Per diem in Norway. For trips with an overnight stay the per diem is NOK 1,010 per"),
     (P, "day (24 hours). For day trips it is NOK 380 for 6 to 12 hours and NOK 720 for more"),
     (P, "than 12 hours. Trips shorter than 6 hours carry no per diem."),
     (P, "7.3 Meals provided. When a meal is paid for by Nordlys, a customer or the hotel, the"),
     (P, "per diem for that day is reduced by a share of the full daily rate: breakfast 20%,"),
     (P, "lunch 30% and dinner 50%."),
     (P, "7.4 Accommodation. Nordlys books and pays the hotel directly. If you stay privately"),
     (P, "you receive a night allowance of NOK 452 per night."),
     (H, "Section 8 Pension and Insurance"),
     (P, "8.1 Pension. Nordlys pays 7% of salary up to 7.1G and 18% of salary between 7.1G"),
     (P, "and 12G into your defined contribution pension."),
     (H, "Section 9 Notice"),
     (P, "9.1 Probation. The first 6 months are a probationary period with 14 days' notice."),
     (P, "9.2 After probation the notice period is 3 months for both parties, counted from the"),
     (P, "first day of the month after notice is given."),
     ],
]


def main() -> int:
    out = HERE / "nordlys_software" / "handbook" / "nordlys_software_employee_handbook.pdf"
    out.parent.mkdir(parents=True, exist_ok=True)
    make_pdf(out, PAGES, header="Nordlys Software Employee Handbook 2026 - Internal")
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
