// UB: exit=3 at=5:8 family=immediate
func.func @main() {
  %n = arith.constant -3 : index
  // expected-error @+1 {{undefined behaviour [immediate]: 'memref.alloc' with a negative size (-3) for dimension 0}}
  %a = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return
}
