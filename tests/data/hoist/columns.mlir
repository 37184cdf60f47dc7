// Bodies the fast path runs by column batches (interp/ops/hoist.c) and
// look-alikes it must not: a recurrence through memory (A[i+1] from A[i]),
// a sum kept in one element, a load of an element a later iteration
// stores, overlapping views of one buffer; f32 and f64, invariant and
// computed operands, trip counts that are no multiple of the batch.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)

func.func @main() {
  %a = memref.alloc() : memref<300xf32>
  %b = memref.alloc() : memref<300xf32>
  %d = memref.alloc() : memref<300xf64>
  %s = memref.alloc() : memref<1xf32>
  %half = arith.constant 0.5 : f32
  %two = arith.constant 2.0 : f64
  %one = arith.constant 1.0 : f32
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to 300 {
    %m = arith.remui %i, %c3 : index
    %t = arith.index_cast %m : index to i32
    %f = arith.sitofp %t : i32 to f32
    %g = arith.sitofp %t : i32 to f64
    affine.store %f, %a[%i] : memref<300xf32>
    affine.store %f, %b[%i] : memref<300xf32>
    affine.store %g, %d[%i] : memref<300xf64>
  }
  affine.store %one, %s[0] : memref<1xf32>
  // batched: a stencil into another buffer, an invariant operand
  affine.for %i = 1 to 299 {
    %l = affine.load %a[%i - 1] : memref<300xf32>
    %r = affine.load %a[%i + 1] : memref<300xf32>
    %x = arith.addf %l, %r : f32
    %y = arith.mulf %x, %half : f32
    affine.store %y, %b[%i] : memref<300xf32>
  }
  // batched: in place, each iteration its own element (f64)
  affine.for %i = 0 to 297 {
    %v = affine.load %d[%i] : memref<300xf64>
    %w = arith.mulf %v, %two : f64
    %z = arith.subf %w, %v : f64
    %q = arith.divf %z, %two : f64
    affine.store %q, %d[%i] : memref<300xf64>
  }
  // not batched: a recurrence, each iteration reads what the one before stored
  affine.for %i = 0 to 299 {
    %v = affine.load %a[%i] : memref<300xf32>
    %w = arith.addf %v, %one : f32
    affine.store %w, %a[%i + 1] : memref<300xf32>
  }
  // not batched: a sum in one element
  affine.for %i = 0 to 300 {
    %v = affine.load %b[%i] : memref<300xf32>
    %t = affine.load %s[0] : memref<1xf32>
    %u = arith.addf %t, %v : f32
    affine.store %u, %s[0] : memref<1xf32>
  }
  // not batched: a load of an element a later iteration stores (backwards)
  affine.for %i = 1 to 300 {
    %v = affine.load %b[%i - 1] : memref<300xf32>
    %w = arith.mulf %v, %half : f32
    affine.store %w, %b[%i] : memref<300xf32>
  }
  %ua = memref.cast %a : memref<300xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<300xf32> to memref<*xf32>
  %ud = memref.cast %d : memref<300xf64> to memref<*xf64>
  %us = memref.cast %s : memref<1xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  call @printMemrefF64(%ud) : (memref<*xf64>) -> ()
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<300xf32>
  memref.dealloc %b : memref<300xf32>
  memref.dealloc %d : memref<300xf64>
  memref.dealloc %s : memref<1xf32>
  return
}
