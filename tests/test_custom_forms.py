"""Custom forms of each in-scope dialect: the generic form affine-interp
prints is pinned (offline), and, when mlir-opt-22 is present, mlir-opt-22
reads it back into exactly what it makes of the original."""
import glob
import os
import subprocess

import pytest

from conftest import MLIR_OPT, ROOT, need_mlir_opt

CASES = sorted(glob.glob(os.path.join(ROOT, "tests", "data", "custom_forms", "*.mlir")))


@pytest.mark.parametrize("path", CASES, ids=os.path.basename)
def test_generic_form_is_pinned(interp, path):
    r = interp(path, "--print-generic")
    assert r.returncode == 0, r.stderr
    with open(path[:-len(".mlir")] + ".generic") as f:
        assert r.stdout == f.read()


@pytest.mark.parametrize("path", CASES, ids=os.path.basename)
def test_mlir_opt_reads_back_the_same_program(interp, path):
    need_mlir_opt()
    r = interp(path, "--print-generic")
    assert r.returncode == 0, r.stderr
    direct = subprocess.run([MLIR_OPT, path], capture_output=True, text=True)
    via_us = subprocess.run([MLIR_OPT, "-"], input=r.stdout, capture_output=True, text=True)
    assert direct.returncode == 0, direct.stderr
    assert via_us.stdout == direct.stdout, via_us.stderr


BAD = [
    ("scf.for %i = %a to %a {\n}", "expected 'step'"),
    ("%v = vector.reduction <plus>, %w : vector<4xf32> into f32", "expected vector combining kind"),
    ("%v = vector.transfer_read %m[%a], %f : memref<4xf32>, f32", "expected vector type"),
    ("cf.assert %c, 42", "expected string"),
    ("vector.splat %f : vector<4xf32>", "custom op 'vector.splat' is unknown"),
]


@pytest.mark.parametrize("body,message", BAD)
def test_malformed_custom_forms_are_rejected_with_a_location(interp, body, message):
    src = ("func.func @f(%a: index, %c: i1, %f: f32, %w: vector<4xf32>, %m: memref<4xf32>) {\n"
           + body + "\n  return\n}\n")
    r = interp("-", "--print-generic", input=src)
    assert r.returncode == 2
    assert "<stdin>:" in r.stderr and "error:" in r.stderr
    assert message in r.stderr
