// Bodies that are one multiply-accumulate (interp/ops/hoist.c runs their quiet
// iterations as one C loop): each operand order, add and subtract, f32 and
// f64, a square (x * x), and a store into an element a later iteration loads.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %a = memref.alloc() : memref<6x7xf32>
  %b = memref.alloc() : memref<7x5xf32>
  %c = memref.alloc() : memref<6x5xf32>
  %d = memref.alloc() : memref<6x5xf64>
  %v = memref.alloc() : memref<12xf32>
  %cast_c = memref.cast %c : memref<6x5xf32> to memref<*xf32>
  %cast_d = memref.cast %d : memref<6x5xf64> to memref<*xf64>
  %cast_v = memref.cast %v : memref<12xf32> to memref<*xf32>
  %tenth = arith.constant 0.1 : f32
  %third = arith.constant 0.333333343 : f32
  affine.for %i = 0 to 6 {
    affine.for %k = 0 to 7 {
      %s = affine.apply affine_map<(i, k) -> (i * 7 + k * 3 + 1)>(%i, %k)
      %t = arith.index_cast %s : index to i32
      %f = arith.sitofp %t : i32 to f32
      %g = arith.mulf %f, %tenth : f32
      affine.store %g, %a[%i, %k] : memref<6x7xf32>
    }
  }
  affine.for %k = 0 to 7 {
    affine.for %j = 0 to 5 {
      %s = affine.apply affine_map<(k, j) -> (k * 2 - j * 5)>(%k, %j)
      %t = arith.index_cast %s : index to i32
      %f = arith.sitofp %t : i32 to f32
      %g = arith.mulf %f, %third : f32
      affine.store %g, %b[%k, %j] : memref<7x5xf32>
    }
  }
  %zero = arith.constant 0.0 : f32
  %zd = arith.constant 0.5 : f64
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 5 {
      affine.store %zero, %c[%i, %j] : memref<6x5xf32>
      affine.store %zd, %d[%i, %j] : memref<6x5xf64>
    }
  }
  // c + x * y, the loads in the order c, y, x
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 5 {
      affine.for %k = 0 to 7 {
        %e = affine.load %c[%i, %j] : memref<6x5xf32>
        %y = affine.load %b[%k, %j] : memref<7x5xf32>
        %x = affine.load %a[%i, %k] : memref<6x7xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %e, %p : f32
        affine.store %s, %c[%i, %j] : memref<6x5xf32>
      }
    }
  }
  // p - c, over k backwards
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 5 {
      affine.for %k = 0 to 7 {
        %x = affine.load %a[%i, 6 - %k] : memref<6x7xf32>
        %y = affine.load %b[6 - %k, %j] : memref<7x5xf32>
        %e = affine.load %c[%i, %j] : memref<6x5xf32>
        %p = arith.mulf %y, %x : f32
        %s = arith.subf %p, %e : f32
        affine.store %s, %c[%i, %j] : memref<6x5xf32>
      }
    }
  }
  call @printMemrefF32(%cast_c) : (memref<*xf32>) -> ()
  // f64: c - x * x, step 2
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 5 {
      affine.for %k = 0 to 12 step 2 {
        %x = affine.load %d[%i, %k floordiv 3] : memref<6x5xf64>
        %u = affine.load %d[%i, %j] : memref<6x5xf64>
        %e = affine.load %d[%i, %j] : memref<6x5xf64>
        %p = arith.mulf %x, %x : f64
        %s = arith.subf %e, %p : f64
        affine.store %s, %d[%i, %j] : memref<6x5xf64>
      }
    }
  }
  call @printMemrefF64(%cast_d) : (memref<*xf64>) -> ()
  // v[i + 1] = v[i] * a[i/2, i/2] + v[i]: each iteration loads what the last stored
  affine.for %i = 0 to 12 {
    affine.store %third, %v[%i] : memref<12xf32>
  }
  affine.for %i = 0 to 11 {
    %x = affine.load %v[%i] : memref<12xf32>
    %y = affine.load %a[%i floordiv 2, %i floordiv 2] : memref<6x7xf32>
    %e = affine.load %v[%i] : memref<12xf32>
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %p, %e : f32
    affine.store %s, %v[%i + 1] : memref<12xf32>
  }
  call @printMemrefF32(%cast_v) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<6x7xf32>
  memref.dealloc %b : memref<7x5xf32>
  memref.dealloc %c : memref<6x5xf32>
  memref.dealloc %d : memref<6x5xf64>
  memref.dealloc %v : memref<12xf32>
  return
}
