// FIXED: the corrected sibling of call_argument_used_as_divisor.mlir; runs clean
func.func @div(%x: index, %y: index) -> index {
  %q = arith.divui %x, %y : index
  return %q : index
}
func.func @main() {
  %m = memref.alloc() : memref<2xindex>
  %c1 = arith.constant 1 : index
  memref.store %c1, %m[%c1] : memref<2xindex>
  %c0 = arith.constant 1 : index
  %d = memref.load %m[%c0] : memref<2xindex>
  %c9 = arith.constant 9 : index
  %q = call @div(%c9, %d) : (index, index) -> index
  vector.print %q : index
  memref.dealloc %m : memref<2xindex>
  return
}
