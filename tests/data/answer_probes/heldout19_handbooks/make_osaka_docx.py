"""Writes osaka_precision_suzhou/handbook/osaka_precision_suzhou_handbook.docx (heldout19, python-docx):
the English handbook of a Japanese manufacturer's Suzhou plant, with Word tables; amounts in RMB (元)
unless marked as Japanese yen (¥ / JPY). Re-run only to regenerate."""
from pathlib import Path

import docx

d = docx.Document()
d.add_paragraph("Osaka Precision Industries (Suzhou) Co., Ltd. — Employee Handbook", style="Title")
d.add_paragraph("Edition 2026, effective 1 January 2026. Suzhou Industrial Park plant.")
P = d.add_paragraph


def H(title, level=1):
    d.add_heading(title, level=level)


def T(rows):
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v


H("1. General")
P("1.1 Scope: This handbook applies to local employees under a Chinese labour contract. Staff seconded "
  "from the Japanese parent company follow the head office secondment rules.")
P("1.2 Currencies: Unless a clause or table says otherwise, all amounts are in Chinese yuan (RMB / CNY, 元), "
  "before tax. Allowances for training and business trips in Japan are fixed by the head office in Japanese "
  "yen (JPY). In this handbook the sign ¥ always means Japanese yen; RMB amounts are always written with 元 "
  "or RMB.")
P("1.3 Hourly rate: For overtime pay and deductions, the hourly rate is the monthly basic salary divided by "
  "21.75 and then by 8.")

H("2. Working Time and Overtime")
P("2.1 Standard hours: Office staff work 08:30–17:30, Monday to Friday, with a 60-minute lunch break; "
  "production staff follow the shift roster in section 3.")
P("2.2 Overtime pay: Approved overtime is paid at 150% of the hourly rate on working days, 200% on rest days "
  "for which no compensatory time off is given within the same month, and 300% on statutory public holidays.")
P("2.3 Overtime cap: Overtime may not exceed 3 hours on a working day or 36 hours in a calendar month. A monthly "
  "total of exactly 36 hours is permitted. A request that would take the month above 36 hours is refused; "
  "hours above the cap are neither paid nor carried into the next month.")
P("2.4 Overtime approval: Overtime is requested in the attendance system before it is worked. The "
  "department manager approves overtime up to 30 hours in a month; for hours above 30, up to the 36-hour "
  "cap, the approval of the General Manager is also required.")

H("3. Shift Work and Shift Allowances")
P("3.1 Three-shift roster: Production lines run three eight-hour shifts. The shift allowance is paid in RMB "
  "for each complete shift worked:")
T([("Shift", "Hours", "Shift allowance (RMB)"),
   ("A shift (day)", "08:00–16:00", "none"),
   ("B shift (middle)", "16:00–24:00", "20元 per shift"),
   ("C shift (night)", "00:00–08:00", "35元 per night")])
P("3.2 Shifts not worked (annual leave, sick leave, personal leave or training days) earn no shift allowance. "
  "Shift allowances are paid with the month's salary and are not part of the basic salary.")

H("4. Attendance Bonus (精勤手当)")
P("4.1 Monthly bonus: Employees receive a monthly attendance bonus of 300元 when they have no late "
  "arrivals and no unauthorised absence in the month. Late arrivals reduce it as follows:")
T([("Late arrivals in the month", "Attendance bonus for the month (RMB)"),
   ("0", "300元"),
   ("1", "250元"),
   ("2", "200元"),
   ("3 or more", "0 — the whole bonus is forfeited on the 3rd late arrival")])
P("4.2 Late arrival: Clocking in after the start of the shift by up to 30 minutes is a late arrival. "
  "Arriving more than 30 minutes late counts as half a day of unauthorised absence.")
P("4.3 Forfeiture: Any unauthorised absence, or more than 2 days of sick leave or personal leave in the "
  "month, forfeits the month's bonus. Annual leave, marriage leave and other paid statutory leave do not "
  "affect it.")
P("4.4 Perfect attendance award: An employee who receives the full 300元 in all 12 months of a calendar "
  "year receives an additional award of 1,000元 with the January salary.")

H("5. Housing Allowance")
P("5.1 Rates: Local employees who do not live in the company dormitory receive a monthly housing "
  "allowance in RMB according to household size:")
T([("Household size (including the employee)", "Monthly housing allowance (RMB)"),
   ("1 person", "600元"),
   ("2 persons", "900元"),
   ("3 persons", "1,200元"),
   ("4 persons or more", "1,400元 (maximum)")])
P("5.2 Household members: Household members are the spouse and children under 18 who live with the "
  "employee; parents and other relatives are not counted. If both spouses work for the company, only one "
  "of them receives the allowance.")
P("5.3 Changes: A change in household size takes effect from the month after HR receives the documents.")

H("6. Japanese Language Allowance (JLPT)")
P("6.1 Rates: Employees holding a Japanese-Language Proficiency Test (JLPT) certificate receive a monthly "
  "language allowance and, for a level passed while employed here, a one-time bonus:")
T([("JLPT level", "Monthly allowance (RMB)", "One-time bonus (RMB)"),
   ("N1", "800元", "3,000元"),
   ("N2", "500元", "2,000元"),
   ("N3", "200元", "800元")])
P("6.2 Highest level only: Only the highest level held is paid; allowances for different levels are not "
  "added together. N4 and N5 are not eligible.")
P("6.3 Start: The monthly allowance starts from the month after the certificate is submitted to HR. The "
  "one-time bonus is paid once per level, only for levels passed after the date of hire.")

H("7. Business Travel")
P("7.1 Travel in China: The daily allowance for domestic trips is 120元 per day (Beijing, Shanghai and "
  "Shenzhen: 180元 per day); the hotel ceiling is 450元 per night (Beijing, Shanghai and Shenzhen: 600元).")
P("7.2 Travel and training in Japan: These amounts are set by the head office in Japanese yen (JPY) and are "
  "not RMB amounts:")
T([("Item", "Amount (JPY)"),
   ("Daily allowance — training at the Tokyo Technical Centre or the Osaka head office", "¥8,000 per day"),
   ("Daily allowance — other business trips in Japan", "¥6,000 per day"),
   ("Hotel ceiling — Tokyo and Osaka", "¥15,000 per night"),
   ("Hotel ceiling — other cities in Japan", "¥11,000 per night")])
P("7.3 Counting days: The daily allowance is paid for each calendar day from the day of departure to the "
  "day of return. The day of departure and the day of return are each paid at half the daily allowance; "
  "the days in between are paid in full.")
P("7.4 Payment: Japan allowances are advanced in yen in cash before departure; any balance is settled in "
  "RMB at the Bank of China selling rate on the settlement day.")
P("7.5 Expense claims: Travel expenses must be claimed within 10 working days after the day of return (the "
  "return day itself is not counted). Later claims need the approval of the General Manager.")

H("8. Leave and Seasonal Allowance")
P("8.1 Annual leave: On top of statutory annual leave, the company grants 1 extra day for every 3 complete "
  "years of service with the company, up to 3 extra days.")
P("8.2 High-temperature allowance: From June to September, production-floor employees receive a "
  "high-temperature allowance of 300元 per month. Staff working in air-conditioned offices are not covered.")

d.save(str(Path(__file__).resolve().parent / "osaka_precision_suzhou/handbook/osaka_precision_suzhou_handbook.docx"))
