"""The review's typed report: per-target replay and fuzz figures, findings, the whole run."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Status = Literal["ok", "miss", "false-positive", "known-gap", "fixed-gap", "crash"]
ProblemKind = Literal["crash", "invariant", "bypass", "false-positive"]
LATENCY_BINS_US = (10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 50_000, 1_000_000)
"""Upper bounds (µs) of the latency histogram's bins; the last bin is open."""


class CaseResult(BaseModel):
    """One corpus case replayed: what it expected, what the guard said, how long it took."""

    id: str
    category: str
    expected: str
    got: str
    status: Status
    us: float
    input: str = Field(description="the case's input, shortened for display")
    detail: str = ""


class Finding(BaseModel):
    """A fuzz or oracle problem, minimized, with its discovery metadata and a ready corpus line."""

    target: str
    kind: ProblemKind
    input: str
    expected: str
    got: str
    detail: str
    shape: list[str] = []
    minimized: bool
    discovered_by: str
    seed: int
    oracle: str | None = Field(None, description="what real bash did, when the oracle ran it")
    corpus_line: dict = Field(default_factory=dict, description="the line to append to fuzz/corpus/<target>/")


class TimelinePoint(BaseModel):
    t: float
    execs: int
    coverage: int = Field(description="distinct grammar productions exercised so far")


class FuzzStats(BaseModel):
    seconds: float = 0.0
    execs: int = 0
    execs_per_s: float = 0.0
    coverage: int = 0
    problems: dict[str, int] = Field(default_factory=dict, description="raw problem counts by kind, before dedup")
    timeline: list[TimelinePoint] = []
    latency_histogram: list[int] = []
    slowest: dict = Field(default_factory=dict)


class OracleStats(BaseModel):
    """Real bash in bubblewrap vs the classifier, on corpus samples and generated commands."""

    available: bool
    reason: str = ""
    runs: int = 0
    seconds: float = 0.0
    outcomes: dict[str, int] = Field(default_factory=dict)
    samples: list[dict] = Field(default_factory=list, description="disagreements: command, verdict, outcome, what bash did")


class DifferentialStats(BaseModel):
    """tree-sitter (the classifier) vs bashlex on the command names of generated commands."""

    available: bool
    reason: str = ""
    checked: int = 0
    bashlex_failed: int = 0
    disagreements: int = 0
    samples: list[dict] = Field(default_factory=list, description="command and the names only bashlex saw")


class TargetReport(BaseModel):
    target: str
    corpus: str
    cases: int
    outcomes: dict[str, int] = Field(default_factory=dict, description="'expected->got' counts")
    misses: int = 0
    false_positives: int = 0
    known_gaps: int = 0
    fixed_known_gaps: list[str] = []
    regressions: list[CaseResult] = []
    crashes: list[CaseResult] = []
    invariant_violations: list[str] = []
    by_category: dict[str, dict[str, int]] = Field(default_factory=dict, description="category -> {cases, ok}")
    replay_execs_per_s: float = 0.0
    latency_histogram: list[int] = []
    slowest: dict = Field(default_factory=dict)
    fuzz: FuzzStats = Field(default_factory=FuzzStats)
    findings: list[Finding] = []
    oracle: OracleStats | None = None
    differential: DifferentialStats | None = None
    error: str = Field("", description="why the target could not run at all (counts as a failure)")

    @property
    def failures(self) -> list[str]:
        """What makes the review exit non-zero for this target."""
        out = [f"{self.target}: regression {r.id} (expected {r.expected}, got {r.got})" for r in self.regressions]
        out += [f"{self.target}: crash on {c.id}: {c.detail}" for c in self.crashes]
        out += [f"{self.target}: invariant: {v}" for v in self.invariant_violations]
        out += [f"{self.target}: fuzz {f.kind}: {f.detail}" for f in self.findings if f.kind in ("crash", "invariant")]
        return out + ([f"{self.target}: {self.error}"] if self.error else [])


class ReviewReport(BaseModel):
    started: str
    seed: int
    budget_s: float
    wall_s: float = 0.0
    targets: list[TargetReport] = []
    findings_file: str | None = None

    @property
    def failures(self) -> list[str]:
        return [line for t in self.targets for line in t.failures]


def latency_bin(us: float) -> int:
    """Index of the histogram bin for a latency in µs."""
    for i, bound in enumerate(LATENCY_BINS_US):
        if us <= bound:
            return i
    return len(LATENCY_BINS_US)
