// MESSAGE: exit=2 mlir-opt=rejects
module {
  llvm.func @main() {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %p = "llvm.alloca"(%c8) <{elem_type = i64}> : (i64) -> !llvm.ptr
    %m = llvm.mlir.constant(dense<true> : vector<2xi1>) : vector<2xi1>
    "llvm.intr.masked.store"(%m, %p) <{alignment = 8 : i32}> : (vector<2xi1>, !llvm.ptr) -> ()
    llvm.return
  }
}
