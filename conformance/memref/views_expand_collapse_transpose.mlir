// conformance/memref/views_expand_collapse_transpose: expand_shape (static and
// dynamic output shape), collapse_shape (of a contiguous subview too),
// transpose, view over an i8 buffer with a byte shift, extract_strided_metadata
// and alloca_scope with a result; each view written through and printed.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<2x6xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 6 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      affine.store %f, %m[%i, %j] : memref<2x6xf32>
    }
  }
  %md = memref.cast %m : memref<2x6xf32> to memref<2x?xf32>
  %e = memref.expand_shape %md [[0], [1, 2]] output_shape [2, %c2, 3] : memref<2x?xf32> into memref<2x?x3xf32>
  %e2 = memref.expand_shape %m [[0, 1], [2]] output_shape [1, 2, 6] : memref<2x6xf32> into memref<1x2x6xf32>
  %e2c = memref.cast %e2 : memref<1x2x6xf32> to memref<*xf32>
  call @printMemrefF32(%e2c) : (memref<*xf32>) -> ()
  %ec = memref.cast %e : memref<2x?x3xf32> to memref<*xf32>
  call @printMemrefF32(%ec) : (memref<*xf32>) -> ()
  %x = arith.constant 100.0 : f32
  memref.store %x, %e[%c1, %c1, %c2] : memref<2x?x3xf32>
  %c = memref.collapse_shape %m [[0, 1]] : memref<2x6xf32> into memref<12xf32>
  %cc = memref.cast %c : memref<12xf32> to memref<*xf32>
  call @printMemrefF32(%cc) : (memref<*xf32>) -> ()
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x6xf32> to memref<6x2xf32, strided<[1, 6]>>
  %tc = memref.cast %t : memref<6x2xf32, strided<[1, 6]>> to memref<*xf32>
  call @printMemrefF32(%tc) : (memref<*xf32>) -> ()
  %s = memref.subview %m[1, 0] [1, 6] [1, 1] : memref<2x6xf32> to memref<1x6xf32, strided<[6, 1], offset: 6>>
  %sc = memref.collapse_shape %s [[0, 1]] : memref<1x6xf32, strided<[6, 1], offset: 6>> into memref<6xf32, strided<[1], offset: 6>>
  %scc = memref.cast %sc : memref<6xf32, strided<[1], offset: 6>> to memref<*xf32>
  call @printMemrefF32(%scc) : (memref<*xf32>) -> ()
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %t : memref<6x2xf32, strided<[1, 6]>> -> memref<f32>, index, index, index, index, index
  %sum0 = arith.addi %off, %sizes#0 : index
  %sum1 = arith.addi %sum0, %sizes#1 : index
  %sum2 = arith.addi %sum1, %strides#0 : index
  %sum3 = arith.addi %sum2, %strides#1 : index
  vector.print %sum3 : index
  %b = memref.alloc() : memref<64xi8>
  %c8 = arith.constant 8 : index
  %v = memref.view %b[%c8][%c2] : memref<64xi8> to memref<?x4xi32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 4 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      memref.store %ki, %v[%i, %j] : memref<?x4xi32>
    }
  }
  %vc = memref.cast %v : memref<?x4xi32> to memref<*xi32>
  call @printMemrefI32(%vc) : (memref<*xi32>) -> ()
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<2xf32>
    %z = arith.constant 1.5 : f32
    memref.store %z, %a[%c0] : memref<2xf32>
    memref.store %z, %a[%c1] : memref<2xf32>
    %l0 = memref.load %a[%c0] : memref<2xf32>
    %l1 = memref.load %a[%c1] : memref<2xf32>
    %sum = arith.addf %l0, %l1 : f32
    memref.alloca_scope.return %sum : f32
  }
  vector.print %r : f32
  memref.dealloc %b : memref<64xi8>
  memref.dealloc %m : memref<2x6xf32>
  return
}
