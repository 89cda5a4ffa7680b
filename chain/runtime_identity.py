"""Who and which thread a run belongs to, and where that thread's files live.

Identity comes from the runtime context (``user_id`` on a dict or object context),
then the request ContextVar set by an embedding server, then ``"default"``. The
thread comes from the run config's ``thread_id``. Ids become path components, so
anything outside a strict charset is refused: a traversal attempt fails closed.
"""

from __future__ import annotations

import re
from contextvars import ContextVar
from pathlib import Path
from typing import Any, TypedDict

from pydantic import BaseModel, ConfigDict

DEFAULT_ID = "default"
VIRTUAL_ROOT = "/mnt/user-data"
"""Where a thread's user-data appears to tools and to sandboxed commands."""
AREAS = ("workspace", "uploads", "outputs")

class ChainContext(TypedDict, total=False):
    """The per-run runtime context the chain reads (``create_agent(context_schema=ChainContext)``).

    Set by the embedding server, never from a client body: ``auth_source`` is the
    server-owned authentication source, and the reserved ``__authorization_outcome``
    slot is written by GuardrailMiddleware only.
    """

    user_id: str
    roles: list[str]
    auth_source: str
    is_internal: bool
    authz_attributes: dict[str, Any]
    channel_user_id: str


request_user_id: ContextVar[str | None] = ContextVar("chainwarden_request_user_id", default=None)
_SAFE_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.@-]{0,127}$")


class UnsafeIdentifierError(ValueError):
    """A user or thread id that cannot be used as a path component."""


def safe_id(value: object, what: str) -> str:
    """``value`` as a path-safe id, or :class:`UnsafeIdentifierError`."""
    text = str(value)
    if not _SAFE_ID.match(text) or ".." in text:
        raise UnsafeIdentifierError(f"{what} {text!r} is not a safe identifier")
    return text


def _context_value(context: Any, key: str) -> Any:
    if context is None:
        return None
    if isinstance(context, dict):
        return context.get(key)
    return getattr(context, key, None)


def resolve_runtime_user_id(runtime: Any) -> str:
    """The user id of this run: runtime context, request ContextVar, then ``default``."""
    value = _context_value(getattr(runtime, "context", None), "user_id") or request_user_id.get()
    return safe_id(value, "user id") if value else DEFAULT_ID


def resolve_thread_id(runtime: Any) -> str:
    """The thread id of this run from the run config or execution info, else ``default``."""
    thread = None
    config = getattr(runtime, "config", None)
    if config is None:
        from langgraph.config import get_config

        try:
            config = get_config()
        except RuntimeError:
            config = None
    if config:
        thread = (config.get("configurable") or {}).get("thread_id")
    if thread is None:
        thread = getattr(getattr(runtime, "execution_info", None), "thread_id", None)
    return safe_id(thread, "thread id") if thread else DEFAULT_ID


class ThreadPaths(BaseModel):
    """Host directories of one thread's isolation scope."""

    model_config = ConfigDict(frozen=True)

    user_id: str
    thread_id: str
    root: Path

    @classmethod
    def for_thread(cls, base_dir: Path, user_id: str, thread_id: str) -> ThreadPaths:
        root = (
            Path(base_dir).resolve() / "users" / safe_id(user_id, "user id") / "threads"
            / safe_id(thread_id, "thread id") / "user-data"
        )
        return cls(user_id=user_id, thread_id=thread_id, root=root)

    @property
    def workspace(self) -> Path:
        return self.root / "workspace"

    @property
    def uploads(self) -> Path:
        return self.root / "uploads"

    @property
    def outputs(self) -> Path:
        return self.root / "outputs"

    @property
    def skills(self) -> Path:
        """The thread's skill view (``/mnt/skills`` in the sandbox, read-only): a sibling
        of user-data, so no user-data path can reach it."""
        return self.root.parent / "skills"

    def create(self) -> ThreadPaths:
        for area in AREAS:
            (self.root / area).mkdir(parents=True, exist_ok=True)
        self.skills.mkdir(exist_ok=True)
        return self

    def state_value(self) -> dict[str, str]:
        """The JSON form stored in agent state."""
        return {"user_id": self.user_id, "thread_id": self.thread_id, "root": str(self.root)}


def thread_paths(base_dir: Path, runtime: Any) -> ThreadPaths:
    """The thread scope of the run ``runtime`` belongs to (not yet created on disk)."""
    return ThreadPaths.for_thread(base_dir, resolve_runtime_user_id(runtime), resolve_thread_id(runtime))
