"""The seeds' own MLIR examples (issue 19, tools/seed-examples): every code
block is found, made a program, and either runs (current or legacy
syntax), only verifies (nothing to run), has undefined behaviour, or is
rejected with a reason that shows the construct.  The counts are pinned so
that a regression (or an improvement) shows here."""
import os
import subprocess
import sys
import tempfile

import pytest

from conftest import BINARY, MLIR_OPT, ROOT, need_mlir_opt

sys.path.insert(0, os.path.join(ROOT, "tools"))
import seed_examples as se  # noqa: E402

if not os.path.isdir(se.SEEDS):
    pytest.skip("the seeds (../shared/seeds) are not here", allow_module_level=True)

# seed -> blocks, not code, runs (current), runs (--legacy-syntax), verified only, UB, rejected
COUNTS = {
    "000": (33, 19, 4, 5, 1, 0, 4),
    "001": (52, 20, 22, 0, 1, 0, 9),
    "002": (7, 0, 5, 0, 0, 2, 0),
    "003": (3, 0, 0, 3, 0, 0, 0),
    "004": (15, 8, 0, 0, 0, 0, 7),
}
KEYS = ("blocks", "not-code", "runs", "runs-legacy", "verified", "ub", "rejected")


@pytest.fixture(scope="module")
def outcomes():
    return se.all_outcomes(binary=BINARY)


def test_counts_seed_by_seed(outcomes):
    got = {seed: tuple(row[k] for k in KEYS) for seed, row in se.counts(outcomes).items()}
    assert got == COUNTS, "\n" + se.markdown(outcomes)


def test_every_rejection_shows_the_construct(outcomes):
    for o in outcomes:
        if o.status == "rejected":
            assert " (at `" in o.detail and not o.detail.endswith("(at ``)"), (o.block, o.detail)


def test_rejections_by_kind(outcomes):
    kinds = [se.rejection_kind(o.detail) for o in outcomes if o.status == "rejected"]
    assert {k: kinds.count(k) for k in set(kinds)} == {
        "calls a function it does not define": 3,
        "an error in the seed's own example": 6, "syntax MLIR never had": 11}


def test_every_not_code_block_says_why(outcomes):
    for o in outcomes:
        if o.status == "not-code":
            assert o.detail, o.block


def test_nothing_fails_at_run_time_but_by_undefined_behaviour(outcomes):
    for o in outcomes:
        assert not o.detail.startswith("exit "), (o.block, o.detail)
        if o.status == "ub":
            assert o.detail.startswith("undefined behaviour"), o.detail


def test_a_legacy_block_is_refused_without_the_option_naming_the_form(outcomes):
    legacy = [o for o in outcomes if o.status == "runs" and o.syntax == "legacy"]
    assert len(legacy) == 8
    for o in legacy:
        with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
            f.write(o.program.text)
        try:
            r = subprocess.run([BINARY, f.name, "--print-generic"], capture_output=True, text=True)
        finally:
            os.unlink(f.name)
        assert r.returncode == 2 and "is legacy syntax" in r.stderr and "--legacy-syntax" in r.stderr, r.stderr


def test_upgraded_blocks_are_accepted_by_mlir_opt(outcomes):
    """Every block that parses under --legacy-syntax and is not refused when
    loaded: mlir-opt-22 reads what --upgrade prints."""
    need_mlir_opt()
    checked = 0
    for o in outcomes:
        if o.status not in ("runs", "verified", "ub"):
            continue
        with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
            f.write(o.program.text)
        try:
            up = subprocess.run([BINARY, "--upgrade", f.name], capture_output=True, text=True)
        finally:
            os.unlink(f.name)
        assert up.returncode == 0, up.stderr
        r = subprocess.run([MLIR_OPT, "-o", os.devnull], input=up.stdout, capture_output=True, text=True)
        assert r.returncode == 0, (o.block, r.stderr)
        checked += 1
    assert checked == sum(r[2] + r[3] + r[4] + r[5] for r in COUNTS.values())


# -- the pieces -----------------------------------------------------------------
def test_a_flattened_block_gets_its_lines_back():
    text = ("// 초기 합을 0으로 설정. %sum_0 = arith.constant 0.0 : f32 // %sum_iter 또는 %sum으로 전달. "
            "affine.yield %sum_0 : f32 }")
    assert se.unflatten(text).split("\n") == [
        "// 초기 합을 0으로 설정.", "%sum_0 = arith.constant 0.0 : f32", "// %sum_iter 또는 %sum으로 전달.",
        "affine.yield %sum_0 : f32", "}"]


def test_prose_in_a_fence_splits_it():
    lines = ["", "  Example 1:", "", "    %1 = affine.load %0[%i] : memref<4xf32>", "", "  Example 2: x", "",
             "    %2 = affine.load %0[%j] : memref<4xf32>"]
    blocks = se.split_prose("000", 10, lines)
    assert [(b.line, b.text.strip()) for b in blocks] == [
        (13, "%1 = affine.load %0[%i] : memref<4xf32>"), (17, "%2 = affine.load %0[%j] : memref<4xf32>")]


def test_a_fragment_is_wrapped_with_its_free_values_as_typed_arguments():
    b = se.Block("000", 1, 1, "affine.dma_start %src[%i], %dst[%k], %tag[%c0], %n : memref<8xf32>, "
                              "memref<8xf32, 1>, memref<1xi32>\n%x = arith.addf %a, %a : f32")
    se.normalise(b)
    p = se.make_program(b)
    assert p.params == [("%src", "memref<8xf32>"), ("%i", "index"), ("%dst", "memref<8xf32, 1>"), ("%k", "index"),
                        ("%tag", "memref<1xi32>"), ("%c0", "index"), ("%n", "index"), ("%a", "f32")]
    assert p.text.startswith("\nfunc.func @seed_example(%src: memref<8xf32>, %i: index")


@pytest.mark.parametrize("text, why", [
    ("operation ::= `affine.apply` affine-map", "grammar"),
    ("for (i = 0; i < N; i++) {\n}", "pseudo-code"),
    ("func foo(...) {\n}", "elided operands"),
    ("affine.dma_start %a[%i], %b[%j], %t[%k], %n : ...", "elided types"),
    ("[<out-var-list> =] for %<index-variable-name> = <lower-bound>", "placeholders"),
])
def test_what_is_not_code(text, why):
    b = se.normalise(se.Block("004", 1, 1, text))
    assert why in se.not_code_reason(b)
