// exp/log family on exact points: exp(0)=1, log(1)=0, log(0)=-inf,
// exp(-inf)=0, exp(1000)=inf, exp2(10)=1024, log2(8)=3, log10(1000)=3.
func.func @main() {
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %a = math.exp %z : f32
  vector.print %a : f32
  %b = math.log %one : f32
  vector.print %b : f32
  %c = math.log %z : f32
  vector.print %c : f32
  %ninf = arith.constant 0xFF800000 : f32
  %d = math.exp %ninf : f32
  vector.print %d : f32
  %big = arith.constant 1000.0 : f32
  %e = math.exp %big : f32
  vector.print %e : f32
  %ten = arith.constant 10.0 : f32
  %f = math.exp2 %ten : f32
  vector.print %f : f32
  %eight = arith.constant 8.0 : f32
  %g = math.log2 %eight : f32
  vector.print %g : f32
  %thousand = arith.constant 1000.0 : f64
  %h = math.log10 %thousand : f64
  vector.print %h : f64
  %dz = arith.constant 0.0 : f64
  %i = math.expm1 %dz : f64
  vector.print %i : f64
  %nz = arith.constant -0.0 : f64
  %j = math.log1p %nz : f64
  vector.print %j : f64
  %m1 = arith.constant -1.0 : f64
  %k = math.log1p %m1 : f64
  vector.print %k : f64
  %n = arith.constant -1074.0 : f64
  %l = math.exp2 %n : f64
  vector.print %l : f64
  return
}
