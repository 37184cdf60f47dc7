"""--verify-diagnostics at run time: a program that verifies runs its entry
function (main, or --entry, with --args), and the run's error (undefined
behaviour, a resource limit) with its notes, and its leak warnings, are
checked against the expected-* comments as the static diagnostics are.
Every tests/ub program carries its diagnostics that way
(tools/gen-ub-tests.py) and is checked here, the MLIR way."""
import glob
import os

import pytest

from conftest import ROOT, run_interp

UB_PROGRAMS = sorted(glob.glob(os.path.join(ROOT, "tests", "ub", "*", "*.mlir")))


def verify(tmp_path, text, *extra):
    path = tmp_path / "t.mlir"
    path.write_text(text)
    return run_interp("--verify-diagnostics", str(path), *extra)


@pytest.mark.parametrize("path", UB_PROGRAMS, ids=lambda p: os.path.relpath(p, os.path.join(ROOT, "tests", "ub")))
def test_ub_programs_meet_their_expectations(path):
    """Each bad program's error and notes are all expected (exit 0, as
    mlir-opt when every expectation is met); each corrected sibling runs
    clean, expecting a warning at most."""
    r = run_interp("--verify-diagnostics", path)
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    if not path.endswith(".fixed.mlir"):
        assert "// expected-error" in open(path).read()


def test_every_ub_program_is_annotated():
    bad = [p for p in UB_PROGRAMS if not p.endswith(".fixed.mlir")]
    assert len(bad) >= 90
    assert all("// expected-error" in open(p).read() for p in bad)


OOB = """func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %i = arith.constant 4 : index
  // expected-error @+1 {{undefined behaviour [bounds]}}
  %v = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
"""


def test_expected_run_time_error_without_its_notes_is_reported(tmp_path):
    # the bounds error has notes; MLIR's verifier wants every note expected
    r = verify(tmp_path, OOB)
    assert r.returncode == 1
    assert "error: unexpected note: the memref was allocated here" in r.stderr
    assert "unexpected error:" not in r.stderr


def test_expected_run_time_error_and_notes_pass(tmp_path):
    text = OOB.replace("  %a = memref.alloc()", "  // expected-note @+1 {{allocated here}}\n  %a = memref.alloc()")
    text = text.replace("  // expected-error @+1", "  // expected-note @+2 {{indices [4], memref sizes [4]}}\n"
                        "  // expected-error @+1")
    r = verify(tmp_path, text)
    assert r.returncode == 0, r.stderr


def test_unexpected_run_time_error_in_mlir_opt_words(tmp_path):
    r = verify(tmp_path, OOB.replace("  // expected-error @+1 {{undefined behaviour [bounds]}}\n", ""))
    assert r.returncode == 1
    assert "t.mlir:4:8: error: unexpected error: undefined behaviour [bounds]: out-of-bounds access" in r.stderr


def test_unmet_expectation_when_the_run_is_clean(tmp_path):
    clean = OOB.replace("arith.constant 4 : index", "arith.constant 3 : index\n  %z = arith.constant 0.0 : f32\n"
                        "  memref.store %z, %a[%i] : memref<4xf32>")
    r = verify(tmp_path, clean)
    assert r.returncode == 1
    assert 't.mlir:6:6: error: expected error "undefined behaviour [bounds]" was not produced' in r.stderr


LOOP = """func.func @main() {
  // expected-error @below {{step limit reached (--max-steps 50)}}
  affine.for %i = 0 to 1000 {
  }
  return
}
"""


def test_resource_limit_is_an_expectable_run_time_error(tmp_path):
    r = verify(tmp_path, LOOP, "--max-steps", "50")
    assert r.returncode == 0, r.stderr
    r = verify(tmp_path, LOOP)
    assert r.returncode == 1 and "was not produced" in r.stderr


ENTRY = """func.func @twice(%n: index) -> index {
  %c = arith.constant 2 : index
  // expected-error @+2 {{undefined behaviour [immediate]}}
  // expected-note @+1 {{divisor is 0}}
  %r = arith.divui %c, %n : index
  return %r : index
}
"""


def test_entry_and_args_select_the_run(tmp_path):
    assert verify(tmp_path, ENTRY, "--entry", "twice", "--args", "0").returncode == 0
    r = verify(tmp_path, ENTRY, "--entry", "twice", "--args", "1")
    assert r.returncode == 1 and "was not produced" in r.stderr
    assert r.stdout == "2\n"      # the run prints what it returns, as without the option


def test_no_entry_function_means_no_run(tmp_path):
    # a static test (no @main): nothing runs, as mlir-opt
    assert verify(tmp_path, ENTRY).returncode == 1      # the expectation is unmet
    r = verify(tmp_path, ENTRY, "--entry", "absent")
    assert r.returncode == 1 and "unexpected error: no function named 'absent'" in r.stderr


def test_leak_warnings_are_expectations_too(tmp_path):
    leak = "func.func @main() {\n  %a = memref.alloc() : memref<4xf32>\n  return\n}\n"
    r = verify(tmp_path, leak)
    assert r.returncode == 1 and "unexpected warning: memory allocated here" in r.stderr
    expected = leak.replace("  %a", "  // expected-warning @+1 {{never deallocated}}\n  %a")
    assert verify(tmp_path, expected).returncode == 0


def test_split_input_file_runs_each_chunk(tmp_path):
    good = "func.func @main() {\n  return\n}\n"
    text = OOB.replace("  %a = memref.alloc()", "  // expected-note @+1 {{allocated here}}\n  %a = memref.alloc()")
    text = text.replace("  // expected-error @+1", "  // expected-note @+2 {{memref sizes}}\n  // expected-error @+1")
    r = verify(tmp_path, text + "\n// -----\n" + good + "\n// -----\n" + text, "--split-input-file")
    assert r.returncode == 0, r.stderr
    r = verify(tmp_path, good + "\n// -----\n" + OOB, "--split-input-file")
    assert r.returncode == 1 and r.stderr.count("unexpected note") == 2
