// conformance/memref/layout_map_symbols_extent: seed 001, "Affine Maps":
// symbols are bound "when the map is set up, e.g. when a memref is created
// with its memory layout map" (`memref.alloc()[%N]`).  The allocation holds
// the layout offsets from 0 to the map's largest value over the index box
// (SPEC_NOTES "Layout maps with symbols"); no backend runs this (MLIR 22
// leaves such an alloc unlowered), so the expectation is derived by hand:
// - #pad over 3x4 with s0 = 6, s1 = 3: offsets 3 + 6 * i + j, at most
//   3 + 12 + 3 = 18: 19 elements.  A flat 19-element view of the same
//   buffer (reinterpret_cast) sees element [2, 3] at 18 and [1, 0] at 9;
//   tests/ub/bounds/layout_flat_view_past_extent shows a 20th is outside.
// - #rev over 5 with s0 = 4: offsets 4 - i, stride -1: printMemref shows
//   offset 4, strides [-1] and the elements in index order.
// - an alloca and a dynamic size with symbols; memref.dim gives the sizes;
//   a subview of the one-result (strided) layout writes through to [2, 1].
// EXPECT-SOURCE: spec
#pad = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 + s1)>
#rev = affine_map<(d0)[s0] -> (s0 - d0)>
#tmap = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %a = memref.alloc()[%c6, %c3] : memref<3x4xf32, #pad>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %s = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %t = arith.index_cast %s : index to i32
      %f = arith.sitofp %t : i32 to f32
      affine.store %f, %a[%i, %j] : memref<3x4xf32, #pad>
    }
  }
  %flat = memref.reinterpret_cast %a to offset: [0], sizes: [19], strides: [1] : memref<3x4xf32, #pad> to memref<19xf32>
  %e18 = affine.load %flat[18] : memref<19xf32>
  vector.print %e18 : f32
  %e9 = affine.load %flat[9] : memref<19xf32>
  vector.print %e9 : f32
  %one = arith.constant 100.0 : f32
  affine.store %one, %flat[3] : memref<19xf32>
  %e00 = affine.load %a[0, 0] : memref<3x4xf32, #pad>
  vector.print %e00 : f32
  memref.dealloc %a : memref<3x4xf32, #pad>
  %r = memref.alloc()[%c4] : memref<5xi32, #rev>
  affine.for %i = 0 to 5 {
    %t = arith.index_cast %i : index to i32
    affine.store %t, %r[%i] : memref<5xi32, #rev>
  }
  %ru = memref.cast %r : memref<5xi32, #rev> to memref<*xi32>
  call @printMemrefI32(%ru) : (memref<*xi32>) -> ()
  %rflat = memref.reinterpret_cast %r to offset: [0], sizes: [5], strides: [1] : memref<5xi32, #rev> to memref<5xi32>
  %r0 = affine.load %rflat[0] : memref<5xi32>
  vector.print %r0 : i32
  memref.dealloc %r : memref<5xi32, #rev>
  %s = memref.alloca()[%c3] : memref<2x3xf32, #tmap>
  %m = memref.alloc(%c3)[%c6] : memref<?x4xf32, #tmap>
  %seven = arith.constant 7.0 : f32
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.store %seven, %s[%i, %j] : memref<2x3xf32, #tmap>
    }
  }
  affine.for %i = 0 to %c3 {
    affine.for %j = 0 to 4 {
      %v = affine.load %s[%i mod 2, %j mod 3] : memref<2x3xf32, #tmap>
      affine.store %v, %m[%i, %j] : memref<?x4xf32, #tmap>
    }
  }
  %mu = memref.cast %m : memref<?x4xf32, #tmap> to memref<*xf32>
  call @printMemrefF32(%mu) : (memref<*xf32>) -> ()
  %sv = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<?x4xf32, #tmap> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %eight = arith.constant 8.0 : f32
  affine.store %eight, %sv[1, 0] : memref<2x2xf32, strided<[?, 1], offset: ?>>
  %back = affine.load %m[2, 1] : memref<?x4xf32, #tmap>
  vector.print %back : f32
  %d0 = memref.dim %m, %c0 : memref<?x4xf32, #tmap>
  vector.print %d0 : index
  memref.dealloc %m : memref<?x4xf32, #tmap>
  return
}
