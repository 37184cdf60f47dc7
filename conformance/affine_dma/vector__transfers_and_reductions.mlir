// Derived by tools/gen-derived-conformance from conformance/vector/transfers_and_reductions.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (0)>
module {
  func.func private @printMemrefF64(memref<*xf64>)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func private @printMemrefI64(memref<*xi64>)
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c15 = arith.constant 15 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<3x5xf32>
    %alloc_1 = memref.alloc() : memref<3x5xf32, 2>
    %alloc_2 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 5 {
        %10 = arith.index_cast %arg0 : index to i32
        %11 = arith.index_cast %arg1 : index to i32
        %c10_i32 = arith.constant 10 : i32
        %12 = arith.muli %10, %c10_i32 : i32
        %13 = arith.addi %12, %11 : i32
        %14 = arith.sitofp %13 : i32 to f32
        affine.store %14, %alloc_1[%arg0, %arg1] : memref<3x5xf32, 2>
      }
    }
    affine.dma_start %alloc_1[%c0, %c0], %alloc[%c0, %c0], %alloc_2[%c0], %c15 : memref<3x5xf32, 2>, memref<3x5xf32>, memref<1xi32>
    affine.dma_wait %alloc_2[%c0], %c15 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<3x5xf32, 2>
    %c0_3 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant -1.000000e+00 : f32
    %0 = vector.transfer_read %alloc[%c1, %c3], %cst : memref<3x5xf32>, vector<4xf32>
    vector.print %0 : vector<4xf32>
    %1 = vector.transfer_read %alloc[%c0_3, %c1], %cst {permutation_map = #map} : memref<3x5xf32>, vector<4xf32>
    vector.print %1 : vector<4xf32>
    %2 = vector.transfer_read %alloc[%c1, %c0_3], %cst {in_bounds = [true], permutation_map = #map1} : memref<3x5xf32>, vector<3xf32>
    vector.print %2 : vector<3xf32>
    %3 = vector.transfer_read %alloc[%c0_3, %c0_3], %cst : memref<3x5xf32>, vector<2x3xf32>
    vector.print %3 : vector<2x3xf32>
    %4 = vector.reduction <add>, %0 : vector<4xf32> into f32
    vector.print %4 : f32
    %5 = vector.reduction <maximumf>, %0 : vector<4xf32> into f32
    vector.print %5 : f32
    %6 = vector.reduction <mul>, %1, %cst : vector<4xf32> into f32
    vector.print %6 : f32
    %cst_4 = arith.constant 1.000000e+01 : f32
    %7 = vector.broadcast %cst_4 : f32 to vector<4xf32>
    %8 = arith.addf %0, %7 : vector<4xf32>
    vector.transfer_write %8, %alloc[%c0_3, %c3] : vector<4xf32>, memref<3x5xf32>
    %9 = vector.create_mask %c1 : vector<4xi1>
    vector.transfer_write %7, %alloc[%c1, %c0_3], %9 : vector<4xf32>, memref<3x5xf32>
    %cast = memref.cast %alloc : memref<3x5xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<3x5xf32>
    return
  }
}

