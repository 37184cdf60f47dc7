// Derived by tools/gen-derived-conformance from conformance/func/recursion_and_results.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<() -> (2)>
module {
  func.func @fib(%arg0: i64) -> i64 {
    %c0 = arith.constant 0 : index
    %c2_i64 = arith.constant 2 : i64
    %0 = arith.cmpi slt, %arg0, %c2_i64 : i64
    %1 = scf.if %0 -> (i64) {
      scf.yield %arg0 : i64
    } else {
      %c1_i64 = arith.constant 1 : i64
      %2 = arith.subi %arg0, %c1_i64 : i64
      %3 = arith.subi %arg0, %c2_i64 : i64
      %4 = func.call @fib(%2) : (i64) -> i64
      %5 = func.call @fib(%3) : (i64) -> i64
      %6 = arith.addi %4, %5 : i64
      scf.yield %6 : i64
    }
    return %1 : i64
  }
  func.func @swap(%arg0: f32, %arg1: f32) -> (f32, f32) {
    %c0 = arith.constant 0 : index
    return %arg1, %arg0 : f32, f32
  }
  func.func @fill(%arg0: memref<3xf32>, %arg1: f32) {
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<3xf32, 2>
    %alloc_1 = memref.alloc() : memref<1xi32>
    affine.for %arg2 = 0 to 3 {
      affine.store %arg1, %alloc[%arg2] : memref<3xf32, 2>
    }
    affine.dma_start %alloc[%c0], %arg0[%c0], %alloc_1[%c0], %c3 : memref<3xf32, 2>, memref<3xf32>, memref<1xi32>
    affine.dma_wait %alloc_1[%c0], %c3 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<1xi32>
    memref.dealloc %alloc : memref<3xf32, 2>
    return
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c15_i64 = arith.constant 15 : i64
    %0 = call @fib(%c15_i64) : (i64) -> i64
    vector.print %0 : i64
    %cst = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 2.000000e+00 : f32
    %1:2 = call @swap(%cst, %cst_1) : (f32, f32) -> (f32, f32)
    vector.print %1#0 : f32
    vector.print %1#1 : f32
    %alloc = memref.alloc() : memref<3xf32>
    call @fill(%alloc, %cst_1) : (memref<3xf32>, f32) -> ()
    %alloc_2 = memref.alloc() : memref<1xf32, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c2], %alloc_2[%c0], %alloc_3[%c0], %c1 : memref<3xf32>, memref<1xf32, 2>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0], %c1 : memref<1xi32>
    %2 = affine.apply #map()
    %3 = affine.load %alloc_2[0] : memref<1xf32, 2>
    vector.print %3 : f32
    memref.dealloc %alloc : memref<3xf32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xf32, 2>
    return
  }
}

