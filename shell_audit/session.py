"""One classification run: the bounded tree-sitter parse, the shared context of
every analyzer (nested code included), and the bashlex cross-check.

Compiled with the analyzer (see setup.py); `classifier` is the public entry
point around it that validates input and fails closed.
"""

from __future__ import annotations

import re
import threading
import time
from typing import TYPE_CHECKING

import tree_sitter_bash
from tree_sitter import Language, Parser

from shell_audit import crosscheck
from shell_audit.analyzer import Analyzer, Scope
from shell_audit.facts import Span
from shell_audit.models import ClassifierConfig, Level
from shell_audit.repairs import expand_leading_braces
from shell_audit.rules.base import Findings
from shell_audit.rules.resources import FORK_BOMB
from shell_audit.rules.structural import (
    PARSE_ERROR,
    PARSE_TIMEOUT,
    PARSER_DISAGREEMENT,
    UNPARSEABLE,
)
from shell_audit.words import Source

if TYPE_CHECKING:  # pragma: no cover
    from tree_sitter import Node, Tree

BASH = Language(tree_sitter_bash.language())
_local = threading.local()


def _parser() -> Parser:
    """One parser per thread: tree-sitter parsers are not thread-safe."""
    parser = getattr(_local, "parser", None)
    if parser is None:
        parser = _local.parser = Parser(BASH)
    return parser


# tree-sitter-bash 0.25.1's scanner segfaults on some non-ASCII input (found by
# our hypothesis property; see SECURITY.md). bash treats every non-ASCII byte as
# a word character, so each is given to the parser as `x`: byte offsets and the
# tokenization are unchanged, and all text is read back from the original bytes.
_ASCII_MASK = bytes(range(128)) + b"x" * 128


_CROSSCHECK_MAX = 4_000  # bashlex is pure Python; longer suspect input is not cross-checked
_DIRECT_PARSE_BYTES = 1024  # below this tree-sitter's worst case is a few ms


# tree-sitter-bash misreads a backslash-escaped letter at the start of a line: the
# word swallows the newline (`cd /tmp\n\\rm -rf /`), and in a quoted heredoc the
# body breaks the parse. `\\x` and `x` tokenize alike for a letter, so the parser
# is given `x` there; the text itself is always read from the original bytes.
_LINE_START_ESCAPE = re.compile(rb"(?<=\n)\\(?=[A-Za-z0-9_])")


def parse(data: bytes, deadline: float | None = None) -> "Tree | None":
    """Parse with tree-sitter, cancelled at `deadline` (a perf_counter time): None
    then. tree-sitter-bash's error recovery is quadratic on some inputs (10 KB of
    `a|a|...|` takes over a second), so long inputs are parsed under a progress
    callback that cancels the parse when the time bound has passed."""
    masked = data.translate(_ASCII_MASK)
    if b"\n\\" in masked:
        masked = _LINE_START_ESCAPE.sub(b"x", masked)
    if masked.endswith(b"\\") and (len(masked) - len(masked.rstrip(b"\\"))) % 2:
        masked += b"\\"  # a lone backslash at the end of input is a literal backslash in bash
    if deadline is None or len(masked) < _DIRECT_PARSE_BYTES:
        return _parser().parse(masked)

    def read(offset: int, _point: tuple[int, int]) -> bytes:
        return masked[offset:offset + 4096]

    def cancel(_offset: int, _has_error: bool) -> bool:
        return time.perf_counter() > deadline

    parser = _parser()
    try:
        return parser.parse(read, progress_callback=cancel)
    except ValueError:  # tree-sitter reports a cancelled parse as "Parsing failed"
        parser.reset()  # else the next parse() resumes this one and returns its tree
        return None


class BudgetExceeded(Exception):
    """Raised inside the analysis when the work budget is spent (caught in classify)."""


class Context:
    """State shared by every analyzer of one classification (nested code included)."""

    def __init__(self, config: ClassifierConfig) -> None:
        self.config = config
        self.work = 0
        self.max_work: int = config.max_work  # read once: pydantic attributes are slow to reach
        self.deadline = time.perf_counter() + config.parse_budget_ms / 1000
        self.findings = Findings()
        self.anomalies: list[str] = []
        self.current_stdin = 0
        self.analyzers: list[Analyzer] = []  # every analyzer of this run, released at its end

    def release(self) -> None:
        """Break the reference cycles of this run's analyzers, so that their objects
        are freed at once instead of waiting for (and slowing) the cyclic GC."""
        for analyzer in self.analyzers:
            analyzer.release()
        self.analyzers.clear()

    def spend(self) -> None:
        """One unit of analysis work (a command, a code string); past the budget, stop."""
        self.work += 1
        if self.work > self.max_work:
            raise BudgetExceeded

    def analyze_nested(self, text: str, scope: "Scope", depth: int, span: Span, stdin: tuple[int, str | None] = (0, None)) -> "Analyzer":
        """Analyze a code string (eval, bash -c, heredoc to a shell, ...) in `scope`;
        `stdin` is the taint and static text the code reads on its stdin."""
        self.spend()
        data = text.encode("utf-8", "surrogateescape")
        tree = parse(data, self.deadline)
        analyzer = Analyzer(self, Source(data), scope, depth, outer_span=span)
        if tree is None:
            self.findings.add(PARSE_TIMEOUT, span)
            return analyzer
        analyzer.run(tree.root_node, stdin)
        if tree.root_node.has_error:
            self.findings.add(PARSE_ERROR, span, "A nested code string has a syntax error; what was recovered was analyzed.")
            repaired = expand_leading_braces(text)
            if repaired != text:
                self.analyze_nested(repaired, scope, depth, span, stdin)
        return analyzer

    def fork_bomb_check(self, analyzer: "Analyzer", name: str, body: "Node") -> None:
        """A function whose body calls itself through a pipe or in the background."""
        calls = 0
        spawns = False
        stack = [body]
        while stack:
            node = stack.pop()
            if node.type == "command":
                head = node.child_by_field_name("name")
                if head is not None and analyzer.src.text(head) == name:
                    calls += 1
            elif node.type == "pipeline":
                spawns = True
            elif not node.is_named and analyzer.src.text(node) == "&":
                spawns = True
            stack.extend(node.children)
        if calls >= 2 and spawns:
            self.findings.add(FORK_BOMB, analyzer.span(body))


def analyze(command: str, ctx: Context) -> None:
    """Parse and analyze `command`, adding findings to `ctx`."""
    try:
        _analyze(command, ctx)
    finally:
        ctx.release()


def _analyze(command: str, ctx: Context) -> None:
    data = command.encode("utf-8")
    tree = parse(data, ctx.deadline)
    if tree is None:
        ctx.findings.add(PARSE_TIMEOUT, (0, len(command)))
        return
    analyzer = Analyzer(ctx, Source(data), Scope(), depth=0)
    analyzer.run(tree.root_node)
    whole = (0, len(command))
    if tree.root_node.has_error:
        ctx.findings.add(PARSE_ERROR, whole)
        repaired = expand_leading_braces(command)
        if repaired != command:  # `{curl,-s,u}|{bash,}`: bash brace-expands command words
            ctx.analyze_nested(repaired, Scope(), 0, whole)
    suspect = tree.root_node.has_error or bool(ctx.anomalies)
    # The cross-check can only add commands to judge, so it can only raise the
    # verdict: a command already blocked is not read a second time.
    blocked = any(f.level is Level.BLOCK for f in ctx.findings.items)
    if suspect and not blocked and ctx.config.use_crosscheck and crosscheck.AVAILABLE:
        _cross_check(command, ctx, analyzer, suspect)


def _cross_check(command: str, ctx: Context, analyzer: "Analyzer", ts_failed: bool) -> None:
    if len(command) > _CROSSCHECK_MAX:
        check = crosscheck.CrossCheck(ok=False, error="skipped: over the cross-check size bound")
    else:
        check = crosscheck.parse(command)
    whole = (0, len(command))
    if not check.ok:
        if ts_failed:
            ctx.findings.add(UNPARSEABLE, whole, f"Neither parser could read this command (bashlex: {check.error}).")
        return
    missing = check.names - set(analyzer.command_names)
    if not missing:
        return
    ctx.findings.add(PARSER_DISAGREEMENT, whole, f"bashlex sees commands tree-sitter does not: {', '.join(sorted(missing))}.")
    if check.rebuilt is not None:
        ctx.analyze_nested(check.rebuilt, Scope(), 0, whole)
        return
    for start, end in check.commands:  # bashlex positions are str offsets
        ctx.analyze_nested(command[start:end], Scope(), 0, (start, end))
