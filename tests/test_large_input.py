"""Big inputs are mapped, not copied, and the lexer lets the text it has
passed go (interp/run/source_read.c, parser/lexer.c): what it let go must read
back exactly whenever a diagnostic, a name or a run needs it.  Each module
here is about 3 MB, so several windows of its text are dropped before the
end; every check is against the same module read from standard input,
which is always copied and never dropped."""
import os
import re

import pytest

from conftest import run_interp

FILLER_FUNCS = 6000   # about 500 bytes each: 3 MB in all


def filler(i):
    return (f"func.func @filler{i}(%A: memref<16x16xf32>, %n: index) -> f32 {{\n"
            "  %cst = arith.constant 0.000000e+00 : f32\n"
            "  %s = affine.for %i = 0 to 16 iter_args(%acc = %cst) -> (f32) {\n"
            "    %r = affine.for %j = 0 to 16 iter_args(%acc2 = %acc) -> (f32) {\n"
            "      %a = affine.load %A[%i, %j] : memref<16x16xf32>\n"
            "      %b = affine.load %A[%j, %i] : memref<16x16xf32>\n"
            "      %p = arith.mulf %a, %b : f32\n"
            "      %q = arith.addf %acc2, %p : f32\n"
            "      affine.yield %q : f32\n"
            "    }\n"
            "    affine.yield %r : f32\n"
            "  }\n"
            "  return %s : f32\n"
            "}\n")


HEAD = """#lb = affine_map<(d0) -> (d0 floordiv 2)>
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = #lb(%i0) to 4 {
    affine.store %one, %m[%i] : memref<4xf32>
  }
  %v = call @last(%m) : (memref<4xf32>) -> f32
  affine.store %v, %m[0] : memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<4xf32>
  return
}
"""


def big_module(tmp_path, head, tail):
    text = head + "".join(filler(i) for i in range(FILLER_FUNCS)) + tail
    assert len(text) > 2_900_000
    path = tmp_path / "big.mlir"
    path.write_text(text)
    return str(path), text


def both_ways(path, text, *args):
    """The mapped run of the file and the copied run of stdin, with the
    file name made the same in both outputs."""
    mapped = run_interp(path, *args)
    copied = run_interp("-", *args, input=text)
    return mapped, copied, copied.stderr.replace("<stdin>", path)


def test_run_reads_names_defined_before_the_dropped_text(tmp_path):
    # @main uses the alias #lb and the callee @last across 3 MB
    head = HEAD.replace("#lb(%i0)", "#lb(%c0)").replace("  %one", "  %c0 = arith.constant 0 : index\n  %one")
    tail = ("func.func @last(%m: memref<4xf32>) -> f32 {\n"
            "  %x = affine.load %m[3] : memref<4xf32>\n"
            "  %two = arith.constant 2.0 : f32\n"
            "  %y = arith.addf %x, %two : f32\n"
            "  return %y : f32\n"
            "}\n")
    path, text = big_module(tmp_path, head, tail)
    mapped, copied, _ = both_ways(path, text)
    assert mapped.returncode == 0, mapped.stderr
    no_address = re.compile(r"base@ = 0x[0-9a-f]+")
    assert no_address.sub("", mapped.stdout) == no_address.sub("", copied.stdout)
    assert "[3,  1,  1,  1]" in mapped.stdout


def test_error_at_the_end_notes_a_line_from_the_dropped_text(tmp_path):
    # the redefinition's note quotes line 3, long let go when it is found
    tail = ("func.func @last(%m: memref<4xf32>) -> f32 {\n  %c = arith.constant 0.0 : f32\n  return %c : f32\n}\n"
            "func.func @main() {\n  return\n}\n")
    path, text = big_module(tmp_path, HEAD.replace("#lb(%i0)", "0"), tail)
    mapped, copied, expected_err = both_ways(path, text)
    assert mapped.returncode == 2
    assert "redefinition of symbol named 'main'" in mapped.stderr
    assert "func.func @main() {" in mapped.stderr.splitlines()[-2]
    assert mapped.stderr == expected_err


def test_error_in_the_middle_of_a_big_file(tmp_path):
    text_head = HEAD.replace("#lb(%i0)", "0")
    broken = filler(99999).replace("arith.mulf %a, %b : f32", "arith.mulf %a, %b : f64")
    tail = broken + "func.func @last(%m: memref<4xf32>) -> f32 {\n  %c = arith.constant 0.0 : f32\n  return %c : f32\n}\n"
    path, text = big_module(tmp_path, text_head, tail)
    mapped, copied, expected_err = both_ways(path, text)
    assert mapped.returncode == 2
    assert mapped.stderr == expected_err
    line = text[:text.index("%b : f64")].count("\n") + 1
    assert f"big.mlir:{line}:" in mapped.stderr


@pytest.mark.parametrize("extra", [[], ["--split-input-file"]])
def test_print_generic_of_a_big_file_is_the_same_mapped_or_copied(tmp_path, extra):
    tail = ("func.func @last(%m: memref<4xf32>) -> f32 {\n"
            "  %c = arith.constant 0.0 : f32\n  return %c : f32\n}\n")
    path, text = big_module(tmp_path, HEAD.replace("#lb(%i0)", "0"), tail)
    mapped, copied, _ = both_ways(path, text, "--print-generic", *extra)
    assert mapped.returncode == 0, mapped.stderr
    assert mapped.stdout == copied.stdout
    assert os.path.getsize(path) > 2_900_000
