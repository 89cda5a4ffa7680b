"""Typed results of the shell classifier: levels, findings, verdicts, audit records."""

from __future__ import annotations

from datetime import datetime, timezone
from enum import Enum

from pydantic import BaseModel, ConfigDict, Field


class Level(str, Enum):
    """Verdict levels, ordered `pass < warn < block`; the most severe finding wins."""

    PASS = "pass"
    WARN = "warn"
    BLOCK = "block"

    @property
    def rank(self) -> int:
        return _LEVEL_RANK[self]

    @classmethod
    def worst(cls, levels: "list[Level] | tuple[Level, ...]") -> "Level":
        return max(levels, key=_LEVEL_RANK.__getitem__, default=cls.PASS)


_LEVEL_RANK = {Level.PASS: 0, Level.WARN: 1, Level.BLOCK: 2}


class Severity(str, Enum):
    """How bad the thing a rule detects is if it runs (Bandit-style)."""

    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"


class Finding(BaseModel):
    """One rule match: which rule, how bad, what to tell the model, where."""

    model_config = ConfigDict(frozen=True)

    rule: str
    level: Level
    severity: Severity
    message: str
    span: tuple[int, int] = Field(description="character offsets [start, end) in the command")


class Verdict(BaseModel):
    """The classifier's answer for one command."""

    model_config = ConfigDict(frozen=True)

    verdict: Level
    findings: tuple[Finding, ...] = ()

    @property
    def rule_ids(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(f.rule for f in self.findings))


class ClassifierConfig(BaseModel):
    """Bounds of the classifier; the defaults are the documented ones."""

    model_config = ConfigDict(frozen=True)

    max_length: int = Field(10_000, ge=1, description="longer input is blocked unread")
    max_code_depth: int = Field(4, ge=0, description="nested code strings (bash -c, eval, ...) past this block")
    max_syntax_depth: int = Field(200, ge=8, description="syntax nesting past this blocks")
    max_substitution_depth: int = Field(32, ge=2, description="command substitutions nested past this block")
    parse_budget_ms: int = Field(30, ge=1, description="tree-sitter time bound per classification; past it the command blocks")
    use_crosscheck: bool = Field(True, description="cross-check suspect parses with bashlex when installed")
    max_work: int = Field(200, ge=10, description="commands and code strings analyzed per classification; past it the command blocks")


class AuditRecord(BaseModel):
    """A JSON-serialisable record of one classification, for the chain's audit log."""

    model_config = ConfigDict(frozen=True)

    timestamp: datetime
    thread_id: str | None = None
    command: str
    command_truncated: bool
    command_length: int
    verdict: Level
    rules: tuple[str, ...]


AUDIT_COMMAND_LIMIT = 2_000


def audit_record(command: str, verdict: Verdict, *, thread_id: str | None = None) -> AuditRecord:
    """Build the audit record for a decision; long commands are truncated, never dropped."""
    safe = command.encode("utf-8", "backslashreplace").decode("utf-8")
    return AuditRecord(
        timestamp=datetime.now(timezone.utc),
        thread_id=thread_id,
        command=safe[:AUDIT_COMMAND_LIMIT],
        command_truncated=len(safe) > AUDIT_COMMAND_LIMIT,
        command_length=len(command),
        verdict=verdict.verdict,
        rules=verdict.rule_ids,
    )
