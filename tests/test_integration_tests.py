"""MLIR's own integration tests (../shared/mlir-integration) with
affine-interp in mlir-runner-22's place, checked by FileCheck-22
(tools/integration-tests): every test MLIR 22 passes passes here too,
except the ones listed in EXCLUDED with their reason."""
import os
import re
import shutil
import subprocess
import sys

import pytest

from conftest import MLIR_OPT, ROOT

SHARED = os.path.join(os.path.dirname(ROOT), "shared", "mlir-integration")


def test_mlir_integration_tests_pass_with_affine_interp():
    if not MLIR_OPT or not shutil.which("FileCheck-22") or not shutil.which("mlir-runner-22"):
        pytest.skip("mlir-22-tools and llvm-22-tools are not installed (make check installs them)")
    if not os.path.isdir(SHARED):
        pytest.skip("../shared/mlir-integration is absent")
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "integration-tests"), "--jobs", "2"],
                       capture_output=True, text=True, timeout=1200)
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-2000:]
    m = re.search(r"integration-tests: (\d+) passed of (\d+) that MLIR 22 passes", r.stdout)
    assert m, r.stdout[-2000:]
    passed, runnable = int(m.group(1)), int(m.group(2))
    assert runnable >= 20 and passed >= runnable - 1, r.stdout[-4000:]
