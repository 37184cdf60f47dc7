// conformance/vector/strided_slices: vector.extract_strided_slice and
// vector.insert_strided_slice on 1-D to 3-D vectors, with offsets at the
// edges, a leading-dims-only extract and inserts of lower rank; the
// expected output is mlir-runner-22's.
func.func @main() {
  %a = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
  %e1 = vector.extract_strided_slice %a {offsets = [2], sizes = [3], strides = [1]} : vector<8xi32> to vector<3xi32>
  vector.print %e1 : vector<3xi32>
  %e2 = vector.extract_strided_slice %a {offsets = [7], sizes = [1], strides = [1]} : vector<8xi32> to vector<1xi32>
  vector.print %e2 : vector<1xi32>
  %m = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]]> : vector<3x4xf32>
  %e3 = vector.extract_strided_slice %m {offsets = [1, 1], sizes = [2, 3], strides = [1, 1]} : vector<3x4xf32> to vector<2x3xf32>
  vector.print %e3 : vector<2x3xf32>
  %e4 = vector.extract_strided_slice %m {offsets = [2], sizes = [1], strides = [1]} : vector<3x4xf32> to vector<1x4xf32>
  vector.print %e4 : vector<1x4xf32>
  %c = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]], [[9, 10], [11, 12]]]> : vector<3x2x2xi64>
  %e5 = vector.extract_strided_slice %c {offsets = [1, 1], sizes = [2, 1], strides = [1, 1]} : vector<3x2x2xi64> to vector<2x1x2xi64>
  vector.print %e5 : vector<2x1x2xi64>
  %v2 = arith.constant dense<[-1, -2]> : vector<2xi32>
  %i1 = vector.insert_strided_slice %v2, %a {offsets = [6], strides = [1]} : vector<2xi32> into vector<8xi32>
  vector.print %i1 : vector<8xi32>
  %row = arith.constant dense<[-1.5, -2.5]> : vector<2xf32>
  %i2 = vector.insert_strided_slice %row, %m {offsets = [2, 1], strides = [1]} : vector<2xf32> into vector<3x4xf32>
  vector.print %i2 : vector<3x4xf32>
  %blk = arith.constant dense<[[100.0, 101.0], [102.0, 103.0]]> : vector<2x2xf32>
  %i3 = vector.insert_strided_slice %blk, %m {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<3x4xf32>
  vector.print %i3 : vector<3x4xf32>
  %p = arith.constant dense<[70, 80]> : vector<2xi64>
  %i4 = vector.insert_strided_slice %p, %c {offsets = [2, 0, 0], strides = [1]} : vector<2xi64> into vector<3x2x2xi64>
  vector.print %i4 : vector<3x2x2xi64>
  return
}
