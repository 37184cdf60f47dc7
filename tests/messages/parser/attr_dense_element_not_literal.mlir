// MESSAGE: exit=2 mlir-opt=rejects
"t.op"() {a = dense<[foo]> : tensor<1xi32>} : () -> ()
