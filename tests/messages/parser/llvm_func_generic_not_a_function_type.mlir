// MESSAGE: exit=2 mlir-opt=rejects
"llvm.func"() <{function_type = !llvm.func<void ptr>, sym_name = "main"}> ({
  "llvm.return"() : () -> ()
}) : () -> ()
