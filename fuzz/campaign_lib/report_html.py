"""DIR/report.html: one self-contained page (inline SVG and CSS drawn here
with the standard library; no script, no external file, no font) beside
report.md:

  - the saturation curve: distinct buckets over time, one line per class
    and their sum (from DIR/timeseries.jsonl), then the same split into
    new, known and unlabelled;
  - the pass x class grid: distinct buckets per culprit pass and class,
    colour by count, every pass of the campaign's table as a row with its
    runs (a pass never run reads "never run");
  - the buckets, new first, then known, then unlabelled, each with relative
    links to its folder's repro.sh, original.mlir and reduced reproducer
    (reduced.mlir, or a triage reproducer) when they exist.
"""
import html
import math
import os
import time
import urllib.parse

from . import state as st
from .classify import FINDING_CLASSES

# one colour per class, in FINDING_CLASSES order (then for any other class)
PALETTE = ["#d62728", "#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
           "#bcbd22", "#17becf", "#393b79", "#637939", "#8c6d31", "#843c39", "#7b4173", "#3182bd"]
LABEL_COLOURS = {"new": "#d62728", "known": "#1f77b4", "unlabelled": "#7f7f7f"}
GRID_ALWAYS = ("crash", "wrong-output", "undefined-output", "invalid-output")
# the files of a finding folder the bucket list links, when present
LINKED = ("repro.sh", "original.mlir", "reduced.mlir")
REPRODUCER_PREFIXES = ("reduced", "reproducer", "bucket")

CSS = """
body { font-family: sans-serif; margin: 1.5em; color: #222; max-width: 1250px; }
h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin-top: 1.6em; border-bottom: 1px solid #ccc; }
table { border-collapse: collapse; font-size: 0.85em; }
td, th { border: 1px solid #ddd; padding: 2px 6px; text-align: left; vertical-align: top; }
th { background: #f3f3f3; }
td.n { text-align: right; }
td.k { white-space: nowrap; }
code { font-size: 0.95em; word-break: break-all; }
.lab-new { color: #b00; font-weight: bold; } .lab-known { color: #1f5fa0; } .lab-unlabelled { color: #666; }
.muted { color: #777; }
svg text { font-family: sans-serif; }
.facts span { display: inline-block; margin-right: 1.5em; }
"""


def esc(x):
    return html.escape(str(x), quote=True)


def class_colour(cls):
    i = FINDING_CLASSES.index(cls) if cls in FINDING_CLASSES else len(FINDING_CLASSES) + sum(map(ord, cls)) % 4
    return PALETTE[i % len(PALETTE)]


def nice_step(span, n=5):
    """A round tick step (1, 2 or 5 times a power of ten) for about n ticks."""
    if span <= 0:
        return 1.0
    raw = span / n
    p = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if m * p >= raw:
            return m * p
    return 10 * p


def fmt(v):
    return f"{v:g}" if abs(v - round(v)) > 1e-9 else str(int(round(v)))


def time_unit(tmax):
    if tmax > 3 * 3600:
        return 3600.0, "hours"
    if tmax > 600:
        return 60.0, "minutes"
    return 1.0, "seconds"


def line_chart(title, series, points_t, ident, ylabel="distinct buckets", width=820, height=340, stacked=False):
    """An SVG step chart: series = [(name, colour, [y per point], dashed)]
    over the times points_t (seconds), axes with ticks and labels, legend on
    the right.  stacked: filled bands, each series on top of the ones
    before it (the top edge is their sum)."""
    left, right, top, bottom = 58, 230, 28, 48
    pw, ph = width - left - right, height - top - bottom
    tmax = max(points_t) if points_t else 0.0
    div, unit = time_unit(tmax)
    xmax = max(tmax / div, 1e-9)
    xstep = nice_step(xmax)
    xmax = math.ceil(xmax / xstep) * xstep
    base = [0] * len(points_t)
    bands = []
    for name, colour, ys, dashed in series:
        lower = list(base) if stacked else None
        upper = [a + b for a, b in zip(base, ys)] if stacked else ys
        if stacked:
            base = upper
        bands.append((name, colour, ys, dashed, lower, upper))
    series = [(name, colour, upper, dashed) for name, colour, _, dashed, _, upper in bands]
    ymax_data = max([max(ys) for _, _, ys, _ in series if ys] + [0])
    ystep = max(1.0, nice_step(max(ymax_data, 1)))
    ymax = max(ystep, math.ceil(max(ymax_data, 1) / ystep) * ystep)

    def X(t):
        return left + pw * (t / div) / xmax

    def Y(v):
        return top + ph - ph * v / ymax

    out = [f'<svg id="{ident}" class="chart" xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" role="img" aria-label="{esc(title)}">',
           f'<title>{esc(title)}</title>',
           f'<rect x="{left}" y="{top}" width="{pw}" height="{ph}" fill="#fff" stroke="#999"/>']
    # grid and ticks
    v = 0.0
    while v <= ymax + 1e-9:
        y = Y(v)
        out.append(f'<line class="grid" x1="{left}" y1="{y:.1f}" x2="{left + pw}" y2="{y:.1f}" stroke="#eee"/>')
        out.append(f'<text x="{left - 6}" y="{y + 4:.1f}" font-size="11" text-anchor="end">{fmt(v)}</text>')
        v += ystep
    v = 0.0
    while v <= xmax + 1e-9:
        x = left + pw * v / xmax
        out.append(f'<line x1="{x:.1f}" y1="{top + ph}" x2="{x:.1f}" y2="{top + ph + 5}" stroke="#666"/>')
        out.append(f'<text x="{x:.1f}" y="{top + ph + 18}" font-size="11" text-anchor="middle">{fmt(v)}</text>')
        v += xstep
    out.append(f'<text class="axis-label" x="{left + pw / 2}" y="{height - 8}" font-size="12" '
               f'text-anchor="middle">{unit} since the start</text>')
    out.append(f'<text class="axis-label" x="14" y="{top + ph / 2}" font-size="12" text-anchor="middle" '
               f'transform="rotate(-90 14 {top + ph / 2})">{esc(ylabel)}</text>')
    out.append(f'<text x="{left}" y="{top - 10}" font-size="13" font-weight="bold">{esc(title)}</text>')
    # the lines (steps: a bucket count holds until the next tick)
    ly = top + 6
    drawn = [b for b in bands if b[2]]
    for i, (name, colour, ys, dashed, lower, upper) in enumerate(drawn):
        d = [f"M{X(points_t[0]):.1f},{Y(upper[0]):.1f}"]
        for t, y in zip(points_t[1:], upper[1:]):
            d.append(f"H{X(t):.1f}V{Y(y):.1f}")
        dash = ' stroke-dasharray="6 4"' if dashed else ""
        if stacked:
            # back along the band's lower edge (the same steps: a value
            # holds from its tick to the next): a closed area
            d.append(f"V{Y(lower[-1]):.1f}")
            for k in range(len(points_t) - 1, 0, -1):
                d.append(f"V{Y(lower[k - 1]):.1f}H{X(points_t[k - 1]):.1f}")
            d.append("Z")
            out.append(f'<path class="series" data-name="{esc(name)}" d="{"".join(d)}" fill="{colour}" '
                       f'fill-opacity="0.55" stroke="{colour}" stroke-width="1.5"/>')
            swatch = f'<rect x="{{lx}}" y="{{ly}}" width="22" height="10" fill="{colour}" fill-opacity="0.55"/>'
        else:
            # wider first: a line hidden under a later one with the same counts still shows as a rim
            width_px = 2 + 3 * (len(drawn) - 1 - i) / max(1, len(drawn) - 1)
            out.append(f'<path class="series" data-name="{esc(name)}" d="{"".join(d)}" fill="none" '
                       f'stroke="{colour}" stroke-width="{width_px:.1f}"{dash}/>')
            swatch = (f'<line x1="{{lx}}" y1="{{y5}}" x2="{{lx22}}" y2="{{y5}}" stroke="{colour}" '
                      f'stroke-width="3"{dash}/>')
        # legend
        lx = left + pw + 16
        out.append('<g class="legend-item">' + swatch.format(lx=lx, ly=ly, y5=ly + 5, lx22=lx + 22)
                   + f'<text x="{lx + 28}" y="{ly + 9}" font-size="12">{esc(name)} ({fmt(ys[-1])})</text></g>')
        ly += 18
    out.append("</svg>")
    return "\n".join(out)


def relabel(series, bucket_map):
    """The series with new/known/unlabelled counted by the buckets' labels
    now (finding.json may be labelled after the tick that found them: a
    record matched later, a merge), from each line's `added` buckets."""
    out, found = [], set()
    index = st.group_index(bucket_map)
    for line in series:
        found.update(b for b, _ in line.get("added", []))
        n = {"new": 0, "known": 0, "unlabelled": 0}
        for g in st.groups_of(found, bucket_map, index):
            n[bucket_map[g]["label"] if g in bucket_map else "unlabelled"] += 1
        out.append(dict(line, **n))
    return out


def saturation_charts(series):
    """The two charts from the time series (a first point at 0, 0)."""
    pts = [{"t": 0.0, "buckets": {}, "distinct": 0, "new": 0, "known": 0, "unlabelled": 0}] + list(series)
    ts = [p.get("t", 0.0) for p in pts]
    classes = []
    for p in pts:
        for c in p.get("buckets", {}):
            if c not in classes:
                classes.append(c)
    classes.sort(key=lambda c: (FINDING_CLASSES.index(c) if c in FINDING_CLASSES else 99, c))
    per_class = [(c, class_colour(c), [p.get("buckets", {}).get(c, 0) for p in pts], False) for c in classes]
    per_class.append(("all classes", "#222", [p.get("distinct", 0) for p in pts], True))
    by_label = [(lab, LABEL_COLOURS[lab], [p.get(lab, 0) for p in pts], False)
                for lab in ("new", "known", "unlabelled") if any(p.get(lab, 0) for p in pts) or lab != "unlabelled"]
    return (line_chart("Distinct buckets over time, per class (saturation)", per_class, ts, "saturation"),
            line_chart("Distinct buckets over time: new, known, unlabelled (as labelled now)", by_label, ts,
                       "labels", stacked=True))


def pass_grid(state, bucket_map):
    from .report import pass_rows
    rows = pass_rows(state, bucket_map)
    present = {c for _, _, _, pc, _ in rows for c in pc}
    cols = [c for c in FINDING_CLASSES if c in present or c in GRID_ALWAYS] + sorted(present - set(FINDING_CLASSES))
    name_w, runs_w, cell_w, cell_h, head_h = 250, 90, 46, 20, 120
    width = name_w + runs_w + cell_w * len(cols) + 110      # room for the last rotated label
    height = head_h + cell_h * len(rows) + 10
    vmax = max([n for _, _, _, pc, _ in rows for n in pc.values()] + [1])
    out = [f'<svg id="grid" class="chart" xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" role="img" aria-label="distinct buckets per pass and class">',
           "<title>distinct buckets per pass and class</title>",
           f'<text x="{name_w - 6}" y="{head_h - 6}" font-size="12" text-anchor="end" font-weight="bold">pass</text>',
           f'<text x="{name_w + runs_w - 8}" y="{head_h - 6}" font-size="12" text-anchor="end" '
           f'font-weight="bold">runs</text>']
    for j, c in enumerate(cols):
        x = name_w + runs_w + j * cell_w + cell_w / 2
        out.append(f'<text class="col" x="{x:.1f}" y="{head_h - 8}" font-size="11" '
                   f'transform="rotate(-50 {x:.1f} {head_h - 8})">{esc(c)}</text>')
    for i, (name, alone, piped, pc, _) in enumerate(rows):
        y = head_h + i * cell_h
        runs = alone + piped
        never = runs == 0 and not pc
        style = ' fill="#999" font-style="italic"' if never else ""
        out.append(f'<text class="row" x="{name_w - 6}" y="{y + 14}" font-size="12" text-anchor="end"{style}>'
                   f'{esc(name)}</text>')
        out.append(f'<text x="{name_w + runs_w - 8}" y="{y + 14}" font-size="12" text-anchor="end"{style}>'
                   f'{"never run" if never else runs}</text>')
        for j, c in enumerate(cols):
            n = pc.get(c, 0)
            x = name_w + runs_w + j * cell_w
            if n:
                # light to dark with the count (square root: one bucket still shows)
                a = 0.18 + 0.82 * math.sqrt(n / vmax)
                fill = f"rgba(200,30,30,{a:.2f})"
            else:
                fill = "#f4f4f4"
            out.append(f'<rect class="cell" x="{x + 1}" y="{y + 1}" width="{cell_w - 2}" height="{cell_h - 2}" '
                       f'fill="{fill}" data-pass="{esc(name)}" data-class="{esc(c)}" data-count="{n}">'
                       f'<title>{esc(name)} / {esc(c)}: {n}</title></rect>')
            if n:
                colour = "#fff" if a > 0.55 else "#222"
                out.append(f'<text x="{x + cell_w / 2}" y="{y + 14}" font-size="11" text-anchor="middle" '
                           f'fill="{colour}">{n}</text>')
    out.append("</svg>")
    return "\n".join(out)


def folder_links(outdir, keys):
    """[(text, relative href)] of the files to link in a bucket's folders."""
    links = []
    for key in keys:
        d = os.path.join(outdir, "findings", key)
        try:
            names = sorted(os.listdir(d))
        except OSError:
            continue
        extra = [n for n in names if n not in LINKED and n.startswith(REPRODUCER_PREFIXES)
                 and os.path.isfile(os.path.join(d, n))]
        for n in [n for n in LINKED if n in names] + extra:
            href = "findings/" + urllib.parse.quote(key) + "/" + urllib.parse.quote(n)
            links.append((n if len(keys) == 1 else f"{key.split('/')[-1]}/{n}", href))
    return links


def bucket_table(outdir, state, bucket_map):
    findings = state.get("findings", {})
    order = {"new": 0, "known": 1, "unlabelled": 2}
    items = sorted(bucket_map.items(), key=lambda x: (
        order[x[1]["label"]], FINDING_CLASSES.index(x[1]["class"]) if x[1]["class"] in FINDING_CLASSES else 99,
        -x[1]["count"], x[0]))
    if not items:
        return "<p>No findings.</p>"
    out = []
    current = None
    for bucket, b in items:
        if b["label"] != current:
            if current is not None:
                out.append("</tbody></table>")
            current = b["label"]
            n = sum(1 for _, x in items if x["label"] == current)
            heading = {"new": "New buckets", "known": "Known buckets (a conformance/mlir-bugs record matches)",
                       "unlabelled": "Unlabelled buckets (no known/new label in finding.json)"}[current]
            out.append(f'<h3 class="lab-{current}">{heading}: {n}</h3>')
            out.append(f'<table class="buckets" data-label="{current}"><thead><tr><th>class</th><th>pass</th>'
                       "<th>signature</th><th>count</th><th>smallest</th><th>triage</th><th>record</th>"
                       "<th>files</th></tr></thead><tbody>")
        f = findings.get(b["keys"][0], {})
        links = " ".join(f'<a href="{esc(href)}">{esc(text)}</a>' for text, href in folder_links(outdir, b["keys"]))
        out.append(f'<tr class="bucket"><td class="k">{esc(b["class"])}</td><td class="k">{esc(b["pass"])}</td>'
                   f'<td><code>{esc(f.get("signature", bucket))[:200]}</code></td><td class="n">{b["count"]}</td>'
                   f'<td class="k">seed {esc(f.get("seed", "?"))}, {esc(f.get("lines", "?"))} lines</td>'
                   f'<td>{esc(f.get("triage", ""))}</td><td>{esc(b["known"] or "")}</td><td class="k">{links}</td></tr>')
    out.append("</tbody></table>")
    return "\n".join(out)


def render(state, outdir, bucket_map):
    t = state["totals"]
    camp = state.get("campaign", {})
    series = relabel(st.read_series(outdir), bucket_map)
    labels = {"new": 0, "known": 0, "unlabelled": 0}
    for b in bucket_map.values():
        labels[b["label"]] += 1
    sat, lab = saturation_charts(series)
    if "merged_from" in camp:
        what = f"merged from {len(camp['merged_from'])} campaign directories"
        shards = state.get("series_shards")
        note = ("<p class=\"muted\">The time series lays the shards over each other, each from its own start "
                "(as an array job runs them side by side): programs and pass runs are summed, buckets are the "
                "union of what the shards had found by then"
                + (f"; {shards[0]} of {shards[1]} shards had a time series" if shards and shards[0] != shards[1]
                   else "") + ".</p>")
    else:
        what = ", ".join(f"{k} {v}" for k, v in sorted(camp.items()) if v not in (None, "", [], False))
        note = ""
    loop = state.get("loop_seconds") or state.get("wall_seconds", 0.0)
    facts = [("programs", t.get("programs", 0)), ("pass runs", t.get("runs", 0)),
             ("distinct buckets", len(bucket_map)), ("new", labels["new"]), ("known", labels["known"]),
             ("unlabelled", labels["unlabelled"]), ("wall time", f"{loop:.1f} s")]
    warn = []
    if state.get("interrupted"):
        warn.append("Interrupted: the counts cover the blocks that finished.")
    if state.get("dropped_blocks"):
        warn.append(f"{len(state['dropped_blocks'])} blocks still running at the end of --seconds were dropped.")
    if state.get("harness_errors"):
        warn.append(f"{state['harness_errors']} blocks failed in the campaign itself (harness-errors.txt).")
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>fuzz/campaign report</title>
<style>{CSS}</style></head>
<body>
<h1>fuzz/campaign report</h1>
<p class="muted">{esc(what)}. Written {esc(time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()))};
the numbers and tables in <a href="report.md">report.md</a>.</p>
{"".join(f'<p><strong>{esc(w)}</strong></p>' for w in warn)}
<p class="facts">{"".join(f'<span><strong>{esc(v)}</strong> {esc(k)}</span>' for k, v in facts)}</p>
<h2 id="sec-saturation">Saturation</h2>
<p>Distinct buckets (one bucket: a class, a culprit pass and a signature) found by each time: a curve that
flattens means the campaign finds little new at this configuration.</p>
{sat}
{lab}
{note}
<h2 id="sec-passes">Passes and classes</h2>
<p>Distinct buckets per culprit pass (rows) and class (columns), darker with more; runs: the pass runs whose
configuration has the pass, alone or in a pipeline.</p>
{pass_grid(state, bucket_map)}
<h2 id="sec-buckets">Buckets</h2>
<p>New first, then known. Links go to the finding's folder: <code>repro.sh</code> (exits non-zero while the
finding reproduces), <code>original.mlir</code> and a reduced reproducer when there is one.</p>
{bucket_table(outdir, state, bucket_map)}
</body></html>
"""


def write(state, outdir, bucket_map):
    tmp = os.path.join(outdir, "report.html.tmp")
    with open(tmp, "w") as f:
        f.write(render(state, outdir, bucket_map))
    os.replace(tmp, os.path.join(outdir, "report.html"))
