#!/usr/bin/env python3
"""Writes tests/ub/<family>/<name>.mlir (undefined behaviour: the header
gives the exit code, the line:col of the error and the family) and
<name>.fixed.mlir (the corrected sibling, which must run clean).
Each case is a template with {BAD|GOOD} alternatives: the bad program
takes the first, the sibling the second.  `@@` marks where the error is
reported; the header's line:col is derived from it.

Each program also carries its diagnostics the MLIR way, as
`// expected-error @+1 {{...}}` (and expected-note/-warning) comments above
the lines they point at, so that `affine-interp --verify-diagnostics` checks
it (tests/test_ub.py).  Their texts come from running build/affine-interp
(or $AFFINE_INTERP) on the program, which must report its error at the
`@@` marker (a disagreement stops the generator); a corrected sibling
may have warnings (a memref it never deallocates), never an error.

  tools/gen-ub-tests.py [ROOT]      (default: this checkout)"""
import os
import re
import subprocess
import sys
import tempfile

from dma_hazard_cases import CASES as DMA_CASES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
P = "func.func private @printMemrefF32(memref<*xf32>)\n"

CASES = {
"bounds": [
("affine_load_past_end", """func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %c, %a[%i] : memref<8xf32>
  }
  affine.for %i = 0 to {9|8} {
    %v = @@affine.load %a[%i] : memref<8xf32>
  }
  memref.dealloc %a : memref<8xf32>
  return
}"""),
("affine_store_negative", """func.func @main() {
  %a = memref.alloc() : memref<4x4xf32>
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    @@affine.store %c, %a[%i - {1|0}, %i] : memref<4x4xf32>
  }
  memref.dealloc %a : memref<4x4xf32>
  return
}"""),
("memref_load_symbol_index", """func.func @main() {
  %a = memref.alloc() : memref<5xi32>
  %c = arith.constant 7 : i32
  %n = arith.constant {5|4} : index
  @@memref.store %c, %a[%n] : memref<5xi32>
  memref.dealloc %a : memref<5xi32>
  return
}"""),
("vector_load_tail", """func.func @main() {
  %a = memref.alloc() : memref<10xf32>
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %a[%i] : memref<10xf32>
  }
  affine.for %i = 0 to {12|8} step 4 {
    %v = @@affine.vector_load %a[%i] : memref<10xf32>, vector<4xf32>
  }
  memref.dealloc %a : memref<10xf32>
  return
}"""),
("subview_out_of_range", """func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %o = arith.constant {6|4} : index
  %s = @@memref.subview %a[%o] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  memref.dealloc %a : memref<8xf32>
  return
}"""),
("copy_shape_mismatch", """func.func @main() {
  %n = arith.constant {5|4} : index
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %a[%i] : memref<4xf32>
  }
  %b = memref.alloc(%n) : memref<?xf32>
  %d = memref.cast %a : memref<4xf32> to memref<?xf32>
  @@memref.copy %d, %b : memref<?xf32> to memref<?xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<?xf32>
  return
}"""),
],
"uninit": [
("printed_partial_buffer", P + """func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to {3|4} {
    affine.store %c, %a[%i] : memref<4xf32>
  }
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  @@call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  return
}"""),
("copied_then_branched_on", """func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %one = arith.constant 1.0 : f32
  affine.store %one, %a[{1|0}] : memref<4xf32>
  %v = affine.load %a[0] : memref<4xf32>
  affine.store %v, %b[0] : memref<4xf32>
  %w = affine.load %b[0] : memref<4xf32>
  %c = arith.cmpf olt, %w, %one : f32
  @@scf.if %c {
    vector.print %w : f32
  }
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}"""),
("uninitialized_index", """func.func @main() {
  %a = memref.alloc() : memref<4xindex>
  %z = arith.constant 0 : index
  affine.store %z, %a[{1|0}] : memref<4xindex>
  %i = affine.load %a[0] : memref<4xindex>
  %v = @@memref.load %a[%i] : memref<4xindex>
  memref.dealloc %a : memref<4xindex>
  return
}"""),
("returned_from_entry", """func.func @main() -> f32 {
  %a = memref.alloca() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  affine.store %one, %a[{1|0}] : memref<2xf32>
  %v = affine.load %a[0] : memref<2xf32>
  %s = arith.addf %v, %one : f32
  @@return %s : f32
}"""),
("iter_args_carry_then_print", """func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = {1|0} to 4 {
    affine.store %zero, %a[%i] : memref<4xf32>
  }
  %s = affine.for %i = 0 to 4 iter_args(%acc = %zero) -> f32 {
    %v = affine.load %a[%i] : memref<4xf32>
    %n = arith.addf %acc, %v : f32
    affine.yield %n : f32
  }
  @@vector.print %s : f32
  memref.dealloc %a : memref<4xf32>
  return
}"""),
],
"poison": [
("nsw_overflow_printed", """func.func @main() {
  %a = arith.constant {2147483647|2147483646} : i32
  %b = arith.constant 1 : i32
  %c = arith.addi %a, %b overflow<nsw> : i32
  @@vector.print %c : i32
  return
}"""),
("shift_too_far_branch", """func.func @main() {
  %a = arith.constant 1 : i32
  %s = arith.constant {32|31} : i32
  %c = arith.shli %a, %s : i32
  %z = arith.constant 0 : i32
  %t = arith.cmpi ne, %c, %z : i32
  @@cf.cond_br %t, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}"""),
("fptosi_out_of_range", """func.func @main() {
  %f = arith.constant {3.0e10|3.0e9} : f32
  %i = arith.fptosi %f : f32 to i64
  %j = arith.fptosi %f : f32 to i{32|64}
  @@vector.print %j : i{32|64}
  return
}"""),
("ub_poison_stored_then_printed", P + """func.func @main() {
  %a = memref.alloc() : memref<2xf32>
  %p = {ub.poison : f32|arith.constant 2.0 : f32}
  affine.store %p, %a[0] : memref<2xf32>
  affine.store %p, %a[1] : memref<2xf32>
  %v = affine.load %a[1] : memref<2xf32>
  %w = arith.mulf %v, %v : f32
  @@vector.print %w : f32
  memref.dealloc %a : memref<2xf32>
  return
}"""),
("nuw_sub_as_index", """func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  %x = arith.constant {0|3} : index
  %one = arith.constant 1 : index
  %i = arith.subi %x, %one overflow<nuw> : index
  @@memref.store %c, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}"""),
("vector_insert_leaves_a_poison_lane", """func.func @main() {
  %p = ub.poison : vector<4xf32>
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %v0 = vector.insert %a, %p[0] : f32 into vector<4xf32>
  %v1 = vector.insert %b, %v0[1] : f32 into vector<4xf32>
  %v2 = vector.insert %a, %v1[2] : f32 into vector<4xf32>
  %v3 = vector.insert %b, %v2[{2|3}] : f32 into vector<4xf32>
  @@vector.print %v3 : vector<4xf32>
  return
}"""),
("insert_strided_slice_poison_lane_extracted", """func.func @main() {
  %p = ub.poison : vector<2x4xf32>
  %s = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %v0 = vector.insert_strided_slice %s, %p {offsets = [0, {1|0}], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
  %v1 = vector.insert_strided_slice %s, %v0 {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
  %e = vector.extract %v1[1, 0] : f32 from vector<2x4xf32>
  %f = arith.addf %e, %e : f32
  @@vector.print %f : f32
  return
}"""),
("vector_store_keeps_a_poison_lane", P + """func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %p = ub.poison : vector<4xf32>
  %a = arith.constant 1.0 : f32
  %v0 = vector.insert %a, %p[0] : f32 into vector<4xf32>
  %v1 = vector.insert %a, %v0[1] : f32 into vector<4xf32>
  %v2 = vector.insert %a, %v1[2] : f32 into vector<4xf32>
  %v3 = vector.insert %a, %v2[{2|3}] : f32 into vector<4xf32>
  %c0 = arith.constant 0 : index
  vector.store %v3, %m[%c0] : memref<4xf32>, vector<4xf32>
  %c3 = arith.constant 3 : index
  %x = memref.load %m[%c3] : memref<4xf32>
  @@vector.print %x : f32
  memref.dealloc %m : memref<4xf32>
  return
}"""),
("contract_poison_row_extracted", """func.func @main() {
  %rhs = arith.constant dense<[3.0, 4.0, 5.0]> : vector<3xf32>
  %p23 = ub.poison : vector<2x3xf32>
  %m = vector.insert %rhs, %p23[0] : vector<3xf32> into vector<2x3xf32>
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %z = arith.constant dense<0.0> : vector<2xf32>
  %y = vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>],
                        iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>}
       %m, %x, %z : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  %y1 = vector.extract %y[{1|0}] : f32 from vector<2xf32>
  @@vector.print %y1 : f32
  return
}"""),
("outerproduct_poison_lhs_lane_printed", """func.func @main() {
  %c1 = arith.constant 1.0 : f32
  %p2 = ub.poison : vector<2xf32>
  %lhs = vector.insert %c1, %p2[0] : f32 into vector<2xf32>
  %rhs = arith.constant dense<[3.0, 4.0, 5.0]> : vector<3xf32>
  %o = vector.outerproduct %lhs, %rhs : vector<2xf32>, vector<3xf32>
  %row = vector.extract %o[{1|0}] : vector<3xf32> from vector<2x3xf32>
  @@vector.print %row : vector<3xf32>
  return
}"""),
("transfer_read_poison_padding_printed", """func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %m[%i] : memref<4xf32>
  }
  %pad = {ub.poison : f32|arith.constant 0.0 : f32}
  %c2 = arith.constant 2 : index
  %v = vector.transfer_read %m[%c2], %pad : memref<4xf32>, vector<4xf32>
  @@vector.print %v : vector<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}"""),
("maskedload_poison_pass_through_printed", """func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %m[%i] : memref<4xf32>
  }
  %mask = vector.constant_mask [{2|4}] : vector<4xi1>
  %pass = ub.poison : vector<4xf32>
  %c0 = arith.constant 0 : index
  %v = vector.maskedload %m[%c0], %mask, %pass : memref<4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  @@vector.print %v : vector<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}"""),
("shuffle_poison_mask_lane_printed", """func.func @main() {
  %a = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %b = arith.constant dense<[3.0, 4.0]> : vector<2xf32>
  %s = vector.shuffle %a, %b [3, {-1|2}, 0] : vector<2xf32>, vector<2xf32>
  %e = vector.extract %s[0] : f32 from vector<3xf32>
  vector.print %e : f32
  @@vector.print %s : vector<3xf32>
  return
}"""),
],
"immediate": [
("divsi_by_zero", """func.func @main() {
  %a = arith.constant 10 : i32
  %b = arith.constant {0|2} : i32
  %c = @@arith.divsi %a, %b : i32
  vector.print %c : i32
  return
}"""),
("divsi_min_by_minus_one", """func.func @main() {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant {-1|1} : i32
  %c = @@arith.divsi %a, %b : i32
  vector.print %c : i32
  return
}"""),
("semi_affine_mod_by_zero", """func.func @main() {
  %n = arith.constant {0|3} : index
  %i = arith.constant 7 : index
  %r = @@affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%i)[%n]
  vector.print %r : index
  return
}"""),
("delinearize_zero_basis", """func.func @main() {
  %b = arith.constant {0|4} : index
  %i = arith.constant 9 : index
  %r:2 = @@affine.delinearize_index %i into (%b, 4) : index, index
  vector.print %r#0 : index
  return
}"""),
("alloc_negative_size", """func.func @main() {
  %n = arith.constant {-3|3} : index
  %a = @@memref.alloc(%n) : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return
}"""),
("cf_assert_fails", """func.func @main() {
  %t = arith.constant {false|true}
  @@cf.assert %t, "must hold"
  return
}"""),
],
"lifetime": [
("use_after_dealloc", """func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.store %c, %a[0] : memref<4xf32>
  {memref.dealloc %a : memref<4xf32>|}
  %v = @@affine.load %a[0] : memref<4xf32>
  {|memref.dealloc %a : memref<4xf32>}
  return
}"""),
("double_dealloc", """func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  @@{memref.dealloc %a : memref<4xf32>|}
  return
}"""),
("dealloc_of_alloca", """func.func @main() {
  %a = memref.{alloca|alloc}() : memref<4xf32>
  @@memref.dealloc %a : memref<4xf32>
  return
}"""),
("use_through_subview_after_dealloc", """func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  {memref.dealloc %a : memref<8xf32>|}
  @@memref.store %c, %s[%c0] : memref<4xf32, strided<[1], offset: 2>>
  {|memref.dealloc %a : memref<8xf32>}
  return
}"""),
("alloca_after_its_function_returned", """func.func @leak() -> memref<4xf32> {
  %a = memref.{alloca|alloc}() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func @main() {
  %a = call @leak() : () -> memref<4xf32>
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  @@memref.store %c, %a[%c0] : memref<4xf32>
  {|memref.dealloc %a : memref<4xf32>}
  return
}"""),
],
"race": [
("parallel_same_element_written", """func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %c = arith.constant 1.0 : f32
  affine.parallel (%i) = (0) to (8) {
    @@affine.store %c, %a[{0|%i}] : memref<8xf32>
  }
  memref.dealloc %a : memref<8xf32>
  return
}"""),
("parallel_read_neighbour_write", """func.func @main() {
  %a = memref.alloc() : memref<9xf32>
  %b = memref.alloc() : memref<9xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 9 {
    affine.store %c, %a[%i] : memref<9xf32>
  }
  affine.parallel (%i) = (0) to (8) {
    %v = affine.load %a[%i + 1] : memref<9xf32>
    @@affine.store %v, %{a|b}[%i] : memref<9xf32>
  }
  memref.dealloc %a : memref<9xf32>
  memref.dealloc %b : memref<9xf32>
  return
}"""),
("parallel_2d_column_accumulate", """func.func @main() {
  %a = memref.alloc() : memref<4x4xf32>
  %s = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %s[%i] : memref<4xf32>
  }
  affine.parallel (%i, %j) = (0, 0) to ({4|1}, 4) {
    %v = @@affine.load %s[%j] : memref<4xf32>
    %w = arith.addf %v, %c : f32
    affine.store %w, %s[%j] : memref<4xf32>
  }
  memref.dealloc %a : memref<4x4xf32>
  memref.dealloc %s : memref<4xf32>
  return
}"""),
("assign_reduction_many_trips", """func.func @main() {
  %r = @@affine.parallel (%i) = (0) to ({4|1}) reduce ("assign") -> f32 {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  vector.print %r : f32
  return
}"""),
],
"dims": [
("step_zero_loop", """func.func @main() {
  @@"affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (4)>, step = {0|1} : index, operandSegmentSizes = array<i32: 0, 0, 0>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}"""),
("parallel_step_zero", """func.func @main() {
  @@"affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [{0|1}], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%arg1: index):
    affine.yield
  }) : () -> ()
  return
}"""),
],
}

# More programs per family: through DMA, views and transfers; uninitialized
# values through calls, selects, copies, sizes and shifts; poison as bounds
# and indices; lifetimes through casts and alloca scopes; races through
# memref.store, distant iterations and a band run again and again.
MORE = {
"bounds": [
("dma_source_region_past_end", """func.func @main() {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<8xf32, 2>
  %t = memref.alloc() : memref<1xi32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 16 {
    affine.store %c, %a[%i] : memref<16xf32>
  }
  %c0 = arith.constant 0 : index
  %n = arith.constant 8 : index
  @@affine.dma_start %a[{12|8}], %b[%c0], %t[%c0], %n : memref<16xf32>, memref<8xf32, 2>, memref<1xi32>
  affine.dma_wait %t[%c0], %n : memref<1xi32>
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<8xf32, 2>
  memref.dealloc %t : memref<1xi32>
  return
}"""),
("view_past_end", """func.func @main() {
  %raw = memref.alloc() : memref<64xi8>
  %off = arith.constant {40|32} : index
  %v = @@memref.view %raw[%off][] : memref<64xi8> to memref<8xf32>
  memref.dealloc %raw : memref<64xi8>
  return
}"""),
("transfer_write_in_bounds_claim", """func.func @main() {
  %a = memref.alloc() : memref<10xf32>
  %c = arith.constant dense<1.0> : vector<4xf32>
  %i = arith.constant {8|6} : index
  @@vector.transfer_write %c, %a[%i] {in_bounds = [true]} : vector<4xf32>, memref<10xf32>
  memref.dealloc %a : memref<10xf32>
  return
}"""),
],
"uninit": [
("parallel_reduction_of_uninitialized_loads", """func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to {2|4} {
    affine.store %c, %a[%i] : memref<4xf32>
  }
  %r = affine.parallel (%i) = (0) to (4) reduce ("addf") -> f32 {
    %v = affine.load %a[%i] : memref<4xf32>
    affine.yield %v : f32
  }
  @@vector.print %r : f32
  memref.dealloc %a : memref<4xf32>
  return
}"""),
("scf_parallel_reduction_of_uninitialized_loads", """func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to {%c2|%c4} step %c1 {
    memref.store %z, %a[%i] : memref<4xf32>
  }
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%z) -> f32 {
    %v = memref.load %a[%i] : memref<4xf32>
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  @@vector.print %r : f32
  memref.dealloc %a : memref<4xf32>
  return
}"""),
("call_argument_used_as_divisor", """func.func @div(%x: index, %y: index) -> index {
  %q = @@arith.divui %x, %y : index
  return %q : index
}
func.func @main() {
  %m = memref.alloc() : memref<2xindex>
  %c1 = arith.constant 1 : index
  memref.store %c1, %m[%c1] : memref<2xindex>
  %c0 = arith.constant {0|1} : index
  %d = memref.load %m[%c0] : memref<2xindex>
  %c9 = arith.constant 9 : index
  %q = call @div(%c9, %d) : (index, index) -> index
  vector.print %q : index
  memref.dealloc %m : memref<2xindex>
  return
}"""),
("select_condition", """func.func @main() {
  %m = memref.alloc() : memref<1xi1>
  %t = arith.constant true
  %c0 = arith.constant 0 : index
  {%u = arith.constant false|memref.store %t, %m[%c0] : memref<1xi1>}
  %b = memref.load %m[%c0] : memref<1xi1>
  %x = arith.constant 1.0 : f32
  %y = arith.constant 2.0 : f32
  %s = @@arith.select %b, %x, %y : f32
  vector.print %s : f32
  memref.dealloc %m : memref<1xi1>
  return
}"""),
("allocation_size", """func.func @main() {
  %m = memref.alloc() : memref<1xindex>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  {%u = arith.constant 0 : index|memref.store %c4, %m[%c0] : memref<1xindex>}
  %n = memref.load %m[%c0] : memref<1xindex>
  %b = @@memref.alloc(%n) : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %m : memref<1xindex>
  return
}"""),
("copy_then_print", P + """func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = arith.constant 2.0 : f32
  affine.for %i = {1|0} to 4 {
    affine.store %c, %a[%i] : memref<4xf32>
  }
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  %u = memref.cast %b : memref<4xf32> to memref<*xf32>
  @@call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}"""),
("shift_amount", """func.func @main() {
  %m = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 3 : i32
  memref.store %k, %m[%c0] : memref<2xi32>
  %s = memref.load %m[{%c1|%c0}] : memref<2xi32>
  %x = arith.constant 1 : i32
  %r = @@arith.shli %x, %s : i32
  vector.print %r : i32
  memref.dealloc %m : memref<2xi32>
  return
}"""),
],
"poison": [
("fptoui_negative_printed", """func.func @main() {
  %f = arith.constant {-1.0|1.0} : f32
  %i = arith.fptoui %f : f32 to i32
  @@vector.print %i : i32
  return
}"""),
("muli_nuw_as_loop_bound", """func.func @main() {
  %a = arith.constant {4611686018427387904|4} : index
  %b = arith.constant 4 : index
  %n = arith.muli %a, %b overflow<nuw> : index
  %c = arith.constant 0 : index
  %s = arith.minui %n, %b : index
  @@affine.for %i = 0 to %s {
  }
  return
}"""),
("shrsi_by_width_as_index", """func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %m[%i] : memref<4xf32>
  }
  %x = arith.constant 8 : i64
  %k = arith.constant {64|2} : i64
  %y = arith.shrsi %x, %k : i64
  %j = arith.index_cast %y : i64 to index
  %v = @@memref.load %m[%j] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %m : memref<4xf32>
  return
}"""),
],
"lifetime": [
("alloca_escapes_its_scope", """func.func @main() {
  %c0 = arith.constant 0 : index
  %c = arith.constant 1.0 : f32
  %keep = memref.alloc() : memref<4xf32>
  %r = memref.alloca_scope -> (memref<4xf32>) {
    %a = memref.alloca() : memref<4xf32>
    memref.store %c, %a[%c0] : memref<4xf32>
    memref.store %c, %keep[%c0] : memref<4xf32>
    memref.alloca_scope.return {%a|%keep} : memref<4xf32>
  }
  %v = @@memref.load %r[%c0] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %keep : memref<4xf32>
  return
}"""),
("load_through_cast_after_dealloc", """func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  memref.store %c, %a[%c0] : memref<4xf32>
  %d = memref.cast %a : memref<4xf32> to memref<?xf32>
  {memref.dealloc %a : memref<4xf32>|%u = arith.constant 0 : index}
  %v = @@memref.load %d[%c0] : memref<?xf32>
  vector.print %v : f32
  {%w = arith.constant 0 : index|memref.dealloc %a : memref<4xf32>}
  return
}"""),
],
"race": [
("inner_band_iterations_race", """func.func @main() {
  %a = memref.alloc() : memref<4x4xf32>
  %c = arith.constant 1.0 : f32
  affine.parallel (%i) = (0) to (4) {
    affine.parallel (%j) = (0) to (4) {
      @@affine.store %c, %a[%i, {0|%j}] : memref<4x4xf32>
    }
  }
  memref.dealloc %a : memref<4x4xf32>
  return
}"""),
("outer_band_races_through_inner_bands", """func.func @main() {
  %a = memref.alloc() : memref<16xf32>
  %c = arith.constant 1.0 : f32
  affine.parallel (%i) = (0) to (4) {
    affine.parallel (%j) = (0) to (4) {
      @@affine.store %c, %a[%i * 4 + %j] : memref<16xf32>
    }
    affine.parallel (%j) = (0) to (4) {
      %v = affine.load %a[{((%i + 1) mod 4) * 4 + %j|%i * 4 + 3 - %j}] : memref<16xf32>
      affine.store %v, %a[{((%i + 1) mod 4) * 4 + %j|%i * 4 + 3 - %j}] : memref<16xf32>
    }
  }
  memref.dealloc %a : memref<16xf32>
  return
}"""),
("scf_band_inside_affine_band", """func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  affine.parallel (%i) = (0) to (4) {
    scf.parallel (%j) = (%c0) to (%c2) step (%c1) {
      %i2 = arith.muli %i, %c2 : index
      %k = arith.addi %i2, %j : index
      @@memref.store %c, %a[{%i|%k}] : memref<8xf32>
    }
  }
  memref.dealloc %a : memref<8xf32>
  return
}"""),
("views_of_one_buffer_overlap", """func.func @main() {
  %raw = memref.alloc() : memref<64xi8>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %v = memref.view %raw[%c0][] : memref<64xi8> to memref<16xf32>
  %w = memref.view %raw[%c4][] : memref<64xi8> to memref<15xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 16 {
    affine.store %c, %v[%i] : memref<16xf32>
  }
  affine.parallel (%i) = (0) to (4) {
    %x = affine.load %w[%i{ + 1|}] : memref<15xf32>
    @@affine.store %x, %v[%i + 1] : memref<16xf32>
  }
  memref.dealloc %raw : memref<64xi8>
  return
}"""),
("memref_store_in_band", """func.func @main() {
  %a = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  affine.parallel (%i) = (0) to (4) {
    %v = arith.index_cast %i : index to i32
    @@memref.store %v, %a[{%c0|%i}] : memref<4xi32>
  }
  memref.dealloc %a : memref<4xi32>
  return
}"""),
("iterations_64_apart", """func.func @main() {
  %a = memref.alloc() : memref<128xf32>
  %c = arith.constant 1.0 : f32
  affine.parallel (%i) = (0) to (128) {
    @@affine.store %c, %a[%i mod {64|128}] : memref<128xf32>
  }
  memref.dealloc %a : memref<128xf32>
  return
}"""),
("band_rerun_in_loop", """func.func @main() {
  %a = memref.alloc() : memref<40xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 40 {
    affine.store %c, %a[%i] : memref<40xf32>
  }
  affine.for %t = 0 to 40 {
    affine.parallel (%i) = (0) to (39) {
      %v = affine.load %a[%i + {1|0}] : memref<40xf32>
      %w = arith.addf %v, %c : f32
      @@affine.store %w, %a[%i] : memref<40xf32>
    }
  }
  memref.dealloc %a : memref<40xf32>
  return
}"""),
],
"dims": [
],
}
# observed by the command itself (issue 7's harness found these were missed)
MORE["uninit"].append(("returned_memref_partly_written", """@@func.func @main() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to {3|4} {
    affine.store %c, %m[%i] : memref<4xf32>
  }
  return %m : memref<4xf32>
}"""))
MORE.setdefault("immediate", []).append(("distinct_objects_that_alias", """func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %x, %y = @@memref.distinct_objects %a, {%a|%b} : memref<4xf32>, memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}"""))
# signed overflow of index arithmetic (seed 001: "as with other affine ops,
# the linearization is undefined behaviour if it overflows in the signed
# sense"; SPEC_NOTES "Index overflow"): each checked value, its sibling the
# boundary that still fits
MORE["immediate"] += [
("apply_result_overflow", """func.func @main() {
  %big = arith.constant 4611686018427387904 : index
  %d = arith.constant {0|-1} : index
  %r = @@affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%big, %d)
  vector.print %r : index
  return
}"""),
("min_result_overflow", """func.func @main() {
  %big = arith.constant 9223372036854775806 : index
  %d = arith.constant {2|1} : index
  %r = @@affine.min affine_map<(d0, d1) -> (d0 + d1, 7)>(%big, %d)
  vector.print %r : index
  return
}"""),
("for_bound_overflow", """func.func @main() {
  %n = arith.constant {9223372036854775807|9223372036854775806} : index
  @@affine.for %i = affine_map<()[s0] -> (s0)>()[%n] to affine_map<()[s0] -> (s0 + 1)>()[%n] {
    vector.print %i : index
  }
  return
}"""),
("if_constraint_overflow", """#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
func.func @main() {
  %big = arith.constant 9223372036854775807 : index
  %s = arith.constant {-1|0} : index
  @@affine.if #set(%big)[%s] {
    vector.print %big : index
  }
  return
}"""),
("load_subscript_overflow", """func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %a[%i] : memref<4xf32>
  }
  %n = arith.constant {9223372036854775807|2} : index
  %v = @@affine.load %a[symbol(%n) + 1] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %a : memref<4xf32>
  return
}"""),
("store_subscript_wraps_into_bounds", """func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  %n = arith.constant {-9223372036854775807|1} : index
  %m = arith.constant 0 : index
  @@affine.store %c, %a[symbol(%n) * 2 + symbol(%m)] : memref<4xf32>
  %v = affine.load %a[2] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %a : memref<4xf32>
  return
}"""),
("parallel_bound_overflow", """func.func @main() {
  %n = arith.constant {4611686018427387904|2} : index
  @@affine.parallel (%i) = (0) to (symbol(%n) * 2) {
  }
  vector.print %n : index
  return
}"""),
("semi_affine_dividend_overflow", """func.func @main() {
  %a = arith.constant {4294967296|4294967295} : index
  %b = arith.constant 2147483648 : index
  %r = @@affine.apply affine_map<(d0)[s0] -> ((d0 * s0) floordiv 3)>(%a)[%b]
  vector.print %r : index
  return
}"""),
("semi_affine_beyond_128_bits", """func.func @main() {
  %a = arith.constant 4611686018427387904 : index
  %b = arith.constant {4611686018427387904|0} : index
  %r = @@affine.apply affine_map<(d0)[s0] -> ((d0 * s0 * s0) mod 5)>(%a)[%b]
  vector.print %r : index
  return
}"""),
("linearize_stride_overflow", """func.func @main() {
  %b = arith.constant {4294967296|2147483648} : index
  %z = arith.constant 0 : index
  %one = arith.constant 1 : index
  %r = @@affine.linearize_index [%z, %z, %one] by (%b, %b) : index
  vector.print %r : index
  return
}"""),
("linearize_term_overflow", """func.func @main() {
  %i = arith.constant {2|1} : index
  %j = arith.constant 0 : index
  %r = @@affine.linearize_index [%i, %j] by (4611686018427387904) : index
  vector.print %r : index
  return
}"""),
("linearize_sum_overflow", """func.func @main() {
  %i = arith.constant 1 : index
  %j = arith.constant {4611686018427387904|4611686018427387903} : index
  %r = @@affine.linearize_index [%i, %j] by (4611686018427387904) : index
  vector.print %r : index
  return
}"""),
("delinearize_basis_product_overflow", """func.func @main() {
  %b = arith.constant {4294967296|2147483648} : index
  %x = arith.constant 77 : index
  %r:2 = @@affine.delinearize_index %x into (%b, %b) : index, index
  vector.print %r#1 : index
  return
}"""),
]
# memrefs with an affine-map layout taking symbols (seed 001, `memref.alloc()[%N]`;
# SPEC_NOTES "Layout maps with symbols"): the allocation holds the layout's image
MORE["bounds"] += [
("print_view_reaches_outside", """func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    affine.store %c, %a[%i] : memref<4xf32>
  }
  %n = arith.constant {8|4} : index
  %v = memref.reinterpret_cast %a to offset: [0], sizes: [%n], strides: [1] : memref<4xf32> to memref<?xf32>
  %u = memref.cast %v : memref<?xf32> to memref<*xf32>
  @@call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  return
}"""),
("layout_flat_view_past_extent", """#pad = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 + s1)>
func.func @main() {
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c = arith.constant 1.0 : f32
  %a = memref.alloc()[%c6, %c3] : memref<3x4xf32, #pad>
  %flat = memref.reinterpret_cast %a to offset: [0], sizes: [20], strides: [1] : memref<3x4xf32, #pad> to memref<20xf32>
  @@affine.store %c, %flat[{19|18}] : memref<20xf32>
  memref.dealloc %a : memref<3x4xf32, #pad>
  return
}"""),
]
for _fam, _cases in MORE.items():
    CASES.setdefault(_fam, []).extend(_cases)

# verifier rejections (exit 2): MLIR 22 refuses these statically
STATIC = {
"bounds": [
("alloc_layout_symbol_count", """#tmap = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
func.func @main() {
  %n = arith.constant 4 : index
  %a = @@memref.alloc(){|[%n]} : memref<4x4xf32, #tmap>
  memref.dealloc %a : memref<4x4xf32, #tmap>
  return
}"""),
("subview_of_two_result_layout", """#m = affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>
func.func @main() {
  %n = arith.constant 4 : index
  %a = memref.alloc()[%n] : memref<4x4xf32, #m>
  %b = memref.alloc() : memref<4x4xf32>
  %s = @@memref.subview {%a|%b}[1, 1] [2, 2] [1, 1] : memref<4x4xf32{, #m|}> to memref<2x2xf32, strided<[{?|4}, 1], offset: {?|5}>>
  memref.dealloc %a : memref<4x4xf32, #m>
  memref.dealloc %b : memref<4x4xf32>
  return
}"""),
],
"dims": [
("load_index_not_a_dim", """func.func @main() {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %k = arith.muli %i, %i : index
    %v = @@affine.load %m[{%k|%i}] : memref<10xf32>
  }
  memref.dealloc %m : memref<10xf32>
  return
}"""),
("bound_symbol_from_loop", """func.func @main() {
  %c7 = arith.constant 7 : index
  affine.for %i = 0 to 7 {
    @@affine.for %j = 0 to affine_map<()[s0] -> (s0)>()[{%i|%c7}] {
    }
  }
  return
}"""),
("parallel_bad_reduction_kind", """func.func @main() {
  %r = @@affine.parallel (%i) = (0) to (4) reduce ("{maxs|addi}") -> i32 {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }
  vector.print %r : i32
  return
}"""),
],
}


def variant(text, which):
    return re.sub(r"\{([^{}|]*)\|([^{}|]*)\}", lambda m: m.group(1 + which), text)


def marked_position(name, text):
    """line:col of the `@@` marker in the bad program: where the error is."""
    for number, line in enumerate(variant(text, 0).split("\n"), 1):
        if "@@" in line:
            return number, line.index("@@") + 1
    raise SystemExit(f"gen-ub-tests: case {name} has no @@ marker")


BINARY = os.environ.get("AFFINE_INTERP", os.path.join(ROOT, "build", "affine-interp"))
DIAG = re.compile(r"^<program>:(\d+):(\d+): (error|warning|note): (.*)$")


def diagnostics(program):
    """(line, col, severity, message) of each diagnostic affine-interp gives
    for the program, error first, notes after."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "<program>")
        with open(path, "w") as f:
            f.write(program)
        r = subprocess.run([BINARY, path], capture_output=True, text=True, timeout=60, cwd=tmp)
    return [(int(m.group(1)), int(m.group(2)), m.group(3), m.group(4))
            for m in map(DIAG.match, r.stderr.replace(path, "<program>").splitlines()) if m]


def annotated(program, found, line=0):
    """The program with an expected-* comment above each line a diagnostic
    of `found` points at (`@+1` for one, `@below` for several), and where
    its line `line` is after them."""
    above = {}
    for at, _, severity, message in found:
        above.setdefault(at, []).append((severity, message))
    out, moved = [], line
    for number, text in enumerate(program.split("\n"), 1):
        expectations = above.get(number, [])
        indent = text[:len(text) - len(text.lstrip())]
        where = "@+1" if len(expectations) == 1 else "@below"
        out += [f"{indent}// expected-{severity} {where} {{{{{message}}}}}" for severity, message in expectations]
        if number == line:
            moved = len(out) + 1
        out.append(text)
    return "\n".join(out), moved


def write(root, family, name, marked, code):
    d = os.path.join(root, "tests", "ub", family)
    os.makedirs(d, exist_ok=True)
    line, col = marked_position(name, marked)
    text = marked.replace("@@", "")
    bad, good = variant(text, 0), variant(text, 1)
    found = diagnostics(bad)
    if not found or found[0][:3] != (line, col, "error"):
        raise SystemExit(f"gen-ub-tests: {name}: affine-interp reports {found[:1]}, not an error at {line}:{col}")
    bad, line = annotated(bad, found, line)
    good = annotated(good, diagnostics(good))[0]     # warnings (a leak) at most
    head = f"// UB: exit={code} at={line + 1}:{col} family={family}\n"   # +1: this header line
    with open(os.path.join(d, name + ".mlir"), "w") as f:
        f.write(head + bad + "\n")
    with open(os.path.join(d, name + ".fixed.mlir"), "w") as f:
        f.write("// FIXED: the corrected sibling of " + name + ".mlir; runs clean\n" + good + "\n")


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else ROOT
    for fam, cases in CASES.items():
        for name, text in cases:
            write(root, fam, name, text, 3)
    for fam, cases in STATIC.items():
        for name, text in cases:
            write(root, fam, name, text, 2)
    for fam, name, text in DMA_CASES:      # DMA hazards (tools/dma_hazard_cases.py)
        write(root, fam, name, text, 3)


if __name__ == "__main__":
    main()
