"""Every rule's documented examples: positives raise the rule, negatives do not."""

import pytest

from shell_audit import RULES, classify
from shell_audit.models import Level

CASES = [(rule.id, text, True) for rule in RULES.values() for text in rule.positives] + [
    (rule.id, text, False) for rule in RULES.values() for text in rule.negatives
]


@pytest.mark.parametrize(("rule_id", "command", "raises"), CASES, ids=[f"{r}-{'pos' if p else 'neg'}-{i}" for i, (r, _, p) in enumerate(CASES)])
def test_rule_examples(rule_id: str, command: str, raises: bool) -> None:
    verdict = classify(command)
    assert (rule_id in verdict.rule_ids) is raises, (command, verdict.findings)
    if raises and RULES[rule_id].level is Level.BLOCK:
        assert verdict.verdict is Level.BLOCK


def test_every_rule_is_documented_with_examples() -> None:
    for rule in RULES.values():
        assert rule.doc and rule.summary
        # rules that only fire on conditions examples cannot produce (internal errors,
        # parser disagreements, both parsers failing) are covered by dedicated tests
        if rule.id not in {"SA005", "SA006", "SA904", "SA908"}:
            assert rule.positives, rule.id


def test_rule_ids_are_unique_and_stable_format() -> None:
    assert all(rid.startswith("SA") and rid[2:].isdigit() and len(rid) == 5 for rid in RULES)
