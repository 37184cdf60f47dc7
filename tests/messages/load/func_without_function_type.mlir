// MESSAGE: exit=2 mlir-opt=rejects
"func.func"() <{sym_name = "main"}> ({
  "func.return"() : () -> ()
}) : () -> ()
