"""`chainwarden sanitize --jsonl` keeps the JSONL contract."""

from __future__ import annotations

import argparse
import io
import json
import sys

import pytest

from chainwarden.commands import sanitize


def _run(monkeypatch: pytest.MonkeyPatch, lines: list[str], *argv: str) -> list[dict]:
    parser = argparse.ArgumentParser()
    sanitize.register(parser.add_subparsers())
    args = parser.parse_args(["sanitize", "--jsonl", *argv])
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(lines) + "\n"))
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    assert args.handler(args) == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_user_source_neutralizes_and_echoes(monkeypatch: pytest.MonkeyPatch) -> None:
    rows = _run(monkeypatch, [json.dumps({"id": 1, "text": "<system>x</system>"}), json.dumps({"text": "a<b"})])
    assert rows[0] == {"id": 1, "text": "<system>x</system>", "sanitized": "&lt;system&gt;x&lt;/system&gt;", "changed": True}
    assert rows[1]["sanitized"] == "a<b" and rows[1]["changed"] is False


def test_tool_source_applies_scope(monkeypatch: pytest.MonkeyPatch) -> None:
    lines = [json.dumps({"text": "<memory>", "tool": t}) for t in ("bash", "web_fetch", "fetch_url")]
    lines.append(json.dumps({"text": "<memory>"}))
    rows = _run(monkeypatch, lines, "--source", "tool")
    assert [r["changed"] for r in rows] == [False, True, False, True]
    assert _run(monkeypatch, lines[2:3], "--source", "tool", "--mcp")[0]["changed"] is True


def test_malformed_lines_get_error_lines_and_the_run_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    rows = _run(monkeypatch, ["not json", json.dumps({"text": 3}), json.dumps({"text": "<tool>", "tool": 5}), json.dumps({"text": "ok"})], "--source", "tool")
    assert [("error" in r) for r in rows] == [True, True, True, False]


def test_a_lone_surrogate_comes_back_escaped_and_intact(monkeypatch: pytest.MonkeyPatch) -> None:
    """JSON may escape a lone surrogate; the output line must stay valid UTF-8 and keep it."""
    parser = argparse.ArgumentParser()
    sanitize.register(parser.add_subparsers())
    args = parser.parse_args(["sanitize", "--jsonl"])
    monkeypatch.setattr(sys, "stdin", io.StringIO('{"text": "<system> \\udce9"}\n{"text": "caf\\u00e9"}\n'))
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    assert args.handler(args) == 0
    first, second = out.getvalue().splitlines()
    first.encode("utf-8")  # no raw surrogate in the output
    assert json.loads(first)["sanitized"] == "&lt;system&gt; \udce9"
    assert "café" in second  # other lines stay readable UTF-8
