llvm.mlir.global internal hidden thread_local unnamed_addr constant @x(1 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
llvm.mlir.global external @e() : i32
llvm.mlir.global internal @y() : !llvm.struct<(i32)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32)>
  llvm.return %0 : !llvm.struct<(i32)>
}
llvm.mlir.global private local_unnamed_addr @s("abc") : !llvm.array<3 x i8>
llvm.mlir.global internal @z(0 : i32) : i32
