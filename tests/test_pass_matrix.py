"""Every conformance program, transformed by each affine pass of the parser
issue (tools/pass-matrix runs mlir-opt-22 on it), runs under affine-interp
and prints the original's expected output.  The pairs where it does not are
MLIR's bugs, each kept in conformance/mlir-bugs/ with a minimal reproducer:
for them the reference itself, run on the pass output, prints what
affine-interp prints (the tool checks that before calling a pair
'pass-changed-output')."""
import os
import subprocess

import pytest

from conftest import ROOT, BINARY, need_mlir_opt

TOOL = os.path.join(ROOT, "tools", "pass-matrix")
PASSES = ["lower-affine", "tile", "unroll", "unroll-jam", "super-vectorize", "data-copy-dma", "data-copy",
          "pipeline-data-transfer", "parallelize", "scalrep", "fusion", "canonicalize"]

# (verdict, pass, program) -> the reproducer in conformance/mlir-bugs/
KNOWN_MLIR_BUGS = {
    ("pass-changed-output", "unroll", "conformance/affine_for/iter_args.mlir"):
        "unroll_iter_args_yielding_an_iter_arg.mlir",
    ("pass-failed", "super-vectorize", "conformance/affine_for/iter_args.mlir"):
        "super_vectorize_integer_iter_args_reduction_crash.mlir",
}


@pytest.mark.parametrize("pass_name", PASSES)
def test_pass_outputs_print_the_originals_output(pass_name, tmp_path):
    need_mlir_opt()
    env = dict(os.environ, AFFINE_INTERP=BINARY)
    r = subprocess.run([TOOL, "--passes", pass_name, "--keep", str(tmp_path)], capture_output=True, text=True,
                       env=env, timeout=900)
    unexplained = []
    for line in r.stdout.splitlines():
        parts = line.split()
        if len(parts) < 3 or parts[1] != pass_name:
            continue
        key = (parts[0], parts[1], parts[2])
        bug = KNOWN_MLIR_BUGS.get(key)
        if bug and os.path.exists(os.path.join(ROOT, "conformance", "mlir-bugs", bug)):
            continue
        unexplained.append(line)
    assert not unexplained, "\n".join(unexplained)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    summary = [l for l in r.stdout.splitlines() if l.startswith(pass_name + " ")]
    assert summary and int(summary[-1].split()[1]) >= 70, r.stdout[-2000:]
