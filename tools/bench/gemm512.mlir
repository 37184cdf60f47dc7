// make bench: gemm f32 512x512x512, C += A * B in the i, j, k order.
// @noop measures start-up (parse, load; on the compiled side lowering to LLVM and JIT).
func.func @gemm(%A: memref<512x512xf32>, %B: memref<512x512xf32>, %C: memref<512x512xf32>) {
  affine.for %i = 0 to 512 {
    affine.for %j = 0 to 512 {
      affine.for %k = 0 to 512 {
        %a = affine.load %A[%i, %k] : memref<512x512xf32>
        %b = affine.load %B[%k, %j] : memref<512x512xf32>
        %c = affine.load %C[%i, %j] : memref<512x512xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<512x512xf32>
      }
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<512x512xf32>
  %B = memref.alloc() : memref<512x512xf32>
  %C = memref.alloc() : memref<512x512xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 512 {
    affine.for %j = 0 to 512 {
      %s = arith.addi %i, %j : index
      %c7 = arith.constant 7 : index
      %m = arith.remui %s, %c7 : index
      %t = arith.index_cast %m : index to i32
      %f = arith.sitofp %t : i32 to f32
      affine.store %f, %A[%i, %j] : memref<512x512xf32>
      affine.store %f, %B[%j, %i] : memref<512x512xf32>
      affine.store %zero, %C[%i, %j] : memref<512x512xf32>
    }
  }
  call @gemm(%A, %B, %C) : (memref<512x512xf32>, memref<512x512xf32>, memref<512x512xf32>) -> ()
  %x = affine.load %C[0, 0] : memref<512x512xf32>
  %y = affine.load %C[511, 256] : memref<512x512xf32>
  vector.print %x : f32
  vector.print %y : f32
  memref.dealloc %A : memref<512x512xf32>
  memref.dealloc %B : memref<512x512xf32>
  memref.dealloc %C : memref<512x512xf32>
  return
}

func.func @noop() {
  return
}
