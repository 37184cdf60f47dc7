// MESSAGE: exit=2 mlir-opt=rejects
"t.op"() {a = dense<true> : tensor<2xi32>} : () -> ()
