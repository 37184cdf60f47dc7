"""The self-check: a mutator in the pass position that changes one loop
bound, step, subscript constant or arith.constant in the program text,
chosen by the seed.  Every mutant whose compiled output differs from the
original's must be flagged by affine-interp --compare (different or
after-ub); block.py runs both on the compiled path to know."""
import re

from .rng import Rand

# (kind, regex whose group 1 is the number to change)
SITES = [
    ("lower-bound", re.compile(r"\baffine\.for %[\w]+ = (-?\d+) to ")),
    ("upper-bound", re.compile(r"\baffine\.for %[\w]+ = [^{]*? to (-?\d+)\b(?! *\()")),
    ("step", re.compile(r"\baffine\.for %[\w]+ = [^{]*? step (\d+)")),
    ("int-constant", re.compile(r"\barith\.constant (-?\d+) : (?:i\d+|index)\b")),
    ("float-constant", re.compile(r"\barith\.constant (-?\d+\.\d*(?:[eE][+-]?\d+)?) : (?:f16|bf16|f32|f64)\b")),
]
SUBSCRIPT = re.compile(r"\baffine\.(?:load|store|vector_load|vector_store) [^\[\n]*\[([^\]\n]*)\]")
SUB_NUM = re.compile(r"(?<![\w#%])(\d+)\b")


def sites(text):
    """[(kind, start, end)] of every number the mutator may change."""
    out = []
    for line_start, line in _lines(text):
        if line.lstrip().startswith("//"):
            continue
        for kind, rx in SITES:
            for m in rx.finditer(line):
                out.append((kind, line_start + m.start(1), line_start + m.end(1)))
        for m in SUBSCRIPT.finditer(line):
            inner_start = line_start + m.start(1)
            for n in SUB_NUM.finditer(m.group(1)):
                out.append(("subscript", inner_start + n.start(1), inner_start + n.end(1)))
    return sorted(set(out), key=lambda s: s[1])


def _lines(text):
    pos = 0
    for line in text.split("\n"):
        yield pos, line
        pos += len(line) + 1


def mutate(text, seed):
    """(mutant, description) or None when the program has nothing to change."""
    cands = sites(text)
    if not cands:
        return None
    r = Rand("plant", seed)
    kind, a, b = r.choice(cands)
    old = text[a:b]
    if kind == "float-constant":
        new = repr(float(old) + r.choice([1.0, -1.0, 0.5]))
    elif kind == "step":
        new = str(int(old) + 1)
    else:
        new = str(int(old) + r.choice([1, -1, 2]))
        if kind == "subscript" and int(new) < 0:
            new = str(int(old) + 1)
    line = text.count("\n", 0, a) + 1
    return text[:a] + new + text[b:], f"{kind} at line {line}: {old} -> {new}"
