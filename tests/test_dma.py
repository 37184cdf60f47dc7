"""The DMA engine (issue 6).

Kernels: every kernel of tests/dma/kernels, transformed by
-affine-data-copy-generate (generate-dma, fast memory space 2, several
capacities) and then by -affine-pipeline-data-transfer, prints exactly what
the original printed under mlir-runner-22 (NAME.expected), under every
completion policy and several random seeds.  The pass outputs are made by
tools/dma-pass-outputs when mlir-opt-22 is installed; the committed copies
in tests/dma/passes/ stand in when it is not.

Hazards: each program of tests/ub/dma (and the DMA region cases of
tests/ub/bounds) stops at the same line:col under every policy, and its
corrected sibling runs clean under every policy."""
import glob
import os
import re
import subprocess

import pytest

from conftest import MLIR_OPT, ROOT, need_mlir_opt, run_interp

KERNELS = sorted(glob.glob(os.path.join(ROOT, "tests", "dma", "kernels", "*.mlir")))
COMMITTED = os.path.join(ROOT, "tests", "dma", "passes")
TOOL = os.path.join(ROOT, "tools", "dma-pass-outputs")
POLICIES = ["at-wait", "eager", "random:1", "random:7", "random:20261123"]
CAPACITY_KIB = {"cap1": 1, "cap4": 4, "cap16": 16, "nocap": None}
ADDR = re.compile(r"base@ = 0x[0-9a-f]+")


def normalize(text):
    return ADDR.sub("base@ = 0x0", text)


@pytest.fixture(scope="module")
def pass_outputs(tmp_path_factory):
    """The directory of pass outputs: made now when mlir-opt-22 is installed."""
    if not MLIR_OPT:
        return COMMITTED
    out = tmp_path_factory.mktemp("dma-passes")
    r = subprocess.run([TOOL, "--out", str(out)], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    return str(out)


def test_enough_kernels_and_variants():
    assert len(KERNELS) >= 12
    names = {os.path.basename(k)[:-5] for k in KERNELS}
    for must in ["matmul", "matmul_tiled", "jacobi_1d", "stencil_2d", "transpose", "row_sum", "col_sum", "conv1d",
                 "conv2d", "matmul_symbolic", "vector_add_dynamic", "row_sum_iter_args"]:
        assert must in names
    committed = glob.glob(os.path.join(COMMITTED, "*.mlir"))
    assert len(committed) == len(KERNELS) * len(CAPACITY_KIB) * 2


def test_committed_pass_outputs_are_current(pass_outputs):
    need_mlir_opt()
    stale = [f for f in sorted(os.listdir(pass_outputs))
             if open(os.path.join(pass_outputs, f)).read() != open(os.path.join(COMMITTED, f)).read()]
    assert not stale, "run tools/dma-pass-outputs: " + ", ".join(stale)


@pytest.mark.parametrize("kernel", KERNELS, ids=lambda p: os.path.basename(p)[:-5])
def test_original_kernel_prints_its_expected_output(kernel):
    r = run_interp(kernel)
    assert r.returncode == 0, r.stderr
    assert normalize(r.stdout) == normalize(open(kernel[:-5] + ".expected").read())


@pytest.mark.parametrize("kernel", KERNELS, ids=lambda p: os.path.basename(p)[:-5])
def test_dma_pass_outputs_print_the_originals_output(kernel, pass_outputs):
    name = os.path.basename(kernel)[:-5]
    expected = normalize(open(kernel[:-5] + ".expected").read())
    transfers = 0
    for variant, kib in CAPACITY_KIB.items():
        for suffix in ("", ".pipelined"):
            path = os.path.join(pass_outputs, f"{name}.{variant}{suffix}.mlir")
            text = open(path).read()
            assert "affine.dma_start" in text, path
            # the copy pass keeps its buffers within the capacity; pipelining
            # doubles them, so it is held to no capacity
            limit = ["--mem-space-capacity", f"2={kib * 1024}"] if kib and not suffix else []
            for policy in POLICIES:
                r = run_interp(path, f"--dma={policy}", "--stats", *limit)
                assert r.returncode == 0, f"{path} --dma={policy}:\n{r.stderr}"
                assert normalize(r.stdout) == expected, f"{path} --dma={policy}"
                transfers += int(re.search(r"DMA: (\d+) transfers", r.stderr).group(1))
    assert transfers > 0


HAZARDS = sorted(p for p in glob.glob(os.path.join(ROOT, "tests", "ub", "dma", "*.mlir")) +
                 glob.glob(os.path.join(ROOT, "tests", "ub", "bounds", "dma_*.mlir"))
                 if not p.endswith(".fixed.mlir"))
# hazard kind -> the name prefixes of its programs
KINDS = {
    "read of an in-flight destination": ["read_destination"],
    "write of an in-flight source": ["write_source"],
    "write of an in-flight destination": ["write_destination"],
    "destination overlapping its own source": ["overlap"],
    "second start on a busy tag element": ["double_start"],
    "wait with no transfer in flight": ["wait_without", "wait_twice", "wait_on_other"],
    "wait whose count differs": ["wait_count"],
    "never waited (return, dealloc, scope end)": ["never_waited"],
    "region out of bounds": ["dma_"],
    "element types differ": ["element_types"],
    "tag not of integer type": ["tag_type"],
}


def test_at_least_three_programs_per_hazard_kind():
    names = [os.path.basename(p)[:-5] for p in HAZARDS]
    counts = {kind: sum(any(n.startswith(p) for p in prefixes) for n in names) for kind, prefixes in KINDS.items()}
    assert all(c >= 3 for c in counts.values()), counts
    assert sum(counts.values()) == len(names), "a hazard program of no kind"


def header(path):
    m = re.match(r"// UB: exit=(\d) at=(\d+):(\d+) family=(\w+)", open(path).readline())
    return int(m.group(1)), int(m.group(2)), int(m.group(3)), m.group(4)


@pytest.mark.parametrize("path", HAZARDS, ids=lambda p: os.path.basename(p)[:-5])
def test_hazard_found_at_the_same_op_under_every_policy(path):
    code, line, col, family = header(path)
    for policy in POLICIES:
        r = run_interp(path, f"--dma={policy}")
        assert r.returncode == code, f"--dma={policy}: {r.stderr}"
        first = r.stderr.split("\n")[0]
        assert first.startswith(f"{path}:{line}:{col}: error: undefined behaviour [{family}]"), f"--dma={policy}: {first}"
        if family == "dma" and "never waited" not in first and "types" not in first and "tag memref" not in first \
                and "no transfer" not in first and "overlaps its own" not in first:
            assert "was started here" in r.stderr, r.stderr
        fixed = run_interp(path[:-5] + ".fixed.mlir", f"--dma={policy}")
        assert fixed.returncode == 0 and not fixed.stderr, f"--dma={policy}: {fixed.stderr}"


def test_dma_checks_can_be_turned_off():
    path = os.path.join(ROOT, "tests", "ub", "dma", "read_destination_affine_load.mlir")
    assert run_interp("--check=all", path).returncode == 3
    unchecked = "--check=bounds,uninit,poison,immediate,lifetime,race,dims"
    r = run_interp(unchecked, "--dma=eager", path)
    assert r.returncode == 0, r.stderr
    # unchecked, the policy shows through: at-wait, the load reads memory not yet written
    r = run_interp(unchecked, "--dma=at-wait", path)
    assert r.returncode == 3 and "[uninit]" in r.stderr.split("\n")[0], r.stderr


def test_random_policy_moves_data_at_random_moments():
    """The seed changes how many elements move before their waits, never the output."""
    path = os.path.join(COMMITTED, "matmul.cap1.pipelined.mlir")
    printed, early = set(), {}
    for policy in ["at-wait", "eager"] + [f"random:{seed}" for seed in range(1, 6)] + ["random:1"]:
        r = run_interp(path, f"--dma={policy}", "--stats")
        assert r.returncode == 0, r.stderr
        printed.add(normalize(r.stdout))
        m = re.search(r"DMA: (\d+) transfers, (\d+) elements moved, (\d+) of them before their wait", r.stderr)
        early.setdefault(policy, set()).add(int(m.group(3)))
        total = int(m.group(2))
    assert len(printed) == 1
    assert early["at-wait"] == {0} and early["eager"] == {total}
    assert len(early["random:1"]) == 1, "a seed is reproducible"
    randoms = {next(iter(v)) for k, v in early.items() if k.startswith("random")}
    assert len(randoms) > 1 and all(0 < e < total for e in randoms)


PREFETCH = """func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %c = arith.constant 2.5 : f32
  affine.for %i = 0 to 8 {
    affine.store %c, %a[%i] : memref<8xf32>
  }
  %c0 = arith.constant 0 : index
  %u = memref.alloc() : memref<1xindex>
  %j = memref.load %u[%c0] : memref<1xindex>
  affine.for %i = 0 to 8 {
    affine.prefetch %a[%i + 100], read, locality<3>, data : memref<8xf32>
    affine.prefetch %a[%i - 9], write, locality<0>, instr : memref<8xf32>
    affine.prefetch %a[symbol(%j)], read, locality<1>, data : memref<8xf32>
  }
  %v = affine.load %a[3] : memref<8xf32>
  vector.print %v : f32
  memref.dealloc %u : memref<1xindex>
  memref.dealloc %a : memref<8xf32>
  return
}
"""


def test_prefetch_never_traps_nor_changes_a_value(tmp_path):
    p = tmp_path / "prefetch.mlir"
    p.write_text(PREFETCH)
    r = run_interp(str(p))
    assert r.returncode == 0, r.stderr
    assert r.stdout == "2.5\n"


def test_prefetch_is_verified_like_a_load(tmp_path):
    p = tmp_path / "prefetch_bad.mlir"
    p.write_text("func.func @f(%a: memref<8xf32>) {\n"
                 "  affine.prefetch %a[0, 1], read, locality<3>, data : memref<8xf32>\n  return\n}\n")
    r = run_interp(str(p), "--entry", "f", "--args", "zeros")
    assert r.returncode == 2
    assert f"{p}:2:3: error:" in r.stderr


def test_memory_space_capacity_and_stats(tmp_path):
    p = tmp_path / "spaces.mlir"
    p.write_text("func.func @main() {\n"
                 "  %a = memref.alloc() : memref<64xf32, 2>\n"
                 "  memref.dealloc %a : memref<64xf32, 2>\n"
                 "  %b = memref.alloc() : memref<32xf32, 2>\n"
                 "  %c = memref.alloc() : memref<16xf64, #gpu.address_space<workgroup>>\n"
                 "  memref.dealloc %b : memref<32xf32, 2>\n"
                 "  memref.dealloc %c : memref<16xf64, #gpu.address_space<workgroup>>\n"
                 "  return\n}\n")
    r = run_interp(str(p), "--stats")
    assert r.returncode == 0, r.stderr
    assert "memory space 2: peak 256 bytes in 2 allocations" in r.stderr
    assert "memory space #gpu.address_space<workgroup>: peak 128 bytes in 1 allocations" in r.stderr
    assert run_interp(str(p), "--mem-space-capacity", "2=256").returncode == 0
    r = run_interp(str(p), "--mem-space-capacity", "2=255")
    assert r.returncode == 4
    assert r.stderr.startswith(f"{p}:2:8: error: allocation of 256 bytes exceeds the capacity of memory space 2")
    r = run_interp(str(p), "--mem-space-capacity=#gpu.address_space<workgroup>=100")
    assert r.returncode == 4 and f"{p}:5:8: error:" in r.stderr
    assert run_interp(str(p), "--mem-space-capacity", "2").returncode == 1


MEMREF_DMA = """func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %src = memref.alloc() : memref<8xf32>
  %dst = memref.alloc() : memref<4xf32, 2>
  %tag = memref.alloc() : memref<1xi32>
  %v = arith.constant 2.5 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %v, %src[%i] : memref<8xf32>
  }
  memref.dma_start %src[%c0], %dst[%c0], %c4, %tag[%c0] : memref<8xf32>, memref<4xf32, 2>, memref<1xi32>
  READ_EARLY
  memref.dma_wait %tag[%c0], WAIT_COUNT : memref<1xi32>
  %x = memref.load %dst[%c1] : memref<4xf32, 2>
  vector.print %x : f32
  memref.dealloc %src : memref<8xf32>
  memref.dealloc %dst : memref<4xf32, 2>
  memref.dealloc %tag : memref<1xi32>
  return
}
"""


@pytest.mark.parametrize("read_early,wait_count,rc,expected", [
    ("", "%c4", 0, "2.5\n"),
    ("%e = memref.load %dst[%c1] : memref<4xf32, 2>", "%c4", 3, ":13:8: error: undefined behaviour [dma]"),
    ("", "%c1", 3, ":14:3: error: undefined behaviour [dma]: DMA wait for 1 elements on a transfer of 4"),
])
def test_memref_dma_ops_move_data_and_meet_the_same_hazards(tmp_path, read_early, wait_count, rc, expected):
    # -lower-affine turns affine.dma_start/dma_wait into these: same model
    p = tmp_path / "memref_dma.mlir"
    p.write_text(MEMREF_DMA.replace("READ_EARLY", read_early).replace("WAIT_COUNT", wait_count))
    for policy in ("at-wait", "eager", "random:5"):
        r = run_interp(str(p), "--dma=" + policy)
        assert r.returncode == rc, r.stderr
        assert expected in (r.stdout if rc == 0 else r.stderr), r.stderr
