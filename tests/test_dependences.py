"""--dependences (issue 20, seed 002): the dependences a run observes, in the
shape of mlir-opt's -test-memref-dependence-check remarks and as JSON, and
tools/depcheck, which classifies the analysis' answers against them."""
import glob
import json
import os
import re
import subprocess

import pytest

from conftest import BINARY, ROOT, interp_command, need_mlir_opt, run_interp

DEPCHECK = os.path.join(ROOT, "tools", "depcheck")
GOLDENS = sorted(glob.glob(os.path.join(ROOT, "conformance", "*", "*.dependences")))
LINE = re.compile(r"^(.*):(\d+):(\d+): remark: dependence from (\d+) to (\d+) at depth (\d+) = (.*)$")


def write(tmp_path, text, name="p.mlir"):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def results(out):
    """{(from, to, depth): result text} of a --dependences output."""
    found = {}
    for line in out.splitlines():
        m = LINE.match(line)
        assert m, line
        found[(int(m.group(4)), int(m.group(5)), int(m.group(6)))] = m.group(7)
    return found


def profile(path, *args):
    r = run_interp("--dependences", path, *args)
    assert r.returncode == 0, r.stderr
    return results(r.stdout)


def depcheck(*args):
    return subprocess.run([DEPCHECK, *args], capture_output=True, text=True, timeout=300)


# -- the seed's nests ------------------------------------------------------------------------------

@pytest.mark.parametrize("golden", GOLDENS, ids=lambda p: os.path.relpath(p, ROOT))
def test_conformance_profile_is_the_golden_one(golden):
    prog = golden[:-len(".dependences")] + ".mlir"
    r = subprocess.run(interp_command("--dependences", os.path.basename(prog)), cwd=os.path.dirname(prog),
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout == open(golden).read()


def test_there_are_seed_002_programs():
    assert len([g for g in GOLDENS if "seed002" in g]) >= 3


def test_seed_kernel_distance_is_two_rows():
    prog = os.path.join(ROOT, "conformance", "affine_dependences", "seed002_kernel_succinct_form.mlir")
    got = profile(prog, "--entry", "kernel", "--args", "zeros")
    assert got[(0, 1, 1)] == "[2, 2][0, 0]"      # seed 002: "[2, 2], [0, 0] ... at depth 1"
    assert got[(0, 1, 2)] == got[(0, 1, 3)] == "false"
    assert all(got[(1, 0, d)] == "false" for d in (1, 2, 3))


def test_seed_kernel_reading_row_minus_two_stops_out_of_bounds():
    r = run_interp("--dependences", os.path.join(ROOT, "tests", "data", "dependences", "seed002_kernel.mlir"),
                   "--entry", "kernel")
    assert r.returncode == 3
    assert "out-of-bounds access: index -2 of dimension 0" in r.stderr.splitlines()[0]
    assert r.stdout == ""


# -- hand-checked distances ------------------------------------------------------------------------

STRIDED = """
func.func @f(%A: memref<40xf32>) {
  affine.for %i = 4 to 20 step 2 {
    %v = affine.load %A[%i - 4] : memref<40xf32>
    affine.store %v, %A[%i] : memref<40xf32>
  }
  return
}
"""


def test_distances_are_in_induction_variable_units(tmp_path):
    # the store at i is read by the load at i + 4: two iterations of step 2, distance 4 as MLIR prints it
    got = profile(write(tmp_path, STRIDED), "--entry", "f", "--args", "zeros")
    assert got[(1, 0, 1)] == "[4, 4]"
    assert got[(0, 1, 1)] == "false" and got[(0, 1, 2)] == "false"    # the load reads before any store of that element
    assert got[(1, 0, 2)] == "false"
    assert got[(0, 0, 1)] == "false"   # two reads: never a dependence


WAR_RAW_WAW = """
func.func @f(%m: memref<100xf32>) {
  %c7 = arith.constant 7.0 : f32
  affine.for %i0 = 0 to 10 {
    affine.for %i1 = 0 to 10 {
      %v0 = affine.load %m[%i1 + 1] : memref<100xf32>
      affine.store %c7, %m[%i1] : memref<100xf32>
    }
  }
  return
}
"""


def test_read_write_distances_in_a_two_deep_nest(tmp_path):
    got = profile(write(tmp_path, WAR_RAW_WAW), "--entry", "f", "--args", "zeros")
    # the load of m[j + 1] precedes the store to it one inner iteration later (depth 2)
    # and in every later outer iteration (depth 1: i' - i from 1 to 9, j' - j = 1)
    assert got[(0, 1, 1)] == "[1, 9][1, 1]"
    assert got[(0, 1, 2)] == "[0, 0][1, 1]"
    assert got[(0, 1, 3)] == "false"
    # the store to m[j] is read at j - 1 of every later outer iteration, rewritten at j
    assert got[(1, 0, 1)] == "[1, 9][-1, -1]"
    assert got[(1, 1, 1)] == "[1, 9][0, 0]"
    assert got[(1, 1, 2)] == "false" and got[(1, 0, 2)] == "false"


PARALLEL_AND_CALLS = """
func.func @g(%m: memref<10xf32>) {
  %c0 = arith.constant 0 : index
  %v = affine.load %m[%c0] : memref<10xf32>
  affine.store %v, %m[%c0] : memref<10xf32>
  return
}
func.func @f(%m: memref<10xf32>) {
  %cst = arith.constant 7.0 : f32
  affine.parallel (%i) = (0) to (10) {
    affine.store %cst, %m[%i] : memref<10xf32>
  }
  affine.parallel (%j) = (0) to (10) {
    %v = affine.load %m[%j] : memref<10xf32>
  }
  affine.for %k = 0 to 3 {
    func.call @g(%m) : (memref<10xf32>) -> ()
  }
  return
}
"""


def test_parallel_loops_and_calls(tmp_path):
    got = profile(write(tmp_path, PARALLEL_AND_CALLS), "--entry", "f", "--args", "zeros")
    assert got[(0, 1, 1)] == "true"       # g's load, then its store, in each call
    assert got[(1, 0, 1)] == "false"      # one call's store and the next call's load: two activations
    assert got[(2, 3, 1)] == "true"       # the first band's stores, the second band's loads
    assert got[(2, 2, 1)] == "false" and got[(2, 2, 2)] == "false"


SCF_AROUND = """
func.func @f(%m: memref<10xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %k = %c0 to %c3 step %c1 {
    affine.for %i = 0 to 4 {
      %v = affine.load %m[%i] : memref<10xf32>
      affine.store %v, %m[%i + 1] : memref<10xf32>
    }
  }
  return
}
"""


def test_a_loop_the_analysis_cannot_see_is_folded_into_its_order(tmp_path):
    # the second scf iteration's loads read what the first one's stores wrote at
    # i - 1 and i + 1 alike: every pair is reported the way the analysis orders it
    # (store at i, load at i + 1), never as a load before a store
    got = profile(write(tmp_path, SCF_AROUND), "--entry", "f", "--args", "zeros")
    assert got[(1, 0, 1)] == "[1, 1]"
    assert got[(0, 1, 1)] == "false" and got[(0, 1, 2)] == "false"


# -- aliasing ----------------------------------------------------------------------------------------

ALIAS = """
func.func @f(%m: memref<10xf32>) {
  %s = memref.subview %m[2] [4] [1] : memref<10xf32> to memref<4xf32, strided<[1], offset: 2>>
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 5] : memref<10xf32> into memref<2x5xf32>
  affine.for %i = 0 to 4 {
    %v = affine.load %m[%i + 2] : memref<10xf32>
    affine.store %v, %s[%i] : memref<4xf32, strided<[1], offset: 2>>
  }
  %w = affine.load %e[1, 0] : memref<2x5xf32>
  return
}
"""


def test_views_of_one_buffer_are_an_alias_class(tmp_path):
    path = write(tmp_path, ALIAS)
    got = profile(path, "--entry", "f", "--args", "zeros")
    assert got[(0, 1, 2)] == "true (alias)"     # m[i + 2] is s[i], in the same iteration
    assert got[(0, 1, 1)] == "false"
    assert got[(1, 2, 1)] == "true (alias)"     # s[3] is m[5], which e[1, 0] reads
    r = run_interp("--dependences", "--json", path, "--entry", "f", "--args", "zeros")
    doc = json.loads(r.stdout)
    line = [d for d in doc["dependences"] if (d["from"], d["to"], d["depth"]) == (1, 2, 1)][0]
    assert line["observed"] and line["alias"]
    assert doc["accesses"][1]["memref"] != doc["accesses"][2]["memref"]


BYTE_VIEWS = """
func.func @f() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %raw = memref.alloc() : memref<64xi8>
  %a = memref.view %raw[%c0][] : memref<64xi8> to memref<4xf32>
  %b = memref.view %raw[%c4][] : memref<64xi8> to memref<4xf32>
  %x = arith.constant 1.0 : f32
  affine.for %i = 0 to 3 {
    affine.store %x, %a[%i + 1] : memref<4xf32>
    %v = affine.load %b[%i] : memref<4xf32>
  }
  memref.dealloc %raw : memref<64xi8>
  return
}
"""


def test_byte_views_meet_on_their_owner_bytes(tmp_path):
    # a[i + 1] is bytes 4i + 4 .. 4i + 7 of %raw, and so is b[i]
    got = profile(write(tmp_path, BYTE_VIEWS), "--entry", "f")
    assert got[(0, 1, 2)] == "true (alias)"
    assert got[(0, 1, 1)] == "false" and got[(1, 0, 1)] == "false"


# -- JSON, numbering of the accesses MLIR does not number ------------------------------------------

VECTOR_DMA = """
func.func @f(%a: memref<16xf32>, %b: memref<16xf32>) {
  %tag = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  affine.dma_start %a[%c0], %b[%c0], %tag[%c0], %c8 : memref<16xf32>, memref<16xf32>, memref<1xi32>
  affine.dma_wait %tag[%c0], %c8 : memref<1xi32>
  %v = affine.vector_load %b[4] : memref<16xf32>, vector<4xf32>
  affine.vector_store %v, %a[8] : memref<16xf32>, vector<4xf32>
  %x = affine.load %a[9] : memref<16xf32>
  memref.dealloc %tag : memref<1xi32>
  return
}
"""


def test_json_numbers_vector_and_dma_accesses_after_loads_and_stores(tmp_path):
    r = run_interp("--dependences", "--json", write(tmp_path, VECTOR_DMA), "--entry", "f", "--args", "iota", "zeros")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    ops = [(a["id"], a["op"], a["kind"], a["analyzed"]) for a in doc["accesses"]]
    assert ops == [(0, "affine.load", "read", True), (1, "affine.dma_start", "read", False),
                   (2, "affine.dma_start", "write", False), (3, "affine.vector_load", "read", False),
                   (4, "affine.vector_store", "write", False)]
    seen = {(d["from"], d["to"], d["depth"]): d for d in doc["dependences"] if d["observed"]}
    # the DMA writes b[0..8) that the vector load reads from b[4]; the vector store writes a[8..12) and
    # the load reads a[9]; the DMA reads a[0..8), which nothing writes
    assert set(seen) == {(2, 3, 1), (4, 0, 1)}
    assert all(d["components"] is None and not d["alias"] for d in seen.values())
    # MLIR's pairs come first, in its order, then the others
    assert [(d["from"], d["to"]) for d in doc["dependences"]][0] == (0, 0)


def test_memory_limit_stops_the_profile(tmp_path):
    r = run_interp("--dependences", write(tmp_path, WAR_RAW_WAW), "--entry", "f", "--args", "zeros",
                   "--max-memory", "2000")
    assert r.returncode == 4
    assert "the dependence profile needs" in r.stderr and "--max-memory 2000" in r.stderr


def test_dependences_is_not_for_compare(tmp_path):
    path = write(tmp_path, STRIDED)
    r = run_interp("--compare", path, path, "--dependences")
    assert r.returncode == 1 and "--dependences cannot be combined with --compare" in r.stderr


# -- tools/depcheck ------------------------------------------------------------------------------------

def remarks_of_our_own(path, *args):
    r = run_interp("--dependences", path, *args)
    assert r.returncode == 0, r.stderr
    return r.stdout


def test_depcheck_finds_a_false_claim_unsound(tmp_path):
    path = write(tmp_path, WAR_RAW_WAW)
    ours = remarks_of_our_own(path, "--entry", "f", "--args", "zeros")
    claimed = tmp_path / "remarks.txt"
    claimed.write_text(ours)
    r = depcheck(path, "--entry", "f", "--args", "zeros", "--remarks", str(claimed))
    assert r.returncode == 0 and "0 unsound" in r.stdout and "0 over-approximated" in r.stdout, r.stdout
    claimed.write_text(ours.replace("dependence from 0 to 1 at depth 1 = [1, 9][1, 1]",
                                    "dependence from 0 to 1 at depth 1 = false"))
    r = depcheck(path, "--entry", "f", "--args", "zeros", "--remarks", str(claimed))
    assert r.returncode == 1, r.stdout
    assert "unsound: " in r.stdout and "dependence from 0 to 1 at depth 1: observed [1, 9][1, 1], analysis false" in r.stdout
    assert "1 unsound" in r.stdout


def test_depcheck_ranges(tmp_path):
    path = write(tmp_path, WAR_RAW_WAW)
    ours = remarks_of_our_own(path, "--entry", "f", "--args", "zeros")
    claimed = tmp_path / "remarks.txt"
    # a wider range is an over-approximation, a narrower one unsound, -inf/+inf bound nothing
    claimed.write_text(ours.replace("= [1, 9][-1, -1]", "= [1, +inf][-inf, 0]"))
    r = depcheck(path, "--entry", "f", "--args", "zeros", "--remarks", str(claimed), "--json")
    doc = json.loads(r.stdout)
    assert r.returncode == 0 and doc["counts"]["over-approximated"] == 1 and doc["counts"]["unsound"] == 0
    claimed.write_text(ours.replace("= [1, 9][-1, -1]", "= [1, 8][-1, -1]"))
    r = depcheck(path, "--entry", "f", "--args", "zeros", "--remarks", str(claimed), "--json")
    doc = json.loads(r.stdout)
    assert r.returncode == 1 and doc["unsound"] == [{"from": 1, "to": 0, "depth": 1, "observed": "[1, 9][-1, -1]",
                                                      "analysis": "[1, 8][-1, -1]", "loc": doc["unsound"][0]["loc"],
                                                      "signature": "distance outside the claimed range: "
                                                                   "affine.store -> affine.load"}]


def test_depcheck_cannot_compare_a_run_with_undefined_behaviour():
    r = depcheck(os.path.join(ROOT, "tests", "data", "dependences", "seed002_kernel.mlir"), "--entry", "kernel",
                 "--remarks", os.devnull)
    assert r.returncode == 2 and "affine-interp exit 3" in r.stderr


def test_depcheck_against_mlir_opt_on_the_seed_nest():
    need_mlir_opt()
    prog = os.path.join(ROOT, "conformance", "affine_dependences", "seed002_nontrivial_nest.mlir")
    r = depcheck(prog, "--verbose")
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.splitlines()[-1] == "depcheck: 10 exact, 2 over-approximated, 0 unsound, 0 alias, 0 not-analyzed"
    assert "over-approximated: " in r.stdout and "observed false, analysis [0, 0][2, 4]" in r.stdout


def test_same_lines_as_mlir_opt(tmp_path):
    need_mlir_opt()
    path = write(tmp_path, WAR_RAW_WAW.replace("%i1 + 1]", "%i1 + %i0]"))
    ours = remarks_of_our_own(path, "--entry", "f", "--args", "zeros")
    theirs = subprocess.run(["mlir-opt-22", "-test-memref-dependence-check", path, "-o", os.devnull],
                            capture_output=True, text=True).stderr
    assert [l for l in theirs.splitlines() if ": remark: " in l] == ours.splitlines()


# -- the campaign and the reducer ------------------------------------------------------------------

ELSE_BRANCH = """
func.func @main() {
  %m = memref.alloc() : memref<10xf32>
  %x = arith.constant 7.0 : f32
  %c = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  affine.store %x, %m[2] : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      affine.store %c, %m[%i] : memref<10xf32>
    } else {
      affine.store %c2, %m[%i] : memref<10xf32>
    }
  }
  %v = affine.load %m[2] : memref<10xf32>
  vector.print %v : f32
  memref.dealloc %m : memref<10xf32>
  return
}
"""


def test_mlir_takes_an_else_branch_for_its_then_branch(tmp_path):
    # MLIR 22's getIndexSet adds an affine.if's condition to the domain of the
    # accesses of its else region too: the else-store to m[2] (i = 2 < 5) is
    # said never to reach the load of m[2]
    need_mlir_opt()
    r = depcheck(write(tmp_path, ELSE_BRANCH), "--json")
    doc = json.loads(r.stdout)
    assert r.returncode == 1, r.stdout + r.stderr
    # the first store, then the else-store at i = 2; the else-store, then the load
    assert [(u["from"], u["to"], u["depth"], u["observed"], u["analysis"]) for u in doc["unsound"]] == \
        [(0, 2, 1, "true", "false"), (2, 3, 1, "true", "false")]
    assert doc["signature"] == "claims no dependence: affine.store -> affine.load"


def test_campaign_depcheck_makes_a_finding_that_reproduces(tmp_path):
    need_mlir_opt()
    progs = tmp_path / "progs"
    progs.mkdir()
    (progs / "else_branch.mlir").write_text(ELSE_BRANCH)
    out = tmp_path / "camp"
    r = subprocess.run([os.path.join(ROOT, "fuzz", "campaign"), "--programs", str(progs), "--depcheck", "--jobs", "1",
                        "--configs-per-program", "1", "--oracle-every", "0", "--out", str(out)],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    found = glob.glob(str(out / "findings" / "dependence-unsound" / "test-memref-dependence-check" / "*"))
    assert len(found) == 1, os.listdir(out / "findings") if (out / "findings").exists() else r.stderr
    doc = json.load(open(os.path.join(found[0], "finding.json")))
    assert doc["signature"] == "claims no dependence: affine.store -> affine.load"
    assert "-test-memref-dependence-check" in doc["pipeline"]
    rep = subprocess.run([os.path.join(found[0], "repro.sh")], capture_output=True, text=True, timeout=300,
                         env=dict(os.environ, AFFINE_INTERP=BINARY))   # its checkout: build/../
    assert rep.returncode == 1 and "unsound:" in rep.stdout, rep.stdout + rep.stderr
    assert "| unsound | 2 |" in open(out / "report.md").read()


def test_reducer_keeps_the_dependence_verdict(tmp_path):
    need_mlir_opt()
    import sys
    sys.path.insert(0, os.path.join(ROOT, "fuzz"))
    from reduce_lib import verdict
    path = write(tmp_path, ELSE_BRANCH)
    v = verdict.classify(path, ["--mlir-disable-threading", "-verify-each", "-test-memref-dependence-check"])
    assert v.is_bug and v.key() == ("dependence-unsound", "claims no dependence: affine.store -> affine.load")
    no_else = ELSE_BRANCH.replace("} else {\n      affine.store %c2, %m[%i] : memref<10xf32>\n    }", "}")
    assert no_else != ELSE_BRANCH
    fixed = write(tmp_path, no_else, "fixed.mlir")
    assert verdict.classify(fixed, ["-test-memref-dependence-check"]).cls == "ok"
