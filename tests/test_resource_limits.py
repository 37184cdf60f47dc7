"""--max-steps, --max-memory and --max-call-depth: past each limit the run
stops with exit code 4 and a diagnostic at the op that crossed it; within
them the same program runs to the end."""
import pytest

LOOP = """
func.func @main() {
  %z = arith.constant 0 : i64
  %r = affine.for %i = 0 to 1000000 iter_args(%a = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %s = arith.addi %a, %ii : i64
    affine.yield %s : i64
  }
  vector.print %r : i64
  return
}
"""

ALLOC = """
func.func @main() {
  %m = memref.alloc() : memref<1024x1024xf64>
  %c = arith.constant 1.0 : f64
  affine.store %c, %m[0, 0] : memref<1024x1024xf64>
  %v = affine.load %m[0, 0] : memref<1024x1024xf64>
  vector.print %v : f64
  memref.dealloc %m : memref<1024x1024xf64>
  return
}
"""

RECURSION = """
func.func @down(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> (index) {
    scf.yield %c0 : index
  } else {
    %m = arith.subi %n, %c1 : index
    %x = func.call @down(%m) : (index) -> index
    %y = arith.addi %x, %c1 : index
    scf.yield %y : index
  }
  return %r : index
}
func.func @main() {
  %n = arith.constant 500 : index
  %r = func.call @down(%n) : (index) -> index
  vector.print %r : index
  return
}
"""


def write(tmp_path, text):
    p = tmp_path / "p.mlir"
    p.write_text(text)
    return str(p)


@pytest.mark.parametrize("text,option,small,big,message,line", [
    (LOOP, "--max-steps", "1000", "10000000", "step limit reached (--max-steps 1000)", 4),
    (ALLOC, "--max-memory", "1000000", "100000000", "memory limit reached: allocating 8388608 bytes", 3),
    (RECURSION, "--max-call-depth", "100", "1000", "call depth limit reached (100 nested calls)", 10),
])
def test_limit_stops_with_exit_4_and_a_diagnostic(interp, tmp_path, text, option, small, big, message, line):
    path = write(tmp_path, text)
    r = interp(path, option, small)
    assert r.returncode == 4, r.stderr
    assert message in r.stderr
    assert f"p.mlir:{line}:" in r.stderr.splitlines()[0], r.stderr
    ok = interp(path, option, big)
    assert ok.returncode == 0, ok.stderr


def test_bad_limit_values_are_usage_errors(interp, tmp_path):
    path = write(tmp_path, LOOP)
    for bad in ("0", "-5", "many"):
        r = interp(path, "--max-steps", bad)
        assert r.returncode == 1 and "is not a positive number" in r.stderr
    r = interp(path, "--max-steps")
    assert r.returncode == 1 and "needs a number" in r.stderr


def test_defaults_run_the_benchmark_sized_loop(interp, tmp_path):
    r = interp(write(tmp_path, LOOP))
    assert r.returncode == 0 and r.stdout == "499999500000\n"
