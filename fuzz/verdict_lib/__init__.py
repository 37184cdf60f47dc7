"""The verdict model of the fuzzer (issue 28, PLAN.md "Shared interface 2"):
one table of classes (classes.py), the parse of `affine-interp --compare
--json` and the class a comparison gives (compare.py), the crash state of a
stack dump (crash_state.py), the one signature function (signature.py),
the class of one pass run (judge.py: classify_run for the campaign's
batched steps, judge() for one program, as fuzz/verdict and fuzz/reduce
run it), how mlir-opt-22 runs for a verdict (mlir_opt.py) and the dedupe
key bucket().

Importable as `verdict_lib` after sys.path.insert(0, <repo>/fuzz).  Python
standard library only."""
from .classes import ALL_CLASSES, CLASSES, FINDING_CLASSES, is_finding  # noqa: F401
from .signature import bucket, signature  # noqa: F401
