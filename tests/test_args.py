"""--args: every argument form builds the value the issue describes, results
are printed as the runner prints them, and each bad argument gets its error
(exit 1) naming the argument."""
import re

import pytest

ADDR = re.compile(r"base@ = 0x[0-9a-f]+")

KERNEL = """
func.func @k(%m: memref<?x3xf32>, %s: f32, %n: index, %i: i8) -> (f32, index, i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1, %c0] : memref<?x3xf32>
  %r = arith.addf %v, %s : f32
  memref.store %r, %m[%c0, %c0] : memref<?x3xf32>
  return %r, %n, %i : f32, index, i8
}
"""


def run(interp, tmp_path, *args):
    p = tmp_path / "k.mlir"
    p.write_text(KERNEL)
    return interp(str(p), "--entry", "k", "--args", *args, "--print-args")


@pytest.mark.parametrize("init,row1", [
    ("2x3:zeros", "[0,   0,   0]"),
    ("2x3:ones", "[1,   1,   1]"),
    ("2x3:fill:2.5", "[2.5,   2.5,   2.5]"),
    ("2x3:iota", "[3,   4,   5]"),
    ("2x3:[[1,2,3],[4,5,6]]", "[4,   5,   6]"),
])
def test_memref_initializers(interp, tmp_path, init, row1):
    r = run(interp, tmp_path, init, "0.5", "7", "-3")
    assert r.returncode == 0, r.stderr
    assert row1 in r.stdout


def test_results_and_scalars(interp, tmp_path):
    r = run(interp, tmp_path, "2x3:iota", "0.5", "7", "-3")
    lines = r.stdout.splitlines()
    assert lines[:3] == ["3.5", "7", "-3"]
    assert "sizes = [2, 3]" in r.stdout


def test_random_is_deterministic_and_in_range(interp, tmp_path):
    a, b, c = (ADDR.sub("", run(interp, tmp_path, "2x3:random:" + seed, "0", "0", "0").stdout)
               for seed in ("42", "42", "43"))
    assert a == b and a != c


def test_float_bit_patterns_and_specials(interp, tmp_path):
    r = run(interp, tmp_path, "2x3:zeros", "0x3fc00000", "0", "0")
    assert r.stdout.splitlines()[0] == "1.5"
    r = run(interp, tmp_path, "2x3:zeros", "inf", "0", "0")
    assert r.stdout.splitlines()[0] == "inf"


@pytest.mark.parametrize("args,message", [
    (["2x3:zeros", "0.5", "7"], "takes 4 arguments but --args gives 3"),
    (["zeros", "0.5", "7", "1"], "argument 0 of @k: the type has dynamic dimensions"),
    (["2x4:zeros", "0.5", "7", "1"], "dimension 1 is 3 in the type but 4 in the shape"),
    (["2x3:zeros", "abc", "7", "1"], "argument 1 of @k: 'abc' is not a valid literal"),
    (["2x3:zeros", "0.5", "7", "1000"], "argument 3 of @k"),
    (["2x3:bogus", "0.5", "7", "1"], "unknown initializer 'bogus'"),
    (["2x3:[[1,2],[3,4]]", "0.5", "7", "1"], "dimension 1 has 2 elements in the list but 3 in the shape"),
])
def test_bad_arguments(interp, tmp_path, args, message):
    r = run(interp, tmp_path, *args)
    assert r.returncode == 1
    assert message in r.stderr


def test_a_0d_memref_takes_its_one_element_in_brackets(interp, tmp_path):
    p = tmp_path / "z.mlir"
    p.write_text("func.func @z(%m: memref<f32>) -> f32 {\n  %v = memref.load %m[] : memref<f32>\n"
                 "  return %v : f32\n}\n")
    r = interp(str(p), "--entry", "z", "--args", "[ 2.5 ]")
    assert r.returncode == 0 and r.stdout.strip() == "2.5", r.stdout + r.stderr
    r = interp(str(p), "--entry", "z", "--args", "[2.5, 3]")
    assert r.returncode == 1 and "a 0-d memref takes one element" in r.stderr, r.stderr
