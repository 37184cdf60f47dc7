// conformance/vector/transfers_and_reductions: written by tools/gen-engine-programs.py
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<3x5xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 5 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %t = arith.constant 10 : i32
      %a = arith.muli %ii, %t : i32
      %b = arith.addi %a, %jj : i32
      %f = arith.sitofp %b : i32 to f32
      affine.store %f, %m[%i, %j] : memref<3x5xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant -1.0 : f32
  %v = vector.transfer_read %m[%c1, %c3], %pad : memref<3x5xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  %w = vector.transfer_read %m[%c0, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<3x5xf32>, vector<4xf32>
  vector.print %w : vector<4xf32>
  %b = vector.transfer_read %m[%c1, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (0)>, in_bounds = [true]} : memref<3x5xf32>, vector<3xf32>
  vector.print %b : vector<3xf32>
  %v2 = vector.transfer_read %m[%c0, %c0], %pad : memref<3x5xf32>, vector<2x3xf32>
  vector.print %v2 : vector<2x3xf32>
  %s = vector.reduction <add>, %v : vector<4xf32> into f32
  vector.print %s : f32
  %mx = vector.reduction <maximumf>, %v : vector<4xf32> into f32
  vector.print %mx : f32
  %mu = vector.reduction <mul>, %w, %pad : vector<4xf32> into f32
  vector.print %mu : f32
  %ten = arith.constant 10.0 : f32
  %splat = vector.broadcast %ten : f32 to vector<4xf32>
  %sum = arith.addf %v, %splat : vector<4xf32>
  vector.transfer_write %sum, %m[%c0, %c3] : vector<4xf32>, memref<3x5xf32>
  %mask = vector.create_mask %c1 : vector<4xi1>
  vector.transfer_write %splat, %m[%c1, %c0], %mask : vector<4xf32>, memref<3x5xf32>
  %u = memref.cast %m : memref<3x5xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<3x5xf32>
  return
}
