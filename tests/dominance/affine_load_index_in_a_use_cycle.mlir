// an affine.load subscript inside a loop that is a Pure op of a value
// defined after it from the subscript itself (a use-def cycle through two
// ops): the dims/symbols rules refuse it without recursing forever, and
// the error is the dominance one, which names the cause, rather than the
// load's.  MLIR-OPT-CRASHES: mlir-opt-22 overflows its stack in the
// load's verifier (isValidDim, isValidSymbol) on it.
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %a = arith.addi %b, %i : index
    %b = arith.addi %a, %i : index
    %v = affine.load %m[%a] : memref<4xf32>
    vector.print %v : f32
  }
  memref.dealloc %m : memref<4xf32>
  return
}
