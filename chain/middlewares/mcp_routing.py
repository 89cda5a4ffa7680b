"""McpRoutingMiddleware (spec item 24, optional): promote the deferred MCP tools a request needs.

Before each model call it matches the latest *real* HumanMessage (never tool or
injected text) against the routing index of the deferred tools and promotes the
top ``auto_promote_top_k`` (clamped to 1..5) by writing only the ``promoted``
state update. It never executes a tool. Installed before DeferredToolFilter,
which reads the promotions.
"""

from __future__ import annotations

from typing import Any

from langchain.agents.middleware import AgentMiddleware

from chain.deferred_tools import DeferredTools
from chain.lead_messages import latest_real_user, user_text
from chain.middlewares.deferred_tool_filter import DeferredToolState


class McpRoutingMiddleware(AgentMiddleware):
    state_schema = DeferredToolState

    def __init__(self, deferred: DeferredTools, *, auto_promote_top_k: int = 3) -> None:
        super().__init__()
        self.deferred = deferred
        self.top_k = max(1, min(5, int(auto_promote_top_k)))

    def release_policy_parameters(self) -> dict[str, object]:
        return {"auto_promote_top_k": self.top_k, "deferred_hash": self.deferred.hash}

    def before_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        latest = latest_real_user(state.get("messages") or [])
        if latest is None:
            return None
        return self.deferred.promotion(state, self.deferred.search(user_text(latest[1]), self.top_k))

    async def abefore_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.before_model(state, runtime)
