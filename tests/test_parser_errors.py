"""Bad input: every malformed program gets `FILE:LINE:COL: error: ...` at the
right place and exit code 2; nothing crashes, hangs or leaks."""
import re

import pytest

from conftest import run_interp

VALID = '''\
#map = affine_map<(d0)[s0] -> (d0 + s0, d0 floordiv 2)>
func.func @f(%a: i32, %m: memref<4xf32>) -> i32 {
  %0 = "test.op"(%a) {m = #map, d = dense<[1, 2]> : tensor<2xi32>, s = "x"} : (i32) -> i32
  "test.br"(%0)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  return %x : i32
}
'''


def rejected(text, line, col, message):
    r = run_interp("--print-generic", "-", input=text)
    assert r.returncode == 2, (r.returncode, r.stdout, r.stderr)
    first = r.stderr.splitlines()[0]
    m = re.match(r"<stdin>:(\d+):(\d+): error: (.*)", first)
    assert m, first
    assert (int(m.group(1)), int(m.group(2))) == (line, col), first
    assert re.search(message, m.group(3)), first
    return r


CASES = [
    ("truncated", 'func.func @f() {\n  "t.op"() : () -> ()\n', 2, 22, r"expected operation name in quotes"),
    ("unbalanced bracket", '"t.op"() {a = [1, 2} : () -> ()\n', 1, 20, r"expected"),
    ("unbalanced paren", '"t.op"(%a : () -> ()\n', 1, 10, r"expected '\)'"),
    ("i8 overflow", '"t.op"() {a = 256 : i8} : () -> ()\n', 1, 15, r"integer constant out of range"),
    ("si8 overflow", '"t.op"() {a = -129 : si8} : () -> ()\n', 1, 16, r"integer constant out of range"),
    ("i64 overflow", '"t.op"() {a = 18446744073709551616 : i64} : () -> ()\n', 1, 15, r"out of range"),
    ("unsigned negative", '"t.op"() {a = -1 : ui8} : () -> ()\n', 1, 16, r"negative integer literal"),
    ("index overflow in map", '#m = affine_map<(d0) -> (d0 + 99999999999999999999)>\n', 1, 31, r"constant too large"),
    ("dimension overflow", 'func.func @f(%a: memref<99999999999999999999xf32>)\n', 1, 25, r"invalid dimension"),
    ("invalid utf-8", '"t.op"() : () -> ()\n\xff\xfe\n', 2, 1, r"unexpected character"),
    ("nul byte", '"t.op"() : () -> ()\n  \x00\n', 2, 3, r"unexpected character"),
    ("undefined value", 'func.func @f() {\n  "t.op"(%y) : (i32) -> ()\n  return\n}\n', 2, 10, r"use of undeclared SSA value name"),
    ("redefined value", 'func.func @f() {\n  %x = "t.a"() : () -> i32\n  %x = "t.b"() : () -> i32\n  return\n}\n', 3, 3,
     r"redefinition of SSA value '%x'"),
    ("use with other type", 'func.func @f() {\n  %x = "t.a"() : () -> i32\n  "t.b"(%x) : (f32) -> ()\n  return\n}\n', 3, 9,
     r"expects different type than prior uses: 'f32' vs 'i32'"),
    ("forward use with other type", 'func.func @f() {\n  "t.b"(%x) : (f32) -> ()\n  %x = "t.a"() : () -> i32\n  return\n}\n',
     3, 3, r"definition of SSA value '%x#0' has type 'i32'"),
    ("undefined alias", '"t.op"() {a = #nope} : () -> ()\n', 1, 20, r"undefined symbol alias id 'nope'"),
    ("redefined alias", '#a = 1\n#a = 2\n', 2, 1, r"redefinition of attribute alias id 'a'"),
    ("undefined type alias", '"t.op"() : () -> !nope\n', 1, 23, r"undefined symbol alias id 'nope'"),
    ("undefined block", 'func.func @f() {\n  "t.br"()[^bb9] : () -> ()\n}\n', 2, 12, r"reference to an undefined block"),
    ("redefined block", 'func.func @f() {\n  "t.br"()[^bb1] : () -> ()\n^bb1:\n  return\n^bb1:\n  return\n}\n', 5, 1,
     r"redefinition of block '\^bb1'"),
    ("no terminator", 'func.func @f() {\n  %x = "t.a"() : () -> i32\n  %y = func.constant @f : () -> ()\n}\n', 3, 8,
     r"block with no terminator"),
    ("empty block", '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n^bb0:\n}) : () -> ()\n', 1, 1,
     r"empty block: expect at least a terminator"),
    ("naming an op without results", '%x = "t.op"() : () -> ()\n', 1, 1, r"cannot name an operation with no results"),
    ("result count mismatch", '%x, %y = "t.op"() : () -> i32\n', 1, 1, r"defines 1 results but was provided 2"),
    ("bad result number", 'func.func @f() {\n  %x = "t.a"() : () -> i32\n  "t.b"(%x#3) : (i32) -> ()\n  return\n}\n', 3,
     9, r"invalid result number"),
    ("custom op outside scope", 'func.func @f() {\n  gpu.barrier\n  return\n}\n', 2, 3,
     r"'gpu\.barrier'.*mlir-opt-22 --mlir-print-op-generic"),
    ("non-affine map", '#m = affine_map<(d0, d1) -> (d0 * d1)>\n', 1, 33, r"non-affine expression"),
    ("undeclared map identifier", '#m = affine_map<(d0) -> (d1)>\n', 1, 26, r"use of undeclared identifier"),
    ("bad dense shape", '"t.op"() {a = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()\n', 1, 15, r"does not match type"),
    ("float in int type", '"t.op"() {a = 1.5 : i32} : () -> ()\n', 1, 15, r"floating point value not valid"),
    ("int as float", '"t.op"() {a = 1 : f32} : () -> ()\n', 1, 15, r"unexpected decimal integer literal"),
    ("unterminated string", '"t.op"() {a = "abc} : () -> ()\n', 1, 15, r"expected '\"' in string literal"),
    ("bad escape", '"t.op"() {a = "a\\qb"} : () -> ()\n', 1, 17, r"unknown escape"),
    ("integer width", '"t.op"() : () -> i99999999\n', 1, 18, r"integer bitwidth is limited"),
    ("loc alias never defined", '"t.op"() : () -> () loc(#loc9)\n', 1, 25, r"location alias was never defined"),
    # mlir-opt-22 takes no fastmath keyword in the classification ops' custom form
    ("fastmath on math.isnan", 'func.func @f(%x: f32) -> i1 {\n  %s = math.isnan %x fastmath<nnan> : f32\n'
     '  return %s : i1\n}\n', 2, 21, r"expected ':'"),
]


@pytest.mark.parametrize("name,text,line,col,message", CASES, ids=[c[0] for c in CASES])
def test_bad_input_is_rejected_at_its_location(name, text, line, col, message):
    rejected(text, line, col, message)


def test_diagnostic_shows_source_line_and_caret():
    r = rejected('"t.op"() {a = 256 : i8} : () -> ()\n', 1, 15, "out of range")
    lines = r.stderr.splitlines()
    assert lines[1] == '"t.op"() {a = 256 : i8} : () -> ()'
    assert lines[2] == " " * 14 + "^"


@pytest.mark.parametrize("kind", ["regions", "attributes", "types", "affine", "negation"])
def test_ten_thousand_deep_nesting_is_a_clear_error(kind):
    n = 10000
    text = {
        "regions": '"t.op"() ({\n' * n + "}) : () -> ()\n" * n,
        "attributes": '"t.op"() {a = ' + "[" * n + "]" * n + "} : () -> ()\n",
        "types": '"t.op"() : () -> ' + "tuple<" * n + ">" * n + "\n",
        "affine": "#m = affine_map<(d0) -> (" + "(" * n + "d0" + ")" * n + ")>\n",
        "negation": "#m = affine_map<(d0) -> (" + "- " * n + "d0)>\n",
    }[kind]
    r = run_interp("--print-generic", "-", input=text)
    assert r.returncode == 2, r.stderr[:300]
    assert "nesting too deep" in r.stderr.splitlines()[0]


def test_long_affine_sum_is_fine_and_too_long_is_an_error():
    ok = "#m = affine_map<(d0) -> (" + " + ".join(["d0"] * 5000) + ")>\n"
    assert run_interp("--print-generic", "-", input=ok).returncode == 0
    bad = "#m = affine_map<(d0) -> (" + " + ".join(["d0"] * 20000) + ")>\n"
    r = run_interp("--print-generic", "-", input=bad)
    assert r.returncode == 2 and "too long" in r.stderr


def test_every_prefix_of_a_valid_program_is_handled():
    """Truncation anywhere: exit 0 or 2 with a located error, never a crash."""
    assert run_interp("--print-generic", "-", input=VALID).returncode == 0
    for cut in range(0, len(VALID), 3):
        r = run_interp("--print-generic", "-", input=VALID[:cut])
        assert r.returncode in (0, 2), (cut, r.returncode, r.stderr)
        if r.returncode == 2:
            assert re.match(r"<stdin>:\d+:\d+: error: ", r.stderr), (cut, r.stderr)


def test_byte_flips_never_crash():
    import random
    rnd = random.Random(7)
    data = VALID.encode()
    for _ in range(150):
        b = bytearray(data)
        for _ in range(rnd.randint(1, 4)):
            b[rnd.randrange(len(b))] = rnd.randrange(256)
        r = run_interp("--print-generic", "-", input=b.decode("latin-1"))
        assert r.returncode in (0, 2), (bytes(b), r.returncode, r.stderr)


def test_split_input_file_reports_original_line_numbers():
    text = '"t.a"() : () -> ()\n// -----\n"t.b"() : () -> ()\n// -----\n\n"t.c"() {a = 300 : i8} : () -> ()\n'
    r = run_interp("--print-generic", "--split-input-file", "-", input=text)
    assert r.returncode == 2
    assert r.stderr.startswith("<stdin>:6:14: error: integer constant out of range")
    assert r.stdout.count("// -----") == 2
    assert '"t.a"' in r.stdout and '"t.b"' in r.stdout


# An op keeps its counts of successors, regions, properties and attributes
# in 16 bits (parser/ir.h, to keep the parsed IR small): more is refused at
# the op's name, never truncated.
SIXTEEN_BIT_COUNTS = [
    ("successors", '"t.br"()[{}] : () -> ()\n^bb1:\n  "t.end"() : () -> ()\n', "^bb1"),
    ("regions", '"t.r"() ({}) : () -> ()\n', "{{}}"),
    ("properties", '"t.p"() <{{{}}}> : () -> ()\n', "p{i} = 1"),
    ("attributes", '"t.a"() {{{}}} : () -> ()\n', "a{i} = 1"),
]


@pytest.mark.parametrize("what,form,item", SIXTEEN_BIT_COUNTS, ids=[c[0] for c in SIXTEEN_BIT_COUNTS])
def test_more_than_65535_of_a_sixteen_bit_count_is_refused(what, form, item):
    def program(n):
        body = form.format(", ".join(item.format(i=i) for i in range(n)))
        return 'func.func @f() {\n  ' + body + "}\n"
    rejected(program(65536), 2, 3, r"op has 65536 %s; affine-interp supports at most 65535" % what)
    r = run_interp("--print-generic", "-", input=program(65535))
    assert r.returncode == 0, r.stderr[:400]


def test_usage_errors_exit_1():
    assert run_interp("--no-such-flag", "x.mlir").returncode == 1
    assert run_interp().returncode == 1
    r = run_interp("/nonexistent/file.mlir", "--print-generic")
    assert r.returncode == 1 and "cannot open" in r.stderr


def test_help_and_version():
    r = run_interp("--help")
    assert r.returncode == 0
    for code in ("0  success", "1  usage", "2  program rejected", "3  undefined behaviour", "4  a resource limit"):
        assert code in r.stdout
    assert run_interp("--version").stdout.startswith("affine-interp ")
