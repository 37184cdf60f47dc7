// Derived by tools/gen-derived-conformance from conformance/vector/transpose_shuffle_outerproduct_masked.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
module {
  func.func @main() {
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %cst = arith.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : vector<2x3xf32>
    %0 = vector.transpose %cst, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
    vector.print %0 : vector<3x2xf32>
    %cst_1 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
    %cst_2 = arith.constant dense<[7, 8]> : vector<2xi32>
    %1 = vector.shuffle %cst_1, %cst_2 [4, 0, 3, 2] : vector<3xi32>, vector<2xi32>
    vector.print %1 : vector<4xi32>
    %2 = vector.shuffle %cst, %cst [1, 2, 0] : vector<2x3xf32>, vector<2x3xf32>
    vector.print %2 : vector<3x3xf32>
    %cst_3 = arith.constant dense<[1.000000e-01, 2.000000e-01]> : vector<2xf32>
    %cst_4 = arith.constant dense<[3.000000e-01, 0.699999988, 1.100000e+00]> : vector<3xf32>
    %cst_5 = arith.constant dense<[[0.00999999977, 2.000000e-02, 3.000000e-02], [4.000000e-02, 5.000000e-02, 6.000000e-02]]> : vector<2x3xf32>
    %3 = vector.outerproduct %cst_3, %cst_4 : vector<2xf32>, vector<3xf32>
    vector.print %3 : vector<2x3xf32>
    %4 = vector.outerproduct %cst_3, %cst_4, %cst_5 {kind = #vector.kind<add>} : vector<2xf32>, vector<3xf32>
    vector.print %4 : vector<2x3xf32>
    %5 = vector.outerproduct %cst_3, %cst_4, %cst_5 {kind = #vector.kind<maxnumf>} : vector<2xf32>, vector<3xf32>
    vector.print %5 : vector<2x3xf32>
    %cst_6 = arith.constant 3.000000e+00 : f32
    %6 = vector.outerproduct %cst_3, %cst_6 : vector<2xf32>, f32
    vector.print %6 : vector<2xf32>
    %alloc = memref.alloc() : memref<8xf32>
    %c0_7 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %cst_8 = arith.constant 1.500000e+00 : f32
    %alloc_9 = memref.alloc() : memref<8xf32, 2>
    %alloc_10 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 8 {
      affine.store %cst_8, %alloc_9[%arg0] : memref<8xf32, 2>
    }
    affine.dma_start %alloc_9[%c0], %alloc[%c0], %alloc_10[%c0], %c8 : memref<8xf32, 2>, memref<8xf32>, memref<1xi32>
    affine.dma_wait %alloc_10[%c0], %c8 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<8xf32, 2>
    %cst_11 = arith.constant dense<[true, false, true, false]> : vector<4xi1>
    %cst_12 = arith.constant dense<9.000000e+00> : vector<4xf32>
    %7 = vector.maskedload %alloc[%c0_7], %cst_11, %cst_12 : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    vector.print %7 : vector<4xf32>
    %cst_13 = arith.constant dense<[5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> : vector<4xf32>
    vector.maskedstore %alloc[%c0_7], %cst_11, %cst_13 : memref<8xf32>, vector<4xi1>, vector<4xf32>
    %8 = vector.load %alloc[%c0_7] : memref<8xf32>, vector<4xf32>
    vector.print %8 : vector<4xf32>
    memref.dealloc %alloc : memref<8xf32>
    return
  }
}

