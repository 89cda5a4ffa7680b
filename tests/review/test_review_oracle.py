"""The bubblewrap oracle runs real bash and sees the bypass classes the shell corpora list."""

from __future__ import annotations

import pytest

from chainwarden.corpus import CORPUS_ROOT, fuzz_module, load_cases

CASES = {case["id"]: case for case in load_cases(CORPUS_ROOT / "shell")}

# A fixed sample across the classes the oracle can observe, including the spellings that
# were classifier gaps (brace expansion, globbed paths, $IFS, tar's checkpoint action).
FETCHED_CODE = ["rce-0001", "rce-0019", "rce-0028", "rce-0051", "decode-0040", "decode-0054", "dataflow-0001",
                "dataflow-0019", "codestr-0030", "obfus-0001", "obfus-0046", "obfus-0113"]
DESTRUCTIVE = ["destruct-0001", "destruct-0030", "destruct-0105", "destruct-0113", "decode-0001", "codestr-0001",
               "codestr-0067", "obfus-0112", "obfus-0114"]
BENIGN = ["benign-build-0001", "benign-git-0051", "benign-rmlocal-0045", "benign-capture-0009", "benign-sysinfo-0004"]


@pytest.mark.parametrize("case_id", FETCHED_CODE)
def test_oracle_sees_fetched_content_run_as_code(oracle, case_id: str) -> None:
    result = oracle.check(CASES[case_id]["command"])
    assert "fetched-code" in {r.kind for r in result.risks}, result.summary()


@pytest.mark.parametrize("case_id", DESTRUCTIVE)
def test_oracle_sees_destructive_commands(oracle, case_id: str) -> None:
    result = oracle.check(CASES[case_id]["command"])
    assert "destructive" in {r.kind for r in result.risks}, result.summary()


@pytest.mark.parametrize("case_id", BENIGN)
def test_oracle_finds_nothing_risky_in_everyday_work(oracle, case_id: str) -> None:
    result = oracle.check(CASES[case_id]["command"])
    assert result.risks == () and result.outcome == "agree", result.summary()


def test_a_listed_known_gap_is_a_bypass_to_the_oracle(oracle) -> None:
    """destruct-0073 (known gap): the classifier passes it, bash deletes system files."""
    result = oracle.check(CASES["destruct-0073"]["command"], verdict="pass")
    assert result.outcome == "bypass"
    assert any(r.detail.startswith("rm /") for r in result.risks)


def test_outcomes_compare_truth_with_the_verdict(oracle) -> None:
    assert oracle.check("rm -rf /", verdict="pass").outcome == "bypass"
    assert oracle.check("rm -rf /", verdict="warn").outcome == "weak"
    assert oracle.check("echo hello", verdict="block").outcome == "fp-candidate"
    assert oracle.check("rm -rf build", verdict="pass").outcome == "agree"


def test_the_sandbox_has_no_network_and_a_read_only_root(oracle) -> None:
    execution = oracle.sandbox.run("exec 3<>/dev/tcp/1.1.1.1/80 && echo connected; touch /usr/x && echo wrote; echo ok")
    assert "connected" not in execution.stderr and execution.exit_code == 0
    names = [e.name for e in execution.execs]
    assert names == ["touch"]  # the stub logged it; the real root stays untouched


def test_stubs_log_argv_and_fetchers_write_where_asked(oracle) -> None:
    execution = oracle.sandbox.run("curl -s -o page.html https://example.com && cat page.html | grep -c ran")
    assert execution.execs[0].name == "curl" and execution.execs[0].argv == ("-s", "-o", "page.html", "https://example.com")
    assert not fuzz_module("oracle.risk").risks(execution)
