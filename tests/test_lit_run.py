"""The project's lit suites under the real lit of llvm-22-tools
(/usr/lib/llvm-22/bin/lit) with FileCheck-22 (tools/litcfg.py): the
conformance/lit/ programs, the conformance/mlir-bugs/ records (their RUN
lines made from their headers and NAME.expected), a suite written outside
the repository (as fuzz/triage writes for a campaign's reproducers), a
broken CHECK or a broken record failing, and tools/conformance running a
lit program through lit.  tools/litlib.py remains the RUN-line subset
tools/integration-tests uses."""
import glob
import importlib.machinery
import importlib.util
import os
import shutil
import sys

import pytest

from conftest import BINARY, ROOT

sys.path.insert(0, os.path.join(ROOT, "tools"))
import litcfg  # noqa: E402
import litlib  # noqa: E402

LIT_PROGRAMS = sorted(glob.glob(os.path.join(ROOT, "conformance", "lit", "*.mlir")))
BUGS = os.path.join(ROOT, "conformance", "mlir-bugs")


def need_lit():
    if not os.path.exists(litcfg.LIT):
        pytest.skip(f"{litcfg.LIT} is not installed (llvm-22-tools; make check installs it)")
    for tool in ("FileCheck-22", "mlir-opt-22", "mlir-runner-22"):
        if not shutil.which(tool):
            pytest.skip(f"{tool} is not installed (make check installs it)")


def lit(*args):
    return litcfg.run_lit(list(args), env={"AFFINE_INTERP": BINARY})


PROGRAM = """// RUN: affine-interp %s | FileCheck %s
// CHECK: 7
func.func @main() {
  %c = arith.constant 7 : i32
  vector.print %c : i32
  return
}
"""


def suite(tmp_path, files, fmt=None):
    """A lit suite in tmp_path: its lit.cfg.py (as fuzz/triage writes one)
    and the files {name: text}."""
    litcfg.write_suite_config(str(tmp_path), "probe", fmt=fmt, writer="tests/test_lit_run.py", what="probes")
    for name, text in files.items():
        p = tmp_path / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    return str(tmp_path)


def test_the_lit_of_llvm_22_tools_is_the_one_used():
    need_lit()
    r = litcfg.run_lit([], "--version")
    assert r.returncode == 0 and "lit 22." in r.stdout + r.stderr
    assert not os.path.exists(os.path.join(ROOT, "tools", "lit-run"))


def test_the_conformance_lit_suite_passes():
    need_lit()
    r = lit("-v", os.path.join(ROOT, "conformance", "lit"))
    assert r.returncode == 0, r.stdout + r.stderr
    assert f"Passed: {len(LIT_PROGRAMS)}" in r.stdout, r.stdout
    assert len(LIT_PROGRAMS) >= 3


def test_the_records_suite_passes_every_record():
    need_lit()
    records = glob.glob(os.path.join(BUGS, "*.mlir"))
    r = lit("-j", "2", BUGS)
    assert r.returncode == 0, r.stdout[-5000:] + r.stderr
    assert f"Passed: {len(records)}" in r.stdout, r.stdout


def test_a_broken_check_fails(tmp_path):
    need_lit()
    d = suite(tmp_path, {"good.mlir": PROGRAM, "bad.mlir": PROGRAM.replace("// CHECK: 7", "// CHECK: 8")})
    r = lit("-v", d)
    assert r.returncode == 1, r.stdout
    assert "PASS: probe :: good.mlir" in r.stdout and "FAIL: probe :: bad.mlir" in r.stdout
    assert "expected string not found in input" in r.stdout


def test_tool_names_are_substituted_as_words(tmp_path):
    """mlir-opt becomes mlir-opt-22, and mlir-opt-22 stays itself; `not
    --crash` is LLVM's not (on PATH), plain `not` lit's builtin."""
    need_lit()
    text = ("// RUN: mlir-opt %s | mlir-opt-22 | affine-interp | FileCheck %s\n"
            "// RUN: not affine-interp %s --entry nowhere\n"
            "// RUN: not --crash true || echo %mlir_c_runner_utils | FileCheck %s --check-prefix=LIB\n"
            "// LIB: libmlir_c_runner_utils.so.22.1\n") + PROGRAM.split("\n", 1)[1]
    r = lit("-a", suite(tmp_path, {"t.mlir": text}))
    assert r.returncode == 0, r.stdout
    assert "mlir-opt-22 " in r.stdout and "mlir-opt-22-22" not in r.stdout


def test_a_record_becomes_run_lines_of_its_class():
    cmds = litcfg.record_commands(os.path.join(BUGS, "unroll_up_to_factor_zero_trip_divides_by_zero.mlir"))
    assert cmds[0].startswith("affine-interp %s | sed ")
    assert "diff %t.expected %t.out" in cmds
    assert cmds[-1] == ("not --crash mlir-opt %s '--pass-pipeline=builtin.module(func.func(affine-loop-unroll"
                        "{unroll-factor=6 unroll-up-to-factor=true}))' --mlir-disable-threading")
    wrong = litcfg.record_commands(os.path.join(BUGS, "unroll_iter_args_yielding_an_iter_arg.mlir"))
    assert wrong[-1] == "not affine-interp --compare %s %t.after 2>&1 | FileCheck %t.check"
    ub = [p for p in glob.glob(os.path.join(BUGS, "*.mlir")) if "// MLIR-BUG: undefined-output" in open(p).read()]
    assert ub and any("CHECK: undefined behaviour [" in c for c in litcfg.record_commands(ub[0]))


def test_a_record_whose_claim_no_longer_holds_fails(tmp_path):
    """A record claiming a wrong output where the pass is right fails, and so
    does one whose .expected is not what the program prints."""
    need_lit()
    src = os.path.join(BUGS, "unroll_iter_args_yielding_an_iter_arg.mlir")
    text = open(src).read()
    expected = open(src[:-5] + ".expected").read()
    right = text.replace("affine-loop-unroll{unroll-factor=3}", "canonicalize") if "unroll-factor=3" in text \
        else None
    files = {"good.mlir": text, "good.expected": expected,
             "wrong_expected.mlir": text, "wrong_expected.expected": expected + "42\n"}
    if right:
        files.update({"fixed.mlir": right, "fixed.expected": expected})
    r = lit("-v", suite(tmp_path, files, fmt="record_format"))
    assert r.returncode == 1
    assert "PASS: probe :: good.mlir" in r.stdout
    assert "FAIL: probe :: wrong_expected.mlir" in r.stdout
    if right:
        assert "FAIL: probe :: fixed.mlir" in r.stdout


def load_conformance():
    loader = importlib.machinery.SourceFileLoader("conformance_tool", os.path.join(ROOT, "tools", "conformance"))
    spec = importlib.util.spec_from_loader("conformance_tool", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def test_conformance_runs_lit_programs_through_lit_and_says_when_it_cannot(tmp_path, monkeypatch):
    need_lit()
    conformance = load_conformance()
    suite(tmp_path, {"t.mlir": PROGRAM})
    p = tmp_path / "t.mlir"
    assert conformance.check_interp(str(p)) is None
    p.write_text(PROGRAM.replace("// CHECK: 7", "// CHECK: 8"))
    why = conformance.check_interp(str(p))
    assert why.startswith("lit: ") and "FAIL: probe :: t.mlir" in why
    lone = tmp_path / "alone"
    lone.mkdir()
    (tmp_path / "lit.cfg.py").unlink()
    (lone / "t.mlir").write_text(PROGRAM)
    assert conformance.check_interp(str(lone / "t.mlir")).startswith("not run: no lit.cfg.py")
    monkeypatch.setitem(litlib.TOOLS, "FileCheck", "FileCheck-absent")
    assert conformance.check_interp(str(p)) == "not run: FileCheck-absent is not installed"


def test_litlib_run_lines_join_continuations_and_definitions(tmp_path):
    """tools/integration-tests still reads RUN lines with litlib."""
    p = tmp_path / "t.mlir"
    p.write_text("// DEFINE: %{run} = affine-interp %s\n// RUN: %{run} \\\n// RUN:   -e f | FileCheck %s\n"
                 "func.func @f() {\n  return\n}\n// RUN: true\n")
    assert litlib.run_lines(str(p)) == [(2, "affine-interp %s -e f | FileCheck %s"), (7, "true")]
