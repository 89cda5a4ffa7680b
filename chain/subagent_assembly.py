"""``build_subagent_middlewares``: a delegated subagent's whole chain.

In order (checked against the subagent profile of the ordering table):

1. ``build_subagent_runtime_middlewares``: the shared base without Uploads, with
   a lazy, non-owner sandbox (no eager acquisition, the thread's skill view left
   as the lead projected it), then DurableContext immediately before the
   optional Summarization;
2. the date-only context (:class:`SubagentDateContextMiddleware`) immediately
   before SystemMessageCoalescing, so the subagent prompt and the date reminder
   reach the provider as one leading system block;
3. the loop/token guards (LoopDetection attributed ``is_subagent`` and
   ``agent_id``; TokenBudget);
4. ``custom_middlewares`` and fresh instances of the configured extension classes;
5. the safety tail: ModelLengthFinishReason, SafetyFinishReason.

Loop-detection transitions: an ordinary ``task`` subagent given its parent run's
journal gets only a :class:`~chain.run_journal.LoopDetectionRecorder` bound to the
parent loop (the journal itself never enters the subagent's event loop); without
a journal they go to ``audit_sink``. A durable ``batch`` subagent has no parent
run journal (passing one is refused) and persists no transitions.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any, Literal

from langchain.agents.middleware import AgentMiddleware

from chain.assembly import ChainAssemblyError, build_subagent_runtime_middlewares
from chain.audit import AuditSink, log_event
from chain.config import ChainConfig
from chain.extensions import load_extensions
from chain.lead_assembly import loop_and_token_guards
from chain.middlewares.dynamic_context import SubagentDateContextMiddleware
from chain.middlewares.finish_reason import (
    ModelLengthFinishReasonMiddleware,
    SafetyFinishReasonMiddleware,
)
from chain.middlewares.system_message_coalescing import (
    SystemMessageCoalescingMiddleware,
)
from chain.ordering import assert_chain_order
from chain.run_journal import LoopDetectionRecorder, RunJournal, discard
from chain.sandbox import WorkspaceSandboxProvider

Delegation = Literal["task", "batch"]


def _loop_sink(
    delegation: Delegation, parent_journal: RunJournal | None, parent_loop: asyncio.AbstractEventLoop | None,
    agent_id: str | None, audit_sink: AuditSink,
) -> AuditSink:
    if delegation == "batch":
        if parent_journal is not None:
            raise ChainAssemblyError("durable batch subagents have no parent run journal; do not pass one")
        return discard
    if parent_journal is None:
        return audit_sink
    if parent_loop is None:
        try:
            parent_loop = asyncio.get_running_loop()
        except RuntimeError as exc:
            raise ChainAssemblyError(
                "a parent run journal needs its event loop: pass parent_loop, or build inside the parent run's loop"
            ) from exc
    return LoopDetectionRecorder(parent_journal, parent_loop, agent_id=agent_id)


def build_subagent_middlewares(
    config: ChainConfig | None = None,
    *,
    model: Any = None,
    authorization_provider: Any = None,
    guardrail_provider: Any = None,
    sandbox_provider: WorkspaceSandboxProvider | None = None,
    custom_middlewares: Sequence[AgentMiddleware] = (),
    delegation: Delegation = "task",
    agent_id: str | None = None,
    parent_journal: RunJournal | None = None,
    parent_loop: asyncio.AbstractEventLoop | None = None,
    audit_sink: AuditSink = log_event,
) -> list[AgentMiddleware]:
    """A subagent's chain in the spec's placements (see the module docstring).

    ``sandbox_provider`` should be the lead's, so the subagent works in the same
    thread sandbox; ``model`` is the chat model subagent summarization uses.
    """
    config = config or ChainConfig()
    if delegation not in ("task", "batch"):
        raise ChainAssemblyError(f"delegation must be 'task' or 'batch', not {delegation!r}")
    sink = _loop_sink(delegation, parent_journal, parent_loop, agent_id, audit_sink)
    extensions = load_extensions(config.extensions.middlewares)
    stack: list[AgentMiddleware] = [
        *build_subagent_runtime_middlewares(
            config, model=model, authorization_provider=authorization_provider,
            guardrail_provider=guardrail_provider, sandbox_provider=sandbox_provider,
        ),
        SubagentDateContextMiddleware(),
        SystemMessageCoalescingMiddleware(),
        *loop_and_token_guards(config, sink, is_subagent=True, agent_id=agent_id),
        *custom_middlewares,
        *extensions,
        ModelLengthFinishReasonMiddleware(),
    ]
    if config.safety_finish_reason.enabled:
        stack.append(SafetyFinishReasonMiddleware())
    assert_chain_order(stack, "subagent")
    return stack
