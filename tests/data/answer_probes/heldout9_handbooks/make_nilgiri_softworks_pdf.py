"""Writes nilgiri_softworks/handbook/nilgiri_softworks_handbook.pdf: the India employee handbook of a
(fictional) Bengaluru IT services company, as a PDF with real text operators (tests/support/doc_fixtures.
make_pdf: bold headings, wrapped body lines, a running header and page numbers that ingest drops).
Re-run only to regenerate:

    PYTHONPATH=. python tests/data/answer_probes/heldout9_handbooks/make_nilgiri_softworks_pdf.py
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[3]))

from tests.support.doc_fixtures import make_pdf  # noqa: E402

HEADER = "Nilgiri Softworks Pvt. Ltd. | Employee Handbook (India) | Version 2026.1"
WIDTH = 92  # characters per line, about what fits at 11 pt on A4
LINES_PER_PAGE = 36

# (style, text): "h" a bold heading, "p" a paragraph that is wrapped into lines.
CONTENT = [
    ("h", "Nilgiri Softworks Employee Handbook"),
    ("p", "This handbook applies to all employees on the Indian payroll of Nilgiri Softworks Private Limited "
          "(the Company), including employees deputed to client sites in India. Employees are graded in three "
          "bands: Band A (Associate Engineer, Software Engineer, Analyst), Band B (Senior Software Engineer, "
          "Technical Lead, Consultant) and Band C (Project Manager, Architect and above)."),
    ("h", "Working Hours and Overtime"),
    ("p", "1.1 Working week: The standard working day is 9 hours including a one-hour meal break, Monday to "
          "Friday. Saturday and Sunday are weekly offs unless a project roster says otherwise."),
    ("p", "1.2 Overtime eligibility: Only Band A employees are paid for overtime. Band B and Band C employees "
          "receive compensatory off (comp-off) instead, one day for each full day worked on a weekly off or "
          "holiday, to be availed within 60 days."),
    ("p", "1.3 Overtime rate: The hourly rate is the monthly basic salary divided by 26 and then by 8. Work "
          "beyond 9 hours on a working day is paid at 1.5 times the hourly rate, work on a weekly off at 2 times, "
          "and work on a declared national or festival holiday at 2.5 times. Allowances and variable pay are "
          "not part of the hourly rate. Overtime may not exceed 50 hours in a calendar quarter."),
    ("p", "1.4 Approval: Overtime must be approved in advance by the project manager in PeopleDesk and "
          "claimed within 7 days of the month end. Unapproved hours are not paid."),
    ("h", "Shift, On-call and Call-out"),
    ("p", "2.1 Shift allowance: The general shift (09:00 to 18:00) carries no allowance. The afternoon shift "
          "(13:00 to 22:00) is paid INR 300 per shift and the night shift (21:00 to 06:00) INR 500 per shift. "
          "A company cab is provided free of charge for any shift ending after 21:00."),
    ("p", "2.2 On-call standby: An employee rostered on call receives a standby allowance of INR 800 for each "
          "weekday night and INR 2,000 for each weekly off or holiday, whether or not a call comes. The "
          "allowance applies to all bands."),
    ("p", "2.3 Call-out: When an on-call Band A employee is called out, the time worked is paid as overtime at "
          "the multiplier of that day under clause 1.3, with a minimum of 2 hours for each call-out. Band B and "
          "Band C employees receive a half-day comp-off for a call-out of more than 3 hours."),
    ("h", "Leave"),
    ("p", "3.1 Earned leave: Employees accrue 1.5 days of earned leave (EL) at the end of each completed month "
          "of service, that is 18 days a year. An employee who joins on or before the 15th of a month accrues "
          "for that month; one who joins after the 15th starts accruing from the following month. Up to 45 "
          "days may be carried forward into the next year; the excess lapses on 31 December."),
    ("p", "3.2 Leave encashment: On separation, the earned leave balance is encashed at the monthly basic "
          "salary divided by 30 for each day. Earned leave cannot be used to shorten the notice period."),
    ("p", "3.3 Casual leave: Eight days of casual leave are credited each year, four on 1 January and four on "
          "1 July. Casual leave cannot be carried forward or encashed and may not be taken for more than 3 "
          "days at a time."),
    ("p", "3.4 Maternity leave: A woman employee is entitled to 26 weeks of paid maternity leave for each of "
          "her first two children, of which not more than 8 weeks may be taken before the expected date of "
          "delivery. From the third child onwards the entitlement is 12 weeks, of which not more than 6 weeks "
          "may precede delivery. A mother adopting a child below three months of age receives 12 weeks."),
    ("p", "3.5 Paternity leave: A male employee may take 10 working days of paid paternity leave within 3 "
          "months of the birth or adoption of a child."),
    ("h", "Travel and Conveyance"),
    ("p", "4.1 Own vehicle: Official travel by an employee's own car is reimbursed at INR 12 per km and by a "
          "two-wheeler at INR 5 per km, on the distance shown in the trip log. Tolls and parking are reimbursed "
          "at actuals against receipts. Travel between home and the usual office is not official travel."),
    ("p", "4.2 Hotel limits per night: Metro cities (Mumbai, Delhi NCR, Bengaluru, Chennai, Hyderabad, "
          "Kolkata and Pune): Band A INR 4,000, Band B INR 6,000, Band C INR 9,000. Other cities: Band A "
          "INR 2,500, Band B INR 4,000, Band C INR 6,000. Any amount above the limit is borne by the employee."),
    ("p", "4.3 Daily allowance: A daily allowance (DA) for meals and local travel is paid for each calendar "
          "day of an outstation trip, including the days of departure and return. Metro cities: Band A INR "
          "1,500, Band B INR 2,000, Band C INR 3,000. Other cities: Band A INR 1,000, Band B INR 1,500, Band C "
          "INR 2,200. No bills are needed for the DA."),
    ("p", "4.4 Claims: Travel and conveyance claims must be filed in PeopleDesk within 30 days of the return "
          "date with receipts attached. A claim filed between 31 and 60 days needs the delivery head's "
          "approval; claims older than 60 days are not paid. A travel advance of up to 75% of the estimated "
          "cost must be settled within 15 days of return."),
    ("h", "Notice Period and Separation"),
    ("p", "5.1 Notice period: During probation (the first 6 months) either side may end employment with 15 "
          "days' notice. After confirmation the notice period is 45 days for Band A, 60 days for Band B and "
          "90 days for Band C, counted in calendar days from the day the resignation is accepted in PeopleDesk."),
    ("p", "5.2 Notice buy-out: An employee who leaves before serving the full notice pays for the shortfall at "
          "the monthly gross salary divided by 30 for each day not served. The delivery head may waive up to "
          "15 days of the shortfall; a longer waiver needs the HR head."),
    ("p", "5.3 Gratuity: An employee with at least 5 years of continuous service receives gratuity of 15 days' "
          "last drawn basic salary for each completed year of service, calculated as basic x 15 / 26 x years. "
          "A part year of more than 6 months counts as a full year. Gratuity is capped at INR 20,00,000."),
    ("h", "Referrals"),
    ("p", "6.1 Employee referral: A referral bonus of INR 25,000 is paid for a hire with up to 5 years of "
          "experience and INR 50,000 for a hire with more than 5 years, after the new joiner completes 90 days. "
          "The referrer must be on the rolls on the payout date. No bonus is paid for rehiring a former "
          "employee."),
]

_LIST_ITEM = re.compile(r"^\s*(?:[-•·●▪*]|\(?\d+[)）.、]|[（(][一二三四五六七八九十\d]+[)）]|[a-z][)）.])\s*")


def _bad_start(line: str) -> bool:
    """A wrapped line must not start like a clause or list item, or the reader splits there."""
    from knowledge.structure import is_clause_line

    return bool(_LIST_ITEM.match(line)) or is_clause_line(line)


def wrap(text: str) -> list[str]:
    words, lines, cur = text.split(), [], ""
    for w in words:
        if cur and len(cur) + 1 + len(w) > WIDTH:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    lines.append(cur)
    # Move one word back up when a continuation line would start like a clause ("1.5 times").
    for i in range(1, len(lines)):
        while _bad_start(lines[i]):
            head, _, last = lines[i - 1].rpartition(" ")
            lines[i - 1], lines[i] = head, f"{last} {lines[i]}"
    return lines


def pages() -> list[list[tuple[str, str]]]:
    out: list[list[tuple[str, str]]] = [[]]
    for style, text in CONTENT:
        lines = [(style, text)] if style == "h" else [("p", line) for line in wrap(text)]
        need = len(lines) + (2 if style == "h" else 0)  # a heading keeps its first lines with it
        if len(out[-1]) + need > LINES_PER_PAGE:
            out.append([])
        out[-1].extend(lines)
    return out


if __name__ == "__main__":
    target = HERE / "nilgiri_softworks" / "handbook" / "nilgiri_softworks_handbook.pdf"
    target.parent.mkdir(parents=True, exist_ok=True)
    make_pdf(target, pages(), header=HEADER)
    print(target, len(pages()), "pages", sum(len(t) for _, t in CONTENT), "characters")
