// maskedload/maskedstore with a constant mask at the end of a memref: lanes
// masked off past the end take the pass-through and touch no memory.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %m = memref.alloc() : memref<6xi32>
  affine.for %i = 0 to 6 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %m[%i] : memref<6xi32>
  }
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %mask = vector.constant_mask [2] : vector<4xi1>
  %pass = arith.constant dense<-9> : vector<4xi32>
  %a = vector.maskedload %m[%c4], %mask, %pass : memref<6xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  vector.print %a : vector<4xi32>
  %val = arith.constant dense<[100, 200, 300, 400]> : vector<4xi32>
  vector.maskedstore %m[%c4], %mask, %val : memref<6xi32>, vector<4xi1>, vector<4xi32>
  %none = vector.constant_mask [0] : vector<4xi1>
  vector.maskedstore %m[%c0], %none, %val : memref<6xi32>, vector<4xi1>, vector<4xi32>
  %alt = arith.constant dense<[false, true, false, true]> : vector<4xi1>
  vector.maskedstore %m[%c0], %alt, %val : memref<6xi32>, vector<4xi1>, vector<4xi32>
  %u = memref.cast %m : memref<6xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %b = vector.maskedload %m[%c0], %alt, %pass : memref<6xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  vector.print %b : vector<4xi32>
  memref.dealloc %m : memref<6xi32>
  return
}
