"""docs/rules.md is generated from the rules: a rule edited without regenerating
the catalogue fails here (regenerate with `python -m chainwarden.docs`)."""

from __future__ import annotations

from chainwarden.docs import DOCS, rules_markdown


def test_catalogue_matches_the_rules() -> None:
    assert (DOCS / "rules.md").read_text(encoding="utf-8") == rules_markdown(), "docs/rules.md is stale: run `python -m chainwarden.docs`"


def test_catalogue_names_every_rule() -> None:
    from shell_audit import RULES

    text = (DOCS / "rules.md").read_text(encoding="utf-8")
    missing = [rule_id for rule_id in RULES if f"### {rule_id} " not in text]
    assert not missing
