"""Writes monterrey_auto_parts/handbook/huaxin_monterrey_employee_handbook.docx (heldout24, python-docx): a
Chinese auto-parts maker's plant in Nuevo León, Mexico. Re-run only to regenerate:

    PYTHONPATH=. python tests/data/answer_probes/heldout24_handbooks/make_monterrey_docx.py
"""
from pathlib import Path

import docx

d = docx.Document()
d.add_paragraph("Huaxin Auto Parts de México — Monterrey Plant Employee Handbook", style="Title")
d.add_paragraph("Huaxin Auto Parts de México, S.A. de C.V., Parque Industrial Apodaca, Nuevo León. Edition 2026, "
                "effective January 1, 2026. Where the Federal Labor Law (Ley Federal del Trabajo) gives an employee "
                "a greater benefit, the law prevails.")
P = d.add_paragraph


def H(title, level=1):
    d.add_heading(title, level=level)


H("1. General Provisions")
P("Section 1.1 Scope: This handbook applies to all employees of the Monterrey plant: Mexican employees hired "
  "locally (\"local staff\") and managers seconded from the parent company in Ningbo, China, or hired abroad "
  "(\"expatriate managers\").")
P("Section 1.2 Currency: Local staff are paid in Mexican pesos (MXN). In this handbook a bare \"$\" sign always "
  "means Mexican pesos, so $18,500.00 MXN, MX$18,500 and 18,500 pesos are the same amount. Amounts for "
  "expatriate managers are paid in US dollars and are always marked \"US$\" or \"USD\".")
P("Section 1.3 Daily and hourly pay: Daily pay (salario diario) is the monthly base salary divided by 30. "
  "Hourly pay is the daily pay divided by 8. Bonuses, allowances and vouchers are not part of the base salary.")

H("2. Working Hours and Overtime")
H("Working week", level=2)
P("Section 2.1 Working week: The ordinary working week is 48 hours, six shifts of 8 hours from Monday to "
  "Saturday, with Sunday as the weekly rest day. Employees on the continuous-operations roster (press shop "
  "and heat treatment) work Sundays in rotation and receive another rest day in that week.")
P("Section 2.2 Overtime approval: Overtime is worked only at the written request of the shift supervisor. As a "
  "rule overtime may not exceed 3 hours a day nor 3 days a week, that is 9 hours a week.")
H("Overtime pay", level=2)
P("Section 2.3 Overtime pay: Overtime is counted per work week (Monday 00:00 to Sunday 24:00) and paid on the "
  "hourly pay as follows.")
P("2.3.1 Double time: The first 9 overtime hours in a work week are paid at double the hourly pay (200%).")
P("2.3.2 Triple time: Every overtime hour beyond the 9th in the same work week is paid at triple the hourly pay "
  "(300%).")
P("2.3.3 Expatriate managers: Expatriate managers are not eligible for overtime pay.")
P("Section 2.4 Sunday premium: An employee who works on a Sunday receives a Sunday premium (prima dominical) of "
  "25% of one day's daily pay, in addition to the normal pay for the day worked. The premium is paid once for "
  "each Sunday worked, whatever the number of hours, and also to continuous-operations staff for whom Sunday is "
  "a scheduled working day.")
P("Section 2.5 Public holidays: An employee who works on a statutory public holiday (such as May 1, "
  "September 16 or December 25) is paid double the daily pay for that day in addition to the normal daily pay.")

H("3. Monthly Bonuses and Allowances")
P("Section 3.1 Punctuality bonus: Local staff with no late arrival and no unjustified absence in a calendar "
  "month receive a punctuality bonus of 10% of the monthly base salary, up to a maximum of MX$1,250 per month.")
P("3.1.1 Tolerance: One late arrival of 10 minutes or less in the month is tolerated. A second late arrival, or "
  "any late arrival of more than 10 minutes, cancels the bonus for that month.")
P("Section 3.2 Food vouchers: Local staff receive food vouchers (vales de despensa) worth 1,450 pesos per month, "
  "credited to the electronic voucher card on the last business day of the month. An employee with more than "
  "2 unjustified absences in the month receives no vouchers for that month.")
P("Section 3.3 Expatriate managers: Expatriate managers receive a housing allowance of US$3,000 per month and a "
  "meal allowance of USD 250 per month. They receive neither the punctuality bonus nor food vouchers.")

H("4. Vacation")
P("Section 4.1 Vacation entitlement: On completing each year of service, an employee is entitled to paid "
  "vacation according to the following scale. Vacation days are working days, that is days on which the "
  "employee would otherwise work.")
rows = [("Completed years of service", "Paid vacation days"),
        ("1", "12"), ("2", "14"), ("3", "16"), ("4", "18"), ("5", "20"),
        ("6 to 10", "22"), ("11 to 15", "24"), ("16 to 20", "26"), ("21 to 25", "28"), ("26 to 30", "30")]
t = d.add_table(rows=len(rows), cols=2)
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
P("Section 4.2 Scheduling: Vacation must be taken within the six months following the service anniversary that "
  "earns it. At the employee's request at least 12 of the days are taken in one continuous period. Requests are "
  "made in the HR portal at least 15 calendar days before the first vacation day.")
P("Section 4.3 Vacation premium: In addition to the normal pay for the vacation days, the employee receives a "
  "vacation premium (prima vacacional) of 25% of the pay for those vacation days, that is daily pay × vacation "
  "days × 25%. The premium is paid on the pay day before the vacation starts.")
P("Section 4.4 Expatriate managers: Expatriate managers receive 20 working days of home leave a year under their "
  "secondment contracts instead of the scale in Section 4.1, and no vacation premium.")

H("5. Christmas Bonus (Aguinaldo)")
P("Section 5.1 Amount: Local staff receive a Christmas bonus (aguinaldo) of 15 days of daily pay each year.")
P("5.1.1 Joiners and leavers: An employee who has not worked the whole calendar year receives the proportional "
  "part: 15 days × days worked in the year ÷ 365, counting calendar days from the hire date (or January 1) to "
  "December 31 (or the last day of employment), both included.")
P("Section 5.2 Payment date: The aguinaldo is paid no later than December 20. If December 20 falls on a Saturday "
  "or Sunday, it is paid on the preceding Friday.")
P("Section 5.3 Expatriate managers: Expatriate managers do not receive the aguinaldo. Their secondment contracts "
  "provide a year-end bonus of one month of base salary in US dollars, paid with the December salary.")

H("6. Other Leave")
P("Section 6.1 Paid leave: Local staff receive paid leave of 5 working days on the birth or adoption of a child "
  "(paternity leave), 3 working days for their own marriage and 3 working days on the death of a spouse, "
  "parent or child.")

H("7. Separation")
P("Section 7.1 Resignation: An employee who resigns should give at least 15 calendar days' written notice. "
  "Accrued vacation, the vacation premium and the proportional aguinaldo are paid in the final settlement "
  "(finiquito) within 10 days of the last working day.")
d.save(str(Path(__file__).resolve().parent / "monterrey_auto_parts/handbook/huaxin_monterrey_employee_handbook.docx"))
