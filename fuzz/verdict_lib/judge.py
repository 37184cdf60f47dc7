"""The class and signature of one (original program, mlir-opt-22 pipeline)
run, step by step: what `fuzz/verdict`, repro.sh and fuzz/reduce use.  The
campaign runs the same steps batched (campaign_lib/block.py) and decides
with the same classify_run() and signature(), so a finding's class and
signature are the same whichever of them looks at it.

Steps (the first that applies):
  mlir-opt-22 ORIGINAL PIPELINE     timeout -> opt-timeout; crash -> crash;
                                    error -> the original alone rejected:
                                    original-opt-rejected; the same pipeline
                                    with -verify-each=0 succeeds (or crashes,
                                    hangs): invalid-output; else pass-error
  mlir-opt-22 OUTPUT (re-read)      error -> reparse-failure; crash -> crash
                                    ('reparse: ' signature); timeout -> opt-timeout
  affine-interp --compare --json ORIGINAL OUTPUT
                                    compare.compare_class; a crash, timeout,
                                    sanitizer report, exit outside 0-5, missing
                                    verdict line or an exit code that contradicts
                                    it: interp-failure
The pipeline -test-memref-dependence-check is tools/depcheck's instead:
dependence-unsound when it finds the analysis unsound."""
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile

from .classes import is_finding
from .compare import VERDICT_EXIT, CompareVerdict, compare_class, parse_compare_json
from .crash_state import crash_state
from .mlir_opt import lib_bases, opt_env, with_offsets
from .mlir_opt import no_aslr as no_aslr_fn
from .signature import bucket, signature

HERE = os.path.dirname(os.path.abspath(__file__))
CRASH_MARKS = ("PLEASE submit a bug report", "Stack dump:", "LLVM ERROR:")
SANITIZER = re.compile(r"ERROR: (AddressSanitizer|LeakSanitizer|MemorySanitizer|UndefinedBehaviorSanitizer)|runtime error: ")
NO_THREADS = "--mlir-disable-threading"
DEPCHECK_PASS = "-test-memref-dependence-check"


def repo_root():
    """$AFFINE_INTERP_ROOT, else the checkout this file is in."""
    return os.environ.get("AFFINE_INTERP_ROOT") or os.path.dirname(os.path.dirname(HERE))


def find_tool(env, names, fallback=None):
    """$ENV, else the first of names on PATH, else fallback (if it exists)."""
    v = os.environ.get(env)
    if v:
        return v
    for n in names:
        p = shutil.which(n)
        if p:
            return p
    if fallback and os.path.exists(fallback):
        return fallback
    return names[0]


def mlir_opt():
    return find_tool("MLIR_OPT", ["mlir-opt-22"])


def affine_interp():
    return find_tool("AFFINE_INTERP", ["affine-interp"], os.path.join(repo_root(), "build", "affine-interp"))


def sanitizer_env(base=None):
    env = dict(os.environ if base is None else base)
    if "exitcode=" not in env.get("ASAN_OPTIONS", ""):
        env["ASAN_OPTIONS"] = ":".join(x for x in ("exitcode=86", env.get("ASAN_OPTIONS", "")) if x)
    if "exitcode=" not in env.get("UBSAN_OPTIONS", ""):
        env["UBSAN_OPTIONS"] = ":".join(x for x in ("exitcode=87:print_stacktrace=1", env.get("UBSAN_OPTIONS", "")) if x)
    return env


class Run:
    def __init__(self, rc, stdout, stderr, timed_out=False):
        self.rc, self.stdout, self.stderr, self.timed_out = rc, stdout, stderr, timed_out


def run(cmd, timeout, env=None, cwd=None, no_aslr=False):
    """cmd's Run (rc None and timed_out on a timeout)."""
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, errors="replace", timeout=timeout, env=env, cwd=cwd,
                           preexec_fn=no_aslr_fn if no_aslr else None)
        return Run(p.returncode, p.stdout, p.stderr)
    except subprocess.TimeoutExpired as e:
        def text(x):
            return x.decode(errors="replace") if isinstance(x, bytes) else (x or "")
        return Run(None, text(e.stdout), text(e.stderr), True)


def is_crash(r):
    return not r.timed_out and (r.rc < 0 or r.rc > 1 or any(m in r.stderr for m in CRASH_MARKS))


def crash_head(r):
    if r.rc is not None and r.rc < 0:
        try:
            return f"mlir-opt-22 died of signal {-r.rc} ({signal.Signals(-r.rc).name})\n"
        except ValueError:
            return f"mlir-opt-22 died of signal {-r.rc}\n"
    return f"mlir-opt-22 exited with {r.rc}\n"


def classify_run(opt, noverify=None, reparse=None, compare=None, is_reprint=False, original=""):
    """The class of one pass run from its steps' outcomes.  opt, noverify,
    reparse: objects with .status in ok, error, crash, timeout, skipped (or
    None when the step did not run); compare: a CompareVerdict.
    is_reprint: the 'pipeline' is mlir-opt-22's re-print of the original
    (checking the original itself)."""
    if opt.status == "skipped":
        return "skipped"
    if opt.status == "timeout":
        return "opt-timeout"
    if opt.status == "crash":
        return "crash"
    if opt.status == "error":
        if is_reprint:
            return "original-opt-rejected"
        if noverify is not None and noverify.status != "error":
            return "invalid-output"
        return "pass-error"
    if reparse is not None and reparse.status != "ok":
        return {"error": "reparse-failure", "crash": "crash", "timeout": "opt-timeout",
                "skipped": "skipped"}[reparse.status]
    return compare_class(compare, original, is_original=is_reprint)


class Step:
    """One mlir-opt-22 step's outcome (the campaign's OptResult has the same fields)."""

    def __init__(self, status, output="", diag="", crash=""):
        self.status, self.output, self.diag, self.crash = status, output, diag, crash


def opt_step(opt, path, args, timeout):
    extra = [] if NO_THREADS in args else [NO_THREADS]
    r = run([opt, path, *extra, *args], timeout, env=opt_env(), no_aslr=True)
    if r.timed_out:
        return Step("timeout", diag=f"mlir-opt-22 timed out after {timeout:g} s"), r
    if is_crash(r):
        return Step("crash", crash=crash_head(r) + with_offsets(r.stderr, lib_bases(opt))), r
    if r.rc != 0:
        return Step("error", diag=r.stderr), r
    return Step("ok", output=r.stdout), r


def compare_step(interp, before, after, flags, timeout):
    """affine-interp --compare --json BEFORE AFTER: one CompareVerdict
    ('failure' when affine-interp itself failed)."""
    r = run([interp, "--compare", before, after, "--json", *flags], timeout, env=sanitizer_env())
    got = parse_compare_json(r.stdout)
    if r.timed_out:
        return CompareVerdict.harness_failure(f"timed out after {timeout:g} s"), r
    m = SANITIZER.search(r.stderr)
    if m:
        start = r.stderr.rfind("\n", 0, m.start()) + 1
        return CompareVerdict.harness_failure("sanitizer: " + r.stderr[start:start + 2000]), r
    if r.rc < 0:
        return CompareVerdict.harness_failure(f"killed by signal {-r.rc}: " + r.stderr[-1500:]), r
    if r.rc not in range(0, 6):
        return CompareVerdict.harness_failure(f"exit {r.rc}: " + r.stderr[-1500:]), r
    if len(got) != 1:
        return CompareVerdict.harness_failure(f"exit {r.rc} with {len(got)} verdict lines; stdout: {r.stdout[:500]!r}"), r
    v = got[0]
    if VERDICT_EXIT[v.verdict] != r.rc:
        return CompareVerdict.harness_failure(f"exit {r.rc} but verdict {v.verdict}"), r
    v.diag = r.stderr
    return v, r


class Judgement:
    def __init__(self, cls, sig, detail="", compare=None, crash_state=None, stderr="", output=None,
                 pass_name=None):
        self.cls = cls
        self.signature = sig
        self.detail = detail
        self.compare = compare            # CompareVerdict (output classes)
        self.crash_state = crash_state    # [frame names] (crash)
        self.stderr = stderr              # the report or diagnostics behind the class
        self.output = output              # the pass output (IR), when there is one
        self.pass_name = pass_name

    @property
    def is_finding(self):
        return is_finding(self.cls)

    def key(self):
        return (self.cls, self.signature)

    @property
    def bucket(self):
        return bucket({"class": self.cls, "pass": self.pass_name, "signature": self.signature})

    def to_json(self):
        d = {"class": self.cls, "signature": self.signature, "is_finding": self.is_finding,
             "pass": self.pass_name, "bucket": self.bucket, "detail": self.detail}
        if self.compare is not None and self.compare.verdict != "failure":
            d["compare"] = self.compare.to_json()
        if self.crash_state is not None:
            d["crash_state"] = self.crash_state
        return d

    def __repr__(self):
        return f"Judgement({self.cls}, {self.signature!r})"


def noverify_args(pipeline):
    return ["-verify-each=0"] + [a for a in pipeline if a not in ("-verify-each", "-verify-each=1", "-verify-each=true")]


def pass_label(pipeline):
    """The culprit pass a pipeline names by default: its last pass."""
    args = [a for a in pipeline if a.startswith("-") and not a.startswith(("--mlir-", "-verify-each", "-mlir-"))]
    if not args:
        return "(reprint)"
    a = args[-1]
    m = re.match(r"--?pass-pipeline=(.*)$", a)
    if m:
        names = re.findall(r"([\w-]+)(?=[({,)]|$)", re.sub(r"\{[^}]*\}", "", m.group(1)))
        names = [n for n in names if n not in ("builtin.module", "func.func", "builtin", "module", "func")]
        return names[-1] if names else a
    return re.sub(r"^-+", "", a).split("=", 1)[0]


def judge(original, pipeline, output=None, interp_flags=("--entry", "main"), timeout=60.0,
          opt=None, interp=None, pass_name=None):
    """The Judgement of running pipeline (mlir-opt-22 arguments) on the
    program at path `original`; with `output` (a path) the pass output is
    given and mlir-opt-22 does not run the pipeline."""
    opt = opt or mlir_opt()
    interp = interp or affine_interp()
    pass_name = pass_name or pass_label(pipeline)
    with open(original) as f:
        original_text = f.read()
    if DEPCHECK_PASS in pipeline and output is None:
        return depcheck(original, interp_flags, timeout, opt, interp, pass_name)
    tmp = tempfile.mkdtemp(prefix="verdict-")
    try:
        noverify = None
        if output is None:
            step, r = opt_step(opt, original, list(pipeline), timeout)
            if step.status == "error":
                alone, _ = opt_step(opt, original, [], timeout)
                if alone.status == "error":
                    cls = "original-opt-rejected"
                    return Judgement(cls, signature("pass-error", diag=alone.diag), alone.diag, pass_name=pass_name,
                                     stderr=alone.diag)
                noverify, _ = opt_step(opt, original, noverify_args(list(pipeline)), timeout)
            out_text = step.output
            out_path = os.path.join(tmp, "output.mlir")
            with open(out_path, "w") as f:
                f.write(out_text)
        else:
            with open(output) as f:
                step = Step("ok", output=f.read())
            out_text, out_path = step.output, output
        reparse = cmp = None
        if step.status == "ok":
            reparse, _ = opt_step(opt, out_path, ["-o", os.devnull], timeout)
            if reparse.status == "ok":
                cmp, _ = compare_step(interp, original, out_path, list(interp_flags), timeout)
        cls = classify_run(step, noverify, reparse, cmp, is_reprint=False, original=original_text)
        if cls in ("original-ub", "original-rejected", "original-limit") or (
                cls == "interp-failure" and cmp is not None and cmp.verdict.startswith("before-")):
            cls = "original-" + cmp.verdict.split("-", 1)[1]
        in_reparse = step.status == "ok" and reparse is not None and reparse.status == "crash"
        report = (reparse.crash if in_reparse else step.crash) if cls == "crash" else ""
        sig = signature(cls, compare=cmp, crash=report, crash_in_reparse=in_reparse,
                        diag=(reparse.diag if cls == "reparse-failure" else step.diag),
                        diag_noverify=noverify.diag if noverify else None,
                        original=original_text, output=out_text)
        detail = {"crash": report, "opt-timeout": (reparse or step).diag,
                  "invalid-output": step.diag, "pass-error": step.diag,
                  "reparse-failure": reparse.diag if reparse else ""}.get(cls)
        if detail is None:
            detail = (cmp.failure or cmp.detail) if cmp is not None else ""
        return Judgement(cls, sig, detail.strip(), compare=cmp,
                         crash_state=crash_state(report) if cls == "crash" else None,
                         stderr=report or (cmp.diag if cmp is not None else step.diag),
                         output=out_text, pass_name=pass_name)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def depcheck_options(interp_flags):
    """tools/depcheck's --interp-option arguments for affine-interp flags
    (all but --entry), and a memory bound."""
    out, i = [], 0
    flags = list(interp_flags)
    while i < len(flags):
        f = flags[i]
        if f == "--entry":
            i += 2
        elif "=" in f or i + 1 >= len(flags):
            out.append(f)
            i += 1
        else:
            out.append(f + "=" + flags[i + 1])
            i += 2
    return [a for o in out + ["--max-memory=1000000000"] for a in ("--interp-option", o)]


def entry_of(interp_flags):
    flags = list(interp_flags)
    return flags[flags.index("--entry") + 1] if "--entry" in flags[:-1] else "main"


def depcheck(original, interp_flags, timeout, opt, interp, pass_name):
    tool = os.path.join(repo_root(), "tools", "depcheck")
    r = run([tool, original, "--entry", entry_of(interp_flags), "--json", "--timeout", str(timeout),
             *depcheck_options(interp_flags)], 4 * timeout, env=dict(os.environ, AFFINE_INTERP=interp, MLIR_OPT=opt))
    if r.timed_out:
        return Judgement("skipped", "skipped", "tools/depcheck timed out", pass_name=pass_name)
    if r.rc == 1:
        doc = json.loads(r.stdout)
        u = doc["unsound"][0]
        return Judgement("dependence-unsound", signature("dependence-unsound", extra=doc["signature"]),
                         f'dependence from {u["from"]} to {u["to"]} at depth {u["depth"]}: observed {u["observed"]}, '
                         f'analysis {u["analysis"]}', stderr=r.stderr, pass_name=pass_name)
    if r.rc == 0:
        return Judgement("agree", "agree", "tools/depcheck: sound", pass_name=pass_name)
    return Judgement("skipped", "skipped", f"tools/depcheck exit {r.rc}: {r.stderr[-300:]}", pass_name=pass_name)
