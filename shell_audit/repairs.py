"""Repairs of tree-sitter-bash blind spots, done on the text before a re-parse.

tree-sitter-bash cannot parse brace expansion in command position
(`{rm,-rf,~}`, `{curl,-s,u}|{bash,}`): it reads a compound statement and fails.
bash expands such a word into the command's words, so the repair does the same
and the classifier analyzes the result as well (never instead).
"""

from __future__ import annotations

from collections.abc import Iterator

_COMMAND_START = frozenset("|;&(\n")


def _unquoted(text: str, start: int = 0) -> Iterator[tuple[int, str]]:
    """(index, char) of the characters outside quotes and backslash escapes."""
    quote, i = "", start
    while i < len(text):
        c = text[i]
        if quote:
            quote = "" if c == quote else quote
        elif c in "'\"":
            quote = c
        elif c == "\\":
            i += 2
            continue
        else:
            yield i, c
        i += 1


def _matching_brace(text: str, start: int) -> int:
    depth = 0
    for i, c in _unquoted(text, start):
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i
    return -1


def _split_top_level_commas(text: str) -> list[str]:
    items, depth, last = [], 0, 0
    for i, c in _unquoted(text):
        if c in "{}":
            depth += 1 if c == "{" else -1
        elif c == "," and depth == 0:
            items.append(text[last:i])
            last = i + 1
    items.append(text[last:])
    return items


def expand_leading_braces(command: str) -> str:
    """Rewrite brace expansions that start a command into the words bash expands
    them to. Quotes inside the braces are kept; a `{ cmd; }` group (space after
    `{`) is left alone."""
    out: list[str] = []
    last = 0
    at_start = True
    skip_to = -1
    for i, c in _unquoted(command):
        if i < skip_to:
            continue
        if c == "{" and at_start and i + 1 < len(command) and not command[i + 1].isspace():
            end = _matching_brace(command, i)
            items = _split_top_level_commas(command[i + 1:end]) if end != -1 else []
            if len(items) > 1:
                out.append(command[last:i])
                out.append(" ".join(item for item in items if item))
                last = skip_to = end + 1
                at_start = False
                continue
        if c in _COMMAND_START:
            at_start = True
        elif not c.isspace():
            at_start = False
    out.append(command[last:])
    return "".join(out)
