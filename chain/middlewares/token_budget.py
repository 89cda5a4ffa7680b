"""TokenBudgetMiddleware (spec item 29): a per-run token limit the model cannot plan around.

Every model response of the run adds its ``usage_metadata.total_tokens`` (counted
once per message id, so replay cannot double count) to private per-run state.
Once the run has used ``max_tokens_per_run``, a response that still asks for tools
has its calls cleared (structured and raw), ``finish_reason`` forced to ``stop``
and a visible note added; ``stop_reason`` becomes ``token_budget_capped``
(symmetric to LoopDetection's ``loop_capped``).
"""

from __future__ import annotations

from typing import Annotated, Any, NotRequired

from langchain.agents.middleware import AgentMiddleware
from langchain.agents.middleware.types import PrivateStateAttr

from chain.lead_messages import RunScopeState, current_run_id, force_stop, last_ai_message

TOKEN_BUDGET_CAPPED = "token_budget_capped"


class TokenBudgetState(RunScopeState):
    token_budget: NotRequired[Annotated[dict[str, Any], PrivateStateAttr]]


def message_tokens(message: Any) -> int:
    usage = getattr(message, "usage_metadata", None) or {}
    total = usage.get("total_tokens") if isinstance(usage, dict) else None
    return total if isinstance(total, int) and total > 0 else 0


class TokenBudgetMiddleware(AgentMiddleware):
    state_schema = TokenBudgetState

    def __init__(self, *, max_tokens_per_run: int) -> None:
        super().__init__()
        if max_tokens_per_run < 1:
            raise ValueError("max_tokens_per_run must be positive")
        self.max_tokens_per_run = max_tokens_per_run

    def release_policy_parameters(self) -> dict[str, object]:
        return {"max_tokens_per_run": self.max_tokens_per_run}

    def after_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        last = last_ai_message(state)
        if last is None:
            return None
        message = last[1]
        run_id = current_run_id(state)
        budget = state.get("token_budget") or {}
        if budget.get("run_id") != run_id:
            budget = {"run_id": run_id, "used": 0, "counted": []}
        counted = list(budget.get("counted") or [])
        used = int(budget.get("used") or 0)
        if message.id not in counted:
            used += message_tokens(message)
            counted = [*counted, message.id][-256:]
        update: dict[str, Any] = {"token_budget": {"run_id": run_id, "used": used, "counted": counted}}
        if used < self.max_tokens_per_run:
            return update
        update["stop_reason"] = TOKEN_BUDGET_CAPPED
        if message.tool_calls or message.invalid_tool_calls:
            note = (f"[Token budget reached: this run used {used} of {self.max_tokens_per_run} tokens. "
                    "Answer now with what you have.]")
            update["messages"] = [force_stop(message, note)]
        return update

    async def aafter_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.after_model(state, runtime)
