"""Code sinks: the places where a value becomes code. Each sink checks the
taint of what reaches it (remote or decoded content blocks, unknown content
warns) and, when the code is static, analyzes it: shell code recursively with a
depth bound, other languages through `codestrings`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from shell_audit import codestrings
from shell_audit.facts import DECODED, LOCAL, REMOTE, UNKNOWN, Field, Invocation, Span, join_fields
from shell_audit.interp import code_source
from shell_audit.paths import canonical
from shell_audit.models import Level
from shell_audit.rules import remote_exec as rx
from shell_audit.rules.persistence import WRAPPED_RISKY_CODE
from shell_audit.rules.structural import CODE_TOO_DEEP, DYNAMIC_CODE
from shell_audit.tables import AWKS, ENCODED_CODE_FLAGS, EVAL_BUILTINS, SOURCE_BUILTINS, interpreter_for

if TYPE_CHECKING:  # pragma: no cover
    from shell_audit.analyzer import Analyzer

_STDIN_PATHS = frozenset({"/dev/stdin", "-", "/proc/self/fd/0", "/dev/fd/0"})


def command_position(an: "Analyzer", head: Field) -> None:
    if head.taint & REMOTE:
        an.findings.add(rx.COMMAND_POSITION, an.fspan(head))
    if head.taint & DECODED:
        an.findings.add(rx.DECODED_EXEC, an.fspan(head))


def invocation(an: "Analyzer", inv: Invocation) -> None:
    name = inv.name or ""
    head = inv.argv[0]
    if head.text and "/" in head.text and an.scope.files.get(canonical(head.text), 0) & (REMOTE | DECODED):
        an.findings.add(rx.DOWNLOAD_THEN_EXEC, an.fspan(head))
    if name in ("alias", "trap"):
        wrapped_definitions(an, inv)
        return
    if name in EVAL_BUILTINS:
        if inv.args:
            code_string(an, join_fields(inv.args), "shell", an.fspan(inv.args[0]), "eval")
        return
    if name in SOURCE_BUILTINS:
        if inv.args:
            script_file(an, inv, inv.args[0], "shell")
        return
    spec = interpreter_for(name)
    if spec is not None:
        src = code_source(spec, inv.args, ENCODED_CODE_FLAGS)
        if src.encoded:
            an.findings.add(rx.ENCODED_POWERSHELL, inv.span)
        for code in src.code_strings:
            code_string(an, code, spec.language, an.fspan(code), name)
        if src.script is not None:
            script_file(an, inv, src.script, spec.language)
        if src.reads_stdin:
            stdin_code(an, inv, spec.language)
        return
    if name in AWKS:
        program = next((a for a in inv.args if a.text is None or not a.text.startswith("-")), None)
        if program is not None and not inv.has_flag("-f"):
            code_string(an, program, "awk", an.fspan(program), name)


def wrapped_definitions(an: "Analyzer", inv: Invocation) -> None:
    """`alias x='code'` and `trap 'code' SIG` store code that runs later."""
    if inv.name == "alias":
        bodies = [Field(text=a.text.split("=", 1)[1], span=a.span, taint=a.taint) for a in inv.args if a.text and "=" in a.text]
    else:
        bodies = [a for a in inv.args[:1] if a.text != "-" and a.text is not None and not a.text.startswith("-")]
    for body in bodies:
        stored_code(an, body, an.fspan(body), inv.name or "")


def stored_code(an: "Analyzer", body: Field, span: Span, via: str) -> None:
    """Code kept for later (alias, trap, PROMPT_COMMAND): analyzed now; if it would
    block, the definition itself is a persistence finding."""
    before = sum(1 for f in an.findings.items if f.level is Level.BLOCK)
    code_string(an, body, "shell", span, via)
    if sum(1 for f in an.findings.items if f.level is Level.BLOCK) > before:
        an.findings.add(WRAPPED_RISKY_CODE, span, f"{via} wraps code that is itself blocked.")


def stdin_code(an: "Analyzer", inv: Invocation, language: str) -> None:
    """The interpreter reads its program from stdin: pipes, here-strings, heredocs."""
    if inv.stdin_taint & REMOTE:
        an.findings.add(rx.PIPED_TO_INTERPRETER, inv.span)
    if inv.stdin_taint & DECODED:
        an.findings.add(rx.DECODED_EXEC, inv.span)
    for red in inv.redirects:
        if red.op == "<<<" and red.target is not None:
            code_string(an, red.target, language, an.fspan(red.target), "here-string")
        elif red.heredoc is not None:
            doc = red.heredoc
            body = Field(text=doc.body, span=doc.span, taint=doc.taint & (REMOTE | DECODED), quoted=True)
            code_string(an, body, language, an.outer_span or doc.span, "heredoc")


def script_file(an: "Analyzer", inv: Invocation, script: Field, language: str) -> None:
    if script.is_procsub:
        if script.taint & REMOTE:
            an.findings.add(rx.PROCESS_SUBSTITUTION, an.fspan(script))
        if script.taint & DECODED:
            an.findings.add(rx.DECODED_EXEC, an.fspan(script))
        return
    if script.text is None:
        return
    if script.text in _STDIN_PATHS:
        stdin_code(an, inv, language)
        return
    taint = an.scope.files.get(canonical(script.text), 0)
    if taint & REMOTE:
        an.findings.add(rx.DOWNLOAD_THEN_EXEC, an.fspan(script))
    if taint & DECODED:
        an.findings.add(rx.DECODED_EXEC, an.fspan(script))


def code_string(an: "Analyzer", code: Field, language: str, span: Span, via: str) -> None:
    if code.taint & REMOTE:
        an.findings.add(rx.CODE_STRING, span, f"Network content reaches code executed by {via}.")
    if code.taint & DECODED:
        an.findings.add(rx.DECODED_EXEC, span, f"Decoded data reaches code executed by {via}.")
    if code.text is None:
        if not code.taint & (REMOTE | DECODED) and code.taint & (UNKNOWN | LOCAL):
            an.findings.add(DYNAMIC_CODE, span, f"{via} executes code that is not known statically.")
        return
    if language == "shell":
        if an.depth + 1 > an.ctx.config.max_code_depth:
            an.findings.add(CODE_TOO_DEEP, span)
            return
        an.ctx.analyze_nested(code.text, an.scope, an.depth + 1, span)
        return
    codestrings.analyze(an, language, code.text, span)
