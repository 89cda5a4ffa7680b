"""Principal: strict internal flag, copy-on-read attributes, stable cache key, the shared builder."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from authz import INTERNAL_AUTH_SOURCE, Principal, build_principal_from_context, strip_client_identity


@pytest.mark.parametrize("forged", ["true", "True", 1, "1", {"value": True}, [True]])
def test_is_internal_accepts_only_literal_booleans(forged: object) -> None:
    with pytest.raises(ValidationError):
        Principal(is_internal=forged)
    assert Principal(is_internal=True).is_internal is True


def test_attributes_are_copied_in_and_out() -> None:
    source = {"team": {"name": "red", "tags": ["a"]}}
    principal = Principal(user_id="u", attributes=source)
    key = principal.cache_key
    source["team"]["tags"].append("b")
    read = principal.attributes
    read["team"]["name"] = "blue"
    assert principal.attributes == {"team": {"name": "red", "tags": ["a"]}}
    assert principal.cache_key == key


def test_cache_key_covers_the_complete_principal() -> None:
    base = Principal(user_id="u", roles=("a",), attributes={"x": {"y": [1]}})
    assert base.cache_key == Principal(user_id="u", roles=("a",), attributes={"x": {"y": [1]}}).cache_key
    variants = [
        Principal(user_id="v", roles=("a",), attributes={"x": {"y": [1]}}),
        Principal(user_id="u", roles=("b",), attributes={"x": {"y": [1]}}),
        Principal(user_id="u", roles=("a",), attributes={"x": {"y": [2]}}),
        Principal(user_id="u", roles=("a",), is_internal=True, attributes={"x": {"y": [1]}}),
        Principal(user_id="u", roles=("a",), channel_user_id="c", attributes={"x": {"y": [1]}}),
    ]
    assert len({base.cache_key, *(v.cache_key for v in variants)}) == 6


def test_revalidating_a_principal_keeps_its_attributes() -> None:
    principal = Principal(roles=("a",), attributes={"x": 1})
    again = Principal.model_validate(principal)
    assert again.attributes == {"x": 1} and principal.attributes == {"x": 1}
    assert again.cache_key == principal.cache_key


def test_an_updated_copy_gets_its_own_cache_key() -> None:
    admin = Principal(roles=("admin",), attributes={"x": [1]})
    viewer = admin.model_copy(update={"roles": ("viewer",)})
    assert viewer.roles == ("viewer",) and viewer.attributes == {"x": [1]}
    assert viewer.cache_key == Principal(roles=("viewer",), attributes={"x": [1]}).cache_key != admin.cache_key
    with pytest.raises(ValidationError):
        admin.model_copy(update={"is_internal": "true"})


def test_principal_round_trips_through_json() -> None:
    principal = Principal(user_id="u", roles=("a",), attributes={"k": [1, {"n": None}]})
    again = Principal.model_validate_json(principal.model_dump_json())
    assert again == principal and again.cache_key == principal.cache_key


@pytest.mark.parametrize(
    "attributes", [{"x": object()}, {1: "int key"}, {"x": float("nan")}, "not a mapping", {"x": {"y": set()}}]
)
def test_non_json_attributes_are_a_clear_error(attributes: object) -> None:
    with pytest.raises(ValidationError, match="attribute"):
        Principal(attributes=attributes)


def test_frozen() -> None:
    principal = Principal(user_id="u")
    with pytest.raises(ValidationError):
        principal.user_id = "v"  # type: ignore[misc]


def test_strip_client_identity_removes_identity_and_reserved_keys() -> None:
    body = {
        "user_id": "u",
        "thread_id": "t",
        "is_internal": True,
        "authz_attributes": {"tier": "gold"},
        "channel_user_id": "im-1",
        "roles": ["admin"],
        "__authorization_outcome": {},
    }
    assert strip_client_identity(body) == {"user_id": "u", "thread_id": "t"}
    assert strip_client_identity(strip_client_identity(body)) == strip_client_identity(body)
    assert strip_client_identity(None) == {}


def test_builder_derives_internal_only_from_the_auth_source() -> None:
    context = {"user_id": "u", "is_internal": True, "authz_attributes": {"a": 1}, "channel_user_id": "c"}
    external = build_principal_from_context(context, default_role="viewer", auth_source="jwt")
    assert external.is_internal is False
    assert external.attributes == {} and external.channel_user_id is None
    assert external.roles == ("viewer",)
    internal = build_principal_from_context(context, default_role="viewer", auth_source=INTERNAL_AUTH_SOURCE)
    assert internal.is_internal is True
    assert internal.attributes == {"a": 1} and internal.channel_user_id == "c"


@pytest.mark.parametrize("source", [None, "Internal", "internal ", b"internal", True, 1])
def test_only_the_exact_internal_source_counts(source: object) -> None:
    assert build_principal_from_context({}, default_role=None, auth_source=source).is_internal is False  # type: ignore[arg-type]


def test_builder_drops_malformed_fields() -> None:
    context = {"user_id": 7, "roles": ["analyst", 3, "", "analyst", None], "authz_attributes": "x"}
    principal = build_principal_from_context(context, default_role="viewer", auth_source=INTERNAL_AUTH_SOURCE)
    assert principal.user_id is None
    assert principal.roles == ("analyst",)
    assert principal.attributes == {}
    assert build_principal_from_context("garbage", default_role=None, auth_source=None) == Principal()  # type: ignore[arg-type]


def test_builder_snapshot_is_independent_of_the_context() -> None:
    attributes = {"groups": ["a"]}
    principal = build_principal_from_context(
        {"authz_attributes": attributes}, default_role=None, auth_source=INTERNAL_AUTH_SOURCE
    )
    attributes["groups"].append("admins")
    assert principal.attributes == {"groups": ["a"]}
