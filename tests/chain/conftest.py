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


class RecordingHandler:
    """A model handler for wrap_model_call tests: records each request, answers from a list."""

    def __init__(self, *responses: Any) -> None:
        from langchain_core.messages import AIMessage

        self.responses = list(responses) or [AIMessage("ok")]
        self.requests: list[Any] = []

    def _next(self, request: Any) -> Any:
        from langchain.agents.middleware import ModelResponse

        self.requests.append(request)
        reply = self.responses.pop(0) if len(self.responses) > 1 else self.responses[0]
        return ModelResponse(result=[reply])

    def __call__(self, request: Any) -> Any:
        return self._next(request)

    async def acall(self, request: Any) -> Any:
        return self._next(request)


def make_model_request(messages: list, *, tools: list | None = None, state: dict | None = None,
                       runtime: Any = None, system: str | None = None) -> Any:
    """A ModelRequest without a graph; ``state["messages"]`` defaults to ``messages``."""
    from langchain.agents.middleware import ModelRequest
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import SystemMessage

    state = {"messages": messages, **(state or {})}
    return ModelRequest(
        model=GenericFakeChatModel(messages=iter([])), messages=list(messages), tools=list(tools or []),
        state=state, runtime=runtime if runtime is not None else make_runtime(state=state),
        system_message=SystemMessage(system) if system is not None else None,
    )


@pytest.fixture
def model_request():
    return make_model_request


@pytest.fixture
def recording_handler():
    return RecordingHandler


HOOK_PAIRS = [
    ("wrap_tool_call", "awrap_tool_call"), ("wrap_model_call", "awrap_model_call"),
    ("before_agent", "abefore_agent"), ("after_agent", "aafter_agent"),
    ("before_model", "abefore_model"), ("after_model", "aafter_model"),
]


def hook_twin_violations(stack: list) -> list[str]:
    """Middlewares implementing only one of a sync/async hook pair (LangChain raises at run time)."""
    from langchain.agents.middleware import AgentMiddleware

    found = []
    for middleware in stack:
        cls = type(middleware)
        for sync, asynchronous in HOOK_PAIRS:
            has_sync = getattr(cls, sync) is not getattr(AgentMiddleware, sync)
            if has_sync != (getattr(cls, asynchronous) is not getattr(AgentMiddleware, asynchronous)):
                found.append(f"{cls.__name__} implements only one of {sync}/{asynchronous}")
    return found


@pytest.fixture
def hook_twins():
    return hook_twin_violations


def _bubblewrap_usable() -> tuple[bool, str]:
    """Whether ``bwrap`` can create its namespaces on this machine (containers may forbid it)."""
    import subprocess

    from chain.sandbox import bwrap_path

    if bwrap_path() is None:
        return False, "bwrap is not installed (apt-get install bubblewrap)"
    probe = subprocess.run(
        [bwrap_path(), "--unshare-all", "--ro-bind", "/usr", "/usr", "--symlink", "usr/bin", "/bin",
         "--symlink", "usr/lib", "/lib", "--symlink", "usr/lib64", "/lib64", "--", "/bin/true"],
        capture_output=True, text=True, check=False,
    )
    return probe.returncode == 0, f"bwrap cannot create namespaces here: {probe.stderr.strip()}"


@pytest.fixture(params=["local", "bwrap"])
def sandbox_provider_class(request):
    """Each real sandbox provider class; the bubblewrap one is skipped where bwrap cannot run."""
    from chain.sandbox import BubblewrapSandboxProvider, LocalSandboxProvider

    if request.param == "bwrap":
        usable, reason = _bubblewrap_usable()
        if not usable:
            pytest.skip(reason)
        return BubblewrapSandboxProvider
    return LocalSandboxProvider
