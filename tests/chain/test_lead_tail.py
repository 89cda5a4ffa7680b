"""Items 32-35: terminal response retry, finish reasons, clarification and its form normalization."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from chain.clarification_form import (
    MAX_FIELDS,
    MAX_FORM_SERIALIZED_BYTES,
    MAX_OPTIONS,
    clarification_payload,
    flatten_options,
    normalize_form,
)
from chain.lead_messages import STOP_REASON_KEY
from chain.middlewares.clarification import (
    CLARIFICATION_TOOL,
    ClarificationMiddleware,
    ask_clarification,
)
from chain.middlewares.finish_reason import (
    MODEL_LENGTH_CAPPED,
    SAFETY_FILTERED,
    ModelLengthFinishReasonMiddleware,
    SafetyFinishReasonMiddleware,
)
from chain.middlewares.terminal_response import (
    ERROR_TEXT,
    RECOVERY_PROMPT,
    TERMINAL_ERROR_KEY,
    TerminalResponseMiddleware,
)

AFTER_TOOLS = [HumanMessage("go", id="u"), AIMessage("", id="a", tool_calls=[{"name": "bash", "args": {}, "id": "c"}]),
               ToolMessage("out", tool_call_id="c", id="m")]


def test_empty_terminal_answer_is_retried_once_with_hidden_prompt(model_request, recording_handler):
    handler = recording_handler(AIMessage(""), AIMessage("final answer"))
    response = TerminalResponseMiddleware().wrap_model_call(model_request(AFTER_TOOLS), handler)
    assert [m.content for m in response.result] == ["final answer"]
    retry = handler.requests[1].messages[-1]
    assert retry.content == RECOVERY_PROMPT and retry.additional_kwargs["hide_from_ui"]


async def test_second_empty_answer_becomes_a_visible_error(model_request, recording_handler):
    handler = recording_handler(AIMessage("", id="e1"), AIMessage("   ", id="e2"))
    response = await TerminalResponseMiddleware().awrap_model_call(model_request(AFTER_TOOLS), handler.acall)
    error = response.result[0]
    assert error.content == ERROR_TEXT and error.additional_kwargs[TERMINAL_ERROR_KEY] is True and error.id == "e2"
    assert len(handler.requests) == 2


def test_empty_answer_without_tool_execution_is_not_retried(model_request, recording_handler):
    handler = recording_handler(AIMessage(""))
    TerminalResponseMiddleware().wrap_model_call(model_request([HumanMessage("hi")]), handler)
    assert len(handler.requests) == 1


@pytest.mark.parametrize("metadata, capped", [
    ({"finish_reason": "length"}, True), ({"finish_reason": "MAX_TOKENS"}, True),
    ({"stop_reason": "max_tokens"}, True), ({"finish_reason": "stop"}, False),
])
def test_model_length_cap_is_recorded_without_touching_content(metadata, capped):
    envelope = '<tool_call>{"name": "bash", "arguments": {"command": "rm -rf /"}}</tool_call> and then'
    message = AIMessage(envelope, response_metadata=metadata)
    update = ModelLengthFinishReasonMiddleware().after_model({"messages": [message]}, None)
    assert update == ({STOP_REASON_KEY: MODEL_LENGTH_CAPPED} if capped else None)
    assert message.content == envelope and message.tool_calls == []


def test_length_with_tool_call_intent_is_not_capped():
    message = AIMessage("", response_metadata={"finish_reason": "length"},
                        tool_calls=[{"name": "bash", "args": {}, "id": "c"}])
    assert ModelLengthFinishReasonMiddleware().after_model({"messages": [message]}, None) is None


@pytest.mark.parametrize("reason", ["content_filter", "SAFETY", "refusal"])
def test_safety_termination_suppresses_tool_execution(reason):
    message = AIMessage("partial", response_metadata={"finish_reason": reason},
                        tool_calls=[{"name": "bash", "args": {"command": "x"}, "id": "c"}],
                        additional_kwargs={"tool_calls": [{"id": "c", "function": {"name": "bash"}}]})
    update = SafetyFinishReasonMiddleware().after_model({"messages": [message]}, None)
    out = update["messages"][0]
    assert out.tool_calls == [] and "tool_calls" not in out.additional_kwargs and out.content.startswith("partial")
    assert update[STOP_REASON_KEY] == SAFETY_FILTERED
    assert SafetyFinishReasonMiddleware().after_model({"messages": [AIMessage("ok")]}, None) is None


def _calls(*names):
    return [{"name": n, "args": {"question": "Which?"} if n == CLARIFICATION_TOOL else {}, "id": f"c{i}",
             "type": "tool_call"} for i, n in enumerate(names)]


def test_clarification_drops_same_turn_siblings(runtime_factory):
    raw = {"tool_calls": [{"id": f"c{i}", "function": {"name": "x"}} for i in range(3)]}
    message = AIMessage("", id="a", tool_calls=_calls("bash", CLARIFICATION_TOOL, "write_file"), additional_kwargs=raw)
    out = ClarificationMiddleware().after_model({"messages": [message]}, runtime_factory())["messages"][0]
    assert [c["name"] for c in out.tool_calls] == [CLARIFICATION_TOOL]
    assert [c["id"] for c in out.additional_kwargs["tool_calls"]] == ["c1"]
    runtime = runtime_factory()
    runtime.context["disable_clarification"] = True
    assert ClarificationMiddleware().after_model({"messages": [message]}, runtime) is None


def test_malformed_clarification_on_invalid_tool_calls_is_the_same_stop_signal(runtime_factory):
    message = AIMessage("", id="a", tool_calls=_calls("bash"), invalid_tool_calls=[
        {"name": CLARIFICATION_TOOL, "args": '{"question": "Pick one", "options": ["a"', "id": "bad", "error": "json",
         "type": "invalid_tool_call"}])
    out = ClarificationMiddleware().after_model({"messages": [message]}, runtime_factory())["messages"][0]
    assert [(c["name"], c["id"]) for c in out.tool_calls] == [(CLARIFICATION_TOOL, "bad")] and out.invalid_tool_calls == []
    assert out.tool_calls[0]["args"] == {"question": "Pick one"}


def test_clarification_answers_without_running_and_ends_the_run(request_factory):
    request = request_factory(CLARIFICATION_TOOL, {"question": "Which DB?", "options": {"option": ["pg", " pg ", ""]}},
                              call_id="q1")
    result = ClarificationMiddleware().wrap_tool_call(request, lambda r: pytest.fail("must not execute"))
    assert isinstance(result, ToolMessage) and result.tool_call_id == "q1"
    assert result.artifact["human_input"] == {"version": 1, "mode": "choice_with_other", "question": "Which DB?",
                                              "options": ["pg"]}
    assert result.content == "Which DB?\n1. pg"
    assert ask_clarification.return_direct is True  # create_agent's exit after the tools step


async def test_clarification_async_passes_other_tools(request_factory):
    request = request_factory("bash", {"command": "ls"})

    async def handler(r):
        return ToolMessage("ran", tool_call_id="c1")

    assert (await ClarificationMiddleware().awrap_tool_call(request, handler)).content == "ran"


FIELD = {"name": "db", "label": "Database", "type": "select", "options": ["pg", "mysql"], "required": True}


def test_v2_form_payload_and_local_degradation():
    fields = [FIELD, {"name": "notes", "type": []}, {"name": "size", "type": "select", "options": [" ", ""]},
              {"name": "ok", "type": "checkbox", "required": True}, {"name": "when", "type": "date"}]
    payload = clarification_payload({"question": "Setup", "fields": fields})
    assert payload["version"] == 2 and payload["mode"] == "form"
    kinds = {f["name"]: f["type"] for f in payload["fields"]}
    assert kinds == {"db": "select", "notes": "text", "size": "text", "ok": "checkbox", "when": "text"}
    checkbox = next(f for f in payload["fields"] if f["name"] == "ok")
    assert checkbox["default"] == "no" and checkbox["required"] is True


@pytest.mark.parametrize("broken", [
    "not a dict", {"name": "__proto__"}, {"name": "constructor"}, {"name": "bad name"}, {"name": "db"},
    {"name": "x", "label": "L" * 201}, {"name": "x", "type": "select", "options": [str(i) for i in range(MAX_OPTIONS + 1)]},
    {"name": "x", "type": "select", "options": ["o" * 201]},
])
def test_one_broken_field_degrades_the_whole_form(broken):
    payload = clarification_payload({"question": "Q", "fields": [FIELD, broken], "options": ["a", "b"]})
    assert payload == {"version": 1, "mode": "choice_with_other", "question": "Q", "options": ["a", "b"]}


def test_form_caps_fields_and_serialized_size():
    assert normalize_form([{"name": f"f{i}"} for i in range(MAX_FIELDS)]) is not None
    assert normalize_form([{"name": f"f{i}"} for i in range(MAX_FIELDS + 1)]) is None
    big = [{"name": f"f{i}", "label": "é" * 200, "type": "select", "options": [f"{j}" + "é" * 190 for j in range(24)]}
           for i in range(4)]
    assert len(json.dumps(big[:1], ensure_ascii=False).encode()) < MAX_FORM_SERIALIZED_BYTES
    assert normalize_form(big) is None
    assert clarification_payload({"question": "Q", "fields": big})["mode"] == "free_text"


def test_xml_to_dict_options_flatten_in_source_order():
    nested = {"options": {"option": [{"#text": "<b>Alpha</b>"}, "Beta", ["Gamma", {"x": "  Alpha "}], None, 3]}}
    assert flatten_options(nested) == ["Alpha", "Beta", "Gamma", "3"]


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=30),
                    lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=5), c, max_size=4),
                    max_leaves=20))
def test_normalization_never_raises_and_is_deterministic(value):
    args = {"question": "Q", "fields": value, "options": value}
    first = clarification_payload(args)
    assert first == clarification_payload(args) and first["version"] in (1, 2)
    assert len(json.dumps(first.get("fields", []), ensure_ascii=False).encode()) <= MAX_FORM_SERIALIZED_BYTES
