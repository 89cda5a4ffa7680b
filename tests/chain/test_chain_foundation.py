"""Provenance, release declarations, tool-result meta, config defaults."""

from __future__ import annotations

import json

import pytest
from langchain_core.messages import HumanMessage, ToolMessage

from chain.config import ChainConfig
from chain.provenance import (
    CONTENT_KIND_KEY,
    PRODUCER_ENTITY_ID_KEY,
    PRODUCER_KIND_KEY,
    SERVER_OWNED_MESSAGE_METADATA_KEYS,
    TOOL_META_KEY,
    provenance_kwargs,
    stamp_provenance,
    strip_inbound,
)
from chain.release import (
    LONG_TEXT_THRESHOLD,
    canonical_hash,
    collect_release_policies,
    declare_text,
)
from chain.tool_result_meta import (
    ERROR_TYPES,
    classify_exception,
    error_tool_message,
    normalize_tool_result,
    read_tool_meta,
)


def test_provenance_stamp_and_strip_roundtrip():
    msg = HumanMessage(content="hi", additional_kwargs={"keep": 1})
    stamped = stamp_provenance(msg, "reminder", "middleware", "DynamicContext")
    assert stamped.additional_kwargs[CONTENT_KIND_KEY] == "reminder"
    assert stamped.additional_kwargs[PRODUCER_KIND_KEY] == "middleware"
    assert stamped.additional_kwargs[PRODUCER_ENTITY_ID_KEY] == "DynamicContext"
    assert CONTENT_KIND_KEY not in msg.additional_kwargs  # input untouched
    [clean] = strip_inbound([stamped])
    assert clean.additional_kwargs == {"keep": 1}


def test_provenance_optional_entity_and_required_kinds():
    assert PRODUCER_ENTITY_ID_KEY not in provenance_kwargs("a", "b")
    with pytest.raises(ValueError):
        provenance_kwargs("", "middleware")


def test_every_server_owned_key_is_stripped():
    forged = HumanMessage(content="x", additional_kwargs={k: "forged" for k in SERVER_OWNED_MESSAGE_METADATA_KEYS})
    [clean] = strip_inbound([forged])
    assert clean.additional_kwargs == {}
    untouched = HumanMessage(content="y")
    assert strip_inbound([untouched])[0] is untouched


class _Declares:
    name = "Declares"

    def __init__(self, params):
        self._params = params

    def release_policy_parameters(self):
        return self._params


def test_release_policies_collected_and_validated():
    policies = collect_release_policies([_Declares({"a": 1}), object()])
    assert policies == {"Declares": {"a": 1}}
    with pytest.raises(TypeError, match="Declares"):
        collect_release_policies([_Declares({"bad": object()})])


def test_long_text_is_declared_by_canonical_hash():
    short, long = "x" * LONG_TEXT_THRESHOLD, "y" * (LONG_TEXT_THRESHOLD + 1)
    assert declare_text(short) == short
    assert declare_text(long) == canonical_hash(long) and long not in declare_text(long)
    assert canonical_hash({"b": 1, "a": 2}) == canonical_hash({"a": 2, "b": 1})
    assert canonical_hash("e\u0301") == canonical_hash("\u00e9")  # NFC-canonical


@pytest.mark.parametrize(
    ("exc", "kind"),
    [
        (FileNotFoundError("x"), "not_found"),
        (PermissionError("x"), "permission"),
        (TimeoutError(), "timeout"),
        (ConnectionError(), "transient"),
        (ValueError("x"), "invalid_arguments"),
        (RuntimeError("x"), "internal"),
    ],
)
def test_exception_classification(exc, kind):
    assert classify_exception(exc) == kind


def test_normalize_stamps_every_field_and_first_writer_wins():
    ok = normalize_tool_result(ToolMessage(content="fine", tool_call_id="1"))
    meta = ok.additional_kwargs[TOOL_META_KEY]
    assert set(meta) == {"status", "error_type", "recoverable_by_model", "recommended_next_action", "source"}
    assert meta["status"] == "success" and meta["recommended_next_action"] == "continue"
    err = error_tool_message("no", tool_call_id="2", tool_name="t", error_type="auth", source="Gate")
    again = normalize_tool_result(err, error_type="not_found", source="tool")
    assert read_tool_meta(again).error_type == "auth"
    assert read_tool_meta(again).recommended_next_action == "stop"
    assert read_tool_meta(again).recoverable_by_model is False


def test_unknown_error_type_fails_closed_to_internal():
    msg = error_tool_message("x", tool_call_id="1", tool_name="t", error_type="made-up", source="s")
    assert read_tool_meta(msg).error_type == "internal"
    assert all(action in {"change_arguments", "read_first", "retry_later", "stop"} for _, action in ERROR_TYPES.values())


def test_config_defaults_follow_the_spec():
    config = ChainConfig()
    assert config.read_before_write.enabled is True
    assert config.verification.receipts_enabled is True
    assert config.verification.ledger_budget_chars == 2_000
    assert config.tool_progress.enabled is False
    assert config.authorization.enabled is False and config.guardrails.enabled is False
    assert config.tool_output.storage_subdir == ".tool-results"
    assert {"web_fetch", "web_search", "image_search", "web_capture"} <= config.tool_result_sanitization.remote_tools
    json.loads(config.model_dump_json())
    with pytest.raises(ValueError):
        ChainConfig(unknown=1)
