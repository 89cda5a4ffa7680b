"""Helpers for chain tests: runtimes and tool-call requests without a graph."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from langchain.agents.middleware.types import ToolCallRequest


def make_runtime(thread_id: str = "t1", user_id: str = "alice", state: dict | None = None) -> Any:
    """A stand-in for ToolRuntime/Runtime exposing what the chain reads."""
    return SimpleNamespace(
        config={"configurable": {"thread_id": thread_id}},
        context={"user_id": user_id},
        state=state if state is not None else {"messages": []},
        execution_info=None,
    )


def make_request(name: str, args: dict, *, call_id: str = "c1", state: dict | None = None, **rt: Any) -> ToolCallRequest:
    state = state if state is not None else {"messages": []}
    return ToolCallRequest(
        tool_call={"name": name, "args": args, "id": call_id, "type": "tool_call"},
        tool=None, state=state, runtime=make_runtime(state=state, **rt),
    )


@pytest.fixture
def runtime_factory():
    return make_runtime


@pytest.fixture
def request_factory():
    return make_request
