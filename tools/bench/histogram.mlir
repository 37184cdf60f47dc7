// make bench: a histogram of 32M keys into 256 bins: 4M i32 keys (a
// multiplicative hash of their position), counted 8 times by an scf.for
// whose subscript is the loaded key (memref.load of a computed index).
func.func @count(%keys: memref<?xi32>, %bins: memref<256xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %n = memref.dim %keys, %c0 : memref<?xi32>
  scf.for %k = %c0 to %n step %c1 {
    %key = memref.load %keys[%k] : memref<?xi32>
    %b = arith.index_cast %key : i32 to index
    %old = memref.load %bins[%b] : memref<256xi32>
    %new = arith.addi %old, %one : i32
    memref.store %new, %bins[%b] : memref<256xi32>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c256 = arith.constant 256 : index
  %n = arith.constant 4194304 : index
  %mult = arith.constant -1640531535 : i32
  %c24 = arith.constant 24 : i32
  %zero = arith.constant 0 : i32
  %keys = memref.alloc(%n) : memref<?xi32>
  %bins = memref.alloc() : memref<256xi32>
  scf.for %k = %c0 to %n step %c1 {
    %ki = arith.index_cast %k : index to i32
    %h = arith.muli %ki, %mult : i32
    %key = arith.shrui %h, %c24 : i32
    memref.store %key, %keys[%k] : memref<?xi32>
  }
  scf.for %b = %c0 to %c256 step %c1 {
    memref.store %zero, %bins[%b] : memref<256xi32>
  }
  scf.for %r = %c0 to %c8 step %c1 {
    func.call @count(%keys, %bins) : (memref<?xi32>, memref<256xi32>) -> ()
  }
  %x = memref.load %bins[%c0] : memref<256xi32>
  %y = memref.load %bins[%c1] : memref<256xi32>
  vector.print %x : i32
  vector.print %y : i32
  memref.dealloc %keys : memref<?xi32>
  memref.dealloc %bins : memref<256xi32>
  return
}

func.func @noop() {
  return
}
