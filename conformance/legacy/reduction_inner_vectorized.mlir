// RUN-ARGS: --legacy-syntax --entry main --args iota zeros --print-args
// conformance/legacy/reduction_inner_vectorized: seed 003 (RFC: vectorizing reductions in the
// affine super-vectorizer), "Use Case Scenarios & Challenges": the inner loop vectorized, with a horizontal `vector.reduction "add"` (second VF=4 example),
// verbatim.  It is written in MLIR's earlier syntax (`func @main`,
// `constant`, `addf`, `vector.reduction "add"`); under --legacy-syntax each is
// today's op.  Unlike the other two examples it does not compute the column
// sums: its vector.transfer_read %arg0[%arg3, %arg2] (no permutation_map)
// reads four columns of row %arg3, not four rows of column %arg2, so each
// result sums rows 0, 4, 8, 12 over four columns (6168 for column 0 of an
// iota input where the scalar loop gives 7680); the RFC's example is wrong.
// The expected output is mlir-runner-22's on affine-interp --upgrade's output.
func @main(%arg0: memref<16x64xf32>, %arg1: memref<64xf32>) {
%cst = constant 0.000000e+00 : f32
%cst_0 = constant dense<0.000000e+00> : vector<4xf32>
affine.for %arg2 = 0 to 64 {
%0 = affine.for %arg3 = 0 to 16 step 4 iter_args(%arg4 = %cst_0) -> (vector<4xf32>) {
%2 = vector.transfer_read %arg0[%arg3, %arg2], %cst : memref<16x64xf32>, vector<4xf32>
%3 = addf %arg4, %2 : vector<4xf32>
affine.yield %3 : vector<4xf32>
}
%1 = vector.reduction "add", %0 : vector<4xf32> into f32
affine.store %1, %arg1[%arg2] : memref<64xf32>
}
return
}
