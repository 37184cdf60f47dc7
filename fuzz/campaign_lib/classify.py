"""The class of one pass run and the signature that deduplicates it.

Order of the checks (the first that applies):
  opt-timeout         mlir-opt-22 did not finish within its timeout
  crash               mlir-opt-22 died: a signal, an exit code other than 0/1,
                      `PLEASE submit a bug report`, `Stack dump:`, `LLVM ERROR:`
  invalid-output      with -verify-each the run fails, and the same run with
                      -verify-each=0 succeeds (or only crashes/hangs later):
                      the error came from MLIR's verifier on what a pass emitted
  pass-error          the run fails with -verify-each=0 too: the pass itself
                      refused (an ordinary diagnostic) - counted, not a finding
  reparse-failure     mlir-opt-22 cannot parse its own printed output
  then affine-interp --compare (original vs pass output):
  agree               same
  wrong-output        different
  undefined-output    after-ub (the output has UB the original does not)
  interp-rejects-output  after-rejected (triage: either side may be wrong)
  after-limit         after-limit (the output runs out of steps: a hang?)
  interp-failure      a crash, timeout, sanitizer report or exit code outside
                      0-5 of affine-interp, or a before-* verdict on an
                      original it had already run cleanly: our bug
Signatures are coarse on purpose (one root cause, one folder); the pass is
added by the caller (the failing pass of a pipeline, see block.py)."""
import re

from .programs import OP_RE, NOT_OPS

FINDING_CLASSES = ["interp-failure", "crash", "wrong-output", "undefined-output", "invalid-output",
                   "reparse-failure", "interp-rejects-output", "after-limit", "opt-timeout",
                   "oracle-disagreement", "plant-missed"]
ALL_CLASSES = ["agree", "pass-error"] + FINDING_CLASSES
VERDICT_CLASS = {"same": "agree", "different": "wrong-output", "after-ub": "undefined-output",
                 "after-rejected": "interp-rejects-output", "after-limit": "after-limit"}
ORIGINAL_VERDICT = {"before-ub": "original-ub", "before-rejected": "original-rejected",
                    "before-limit": "original-limit"}


def classify(opt, opt_noverify, reparse, verdict, is_reprint=False):
    """opt, opt_noverify, reparse: OptResult or None; verdict: Verdict or None."""
    if opt.status == "skipped":
        return "skipped"
    if opt.status == "timeout":
        return "opt-timeout"
    if opt.status == "crash":
        return "crash"
    if opt.status == "error":
        if is_reprint:
            return "original-opt-rejected"
        if opt_noverify is not None and opt_noverify.status != "error":
            return "invalid-output"
        return "pass-error"
    if reparse is not None and reparse.status != "ok":
        return {"error": "reparse-failure", "crash": "crash", "timeout": "opt-timeout",
                "skipped": "skipped"}[reparse.status]
    if verdict.verdict == "failure" or verdict.verdict == "usage":
        return "interp-failure"
    if verdict.verdict in ORIGINAL_VERDICT:
        return ORIGINAL_VERDICT[verdict.verdict] if is_reprint else "interp-failure"
    return VERDICT_CLASS[verdict.verdict]


# -- normalization --------------------------------------------------------------

LOC = re.compile(r"(?:[^\s:]+|<unknown>):\d+(?::\d+)?: ")
SSA = re.compile(r"%[\w.$#-]+")
NUM = re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?(?:e[+-]?\d+)?\b")
HEX = re.compile(r"0x[0-9a-fA-F]+")


def norm_message(text, limit=160):
    text = LOC.sub("", text)
    text = HEX.sub("0x?", text)
    text = SSA.sub("%v", text)
    text = NUM.sub("N", text)
    text = re.sub(r"\s+", " ", text).strip()
    return text[:limit]


def errors_of(diag):
    return [line.split("error: ", 1)[1] for line in diag.split("\n")
            if " error: " in line or line.startswith("error: ")]


def verifier_error(diag, diag_noverify):
    """The error of the -verify-each run that the -verify-each=0 run does not
    have: MLIR's verifier speaking (passes such as data-copy-generate, fusion
    or test-affine-parametric-tile emit errors of their own and go on)."""
    without = set(errors_of(diag_noverify or ""))
    new = [e for e in errors_of(diag) if e not in without]
    return new[0] if new else first_error(diag, last=True)


def first_error(diag, last=False):
    """The first (or last) error message of a diagnostic text."""
    errors = errors_of(diag)
    if errors:
        return errors[-1] if last else errors[0]
    return next((line.strip() for line in diag.split("\n") if line.strip()), "")


FRAME_SYMBOLIZED = re.compile(r"^\s*#\d+ 0x[0-9a-f]+ (?P<sym>.*?)\s*\((?P<lib>[^()]*?)\+0x[0-9a-f]+\)\s*$")
FRAME_PLAIN = re.compile(r"^\s*\d+\s+(?P<lib>\S+)\s+0x[0-9a-f]+(?: (?P<sym>.*?)(?: \+ \d+)?)?\s*$")


def frames(report):
    """(library, function name or '?') of each stack-dump frame, in either
    of LLVM's formats (with llvm-symbolizer's library offsets, or the plain
    one the campaign asks for with LLVM_DISABLE_SYMBOLIZATION)."""
    out = []
    for line in report.split("\n"):
        m = FRAME_SYMBOLIZED.match(line) or FRAME_PLAIN.match(line)
        if not m:
            continue
        lib = m.group("lib").rsplit("/", 1)[-1]
        sym = (m.group("sym") or "").strip().replace("(anonymous namespace)", "anon")
        sym = re.sub(r"\(.*$", "", sym).strip() or "?"
        out.append((lib, sym))
    return out


def crash_signature(report):
    """The assertion, the fatal error, or the top three frames in MLIR's
    library by name ('?' for an unnamed one; never addresses or offsets)."""
    m = re.search(r"Assertion `(.+?)' failed", report)
    if m:
        return "assert: " + norm_message(m.group(1), 200)
    m = re.search(r"LLVM ERROR: (.+)", report)
    if m:
        return "fatal: " + norm_message(m.group(1), 200)
    top = [sym for lib, sym in frames(report) if lib.startswith("libMLIR")][:3]
    if top:
        return "frames: " + " < ".join(top)
    m = re.search(r"died of (signal \d+(?: \(\w+\))?)|exited with (\d+)", report)
    return "crash without frames: " + (m.group(1) or "exit " + m.group(2) if m else "no report")


def new_ops(before, after, limit=4):
    b = {m for m in OP_RE.findall(before) if m not in NOT_OPS}
    a = {m for m in OP_RE.findall(after) if m not in NOT_OPS}
    return sorted(a - b)[:limit]


def ub_site(text):
    """'[family] op' from an affine-interp UB message and its source line."""
    fam = re.search(r"undefined behaviour \[(\w+)\]", text) or re.search(r"\[(\w+)\]", text)
    op = None
    lines = text.split("\n")
    for k, line in enumerate(lines):
        if "error:" in line and k + 1 < len(lines):
            ops = OP_RE.findall(lines[k + 1])
            if ops:
                op = ops[0]
            break
    return f"[{fam.group(1) if fam else '?'}] {op or '?'}"


def diff_kind(detail):
    words = re.match(r"[A-Za-z][A-Za-z _-]*", detail or "")
    kind = words.group(0).strip().lower() if words else "output"
    kind = re.sub(r"\b(at|line|of|in|element|index)\b.*$", "", kind).strip()
    return kind or "output"


def signature(cls, opt=None, noverify=None, reparse=None, verdict=None, before="", output=""):
    """The class-specific part of the signature (the pass is added by the caller)."""
    if cls == "crash":
        rep = opt.crash if opt is not None and opt.status == "crash" else (reparse.crash if reparse else "")
        prefix = "" if opt is not None and opt.status == "crash" else "reparse: "
        return prefix + crash_signature(rep)
    if cls in ("opt-timeout", "after-limit"):
        return cls
    # the last error: the pipeline stops at the failing one (passes such as
    # test-affine-parametric-tile or data-copy-generate emit errors and go on)
    if cls == "invalid-output":
        return "verifier: " + norm_message(verifier_error(opt.diag, noverify.diag if noverify else ""))
    if cls == "pass-error":
        return norm_message(first_error(opt.diag, last=True))
    if cls == "reparse-failure":
        return "reparse: " + norm_message(first_error(reparse.diag))
    if cls == "interp-failure":
        if verdict is None:
            return "interp-failure"
        return interp_failure_signature(verdict)
    if cls == "wrong-output":
        ops = new_ops(before, output)
        return diff_kind(verdict.detail) + (" | new ops: " + " ".join(ops) if ops else "")
    if cls == "undefined-output":
        return ub_site(verdict.diag or verdict.detail)
    if cls == "interp-rejects-output":
        return norm_message(first_error(verdict.diag) or verdict.detail)
    return cls


def interp_failure_signature(verdict):
    if verdict.verdict != "failure":
        return "verdict " + verdict.verdict + ": " + norm_message(verdict.detail, 80)
    text = verdict.failure or ""
    if text.startswith("timed out"):
        return "timeout"
    m = re.search(r"ERROR: (\w+Sanitizer): ([\w-]+)", text)
    if m or "runtime error:" in text:
        frame = re.search(r"#\d+ 0x[0-9a-f]+ in (\w+)", text)
        what = f"{m.group(1)}: {m.group(2)}" if m else "UBSan: " + norm_message(text.split("runtime error:", 1)[1].split("\n")[0], 80)
        return what + (f" in {frame.group(1)}" if frame else "")
    return norm_message(text.split("\n")[0], 120)
