"""DIR/bugbench.html of fuzz/bugbench: one self-contained page (inline SVG,
no script) beside bugbench.md, drawn with report_html's chart:

  - records hit over time: per trial, how many records it has hit by time
    t (or by program n for a --count run), and their mean: the fuzzer's
    performance figure, the curve a generator or configuration change
    moves;
  - the survival table: every record with the share of trials that hit it
    (a bar), its median time and programs to the first hit, the records no
    trial hit last.
"""
import html
import os

from .report_html import CSS, PALETTE, line_chart


def esc(x):
    return html.escape(str(x), quote=True)


def hit_curves(trial_hits, key):
    """(points, [per-trial counts at each point]) where a point is a first
    hit's `key` ("seconds" or "programs") of any trial, from 0."""
    firsts = [sorted(h[key] for h in hits.values() if h.get(key) is not None) for hits in trial_hits]
    points = sorted({0, *(x for f in firsts for x in f)})
    curves = [[sum(1 for x in f if x <= p) for p in points] for f in firsts]
    return points, curves


def curve_chart(doc):
    key = "seconds" if doc.get("minutes") is not None else "programs"
    points, curves = hit_curves(doc["trial_hits"], key)
    if len(points) < 2:
        return '<p class="muted">No trial hit a record: nothing to draw.</p>'
    end = doc["minutes"] * 60 if key == "seconds" else doc.get("count") or points[-1]
    if end > points[-1]:
        points.append(end)
        curves = [c + [c[-1]] for c in curves]
    mean = [sum(c[i] for c in curves) / len(curves) for i in range(len(points))]
    series = [("mean over trials", "#d62728", mean, False)]
    series += [(f"trial {k}", PALETTE[(k + 1) % len(PALETTE)], c, True) for k, c in enumerate(curves)]
    if key == "seconds":
        return line_chart("Records hit over time", series, points, "records-over-time", ylabel="records hit")
    # a --count run: programs stand where the seconds would (the axis says seconds)
    chart = line_chart("Records hit over programs run", series, points, "records-over-programs",
                       ylabel="records hit")
    return chart.replace("seconds since the start", "programs run")


def survival_table(doc):
    rows = ["<table id=\"survival\"><tr><th>record</th><th>class</th><th>pass</th><th>trials hit</th>"
            "<th>share</th><th>median time to first hit</th><th>among hits</th>"
            "<th>median programs to first hit</th><th>among hits</th></tr>"]

    def f(v, unit=""):
        return "-" if v is None else (f"{v:.1f}{unit}" if isinstance(v, float) else f"{v}{unit}")
    for r in doc["records"]:
        share = r["share"]
        bar = (f'<svg class="bar" width="104" height="12"><rect x="0" y="1" width="100" height="10" fill="#eee"/>'
               f'<rect x="0" y="1" width="{100 * share:.1f}" height="10" fill="#1f77b4"/></svg>')
        name = esc(r["record"]) + (' <span class="muted">(limitation)</span>' if r["limitation"] else "")
        rows.append(f'<tr class="{"hit" if r["trials_hit"] else "never"}"><td class="k">{name}</td>'
                    f'<td>{esc(r["class"])}</td><td>{esc(r["pass"])}</td>'
                    f'<td class="n">{r["trials_hit"]}/{r["trials"]}</td><td class="k">{bar} {100 * share:.0f}%</td>'
                    f'<td class="n">{f(r["median_seconds"], " s")}</td><td class="n">{f(r["median_seconds_hit"], " s")}</td>'
                    f'<td class="n">{f(r["median_programs"])}</td><td class="n">{f(r["median_programs_hit"])}</td></tr>')
    rows.append("</table>")
    return "\n".join(rows)


def trials_table(doc):
    rows = ["<table id=\"trials\"><tr><th>trial</th><th>first seed</th><th>programs</th><th>pass runs</th>"
            "<th>seconds</th><th>distinct</th><th>new</th><th>known</th><th>records hit</th></tr>"]
    for k, (i, hits) in enumerate(zip(doc["trial_info"], doc["trial_hits"])):
        rows.append(f'<tr><td>{k}</td><td class="n">{i["seed"]}</td><td class="n">{i["programs"]}</td>'
                    f'<td class="n">{i["runs"]}</td><td class="n">{i["wall_seconds"]}</td>'
                    f'<td class="n">{i["distinct"]}</td><td class="n">{"-" if i["new"] is None else i["new"]}</td>'
                    f'<td class="n">{"-" if i["known"] is None else i["known"]}</td><td class="n">{len(hits)}</td></tr>')
    rows.append("</table>")
    return "\n".join(rows)


def render(doc):
    n = doc["trials"]
    length = f'{doc["minutes"]:g} min' if doc.get("minutes") is not None else f'{doc["count"]} programs'
    hit = sum(1 for r in doc["records"] if r["trials_hit"])
    never = [r["record"] for r in doc["records"] if not r["trials_hit"]]
    return "\n".join([
        "<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
        f"<title>fuzz/bugbench: {n} trials x {esc(length)}</title>", f"<style>{CSS}</style></head><body>",
        f"<h1>fuzz/bugbench: {n} trials x {esc(length)}</h1>",
        f'<p class="facts"><span>{doc["jobs"]} job(s) each</span><span>seeds {doc["seed_base"]} + '
        f'k*{doc["seed_stride"]}</span><span>configs {esc(doc["configs"])}</span>'
        f'<span>records hit by a trial: <b id="records-hit">{hit}/{len(doc["records"])}</b></span></p>',
        "<h2>Records hit over time</h2>", curve_chart(doc),
        "<h2>Survival table</h2>",
        "<p>Share: trials whose campaign labelled a finding with the record. Medians over all trials, a trial "
        "without a hit censored (\"-\": fewer than half the trials hit); \"among hits\": over the trials that "
        "hit it.</p>", survival_table(doc),
        "<h2>Trials</h2>", trials_table(doc),
        f"<h2>Never hit ({len(never)})</h2>",
        "<p>" + (", ".join(f"<code>{esc(x)}</code>" for x in never) if never else "none") + "</p>",
        "</body></html>", ""])


def write(doc, outdir):
    path = os.path.join(outdir, "bugbench.html")
    with open(path, "w") as f:
        f.write(render(doc))
    return path
