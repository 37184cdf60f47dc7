// conformance/vector/to_elements_lanes: vector.to_elements gives one scalar
// per element in row-major order (MLIR 22's vector dialect; -canonicalize
// makes it from vector.extract of every lane).  Each result carries its
// own lane's definedness: lanes written over ub.poison are defined, so
// printing them is well defined; the never-written lanes %e#1 and %e#2 are
// not printed.  Expected output: mlir-runner-22.
func.func @main() {
  %p = ub.poison : vector<2x2xf32>
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.5 : f32
  %v0 = vector.insert %a, %p [0, 0] : f32 into vector<2x2xf32>
  %v1 = vector.insert %b, %v0 [1, 1] : f32 into vector<2x2xf32>
  %e:4 = vector.to_elements %v1 : vector<2x2xf32>
  vector.print %e#0 : f32
  vector.print %e#3 : f32
  %w = vector.from_elements %e#3, %e#0 : vector<2xf32>
  vector.print %w : vector<2xf32>
  return
}
