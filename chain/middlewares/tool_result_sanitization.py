"""ToolResultSanitizationMiddleware (spec item 3): remote content cannot forge context.

Results of the first-party web tools and of every MCP-sourced tool (by metadata or
tag, whatever its name) are neutralized by ``guards.sanitize_tool_result``, which
appends a declared entry to the transform trail. Local tool output (bash,
read_file) is left untouched. Sits inner of ToolOutputBudget: neutralize the raw
output, then the budget truncates.
"""

from __future__ import annotations

from langchain.agents.middleware.types import ToolCallRequest
from langchain_core.messages import ToolMessage

from chain.middlewares._base import ToolCallLayer, ToolResult, map_tool_messages
from guards.tool_results import MCP_MARKER, REMOTE_CONTENT_TOOLS, sanitize_tool_result


class ToolResultSanitizationMiddleware(ToolCallLayer):
    def __init__(self, *, remote_tools: frozenset[str] = REMOTE_CONTENT_TOOLS) -> None:
        super().__init__()
        self.remote_tools = frozenset(remote_tools)

    def release_policy_parameters(self) -> dict[str, object]:
        return {"remote_tools": sorted(self.remote_tools), "mcp_by_metadata": True}

    def _post_tool(self, request: ToolCallRequest, result: ToolResult) -> ToolResult:
        tool = request.tool
        metadata = dict(getattr(tool, "metadata", None) or {})
        tags = list(getattr(tool, "tags", None) or [])

        def sanitize(message: ToolMessage) -> ToolMessage:
            name = message.name or str(request.tool_call.get("name") or "")
            # A configured extra remote tool is put in scope the way guards recognize MCP tools.
            extra = {MCP_MARKER: True} if name in self.remote_tools else {}
            out = sanitize_tool_result(
                name, message.content, metadata={**metadata, **extra}, tags=tags,
                additional_kwargs=message.additional_kwargs, producer=self.name,
            )
            if not out.changed:
                return message
            return message.model_copy(update={"content": out.content, "additional_kwargs": out.additional_kwargs})

        return map_tool_messages(result, sanitize)
