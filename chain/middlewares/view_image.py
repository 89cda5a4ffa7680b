"""ViewImageMiddleware (spec item 23, optional: vision models): images into the request only.

``view_image(path)`` checks an image in the thread's user-data (the sandbox's
path rules) and records lightweight metadata in private ``viewed_images`` state;
no image bytes ever enter state or a checkpoint. On the model call right after
such a tool result, a hidden HumanMessage carrying the base64 image is appended
to ``ModelRequest.messages``, built fresh for that call.

The middleware owns that context and rebuilds it per call: its own messages are
swept from the request first, recognized by the reserved id prefix *and* the
server-owned provenance marker (which InputSanitization strips from caller
messages), so a client cannot get its own message dropped by choosing the id.
An unmarked message with the prefix is left in place and not duplicated.
"""

from __future__ import annotations

import base64
import hashlib
import uuid
from typing import Annotated, Any, NotRequired

from langchain.agents.middleware import AgentState, ModelRequest
from langchain.agents.middleware.types import PrivateStateAttr
from langchain.tools import ToolRuntime
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import StructuredTool
from langgraph.types import Command

from chain.lead_messages import HIDE_FROM_UI_KEY
from chain.middlewares._base import ModelCallLayer
from chain.provenance import CONTENT_KIND_KEY, PRODUCER_KIND_KEY, provenance_kwargs

VIEW_IMAGE_TOOL = "view_image"
VIEW_IMAGE_ID_PREFIX = "chainwarden-view-image-"
VIEW_IMAGE_KIND = "view_image"
MAX_IMAGE_BYTES = 5 * 1024 * 1024
_MAGIC = {b"\x89PNG\r\n\x1a\n": "image/png", b"\xff\xd8\xff": "image/jpeg", b"GIF87a": "image/gif",
          b"GIF89a": "image/gif"}


class ViewImageState(AgentState):
    viewed_images: NotRequired[Annotated[list[dict[str, Any]], PrivateStateAttr]]


def sniff_mime(data: bytes) -> str | None:
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    return next((mime for magic, mime in _MAGIC.items() if data.startswith(magic)), None)


def is_own_message(message: Any) -> bool:
    """Both marks: the reserved id prefix and the server-owned provenance stamp."""
    return (
        isinstance(message, HumanMessage) and isinstance(message.id, str)
        and message.id.startswith(VIEW_IMAGE_ID_PREFIX)
        and message.additional_kwargs.get(CONTENT_KIND_KEY) == VIEW_IMAGE_KIND
        and message.additional_kwargs.get(PRODUCER_KIND_KEY) == "middleware"
    )


class ViewImageMiddleware(ModelCallLayer):
    state_schema = ViewImageState

    def __init__(self, resolver: Any) -> None:
        """``resolver``: the chain's SandboxMiddleware (``sandbox_for(runtime)``)."""
        super().__init__()
        self.resolver = resolver
        self.tools = [StructuredTool.from_function(
            self._view_image, name=VIEW_IMAGE_TOOL,
            description="Look at an image file (png, jpeg, gif, webp) under /mnt/user-data.",
        )]

    def release_policy_parameters(self) -> dict[str, object]:
        return {"max_image_bytes": MAX_IMAGE_BYTES, "id_prefix": VIEW_IMAGE_ID_PREFIX}

    def _load(self, runtime: Any, path: str) -> tuple[str, str, bytes]:
        provider, sandbox_id = self.resolver.sandbox_for(runtime)
        virtual, host = provider.resolve_path(sandbox_id, path, write=False)
        if not host.is_file() or host.stat().st_size > MAX_IMAGE_BYTES:
            raise ValueError(f"{virtual} is not an image file of at most {MAX_IMAGE_BYTES} bytes")
        data = host.read_bytes()
        mime = sniff_mime(data)
        if mime is None:
            raise ValueError(f"{virtual} is not a png, jpeg, gif or webp image")
        return virtual, mime, data

    def _view_image(self, path: str, runtime: ToolRuntime) -> Command:
        virtual, mime, data = self._load(runtime, path)
        entry = {"path": virtual, "mime": mime, "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest(),
                 "tool_call_id": runtime.tool_call_id}
        viewed = [*(runtime.state.get("viewed_images") or []), entry][-50:]
        reply = ToolMessage(f"Image {virtual} ({mime}, {len(data)} bytes) is attached to your next turn.",
                            tool_call_id=runtime.tool_call_id, name=VIEW_IMAGE_TOOL)
        return Command(update={"viewed_images": viewed, "messages": [reply]})

    def _pending(self, state: Any) -> list[dict[str, Any]]:
        """Metadata of images viewed by tool results since the latest AIMessage."""
        messages = state.get("messages") or []
        ids = set()
        for message in reversed(messages):
            if isinstance(message, AIMessage):
                break
            if isinstance(message, ToolMessage) and message.name == VIEW_IMAGE_TOOL and message.status != "error":
                ids.add(message.tool_call_id)
        return [e for e in state.get("viewed_images") or [] if isinstance(e, dict) and e.get("tool_call_id") in ids]

    def _pre_model(self, request: ModelRequest) -> ModelRequest:
        prefixed = [m for m in request.messages if str(m.id).startswith(VIEW_IMAGE_ID_PREFIX)]
        own = [m for m in prefixed if is_own_message(m)]
        messages = [m for m in request.messages if not any(m is o for o in own)] if own else list(request.messages)
        pending = [] if len(own) < len(prefixed) else self._pending(request.state or {})
        blocks: list[Any] = []
        for entry in pending:
            try:
                _, mime, data = self._load(request.runtime, str(entry.get("path")))
            except (OSError, ValueError, PermissionError, LookupError):
                continue
            blocks += [{"type": "text", "text": f"Image {entry['path']}:"},
                       {"type": "image_url", "image_url": {"url": f"data:{mime};base64,{base64.b64encode(data).decode()}"}}]
        if blocks:
            kwargs = {**provenance_kwargs(VIEW_IMAGE_KIND, "middleware", self.name), HIDE_FROM_UI_KEY: True}
            messages.append(HumanMessage(content=blocks, id=VIEW_IMAGE_ID_PREFIX + uuid.uuid4().hex, additional_kwargs=kwargs))
        if len(messages) == len(request.messages) and not blocks:
            return request
        return request.override(messages=messages)
