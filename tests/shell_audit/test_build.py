"""The compiled classifier (setup.py, mypyc) must be built from the sources in
the tree: a compiled module shadows its .py file, so a stale one would make
every other test run old code."""

from __future__ import annotations

from pathlib import Path

import pytest

import shell_audit

PACKAGE = Path(shell_audit.__file__).parent


def test_no_compiled_module_is_older_than_its_source() -> None:
    if not shell_audit.COMPILED:
        pytest.skip("installed as pure Python (CHAINWARDEN_PURE_PYTHON, or no C compiler): nothing compiled to go stale")
    binaries = list(PACKAGE.rglob("*.so"))
    stale = []
    for binary in binaries:
        source = binary.with_name(binary.name.split(".", 1)[0] + ".py")
        if source.exists() and source.stat().st_mtime > binary.stat().st_mtime:
            stale.append(source.relative_to(PACKAGE).as_posix())
    assert binaries, "COMPILED is set but no compiled module was found"
    assert not stale, f"sources changed since the compiled build, rebuild with `make install`: {stale}"


def test_the_scan_kernel_is_not_older_than_its_source() -> None:
    kernel = sorted((PACKAGE.parent / "guards").glob("_scan*.so"))
    if not kernel:
        pytest.skip("guards._scan not built (no C compiler, or CHAINWARDEN_PURE_PYTHON): nothing to go stale")
    source = PACKAGE.parent / "guards" / "_scan.c"
    assert source.stat().st_mtime <= kernel[0].stat().st_mtime, "guards/_scan.c changed since the build: `make install`"


def test_every_module_setup_compiles_is_compiled() -> None:
    if not shell_audit.COMPILED:
        pytest.skip("installed as pure Python (CHAINWARDEN_PURE_PYTHON, or no C compiler): nothing compiled")
    import importlib

    setup_py = (PACKAGE.parent / "setup.py").read_text()
    for path in sorted(PACKAGE.rglob("*.py")):
        module = "shell_audit." + path.relative_to(PACKAGE).with_suffix("").as_posix().replace("/", ".")
        listed = f'"{path.relative_to(PACKAGE.parent).as_posix()}"' in setup_py or (
            path.parent.name == "rules" and path.name not in ("__init__.py", "base.py", "registry.py"))
        loaded = importlib.import_module(module.removesuffix(".__init__"))
        assert (not loaded.__file__.endswith(".py")) == listed, module
