"""ThreadDataMiddleware (spec item 4): per-user, per-thread directories.

Creates ``{base}/users/{user}/threads/{thread}/user-data/{workspace,uploads,outputs}``
with identity resolved from the runtime (context ``user_id``, the request
ContextVar, then ``default``) and records them in private state.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, NotRequired

from langchain.agents.middleware import AgentMiddleware, AgentState
from langchain.agents.middleware.types import PrivateStateAttr

from chain.runtime_identity import thread_paths


class ThreadDataState(AgentState):
    thread_data: NotRequired[Annotated[dict[str, str], PrivateStateAttr]]


class ThreadDataMiddleware(AgentMiddleware):
    state_schema = ThreadDataState

    def __init__(self, base_dir: Path) -> None:
        super().__init__()
        self.base_dir = Path(base_dir)

    def before_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        paths = thread_paths(self.base_dir, runtime).create()
        return {"thread_data": paths.state_value()}

    async def abefore_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.before_agent(state, runtime)
