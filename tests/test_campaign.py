"""fuzz/campaign: the differential campaign of mlir-opt-22's affine passes
against affine-interp --compare.  Short fixed-seed campaigns: the plant
self-check catches every planted change, --count runs reproduce, four
shards through GNU parallel merge into the single run, Ctrl-C leaves a
report, a fake mlir-opt drives each failure class, and the MLIR bug
reproducers of conformance/mlir-bugs come out as the kind their headers
name."""
import glob
import importlib
import importlib.util
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time

import pytest

from conftest import BINARY, ROOT, need_mlir_opt

CAMPAIGN = os.path.join(ROOT, "fuzz", "campaign")
PARALLEL_SH = os.path.join(ROOT, "fuzz", "recipes", "parallel.sh")
GEN = os.environ.get("AFFINE_GEN", os.path.join(ROOT, "build", "affine-gen"))
LIB = os.path.join(ROOT, "fuzz", "campaign_lib")


def need_gen():
    need_mlir_opt()
    if not os.access(GEN, os.X_OK):
        pytest.skip("build/affine-gen is missing (make build/affine-gen)")


def campaign(*args, env=None, timeout=300, check=True):
    r = subprocess.run([CAMPAIGN, *map(str, args)], capture_output=True, text=True, timeout=timeout,
                       env=dict(os.environ, **(env or {})))
    if check:
        assert r.returncode == 0, r.stderr[-3000:]
    return r


def state(d):
    with open(os.path.join(d, "state.json")) as f:
        return json.load(f)


def tree(d):
    """{relative path: bytes} of a findings tree."""
    out = {}
    root = os.path.join(d, "findings")
    for dirpath, _, files in os.walk(root):
        for f in files:
            p = os.path.join(dirpath, f)
            with open(p, "rb") as fh:
                out[os.path.relpath(p, root)] = fh.read()
    return out


def runs(d):
    with open(os.path.join(d, "runs.tsv")) as f:
        rows = [line.rstrip("\n").split("\t") for line in f][1:]
    return {(os.path.basename(r[1]), r[2]): r[3] for r in rows}


def lib(name):
    """A module of fuzz/campaign_lib, loaded by path (no sys.path changes)."""
    if "campaign_lib" not in sys.modules:
        spec = importlib.util.spec_from_file_location("campaign_lib", os.path.join(LIB, "__init__.py"),
                                                      submodule_search_locations=[LIB])
        mod = importlib.util.module_from_spec(spec)
        sys.modules["campaign_lib"] = mod
        spec.loader.exec_module(mod)
    return importlib.import_module("campaign_lib." + name)


# -- a fixed-seed campaign with the real generator -------------------------------------

SMALL = ["--count", 64, "--seed", 5, "--configs-per-program", 2, "--oracle-every", 0, "--log-runs"]


@pytest.fixture(scope="module")
def frozen(tmp_path_factory):
    """Copies of affine-gen and affine-interp: runs compared with each other
    must not see a rebuild in between."""
    need_gen()
    d = tmp_path_factory.mktemp("tools")
    env = {}
    for var, path in (("AFFINE_GEN", GEN), ("AFFINE_INTERP", BINARY)):
        dst = str(d / os.path.basename(path))
        shutil.copy2(path, dst)
        env[var] = dst
    return env


@pytest.fixture(scope="module")
def single_run(tmp_path_factory, frozen):
    d = tmp_path_factory.mktemp("single")
    campaign(*SMALL, "--jobs", 2, "--out", d, env=frozen)
    return str(d)


def test_count_runs_reproduce(single_run, frozen, tmp_path):
    again = str(tmp_path / "again")
    campaign(*SMALL, "--jobs", 1, "--out", again, env=frozen)
    a, b = state(single_run), state(again)
    assert a["totals"] == b["totals"]
    assert a["findings"] == b["findings"]
    assert tree(single_run) == tree(again)
    assert a["totals"]["runs"] > 0 and a["totals"]["programs"] == 64
    with open(os.path.join(single_run, "report.md")) as f:
        text = f.read()
    for section in ("## Summary", "## Throughput", "## Originals", "## Classes by configuration",
                    "## Pass activity", "## Findings", "## Coverage of the programs"):
        assert section in text


def test_four_shards_through_gnu_parallel_merge_into_the_single_run(single_run, frozen, tmp_path):
    if not shutil.which("parallel"):
        pytest.skip("GNU parallel is not installed")
    out = str(tmp_path / "sharded")
    r = subprocess.run([PARALLEL_SH, "-n", "4", "-P", "2", "-o", out, "--", *map(str, SMALL)],
                       capture_output=True, text=True, timeout=300, env=dict(os.environ, **frozen))
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    merged = os.path.join(out, "merged")
    a, b = state(single_run), state(merged)
    assert a["totals"] == b["totals"]
    assert a["findings"] == b["findings"]
    assert tree(single_run) == tree(merged)
    with open(os.path.join(single_run, "runs.tsv")) as f1, open(os.path.join(merged, "runs.tsv")) as f2:
        assert f1.read() == f2.read()


def test_plant_catches_every_change_the_compiled_path_sees(tmp_path):
    need_gen()
    d = str(tmp_path / "plant")
    campaign("--count", 20, "--seed", 11, "--plant", "--features", "nests,apply,iter-args,if,min-max,stencil,small-trips",
             "--configs", "canonicalize", "--configs-per-program", 1,
             "--oracle-every", 0, "--jobs", 2, "--out", d)
    p = state(d)["totals"]["plant"]
    assert p["planted"] > 0
    assert p["changed"] > 0, p
    assert p["caught"] == p["changed"], p
    assert not glob.glob(os.path.join(d, "findings", "plant-missed", "*"))
    with open(os.path.join(d, "report.md")) as f:
        assert "Catch rate: **%d/%d = 100.0%%**" % (p["caught"], p["changed"]) in f.read()


# -- corpus runs (no generator needed) -----------------------------------------------------

def test_mlir_bug_reproducers_get_the_kind_their_header_names(tmp_path):
    need_mlir_opt()
    d = str(tmp_path / "bugs")
    campaign("--programs", os.path.join(ROOT, "conformance", "mlir-bugs"), "--header-config", "--log-runs",
             "--oracle-every", 0, "--jobs", 2, "--out", d)
    got = runs(d)
    files = sorted(glob.glob(os.path.join(ROOT, "conformance", "mlir-bugs", "*.mlir")))
    assert files
    for path in files:
        text = open(path).read()
        kind = re.search(r"^// MLIR-BUG: (\S+)", text, re.M).group(1)
        pass_arg = re.search(r"^// PASS: (.+)$", text, re.M).group(1).strip()
        assert got.get((os.path.basename(path), pass_arg)) == kind, (path, got.get((os.path.basename(path), pass_arg)))
    # and each is a finding folder with a repro.sh
    assert len(state(d)["findings"]) >= 1
    for f in glob.glob(os.path.join(d, "findings", "*", "*", "*")):
        for name in ("original.mlir", "verdict.txt", "finding.json", "repro.sh"):
            assert os.path.exists(os.path.join(f, name)), (f, name)
        doc = json.load(open(os.path.join(f, "finding.json")))
        assert set(doc) >= {"class", "config", "pipeline", "seed", "features", "signature", "detail", "bucket"}
        # PLAN.md interface 3: the dedupe key, the crash state, the compare verdict
        assert doc["bucket"] == f'{doc["class"]}/{doc["pass"]}/{doc["signature"]}'
        if doc["class"] == "crash":
            assert doc["crash_state"] and doc["signature"] == "frames: " + " < ".join(doc["crash_state"])
        if doc["class"] in ("wrong-output", "undefined-output"):
            assert doc["compare"]["verdict"] in ("different", "after-ub") and doc["compare"]["exit"] == 5


def test_ctrl_c_writes_the_report_and_exits_130(tmp_path):
    need_mlir_opt()
    d = str(tmp_path / "interrupted")
    p = subprocess.Popen([CAMPAIGN, "--programs", os.path.join(ROOT, "conformance"), "--jobs", "2",
                          "--oracle-every", "0", "--out", d], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 60
    while time.time() < deadline and not os.path.exists(os.path.join(d, ".tmp")):
        time.sleep(0.1)
    time.sleep(2.0)
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=60)
    assert p.returncode == 130, err[-2000:]
    assert os.path.exists(os.path.join(d, "report.md"))
    s = state(d)
    assert s["interrupted"] is True
    assert "Interrupted" in open(os.path.join(d, "report.md")).read()


# -- classification with a fake mlir-opt ---------------------------------------------------------

FAKE_OPT = r'''#!/usr/bin/python3
"""mlir-opt-22 --split-input-file, except for chunks marked `// FAKE: <what>`
when a pass runs: crash, batchcrash (crashes only after another chunk, as a
use-after-free may), verifier (fails only under -verify-each), pass-error,
hang, badprint (prints what does not parse)."""
import os, re, signal, subprocess, sys, time
args = sys.argv[1:]
path = next(a for a in args if not a.startswith("-"))
rest = [a for a in args if a not in ("--split-input-file", path)]
has_pass = any(a.startswith("--pass-pipeline") for a in rest)
verify = "-verify-each=0" not in rest
text = open(path).read()
chunks = re.split(r"^// -----\n", text, flags=re.M)
line, status = 1, 0
for i, chunk in enumerate(chunks):
    if i:
        sys.stdout.write("// -----\n")
    what = re.search(r"// FAKE: ([\w-]+)", chunk)
    what = what.group(1) if what and has_pass else None
    if what == "crash" or (what == "batchcrash" and i > 0):
        sys.stdout.flush()
        sys.stderr.write("PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/\nStack dump:\n"
                         "0.\tProgram arguments: mlir-opt-22 x\n"
                         " #0 0x00007f00000010aa llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/usr/lib/llvm-22/lib/libLLVM.so.22.1+0x4eb8786)\n"
                         " #1 0x00007f00000020bb mlir::affine::fakeCrashSite(mlir::Operation*) (/usr/lib/llvm-22/lib/libMLIR.so.22.1+0x5cf1d51)\n")
        sys.stderr.flush()
        os.kill(os.getpid(), signal.SIGSEGV)
    if what == "hang":
        sys.stdout.flush()
        time.sleep(120)
    if what == "pass-error" or (what == "verifier" and verify):
        msg = "'affine.for' op failed to verify: fake" if what == "verifier" else "fake pass refuses"
        sys.stderr.write(f"{path}:{line}:1: error: {msg}\n")
        status = 1
    else:
        tmp = path + ".chunk.mlir"
        with open(tmp, "w") as f:
            f.write("\n" * (line - 1) + chunk)
        r = subprocess.run(["mlir-opt-22", tmp, *rest], capture_output=True, text=True)
        sys.stderr.write(r.stderr.replace(tmp, path))
        if r.returncode:
            status = 1
        else:
            sys.stdout.write(r.stdout + ("garbage_token }\n" if what == "badprint" else "") + "\n")
    line += chunk.count("\n") + 1
sys.exit(status)
'''

PROGRAM = """// FAKE: {what}
func.func @main() {{
  %c = arith.constant {n} : index
  affine.for %i = 0 to 3 {{
    %j = affine.apply affine_map<(d0) -> (d0 + {n})>(%i)
    vector.print %j : index
  }}
  return
}}
"""


def test_classes_from_a_fake_mlir_opt(tmp_path):
    need_mlir_opt()
    fake = tmp_path / "fake-mlir-opt"
    fake.write_text(FAKE_OPT)
    fake.chmod(0o755)
    progs = tmp_path / "progs"
    progs.mkdir()
    kinds = ["none", "crash", "verifier", "pass-error", "badprint", "hang", "none2", "batchcrash"]
    for n, what in enumerate(kinds):
        (progs / f"p{n}_{what}.mlir").write_text(PROGRAM.format(what=what, n=n))
    d = str(tmp_path / "out")
    pipeline = "--pass-pipeline=builtin.module(func.func(canonicalize))"
    campaign("--programs", progs, "--pipeline=" + pipeline, "--opt-timeout", 1, "--log-runs", "--oracle-every", 0,
             "--jobs", 1, "--out", d, env={"MLIR_OPT": str(fake)})
    got = {name.split("_", 1)[1][:-5]: cls for (name, _), cls in runs(d).items()}
    assert got == {"none": "agree", "crash": "crash", "verifier": "invalid-output", "pass-error": "pass-error",
                   "badprint": "reparse-failure", "hang": "opt-timeout", "none2": "agree", "batchcrash": "crash"}
    s = state(d)
    crash = [f for f in s["findings"].values() if f["class"] == "crash"]
    # a crash the program alone repeats has its own state; one it does not is
    # "only in a batch" (its frames are the heap's, not the bug's)
    assert sorted(f["signature"] for f in crash) == ["crash only in a batch", "frames: mlir::affine::fakeCrashSite"]
    assert s["totals"]["pass_errors"]["canonicalize"] == {"fake pass refuses": 1}
    inv = [f for f in s["findings"].values() if f["class"] == "invalid-output"]
    assert inv[0]["signature"] == "verifier: 'affine.for' op failed to verify: fake"
    # the folder of the crash: its repro.sh reproduces it with the fake and not with a fixed tool
    folder = glob.glob(os.path.join(d, "findings", "crash", "canonicalize", "frames-*"))[0]
    repro = os.path.join(folder, "repro.sh")
    # (the campaign is outside the checkout: AFFINE_INTERP_ROOT finds fuzz/verdict)
    env = dict(os.environ, AFFINE_INTERP_ROOT=ROOT)
    assert subprocess.run([repro], env=dict(env, MLIR_OPT=str(fake)), capture_output=True).returncode == 1
    assert subprocess.run([repro], env=env, capture_output=True).returncode == 0
    assert subprocess.run([repro], capture_output=True).returncode == 2      # no checkout found


# -- unit checks of the library ---------------------------------------------------------------------

def test_crash_signature_prefers_the_assertion_then_mlir_frames():
    C = lib("classify")
    dump = ("mlir-opt-22: Foo.cpp:12: void f(): Assertion `idx < size() && \"out of range 42\"' failed.\n"
            "Stack dump:\n #0 0x00007f1 llvm::sys::PrintStackTrace() (/x/libLLVM.so.22.1+0x10)\n")
    assert C.crash_signature(dump) == "assert: idx < size() && \"out of range N\""
    frames = (" #3 0x00007fa7ac05a050 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)\n"
              " #4 0x00007fa7baef1d51 (/usr/lib/llvm-22/bin/../lib/libMLIR.so.22.1+0x5cf1d51)\n"
              " #5 0x00007fa7baf328a7 mlir::vector::ReductionOp::verifyInvariantsImpl() (/usr/lib/llvm-22/bin/../lib/libMLIR.so.22.1+0x5d328a7)\n")
    # a crash in a verifier's helper starts at the verifier (the helper varies with the broken value)
    assert C.crash_signature(frames) == "frames: mlir::vector::ReductionOp::verifyInvariantsImpl"
    # an unnamed frame is named by its function's start (verdict_lib.crash_state), or '?' without the library
    got = C.crash_signature(frames.replace("mlir::vector::ReductionOp::verifyInvariantsImpl()", "mlir::affine::f()"))
    assert got == "frames: ? < mlir::affine::f" or got.startswith("frames: fn@libMLIR.so.22.1+0x5cf1")
    plain = ("Stack dump without symbol names (ensure you have llvm-symbolizer in your PATH):\n"
             "3  libc.so.6       0x00007f2b8205a050\n"
             "4  libMLIR.so.22.1 0x00007f2b8dfe9014 mlir::affine::loopUnrollByFactor(mlir::affine::AffineForOp, "
             "unsigned long, bool) + 388\n"
             "5  libMLIR.so.22.1 0x00007f2b8dfc5fde\n"
             "6  libMLIR.so.22.1 0x00007f2b9138f937 mlir::detail::OpToOpPassAdaptor::run(mlir::Pass*) + 983\n")
    assert C.crash_signature(plain) == \
        "frames: mlir::affine::loopUnrollByFactor < ? < mlir::detail::OpToOpPassAdaptor::run"


def test_batches_split_back_by_chunk_with_chunk_relative_diagnostics():
    ch = lib("chunks")
    b = ch.Batch(["a\nb\n", "c\n", "d\ne\nf\n"])
    assert b.starts == [1, 4, 6]
    assert b.text == "a\nb\n// -----\nc\n// -----\nd\ne\nf\n"
    outs, seps = ch.split_output("module {\n}\n\n// -----\n// -----\nmodule {\n}\n")
    assert outs == ["module {\n}", "", "module {\n}"] and seps == 2
    by, loose = ch.split_diagnostics("/t/b.mlir:7:3: error: bad\n  x\n  ^\n<unknown>:0: error: lost\n",
                                     "/t/b.mlir", b, "input.mlir")
    assert by == {2: ["input.mlir:2:3: error: bad\n  x\n  ^\n"]} and loose == ["<unknown>:0: error: lost\n"]


def test_configuration_choice_is_a_function_of_block_and_filter():
    cfgs = lib("configs")
    allowed = cfgs.parse_filter("")
    a = [c.text for c in cfgs.choose(7, allowed, 8, 0.3)]
    assert a == [c.text for c in cfgs.choose(7, allowed, 8, 0.3)]
    assert a != [c.text for c in cfgs.choose(8, allowed, 8, 0.3)]
    only = cfgs.parse_filter("affine-loop-unroll,affine-loop-fusion")
    for c in cfgs.choose(3, only, 8, 0.5):
        assert set(c.names) <= {"affine-loop-unroll", "affine-loop-fusion", "affine-data-copy-generate"}
        assert c.argv()[1] == "-verify-each" and c.argv()[2].startswith("--pass-pipeline=builtin.module(func.func(")
    with pytest.raises(ValueError):
        cfgs.parse_filter("affine-loop-unrol")


def test_every_pass_and_option_set_runs_on_a_sample_program(tmp_path):
    """Each configuration kind is scheduled and does something or fails as a
    pass (never 'unknown option' or a scheduling error)."""
    need_mlir_opt()
    cfgs = lib("configs")
    passes = lib("passes")
    programs = lib("programs")
    sample = open(os.path.join(ROOT, "conformance", "affine_for", "iter_args.mlir")).read()
    seen = set()
    for block in range(80):
        for c in cfgs.choose(block, sorted(passes.PASSES), 8, 0.0):
            if c.names[-1] in seen and block > 3:
                continue
            # a LOWERED pass comes after lower-affine: its configuration is the pair;
            # a step of -test-lower-to-llvm comes after the steps before it
            steps = [n for n, _ in passes.LLVM_STEPS]
            assert len(c.names) == 1 or (c.names[0] == "lower-affine" and c.names[1] in passes.LOWERED) or \
                (c.names[-1] in passes.LLVM_ONLY and c.names == steps[:len(c.names)]), c.names
            seen.add(c.names[-1])
            sizes = c.wrap_sizes()
            text = programs.wrap_parametric(sample, sizes) if sizes else sample
            path = tmp_path / "p.mlir"
            path.write_text(text)
            r = subprocess.run(["mlir-opt-22", str(path), *c.argv()], capture_output=True, text=True)
            assert "no such option" not in r.stderr and "unable to schedule" not in r.stderr \
                and "Can't add pass" not in r.stderr, (c.text, r.stderr[:500])
    assert seen == set(passes.PASSES)


def test_plant_mutates_one_number_deterministically():
    plant = lib("plant")
    text = open(os.path.join(ROOT, "conformance", "affine_for", "iter_args.mlir")).read()
    a = plant.mutate(text, 3)
    assert a == plant.mutate(text, 3)
    mutant, desc = a
    diff = [(x, y) for x, y in zip(text.split("\n"), mutant.split("\n")) if x != y]
    assert len(diff) == 1, diff
    assert len({plant.mutate(text, s)[1] for s in range(20)}) > 3


FAKE_INTERP = """#!/bin/bash
# affine-interp, except that a program holding FAKE-ASAN ends in a sanitizer report
for a in "$@"; do
  if [ -f "$a" ] && grep -q FAKE-ASAN "$a"; then
    echo "==4242==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x602000000011" >&2
    echo "    #0 0x55d0c0ffee in exec_region interp/engine/exec.c:10" >&2
    exit 86
  fi
done
exec {real} "$@"
"""


def test_a_sanitizer_report_is_an_interp_failure_of_its_program_only(tmp_path):
    need_mlir_opt()
    fake = tmp_path / "fake-interp"
    fake.write_text(FAKE_INTERP.format(real=BINARY))
    fake.chmod(0o755)
    progs = tmp_path / "progs"
    progs.mkdir()
    for n, what in enumerate(["none", "FAKE-ASAN", "none"]):
        (progs / f"p{n}.mlir").write_text(PROGRAM.format(what=what, n=n))
    d = str(tmp_path / "out")
    r = campaign("--programs", progs, "--configs", "canonicalize", "--configs-per-program", 1, "--log-runs",
                 "--oracle-every", 0, "--jobs", 1, "--fail-on", "interp-failure", "--out", d,
                 env={"AFFINE_INTERP": str(fake)}, check=False)
    assert r.returncode == 1, r.stderr[-2000:]
    s = state(d)
    fails = [f for f in s["findings"].values() if f["class"] == "interp-failure"]
    assert [(f["signature"], f["count"], f["name"][-7:]) for f in fails] == \
        [("AddressSanitizer: heap-buffer-overflow in exec_region", 1, "p1.mlir")]
    assert s["totals"]["originals"]["valid"] == 2 and s["totals"]["classes"]["agree"] == 2


def test_pass_outputs_reparse_as_nested_modules_with_aliases_apart():
    nested_modules = lib("opt").nested_modules
    a = "#map = affine_map<(d0) -> (d0)>\n#map1 = affine_map<(d0) -> (d0 + 1)>\nmodule {\n  func.func @main() { return }\n}\n"
    b = "#map = affine_map<(d0) -> (d0 * 2)>\nmodule {\n  func.func @main() attributes {x = #map} { return }\n}\n"
    merged = nested_modules([a, b])
    assert "#c0_map = affine_map<(d0) -> (d0)>" in merged and "#c0_map1 = " in merged
    assert "#c1_map = affine_map<(d0) -> (d0 * 2)>" in merged and "{x = #c1_map}" in merged
    # dialect attributes are not aliases and stay as they are
    assert nested_modules(["module {\n  %0 = x {p = #vector.punctuation<newline>}\n}\n"]).count("#vector.punctuation") == 1
    # anything but aliases and one top-level module goes chunk by chunk
    assert nested_modules(["func.func @f() { return }\n"]) is None
    assert nested_modules(["module {\n}\nmodule {\n}\n"]) is None
    if shutil.which("mlir-opt-22"):
        r = subprocess.run(["mlir-opt-22", "-", "-o", os.devnull], input=merged, capture_output=True, text=True)
        assert r.returncode == 0, r.stderr


# -- a batch that hangs on one chunk stops at the stall, not at the batch's timeout --

def test_a_stalled_batch_ends_at_the_stall_and_keeps_what_it_printed():
    proc = lib("proc")
    # two chunks finish (their markers arrive), the third hangs
    script = "printf 'a\\n// -----\\n'; sleep 0.3; printf 'b\\n// -----\\n'; exec sleep 30"
    t = time.monotonic()
    r = proc.run(["sh", "-c", script], 20, stall=1.0, stall_marker=b"// -----")
    assert r.timed_out and r.stalled
    assert time.monotonic() - t < 10          # far from the 20 s timeout or the 30 s sleep
    assert r.stdout == "a\n// -----\nb\n// -----\n"


def test_a_batch_that_keeps_finishing_chunks_is_not_stalled():
    proc = lib("proc")
    # 6 chunks of 0.4 s each: longer than the stall in all, never stalled
    # each marker arrives in three reads
    script = ("for i in 1 2 3 4 5 6; do sleep 0.4; printf 'x\\n// -'; sleep 0.05; printf -- '--'; sleep 0.05;"
              " printf -- '---\\n'; done")
    r = proc.run(["sh", "-c", script], 20, stall=1.0, stall_marker=b"// -----")
    assert not r.timed_out and not r.stalled and r.rc == 0
    assert r.stdout.count("// -----") == 6    # markers split across writes are seen too
