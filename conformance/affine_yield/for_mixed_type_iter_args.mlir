// affine.yield of four iter_args of different types (f32, i64, index, i8)
// from one affine.for: each yielded operand becomes the next value of the
// iter_arg in the same position, and the loop results are the last ones.
func.func @main() {
  %f0 = arith.constant 1.0 : f32
  %l0 = arith.constant 1 : i64
  %x0 = arith.constant 0 : index
  %b0 = arith.constant 100 : i8
  %r:4 = affine.for %i = 0 to 6 iter_args(%f = %f0, %l = %l0, %x = %x0, %b = %b0) -> (f32, i64, index, i8) {
    %h = arith.constant 1.5 : f32
    %f2 = arith.mulf %f, %h : f32
    %three = arith.constant 3 : i64
    %l2 = arith.muli %l, %three : i64
    %x2 = arith.addi %x, %i : index
    %c = arith.constant 30 : i8
    %b2 = arith.addi %b, %c : i8
    affine.yield %f2, %l2, %x2, %b2 : f32, i64, index, i8
  }
  vector.print %r#0 : f32
  vector.print %r#1 : i64
  vector.print %r#2 : index
  vector.print %r#3 : i8
  return
}
