"""affine-interp --compare BEFORE AFTER: both programs run with the same
arguments and everything observable is compared (printed output up to the
printMemref address and NaN signs, results, the final contents of memref
arguments, undefined behaviour).  Exit 0 same, 5 different or undefined
behaviour in AFTER only, 3 undefined behaviour in BEFORE, 2 rejected,
4 a resource limit; with --split-input-file one line per chunk pair on
stdout and the worst exit code."""
import json
import os
import re
import subprocess

import pytest

from conftest import ROOT, need_mlir_opt, run_interp

DATA = os.path.join(ROOT, "tests", "data", "compare")


def compare(tmp_path, before, after, *options):
    """Writes the two programs and compares them; returns (result, before path, after path)."""
    b, a = tmp_path / "before.mlir", tmp_path / "after.mlir"
    b.write_text(before)
    a.write_text(after)
    return run_interp("--compare", str(b), str(a), *options), str(b), str(a)


def compare_line(r):
    lines = [l for l in r.stderr.splitlines() if l.startswith("affine-interp: compare: ")]
    assert len(lines) == 1, r.stderr
    return lines[0][len("affine-interp: compare: "):]


PRINTING = """
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<2x2xf32>
  %c = arith.constant 2.5 : f32
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 2 {
      affine.store %c, %m[%i, %j] : memref<2x2xf32>
    }
  }
  %u = memref.cast %m : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %v = arith.constant dense<[1, 2]> : vector<2xi32>
  vector.print %v : vector<2xi32>
  memref.dealloc %m : memref<2x2xf32>
  return
}
"""


def test_the_same_program_is_the_same_and_prints_nothing(tmp_path):
    # the two runs' buffers live at the same time, so printMemref prints two
    # different addresses: only the normalization makes them the same
    plain = run_interp("-", input=PRINTING)
    assert plain.returncode == 0 and "base@ = 0x" in plain.stdout, plain.stderr
    renamed = PRINTING.replace("%v", "%vec").replace("%c ", "%two ").replace("%c,", "%two,")
    r, _, _ = compare(tmp_path, PRINTING, renamed)
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")


def test_a_changed_constant_names_the_line_and_both_values(tmp_path):
    r, _, _ = compare(tmp_path, PRINTING, PRINTING.replace("[1, 2]", "[1, 3]"))
    assert r.returncode == 5, r.stderr
    assert r.stdout == ""
    assert compare_line(r) == 'different: printed output line 4: BEFORE "( 1, 2 )" AFTER "( 1, 3 )"'


def test_a_changed_printed_memref_element_is_named(tmp_path):
    after = PRINTING.replace("affine.store %c, %m[%i, %j]", "%k = affine.apply affine_map<(d0) -> (d0 * 3)>(%i)\n"
                             "      %x = arith.index_cast %k : index to i32\n"
                             "      %y = arith.sitofp %x : i32 to f32\n"
                             "      %z = arith.addf %c, %y : f32\n"
                             "      affine.store %z, %m[%i, %j]")
    r, _, _ = compare(tmp_path, PRINTING, after)
    assert r.returncode == 5, r.stderr
    assert compare_line(r) == 'different: printed output line 3: BEFORE " [2.5,   2.5]]" AFTER " [5.5,   5.5]]"'


ARGUMENT = """
func.func @main(%n: index, %m: memref<3x4xf32>) {
  %c = arith.constant 3.5 : f32
  %i2 = arith.constant 2 : index
  %i1 = arith.constant 1 : index
  memref.store %c, %m[%i2, %i1] : memref<3x4xf32>
  return
}
"""


def test_a_memref_argument_difference_names_the_element(tmp_path):
    after = ARGUMENT.replace("memref.store %c, %m[%i2, %i1]", "memref.store %c, %m[%i1, %i2]")
    r, _, _ = compare(tmp_path, ARGUMENT, after, "--args", "5", "iota")
    assert r.returncode == 5, r.stderr
    # row-major, the first element that differs is [1, 2] (iota: 6 there before the call)
    assert compare_line(r) == "different: argument #1 memref<3x4xf32> element [1, 2]: BEFORE 6 AFTER 3.5"
    same, _, _ = compare(tmp_path, ARGUMENT, ARGUMENT, "--args", "5", "iota")
    assert (same.returncode, same.stdout, same.stderr) == (0, "", "")


def test_random_arguments_are_the_same_for_both_programs(tmp_path):
    # both runs build their arguments from the same spec: random:SEED must
    # give the same values, else this program differs from itself
    prog = """
func.func @main(%m: memref<8xf32>, %k: memref<8xi32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 8 iter_args(%a = %z) -> f32 {
    %x = affine.load %m[%i] : memref<8xf32>
    %t = arith.addf %a, %x : f32
    affine.yield %t : f32
  }
  return %s : f32
}
"""
    r, _, _ = compare(tmp_path, prog, prog, "--args", "random:7", "random:8")
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")
    other, _, _ = compare(tmp_path, prog, prog.replace("0 to 8", "1 to 8"), "--args", "random:7", "random:8")
    assert other.returncode == 5 and "result #0 f32" in compare_line(other), other.stderr


RESULTS = """
func.func @main() -> (f32, vector<2x2xi32>) {
  %c = arith.constant 1.5 : f32
  %v = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  return %c, %v : f32, vector<2x2xi32>
}
"""


def test_a_result_difference_names_the_result_and_lane(tmp_path):
    r, _, _ = compare(tmp_path, RESULTS, RESULTS.replace("[3, 4]", "[4, 4]"))
    assert r.returncode == 5, r.stderr
    assert compare_line(r) == "different: result #1 vector<2x2xi32> element [1, 0]: BEFORE 3 AFTER 4"
    r, _, _ = compare(tmp_path, RESULTS, RESULTS.replace("1.5 : f32", "1.50000012 : f32"))
    # one ulp apart: printed with the digits that tell them apart
    assert compare_line(r) == "different: result #0 f32: BEFORE 1.5 AFTER 1.5000001"


NAN = """
func.func @main(%m: memref<2xf32>) -> (f32, vector<2xf32>) {
  %n = arith.constant BITS : f32
  %one = arith.constant 1.0 : f32
  %v = vector.broadcast %one : f32 to vector<2xf32>
  %w = vector.insert %n, %v [0] : f32 into vector<2xf32>
  vector.print %n : f32
  vector.print %w : vector<2xf32>
  %c0 = arith.constant 0 : index
  memref.store %n, %m[%c0] : memref<2xf32>
  return %n, %w : f32, vector<2xf32>
}
"""


def test_nan_sign_and_payload_are_never_differences(tmp_path):
    quiet, negative = NAN.replace("BITS", "0x7FC00000"), NAN.replace("BITS", "0xFFC00001")
    # the plain runs do print them differently
    assert run_interp("-", "--args", "zeros", input=quiet).stdout.startswith("nan\n( nan, 1 )")
    assert run_interp("-", "--args", "zeros", input=negative).stdout.startswith("-nan\n( -nan, 1 )")
    r, _, _ = compare(tmp_path, quiet, negative, "--args", "zeros")
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")
    r, _, _ = compare(tmp_path, quiet, NAN.replace("BITS", "0x7F800001"), "--args", "zeros")   # a signalling payload
    assert (r.returncode, r.stderr) == (0, "")
    r, _, _ = compare(tmp_path, quiet, NAN.replace("BITS", "0x7F800000"), "--args", "zeros")   # +inf is no NaN
    assert r.returncode == 5 and compare_line(r) == 'different: printed output line 1: BEFORE "nan" AFTER "inf"'


def test_negative_zero_is_a_difference(tmp_path):
    prog = """
func.func @main(%m: memref<2xf64>) -> f32 {
  %z = arith.constant 0.0 : f32
  %d = arith.constant 0.0 : f64
  %c1 = arith.constant 1 : index
  memref.store %d, %m[%c1] : memref<2xf64>
  return %z : f32
}
"""
    r, _, _ = compare(tmp_path, prog, prog.replace("0.0 : f32", "-0.0 : f32"), "--args", "ones")
    assert r.returncode == 5, r.stderr
    assert compare_line(r) == "different: result #0 f32: BEFORE 0 AFTER -0"
    r, _, _ = compare(tmp_path, prog, prog.replace("0.0 : f64", "-0.0 : f64"), "--args", "ones")
    assert compare_line(r) == "different: argument #0 memref<2xf64> element [1]: BEFORE 0 AFTER -0"


LOOP = """
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %m[%i] : memref<4xf32>
  }
  %v = affine.vector_load %m[0] : memref<4xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
"""


def test_undefined_behaviour_in_after_only_is_a_difference_at_its_op(tmp_path):
    r, _, after = compare(tmp_path, LOOP, LOOP.replace("0 to 4", "0 to 5"))
    assert r.returncode == 5, r.stderr
    assert r.stdout == ""
    assert r.stderr.startswith(after + ":6:5: error: undefined behaviour [bounds]: "), r.stderr
    assert compare_line(r) == "after-ub: AFTER has undefined behaviour that BEFORE does not have"
    # an uninitialized element printed (the loop misses one)
    r, _, after = compare(tmp_path, LOOP, LOOP.replace("0 to 4", "0 to 3"))
    assert r.returncode == 5 and r.stderr.startswith(after + ":9:3: error: undefined behaviour [uninit]"), r.stderr


def test_undefined_behaviour_in_before_concludes_nothing(tmp_path):
    bad = LOOP.replace("0 to 4", "0 to 5")
    for after in (LOOP, bad):
        r, before, _ = compare(tmp_path, bad, after)
        assert r.returncode == 3, r.stderr
        assert r.stderr.startswith(before + ":6:5: error: undefined behaviour [bounds]: "), r.stderr
        assert "after.mlir" not in r.stderr
        assert compare_line(r) == "before-ub: BEFORE has undefined behaviour: nothing can be concluded"


def test_after_rejected(tmp_path):
    r, _, after = compare(tmp_path, LOOP, LOOP.replace("affine.store %c", "affine.store %nothing"))
    assert r.returncode == 2, r.stderr
    assert r.stderr.startswith(after + ":6:18: error: use of undeclared SSA value name"), r.stderr
    assert compare_line(r) == "after-rejected: AFTER is rejected but BEFORE is accepted"


def test_entry_missing_in_after_is_after_rejected(tmp_path):
    r, _, after = compare(tmp_path, LOOP, LOOP.replace("@main", "@other"))
    assert r.returncode == 2, r.stderr
    assert r.stderr.startswith(after + ": error: no function named 'main' to run"), r.stderr
    assert compare_line(r).startswith("after-rejected: ")


def test_before_rejected(tmp_path):
    r, before, _ = compare(tmp_path, LOOP.replace("affine.store %c", "affine.store %nothing"), LOOP)
    assert r.returncode == 2, r.stderr
    assert r.stderr.startswith(before + ":6:18: error: "), r.stderr
    assert compare_line(r) == "before-rejected: BEFORE is rejected: nothing can be concluded"


def test_a_changed_entry_signature_is_a_difference(tmp_path):
    prog = "func.func @main(%m: memref<4xf32>) {\n  return\n}\n"
    r, _, _ = compare(tmp_path, prog, prog.replace("4xf32", "8xf32"), "--args", "zeros")
    assert r.returncode == 5, r.stderr
    assert compare_line(r) == "different: the entry signature: BEFORE (memref<4xf32>) -> () AFTER (memref<8xf32>) -> ()"


def test_a_step_limit_in_after_only(tmp_path):
    longer = LOOP.replace("  affine.for %i = 0 to 4 {", """  affine.for %t = 0 to 100000 {
    affine.for %i = 0 to 4 {
      affine.store %c, %m[%i] : memref<4xf32>
    }
  }
  affine.for %i = 0 to 4 {""")
    r, _, after = compare(tmp_path, LOOP, longer, "--max-steps", "1000")
    assert r.returncode == 4, r.stderr
    assert r.stderr.startswith(after + ":"), r.stderr
    assert "error: step limit reached (--max-steps 1000)" in r.stderr
    assert compare_line(r) == "after-limit: AFTER reached a resource limit that BEFORE does not reach"
    # without the limit the two agree; with it on BEFORE, nothing can be concluded
    r, _, _ = compare(tmp_path, LOOP, longer)
    assert (r.returncode, r.stderr) == (0, "")
    r, _, _ = compare(tmp_path, longer, LOOP, "--max-steps", "1000")
    assert r.returncode == 4 and compare_line(r) == "before-limit: BEFORE reached a resource limit: nothing can be concluded"


def test_split_input_file_one_line_per_chunk_pair_and_the_worst_exit_code(tmp_path):
    before, after = os.path.join(DATA, "split_before.mlir"), os.path.join(DATA, "split_after.mlir")
    r = run_interp("--compare", before, after, "--split-input-file")
    # chunk 1's rejection and chunk 3's UB do not stop the others; 5 > 3 > 2
    assert r.returncode == 5, r.stderr
    assert r.stdout.splitlines() == [
        f"chunk 1: after-rejected: {after}:9:5: error: 'func.return' op has 1 operands, but enclosing function (@main) returns 0",
        'chunk 2: different: printed output line 1: BEFORE "( 1, 2 )" AFTER "( 1, 3 )"',
        f"chunk 3: before-ub: {before}:23:8: error: undefined behaviour [bounds]: out-of-bounds access: "
        "index 2 of dimension 0 is outside [0, 2)",
    ]
    # the diagnostics still go to stderr, without the human compare lines
    assert f"{after}:9:5: error:" in r.stderr and f"{before}:23:8: error:" in r.stderr
    assert "affine-interp: compare:" not in r.stderr


def json_lines(r):
    """Every line of stdout as a JSON object with exactly interface 1's keys."""
    docs = [json.loads(line) for line in r.stdout.splitlines()]
    for d in docs:
        assert list(d) == ["chunk", "verdict", "exit", "side", "diagnostic", "difference", "detail"], d
        if d["diagnostic"] is not None:
            assert list(d["diagnostic"]) == ["file", "line", "col", "message", "ub_kind", "op"], d
        if d["difference"] is not None:
            assert list(d["difference"]) == ["what", "where", "before", "after", "count", "permutation", "rounding",
                                             "max_rel_error"], d
    return docs


def test_split_input_file_json_one_object_per_chunk_pair(tmp_path):
    before, after = os.path.join(DATA, "split_before.mlir"), os.path.join(DATA, "split_after.mlir")
    r = run_interp("--compare", before, after, "--split-input-file", "--json")
    assert r.returncode == 5, r.stderr
    c1, c2, c3 = json_lines(r)
    assert (c1["chunk"], c1["verdict"], c1["exit"], c1["side"], c1["difference"]) == (1, "after-rejected", 2, "after", None)
    assert c1["diagnostic"] == {"file": after, "line": 9, "col": 5, "ub_kind": None, "op": "func.return",
                                "message": "'func.return' op has 1 operands, but enclosing function (@main) returns 0"}
    assert c1["detail"] == f"{after}:9:5: error: " + c1["diagnostic"]["message"]
    assert (c2["chunk"], c2["verdict"], c2["exit"], c2["side"], c2["diagnostic"]) == (2, "different", 5, None, None)
    assert c2["difference"] == {"what": "printed", "where": "printed output line 1", "before": "( 1, 2 )",
                                "after": "( 1, 3 )", "count": 1, "permutation": False, "rounding": False,
                                "max_rel_error": None}
    assert c2["detail"] == 'printed output line 1: BEFORE "( 1, 2 )" AFTER "( 1, 3 )"'
    assert (c3["chunk"], c3["verdict"], c3["exit"], c3["side"]) == (3, "before-ub", 3, "before")
    assert (c3["diagnostic"]["line"], c3["diagnostic"]["col"]) == (23, 8)
    assert (c3["diagnostic"]["ub_kind"], c3["diagnostic"]["op"]) == ("bounds", "memref.load")
    # stderr as without --json: the diagnostics, no chunk lines, no human compare lines
    assert f"{after}:9:5: error:" in r.stderr and f"{before}:23:8: error:" in r.stderr
    assert "chunk " not in r.stderr and "affine-interp: compare:" not in r.stderr


def test_split_input_file_usage_and_same_verdicts(tmp_path):
    prog = "func.func @main() {\n  return\n}\n"
    b, a = tmp_path / "b.mlir", tmp_path / "a.mlir"
    b.write_text(prog + "// -----\n" + prog.replace("main", "f"))
    a.write_text(prog + "// -----\n" + prog.replace("main", "f"))
    r = run_interp("--compare", str(b), str(a), "--split-input-file")
    assert r.returncode == 1, r.stderr
    assert r.stdout == (f"chunk 1: same\nchunk 2: usage: {b}: error: no function named 'main' to run "
                        "(the module defines @f)\n")


def test_split_input_file_with_different_chunk_counts_is_a_usage_error(tmp_path):
    prog = "func.func @main() {\n  return\n}\n"
    r, before, after = compare(tmp_path, prog + "// -----\n" + prog, prog, "--split-input-file")
    assert r.returncode == 1
    assert r.stdout == ""
    assert f"'{before}' has 2 chunks but '{after}' has 1" in r.stderr


def test_options_of_a_single_run_are_refused_and_help_names_compare(tmp_path):
    for option in ("--print-args", "--stats", "--print-generic"):
        r, _, _ = compare(tmp_path, LOOP, LOOP, option)
        assert r.returncode == 1 and f"{option} cannot be combined with --compare" in r.stderr, r.stderr
    r = run_interp("--compare", "only-one.mlir")
    assert r.returncode == 1 and "needs two files" in r.stderr
    h = run_interp("--help").stdout
    assert "--compare BEFORE AFTER" in h and "  5  --compare" in h


def test_standard_input_as_one_side(tmp_path):
    after = tmp_path / "after.mlir"
    after.write_text(PRINTING.replace("[1, 2]", "[1, 3]"))
    r = run_interp("--compare", "-", str(after), input=PRINTING)
    assert r.returncode == 5 and 'BEFORE "( 1, 2 )"' in compare_line(r), r.stderr


def test_a_long_line_shows_a_window_around_the_difference(tmp_path):
    prog = """
func.func private @printMemrefI32(memref<*xi32>)
func.func @main(%m: memref<300xi32>) {
  %u = memref.cast %m : memref<300xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
"""
    after = prog.replace("  %u =", "  %c = arith.constant 7 : i32\n  %i = arith.constant 250 : index\n"
                         "  memref.store %c, %m[%i] : memref<300xi32>\n  %u =")
    r, _, _ = compare(tmp_path, prog, after, "--args", "zeros")
    assert r.returncode == 5, r.stderr
    line = compare_line(r)
    assert line.startswith('different: printed output line 2: BEFORE "...0,  0') and '0,  7,  0' in line, line
    assert len(line) < 400


def test_a_real_pass_keeps_the_meaning(tmp_path):
    need_mlir_opt()
    prog = """
func.func @main(%m: memref<7xi32>) -> i32 {
  %z = arith.constant 0 : i32
  %s = affine.for %i = 0 to 7 iter_args(%acc = %z) -> i32 {
    %x = affine.load %m[%i] : memref<7xi32>
    %y = arith.muli %x, %x : i32
    affine.store %y, %m[%i] : memref<7xi32>
    %n = arith.addi %acc, %y : i32
    affine.yield %n : i32
  }
  vector.print %s : i32
  return %s : i32
}
"""
    before = tmp_path / "before.mlir"
    before.write_text(prog)
    opt = subprocess.run(["mlir-opt-22", str(before), "--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=2}))"],
                         capture_output=True, text=True)
    assert opt.returncode == 0, opt.stderr
    assert "step 2" in opt.stdout   # the pass did unroll
    after = tmp_path / "after.mlir"
    after.write_text(opt.stdout)
    r = run_interp("--compare", str(before), str(after), "--args", "random:3")
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")
    r = run_interp("--compare", str(before), str(after), "--args", "random:3", "--split-input-file")
    assert (r.returncode, r.stdout) == (0, "chunk 1: same\n")


def test_an_mlir_bug_reproducer_is_different(tmp_path):
    need_mlir_opt()
    path = os.path.join(ROOT, "conformance", "mlir-bugs", "unroll_iter_args_yielding_an_iter_arg.mlir")
    text = open(path).read()
    assert re.search(r"^// MLIR-BUG: wrong-output$", text, re.M)
    pass_args = re.search(r"^// PASS: (.+)$", text, re.M).group(1).strip()
    opt = subprocess.run(["mlir-opt-22", path, pass_args], capture_output=True, text=True)
    assert opt.returncode == 0, opt.stderr
    after = tmp_path / "after.mlir"
    after.write_text(opt.stdout)
    r = run_interp("--compare", path, str(after))
    assert r.returncode == 5, r.stderr
    # the header: the loop means 2, 3; the unrolled loop prints 1, 3
    assert compare_line(r) == 'different: printed output line 1: BEFORE "2" AFTER "1"'


def test_a_returned_memref_of_another_shape_is_named(tmp_path):
    prog = """
func.func @main() -> memref<?xf32> {
  %n = arith.constant 4 : index
  %m = memref.alloc(%n) : memref<?xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to %n {
    affine.store %c, %m[%i] : memref<?xf32>
  }
  return %m : memref<?xf32>
}
"""
    r, _, _ = compare(tmp_path, prog, prog.replace("constant 4 : index", "constant 5 : index"))
    assert r.returncode == 5, r.stderr
    assert compare_line(r) == "different: result #0 memref<?xf32>: BEFORE shape [4] AFTER shape [5]"


def test_missing_lines_and_a_missing_final_newline_are_differences(tmp_path):
    prog = """
func.func private @printF32(f32)
func.func private @printNewline()
func.func @main() {
  %c = arith.constant 1.5 : f32
  call @printF32(%c) : (f32) -> ()
  call @printNewline() : () -> ()
  vector.print %c : f32
  return
}
"""
    r, _, _ = compare(tmp_path, prog, prog.replace("  vector.print %c : f32\n", ""))
    assert r.returncode == 5, r.stderr
    assert compare_line(r) == 'different: printed output line 2: BEFORE "1.5" AFTER nothing (the output ends)'
    r, _, _ = compare(tmp_path, prog, prog.replace("  vector.print %c : f32\n", "").replace("  call @printNewline() : () -> ()\n", ""))
    assert compare_line(r) == 'different: printed output line 1: BEFORE "1.5" AFTER "1.5" (no newline at the end)'


def test_leaks_are_compared_only_as_errors(tmp_path):
    prog = """
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
"""
    leaky = prog.replace("  memref.dealloc %m : memref<4xf32>\n", "")
    # a leak is not observable output: no difference, and no warnings
    r, _, _ = compare(tmp_path, prog, leaky)
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")
    r, _, after = compare(tmp_path, prog, leaky, "--leaks=error")
    assert r.returncode == 5, r.stderr
    assert r.stderr.startswith(after + ":3:8: error: undefined behaviour [lifetime]: memory allocated here"), r.stderr
    assert compare_line(r).startswith("after-ub: ")


def test_a_deallocated_memref_result_is_undefined_behaviour_not_a_crash(tmp_path):
    prog = """
func.func @main() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %m : memref<4xf32>
}
"""
    path = tmp_path / "freed.mlir"
    path.write_text(prog)
    expected = f"{path}:2:1: error: undefined behaviour [lifetime]: the memory of a memref returned by the entry function has been deallocated"
    plain = run_interp(str(path))
    assert plain.returncode == 3 and plain.stderr.startswith(expected), plain.stderr
    r = run_interp("--compare", str(path), str(path))
    assert r.returncode == 3 and r.stderr.startswith(expected), r.stderr


def test_a_returned_view_beyond_its_allocation_is_undefined_behaviour(tmp_path):
    path = tmp_path / "cast.mlir"
    path.write_text("""func.func @main(%m: memref<4xf32>) -> memref<8xf32, strided<[1], offset: 2>> {
  %r = memref.reinterpret_cast %m to offset: [2], sizes: [8], strides: [1]
       : memref<4xf32> to memref<8xf32, strided<[1], offset: 2>>
  return %r : memref<8xf32, strided<[1], offset: 2>>
}
""")
    expected = f"{path}:1:1: error: undefined behaviour [bounds]: a memref returned by the entry function reaches outside its allocation"
    for r in (run_interp(str(path), "--args", "zeros"), run_interp("--compare", str(path), str(path), "--args", "zeros")):
        assert r.returncode == 3 and r.stderr.startswith(expected), r.stderr


def test_the_compared_files_are_two_and_at_most_one_is_standard_input(tmp_path):
    r = run_interp("--compare", "a.mlir", "b.mlir", "c.mlir")
    assert r.returncode == 1 and "'c.mlir': --compare takes the two files to compare after it, and no other" in r.stderr
    r = run_interp("--compare", "-", "-")
    assert r.returncode == 1 and "only one of the compared files can be standard input" in r.stderr


# ------------------------------------------------------------ --compare --json
def json_compare(tmp_path, before, after, *options):
    """compare() with --json: (the one JSON object on stdout, result, before path, after path)."""
    r, b, a = compare(tmp_path, before, after, "--json", *options)
    docs = json_lines(r)
    assert len(docs) == 1, r.stdout
    return docs[0], r, b, a


def test_json_same_has_every_key_and_nothing_else(tmp_path):
    d, r, _, _ = json_compare(tmp_path, PRINTING, PRINTING)
    assert r.returncode == 0 and r.stderr == ""
    assert d == {"chunk": 1, "verdict": "same", "exit": 0, "side": None, "diagnostic": None, "difference": None,
                 "detail": ""}


def test_json_different_counts_the_elements_of_the_first_kind(tmp_path):
    # results first: the vector's lane [1, 0] differs; the argument differs too but is not counted
    after = ARGUMENT.replace("memref.store %c, %m[%i2, %i1]", "memref.store %c, %m[%i1, %i2]")
    d, r, _, _ = json_compare(tmp_path, ARGUMENT, after, "--args", "5", "iota")
    assert r.returncode == 5 and d["verdict"] == "different" and d["exit"] == 5
    # iota: [1, 2] held 6 and [2, 1] held 9; BEFORE writes 3.5 at [2, 1], AFTER at [1, 2]: two elements
    assert d["difference"] == {"what": "argument", "where": "argument 1 element [1, 2]", "before": "6",
                               "after": "3.5", "count": 2, "permutation": False, "rounding": False,
                               "max_rel_error": d["difference"]["max_rel_error"]}
    assert d["difference"]["max_rel_error"] == pytest.approx(5.5 / 9)
    assert d["detail"] == "argument #1 memref<3x4xf32> element [1, 2]: BEFORE 6 AFTER 3.5"
    # the human line is still on stderr, as without --json
    assert compare_line(r) == "different: " + d["detail"]
    d, _, _, _ = json_compare(tmp_path, RESULTS, RESULTS.replace("[[1, 2], [3, 4]]", "[[1, 2], [4, 5]]"))
    assert (d["difference"]["what"], d["difference"]["where"], d["difference"]["count"]) == ("result", "result 1 element [1, 0]", 2)
    assert (d["difference"]["before"], d["difference"]["after"], d["difference"]["rounding"]) == ("3", "4", False)


def test_json_after_ub_names_the_family_and_the_op(tmp_path):
    d, r, _, after = json_compare(tmp_path, LOOP, LOOP.replace("0 to 4", "0 to 5"))
    assert r.returncode == 5
    assert (d["verdict"], d["exit"], d["side"], d["difference"]) == ("after-ub", 5, "after", None)
    diag = d["diagnostic"]
    assert (diag["file"], diag["line"], diag["col"], diag["ub_kind"], diag["op"]) == (after, 6, 5, "bounds", "affine.store")
    assert diag["message"].startswith("undefined behaviour [bounds]: ")
    assert d["detail"] == f"{after}:6:5: error: " + diag["message"]
    d, _, _, after = json_compare(tmp_path, LOOP, LOOP.replace("0 to 4", "0 to 3"))   # an uninitialized lane printed
    assert (d["diagnostic"]["ub_kind"], d["diagnostic"]["op"], d["diagnostic"]["line"]) == ("uninit", "vector.print", 9)


def test_json_before_rejected_and_after_rejected(tmp_path):
    bad = LOOP.replace("affine.store %c", "affine.store %nothing")
    d, r, before, _ = json_compare(tmp_path, bad, LOOP)
    assert r.returncode == 2
    assert (d["verdict"], d["exit"], d["side"]) == ("before-rejected", 2, "before")
    # a parse error at an SSA name: no op there
    assert (d["diagnostic"]["file"], d["diagnostic"]["line"], d["diagnostic"]["col"], d["diagnostic"]["op"]) == (before, 6, 18, None)
    assert d["diagnostic"]["ub_kind"] is None
    d, r, _, after = json_compare(tmp_path, LOOP, LOOP.replace("@main", "@other"))
    assert (d["verdict"], d["exit"], d["side"]) == ("after-rejected", 2, "after")
    # no place in the file: its name, no line or column
    assert (d["diagnostic"]["file"], d["diagnostic"]["line"], d["diagnostic"]["col"]) == (after, None, None)


def test_json_after_limit(tmp_path):
    longer = LOOP.replace("  affine.for %i = 0 to 4 {", """  affine.for %t = 0 to 100000 {
    affine.for %i = 0 to 4 {
      affine.store %c, %m[%i] : memref<4xf32>
    }
  }
  affine.for %i = 0 to 4 {""")
    d, r, _, after = json_compare(tmp_path, LOOP, longer, "--max-steps", "1000")
    assert r.returncode == 4
    assert (d["verdict"], d["exit"], d["side"], d["diagnostic"]["file"]) == ("after-limit", 4, "after", after)
    assert d["diagnostic"]["message"].startswith("step limit reached (--max-steps 1000)")
    assert d["diagnostic"]["ub_kind"] is None and d["diagnostic"]["op"] is not None


def test_json_split_input_file_three_chunks_same_different_usage(tmp_path):
    prog = "func.func @main() {\n  %c = arith.constant 1 : i32\n  vector.print %c : i32\n  return\n}\n"
    b, a = tmp_path / "b.mlir", tmp_path / "a.mlir"
    b.write_text(prog + "// -----\n" + prog + "// -----\n" + prog.replace("main", "f"))
    a.write_text(prog + "// -----\n" + prog.replace("1 : i32", "2 : i32") + "// -----\n" + prog.replace("main", "f"))
    r = run_interp("--compare", str(b), str(a), "--split-input-file", "--json")
    assert r.returncode == 5, r.stderr
    docs = json_lines(r)
    assert [(d["chunk"], d["verdict"], d["exit"]) for d in docs] == [(1, "same", 0), (2, "different", 5), (3, "usage", 1)]
    assert docs[1]["difference"]["where"] == "printed output line 1"
    assert docs[2]["side"] == "before" and docs[2]["diagnostic"]["file"] == str(b)
    assert docs[2]["detail"] == f"{b}: error: no function named 'main' to run (the module defines @f)"
    # other chunk counts: one usage object, about no chunk
    a.write_text(prog)
    r = run_interp("--compare", str(b), str(a), "--split-input-file", "--json")
    assert r.returncode == 1
    [d] = json_lines(r)
    assert (d["chunk"], d["verdict"], d["exit"], d["side"]) == (None, "usage", 1, None)
    assert d["diagnostic"]["message"] == f"'{b}' has 3 chunks but '{a}' has 1 (--split-input-file)"


def test_json_a_file_that_cannot_be_read_is_one_usage_object(tmp_path):
    r = run_interp("--compare", str(tmp_path / "none.mlir"), str(tmp_path / "none.mlir"), "--json")
    assert r.returncode == 1
    [d] = json_lines(r)
    assert (d["chunk"], d["verdict"], d["exit"]) == (None, "usage", 1)
    assert "cannot open" in d["diagnostic"]["message"]


TWO_PRINTS = """
func.func @main() -> f32 {
  %a = arith.constant 32.3339 : f32
  %b = arith.constant 2 : i32
  vector.print %a : f32
  vector.print %b : i32
  return %a : f32
}
"""


def test_json_permutation_is_only_a_reordering_of_the_printed_lines(tmp_path):
    swapped = TWO_PRINTS.replace("  vector.print %a : f32\n  vector.print %b : i32\n",
                                 "  vector.print %b : i32\n  vector.print %a : f32\n")
    d, r, _, _ = json_compare(tmp_path, TWO_PRINTS, swapped)
    assert r.returncode == 5 and d["verdict"] == "different"
    assert (d["difference"]["what"], d["difference"]["count"], d["difference"]["permutation"]) == ("printed", 2, True)
    assert (d["difference"]["before"], d["difference"]["after"], d["difference"]["rounding"]) == ("32.3339", "2", False)
    # reordered and a value changed: no permutation
    d, _, _, _ = json_compare(tmp_path, TWO_PRINTS, swapped.replace("2 : i32", "3 : i32"))
    assert d["difference"]["permutation"] is False
    # reordered but the result differs too: not only the order
    d, _, _, _ = json_compare(tmp_path, TWO_PRINTS, swapped.replace("return %a", "%z = arith.addf %a, %a : f32\n  return %z"))
    assert (d["difference"]["what"], d["difference"]["permutation"]) == ("printed", False)
    # one line printed twice instead of two lines: the same count, another multiset
    d, _, _, _ = json_compare(tmp_path, TWO_PRINTS, TWO_PRINTS.replace("vector.print %b : i32", "vector.print %a : f32"))
    assert d["difference"]["permutation"] is False


def test_json_rounding_of_a_printed_float_and_fp_tolerance(tmp_path):
    after = TWO_PRINTS.replace("  vector.print %a : f32\n", "  %p = arith.constant 32.3338 : f32\n  vector.print %p : f32\n")
    d, r, _, _ = json_compare(tmp_path, TWO_PRINTS, after)
    assert r.returncode == 5 and d["verdict"] == "different"
    diff = d["difference"]
    assert (diff["where"], diff["before"], diff["after"], diff["count"]) == ("printed output line 1", "32.3339", "32.3338", 1)
    assert diff["rounding"] is True and diff["max_rel_error"] == pytest.approx(1e-4 / 32.3339, rel=1e-3)
    # --fp-tolerance above the error: the same, exit 0, the difference still described
    d, r, _, _ = json_compare(tmp_path, TWO_PRINTS, after, "--fp-tolerance=1e-5")
    assert (r.returncode, d["verdict"], d["exit"], d["detail"]) == (0, "same", 0, "")
    assert d["difference"]["rounding"] is True
    r, _, _ = compare(tmp_path, TWO_PRINTS, after, "--fp-tolerance", "1e-5")
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")
    r, _, _ = compare(tmp_path, TWO_PRINTS, after, "--fp-tolerance=1e-5", "--split-input-file")
    assert (r.returncode, r.stdout) == (0, "chunk 1: same\n")
    # below it: still different, and not rounding within that tolerance
    d, r, _, _ = json_compare(tmp_path, TWO_PRINTS, after, "--fp-tolerance=1e-6")
    assert (r.returncode, d["verdict"], d["difference"]["rounding"]) == (5, "different", False)
    assert d["difference"]["max_rel_error"] == pytest.approx(1e-4 / 32.3339, rel=1e-3)


def test_json_rounding_of_result_elements_and_what_never_is_rounding(tmp_path):
    d, r, _, _ = json_compare(tmp_path, RESULTS, RESULTS.replace("1.5 : f32", "1.50000012 : f32"))
    diff = d["difference"]
    assert (diff["what"], diff["where"], diff["before"], diff["after"]) == ("result", "result 0", "1.5", "1.5000001")
    assert diff["rounding"] is True and 0 < diff["max_rel_error"] < 1e-6
    r, _, _ = compare(tmp_path, RESULTS, RESULTS.replace("1.5 : f32", "1.50000012 : f32"), "--fp-tolerance=1e-6")
    assert (r.returncode, r.stderr) == (0, "")
    # an integer lane is never rounding, whatever the tolerance
    d, r, _, _ = json_compare(tmp_path, RESULTS, RESULTS.replace("[3, 4]", "[3, 5]"), "--fp-tolerance=1")
    assert (r.returncode, d["difference"]["rounding"], d["difference"]["max_rel_error"]) == (5, False, None)
    # printed integers are never rounding either
    big = TWO_PRINTS.replace("2 : i32", "1000000 : i32")
    d, r, _, _ = json_compare(tmp_path, big, big.replace("1000000 : i32", "1000001 : i32"), "--fp-tolerance=0.5")
    assert (r.returncode, d["difference"]["rounding"]) == (5, False)
    # +0 against -0 is a sign, not a rounding
    zero = "func.func @main() -> f32 {\n  %z = arith.constant 0.0 : f32\n  return %z : f32\n}\n"
    d, r, _, _ = json_compare(tmp_path, zero, zero.replace("0.0 : f32", "-0.0 : f32"), "--fp-tolerance=1")
    assert (r.returncode, d["difference"]["rounding"], d["difference"]["before"], d["difference"]["after"]) == (5, False, "0", "-0")


def test_json_strings_escape_quotes_tabs_and_newlines(tmp_path):
    prog = 'func.func @main() {\n  vector.print str "say \\"hi\\"\\there\\n"\n  return\n}\n'
    d, r, _, _ = json_compare(tmp_path, prog, prog.replace("hi", "ho"))
    assert r.returncode == 5
    assert (d["difference"]["before"], d["difference"]["after"]) == ('say "hi"\there', 'say "ho"\there')
    # the detail is the human one-line text, with its own escapes, itself escaped in JSON
    assert d["detail"] == 'printed output line 1: BEFORE "say \\"hi\\"\\there" AFTER "say \\"ho\\"\\there"'
    assert '\\"say \\\\\\"hi' in r.stdout   # the raw JSON line
    assert r.stdout.count("\n") == 1   # one object, one line


def test_fp_tolerance_needs_compare_and_a_number(tmp_path):
    r, _, _ = compare(tmp_path, LOOP, LOOP, "--fp-tolerance=abc")
    assert r.returncode == 1 and "'abc' is not a relative tolerance" in r.stderr
    r, _, _ = compare(tmp_path, LOOP, LOOP, "--fp-tolerance=-1")
    assert r.returncode == 1 and "'-1' is not a relative tolerance" in r.stderr
    p = tmp_path / "p.mlir"
    p.write_text(LOOP)
    r = run_interp(str(p), "--fp-tolerance=1e-5")
    assert r.returncode == 1 and "--fp-tolerance only applies to --compare" in r.stderr


def run_mlir_opt(tmp_path, prog, *passes):
    """Writes prog, runs mlir-opt-22 with the passes; returns (before path, after path)."""
    need_mlir_opt()
    before, after = tmp_path / "original.mlir", tmp_path / "output.mlir"
    before.write_text(prog)
    opt = subprocess.run(["mlir-opt-22", str(before), *passes], capture_output=True, text=True)
    assert opt.returncode == 0, opt.stderr
    after.write_text(opt.stdout)
    return str(before), str(after)


def test_json_rounding_from_super_vectorize_reductions(tmp_path):
    # issue 28: vectorize-reductions sums 4 lanes apart, then reduces them:
    # a reassociation, the f32 sum's last bits change (32.3339 -> 32.333897)
    prog = """
func.func @main(%m: memref<64xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 64 iter_args(%a = %z) -> f32 {
    %x = affine.load %m[%i] : memref<64xf32>
    %t = arith.addf %a, %x : f32
    affine.yield %t : f32
  }
  return %s : f32
}
"""
    before, after = run_mlir_opt(tmp_path, prog, "--affine-super-vectorize=virtual-vector-size=4 vectorize-reductions=true")
    assert "vector.reduction" in open(after).read()
    r = run_interp("--compare", before, after, "--json", "--args", "random:3")
    [d] = json_lines(r)
    assert (r.returncode, d["verdict"], d["difference"]["where"]) == (5, "different", "result 0"), r.stdout
    assert (d["difference"]["before"], d["difference"]["after"]) == ("32.3339", "32.333897")
    assert d["difference"]["rounding"] is True and 0 < d["difference"]["max_rel_error"] < 1e-6
    r = run_interp("--compare", before, after, "--args", "random:3", "--fp-tolerance=1e-5")
    assert (r.returncode, r.stderr) == (0, "")


def test_json_permutation_from_loop_tile_reordering_prints(tmp_path):
    # issue 28: tiling a 2-D nest that prints reorders the prints (SPEC_NOTES "Print order")
    prog = """
func.func @main() {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %x = arith.index_cast %i : index to i32
      %y = arith.index_cast %j : index to i32
      %c = arith.constant 10 : i32
      %p = arith.muli %x, %c : i32
      %s = arith.addi %p, %y : i32
      vector.print %s : i32
    }
  }
  return
}
"""
    before, after = run_mlir_opt(tmp_path, prog, "--affine-loop-tile=tile-size=2")
    r = run_interp("--compare", before, after, "--json")
    [d] = json_lines(r)
    assert (r.returncode, d["verdict"]) == (5, "different"), r.stdout
    assert d["difference"] == {"what": "printed", "where": "printed output line 3", "before": "2", "after": "10",
                               "count": 8, "permutation": True, "rounding": False, "max_rel_error": None}
