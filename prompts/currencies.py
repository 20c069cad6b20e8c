"""The money a handbook pays in: each currency's names, signs and codes as an answer or a clause writes them
(5.500.000 ₫, R$ 1.234,56, ₹2.4 lakh, 120万韩元 once claim text has written the figures in full), read by
`prompts.quantities` as the unit class of an amount. Constants, and a fast scan for a sign or code before a figure."""
from __future__ import annotations

import re
from typing import Iterator

from prompts.other_money import CODES as OTHER_CODES

# (pattern, unit class, factor) of every money unit written after its figure, longest first (8,000日元 is yen, not the 8th's 元).
MONEY_UNITS: list[tuple[str, str, float]] = [
    (r"万元|万(?![英公千]?里|米|人|步|次|件|字|小时|公斤)", "yuan", 10000),  # 1万英里 is no money
    (r"亿元|亿(?![英公千]?里|米|人|次|件)", "yuan", 100000000),
    # Other currencies before 元 (8,000日元 is yen, not the 8th's 元; 韩元 is won).
    (r"日元|日圆|円|yen|jpy(?![a-z])", "jpy", 1),
    (r"比索|pesos?|php(?![a-z])", "php", 1),
    (r"迪拉姆|dirhams?|aed(?![a-z])|dhs(?![a-z])", "aed", 1),
    (r"韩元|won(?![a-z])|krw(?![a-z])", "krw", 1),
    (r"泰铢|baht|thb(?![a-z])", "thb", 1),
    (r"令吉|ringgits?|myr(?![a-z])", "myr", 1),
    (r"印尼盾|rupiah|idr(?![a-z])", "idr", 1),
    (r"越南盾|盾|₫|đồng|đ(?![a-z])|dong(?![a-z])|vnd(?![a-z])", "vnd", 1),
    (r"雷亚尔|reais|reals?(?![a-z])|brl(?![a-z])", "brl", 1),
    (r"兰特|rand(?![a-z])|zar(?![a-z])", "zar", 1),
    (r"奈拉|naira|ngn(?![a-z])", "ngn", 1),
    (r"里亚尔|riyals?|sar(?![a-z])", "sar", 1),
    (r"瑞士法郎|瑞郎|法郎|francs?|chf(?![a-z])", "chf", 1),
    (r"兹罗提|złoty|zloty|zł|pln(?![a-z])", "pln", 1),
    (r"先令|shillings?|kes(?![a-z])", "kes", 1),
    (r"元(?!旦|宵)|块|yuan|rmb|cny", "yuan", 1),  # 2027元旦 is no money
    (r"美元|dollars?|usd", "usd", 1),
    # Other dollars read as dollars: a Canadian handbook's $ and an answer's CAD are one amount.
    (r"加元|加币|澳元|澳币|港元|港币|新西兰元|纽币|新加坡元|新元|新币|(?:cad|aud|nzd|hkd|sgd)(?![a-z])", "usd", 1),
    (r"卢比|rupees?|inr(?![a-z])", "inr", 1),
    (r"lakhs?|lacs?", "inr", 100000),  # 2.4 lakh (rupees)
    (r"crores?", "inr", 10000000),
    (r"英镑|pounds?(?! of)|gbp", "gbp", 1),
    (r"欧元|euros?|eur(?![a-z])", "eur", 1),
    (r"pence", "gbp", 0.01),
]
# A currency's sign or code before its figure (¥, US$, R$, ₫), one group per unit of CURRENCY_UNITS.
# A space may follow any of them (US$ 80, € 1.200, ¥ 3000).
CURRENCY_FIRST = re.compile(r"(?:([¥￥]\s?|rmb\s?|cny\s?)|(usd\s?|(?:us|c|ca|a|au|nz|hk|s)?\$\s?|(?:cad|aud|nzd|hkd|sgd)\s?)"
                            r"|(£\s?|gbp\s?)|(€\s?|eur\s?)"
                             r"|(₹\s?|inr\s?|rs\.?\s?)|(jpy\s?|円\s?)|(₱\s?|php\s?)|(aed\s?|dhs\.?\s?)|(₩\s?|krw\s?)|(฿\s?|thb\s?)|(rm\s?|myr\s?)|(r\$\s?|brl\s?)|(₫\s?|vnd\s?)"
                             r"|(rp\.?\s?|idr\s?)|((?-i:R)\s?(?=\d{3}|\d+\.\d\d)|zar\s?)|(₦\s?|ngn\s?)|((?-i:SR)\s?|sar\s?)|(chf\s?|fr\.\s?)|(pln\s?)"
                             r"|(kshs?\.?\s?|kes\s?))"
                             r"(?P<amount>\d+(?:\.\d+)?)", re.I)
# Where CURRENCY_FIRST may match: a figure right after a sign's or a code's last character (¥, RMB, Rs., dhs.), or after
# a dot or a space that follows it. Two never overlap (what follows that character is no such character), and no sign or
# code starts more than three characters before its last.
CURRENCY_HINT = re.compile(r"[¥￥$£€₹円₱₩฿₫₦bdfhlmnprswy]\.?\s?\d", re.I)


def currency_first(text: str) -> Iterator[re.Match]:
    """CURRENCY_FIRST's matches, as its finditer gives them. Its scan tries every alternative at every character; this one
    skips from hint to hint (a scan the engine runs fast) and tries a match only at the few places before each."""
    pos = tried = 0  # the next match starts at `pos` or later; none starts before `tried`
    for hint in CURRENCY_HINT.finditer(text):
        at = hint.start()
        if at < pos:
            continue
        for start in range(max(pos, tried, at - 3), at + 1):
            if m := CURRENCY_FIRST.match(text, start):
                yield m
                pos = m.end()
                break
        tried = at + 1


CURRENCY_UNITS = ("yuan", "usd", "gbp", "eur", "inr", "jpy", "php", "aed", "krw", "thb", "myr", "brl", "vnd", "idr", "zar", "ngn", "sar",
                  "chf", "pln", "kes")
INDIAN_SCALE = re.compile(r"\s?(lakhs?|lacs?|crores?)(?![a-z])", re.I)
SCALES = {"la": 100000, "cr": 10000000}
MONEY = frozenset(CURRENCY_UNITS) | {code.lower() for code in OTHER_CODES}  # and the money prompts.other_money reads
CURRENCY_SIGNS = frozenset("£$¥€₹₱₩฿₫₦")
# A currency word or sign ending the text before a figure: that figure (500元一天's 一天) is the amount's period.
AFTER_AMOUNT = re.compile(r"(?:元|块|币|卢比|美元|英镑|欧元|比索|迪拉姆|泰铢|令吉|円|usd|gbp|eur|inr|cad|aud|nzd|hkd|sgd|jpy|yen|php|pesos?|aed|dhs|"
                           r"dirhams?|krw|won|thb|baht|myr|ringgits?|vnd|brl|盾|雷亚尔|兰特|奈拉|里亚尔|瑞郎|法郎|兹罗提|先令|idr|zar|ngn|sar|chf"
                           r"|pln|kes|rupiah|rand|naira|riyals?|francs?|shillings?|₦|\$|£|€|₹|₱|₩|฿|₫)[ /每]{0,2}$", re.I)
MONEY_NAMES = re.compile("越南盾|印尼盾|兰特|奈拉|里亚尔|瑞郎|法郎|兹罗提|先令|雷亚尔|韩元|日元|美元|港元|港币|澳元|欧元|英镑|卢比|比索|泰铢"
                         "|令吉|迪拉姆|人民币")  # no word of a value's subject
