"""Shared fixtures: how to run affine-interp (plain, under ASan, or under
valgrind through AFFINE_INTERP_WRAPPER) and where MLIR's tests are."""
import os
import shlex
import shutil
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.environ.get("AFFINE_INTERP", os.path.join(ROOT, "build", "affine-interp"))
if not os.path.isabs(BINARY):
    BINARY = os.path.join(ROOT, BINARY)
WRAPPER = shlex.split(os.environ.get("AFFINE_INTERP_WRAPPER", ""))
SHARED_TESTS = os.path.join(os.path.dirname(ROOT), "shared", "mlir-tests")
MLIR_OPT = shutil.which("mlir-opt-22")


def interp_command(*args):
    return WRAPPER + [BINARY, *args]


def run_interp(*args, input=None, timeout=120):
    """Runs affine-interp; returns CompletedProcess with text output."""
    return subprocess.run(interp_command(*args), input=input, capture_output=True,
                          text=True, errors="replace", timeout=timeout)


@pytest.fixture
def interp():
    return run_interp


def need_mlir_opt():
    if not MLIR_OPT:
        pytest.skip("mlir-opt-22 is not installed (make check installs it)")


def need_shared_tests():
    if not os.path.isdir(SHARED_TESTS):
        pytest.skip("../shared/mlir-tests is absent")
