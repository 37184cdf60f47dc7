"""--verify-diagnostics: the expectation syntax of mlir-opt, and every chunk
of MLIR's own invalid*.mlir tests that mlir-opt-22 passes and whose
diagnostics come from the verifier or the parser (not from a pass)."""
import glob
import os
import re
import subprocess
import tempfile

import pytest

from conftest import MLIR_OPT, SHARED_TESTS, need_mlir_opt, need_shared_tests, run_interp


def verify(text, *extra):
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
        path = f.name
    try:
        return run_interp("--verify-diagnostics", *extra, path)
    finally:
        os.unlink(path)


BAD_MIN = """func.func @f(%a: index) {
  %0 = affine.min affine_map<(d0) -> (d0)> (%a, %a)
  return
}
"""


@pytest.mark.parametrize("designator,line_offset", [
    ("@+1", -1),        # comment above the op
    ("", 0),            # on the op's own line
    ("@-1", 1),         # comment below the op
])
def test_relative_designators(designator, line_offset):
    lines = BAD_MIN.split("\n")
    comment = f"// expected-error{designator} {{{{operand count and affine map dimension and symbol count must match}}}}"
    if line_offset == 0:
        lines[1] += " " + comment
    else:
        lines.insert(1 if line_offset < 0 else 2, "  " + comment)
    r = verify("\n".join(lines))
    assert r.returncode == 0, r.stderr


def test_above_and_below_skip_designator_lines():
    text = """func.func @f(%a: index) {
  // expected-error@below {{must match}}
  // expected-remark@below {{unrelated, never produced}}
  %0 = affine.min affine_map<(d0) -> (d0)> (%a, %a)
  return
}
"""
    r = verify(text)
    assert r.returncode == 1
    assert "expected remark \"unrelated, never produced\" was not produced" in r.stderr
    assert "unexpected" not in r.stderr
    text_above = BAD_MIN.replace("(%a, %a)\n", "(%a, %a)\n  // expected-error@above {{must match}}\n")
    assert verify(text_above).returncode == 0


def test_regex_parts():
    ok = BAD_MIN.replace("(%a, %a)\n", "(%a, %a) // expected-error-re {{operand count and {{[a-z ]+}} must match}}\n")
    assert verify(ok).returncode == 0
    literal = BAD_MIN.replace("(%a, %a)\n", "(%a, %a) // expected-error {{operand count and {{[a-z ]+}} must match}}\n")
    r = verify(literal)
    assert r.returncode == 1   # without -re, braces are literal text


def test_unexpected_and_unmatched_in_mlir_opt_words():
    r = verify(BAD_MIN.replace("  return\n", "  // expected-error@+1 {{something else}}\n  return\n"))
    assert r.returncode == 1
    assert re.search(r":2:8: error: unexpected error: 'affine.min' op operand count", r.stderr)
    assert re.search(r":3:6: error: expected error \"something else\" was not produced", r.stderr)


def test_unknown_location_expectation_is_not_met_by_a_located_one():
    r = verify(BAD_MIN.replace("  return\n", "  // expected-error@unknown {{must match}}\n  return\n"))
    assert r.returncode == 1
    assert "unexpected error" in r.stderr and "was not produced" in r.stderr


def test_notes_are_expectations_too():
    text = """func.func @f() {
  // expected-error@+2 {{region entry argument '%i0' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  affine.for %i0 = affine_map<(d0) -> (d0)>(%i0) to 10 {
  }
  return
}
"""
    assert verify(text).returncode == 0
    r = verify(text.replace("  // expected-note@+1 {{previously referenced here}}\n", "\n"))
    assert r.returncode == 1 and "unexpected note: previously referenced here" in r.stderr


def test_split_input_file_checks_each_chunk():
    good = BAD_MIN.replace("(%a, %a)\n", "(%a, %a) // expected-error {{must match}}\n")
    valid = "func.func @g() {\n  return\n}\n"
    assert verify(good + "\n// -----\n" + valid, "--split-input-file").returncode == 0
    r = verify(good + "\n// -----\n" + BAD_MIN, "--split-input-file")
    assert r.returncode == 1 and r.stderr.count("unexpected error") == 1


def test_a_valid_program_without_expectations_passes():
    assert verify("func.func @g() {\n  return\n}\n").returncode == 0


# ----------------------------------------------- MLIR's invalid*.mlir

FLAGS_WE_MODEL = {"-split-input-file", "--split-input-file", "-verify-diagnostics", "--verify-diagnostics",
                  "-allow-unregistered-dialect", "--allow-unregistered-dialect", "%s", "mlir-opt"}


def run_line_flags(text):
    for line in text.split("\n"):
        if line.startswith("// RUN:"):
            return line[len("// RUN:"):].split("|")[0].split()
    return []


def chunks(text):
    """Each chunk with the lines of the others blanked, so that line numbers
    stay those of the file."""
    lines = text.split("\n")
    bounds, start = [], 0
    for i, l in enumerate(lines):
        if l.startswith("// -----"):
            bounds.append((start, i))
            start = i + 1
    bounds.append((start, len(lines)))
    return [(a + 1, "\n" * a + "\n".join(lines[a:b]) + "\n") for a, b in bounds]


def invalid_files():
    return sorted(glob.glob(os.path.join(SHARED_TESTS, "**", "invalid*.mlir"), recursive=True))


def test_mlir_invalid_tests_that_mlir_opt_passes():
    need_shared_tests()
    need_mlir_opt()
    total = passed = out_of_scope = mlir_fails = 0
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for path in invalid_files():
            text = open(path).read()
            flags = run_line_flags(text)
            pass_flags = [f for f in flags if f not in FLAGS_WE_MODEL]
            for n, (line, body) in enumerate(chunks(text)):
                if pass_flags:          # the expected diagnostics come from a pass
                    out_of_scope += 1
                    continue
                chunk = os.path.join(tmp, f"{os.path.basename(path)}.{n}.mlir")
                with open(chunk, "w") as f:
                    f.write(body)
                ref = subprocess.run([MLIR_OPT, "--verify-diagnostics", "-allow-unregistered-dialect", chunk],
                                     capture_output=True, text=True)
                if ref.returncode != 0:
                    mlir_fails += 1
                    continue
                total += 1
                ours = run_interp("--verify-diagnostics", chunk)
                if ours.returncode == 0:
                    passed += 1
                else:
                    failures.append(f"{path} chunk at line {line}: {ours.stderr.strip()[:300]}")
    print(f"\n--verify-diagnostics on MLIR's invalid*.mlir: {passed}/{total} chunks pass "
          f"({mlir_fails} chunks mlir-opt-22 itself fails, {out_of_scope} chunks whose diagnostics come from a pass)")
    assert total >= 40
    assert not failures, "\n".join(failures)


SUBVIEW_TYPES = """func.func @f(%a: memref<8x8xf32>, %b: memref<?x8xf32>, %o: index) {
  // expected-error@+1 {{expected result type to be 'memref<4x3xf32, strided<[8, 2], offset: 10>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x4xf32, strided<[8, 2], offset: 10>>'}}
  %s = memref.subview %a[1, 2] [4, 3] [1, 2] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 2], offset: 10>>
  return
}

// -----

func.func @f(%a: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<1x3xf32, strided<[8, 2], offset: 10>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<3xf32, strided<[2], offset: 11>>'}}
  %s = memref.subview %a[1, 2] [1, 3] [1, 2] : memref<8x8xf32> to memref<3xf32, strided<[2], offset: 11>>
  return
}

// -----

func.func @f(%b: memref<?x8xf32>, %o: index) {
  // expected-error@+1 {{expected result type to be 'memref<4x3xf32, strided<[8, 2], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x3xf32, strided<[8, 2]>>'}}
  %s = memref.subview %b[%o, 2] [4, 3] [1, 2] : memref<?x8xf32> to memref<4x3xf32, strided<[8, 2]>>
  return
}

// -----

func.func @f(%a: memref<8x8xf32>) {
  %s = memref.subview %a[0, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32>
  %t = memref.subview %a[1, 2] [1, 3] [1, 2] : memref<8x8xf32> to memref<3xf32, strided<[2], offset: 10>>
  %u = memref.subview %a[1, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 8>>
  return
}
"""


def test_subview_result_type_as_mlir_infers_it(tmp_path):
    p = tmp_path / "subview.mlir"
    p.write_text(SUBVIEW_TYPES)
    r = run_interp("--verify-diagnostics", "--split-input-file", str(p))
    assert r.returncode == 0, r.stderr
    if MLIR_OPT:
        m = subprocess.run([MLIR_OPT, "--verify-diagnostics", "--split-input-file", str(p)], capture_output=True, text=True)
        assert m.returncode == 0, m.stderr


REINTERPRET = [
    ("[%o], sizes: [4], strides: [1] : memref<16xf32> to memref<4xf32>", "offset = dynamic instead of 0"),
    ("[3], sizes: [4], strides: [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 5>>",
     "offset = 3 instead of 5"),
    ("[0], sizes: [%o], strides: [1] : memref<16xf32> to memref<4xf32>", "size = dynamic instead of 4 in dim = 0"),
    ("[0], sizes: [4], strides: [%o] : memref<16xf32> to memref<4xf32>", "stride = dynamic instead of 1 in dim = 0"),
    ("[0], sizes: [4], strides: [2] : memref<16xf32> to memref<4xf32>", "stride = 2 instead of 1 in dim = 0"),
]


@pytest.mark.parametrize("cast,message", REINTERPRET, ids=[m for _, m in REINTERPRET])
def test_reinterpret_cast_result_type_must_say_what_the_op_gives(cast, message):
    text = ("func.func @f(%m: memref<16xf32>, %o: index) {\n"
            f"  // expected-error@+1 {{{{expected result type with {message}}}}}\n"
            f"  %r = memref.reinterpret_cast %m to offset: {cast}\n"
            "  return\n}\n")
    r = verify(text)
    assert r.returncode == 0, r.stdout + r.stderr
    if MLIR_OPT:
        with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
            f.write(text)
        try:
            ref = subprocess.run([MLIR_OPT, "--verify-diagnostics", f.name], capture_output=True, text=True)
        finally:
            os.unlink(f.name)
        assert ref.returncode == 0, ref.stderr
