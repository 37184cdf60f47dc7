module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: i1, %arg2: i64, %arg3: i32) {
    llvm.intr.assume %arg1 ["align"(%arg0, %arg2 : !llvm.ptr, i64)] : i1
    llvm.intr.assume %arg1 ["align"(%arg0, %arg2 : !llvm.ptr, i64), "nonnull"(%arg0 : !llvm.ptr), "cold"()] : i1
    llvm.return
  }
  llvm.func @g(i32) -> i32
  llvm.func @h(%arg0: i32, %arg1: !llvm.ptr) {
    %0 = llvm.call @g(%arg0) ["deopt"(%arg1, %arg0 : !llvm.ptr, i32), "x"()] : (i32) -> i32
    llvm.return
  }
}

