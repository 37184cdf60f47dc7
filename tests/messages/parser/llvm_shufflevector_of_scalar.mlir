// MESSAGE: exit=2 mlir-opt=rejects
llvm.func @f(%v: vector<4xf32>) -> vector<2xf32> {
  %s = llvm.shufflevector %v, %v [0, 1] : f32
  llvm.return %s : vector<2xf32>
}
