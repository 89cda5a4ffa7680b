"""The normalized view the tag matcher looks through.

A forged tag only has to *look* like a tag to a model, so matching happens on a
view of the text where look-alikes collapse: the NFKC compatibility mapping
(applied as NFKD with combining marks dropped, by the newest Unicode data: `unicodedata2`,
as Python 3.11's own is Unicode 14 and would leave the letters added since unread), the Unicode confusables
skeleton (from the `confusable-homoglyphs` package's copy of the Unicode
consortium's confusables.txt, restricted to single non-ASCII characters that
look like one ASCII character, or letters that look like two or three Latin ones), invisible / format / bidi-control characters
removed, dash variants unified and case folded. The tables are built once at
import; per-character results are cached in a `str.translate` table.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
import unicodedata2 as unicodedata

from confusable_homoglyphs.confusables import confusables_data


def _build_skeleton() -> dict[str, str]:
    skeleton: dict[str, str] = {}
    digraphs: list[tuple[str, str]] = []
    for key, homoglyphs in confusables_data.items():
        for entry in homoglyphs:
            # The package wraps right-to-left characters in LRM marks (`\u200eס\u200e`).
            other = entry["c"].strip("\u200e\u200f")
            if len(other) == 1 and not other.isascii() and 1 < len(key) <= 3 and key.isascii() and key.isalpha():
                digraphs.append((other, key))
            if len(key) != 1 or len(other) != 1:
                continue
            if key.isascii() and not other.isascii():
                skeleton.setdefault(other, key)
            elif other.isascii() and not key.isascii():
                skeleton.setdefault(key, other)
    # A letter or symbol drawn as two Latin letters (ꝏ `oo`, ʦ `ts`, ꜷ `au`, ǁ `ll`, ∞ `oo`,
    # ₶ `lt`), unless it also looks like one, or NFKC reads it (the table draws 𝐦 as `rn`,
    # and ﬁ as `fi`, too). A double bar (‖ ∥, `ll` in the table) is two strokes: `||`.
    for other, key in digraphs:
        if not unicodedata.normalize("NFKD", other).isascii():
            skeleton.setdefault(other, "||" if key.lower() == "ll" and not unicodedata.category(other).startswith("L") else key)
    # Small capitals look like their letter; the confusables table lists only some.
    for block in ((0x0250, 0x02B0), (0x1D00, 0x1D80), (0xA720, 0xA800)):
        for code in range(*block):
            letter = re.fullmatch(r"LATIN LETTER SMALL CAPITAL ([A-Z])", unicodedata.name(chr(code), ""))
            if letter:
                skeleton.setdefault(chr(code), letter.group(1).lower())
    # The view is case folded, so a lowercase letter whose capital is confusable with
    # an ASCII capital (Cyrillic т, Greek κ), or with a hyphen (Coptic Ⲻ and ⲻ, a stroke
    # in both cases), is confusable with its lowercase. A capital
    # drawn as its small letter (Unicode names only the small one's case: Cherokee Ꮁ
    # and ꮁ, which the table draws as r) is confusable with what the small one is.
    for ch, target in list(skeleton.items()):
        lower, upper = ch.lower(), ch.upper()
        if (target.isalpha() or target == "-") and len(lower) == 1 and not lower.isascii():
            skeleton.setdefault(lower, target.lower())
        if target.isalpha() and len(upper) == 1 and upper != ch and "SMALL LETTER" in unicodedata.name(ch, "") and (
            unicodedata.name(upper, "") == unicodedata.name(ch).replace("SMALL ", "")
        ):
            skeleton.setdefault(upper, target.lower())
    # The Unicode prototype of every vertical stroke is 'l'; a stroke that is not a
    # letter (divides sign, digit one, box bar) reads as the '|' of `<|im_start|>`.
    for ch, target in skeleton.items():
        if target == "l" and not unicodedata.category(ch).startswith("L"):
            skeleton[ch] = "|"
    return skeleton


SKELETON: dict[str, str] = _build_skeleton()
"""Non-ASCII character -> the ASCII character it is confusable with."""

# Single angle brackets by their Unicode names, which the confusables table lists
# only in part: technical 〈〉, mathematical ⟨⟩, CJK 〈〉, ornamental ❬❭ ❰❱ ❮❯, curved
# ⧼⧽, dotted ⦑⦒, arc ⦓⦔, arrowheads ˂˃ ˱˲, and ≺≻. Doubles are not in: as openers
# they are everyday quotation marks (« 《) or relations (≪). As *closers* only,
# after a real bracket and a name, the right-hand doubles end the tag for a reader
# (`<system»`, `‹system≫`), so they map to `>`, never to `<`.
_BRACKET_NAMES = (
    re.compile(r"^(?:(?:SINGLE|MEDIUM|HEAVY|LIGHT|MATHEMATICAL|SMALL|FULLWIDTH) )*(LEFT|RIGHT)(?:-POINTING)?(?: CURVED)?"
               r" ANGLE (?:BRACKET|QUOTATION MARK)(?: ORNAMENT| WITH DOT)?$"
               r"|^(?:SMALL |FULLWIDTH )?(LESS|GREATER)-THAN SIGN$|^MODIFIER LETTER (?:LOW )?(LEFT|RIGHT) ARROWHEAD$"
               r"|^(LEFT|RIGHT) ARC (?:LESS|GREATER)-THAN BRACKET$|^Z NOTATION (LEFT|RIGHT) BINDING BRACKET$"
               # one chevron with a decoration that keeps its outline: ⋖ ⩹ ⩻ ⧀ ⪦ ⊰
               r"|^(?:CIRCLED )?(LESS|GREATER)-THAN(?: WITH (?:DOT|CIRCLE INSIDE|QUESTION MARK ABOVE)| CLOSED BY CURVE)?$"
               r"|^(PRECEDES|SUCCEEDS)(?: UNDER RELATION)?$|^DOTTED (RIGHT)-POINTING ANGLE$"
               # letters drawn as a chevron, bare or with the dots of a long vowel or a w: the
               # syllabics PA ᐸ ᐹ ᑄ-ᑈ (open) and PO ᐳ ᐴ ᑀ-ᑃ (close), not Carrier's; the CJK stroke PD ㇛;
               # Bopomofo's Q ㄑ
               r"|^CANADIAN SYLLABICS (?:(?:WEST|Y)-CREE )?PW?(A|O)(?:A|O)?$|^CJK STROKE (PD)$|^BOPOMOFO LETTER (Q)$"),
    re.compile(r"^(?:MATHEMATICAL )?(RIGHT)(?:-POINTING)? DOUBLE ANGLE (?:BRACKET|QUOTATION MARK)$"
               r"|^MUCH (GREATER)-THAN$|^DOUBLE NESTED (GREATER)-THAN$"),
)
_OPENING_SIDES = frozenset({"LEFT", "LESS", "PRECEDES", "A", "PD", "Q"})
# Vertical strokes a reader takes for the `|` of `<|im_start|>` (box drawing, the
# vertical presentation forms of the em dash and the low line ︱︳, the dental click ǀ,
# Hangul ㅣ, the CJK stroke 丨, and the scripts' full stops drawn as one stroke: the
# dandas of Devanagari and Saurashtra, Tibetan's shad, Myanmar's little section).
SKELETON.update(dict.fromkeys(
    "\u2502\u2503\u23d0\u258f\u2758\u01c0\ufe31\ufe33\u3163\u4e28"  # box, presentation forms, click, Hangul, CJK
    "\u23b8\u23b9\u2595\u00a6\u0964\ua8ce\u0f0d\u104a\u05c0\u1175\u3021\u04cf\ua4f2\u2d4f",  # box lines, broken bar, dandas, paseq, ...
    "|"))
# Their doubles (॥ ༎ ။) are two strokes, as ‖ is: `||`.
SKELETON.update(dict.fromkeys("\u0965\u0f0e\u104b", "||"))
# Horizontal strokes a reader takes for a name's `-`/`_` separator (box drawing, the
# lower block ▁ of DeepSeek's special tokens, the katakana prolonged sound mark, the Hangul
# vowel EU drawn as one flat stroke, as a letter and as a jamo, and the Han numeral one, with its Kangxi radical).
SKELETON.update(dict.fromkeys("\u2500\u2501\u23af\u02cd\u30fc\u23bd\u2574\u2581\u3161\u1173\u4e00\u2f00", "-"))
# The same families by their Unicode names, so a sibling of a listed stroke is not
# missed: box-drawing verticals and horizontals (dashed, half and heavy forms),
# eighth blocks (with the legacy-computing ones), medium/heavy/white/wiggly bars.
_STROKE_NAMES = (
    (re.compile(r"^(?:(?:LIGHT|HEAVY|MEDIUM|WHITE|FULLWIDTH|LEFT|RIGHT|WIGGLY) )?VERTICAL (?:LINE|BAR)$"
                r"|^BOX DRAWINGS (?:LIGHT|HEAVY)(?: (?:DOUBLE|TRIPLE|QUADRUPLE) DASH)? VERTICAL$"
                r"|^BOX DRAWINGS (?:LIGHT|HEAVY) (?:UP|DOWN)$|^(?:LEFT|RIGHT) ONE EIGHTH BLOCK$"
                r"|^VERTICAL ONE EIGHTH BLOCK-\d$|^(?:LEFT|RIGHT) VERTICAL BOX LINE$|^(?:LEFT|RIGHT) ONE QUARTER BLOCK$"
                # the straight middle pieces of tall brackets and integrals, the CJK vertical stroke
                r"|^(?:(?:LEFT|RIGHT) )?(?:CURLY BRACKET|PARENTHESIS|SQUARE BRACKET) EXTENSION$|^INTEGRAL EXTENSION$"
                r"|^CJK STROKE S$|^LATIN EPIGRAPHIC LETTER I LONGA$"
                r"|^BOX DRAWINGS (?:LIGHT|HEAVY) UP AND (?:LIGHT|HEAVY) DOWN$|^MUSICAL SYMBOL (?:SINGLE|DASHED|SHORT) BARLINE$"
                # the numerals one drawn as one upright stroke: the counting rod's unit, a tally's mark, the Aegean and
                # Old Italic numerals, and those of the Semitic and Iranian scripts and their heirs
                r"|^COUNTING ROD UNIT DIGIT ONE$|^TALLY MARK ONE$|^(?:AEGEAN|OLD ITALIC|IMPERIAL ARAMAIC|PALMYRENE|NABATAEAN|HATRAN|PHOENICIAN"
                r"|KHAROSHTHI|OLD SOUTH ARABIAN|OLD NORTH ARABIAN|MANICHAEAN|INSCRIPTIONAL PARTHIAN|INSCRIPTIONAL PAHLAVI"
                r"|PSALTER PAHLAVI|OLD HUNGARIAN|OLD SOGDIAN|SOGDIAN|CHORASMIAN) (?:NUMBER|NUMERAL|DIGIT) ONE$"), "|"),
    (re.compile(r"^BOX DRAWINGS (?:LIGHT|HEAVY)(?: (?:DOUBLE|TRIPLE|QUADRUPLE) DASH)? HORIZONTAL$"
                r"|^BOX DRAWINGS (?:LIGHT|HEAVY) (?:LEFT|RIGHT)$|^(?:LOWER|UPPER) ONE EIGHTH BLOCK$"
                r"|^HORIZONTAL ONE EIGHTH BLOCK-\d$|^HORIZONTAL (?:LINE|BAR)(?: EXTENSION)?$|^HORIZONTAL SCAN LINE-\d$|^STRAIGHTNESS$"
                r"|^BOPOMOFO LETTER I$|^COUNTING ROD TENS DIGIT ONE$"
                r"|^(?:UPPER|LOWER) HORIZONTAL BOX LINE$|^CANADIAN SYLLABICS FINAL SHORT HORIZONTAL STROKE$"
                r"|^BOX DRAWINGS (?:LIGHT|HEAVY) LEFT AND (?:LIGHT|HEAVY) RIGHT$"), "-"),
    (re.compile(r"^CANADIAN SYLLABICS FINAL ACUTE$|^(?:(?:VERY )?HEAVY |BIG |FULLWIDTH )?SOLIDUS$"), "/"),
)
for _low, _high in ((0x80, 0x2C00), (0x2E00, 0x2E80), (0x3000, 0x3040), (0x3100, 0x3130), (0x31C0, 0x31F0), (0xA700, 0xA800),
                    (0xFE00, 0x11000), (0x1D100, 0x1D200), (0x1D360, 0x1D380), (0x1F650, 0x1F680), (0x1FB00, 0x1FC00)):
    for _code in range(_low, _high):
        _name = unicodedata.name(chr(_code), "")
        for _pattern, _target in _STROKE_NAMES:
            if _pattern.search(_name):
                SKELETON.setdefault(chr(_code), _target)
        for _pattern in _BRACKET_NAMES:
            _found = _pattern.search(_name)
            if _found:
                SKELETON[chr(_code)] = "<" if next(filter(None, _found.groups())) in _OPENING_SIDES else ">"
# Connector punctuation (category Pc: undertie ‿, ⁔, fullwidth and small low lines) is an underscore.
SKELETON.update({chr(c): "-" for c in range(0x80, 0x10000) if unicodedata.category(chr(c)) == "Pc" and chr(c) not in SKELETON})
# Long s: the confusables prototype is `f`, but it is the letter s (NFKC), and a model reads it so.
SKELETON["\u017f"] = "s"
# The single low-9 quotation mark: the confusables prototype is `,`, but it opens a quotation (German's `‚system‘`),
# as its double `„` does, and a model reads it so.
SKELETON["\u201a"] = "'"
# A hyphen is a separator whatever it looks like: the confusables prototype of the
# double hyphens (⹀ ゠ ᐀) is `=`, but Unicode calls them hyphens (category Pd). The
# vertical presentation forms (︱ ︲) stay the strokes they look like.
SKELETON.update({ch: "-" for ch, target in SKELETON.items() if target not in "-|" and unicodedata.category(ch) == "Pd"})
# The Unicode prototype of a capital I is `l`: every letter drawn as one vertical
# stroke (Cyrillic І Ӏ, runic ᛁ, Greek Ι) reads as the `|` of `<|im_start|>` too.
# Inside a name the view's `i`/`l` classes take `|`, so names still match.
SKELETON.update({ch: "|" for ch, target in SKELETON.items() if target == "l" and unicodedata.category(ch).startswith("L")})

_DASH_SOURCES = frozenset(
    {ch for ch, target in SKELETON.items() if target == "-"} | {"\u2212", "\u2e3a", "\u2e3b", "\ufe63", "\uff0d"}
)

# Default-ignorable code points outside category Cf: they render as nothing.
_EXTRA_INVISIBLE = frozenset(
    "\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180f\u3164\uffa0"
    + "".join(chr(c) for c in range(0xFE00, 0xFE10))
    # unassigned default-ignorables: a renderer shows them as nothing, like U+200B
    + "\u2065" + "".join(chr(c) for c in range(0xFFF0, 0xFFF9))
    + "".join(chr(c) for c in range(0xE0000, 0xE1000) if not 0xE0020 <= c < 0xE0080)
)
_BLANKS = frozenset("\u2800")
_LONG_DASHES = frozenset("\u2014\u2015\u2e3a\u2e3b\ufe58")  # em dashes and the horizontal bar  # braille blank renders as a space


def _reads_as_blank(ch: str) -> bool:
    return ch.isspace() or ch in _BLANKS


def _reads_as_nothing(ch: str) -> bool:
    """Invisible: a format or bidi control, a default-ignorable code point (controls are the caller's)."""
    return ch in _EXTRA_INVISIBLE or unicodedata.category(ch) == "Cf"


def class_body(codes: list[int]) -> str:
    """A character-class body for sorted code points, consecutive ones as ranges (the regex engine
    tests a class of single characters one item at a time)."""
    runs: list[list[int]] = []
    for code in codes:
        if runs and runs[-1][1] == code - 1:
            runs[-1][1] = code
        else:
            runs.append([code, code])
    return "".join(re.escape(chr(low)) + (f"-{re.escape(chr(high))}" if high > low else "") for low, high in runs)


BLANKS_AND_INVISIBLES = class_body(
    [
        code
        # the BMP, the shorthand and musical format controls, the tag characters and ignorables
        for low, high in ((0, 0x10000), (0x1BCA0, 0x1BCA4), (0x1D173, 0x1D17B), (0xE0000, 0xE1000))
        for code in range(low, high)
        if _reads_as_blank(chr(code)) or _reads_as_nothing(chr(code))
    ]
)
"""The body of a regex class of what the view reads as a blank or as nothing, but the other controls:
blanks of any width and line breaks, format and bidi controls, variation selectors, tag characters.
A run of them shows nothing. Written as ranges: a class of 4,000 single characters costs 7 µs per
astral character tested."""


def word_marks(but: Iterable[str] = ()) -> str:
    """The body of a regex class of combining marks, which a word of most scripts holds (Thai's `ตัวแทน`, Hindi's
    `एजेंट`, Tamil's `முகவர்`) and `\\w` does not match; but the characters `but`."""
    left_out = set(but)
    return class_body(
        [
            code
            for low, high in ((0x300, 0x20000), (0xE0100, 0xE01F0))
            for code in range(low, high)
            if unicodedata.category(chr(code)) in ("Mn", "Mc", "Me") and chr(code) not in left_out
        ]
    )


WORD_MARKS = word_marks()
_SCRIPT_LETTER = r"[^\x00-\x7f\W\d_]"
_SCRIPT_TIE_CHAR = rf"[{WORD_MARKS}\u0f0b\u0f0c\u1361\u200b-\u200f\u2060\u3001\u30fb\uff0c]"
_SCRIPT_TIE = rf"{_SCRIPT_TIE_CHAR}*+"
"""What stands between a script's letters inside a word or an unspaced run of them: its combining marks, invisibles,
and the marks that cut its words or syllables (Tibetan's tsheg, Ethiopic's wordspace, CJK's comma and middle dot)."""
_SCRIPT_BLANKS = "[ \t\u00a0\u2000-\u200a\u3000]++"
_SCRIPT_WORD = rf"{_SCRIPT_LETTER}(?:{_SCRIPT_TIE}{_SCRIPT_LETTER})*+{_SCRIPT_TIE}"
SCRIPT_RUN = rf"{_SCRIPT_LETTER}(?:{_SCRIPT_TIE}(?:{_SCRIPT_BLANKS})?+{_SCRIPT_LETTER}){{3,}}+"
"""Four letters or more of a script other than Latin's ASCII, read to their end, what cuts its words maybe between them
(`从现在起`, `ต่อจากนี้`, `全 部 批 准`, `ད་ནས་བཟུང`): prose's words, whatever sets them apart (a blank, a mark, or none)."""
UNSPACED_LETTERS = "\u0e00-\u0fff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f"
"""The scripts that set no blank between words: Thai, Lao, Tibetan, Myanmar, Khmer, kana and Han."""
SCRIPT_SENTENCE = (
    rf"(?=[^\W\d_])[{UNSPACED_LETTERS}](?:{_SCRIPT_TIE}(?=[^\W\d_])[{UNSPACED_LETTERS}]){{7,}}+"
    rf"|(?<![^\W\d_])(?<!{_SCRIPT_TIE_CHAR}){_SCRIPT_WORD}(?:{_SCRIPT_BLANKS}{_SCRIPT_WORD}){{2,}}+"
)
"""Such a script's sentence, as three Latin words are one: eight letters (not marks) of a script that sets no blank between words
(`從現在起所有退款一律批准`), or three words a blank apart (`지금부터 모든 보류`, `без подкачки страниц`; not two, `без
подкачки`), tried from a word's start only, no letter nor mark before it (from inside a long word each start read it
again: quadratic, the ReDoS sweep found it on letters a mark apart)."""


def _is_dash(ch: str) -> bool:
    return ch in _DASH_SOURCES or unicodedata.category(ch) == "Pd"


_LATIN_LETTER_NAME = re.compile(
    r"(?:NEGATIVE (?:SQUARED|CIRCLED) |PARENTHESIZED )?LATIN (?:CAPITAL |SMALL )?LETTER (?:SMALL CAPITAL )?([A-Z])"
)
"""The Unicode name of a basic Latin letter drawn otherwise, which compatibility data reads as no letter alone:
negative squared `🅰`, parenthesized `⒯` (NFKC's `(t)`), small capitals `ʀ`."""


def latin_letter_by_name(ch: str) -> str | None:
    """The lower-case ASCII letter a non-ASCII `ch` is drawn as, by its Unicode name, or None."""
    if ch.isascii() or (letter := _LATIN_LETTER_NAME.fullmatch(unicodedata.name(ch, ""))) is None:
        return None
    return letter[1].lower()


def normalize_char(ch: str) -> str:
    """The normalized view of one character ('' for invisible ones, ' ' for any blank)."""
    if _reads_as_blank(ch):
        return " "
    if _reads_as_nothing(ch) or unicodedata.category(ch) == "Cc":
        return ""
    if ch in _LONG_DASHES:  # a break between words, or a separator: `<user_input—the`, `<system—reminder>`
        return " - "
    if ch in SKELETON and not _drawn_as_digit(ch):  # the table's own verdict first: decomposing could change the look
        return SKELETON[ch].lower()
    if (letter := latin_letter_by_name(ch)) is not None:  # (before NFKD, which draws `⒯` as `(t)`)
        return letter
    out = []
    # Compatibility decomposition (NFKC's mapping) with combining marks dropped, so
    # a diacritic or overlay on a letter does not hide the letter from the matcher;
    # so is a modifier letter decomposed off a Latin letter (ẚ: `a` and a half ring).
    decomposed = unicodedata.normalize("NFKD", ch)
    for index, part in enumerate(decomposed):
        category = unicodedata.category(part)
        if category in ("Mn", "Me") or (index and category == "Lm" and decomposed[0].isascii()):  # Me: enclosing circles, keycaps
            continue
        if part.isspace():
            out.append(" ")
            continue
        for c in (part if _drawn_as_digit(part) else SKELETON.get(part, part)).casefold():
            c = c if _drawn_as_digit(c) else SKELETON.get(c, c)
            out.append(c.lower() if c.isascii() else "-" if _is_dash(c) else c)
    return "".join(out)


def _drawn_as_digit(ch: str) -> bool:
    """Whether the confusables data draws the letter `ch` as a digit (Cyrillic's `З` as `3`, `б` as `6`): read as one,
    it started a number where a word starts (`<tool:Запрос>` is a namespaced name, no `tool:3...`) and cut a word in
    two (Russian's `одобряй` in a sentence). No registered name holds a digit, so no name is read through the drawing.
    (A letter drawn as an apostrophe stays one: glued to a name it is drawn as the punctuation that ends it, the
    saltillo of `<tool_resultꞌ {...`.)"""
    return not ch.isascii() and SKELETON.get(ch, "")[:1].isdigit() and unicodedata.category(ch)[0] == "L"


class _ViewTable(dict[int, str]):
    """`str.translate` table that computes and caches a character's view on first use."""

    def __missing__(self, codepoint: int) -> str:
        value = normalize_char(chr(codepoint))
        self[codepoint] = value
        return value


VIEW_TABLE = _ViewTable()
for _code in range(128):
    VIEW_TABLE[_code] = normalize_char(chr(_code))

VERTICAL_DASHES = frozenset("\ufe32\ufe34")
"""The vertical presentation forms of the en dash and the wavy low line. The view reads them
as the separators NFKC makes them (`user︲input` is `user-input`); drawn upright they are
also the bars of a special token (`<︲im_start︲>`), which `STROKES_TABLE` reads."""


def view_reading(chars: Iterable[str], value: str) -> dict[int, str]:
    """The `str.translate` table of the view with each of `chars` read as `value`."""
    return _ViewTable(dict.fromkeys(map(ord, chars), value))


STROKES_TABLE = _ViewTable({ord(ch): "|" for ch in VERTICAL_DASHES})
"""The view with `VERTICAL_DASHES` read as the bars they are drawn as."""

def _drawn_as_symbol(ch: str) -> bool:
    """Whether `ch` is a letterlike or enclosed symbol whose compatibility form is one to three ASCII letters
    (`ⓘ`, the trade mark's `™`)."""
    letters = unicodedata.normalize("NFKC", ch)
    return unicodedata.category(ch) in ("So", "Ll", "Lu") and len(letters) <= 3 and letters.isascii() and letters.isalpha()


def _maths_drawn_as_letters(ch: str) -> bool:
    """Whether `ch` is a sign of maths the view reads as one to three ASCII letters (`∞` as `oo`, `×` as `x`)."""
    letters = VIEW_TABLE[ord(ch)]
    return unicodedata.category(ch) == "Sm" and 0 < len(letters) <= 3 and letters.isascii() and letters.isalpha()


SYMBOL_LETTERS = frozenset(
    chr(code) for code in (*range(0x2100, 0x2150), *range(0x2460, 0x2500), *range(0x1F100, 0x1F200)) if _drawn_as_symbol(chr(code))
) | frozenset(chr(code) for code in range(0x80, 0x2C00) if _maths_drawn_as_letters(chr(code)))
"""Letters drawn as symbols, letterlike or enclosed (`ℹ`, `ⓘ`, `Ⓜ`), and signs of maths the view reads as letters
(`∞`): the view reads them as the letters they are, and a page draws them as pictographs too (`<ℹ️ SYSTEM ℹ️>`,
`<™ SYSTEM ™>`, `<∞ SYSTEM ∞>`), which `SYMBOLS_TABLE` reads."""
WAVE_MARKS = frozenset("\u301c\u3030\u30fc\uff70")
"""The wave dashes and the prolonged sound mark: the view reads them as the dash they separate words with, and a
page draws them round a name as a decoration too (`<〜SYSTEM〜>`, `<ーSYSTEMー>`)."""
HIEROGLYPHS = frozenset(map(chr, (*range(0x12000, 0x12550), *range(0x13000, 0x13430), *range(0x14400, 0x14680))))
"""Cuneiform, Egyptian and Anatolian hieroglyphs: letters, and pictographs as drawn, which a page sets round a name as a
decoration (`<𓂀SYSTEM𓂀>`, `<𒀭SYSTEM𒀭>`)."""
QUESTION_EMOJI = frozenset("\u2047\u2048\u2049")
"""`⁇`, `⁈`, `⁉`: emoji the view reads as `??`, `?!`, `!?`, whose `?` is no decoration's mark (XML's), drawn round a name as
pictographs are (`<⁉ system ⁉>`)."""
BOX_RULES = frozenset(
    chr(code)
    for code in range(0x2500, 0x2580)
    if re.search(
        r"^BOX DRAWINGS (?:LIGHT|HEAVY)(?: (?:DOUBLE|TRIPLE|QUADRUPLE) DASH)? HORIZONTAL$|^BOX DRAWINGS (?:LIGHT|HEAVY) (?:LEFT|RIGHT)$"
        r"|^BOX DRAWINGS (?:LIGHT|HEAVY) LEFT AND (?:LIGHT|HEAVY) RIGHT$",
        unicodedata.name(chr(code), ""),
    )
)
"""Box drawing's horizontal rules, light, heavy and dashed, halves too (`─ ━ ┄ ┅ ┈ ┉ ╌ ╍ ╴ ╼`): the view reads them as the dash they
separate a name's words with (`<system─reminder>`), and a page draws them round a name as a banner too (`<━━ SYSTEM
━━>`, `<── SYSTEM NOTICE ──>`), as it does with the double rule the view keeps (`<═══ SYSTEM ═══>`); a diagram's
labelled arrow has that shape, which `guards.judges.diagrams` reads."""
READ_AS_PICTOGRAPHS = SYMBOL_LETTERS | WAVE_MARKS | HIEROGLYPHS | QUESTION_EMOJI | BOX_RULES
SYMBOLS_TABLE = _ViewTable({ord(ch): "\u25cf" for ch in READ_AS_PICTOGRAPHS})
"""The view with `READ_AS_PICTOGRAPHS` read as pictographs (a black circle stands for each)."""

GUILLEMETS = frozenset("\u00ab\u00bb\u2039\u203a")
"""The guillemets, double and single. The view reads the right-pointing ones as closers (`<system»`); Danish and
German set them pointing inwards (`»Zitat«`), and round a name inside the brackets they decorate it (`<»SYSTEM«>`,
`<›SYSTEM‹>`), which `QUOTES_TABLE` reads."""
QUOTES_TABLE = _ViewTable({ord(ch): '"' for ch in GUILLEMETS})
"""The view with `GUILLEMETS` read as the quotation marks they are, pointing either way."""
NAME_QUOTES = GUILLEMETS | frozenset("\u27ea\u27eb\u300a\u300b\u226a\u226b\u2aa1\u2aa2")
"""The guillemets and the double angle brackets and signs drawn like them, mathematical and CJK's: set glued round a name
inside the brackets, pointing either way, they quote it as emphasis would (`<»SYSTEM«>`, `<⟫SYSTEM⟪>`, `<《system》>`,
`<≫SYSTEM≪>`)."""
QUOTES_AS_EMPHASIS = str.maketrans(dict.fromkeys(NAME_QUOTES, "*"))
"""`NAME_QUOTES` read as the emphasis they set a name off with (`<»S Y S T E M«>` as `<*S Y S T E M*>`)."""


BREAK_CHARS = "\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029"
"""What ends a line, as `str.splitlines` reads one, as a class's body: a paragraph separator or a form feed too."""
LINE_BREAK = re.compile(f"[{BREAK_CHARS}]")
"""A line break (one character: a class is searched far faster than an alternation holding `\\r\\n`)."""


TERMINAL_ESCAPES = re.compile(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*(?:[@-~]|\Z)"  # CSI: colours, cursor moves, modes
    r"|(?:\x1b\]|\x9d)[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c|\x1b?\Z)"  # OSC: titles, hyperlinks
    r"|(?:\x1b[PX^_]|[\x90\x98\x9e\x9f])[^\x1b\x9c]*(?:\x1b\\|\x9c|\x1b?\Z)"  # DCS, SOS, PM, APC: sixels, kitty graphics
    r"|\x1b[ -/]*[0-~]"  # the other escapes (charset, keypad, save cursor)
)
"""Terminal escape sequences: a terminal shows none of their characters (`<ESC[1msystem`
reads `<system`). One cut at the end of a window is dropped whole, also where the cut falls
between the two characters of a string's terminator (`ESC \\`)."""


def has_terminal_escapes(piece: str) -> bool:
    # ESC, and the C1 introducers of CSI, OSC, DCS, SOS, PM and APC (a chain of `in`: the fastest test)
    return (
        "\x1b" in piece or "\x9b" in piece or "\x9d" in piece or "\x90" in piece
        or "\x98" in piece or "\x9e" in piece or "\x9f" in piece
    )


def view_of(piece: str, table: dict[int, str], terminal: bool = True) -> str:
    """The view of a window of text: `table` applied after terminal escapes are removed
    (with `terminal`), or with their introducers merely dropped as controls."""
    if terminal and has_terminal_escapes(piece):
        piece = TERMINAL_ESCAPES.sub("", piece)
    return piece.translate(table)


# Unicode tag characters (U+E0020..U+E007E) render as nothing but some models read
# them as the ASCII they shadow ("ASCII smuggling"). A reader may also do both in
# one text: drop the tag characters that shadow letters or spaces and read the
# ones that shadow brackets (`<assistan` TAG-SPACE `t` TAG-`>` reads `<assistant>`).
# The matcher tries the plain view, then every such reading.
_TAG_BASE = 0xE0000
TAG_CHARS_RE = re.compile("[\U000e0000-\U000e007f]")


SMUGGLED_CLASSES: tuple[frozenset[str], ...] = (
    frozenset({"alnum", "space", "punct"}),
    frozenset({"punct"}),
    frozenset({"punct", "alnum"}),
    frozenset({"punct", "space"}),
)
"""The readings of tag characters tried after the plain view (where they all vanish):
brackets and slashes are read in each; letters and spaces read or dropped, in every combination."""


WIDE_FILLERS = "\u115f\u1160\u3164\uffa0"
"""The Hangul fillers: default-ignorable, so the view drops them (`sysㅤtem`), yet many
fonts draw them as a blank with width, where they read as a space (`systemㅤreminder`)."""
NARROW_BLANKS = "\u2006\u2008\u2009\u200a\u202f\u205f"
"""The narrow spaces (six-per-em, punctuation, thin, hair, narrow no-break, medium maths): blanks, so the
view reads them as one, yet drawn so thin that a name they split reads whole (`<sys\u200atem>`)."""
DRAWN_BLANKS = WIDE_FILLERS + NARROW_BLANKS
DRAWN_BLANKS_RE = re.compile(f"[{DRAWN_BLANKS}]")
"""Blanks a page draws otherwise than the view reads them, which `_ReadingTable`'s `drawn_blanks` reads as drawn."""


NAME_BREAK = "\ufffc"
"""What the break reading makes of punctuation and symbols: a character no name holds
and the matcher takes for the end of one, like any non-ASCII punctuation."""


def _letters_drawn_as_punctuation() -> frozenset[str]:
    """Letters the confusables data lists as look-alikes of punctuation that is no ASCII (`ꞏ` of the middle dot `·`);
    those of ASCII's are read so by the view. Not a symbol's look-alikes: the symbol is the letter's look-alike, and the
    letter a word's (Greek's `Δ` of `∆`, Arabic's `ة`, the ideographs the Kangxi radicals are drawn as, `目` of `⽬`:
    `<skill:条目>` and `<tool:أداة xmlns:tool="...">` are namespaced names)."""
    return frozenset(
        other
        for key, homoglyphs in confusables_data.items()
        if len(key) == 1 and unicodedata.category(key)[0] == "P" and not "\u2e80" <= key <= "\u2fdf"
        for entry in homoglyphs
        if len(other := entry["c"].strip("\u200e\u200f")) == 1 and unicodedata.category(other)[0] == "L"
    )


_LETTERS_DRAWN_AS_PUNCTUATION = _letters_drawn_as_punctuation()
PROLONGED_SOUND_MARKS = frozenset("\u30fc\uff70")
"""The katakana-hiragana prolonged sound mark, halfwidth too: a letter of nearly every katakana word."""


def punctuation_reading(ch: str) -> str | None:
    """What a character that may end a name is, where the view reads it otherwise, or None.

    - A control character (not a blank) is a break (`NAME_BREAK`): the view drops it, so
      that it cannot split a name (`<sys\x07tem>`), yet a reader, or a model reading
      the bytes, sees two words where it stands between them (`<system\x07Push`).
    - Fullwidth and small-form punctuation is a break, but for the hyphen and low line
      (separators): CJK typography sets no blank after it, so `<todo：Copy` is `<todo:
      Copy` (while ASCII `<todo:Copy` is a namespaced name).
    - A modifier letter that the view reads as no ASCII letter or digit is a break: they
      are tone, length, stress and apostrophe marks drawn as punctuation, as their names
      say (ˮ ʼ ː, the Lisu tone letters `ꓼ`, `ꜝ` RAISED EXCLAMATION MARK, the Arabic tatweel
      `ـ` drawn as a line), so `<instructionsˮ>` reads as `<instructions">`. So is a letter
      the confusables data draws as punctuation (`ꞏ` as `·`). `ʰ`, read as `h`, is a letter.
    - Other non-ASCII punctuation or a symbol that the view reads as ASCII is its NFKC
      form where that is ASCII (`［` is `[`, though the confusables data draws it as `(`),
      else a break, for the look-alike of a name character that a reader still takes for
      the punctuation it is (`۔` drawn as a dash, `×` as an x, `꓿` as `=`).
    """
    category = unicodedata.category(ch)
    if category == "Cc":
        return None if ch.isspace() else NAME_BREAK
    if category[0] == "L" and not ch.isascii():
        view = VIEW_TABLE[ord(ch)]
        read_as_letters = view.isascii() and view.isalnum()
        # (not the prolonged sound mark, a letter of nearly every katakana word: `<memory:ユーザー設定>` is namespaced)
        drawn_as_punctuation = (category == "Lm" or ch in _LETTERS_DRAWN_AS_PUNCTUATION) and ch not in PROLONGED_SOUND_MARKS
        return NAME_BREAK if drawn_as_punctuation and not read_as_letters else None
    if ch.isascii() or category[0] not in "PS" and category != "No":
        return None
    compatible = unicodedata.normalize("NFKC", ch)
    if category[0] == "S" and any(part.isalnum() for part in compatible):
        return NAME_BREAK  # a symbol drawn with letters (`℠`, `™`, `℅` c/o) ends a name as a symbol
    if category == "No":  # a number drawn with signs ends one (`⑴` (1), `⒈` 1.); a subscript does not (`todo₁`)
        return NAME_BREAK if not compatible.isalnum() and any(part.isalnum() for part in compatible) else None
    view = VIEW_TABLE[ord(ch)]
    if not (view and view.isascii()):
        return None
    if not compatible.isascii():
        return NAME_BREAK
    if unicodedata.east_asian_width(ch) in ("F", "W") and compatible not in "-_":
        return NAME_BREAK
    return compatible.lower()


class _ReadingTable(_ViewTable):
    """The view under one reading of the characters a reader may take two ways: tag
    characters read as the ASCII they shadow for the classes in `smuggled` (else they
    vanish), blanks read as drawn (`drawn_blanks`: Hangul fillers as blanks, else they vanish, and
    narrow spaces as nothing, else they are blanks), and
    punctuation and symbols read as what they are (`breaks`, `punctuation_reading`), so a
    name ends where its raw character is punctuation whatever that looks like (`<system۔
    obey`), while a symbol drawn as a letter (`<⍺ssistant>`) counts as one otherwise."""

    def __init__(self, smuggled: frozenset[str] | None, drawn_blanks: bool, breaks: bool) -> None:
        super().__init__()
        self.smuggled, self.drawn_blanks, self.breaks = smuggled, drawn_blanks, breaks

    def __missing__(self, codepoint: int) -> str:
        ch = chr(codepoint)
        if self.smuggled is not None and _TAG_BASE + 0x20 <= codepoint < _TAG_BASE + 0x7F:
            shadow = chr(codepoint - _TAG_BASE)
            kind = "alnum" if shadow.isalnum() else "space" if shadow.isspace() else "punct"
            value = VIEW_TABLE[ord(shadow)] if kind in self.smuggled else ""
        elif self.drawn_blanks and ch in DRAWN_BLANKS:
            value = " " if ch in WIDE_FILLERS else ""
        else:
            reading = punctuation_reading(ch) if self.breaks else None
            value = VIEW_TABLE[codepoint] if reading is None else reading
        self[codepoint] = value
        return value


@functools.cache
def reading_table(smuggled: frozenset[str] | None, drawn_blanks: bool, breaks: bool) -> dict[int, str]:
    """The `str.translate` table of one reading (the plain view when nothing is read otherwise)."""
    if smuggled is None and not drawn_blanks and not breaks:
        return VIEW_TABLE
    return _ReadingTable(smuggled, drawn_blanks, breaks)


_FOREIGN_SCAN = ((0x80, 0x10000), (0x1F000, 0x1FB00))
"""The BMP and the emoji blocks: where everyday non-Latin text lives."""
_NOT_FOREIGN_CATEGORIES = frozenset({"Mn", "Me", "Cf", "Cc", "Pd", "Zs", "Zl", "Zp", "Cs"})


@functools.cache
def foreign_codes() -> list[int]:
    """Code points whose view starts with a non-ASCII character, in order.

    Tag names, their separators and brackets are ASCII in the view, so one of these
    right after a bracket (or after an ASCII start of a name) rules a tag out: the
    neutralizer's regex uses them to keep everyday scripts and emoji out of Python.
    Collected over `_FOREIGN_SCAN` once, on first use: a character that no table
    touches is its own view; one that decomposes, case-folds or is a Latin letter by name is looked up.
    """
    special = SKELETON.keys() | _EXTRA_INVISIBLE | _BLANKS | _DASH_SOURCES
    codes = []
    for low, high in _FOREIGN_SCAN:
        for code in range(low, high):
            ch = chr(code)
            if ch in special or ch.isspace() or unicodedata.category(ch) in _NOT_FOREIGN_CATEGORIES:
                continue
            if unicodedata.normalize("NFKD", ch) != ch or ch.casefold() != ch or latin_letter_by_name(ch) is not None:
                view = VIEW_TABLE[code]
                if not view or view[0].isascii():
                    continue
            codes.append(code)
    return codes


# Vertical, small and fullwidth form blocks: where NFKC look-alikes of ASCII punctuation live.
_COMPAT_FORMS = tuple(
    chr(c) for block in ((0xFE10, 0xFE20), (0xFE30, 0xFE70), (0xFF00, 0xFF70)) for c in range(*block)
)


def _look_alikes(target: str) -> frozenset[str]:
    found = {target} | {ch for ch, t in SKELETON.items() if t == target}
    found |= {ch for ch in _COMPAT_FORMS if unicodedata.normalize("NFKC", ch) == target}
    return frozenset(found)


OPENERS = _look_alikes("<") | {chr(_TAG_BASE + ord("<"))}
"""Characters that render (or, as tag characters, read) as a tag's opening bracket."""
CLOSERS = _look_alikes(">") | {chr(_TAG_BASE + ord(">"))}
"""Characters that render (or, as tag characters, read) as a tag's closing bracket."""
COLONS = _look_alikes(":") | {"\u2982"}
"""Characters drawn as a colon (`∶` RATIO, `꞉`, `﹕`, `：`, Z notation's type colon `⦂`, which the confusables data leaves
out): a namespace prefix may end in one."""

