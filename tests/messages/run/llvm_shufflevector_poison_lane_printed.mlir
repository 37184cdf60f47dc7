// MESSAGE: exit=3 mlir-opt=accepts
module {
  llvm.func @printI64(i64)
  llvm.func @main() {
    %v = llvm.mlir.constant(dense<[1, 2]> : vector<2xi64>) : vector<2xi64>
    %s = "llvm.shufflevector"(%v, %v) <{mask = array<i32: -1, 0>}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %i = llvm.mlir.constant(0 : i64) : i64
    %e = llvm.extractelement %s[%i : i64] : vector<2xi64>
    llvm.call @printI64(%e) : (i64) -> ()
    llvm.return
  }
}
