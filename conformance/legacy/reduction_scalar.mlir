// RUN-ARGS: --legacy-syntax --entry main --args iota zeros --print-args
// conformance/legacy/reduction_scalar: seed 003 (RFC: vectorizing reductions in the
// affine super-vectorizer), "Use Case Scenarios & Challenges": the scalar reduction over the inner loop ("The following example shows a loop nest with a reduction on the inner loop"),
// verbatim.  It is written in MLIR's earlier syntax (`func @main`,
// `constant`, `addf`); under --legacy-syntax each is
// today's op.  It computes the column sums of %arg0 into %arg1;
// the expected output is mlir-runner-22's on affine-interp --upgrade's output.
func @main(%in: memref<16x64xf32>, %out: memref<64xf32>) {
%cst = constant 0.000000e+00 : f32
affine.for %arg2 = 0 to 64 {
%final_red = affine.for %arg4 = 0 to 16 iter_args(%red_iter = %cst) -> (f32) {
%5 = affine.load %in[%arg4, %arg2] : memref<16x64xf32>
%6 = addf %red_iter, %5 : f32
affine.yield %6 : f32
}
affine.store %final_red, %out[%arg2] : memref<64xf32>
}
return
}
