// MESSAGE: exit=3 mlir-opt=accepts
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
  llvm.func @printMemrefF32(i64, !llvm.ptr)
  llvm.func @main() {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %c40 = llvm.mlir.constant(40 : i64) : i64
    %p = llvm.call @malloc(%c4) : (i64) -> !llvm.ptr
    %z = llvm.mlir.constant(0 : i64) : i64
    %w = "llvm.inttoptr"(%c40) : (i64) -> !llvm.ptr
    %u = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %a = llvm.insertvalue %p, %u[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %b = llvm.insertvalue %w, %a[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %c = llvm.insertvalue %z, %b[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d = llvm.insertvalue %c1, %c[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %e = llvm.insertvalue %c1, %d[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %s = llvm.call @malloc(%c40) : (i64) -> !llvm.ptr
    "llvm.store"(%e, %s) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    
    llvm.call @printMemrefF32(%c1, %s) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
}
