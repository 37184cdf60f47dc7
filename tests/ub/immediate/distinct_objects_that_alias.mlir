// UB: exit=3 at=6:12 family=immediate
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{undefined behaviour [immediate]: 'memref.distinct_objects' of operands 0 and 1, which share memory}}
  %x, %y = memref.distinct_objects %a, %a : memref<4xf32>, memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
