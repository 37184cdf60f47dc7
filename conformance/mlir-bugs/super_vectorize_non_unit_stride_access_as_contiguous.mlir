// MLIR-BUG: wrong-output
// PASS: -affine-super-vectorize=virtual-vector-size=4
// ROOT-CAUSE: isContiguousAccess: it calls an access contiguous when the loop IV reaches only one memref dimension (a comment in it asks to check strides), never checking that this subscript is IV + invariant, so %m[%j * 2] and %m[%j floordiv 2] pass and vectorizeAffineLoad reads 4 consecutive elements from the first lane's subscript
// UPSTREAM: llvm/llvm-project#177756
// FOUND-BY: fuzz/campaign seeds 1055 (--pass-pipeline=builtin.module(func.func(affine-super-vectorize{virtual-vector-size=8})), subscripts %i ceildiv symbol(%s) and %i mod symbol(%s)), 1004 (%i floordiv 3) and 1019 (%i * 2), the last two with affine-super-vectorize{virtual-vector-size=3 vectorize-reductions=true}
// MATCH: {"class": "wrong-output", "defaults": {"virtual-vector-size": null}, "features": ["op:affine.load", "op:affine.store", "semi-affine"], "kind": "silent", "options": {"virtual-vector-size": "4"}, "pass": "affine-super-vectorize", "ub": null}
// The loop has step 1 (unlike super_vectorize_strided_loop_as_contiguous,
// where the loop step is the stride): the subscripts themselves are not
// unit-stride in %j.  Both loads become vector.transfer_read of 4
// consecutive elements at %j * 2 and %j floordiv 2, which read
// m[0..3], m[8..11] and m[0..3], m[2..5] instead of every other element
// and each element twice.  mlir-runner agrees with affine-interp on the
// pass output.  %j ceildiv 2, %j * symbol(%s) and %j floordiv/mod/ceildiv
// symbol(%s) are vectorized the same way.
func.func @main() {
  %m = memref.alloca() : memref<16xi32>
  %a = memref.alloca() : memref<8xi32>
  %b = memref.alloca() : memref<8xi32>
  affine.for %i = 0 to 16 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %m[%i] : memref<16xi32>
  }
  affine.for %j = 0 to 8 {
    %x = affine.load %m[%j * 2] : memref<16xi32>
    affine.store %x, %a[%j] : memref<8xi32>
    %y = affine.load %m[%j floordiv 2] : memref<16xi32>
    affine.store %y, %b[%j] : memref<8xi32>
  }
  affine.for %j = 0 to 8 {
    %x = affine.load %a[%j] : memref<8xi32>
    vector.print %x : i32
  }
  affine.for %j = 0 to 8 {
    %y = affine.load %b[%j] : memref<8xi32>
    vector.print %y : i32
  }
  return
}
