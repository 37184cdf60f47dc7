// memref.dim reads run-time sizes of a ?x4x? alloc, of a dynamic-size subview
// of it, and of a static dim through a dynamic index; rank of each.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc(%c5, %c3) : memref<?x4x?xf32>
  %a = memref.dim %m, %c0 : memref<?x4x?xf32>
  vector.print %a : index
  %b = memref.dim %m, %c1 : memref<?x4x?xf32>
  vector.print %b : index
  %c = memref.dim %m, %c2 : memref<?x4x?xf32>
  vector.print %c : index
  %s = memref.subview %m[%c1, 0, %c1] [%c3, 4, %c2] [1, 1, 1] : memref<?x4x?xf32> to memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
  %d = memref.dim %s, %c0 : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
  vector.print %d : index
  %e = memref.dim %s, %c2 : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
  vector.print %e : index
  %r = memref.rank %s : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
  vector.print %r : index
  %base, %off, %sz:3, %st:3 = memref.extract_strided_metadata %s : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
  vector.print %off : index
  vector.print %st#0 : index
  vector.print %st#1 : index
  memref.dealloc %m : memref<?x4x?xf32>
  return
}
