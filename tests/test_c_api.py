"""The C API (interp/api/affine_interp.h, build/libaffine-interp.a): the
example examples/api/run_many.c and tests/api/check_api.c, linked against
the library of the flavour under test (build/obj/asan objects when
AFFINE_INTERP is the ASan build, run under AFFINE_INTERP_WRAPPER for
valgrind), load a module once, run it many times, and read what each run
printed, returned, left in its memref arguments, and its diagnostics, as
the command line reports them."""
import glob
import os
import re
import shutil
import subprocess
import sys

import pytest

from conftest import BINARY, ROOT, WRAPPER, run_interp

FLAVOUR = "asan" if "asan" in os.path.basename(BINARY) else "cov" if "-cov" in os.path.basename(BINARY) else "plain"
FLAGS = ["-std=c11", "-D_DEFAULT_SOURCE", "-Wall", "-Wextra", "-Werror", "-Wno-unused-parameter", "-g", "-pthread"]
FLAVOUR_FLAGS = {"asan": ["-O1", "-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer"],
                 "cov": ["-O0", "--coverage"], "plain": ["-O1"]}
ADDRESS = re.compile(r"base@ = 0x[0-9a-f]+")


def library_inputs():
    """The library of the flavour under test: the archive, or its objects."""
    if FLAVOUR == "plain":
        build = subprocess.run(["make", "-s", "build/libaffine-interp.a", "build/run-many"], cwd=ROOT,
                               capture_output=True, text=True)
        assert build.returncode == 0, build.stderr
        return [os.path.join(ROOT, "build", "libaffine-interp.a")]
    objs = [o for o in sorted(glob.glob(os.path.join(ROOT, "build", "obj", FLAVOUR, "**", "*.o"), recursive=True))
            if not o.endswith(os.path.join("interp", "host", "main.o"))]
    assert objs, f"no {FLAVOUR} objects: build {BINARY} first"
    return objs


@pytest.fixture(scope="module")
def programs(tmp_path_factory):
    """{name: path} of the example and the checker, built for the flavour."""
    out = tmp_path_factory.mktemp("capi")
    lib = library_inputs()
    built = {}
    for name, src in [("run_many", "examples/api/run_many.c"), ("check_api", "tests/api/check_api.c")]:
        exe = str(out / name)
        if name == "run_many" and FLAVOUR == "plain":   # the Makefile target is the one tested
            shutil.copy(os.path.join(ROOT, "build", "run-many"), exe)
        else:
            cc = subprocess.run(["cc", *FLAGS, *FLAVOUR_FLAGS[FLAVOUR], "-I", os.path.join(ROOT, "interp", "api"), "-o", exe,
                                 os.path.join(ROOT, src), *lib, "-lm"], capture_output=True, text=True)
            assert cc.returncode == 0, cc.stderr
        built[name] = exe
    return built


def run(programs, name, *args, input=None, wrapped=True, timeout=300):
    cmd = (WRAPPER if wrapped else []) + [programs[name], *args]
    return subprocess.run(cmd, input=input, capture_output=True, text=True, timeout=timeout, cwd=ROOT)


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


SCALE = """func.func @scale(%A: memref<2x3xf64>, %k: f64, %n: i32) -> (i32, f64) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %a = affine.load %A[%i, %j] : memref<2x3xf64>
      %b = arith.mulf %a, %k : f64
      affine.store %b, %A[%i, %j] : memref<2x3xf64>
    }
  }
  vector.print %n : i32
  %m = arith.muli %n, %n : i32
  return %m, %k : i32, f64
}
"""

UB = """func.func @main() {
  %m = memref.alloc() : memref<4xi32>
  %c = arith.constant 7 : i32
  %i = arith.constant 4 : index
  memref.store %c, %m[%i] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return
}
"""

MALFORMED = "func.func @main() {\n  %x = arith.constant 1 : i32\n  %y = arith.bogus %x : i32\n  return\n}\n"


def test_example_runs_one_module_many_times_as_the_command_does(programs):
    r = run(programs, "run_many", "examples/matmul.mlir", "matmul", "3", "iota", "ones", "zeros", "%i")
    assert r.returncode == 0, r.stderr
    runs = re.split(r"^run \d+: exit 0\n", r.stdout, flags=re.M)
    assert runs[0] == "" and len(runs) == 4
    for i, text in enumerate(runs[1:]):
        cli = run_interp("examples/matmul.mlir", "--entry", "matmul", "--args", "iota", "ones", "zeros", str(i),
                         "--print-args")
        assert cli.returncode == 0
        assert ADDRESS.sub("base@", text) == ADDRESS.sub("base@", cli.stdout)
    assert "[6,   6,   0,   0]" in runs[3] and "[6,   6," not in runs[2]   # n guards the columns written


def test_malformed_text_is_rejected_with_its_location(programs, tmp_path):
    r = run(programs, "run_many", write(tmp_path, "bad.mlir", MALFORMED), "main", "1")
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith(f"{tmp_path}/bad.mlir:3:8: error: custom op 'arith.bogus' is unknown\n")
    t = run(programs, "check_api", "text", "kernel.mlir", input=MALFORMED)
    assert t.stdout.startswith("status 2\nkernel.mlir:3:8: error: custom op 'arith.bogus' is unknown\n"), t.stdout
    assert t.stdout.endswith("run status 2, same diagnostics 1\nnull handles 1 1 1 [] 0 1\n")
    missing = run(programs, "check_api", "text", "none.mlir", input="func.func @main( {")
    assert missing.stdout.startswith("status 2\nnone.mlir:1:")


def test_undefined_behaviour_is_class_3_with_its_location(programs, tmp_path):
    path = write(tmp_path, "ub.mlir", UB)
    r = run(programs, "run_many", path, "main", "2")
    assert r.returncode == 3
    assert r.stdout == "run 0: exit 3\n"   # the example stops at the first failure
    assert r.stderr.startswith(f"{path}:5:3: error: undefined behaviour [bounds]: out-of-bounds access")
    assert f"{path}:2:8: note: the memref was allocated here" in r.stderr
    assert r.stderr == run_interp(path).stderr


def test_a_missing_entry_names_the_functions_there_are(programs, tmp_path):
    path = write(tmp_path, "scale.mlir", SCALE)
    r = run(programs, "check_api", "run", path, "nope")
    assert r.returncode == 1
    assert r.stderr == f"{path}: error: no function named 'nope' to run (the module defines @scale)\n"
    assert run(programs, "check_api", "run", "/nonexistent.mlir", "main").stderr.startswith(
        "affine-interp: error: cannot open '/nonexistent.mlir'")


def test_bad_arguments_are_usage_errors_naming_them(programs, tmp_path):
    path = write(tmp_path, "scale.mlir", SCALE)
    r = run(programs, "check_api", "run", path, "scale", "--args", "zeros", "x", "1")
    assert r.returncode == 1 and "argument 1 of @scale: 'x' is not a valid literal" in r.stderr
    r = run(programs, "check_api", "run", path, "scale", "--args", "zeros")
    assert r.returncode == 1 and "@scale takes 3 arguments but --args gives 1" in r.stderr


SPIN = """func.func @main() {
  %c = arith.constant 1 : i32
  affine.for %i = 0 to 100000 {
    %x = arith.addi %c, %c : i32
  }
  return
}
func.func @deep(%n: index) {
  func.call @deep(%n) : (index) -> ()
  return
}
func.func @big() {
  %m = memref.alloc() : memref<1000000xf32>
  memref.dealloc %m : memref<1000000xf32>
  return
}
"""


@pytest.mark.parametrize("entry,option,value,where", [
    ("main", "--max-steps", "1000", ":3:3: error: step limit reached"),
    ("deep", "--max-call-depth", "50", ":9:3: error: call depth limit"),
    ("big", "--max-memory", "4096", ":13:8: error: memory limit"),
])
def test_run_limits_are_class_4(programs, tmp_path, entry, option, value, where):
    path = write(tmp_path, "spin.mlir", SPIN)
    args = ["--args", "1"] if entry == "deep" else []
    r = run(programs, "check_api", "run", path, entry, option, value, *args)
    assert r.returncode == 4, r.stderr
    assert r.stderr.startswith(path + where), r.stderr
    cli = run_interp(path, "--entry", entry, option, value, *args)
    assert (cli.returncode, cli.stderr) == (4, r.stderr)


def test_a_raised_interrupt_flag_stops_the_run_with_130(programs, tmp_path):
    path = write(tmp_path, "spin.mlir", SPIN)
    r = run(programs, "check_api", "run", path, "main", "--interrupted")
    assert r.returncode == 130, r.stderr
    assert re.match(re.escape(path) + r":\d+:\d+: error: interrupted \(Ctrl-C\) after \d+ steps, in function '@main'",
                    r.stderr), r.stderr


def test_typed_arguments_results_and_memref_contents(programs, tmp_path):
    r = run(programs, "check_api", "typed", write(tmp_path, "scale.mlir", SCALE))
    assert r.returncode == 0, r.stderr
    # what the program printed is captured: it comes last, after "output:", never first
    assert r.stdout == ("status 0 results 2\n"
                        "result0 9 result1 0.5\n"
                        "arg0 rank 2 sizes 2x3 data 0.5 1 1.5 2 2.5 0.050000000000000003\n"
                        "refused: 1 1 1 1 1 1 1\n"
                        "output: -3\n")


UNINIT_ARG = """func.func @main(%A: memref<2xf32>) {
  %m = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<2xf32>
  memref.store %x, %A[%c0] : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return
}
func.func @leak() {
  %m = memref.alloc() : memref<2xf32>
  return
}
func.func @space() {
  %m = memref.alloc() : memref<64xf32, 2>
  memref.dealloc %m : memref<64xf32, 2>
  return
}
"""


def test_config_checks_observation_leaks_and_capacity(programs, tmp_path):
    path = write(tmp_path, "cfg.mlir", UNINIT_ARG)
    observed = run(programs, "check_api", "run", path, "main", "--args", "zeros")
    assert observed.returncode == 3 and "undefined behaviour [uninit]" in observed.stderr
    assert "read after the call (a memref argument)" in observed.stderr
    assert run(programs, "check_api", "run", path, "main", "--no-observe", "--args", "zeros").returncode == 0
    no_uninit = run(programs, "check_api", "run", path, "main", "--checks", "0xfd", "--args", "zeros")
    assert no_uninit.returncode == 0, no_uninit.stderr
    strict = run(programs, "check_api", "run", path, "main", "--uninit-strict", "--no-observe", "--args", "zeros")
    assert strict.returncode == 3 and f"{path}:4:8: error" in strict.stderr
    leak = run(programs, "check_api", "run", path, "leak")
    assert leak.returncode == 0 and f"{path}:10:8: warning: memory allocated here" in leak.stderr
    leak_error = run(programs, "check_api", "run", path, "leak", "--leaks-error")
    assert leak_error.returncode == 3 and "error: undefined behaviour [lifetime]" in leak_error.stderr
    full = run(programs, "check_api", "run", path, "space", "--capacity", "2=100")
    cli = run_interp(path, "--entry", "space", "--mem-space-capacity", "2=100")
    assert (full.returncode, full.stderr) == (4, cli.stderr)
    assert run(programs, "check_api", "run", path, "space", "--capacity", "2=256").returncode == 0


def conformance_sample():
    """Every 15th conformance program called as @main with no arguments."""
    picked = []
    for path in sorted(glob.glob(os.path.join(ROOT, "conformance", "*", "*.mlir"))):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        if "// -----" not in text and not re.search(r"//\s*(RUN-ARGS|EXPECT-ERROR|LOWERING):", text):
            picked.append(path)
    return picked[::15]


def test_runs_agree_with_the_command_on_conformance_programs(programs):
    sample = conformance_sample()
    assert len(sample) > 20
    for path in sample:
        for dma in ([], ["--dma", "eager"]) if "dma" in path else ([],):
            api = run(programs, "check_api", "run", path, "main", "--no-observe", *dma)
            cli = run_interp(path, *(["--dma=eager"] if dma else []))
            assert (api.returncode, ADDRESS.sub("", api.stdout), api.stderr) == \
                   (cli.returncode, ADDRESS.sub("", cli.stdout), cli.stderr), path


def test_a_thousand_runs_of_one_module_agree(programs):
    line = "iota [[1,2,3,4],[1,2,3,4],[1,2,3,4],[1,2,3,4]] zeros 3"
    r = run(programs, "check_api", "repeat", "examples/matmul.mlir", "matmul", "1000", line,
            wrapped=False)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("identical 1000 of 1000\n0\n{"), r.stdout[:200]
    # C[i][j] = sum_k A[i][k] * B[k][j] for the columns j < n = 3
    assert '"data": [[6, 12, 18, 0], [22, 44, 66, 0], [38, 76, 114, 0], [54, 108, 162, 0]]' in r.stdout


@pytest.mark.skipif(not shutil.which("valgrind") or FLAVOUR != "plain", reason="valgrind, on the plain build")
def test_many_runs_leak_nothing_under_valgrind(programs):
    r = subprocess.run(["valgrind", "-q", "--error-exitcode=99", "--leak-check=full",
                        "--errors-for-leak-kinds=definite,indirect", programs["check_api"], "repeat",
                        "examples/matmul.mlir", "matmul", "200", "iota ones zeros 4"],
                       capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("identical 200 of 200\n")


def test_two_modules_in_two_threads_do_not_share_state(programs):
    r = run(programs, "check_api", "threads", "examples/matmul.mlir", "matmul", "random:7 random:8 zeros 4",
            wrapped=False)
    assert r.returncode == 0, r.stderr
    assert r.stdout == "threads agree 1 1\n"


FUZZ_MAIN = r"""
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int main(int argc, char **argv) {   /* each file once, as libFuzzer replays a corpus */
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        static uint8_t buf[1 << 20];
        size_t n = f ? fread(buf, 1, sizeof buf, f) : 0;
        if (f) fclose(f);
        LLVMFuzzerTestOneInput(buf, n);
    }
    puts("replayed");
    return 0;
}
"""


def test_the_parser_fuzz_target_goes_through_the_api(programs, tmp_path):
    """fuzz/fuzz_parser.c (make fuzz-parser, libFuzzer) is a client of
    the API: replayed here on its seeds and on broken inputs."""
    main = write(tmp_path, "replay.c", FUZZ_MAIN)
    exe = str(tmp_path / "replay")
    with open(os.path.join(ROOT, "fuzz", "fuzz_parser.c"), encoding="utf-8") as f:
        assert '#include "../interp/api/affine_interp.h"' in f.read()
    cc = subprocess.run(["cc", *FLAGS, *FLAVOUR_FLAGS[FLAVOUR], "-o", exe, main, os.path.join(ROOT, "fuzz", "fuzz_parser.c"),
                         *library_inputs(), "-lm"], capture_output=True, text=True)
    assert cc.returncode == 0, cc.stderr
    inputs = sorted(glob.glob(os.path.join(ROOT, "fuzz", "seeds", "*")))
    inputs += [write(tmp_path, "bad.mlir", MALFORMED), write(tmp_path, "ub.mlir", UB),
               write(tmp_path, "spin.mlir", SPIN), write(tmp_path, "cut.mlir", SCALE[:77])]
    r = subprocess.run(WRAPPER + [exe, *inputs], capture_output=True, text=True, timeout=300)
    assert (r.returncode, r.stdout) == (0, "replayed\n"), r.stderr


def test_the_api_bench_prints_load_and_per_run_cost(tmp_path):
    build = subprocess.run(["make", "-s", "build/affine-api-bench"], cwd=ROOT, capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    bench = os.path.join(ROOT, "build", "affine-api-bench")
    r = subprocess.run([bench, "examples/matmul.mlir", "--entry", "matmul", "--runs", "7", "--args", "iota", "ones",
                        "zeros", "4"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert re.fullmatch(r"load-us: \d+\.\d per-run-us: \d+\.\d wall-per-run-us: \d+\.\d\n", r.stdout)
    ub = subprocess.run([bench, write(tmp_path, "ub.mlir", UB), "--runs", "3"], capture_output=True, text=True)
    assert ub.returncode == 3 and ":5:3: error: undefined behaviour [bounds]" in ub.stderr
    bad = subprocess.run([bench, write(tmp_path, "bad.mlir", MALFORMED)], capture_output=True, text=True)
    assert (bad.returncode, bad.stdout) == (2, "") and "bad.mlir:3:8: error:" in bad.stderr
    assert subprocess.run([bench], capture_output=True, text=True).returncode == 1


SUM = """func.func @main(%A: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %s = affine.for %i = 0 to 4 iter_args(%acc = %c0) -> (i32) {
    %a = affine.load %A[%i] : memref<4xi32>
    %t = arith.addi %acc, %a : i32
    affine.yield %t : i32
  }
  vector.print %s : i32
  return %s : i32
}
"""


@pytest.mark.parametrize("after,verdict,detail", [
    (SUM.replace("0 to 4 iter_args", "0 to 4 step 1 iter_args"), 0, ""),
    (SUM.replace("arith.addi %acc, %a", "arith.subi %acc, %a"), 5, "printed output line 1: BEFORE \"6\" AFTER \"-6\""),
    (SUM.replace("0 to 4 iter_args", "0 to 5 iter_args"), 5, ":4:10: error: undefined behaviour [bounds]"),
    (SUM.replace("arith.addi %acc, %a", "arith.bogus %acc, %a"), 2, ":5:10: error: custom op 'arith.bogus' is unknown"),
])
def test_two_runs_compare_as_the_command_compares_them(programs, tmp_path, after, verdict, detail):
    before_path, after_path = write(tmp_path, "before.mlir", SUM), write(tmp_path, "after.mlir", after)
    r = run(programs, "check_api", "compare", before_path, after_path, "main", "[0,1,2,3]")
    assert r.returncode == verdict, r.stdout + r.stderr
    assert r.stdout.startswith(f"verdict {verdict}: ") and detail in r.stdout, r.stdout
    cli = run_interp("--compare", before_path, after_path, "--args", "[0,1,2,3]")
    assert cli.returncode == verdict
    if verdict == 5 and "printed" in detail:
        assert detail in cli.stderr
    # BEFORE's failure is the verdict, whatever AFTER does
    ub = run(programs, "check_api", "compare", after_path, before_path, "main", "[0,1,2,3]")
    assert ub.returncode == (3 if "bounds" in detail else 2 if verdict == 2 else verdict)


def test_the_per_run_cost_table_of_make_bench_api():
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "bench", "api-per-run"), "--seeds", "2", "--runs", "3",
                        "--processes", "1"], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert [l.split(":")[0] for l in lines] == ["seed 1", "seed 2", "load-us", "per-run-us", "process-cpu-us",
                                                 "process-wall-us", "process / run"]
    assert re.fullmatch(r"process / run: [\d.]+x, process / \(load \+ run\): [\d.]+x \(medians\)", lines[-1])
