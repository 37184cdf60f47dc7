// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  %m = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<4x4xi1>
  return
}
