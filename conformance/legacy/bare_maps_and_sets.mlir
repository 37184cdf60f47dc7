// RUN-ARGS: --legacy-syntax
// conformance/legacy/bare_maps_and_sets: seed 000 (MLIR's earlier affine
// dialect document), "Affine Maps" / "Named affine mappings": a map is
// written without affine_map<...>, "#affine_map42 = (d0, d1)[s0] -> (...)";
// "Integer Sets": "#set42 = (d0, d1)[s0, s1] : (d0 >= 0, ...)"; "'affine.apply'
// operation": the inline form "affine.apply (i)[s0] -> (i+s0) (%42)[%n]";
// "'affine.min' operation": "affine.min (d0)[s0] -> (1000, d0 + 512, s0)".
// Under --legacy-syntax each is the affine_map<>/affine_set<> it spells;
// the expected output is mlir-runner-22's on affine-interp --upgrade's output.
#map10 = (d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)
#affine_map42 = (d0, d1)[s0] -> (d0 + d1 + s0 floordiv 2)
#set42 = (d0, d1)[s0, s1]
   : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)
func.func @main() {
  %s = arith.constant 17 : index
  %t = arith.constant 300 : index
  %n = arith.constant 5 : index
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : i64
  %1 = affine.apply #map10 (%s, %t)
  %2 = affine.apply (i)[s0] -> (i+s0) (%s)[%n]
  %3 = affine.min (d0)[s0] -> (1000, d0 + 512, s0) (%s)[%t]
  %4 = affine.max (d0) -> (d0 - 20, 3) (%s)
  %5 = affine.apply (d0) -> (d0 mod 4) (%1)
  vector.print %1 : index
  vector.print %2 : index
  vector.print %3 : index
  vector.print %4 : index
  vector.print %5 : index
  %buf = memref.alloc() : memref<4x8xi64>
  affine.for %i = 0 to 4 {
    affine.for %j = ()[s0] -> (s0 - 5) ()[%n] to (d0) -> (d0 + 4) (%c4) {
      %v = affine.apply #affine_map42 (%i, %j)[%n]
      %w = arith.index_cast %v : index to i64
      affine.if #set42(%i, %j)[%c4, %n] {
        affine.store %w, %buf[%i, %j] : memref<4x8xi64>
      } else {
        %neg = arith.subi %c0, %w : i64
        affine.store %neg, %buf[%i, %j] : memref<4x8xi64>
      }
    }
  }
  %cast = memref.cast %buf : memref<4x8xi64> to memref<*xi64>
  call @printMemrefI64(%cast) : (memref<*xi64>) -> ()
  memref.dealloc %buf : memref<4x8xi64>
  return
}
func.func private @printMemrefI64(memref<*xi64>)
