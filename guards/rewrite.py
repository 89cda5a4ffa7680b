"""The rewrite of untrusted text (`guards.neutralize`'s engine, compiled with mypyc): each candidate the scanner finds
is read by the view and judged, and a forged tag's brackets are escaped in the original text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from guards.carriers import CarriedText, json_texts
from guards.judges import JudgedText, not_a_tag
from guards.tag_scanner import (
    CLOSE_ESCAPE,
    LETTER_OPENERS,
    OPEN_ESCAPE,
    look_alike_openers,
    NextTagChar,
    no_opener,
    patterns,
    text_readings,
    view_tag,
)
from guards.tags import TAG_REGISTRY, TagRegistry, TagSpec
from guards.unicode_view import CLOSERS, OPENERS


@dataclass(frozen=True)
class ForgedTag:
    """One forged tag found in untrusted text: where its brackets are and which tag it forges."""

    tag: str
    open_at: int
    close_at: int | None


def rewrite(text: str, registry: TagRegistry, report: list[ForgedTag] | None) -> str:
    """`text` with every forged tag's brackets escaped, each forged tag appended to `report` where one is given."""
    if (carried := json_texts(text)) is not None:
        return _rewrite_carried(text, carried, registry, report)
    compiled = patterns(registry)
    judged: list[JudgedText] = []  # built at the first bracket a view reads as a tag
    readings: list[tuple[NextTagChar | None, bool, bool]] = []  # `text_readings`, decided at the first suspect
    # (cheaper than looking for tag characters and escapes near every suspect)

    def forged(match: re.Match[str]) -> bool | None:
        """Whether a candidate forges a tag: None when it forges nothing, else whether its span ends in the tag's
        closer (which is escaped too)."""
        start, group = match.start(), match.lastgroup
        if group is not None:
            spec: TagSpec | None = compiled.view_specs[int(group[1:])]
        else:
            if not readings:
                readings.append(text_readings(text))
            spec = view_tag(text, start, compiled, *readings[0])
        if spec is None:
            return None
        if not judged:
            judged.append(JudgedText(text, compiled))
        if not_a_tag(judged[0].text, judged[0].at(start), compiled, text[start]):
            return None
        # (read only for a forged tag: most candidates are not, and a span runs up to its closer, thousands of characters)
        span = match.group()
        # only a tail ends in a closer, and only one after a name (a guillemet glued to the bracket quotes it, `<›SYSTEM‹>`)
        closed = span[-1] in CLOSERS and span[1:-1].strip(" /") != ""
        if report is not None:
            report.append(ForgedTag(spec.name, start, match.end() - 1 if closed else None))
        return closed

    if not text.isascii() and no_opener(text):
        return text
    matches: Iterable[re.Match[str]] = compiled.lt_scanner.finditer(text) if "<" in text else ()
    if look_alikes := look_alike_openers(text):
        # Look-alike brackets are rare: find them in one pass (faster than a character-class scan) and match the tail
        # at each. Matches never overlap: a tail stops at the first bracket of any kind.
        matches = sorted(
            [*matches, *filter(None, (compiled.other_scanner.match(text, at) for at in look_alikes))], key=lambda m: m.start()
        )
    # Each forged tag as the brackets it escapes, spliced once: a look-alike's match may start inside the span of an
    # ASCII bracket's before it (`<assistantᑈassistant:`), and spliced spans would write that text twice.
    edits: dict[int, str] = {}
    for match in matches:
        closed = forged(match)
        if closed is not None:
            edits[match.start()] = OPEN_ESCAPE
            if closed:
                edits.setdefault(match.end() - 1, CLOSE_ESCAPE)
    return _spliced(text, edits)


def _spliced(text: str, edits: dict[int, str]) -> str:
    """`text` with each bracket at an edit's index replaced by its escape (the very same object where there is none)."""
    if not edits:
        return text
    pieces: list[str] = []
    last = 0
    for at in sorted(edits):
        pieces += (text[last:at], edits[at])
        last = at + 1
    pieces.append(text[last:])
    return "".join(pieces)


def _rewrite_carried(text: str, carried: list[CarriedText], registry: TagRegistry, report: list[ForgedTag] | None) -> str:
    """A JSON document with the forged tags its strings carry escaped where the document wrote their brackets
    (`guards.carriers`): each string's text is judged as decoded, as any text is."""
    edits: dict[int, str] = {}
    for string in carried:
        found: list[ForgedTag] = []
        rewrite(string.text, registry, found)
        for tag in found:
            open_at = string.raw[tag.open_at]
            if open_at < 0:
                continue  # (a bracket an escape wrote, `\u003c`: left as written, as outside a document)
            close_at = string.raw[tag.close_at] if tag.close_at is not None else -1
            edits[open_at] = OPEN_ESCAPE
            if close_at >= 0:
                edits.setdefault(close_at, CLOSE_ESCAPE)
            if report is not None:
                report.append(ForgedTag(tag.tag, open_at, close_at if close_at >= 0 else None))
    if report is not None:
        report.sort(key=lambda tag: tag.open_at)
    return _spliced(text, edits)


def forged_by_view(text: str, registry: TagRegistry = TAG_REGISTRY) -> list[int]:
    """Where `text` opens forged tags, judged bracket by bracket on the normalized view
    alone: the slow reference that the regex and the suspect routing are held equal to."""
    compiled = patterns(registry)
    readings, judged = text_readings(text), JudgedText(text, compiled)
    found = []
    for at, ch in enumerate(text):
        if ch not in OPENERS and ch not in LETTER_OPENERS or view_tag(text, at, compiled, *readings) is None:
            continue
        if not not_a_tag(judged.text, judged.at(at), compiled, ch):
            found.append(at)
    return found
