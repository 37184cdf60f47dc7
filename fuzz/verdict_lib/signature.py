"""The one signature function and the dedupe key.

A signature is the class-specific part of a finding's identity, coarse on
purpose (one root cause, one bucket); the bucket adds the class and the
culprit pass:  "<class>/<pass>/<signature>".

  crash                  crash_state.crash_signature of the report
                         ('reparse: ' first when mlir-opt-22 crashed re-reading its output)
  invalid-output         'verifier: ' + the verifier's error message, normalized
  reparse-failure        'reparse: ' + the first error of re-reading the output
  pass-error             the pass's last error message (not a finding; counted per message)
  wrong-output           what differs ('printed', 'result', 'argument', 'signature'),
                         then ' | new ops: A B' for ops the output has and the culprit's
                         input lacks (the original, or what the passes before it made)
  undefined-output       '[<ub_kind>] <op>' of the output's UB (e.g. '[bounds] affine.load')
  interp-rejects-output  affine-interp's message on the output, normalized
  print-order, float-rounding, after-limit, opt-timeout: the class name (the pass is enough)
  interp-failure         what failed (sanitizer and frame, timeout, exit), or the verdict
  dependence-unsound, oracle-disagreement, plant-missed: given by their checker (extra=)
Messages are normalized: no locations, SSA names, numbers or addresses."""
import re

LOC = re.compile(r"(?:[^\s:]+|<unknown>):\d+(?::\d+)?: ")
SSA = re.compile(r"%[\w.$#-]+")
NUM = re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?(?:e[+-]?\d+)?\b")
HEX = re.compile(r"0x[0-9a-fA-F]+")
OP_RE = re.compile(r"\b([a-z_][a-z0-9_]*\.[a-z_][a-z0-9_.]*)\b")
# dotted words of the IR text that are not ops
NOT_OPS = {"builtin.module", "func.func"}
SPLIT_LINE = re.compile(r"^// -----[ \t]*$", re.M)


def norm_message(text, limit=160):
    text = LOC.sub("", text or "")
    text = HEX.sub("0x?", text)
    text = SSA.sub("%v", text)
    text = NUM.sub("N", text)
    text = re.sub(r"\s+", " ", text).strip()
    return text[:limit]


def errors_of(diag):
    return [line.split("error: ", 1)[1] for line in (diag or "").split("\n")
            if " error: " in line or line.startswith("error: ")]


def first_error(diag, last=False):
    """The first (or last) error message of a diagnostic text."""
    errors = errors_of(diag)
    if errors:
        return errors[-1] if last else errors[0]
    return next((line.strip() for line in (diag or "").split("\n") if line.strip()), "")


def verifier_error(diag, diag_noverify):
    """The error of the -verify-each run that the -verify-each=0 run does not
    have, the last one: MLIR's verifier speaking, which stops the pipeline
    (passes such as data-copy-generate, fusion or test-affine-parametric-tile
    emit errors of their own and go on, before it; a -verify-each=0 run that
    succeeds leaves no diagnostics to subtract, so the last error decides)."""
    without = set(errors_of(diag_noverify or ""))
    new = [e for e in errors_of(diag) if e not in without]
    return new[-1] if new else first_error(diag, last=True)


def _ops(text):
    # comments (the `// PASS:` header and such) name no ops
    text = re.sub(r"//[^\n]*", "", text or "")
    return {m for m in OP_RE.findall(text) if m not in NOT_OPS and not m[0].isdigit()}


def new_ops(before, after, limit=4):
    """Ops the pass output uses and the original does not."""
    return sorted(_ops(after) - _ops(before))[:limit]


def interp_failure_signature(v):
    """v: a CompareVerdict ('failure' or an unexpected verdict) or None."""
    if v is None:
        return "interp-failure"
    if v.verdict != "failure":
        return "verdict " + v.verdict + ": " + norm_message(v.detail, 80)
    text = v.failure or ""
    if text.startswith("timed out"):
        return "timeout"
    m = re.search(r"ERROR: (\w+Sanitizer): ([\w-]+)", text)
    if m or "runtime error:" in text:
        frame = re.search(r"#\d+ 0x[0-9a-f]+ in (\w+)", text)
        what = (f"{m.group(1)}: {m.group(2)}" if m else
                "UBSan: " + norm_message(text.split("runtime error:", 1)[1].split("\n")[0], 80))
        return what + (f" in {frame.group(1)}" if frame else "")
    return norm_message(text.split("\n")[0], 120)


def signature(cls, compare=None, crash=None, crash_in_reparse=False, diag=None, diag_noverify=None,
              original="", output="", extra=None):
    """The signature of a finding of class cls.

    compare: the CompareVerdict (output classes, interp-failure); crash: the
    crash report text; diag: mlir-opt-22's diagnostics (invalid-output,
    pass-error, reparse-failure) with diag_noverify those of the
    -verify-each=0 run; original, output: the two programs' texts
    (wrong-output's new ops); extra: a checker's own signature."""
    from .crash_state import crash_signature
    if extra is not None:
        return extra
    if cls == "crash":
        return ("reparse: " if crash_in_reparse else "") + crash_signature(crash or "")
    if cls in ("opt-timeout", "after-limit", "print-order", "float-rounding", "agree", "skipped"):
        return cls
    if cls == "invalid-output":
        return "verifier: " + norm_message(verifier_error(diag, diag_noverify))
    if cls == "pass-error":
        # the last error: the pipeline stops at the failing one
        return norm_message(first_error(diag, last=True))
    if cls == "reparse-failure":
        return "reparse: " + norm_message(first_error(diag))
    if cls == "interp-failure":
        return interp_failure_signature(compare)
    if cls == "wrong-output":
        what = (compare.what if compare is not None else None) or "output"
        ops = new_ops(original, output)
        return what + (" | new ops: " + " ".join(ops) if ops else "")
    if cls in ("undefined-output", "original-ub"):
        kind = (compare.ub_kind if compare is not None else None) or "?"
        op = (compare.op if compare is not None else None) or "?"
        return f"[{kind}] {op}"
    if cls in ("interp-rejects-output", "original-rejected"):
        msg = compare.message if compare is not None else None
        if not msg and compare is not None:
            msg = first_error(compare.diag) or compare.detail
        return norm_message(msg or "")
    return cls


def bucket(finding):
    """The dedupe key of a finding (a dict with class, pass and signature,
    as in finding.json): "<class>/<culprit pass>/<signature>"."""
    return f'{finding["class"]}/{finding.get("pass") or "?"}/{finding["signature"]}'
