// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%a: memref<4xf32>) {
  %s = "memref.reinterpret_cast"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<*xf32>
  return
}
