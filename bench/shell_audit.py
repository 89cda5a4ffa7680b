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
from shell_audit import ClassifierConfig, classify
from shell_audit.classifier import parse


def _time(fn, items, rounds: int) -> list[float]:
    samples = []
    for _ in range(rounds):
        for item in items:
            start = time.perf_counter()
            fn(item)
            samples.append(time.perf_counter() - start)
    return samples


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
    parse_s = _time(parse, data, args.rounds)
    classify_s = _time(classify, commands, args.rounds)
    q = lambda s, p: sorted(s)[int(len(s) * p)] * 1e6  # noqa: E731
    print(f"corpus: {len(commands)} commands under 1 KB (of {len(every)}) x {args.rounds} rounds")
    print(f"tree-sitter parse-only: median {statistics.median(parse_s) * 1e6:.1f} us, p99 {q(parse_s, 0.99):.1f} us, sum {sum(parse_s):.3f} s")
    print(f"classify:               median {statistics.median(classify_s) * 1e6:.1f} us, p99 {q(classify_s, 0.99):.1f} us, sum {sum(classify_s):.3f} s")
    print(f"ratio classify/parse (summed): {sum(classify_s) / sum(parse_s):.2f}x; of medians: {statistics.median(classify_s) / statistics.median(parse_s):.2f}x")
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
