"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%a: i32):
    %0:2 = "t.op"(%a) {d = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, s = "x\0A", f = 0x7FC00000 : f32} : (i32) -> (i32, f32)
    "t.br"(%0#0)[^bb1] : (i32) -> ()
  ^bb1(%x: i32):
    "func.return"(%x) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
