"""Generate docs/rules.md from the rule registry (`python -m chainwarden.docs`)."""

from __future__ import annotations

import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent.parent / "docs"


def rules_markdown() -> str:
    from shell_audit.rules.registry import FAMILIES

    lines = [
        "# Shell classifier rules",
        "",
        "Generated from `shell_audit/rules/` by `python -m chainwarden.docs`; do not edit by hand.",
        "Every rule has a stable id; its examples are run by `tests/shell_audit/test_rules.py`.",
        "",
    ]
    for family in FAMILIES:
        lines += [f"## {family.name}", ""]
        for rule in family.rules:
            lines += [f"### {rule.id} `{rule.name}` ({rule.level.value}, severity {rule.severity.value})", "", rule.summary, "", rule.doc, ""]
            if rule.positives:
                lines += ["Raises on:", ""] + [f"- `{_code(p)}`" for p in rule.positives] + [""]
            if rule.negatives:
                lines += ["Does not raise on:", ""] + [f"- `{_code(n)}`" for n in rule.negatives] + [""]
    return "\n".join(lines).rstrip() + "\n"


def _code(text: str) -> str:
    shown = text if len(text) <= 120 else text[:117] + "..."
    return shown.encode("utf-8", "backslashreplace").decode("utf-8").replace("\n", "\\n").replace("`", "\\`").replace("\x00", "\\0")


def main() -> int:
    DOCS.mkdir(exist_ok=True)
    (DOCS / "rules.md").write_text(rules_markdown(), encoding="utf-8")
    print(f"wrote {DOCS / 'rules.md'}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
