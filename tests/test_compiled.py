"""The stop before a test run whose compiled modules are older than their sources (tests/conftest.py)."""

import os

from conftest import stale_compiled_modules


def _tree(tmp_path, *files: str):
    for name in files:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("")
    return tmp_path


def test_a_source_edited_after_the_install_is_stale_only_where_it_was_compiled(tmp_path) -> None:
    root = _tree(tmp_path, "guards/judges/spaced.py", "guards/judges/spaced.cpython-311-x86_64-linux-gnu.so",
                 "guards/neutralize.py", "shell_audit/flow.py", "shell_audit/flow.cpython-311-x86_64-linux-gnu.so")
    installed = root / ".installed"
    installed.write_text("")
    os.utime(installed, (1_000, 1_000))
    os.utime(root / "shell_audit/flow.py", (500, 500))  # edited before the install: built into its .so
    assert stale_compiled_modules(root, installed) == ["guards/judges/spaced.py"]


def test_a_tree_the_makefile_did_not_install_is_never_stale(tmp_path) -> None:
    root = _tree(tmp_path, "guards/judges/spaced.py", "guards/judges/spaced.cpython-311-x86_64-linux-gnu.so")
    assert stale_compiled_modules(root, root / ".installed") == []

