// RUN-ARGS: --legacy-syntax --entry main --args iota zeros --print-args
// conformance/legacy/reduction_outer_vectorized: seed 003 (RFC: vectorizing reductions in the
// affine super-vectorizer), "Use Case Scenarios & Challenges": the outer loop vectorized with VF=4 ("The resulting vector code would look like this for VF=4", first),
// verbatim.  It is written in MLIR's earlier syntax (`func @main`,
// `constant`, `addf`); under --legacy-syntax each is
// today's op.  It computes the column sums of %arg0 into %arg1;
// the expected output is mlir-runner-22's on affine-interp --upgrade's output.
func @main(%arg0: memref<16x64xf32>, %arg1: memref<64xf32>) {
%cst = constant dense<0.000000e+00> : vector<4xf32>
%cst_0 = constant 0.000000e+00 : f32
affine.for %arg2 = 0 to 64 step 4 {
%0 = affine.for %arg3 = 0 to 16 iter_args(%arg4 = %cst) -> (vector<4xf32>) {
%1 = vector.transfer_read %arg0[%arg3, %arg2], %cst_0 : memref<16x64xf32>, vector<4xf32>
%2 = addf %arg4, %1 : vector<4xf32>
affine.yield %2 : vector<4xf32>
}
vector.transfer_write %0, %arg1[%arg2] : vector<4xf32>, memref<64xf32>
}
return
}
