llvm.func @f(%v: vector<2xf32>, %s: !llvm.struct<(i64, ptr, array<2 x i64>)>) -> !llvm.array<2 x vector<2xf32>> {
  %p = llvm.mlir.poison : !llvm.array<2 x vector<2xf32>>
  %a = llvm.insertvalue %v, %p[1] : !llvm.array<2 x vector<2xf32>>
  %e = llvm.extractvalue %a[0] : !llvm.array<2 x vector<2xf32>>
  %i = llvm.extractvalue %s[2, 1] : !llvm.struct<(i64, ptr, array<2 x i64>)>
  %q = llvm.extractvalue %s[1] : !llvm.struct<(i64, ptr, array<2 x i64>)>
  %t = llvm.insertvalue %q, %s[1] : !llvm.struct<(i64, ptr, array<2 x i64>)>
  %u = llvm.mlir.undef : !llvm.struct<(vector<4xi1>, f16)>
  %w = llvm.extractvalue %u[0] : !llvm.struct<(vector<4xi1>, f16)>
  llvm.return %a : !llvm.array<2 x vector<2xf32>>
}
