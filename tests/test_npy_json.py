"""--args FILE.npy, --out DIR and --json: .npy files in and out for every
element type (checked against NumPy itself when it is installed, which
`make check` does), the JSON document, and each bad .npy argument's error."""
import json
import os
import struct

import pytest

# Doubles every element of a memref of each kind and returns a scalar, a
# vector and a memref, so arguments and results both go out.
KERNEL = """
func.func @k(%a: memref<2x3xf32>, %b: memref<?xf64>, %c: memref<4xi32>, %d: memref<3xi1>,
             %e: memref<2xf16>, %f: memref<2xbf16>, %g: memref<3xi8>, %h: memref<2xindex>,
             %u: memref<2xui16>, %w: memref<2xi3>) -> (f32, vector<2xi64>, memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %x = affine.load %a[%i, %j] : memref<2x3xf32>
      %y = arith.addf %x, %x : f32
      affine.store %y, %a[%i, %j] : memref<2x3xf32>
    }
  }
  %x = affine.load %c[3] : memref<4xi32>
  %y = arith.muli %x, %x : i32
  affine.store %y, %c[3] : memref<4xi32>
  %t = arith.constant true
  affine.store %t, %d[0] : memref<3xi1>
  %half = arith.constant 0.5 : f32
  %v = vector.broadcast %x : i32 to vector<2xi32>
  %v64 = arith.extsi %v : vector<2xi32> to vector<2xi64>
  %m = memref.alloc() : memref<2xf32>
  affine.store %half, %m[0] : memref<2xf32>
  affine.store %half, %m[1] : memref<2xf32>
  return %half, %v64, %m : f32, vector<2xi64>, memref<2xf32>
}
"""

try:
    import numpy  # noqa: F401
    HAVE_NUMPY = True
except ImportError:
    HAVE_NUMPY = False


def npy_bytes(descr, shape, payload):
    """A .npy file built by hand (format 1.0), as NumPy writes it."""
    shape_text = "(" + ", ".join(str(s) for s in shape) + ("," if len(shape) == 1 else "") + ")"
    header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (descr, shape_text)
    pad = (64 - (10 + len(header) + 1) % 64) % 64
    header += " " * pad + "\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + payload


def write_inputs(tmp_path):
    files = {
        "a": ("<f4", (2, 3), struct.pack("<6f", 1, 2, 3, 4, 5, 6.5)),
        "b": ("<f8", (3,), struct.pack("<3d", 0.1, -2, 1e300)),
        "c": ("<i4", (4,), struct.pack("<4i", -1, 0, 7, 46341)),
        "d": ("|b1", (3,), bytes([0, 1, 0])),
        "e": ("<f2", (2,), struct.pack("<2e", 1.5, -65504)),
        "f": ("<u2", (2,), struct.pack("<2H", 0x3fc0, 0xc000)),   # bf16 bits: 1.5, -2
        "g": ("|i1", (3,), struct.pack("<3b", -128, 0, 127)),
        "h": ("<i8", (2,), struct.pack("<2q", 5, -6)),
        "u": ("<u2", (2,), struct.pack("<2H", 65535, 1)),
        "w": ("|i1", (2,), struct.pack("<2b", -4, 3)),
    }
    paths = []
    for name, (descr, shape, payload) in files.items():
        p = tmp_path / f"{name}.npy"
        p.write_bytes(npy_bytes(descr, shape, payload))
        paths.append(str(p))
    kernel = tmp_path / "k.mlir"
    kernel.write_text(KERNEL)
    return str(kernel), paths


def test_npy_in_and_json_out(interp, tmp_path):
    kernel, paths = write_inputs(tmp_path)
    r = interp(kernel, "--entry", "k", "--args", *paths, "--json")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["entry"] == "k" and doc["stdout"] == ""
    res = doc["results"]
    assert res[0] == {"result": 0, "type": "f32", "value": 0.5}
    assert res[1]["type"] == "vector<2xi64>" and res[1]["data"] == [46341, 46341]
    assert res[2]["shape"] == [2] and res[2]["data"] == [0.5, 0.5]
    args = {a["arg"]: a for a in doc["args"]}
    assert args[0]["data"] == [[2, 4, 6], [8, 10, 13]]
    assert args[1]["data"] == [0.1, -2, 1e300] and args[1]["shape"] == [3]
    assert args[2]["data"] == [-1, 0, 7, -2147479015]          # 46341^2 wraps in i32
    assert args[3]["data"] == [1, 1, 0]
    assert args[4]["data"] == [1.5, -65504]
    assert args[5]["data"] == [1.5, -2]
    assert args[6]["data"] == [-128, 0, 127]
    assert args[7]["data"] == [5, -6]
    assert args[8]["data"] == [65535, 1]
    assert args[9]["data"] == [-4, 3]


def test_out_dir_round_trips_through_args(interp, tmp_path):
    kernel, paths = write_inputs(tmp_path)
    out = tmp_path / "out"
    r = interp(kernel, "--entry", "k", "--args", *paths, "--out", str(out))
    assert r.returncode == 0, r.stderr
    names = sorted(os.listdir(out))
    assert names == sorted([f"arg{i}.npy" for i in range(10)] + ["result0.npy", "result1.npy", "result2.npy"])
    # what we wrote, read back by us, is what we wrote: run again on our own files
    again = [str(out / f"arg{i}.npy") for i in range(10)]
    r2 = interp(kernel, "--entry", "k", "--args", *again, "--json")
    assert r2.returncode == 0, r2.stderr
    args = {a["arg"]: a for a in json.loads(r2.stdout)["args"]}
    assert args[0]["data"] == [[4, 8, 12], [16, 20, 26]]
    assert args[5]["data"] == [1.5, -2] and args[9]["data"] == [-4, 3]


@pytest.mark.skipif(not HAVE_NUMPY, reason="NumPy is not installed (make check installs python3-numpy)")
def test_numpy_reads_what_we_write_and_we_read_what_it_writes(interp, tmp_path):
    import numpy
    kernel, _ = write_inputs(tmp_path)
    arrays = [
        numpy.arange(6, dtype=numpy.float32).reshape(2, 3), numpy.array([0.1, 0.2, -0.0]),
        numpy.array([1, 2, 3, 4], dtype=numpy.int32), numpy.array([True, False, True]),
        numpy.array([0.25, 2048], dtype=numpy.float16), numpy.array([0x3f80, 0x4000], dtype=numpy.uint16),
        numpy.array([-1, 2, 3], dtype=numpy.int8), numpy.array([9, 10], dtype=numpy.int64),
        numpy.array([7, 8], dtype=numpy.uint16), numpy.array([-4, 3], dtype=numpy.int8),
    ]
    paths = []
    for i, a in enumerate(arrays):
        p = tmp_path / f"np{i}.npy"
        numpy.save(p, a)
        paths.append(str(p))
    out = tmp_path / "out"
    r = interp(kernel, "--entry", "k", "--args", *paths, "--out", str(out))
    assert r.returncode == 0, r.stderr
    a0 = numpy.load(out / "arg0.npy")
    assert a0.dtype == numpy.float32 and (a0 == arrays[0] * 2).all()
    assert numpy.load(out / "arg1.npy").tolist() == [0.1, 0.2, -0.0]
    assert numpy.load(out / "arg2.npy").tolist() == [1, 2, 3, 16]
    b = numpy.load(out / "arg3.npy")
    assert b.dtype == numpy.bool_ and b.tolist() == [True, False, True]
    assert numpy.load(out / "arg4.npy").dtype == numpy.float16
    assert numpy.load(out / "arg5.npy").tolist() == [0x3f80, 0x4000]
    assert numpy.load(out / "arg7.npy").dtype == numpy.int64
    assert numpy.load(out / "arg8.npy").dtype == numpy.uint16
    r0 = numpy.load(out / "result0.npy")
    assert r0.shape == () and r0.dtype == numpy.float32 and float(r0) == 0.5
    r1 = numpy.load(out / "result1.npy")
    assert r1.dtype == numpy.int64 and r1.tolist() == [4, 4]


def test_json_captures_the_programs_output_and_special_floats(interp, tmp_path):
    p = tmp_path / "p.mlir"
    p.write_text("""
func.func @f(%x: f32) -> (f32, f32, f64) {
  vector.print %x : f32
  %z = arith.constant 0.0 : f32
  %n = arith.divf %z, %z : f32
  %i = arith.divf %x, %z : f32
  %d = arith.constant -0.0 : f64
  return %n, %i, %d : f32, f32, f64
}
""")
    r = interp(str(p), "--entry", "f", "--args", "2.5", "--json")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["stdout"] == "2.5\n"
    assert [x["value"] for x in doc["results"]] == ["nan", "inf", -0.0]
    assert doc["args"] == [{"arg": 0, "type": "f32", "value": 2.5}]


@pytest.mark.parametrize("descr,shape,payload,message", [
    ("<f8", (2, 3), b"\0" * 48, "dtype '<f8' does not match the element type (expected '<f4')"),
    ("<f4", (3, 2), b"\0" * 24, "dimension 0 is 2 in the type but 3"),
    ("<f4", (6,), b"\0" * 24, "has rank 1 but the memref has rank 2"),
    ("<f4", (2, 3), b"\0" * 10, "truncated .npy file"),
    (">f4", (2, 3), b"\0" * 24, "big-endian data is not supported"),
])
def test_bad_npy_arguments(interp, tmp_path, descr, shape, payload, message):
    p = tmp_path / "bad.npy"
    p.write_bytes(npy_bytes(descr, shape, payload))
    k = tmp_path / "k.mlir"
    k.write_text("func.func @f(%a: memref<2x3xf32>) {\n  return\n}\n")
    r = interp(str(k), "--entry", "f", "--args", str(p))
    assert r.returncode == 1
    assert "argument 0 of @f" in r.stderr and message in r.stderr, r.stderr


def test_fortran_order_missing_file_and_non_npy(interp, tmp_path):
    k = tmp_path / "k.mlir"
    k.write_text("func.func @f(%a: memref<2xi32>) {\n  return\n}\n")
    f = tmp_path / "f.npy"
    f.write_bytes(npy_bytes("<i4", (2,), b"\0" * 8).replace(b"'fortran_order': False", b"'fortran_order': True "))
    r = interp(str(k), "--entry", "f", "--args", str(f))
    assert r.returncode == 1 and "Fortran-order" in r.stderr
    r = interp(str(k), "--entry", "f", "--args", str(tmp_path / "none.npy"))
    assert r.returncode == 1 and "cannot open" in r.stderr
    t = tmp_path / "t.npy"
    t.write_text("hello")
    r = interp(str(k), "--entry", "f", "--args", str(t))
    assert r.returncode == 1 and "not a .npy file" in r.stderr
    v = tmp_path / "v.npy"
    v.write_bytes(npy_bytes("|i1", (2,), struct.pack("<2b", 1, 100)))
    k3 = tmp_path / "k3.mlir"
    k3.write_text("func.func @f(%a: memref<2xi3>) {\n  return\n}\n")
    r = interp(str(k3), "--entry", "f", "--args", str(v))
    assert r.returncode == 1 and "does not fit" in r.stderr, r.stderr


def test_out_to_an_unwritable_place_is_an_io_error(interp, tmp_path):
    k = tmp_path / "k.mlir"
    k.write_text("func.func @f(%a: memref<2xi32>) {\n  return\n}\n")
    blocker = tmp_path / "file"
    blocker.write_text("x")
    r = interp(str(k), "--entry", "f", "--args", "zeros", "--out", str(blocker / "sub"))
    assert r.returncode == 1 and "cannot" in r.stderr
