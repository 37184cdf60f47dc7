// arith.extsi between tensor<4xi32> and tensor<?xi64>: the same tensor dimensions.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'arith.extsi' op failed to verify that input and output have the same tensor dimensions
func.func @main(%a: tensor<4xi32>) {
  %0 = arith.extsi %a : tensor<4xi32> to tensor<?xi64>
  return
}
