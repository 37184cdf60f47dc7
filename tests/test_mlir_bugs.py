"""conformance/mlir-bugs/: minimal programs on which an affine pass of
MLIR 22 is wrong.  Each record NAME.mlir carries six headers (see
fuzz/reduce_lib/records.py): MLIR-BUG (the class), PASS (the mlir-opt-22
options), ROOT-CAUSE (function: condition), UPSTREAM (new or the llvm-project
issue), FOUND-BY and MATCH (the rule by which the campaign recognises it,
tests/test_known_bugs.py); optionally SAME-AS (a second reproducer of
another record's root cause) and LIMITATION (a limit the pass documents, not
counted as a bug).  NAME.expected is what the reference prints for it, and
conformance/mlir-bugs/REPORTS.md has its bug report.

With MLIR installed each record's claim is checked against mlir-opt-22:
  crash            mlir-opt-22 still dies (single-threaded, so it prints its stack)
  invalid-output   it still fails with an error on the (valid) program
  undefined-output affine-interp still stops with exit 3, of the [kind] the
                   record names, on the pass output
  wrong-output     the pass output still prints something else (affine-interp
                   --compare once it has it; the reference run of the pass
                   output agrees with affine-interp on it, where it lowers)
  reparse-failure  the pass output still does not parse back
so an upstream fix shows up as a failing record: retire it then."""
import os
import re
import subprocess
import sys

import pytest

from conftest import ROOT, BINARY, need_mlir_opt

sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, os.path.join(ROOT, "fuzz"))
from reference import reference, normalize_nan  # noqa: E402
from reduce_lib import records  # noqa: E402
from reduce_lib.verdict import CRASH_MARKS, has_compare  # noqa: E402

BUGS = records.record_paths()


def header(path):
    h = records.parse_headers(open(path).read())
    return h["MLIR-BUG"], records.pass_argv(h["PASS"])


def run_opt(*args):
    return subprocess.run(["mlir-opt-22", *args], capture_output=True, text=True, errors="replace",
                          timeout=300)


def crashed(r):
    return r.returncode < 0 or r.returncode > 1 or any(m in r.stderr for m in CRASH_MARKS)


def test_there_are_records():
    assert len(BUGS) >= 11


@pytest.mark.parametrize("path", BUGS, ids=os.path.basename)
def test_the_six_headers_are_present_and_well_formed(path):
    assert records.validate(path) == []


def test_a_second_reproducer_shares_its_records_root_cause_and_is_not_counted(tmp_path):
    assert records.same_as_problems() == []
    heads = {os.path.basename(p)[:-5]: records.parse_headers(open(p).read()) for p in BUGS}
    pairs = {n: h["SAME-AS"] for n, h in heads.items() if "SAME-AS" in h}
    assert pairs == {"parallelize_index_reduction_invalid": "parallelize_minmax_xor_reduction_rejected_by_verifier",
                     "data_copy_ignores_vector_load": "data_copy_redirects_dma_start",
                     "parallelize_ignores_else_branch_store": "scalrep_forwards_across_else_branch_store",
                     "int_range_narrowing_reads_missing_affine_bound": "int_range_analysis_reads_missing_affine_bound",
                     "scf_peeling_reads_past_an_empty_memref": "scf_peeling_runs_a_zero_trip_loop"}
    for n, target in pairs.items():
        assert heads[n]["ROOT-CAUSE"] == heads[target]["ROOT-CAUSE"]
    assert [n for n, h in heads.items() if "LIMITATION" in h] == ["licm_ignores_aliasing_view"]
    c = records.counts(BUGS)
    assert c["bugs"] == c["records"] - 6
    # a SAME-AS must name a record of its own
    assert records.validate_text("// SAME-AS: Not A Name\n" + open(BUGS[0]).read())
    lone = tmp_path / "lone.mlir"
    lone.write_text("// SAME-AS: nowhere\n" + open(BUGS[0]).read())
    assert records.same_as_problems([str(lone)]) == ["lone: SAME-AS nowhere is not a record of its own"]


def test_the_header_check_rejects_an_unfinished_record():
    good = open(BUGS[0]).read()
    todo = re.sub(r"^// ROOT-CAUSE: .*$", "// ROOT-CAUSE: TODO", good, count=1, flags=re.M)
    assert any("TODO" in e for e in records.validate_text(todo))
    no_function = re.sub(r"^// ROOT-CAUSE: .*$", "// ROOT-CAUSE: the pass is wrong", good, count=1, flags=re.M)
    assert records.validate_text(no_function)
    for name in records.HEADERS:
        assert records.validate_text(re.sub(rf"^// {name}: .*\n", "", good, count=1, flags=re.M))
    bad_up = re.sub(r"^// UPSTREAM: .*$", "// UPSTREAM: maybe #12", good, count=1, flags=re.M)
    assert records.validate_text(bad_up)


def test_reports_md_has_a_section_for_each_record():
    assert records.check_reports() == []


@pytest.mark.parametrize("path", BUGS, ids=os.path.basename)
def test_the_original_runs_as_the_reference_ran_it(interp, path):
    r = interp(path)
    assert r.returncode == 0, r.stderr
    assert normalize_nan(r.stdout) == normalize_nan(open(path[:-5] + ".expected").read())


@pytest.mark.parametrize("path", BUGS, ids=os.path.basename)
def test_the_pass_still_breaks_it(interp, path, tmp_path):
    need_mlir_opt()
    kind, pass_args = header(path)
    assert run_opt(path).returncode == 0, "the original must be valid MLIR"
    opt = run_opt(path, *pass_args, "--mlir-disable-threading")
    if kind == "crash":
        assert crashed(opt), "mlir-opt-22 no longer crashes: the bug is fixed, retire the record"
        return
    assert not crashed(opt), opt.stderr[-3000:]
    if kind == "invalid-output":   # the pass makes IR that MLIR's own verifier rejects
        assert opt.returncode != 0 and "error:" in opt.stderr, \
            "mlir-opt-22 accepts it now: the bug is fixed, retire the record"
        return
    assert opt.returncode == 0, opt.stderr
    out = tmp_path / "after.mlir"
    out.write_text(opt.stdout)
    if kind == "reparse-failure":
        r = run_opt(str(out))
        assert r.returncode != 0 and not crashed(r), "the pass output parses back now"
        return
    r = interp(str(out))
    if kind == "undefined-output":
        assert r.returncode == 3 and "undefined behaviour" in r.stderr.split("\n")[0], r.stderr
        named = re.search(r"exit 3 \[([a-z-]+)\]", open(path).read())
        assert named, "an undefined-output record names the kind: 'exit 3 [kind]'"
        assert f"undefined behaviour [{named.group(1)}]" in r.stderr.split("\n")[0], r.stderr
        return
    assert kind == "wrong-output"
    expected = normalize_nan(open(path[:-5] + ".expected").read())
    assert r.returncode == 0, r.stderr
    assert normalize_nan(r.stdout) != expected, "the pass output prints the right output now"
    if has_compare(BINARY):
        c = subprocess.run([BINARY, "--compare", path, str(out)], capture_output=True, text=True,
                           timeout=300)
        assert c.returncode == 5 and "after-ub" not in c.stdout + c.stderr, c.stdout + c.stderr
    if "affine.dma_" in opt.stdout:
        return      # MLIR 22 cannot lower DMA ops: no reference run
    ref, err = reference(str(out))
    assert ref is not None, err
    assert normalize_nan(ref) != expected, "MLIR prints the right output now: the bug is fixed"
    assert normalize_nan(r.stdout) == normalize_nan(ref)


# Root causes in -affine-data-copy-generate's shared code that also break its
# DMA form (generate-dma=true): there the output holds affine.dma_start, which
# no backend lowers, so affine-interp alone can judge it.  With the three
# DMA-only records (data_copy_dma_*, pipeline_data_transfer_*) these are the
# bugs found in the DMA passes.
DMA_FORM = "-affine-data-copy-generate=generate-dma=true fast-mem-space=2 fast-mem-capacity=1"
ALSO_IN_DMA_FORM = {
    "data_copy_copies_back_after_dealloc": 5,
    "data_copy_ignores_aliasing_view": 5,
    "data_copy_ignores_failed_memref_replacement": 5,
    "data_copy_ignores_vector_load": 5,
    "data_copy_zero_trip_store_copies_back_garbage": 5,
    "data_copy_redirects_dma_start": 5,
    "data_copy_copy_in_before_memref_definition": "invalid",
}


@pytest.mark.parametrize("name", sorted(ALSO_IN_DMA_FORM))
def test_data_copy_bug_also_breaks_the_dma_form(name, tmp_path):
    need_mlir_opt()
    path = os.path.join(ROOT, "conformance", "mlir-bugs", name + ".mlir")
    opt = run_opt(path, DMA_FORM)
    if ALSO_IN_DMA_FORM[name] == "invalid":
        assert opt.returncode != 0 and "does not dominate" in opt.stderr, opt.stderr
        return
    assert opt.returncode == 0, opt.stderr
    assert "affine.dma_start" in opt.stdout
    out = tmp_path / "dma.mlir"
    out.write_text(opt.stdout)
    r = subprocess.run([BINARY, "--compare", path, str(out)], capture_output=True, text=True, timeout=120)
    assert r.returncode == ALSO_IN_DMA_FORM[name], r.stderr


@pytest.mark.parametrize("path", BUGS, ids=os.path.basename)
def test_a_record_no_backend_can_run_says_where_its_expectation_comes_from(path):
    # make conformance-backend runs every record's original on the compiled
    # backends; those cannot lower DMA ops, so such a record's .expected comes
    # from SPEC_NOTES' DMA model and must say so
    text = open(path).read()
    code = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))
    if "affine.dma_start" in code or "memref.dma_start" in code:
        assert re.search(r"^// EXPECT-SOURCE: spec$", text, re.M), "add '// EXPECT-SOURCE: spec' to the header"
