"""The LLVM dialect's memory (issue 31; SPEC_NOTES "The LLVM dialect's
memory"): allocations, loads and stores, pointer arithmetic, the memory
and masked intrinsics, and the undefined behaviour LLVM's LangRef names
for them, each UB program beside a well-defined sibling that must run
clean.  The ops are written in MLIR's generic form, which mlir-opt-22
prints for every op (the custom forms are tests/test_llvm_custom_forms.py's)."""
import shutil
import subprocess

import pytest

from conftest import BINARY

HEADER = ("module {\n  llvm.func @printF32(f32)\n  llvm.func @printI64(i64)\n  llvm.func @printNewline()\n"
          "  llvm.func @malloc(i64) -> !llvm.ptr\n  llvm.func @free(!llvm.ptr)\n")

C = '%c{0} = llvm.mlir.constant({0} : i64) : i64\n'


def consts(*values):
    return ''.join(C.format(v) for v in values)


def gep(res, base, index, elem='f32', flags=0):
    return (f'{res} = "llvm.getelementptr"({base}, {index}) <{{elem_type = {elem}, noWrapFlags = {flags} : i32, '
            f'rawConstantIndices = array<i32: -2147483648>}}> : (!llvm.ptr, i64) -> !llvm.ptr\n')


def load(res, ptr, ty='f32', attrs=''):
    return f'{res} = "llvm.load"({ptr}) <{{{attrs}ordering = 0 : i64}}> : (!llvm.ptr) -> {ty}\n'


def store(value, ptr, ty='f32'):
    return f'"llvm.store"({value}, {ptr}) <{{ordering = 0 : i64}}> : ({ty}, !llvm.ptr) -> ()\n'


def alloca(res, count, elem='f32'):
    return f'{res} = "llvm.alloca"({count}) <{{elem_type = {elem}}}> : (i64) -> !llvm.ptr\n'


def malloc(res, size):
    return f'{res} = llvm.call @malloc({size}) : (i64) -> !llvm.ptr\n'


def free(ptr):
    return f'llvm.call @free({ptr}) : (!llvm.ptr) -> ()\n'


def print_f32(value):
    return f'llvm.call @printF32({value}) : (f32) -> ()\nllvm.call @printNewline() : () -> ()\n'


def program(body, globals_=''):
    lines = ''.join('    ' + line + '\n' for line in body.strip('\n').split('\n'))
    return HEADER + globals_ + '  llvm.func @main() {\n' + lines + '    llvm.return\n  }\n}\n'


def run(tmp_path, text, *args):
    path = tmp_path / 't.mlir'
    path.write_text(text)
    return subprocess.run([BINARY, str(path), *args], capture_output=True, text=True, timeout=60)


F = '%f = llvm.mlir.constant(2.500000e+00 : f32) : f32\n'

# name: (body, expected stdout)
WELL_DEFINED = {
    'alloca_store_load': (consts(4, 3) + F + alloca('%p', '%c4') + gep('%q', '%p', '%c3', flags=7) + store('%f', '%q')
                          + load('%x', '%q') + print_f32('%x'), '2.5\n'),
    'malloc_free': (consts(16, 1) + F + malloc('%p', '%c16') + gep('%q', '%p', '%c1', flags=3) + store('%f', '%q')
                    + load('%x', '%q') + print_f32('%x') + free('%p'), '2.5\n'),
    'null_sizeof_idiom': ('%z = "llvm.mlir.zero"() : () -> !llvm.ptr\n' + consts(6) + gep('%g', '%z', '%c6')
                          + '%n = "llvm.ptrtoint"(%g) : (!llvm.ptr) -> i64\n'
                          + 'llvm.call @printI64(%n) : (i64) -> ()\nllvm.call @printNewline() : () -> ()\n', '24\n'),
    'memcpy_memset': (consts(8, 0, 1) + '%b = llvm.mlir.constant(0 : i8) : i8\n' + F + alloca('%p', '%c8')
                      + alloca('%q', '%c8') + '"llvm.intr.memset"(%p, %b, %c8) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()\n'
                      + store('%f', '%p') + '"llvm.intr.memcpy"(%q, %p, %c8) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()\n'
                      + load('%x', '%q') + gep('%r', '%q', '%c1') + load('%y', '%r') + print_f32('%x') + print_f32('%y'),
                      '2.5\n0\n'),
    'global_array': ('%g = llvm.mlir.addressof @table : !llvm.ptr\n' + consts(2) + gep('%q', '%g', '%c2', flags=3)
                     + load('%x', '%q') + print_f32('%x'), '4.5\n'),
    'shuffle_and_reduce': ('%v = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>) : vector<4xf32>\n'
                           '%s = "llvm.shufflevector"(%v, %v) <{mask = array<i32: 3, 2, 1, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>\n'
                           '%z = llvm.mlir.constant(0.000000e+00 : f32) : f32\n'
                           '%r = "llvm.intr.vector.reduce.fadd"(%z, %s) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32\n'
                           + print_f32('%r'), '10\n'),
    'masked_load_passthru': (consts(2) + F + alloca('%p', '%c2') + store('%f', '%p')
                             + '%m = llvm.mlir.constant(dense<[true, false, false, false]> : vector<4xi1>) : vector<4xi1>\n'
                             '%pt = llvm.mlir.constant(dense<7.0> : vector<4xf32>) : vector<4xf32>\n'
                             '%v = "llvm.intr.masked.load"(%p, %m, %pt) <{alignment = 4 : i32}> : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>\n'
                             '%r = "llvm.intr.vector.reduce.fadd"(%f, %v) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32\n'
                             + print_f32('%r'), '26\n'),
}

GLOBALS = '  llvm.mlir.global private constant @table(dense<[0.5, 1.5, 4.5]> : tensor<3xf32>) {addr_space = 0 : i32} : !llvm.array<3 x f32>\n'


@pytest.mark.parametrize('name', sorted(WELL_DEFINED))
def test_well_defined_programs_run(tmp_path, name):
    body, expected = WELL_DEFINED[name]
    r = run(tmp_path, program(body, GLOBALS))
    assert r.returncode == 0, r.stderr
    assert r.stdout == expected


# name: (UB body, well-defined sibling body, exit-3 message, line of the op within the body)
UB_CASES = {
    'null_load': ('%z = "llvm.mlir.zero"() : () -> !llvm.ptr\n' + load('%x', '%z') + print_f32('%x'),
                  consts(1) + F + alloca('%z', '%c1') + store('%f', '%z') + load('%x', '%z') + print_f32('%x'),
                  "undefined behaviour [bounds]: 'llvm.load' reads 4 bytes through a null pointer"),
    'past_the_end': (consts(4) + F + alloca('%p', '%c4') + gep('%q', '%p', '%c4') + store('%f', '%q'),
                     consts(4, 3) + F + alloca('%p', '%c4') + gep('%q', '%p', '%c3') + store('%f', '%q'),
                     "'llvm.store' writes 4 bytes at offset 16 of a 16-byte allocation: past its end"),
    'use_after_free': (consts(8) + F + malloc('%p', '%c8') + free('%p') + store('%f', '%p'),
                       consts(8) + F + malloc('%p', '%c8') + store('%f', '%p') + free('%p'),
                       "undefined behaviour [lifetime]: 'llvm.store' writes memory after it was freed"),
    'double_free': (consts(8) + malloc('%p', '%c8') + free('%p') + free('%p'),
                    consts(8) + malloc('%p', '%c8') + free('%p'),
                    "'free' of memory that was already freed"),
    'free_of_alloca': (consts(8) + alloca('%p', '%c8') + free('%p'),
                       consts(8) + malloc('%p', '%c8') + free('%p'),
                       "which no 'malloc' or 'aligned_alloc' returned"),
    'misaligned': (consts(4, 1) + '%i = llvm.mlir.constant(1 : i32) : i32\n' + alloca('%p', '%c4', 'i32')
                   + gep('%q', '%p', '%c1', 'i8') + f'"llvm.store"(%i, %q) <{{alignment = 4 : i64, ordering = 0 : i64}}> : (i32, !llvm.ptr) -> ()\n',
                   consts(4) + '%i = llvm.mlir.constant(1 : i32) : i32\n' + alloca('%p', '%c4', 'i32')
                   + gep('%q', '%p', '%c4', 'i8') + f'"llvm.store"(%i, %q) <{{alignment = 4 : i64, ordering = 0 : i64}}> : (i32, !llvm.ptr) -> ()\n',
                   "which is not aligned to the 4 bytes it promises"),
    'overlapping_memcpy': (consts(8, 2) + alloca('%p', '%c8') + '%b = llvm.mlir.constant(0 : i8) : i8\n'
                           + '"llvm.intr.memset"(%p, %b, %c8) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()\n'
                           + gep('%q', '%p', '%c2', 'i8') + '"llvm.intr.memcpy"(%q, %p, %c8) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()\n',
                           consts(16, 8) + alloca('%p', '%c16', 'i8') + '%b = llvm.mlir.constant(0 : i8) : i8\n'
                           + '"llvm.intr.memset"(%p, %b, %c16) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()\n'
                           + gep('%q', '%p', '%c8', 'i8') + '"llvm.intr.memmove"(%q, %p, %c8) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()\n',
                           "'llvm.intr.memcpy' of overlapping ranges"),
    'store_to_constant_global': ('%g = llvm.mlir.addressof @table : !llvm.ptr\n' + F + store('%f', '%g'),
                                 '%g = llvm.mlir.addressof @table : !llvm.ptr\n' + load('%x', '%g') + print_f32('%x'),
                                 "'llvm.store' writes to a constant global"),
    'inbounds_poison_dereferenced': (consts(4, 9) + F + alloca('%p', '%c4') + gep('%q', '%p', '%c9', flags=3) + store('%f', '%q'),
                                     consts(4, 9) + F + alloca('%p', '%c4') + gep('%q', '%p', '%c9', flags=3) + store('%f', '%p'),
                                     "poison"),
    'uninitialized_read_printed': (consts(4) + malloc('%p', '%c4') + load('%x', '%p') + print_f32('%x') + free('%p'),
                                   consts(4) + F + malloc('%p', '%c4') + store('%f', '%p') + load('%x', '%p') + print_f32('%x') + free('%p'),
                                   "undefined behaviour [uninit]"),
}


@pytest.mark.parametrize('name', sorted(UB_CASES))
def test_undefined_behaviour_is_reported_and_its_sibling_runs(tmp_path, name):
    bad, good, message = UB_CASES[name]
    r = run(tmp_path, program(bad, GLOBALS))
    assert r.returncode == 3, (r.returncode, r.stderr)
    assert message in r.stderr, r.stderr
    assert r.stderr.startswith(str(tmp_path / 't.mlir') + ':'), r.stderr
    r = run(tmp_path, program(good, GLOBALS))
    assert r.returncode == 0, r.stderr


def test_alloca_dies_with_its_function(tmp_path):
    text = (HEADER + '  llvm.func @leak() -> !llvm.ptr {\n    ' + consts(1).strip() + '\n    ' + alloca('%p', '%c1').strip()
            + '\n    llvm.return %p : !llvm.ptr\n  }\n  llvm.func @main() {\n'
            '    %p = llvm.call @leak() : () -> !llvm.ptr\n    ' + load('%x', '%p').strip() + '\n    llvm.return\n  }\n}\n')
    r = run(tmp_path, text)
    assert r.returncode == 3, r.stderr
    assert "'llvm.load' reads memory of an 'llvm.alloca' whose function has returned" in r.stderr
    assert 'note: the memory was allocated here' in r.stderr


@pytest.mark.skipif(shutil.which('mlir-opt-22') is None, reason='needs mlir-opt-22')
def test_a_memref_program_and_its_lowering_print_the_same(tmp_path):
    """--compare across levels: an affine program against its
    -test-lower-to-llvm form (generic ops, the runner's printMemrefF32
    reading the descriptor from memory)."""
    src = tmp_path / 'a.mlir'
    src.write_text(
        'func.func private @printMemrefF32(memref<*xf32>)\n'
        'func.func @main() {\n  %a = memref.alloc() : memref<3x4xf32>\n'
        '  affine.for %i = 0 to 3 {\n    affine.for %j = 0 to 4 {\n'
        '      %x = arith.index_cast %i : index to i64\n      %y = arith.index_cast %j : index to i64\n'
        '      %s = arith.muli %x, %y : i64\n      %f = arith.sitofp %s : i64 to f32\n'
        '      affine.store %f, %a[%i, %j] : memref<3x4xf32>\n    }\n  }\n'
        '  %u = memref.cast %a : memref<3x4xf32> to memref<*xf32>\n'
        '  call @printMemrefF32(%u) : (memref<*xf32>) -> ()\n  memref.dealloc %a : memref<3x4xf32>\n  return\n}\n')
    lowered = subprocess.run(['mlir-opt-22', str(src), '-test-lower-to-llvm'],
                             capture_output=True, text=True, check=True).stdout
    (tmp_path / 'b.mlir').write_text(lowered)
    r = subprocess.run([BINARY, '--compare', str(src), str(tmp_path / 'b.mlir')], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    # and a difference is found: the lowered program prints one element changed
    assert 'llvm.mul' in lowered
    (tmp_path / 'c.mlir').write_text(lowered.replace('llvm.mul', 'llvm.add', 1))
    r = subprocess.run([BINARY, '--compare', str(src), str(tmp_path / 'c.mlir')], capture_output=True, text=True, timeout=60)
    assert r.returncode == 5, r.stdout + r.stderr


# The 17 steps of -test-lower-to-llvm, with the options the pipeline gives them
# (fuzz/campaign_lib/passes.py LLVM_STEPS is the campaign's copy).
def lowering_steps():
    import importlib.util
    import os
    spec = importlib.util.spec_from_file_location(
        "passes", os.path.join(os.path.dirname(BINARY), "..", "fuzz", "campaign_lib", "passes.py"))
    passes = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(passes)
    for name, opts in passes.LLVM_STEPS:
        spec = name + ("{" + " ".join(f"{k}={v}" for k, v in opts) + "}" if opts else "")
        yield name, spec if name in passes.MODULE_SCOPE else f"func.func({spec})"


@pytest.mark.skipif(shutil.which('mlir-opt-22') is None, reason='needs mlir-opt-22')
@pytest.mark.parametrize('seed', [300016, 300019, 300034, 300035])
def test_every_step_of_the_lowering_keeps_what_a_program_prints(tmp_path, seed):
    """Issue 31: a generated program is run after each of the 17 steps of
    -test-lower-to-llvm (each on what the steps before it made), down to
    the LLVM dialect, and prints what the affine original prints."""
    import os
    import re
    gen = os.path.join(os.path.dirname(BINARY), 'affine-gen')
    text = subprocess.run([gen, '--seed', str(seed)], capture_output=True, text=True, check=True).stdout
    norm = lambda s: re.sub(r'base@ = 0x[0-9a-f]+', '', s)
    first = run(tmp_path, text)
    assert first.returncode == 0, first.stderr
    for name, spec in lowering_steps():
        step = subprocess.run(['mlir-opt-22', '-', f'--pass-pipeline=builtin.module({spec})'], input=text,
                              capture_output=True, text=True)
        assert step.returncode == 0, (name, step.stderr[:2000])
        text = step.stdout
        r = run(tmp_path, text)
        assert r.returncode == 0, (name, r.stderr[:2000])
        assert norm(r.stdout) == norm(first.stdout), name
    assert 'llvm.func @main' in text and 'memref.' not in text


@pytest.mark.skipif(shutil.which('mlir-opt-22') is None, reason='needs mlir-opt-22')
def test_half_floats_print_through_the_runner_functions(tmp_path):
    """vector.print of f16 and bf16 lowers to calls of the runner's printF16
    and printBF16 on the value's bits (an i16); mlir-runner-22 prints
    1.5, -2.25 and 0.0999756 for this program."""
    src = tmp_path / 'h.mlir'
    src.write_text('func.func @main() {\n  %a = arith.constant 1.5 : f16\n  %b = arith.constant -2.25 : bf16\n'
                   '  %c = arith.constant 0.1 : f16\n  vector.print %a : f16\n  vector.print %b : bf16\n'
                   '  vector.print %c : f16\n  return\n}\n')
    lowered = subprocess.run(['mlir-opt-22', str(src), '-test-lower-to-llvm'], capture_output=True, text=True,
                             check=True).stdout
    assert 'llvm.call @printF16' in lowered and 'llvm.call @printBF16' in lowered
    r = run(tmp_path, lowered)
    assert r.returncode == 0, r.stderr
    assert r.stdout == '1.5\n-2.25\n0.0999756\n'


@pytest.mark.skipif(shutil.which('mlir-opt-22') is None, reason='needs mlir-opt-22')
def test_math_intrinsics_of_the_lowering_mean_the_math_ops(tmp_path):
    """convert-math-to-llvm turns math.tanh, atan, tan, asin, acos, sinh,
    cosh and atan2 into llvm.intr.*; the lowered program prints what the
    original prints (and what mlir-runner-22 printed for it)."""
    names = ['tanh', 'atan', 'tan', 'asin', 'acos', 'sinh', 'cosh']
    body = ''.join(f'  %{n} = math.{n} %a : f32\n  vector.print %{n} : f32\n' for n in names)
    src = tmp_path / 'm.mlir'
    src.write_text('func.func @f(%a: f32) {\n' + body + '  %t2 = math.atan2 %a, %a : f32\n  vector.print %t2 : f32\n'
                   '  return\n}\nfunc.func @main() {\n  %a = arith.constant 0.5 : f32\n  call @f(%a) : (f32) -> ()\n'
                   '  return\n}\n')
    lowered = subprocess.run(['mlir-opt-22', str(src), '-test-lower-to-llvm'], capture_output=True, text=True,
                             check=True).stdout
    for n in names + ['atan2']:
        assert f'llvm.intr.{n}(' in lowered, n
    r = run(tmp_path, lowered)
    assert r.returncode == 0, r.stderr
    assert r.stdout == '0.462117\n0.463648\n0.546302\n0.523599\n1.0472\n0.521095\n1.12763\n0.785398\n'
