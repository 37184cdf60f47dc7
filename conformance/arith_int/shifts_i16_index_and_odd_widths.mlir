// Shifts on index (64-bit), i16 by 15, and odd widths i5/i12 by width-1: the
// shifted-in bits and the sign bit follow the type's own width.
func.func @main() {
  %m = arith.constant -16 : index
  %two = arith.constant 2 : index
  %a = arith.shrsi %m, %two : index
  vector.print %a : index
  %b = arith.shrui %m, %two : index
  vector.print %b : index
  %c = arith.shli %m, %two : index
  vector.print %c : index
  %x16 = arith.constant -32768 : i16
  %s15 = arith.constant 15 : i16
  %d = arith.shrsi %x16, %s15 : i16
  vector.print %d : i16
  %e = arith.shrui %x16, %s15 : i16
  vector.print %e : i16
  %one16 = arith.constant 1 : i16
  %f = arith.shli %one16, %s15 : i16
  vector.print %f : i16
  %x5 = arith.constant 1 : i5
  %s4 = arith.constant 4 : i5
  %g = arith.shli %x5, %s4 : i5
  %gw = arith.extsi %g : i5 to i32
  vector.print %gw : i32
  %h = arith.shrsi %g, %s4 : i5
  %hw = arith.extsi %h : i5 to i32
  vector.print %hw : i32
  %i = arith.shrui %g, %s4 : i5
  %iw = arith.extsi %i : i5 to i32
  vector.print %iw : i32
  %x12 = arith.constant -1000 : i12
  %s11 = arith.constant 11 : i12
  %s3 = arith.constant 3 : i12
  %j = arith.shrui %x12, %s3 : i12
  %jw = arith.extui %j : i12 to i32
  vector.print %jw : i32
  %k = arith.shrsi %x12, %s11 : i12
  %kw = arith.extsi %k : i12 to i32
  vector.print %kw : i32
  %l = arith.shli %x12, %s3 : i12
  %lw = arith.extsi %l : i12 to i32
  vector.print %lw : i32
  return
}
