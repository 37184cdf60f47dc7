// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%a: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1)>>) {
  %s = "memref.subview"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1)>>) -> memref<4xf32, strided<[1]>>
  return
}
