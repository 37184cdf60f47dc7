"""The race matrix (issue 29): every memory access kind inside a parallel
band, 'affine.parallel' and 'scf.parallel', against the race rule of
interp/checks/races.h.  Each kind has four programs: it reads elements every
iteration reads while a plain store writes them (read-write), it writes
each iteration's own elements while a plain load reads element 0 in every
iteration (write-read), it writes element 0 in every iteration
(write-write), and its well-defined sibling, where each iteration reads
and writes only its own elements (disjoint).  The three racing programs
must stop with exit 3 and `[race]` at the right op (the write-read race is
found at the plain load, with the note at the kind's write); the sibling
must run clean.  An atomic read-modify-write never races with another
(write-write of atomic_rmw is a sibling).  Kinds whose subscripts must be
affine (affine.load/store, affine.vector_load/store, affine.dma_start)
have no scf.parallel row: the index of an scf.parallel is no valid dim.
A new access kind lands with its row here (KINDS), and every op the
engine reads or writes memory with has one (test_every_access_op_has_a_row).
Also: definedness through affine.vector_store and memref.atomic_rmw."""
import os
import re
import subprocess

import pytest

from conftest import MLIR_OPT, need_mlir_opt, run_interp

# kind: (read snippet, write snippet or None, the op that reads, the op that writes)
KINDS = {
 "affine.load/store": ("%r{S} = affine.load %m[{E}] : memref<8xf32>",
                       "affine.store %one, %m[{E}] : memref<8xf32>"),
 "memref.load/store": ("%r{S} = memref.load %m[{E}] : memref<8xf32>",
                       "memref.store %one, %m[{E}] : memref<8xf32>"),
 "affine.vector_load/store": ("%r{S} = affine.vector_load %m[{E}] : memref<8xf32>, vector<2xf32>",
                              "affine.vector_store %vv, %m[{E}] : memref<8xf32>, vector<2xf32>"),
 "vector.load/store": ("%r{S} = vector.load %m[{E}] : memref<8xf32>, vector<2xf32>",
                       "vector.store %vv, %m[{E}] : memref<8xf32>, vector<2xf32>"),
 "transfer_read/write": ("%r{S} = vector.transfer_read %m[{E}], %pad {{in_bounds = [true]}} : memref<8xf32>, vector<2xf32>",
                         "vector.transfer_write %vv, %m[{E}] {{in_bounds = [true]}} : vector<2xf32>, memref<8xf32>"),
 "maskedload/store": ("%r{S} = vector.maskedload %m[{E}], %mask, %vv : memref<8xf32>, vector<2xi1>, vector<2xf32> into vector<2xf32>",
                      "vector.maskedstore %m[{E}], %mask, %vv : memref<8xf32>, vector<2xi1>, vector<2xf32>"),
 "gather/scatter": ("%r{S} = vector.gather %m[{E}][%offs], %mask, %vv : memref<8xf32>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>",
                    "vector.scatter %m[{E}][%offs], %mask, %vv : memref<8xf32>, vector<2xindex>, vector<2xi1>, vector<2xf32>"),
 "expandload/compressstore": ("%r{S} = vector.expandload %m[{E}], %mask, %vv : memref<8xf32>, vector<2xi1>, vector<2xf32> into vector<2xf32>",
                              "vector.compressstore %m[{E}], %mask, %vv : memref<8xf32>, vector<2xi1>, vector<2xf32>"),
 "memref.copy": ("%sv{S} = memref.subview %m[{E}] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>\n    %t{S} = memref.alloc() : memref<2xf32>\n    memref.copy %sv{S}, %t{S} : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32>\n    memref.dealloc %t{S} : memref<2xf32>",
                 "%sv{S} = memref.subview %m[{E}] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>\n    memref.copy %src2, %sv{S} : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>"),
 "atomic_rmw": ("%r{S} = memref.atomic_rmw addf %one, %m[{E}] : (f32, memref<8xf32>) -> f32", None),
 "linalg.fill": (None, "%sv{S} = memref.subview %m[{E}] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>\n    linalg.fill ins(%one : f32) outs(%sv{S} : memref<2xf32, strided<[1], offset: ?>>)"),
 "dma_start": ("%t{S} = memref.alloc() : memref<2xf32, 1>\n    %tag{S} = memref.alloc() : memref<1xi32>\n    affine.dma_start %m[{E}], %t{S}[%c0], %tag{S}[%c0], %c2 : memref<8xf32>, memref<2xf32, 1>, memref<1xi32>\n    affine.dma_wait %tag{S}[%c0], %c2 : memref<1xi32>\n    memref.dealloc %t{S} : memref<2xf32, 1>\n    memref.dealloc %tag{S} : memref<1xi32>",
               "%t{S} = memref.alloc() : memref<2xf32, 1>\n    affine.store %one, %t{S}[0] : memref<2xf32, 1>\n    affine.store %one, %t{S}[1] : memref<2xf32, 1>\n    %tag{S} = memref.alloc() : memref<1xi32>\n    affine.dma_start %t{S}[%c0], %m[{E}], %tag{S}[%c0], %c2 : memref<2xf32, 1>, memref<8xf32>, memref<1xi32>\n    affine.dma_wait %tag{S}[%c0], %c2 : memref<1xi32>\n    memref.dealloc %t{S} : memref<2xf32, 1>\n    memref.dealloc %tag{S} : memref<1xi32>"),
}

OPS = {"affine.load/store": ("affine.load", "affine.store"), "memref.load/store": ("memref.load", "memref.store"),
       "affine.vector_load/store": ("affine.vector_load", "affine.vector_store"),
       "vector.load/store": ("vector.load", "vector.store"),
       "transfer_read/write": ("vector.transfer_read", "vector.transfer_write"),
       "maskedload/store": ("vector.maskedload", "vector.maskedstore"),
       "gather/scatter": ("vector.gather", "vector.scatter"),
       "expandload/compressstore": ("vector.expandload", "vector.compressstore"),
       "memref.copy": ("memref.copy", "memref.copy"), "atomic_rmw": ("memref.atomic_rmw", "memref.atomic_rmw"),
       "dma_start": ("affine.dma_start", "affine.dma_start"), "linalg.fill": (None, "linalg.fill")}
WRITE_ONLY = ("linalg.fill",)   # no read: no read-write row, and the sibling only writes

HEAD = """func.func @main() {
  %m = memref.alloc() : memref<8xf32>
  %src2 = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %pad = arith.constant 0.0 : f32
  %vv = arith.constant dense<2.0> : vector<2xf32>
  %mask = arith.constant dense<true> : vector<2xi1>
  %offs = arith.constant dense<[0, 1]> : vector<2xindex>
  affine.for %k = 0 to 8 {
    affine.store %one, %m[%k] : memref<8xf32>
  }
  affine.store %one, %src2[0] : memref<2xf32>
  affine.store %one, %src2[1] : memref<2xf32>
"""
TAIL = """  %x = memref.load %m[%c0] : memref<8xf32>
  vector.print %x : f32
  memref.dealloc %m : memref<8xf32>
  memref.dealloc %src2 : memref<2xf32>
  return
}
"""
BANDS = {"affine.parallel": ("  affine.parallel (%i) = (0) to (3) {\n", "  }\n"),
         "scf.parallel": ("  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {\n", "    scf.reduce\n  }\n")}
AFFINE_ONLY = ("affine.load/store", "affine.vector_load/store", "dma_start")
E_DEF = {"affine.parallel": "%e = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)",
         "scf.parallel": "%e = arith.muli %i, %c2 : index"}
PLAIN_LOAD = {"affine.parallel": "%q = affine.load %m[%c0] : memref<8xf32>",
              "scf.parallel": "%q = memref.load %m[%c0] : memref<8xf32>"}
PLAIN_STORE = {"affine.parallel": "affine.store %one, %m[%e] : memref<8xf32>",
               "scf.parallel": "memref.store %one, %m[%e] : memref<8xf32>"}


def program(band, body):
    o, c = BANDS[band]
    return HEAD + o + "    " + E_DEF[band] + "\n" + "".join("    " + b + "\n" for b in body) + c + TAIL


def cases():
    """(id, program text, racing?, the op the error names, the op a note names or None)."""
    out = []
    for kind, (rd, wr) in KINDS.items():
        read_op, write_op = OPS[kind]
        write = wr or rd
        for band in BANDS:
            if band == "scf.parallel" and kind in AFFINE_ONLY:
                continue
            R = lambda E, S: rd.format(E=E, S=S)  # noqa: E731
            W = lambda E, S: write.format(E=E, S=S)  # noqa: E731
            plain_load = PLAIN_LOAD[band].split(" = ")[1].split()[0]
            atomic = kind == "atomic_rmw"
            if rd:
                out.append((f"{kind}-{band}-read-write", program(band, [R("%c0", "a"), PLAIN_STORE[band]]), True,
                            read_op, None))
            out += [(f"{kind}-{band}-write-read", program(band, [PLAIN_LOAD[band], W("%e", "b")]), True, plain_load,
                     write_op),
                    (f"{kind}-{band}-write-write", program(band, [W("%c0", "c")]), not atomic, write_op, None),
                    (f"{kind}-{band}-disjoint", program(band, ([R("%e", "d")] if rd else []) + [W("%e", "e")]), False,
                     None, None)]
    return out


CASES = cases()


def line_of(text, op):
    """The 1-based line of the first use of op inside the band."""
    lines = text.split("\n")
    start = next(i for i, l in enumerate(lines) if ".parallel" in l)
    return next(i + 1 for i, l in enumerate(lines) if i > start and re.search(r"(^|= )" + re.escape(op) + r"\b", l.strip()))


def test_the_matrix_has_every_row():
    assert len(KINDS) == 12
    assert len(CASES) == 4 * (2 * len(KINDS) - len(AFFINE_ONLY)) - 2 * len(WRITE_ONLY)
    # atomic write-write x 2 bands; write-only kinds have no read-write row
    assert sum(1 for c in CASES if c[2]) == 3 * (2 * len(KINDS) - len(AFFINE_ONLY)) - 2 - 2 * len(WRITE_ONLY)


def test_every_access_op_has_a_row():
    """Every op of the op registry that the engine's handlers give a memory
    footprint (interp/ops_*.c calling access_element or the lane hooks) is
    in the matrix, except those that do not access in a band's iterations
    (alloc-time fills, prints, prefetches)."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    covered = {op for pair in OPS.values() for op in pair if op}
    # memref.dma_start runs affine.dma_start's handler (its row); waits access only the tag
    exempt = {"memref.dma_start", "memref.dma_wait", "affine.dma_wait"}
    names = set()
    for f in ("ops_affine.c", "ops_memref.c", "ops_vector.c", "ops_vector_algebra.c", "ops_dma.c"):
        names |= set(re.findall(r"\{OP_([A-Z_]+), prep_", open(os.path.join(root, "interp", "ops", f)).read()))
    memory = {n.lower().replace("_", ".", 1) for n in names
              if any(w in n for w in ("LOAD", "STORE", "TRANSFER", "GATHER", "SCATTER", "COPY", "ATOMIC", "DMA"))}
    missing = sorted(m for m in memory - covered - exempt if not m.endswith("wait"))
    assert not missing, f"access ops without a row in the race matrix: {missing}"


def sheet_memory_ops(root):
    """Ops whose line on the engine's data sheet (interp/core/op_sheet.c)
    reads or writes a memref operand."""
    text = open(os.path.join(root, "interp", "core", "op_sheet.c")).read()
    return {m.group(1).lower().replace("_", ".", 1)
            for m in re.finditer(r"SHEET\((\w+)((?:,\s*[TRWFA]\([^)]*\))*)\)", text) if re.search(r"\b[RW]\(", m.group(2))}


def test_every_op_the_data_sheet_says_touches_memory_has_a_row():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ops = sheet_memory_ops(root)
    assert {"affine.load", "vector.scatter", "memref.copy", "linalg.fill"} <= ops
    covered = {op for pair in OPS.values() for op in pair if op}
    missing = sorted(ops - covered - {"memref.dma_start"})   # runs affine.dma_start's handler (its row)
    assert not missing, f"ops with memory effects on the data sheet but no row in the race matrix: {missing}"


@pytest.mark.parametrize("name,text,racing,at,note", CASES, ids=[c[0] for c in CASES])
def test_race_matrix(tmp_path, name, text, racing, at, note):
    path = tmp_path / "case.mlir"
    path.write_text(text)
    r = run_interp(str(path))
    if not racing:
        assert r.returncode == 0, r.stderr
        return
    assert r.returncode == 3 and "undefined behaviour [race]" in r.stderr, r.stderr
    first = r.stderr.split("\n")[0]
    assert first.startswith(f"{path}:{line_of(text, at)}:"), (first, at)
    band = "scf.parallel" if "-scf.parallel-" in name else "affine.parallel"
    assert f"one '{band}' band" in first
    if note:
        assert f"{path}:{line_of(text, note)}:" in r.stderr and "the other iteration wrote it here" in r.stderr, r.stderr


def test_every_program_is_valid_for_mlir_opt(tmp_path):
    need_mlir_opt()
    path = tmp_path / "all.mlir"
    path.write_text("\n// -----\n".join(c[1] for c in CASES))
    r = subprocess.run([MLIR_OPT, "--split-input-file", str(path), "-o", os.devnull], capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]


DEFINEDNESS = {
    # an uninitialized vector stored by affine.vector_store stays uninitialized in memory
    "affine_vector_store_of_uninitialized": """func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %v = affine.vector_load %a[0] : memref<4xf32>, vector<2xf32>
  affine.vector_store %v, %b[0] : memref<4xf32>, vector<2xf32>
  %x = affine.load %b[1] : memref<4xf32>
  vector.print %x : f32
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
""",
    # atomic_rmw combines an uninitialized element: the element stays undefined
    "atomic_rmw_on_uninitialized": """func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %old = memref.atomic_rmw addf %f, %a[%c0] : (f32, memref<4xf32>) -> f32
  %x = memref.load %a[%c0] : memref<4xf32>
  vector.print %x : f32
  memref.dealloc %a : memref<4xf32>
  return
}
""",
}


@pytest.mark.parametrize("name", sorted(DEFINEDNESS))
def test_definedness_through_the_access_hook(tmp_path, name):
    path = tmp_path / f"{name}.mlir"
    text = DEFINEDNESS[name]
    path.write_text(text)
    r = run_interp(str(path))
    assert r.returncode == 3 and "undefined behaviour [uninit]: an uninitialized value is printed" in r.stderr, r.stderr
    # the well-defined sibling: the source written first
    if "vector_store" in name:
        fixed = text.replace("  %v = affine.vector_load %a[0]", "  %z = arith.constant dense<1.0> : vector<2xf32>\n"
                             "  affine.vector_store %z, %a[0] : memref<4xf32>, vector<2xf32>\n"
                             "  %v = affine.vector_load %a[0]")
    else:
        fixed = text.replace("  %old =", "  memref.store %f, %a[%c0] : memref<4xf32>\n  %old =")
    path.write_text(fixed)
    r = run_interp(str(path))
    assert r.returncode == 0, r.stderr
