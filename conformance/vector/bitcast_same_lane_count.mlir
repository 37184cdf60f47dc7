// vector.bitcast between same-width lanes reinterprets bits: f32 -> i32
// patterns (-0.0 is MIN, inf is 0x7F800000), i16 -> f16 and f64 -> i64.
func.func @main() {
  %f = arith.constant dense<[1.0, -0.0, -2.5, 0x7F800000]> : vector<4xf32>
  %i = vector.bitcast %f : vector<4xf32> to vector<4xi32>
  vector.print %i : vector<4xi32>
  %back = vector.bitcast %i : vector<4xi32> to vector<4xf32>
  vector.print %back : vector<4xf32>
  %h = arith.constant dense<[15360, -16384, 1, 31744]> : vector<4xi16>
  %hf = vector.bitcast %h : vector<4xi16> to vector<4xf16>
  vector.print %hf : vector<4xf16>
  %d = arith.constant dense<[0.5, -1.0e-300]> : vector<2xf64>
  %di = vector.bitcast %d : vector<2xf64> to vector<2xi64>
  vector.print %di : vector<2xi64>
  return
}
