"""memref.alloc/alloca with an affine-map layout taking symbols (seed 001,
`memref.alloc()[%N]`; SPEC_NOTES "Layout maps with symbols"): the size of
the allocation, the layouts affine-interp refuses and why, and the limit
of the affine-expression evaluator (SPEC_NOTES "Index overflow")."""
import os
import re
import subprocess

from conftest import MLIR_OPT, need_mlir_opt, run_interp


def write(tmp_path, text, name="p.mlir"):
    p = os.path.join(str(tmp_path), name)
    with open(p, "w") as f:
        f.write(text)
    return p


def alloc_program(layout, memref, symbols, sizes=""):
    return f"""#l = affine_map<{layout}>
func.func @main() {{
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc({sizes})[{symbols}] : memref<{memref}, #l>
  memref.dealloc %a : memref<{memref}, #l>
  return
}}
"""


def peak_bytes(tmp_path, text):
    r = run_interp(write(tmp_path, text), "--stats")
    assert r.returncode == 0, r.stderr
    return int(re.search(r"memory space 0: peak (\d+) bytes", r.stderr).group(1))


def test_buffer_holds_the_layout_box_as_normalize_memrefs_sizes_it(tmp_path):
    # seed 001's map with N = 5: results d0 in [0, 3], d0 + d1 + 2 in [2, 8]: 4 x 9 f32
    seed = alloc_program("(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)", "4x4xf32", "%c5")
    assert peak_bytes(tmp_path, seed) == 4 * 9 * 4
    # one result, offsets 1 + 5 * i + j up to 1 + 15 + 3 = 19: 20 elements
    padded = alloc_program("(d0, d1)[s0, s1] -> (d0 * s0 + d1 + s1)", "4x4xf64", "%c5, %c1")
    assert peak_bytes(tmp_path, padded) == 20 * 8
    # a reversed layout, offsets 5 - i for i < 4: 2 .. 5, so 6 elements
    rev = alloc_program("(d0)[s0] -> (s0 - d0)", "4xi32", "%c5")
    assert peak_bytes(tmp_path, rev) == 6 * 4
    # an empty memref allocates nothing, whatever its layout
    empty = alloc_program("(d0, d1)[s0] -> (d0 * s0 + d1 + 100)", "0x4xf32", "%c5")
    assert peak_bytes(tmp_path, empty) == 0


def test_layouts_without_a_strided_form_are_refused_with_the_reason(tmp_path):
    r = run_interp(write(tmp_path, alloc_program("(d0, d1)[s0] -> (d0 * s0 + d1 mod 4)", "4x4xf32", "%c5")))
    assert r.returncode == 2
    assert "layout map whose result #0 is not affine in its dims" in r.stderr, r.stderr
    r = run_interp(write(tmp_path, alloc_program("(d0, d1)[s0] -> (d0 * s0, (d0 + d1) floordiv 2)", "4x4xf32", "%c5")))
    assert r.returncode == 2 and "result #1 is not affine in its dims" in r.stderr, r.stderr
    strided = """func.func @main() {
  %a = memref.alloc() : memref<4xf32, strided<[1], offset: 2>>
  return
}
"""
    r = run_interp(write(tmp_path, strided))
    assert r.returncode == 2 and "with a strided layout is not supported by affine-interp" in r.stderr, r.stderr


def test_a_layout_reaching_beyond_index_is_a_resource_limit(tmp_path):
    r = run_interp(write(tmp_path, alloc_program("(d0)[s0] -> (d0 * s0)", "4xf32", "%big").replace(
        "%c1 = arith.constant 1 : index", "%big = arith.constant 4611686018427387904 : index")))
    assert r.returncode == 4, r.stderr
    assert "allocation too large: its layout reaches beyond 2^63 elements" in r.stderr, r.stderr


def test_an_expression_deeper_than_the_evaluation_stack_is_a_resource_limit(tmp_path):
    # right-nested semi-affine sums keep one value pending per level
    expr = "d0 * s0"
    for _ in range(70):
        expr = f"d0 * s0 + ({expr})"
    text = f"""func.func @main() {{
  %c2 = arith.constant 2 : index
  %r = affine.apply affine_map<(d0)[s0] -> ({expr})>(%c2)[%c2]
  vector.print %r : index
  return
}}
"""
    r = run_interp(write(tmp_path, text))
    assert r.returncode == 4, r.stderr
    assert "affine expression too deep for affine-interp" in r.stderr, r.stderr


NORMALIZABLE = """#m = affine_map<(d0, d1) -> (d0, d0 + d1 + 3)>
func.func @main() {
  %a = memref.alloc() : memref<4x4xf32, #m>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %s = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %t = arith.index_cast %s : index to i32
      %f = arith.sitofp %t : i32 to f32
      affine.store %f, %a[%i, %j] : memref<4x4xf32, #m>
    }
  }
  affine.for %i = 0 to 4 {
    %v = affine.load %a[%i, 3 - %i] : memref<4x4xf32, #m>
    vector.print %v : f32
  }
  memref.dealloc %a : memref<4x4xf32, #m>
  return
}
"""


def test_layout_runs_as_normalize_memrefs_rewrites_it(tmp_path):
    """The allocation and the elements are those of -normalize-memrefs'
    output (memref<4x10xf32>): --compare finds no difference."""
    need_mlir_opt()
    before = write(tmp_path, NORMALIZABLE, "before.mlir")
    after = os.path.join(str(tmp_path), "after.mlir")
    out = subprocess.run([MLIR_OPT, before, "-normalize-memrefs", "-o", after], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "memref<4x10xf32>" in open(after).read()
    r = run_interp("--compare", before, after)
    assert r.returncode == 0, r.stderr
    assert peak_bytes(tmp_path, NORMALIZABLE) == 4 * 10 * 4
