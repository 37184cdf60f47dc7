"""A bucket's upstream-ready reproducer, reproducer.mlir in its folder,
itself a lit test (tools/litcfg.py; the campaign's lit.cfg.py runs them):

  crash             // RUN: not --crash mlir-opt %s PASS 2>&1 | FileCheck %s
                    with CHECK lines on the assertion text, the LLVM ERROR
                    line, or the crash state's frames (CHECK-DAG)
  invalid-output    // RUN: not mlir-opt %s PASS 2>&1 | FileCheck %s
                    // CHECK: error: <the verifier's message>
  reparse-failure   // RUN: mlir-opt %s PASS -o %t
                    // RUN: not mlir-opt %t 2>&1 | FileCheck %s
                    // CHECK: error: <the parser's message>
  silent bugs       the program with its @main and the affine-interp
  (wrong-output,    --compare witness: what the program prints (BEFORE),
  undefined-output, what the pass output prints or the error it stops with
  print-order, ...) (AFTER), and --compare's verdict line (COMPARE)

RUN lines name `mlir-opt`, as tests in llvm-project do; the project's lit
configuration runs mlir-opt-22 for it (and affine-interp, FileCheck-22)."""
import os
import re
import shlex
import subprocess
import tempfile

from reduce_lib import verdict as V


def check_text(text):
    """Text for a FileCheck pattern matching `text` literally: `[[` and
    `{{` (FileCheck's variable and regex brackets) as regexes."""
    out, i = [], 0
    while i < len(text):
        two = text[i:i + 2]
        if two in ("[[", "{{"):
            out.append("{{\\" + two[0] + "\\" + two[1] + "}}")
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out).strip()


def quote_arg(a):
    """A pipeline argument as a lit RUN line (lit's shell) takes it."""
    if re.fullmatch(r"[\w@%+=:,./-]+", a):
        return a
    if '"' not in a and "\\" not in a and "$" not in a and "`" not in a:
        k, eq, v = a.partition("=")
        if eq and re.fullmatch(r"-{1,2}[\w-]+", k):
            return f'{k}="{v}"'
        return f'"{a}"'
    return shlex.quote(a)


def pass_args(pipeline):
    return " ".join(quote_arg(a) for a in pipeline)


def strip_module(text):
    """A program printed as `module { ... }` without attributes, as its
    top-level ops alone (one level of indentation less); else None."""
    lines = text.rstrip("\n").splitlines()
    body = [l for l in lines if l.strip() and not l.strip().startswith("//")]
    if not body or body[0].strip() != "module {" or body[-1].strip() != "}":
        return None
    first, last = lines.index(body[0]), len(lines) - 1 - lines[::-1].index(body[-1])
    inner = lines[first + 1:last]
    return "\n".join(l[2:] if l.startswith("  ") else l for l in inner) + "\n"


def first_error(stderr):
    """`error: <message>` of the first diagnostic (no location)."""
    for line in stderr.splitlines():
        m = re.search(r"\berror: (.*)", line)
        if m:
            return m.group(1).strip()
    return None


def crash_checks(signature, stderr):
    """CHECK lines for a crash."""
    m = re.search(r"Assertion `(.*?)' failed", stderr)
    if m:
        return [f"// CHECK: Assertion `{check_text(m.group(1))}' failed"]
    m = re.search(r"LLVM ERROR: (.*)", stderr)
    if m:
        return [f"// CHECK: LLVM ERROR: {check_text(m.group(1))}"]
    kind, _, rest = signature.partition(": ")
    frames = [f.strip() for f in re.split(r"\s+<\s+", rest)] if kind in ("frame", "frames") else []
    # an unnamed function is `fn@LIB+START` in the crash state (its start
    # address, found by verdict_lib.crash_state): mlir-opt's own dump
    # prints only the return address, so such a frame cannot be checked
    frames = [f for f in frames if f and f != "?" and not f.startswith("fn@")]
    if frames:
        return ["// CHECK: Stack dump"] + [f"// CHECK-DAG: {check_text(f)}" for f in frames]
    return ["// CHECK: Stack dump"]


def header(info, stats):
    """Comment lines saying where the reproducer comes from."""
    lines = [f"// {info['class']} in {info.get('culprit') or info.get('pass', '?')}: {info.get('signature', '')}"]
    found = info.get("seed")
    if found is not None:
        lines.append(f"// Found by fuzz/campaign (seed {found}, {info.get('config', '?')});")
    else:
        lines.append(f"// Found by fuzz/campaign ({info.get('config', '?')});")
    lines.append(f"// reduced by fuzz/triage from {stats['lines_before']} to {stats['lines_after']} lines.")
    return lines


def compile_reproducer(cls, signature, pipeline, program, stderr, info, stats):
    """The lit test of a crash, invalid-output or reparse-failure."""
    args = pass_args(pipeline)
    head = header(info, stats)
    if cls == "crash":
        run = [f"// RUN: not --crash mlir-opt %s {args} 2>&1 | FileCheck %s"]
        checks = crash_checks(signature, stderr)
    elif cls == "invalid-output":
        run = [f"// RUN: not mlir-opt %s {args} 2>&1 | FileCheck %s"]
        msg = first_error(stderr) or signature
        checks = [f"// CHECK: error: {check_text(msg)}"]
    else:
        run = [f"// RUN: mlir-opt %s {args} -o %t", "// RUN: not mlir-opt %t 2>&1 | FileCheck %s"]
        msg = first_error(stderr) or signature
        checks = [f"// CHECK: error: {check_text(msg)}"]
    return "\n".join(run + head + checks) + "\n\n" + program.lstrip("\n")


def output_text(line):
    """A pattern for a printed line: literal, but for what changes from run
    to run or by the sign of a NaN (the printMemref address, `-nan`), as
    --compare and the campaign ignore them."""
    pat = check_text(line)
    pat = re.sub(r"base@ = 0x[0-9a-fA-F]+", "base@ = {{0x[0-9a-f]+}}", pat)
    return re.sub(r"(?<![\w-])-?nan\b", "{{-?}}nan", pat)


def output_checks(prefix, text):
    """CHECK lines matching printed output line by line."""
    out = []
    for k, line in enumerate(text.splitlines()):
        if not line.strip():
            out.append(f"// {prefix}-EMPTY:" if k else f"// {prefix}: {{{{^$}}}}")
        else:
            out.append(f"// {prefix}{'' if k == 0 else '-NEXT'}: {output_text(line)}")
    return out or [f"// {prefix}-NOT: {{{{.}}}}"]


def run(cmd, timeout=60):
    return subprocess.run(cmd, capture_output=True, text=True, errors="replace", timeout=timeout)


def silent_reproducer(cls, signature, pipeline, program, info, stats, interp=None, entry="main"):
    """The program and its --compare witness, as a lit test; None when the
    witness cannot be taken (the pass fails on it)."""
    interp = interp or V.INTERP
    args = pass_args(pipeline)
    with tempfile.TemporaryDirectory(prefix="triage-witness-") as tmp:
        prog = os.path.join(tmp, "p.mlir")
        with open(prog, "w") as f:
            f.write(program)
        o = run(["mlir-opt-22", prog, *pipeline])
        if o.returncode != 0:
            return None
        after = os.path.join(tmp, "after.mlir")
        with open(after, "w") as f:
            f.write(o.stdout)
        e = [] if entry == "main" else ["--entry", entry]
        b = run([interp, prog, *e])
        a = run([interp, after, *e])
        c = run([interp, "--compare", prog, after, *e])
    if b.returncode != 0 or c.returncode == 0:
        return None
    ent = "" if entry == "main" else f" --entry {entry}"
    def empty(out):                 # FileCheck refuses an empty input unless told
        return "" if out.strip() else " --allow-empty"
    runs = [f"// RUN: mlir-opt %s {args} -o %t",
            f"// RUN: affine-interp %s{ent} | FileCheck %s --check-prefix=BEFORE{empty(b.stdout)}"]
    if a.returncode == 0:
        runs.append(f"// RUN: affine-interp %t{ent} | FileCheck %s --check-prefix=AFTER{empty(a.stdout)}")
        after_checks = output_checks("AFTER", a.stdout)
    else:
        runs.append(f"// RUN: not affine-interp %t{ent} 2>&1 | FileCheck %s --check-prefix=AFTER")
        msg = first_error(a.stderr) or (a.stderr.strip().splitlines() or ["error"])[0]
        after_checks = [f"// AFTER: error: {check_text(msg)}"]
    runs.append(f"// RUN: not affine-interp --compare %s %t{ent} 2>&1 | FileCheck %s --check-prefix=COMPARE")
    verdict = compare_line(c.stdout + c.stderr, prog, after)
    head = header(info, stats)
    head.append("// The program prints BEFORE; the pass output prints AFTER (affine-interp, the")
    head.append("// project's reference interpreter; --compare names the first difference).")
    checks = output_checks("BEFORE", b.stdout) + after_checks + [f"// COMPARE: {output_text(verdict)}"]
    return "\n".join(runs + head + checks) + "\n\n" + program.lstrip("\n")


def compare_line(text, *paths):
    """--compare's verdict: `compare: VERDICT[: detail]`, the detail left
    out when it names the temporary files."""
    for line in text.splitlines():
        m = re.search(r"compare: ([a-z-]+)(: .*)?$", line)
        if m:
            detail = m.group(2) or ""
            if any(p in detail for p in paths) or "/" in detail:
                detail = ""
            return f"compare: {m.group(1)}{detail}"
    return "compare:"
