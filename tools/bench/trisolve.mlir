// make bench: forward substitution L x = b for a 1024x1024 lower
// triangular f64 matrix, 8 times: the dot product of row i with x is an
// iter_args reduction whose bound is the outer induction variable.
func.func @solve(%l: memref<1024x1024xf64>, %b: memref<1024xf64>, %x: memref<1024xf64>) {
  affine.for %i = 0 to 1024 {
    %bi = affine.load %b[%i] : memref<1024xf64>
    %s = affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) iter_args(%acc = %bi) -> (f64) {
      %lij = affine.load %l[%i, %j] : memref<1024x1024xf64>
      %xj = affine.load %x[%j] : memref<1024xf64>
      %p = arith.mulf %lij, %xj : f64
      %d = arith.subf %acc, %p : f64
      affine.yield %d : f64
    }
    %lii = affine.load %l[%i, %i] : memref<1024x1024xf64>
    %xi = arith.divf %s, %lii : f64
    affine.store %xi, %x[%i] : memref<1024xf64>
  }
  return
}

func.func @main() {
  %l = memref.alloc() : memref<1024x1024xf64>
  %b = memref.alloc() : memref<1024xf64>
  %x = memref.alloc() : memref<1024xf64>
  %c5 = arith.constant 5 : index
  %small = arith.constant 0.001 : f64
  %diag = arith.constant 2.0 : f64
  affine.for %i = 0 to 1024 {
    affine.for %j = 0 to 1024 {
      %s = arith.addi %i, %j : index
      %m = arith.remui %s, %c5 : index
      %t = arith.index_cast %m : index to i32
      %f = arith.sitofp %t : i32 to f64
      %v = arith.mulf %f, %small : f64
      affine.store %v, %l[%i, %j] : memref<1024x1024xf64>
    }
    affine.store %diag, %l[%i, %i] : memref<1024x1024xf64>
    %it = arith.index_cast %i : index to i32
    %fi = arith.sitofp %it : i32 to f64
    affine.store %fi, %b[%i] : memref<1024xf64>
  }
  affine.for %r = 0 to 8 {
    func.call @solve(%l, %b, %x) : (memref<1024x1024xf64>, memref<1024xf64>, memref<1024xf64>) -> ()
  }
  %y = affine.load %x[1023] : memref<1024xf64>
  %z = affine.load %x[7] : memref<1024xf64>
  vector.print %y : f64
  vector.print %z : f64
  memref.dealloc %l : memref<1024x1024xf64>
  memref.dealloc %b : memref<1024xf64>
  memref.dealloc %x : memref<1024xf64>
  return
}

func.func @noop() {
  return
}
