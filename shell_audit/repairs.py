"""Repairs of tree-sitter-bash blind spots.

Text repairs feed a re-parse; tree repairs fix how a parsed command is read:
- a bare newline inside a command node ends the command (tree-sitter-bash 347);
- words tree-sitter split without a gap are one word (`-rf$IFS/`), and so are words
  joined by a backslash-newline (`cu\\<newline>rl`);
- backquoted substitutions inside a heredoc body are left as text by tree-sitter.

tree-sitter-bash cannot parse brace expansion in command position
(`{rm,-rf,~}`, `{curl,-s,u}|{bash,}`): it reads a compound statement and fails.
bash expands such a word into the command's words, so the repair does the same
and the classifier analyzes the result as well (never instead).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from shell_audit.facts import Field

if TYPE_CHECKING:  # pragma: no cover
    from tree_sitter import Node

    from shell_audit.words import Source, WordEvaluator

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


def split_bare_newlines(node: "Node", src: Source) -> list[list[Any]]:
    """Split a command node where tree-sitter swallowed an unquoted newline
    (tree-sitter-bash issue 347): in bash a bare newline always ends a command."""
    children = list(node.children)
    data = src.data
    if b"\n" not in data[node.start_byte:node.end_byte]:
        return [children]
    # nodes, and the proxies below standing in for them: typed loosely on purpose
    segments: list[list[Any]] = [[]]
    previous = None
    for child in children:
        if previous is not None:
            gap = data[previous.end_byte:child.start_byte]
            # tree-sitter may also start a word with the newline itself (`\n\\rm`)
            leading = len(data[child.start_byte:child.end_byte]) - len(data[child.start_byte:child.end_byte].lstrip(b"\n"))
            if leading or (b"\n" in gap and not gap.rstrip(b" \t\n").endswith(b"\\") and not gap.startswith(b"\\")):
                segments.append([])
                if child.type == "word":
                    segments[-1].append(_AsName(child, leading))
                    previous = child
                    continue
        segments[-1].append(child)
        previous = child
    return segments if len(segments) > 1 else [children]


class _AsName:
    """A word that starts a new command after a swallowed newline acts as its name."""

    __slots__ = ("_node", "_skip")

    def __init__(self, node: "Node", skip: int = 0) -> None:
        self._node = node
        self._skip = skip

    def __getattr__(self, item: str):  # delegate everything else to the node
        return getattr(self._node, item)

    @property
    def type(self) -> str:
        return "command_name"

    @property
    def named_children(self) -> list[Any]:
        return [_Shifted(self._node, self._skip)] if self._skip else [self._node]


class _Shifted:
    """A word node read from `skip` bytes later (past the newline tree-sitter put in it)."""

    __slots__ = ("_node", "_skip")

    def __init__(self, node: "Node", skip: int) -> None:
        self._node = node
        self._skip = skip

    def __getattr__(self, item: str):
        return getattr(self._node, item)

    @property
    def start_byte(self) -> int:
        return self._node.start_byte + self._skip


def glue(left: Field, right: list[Field], words: WordEvaluator) -> list[Field]:
    first = right[0]
    text = left.text + first.text if left.text is not None and first.text is not None else None
    if text is not None and (left.text or "").endswith("$"):
        return words.reexpand(text, (left.span[0], first.span[1])) + right[1:]
    joined = Field(text=text, span=(left.span[0], first.span[1]), taint=left.taint | first.taint, quoted=left.quoted or first.quoted)
    return [joined, *right[1:]]


def backquoted(text: str) -> list[str]:
    """The `...` spans of a heredoc body, honouring backslash escapes."""
    out, start, i = [], None, 0
    while i < len(text):
        c = text[i]
        if c == "\\":
            i += 2
            continue
        if c == "`":
            if start is None:
                start = i + 1
            else:
                out.append(text[start:i])
                start = None
        i += 1
    return out
