"""Policy sources (YAML role file, casbin CSV, SQL through casbin's SQLAlchemy
adapter) and the validated index decisions are read from.

Every source is loaded through a casbin `Enforcer` with the shipped model, so
the policy means what casbin says it means (and `provider.enforcer` can be
handed to casbin tooling). Decisions, though, never run casbin's matcher: with
pycasbin 2.8 a deny scans every policy line (about 4 microseconds a line).
The `PolicyIndex` keys rules by (subject, resource, action) and answers in time
independent of the number of lines. YAML rules reach casbin through an adapter
that appends them in one pass, because `add_policies()` is quadratic on load.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, Protocol

import casbin
import yaml
from casbin.persist.adapter import Adapter as CasbinAdapter
from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictStr, ValidationError

from authz.names import USER_PREFIX, InvalidName, check_pattern, check_subject, is_role_name, user_subject
from authz.principal import Principal
from authz.provider import SANDBOX_TARGET, Decision

MODEL_TEXT = resources.files("authz").joinpath("rbac_model.conf").read_text(encoding="utf-8")
"""The casbin model shipped with the package: RBAC with trailing-wildcard targets."""

MAX_ROLE_DEPTH = 10
"""Inheritance hops followed; the same bound as casbin's default role manager."""

_MAX_REPORTED = 5
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's safe loader when present: the pure-Python one needs seconds for 100k grants."""


class PolicyLoadError(ValueError):
    """A policy could not be loaded; the message says which source and why."""


# ---------------------------------------------------------------- YAML role file


class RoleSpec(BaseModel):
    """One role of the YAML file: what it may call, use, access, and whether it may run a sandbox."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    tools: list[StrictStr] = Field(default_factory=list)
    models: list[StrictStr] = Field(default_factory=list)
    routes: list[StrictStr] = Field(default_factory=list)
    sandbox: StrictBool = False


class RoleFile(BaseModel):
    """The YAML role file (see docs/authz.md)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    default_role: StrictStr | None = None
    roles: dict[StrictStr, RoleSpec]
    users: dict[StrictStr, list[StrictStr]] = Field(default_factory=dict)

    def rules(self) -> tuple[list[list[str]], list[list[str]]]:
        """The casbin `p` and `g` rules this file stands for."""
        p_rules: list[list[str]] = []
        for role, spec in self.roles.items():
            for resource, action, patterns in (
                ("tool", "call", spec.tools),
                ("model", "use", spec.models),
                ("route", "access", spec.routes),
            ):
                p_rules.extend([role, resource, action, pattern] for pattern in patterns)
            if spec.sandbox:
                p_rules.append([role, "sandbox", "execute", SANDBOX_TARGET])
        g_rules = [[user_subject(user), role] for user, roles in self.users.items() for role in roles]
        return p_rules, g_rules


class _RulesAdapter(CasbinAdapter):
    """Hands casbin already-parsed rules in one linear pass."""

    def __init__(self, p_rules: list[list[str]], g_rules: list[list[str]]) -> None:
        self._rules = {"p": p_rules, "g": g_rules}

    def load_policy(self, model: Any) -> None:
        for sec, rules in self._rules.items():
            model.model[sec][sec].policy.extend(list(rule) for rule in rules)


# ---------------------------------------------------------------- sources


@dataclass
class LoadedPolicy:
    """What one load produced: the casbin enforcer plus the facts the index needs."""

    enforcer: casbin.Enforcer
    declared_roles: frozenset[str]
    default_role: str | None


def new_enforcer(adapter: CasbinAdapter) -> casbin.Enforcer:
    model = casbin.model.Model()
    model.load_model_from_text(MODEL_TEXT)
    return casbin.Enforcer(model, adapter)


def _roles_in(p_rules: Iterable[Sequence[str]], g_rules: Iterable[Sequence[str]]) -> frozenset[str]:
    roles = {rule[0] for rule in p_rules if rule and not rule[0].startswith(USER_PREFIX)}
    roles.update(rule[1] for rule in g_rules if len(rule) > 1)
    roles.update(rule[0] for rule in g_rules if rule and not rule[0].startswith(USER_PREFIX))
    return frozenset(roles)


def _load_through(adapter: CasbinAdapter) -> LoadedPolicy:
    enforcer = new_enforcer(adapter)
    model = enforcer.get_model().model
    return LoadedPolicy(enforcer, _roles_in(model["p"]["p"].policy, model["g"]["g"].policy), None)


class PolicySource(Protocol):
    """Where a policy comes from; `load()` reads it afresh (that is what reload calls)."""

    description: str

    def load(self) -> LoadedPolicy: ...


class YamlSource:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.description = f"YAML role file {path}"

    def load(self) -> LoadedPolicy:
        try:
            data = yaml.load(self.path.read_text(encoding="utf-8"), Loader=_YAML_LOADER)
        except yaml.YAMLError as exc:
            raise PolicyLoadError(f"{self.description}: not valid YAML: {exc}") from exc
        try:
            role_file = RoleFile.model_validate(data)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(map(str, err['loc'])) or '<top>'}: {err['msg']}" for err in exc.errors()[:_MAX_REPORTED]
            )
            raise PolicyLoadError(f"{self.description}: {problems}") from exc
        bad_names = sorted(role for role in role_file.roles if not is_role_name(role))
        if bad_names:
            raise PolicyLoadError(f"{self.description}: invalid role names {bad_names} (letters, digits, _ . -)")
        undeclared = sorted({r for roles in role_file.users.values() for r in roles} - set(role_file.roles))
        if undeclared:
            raise PolicyLoadError(f"{self.description}: users refer to undeclared roles {undeclared}")
        p_rules, g_rules = role_file.rules()
        enforcer = new_enforcer(_RulesAdapter(p_rules, g_rules))
        return LoadedPolicy(enforcer, frozenset(role_file.roles), role_file.default_role)


class CsvSource:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.description = f"casbin CSV {path}"

    def load(self) -> LoadedPolicy:
        if not self.path.is_file():
            raise PolicyLoadError(f"{self.description}: no such file")
        return _load_through(casbin.persist.adapters.FileAdapter(str(self.path)))


class SqlSource:
    """Any SQLAlchemy URL; the adapter (and its engine) is reused across reloads."""

    def __init__(self, url: str) -> None:
        from sqlalchemy_adapter import Adapter as SqlAlchemyAdapter

        self.url = url
        self.description = f"SQL policy store {url.split('@')[-1]}"
        self._adapter = SqlAlchemyAdapter(url)

    def load(self) -> LoadedPolicy:
        return _load_through(self._adapter)


def source_for(path_or_url: str | Path) -> PolicySource:
    """Pick the source from the name: a URL (`sqlite:///...`), `.yaml`/`.yml`, or `.csv`."""
    text = str(path_or_url)
    if "://" in text:
        try:
            return SqlSource(text)
        except Exception as exc:  # noqa: BLE001 - any driver or URL problem is a load error
            raise PolicyLoadError(f"SQL policy store: cannot open {text.split('@')[-1]}: {exc}") from exc
    path = Path(text)
    suffix = path.suffix.lower()
    if suffix in (".yaml", ".yml"):
        if not path.is_file():
            raise PolicyLoadError(f"YAML role file {path}: no such file")
        return YamlSource(path)
    if suffix == ".csv":
        return CsvSource(path)
    raise PolicyLoadError(f"{text}: unknown policy format (use .yaml, .yml, .csv or a SQLAlchemy URL)")


# ---------------------------------------------------------------- index


def _rule_text(ptype: str, rule: Sequence[str]) -> str:
    return ", ".join([ptype, *rule])


def _closure(edges: dict[str, list[str]], start: str) -> tuple[str, ...]:
    """`start` and every role reachable within MAX_ROLE_DEPTH hops, in breadth-first order."""
    seen = {start: None}
    frontier = [start]
    for _ in range(MAX_ROLE_DEPTH):
        frontier = [parent for node in frontier for parent in edges.get(node, ()) if parent not in seen]
        if not frontier:
            break
        seen.update(dict.fromkeys(frontier))
    return tuple(seen)


@dataclass(eq=False)
class PolicyIndex:
    """Rules keyed by (subject, resource, action): exact targets in one dict, prefixes by length."""

    exact: dict[tuple[str, str, str, str], Decision] = field(default_factory=dict)
    prefixes: dict[tuple[str, str, str, str], Decision] = field(default_factory=dict)
    prefix_lengths: dict[tuple[str, str, str], tuple[int, ...]] = field(default_factory=dict)
    inherits: dict[str, tuple[str, ...]] = field(default_factory=dict)
    roles: frozenset[str] = frozenset()
    rule_count: int = 0

    @classmethod
    def build(cls, p_rules: Sequence[Sequence[str]], g_rules: Sequence[Sequence[str]], roles: frozenset[str]) -> PolicyIndex:
        """Validate every rule (all problems reported, not the first) and index them."""
        problems: list[str] = []
        index = cls(roles=roles, rule_count=len(p_rules) + len(g_rules))
        lengths: dict[tuple[str, str, str], set[int]] = {}
        for rule in p_rules:
            text = _rule_text("p", rule)
            try:
                if len(rule) != 4:
                    raise InvalidName(f"expected 4 fields (subject, resource, action, target), got {len(rule)}")
                subject, resource, action, pattern = rule
                check_subject(subject)
                check_pattern(resource, action, pattern)
            except InvalidName as exc:
                problems.append(f"{text!r}: {exc}")
                continue
            via = "user" if subject.startswith(USER_PREFIX) else "role"
            decision = Decision(allowed=True, reason=f"granted to {via} {subject!r} by rule {text!r}", policy=text)
            if pattern.endswith("*"):
                stem = pattern[:-1]
                index.prefixes.setdefault((subject, resource, action, stem), decision)
                lengths.setdefault((subject, resource, action), set()).add(len(stem))
            else:
                index.exact.setdefault((subject, resource, action, pattern), decision)
        edges: dict[str, list[str]] = {}
        for rule in g_rules:
            try:
                if len(rule) != 2:
                    raise InvalidName(f"expected 2 fields (member, role), got {len(rule)}")
                check_subject(rule[0])
                if not is_role_name(rule[1]):
                    raise InvalidName(f"invalid role name {rule[1]!r}")
            except InvalidName as exc:
                problems.append(f"{_rule_text('g', rule)!r}: {exc}")
                continue
            edges.setdefault(rule[0], []).append(rule[1])
        if problems:
            more = f" (and {len(problems) - _MAX_REPORTED} more)" if len(problems) > _MAX_REPORTED else ""
            raise PolicyLoadError("; ".join(problems[:_MAX_REPORTED]) + more)
        index.prefix_lengths = {key: tuple(sorted(found)) for key, found in lengths.items()}
        index.inherits = {subject: _closure(edges, subject) for subject in edges}
        return index

    def subjects(self, principal: Principal, default_role: str | None) -> tuple[str, ...]:
        """The principal's user subject and valid roles, expanded through inheritance.

        Roles that are not valid role names (wildcards, `user:` forgeries, matcher
        syntax) are dropped, so they grant nothing.
        """
        direct = [r for r in principal.roles if is_role_name(r)] if principal.roles else []
        if not principal.roles and default_role:
            direct.append(default_role)
        if principal.user_id:
            direct.insert(0, user_subject(principal.user_id))
        out: dict[str, None] = {}
        for subject in direct:
            out.update(dict.fromkeys(self.inherits.get(subject, (subject,))))
        return tuple(out)

    def lookup(self, subjects: Sequence[str], resource: str, action: str, target: str) -> Decision | None:
        """The first granting rule for any subject, or None."""
        for subject in subjects:
            hit = self.exact.get((subject, resource, action, target))
            if hit is not None:
                return hit
            for length in self.prefix_lengths.get((subject, resource, action), ()):
                if length > len(target):
                    break
                hit = self.prefixes.get((subject, resource, action, target[:length]))
                if hit is not None:
                    return hit
        return None
