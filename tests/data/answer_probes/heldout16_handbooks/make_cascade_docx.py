"""Writes cascade_software_us/handbook/cascade_employee_handbook.docx (python-docx). Re-run only to regenerate."""
from pathlib import Path

import docx

d = docx.Document()
d.add_paragraph("Cascade Software, Inc. — U.S. Employee Handbook", style="Title")
d.add_paragraph("Edition 2026.1, effective January 1, 2026. Applies to employees on the U.S. payroll. "
                "All amounts are in U.S. dollars (USD).")
P = d.add_paragraph


def H(title, level=1):
    d.add_heading(title, level=level)


H("1. About This Handbook")
P("1.1 Scope: This handbook applies to all regular employees of Cascade Software, Inc. on the U.S. payroll. "
  "Where a state or local law gives you a greater benefit, the law prevails.")
P("1.2 Classification: Each position is classified as exempt (salaried, not eligible for overtime) or "
  "non-exempt (eligible for overtime) under the Fair Labor Standards Act. Your offer letter states your "
  "classification.")
P("1.3 Years of service: Years of service are counted in completed years from your most recent date of hire. "
  "An approved unpaid leave of up to 90 days does not break your service.")

H("2. Pay and Overtime")
P("2.1 Pay periods: Employees are paid biweekly, every other Friday, for 26 pay periods a year. The workweek "
  "runs from 12:00 a.m. Sunday to 11:59 p.m. Saturday.")
P("2.2 Regular rate: For non-exempt employees the regular rate is the hourly base rate; for salaried "
  "non-exempt employees it is the annual base salary divided by 2,080.")
P("2.3 Overtime: Non-exempt employees are paid 1.5 times the regular rate (time and a half) for hours worked "
  "over 40 in a workweek, and 2 times the regular rate (double time) for hours worked over 12 in a single "
  "workday. Hours paid at double time are not counted again toward the 40-hour weekly threshold, so no hour "
  "is paid at both premiums. PTO, holiday and jury duty hours are not hours worked and do not count toward "
  "either threshold.")
P("2.4 Approval: Overtime must be approved in advance by your manager, but all overtime actually worked is "
  "paid. Exempt employees are not eligible for overtime pay.")

H("3. Paid Time Off (PTO)")
P("3.1 Accrual rates: Regular full-time employees accrue PTO in hours each biweekly pay period, at the rate "
  "for their band of completed years of service shown in the table below. The higher rate starts with the "
  "first pay period that begins on or after the service anniversary that moves you into the next band.")
rows = [("Completed years of service", "PTO per pay period", "PTO per year (26 periods)", "Accrual cap (1.5 × annual)"),
        ("0–2 years", "4.00 hours", "104 hours", "156 hours"),
        ("3–5 years", "5.00 hours", "130 hours", "195 hours"),
        ("6 years or more", "6.50 hours", "169 hours", "253.5 hours")]
t = d.add_table(rows=len(rows), cols=4)
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
P("3.2 Accrual cap: Your PTO balance may not exceed 1.5 times your annual accrual (the cap shown in the table). "
  "Once your balance reaches the cap, no PTO accrues until you use some. An accrual that would take you above "
  "the cap is credited only up to the cap, and accrual missed while you were at the cap is not made up later.")
P("3.3 Part-time employees: Regular part-time employees scheduled for at least 20 hours a week accrue PTO at "
  "half the rate of their band. Employees scheduled for fewer than 20 hours a week do not accrue PTO.")
P("3.4 Using PTO: PTO may be taken in increments of one hour. Requests for three or more consecutive workdays "
  "should be made at least two weeks in advance. Unused PTO carries over from year to year, subject to the "
  "cap, and is paid out on separation only where state law requires it.")

H("4. Company Holidays")
P("4.1 Holiday schedule: Cascade observes 10 paid company holidays a year. In 2026 they are:")
for line in ("New Year's Day — Thursday, January 1",
             "Martin Luther King Jr. Day — Monday, January 19",
             "Presidents' Day — Monday, February 16",
             "Memorial Day — Monday, May 25",
             "Juneteenth — Friday, June 19",
             "Independence Day (observed) — Friday, July 3",
             "Labor Day — Monday, September 7",
             "Thanksgiving Day — Thursday, November 26",
             "Day after Thanksgiving — Friday, November 27",
             "Christmas Day — Friday, December 25"):
    P(line, style="List Bullet")
P("4.2 Weekend holidays: A holiday that falls on a Saturday is observed on the preceding Friday; a holiday that "
  "falls on a Sunday is observed on the following Monday.")
P("4.3 Holiday pay: Full-time employees receive 8 hours of holiday pay at their base rate for each company "
  "holiday. A non-exempt employee who is required to work on a company holiday receives the 8 hours of holiday "
  "pay plus 1.5 times the regular rate for every hour worked that day.")

H("5. Leaves of Absence")
H("Parental Leave", level=2)
P("5.1 Paid parental leave: After 6 months of service, employees receive up to 12 weeks of paid parental leave "
  "at 100% of base pay following the birth, adoption or foster placement of a child. The leave must be taken "
  "within 12 months of the birth or placement, in one block or in blocks of at least one week, and runs "
  "concurrently with FMLA leave where that applies.")
H("Jury Duty", level=2)
P("5.2 Jury duty: Cascade pays your regular base pay for up to 10 workdays of jury duty per calendar year. "
  "Further jury days are unpaid, but you may use PTO for them. Give your manager a copy of the summons within "
  "3 business days of receiving it. You may keep any juror fees.")
H("Sabbatical", level=2)
P("5.3 Sabbatical eligibility: After completing 5 years of continuous service, you are eligible for a paid "
  "sabbatical of 4 consecutive weeks at full base pay. A further sabbatical may be taken after each additional "
  "5 years of service. A sabbatical not started within 24 months of becoming eligible lapses and is not paid out.")
P("5.4 Sabbatical notice: Give your manager written notice at least 30 calendar days before the first day of "
  "the sabbatical.")

H("6. Retirement Savings: 401(k) Plan")
P("6.1 Eligibility: You may join the Cascade 401(k) Plan from the first day of the month after your hire date.")
P("6.2 Company match: Each pay period Cascade matches 100% of the first 3% of eligible pay that you contribute, "
  "plus 50% of the next 2% of eligible pay. The most Cascade contributes is therefore 4% of eligible pay, "
  "reached when you contribute 5% or more. Eligible pay is base pay plus overtime; bonuses are excluded.")
P("6.3 Vesting: Your own contributions are always 100% vested. The company match vests one third after each "
  "completed year of service and is fully vested after 3 years.")
d.save(str(Path(__file__).resolve().parent / "cascade_software_us/handbook/cascade_employee_handbook.docx"))
