"""atheris harness over the RBAC provider: near-miss roles and targets must never be granted.

    python fuzz/harness_authz.py -atheris_runs=100000

The input bytes drive the same grammar as the review's authz fuzz (`fuzz/strategies.py`
`build_near_miss`), so coverage-guided mutation explores respellings of every granted
role and target of `fuzz/corpus/authz/policy.yaml`. A grant the YAML does not say
literally, or any exception, is a finding."""

from __future__ import annotations

import sys
from pathlib import Path

import atheris

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

with atheris.instrument_imports():
    from authz import casbin_provider, names  # noqa: F401  (instrumented for coverage)
    from chainwarden.review.targets import AuthzTarget
    from fuzz.strategies import Chooser, build_near_miss

TARGET = AuthzTarget()
GRANTED = TARGET.granted()


class BytesChooser(Chooser):
    """Every production choice is read from the fuzzer's bytes."""

    def __init__(self, fdp: atheris.FuzzedDataProvider) -> None:
        super().__init__()
        self.fdp = fdp

    def choose(self, kind: str, count: int) -> int:
        return self.fdp.ConsumeIntInRange(0, count - 1)


def test_one_input(data: bytes) -> None:
    request = build_near_miss(BytesChooser(atheris.FuzzedDataProvider(data)), GRANTED)
    problems = TARGET.check(request)
    if problems:
        raise AssertionError(f"{problems[0].detail}: {request}")


def main() -> None:
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
