"""ReDoS sweep: every regex the project compiles, tried on long runs of units drawn from itself.

    python fuzz/redos_sweep.py [--length 1024] [--timeout 60] [--jobs 2] [--only guards/]

Static checkers read nesting depth (`(a+)+`) but miss the ambiguity this project's readers can
have: a loop whose pieces may touch (`(?:[A-Z]\\w*[ \\t]*[A-Z]\\w{0,3})+`) or run into the next
separator (`(?:\\|[^\\n]*)*`), failing at `\\Z`. Both reached review as exponential (13 s for 16
pipes). This sweep measures instead of reading: every pattern compiled at import or while the
corpora run is matched at the start of, fully matched against, and (where the code searches with
it) searched through a unit repeated to `--length` characters, after a few prefixes and before a
character that may make it fail. The units come from the pattern:
its punctuation, its words, and a representative of each common class, alone and in pairs.
A run slower than 2 ms is timed again at twice the length; a ratio above 3 (linear is 2) is
reported as super-linear. A pattern that does not finish within `--timeout` is reported with
the try it was on: a hang if that one try took half the time, else unfinished (a large pattern's
many units). Exit status 1 when anything is reported.
"""

from __future__ import annotations

import argparse
import dataclasses
import glob
import itertools
import json
import multiprocessing
import re
import sys
import time
import weakref
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CLASS_REPRESENTATIVES = "aZ0_ \t\n\r.-/é字"
KILLERS = ("", "\n", "\x00", "!", "<", ">")
PREFIXES = ("", "a", "a ")
"""Before the run, for `match` and `fullmatch`, with the pattern's own leading literal: a
pattern's first item is often a name, a blank or a bracket."""
SLOW_SECONDS = 0.002
SUPERLINEAR_RATIO = 3.0


PACKAGES = ("guards", "shell_audit", "authz", "chain", "chainwarden")


def collect_patterns() -> dict[tuple[str, int], str]:
    """Every str pattern of the project, with where it lives: each module's compiled patterns by
    name (also the mypyc-compiled classifier's, whose compiles no Python frame shows), then each
    compile a project file calls while a sample of each corpus runs (the tag scanner and several
    judges build patterns at run time). A library's patterns are its own."""
    found: dict[tuple[str, int], str] = {}
    compile_ = re.compile

    def recording(pattern, flags=0):
        caller = sys._getframe(1)
        path = Path(caller.f_code.co_filename)
        if isinstance(pattern, str) and path.is_relative_to(ROOT) and ".venv" not in path.parts:
            found.setdefault((pattern, int(flags)), f"{path.relative_to(ROOT)}:{caller.f_lineno}")
        return compile_(pattern, flags)

    import authz  # noqa: F401
    import chain  # noqa: F401
    import chainwarden.cli  # noqa: F401
    import guards
    import shell_audit

    for module_name, module in sorted(sys.modules.items()):
        if module_name.split(".")[0] in PACKAGES:
            for name, value in vars(module).items():
                held = "" if isinstance(value, re.Pattern) else "[]"  # (a name's use is read only for a bare pattern)
                for pattern in _held_patterns(value):
                    found.setdefault((pattern.pattern, pattern.flags & ~re.UNICODE), f"{module_name}.{name}{held}")
    re.compile = recording
    try:
        for name in ("forged.jsonl", "benign.jsonl"):
            lines = (ROOT / "fuzz/corpus/sanitize" / name).read_text(encoding="utf-8").splitlines()
            for line in lines[::5]:
                guards.neutralize_untrusted_text(json.loads(line)["text"])
        for path in sorted(glob.glob(str(ROOT / "fuzz/corpus/shell/*.jsonl"))):
            for line in Path(path).read_text(encoding="utf-8").splitlines()[::3]:
                command = json.loads(line).get("command")
                if isinstance(command, str):
                    shell_audit.classify(command)
    finally:
        re.compile = compile_
    return found


def _held_patterns(value: object, depth: int = 3) -> Iterator[re.Pattern[str]]:
    """The str patterns a module's value is or holds, a few levels down: in containers, in
    mappings (a weak cache of compiled registries too) and in dataclasses (a compiled registry)."""
    if isinstance(value, re.Pattern):
        if isinstance(value.pattern, str):
            yield value
        return
    if not depth or isinstance(value, (str, bytes, type)) or callable(value):
        return
    if isinstance(value, (tuple, list, set, frozenset)):
        children = list(value)
    elif isinstance(value, (dict, weakref.WeakKeyDictionary, weakref.WeakValueDictionary)):
        children = list(value.values())
    elif dataclasses.is_dataclass(value):
        children = [getattr(value, field.name) for field in dataclasses.fields(value)]
    else:
        return
    for child in children:
        yield from _held_patterns(child, depth - 1)


def units_of(pattern: str) -> list[str]:
    """Short strings the pattern is made of: its ASCII punctuation and eight of its other
    characters (a class of thousands would make millions of pairs), up to twelve of its words
    (with and without a trailing blank), class representatives, and pairs with punctuation or
    a blank in them."""
    ascii_punctuation = sorted({c for c in pattern if c.isascii() and not c.isalnum() and c not in "\\()?:*+{}^$ \t"})
    others = sorted({c for c in pattern if not c.isascii()})
    punctuation = ascii_punctuation + others[:: max(1, len(others) // 8)][:8]
    words = sorted(set(re.findall(r"(?<!\\)\b[A-Za-z][a-z]{1,}\b", pattern)))[:12]
    singles = list(dict.fromkeys([*punctuation, *CLASS_REPRESENTATIVES]))
    pairing = {*punctuation, " ", "\t"}
    pairs = [a + b for a, b in itertools.product(singles, repeat=2) if a in pairing or b in pairing]
    return list(dict.fromkeys([*singles, *pairs, *words, *(w + " " for w in words), *(w + p for w in words for p in punctuation[:6])]))


def _timed(run, text: str) -> float:
    start = time.perf_counter()
    run(text)
    return time.perf_counter() - start


def scanned(site: str) -> bool:
    """Whether the pattern at `site` is searched through text (not only matched at a position its
    caller chose): its module-level name is used so somewhere in the project, or it is built at
    run time (`path:line`) or held in a container (`name[]`), and its use cannot be read off a name."""
    if ":" in site or site.endswith("[]"):
        return True
    uses = re.compile(rf"\b{site.rsplit('.', 1)[1]}\.(?:search|finditer|findall|sub|subn|split)\(")
    return any(uses.search(source.read_text(encoding="utf-8")) for package in PACKAGES for source in (ROOT / package).rglob("*.py"))


def sweep_one(pattern: str, flags: int, length: int, searched: bool, progress) -> list[dict]:
    """The worst super-linear run of each operation on one pattern; `progress` learns each try
    before it runs, so that a hang can be reported with its input."""
    compiled = re.compile(pattern, flags)
    leading = re.sub(r"\\(.)", r"\1", re.match(r"(?:\\b|\^|\(\?:)*((?:\\\W|[^\\\[\](){}.*+?|^$])*)", pattern).group(1))
    prefixes = list(dict.fromkeys([*PREFIXES, leading, leading + "a", leading + "a "]))
    operations = [("match", compiled.match, prefixes), ("fullmatch", compiled.fullmatch, prefixes)]
    if searched:
        operations.append(("search", compiled.search, ("",)))
    worst: dict[str, dict] = {}
    for unit in units_of(pattern):
        body = unit * (length // len(unit) + 1)
        tries = ((operation, run, prefix, killer) for operation, run, prefixes in operations for prefix in prefixes for killer in KILLERS)
        for operation, run, prefix, killer in tries:
            progress.value = json.dumps([prefix, unit, killer, operation, time.time()]).encode()[:1000]
            short = _timed(run, prefix + body + killer)
            if short < SLOW_SECONDS:
                continue
            long = _timed(run, prefix + body * 2 + killer)
            if long / short > SUPERLINEAR_RATIO and long > worst.get(operation, {}).get("seconds", 0):
                worst[operation] = {"operation": operation, "prefix": prefix, "unit": unit, "killer": killer, "seconds": round(long, 4), "ratio": round(long / short, 1)}
    return list(worst.values())


def _child(pattern: str, flags: int, length: int, searched: bool, progress, results) -> None:
    results.put(sweep_one(pattern, flags, length, searched, progress))


def run_sweep(patterns: dict[tuple[str, int], str], length: int, timeout: float, jobs: int) -> list[dict]:
    """Each pattern in its own process, `jobs` at a time, killed after `timeout`."""
    context = multiprocessing.get_context("fork")
    pending = list(patterns.items())
    running: list[tuple] = []
    report: list[dict] = []
    while pending or running:
        while pending and len(running) < jobs:
            (pattern, flags), site = pending.pop()
            progress, results = context.Array("c", 1000), context.Queue()
            process = context.Process(target=_child, args=(pattern, flags, length, scanned(site), progress, results), daemon=True)
            process.start()
            running.append((process, progress, results, pattern, site, time.monotonic()))
        time.sleep(0.02)
        for entry in list(running):
            process, progress, results, pattern, site, started = entry
            if not results.empty():
                for finding in results.get():
                    report.append({"site": site, "pattern": pattern, **finding})
                process.join()
                running.remove(entry)
            elif time.monotonic() - started > timeout:
                process.kill()
                prefix, unit, killer, operation, began = json.loads(progress.value.decode() or '["", "", "", "", 0]')
                stuck = time.time() - began
                verdict = "hang" if stuck > timeout / 2 else "unfinished"
                report.append({"site": site, "pattern": pattern, "operation": operation, "prefix": prefix, "unit": unit, "killer": killer, verdict: round(stuck, 1)})
                running.remove(entry)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--length", type=int, default=1024, help="characters of repeated unit per try (doubled to confirm)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds a pattern may take before it counts as a hang")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", default="", help="sweep only the patterns of this module or path (guards/judges/ or guards.judges)")
    args = parser.parse_args(argv)
    only = args.only.replace("/", ".")
    patterns = {key: site for key, site in collect_patterns().items() if site.replace("/", ".").startswith(only)}
    print(f"{len(patterns)} patterns", file=sys.stderr)
    report = run_sweep(patterns, args.length, args.timeout, args.jobs)
    for finding in sorted(report, key=lambda f: f["site"]):
        print(json.dumps(finding, ensure_ascii=False))
    print(f"{len(report)} super-linear, hanging or unfinished of {len(patterns)} patterns", file=sys.stderr)
    return 1 if report else 0


if __name__ == "__main__":
    raise SystemExit(main())
