// A recursive function taking a memref and index bounds (quicksort, Lomuto
// partition): every recursion level writes the same buffer, including negatives.
func.func private @printMemrefI32(memref<*xi32>)
func.func @qsort(%m: memref<10xi32>, %lo: index, %hi: index) {
  %c1 = arith.constant 1 : index
  %more = arith.cmpi slt, %lo, %hi : index
  scf.if %more {
    %pivot = memref.load %m[%hi] : memref<10xi32>
    %p = scf.for %j = %lo to %hi step %c1 iter_args(%i = %lo) -> (index) {
      %v = memref.load %m[%j] : memref<10xi32>
      %le = arith.cmpi sle, %v, %pivot : i32
      %ni = scf.if %le -> (index) {
        %w = memref.load %m[%i] : memref<10xi32>
        memref.store %v, %m[%i] : memref<10xi32>
        memref.store %w, %m[%j] : memref<10xi32>
        %i1 = arith.addi %i, %c1 : index
        scf.yield %i1 : index
      } else {
        scf.yield %i : index
      }
      scf.yield %ni : index
    }
    %w = memref.load %m[%p] : memref<10xi32>
    memref.store %pivot, %m[%p] : memref<10xi32>
    memref.store %w, %m[%hi] : memref<10xi32>
    %left = arith.cmpi ugt, %p, %lo : index
    scf.if %left {
      %pm = arith.subi %p, %c1 : index
      func.call @qsort(%m, %lo, %pm) : (memref<10xi32>, index, index) -> ()
    }
    %pp = arith.addi %p, %c1 : index
    func.call @qsort(%m, %pp, %hi) : (memref<10xi32>, index, index) -> ()
  }
  return
}
func.func @main() {
  %m = memref.alloc() : memref<10xi32>
  affine.for %i = 0 to 10 {
    %ii = arith.index_cast %i : index to i32
    %k = arith.constant 7 : i32
    %t = arith.muli %ii, %k : i32
    %r = arith.constant 10 : i32
    %v = arith.remsi %t, %r : i32
    %o = arith.constant 4 : i32
    %w = arith.subi %v, %o : i32
    affine.store %w, %m[%i] : memref<10xi32>
  }
  %u = memref.cast %m : memref<10xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : index
  call @qsort(%m, %c0, %c9) : (memref<10xi32>, index, index) -> ()
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<10xi32>
  return
}
