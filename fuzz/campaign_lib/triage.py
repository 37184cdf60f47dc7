"""--triage: each output-class finding's representative (wrong-output,
print-order, float-rounding, undefined-output, interp-rejects-output,
after-limit) also runs on the
compiled path (tools/reference.py), the original and the pass output, and
affine-interp runs the pass output alone.  The verdict says whose bug it
most likely is:
  mlir-bug        the compiled pass output prints something else than the
                  compiled original (for wrong-output, triage.txt says
                  whether affine-interp prints what it prints), or it fails
                  (undefined-output)
  interp-suspect  the compiled original and pass output print the same:
                  the pass kept the meaning and affine-interp says otherwise
  ub-hidden       (undefined-output) both compiled programs print the same:
                  the UB does not show on the compiled path (a race, an
                  uninitialized read that happens to hold the right bits)
  unknown         the compiled path cannot run one of them (DMA ops, ...)
Written to finding.json ("triage") and triage.txt; done once per folder,
at the end of a campaign or a merge."""
import concurrent.futures
import os
import tempfile

from . import oracle
from .proc import Timer

CLASSES = ("wrong-output", "print-order", "float-rounding", "undefined-output", "interp-rejects-output",
           "after-limit")


def triage_one(folder, cls, interp, flags):
    """{"verdict", "why"} for one finding folder (and its triage.txt)."""
    doc = {"class": cls}
    orig_path = os.path.join(folder, "original.mlir")
    out_path = os.path.join(folder, "output.mlir")
    timer = Timer()
    with tempfile.TemporaryDirectory() as tmp:
        orig = open(orig_path).read()
        out = open(out_path).read() if os.path.exists(out_path) else ""
        ref_o, err_o = oracle.compiled_output(orig, os.path.join(tmp, "o.mlir"), timer)
        ref_a, err_a = oracle.compiled_output(out, os.path.join(tmp, "a.mlir"), timer) if out else (None, "no output")
        r = oracle.run_plain(interp, out_path, flags) if out else None
    mine = oracle.normalize_nan(r.stdout) if r is not None and r.rc == 0 else None
    if ref_o is None or (ref_a is None and doc["class"] != "undefined-output"):
        verdict = "unknown"
        why = "the compiled path cannot run " + ("the original" if ref_o is None else "the pass output") + ": " + \
              ((err_o if ref_o is None else err_a) or "").strip().split("\n")[0][:200]
    elif ref_a is None:
        verdict = "mlir-bug"
        why = "the compiled pass output fails: " + (err_a or "").strip().split("\n")[0][:200]
    elif ref_o == ref_a and doc["class"] == "undefined-output":
        verdict = "ub-hidden"
        why = "the compiled original and the compiled pass output print the same: the UB affine-interp finds " \
              "does not show there (races, uninitialized reads that happen to hold the right bits)"
    elif ref_o == ref_a:
        verdict = "interp-suspect"
        why = "the compiled original and the compiled pass output print the same"
    else:
        verdict = "mlir-bug"
        why = "the compiled pass output prints something else than the compiled original"
        if doc["class"] == "wrong-output" and mine is not None:
            why += ("; affine-interp prints what the compiled pass output prints" if mine == ref_a else
                    "; affine-interp and the compiled pass output differ too (garbage the compiled run reads?)")
    with open(os.path.join(folder, "triage.txt"), "w") as f:
        f.write(f"{verdict}: {why}\n\ncompiled original:\n{ref_o if ref_o is not None else err_o}\n"
                f"compiled pass output:\n{ref_a if ref_a is not None else err_a}\n"
                f"affine-interp on the pass output:\n{mine if mine is not None else (r.stderr if r else '')}\n")
    return {"verdict": verdict, "why": why}


def triage_findings(findings, interp, flags, jobs):
    """Triage every folder of a Findings store that needs it and has none."""
    pending = [(k, e) for k, e in sorted(findings.entries.items())
            if e["rep"]["class"] in CLASSES and not e.get("triage")]
    def one(item):
        k, e = item
        # the representative's own flags: its `// ARGS:` line is in them
        return triage_one(os.path.join(findings.root, k), e["rep"]["class"], interp,
                          e["rep"].get("interp_flags") or flags)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        for (k, e), t in zip(pending, pool.map(one, pending)):
            e["triage"] = t
