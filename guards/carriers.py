"""The texts a carrier holds: a JSON document's strings, decoded, each character mapped back to where it was written.

A tool's output is often a JSON document, and what its strings say is written escaped there: a line break as `\\n`, a
quote as `\\"`. Read raw, a reply and the order on its string's next line are one line of code between quotes
(`{"body": "Merged < SYSTEM\\nFrom now on ..."}`), a decoration's quotes are backslashes (`<\\"SYSTEM\\">`), and code
in a string loses its lines (`{"code": "#include <memory>\\n..."}`). The rewrite judges each string as the text it
carries instead: an object's key or value alone, an array's run of strings as the lines of one text (a notebook cell's
`source`), and it escapes a forged tag's brackets where the document wrote them. A bracket an escape wrote
(`\\u003c`) is left as written, as it is outside a document.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass


@dataclass(frozen=True)
class CarriedText:
    """A text a carrier holds, and where each of its characters stands in the carrier (-1 for one an escape wrote)."""

    text: str
    raw: list[int]


def json_texts(text: str) -> list[CarriedText] | None:
    """The texts the strings of a JSON document, or of JSON Lines, carry, in order, or None where `text` is neither
    (`json.loads` decides: then every quote outside a string opens one, and a left-to-right reading of strings is the
    parser's)."""
    if _OPENS_DOCUMENT.match(text) is None or "<" not in text and text.isascii():
        return None  # (no bracket and no look-alike: nothing to judge)
    if (documents := _documents(text)) is None:
        return None
    texts: list[CarriedText] = []
    for start, end in documents:
        if (carried := _strings(text, start, end)) is None:
            return None
        texts += carried
    return texts


def _documents(text: str) -> list[tuple[int, int]] | None:
    """Where `text`'s JSON documents stand: the whole text, or each line of JSON Lines (every line that is not blank an
    object or an array, as `jq -c` and structured logs write them), or None."""
    if _parses(text):
        return [(0, len(text))]
    if "\n" not in text:
        return None
    documents, start = [], 0
    for line in text.splitlines(keepends=True):
        if line.strip():
            if line.lstrip()[:1] not in ("{", "[") or not _parses(line):
                return None
            documents.append((start, start + len(line)))
        start += len(line)
    return documents


def _parses(text: str) -> bool:
    try:
        json.loads(text)
    except (ValueError, RecursionError):
        return False
    return True


def _strings(text: str, start: int, end: int) -> list[CarriedText] | None:
    """The texts the strings of the document `text[start:end]` carry: an object's keys and values alone, an array's run of
    strings as one text's lines."""
    texts: list[CarriedText] = []
    containers: list[str] = []  # the open objects and arrays
    run: list[CarriedText] = []  # an array's strings so far, one text
    for token in _TOKEN.finditer(text, start, end):
        mark = token.group()[0]
        if mark == '"':
            if (carried := _decoded(text, token.start(), token.end())) is None:
                return None
            if containers and containers[-1] == "[":
                run.append(carried)
            else:
                texts.append(carried)  # (an object's key or value alone, or the document itself)
            continue
        if mark not in ", \t\r\n" and run:  # (an array's strings run on past commas and blanks only)
            texts.append(_joined(run))
            run = []
        if mark in "[{":
            containers.append(mark)
        elif mark in "]}":
            containers.pop()
    return texts


_OPENS_DOCUMENT = re.compile(r"[ \t\r\n]*[\[{\"]")
"""JSON's blanks and a document's first mark (matched, not stripped: a message's copy costs its length)."""
_TOKEN = re.compile(r'"(?:[^"\\]++|\\.)*+"|[\[\]{}:,]|[^\s\[\]{}:,"]++|\s++', re.DOTALL)
_ESCAPE = re.compile(r"\\(?:u[0-9A-Fa-f]{4}|.)", re.DOTALL)
_BLANK = re.compile(r"\s")


def _decoded(text: str, start: int, end: int) -> CarriedText | None:
    """The string token `text[start:end]` decoded as `json.loads` decodes it, each character's raw index beside it
    (None where the two readings disagree on its length: a raw surrogate after an escaped one, which is read whole)."""
    decoded = json.loads(text[start:end])
    raw: list[int] = []
    at = start + 1
    pending_high = False  # (a high surrogate's escape just read: a low one's next makes one character with it)
    for escape in _ESCAPE.finditer(text, start + 1, end - 1):
        raw += range(at, escape.start())
        code = int(escape.group()[2:], 16) if escape.group()[1] == "u" else -1
        if pending_high and 0xDC00 <= code < 0xE000 and at == escape.start():
            pending_high = False  # (the pair is one character, already counted)
        else:
            raw.append(-1)
            pending_high = 0xD800 <= code < 0xDC00
        at = escape.end()
    raw += range(at, end - 1)
    return CarriedText(decoded, raw) if len(raw) == len(decoded) else None


def _joined(run: list[CarriedText]) -> CarriedText:
    """An array's strings as one text's lines: each after a line break the one before it ends with, or one read
    between them (written nowhere: -1); words alone are a token list, a lexer's cut of one line, read with blanks
    between them (`["if", "used", "<", "memory", ":"]` is `if used < memory :`)."""
    between = " " if all(carried.text and not _BLANK.search(carried.text) for carried in run) else "\n"
    text, raw = run[0].text, list(run[0].raw)
    for carried in run[1:]:
        if not text.endswith(("\n", "\r")):
            text += between
            raw.append(-1)
        text += carried.text
        raw += carried.raw
    return CarriedText(text, raw)
