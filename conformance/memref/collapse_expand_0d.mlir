// memref.collapse_shape with an empty reassociation collapses unit
// dimensions into a 0-d memref, and memref.expand_shape with an empty one
// expands a 0-d memref back into unit dimensions.
func.func @main() {
  %m = memref.alloc() : memref<1x1xf32>
  %c = arith.constant 4.5 : f32
  %c0 = arith.constant 0 : index
  memref.store %c, %m[%c0, %c0] : memref<1x1xf32>
  %s = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  %v = memref.load %s[] : memref<f32>
  vector.print %v : f32
  %e = memref.expand_shape %s [] output_shape [1, 1, 1] : memref<f32> into memref<1x1x1xf32>
  %d = arith.constant 6.5 : f32
  memref.store %d, %e[%c0, %c0, %c0] : memref<1x1x1xf32>
  %w = memref.load %m[%c0, %c0] : memref<1x1xf32>
  vector.print %w : f32
  memref.dealloc %m : memref<1x1xf32>
  return
}
