"""DIR/report.md and DIR/report.html from a state (so a merge writes the
report its shards' union would have).  Only the Throughput section depends
on timings."""
import os

from . import state as st
from .classify import ALL_CLASSES, FINDING_CLASSES
from .passes import PASSES


def pct(a, b):
    return f"{100.0 * a / b:.1f}%" if b else "-"


def table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out) + "\n"


def pass_rows(state, bucket_map=None):
    """[(pass, runs alone, runs in pipelines, {class: distinct buckets},
    {label: distinct buckets})]: every pass of the campaign's table (so one
    never run shows), then the other culprits findings name ((reprint),
    (plant), (compiled), test-memref-dependence-check, a --pipeline's)."""
    t = state["totals"]
    pr = t.get("pass_runs", {})
    by_pass = {}
    if bucket_map is None:
        bucket_map = {k: {"class": f["class"], "pass": f["pass"], "label": "unlabelled"}
                      for k, f in state.get("findings", {}).items()}
    for b in bucket_map.values():
        e = by_pass.setdefault(b["pass"], ({}, {}))
        e[0][b["class"]] = e[0].get(b["class"], 0) + 1
        e[1][b["label"]] = e[1].get(b["label"], 0) + 1
    names = list(PASSES) + sorted((set(pr) | set(by_pass)) - set(PASSES))
    return [(n, pr.get(n, {}).get("alone", 0), pr.get(n, {}).get("in-pipeline", 0),
             by_pass.get(n, ({}, {}))[0], by_pass.get(n, ({}, {}))[1]) for n in names]


def render(state, bucket_map=None):
    t = state["totals"]
    camp = state.get("campaign", {})
    findings = state.get("findings", {})
    classes = t.get("classes", {})
    runs = t.get("runs", 0)
    programs = t.get("programs", 0)
    lines = ["# fuzz/campaign report", ""]
    if "merged_from" in camp:
        lines.append(f"Merged from {len(camp['merged_from'])} campaign directories"
                     + (f" ({state['duplicate_blocks']} blocks counted twice!)" if state.get("duplicate_blocks") else "") + ".")
    else:
        lines.append("Campaign: " + ", ".join(f"{k} {v}" for k, v in sorted(camp.items()) if v not in (None, "", [])) + ".")
    if state.get("interrupted"):
        lines.append("**Interrupted**: the counts cover the blocks that finished.")
    if state.get("dropped_blocks"):
        lines.append(f"{len(state['dropped_blocks'])} blocks still running at the end of --seconds were dropped "
                     "(not counted).")
    if state.get("harness_errors"):
        lines.append(f"**{state['harness_errors']} blocks failed in the campaign itself** (harness-errors.txt).")
    lines.append("")

    lines.append("## Summary\n")
    uniq = {}
    for f in findings.values():
        uniq[f["class"]] = uniq.get(f["class"], 0) + 1
    occ = {c: classes.get(c, 0) for c in FINDING_CLASSES}
    for f in findings.values():
        if f["class"] in ("oracle-disagreement", "plant-missed"):
            occ[f["class"]] = occ.get(f["class"], 0)
    o = t.get("originals", {})
    lines.append(f"- programs: {programs} ({o.get('valid', 0)} valid originals run through the passes)")
    lines.append(f"- pass runs: {runs} in {len(t.get('blocks', []))} blocks"
                 + (f" ({t['applications']} pass applications: a pipeline of k passes is one pass run"
                    f" and k applications)" if t.get("applications") else ""))
    if bucket_map is not None:
        lab = {"new": 0, "known": 0, "unlabelled": 0}
        for b in bucket_map.values():
            lab[b["label"]] += 1
        lines.append(f"- distinct buckets: {len(bucket_map)} ({lab['new']} new, {lab['known']} known"
                     + (f", {lab['unlabelled']} unlabelled" if lab["unlabelled"] else "") + "); report.html draws "
                     "them over time and by pass")
    rows = []
    for c in ALL_CLASSES:
        n = classes.get(c, 0)
        if c in ("oracle-disagreement", "plant-missed"):
            n = sum(f["count"] for f in findings.values() if f["class"] == c)
        if n or c in ("agree", "crash", "wrong-output", "interp-failure"):
            rows.append([c, n, pct(n, runs) if c not in ("oracle-disagreement", "plant-missed") else "-", uniq.get(c, 0)])
    lines.append("")
    lines.append(table(["class", "occurrences", "of pass runs", "distinct findings"], rows))

    lines.append("## Throughput\n")
    wall = state.get("wall_seconds", 0.0)
    perf = state.get("perf", {})
    tm, cpu = perf.get("timings", {}), perf.get("cpu", {})
    # os.times() counts a worker's CPU only once the worker has exited, so a
    # report written while the pool runs would show almost none: the CPU the
    # workers measured around each step is then the better figure
    cpu_total = max(state.get("cpu_seconds", 0.0), sum(cpu.values()))
    worker = tm.get("total", 0.0)
    cats = ("mlir-opt", "affine-interp", "generator", "reference")
    harness_wall = max(0.0, worker - sum(tm.get(k, 0.0) for k in cats))
    loop = state.get("loop_seconds") or wall
    lines.append(f"- wall time {loop:.1f} s: {programs / loop if loop else 0:.1f} programs/s, "
                 f"{runs / loop if loop else 0:.1f} pass runs/s"
                 + (f", {t['applications'] / loop:.1f} pass applications/s" if loop and t.get("applications") else "")
                 + (f" (then {wall - loop:.1f} s of --triage)" if wall - loop > 1 else ""))
    if cpu_total:
        lines.append(f"- CPU time {cpu_total:.1f} s (all processes): {runs / cpu_total:.1f} pass runs per CPU second "
                     f"({programs / cpu_total:.2f} programs); on two idle cores about {2 * runs / cpu_total:.0f} pass runs/s"
                     + (f" and {2 * t['applications'] / cpu_total:.0f} pass applications/s" if t.get("applications") else ""))
    if state.get("cpu_wall_seconds"):
        lines.append(f"- summed over the merged runs: {state['cpu_wall_seconds']:.1f} s of wall time")
    lines.append(f"- where the time goes (the workers' wall time, {worker:.1f} s, and CPU time):")
    lines.append("")
    rows = [[k, f"{tm.get(k, 0.0):.1f}", pct(tm.get(k, 0.0), worker), f"{cpu.get(k, 0.0):.1f}"] for k in cats]
    rows.append(["harness (Python, files)", f"{harness_wall:.1f}", pct(harness_wall, worker), f"{cpu.get('harness', 0.0):.1f}"])
    lines.append(table(["part", "wall s", "wall share", "CPU s"], rows))
    byk = perf.get("cpu_by_config", {})
    if byk:
        rows = [[k, f"{v:.1f}", pct(v, sum(byk.values())),
                 f"{1000 * v / max(1, sum(t.get('by_config', {}).get(k, {}).values())):.0f}" if k != "(originals)" else "-"]
                for k, v in sorted(byk.items(), key=lambda x: -x[1])]
        lines.append("mlir-opt-22 CPU time of the pass runs by configuration (the verifier rerun of failures "
                     "included; reparses not):\n")
        lines.append(table(["configuration", "CPU s", "share", "ms per run"], rows))
    calls = perf.get("calls", {})
    if calls:
        lines.append("Subprocess calls: " + ", ".join(f"{k} {v}" for k, v in sorted(calls.items()))
                     + (f" ({runs / calls['mlir-opt']:.1f} pass runs per mlir-opt-22 call)" if calls.get("mlir-opt") else "") + ".\n")

    lines.append("## Originals\n")
    orow = [[k, v] for k, v in sorted(o.items())]
    orow.append(["generator failures", t.get("generator_failures", 0)])
    lines.append(table(["kind", "programs"], orow))
    lines.append("`original-ub`, `original-rejected`, `original-limit`: affine-interp stops on the original "
                 "(dropped); `original-opt-rejected`: mlir-opt-22 rejects it (dropped); `reprint-*`: "
                 "mlir-opt-22's re-print of the original reads differently (a finding).\n")
    ex = t.get("original_examples", {})
    for kind, lst in sorted(ex.items()):
        for seed, name, first in lst:
            lines.append(f"- {kind}: seed {seed} ({name}): `{first.strip()[:160]}`")
    for seed, msg in t.get("generator_failure_examples", []):
        lines.append(f"- generator failure: seed {seed}: `{msg.strip()[:160]}`")
    lines.append("")

    lines.append("## Classes by configuration\n")
    byc = t.get("by_config", {})
    used = [c for c in ALL_CLASSES if any(byc.get(k, {}).get(c) for k in byc)]
    rows = [[k, sum(byc[k].values())] + [byc[k].get(c, 0) for c in used] for k in sorted(byc)]
    lines.append(table(["configuration", "runs"] + used, rows))
    skipped = t.get("skipped", {})
    if skipped:
        lines.append("Not run (over the time budget of a configuration in a block, or the parametric-tile "
                     "wrapper did not apply or run cleanly): "
                     + ", ".join(f"{k} {v}" for k, v in sorted(skipped.items())) + ".\n")
    lines.append("A configuration is the pass with random options; `pipeline` is every random pipeline of 2 to 5 passes "
                 "(each finding names the failing pass, found by running the pipeline's prefixes).\n")

    lines.append("## Passes\n")
    rows = []
    for name, alone, piped, per_class, per_label in pass_rows(state, bucket_map):
        distinct = sum(per_class.values())
        rows.append([name if alone + piped or distinct else f"{name} (never run)", alone, piped, distinct,
                     per_label.get("new", 0), per_label.get("known", 0),
                     ", ".join(f"{c} {per_class[c]}" for c in FINDING_CLASSES if per_class.get(c))
                     + "".join(f", {c} {n}" for c, n in sorted(per_class.items()) if c not in FINDING_CLASSES)])
    lines.append(table(["pass", "runs alone", "runs in pipelines", "distinct buckets", "new", "known",
                        "by class"], rows))
    lines.append("Runs: the pass runs whose configuration has this pass, alone or in a pipeline (a pipeline "
                 "counts once for each pass in it).  Distinct buckets: the findings whose culprit is this pass "
                 "(for a pipeline the last pass of the shortest failing prefix); new and known from "
                 "finding.json's `known` label (neither: not labelled).\n")

    lines.append("## Pass activity\n")
    act = t.get("activity", {})
    rows = [[k, a["changed"], a["total"], pct(a["changed"], a["total"])] for k, a in sorted(act.items())]
    lines.append(table(["configuration", "output differs from the re-printed input", "outputs", "share"], rows))

    perr = t.get("pass_errors", {})
    if perr:
        lines.append("## Pass errors (not findings)\n")
        rows = []
        for k in sorted(perr):
            for msg, n in sorted(perr[k].items(), key=lambda x: (-x[1], x[0]))[:5]:
                rows.append([k, n, "`" + msg.replace("|", "\\|")[:140] + "`"])
        lines.append(table(["configuration", "runs", "message"], rows))

    lines.append("## Findings\n")
    if findings:
        new = [(k, f) for k, f in sorted(findings.items()) if f.get("known") is None]
        lines.append(f"{len(findings)} distinct: **{len(new)} new** (no record's MATCH rule holds), "
                     f"{len(findings) - len(new)} known (conformance/mlir-bugs), new first:\n")
        for k, f in new + [(k, f) for k, f in sorted(findings.items()) if f.get("known") is not None]:
            lines.append(f"- {'new' if f.get('known') is None else 'known: ' + f['known']}: {f['class']} in "
                         f"{f['pass']}, `{f['signature'].replace('`', '')[:100]}` [{k}](findings/{k})")
        lines.append("")
        rows = []
        # new first, then known, then unlabelled (finding.json's "known")
        label = {}
        for b in (bucket_map or {}).values():
            for k in b["keys"]:
                label[k] = "new" if b["label"] == "new" else (b["known"] or "") if b["label"] == "known" else ""
        order = lambda k: 0 if label.get(k) == "new" else 1 if label.get(k) else 2  # noqa: E731
        for k, f in sorted(findings.items(), key=lambda x: (order(x[0]), FINDING_CLASSES.index(x[1]["class"])
                                                           if x[1]["class"] in FINDING_CLASSES else 99, -x[1]["count"], x[0])):
            rows.append([f["class"], f["pass"], f["count"], "`" + f["signature"].replace("|", "\\|")[:120] + "`",
                         f"seed {f['seed']}, {f['lines']} lines", f.get("triage", ""), label.get(k, ""),
                         f"[{k}](findings/{k})"])
        lines.append(table(["class", "pass", "count", "signature", "smallest", "triage", "known", "folder"], rows))
        lines.append("known: `new`, or the conformance/mlir-bugs record the finding matches (blank: not labelled); "
                     "new ones first.\n")
        tri = {}
        for f in findings.values():
            if f.get("triage"):
                tri[f["triage"]] = tri.get(f["triage"], 0) + 1
        if tri:
            lines.append("Triage (--triage: the representative on the compiled path): "
                         + ", ".join(f"{k} {v}" for k, v in sorted(tri.items()))
                         + ". `mlir-bug`: the compiled pass output also prints something else (or fails); "
                         "`interp-suspect`: the compiled pass output prints what the compiled original prints, "
                         "or affine-interp disagrees with it; `ub-hidden`: UB the compiled path does not show; "
                         "`unknown`: the compiled path cannot run it (DMA).\n")
    else:
        lines.append("None.\n")

    p = t.get("plant", {})
    if p.get("planted"):
        lines.append("## Plant self-check\n")
        lines.append(f"Catch rate: **{p.get('caught', 0)}/{p.get('changed', 0)}"
                     f" = {pct(p.get('caught', 0), p.get('changed', 0))}** of the plants that change what the "
                     "compiled program prints are flagged by affine-interp --compare (different or after-ub).\n")
        keys = ["planted", "no-site", "changed", "caught", "changed-nothing", "flagged-compiled-same-ub",
                "flagged-compiled-same-different", "mutant-ub", "mutant-rejected", "mutant-limit",
                "compiled-failed-on-mutant", "compiled-failed-flagged", "not-checkable"]
        lines.append(table(["plants", "count"], [[k, p.get(k, 0)] for k in keys]))
        lines.append("`flagged-compiled-same-ub`: affine-interp finds UB in the mutant that the compiled run hides; "
                     "`flagged-compiled-same-different`: affine-interp says the output changed and the compiled path "
                     "prints the same (worth a look); `not-checkable`: DMA programs or programs the compiled path "
                     "cannot run.\n")
        for seed, name, desc in t.get("plant_examples", {}).get("flagged-compiled-same", []):
            lines.append(f"- flagged, compiled same: seed {seed} ({name}): {desc}")
        lines.append("")

    orc = t.get("oracle", {})
    if orc.get("sampled"):
        lines.append("## Compiled-path sample\n")
        lines.append(table(["originals", "count"], [[k, orc.get(k, 0)] for k in
                                                     ("sampled", "agree", "disagree", "unavailable", "interp-nonzero",
                                                      "llvm-agree", "llvm-disagree", "llvm-interp-nonzero")]))
        lines.append("`llvm-*`: affine-interp on the program's -test-lower-to-llvm form against the compiled path "
                     "(the two check each other at the LLVM level).\n")

    dep = t.get("depcheck", {})
    if dep.get("programs") or dep.get("not-comparable"):
        lines.append("## MLIR's dependence analysis (--depcheck)\n")
        lines.append(table(["pairs and depths", "count"], [[k, dep.get(k, 0)] for k in
                                                          ("exact", "over-approximated", "unsound", "alias",
                                                           "not-analyzed")]))
        lines.append(f"Over {dep.get('programs', 0)} valid originals ({dep.get('not-comparable', 0)} could not be "
                     "compared: a limit or a timeout); tools/depcheck says what each class means.\n")
    lines.append("## Coverage of the programs\n")
    ops = t.get("coverage_ops", {})
    rows = [[f"`{k}`", v, pct(v, programs)] for k, v in sorted(ops.items(), key=lambda x: (-x[1], x[0]))]
    lines.append(table(["op", "programs", "share"], rows) if rows else "No programs.\n")
    feats = t.get("features", {})
    if feats:
        rows = [[k, v, pct(v, programs)] for k, v in sorted(feats.items(), key=lambda x: (-x[1], x[0]))]
        lines.append(table(["generator feature", "programs", "share"], rows))
    return "\n".join(lines)


def write(state, outdir):
    """report.md and report.html, always together."""
    from . import report_html
    bucket_map = st.buckets(state.get("findings", {}), st.Labels(outdir))
    with open(os.path.join(outdir, "report.md"), "w") as f:
        f.write(render(state, bucket_map))
    report_html.write(state, outdir, bucket_map)
