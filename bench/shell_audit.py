"""Classifier speed, side by side with tree-sitter parse-only on the same commands
in the same run (machines here are noisy: ratios, not absolute times, are the figure).

    python bench/shell_audit.py [--rounds N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

# This file shares its name with the package it measures: keep bench/ off the path.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]

from chainwarden.corpus import CORPUS_ROOT, load_cases
from shell_audit import COMPILED, ClassifierConfig, classify
from shell_audit.session import parse


def _time(fn, items, rounds: int) -> list[list[float]]:
    """Per item, its time in each round."""
    samples: list[list[float]] = [[] for _ in items]
    for _ in range(rounds):
        for k, item in enumerate(items):
            start = time.perf_counter()
            fn(item)
            samples[k].append(time.perf_counter() - start)
    return samples


def _report(label: str, per_item: list[list[float]]) -> float:
    flat = [s for item in per_item for s in item]
    typical = sum(statistics.median(item) for item in per_item)
    p99 = sorted(flat)[int(len(flat) * 0.99)] * 1e6
    print(f"{label:<24}median {statistics.median(flat) * 1e6:6.1f} us, p99 {p99:7.1f} us, "
          f"sum {sum(flat):.3f} s, sum of per-command medians {typical:.3f} s")
    return typical


def adversarial(size: int) -> dict[str, str]:
    unit = "$(echo a)"
    return {
        "substitutions": ("echo " + unit * (size // len(unit)))[:size],
        "nested": ("echo " + "$(" * (size // 6) + "ls" + ")" * (size // 6))[:size],
        "pipes": ("a|" * (size // 2))[: size - 1] + "b",
        "quotes": ("echo " + "'a'\"b\"" * (size // 6))[:size],
        "heredocs": ("cat <<E\nx\nE\n" * (size // 12))[:size],
        "braces": ("echo " + "{a,b}" * (size // 5))[:size],
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    every = [c["command"] for c in load_cases(CORPUS_ROOT / "shell")]
    # The ratio is taken on everyday-sized commands: the corpus also holds 10 KB
    # parser-DoS inputs where unbounded tree-sitter takes over a second (the
    # classifier cancels it), which would make the summed baseline meaningless.
    commands = [c for c in every if len(c.encode("utf-8", "surrogatepass")) < 1024]
    data = [c.encode("utf-8", "surrogatepass") for c in commands]
    # The two are interleaved round by round, so machine noise hits both alike.
    parse_s: list[list[float]] = [[] for _ in commands]
    classify_s: list[list[float]] = [[] for _ in commands]
    for _ in range(args.rounds):
        for k, got in enumerate(_time(parse, data, 1)):
            parse_s[k] += got
        for k, got in enumerate(_time(classify, commands, 1)):
            classify_s[k] += got
    print(f"corpus: {len(commands)} commands under 1 KB (of {len(every)}) x {args.rounds} rounds; "
          f"classifier {'compiled (mypyc)' if COMPILED else 'pure Python'}")
    parse_typical = _report("tree-sitter parse-only:", parse_s)
    classify_typical = _report("classify:", classify_s)
    print(f"ratio classify/parse, summed over the corpus: {classify_typical / parse_typical:.2f}x "
          f"(per-command medians; raw sums {sum(map(sum, classify_s)) / sum(map(sum, parse_s)):.2f}x)")
    big = ClassifierConfig(max_length=200_000)
    for size in (1_000, 10_000, 100_000):
        worst = 0.0
        for name, text in adversarial(size).items():
            start = time.perf_counter()
            classify(text, big)
            elapsed = time.perf_counter() - start
            worst = max(worst, elapsed)
            print(f"  {size:>7} chars {name:<14} {elapsed * 1e3:8.2f} ms")
        print(f"worst case at {size} chars (length limit raised): {worst * 1e3:.2f} ms")


if __name__ == "__main__":
    main()
