// make bench: gemm f32 256x256x256, C += A * B in the i, j, k order.
// @noop measures start-up (parse, load; on the compiled side lowering to LLVM and JIT).
func.func @gemm(%A: memref<256x256xf32>, %B: memref<256x256xf32>, %C: memref<256x256xf32>) {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 {
      affine.for %k = 0 to 256 {
        %a = affine.load %A[%i, %k] : memref<256x256xf32>
        %b = affine.load %B[%k, %j] : memref<256x256xf32>
        %c = affine.load %C[%i, %j] : memref<256x256xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<256x256xf32>
      }
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<256x256xf32>
  %B = memref.alloc() : memref<256x256xf32>
  %C = memref.alloc() : memref<256x256xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 {
      %s = arith.addi %i, %j : index
      %c7 = arith.constant 7 : index
      %m = arith.remui %s, %c7 : index
      %t = arith.index_cast %m : index to i32
      %f = arith.sitofp %t : i32 to f32
      affine.store %f, %A[%i, %j] : memref<256x256xf32>
      affine.store %f, %B[%j, %i] : memref<256x256xf32>
      affine.store %zero, %C[%i, %j] : memref<256x256xf32>
    }
  }
  call @gemm(%A, %B, %C) : (memref<256x256xf32>, memref<256x256xf32>, memref<256x256xf32>) -> ()
  %x = affine.load %C[0, 0] : memref<256x256xf32>
  %y = affine.load %C[255, 128] : memref<256x256xf32>
  vector.print %x : f32
  vector.print %y : f32
  memref.dealloc %A : memref<256x256xf32>
  memref.dealloc %B : memref<256x256xf32>
  memref.dealloc %C : memref<256x256xf32>
  return
}

func.func @noop() {
  return
}
