// MESSAGE: exit=2 mlir-opt=accepts
func.func @main() {
  %c = arith.constant dense_resource<blob1> : vector<2xi32>
  vector.print %c : vector<2xi32>
  return
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
