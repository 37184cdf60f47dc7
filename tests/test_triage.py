"""fuzz/triage: every new bucket of a campaign bisected, its pass options
minimized, reduced, and written as an upstream-ready reproducer that the
real lit passes.

The campaign directory is planted by hand from conformance/mlir-bugs
records, padded with irrelevant code (tests/test_reduce.py's padding):
  - a crash (unroll_up_to_factor_zero_trip_divides_by_zero) behind a
    two-pass pipeline, with an option the crash does not need: a lit test
    `not --crash mlir-opt`, one function, CHECK on the crash state;
  - a wrong-output (fusion_ignores_producer_read_consumer_write, whose
    program deallocates its buffers): the program with @main and its
    --compare witness, still deallocating all it allocates;
  - a known bucket (finding.json "known" names a record): left alone.
The triage runs once (two jobs, 200 s budget, 90 s a bucket)."""
import json
import os
import re
import shutil
import subprocess
import sys

import pytest

from conftest import BINARY, ROOT
from test_reduce import padded

sys.path.insert(0, os.path.join(ROOT, "fuzz"))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import litcfg  # noqa: E402
from triage_lib import options, repro  # noqa: E402
from triage_lib.run import buckets  # noqa: E402

TRIAGE = os.path.join(ROOT, "fuzz", "triage")
CRASH = "unroll_up_to_factor_zero_trip_divides_by_zero.mlir"
WRONG = "fusion_ignores_producer_read_consumer_write.mlir"
CRASH_PIPELINE = ["--mlir-disable-threading", "-verify-each",
                  "--pass-pipeline=builtin.module(func.func(cse,affine-loop-unroll{unroll-factor=6 "
                  "unroll-up-to-factor=true}))"]
WRONG_PIPELINE = ["-cse", "-affine-loop-fusion"]


def need_tools():
    for t in ("mlir-opt-22", "mlir-reduce-22", "cvise", "FileCheck-22"):
        if not shutil.which(t):
            pytest.skip(f"{t} is not installed")
    if not os.path.exists(litcfg.LIT):
        pytest.skip(f"{litcfg.LIT} is not installed")


def plant(campaign, rel, cls, record, pipeline, known=None, count=1):
    d = os.path.join(campaign, "findings", rel)
    os.makedirs(d)
    with open(os.path.join(d, "original.mlir"), "w") as f:
        f.write(padded(record))
    doc = {"class": cls, "pipeline": pipeline, "config": " ".join(pipeline), "seed": 7, "count": count,
           "pass": rel.split("/")[1], "signature": "planted", "lines": 0, "features": [], "detail": "",
           "interp_flags": [], "program": "planted", "minimal_pipeline": None}
    if known is not None:
        doc["known"] = known
    with open(os.path.join(d, "finding.json"), "w") as f:
        json.dump(doc, f)
    return d


@pytest.fixture(scope="module")
def triaged(tmp_path_factory):
    need_tools()
    campaign = str(tmp_path_factory.mktemp("campaign"))
    dirs = {
        "crash": plant(campaign, "crash/affine-loop-unroll/planted", "crash", CRASH, CRASH_PIPELINE, count=3),
        "wrong": plant(campaign, "wrong-output/affine-loop-fusion/planted", "wrong-output", WRONG, WRONG_PIPELINE,
                       known=None),
        "known": plant(campaign, "crash/affine-loop-unroll/known", "crash", CRASH, CRASH_PIPELINE,
                       known="unroll_up_to_factor_zero_trip_divides_by_zero"),
    }
    r = subprocess.run([TRIAGE, campaign, "--jobs", "2", "--budget", "200", "--per-bucket", "90", "--quiet"],
                       capture_output=True, text=True, timeout=400, env=dict(os.environ, AFFINE_INTERP=BINARY))
    return campaign, dirs, r


def result(d):
    return json.load(open(os.path.join(d, "triage.json")))


def program_of(text):
    """A reproducer without its comment lines."""
    return "".join(l for l in text.splitlines(keepends=True) if not l.startswith("//")).strip() + "\n"


def test_triage_writes_a_summary_of_every_bucket(triaged):
    campaign, dirs, r = triaged
    assert r.returncode == 0, r.stdout + r.stderr
    md = open(os.path.join(campaign, "triage.md")).read()
    for rel in ("crash/affine-loop-unroll/planted", "wrong-output/affine-loop-fusion/planted",
                "crash/affine-loop-unroll/known"):
        assert f"| {rel} |" in md
    assert "known: unroll_up_to_factor_zero_trip_divides_by_zero" in md
    row = next(l for l in md.splitlines() if l.startswith("| crash/affine-loop-unroll/planted |"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    before, after, seconds, path = int(cells[5]), int(cells[6]), float(cells[7]), cells[8]
    assert after < before and 0 < seconds <= 90 + 60
    assert path == "findings/crash/affine-loop-unroll/planted/reproducer.mlir"


def test_a_known_bucket_is_left_alone(triaged):
    _, dirs, _ = triaged
    assert not os.path.exists(os.path.join(dirs["known"], "reproducer.mlir"))
    assert not os.path.exists(os.path.join(dirs["known"], "triage.json"))


def test_the_crash_is_bisected_its_options_minimized_and_reduced_to_a_lit_test(triaged):
    _, dirs, r = triaged
    res = result(dirs["crash"])
    assert res["status"] == "ok", (res, open(os.path.join(dirs["crash"], "triage.log")).read())
    assert res["culprit"] == "affine-loop-unroll{unroll-factor=6 unroll-up-to-factor=true}"
    assert res["options_kept"] == ["unroll-up-to-factor=true"]
    assert "unroll-factor=6" in res["options_removed"] and "-verify-each" in res["options_removed"]
    assert res["minimal_pipeline"] == ["--pass-pipeline=builtin.module(func.func(affine-loop-unroll"
                                       "{unroll-up-to-factor=true}))"]
    text = open(res["reproducer"]).read()
    assert text.startswith('// RUN: not --crash mlir-opt %s --pass-pipeline="builtin.module(func.func('
                           'affine-loop-unroll{unroll-up-to-factor=true}))" 2>&1 | FileCheck %s\n')
    assert "// CHECK" in text and "loopUnrollByFactor" in text
    prog = program_of(text)
    assert prog.count("func.func") == 1 and "@pad_" not in prog       # one function, the padding gone
    assert res["lines_after"] < res["lines_before"] and res["lines_after"] <= 12, prog


def test_the_silent_bug_keeps_main_its_deallocations_and_a_compare_witness(triaged):
    _, dirs, _ = triaged
    res = result(dirs["wrong"])
    assert res["status"] == "ok", (res, open(os.path.join(dirs["wrong"], "triage.log")).read())
    assert res["culprit"] == "affine-loop-fusion"
    text = open(res["reproducer"]).read()
    assert "// RUN: mlir-opt %s -affine-loop-fusion -o %t\n" in text
    assert "// RUN: not affine-interp --compare %s %t 2>&1 | FileCheck %s --check-prefix=COMPARE" in text
    assert re.search(r"^// BEFORE: ", text, re.M) and re.search(r"^// AFTER: ", text, re.M)
    assert "// COMPARE: compare: different" in text
    prog = program_of(text)
    assert "func.func @main()" in prog and "@pad_" not in prog
    assert prog.count("memref.alloc") == prog.count("memref.dealloc") > 0
    run = subprocess.run([BINARY, "--leaks=error", "-"], input=prog, capture_output=True, text=True)
    assert run.returncode == 0 and run.stderr == "", run.stderr


def test_the_reproducers_pass_under_the_real_lit_and_a_broken_check_fails(triaged, tmp_path):
    campaign, dirs, _ = triaged
    r = litcfg.run_lit(["-v", campaign], env={"AFFINE_INTERP": BINARY})
    assert r.returncode == 0, r.stdout + r.stderr
    assert "Passed: 2" in r.stdout, r.stdout       # reproducer.mlir only, not original.mlir and the like
    crash = os.path.join(dirs["crash"], "reproducer.mlir")
    good = open(crash).read()
    try:
        with open(crash, "w") as f:
            f.write(re.sub(r"loopUnrollByFactor", "loopUnrollJamByFactor", good))
        bad = litcfg.run_lit(["-v", crash], env={"AFFINE_INTERP": BINARY})
        assert bad.returncode == 1 and "FAIL: " in bad.stdout, bad.stdout
    finally:
        with open(crash, "w") as f:
            f.write(good)


def test_buckets_come_in_report_order_without_work_folders(triaged):
    campaign, dirs, _ = triaged
    found = [f for f, _ in buckets(campaign)]
    assert sorted(found) == sorted(dirs.values())
    assert found.index(dirs["crash"]) < found.index(dirs["wrong"])      # crash before wrong-output


def test_option_minimization_resets_each_option_in_turn():
    p = ["-verify-each", "--pass-pipeline=builtin.module(func.func(affine-loop-tile{tile-size=7 separate=true},"
         "cse,affine-loop-unroll{unroll-factor=3 cleanup-unroll=true}))"]
    need = {"separate=true", "unroll-factor=3"}
    tried = []

    def same(cand):
        tried.append(cand)
        return all(w in cand[-1] for w in need)
    minimal, removed, kept = options.minimize(p, same)
    assert minimal == ["--pass-pipeline=builtin.module(func.func(affine-loop-tile{separate=true},cse,"
                       "affine-loop-unroll{unroll-factor=3}))"]
    assert removed == ["tile-size=7", "cleanup-unroll=true", "-verify-each"] and kept == sorted(need)
    assert len(tried) == 5
    flag = options.minimize(["-affine-super-vectorize=virtual-vector-size=4 vectorize-reductions=true"],
                            lambda c: "size=4" in c[0])
    assert flag[0] == ["-affine-super-vectorize=virtual-vector-size=4"]


def test_check_lines_escape_filecheck_brackets_and_arguments_are_quoted():
    assert repro.check_text("[[1, 2]] {{x}} a") == r"{{\[\[}}1, 2]] {{\{\{}}x}} a"
    assert repro.quote_arg("-affine-loop-fusion") == "-affine-loop-fusion"
    assert repro.quote_arg("--pass-pipeline=builtin.module(f{a=1 b=2})") == \
        '--pass-pipeline="builtin.module(f{a=1 b=2})"'
    assert repro.strip_module("module {\n  func.func @f() {\n    return\n  }\n}\n") == \
        "func.func @f() {\n  return\n}\n"
    assert repro.strip_module("module attributes {x} {\n}\n") is None
    assert repro.output_checks("B", "1\n\n[[2]]\n") == ["// B: 1", "// B-EMPTY:", r"// B-NEXT: {{\[\[}}2]]"]
    assert repro.output_text("Unranked Memref base@ = 0xd7dc370 rank = 1 data = [-nan, nan, 1]") == \
        "Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 data = [{{-?}}nan, {{-?}}nan, 1]"


def test_a_bucket_that_no_longer_reproduces_and_one_out_of_budget(tmp_path):
    """A finding whose pipeline no longer fails says so (in well under its
    time); with no budget left a bucket is skipped, never started."""
    need_tools()
    campaign = str(tmp_path / "c")
    gone = plant(campaign, "crash/cse/gone", "crash", CRASH, ["-cse"])
    r = subprocess.run([TRIAGE, campaign, "--budget", "60", "--per-bucket", "30", "--quiet"],
                       capture_output=True, text=True, timeout=200, env=dict(os.environ, AFFINE_INTERP=BINARY))
    assert r.returncode == 0, r.stderr
    res = result(gone)
    assert res["status"].startswith("does not reproduce (ok") and res["seconds"] < 20, res
    assert not os.path.exists(os.path.join(gone, "reproducer.mlir"))
    later = plant(campaign, "crash/affine-loop-unroll/later", "crash", CRASH, CRASH_PIPELINE)
    r = subprocess.run([TRIAGE, campaign, "--budget", "5", "--quiet"], capture_output=True, text=True,
                       timeout=200, env=dict(os.environ, AFFINE_INTERP=BINARY))
    assert r.returncode == 0, r.stderr
    md = open(os.path.join(campaign, "triage.md")).read()
    assert "| crash/affine-loop-unroll/later | crash |" in md and "skipped: budget" in md
    assert not os.path.exists(os.path.join(later, "triage.json"))
