#!/usr/bin/env python3
"""Writes the engine's runnable programs under conformance/ (one folder per
topic).  Their expected outputs come from tools/gen-expected (the reference
command).  Programs print with vector.print and the runner's printMemref."""
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "conformance")
PRINT_DECLS = """func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
"""
out = {}


def prog(topic, name, body, decls=""):
    out[(topic, name)] = decls + "func.func @main() {\n" + body + "  return\n}\n"


# ------------------------------------------------------------ arith: integers
INT_PAIRS = [(7, 3), (-7, 3), (100, -9), (-128, -1), (0, 5), (127, 1), (-1, 255), (45, 45)]
INT_OPS = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui"]
DIV_OPS = ["divsi", "divui", "remsi", "remui", "floordivsi", "ceildivsi", "ceildivui"]
for ty in ["i8", "i16", "i32", "i64", "index", "i1", "i3", "i33", "i24", "i48", "i7", "i63", "i17"]:
    lines = []
    for k, (a, b) in enumerate(INT_PAIRS):
        if ty == "i1":
            a, b = a & 1, b & 1
            if k > 3:
                break
        if ty in ("i3", "i7"):   # wrap the pairs into the signed range of the width
            w = int(ty[1:])
            a, b = ((a + 2 ** (w - 1)) % 2 ** w) - 2 ** (w - 1), ((b + 2 ** (w - 1)) % 2 ** w) - 2 ** (w - 1)
        lines.append(f"  %a{k} = arith.constant {a} : {ty}\n  %b{k} = arith.constant {b} : {ty}")
        ops = INT_OPS + ([d for d in DIV_OPS] if b != 0 and not (ty != "index" and b == -1) else [])
        for op in ops:
            if ty == "i1" and op in DIV_OPS:
                continue
            lines.append(f"  %{op}{k} = arith.{op} %a{k}, %b{k} : {ty}\n  vector.print %{op}{k} : {ty}")
    prog("arith_int", f"binops_{ty}", "\n".join(lines) + "\n")

for ty, w in [("i8", 8), ("i16", 16), ("i32", 32), ("i64", 64)]:
    lines = [f"  %x = arith.constant -100 : {ty}", f"  %y = arith.constant 77 : {ty}"]
    for s in [0, 1, 3, w - 1]:
        lines.append(f"  %s{s} = arith.constant {s} : {ty}")
        for op in ["shli", "shrsi", "shrui"]:
            for v in ["x", "y"]:
                lines.append(f"  %{op}{v}{s} = arith.{op} %{v}, %s{s} : {ty}\n  vector.print %{op}{v}{s} : {ty}")
    prog("arith_int", f"shifts_{ty}", "\n".join(lines) + "\n")

PREDS = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
for ty in ["i32", "i8", "i64", "index"]:
    lines = []
    for k, (a, b) in enumerate([(3, 5), (-3, 5), (5, 5), (-1, 0)]):
        lines.append(f"  %a{k} = arith.constant {a} : {ty}\n  %b{k} = arith.constant {b} : {ty}")
        for p in PREDS:
            lines.append(f"  %{p}{k} = arith.cmpi {p}, %a{k}, %b{k} : {ty}\n  vector.print %{p}{k} : i1")
    prog("arith_int", "cmpi_all_predicates" + ("" if ty == "i32" else "_" + ty), "\n".join(lines) + "\n")

prog("arith_int", "casts", """  %a = arith.constant -5 : i8
  %b = arith.constant 200 : i16
  %e1 = arith.extsi %a : i8 to i32
  vector.print %e1 : i32
  %e2 = arith.extui %a : i8 to i32
  vector.print %e2 : i32
  %t1 = arith.trunci %b : i16 to i8
  vector.print %t1 : i8
  %i1 = arith.index_cast %a : i8 to index
  vector.print %i1 : index
  %i2 = arith.index_castui %a : i8 to index
  vector.print %i2 : index
  %c = arith.constant 70000 : index
  %i3 = arith.index_cast %c : index to i16
  vector.print %i3 : i16
  %f1 = arith.sitofp %a : i8 to f32
  vector.print %f1 : f32
  %f2 = arith.uitofp %a : i8 to f32
  vector.print %f2 : f32
  %big = arith.constant 16777217 : i32
  %f3 = arith.sitofp %big : i32 to f32
  vector.print %f3 : f32
  %h = arith.constant 2049 : i32
  %f4 = arith.sitofp %h : i32 to f16
  vector.print %f4 : f16
  %g = arith.constant -2.75 : f32
  %s1 = arith.fptosi %g : f32 to i32
  vector.print %s1 : i32
  %g2 = arith.constant 300.9 : f64
  %s2 = arith.fptoui %g2 : f64 to i16
  vector.print %s2 : i16
  %x = arith.constant 1.0 : f32
  %bits = arith.bitcast %x : f32 to i32
  vector.print %bits : i32
  %back = arith.bitcast %bits : i32 to f32
  vector.print %back : f32
  %sel = arith.cmpi slt, %a, %t1 : i8
  %s = arith.select %sel, %f1, %f2 : f32
  vector.print %s : f32
""")

# --------------------------------------------------------------- arith: floats
FPAIRS = [("1.5", "0.25"), ("-3.0", "7.0"), ("1.0e+10", "3.0"), ("0.1", "0.2"), ("-0.0", "0.0"), ("65504.0", "2.0")]
for ty in ["f16", "bf16", "f32", "f64"]:
    lines = []
    for k, (a, b) in enumerate(FPAIRS):
        if ty in ("f16",) and a == "1.0e+10":
            a = "1000.0"
        lines.append(f"  %a{k} = arith.constant {a} : {ty}\n  %b{k} = arith.constant {b} : {ty}")
        for op in ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"]:
            lines.append(f"  %{op}{k} = arith.{op} %a{k}, %b{k} : {ty}\n  vector.print %{op}{k} : {ty}")
        lines.append(f"  %neg{k} = arith.negf %a{k} : {ty}\n  vector.print %neg{k} : {ty}")
    prog("arith_float", f"binops_{ty}", "\n".join(lines) + "\n")

FPREDS = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"]
for ty, inf, nan in [("f32", "0x7F800000", "0x7FC00000"), ("f64", "0x7FF0000000000000", "0x7FF8000000000000"),
                     ("f16", "0x7C00", "0x7E00")]:
    lines = [f"  %z = arith.constant 0.0 : {ty}", f"  %one = arith.constant 1.0 : {ty}",
             f"  %inf = arith.constant {inf} : {ty}", f"  %nan = arith.constant {nan} : {ty}"]
    for k, (a, b) in enumerate([("z", "one"), ("one", "one"), ("nan", "one"), ("inf", "one")]):
        for p in FPREDS:
            lines.append(f"  %{p}{k} = arith.cmpf {p}, %{a}, %{b} : {ty}\n  vector.print %{p}{k} : i1")
    prog("arith_float", "cmpf_all_predicates" + ("" if ty == "f32" else "_" + ty), "\n".join(lines) + "\n")

prog("arith_float", "conversions_narrow", """  %a = arith.constant 0.1 : f32
  %h = arith.truncf %a : f32 to f16
  vector.print %h : f16
  %b = arith.truncf %a : f32 to bf16
  vector.print %b : bf16
  %he = arith.extf %h : f16 to f32
  vector.print %he : f32
  %be = arith.extf %b : bf16 to f64
  vector.print %be : f64
  %big = arith.constant 70000.0 : f32
  %hb = arith.truncf %big : f32 to f16
  vector.print %hb : f16
  %tiny = arith.constant 1.0e-8 : f32
  %ht = arith.truncf %tiny : f32 to f16
  vector.print %ht : f16
  %d = arith.constant 3.14159265358979 : f64
  %df = arith.truncf %d : f64 to f32
  vector.print %df : f32
  %half = arith.constant 2049.0 : f32
  %hh = arith.truncf %half : f32 to f16
  vector.print %hh : f16
  %x = arith.constant 0.333333 : f16
  %y = arith.constant 3.0 : f16
  %m = arith.mulf %x, %y : f16
  vector.print %m : f16
  %nz = arith.constant -0.0 : f64
  vector.print %nz : f64
  %ni = arith.constant 0xFF800000 : f32
  vector.print %ni : f32
""")

# --------------------------------------------------------------------- math
for ty in ["f32", "f64"]:
    lines = [f"  %x = arith.constant 0.7 : {ty}", f"  %y = arith.constant 2.5 : {ty}", f"  %n = arith.constant -1.25 : {ty}"]
    for op in ["sqrt", "rsqrt", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan",
               "tanh", "atan", "erf", "absf", "floor", "ceil", "round", "roundeven", "trunc"]:
        lines.append(f"  %{op} = math.{op} %x : {ty}\n  vector.print %{op} : {ty}")
        lines.append(f"  %{op}n = math.{op} %{'y' if op in ('sqrt','rsqrt','log','log2','log10','log1p') else 'n'} : {ty}\n  vector.print %{op}n : {ty}")
    for op in ["atan2", "powf", "copysign"]:
        lines.append(f"  %{op} = math.{op} %x, %n : {ty}\n  vector.print %{op} : {ty}")
    lines.append(f"  %fma = math.fma %x, %y, %n : {ty}\n  vector.print %fma : {ty}")
    prog("math", f"float_{ty}", "\n".join(lines) + "\n")
prog("math", "integer", """  %a = arith.constant -12 : i32
  %b = arith.constant 40 : i32
  %abs = math.absi %a : i32
  vector.print %abs : i32
  %cl = math.ctlz %b : i32
  vector.print %cl : i32
  %ct = math.cttz %b : i32
  vector.print %ct : i32
  %cp = math.ctpop %a : i32
  vector.print %cp : i32
  %three = arith.constant 3 : i32
  %p = math.ipowi %a, %three : i32
  vector.print %p : i32
  %f = arith.constant 1.5 : f32
  %fp = math.fpowi %f, %three : f32, i32
  vector.print %fp : f32
""")

# ------------------------------------------------------------------- affine
def mem_print(ty, name):
    return f"  %u_{name} = memref.cast %{name} : {ty} to memref<*x{ty.split('x')[-1][:-1]}>\n" \
           f"  call @printMemref{ty.split('x')[-1][:-1].upper()}(%u_{name}) : (memref<*x{ty.split('x')[-1][:-1]}>) -> ()\n"

prog("affine_for", "bounds_and_steps", """  %c0 = arith.constant 0 : index
  affine.for %i = -3 to 4 step 2 {
    vector.print %i : index
  }
  affine.for %i = 5 to 5 {
    vector.print %i : index
  }
  affine.for %i = 7 to 2 {
    vector.print %i : index
  }
  %n = arith.constant 10 : index
  affine.for %i = max affine_map<()[s0] -> (2, s0 - 7)>()[%n] to min affine_map<()[s0] -> (s0, 6)>()[%n] step 3 {
    vector.print %i : index
  }
  affine.for %i = 0 to 3 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 * 2 + 1)>(%i) {
      %s = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      vector.print %s : index
    }
  }
""")
prog("affine_for", "iter_args", """  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %s:2 = affine.for %i = 0 to 10 iter_args(%a = %zero, %b = %one) -> (f32, f32) {
    %t = arith.addf %a, %b : f32
    affine.yield %b, %t : f32, f32
  }
  vector.print %s#0 : f32
  vector.print %s#1 : f32
  %z = affine.for %i = 0 to 0 iter_args(%a = %one) -> (f32) {
    %t = arith.addf %a, %a : f32
    affine.yield %t : f32
  }
  vector.print %z : f32
  %c0 = arith.constant 0 : i64
  %sum = affine.for %i = 1 to 101 iter_args(%acc = %c0) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %n = arith.addi %acc, %ii : i64
    affine.yield %n : i64
  }
  vector.print %sum : i64
""")
prog("affine_apply", "floordiv_ceildiv_mod", "".join(
    f"  %v{k} = arith.constant {v} : index\n"
    f"  %fd{k} = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%v{k})\n  vector.print %fd{k} : index\n"
    f"  %cd{k} = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%v{k})\n  vector.print %cd{k} : index\n"
    f"  %md{k} = affine.apply affine_map<(d0) -> (d0 mod 3)>(%v{k})\n  vector.print %md{k} : index\n"
    f"  %s{k} = arith.constant 4 : index\n"
    f"  %sd{k} = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0 + d0 mod s0 - d0 ceildiv s0)>(%v{k})[%s{k}]\n  vector.print %sd{k} : index\n"
    for k, v in enumerate([-7, -6, -1, 0, 1, 7, 8]))
    + "  %a = arith.constant 5 : index\n  %b = arith.constant 3 : index\n"
    "  %mn = affine.min affine_map<(d0, d1) -> (d0 * 2, d1 + 7, 12)>(%a, %b)\n  vector.print %mn : index\n"
    "  %mx = affine.max affine_map<(d0, d1) -> (d0 * 2, d1 + 7, 12)>(%a, %b)\n  vector.print %mx : index\n"
    "  %sa = affine.apply affine_map<(d0)[s0] -> (d0 * s0 - 2 * s0 + 1)>(%a)[%b]\n  vector.print %sa : index\n")
prog("affine_if", "sets_and_results", """  affine.for %i = 0 to 6 {
    affine.if affine_set<(d0) : (d0 - 2 >= 0, -d0 + 4 >= 0)>(%i) {
      vector.print %i : index
    } else {
      %m = affine.apply affine_map<(d0) -> (d0 + 100)>(%i)
      vector.print %m : index
    }
    %r = affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%i) -> index {
      affine.yield %i : index
    } else {
      %c = arith.constant 0 : index
      affine.yield %c : index
    }
    vector.print %r : index
  }
  %n = arith.constant 3 : index
  affine.for %i = 0 to 5 {
    affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>(%i)[%n] {
      vector.print %i : index
    }
  }
""")
prog("affine_memory", "load_store_matmul", """  %A = memref.alloc() : memref<3x4xf32>
  %B = memref.alloc() : memref<4x2xf32>
  %C = memref.alloc() : memref<3x2xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 3 {
    affine.for %k = 0 to 4 {
      %ii = arith.index_cast %i : index to i32
      %kk = arith.index_cast %k : index to i32
      %p = arith.muli %ii, %kk : i32
      %f = arith.sitofp %p : i32 to f32
      affine.store %f, %A[%i, %k] : memref<3x4xf32>
    }
  }
  affine.for %k = 0 to 4 {
    affine.for %j = 0 to 2 {
      %kk = arith.index_cast %k : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.addi %kk, %jj : i32
      %f = arith.sitofp %p : i32 to f32
      affine.store %f, %B[%k, %j] : memref<4x2xf32>
    }
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 2 {
      %s = affine.for %k = 0 to 4 iter_args(%acc = %z) -> (f32) {
        %a = affine.load %A[%i, %k] : memref<3x4xf32>
        %b = affine.load %B[%k, %j] : memref<4x2xf32>
        %m = arith.mulf %a, %b : f32
        %t = arith.addf %acc, %m : f32
        affine.yield %t : f32
      }
      affine.store %s, %C[%i, %j] : memref<3x2xf32>
    }
  }
  %u = memref.cast %C : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %ua = memref.cast %A : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<3x4xf32>
  memref.dealloc %B : memref<4x2xf32>
  memref.dealloc %C : memref<3x2xf32>
""".replace(PRINT_DECLS, ""), PRINT_DECLS)
prog("affine_memory", "symbols_and_shifted_subscripts", """  %m = memref.alloc() : memref<10xi32>
  %n = arith.constant 3 : index
  affine.for %i = 0 to 10 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %m[%i] : memref<10xi32>
  }
  affine.for %i = 0 to 5 {
    %a = affine.load %m[%i + symbol(%n)] : memref<10xi32>
    %b = affine.load %m[%i * 2] : memref<10xi32>
    %c = affine.load %m[9 - %i] : memref<10xi32>
    %s = arith.addi %a, %b : i32
    %t = arith.muli %s, %c : i32
    vector.print %t : i32
  }
  memref.dealloc %m : memref<10xi32>
""")
prog("affine_memory", "vector_load_store", """  %m = memref.alloc() : memref<2x8xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 8 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %k = arith.muli %ii, %jj : i32
      %f = arith.sitofp %k : i32 to f32
      affine.store %f, %m[%i, %j] : memref<2x8xf32>
    }
  }
  %v = affine.vector_load %m[1, 2] : memref<2x8xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  %w = arith.addf %v, %v : vector<4xf32>
  affine.vector_store %w, %m[0, 4] : memref<2x8xf32>, vector<4xf32>
  %x = affine.vector_load %m[0, 3] : memref<2x8xf32>, vector<5xf32>
  vector.print %x : vector<5xf32>
  memref.dealloc %m : memref<2x8xf32>
""")

RED_CASES = [("addf", "f32", "1.5"), ("mulf", "f32", "1.5"), ("maximumf", "f32", "1.5"), ("minimumf", "f32", "1.5"),
             ("addf", "f64", "0.1"), ("mulf", "f16", "1.5"), ("maximumf", "bf16", "2.0"),
             ("addi", "i32", "3"), ("muli", "i32", "3"), ("andi", "i8", "6"), ("ori", "i8", "6"), ("addi", "i64", "5"),
             ("addf", "bf16", "0.5"), ("mulf", "f64", "1.5"), ("maximumf", "f64", "-2.0"), ("minimumf", "f16", "0.5"),
             ("addi", "i16", "7"), ("muli", "i64", "2"), ("andi", "i32", "7"), ("ori", "i32", "4"),
             ("minimumf", "bf16", "1.0"), ("maximumf", "f16", "1.0")]
for kind, ty, val in RED_CASES:
    isf = ty[0] in "fb"
    conv = (f"      %ii = arith.index_cast %i : index to i32\n      %fi = arith.sitofp %ii : i32 to {ty}\n"
            f"      %c = arith.constant {val} : {ty}\n      %e = arith.addf %fi, %c : {ty}\n") if isf else \
           (f"      %ii = arith.index_cast %i : index to {ty}\n      %c = arith.constant {val} : {ty}\n"
            f"      %e = arith.addi %ii, %c : {ty}\n")
    pr = f"vector.print %r : {ty}" if ty not in ("i8",) else f"%r32 = arith.extui %r : i8 to i32\n  vector.print %r32 : i32"
    pz = f"vector.print %z : {ty}" if ty not in ("i8",) else f"%z32 = arith.extui %z : i8 to i32\n  vector.print %z32 : i32"
    prog("affine_parallel", f"reduce_{kind}_{ty}", f"""  %r = affine.parallel (%i, %j) = (0, 0) to (3, 2) reduce ("{kind}") -> ({ty}) {{
{conv}      affine.yield %e : {ty}
  }}
  {pr}
  %z = affine.parallel (%i) = (0) to (0) reduce ("{kind}") -> ({ty}) {{
{conv}      affine.yield %e : {ty}
  }}
  {pz}
""")
prog("affine_parallel", "bands_steps_and_groups", """  %m = memref.alloc() : memref<6x6xi32>
  %zero = arith.constant 0 : i32
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 6 {
      affine.store %zero, %m[%i, %j] : memref<6x6xi32>
    }
  }
  %n = arith.constant 5 : index
  affine.parallel (%i, %j) = (max(0, 1), 0) to (min(6, symbol(%n)), 6) step (2, 3) {
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %s = arith.addi %ii, %jj : i32
    affine.store %s, %m[%i, %j] : memref<6x6xi32>
  }
  %u = memref.cast %m : memref<6x6xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<6x6xi32>
""", PRINT_DECLS)
prog("affine_index", "delinearize_linearize", """  %x = arith.constant 23 : index
  %a:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  vector.print %a#0 : index
  vector.print %a#1 : index
  vector.print %a#2 : index
  %b:2 = affine.delinearize_index %x into (5) : index, index
  vector.print %b#0 : index
  vector.print %b#1 : index
  %i = arith.constant 1 : index
  %j = arith.constant 2 : index
  %k = arith.constant 3 : index
  %l = affine.linearize_index [%i, %j, %k] by (2, 3, 4) : index
  vector.print %l : index
  %l2 = affine.linearize_index disjoint [%i, %j] by (7) : index
  vector.print %l2 : index
  %n = arith.constant 6 : index
  %l3 = affine.linearize_index [%i, %j, %k] by (%n, 5) : index
  vector.print %l3 : index
""")
prog("affine_memory", "prefetch_is_a_noop", """  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 2.5 : f32
  affine.for %i = 0 to 4 {
    affine.prefetch %m[%i + 1], read, locality<3>, data : memref<4xf32>
    affine.store %c, %m[%i] : memref<4xf32>
  }
  %v = affine.load %m[3] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %m : memref<4xf32>
""")

# ------------------------------------------------------------------- memref
prog("memref", "subview_and_cast", """  %m = memref.alloc() : memref<4x5xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %t = arith.constant 10 : i32
      %a = arith.muli %ii, %t : i32
      %b = arith.addi %a, %jj : i32
      %f = arith.sitofp %b : i32 to f32
      affine.store %f, %m[%i, %j] : memref<4x5xf32>
    }
  }
  %s = memref.subview %m[1, 1] [2, 3] [1, 1] : memref<4x5xf32> to memref<2x3xf32, strided<[5, 1], offset: 6>>
  %us = memref.cast %s : memref<2x3xf32, strided<[5, 1], offset: 6>> to memref<*xf32>
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  %t = memref.subview %m[0, 0] [2, 3] [2, 2] : memref<4x5xf32> to memref<2x3xf32, strided<[10, 2]>>
  %ut = memref.cast %t : memref<2x3xf32, strided<[10, 2]>> to memref<*xf32>
  call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  %r = memref.subview %m[2, 0] [1, 5] [1, 1] : memref<4x5xf32> to memref<5xf32, strided<[1], offset: 10>>
  %ur = memref.cast %r : memref<5xf32, strided<[1], offset: 10>> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  %c1 = arith.constant 1 : index
  %d = memref.dim %s, %c1 : memref<2x3xf32, strided<[5, 1], offset: 6>>
  vector.print %d : index
  %rk = memref.rank %m : memref<4x5xf32>
  vector.print %rk : index
  %dyn = memref.cast %m : memref<4x5xf32> to memref<?x?xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %dyn[%c1, %c0] : memref<?x?xf32>
  vector.print %v : f32
  memref.dealloc %m : memref<4x5xf32>
""", PRINT_DECLS)
prog("memref", "zero_d_and_dynamic", """  %z = memref.alloc() : memref<f32>
  %c = arith.constant 4.25 : f32
  memref.store %c, %z[] : memref<f32>
  %uz = memref.cast %z : memref<f32> to memref<*xf32>
  call @printMemrefF32(%uz) : (memref<*xf32>) -> ()
  %n = arith.constant 3 : index
  %d = memref.alloc(%n) : memref<?x2xi64>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 2 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %v = arith.subi %ii, %jj : i64
      affine.store %v, %d[%i, %j] : memref<?x2xi64>
    }
  }
  %ud = memref.cast %d : memref<?x2xi64> to memref<*xi64>
  call @printMemrefI64(%ud) : (memref<*xi64>) -> ()
  memref.dealloc %z : memref<f32>
  memref.dealloc %d : memref<?x2xi64>
""", PRINT_DECLS)
prog("memref", "copy_alloca_global", """  %g = memref.get_global @table : memref<2x3xi32>
  %a = memref.alloca() : memref<2x3xi32>
  memref.copy %g, %a : memref<2x3xi32> to memref<2x3xi32>
  %c = arith.constant 100 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %c, %a[%c1, %c0] : memref<2x3xi32>
  %ua = memref.cast %a : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
  %ug = memref.cast %g : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%ug) : (memref<*xi32>) -> ()
  %f = memref.get_global @splat : memref<4xf64>
  %uf = memref.cast %f : memref<4xf64> to memref<*xf64>
  call @printMemrefF64(%uf) : (memref<*xf64>) -> ()
""", PRINT_DECLS + "memref.global \"private\" constant @table : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>\n"
    "memref.global \"private\" @splat : memref<4xf64> = dense<0.5>\n")
prog("memref", "reinterpret_cast", """  %m = memref.alloc() : memref<12xi32>
  affine.for %i = 0 to 12 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %m[%i] : memref<12xi32>
  }
  %r = memref.reinterpret_cast %m to offset: [1], sizes: [3, 3], strides: [4, 1] : memref<12xi32> to memref<3x3xi32, strided<[4, 1], offset: 1>>
  %u = memref.cast %r : memref<3x3xi32, strided<[4, 1], offset: 1>> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<12xi32>
""", PRINT_DECLS)

# ---------------------------------------------------------------- scf and cf
prog("scf", "for_if_while", """  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %z) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %odd = arith.remsi %ii, %c2i : i32
    %c = arith.cmpi eq, %odd, %z : i32
    %v = scf.if %c -> (i32) {
      %t = arith.addi %acc, %ii : i32
      scf.yield %t : i32
    } else {
      scf.yield %acc : i32
    }
    scf.yield %v : i32
  }
  vector.print %r : i32
  %lim = arith.constant 100 : i32
  %one = arith.constant 1 : i32
  %w = scf.while (%x = %one) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %lim : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %d = arith.addi %y, %y : i32
    scf.yield %d : i32
  }
  vector.print %w : i32
  %lo = arith.constant -3 : i32
  %hi = arith.constant 2 : i32
  scf.for %i = %lo to %hi step %one : i32 {
    vector.print %i : i32
  }
""".replace("%odd = arith.remsi %ii, %c2i", "%c2i = arith.constant 2 : i32\n    %odd = arith.remsi %ii, %c2i"))
prog("scf", "parallel_switch_execute_region", """  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %s = scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) init (%z) -> f32 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      scf.reduce.return %t : f32
    }
  }
  vector.print %s : f32
  scf.for %i = %c0 to %c4 step %c1 {
    %v = scf.index_switch %i -> i32
    case 1 {
      %a = arith.constant 10 : i32
      scf.yield %a : i32
    }
    case 3 {
      %b = arith.constant 30 : i32
      scf.yield %b : i32
    }
    default {
      %d = arith.constant -1 : i32
      scf.yield %d : i32
    }
    vector.print %v : i32
  }
  %e = scf.execute_region -> i32 {
    %c = arith.constant 1 : i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = arith.constant 11 : i32
    scf.yield %x : i32
  ^bb2:
    %y = arith.constant 22 : i32
    scf.yield %y : i32
  }
  vector.print %e : i32
""")
prog("cf", "branches_and_loops", """  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c6 = arith.constant 6 : i32
  cf.br ^loop(%c0, %c1 : i32, i32)
^loop(%i: i32, %f: i32):
  %done = arith.cmpi sge, %i, %c6 : i32
  cf.cond_br %done, ^exit(%f : i32), ^body
^body:
  %i1 = arith.addi %i, %c1 : i32
  %f1 = arith.muli %f, %i1 : i32
  cf.br ^loop(%i1, %f1 : i32, i32)
^exit(%r: i32):
  vector.print %r : i32
  %k = arith.constant 43 : i32
  cf.switch %k : i32, [
    default: ^d,
    42: ^a,
    43: ^b(%r : i32)
  ]
^a:
  vector.print %c0 : i32
  cf.br ^end
^b(%q: i32):
  vector.print %q : i32
  cf.br ^end
^d:
  vector.print %c1 : i32
  cf.br ^end
^end:
  %t = arith.constant true
  cf.assert %t, "never fails"
""")

# --------------------------------------------------------------------- func
out[("func", "recursion_and_results")] = """func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  %r = scf.if %small -> (i64) {
    scf.yield %n : i64
  } else {
    %c1 = arith.constant 1 : i64
    %a = arith.subi %n, %c1 : i64
    %b = arith.subi %n, %c2 : i64
    %fa = func.call @fib(%a) : (i64) -> i64
    %fb = func.call @fib(%b) : (i64) -> i64
    %s = arith.addi %fa, %fb : i64
    scf.yield %s : i64
  }
  return %r : i64
}
func.func @swap(%a: f32, %b: f32) -> (f32, f32) {
  return %b, %a : f32, f32
}
func.func @fill(%m: memref<3xf32>, %v: f32) {
  affine.for %i = 0 to 3 {
    affine.store %v, %m[%i] : memref<3xf32>
  }
  return
}
func.func @main() {
  %n = arith.constant 15 : i64
  %f = call @fib(%n) : (i64) -> i64
  vector.print %f : i64
  %x = arith.constant 1.0 : f32
  %y = arith.constant 2.0 : f32
  %p:2 = call @swap(%x, %y) : (f32, f32) -> (f32, f32)
  vector.print %p#0 : f32
  vector.print %p#1 : f32
  %m = memref.alloc() : memref<3xf32>
  call @fill(%m, %y) : (memref<3xf32>, f32) -> ()
  %v = affine.load %m[2] : memref<3xf32>
  vector.print %v : f32
  memref.dealloc %m : memref<3xf32>
  return
}
"""

# ------------------------------------------------------------------- vector
prog("vector", "transfers_and_reductions", """  %m = memref.alloc() : memref<3x5xf32>
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
""", PRINT_DECLS.replace("func.func private @printMemrefF32(memref<*xf32>)\n", "") + "func.func private @printMemrefF32(memref<*xf32>)\n")
prog("vector", "lanes_and_positions", """  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %e = vector.extract %a[2] : i32 from vector<4xi32>
  vector.print %e : i32
  %row = vector.extract %b[1] : vector<3xf32> from vector<2x3xf32>
  vector.print %row : vector<3xf32>
  %c1 = arith.constant 1 : index
  %x = vector.extract %b[0, %c1] : f32 from vector<2x3xf32>
  vector.print %x : f32
  %n = arith.constant 9 : i32
  %ins = vector.insert %n, %a[0] : i32 into vector<4xi32>
  vector.print %ins : vector<4xi32>
  %sc = vector.shape_cast %b : vector<2x3xf32> to vector<6xf32>
  vector.print %sc : vector<6xf32>
  %fm = vector.fma %row, %row, %row : vector<3xf32>
  vector.print %fm : vector<3xf32>
  %st = vector.step : vector<4xindex>
  vector.print %st : vector<4xindex>
  %fe = vector.from_elements %e, %n, %e : vector<3xi32>
  vector.print %fe : vector<3xi32>
  %bc = vector.broadcast %row : vector<3xf32> to vector<2x3xf32>
  vector.print %bc : vector<2x3xf32>
  %r = vector.reduction <maxsi>, %a : vector<4xi32> into i32
  vector.print %r : i32
  %o = vector.reduction <xor>, %a : vector<4xi32> into i32
  vector.print %o : i32
  %cm = vector.constant_mask [2] : vector<4xi1>
  vector.print %cm : vector<4xi1>
  vector.print str "done\\n"
""")

prog("affine_for", "tiled_with_min_bounds", """  %m = memref.alloc() : memref<10xi32>
  %z = arith.constant 0 : i32
  affine.for %i = 0 to 10 {
    affine.store %z, %m[%i] : memref<10xi32>
  }
  affine.for %t = 0 to 10 step 4 {
    affine.for %i = affine_map<(d0) -> (d0)>(%t) to min affine_map<(d0) -> (d0 + 4, 10)>(%t) {
      %v = affine.load %m[%i] : memref<10xi32>
      %tt = arith.index_cast %t : index to i32
      %w = arith.addi %v, %tt : i32
      affine.store %w, %m[%i] : memref<10xi32>
    }
  }
  %u = memref.cast %m : memref<10xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<10xi32>
""", PRINT_DECLS)
prog("memref", "atomic_rmw", """  %m = memref.alloc() : memref<2xf32>
  %z = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %z, %m[%c0] : memref<2xf32>
  memref.store %z, %m[%c1] : memref<2xf32>
  affine.for %i = 0 to 4 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %old = memref.atomic_rmw addf %f, %m[%c0] : (f32, memref<2xf32>) -> f32
    vector.print %old : f32
    %o2 = memref.atomic_rmw maximumf %f, %m[%c1] : (f32, memref<2xf32>) -> f32
  }
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2xf32>
""", PRINT_DECLS)
prog("scf", "unsigned_for", """  %lo = arith.constant 250 : i8
  %hi = arith.constant 254 : i8
  %st = arith.constant 1 : i8
  scf.for unsigned %i = %lo to %hi step %st : i8 {
    %w = arith.extui %i : i8 to i32
    vector.print %w : i32
  }
""")
prog("vector", "transfer_transposed_and_masked_read", """  %m = memref.alloc() : memref<3x4xi32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %t = arith.constant 10 : i32
      %a = arith.muli %ii, %t : i32
      %b = arith.addi %a, %jj : i32
      affine.store %b, %m[%i, %j] : memref<3x4xi32>
    }
  }
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant -1 : i32
  %t = vector.transfer_read %m[%c0, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x4xi32>, vector<4x3xi32>
  vector.print %t : vector<4x3xi32>
  %mask = vector.create_mask %c2 : vector<4xi1>
  %r = vector.transfer_read %m[%c2, %c0], %pad, %mask : memref<3x4xi32>, vector<4xi32>
  vector.print %r : vector<4xi32>
  %o = vector.transfer_read %m[%c2, %c2], %pad : memref<3x4xi32>, vector<2x4xi32>
  vector.print %o : vector<2x4xi32>
  memref.dealloc %m : memref<3x4xi32>
""")
prog("math", "float_f16_bf16", "".join(
    f"  %x{t} = arith.constant 0.7 : {t}\n" + "".join(
        f"  %{op}{t} = math.{op} %x{t} : {t}\n  vector.print %{op}{t} : {t}\n"
        for op in ["sqrt", "exp", "log", "sin", "tanh", "floor", "absf"]) for t in ["f16", "bf16"]))


def main():
    for (topic, name), text in sorted(out.items()):
        d = os.path.join(ROOT, topic)
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, name + ".mlir"), "w") as f:
            f.write(f"// conformance/{topic}/{name}: written by tools/gen-engine-programs.py\n" + text)
    print(f"{len(out)} programs")


if __name__ == "__main__":
    main()
