llvm.func @f(%p: !llvm.ptr, %i: i64) {
  %0 = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr nusw %p[%i, 1, %i] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  %2 = llvm.getelementptr inbounds|nuw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %3 = llvm.getelementptr nuw %p[-1] : (!llvm.ptr) -> !llvm.ptr, f32
  %5 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %6 = llvm.getelementptr inbounds|nusw|nuw %p[%i, 1, 1, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x struct<(i8, array<3 x i16>)>>
  llvm.return
}
