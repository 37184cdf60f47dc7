// MESSAGE: exit=2 mlir-opt=rejects
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
}) : () -> ()
