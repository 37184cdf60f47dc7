"""The verdict of one (original program, pass pipeline) pair as fuzz/reduce
keeps it while shrinking a finding: fuzz/verdict_lib's judge (the same
classes and signatures as the campaign's, so a finding's key is the same
in finding.json and here), behind a check that the candidate original
itself runs cleanly.

Classes: verdict_lib/classes.py.  The reducer's own names on top: ok (the
class is not a finding: agree, pass-error, skipped), original-* when the
candidate original is not a valid, UB-free, terminating program (never
interesting), original-timeout.
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tools"))
from reference import normalize_nan  # noqa: E402,F401

sys.path.insert(0, os.path.dirname(HERE))
from verdict_lib.classes import FINDING_CLASSES, is_finding  # noqa: E402
from verdict_lib.crash_state import crash_signature  # noqa: E402,F401
from verdict_lib.judge import CRASH_MARKS, judge  # noqa: E402,F401
from verdict_lib.mlir_opt import opt_env  # noqa: E402

MLIR_OPT = "mlir-opt-22"
INTERP = os.environ.get("AFFINE_INTERP", os.path.join(ROOT, "build", "affine-interp"))
if not os.path.isabs(INTERP):
    INTERP = os.path.join(ROOT, INTERP)

BUG_CLASSES = tuple(FINDING_CLASSES)
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


OPT_ENV = opt_env()


def opt(path, pipeline, timeout=30):
    """mlir-opt-22 PATH *pipeline, single-threaded so a crash prints its stack."""
    extra = [] if "--mlir-disable-threading" in pipeline else ["--mlir-disable-threading"]
    return run([MLIR_OPT, path, *pipeline, *extra], timeout, env=OPT_ENV)


def is_crash(r):
    return not r.timed_out and (r.rc < 0 or r.rc > 1 or any(m in r.stderr for m in CRASH_MARKS))


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
    """'[kind] op' of a plain run's UB report (the original's own check)."""
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
        self.after_out = after_out        # (unused: the comparison is affine-interp --compare's)
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


def classify(path, pipeline, entry="main", timeout=30, max_steps=DEFAULT_MAX_STEPS, workdir=None,
             original=None):
    """The verdict of running `pipeline` on the program at `path`: the
    campaign's class and signature (verdict_lib.judge), 'ok' when that
    class is not a finding.  `original` may pass in an already computed
    check_original(path)."""
    orig = original or check_original(path, entry, timeout, max_steps)
    if orig.cls != "ok":
        return orig
    j = judge(path, list(pipeline), interp_flags=["--entry", entry, "--max-steps", str(max_steps)],
              timeout=timeout, opt=MLIR_OPT, interp=INTERP)
    cls = j.cls if is_finding(j.cls) else ("original-invalid" if j.cls == "original-opt-rejected" else "ok")
    detail = j.signature if cls == "crash" else j.detail
    return Verdict(cls, j.signature if cls != "ok" else "", detail, before=orig.before, after_text=j.output,
                   stderr=j.stderr)
