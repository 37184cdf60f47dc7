// memref.alloca_scope inside an scf.for gives each iteration a fresh alloca
// (initialized before use); a 0-d alloca outside accumulates across iterations.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %acc = memref.alloca() : memref<i32>
  %z = arith.constant 0 : i32
  memref.store %z, %acc[] : memref<i32>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.alloca_scope {
      %t = memref.alloca() : memref<2xi32>
      %ii = arith.index_cast %i : index to i32
      %sq = arith.muli %ii, %ii : i32
      memref.store %ii, %t[%c0] : memref<2xi32>
      memref.store %sq, %t[%c1] : memref<2xi32>
      %a = memref.load %t[%c0] : memref<2xi32>
      %b = memref.load %t[%c1] : memref<2xi32>
      %s = arith.addi %a, %b : i32
      vector.print %s : i32
      %old = memref.load %acc[] : memref<i32>
      %new = arith.addi %old, %s : i32
      memref.store %new, %acc[] : memref<i32>
    }
  }
  %r = memref.load %acc[] : memref<i32>
  vector.print %r : i32
  %n = arith.constant 3 : index
  %dyn = memref.alloca(%n) : memref<?xf32>
  %d = memref.dim %dyn, %c0 : memref<?xf32>
  vector.print %d : index
  return
}
