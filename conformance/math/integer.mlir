// conformance/math/integer: written by tools/gen-engine-programs.py
func.func @main() {
  %a = arith.constant -12 : i32
  %b = arith.constant 40 : i32
  %abs = math.absi %a : i32
  vector.print %abs : i32
  %cl = math.ctlz %b : i32
  vector.print %cl : i32
  %ct = math.cttz %b : i32
  vector.print %ct : i32
  %cp = math.ctpop %a : i32
  vector.print %cp : i32
  %three = arith.constant 3 : i32
  %p = math.ipowi %a, %three : i32
  vector.print %p : i32
  %f = arith.constant 1.5 : f32
  %fp = math.fpowi %f, %three : f32, i32
  vector.print %fp : f32
  return
}
