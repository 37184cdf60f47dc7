// A sum over an affine loop nest, checked the MLIR way: the same CHECK
// lines hold for affine-interp, for affine-interp after an affine pass
// (the program read from standard input), and for MLIR's own runner.
// RUN: affine-interp %s | FileCheck %s
// RUN: mlir-opt %s -pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))" \
// RUN:   | affine-interp | FileCheck %s
// RUN: mlir-opt %s -test-lower-to-llvm | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils | FileCheck %s

func.func @main() {
  %zero = arith.constant 0 : i64
  %sum = affine.for %i = 0 to 10 iter_args(%acc = %zero) -> (i64) {
    %inner = affine.for %j = 0 to 4 iter_args(%a = %acc) -> (i64) {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %v = arith.index_cast %k : index to i64
      %n = arith.addi %a, %v : i64
      affine.yield %n : i64
    }
    affine.yield %inner : i64
  }
  // CHECK: 780
  vector.print %sum : i64
  // CHECK-NEXT: ( 0, 1, 2 )
  %v = arith.constant dense<[0, 1, 2]> : vector<3xi32>
  vector.print %v : vector<3xi32>
  return
}
