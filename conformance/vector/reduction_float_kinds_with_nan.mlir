// vector.reduction float kinds: add/mul with an accumulator, minimumf/maximumf
// propagate a NaN lane while minnumf/maxnumf skip it; -0/+0 order in minimumf.
func.func @main() {
  %v = arith.constant dense<[1.5, -2.0, 0.25, 8.0]> : vector<4xf32>
  %acc = arith.constant 10.0 : f32
  %add = vector.reduction <add>, %v, %acc : vector<4xf32> into f32
  vector.print %add : f32
  %mul = vector.reduction <mul>, %v, %acc : vector<4xf32> into f32
  vector.print %mul : f32
  %n = arith.constant dense<[3.0, 0x7FC00000, -1.0, 2.0]> : vector<4xf32>
  %minimum = vector.reduction <minimumf>, %n : vector<4xf32> into f32
  vector.print %minimum : f32
  %maximum = vector.reduction <maximumf>, %n : vector<4xf32> into f32
  vector.print %maximum : f32
  %minnum = vector.reduction <minnumf>, %n : vector<4xf32> into f32
  vector.print %minnum : f32
  %maxnum = vector.reduction <maxnumf>, %n : vector<4xf32> into f32
  vector.print %maxnum : f32
  %z = arith.constant dense<[0.0, -0.0, 0.0, 1.0]> : vector<4xf32>
  %zmin = vector.reduction <minimumf>, %z : vector<4xf32> into f32
  vector.print %zmin : f32
  %h = arith.constant dense<[0.1, 0.2, 0.3, 0.4]> : vector<4xf16>
  %hadd = vector.reduction <add>, %h : vector<4xf16> into f16
  vector.print %hadd : f16
  return
}
