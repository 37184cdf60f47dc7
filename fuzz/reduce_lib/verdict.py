"""The verdict of one (original program, pass pipeline) pair: its class and
signature, as fuzz/reduce keeps it while shrinking a finding.

Classes (those of the campaign's findings):
  wrong-output           the pass output runs and prints something else
  undefined-output       the pass output has undefined behaviour (exit 3)
  crash                  mlir-opt-22 dies (signal, assertion, LLVM ERROR)
  invalid-output         mlir-opt-22 fails with an error on a valid program
                         (typically its verifier rejecting the pass output)
  reparse-failure        the pass output does not parse back
  interp-rejects-output  mlir-opt-22 reparses the output, affine-interp rejects it
  after-limit            the pass output hits affine-interp's step limit
  interp-failure         affine-interp fails otherwise on the pass output
  dependence-unsound     (pipeline -test-memref-dependence-check) MLIR's
                         dependence analysis is unsound on the original
                         (tools/depcheck exit 1); signature: depcheck's
and non-bug outcomes: ok (same output), original-* when the candidate
original itself is not a valid, UB-free, terminating program (never
interesting), pipeline-error (mlir-opt-22 fails with an error that has no
location: the pipeline cannot run, e.g. a func pass at module level),
timeout.

Signatures (what must stay equal while reducing):
  crash             'assert: <text>' | 'fatal: <LLVM ERROR text>' | 'frame: <first named frame>'
  undefined-output  '[<kind>] <op where it happens>'
  invalid-output, reparse-failure, interp-rejects-output: the first error
                    message without its location
  others            the class name
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tools"))
from reference import normalize_nan  # noqa: E402

MLIR_OPT = "mlir-opt-22"
INTERP = os.environ.get("AFFINE_INTERP", os.path.join(ROOT, "build", "affine-interp"))
if not os.path.isabs(INTERP):
    INTERP = os.path.join(ROOT, INTERP)

BUG_CLASSES = ("wrong-output", "undefined-output", "crash", "invalid-output", "reparse-failure",
               "interp-rejects-output", "after-limit", "interp-failure", "dependence-unsound")
DEPCHECK = os.path.join(ROOT, "tools", "depcheck")
DEPCHECK_PASS = "-test-memref-dependence-check"
CRASH_MARKS = ("PLEASE submit a bug report", "Stack dump:", "LLVM ERROR:")
DEFAULT_MAX_STEPS = 20_000_000


class Run:
    def __init__(self, rc, stdout, stderr, timed_out=False):
        self.rc, self.stdout, self.stderr, self.timed_out = rc, stdout, stderr, timed_out


def run(cmd, timeout, stdin=None, env=None):
    try:
        p = subprocess.run(cmd, input=stdin, capture_output=True, text=True, errors="replace",
                           timeout=timeout, env=env)
        return Run(p.returncode, p.stdout, p.stderr)
    except subprocess.TimeoutExpired as e:
        def text(x):
            return x.decode(errors="replace") if isinstance(x, bytes) else (x or "")
        return Run(None, text(e.stdout), text(e.stderr), True)


_compare_cache = {}


def has_compare(binary=None):
    binary = binary or INTERP
    if binary not in _compare_cache:
        r = run([binary, "--help"], 20)
        _compare_cache[binary] = "--compare" in (r.stdout + r.stderr)
    return _compare_cache[binary]


def interp(path, entry="main", timeout=30, max_steps=DEFAULT_MAX_STEPS, flags=()):
    return run([INTERP, path, "--entry", entry, "--max-steps", str(max_steps), *flags], timeout)


# A crash's stack dump without llvm-symbolizer: 7x faster (0.1 s instead of
# 0.7 s a crash), and dladdr still names the exported frames.
OPT_ENV = dict(os.environ, LLVM_DISABLE_SYMBOLIZATION="1")


def opt(path, pipeline, timeout=30):
    """mlir-opt-22 PATH *pipeline, single-threaded so a crash prints its stack."""
    extra = [] if "--mlir-disable-threading" in pipeline else ["--mlir-disable-threading"]
    return run([MLIR_OPT, path, *pipeline, *extra], timeout, env=OPT_ENV)


def is_crash(r):
    return not r.timed_out and (r.rc < 0 or r.rc > 1 or any(m in r.stderr for m in CRASH_MARKS))


_SKIP_FRAME = re.compile(r"llvm::sys::|SignalHandler|__restore_rt|\bsignal\b|raise|abort|__libc|"
                         r"llvm::report_fatal_error|__assert_fail|_start\b|\bmain\b")
# symbolized:   " #5 0x00007f.. mlir::Foo::bar() (/usr/lib/.../libMLIR.so.22.1+0x5d328a7)"
# unsymbolized: "5  libMLIR.so.22.1 0x00007f.. mlir::Foo::bar() + 519"
_FRAME = re.compile(r"^\s*#\d+\s+0x[0-9a-fA-F]+\s+(.*?)\s*(?:\(([^()]*)\))?$")
_FRAME_RAW = re.compile(r"^\s*\d+\s+\S+\s+0x[0-9a-fA-F]+\s*(.*?)(?:\s+\+\s+\d+)?\s*$")


def crash_signature(stderr):
    m = re.search(r"Assertion `(.*?)' failed", stderr)
    if m:
        return "assert: " + m.group(1)
    m = re.search(r"LLVM ERROR: (.*)", stderr)
    if m:
        return "fatal: " + m.group(1).strip()
    for line in stderr.splitlines():
        fm = _FRAME.match(line) or _FRAME_RAW.match(line)
        if not fm:
            continue
        sym = re.sub(r"\s+\S+:\d+(?::\d+)?$", "", fm.group(1).strip())  # a debug build's file:line
        if not sym or sym.startswith("(") or _SKIP_FRAME.search(sym):
            continue
        return "frame: " + re.sub(r"\s+", " ", sym)
    return "frame: ?"


def first_error(stderr):
    """The first diagnostic message without its `file:line:col: error: ` prefix."""
    for line in stderr.splitlines():
        m = re.search(r"\berror: (.*)", line)
        if m:
            return m.group(1).strip()
    lines = [l for l in stderr.splitlines() if l.strip()]
    return lines[0].strip() if lines else ""


_UB = re.compile(r"error: undefined behaviour \[([a-z-]+)\]")
_OPNAME = re.compile(r"(?:^|=\s*|\s)\"?([a-z_][a-z0-9_]*\.[a-z0-9_.]+)\"?")


def ub_signature(stderr):
    lines = stderr.splitlines()
    for i, line in enumerate(lines):
        m = _UB.search(line)
        if m:
            op = ""
            if i + 1 < len(lines):
                om = _OPNAME.search(lines[i + 1])
                if om:
                    op = " " + om.group(1)
            return f"[{m.group(1)}]{op}"
    return "[?]"


class Verdict:
    def __init__(self, cls, signature, detail="", before=None, after_text=None, after_out=None,
                 stderr=""):
        self.cls = cls
        self.signature = signature
        self.detail = detail              # one line for humans
        self.before = before              # affine-interp's output on the original
        self.after_text = after_text      # the pass output (IR)
        self.after_out = after_out        # affine-interp's output on the pass output
        self.stderr = stderr              # mlir-opt's (crash, invalid) or affine-interp's stderr

    @property
    def is_bug(self):
        return self.cls in BUG_CLASSES

    def key(self):
        return (self.cls, self.signature)

    def to_json(self):
        return {"class": self.cls, "signature": self.signature, "detail": self.detail}

    def __repr__(self):
        return f"Verdict({self.cls}, {self.signature!r})"


def check_original(path, entry="main", timeout=30, max_steps=DEFAULT_MAX_STEPS, strict=False):
    """The original's own run: Verdict 'ok' (with .before) or original-*.
    strict: a load of uninitialized memory is already UB (--uninit=strict),
    so that a reduction does not end on a program reading memory it never
    wrote, even without printing it (pass outputs keep the default rule)."""
    r = interp(path, entry, timeout, max_steps, ["--uninit=strict"] if strict else [])
    if r.timed_out:
        return Verdict("original-timeout", "original-timeout")
    if r.rc == 0:
        return Verdict("ok", "", before=r.stdout)
    kind = {2: "original-rejected", 3: "original-ub", 4: "original-limit"}.get(r.rc, "original-interp-failure")
    sig = ub_signature(r.stderr) if r.rc == 3 else first_error(r.stderr)
    return Verdict(kind, sig, detail=first_error(r.stderr), stderr=r.stderr)


def _valid_input(path, timeout):
    r = run([MLIR_OPT, path], timeout)
    return not r.timed_out and r.rc == 0


def _compare(before_path, after_path, entry, timeout):
    """'same' | 'different' | None (no --compare, or an answer it cannot give)."""
    if not has_compare():
        return None
    r = run([INTERP, "--compare", before_path, after_path, "--entry", entry], timeout)
    if r.timed_out:
        return None
    # `affine-interp: compare: <verdict>: <detail>` on stderr (one pair), or
    # `chunk <i>: <verdict>...` lines with --split-input-file
    m = re.search(r"(?:^chunk \d+: |compare: )([a-z-]+)", r.stdout + "\n" + r.stderr, re.M)
    word = m.group(1) if m else ""
    if r.rc == 0:
        return "same"
    if r.rc == 5 and word != "after-ub":
        return "different"
    return None


def depcheck_verdict(path, entry, timeout, max_steps, before):
    """tools/depcheck on the original: dependence-unsound or ok."""
    r = run([DEPCHECK, path, "--entry", entry, "--json", "--timeout", str(timeout),
             "--interp-option", f"--max-steps={max_steps}", "--interp-option", "--max-memory=1000000000"],
            4 * timeout, env=dict(os.environ, AFFINE_INTERP=INTERP, MLIR_OPT=MLIR_OPT))
    if r.timed_out:
        return Verdict("timeout", "timeout", "tools/depcheck timed out", before=before)
    if r.rc == 1:
        doc = json.loads(r.stdout)
        u = doc["unsound"][0]
        return Verdict("dependence-unsound", doc["signature"],
                       f'dependence from {u["from"]} to {u["to"]} at depth {u["depth"]}: observed {u["observed"]}, '
                       f'analysis {u["analysis"]}', before=before, stderr=r.stderr)
    return Verdict("ok", "", before=before)


def classify(path, pipeline, entry="main", timeout=30, max_steps=DEFAULT_MAX_STEPS, workdir=None,
             original=None):
    """The verdict of running `pipeline` on the program at `path`.

    `original` may pass in an already computed check_original(path)."""
    orig = original or check_original(path, entry, timeout, max_steps)
    if orig.cls != "ok":
        return orig
    before = orig.before
    if DEPCHECK_PASS in pipeline:
        return depcheck_verdict(path, entry, timeout, max_steps, before)
    o = opt(path, pipeline, timeout)
    if o.timed_out:
        return Verdict("timeout", "timeout", "mlir-opt-22 timed out", before=before)
    if is_crash(o):
        if not _valid_input(path, timeout):
            return Verdict("original-invalid", "original-invalid", before=before)
        sig = crash_signature(o.stderr)
        return Verdict("crash", sig, sig, before=before, stderr=o.stderr)
    if o.rc != 0:
        if not re.search(r":\d+:\d+: error:", o.stderr):
            # no location: the pipeline itself is wrong (a pass that cannot be
            # scheduled there, an unknown option), not the program's fault
            msg = first_error(o.stderr)
            return Verdict("pipeline-error", msg, msg, before=before, stderr=o.stderr)
        if not _valid_input(path, timeout):
            return Verdict("original-invalid", "original-invalid", before=before)
        msg = first_error(o.stderr)
        return Verdict("invalid-output", msg, msg, before=before, stderr=o.stderr)
    after_text = o.stdout
    tmp = workdir or tempfile.mkdtemp(prefix="reduce-classify-")
    try:
        apath = os.path.join(tmp, "after.mlir")
        with open(apath, "w") as f:
            f.write(after_text)
        a = interp(apath, entry, timeout, max_steps)
        if a.timed_out or a.rc == 4:
            return Verdict("after-limit", "after-limit", "the pass output hits the step limit",
                           before=before, after_text=after_text, stderr=a.stderr)
        if a.rc == 3:
            sig = ub_signature(a.stderr)
            return Verdict("undefined-output", sig, first_error(a.stderr), before=before,
                           after_text=after_text, stderr=a.stderr)
        if a.rc == 2:
            rp = run([MLIR_OPT, apath], timeout)
            if rp.rc != 0 and not rp.timed_out:
                msg = first_error(rp.stderr)
                return Verdict("reparse-failure", msg, msg, before=before, after_text=after_text,
                               stderr=rp.stderr)
            msg = first_error(a.stderr)
            return Verdict("interp-rejects-output", msg, msg, before=before, after_text=after_text,
                           stderr=a.stderr)
        if a.rc != 0:
            return Verdict("interp-failure", "interp-failure", f"affine-interp exit {a.rc}",
                           before=before, after_text=after_text, stderr=a.stderr)
        differ = normalize_nan(a.stdout) != normalize_nan(before)
        cmp = _compare(path, apath, entry, timeout)
        if cmp is not None:
            differ = cmp == "different"
        if differ:
            return Verdict("wrong-output", "wrong-output", "the pass output prints something else",
                           before=before, after_text=after_text, after_out=a.stdout)
        return Verdict("ok", "", before=before, after_text=after_text, after_out=a.stdout)
    finally:
        if workdir is None:
            shutil.rmtree(tmp, ignore_errors=True)
