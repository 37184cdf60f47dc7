// MESSAGE: exit=3 mlir-opt=accepts
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
  llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
  llvm.func @main() {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %c16 = llvm.mlir.constant(16 : i64) : i64
    %c48 = llvm.mlir.constant(48 : i64) : i64
    %d = llvm.call @malloc(%c48) : (i64) -> !llvm.ptr
    "llvm.store"(%d, %d) <{ordering = 0 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
    %d8 = "llvm.getelementptr"(%d, %c8) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%d, %d8) <{ordering = 0 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
    %d16 = "llvm.getelementptr"(%d, %c16) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%c0, %d16) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %a = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
    "llvm.store"(%c0, %a) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %a8 = "llvm.getelementptr"(%a, %c8) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%d, %a8) <{ordering = 0 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
    %b = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
    "llvm.store"(%c1, %b) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %b8 = "llvm.getelementptr"(%b, %c8) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%d, %b8) <{ordering = 0 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @memrefCopy(%c8, %a, %b) : (i64, !llvm.ptr, !llvm.ptr) -> ()
    llvm.return
  }
}
