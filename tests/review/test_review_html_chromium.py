"""The HTML report is self-contained and renders in headless Chromium (screenshot kept)."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from chainwarden.review.html import render_html
from chainwarden.review.runner import run_review


@pytest.fixture(scope="module")
def page() -> str:
    report = run_review(["shell", "authz"], {}, seed=0, budget_s=3.0)
    return render_html(report)


def test_report_is_self_contained_with_three_charts(page: str) -> None:
    assert "<script" not in page.lower()
    assert not re.search(r"""(?:src|href)\s*=\s*["']?(?:https?:)?//""", page)
    for chart in ("latency", "coverage", "detection"):
        assert re.search(rf"<div class=chart id={chart}><svg ", page), chart
    assert "shell · remote-code-exec" in page and "Fuzz coverage over time" in page
    assert page.count("<polyline") == 2  # one coverage line per fuzzed target


def test_report_renders_in_headless_chromium(page: str, tmp_path) -> None:
    browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if browser is None:
        pytest.skip("chromium is not installed (Debian: apt-get install -y chromium)")
    html = tmp_path / "review.html"
    html.write_text(page, encoding="utf-8")
    shot = tmp_path / "review.png"
    flags = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1280,1400"]
    dom = subprocess.run([*flags, "--dump-dom", html.as_uri()], capture_output=True, text=True, timeout=120)
    assert dom.stdout.count("<svg") == 3 and "chainwarden review" in dom.stdout
    subprocess.run([*flags, f"--screenshot={shot}", html.as_uri()], capture_output=True, timeout=120, check=True)
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 20_000
    print(f"screenshot: {shot}")
