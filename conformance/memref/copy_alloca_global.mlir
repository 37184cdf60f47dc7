// conformance/memref/copy_alloca_global: written by tools/gen-engine-programs.py
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
memref.global "private" constant @table : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" @splat : memref<4xf64> = dense<0.5>
func.func @main() {
  %g = memref.get_global @table : memref<2x3xi32>
  %a = memref.alloca() : memref<2x3xi32>
  memref.copy %g, %a : memref<2x3xi32> to memref<2x3xi32>
  %c = arith.constant 100 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %c, %a[%c1, %c0] : memref<2x3xi32>
  %ua = memref.cast %a : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
  %ug = memref.cast %g : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%ug) : (memref<*xi32>) -> ()
  %f = memref.get_global @splat : memref<4xf64>
  %uf = memref.cast %f : memref<4xf64> to memref<*xf64>
  call @printMemrefF64(%uf) : (memref<*xf64>) -> ()
  return
}
