"""Provider finish reasons that end a response early (spec items 33 and 34).

ModelLengthFinishReasonMiddleware records ``stop_reason=model_length_capped`` when
a terminal AIMessage without tool-call intent was cut by the length limit
(``finish_reason`` ``length`` / ``MAX_TOKENS``, or ``stop_reason`` ``max_tokens``).
The assistant content is kept as it is; text that looks like a tool-call envelope
is never reparsed into calls.

SafetyFinishReasonMiddleware suppresses tool execution when the provider
safety-terminated the response (``content_filter``, Gemini ``SAFETY`` and
relatives, ``stop_reason`` ``refusal``): structured and raw calls are cleared and a
visible note says so. It is registered after the terminal-response, custom and
configured middlewares so LangChain's reverse-order ``after_model`` runs it first.
"""

from __future__ import annotations

from typing import Any

from langchain.agents.middleware import AgentMiddleware
from langchain_core.messages import AIMessage

from chain.lead_messages import RunScopeState, last_ai_message, without_tool_calls

MODEL_LENGTH_CAPPED = "model_length_capped"
SAFETY_FILTERED = "safety_filtered"
LENGTH_FINISH = frozenset({"length", "max_tokens", "MAX_TOKENS"})
SAFETY_FINISH = frozenset({"content_filter", "SAFETY", "PROHIBITED_CONTENT", "BLOCKLIST", "SPII", "RECITATION",
                           "refusal"})


def finish_reasons(message: AIMessage) -> set[str]:
    metadata = message.response_metadata or {}
    return {str(metadata[k]) for k in ("finish_reason", "stop_reason") if metadata.get(k) is not None}


class ModelLengthFinishReasonMiddleware(AgentMiddleware):
    state_schema = RunScopeState

    def release_policy_parameters(self) -> dict[str, object]:
        return {"length_reasons": sorted(LENGTH_FINISH)}

    def after_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        last = last_ai_message(state)
        if last is None or last[1].tool_calls or last[1].invalid_tool_calls:
            return None
        return {"stop_reason": MODEL_LENGTH_CAPPED} if finish_reasons(last[1]) & LENGTH_FINISH else None

    async def aafter_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.after_model(state, runtime)


class SafetyFinishReasonMiddleware(AgentMiddleware):
    state_schema = RunScopeState

    def release_policy_parameters(self) -> dict[str, object]:
        return {"safety_reasons": sorted(SAFETY_FINISH)}

    def after_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        last = last_ai_message(state)
        if last is None or not finish_reasons(last[1]) & SAFETY_FINISH:
            return None
        message = last[1]
        if not (message.tool_calls or message.invalid_tool_calls or message.additional_kwargs.get("tool_calls")):
            return {"stop_reason": SAFETY_FILTERED}
        note = "[The provider's safety filter stopped this response; its tool calls were not run.]"
        return {"messages": [without_tool_calls(message, note=note)], "stop_reason": SAFETY_FILTERED}

    async def aafter_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.after_model(state, runtime)
