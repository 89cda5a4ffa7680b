"""UploadsMiddleware (spec item 5, lead only): tells the model about newly uploaded files.

Files that appeared in the thread's ``uploads`` dir since the last run are listed
in an ``<uploaded_files>`` block prefixed to the latest user message. The user's
own text is kept in ``original_user_content`` (first writer wins for a valid
string) and the exact block in a server-owned key, so InputSanitization leaves only
that block unframed; the rewrite is stamped with provenance. File names are reduced to a safe charset before they enter context.
The set of announced files is private state.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Any, NotRequired

from langchain.agents.middleware import AgentMiddleware, AgentState
from langchain.agents.middleware.types import PrivateStateAttr
from langchain_core.messages import HumanMessage

from chain.provenance import ORIGINAL_USER_CONTENT_KEY, SERVER_PREFIX_KEY, provenance_kwargs
from chain.runtime_identity import VIRTUAL_ROOT, thread_paths

UPLOADS_TAG = "uploaded_files"
MAX_LISTED = 50
_UNSAFE_NAME = re.compile(r"[^\w .+-]")


class UploadsState(AgentState):
    uploads_seen: NotRequired[Annotated[list[str], PrivateStateAttr]]


def _display(name: str) -> str:
    return _UNSAFE_NAME.sub("_", name)[:200]


class UploadsMiddleware(AgentMiddleware):
    state_schema = UploadsState

    def __init__(self, base_dir: Path) -> None:
        super().__init__()
        self.base_dir = Path(base_dir)

    def before_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        uploads = thread_paths(self.base_dir, runtime).uploads
        if not uploads.is_dir():
            return None
        seen = set(state.get("uploads_seen") or [])
        files = {p.name: p for p in uploads.iterdir() if p.is_file() and not p.is_symlink()}
        new = sorted(set(files) - seen)
        messages = state.get("messages") or []
        if not new or not messages or not isinstance(messages[-1], HumanMessage):
            return None
        lines = [f"- {VIRTUAL_ROOT}/uploads/{_display(n)} ({files[n].stat().st_size} bytes)" for n in new[:MAX_LISTED]]
        if len(new) > MAX_LISTED:
            lines.append(f"- ... and {len(new) - MAX_LISTED} more")
        block = f"<{UPLOADS_TAG}>\nNew files uploaded by the user:\n" + "\n".join(lines) + f"\n</{UPLOADS_TAG}>\n\n"
        return {
            "messages": [self._prefixed(messages[-1], block)],
            "uploads_seen": sorted(seen | set(new)),
        }

    def _prefixed(self, message: HumanMessage, block: str) -> HumanMessage:
        kwargs = dict(message.additional_kwargs)
        if isinstance(message.content, str):
            if not isinstance(kwargs.get(ORIGINAL_USER_CONTENT_KEY), str):
                kwargs[ORIGINAL_USER_CONTENT_KEY] = message.content
            content: Any = block + message.content
            kwargs[SERVER_PREFIX_KEY] = block
        else:
            content = [{"type": "text", "text": block}, *message.content]
        kwargs.update(provenance_kwargs(UPLOADS_TAG, "middleware", self.name))
        return message.model_copy(update={"content": content, "additional_kwargs": kwargs})

    async def abefore_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.before_agent(state, runtime)
