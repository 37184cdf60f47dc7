// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this: a limit of affine-interp (32 memory spaces)
func.func @main() {
  %m1 = memref.alloc() : memref<1xf32, 1>
  %m2 = memref.alloc() : memref<1xf32, 2>
  %m3 = memref.alloc() : memref<1xf32, 3>
  %m4 = memref.alloc() : memref<1xf32, 4>
  %m5 = memref.alloc() : memref<1xf32, 5>
  %m6 = memref.alloc() : memref<1xf32, 6>
  %m7 = memref.alloc() : memref<1xf32, 7>
  %m8 = memref.alloc() : memref<1xf32, 8>
  %m9 = memref.alloc() : memref<1xf32, 9>
  %m10 = memref.alloc() : memref<1xf32, 10>
  %m11 = memref.alloc() : memref<1xf32, 11>
  %m12 = memref.alloc() : memref<1xf32, 12>
  %m13 = memref.alloc() : memref<1xf32, 13>
  %m14 = memref.alloc() : memref<1xf32, 14>
  %m15 = memref.alloc() : memref<1xf32, 15>
  %m16 = memref.alloc() : memref<1xf32, 16>
  %m17 = memref.alloc() : memref<1xf32, 17>
  %m18 = memref.alloc() : memref<1xf32, 18>
  %m19 = memref.alloc() : memref<1xf32, 19>
  %m20 = memref.alloc() : memref<1xf32, 20>
  %m21 = memref.alloc() : memref<1xf32, 21>
  %m22 = memref.alloc() : memref<1xf32, 22>
  %m23 = memref.alloc() : memref<1xf32, 23>
  %m24 = memref.alloc() : memref<1xf32, 24>
  %m25 = memref.alloc() : memref<1xf32, 25>
  %m26 = memref.alloc() : memref<1xf32, 26>
  %m27 = memref.alloc() : memref<1xf32, 27>
  %m28 = memref.alloc() : memref<1xf32, 28>
  %m29 = memref.alloc() : memref<1xf32, 29>
  %m30 = memref.alloc() : memref<1xf32, 30>
  %m31 = memref.alloc() : memref<1xf32, 31>
  %m32 = memref.alloc() : memref<1xf32, 32>
  %m33 = memref.alloc() : memref<1xf32, 33>
  return
}
