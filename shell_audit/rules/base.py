"""Rules are data with identity: a stable id, a one-paragraph doc, and examples
that the tests run (every positive must raise the rule, every negative must not).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict

from shell_audit.facts import Field, Invocation, Span
from shell_audit.models import Finding, Level, Severity


class Rule(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    name: str
    family: str
    level: Level
    severity: Severity
    summary: str
    doc: str
    positives: tuple[str, ...]
    negatives: tuple[str, ...] = ()


class Findings:
    """Collects findings for one classification; spans are clipped to the outer
    code string when the analyzer recursed into one."""

    def __init__(self) -> None:
        self.items: list[Finding] = []
        self._seen: set[tuple[str, Span, str]] = set()

    def add(self, rule: Rule, span: Span, message: str | None = None) -> None:
        text = message or rule.summary
        key = (rule.id, span, text)
        if key in self._seen:
            return
        self._seen.add(key)
        # trusted values from a validated Rule: no re-validation on the hot path
        self.items.append(Finding.model_construct(rule=rule.id, level=rule.level, severity=rule.severity, message=text, span=span))


@dataclass(frozen=True, slots=True)
class FileAccess:
    """A file the analyzer saw read (input redirection) or written (a redirection,
    `tee`, `cp`/`mv` target, a fetcher's output file, `dd of=`, `sed -i`)."""

    target: Field
    content_taint: int
    via: str
    span: Span


InvocationCheck = Callable[[Invocation, Findings], None]
AccessCheck = Callable[[FileAccess, Findings], None]
AssignmentCheck = Callable[[str, Field, bool, Span, Findings], None]


@dataclass(slots=True)
class Family:
    """One rule family: its rules and the hooks through which it sees facts."""

    name: str
    rules: tuple[Rule, ...]
    on_invocation: tuple[InvocationCheck, ...] = ()
    on_write: tuple[AccessCheck, ...] = ()
    on_read: tuple[AccessCheck, ...] = ()
    on_assignment: tuple[AssignmentCheck, ...] = ()


def rule(
    id: str,
    name: str,
    family: str,
    level: Level,
    severity: Severity,
    summary: str,
    doc: str,
    positives: Iterable[str],
    negatives: Iterable[str] = (),
) -> Rule:
    return Rule(
        id=id, name=name, family=family, level=level, severity=severity, summary=summary,
        doc=" ".join(doc.split()), positives=tuple(positives), negatives=tuple(negatives),
    )
