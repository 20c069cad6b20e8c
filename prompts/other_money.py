"""Money of the countries `prompts.currencies` does not list one by one: an ISO 4217 code (TRY 1.250, 4 750 KZT), a
sign (₺, ₸, ₾, ৳, E£) or a name (lira, 坚戈, hryvnia) beside a figure makes it an amount in that money, a unit of its
own named by the code ("try"), so ₺250 grounds 250 lira and no 250 tenge. Read by `prompts.quantities`. Pure."""
from __future__ import annotations

import re

# Codes not listed here are read elsewhere (CNY, USD, EUR, GBP, INR, …, in prompts.currencies) or left out: the
# dollar and peso codes whose amounts are written with "$" (a "$18,500 MXN" would read twice), and codes that are
# words in capitals (ALL, TOP, CUP, MOP, BOB, PEN, SOS).
CODES = frozenset(
    "AFN AMD AOA AZN BAM BDT BGN BHD BIF BTN BWP BYN CDF CRC CZK DJF DKK DZD EGP ERN ETB GEL GHS GMD GNF GTQ HNL HTG "
    "HUF ILS IQD IRR ISK JOD KGS KHR KMF KWD KZT LAK LBP LKR LSL LYD MAD MDL MGA MKD MMK MNT MRU MUR MVR MWK MZN NIO NOK "
    "NPR OMR PKR PYG QAR RON RSD RUB RWF SCR SDG SEK SLE SSP STN SYP SZL TJS TMT TND TRY TZS UAH UGX UZS VES XAF XOF "
    "YER ZMW".split())
_SIGNS = {"₺": "try", "₸": "kzt", "₴": "uah", "₾": "gel", "₼": "azn", "৳": "bdt", "₮": "mnt", "₲": "pyg", "₵": "ghs",
          "₡": "crc", "₭": "lak", "₽": "rub", "₪": "ils", "E£": "egp", "LE": "egp", "TL": "try", "Tk": "bdt", "Kč": "czk",
          "Ft": "huf", "lei": "ron"}
_NAMES = {"lira": "try", "liras": "try", "里拉": "try", "tenge": "kzt", "坚戈": "kzt", "hryvnia": "uah", "hryvnias": "uah",
          "格里夫纳": "uah", "lari": "gel", "拉里": "gel", "manat": "azn", "马纳特": "azn", "taka": "bdt", "塔卡": "bdt",
          "egyptian pounds": "egp", "egyptian pound": "egp", "埃及镑": "egp", "roubles": "rub", "rubles": "rub",
          "卢布": "rub", "shekels": "ils", "谢克尔": "ils", "forint": "huf", "福林": "huf", "birr": "etb", "比尔": "etb",
          "cedis": "ghs", "塞地": "ghs", "dram": "amd", "德拉姆": "amd", "tugrik": "mnt", "图格里克": "mnt", "kip": "lak",
          "基普": "lak", "riel": "khr", "瑞尔": "khr", "kyat": "mmk", "缅元": "mmk", "quetzales": "gtq", "guaranies": "pyg"}
# The names as alternations, for the readers that meet them beside a figure in other ways (万 before money in
# prompts.numerals, operands of a written sum in prompts.arithmetic).
CHINESE_NAMES = "|".join(sorted((n for n in _NAMES if not n.isascii()), key=len, reverse=True))
LATIN_NAMES = "|".join(sorted((n for n in _NAMES if n.isascii() and " " not in n), key=len, reverse=True))
_BEFORE = "|".join(sorted(map(re.escape, _SIGNS), key=len, reverse=True))
_AFTER = "|".join(sorted(map(re.escape, [*_SIGNS, *_NAMES]), key=len, reverse=True))
# Before the figure (₺12500, TRY 1250, E£ 300) or after it (4750 TL, 12000 KZT, 300坚戈, 80 lari); figures in full.
_MONEY = re.compile(rf"(?<![A-Za-z])(?:((?-i:[A-Z]{{3}}))|({_BEFORE}))[ ]?(\d+(?:\.\d+)?)(?!\d|\.\d)"
                    rf"|(?<![\d.])(\d+(?:\.\d+)?)[ ]?(?:((?-i:[A-Z]{{3}}))|({_AFTER}))(?![A-Za-z])", re.I)

# What every match holds: a figure right after a code or a sign (a space between), or right before a code, a sign or a
# name. These scans open on a digit, which the engine skips to; _MONEY opens on lookbehinds and is tried at every character.
_SIGNS_BY_LENGTH = {n: "|".join(re.escape(s) for s in _SIGNS if len(s) == n) for n in sorted({len(s) for s in _SIGNS})}
_FIGURE_AFTER_SIGN = re.compile(r"\d(?:(?<=(?-i:[A-Z]{3})\d)|(?<=(?-i:[A-Z]{3}) \d)|" + "|".join(
    rf"(?<=(?:{signs}){space}\d)" for signs in _SIGNS_BY_LENGTH.values() for space in ("", " ")) + ")", re.I)
_FIRST_OF_NAMES = re.escape("".join(sorted({name[0] for name in [*_SIGNS, *_NAMES]})))  # looked for before any name is tried
_FIGURE_BEFORE_NAME = re.compile(rf"\d[ ]?(?=[A-Z{_FIRST_OF_NAMES}])(?:(?-i:[A-Z]{{3}})|{_AFTER})(?![A-Za-z])", re.I)


def other_money(text: str) -> list[tuple[float, str, str, int, int]]:
    """(amount, unit, as written, start, end) of each amount in money this module reads."""
    out = []
    for m in _MONEY.finditer(text) if _FIGURE_BEFORE_NAME.search(text) or _FIGURE_AFTER_SIGN.search(text) else ():
        code, sign, figure = (m[1], m[2], m[3]) if m[3] else (m[5], m[6], m[4])
        if code:
            unit = code.lower() if code in CODES else None
        else:
            unit = _SIGNS.get(sign) or _NAMES.get(sign.lower())
            if unit is None or (sign in ("LE", "TL", "Tk", "lei", "Ft") and not _exact(m, sign)):
                unit = None
        if unit:
            out.append((float(figure), unit, m.group(0), m.start(), m.end()))
    return out


def _exact(m: re.Match, sign: str) -> bool:
    """The short signs (LE, TL, Tk) only as written, in their own case: "le" and "tl" are words."""
    return sign in m.group(0)
