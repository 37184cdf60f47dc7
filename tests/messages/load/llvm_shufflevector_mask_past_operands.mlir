// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this: its verifier does not bound mask indices; LLVM's IR verifier refuses them
module {
  llvm.func @main() {
    %v = llvm.mlir.constant(dense<[1, 2]> : vector<2xi64>) : vector<2xi64>
    %s = "llvm.shufflevector"(%v, %v) <{mask = array<i32: 0, 4>}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    llvm.return
  }
}
