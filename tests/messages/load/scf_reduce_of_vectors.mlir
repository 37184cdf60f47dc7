// MESSAGE: exit=2 mlir-opt=accepts
func.func @main(%a: index, %x: vector<4xf32>) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> vector<4xf32> {
    scf.reduce(%x : vector<4xf32>) {
    ^bb0(%l: vector<4xf32>, %m: vector<4xf32>):
      %s = arith.addf %l, %m : vector<4xf32>
      scf.reduce.return %s : vector<4xf32>
    }
  }
  return
}
