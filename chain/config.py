"""``ChainConfig``: one pydantic model for the whole runtime base.

Defaults are the spec's: read-before-write and receipts on, tool progress off
until enabled, authorization and guardrails off until enabled (turning one on
without a provider fails assembly rather than silently running ungated),
SandboxAudit unconditional (no flag on purpose).
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from chain.lead_config import (
    DynamicContextConfig,
    ExtensionsConfig,
    LoopDetectionConfig,
    SafetyFinishReasonConfig,
    SkillsConfig,
    SubagentsConfig,
    SummarizationConfig,
    TodoConfig,
    TokenBudgetConfig,
    TokenUsageConfig,
    ToolSearchConfig,
    ViewImageConfig,
)
from guards.budget import OutputBudgetConfig
from guards.tool_results import REMOTE_CONTENT_TOOLS


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ToolResultSanitizationConfig(_Section):
    remote_tools: frozenset[str] = REMOTE_CONTENT_TOOLS
    """First-party web tools whose output is untrusted; MCP tools are covered by tag."""


class ThreadDataConfig(_Section):
    base_dir: Path = Path(".chainwarden")


class UploadsConfig(_Section):
    enabled: bool = True
    """Lead agent only; subagent assembly never includes it."""


class SandboxConfig(_Section):
    provider: Literal["auto", "local", "bubblewrap"] = "auto"
    """``auto`` picks bubblewrap where ``bwrap`` is installed, else the local provider."""
    timeout_s: float = Field(60.0, gt=0, le=3600)
    max_output_chars: int = Field(50_000, ge=1_000)
    eager_acquire: bool = True
    """Lead runs acquire in before_agent (gated); subagents acquire lazily per tool."""


class LLMErrorHandlingConfig(_Section):
    max_retries: int = Field(2, ge=0, le=10)
    backoff_initial_s: float = Field(0.5, ge=0)
    backoff_max_s: float = Field(8.0, ge=0)


class AuthorizationConfig(_Section):
    enabled: bool = False
    fail_closed: bool = True


class GuardrailsConfig(_Section):
    enabled: bool = False
    fail_closed: bool = True


class ReadBeforeWriteConfig(_Section):
    enabled: bool = True


class ToolProgressConfig(_Section):
    enabled: bool = False
    warn_escalation_count: int = Field(2, ge=1)
    """Problems after WARNED before a transient-category tool is BLOCKED."""
    duplicate_jaccard: float = Field(0.9, gt=0, le=1)
    """Token-set Jaccard similarity at which a success counts as no new information."""
    max_tracked: int = Field(512, ge=8)
    """Bound on tracked (thread, tool) entries; the oldest is evicted first."""


class VerificationConfig(_Section):
    receipts_enabled: bool = True
    ledger_budget_chars: int = Field(2_000, ge=200)


class ChainConfig(_Section):
    """Configuration of the whole chain: the runtime base (1-13) and the lead items (14-35)."""

    tool_output: OutputBudgetConfig = OutputBudgetConfig()
    tool_result_sanitization: ToolResultSanitizationConfig = ToolResultSanitizationConfig()
    thread_data: ThreadDataConfig = ThreadDataConfig()
    uploads: UploadsConfig = UploadsConfig()
    sandbox: SandboxConfig = SandboxConfig()
    llm_error_handling: LLMErrorHandlingConfig = LLMErrorHandlingConfig()
    authorization: AuthorizationConfig = AuthorizationConfig()
    guardrails: GuardrailsConfig = GuardrailsConfig()
    read_before_write: ReadBeforeWriteConfig = ReadBeforeWriteConfig()
    tool_progress: ToolProgressConfig = ToolProgressConfig()
    verification: VerificationConfig = VerificationConfig()
    dynamic_context: DynamicContextConfig = DynamicContextConfig()
    skills: SkillsConfig = SkillsConfig()
    summarization: SummarizationConfig = SummarizationConfig()
    todo: TodoConfig = TodoConfig()
    token_usage: TokenUsageConfig = TokenUsageConfig()
    view_image: ViewImageConfig = ViewImageConfig()
    tool_search: ToolSearchConfig = ToolSearchConfig()
    subagents: SubagentsConfig = SubagentsConfig()
    loop_detection: LoopDetectionConfig = LoopDetectionConfig()
    token_budget: TokenBudgetConfig = TokenBudgetConfig()
    safety_finish_reason: SafetyFinishReasonConfig = SafetyFinishReasonConfig()
    extensions: ExtensionsConfig = ExtensionsConfig()
