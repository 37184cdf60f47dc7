"""The one ordered table of classes.  Adding a class is one row here.

A pass run (or a check of the harness) ends in exactly one class.  The
finding classes come in report order (our own failures first, then MLIR's,
crashes before silent bugs); the others are counted but filed nowhere.
Where each class is decided: judge.classify (a pass run), block.py
(dependence-unsound, oracle-disagreement, plant-missed)."""
from collections import namedtuple

Class = namedtuple("Class", "name is_finding description")

CLASSES = (
    # -- findings, in report order -------------------------------------------
    Class("interp-failure", True,
          "affine-interp crashed, timed out, printed a sanitizer report, exited outside 0-5, or gave a "
          "before-* verdict on an original it had run cleanly: our bug"),
    Class("crash", True,
          "mlir-opt-22 died (a signal, an exit code other than 0/1, `PLEASE submit a bug report`, "
          "`Stack dump:`, `LLVM ERROR:`), running the pipeline or re-reading its own output"),
    Class("wrong-output", True,
          "the pass output prints other values (or other results/arguments) than the original"),
    Class("print-order", True,
          "the pass output prints the same lines as the original in another order"),
    Class("float-rounding", True,
          "the pass output differs from the original only by float rounding (within --compare's "
          "tolerance) and the original's float ops do not permit reassociation (no fastmath reassoc/fast)"),
    Class("undefined-output", True,
          "the pass output has undefined behaviour the original does not have"),
    Class("invalid-output", True,
          "MLIR's verifier rejects what a pass emitted (the run fails with -verify-each and succeeds "
          "with -verify-each=0)"),
    Class("reparse-failure", True,
          "mlir-opt-22 cannot parse its own printed output"),
    Class("interp-rejects-output", True,
          "mlir-opt-22 re-reads the pass output, affine-interp rejects it (either side may be wrong)"),
    Class("after-limit", True,
          "the pass output runs out of affine-interp's step or memory limit (a hang?)"),
    Class("opt-timeout", True,
          "mlir-opt-22 did not finish within its timeout"),
    Class("dependence-unsound", True,
          "MLIR's dependence analysis (-test-memref-dependence-check) misses a dependence observed "
          "by tools/depcheck on the original"),
    Class("oracle-disagreement", True,
          "affine-interp and the compiled path (mlir-runner-22) print different things for an original"),
    Class("plant-missed", True,
          "a planted mutant the compiled path tells apart was not flagged by --compare: our blind spot"),
    # -- not findings ------------------------------------------------------------
    Class("agree", False,
          "the pass output behaves as the original (also a float-rounding difference when the "
          "original's float ops carry fastmath reassoc or fast)"),
    Class("pass-error", False,
          "the pass itself refused with an ordinary diagnostic (also with -verify-each=0)"),
    Class("skipped", False,
          "not run: over the time budget, or a wrapper of the original that did not run cleanly"),
    Class("original-ub", False, "the original has undefined behaviour"),
    Class("original-rejected", False, "affine-interp rejects the original"),
    Class("original-limit", False, "the original runs out of affine-interp's limits"),
    Class("original-opt-rejected", False, "mlir-opt-22 rejects the original"),
)

BY_NAME = {c.name: c for c in CLASSES}
FINDING_CLASSES = [c.name for c in CLASSES if c.is_finding]
ALL_CLASSES = [c.name for c in CLASSES]
ORIGINAL_CLASSES = [c for c in ALL_CLASSES if c.startswith("original-")]


def is_finding(name):
    c = BY_NAME.get(name)
    return bool(c and c.is_finding)


def order(name):
    """Report order of a class (unknown names last)."""
    return ALL_CLASSES.index(name) if name in BY_NAME else len(ALL_CLASSES)
