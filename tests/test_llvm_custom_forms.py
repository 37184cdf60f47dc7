"""The custom (pretty) forms of the LLVM dialect that mlir-opt-22
-test-lower-to-llvm prints: affine-interp reads each into exactly what
MLIR reads.  For every program X of ../shared/mlir-integration and of
affine-gen (seeds that lower), C is `mlir-opt-22 X -test-lower-to-llvm`
(custom form) and G the same with --mlir-print-op-generic; then
`affine-interp --print-generic C`, read back by mlir-opt-22
--mlir-print-op-generic, must print

  * exactly what mlir-opt-22 --mlir-print-op-generic prints for C, and
  * what it prints for G, but for `unnamed_addr = 0 : i64`: MLIR's own
    custom-form parser of llvm.func and llvm.mlir.global records that
    property always, which the lowering (building the ops, not parsing
    them) leaves out.  It is the only difference between MLIR's reading
    of C and of G (checked here too).

tests/data/llvm_custom_forms/*.mlir cover the forms the lowering does not
print (atomic and volatile accesses, variadic functions and calls, global
initializer regions, every no-wrap flag, the math intrinsics).  No case is
expected to fail: MLIR reparses all of them."""
import glob
import re
import os
import subprocess

import pytest

from conftest import MLIR_OPT, ROOT, need_mlir_opt, run_interp

SHARED = os.path.join(os.path.dirname(ROOT), "shared", "mlir-integration")
GEN = os.environ.get("AFFINE_GEN", os.path.join(ROOT, "build", "affine-gen"))
DATA = sorted(glob.glob(os.path.join(ROOT, "tests", "data", "llvm_custom_forms", "*.mlir")))
# affine-gen seeds whose programs -test-lower-to-llvm accepts (the others
# use what it does not lower, such as DMA); a seed that stops lowering is
# skipped, and test_enough_generated_programs_lower counts them.
SEEDS = [1, 3, 4, 5, 9, 12, 18, 24, 26, 29, 34, 46, 53, 55, 60, 69, 73, 74, 77, 79, 81, 85, 86, 95, 96, 97, 104,
         108, 109, 111, 119, 120, 122, 125, 134, 140, 141, 142, 144, 146]
UNNAMED_ADDR_DEFAULT = ", unnamed_addr = 0 : i64"


def integration_files():
    if not os.path.isdir(SHARED):
        return []
    return sorted(os.path.relpath(p, SHARED) for p in glob.glob(os.path.join(SHARED, "**", "*.mlir"), recursive=True))


def mlir_opt(*args, text=None):
    return subprocess.run([MLIR_OPT, *args], input=text, capture_output=True, text=True, timeout=300)


def generic_of(text):
    """mlir-opt-22's generic form of a module given as text."""
    r = mlir_opt("--mlir-print-op-generic", "-", text=text)
    assert r.returncode == 0, r.stderr[:3000]
    return r.stdout


def lowered(source_args, text=None):
    """(C, G) of a program, or None when -test-lower-to-llvm rejects it."""
    c = mlir_opt(*source_args, "-test-lower-to-llvm", text=text)
    if c.returncode != 0:
        return None
    g = mlir_opt(*source_args, "-test-lower-to-llvm", "--mlir-print-op-generic", text=text)
    assert g.returncode == 0, g.stderr[:3000]
    return c.stdout, g.stdout


def ours_read_back(custom):
    r = run_interp("--print-generic", "-", input=custom)
    assert r.returncode == 0, r.stderr[:3000]
    return generic_of(r.stdout)


def check_custom_form(custom, generic=None):
    ours = ours_read_back(custom)
    mlir = generic_of(custom)
    assert ours == mlir
    if generic is not None:
        from_generic = generic_of(generic)
        assert mlir.replace(UNNAMED_ADDR_DEFAULT, "") == from_generic
        assert ours.replace(UNNAMED_ADDR_DEFAULT, "") == from_generic


@pytest.mark.parametrize("name", integration_files() or ["(absent)"])
def test_lowered_integration_test_reads_as_mlir_reads_it(name):
    need_mlir_opt()
    if not os.path.isdir(SHARED):
        pytest.skip("../shared/mlir-integration is absent")
    forms = lowered([os.path.join(SHARED, name)])
    if forms is None:
        pytest.skip("mlir-opt-22 -test-lower-to-llvm rejects it")
    check_custom_form(*forms)


def generated(seed):
    if not os.path.exists(GEN):
        pytest.skip("build/affine-gen is missing (make build/affine-gen)")
    r = subprocess.run([GEN, "--seed", str(seed)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    return r.stdout


@pytest.mark.parametrize("seed", SEEDS)
def test_lowered_generated_program_reads_as_mlir_reads_it(seed):
    need_mlir_opt()
    forms = lowered(["-"], text=generated(seed))
    if forms is None:
        pytest.skip(f"mlir-opt-22 -test-lower-to-llvm rejects affine-gen --seed {seed}")
    check_custom_form(*forms)


def test_enough_generated_programs_lower():
    need_mlir_opt()
    lowering = sum(mlir_opt("-test-lower-to-llvm", "-", text=generated(s)).returncode == 0 for s in SEEDS)
    assert lowering >= 35, f"only {lowering} of the {len(SEEDS)} seeds lower: pick new ones"


@pytest.mark.parametrize("path", DATA, ids=os.path.basename)
def test_forms_beyond_the_lowering_read_as_mlir_reads_them(path):
    need_mlir_opt()
    with open(path) as f:
        check_custom_form(f.read())


# Generic forms MLIR's verifier rejects, with mlir-opt-22's message.
SIGNATURE = ('"llvm.func"() <{function_type = !llvm.func<void (ptr, i64, f32, vector<4xf32>)>, sym_name = "f"}> ({\n'
             '^bb0(%p: !llvm.ptr, %i: i64, %x: f32, %v: vector<4xf32>):\n')
REJECTED = [
    ('%0 = "llvm.alloca"(%i, %i) <{elem_type = f32}> : (i64, i64) -> !llvm.ptr',
     "'llvm.alloca' op requires a single operand"),
    ('%0 = "llvm.alloca"(%x) <{elem_type = f32}> : (f32) -> !llvm.ptr',
     "'llvm.alloca' op operand #0 must be signless integer, but got 'f32'"),
    ('%0 = "llvm.alloca"(%i) : (i64) -> !llvm.ptr', "'llvm.alloca' op requires attribute 'elem_type'"),
    ('%0 = "llvm.load"(%i) : (i64) -> f32', "'llvm.load' op operand #0 must be LLVM pointer type, but got 'i64'"),
    ('"llvm.store"(%x) : (f32) -> ()', "'llvm.store' op expected 2 operands, but found 1"),
    ('%0 = "llvm.store"(%x, %p) : (f32, !llvm.ptr) -> f32', "'llvm.store' op requires zero results"),
    ('%0 = "llvm.getelementptr"(%p) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : '
     '(!llvm.ptr) -> !llvm.ptr',
     "'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'"),
    ('%0 = "llvm.getelementptr"(%p, %i, %i) <{elem_type = !llvm.struct<(i32, f32)>, rawConstantIndices = '
     'array<i32: -2147483648, -2147483648>}> : (!llvm.ptr, i64, i64) -> !llvm.ptr',
     "'llvm.getelementptr' op expected index 1 indexing a struct to be constant"),
    ('%0 = "llvm.getelementptr"(%p) <{elem_type = !llvm.array<4 x struct<(i32, f32)>>, rawConstantIndices = '
     'array<i32: 0, 7, 2>}> : (!llvm.ptr) -> !llvm.ptr',
     "'llvm.getelementptr' op index 2 indexing a struct is out of bounds"),
    ('%0 = "llvm.mlir.zero"(%i) : (i64) -> !llvm.ptr', "'llvm.mlir.zero' op requires zero operands"),
    ('%0 = "llvm.inttoptr"(%p) : (!llvm.ptr) -> !llvm.ptr',
     "'llvm.inttoptr' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless "
     "integer, but got '!llvm.ptr'"),
    ('%0 = "llvm.freeze"(%x) : (f32) -> i64', "'llvm.freeze' op requires the same type for all operands and results"),
    ('%0 = "llvm.shufflevector"(%v) <{mask = array<i32: 0, 1>}> : (vector<4xf32>) -> vector<2xf32>',
     "'llvm.shufflevector' op expected 2 operands, but found 1"),
    ('%0 = "llvm.intr.masked.load"(%p) <{alignment = 4 : i32}> : (!llvm.ptr) -> vector<4xf32>',
     "'llvm.intr.masked.load' op expected 2 or more operands, but found 1"),
    ('"llvm.intr.stackrestore"() : () -> ()', "'llvm.intr.stackrestore' op requires a single operand"),
    ('%0 = "llvm.intr.powi"(%x) : (f32) -> f32', "'llvm.intr.powi' op expected 2 operands, but found 1"),
]


@pytest.mark.parametrize("op,message", REJECTED, ids=[m.split("'")[1] + ":" + m.split("op ")[1][:24] for _, m in REJECTED])
def test_generic_forms_mlir_rejects_are_rejected_alike(tmp_path, op, message):
    path = tmp_path / "bad.mlir"
    path.write_text(SIGNATURE + "  " + op + '\n  "llvm.return"() : () -> ()\n}) : () -> ()\n')
    ours = run_interp("--print-generic", str(path))
    assert ours.returncode == 2 and f"error: {message}" in ours.stderr, ours.stderr
    if MLIR_OPT:
        theirs = mlir_opt(str(path))
        assert theirs.stderr.splitlines()[0] == ours.stderr.splitlines()[0]


def test_declaration_with_internal_linkage_is_rejected_alike(tmp_path):
    path = tmp_path / "decl.mlir"
    path.write_text("llvm.func private @d()\nllvm.func internal @e() {\n  llvm.return\n}\n")
    ours = run_interp("--print-generic", str(path))
    message = "decl.mlir:1:1: error: 'llvm.func' op external functions must have 'external' or 'extern_weak' linkage"
    assert ours.returncode == 2 and message in ours.stderr, ours.stderr
    if MLIR_OPT:
        assert message in mlir_opt(str(path)).stderr


CUSTOM_FORM_ERRORS = [
    ("llvm.func @f() -> (i32, i32)\n",
     "1:11: error: custom op 'llvm.func' failed to construct function type: expected zero or one function result"),
    ("llvm.func @g(i32) -> i32\nllvm.func @f(%a: i32) {\n  %0:2 = llvm.call @g(%a) : (i32) -> (i32, i32)\n"
     "  llvm.return\n}\n",
     "3:27: error: custom op 'llvm.call' expected function with 0 or 1 result"),
]


@pytest.mark.parametrize("text,message", CUSTOM_FORM_ERRORS, ids=["func", "call"])
def test_custom_form_errors_match_mlir(tmp_path, text, message):
    path = tmp_path / "bad.mlir"
    path.write_text(text)
    ours = run_interp("--print-generic", str(path))
    assert ours.returncode == 2 and f"bad.mlir:{message}" in ours.stderr, ours.stderr
    if MLIR_OPT:
        assert f"bad.mlir:{message}" in mlir_opt(str(path)).stderr


# Programs whose lowering has llvm.func with pointer, vector and struct
# signatures: affine-interp runs the generic form as the custom one.
GENERIC_RUN_PROGRAMS = [
    """func.func @main() {
  %c = arith.constant 3 : index
  %m = memref.alloc() : memref<4xf32>
  %f = arith.constant 1.5 : f32
  memref.store %f, %m[%c] : memref<4xf32>
  %v = memref.load %m[%c] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %m : memref<4xf32>
  return
}
""",
    """func.func @fill(%m: memref<2x3xf32>, %x: f32) -> memref<2x3xf32> {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.store %x, %m[%i, %j] : memref<2x3xf32>
    }
  }
  return %m : memref<2x3xf32>
}
func.func @scale(%v: vector<4xf32>, %s: f32) -> vector<4xf32> {
  %b = vector.broadcast %s : f32 to vector<4xf32>
  %r = arith.mulf %v, %b : vector<4xf32>
  return %r : vector<4xf32>
}
func.func @main() {
  %m = memref.alloc() : memref<2x3xf32>
  %x = arith.constant 2.5 : f32
  %r = call @fill(%m, %x) : (memref<2x3xf32>, f32) -> memref<2x3xf32>
  %c1 = arith.constant 1 : index
  %e = memref.load %r[%c1, %c1] : memref<2x3xf32>
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %w = call @scale(%v, %e) : (vector<4xf32>, f32) -> vector<4xf32>
  vector.print %w : vector<4xf32>
  memref.dealloc %m : memref<2x3xf32>
  return
}
""",
]


def function_types(generic_text):
    return re.findall(r'function_type = (!llvm\.func<.*?>), linkage', generic_text)


def without_addresses(out):
    return re.sub(r"base@ = 0x[0-9a-f]+", "base@", out)


def check_generic_runs_as_custom(tmp_path, custom, generic, entry="main"):
    c, g = tmp_path / "c.mlir", tmp_path / "g.mlir"
    c.write_text(custom)
    g.write_text(generic)
    from_custom, from_generic = run_interp("-e", entry, str(c)), run_interp("-e", entry, str(g))
    assert from_custom.returncode == 0, from_custom.stderr[:3000]
    expected = (0, without_addresses(from_custom.stdout))
    assert (from_generic.returncode, without_addresses(from_generic.stdout)) == expected, from_generic.stderr[:3000]
    # both read into the same signatures, and the printed generic form runs again
    printed_c, printed_g = run_interp("--print-generic", str(c)), run_interp("--print-generic", str(g))
    assert printed_c.returncode == 0 and printed_g.returncode == 0, printed_c.stderr + printed_g.stderr
    assert function_types(printed_c.stdout) and function_types(printed_c.stdout) == function_types(printed_g.stdout)
    again = run_interp("-e", entry, "-", input=printed_c.stdout)
    assert (again.returncode, without_addresses(again.stdout)) == expected, again.stderr[:3000]


@pytest.mark.parametrize("index", range(len(GENERIC_RUN_PROGRAMS)))
def test_generic_llvm_func_runs_as_the_custom_form(tmp_path, index):
    need_mlir_opt()
    forms = lowered(["-"], text=GENERIC_RUN_PROGRAMS[index])
    assert forms is not None
    check_generic_runs_as_custom(tmp_path, *forms)


@pytest.mark.parametrize("name,entry", [("Vector/gather.mlir", "main"), ("Vector/transpose.mlir", "entry"),
                                        ("Vector/shuffle.mlir", "entry")])
def test_generic_llvm_func_of_an_integration_test_runs(tmp_path, name, entry):
    need_mlir_opt()
    path = os.path.join(SHARED, name)
    if not os.path.exists(path):
        pytest.skip(f"../shared/mlir-integration/{name} is absent")
    forms = lowered([path])
    if forms is None:
        pytest.skip("mlir-opt-22 -test-lower-to-llvm rejects it")
    check_generic_runs_as_custom(tmp_path, *forms, entry=entry)


def test_generic_llvm_func_signature_errors(tmp_path):
    path = tmp_path / "bad.mlir"
    for signature, message in [("!llvm.func<void (ptr, , i64)>", "argument #1 is not a type"),
                               ("!llvm.func<void ptr>", "is not an LLVM function type"),
                               ("!llvm.func<void (struct<(i64, ptr)>, foo)>", "'foo' is not a type")]:
        path.write_text(f'"llvm.func"() <{{function_type = {signature}, sym_name = "main"}}> ({{\n'
                        '  "llvm.return"() : () -> ()\n}) : () -> ()\n')
        r = run_interp(str(path))
        assert r.returncode == 2 and f"bad.mlir:1:1: error: " in r.stderr and message in r.stderr, r.stderr
