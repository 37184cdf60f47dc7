"""The random program generator build/affine-gen (fuzz/gen/): determinism,
its command line, the features (each alone builds a program mlir-opt-22
accepts and affine-interp runs, with the feature's ops in it), and a
hundred seeds accepted by mlir-opt-22."""
import os
import re
import subprocess

import pytest

from conftest import MLIR_OPT, ROOT, need_mlir_opt, run_interp

GEN = os.path.join(ROOT, "build", "affine-gen")

# What each feature puts in the text when forced alone (a regex).
MARKERS = {
    "nests": r"affine\.for .*\n.*affine\.for",
    "f64": r"xf64>",
    "i32": r"xi32>",
    "i64": r"xi64>",
    "index-elems": r"xindex>",
    "apply": r"affine\.apply",
    "min-max": r"affine\.(min|max) affine_map",
    "minmax-bounds": r"to min affine_map<\(",
    "if": r"affine\.if affine_set",
    "iter-args": r"iter_args\(",
    "parallel": r"affine\.parallel \(",
    "index-ops": r"affine\.(de)?linearize_index",
    "vector": r"affine\.vector_(load|store)",
    "prefetch": r"affine\.prefetch",
    "dma": r"affine\.dma_start",
    "dma-pipeline": r"affine\.for [^\n]*\{\n\s*affine\.dma_start",
    "semi-affine": r"(mod|floordiv|ceildiv|\*) symbol\(",
    "symbols": r"(to %|symbol\(%)",
    "dynamic": r"memref<(\?|\d+x\?)",
    "calls": r"call @k\d+\(",
    "layouts": r"(strided<\[|, affine_map<\()",
    "views": r"memref\.(subview|reinterpret_cast|collapse_shape|expand_shape)",
    "contraction": r"arith\.mul[fi] ",
    "producer-consumer": r"affine\.store",
    "stencil": r"affine\.for %\w+ = [12] to",
    "small-trips": r"affine\.for %\w+ = (\d+) to (\d+)",
    "scalrep": r"affine\.store",
    "licm": r"affine\.for",
    "int-arith": r"arith\.(divsi|remsi|floordivsi|ceildivsi|shli|shrsi|shrui|andi|ori|xori) ",
    "alloca": r"memref\.alloca\(",
    "nested-control": r"affine\.if [^\n]*\{\n(?:[^\n]*\n)*?\s+affine\.if ",
    "odd-loops": r"affine\.for %\w+ = (max |%|affine_map|0 to min affine_map)",
    "narrow-types": r"memref<[^>\n]*x(f16|bf16|i8|i16|i1)>",
    "math-ops": r"(math\.\w+|arith\.(divui|remui|remf|divf)) ",
    "loop-calls": r"affine\.for [^\n]*\{\n(?:[^\n]*\n)*?[^\n]*func\.call @lc\d+\(",
    "mixed-dialects": r"scf\.for [^\n]*\n[^\n]*memref\.load",
    "carried-kinds": r"(affine\.for [^\n]*(step \d+ iter_args|iter_args\([^\n]*-> \((index|vector<))|memref<(f32|f64|i32|i64)>)",
}


def gen(*args, check=True):
    if not os.path.exists(GEN):
        pytest.fail("build/affine-gen is missing: run make")
    p = subprocess.run([GEN, *map(str, args)], capture_output=True, text=True, timeout=60)
    if check:
        assert p.returncode == 0, p.stderr
    return p


def features():
    out = gen("--list-features").stdout
    return [line.split()[0] for line in out.splitlines() if line.strip()]


def verify_all(named_texts):
    """Runs mlir-opt-22's verifier on every program in one process."""
    joined = "\n// -----\n".join(t for _, t in named_texts)
    p = subprocess.run([MLIR_OPT, "--split-input-file", "-o", os.devnull, "-"], input=joined,
                       capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        bad = [name for name, t in named_texts
               if subprocess.run([MLIR_OPT, "-o", os.devnull, "-"], input=t, capture_output=True,
                                 text=True, timeout=60).returncode != 0]
        pytest.fail("mlir-opt-22 rejects %s:\n%s" % (", ".join(bad), p.stderr[:3000]))


def test_same_seed_same_bytes():
    for seed in (1, 2, 977, 18446744073709551615):
        a, b = gen("--seed", seed).stdout, gen("--seed", seed).stdout
        assert a == b
        assert a.startswith("// affine-gen seed=%d features=" % seed)
    assert gen("--seed", 1).stdout != gen("--seed", 2).stdout


def test_count_writes_what_seed_prints(tmp_path):
    gen("--seed", 40, "--count", 4, "--out", tmp_path)
    assert sorted(os.listdir(tmp_path)) == ["gen-%d.mlir" % s for s in (40, 41, 42, 43)]
    for s in (40, 41, 42, 43):
        assert (tmp_path / ("gen-%d.mlir" % s)).read_text() == gen("--seed", s).stdout


def test_header_rebuilds_the_program():
    # the header names the features: --seed N --features <them> is the same program
    for seed in (3, 4, 5, 6):
        text = gen("--seed", seed).stdout
        m = re.match(r"// affine-gen seed=(\d+) features=(\S+)\n", text)
        assert m and int(m.group(1)) == seed
        assert gen("--seed", seed, "--features", m.group(2)).stdout == text


def test_list_features():
    p = gen("--list-features")
    names = features()
    assert len(names) >= 20 and len(set(names)) == len(names)
    assert set(names) == set(MARKERS)
    for line in p.stdout.splitlines():
        assert len(line.split(None, 1)) == 2, line  # a name and its description


def test_help():
    p = gen("--help")
    assert p.returncode == 0 and "usage: affine-gen" in p.stdout


@pytest.mark.parametrize("args", [
    ["--seed"], ["--seed", "x"], ["--seed", "-1"], ["--seed", "99999999999999999999"],
    ["--count", "3"], ["--out", "/tmp"], ["--count", "0", "--out", "/tmp"],
    ["--features", "no-such-feature"], ["--without", "nests,bogus"], ["--bogus"],
    ["--features", "dma", "--without", "dma"],
])
def test_bad_arguments_exit_1(args):
    p = gen(*args, check=False)
    assert p.returncode == 1, (args, p.stdout[:200])
    assert p.stderr.startswith("affine-gen: error: "), p.stderr


def test_unwritable_out_dir_exit_1(tmp_path):
    p = gen("--count", 2, "--out", tmp_path / "missing", check=False)
    assert p.returncode == 1 and "affine-gen: error: cannot write" in p.stderr


def test_swarm_draws_about_half():
    names = features()
    counts = dict.fromkeys(names, 0)
    n = 200
    for seed in range(1, n + 1):
        first = gen("--seed", seed).stdout.split("\n", 1)[0]
        for f in first.split("features=")[1].split(","):
            counts[f] += 1
    assert counts["nests"] == n  # the core
    for f in names:
        if f != "nests":
            assert 0.3 * n < counts[f] < 0.7 * n, (f, counts[f])


def test_without_leaves_features_out():
    for seed in range(1, 21):
        text = gen("--seed", seed, "--without", "dma,dma-pipeline").stdout
        assert "affine.dma_start" not in text
        assert "dma" not in text.split("\n", 1)[0].split("features=")[1].split(",")


def test_each_feature_alone_verifies_runs_and_shows():
    need_mlir_opt()
    programs = []
    for f in features():
        for seed in (1, 2, 3):
            text = gen("--seed", seed, "--features", f).stdout
            assert re.search(MARKERS[f], text), "--features %s --seed %d: no %s" % (f, seed, MARKERS[f])
            programs.append(("%s/%d" % (f, seed), text))
    verify_all(programs)
    for name, text in programs:
        r = run_interp("-", input=text, timeout=60)
        assert r.returncode in (0, 3), "%s: affine-interp exit %d\n%s" % (name, r.returncode, r.stderr[:2000])


def test_hundred_seeds_accepted_by_mlir_opt():
    need_mlir_opt()
    verify_all([("seed %d" % s, gen("--seed", s).stdout) for s in range(1, 101)])


def test_affine_interp_runs_generated_programs():
    # exit 0, or 3 where the oracle finds undefined behaviour: never a
    # rejection (2), a usage error (1) or a crash
    for seed in range(1, 41):
        text = gen("--seed", seed).stdout
        r = run_interp("-", input=text, timeout=60)
        assert r.returncode in (0, 3), "seed %d: exit %d\n%s" % (seed, r.returncode, r.stderr[:2000])


# The constructs of issue 30 each feature added for them writes (the rows
# of fuzz/gen-stats' construct table), over a few seeds with the feature
# forced.
ISSUE30_CONSTRUCTS = {
    "nested-control": ["affine.if in affine.if", "affine.if in affine.parallel", "affine.parallel in affine.for",
                       "affine.parallel in affine.if", "affine.parallel in affine.parallel",
                       "loop bound using a parallel IV"],
    "odd-loops": ["store with a negative IV coefficient", "min/max bound on the IV of a zero-trip loop",
                  "SSA-valued lower bound", "SSA-valued lower bound above the upper (zero-trip)",
                  "loop bound with floordiv/ceildiv/mod"],
    "carried-kinds": ["iter_args with step > 1", "index-typed iter_args", "vector-typed iter_args", "0-d memref"],
    "narrow-types": ["elements f16", "elements bf16", "elements i8", "elements i16", "elements i1",
                     "arith on f16/bf16", "arith on i8/i16/i1", "nsw/nuw flags", "fastmath flags"],
    "math-ops": ["math ops", "arith.divf/remf/divui/remui"],
    "loop-calls": ["call inside a loop"],
    "mixed-dialects": ["scf.for", "scf.if", "scf.while", "multi-block body (cf.br/cf.cond_br)",
                       "memref.global + get_global", "memref.copy", "memref.view"],
}


def test_issue30_features_write_their_constructs():
    import sys
    sys.path.insert(0, os.path.join(ROOT, "fuzz"))
    from gen_stats_lib.constructs import ORDER, constructs
    for f, names in ISSUE30_CONSTRUCTS.items():
        assert set(names) <= set(ORDER)
        seen = set()
        for seed in range(1, 41):
            found = constructs(gen("--seed", seed, "--features", f + ",i32,f64").stdout)
            seen.update(n for n, hit in found.items() if hit)
        missing = [n for n in names if n not in seen]
        assert not missing, "--features %s over 40 seeds never writes %s" % (f, missing)


def test_issue30_features_with_other_types_verify_and_run_clean():
    # with more element types, dynamic shapes and layouts in the mix: accepted
    # by mlir-opt-22, and affine-interp exits 0 (or 3 for the rare deliberate
    # off-by-one subscript), never 1, 2 or a crash
    need_mlir_opt()
    programs = []
    for f in ISSUE30_CONSTRUCTS:
        for seed in (1, 2, 3):
            programs.append(("%s/%d" % (f, seed),
                             gen("--seed", seed, "--features", f + ",f64,i32,i64,index-elems,dynamic,layouts").stdout))
    verify_all(programs)
    for name, text in programs:
        r = run_interp("-", input=text, timeout=60)
        assert r.returncode in (0, 3), "%s: affine-interp exit %d\n%s" % (name, r.returncode, r.stderr[:2000])


def test_issue30_features_off_leave_the_classic_program():
    # the features of issue 30 are drawn and run after the others: the
    # program of a seed with them is the one without them plus lines (its
    # header aside), so seeds kept their programs when the features came
    new = ",".join(ISSUE30_CONSTRUCTS)
    for seed in range(5, 15):
        full = gen("--seed", seed).stdout.split("\n")
        header = full[0].split("features=")[1].split(",")
        if not set(header) & set(ISSUE30_CONSTRUCTS):
            continue
        classic = gen("--seed", seed, "--without", new).stdout.split("\n")
        assert not set(classic[0].split("features=")[1].split(",")) & set(ISSUE30_CONSTRUCTS)
        # the final prints and deallocations take fresh names after the
        # new kernels' ones: compare with the numbers of names dropped
        def plain(lines):
            return [re.sub(r"%([a-z]+)\d+(_\d+)?", r"%\1", line) for line in lines]
        rest = iter(plain(full[1:]))
        assert all(line in rest for line in plain(classic[1:])), "seed %d: a classic line is gone" % seed
