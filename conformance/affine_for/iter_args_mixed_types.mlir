// One affine.for carrying iter_args of five types (f32, i8, index, i64, f64):
// i8 addition wraps (no overflow flags), the index carry is updated through
// affine.apply of the iv, and each result is printed.
func.func @main() {
  %f = arith.constant 1.0 : f32
  %b = arith.constant 100 : i8
  %x = arith.constant 3 : index
  %l = arith.constant -5 : i64
  %d = arith.constant 0.125 : f64
  %r:5 = affine.for %i = 0 to 20 iter_args(%af = %f, %ab = %b, %ax = %x, %al = %l, %ad = %d) -> (f32, i8, index, i64, f64) {
    %h = arith.constant 1.25 : f32
    %nf = arith.mulf %af, %h : f32
    %ii8 = arith.index_cast %i : index to i8
    %nb = arith.addi %ab, %ii8 : i8
    %nx = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
    %ii64 = arith.index_cast %ax : index to i64
    %nl = arith.addi %al, %ii64 : i64
    %two = arith.constant 2.0 : f64
    %nd = arith.mulf %ad, %two : f64
    affine.yield %nf, %nb, %nx, %nl, %nd : f32, i8, index, i64, f64
  }
  vector.print %r#0 : f32
  vector.print %r#1 : i8
  vector.print %r#2 : index
  vector.print %r#3 : i64
  vector.print %r#4 : f64
  return
}
