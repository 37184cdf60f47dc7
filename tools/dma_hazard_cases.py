"""The DMA hazard cases of tests/ub (issue 6): at least three programs per
hazard kind, each with its corrected sibling.  Imported by
tools/gen-ub-tests.py.  A case is (family, name, text): `{BAD|GOOD}`
alternatives as in gen-ub-tests.py, and `@@` in front of the op where the
error must be reported (its line:col is computed from the bad program).
Names start with the hazard kind (tests/test_dma.py counts them)."""

S, D, T = "memref<16xf32>", "memref<16xf32, 2>", "memref<2xi32>"
START = f"affine.dma_start %src[%c0], %dst[%c0], %tag[%c0], %c16 : {S}, {D}, {T}"
WAIT = f"affine.dma_wait %tag[%c0], %c16 : {T}"

PROLOGUE = f"""func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {{
  %src = memref.alloc() : {S}
  %dst = memref.alloc() : {D}
  %tag = memref.alloc() : {T}
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.5 : f32
  affine.for %i = 0 to 16 {{
    %x = arith.index_cast %i : index to i32
    %y = arith.sitofp %x : i32 to f32
    affine.store %y, %src[%i] : {S}
  }}
"""
DEALLOCS = f"""  memref.dealloc %src : {S}
  memref.dealloc %dst : {D}
  memref.dealloc %tag : {T}
"""
EPILOGUE = DEALLOCS + "  return\n}"
GRID = """  %m = memref.alloc() : memref<4x8xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      affine.store %f, %m[%i, %j] : memref<4x8xf32>
    }
  }
"""


def main(body, epilogue=EPILOGUE, after=""):
    return PROLOGUE + body + epilogue + after


def wait_after(op, wait=WAIT):
    """The op runs before the wait (bad) or after it (good)."""
    return "{|  " + wait + "\n}  @@" + op + "\n{  " + wait + "\n|}"


CASES = [
# --- read of an element a transfer in flight writes ----------------------
("dma", "read_destination_affine_load", main(
    f"  {START}\n" + wait_after(f"affine.load %dst[3] : {D}").replace("@@", "%v = @@") +
    "  vector.print %v : f32\n")),
("dma", "read_destination_through_subview", main(
    f"  %sv = memref.subview %dst[4] [8] [1] : {D} to memref<8xf32, strided<[1], offset: 4>, 2>\n  {START}\n" +
    wait_after("memref.load %sv[%c1] : memref<8xf32, strided<[1], offset: 4>, 2>").replace("@@", "%v = @@") +
    "  vector.print %v : f32\n")),
("dma", "read_destination_vector_load", main(
    f"  {START}\n" + wait_after(f"affine.vector_load %dst[8] : {D}, vector<4xf32>").replace("@@", "%v = @@") +
    "  vector.print %v : vector<4xf32>\n")),
("dma", "read_destination_printed", main(
    f"""  %out = memref.alloc() : {S}
  %fast = memref.alloc() : memref<16xf32, 2>
  affine.for %i = 0 to 16 {{
    affine.store %f, %fast[%i] : memref<16xf32, 2>
  }}
  affine.dma_start %fast[%c0], %out[%c0], %tag[%c1], %c16 : memref<16xf32, 2>, {S}, {T}
  %u = memref.cast %out : {S} to memref<*xf32>
""" + wait_after("func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()", f"affine.dma_wait %tag[%c1], %c16 : {T}") +
    f"  memref.dealloc %out : {S}\n  memref.dealloc %fast : memref<16xf32, 2>\n")),
("dma", "read_destination_as_dma_source", main(
    f"  %far = memref.alloc() : {S}\n  {START}\n" +
    wait_after(f"affine.dma_start %dst[%c0], %far[%c0], %tag[%c1], %c16 : {D}, {S}, {T}") +
    f"  affine.dma_wait %tag[%c1], %c16 : {T}\n  memref.dealloc %far : {S}\n")),
# --- write of an element a transfer in flight reads (its source) ---------
("dma", "write_source_affine_store", main(f"  {START}\n" + wait_after(f"affine.store %f, %src[5] : {S}"))),
("dma", "write_source_through_cast", main(
    f"  %any = memref.cast %src : {S} to memref<?xf32>\n  {START}\n" +
    wait_after("memref.store %f, %any[%c8] : memref<?xf32>"))),
("dma", "write_source_by_dma", main(
    f"""  %other = memref.alloc() : memref<16xf32, 2>
  affine.for %i = 0 to 16 {{
    affine.store %f, %other[%i] : memref<16xf32, 2>
  }}
  {START}
""" + wait_after(f"affine.dma_start %other[%c0], %src[%c4], %tag[%c1], %c4 : memref<16xf32, 2>, {S}, {T}") +
    f"  affine.dma_wait %tag[%c1], %c4 : {T}\n  memref.dealloc %other : memref<16xf32, 2>\n")),
# --- write of an element a transfer in flight writes (its destination) ---
("dma", "write_destination_affine_store", main(f"  {START}\n" + wait_after(f"affine.store %f, %dst[15] : {D}"))),
("dma", "write_destination_vector_store", main(
    f"  %v = arith.constant dense<2.0> : vector<4xf32>\n  {START}\n" +
    wait_after(f"affine.vector_store %v, %dst[4] : {D}, vector<4xf32>"))),
("dma", "write_destination_by_dma", main(
    f"""  affine.dma_start %src[%c0], %dst[%c0], %tag[%c0], %c8 : {S}, {D}, {T}
  @@affine.dma_start %src[%c8], %dst[{{%c4|%c8}}], %tag[%c1], %c8 : {S}, {D}, {T}
  affine.dma_wait %tag[%c0], %c8 : {T}
  affine.dma_wait %tag[%c1], %c8 : {T}
""")),
# --- a transfer whose destination overlaps its own source ----------------
("dma", "overlap_same_memref", main(
    f"""  @@affine.dma_start %src[%c0], %src[{{%c4|%c8}}], %tag[%c0], %c8 : {S}, {S}, {T}
  affine.dma_wait %tag[%c0], %c8 : {T}
""")),
("dma", "overlap_through_subviews", main(
    f"""  %lo = memref.subview %src[0] [12] [1] : {S} to memref<12xf32, strided<[1]>>
  %hi = memref.subview %src[4] [12] [1] : {S} to memref<12xf32, strided<[1], offset: 4>>
  @@affine.dma_start %lo[%c0], %hi[{{%c0|%c4}}], %tag[%c0], %c8 : memref<12xf32, strided<[1]>>, memref<12xf32, strided<[1], offset: 4>>, {T}
  affine.dma_wait %tag[%c0], %c8 : {T}
""")),
("dma", "overlap_strided_chunks", main(
    GRID + f"""  %c7 = arith.constant 7 : index
  @@affine.dma_start %m[%c0, %c0], %m[%c0, {{%c7|%c2}}], %tag[%c0], %c4, %c8, %c2 : memref<4x8xf32>, memref<4x8xf32>, {T}
  affine.dma_wait %tag[%c0], %c4 : {T}
  memref.dealloc %m : memref<4x8xf32>
""")),
# --- a second transfer on a tag element with one in flight ---------------
("dma", "double_start_same_tag", main(
    f"""  affine.dma_start %src[%c0], %dst[%c0], %tag[%c0], %c8 : {S}, {D}, {T}
  @@affine.dma_start %src[%c8], %dst[%c8], %tag[{{%c0|%c1}}], %c8 : {S}, {D}, {T}
  affine.dma_wait %tag[%c0], %c8 : {T}
  affine.dma_wait %tag[{{%c0|%c1}}], %c8 : {T}
""")),
("dma", "double_start_in_loop", main(
    f"""  affine.for %i = 0 to 2 {{
    @@affine.dma_start %src[%i * 8], %dst[%i * 8], %tag[{{0|%i}}], %c8 : {S}, {D}, {T}
  }}
  affine.dma_wait %tag[0], %c8 : {T}
{{|  affine.dma_wait %tag[1], %c8 : {T}
}}""")),
("dma", "double_start_in_callee", main(
    f"""  affine.dma_start %src[%c0], %dst[%c0], %tag[%c0], %c8 : {S}, {D}, {T}
  func.call @refill(%src, %dst, %tag, {{%c0|%c1}}) : ({S}, {D}, {T}, index) -> ()
  affine.dma_wait %tag[%c0], %c8 : {T}
""", after=f"""
func.func @refill(%s: {S}, %d: {D}, %t: {T}, %k: index) {{
  %c8 = arith.constant 8 : index
  @@affine.dma_start %s[%c8], %d[%c8], %t[%k], %c8 : {S}, {D}, {T}
  affine.dma_wait %t[%k], %c8 : {T}
  return
}}""")),
# --- a wait with no transfer in flight on its tag element ----------------
("dma", "wait_without_start", main("{|  " + START + "\n}  @@" + WAIT + "\n")),
("dma", "wait_twice", main(f"  {START}\n  {WAIT}\n{{  @@{WAIT}\n|}}")),
("dma", "wait_on_other_tag_element", main(
    f"  {START}\n  @@affine.dma_wait %tag[{{%c1|%c0}}], %c16 : {T}\n")),
# --- a wait whose number of elements is not the transfer's ---------------
("dma", "wait_count_differs", main(f"  {START}\n  @@affine.dma_wait %tag[%c0], {{%c8|%c16}} : {T}\n")),
("dma", "wait_count_computed", main(
    f"""  %n = affine.apply affine_map<()[s0] -> (s0 * 2 {{- 1|}})>()[%c8]
  {START}
  @@affine.dma_wait %tag[%c0], %n : {T}
""")),
("dma", "wait_count_of_one_chunk", main(
    GRID + f"""  %fast = memref.alloc() : memref<8xf32, 2>
  affine.dma_start %m[%c0, %c0], %fast[%c0], %tag[%c0], %c8, %c8, %c2 : memref<4x8xf32>, memref<8xf32, 2>, {T}
  @@affine.dma_wait %tag[%c0], {{%c2|%c8}} : {T}
  memref.dealloc %fast : memref<8xf32, 2>
  memref.dealloc %m : memref<4x8xf32>
""")),
# --- a transfer never waited for -----------------------------------------
("dma", "never_waited_at_callee_return", main(
    f"  func.call @start_only(%src, %dst, %tag) : ({S}, {D}, {T}) -> ()\n",
    after=f"""
func.func @start_only(%s: {S}, %d: {D}, %t: {T}) {{
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  affine.dma_start %s[%c0], %d[%c0], %t[%c0], %c16 : {S}, {D}, {T}
{{|  affine.dma_wait %t[%c0], %c16 : {T}
}}  @@return
}}""")),
("dma", "never_waited_at_main_return", main(
    f"""  %a = memref.alloca() : memref<4xf32>
  %b = memref.alloca() : memref<4xf32, 2>
  %t = memref.alloca() : memref<1xi32>
  affine.for %i = 0 to 4 {{
    affine.store %f, %a[%i] : memref<4xf32>
  }}
  affine.dma_start %a[0], %b[0], %t[0], %c4 : memref<4xf32>, memref<4xf32, 2>, memref<1xi32>
{{|  affine.dma_wait %t[0], %c4 : memref<1xi32>
}}""", epilogue=DEALLOCS + "  @@return\n}")),
("dma", "never_waited_at_dealloc", main(
    f"  {START}\n{{|  {WAIT}\n}}", epilogue=DEALLOCS.replace("  memref.dealloc %src", "  @@memref.dealloc %src") + "  return\n}")),
("dma", "never_waited_at_tag_dealloc", main(
    f"""  %t2 = memref.alloc() : memref<1xi32>
  affine.dma_start %src[%c0], %dst[%c0], %t2[%c0], %c16 : {S}, {D}, memref<1xi32>
{{|  affine.dma_wait %t2[%c0], %c16 : memref<1xi32>
}}  @@memref.dealloc %t2 : memref<1xi32>
""")),
("dma", "never_waited_at_alloca_scope_end", main(
    f"""  memref.alloca_scope {{
    %fast = memref.alloca() : memref<16xf32, 2>
    affine.dma_start %src[%c0], %fast[%c0], %tag[%c0], %c16 : {S}, memref<16xf32, 2>, {T}
{{|    affine.dma_wait %tag[%c0], %c16 : {T}
}}    @@memref.alloca_scope.return
  }}
""")),
# --- a region out of bounds (family bounds) ------------------------------
("bounds", "dma_destination_region_past_end", main(
    f"  @@affine.dma_start %src[%c0], %dst[{{%c4|%c0}}], %tag[%c0], %c16 : {S}, {D}, {T}\n  {WAIT}\n")),
("bounds", "dma_stride_gap_past_end", main(
    GRID + f"""  %c12 = arith.constant 12 : index
  %fast = memref.alloc() : memref<8xf32, 2>
  @@affine.dma_start %m[%c0, %c0], %fast[%c0], %tag[%c0], %c8, {{%c12|%c8}}, %c2 : memref<4x8xf32>, memref<8xf32, 2>, {T}
  affine.dma_wait %tag[%c0], %c8 : {T}
  memref.dealloc %fast : memref<8xf32, 2>
  memref.dealloc %m : memref<4x8xf32>
""")),
("bounds", "dma_tag_index_past_end", main(
    f"  @@affine.dma_start %src[%c0], %dst[%c0], %tag[{{%c2|%c1}}], %c16 : {S}, {D}, {T}\n"
    f"  affine.dma_wait %tag[%c1], %c16 : {T}\n")),
# --- element types that differ -------------------------------------------
("dma", "element_types_f32_to_i32", main(
    f"""  %o = memref.alloc() : memref<16x{{i32|f32}}, 2>
  @@affine.dma_start %src[%c0], %o[%c0], %tag[%c0], %c16 : {S}, memref<16x{{i32|f32}}, 2>, {T}
  {WAIT}
  memref.dealloc %o : memref<16x{{i32|f32}}, 2>
""")),
("dma", "element_types_f32_to_f64", main(
    f"""  %o = memref.alloc() : memref<16x{{f64|f32}}, 2>
  @@affine.dma_start %src[%c0], %o[%c0], %tag[%c0], %c16 : {S}, memref<16x{{f64|f32}}, 2>, {T}
  {WAIT}
  memref.dealloc %o : memref<16x{{f64|f32}}, 2>
""")),
("dma", "element_types_i32_to_i64", main(
    f"""  %a = memref.alloc() : memref<4xi32>
  %o = memref.alloc() : memref<4x{{i64|i32}}, 2>
  %k = arith.constant 3 : i32
  affine.for %i = 0 to 4 {{
    affine.store %k, %a[%i] : memref<4xi32>
  }}
  @@affine.dma_start %a[%c0], %o[%c0], %tag[%c0], %c4 : memref<4xi32>, memref<4x{{i64|i32}}, 2>, {T}
  affine.dma_wait %tag[%c0], %c4 : {T}
  memref.dealloc %o : memref<4x{{i64|i32}}, 2>
  memref.dealloc %a : memref<4xi32>
""")),
# --- a tag memref that is not of integer type ----------------------------
("dma", "tag_type_f32", main(
    f"""  %t = memref.alloc() : memref<1x{{f32|i32}}>
  @@affine.dma_start %src[%c0], %dst[%c0], %t[%c0], %c16 : {S}, {D}, memref<1x{{f32|i32}}>
  affine.dma_wait %t[%c0], %c16 : memref<1x{{f32|i32}}>
  memref.dealloc %t : memref<1x{{f32|i32}}>
""")),
("dma", "tag_type_index", main(
    f"""  %t = memref.alloc() : memref<1x{{index|i64}}>
  @@affine.dma_start %src[%c0], %dst[%c0], %t[%c0], %c16 : {S}, {D}, memref<1x{{index|i64}}>
  affine.dma_wait %t[%c0], %c16 : memref<1x{{index|i64}}>
  memref.dealloc %t : memref<1x{{index|i64}}>
""")),
("dma", "tag_type_f64", main(
    f"""  %t = memref.alloc() : memref<2x{{f64|i8}}>
  @@affine.dma_start %src[%c0], %dst[%c0], %t[%c1], %c16 : {S}, {D}, memref<2x{{f64|i8}}>
  affine.dma_wait %t[%c1], %c16 : memref<2x{{f64|i8}}>
  memref.dealloc %t : memref<2x{{f64|i8}}>
""")),
]
