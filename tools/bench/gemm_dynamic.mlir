// make bench: C += A * B on 256x256 f32 memrefs of dynamic shape
// (memref<?x?xf32>, bounds from memref.dim as symbols), 4 times.
func.func @gemm(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %n = memref.dim %b, %c1 : memref<?x?xf32>
  affine.for %i = 0 to %m {
    affine.for %j = 0 to %n {
      affine.for %l = 0 to %k {
        %x = affine.load %a[%i, %l] : memref<?x?xf32>
        %y = affine.load %b[%l, %j] : memref<?x?xf32>
        %z = affine.load %c[%i, %j] : memref<?x?xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        affine.store %s, %c[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

func.func @main() {
  %n = arith.constant 256 : index
  %a = memref.alloc(%n, %n) : memref<?x?xf32>
  %b = memref.alloc(%n, %n) : memref<?x?xf32>
  %c = memref.alloc(%n, %n) : memref<?x?xf32>
  %c7 = arith.constant 7 : index
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 {
      %s = arith.addi %i, %j : index
      %m = arith.remui %s, %c7 : index
      %t = arith.index_cast %m : index to i32
      %f = arith.sitofp %t : i32 to f32
      affine.store %f, %a[%i, %j] : memref<?x?xf32>
      affine.store %f, %b[%j, %i] : memref<?x?xf32>
      affine.store %zero, %c[%i, %j] : memref<?x?xf32>
    }
  }
  affine.for %r = 0 to 4 {
    func.call @gemm(%a, %b, %c) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  }
  %x = affine.load %c[17, 200] : memref<?x?xf32>
  vector.print %x : f32
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  memref.dealloc %c : memref<?x?xf32>
  return
}

func.func @noop() {
  return
}
