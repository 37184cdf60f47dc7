"""The seeds' own MLIR examples (issue 19): extract every code block of the
spec documents in ../shared/seeds, make each a program where it is one (a
complete module, or a fragment wrapped in a function whose free SSA values
become its arguments), run it through affine-interp, and say what became of
it.  tools/seed-examples is the command; tests/test_seed_examples.py pins
the counts.

How the seeds hold code:
  000, 004   ```mlir fences (and ``` fences of grammar, which are not code;
             ```c fences are skipped);
  001        each block flattened onto one line that starts with "mlir"
             (its // comments run into the code that follows them);
  002        no fences: runs of lines that look like MLIR inside the prose;
  003        ``` fences without a language.
"""
import os
import re
import subprocess
import tempfile
from dataclasses import dataclass, field

from compiled_backend import split_top

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SEEDS = os.path.join(os.path.dirname(ROOT), "shared", "seeds")
BINARY = os.environ.get("AFFINE_INTERP", os.path.join(ROOT, "build", "affine-interp"))

# What a line of MLIR starts with, for the unfenced blocks of seed 002.
CODE_LINE = re.compile(r"^\s*(#\w+\s*=|func(\.func)?\s+@|%[\w.$-]+(:\d+)?\s*=|(affine|arith|memref|vector|scf|cf|func)\.\w+"
                       r"|return\b|\}|// \w+\.mlir$)")
# Where a // comment of a flattened (seed 001) block ends: the next piece of code.
CODE_AFTER_COMMENT = re.compile(r"\s(?=//|#\w+\s*=|%[\w.$-]+(:\d+)?\s*=|(affine|arith|memref|vector|func)\.[a-z_]+\b"
                                r"|call @|return\b|\}|\.\.\.)")
# Where a statement of a flattened block starts (not after '=': "%1 = affine.apply").
STATEMENT_START = re.compile(r"(?<![=\s])\s+(?=#\w+\s*=|%[\w.$-]+(:\d+)?(\s*,\s*%[\w.$-]+)*\s*=(?!=)|func(\.func)?\s+@"
                             r"|return\b|call @|affine\.(for|if|store|yield|parallel|dma_start|dma_wait|prefetch|vector_store)\b|\}"
                             r"|(arith|memref|vector)\.\w+\s+%)")
SSA_NAME = r"%[A-Za-z_$.\-0-9]+"


@dataclass
class Block:
    seed: str          # "000"
    index: int         # 1-based within the seed
    line: int          # source line of the block's first line
    text: str          # as the seed has it
    code: str = ""     # the MLIR text after normalisation
    notes: list = field(default_factory=list)


# ------------------------------------------------------------------ extraction
def seed_files(seeds_dir=SEEDS):
    return sorted(f for f in os.listdir(seeds_dir) if re.match(r"\d{3}_.*\.txt$", f))


def extract(path):
    """Every MLIR code block of one seed file, in order."""
    seed = os.path.basename(path)[:3]
    lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
    blocks, i, unfenced = [], 0, []
    # code among the prose, without fences or "mlir" lines, only where the
    # seed has no other way of marking code (seed 002)
    prose_only = not any(re.match(r"^\s*```|^mlir\S", ln) for ln in lines)

    def flush_unfenced():
        if unfenced:
            start, body = unfenced[0][0], [t for _, t in unfenced]
            while body and body[-1].strip() == "...":
                body.pop()
            # a lone `return` or `}` is the Python sketch's, not MLIR
            if re.search(r"[%#]|\b(affine|func)\.", "\n".join(body)):
                blocks.append(Block(seed, 0, start, "\n".join(body)))
            unfenced.clear()

    while i < len(lines):
        ln = lines[i]
        fence = re.match(r"^\s*```(\w*)\s*$", ln)
        if fence:
            flush_unfenced()
            j = i + 1
            while j < len(lines) and not re.match(r"^\s*```\s*$", lines[j]):
                j += 1
            if fence.group(1) in ("", "mlir"):
                blocks.extend(split_prose(seed, i + 2, lines[i + 1:j]))
            i = j + 1
            continue
        if re.match(r"^mlir\S", ln):
            flush_unfenced()
            blocks.append(Block(seed, 0, i + 1, ln[4:]))
        elif prose_only and (CODE_LINE.match(ln) or (unfenced and ln.strip() == "...")):
            unfenced.append((i + 1, ln))
        else:
            flush_unfenced()
        i += 1
    flush_unfenced()
    for n, b in enumerate(blocks, 1):
        b.index = n
    return blocks


def split_prose(seed, first_line, lines):
    """A fence may hold English around its code (seed 000's "Example 1:",
    "For example, ..."): each paragraph that starts with a capitalised word
    is prose, and the code between such paragraphs makes one block each."""
    paras, cur, start = [], [], first_line
    for k, ln in enumerate(lines + [""]):
        if ln.strip():
            if not cur:
                start = first_line + k
            cur.append(ln)
        elif cur:
            paras.append((start, cur))
            cur = []
    if not any(re.match(r"^\s*[A-Z][a-z]+\b", p[0]) for _, p in paras):
        return [Block(seed, 0, first_line, "\n".join(lines))]
    out = []
    for start, p in paras:
        if re.match(r"^\s*[A-Z][a-z]+\b", p[0]):
            continue
        if out and out[-1].line + out[-1].text.count("\n") + 2 == start:
            out[-1].text += "\n\n" + "\n".join(p)
        else:
            out.append(Block(seed, 0, start, "\n".join(p)))
    return out


def unflatten(text):
    """A seed-001 block on one line: each // comment ends where code starts
    again; comments become lines of their own."""
    out, rest = [], text
    while "//" in rest:
        pre, _, after = rest.partition("//")
        if pre.strip():
            out.append(pre.strip())
        m = CODE_AFTER_COMMENT.search(after)
        out.append("//" + (after[:m.start()] if m else after).rstrip())
        rest = after[m.start():] if m else ""
    if rest.strip():
        out.append(rest.strip())
    lines = []
    for ln in out:
        lines.extend(ln.split("\n") if ln.startswith("//") else STATEMENT_START.sub("\n", ln).split("\n"))
    return "\n".join(ln.strip() for ln in lines if ln.strip())


# ------------------------------------------------------------- classification
NOT_CODE = [
    (re.compile(r"::="), "grammar (EBNF productions)"),
    (re.compile(r"(?<![\w])<[a-z]+(-[a-z]+)+>"), "pseudo-syntax with <placeholders> (<lower-bound>, <cond-list>)"),
    (re.compile(r"^\s*(for|if)\s*\(.*;|\bif \(.*==", re.M), "pseudo-code in C, not MLIR"),
    (re.compile(r"^\s*(For example|Example \d|If %stride)", re.M), "prose around the example"),
    (re.compile(r"\bmldim\b"), "a schedule-tree sketch (mldim), a design MLIR never implemented"),
    (re.compile(r"##"), "an affine-relation sketch (##rel), a design MLIR never implemented"),
    (re.compile(r"\(\.\.\.\)"), "elided operands '(...)'"),
    (re.compile(r":\s*\.\.\.|,\s*\.\.\.\s*$", re.M), "elided types ': ...'"),
]


def strip_comments(code):
    return re.sub(r"//[^\n]*", "", code)


def normalise(b):
    text = unflatten(b.text) if b.seed == "001" and "\n" not in b.text else b.text
    kept = []
    for ln in text.split("\n"):
        if ln.strip() == "..." or ln.strip() == "...  ...":
            b.notes.append("a '...' elision line dropped")
            continue
        kept.append(ln)
    code = "\n".join(kept)
    # an elided body "{ ... }" of an affine.if / affine.for in the text
    if re.search(r"\{\s*\.\.\.\s*\}", code):
        code = re.sub(r"\{\s*\.\.\.\s*\}", "{\n}", code)
        b.notes.append("an elided body '{ ... }' left empty")
    flat = re.sub(r"\.\.\.(\s+\.\.\.)*", "", code) if re.search(r"\s\.\.\.\s", code) else code
    if flat != code:
        b.notes.append("a '...' elision dropped")
    b.code = flat.strip("\n")
    return b


def not_code_reason(b):
    body = strip_comments(b.code)
    if not body.strip():
        return "comments only"
    for rx, why in NOT_CODE:
        if rx.search(b.code if why.startswith("prose") else body):
            return why
    return None


def has_function(code):
    return re.search(r"^\s*func(\.func)?\s+(private\s+)?@|\sfunc(\.func)?\s+@", strip_comments(code), re.M) is not None


def split_aliases(code):
    """(alias definitions, the rest): '#name = ...' may span lines until the
    next line that starts something else."""
    aliases, body, in_alias = [], [], False
    for ln in code.split("\n"):
        s = ln.strip()
        if re.match(r"#\w+\s*=", s):
            aliases.append(ln)
            in_alias = True
        elif in_alias and s and not s.startswith("//") and not CODE_LINE.match(ln) and not s.startswith(("affine.", "call")):
            aliases.append(ln)
        else:
            in_alias = False
            body.append(ln)
    return "\n".join(aliases), "\n".join(body)


def defined_names(code):
    names = set()
    for m in re.finditer(r"(?:^|[{}])\s*(" + SSA_NAME + r"(?::\d+)?(?:\s*,\s*" + SSA_NAME + r")*)\s*=(?!=)", code, re.M):
        for n in re.findall(SSA_NAME, m.group(1)):
            names.add(n.split(":")[0])
    names.update(re.findall(r"(?:affine\.for|\bfor)\s+(" + SSA_NAME + r")\s*=", code))
    for m in re.finditer(r"iter_args\(([^)]*)\)", code):
        names.update(re.findall(r"(" + SSA_NAME + r")\s*=", m.group(1)))
    # induction variables and region arguments: affine.for %i =, affine.parallel (%i, %j) =, iter_args(%a = ...)
    for m in re.finditer(r"\(\s*(" + SSA_NAME + r"(?:\s*,\s*" + SSA_NAME + r")*)\s*\)\s*=", code):
        names.update(re.findall(SSA_NAME, m.group(1)))
    for m in re.finditer(r"\^\w+\(([^)]*)\)", code):
        names.update(re.findall(SSA_NAME, m.group(1)))
    return names


def used_names(code):
    uses = []
    for m in re.finditer(SSA_NAME + r"(?:#\d+)?", code):
        n = re.sub(r"#\d+$", "", m.group(0))
        if n not in uses:
            uses.append(n)
    return uses


def infer_types(code, free):
    """A type for each free value, from how the block uses it."""
    types = {}

    def give(name, ty):
        if name in free and name not in types:
            types[name] = ty.strip()

    ty_rx = r"((?:memref|vector|tensor)<[^>]*(?:<[^>]*>[^>]*)*>|index|[if]\d+|bf16)"
    # %x[...] : memref<...>  (affine.load/store, vector_load/store, prefetch, load/store)
    for m in re.finditer(r"(?:load|store|prefetch)\s+(?:(" + SSA_NAME + r")\s*,\s*)?(" + SSA_NAME + r")\s*\[[^\]]*\][^:]*:\s*"
                         + ty_rx + r"(?:\s*,\s*" + ty_rx + r")?", code):
        stored, mem, mty, vty = m.groups()
        give(mem, mty)
        if stored:
            elem = re.search(r"x?([if]\d+|index|bf16)>$", mty)
            give(stored, vty if vty else (elem.group(1) if elem else "f32"))
    # dma_start %a[...], %b[...], %tag[...], %n(, %s, %e)? : T1, T2, T3
    for m in re.finditer(r"dma_start\s+(" + SSA_NAME + r")\[[^\]]*\],\s*(" + SSA_NAME + r")\[[^\]]*\],\s*(" + SSA_NAME +
                         r")\[[^\]]*\],\s*([^:]*):\s*" + ty_rx + r",\s*" + ty_rx + r",\s*" + ty_rx, code):
        src, dst, tag, counts, t1, t2, t3 = m.groups()
        give(src, t1), give(dst, t2), give(tag, t3)
        for n in re.findall(SSA_NAME, counts):
            give(n, "index")
    for m in re.finditer(r"dma_wait\s+(" + SSA_NAME + r")\[[^\]]*\],\s*(" + SSA_NAME + r")\s*:\s*" + ty_rx, code):
        give(m.group(1), m.group(3)), give(m.group(2), "index")
    # conditions: cond_br %c, ... and select %c, ...
    for m in re.finditer(r"(?:cond_br|select)\s+(" + SSA_NAME + r")", code):
        give(m.group(1), "i1")
    # iter_args(%a = %init, ...) -> (T, ...)
    for m in re.finditer(r"iter_args\(([^)]*)\)\s*->\s*\(?([^){]*)", code):
        inits = [p.split("=")[1].strip() for p in m.group(1).split(",") if "=" in p]
        tys = [t.strip() for t in m.group(2).split(",")]
        for n, t in zip(inits, tys):
            give(n, t)
    # arith ops: %r = arith.op %a, %b : T
    for m in re.finditer(r"(?:arith\.\w+|add[if]|mul[if]|sub[if])\s+(" + SSA_NAME + r")\s*,\s*(" + SSA_NAME + r")\s*:\s*" + ty_rx,
                         code):
        give(m.group(1), m.group(3)), give(m.group(2), m.group(3))
    # call @f(%a, ...) : (T, ...) -> ...
    for m in re.finditer(r"call\s+@\w+\s*\(([^)]*)\)\s*:\s*\(([^)]*)\)", code):
        for n, t in zip([s.strip() for s in m.group(1).split(",")], [s.strip() for s in m.group(2).split(",")]):
            give(n, t)
    # everything else a fragment leaves free is an affine operand: index
    for n in free:
        give(n, "index")
    return types


@dataclass
class Program:
    text: str
    entry: str
    params: list       # [(name, type)]
    wrapped: bool


def make_program(b):
    code = b.code
    if has_function(code):
        sig = function_signatures(code)
        entry = "main" if any(n == "main" for n, _ in sig) else (sig[0][0] if sig else "main")
        params = next((p for n, p in sig if n == entry), [])
        return Program(code + "\n", entry, params, False)
    aliases, body = split_aliases(code)
    free = [n for n in used_names(strip_comments(body)) if n not in defined_names(strip_comments(body))]
    types = infer_types(strip_comments(body), free)
    params = [(n, types[n]) for n in free]
    if not strip_comments(body).strip():
        return Program(aliases + "\n", None, [], True)
    # a vector cannot come from --args: the wrapper defines it as a splat constant
    splats = [(n, t) for n, t in params if re.fullmatch(r"vector<[\dx]+x?(f\d+|i\d+)>", t)]
    params = [pt for pt in params if pt not in splats]
    for n, t in reversed(splats):
        value = "1.5" if re.search(r"xf\d+>$", t) else "3"
        body = f"{n} = arith.constant dense<{value}> : {t}\n{body}"
    args = ", ".join(f"{n}: {t}" for n, t in params)
    label = re.match(r"\s*(\^\w+)", strip_comments(body))
    if label:   # a fragment of blocks: the function's entry block branches to the first
        body = f"cf.br {label.group(1)}\n{body}"
    indented = "\n".join("  " + ln if ln.strip() else ln for ln in body.split("\n"))
    text = f"{aliases}\nfunc.func @seed_example({args}) {{\n{indented}\n  return\n}}\n"
    return Program(text, "seed_example", params, True)


def function_signatures(code):
    """[(name, [(arg, type)])] of every function the text defines."""
    out = []
    for m in re.finditer(r"func(?:\.func)?\s+(?:private\s+)?@(\w+)\s*\(", code):
        depth, j = 1, m.end()
        while j < len(code) and depth:
            depth += {"(": 1, ")": -1}.get(code[j], 0)
            j += 1
        params = []
        for part in split_top(code[m.end():j - 1]):
            name, _, ty = part.partition(":")
            params.append((name.strip(), ty.strip()))
        out.append((m.group(1), params))
    return out


def generated_arg(ty):
    """An --args value for a parameter of type ty, or None when none fits."""
    ty = re.sub(r"/\*.*?\*/", "", ty).strip()
    if ty == "index":
        return "4"
    if re.fullmatch(r"i\d+", ty):
        return "3"
    if re.fullmatch(r"f\d+|bf16", ty):
        return "1.5"
    m = re.fullmatch(r"memref<([^>]*)>", ty)
    if m:
        dims = re.findall(r"(\?|\d+)x", m.group(1).split(",")[0])
        if "?" in dims:
            return "x".join("8" if d == "?" else d for d in dims) + ":iota"
        return "iota"
    return None


# ---------------------------------------------------------------------- running
# Blocks whose undefined behaviour the seed's own text describes (seed,
# block index) -> the sentence that says so.
EXPECTED_UB = {
    ("002", 1): "seed 002: the load %0[%arg0 - 2, ...] 'depends on' the store 'from two iterations prior of the outer "
                "loop': at %arg0 = 0 and 1 it reads row -2 and -1, outside memref<10x10xf32>",
    ("002", 2): "seed 002: the same kernel, 'a more succinct IR': the load %0[%arg0 - 2, %arg1] reads outside "
                "the buffer for %arg0 < 2",
}


@dataclass
class Outcome:
    block: Block
    status: str          # not-code, runs, verified, ub, rejected
    syntax: str = ""     # current / legacy
    detail: str = ""
    program: Program = None


def first_error(stderr, program_text=None):
    """The first diagnostic's message; with the program, followed by the
    source it points at (the construct, in the block's own words)."""
    for ln in stderr.splitlines():
        m = re.search(r":(\d+):(\d+): error: (.*)$", ln)
        if m:
            msg = m.group(3)
            if program_text:
                lines = program_text.split("\n")
                row, col = int(m.group(1)), int(m.group(2))
                if 0 < row <= len(lines):
                    at = lines[row - 1][col - 1:].strip()
                    at = at if len(at) <= 40 else at[:37] + "..."
                    msg += f" (at `{at}`)"
            return msg
        m = re.search(r"error: (.*)$", ln)
        if m:
            return m.group(1)
    return (stderr.strip().splitlines() or ["?"])[0]


def interp(path, *opts, timeout=60):
    return subprocess.run([BINARY, path, *opts], capture_output=True, text=True, errors="replace", timeout=timeout)


def classify(b, binary=None):
    global BINARY
    if binary:
        BINARY = binary
    normalise(b)
    why = not_code_reason(b)
    if why:
        return Outcome(b, "not-code", detail=why)
    prog = make_program(b)
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(prog.text)
        path = f.name
    try:
        return run_program(b, prog, path)
    finally:
        os.unlink(path)


def run_program(b, prog, path):
    args = [generated_arg(t) for _, t in prog.params]
    attempts = []
    for syntax, extra in (("current", []), ("legacy", ["--legacy-syntax"])):
        verify = interp(path, "--print-generic", *extra)
        if verify.returncode == 1 and "unknown option" in verify.stderr:
            break   # an affine-interp without --legacy-syntax
        if verify.returncode != 0:
            attempts.append((syntax, verify))
            continue
        if prog.entry is None:
            return Outcome(b, "verified", syntax, "alias definitions only: nothing to run", prog)
        if None in args:
            bad = [t for (_, t), a in zip(prog.params, args) if a is None]
            return Outcome(b, "verified", syntax, f"@{prog.entry} takes {bad[0]}: no argument to generate", prog)
        run = interp(path, *extra, "--entry", prog.entry, *(["--args", *args] if args else []))
        if run.returncode == 0:
            return Outcome(b, "runs", syntax, f"@{prog.entry}" + (f" --args {' '.join(args)}" if args else ""), prog)
        if run.returncode == 3 and (b.seed, b.index) in EXPECTED_UB:
            return Outcome(b, "runs", syntax, "expected UB: " + first_error(run.stderr), prog)
        if run.returncode == 3:
            return Outcome(b, "ub", syntax, first_error(run.stderr), prog)
        if run.returncode == 2:   # refused when loaded: a call to an undefined function, ...
            return Outcome(b, "rejected", syntax, first_error(run.stderr, prog.text), prog)
        return Outcome(b, "verified", syntax, f"exit {run.returncode} at run time: {first_error(run.stderr)}", prog)
    # rejected: today's reason, unless it was only a legacy form (then the
    # reason --legacy-syntax finds further on)
    syntax, r = attempts[0]
    if "legacy syntax" in r.stderr and len(attempts) > 1:
        syntax, r = attempts[1]
    return Outcome(b, "rejected", syntax, first_error(r.stderr, prog.text), prog)


def all_outcomes(seeds_dir=SEEDS, binary=None):
    out = []
    for f in seed_files(seeds_dir):
        for b in extract(os.path.join(seeds_dir, f)):
            out.append(classify(b, binary))
    return out


def counts(outcomes):
    """{seed: {blocks, not-code, runs, runs-legacy, verified, ub, rejected}}"""
    table = {}
    for o in outcomes:
        row = table.setdefault(o.block.seed, dict.fromkeys(
            ("blocks", "not-code", "runs", "runs-legacy", "verified", "ub", "rejected"), 0))
        row["blocks"] += 1
        key = "runs-legacy" if o.status == "runs" and o.syntax == "legacy" else o.status
        row[key] += 1
    return table


# What a rejection comes down to, by the words of its diagnostic.
REJECTION_KINDS = [
    ("non-identity layout", "a layout map with symbols (not run)"),
    ("does not reference a valid function", "calls a function it does not define"),
    ("expects different type|source map has|operation defines|redefinition of", "an error in the seed's own example"),
    ("", "syntax MLIR never had"),
]


def rejection_kind(detail):
    return next(kind for words, kind in REJECTION_KINDS if re.search(words, detail))


def markdown(outcomes):
    t = counts(outcomes)
    lines = ["| seed | blocks | not code | runs (current) | runs (--legacy-syntax) | verified only | UB | rejected "
             "| rejected: why |", "|---|---|---|---|---|---|---|---|---|"]
    tot = dict.fromkeys(next(iter(t.values())), 0) if t else {}

    def why(seed):
        kinds = [rejection_kind(o.detail) for o in outcomes if o.status == "rejected" and seed in (None, o.block.seed)]
        return "; ".join(f"{kinds.count(k)} {k}" for _, k in REJECTION_KINDS if k in kinds)

    for seed, r in sorted(t.items()):
        lines.append(f"| {seed} | {r['blocks']} | {r['not-code']} | {r['runs']} | {r['runs-legacy']} | {r['verified']} "
                     f"| {r['ub']} | {r['rejected']} | {why(seed)} |")
        for k in tot:
            tot[k] += r[k]
    if tot:
        lines.append(f"| all | {tot['blocks']} | {tot['not-code']} | {tot['runs']} | {tot['runs-legacy']} "
                     f"| {tot['verified']} | {tot['ub']} | {tot['rejected']} | {why(None)} |")
    lines += ["", "| block | line | outcome | detail |", "|---|---|---|---|"]
    for o in outcomes:
        status = o.status + (f" ({o.syntax})" if o.syntax and o.status != "not-code" else "")
        detail = o.detail.replace("|", "\\|")
        if o.block.notes:
            detail += " [" + "; ".join(sorted(set(o.block.notes))) + "]"
        lines.append(f"| {o.block.seed}#{o.block.index} | {o.block.line} | {status} | {detail} |")
    return "\n".join(lines)
