// addi/subi/muli without nsw/nuw wrap modulo 2^N on i8, i16, i32 and i64:
// MAX+1 is MIN, MIN-1 is MAX, products keep their low N bits, 0-MIN is MIN.
func.func @main() {
  %max8 = arith.constant 127 : i8
  %one8 = arith.constant 1 : i8
  %a = arith.addi %max8, %one8 : i8
  vector.print %a : i8
  %b = arith.muli %max8, %max8 : i8
  vector.print %b : i8
  %min16 = arith.constant -32768 : i16
  %one16 = arith.constant 1 : i16
  %c = arith.subi %min16, %one16 : i16
  vector.print %c : i16
  %k16 = arith.constant 300 : i16
  %d = arith.muli %k16, %k16 : i16
  vector.print %d : i16
  %z16 = arith.constant 0 : i16
  %e = arith.subi %z16, %min16 : i16
  vector.print %e : i16
  %big32 = arith.constant 2000000000 : i32
  %f = arith.addi %big32, %big32 : i32
  vector.print %f : i32
  %k32 = arith.constant 65537 : i32
  %g = arith.muli %k32, %k32 : i32
  vector.print %g : i32
  %min32 = arith.constant -2147483648 : i32
  %m1_32 = arith.constant -1 : i32
  %h = arith.muli %min32, %m1_32 : i32
  vector.print %h : i32
  %max64 = arith.constant 9223372036854775807 : i64
  %one64 = arith.constant 1 : i64
  %i = arith.addi %max64, %one64 : i64
  vector.print %i : i64
  %k64 = arith.constant 3037000500 : i64
  %j = arith.muli %k64, %k64 : i64
  vector.print %j : i64
  %p62 = arith.constant 4611686018427387904 : i64
  %four = arith.constant 4 : i64
  %k = arith.muli %p62, %four : i64
  vector.print %k : i64
  %m1_64 = arith.constant -1 : i64
  %l = arith.subi %m1_64, %max64 : i64
  vector.print %l : i64
  return
}
