// UB: exit=3 at=10:8 family=uninit
func.func @main() {
  %m = memref.alloc() : memref<1xi1>
  %t = arith.constant true
  %c0 = arith.constant 0 : index
  %u = arith.constant false
  %b = memref.load %m[%c0] : memref<1xi1>
  %x = arith.constant 1.0 : f32
  %y = arith.constant 2.0 : f32
  %s = arith.select %b, %x, %y : f32
  vector.print %s : f32
  memref.dealloc %m : memref<1xi1>
  return
}
