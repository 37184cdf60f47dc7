// make bench: 3x3 convolution with zero padding on 256x256 f32, the
// padding an affine.if with a result inside the two tap loops, which carry
// the sum as iter_args; the output fed back as the input 24 times.
#inside = affine_set<(i, ki, j, kj) : (i + ki - 1 >= 0, -i - ki + 256 >= 0, j + kj - 1 >= 0, -j - kj + 256 >= 0)>
func.func @conv(%src: memref<256x256xf32>, %w: memref<3x3xf32>, %dst: memref<256x256xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 {
      %sum = affine.for %ki = 0 to 3 iter_args(%a = %zero) -> (f32) {
        %row = affine.for %kj = 0 to 3 iter_args(%b = %a) -> (f32) {
          %v = affine.if #inside(%i, %ki, %j, %kj) -> f32 {
            %x = affine.load %src[%i + %ki - 1, %j + %kj - 1] : memref<256x256xf32>
            %c = affine.load %w[%ki, %kj] : memref<3x3xf32>
            %p = arith.mulf %x, %c : f32
            %s = arith.addf %b, %p : f32
            affine.yield %s : f32
          } else {
            affine.yield %b : f32
          }
          affine.yield %v : f32
        }
        affine.yield %row : f32
      }
      affine.store %sum, %dst[%i, %j] : memref<256x256xf32>
    }
  }
  return
}

func.func @main() {
  %a = memref.alloc() : memref<256x256xf32>
  %b = memref.alloc() : memref<256x256xf32>
  %w = memref.alloc() : memref<3x3xf32>
  %c7 = arith.constant 7 : index
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 {
      %s = arith.addi %i, %j : index
      %m = arith.remui %s, %c7 : index
      %t = arith.index_cast %m : index to i32
      %f = arith.sitofp %t : i32 to f32
      affine.store %f, %a[%i, %j] : memref<256x256xf32>
    }
  }
  %k = arith.constant 0.1 : f32
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 3 {
      affine.store %k, %w[%i, %j] : memref<3x3xf32>
    }
  }
  affine.for %t = 0 to 12 {
    func.call @conv(%a, %w, %b) : (memref<256x256xf32>, memref<3x3xf32>, memref<256x256xf32>) -> ()
    func.call @conv(%b, %w, %a) : (memref<256x256xf32>, memref<3x3xf32>, memref<256x256xf32>) -> ()
  }
  %x = affine.load %a[128, 128] : memref<256x256xf32>
  %y = affine.load %a[0, 255] : memref<256x256xf32>
  vector.print %x : f32
  vector.print %y : f32
  memref.dealloc %a : memref<256x256xf32>
  memref.dealloc %b : memref<256x256xf32>
  memref.dealloc %w : memref<3x3xf32>
  return
}

func.func @noop() {
  return
}
