// make bench: 2-D Jacobi 5-point stencil on 1024x1024 f32, 20 sweeps
// ping-ponging between two buffers (2 sweeps per outer iteration).
func.func @sweep(%src: memref<1024x1024xf32>, %dst: memref<1024x1024xf32>) {
  %q = arith.constant 0.2 : f32
  affine.for %i = 1 to 1023 {
    affine.for %j = 1 to 1023 {
      %c = affine.load %src[%i, %j] : memref<1024x1024xf32>
      %u = affine.load %src[%i - 1, %j] : memref<1024x1024xf32>
      %d = affine.load %src[%i + 1, %j] : memref<1024x1024xf32>
      %l = affine.load %src[%i, %j - 1] : memref<1024x1024xf32>
      %r = affine.load %src[%i, %j + 1] : memref<1024x1024xf32>
      %s1 = arith.addf %c, %u : f32
      %s2 = arith.addf %s1, %d : f32
      %s3 = arith.addf %s2, %l : f32
      %s4 = arith.addf %s3, %r : f32
      %v = arith.mulf %s4, %q : f32
      affine.store %v, %dst[%i, %j] : memref<1024x1024xf32>
    }
  }
  return
}

func.func @main() {
  %a = memref.alloc() : memref<1024x1024xf32>
  %b = memref.alloc() : memref<1024x1024xf32>
  %c13 = arith.constant 13 : index
  affine.for %i = 0 to 1024 {
    affine.for %j = 0 to 1024 {
      %s = arith.muli %i, %j : index
      %m = arith.remui %s, %c13 : index
      %t = arith.index_cast %m : index to i32
      %f = arith.sitofp %t : i32 to f32
      affine.store %f, %a[%i, %j] : memref<1024x1024xf32>
      affine.store %f, %b[%i, %j] : memref<1024x1024xf32>
    }
  }
  affine.for %t = 0 to 10 {
    func.call @sweep(%a, %b) : (memref<1024x1024xf32>, memref<1024x1024xf32>) -> ()
    func.call @sweep(%b, %a) : (memref<1024x1024xf32>, memref<1024x1024xf32>) -> ()
  }
  %x = affine.load %a[512, 512] : memref<1024x1024xf32>
  %y = affine.load %a[1, 1] : memref<1024x1024xf32>
  vector.print %x : f32
  vector.print %y : f32
  memref.dealloc %a : memref<1024x1024xf32>
  memref.dealloc %b : memref<1024x1024xf32>
  return
}

func.func @noop() {
  return
}
