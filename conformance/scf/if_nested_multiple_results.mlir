// scf.if yielding several values of mixed types, nested in both branches;
// an if without else, and results feeding the next if's condition.
func.func @classify(%x: i32) -> (i32, f32, i1) {
  %z = arith.constant 0 : i32
  %neg = arith.cmpi slt, %x, %z : i32
  %r:3 = scf.if %neg -> (i32, f32, i1) {
    %m = arith.subi %z, %x : i32
    %f = arith.constant -1.0 : f32
    %t = arith.constant true
    scf.yield %m, %f, %t : i32, f32, i1
  } else {
    %isz = arith.cmpi eq, %x, %z : i32
    %q:3 = scf.if %isz -> (i32, f32, i1) {
      %f = arith.constant 0.0 : f32
      %fl = arith.constant false
      scf.yield %z, %f, %fl : i32, f32, i1
    } else {
      %f = arith.constant 1.0 : f32
      %fl = arith.constant false
      scf.yield %x, %f, %fl : i32, f32, i1
    }
    scf.yield %q#0, %q#1, %q#2 : i32, f32, i1
  }
  return %r#0, %r#1, %r#2 : i32, f32, i1
}
func.func @main() {
  %a = arith.constant -9 : i32
  %b = arith.constant 0 : i32
  %c = arith.constant 4 : i32
  %r0:3 = call @classify(%a) : (i32) -> (i32, f32, i1)
  vector.print %r0#0 : i32
  vector.print %r0#1 : f32
  vector.print %r0#2 : i1
  %r1:3 = call @classify(%b) : (i32) -> (i32, f32, i1)
  vector.print %r1#0 : i32
  vector.print %r1#1 : f32
  vector.print %r1#2 : i1
  %r2:3 = call @classify(%c) : (i32) -> (i32, f32, i1)
  vector.print %r2#0 : i32
  vector.print %r2#1 : f32
  vector.print %r2#2 : i1
  scf.if %r0#2 {
    vector.print str "negative seen\n"
  }
  scf.if %r2#2 {
    vector.print str "never\n"
  }
  return
}
