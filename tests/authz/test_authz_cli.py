"""`chainwarden authz check --policy FILE --jsonl`: the JSONL contract and load failures."""

from __future__ import annotations

import argparse
import io
import json
from pathlib import Path

import pytest

from chainwarden.commands import authz as authz_command


def _run(argv: list[str], stdin: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]):
    parser = argparse.ArgumentParser(prog="chainwarden")
    authz_command.register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = args.handler(args)
    out, err = capsys.readouterr()
    return code, [json.loads(line) for line in out.splitlines()], err


def test_check_jsonl(roles_file: Path, monkeypatch, capsys) -> None:
    lines = [
        {"principal": {"roles": ["analyst"]}, "resource": "tool", "action": "call", "target": "web_search"},
        {"principal": {"user_id": "alice"}, "resource": "sandbox", "action": "execute", "id": "keep-me"},
        {"principal": {"roles": ["analyst"]}, "resource": "tool", "action": "call", "target": "../shell"},
        {"principal": {"is_internal": "true", "roles": ["admin"]}, "resource": "tool", "action": "call", "target": "x"},
        {"principal": {"roles": ["admin"]}, "resource": "tool", "action": "call", "target": ["x"]},
        {"resource": "tool", "action": "call"},
    ]
    stdin = "\n".join(json.dumps(line) for line in lines) + "\nnot json\n"
    code, out, _ = _run(["authz", "check", "--policy", str(roles_file), "--jsonl"], stdin, monkeypatch, capsys)
    assert code == 0 and len(out) == 7
    assert out[0]["allowed"] is True and out[0]["policy"] == "p, analyst, tool, call, web_search"
    assert out[1]["allowed"] is True and out[1]["id"] == "keep-me"
    assert out[2]["allowed"] is False and "canonical" in out[2]["reason"]
    assert "allowed" not in out[3] and "invalid principal: is_internal" in out[3]["error"]
    assert "target" in out[4]["error"]
    assert "missing required key 'principal'" in out[5]["error"]
    assert "invalid JSON" in out[6]["error"]


@pytest.mark.parametrize("text", ["roles: [", "default_role: ghost\nroles:\n  a: {}\n"])
def test_a_policy_that_fails_to_load_exits_non_zero_with_the_reason(tmp_path: Path, text, monkeypatch, capsys) -> None:
    policy = tmp_path / "bad.yaml"
    policy.write_text(text)
    code, out, err = _run(["authz", "check", "--policy", str(policy), "--jsonl"], "{}\n", monkeypatch, capsys)
    assert code == 2 and out == []
    assert "cannot load policy" in err and str(policy) in err


def test_default_role_override(tmp_path: Path, monkeypatch, capsys) -> None:
    policy = tmp_path / "p.csv"
    policy.write_text("p, guest, route, access, threads:read\n")
    line = json.dumps({"principal": {}, "resource": "route", "action": "access", "target": "threads:read"})
    code, out, _ = _run(
        ["authz", "check", "--policy", str(policy), "--default-role", "guest", "--jsonl"], line, monkeypatch, capsys
    )
    assert code == 0 and out[0]["allowed"] is True
