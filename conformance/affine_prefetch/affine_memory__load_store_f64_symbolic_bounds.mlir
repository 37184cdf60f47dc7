// Derived by tools/gen-derived-conformance from conformance/affine_memory/load_store_f64_symbolic_bounds.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.load/affine.store on f64 with symbolic loop bounds (top-level index
// values as symbols) and bounds written as maps over [s0]: the loop runs
// from s0 - 2 to s0 + 3 and the subscripts shift by a symbol.
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %n = arith.constant 4 : index
  %k = arith.constant 2 : index
  %m = memref.alloc() : memref<10xf64>
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to 10 {
    affine.store %z, %m[%i] : memref<10xf64>
  }
  affine.for %i = affine_map<()[s0] -> (s0 - 2)>()[%n] to affine_map<()[s0] -> (s0 + 3)>()[%n] {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %h = arith.constant 0.125 : f64
    %g = arith.addf %f, %h : f64
    affine.store %g, %m[%i + symbol(%k) - 1] : memref<10xf64>
  }
  affine.for %i = 0 to %n {
    affine.prefetch %m[%i * 2 + 1], read, locality<0>, data : memref<10xf64>
    %a = affine.load %m[%i * 2 + 1] : memref<10xf64>
    vector.print %a : f64
  }
  %u = memref.cast %m : memref<10xf64> to memref<*xf64>
  func.call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  memref.dealloc %m : memref<10xf64>
  return
}
