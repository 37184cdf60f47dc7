// Mutually recursive functions (is_even / is_odd) declared in either order,
// with per-call frames: a value computed before the call is intact after it.
func.func @is_even(%n: i32) -> i1 {
  %z = arith.constant 0 : i32
  %c = arith.cmpi eq, %n, %z : i32
  %r = scf.if %c -> (i1) {
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %one = arith.constant 1 : i32
    %m = arith.subi %n, %one : i32
    %o = func.call @is_odd(%m) : (i32) -> i1
    scf.yield %o : i1
  }
  return %r : i1
}
func.func @is_odd(%n: i32) -> i1 {
  %z = arith.constant 0 : i32
  %c = arith.cmpi eq, %n, %z : i32
  %r = scf.if %c -> (i1) {
    %f = arith.constant false
    scf.yield %f : i1
  } else {
    %one = arith.constant 1 : i32
    %m = arith.subi %n, %one : i32
    %e = func.call @is_even(%m) : (i32) -> i1
    scf.yield %e : i1
  }
  return %r : i1
}
func.func @main() {
  %a = arith.constant 0 : i32
  %b = arith.constant 7 : i32
  %c = arith.constant 100 : i32
  %ra = call @is_even(%a) : (i32) -> i1
  vector.print %ra : i1
  %rb = call @is_even(%b) : (i32) -> i1
  vector.print %rb : i1
  %rc = call @is_odd(%b) : (i32) -> i1
  vector.print %rc : i1
  %rd = call @is_odd(%c) : (i32) -> i1
  vector.print %rd : i1
  vector.print %b : i32
  return
}
