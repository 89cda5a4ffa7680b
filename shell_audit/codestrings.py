"""Code strings in languages other than shell (`python -c`, `perl -e`, awk
programs): Python is parsed with its own `ast`; for the others, which have no
parser here, the shell commands they run are taken from their string literals
in `system(...)`-style calls, and socket-plus-exec pairs mark reverse shells.
Every shell command found is analyzed as shell code one level deeper.
"""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

from shell_audit.facts import Span
from shell_audit.rules import remote_exec as rx
from shell_audit.rules.sockets import INTERPRETER_SOCKET_SHELL
from shell_audit.rules.structural import CODE_TOO_DEEP

if TYPE_CHECKING:  # pragma: no cover
    from shell_audit.analyzer import Analyzer

_PY_SHELL_CALLS = frozenset({
    "os.system", "os.popen", "subprocess.call", "subprocess.run", "subprocess.Popen",
    "subprocess.check_output", "subprocess.check_call", "subprocess.getoutput",
    "subprocess.getstatusoutput", "pty.spawn", "os.execl", "os.execlp", "os.execv", "os.execvp",
    "os.spawnl", "os.spawnlp", "commands.getoutput", "system", "popen",
})
_PY_EXEC = frozenset({"exec", "eval", "compile", "execfile"})
_PY_DECODERS = frozenset({
    "base64.b64decode", "base64.b32decode", "base64.b16decode", "base64.a85decode",
    "base64.decodebytes", "b64decode", "codecs.decode", "bytes.fromhex", "zlib.decompress",
    "marshal.loads", "binascii.unhexlify", "binascii.a2b_base64", "bz2.decompress", "lzma.decompress",
})
_PY_FETCHERS = frozenset({
    "urllib.request.urlopen", "urlopen", "urllib.urlopen", "urllib2.urlopen", "requests.get",
    "requests.post", "httpx.get", "urllib.request.urlretrieve",
})


def _dotted(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return _dotted(node.value) + "." + node.attr
    if isinstance(node, ast.Call):
        return _dotted(node.func)
    return ""


def _calls(node: ast.AST) -> set[str]:
    return {_dotted(n.func) for n in ast.walk(node) if isinstance(n, ast.Call)}


def _shell_text(arg: ast.AST) -> str | None:
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg.value
    if isinstance(arg, (ast.List, ast.Tuple)) and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in arg.elts):
        words = [e.value for e in arg.elts]  # type: ignore[attr-defined]
        if len(words) >= 3 and words[1] in ("-c", "-lc", "-ic"):
            return words[2]
        return " ".join(words)
    return None


def _python(an: "Analyzer", code: str, span: Span) -> bool:
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    calls = _calls(tree)
    imported = {alias.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom)) for alias in n.names}
    imported |= {n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    uses_socket = "socket" in imported or any(c.startswith("socket.") for c in calls)
    spawns = any(c in ("pty.spawn", "os.dup2", "subprocess.call", "subprocess.Popen", "os.system") for c in calls)
    if uses_socket and spawns:
        an.findings.add(INTERPRETER_SOCKET_SHELL, span)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _dotted(node.func)
        if name in _PY_EXEC and node.args:
            inner = _calls(node.args[0])
            if inner & _PY_DECODERS:
                an.findings.add(rx.DECODED_EXEC, span, "Python executes decoded data (exec/eval of a decoder's output).")
            if inner & _PY_FETCHERS:
                an.findings.add(rx.CODE_STRING, span, "Python executes network content (exec/eval of a fetch).")
        elif name in _PY_SHELL_CALLS and node.args:
            text = _shell_text(node.args[0])
            if text is not None:
                _nested_shell(an, text, span)
            elif _calls(node.args[0]) & _PY_FETCHERS:
                an.findings.add(rx.CODE_STRING, span, "Python runs network content as a shell command.")
    return True


# Shell-out calls of Perl, Ruby, PHP, Node, Lua, awk, Tcl with a literal command.
_SHELL_OUT = re.compile(
    r"""(?:\bsystem|\bexec|\bshell_exec|\bpassthru|\bpopen|\bproc_open|\bspawn|\bexecSync|\bspawnSync|\bos\.execute|\bio\.popen|%x)\s*\(?\s*(?:\[\s*)?(["'])((?:(?!\1)[^\\]|\\.){1,500})\1"""
)
_BACKTICKS = re.compile(r"`([^`]{1,500})`")
_SOCKET_MARKERS = ("socket", "fsockopen", "tcpsocket", "/inet/tcp", "/inet/udp", "net.socket", "require('net')", 'require("net")', "io::socket", "socket.tcp")
_EXEC_MARKERS = ("exec", "system", "spawn", "popen", "child_process", "/bin/sh", "/bin/bash", "sh -i", "|&", "proc_open", "passthru")
_AWK_PIPES = re.compile(r"""(["'])((?:(?!\1)[^\\]|\\.){1,500})\1\s*\|\s*getline|\|\s*(["'])((?:(?!\3)[^\\]|\\.){1,500})\3""")


def _foreign(an: "Analyzer", language: str, code: str, span: Span) -> None:
    lowered = code.lower()
    if any(m in lowered for m in _SOCKET_MARKERS) and any(m in lowered for m in _EXEC_MARKERS):
        an.findings.add(INTERPRETER_SOCKET_SHELL, span)
    for match in _SHELL_OUT.finditer(code):
        _nested_shell(an, match.group(2), span)
    if language in ("perl", "ruby", "php"):
        for match in _BACKTICKS.finditer(code):
            _nested_shell(an, match.group(1), span)
    if language == "awk":
        for match in _AWK_PIPES.finditer(code):
            _nested_shell(an, match.group(2) or match.group(4) or "", span)


def _nested_shell(an: "Analyzer", text: str, span: Span) -> None:
    if an.depth + 1 > an.ctx.config.max_code_depth:
        an.findings.add(CODE_TOO_DEEP, span)
        return
    an.ctx.analyze_nested(text, an.scope, an.depth + 1, span)


def analyze(an: "Analyzer", language: str, code: str, span: Span) -> int:
    """Judge a non-shell code string; return the taint of what it prints (0 here:
    network reads inside foreign code are judged by the rules, not tracked)."""
    if language == "python" and _python(an, code, span):
        return 0
    _foreign(an, language, code, span)
    return 0
