"""ToolErrorHandlingMiddleware (spec item 13): tool exceptions become error results.

An exception that escapes a tool (or ``wrap_tool_call``) aborts the whole agent
run; here it becomes an error ToolMessage the model can act on, and the run goes
on. Every result leaving this layer carries ``chainwarden_tool_meta``. LangGraph's
control-flow exceptions (interrupts) are re-raised untouched.
"""

from __future__ import annotations

import logging

from langchain.agents.middleware.types import ToolCallRequest
from langgraph.errors import GraphBubbleUp

from chain.middlewares._base import (
    AsyncToolHandler,
    ToolCallLayer,
    ToolHandler,
    ToolResult,
    call_identity,
    map_tool_messages,
)
from chain.tool_result_meta import classify_exception, error_tool_message, normalize_tool_result

logger = logging.getLogger(__name__)
MAX_ERROR_CHARS = 2_000


class ToolErrorHandlingMiddleware(ToolCallLayer):
    """Innermost tool layer: converts exceptions and stamps meta on every result."""

    def _post_tool(self, request: ToolCallRequest, result: ToolResult) -> ToolResult:
        return map_tool_messages(result, normalize_tool_result)

    def _from_exception(self, request: ToolCallRequest, exc: Exception) -> ToolResult:
        name, call_id = call_identity(request)
        error_type = classify_exception(exc)
        logger.info("tool %s raised %s (%s)", name, type(exc).__name__, error_type)
        detail = f"{type(exc).__name__}: {exc}"[:MAX_ERROR_CHARS]
        return error_tool_message(
            f"Error: tool '{name}' failed ({error_type}). {detail}",
            tool_call_id=call_id, tool_name=name, error_type=error_type, source="exception",
        )

    def wrap_tool_call(self, request: ToolCallRequest, handler: ToolHandler) -> ToolResult:
        try:
            result = handler(request)
        except GraphBubbleUp:
            raise
        except Exception as exc:  # noqa: BLE001 - every tool failure becomes a result
            return self._from_exception(request, exc)
        return self._post_tool(request, result)

    async def awrap_tool_call(self, request: ToolCallRequest, handler: AsyncToolHandler) -> ToolResult:
        try:
            result = await handler(request)
        except GraphBubbleUp:
            raise
        except Exception as exc:  # noqa: BLE001 - every tool failure becomes a result
            return self._from_exception(request, exc)
        return self._post_tool(request, result)
