"""ReadBeforeWriteMiddleware (spec item 11): writes need a fresh read.

``read_file`` results get a content-hash mark (``chainwarden_read_mark``); an
overwrite or append of an existing file with ``write_file``, and any
``str_replace``, is refused unless the newest mark for that path matches the
file's current hash. Marks live on messages, so losing the read result (for
example to summarization) invalidates the gate, and writes never refresh a mark,
forcing a re-read between edits. Check and execution are serialized per
(user, thread, path), so parallel writes cannot share one stale mark. A target
that cannot be inspected fails open (the tool itself reports real errors); a
sandbox authorization denial becomes an error result. The composed call
(inspection, tool body, post-read hashing) shares one ``sandbox:execute``
decision through the resolver's decision scope.
"""

from __future__ import annotations

import asyncio
import hashlib
import threading
from collections.abc import Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import Any

from langchain.agents.middleware.types import ToolCallRequest
from langchain_core.messages import ToolMessage

from chain.middlewares._base import AsyncToolHandler, ToolCallLayer, ToolHandler, ToolResult, call_identity
from chain.middlewares.sandbox import SandboxAuthorizationError
from chain.provenance import READ_MARK_KEY
from chain.runtime_identity import resolve_runtime_user_id, resolve_thread_id
from chain.sandbox.base import file_digest
from chain.sandbox.tools import SandboxResolver
from chain.tool_result_meta import error_tool_message

READ_TOOL = "read_file"
WRITE_TOOLS = frozenset({"write_file", "str_replace"})

Key = tuple[str, str, str]


class _KeyedLocks:
    """One lock per key, created on demand and dropped when nobody holds or waits."""

    def __init__(self) -> None:
        self._guard = threading.Lock()
        self._sync: dict[Key, list] = {}
        self._async: dict[Key, list] = {}

    def _enter(self, table: dict[Key, list], key: Key, factory) -> Any:
        with self._guard:
            entry = table.setdefault(key, [factory(), 0])
            entry[1] += 1
            return entry[0]

    def _leave(self, table: dict[Key, list], key: Key) -> None:
        with self._guard:
            entry = table[key]
            entry[1] -= 1
            if entry[1] == 0:
                del table[key]

    @contextmanager
    def hold(self, key: Key) -> Iterator[None]:
        lock = self._enter(self._sync, key, threading.Lock)
        try:
            with lock:
                yield
        finally:
            self._leave(self._sync, key)

    @asynccontextmanager
    async def ahold(self, key: Key):
        lock = self._enter(self._async, key, asyncio.Lock)
        try:
            async with lock:
                yield
        finally:
            self._leave(self._async, key)

    def __len__(self) -> int:
        return len(self._sync) + len(self._async)


def newest_mark(messages: list[Any], path: str) -> str | None:
    """The hash of the newest read mark for ``path`` in message state."""
    for message in reversed(messages):
        if isinstance(message, ToolMessage):
            mark = message.additional_kwargs.get(READ_MARK_KEY)
            if isinstance(mark, dict) and mark.get("path") == path:
                digest = mark.get("sha256")
                return digest if isinstance(digest, str) else None
    return None


class ReadBeforeWriteMiddleware(ToolCallLayer):
    def __init__(self, resolver: SandboxResolver) -> None:
        super().__init__()
        self.resolver = resolver
        self.locks = _KeyedLocks()

    def release_policy_parameters(self) -> dict[str, object]:
        return {"enabled": True, "write_tools": sorted(WRITE_TOOLS), "read_tool": READ_TOOL}

    def _virtual_path(self, request: ToolCallRequest) -> str | None:
        """The normalized virtual path of the call's target, None when uninspectable."""
        path = (request.tool_call.get("args") or {}).get("path")
        if not isinstance(path, str):
            return None
        provider, sandbox_id = self.resolver.sandbox_for(request.runtime)
        try:
            return provider.resolve_path(sandbox_id, path, write=False)[0]
        except OSError:
            return None

    def _current_hash(self, request: ToolCallRequest, path: str) -> str | None:
        provider, sandbox_id = self.resolver.sandbox_for(request.runtime)
        try:
            return file_digest(provider, sandbox_id, path)[1]
        except OSError:
            return None

    def _key(self, request: ToolCallRequest, path: str) -> Key:
        runtime = request.runtime
        return (resolve_runtime_user_id(runtime), resolve_thread_id(runtime), path)

    def _denied(self, request: ToolCallRequest, text: str, error_type: str) -> ToolMessage:
        name, call_id = call_identity(request)
        return error_tool_message(text, tool_call_id=call_id, tool_name=name, error_type=error_type, source=self.name)

    def _gate(self, request: ToolCallRequest, path: str) -> ToolMessage | None:
        """None when the write may run (new file, or the newest mark matches); else the refusal."""
        current = self._current_hash(request, path)
        if current is None:
            return None  # creation proceeds; str_replace on a missing file fails in the tool
        messages = request.state.get("messages", []) if isinstance(request.state, dict) else []
        if newest_mark(messages, path) == current:
            return None
        name, _ = call_identity(request)
        return self._denied(
            request,
            f"Error: {name} on {path} refused: the file exists and has not been read since its "
            f"last change. Call read_file on {path} first, then retry.",
            "stale_read",
        )

    def _mark(self, request: ToolCallRequest, result: ToolResult) -> ToolResult:
        """Stamp the hash of exactly the bytes the model was shown (no re-read race)."""
        if not isinstance(result, ToolMessage) or result.status == "error":
            return result
        if not isinstance(result.content, str):
            return result
        virtual = self._virtual_path(request)
        if virtual is None:
            return result
        mark = {"path": virtual, "sha256": hashlib.sha256(result.content.encode("utf-8")).hexdigest()}
        return result.model_copy(update={"additional_kwargs": {**result.additional_kwargs, READ_MARK_KEY: mark}})

    def _classify(self, request: ToolCallRequest) -> str | None:
        name, _ = call_identity(request)
        if name == READ_TOOL:
            return "read"
        return "write" if name in WRITE_TOOLS else None

    def wrap_tool_call(self, request: ToolCallRequest, handler: ToolHandler) -> ToolResult:
        kind = self._classify(request)
        if kind is None:
            return handler(request)
        try:
            with self.resolver.decision_scope():
                if kind == "read":
                    return self._mark(request, handler(request))
                path = self._virtual_path(request)
                if path is None:
                    return handler(request)
                with self.locks.hold(self._key(request, path)):
                    return self._gate(request, path) or handler(request)
        except SandboxAuthorizationError as exc:
            return self._denied(request, f"Error: {exc}", "permission")

    async def awrap_tool_call(self, request: ToolCallRequest, handler: AsyncToolHandler) -> ToolResult:
        kind = self._classify(request)
        if kind is None:
            return await handler(request)
        try:
            with self.resolver.decision_scope():
                if kind == "read":
                    return self._mark(request, await handler(request))
                path = self._virtual_path(request)
                if path is None:
                    return await handler(request)
                async with self.locks.ahold(self._key(request, path)):
                    return await asyncio.to_thread(self._gate, request, path) or await handler(request)
        except SandboxAuthorizationError as exc:
            return self._denied(request, f"Error: {exc}", "permission")
