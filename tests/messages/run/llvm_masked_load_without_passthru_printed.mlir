// MESSAGE: exit=3 mlir-opt=accepts
module {
  llvm.func @printI64(i64)
  llvm.func @main() {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %p = "llvm.alloca"(%c8) <{elem_type = i64}> : (i64) -> !llvm.ptr
    "llvm.store"(%c8, %p) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %m = llvm.mlir.constant(dense<[true, false]> : vector<2xi1>) : vector<2xi1>
    %v = "llvm.intr.masked.load"(%p, %m) <{alignment = 8 : i32}> : (!llvm.ptr, vector<2xi1>) -> vector<2xi64>
    %i = llvm.mlir.constant(1 : i64) : i64
    %e = llvm.extractelement %v[%i : i64] : vector<2xi64>
    llvm.call @printI64(%e) : (i64) -> ()
    llvm.return
  }
}
