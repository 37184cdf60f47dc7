// sitofp/uitofp round to nearest even when the integer has more bits than the
// mantissa; uitofp reads -1 as 2^N-1; i1 true is -1.0 signed and 1.0 unsigned.
func.func @main() {
  %m1 = arith.constant -1 : i32
  %a = arith.uitofp %m1 : i32 to f32
  vector.print %a : f32
  %b = arith.sitofp %m1 : i32 to f32
  vector.print %b : f32
  %m64 = arith.constant -1 : i64
  %c = arith.uitofp %m64 : i64 to f64
  vector.print %c : f64
  %tie = arith.constant 16777219 : i32
  %d = arith.sitofp %tie : i32 to f32
  %di = arith.fptosi %d : f32 to i32
  vector.print %di : i32
  %tie2 = arith.constant 9007199254740993 : i64
  %e = arith.sitofp %tie2 : i64 to f64
  %ei = arith.fptosi %e : f64 to i64
  vector.print %ei : i64
  %t = arith.constant true
  %f = arith.sitofp %t : i1 to f32
  vector.print %f : f32
  %g = arith.uitofp %t : i1 to f32
  vector.print %g : f32
  %i8 = arith.constant -128 : i8
  %h = arith.uitofp %i8 : i8 to f16
  vector.print %h : f16
  %i = arith.sitofp %i8 : i8 to bf16
  vector.print %i : bf16
  %x = arith.constant 2049 : i16
  %j = arith.uitofp %x : i16 to bf16
  vector.print %j : bf16
  %min = arith.constant -9223372036854775808 : i64
  %k = arith.sitofp %min : i64 to f32
  vector.print %k : f32
  %l = arith.uitofp %min : i64 to f32
  vector.print %l : f32
  return
}
