"""Deferred (MCP) tools: hidden until promoted, searchable, promotions scoped by a hash.

A deferred tool's schema stays out of model requests until ``tool_search`` or
McpRouting promotes it. Promotions live in ``state["promoted"]`` as
``{"hash": ..., "names": [...]}``; the hash is that of the current deferred set,
so promotions made against another tool set (a reconfigured server, a forged
state) are ignored instead of exposing tools.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from langchain_core.tools import BaseTool

from chain.release import canonical_hash

TOOL_SEARCH = "tool_search"
_WORD = re.compile(r"[a-z0-9]+")


def words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if len(w) > 2}


class DeferredTools:
    """The build's deferred tool set (also the ``deferred_setup`` the guardrail adapter reads)."""

    tool_search_name = TOOL_SEARCH

    def __init__(self, tools: Iterable[BaseTool]) -> None:
        self.tools = {t.name: t for t in tools}
        self.hash = canonical_hash(sorted(self.tools))
        meta = {n: t.metadata or {} for n, t in self.tools.items()}
        self._index = {
            name: words(f"{name.replace('_', ' ')} {tool.description} {' '.join(map(str, meta[name].get('keywords', [])))}")
            for name, tool in self.tools.items()
        }

    def promoted(self, state: Any) -> set[str]:
        value = state.get("promoted") if isinstance(state, Mapping) else None
        if not isinstance(value, Mapping) or value.get("hash") != self.hash or not isinstance(value.get("names"), list):
            return set()
        return {n for n in value["names"] if n in self.tools}

    def search(self, query: str, top_k: int) -> list[str]:
        """Deferred tool names ranked by word overlap with ``query`` (ties by name); never executes."""
        wanted = words(query)
        scored = sorted((-len(wanted & idx), name) for name, idx in self._index.items() if wanted & idx)
        return [name for _, name in scored[:top_k]]

    def promotion(self, state: Any, names: Iterable[str]) -> dict[str, Any] | None:
        """The minimal ``promoted`` update adding ``names``, or None when nothing is new."""
        current = self.promoted(state)
        merged = current | {n for n in names if n in self.tools}
        if merged == current:
            return None
        return {"promoted": {"hash": self.hash, "names": sorted(merged)}}
