// Derived by tools/gen-derived-conformance from conformance/memref/views_expand_collapse_transpose.mlir: after
// mlir-opt-22 -affine-data-copy-generate="generate-dma=true fast-mem-space=2
// fast-mem-capacity=1"; by the DMA model (SPEC_NOTES) it prints what that prints.
// EXPECT-SOURCE: spec
#map = affine_map<(d0, d1) -> (d0 * 6 + d1)>
#map1 = affine_map<(d0, d1) -> (d0 * 10 + d1)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c12 = arith.constant 12 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc() : memref<2x6xf32>
    %alloc_2 = memref.alloc() : memref<2x6xf32, 2>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 6 {
        %5 = affine.apply #map(%arg0, %arg1)
        %6 = arith.index_cast %5 : index to i32
        %7 = arith.sitofp %6 : i32 to f32
        affine.store %7, %alloc_2[%arg0, %arg1] : memref<2x6xf32, 2>
      }
    }
    affine.dma_start %alloc_2[%c0, %c0], %alloc[%c0, %c0], %alloc_3[%c0], %c12 : memref<2x6xf32, 2>, memref<2x6xf32>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0], %c12 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc_2 : memref<2x6xf32, 2>
    %cast = memref.cast %alloc : memref<2x6xf32> to memref<2x?xf32>
    %expand_shape = memref.expand_shape %cast [[0], [1, 2]] output_shape [2, %c2, 3] : memref<2x?xf32> into memref<2x?x3xf32>
    %expand_shape_4 = memref.expand_shape %alloc [[0, 1], [2]] output_shape [1, 2, 6] : memref<2x6xf32> into memref<1x2x6xf32>
    %cast_5 = memref.cast %expand_shape_4 : memref<1x2x6xf32> to memref<*xf32>
    call @printMemrefF32(%cast_5) : (memref<*xf32>) -> ()
    %cast_6 = memref.cast %expand_shape : memref<2x?x3xf32> to memref<*xf32>
    call @printMemrefF32(%cast_6) : (memref<*xf32>) -> ()
    %cst = arith.constant 1.000000e+02 : f32
    memref.store %cst, %expand_shape[%c1, %c1, %c2] : memref<2x?x3xf32>
    %collapse_shape = memref.collapse_shape %alloc [[0, 1]] : memref<2x6xf32> into memref<12xf32>
    %cast_7 = memref.cast %collapse_shape : memref<12xf32> to memref<*xf32>
    call @printMemrefF32(%cast_7) : (memref<*xf32>) -> ()
    %transpose = memref.transpose %alloc (d0, d1) -> (d1, d0) : memref<2x6xf32> to memref<6x2xf32, strided<[1, 6]>>
    %cast_8 = memref.cast %transpose : memref<6x2xf32, strided<[1, 6]>> to memref<*xf32>
    call @printMemrefF32(%cast_8) : (memref<*xf32>) -> ()
    %subview = memref.subview %alloc[1, 0] [1, 6] [1, 1] : memref<2x6xf32> to memref<1x6xf32, strided<[6, 1], offset: 6>>
    %collapse_shape_9 = memref.collapse_shape %subview [[0, 1]] : memref<1x6xf32, strided<[6, 1], offset: 6>> into memref<6xf32, strided<[1], offset: 6>>
    %cast_10 = memref.cast %collapse_shape_9 : memref<6xf32, strided<[1], offset: 6>> to memref<*xf32>
    call @printMemrefF32(%cast_10) : (memref<*xf32>) -> ()
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %transpose : memref<6x2xf32, strided<[1, 6]>> -> memref<f32>, index, index, index, index, index
    %0 = arith.addi %offset, %sizes#0 : index
    %1 = arith.addi %0, %sizes#1 : index
    %2 = arith.addi %1, %strides#0 : index
    %3 = arith.addi %2, %strides#1 : index
    vector.print %3 : index
    %alloc_11 = memref.alloc() : memref<64xi8>
    %c8 = arith.constant 8 : index
    %view = memref.view %alloc_11[%c8][%c2] : memref<64xi8> to memref<?x4xi32>
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 4 {
        %5 = affine.apply #map1(%arg0, %arg1)
        %6 = arith.index_cast %5 : index to i32
        memref.store %6, %view[%arg0, %arg1] : memref<?x4xi32>
      }
    }
    %cast_12 = memref.cast %view : memref<?x4xi32> to memref<*xi32>
    call @printMemrefI32(%cast_12) : (memref<*xi32>) -> ()
    %4 = memref.alloca_scope  -> (f32) {
      %alloca = memref.alloca() : memref<2xf32>
      %cst_13 = arith.constant 1.500000e+00 : f32
      memref.store %cst_13, %alloca[%c0_1] : memref<2xf32>
      memref.store %cst_13, %alloca[%c1] : memref<2xf32>
      %5 = memref.load %alloca[%c0_1] : memref<2xf32>
      %6 = memref.load %alloca[%c1] : memref<2xf32>
      %7 = arith.addf %5, %6 : f32
      memref.alloca_scope.return %7 : f32
    }
    vector.print %4 : f32
    memref.dealloc %alloc_11 : memref<64xi8>
    memref.dealloc %alloc : memref<2x6xf32>
    return
  }
}

