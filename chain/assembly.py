"""Assembly of the shared runtime base (spec items 1-13) in strict order.

``build_runtime_middlewares`` returns the lead runtime's list and
``build_subagent_runtime_middlewares`` the subagents' (no Uploads; the sandbox is
acquired lazily and the skill view left alone because subagents own neither;
DurableContext attached immediately before the optional subagent Summarization,
so a compacted summary is projected ahead of the preserved tail). Both check
the result against the ordering table, and ``assert_chain_order`` refuses a
custom list that breaks a constraint. Providers are injected: a config that turns
authorization or guardrails on without its provider is refused (no silent
ungated run), and so is a provider passed while its section is disabled.
"""

from __future__ import annotations

from typing import Any

from langchain.agents.middleware import AgentMiddleware

from chain import tags as _tags  # noqa: F401 - registers the tags the chain emits
from chain.config import ChainConfig
from chain.middlewares.dangling_tool_call import DanglingToolCallMiddleware
from chain.middlewares.durable_context import DurableContextMiddleware
from chain.middlewares.guardrail import GuardrailMiddleware, runtime_context
from chain.middlewares.input_sanitization import InputSanitizationMiddleware
from chain.middlewares.llm_error_handling import LLMErrorHandlingMiddleware
from chain.middlewares.read_before_write import ReadBeforeWriteMiddleware
from chain.middlewares.sandbox import SandboxGate, SandboxMiddleware
from chain.middlewares.sandbox_audit import SandboxAuditMiddleware
from chain.middlewares.summarization import SummarizationMiddleware
from chain.middlewares.thread_data import ThreadDataMiddleware
from chain.middlewares.tool_error_handling import ToolErrorHandlingMiddleware
from chain.middlewares.tool_output_budget import ToolOutputBudgetMiddleware
from chain.middlewares.tool_progress import ToolProgressMiddleware
from chain.middlewares.tool_receipt import ToolReceiptMiddleware
from chain.middlewares.tool_result_sanitization import ToolResultSanitizationMiddleware
from chain.middlewares.uploads import UploadsMiddleware
from chain.ordering import assert_chain_order
from chain.sandbox import WorkspaceSandboxProvider, default_sandbox_provider
from chain.skill_projection import SkillProjection


class ChainAssemblyError(ValueError):
    """The configuration and the injected providers do not agree."""


def sandbox_gate(authorization_provider: Any) -> SandboxGate:
    """``sandbox:execute`` through authz's shared principal builder and fail-closed call path."""
    from authz import authorize_sandbox, build_principal_from_context

    default_role = getattr(authorization_provider, "default_role", None)

    def gate(runtime: Any) -> tuple[bool, str]:
        context = runtime_context(runtime)
        principal = build_principal_from_context(
            context, default_role=default_role, auth_source=context.get("auth_source")
        )
        decision = authorize_sandbox(principal, authorization_provider)
        return decision.allowed, decision.reason

    return gate


def _check_providers(config: ChainConfig, authorization_provider: Any, guardrail_provider: Any) -> None:
    for section, provider, label in (
        (config.authorization, authorization_provider, "authorization"),
        (config.guardrails, guardrail_provider, "guardrails"),
    ):
        if section.enabled and provider is None:
            raise ChainAssemblyError(f"{label}.enabled is true but no {label} provider was given")
        if provider is not None and not section.enabled:
            raise ChainAssemblyError(f"a {label} provider was given but {label}.enabled is false")


def _build(
    config: ChainConfig,
    *,
    lead: bool,
    authorization_provider: Any,
    guardrail_provider: Any,
    sandbox_provider: WorkspaceSandboxProvider | None,
    deferred_setup: Any,
    skill_projection: SkillProjection | None = None,
) -> list[AgentMiddleware]:
    _check_providers(config, authorization_provider, guardrail_provider)
    base_dir = config.thread_data.base_dir
    provider = sandbox_provider or default_sandbox_provider(
        config.sandbox.provider,
        default_timeout=config.sandbox.timeout_s,
        max_output_chars=config.sandbox.max_output_chars,
    )
    sandbox = SandboxMiddleware(
        provider, base_dir, eager=lead and config.sandbox.eager_acquire,
        gate=sandbox_gate(authorization_provider) if authorization_provider is not None else None,
        skill_projection=skill_projection if lead else None,
    )
    retry = config.llm_error_handling
    stack: list[AgentMiddleware] = [
        InputSanitizationMiddleware(),
        ToolOutputBudgetMiddleware(base_dir, config.tool_output),
        ToolResultSanitizationMiddleware(remote_tools=config.tool_result_sanitization.remote_tools),
        ThreadDataMiddleware(base_dir),
    ]
    if lead and config.uploads.enabled:
        stack.append(UploadsMiddleware(base_dir))
    stack += [
        sandbox,
        DanglingToolCallMiddleware(),
        LLMErrorHandlingMiddleware(
            max_retries=retry.max_retries, backoff_initial_s=retry.backoff_initial_s,
            backoff_max_s=retry.backoff_max_s,
        ),
    ]
    if config.verification.receipts_enabled:
        stack.append(ToolReceiptMiddleware(ledger_budget_chars=config.verification.ledger_budget_chars))
    if authorization_provider is not None or guardrail_provider is not None:
        stack.append(GuardrailMiddleware(
            authorization_provider=authorization_provider, guardrail_provider=guardrail_provider,
            fail_closed=config.authorization.fail_closed and config.guardrails.fail_closed,
            deferred_setup=deferred_setup,
        ))
    stack.append(SandboxAuditMiddleware())
    if config.read_before_write.enabled:
        stack.append(ReadBeforeWriteMiddleware(sandbox))
    if config.tool_progress.enabled:
        progress = config.tool_progress
        stack.append(ToolProgressMiddleware(
            warn_escalation_count=progress.warn_escalation_count,
            duplicate_jaccard=progress.duplicate_jaccard, max_tracked=progress.max_tracked,
        ))
    stack.append(ToolErrorHandlingMiddleware())
    return stack


def build_runtime_middlewares(
    config: ChainConfig | None = None,
    *,
    authorization_provider: Any = None,
    guardrail_provider: Any = None,
    sandbox_provider: WorkspaceSandboxProvider | None = None,
    deferred_setup: Any = None,
    skill_projection: SkillProjection | None = None,
) -> list[AgentMiddleware]:
    """The lead agent's shared runtime base, items 1-13 in the spec's order.

    ``deferred_setup`` is the build's concrete deferred-tool setup, if any: only then
    is its generated ``tool_search`` exempt from the second authorization check.
    ``skill_projection`` makes this runtime the owner of the thread's skill view.
    """
    stack = _build(
        config or ChainConfig(), lead=True, authorization_provider=authorization_provider,
        guardrail_provider=guardrail_provider, sandbox_provider=sandbox_provider,
        deferred_setup=deferred_setup, skill_projection=skill_projection,
    )
    assert_chain_order(stack)
    return stack


def build_subagent_runtime_middlewares(
    config: ChainConfig | None = None,
    *,
    model: Any = None,
    authorization_provider: Any = None,
    guardrail_provider: Any = None,
    sandbox_provider: WorkspaceSandboxProvider | None = None,
    deferred_setup: Any = None,
) -> list[AgentMiddleware]:
    """The subagents' base: no Uploads, lazy (non-owner) sandbox, then DurableContext and,
    with ``summarization.enabled`` (needs ``model``), Summarization immediately after it."""
    config = config or ChainConfig()
    stack = _build(
        config, lead=False, authorization_provider=authorization_provider,
        guardrail_provider=guardrail_provider, sandbox_provider=sandbox_provider,
        deferred_setup=deferred_setup,
    )
    stack.append(DurableContextMiddleware())
    if config.summarization.enabled:
        stack.append(summarization(config, model))
    assert_chain_order(stack, "subagent")
    return stack


def summarization(config: ChainConfig, model: Any) -> SummarizationMiddleware:
    """Item 18 with the configured limits; refused without a chat model."""
    if model is None:
        raise ChainAssemblyError("summarization.enabled is true but no chat model was given")
    return SummarizationMiddleware(
        model, trigger_tokens=config.summarization.trigger_tokens, keep_messages=config.summarization.keep_messages,
    )
