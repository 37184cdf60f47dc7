// make bench: dot products of two 1M-element f32 vectors, 32 times, with
// affine.vector_load of vector<8xf32>, a vector.fma carried as iter_args
// and a vector.reduction at the end.
func.func @dot(%a: memref<1048576xf32>, %b: memref<1048576xf32>) -> f32 {
  %z = arith.constant dense<0.0> : vector<8xf32>
  %acc = affine.for %i = 0 to 1048576 step 8 iter_args(%s = %z) -> (vector<8xf32>) {
    %x = affine.vector_load %a[%i] : memref<1048576xf32>, vector<8xf32>
    %y = affine.vector_load %b[%i] : memref<1048576xf32>, vector<8xf32>
    %t = vector.fma %x, %y, %s : vector<8xf32>
    affine.yield %t : vector<8xf32>
  }
  %r = vector.reduction <add>, %acc : vector<8xf32> into f32
  return %r : f32
}

func.func @main() {
  %a = memref.alloc() : memref<1048576xf32>
  %b = memref.alloc() : memref<1048576xf32>
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  affine.for %i = 0 to 1048576 {
    %m = arith.remui %i, %c3 : index
    %n = arith.remui %i, %c5 : index
    %t = arith.index_cast %m : index to i32
    %u = arith.index_cast %n : index to i32
    %f = arith.sitofp %t : i32 to f32
    %g = arith.sitofp %u : i32 to f32
    affine.store %f, %a[%i] : memref<1048576xf32>
    affine.store %g, %b[%i] : memref<1048576xf32>
  }
  %z = arith.constant 0.0 : f32
  %total = affine.for %r = 0 to 32 iter_args(%s = %z) -> (f32) {
    %d = func.call @dot(%a, %b) : (memref<1048576xf32>, memref<1048576xf32>) -> f32
    %n = arith.addf %s, %d : f32
    affine.yield %n : f32
  }
  vector.print %total : f32
  memref.dealloc %a : memref<1048576xf32>
  memref.dealloc %b : memref<1048576xf32>
  return
}

func.func @noop() {
  return
}
