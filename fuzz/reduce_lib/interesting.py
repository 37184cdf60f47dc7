#!/usr/bin/python3
"""Interestingness test of fuzz/reduce, run by mlir-reduce-22 and cvise on
each candidate (the last file argument).

  interesting.py --config CFG --mode mlir-reduce|cvise|plain [FILE...] CANDIDATE

The candidate is interesting when, at every step:
  * the candidate original runs under affine-interp with exit 0 (no
    undefined behaviour, accepted, within the step limit): a reduction never
    lands on a program whose original has UB;
  * it is accepted by mlir-opt-22 (verifier-clean; checked by the pipeline
    run itself, and by a plain mlir-opt-22 run when the pipeline fails);
  * the pipeline gives the same class and signature as the finding (a
    crash keeps its assertion text or top frame, a miscompile stays a
    miscompile, UB stays the same kind at the same op);
  * when the config names a clean prefix (the passes before the culprit of
    a pipeline), that prefix alone leaves the program's output unchanged,
    so the miscompile stays one of the same pass.

CFG is JSON: {"class", "signature", "pipeline": [argv items], "clean_prefix":
[argv items] | null, "entry", "timeout", "max_steps", "interp", "log",
"strict_uninit": the original must not even load uninitialized memory
(fuzz/reduce sets it when the finding's original passes that), "no_leaks",
"compile_only": reduce_lib/rules.py}.

Exit codes follow the caller: mlir-reduce-22 treats a non-zero exit as
interesting, cvise a zero exit (plain: as cvise).  Any internal error means
not interesting, never a crash of the test itself."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def is_interesting(path, cfg):
    """(interesting?, the candidate's Verdict)."""
    from reduce_lib import verdict as V
    if cfg.get("interp"):
        V.INTERP = cfg["interp"]
    from reduce_lib import rules
    rejected = rules.reject(path, cfg)
    if rejected is not None:
        return False, rejected
    if cfg.get("compile_only"):
        return rules.compile_only(path, cfg)
    entry = cfg.get("entry", "main")
    timeout = cfg.get("timeout", 30)
    steps = cfg.get("max_steps", V.DEFAULT_MAX_STEPS)
    orig = V.check_original(path, entry, timeout, steps, strict=cfg.get("strict_uninit", False))
    if orig.cls != "ok":
        return False, orig
    v = V.classify(path, cfg["pipeline"], entry, timeout, steps, original=orig)
    if v.key() != (cfg["class"], cfg["signature"]):
        return False, v
    clean = cfg.get("clean_prefix")
    if clean:
        w = V.classify(path, clean, entry, timeout, steps, original=orig)
        if w.cls != "ok":
            return False, V.Verdict("prefix-not-clean", f"{w.cls} {w.signature}")
    return True, v


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    cfg_path, mode, files = None, "plain", []
    i = 0
    while i < len(argv):
        if argv[i] == "--config":
            cfg_path = argv[i + 1]
            i += 2
        elif argv[i] == "--mode":
            mode = argv[i + 1]
            i += 2
        else:
            files.append(argv[i])
            i += 1
    ok, why = False, "no candidate"
    try:
        cfg = json.load(open(cfg_path))
        ok, v = is_interesting(os.path.abspath(files[-1]), cfg)
        why = f"{v.cls} {v.signature}"
    except Exception as e:  # a broken candidate or test is just not interesting
        cfg = cfg if "cfg" in locals() else {}
        why = f"error {type(e).__name__}: {e}"
    log = cfg.get("log") if isinstance(cfg, dict) else None
    if log:
        try:
            with open(log, "a") as f:
                f.write(f"{mode} {'yes' if ok else 'no '} {why[:200]}\n")
        except OSError:
            pass
    if mode == "mlir-reduce":
        return 1 if ok else 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
