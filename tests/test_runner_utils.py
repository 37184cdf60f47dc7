"""The runner utilities a program declares and calls (the functions of
libmlir_runner_utils / libmlir_c_runner_utils that affine-interp has built
in): rtclock and printFlops here, against mlir-runner-22 when installed."""
import subprocess

from conftest import MLIR_OPT, run_interp

TIMED = """func.func private @printFlops(f64)
func.func private @rtclock() -> f64
func.func @main() {
  %t0 = call @rtclock() : () -> f64
  %x = arith.constant 2.5e9 : f64
  call @printFlops(%x) : (f64) -> ()
  %t1 = call @rtclock() : () -> f64
  %d = arith.subf %t1, %t0 : f64
  %z = arith.constant 0.0 : f64
  %ok = arith.cmpf oge, %d, %z : f64
  vector.print %ok : i1
  %big = arith.cmpf ogt, %t0, %z : f64
  vector.print %big : i1
  return
}
"""
LIBS = "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1,/usr/lib/llvm-22/lib/libmlir_runner_utils.so.22.1"


def test_rtclock_and_print_flops(tmp_path):
    p = tmp_path / "timed.mlir"
    p.write_text(TIMED)
    r = run_interp(str(p))
    assert r.returncode == 0, r.stderr
    assert r.stdout == "1\n1\n" and r.stderr == "2.500000 GFLOPS\n", (r.stdout, r.stderr)
    if MLIR_OPT:
        low = subprocess.run([MLIR_OPT, str(p), "-test-lower-to-llvm"], capture_output=True, text=True, check=True)
        ref = subprocess.run(["mlir-runner-22", "-e", "main", "-entry-point-result=void", f"-shared-libs={LIBS}"],
                             input=low.stdout, capture_output=True, text=True, timeout=120)
        assert (ref.stdout, ref.stderr) == (r.stdout, r.stderr)


def test_redefinition_of_a_symbol_is_rejected_as_mlir_opt_does(tmp_path):
    p = tmp_path / "twice.mlir"
    p.write_text("func.func @f() {\n  return\n}\nmemref.global \"private\" @g : memref<2xf32>\n"
                 "func.func @f() {\n  return\n}\n")
    r = run_interp(str(p), "--entry", "f")
    assert r.returncode == 2, r.stderr
    lines = r.stderr.splitlines()
    assert lines[0] == f"{p}:5:1: error: redefinition of symbol named 'f'", lines
    assert f"{p}:1:1: note: see existing symbol definition here" in lines
    if MLIR_OPT:
        ref = subprocess.run([MLIR_OPT, str(p)], capture_output=True, text=True)
        assert ref.returncode == 1 and "5:1: error: redefinition of symbol named 'f'" in ref.stderr


def test_a_missing_entry_names_the_functions_there_are(tmp_path):
    p = tmp_path / "two.mlir"
    p.write_text("func.func private @d()\nfunc.func @alpha() {\n  return\n}\nfunc.func @beta() {\n  return\n}\n")
    r = run_interp(str(p))
    assert r.returncode == 1
    assert r.stderr == f"{p}: error: no function named 'main' to run (the module defines @alpha, @beta)\n"
    r = run_interp(str(p), "--entry", "d")
    assert "it is only declared (the module defines @alpha, @beta)" in r.stderr
