"""The UB matrix of the access hook (issue 29): every memory access kind x
every family of undefined behaviour an access can have, each program with a
well-defined sibling that must run clean.  Races have their own matrix
(tests/test_race_matrix.py, in affine.parallel and scf.parallel bands);
here, in straight-line code:

  bounds    the access reaches past the end of its memref
  lifetime  the access comes after the memref's dealloc
  dma       the access meets a DMA transfer in flight that writes the
            elements (before its dma_wait)
  uninit    a read of memory never written (--uninit=strict: at the read);
            a write of an uninitialized value, then a plain load of what it
            wrote is printed (the error at the print)
  poison    a write of a poison value, then a plain load of what it wrote
            is printed (the error at the print, the note at ub.poison)

The error must name the family and be at the op's line; each sibling is the
same program with the fault removed (index in range, dealloc after, wait
before, memory written first, a defined value).  Every program is also
accepted by mlir-opt-22.  A new access kind lands with its row here
(KINDS) and in the race matrix; test_every_sheet_access_has_a_row ties
both to the engine's data sheet (interp/core/op_sheet.c)."""
import os
import re
import subprocess

import pytest

from conftest import MLIR_OPT, ROOT, need_mlir_opt, run_interp

# kind: (read snippet or None, write snippet or None, the op named).
# {M}: the memref (memref<8xf32>), {E}: the first element's index,
# {S}: a suffix for names, {V1}/{V2}: the f32 / vector<2xf32> written,
# {SRC}: a memref<2xf32> holding what a copy or a DMA writes.
KINDS = {
    "affine.load": ("%r{S} = affine.load {M}[{E}] : memref<8xf32>", None, "affine.load"),
    "affine.store": (None, "affine.store {V1}, {M}[{E}] : memref<8xf32>", "affine.store"),
    "memref.load": ("%r{S} = memref.load {M}[{E}] : memref<8xf32>", None, "memref.load"),
    "memref.store": (None, "memref.store {V1}, {M}[{E}] : memref<8xf32>", "memref.store"),
    "affine.vector_load": ("%r{S} = affine.vector_load {M}[{E}] : memref<8xf32>, vector<2xf32>", None,
                           "affine.vector_load"),
    "affine.vector_store": (None, "affine.vector_store {V2}, {M}[{E}] : memref<8xf32>, vector<2xf32>",
                            "affine.vector_store"),
    "vector.load": ("%r{S} = vector.load {M}[{E}] : memref<8xf32>, vector<2xf32>", None, "vector.load"),
    "vector.store": (None, "vector.store {V2}, {M}[{E}] : memref<8xf32>, vector<2xf32>", "vector.store"),
    "vector.transfer_read": ("%r{S} = vector.transfer_read {M}[{E}], %pad {{in_bounds = [true]}} : "
                             "memref<8xf32>, vector<2xf32>", None, "vector.transfer_read"),
    "vector.transfer_write": (None, "vector.transfer_write {V2}, {M}[{E}] {{in_bounds = [true]}} : "
                              "vector<2xf32>, memref<8xf32>", "vector.transfer_write"),
    "vector.maskedload": ("%r{S} = vector.maskedload {M}[{E}], %mask, %vv : memref<8xf32>, vector<2xi1>, "
                          "vector<2xf32> into vector<2xf32>", None, "vector.maskedload"),
    "vector.maskedstore": (None, "vector.maskedstore {M}[{E}], %mask, {V2} : memref<8xf32>, vector<2xi1>, "
                           "vector<2xf32>", "vector.maskedstore"),
    "vector.gather": ("%r{S} = vector.gather {M}[{E}][%offs], %mask, %vv : memref<8xf32>, vector<2xindex>, "
                      "vector<2xi1>, vector<2xf32> into vector<2xf32>", None, "vector.gather"),
    "vector.scatter": (None, "vector.scatter {M}[{E}][%offs], %mask, {V2} : memref<8xf32>, vector<2xindex>, "
                       "vector<2xi1>, vector<2xf32>", "vector.scatter"),
    "vector.expandload": ("%r{S} = vector.expandload {M}[{E}], %mask, %vv : memref<8xf32>, vector<2xi1>, "
                          "vector<2xf32> into vector<2xf32>", None, "vector.expandload"),
    "vector.compressstore": (None, "vector.compressstore {M}[{E}], %mask, {V2} : memref<8xf32>, vector<2xi1>, "
                             "vector<2xf32>", "vector.compressstore"),
    "memref.atomic_rmw": ("%r{S} = memref.atomic_rmw addf {V1}, {M}[{E}] : (f32, memref<8xf32>) -> f32",
                          "%r{S} = memref.atomic_rmw addf {V1}, {M}[{E}] : (f32, memref<8xf32>) -> f32",
                          "memref.atomic_rmw"),
    "memref.copy (source)": ("%t{S} = memref.alloc() : memref<2xf32>\n"
                             "  %sv{S} = memref.reinterpret_cast {M} to offset: [{E}], sizes: [2], strides: [1] : "
                             "memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>\n"
                             "  memref.copy %sv{S}, %t{S} : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32>\n"
                             "  %y{S} = memref.load %t{S}[%c0] : memref<2xf32>\n"
                             "  memref.dealloc %t{S} : memref<2xf32>",
                             None, "memref.copy"),
    "memref.copy (destination)": (None, "%sv{S} = memref.reinterpret_cast {M} to offset: [{E}], sizes: [2], "
                                  "strides: [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>\n"
                                  "  memref.copy {SRC}, %sv{S} : memref<2xf32> to memref<2xf32, strided<[1], "
                                  "offset: ?>>", "memref.copy"),
    "linalg.fill": (None, "%sv{S} = memref.reinterpret_cast {M} to offset: [{E}], sizes: [2], strides: [1] : "
                    "memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>\n"
                    "  linalg.fill ins({V1} : f32) outs(%sv{S} : memref<2xf32, strided<[1], offset: ?>>)",
                    "linalg.fill"),
    "affine.dma_start (source)": ("%t{S} = memref.alloc() : memref<2xf32, 1>\n"
                                  "  %tag{S} = memref.alloc() : memref<1xi32>\n"
                                  "  affine.dma_start {M}[{E}], %t{S}[%c0], %tag{S}[%c0], %c2 : memref<8xf32>, "
                                  "memref<2xf32, 1>, memref<1xi32>\n"
                                  "  affine.dma_wait %tag{S}[%c0], %c2 : memref<1xi32>\n"
                                  "  %y{S} = memref.load %t{S}[%c0] : memref<2xf32, 1>\n"
                                  "  memref.dealloc %t{S} : memref<2xf32, 1>\n"
                                  "  memref.dealloc %tag{S} : memref<1xi32>", None, "affine.dma_start"),
    "affine.dma_start (destination)": (None, "%tag{S} = memref.alloc() : memref<1xi32>\n"
                                       "  affine.dma_start {SRC}[%c0], {M}[{E}], %tag{S}[%c0], %c2 : memref<2xf32>, "
                                       "memref<8xf32>, memref<1xi32>\n"
                                       "  affine.dma_wait %tag{S}[%c0], %c2 : memref<1xi32>\n"
                                       "  memref.dealloc %tag{S} : memref<1xi32>", "affine.dma_start"),
}
# Kinds that move memory to memory: copying undefined elements is no error
# (memcpy of undefined bytes is defined); their copy is observed instead,
# by printing the element read back (%y0), the error at that print.
MOVES = ("memref.copy (source)", "affine.dma_start (source)")
# The index of the first element: in range, and past the end for bounds
# (one element at 8; two elements from 7: the second is element 8 of 8).
IN = "%c2"
SCALAR = ("affine.load", "affine.store", "memref.load", "memref.store", "memref.atomic_rmw")

HEAD = """func.func @main() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  %pad = arith.constant 0.0 : f32
  %vv = arith.constant dense<2.0> : vector<2xf32>
  %mask = arith.constant dense<true> : vector<2xi1>
  %offs = arith.constant dense<[0, 1]> : vector<2xindex>
  %m = memref.alloc() : memref<8xf32>
  %src = memref.alloc() : memref<2xf32>
  memref.store {V1}, %src[%c0] : memref<2xf32>
  memref.store {V1}, %src[%c1] : memref<2xf32>
"""
FILL_M = """  affine.for %k = 0 to 8 {
    affine.store %one, %m[%k] : memref<8xf32>
  }
"""
PRINT_M = """  %x = memref.load %m[%c2] : memref<8xf32>
  vector.print %x : f32
"""
END = """  memref.dealloc %src : memref<2xf32>
  return
}
"""
FAMILIES = ("bounds", "lifetime", "dma", "uninit", "poison")


def snippet(kind, write, E, V1="%one", V2="%vv", SRC="%src"):
    text = KINDS[kind][1 if write else 0]
    return "  " + text.format(M="%m", E=E, S="0", V1=V1, V2=V2, SRC=SRC) + "\n"


def program(head_v1, *parts):
    return HEAD.format(V1=head_v1) + "".join(parts) + END


def dma_in_flight(wait_first):
    """A transfer from %src into %m[2..4) in flight around the access (the
    sibling waits before it)."""
    start = ("  %dtag = memref.alloc() : memref<1xi32>\n"
             "  affine.dma_start %src[%c0], %m[%c2], %dtag[%c0], %c2 : memref<2xf32>, memref<8xf32>, memref<1xi32>\n")
    wait = "  affine.dma_wait %dtag[%c0], %c2 : memref<1xi32>\n"
    return start + (wait if wait_first else ""), ("" if wait_first else wait)


def cases():
    """(id, program, sibling, family, the op the error is at, extra flags)."""
    out = []
    for kind, (rd, wr, op) in KINDS.items():
        for write in (False, True):
            if (wr if write else rd) is None:
                continue
            side = "write" if write else "read"
            name = f"{kind}-{side}"
            # bounds
            past = "%c8" if kind in SCALAR else "%c7"
            out.append((f"{name}-bounds", program("%one", FILL_M, snippet(kind, write, past), "  memref.dealloc %m : memref<8xf32>\n"),
                        program("%one", FILL_M, snippet(kind, write, IN), "  memref.dealloc %m : memref<8xf32>\n"),
                        "bounds", op, []))
            # lifetime
            out.append((f"{name}-lifetime", program("%one", FILL_M, "  memref.dealloc %m : memref<8xf32>\n", snippet(kind, write, IN)),
                        program("%one", FILL_M, snippet(kind, write, IN), "  memref.dealloc %m : memref<8xf32>\n"),
                        "lifetime", op, []))
            # dma: a transfer in flight writes %m[2..4)
            before, after = dma_in_flight(False)
            sib_before, sib_after = dma_in_flight(True)
            dealloc = "  memref.dealloc %dtag : memref<1xi32>\n  memref.dealloc %m : memref<8xf32>\n"
            out.append((f"{name}-dma", program("%one", FILL_M, before, snippet(kind, write, IN), after, dealloc),
                        program("%one", FILL_M, sib_before, snippet(kind, write, IN), sib_after, dealloc),
                        "dma", op, []))
            if not write and kind in MOVES:
                # uninit: memory never written, moved, then printed
                show = "  vector.print %y0 : f32\n  memref.dealloc %m : memref<8xf32>\n"
                out.append((f"{name}-uninit", program("%one", snippet(kind, False, IN), show),
                            program("%one", FILL_M, snippet(kind, False, IN), show),
                            "uninit", "vector.print", []))
            elif not write:
                # uninit: a strict read of memory never written
                out.append((f"{name}-uninit", program("%one", snippet(kind, False, IN), "  memref.dealloc %m : memref<8xf32>\n"),
                            program("%one", FILL_M, snippet(kind, False, IN), "  memref.dealloc %m : memref<8xf32>\n"),
                            "uninit", op, ["--uninit=strict"]))
            else:
                # uninit: an uninitialized value written, printed through a plain load
                fresh = ("  %fresh = memref.alloc() : memref<2xf32>\n"
                         "  %u1 = memref.load %fresh[%c0] : memref<2xf32>\n"
                         "  %u2 = vector.load %fresh[%c0] : memref<2xf32>, vector<2xf32>\n")
                fresh_fixed = fresh.replace("  %u1 =", "  memref.store %one, %fresh[%c0] : memref<2xf32>\n"
                                            "  memref.store %one, %fresh[%c1] : memref<2xf32>\n  %u1 =")
                done = PRINT_M + "  memref.dealloc %fresh : memref<2xf32>\n  memref.dealloc %m : memref<8xf32>\n"
                out.append((f"{name}-uninit", program("%one", FILL_M, fresh, snippet(kind, True, IN, "%u1", "%u2", "%fresh"), done),
                            program("%one", FILL_M, fresh_fixed, snippet(kind, True, IN, "%u1", "%u2", "%fresh"), done),
                            "uninit", "vector.print", []))
                # poison: a poison value written, printed through a plain load
                poison = "  %p1 = ub.poison : f32\n  %p2 = ub.poison : vector<2xf32>\n"
                src_poison = ("  %psrc = memref.alloc() : memref<2xf32>\n"
                              "  memref.store %p1, %psrc[%c0] : memref<2xf32>\n"
                              "  memref.store %p1, %psrc[%c1] : memref<2xf32>\n")
                done = PRINT_M + "  memref.dealloc %psrc : memref<2xf32>\n  memref.dealloc %m : memref<8xf32>\n"
                out.append((f"{name}-poison", program("%one", FILL_M, poison, src_poison, snippet(kind, True, IN, "%p1", "%p2", "%psrc"), done),
                            program("%one", FILL_M, poison.replace("ub.poison : f32", "arith.constant 3.0 : f32")
                                    .replace("ub.poison : vector<2xf32>", "arith.constant dense<3.0> : vector<2xf32>"),
                                    src_poison, snippet(kind, True, IN, "%p1", "%p2", "%psrc"), done),
                            "poison", "vector.print", []))
    return out


CASES = cases()


def line_of(text, op):
    """The 1-based line of the last use of op (the access comes after the
    set-up, which may use the same op)."""
    lines = text.split("\n")
    return max(i + 1 for i, l in enumerate(lines) if re.search(r"(^|= )" + re.escape(op) + r"\b", l.strip()))


def access_line(text, op, family):
    lines = text.split("\n")
    if op == "vector.print":
        return next(i + 1 for i, l in enumerate(lines) if l.strip().startswith("vector.print"))
    return line_of(text, op)


def test_the_matrix_has_every_cell():
    reads = sum(1 for r, _, _ in KINDS.values() if r)
    writes = sum(1 for _, w, _ in KINDS.values() if w)
    assert len(CASES) == 4 * reads + 5 * writes
    assert {c[3] for c in CASES} == set(FAMILIES)


def sheet_access_ops():
    text = open(os.path.join(ROOT, "interp", "core", "op_sheet.c")).read()
    return {m.group(1).lower().replace("_", ".", 1)
            for m in re.finditer(r"SHEET\((\w+)((?:,\s*[TRWFA]\([^)]*\))*)\)", text) if re.search(r"\b[RW]\(", m.group(2))}


def test_every_sheet_access_has_a_row():
    """Every op the data sheet says reads or writes memory has its rows:
    one for each side it accesses."""
    text = open(os.path.join(ROOT, "interp", "core", "op_sheet.c")).read()
    covered = {(op, bool(rd), bool(wr)) for rd, wr, op in KINDS.values()}
    missing = []
    for m in re.finditer(r"SHEET\((\w+)((?:,\s*[TRWFA]\([^)]*\))*)\)", text):
        op = m.group(1).lower().replace("_", ".", 1)
        if op == "memref.dma_start":
            continue   # runs affine.dma_start's handler (its rows)
        reads, writes = bool(re.search(r"\bR\(", m.group(2))), bool(re.search(r"\bW\(", m.group(2)))
        if reads and not any(o == op and r for o, r, _ in covered):
            missing.append((op, "read"))
        if writes and not any(o == op and w for o, _, w in covered):
            missing.append((op, "write"))
    assert sheet_access_ops() and not missing, missing


@pytest.mark.parametrize("name,text,sibling,family,at,flags", CASES, ids=[c[0] for c in CASES])
def test_access_matrix(tmp_path, name, text, sibling, family, at, flags):
    path = tmp_path / "case.mlir"
    path.write_text(text)
    r = run_interp(*flags, str(path))
    assert r.returncode == 3, (r.returncode, r.stderr, text)
    first = r.stderr.splitlines()[0]
    assert f"undefined behaviour [{family}]" in first, first
    assert first.startswith(f"{path}:{access_line(text, at, family)}:"), (first, at, text)
    if family == "poison":
        assert "ub.poison" in r.stderr
    fixed = tmp_path / "sibling.mlir"
    fixed.write_text(sibling)
    r = run_interp(*flags, str(fixed))
    assert r.returncode == 0, (r.stderr, sibling)


def test_mlir_opt_accepts_every_program(tmp_path):
    need_mlir_opt()
    path = tmp_path / "all.mlir"
    path.write_text("\n// -----\n".join(t for c in CASES for t in (c[1], c[2])))
    r = subprocess.run([MLIR_OPT, "--split-input-file", str(path), "-o", os.devnull], capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stderr[:3000]
