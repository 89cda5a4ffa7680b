"""Money and other words an order holds that prose's patterns of plain words do not: amounts in any locale, currencies'
codes and signs, quarters' and factors' words (`12.500,00 EUR`, `$4,500`, `¥120万`, `Q4`, `2FA`).

Both the readings of prose (`context`) and the typed words (`words`) read them, so they live apart from both.
"""

from __future__ import annotations

import re

import unicodedata2 as unicodedata
from babel.core import Locale, get_global

_CURRENCY_SIGNS = re.escape("".join(chr(code) for code in range(0x10000) if unicodedata.category(chr(code)) == "Sc"))
"""Every currency sign Unicode names (its category `Sc`: `$`, `€`, `£`, `¥`, `₹`, `₺`, `₽`, `﷼`, fullwidth `＄` ...)."""
_GROUPED = (
    r"(?:\d{1,3}(?:[,.'\u00a0\u202f\u066c]\d{3})+(?:[.,\u066b]\d{1,2}|[.,][-\u2013])?|\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?|\d+[.,]\d{2}(?!\d))"
)
_MULTIPLIER = r"(?:(?:[kKmM]|bn|[\u4e07\u5104\u4ebf\u5343\ub9cc\uc5b5\ucc9c]|[ \u00a0]?(?:Mio|Mrd)\.?)(?![A-Za-z]))"
"""A multiplier after an amount's figure (`12.5k`, `£4.5bn`, `¥120万`, Korean's `₩1,250만`, `1,5 Mio.`)."""
_LETTERED_SIGNS = sorted(
    {symbol for locale in ("en", "pt") for symbol in Locale(locale).currency_symbols.values() if re.fullmatch(r"[A-Z]{1,3}[^\w\s]", symbol)},
    key=len,
    reverse=True,
)
"""Signs CLDR writes with letters before them (`R$`, `US$`, `HK$`, `CN¥`), in English's and Portuguese's names."""
CURRENCY_SIGN = rf"(?:(?<!\w)(?:{'|'.join(map(re.escape, _LETTERED_SIGNS))})|[{_CURRENCY_SIGNS}])"
"""A currency's sign, one Unicode names or one CLDR writes with letters (not glued to a word: BASIC's `A$`)."""
AMOUNT = (
    rf"(?:{CURRENCY_SIGN}[ \u00a0]?(?:{_GROUPED}|\d+(?:[.,]\d+)?){_MULTIPLIER}?|(?:{_GROUPED}|\d+(?:[.,]\d+)?{_MULTIPLIER}){_MULTIPLIER}?"
    rf"(?:[ \u00a0\u202f]?{CURRENCY_SIGN}(?![\w{_CURRENCY_SIGNS}]))?|\d+(?:[.,]\d+)?[ \u00a0\u202f]?{CURRENCY_SIGN}(?![\w{_CURRENCY_SIGNS}]))"
)
"""An amount: thousands separators in any locale (`12,500`, `12.500,00`, `45\u00a0000`, Swiss `48'000.–`, Indian `2,50,000`,
German `4.500,-`, Arabic's `٤٬٥٠٠`) or cents (`4500.00`), a multiplier (`12.5k`, `¥120万`), a currency's sign before or after
it (`$4,500.00`, `€12.500,00`, `12\u202f500\u00a0€`, `4,500.00$`): one word of an order, as a plain number is."""


def _tendered_currencies() -> str:
    """The codes of the currencies some territory tenders today, by CLDR's data (not any three capitals: `RPS`, `UTC`)."""
    return "|".join(sorted({code for held in get_global("territory_currencies").values() for code, _, end, tender in held if end is None and tender}))


CURRENCY_CODE = rf"(?=[A-Z]{{3}}(?![A-Za-z]))(?:{_tendered_currencies()})"
"""A code CLDR lists, three capitals tested first (the alternation of 153 codes is tried only where they stand)."""
CURRENCY = rf"(?<=\d[ \t]){CURRENCY_CODE}|{CURRENCY_CODE}(?=[ \t](?:{AMOUNT}|\d{{3,}}))"
"""A currency's code after an amount or before one of three digits or more (`12,500 EUR`, `CHF 48,000`; not `PHP 8`, `TOP 10`): a
word of an order, not code's capitals."""
MONEY = re.compile(
    rf"(?<![\d.,'\u00a0\u202f])(?:{AMOUNT}|\d++)[ \t]*+{CURRENCY_CODE}|{CURRENCY_CODE}[ \t]*+(?:{AMOUNT}|\d+)|{CURRENCY_SIGN}[ \u00a0]?\d|(?<![\d.,'\u00a0\u202f])\d[\d.,'\u00a0\u202f]*+[-\u2013]?[ \u00a0\u202f]?{CURRENCY_SIGN}"
)
"""An amount in a currency: a code after or before it, or a sign (`12,500 EUR`, `CHF 48,000`, `$4,500`): one word of an
order, where a measurement's numbers are none (`total 16,384 used 8,192 free 4,096`)."""
QUARTER_OR_FACTOR = r"Q[1-4]|H[12]|\d(?![KMGTPE]i?B\b|[AP]M\b)[A-Z]{2,3}(?![A-Za-z])"
"""A quarter's, a half's or a factor's word in capitals (`Q4`, `H2`, `2FA`; not a size's `4GB`, a time's `9PM`, a bucket's `S3`)."""
