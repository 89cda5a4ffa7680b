"""Results of the ``task`` delegation tool: one source for the text and the metadata.

A ``task`` result reaches three readers: the model (the ToolMessage text), the
chain (DurableContext's delegation ledger, ToolProgress, receipts) and the UI.
If the tool wrote its protocol string by hand and the metadata separately, the
two could disagree ("Task Succeeded" over an error status). So a result is a
:class:`TaskOutcome` (``status``, ``result``, ``error``) stored under
``chainwarden_task_result``, and the text is *rendered* from it by
:func:`render_task_text`. ToolErrorHandling applies :func:`stamp_task_outcome` to
every ``task`` result and exception, so an embedder's task tool may return a
plain string, a ToolMessage, or :func:`task_tool_message`; either way the text
and the metadata come from the same inputs.
"""

from __future__ import annotations

from typing import Literal

from langchain_core.messages import ToolMessage
from pydantic import BaseModel, ConfigDict, model_validator

from chain.provenance import TASK_RESULT_KEY, TOOL_META_KEY
from chain.tool_result_meta import normalize_tool_result, read_stamp, read_tool_meta

TASK_TOOL = "task"
MAX_TASK_ERROR_CHARS = 2_000
TaskStatus = Literal["completed", "failed", "timed_out", "cancelled"]
_HEADLINES: dict[str, str] = {
    "completed": "Task Succeeded. Result: ",
    "failed": "Task failed. Error: ",
    "timed_out": "Task timed out. Error: ",
    "cancelled": "Task cancelled. Error: ",
}


class TaskOutcome(BaseModel):
    """The structured result of one delegation; ``result`` only on success, ``error`` otherwise."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    status: TaskStatus
    result: str | None = None
    error: str | None = None

    @model_validator(mode="after")
    def _consistent(self) -> TaskOutcome:
        if self.status == "completed" and (self.result is None or self.error is not None):
            raise ValueError("a completed task has a result and no error")
        if self.status != "completed" and (self.error is None or self.result is not None):
            raise ValueError("an unsuccessful task has an error and no result")
        return self

    @property
    def succeeded(self) -> bool:
        return self.status == "completed"


def render_task_text(outcome: TaskOutcome) -> str:
    """The model-visible text of ``outcome`` (the only place the protocol string is written)."""
    return _HEADLINES[outcome.status] + ((outcome.result if outcome.succeeded else outcome.error) or "")


def read_task_outcome(message: object) -> TaskOutcome | None:
    """The valid outcome stamped on ``message``, or None (malformed reads as absent)."""
    return read_stamp(message, TASK_RESULT_KEY, TaskOutcome)


def outcome_of_result(message: ToolMessage) -> TaskOutcome:
    """The outcome a returned result states: its valid stamp, else its status and text."""
    stamped = read_task_outcome(message)
    if stamped is not None:
        return stamped
    if message.status == "error":
        return TaskOutcome(status="failed", error=message.text[:MAX_TASK_ERROR_CHARS])
    return TaskOutcome(status="completed", result=message.text)


def outcome_of_exception(exc: BaseException, error_type: str) -> TaskOutcome:
    """The outcome of a delegation that raised (a timeout is ``timed_out``, the rest ``failed``)."""
    status: TaskStatus = "timed_out" if error_type == "timeout" else "failed"
    return TaskOutcome(status=status, error=f"{type(exc).__name__}: {exc}"[:MAX_TASK_ERROR_CHARS])


def stamp_task_outcome(
    message: ToolMessage, outcome: TaskOutcome, *, error_type: str | None = None, source: str = "tool"
) -> ToolMessage:
    """``message`` with text, status, task metadata and tool meta all derived from ``outcome``.

    A tool meta already stamped (a gate's ``policy_blocked``, say) is kept when its
    status agrees with the outcome and replaced when it does not.
    """
    status = "success" if outcome.succeeded else "error"
    kwargs = {**message.additional_kwargs, TASK_RESULT_KEY: outcome.model_dump()}
    meta = read_tool_meta(message)
    if meta is not None and meta.status != status:
        kwargs.pop(TOOL_META_KEY)
    stamped = message.model_copy(
        update={"content": render_task_text(outcome), "status": status, "additional_kwargs": kwargs}
    )
    default_type = error_type or ("timeout" if outcome.status == "timed_out" else None)
    return normalize_tool_result(stamped, error_type=default_type, source=source)


def task_tool_message(outcome: TaskOutcome, *, tool_call_id: str, source: str = "tool") -> ToolMessage:
    """What an embedder's ``task`` tool returns: a ToolMessage rendered from ``outcome``."""
    return stamp_task_outcome(
        ToolMessage(content="", tool_call_id=tool_call_id, name=TASK_TOOL), outcome, source=source
    )
