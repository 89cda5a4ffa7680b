"""``build_lead_middlewares``: the lead agent's whole chain, base (1-13) then lead items (14-35).

Items the spec marks optional follow their config flag; the rest are always
there. One :class:`~chain.secret_context.ChainToken` is created per build and
handed only to SkillActivation and SkillToolPolicy. Missing collaborators fail
assembly with :class:`~chain.assembly.ChainAssemblyError` (summarization without
a model, memory recall without a store), configured extensions that do not load
fail with :class:`~chain.extensions.ExtensionLoadError`, and the result is checked
against every ordering constraint.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from langchain.agents.middleware import AgentMiddleware
from langchain_core.tools import BaseTool

from chain.assembly import ChainAssemblyError, build_runtime_middlewares, summarization
from chain.batch_ledger import BatchLimits
from chain.audit import AuditSink, log_event
from chain.config import ChainConfig
from chain.deferred_tools import DeferredTools
from chain.extensions import load_extensions
from chain.memory import MemoryQueue, MemoryStore
from chain.middlewares.clarification import ClarificationMiddleware
from chain.middlewares.deferred_tool_filter import DeferredToolFilterMiddleware
from chain.middlewares.durable_context import DurableContextMiddleware
from chain.middlewares.dynamic_context import DynamicContextMiddleware
from chain.middlewares.finish_reason import (
    ModelLengthFinishReasonMiddleware,
    SafetyFinishReasonMiddleware,
)
from chain.middlewares.loop_detection import LoopDetectionMiddleware
from chain.middlewares.mcp_routing import McpRoutingMiddleware
from chain.middlewares.memory import MemoryMiddleware
from chain.middlewares.sandbox import SandboxMiddleware
from chain.middlewares.skill_activation import SkillActivationMiddleware
from chain.middlewares.skill_tool_policy import SkillToolPolicyMiddleware
from chain.middlewares.subagent_limit import SubagentLimitMiddleware
from chain.middlewares.system_message_coalescing import (
    SystemMessageCoalescingMiddleware,
)
from chain.middlewares.terminal_response import TerminalResponseMiddleware
from chain.middlewares.title import TitleMiddleware
from chain.middlewares.todo_list import TodoListMiddleware
from chain.middlewares.token_budget import TokenBudgetMiddleware
from chain.middlewares.token_usage import TokenUsageMiddleware
from chain.middlewares.view_image import ViewImageMiddleware
from chain.ordering import assert_chain_order
from chain.sandbox import WorkspaceSandboxProvider
from chain.secret_context import ChainToken
from chain.skill_projection import SkillProjection
from chain.skills import DirectorySkillRegistry, SkillRegistry


def _skill_registry(config: ChainConfig, given: SkillRegistry | None) -> SkillRegistry | None:
    if given is not None:
        return given
    return DirectorySkillRegistry(config.skills.root) if config.skills.root is not None else None


def _head(
    config: ChainConfig, *, model: Any, skills: SkillRegistry | None, memory_store: MemoryStore | None,
    memory_queue: MemoryQueue, sandbox: SandboxMiddleware, deferred: DeferredTools | None, sink: AuditSink,
) -> list[AgentMiddleware]:
    """Items 14-26."""
    if config.dynamic_context.memory_enabled and memory_store is None:
        raise ChainAssemblyError("dynamic_context.memory_enabled is true but no memory_store was given")
    token = ChainToken()
    allowed = config.skills.allowed
    # Any state: TodoListMiddleware is typed on its own PlanningState (AgentMiddleware is invariant in it).
    stack: list[AgentMiddleware[Any, Any]] = [
        DynamicContextMiddleware(memory_store=memory_store if config.dynamic_context.memory_enabled else None),
        SkillActivationMiddleware(skills, token=token, allowed_skills=allowed, sink=sink),
        SkillToolPolicyMiddleware(skills, token=token, allowed_skills=allowed,
                                  discovery_tool=config.skills.describe_skill),
        DurableContextMiddleware(),
    ]
    if config.summarization.enabled:
        stack.append(summarization(config, model))
    if config.todo.is_plan_mode:
        stack.append(TodoListMiddleware())
    if config.token_usage.enabled:
        stack.append(TokenUsageMiddleware())
    stack += [TitleMiddleware(model), MemoryMiddleware(memory_queue)]
    if config.view_image.enabled:
        stack.append(ViewImageMiddleware(sandbox))
    if deferred is not None:
        if config.tool_search.mcp_routing and deferred.tools:
            stack.append(McpRoutingMiddleware(deferred, auto_promote_top_k=config.tool_search.auto_promote_top_k))
        stack.append(DeferredToolFilterMiddleware(deferred))
    stack.append(SystemMessageCoalescingMiddleware())
    return stack


def loop_and_token_guards(
    config: ChainConfig, sink: AuditSink, *, is_subagent: bool = False, agent_id: str | None = None,
) -> list[AgentMiddleware]:
    """Items 28-29, shared by the lead and the subagent builders."""
    stack: list[AgentMiddleware] = []
    if config.loop_detection.enabled:
        loop = config.loop_detection
        stack.append(LoopDetectionMiddleware(
            warn_threshold=loop.warn_threshold, hard_limit=loop.hard_limit,
            tool_warn_threshold=loop.tool_warn_threshold, tool_hard_limit=loop.tool_hard_limit, sink=sink,
            is_subagent=is_subagent, agent_id=agent_id,
        ))
    if config.token_budget.enabled:
        stack.append(TokenBudgetMiddleware(max_tokens_per_run=config.token_budget.max_tokens_per_run))
    return stack


def _guards(config: ChainConfig, sink: AuditSink) -> list[AgentMiddleware]:
    """Items 27-29."""
    stack: list[AgentMiddleware] = []
    if config.subagents.enabled:
        subagents = config.subagents
        stack.append(SubagentLimitMiddleware(
            max_concurrent=subagents.max_concurrent, max_total=subagents.max_total_per_run,
            batch_limits=BatchLimits(max_total=subagents.batch_max_total, max_live=subagents.batch_max_live,
                                     max_running=subagents.batch_max_running),
        ))
    return stack + loop_and_token_guards(config, sink)


def _tail(config: ChainConfig) -> list[AgentMiddleware]:
    """Items 32-35."""
    stack: list[AgentMiddleware] = [TerminalResponseMiddleware(), ModelLengthFinishReasonMiddleware()]
    if config.safety_finish_reason.enabled:
        stack.append(SafetyFinishReasonMiddleware())
    stack.append(ClarificationMiddleware())
    return stack


def build_lead_middlewares(
    config: ChainConfig | None = None,
    *,
    model: Any = None,
    authorization_provider: Any = None,
    guardrail_provider: Any = None,
    sandbox_provider: WorkspaceSandboxProvider | None = None,
    custom_middlewares: Sequence[AgentMiddleware] = (),
    skill_registry: SkillRegistry | None = None,
    memory_store: MemoryStore | None = None,
    memory_queue: MemoryQueue | None = None,
    deferred_tools: Iterable[BaseTool] = (),
    audit_sink: AuditSink = log_event,
) -> list[AgentMiddleware]:
    """The lead agent's chain in the spec's order (items 1-35).

    ``model`` is the chat model summarization and titles use. ``deferred_tools`` are
    the MCP tools hidden until promoted (``tool_search.enabled``); they are
    registered by DeferredToolFilter, so do not pass them to ``create_agent`` too.
    """
    config = config or ChainConfig()
    deferred = DeferredTools(deferred_tools) if config.tool_search.enabled else None
    if deferred is None and list(deferred_tools):
        raise ChainAssemblyError("deferred_tools were given but tool_search.enabled is false")
    extensions = load_extensions(config.extensions.middlewares)
    skills = _skill_registry(config, skill_registry)
    base = build_runtime_middlewares(
        config, authorization_provider=authorization_provider, guardrail_provider=guardrail_provider,
        sandbox_provider=sandbox_provider, deferred_setup=deferred,
        skill_projection=SkillProjection(skills, config.skills.allowed),
    )
    sandbox = next(m for m in base if isinstance(m, SandboxMiddleware))
    stack = [
        *base,
        *_head(config, model=model, skills=skills, memory_store=memory_store,
               memory_queue=memory_queue if memory_queue is not None else MemoryQueue(), sandbox=sandbox,
               deferred=deferred, sink=audit_sink),
        *_guards(config, audit_sink),
        *custom_middlewares,
        *extensions,
        *_tail(config),
    ]
    assert_chain_order(stack)
    return stack
