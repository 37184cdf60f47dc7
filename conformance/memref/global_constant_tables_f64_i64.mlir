// Constant globals with explicit non-splat f64 (including -0.0 and inf) and
// i64 extremes, read through get_global in two functions and a subview.
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI64(memref<*xi64>)
memref.global "private" constant @ftab : memref<2x2xf64> = dense<[[-0.0, 1.5], [0x7FF0000000000000, -2.25e-300]]>
memref.global "private" constant @itab : memref<3xi64> = dense<[-9223372036854775808, 9223372036854775807, -1]>
func.func @sum_ends() -> i64 {
  %g = memref.get_global @itab : memref<3xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %g[%c0] : memref<3xi64>
  %b = memref.load %g[%c1] : memref<3xi64>
  %s = arith.addi %a, %b : i64
  return %s : i64
}
func.func @main() {
  %f = memref.get_global @ftab : memref<2x2xf64>
  %uf = memref.cast %f : memref<2x2xf64> to memref<*xf64>
  call @printMemrefF64(%uf) : (memref<*xf64>) -> ()
  %i = memref.get_global @itab : memref<3xi64>
  %ui = memref.cast %i : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%ui) : (memref<*xi64>) -> ()
  %s = call @sum_ends() : () -> i64
  vector.print %s : i64
  %sv = memref.subview %i[1] [2] [1] : memref<3xi64> to memref<2xi64, strided<[1], offset: 1>>
  %usv = memref.cast %sv : memref<2xi64, strided<[1], offset: 1>> to memref<*xi64>
  call @printMemrefI64(%usv) : (memref<*xi64>) -> ()
  return
}
