"""Pre-execution risk classification of bash commands for LLM agents.

`classify(command)` returns a `Verdict` (`block` / `warn` / `pass` with
findings). It is an audit signal and a risk gate in front of a sandbox, not
the isolation boundary itself (see SECURITY.md).
"""

from shell_audit import analyzer as _analyzer
from shell_audit.classifier import classify
from shell_audit.models import (
    AuditRecord,
    ClassifierConfig,
    Finding,
    Level,
    Severity,
    Verdict,
    audit_record,
)
from shell_audit.rules.base import Rule
from shell_audit.rules.registry import RULES

# True when the analysis runs as mypyc-compiled code (see setup.py), False when
# it was installed as pure Python: same source, same verdicts, slower.
COMPILED = not _analyzer.__file__.endswith(".py")

__all__ = [
    "COMPILED",
    "AuditRecord",
    "ClassifierConfig",
    "Finding",
    "Level",
    "RULES",
    "Rule",
    "Severity",
    "Verdict",
    "audit_record",
    "classify",
]
