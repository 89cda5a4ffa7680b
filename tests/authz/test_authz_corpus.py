"""Replays every line of fuzz/corpus/authz/*.jsonl against the corpus policy."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from authz import Principal, build_principal_from_context, load_policy, strip_client_identity

CORPUS = Path(__file__).resolve().parents[2] / "fuzz" / "corpus" / "authz"
CASES = [
    json.loads(line) for path in sorted(CORPUS.glob("*.jsonl")) for line in path.read_text("utf-8").splitlines() if line
]
PROVIDER = load_policy(CORPUS / "policy.yaml")


def test_corpus_is_well_formed() -> None:
    assert len(CASES) > 100
    ids = [case["id"] for case in CASES]
    assert len(ids) == len(set(ids))
    for case in CASES:
        assert {"id", "expected", "category", "source"} <= case.keys()
        assert case["expected"] in {"allow", "deny", "invalid", "stripped", "internal"}
        assert case["source"] == "original" or case["source"].startswith("https://")


@pytest.mark.parametrize("case", CASES, ids=[case["id"] for case in CASES])
def test_corpus_case(case: dict) -> None:
    expected = case["expected"]
    if expected in {"stripped", "internal"}:
        _check_context(case)
        return
    if expected == "invalid":
        with pytest.raises(ValidationError):
            Principal.model_validate(case["principal"])
        return
    principal = Principal.model_validate(case["principal"])
    decision = PROVIDER.authorize(principal, case["resource"], case["action"], case.get("target"))
    assert decision.allowed == (expected == "allow"), decision.reason


def _check_context(case: dict) -> None:
    context, source = case["context"], case["auth_source"]
    direct = build_principal_from_context(context, default_role=PROVIDER.default_role, auth_source=source)
    if case["expected"] == "internal":
        assert direct.is_internal is True
        assert direct.attributes == context["authz_attributes"]
        assert direct.channel_user_id == context["channel_user_id"]
        return
    assert direct.is_internal is False and direct.attributes == {} and direct.channel_user_id is None
    gateway = build_principal_from_context(
        strip_client_identity(context), default_role=PROVIDER.default_role, auth_source=source
    )
    assert gateway == Principal(user_id=context["user_id"], roles=(PROVIDER.default_role,))
