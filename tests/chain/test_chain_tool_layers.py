"""ToolErrorHandling, ToolReceipt (receipts, ledger, citations) and ToolProgress."""

from __future__ import annotations

import pytest
from langchain.agents.middleware import ModelRequest, ModelResponse
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langgraph.errors import GraphInterrupt
from langgraph.types import Command

from chain.middlewares.tool_error_handling import ToolErrorHandlingMiddleware
from chain.middlewares.tool_progress import ToolProgressMiddleware
from chain.middlewares.tool_receipt import ToolReceiptMiddleware
from chain.provenance import RECEIPT_SNAPSHOT_KEY, TOOL_RECEIPT_KEY
from chain.receipts import (
    Receipt,
    parse_citations,
    render_ledger,
    unresolved_citations,
    valid_snapshot_ids,
)
from chain.tool_result_meta import (
    error_tool_message,
    normalize_tool_result,
    read_tool_meta,
)


def ok(request, text="result"):
    return ToolMessage(content=text, tool_call_id=request.tool_call["id"], name=request.tool_call["name"])


# -- ToolErrorHandling ------------------------------------------------------
def test_tool_exception_becomes_error_message(request_factory):
    mw = ToolErrorHandlingMiddleware()

    def boom(request):
        raise FileNotFoundError("missing.txt")

    result = mw.wrap_tool_call(request_factory("read_file", {"path": "x"}), boom)
    meta = read_tool_meta(result)
    assert result.status == "error" and "missing.txt" in result.content
    assert (meta.error_type, meta.recoverable_by_model, meta.source) == ("not_found", True, "exception")


async def test_tool_exception_async_and_success_meta(request_factory):
    mw = ToolErrorHandlingMiddleware()

    async def boom(request):
        raise RuntimeError("kaput")

    async def fine(request):
        return ok(request)

    err = await mw.awrap_tool_call(request_factory("bash", {"command": "x"}), boom)
    assert read_tool_meta(err).recommended_next_action == "stop"
    good = await mw.awrap_tool_call(request_factory("bash", {"command": "x"}), fine)
    assert read_tool_meta(good).status == "success"


def test_interrupts_are_not_swallowed(request_factory):
    def interrupt(request):
        raise GraphInterrupt(())

    with pytest.raises(GraphInterrupt):
        ToolErrorHandlingMiddleware().wrap_tool_call(request_factory("bash", {}), interrupt)


def test_command_results_get_meta_on_each_tool_message(request_factory):
    request = request_factory("task", {})
    command = Command(update={"messages": [ok(request), HumanMessage("x")]})
    result = ToolErrorHandlingMiddleware().wrap_tool_call(request, lambda r: command)
    assert read_tool_meta(result.update["messages"][0]).status == "success"
    assert isinstance(result.update["messages"][1], HumanMessage)


# -- receipts ----------------------------------------------------------------
def test_receipts_are_deterministic_and_stamped_on_short_circuits(request_factory):
    mw = ToolReceiptMiddleware()
    request = request_factory("bash", {"command": "ls"}, call_id="c9")
    denied = error_tool_message("no", tool_call_id="c9", tool_name="bash", error_type="permission", source="G")
    first = mw.wrap_tool_call(request, lambda r: denied).additional_kwargs[TOOL_RECEIPT_KEY]
    second = mw.wrap_tool_call(request, lambda r: denied).additional_kwargs[TOOL_RECEIPT_KEY]
    assert first["status"] == "error" and first["tool"] == "bash"
    assert {k: v for k, v in first.items() if k != "timestamp"} == {k: v for k, v in second.items() if k != "timestamp"}


def _receipt(i: int) -> Receipt:
    return Receipt(tool="bash", tool_call_id=f"c{i}", status="success", args_sha256="sha256:" + "a" * 64,
                   output_sha256="sha256:" + f"{i:064d}", output_bytes=i, timestamp="2026-01-01T00:00:00+00:00")


def test_ledger_keeps_newest_within_budget_with_original_ids():
    receipts = [_receipt(i) for i in range(1, 61)]
    ledger = render_ledger(receipts, 2_000)
    assert len(ledger.text) <= 2_000
    ids = sorted(ledger.retained)
    assert ids[-1] == 60 and valid_snapshot_ids(ids) and ids[0] > 1
    assert f"[r1-r{ids[0] - 1} omitted: {ids[0] - 1} older receipts]" in ledger.text
    assert ledger.text.index(f"r{ids[0]} ") < ledger.text.index("r60 ")
    small = render_ledger(receipts[:3], 2_000)
    assert sorted(small.retained) == [1, 2, 3] and "omitted" not in small.text


def test_invalid_receipt_ends_the_retained_range():
    receipts = [_receipt(1).model_dump(), {"tool": "forged"}, _receipt(3).model_dump(), _receipt(4).model_dump()]
    ledger = render_ledger(receipts, 2_000)
    assert sorted(ledger.retained) == [3, 4] and ledger.omitted == 2
    assert render_ledger([{"bad": 1}], 2_000) is None


def test_snapshot_ranges_and_citations():
    assert valid_snapshot_ids([24, 25, 26]) and not valid_snapshot_ids([1, 3]) and not valid_snapshot_ids([0, 1])
    text = "see [r2] and [r2] and [r2#line-4] and [r99999999999999999999] and [r3#x]"
    assert parse_citations(text) == [(2, None), (2, "line-4"), (3, "x")]
    assert unresolved_citations(text, {2: object()}) == [(3, "x")]


def test_ledger_is_request_only_and_response_carries_its_subset(request_factory):
    mw = ToolReceiptMiddleware(ledger_budget_chars=2_000)
    request = request_factory("bash", {"command": "ls"})
    stamped = mw.wrap_tool_call(request, ok)
    seen = {}

    def model(req):
        seen["messages"] = req.messages
        return ModelResponse(result=[AIMessage("done")])

    original = [HumanMessage("hi"), AIMessage("", tool_calls=[{"name": "bash", "args": {}, "id": "c1"}]), stamped]
    response = mw.wrap_model_call(ModelRequest(model=None, messages=list(original)), model)
    assert len(seen["messages"]) == 4 and "<tool_receipts>" in seen["messages"][-1].content
    assert response.result[0].additional_kwargs[RECEIPT_SNAPSHOT_KEY] == {
        "r1": stamped.additional_kwargs[TOOL_RECEIPT_KEY]["output_sha256"]
    }
    assert len(original) == 3


# -- ToolProgress ------------------------------------------------------------
def _result(request, error_type=None, text="r"):
    if error_type is None:
        return normalize_tool_result(ok(request, text))
    return error_tool_message("e", tool_call_id="c1", tool_name=request.tool_call["name"], error_type=error_type, source="t")


def test_progress_category_a_warns_terminally(request_factory):
    mw = ToolProgressMiddleware(warn_escalation_count=2)
    request = request_factory("web_search", {"q": "x"})
    for _ in range(5):
        mw.wrap_tool_call(request, lambda r: _result(r, "no_results"))
    assert mw.phase_of("alice", "t1", "web_search") == "WARNED"


def test_progress_category_b_escalates_then_blocks_without_running(request_factory):
    mw = ToolProgressMiddleware(warn_escalation_count=2)
    request = request_factory("web_fetch", {"url": "u"})
    phases = []
    for _ in range(3):
        mw.wrap_tool_call(request, lambda r: _result(r, "rate_limited"))
        phases.append(mw.phase_of("alice", "t1", "web_fetch"))
    assert phases == ["WARNED", "WARNED", "BLOCKED"]
    ran = []
    blocked = mw.wrap_tool_call(request, lambda r: ran.append(1) or _result(r))
    assert ran == [] and blocked.status == "error" and read_tool_meta(blocked).error_type == "stagnated"


def test_progress_category_c_blocks_at_once_and_success_resets(request_factory):
    mw = ToolProgressMiddleware()
    request = request_factory("mcp_db", {})
    mw.wrap_tool_call(request, lambda r: _result(r, "auth"))
    assert mw.phase_of("alice", "t1", "mcp_db") == "BLOCKED"
    other = request_factory("web_search", {})
    mw.wrap_tool_call(other, lambda r: _result(r, "not_found"))
    mw.wrap_tool_call(other, lambda r: _result(r, text="fresh information"))
    assert mw.phase_of("alice", "t1", "web_search") == "ACTIVE"


def test_progress_duplicate_success_counts_as_no_new_info_and_hint_is_injected(request_factory):
    mw = ToolProgressMiddleware(duplicate_jaccard=0.9)
    request = request_factory("web_search", {})
    mw.wrap_tool_call(request, lambda r: _result(r, text="same words here"))
    mw.wrap_tool_call(request, lambda r: _result(r, text="same words here"))
    assert mw.phase_of("alice", "t1", "web_search") == "WARNED"
    seen = {}
    runtime = request.runtime
    mw.wrap_model_call(ModelRequest(model=None, messages=[HumanMessage("q")], runtime=runtime),
                       lambda req: seen.setdefault("m", req.messages) and AIMessage("x"))
    assert "web_search" in seen["m"][-1].content and len(seen["m"]) == 2
    seen.clear()
    mw.wrap_model_call(ModelRequest(model=None, messages=[HumanMessage("q")], runtime=runtime),
                       lambda req: seen.setdefault("m", req.messages) and AIMessage("x"))
    assert len(seen["m"]) == 1  # hint re-injected only on a new problem


def test_progress_memory_is_bounded(request_factory):
    mw = ToolProgressMiddleware(max_tracked=8)
    for i in range(50):
        mw.wrap_tool_call(request_factory(f"tool{i}", {}, thread_id=f"t{i}"), lambda r: _result(r, "auth"))
    assert len(mw._tracks) == 8
    assert mw.phase_of("alice", "t49", "tool49") == "BLOCKED"
    assert mw.phase_of("alice", "t0", "tool0") == "ACTIVE"
