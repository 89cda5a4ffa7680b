"""A look-alike bracket that is maths: a relation chained between operands (`tool ≺ user ≺
system`) or Dirac's bra-ket (`⟨system|Ĥ|system⟩`).

The judged text reads every look-alike as `<` (see `JudgedText`), so the judges here are
given the bracket as written, to tell a relation sign or a maths bracket from a chevron.
"""

from __future__ import annotations

import re
import unicodedata

from guards.judges.context import CLOSER, line_before, rest_of_line

_BRA_KET_OPENERS = frozenset("\u27e8\u2329")
"""Mathematical and technical left angle brackets, which physics writes bras and kets with."""
_BRA_KET = re.compile(r"<\w+\|(?:[^|\s<>]{1,8}\|)?\w+>")
"""A bra-ket in the judged text: a bra, a short operator between bars maybe, a ket (`⟨a|Ĥ|b⟩`, `⟨a|b⟩`)."""
_SPACED_RELATION = re.compile(r"\w[ \t]+<[ \t]+\w")
"""A relation between two operands earlier on the line, as the judged text reads any relation sign."""


def reads_as_maths(text: str, start: int, opener: str) -> bool:
    """Whether a look-alike bracket (`opener`, as written) is maths: a relation sign, spaced,
    that its line already sets between two operands, with no closer after it (`tool ≺ user ≺
    system`, `tool ⋖ user ⋖ system, so ...`; not `a ≺ b ≺ system>`), or a mathematical angle
    bracket opening a bra-ket."""
    if opener in _BRA_KET_OPENERS:
        return _BRA_KET.match(text, start) is not None
    if unicodedata.category(opener) != "Sm" or text[start - 1 : start] not in (" ", "\t"):
        return False
    if text[start + 1 : start + 2] not in (" ", "\t") or _SPACED_RELATION.search(line_before(text, start)) is None:
        return False
    return CLOSER.search(rest_of_line(text, start + 1)) is None
