// MESSAGE: exit=2 mlir-opt=rejects
llvm.mlir.global internal @g(42 : i32)
