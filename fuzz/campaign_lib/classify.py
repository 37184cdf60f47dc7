"""The campaign's adapter to fuzz/verdict_lib, where the classes (one
table, classes.py), the class of a pass run (judge.classify_run) and the
signatures (signature.py, crash_state.py) are decided for the campaign,
fuzz/verdict, repro.sh and fuzz/reduce alike.  This module only maps the
campaign's batched step results (OptResult, CompareVerdict) onto them."""
from verdict_lib.classes import ALL_CLASSES, FINDING_CLASSES  # noqa: F401
from verdict_lib.compare import ORIGINAL_VERDICT_CLASS as ORIGINAL_VERDICT  # noqa: F401
from verdict_lib.crash_state import crash_signature, crash_state  # noqa: F401
from verdict_lib.judge import classify_run
from verdict_lib.signature import interp_failure_signature, norm_message  # noqa: F401
from verdict_lib.signature import signature as _signature


def classify(opt, opt_noverify, reparse, verdict, is_reprint=False, original=""):
    """opt, opt_noverify, reparse: OptResult or None; verdict: CompareVerdict or None."""
    return classify_run(opt, opt_noverify, reparse, verdict, is_reprint, original)


def crash_report(opt, reparse):
    """(report text, whether it is mlir-opt-22's crash re-reading its output)."""
    if opt is not None and opt.status == "crash":
        return opt.crash, False
    return (reparse.crash if reparse is not None else ""), True


def signature(cls, opt=None, noverify=None, reparse=None, verdict=None, before="", output=""):
    """The class-specific part of the signature (the pass is added by the caller)."""
    report, in_reparse = crash_report(opt, reparse) if cls == "crash" else ("", False)
    diag = None
    if cls in ("invalid-output", "pass-error"):
        diag = opt.diag
    elif cls == "reparse-failure":
        diag = reparse.diag
    return _signature(cls, compare=verdict, crash=report, crash_in_reparse=in_reparse, diag=diag,
                      diag_noverify=noverify.diag if noverify is not None else None, original=before, output=output)
