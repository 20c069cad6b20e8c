"""Writes pilbara_mining/handbook/red_ochre_pilbara_handbook.pdf (heldout17): an Australian mining contractor's
employee handbook for its Pilbara (Western Australia) FIFO sites as a real text PDF, built with
tests/support/doc_fixtures.make_pdf. Re-run only to regenerate:

    PYTHONPATH=. python tests/data/answer_probes/heldout17_handbooks/make_pilbara_pdf.py
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[3]))

from tests.support.doc_fixtures import make_pdf  # noqa: E402

H, P = "h", "p"
PAGES = [
    [(H, "Red Ochre Contracting Employee Handbook"),
     (P, "Red Ochre Contracting Pty Ltd, 88 Great Eastern Highway, Rivervale WA 6103."),
     (P, "Pilbara Operations edition, effective 1 January 2026, updated 1 July 2026."),
     (P, "Where the National Employment Standards give you a better entitlement, the law applies."),
     (P, "All amounts are in Australian dollars (AUD), before tax."),
     (H, "Section 1 About This Handbook"),
     (P, "1.1 Scope. This handbook applies to employees of Red Ochre Contracting Pty Ltd working"),
     (P, "on mine sites in the Pilbara region of Western Australia, including fly-in fly-out"),
     (P, "(FIFO) employees based in Perth."),
     (P, "1.2 Ordinary hourly rate. Your ordinary hourly rate is the base hourly rate stated in your"),
     (P, "contract. It does not include overtime, allowances or leave loading."),
     (P, "1.3 Shift workers. A shift worker is an employee rostered on a 14/7 or 8/6 FIFO roster."),
     (P, "Day workers work Monday to Friday at the Perth office or the Port Hedland workshop."),
     (H, "Section 2 Rosters and Shifts"),
     (P, "2.1 Rosters. Production crews work a 14/7 roster: 14 consecutive days on site followed"),
     (P, "by 7 days of rest and recreation (R&R). Maintenance crews work an 8/6 roster: 8 days on"),
     (P, "site followed by 6 days of R&R."),
     (P, "2.2 Shift length. A rostered shift is 12 hours, including two paid 30-minute crib breaks."),
     (P, "Day shift runs from 06:00 to 18:00 and night shift from 18:00 to 06:00. All 12 rostered"),
     (P, "hours are ordinary hours paid at the ordinary hourly rate."),
     (P, "2.3 Travel days. Fly-in and fly-out days are not rostered shifts. Travel time on those"),
     (P, "days is paid at the ordinary hourly rate, up to 4 hours per travel day."),
     (P, "2.4 Fatigue limits. No shift, including overtime, may exceed 16 hours, so overtime is"),
     (P, "limited to 4 hours per shift. There must be a break of at least 10 hours between the end"),
     (P, "of one shift and the start of the next."),
     ],
    [(H, "Section 3 Overtime"),
     (P, "3.1 Definition. Overtime is time worked beyond the rostered 12-hour shift at the request"),
     (P, "of your supervisor. It is recorded in units of 15 minutes."),
     (P, "3.2 Overtime rates. Overtime is paid at time and a half (1.5 times the ordinary hourly"),
     (P, "rate) for the first 2 hours and at double time (2 times the ordinary hourly rate) after"),
     (P, "that. The rate is set per shift: the first 2 hours of overtime after each shift are at"),
     (P, "time and a half."),
     (P, "3.3 R&R call-in. Work on a day of your R&R at the company's request is paid at double"),
     (P, "time for all hours worked, with a minimum payment of 4 hours at double time."),
     (P, "3.4 Public holidays. Rostered hours worked on a public holiday are paid at two and a half"),
     (P, "times the ordinary hourly rate. Overtime on a public holiday is also paid at two and a"),
     (P, "half times the ordinary hourly rate."),
     (H, "Section 4 Allowances"),
     (P, "4.1 Living away from home allowance (LAHA). FIFO employees receive a LAHA of A$95 per"),
     (P, "night for each night spent in the site camp during a swing. Nights at home, on R&R or on"),
     (P, "paid leave do not attract LAHA. A 14-day swing normally includes 13 camp nights and an"),
     (P, "8-day swing 7 camp nights."),
     (P, "4.2 Site allowance. A site allowance is paid for each rostered shift worked on a Pilbara"),
     (P, "site. The rate changed on 1 July 2026:"),
     (P, "(a) shifts starting on or before 30 June 2026: A$48.00 per shift;"),
     (P, "(b) shifts starting on or after 1 July 2026: A$55.00 per shift."),
     (P, "The rate is set by the date on which the shift starts, so a night shift starting on"),
     (P, "30 June 2026 is paid at the old rate. The site allowance is not paid for travel"),
     (P, "days, leave or R&R."),
     ],
    [(H, "Section 5 Leave"),
     (P, "5.1 Annual leave. Shift workers (see 1.3) are entitled to 5 weeks of paid annual leave"),
     (P, "per year of service; day workers are entitled to 4 weeks. Annual leave accrues"),
     (P, "progressively during the year according to ordinary hours worked."),
     (P, "5.2 Leave in hours. Annual leave is recorded in hours. A week of annual leave is 38"),
     (P, "hours. A rostered 12-hour shift taken as annual leave uses 12 hours of leave."),
     (P, "5.3 Leave loading. Annual leave is paid at the ordinary hourly rate plus a leave loading"),
     (P, "of 17.5 percent of that amount."),
     (P, "5.4 Personal leave. Full-time employees are entitled to 10 days (76 hours) of paid"),
     (P, "personal/carer's leave per year of service. It accrues progressively, unused leave carries"),
     (P, "over from year to year and it is not paid out when employment ends. A rostered shift"),
     (P, "taken as personal leave uses the hours of that shift (12 hours)."),
     (P, "5.5 Evidence. A medical certificate or statutory declaration is required for an absence"),
     (P, "of more than 2 consecutive shifts, and for any absence on the shift immediately before"),
     (P, "or after R&R."),
     (H, "Section 6 Superannuation"),
     (P, "6.1 Contribution rate. The company pays superannuation guarantee contributions of 12"),
     (P, "percent of your ordinary time earnings (OTE) into your nominated super fund."),
     (P, "6.2 Ordinary time earnings. For this handbook OTE is your pay for ordinary hours (all 12"),
     (P, "rostered hours of each shift), paid annual and personal leave, and the site allowance."),
     (P, "OTE does not include overtime (including R&R call-ins), LAHA or reimbursements."),
     (P, "6.3 Payment timing. Up to 30 June 2026, contributions were paid quarterly, within 28 days"),
     (P, "after the end of each quarter. From 1 July 2026 (Payday Super), contributions are paid"),
     (P, "with each fortnightly pay and must reach your fund within 7 days of the payday."),
     (P, "6.4 Salary sacrifice. You may salary sacrifice into super. Concessional"),
     (P, "contributions, including the company's contributions, are capped at A$30,000 per"),
     (P, "financial year."),
     ],
    [(H, "Section 7 Pay"),
     (P, "7.1 Pay cycle. Pay is fortnightly, on Thursday, by electronic funds transfer. A pay"),
     (P, "fortnight runs from Monday to the Sunday thirteen days later."),
     (H, "Section 8 Safety and Conduct"),
     (P, "8.1 Fitness for work. Red Ochre operates a zero alcohol (0.00 BAC) rule on all sites."),
     (P, "Random alcohol and drug testing applies to everyone on site, including visitors."),
     (H, "Section 9 Ending Employment"),
     (P, "9.1 Notice by the company. The company gives notice under the National Employment"),
     (P, "Standards: 1 week with up to 1 year of service, 2 weeks with more than 1 and up to 3"),
     (P, "years, 3 weeks with more than 3 and up to 5 years, and 4 weeks with more than 5 years."),
     (P, "An employee over"),
     (P, "45 with at least 2 years of service receives one additional week."),
     (P, "9.2 Resignation. Employees give 2 weeks' notice of resignation in writing."),
     ],
]


def main() -> int:
    out = HERE / "pilbara_mining" / "handbook" / "red_ochre_pilbara_handbook.pdf"
    out.parent.mkdir(parents=True, exist_ok=True)
    make_pdf(out, PAGES, header="Red Ochre Contracting - Pilbara Handbook 2026")
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
