// UB: exit=3 at=5:12 family=immediate
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %x, %y = memref.distinct_objects %a, %a : memref<4xf32>, memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
