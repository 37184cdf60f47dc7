// Undefined behaviour, checked two ways: the diagnostic on stderr with
// FileCheck (`not` inverts the exit code 3), and the expected-* comments
// with --verify-diagnostics (exit 0 when they are all met).
// RUN: not affine-interp %s 2>&1 | FileCheck %s
// RUN: affine-interp --verify-diagnostics %s

func.func @main() {
  // expected-note @+1 {{the memref was allocated here}}
  %a = memref.alloc() : memref<8xf32>
  %c = arith.constant 1.0 : f32
  // expected-note @+1 {{induction variable is 8}}
  affine.for %i = 0 to 9 {
    // CHECK: ub_reported.mlir:[[@LINE+3]]:5: error: undefined behaviour [bounds]: out-of-bounds access
    // expected-error @+2 {{out-of-bounds access: index 8 of dimension 0 is outside [0, 8)}}
    // expected-note @+1 {{indices [8], memref sizes [8]}}
    affine.store %c, %a[%i] : memref<8xf32>
  }
  memref.dealloc %a : memref<8xf32>
  return
}
