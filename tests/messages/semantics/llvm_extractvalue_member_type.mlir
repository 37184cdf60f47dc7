// MESSAGE: exit=2 mlir-opt=rejects
module {
  llvm.func @main() {
    %u = llvm.mlir.poison : !llvm.struct<(i32, i64)>
    %e = "llvm.extractvalue"(%u) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i64)>) -> vector<2xi64>
    llvm.return
  }
}
