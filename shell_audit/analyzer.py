"""An abstract interpreter over the tree-sitter-bash syntax tree.

It walks statements in order the way bash runs them, keeping what is known of
variables (static value and taint) and of files written so far, evaluates
every word with bash's expansions, peels wrappers off each command, and hands
the resulting facts (invocations, writes, assignments, code sinks) to the rule
families. Every command node anywhere in the tree is analyzed, including
those inside substitutions in value position (they execute too), so the
failure direction of an unknown construct is toward more commands, not fewer.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from shell_audit import sinks
from shell_audit.facts import (
    CODE_TAINT,
    LOCAL,
    SECRET,
    UNKNOWN,
    Field,
    Heredoc,
    Invocation,
    Redirect,
    Span,
    in_directory,
)
from shell_audit.flow import fetch_targets, output_taint, static_output, written_files
from shell_audit.paths import canonical
from shell_audit.repairs import backquoted, glue, split_bare_newlines
from shell_audit.resolve import command_name, fill_xargs, resolve, xargs_items
from shell_audit.rules.base import FileAccess, Findings
from shell_audit.rules.registry import (
    ASSIGNMENT_CHECKS,
    INVOCATION_CHECKS,
    READ_CHECKS,
    WRITE_CHECKS,
)
from shell_audit.rules.secrets import argument_paths
from shell_audit.rules.structural import DYNAMIC_COMMAND, PARSE_ANOMALY, SYNTAX_TOO_DEEP
from shell_audit.tables import FETCHERS
from shell_audit.words import Source, Var, WordEvaluator, brace_expand, unescape_word

if TYPE_CHECKING:  # pragma: no cover
    from tree_sitter import Node

    from shell_audit.session import Context
    from shell_audit.resolve import Resolved

_STATEMENT_SEQUENCES = frozenset({"program", "compound_statement", "subshell", "do_group", "else_clause", "elif_clause"})
_REDIRECT_TYPES = frozenset({"file_redirect", "heredoc_redirect", "herestring_redirect"})
_DECLARATIONS = frozenset({"declare", "typeset", "export", "local", "readonly"})


class Scope:
    """What the analysis knows while walking one script (shared with `eval`)."""

    def __init__(self, env: dict[str, Var] | None = None, files: dict[str, int] | None = None) -> None:
        self.env: dict[str, Var] = env if env is not None else {}
        self.files: dict[str, int] = files if files is not None else {}  # canonical path -> content taint
        self.functions: dict[str, int] = {}  # name -> taint of what its body prints
        self.aliases: dict[str, str] = {}
        self.cwd: str | None = None  # the working directory, once a `cd` makes it known
        self.function_bodies: dict[str, tuple[Analyzer, Node]] = {}  # name -> (its analyzer, body)
        self.calling: set[str] = set()  # functions whose body is being analyzed for a call
        self.analyzed_calls: set[tuple[str, tuple[str | None, ...]]] = set()  # (function or loop variable, arguments)


class Analyzer:
    def __init__(self, ctx: "Context", src: Source, scope: Scope, depth: int, outer_span: Span | None = None) -> None:
        self.ctx = ctx
        self.src = src
        self.scope = scope
        self.depth = depth
        self.outer_span = outer_span
        self.findings: Findings = ctx.findings
        self.words = WordEvaluator(src, scope.env, self._substitution, self._procsub, self._walk_value)
        ctx.analyzers.append(self)
        self._syntax_depth = 0
        self._max_syntax_depth = ctx.config.max_syntax_depth
        self._max_substitution_depth = ctx.config.max_substitution_depth
        self._substitution_depth = 0
        self._stdin_redirects: dict[tuple[int, int], list["Node"]] = {}
        self.command_names: list[str] = []
        self.stdout_taint = 0
        self._last_stdout = 0  # stdout of the last command before its redirections
        self._pipe_text: str | None = None  # static text arriving on the next command's stdin
        self._stdout_text: str | None = None  # static text the last command printed

    def release(self) -> None:
        """Drop the references back to this analyzer (see `Context.release`)."""
        self.words.release()
        self.scope.function_bodies.clear()

    # --- spans ----------------------------------------------------------
    def span(self, node: "Node") -> Span:
        return self.outer_span or self.src.span(node)

    def fspan(self, f: Field) -> Span:
        return self.outer_span or f.span

    # --- statements -----------------------------------------------------
    def run(self, root: "Node", stdin: tuple[int, str | None] = (0, None)) -> int:
        self._pipe_text = stdin[1]
        self.stdout_taint = self.walk(root, stdin[0])
        return self.stdout_taint

    def walk(self, node: "Node", stdin: int) -> int:
        """Analyze a statement; return the taint of what it writes to stdout."""
        self._syntax_depth += 1
        try:
            if self._syntax_depth > self._max_syntax_depth:
                self.findings.add(SYNTAX_TOO_DEEP, self.span(node))
                return UNKNOWN
            return self._dispatch(node, stdin)
        finally:
            self._syntax_depth -= 1

    def _dispatch(self, node: "Node", stdin: int) -> int:
        t = node.type
        if t == "command":
            return self.command(node, stdin, [])
        if t == "pipeline":
            return self._pipeline(node.named_children, stdin)
        if t in _STATEMENT_SEQUENCES or t == "list":
            cwd = self.scope.cwd
            out = 0
            for child in node.named_children:
                out |= self.walk(child, stdin)
            if t == "subshell":
                self.scope.cwd = cwd  # a `cd` in `( ... )` does not outlive it
            return out
        if t == "redirected_statement":
            return self.redirected(node, stdin)
        if t == "variable_assignment":
            self.assignment(node, exported=False)
            return 0
        if t == "variable_assignments":
            for child in node.named_children:
                self.assignment(child, exported=False)
            return 0
        if t == "declaration_command":
            return self.declaration(node)
        if t == "function_definition":
            return self.function(node)
        if t == "for_statement":
            return self.for_loop(node, stdin)
        if t in ("comment", "heredoc_body", "heredoc_end", "heredoc_start"):
            return 0
        if t == "ERROR":
            return self._error(node, stdin)
        if t == "unset_command":
            argv = [Field(text="unset", span=self.src.span(node))]
            for child in node.named_children:
                argv.extend(self.words.fields(child))
            return self.execute(argv, [], [], self.span(node), stdin)
        return self._generic(node, stdin)

    def _error(self, node: "Node", stdin: int) -> int:
        """tree-sitter could not parse this region. A region that is one bare word
        (`{rm,-rf,~}` at command start) is what bash would expand and run as a
        command; anything else is analyzed child by child."""
        text = self.src.text(node)
        if text and not any(ch.isspace() for ch in text) and not any(q in text for q in "'\"$`"):
            fields = [Field(text=w, span=self.src.span(node)) for w in brace_expand(unescape_word(text))]
            return self.execute(fields, [], [], self.span(node), stdin)
        return self._generic(node, stdin)

    def _pipeline(self, stages: list["Node"], stdin: int) -> int:
        """Each stage reads the previous one's output: its taint and, when it is
        static (`echo ...`, `cat <<EOF`), its text."""
        taint, text = stdin, self._pipe_text
        for stage in stages:
            self._pipe_text = text
            text, taint = self._stage(stage, taint)
        self._pipe_text, self._stdout_text = None, text
        return taint

    def _stage(self, stage: "Node", stdin: int) -> tuple[str | None, int]:
        """One pipeline stage: the static text it printed (if known) and its taint."""
        self._stdout_text = None
        taint = self.walk(stage, stdin)
        return self._printed(), taint

    def _printed(self) -> str | None:
        # a call, so the type checker (and the compiled code) does not assume the
        # value assigned before `walk` is still there
        return self._stdout_text

    def _generic(self, node: "Node", stdin: int) -> int:
        """Unknown or structural nodes: analyze every statement and word inside."""
        out = 0
        for child in node.named_children:
            ct = child.type
            if ct in ("command_substitution", "process_substitution"):
                out |= self._substitution(child)[1] if ct == "command_substitution" else self._procsub(child)
            elif ct in _WORDISH:
                self.words.fields(child)
            elif ct in _REDIRECT_TYPES:
                self._redirect(child, 0)
            else:
                out |= self.walk(child, stdin)
        return out

    def _walk_value(self, node: "Node") -> int:
        """Run the substitutions inside a value node; return their taint."""
        taint = 0
        for child in node.named_children:
            if child.type == "command_substitution":
                taint |= self._substitution(child)[1]
            elif child.type == "process_substitution":
                taint |= self._procsub(child)
            elif child.named_child_count:
                taint |= self._walk_value(child)
            elif child.type in ("variable_name",):
                var = self.scope.env.get(self.src.text(child))
                taint |= var.taint if var else 0
        return taint

    # --- substitutions ----------------------------------------------------
    def _substitution(self, node: "Node") -> tuple[str | None, int]:
        """`$(...)`/backticks run their commands; the output is captured."""
        if self._substitution_depth >= self._max_substitution_depth:
            self.findings.add(SYNTAX_TOO_DEEP, self.span(node), f"Command substitutions nested deeper than {self._max_substitution_depth}: refused.")
            return None, UNKNOWN
        body = node.named_children
        out = 0
        self._stdout_text = None
        self._substitution_depth += 1
        try:
            if body and all(c.type == "file_redirect" for c in body):
                out = self._read_substitution(body)
            else:
                for child in body:
                    out |= self.walk(child, 0)
        finally:
            self._substitution_depth -= 1
        # `$(echo curl)` is the word `curl`: what a single command prints, when it
        # is known statically (flow.static_output), minus the trailing newlines
        # bash strips from a substitution
        printed = self._printed() if len(body) == 1 and body[0].type == "command" else None
        if printed is not None:
            return printed.rstrip("\n"), out
        return None, out | LOCAL

    def _read_substitution(self, redirects: list["Node"]) -> int:
        """`$(< file)` is bash's `$(cat file)`: analyzed as that command."""
        target = redirects[-1].child_by_field_name("destination")
        if target is None:
            return 0
        span = self.span(redirects[-1])
        return self.execute([Field(text="cat", span=span), self.words.single(target)], [], [], span, 0)

    def _procsub(self, node: "Node") -> int:
        text = self.src.text(node)
        stdin = self.ctx.current_stdin if text.startswith(">(") else 0
        out = 0
        for child in node.named_children:
            out |= self.walk(child, stdin)
        return out

    # --- assignments --------------------------------------------------------
    def assignment(self, node: "Node", exported: bool) -> tuple[str, Field] | None:
        name_node = node.child_by_field_name("name")
        value_node = node.child_by_field_name("value")
        if name_node is None:
            return None
        if name_node.type == "subscript":
            inner = name_node.child_by_field_name("name")
            self._walk_value(name_node)
            name = self.src.text(inner) if inner is not None else self.src.text(name_node)
        else:
            name = self.src.text(name_node)
        if value_node is None:
            value = Field(text="", span=self.src.span(node), quoted=True)
        elif value_node.type == "array" and name == "PROMPT_COMMAND":
            # bash 5.1 runs each element of a PROMPT_COMMAND array: the code is all of them
            elements = [self.words.single(c) for c in value_node.named_children]
            texts = [e.text for e in elements]
            taint = 0
            for e in elements:
                taint |= e.taint
            code = "; ".join(t for t in texts if t is not None) if None not in texts else None
            value = Field(text=code, span=self.src.span(value_node), taint=taint | (0 if code is not None else UNKNOWN))
        elif value_node.type == "array":
            elements = [f for c in value_node.named_children for f in self.words.fields(c)]
            taint = 0
            for f in elements:
                taint |= f.taint
            items = [f.text for f in elements if f.text is not None]
            if len(items) == len(elements) and not appending_text(self.src.text(node), self.src.text(name_node)):
                # `cmd=(curl -s u)`: "${cmd[@]}" is these words
                self.scope.env[name] = Var(" ".join(items), taint, items=items)
                return name, Field(text=" ".join(items), span=self.src.span(value_node), taint=taint)
            value = Field(text=None, span=self.src.span(value_node), taint=taint | (0 if taint else LOCAL))
        else:
            value = self.words.single(value_node)
        appending = appending_text(self.src.text(node), self.src.text(name_node))
        previous = self.scope.env.get(name)
        if appending and previous is not None:
            text = previous.value + value.text if previous.value is not None and value.text is not None else None
            self.scope.env[name] = Var(text, previous.taint | value.taint)
        else:
            self.scope.env[name] = Var(value.text, value.taint)
        for check in ASSIGNMENT_CHECKS:
            check(name, value, exported, self.span(node), self.findings)
        self._code_assignment(name, value, node)
        return name, value

    def _code_assignment(self, name: str, value: Field, node: "Node") -> None:
        if name == "PROMPT_COMMAND":
            sinks.stored_code(self, value, self.span(node), "PROMPT_COMMAND")

    def _assignment_checks(self, name: str, value: Field, exported: bool, span: Span) -> None:
        for check in ASSIGNMENT_CHECKS:
            check(name, value, exported, span, self.findings)

    def declaration(self, node: "Node") -> int:
        keyword = node.children[0].type if node.children else ""
        exported = keyword == "export"
        dumps = True
        for child in node.named_children:
            if child.type == "variable_assignment":
                dumps = False
                self.assignment(child, exported=exported)
            elif child.type in _WORDISH or child.type == "variable_name":
                for f in self.words.fields(child):
                    if f.text and f.text.startswith("-"):
                        exported |= "x" in f.text and keyword in ("declare", "typeset", "local")
                        continue
                    dumps = False
                    if f.text and "=" in f.text and keyword in _DECLARATIONS:
                        key, _, rest = f.text.partition("=")
                        self.scope.env[key] = Var(rest, f.taint)
                        self._assignment_checks(key, Field(text=rest, span=f.span, taint=f.taint), exported, self.fspan(f))
                    elif f.text and exported and f.text in _EXPORT_SENSITIVE:
                        # `export LD_PRELOAD`: whatever value it has now reaches every child
                        known = self.scope.env.get(f.text)
                        self._assignment_checks(f.text, Field(text=known.value if known else None, span=f.span), True, self.fspan(f))
            else:
                self.walk(child, 0)
        return SECRET if dumps and keyword in ("export", "declare", "typeset") else 0

    def function(self, node: "Node") -> int:
        name_node = node.child_by_field_name("name")
        body = node.child_by_field_name("body")
        if name_node is not None and body is not None:
            name = self.src.text(name_node)
            self.ctx.fork_bomb_check(self, name, body)
            self.scope.functions[name] = self.walk(body, 0)
            self.scope.function_bodies[name] = (self, body)
        return 0

    def _call_function(self, inv: Invocation) -> int:
        """A call of a function defined earlier, with static arguments: its body is
        analyzed again with `$1`..`$9` and `$@` bound (`f() { rm -rf "$1"; }; f /`)."""
        name = inv.name or ""
        definer, body = self.scope.function_bodies[name]
        args = inv.args
        if name in self.scope.calling or any(a.text is None for a in args) or not self._spare_budget(name, args):
            return 0  # recursion, unknown arguments, or work better kept: the definition's own walk stands
        env = self.scope.env
        saved = {key: env.get(key) for key in _POSITIONAL}
        self._bind_positional(args)
        self.scope.calling.add(name)
        try:
            return definer.walk(body, inv.stdin_taint)
        finally:
            self.scope.calling.discard(name)
            for key, var in saved.items():
                if var is None:
                    env.pop(key, None)
                else:
                    env[key] = var

    def for_loop(self, node: "Node", stdin: int) -> int:
        """The body runs once per word: analyzed for each known one (a few), and once
        with the variable unknown when some word is not known."""
        var_node = node.child_by_field_name("variable")
        body = node.child_by_field_name("body")
        words = [f for child in node.children_by_field_name("value") for f in self.words.fields(child)]
        if var_node is None or body is None:
            return self.walk(body, stdin) if body is not None else 0
        name = self.src.text(var_node)
        taint = 0
        for f in words:
            taint |= f.taint
        known = [f for f in words if f.text is not None][:_LOOP_VALUES]
        passes = [Var(f.text, f.taint) for f in known]
        if len(known) < len(words) or not words:
            passes.append(Var(None, taint | LOCAL))
        out = 0
        for k, var in enumerate(passes):
            if k and not self._spare_budget(name, [Field(text=var.value, span=(0, 0))]):
                break  # a big body: the rest of the analysis keeps its budget
            self.scope.env[name] = var
            out |= self.walk(body, stdin)
        return out

    def _spare_budget(self, name: str, args: list[Field]) -> bool:
        """Whether one more analysis of a loop body or a function call is worth its
        work: not a repeat of the same arguments, and at least half the work budget
        left, so that re-analysis never turns a long benign script into SA909."""
        key = (name, tuple(a.text for a in args))
        if key in self.scope.analyzed_calls:
            return False
        self.scope.analyzed_calls.add(key)
        return self.ctx.work * 2 < self.ctx.max_work
    # --- redirected statements ------------------------------------------------
    def redirected(self, node: "Node", stdin: int) -> int:
        body = node.child_by_field_name("body")
        redirects = [r for c in node.named_children if c.type in _REDIRECT_TYPES for r in _with_nested(c)]
        if body is None:  # `> /etc/hosts` alone truncates the file
            for r in redirects:
                self._redirect(r, 0)
            return 0
        if body.type == "command":
            out = self.command(body, stdin, redirects)
            for r in redirects:
                self._heredoc_continuation(r, self._last_stdout)
            return out
        # tree-sitter hangs redirects of `a && b <<EOF` on the whole list: the
        # input redirects belong to the last command (bash semantics).
        last = _last_command(body)
        if last is not None:
            self._stdin_redirects[(last.start_byte, last.end_byte)] = [r for r in redirects if _is_input(r, self.src)]
        out = self.walk(body, stdin)
        for r in redirects:
            if last is None or not _is_input(r, self.src):
                red = self._redirect(r, out)
                if red is not None and red.is_output and red.fd in (None, 1):
                    out = 0
            self._heredoc_continuation(r, out)
        return out

    def _heredoc_continuation(self, redirect_node: "Node", stdout: int) -> None:
        """tree-sitter nests `cat <<EOF | bash` and `cat <<EOF && x` inside the
        heredoc redirect: the pipeline continues from the redirected command."""
        if redirect_node.type != "heredoc_redirect":
            return
        for child in redirect_node.named_children:
            if child.type == "pipeline":
                self._pipe_text = self._stdout_text
                self._pipeline(child.named_children, stdout)
            elif child.type in ("command", "list", "redirected_statement", "subshell", "compound_statement"):
                self.walk(child, 0)

    # --- commands ---------------------------------------------------------------
    def command(self, node: "Node", stdin: int, redirect_nodes: list["Node"]) -> int:
        segments = split_bare_newlines(node, self.src)
        if len(segments) > 1:
            self.ctx.anomalies.append("newline-inside-command")
            self.findings.add(PARSE_ANOMALY, self.span(node), "tree-sitter read two commands as one (a bare newline inside a command); both are analyzed")
            out = stdin
            for k, seg in enumerate(segments):
                out = self._command_parts(node, seg, stdin if k == 0 else 0, redirect_nodes if k == len(segments) - 1 else [])
            return out
        return self._command_parts(node, segments[0], stdin, redirect_nodes)

    def _command_parts(self, node: "Node", children: list["Node"], stdin: int, redirect_nodes: list["Node"]) -> int:
        prefix: list[tuple[str, Field]] = []
        argv: list[Field] = []
        if self._stdin_redirects:
            redirect_nodes = list(redirect_nodes) + self._stdin_redirects.pop((node.start_byte, node.end_byte), [])
        else:
            redirect_nodes = list(redirect_nodes)
        previous_end = node.start_byte
        previous_word = False
        for child in children:
            ct = child.type
            if ct == "variable_assignment" and not argv:
                value_node = child.child_by_field_name("value")
                name_node = child.child_by_field_name("name")
                value = self.words.single(value_node) if value_node is not None else Field(text="", span=self.src.span(child))
                if name_node is not None:
                    prefix.append((self.src.text(name_node), value))
            elif ct == "command_name":
                for sub in child.named_children:
                    argv.extend(self.words.fields(sub))
                previous_word = True
            elif ct in _REDIRECT_TYPES:
                redirect_nodes.extend(_with_nested(child))
            elif ct == "number" and child is children[-1] and self.src.data[child.end_byte:child.end_byte + 1] in (b"<", b">"):
                pass  # `sh 0</tmp/p`: tree-sitter reads the fd of the next redirect as an argument
            elif ct in _ARGUMENT_TYPES:
                fields = self.words.fields(child)
                gap = self.src.data[previous_end:child.start_byte]
                if argv and fields and (gap == b"\\\n" or (not gap and previous_word)):
                    # `cu\<newline>rl` is one word, and so are words tree-sitter
                    # split without a gap (`-rf$IFS/` read as `-rf$` and `IFS/`)
                    fields = glue(argv.pop(), fields, self.words)
                previous_word = True
                argv.extend(fields)
            elif child.is_named and ct != "comment":
                self._generic(child, 0)
            if ct not in _ARGUMENT_TYPES and ct != "command_name":
                previous_word = False
            previous_end = child.end_byte
        span = self.span(node)
        while argv and argv[0].text and not argv[0].quoted and _ASSIGNMENT.match(argv[0].text):
            key, _, assigned = (argv.pop(0).text or "").partition("=")  # a split-off `A=1 cmd` (tree-sitter #347)
            prefix.append((key, Field(text=assigned, span=span)))
        redirects = [r for r in (self._redirect(n, None) for n in redirect_nodes) if r is not None] if redirect_nodes else []
        return self.execute(argv, prefix, redirects, span, stdin)

    def execute(self, argv: list[Field], prefix: list[tuple[str, Field]], redirects: list[Redirect], span: Span, stdin: int) -> int:
        """Run one simple command's expanded argv through wrappers, rules and sinks;
        return the taint of what it prints to stdout."""
        self.ctx.spend()
        self.ctx.current_stdin = stdin
        stdin, stdin_text = self._stdin(redirects, stdin)
        if not argv:
            for name, value in prefix:
                self.scope.env[name] = Var(value.text, value.taint)
                self._assignment_checks(name, value, True, span)
            return 0
        out = 0
        if argv[0].text is not None:
            self.command_names.append(command_name(argv[0].text))
        for resolved in resolve(argv):
            out |= self._resolved(resolved, prefix, redirects, span, stdin, stdin_text)
        self._last_stdout = out
        for r in redirects:
            if r.is_output and r.target is not None:
                self._write(r.target, out, "redirection")
                if r.fd in (None, 1) or r.op in ("&>", "&>>"):
                    out = 0
        return out

    def _stdin(self, redirects: list[Redirect], stdin: int) -> tuple[int, str | None]:
        """Taint and static text on the command's stdin: the pipe, or a heredoc,
        here-string or input file that replaces it."""
        text, self._pipe_text = self._pipe_text, None
        for r in redirects:
            if r.heredoc is not None:
                stdin |= r.heredoc.taint
                text = r.heredoc.body
            elif r.op == "<<<" and r.target is not None:
                stdin |= r.target.taint
                text = (r.target.text + "\n") if r.target.text is not None else r.target.raw
            elif r.is_input and r.target is not None and r.target.text is not None:
                stdin |= self.scope.files.get(canonical(self._here(r.target).text or ""), 0) | (r.target.taint if r.target.is_procsub else 0)
        return stdin, text

    def _resolved(self, resolved: "Resolved", prefix: list[tuple[str, Field]], redirects: list[Redirect], span: Span, stdin: int, stdin_text: str | None) -> int:
        """One command the argv runs (a wrapper, or what it wraps)."""
        if resolved.stdin_args:  # xargs: stdin items fill the placeholders
            fill_xargs(resolved, stdin, stdin_text)
        name = resolved.name
        if name is not None:
            self.command_names.append(name)
        for code, via in resolved.code_strings:
            sinks.code_string(self, code, "shell", self.fspan(code), via, stdin=(stdin, stdin_text))
        if resolved.lookup_only:
            # `command -v bash` prints where bash is: the word a `$(...)` around it names
            looked_up = resolved.argv[-1].text
            self._stdout_text = looked_up + "\n" if looked_up is not None and len(resolved.argv) > 1 else None
            return 0
        if name is None:
            self._dynamic_name(resolved.argv[0], span, stdin)
            return 0
        argv = resolved.argv
        if resolved.stdin_args and not resolved.replaces:
            items = xargs_items(stdin_text, resolved.delimiter) if stdin_text is not None else None
            argv = argv + ([Field(text=w, span=span, taint=stdin) for w in items] if items is not None else [Field(text=None, span=span, taint=stdin | UNKNOWN)])
        inv = Invocation(name=name, argv=argv, span=span, stdin_taint=stdin, stdin_text=stdin_text,
                         assignments=prefix + resolved.env if resolved.env else prefix, redirects=redirects,
                         wrappers=resolved.wrappers, depth=self.depth, cwd=self.scope.cwd)
        inv.file_taint = self._file_taint(inv)
        for prefix_name, value in inv.assignments:
            self._assignment_checks(prefix_name, value, True, span)
        for check in INVOCATION_CHECKS:
            check(inv, self.findings)
        if resolved.is_wrapper:
            return 0
        alias_out = self._expand_alias(inv)
        if alias_out is not None:
            return alias_out
        effect = _BUILTIN_EFFECTS.get(name)
        if effect is not None:
            effect(self, inv)
        out = self.scope.functions.get(name, 0) | sinks.invocation(self, inv)
        if name in self.scope.function_bodies:
            out |= self._call_function(inv)
        to_stdout, downloads = fetch_targets(inv) if name in FETCHERS else (False, [])
        out |= output_taint(inv, self.scope.files, to_stdout)
        self._stdout_text = static_output(inv)
        for target, taint, via in written_files(inv, self.scope.files, downloads):
            self._write(target, taint, via)
        return out

    def _dynamic_name(self, head: Field, span: Span, stdin: int) -> None:
        """A command name only known at run time: remote or decoded content there is
        code; otherwise a warning; and remote stdin into it may reach an interpreter."""
        if head.taint & CODE_TAINT:
            sinks.command_position(self, head)
        else:
            self.findings.add(DYNAMIC_COMMAND, self.fspan(head))
        if stdin & CODE_TAINT:
            sinks.dynamic_interpreter(self, span, stdin)

    def _printf_to_variable(self, inv: Invocation) -> None:
        """`printf -v x FMT ARGS`: x holds the arguments' taint."""
        if inv.arg_texts()[:1] == ["-v"] and len(inv.args) >= 2:
            taint = 0
            for a in inv.args[2:]:
                taint |= a.taint
            # `printf -v c '%s' rm`: a plain %s format of static words is their text
            words = [a.text for a in inv.args[3:]]
            fmt = inv.args[2].text if len(inv.args) >= 3 else None
            static = "".join(w for w in words if w is not None) if fmt == "%s" and words and None not in words else None
            self.scope.env[inv.args[1].text or ""] = Var(static, taint | (0 if static is not None else LOCAL))

    def _set_positional(self, inv: Invocation) -> None:
        """`set -- a b c`: `$1`.. and `$@` are these words from now on."""
        args = inv.args
        if not args or args[0].text != "--":
            return
        self._bind_positional(args[1:])

    def _bind_positional(self, words: list[Field]) -> None:
        """`$1`..`$9`, `$@` and `$#` as these words (a function call, `set --`)."""
        env = self.scope.env
        for k, key in enumerate(_POSITIONAL[:9], start=1):
            env[key] = Var(words[k - 1].text, words[k - 1].taint) if k <= len(words) else Var("", 0)
        known = [w.text for w in words if w.text is not None]
        taint = 0
        for w in words:
            taint |= w.taint
        env["@"] = Var(" ".join(known), taint, items=known) if len(known) == len(words) else Var(None, taint | UNKNOWN)
        env["#"] = Var(str(len(words)), 0)

    def _systemctl_set_environment(self, inv: Invocation) -> None:
        """`systemctl set-environment NAME=VALUE`: for every service started later."""
        if inv.arg_texts()[:1] == ["set-environment"]:
            for arg in inv.args[1:]:
                key, eq, value = (arg.text or "").partition("=")
                if eq:
                    self._assignment_checks(key, Field(text=value, span=arg.span, taint=arg.taint), True, inv.span)

    def _launchctl_setenv(self, inv: Invocation) -> None:
        """`launchctl setenv NAME VALUE` assigns for every later process (macOS)."""
        if inv.arg_texts()[:1] == ["setenv"] and len(inv.args) >= 3:
            self._assignment_checks(inv.args[1].text or "", inv.args[2], True, inv.span)

    def _file_taint(self, inv: Invocation) -> int:
        files = self.scope.files
        if not files:
            return 0
        taint = 0
        for path in argument_paths(inv):
            taint |= files.get(canonical(path), 0)
        return taint

    def _read_builtin(self, inv: Invocation) -> None:
        """`read x`, `mapfile -t a`: variables filled from stdin carry its taint."""
        names = [t for t in inv.arg_texts() if not t.startswith("-") and t.replace("_", "a").isalnum()]
        if inv.name == "read":
            names = names or ["REPLY"]
        else:
            names = names[-1:] or ["MAPFILE"]
        # `read -r c <<< rm`: one variable from static stdin holds its first line
        first_line = inv.stdin_text.split("\n", 1)[0].strip() if inv.stdin_text is not None else None
        static = first_line if inv.name == "read" and len(names) == 1 and first_line else None
        for name in names:
            self.scope.env[name] = Var(static, inv.stdin_taint | (0 if static is not None else LOCAL))

    def _expand_alias(self, inv: Invocation) -> int | None:
        """A command named like an alias defined earlier runs the alias body;
        returns what that prints (None: not an alias)."""
        head = inv.argv[0].text
        body = self.scope.aliases.get(head or "")
        if body is None:
            return None
        rest = [a.text for a in inv.args]
        code = body + " " + " ".join(t for t in rest if t is not None) if all(t is not None for t in rest) else body
        return sinks.code_string(self, Field(text=code, span=inv.span), "shell", inv.span, f"alias {head}", (inv.stdin_taint, inv.stdin_text))

    def _here(self, f: Field) -> Field:
        """A path word as seen from the known working directory (itself when unknown)."""
        cwd = self.scope.cwd
        if cwd is None or f.text is None or in_directory(cwd, f.text) == f.text:
            return f
        return Field(text=in_directory(cwd, f.text), span=f.span, taint=f.taint, quoted=f.quoted)

    def _change_directory(self, inv: Invocation) -> None:
        """`cd DIR`, `pushd DIR`: later relative paths are read from DIR when it is known."""
        operands = [a for a in inv.args if not (a.text or "").startswith("-") or a.text == "-"]
        target = operands[0].text if operands else "~"
        if target is None or target == "-":
            self.scope.cwd = None
        elif target.startswith(("/", "~")):
            self.scope.cwd = canonical(target)
        elif self.scope.cwd is not None:
            self.scope.cwd = canonical(in_directory(self.scope.cwd, target))

    def _write(self, target: Field, taint: int, via: str) -> None:
        if target.text is not None:  # known by the name used and by where it is
            self.scope.files[canonical(target.text)] = taint
        target = self._here(target)
        if target.text is not None:
            self.scope.files[canonical(target.text)] = taint
        write = FileAccess(target=target, content_taint=taint, via=via, span=self.fspan(target))
        for check in WRITE_CHECKS:
            check(write, self.findings)

    def _redirect(self, node: "Node", stdout: int | None) -> Redirect | None:
        t = node.type
        span = self.src.span(node)
        if t == "heredoc_redirect":
            return self._heredoc(node, span)
        op = ""
        fd: int | None = None
        target: Field | None = None
        for child in node.children:
            if child.type == "file_descriptor":
                try:
                    fd = int(self.src.text(child))
                except ValueError:
                    fd = None
            elif not child.is_named:
                op = self.src.text(child)
            elif child.type == "ERROR":  # tree-sitter splits `<>` into `<` and an ERROR `>`
                op += self.src.text(child)
            elif target is None:
                if b"\n" in self.src.data[node.start_byte:child.start_byte]:
                    # bash ends the line at the newline (a syntax error); tree-sitter
                    # takes the next line's first word as the target.
                    self.ctx.anomalies.append("newline-before-redirect-target")
                    self.findings.add(PARSE_ANOMALY, self.span(node), "tree-sitter read a word on the next line as a redirection target")
                target = self.words.single(child)
            else:
                self.words.single(child)  # tree-sitter may attach stray words; still expand them
        red = Redirect(op=op, fd=fd, target=target, span=span)
        if target is not None:
            if red.is_input:
                access = FileAccess(target=self._here(target), content_taint=0, via="redirection", span=self.fspan(target))
                for check in READ_CHECKS:
                    check(access, self.findings)
            if stdout is not None and red.is_output:
                self._write(target, stdout, "redirection")
        return red

    def _backticks(self, body: str, span: Span) -> int:
        """tree-sitter leaves backquoted substitutions in a heredoc body as text;
        bash runs them (value position), so their commands are analyzed here."""
        taint = 0
        for code in backquoted(body):
            taint |= self.ctx.analyze_nested(code, Scope(env=dict(self.scope.env), files=self.scope.files), self.depth, span).stdout_taint | LOCAL
        return taint

    def _heredoc(self, node: "Node", span: Span) -> Redirect:
        start = next((c for c in node.named_children if c.type == "heredoc_start"), None)
        body_node = next((c for c in node.named_children if c.type == "heredoc_body"), None)
        delimiter = self.src.text(start) if start is not None else ""
        quoted = any(q in delimiter for q in ("'", '"', "\\"))
        taint = 0
        body = ""
        if body_node is not None:
            body = self.src.text(body_node)
            if not quoted:
                taint = self._walk_value(body_node) | self._backticks(body, span)
        op = "<<-" if any(not c.is_named and self.src.text(c) == "<<-" for c in node.children) else "<<"
        return Redirect(op=op, fd=None, target=None, heredoc=Heredoc(body=body, quoted=quoted, taint=taint, span=span), span=span)



_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")
_POSITIONAL = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "@", "#")
_LOOP_VALUES = 8  # a loop's body is analyzed for at most this many of its known words


def appending_text(assignment: str, name: str) -> bool:
    """`NAME+=value`."""
    return assignment[len(name):].startswith("+=")
# Builtins whose effect on the analysis state is not a rule: they fill variables.
_BUILTIN_EFFECTS = {
    "read": Analyzer._read_builtin,
    "mapfile": Analyzer._read_builtin,
    "readarray": Analyzer._read_builtin,
    "printf": Analyzer._printf_to_variable,
    "launchctl": Analyzer._launchctl_setenv,
    "systemctl": Analyzer._systemctl_set_environment,
    "set": Analyzer._set_positional,
    "cd": Analyzer._change_directory,
    "pushd": Analyzer._change_directory,
}
_EXPORT_SENSITIVE = frozenset({"LD_PRELOAD", "LD_AUDIT", "DYLD_INSERT_LIBRARIES"})
_WORDISH = frozenset({
    "word", "string", "raw_string", "ansi_c_string", "translated_string", "concatenation",
    "simple_expansion", "expansion", "number", "arithmetic_expansion", "brace_expression",
})
_ARGUMENT_TYPES = _WORDISH | {"command_substitution", "process_substitution"}





def _with_nested(redirect: "Node") -> list["Node"]:
    """A redirect node and the file redirects tree-sitter nests in a heredoc's
    (`cat <<EOF >> ~/.profile` hangs `>> ~/.profile` inside the heredoc redirect)."""
    if redirect.type != "heredoc_redirect":
        return [redirect]
    return [redirect, *(c for c in redirect.named_children if c.type == "file_redirect")]


def _last_command(start: "Node") -> "Node | None":
    node: "Node | None" = start
    while node is not None:
        if node.type == "command":
            return node
        if node.type in ("list", "pipeline"):
            named = node.named_children
            node = named[-1] if named else None
            continue
        return None
    return None


def _is_input(node: "Node", src: Source) -> bool:
    if node.type in ("heredoc_redirect", "herestring_redirect"):
        return True
    return any(not c.is_named and src.text(c) in ("<", "<>") for c in node.children)
