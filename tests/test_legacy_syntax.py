"""--legacy-syntax and --upgrade (issue 19, SPEC_NOTES "Legacy syntax"):
each earlier form of seeds 000, 003 and 004 is refused without the option
by an error that names it and points at it, read with it as today's op or
attribute, and printed by --upgrade in a form mlir-opt-22 reads."""
import os
import subprocess

import pytest

from conftest import MLIR_OPT, ROOT, need_mlir_opt, run_interp

FUNC = "func.func @main() {{\n{body}\n  return\n}}\n"

# (program, line:col of the error without the option, the message's words)
CASES = {
    "bare map alias": ("#m = (d0)[s0] -> (d0 + s0)\n" + FUNC.format(body="  %c = arith.constant 1 : index\n"
                       "  %a = affine.apply #m (%c)[%c]"),
                       "1:6", "bare affine map '(d0)[s0] -> (d0 + s0)' is legacy syntax; write "
                       "affine_map<(d0)[s0] -> (d0 + s0)> or use --legacy-syntax"),
    "bare set alias": ("#s = (d0) : (d0 >= 0,\n   -d0 + 9 >= 0)\n" + FUNC.format(body="  %c = arith.constant 1 : index\n"
                       "  affine.if #s (%c) {\n  }"),
                       "1:6", "bare integer set '(d0) : (d0 >= 0, -d0 + 9 >= 0)' is legacy syntax; write "
                       "affine_set<(d0) : (d0 >= 0, -d0 + 9 >= 0)>"),
    "inline map in affine.apply": (FUNC.format(body="  %c = arith.constant 1 : index\n"
                                   "  %a = affine.apply (i)[s0] -> (i+s0) (%c)[%c]"),
                                   "3:21", "bare affine map '(i)[s0] -> (i+s0)' is legacy syntax"),
    "inline map in a bound": (FUNC.format(body="  %c = arith.constant 1 : index\n"
                              "  affine.for %i = (d0) -> (d0) (%c) to 4 {\n  }"),
                              "3:19", "bare affine map '(d0) -> (d0)' is legacy syntax"),
    "map in a memref layout": ("func.func private @ext(memref<4xf32, (d0) -> (d0 * 2)>)\n" + FUNC.format(body=""),
                               "1:38", "bare affine map '(d0) -> (d0 * 2)' is legacy syntax"),
    "func": ("func @main() {\n  return\n}\n", "1:1", "'func' is legacy syntax; write 'func.func' or use --legacy-syntax"),
    "constant": (FUNC.format(body="  %c = constant 1.5 : f32\n  vector.print %c : f32"), "2:8",
                 "'constant' is legacy syntax; write 'arith.constant'"),
    "alloc": (FUNC.format(body="  %m = alloc() : memref<4xf32>"), "2:8", "'alloc' is legacy syntax; write 'memref.alloc'"),
    "addf": (FUNC.format(body="  %c = arith.constant 1.5 : f32\n  %d = addf %c, %c : f32\n  vector.print %d : f32"),
             "3:8", "'addf' is legacy syntax; write 'arith.addf'"),
    "load": (FUNC.format(body="  %m = memref.alloca() : memref<1xf32>\n  %c0 = arith.constant 0 : index\n"
                              "  %v = load %m[%c0] : memref<1xf32>"), "4:8", "'load' is legacy syntax; write 'memref.load'"),
    "dim with a literal index": (FUNC.format(body="  %m = memref.alloca() : memref<4xf32>\n"
                                 "  %n = memref.dim %m, 0 : memref<4xf32>\n  vector.print %n : index"),
                                 "3:23", "the literal index 0 of 'dim' is legacy syntax; write an SSA value of index type"),
    "affine.terminator": (FUNC.format(body="  affine.for %i = 0 to 2 {\n    \"affine.terminator\"() : () -> ()\n  }"),
                          "3:5", "'affine.terminator' is legacy syntax; write 'affine.yield'"),
    "vector.reduction string kind": (FUNC.format(body="  %v = arith.constant dense<1.5> : vector<4xf32>\n"
                                     "  %r = vector.reduction \"add\", %v : vector<4xf32> into f32\n"
                                     "  vector.print %r : f32"),
                                     "3:25", "the string \"add\" in vector.reduction is legacy syntax; write the kind as <add>"),
}


def write(tmp_path, text):
    p = tmp_path / "p.mlir"
    p.write_text(text)
    return str(p)


@pytest.mark.parametrize("name", sorted(CASES))
def test_refused_without_the_option(tmp_path, name):
    text, pos, words = CASES[name]
    path = write(tmp_path, text)
    r = run_interp(path)
    assert r.returncode == 2, r.stderr
    first = r.stderr.splitlines()[0]
    assert first.startswith(f"{path}:{pos}: error: ") and words in first, first


@pytest.mark.parametrize("name", sorted(CASES))
def test_read_with_the_option_and_upgraded(tmp_path, name):
    path = write(tmp_path, CASES[name][0])
    r = run_interp(path, "--legacy-syntax")
    assert r.returncode == 0, r.stderr
    up = run_interp(path, "--upgrade")
    assert up.returncode == 0, up.stderr
    again = run_interp(write(tmp_path, up.stdout))   # today's syntax: no option needed
    assert again.returncode == 0 and again.stdout == r.stdout, again.stderr
    if MLIR_OPT:
        opt = subprocess.run([MLIR_OPT, "-o", os.devnull], input=up.stdout, capture_output=True, text=True)
        assert opt.returncode == 0, opt.stderr


def test_upgrade_names_the_ops_of_today(tmp_path):
    path = write(tmp_path, "func @f(%m: memref<?xf32>) -> index {\n  %n = dim %m, 0 : memref<?xf32>\n"
                           "  %c = constant 2 : index\n  %s = addi %n, %c : index\n  return %s : index\n}\n")
    up = run_interp(path, "--upgrade")
    assert up.returncode == 0, up.stderr
    for name in ('"func.func"', '"memref.dim"', '"arith.constant"', '"arith.addi"', '"func.return"'):
        assert name in up.stdout
    assert '<{value = 0 : index}>' in up.stdout   # the literal index became a constant


def test_today_meaning_wins_where_a_name_still_has_one(tmp_path):
    """`constant @f` in a function is func.constant, `return` func.return:
    --legacy-syntax does not turn them into arith ops."""
    path = write(tmp_path, "func.func @g() {\n  return\n}\nfunc.func @main() {\n"
                           "  %f = constant @g : () -> ()\n  call_indirect %f() : () -> ()\n  return\n}\n")
    plain, legacy = run_interp(path, "--print-generic"), run_interp(path, "--legacy-syntax", "--print-generic")
    assert plain.returncode == 0 and plain.stdout == legacy.stdout and '"func.constant"' in plain.stdout


def test_a_function_type_attribute_is_still_a_type(tmp_path):
    """'(' starts a bare map only where it cannot start a type."""
    path = write(tmp_path, '"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({\n'
                           '^bb0(%a: i32):\n  "func.return"(%a) : (i32) -> ()\n}) : () -> ()\n')
    assert run_interp(path, "--print-generic").returncode == 0


def test_upgrade_and_compare_do_not_mix(tmp_path):
    path = write(tmp_path, FUNC.format(body=""))
    r = run_interp("--compare", path, path, "--upgrade")
    assert r.returncode == 1 and "--upgrade cannot be combined with --compare" in r.stderr


def test_compare_reads_legacy_programs(tmp_path):
    legacy = write(tmp_path, "func @main() {\n  %c = constant 2.5 : f32\n  vector.print %c : f32\n  return\n}\n")
    today = tmp_path / "today.mlir"
    today.write_text(FUNC.format(body="  %c = arith.constant 2.5 : f32\n  vector.print %c : f32"))
    assert run_interp("--compare", legacy, str(today), "--legacy-syntax").returncode == 0
    assert run_interp("--compare", legacy, str(today)).returncode == 2


def test_the_seed_programs_of_the_suite_upgrade_for_mlir_opt():
    need_mlir_opt()
    d = os.path.join(ROOT, "conformance", "legacy")
    for f in sorted(os.listdir(d)):
        if f.endswith(".mlir"):
            up = run_interp(os.path.join(d, f), "--upgrade")
            assert up.returncode == 0, up.stderr
            r = subprocess.run([MLIR_OPT, "-o", os.devnull], input=up.stdout, capture_output=True, text=True)
            assert r.returncode == 0, (f, r.stderr)


def test_nothing_may_follow_a_terminator(tmp_path):
    """MLIR's IsTerminator trait (found by seed 002's lone `return` lines)."""
    path = write(tmp_path, "func.func @main() {\n  return\n  return\n}\n")
    r = run_interp(path)
    assert r.returncode == 2
    assert r.stderr.startswith(f"{path}:2:3: error: 'func.return' op must be the last operation in the parent block")
    if MLIR_OPT:
        opt = subprocess.run([MLIR_OPT, path], capture_output=True, text=True)
        assert opt.returncode == 1 and "2:3: error: 'func.return' op must be the last operation in the parent block" \
            in opt.stderr, opt.stderr


def test_verify_diagnostics_reads_legacy_syntax(tmp_path):
    path = write(tmp_path, "func @f() {\n  %m = alloc() : memref<4xf32>\n"
                           "  // expected-error@+1 {{'memref.load' op incorrect number of indices for load}}\n"
                           "  %v = load %m[] : memref<4xf32>\n  return\n}\n")
    r = run_interp(path, "--verify-diagnostics", "--legacy-syntax")
    assert r.returncode == 0, r.stderr
    r = run_interp(path, "--verify-diagnostics")
    assert r.returncode == 1 and "'func' is legacy syntax" in r.stderr
