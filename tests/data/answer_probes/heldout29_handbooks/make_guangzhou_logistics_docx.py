"""Writes guangzhou_logistics/handbook/guangzhou_logistics_handbook.docx (heldout29, python-docx): a Guangzhou
logistics company's English handbook for its foreign hires (Heading 1 sections, numbered paragraphs, one table).
Re-run only to regenerate:

    PYTHONPATH=. python tests/data/answer_probes/heldout29_handbooks/make_guangzhou_logistics_docx.py
"""
from pathlib import Path

import docx

d = docx.Document()
d.add_paragraph("Pearl Delta Freight Link (Guangzhou) Co., Ltd. — Handbook for International Staff", style="Title")
d.add_paragraph("Edition 2026, effective 1 January 2026. Applies to foreign nationals employed under a Chinese labour "
                "contract with a valid work permit. Amounts are gross, in Chinese yuan (RMB / CNY / ¥).")
P = d.add_paragraph


def H(title, level=1):
    d.add_heading(title, level=level)


H("1. Scope and Grades")
P("1.1 This handbook supplements your labour contract and the company's general staff rules. Where Chinese labour "
  "law or Guangdong regulations give you a better entitlement, the law applies.")
P("1.2 Grades: G1 (coordinator), G2 (specialist), G3 (supervisor), G4 (manager), G5 (director and above). Your "
  "grade is stated in your offer letter.")
P("1.3 Probation is 3 months. During probation you receive 100% of your base salary.")

H("2. Salary and Overtime")
P("2.1 Salary is paid monthly in CNY on the 10th of the following month into a Chinese bank account. Individual "
  "income tax is withheld under the IIT Law.")
P("2.2 Daily rate: your monthly base salary divided by 21.75. Hourly rate: the daily rate divided by 8. Allowances "
  "in sections 5 to 7 are not part of the base salary.")
P("2.3 Overtime must be approved in advance in the HR system. Grades G1 to G3 are paid overtime at the hourly rate "
  "times: 150% for hours beyond the normal working day on a working day; 200% for work on a rest day (weekend) "
  "when no time off in lieu is given within the same month; 300% for work on a statutory public holiday.")
P("2.4 Grades G4 and G5 are not paid overtime; they may take time off in lieu, hour for hour, within the quarter.")
P("2.5 Overtime may not exceed 36 hours in a month.")

H("3. Thirteenth-Month Salary")
P("3.1 A thirteenth-month salary equal to one month's base salary (as at 31 December) is paid with the January "
  "salary of the following year.")
P("3.2 If you joined during the year, the thirteenth-month salary is pro rata: the number of complete calendar "
  "months of service in the year divided by 12. The month in which you joined counts only if you joined on its "
  "first day.")
P("3.3 You must be employed on 31 December to receive it. Employees who have given notice by that date do not "
  "receive it.")

H("4. Leave and Public Holidays")
P("4.1 Annual leave: 10 working days a year, plus 1 working day for each full year of continuous service with the "
  "company, up to a maximum of 15 working days. The extra day applies from the first day of the month after your "
  "service anniversary.")
P("4.2 Leave is booked in the HR system at least 5 working days ahead; blocks of more than 5 working days need 20 "
  "working days' notice. Up to 5 unused days may be carried to 31 March of the next year.")
P("4.3 Chinese public holidays apply as announced each year by the State Council, including the official make-up "
  "working days (weekend days declared working days). Holidays of your home country are not company holidays; you "
  "may take annual leave for them.")
P("4.4 Sick leave: up to 12 working days a year at full base salary with a medical certificate from a grade-2 "
  "hospital or above; longer sickness is paid under the local sick pay rules.")

H("5. Housing Allowance")
P("5.1 A monthly housing allowance is paid by grade as shown in the table below, against a registered lease in "
  "Guangzhou and an official fapiao. The allowance is a cap: if your monthly rent is lower, only the rent is paid.")
rows = [("Grade", "Monthly housing allowance (cap)", "Notes"),
        ("G1–G2", "RMB 6,500", "Shared or one-bedroom flat"),
        ("G3", "RMB 9,000", ""),
        ("G4", "RMB 12,000", "Includes property management fee"),
        ("G5", "RMB 16,000", "Includes property management fee")]
t = d.add_table(rows=len(rows), cols=3)
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
P("5.2 Deposits, agency fees and utilities are not covered. The first month's allowance is paid pro rata from the "
  "lease start date.")

H("6. Home Leave and Relocation")
P("6.1 Home leave: once per calendar year, after 6 months of service, the company reimburses one economy-class "
  "return flight between Guangzhou and your home city, up to CNY 12,000 for the employee. The part of the fare "
  "above the cap is paid by you. An unused home-leave flight does not carry over to the next year.")
P("6.2 Relocation allowance: a one-off relocation allowance of ¥20,000 (G1–G3) or ¥30,000 (G4–G5) is paid with "
  "the first salary, to cover shipping, temporary accommodation and visa costs.")
P("6.3 If you resign, or are dismissed for misconduct, within 12 months of your start date, you repay the relocation "
  "allowance pro rata: the allowance times the number of months remaining to 12 (12 minus the complete months "
  "worked), divided by 12. The amount is deducted from the final salary.")
P("6.4 Work permit, residence permit and medical check costs are paid directly by the company.")

H("7. Insurance and Other Benefits")
P("7.1 Foreign employees are enrolled in Chinese social insurance as required by law. The company also provides "
  "commercial medical insurance for the employee (outpatient and inpatient) with an annual limit of 500,000 yuan.")
P("7.2 Chinese language lessons: up to 4,000 yuan a year against receipts from an approved school.")
P("7.3 Mobile phone allowance: CNY 300 a month for G3 and above.")

H("8. Notice and Termination")
P("8.1 During probation either side may end the contract with 3 days' notice.")
P("8.2 After probation you must give 30 days' written notice (calendar days, counted from the day after HR receives "
  "your letter). The company gives 30 days' written notice or one month's base salary in lieu of notice.")
P("8.3 If your work permit is cancelled or not renewed, the contract ends on the permit's expiry date.")
P("8.4 On leaving, untaken annual leave for the year is paid at 300% of the daily rate for statutory days as "
  "required by law; company extra days are paid at 100%.")
d.save(str(Path(__file__).resolve().parent / "guangzhou_logistics/handbook/guangzhou_logistics_handbook.docx"))
