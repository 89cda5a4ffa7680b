# The two commands of the README do the whole set-up on a fresh machine.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install test review bench docs clean

$(BIN)/python:
	$(PY) -m venv $(VENV)

# setup.py compiles the shell classifier and the guards' judges (mypyc) and guards/_scan.c: their sources are inputs of the install.
COMPILED_SOURCES := $(wildcard shell_audit/*.py shell_audit/rules/*.py guards/judges/*.py) guards/rewrite.py guards/tag_scanner.py guards/unicode_view.py guards/_scan.c

$(STAMP): $(BIN)/python pyproject.toml setup.py $(COMPILED_SOURCES)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

test: install
	$(BIN)/python -m pytest

review: install
	$(BIN)/chainwarden review

bench: install
	$(BIN)/python bench/shell_audit.py

docs: install
	$(BIN)/python -m chainwarden.docs

clean:
	rm -rf $(VENV) build *.egg-info
	find shell_audit guards -name '*.so' -delete
