// MESSAGE: exit=2 mlir-opt=accepts
module {
  llvm.func @main() {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %p = "llvm.alloca"(%c8) <{elem_type = i64}> : (i64) -> !llvm.ptr
    %m = llvm.mlir.constant(dense<true> : vector<2xi1>) : vector<2xi1>
    %v = "llvm.intr.masked.load"(%p, %m, %m) <{alignment = 1 : i32}> : (!llvm.ptr, vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    llvm.return
  }
}
