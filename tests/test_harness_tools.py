"""The differential tools of issue 7 on small inputs: tools/compiled-run
builds arguments as --args does, tools/difftest compares, and the harness
over ../shared/mlir-tests runs (on one file, one backend: the whole run is
make mlir-tests-harness)."""
import os
import subprocess

from conftest import ROOT, need_mlir_opt, need_shared_tests

TOOLS = os.path.join(ROOT, "tools")
EXAMPLE = os.path.join(ROOT, "examples", "matmul.mlir")


def tool(name, *args, timeout=600):
    return subprocess.run([os.path.join(TOOLS, name), *args], capture_output=True, text=True, timeout=timeout)


def test_difftest_agrees_on_random_arguments():
    need_mlir_opt()
    r = tool("difftest", EXAMPLE, "--entry", "matmul", "--args", "random:5", "random:7", "zeros", "4", "--print-args",
             "--backends", "jit-O0,jit-O3")
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.count(": agree") == 2


def test_difftest_reports_a_difference_and_lets_nans_agree(tmp_path):
    need_mlir_opt()
    p = tmp_path / "twice.mlir"
    p.write_text("func.func @f(%x: f32) -> f32 {\n  %y = arith.addf %x, %x : f32\n  return %y : f32\n}\n")
    r = tool("difftest", str(p), "--entry", "f", "--args", "0x7fc00001", "--backends", "jit-O0")
    assert r.returncode == 0 and "jit-O0: agree" in r.stdout, r.stdout   # NaNs equal whatever the payload
    # an interpreter that prints something else must be caught, at its line
    fake = tmp_path / "fake-interp"
    fake.write_text("#!/bin/sh\necho 3.5\n")
    fake.chmod(0o755)
    env = dict(os.environ, AFFINE_INTERP=str(fake))
    r = subprocess.run([os.path.join(TOOLS, "difftest"), str(p), "--entry", "f", "--args", "1.5", "--backends",
                        "jit-O0"], capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 1
    assert "disagree: first difference at line 1: affine-interp '3.5' vs jit-O0 '3'" in r.stdout, r.stdout
    r = subprocess.run([os.path.join(TOOLS, "difftest"), str(p), "--entry", "f", "--args", "1.5", "--ulp", "4",
                        "--backends", "jit-O0"], capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 1, "3.5 and 3 are far more than 4 ulps apart"


def test_compiled_run_says_not_lowerable_for_dma():
    need_mlir_opt()
    r = tool("compiled-run", os.path.join(ROOT, "tests", "dma", "passes", "matmul.cap1.mlir"))
    assert r.returncode == 5 and "not lowerable: affine.dma_start" in r.stderr


def test_harness_on_one_file(tmp_path):
    need_mlir_opt()
    need_shared_tests()
    r = tool("mlir-tests-harness", "--only", "Affine/load-store.mlir", "--backends", "jit-O0", "--report",
             str(tmp_path / "report.txt"))
    assert r.returncode == 0, r.stdout + r.stderr
    assert " agree" in r.stdout and "0 disagree (unexplained)" in r.stdout


UB_PROGRAM = """func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 5 {
    affine.store %c, %m[%i] : memref<4xf32>
  }
  memref.dealloc %m : memref<4xf32>
  return
}
"""

ENDLESS_PROGRAM = """func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %big = arith.constant 4000000000000 : index
  %m = memref.alloc() : memref<1xindex>
  memref.store %c0, %m[%c0] : memref<1xindex>
  scf.for %i = %c0 to %big step %c1 {
    %v = memref.load %m[%c0] : memref<1xindex>
    %x = arith.muli %v, %i : index
    %y = arith.addi %x, %c1 : index
    memref.store %y, %m[%c0] : memref<1xindex>
  }
  %r = memref.load %m[%c0] : memref<1xindex>
  vector.print %r : index
  memref.dealloc %m : memref<1xindex>
  return
}
"""


def test_difftest_gives_ub_programs_the_diagnostic_and_no_compiled_run(tmp_path):
    need_mlir_opt()
    p = tmp_path / "ub.mlir"
    p.write_text(UB_PROGRAM)
    r = tool("difftest", str(p), "--backends", "jit-O0", timeout=60)
    assert r.returncode == 3, r.stdout + r.stderr
    assert "ub.mlir:5:5: error: undefined behaviour [bounds]" in r.stderr
    assert "no compiled run" in r.stdout and "jit-O0" not in r.stdout
    assert "Traceback" not in r.stderr


def test_difftest_bounds_every_run_with_a_clean_message(tmp_path):
    need_mlir_opt()
    p = tmp_path / "endless.mlir"
    p.write_text(ENDLESS_PROGRAM)
    r = tool("difftest", str(p), "--backends", "jit-O0", "--timeout", "2", timeout=60)
    assert r.returncode == 1, r.stdout + r.stderr
    assert "timed out" in r.stdout and "Traceback" not in r.stderr


def test_pass_matrix_keeps_outputs_of_programs_elsewhere_apart(tmp_path):
    # two programs with one name in two folders outside conformance/: each
    # pass output has its own file inside the kept folder
    import importlib.machinery
    import importlib.util
    import sys
    if TOOLS not in sys.path:   # as when run as a script: its folder's modules (reference) import
        sys.path.insert(0, TOOLS)
    loader = importlib.machinery.SourceFileLoader("pass_matrix", os.path.join(TOOLS, "pass-matrix"))
    spec = importlib.util.spec_from_loader("pass_matrix", loader)
    pm = importlib.util.module_from_spec(spec)
    loader.exec_module(pm)
    a, b = tmp_path / "a" / "prog.mlir", tmp_path / "b" / "prog.mlir"
    na, nb = pm.output_name(str(a)), pm.output_name(str(b))
    assert na != nb and na.endswith("prog.mlir") and "/" not in na and ".." not in na
    assert pm.output_name(os.path.join(ROOT, "conformance", "affine_for", "x.mlir")) == os.path.join("affine_for", "x.mlir")


def test_a_compiled_run_past_its_limit_raises_timed_out(tmp_path):
    need_mlir_opt()
    import sys
    sys.path.insert(0, TOOLS)
    import compiled_backend as cb
    p = tmp_path / "endless.mlir"
    p.write_text(ENDLESS_PROGRAM)
    try:
        cb.run(str(p), "jit-O0", timeout=2)
    except cb.TimedOut as e:
        assert "longer than 2 s" in str(e)
    else:
        raise AssertionError("the endless program finished")
