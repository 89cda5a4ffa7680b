"""Atheris harness for the neutralizer.

Run: `python fuzz/harness_sanitize.py -atheris_runs=N [corpus_dir]`. Each input is
decoded as text, optionally spliced with a disguised registered tag, and checked
for the properties the guard promises: it never raises, it is idempotent, text
without any bracket look-alike comes back as the same object, no forged tag
survives, and a spliced disguised tag is always caught.
"""

from __future__ import annotations

import importlib.machinery
import sys
from pathlib import Path

import atheris

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


class _SourcesFirst:
    """Imports the guards' modules from their `.py` sources where the install compiled them too
    (setup.py): atheris instruments Python bytecode only, and compiled judges give it no coverage
    to steer by. A module with no source (the C kernel `guards._scan`) is left to the usual finders."""

    @staticmethod
    def find_spec(name: str, path: list[str] | None = None, target: object = None) -> importlib.machinery.ModuleSpec | None:
        if name.partition(".")[0] != "guards":
            return None
        sources = (importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES)
        for entry in path or [str(ROOT)]:
            spec = importlib.machinery.FileFinder(entry, sources).find_spec(name)
            if spec is not None:
                return spec
        return None


sys.meta_path.insert(0, _SourcesFirst)

with atheris.instrument_imports():
    from guards import TAG_REGISTRY, find_forged_tags, neutralize_untrusted_text
    from guards.unicode_view import OPENERS, SKELETON

NAMES = sorted(TAG_REGISTRY.names())
INVISIBLES = ["\u200b", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u202e", "\U000e0020"]
LOOK_ALIKES: dict[str, list[str]] = {}
for _char, _target in SKELETON.items():
    LOOK_ALIKES.setdefault(_target.lower(), []).append(_char)
OPENER_LIST = sorted(OPENERS)


def _disguise(fdp: atheris.FuzzedDataProvider, name: str) -> str:
    letters = []
    for char in name:
        options = [char, char.upper(), *LOOK_ALIKES.get(char, [])]
        letters.append(options[fdp.ConsumeIntInRange(0, len(options) - 1)])
        if fdp.ConsumeBool():
            letters.append(INVISIBLES[fdp.ConsumeIntInRange(0, len(INVISIBLES) - 1)])
    opener = OPENER_LIST[fdp.ConsumeIntInRange(0, len(OPENER_LIST) - 1)]
    return opener + ("/" if fdp.ConsumeBool() else "") + "".join(letters) + ">"


def test_one_input(data: bytes) -> None:
    fdp = atheris.FuzzedDataProvider(data)
    splice = fdp.ConsumeBool()
    name = NAMES[fdp.ConsumeIntInRange(0, len(NAMES) - 1)]
    text = fdp.ConsumeUnicode(fdp.ConsumeIntInRange(0, 512))
    tag = _disguise(fdp, name) if splice else ""
    cut = fdp.ConsumeIntInRange(0, len(text))
    if tag and text[:cut][-1:].isascii() and (text[:cut][-1:].isalnum() or text[:cut][-1:] == "_"):
        # glued to a word, a plain type-named tag may read as a type argument
        # (`ArrayRef<Instruction *>`: docs/guards.md), so the splice starts a word
        text = text[:cut] + " " + text[cut:]
        cut += 1
    text = text[:cut] + tag + text[cut:]
    out = neutralize_untrusted_text(text)
    if neutralize_untrusted_text(out) != out:
        raise AssertionError(f"not idempotent: {text!r}")
    if find_forged_tags(out):
        raise AssertionError(f"forged tag survived: {text!r}")
    if not any(c in text for c in OPENERS) and out is not text:
        raise AssertionError(f"bracket-free text changed: {text!r}")
    if splice and cut not in {found.open_at for found in find_forged_tags(text)}:
        raise AssertionError(f"disguised tag missed: {tag!r} in {text!r}")


def main() -> None:
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
