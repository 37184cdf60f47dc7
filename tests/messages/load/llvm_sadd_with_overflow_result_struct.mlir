// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this: its verifier does not look at the result struct; LLVM's intrinsic returns { i32, i1 } (what mlir-translate-22 emits, whatever the type says)
module {
  llvm.func @main() {
    %a = llvm.mlir.constant(1 : i32) : i32
    %r = "llvm.intr.sadd.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1, i1)>
    llvm.return
  }
}
