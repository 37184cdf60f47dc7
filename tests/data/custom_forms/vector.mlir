func.func @f(%m: memref<?x?xf32>, %i: index, %j: index, %v: vector<4xf32>, %b: i1, %n: index, %w: vector<4x8xf32>, %mk: vector<4xi1>) -> f32 {
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<4xf32>
  %a2 = vector.transfer_read %m[%i, %j], %pad, %mk {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %a3 = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  vector.transfer_write %a, %m[%i, %j] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %a, %m[%i, %j], %mk {in_bounds = [false]} : vector<4xf32>, memref<?x?xf32>
  %r = vector.reduction <add>, %a : vector<4xf32> into f32
  %r2 = vector.reduction <maximumf>, %a, %r fastmath<fast> : vector<4xf32> into f32
  %bc = vector.broadcast %r : f32 to vector<4xf32>
  %cm = vector.create_mask %n : vector<4xi1>
  %cm2 = vector.constant_mask [2] : vector<4xi1>
  %l = vector.load %m[%i, %j] : memref<?x?xf32>, vector<4xf32>
  vector.store %l, %m[%i, %j] : memref<?x?xf32>, vector<4xf32>
  %e = vector.extract %a[2] : f32 from vector<4xf32>
  %e2 = vector.extract %w[%i] : vector<8xf32> from vector<4x8xf32>
  %e3 = vector.extract %w[1, %i] : f32 from vector<4x8xf32>
  %ins = vector.insert %e, %a[1] : f32 into vector<4xf32>
  %ins2 = vector.insert %e, %a[%i] : f32 into vector<4xf32>
  %f = vector.fma %a, %a, %a : vector<4xf32>
  %sc = vector.shape_cast %w : vector<4x8xf32> to vector<32xf32>
  vector.print %a : vector<4xf32>
  vector.print str "hello"
  vector.print punctuation <comma>
  vector.print %r : f32 punctuation <no_punctuation>
  %ml = vector.maskedload %m[%i, %j], %mk, %a : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i, %j], %mk, %a : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  %bi = vector.bitcast %a : vector<4xf32> to vector<4xi32>
  %st = vector.step : vector<4xindex>
  %fe = vector.from_elements %r, %r, %r, %r : vector<4xf32>
  %tr = vector.transpose %w, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %op = vector.outerproduct %a, %a : vector<4xf32>, vector<4xf32>
  %op2 = vector.outerproduct %a, %r, %a {kind = #vector.kind<maxnumf>} : vector<4xf32>, f32
  %ct = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %a, %r : vector<4xf32>, vector<4xf32> into f32
  %sel = arith.select %b, %a, %a : vector<4xf32>
  return %r2 : f32
}
