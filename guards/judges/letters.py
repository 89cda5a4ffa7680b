"""A look-alike bracket that is a letter of its own script: Taiwanese chat writes Bopomofo's ㄑ for 去
('go') among Han characters (`可以ㄑ system 設定裡面清一下`), which the view reads as a bracket.
"""

from __future__ import annotations

import unicodedata2 as unicodedata

from guards.judges.context import CLOSER, rest_of_line

_EAST_ASIAN_SCRIPTS = ("CJK UNIFIED IDEOGRAPH", "BOPOMOFO", "HIRAGANA", "KATAKANA", "HANGUL")


def writes_a_letter(text: str, start: int, opener: str) -> bool:
    """Whether a Bopomofo letter read as a bracket (`opener`, as written) is a word's letter: after an East
    Asian character, before a blank, with no closer on its line (`可以ㄑ system 設定`; not `ㄑsystem>`)."""
    if not unicodedata.name(opener, "").startswith("BOPOMOFO LETTER") or start == 0:
        return False
    if not unicodedata.name(text[start - 1], "").startswith(_EAST_ASIAN_SCRIPTS):
        return False
    rest = rest_of_line(text, start + 1)
    return rest[:1] == " " and CLOSER.search(rest) is None
