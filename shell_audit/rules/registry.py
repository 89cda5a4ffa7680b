"""All rule families, and the hooks the analyzer calls, in one place."""

from __future__ import annotations

from shell_audit.rules import (
    destructive,
    medium,
    persistence,
    privilege,
    remote_exec,
    resources,
    secrets,
    sockets,
    structural,
)
from shell_audit.rules.base import Family, Rule

FAMILIES: tuple[Family, ...] = (
    remote_exec.FAMILY,
    sockets.FAMILY,
    destructive.FAMILY,
    secrets.FAMILY,
    persistence.FAMILY,
    privilege.FAMILY,
    resources.FAMILY,
    medium.FAMILY,
    structural.FAMILY,
)

RULES: dict[str, Rule] = {r.id: r for family in FAMILIES for r in family.rules}
INVOCATION_CHECKS = tuple(check for family in FAMILIES for check in family.on_invocation)
WRITE_CHECKS = tuple(check for family in FAMILIES for check in family.on_write)
READ_CHECKS = tuple(check for family in FAMILIES for check in family.on_read)
ASSIGNMENT_CHECKS = tuple(check for family in FAMILIES for check in family.on_assignment)
