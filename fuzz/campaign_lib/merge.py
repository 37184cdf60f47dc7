"""fuzz/campaign --merge DIR... --out DIR: the union of campaign
directories (the shards of one campaign, or campaigns on other seeds) with
findings deduplicated again, counts summed and the smallest representative
kept, then state.json, report.md, report.html and timeseries.jsonl
rewritten (state.merge_series: the shards' series side by side, each from
its own start).  Returns (exit code, the summary line or None)."""
import os
import sys

from . import report, state as st
from .findings import Findings, bucket_counts, load_tree
from .run import summary
from .triage import triage_findings


def merge_dirs(dirs, outdir, triage=None):
    """triage: None, or (affine-interp, its flags, jobs) to triage the
    folders whose representative has no triage yet."""
    states = []
    for d in dirs:
        if not os.path.exists(os.path.join(d, "state.json")):
            sys.stderr.write(f"fuzz/campaign --merge: {d} has no state.json (skipped)\n")
            continue
        states.append(st.read(d))
    if not states:
        sys.stderr.write("fuzz/campaign --merge: nothing to merge\n")
        return 1, None
    os.makedirs(outdir, exist_ok=True)
    merged = st.merge(states)
    findings = Findings(outdir)
    for d in dirs:
        for _, rec, count in load_tree(d):
            findings.add(rec, count)
    findings.flush()
    if triage:
        triage_findings(findings, *triage)
        findings.flush()
    merged["findings"] = findings.summary()
    merged["buckets"] = bucket_counts(merged["findings"])
    runs = []
    for d in dirs:
        p = os.path.join(d, "runs.tsv")
        if os.path.exists(p):
            with open(p) as f:
                runs += f.read().split("\n")[1:]
    if runs:
        rows = sorted((r.split("\t") for r in runs if r), key=lambda r: (int(r[0]), r[2]))
        with open(os.path.join(outdir, "runs.tsv"), "w") as f:
            f.write("seed\tprogram\tconfiguration\tclass\n")
            f.write("".join("\t".join(r) + "\n" for r in rows))
    series = [st.read_series(d) for d in dirs if os.path.exists(os.path.join(d, "state.json"))]
    bucket_map = st.buckets(merged["findings"], st.Labels(outdir))
    merged["series_shards"] = [sum(1 for s in series if s), len(series)]
    st.write_series(outdir, st.merge_series([s for s in series if s], bucket_map))
    st.write(merged, outdir)
    report.write(merged, outdir)
    if merged.get("duplicate_blocks"):
        sys.stderr.write(f"fuzz/campaign --merge: {merged['duplicate_blocks']} blocks appear in more than one input\n")
    return 0, summary(merged["totals"].get("programs", 0), bucket_map, os.path.join(outdir, "report.html"),
                      merged.get("interrupted"))
