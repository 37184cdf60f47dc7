"""The round-trip corpus of the parser issue: every `// -----` chunk of
../shared/mlir-tests that mlir-opt-22 accepts and whose ops all belong to the
dialects affine-interp reads, plus the output of each affine pass applied to
it.  For each, `affine-interp --print-generic X | mlir-opt-22` must print
exactly what `mlir-opt-22 X` prints.

Run directly for a report: /usr/bin/python3 tests/corpus.py [-v] [-k FILTER]
"""
import concurrent.futures
import hashlib
import os
import threading
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conftest import ROOT, SHARED_TESTS, MLIR_OPT, interp_command  # noqa: E402

SCOPE = {"builtin", "func", "arith", "math", "memref", "affine", "scf", "cf", "vector", "ub"}
PASSES = [
    ("original", []),
    ("lower-affine", ["-lower-affine"]),
    ("tile", ["-affine-loop-tile=tile-size=4"]),
    ("unroll", ["--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))"]),
    ("unroll-jam", ["--pass-pipeline=builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))"]),
    ("super-vectorize", ["-affine-super-vectorize=virtual-vector-size=4 vectorize-reductions=true"]),
    ("data-copy-dma", ["-affine-data-copy-generate=generate-dma=true fast-mem-space=2 fast-mem-capacity=1"]),
    ("pipeline-data-transfer", ["-affine-pipeline-data-transfer"]),
    ("parallelize", ["-affine-parallelize=parallel-reductions=true"]),
    ("scalrep", ["-affine-scalrep"]),
    ("fusion", ["-affine-loop-fusion"]),
    ("canonicalize", ["-canonicalize"]),
]
CACHE = os.path.join(ROOT, "build", "corpus-cache")
OP_NAME = re.compile(r'"([a-z_0-9]+)\.[a-zA-Z_0-9.]+"\(')


def mlir_opt(args, text):
    r = subprocess.run([MLIR_OPT, *args, "-"], input=text, capture_output=True, text=True,
                       errors="replace", timeout=120)
    return r.returncode, r.stdout, r.stderr


def cached_mlir_opt(args, text):
    key = hashlib.sha1(("\0".join(args) + "\0" + text).encode()).hexdigest()
    path = os.path.join(CACHE, key)
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            rc = int(f.readline())
            return rc, f.read(), ""
    rc, out, err = mlir_opt(args, text)
    os.makedirs(CACHE, exist_ok=True)
    tmp = f"{path}.{os.getpid()}.{threading.get_ident()}.tmp"   # workers may fill the same key
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(f"{rc}\n{out}")
    os.replace(tmp, path)
    return rc, out, err


def in_scope(text):
    rc, generic, _ = cached_mlir_opt(["--mlir-print-op-generic"], text)
    if rc != 0:
        return False
    return {m for m in OP_NAME.findall(generic)} <= SCOPE


def chunks():
    """(name, text) of every chunk of the shared MLIR tests."""
    out = []
    for d, _, files in sorted(os.walk(SHARED_TESTS)):
        for f in sorted(files):
            if not f.endswith(".mlir"):
                continue
            path = os.path.join(d, f)
            with open(path, encoding="utf-8", errors="replace") as fh:
                text = fh.read()
            rel = os.path.relpath(path, SHARED_TESTS)
            for i, c in enumerate(text.split("// -----")):
                out.append((f"{rel}#{i}", c))
    return out


def check_case(name, variant, args, text):
    """Returns (case, status, detail); status: identical, differs, rejected,
    skipped (out of scope or rejected by mlir-opt)."""
    case = f"{name} [{variant}]"
    if args:
        rc, text, _ = cached_mlir_opt(args, text)
        if rc != 0:
            return case, "skipped", "pass failed"
    if not in_scope(text):
        return case, "skipped", "out of scope"
    rc, ref, _ = cached_mlir_opt([], text)
    if rc != 0:
        return case, "skipped", "mlir-opt rejects"
    ours = subprocess.run(interp_command("--print-generic", "-"), input=text, capture_output=True,
                          text=True, errors="replace", timeout=120)
    if ours.returncode != 0:
        return case, "rejected", ours.stderr.strip().splitlines()[0] if ours.stderr.strip() else f"exit {ours.returncode}"
    rc, back, err = mlir_opt([], ours.stdout)
    if rc != 0:
        return case, "differs", "mlir-opt rejects our output: " + (err.strip().splitlines() or [""])[0]
    if back != ref:
        import difflib
        diff = [l for l in difflib.unified_diff(ref.splitlines(), back.splitlines(), lineterm="", n=0)
                if l.startswith(("+", "-")) and not l.startswith(("+++", "---"))]
        return case, "differs", " | ".join(diff[:4])
    return case, "identical", ""


def run(filter_text=None, jobs=None):
    cases = []
    for name, text in chunks():
        for variant, args in PASSES:
            if filter_text and filter_text not in f"{name} [{variant}]":
                continue
            cases.append((name, variant, args, text))
    jobs = jobs or max(2, os.cpu_count() or 2)
    with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
        return list(ex.map(lambda c: check_case(*c), cases))


def summarize(results):
    counted = [r for r in results if r[1] != "skipped"]
    same = sum(1 for r in counted if r[1] == "identical")
    return same, len(counted)


if __name__ == "__main__":
    verbose = "-v" in sys.argv
    filt = sys.argv[sys.argv.index("-k") + 1] if "-k" in sys.argv else None
    results = run(filt)
    same, total = summarize(results)
    for case, status, detail in results:
        if status in ("differs", "rejected") or (verbose and status != "skipped"):
            print(f"{status:9} {case}: {detail}")
    print(f"round trip: {same}/{total} identical")
