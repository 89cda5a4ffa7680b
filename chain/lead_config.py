"""Configuration sections of the lead-only middlewares (spec items 14-35).

Flags follow the spec: an item marked optional there has ``enabled`` (or the
spec's own condition, e.g. ``todo.is_plan_mode``) here; the others are always
assembled. Numeric limits are validated at construction and clamped where the
spec clamps (subagent caps, the auto-promote top-k).
"""

from __future__ import annotations

import re
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, field_validator

from chain.runtime_identity import ChainContext

EXTENSION_ENTRY = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*:[A-Za-z_]\w*")
"""``module.path:ClassName``."""


class LeadChainContext(ChainContext, total=False):
    """The runtime context keys the lead items read, on top of the base's.

    Server-set per run, never from a client body: ``allowed_skills`` narrows the
    resolvable skills, ``max_total_subagents`` overrides the per-run delegation cap
    (clamped 1-50), ``disable_clarification`` keeps a clarification's sibling calls.
    """

    allowed_skills: list[str]
    max_total_subagents: int
    disable_clarification: bool


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class DynamicContextConfig(_Section):
    memory_enabled: bool = False
    """Recalled memory in the reminder; needs a ``memory_store`` at assembly."""


class SkillsConfig(_Section):
    root: Path | None = None
    """``<root>/<name>/SKILL.md``; or pass ``skill_registry=`` to the builder."""
    allowed: tuple[str, ...] | None = None
    """A custom agent's skill allowlist (None: every enabled skill)."""
    describe_skill: bool = True
    """Register the framework's ``describe_skill`` discovery tool (metadata only)."""


class SummarizationConfig(_Section):
    enabled: bool = False
    trigger_tokens: int = Field(60_000, ge=1_000)
    keep_messages: int = Field(20, ge=2)


class TodoConfig(_Section):
    is_plan_mode: bool = False


class TokenUsageConfig(_Section):
    enabled: bool = False


class ViewImageConfig(_Section):
    enabled: bool = False
    """Set when the model supports vision."""


class ToolSearchConfig(_Section):
    enabled: bool = False
    auto_promote_top_k: int = 3
    mcp_routing: bool = True

    @field_validator("auto_promote_top_k")
    @classmethod
    def _clamp(cls, value: int) -> int:
        return max(1, min(5, value))


class SubagentsConfig(_Section):
    enabled: bool = False
    max_concurrent: int = 3
    max_total_per_run: int = 6
    # The durable `batch_task` mode's own persisted limits (chain.batch_ledger).
    batch_max_total: int = 24
    batch_max_live: int = 2
    batch_max_running: int = 8

    @field_validator("max_concurrent")
    @classmethod
    def _clamp_concurrent(cls, value: int) -> int:
        return max(1, min(64, value))

    @field_validator("max_total_per_run")
    @classmethod
    def _clamp_total(cls, value: int) -> int:
        return max(1, min(50, value))


class LoopDetectionConfig(_Section):
    enabled: bool = True
    warn_threshold: int = Field(3, ge=1)
    hard_limit: int = Field(5, ge=2)
    tool_warn_threshold: int = Field(30, ge=1)
    tool_hard_limit: int = Field(50, ge=2)


class TokenBudgetConfig(_Section):
    enabled: bool = False
    max_tokens_per_run: int = Field(200_000, ge=1)


class SafetyFinishReasonConfig(_Section):
    enabled: bool = True


class ExtensionsConfig(_Section):
    """Trusted operator configuration: each entry imports and runs code."""

    middlewares: tuple[str, ...] = ()

    @field_validator("middlewares")
    @classmethod
    def _entries(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        bad = [v for v in value if not EXTENSION_ENTRY.fullmatch(v)]
        if bad:
            raise ValueError(f"extension entries must be 'module.path:ClassName': {bad}")
        return value
