// conformance/arith_int/casts: written by tools/gen-engine-programs.py
func.func @main() {
  %a = arith.constant -5 : i8
  %b = arith.constant 200 : i16
  %e1 = arith.extsi %a : i8 to i32
  vector.print %e1 : i32
  %e2 = arith.extui %a : i8 to i32
  vector.print %e2 : i32
  %t1 = arith.trunci %b : i16 to i8
  vector.print %t1 : i8
  %i1 = arith.index_cast %a : i8 to index
  vector.print %i1 : index
  %i2 = arith.index_castui %a : i8 to index
  vector.print %i2 : index
  %c = arith.constant 70000 : index
  %i3 = arith.index_cast %c : index to i16
  vector.print %i3 : i16
  %f1 = arith.sitofp %a : i8 to f32
  vector.print %f1 : f32
  %f2 = arith.uitofp %a : i8 to f32
  vector.print %f2 : f32
  %big = arith.constant 16777217 : i32
  %f3 = arith.sitofp %big : i32 to f32
  vector.print %f3 : f32
  %h = arith.constant 2049 : i32
  %f4 = arith.sitofp %h : i32 to f16
  vector.print %f4 : f16
  %g = arith.constant -2.75 : f32
  %s1 = arith.fptosi %g : f32 to i32
  vector.print %s1 : i32
  %g2 = arith.constant 300.9 : f64
  %s2 = arith.fptoui %g2 : f64 to i16
  vector.print %s2 : i16
  %x = arith.constant 1.0 : f32
  %bits = arith.bitcast %x : f32 to i32
  vector.print %bits : i32
  %back = arith.bitcast %bits : i32 to f32
  vector.print %back : f32
  %sel = arith.cmpi slt, %a, %t1 : i8
  %s = arith.select %sel, %f1, %f2 : f32
  vector.print %s : f32
  return
}
