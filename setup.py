"""The compiled parts (metadata lives in pyproject.toml).

- The shell classifier's analysis, with mypyc: it runs before every shell command
  an agent issues, and compiled it is about 3x faster, from the same source.
- The neutralizer's view, scanner and judges, with mypyc: every bracket a registered
  name follows is judged in Python, and compiled the judges read text dense in such
  brackets 1.3-1.5x faster, from the same source.
- `guards/_scan.c`: the neutralizer's one-pass search for `<` and its look-alikes
  in 2-byte text (Cyrillic, Greek, CJK), vectorized.

Set CHAINWARDEN_PURE_PYTHON=1, or build where a C compiler (or mypyc) is missing,
and the package installs as plain Python with the same behaviour.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from setuptools import Extension, setup

# The per-command hot path. Interpreted: the pydantic models (models.py,
# rules/base.py), the registry, the bashlex bridge, and classifier.py, whose
# entry point must turn a non-str argument into a block, not a TypeError
# (compiled code checks argument types).
COMPILED = [
    "shell_audit/analyzer.py",
    "shell_audit/codestrings.py",
    "shell_audit/facts.py",
    "shell_audit/flow.py",
    "shell_audit/interp.py",
    "shell_audit/paths.py",
    "shell_audit/repairs.py",
    "shell_audit/resolve.py",
    "shell_audit/session.py",
    "shell_audit/sinks.py",
    "shell_audit/tables.py",
    "shell_audit/words.py",
    *sorted(str(p) for p in Path("shell_audit/rules").glob("*.py") if p.name not in ("__init__.py", "base.py", "registry.py")),
]

# The neutralizer's per-bracket path, the rewrite's loop over candidates too. Interpreted:
# `guards/neutralize.py`, whose entry points must turn a non-str argument into a clear error
# (a compiled function's own check would raise mypyc's message), and the modules that are not
# on the path of a bracket (tags, budget, guardrail, input, provenance, tool results).
GUARDS_COMPILED = [
    "guards/rewrite.py",
    "guards/tag_scanner.py",
    "guards/unicode_view.py",
    *sorted(str(p) for p in Path("guards/judges").glob("*.py")),
]


def ext_modules() -> list:
    if os.environ.get("CHAINWARDEN_PURE_PYTHON"):
        return []
    if not (shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc")):
        print("chainwarden: no C compiler found; installing as pure Python")
        return []
    # The neutralizer's one-pass search for `<` and its look-alikes (guards/_scan.c).
    scan = Extension("guards._scan", ["guards/_scan.c"], extra_compile_args=["-O3"])
    try:
        from mypyc.build import mypycify
    except ImportError:
        print("chainwarden: mypyc not available; installing the classifier and the judges as pure Python")
        return [scan]
    # Imports outside the compiled set (tree-sitter, pydantic, our models) are
    # typed Any: the build does not depend on what else is installed, and the
    # compiled code never checks the class of a tree-sitter node (repairs.py
    # hands it proxies).
    options = ["--config-file=", "--ignore-missing-imports", "--follow-imports=skip"]
    return [
        scan,
        *mypycify([*options, *COMPILED], group_name="shell_audit._native", opt_level="3"),
        *mypycify([*options, *GUARDS_COMPILED], group_name="guards._native", opt_level="3"),
    ]


setup(ext_modules=ext_modules())
