// Derived by tools/gen-derived-conformance from conformance/func/recursive_quicksort_memref.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @qsort(%arg0: memref<10xi32>, %arg1: index, %arg2: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = arith.cmpi slt, %arg1, %arg2 : index
    scf.if %0 {
      %1 = memref.load %arg0[%arg2] : memref<10xi32>
      %2 = scf.for %arg3 = %arg1 to %arg2 step %c1 iter_args(%arg4 = %arg1) -> (index) {
        %6 = memref.load %arg0[%arg3] : memref<10xi32>
        %7 = arith.cmpi sle, %6, %1 : i32
        %8 = scf.if %7 -> (index) {
          %9 = memref.load %arg0[%arg4] : memref<10xi32>
          memref.store %6, %arg0[%arg4] : memref<10xi32>
          memref.store %9, %arg0[%arg3] : memref<10xi32>
          %10 = arith.addi %arg4, %c1 : index
          scf.yield %10 : index
        } else {
          scf.yield %arg4 : index
        }
        scf.yield %8 : index
      }
      %3 = memref.load %arg0[%2] : memref<10xi32>
      memref.store %1, %arg0[%2] : memref<10xi32>
      memref.store %3, %arg0[%arg2] : memref<10xi32>
      %4 = arith.cmpi ugt, %2, %arg1 : index
      scf.if %4 {
        %6 = arith.subi %2, %c1 : index
        func.call @qsort(%arg0, %arg1, %6) : (memref<10xi32>, index, index) -> ()
      }
      %5 = arith.addi %2, %c1 : index
      func.call @qsort(%arg0, %5, %arg2) : (memref<10xi32>, index, index) -> ()
    }
    return
  }
  func.func @main() {
    %c10 = arith.constant 10 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<10xi32>
    %alloc_1 = memref.alloc() : memref<10xi32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 10 {
      %0 = arith.index_cast %arg0 : index to i32
      %c7_i32 = arith.constant 7 : i32
      %1 = arith.muli %0, %c7_i32 : i32
      %c10_i32 = arith.constant 10 : i32
      %2 = arith.remsi %1, %c10_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %3 = arith.subi %2, %c4_i32 : i32
      affine.store %3, %alloc_1[%arg0] : memref<10xi32, 2>
    }
    affine.dma_start %alloc_1[%c0], %alloc[%c0], %alloc_2[%c0], %c10 : memref<10xi32, 2>, memref<10xi32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c10 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<10xi32, 2>
    %cast = memref.cast %alloc : memref<10xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %c0_3 = arith.constant 0 : index
    %c9 = arith.constant 9 : index
    call @qsort(%alloc, %c0_3, %c9) : (memref<10xi32>, index, index) -> ()
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    memref.dealloc %alloc : memref<10xi32>
    return
  }
}

