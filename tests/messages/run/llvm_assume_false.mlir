// MESSAGE: exit=3 mlir-opt=accepts
module {
  llvm.func @main() {
    %f = llvm.mlir.constant(false) : i1
    "llvm.intr.assume"(%f) <{op_bundle_sizes = array<i32>}> : (i1) -> ()
    llvm.return
  }
}
