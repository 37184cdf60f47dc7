"""fuzz/verdict_lib, the one verdict model (issue 28): the class table, the
parse of `affine-interp --compare --json` and the classes it gives
(print-order and float-rounding apart from wrong-output, fastmath
reassociation), the crash state of real and canned mlir-opt-22 stack
dumps, and the fuzz/verdict command on a record of each class."""
import ast
import glob
import json
import os
import re
import subprocess
import sys

import pytest

from conftest import BINARY, ROOT, need_mlir_opt

FUZZ = os.path.join(ROOT, "fuzz")
sys.path.insert(0, FUZZ)
from verdict_lib import classes, compare, crash_state  # noqa: E402
from verdict_lib.compare import CompareVerdict, compare_class, parse_compare_json  # noqa: E402
from verdict_lib.judge import classify_run, pass_label  # noqa: E402
from verdict_lib.signature import bucket, signature  # noqa: E402

VERDICT = os.path.join(FUZZ, "verdict")
BUGS = os.path.join(ROOT, "conformance", "mlir-bugs")
DUMPS = os.path.join(ROOT, "tests", "data", "crash_dumps")
LIBMLIR = "/usr/lib/llvm-22/lib/libMLIR.so.22.1"


def need_interp():
    if not os.path.exists(BINARY):
        pytest.skip("build/affine-interp missing")


def header(path, key):
    m = re.search(rf"^// {key}: (.+)$", open(path).read(), re.M)
    return m.group(1).strip() if m else None


def records(cls):
    return sorted(p for p in glob.glob(os.path.join(BUGS, "*.mlir")) if header(p, "MLIR-BUG") == cls)


# -- the table ------------------------------------------------------------------------------------------

def test_the_class_table_is_ordered_as_the_plan_says():
    assert classes.FINDING_CLASSES == [
        "interp-failure", "crash", "wrong-output", "print-order", "float-rounding", "undefined-output",
        "invalid-output", "reparse-failure", "interp-rejects-output", "after-limit", "opt-timeout",
        "dependence-unsound", "oracle-disagreement", "plant-missed"]
    assert classes.ALL_CLASSES == classes.FINDING_CLASSES + [
        "agree", "pass-error", "skipped", "original-ub", "original-rejected", "original-limit",
        "original-opt-rejected"]
    assert len(set(classes.ALL_CLASSES)) == len(classes.ALL_CLASSES)
    assert all(c.description for c in classes.CLASSES)
    # the campaign's adapter re-exports the very lists
    import campaign_lib.classify as C  # noqa: E402
    assert C.ALL_CLASSES is classes.ALL_CLASSES and C.FINDING_CLASSES is classes.FINDING_CLASSES


def _class_literals(path):
    """String constants a module gives as a class: cls="...", returned
    literals and dict values of the classifying functions, Verdict("...")."""
    tree = ast.parse(open(path).read())
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg == "cls" and isinstance(node.value, ast.Constant):
            out.add(node.value.value)
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) in (
                "Judgement", "Verdict") and node.args and isinstance(node.args[0], ast.Constant):
            out.add(node.args[0].value)
        if isinstance(node, ast.Return) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            out.add(node.value.value)
    return out


def test_every_class_produced_somewhere_is_in_the_table():
    produced = set()
    for rel in ("fuzz/campaign_lib/block.py", "fuzz/verdict_lib/judge.py", "fuzz/verdict_lib/compare.py"):
        produced |= _class_literals(os.path.join(ROOT, rel))
    produced |= set(compare.OUTPUT_VERDICT_CLASS.values()) | set(compare.ORIGINAL_VERDICT_CLASS.values())
    assert {"dependence-unsound", "oracle-disagreement", "plant-missed", "interp-failure"} <= produced
    # only class names (not other returned strings) are checked: those of the form the table uses
    names = {p for p in produced if re.fullmatch(r"[a-z]+(?:-[a-z]+)+|crash|agree|skipped", p)}
    assert names - set(classes.ALL_CLASSES) == set()
    # the reducer's own names on top of the table are the non-findings it documents
    reduce_own = {p for p in _class_literals(os.path.join(ROOT, "fuzz/reduce_lib/verdict.py"))
                  if re.fullmatch(r"[a-z]+(?:-[a-z]+)*", p)} - set(classes.ALL_CLASSES)
    assert reduce_own <= {"ok", "original-timeout", "original-invalid", "original-interp-failure"}
    assert "ok" not in classes.ALL_CLASSES


def test_fail_on_accepts_every_class_of_the_table(tmp_path):
    need_mlir_opt()
    need_interp()
    prog = tmp_path / "p.mlir"
    prog.write_text("func.func @main() {\n  return\n}\n")
    r = subprocess.run([os.path.join(FUZZ, "campaign"), "--programs", str(prog), "--pipeline=-canonicalize",
                        "--fail-on", "dependence-unsound,print-order,float-rounding", "--oracle-every", "0",
                        "--jobs", "1", "--out", str(tmp_path / "out")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-2000:]
    r = subprocess.run([os.path.join(FUZZ, "campaign"), "--programs", str(prog), "--fail-on", "no-such-class",
                        "--out", str(tmp_path / "out2")], capture_output=True, text=True)
    assert r.returncode == 2 and "dependence-unsound" in r.stderr


# -- compare --json ----------------------------------------------------------------------------------

LINES = "\n".join([
    '{"chunk": 1, "verdict": "same", "exit": 0, "side": null, "diagnostic": null, "difference": null, "detail": ""}',
    '{"chunk": 2, "verdict": "different", "exit": 5, "side": null, "diagnostic": null, "difference": {"what": '
    '"printed", "where": "printed output line 1", "before": "1.5", "after": "2.5", "count": 2, "permutation": true, '
    '"rounding": false, "max_rel_error": 0.4}, "detail": "printed output line 1: BEFORE \\"1.5\\" AFTER \\"2.5\\""}',
    'garbage that is not json',
    '{"chunk": 3, "verdict": "different", "exit": 5, "side": null, "diagnostic": null, "difference": {"what": '
    '"printed", "where": "printed output line 1", "before": "32.3339", "after": "32.333897", "count": 1, '
    '"permutation": false, "rounding": true, "max_rel_error": 3.1e-06}, "detail": "x"}',
    '{"chunk": 4, "verdict": "after-ub", "exit": 5, "side": "after", "diagnostic": {"file": "b.mlir", "line": 7, '
    '"col": 5, "message": "undefined behaviour [bounds]: out-of-bounds access", "ub_kind": "bounds", "op": '
    '"affine.load"}, "difference": null, "detail": "b.mlir:7:5: error: ..."}',
    '{"chunk": 5, "verdict": "different", "exit": 5, "side": null, "diagnostic": null, "difference": {"what": '
    '"result", "where": "result 0 element [2, 1]", "before": "3", "after": "4", "count": 1, "permutation": false, '
    '"rounding": false, "max_rel_error": null}, "detail": "y"}',
    '{"chunk": 6, "verdict": "before-ub", "exit": 3, "side": "before", "diagnostic": {"file": "a.mlir", "line": 2, '
    '"col": 3, "message": "m", "ub_kind": "uninit", "op": "vector.print"}, "difference": null, "detail": "z"}',
    '{"chunk": 7, "verdict": "after-rejected", "exit": 2, "side": "after", "diagnostic": {"file": "b.mlir", '
    '"line": 3, "col": 9, "message": "unknown op \'foo.bar\' at %x1 and 42", "ub_kind": null, "op": null}, '
    '"difference": null, "detail": "w"}',
    '{"chunk": 8, "verdict": "after-limit", "exit": 4, "side": "after", "diagnostic": null, "difference": null, '
    '"detail": "v"}',
])


def test_compare_json_lines_parse_into_verdicts():
    vs = parse_compare_json(LINES)
    assert [v.chunk for v in vs] == [1, 2, 3, 4, 5, 6, 7, 8]
    assert [v.verdict for v in vs] == ["same", "different", "different", "after-ub", "different", "before-ub",
                                       "after-rejected", "after-limit"]
    assert vs[1].permutation and not vs[1].rounding and vs[1].what == "printed"
    assert vs[2].rounding and not vs[2].permutation
    assert (vs[3].ub_kind, vs[3].op, vs[3].side, vs[3].exit) == ("bounds", "affine.load", "after", 5)
    assert vs[4].what == "result"
    assert vs[1].to_json()["difference"]["count"] == 2
    assert json.loads(json.dumps(vs[3].to_json())) == json.loads(LINES.split("\n")[4])


def test_the_class_of_each_comparison():
    vs = parse_compare_json(LINES)
    got = [compare_class(v) for v in vs]
    assert got == ["agree", "print-order", "float-rounding", "undefined-output", "wrong-output", "interp-failure",
                   "interp-rejects-output", "after-limit"]
    # the original's own check: a before-* verdict is original-*
    assert compare_class(vs[5], is_original=True) == "original-ub"
    assert compare_class(CompareVerdict.harness_failure("timed out after 3 s")) == "interp-failure"
    assert compare_class(None) == "interp-failure"


@pytest.mark.parametrize("flags,cls", [
    ("", "float-rounding"),
    (" fastmath<reassoc>", "agree"),
    (" fastmath<reassoc,contract>", "agree"),
    (" fastmath<fast>", "agree"),
    (" fastmath<contract>", "float-rounding"),
    (" fastmath<nnan,ninf>", "float-rounding"),
])
def test_float_rounding_is_agree_when_the_original_permits_reassociation(flags, cls):
    original = f"func.func @main() {{\n  %s = arith.addf %a, %b{flags} : f32\n  return\n}}\n"
    rounding = parse_compare_json(LINES)[2]
    assert compare_class(rounding, original) == cls
    # a permutation or a real difference stays what it is
    assert compare_class(parse_compare_json(LINES)[1], original) == "print-order"
    assert compare_class(parse_compare_json(LINES)[4], original) == "wrong-output"


def test_output_signatures_come_from_the_structured_verdict():
    vs = parse_compare_json(LINES)
    assert signature("undefined-output", compare=vs[3]) == "[bounds] affine.load"
    assert signature("wrong-output", compare=vs[4]) == "result"
    assert signature("wrong-output", compare=vs[1], original="%a = arith.addf",
                               output="%a = vector.transfer_read\n// vector.fake in a comment") == \
        "printed | new ops: vector.transfer_read"
    assert signature("print-order", compare=vs[1]) == "print-order"
    assert signature("float-rounding", compare=vs[2]) == "float-rounding"
    assert signature("interp-rejects-output", compare=vs[6]) == "unknown op 'foo.bar' at %v and N"
    assert signature("after-limit", compare=vs[7]) == "after-limit"
    assert bucket({"class": "print-order", "pass": "affine-loop-tile", "signature": "print-order"}) == \
        "print-order/affine-loop-tile/print-order"


def test_classify_run_walks_the_steps_in_order():
    class S:
        def __init__(self, status):
            self.status = status
    same, diff = CompareVerdict("same"), parse_compare_json(LINES)[4]
    assert classify_run(S("timeout")) == "opt-timeout"
    assert classify_run(S("crash")) == "crash"
    assert classify_run(S("error"), S("ok")) == "invalid-output"
    assert classify_run(S("error"), S("error")) == "pass-error"
    assert classify_run(S("error"), None, is_reprint=True) == "original-opt-rejected"
    assert classify_run(S("ok"), None, S("error")) == "reparse-failure"
    assert classify_run(S("ok"), None, S("crash")) == "crash"
    assert classify_run(S("ok"), None, S("ok"), same) == "agree"
    assert classify_run(S("ok"), None, S("ok"), diff) == "wrong-output"
    assert classify_run(S("skipped")) == "skipped"


def test_pass_label_is_the_last_pass_of_a_pipeline():
    assert pass_label(["--mlir-disable-threading", "-verify-each",
                       "--pass-pipeline=builtin.module(func.func(affine-loop-tile{tile-size=2},"
                       "affine-loop-unroll{unroll-factor=3 unroll-up-to-factor=true}))"]) == "affine-loop-unroll"
    assert pass_label(["-affine-super-vectorize=virtual-vector-size=8"]) == "affine-super-vectorize"
    assert pass_label([]) == "(reprint)"


# -- crash state -----------------------------------------------------------------------------------

def test_frame_names_lose_return_types_templates_arguments_and_offsets():
    n = crash_state.clean_name
    assert n("void mlir::detail::walk<mlir::ForwardIterator>(mlir::Operation*, llvm::function_ref<void "
             "(mlir::Operation*)>, mlir::WalkOrder)") == "mlir::detail::walk"
    assert n("mlir::WalkResult mlir::detail::walk<mlir::ForwardIterator>(mlir::Operation*) + 639") == "mlir::detail::walk"
    assert n("mlir::affine::ComputationSliceState::isMaximal() const") == "mlir::affine::ComputationSliceState::isMaximal"
    assert n("(anonymous namespace)::LoopUnroll::runOnOperation()") == "anon::LoopUnroll::runOnOperation"
    assert n("mlir::Foo::operator()(int) const") == "mlir::Foo::operator()"
    assert n("llvm::raw_ostream::operator<<(char const*)") == "llvm::raw_ostream::operator<<"
    assert n("std::vector<int, std::allocator<int>>::operator bool() const") == "std::vector::operator bool"


def test_assert_and_fatal_forms_come_first():
    frames = open(os.path.join(DUMPS, "unroll_up_to_factor_zero_trip_divides_by_zero.symbolized.txt")).read()
    assert crash_state.crash_signature(
        "mlir-opt-22: Foo.cpp:12: void f(): Assertion `idx < size() && \"out of range 42\"' failed.\n" + frames) == \
        "assert: idx < size() && \"out of range N\""
    assert crash_state.crash_signature("LLVM ERROR: out of memory at 0x1234\n" + frames) == "fatal: out of memory at 0x?"
    assert crash_state.crash_signature("mlir-opt-22 died of signal 9 (SIGKILL)\n") == \
        "crash without frames: signal 9 (SIGKILL)"


def test_crash_state_skips_handlers_libc_and_llvm_frames():
    # a crash inside LLVM's APInt (libLLVM) under libc's memcpy: the state starts at MLIR's first frame
    dump = open(os.path.join(DUMPS, "fusion_slice_maximal_check_ignores_symbols.symbolized.txt")).read()
    assert crash_state.crash_state(dump) == [
        "mlir::presburger::SimplexBase::addRow", "mlir::presburger::Simplex::addInequality",
        "mlir::presburger::SimplexBase::intersectIntegerRelation"]
    plain = open(os.path.join(DUMPS, "fusion_slice_maximal_check_ignores_symbols.plain.txt")).read()
    assert crash_state.crash_state(plain) == crash_state.crash_state(dump)


def test_one_function_is_one_state_whatever_the_crash_offset():
    """issue 28: one crash in two buckets, libMLIR+0x2d58b31 and +0x2d58b34."""
    if not os.path.exists(LIBMLIR):
        pytest.skip("libMLIR.so.22.1 is not installed")
    dump = open(os.path.join(DUMPS, "super_vectorize_inner_bound_on_outer_iv_dangling.symbolized.txt")).read()
    assert "libMLIR.so.22.1+0x2d58b31)" in dump
    other = dump.replace("libMLIR.so.22.1+0x2d58b31)", "libMLIR.so.22.1+0x2d58b34)")
    a, b = crash_state.crash_state(dump), crash_state.crash_state(other)
    assert a == b
    # the crash is in a helper of the verifier: the state starts at the verifier (anchored())
    assert a[0] == "mlir::affine::AffineForOp::verifyInvariantsImpl"
    # the helper's frame is named by its function's start, at or below both offsets
    top = [[n for n in ns if not crash_state.SKIP_NAME.search(n)][0]
           for ns in ([crash_state.frame_name(f) for f in crash_state.parse_frames(d) if crash_state.is_mlir_frame(f)]
                      for d in (dump, other))]
    assert top[0] == top[1] and top[0].startswith("fn@libMLIR.so.22.1+0x")
    start = int(top[0].rsplit("+", 1)[1], 16)
    assert start <= 0x2d58b30 and "2d58b31" not in " ".join(a)
    # the plain form with the campaign's library offsets (opt.with_offsets) gives the same state
    plain = open(os.path.join(DUMPS, "super_vectorize_inner_bound_on_outer_iv_dangling.plain.txt")).read()
    plain = re.sub(r"^(4\s+libMLIR.so.22.1\s+0x[0-9a-f]+)$", r"\1 libMLIR+0x2d58b34", plain, flags=re.M)
    assert crash_state.crash_state(plain)[:1] == a[:1]


def test_a_crash_only_detected_starts_at_its_detector():
    """A verifier's or the printer's helper on top of the stack does not
    split a bucket (issue 28: PrintOp::verifyInvariantsImpl with and without
    a helper frame; printTypeImpl and printDialectType under
    printFunctionalType)."""
    a = crash_state.anchored(["fn@libMLIR.so.22.1+0x28af950", "mlir::vector::PrintOp::verifyInvariantsImpl", "fn@x", "fn@y"])
    b = crash_state.anchored(["mlir::vector::PrintOp::verifyInvariantsImpl", "fn@x", "fn@y"])
    assert a[:3] == b[:3] == ["mlir::vector::PrintOp::verifyInvariantsImpl", "fn@x", "fn@y"]
    p = crash_state.anchored(["mlir::AsmPrinter::Impl::printTypeImpl", "mlir::OpAsmPrinter::printFunctionalType", "fn@z"])
    q = crash_state.anchored(["mlir::AsmPrinter::Impl::printDialectType", "mlir::OpAsmPrinter::printFunctionalType", "fn@z"])
    assert p == q == ["mlir::OpAsmPrinter::printFunctionalType", "fn@z"]
    # a crash in a pass's own code keeps its top frames
    own = ["mlir::affine::loopUnrollByFactor", "fn@w", "mlir::affine::AffineForOp::verifyInvariantsImpl"]
    assert crash_state.anchored(own[:2]) == own[:2]
    assert crash_state.anchored(["fn@a", "fn@b", "fn@c", "fn@d", "x::verifyInvariantsImpl"])[0] == "fn@a"


def test_function_starts_come_from_the_eh_frame_table():
    if not os.path.exists(LIBMLIR):
        pytest.skip("libMLIR.so.22.1 is not installed")
    starts = crash_state.function_starts(LIBMLIR)
    assert len(starts) > 10000 and starts == sorted(starts)
    # an exported function's address (from its symbolized frame) lies after its own start
    assert crash_state.function_start(LIBMLIR, 0x2d5de8e) <= 0x2d5de8e
    assert crash_state.function_starts("/nonexistent/libMLIR.so") == []
    assert crash_state.function_start("/nonexistent/libMLIR.so", 0x10) is None


def _crash_of(path, symbolize):
    """mlir-opt-22's crash report on a record: plain as the campaign and
    fuzz/verdict ask for it (with the library offsets they add), or
    symbolized by llvm-symbolizer-22."""
    from verdict_lib.mlir_opt import lib_bases, no_aslr, opt_env, with_offsets
    env = {k: v for k, v in os.environ.items() if k not in ("LLVM_DISABLE_SYMBOLIZATION", "LLVM_SYMBOLIZER_PATH")}
    if symbolize:
        env["LLVM_SYMBOLIZER_PATH"] = "/usr/lib/llvm-22/bin/llvm-symbolizer"
    env = opt_env(env)
    r = subprocess.run(["mlir-opt-22", "--mlir-disable-threading", path, header(path, "PASS")],
                       capture_output=True, text=True, env=env, timeout=120, preexec_fn=no_aslr)
    assert r.returncode != 0 and "Stack dump" in r.stderr, (path, r.stderr[-500:])
    assert ("Stack dump without symbol names" in r.stderr) != symbolize
    return with_offsets(r.stderr, lib_bases("mlir-opt-22"))


def test_each_crash_record_gives_one_bucket_across_runs_and_distinct_records_distinct_ones():
    need_mlir_opt()
    recs = records("crash")
    assert len(recs) >= 5
    sigs = {}
    for path in recs:
        a, b = crash_state.crash_signature(_crash_of(path, False)), crash_state.crash_signature(_crash_of(path, False))
        assert a == b, (path, a, b)
        assert a.startswith("frames: ") and "?" not in a.split(" < "), a
        assert not re.search(r"\+ \d+|\(|<[^ ]", a[len("frames: "):]), a     # no offsets, argument or template lists
        # llvm-symbolizer names nothing more on Debian's stripped libMLIR: the same state
        assert crash_state.crash_signature(_crash_of(path, True)) == a, path
        label = re.search(r"^// SAME-AS: (\S+)", open(path).read(), re.M)
        sigs.setdefault(label.group(1) if label else os.path.basename(path)[:-5], set()).add(a)
    # one bug, one bucket; a second reproducer (SAME-AS) run by another pass may share its record's
    flat = [a for v in sigs.values() for a in v]
    assert len(set(flat)) == len(flat), sigs


# -- fuzz/verdict --------------------------------------------------------------------------------------

def verdict(*args, env=None):
    return subprocess.run([VERDICT, *map(str, args)], capture_output=True, text=True, timeout=300,
                          env=dict(os.environ, **(env or {})))


@pytest.mark.parametrize("cls", ["crash", "wrong-output", "undefined-output", "invalid-output", "reparse-failure"])
def test_fuzz_verdict_on_a_record_of_each_class(cls):
    need_mlir_opt()
    need_interp()
    path = records(cls)[0]
    r = verdict(path, "--pipeline=" + header(path, "PASS"), "--json")
    assert r.returncode == 1, r.stderr[-2000:]
    doc = json.loads(r.stdout)
    assert doc["class"] == cls and doc["is_finding"]
    assert doc["bucket"] == f'{cls}/{doc["pass"]}/{doc["signature"]}'
    if cls == "crash":
        assert doc["crash_state"] and doc["signature"] == "frames: " + " < ".join(doc["crash_state"])
    if cls in ("wrong-output", "undefined-output"):
        assert doc["compare"]["verdict"] in ("different", "after-ub")
    plain = verdict(path, "--pipeline", header(path, "PASS"))
    assert plain.stdout.strip() == f'{cls}: {doc["signature"]}'


PRINTS = """func.func @main() {{
  %a = arith.constant {a} : f32
  %b = arith.constant {b} : f32
  %s = arith.addf %a, %b{flags} : f32
  vector.print %a : f32
  vector.print %b : f32
  return
}}
"""


def test_fuzz_verdict_on_given_outputs_print_order_rounding_agree(tmp_path):
    need_mlir_opt()
    need_interp()

    def prog(name, a, b, flags=""):
        p = tmp_path / name
        p.write_text(PRINTS.format(a=a, b=b, flags=flags))
        return p
    orig = prog("o.mlir", "32.3339", "1.5")
    cases = [(prog("swap.mlir", "1.5", "32.3339"), 1, "print-order: print-order"),
             (prog("round.mlir", "32.33396", "1.5"), 1, "float-rounding: float-rounding"),
             (prog("wrong.mlir", "32.5", "1.5"), 1, "wrong-output: printed"),
             (orig, 0, "agree: agree")]
    for out, rc, want in cases:
        r = verdict(orig, "--output", out)
        assert (r.returncode, r.stdout.strip()) == (rc, want), (out, r.stdout, r.stderr[-1000:])
    fast = prog("fast.mlir", "32.3339", "1.5", " fastmath<reassoc,contract>")
    r = verdict(fast, "--output", prog("fast-round.mlir", "32.33396", "1.5", " fastmath<reassoc,contract>"))
    assert (r.returncode, r.stdout.strip()) == (0, "agree: agree")


def test_fuzz_verdict_usage_errors_exit_2(tmp_path):
    r = verdict()
    assert r.returncode == 2 and "ORIGINAL.mlir" in r.stderr
    assert verdict(tmp_path / "missing.mlir").returncode == 2


def test_the_reducer_keys_a_finding_as_fuzz_verdict_does():
    need_mlir_opt()
    need_interp()
    from reduce_lib import verdict as V
    for cls in ("crash", "wrong-output", "invalid-output"):
        path = records(cls)[0]
        pipeline = [header(path, "PASS")]
        r = verdict(path, "--pipeline=" + pipeline[0], "--interp-flags", "--entry", "main", "--max-steps",
                    str(V.DEFAULT_MAX_STEPS))
        got = V.classify(path, pipeline)
        assert f"{got.cls}: {got.signature}" == r.stdout.strip()


# a sum whose reduction super-vectorize splits into 8 lanes (a reassociation)
SUM = """func.func @main(%m: memref<48xf32>) -> f32 {
  %init = arith.constant 1.0 : f32
  %r = affine.for %k = 0 to 48 iter_args(%acc = %init) -> f32 {
    %v = affine.load %m[%k] : memref<48xf32>
    %n = arith.addf %acc, %v{flags} : f32
    affine.yield %n : f32
  }
  return %r : f32
}
"""

# a 3x4 nest that prints r * 4 + c: tiling the inner loop by 2 reorders the prints
TILE = """func.func @main() {
  affine.for %r = 0 to 3 {
    affine.for %c = 0 to 4 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%r, %c)
      vector.print %v : index
    }
  }
  return
}
"""


@pytest.mark.parametrize("flags,want", [("", "float-rounding"), (" fastmath<reassoc>", "agree"),
                                        (" fastmath<fast>", "agree")])
def test_a_reassociated_sum_of_super_vectorize_is_float_rounding_unless_fastmath_permits(tmp_path, flags, want):
    """issue 28: vectorize-reductions sums 8 lanes apart (26.64764 -> 26.647646 on random:1)."""
    need_mlir_opt()
    need_interp()
    p = tmp_path / "sum.mlir"
    p.write_text(SUM.replace("{flags}", flags))
    r = verdict(p, "--pipeline=-affine-super-vectorize=virtual-vector-size=8 vectorize-reductions=true",
                "--interp-flags", "--entry", "main", "--args", "random:1", "--json")
    doc = json.loads(r.stdout)
    assert doc["class"] == want, r.stdout + r.stderr[-1000:]
    assert doc["compare"]["difference"]["rounding"] is True
    assert r.returncode == (1 if want == "float-rounding" else 0)


def test_loop_tile_reordering_prints_is_print_order(tmp_path):
    need_mlir_opt()
    need_interp()
    p = tmp_path / "tile.mlir"
    p.write_text(TILE)
    r = verdict(p, "--pipeline=-affine-loop-tile=tile-size=2", "--json")
    doc = json.loads(r.stdout)
    assert (r.returncode, doc["class"], doc["signature"], doc["pass"]) == \
        (1, "print-order", "print-order", "affine-loop-tile"), r.stdout
    assert doc["bucket"] == "print-order/affine-loop-tile/print-order"


def test_the_campaign_and_the_reducer_give_a_finding_one_key(tmp_path):
    """issue 28: the reducer logged "finding.json's signature 'printed output';
    reduce's own is 'wrong-output'"."""
    need_mlir_opt()
    need_interp()
    from reduce_lib import verdict as V
    progs = tmp_path / "progs"
    progs.mkdir()
    for cls in ("crash", "wrong-output", "undefined-output", "invalid-output", "reparse-failure"):
        path = records(cls)[0]
        (progs / os.path.basename(path)).write_text(open(path).read())
    out = tmp_path / "out"
    r = subprocess.run([os.path.join(FUZZ, "campaign"), "--programs", str(progs), "--header-config",
                        "--oracle-every", "0", "--jobs", "1", "--out", str(out)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-2000:]
    docs = [json.load(open(p)) for p in glob.glob(str(out / "findings" / "*" / "*" / "*" / "finding.json"))]
    assert sorted(d["class"] for d in docs) == sorted(
        ["crash", "wrong-output", "undefined-output", "invalid-output", "reparse-failure"])
    for d in docs:
        folder = os.path.join(str(out), "findings", *d["bucket"].split("/", 2)[:2])
        [orig] = glob.glob(os.path.join(folder, "*", "original.mlir"))
        v = V.classify(orig, d["pipeline"])
        assert v.key() == (d["class"], d["signature"]), (d["bucket"], v)


DEP_NEST = """func.func @main() {
  %m = memref.alloc() : memref<100xf32>
  %c7 = arith.constant 7.0 : f32
  affine.for %i = 0 to 100 {
    affine.store %c7, %m[%i] : memref<100xf32>
  }
  affine.for %a = 0 to 10 {
    affine.for %b = 0 to 10 {
      %v = affine.load %m[%b + 1] : memref<100xf32>
      affine.store %v, %m[%b] : memref<100xf32>
    }
  }
  memref.dealloc %m : memref<100xf32>
  return
}
"""


def test_fuzz_verdict_runs_depcheck_for_the_dependence_pass(tmp_path):
    """dependence-unsound comes from tools/depcheck: sound with mlir-opt-22,
    unsound with an mlir-opt whose remarks claim no dependence."""
    need_mlir_opt()
    need_interp()
    p = tmp_path / "dep.mlir"
    p.write_text(DEP_NEST)
    r = verdict(p, "--pipeline", "--mlir-disable-threading", "-verify-each", "-test-memref-dependence-check")
    assert (r.returncode, r.stdout.strip()) == (0, "agree: agree"), r.stderr[-1000:]
    liar = tmp_path / "liar-mlir-opt"
    liar.write_text("#!/bin/bash\nmlir-opt-22 \"$@\" 2> >(sed -e 's/\\(remark: dependence from .*\\) = .*$/\\1 = false/' >&2)\n")
    liar.chmod(0o755)
    r = verdict(p, "--pipeline=-test-memref-dependence-check", "--json", env={"MLIR_OPT": str(liar)})
    doc = json.loads(r.stdout)
    assert (r.returncode, doc["class"], doc["pass"]) == (1, "dependence-unsound", "test-memref-dependence-check"), \
        r.stdout + r.stderr[-1000:]


def test_frames_of_the_mlir_opt_executable_get_offsets_and_function_starts():
    """A heap-corruption crash seen in a campaign: malloc aborts under
    operator new, called from mlir-opt-22's own (unnamed) code."""
    need_mlir_opt()
    from verdict_lib.mlir_opt import lib_bases, with_offsets
    bases = lib_bases("mlir-opt-22")
    assert "mlir-opt-22" in bases and "libMLIR.so.22.1" in bases
    exe = bases["mlir-opt-22"]
    dump = ("Stack dump without symbol names (ensure you have llvm-symbolizer in your PATH):\n"
            "6  libc.so.6       0x00007ffff7a4a4f2 abort + 211\n"
            "9  libc.so.6       0x00007ffff7a9e35c malloc + 764\n"
            "10 libstdc++.so.6  0x00007ffff7cae0dc operator new(unsigned long) + 28\n"
            f"11 mlir-opt-22     0x{exe + 0x6419a9:016x}\n"
            f"12 mlir-opt-22     0x{exe + 0x6419b4:016x}\n")
    fixed = with_offsets(dump, bases)
    assert "mlir-opt-22+0x6419a9" in fixed and "mlir-opt-22+0x6419b4" in fixed
    state = crash_state.crash_state(fixed)
    assert len(state) == 2 and state[0] == state[1] and state[0].startswith("fn@mlir-opt-22+0x")
    assert crash_state.crash_state(dump) == ["?", "?"]      # without the offsets: unnamed, not an address
