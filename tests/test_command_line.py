"""The command line (interp/host/options.c): one syntax for every option with a
value (`--opt VALUE` and `--opt=VALUE`, a single dash as MLIR's tools
allow), mlir-runner-22's flags accepted in its place, the program read from
standard input when no file is given, and no option swallowed by --args."""
import json

import pytest

from conftest import run_interp

PROGRAM = """func.func @f(%x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> f32 {
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @main() {
  %x = arith.constant 1.5 : f32
  vector.print %x : f32
  return
}
"""
LIBS = "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1,/usr/lib/llvm-22/lib/libmlir_runner_utils.so.22.1"


@pytest.fixture
def prog(tmp_path):
    p = tmp_path / "p.mlir"
    p.write_text(PROGRAM)
    return str(p)


@pytest.mark.parametrize("spelling", [["--entry", "f"], ["--entry=f"], ["-e", "f"], ["-entry", "f"], ["-entry=f"]])
def test_entry_in_every_spelling(prog, spelling):
    r = run_interp(prog, *spelling, "--args", "1.5", "3")
    assert r.returncode == 0 and r.stdout == "12\n", r.stderr


@pytest.mark.parametrize("spelling", [["--max-steps", "5"], ["--max-steps=5"], ["-max-steps=5"]])
def test_limits_take_both_forms(prog, spelling):
    r = run_interp(prog, "--entry", "f", *spelling, "--args", "1.5", "100")
    assert r.returncode == 4 and "step limit reached (--max-steps 5)" in r.stderr, r.stderr


@pytest.mark.parametrize("spelling", [["--dma", "eager"], ["--dma=eager"], ["--check", "bounds,race"],
                                      ["--check=none"], ["--uninit", "strict"], ["--leaks=error"]])
def test_options_once_needing_equals_take_a_separate_value(prog, spelling):
    r = run_interp(prog, *spelling)
    assert r.returncode == 0 and r.stdout == "1.5\n", r.stderr


def test_mlir_runner_flags_are_accepted(prog):
    r = run_interp(prog, "-e", "main", "-entry-point-result=void", f"-shared-libs={LIBS}", "-O3")
    assert r.returncode == 0 and r.stdout == "1.5\n", r.stderr
    r = run_interp(prog, "-e", "main", "--shared-libs", LIBS, "-O0")
    assert r.returncode == 0, r.stderr


def test_other_libraries_and_result_types_are_named(prog):
    r = run_interp(prog, "-shared-libs=/opt/lib/libmy_kernels.so")
    assert r.returncode == 1 and "'/opt/lib/libmy_kernels.so' cannot be loaded" in r.stderr, r.stderr
    r = run_interp(prog, "-entry-point-result=i8")
    assert r.returncode == 1 and "unknown -entry-point-result 'i8'" in r.stderr, r.stderr


def test_program_on_standard_input_without_a_file():
    r = run_interp("-e", "main", "-entry-point-result=void", input=PROGRAM)
    assert r.returncode == 0 and r.stdout == "1.5\n", r.stderr


def test_an_option_after_args_is_an_option(prog):
    r = run_interp(prog, "--args", "1.5", "2", "-e", "f")
    assert r.returncode == 0 and r.stdout == "6\n", r.stderr
    r = run_interp(prog, "--args", "1.5", "2", "-bogus")
    assert r.returncode == 1 and "unknown option '-bogus'" in r.stderr, r.stderr


def test_negative_numbers_and_infinities_are_arguments(prog):
    r = run_interp(prog, "--entry", "f", "--args", "-1.5", "1")
    assert r.returncode == 0 and r.stdout == "-3\n", r.stderr
    r = run_interp(prog, "--entry", "f", "--args", "-inf", "1")
    assert r.returncode == 0 and r.stdout == "-inf\n", r.stderr


@pytest.mark.parametrize("args,message", [
    (["--max-steps"], "--max-steps needs a number"),
    (["--entry"], "--entry needs a function name"),
    (["--dma=sometimes"], "unknown DMA policy 'sometimes'"),
    (["--uninit=maybe"], "unknown --uninit mode 'maybe'"),
    (["--print-args=yes"], "'--print-args=yes': this option takes no value"),
])
def test_bad_options_are_usage_errors(prog, args, message):
    r = run_interp(prog, *args)
    assert r.returncode == 1 and message in r.stderr and "see 'affine-interp --help'" in r.stderr, r.stderr


def test_help_names_the_runner_flags_and_both_syntaxes():
    h = run_interp("--help").stdout
    for text in ("-entry-point-result", "-shared-libs", "--opt=VALUE", "-e NAME", "standard input"):
        assert text in h, text


LONG = """func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4000000000 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> i64 {
    %one = arith.constant 1 : i64
    %b = arith.addi %a, %one : i64
    scf.yield %b : i64
  }
  vector.print %r : i64
  return
}
"""


def test_ctrl_c_says_where_the_run_was_and_exits_130(tmp_path):
    import signal
    import subprocess
    import time
    from conftest import WRAPPER, interp_command
    p = tmp_path / "long.mlir"
    p.write_text(LONG)
    proc = subprocess.Popen(interp_command(str(p)), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(15.0 if WRAPPER else 1.0)   # under valgrind, past the parse
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    first = err.splitlines()[0]
    assert first.startswith(f"{p}:") and "error: interrupted (Ctrl-C) after " in first, err
    assert "steps, in function '@main'" in first, err
    assert first.startswith(f"{p}:6:8: "), err   # at the scf.for that was running
    assert out == ""


# --json on a run that stops with an error: the error as JSON on stdout, with
# what the program printed before it (the diagnostic still on stderr)
UB_AFTER_A_PRINT = """func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.5 : f32
  vector.print %c : f32
  %i = arith.constant 4 : index
  memref.store %c, %m[%i] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
"""


def json_error(r):
    doc = json.loads(r.stdout)
    assert list(doc) == ["error", "printed"] and r.stdout.count("\n") == 1, r.stdout
    assert list(doc["error"]) == ["file", "line", "col", "message", "ub_kind", "op", "exit"]
    assert doc["error"]["exit"] == r.returncode
    return doc


def test_json_on_undefined_behaviour_prints_the_error_and_what_was_printed(tmp_path):
    p = tmp_path / "ub.mlir"
    p.write_text(UB_AFTER_A_PRINT)
    r = run_interp(str(p), "--json")
    assert r.returncode == 3
    doc = json_error(r)
    assert doc["printed"] == "1.5\n"
    assert doc["error"] == {"file": str(p), "line": 6, "col": 3, "ub_kind": "bounds", "op": "memref.store", "exit": 3,
                            "message": "undefined behaviour [bounds]: out-of-bounds access: index 4 of dimension 0 is outside [0, 4)"}
    assert r.stderr.startswith(f"{p}:6:3: error: undefined behaviour [bounds]")


def test_json_on_a_leak_as_error_a_rejected_program_and_a_missing_entry(tmp_path):
    p = tmp_path / "p.mlir"
    p.write_text(UB_AFTER_A_PRINT.replace("constant 4 : index", "constant 3 : index").replace(
        "  memref.dealloc %m : memref<4xf32>\n", ""))
    r = run_interp(str(p), "--json", "--leaks=error")
    assert r.returncode == 3
    doc = json_error(r)
    assert (doc["error"]["ub_kind"], doc["error"]["op"], doc["error"]["line"], doc["printed"]) == ("lifetime", "memref.alloc", 2, "1.5\n")
    r = run_interp("-", "--json", input=UB_AFTER_A_PRINT.replace("memref.store %c", "memref.store %nothing"))
    assert r.returncode == 2
    doc = json_error(r)
    assert (doc["error"]["file"], doc["error"]["line"], doc["error"]["op"], doc["printed"]) == ("<stdin>", 6, None, "")
    r = run_interp("-", "--json", "--entry", "nope", input=UB_AFTER_A_PRINT)
    assert r.returncode == 1
    doc = json_error(r)
    assert (doc["error"]["line"], doc["error"]["col"]) == (None, None)
    assert doc["error"]["message"] == "no function named 'nope' to run (the module defines @main)"
    # a run that returns keeps its document
    r = run_interp("-", "--json", input=UB_AFTER_A_PRINT.replace("constant 4 : index", "constant 3 : index"))
    assert r.returncode == 0 and '"stdout": "1.5\\n"' in r.stdout
