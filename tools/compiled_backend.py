"""The compiled backends: run a function of an MLIR module through MLIR 22's
compiled path with the arguments affine-interp's --args would build.

  wrap(module_text, entry, args, print_args) -> module text with a new
      function @__compiled_run_main that allocates and fills each memref
      argument exactly as affine-interp's --args does (zeros, ones, fill:V,
      iota, random:SEED with the same splitmix64 stream, nested lists, .npy
      files), passes scalars with their exact bits, calls the entry, prints
      each result as affine-interp does (vector.print style for scalars and
      vectors, printMemref for memrefs) and, with print_args, each memref
      argument after the call.
  run(path_or_text, backend, ...) -> Outcome: jit-O0 / jit-O3
      (mlir-opt-22 -test-lower-to-llvm | mlir-runner-22 -O0/-O3) or native
      (mlir-translate-22 --mlir-to-llvmir, clang-22 -O2, linked with the
      runner utility libraries).

A program MLIR cannot lower (DMA ops, allocations with non-identity
layouts, memory spaces on arguments, ...) is NotLowerable, never a
disagreement."""
import os
import re
import shutil
import struct
import subprocess
import tempfile

from reference import LIBS as RUNNER_LIBS  # the reference command's runner libraries

LIB_DIR = "/usr/lib/llvm-22/lib"
LIBS = RUNNER_LIBS.split(",")
WRAPPER = "__compiled_run_main"
USER_MAIN = "__compiled_run_user_main"   # the program's @main, renamed
BACKENDS = ("jit-O0", "jit-O3", "native")
EXIT_NOT_LOWERABLE = 5


class NotLowerable(Exception):
    """MLIR's compiled path cannot run this program; the reason says why."""


class Outcome:
    def __init__(self, stdout, returncode, stderr=""):
        self.stdout, self.returncode, self.stderr = stdout, returncode, stderr


# ------------------------------------------------------------ types
def split_top(text, sep=","):
    """Splits at sep outside <>, (), [] and {}."""
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


class MemrefType:
    def __init__(self, text):
        m = re.fullmatch(r"memref<(.*)>", text.strip())
        if not m:
            raise NotLowerable(f"argument type {text} is not a ranked memref")
        parts = split_top(m.group(1))
        if len(parts) > 1:
            raise NotLowerable(f"memref argument with a layout or memory space ({text})")
        m = re.fullmatch(r"((?:(?:\d+|\?)x)*)(.+)", parts[0])
        self.elem = m.group(2)
        self.dims = [None if d == "?" else int(d) for d in m.group(1).split("x")[:-1]]
        if self.elem not in FLOAT_BITS and self.elem not in INT_WIDTH:
            raise NotLowerable(f"memref argument of element type {self.elem}")
        self.text = text.strip()


def function_signature(module_text, entry):
    """(argument types, result types) of @entry, from the generic form."""
    m = re.search(r'function_type = \((.*?)\) -> (\(.*?\)|[^,]+?), sym_name = "' + re.escape(entry) + '"', module_text)
    if not m:
        raise ValueError(f"no function named '{entry}'")
    args = split_top(m.group(1))
    res = m.group(2).strip()
    results = split_top(res[1:-1]) if res.startswith("(") else [res]
    return args, [r for r in results if r]


# ----------------------------------------------------------- scalars
INT_WIDTH = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64}
FLOAT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}


def float_bits(value, ty):
    if ty == "f64":
        return struct.unpack("<Q", struct.pack("<d", value))[0]
    if ty == "f32":
        return struct.unpack("<I", struct.pack("<f", value))[0]
    if ty == "f16":
        return struct.unpack("<H", struct.pack("<e", value))[0]
    if ty == "bf16":   # round to nearest even from f32
        b = struct.unpack("<I", struct.pack("<f", value))[0]
        if (b & 0x7F800000) == 0x7F800000 and b & 0x7FFFFF:
            return (b >> 16) | 0x40
        return (b + 0x7FFF + ((b >> 16) & 1)) >> 16
    raise NotLowerable(f"element type {ty}")


def scalar_constant(literal, ty):
    """An arith.constant's value text for literal, as affine-interp parses it."""
    lit = literal.strip()
    if ty in FLOAT_BITS:
        if lit.lower().startswith("0x"):
            bits = int(lit, 16)
        else:
            bits = float_bits(float(lit), ty)
        return f"0x{bits:0{FLOAT_BITS[ty] // 4}X}"
    if ty in INT_WIDTH:
        v = int(lit, 0)
        w = INT_WIDTH[ty]
        v &= (1 << w) - 1
        if w > 1 and v >= 1 << (w - 1):
            v -= 1 << w
        if w == 1:
            return "true" if v else "false"
        return str(v)
    raise NotLowerable(f"scalar argument of type {ty}")


def print_function(elem):
    name = {"f32": "F32", "f64": "F64", "f16": "F16", "bf16": "BF16", "i8": "I8", "i16": "I16", "i32": "I32",
            "i64": "I64", "index": "Ind"}.get(elem)
    if not name:
        raise NotLowerable(f"no printMemref for element type {elem}")
    return f"printMemref{name}"


# ----------------------------------------------------------- wrapper
class Builder:
    def __init__(self):
        self.lines, self.n, self.globals, self.decls = [], 0, [], set()

    def tmp(self):
        self.n += 1
        return f"%t{self.n}"

    def emit(self, line):
        self.lines.append("    " + line)

    def const_index(self, v):
        t = self.tmp()
        self.emit(f"{t} = arith.constant {v} : index")
        return t


def element_value(b, elem, lin_index):
    """SSA value of element type from an index (iota)."""
    i64 = b.tmp()
    b.emit(f"{i64} = arith.index_cast {lin_index} : index to i64")
    if elem in FLOAT_BITS:
        f = b.tmp()
        b.emit(f"{f} = arith.sitofp {i64} : i64 to {elem}")
        return f
    if elem == "index":
        return lin_index
    if elem == "i64":
        return i64
    t = b.tmp()
    b.emit(f"{t} = arith.trunci {i64} : i64 to {elem}")
    return t


def splitmix_value(b, elem, state):
    """(value, new state): one step of affine-interp's splitmix64 stream."""
    c = {name: b.tmp() for name in ("g", "m1", "m2", "s30", "s27", "s31")}
    b.emit(f"{c['g']} = arith.constant -7046029254386353131 : i64")   # 0x9e3779b97f4a7c15
    b.emit(f"{c['m1']} = arith.constant -4658895280553007687 : i64")  # 0xbf58476d1ce4e5b9
    b.emit(f"{c['m2']} = arith.constant -7723592293110705685 : i64")  # 0x94d049bb133111eb
    b.emit(f"{c['s30']} = arith.constant 30 : i64")
    b.emit(f"{c['s27']} = arith.constant 27 : i64")
    b.emit(f"{c['s31']} = arith.constant 31 : i64")
    s = b.tmp()
    b.emit(f"{s} = arith.addi {state}, {c['g']} : i64")
    z1, z2, z3, z4, z5, z6, z7 = (b.tmp() for _ in range(7))
    b.emit(f"{z1} = arith.shrui {s}, {c['s30']} : i64")
    b.emit(f"{z2} = arith.xori {s}, {z1} : i64")
    b.emit(f"{z3} = arith.muli {z2}, {c['m1']} : i64")
    b.emit(f"{z4} = arith.shrui {z3}, {c['s27']} : i64")
    b.emit(f"{z5} = arith.xori {z3}, {z4} : i64")
    b.emit(f"{z6} = arith.muli {z5}, {c['m2']} : i64")
    b.emit(f"{z7} = arith.shrui {z6}, {c['s31']} : i64")
    x = b.tmp()
    b.emit(f"{x} = arith.xori {z6}, {z7} : i64")
    if elem in FLOAT_BITS:
        s40, k, kf, scale, v = (b.tmp() for _ in range(5))
        b.emit(f"{s40} = arith.constant 40 : i64")
        b.emit(f"{k} = arith.shrui {x}, {s40} : i64")
        b.emit(f"{kf} = arith.uitofp {k} : i64 to f64")
        b.emit(f"{scale} = arith.constant 5.9604644775390625E-8 : f64")   # 2^-24
        b.emit(f"{v} = arith.mulf {kf}, {scale} : f64")
        if elem == "f64":
            return v, s
        r = b.tmp()
        b.emit(f"{r} = arith.truncf {v} : f64 to {elem}")
        return r, s
    h, r = b.tmp(), b.tmp()
    b.emit(f"{h} = arith.constant 100 : i64")
    b.emit(f"{r} = arith.remui {x}, {h} : i64")
    if elem == "i64":
        return r, s
    if elem == "index":
        t = b.tmp()
        b.emit(f"{t} = arith.index_cast {r} : i64 to index")
        return t, s
    t = b.tmp()
    b.emit(f"{t} = arith.trunci {r} : i64 to {elem}")
    return t, s


def list_elements(spec):
    return [tok for tok in re.split(r"[\[\],\s]+", spec) if tok]


def build_memref(b, ty, spec, index, prefix="%arg"):
    """Allocates and fills a memref argument; returns its SSA name."""
    init, shape = spec, None
    if ":" in spec and not spec.startswith(("fill:", "random:", "[")) and not spec.endswith(".npy"):
        shape_text, init = spec.split(":", 1)
        shape = [int(x) for x in shape_text.split("x")] if shape_text else []
    values = None
    if init.endswith(".npy"):
        import numpy   # /usr/bin/python3 has it (make check installs python3-numpy)
        arr = numpy.load(init)
        shape = list(arr.shape)
        values = [repr(float(v)) if ty.elem in FLOAT_BITS else str(int(v)) for v in arr.flatten(order="C")]
    if shape is None:
        if any(d is None for d in ty.dims):
            raise ValueError(f"argument {index}: the type has dynamic dimensions: give the shape, as in 4x8:zeros")
        shape = list(ty.dims)
    dyn = [b.const_index(s) for d, s in zip(ty.dims, shape) if d is None]
    m = f"{prefix}{index}"
    b.emit(f"{m} = memref.alloc({', '.join(dyn)}) : {ty.text}")
    total = 1
    for s in shape:
        total *= s
    if init.startswith("["):
        values = list_elements(init)
    if values is not None:
        if len(values) != total:
            raise ValueError(f"argument {index}: {len(values)} elements for a shape of {total}")
        for lin, v in enumerate(values):
            idx = []
            rem = lin
            for s in reversed(shape):
                idx.append(rem % s)
                rem //= s
            c = b.tmp()
            b.emit(f"{c} = arith.constant {scalar_constant(v, ty.elem)} : {ty.elem}")
            subs = ", ".join(b.const_index(i) for i in reversed(idx))
            b.emit(f"memref.store {c}, {m}[{subs}] : {ty.text}")
        return m
    # loops over the shape in row-major order, with the linear index and, for
    # random:SEED, the generator state carried along
    seed = None
    if init.startswith("random:"):
        seed = int(init[7:]) & ((1 << 64) - 1)
        if seed >= 1 << 63:
            seed -= 1 << 64
    const = None
    if init in ("zeros", "ones") or init.startswith("fill:"):
        lit = {"zeros": "0", "ones": "1"}.get(init, init[5:] if init.startswith("fill:") else None)
        const = b.tmp()
        b.emit(f"{const} = arith.constant {scalar_constant(lit, ty.elem)} : {ty.elem}")
    elif init != "iota" and seed is None:
        raise ValueError(f"argument {index}: unknown initializer '{init}'")
    if total == 0:
        return m
    zero, one, n = b.const_index(0), b.const_index(1), b.const_index(total)
    state0 = b.tmp()
    b.emit(f"{state0} = arith.constant {seed or 0} : i64")
    lin, st = b.tmp(), b.tmp()
    end = b.tmp()
    b.emit(f"{end} = scf.for {lin} = {zero} to {n} step {one} iter_args({st} = {state0}) -> (i64) {{")
    # subscripts of lin
    subs, rem = [], lin
    for d in range(len(shape) - 1, -1, -1):
        size = b.const_index(shape[d])
        q, r = b.tmp(), b.tmp()
        b.emit(f"{r} = arith.remui {rem}, {size} : index")
        b.emit(f"{q} = arith.divui {rem}, {size} : index")
        subs.append(r)
        rem = q
    subs.reverse()
    new_state = st
    if const is not None:
        v = const
    elif seed is not None:
        v, new_state = splitmix_value(b, ty.elem, st)
    else:
        v = element_value(b, ty.elem, lin)
    b.emit(f"memref.store {v}, {m}[{', '.join(subs)}] : {ty.text}")
    b.emit(f"scf.yield {new_state} : i64")
    b.emit("}")
    return m


def print_value(b, ty, value):
    if ty.startswith("memref<"):
        mt = MemrefType(ty)
        fn = print_function(mt.elem)
        u = b.tmp()
        b.emit(f"{u} = memref.cast {value} : {ty} to memref<*x{mt.elem}>")
        b.emit(f"func.call @{fn}({u}) : (memref<*x{mt.elem}>) -> ()")
        # the runner exports printMemrefI8/I16/F16/BF16 only through their C interface
        ciface = " attributes {llvm.emit_c_interface}" if mt.elem in ("i8", "i16", "f16", "bf16") else ""
        b.decls.add(f"func.func private @{fn}(memref<*x{mt.elem}>){ciface}")
    else:
        b.emit(f"vector.print {value} : {ty}")


def emit_call(b, module_generic, entry, args, print_args, prefix):
    """Builds the arguments, calls @entry, prints its results (and memref arguments)."""
    arg_types, result_types = function_signature(module_generic, entry)
    if len(args) != len(arg_types):
        raise ValueError(f"@{entry} takes {len(arg_types)} arguments but --args gives {len(args)}")
    names = []
    for i, (ty, spec) in enumerate(zip(arg_types, args)):
        if ty.startswith("memref<"):
            names.append(build_memref(b, MemrefType(ty), spec, i, prefix))
        else:
            c = b.tmp()
            b.emit(f"{c} = arith.constant {scalar_constant(spec, ty)} : {ty}")
            names.append(c)
    results = [b.tmp() for _ in result_types]
    lhs = (", ".join(results) + " = ") if results else ""
    b.emit(f"{lhs}func.call @{entry}({', '.join(names)}) : ({', '.join(arg_types)}) -> ({', '.join(result_types)})")
    for r, ty in zip(results, result_types):
        print_value(b, ty, r)
    if print_args:
        for n, ty in zip(names, arg_types):
            if ty.startswith("memref<"):
                print_value(b, ty, n)
    for n, ty in zip(names, arg_types):
        if ty.startswith("memref<"):
            b.emit(f"memref.dealloc {n} : {ty}")


def wrap_many(module_generic, module_text, calls, marker=None):
    """The module with @__compiled_run_main making each call (entry, args,
    print_args) in turn; with a marker, `marker + entry` is printed on a
    line of its own before each call's output."""
    b = Builder()
    for k, (entry, args, print_args) in enumerate(calls):
        if marker is not None:
            b.emit(f'vector.print str "{marker}{entry}\\n"')
        emit_call(b, module_generic, entry, args, print_args, f"%c{k}_arg")
    b.emit("return")
    existing = set(re.findall(r"func\.func private @(printMemref\w+)", module_text))
    decls = [d for d in sorted(b.decls) if re.search(r"@(\w+)", d).group(1) not in existing]
    body = "\n".join(["  " + d for d in decls] + [f"  func.func @{WRAPPER}() {{"] + b.lines + ["  }"])
    end = module_text.rstrip().rfind("}")
    return module_text[:end] + body + "\n}\n"


def wrap(module_generic, module_text, entry, args, print_args=False):
    return wrap_many(module_generic, module_text, [(entry, args, print_args)])


# ------------------------------------------------------------- running
def check_lowerable(text):
    for op, why in (("affine.dma_start", "affine.dma_start has no lowering in MLIR 22"),
                    ("affine.dma_wait", "affine.dma_wait has no lowering in MLIR 22")):
        if op in text:
            raise NotLowerable(why)


def prepare(path, entry, args, print_args):
    """The module text with the wrapper, after mlir-opt-22 (custom form)."""
    canon = run_with_timeout(["mlir-opt-22", path], 300)
    if canon.returncode:
        raise NotLowerable("mlir-opt-22 rejects it: " + (canon.stderr.strip().splitlines() or ["?"])[0])
    generic = run_with_timeout(["mlir-opt-22", "--mlir-print-op-generic", path], 300).stdout
    check_lowerable(canon.stdout)
    text, generic = rename_user_main(canon.stdout, generic)
    return wrap(generic, text, USER_MAIN if entry == "main" else entry, args, print_args)


def rename_user_main(text, generic):
    """The program's own @main would clash with the C main of a native
    build: it becomes @__compiled_run_user_main (in both forms)."""
    return re.sub(r"@main\b", "@" + USER_MAIN, text), re.sub(r'"main"', '"' + USER_MAIN + '"', generic)


def lowering_passes(path):
    """-test-lower-to-llvm, after the passes a `// LOWERING: ...` line of the
    program names (for ops it does not lower, e.g. vector.contract)."""
    m = re.search(r"^// LOWERING: (.+)$", open(path).read(), re.M)
    return (m.group(1).split() if m else []) + ["-test-lower-to-llvm"]


def lower(text, workdir, passes=("-test-lower-to-llvm",)):
    r = run_with_timeout(["mlir-opt-22", *passes], 300, input=text)
    if r.returncode:
        first = (r.stderr.strip().splitlines() or ["?"])[0]
        raise NotLowerable("-test-lower-to-llvm fails: " + first)
    left = re.search(r'^\s*(?:%[^=]+= )?"?((?:affine|vector|memref|scf|arith|math|cf|ub)\.\w+)', r.stdout, re.M)
    if left:
        raise NotLowerable(f"-test-lower-to-llvm leaves '{left.group(1)}' unconverted")
    return r.stdout


class TimedOut(Exception):
    """A compiled program (or a tool building it) ran past its time limit."""


def run_with_timeout(cmd, timeout, **kw):
    """subprocess.run with every output captured as text; TimedOut with the
    command's name instead of a TimeoutExpired traceback."""
    try:
        return subprocess.run(cmd, capture_output=True, text=True, errors="replace", timeout=timeout, **kw)
    except subprocess.TimeoutExpired:
        raise TimedOut(f"{os.path.basename(cmd[0])} ran longer than {timeout} s") from None


def run_lowered(lowered, backend, workdir, timeout=300):
    if backend.startswith("jit-"):
        cmd = ["mlir-runner-22", "-e", WRAPPER, "-entry-point-result=void", "-" + backend[4:],
               "-shared-libs=" + ",".join(LIBS)]
        r = run_with_timeout(cmd, timeout, input=lowered)
        return Outcome(r.stdout, r.returncode, r.stderr)
    if backend != "native":
        raise ValueError(f"unknown backend '{backend}' ({', '.join(BACKENDS)})")
    clang = shutil.which("clang-22")
    if not clang:
        raise NotLowerable("clang-22 is not installed (make check installs it)")
    ll = os.path.join(workdir, "prog.ll")
    r = run_with_timeout(["mlir-translate-22", "--mlir-to-llvmir", "-o", ll], timeout, input=lowered)
    if r.returncode:
        raise NotLowerable("mlir-translate-22 fails: " + (r.stderr.strip().splitlines() or ["?"])[0])
    c_main = os.path.join(workdir, "c_main.c")   # the C entry point calling the wrapper
    with open(c_main, "w") as f:
        f.write(f"void {WRAPPER}(void);\nint main(void) {{ {WRAPPER}(); return 0; }}\n")
    exe = os.path.join(workdir, "prog")
    r = run_with_timeout([clang, "-O2", "-w", "-o", exe, ll, c_main, f"-L{LIB_DIR}", "-l:libmlir_c_runner_utils.so.22.1",
                        "-l:libmlir_runner_utils.so.22.1", "-l:libmlir_float16_utils.so.22.1", f"-Wl,-rpath,{LIB_DIR}", "-lm"],
                         timeout)
    if r.returncode:
        raise NotLowerable("clang-22 fails: " + (r.stderr.strip().splitlines() or ["?"])[0])
    r = run_with_timeout([exe], timeout)
    return Outcome(r.stdout, r.returncode, r.stderr)


def run(path, backend, entry="main", args=(), print_args=False, timeout=300):
    """Runs @entry of the module at path on one backend (NotLowerable when
    MLIR cannot, TimedOut past timeout seconds)."""
    with tempfile.TemporaryDirectory(prefix="compiled-run-") as workdir:
        text = prepare(path, entry, list(args), print_args)
        return run_lowered(lower(text, workdir, lowering_passes(path)), backend, workdir, timeout)
