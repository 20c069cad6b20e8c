"""Writes heldout8_handbooks/wattle_creek/handbook/wattle_creek_employee_handbook.docx (python-docx, a test extra):
    python tests/data/answer_probes/heldout8_handbooks/make_wattle_creek_docx.py OUT.docx
Kept so the .docx can be rebuilt and read as text; the handbook's text is this script's."""
import sys
from docx import Document

out = sys.argv[1]
d = Document()
d.add_heading("Wattle Creek Foods Pty Ltd — Employee Handbook (Australia)", level=0)
d.add_paragraph("Version 3.1, effective 1 July 2024. Applies to all employees of Wattle Creek Foods Pty Ltd "
                "at the Dandenong South (Victoria) bakery, distribution centre and head office. All amounts are in "
                "Australian dollars (AUD). Where the General Retail Industry Award or the National Employment "
                "Standards give a better entitlement, that entitlement applies.")

def h(text, level=1):
    d.add_heading(text, level=level)

def c(text):
    d.add_paragraph(text)

h("1 Employment Types")
c("1.1 Permanent employees: Full-time and part-time employees are permanent employees. Part-time employees "
  "work fewer than 38 ordinary hours a week and receive leave entitlements on a pro rata basis.")
c("1.2 Casual employees: Casual employees are paid a casual loading of 25% on top of the ordinary hourly rate "
  "for ordinary hours. The loading is paid instead of paid annual leave, personal/carer's leave, notice of "
  "termination and redundancy pay. The minimum engagement for a casual is 3 hours per shift.")
c("1.3 Probation: New permanent employees serve a probationary period of 6 months. During probation either "
  "party may end employment with 1 week's notice.")

h("2 Hours of Work")
c("2.1 Ordinary hours: A full-time employee works 38 ordinary hours a week, rostered on any 5 of the 7 days "
  "of the week, usually 7.6 hours a day, between 6:00 am and 6:00 pm. Weekend shifts on the roster are ordinary "
  "hours. The ordinary hourly rate is the weekly base rate divided by 38.")
c("2.2 Rosters: Rosters are published at least 14 days in advance. A roster may be changed with 7 days' notice, "
  "or with less notice if the employee agrees in writing.")
c("2.3 Breaks: Employees working more than 5 hours receive an unpaid meal break of 30 minutes. A paid rest "
  "break of 10 minutes is given for every 4 hours worked.")

h("3 Pay")
c("3.1 Pay cycle: Wages are paid fortnightly, by electronic transfer, on every second Thursday. A payslip is "
  "issued within 1 working day of payment. Pay queries go to the Payroll Officer within 14 days of the pay date.")
c("3.2 Base rates: Each employee's weekly base rate is set out in their letter of offer and reviewed every July. "
  "Penalty rates, overtime and allowances are calculated on the ordinary hourly rate (clause 2.1).")

h("4 Penalty Rates and Overtime")
c("4.1 Penalty rates: Ordinary hours worked on a weekend or public holiday are paid "
  "at the following percentages of the ordinary hourly rate. The casual rates already include the 25% casual "
  "loading; the loading is not added again.")
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
for cell, text in zip(t.rows[0].cells, ("Day", "Permanent employees", "Casual employees")):
    cell.text = text
for row in (("Monday to Friday", "100%", "125%"), ("Saturday", "125%", "150%"),
            ("Sunday", "150%", "175%"), ("Public holiday", "200%", "250%")):
    cells = t.add_row().cells
    for cell, text in zip(cells, row):
        cell.text = text
c("4.2 Permanent overtime: Time worked beyond 38 hours in a week, or outside the span of "
  "ordinary hours, is overtime. Overtime from Monday to Saturday is paid at 150% for the first 3 hours and 200% "
  "after that. Overtime on a Sunday is paid at 200% and on a public holiday at 250%.")
c("4.3 Approval of overtime: Overtime must be approved in advance by the employee's Team Leader. By written "
  "agreement, an employee may take time off in lieu (TOIL) instead of overtime pay, at one hour off for each "
  "hour worked, within 6 months of the overtime. TOIL not taken within 6 months is paid out at overtime rates.")
c("4.4 Afternoon shift allowance: A permanent employee whose shift finishes after 6:00 pm and at or before "
  "midnight receives a shift allowance of 15% of the ordinary hourly rate for the whole shift.")

h("5 Allowances")
c("5.1 Overtime meal allowance: An employee who works more than 2 hours of overtime after ordinary hours, "
  "without being told about the overtime on the previous day, is paid a meal allowance of $18.50. A further "
  "meal allowance of $16.80 is paid after each additional 4 hours of overtime.")
c("5.2 Vehicle allowance: An employee who uses a private car for approved business travel is reimbursed at 88 "
  "cents per kilometre. Travel between home and the usual workplace is not business travel. Claims, with a "
  "logbook entry, are lodged in the Expenses portal within 30 days and approved by the employee's manager.")
c("5.3 Uniform allowance: Bakery and warehouse staff receive 5 uniform sets a year. Staff who launder their "
  "own uniforms receive a laundry allowance of $6.25 a week.")

h("6 Leave")
c("6.1 Annual leave: Full-time employees accrue 4 weeks (152 hours) of paid annual leave for each year of "
  "service; part-time employees accrue it pro rata. Shift workers rostered across all seven days receive 5 "
  "weeks. Annual leave accrues progressively and unused leave carries over from year to year.")
c("6.2 Leave loading: When annual leave is taken, the employee is paid a leave loading of 17.5% of the base "
  "pay for that leave, in addition to the base pay. Leave loading is also paid on unused annual leave paid out "
  "when employment ends.")
c("6.3 Applying for annual leave: Applications are made in the HR portal at least 4 weeks before the leave "
  "starts. Leave of more than 10 consecutive working days needs the approval of the Operations Manager. An "
  "employee with more than 8 weeks of accrued leave may be directed to take leave on 8 weeks' notice.")
c("6.4 Personal/carer's leave: Full-time employees receive 10 days (76 hours) of paid personal/carer's leave "
  "each year, accruing progressively; part-time employees pro rata. Unused personal leave accumulates but is "
  "not paid out when employment ends. Employees must notify their manager at least 1 hour before the shift. "
  "A medical certificate or statutory declaration is required for an absence of more than 2 consecutive days, "
  "or for any absence on the working day before or after a public holiday.")
c("6.5 Compassionate leave: Employees receive 2 days of paid compassionate leave on each occasion that an "
  "immediate family or household member dies or suffers a life-threatening illness. Casual employees receive "
  "2 days of unpaid compassionate leave.")
c("6.6 Long service leave: Long service leave follows the Long Service Leave Act 2018 (Vic). An employee "
  "accrues 1/60 of a week of leave for each week of continuous service (8.6667 weeks after 10 years). Leave may "
  "be taken once the employee has completed 7 years of continuous service. When employment ends for any reason "
  "after at least 7 years of continuous service, the accrued untaken leave is paid out.")

h("7 Superannuation")
c("7.1 Superannuation guarantee: The company contributes 11.5% of ordinary time earnings to the employee's "
  "chosen superannuation fund. Ordinary time earnings include the base pay, penalty rates for ordinary hours, "
  "shift allowances and casual loading; they do not include overtime. Contributions are paid with each "
  "fortnightly pay run and no later than 28 days after the end of each quarter.")
c("7.2 Salary sacrifice: Employees may salary sacrifice additional contributions by notice to Payroll at least "
  "one full pay cycle before the change takes effect.")

h("8 Ending Employment")
c("8.1 Notice of resignation: Permanent employees who resign must give written notice to their manager based "
  "on continuous service: not more than 1 year, 1 week; more than 1 year and up to 3 years, 2 weeks; more than "
  "3 years and up to 5 years, 3 weeks; more than 5 years, 4 weeks. Casual employees do not need to give notice.")
c("8.2 Failure to give notice: If an employee does not give the required notice, the company may withhold "
  "from the final pay an amount of up to one week's ordinary pay. Notice is not reduced by accrued annual leave "
  "unless the manager agrees.")
c("8.3 Final pay: Final pay, including any unused annual leave with leave loading, is paid in the next regular "
  "fortnightly pay run after the last day of employment.")

d.save(out)
