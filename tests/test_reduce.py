"""fuzz/reduce: shrinking a finding while it keeps its verdict, the
interestingness test, pass bisection and --record.

Findings are built by hand from conformance/mlir-bugs/ records, padded with
irrelevant functions, calls, loops and prints so that there is something to
reduce: a wrong-output (affine-loop-unroll, behind a 3-pass pipeline so that
the reduction bisects first) and a crash (-affine-super-vectorize).  The two
reductions run in parallel with a 25 s budget each.  Besides: the sweep's
edits (reduce_lib/sweep.py) and the sweep alone on a padded finding, the
leak rule and --compile-only (reduce_lib/rules.py)."""
import json
import os
import shutil
import subprocess
import sys

import pytest

from conftest import ROOT, BINARY

sys.path.insert(0, os.path.join(ROOT, "fuzz"))
from reduce_lib import records  # noqa: E402
from reduce_lib import rules  # noqa: E402
from reduce_lib import sweep  # noqa: E402
from reduce_lib import verdict as V  # noqa: E402
from reduce_lib.interesting import is_interesting  # noqa: E402
from reduce_lib.pipeline import split  # noqa: E402

REDUCE = os.path.join(ROOT, "fuzz", "reduce")
INTERESTING = os.path.join(ROOT, "fuzz", "reduce_lib", "interesting.py")
BUGS = os.path.join(ROOT, "conformance", "mlir-bugs")
UNROLL = "unroll_iter_args_yielding_an_iter_arg.mlir"
CRASH = "super_vectorize_failed_reduction_loop_dangling_reduction.mlir"
FUSION = "fusion_ignores_aliasing_view.mlir"
UNROLL_3 = ["--pass-pipeline=builtin.module(func.func(cse,affine-loop-unroll{unroll-factor=3},canonicalize))"]
UNROLL_ALONE = ["--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))"]

# Irrelevant code: passes handle it correctly, it is UB-free, and it prints
# the same before and after (so only the bug's part of the output differs).
PAD_FUNCS = """func.func @pad_fill(%m: memref<16xf32>, %v: f32) {
  affine.for %i = 0 to 16 {
    affine.store %v, %m[%i] : memref<16xf32>
  }
  return
}
func.func @pad_scale(%m: memref<16xf32>) {
  %two = arith.constant 2.0 : f32
  affine.for %i = 0 to 16 {
    %x = affine.load %m[%i] : memref<16xf32>
    %y = arith.mulf %x, %two : f32
    affine.store %y, %m[%i] : memref<16xf32>
  }
  return
}
func.func @pad_sum(%m: memref<16xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 16 iter_args(%acc = %z) -> (f32) {
    %x = affine.load %m[%i] : memref<16xf32>
    %y = arith.addf %acc, %x : f32
    affine.yield %y : f32
  }
  return %s : f32
}
func.func @pad_unused(%a: index, %b: index) -> index {
  %c = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1)>(%a, %b)
  %d = arith.muli %c, %c : index
  return %d : index
}
"""
PAD_MAIN = """  %pm = memref.alloc() : memref<16xf32>
  %pv = arith.constant 0.5 : f32
  func.call @pad_fill(%pm, %pv) : (memref<16xf32>, f32) -> ()
  func.call @pad_scale(%pm) : (memref<16xf32>) -> ()
  %ps = func.call @pad_sum(%pm) : (memref<16xf32>) -> f32
  vector.print %ps : f32
  %pi = arith.constant 7 : index
  %pj = func.call @pad_unused(%pi, %pi) : (index, index) -> index
  %pk = arith.addi %pj, %pi : index
  vector.print %pi : index
  memref.dealloc %pm : memref<16xf32>
"""


def need_tools(*tools):
    for t in tools or ("mlir-opt-22", "mlir-reduce-22", "cvise"):
        if not shutil.which(t):
            pytest.skip(f"{t} is not installed")


def padded(record):
    prog = records.body(open(os.path.join(BUGS, record)).read())
    assert "func.func @main() {\n" in prog
    return PAD_FUNCS + prog.replace("func.func @main() {\n", "func.func @main() {\n" + PAD_MAIN, 1)


def make_finding(d, record, pipeline=None, pad=True):
    os.makedirs(d, exist_ok=True)
    h = records.parse_headers(open(os.path.join(BUGS, record)).read())
    text = padded(record) if pad else records.body(open(os.path.join(BUGS, record)).read())
    with open(os.path.join(d, "original.mlir"), "w") as f:
        f.write(text)
    with open(os.path.join(d, "finding.json"), "w") as f:
        json.dump({"class": h["MLIR-BUG"], "config": "hand-made", "seed": 0, "features": [],
                   "signature": "", "detail": "", "pipeline": pipeline or records.pass_argv(h["PASS"])}, f)
    return d


def stats_of(d):
    return json.load(open(os.path.join(d, "reduce.json")))


@pytest.fixture(scope="module")
def reduced(tmp_path_factory):
    need_tools()
    base = tmp_path_factory.mktemp("reduce")
    dirs = {"wrong-output": make_finding(str(base / "wrong"), UNROLL, UNROLL_3),
            "crash": make_finding(str(base / "crash"), CRASH)}
    procs = {k: subprocess.Popen([REDUCE, d, "--timeout", "25", "--jobs", "1", "--quiet"],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for k, d in dirs.items()}
    out = {}
    for k, p in procs.items():
        so, se = p.communicate(timeout=300)
        out[k] = (dirs[k], p.returncode, so + se)
    return out


@pytest.mark.parametrize("kind", ["wrong-output", "crash"])
def test_a_padded_finding_gets_smaller_and_keeps_its_class_and_signature(reduced, kind):
    d, rc, output = reduced[kind]
    log = open(os.path.join(d, "reduce.log")).read()
    assert rc == 0, output + log
    st = stats_of(d)
    original = open(os.path.join(d, "original.mlir")).read()
    small = open(os.path.join(d, "reduced.mlir")).read()
    assert st["class"] == kind
    assert st["lines_after"] < st["lines_before"] and len(small) < len(original)
    assert st["ratio_bytes"] < 0.9, st           # the padding is ~40 of 50-95 lines
    target = V.classify(os.path.join(d, "original.mlir"), st["pipeline"])
    again = V.classify(os.path.join(d, "reduced.mlir"), st["reduced_pipeline"])
    assert again.key() == target.key() == (st["class"], st["signature"])
    run = subprocess.run([BINARY, os.path.join(d, "reduced.mlir")], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout == open(os.path.join(d, "reduced.expected")).read()
    assert st["seconds"] > 0 and st["stages"] and "done:" in log
    if kind == "crash":
        # the crash state (verdict_lib.crash_state): three MLIR frames from the verifier that crashed
        assert st["signature"].startswith("frames: mlir::vector::ReductionOp::verifyInvariantsImpl < ")
        assert os.path.exists(os.path.join(d, "reduced.stderr.txt"))
    else:
        assert os.path.exists(os.path.join(d, "reduced.output.mlir"))


def test_a_pipeline_finding_is_bisected_and_reduced_with_the_culprit_alone(reduced):
    d, rc, output = reduced["wrong-output"]
    assert rc == 0, output
    st = stats_of(d)
    assert st["bisect"]["culprit"] == 1
    assert st["bisect"]["culprit_pass"] == "affine-loop-unroll{unroll-factor=3}"
    assert [p["class"] for p in st["bisect"]["prefixes"]] == ["ok", "wrong-output"]
    assert st["reduced_pipeline"] == UNROLL_ALONE and st["how"] == "the culprit pass alone"
    # where it lowers, the compiled reference agrees that the output changed
    assert st["reference"]["lowers"] and st["reference"]["reference_differs"]


def test_bisect_names_the_one_culprit_of_a_three_pass_pipeline(tmp_path):
    need_tools("mlir-opt-22")
    for pipeline, culprit in ((["-cse", "-affine-loop-fusion", "-canonicalize"], 1),
                              (["-affine-loop-fusion", "-cse", "-canonicalize"], 0)):
        d = make_finding(str(tmp_path / f"f{culprit}"), FUSION, pipeline, pad=False)
        r = subprocess.run([REDUCE, d, "--bisect", "--quiet"], capture_output=True, text=True, timeout=120)
        assert r.returncode == 0, r.stdout + r.stderr
        bis = json.load(open(os.path.join(d, "bisect.json")))
        assert bis["culprit"] == culprit and bis["culprit_pass"] == "affine-loop-fusion", bis
        assert bis["same_verdict_as_pipeline"]
        assert [p["class"] for p in bis["prefixes"]][-1] == "wrong-output"
        assert all(p["class"] == "ok" for p in bis["prefixes"][:-1])


def test_pipeline_split_and_prefixes():
    need_tools("mlir-opt-22")
    p = split(["-cse", "-affine-super-vectorize=virtual-vector-size=4 vectorize-reductions=true",
               "--mlir-disable-threading", "-cse"])
    assert len(p) == 3
    assert p.prefix(1) == ["-cse", "--mlir-disable-threading"]
    assert p.single(2) == ["--mlir-disable-threading", "-cse"]
    q = split(["--pass-pipeline=builtin.module(func.func(cse,affine-loop-unroll{unroll-factor=3}),symbol-dce)"])
    assert [q.pass_label(i) for i in range(len(q))] == ["cse", "affine-loop-unroll{unroll-factor=3}", "symbol-dce"]
    assert q.prefix(2) == ["--pass-pipeline=builtin.module(func.func(cse,affine-loop-unroll{unroll-factor=3}))"]
    assert q.single(2) == ["--pass-pipeline=builtin.module(symbol-dce)"]


def _config(tmp_path, record):
    path = os.path.join(BUGS, record)
    pipeline = records.pass_argv(records.parse_headers(open(path).read())["PASS"])
    v = V.classify(path, pipeline)
    cfg = {"class": v.cls, "signature": v.signature, "pipeline": pipeline, "clean_prefix": None,
           "entry": "main", "timeout": 30, "interp": V.INTERP}
    cfg_path = tmp_path / "cfg.json"
    cfg_path.write_text(json.dumps(cfg))
    return cfg, str(cfg_path)


def test_the_interestingness_test_rejects_a_candidate_whose_original_has_ub(tmp_path):
    need_tools("mlir-opt-22")
    cfg, cfg_path = _config(tmp_path, UNROLL)
    good = records.body(open(os.path.join(BUGS, UNROLL)).read())
    # the same miscompile, plus an uninitialized element printed: the
    # original itself has UB (and its pass output still differs)
    ub = good.replace("func.func @main() {\n", "func.func @main() {\n"
                      "  %u = memref.alloc() : memref<2xf32>\n"
                      "  %x = affine.load %u[1] : memref<2xf32>\n"
                      "  vector.print %x : f32\n", 1)
    broken = good.replace("affine.yield %b, %t : f32, f32", "affine.yield %b : f32")
    fixed = good.replace("affine.yield %b, %t : f32, f32", "affine.yield %t, %t : f32, f32")
    files = {}
    for name, text in (("good", good), ("ub", ub), ("broken", broken), ("fixed", fixed)):
        files[name] = tmp_path / f"{name}.mlir"
        files[name].write_text(text)
    assert is_interesting(str(files["good"]), cfg)[0]
    ok, v = is_interesting(str(files["ub"]), cfg)
    assert not ok and v.cls == "original-ub" and v.signature.startswith("[uninit]")
    assert not is_interesting(str(files["broken"]), cfg)[0]     # not valid MLIR
    ok, v = is_interesting(str(files["fixed"]), cfg)             # no miscompile left
    assert not ok and v.cls == "ok"
    # the script, with each caller's exit-code convention
    for mode, yes, no in (("mlir-reduce", 1, 0), ("cvise", 0, 1)):
        for name, want in (("good", yes), ("ub", no), ("broken", no), ("fixed", no)):
            r = subprocess.run([sys.executable, INTERESTING, "--config", cfg_path, "--mode", mode,
                                str(files[name])], capture_output=True, text=True, timeout=120)
            assert r.returncode == want, (mode, name, r.stdout, r.stderr)


def test_the_interestingness_test_keeps_a_crash_signature(tmp_path):
    need_tools("mlir-opt-22")
    cfg, _ = _config(tmp_path, CRASH)
    assert cfg["signature"].startswith("frames: ") and "mlir::vector::ReductionOp::verifyInvariantsImpl" in cfg["signature"]
    other = dict(cfg, signature="frames: mlir::somewhere::else")
    path = os.path.join(BUGS, CRASH)
    assert is_interesting(path, cfg)[0] and not is_interesting(path, other)[0]


def test_crash_signatures_from_both_stack_dump_forms():
    symbolized = (" #3 0x00007f7a79a5a050 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)\n"
                  " #4 0x00007f7a88cf1d51 (/usr/lib/llvm-22/bin/../lib/libMLIR.so.22.1+0x5cf1d51)\n"
                  " #5 0x00007f7a88d328a7 mlir::vector::ReductionOp::verifyInvariantsImpl() "
                  "(/usr/lib/llvm-22/bin/../lib/libMLIR.so.22.1+0x5d328a7)\n")
    # the plain form as the campaign keeps it: unnamed frames with their library offset (opt.with_offsets)
    raw = ("0  libLLVM.so.22.1 0x00007fec23ab8786 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) + 54\n"
           "3  libc.so.6       0x00007fec1ea5a050\n"
           "4  libMLIR.so.22.1 0x00007fec2d8f1d51 libMLIR+0x5cf1d51\n"
           "5  libMLIR.so.22.1 0x00007fec2d9328a7 mlir::vector::ReductionOp::verifyInvariantsImpl() + 519\n")
    got = V.crash_signature(symbolized)
    assert got == V.crash_signature(raw)
    assert got == "frames: mlir::vector::ReductionOp::verifyInvariantsImpl"   # the verifier's helper left out
    assert V.crash_signature("x.cpp:12: Assertion `a && \"b\"' failed.\n" + raw) == 'assert: a && "b"'
    assert V.crash_signature("LLVM ERROR: out of memory\n") == "fatal: out of memory"


def test_a_finding_that_does_not_reproduce_is_not_reduced(tmp_path):
    # The check comes before any reducer runs; one stage is enough, and
    # fuzz/reduce requires the tools of every stage it is given.
    need_tools("mlir-opt-22", "mlir-reduce-22")
    d = make_finding(str(tmp_path / "f"), UNROLL, ["-cse"], pad=False)
    r = subprocess.run([REDUCE, d, "--quiet", "--stages", "mlir-reduce"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and "does not reproduce" in open(os.path.join(d, "reduce.log")).read()


def test_record_turns_a_reduced_finding_into_a_skeleton_the_record_test_rejects(reduced, tmp_path):
    d, rc, output = reduced["wrong-output"]
    assert rc == 0, output
    r = subprocess.run([REDUCE, d, "--record", "probe", "--records-dir", str(tmp_path)],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    path = str(tmp_path / "probe.mlir")
    text = open(path).read()
    h = records.parse_headers(text)
    assert set(h) == set(records.HEADERS)
    assert h["MLIR-BUG"] == "wrong-output" and records.pass_argv(h["PASS"]) == UNROLL_ALONE
    assert h["ROOT-CAUSE"] == "TODO" and h["UPSTREAM"] == "new" and "seed 0" in h["FOUND-BY"]
    assert any("TODO" in e for e in records.validate(path))
    done = text.replace("// ROOT-CAUSE: TODO",
                        "// ROOT-CAUSE: generateUnrolledLoop: a yielded iter_arg keeps the loop's own value")
    assert records.validate_text(done) == []
    run = subprocess.run([BINARY, path], capture_output=True, text=True)
    assert run.returncode == 0 and run.stdout == open(path[:-5] + ".expected").read()
    again = subprocess.run([REDUCE, d, "--record", "probe", "--records-dir", str(tmp_path)],
                           capture_output=True, text=True, timeout=120)
    assert again.returncode != 0 and "exists" in again.stderr


def test_a_clean_prefix_keeps_a_miscompile_one_of_the_culprit_pass(tmp_path):
    """With a pipeline reduced up to its culprit, the passes before it must
    leave the candidate's output unchanged."""
    need_tools("mlir-opt-22")
    path = os.path.join(BUGS, FUSION)
    base = {"class": "wrong-output", "signature": "printed", "entry": "main", "timeout": 30,
            "interp": V.INTERP, "pipeline": ["-cse", "-affine-loop-fusion"]}
    assert is_interesting(path, dict(base, clean_prefix=["-cse"]))[0]
    ok, v = is_interesting(path, dict(base, clean_prefix=["-affine-loop-fusion"]))
    assert not ok and v.cls == "prefix-not-clean"


LEAKY = "fusion_ignores_producer_read_consumer_write.mlir"     # deallocates every buffer it allocates


def test_a_candidate_that_leaks_is_rejected_when_the_finding_does_not(tmp_path):
    need_tools("mlir-opt-22")
    cfg, _ = _config(tmp_path, LEAKY)
    good = records.body(open(os.path.join(BUGS, LEAKY)).read())
    leaky = good.replace("  memref.dealloc %t : memref<3xf32>\n", "", 1)
    assert leaky != good
    (tmp_path / "good.mlir").write_text(good)
    (tmp_path / "leaky.mlir").write_text(leaky)
    assert is_interesting(str(tmp_path / "good.mlir"), dict(cfg, no_leaks=True))[0]
    ok, v = is_interesting(str(tmp_path / "leaky.mlir"), dict(cfg, no_leaks=True))
    assert not ok and v.cls == "original-leaks"
    assert is_interesting(str(tmp_path / "leaky.mlir"), dict(cfg, no_leaks=False))[0]   # the rule is off
    assert rules.leaks(str(tmp_path / "leaky.mlir"), cfg) and not rules.leaks(str(tmp_path / "good.mlir"), cfg)


def test_compile_only_candidates_need_no_main(tmp_path):
    """--compile-only: a crash candidate is only compiled, so a program
    without @main (nothing to run) still reproduces; without the option it
    is rejected (its original does not run)."""
    need_tools("mlir-opt-22")
    crash = "unroll_up_to_factor_zero_trip_divides_by_zero.mlir"
    cfg, _ = _config(tmp_path, crash)
    text = records.body(open(os.path.join(BUGS, crash)).read()).replace("@main", "@f")
    (tmp_path / "f.mlir").write_text(text)
    assert not is_interesting(str(tmp_path / "f.mlir"), cfg)[0]
    ok, v = is_interesting(str(tmp_path / "f.mlir"), dict(cfg, compile_only=True))
    assert ok and v.cls == "crash"
    # reparse-failure from mlir-opt-22 alone, whatever affine-interp makes of the output
    reparse = os.path.join(BUGS, "ssa_id_as_dim_and_symbol_does_not_reparse.mlir")
    h = records.parse_headers(open(reparse).read())
    assert rules.compile_verdict(reparse, records.pass_argv(h["PASS"])).cls == "reparse-failure"


SWEEP_PROGRAM = """func.func private @k(%a: memref<4xf32>, %n: index, %x: f32) -> f32 {
  %c = arith.constant 2.0 : f32
  %y = arith.mulf %x, %c : f32
  %z = arith.addf %y, %x : f32
  return %z : f32
}
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %n = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %r = call @k(%m, %n, %one) : (memref<4xf32>, index, f32) -> f32
  vector.print %r : f32
  memref.dealloc %m : memref<4xf32>
  return
}
"""


def test_the_sweep_edits_a_def_with_its_uses_an_op_forwarded_and_an_unused_argument():
    lines = SWEEP_PROGRAM.splitlines(keepends=True)
    units = sweep.deletion_units(lines, 0)
    assert ("argument", 0, 0) in units and ("argument", 0, 1) in units and ("argument", 0, 2) not in units
    dropped = "".join(sweep.apply_unit(sweep.apply_unit(lines, ("argument", 0, 0)), ("argument", 0, 0)))
    assert "func.func private @k(%x: f32) -> f32 {" in dropped
    assert "%r = call @k(%one) : (f32) -> f32" in dropped
    y = next(i for i, l in enumerate(lines) if "%y =" in l)
    closure, _ = sweep.deletion_units(lines, y)[0]
    assert sorted(closure) == [y, y + 1, y + 2]           # %y, then %z and the return using it
    fwd = [u for u in sweep.deletion_units(lines, y) if u[0] == frozenset([y]) and u[1]]
    assert [u[1] for u in fwd] == [("%y", "%x"), ("%y", "%c")]
    assert "%z = arith.addf %x, %x : f32" in "".join(sweep.apply_unit(lines, fwd[0]))
    m = next(i for i, l in enumerate(lines) if "%m = memref.alloc" in l)
    closure, _ = sweep.deletion_units(lines, m)[0]
    assert {lines[j].split()[0] for j in closure} == {"%m", "%r", "vector.print", "memref.dealloc"}


def test_the_sweep_alone_reduces_a_padded_finding_and_keeps_the_deallocations(tmp_path):
    """--stages sweep (no cvise, no mlir-reduce): the padding goes, what is
    left still deallocates all it allocates."""
    need_tools("mlir-opt-22")
    d = make_finding(str(tmp_path / "f"), LEAKY, ["-affine-loop-fusion"])
    r = subprocess.run([REDUCE, d, "--quiet", "--stages", "sweep", "--extra-stages", "", "--timeout", "120"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr + open(os.path.join(d, "reduce.log")).read()
    st = stats_of(d)
    small = open(os.path.join(d, "reduced.mlir")).read()
    assert st["no_leaks"] and "@pad_" not in small and st["lines_after"] < st["lines_before"] - 40, small
    assert small.count("memref.alloc") == small.count("memref.dealloc") > 0
    run = subprocess.run([BINARY, "--leaks=error", os.path.join(d, "reduced.mlir")], capture_output=True, text=True)
    assert run.returncode == 0 and run.stderr == "", run.stderr
