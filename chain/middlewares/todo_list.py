"""TodoListMiddleware (spec item 19, optional: plan mode): task tracking with ``write_todos``.

LangChain's own todo middleware (the ``write_todos`` tool, its prompt, and the
one-call-per-turn check), with the chain's self-description.
"""

from __future__ import annotations

from langchain.agents.middleware import TodoListMiddleware as _LangChainTodoList

from chain.release import canonical_hash


class TodoListMiddleware(_LangChainTodoList):
    def release_policy_parameters(self) -> dict[str, object]:
        return {"tool": "write_todos", "system_prompt": canonical_hash(self.system_prompt),
                "tool_description": canonical_hash(self.tool_description)}
