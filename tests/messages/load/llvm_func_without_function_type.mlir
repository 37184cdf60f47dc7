// MESSAGE: exit=2 mlir-opt=rejects
"llvm.func"() <{sym_name = "main"}> ({
  "llvm.return"() : () -> ()
}) : () -> ()
