// conformance/memref/layout_map_negative_results: seed 001, "Affine Maps":
// symbols are bound "when the map is set up, e.g. when a memref is created
// with its memory layout map" (`memref.alloc()[%N]`).  A layout result that
// goes below 0 for the symbol values spans its minimum .. its maximum
// (SPEC_NOTES "Layout maps with symbols"): the buffer holds the whole image
// of the index box and no two indices share an element.  No backend runs
// this (MLIR 22 leaves such an alloc unlowered); derived by hand:
// - #neg over 2x2 with s0 = 1: results (i, j - 1), the second spans -1 .. 0;
//   the four elements keep the four values written (no aliasing).
// - #shift over 4 with s0 = 2: result i - 2 spans -2 .. 1; element 1 (at
//   offset -1) holds what was written.
// EXPECT-SOURCE: spec
#neg = affine_map<(d0, d1)[s0] -> (d0, d1 - s0)>
#shift = affine_map<(d0)[s0] -> (d0 - s0)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc()[%c1] : memref<2x2xf32, #neg>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 2 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %w = arith.index_cast %v : index to i32
      %f = arith.sitofp %w : i32 to f32
      affine.store %f, %a[%i, %j] : memref<2x2xf32, #neg>
    }
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 2 {
      %f = affine.load %a[%i, %j] : memref<2x2xf32, #neg>
      vector.print %f : f32
    }
  }
  memref.dealloc %a : memref<2x2xf32, #neg>
  %b = memref.alloc()[%c2] : memref<4xf32, #shift>
  %x = arith.constant 7.5 : f32
  memref.store %x, %b[%c1] : memref<4xf32, #shift>
  %y = memref.load %b[%c1] : memref<4xf32, #shift>
  vector.print %y : f32
  memref.dealloc %b : memref<4xf32, #shift>
  return
}
