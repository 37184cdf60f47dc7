llvm.func @g() -> i32
llvm.func @f(%fp: !llvm.ptr) {
  %0 = llvm.call fastcc tail @g() : () -> i32
  %1 = llvm.call musttail @g() : () -> i32
  %2 = llvm.call notail @g() : () -> i32
  %3 = llvm.call %fp() vararg(!llvm.func<i32 (...)>) : !llvm.ptr, () -> i32
  %4 = llvm.call @g() {fastmathFlags = #llvm.fastmath<fast>, no_inline, foo} : () -> i32
  llvm.return
}
