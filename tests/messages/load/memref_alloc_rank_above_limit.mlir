// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this: a limit of affine-interp (memrefs of rank at most 16)
func.func @main() {
  %m = memref.alloc() : memref<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
  memref.dealloc %m : memref<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
  return
}
