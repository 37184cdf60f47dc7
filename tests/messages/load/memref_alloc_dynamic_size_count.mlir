// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  %m = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<?xf32>
  return
}
