// vector.reduction <add> without an accumulator over all -0.0 lanes: the
// lowering starts llvm.vector.reduce.fadd at +0.0, so the result is +0, not -0.
func.func @main() {
  %zs = arith.constant dense<[-0.0, -0.0]> : vector<2xf64>
  %a = vector.reduction <add>, %zs : vector<2xf64> into f64
  vector.print %a : f64
  %nz = arith.constant -0.0 : f64
  %b = vector.reduction <add>, %zs, %nz : vector<2xf64> into f64
  vector.print %b : f64
  %fs = arith.constant dense<[-0.0, -0.0, -0.0, -0.0]> : vector<4xf32>
  %c = vector.reduction <add>, %fs : vector<4xf32> into f32
  vector.print %c : f32
  %ms = arith.constant dense<[-1.0, 2.0]> : vector<2xf64>
  %d = vector.reduction <mul>, %ms : vector<2xf64> into f64
  vector.print %d : f64
  return
}
