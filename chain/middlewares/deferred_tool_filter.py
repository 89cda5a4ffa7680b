"""DeferredToolFilterMiddleware (spec item 25, optional): deferred schemas stay hidden until promoted.

It registers ``tool_search`` and the deferred tools themselves (so do not pass
those to ``create_agent`` again). Each model request loses the schemas of
deferred tools that this thread has not promoted; promotions are read from
``state["promoted"]`` and count only under the current deferred set's hash.
``tool_search`` ranks deferred tools by the query, returns their names and
descriptions, and promotes the top matches.
"""

from __future__ import annotations

from typing import Annotated, Any, NotRequired

from langchain.agents.middleware import AgentState, ModelRequest
from langchain.agents.middleware.types import PrivateStateAttr
from langchain.tools import ToolRuntime
from langchain_core.messages import ToolMessage
from langchain_core.tools import StructuredTool
from langgraph.types import Command

from chain.deferred_tools import TOOL_SEARCH, DeferredTools
from chain.middlewares._base import ModelCallLayer

SEARCH_TOP_K = 5


class DeferredToolState(AgentState):
    promoted: NotRequired[Annotated[dict[str, Any], PrivateStateAttr]]


def _search_tool(deferred: DeferredTools) -> StructuredTool:
    def tool_search(query: str, runtime: ToolRuntime) -> Command:
        names = deferred.search(query, SEARCH_TOP_K)
        lines = [f"- {n}: {deferred.tools[n].description}" for n in names] or ["No matching tools."]
        update = deferred.promotion(runtime.state, names) or {}
        reply = ToolMessage("Tools now available:\n" + "\n".join(lines), tool_call_id=runtime.tool_call_id, name=TOOL_SEARCH)
        return Command(update={**update, "messages": [reply]})

    return StructuredTool.from_function(
        tool_search, name=TOOL_SEARCH,
        description="Find more tools by describing what you need; matching tools become available.",
    )


class DeferredToolFilterMiddleware(ModelCallLayer):
    state_schema = DeferredToolState

    def __init__(self, deferred: DeferredTools) -> None:
        super().__init__()
        self.deferred = deferred
        self.tools = [_search_tool(deferred), *deferred.tools.values()]

    def release_policy_parameters(self) -> dict[str, object]:
        return {"deferred_hash": self.deferred.hash, "tool_search": TOOL_SEARCH}

    def _pre_model(self, request: ModelRequest) -> ModelRequest:
        visible = self.deferred.promoted(request.state or {})
        hidden = set(self.deferred.tools) - visible
        tools = [t for t in request.tools if getattr(t, "name", None) not in hidden
                 and not (isinstance(t, dict) and t.get("name") in hidden)]
        return request.override(tools=tools) if len(tools) != len(request.tools) else request
