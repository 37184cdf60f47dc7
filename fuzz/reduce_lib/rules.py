"""Two rules of fuzz/reduce's interestingness test beyond the verdict
(reduce_lib/interesting.py calls them; fuzz/triage sets them):

  no_leaks      the candidate original must not leak memory (an allocation
                never deallocated: affine-interp --leaks=error stops with
                exit 3 [lifetime]).  Set when the finding's own original does
                not leak, so that a reduction keeps its memref.dealloc ops
                and the reduced program runs without leak warnings.
  compile_only  the candidate is not run at all: only mlir-opt-22 must
                accept it and the pipeline must give the same class and
                signature.  For the classes that are mlir-opt-22's own
                failures (crash, invalid-output, reparse-failure), whose
                upstream reproducer is a lit test on mlir-opt alone: @main,
                its prints and its deallocations may then go.
"""
import os

COMPILE_CLASSES = ("crash", "invalid-output", "reparse-failure")


def leaks(path, cfg):
    """True when the program at `path` leaks memory (or cannot be run)."""
    from reduce_lib import verdict as V
    r = V.interp(path, cfg.get("entry", "main"), cfg.get("timeout", 30),
                 cfg.get("max_steps", V.DEFAULT_MAX_STEPS), ["--leaks=error"])
    return r.timed_out or (r.rc == 3 and "never deallocated" in r.stderr)


def reject(path, cfg):
    """A Verdict saying why the candidate is rejected before its verdict is
    worked out, or None."""
    from reduce_lib import verdict as V
    if cfg.get("no_leaks") and not cfg.get("compile_only") and leaks(path, cfg):
        return V.Verdict("original-leaks", "original-leaks", "the candidate leaks memory; the finding did not")
    return None


def compile_verdict(path, pipeline, entry="main", timeout=30, max_steps=None, original=None):
    """The verdict of `pipeline` on `path` from mlir-opt-22 alone (the
    program's own run is not looked at): crash, invalid-output,
    original-invalid, opt-timeout as reduce_lib/verdict.py
    names them; reparse-failure when the pass output does not parse back
    (a crash there is a crash); else ok.  Same arguments as
    verdict.classify."""
    import tempfile
    from reduce_lib import verdict as V
    steps = max_steps or V.DEFAULT_MAX_STEPS
    v = V.classify(path, pipeline, entry, timeout, steps, original=V.Verdict("ok", "", before=""))
    if not v.after_text or v.cls in COMPILE_CLASSES or v.cls == "opt-timeout" or v.cls.startswith("original-"):
        return v                    # mlir-opt-22 failed on the program, or on reading its output back
    with tempfile.TemporaryDirectory(prefix="reduce-compile-") as tmp:
        after = os.path.join(tmp, "after.mlir")
        with open(after, "w") as f:
            f.write(v.after_text)
        rp = V.run([V.MLIR_OPT, after, "--mlir-disable-threading"], timeout, env=V.OPT_ENV)
    if rp.timed_out or rp.rc == 0:
        return V.Verdict("ok", "", after_text=v.after_text)
    from verdict_lib.signature import signature
    if V.is_crash(rp):
        sig = signature("crash", crash=rp.stderr, crash_in_reparse=True)
        return V.Verdict("crash", sig, "mlir-opt-22 crashes reading the pass output back",
                         after_text=v.after_text, stderr=rp.stderr)
    sig = signature("reparse-failure", diag=rp.stderr)
    return V.Verdict("reparse-failure", sig, V.first_error(rp.stderr), after_text=v.after_text, stderr=rp.stderr)


def compile_only(path, cfg):
    """(interesting?, Verdict) of a candidate that is only compiled."""
    v = compile_verdict(path, cfg["pipeline"], cfg.get("entry", "main"), cfg.get("timeout", 30),
                        cfg.get("max_steps"))
    return v.key() == (cfg["class"], cfg["signature"]), v


def prefilter(interp, entry, check_timeout, max_steps, strict, no_leaks, compile_only_mode):
    """The shell test that runs before the Python one in the scripts
    mlir-reduce-22 and cvise call: a candidate failing it is not
    interesting (`|| exit NOT`).  Most candidates are broken text, which
    this tells in milliseconds."""
    if compile_only_mode:
        from reduce_lib import verdict as V
        return f'timeout {int(check_timeout)} {V.MLIR_OPT} "$f" >/dev/null 2>&1 || '
    flags = (" --uninit=strict" if strict else "") + (" --leaks=error" if no_leaks else "")
    return (f'timeout {int(check_timeout)} "{interp}" "$f" --entry "{entry}" '
            f'--max-steps {max_steps}{flags} >/dev/null 2>&1 || ')

