// conformance/memref/layout_map_symbols_seed_example: seed 001, "Affine
// Maps": symbols are bound "when the map is set up, e.g. when a memref is
// created with its memory layout map"; its example binds %N to s0 with
// `%a = memref.alloc()[%N] : memref<4x4xf32, #affine_map42>`, the named
// map, and `%b` with the same map inline.  No backend runs this (MLIR 22
// leaves such a memref.alloc unlowered): the expectation follows SPEC_NOTES
// "Layout maps with symbols", derived by hand.  With %N = 5 the results
// are d0 in [0, 3] and d0 + d1 + 2 in [2, 8]: the buffer is the 4x9 box of
// -normalize-memrefs, element [i, j] at 9 * i + (i + j + 2) = 10 * i + j + 2,
// so printMemref shows offset 2, strides [10, 1]; memref.dim gives the
// logical sizes; affine and memref loads and stores and a vector load all
// go through the layout.  (A subview of it is refused, as mlir-opt-22
// refuses it: a two-result layout is "not strided".)
// EXPECT-SOURCE: spec
#affine_map42 = affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %N = arith.constant 5 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc()[%N] : memref<4x4xf32, #affine_map42>
  %b = memref.alloc()[%N] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %s = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %t = arith.index_cast %s : index to i32
      %f = arith.sitofp %t : i32 to f32
      affine.store %f, %a[%i, %j] : memref<4x4xf32, #affine_map42>
      %g = arith.negf %f : f32
      memref.store %g, %b[%j, %i] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>>
    }
  }
  %u = memref.cast %a : memref<4x4xf32, #affine_map42> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %w = memref.cast %b : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>> to memref<*xf32>
  call @printMemrefF32(%w) : (memref<*xf32>) -> ()
  %d1 = memref.dim %a, %c1 : memref<4x4xf32, #affine_map42>
  vector.print %d1 : index
  %x = memref.load %a[%c1, %c0] : memref<4x4xf32, #affine_map42>
  vector.print %x : f32
  %y = affine.load %b[3, 2] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>>
  vector.print %y : f32
  %v = affine.vector_load %a[2, 0] : memref<4x4xf32, #affine_map42>, vector<4xf32>
  vector.print %v : vector<4xf32>
  memref.dealloc %a : memref<4x4xf32, #affine_map42>
  memref.dealloc %b : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>>
  return
}
