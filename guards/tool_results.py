"""Tool-result sanitization (spec item 3): scope and the transform trail.

Fetched pages and search results are attacker-controlled, so remote-content
tools get the same neutralization as user input. Scope is a name allowlist of
the first-party web tools plus every MCP-sourced tool, recognized by metadata
rather than by name (an MCP fetcher called `fetch_url` is still covered).
Local tool output (bash, read_file) is the user's own machine and is left alone.

A rewrite appends a `tag_neutralization` entry to the transform trail
(`guards.transforms`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from pydantic import BaseModel

from guards.input import Content, map_text_content
from guards.neutralize import neutralize_with_report
from guards.transforms import ToolTransform, append_tool_transform

REMOTE_CONTENT_TOOLS = frozenset({"web_fetch", "web_search", "image_search", "web_capture"})
MCP_MARKER = "chainwarden_mcp"
"""Metadata key (truthy) or tag that marks a tool as MCP-sourced."""


def is_remote_content_tool(
    tool_name: str, metadata: Mapping[str, Any] | None = None, tags: Iterable[str] | None = None
) -> bool:
    """Whether a tool's output is untrusted remote content and must be sanitized."""
    if tool_name in REMOTE_CONTENT_TOOLS:
        return True
    if metadata and metadata.get(MCP_MARKER):
        return True
    return MCP_MARKER in (tags or ())


class SanitizedToolResult(BaseModel):
    """The result content as the model will see it, with its (possibly extended) trail."""

    content: Content
    additional_kwargs: dict[str, Any]
    changed: bool


def sanitize_tool_result(
    tool_name: str,
    content: Content,
    *,
    metadata: Mapping[str, Any] | None = None,
    tags: Iterable[str] | None = None,
    additional_kwargs: Mapping[str, Any] | None = None,
    producer: str = "ToolResultSanitization",
) -> SanitizedToolResult:
    """Neutralize a remote-content tool result; out-of-scope results pass unchanged."""
    kwargs = dict(additional_kwargs or {})
    if not is_remote_content_tool(tool_name, metadata, tags):
        return SanitizedToolResult(content=content, additional_kwargs=kwargs, changed=False)
    forged = 0

    def rewrite(text: str) -> str:
        nonlocal forged
        neutralized, found = neutralize_with_report(text)
        forged += len(found)
        return neutralized

    sanitized = map_text_content(content, rewrite)
    if sanitized is content:
        return SanitizedToolResult(content=content, additional_kwargs=kwargs, changed=False)
    entry = ToolTransform(
        kind="tag_neutralization", producer=producer, details={"tool": tool_name, "forged_tags": forged}
    )
    return SanitizedToolResult(content=sanitized, additional_kwargs=append_tool_transform(kwargs, entry), changed=True)
