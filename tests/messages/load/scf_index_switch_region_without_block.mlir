// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  %c = arith.constant 0 : index
  %r = "scf.index_switch"(%c) <{cases = array<i64: 0>}> ({
    %z = arith.constant 1 : i32
    scf.yield %z : i32
  }, {
  }) : (index) -> i32
  return
}
