"""TokenUsageMiddleware (spec item 20, optional): token accounting, subagents included.

Every AIMessage's ``usage_metadata`` is recorded once, keyed by message id, so a
checkpoint replay or re-entered hook cannot count it twice and compaction does not
lose it; ``token_usage.total`` is the sum. Each turn's messages are recorded
during that turn, so only the current turn is scanned. Subagent usage arrives on the terminal
``task`` ToolMessage (``additional_kwargs["subagent_token_usage"]``) of the current
run and is merged into the dispatching AIMessage (found by position: the nearest
earlier AIMessage that issued that tool_call_id); the same state update marks the
ToolMessage ``subagent_token_usage_attributed=true``. Missing or malformed usage,
or a result without its dispatch, stays unmarked and is retried later.
"""

from __future__ import annotations

from typing import Annotated, Any, NotRequired

from langchain.agents.middleware import AgentMiddleware, AgentState
from langchain.agents.middleware.types import OmitFromInput
from langchain_core.messages import AIMessage, ToolMessage

from chain.lead_messages import latest_real_user
from chain.provenance import SUBAGENT_USAGE_ATTRIBUTED_KEY

SUBAGENT_USAGE_KEY = "subagent_token_usage"
ATTRIBUTED_KEY = SUBAGENT_USAGE_ATTRIBUTED_KEY
USAGE_FIELDS = ("input_tokens", "output_tokens", "total_tokens")


class TokenUsageState(AgentState):
    token_usage: NotRequired[Annotated[dict[str, Any], OmitFromInput]]


def _usage(value: Any) -> dict[str, int] | None:
    if not isinstance(value, dict):
        return None
    out = {k: value.get(k) for k in USAGE_FIELDS}
    if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in out.values()):
        return None
    return out  # type: ignore[return-value]


def _attribute(messages: list[Any]) -> list[Any]:
    """Rewritten (AIMessage, ToolMessage) pairs for unattributed subagent usage of this run."""
    start = (latest_real_user(messages) or (-1, None))[0] + 1
    merged: dict[int, AIMessage] = {}
    updates: list[Any] = []
    for index in range(start, len(messages)):
        message = messages[index]
        if not isinstance(message, ToolMessage) or message.additional_kwargs.get(ATTRIBUTED_KEY) is True:
            continue
        usage = _usage(message.additional_kwargs.get(SUBAGENT_USAGE_KEY))
        if usage is None:
            continue
        dispatch = next((i for i in range(index - 1, start - 1, -1) if isinstance(messages[i], AIMessage)
                         and any(c.get("id") == message.tool_call_id for c in messages[i].tool_calls)), None)
        if dispatch is None:
            continue
        ai = merged.get(dispatch, messages[dispatch])
        base = dict(ai.usage_metadata or {"input_tokens": 0, "output_tokens": 0, "total_tokens": 0})
        for key in USAGE_FIELDS:
            base[key] = int(base.get(key) or 0) + usage[key]
        merged[dispatch] = ai.model_copy(update={"usage_metadata": base})
        updates.append(message.model_copy(update={"additional_kwargs": {**message.additional_kwargs, ATTRIBUTED_KEY: True}}))
    return [*merged.values(), *updates]


class TokenUsageMiddleware(AgentMiddleware):
    state_schema = TokenUsageState

    def release_policy_parameters(self) -> dict[str, object]:
        return {"subagent_attribution": True}

    def _record(self, state: Any, rewritten: list[Any]) -> dict[str, Any] | None:
        usage = state.get("token_usage") or {}
        by_message = dict(usage.get("by_message") or {})
        messages = state.get("messages") or []
        turn = messages[(latest_real_user(messages) or (-1, None))[0] + 1:]
        changed = False
        for message in [*turn, *rewritten]:  # earlier turns were recorded in their own turn
            recorded = _usage(message.usage_metadata) if isinstance(message, AIMessage) and message.id else None
            if recorded is not None and by_message.get(message.id) != recorded:
                by_message[message.id] = recorded
                changed = True
        if not changed and not rewritten:
            return None
        total = {k: sum(u[k] for u in by_message.values()) for k in USAGE_FIELDS}
        update: dict[str, Any] = {"token_usage": {"by_message": by_message, "total": total}}
        if rewritten:
            update["messages"] = rewritten
        return update

    def before_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self._record(state, _attribute(state.get("messages") or []))

    async def abefore_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.before_model(state, runtime)

    def after_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self._record(state, [])

    async def aafter_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.after_model(state, runtime)
