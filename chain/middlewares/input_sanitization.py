"""InputSanitizationMiddleware (spec item 1): the outermost wrap_model_call layer.

At run start, messages the caller brought into this run (ids not seen at the end
of an earlier run) lose every server-owned metadata key: provenance, tool meta,
receipts, read marks cannot be forged from input; ``original_user_content``
survives only for internal callers (the guards' rule). At every model call, user
text is neutralized and framed in the user-input boundary, in the request only,
so every inner layer, LLM retries included, sees sanitized messages. A server
prefix recorded by UploadsMiddleware stays outside the frame; a human message the
chain itself injected (stamped, no prefix) is left as it is.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Annotated, Any, NotRequired

from langchain.agents.middleware import AgentState, ModelRequest
from langchain.agents.middleware.types import PrivateStateAttr
from langchain_core.messages import BaseMessage, HumanMessage

from chain.middlewares._base import ModelCallLayer
from chain.provenance import (
    CONTENT_KIND_KEY,
    ORIGINAL_USER_CONTENT_KEY,
    SERVER_PREFIX_KEY,
    strip_server_owned_metadata,
)
from guards.input import frame_user_content, frame_user_input


class InputSanitizationState(AgentState):
    provenance_seen_ids: NotRequired[Annotated[list[str], PrivateStateAttr]]


def _is_internal(runtime: Any) -> bool:
    context = getattr(runtime, "context", None)
    value = context.get("is_internal") if isinstance(context, dict) else getattr(context, "is_internal", None)
    return value is True


def _strip(message: BaseMessage, internal: bool) -> BaseMessage:
    clean = strip_server_owned_metadata(message)
    original = clean.additional_kwargs.get(ORIGINAL_USER_CONTENT_KEY, None)
    if ORIGINAL_USER_CONTENT_KEY in clean.additional_kwargs and not (internal and isinstance(original, str)):
        kwargs = {k: v for k, v in clean.additional_kwargs.items() if k != ORIGINAL_USER_CONTENT_KEY}
        clean = clean.model_copy(update={"additional_kwargs": kwargs})
    return clean


def sanitize_human(message: HumanMessage) -> HumanMessage:
    """The model-bound form of one human message (the same object if nothing changes)."""
    kwargs = message.additional_kwargs
    prefix = kwargs.get(SERVER_PREFIX_KEY)
    content = message.content
    user_text: str | None
    if isinstance(prefix, str) and isinstance(content, str) and content.startswith(prefix):
        user_text = content[len(prefix):]
        framed: Any = prefix + frame_user_input(user_text)
    elif CONTENT_KIND_KEY in kwargs:
        return message  # injected by the chain itself; nothing of the user's in it
    else:
        user_text = content if isinstance(content, str) else None
        framed = frame_user_content(content)
    new_kwargs = kwargs
    if user_text is not None and not isinstance(kwargs.get(ORIGINAL_USER_CONTENT_KEY), str):
        new_kwargs = {**kwargs, ORIGINAL_USER_CONTENT_KEY: user_text}
    if framed is content and new_kwargs is kwargs:
        return message
    return message.model_copy(update={"content": framed, "additional_kwargs": new_kwargs})


CACHE_SIZE = 4_096


class InputSanitizationMiddleware(ModelCallLayer):
    state_schema = InputSanitizationState

    def __init__(self) -> None:
        super().__init__()
        # Every model call re-sends the whole thread; sanitizing is deterministic in
        # (id, content, kwargs), so a bounded cache keeps long threads cheap.
        self._cache: OrderedDict[tuple[Any, ...], HumanMessage] = OrderedDict()
        self._lock = threading.Lock()

    def _sanitized(self, message: HumanMessage) -> HumanMessage:
        if not isinstance(message.content, str) or message.id is None:
            return sanitize_human(message)
        key = (message.id, message.content, message.additional_kwargs.get(SERVER_PREFIX_KEY),
               CONTENT_KIND_KEY in message.additional_kwargs,
               message.additional_kwargs.get(ORIGINAL_USER_CONTENT_KEY))
        with self._lock:
            hit = self._cache.get(key)
            if hit is not None:
                self._cache.move_to_end(key)
                return hit
        result = sanitize_human(message)
        with self._lock:
            self._cache[key] = result
            while len(self._cache) > CACHE_SIZE:
                self._cache.popitem(last=False)
        return result

    def release_policy_parameters(self) -> dict[str, object]:
        return {"frame": "user_input", "strip_inbound_server_metadata": True}

    def before_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        seen = set(state.get("provenance_seen_ids") or [])
        internal = _is_internal(runtime)
        updates = []
        for message in state.get("messages") or []:
            if isinstance(message, BaseMessage) and message.id not in seen:
                clean = _strip(message, internal)
                if clean is not message:
                    updates.append(clean)
        return {"messages": updates} if updates else None

    async def abefore_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.before_agent(state, runtime)

    def after_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        ids = [m.id for m in state.get("messages") or [] if isinstance(m, BaseMessage) and m.id]
        return {"provenance_seen_ids": ids}

    async def aafter_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.after_agent(state, runtime)

    def _pre_model(self, request: ModelRequest) -> ModelRequest:
        messages = [self._sanitized(m) if isinstance(m, HumanMessage) else m for m in request.messages]
        if all(a is b for a, b in zip(messages, request.messages)):
            return request
        return request.override(messages=messages)
