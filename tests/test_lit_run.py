"""tools/lit-run, the lit subset (tools/litlib.py): RUN lines with lit's
substitutions and tool names, pipes, `not`, %t; the conformance/lit/
programs that carry RUN/CHECK lines the MLIR way; and tools/conformance
running them through it."""
import glob
import importlib.machinery
import importlib.util
import os
import shutil
import subprocess
import sys

import pytest

from conftest import BINARY, ROOT

sys.path.insert(0, os.path.join(ROOT, "tools"))
import litlib  # noqa: E402

LIT_RUN = os.path.join(ROOT, "tools", "lit-run")
LIT_PROGRAMS = sorted(glob.glob(os.path.join(ROOT, "conformance", "lit", "*.mlir")))


def need_tools():
    if not shutil.which("FileCheck-22") or not shutil.which("mlir-opt-22") or not shutil.which("mlir-runner-22"):
        pytest.skip("llvm-22-tools and mlir-22-tools are not installed (make check installs them)")


def lit_run(*args):
    return subprocess.run([sys.executable, LIT_RUN, *args], capture_output=True, text=True, timeout=600,
                          env=dict(os.environ, AFFINE_INTERP=BINARY))


def test_substitutions():
    cmd = litlib.substitute("affine-interp %s -e f | FileCheck %s --check-prefix=A && ls %S %p %t %T 100%% "
                            "-shared-libs=%mlir_c_runner_utils,%mlir_runner_utils%shlibext",
                            "/a/b/t.mlir", "/tmp/x")
    assert cmd == (f"{BINARY} /a/b/t.mlir -e f | FileCheck-22 /a/b/t.mlir --check-prefix=A && ls /a/b /a/b "
                   "/tmp/x/t.mlir.tmp /tmp/x 100% -shared-libs=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1,"
                   "/usr/lib/llvm-22/lib/libmlir_runner_utils.so.22.1.so")


def test_tool_names_only_where_a_command_starts():
    cmd = litlib.substitute("not mlir-runner x/mlir-runner --mlir-runner | mlir-opt -o %t;mlir-opt", "/p.mlir", "/t")
    assert cmd == ("/usr/lib/llvm-22/bin/not mlir-runner-22 x/mlir-runner --mlir-runner | mlir-opt-22 "
                   "-o /t/p.mlir.tmp;mlir-opt-22")
    assert litlib.substitute("mlir-runner -e main", "/p.mlir", "/t", {"mlir-runner": "/bin/ai"}) == "/bin/ai -e main"


def test_run_lines_join_continuations_and_definitions(tmp_path):
    p = tmp_path / "t.mlir"
    p.write_text("// DEFINE: %{run} = affine-interp %s\n// RUN: %{run} \\\n// RUN:   -e f | FileCheck %s\n"
                 "func.func @f() {\n  return\n}\n// RUN: true\n")
    assert litlib.run_lines(str(p)) == [(2, "affine-interp %s -e f | FileCheck %s"), (7, "true")]


@pytest.mark.parametrize("path", LIT_PROGRAMS, ids=os.path.basename)
def test_conformance_lit_programs_pass(path):
    need_tools()
    r = lit_run(path)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.startswith("PASS ")


def test_there_are_lit_conformance_programs():
    assert len(LIT_PROGRAMS) >= 3
    assert all("FileCheck" in open(p).read() or "expected-error" in open(p).read() for p in LIT_PROGRAMS)


PROGRAM = """// RUN: affine-interp %s | FileCheck %s
// CHECK: 7
func.func @main() {
  %c = arith.constant 7 : i32
  vector.print %c : i32
  return
}
"""


def test_a_wrong_check_fails_naming_the_run_line(tmp_path):
    need_tools()
    p = tmp_path / "t.mlir"
    p.write_text(PROGRAM)
    assert lit_run(str(p)).returncode == 0
    p.write_text(PROGRAM.replace("// CHECK: 7", "// CHECK: 8"))
    r = lit_run(str(p))
    assert r.returncode == 1
    assert "FAIL" in r.stdout and "RUN at line 1: exit 1: affine-interp %s | FileCheck %s" in r.stdout
    assert "expected string not found in input" in r.stdout


def test_not_inverts_and_xfail_expects_failure(tmp_path):
    need_tools()
    p = tmp_path / "t.mlir"
    p.write_text(PROGRAM.replace("// RUN: affine-interp %s |", "// RUN: not affine-interp %s |"))
    assert lit_run(str(p)).returncode == 1         # affine-interp exits 0: `not` fails
    p.write_text("// XFAIL: *\n" + PROGRAM.replace("// CHECK: 7", "// CHECK: 8"))
    assert lit_run(str(p)).returncode == 0
    p.write_text("// XFAIL: *\n" + PROGRAM)
    r = lit_run(str(p))
    assert r.returncode == 1 and "XFAIL: * but every RUN line passed" in r.stdout


def test_a_file_without_run_lines_fails(tmp_path):
    p = tmp_path / "t.mlir"
    p.write_text("func.func @main() {\n  return\n}\n")
    r = lit_run(str(p))
    assert r.returncode == 1 and "no RUN lines" in r.stdout


def test_tool_option_replaces_the_runner(tmp_path):
    need_tools()
    p = tmp_path / "t.mlir"
    p.write_text(PROGRAM.replace("// RUN: affine-interp %s |", "// RUN: mlir-runner %s |"))
    r = lit_run("--tool", "mlir-runner=affine-interp", str(p))
    assert r.returncode == 0, r.stdout


def load_conformance():
    loader = importlib.machinery.SourceFileLoader("conformance_tool", os.path.join(ROOT, "tools", "conformance"))
    spec = importlib.util.spec_from_loader("conformance_tool", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def test_conformance_runs_lit_programs_and_says_when_it_cannot(tmp_path, monkeypatch):
    need_tools()
    conformance = load_conformance()
    p = tmp_path / "t.mlir"
    p.write_text(PROGRAM)
    assert conformance.check_interp(str(p)) is None
    p.write_text(PROGRAM.replace("// CHECK: 7", "// CHECK: 8"))
    assert "RUN at line 1" in conformance.check_interp(str(p))
    monkeypatch.setitem(litlib.TOOLS, "FileCheck", "FileCheck-absent")
    assert conformance.check_interp(str(p)) == "not run: FileCheck-absent is not installed"
