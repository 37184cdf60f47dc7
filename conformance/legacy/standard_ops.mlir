// RUN-ARGS: --legacy-syntax
// conformance/legacy/standard_ops: the standard dialect's ops as seeds 000,
// 003 and 004 write them, before it was split: `func @f` (seed 000
// "'affine.for' operation", seed 003), `constant`, `addf` (seed 003),
// `alloc`/`dealloc` (seed 000 "Dimensions and Symbols"), `dim %A, 0` with a
// literal index (seed 000 "'affine.for' operation", seed 004 "Symbols and
// types"), `load`/`store`, `cmpi`, `cond_br`/`br`, `addi` (seed 004
// "Non-affine control flow"), `select` and `index_cast` (seed 004 "Block
// Arguments vs PHI nodes").  Under --legacy-syntax each is the op of
// func, arith, memref or cf it became; the expected output is
// mlir-runner-22's on affine-interp --upgrade's output.
func @sum_row(%A: memref<?x?xf32>, %i: index) -> f32 {
  %n = dim %A, 1 : memref<?x?xf32>
  %zero = constant 0.0 : f32
  %s = affine.for %j = 0 to %n iter_args(%acc = %zero) -> (f32) {
    %v = load %A[%i, %j] : memref<?x?xf32>
    %a = addf %acc, %v : f32
    affine.yield %a : f32
  }
  return %s : f32
}

func @count_below(%A: memref<?x?xf32>, %key: f32) -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = dim %A, 0 : memref<?x?xf32>
  %zero = constant 0 : i32
  %one = constant 1 : i32
  br ^loop(%c0, %zero : index, i32)
^loop(%i: index, %count: i32):
  %more = cmpi "slt", %i, %n : index
  cond_br %more, ^body, ^done
^body:
  %v = load %A[%i, %c0] : memref<?x?xf32>
  %below = cmpf "olt", %v, %key : f32
  %inc = select %below, %one, %zero : i32
  %next = addi %count, %inc : i32
  %i1 = addi %i, %c1 : index
  br ^loop(%i1, %next : index, i32)
^done:
  return %count : i32
}

func @main() {
  %A = alloc() : memref<3x4xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %k = affine.apply (d0, d1) -> (d0 * 4 + d1) (%i, %j)
      %ki = index_cast %k : index to i32
      %kf = sitofp %ki : i32 to f32
      %half = constant 0.5 : f32
      %x = mulf %kf, %half : f32
      %y = subf %x, %half : f32
      store %y, %A[%i, %j] : memref<3x4xf32>
    }
  }
  %dyn = memref.cast %A : memref<3x4xf32> to memref<?x?xf32>
  %c2 = constant 2 : index
  %s = call @sum_row(%dyn, %c2) : (memref<?x?xf32>, index) -> f32
  vector.print %s : f32
  %key = constant 3.0 : f32
  %c = call @count_below(%dyn, %key) : (memref<?x?xf32>, f32) -> i32
  vector.print %c : i32
  dealloc %A : memref<3x4xf32>
  return
}
