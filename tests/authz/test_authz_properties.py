"""Hypothesis properties: no grant without a granting role, idempotent stripping, mutation-proof
decisions, and the index agreeing with casbin's own enforce() on random policies."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from authz import ACTIONS, Principal, build_principal_from_context, load_policy, strip_client_identity
from authz.principal import CLIENT_RESERVED_KEYS

CORPUS_POLICY = Path(__file__).resolve().parents[2] / "fuzz" / "corpus" / "authz" / "policy.yaml"
PROVIDER = load_policy(CORPUS_POLICY)
GRANTING = PROVIDER.roles | {"alice"}

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=10,
)
resources = st.sampled_from(sorted(ACTIONS))
targets = st.none() | st.text(max_size=12) | st.sampled_from(["web_search", "shell", "threads:read", "runs:cancel", "*"])


@given(
    roles=st.lists(st.text(max_size=10), min_size=1, max_size=3).filter(lambda rs: not set(rs) & GRANTING),
    user_id=st.none() | st.text(max_size=8).filter(lambda u: u not in GRANTING),
    resource=resources,
    target=targets,
    attributes=st.dictionaries(st.text(max_size=5), json_values, max_size=3),
    is_internal=st.booleans(),
)
def test_no_granting_role_means_never_allowed(roles, user_id, resource, target, attributes, is_internal) -> None:
    principal = Principal(user_id=user_id, roles=tuple(roles), attributes=attributes, is_internal=is_internal)
    for action in {ACTIONS[resource], "call", "*"}:
        assert not PROVIDER.authorize(principal, resource, action, target).allowed


@given(st.dictionaries(st.text(max_size=20) | st.sampled_from(sorted(CLIENT_RESERVED_KEYS)), json_values, max_size=6))
def test_stripping_is_idempotent_and_complete(context) -> None:
    once = strip_client_identity(context)
    assert strip_client_identity(once) == once
    assert not set(once) & CLIENT_RESERVED_KEYS
    assert not any(key.startswith("__") for key in once)
    built = build_principal_from_context(context, default_role="viewer", auth_source="jwt")
    assert built.is_internal is False and built.attributes == {} and built.channel_user_id is None


@given(
    attributes=st.dictionaries(st.text(max_size=5), json_values, min_size=1, max_size=3),
    target=st.sampled_from(["web_search", "shell", "read_file"]),
    garbage=json_values,
)
def test_mutating_attributes_after_the_call_changes_nothing(attributes, target, garbage) -> None:
    principal = build_principal_from_context(
        {"roles": ["analyst"], "authz_attributes": attributes}, default_role="viewer", auth_source="internal"
    )
    before, key = PROVIDER.authorize(principal, "tool", "call", target), principal.cache_key
    snapshot = principal.attributes
    for mapping in (attributes, principal.attributes):
        for name in list(mapping):
            mapping[name] = garbage
        mapping["roles"] = ["admin"]
    assert principal.attributes == snapshot and principal.cache_key == key
    assert PROVIDER.authorize(principal, "tool", "call", target) == before


NAMES = ["a", "ab", "abc", "b", "b.c", "b:c"]
ROLES = ["r1", "r2", "r3"]
p_rules = st.tuples(
    st.sampled_from(ROLES),
    st.sampled_from(["tool", "model"]),
    st.sampled_from(NAMES + ["*", "a*", "b*", "b:*", "ab*"]),
)


@given(
    rules=st.lists(p_rules, max_size=12),
    inherit=st.lists(st.tuples(st.sampled_from(ROLES), st.sampled_from(ROLES)), max_size=3),
    role=st.sampled_from(ROLES + ["r4"]),
    resource=st.sampled_from(["tool", "model"]),
    target=st.sampled_from(NAMES + ["abcd", "c", "b:"]),
)
def test_index_matches_casbin_enforce(rules, inherit, role, resource, target) -> None:
    lines = [f"p, {r}, {res}, {ACTIONS[res]}, {pat}" for r, res, pat in rules]
    lines += [f"g, {child}, {parent}" for child, parent in inherit if child != parent]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "policy.csv"
        path.write_text("\n".join(lines) + "\n")
        provider = load_policy(path)
    action = ACTIONS[resource]
    ours = provider.authorize(Principal(roles=(role,)), resource, action, target).allowed
    assert ours == provider.enforcer.enforce(role, resource, action, target)
