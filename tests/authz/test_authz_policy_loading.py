"""Loading: YAML, casbin CSV and SQL (SQLite); validation errors; default-role checks; reload."""

from __future__ import annotations

import asyncio
from pathlib import Path

import casbin
import pytest
import sqlalchemy_adapter

from authz import PolicyLoadError, Principal, load_policy, request_scope
from authz.policy import MODEL_TEXT, new_enforcer

CSV = """\
p, analyst, tool, call, web_search
p, analyst, model, use, gpt-4o-mini
p, admin, tool, call, *
p, admin, route, access, runs:*
p, viewer, route, access, threads:read
p, user:bob, tool, call, deploy
g, admin, analyst
g, user:carol, admin
"""

ANALYST = Principal(roles=("analyst",))


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_yaml_example_decisions(provider) -> None:
    assert provider.default_role == "viewer"
    assert provider.roles == frozenset({"admin", "analyst", "viewer"})
    assert provider.authorize(ANALYST, "tool", "call", "web_search").allowed
    assert not provider.authorize(ANALYST, "tool", "call", "shell").allowed
    assert provider.authorize(ANALYST, "model", "use", "gpt-4o-mini").allowed
    assert not provider.authorize(ANALYST, "sandbox", "execute").allowed
    alice = Principal(user_id="alice")
    assert provider.authorize(alice, "sandbox", "execute").allowed
    assert provider.authorize(alice, "route", "access", "runs:cancel").allowed
    nobody = Principal()
    assert provider.authorize(nobody, "route", "access", "threads:read").policy == "p, viewer, route, access, threads:read"
    assert not provider.authorize(nobody, "route", "access", "threads:write").allowed


def test_users_are_a_separate_namespace(tmp_path: Path) -> None:
    path = _write(tmp_path, "p.yaml", "roles:\n  admin: {tools: ['*']}\n  viewer: {}\n")
    provider = load_policy(path)
    # A user whose id is "admin" is not the role admin.
    assert not provider.authorize(Principal(user_id="admin", roles=("viewer",)), "tool", "call", "x").allowed
    assert not provider.authorize(Principal(roles=("user:admin",)), "tool", "call", "x").allowed


def test_csv_with_inheritance_and_user_bindings(tmp_path: Path) -> None:
    provider = load_policy(_write(tmp_path, "p.csv", CSV), default_role="viewer")
    admin = Principal(roles=("admin",))
    assert provider.authorize(admin, "model", "use", "gpt-4o-mini").allowed  # inherited from analyst
    assert provider.authorize(Principal(user_id="carol"), "route", "access", "runs:read").allowed
    assert provider.authorize(Principal(user_id="bob", roles=("viewer",)), "tool", "call", "deploy").allowed
    assert not provider.authorize(Principal(user_id="dave", roles=("viewer",)), "tool", "call", "deploy").allowed


def _sqlite_url(tmp_path: Path, text: str) -> str:
    url = f"sqlite:///{tmp_path / 'policy.db'}"
    source = load_policy(_write(tmp_path, "seed.csv", text), default_role="viewer")
    sqlalchemy_adapter.Adapter(url).save_policy(source.enforcer.get_model())
    return url


def test_sql_store_loads_and_reloads(tmp_path: Path) -> None:
    url = _sqlite_url(tmp_path, CSV)
    provider = load_policy(url, default_role="viewer")
    assert provider.authorize(Principal(user_id="carol"), "tool", "call", "anything").allowed
    assert not provider.authorize(ANALYST, "tool", "call", "web_fetch").allowed
    sqlalchemy_adapter.Adapter(url).add_policy("p", "p", ["analyst", "tool", "call", "web_fetch"])
    provider.reload()
    assert provider.authorize(ANALYST, "tool", "call", "web_fetch").allowed
    assert provider.policy_version == 2


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("roles: [", "not valid YAML"),
        ("- just a list", "Input should be a valid dictionary"),
        ("roles:\n  a: {tools: [1]}\n", "roles.a.tools.0"),
        ("roles:\n  a: {tool: ['x']}\n", "Extra inputs"),
        ("roles:\n  a: {sandbox: 'yes'}\n", "roles.a.sandbox"),
        ("default_role: ghost\nroles:\n  a: {}\n", "default_role 'ghost' is not a role"),
        ("roles:\n  a: {}\nusers:\n  bob: [root]\n", "undeclared roles ['root']"),
        ("roles:\n  'ad*min': {}\n", "invalid role names"),
        ("roles:\n  a: {tools: ['web_*_x']}\n", "invalid tool pattern"),
        ("roles:\n  a: {tools: ['../etc']}\n", "invalid tool pattern"),
        ("roles:\n  a: {routes: ['thread:read']}\n", "matches no registered permission"),
        ("roles:\n  a: {models: ['']}\n", "invalid model pattern"),
        ("roles:\n  a: {}\nusers:\n  'bo,b': [a]\n", "invalid user subject"),
    ],
)
def test_bad_yaml_is_a_clear_load_error(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(PolicyLoadError, match="YAML role file") as info:
        load_policy(_write(tmp_path, "p.yaml", text))
    assert message in str(info.value)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("p, admin, tool, call", "expected 4 fields"),
        ("p, admin, tool, execute, x", "unsupported resource/action"),
        ("p, admin, file, read, x", "unsupported resource/action"),
        ("p, ad min, tool, call, x", "invalid role name"),
        ("p, admin, sandbox, execute, other", "sandbox pattern"),
        ("g, admin", "grouping policy elements"),
        ("g, admin, analyst, extra", "expected 2 fields"),
        ("g, admin, user:root", "invalid role name"),
        ("p, admin, tool, call, x]", "IndexError"),
    ],
)
def test_bad_csv_is_a_clear_load_error(tmp_path: Path, line: str, message: str) -> None:
    with pytest.raises(PolicyLoadError, match="casbin CSV") as info:
        load_policy(_write(tmp_path, "p.csv", line + "\n"))
    assert message in str(info.value)


def test_every_problem_is_reported_up_to_a_bound(tmp_path: Path) -> None:
    lines = "".join(f"p, r{i}, tool, call, bad*x{i}\n" for i in range(8))
    with pytest.raises(PolicyLoadError, match=r"and 3 more"):
        load_policy(_write(tmp_path, "p.csv", lines))


@pytest.mark.parametrize("name", ["missing.yaml", "missing.csv", "policy.txt"])
def test_missing_or_unknown_files(tmp_path: Path, name: str) -> None:
    with pytest.raises(PolicyLoadError, match=r"no such file|unknown policy format"):
        load_policy(tmp_path / name)


def test_bad_sql_url_is_a_load_error() -> None:
    with pytest.raises(PolicyLoadError, match="SQL policy store"):
        load_policy("nosuchdialect://host/db")


def test_unknown_default_role_fails_construction_not_an_empty_tool_set(tmp_path: Path) -> None:
    path = _write(tmp_path, "p.csv", CSV)
    with pytest.raises(PolicyLoadError, match=r"default_role 'guest' is not a role .*known: admin, analyst, viewer"):
        load_policy(path, default_role="guest")


def test_empty_sql_store_with_a_default_role_fails(tmp_path: Path) -> None:
    with pytest.raises(PolicyLoadError, match="known: none"):
        load_policy(f"sqlite:///{tmp_path / 'empty.db'}", default_role="viewer")


def test_reload_picks_up_changes_and_invalidates_the_request_cache(roles_file: Path) -> None:
    provider = load_policy(roles_file)
    with request_scope():
        assert not provider.authorize(ANALYST, "tool", "call", "shell").allowed
        roles_file.write_text(roles_file.read_text().replace('"read_file"]', '"read_file", "shell"]'))
        provider.reload()
        assert provider.authorize(ANALYST, "tool", "call", "shell").allowed


def test_failed_reload_keeps_the_old_policy(roles_file: Path) -> None:
    provider = load_policy(roles_file)
    roles_file.write_text("default_role: viewer\nroles:\n  analyst: {}\n")
    with pytest.raises(PolicyLoadError, match="default_role 'viewer'"):
        provider.reload()
    assert provider.policy_version == 1
    assert provider.authorize(ANALYST, "tool", "call", "web_search").allowed


async def test_async_reload(roles_file: Path) -> None:
    provider = load_policy(roles_file)
    roles_file.write_text(roles_file.read_text().replace('"web_search", ', ""))
    await provider.areload()
    assert not (await provider.aauthorize(ANALYST, "tool", "call", "web_search")).allowed
    roles_file.write_text("roles: [")
    with pytest.raises(PolicyLoadError):
        await provider.areload()
    assert (await provider.aauthorize(ANALYST, "tool", "call", "web_fetch")).allowed


def test_concurrent_reloads_serialize(roles_file: Path) -> None:
    provider = load_policy(roles_file)

    async def many() -> None:
        await asyncio.gather(*(provider.areload() for _ in range(4)))

    asyncio.run(many())
    assert provider.policy_version == 5


def test_shipped_model_is_the_one_casbin_loads() -> None:
    enforcer = new_enforcer(casbin.persist.Adapter())
    assert "keyMatch(r.obj, p.obj)" in MODEL_TEXT
    assert enforcer.get_model().model["m"]["m"].value
