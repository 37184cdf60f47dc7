// MESSAGE: exit=2 mlir-opt=rejects
"llvm.func"() <{function_type = !llvm.func<void (i64, , ptr)>, sym_name = "main"}> ({
^bb0(%a: i64, %b: !llvm.ptr):
  "llvm.return"() : () -> ()
}) : () -> ()
