"""SubagentLimitMiddleware (spec item 27): hard caps on subagent delegation.

Ordinary ``task`` calls, enforced on the model's response before any tool runs:

- per response: at most ``max_concurrent`` ``task`` calls (1-64);
- per run: at most ``max_total`` delegations (1-50, default 6; the server context's
  ``max_total_subagents`` overrides, clamped). The count is the durable delegation
  ledger's entries tagged with this run, so repeated planning checkpoints in one
  run cannot keep launching legal-sized batches; a later user turn is a new run
  with a fresh budget.

Explicit ``batch_task`` calls are the separate durable mode (`chain.batch_ledger`):
they are never rewritten into ordinary ledger entries nor counted against the
``task`` caps, and are admitted against their own persisted total/live/running
limits, kept in the thread's ``batch_ledger``.

Excess calls are removed, structured and raw, with a visible note. When nothing
is left to run the response is stopped instead (``finish_reason="stop"``, a note
saying why), so the run synthesizes the results it has.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from langchain.agents.middleware import AgentMiddleware

from chain.batch_ledger import (
    BATCH_TOOL,
    BatchLimits,
    BatchState,
    admit,
    finished_batches,
    ledger,
    with_statuses,
)
from chain.lead_messages import current_run_id, force_stop, last_ai_message, without_tool_calls
from chain.middlewares.durable_context import TASK_TOOL, DurableState

DEFAULT_MAX_TOTAL = 6


def clamp(value: int, low: int, high: int) -> int:
    return max(low, min(high, int(value)))


class SubagentLimitState(DurableState, BatchState):
    pass


class SubagentLimitMiddleware(AgentMiddleware):
    state_schema = SubagentLimitState

    def __init__(self, *, max_concurrent: int = 3, max_total: int = DEFAULT_MAX_TOTAL,
                 batch_limits: BatchLimits | None = None) -> None:
        super().__init__()
        self.max_concurrent = clamp(max_concurrent, 1, 64)
        self.max_total = clamp(max_total, 1, 50)
        self.batch_limits = (batch_limits or BatchLimits()).clamped()

    def release_policy_parameters(self) -> dict[str, object]:
        return {"max_concurrent": self.max_concurrent, "max_total": self.max_total,
                "batch": self.batch_limits.model_dump()}

    def _total(self, runtime: Any) -> int:
        context = getattr(runtime, "context", None)
        override = context.get("max_total_subagents") if isinstance(context, Mapping) else None
        if isinstance(override, int) and not isinstance(override, bool):
            return clamp(override, 1, 50)
        return self.max_total

    def before_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        """Mark the batches whose tool result reports their end (frees live/running limits)."""
        entries = ledger(state)
        ended = finished_batches(entries, state.get("messages") or [])
        return {"batch_ledger": with_statuses(entries, ended)} if ended else None

    async def abefore_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.before_model(state, runtime)

    def after_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        last = last_ai_message(state)
        if last is None:
            return None
        message = last[1]
        tasks = [c for c in message.tool_calls if c.get("name") == TASK_TOOL]
        batches = [c for c in message.tool_calls if c.get("name") == BATCH_TOOL]
        if not tasks and not batches:
            return None
        run_id = current_run_id(state)
        dropped: set[object] = set()
        notes: list[str] = []
        exhausted = False
        if tasks:
            used = sum(1 for e in state.get("delegations") or [] if isinstance(e, dict) and e.get("run_id") == run_id)
            budget = min(self.max_concurrent, max(0, self._total(runtime) - used))
            if len(tasks) > budget:
                dropped |= {c.get("id") for c in tasks[budget:]}
                exhausted = budget == 0
                notes.append(f"[Subagent limit: {len(tasks) - budget} task call(s) were not started.]")
        update: dict[str, Any] = {}
        if batches:
            entries = ledger(state)
            admitted, refused = admit(entries, batches, self.batch_limits, run_id)
            if admitted:
                update["batch_ledger"] = [e.model_dump() for e in entries + admitted]
            for call, limit in refused:
                dropped.add(call.get("id"))
                notes.append(f"[Batch limit: batch_task call {call.get('id')} was not started ({limit}).]")
        if not dropped:
            return update or None
        keep = [c for c in message.tool_calls if c.get("id") not in dropped]
        if not keep and (exhausted or not tasks):  # nothing left to run: end with text
            if exhausted:
                notes[0] = (f"[Subagent limit reached: {self._total(runtime)} delegations per run. "
                            "Summarize the results you already have instead of delegating more.]")
            update["messages"] = [force_stop(message, "\n".join(notes))]
        else:
            update["messages"] = [without_tool_calls(message, keep=keep, note="\n".join(notes))]
        return update

    async def aafter_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.after_model(state, runtime)
