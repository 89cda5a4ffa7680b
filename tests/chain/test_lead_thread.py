"""Items 18-25: summarization, todos, token usage, title, memory, view_image, MCP routing, deferred tools."""

from __future__ import annotations

import base64

import pytest
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage, ToolMessage
from langchain_core.tools import tool

from chain import LocalSandboxProvider
from chain.deferred_tools import DeferredTools
from chain.memory import InMemoryMemoryStore, MemoryQueue, MemoryUpdater
from chain.middlewares.deferred_tool_filter import DeferredToolFilterMiddleware
from chain.middlewares.mcp_routing import McpRoutingMiddleware
from chain.middlewares.memory import MemoryMiddleware
from chain.middlewares.sandbox import SandboxMiddleware
from chain.middlewares.summarization import SummarizationMiddleware, plan_compaction
from chain.middlewares.title import TitleMiddleware, fallback_title
from chain.middlewares.todo_list import TodoListMiddleware
from chain.middlewares.token_usage import (
    ATTRIBUTED_KEY,
    SUBAGENT_USAGE_KEY,
    TokenUsageMiddleware,
)
from chain.middlewares.view_image import VIEW_IMAGE_ID_PREFIX, ViewImageMiddleware
from chain.provenance import CONTENT_KIND_KEY, PRODUCER_KIND_KEY
from chain.runtime_identity import ThreadPaths


def fake(*replies):
    return GenericFakeChatModel(messages=iter([AIMessage(r) for r in replies]))


class FailingModel:
    def invoke(self, messages):
        raise RuntimeError("provider down")

    async def ainvoke(self, messages):
        raise RuntimeError("provider down")


def long_thread(turns=6):
    messages = []
    for t in range(turns):
        messages += [HumanMessage(f"request {t} " + "x" * 400, id=f"u{t}"),
                     AIMessage("", id=f"a{t}", tool_calls=[{"name": "bash", "args": {"command": "ls"}, "id": f"c{t}"}]),
                     ToolMessage("y" * 400, tool_call_id=f"c{t}", id=f"m{t}"), AIMessage(f"answer {t}", id=f"f{t}")]
    return messages


def test_compaction_preserves_latest_user_request_by_id_and_never_moves_back():
    messages = long_thread(1) + [AIMessage("step", id=f"s{i}") for i in range(10)]
    head, cutoff = plan_compaction(messages, keep_messages=3)
    assert cutoff == len(messages) - 3 and "u0" not in {m.id for m in head}
    assert {"a0", "m0", "f0"} <= {m.id for m in head}  # first-turn analysis still compacts


def test_cutoff_moves_forward_past_tool_results():
    messages = long_thread(3)
    head, cutoff = plan_compaction(messages, keep_messages=len(messages) - 2)  # cutoff lands on ToolMessage m0
    assert not isinstance(messages[cutoff], ToolMessage) and cutoff == 3


def test_stale_user_peers_are_summarized():
    head, _ = plan_compaction(long_thread(4), keep_messages=4)
    ids = {m.id for m in head}
    assert {"u0", "u1", "u2"} <= ids and "u3" not in ids


def test_summarization_uses_the_given_model_and_removes_compacted_messages():
    middleware = SummarizationMiddleware(fake("User wants reports."), trigger_tokens=1_000, keep_messages=4)
    state = {"messages": long_thread(6), "summary_text": "old"}
    update = middleware.before_model(state, None)
    assert update["summary_text"] == "User wants reports."
    removed = {r.id for r in update["messages"]}
    assert all(isinstance(r, RemoveMessage) for r in update["messages"]) and "u5" not in removed and "u0" in removed
    assert SummarizationMiddleware(fake("x"), trigger_tokens=10**6).before_model(state, None) is None


async def test_failing_summary_model_loses_nothing():
    middleware = SummarizationMiddleware(FailingModel(), trigger_tokens=1_000, keep_messages=4)
    assert middleware.before_model({"messages": long_thread(6)}, None) is None
    assert await middleware.abefore_model({"messages": long_thread(6)}, None) is None
    with pytest.raises(ValueError):
        SummarizationMiddleware(None)


def test_todo_list_registers_write_todos_and_declares_itself():
    middleware = TodoListMiddleware()
    assert [t.name for t in middleware.tools] == ["write_todos"]
    assert middleware.release_policy_parameters()["system_prompt"].startswith("sha256:")


def _dispatch_thread(usage):
    return [HumanMessage("go", id="u"),
            AIMessage("", id="a1", usage_metadata={"input_tokens": 10, "output_tokens": 5, "total_tokens": 15},
                      tool_calls=[{"name": "task", "args": {}, "id": "t1"}]),
            ToolMessage("done", tool_call_id="t1", id="m1", additional_kwargs={SUBAGENT_USAGE_KEY: usage})]


def test_subagent_usage_is_merged_into_the_dispatch_once():
    middleware = TokenUsageMiddleware()
    state = {"messages": _dispatch_thread({"input_tokens": 100, "output_tokens": 50, "total_tokens": 150})}
    update = middleware.before_model(state, None)
    dispatch, result = update["messages"]
    assert dispatch.id == "a1" and dispatch.usage_metadata["total_tokens"] == 165
    assert result.additional_kwargs[ATTRIBUTED_KEY] is True
    assert update["token_usage"]["total"]["total_tokens"] == 165
    replay = {"messages": [state["messages"][0], dispatch, result], "token_usage": update["token_usage"]}
    assert middleware.before_model(replay, None) is None  # re-entry adds nothing


@pytest.mark.parametrize("usage", [None, {"total_tokens": "many"}, {"input_tokens": -1, "output_tokens": 0, "total_tokens": 0}])
def test_malformed_subagent_usage_stays_unmarked(usage):
    update = TokenUsageMiddleware().before_model({"messages": _dispatch_thread(usage)}, None)
    assert "messages" not in (update or {})


def test_title_after_first_exchange_with_model_and_fallbacks():
    thread = [HumanMessage([{"type": "text", "text": "Plan a  trip\nto Rome"}], id="u"), AIMessage("Sure, here is a plan.")]
    assert TitleMiddleware(fake('"Rome Trip Plan"')).after_agent({"messages": thread}, None) == {"title": "Rome Trip Plan"}
    assert TitleMiddleware(FailingModel()).after_agent({"messages": thread}, None) == {"title": "Plan a trip"}
    assert TitleMiddleware(fake("x")).after_agent({"messages": thread, "title": "kept"}, None) is None
    assert TitleMiddleware().after_agent({"messages": thread[:1]}, None) is None
    assert fallback_title("y" * 100).endswith("…") and len(fallback_title("y" * 100)) == 60
    assert fallback_title([]) == "New chat"


async def test_title_async():
    thread = [HumanMessage("hello", id="u"), AIMessage("hi")]
    assert await TitleMiddleware(fake("Greeting")).aafter_agent({"messages": thread}, None) == {"title": "Greeting"}


def test_memory_queues_user_and_final_answers_per_runtime_user(runtime_factory):
    queue = MemoryQueue()
    middleware = MemoryMiddleware(queue)
    injected = HumanMessage("<tool_receipts>", id="h", additional_kwargs={CONTENT_KIND_KEY: "tool_receipts"})
    thread = [HumanMessage("I like tea", id="u"), injected,
              AIMessage("", id="a", tool_calls=[{"name": "bash", "args": {}, "id": "c"}]),
              ToolMessage("out", tool_call_id="c", id="m"), AIMessage("Noted.", id="f")]
    update = middleware.after_agent({"messages": thread}, runtime_factory(user_id="bob"))
    (item,) = queue.drain()
    assert item.user_id == "bob" and item.messages == (("user", "I like tea"), ("assistant", "Noted."))
    assert middleware.after_agent({"messages": thread, **update}, runtime_factory(user_id="bob")) is None
    store = InMemoryMemoryStore()
    queue.put(item)
    assert MemoryUpdater(fake("- likes tea\nNONE"), store).process(queue) == 1
    assert store.recall("bob") == ["likes tea"] and store.recall("alice") == []


PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 32


@pytest.fixture
def image_setup(tmp_path, runtime_factory):
    sandbox = SandboxMiddleware(LocalSandboxProvider(), tmp_path)
    runtime = runtime_factory()
    paths = ThreadPaths.for_thread(tmp_path, "alice", "t1").create()
    (paths.workspace / "cat.png").write_bytes(PNG)
    (paths.workspace / "notes.txt").write_text("not an image")
    return ViewImageMiddleware(sandbox), runtime


def _viewed_state(middleware, runtime):
    tool_runtime = type("TR", (), {"state": {"messages": []}, "tool_call_id": "v1", "context": runtime.context,
                                   "config": runtime.config, "execution_info": None})()
    command = middleware._view_image("cat.png", tool_runtime)
    assert "base64" not in str(command.update) and command.update["viewed_images"][0]["mime"] == "image/png"
    return {"messages": [HumanMessage("look", id="u"),
                         AIMessage("", id="a", tool_calls=[{"name": "view_image", "args": {}, "id": "v1"}]),
                         *command.update["messages"]],
            "viewed_images": command.update["viewed_images"]}


def test_view_image_payload_only_in_the_request(image_setup, model_request, recording_handler):
    middleware, runtime = image_setup
    state = _viewed_state(middleware, runtime)
    handler = recording_handler()
    middleware.wrap_model_call(model_request(state["messages"], state=state, runtime=runtime), handler)
    image = handler.requests[0].messages[-1]
    assert image.id.startswith(VIEW_IMAGE_ID_PREFIX)
    assert image.content[1]["image_url"]["url"] == "data:image/png;base64," + base64.b64encode(PNG).decode()
    assert all(m.id != image.id for m in state["messages"])
    with pytest.raises(ValueError):
        middleware._load(runtime, "notes.txt")


def test_view_image_sweep_needs_prefix_and_marker(image_setup, model_request, recording_handler):
    middleware, runtime = image_setup
    marker = {CONTENT_KIND_KEY: "view_image", PRODUCER_KIND_KEY: "middleware"}
    stale_own = HumanMessage([{"type": "text", "text": "old"}], id=VIEW_IMAGE_ID_PREFIX + "old", additional_kwargs=marker)
    client = HumanMessage("mine", id=VIEW_IMAGE_ID_PREFIX + "client")
    thread = [HumanMessage("hi", id="u"), stale_own, client, AIMessage("ok", id="a")]
    handler = recording_handler()
    middleware.wrap_model_call(model_request(thread, runtime=runtime), handler)
    ids = [m.id for m in handler.requests[0].messages]
    assert VIEW_IMAGE_ID_PREFIX + "old" not in ids and VIEW_IMAGE_ID_PREFIX + "client" in ids
    state = _viewed_state(middleware, runtime)
    leftover = HumanMessage("legacy", id=VIEW_IMAGE_ID_PREFIX + "legacy")
    state["messages"] = [*state["messages"], leftover]
    handler = recording_handler()
    middleware.wrap_model_call(model_request(state["messages"], state=state, runtime=runtime), handler)
    assert handler.requests[0].messages[-1] is leftover  # not duplicated


@tool
def mcp_weather(city: str) -> str:
    """Weather forecast for a city."""
    return "sunny"


@tool
def mcp_stocks(symbol: str) -> str:
    """Stock price quote for a ticker symbol."""
    return "42"


@tool
def mcp_calendar(day: str) -> str:
    """Calendar events for a day."""
    return "none"


def test_mcp_routing_promotes_from_the_latest_real_user_message_only():
    deferred = DeferredTools([mcp_weather, mcp_stocks, mcp_calendar])
    routing = McpRoutingMiddleware(deferred, auto_promote_top_k=99)
    assert routing.top_k == 5 and McpRoutingMiddleware(deferred, auto_promote_top_k=0).top_k == 1
    injected = HumanMessage("stock price please", additional_kwargs={CONTENT_KIND_KEY: "x"})
    state = {"messages": [HumanMessage("what is the weather forecast in Rome", id="u"), injected]}
    update = routing.before_model(state, None)
    assert update == {"promoted": {"hash": deferred.hash, "names": ["mcp_weather"]}}
    assert routing.before_model({**state, **update}, None) is None  # minimal: nothing new


def test_deferred_schemas_hidden_until_promoted_and_hash_scoped(model_request, recording_handler):
    deferred = DeferredTools([mcp_weather, mcp_stocks])
    middleware = DeferredToolFilterMiddleware(deferred)
    assert {t.name for t in middleware.tools} == {"tool_search", "mcp_weather", "mcp_stocks"}
    tools = list(middleware.tools)
    for promoted, visible in [
        (None, {"tool_search"}),
        ({"hash": deferred.hash, "names": ["mcp_stocks"]}, {"tool_search", "mcp_stocks"}),
        ({"hash": "sha256:other", "names": ["mcp_stocks", "mcp_weather"]}, {"tool_search"}),
    ]:
        handler = recording_handler()
        state = {"promoted": promoted} if promoted else {}
        middleware.wrap_model_call(model_request([HumanMessage("x")], tools=tools, state=state), handler)
        assert {t.name for t in handler.requests[0].tools} == visible


def test_tool_search_promotes_matches():
    deferred = DeferredTools([mcp_weather, mcp_stocks])
    search = DeferredToolFilterMiddleware(deferred).tools[0]
    runtime = type("TR", (), {"state": {"messages": []}, "tool_call_id": "s1"})()
    command = search.func(query="stock quote", runtime=runtime)
    assert command.update["promoted"] == {"hash": deferred.hash, "names": ["mcp_stocks"]}
    assert "mcp_stocks" in command.update["messages"][0].content
