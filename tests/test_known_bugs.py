"""Known MLIR bugs: the `// MATCH:` rule of every conformance/mlir-bugs record
(fuzz/verdict_lib/known.py), the campaign's known/new label, fuzz/reduce
--record refusing a duplicate, and fuzz/bugbench's survival table."""
import importlib.machinery
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys

import pytest

from conftest import ROOT, need_mlir_opt

FUZZ = os.path.join(ROOT, "fuzz")
sys.path.insert(0, FUZZ)
from verdict_lib import known as K  # noqa: E402
from reduce_lib import records  # noqa: E402

BUGS = records.BUGS_DIR
RULES = K.load_rules(BUGS)
BY_NAME = {r["name"]: r for r in RULES}
CAMPAIGN = os.path.join(FUZZ, "campaign")
REDUCE = os.path.join(FUZZ, "reduce")
BUGBENCH = os.path.join(FUZZ, "bugbench")


def load_script(name):
    loader = importlib.machinery.SourceFileLoader(name.replace("-", "_"), os.path.join(FUZZ, name))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    return mod


def record_text(name):
    return open(os.path.join(BUGS, name + ".mlir")).read()


# -- the rules themselves (no MLIR needed) -------------------------------------

def test_every_record_has_a_valid_match_rule():
    assert len(RULES) == len(records.record_paths())
    for path in records.record_paths():
        assert records.validate(path) == [], path


def test_a_record_without_a_valid_match_is_refused():
    good = record_text("unroll_up_to_factor_zero_trip_divides_by_zero")
    assert records.validate_text(good) == []
    gone = re.sub(r"^// MATCH: .*\n", "", good, flags=re.M)
    assert "missing header // MATCH:" in records.validate_text(gone)
    bad_json = re.sub(r"^// MATCH: .*$", "// MATCH: {not json", good, flags=re.M)
    assert any("not JSON" in e for e in records.validate_text(bad_json))
    wrong_class = re.sub(r"^// MATCH: .*$", '// MATCH: {"kind": "message", "class": "invalid-output", '
                         '"pass": "affine-loop-unroll", "message": "x", "op": null}', good, flags=re.M)
    assert any("differs from MLIR-BUG" in e for e in records.validate_text(wrong_class))
    no_frames = re.sub(r"^// MATCH: .*$", '// MATCH: {"kind": "crash", "pass": "affine-loop-unroll", '
                       '"frames": [], "state": null}', good, flags=re.M)
    assert records.validate_text(no_frames)


def test_counts_merges_and_the_limitation():
    c = records.counts()
    assert c == {"records": 62, "bugs": 56, "second_reproducers": 5, "limitations": 1}
    assert records.same_as_problems() == []
    assert BY_NAME["parallelize_index_reduction_invalid"]["label"] == \
        "parallelize_minmax_xor_reduction_rejected_by_verifier"
    assert BY_NAME["data_copy_ignores_vector_load"]["label"] == "data_copy_redirects_dma_start"
    assert BY_NAME["licm_ignores_aliasing_view"]["limitation"]
    assert not BY_NAME["data_copy_redirects_dma_start"]["limitation"]


def crash_finding(signature, pass_name, detail=""):
    return {"class": "crash", "pass": pass_name, "signature": signature, "detail": detail,
            "pipeline": [f"-{pass_name}"], "original": ""}


def test_a_crash_is_matched_by_its_frames_and_the_pass_not_by_another_record():
    r = BY_NAME["fusion_sibling_erases_loop_with_used_result"]
    sig = "frames: " + " < ".join(r["frames"])
    assert K.match(crash_finding(sig, "affine-loop-fusion"), RULES) == r["name"]
    # the same frames under another pass: not this bug
    assert K.match(crash_finding(sig, "affine-loop-unroll"), RULES) is None
    # another crash of the same pass (a frame no record has): new
    assert K.match(crash_finding("frames: libMLIR+0x1 < libMLIR+0x2 < libMLIR+0x3", "affine-loop-fusion"),
                   RULES) is None
    # the verdict model's crash_state list wins over the signature
    f = dict(crash_finding("frames: x", "affine-loop-unroll"),
             crash_state=["mlir::affine::loopUnrollByFactor(mlir::affine::AffineForOp, unsigned long)", "libMLIR+0x9"])
    assert K.match(f, RULES) == "unroll_up_to_factor_zero_trip_divides_by_zero"


def test_a_crash_is_matched_from_an_unsymbolized_stack_dump():
    dump = ("Stack dump:\n"
            "0  libLLVM.so.22.1 0x? llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) + 54\n"
            "3  libc.so.6       0x?\n"
            "4  libMLIR.so.22.1 0x? mlir::presburger::SimplexBase::addRow(llvm::ArrayRef<llvm::DynamicAPInt>, bool) + 88\n"
            "5  libMLIR.so.22.1 0x? mlir::presburger::Simplex::addInequality(llvm::ArrayRef<llvm::DynamicAPInt>) + 20\n"
            "6  libMLIR.so.22.1 0x? mlir::detail::OpToOpPassAdaptor::run(mlir::Pass*) + 983\n")
    assert K.named_frames(dump) == ["mlir::presburger::SimplexBase::addRow", "mlir::presburger::Simplex::addInequality"]
    f = crash_finding("crash without frames: no report", "affine-loop-fusion", dump)
    assert K.match(f, RULES) == "fusion_slice_maximal_check_ignores_symbols"


def test_a_use_after_free_crash_matches_in_either_of_its_observed_sites():
    r = BY_NAME["super_vectorize_stale_match_in_second_bucket"]
    for frames in [r["frames"]] + r.get("variants", []):
        f = crash_finding("frames: " + " < ".join(frames), "affine-super-vectorize")
        assert K.match(f, RULES) == r["name"]


def test_an_invalid_output_rule_is_message_op_and_pass():
    sig = "verifier: 'affine.parallel' op result type cannot match reduction attribute"
    f = {"class": "invalid-output", "pass": "affine-parallelize", "signature": sig, "original": ""}
    # both reproducers of the merged record give its name
    assert K.match(f, RULES) == "parallelize_minmax_xor_reduction_rejected_by_verifier"
    assert K.match(dict(f, **{"pass": "affine-loop-fusion"}), RULES) is None
    assert K.match(dict(f, signature="verifier: 'affine.parallel' op something else"), RULES) is None
    # the predicate on another op is the same bug (a load whose subscript the pass broke, not a store)
    e = {"class": "invalid-output", "pass": "affine-expand-index-ops", "original": "",
         "signature": "verifier: 'affine.load' op operand cannot be used as a dimension id"}
    assert K.match(e, RULES) == "expand_index_ops_breaks_affine_subscripts"
    # a reparse failure is the printer's or parser's, whichever pass made the IR
    r = {"class": "reparse-failure", "pass": "affine-raise-from-memref", "original": "",
         "signature": "reparse: expected ']' in affine map"}
    assert K.match(r, RULES) == "fold_memref_alias_ops_output_does_not_reparse"
    assert K.match(dict(r, **{"class": "invalid-output", "signature": "verifier: expected ']' in affine map"}),
                   RULES) is None
    # shapes in the message are normalized: a 3-wide vector is the 8-wide record
    g = {"class": "invalid-output", "pass": "affine-super-vectorize", "original": "",
         "signature": "verifier: 'affine.delinearize_index' op operand #N must be index, but got 'vector<3xindex>'"}
    assert K.match(g, RULES) == "super_vectorize_widens_index_ops"


def silent_finding(name, **kw):
    h = records.parse_headers(record_text(name))
    r = BY_NAME[name]
    f = {"class": r["class"], "pass": r["pass"], "signature": f"[{r['ub']}] affine.load" if r.get("ub") else "printed output",
         "pipeline": ["--mlir-disable-threading", "-verify-each"] + records.pass_argv(h["PASS"]),
         "minimal_pipeline": None, "original": record_text(name)}
    f.update(kw)
    return f


def test_a_silent_rule_needs_class_pass_options_ub_kind_and_fingerprint():
    name = "unroll_iter_args_yielding_an_iter_arg"
    r = BY_NAME[name]
    assert r["options"] == {"unroll-factor": "3"} and "yield-iter-arg" in r["features"]
    f = silent_finding(name)
    assert K.match(f, RULES) == name
    # unroll-factor at its default (4: the option not given) does not keep the bug's option
    assert K.match(dict(f, pipeline=["-affine-loop-unroll"]), RULES) is None
    # another non-default factor does (numbers must only differ from the default)
    assert K.match(dict(f, pipeline=["--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=5}))"]),
                   RULES) == name
    # without the fingerprint's construct (no iter_arg yielded as is)
    plain = record_text(name).replace("affine.yield %b, %t", "affine.yield %t, %t")
    assert "yield-iter-arg" not in K.fingerprint(plain)
    assert K.match(dict(f, original=plain), RULES) != name
    # another class, another pass
    assert K.match(dict(f, **{"class": "undefined-output"}), RULES) is None
    assert K.match(dict(f, **{"pass": "affine-loop-tile"}), RULES) is None


def test_an_undefined_output_rule_needs_its_ub_kind():
    name = "data_copy_copies_back_after_dealloc"
    f = silent_finding(name)
    assert K.match(f, RULES) == name
    assert K.match(dict(f, signature="[bounds] affine.load"), RULES) != name
    # the verdict model's compare object carries the kind too
    g = dict(f, signature="?", compare={"diagnostic": {"ub_kind": "lifetime"}})
    assert K.match(g, RULES) == name


def test_list_options_keep_their_rank():
    assert K.option_compatible("virtual-vector-size", "4", "8", None)
    assert not K.option_compatible("virtual-vector-size", "4", "4,4", None)
    assert not K.option_compatible("virtual-vector-size", "4", None, None)
    assert K.option_compatible("generate-dma", "true", "true", "false")
    assert not K.option_compatible("generate-dma", "true", None, "false")
    assert K.option_compatible("mode", "sibling", "sibling", "greedy")
    assert not K.option_compatible("mode", "sibling", "producer", "greedy")


def test_the_culprit_options_come_from_the_shortest_failing_prefix():
    f = {"pass": "affine-loop-unroll",
         "pipeline": ["--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=2},"
                      "affine-loop-tile{tile-sizes=1,6 separate=true},affine-loop-unroll{unroll-factor=8}))"],
         "minimal_pipeline": ["--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=2}))"]}
    assert K.culprit_options(f) == {"unroll-factor": "2"}
    assert K.pipeline_passes(f["pipeline"])[1] == ("affine-loop-tile", {"tile-sizes": "1,6", "separate": "true"})


def test_no_record_program_satisfies_a_rule_of_another_bug_except_a_nested_fingerprint():
    """Cross-matches on the records' own programs, from their MATCH rules and
    fingerprints alone: only tile_ignores_failed_dependence_analysis's
    program also has every feature of tile_misses_constant_negative_distance
    (it is that program plus a semi-affine subscript), and the more specific
    rule wins."""
    overlaps = {}
    for r in RULES:
        if r["kind"] != "silent":
            continue
        f = silent_finding(r["name"])
        hits = [c["label"] for c in K.candidates(f, RULES)]
        assert hits[0] == r["label"], (r["name"], hits)
        others = sorted(set(hits) - {r["label"]})
        if others:
            overlaps[r["name"]] = others
    assert overlaps == {"tile_ignores_failed_dependence_analysis": ["tile_misses_constant_negative_distance"]}


# -- with MLIR: the campaign's own runs ---------------------------------------------

def campaign_findings(tmp_path, programs, *extra):
    out = str(tmp_path / "camp")
    r = subprocess.run([sys.executable, CAMPAIGN, "--programs", *programs, "--out", out, "--jobs", "1",
                        "--oracle-every", "0", "--force", *extra], capture_output=True, text=True, timeout=600)
    assert r.returncode in (0, 1), r.stderr[-3000:]
    docs = []
    for dirpath, dirs, files in os.walk(os.path.join(out, "findings")):
        if "finding.json" in files:
            docs.append(json.load(open(os.path.join(dirpath, "finding.json"))))
    return out, docs


CRASHES = ["fusion_slice_ivs_include_index_op_result", "unroll_up_to_factor_zero_trip_divides_by_zero",
           "super_vectorize_inner_bound_on_outer_iv_dangling"]


def test_the_campaign_labels_crash_records_with_their_own_name(tmp_path):
    need_mlir_opt()
    progs = [os.path.join(BUGS, n + ".mlir") for n in CRASHES]
    out, docs = campaign_findings(tmp_path, progs, "--header-config")
    got = {os.path.basename(d["program"])[:-5]: d["known"] for d in docs if d["class"] == "crash"}
    assert got == {n: n for n in CRASHES}
    state = json.load(open(os.path.join(out, "state.json")))
    assert state["buckets"]["known"] == len(CRASHES) and state["buckets"]["new"] == len(state["findings"]) - len(CRASHES)
    assert sorted(state["buckets"]["records"]) == sorted(CRASHES)
    report = open(os.path.join(out, "report.md")).read()
    assert "known: unroll_up_to_factor_zero_trip_divides_by_zero" in report
    # one crash record's dump is not another's: each labelled only with its own
    for d in docs:
        assert "first_seen_seed" in d and "first_seen_seconds" not in d   # --count-like run: no clock


def test_a_new_finding_is_labelled_null_and_listed_first(tmp_path):
    need_mlir_opt()
    rec = os.path.join(BUGS, "unroll_iter_args_yielding_an_iter_arg.mlir")
    prog = tmp_path / "p.mlir"
    # the same wrong output with the rule's fingerprint broken: new to the records
    prog.write_text(open(rec).read())
    empty = tmp_path / "records"
    empty.mkdir()
    env = dict(os.environ, KNOWN_BUGS_DIR=str(empty))
    out = str(tmp_path / "camp")
    r = subprocess.run([sys.executable, CAMPAIGN, "--programs", str(prog), "--header-config", "--out", out,
                        "--jobs", "1", "--oracle-every", "0"], capture_output=True, text=True, timeout=300, env=env)
    assert r.returncode == 0, r.stderr
    state = json.load(open(os.path.join(out, "state.json")))
    assert state["buckets"]["new"] >= 1 and state["buckets"]["known"] == 0
    report = open(os.path.join(out, "report.md")).read()
    assert "**1 new**" in report and "- new: wrong-output in affine-loop-unroll" in report


def test_each_record_run_by_its_pass_is_labelled_with_itself():
    """fuzz/known-bugs --check on a sample (the full run is the measurement
    in SPEC_NOTES.md): a crash, an invalid output, a reparse failure and
    silent records, each with its FOUND-BY configurations."""
    need_mlir_opt()
    names = ["fusion_sibling_erases_loop_with_used_result", "parallelize_index_reduction_invalid",
             "ssa_id_as_dim_and_symbol_does_not_reparse", "data_copy_ignores_aliasing_view",
             "unroll_cleanup_shared_iter_arg_init"]
    r = subprocess.run([sys.executable, os.path.join(FUZZ, "known-bugs"), "--check", *names],
                       capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "self runs labelled with their own record: 5/5" in r.stdout
    assert "mislabelled 0" in r.stdout and "LABELLED" not in r.stdout


def reduced_dir(tmp_path, name):
    """A reduced finding (what fuzz/reduce leaves) whose program is a record's."""
    d = tmp_path / "finding"
    d.mkdir()
    text = record_text(name)
    shutil.copy(os.path.join(BUGS, name + ".mlir"), d / "reduced.mlir")
    (d / "reduced.expected").write_text(open(os.path.join(BUGS, name + ".expected")).read())
    h = records.parse_headers(text)
    stats = {"finding": str(d), "class": h["MLIR-BUG"], "signature": "?", "finding_json": {"seed": 7, "config": "x"},
             "pipeline": records.pass_argv(h["PASS"]), "reduced_pipeline": records.pass_argv(h["PASS"]),
             "how": "test", "lines_before": 9, "lines_after": 9, "bisect": None}
    (d / "reduce.json").write_text(json.dumps(stats))
    return str(d)


def test_reduce_record_refuses_a_known_bug_and_names_it(tmp_path):
    need_mlir_opt()
    d = reduced_dir(tmp_path, "parallelize_index_reduction_invalid")
    dest = tmp_path / "out"
    dest.mkdir()
    for f in os.listdir(BUGS):
        shutil.copy(os.path.join(BUGS, f), dest / f)
    r = subprocess.run([REDUCE, d, "--record", "again", "--records-dir", str(dest)],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode != 0
    assert "known bug parallelize_minmax_xor_reduction_rejected_by_verifier" in r.stderr
    assert not (dest / "again.mlir").exists()
    forced = subprocess.run([REDUCE, d, "--record", "again", "--records-dir", str(dest), "--force"],
                            capture_output=True, text=True, timeout=300)
    assert forced.returncode == 0, forced.stderr
    h = records.parse_headers(open(dest / "again.mlir").read())
    rule = json.loads(h["MATCH"])
    assert rule["kind"] == "message" and rule["op"] == "affine.parallel"


# -- fuzz/bugbench ---------------------------------------------------------------

def test_bugbench_table_from_canned_trials():
    bb = load_script("bugbench")
    labels = {"a": {"class": "crash", "pass": "p", "limitation": False},
              "b": {"class": "wrong-output", "pass": "q", "limitation": True},
              "c": {"class": "crash", "pass": "p", "limitation": False}}
    trials = [{"hits": {"a": {"seconds": 10.0, "programs": 5, "buckets": 1}}, "info": {}},
              {"hits": {"a": {"seconds": 30.0, "programs": 9, "buckets": 2},
                        "b": {"seconds": 50.0, "programs": 40, "buckets": 1}}, "info": {}},
              {"hits": {}, "info": {}}]
    rows = {r["record"]: r for r in bb.table(labels, trials, 60.0, None)}
    assert rows["a"]["trials_hit"] == 2 and rows["a"]["share"] == round(2 / 3, 3)
    assert rows["a"]["median_seconds"] == 30.0          # 10, 30, censored: the middle one
    assert rows["a"]["median_seconds_hit"] == 20.0
    assert rows["b"]["median_seconds"] is None          # 1 of 3: fewer than half hit
    assert rows["b"]["median_programs_hit"] == 40 and rows["c"]["trials_hit"] == 0
    assert [r["record"] for r in bb.table(labels, trials, 60.0, None)] == ["a", "b", "c"]


def test_bugbench_runs_trials_on_distinct_seeds_and_writes_the_survival_table(tmp_path):
    need_mlir_opt()
    out = tmp_path / "bb"
    args = ["--trials", "2", "--count", "16", "--seed-base", "100050", "--seed-stride", "1000",
            "--configs", "affine-loop-unroll", "--configs-per-program", "4"]
    r = subprocess.run([sys.executable, BUGBENCH, *args, "--out", str(out)], capture_output=True, text=True,
                       timeout=900)
    assert r.returncode == 0, r.stderr[-3000:]
    doc = json.load(open(out / "bugbench.json"))
    assert [t["seed"] for t in doc["trial_info"]] == [100050, 101050]
    assert all(t["programs"] == 16 for t in doc["trial_info"])
    labels = {r["label"] for r in RULES}
    assert {row["record"] for row in doc["records"]} == labels
    md = open(out / "bugbench.md").read()
    assert "| record | class | pass | trials hit | share | median time to first hit |" in md
    rows = [l for l in md.split("\n") if l.startswith("| ") and "/2 |" in l]
    assert len(rows) == len(labels)
    for row in doc["records"]:
        assert 0 <= row["trials_hit"] <= 2 and row["median_seconds"] is None   # --count: no clock
    # the same seeds again: the same table (reproducible)
    again = tmp_path / "bb2"
    subprocess.run([sys.executable, BUGBENCH, *args, "--out", str(again)], capture_output=True, text=True,
                   timeout=900, check=True)
    assert json.load(open(again / "bugbench.json"))["records"] == doc["records"]
    page = open(out / "bugbench.html").read()
    assert page.count("<tr class=") == len(labels)
    assert "records-over-programs" in page or "nothing to draw" in page


def test_bugbench_reuses_a_longer_campaign_as_a_shorter_trial(tmp_path):
    """--reuse --minutes M: a finding first seen after M minutes is no hit,
    and the trial's figures are those of its last tick within M."""
    bb = load_script("bugbench")
    t = tmp_path / "bb" / "trial-0"
    t.mkdir(parents=True)
    state = {"totals": {"programs": 900, "runs": 5000}, "wall_seconds": 3600.0,
             "buckets": {"distinct": 3, "new": 1, "known": 2},
             "findings": {"k1": {"known": "early", "first_seen_seconds": 100.0, "first_seen_seed": 7},
                          "k2": {"known": "late", "first_seen_seconds": 2000.0, "first_seen_seed": 500},
                          "k3": {"known": None, "first_seen_seconds": 50.0, "first_seen_seed": 3}}}
    (t / "state.json").write_text(json.dumps(state))
    ticks = [{"t": 900.0, "programs": 200, "runs": 1100, "distinct": 2, "new": 1, "known": 1},
             {"t": 1790.0, "programs": 410, "runs": 2300, "distinct": 2, "new": 1, "known": 1},
             {"t": 3600.0, "programs": 900, "runs": 5000, "distinct": 3, "new": 1, "known": 2}]
    (t / "timeseries.jsonl").write_text("".join(json.dumps(x) + "\n" for x in ticks))
    hits, info = bb.trial_hits(str(t), 1, 1800.0)
    assert set(hits) == {"early"} and hits["early"]["programs"] == 7
    assert (info["programs"], info["runs"], info["wall_seconds"], info["known"]) == (410, 2300, 1790.0, 1)
    hits, info = bb.trial_hits(str(t), 1, None)
    assert set(hits) == {"early", "late"} and info["programs"] == 900
    doc = {"trials": 1, "minutes": 30.0, "count": None, "jobs": 1, "seed_base": 1, "seed_stride": 10,
           "configs": "all", "trial_info": [info], "trial_hits": [hits],
           "records": bb.table({"early": {"class": "crash", "pass": "p", "limitation": False},
                                "late": {"class": "crash", "pass": "p", "limitation": False}},
                               [{"hits": hits, "info": info}], 1800.0, None)}
    page = bb.bugbench_html.render(doc)
    assert 'id="records-over-time"' in page and page.count('<tr class="hit">') == 2
    assert "<h2>Never hit (0)</h2>" in page
