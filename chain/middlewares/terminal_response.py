"""TerminalResponseMiddleware (spec item 32): an empty final answer is retried once, then an error.

When the model returns an empty terminal AIMessage (no text, no tool calls) right
after tool execution, the request is retried once with a hidden recovery prompt.
A second empty response is replaced, in what reaches checkpoint state, by a
visible error message marked ``chainwarden_terminal_error`` for the run worker,
so the run finishes as an error instead of a silent success.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from langchain.agents.middleware import AgentMiddleware, ModelRequest, ModelResponse
from langchain_core.messages import AIMessage, ToolMessage

from chain.lead_messages import hidden_human
from chain.middlewares._base import as_model_response
from chain.provenance import TERMINAL_ERROR_KEY, provenance_kwargs

RECOVERY_PROMPT = (
    "Your previous reply was empty. Using the tool results above, reply to the user now with your final "
    "answer (or call a tool if you still need one)."
)
ERROR_TEXT = "The model returned an empty response after running tools twice; the run ended with an error."


def _empty_terminal(response: ModelResponse) -> bool:
    ai = next((m for m in response.result if isinstance(m, AIMessage)), None)
    return ai is not None and not ai.tool_calls and not ai.invalid_tool_calls and not ai.text.strip()


def _after_tools(request: ModelRequest) -> bool:
    messages = (request.state or {}).get("messages") or []
    return bool(messages) and isinstance(messages[-1], ToolMessage)


class TerminalResponseMiddleware(AgentMiddleware):
    def release_policy_parameters(self) -> dict[str, object]:
        return {"retries": 1, "recovery_prompt": RECOVERY_PROMPT}

    def _retry_request(self, request: ModelRequest) -> ModelRequest:
        prompt = hidden_human(RECOVERY_PROMPT, "terminal_recovery", self.name)
        return request.override(messages=[*request.messages, prompt])

    def _fallback(self, response: ModelResponse) -> ModelResponse:
        empty = next(m for m in response.result if isinstance(m, AIMessage))
        kwargs = {**provenance_kwargs("terminal_error", "middleware", self.name), TERMINAL_ERROR_KEY: True}
        error = AIMessage(content=ERROR_TEXT, id=empty.id, additional_kwargs=kwargs,
                          response_metadata=empty.response_metadata)
        return ModelResponse(result=[error if m is empty else m for m in response.result],
                             structured_response=response.structured_response)

    def wrap_model_call(self, request: ModelRequest, handler: Callable[[ModelRequest], Any]) -> Any:
        response = handler(request)
        if not _after_tools(request) or not _empty_terminal(as_model_response(response)):
            return response
        second = as_model_response(handler(self._retry_request(request)))
        return self._fallback(second) if _empty_terminal(second) else second

    async def awrap_model_call(
        self, request: ModelRequest, handler: Callable[[ModelRequest], Awaitable[Any]]
    ) -> Any:
        response = await handler(request)
        if not _after_tools(request) or not _empty_terminal(as_model_response(response)):
            return response
        second = as_model_response(await handler(self._retry_request(request)))
        return self._fallback(second) if _empty_terminal(second) else second
