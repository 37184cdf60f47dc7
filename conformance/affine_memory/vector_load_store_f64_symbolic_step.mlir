// affine.vector_load/affine.vector_store of vector<4xf64> in a loop with a
// symbolic upper bound and step 4: each iteration moves one 4-wide chunk,
// scaled, into a second buffer at a symbol-shifted subscript.
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %n = arith.constant 12 : index
  %sh = arith.constant 2 : index
  %a = memref.alloc() : memref<12xf64>
  %b = memref.alloc() : memref<16xf64>
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to 16 {
    affine.store %z, %b[%i] : memref<16xf64>
  }
  affine.for %i = 0 to %n {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f64
    affine.store %f, %a[%i] : memref<12xf64>
  }
  %k = arith.constant dense<[1.0, 0.5, 0.25, 0.125]> : vector<4xf64>
  affine.for %i = 0 to %n step 4 {
    %v = affine.vector_load %a[%i] : memref<12xf64>, vector<4xf64>
    %w = arith.mulf %v, %k : vector<4xf64>
    affine.vector_store %w, %b[%i + symbol(%sh)] : memref<16xf64>, vector<4xf64>
  }
  %u = memref.cast %b : memref<16xf64> to memref<*xf64>
  func.call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  memref.dealloc %a : memref<12xf64>
  memref.dealloc %b : memref<16xf64>
  return
}
