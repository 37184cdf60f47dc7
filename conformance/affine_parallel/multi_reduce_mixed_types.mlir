// One affine.parallel with four reductions of different kinds and element
// types ("addf" f64, "maximumf" f32, "addi" i16, "ori" i32) over a 2-d band
// with steps; each result combines only its own yielded operand.
func.func @main() {
  %r:4 = affine.parallel (%i, %j) = (0, 1) to (4, 7) step (1, 2) reduce ("addf", "maximumf", "addi", "ori") -> (f64, f32, i16, i32) {
    %x = affine.apply affine_map<(d0, d1) -> (d0 * 7 + d1)>(%i, %j)
    %xi = arith.index_cast %x : index to i32
    %d = arith.sitofp %xi : i32 to f64
    %q = arith.constant 0.25 : f64
    %dd = arith.mulf %d, %q : f64
    %f = arith.sitofp %xi : i32 to f32
    %nf = arith.negf %f : f32
    %h = arith.index_cast %x : index to i16
    %one = arith.constant 1 : i32
    %yi = arith.index_cast %i : index to i32
    %bit = arith.shli %one, %yi : i32
    affine.yield %dd, %nf, %h, %bit : f64, f32, i16, i32
  }
  vector.print %r#0 : f64
  vector.print %r#1 : f32
  vector.print %r#2 : i16
  vector.print %r#3 : i32
  return
}
