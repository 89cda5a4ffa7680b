"""ToolErrorHandlingMiddleware (spec item 13): tool exceptions become error results.

An exception that escapes a tool (or ``wrap_tool_call``) aborts the whole agent
run; here it becomes an error ToolMessage the model can act on, and the run goes
on. Every result leaving this layer carries ``chainwarden_tool_meta``. LangGraph's
control-flow exceptions (interrupts) are re-raised untouched.

Two results get more, stamped here because this is the innermost layer, where the
raw result is still whole (ToolOutputBudget and the sanitizers rewrite it on the
way out):

- ``task`` results and exceptions carry ``chainwarden_task_result``
  (:mod:`chain.task_result`), and their text is rendered from it;
- a successful ``read_file`` of ``/mnt/skills/<name>/SKILL.md`` carries
  ``chainwarden_skill_read`` (name, path, description; never the body), which
  DurableContext captures even when the text the model gets is a budget synopsis.

Both keys are server-owned: a tool's own values for them are dropped here (a
``task`` tool may state its outcome, which is then re-rendered), and callers'
are stripped at run start.
"""

from __future__ import annotations

import logging

from langchain.agents.middleware.types import ToolCallRequest
from langchain_core.messages import ToolMessage
from langgraph.errors import GraphBubbleUp

from chain.middlewares._base import (
    AsyncToolHandler,
    ToolCallLayer,
    ToolHandler,
    ToolResult,
    call_identity,
    map_tool_messages,
)
from chain.provenance import SKILL_READ_KEY, TASK_RESULT_KEY
from chain.skills import skill_read_reference
from chain.task_result import TASK_TOOL, outcome_of_exception, outcome_of_result, stamp_task_outcome
from chain.tool_result_meta import classify_exception, error_tool_message, normalize_tool_result

logger = logging.getLogger(__name__)
MAX_ERROR_CHARS = 2_000
READ_FILE_TOOL = "read_file"


def _skill_read_stamped(message: ToolMessage, path: object) -> ToolMessage:
    reference = None
    if isinstance(path, str) and message.status != "error":
        reference = skill_read_reference(path, message.text)
    if reference is None and SKILL_READ_KEY not in message.additional_kwargs:
        return message
    kwargs = {k: v for k, v in message.additional_kwargs.items() if k != SKILL_READ_KEY}
    if reference is not None:
        kwargs[SKILL_READ_KEY] = reference
    return message.model_copy(update={"additional_kwargs": kwargs})


def _without_task_result(message: ToolMessage) -> ToolMessage:
    if TASK_RESULT_KEY not in message.additional_kwargs:
        return message
    kwargs = {k: v for k, v in message.additional_kwargs.items() if k != TASK_RESULT_KEY}
    return message.model_copy(update={"additional_kwargs": kwargs})


class ToolErrorHandlingMiddleware(ToolCallLayer):
    """Innermost tool layer: converts exceptions and stamps meta on every result."""

    def _stamp(self, request: ToolCallRequest, message: ToolMessage) -> ToolMessage:
        name, _ = call_identity(request)
        if name == TASK_TOOL:
            message = stamp_task_outcome(message, outcome_of_result(message))
        else:
            message = _without_task_result(message)
        args = request.tool_call.get("args")
        path = args.get("path") if name == READ_FILE_TOOL and isinstance(args, dict) else None
        return normalize_tool_result(_skill_read_stamped(message, path))

    def _post_tool(self, request: ToolCallRequest, result: ToolResult) -> ToolResult:
        return map_tool_messages(result, lambda message: self._stamp(request, message))

    def _from_exception(self, request: ToolCallRequest, exc: Exception) -> ToolResult:
        name, call_id = call_identity(request)
        error_type = classify_exception(exc)
        logger.info("tool %s raised %s (%s)", name, type(exc).__name__, error_type)
        if name == TASK_TOOL:
            return stamp_task_outcome(
                ToolMessage(content="", tool_call_id=call_id, name=name), outcome_of_exception(exc, error_type),
                error_type=error_type, source="exception",
            )
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
