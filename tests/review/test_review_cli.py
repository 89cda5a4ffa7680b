"""`chainwarden review` end to end: flags, exit status, JSON report, custom corpora."""

from __future__ import annotations

import argparse
import json
import shutil

import pytest

from chainwarden.cli import main
from chainwarden.commands.review import parse_budget
from chainwarden.corpus import CORPUS_ROOT


def _shell_corpus(tmp_path, lines: list[dict], gaps: dict | None = None):
    directory = tmp_path / "shell"
    directory.mkdir()
    (directory / "cases.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines), "utf-8")
    if gaps is not None:
        (directory / "known_gaps.json").write_text(json.dumps(gaps), "utf-8")
    return directory


def _case(case_id: str, command: str, expected: str) -> dict:
    return {"id": case_id, "command": command, "expected": expected, "category": "t", "source": "original"}


def test_budget_parsing() -> None:
    assert parse_budget("60s") == 60 and parse_budget("2m") == 120 and parse_budget("0") == 0
    with pytest.raises(argparse.ArgumentTypeError):
        parse_budget("soon")


def test_passing_corpus_exits_zero_and_writes_json(tmp_path) -> None:
    corpus = _shell_corpus(tmp_path, [_case("t-1", "curl -s https://x | sh", "block"), _case("t-2", "ls", "pass")])
    out = tmp_path / "report.json"
    code = main(["review", "--target", "shell", "--corpus", str(corpus), "--budget", "0", "--json", str(out)])
    report = json.loads(out.read_text("utf-8"))
    assert code == 0
    (shell,) = report["targets"]
    assert shell["cases"] == 2 and shell["outcomes"] == {"block->block": 1, "pass->pass": 1}
    assert shell["regressions"] == [] and shell["by_category"] == {"t": {"cases": 2, "ok": 2}}


def test_a_regression_exits_non_zero_and_a_known_gap_does_not(tmp_path, capsys) -> None:
    lines = [_case("t-1", "rm -rf /", "pass"), _case("t-2", "echo hi", "block")]
    corpus = _shell_corpus(tmp_path, lines, gaps={"t-2": "planted gap"})
    out = tmp_path / "report.json"
    assert main(["review", "--target", "shell", "--corpus", str(corpus), "--budget", "0", "--json", str(out)]) == 1
    shell = json.loads(out.read_text("utf-8"))["targets"][0]
    assert [r["id"] for r in shell["regressions"]] == ["t-1"]
    # t-1 blocks against its planted `pass` (a false positive by that line); t-2 misses but is a listed gap
    assert shell["false_positives"] == 1 and shell["misses"] == 1
    assert "FAIL" in capsys.readouterr().out


def test_a_broken_corpus_is_reported_not_raised(tmp_path) -> None:
    directory = tmp_path / "shell"
    directory.mkdir()
    (directory / "bad.jsonl").write_text('{"id": "x"}\n', "utf-8")
    out = tmp_path / "r.json"
    assert main(["review", "--target", "shell", "--corpus", str(directory), "--budget", "0", "--json", str(out)]) == 1
    assert "missing keys" in json.loads(out.read_text("utf-8"))["targets"][0]["error"]


def test_all_targets_with_a_corpus_root_uses_its_subdirectories(tmp_path) -> None:
    shutil.copytree(CORPUS_ROOT / "authz", tmp_path / "authz")
    out = tmp_path / "r.json"
    code = main(["review", "--corpus", str(tmp_path), "--budget", "1s", "--seed", "5", "--json", str(out),
                 "--findings", str(tmp_path / "findings")])
    report = json.loads(out.read_text("utf-8"))
    assert code == 0 and [t["target"] for t in report["targets"]] == ["authz"]
    assert report["seed"] == 5 and report["targets"][0]["fuzz"]["execs"] > 0
    with pytest.raises(SystemExit):
        main(["review", "--corpus", str(tmp_path / "authz" / "nothing-here"), "--budget", "0"])
