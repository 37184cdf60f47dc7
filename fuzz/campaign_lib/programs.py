"""Where the programs come from, and how seeds group into blocks and shards.

A block is BLOCK consecutive seeds (block b = seeds [b*BLOCK, (b+1)*BLOCK)).
A block is the unit of work (one generator call, one mlir-opt-22 call per
configuration, one affine-interp call) and of configuration choice.  Shard
K of N owns the blocks b with b mod N == K, so shards are a deterministic
partition of the seed space whatever the run length, and a merge of the
N shards of a --count run is that run."""
import os
import re
import shlex
import subprocess

BLOCK = 64
GEN_HEADER = re.compile(r"^// affine-gen seed=(\d+)(?: features=(\S*))?", re.M)
OP_RE = re.compile(r'(?:^|=)\s*"?([a-z_]+\.[a-z_]+)\b', re.M)
NOT_OPS = {"func.func"}
PASS_HEADER = re.compile(r"^// PASS: (.+)$", re.M)
KIND_HEADER = re.compile(r"^// MLIR-BUG: (\S+)", re.M)
# `// ARGS: 3 zeros 4x4:iota`: @main's arguments, as affine-interp --args takes them
ARGS_HEADER = re.compile(r"^// ARGS:(.*)$", re.M)
MAIN_DEF = re.compile(r"func\.func @main\(\)")
PTILE_ARGS = 6


class Program:
    def __init__(self, seed, text, name, features=()):
        self.seed = seed
        self.text = text
        self.name = name
        self.features = list(features)

    @property
    def lines(self):
        return self.text.count("\n") + 1

    @property
    def has_dma(self):
        return "affine.dma_start" in self.text

    def ops(self):
        return sorted({m for m in OP_RE.findall(self.text) if m not in NOT_OPS})

    def header_config(self):
        m = PASS_HEADER.search(self.text)
        return m.group(1).strip() if m else None

    @property
    def entry_args(self):
        """The words of the program's `// ARGS:` line ([] when it has none)."""
        m = ARGS_HEADER.search(self.text)
        return shlex.split(m.group(1)) if m else []

    def header_kind(self):
        m = KIND_HEADER.search(self.text)
        return m.group(1) if m else None


def seeds_of_block(block, first, end):
    """The seeds of `block` within [first, end) (end None: unbounded)."""
    lo = max(block * BLOCK, first)
    hi = (block + 1) * BLOCK if end is None else min((block + 1) * BLOCK, end)
    return list(range(lo, hi))


def blocks(first, end, shard, nshards):
    """Blocks of shard `shard` of `nshards` covering seeds [first, end)."""
    b = first // BLOCK
    while end is None or b * BLOCK < end:
        if b % nshards == shard:
            seeds = seeds_of_block(b, first, end)
            if seeds:
                yield b, seeds
        b += 1


def wrap_parametric(text, sizes):
    """@main's body moves to @main_ptile(%ptile0..5: index); a new @main
    calls it with the tile sizes as constants (test-affine-parametric-tile
    takes a band's tile sizes from its function's first arguments)."""
    if not MAIN_DEF.search(text):
        return None
    params = ", ".join(f"%ptile{i}: index" for i in range(PTILE_ARGS))
    body = MAIN_DEF.sub(f"func.func @main_ptile({params})", text, count=1)
    consts = "".join(f"  %ts{i} = arith.constant {sizes[i]} : index\n" for i in range(PTILE_ARGS))
    args = ", ".join(f"%ts{i}" for i in range(PTILE_ARGS))
    types = ", ".join(["index"] * PTILE_ARGS)
    return (body.rstrip("\n") + "\nfunc.func @main() {\n" + consts +
            f"  call @main_ptile({args}) : ({types}) -> ()\n  return\n}}\n")


class DirSource:
    """--programs DIR...: existing files with an entry @main; a program's
    seed is its index in the sorted list of .mlir files."""

    def __init__(self, paths):
        files = []
        for p in paths:
            if os.path.isdir(p):
                for root, dirs, names in os.walk(p):
                    dirs.sort()
                    files += [os.path.join(root, n) for n in sorted(names) if n.endswith(".mlir")]
            else:
                files.append(p)
        self.files = files

    def __len__(self):
        return len(self.files)

    def load(self, seeds, tmpdir, timer):
        progs, failures = [], []
        for s in seeds:
            path = self.files[s]
            with open(path, errors="replace") as f:
                progs.append(Program(s, f.read(), path))
        return progs, failures


class GenSource:
    """build/affine-gen: `--count K --seed N --out DIR` writes DIR/gen-<seed>.mlir."""

    def __init__(self, binary, features=None, timeout=60):
        self.binary = binary
        self.features = features
        self.timeout = timeout

    def _cmd(self, *args):
        cmd = [self.binary, *args]
        if self.features:
            cmd += ["--features", self.features]
        return cmd

    def load(self, seeds, tmpdir, timer):
        """Returns (programs, failures) where failures are (seed, message)."""
        outdir = os.path.join(tmpdir, "gen")
        os.makedirs(outdir, exist_ok=True)
        failures = []
        try:
            with timer("generator"):
                r = subprocess.run(self._cmd("--count", str(len(seeds)), "--seed", str(seeds[0]), "--out", outdir),
                                   capture_output=True, text=True, errors="replace", timeout=self.timeout)
            if r.returncode:
                failures.append((seeds[0], f"affine-gen --count exit {r.returncode}: {r.stderr.strip()[:300]}"))
        except subprocess.TimeoutExpired:
            failures.append((seeds[0], "affine-gen --count timed out"))
        progs = []
        for s in seeds:
            path = os.path.join(outdir, f"gen-{s}.mlir")
            if not os.path.exists(path):
                # one at a time: a failing seed does not hide the others
                try:
                    with timer("generator"):
                        r = subprocess.run(self._cmd("--seed", str(s)), capture_output=True, text=True,
                                           errors="replace", timeout=self.timeout)
                except subprocess.TimeoutExpired:
                    failures.append((s, "affine-gen timed out"))
                    continue
                if r.returncode or not r.stdout.strip():
                    failures.append((s, f"affine-gen --seed {s} exit {r.returncode}: {r.stderr.strip()[:300]}"))
                    continue
                text = r.stdout
            else:
                with open(path, errors="replace") as f:
                    text = f.read()
            m = GEN_HEADER.search(text)
            feats = [f for f in (m.group(2) or "").split(",") if f] if m else []
            progs.append(Program(s, text, f"gen-{s}", feats))
        return progs, failures
