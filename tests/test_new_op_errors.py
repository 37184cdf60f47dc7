"""The diagnostics of the ops added through the op registry (memref.reshape,
vector strided slices, gather/scatter, linalg.fill, the runner's printFlops
and rtclock): each message provoked by a program, at the op, with its exit
code (2: refused at load, 3: undefined behaviour)."""
import pytest

from conftest import run_interp

CASES = [
    ("reshape_not_contiguous", 3, """func.func @main() {
  %m = memref.alloc() : memref<4x4xf32>
  %s = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  %c = memref.cast %s : memref<2x2xf32, strided<[4, 1]>> to memref<*xf32>
  %shape = memref.alloc() : memref<1xindex>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  memref.store %c4, %shape[%c0] : memref<1xindex>
  %r = memref.reshape %c(%shape) : (memref<*xf32>, memref<1xindex>) -> memref<4xf32>
  return
}""", "'memref.reshape' of a source that is not contiguous \\(dimension 0 has stride 4\\)"),
    ("reshape_element_count", 3, """func.func @main() {
  %m = memref.alloc() : memref<2x3xf32>
  %shape = memref.alloc() : memref<2xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %c2, %shape[%c0] : memref<2xindex>
  memref.store %c2, %shape[%c1] : memref<2xindex>
  %r = memref.reshape %m(%shape) : (memref<2x3xf32>, memref<2xindex>) -> memref<?x?xf32>
  return
}""", "'memref.reshape' of 6 elements to a shape of 4"),
    ("reshape_negative_size", 3, """func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %shape = memref.alloc() : memref<1xindex>
  %c0 = arith.constant 0 : index
  %n = arith.constant -4 : index
  memref.store %n, %shape[%c0] : memref<1xindex>
  %r = memref.reshape %m(%shape) : (memref<4xf32>, memref<1xindex>) -> memref<?xf32>
  return
}""", "'memref.reshape' to a negative size \\(-4\\) in dimension 0"),
    ("reshape_shape_rank", 2, """func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %shape = memref.alloc() : memref<2xindex>
  %r = memref.reshape %m(%shape) : (memref<4xf32>, memref<2xindex>) -> memref<?xf32>
  return
}""", "'memref.reshape' op length of shape operand differs from the result's memref rank"),
    ("extract_slice_outside", 2, """func.func @main() {
  %a = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
  %e = "vector.extract_strided_slice"(%a) {offsets = [3], sizes = [2], strides = [1]} : (vector<4xi32>) -> vector<2xi32>
  return
}""", "'vector.extract_strided_slice' op the slice leaves dimension 0 of the vector \\(offset 3\\)"),
    ("extract_slice_sizes", 2, """func.func @main() {
  %a = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
  %e = "vector.extract_strided_slice"(%a) {offsets = [0], sizes = [3], strides = [1]} : (vector<4xi32>) -> vector<2xi32>
  return
}""", "'vector.extract_strided_slice' op sizes do not match the result type"),
    ("gather_outside_allocation", 3, """func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[1, 4]> : vector<2xi32>
  %mask = arith.constant dense<true> : vector<2xi1>
  %pass = arith.constant dense<0.0> : vector<2xf32>
  %g = vector.gather %m[%c0][%idx], %mask, %pass : memref<4xf32>, vector<2xi32>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return
}""", "access outside the underlying allocation"),
    ("fill_type", 2, """func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f64
  linalg.fill ins(%c : f64) outs(%m : memref<4xf32>)
  return
}""", "'linalg.fill' of a value whose type is not the memref's element type"),
    ("print_flops_type", 2, """func.func private @printFlops(i64)
func.func @main() {
  %c = arith.constant 1 : i64
  call @printFlops(%c) : (i64) -> ()
  return
}""", "'printFlops' takes one f64"),
    ("rtclock_type", 2, """func.func private @rtclock() -> i64
func.func @main() {
  %t = call @rtclock() : () -> i64
  return
}""", "'rtclock' takes nothing and returns an f64"),
]


@pytest.mark.parametrize("name,code,text,message", CASES, ids=[c[0] for c in CASES])
def test_new_op_diagnostics(tmp_path, name, code, text, message):
    import re
    p = tmp_path / f"{name}.mlir"
    p.write_text(text + "\n")
    r = run_interp(str(p))
    assert r.returncode == code, r.stderr
    first = r.stderr.splitlines()[0]
    assert re.search(message, first), first
