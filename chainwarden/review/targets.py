"""The guards a review covers: how to replay a corpus case and how to fuzz each one.

A target answers three questions: what did the guard say for this case (`evaluate`),
is that a miss or a false positive (`judge`), and, for the fuzz loop, what to
generate (`generate`, from the grammar in `fuzz/strategies.py`), what counts as a
problem (`check`) and which hypothesis strategy reproduces a problem so hypothesis
can shrink it (`strategy`).
"""

from __future__ import annotations

import random
import re
from abc import ABC, abstractmethod
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from chainwarden.corpus import CORPUS_ROOT, fuzz_module

_PLAIN_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.:\-]*")
"""A request target as docs/authz.md writes it: plain ASCII, no spaces, no wildcards."""


@dataclass
class Evaluation:
    got: str
    violations: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Generated:
    """One fuzz input: the payload the guard sees, its grammar shape and the picks that made it."""

    payload: Any
    shape: tuple[str, ...]
    picks: dict[str, int]


@dataclass(frozen=True)
class Problem:
    kind: str
    expected: str
    got: str
    detail: str


class Target(ABC):
    """Base: severity-ordered labels make the miss / false-positive call generic."""

    name = ""
    required: tuple[str, ...] = ("id", "expected")
    order: tuple[str, ...] = ()

    def default_corpus(self) -> Path:
        return CORPUS_ROOT / self.name

    @abstractmethod
    def evaluate(self, case: dict) -> Evaluation:
        """What the guard says for one corpus case."""

    @abstractmethod
    def show(self, case: dict) -> str:
        """The case's input, for a person."""

    def judge(self, expected: str, got: str) -> str:
        if got == expected:
            return "ok"
        if expected in self.order and got in self.order and self.order.index(got) > self.order.index(expected):
            return "false-positive"
        return "miss"

    @abstractmethod
    def generate(self, seed: int) -> Iterator[Generated]:
        """An endless, seeded stream of grammar inputs."""

    @abstractmethod
    def check(self, payload: Any) -> list[Problem]:
        """The problems one generated input shows (empty: none)."""

    @abstractmethod
    def strategy(self, found: Generated):
        """A hypothesis strategy bounded by `found`'s picks, for shrinking it."""

    def render(self, payload: Any) -> str:
        return str(payload)

    def family(self, payload: Any) -> frozenset[str]:
        """The non-default productions of a payload: a shrunk finding's family is a subset
        of every raw example of the same bug, so one bug is minimized once."""
        return frozenset(label for label in payload.essential if not label.startswith("depth:"))

    @abstractmethod
    def corpus_line(self, payload: Any, problem: Problem) -> dict:
        """The finding as this target's corpus entry (without id and source)."""


class ShellTarget(Target):
    """`shell_audit.classify` against the shell corpora; fuzzed with the bash grammar."""

    name = "shell"
    required = ("id", "command", "expected")
    order = ("pass", "warn", "block")

    def __init__(self) -> None:
        from shell_audit import Level, classify

        self._classify, self._worst = classify, Level.worst

    def verdict(self, command: str) -> str:
        verdict = self._classify(command)
        if verdict.verdict != self._worst([f.level for f in verdict.findings]):
            raise AssertionError(f"verdict {verdict.verdict.value} is not the worst of its findings {verdict.rule_ids}")
        return verdict.verdict.value

    def evaluate(self, case: dict) -> Evaluation:
        return Evaluation(self.verdict(case["command"]))

    def show(self, case: dict) -> str:
        return case["command"]

    def generate(self, seed: int) -> Iterator[Generated]:
        for command, picks in fuzz_module("strategies").random_commands(seed):
            yield Generated(command, command.shape, picks)

    def check(self, payload: Any) -> list[Problem]:
        got = self.verdict(payload.command)
        if payload.intent == "risky" and got == "pass":
            return [Problem("bypass", "block", got, "a risky construct passed")]
        if payload.intent == "benign" and got == "block":
            return [Problem("false-positive", "pass", got, "everyday work was blocked")]
        return []

    def strategy(self, found: Generated):
        return fuzz_module("strategies").bash_commands(intent=found.payload.intent, within=found.picks)

    def render(self, payload: Any) -> str:
        return payload.command

    def corpus_line(self, payload: Any, problem: Problem) -> dict:
        return {"command": payload.command, "expected": problem.expected,
                "category": "obfuscation" if problem.expected == "block" else "benign"}


class SanitizeTarget(Target):
    """`guards.neutralize_untrusted_text` against the sanitize corpora; fuzzed with disguised tags."""

    name = "sanitize"
    required = ("id", "text", "expected")
    order = ("unchanged", "neutralized")

    def __init__(self) -> None:
        from guards import find_forged_tags, neutralize_untrusted_text

        self._neutralize, self._find = neutralize_untrusted_text, find_forged_tags

    def evaluate(self, case: dict) -> Evaluation:
        text = case["text"]
        out = self._neutralize(text)
        violations = [] if self._neutralize(out) == out else [f"{case['id']}: not idempotent"]
        if out != text and "&lt;" not in out:
            violations.append(f"{case['id']}: changed without escaping an opener")
        return Evaluation("unchanged" if out == text else "neutralized", violations)

    def show(self, case: dict) -> str:
        return case["text"]

    def generate(self, seed: int) -> Iterator[Generated]:
        strategies = fuzz_module("strategies")
        rng = random.Random(seed)
        while True:
            chooser = strategies.RandomChooser(rng)
            text = strategies.build_text(chooser)
            yield Generated(text, tuple(chooser.shape), dict(chooser.picks))

    def check(self, payload: Any) -> list[Problem]:
        text = payload.text
        out = self._neutralize(text)
        problems = []
        if self._neutralize(out) != out:
            problems.append(Problem("invariant", "neutralized", "changed again", "sanitize is not idempotent"))
        if self._find(out):
            problems.append(Problem("bypass", "neutralized", "forged tag survived", "a forged tag survives sanitizing"))
        if payload.tag and payload.at not in {t.open_at for t in self._find(text)}:
            problems.append(Problem("bypass", "neutralized", "unchanged", f"disguised tag {payload.tag!r} not found"))
        if not payload.tag and out != text:
            problems.append(Problem("false-positive", "unchanged", "neutralized", "tag-free text was changed"))
        return problems

    def strategy(self, found: Generated):
        strategies = fuzz_module("strategies")
        return strategies.untrusted_texts(forged=bool(found.payload.tag), within=found.picks)

    def render(self, payload: Any) -> str:
        return payload.text

    def family(self, payload: Any) -> frozenset[str]:
        return frozenset(label for label in payload.essential if not label.startswith(("head:", "tail:")))

    def corpus_line(self, payload: Any, problem: Problem) -> dict:
        return {"text": payload.text, "expected": problem.expected, "category": "fuzz"}


class AuthzTarget(Target):
    """The casbin RBAC provider against the authz corpora and `policy.yaml` beside them;
    fuzzed with near-miss spellings of granted roles and targets (no escalation allowed)."""

    name = "authz"
    order = ("allow", "deny")

    def __init__(self, directory: Path | None = None) -> None:
        import yaml

        from authz import (
            Principal,
            build_principal_from_context,
            load_policy,
            strip_client_identity,
        )

        self.directory = directory or self.default_corpus()
        self.policy_path = self.directory / "policy.yaml"
        self.provider = load_policy(self.policy_path)
        self.roles = yaml.safe_load(self.policy_path.read_text("utf-8")).get("roles", {})
        self._principal, self._from_context, self._strip = Principal, build_principal_from_context, strip_client_identity

    def evaluate(self, case: dict) -> Evaluation:
        from pydantic import ValidationError

        expected = case["expected"]
        if expected in ("stripped", "internal"):
            return Evaluation(self._context(case))
        try:
            principal = self._principal.model_validate(case["principal"])
        except ValidationError:
            return Evaluation("invalid")
        decision = self.provider.authorize(principal, case["resource"], case["action"], case.get("target"))
        return Evaluation("allow" if decision.allowed else "deny")

    def _context(self, case: dict) -> str:
        context, source = case["context"], case["auth_source"]
        direct = self._from_context(context, default_role=self.provider.default_role, auth_source=source)
        if direct.is_internal:
            ok = direct.attributes == context.get("authz_attributes") and direct.channel_user_id == context.get("channel_user_id")
            return "internal" if ok else "internal-mangled"
        if direct.attributes or direct.channel_user_id is not None:
            return "leaked"
        gateway = self._from_context(self._strip(context), default_role=self.provider.default_role, auth_source=source)
        return "stripped" if gateway.roles == (self.provider.default_role,) else "leaked"

    def judge(self, expected: str, got: str) -> str:
        if got == expected:
            return "ok"
        return "false-positive" if expected in ("allow", "internal") else "miss"

    def show(self, case: dict) -> str:
        return f"{case.get('principal', case.get('context'))} {case.get('resource', '')}:{case.get('action', '')} {case.get('target', '')}"

    def granted(self) -> list[tuple[str, str, str, str]]:
        from authz import ACTIONS

        out = []
        for role, grants in sorted(self.roles.items()):
            for resource, key in (("tool", "tools"), ("model", "models"), ("route", "routes")):
                out += [(role, resource, ACTIONS[resource], str(p).rstrip("*") or "x") for p in grants.get(key, [])]
        return out

    def reference_allows(self, role: str, resource: str, target: str) -> bool:
        """The YAML read literally: an exact name or a `prefix*`, over plain ASCII names only."""
        if not isinstance(target, str) or not _PLAIN_NAME.fullmatch(target) or ".." in target:
            return False
        patterns = self.roles.get(role, {}).get({"tool": "tools", "model": "models", "route": "routes"}[resource], [])
        return any(target == p or (p.endswith("*") and target.startswith(p[:-1])) for p in map(str, patterns))

    def generate(self, seed: int) -> Iterator[Generated]:
        strategies = fuzz_module("strategies")
        rng, granted = random.Random(seed), self.granted()
        while True:
            chooser = strategies.RandomChooser(rng)
            request = strategies.build_near_miss(chooser, granted)
            yield Generated(request, tuple(chooser.shape), dict(chooser.picks))

    def check(self, payload: Any) -> list[Problem]:
        from pydantic import ValidationError

        role, resource, action, target = payload.role, payload.resource, payload.action, payload.target
        try:
            principal = self._principal(roles=(role,))
        except ValidationError:
            return []
        allowed = self.provider.authorize(principal, resource, action, target).allowed
        if allowed and not self.reference_allows(role, resource, target):
            return [Problem("bypass", "deny", "allow", f"near miss {role!r} {resource}:{target!r} was granted")]
        return []

    def strategy(self, found: Generated):
        from hypothesis import strategies as st

        strategies = fuzz_module("strategies")
        return st.composite(lambda draw: strategies.build_near_miss(strategies.HypothesisChooser(draw), self.granted()))()

    def corpus_line(self, payload: Any, problem: Problem) -> dict:
        role, resource, action, target = payload.role, payload.resource, payload.action, payload.target
        return {"principal": {"roles": [role]}, "resource": resource, "action": action, "target": target,
                "expected": problem.expected, "category": "fuzz-near-miss"}


def make_target(name: str, directory: Path | None = None) -> Target:
    """The target called `name`; the chain target imports LangChain, so only on demand."""
    if name == "shell":
        return ShellTarget()
    if name == "sanitize":
        return SanitizeTarget()
    if name == "authz":
        return AuthzTarget(directory)
    if name == "chain":
        from chainwarden.review.chain_target import ChainTarget

        return ChainTarget()
    raise ValueError(f"unknown target {name!r}")


TARGETS = ("shell", "sanitize", "authz", "chain")
