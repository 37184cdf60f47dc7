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
