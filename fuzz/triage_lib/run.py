"""fuzz/triage CAMPAIGN_DIR [--jobs J] [--budget SECONDS] [--per-bucket SECONDS]:
every new bucket of a campaign reduced to an upstream-ready reproducer.

A bucket is a finding folder CAMPAIGN_DIR/findings/<class>/<pass>/<signature>/
(original.mlir, finding.json); it is new when finding.json's "known" is
null or absent (fuzz/verdict_lib/known.py names the record of a known
one).  For the representative of each new bucket, in J parallel jobs
within the time budget, one worker process (fuzz/triage --bucket FOLDER)
does:
  1. the verdict of original.mlir under the finding's pipeline: mlir-opt-22
     alone for crash, invalid-output and reparse-failure
     (reduce_lib/rules.compile_verdict), else reduce_lib/verdict.classify;
  2. bisection: the first pass whose pipeline prefix is no longer ok; the
     reduction then runs that pass alone (on original.mlir, or on the
     output of the passes before it) when it keeps the verdict;
  3. option minimization (triage_lib/options.py): each pass option reset
     to its default in turn, kept while the verdict stays; then the
     global flags -verify-each, --mlir-disable-threading;
  4. the reduction (fuzz/reduce's machinery, reduce_lib/reduce.do_reduce,
     with the rest of the bucket's time): --compile-only for the classes
     of step 1's first kind, the program kept runnable and leak-free
     otherwise;
  5. reproducer.mlir (triage_lib/repro.py), checked by the real lit.
Its results go to the folder's triage.json (and reduce/ holds the
reduction's files); CAMPAIGN_DIR/lit.cfg.py makes the reproducers a lit
suite (`lit CAMPAIGN_DIR`), and CAMPAIGN_DIR/triage.md sums up every
bucket: lines before and after, seconds, the reproducer's path.

--budget is the wall-clock time of the whole triage (default 1800 s);
--per-bucket the most one bucket gets (default 300 s); a bucket starting
with less than 20 s of budget left is skipped (`skipped: budget`).  A
folder that already has a triage.json with status ok is not done again
(--redo does it)."""
import argparse
import concurrent.futures
import json
import os
import signal
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
FUZZ = os.path.dirname(HERE)
ROOT = os.path.dirname(FUZZ)
sys.path.insert(0, os.path.join(ROOT, "tools"))

from reduce_lib.rules import COMPILE_CLASSES  # noqa: E402  (crash, invalid-output, reparse-failure)

SILENT_CLASSES = ("wrong-output", "print-order", "float-rounding", "undefined-output", "interp-rejects-output",
                  "after-limit")
MIN_SECONDS = 20


def class_order():
    try:
        from verdict_lib.classes import FINDING_CLASSES
    except ImportError:
        from campaign_lib.classify import FINDING_CLASSES
    return list(FINDING_CLASSES)


def buckets(campaign):
    """[(folder, finding.json)] of every finding folder, in report order."""
    root = os.path.join(campaign, "findings")
    out = []
    for dirpath, dirs, files in os.walk(root):
        dirs.sort()
        if "finding.json" in files and "original.mlir" in files:
            with open(os.path.join(dirpath, "finding.json")) as f:
                out.append((dirpath, json.load(f)))
            dirs[:] = []            # a finding folder's own subfolders (reduce/) are not findings
    order = {c: i for i, c in enumerate(class_order())}
    out.sort(key=lambda fi: (order.get(fi[1].get("class"), 99), -int(fi[1].get("count") or 1), fi[0]))
    return out


def is_new(info):
    return info.get("known") is None


# -- one bucket (the worker) ----------------------------------------------------------

def size(text):
    return len(text.splitlines())


class Bucket:
    def __init__(self, folder, seconds, entry="main", check_timeout=20, quiet=True):
        from reduce_lib import rules
        from reduce_lib import verdict as V
        self.V, self.rules = V, rules
        self.folder = os.path.abspath(folder)
        self.info = json.load(open(os.path.join(self.folder, "finding.json")))
        self.original = os.path.join(self.folder, "original.mlir")
        self.deadline = time.time() + seconds
        self.t0 = time.time()
        self.entry = entry
        self.check_timeout = check_timeout
        self.quiet = quiet
        self.log_path = os.path.join(self.folder, "triage.log")
        self.logf = open(self.log_path, "w")
        self.result = {"folder": self.folder, "class": self.info.get("class"), "status": "started",
                       "lines_before": size(open(self.original).read())}

    def log(self, msg):
        line = f"[{time.time() - self.t0:7.1f}s] {msg}"
        self.logf.write(line + "\n")
        self.logf.flush()
        if not self.quiet:
            print(line, file=sys.stderr)

    def verdict(self, path, pipeline):
        fn = self.rules.compile_verdict if self.compile else self.V.classify
        return fn(path, pipeline, self.entry, self.check_timeout, self.V.DEFAULT_MAX_STEPS)

    def run(self):
        try:
            self._run()
        except Exception as e:          # one bucket's failure is its own, not the triage's
            self.result.update(status="error", error=f"{type(e).__name__}: {e}")
            self.log(f"error: {type(e).__name__}: {e}")
        self.result["seconds"] = round(time.time() - self.t0, 1)
        with open(os.path.join(self.folder, "triage.json"), "w") as f:
            json.dump(self.result, f, indent=1)
            f.write("\n")
        self.logf.close()
        return self.result

    def _run(self):
        from reduce_lib.pipeline import split
        from triage_lib import options
        cls = self.info.get("class")
        pipeline = list(self.info.get("pipeline") or [])
        self.compile = cls in COMPILE_CLASSES
        if cls not in COMPILE_CLASSES + SILENT_CLASSES:
            self.result["status"] = f"skipped: class {cls} has no MLIR reproducer"
            return
        target = self.verdict(self.original, pipeline)
        if not self.compile and target.cls in COMPILE_CLASSES:
            self.log(f"finding.json says {cls}, the pipeline now gives {target.cls}: compiled only")
            self.compile = True
            target = self.verdict(self.original, pipeline)
        self.log(f"verdict: {target.cls} {target.signature}")
        if target.cls in ("ok", "opt-timeout") or target.cls.startswith("original-"):
            self.result["status"] = f"does not reproduce ({target.cls} {target.signature})".strip()
            return
        self.result.update(verdict=target.cls, signature=target.signature)
        # bisection
        p = split(pipeline)
        start, work = self.original, os.path.join(self.folder, "reduce")
        os.makedirs(work, exist_ok=True)
        culprit = None
        if len(p) > 1:
            for k in range(1, len(p) + 1):
                v = self.verdict(self.original, p.prefix(k))
                self.log(f"bisect: first {k} pass(es) [{p.pass_label(k - 1)}]: {v.cls} {v.signature}")
                if v.cls not in ("ok", "opt-timeout"):
                    culprit = k - 1
                    break
        chosen = pipeline
        if culprit is not None:
            self.result["culprit"] = p.pass_label(culprit)
            single = p.single(culprit)
            if self.verdict(self.original, single).key() == target.key():
                chosen = single
                self.log(f"the culprit {p.pass_label(culprit)} alone reproduces it")
            elif culprit > 0:
                pre = self.verdict(self.original, p.prefix(culprit))
                if pre.cls == "ok" and pre.after_text:
                    start = os.path.join(work, "before-culprit.mlir")
                    with open(start, "w") as f:
                        f.write(pre.after_text)
                    if self.verdict(start, single).key() == target.key():
                        chosen = single
                        self.log("the culprit alone on the output of the passes before it reproduces it")
                    else:
                        start = self.original
                if chosen is pipeline and self.verdict(self.original, p.prefix(culprit + 1)).key() == target.key():
                    chosen = p.prefix(culprit + 1)
        elif len(p) == 1:
            self.result["culprit"] = p.pass_label(0)
        # option minimization
        minimal, removed, kept = options.minimize(
            chosen, lambda cand: self.verdict(start, cand).key() == target.key())
        self.log(f"options: removed {removed or 'none'}, kept {kept or 'none'}: {minimal}")
        self.result.update(pipeline=pipeline, minimal_pipeline=minimal, options_removed=removed,
                           options_kept=kept)
        # the reduction
        left = self.deadline - time.time() - 15       # the reproducer and its lit run come after
        if left < 10:
            self.result["status"] = "skipped: no time left to reduce"
            return
        reduced = self.reduce(start, minimal, target, left)
        if reduced is None:
            return
        self.write_reproducer(reduced, minimal, target)

    def reduce(self, start, pipeline, target, seconds):
        from reduce_lib import reduce as R
        finding = os.path.join(self.folder, "reduce", "start")
        os.makedirs(finding, exist_ok=True)
        with open(os.path.join(finding, "original.mlir"), "w") as f:
            f.write(open(start).read())
        out = os.path.join(self.folder, "reduce")
        argv = [finding, "--out", out, "--timeout", str(int(seconds)), "--jobs", "1", "--quiet", "--no-bisect",
                "--entry", self.entry, "--check-timeout", str(self.check_timeout),
                "--work-dir", os.path.join(self.folder, "reduce")]
        if self.compile:
            argv.append("--compile-only")
        args = R.parse_args(argv)
        args.pipeline = list(pipeline)      # (no finding.json in start/: it is no finding of the tree)
        self.log(f"reduce: fuzz/reduce {' '.join(argv)}")
        rc = R.do_reduce(args)
        if rc != 0 or not os.path.exists(os.path.join(out, "reduced.mlir")):
            self.result["status"] = f"reduction failed (fuzz/reduce exit {rc}; see reduce/reduce.log)"
            return None
        stats = json.load(open(os.path.join(out, "reduce.json")))
        self.result["reduce"] = {k: stats.get(k) for k in ("lines_before", "lines_after", "seconds", "rounds",
                                                             "full_checks", "compile_only", "no_leaks")}
        return open(os.path.join(out, "reduced.mlir")).read()

    def write_reproducer(self, program, pipeline, target):
        from triage_lib import repro
        import litcfg
        stripped = repro.strip_module(program)
        if stripped is not None:
            with open(os.path.join(self.folder, "reduce", "stripped.mlir"), "w") as f:
                f.write(stripped)
            if self.verdict(os.path.join(self.folder, "reduce", "stripped.mlir"), pipeline).key() == target.key():
                program = stripped
        path = os.path.join(self.folder, "reduce", "final.mlir")
        with open(path, "w") as f:
            f.write(program)
        final = self.verdict(path, pipeline)
        if final.key() != target.key():
            self.result["status"] = f"the reduced program lost the verdict ({final.cls} {final.signature})"
            return
        stats = {"lines_before": self.result["lines_before"], "lines_after": size(program)}
        culprit = (self.result.get("culprit") or self.info.get("pass") or "?").split("{")[0]
        info = dict(self.info, culprit=culprit, signature=target.signature)
        if self.compile:
            text = repro.compile_reproducer(target.cls, target.signature, pipeline, program, final.stderr or "",
                                            info, stats)
        else:
            text = repro.silent_reproducer(target.cls, target.signature, pipeline, program, info, stats,
                                           interp=self.V.INTERP, entry=self.entry)
            if text is None:
                self.result["status"] = "no --compare witness on the reduced program"
                return
        out = os.path.join(self.folder, "reproducer.mlir")
        with open(out, "w") as f:
            f.write(text)
        self.result.update(reproducer=out, lines_after=stats["lines_after"])
        r = litcfg.run_lit([out], "-v", timeout=300)
        self.result["lit"] = "pass" if r.returncode == 0 else "fail"
        if r.returncode != 0:
            self.log("lit:\n" + r.stdout[-3000:] + r.stderr[-2000:])
        self.result["status"] = "ok" if r.returncode == 0 else "reproducer fails under lit"
        self.log(f"reproducer {out}: {self.result['lines_before']} -> {stats['lines_after']} lines; "
                 f"lit {self.result['lit']}")


# -- the campaign (the scheduler) -----------------------------------------------------

def run_worker(folder, seconds, args):
    """Runs one bucket in its own process group; (result dict)."""
    cmd = [sys.executable, os.path.join(FUZZ, "triage"), "--bucket", folder, "--per-bucket", str(int(seconds)),
           "--entry", args.entry]
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                         start_new_session=True)
    try:
        _, err = p.communicate(timeout=seconds + 60)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        return {"folder": folder, "status": "killed: over its time", "seconds": seconds + 60}
    tj = os.path.join(folder, "triage.json")
    if os.path.exists(tj):
        doc = json.load(open(tj))
        if doc.get("folder") == folder:
            return doc
    return {"folder": folder, "status": f"worker exit {p.returncode}: {err.strip()[-300:]}"}


def triage_campaign(args):
    import litcfg
    campaign = os.path.abspath(args.campaign)
    if not os.path.isdir(os.path.join(campaign, "findings")):
        raise SystemExit(f"fuzz/triage: {campaign} has no findings/ folder (not a campaign directory?)")
    litcfg.write_suite_config(campaign, f"reproducers of {os.path.basename(campaign)}")
    t0 = time.time()
    deadline = t0 + args.budget
    todo, rows = [], {}
    for folder, info in buckets(campaign):
        if not is_new(info):
            rows[folder] = {"folder": folder, "class": info.get("class"), "status": f"known: {info['known']}"}
            continue
        tj = os.path.join(folder, "triage.json")
        if not args.redo and os.path.exists(tj):
            old = json.load(open(tj))
            if old.get("status") == "ok" and os.path.exists(os.path.join(folder, "reproducer.mlir")):
                rows[folder] = dict(old, status="ok (earlier run)")
                continue
        todo.append((folder, info))
    lock = threading.Lock()

    def one(item):
        folder, info = item
        with lock:
            left = deadline - time.time()
        seconds = min(args.per_bucket, left)
        if seconds < MIN_SECONDS:
            return {"folder": folder, "class": info.get("class"), "status": "skipped: budget",
                    "lines_before": size(open(os.path.join(folder, "original.mlir")).read())}
        res = run_worker(folder, seconds, args)
        if not args.quiet:
            print(f"fuzz/triage: {os.path.relpath(folder, campaign)}: {res.get('status')}"
                  f" ({res.get('lines_before', '?')} -> {res.get('lines_after', '-')} lines,"
                  f" {res.get('seconds', '?')} s)", file=sys.stderr)
        return res

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for (folder, info), res in zip(todo, pool.map(one, todo)):
            res.setdefault("class", info.get("class"))
            res.setdefault("count", info.get("count"))
            rows[folder] = res
    for folder, info in buckets(campaign):
        rows[folder].setdefault("count", info.get("count"))
        rows[folder].setdefault("pass", info.get("pass"))
    md = write_summary(campaign, [rows[f] for f, _ in buckets(campaign)], time.time() - t0, args)
    print(md)
    return 0


def write_summary(campaign, rows, seconds, args):
    lines = ["# fuzz/triage", "",
             f"Campaign {campaign}: {len(rows)} buckets, "
             f"{sum(1 for r in rows if r['status'].startswith('known'))} known, "
             f"{sum(1 for r in rows if r['status'].startswith('ok'))} reproducers; "
             f"{seconds:.0f} s of a {args.budget:.0f} s budget, {args.jobs} job(s), "
             f"at most {args.per_bucket:.0f} s a bucket.",
             "", f"The reproducers are a lit suite: `{os.path.join('/usr/lib/llvm-22/bin', 'lit')} -v {campaign}`.",
             "",
             "| bucket | class | count | culprit pass | options kept (removed) | lines before | lines after | seconds | reproducer | status |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        rel = os.path.relpath(r["folder"], os.path.join(campaign, "findings"))
        rep = os.path.relpath(r["reproducer"], campaign) if r.get("reproducer") else ""
        opts = " ".join(r.get("options_kept") or [])
        if r.get("options_removed"):
            opts += f" ({' '.join(r['options_removed'])})"
        lines.append(f"| {rel} | {r.get('class', '')} | {r.get('count', '')} | {r.get('culprit', '')} | "
                     f"{opts.strip()} | {r.get('lines_before', '')} | {r.get('lines_after', '')} | "
                     f"{r.get('seconds', '')} | {rep} | {r['status']} |")
    ok = [r for r in rows if r.get("lines_after")]
    if ok:
        after = sorted(r["lines_after"] for r in ok)
        lines += ["", f"Reduced: {len(ok)} buckets, median {after[len(after) // 2]} lines "
                  f"(from a median {sorted(r['lines_before'] for r in ok)[len(ok) // 2]})."]
    text = "\n".join(lines) + "\n"
    with open(os.path.join(campaign, "triage.md"), "w") as f:
        f.write(text)
    return text


def parse_args(argv):
    ap = argparse.ArgumentParser(prog="fuzz/triage", description=__doc__.split("\n\n")[0])
    ap.add_argument("campaign", nargs="?", help="a fuzz/campaign --out directory")
    ap.add_argument("--jobs", "-j", type=int, default=1, help="buckets reduced at once (1)")
    ap.add_argument("--budget", type=float, default=1800, help="wall-clock seconds of the whole triage (1800)")
    ap.add_argument("--per-bucket", type=float, default=300, help="at most this many seconds a bucket (300)")
    ap.add_argument("--redo", action="store_true", help="triage again folders that have a reproducer")
    ap.add_argument("--entry", default="main")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--bucket", help=argparse.SUPPRESS)      # the worker: one finding folder
    a = ap.parse_args(argv)
    if not a.campaign and not a.bucket:
        ap.error("CAMPAIGN_DIR is required")
    return a


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    import shutil
    for tool in ("mlir-opt-22", "mlir-reduce-22", "cvise", "FileCheck-22"):
        if not shutil.which(tool):
            raise SystemExit(f"fuzz/triage: {tool} is not installed")
    if args.bucket:
        res = Bucket(args.bucket, args.per_bucket, entry=args.entry).run()
        return 0 if res["status"] == "ok" else 1
    return triage_campaign(args)
