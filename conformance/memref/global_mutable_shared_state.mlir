// A non-constant memref.global is one buffer: every get_global (in main and in
// a callee) aliases it, so updates made in a function persist across calls.
func.func private @printMemrefI32(memref<*xi32>)
memref.global "private" @counter : memref<2xi32> = dense<[5, -5]>
func.func @bump(%by: i32) {
  %g = memref.get_global @counter : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %g[%c0] : memref<2xi32>
  %b = memref.load %g[%c1] : memref<2xi32>
  %a2 = arith.addi %a, %by : i32
  %b2 = arith.subi %b, %by : i32
  memref.store %a2, %g[%c0] : memref<2xi32>
  memref.store %b2, %g[%c1] : memref<2xi32>
  return
}
func.func @main() {
  %g = memref.get_global @counter : memref<2xi32>
  %u = memref.cast %g : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  call @bump(%c3) : (i32) -> ()
  call @bump(%c10) : (i32) -> ()
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %h = memref.get_global @counter : memref<2xi32>
  %c0 = arith.constant 0 : index
  %v = memref.load %h[%c0] : memref<2xi32>
  vector.print %v : i32
  return
}
