// RUN-ARGS: --legacy-syntax
// conformance/legacy/affine_terminator: seed 000, "`affine.terminator`
// operation": "Affine terminator is a special terminator operation for
// blocks inside affine loops and branches ... This operation does _not_
// have a custom syntax", i.e. `"affine.terminator"() : () -> ()`.  Today
// affine.yield with no operands ends those blocks; under --legacy-syntax
// affine.terminator is that op.  Here it ends an affine.for body, both
// regions of an affine.if, and a loop whose custom form omits it (seed 000:
// "when affine.for is printed in custom format, the terminator is
// omitted").  The expected output is mlir-runner-22's on affine-interp
// --upgrade's output.
#set = (d0) : (d0 - 2 >= 0)
func.func @main() {
  %buf = memref.alloc() : memref<5xi32>
  %c7 = arith.constant 7 : i32
  %c1 = arith.constant 1 : i32
  affine.for %i = 0 to 5 {
    affine.if #set(%i) {
      affine.store %c7, %buf[%i] : memref<5xi32>
      "affine.terminator"() : () -> ()
    } else {
      affine.store %c1, %buf[%i] : memref<5xi32>
      "affine.terminator"() : () -> ()
    }
    "affine.terminator"() : () -> ()
  }
  affine.for %i = 0 to 5 {
    %v = affine.load %buf[%i] : memref<5xi32>
    vector.print %v : i32
  }
  memref.dealloc %buf : memref<5xi32>
  return
}
