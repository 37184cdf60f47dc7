// Derived by tools/gen-derived-conformance from conformance/affine_memory/load_store_matmul.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// conformance/affine_memory/load_store_matmul: written by tools/gen-engine-programs.py
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %A = memref.alloc() : memref<3x4xf32>
  %B = memref.alloc() : memref<4x2xf32>
  %C = memref.alloc() : memref<3x2xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 3 {
    affine.for %k = 0 to 4 {
      %ii = arith.index_cast %i : index to i32
      %kk = arith.index_cast %k : index to i32
      %p = arith.muli %ii, %kk : i32
      %f = arith.sitofp %p : i32 to f32
      affine.store %f, %A[%i, %k] : memref<3x4xf32>
    }
  }
  affine.for %k = 0 to 4 {
    affine.for %j = 0 to 2 {
      %kk = arith.index_cast %k : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.addi %kk, %jj : i32
      %f = arith.sitofp %p : i32 to f32
      affine.store %f, %B[%k, %j] : memref<4x2xf32>
    }
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 2 {
      %s = affine.for %k = 0 to 4 iter_args(%acc = %z) -> (f32) {
        affine.prefetch %A[%i, %k], read, locality<0>, data : memref<3x4xf32>
        %a = affine.load %A[%i, %k] : memref<3x4xf32>
        affine.prefetch %B[%k, %j], read, locality<1>, data : memref<4x2xf32>
        %b = affine.load %B[%k, %j] : memref<4x2xf32>
        %m = arith.mulf %a, %b : f32
        %t = arith.addf %acc, %m : f32
        affine.yield %t : f32
      }
      affine.store %s, %C[%i, %j] : memref<3x2xf32>
    }
  }
  %u = memref.cast %C : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %ua = memref.cast %A : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<3x4xf32>
  memref.dealloc %B : memref<4x2xf32>
  memref.dealloc %C : memref<3x2xf32>
  return
}
