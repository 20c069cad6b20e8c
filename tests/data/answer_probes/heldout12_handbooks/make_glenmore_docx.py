"""Writes glenmore_distillery/handbook/glenmore_employee_handbook.docx (python-docx). Re-run only to regenerate."""
from pathlib import Path

import docx
d = docx.Document()
d.add_paragraph("Glenmore Distillery Ltd — Employee Handbook", style="Title")
d.add_paragraph("Issue 5, effective 1 January 2025, incorporating the amendments in section 8. All amounts are gross, in pounds sterling (£).")
P = d.add_paragraph


def H(title):
    d.add_heading(title, level=1)


H("1. Introduction")
P("1.1 This handbook applies to all employees of Glenmore Distillery Ltd employed at the Speyside site.")
P("1.2 Where this handbook and your written statement of particulars differ, your written statement prevails. "
  "Section 8 records amendments; an amendment replaces the clause it names from its effective date only.")

H("2. Hours of Work and Pay")
P("2.1 Standard full-time hours are 37.5 hours per week, normally worked as five shifts of 7.5 paid hours with an unpaid 30-minute meal break.")
P("2.2 Production runs on three shifts: early (06:00–14:00), late (14:00–22:00) and night (22:00–06:00).")
P("2.3 Your basic hourly rate is your annual basic salary divided by 52, divided by your contracted weekly "
  "hours. Pay is made monthly in arrears on the last working day of the month.")
P("2.4 Overtime means hours worked beyond your contracted weekly hours at the request of your manager. Weekday "
  "overtime is paid at time and a quarter (1.25 × basic hourly rate).")

H("3. Shift Allowances")
P("3.1 Night shift allowance: hours worked between 22:00 and 06:00 on a weekday night are paid at basic hourly "
  "rate plus 20% (that is, 120% of basic).")
P("3.2 Weekend working: all hours worked on a Saturday or Sunday (from 00:00 on Saturday to 24:00 on Sunday) are "
  "paid at one and a half times basic hourly rate (time and a half).")
P("3.3 Allowances do not stack. Where hours qualify for both the night shift allowance and the weekend rate, "
  "only the weekend rate (1.5 ×) is paid for those hours.")
P("3.4 Standby: an employee rostered on standby for a night (18:00–08:00) receives a standby payment of £30.00 "
  "per night, whether or not they are called out.")
P("3.5 Call-out: an employee called out to site while on standby is paid for the time worked at time and a half, "
  "with a minimum payment of 2 hours per call-out.")
P("3.6 The table below summarises the rates in this section. Amendments in section 8 take precedence over this table from their effective dates.")
rows = [("Allowance", "Rate", "Applies to"),
        ("Night shift", "Basic + 20% (120%)", "Hours worked 22:00–06:00, Monday to Friday nights"),
        ("Weekend", "1.5 × basic (time and a half)", "All hours worked on Saturday or Sunday"),
        ("Weekday overtime", "1.25 × basic", "Authorised hours beyond contracted weekly hours"),
        ("Standby", "£30.00 per night", "Rostered standby night, 18:00–08:00"),
        ("Call-out", "1.5 × basic, minimum 2 hours", "Each attendance on site while on standby")]
t = d.add_table(rows=len(rows), cols=3)
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v

H("4. Holiday")
P("4.1 The holiday year runs from 1 January to 31 December.")
P("4.2 Holiday entitlement is calculated in hours. Each employee is entitled to 5.6 weeks of paid holiday a "
  "year: 5.6 × contracted weekly hours. For a full-time employee on 37.5 hours this is 210 hours a year.")
P("4.3 The 5.6 weeks include bank and public holidays. The distillery closes on 8 public holidays a year; the "
  "hours you would have worked on those days are deducted from your entitlement, and the balance is booked "
  "through the rota system.")
P("4.4 Part-time employees receive the same 5.6 weeks pro rata: 5.6 × their own contracted weekly hours (for "
  "example 5.6 × 20 hours = 112 hours). Part-time employees do not receive any additional bank holiday hours "
  "beyond this.")
P("4.5 Employees who join or leave during the holiday year receive one twelfth of their annual hours for each "
  "complete calendar month of service in that year, rounded up to the nearest half hour.")
P("4.6 Up to one week of holiday (your contracted weekly hours) may be carried into the next holiday year and "
  "must be taken by 31 March; any other untaken holiday is lost.")
P("4.7 Holiday requests must be made with notice of at least twice the length of the holiday requested.")

H("5. Time Off in Lieu (TOIL)")
P("5.1 With the agreement of your manager, you may take time off in lieu instead of overtime pay. TOIL is "
  "accrued hour for hour: one hour of TOIL for each hour worked, whatever enhanced rate would otherwise have "
  "applied.")
P("5.2 TOIL must be taken within 3 months of the date it was earned, that is, no later than the same date three "
  "calendar months later (for example, TOIL earned on 10 May must be taken by 10 August). TOIL not taken by then "
  "lapses; it is not paid out and cannot be converted back into overtime pay.")
P("5.3 The TOIL balance may not exceed 22.5 hours at any time. Hours worked beyond that balance are paid as overtime.")

H("6. Sickness Absence and Sick Pay")
P("6.1 If you are unable to attend work, telephone your shift manager at least one hour before your shift starts.")
P("6.2 You may self-certify absence of up to 7 calendar days. From the 8th calendar day of absence you must provide a fit note from your GP.")
P("6.3 Sick pay is paid at the rate of £118.75 per week, from the fourth qualifying day of absence: the first "
  "three qualifying days of each period of sickness are waiting days and are unpaid. Qualifying days are the "
  "days you are contracted to work (normally Monday to Friday).")
P("6.4 The daily rate of sick pay is the weekly rate divided by the number of qualifying days in that week (for "
  "a five-day week, £118.75 ÷ 5 = £23.75 a day). Sick pay is paid for up to 28 weeks in any period of sickness.")
P("6.5 Two periods of sickness separated by 8 weeks or less are linked and treated as one period, so the waiting days are not served again.")

H("7. Other Leave")
P("7.1 Compassionate leave: up to 5 days' paid leave on the death of a spouse, partner, child or parent, and up "
  "to 2 days' paid leave on the death of a sibling, grandparent or parent-in-law.")

H("8. Amendments")
P("8.1 Amendment A1 — Call-out minimum. With effect from 1 January 2026, the minimum payment for each call-out "
  "in clause 3.5 is increased from 2 hours to 3 hours at time and a half. Call-outs before 1 January 2026 are "
  "paid with the 2-hour minimum.")
P("8.2 Amendment A2 — Standby rate. With effect from 6 April 2026, the standby payment in clause 3.4 and in the "
  "table is replaced: standby nights from 6 April 2026 are paid at £36.50 per night instead of £30.00. Standby "
  "nights before 6 April 2026 remain at £30.00 per night, even if paid later.")
d.save(str(Path(__file__).resolve().parent / "glenmore_distillery/handbook/glenmore_employee_handbook.docx"))
