"""A configuration: one pass with options, or a pipeline of 2 to 5, or a
fixed mlir-opt argument taken as given (`--pipeline`, a file's `// PASS:`
header).  Which configurations a program runs is a function of its block
(seed // BLOCK) and the configuration filter only, so shards, merges and
reruns choose the same ones."""
import re

from .passes import AFFINE, LLVM_ONLY, LLVM_STEPS, LOWERED, MODULE_SCOPE, PASSES, PSEUDO_OPTIONS, sample_options
from .rng import Rand

NO_THREADS = "--mlir-disable-threading"
PIPELINE_RE = re.compile(r"[a-z][a-z0-9-]*(?=[{,)]|$)")
CONTAINERS = {"builtin.module", "func.func", "builtin", "module", "func"}


class Config:
    def __init__(self, passes=(), raw=None):
        self.passes = tuple(passes)          # ((name, ((opt, val), ...)), ...)
        self.raw = tuple(raw) if raw else None

    # -- what mlir-opt-22 runs -------------------------------------------
    def pass_args(self):
        """The mlir-opt-22 arguments after the program path (without -verify-each)."""
        if self.raw is not None:
            return list(self.raw)
        if not self.passes:
            return []
        groups = []   # (module scope?, [pass specs]): consecutive function passes share one func.func(...)
        for name, opts in self.passes:
            real = [(k, v) for k, v in opts if k not in PSEUDO_OPTIONS.get(name, ())]
            spec = name + ("{" + " ".join(f"{k}={v}" for k, v in real) + "}" if real else "")
            on_module = name in MODULE_SCOPE
            if groups and not on_module and not groups[-1][0]:
                groups[-1][1].append(spec)
            else:
                groups.append((on_module, [spec]))
        parts = [specs[0] if on_module else "func.func(" + ",".join(specs) + ")" for on_module, specs in groups]
        return ["--pass-pipeline=builtin.module(" + ",".join(parts) + ")"]

    def argv(self, verify=True):
        """What mlir-opt-22 gets after the program path.  --mlir-disable-threading:
        MLIR's output depends on thread timing and on heap addresses (pointer-keyed
        maps); with one thread and ASLR off (opt.py) a rerun prints the same bytes."""
        return [NO_THREADS] + (["-verify-each"] if verify else ["-verify-each=0"]) + self.pass_args()

    @property
    def text(self):
        """The configuration's identity: its mlir-opt arguments as one line."""
        return " ".join(self.pass_args()) or "(reprint)"

    # -- naming -------------------------------------------------------------
    @property
    def names(self):
        if self.raw is None:
            return [n for n, _ in self.passes]
        names = []
        for a in self.raw:
            if a.startswith("--pass-pipeline=") or a.startswith("-pass-pipeline="):
                names += [n for n in PIPELINE_RE.findall(a.split("=", 1)[1]) if n not in CONTAINERS]
            elif a.startswith("-"):
                names.append(a.lstrip("-").split("=", 1)[0])
        return names

    @property
    def kind(self):
        """The row of the report's configuration tables."""
        names = self.names
        if not names:
            return "(reprint)"
        return names[0] if len(names) == 1 else "pipeline"

    @property
    def first_pass(self):
        names = self.names
        return names[0] if names else "(reprint)"

    def wrap_sizes(self):
        """Tile sizes for test-affine-parametric-tile's wrapper, or None."""
        for name, opts in self.passes:
            for k, v in opts:
                if (name, k) == ("test-affine-parametric-tile", "sizes"):
                    return [int(x) for x in v.split(",")]
        if self.raw is not None and "test-affine-parametric-tile" in self.names:
            return [4, 4, 4, 4, 4, 4]
        return None

    def prefix(self, k):
        return Config(self.passes[:k])

    def to_json(self):
        if self.raw is not None:
            return {"raw": list(self.raw)}
        return {"passes": [[n, [list(o) for o in opts]] for n, opts in self.passes]}

    @staticmethod
    def from_json(d):
        if "raw" in d:
            return Config(raw=d["raw"])
        return Config(tuple((n, tuple(tuple(o) for o in opts)) for n, opts in d["passes"]))

    def __eq__(self, other):
        return isinstance(other, Config) and self.text == other.text

    def __hash__(self):
        return hash(self.text)

    def __repr__(self):
        return f"Config({self.text!r})"


def parse_filter(spec):
    """--configs LIST: pass names (all of PASSES when empty).  Unknown names
    are an error so a typo does not silently run nothing."""
    if not spec:
        return sorted(PASSES)
    names = [s.strip() for s in spec.split(",") if s.strip()]
    bad = [n for n in names if n not in PASSES]
    if bad:
        raise ValueError("unknown pass in --configs: " + ", ".join(bad) + " (known: " + ", ".join(sorted(PASSES)) + ")")
    return sorted(set(names))


def _single(r, allowed):
    name = r.weighted([(n, PASSES[n][0]) for n in allowed])
    return (name, sample_options(name, r))


LOWERING = ("lower-affine", ())


def _lowered_first(passes):
    """A LOWERED pass runs on what lower-affine makes: it is put first.  A
    step of -test-lower-to-llvm runs on what the steps before it make: they
    are put first (its last occurrence in the pipeline is the one judged)."""
    name = passes[0][0]
    if name in LLVM_ONLY:
        at = max(i for i, (n, _) in enumerate(LLVM_STEPS) if n == name)
        return LLVM_STEPS[:at + 1]
    return (LOWERING,) + passes if name in LOWERED else passes


def _pipeline(r, allowed):
    length = r.randint(2, 5)
    out = []
    lowered = False
    tries = 0
    while len(out) < length and tries < 100:
        tries += 1
        name, opts = _single(r, allowed)
        if name in LLVM_ONLY:
            continue                      # a lowering step runs after its own prefix only
        if name == "lower-affine":
            if lowered:
                continue
            lowered = True
        elif name in AFFINE and lowered:
            continue                      # nothing affine is left after lower-affine
        elif name in LOWERED and not lowered:
            out.append(LOWERING)
            lowered = True
        if name == "test-affine-parametric-tile" and any(n == name for n, _ in out):
            continue                      # one wrapper per program
        if (name == "affine-pipeline-data-transfer" and "affine-data-copy-generate" in allowed
                and r.chance(0.5) and len(out) < length - 1):
            # its input is what data-copy-generate with DMA makes
            out.append(("affine-data-copy-generate", (("generate-dma", "true"), ("fast-mem-space", "2"),
                                                      ("fast-mem-capacity", str(r.choice([1, 4, 16]))))))
        out.append((name, opts))
    return tuple(out[:6])


def choose(block, allowed, count, pipeline_share, salt=""):
    """The `count` configurations every program of `block` runs."""
    r = Rand("configs", salt, block, ",".join(allowed), count, pipeline_share)
    chosen, seen = [], set()
    attempts = 0
    while len(chosen) < count and attempts < count * 20:
        attempts += 1
        passes = _pipeline(r, allowed) if r.chance(pipeline_share) else _lowered_first((_single(r, allowed),))
        if not passes:
            continue
        c = Config(passes)
        if c.text not in seen:
            seen.add(c.text)
            chosen.append(c)
    return chosen
