"""SubagentLimitMiddleware (spec item 27): hard caps on ordinary ``task`` delegations.

Two caps, both enforced on the model's response before any tool runs:

- per response: at most ``max_concurrent`` ``task`` calls (1-64);
- per run: at most ``max_total`` delegations (1-50, default 6; the server context's
  ``max_total_subagents`` overrides, clamped). The count is the durable delegation
  ledger's entries tagged with this run, so repeated planning checkpoints in one
  run cannot keep launching legal-sized batches; a later user turn is a new run
  with a fresh budget.

Excess calls are removed, structured and raw. When the run's cap is exhausted the
remaining ``task`` calls are stripped, ``finish_reason`` is forced to ``stop`` and a
visible note says why, so the run synthesizes the results it has. ``batch_task``
(durable batches with their own persisted limits) is a different tool and untouched.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from langchain.agents.middleware import AgentMiddleware

from chain.lead_messages import current_run_id, force_stop, last_ai_message, without_tool_calls
from chain.middlewares.durable_context import TASK_TOOL, DurableState

DEFAULT_MAX_TOTAL = 6


def clamp(value: int, low: int, high: int) -> int:
    return max(low, min(high, int(value)))


class SubagentLimitMiddleware(AgentMiddleware):
    state_schema = DurableState

    def __init__(self, *, max_concurrent: int = 3, max_total: int = DEFAULT_MAX_TOTAL) -> None:
        super().__init__()
        self.max_concurrent = clamp(max_concurrent, 1, 64)
        self.max_total = clamp(max_total, 1, 50)

    def release_policy_parameters(self) -> dict[str, object]:
        return {"max_concurrent": self.max_concurrent, "max_total": self.max_total}

    def _total(self, runtime: Any) -> int:
        context = getattr(runtime, "context", None)
        override = context.get("max_total_subagents") if isinstance(context, Mapping) else None
        if isinstance(override, int) and not isinstance(override, bool):
            return clamp(override, 1, 50)
        return self.max_total

    def after_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        last = last_ai_message(state)
        if last is None:
            return None
        message = last[1]
        tasks = [c for c in message.tool_calls if c.get("name") == TASK_TOOL]
        if not tasks:
            return None
        run_id = current_run_id(state)
        used = sum(1 for e in state.get("delegations") or [] if isinstance(e, dict) and e.get("run_id") == run_id)
        budget = min(self.max_concurrent, max(0, self._total(runtime) - used))
        if len(tasks) <= budget:
            return None
        kept_ids = {c.get("id") for c in tasks[:budget]}
        keep = [c for c in message.tool_calls if c.get("name") != TASK_TOOL or c.get("id") in kept_ids]
        dropped = len(tasks) - budget
        if budget == 0 and not keep:
            note = (f"[Subagent limit reached: {self._total(runtime)} delegations per run. "
                    "Summarize the results you already have instead of delegating more.]")
            return {"messages": [force_stop(message, note)]}
        note = f"[Subagent limit: {dropped} task call(s) were not started.]"
        return {"messages": [without_tool_calls(message, keep=keep, note=note)]}

    async def aafter_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.after_model(state, runtime)
