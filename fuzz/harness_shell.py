"""atheris harness over shell_audit.classify, seeded from the shell corpora.

    python fuzz/harness_shell.py -atheris_runs=100000 -dict=fuzz/shell.dict

A crash or an exception is a finding (classify must never raise)."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import atheris

with atheris.instrument_imports():
    from shell_audit import classify
    from shell_audit.models import Level

CORPUS = Path(__file__).resolve().parent / "corpus" / "shell"


def seeds() -> list[bytes]:
    out = []
    for path in sorted(CORPUS.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                out.append(json.loads(line)["command"].encode("utf-8", "surrogatepass"))
    return out


def test_one_input(data: bytes) -> None:
    text = atheris.FuzzedDataProvider(data).ConsumeUnicodeNoSurrogates(len(data))
    verdict = classify(text)
    assert verdict.verdict in (Level.PASS, Level.WARN, Level.BLOCK)


def main() -> None:
    seed_dir = Path(tempfile.mkdtemp(prefix="chainwarden-seeds-"))
    for i, seed in enumerate(seeds()):
        (seed_dir / f"{i:05d}").write_bytes(seed)
    atheris.Setup(sys.argv + [str(seed_dir)], test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
