"""Code sinks: the places where a value becomes code. Each sink checks the
taint of what reaches it (remote or decoded content blocks, unknown content
warns) and, when the code is static, analyzes it: shell code recursively with a
depth bound, other languages through `codestrings`."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from shell_audit import codestrings
from shell_audit.facts import (
    DECODED,
    LOCAL,
    REMOTE,
    SHELL_IO,
    UNKNOWN,
    Field,
    Invocation,
    Span,
    join_fields,
)
from shell_audit.interp import code_source
from shell_audit.models import Level
from shell_audit.paths import canonical
from shell_audit.rules import remote_exec as rx
from shell_audit.rules.persistence import WRAPPED_RISKY_CODE
from shell_audit.rules.structural import CODE_TOO_DEEP, DYNAMIC_CODE
from shell_audit.tables import (
    AWKS,
    ENCODED_CODE_FLAGS,
    EVAL_BUILTINS,
    SOURCE_BUILTINS,
    interpreter_for,
)

if TYPE_CHECKING:  # pragma: no cover
    from shell_audit.analyzer import Analyzer

_STDIN_PATHS = frozenset({"/dev/stdin", "-", "/proc/self/fd/0", "/dev/fd/0"})
# A file path under this key means "files extracted from remote content here".
REMOTE_TREE = "<extracted>"
Stdin = tuple[int, str | None]


def command_position(an: "Analyzer", head: Field) -> None:
    if head.taint & REMOTE:
        an.findings.add(rx.COMMAND_POSITION, an.fspan(head))
    if head.taint & DECODED:
        an.findings.add(rx.DECODED_EXEC, an.fspan(head))


def dynamic_interpreter(an: "Analyzer", span: Span, stdin: int) -> None:
    """Remote or decoded data piped into a program whose name is only known at
    run time (`| $SHELL`, `| $(which sh)`)."""
    if stdin & REMOTE:
        an.findings.add(rx.PIPED_TO_INTERPRETER, span, "Network content is piped into a program chosen at run time.")
    if stdin & DECODED:
        an.findings.add(rx.DECODED_EXEC, span, "Decoded data is piped into a program chosen at run time.")


def invocation(an: "Analyzer", inv: Invocation) -> int:
    """Check the sinks of one invocation; return extra stdout taint of code it runs."""
    name = inv.name or ""
    head = inv.argv[0]
    stdin: Stdin = (inv.stdin_taint, inv.stdin_text)
    if head.text and "/" in head.text:
        _executed_file(an, head)
    if name in ("alias", "trap"):
        _definitions(an, inv)
        return 0
    if name in EVAL_BUILTINS:
        if inv.args:
            code_string(an, join_fields(inv.args), "shell", an.fspan(inv.args[0]), "eval", stdin)
        return 0
    if name in SOURCE_BUILTINS:
        if inv.args:
            script_file(an, inv, inv.args[0], "shell")
        return 0
    spec = interpreter_for(name)
    if spec is not None:
        src = code_source(spec, inv.args, ENCODED_CODE_FLAGS)
        if src.encoded:
            an.findings.add(rx.ENCODED_POWERSHELL, inv.span)
        taint = 0
        for code in src.code_strings:
            taint |= code_string(an, code, spec.language, an.fspan(code), name, stdin)
        if src.script is not None:
            script_file(an, inv, src.script, spec.language)
        if src.reads_stdin:
            taint |= stdin_code(an, inv, spec.language)
            if spec.language == "shell":
                taint |= SHELL_IO  # a shell session's output (reverse-shell plumbing)
        return taint
    if name in AWKS:
        program = next((a for a in inv.args if a.text is None or not a.text.startswith("-")), None)
        if program is not None and not inv.has_flag("-f"):
            if program.text is not None and "system($0)" in program.text.replace(" ", ""):
                stdin_code(an, inv, "shell")  # `awk '{system($0)}'` runs each input line
            return code_string(an, program, "awk", an.fspan(program), name, stdin)
    if name in ("sed", "gsed"):
        for script in _sed_executed(inv):
            code_string(an, script, "shell", an.fspan(script), "sed e", stdin)
    if name == "tar" and _tar_extracts(inv) and (inv.stdin_taint & REMOTE or _any_remote_file(an, inv)):
        an.scope.files[REMOTE_TREE] = REMOTE
    if name in ("unzip", "7z", "bsdtar") and _any_remote_file(an, inv):
        an.scope.files[REMOTE_TREE] = REMOTE
    return 0


# GNU sed runs shell commands: the `e COMMAND` command, and the `e` flag of `s`
# (the pattern space after the substitution, here its replacement, is run).
_SED_E_COMMAND = re.compile(r"(?:^|[;}{]|[0-9$/]|\n(?![ \t\r\f\v]*\n))\s*e\s+([^;\n}]+)")
"""A line break starts the command only as the last of its blank lines: each of them starting
made a long run of blank lines quadratic (the same command follows any of them)."""
_SED_E_FLAG = re.compile(r"s(.)((?:\\.|(?!\1).)*)\1((?:\\.|(?!\1).)*)\1[gpiImM0-9w]*e")


def _sed_executed(inv: Invocation) -> list[Field]:
    """Shell commands a sed script runs (GNU `e`); lexical, as sed has no parser here."""
    args = inv.args
    scripts = [args[k + 1] for k, a in enumerate(args[:-1]) if a.text in ("-e", "--expression")]
    if not scripts:
        scripts = [a for a in args if a.text is not None and not a.text.startswith("-")][:1]
    out = []
    for script in scripts:
        text = script.text or ""
        commands = [m.group(1) for m in _SED_E_COMMAND.finditer(text)] + [m.group(3) for m in _SED_E_FLAG.finditer(text)]
        out += [Field(text=c.strip(), span=script.span, taint=script.taint, quoted=True) for c in commands if c.strip()]
    return out


def _tar_extracts(inv: Invocation) -> bool:
    texts = inv.arg_texts()
    old_style = bool(texts) and not texts[0].startswith("-") and "x" in texts[0] and texts[0].isalpha()
    return old_style or inv.has_flag("-x", "--extract", "--get")


def _any_remote_file(an: "Analyzer", inv: Invocation) -> bool:
    return any(an.scope.files.get(canonical(t), 0) & REMOTE for t in inv.arg_texts())


def _executed_file(an: "Analyzer", path: Field) -> None:
    """Running a file that a fetcher wrote, or that came out of a fetched archive."""
    assert path.text is not None
    key = canonical(path.text)
    taint = an.scope.files.get(key, 0)
    if not taint and not key.startswith(("/", "~")) and key not in an.scope.files:
        taint = an.scope.files.get(REMOTE_TREE, 0)
    if taint & REMOTE:
        an.findings.add(rx.DOWNLOAD_THEN_EXEC, an.fspan(path))
    if taint & DECODED:
        an.findings.add(rx.DECODED_EXEC, an.fspan(path))


def _definitions(an: "Analyzer", inv: Invocation) -> None:
    """`alias x='code'` and `trap 'code' SIG` store code that runs later."""
    if inv.name == "alias":
        for arg in inv.args:
            if arg.text and "=" in arg.text:
                key, _, body = arg.text.partition("=")
                an.scope.aliases[key] = body
                stored_code(an, Field(text=body, span=arg.span, taint=arg.taint), an.fspan(arg), "alias")
        return
    for arg in inv.args[:1]:
        if arg.text != "-" and not (arg.text or "").startswith("-"):
            stored_code(an, arg, an.fspan(arg), "trap")


def stored_code(an: "Analyzer", body: Field, span: Span, via: str) -> None:
    """Code kept for later (alias, trap, PROMPT_COMMAND): analyzed now; if it would
    block, the definition itself is a persistence finding."""
    before = sum(1 for f in an.findings.items if f.level is Level.BLOCK)
    code_string(an, body, "shell", span, via)
    if sum(1 for f in an.findings.items if f.level is Level.BLOCK) > before:
        an.findings.add(WRAPPED_RISKY_CODE, span, f"{via} wraps code that is itself blocked.")


def stdin_code(an: "Analyzer", inv: Invocation, language: str) -> int:
    """The interpreter reads its program from stdin: pipes, here-strings, heredocs."""
    if inv.stdin_taint & REMOTE:
        an.findings.add(rx.PIPED_TO_INTERPRETER, inv.span)
    if inv.stdin_taint & DECODED:
        an.findings.add(rx.DECODED_EXEC, inv.span)
    if inv.stdin_taint & (LOCAL | UNKNOWN):
        an.findings.add(DYNAMIC_CODE, inv.span, "The interpreter runs code that includes a command's output or an unknown value.")
    if inv.stdin_text is not None:
        code = Field(text=inv.stdin_text, span=inv.span, taint=inv.stdin_taint & (REMOTE | DECODED), quoted=True)
        return code_string(an, code, language, inv.span, "stdin")
    return inv.stdin_taint


def script_file(an: "Analyzer", inv: Invocation, script: Field, language: str) -> None:
    if script.is_procsub:
        if script.taint & REMOTE:
            an.findings.add(rx.PROCESS_SUBSTITUTION, an.fspan(script))
        if script.taint & DECODED:
            an.findings.add(rx.DECODED_EXEC, an.fspan(script))
        if not script.taint & (REMOTE | DECODED):
            an.findings.add(DYNAMIC_CODE, an.fspan(script), "Runs the output of a local command as a script.")
        return
    if script.taint & REMOTE:
        an.findings.add(rx.CODE_STRING, an.fspan(script), "The script to run is named by network content.")
    if script.text is None:
        return
    if script.text in _STDIN_PATHS:
        stdin_code(an, inv, language)
        return
    _executed_file(an, script)


def code_string(an: "Analyzer", code: Field, language: str, span: Span, via: str, stdin: Stdin = (0, None)) -> int:
    """Judge code that will be executed; return the taint of what it prints."""
    if code.taint & REMOTE:
        an.findings.add(rx.CODE_STRING, span, f"Network content reaches code executed by {via}.")
    if code.taint & DECODED:
        an.findings.add(rx.DECODED_EXEC, span, f"Decoded data reaches code executed by {via}.")
    text = code.text
    if text is not None and code.taint & UNKNOWN:
        an.findings.add(DYNAMIC_CODE, span, f"{via} executes code that is partly unknown.")
    if text is None:
        if code.taint & (REMOTE | DECODED):
            return code.taint
        # Code containing a local command's output warns; its static part is
        # still analyzed as written (`bash -c "rm -rf ~; echo $(date)"` blocks).
        an.findings.add(DYNAMIC_CODE, span, f"{via} executes code that is not known statically.")
        if code.taint & UNKNOWN or not code.taint & LOCAL or not _has_static_part(code.raw):
            return code.taint
        text = code.raw
        assert text is not None
    if language == "shell":
        if an.depth + 1 > an.ctx.config.max_code_depth:
            an.findings.add(CODE_TOO_DEEP, span)
            return 0
        return an.ctx.analyze_nested(text, an.scope, an.depth + 1, span, stdin).stdout_taint
    return codestrings.analyze(an, language, text, span)


def _has_static_part(raw: str | None) -> bool:
    if not raw:
        return False
    stripped = raw.strip()
    return not (stripped.startswith(("$(", "`")) and stripped.endswith((")", "`")) and stripped.count("$(") + stripped.count("`") <= 2)
