"""Shared plumbing: one sync/async pair of wrap hooks built from plain pre/post steps.

LangChain raises when an agent runs under ``ainvoke`` and a middleware has only a
sync ``wrap_*`` hook (and the reverse). Middlewares whose logic has no await
point subclass :class:`ToolCallLayer` / :class:`ModelCallLayer` and write the
logic once; the base provides both entry points.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from langchain.agents.middleware import AgentMiddleware, ModelRequest, ModelResponse
from langchain.agents.middleware.types import ToolCallRequest
from langchain_core.messages import AIMessage, ToolMessage
from langgraph.types import Command

ToolResult = ToolMessage | Command
ToolHandler = Callable[[ToolCallRequest], ToolResult]
AsyncToolHandler = Callable[[ToolCallRequest], Awaitable[ToolResult]]


def call_identity(request: ToolCallRequest) -> tuple[str, str]:
    """(tool name, tool_call_id) of a request; missing pieces read as empty strings."""
    call = request.tool_call
    return str(call.get("name") or ""), str(call.get("id") or "")


def map_tool_messages(result: Any, fn: Callable[[ToolMessage], ToolMessage]) -> Any:
    """Apply ``fn`` to a ToolMessage result or to each ToolMessage in ``Command.update``."""
    if isinstance(result, ToolMessage):
        return fn(result)
    if isinstance(result, Command) and isinstance(result.update, dict):
        messages = result.update.get("messages")
        if isinstance(messages, list):
            mapped = [fn(m) if isinstance(m, ToolMessage) else m for m in messages]
            return Command(
                graph=result.graph, update={**result.update, "messages": mapped},
                resume=result.resume, goto=result.goto,
            )
    return result


class ToolCallLayer(AgentMiddleware):
    """A wrap_tool_call layer defined by ``_pre_tool`` and ``_post_tool``."""

    def _pre_tool(self, request: ToolCallRequest) -> ToolCallRequest | ToolResult:
        """Return the (possibly rewritten) request, or a result to short-circuit with."""
        return request

    def _post_tool(self, request: ToolCallRequest, result: ToolResult) -> ToolResult:
        return result

    def wrap_tool_call(self, request: ToolCallRequest, handler: ToolHandler) -> ToolResult:
        step = self._pre_tool(request)
        if not isinstance(step, ToolCallRequest):
            return step
        return self._post_tool(step, handler(step))

    async def awrap_tool_call(self, request: ToolCallRequest, handler: AsyncToolHandler) -> ToolResult:
        step = self._pre_tool(request)
        if not isinstance(step, ToolCallRequest):
            return step
        return self._post_tool(step, await handler(step))


def as_model_response(result: Any) -> ModelResponse:
    """Normalize a handler's result (AIMessage or ModelResponse) to ModelResponse."""
    if isinstance(result, AIMessage):
        return ModelResponse(result=[result])
    return result


class ModelCallLayer(AgentMiddleware):
    """A wrap_model_call layer defined by ``_pre_model`` and ``_post_model``."""

    def _pre_model(self, request: ModelRequest) -> ModelRequest:
        return request

    def _post_model(self, request: ModelRequest, response: Any) -> Any:
        return response

    def wrap_model_call(self, request: ModelRequest, handler: Callable[[ModelRequest], Any]) -> Any:
        step = self._pre_model(request)
        return self._post_model(step, handler(step))

    async def awrap_model_call(
        self, request: ModelRequest, handler: Callable[[ModelRequest], Awaitable[Any]]
    ) -> Any:
        step = self._pre_model(request)
        return self._post_model(step, await handler(step))
