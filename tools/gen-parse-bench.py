#!/usr/bin/env python3
"""Writes a large affine module (default: at least 20 MB) for `make
bench-parse`: many functions of loop nests with loads, stores, arithmetic,
affine.apply, affine.if, min/max bounds and iter_args, in the custom form
mlir-opt-22 prints."""
import random
import sys

def function(idx, rnd):
    n = rnd.choice([64, 128, 256])
    lines = [f"  func.func @kernel{idx}(%A: memref<{n}x{n}xf32>, %B: memref<{n}x{n}xf32>, %C: memref<{n}x{n}xf32>, %N: index) -> f32 {{"]
    lines.append("    %cst = arith.constant 0.000000e+00 : f32")
    lines.append("    %c1 = arith.constant 1.500000e+00 : f32")
    for k in range(rnd.randint(3, 6)):
        t = rnd.choice([4, 8, 16, 32])
        lines.append(f"    affine.for %i{k} = 0 to {n} step {t} {{")
        lines.append(f"      affine.for %j{k} = #map_lb(%i{k}) to min #map_ub(%i{k})[%N] {{")
        lines.append(f"        %s{k} = affine.for %k{k} = 0 to {n} iter_args(%acc = %cst) -> (f32) {{")
        lines.append(f"          %a = affine.load %A[%j{k}, %k{k}] : memref<{n}x{n}xf32>")
        lines.append(f"          %b = affine.load %B[%k{k}, %j{k} + 1 - 1] : memref<{n}x{n}xf32>")
        lines.append("          %p = arith.mulf %a, %b : f32")
        lines.append("          %q = arith.addf %acc, %p : f32")
        lines.append("          affine.yield %q : f32")
        lines.append("        }")
        lines.append(f"        %o = affine.apply #map_off(%j{k})[%N]")
        lines.append(f"        affine.if #set_in(%j{k})[%N] {{")
        lines.append(f"          %old = affine.load %C[%j{k}, %i{k}] : memref<{n}x{n}xf32>")
        lines.append(f"          %new = arith.addf %old, %s{k} : f32")
        lines.append(f"          affine.store %new, %C[%j{k}, %i{k}] : memref<{n}x{n}xf32>")
        lines.append("        } else {")
        lines.append(f"          affine.store %c1, %C[%j{k} mod 4, %i{k} floordiv 2] : memref<{n}x{n}xf32>")
        lines.append("        }")
        lines.append("      }")
        lines.append("    }")
    lines.append(f"    %r = affine.load %C[0, 0] : memref<{n}x{n}xf32>")
    lines.append("    return %r : f32")
    lines.append("  }")
    return "\n".join(lines) + "\n"


def main():
    path = sys.argv[1]
    target = int(float(sys.argv[2]) * 1e6) if len(sys.argv) > 2 else 20_000_000
    rnd = random.Random(1)
    with open(path, "w") as f:
        f.write("#map_lb = affine_map<(d0) -> (d0)>\n")
        f.write("#map_ub = affine_map<(d0)[s0] -> (d0 + 4, s0)>\n")
        f.write("#map_off = affine_map<(d0)[s0] -> (d0 * 2 + s0 floordiv 3)>\n")
        f.write("#set_in = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)>\n")
        f.write("module {\n")
        size, idx = 0, 0
        while size < target:
            text = function(idx, rnd)
            f.write(text)
            size += len(text)
            idx += 1
        f.write("}\n")


if __name__ == "__main__":
    main()
