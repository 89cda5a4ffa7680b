"""Message provenance: who put a message (or a rewrite of one) into model context.

By the model-call boundary a message injected by a middleware is indistinguishable
from any other, so the fact is recorded where it is known: the injecting middleware
stamps ``additional_kwargs`` through :func:`provenance_kwargs` (one helper, so the
keys never drift). Stamping is unconditional. Every key in
:data:`SERVER_OWNED_MESSAGE_METADATA_KEYS` is produced only by the chain; the same
keys on a message that arrives from the caller are forgeries and are stripped by
:func:`strip_server_owned_metadata`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from langchain_core.messages import BaseMessage

from guards.provenance import (
    CONTENT_KIND_KEY,
    ORIGINAL_USER_CONTENT_KEY,  # noqa: F401 - re-exported for the chain
    PRODUCER_ENTITY_ID_KEY,
    PRODUCER_KIND_KEY,
    PROVENANCE_KEYS,
)
from guards.transforms import TOOL_TRANSFORMS_KEY

TOOL_META_KEY = "chainwarden_tool_meta"
TOOL_RECEIPT_KEY = "chainwarden_tool_receipt"
READ_MARK_KEY = "chainwarden_read_mark"
RECEIPT_SNAPSHOT_KEY = "chainwarden_receipt_snapshot"
SERVER_PREFIX_KEY = "chainwarden_server_prefix"
"""Exact server-added text at the start of a user message (InputSanitization leaves it unframed)."""
TERMINAL_ERROR_KEY = "chainwarden_terminal_error"
"""Marks TerminalResponse's visible error fallback for the run worker."""
SUBAGENT_USAGE_ATTRIBUTED_KEY = "subagent_token_usage_attributed"
"""Marks a subagent ToolMessage whose usage TokenUsage already merged (replay-safe)."""
TASK_RESULT_KEY = "chainwarden_task_result"
"""Structured status/result/error of a ``task`` delegation result (ToolErrorHandling)."""
SKILL_READ_KEY = "chainwarden_skill_read"
"""Name/path/description of a skill file a ``read_file`` loaded (ToolErrorHandling, for DurableContext)."""
SERVER_OWNED_MESSAGE_METADATA_KEYS = PROVENANCE_KEYS | frozenset(
    {TOOL_META_KEY, TOOL_RECEIPT_KEY, READ_MARK_KEY, TOOL_TRANSFORMS_KEY, RECEIPT_SNAPSHOT_KEY,
     SERVER_PREFIX_KEY, TERMINAL_ERROR_KEY, SUBAGENT_USAGE_ATTRIBUTED_KEY, TASK_RESULT_KEY, SKILL_READ_KEY}
)
"""Keys only the chain may write. ``original_user_content`` is not in this set: the
spec lets trusted callers supply it as a string, so InputSanitization validates it
instead of dropping it."""


def provenance_kwargs(
    content_kind: str, producer_kind: str, producer_entity_id: str | None = None
) -> dict[str, str]:
    """The provenance entries to merge into ``additional_kwargs`` of an injected message."""
    if not content_kind or not producer_kind:
        raise ValueError("content_kind and producer_kind must be non-empty")
    stamp = {CONTENT_KIND_KEY: content_kind, PRODUCER_KIND_KEY: producer_kind}
    if producer_entity_id is not None:
        stamp[PRODUCER_ENTITY_ID_KEY] = producer_entity_id
    return stamp


def stamp_provenance(
    message: BaseMessage,
    content_kind: str,
    producer_kind: str,
    producer_entity_id: str | None = None,
) -> BaseMessage:
    """A copy of ``message`` carrying the provenance stamp (the input is not mutated)."""
    kwargs = {
        **message.additional_kwargs,
        **provenance_kwargs(content_kind, producer_kind, producer_entity_id),
    }
    return message.model_copy(update={"additional_kwargs": kwargs})


def strip_server_owned_metadata(message: BaseMessage) -> BaseMessage:
    """``message`` without caller-forged server-owned keys; the same object if it had none."""
    forged = SERVER_OWNED_MESSAGE_METADATA_KEYS.intersection(message.additional_kwargs)
    if not forged:
        return message
    kwargs = {k: v for k, v in message.additional_kwargs.items() if k not in forged}
    return message.model_copy(update={"additional_kwargs": kwargs})


def strip_inbound(messages: Iterable[Any]) -> list[Any]:
    """Strip server-owned keys from every message object in ``messages`` (others pass)."""
    return [
        strip_server_owned_metadata(m) if isinstance(m, BaseMessage) else m for m in messages
    ]
