"""Known MLIR bugs: the `// MATCH:` rule of every conformance/mlir-bugs
record, and the label of a campaign finding (the record it is, or None: new).

A rule is one JSON object; its "kind" says what identifies the bug:

  crash    {"kind": "crash", "pass": P, "frames": [F1, F2, F3], "state": S,
            "variants": [[...], ...]}
           the crash state (verdict_lib/crash_state.py): the top three
           frames in MLIR's own code without the pass-manager and walk
           frames, a function name without arguments, or for a function
           libMLIR's symbol table does not name, fn@libMLIR.so.22.1+0xSTART
           (the start of the function holding the address); or S, the
           assertion / fatal-error text (release builds have none).
           "variants" lists other top-three lists seen for the same record
           (a use-after-free crashes at a site that moves with the heap: the
           record alone and in a campaign batch differ).  A finding matches
           when its culprit pass is P and S is equal, or its top three share
           a frame with the rule's or a variant's.
  message  {"kind": "message", "class": C, "pass": P, "op": O, "message": M}
           invalid-output and reparse-failure: the verifier's or parser's
           error, normalized (no locations, SSA names, numbers), and the op
           it names.  Class, pass and message must be equal, the message
           with the op it names masked (message_key: one predicate fails on
           several ops for one bug); the same op ranks first.  A
           reparse-failure rule holds under any pass: the printer or parser
           is at fault, the pass only made IR that does not round-trip.
  silent   {"kind": "silent", "class": C, "pass": P, "options": {k: v},
            "defaults": {k: d}, "ub": K, "features": [...]}
           wrong-output, undefined-output and the other output classes: the
           first bad pass (the campaign's culprit), the pass options that are
           needed (each option of the record's PASS reset to its default in
           turn; those whose reset makes the bug go away), the UB kind, and a
           structural fingerprint of the record's reduced program (see
           fingerprint()).  A finding matches when class, pass and UB kind are
           equal, its options for that pass are compatible with the needed
           ones (option_compatible()), and its original program has every
           feature of the fingerprint.

Several rules may hold for one finding (two silent bugs of one pass whose
fingerprints nest); match() returns the most specific one (the longest
fingerprint plus needed options), ties broken by record name.  A record with
`// SAME-AS: NAME` labels its findings NAME (two reproducers of one root
cause).  `fuzz/known-bugs --update` writes every record's MATCH line by
running it; `--check` measures the precision (SPEC_NOTES.md)."""
import glob
import json
import os
import re
import sys

FUZZ = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if FUZZ not in sys.path:        # campaign_lib and reduce_lib are its siblings
    sys.path.insert(0, FUZZ)
from reduce_lib import records  # noqa: E402

MATCH_HEADER = "MATCH"
KINDS = ("crash", "message", "silent")
MESSAGE_CLASSES = ("invalid-output", "reparse-failure")
# a reparse failure is mlir-opt-22 failing to read what it printed: the bug
# is in the printer/parser pair, whichever pass produced the (valid) IR
PASS_FREE_CLASSES = ("reparse-failure",)

OP_IN_MESSAGE = re.compile(r"'([a-z_]+\.[a-z_.]+)' op\b")


def norm_message(text, limit=160):
    """The campaign's message normalization (no locations, SSA names,
    numbers), numbers in shapes too (vector<8xindex>): idempotent, so a
    signature normalized once can be normalized again."""
    from .signature import norm_message as campaign_norm
    return campaign_norm(re.sub(r"(?<=[<x])\d+(?=x)", "N", text), limit)


# -- crash state -------------------------------------------------------------
INFRA = ("mlir::detail::OpToOpPassAdaptor", "mlir::PassManager", "mlir::MlirOptMain", "mlir::splitAndProcessBuffer",
         "llvm::sys::", "llvm::function_ref", "llvm::CrashRecoveryContext", "mlir::detail::walk",
         "mlir::Operation::walk", "mlir::OpState::walk")


def named_frames(text):
    """The function names (no arguments) of the stack-dump frames that lie in
    MLIR's libraries and carry a name, top first, without the pass-manager
    and walk frames every crash shares."""
    out = []
    for line in (text or "").split("\n"):
        m = re.match(r"^\s*#?\d+\s+(?:0x[0-9a-f?]+\s+)?(?:in\s+)?(?P<lib>\S+)\s+0x[0-9a-f?]+\s*(?P<sym>.*)$", line)
        sym = lib = None
        if m:
            lib, sym = m.group("lib"), m.group("sym")
        else:
            m = re.match(r"^\s*#\d+ 0x[0-9a-f?]+ (?P<sym>.*?)\s*\((?P<lib>[^()]*?)\+0x[0-9a-f?]+\)\s*$", line)
            if m:
                lib, sym = m.group("lib"), m.group("sym")
        if not sym or "MLIR" not in lib.rsplit("/", 1)[-1]:
            continue
        sym = sym.replace("(anonymous namespace)", "anon").strip()
        sym = re.sub(r"\s*\+\s*\d+$", "", sym)
        sym = strip_args(sym)
        if not sym or sym == "?" or sym.startswith(("libMLIR", "0x")) or sym.startswith(INFRA):
            continue
        out.append(sym)
    return out


def strip_args(sym):
    """'ns::f<T>(int, x) const' -> 'ns::f<T>'."""
    depth = 0
    for i, ch in enumerate(sym):
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth = max(0, depth - 1)
        elif ch == "(" and depth == 0 and i > 0 and not sym.startswith("anon", i + 1):
            return sym[:i].strip()
    return sym.strip()


def crash_text_state(text):
    """'assert: ...' / 'fatal: ...' from a crash report, or None."""
    m = re.search(r"Assertion `(.+?)' failed", text or "")
    if m:
        return "assert: " + norm_message(m.group(1), 200)
    m = re.search(r"LLVM ERROR: (.+)", text or "")
    if m:
        return "fatal: " + norm_message(m.group(1), 200)
    return None


# -- pass options ---------------------------------------------------------------
CONTAINERS = ("builtin.module", "func.func", "builtin", "module", "func")


def split_top(text, sep=","):
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "{(":
            depth += 1
        elif ch in "})":
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur)
    return [x.strip() for x in out if x.strip()]


def parse_options(text):
    opts = {}
    for item in (text or "").split():
        k, _, v = item.partition("=")
        if k:
            opts[k] = v
    return opts


def _pipeline_passes(text, out):
    for item in split_top(text):
        m = re.match(r"^([\w.-]+)\s*(\{(.*)\}|\((.*)\))?$", item, re.S)
        if not m:
            continue
        name = m.group(1)
        if m.group(4) is not None and name in CONTAINERS:
            _pipeline_passes(m.group(4), out)
        elif name not in CONTAINERS:
            out.append((name, parse_options(m.group(3))))


def pipeline_passes(argv):
    """[(pass name, {option: value})] of mlir-opt-22 arguments, in order."""
    out = []
    for a in argv or []:
        if a.startswith(("--pass-pipeline=", "-pass-pipeline=")):
            _pipeline_passes(a.split("=", 1)[1], out)
        elif a.startswith("-") and not a.startswith(("--mlir-", "-mlir-", "-verify-each", "--verify-each")):
            name, _, opts = a.lstrip("-").partition("=")
            out.append((name, parse_options(opts)))
    return out


def culprit_options(finding):
    """The options of the finding's culprit pass: its last occurrence in the
    shortest failing prefix (or the whole pipeline)."""
    culprit = finding.get("pass")
    for key in ("minimal_pipeline", "pipeline"):
        passes = pipeline_passes(finding.get(key) or [])
        hits = [o for n, o in passes if n == culprit]
        if hits:
            return hits[-1]
    return {}


LIST_OPTIONS = {"virtual-vector-size", "tile-sizes", "test-fastest-varying"}


def option_compatible(key, want, have, default):
    """Does a finding's option value `have` (None: not given, the default)
    keep the needed record option key=want?  Booleans and words must be
    equal; list options (vector sizes, tile sizes) must have as many
    entries; numbers must be set to something other than the default."""
    value = have if have is not None else default
    if value is None:
        return False
    if key in LIST_OPTIONS:
        return len(value.split(",")) == len(want.split(","))
    if want in ("true", "false") or not re.fullmatch(r"-?\d+(\.\d+)?(e[+-]?\d+)?", want):
        return value == want
    return value != default if default is not None else value == want


# -- structural fingerprint ---------------------------------------------------
OP = re.compile(r"(?<![\w.%@#!])([a-z_][a-z0-9_]*\.[a-z_][a-z0-9_.]*)\b(?=[ (<{\[]|$)", re.M)
# present in nearly every program, so no evidence for any bug
BASE_OPS = {"func.func", "func.return", "affine.for", "affine.yield", "arith.constant", "memref.alloc",
            "memref.alloca", "memref.dealloc", "vector.print", "builtin.module"}
STRUCTURAL = ("affine.", "memref.", "vector.", "scf.", "func.call", "ub.")


def program_ops(text):
    code = "\n".join(l.split("//", 1)[0] for l in text.split("\n"))
    ops = set()
    for line in code.split("\n"):
        m = re.match(r"^\s*(?:%[\w#:, %]+=\s*)?([a-z_][a-z0-9_]*\.[a-z_][a-z0-9_.]*)", line)
        if m:
            ops.add(m.group(1))
        for m2 in re.finditer(r"\b(affine\.(?:yield|if|for|parallel|load|store|apply|min|max|vector_load|vector_store|"
                              r"dma_start|dma_wait|prefetch|delinearize_index|linearize_index))\b", line):
            ops.add(m2.group(1))
    return ops


def fingerprint(text):
    """Structural features of a program (a set of strings):
      op:NAME         an op of the affine, memref, vector, scf, ub dialects
                      or func.call, except the ones in nearly every program
      depth>=N        an affine.for nest at least N deep (N >= 2)
      iter_args       a loop carrying values
      iter_args-shared-init  two values of one loop with the same initial value
      yield-iter-arg  an affine.yield handing back a loop-carried value as is
      symbolic-bound  a loop bound that is an SSA value, symbol, min or max
      step            a loop step other than 1
      semi-affine     floordiv, ceildiv or mod in a map or subscript
      dynamic-shape   a memref type with a '?' dimension
      memory-space    a memref type in a non-default memory space
      else            an affine.if with an else region
      call            a call of another function (its memref arguments escape)
      in-place-update a loop storing to the element it loads (same memref and
                      subscript, the subscript using a loop variable)
      invariant-load  an affine.load with constant subscripts inside a loop
    A record's fingerprint is its reduced program's set: every construct in
    it survived reduction, so the bug needs it (or the reducer could not
    tell); a finding's program matches when it has them all."""
    code = "\n".join(l.split("//", 1)[0] for l in text.split("\n"))
    feats = {"op:" + o for o in program_ops(code) if o.startswith(STRUCTURAL) and o not in BASE_OPS}
    loops = []
    depths = line_depths(code, loops)
    depth = max(depths, default=0)
    feats |= {f"depth>={n}" for n in range(2, depth + 1)}
    carried = set()
    for m in re.finditer(r"affine\.for[^\n]*iter_args\(([^)]*)\)", code):
        feats.add("iter_args")
        pairs = [p.split("=") for p in m.group(1).split(",") if "=" in p]
        inits = [b.strip() for _, b in pairs]
        carried |= {a.strip() for a, _ in pairs}
        if len(inits) != len(set(inits)):
            feats.add("iter_args-shared-init")
    for m in re.finditer(r"affine\.yield\s+([^:\n]*):", code):
        if {v.strip() for v in m.group(1).split(",")} & carried:
            feats.add("yield-iter-arg")
    for m in re.finditer(r"affine\.for\s+%[\w]+\s*=\s*([^\n{]*?)\s+to\s+([^\n{]*?)(?:\s+step\s+(\d+))?\s*(?:iter_args|\{)",
                         code):
        lo, hi, step = m.group(1), m.group(2), m.group(3)
        if re.search(r"%|symbol|max|min", lo + " " + hi):
            feats.add("symbolic-bound")
        if step and step != "1":
            feats.add("step")
    if re.search(r"\b(floordiv|ceildiv|mod)\b", code):
        feats.add("semi-affine")
    for t in re.findall(r"memref<([^>]*(?:<[^>]*>[^>]*)*)>", code):
        if re.search(r"(^|x)\?", t):
            feats.add("dynamic-shape")
        if re.search(r",\s*\d+\s*$", t):
            feats.add("memory-space")
    if re.search(r"\}\s*else\s*\{", code):
        feats.add("else")
    if re.search(r"(?<![\w.])(?:func\.)?call\s+@", code):
        feats.add("call")
    loads, stores = set(), set()
    for line, d, loop in zip(code.split("\n"), depths, loops):
        for m in re.finditer(r"affine\.load\s+(%[\w]+)\[([^\]]*)\]", line):
            loads.add((loop, m.group(1), m.group(2).replace(" ", "")))
            if d > 0 and "%" not in m.group(2) and "symbol" not in m.group(2):
                feats.add("invariant-load")
        for m in re.finditer(r"affine\.store\s+[^,]+,\s*(%[\w]+)\[([^\]]*)\]", line):
            if d > 0:
                stores.add((loop, m.group(1), m.group(2).replace(" ", "")))
    if any(loop >= 0 and "%" in sub for loop, _, sub in loads & stores):
        feats.add("in-place-update")
    return feats


def line_depths(code, loops=None):
    """The number of affine.for loops open at the start of each line (and,
    in `loops`, the ordinal of the innermost one, -1 outside loops)."""
    out, stack, count = [], [], 0
    for line in code.split("\n"):
        out.append(sum(1 for x in stack if x >= 0))
        if loops is not None:
            loops.append(next((x for x in reversed(stack) if x >= 0), -1))
        is_for = bool(re.search(r"\baffine\.for\b", line))
        for ch in line:
            if ch == "{":
                stack.append(count if is_for else -1)
                count += is_for
                is_for = False
            elif ch == "}" and stack:
                stack.pop()
    return out


# -- facts of a finding -------------------------------------------------------
def finding_ub(finding):
    comp = finding.get("compare") or {}
    diag = comp.get("diagnostic") if isinstance(comp, dict) else None
    if diag and diag.get("ub_kind"):
        return diag["ub_kind"]
    m = re.search(r"\[([a-z-]+)\]", finding.get("signature", ""))
    return m.group(1) if m else None


def finding_message(finding):
    """The normalized verifier or parser error of an invalid-output or
    reparse-failure finding, and the op it names."""
    sig = finding.get("signature", "")
    msg = None
    for prefix in ("verifier: ", "reparse: "):
        if prefix in sig:
            msg = sig.split(prefix, 1)[1]
    if msg is None:
        errs = [l.split("error: ", 1)[1] for l in (finding.get("detail") or "").split("\n") if "error: " in l]
        msg = errs[-1] if errs else sig
    msg = norm_message(msg)
    m = OP_IN_MESSAGE.search(msg)
    return msg, (m.group(1) if m else None)


def norm_frame(frame):
    """One crash-state frame as the rules keep it: a function name without
    its arguments, or 'libMLIR+0xOFFSET' for a frame without a name."""
    frame = frame.strip().replace("(anonymous namespace)", "anon")
    m = re.match(r"^\(?(?:\S*/)?(lib[A-Za-z]+)[\w.]*\+(0x[0-9a-f]+)\)?$", frame)
    if m:
        return f"{m.group(1)}+{m.group(2)}"
    return strip_args(re.sub(r"\s*\+\s*\d+$", "", frame))


def finding_frames(finding):
    """The crash state's frames, top first: finding.json's crash_state, or
    the frames of its signature ('frames: A < B < C'), or the named frames
    of its stack dump."""
    st = finding.get("crash_state")
    if isinstance(st, list) and st:
        return [norm_frame(f) for f in st]
    sig = finding.get("signature", "")
    if sig.startswith("frames: "):
        return [norm_frame(f) for f in sig[len("frames: "):].split(" < ")]
    text = (finding.get("detail") or "") + "\n" + (finding.get("output") or "")
    return named_frames(text)


def top_frames(frames, n=3):
    """The top n frames without the pass-manager and walk frames."""
    return [f for f in frames if not f.startswith(INFRA) and f != "mlir::verify"][:n]


def finding_crash_state(finding):
    """'assert: ...' or 'fatal: ...' of a crash, or None."""
    sig = finding.get("signature", "")
    if sig.startswith(("assert: ", "fatal: ")):
        return sig
    return crash_text_state(finding.get("detail") or "")


# -- rules --------------------------------------------------------------------
def rule_from_finding(finding, needed_options=None, program=None, defaults=None):
    """The rule a record's own finding gives (program: the record's text;
    needed_options: {option: value}; defaults: those options' defaults)."""
    cls = finding["class"]
    if cls == "crash":
        return {"kind": "crash", "pass": finding["pass"], "frames": top_frames(finding_frames(finding)),
                "state": finding_crash_state(finding)}
    if cls in MESSAGE_CLASSES:
        msg, op = finding_message(finding)
        return {"kind": "message", "class": cls, "pass": finding["pass"], "op": op, "message": msg}
    return {"kind": "silent", "class": cls, "pass": finding["pass"], "options": dict(needed_options or {}),
            "defaults": {k: (defaults or {}).get(k) for k in (needed_options or {})},
            "ub": finding_ub(finding) if cls == "undefined-output" else None,
            "features": sorted(fingerprint(program if program is not None else finding.get("original", "")))}


def rule_problems(rule, record_class=None):
    """Why a MATCH rule is not valid (empty when it is)."""
    if not isinstance(rule, dict):
        return ["MATCH must be a JSON object"]
    kind = rule.get("kind")
    if kind not in KINDS:
        return [f"MATCH kind must be one of {', '.join(KINDS)}"]
    need = {"crash": ("pass", "frames"), "message": ("class", "pass", "message"),
            "silent": ("class", "pass", "options", "features")}[kind]
    errors = [f"MATCH {kind} rule lacks {k!r}" for k in need if k not in rule]
    if not isinstance(rule.get("pass", ""), str) or not rule.get("pass"):
        errors.append("MATCH needs the culprit pass")
    if kind == "crash" and not (rule.get("frames") or rule.get("state")):
        errors.append("MATCH crash rule has neither frames nor an assert/fatal state")
    if kind == "message" and not rule.get("message"):
        errors.append("MATCH message rule has an empty message")
    if kind == "silent" and rule.get("class") == "undefined-output" and not rule.get("ub"):
        errors.append("MATCH of an undefined-output record names the UB kind")
    cls = "crash" if kind == "crash" else rule.get("class")
    if record_class and cls != record_class:
        errors.append(f"MATCH class {cls} differs from MLIR-BUG {record_class}")
    return errors


def parse_match(value):
    return json.loads(value)


def format_match(rule):
    return json.dumps(rule, sort_keys=True, separators=(", ", ": "))


def load_rules(records_dir):
    """[rule] of every record under records_dir: the MATCH object plus
    "name" (the file), "label" (SAME-AS target or the name) and
    "limitation" (a LIMITATION header: a documented limit, not a bug)."""
    rules = []
    for path in sorted(glob.glob(os.path.join(records_dir, "*.mlir"))):
        h = records.parse_headers(open(path).read())
        if MATCH_HEADER not in h:
            continue
        try:
            rule = parse_match(h[MATCH_HEADER])
        except ValueError:
            continue
        if not isinstance(rule, dict) or "kind" not in rule:
            continue              # a record still to finish (fuzz/known-bugs --update writes its rule)
        name = os.path.basename(path)[:-5]
        rule = dict(rule, name=name, label=h.get("SAME-AS", name), limitation="LIMITATION" in h)
        rules.append(rule)
    return rules


def holds(rule, finding, facts=None):
    """Whether every condition of `rule` holds for `finding`."""
    facts = facts if facts is not None else {}
    kind = rule["kind"]
    if finding.get("pass") != rule["pass"] and rule.get("class") not in PASS_FREE_CLASSES:
        return False
    if kind == "crash":
        if finding.get("class") != "crash":
            return False
        if rule.get("state"):
            return facts.setdefault("state", finding_crash_state(finding)) == rule["state"]
        frames = set(facts.setdefault("frames", top_frames(finding_frames(finding))))
        return any(frames & set(top_frames(v)) for v in [rule.get("frames", [])] + rule.get("variants", []))
    if finding.get("class") != rule["class"]:
        return False
    if kind == "message":
        msg, op = facts.setdefault("message", finding_message(finding))
        return message_key(msg) == message_key(rule["message"])
    if rule["class"] == "undefined-output" and finding_ub(finding) != rule.get("ub"):
        return False
    opts = facts.setdefault("options", culprit_options(finding))
    if rule["options"]:
        dflt = rule.get("defaults", {})
        for k, want in rule["options"].items():
            if not option_compatible(k, want, opts.get(k), dflt.get(k)):
                return False
    feats = facts.setdefault("features", fingerprint(finding.get("original") or ""))
    return set(rule["features"]) <= feats


def message_key(msg):
    """A message with the op it names masked: one verifier predicate fails
    on several ops for one bug (an affine.load or an affine.store whose
    subscript the pass broke; a transfer_read or a transfer_write)."""
    return OP_IN_MESSAGE.sub("'OP' op", msg or "")


def specificity(rule, finding=None, facts=None):
    if rule["kind"] == "message":
        same_op = finding is not None and facts.get("message", (None, None))[1] == rule.get("op")
        return 1000 + same_op
    if rule["kind"] != "silent":
        return 1000
    return len(rule["features"]) + len(rule["options"])


def candidates(finding, rules):
    """The rules that hold for the finding, most specific first."""
    facts = {}
    hits = [r for r in rules if holds(r, finding, facts)]
    return sorted(hits, key=lambda r: (-specificity(r, finding, facts), r["name"]))


def match(finding, rules):
    """The record (its label) a finding is, or None when it is new.
    finding: the finding.json dict with "original" (the program text) and,
    when finding.json lacks it, "detail" (the crash report)."""
    hits = candidates(finding, rules)
    return hits[0]["label"] if hits else None


def finding_from_dir(folder):
    """finding.json of a campaign finding folder, with original and output."""
    with open(os.path.join(folder, "finding.json")) as f:
        doc = json.load(f)
    for key, name in (("original", "original.mlir"), ("output", "output.mlir")):
        p = os.path.join(folder, name)
        if key not in doc and os.path.exists(p):
            doc[key] = open(p).read()
    if not doc.get("detail"):
        p = os.path.join(folder, "verdict.txt")
        if os.path.exists(p):
            doc["detail"] = open(p).read()
    return doc


def pass_defaults(name, opt="mlir-opt-22"):
    """{option: default} of an mlir-opt-22 pass (from --dump-pass-pipeline)."""
    import subprocess
    r = subprocess.run([opt, f"--pass-pipeline=builtin.module(func.func({name}))", "--dump-pass-pipeline",
                        os.devnull], capture_output=True, text=True, timeout=60)
    for n, opts in pipeline_passes(["--pass-pipeline=" + re.sub(r"\s+", " ", r.stderr.split(":", 1)[-1]).strip()]):
        if n == name:
            return opts
    return {}


def with_options(pass_args, name, opts):
    """The record's PASS argv with pass `name`'s options replaced by opts."""
    out = []
    for a in pass_args:
        if a.startswith(("--pass-pipeline=", "-pass-pipeline=")):
            head, text = a.split("=", 1)

            def repl(m):
                spec = " ".join(f"{k}={v}" for k, v in opts.items())
                return name + ("{" + spec + "}" if spec else "")
            text = re.sub(rf"(?<![\w-]){re.escape(name)}(\{{[^}}]*\}})?(?![\w-])", repl, text)
            out.append(head + "=" + text)
        elif a.lstrip("-").partition("=")[0] == name:
            spec = " ".join(f"{k}={v}" for k, v in opts.items())
            out.append(a.split("=", 1)[0] + ("=" + spec if spec else ""))
        else:
            out.append(a)
    return out


def set_match_line(text, rule):
    """The record's text with its `// MATCH:` header set to rule (after FOUND-BY)."""
    line = f"// {MATCH_HEADER}: {format_match(rule)}"
    lines = text.split("\n")
    for i, l in enumerate(lines):
        if not l.startswith("//"):
            break
        if l.startswith(f"// {MATCH_HEADER}: "):
            lines[i] = line
            return "\n".join(lines)
    for i, l in enumerate(lines):
        if not l.startswith("//"):
            break
        if l.startswith("// FOUND-BY: "):
            lines.insert(i + 1, line)
            return "\n".join(lines)
    return line + "\n" + text


def campaign_findings(program, work, header=False, pass_args=None, seed=None):
    """The finding dicts fuzz/campaign reports for a program (a file or a
    folder of them; or, with seed, affine-gen's program of that seed) run
    with its `// PASS:` header (header=True) or the mlir-opt-22 arguments
    pass_args, one job, in a folder under work."""
    import subprocess
    import tempfile
    out = tempfile.mkdtemp(prefix="kb-", dir=work)
    source = ["--seed", str(seed), "--count", "1"] if seed is not None else ["--programs", program]
    cmd = [sys.executable, os.path.join(FUZZ, "campaign"), *source, "--out", out, "--jobs", "1",
           "--oracle-every", "0"]
    cmd += ["--header-config"] if header else [f"--pipeline={a}" for a in pass_args]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if r.returncode not in (0, 1):
        raise RuntimeError(f"fuzz/campaign failed on {program or seed}: {r.stderr[-2000:]}")
    found = []
    for dirpath, dirs, files in os.walk(os.path.join(out, "findings")):
        dirs.sort()
        if "finding.json" in files:
            found.append(finding_from_dir(dirpath))
    return found
