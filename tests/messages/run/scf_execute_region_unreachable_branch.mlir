// MESSAGE: exit=3 mlir-opt=accepts
func.func @main() -> i32 {
  %c = arith.constant false
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  ^b:
    llvm.unreachable
  }
  return %r : i32
}
