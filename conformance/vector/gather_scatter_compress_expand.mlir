// conformance/vector/gather_scatter_compress_expand: vector.gather and
// vector.scatter (index vectors, masks, pass-through, offsets that cross
// the rows of a 2-D memref), vector.compressstore and vector.expandload
// (the k-th active lane at base + k); the expected output is mlir-runner-22's.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4x4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %v = arith.sitofp %li : i32 to f32
      memref.store %v, %m[%i, %j] : memref<4x4xf32>
    }
  }
  %idx = arith.constant dense<[0, 5, 3, 9, 2, 6]> : vector<6xi32>
  %mask = arith.constant dense<[true, true, false, true, true, false]> : vector<6xi1>
  %pass = arith.constant dense<-1.0> : vector<6xf32>
  %g = vector.gather %m[%c1, %c1][%idx], %mask, %pass : memref<4x4xf32>, vector<6xi32>, vector<6xi1>, vector<6xf32> into vector<6xf32>
  vector.print %g : vector<6xf32>
  %vals = arith.constant dense<[100.0, 101.0, 102.0, 103.0, 104.0, 105.0]> : vector<6xf32>
  vector.scatter %m[%c0, %c2][%idx], %mask, %vals : memref<4x4xf32>, vector<6xi32>, vector<6xi1>, vector<6xf32>
  %mc = memref.cast %m : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%mc) : (memref<*xf32>) -> ()
  %b = memref.alloc() : memref<8xf32>
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %z, %b[%i] : memref<8xf32>
    %i4 = arith.addi %i, %c4 : index
    memref.store %z, %b[%i4] : memref<8xf32>
  }
  %cm = arith.constant dense<[false, true, true, false, true, false]> : vector<6xi1>
  vector.compressstore %b[%c2], %cm, %vals : memref<8xf32>, vector<6xi1>, vector<6xf32>
  %bc = memref.cast %b : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%bc) : (memref<*xf32>) -> ()
  %e = vector.expandload %b[%c1], %cm, %pass : memref<8xf32>, vector<6xi1>, vector<6xf32> into vector<6xf32>
  vector.print %e : vector<6xf32>
  memref.dealloc %m : memref<4x4xf32>
  memref.dealloc %b : memref<8xf32>
  return
}
