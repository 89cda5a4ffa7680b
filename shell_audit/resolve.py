"""Peel exec wrappers off an argv to find the command bash will run.

`sudo -u x env FOO=1 nice -n 5 timeout 3 /bin/bash -c '...'` is `bash` with a
code string, run under four wrappers. `xargs` and `find -exec` run a command
given in their arguments; `su -c`, `flock -c`, `script -c` and `watch` take a
shell code string. A dynamic word in command position that may vanish
(`$a rm -rf ~`) makes the rest a command of its own as well.
"""

from __future__ import annotations

import fnmatch
import posixpath
import re
import shlex
from functools import lru_cache

from shell_audit.facts import UNKNOWN, Field, join_fields
from shell_audit.words import decode_ansi_c
from shell_audit.tables import (
    CODE_JOINING_WRAPPERS,
    CONTAINER_CLIS,
    CONTAINER_EXEC_VALUE_OPTIONS,
    GIT_CODE_KEYS,
    KNOWN_COMMANDS,
    NAME_ALIASES,
    OPTION_CODE,
    WRAPPERS,
)


class Resolved:
    """One command an argv runs: a wrapper, or what it wraps (a plain class, not a
    dataclass, so that the compiled build constructs it natively; see facts.py)."""

    def __init__(self, argv: list[Field], wrappers: tuple[str, ...], env: list[tuple[str, Field]] | None = None,
                 code_strings: list[tuple[Field, str]] | None = None, lookup_only: bool = False,
                 stdin_args: bool = False, replaces: str | None = None, delimiter: str | None = None,
                 is_wrapper: bool = False) -> None:
        self.argv = argv
        self.wrappers = wrappers
        self.env: list[tuple[str, Field]] = env if env is not None else []
        self.code_strings: list[tuple[Field, str]] = code_strings if code_strings is not None else []  # (code, via wrapper)
        self.lookup_only = lookup_only
        self.stdin_args = stdin_args  # xargs: stdin items become arguments
        self.replaces = replaces  # xargs -I placeholder
        self.delimiter = delimiter  # xargs -0 / -d: how stdin splits into items (None: blanks and quotes)
        self.is_wrapper = is_wrapper  # the wrapper itself (sudo, nsenter): rules see it, it runs nothing of its own

    @property
    def name(self) -> str | None:
        if not self.argv or self.argv[0].text is None:
            return None
        return command_name(self.argv[0].text)


@lru_cache(maxsize=4096)
def command_name(path: str) -> str:
    """The command a path names: its basename, with distribution variants folded
    (`nc.traditional` is `nc`)."""
    base = posixpath.basename(path.rstrip("/")) or path
    return NAME_ALIASES.get(base, base)


_SPECIAL = frozenset(WRAPPERS) | CONTAINER_CLIS | frozenset(OPTION_CODE) | {"xargs", "find", "ssh", "tmux", "git", "{"}
_XARGS_VALUE = frozenset({"-I", "-i", "-n", "-L", "-l", "-P", "-s", "-d", "-E", "-e", "-a", "--arg-file", "--delimiter", "--max-args", "--max-procs", "--max-lines", "--replace", "--eof", "--max-chars", "--process-slot-var"})
_SSH_VALUE = frozenset("-p -i -l -o -F -J -L -R -D -b -c -E -e -I -m -O -Q -S -W -w -B".split())
_FIND_EXEC = frozenset({"-exec", "-execdir", "-ok", "-okdir"})
_SSH_OPTION_TOOLS = frozenset({"ssh", "scp", "sftp"})
# ssh options whose value is a command ssh runs locally (RemoteCommand: on the host)
_SSH_COMMAND_OPTIONS = frozenset({"proxycommand", "localcommand", "knownhostscommand", "remotecommand"})
_MAX_WRAPPERS = 16


def resolve(argv: list[Field]) -> list[Resolved]:
    """All commands this argv may run, outermost first."""
    head = argv[0].text if argv else None
    if head is not None and not any(c in head for c in "*?[") and command_name(head) not in _SPECIAL:
        return [Resolved(argv=argv, wrappers=())]  # the common case: a plain command
    out: list[Resolved] = []
    _resolve(argv, (), [], out, 0)
    return out


def _resolve(argv: list[Field], wrappers: tuple[str, ...], env: list[tuple[str, Field]], out: list[Resolved], rounds: int) -> None:
    if not argv:
        return
    head = argv[0]
    if head.text is None:
        out.append(Resolved(argv=argv, wrappers=wrappers, env=env))
        if head.may_vanish and len(argv) > 1:
            _resolve(argv[1:], wrappers, env, out, rounds + 1)
        return
    if head.text == "{" and not head.quoted and len(argv) > 1:
        # `coproc { rm -rf ~; }`: tree-sitter reads the group's `{` as a word
        _resolve(argv[1:], wrappers, env, out, rounds + 1)
        return
    if head.text == "coproc" and len(argv) > 3 and argv[2].text == "{":
        argv = argv[:1] + argv[2:]  # `coproc NAME { ...; }`: NAME names the coprocess
    name = command_name(head.text)
    if not head.quoted and any(c in name for c in "*?[") and rounds < _MAX_WRAPPERS:
        pattern = re.compile(fnmatch.translate(name))  # what fnmatchcase does, compiled once
        matches = sorted(n for n in KNOWN_COMMANDS if pattern.match(n))[:8]
        if matches:  # bash expands the glob; judge every known command it can name
            for match in matches:
                _resolve([Field(text=match, span=head.span, taint=head.taint), *argv[1:]], wrappers, env, out, rounds + 1)
            return
    if rounds >= _MAX_WRAPPERS:
        out.append(Resolved(argv=argv, wrappers=wrappers, env=env))
        return
    if name == "xargs":
        _xargs(argv, wrappers, env, out, rounds)
        return
    if name == "find":
        out.append(Resolved(argv=argv, wrappers=wrappers, env=env))
        _find_exec(argv, wrappers, env, out, rounds)
        return
    if name == "ssh":
        _ssh(argv, wrappers, env, out)
        return
    if name == "tmux" and len(argv) > 2 and argv[1].text in _TMUX_SPAWN:
        _tmux(argv, wrappers, env, out)
        return
    if name in CONTAINER_CLIS and _container_exec(argv, wrappers, env, out, rounds):
        return
    if name in OPTION_CODE or name == "git":
        option_code = _option_code(name, argv)
        if option_code:
            out.append(Resolved(argv=argv[:1], wrappers=wrappers + (name,), env=env, code_strings=option_code))
    spec = WRAPPERS.get(name)
    if spec is None:
        out.append(Resolved(argv=argv, wrappers=wrappers, env=env))
        return
    out.append(Resolved(argv=argv, wrappers=wrappers, env=env, is_wrapper=True))
    wrapped = wrappers + (name,)
    env = list(env)
    code: list[tuple[Field, str]] = []
    positionals = spec.positionals
    i = 1
    while i < len(argv):
        word = argv[i]
        text = word.text
        if text is None:
            break
        if text == "--" and spec.stops_at_double_dash:
            i += 1
            break
        if name in ("env", "sudo", "doas") and "=" in text and not text.startswith("-") and text.split("=", 1)[0].replace("_", "a").isalnum():
            key, _, value = text.partition("=")
            env.append((key, Field(text=value, span=word.span, taint=word.taint, quoted=True)))
            i += 1
            continue
        if text.startswith("-") and len(text) > 1 and not (name == "su" and text == "-"):
            opt = text.split("=", 1)[0]
            if opt in spec.lookup_options or (opt[1:2] and not opt.startswith("--") and any("-" + c in spec.lookup_options for c in opt[1:])):
                out.append(Resolved(argv=argv, wrappers=wrapped, env=env, lookup_only=True))
                return
            if name == "env" and opt in ("-S", "--split-string"):
                script = text.split("=", 1)[1] if "=" in text else (argv[i + 1].text if i + 1 < len(argv) else None)
                consumed = 1 if "=" in text else 2
                if script is not None:
                    split = [Field(text=p, span=word.span, taint=word.taint) for p in script.split()]
                    argv = argv[:i] + split + argv[i + consumed:]
                    continue
                i += consumed
                continue
            takes_code = opt in spec.code_options or (not opt.startswith("--") and any("-" + c in spec.code_options for c in opt[1:]))
            if takes_code:
                if "=" in text:
                    code.append((Field(text=text.split("=", 1)[1], span=word.span, taint=word.taint), name))
                    i += 1
                elif i + 1 < len(argv):
                    code.append((argv[i + 1], name))
                    i += 2
                else:
                    i += 1
                continue
            takes_value = opt in spec.value_options or (not opt.startswith("--") and len(opt) > 2 and "-" + opt[-1] in spec.value_options)
            i += 2 if takes_value and "=" not in text else 1
            continue
        if name == "su" and (text == "-" or positionals == 0 and not code and i == len(argv) - 1):
            i += 1  # `su -` / `su user`
            continue
        if positionals:
            positionals -= 1
            i += 1
            continue
        break
    rest = argv[i:]
    if code and name not in ("su", "runuser", "sg"):
        out.append(Resolved(argv=argv[:1], wrappers=wrapped, env=env, code_strings=code))
    if name in CODE_JOINING_WRAPPERS and rest:
        joined = join_fields(rest)
        out.append(Resolved(argv=argv[:1], wrappers=wrapped, env=env, code_strings=[(joined, name)]))
        return
    if name in ("su", "runuser", "sg"):
        if not code:
            code = _code_anywhere(argv[i:], spec.code_options, name)
        out.append(Resolved(argv=argv[:1], wrappers=wrapped, env=env, code_strings=code))
        return
    if not rest:
        out.append(Resolved(argv=argv[:1], wrappers=wrapped, env=env))
        return
    if not code or rest:
        _resolve(rest, wrapped, env, out, rounds + 1)


def _code_anywhere(argv: list[Field], options: frozenset[str], via: str) -> list[tuple[Field, str]]:
    for k, word in enumerate(argv):
        text = word.text or ""
        flag, eq, value = text.partition("=")
        if flag in options:
            if eq:
                return [(Field(text=value, span=word.span, taint=word.taint, quoted=True), via)]
            if k + 1 < len(argv):
                return [(argv[k + 1], via)]
    return []


def _option_code(name: str, argv: list[Field]) -> list[tuple[Field, str]]:
    """Option values a tool runs: `tar --checkpoint-action=exec=CMD`, `rsync -e CMD`,
    `sort --compress-program=PROG`, `vim -c ':!CMD'`, `git -c core.sshCommand=CMD`."""
    table = OPTION_CODE.get(name, {})
    out: list[tuple[Field, str]] = []
    for k, word in enumerate(argv[1:], start=1):
        text = word.text
        if text is None:
            continue
        setting = argv[k + 1].text if name == "git" and text == "-c" and k + 1 < len(argv) else None
        if setting:
            key, _, value = setting.partition("=")
            if key.lower() in GIT_CODE_KEYS or (key.lower().startswith("alias.") and value.startswith("!")):
                out.append((Field(text=value.lstrip("!"), span=argv[k + 1].span, taint=argv[k + 1].taint, quoted=True), "git -c"))
            continue
        if name in ("sqlite3", "sqlite") and text.startswith((".shell ", ".system ")):
            out.append((Field(text=text.split(" ", 1)[1], span=word.span, taint=word.taint, quoted=True), name))
            continue
        flag, eq, value = text.partition("=")
        if name in _SSH_OPTION_TOOLS and text.startswith("-o") and len(text) > 2:
            flag, eq, value = "-o", "=", text[2:]  # `-oProxyCommand=...`
        how = table.get(flag)
        if how is None:
            if text.startswith("+") and name in ("vim", "vi", "nvim", "view", "ex"):
                how, value, eq = "vim", text[1:], "="
            else:
                continue
        field = Field(text=value, span=word.span, taint=word.taint, quoted=True) if eq else (argv[k + 1] if k + 1 < len(argv) else None)
        if field is None or field.text is None:
            if field is not None:
                out.append((field, name))
            continue
        code = field.text
        if how == "vim":
            code = code.lstrip(":")
            if not code.startswith("!"):
                continue
            code = code[1:]
        elif how == "ssh-option":  # `-o ProxyCommand=CMD` / `-o 'ProxyCommand CMD'`
            key, _, command = code.replace("=", " ", 1).partition(" ")
            if key.lower() not in _SSH_COMMAND_OPTIONS:
                continue
            code = command.strip()
        elif how == "gdb":
            if not code.startswith(("shell ", "!")):
                continue
            code = code.split(" ", 1)[1] if code.startswith("shell ") else code[1:]
        elif code.startswith("exec="):
            code = code[5:]
        if how == "program":  # the program runs on each of the tool's file operands
            operands = [w.text for w in argv[1:] if w.text and not w.text.startswith("-") and w is not field]
            out.extend((Field(text=f"{code} {op}", span=field.span, taint=field.taint, quoted=True), name) for op in operands[-4:])
        out.append((Field(text=code, span=field.span, taint=field.taint, quoted=True), name))
    return out


def _container_exec(argv: list[Field], wrappers: tuple[str, ...], env: list[tuple[str, Field]], out: list[Resolved], rounds: int) -> bool:
    """`docker exec C cmd...`, `docker run IMAGE cmd...`, `kubectl exec POD -- cmd...`:
    the command runs (inside a container) and is judged like any other."""
    texts = [f.text for f in argv]
    verb_at = next((k for k, t in enumerate(texts[1:4], start=1) if t in ("exec", "run")), None)
    if verb_at is None:
        return False
    out.append(Resolved(argv=argv, wrappers=wrappers, env=env))
    if "--" in texts[verb_at:]:
        start = texts.index("--", verb_at) + 1
    else:
        k = verb_at + 1
        while k < len(argv) and (argv[k].text or "").startswith("-"):
            text = argv[k].text or ""
            k += 2 if text in CONTAINER_EXEC_VALUE_OPTIONS else 1
        start = k + 1  # past the container or image
    if start < len(argv):
        _resolve(argv[start:], wrappers + (command_name(texts[0] or ""),), env, out, rounds + 1)
    return True


_TMUX_SPAWN = frozenset({"new", "new-session", "new-window", "neww", "split-window", "splitw", "respawn-pane", "run-shell", "run"})
_TMUX_VALUE = frozenset({"-s", "-n", "-c", "-t", "-x", "-y", "-F", "-e", "-l"})


def _tmux(argv: list[Field], wrappers: tuple[str, ...], env: list[tuple[str, Field]], out: list[Resolved]) -> None:
    """`tmux new -d 'cmd'`: the trailing words are a shell command tmux runs."""
    k = 2
    while k < len(argv) and (argv[k].text or "").startswith("-"):
        k += 2 if argv[k].text in _TMUX_VALUE else 1
    out.append(Resolved(argv=argv, wrappers=wrappers, env=env))
    if k < len(argv):
        out.append(Resolved(argv=argv[:1], wrappers=wrappers + ("tmux",), env=env, code_strings=[(join_fields(argv[k:]), "tmux")]))


def _xargs(argv: list[Field], wrappers: tuple[str, ...], env: list[tuple[str, Field]], out: list[Resolved], rounds: int) -> None:
    i = 1
    replace: str | None = None
    delimiter: str | None = None
    while i < len(argv):
        text = argv[i].text
        if text is None or not text.startswith("-") or text == "-":
            break
        if text in ("-0", "--null"):
            delimiter = "\0"
        elif text.startswith(("-d", "--delimiter")):
            value = text.split("=", 1)[1] if "=" in text else (text[2:] if len(text) > 2 and not text.startswith("--") else (argv[i + 1].text if i + 1 < len(argv) else None))
            delimiter = decode_ansi_c(value) if value else "\n"
        if text == "--":
            i += 1
            break
        opt = text[:2] if not text.startswith("--") else text.split("=", 1)[0]
        if opt in ("-I", "--replace") or text.startswith("-i"):
            if opt == "-I" and len(text) > 2:
                replace = text[2:]
            elif opt == "-I" and i + 1 < len(argv):
                replace = argv[i + 1].text
                i += 1
            else:
                replace = "{}"
            i += 1
            continue
        if opt in _XARGS_VALUE and len(text) == 2 and not text.startswith("--"):
            i += 2
            continue
        i += 1
    rest = argv[i:] or [Field(text="echo", span=argv[0].span)]
    wrapped = wrappers + ("xargs",)
    inner: list[Resolved] = []
    _resolve(rest, wrapped, env, inner, rounds + 1)
    for r in inner:
        r.stdin_args = True
        r.replaces = replace
        r.delimiter = delimiter
    out.extend(inner)


def _find_exec(argv: list[Field], wrappers: tuple[str, ...], env: list[tuple[str, Field]], out: list[Resolved], rounds: int) -> None:
    """`find ROOT ... -exec CMD {} ;`: CMD runs on each match; `{}` stands for
    `ROOT/**/NAME` (a glob the path rules read) when ROOT is absolute or home."""
    found = _find_matches(argv)
    i = 1
    while i < len(argv):
        if argv[i].text in _FIND_EXEC:
            start = i + 1
            j = start
            while j < len(argv) and argv[j].text not in (";", "+", "\\;"):
                j += 1
            cmd = [Field(text=None, span=f.span, quoted=True, pattern=found) if f.text == "{}" else f for f in argv[start:j]]
            _resolve(cmd, wrappers + ("find",), env, out, rounds + 1)
            i = j + 1
            continue
        i += 1


def _find_matches(argv: list[Field]) -> str | None:
    texts = [f.text for f in argv[1:]]
    root = texts[0] if texts else None
    if root is None or not root.startswith(("/", "~")):
        return None
    names = [texts[k + 1] for k in range(len(texts) - 1)
             if texts[k] in ("-name", "-iname") and (k == 0 or texts[k - 1] not in ("!", "-not"))]
    name = names[0] if names else None
    return root.rstrip("/") + ("/**/" + name if name else "/**")


def _ssh(argv: list[Field], wrappers: tuple[str, ...], env: list[tuple[str, Field]], out: list[Resolved]) -> None:
    i = 1
    while i < len(argv):
        text = argv[i].text
        if text is None or not text.startswith("-"):
            break
        i += 2 if text in _SSH_VALUE else 1
    out.append(Resolved(argv=argv, wrappers=wrappers, env=env))
    local = _option_code("ssh", argv[:i])  # ProxyCommand and friends run here, not remotely
    if local:
        out.append(Resolved(argv=argv[:1], wrappers=wrappers + ("ssh",), env=env, code_strings=local))
    rest = argv[i + 1:]
    if rest:
        out.append(Resolved(argv=argv[:1], wrappers=wrappers + ("ssh",), env=env, code_strings=[(join_fields(rest), "ssh")]))


def fill_xargs(resolved: "Resolved", stdin: int, stdin_text: str | None) -> None:
    """`xargs -I{} cmd {}`: the placeholder becomes the first stdin item when the
    input is static, else a stand-in word marked unknown and carrying stdin's
    taint (so `sh -c 'echo {} >> /etc/passwd'` is still analyzed as code)."""
    item = stdin_text.split("\n", 1)[0].strip() if stdin_text else None
    def fill(f: Field) -> Field:
        if f.text is None or resolved.replaces is None or resolved.replaces not in f.text:
            return f
        if item is None:
            return Field(text=f.text.replace(resolved.replaces, "__xargs_item__"), span=f.span, taint=f.taint | stdin | UNKNOWN, quoted=f.quoted)
        return Field(text=f.text.replace(resolved.replaces, item), span=f.span, taint=f.taint | stdin, quoted=f.quoted)
    resolved.argv = [resolved.argv[0], *(fill(f) for f in resolved.argv[1:])]
    resolved.code_strings = [(fill(c), via) for c, via in resolved.code_strings]


def xargs_items(text: str, delimiter: str | None) -> list[str]:
    """The items xargs reads from static stdin: split on the delimiter (`-0`,
    `-d`), else on blanks with quotes honoured, as xargs does."""
    if delimiter is not None:
        return [item for item in text.split(delimiter) if item]
    try:
        return shlex.split(text)
    except ValueError:
        return text.split()
