"""conformance/mlir-bugs/: minimal programs on which an affine pass of
MLIR 22 changes the meaning (wrong-output), crashes (crash), or emits a
program with undefined behaviour (undefined-output: affine-interp stops
with exit 3 on it), or emits IR MLIR's own verifier rejects
(invalid-output).  Each file
names its kind and pass in its header.  affine-interp runs the original and
prints its expected output (from the reference command); with MLIR
installed, the bug is shown to be still there: the pass crashes, or the
reference run of the pass output prints something else, which is what
affine-interp prints for that pass output too (so the difference is the
pass's, not ours).  When MLIR fixes one, its test fails: move it out."""
import glob
import os
import re
import subprocess
import sys

import pytest

from conftest import ROOT, need_mlir_opt

sys.path.insert(0, os.path.join(ROOT, "tools"))
from reference import reference, normalize_nan  # noqa: E402

BUGS = sorted(glob.glob(os.path.join(ROOT, "conformance", "mlir-bugs", "*.mlir")))


def header(path):
    text = open(path).read()
    kind = re.search(r"^// MLIR-BUG: (\S+)", text, re.M).group(1)
    pass_args = re.search(r"^// PASS: (.+)$", text, re.M).group(1).strip()
    return kind, pass_args


@pytest.mark.parametrize("path", BUGS, ids=os.path.basename)
def test_the_original_runs_as_the_reference_ran_it(interp, path):
    r = interp(path)
    assert r.returncode == 0, r.stderr
    assert normalize_nan(r.stdout) == normalize_nan(open(path[:-5] + ".expected").read())


@pytest.mark.parametrize("path", BUGS, ids=os.path.basename)
def test_the_pass_still_breaks_it(interp, path, tmp_path):
    need_mlir_opt()
    kind, pass_args = header(path)
    assert kind in ("wrong-output", "crash", "undefined-output", "invalid-output")
    opt = subprocess.run(["mlir-opt-22", path, pass_args], capture_output=True, text=True)
    if kind == "crash":
        assert opt.returncode != 0 and "Stack dump" in opt.stderr
        return
    if kind == "invalid-output":   # the pass makes IR that MLIR's own verifier rejects
        assert opt.returncode != 0 and "error:" in opt.stderr and "Stack dump" not in opt.stderr
        return
    assert opt.returncode == 0, opt.stderr
    out = tmp_path / "after.mlir"
    out.write_text(opt.stdout)
    if kind == "undefined-output":
        r = interp(str(out))
        assert r.returncode == 3 and "undefined behaviour" in r.stderr.split("\n")[0], r.stderr
        return
    ref, err = reference(str(out))
    assert ref is not None, err
    expected = normalize_nan(open(path[:-5] + ".expected").read())
    assert normalize_nan(ref) != expected, "MLIR prints the right output now: the bug is fixed"
    r = interp(str(out))
    assert r.returncode == 0, r.stderr
    assert normalize_nan(r.stdout) == normalize_nan(ref)
