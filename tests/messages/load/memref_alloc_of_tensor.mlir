// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  %m = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> tensor<4xf32>
  return
}
