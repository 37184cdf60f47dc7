// Derived by tools/gen-derived-conformance from conformance/func/call_with_memref_views.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// Passing a strided subview and a dynamic-shape cast to callees: the callee
// writes through the view's layout and returns it; the caller sees the writes.
func.func private @printMemrefF32(memref<*xf32>)
func.func @scale_row(%r: memref<4xf32, strided<[1], offset: ?>>, %k: f32) -> memref<4xf32, strided<[1], offset: ?>> {
  affine.for %i = 0 to 4 {
    affine.prefetch %r[%i], read, locality<0>, data : memref<4xf32, strided<[1], offset: ?>>
    %v = affine.load %r[%i] : memref<4xf32, strided<[1], offset: ?>>
    %w = arith.mulf %v, %k : f32
    affine.store %w, %r[%i] : memref<4xf32, strided<[1], offset: ?>>
  }
  return %r : memref<4xf32, strided<[1], offset: ?>>
}
func.func @total(%m: memref<?x?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %d0 step %c1 iter_args(%a = %z) -> (f32) {
    %t = scf.for %j = %c0 to %d1 step %c1 iter_args(%b = %a) -> (f32) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      %n = arith.addf %b, %v : f32
      scf.yield %n : f32
    }
    scf.yield %t : f32
  }
  return %s : f32
}
func.func @main() {
  %m = memref.alloc() : memref<3x4xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      affine.store %f, %m[%i, %j] : memref<3x4xf32>
    }
  }
  %c1 = arith.constant 1 : index
  %row = memref.subview %m[%c1, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<4xf32, strided<[1], offset: ?>>
  %k = arith.constant -2.0 : f32
  %ret = call @scale_row(%row, %k) : (memref<4xf32, strided<[1], offset: ?>>, f32) -> memref<4xf32, strided<[1], offset: ?>>
  %c0 = arith.constant 0 : index
  %x = memref.load %ret[%c0] : memref<4xf32, strided<[1], offset: ?>>
  vector.print %x : f32
  %u = memref.cast %m : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %d = memref.cast %m : memref<3x4xf32> to memref<?x?xf32>
  %t = call @total(%d) : (memref<?x?xf32>) -> f32
  vector.print %t : f32
  memref.dealloc %m : memref<3x4xf32>
  return
}
