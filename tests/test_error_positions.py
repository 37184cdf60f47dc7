"""Static errors where mlir-opt-22 puts them (issue 19): every conformance
program the verifier rejects (EXPECT-EXIT: 2) has its first error at
mlir-opt-22's line:col, as tools/error-positions measures; and the tool's
classes mean what they say."""
import glob
import os
import re
import subprocess
import sys

import pytest

from conftest import ROOT, need_mlir_opt, run_interp

TOOL = os.path.join(ROOT, "tools", "error-positions")

# Rejected conformance programs whose first error is knowingly elsewhere than
# mlir-opt-22's, each with its reason.  Empty: every one matches.
EXCEPTIONS = {}


def rejected_programs():
    progs = []
    for path in sorted(glob.glob(os.path.join(ROOT, "conformance", "*", "*.mlir"))):
        if re.search(r"^// EXPECT-EXIT: 2$", open(path, errors="replace").read(), re.M):
            progs.append(path)
    return progs


def run_tool(*args, env=None):
    return subprocess.run([sys.executable, TOOL, *args], capture_output=True, text=True, timeout=900,
                          env=dict(os.environ, **(env or {})))


def test_there_are_rejected_programs_to_check():
    assert len(rejected_programs()) >= 10


def test_every_rejected_conformance_program_errs_where_mlir_opt_does():
    need_mlir_opt()
    progs = [p for p in rejected_programs() if os.path.basename(p) not in EXCEPTIONS]
    r = run_tool("--details", "position,accepted-invalid,false-reject,unsupported-op,crash", *progs)
    last = r.stdout.strip().splitlines()[-1]
    m = re.match(r"positions: (\d+)/(\d+) matched", last)
    assert m, r.stdout + r.stderr
    assert m.group(1) == m.group(2) == str(len(progs)), r.stdout


@pytest.mark.parametrize("path", sorted(glob.glob(os.path.join(ROOT, "tests", "data", "error_positions", "*.mlir"))),
                         ids=os.path.basename)
def test_error_cases_match_mlir_opt_case_by_case(path):
    need_mlir_opt()
    r = run_tool("--require-match", path)
    assert r.returncode == 0, r.stdout + r.stderr


def fake_interp(tmp_path, script):
    """An affine-interp stand-in that prints what SCRIPT says (sh)."""
    path = tmp_path / "fake-interp"
    path.write_text("#!/bin/sh\n" + script)
    path.chmod(0o755)
    return str(path)


CASES = '''\
// RUN: mlir-opt %s -split-input-file
func.func @f() {
  return 1
}
// -----
func.func @g() {
  return
}
'''


@pytest.mark.parametrize("script, classes", [
    # rejects both cases at 3:9 (where mlir-opt-22 rejects the first)
    ('echo "$1:3:9: error: expected operation name in quotes" >&2; exit 2\n', ["match", "false-reject"]),
    # rejects both at 1:1
    ('echo "$1:1:1: error: no" >&2; exit 2\n', ["position", "false-reject"]),
    # accepts both
    ('exit 0\n', ["accepted-invalid", "both-accept"]),
    # says it cannot run the ops
    ('echo "$1:1:1: error: \'x.y\' is not supported by affine-interp" >&2; exit 2\n',
     ["unsupported-op", "unsupported-op"]),
    # crashes
    ('kill -SEGV $$\n', ["crash", "crash"]),
])
def test_classes(tmp_path, script, classes):
    need_mlir_opt()
    f = tmp_path / "cases.mlir"
    f.write_text(CASES)
    r = run_tool("--details", "all", str(f), env={"AFFINE_INTERP": fake_interp(tmp_path, script)})
    got = re.findall(r"^([a-z-]+): .* case at line \d+$", r.stdout, re.M)
    assert got == classes, r.stdout + r.stderr


def test_require_match_fails_on_a_mismatch(tmp_path):
    need_mlir_opt()
    f = tmp_path / "cases.mlir"
    f.write_text(CASES.split("// -----")[0])
    bad = run_tool("--require-match", str(f), env={"AFFINE_INTERP": fake_interp(
        tmp_path, 'echo "$1:1:1: error: no" >&2; exit 2\n')})
    assert bad.returncode == 1, bad.stdout
    good = run_tool("--require-match", str(f))
    assert good.returncode == 0, good.stdout


def test_case_lines_keep_their_numbers_in_the_file(tmp_path):
    need_mlir_opt()
    f = tmp_path / "cases.mlir"
    f.write_text(CASES)
    r = run_tool("--details", "all", str(f))
    assert "case at line 1\n    mlir-opt:      3:9 " in r.stdout, r.stdout


def test_an_op_name_without_a_dot_is_an_unregistered_op():
    # mlir-opt-22 --allow-unregistered-dialect takes "unknown" as it takes
    # "foo.bar"; only the empty name is refused, at the op
    r = run_interp("--print-generic", "-", input='"unknown"() : () -> ()\n')
    assert r.returncode == 0, r.stderr
    r = run_interp("--print-generic", "-", input='""() : () -> ()\n')
    assert r.returncode == 2 and r.stderr.startswith("<stdin>:1:1: error: empty operation name is invalid"), r.stderr
