"""Dataflow through commands: what taint a command's stdout carries, and which
files it writes with what content. This is what makes `x=$(curl u); eval "$x"`
and `curl -o f u && bash f` visible."""

from __future__ import annotations

import posixpath
from urllib.parse import urlsplit

from shell_audit.facts import DECODED, REMOTE, SECRET, Field, Invocation
from shell_audit.paths import PathKind, canonical, path_kinds
from shell_audit.tables import (
    DECODE_FLAGS,
    DECODERS,
    ENV_DUMPERS,
    FILE_READERS,
    OPAQUE_OUTPUT,
    STDOUT_FETCHERS,
)
from shell_audit.words import decode_ansi_c

_CURL_OUTPUT = frozenset({"-o", "--output"})
_CURL_REMOTE_NAME = frozenset({"-O", "--remote-name", "--remote-name-all"})


def _urls(inv: Invocation) -> list[str]:
    return [t for t in inv.arg_texts() if "://" in t or t.startswith("www.")]


def _url_basename(url: str) -> str | None:
    path = urlsplit(url if "://" in url else "http://" + url).path
    name = posixpath.basename(path)
    return name or None


def _option_value(inv: Invocation, options: frozenset[str], short_letters: str = "") -> list[Field]:
    """Values of options in either `-o v`, `-ov`, `--opt=v` or clustered `-sLo v` form."""
    values: list[Field] = []
    args = inv.args
    for i, arg in enumerate(args):
        text = arg.text
        if text is None or not text.startswith("-"):
            continue
        flag, eq, attached = text.partition("=")
        if flag in options:
            if eq:
                values.append(Field(text=attached, span=arg.span, taint=arg.taint))
            elif i + 1 < len(args):
                values.append(args[i + 1])
            continue
        if short_letters and not text.startswith("--") and len(text) > 2:
            body = text[1:]
            for pos, letter in enumerate(body):
                if letter in short_letters:
                    rest = body[pos + 1:]
                    if rest:
                        values.append(Field(text=rest, span=arg.span, taint=arg.taint))
                    elif i + 1 < len(args):
                        values.append(args[i + 1])
                    break
    return values


def fetch_targets(inv: Invocation) -> tuple[bool, list[Field]]:
    """(prints remote content to stdout, files it downloads to) for a fetcher."""
    name = inv.name
    if name in ("curl", "fetch"):
        outputs = _option_value(inv, _CURL_OUTPUT, "o")
        files = [f for f in outputs if f.text != "-"]
        if inv.has_flag(*_CURL_REMOTE_NAME) or any(t.startswith("-") and not t.startswith("--") and "O" in t for t in inv.arg_texts()):
            files += [Field(text=n, span=inv.span) for n in (_url_basename(u) for u in _urls(inv)) if n]
        to_stdout = not files or any(f.text == "-" for f in outputs)
        return to_stdout, files
    if name == "wget":
        outputs = _option_value(inv, frozenset({"-O", "--output-document"}), "O")
        if any(f.text == "-" for f in outputs):
            return True, []
        if outputs:
            return False, outputs
        folder = _download_folder(inv, frozenset({"-P", "--directory-prefix"}), "P")
        return False, [Field(text=folder + n, span=inv.span) for n in (_url_basename(u) for u in _urls(inv)) if n]
    if name in ("aria2c", "axel"):
        names = [f.text for f in _option_value(inv, frozenset({"-o", "--out", "--output"}), "o")] or \
            [n for n in (_url_basename(u) for u in _urls(inv)) if n]
        folder = _download_folder(inv, frozenset({"-d", "--dir"}), "d")  # aria2c -d DIR -o NAME
        return False, [Field(text=n if n.startswith(("/", "~")) else folder + n, span=inv.span) for n in names if n]
    if name in ("lynx", "links", "elinks", "w3m"):
        return inv.has_flag("-source", "-dump"), []
    if name == "openssl":
        return bool(inv.argv[1:2]) and inv.argv[1].text == "s_client", []
    if name in ("scp", "rsync", "sftp"):
        texts = inv.arg_texts()
        if len(texts) >= 2 and ":" in texts[-2] and ":" not in texts[-1]:
            return False, [inv.args[-1]]
        return False, []
    if name in STDOUT_FETCHERS:
        return True, []
    return False, []


def _reads_secret(inv: Invocation) -> bool:
    return inv.name in FILE_READERS and any(
        PathKind.SECRET in path_kinds(t) for t in inv.arg_texts()
    )


def output_taint(inv: Invocation, files: dict[str, int], to_stdout: bool) -> int:
    """Taint of the bytes this invocation writes to stdout (`to_stdout`: it is a
    fetcher printing what it fetched)."""
    name = inv.name or ""
    taint = REMOTE if to_stdout else 0
    if name in OPAQUE_OUTPUT:
        return taint
    taint |= inv.stdin_taint
    if name in DECODERS and (not DECODE_FLAGS.get(name) or inv.has_flag(*DECODE_FLAGS[name])):
        if name != "openssl" or inv.has_flag("-d"):
            taint |= DECODED
    if name in ("echo", "printf"):
        for arg in inv.args:
            taint |= arg.taint
        # escapes are decoded in printf's format and in `echo -e` arguments only
        escaped = inv.args[:1] if name == "printf" else (inv.args if inv.has_flag("-e") else [])
        if any(a.text and ("\\x" in a.text or "\\0" in a.text or "\\u" in a.text) for a in escaped):
            taint |= DECODED
    if name == "rev" or (name == "tr" and _translates(inv)):
        taint |= DECODED
    if _reads_secret(inv) or (name in ENV_DUMPERS and not inv.args) or name == "history":
        taint |= SECRET
    for arg in inv.args:
        if arg.text is not None:
            if files:
                taint |= files.get(canonical(arg.text), 0)
        elif arg.is_procsub:
            taint |= arg.taint
    return taint


def _translates(inv: Invocation) -> bool:
    """`tr SET1 SET2` (not -d/-s alone) rewrites text: ROT13 and letter swaps."""
    texts = [t for t in inv.arg_texts() if not t.startswith("-")]
    return len(texts) >= 2 and texts[0] != texts[1]


_STATIC_PRINTERS = frozenset({"echo", "printf", "cat", "tee", "which", "type", "tr", "ls", "find"})
_WRITERS = frozenset({"tee", "cp", "mv", "install", "ln", "rsync", "dd", "sed", "truncate", "git", "perl", "ed", "defaults"})
# find expressions that print every path under the roots (anything else filters)
_FIND_PRINT_ALL = frozenset({"-print", "-depth", "-L", "-H", "-P", "-xdev", "-mount", "-follow"})


def static_output(inv: Invocation) -> str | None:
    """What the command prints, when that is known statically: `echo` and
    `printf` of static words, `cat`/`tee` passing static stdin through."""
    name = inv.name or ""
    if name not in _STATIC_PRINTERS:
        return None
    args = inv.args
    if any(a.text is None for a in args):
        return None
    texts = [a.text or "" for a in args]
    if name == "echo":
        flags = ""
        while texts and len(texts[0]) > 1 and texts[0][0] == "-" and set(texts[0][1:]) <= set("neE"):
            flags += texts.pop(0)[1:]
        body = " ".join(texts)
        return (decode_ansi_c(body) if "e" in flags else body) + ("" if "n" in flags else "\n")
    if name == "printf" and texts:
        fmt, rest = texts[0], texts[1:]
        if fmt.replace("\\n", "") in ("%s", "%b") and rest:
            return "".join(rest)
        return decode_ansi_c(fmt) if "%" not in fmt else None
    if name in ("which", "type") and texts and not texts[-1].startswith("-"):
        return texts[-1] + "\n"  # where the command is: `$(which bash)` names bash
    if name == "tr":
        return _tr(texts, inv.stdin_text)
    if name == "ls" and any(t.startswith("-") and not t.startswith("--") and "d" in t for t in texts):
        operands = [t for t in texts if not t.startswith("-")]  # `ls -d /*` prints the paths
        return "".join(t + "\n" for t in operands) if operands else None
    if name == "find":
        roots = [t for t in texts if not t.startswith(("-", "(", "!"))]
        expression = texts[len(roots):] if texts[:len(roots)] == roots else None
        if roots and expression is not None and all(t in _FIND_PRINT_ALL for t in expression):
            # `find /` prints every path below `/` (`/**` stands for them), and `/`
            return "".join(f"{r.rstrip('/')}/**\n{r}\n" for r in roots)
    if name in ("cat", "tee") and not [t for t in texts if not t.startswith("-") and name == "cat" and t != "-"]:
        return inv.stdin_text
    return None


def _download_folder(inv: Invocation, options: frozenset[str], letter: str) -> str:
    """The directory a fetcher saves into (`wget -P DIR`, `aria2c -d DIR`), as a prefix."""
    folders = _option_value(inv, options, letter)
    return (folders[-1].text or "").rstrip("/") + "/" if folders else ""


def _tr(texts: list[str], stdin: str | None) -> str | None:
    """`tr -d SET` and `tr SET1 SET2` on static stdin, for literal sets and ranges."""
    if stdin is None or not texts:
        return None
    sets = [_tr_set(t) for t in texts if not t.startswith("-")]
    flags = "".join(t[1:] for t in texts if t.startswith("-") and not t.startswith("--"))
    if None in sets or set(flags) - {"d"}:
        return None
    if flags == "d" and len(sets) == 1:
        return "".join(c for c in stdin if c not in (sets[0] or ""))
    if not flags and len(sets) == 2 and sets[0] and sets[1]:
        source, target = sets[0], sets[1]
        target = target + target[-1] * (len(source) - len(target))
        return stdin.translate(str.maketrans(source, target[:len(source)]))
    return None


def _tr_set(spec: str) -> str | None:
    """A tr set with `a-z` ranges expanded; None for classes and escapes."""
    if "[" in spec or "\\" in spec:
        return None
    out: list[str] = []
    i = 0
    while i < len(spec):
        if i + 2 < len(spec) and spec[i + 1] == "-" and spec[i] <= spec[i + 2]:
            out.extend(chr(c) for c in range(ord(spec[i]), ord(spec[i + 2]) + 1))
            i += 3
        else:
            out.append(spec[i])
            i += 1
    return "".join(out)


def written_files(inv: Invocation, files: dict[str, int], downloads: list[Field]) -> list[tuple[Field, int, str]]:
    """Files this invocation writes, with the taint of what goes into them."""
    name = inv.name or ""
    out: list[tuple[Field, int, str]] = [(f, REMOTE, name) for f in downloads]
    if name not in _WRITERS:
        return out
    args = [a for a in inv.args if not (a.text or "").startswith("-")]
    if name == "tee":
        out.extend((a, inv.stdin_taint, "tee") for a in args)
    elif name in ("cp", "mv", "install", "ln", "rsync") and len(args) >= 2:
        src_taint = 0
        for a in args[:-1]:
            src_taint |= a.taint if a.is_procsub else files.get(canonical(a.text), 0) if a.text else 0
        target = args[-1]
        out.append((target, src_taint, name))
        if target.text is not None and target.text.endswith("/"):
            # copying into a directory writes a file inside it
            sources = [a.text for a in args[:-1] if a.text]
            out.extend((Field(text=target.text + s.rsplit("/", 1)[-1], span=target.span, taint=target.taint), src_taint, name) for s in sources)
    elif name == "dd":
        for text in inv.arg_texts():
            if text.startswith("of="):
                out.append((Field(text=text[3:], span=inv.span), inv.stdin_taint, "dd"))
    elif name == "sed" and inv.has_flag("-i", "--in-place") and args:
        out.append((args[-1], 0, "sed -i"))
    elif name == "perl" and inv.has_flag("-i") and args:  # `perl -pi -e CODE FILE` edits FILE in place
        code = next((inv.argv[k + 1] for k, a in enumerate(inv.argv[:-1]) if a.text in ("-e", "-E", "-pi", "-pie", "-ne")), None)
        out.extend((a, 0, "perl -i") for a in args if a is not code)
    elif name == "ed" and args:
        out.append((args[0], inv.stdin_taint, "ed"))
    elif name == "defaults" and len(args) >= 2 and args[0].text == "write":
        out.append((args[1], 0, "defaults write"))
    elif name == "truncate" and args:
        out.append((args[-1], 0, "truncate"))
    elif name == "git" and inv.arg_texts()[:1] in (["diff"], ["log"], ["show"], ["format-patch"]):
        out.extend((f, 0, "git --output") for f in _option_value(inv, frozenset({"--output", "-o"})))
    return out
