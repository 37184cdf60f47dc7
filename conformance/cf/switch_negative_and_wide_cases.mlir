// cf.switch on i8 with negative case values (-1 is 255 as unsigned: must still
// match -1) and on i64 with a case past 2^32; default forwards an operand.
func.func @sw8(%x: i8) -> i32 {
  cf.switch %x : i8, [
    default: ^d(%x : i8),
    -1: ^m1,
    -128: ^min,
    127: ^max
  ]
^m1:
  %a = arith.constant 100 : i32
  return %a : i32
^min:
  %b = arith.constant 200 : i32
  return %b : i32
^max:
  %c = arith.constant 300 : i32
  return %c : i32
^d(%v: i8):
  %e = arith.extsi %v : i8 to i32
  return %e : i32
}
func.func @sw64(%x: i64) -> i32 {
  cf.switch %x : i64, [
    default: ^d,
    4294967296: ^big,
    0: ^zero
  ]
^big:
  %a = arith.constant 1 : i32
  return %a : i32
^zero:
  %b = arith.constant 2 : i32
  return %b : i32
^d:
  %c = arith.constant 3 : i32
  return %c : i32
}
func.func @main() {
  %a = arith.constant -1 : i8
  %b = arith.constant -128 : i8
  %c = arith.constant 127 : i8
  %d = arith.constant -2 : i8
  %ra = call @sw8(%a) : (i8) -> i32
  vector.print %ra : i32
  %rb = call @sw8(%b) : (i8) -> i32
  vector.print %rb : i32
  %rc = call @sw8(%c) : (i8) -> i32
  vector.print %rc : i32
  %rd = call @sw8(%d) : (i8) -> i32
  vector.print %rd : i32
  %e = arith.constant 4294967296 : i64
  %f = arith.constant 0 : i64
  %g = arith.constant 4294967297 : i64
  %re = call @sw64(%e) : (i64) -> i32
  vector.print %re : i32
  %rf = call @sw64(%f) : (i64) -> i32
  vector.print %rf : i32
  %rg = call @sw64(%g) : (i64) -> i32
  vector.print %rg : i32
  return
}
