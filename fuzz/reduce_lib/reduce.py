"""fuzz/reduce: shrinks a campaign finding while it keeps its verdict.

  fuzz/reduce FINDING_DIR [--out DIR] [--timeout S] [--no-bisect]
  fuzz/reduce FINDING_DIR --bisect            only find the culprit pass
  fuzz/reduce FINDING_DIR --record NAME       reduced finding -> record skeleton

FINDING_DIR holds original.mlir and finding.json ({"class", "config",
"pipeline": [mlir-opt-22 argv items after the input path], "seed", ...}), as
fuzz/campaign writes them.  The verdict (class, signature) is recomputed
from original.mlir and the pipeline (reduce_lib/verdict.py); that verdict is
what every candidate must keep (reduce_lib/interesting.py).

Steps:
 1. bisection, for pipelines of more than one pass (or --bisect): the
    verdicts of the prefixes of the pipeline; the culprit is the first pass
    whose prefix is no longer 'ok'.  The reduction then uses that pass
    alone if it reproduces the verdict on the original; else that pass
    alone on the output of the passes before it (the same program, as far
    as they are right); else the pipeline up to the culprit, with the
    passes before it required to stay clean.
 2. rounds (--rounds, at most 50, while time remains) of:
    cvise with whole functions as lines, then cvise with a pass group for
    MLIR text (raw lines on mlir-opt-22's printing, one op per line; region
    contents; integers), then
    mlir-reduce-22 --reduction-tree (op-level deletion: whole loops and
    functions) and its --opt-reduction-pass with canonicalize and cse, then
    the sweep: line deletion to a fixpoint (a def with all its uses, a
    region op with its region, one line; from the last line up).
    Each opens deletions for the other: cvise removes the uses that keep
    mlir-reduce from deleting an op, mlir-reduce the regions cvise cannot
    cut as lines.  (--stages chooses and orders the reducers.)  A round
    without gain runs --extra-stages (cvise-extra: brace groups, token
    deletion, peephole and integer passes); the rounds go on while those
    still gain, so the budget is spent where it still buys lines.
 3. the result is printed by mlir-opt-22 (if that keeps the verdict), swept
    once more, and checked once more, and for a wrong-output also with the
    compiled reference (mlir-runner-22) where the program lowers.

Candidates never leak memory when the finding does not (every alloc keeps
its dealloc: --allow-leaks lifts it); --compile-only (crash,
invalid-output, reparse-failure) only compiles them: reduce_lib/rules.py.

Writes into the finding dir (or --out): reduced.mlir, reduced.expected
(affine-interp's output on reduced.mlir), reduced.output.mlir (the pass
output) or reduced.stderr.txt (crash, invalid-output), reduce.log and
reduce.json (verdict, pipelines, bisection, lines and bytes before/after,
seconds per stage, checks run).

--timeout S is the wall-clock budget of the whole reduction (default 300);
a stage still running at the deadline is stopped and its best result so
far kept if it is still interesting."""
import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from . import records
from . import rules
from . import verdict as V
from .sweep import apply_unit, deletion_units, region_order, region_units
from .interesting import is_interesting
from .pipeline import split

HERE = os.path.dirname(os.path.abspath(__file__))
MLIR_REDUCE = "mlir-reduce-22"
CVISE = "cvise"

# cvise passes that make sense on MLIR text.  Not topformflat's levels
# (lines::0..N): MLIR has no `;`, so topformflat can break lines only at
# braces, joins whole runs of ops into one line, and leaves the file
# flattened for every later pass.  Raw lines on mlir-opt-22's printing are
# one op per line; balanced curly-inside empties a region (an affine.for
# with an empty body is still valid); ints shrinks constants and bounds.
# Whole loops are mlir-reduce-22's job (op-level deletion), whole functions
# also the stage below.
CVISE_PASS_GROUP = {
    "first": [{"pass": "blank"}, {"pass": "lines", "arg": "None"}],
    "main": [{"pass": "lines", "arg": "None"},
             {"pass": "balanced", "arg": "curly-inside"}, {"pass": "balanced", "arg": "parens-inside"},
             {"pass": "ints", "arg": "a"}, {"pass": "ints", "arg": "b"}, {"pass": "ints", "arg": "c"},
             {"pass": "lines", "arg": "None"}],
    "last": [{"pass": "blank"}],
}

# When a round of the stages above gains nothing, these passes are tried
# before giving up: the insides of brace groups (an attribute dictionary,
# an operand list, a shape, a type's parameters), single-token deletion,
# cvise's peephole pass and all integer shrinks.  They are
# slower for what they find, so they run only once the cheap ones are dry.
CVISE_EXTRA_GROUP = {
    "first": [],
    "main": [{"pass": "balanced", "arg": "curly-inside"}, {"pass": "balanced", "arg": "parens-inside"},
             {"pass": "balanced", "arg": "square-inside"}, {"pass": "balanced", "arg": "angles-inside"},
             {"pass": "clex", "arg": "rm-toks-1"}, {"pass": "peep", "arg": "a"},
             {"pass": "ints", "arg": "a"}, {"pass": "ints", "arg": "b"}, {"pass": "ints", "arg": "c"},
             {"pass": "ints", "arg": "d"}],
    "last": [{"pass": "blank"}],
}

# A first cvise stage deletes whole top-level ops: topformflat level 1 puts
# each function of mlir-opt-22's `module { ... }` printing on one line (the
# file is printed again before the next stage, which undoes the flattening).
CVISE_FUNCTIONS_GROUP = {"first": [], "main": [{"pass": "lines", "arg": "1"}], "last": []}


class Log:
    def __init__(self, path, echo=True):
        self.f = open(path, "w")
        self.t0 = time.time()
        self.echo = echo

    def __call__(self, msg):
        line = f"[{time.time() - self.t0:7.1f}s] {msg}"
        self.f.write(line + "\n")
        self.f.flush()
        if self.echo:
            print(line, file=sys.stderr)


def size(text):
    lines = text.splitlines()
    code = [l for l in lines if l.strip() and not l.strip().startswith("//")]
    return {"lines": len(lines), "code_lines": len(code), "bytes": len(text.encode())}


def run_group(cmd, timeout, cwd=None, log_path=None):
    """Runs cmd in its own process group; on timeout kills that group.
    Returns (exit code or None on timeout, seconds)."""
    t = time.time()
    out = open(log_path, "a") if log_path else subprocess.DEVNULL
    try:
        p = subprocess.Popen(cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT,
                             start_new_session=True)
        try:
            rc = p.wait(timeout=max(1.0, timeout))
        except subprocess.TimeoutExpired:
            try:
                os.killpg(p.pid, signal.SIGTERM)
                p.wait(timeout=10)
            except (subprocess.TimeoutExpired, ProcessLookupError):
                try:
                    os.killpg(p.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                p.wait()
            rc = None
    finally:
        if log_path:
            out.close()
    return rc, time.time() - t


class Reducer:
    def __init__(self, args, out_dir, log):
        self.args = args
        self.out = out_dir
        self.log = log
        self.work = tempfile.mkdtemp(prefix="reduce-", dir=args.work_dir)
        self.deadline = time.time() + args.timeout
        self.stages = []
        self.checks_log = os.path.join(self.work, "checks.log")
        self.rounds = 0
        self.swept = None           # the text the sweep last left at a fixpoint
        self.swept_coarse = None

    def remaining(self):
        return self.deadline - time.time()

    # -- the interestingness config and scripts --------------------------------

    def write_config(self, target, pipeline, clean_prefix, strict_uninit, no_leaks=False, compile_only=False):
        self.cfg = {"class": target.cls, "signature": target.signature, "pipeline": pipeline,
                    "clean_prefix": clean_prefix, "strict_uninit": strict_uninit, "entry": self.args.entry,
                    "timeout": self.args.check_timeout, "max_steps": self.args.max_steps,
                    "interp": V.INTERP, "log": self.checks_log, "no_leaks": no_leaks,
                    "compile_only": compile_only}
        self.cfg_path = os.path.join(self.work, "interesting.json")
        with open(self.cfg_path, "w") as f:
            json.dump(self.cfg, f, indent=1)
        py = os.path.join(HERE, "interesting.py")
        # A shell prefilter first: most candidates (cvise's above all) are
        # broken text or have UB, which affine-interp tells in milliseconds,
        # before paying for Python and mlir-opt-22.  The full test repeats it.
        pre = rules.prefilter(V.INTERP, self.args.entry, self.args.check_timeout, self.args.max_steps,
                              strict_uninit, no_leaks, compile_only)
        self.mr_script = os.path.join(self.work, "test-mlir-reduce.sh")
        with open(self.mr_script, "w") as f:
            f.write('#!/bin/sh\n# mlir-reduce-22: exit 1 = interesting\nfor f; do :; done\n'
                    f'{pre}exit 0\n'
                    f'exec /usr/bin/python3 -I -S "{py}" --config "{self.cfg_path}" --mode mlir-reduce "$@"\n')
        self.cv_script = os.path.join(self.work, "test-cvise.sh")
        with open(self.cv_script, "w") as f:
            f.write('#!/bin/sh\n# cvise: exit 0 = interesting\nf=candidate.mlir\n'
                    f'{pre}exit 1\n'
                    f'exec /usr/bin/python3 -I -S "{py}" --config "{self.cfg_path}" --mode cvise "$f"\n')
        for s in (self.mr_script, self.cv_script):
            os.chmod(s, 0o755)

    def interesting(self, path, mode="driver"):
        ok, v = is_interesting(path, self.cfg)
        with open(self.checks_log, "a") as f:
            f.write(f"{mode} {'yes' if ok else 'no '} {v.cls} {v.signature}"[:200] + "\n")
        return ok

    def checks(self):
        try:
            lines = open(self.checks_log).read().splitlines()
        except OSError:
            return 0, 0
        return len(lines), sum(1 for l in lines if " yes " in f" {l} ")

    # -- stages ----------------------------------------------------------------------

    def stage(self, name, cur, fn):
        """Runs one stage on the file `cur`; keeps its result if it is
        interesting and smaller.  Returns the current best file."""
        left = self.remaining()
        if left < 3:
            self.log(f"{name}: skipped (no time left)")
            return cur
        before = open(cur).read()
        n0, _ = self.checks()
        t = time.time()
        try:
            res = fn(cur, left)
        except Exception as e:      # a reducer failing is not fatal: keep what we have
            self.log(f"{name}: failed: {type(e).__name__}: {e}")
            res = None
        dt = time.time() - t
        n1, _ = self.checks()
        kept = False
        if res and os.path.exists(res):
            after = open(res).read()
            if len(after) < len(before) and after.strip():
                if self.interesting(res):
                    kept = True
                else:
                    self.log(f"{name}: its result is not interesting (stopped mid-write?); dropped")
        best = cur
        if kept:
            best = os.path.join(self.work, f"{len(self.stages):02d}-{name}.mlir")
            shutil.copy(res, best)
        s_before, s_after = size(before), size(open(best).read())
        self.stages.append({"stage": name, "seconds": round(dt, 2), "checks": n1 - n0,
                            "lines_before": s_before["lines"], "lines_after": s_after["lines"],
                            "bytes_before": s_before["bytes"], "bytes_after": s_after["bytes"],
                            "kept": kept})
        self.log(f"{name}: {dt:.1f}s, {n1 - n0} checks, {s_before['lines']} -> {s_after['lines']} lines"
                 f" ({s_before['bytes']} -> {s_after['bytes']} bytes){'' if kept else ', no gain'}")
        return best

    def mlir_reduce_tree(self, cur, left):
        out = os.path.join(self.work, "mr-tree.out.mlir")
        if os.path.exists(out):
            os.remove(out)
        cmd = [MLIR_REDUCE, cur,
               f"--reduction-tree=traversal-mode={self.args.traversal_mode} test={self.mr_script}",
               "-o", out]
        rc, _ = run_group(cmd, left, log_path=os.path.join(self.work, "mlir-reduce.out"))
        if rc is None:
            self.log("mlir-reduce --reduction-tree: stopped at the deadline")
        return out if rc == 0 else None

    def mlir_reduce_opt(self, cur, left):
        best = cur
        for opt_pass in ("canonicalize", "cse"):
            if self.remaining() < 3:
                break
            out = os.path.join(self.work, f"mr-opt-{opt_pass}.out.mlir")
            cmd = [MLIR_REDUCE, best, f"--opt-reduction-pass=opt-pass={opt_pass} test={self.mr_script}",
                   "-o", out]
            rc, _ = run_group(cmd, self.remaining(), log_path=os.path.join(self.work, "mlir-reduce.out"))
            if rc == 0 and os.path.exists(out) and len(open(out).read()) < len(open(best).read()):
                best = out
        return best if best != cur else None

    def cvise_functions(self, cur, left):
        return self.cvise(cur, left, CVISE_FUNCTIONS_GROUP, "cvise-functions")

    def cvise_extra(self, cur, left):
        return self.cvise(cur, left, CVISE_EXTRA_GROUP, "cvise-extra")

    def sweep(self, cur, left, coarse=False):
        """Line deletion to a fixpoint (reduce_lib/sweep.py): in turn, from
        the last line up, a def line with every line using its results
        (transitively, whole regions included), a region op with its
        region, one line, one op line with its result replaced by one of
        its operands, an argument no one uses; each edit kept when the
        candidate is still interesting.  Deterministic, and cheap on
        mlir-opt-22's printing (one op a line): it takes what the chunked
        deletions of cvise and mlir-reduce-22 leave.  coarse: only whole
        region ops, outermost first (functions, then loops): a first cut
        that costs a check per region."""
        if open(cur).read() == (self.swept_coarse if coarse else self.swept):
            return None                 # a fixpoint already: nothing to try again
        lines = open(cur).read().splitlines(keepends=True)
        cand = os.path.join(self.work, "sweep-candidate.mlir")
        tried = set()

        def attempt(units):
            """The lines after the first interesting edit, or None."""
            for unit in units:
                rest = apply_unit(lines, unit)
                if rest is None:
                    continue
                text = "".join(rest)
                if not text.strip() or text in tried:
                    continue
                tried.add(text)
                with open(cand, "w") as f:
                    f.write(text)
                if self.interesting(cand, "sweep"):
                    return rest
            return None

        changed = True
        while changed and self.remaining() > 3:
            changed = False
            if coarse:
                for i in region_order(lines):
                    if self.remaining() <= 3:
                        break
                    rest = attempt(region_units(lines, i))
                    if rest is not None:
                        lines, changed = rest, True
                        break
                continue
            i = len(lines) - 1
            while i >= 0 and self.remaining() > 3:
                rest = attempt(deletion_units(lines, i))
                if rest is None:
                    i -= 1
                    continue
                lines, changed = rest, True
                i = min(i, len(lines) - 1)
        out = os.path.join(self.work, "sweep.out.mlir")
        with open(out, "w") as f:
            f.write("".join(lines))
        if not changed:
            if coarse:
                self.swept_coarse = "".join(lines)
            else:
                self.swept = "".join(lines)
        return out

    def sweep_coarse(self, cur, left):
        return self.sweep(cur, left, coarse=True)

    def cvise(self, cur, left, group=None, name="cvise"):
        d = os.path.join(self.work, name)
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        cand = os.path.join(d, "candidate.mlir")
        shutil.copy(cur, cand)
        pg = os.path.join(self.work, f"{name}-passes.json")
        with open(pg, "w") as f:
            json.dump(group or CVISE_PASS_GROUP, f)
        cmd = [CVISE, "--n", str(self.args.jobs), "--timeout", str(int(self.args.check_timeout) + 5),
               "--tidy", "--not-c", "--pass-group-file", pg, self.cv_script, "candidate.mlir"]
        rc, _ = run_group(cmd, left, cwd=d, log_path=os.path.join(self.work, f"{name}.out"))
        if rc is None:
            self.log(f"{name}: stopped at the deadline; keeping its best candidate so far")
        return cand

    def normalize(self, cur, why):
        """`cur` in mlir-opt-22's printing, with affine maps inline
        (--mlir-print-local-scope), when that keeps the verdict: the start is
        then comparable by size with mlir-reduce-22's printed outputs, and
        cvise's topformflat (a C-minded flattener that takes `#map = ...`
        lines for preprocessor lines) can flatten by nesting level."""
        r = V.run([V.MLIR_OPT, "--mlir-print-local-scope", cur], 60)
        if r.rc != 0 or r.stdout == open(cur).read():
            return cur
        out = os.path.join(self.work, f"{len(self.stages):02d}-printed-{why}.mlir")
        with open(out, "w") as f:
            f.write(r.stdout)
        if self.interesting(out):
            self.log(f"print ({why}): {size(open(cur).read())['lines']} -> {size(r.stdout)['lines']} lines")
            return out
        self.log(f"print ({why}): mlir-opt-22's printing loses the verdict; not used")
        return cur

    def finish_pretty(self, cur):
        """mlir-opt-22's printing of the result (readable: one op per line,
        indented, no comments), kept when it keeps the verdict and is not
        much larger than the reducers' text (cvise leaves flattened lines)."""
        r = V.run([V.MLIR_OPT, "--mlir-print-local-scope", cur], 60)
        if r.rc != 0:
            return cur
        out = os.path.join(self.work, "printed.mlir")
        with open(out, "w") as f:
            f.write(r.stdout)
        old, new = size(open(cur).read()), size(r.stdout)
        if new["bytes"] <= 1.5 * old["bytes"] + 200 and self.interesting(out):
            self.log(f"print: mlir-opt-22's printing kept ({old['lines']} -> {new['lines']} lines)")
            return out
        self.log("print: mlir-opt-22's printing not kept")
        return cur


# -- bisection ---------------------------------------------------------------------

def bisect(path, pipeline, target, args, log, classify=None):
    """classify: the verdict function (verdict.classify, or
    rules.compile_verdict for --compile-only)."""
    p = split(pipeline)
    result = {"passes": [p.pass_label(i) for i in range(len(p))], "prefixes": [], "culprit": None}
    if classify is None:
        orig = V.check_original(path, args.entry, args.check_timeout, args.max_steps)
        classify = lambda *a, **kw: V.classify(*a, original=orig, **kw)  # noqa: E731
    for k in range(1, len(p) + 1):
        argv = p.prefix(k)
        v = classify(path, argv, args.entry, args.check_timeout, args.max_steps)
        result["prefixes"].append({"passes": k, "pipeline": argv, **v.to_json()})
        log(f"bisect: first {k} pass(es) [{p.pass_label(k - 1)}]: {v.cls} {v.signature}")
        if v.cls == "opt-timeout":
            continue
        if v.cls != "ok":
            result.update({"culprit": k - 1, "culprit_pass": p.pass_label(k - 1),
                           "culprit_verdict": v.to_json(),
                           "same_verdict_as_pipeline": v.key() == target.key()})
            break
    return result


def choose_setup(path, pipeline, target, bis, args, work, log, classify=V.classify):
    """How to reduce: {original, pipeline, clean_prefix, how}."""
    full = {"original": path, "pipeline": pipeline, "clean_prefix": None, "how": "the finding's pipeline"}
    if not bis or bis.get("culprit") is None:
        return full
    p = split(pipeline)
    k = bis["culprit"]
    kw = dict(entry=args.entry, timeout=args.check_timeout, max_steps=args.max_steps)
    single = p.single(k)
    if classify(path, single, **kw).key() == target.key():
        log(f"setup: the culprit pass {p.pass_label(k)} alone reproduces the verdict")
        return {"original": path, "pipeline": single, "clean_prefix": None,
                "how": "the culprit pass alone"}
    if k > 0:
        pre = classify(path, p.prefix(k), **kw)
        if pre.cls == "ok" and pre.after_text:
            pre_path = os.path.join(work, "before-culprit.mlir")
            with open(pre_path, "w") as f:
                f.write(pre.after_text)
            v = classify(pre_path, single, **kw)
            if v.key() == target.key():
                log("setup: the culprit pass alone on the output of the passes before it")
                return {"original": pre_path, "pipeline": single, "clean_prefix": None,
                        "how": "the culprit pass alone, on the output of the passes before it"}
    upto = p.prefix(k + 1)
    clean = p.prefix(k) if k > 0 else None
    if classify(path, upto, **kw).key() == target.key():
        log("setup: the pipeline up to the culprit, the passes before it kept clean")
        return {"original": path, "pipeline": upto, "clean_prefix": clean,
                "how": "the pipeline up to the culprit pass"}
    full["clean_prefix"] = clean
    return full


# -- the finding ---------------------------------------------------------------------

def load_finding(d, override=None):
    original = os.path.join(d, "original.mlir")
    if not os.path.exists(original):
        raise SystemExit(f"fuzz/reduce: {original} is missing")
    info = {}
    fj = os.path.join(d, "finding.json")
    if os.path.exists(fj):
        info = json.load(open(fj))
    pipeline = override or info.get("pipeline")
    if not pipeline:
        raise SystemExit("fuzz/reduce: no pipeline (finding.json 'pipeline' or --pipeline)")
    if isinstance(pipeline, str):
        pipeline = [pipeline]
    return original, info, list(pipeline)


def reference_check(path, after_text, work):
    """For a wrong-output: the compiled reference's outputs, where it lowers."""
    from reference import reference
    apath = os.path.join(work, "reference-after.mlir")
    with open(apath, "w") as f:
        f.write(after_text)
    ref_b, err_b = reference(path)
    ref_a, err_a = reference(apath)
    if ref_b is None or ref_a is None:
        return {"lowers": False, "error": ((err_b or err_a) or "")[:300]}
    from reference import normalize_nan
    return {"lowers": True, "reference_differs": normalize_nan(ref_b) != normalize_nan(ref_a),
            "before": ref_b, "after": ref_a}


def do_reduce(args):
    out_dir = os.path.abspath(args.out or args.finding)
    os.makedirs(out_dir, exist_ok=True)
    log = Log(os.path.join(out_dir, "reduce.log"), echo=not args.quiet)
    t0 = time.time()
    original, info, pipeline = load_finding(args.finding, args.pipeline)
    log(f"finding {args.finding}: class {info.get('class', '?')}, pipeline {pipeline}")
    classify = V.classify
    if args.compile_only:
        target = rules.compile_verdict(original, pipeline, args.entry, args.check_timeout, args.max_steps)
        if target.cls in rules.COMPILE_CLASSES:
            classify = rules.compile_verdict
        else:
            log(f"--compile-only is for {', '.join(rules.COMPILE_CLASSES)}; mlir-opt-22 alone says "
                f"{target.cls}: candidates run as usual")
            args.compile_only = False
    if not args.compile_only:
        target = V.classify(original, pipeline, args.entry, args.check_timeout, args.max_steps)
    log(f"verdict of original.mlir: {target.cls} {target.signature}")
    if not target.is_bug:
        log("the finding does not reproduce (no bug verdict): nothing to reduce")
        return 2
    if info.get("class") and info["class"] != target.cls:
        log(f"note: finding.json says {info['class']}, reduce keeps {target.cls}")
    if info.get("signature") and info["signature"] != target.signature:
        log(f"note: finding.json's signature {info['signature']!r}; reduce's own is {target.signature!r}")
    bis = None
    if args.bisect or (len(split(pipeline)) > 1 and not args.no_bisect):
        bis = bisect(original, pipeline, target, args, log,
                     classify if args.compile_only else None)
        log(f"bisect: culprit {bis.get('culprit_pass', 'none found')}")
        if args.bisect:
            with open(os.path.join(out_dir, "bisect.json"), "w") as f:
                json.dump(bis, f, indent=1)
            print(json.dumps({"culprit": bis.get("culprit"), "culprit_pass": bis.get("culprit_pass")}))
            return 0
    red = Reducer(args, out_dir, log)
    ok = False
    try:
        rc = reduce_finding(args, red, log, t0, original, info, pipeline, target, bis, classify)
        ok = rc == 0
        return rc
    finally:
        if args.keep_work or not ok:
            log(f"work dir kept: {red.work}")
        else:
            shutil.rmtree(red.work, ignore_errors=True)


def reduce_finding(args, red, log, t0, original, info, pipeline, target, bis, classify=V.classify):
    out_dir = red.out
    setup = choose_setup(original, pipeline, target, bis, args, red.work, log, classify)
    compile_only = args.compile_only
    if compile_only:
        strict = no_leaks = False
        log("candidates are only compiled (--compile-only): mlir-opt-22 must accept them and the "
            "pipeline keep the verdict")
    else:
        strict = V.check_original(setup["original"], args.entry, args.check_timeout, args.max_steps,
                                  strict=True).cls == "ok"
        log(f"candidates must {'not load uninitialized memory at all' if strict else 'not observe uninitialized memory'}"
            f" (the start {'passes' if strict else 'fails'} --uninit=strict)")
        no_leaks = not args.allow_leaks and not rules.leaks(setup["original"], {
            "entry": args.entry, "timeout": args.check_timeout, "max_steps": args.max_steps})
        log("candidates must not leak memory (the start deallocates all it allocates)" if no_leaks else
            "candidates may leak memory (" + ("--allow-leaks" if args.allow_leaks else "the start leaks") + ")")
    red.write_config(target, setup["pipeline"], setup["clean_prefix"], strict, no_leaks, compile_only)
    start = os.path.join(red.work, "start.mlir")
    shutil.copy(setup["original"], start)
    if not red.interesting(start):
        log("the starting point is not interesting: giving up")
        return 2
    cur = red.normalize(start, "start")
    cur = run_rounds(args, red, log, cur)
    if not args.no_pretty:
        cur = red.finish_pretty(cur)
    if "sweep" in args.stages.split(",") + args.extra_stages.split(","):
        cur = red.stage("sweep.final", cur, red.sweep)
    final = classify(cur, setup["pipeline"], args.entry, args.check_timeout, args.max_steps)
    if final.key() != target.key():
        log(f"the reduced case does not keep the verdict on a last check ({final.cls} "
            f"{final.signature}): a flaky verdict? nothing written")
        return 3
    orig_text = open(original).read()
    text_after = open(cur).read()
    shutil.copy(cur, os.path.join(out_dir, "reduced.mlir"))
    if not compile_only:
        with open(os.path.join(out_dir, "reduced.expected"), "w") as f:
            f.write(final.before or "")
    for stale in ("reduced.output.mlir", "reduced.stderr.txt") + (("reduced.expected",) if compile_only else ()):
        if os.path.exists(os.path.join(out_dir, stale)):
            os.remove(os.path.join(out_dir, stale))
    if final.after_text is not None:
        with open(os.path.join(out_dir, "reduced.output.mlir"), "w") as f:
            f.write(final.after_text)
    if final.stderr:
        with open(os.path.join(out_dir, "reduced.stderr.txt"), "w") as f:
            f.write(final.stderr)
    ref = None
    if final.cls == "wrong-output":
        ref = reference_check(cur, final.after_text, red.work)
        if not ref["lowers"]:
            log(f"reference check: does not lower ({ref['error'][:100]})")
        elif ref["reference_differs"]:
            log("reference check: mlir-runner-22's output changes too")
        else:
            log("WARNING reference check: mlir-runner-22 prints the same before and after: "
                "the difference is affine-interp's, not the pass's")
    s0, s1 = size(orig_text), size(text_after)
    n, yes = red.checks()
    stats = {
        "finding": os.path.abspath(args.finding), "class": target.cls, "signature": target.signature,
        "finding_json": {k: info.get(k) for k in ("class", "config", "seed", "signature") if k in info},
        "pipeline": pipeline, "reduced_pipeline": setup["pipeline"], "clean_prefix": setup["clean_prefix"],
        "how": setup["how"], "bisect": bis,
        "lines_before": s0["lines"], "lines_after": s1["lines"],
        "code_lines_before": s0["code_lines"], "code_lines_after": s1["code_lines"],
        "bytes_before": s0["bytes"], "bytes_after": s1["bytes"],
        "ratio_lines": round(s1["lines"] / max(1, s0["lines"]), 3),
        "ratio_bytes": round(s1["bytes"] / max(1, s0["bytes"]), 3),
        "seconds": round(time.time() - t0, 1), "full_checks": n, "interesting_checks": yes,
        "stages": red.stages, "reference": ref,
        "reduced_from_pass_output": setup["original"] != original,
        "strict_uninit": red.cfg["strict_uninit"], "no_leaks": red.cfg["no_leaks"],
        "compile_only": compile_only, "rounds": red.rounds,
    }
    if setup["original"] != original:
        stats["note"] = ("reduced.mlir descends from the output of the passes before the culprit, "
                         "not from original.mlir")
    with open(os.path.join(out_dir, "reduce.json"), "w") as f:
        json.dump(stats, f, indent=1)
    log(f"done: {s0['lines']} -> {s1['lines']} lines ({s0['bytes']} -> {s1['bytes']} bytes) in "
        f"{stats['seconds']}s, {n} checks; {final.cls} {final.signature}; pipeline {setup['pipeline']}")
    return 0


def record_match(path, stats, records_dir):
    """(the MATCH rule of the reduced program, the existing record it is or
    None): the program goes through fuzz/campaign with the reduced pipeline,
    so the rule and the label are the campaign's (fuzz/verdict_lib/known.py)."""
    known = records._known()
    with tempfile.TemporaryDirectory(prefix="reduce-record-") as work:
        found = [f for f in known.campaign_findings(path, work, pass_args=stats["reduced_pipeline"])
                 if f["class"] == stats["class"]]
    if not found:
        return None, None
    f = dict(found[0], original=open(path).read())
    rule = known.rule_from_finding(f, program=records.body(f["original"]))
    return rule, known.match(f, known.load_rules(records_dir))


def run_stage(red, name, rnd, cur):
    if name == "mlir-reduce":
        cur = red.stage(f"mlir-reduce-tree.{rnd}", cur, red.mlir_reduce_tree)
        return red.stage(f"mlir-reduce-opt.{rnd}", cur, red.mlir_reduce_opt)
    if name == "cvise":
        cur = red.normalize(cur, "for cvise")
        cur = red.stage(f"cvise-functions.{rnd}", cur, red.cvise_functions)
        cur = red.normalize(cur, "for cvise")
        return red.stage(f"cvise.{rnd}", cur, red.cvise)
    if name == "cvise-extra":
        cur = red.normalize(cur, "for cvise")
        return red.stage(f"cvise-extra.{rnd}", cur, red.cvise_extra)
    if name == "sweep":
        cur = red.normalize(cur, "for the sweep")
        return red.stage(f"sweep.{rnd}", cur, red.sweep)
    if name == "sweep-coarse":
        cur = red.normalize(cur, "for the sweep")
        return red.stage(f"sweep-coarse.{rnd}", cur, red.sweep_coarse)
    raise SystemExit(f"fuzz/reduce: unknown stage {name!r} (sweep-coarse, cvise, mlir-reduce, sweep, cvise-extra)")


def printed_size(path):
    """The size of mlir-opt-22's printing of a file: what a round gains,
    not counting what printing alone changes (a reducer's output and its
    printed form may differ in bytes both ways)."""
    text = open(path).read()
    r = V.run([V.MLIR_OPT, "--mlir-print-local-scope", path], 60)
    return len(r.stdout) if r.rc == 0 else len(text)


def run_rounds(args, red, log, cur):
    """Rounds of --stages while time remains and a round gains; a round
    without gain runs --extra-stages, and the rounds go on when those
    gain (each reducer opens deletions for the others), else they end."""
    stages = [s for s in args.stages.split(",") if s]
    extra = [s for s in args.extra_stages.split(",") if s]
    red.rounds = 0
    for rnd in range(1, args.rounds + 1):
        if red.remaining() < 3:
            break
        red.rounds = rnd
        size0 = printed_size(cur)
        for st in stages:
            cur = run_stage(red, st, rnd, cur)
        if printed_size(cur) < size0:
            continue
        for st in extra:
            cur = run_stage(red, st, rnd, cur)
        if printed_size(cur) >= size0:
            log(f"round {rnd}: no gain, nor from the extra stages: done with {red.remaining():.0f}s left")
            break
    return cur


def do_record(args):
    """Turns a reduced finding into conformance/mlir-bugs/NAME.mlir + .expected."""
    src = os.path.abspath(args.out or args.finding)
    rj = os.path.join(src, "reduce.json")
    if not os.path.exists(rj) or not os.path.exists(os.path.join(src, "reduced.mlir")):
        raise SystemExit(f"fuzz/reduce: {src} has no reduce.json/reduced.mlir: reduce it first")
    stats = json.load(open(rj))
    if stats["class"] not in records.RECORD_CLASSES:
        raise SystemExit(f"fuzz/reduce: class {stats['class']} is not an MLIR bug class "
                         f"({', '.join(records.RECORD_CLASSES)}): no record")
    dest_dir = os.path.abspath(args.records_dir)
    path = os.path.join(dest_dir, args.record + ".mlir")
    if os.path.exists(path) and not args.force:
        raise SystemExit(f"fuzz/reduce: {path} exists (--force to overwrite)")
    program = open(os.path.join(src, "reduced.mlir")).read()
    rule, same = record_match(os.path.join(src, "reduced.mlir"), stats, dest_dir)
    if same and not args.force:
        raise SystemExit(f"fuzz/reduce: the reduced finding is the known bug {same} "
                         f"({os.path.join(dest_dir, same + '.mlir')}): its MATCH rule holds; "
                         "no duplicate record written (--force writes it anyway)")
    fj = stats.get("finding_json", {})
    found = (f"fuzz seed {fj['seed']}, config {fj.get('config', '?')}" if fj.get("seed") is not None
             else f"fuzz/reduce on {stats['finding']}")
    detail = [f"Reduced by fuzz/reduce from {stats['finding']}: {stats['lines_before']} -> "
              f"{stats['lines_after']} lines ({stats['how']}).",
              f"Verdict: {stats['class']} ({stats['signature']})."]
    if stats["class"] == "undefined-output":
        kind, _, op = stats["signature"].partition(" ")
        detail.append(f"affine-interp: exit 3 {kind}{' at ' + op if op else ''} on the pass output.")
    if stats.get("bisect") and stats["bisect"].get("culprit_pass"):
        detail.append(f"Culprit of the pipeline {' '.join(stats['pipeline'])}: "
                      f"{stats['bisect']['culprit_pass']}.")
    text = records.skeleton(stats["class"], stats["reduced_pipeline"], found, program, detail, match=rule)
    os.makedirs(dest_dir, exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    from reference import reference
    ref, _ = reference(path, entry=args.entry)
    expected = ref if ref is not None else open(os.path.join(src, "reduced.expected")).read()
    with open(path[:-5] + ".expected", "w") as f:
        f.write(expected)
    print(path)
    print("fill in ROOT-CAUSE (function: condition), UPSTREAM, and its REPORTS.md section, and run "
          f"fuzz/known-bugs --update {args.record} (its MATCH rule with the needed pass options);"
          " tests/test_mlir_bugs.py rejects it until then", file=sys.stderr)
    return 0


def parse_args(argv):
    ap = argparse.ArgumentParser(prog="fuzz/reduce", description=__doc__.split("\n\n")[0])
    ap.add_argument("finding", help="a findings/<class>/<config>/<signature>/ directory")
    ap.add_argument("--out", help="write the results here instead of into the finding dir")
    ap.add_argument("--timeout", type=float, default=300, help="wall-clock budget in seconds (300)")
    ap.add_argument("--bisect", action="store_true", help="only find the culprit pass (bisect.json)")
    ap.add_argument("--no-bisect", action="store_true", help="no bisection, even for a pipeline")
    ap.add_argument("--record", metavar="NAME", help="write conformance/mlir-bugs/NAME.mlir from the reduced finding")
    ap.add_argument("--records-dir", default=records.BUGS_DIR, help=argparse.SUPPRESS)
    ap.add_argument("--force", action="store_true", help="--record: overwrite an existing record")
    ap.add_argument("--pipeline", nargs="+", help="mlir-opt-22 argv items (instead of finding.json's)")
    ap.add_argument("--stages", default="sweep-coarse,cvise,mlir-reduce,sweep",
                    help="reducers of a round in order, comma-separated, repeats allowed: sweep-coarse "
                         "(whole regions), cvise, mlir-reduce, sweep (line deletion), cvise-extra "
                         "(sweep-coarse,cvise,mlir-reduce,sweep)")
    ap.add_argument("--extra-stages", default="cvise-extra",
                    help="reducers tried after a round without gain; the rounds go on if they gain (cvise-extra)")
    ap.add_argument("--rounds", type=int, default=50,
                    help="at most this many rounds, while a round (or its extra stages) gains and time remains (50)")
    ap.add_argument("--compile-only", action="store_true",
                    help="crash, invalid-output, reparse-failure: candidates are only compiled, not run "
                         "(@main and its prints may go; reduce_lib/rules.py)")
    ap.add_argument("--allow-leaks", action="store_true",
                    help="let candidates leak memory even when the finding does not (default: they may not)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="cvise's parallel tests")
    ap.add_argument("--check-timeout", type=float, default=20, help="timeout of one tool run in a check")
    ap.add_argument("--max-steps", type=int, default=V.DEFAULT_MAX_STEPS, help="affine-interp step limit")
    ap.add_argument("--traversal-mode", type=int, default=0, help="mlir-reduce-22 --reduction-tree mode")
    ap.add_argument("--entry", default="main")
    ap.add_argument("--no-pretty", action="store_true", help="keep the reducers' text, not mlir-opt's printing")
    ap.add_argument("--keep-work", action="store_true", help="keep the temporary work directory")
    ap.add_argument("--work-dir", default=None, help=argparse.SUPPRESS)
    ap.add_argument("--quiet", action="store_true", help="log to reduce.log only")
    return ap.parse_args(argv)


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    needed = [V.MLIR_OPT]
    if not (args.record or args.bisect):
        stages = args.stages.split(",") + args.extra_stages.split(",")
        needed += [MLIR_REDUCE] if "mlir-reduce" in stages else []
        needed += [CVISE] if {"cvise", "cvise-extra"} & set(stages) else []
    for tool in needed:
        if not shutil.which(tool):
            raise SystemExit(f"fuzz/reduce: {tool} is not installed")
    if args.record:
        return do_record(args)
    return do_reduce(args)
