"""Item 27, the durable ``batch_task`` mode: a separate mode with persisted
total/live/running limits, never rewritten into ordinary ledger entries."""

from __future__ import annotations

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from chain.batch_ledger import BatchLimits
from chain.config import ChainConfig
from chain.lead_assembly import build_lead_middlewares
from chain.middlewares.durable_context import DurableContextMiddleware
from chain.middlewares.subagent_limit import SubagentLimitMiddleware


def batch(call_id: str, tasks: int) -> dict:
    return {"name": "batch_task", "args": {"tasks": [{"description": f"part {i}"} for i in range(tasks)]},
            "id": call_id, "type": "tool_call"}


def task(call_id: str) -> dict:
    return {"name": "task", "args": {"description": call_id}, "id": call_id, "type": "tool_call"}


def respond(middleware, state, calls, runtime, mid):
    """The model answers with `calls`; the middleware's update is applied as LangGraph would."""
    state["messages"] = [*state["messages"], AIMessage("", id=mid, tool_calls=calls)]
    update = middleware.after_model(state, runtime) or {}
    if "messages" in update:
        state["messages"][-1] = update["messages"][0]
    if "batch_ledger" in update:
        state["batch_ledger"] = update["batch_ledger"]
    return state["messages"][-1]


def report(middleware, state, call_id, status, runtime):
    state["messages"] = [*state["messages"], ToolMessage("done", tool_call_id=call_id, artifact={"batch_status": status})]
    state.update(middleware.before_model(state, runtime) or {})


def started(message: AIMessage) -> list[str]:
    return [c["id"] for c in message.tool_calls]


def test_batches_never_enter_the_ordinary_ledger_nor_spend_task_caps(runtime_factory):
    middleware = SubagentLimitMiddleware(max_concurrent=1, max_total=1, batch_limits=BatchLimits(max_running=20))
    state = {"messages": [HumanMessage("go", id="u")], "run_id": "r1"}
    out = respond(middleware, state, [task("t1"), batch("b1", 3), batch("b2", 4), task("t2")], runtime_factory(), "a1")
    assert started(out) == ["t1", "b1", "b2"]  # the task cap drops t2 only
    state["messages"] += [ToolMessage("ok", tool_call_id=i) for i in started(out)]
    state.update(DurableContextMiddleware().before_model(state, None) or {})
    assert [d["id"] for d in state["delegations"]] == ["t1"]
    assert [(e["id"], e["tasks"], e["status"]) for e in state["batch_ledger"]] == [("b1", 3, "running"), ("b2", 4, "running")]


def test_live_and_running_limits_hold_until_a_batch_reports_its_end(runtime_factory):
    middleware = SubagentLimitMiddleware(batch_limits=BatchLimits(max_total=100, max_live=2, max_running=6))
    runtime = runtime_factory()
    state = {"messages": [HumanMessage("go", id="u")], "run_id": "r1"}
    out = respond(middleware, state, [batch("b1", 2), batch("b2", 3), batch("b3", 1)], runtime, "a1")
    assert started(out) == ["b1", "b2"] and "2 live batches" in out.content
    out = respond(middleware, state, [batch("b4", 1)], runtime, "a2")
    assert out.tool_calls == [] and out.response_metadata["finish_reason"] == "stop"
    report(middleware, state, "b1", "finished", runtime)  # frees one live batch and 2 running tasks
    out = respond(middleware, state, [batch("b5", 4)], runtime, "a3")
    assert started(out) == [] and "6 running batch tasks" in out.content  # 3 + 4 > 6
    out = respond(middleware, state, [batch("b6", 3)], runtime, "a4")
    assert started(out) == ["b6"]


def test_the_total_limit_is_persisted_across_runs_and_never_freed(runtime_factory):
    middleware = SubagentLimitMiddleware(batch_limits=BatchLimits(max_total=5, max_live=4, max_running=64))
    runtime = runtime_factory()
    state = {"messages": [HumanMessage("go", id="u")], "run_id": "r1"}
    assert started(respond(middleware, state, [batch("b1", 4)], runtime, "a1")) == ["b1"]
    report(middleware, state, "b1", "finished", runtime)
    state["run_id"] = "r2"  # a later user turn: ordinary caps reset, the batch total does not
    out = respond(middleware, state, [batch("b2", 2)], runtime, "a2")
    assert started(out) == [] and "total of 5 batch tasks" in out.content
    assert started(respond(middleware, state, [batch("b3", 1)], runtime, "a3")) == ["b3"]


def test_malformed_and_replayed_batches_are_refused(runtime_factory):
    middleware = SubagentLimitMiddleware()
    state = {"messages": [HumanMessage("go", id="u")], "run_id": "r1"}
    bad = {"name": "batch_task", "args": {"tasks": "all of them"}, "id": "b0", "type": "tool_call"}
    out = respond(middleware, state, [bad, batch("b1", 1)], runtime_factory(), "a1")
    assert started(out) == ["b1"] and "name no tasks" in out.content
    out = respond(middleware, state, [batch("b1", 1)], runtime_factory(), "a2")
    assert started(out) == []  # the same batch id again is not a new batch


def test_a_corrupted_ledger_spends_limits_instead_of_freeing_them(runtime_factory):
    middleware = SubagentLimitMiddleware(batch_limits=BatchLimits(max_total=500, max_live=2, max_running=500))
    state = {"messages": [HumanMessage("go", id="u")], "run_id": "r1",
             "batch_ledger": [{"id": "old", "tasks": "many"}, {"id": "old2", "tasks": 0}]}
    out = respond(middleware, state, [batch("b1", 1)], runtime_factory(), "a1")
    assert started(out) == [] and "2 live batches" in out.content


def test_the_assembled_chain_takes_batch_limits_from_the_config():
    config = ChainConfig.model_validate({"subagents": {"enabled": True, "batch_max_total": 999, "batch_max_live": 3}})
    limit = next(m for m in build_lead_middlewares(config) if isinstance(m, SubagentLimitMiddleware))
    assert limit.batch_limits == BatchLimits(max_total=500, max_live=3, max_running=8)
