// math.fma rounds once: (1+2^-12)^2 - (1+2^-11) is 2^-24 fused but 0 with a
// separate mulf and addf (tie rounded to even) in f32; same on f64 with 2^-27.
func.func @main() {
  %a = arith.constant 1.000244140625 : f32
  %c = arith.constant -1.00048828125 : f32
  %f = math.fma %a, %a, %c : f32
  vector.print %f : f32
  %m = arith.mulf %a, %a : f32
  %s = arith.addf %m, %c : f32
  vector.print %s : f32
  %da = arith.constant 1.0000000074505806 : f64
  %dc = arith.constant -1.0000000149011612 : f64
  %df = math.fma %da, %da, %dc : f64
  vector.print %df : f64
  %dm = arith.mulf %da, %da : f64
  %ds = arith.addf %dm, %dc : f64
  vector.print %ds : f64
  %va = arith.constant dense<[1.000244140625, 2.0, -0.0, 3.0]> : vector<4xf32>
  %vc = arith.constant dense<[-1.00048828125, 1.0, 0.0, -9.0]> : vector<4xf32>
  %vf = math.fma %va, %va, %vc : vector<4xf32>
  vector.print %vf : vector<4xf32>
  %vm = arith.mulf %va, %va : vector<4xf32>
  %vs = arith.addf %vm, %vc : vector<4xf32>
  vector.print %vs : vector<4xf32>
  return
}
