"""One protocol for tool-result status: ``normalize_tool_result``.

Every tool result that reaches the model carries ``chainwarden_tool_meta`` with
``status``, ``error_type``, ``recoverable_by_model``, ``recommended_next_action`` and
``source``. Downstream guards (ToolProgress, receipts) read these facts instead of
sniffing output wording. The first writer wins: a short-circuiting gate stamps its
own meta and an outer normalization leaves it alone.
"""

from __future__ import annotations

import asyncio
import subprocess
from typing import Any, Literal, TypeVar

from langchain_core.messages import ToolMessage
from pydantic import BaseModel, ConfigDict, ValidationError

from chain.provenance import TOOL_META_KEY

StampT = TypeVar("StampT", bound=BaseModel)
NextAction = Literal["continue", "change_arguments", "read_first", "retry_later", "stop"]

ERROR_TYPES: dict[str, tuple[bool, NextAction]] = {
    "invalid_arguments": (True, "change_arguments"),
    "not_found": (True, "change_arguments"),
    "no_results": (True, "change_arguments"),
    "permission": (True, "change_arguments"),
    "policy_blocked": (True, "change_arguments"),
    "stale_read": (True, "read_first"),
    "tool_reported": (True, "change_arguments"),
    "stagnated": (True, "change_arguments"),
    "timeout": (False, "retry_later"),
    "rate_limited": (False, "retry_later"),
    "transient": (False, "retry_later"),
    "auth": (False, "stop"),
    "config": (False, "stop"),
    "internal": (False, "stop"),
}
"""error_type -> (recoverable_by_model, recommended_next_action). Recoverable means
the model can fix it by changing what it asks; the others need time or a person."""


class ToolMeta(BaseModel):
    """The stamped facts about one tool result."""

    model_config = ConfigDict(frozen=True)

    status: Literal["success", "error"]
    error_type: str | None
    recoverable_by_model: bool
    recommended_next_action: NextAction
    source: str


class RateLimitedError(RuntimeError):
    """A tool may raise this to say 'try later'; classified as ``rate_limited``."""


def classify_exception(exc: BaseException) -> str:
    """Map an exception raised by a tool to an ``ERROR_TYPES`` key."""
    declared = getattr(exc, "error_type", None)
    if isinstance(declared, str) and declared in ERROR_TYPES:
        return declared
    if isinstance(exc, RateLimitedError):
        return "rate_limited"
    if isinstance(exc, (TimeoutError, asyncio.TimeoutError, subprocess.TimeoutExpired)):
        return "timeout"
    if isinstance(exc, (FileNotFoundError, LookupError)):
        return "not_found"
    if isinstance(exc, PermissionError):
        return "permission"
    if isinstance(exc, (ConnectionError, InterruptedError)):
        return "transient"
    if isinstance(exc, (ValueError, TypeError, ValidationError, IsADirectoryError)):
        return "invalid_arguments"
    return "internal"


def build_meta(status: Literal["success", "error"], error_type: str | None, source: str) -> ToolMeta:
    """Meta for a result; an unknown error_type is treated as ``internal`` (fail closed)."""
    if status == "success":
        return ToolMeta(
            status="success", error_type=None, recoverable_by_model=True,
            recommended_next_action="continue", source=source,
        )
    kind = error_type if error_type in ERROR_TYPES else "internal"
    recoverable, action = ERROR_TYPES[kind]
    return ToolMeta(
        status="error", error_type=kind, recoverable_by_model=recoverable,
        recommended_next_action=action, source=source,
    )


def read_stamp(message: Any, key: str, model: type[StampT]) -> StampT | None:
    """The valid ``model`` stamped under ``additional_kwargs[key]``, or None (malformed reads as absent)."""
    raw = getattr(message, "additional_kwargs", {}).get(key)
    if not isinstance(raw, dict):
        return None
    try:
        return model.model_validate(raw)
    except ValidationError:
        return None


def read_tool_meta(message: Any) -> ToolMeta | None:
    """The valid meta stamped on ``message``, or None."""
    return read_stamp(message, TOOL_META_KEY, ToolMeta)


def normalize_tool_result(
    message: ToolMessage,
    *,
    error_type: str | None = None,
    source: str = "tool",
) -> ToolMessage:
    """``message`` with ``chainwarden_tool_meta`` stamped (kept if already valid).

    Status follows ``message.status``; ``error_type`` defaults to ``tool_reported``
    for an error the tool returned rather than raised.
    """
    if read_tool_meta(message) is not None:
        return message
    status: Literal["success", "error"] = "error" if message.status == "error" else "success"
    meta = build_meta(status, error_type or ("tool_reported" if status == "error" else None), source)
    kwargs = {**message.additional_kwargs, TOOL_META_KEY: meta.model_dump()}
    return message.model_copy(update={"additional_kwargs": kwargs})


def error_tool_message(
    text: str,
    *,
    tool_call_id: str,
    tool_name: str,
    error_type: str,
    source: str,
) -> ToolMessage:
    """A well-formed, meta-stamped error result: how every gate says 'no'."""
    message = ToolMessage(
        content=text, tool_call_id=tool_call_id, name=tool_name, status="error"
    )
    return normalize_tool_result(message, error_type=error_type, source=source)
