"""Word expansion as bash does it, as far as it is static: quote removal,
backslash escapes, ANSI-C strings, parameter expansion from known values,
command substitution, brace expansion and word splitting of expansions.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from shell_audit.facts import LOCAL, UNKNOWN, Field, Span

if TYPE_CHECKING:  # pragma: no cover
    from tree_sitter import Node


class Var:
    """What is known of a variable: its static value (None: unknown) and taint;
    for an array (and `$@`), its elements when all are known."""

    def __init__(self, value: str | None, taint: int, items: list[str] | None = None) -> None:
        self.value = value
        self.taint = taint
        self.items = items


# Parameters with values we can name: the home directory folds to `~`.
_ABSOLUTE_PARAMETERS = frozenset({"HOME", "PWD", "OLDPWD"})
_KNOWN_PARAMETERS = {"HOME": "~", "PWD": ".", "OLDPWD": "..", "IFS": " \t\n", "SHELL": "sh", "BASH": "bash", "0": "bash"}


class Source:
    """The bytes a tree was parsed from, with byte -> character offset mapping."""

    __slots__ = ("data", "ascii")

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.ascii = data.isascii()

    def text(self, node: "Node") -> str:
        return self.data[node.start_byte:node.end_byte].decode("utf-8", "surrogateescape")

    def char(self, offset: int) -> int:
        if self.ascii:
            return offset
        return len(self.data[:offset].decode("utf-8", "surrogateescape"))

    def span(self, node: "Node") -> Span:
        if self.ascii:
            return (node.start_byte, node.end_byte)
        return (self.char(node.start_byte), self.char(node.end_byte))


_ESCAPE_IN_WORD = re.compile(r"\\(\n|.)", re.S)
_ESCAPE_IN_DQUOTE = re.compile(r"\\([\\$`\"\n])")


def unescape_word(raw: str) -> str:
    """Unquoted backslashes quote the next character; backslash-newline vanishes."""
    if "\\" not in raw:
        return raw
    return _ESCAPE_IN_WORD.sub(lambda m: "" if m.group(1) == "\n" else m.group(1), raw)


def unescape_dquote(raw: str) -> str:
    if "\\" not in raw:
        return raw
    return _ESCAPE_IN_DQUOTE.sub(lambda m: "" if m.group(1) == "\n" else m.group(1), raw)


_ANSI_SIMPLE = {"a": "\a", "b": "\b", "e": "\x1b", "E": "\x1b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v", "\\": "\\", "'": "'", '"': '"', "?": "?"}
_ANSI_ESCAPE = re.compile(r"\\(x[0-9A-Fa-f]{1,2}|u[0-9A-Fa-f]{1,4}|U[0-9A-Fa-f]{1,8}|[0-7]{1,3}|c.|.)", re.S)


def decode_ansi_c(body: str) -> str:
    """The value of `$'...'`: C escapes, hex, octal, unicode, control chars."""

    def one(m: re.Match[str]) -> str:
        esc = m.group(1)
        head = esc[0]
        try:
            if head == "x":
                return chr(int(esc[1:], 16))
            if head in "uU":
                return chr(int(esc[1:], 16))
            if head in "01234567":
                return chr(int(esc, 8) & 0xFF)
        except (ValueError, OverflowError):
            return esc
        if head == "c" and len(esc) == 2:
            return chr(ord(esc[1]) & 0x1F)
        return _ANSI_SIMPLE.get(esc, "\\" + esc)

    return _ANSI_ESCAPE.sub(one, body)


# Private-use stand-ins for quoted brace characters, so brace expansion only
# sees the unquoted ones.
_QUOTE_MAP = str.maketrans({"{": "\ue000", "}": "\ue001", ",": "\ue002"})
_UNQUOTE_MAP = str.maketrans({"\ue000": "{", "\ue001": "}", "\ue002": ","})
_MAX_BRACE_FIELDS = 64
_MAX_BRACE_WORD = 512  # longer words are not brace-expanded (bounds the scan)


def brace_expand(marked: str) -> list[str]:
    """Expand `{a,b}` and `{1..3}` (bounded), leaving quoted braces alone.
    At most _MAX_BRACE_FIELDS words come out, whatever the nesting or count
    of groups (`{a,b}` x 200 is 2^200 words in bash; we keep the first 64)."""
    if len(marked) > _MAX_BRACE_WORD:
        return [marked]
    return _brace(marked, [_MAX_BRACE_FIELDS * 4])[:_MAX_BRACE_FIELDS]


def _brace(marked: str, budget: list[int]) -> list[str]:
    budget[0] -= 1
    if budget[0] <= 0:
        return [marked]
    start = marked.find("{")
    while start != -1:
        depth = 0
        commas: list[int] = []
        for i in range(start, len(marked)):
            c = marked[i]
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
                if depth == 0:
                    pre, post = marked[:start], marked[i + 1:]
                    parts: list[str] | None
                    if commas:
                        bounds = [start, *commas, i]
                        parts = [marked[a + 1:b] for a, b in zip(bounds, bounds[1:])]
                    else:
                        parts = _sequence(marked[start + 1:i])
                    if parts is None:
                        break
                    out: list[str] = []
                    for part in parts:
                        out.extend(_brace(pre + part + post, budget))
                        if len(out) >= _MAX_BRACE_FIELDS or budget[0] <= 0:
                            break
                    return out
            elif c == "," and depth == 1:
                commas.append(i)
        start = marked.find("{", start + 1)
    return [marked]


def _sequence(inner: str) -> list[str] | None:
    parts = inner.split("..")
    if len(parts) not in (2, 3):
        return None
    a, b = parts[0], parts[1]
    try:
        lo, hi = int(a), int(b)
        step = -1 if hi < lo else 1
        return [str(v) for v in range(lo, hi + step, step)][:_MAX_BRACE_FIELDS]
    except ValueError:
        if len(a) == 1 and len(b) == 1:
            step = -1 if ord(b) < ord(a) else 1
            return [chr(c) for c in range(ord(a), ord(b) + step, step)][:_MAX_BRACE_FIELDS]
    return None


SubstitutionHook = Callable[["Node"], tuple[str | None, int]]
ProcSubHook = Callable[["Node"], int]
WalkHook = Callable[["Node"], int]


class WordEvaluator:
    """Evaluates tree-sitter word nodes to `Field`s against an environment.

    Substitutions are handed back to the analyzer (`substitute`), which runs
    their inner commands through the rules (they execute whatever position
    they are in) and returns their output's static value and taint.
    """

    def __init__(self, src: Source, env: dict[str, Var], substitute: SubstitutionHook, procsub: ProcSubHook, walk: WalkHook) -> None:
        self.src = src
        self.env = env
        self._substitute = substitute
        self._procsub = procsub
        self._walk = walk

    # --- public -------------------------------------------------------
    def fields(self, node: "Node") -> list[Field]:
        """argv fields of one word node (brace expansion and splitting may make several)."""
        t = node.type
        if t == "word":
            start, end = node.start_byte, node.end_byte
            raw = self.src.data[start:end].decode("utf-8", "surrogateescape")
            if "\\" not in raw and "{" not in raw:
                return [Field(text=raw, span=(start, end) if self.src.ascii else self.src.span(node))]
        span = self.src.span(node)
        if t == "process_substitution":
            return [Field(text="/dev/fd/63", span=span, taint=self._procsub(node), is_procsub=True)]
        items = self._all_items(node)
        if items is not None:  # `"${cmd[@]}"`, `"$@"`: one word per element
            return [Field(text=item, span=span, taint=items[1], quoted=True) for item in items[0]]
        segments = self._segments(node, quoted=False)
        fields = self._to_fields(segments, span)
        if node.type == "string" and len(fields) == 1:
            fields[0].raw = self.src.text(node)[1:-1]
        return fields

    def release(self) -> None:
        """Forget the analyzer's hooks (bound methods that refer back to it)."""
        self._substitute = _released_substitution
        self._procsub = _released_walk
        self._walk = _released_walk

    def _all_items(self, node: "Node") -> tuple[list[str], int] | None:
        """The elements of an array (or of `$@`) a word expands to whole: `"${a[@]}"`,
        `${a[@]}`, `"$@"`; None for any other word or unknown elements."""
        inner = node.named_children[0] if node.type == "string" and node.named_child_count == 1 else node
        if inner.type not in ("expansion", "simple_expansion") or (node.type == "string" and self.src.text(node)[1:-1] != self.src.text(inner)):
            return None
        text = self.src.text(inner)
        if text in ("$@", "${@}", '$*'):
            name = "@"
        elif text.startswith("${") and text.endswith(("[@]}", "[*]}")):
            name = text[2:-4]
        else:
            return None
        var = self.env.get(name)
        if var is None or var.items is None:
            return None
        return var.items, var.taint

    def single(self, node: "Node") -> Field:
        """The word as one value (assignment right-hand sides, redirect targets)."""
        span = self.src.span(node)
        if node.type == "process_substitution":
            return Field(text="/dev/fd/63", span=span, taint=self._procsub(node), is_procsub=True)
        segments = self._segments(node, quoted=True)
        text, taint = _join(segments)
        raw = self.src.text(node)
        return Field(text=text, span=span, taint=taint, quoted=True, raw=raw[1:-1] if node.type == "string" else raw,
                     pattern=path_pattern(segments) if text is None else None)

    # --- segments: (text or None, quoted, taint, from_expansion) --------
    def _segments(self, node: "Node", quoted: bool) -> list[tuple[str | None, bool, int, bool]]:
        t = node.type
        if t == "word":
            return [(unescape_word(self.src.text(node)), quoted, 0, False)]
        if t in ("number", "variable_name", "special_variable_name", "file_descriptor", "heredoc_start", "extglob_pattern", "regex", "test_operator"):
            return [(self.src.text(node), quoted, 0, False)]
        if t == "raw_string":
            return [(self.src.text(node)[1:-1], True, 0, False)]
        if t == "ansi_c_string":
            return [(decode_ansi_c(self.src.text(node)[2:-1]), True, 0, False)]
        if t in ("string", "translated_string"):
            # tree-sitter leaves some characters (newlines) between the string's
            # children: read every byte between the quotes, not only the children.
            out: list[tuple[str | None, bool, int, bool]] = []
            data = self.src.data
            pos = node.start_byte + (2 if t == "translated_string" else 1)
            end = node.end_byte - 1
            for child in node.named_children:
                if child.start_byte > pos:
                    out.append((unescape_dquote(data[pos:child.start_byte].decode("utf-8", "surrogateescape")), True, 0, False))
                if child.type == "string_content":
                    out.append((unescape_dquote(self.src.text(child)), True, 0, False))
                else:
                    out.extend(self._segments(child, quoted=True))
                pos = child.end_byte
            if end > pos:
                out.append((unescape_dquote(data[pos:end].decode("utf-8", "surrogateescape")), True, 0, False))
            if not out:
                out.append(("", True, 0, False))
            return out
        if t == "concatenation":
            out = []
            for child in node.children:
                out.extend(self._segments(child, quoted))
            return out
        if t in ("simple_expansion", "expansion"):
            value, taint = self._expansion(node)
            return [(value, quoted, taint, True)]
        if t == "command_substitution":
            value, taint = self._substitute(node)
            return [(value, quoted, taint, True)]
        if t == "process_substitution":
            return [("/dev/fd/63", quoted, self._procsub(node), True)]
        if t == "arithmetic_expansion":
            taint = self._walk(node)
            # Arithmetic yields a number: harmless as text unless it ran a substitution.
            return [(None if taint else "0", True, taint | LOCAL if taint else 0, True)]
        if t == "brace_expression":
            return [(self.src.text(node), quoted, 0, False)]
        # Anything else: its text, after running any substitutions inside it.
        taint = self._walk(node)
        return [(self.src.text(node) if not taint else None, quoted, taint, bool(taint))]

    def reexpand(self, text: str, span: Span) -> list[Field]:
        """Expand `$NAME` in an unquoted word tree-sitter split apart, then split
        on IFS as bash would."""
        out, i = [], 0
        taint = 0
        while i < len(text):
            if text[i] == "$":
                j = i + 1
                while j < len(text) and (text[j].isalnum() or text[j] == "_"):
                    j += 1
                name = text[i + 1:j]
                var = self.env.get(name)
                value = var.value if var is not None else _KNOWN_PARAMETERS.get(name)
                if name and value is None:
                    return [Field(text=None, span=span, taint=UNKNOWN | (var.taint if var else 0))]
                taint |= var.taint if var else 0
                out.append(value if name and value is not None else "$")
                i = j
            else:
                out.append(text[i])
                i += 1
        ifs = self._ifs()
        parts = [p for p in re.split("[" + re.escape(ifs) + "]+", "".join(out)) if p] if ifs else ["".join(out)]
        return [Field(text=p, span=span, taint=taint) for p in parts]

    def _ifs(self) -> str:
        var = self.env.get("IFS")
        return var.value if var is not None and var.value is not None else " \t\n"

    def _expansion(self, node: "Node") -> tuple[str | None, int]:
        names = [c for c in node.named_children if c.type in ("variable_name", "special_variable_name")]
        raw = self.src.text(node)
        simple = node.type == "simple_expansion" or (len(node.children) == 3 and len(names) == 1)
        inner_taint = 0
        for child in node.named_children:
            if child.type not in ("variable_name", "special_variable_name"):
                inner_taint |= self._walk(child)
        if not names:
            return None, UNKNOWN | inner_taint
        name = self.src.text(names[0])
        var = self.env.get(name)
        if "!" in raw[:3]:  # ${!ref}: indirection
            return None, UNKNOWN | inner_taint | (var.taint if var else 0)
        value = var.value if var is not None else _KNOWN_PARAMETERS.get(name)
        taint = var.taint if var is not None else 0
        if value is None:
            return None, UNKNOWN | inner_taint | taint
        if simple:
            return value, taint
        folded = _parameter_operator(raw[2 + len(name):-1], value, name in _ABSOLUTE_PARAMETERS)
        if folded is not None:
            return folded, taint | inner_taint
        return None, taint | inner_taint | UNKNOWN

    def _to_fields(self, segments: list[tuple[str | None, bool, int, bool]], span: Span) -> list[Field]:
        text, taint = _join(segments)
        quoted = any(q for _, q, _, _ in segments)
        literal = any(not exp and s for s, _, _, exp in segments)
        only_unquoted_expansions = not quoted and not literal
        if text is None:
            return [Field(text=None, span=span, taint=taint, quoted=quoted, may_vanish=only_unquoted_expansions,
                          pattern=path_pattern(segments))]
        ifs = self._ifs()
        split_needed = any(exp and not q and s and any(ch in ifs for ch in s) for s, q, _, exp in segments)
        if split_needed:
            parts = [p for p in re.split("[" + re.escape(ifs) + "]+", text) if p] if ifs else [text]
            return [Field(text=p, span=span, taint=taint, quoted=quoted) for p in parts] or [
                Field(text="", span=span, taint=taint, may_vanish=True)
            ]
        if "{" in text and any(not q and s and "{" in s for s, q, _, _ in segments):
            marked = "".join(s.translate(_QUOTE_MAP) if q else s for s, q, _, _ in segments if s is not None)
            expanded = brace_expand(marked)
            if len(expanded) > 1:
                return [Field(text=e.translate(_UNQUOTE_MAP), span=span, taint=taint, quoted=quoted) for e in expanded]
        may_vanish = only_unquoted_expansions and text == ""
        return [Field(text=text, span=span, taint=taint, quoted=quoted, may_vanish=may_vanish)]


_SUBSTRING = re.compile(r":\s*(\d+)(?::\s*(\d+))?")


def _parameter_operator(operation: str, value: str, absolute: bool) -> str | None:
    """`${VAR<operation>}` for a known value, where the result is static:
    `:?`/`?` and `:-`/`-`/`:=`/`=` give the (non-empty) value, `:+`/`+` its static
    alternative, `:N:M` a substring (of the home directory: its leading `/`).
    None when the result depends on more than that."""
    for op in (":?", "?", ":-", "-", ":=", "="):
        if operation.startswith(op) and value:
            return value
    for op in (":+", "+"):
        if operation.startswith(op):
            alternative = operation[len(op):]
            return alternative if value and not any(c in alternative for c in "$`\\'\"") else None
    substring = _SUBSTRING.fullmatch(operation)
    if substring is None:
        return None
    start, length = int(substring.group(1)), substring.group(2)
    if absolute:  # $HOME, $PWD: absolute paths of which only the first character is known
        return "/" if start == 0 and length == "1" else None
    return value[start:start + int(length)] if length is not None else value[start:]


def _released_substitution(node: "Node") -> tuple[str | None, int]:
    return None, UNKNOWN


def _released_walk(node: "Node") -> int:
    return UNKNOWN


def path_pattern(segments: list[tuple[str | None, bool, int, bool]]) -> str | None:
    """A word with unknown expansions inside an absolute or home path, as a glob
    (`/home/$USER` is `/home/*`): path rules match what it may name. None unless the
    word starts with static text naming `/` or `~`, so `$dir/x` is not read as `*/x`."""
    first = segments[0][0] if segments else None
    if not first or not first.startswith(("/", "~")):
        return None
    return "".join("*" if text is None else text for text, _, _, _ in segments)


def _join(segments: list[tuple[str | None, bool, int, bool]]) -> tuple[str | None, int]:
    taint = 0
    parts: list[str] = []
    known = True
    for text, _, t, _ in segments:
        taint |= t
        if text is None:
            known = False
        elif known:
            parts.append(text)
    return ("".join(parts) if known else None), taint
