"""`classify(command) -> Verdict`: validate, then run the analysis (`session`).

It never raises for any `str`, nor for anything else passed by mistake: bad
input and internal failures are findings that block (fail closed). Time is
bounded by the length limit, the syntax and code-string depth bounds, the
parse time bound, the work budget, and linear passes over the tree.
"""

from __future__ import annotations

from shell_audit.analyzer import Analyzer, Scope
from shell_audit.models import ClassifierConfig, Finding, Level, Verdict
from shell_audit.rules.structural import (
    BAD_UNICODE,
    EMPTY_INPUT,
    INTERNAL_ERROR,
    NUL_BYTE,
    SYNTAX_TOO_DEEP,
    TOO_LONG,
    WORK_BUDGET,
)
from shell_audit.session import BudgetExceeded, Context, analyze, parse
from shell_audit.words import Source

DEFAULT_CONFIG = ClassifierConfig()
_CLEAN = Verdict(verdict=Level.PASS, findings=())


def _bad_input(command: object, config: ClassifierConfig) -> Finding | None:
    span = (0, len(command) if isinstance(command, str) else 0)
    def finding(rule, message=None):  # noqa: ANN001, ANN202 - tiny local helper
        return Finding(rule=rule.id, level=rule.level, severity=rule.severity, message=message or rule.summary, span=span)

    if not isinstance(command, str):
        return finding(INTERNAL_ERROR, f"Command must be a str, got {type(command).__name__}.")
    if not command.strip():
        return finding(EMPTY_INPUT)
    if len(command) > config.max_length:
        return finding(TOO_LONG, f"Command is {len(command)} characters, over the limit of {config.max_length}.")
    if "\x00" in command:
        return finding(NUL_BYTE)
    if not command.isascii():
        try:
            command.encode("utf-8")
        except UnicodeEncodeError:
            return finding(BAD_UNICODE)
    return None


def classify(command: str, config: ClassifierConfig | None = None) -> Verdict:
    """Classify a bash command as block / warn / pass, with the findings that say why."""
    config = config or DEFAULT_CONFIG
    bad = _bad_input(command, config)
    if bad is not None:
        return Verdict(verdict=bad.level, findings=(bad,))
    ctx = Context(config)
    try:
        analyze(command, ctx)
    except RecursionError:
        ctx.findings.add(SYNTAX_TOO_DEEP, (0, len(command)))
    except BudgetExceeded:
        ctx.findings.add(WORK_BUDGET, (0, len(command)), f"More than {config.max_work} commands and code strings to analyze: refused.")
    except Exception as exc:  # noqa: BLE001 - fail closed, never raise
        ctx.findings.add(INTERNAL_ERROR, (0, len(command)), f"Classifier error ({type(exc).__name__}): refused (fail closed).")
    if not ctx.findings.items:
        return _CLEAN  # frozen, so one instance serves every clean command
    findings = tuple(ctx.findings.items)
    # Trusted values built here: skip re-validation on the per-command hot path.
    return Verdict.model_construct(verdict=Level.worst([f.level for f in findings]), findings=findings)


def command_names(command: str, config: ClassifierConfig | None = None) -> set[str]:
    """The command names the tree-sitter analysis sees (wrappers peeled, code
    strings followed): the tree-sitter side of differential checks. Empty for
    input the classifier refuses unread."""
    config = config or DEFAULT_CONFIG
    if _bad_input(command, config) is not None:
        return set()
    ctx = Context(config)
    data = command.encode("utf-8")
    tree = parse(data, ctx.deadline)
    if tree is None:
        return set()
    analyzer = Analyzer(ctx, Source(data), Scope(), depth=0)
    try:
        analyzer.run(tree.root_node)
    except (BudgetExceeded, RecursionError):
        pass
    finally:
        ctx.release()
    return set(analyzer.command_names)


