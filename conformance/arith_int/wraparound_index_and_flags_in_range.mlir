// index arithmetic wraps at 64 bits (prints unsigned); addi/muli carrying
// nsw/nuw flags on values that do not overflow give the plain results.
func.func @main() {
  %max = arith.constant 9223372036854775807 : index
  %one = arith.constant 1 : index
  %a = arith.addi %max, %one : index
  vector.print %a : index
  %z = arith.constant 0 : index
  %b = arith.subi %z, %one : index
  vector.print %b : index
  %c = arith.muli %max, %max : index
  vector.print %c : index
  %x = arith.constant 100 : i8
  %y = arith.constant 27 : i8
  %d = arith.addi %x, %y overflow<nsw> : i8
  vector.print %d : i8
  %e = arith.addi %x, %y overflow<nsw, nuw> : i8
  vector.print %e : i8
  %n = arith.constant -100 : i8
  %f = arith.subi %n, %y overflow<nsw> : i8
  vector.print %f : i8
  %ten = arith.constant 10 : i16
  %g = arith.muli %ten, %ten overflow<nuw> : i16
  vector.print %g : i16
  %u = arith.constant 200 : i8
  %v = arith.constant 55 : i8
  %h = arith.addi %u, %v overflow<nuw> : i8
  vector.print %h : i8
  return
}
