"""Code strings in languages other than shell (`python -c`, `perl -e`, awk
programs).

Python is parsed with its own `ast`: shell-outs, file operations and network
calls are translated into the shell commands they amount to (`shutil.rmtree(p)`
is `rm -rf p`, `open(p).read()` is `cat p`) and judged by the same rules one
code level deeper; aliases (`a=__import__; s=a("socket")`) are followed.
Perl, Ruby, Node, PHP, Lua and awk have no parser here: their string literals
in shell-out calls are analyzed as shell, their path literals as file reads,
and pairs of calls (socket + exec, decode + exec, fetch + eval, network + an
environment dump) mark reverse shells, decoded or remote execution, and
exfiltration. This is the last-resort layer, documented as such in SECURITY.md.
"""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

from shell_audit.facts import REMOTE, Span
from shell_audit.paths import PathKind, path_kinds
from shell_audit.rules import remote_exec as rx
from shell_audit.rules.secrets import SECRET_FILE_READ, SECRET_TO_NETWORK
from shell_audit.rules.sockets import INTERPRETER_SOCKET_SHELL
from shell_audit.rules.structural import CODE_TOO_DEEP

if TYPE_CHECKING:  # pragma: no cover
    from shell_audit.analyzer import Analyzer

_PY_SHELL_CALLS = frozenset({
    "os.system", "os.popen", "subprocess.call", "subprocess.run", "subprocess.Popen",
    "subprocess.check_output", "subprocess.check_call", "subprocess.getoutput",
    "subprocess.getstatusoutput", "pty.spawn", "os.execl", "os.execlp", "os.execv", "os.execvp",
    "os.spawnl", "os.spawnlp", "commands.getoutput",
})
_PY_EXEC = frozenset({"exec", "eval", "compile", "execfile", "builtins.exec", "builtins.eval"})
_PY_DECODERS = frozenset({
    "base64.b64decode", "base64.b32decode", "base64.b16decode", "base64.a85decode", "base64.b85decode",
    "base64.decodebytes", "base64.standard_b64decode", "base64.urlsafe_b64decode", "codecs.decode",
    "bytes.fromhex", "zlib.decompress", "marshal.loads", "binascii.unhexlify", "binascii.a2b_base64",
    "bz2.decompress", "lzma.decompress", "gzip.decompress", "chr", "bytearray.fromhex",
})
_PY_FETCHERS = frozenset({
    "urllib.request.urlopen", "urllib.urlopen", "urllib2.urlopen", "requests.get", "requests.post",
    "requests.put", "requests.request", "httpx.get", "httpx.post", "urllib.request.urlretrieve",
    "http.client.HTTPConnection", "http.client.HTTPSConnection",
})
_PY_SENDERS = _PY_FETCHERS | {"socket.socket", "socket.create_connection", "smtplib.SMTP", "ftplib.FTP"}
_PY_REVERSE = frozenset({"os.dup2", "pty.spawn", "subprocess.call", "subprocess.Popen", "subprocess.run", "os.system", "os.execv", "os.execl"})


def _walk(tree: ast.AST) -> list[ast.AST]:
    """Every node, in `ast.walk`'s breadth-first order, as one list: the passes
    below read it several times, and `ast.walk` is an interpreted generator."""
    nodes = [tree]
    i = 0
    while i < len(nodes):
        node = nodes[i]
        i += 1
        for name in node._fields:
            value = getattr(node, name, None)
            if isinstance(value, ast.AST):
                nodes.append(value)
            elif isinstance(value, list):
                nodes.extend(item for item in value if isinstance(item, ast.AST))
    return nodes


class _Python:
    """Alias-aware view of a Python snippet's calls."""

    def __init__(self, nodes: list[ast.AST]) -> None:
        self.aliases: dict[str, str] = {}
        for node in nodes:
            if isinstance(node, ast.Import):
                for a in node.names:
                    self.aliases[a.asname or a.name.split(".")[0]] = a.name if a.asname else a.name.split(".")[0]
            elif isinstance(node, ast.ImportFrom) and node.module:
                for a in node.names:
                    self.aliases[a.asname or a.name] = f"{node.module}.{a.name}"
        for node in nodes:  # `a = __import__`, `s = a("socket")`, `o = a("os").dup2`
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                name = self.dotted(node.value)
                if name:
                    self.aliases[node.targets[0].id] = name

    def dotted(self, node: ast.AST) -> str:
        if isinstance(node, ast.Name):
            return self.aliases.get(node.id, node.id)
        if isinstance(node, ast.Attribute):
            base = self.dotted(node.value)
            return f"{base}.{node.attr}" if base else node.attr
        if isinstance(node, ast.Call):
            func = self.dotted(node.func)
            if func in ("__import__", "importlib.import_module") and node.args:
                module = self.string(node.args[0])
                if module:
                    return module
            return func
        return ""

    def calls(self, nodes: list[ast.AST]) -> set[str]:
        return {self.dotted(n.func) for n in nodes if isinstance(n, ast.Call)}

    def string(self, node: ast.AST) -> str | None:
        """A statically known string: literals, concatenation, `os.path.join`,
        `expanduser`, and the home directory from the environment as `~`."""
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Div)):
            left, right = self.string(node.left), self.string(node.right)  # `Path.home() / '.ssh'`
            if left is None or right is None:
                return None
            return left + right if isinstance(node.op, ast.Add) else left.rstrip("/") + "/" + right
        if isinstance(node, ast.Subscript) and self.dotted(node.value) == "os.environ" and self.string(node.slice) == "HOME":
            return "~"
        if isinstance(node, ast.Call):
            name = self.dotted(node.func)
            args = [self.string(a) for a in node.args]
            if name in ("os.path.expanduser", "os.path.abspath", "os.path.realpath", "str", "pathlib.Path", "Path") and args and args[0] is not None:
                return args[0]
            if name == "os.path.join" and args and all(a is not None for a in args):
                return "/".join(a.rstrip("/") for a in args)  # type: ignore[union-attr]
            if name in ("os.getenv", "os.environ.get") and args[:1] == ["HOME"]:
                return "~"
            if name in ("pathlib.Path.home", "Path.home", "os.path.expanduser") and not args:
                return "~"
            if isinstance(node.func, ast.Attribute) and node.func.attr in ("joinpath", "expanduser", "resolve", "absolute"):
                base = self.string(node.func.value)
                if base is not None and all(a is not None for a in args):
                    return "/".join([base.rstrip("/"), *(a.strip("/") for a in args if a is not None)])
        return None

    def shell_text(self, node: ast.AST) -> str | None:
        text = self.string(node)
        if text is not None:
            return text
        if isinstance(node, (ast.List, ast.Tuple)):
            words = [self.string(e) for e in node.elts]
            if all(w is not None for w in words):
                if len(words) >= 3 and words[1] in ("-c", "-lc", "-ic"):
                    return words[2]
                return " ".join(words)  # type: ignore[arg-type]
        return None


def _python(an: "Analyzer", code: str, span: Span) -> int | None:
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    nodes = _walk(tree)
    py = _Python(nodes)
    calls = py.calls(nodes)
    strings = {n.value for n in nodes if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    modules = set(py.aliases.values()) | {c.split(".")[0] for c in calls}
    if ("socket" in modules or "socket" in strings) and calls & _PY_REVERSE:
        an.findings.add(INTERPRETER_SOCKET_SHELL, span)
    dumps_env = any(isinstance(n, ast.Call) and any(py.dotted(a) == "os.environ" for a in n.args) for n in nodes)
    if calls & _PY_SENDERS and dumps_env:
        an.findings.add(SECRET_TO_NETWORK, span, "Python sends the environment to the network.")
    for node in nodes:
        if isinstance(node, ast.Call):
            _python_call(an, py, node, span)
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Subscript) \
                and py.dotted(node.targets[0].value) == "os.environ":
            _environment(an, py, node.targets[0].slice, node.value, span)
    return REMOTE if calls & _PY_FETCHERS and calls & {"print", "sys.stdout.write", "sys.stdout.buffer.write"} else 0


def _python_call(an: "Analyzer", py: _Python, node: ast.Call, span: Span) -> None:
    name = py.dotted(node.func)
    if isinstance(node.func, ast.Attribute) and node.func.attr in ("read_text", "read_bytes"):
        read = py.string(node.func.value)  # `Path.home().joinpath('.ssh', 'id_rsa').read_text()`
        if read is not None:
            _nested_shell(an, f"cat {_quote(read)}", span)
        return
    if name in ("os.putenv", "os.environ.setdefault") and len(node.args) == 2:
        _environment(an, py, node.args[0], node.args[1], span)
    first = node.args[0] if node.args else None
    if first is None:
        return
    if name in _PY_EXEC or name in _PY_SHELL_CALLS:
        how = "executes" if name in _PY_EXEC else "runs as a shell command"
        argument = _walk(first)
        inner = py.calls(argument)
        if any(isinstance(n, ast.Name) and n.id == "chr" for n in argument):
            inner.add("chr")  # `''.join(map(chr, [114, 109, ...]))`
        if inner & _PY_DECODERS:
            an.findings.add(rx.DECODED_EXEC, span, f"Python {how} decoded data.")
        if inner & _PY_FETCHERS:
            an.findings.add(rx.CODE_STRING, span, f"Python {how} network content.")
        text = py.shell_text(first) if name in _PY_SHELL_CALLS else None
        if text is not None:
            _nested_shell(an, text, span)
        return
    path = py.string(first)
    if path is None:
        return
    if name == "shutil.rmtree":
        _nested_shell(an, f"rm -rf {_quote(path)}", span)
    elif name in ("os.remove", "os.unlink"):
        _nested_shell(an, f"rm -f {_quote(path)}", span)
    elif name in ("open", "io.open", "builtins.open"):
        mode = py.string(node.args[1]) if len(node.args) > 1 else next((py.string(k.value) for k in node.keywords if k.arg == "mode"), "r")
        writes = mode is not None and any(c in mode for c in "wax+")
        _nested_shell(an, f": > {_quote(path)}" if writes else f"cat {_quote(path)}", span)
    elif name == "os.chmod" and len(node.args) > 1 and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, int):
        _nested_shell(an, f"chmod {node.args[1].value:o} {_quote(path)}", span)


def _environment(an: "Analyzer", py: _Python, key: ast.AST, value: ast.AST, span: Span) -> None:
    """`os.environ['LD_PRELOAD'] = p`, `os.putenv(...)`: judged as the `export` it is."""
    name = py.string(key)
    if name is not None and name.replace("_", "a").isalnum():
        text = py.string(value)
        assigned = _quote(text) if text is not None else '"$UNKNOWN"'
        _nested_shell(an, f"export {name}={assigned}", span)


def _quote(text: str) -> str:
    if text.startswith("~/") or text == "~":
        return "~" + _quote(text[1:]) if len(text) > 1 else "~"
    return "'" + text.replace("'", "'\"'\"'") + "'"


# Foreign languages: last-resort lexical facts.
_STRINGS = re.compile(r"""(["'])((?:\\.|(?!\1)[^\\\n]){1,500})\1""")
_SHELL_OUT = re.compile(r"(?:\bsystem|\bexec|\bshell_exec|\bpassthru|\bpopen|\bproc_open|\bspawn|\bexecSync|\bspawnSync|\bos\.execute|\bio\.popen|%x)\s*+\(?\s*+(?:\[\s*+)?$")
_BACKTICKS = re.compile(r"`([^`]{1,500})`")
_AWK_PIPES = re.compile(r"""(["'])((?:(?!\1)[^\\]|\\.){1,500})\1\s*\|\s*getline|\|\s*(["'])((?:(?!\3)[^\\]|\\.){1,500})\3""")
_SOCKET = ("socket", "fsockopen", "tcpsocket", "/inet/tcp", "/inet/udp", "net.socket", "require('net')", 'require("net")', "io::socket", "socket.tcp", "net.connect", "net.createconnection")
_EXEC = ("exec", "system", "spawn", "popen", "child_process", "/bin/sh", "/bin/bash", "sh -i", "|&", "proc_open", "passthru", "`")
_DECODE = ("'hex')", '"hex")', "%c", "decode_base64", "base64.decode64", "unpack(\"m", "unpack('m", "'base64')", '"base64")', "atob(", "base64_decode", "b64decode", "pack(\"h*", "pack('h*", "hex2bin", "from_hex")
_FETCH = ("get(\"http", "get('http", "https.get", "http.get", "https').get", "http').get", 'https").get', 'http").get', "fetch(", "lwp::", "http::tiny", "net::http", "open-uri", "uri.open", "file_get_contents(\"http", "file_get_contents('http", "curl_exec", "socket.http", "urlopen")
_EVAL = ("eval(", "eval ", "eval)", "function(", "instance_eval", "vm.runin", "new function", "loadstring(", "load(")
_ENV_DUMP = ("json.stringify(process.env)", "process.env)", "%env", "env.to_h", "env.inspect", "$_env)", "getenv()", "env.to_a", "os.environ)")
# Recursive deletes: perl File::Path, ruby FileUtils, node fs, rimraf; the path a
# literal or the home directory (`homedir()`, `Dir.home`, `ENV['HOME']`, `$ENV{HOME}`).
_DELETES = re.compile(
    r"""\b(?:rmtree|remove_tree|rm_rf|rm_r|remove_dir|rmSync|rmdirSync|rimraf(?:\.sync)?)\s*\(\s*"""
    r"""(?:"([^"]{1,300})"|'([^']{1,300})'|([^,]{0,80}?homedir\(\)|Dir\.home|ENV\[["']HOME["']\]|\$ENV\{HOME\}))""")
_SETUID_CHMOD = re.compile(r"""\bchmod\s*+\(?\s*+0?([0-7]{4})\s*+,\s*+["']([^"']{1,300})["']""")
"""Blank runs are possessive throughout: two runs that may share blanks were quadratic in a
long run of them (1.6 s for a 9 KB command)."""
_SEND = ("fetch(", "http.request", "https.request", "net::http.post", "http::tiny", "lwp", "curl_init", "file_get_contents", "socket", "axios", "xmlhttprequest", "net.connect")


def _foreign(an: "Analyzer", language: str, code: str, span: Span) -> None:
    lowered = code.lower()
    has = lambda markers: any(m in lowered for m in markers)  # noqa: E731
    if has(_SOCKET) and has(_EXEC):
        an.findings.add(INTERPRETER_SOCKET_SHELL, span)
    if has(_DECODE) and has(_EXEC + ("eval",)):
        an.findings.add(rx.DECODED_EXEC, span, f"{language} executes decoded data.")
    if has(_FETCH) and has(_EVAL):
        an.findings.add(rx.CODE_STRING, span, f"{language} evaluates network content.")
    if has(_ENV_DUMP) and has(_SEND):
        an.findings.add(SECRET_TO_NETWORK, span, f"{language} sends the environment to the network.")
    for match in _STRINGS.finditer(code):
        literal = match.group(2)
        if _SHELL_OUT.search(code[max(0, match.start() - 40):match.start()]):
            _nested_shell(an, literal, span)
        elif "/" in literal and PathKind.SECRET in path_kinds(literal):
            an.findings.add(SECRET_FILE_READ, span, f"{language} code names a secret file: {literal}")
    for match in _DELETES.finditer(code):
        path = match.group(1) or match.group(2) or "~"
        _nested_shell(an, f"rm -rf {_quote(path)}", span)
    for match in _SETUID_CHMOD.finditer(code):
        _nested_shell(an, f"chmod {match.group(1)} {_quote(match.group(2))}", span)
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
    """Judge a non-shell code string; return the taint of what it prints."""
    if language == "python":
        taint = _python(an, code, span)
        if taint is not None:
            return taint
    _foreign(an, language, code, span)
    return 0
