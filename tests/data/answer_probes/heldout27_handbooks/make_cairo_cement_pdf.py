"""Writes cairo_cement_works/handbook/cairo_cement_works_handbook.pdf (heldout27): a Chinese-owned cement plant's
English employee handbook for its works near Cairo, as a real text PDF built with tests/support/doc_fixtures.make_pdf.
Re-run only to regenerate:

    PYTHONPATH=. python tests/data/answer_probes/heldout27_handbooks/make_cairo_cement_pdf.py
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[3]))

from tests.support.doc_fixtures import make_pdf  # noqa: E402

H, P = "h", "p"
PAGES = [
    [(H, "Nile Dragon Cement Works Staff Handbook"),
     (P, "Nile Dragon Cement Company S.A.E., a subsidiary of Huaxia Building Materials Group (China)"),
     (P, "at Km 28 Cairo-Suez Road, Badr City, Egypt. Edition 2026, effective 1 January 2026."),
     (H, "Section 1 General"),
     (P, "1.1 Scope. This handbook applies to all employees of the Badr City works: Egyptian staff"),
     (P, "employed under the Egyptian Labour Law, and expatriate staff seconded from the Group in China."),
     (P, "1.2 Currency. Egyptian staff are paid in Egyptian pounds (EGP, also written E£ or LE)."),
     (P, "In this handbook \"pounds\" always means Egyptian pounds, never pounds sterling."),
     (P, "Expatriate staff are paid in US dollars (US$) under their secondment contracts; where a"),
     (P, "rule in this handbook gives an amount in US$, it applies to expatriate staff only."),
     (P, "1.3 Rates. The daily rate is the monthly basic wage divided by 30, and the hourly rate is"),
     (P, "the daily rate divided by 8. Example: a monthly basic wage of EGP 12,000 (1.2万埃及镑) gives"),
     (P, "a daily rate of LE 400 and an hourly rate of 50 pounds."),
     (P, "1.4 Basic wage. Unless a clause says otherwise, every percentage in this handbook is a"),
     (P, "percentage of the basic wage, not of the total wage with allowances."),
     (H, "Section 2 Working Time"),
     (P, "2.1 Hours. The normal working day is 8 hours and the normal week 48 hours, Saturday to"),
     (P, "Thursday. Friday is the weekly rest day."),
     (P, "2.2 Shifts. Production runs three shifts: A 06:00-14:00, B 14:00-22:00, C 22:00-06:00."),
     (P, "2.3 Night hours. Hours worked between 19:00 and 07:00 are night hours."),
     (P, "2.4 Limits. Overtime may not exceed 2 hours a day or 40 hours a month, except to deal"),
     (P, "with a breakdown of the kiln or a mill."),
     ],
    [(H, "Section 3 Pay and Allowances"),
     (P, "3.1 Pay date. Wages are paid by bank transfer on the 25th of each month."),
     (P, "3.2 Overtime. Overtime approved by the shift manager is paid at the hourly rate (1.3):"),
     (P, "(a) overtime worked in day hours: 135% of the hourly rate;"),
     (P, "(b) overtime worked in night hours (2.3): 170% of the hourly rate;"),
     (P, "(c) work on the weekly rest day or an official holiday: 200% of the hourly rate for every"),
     (P, "hour worked, and a replacement rest day within the following week."),
     (P, "3.3 Expatriates. Expatriate staff are not paid overtime; their contracts include it."),
     (P, "3.4 Dust allowance. An employee who works at least 4 hours of a shift in the kiln area (raw"),
     (P, "mill, preheater tower, kiln, clinker cooler and coal mill) receives a dust allowance"),
     (P, "for that shift: Egyptian staff E£ 85 per shift, up to E£ 1,800 a month; expatriate staff"),
     (P, "US$ 4 per shift, up to US$ 80 a month. Shifts with fewer than 4 hours in the area earn none."),
     (P, "3.5 Meal and transport. Egyptian staff receive a meal allowance of LE 1,200 a month and"),
     (P, "free transport by company bus from Cairo, Badr City and Shorouk City."),
     (P, "3.6 Annual increase. On 1 July each year the basic wage of Egyptian staff with at least"),
     (P, "one year of service rises by 7%."),
     (H, "Section 4 Annual Leave"),
     (P, "4.1 Entitlement. Egyptian staff receive 21 working days of paid annual leave a year"),
     (P, "after six months of service. In the first year, an employee who completes six months of"),
     (P, "service receives 15 working days for that year."),
     (P, "4.2 Long service and age. The entitlement is 30 working days from the day the employee"),
     (P, "completes 10 years of service with the company or reaches the age of 50, whichever comes"),
     (P, "first. An employee who completes 10 years or turns 50 on a given day is on 30 days from"),
     (P, "that day."),
     (P, "4.3 Booking. Leave of 6 days or more is requested at least 15 calendar days in advance."),
     (P, "4.4 Expatriates. Expatriate staff take home leave under their secondment contracts."),
     ],
    [(H, "Section 5 Sick Leave"),
     (P, "5.1 Notice. Report sickness to your shift manager before the start of your shift and"),
     (P, "send a certificate from the company doctor or the social insurance clinic."),
     (P, "5.2 Sick pay. During certified sick leave the company pays the wage at the following"),
     (P, "rates, counted from the first day of sickness in each spell:"),
     (P, "(a) days 1 to 90: 75% of the daily basic wage;"),
     (P, "(b) days 91 to 180: 85% of the daily basic wage;"),
     (P, "(c) after 180 days, sick pay stops and the case goes to the medical committee."),
     (P, "5.3 Occupational illness. Illness caused by work in the kiln area is paid at 100% from"),
     (P, "the first day, for as long as the social insurance authority approves."),
     (H, "Section 6 Family Leave"),
     (P, "6.1 Maternity leave. A female employee with 10 months of service receives 4 months (120"),
     (P, "calendar days) of maternity leave at full pay, up to three times during her service."),
     (P, "6.2 Nursing breaks. For 24 months after the birth she has two 30-minute nursing breaks"),
     (P, "a day."),
     (P, "6.3 Hajj leave. Egyptian staff with 5 years of service receive one month of paid leave"),
     (P, "once during their service to perform the Hajj."),
     ],
    [(H, "Section 7 End of Service"),
     (P, "7.1 Gratuity. An Egyptian employee whose service ends receives an end-of-service"),
     (P, "gratuity based on the last monthly basic wage:"),
     (P, "(a) half a month's basic wage for each of the first 5 years of service;"),
     (P, "(b) one month's basic wage for each year of service after the first 5 years."),
     (P, "Part years are counted in proportion to complete months."),
     (P, "7.2 Cap. The gratuity may not exceed 12 months' basic wage."),
     (P, "7.3 Resignation. An employee who resigns with less than 3 years of service receives no"),
     (P, "gratuity. Dismissal for gross misconduct forfeits the gratuity."),
     (P, "7.4 Expatriates. Section 7 does not apply to expatriate staff; their secondment contracts"),
     (P, "provide a completion bonus of US$ 1,500 for each full year of secondment."),
     (H, "Section 8 Notice"),
     (P, "8.1 Notice periods. Either party gives written notice of 2 months if the employee has"),
     (P, "less than 10 years of service, and 3 months if the employee has 10 years or more."),
     (P, "8.2 Pay in lieu. The company may pay basic wage in lieu of all or part of the notice."),
     (H, "Section 9 Safety"),
     (P, "9.1 Protective equipment. A P2 dust mask, safety glasses, helmet and safety boots are"),
     (P, "worn at all times in the kiln area and the packing plant."),
     (P, "9.2 Medical checks. Staff in the kiln area have a lung function test every 12 months."),
     (P, "9.3 Permits. Work inside the kiln, the cyclones or the silos needs a written permit to"),
     (P, "work signed by the shift manager and the safety officer."),
     ],
]


def main() -> int:
    out = HERE / "cairo_cement_works" / "handbook" / "cairo_cement_works_handbook.pdf"
    out.parent.mkdir(parents=True, exist_ok=True)
    make_pdf(out, PAGES, header="Nile Dragon Cement Works - Staff Handbook 2026")
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
