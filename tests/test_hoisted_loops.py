"""Innermost affine.for bodies whose accesses are proved in bounds once per
loop entry (interp/ops/hoist.c): the same output, the same errors at the same
iteration, as the per-access checks; and the switch back to the usual path
when tracking starts in the middle of a loop."""
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))


def write(tmp_path, text, name="p.mlir"):
    p = tmp_path / name
    p.write_text(text)
    return str(p)


def strip_addresses(text):
    return re.sub(r"base@ = 0x[0-9a-f]+", "base@", text)


def test_proved_accesses_of_every_representation(interp):
    # f64 (8 bytes), i64 through iter_args, i32 (the general representation),
    # step 2, a reversed subscript and a row given by a symbol; the figures
    # are those of mlir-runner-22 (tools/compiled-run --backend jit-O0)
    r = interp(os.path.join(HERE, "data", "hoist", "mixed.mlir"))
    assert r.returncode == 0, r.stderr
    assert strip_addresses(r.stdout) == (
        "10\n"
        "Unranked Memref base@ rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data = \n"
        "[[10,   0,   2,   0,   -6,   0], \n"
        " [0,   1,   2,   3,   4,   5], \n"
        " [0,   2,   4,   6,   8,   10], \n"
        " [0,   3,   6,   9,   12,   15]]\n"
        "Unranked Memref base@ rank = 1 offset = 0 sizes = [6] strides = [1] data = \n"
        "[5,  4,  3,  2,  1,  0]\n")


OOB_LAST = """
func.func @main() {
  %m = memref.alloc() : memref<8xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 9 {
    affine.store %c, %m[%i] : memref<8xf32>
  }
  memref.dealloc %m : memref<8xf32>
  return
}
"""


def test_a_range_that_fails_the_proof_stops_at_the_bad_iteration(interp, tmp_path):
    r = interp(write(tmp_path, OOB_LAST))
    assert r.returncode == 3, r.stderr
    assert "p.mlir:6:5: error: undefined behaviour [bounds]: out-of-bounds access: index 8 of dimension 0 is outside [0, 8)" in r.stderr
    assert "where its induction variable is 8" in r.stderr


DEAD = """
func.func @main() {
  %m = memref.alloc() : memref<8xf32>
  %c = arith.constant 1.0 : f32
  memref.dealloc %m : memref<8xf32>
  affine.for %i = 3 to 8 {
    affine.store %c, %m[%i] : memref<8xf32>
  }
  return
}
"""


def test_a_freed_buffer_fails_the_proof_and_the_first_access_reports_it(interp, tmp_path):
    r = interp(write(tmp_path, DEAD))
    assert r.returncode == 3, r.stderr
    assert "p.mlir:7:5: error: undefined behaviour [lifetime]" in r.stderr
    assert "where its induction variable is 3" in r.stderr


UNINIT_MID = """
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %src = memref.alloc() : memref<8xf32>
  %dst = memref.alloc() : memref<8xf32>
  %c = arith.constant 2.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %c, %dst[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 5 {
    affine.store %c, %src[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %v = affine.load %src[%i] : memref<8xf32>
    %w = arith.addf %v, %c : f32
    affine.store %w, %dst[%i] : memref<8xf32>
  }
  %u = memref.cast %dst : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
"""


def test_tracking_that_starts_mid_loop_reaches_the_proved_store(interp, tmp_path):
    # %src is partly written (watched: its load keeps the per-access path);
    # %dst is fully written (its store is proved).  The load of element 5
    # starts tracking in the middle of the loop: the store after it must
    # carry the undefined value into %dst, which the print then observes.
    r = interp(write(tmp_path, UNINIT_MID))
    assert r.returncode == 3, r.stderr
    assert "p.mlir:19:3: error: undefined behaviour [uninit]: an uninitialized value is printed" in r.stderr
    assert "p.mlir:14:10: note: it was read from uninitialized memory here" in r.stderr


POISON_MID = """
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %a = memref.alloc() : memref<8xi32>
  %dst = memref.alloc() : memref<8xi32>
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i32
    affine.store %ii, %a[%i] : memref<8xi32>
  }
  %c30 = arith.constant 30 : i32
  affine.for %i = 0 to 8 {
    %v = affine.load %a[%i] : memref<8xi32>
    %s = arith.addi %v, %c30 : i32
    %p = arith.shli %v, %s : i32
    affine.store %p, %dst[%i] : memref<8xi32>
  }
  %u = memref.cast %dst : memref<8xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
"""


def test_poison_made_mid_loop_reaches_the_proved_store(interp, tmp_path):
    r = interp(write(tmp_path, POISON_MID))
    assert r.returncode == 3, r.stderr
    assert "p.mlir:18:3: error: undefined behaviour [poison]: a poison value is printed" in r.stderr
    assert "shift amount 32 is not less than the bit width 32" in r.stderr


STEPS = """
func.func @main() {
  %m = memref.alloc() : memref<1000xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 1000 {
    %v = arith.addf %c, %c : f32
    affine.store %v, %m[%i] : memref<1000xf32>
  }
  memref.dealloc %m : memref<1000xf32>
  return
}
"""


def test_the_step_limit_stops_a_proved_loop_at_the_loop(interp, tmp_path):
    path = write(tmp_path, STEPS)
    r = interp(path, "--max-steps", "100")
    assert r.returncode == 4, r.stderr
    assert r.stderr.startswith(f"{path}:5:3: error: step limit reached (--max-steps 100)"), r.stderr
    assert interp(path, "--max-steps", "3010").returncode == 0
    assert interp(path, "--max-steps", "3000").returncode == 4


RACE = """
func.func @main() {
  %m = memref.alloc() : memref<8xf32>
  %c = arith.constant 1.0 : f32
  affine.parallel (%p) = (0) to (4) {
    affine.for %i = 0 to 8 {
      affine.store %c, %m[%i] : memref<8xf32>
    }
  }
  memref.dealloc %m : memref<8xf32>
  return
}
"""


def test_loops_inside_a_race_checked_band_keep_the_race_checks(interp, tmp_path):
    r = interp(write(tmp_path, RACE))
    assert r.returncode == 3, r.stderr
    assert "undefined behaviour [race]" in r.stderr


def assert_reference_figures(interp, name):
    """tests/data/hoist/NAME.mlir runs clean and prints NAME.expected
    (mlir-runner-22's figures, tools/gen-expected)."""
    path = os.path.join(HERE, "data", "hoist", name + ".mlir")
    r = interp(path)
    assert r.returncode == 0, r.stderr
    with open(path[:-len(".mlir")] + ".expected") as f:
        assert re.sub(r"base@ = 0x[0-9a-f]+", "base@ = 0x0", r.stdout) == f.read()


def test_multiply_accumulate_bodies_give_the_reference_figures(interp):
    # every operand order, add and subtract, f32 and f64, a square, an unused
    # load and a store into the element the next iteration loads; the
    # figures are mlir-runner-22's (tools/gen-expected)
    assert_reference_figures(interp, "mac")


MAC_BITS = """
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %a = memref.alloc() : memref<9x9xf32>
  %c = memref.alloc() : memref<9xf32>
  %bits = memref.alloc() : memref<9xi32>
  %w = arith.constant 0.7 : f32
  affine.for %i = 0 to 9 {
    affine.for %j = 0 to 9 {
      %s = affine.apply affine_map<(i, j) -> (i * 13 - j * 7 + 3)>(%i, %j)
      %t = arith.index_cast %s : index to i32
      %f = arith.sitofp %t : i32 to f32
      %g = arith.divf %f, %w : f32
      affine.store %g, %a[%i, %j] : memref<9x9xf32>
    }
    affine.store %w, %c[%i] : memref<9xf32>
  }
  affine.for %r = 0 to 5 {
    affine.for %i = 0 to 9 {
      affine.for %k = 0 to 9 {
        %x = affine.load %a[%i, %k] : memref<9x9xf32>
        %y = affine.load %a[%k, %i] : memref<9x9xf32>
        %e = affine.load %c[%i] : memref<9xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.OP %e, %p : f32EXTRA
        affine.store %s, %c[%i] : memref<9xf32>
      }
    }
  }
  affine.for %i = 0 to 9 {
    %e = affine.load %c[%i] : memref<9xf32>
    %b = arith.bitcast %e : f32 to i32
    affine.store %b, %bits[%i] : memref<9xi32>
  }
  %cast = memref.cast %bits : memref<9xi32> to memref<*xi32>
  call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
  return
}
"""


def test_a_multiply_accumulate_body_gives_the_bits_of_running_it_op_by_op(interp, tmp_path):
    # the same loop with one more op in its body runs op by op
    for op in ("addf", "subf"):
        batched = interp(write(tmp_path, MAC_BITS.replace("OP", op).replace("EXTRA", ""), "a.mlir"))
        extra = "\n        %unused = arith.constant 1 : index"
        op_by_op = interp(write(tmp_path, MAC_BITS.replace("OP", op).replace("EXTRA", extra), "b.mlir"))
        assert batched.returncode == 0 and op_by_op.returncode == 0, batched.stderr + op_by_op.stderr
        assert strip_addresses(batched.stdout) == strip_addresses(op_by_op.stdout)
        assert len(set(batched.stdout.splitlines()[-1].split(","))) > 3


MAC_STEPS = """
func.func @main() {
  %m = memref.alloc() : memref<1000xf32>
  %s = memref.alloc() : memref<1xf32>
  %one = arith.constant 1.0 : f32
  affine.store %one, %s[0] : memref<1xf32>
  affine.for %i = 0 to 1000 {
    affine.store %one, %m[%i] : memref<1000xf32>
  }
  affine.for %i = 0 to 1000 {
    %x = affine.load %m[%i] : memref<1000xf32>
    %y = affine.load %m[999 - %i] : memref<1000xf32>
    %e = affine.load %s[0] : memref<1xf32>
    %p = arith.mulf %x, %y : f32
    %t = arith.addf %e, %p : f32
    affine.store %t, %s[0] : memref<1xf32>
  }
  memref.dealloc %m : memref<1000xf32>
  memref.dealloc %s : memref<1xf32>
  return
}
"""


def test_the_step_limit_stops_a_multiply_accumulate_loop_at_its_step(interp, tmp_path):
    # 7 steps an iteration; the limits fall inside the quiet iterations run
    # as one C loop and at the last step of the run (9001 steps in all)
    path = write(tmp_path, MAC_STEPS)
    r = interp(path, "--max-steps", "3000")
    assert r.returncode == 4, r.stderr
    assert r.stderr.startswith(f"{path}:10:3: error: step limit reached (--max-steps 3000)"), r.stderr
    assert interp(path, "--max-steps", "9001").returncode == 0
    assert interp(path, "--max-steps", "9000").returncode == 4


MAC_CARRIED = """
func.func @main() {
  %a = memref.alloc() : memref<9x9xf64>
  %bits = memref.alloc() : memref<9xi64>
  %w = arith.constant 0.7 : f64
  affine.for %i = 0 to 9 {
    affine.for %j = 0 to 9 {
      %s = affine.apply affine_map<(i, j) -> (i * 13 - j * 7 + 3)>(%i, %j)
      %t = arith.index_cast %s : index to i64
      %f = arith.sitofp %t : i64 to f64
      %g = arith.divf %f, %w : f64
      affine.store %g, %a[%i, %j] : memref<9x9xf64>
    }
  }
  affine.for %i = 0 to 9 {
    %r = affine.for %k = 0 to 9 iter_args(%acc = %w) -> (f64) {
      %x = affine.load %a[%i, %k] : memref<9x9xf64>
      %y = affine.load %a[%k, %i] : memref<9x9xf64>
      %p = arith.mulf %x, %y : f64
      %s = arith.OPERATION : f64EXTRA
      affine.yield %s : f64
    }
    %b = arith.bitcast %r : f64 to i64
    affine.store %b, %bits[%i] : memref<9xi64>
  }
  %cast = memref.cast %bits : memref<9xi64> to memref<*xi64>
  call @printMemrefI64(%cast) : (memref<*xi64>) -> ()
  memref.dealloc %a : memref<9x9xf64>
  memref.dealloc %bits : memref<9xi64>
  return
}
func.func private @printMemrefI64(memref<*xi64>)
"""


def test_a_carried_multiply_accumulate_gives_the_bits_of_running_it_op_by_op(interp, tmp_path):
    # the accumulator an iter_args value (the form --affine-scalrep leaves)
    for operation in ("addf %acc, %p", "addf %p, %acc", "subf %acc, %p", "subf %p, %acc"):
        text = MAC_CARRIED.replace("OPERATION", operation)
        batched = interp(write(tmp_path, text.replace("EXTRA", ""), "a.mlir"))
        extra = "\n      %unused = arith.constant 1 : index"
        op_by_op = interp(write(tmp_path, text.replace("EXTRA", extra), "b.mlir"))
        assert batched.returncode == 0 and op_by_op.returncode == 0, batched.stderr + op_by_op.stderr
        assert strip_addresses(batched.stdout) == strip_addresses(op_by_op.stdout)
        assert len(set(batched.stdout.splitlines()[-1].split(","))) > 3


def test_column_batches_give_the_reference_figures(interp):
    # bodies run by column batches (a stencil into another buffer, an
    # in-place f64 update) and look-alikes that must run iteration by
    # iteration (a recurrence through memory, a sum kept in one element, a
    # backward dependence); a wrong choice changes the figures, which are
    # mlir-runner-22's
    assert_reference_figures(interp, "columns")
