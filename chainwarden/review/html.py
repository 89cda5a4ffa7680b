"""The review as one self-contained HTML page: inline CSS and SVG charts, no scripts, no CDN.

Charts: detection by category (share of corpus cases that agree, per target), the
latency distribution (log-binned histogram of replay and fuzz latencies), and fuzz
coverage over time (distinct grammar productions exercised, with execs on hover).
"""

from __future__ import annotations

from html import escape

from chainwarden.review.models import LATENCY_BINS_US, ReviewReport, TargetReport

COLORS = {"shell": "#3867d6", "sanitize": "#20bf6b", "authz": "#f7b731", "chain": "#8854d0"}
CSS = """
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#222;max-width:1200px}
h1{font-size:22px}h2{font-size:17px;margin-top:28px}table{border-collapse:collapse;margin:8px 0}
td,th{border:1px solid #ccc;padding:4px 8px;text-align:right}th{background:#f2f2f2}td:first-child,th:first-child{text-align:left}
.bad{color:#c0392b;font-weight:600}.ok{color:#1e8449;font-weight:600}code{background:#f6f6f6;padding:1px 3px;word-break:break-all}
.charts{display:flex;flex-wrap:wrap;gap:18px}.chart{border:1px solid #ddd;padding:8px;background:#fff}
svg text{font:11px system-ui,sans-serif}
"""


def _bar_chart(title: str, rows: list[tuple[str, float, str, str]], width: int = 560) -> str:
    """Horizontal bars: (label, fraction 0..1, color, annotation)."""
    height = 24 + 18 * len(rows)
    parts = [f'<svg role="img" aria-label="{escape(title)}" width="{width}" height="{height}">',
             f'<text x="0" y="14" font-weight="bold">{escape(title)}</text>']
    for i, (label, fraction, color, note) in enumerate(rows):
        y = 24 + 18 * i
        bar = max(fraction, 0.0) * (width - 320)
        parts.append(f'<text x="0" y="{y + 12}">{escape(label[:34])}</text>'
                     f'<rect x="210" y="{y + 2}" width="{bar:.1f}" height="13" fill="{color}"><title>{escape(note)}</title></rect>'
                     f'<text x="{width - 104}" y="{y + 12}">{escape(note)}</text>')
    return "".join(parts) + "</svg>"


def _histogram(title: str, series: dict[str, list[int]], width: int = 700, height: int = 240) -> str:
    labels = [f"{b:g}" if b < 1000 else f"{b / 1000:g}ms" if b < 1_000_000 else f"{b / 1e6:g}s" for b in LATENCY_BINS_US]
    labels = [f"≤{label}" for label in labels] + [">1s"]
    n = len(labels)
    plot = width - 190
    slot = (plot - 40) / n
    peak = max((v / max(sum(c), 1) for c in series.values() for v in c), default=0) or 1
    parts = [f'<svg role="img" aria-label="{escape(title)}" width="{width}" height="{height}">',
             f'<text x="0" y="14" font-weight="bold">{escape(title)}</text>',
             f'<line x1="40" y1="{height - 30}" x2="{plot}" y2="{height - 30}" stroke="#999"/>']
    bar_w = slot / max(len(series), 1)
    for s, (name, counts) in enumerate(series.items()):
        total = max(sum(counts), 1)
        for i, count in enumerate(counts):
            h = (count / total) / peak * (height - 60)
            x = 40 + i * slot + s * bar_w
            parts.append(f'<rect x="{x:.1f}" y="{height - 30 - h:.1f}" width="{bar_w - 1:.1f}" height="{h:.1f}" '
                         f'fill="{COLORS.get(name.split()[0], "#777")}" opacity="{0.55 if "fuzz" in name else 0.95}">'
                         f"<title>{escape(name)} {labels[i]}µs: {count}</title></rect>")
    for i, label in enumerate(labels):
        parts.append(f'<text x="{40 + i * slot:.1f}" y="{height - 16}" font-size="9">{escape(label)}</text>')
    for s, name in enumerate(series):
        parts.append(f'<rect x="{plot + 20}" y="{22 + 14 * s}" width="10" height="10" fill="{COLORS.get(name.split()[0], "#777")}" '
                     f'opacity="{0.55 if "fuzz" in name else 0.95}"/><text x="{plot + 35}" y="{31 + 14 * s}">{escape(name)}</text>')
    return "".join(parts) + '<text x="40" y="' + str(height - 2) + '">latency (µs), share of inputs per series</text></svg>'


def _coverage(title: str, targets: list[TargetReport], width: int = 560, height: int = 220) -> str:
    lines = [(t.target, t.fuzz.timeline) for t in targets if t.fuzz.timeline]
    t_max = max((p.t for _, tl in lines for p in tl), default=1) or 1
    c_max = max((p.coverage for _, tl in lines for p in tl), default=1) or 1
    parts = [f'<svg role="img" aria-label="{escape(title)}" width="{width}" height="{height}">',
             f'<text x="0" y="14" font-weight="bold">{escape(title)}</text>',
             f'<line x1="40" y1="{height - 30}" x2="{width - 10}" y2="{height - 30}" stroke="#999"/>',
             f'<line x1="40" y1="30" x2="40" y2="{height - 30}" stroke="#999"/>',
             f'<text x="4" y="38">{c_max}</text><text x="{width - 60}" y="{height - 14}">{t_max:.1f}s</text>']
    for s, (name, timeline) in enumerate(lines):
        points = " ".join(f"{40 + p.t / t_max * (width - 60):.1f},{height - 30 - p.coverage / c_max * (height - 70):.1f}" for p in timeline)
        last = timeline[-1]
        parts.append(f'<polyline fill="none" stroke-width="2" stroke="{COLORS.get(name, "#777")}" points="{points}">'
                     f"<title>{escape(name)}: {last.coverage} productions, {last.execs:,} execs</title></polyline>"
                     f'<text x="{width - 170}" y="{34 + 14 * s}" fill="{COLORS.get(name, "#777")}">{escape(name)} ({last.coverage})</text>')
    return "".join(parts) + f'<text x="40" y="{height - 2}">seconds of fuzzing → distinct grammar productions exercised</text></svg>'


def _summary_table(report: ReviewReport) -> str:
    head = ("target", "cases", "misses", "false pos.", "known gaps", "regressions", "crashes", "replay/s",
            "fuzz execs", "fuzz execs/s", "coverage", "findings")
    rows = []
    for t in report.targets:
        regress = f'<span class="{"bad" if t.regressions else "ok"}">{len(t.regressions)}</span>'
        rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in (
            escape(t.target), t.cases, t.misses, t.false_positives, t.known_gaps, regress, len(t.crashes),
            f"{t.replay_execs_per_s:,.0f}", f"{t.fuzz.execs:,}", f"{t.fuzz.execs_per_s:,.0f}", t.fuzz.coverage,
            len(t.findings))) + "</tr>")
    return "<table><tr>" + "".join(f"<th>{h}</th>" for h in head) + "</tr>" + "".join(rows) + "</table>"


def _details(report: ReviewReport) -> str:
    out = []
    for t in report.targets:
        items = [f"<li class=bad>regression <code>{escape(r.id)}</code>: expected {escape(r.expected)}, got "
                 f"{escape(r.got)}: <code>{escape(r.input)}</code></li>" for r in t.regressions[:50]]
        items += [f"<li>finding ({escape(f.kind)}{', minimized' if f.minimized else ''}): <code>{escape(f.input[:300])}</code>"
                  f" → {escape(f.got)}{' — bash: ' + escape(f.oracle) if f.oracle else ''}</li>" for f in t.findings]
        if t.oracle is not None:
            summary = (", ".join(f"{k}: {v}" for k, v in sorted(t.oracle.outcomes.items())) if t.oracle.available
                       else "unavailable: " + t.oracle.reason)
            items.append(f"<li>oracle (real bash in bubblewrap), {t.oracle.runs} runs: {escape(summary)}</li>")
            items += [f"<li>oracle {escape(s['outcome'])} <code>{escape(s['id'])}</code> (classifier {escape(s['verdict'])}): "
                      f"<code>{escape(s['command'][:200])}</code> — bash: {escape(s['bash'])}</li>" for s in t.oracle.samples[:15]]
        if t.differential is not None and t.differential.available:
            d = t.differential
            items.append(f"<li>differential (tree-sitter vs bashlex): {d.checked} commands, {d.disagreements} disagreements, "
                         f"{d.bashlex_failed} bashlex failures</li>")
            items += [f"<li>bashlex-only {escape(', '.join(s['bashlex_only']))}: <code>{escape(s['command'][:200])}</code></li>"
                      for s in d.samples[:10]]
        if t.error:
            items.append(f"<li class=bad>{escape(t.error)}</li>")
        out.append(f"<h2>{escape(t.target)}</h2><p>corpus <code>{escape(t.corpus)}</code>; slowest input "
                   f"<code>{escape(str(t.slowest.get('id', '')))}</code> ({t.slowest.get('us', 0):,.0f} µs)</p>"
                   f"<ul>{''.join(items) or '<li>nothing to report</li>'}</ul>")
    return "".join(out)


def render_html(report: ReviewReport) -> str:
    """The whole report page."""
    categories = []
    for t in report.targets:
        for name, c in t.by_category.items():
            share = c["ok"] / c["cases"] if c["cases"] else 0
            categories.append((f"{t.target} · {name}", share, COLORS.get(t.target, "#777"), f"{c['ok']}/{c['cases']} ({share:.0%})"))
    latency = {}
    for t in report.targets:
        latency[f"{t.target} replay"] = t.latency_histogram
        if t.fuzz.latency_histogram and sum(t.fuzz.latency_histogram):
            latency[f"{t.target} fuzz"] = t.fuzz.latency_histogram
    verdict = ('<p class="bad">FAIL: ' + escape("; ".join(report.failures[:10])) + "</p>" if report.failures
               else '<p class="ok">PASS: no regression, crash or invariant violation</p>')
    return (
        "<!doctype html><html lang=en><head><meta charset=utf-8><title>chainwarden review</title>"
        f"<style>{CSS}</style></head><body><h1>chainwarden review</h1>"
        f"<p>started {escape(report.started)} · seed {report.seed} · budget {report.budget_s:g}s · wall {report.wall_s:.1f}s</p>"
        f"{verdict}{_summary_table(report)}<div class=charts>"
        f'<div class=chart id=latency>{_histogram("Latency distribution", latency)}</div>'
        f'<div class=chart id=coverage>{_coverage("Fuzz coverage over time", report.targets)}</div>'
        f'<div class=chart id=detection>{_bar_chart("Detection by category (corpus cases that agree)", categories)}</div>'
        f"</div>{_details(report)}</body></html>"
    )
