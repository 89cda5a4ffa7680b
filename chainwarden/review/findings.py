"""Findings as ready-to-commit corpus lines: `fuzz/findings/<target>.jsonl`.

Each line is a corpus entry (`id`, the input, `expected`, `category`, `source`,
`note`) plus its discovery metadata. The tests never replay this directory: a
person triages a line, then appends it to the right `fuzz/corpus/<target>/` file
(the shell corpus README says how), dropping the metadata keys or keeping them.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime, timezone
from pathlib import Path

from chainwarden.review.models import Finding


def corpus_entry(finding: Finding) -> dict:
    """The finding as one corpus line; the id is a content hash, stable across runs."""
    digest = hashlib.sha256(f"{finding.target}\0{finding.kind}\0{finding.input}".encode("utf-8", "surrogatepass")).hexdigest()
    return {
        "id": f"finding-{finding.target}-{digest[:10]}",
        **finding.corpus_line,
        "source": "original",
        "note": f"{finding.discovered_by}: {finding.detail} (classifier said {finding.got})",
        "finding_kind": finding.kind,
        "discovered_by": finding.discovered_by,
        "seed": finding.seed,
        "minimized": finding.minimized,
        "shape": finding.shape,
        "oracle": finding.oracle,
        "found_at": datetime.now(timezone.utc).strftime("%Y-%m-%d"),
    }


def write_findings(findings: list[Finding], directory: Path) -> list[Path]:
    """Append each new finding to its target's file; a finding already there is not repeated."""
    written: set[Path] = set()
    for finding in findings:
        path = directory / f"{finding.target}.jsonl"
        entry = corpus_entry(finding)
        existing = path.read_text("utf-8").splitlines() if path.exists() else []
        if any(json.loads(line).get("id") == entry["id"] for line in existing if line.strip()):
            continue
        directory.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(entry, ensure_ascii=True) + "\n")
        written.add(path)
    return sorted(written)
