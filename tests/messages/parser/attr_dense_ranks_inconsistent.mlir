// MESSAGE: exit=2 mlir-opt=rejects
"t.op"() {a = dense<[[1, 2], 3]> : tensor<2x2xi32>} : () -> ()
