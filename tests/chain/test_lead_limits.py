"""Items 27-29: subagent caps, loop detection, token budget: hard caps planning cannot exceed."""

from __future__ import annotations

import json

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from chain.lead_messages import STOP_REASON_KEY
from chain.middlewares.durable_context import DurableContextMiddleware
from chain.middlewares.loop_detection import (
    LOOP_CAPPED,
    WARNING_TAG,
    LoopDetectionMiddleware,
)
from chain.middlewares.subagent_limit import SubagentLimitMiddleware
from chain.middlewares.token_budget import TOKEN_BUDGET_CAPPED, TokenBudgetMiddleware


def task(i):
    return {"name": "task", "args": {"description": f"job {i}"}, "id": f"t{i}", "type": "tool_call"}


def ai(calls, *, raw=True, mid="a1", **kw):
    kwargs = {"tool_calls": [{"id": c["id"], "type": "function", "function": {"name": c["name"], "arguments": "{}"}}
                             for c in calls]} if raw else {}
    return AIMessage("", id=mid, tool_calls=calls, additional_kwargs=kwargs, **kw)


def test_per_response_concurrency_cap_truncates_structured_and_raw(runtime_factory):
    middleware = SubagentLimitMiddleware(max_concurrent=2, max_total=10)
    other = {"name": "bash", "args": {"command": "ls"}, "id": "b1", "type": "tool_call"}
    message = ai([task(1), other, task(2), task(3)])
    out = middleware.after_model({"messages": [message], "run_id": "r"}, runtime_factory())["messages"][0]
    assert [c["id"] for c in out.tool_calls] == ["t1", "b1", "t2"]
    assert [c["id"] for c in out.additional_kwargs["tool_calls"]] == ["t1", "b1", "t2"]
    assert "1 task call(s) were not started" in out.content and out.id == message.id


def test_total_cap_counts_current_run_ledger_and_stops_repeated_planning(runtime_factory):
    middleware = SubagentLimitMiddleware(max_concurrent=3, max_total=4)
    durable = DurableContextMiddleware()
    state = {"messages": [HumanMessage("go", id="u")], "run_id": "run1"}
    launched = 0
    for batch in range(4):  # planning checkpoints, each a legal-sized batch
        message = ai([task(batch * 3 + i) for i in range(3)], mid=f"a{batch}")
        state["messages"] = [*state["messages"], message]
        update = middleware.after_model(state, runtime_factory())
        if update:
            state["messages"][-1] = update["messages"][0]
        launched += len([c for c in state["messages"][-1].tool_calls if c["name"] == "task"])
        results = [ToolMessage("ok", tool_call_id=c["id"]) for c in state["messages"][-1].tool_calls]
        state["messages"] = [*state["messages"], *results]
        state.update(durable.before_model(state, None) or {})
    assert launched == 4
    final = state["messages"][-1] if isinstance(state["messages"][-1], AIMessage) else next(
        m for m in reversed(state["messages"]) if isinstance(m, AIMessage))
    assert final.tool_calls == [] and final.response_metadata["finish_reason"] == "stop"
    assert "Subagent limit reached" in final.content and "tool_calls" not in final.additional_kwargs
    # a later user turn is a new run with a fresh budget
    state["run_id"] = "run2"
    state["messages"] = [*state["messages"], ai([task(90)], mid="late")]
    assert middleware.after_model(state, runtime_factory()) is None


def test_total_override_from_server_context_is_clamped(runtime_factory):
    middleware = SubagentLimitMiddleware(max_concurrent=64, max_total=50)
    runtime = runtime_factory()
    runtime.context["max_total_subagents"] = 0
    out = middleware.after_model({"messages": [ai([task(1), task(2)])], "run_id": "r"}, runtime)["messages"][0]
    assert [c["id"] for c in out.tool_calls] == ["t1"]  # clamped up to 1
    assert SubagentLimitMiddleware(max_concurrent=999, max_total=999).release_policy_parameters() == {
        "max_concurrent": 64, "max_total": 50, "batch": {"max_total": 24, "max_live": 2, "max_running": 8}}


def _loop(middleware, state, call, mid):
    message = ai([call], mid=mid)
    state["messages"] = [*state["messages"], message]
    update = middleware.after_model(state, None) or {}
    state.update({k: v for k, v in update.items() if k != "messages"})
    if "messages" in update:
        state["messages"][-1] = update["messages"][0]
    return update


def test_loop_warns_then_hard_stops_clearing_all_tool_call_metadata(model_request, recording_handler):
    events = []
    middleware = LoopDetectionMiddleware(warn_threshold=2, hard_limit=3, sink=events.append, agent_id="lead")
    call = {"name": "web_fetch", "args": {"url": "https://secret.example/q?token=abc"}, "id": "x", "type": "tool_call"}
    state = {"messages": [HumanMessage("go", id="u")], "run_id": "r1"}
    _loop(middleware, state, {**call, "id": "c1"}, "a1")
    assert events == []
    _loop(middleware, state, {**call, "id": "c2"}, "a2")
    assert [e["transition"] for e in events] == ["warned"]
    handler = recording_handler()
    middleware.wrap_model_call(model_request(state["messages"], state=state), handler)
    assert WARNING_TAG in handler.requests[0].messages[-1].content
    stopped = _loop(middleware, state, {**call, "id": "c3"}, "a3")
    final = stopped["messages"][0]
    assert final.tool_calls == [] and final.invalid_tool_calls == [] and "tool_calls" not in final.additional_kwargs
    assert final.response_metadata["finish_reason"] == "stop" and stopped[STOP_REASON_KEY] == LOOP_CAPPED
    assert [e["transition"] for e in events] == ["warned", "hard_stop"]
    for event in events:
        assert event["event"] == "middleware:loop_detection" and event["is_subagent"] is False
        assert event["agent_id"] == "lead" and "secret" not in json.dumps(event) and "args" not in event
        assert not any(isinstance(v, str) and len(v) >= 16 and v.isalnum() for v in event.values())


def test_loop_counts_reset_per_run_and_warning_is_request_only(model_request, recording_handler):
    middleware = LoopDetectionMiddleware(warn_threshold=2, hard_limit=3, sink=lambda e: None)
    call = {"name": "bash", "args": {"command": "ls"}, "id": "x", "type": "tool_call"}
    state = {"messages": [HumanMessage("go", id="u")], "run_id": "r1"}
    _loop(middleware, state, {**call, "id": "c1"}, "a1")
    _loop(middleware, state, {**call, "id": "c2"}, "a2")
    state["run_id"] = "r2"
    assert "messages" not in _loop(middleware, state, {**call, "id": "c3"}, "a3")
    state["messages"] = [*state["messages"], AIMessage("later", id="a4")]
    handler = recording_handler()
    middleware.wrap_model_call(model_request(state["messages"], state=state), handler)
    assert WARNING_TAG not in str(handler.requests[0].messages[-1].content)


def test_tool_frequency_burst_stops_varied_arguments():
    middleware = LoopDetectionMiddleware(warn_threshold=5, hard_limit=6, tool_warn_threshold=2,
                                         tool_hard_limit=3, sink=lambda e: None)
    state = {"messages": [HumanMessage("go", id="u")], "run_id": "r1"}
    for i in range(3):
        update = _loop(middleware, state, {"name": "bash", "args": {"command": f"ls {i}"}, "id": f"c{i}",
                                          "type": "tool_call"}, f"a{i}")
    assert update[STOP_REASON_KEY] == LOOP_CAPPED
    with pytest.raises(ValueError):
        LoopDetectionMiddleware(warn_threshold=3, hard_limit=3)


def test_token_budget_caps_the_run_once_per_message():
    middleware = TokenBudgetMiddleware(max_tokens_per_run=100)
    usage = {"input_tokens": 40, "output_tokens": 20, "total_tokens": 60}
    state = {"messages": [ai([task(1)], mid="a1", usage_metadata=usage)], "run_id": "r1"}
    first = middleware.after_model(state, None)
    assert first["token_budget"]["used"] == 60 and "messages" not in first
    state.update(first)
    assert middleware.after_model(state, None)["token_budget"]["used"] == 60  # replay does not double count
    state["messages"] = [*state["messages"], ai([task(2)], mid="a2", usage_metadata=usage)]
    capped = middleware.after_model(state, None)
    assert capped[STOP_REASON_KEY] == TOKEN_BUDGET_CAPPED
    final = capped["messages"][0]
    assert final.tool_calls == [] and "tool_calls" not in final.additional_kwargs and "Token budget" in final.content
    state.update(capped)
    state["run_id"] = "r2"
    assert middleware.after_model(state, None)["token_budget"]["used"] == 60


async def test_async_after_model_hooks_agree():
    state = {"messages": [ai([task(1), task(2)])], "run_id": "r"}
    limit = SubagentLimitMiddleware(max_concurrent=1)
    runtime = type("R", (), {"context": {}})()
    assert (await limit.aafter_model(state, runtime)) == limit.after_model(state, runtime)
    budget = TokenBudgetMiddleware(max_tokens_per_run=5)
    assert (await budget.aafter_model(state, None)) == budget.after_model(state, None)
