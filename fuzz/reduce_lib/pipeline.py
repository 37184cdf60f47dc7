"""A pass pipeline as mlir-opt-22 argv items, split into its passes so that
prefixes of it can be run (pass bisection).

Two forms are understood, alone or mixed with global options:
  * one item per pass: ["-affine-loop-unroll=unroll-factor=3", "-cse"]
    (an item is a pass when its name is in mlir-opt-22 --help's pass list;
    any other item, e.g. --mlir-disable-threading, is kept in every prefix)
  * a textual pipeline: ["--pass-pipeline=builtin.module(func.func(cse,
    affine-loop-unroll{unroll-factor=3}),symbol-dce)"]: its leaves are the
    passes; a prefix keeps the first k leaves and drops anchors left empty.
"""
import functools
import re
import subprocess

MLIR_OPT = "mlir-opt-22"
_PASS_LINE = re.compile(r"^      --([A-Za-z0-9_.-]+)(?:=<[^>]*>)?\s+-   ")


@functools.lru_cache(maxsize=1)
def pass_names():
    """The pass names mlir-opt-22 registers (from its --help)."""
    try:
        out = subprocess.run([MLIR_OPT, "--help"], capture_output=True, text=True,
                             errors="replace", timeout=60).stdout
    except (OSError, subprocess.TimeoutExpired):
        return frozenset()
    return frozenset(m.group(1) for m in map(_PASS_LINE.match, out.splitlines()) if m)


def flag_name(item):
    """'-affine-loop-unroll=unroll-factor=3' -> 'affine-loop-unroll'."""
    return item.lstrip("-").split("=", 1)[0]


# --- textual pipelines -------------------------------------------------------

class Node:
    """One element of a textual pipeline: `name{options}(children)`."""

    def __init__(self, name, options="", children=None):
        self.name = name
        self.options = options          # including the braces, or ""
        self.children = children        # None for a pass, a list for an anchor

    def text(self):
        inner = "" if self.children is None else "(" + ",".join(c.text() for c in self.children) + ")"
        return self.name + self.options + inner

    def leaves(self):
        if self.children is None:
            return [self]
        return [leaf for c in self.children for leaf in c.leaves()]


def _skip_group(s, i, open_ch, close_ch):
    """s[i] == open_ch; returns the index just past its matching close_ch
    (quotes and nested groups of any kind respected)."""
    depth = 0
    quote = None
    while i < len(s):
        ch = s[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch == quote:
                quote = None
        elif ch in "\"'":
            quote = ch
        elif ch in "{([":
            depth += 1
        elif ch in "})]":
            depth -= 1
            if depth == 0:
                if ch != close_ch:
                    raise ValueError(f"unbalanced pipeline near {s[i:i + 20]!r}")
                return i + 1
        i += 1
    raise ValueError("unterminated group in pipeline")


def parse_textual(s):
    """Parses a textual pass pipeline into a list of Nodes."""
    nodes, i = _parse_list(s.strip(), 0)
    if i != len(s.strip()):
        raise ValueError(f"trailing text in pipeline: {s.strip()[i:]!r}")
    return nodes


def _parse_list(s, i):
    nodes = []
    while i < len(s):
        while i < len(s) and s[i] in " \t\n":
            i += 1
        m = re.compile(r"[A-Za-z0-9_.$-]+").match(s, i)
        if not m:
            raise ValueError(f"expected a pass name at {s[i:i + 20]!r}")
        name = m.group(0)
        i = m.end()
        options = ""
        if i < len(s) and s[i] == "{":
            j = _skip_group(s, i, "{", "}")
            options, i = s[i:j], j
        children = None
        if i < len(s) and s[i] == "(":
            children, i = _parse_list(s, i + 1)
            if i >= len(s) or s[i] != ")":
                raise ValueError("missing ')' in pipeline")
            i += 1
        nodes.append(Node(name, options, children))
        while i < len(s) and s[i] in " \t\n":
            i += 1
        if i < len(s) and s[i] == ",":
            i += 1
            continue
        break
    return nodes, i


def _prune(nodes, keep):
    """Copies `nodes` keeping only the leaves in `keep` (by identity)."""
    out = []
    for n in nodes:
        if n.children is None:
            if id(n) in keep:
                out.append(n)
        else:
            kids = _prune(n.children, keep)
            if kids:
                out.append(Node(n.name, n.options, kids))
    return out


# --- the split ---------------------------------------------------------------

class Pipeline:
    """argv items of a pipeline, with its passes numbered 0..n-1."""

    def __init__(self, items):
        self.items = list(items)
        names = pass_names()
        self.segments = []       # ('opt', item) | ('flag', item) | ('textual', [Node])
        for item in self.items:
            if item.startswith("--pass-pipeline=") or item.startswith("-pass-pipeline="):
                self.segments.append(("textual", parse_textual(item.split("=", 1)[1])))
            elif item.startswith("-") and flag_name(item) in names:
                self.segments.append(("flag", item))
            else:
                self.segments.append(("opt", item))
        self.passes = []         # (segment index, leaf Node or item)
        for si, (kind, val) in enumerate(self.segments):
            if kind == "flag":
                self.passes.append((si, val))
            elif kind == "textual":
                for top in val:
                    for leaf in top.leaves():
                        self.passes.append((si, leaf))

    def __len__(self):
        return len(self.passes)

    def pass_label(self, k):
        """A readable name of pass k (0-based), e.g. 'affine-loop-unroll{unroll-factor=3}'."""
        _, p = self.passes[k]
        return p.lstrip("-") if isinstance(p, str) else p.name + p.options

    def prefix(self, k):
        """argv items of the first k passes (global options kept)."""
        return self._select(set(range(k)))

    def single(self, k):
        """argv items running pass k alone (in its own nesting)."""
        return self._select({k})

    def _select(self, wanted):
        keep_ids = {id(p) for i, (_, p) in enumerate(self.passes) if i in wanted and not isinstance(p, str)}
        keep_flags = {si for i, (si, p) in enumerate(self.passes) if i in wanted and isinstance(p, str)}
        out = []
        for si, (kind, val) in enumerate(self.segments):
            if kind == "opt":
                out.append(val)
            elif kind == "flag":
                if si in keep_flags:
                    out.append(val)
            else:
                kept = _prune(val, keep_ids)
                if kept:
                    out.append("--pass-pipeline=" + ",".join(n.text() for n in kept))
        return out


def split(items):
    return Pipeline(items)
