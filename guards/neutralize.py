"""Neutralize forged framework tags in untrusted text.

A forged tag keeps its words but loses its structure: the opening bracket of a
matched tag (and its closing bracket, when it has one) is replaced in the
*original* text by `&lt;` / `&gt;`. The escape contains no bracket and no
look-alike of one, so a second pass finds nothing (idempotence) and nothing in
this package ever turns it back into a tag. Everything else is left byte for
byte, and text without a forged tag is returned as the very same object.

Matching runs in two tiers so benign text stays cheap:

1. Text without a bracket or look-alike is returned after a few substring tests.
2. One compiled regex (literal `<` prefix, the tag names as a prefix-shared
   trie) finds plain-ASCII forgeries in C, and flags *suspects*: a `<` whose
   tag-shaped run reaches a non-ASCII or control character. Look-alike brackets
   are suspects too.
3. Only matches and suspects reach Python, where the normalized view
   (`guards.unicode_view`) of a short window after the bracket is matched.

Consumers must not HTML-unescape model input: `&lt;` stays literal text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from guards.tags import TAG_REGISTRY, TagRegistry, TagSpec
from guards.unicode_view import CLOSERS, OPENERS, VIEW_TABLE

OPEN_ESCAPE = "&lt;"
CLOSE_ESCAPE = "&gt;"

CLOSER_SEARCH_LIMIT = 4096
"""How far past a forged tag's name its closing bracket is looked for."""

_WINDOW_SOLID = 32
"""Non-blank normalized characters a suspect window needs (longer than any name plus prefix)."""
_LEAD_IGNORED = frozenset(" /|")

_WS = r"[\t-\r\x1c-\x20]"
"""ASCII whitespace as `str.isspace` sees it (the view turns it into ' ')."""

# Letters the confusables prototype folds together ('I' and its look-alikes are 'l').
_VIEW_CLASSES = {"i": "[il|]", "l": "[il|]"}
_SEP = object()


def _plain_token(token: object) -> str:
    """Raw-ASCII pattern of one name token; explicit case classes keep the regex engine's fast branch skip."""
    if token is _SEP:
        return rf"(?:{_WS}*[-_]{_WS}*|{_WS}+)"
    letters = set(_VIEW_CLASSES.get(str(token), str(token)).strip("[]"))
    return "[" + "".join(sorted(re.escape(c) for c in letters | {c.upper() for c in letters})) + "]"


def _tokens(spec: TagSpec) -> list[object]:
    tokens: list[object] = []
    for index, part in enumerate(spec.parts):
        if index:
            tokens.append(_SEP)
        tokens.extend(part)
    return tokens


def _trie_pattern(specs: list[TagSpec], terminator: str) -> str:
    """The names as one prefix-shared alternation, so a bracket costs one test per distinct letter.

    Each name ends in an empty group `(?P<tN>)`, so `match.lastgroup` says which tag matched.
    """
    trie: dict = {}
    for index, spec in enumerate(specs):
        node = trie
        for token in _tokens(spec):
            node = node.setdefault(token, {})
        node[None] = index

    def render(node: dict) -> str:
        branches = [
            f"(?P<t{child}>){terminator}" if token is None else _plain_token(token) + render(child)
            for token, child in node.items()
        ]
        return branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"

    return render(trie)


def _view_name(spec: TagSpec) -> str:
    """Normalized-view pattern of a name (the view has no controls and only ' ' as blank)."""
    sep = r"(?: *[-_] *| +)"
    return sep.join("".join(_VIEW_CLASSES.get(c, re.escape(c)) for c in part) for part in spec.parts)


@dataclass(frozen=True)
class _Compiled:
    version: int
    scanner: re.Pattern[str]
    view: re.Pattern[str]
    view_specs: tuple[TagSpec, ...]
    first_letters: frozenset[str]


_OTHER_OPENERS = tuple(sorted(OPENERS - {"<"}))
_OTHER_OPENERS_RE = re.compile("[" + "".join(re.escape(c) for c in _OTHER_OPENERS) + "]")


def _compile(registry: TagRegistry) -> _Compiled:
    specs = sorted(registry, key=lambda s: len(s.name), reverse=True)
    names = _trie_pattern(specs, rf"(?=[\s/|<>]|\Z)")
    scanner = re.compile(
        # A `<` is either a plain-ASCII forgery, decided here in C, or a suspect whose
        # tag-shaped run reaches a character only the normalized view can judge.
        rf"<(?:\s*(?:/\s*)?(?:\|\s*)?{names}"
        rf"|(?=[\t-\r\x20/|a-zA-Z_\-]*[^\t-\r\x20-\x7e]))"
    )
    view_alt = "|".join(f"(?P<t{i}>{_view_name(spec)})" for i, spec in enumerate(specs))
    view = re.compile(rf" *(?:/ *)?(?:\| *)?(?:{view_alt})(?=[ /|<>]|\Z)")
    # Both patterns number their groups by the same (longest-first) order of `specs`.
    first_letters = frozenset(
        "".join(_VIEW_CLASSES.get(spec.name[0], spec.name[0]).strip("[]") for spec in specs)
    )
    return _Compiled(registry.version, scanner, view, tuple(specs), first_letters)


_compiled_cache: dict[int, _Compiled] = {}


def _patterns(registry: TagRegistry) -> _Compiled:
    compiled = _compiled_cache.get(id(registry))
    if compiled is None or compiled.version != registry.version:
        compiled = _compile(registry)
        _compiled_cache[id(registry)] = compiled
    return compiled


@dataclass(frozen=True)
class ForgedTag:
    """One forged tag found in untrusted text: where its brackets are and which tag it forges."""

    tag: str
    open_at: int
    close_at: int | None


_BRACKETS_RE = re.compile("[" + "".join(re.escape(c) for c in sorted(OPENERS | CLOSERS)) + "]")


def _closer_after(text: str, pos: int) -> int | None:
    """Index of the closing bracket that ends a tag whose name ends before `pos`, if any."""
    found = _BRACKETS_RE.search(text, pos, pos + CLOSER_SEARCH_LIMIT)
    if found is None or found.group() in OPENERS:
        return None
    return found.start()


def _view_tag(text: str, start: int, compiled: _Compiled) -> TagSpec | None:
    """The tag forged by the bracket at `start`, judged on the normalized window after it."""
    n = len(text)
    for index in range(start + 1, n):  # cheap reject on the first visible character
        view = VIEW_TABLE[ord(text[index])]
        if view and view not in _LEAD_IGNORED:
            if view[0] not in compiled.first_letters:
                return None
            break
    size = 40
    while True:
        end = min(n, start + 1 + size)
        window = text[start + 1 : end].translate(VIEW_TABLE)
        if end >= n or len(window) - window.count(" ") >= _WINDOW_SOLID:
            break
        size *= 2
    if end < n:
        window += "\x00"  # the window was cut: its end is not the end of the text
    found = compiled.view.match(window)
    if found is None:
        return None
    return compiled.view_specs[int(found.lastgroup[1:])]


def _candidates(text: str, compiled: _Compiled) -> list[tuple[int, int, TagSpec | None]]:
    """(bracket index, search start for its closer, tag if decided in C) in text order."""
    found: list[tuple[int, int, TagSpec | None]] = []
    if "<" in text:
        specs = compiled.view_specs
        for m in compiled.scanner.finditer(text):
            tag = m.lastgroup
            found.append((m.start(), m.end(), None) if tag is None else (m.start(), m.end(), specs[int(tag[1:])]))
    if not text.isascii() and any(c in text for c in _OTHER_OPENERS):
        found.extend((m.start(), m.end(), None) for m in _OTHER_OPENERS_RE.finditer(text))
        found.sort(key=lambda c: c[0])
    return found


def find_forged_tags(text: str, registry: TagRegistry = TAG_REGISTRY) -> list[ForgedTag]:
    """Every forged registered tag in `text`, in order."""
    if not isinstance(text, str):
        raise TypeError(f"untrusted text must be str, not {type(text).__name__}")
    compiled = _patterns(registry)
    forged: list[ForgedTag] = []
    for start, after, spec in _candidates(text, compiled):
        if spec is None:
            spec = _view_tag(text, start, compiled)
            if spec is None:
                continue
        forged.append(ForgedTag(spec.name, start, _closer_after(text, after)))
    return forged


def neutralize_with_report(text: str, registry: TagRegistry = TAG_REGISTRY) -> tuple[str, list[ForgedTag]]:
    """The neutralized text and the forged tags that were rewritten."""
    forged = find_forged_tags(text, registry)
    if not forged:
        return text, forged
    edits = sorted(
        [(tag.open_at, OPEN_ESCAPE) for tag in forged]
        + [(tag.close_at, CLOSE_ESCAPE) for tag in forged if tag.close_at is not None]
    )
    pieces: list[str] = []
    last = 0
    for index, escape in edits:
        pieces.append(text[last:index])
        pieces.append(escape)
        last = index + 1
    pieces.append(text[last:])
    return "".join(pieces), forged


def neutralize_untrusted_text(text: str, registry: TagRegistry = TAG_REGISTRY) -> str:
    """`text` with every forged registered tag rendered harmless; unchanged text is returned as is."""
    return neutralize_with_report(text, registry)[0]
