// MESSAGE: exit=2 mlir-opt=rejects
module {
  llvm.func @main() {
    %v = llvm.mlir.constant(dense<[1, 2]> : vector<2xi64>) : vector<2xi64>
    %s = "llvm.shufflevector"(%v, %v) : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    llvm.return
  }
}
