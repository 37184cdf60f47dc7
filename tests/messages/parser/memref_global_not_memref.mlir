// MESSAGE: exit=2 mlir-opt=rejects
memref.global @g : tensor<4xf32>
