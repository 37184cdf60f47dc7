// ceildivui treats operands as unsigned: a zero dividend gives 0, the all-ones
// value divided by 2 rounds up past the signed range, on i8, i32 and i64.
func.func @main() {
  %z8 = arith.constant 0 : i8
  %m1_8 = arith.constant -1 : i8
  %two8 = arith.constant 2 : i8
  %a = arith.ceildivui %z8, %two8 : i8
  vector.print %a : i8
  %b = arith.ceildivui %m1_8, %two8 : i8
  vector.print %b : i8
  %c = arith.ceildivui %two8, %m1_8 : i8
  vector.print %c : i8
  %d = arith.ceildivui %m1_8, %m1_8 : i8
  vector.print %d : i8
  %m1_32 = arith.constant -1 : i32
  %three = arith.constant 3 : i32
  %e = arith.ceildivui %m1_32, %three : i32
  vector.print %e : i32
  %min32 = arith.constant -2147483648 : i32
  %f = arith.ceildivui %min32, %three : i32
  vector.print %f : i32
  %seven = arith.constant 7 : i32
  %g = arith.ceildivui %seven, %min32 : i32
  vector.print %g : i32
  %m1_64 = arith.constant -1 : i64
  %two64 = arith.constant 2 : i64
  %h = arith.ceildivui %m1_64, %two64 : i64
  vector.print %h : i64
  %z64 = arith.constant 0 : i64
  %i = arith.ceildivui %z64, %m1_64 : i64
  vector.print %i : i64
  %one = arith.constant 1 : index
  %big = arith.constant -5 : index
  %four = arith.constant 4 : index
  %j = arith.ceildivui %big, %four : index
  vector.print %j : index
  %k = arith.ceildivui %one, %four : index
  vector.print %k : index
  return
}
