"""bashlex as an independent second parser (optional: bashlex is GPLv3+).

Used where tree-sitter failed or showed a known misparse: the command names
bashlex finds are compared with tree-sitter's, and any command only bashlex
sees is analyzed too (the union). bashlex has its own blind spots (quoted
heredoc delimiters hide the lines after them, bashlex issue 99; it crashes on
empty or comment-only input), so its failure alone never lowers a verdict.
"""

from __future__ import annotations

from dataclasses import dataclass, field

try:  # pragma: no cover - exercised in both states by the tests' environment
    import bashlex  # type: ignore[import-untyped]
except ImportError:  # pragma: no cover
    bashlex = None

from shell_audit.resolve import command_name  # noqa: E402 - after the optional import

AVAILABLE = bashlex is not None
_STRUCTURAL = frozenset({"[", "[[", "export", "declare", "local", "readonly", "typeset", "unset", "((", "let", "test"})


@dataclass(slots=True)
class CrossCheck:
    ok: bool
    names: set[str] = field(default_factory=set)
    commands: list[tuple[int, int]] = field(default_factory=list)  # source spans of simple commands
    rebuilt: str | None = None  # the command re-spelled from bashlex's structure (pipes, lists)
    error: str | None = None


def parse(command: str) -> CrossCheck:
    if bashlex is None:
        return CrossCheck(ok=False, error="bashlex not installed")
    try:
        parts = bashlex.parse(command)
    except Exception as exc:  # noqa: BLE001 - bashlex raises many types, all mean "could not parse"
        return CrossCheck(ok=False, error=f"{type(exc).__name__}: {exc}")
    check = CrossCheck(ok=True)

    class Visitor(bashlex.ast.nodevisitor):  # type: ignore[misc,name-defined]
        def visitcommand(self, node, parts):  # noqa: N802 - bashlex's API
            words = [p for p in parts if p.kind == "word"]
            assignments_done = [p for p in words if "=" not in p.word.split("/")[0] or p.word.startswith("=")]
            if assignments_done:
                head = assignments_done[0].word
                check.commands.append(tuple(node.pos))
                # Names built by expansion or quoting are compared by the classifier's
                # own expansion, not bashlex's raw text; structural builtins are not
                # commands in tree-sitter's tree.
                if not any(c in head for c in "$`'\"\\{}") and head not in _STRUCTURAL:
                    check.names.add(command_name(head))

    try:
        for part in parts:
            Visitor().visit(part)
        check.rebuilt = "\n".join(_rebuild(part, command) for part in parts)
    except Exception as exc:  # noqa: BLE001
        return CrossCheck(ok=False, error=f"{type(exc).__name__}: {exc}")
    return check


def _rebuild(node: object, command: str) -> str:
    """Re-spell bashlex's pipelines and lists with plain separators around the
    source text of each part, so tree-sitter can read bashlex's segmentation
    (keeping the dataflow between pipeline stages, which a per-command re-read loses)."""
    kind = getattr(node, "kind", "")
    parts = getattr(node, "parts", [])
    if kind == "pipeline":
        return " | ".join(_rebuild(p, command) for p in parts if p.kind != "pipe")
    if kind == "list":
        return "".join(f" {p.op} " if p.kind == "operator" else _rebuild(p, command) for p in parts)
    start, end = node.pos  # type: ignore[attr-defined]
    return command[start:end]
