"""How an interpreter invocation takes its code: a code string, a script file,
a module, or stdin (`bash -c CODE`, `python3 -`, `perl -lane CODE`, `node`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from shell_audit.facts import Field
from shell_audit.tables import InterpreterSpec


@dataclass(slots=True)
class CodeSource:
    code_strings: list[Field] = field(default_factory=list)
    script: Field | None = None
    module: Field | None = None
    reads_stdin: bool = False
    encoded: bool = False


def code_source(spec: InterpreterSpec, args: list[Field], encoded_flags: frozenset[str]) -> CodeSource:
    src = CodeSource()
    i = 0
    explicit_stdin = False
    shell = spec.language == "shell"
    while i < len(args):
        word = args[i]
        text = word.text
        if text is None:
            if not src.code_strings:
                src.script = word
            break
        if text == "--":
            if i + 1 < len(args) and not src.code_strings:
                src.script = args[i + 1]
            break
        if text == "-":
            explicit_stdin = True
            break
        is_flag = text.startswith("-") or (shell and text.startswith("+") and len(text) > 1)
        if not is_flag:
            if spec.language == "javascript" and text == "eval" and "eval" in spec.code_flags:
                if i + 1 < len(args):
                    src.code_strings.append(args[i + 1])
                break
            if spec.language == "javascript" and text == "run" and i == 0:
                i += 1  # `deno run -`, `bun run SCRIPT`: the subcommand, then the program
                continue
            if not src.code_strings and src.module is None:
                src.script = word
            break
        flag, eq, attached = text.partition("=")
        if flag in spec.code_flags or (eq and flag in spec.code_flags):
            src.encoded |= spec.language == "powershell" and flag in encoded_flags
            if eq:
                src.code_strings.append(Field(text=attached, span=word.span, taint=word.taint, quoted=True))
                i += 1
            elif i + 1 < len(args):
                src.code_strings.append(args[i + 1])
                i += 2
            else:
                i += 1
            continue
        if flag in spec.module_flags:
            src.module = args[i + 1] if i + 1 < len(args) else word
            break
        if flag in spec.stdin_flags:
            explicit_stdin = True
            i += 1
            continue
        if flag in spec.value_flags:
            i += 2
            continue
        if spec.clustered and not text.startswith("--") and len(text) > 2:
            consumed = _cluster(spec, args, i, src)
            if consumed:
                i += consumed
                continue
            letters = set(text[1:])
            if any("-" + c in spec.stdin_flags for c in letters):
                explicit_stdin = True
        i += 1
    if spec.module_flags and src.module is not None:
        return src
    if not src.code_strings and src.script is None:
        src.reads_stdin = True
    src.reads_stdin |= explicit_stdin and not src.code_strings
    return src


def _cluster(spec: InterpreterSpec, args: list[Field], i: int, src: CodeSource) -> int:
    """Clustered short flags: `-ec CODE`, `-lane CODE`, perl's `-e'CODE'` attached."""
    text = args[i].text or ""
    letters = text[1:]
    for pos, letter in enumerate(letters):
        flag = "-" + letter
        if flag in spec.code_flags:
            attached = letters[pos + 1:]
            if attached and spec.language in ("perl", "ruby", "python", "php", "lua"):
                src.code_strings.append(Field(text=attached, span=args[i].span, taint=args[i].taint, quoted=True))
                return 1
            if i + 1 < len(args):
                src.code_strings.append(args[i + 1])
                return 2
            return 1
        if flag in spec.module_flags:
            src.module = args[i + 1] if pos == len(letters) - 1 and i + 1 < len(args) else args[i]
            return len(args) - i
        if flag in spec.value_flags:
            return 1 if pos < len(letters) - 1 else 2
    return 0
