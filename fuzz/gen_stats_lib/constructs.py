"""Which constructs a generated program holds: the rows of gen-stats'
construct table (issue 30's list), each found by a regex on the text or by
a scan of the block structure (the generator writes one op per line, a
region opening at a line ending in '{' and closing at a line starting with
'}')."""
import re

# Constructs found by one regex on the whole text.
REGEX = [
    ("store with a negative IV coefficient", r"affine\.store [^\n]*\[[^\]\n]*(\* -\d|- %|\[-%|, -%)"),
    ("iter_args with step > 1", r"affine\.for [^\n]* step \d+ iter_args\("),
    ("index-typed iter_args", r"iter_args\([^\n]*-> \([^\n]*\bindex\b"),
    ("vector-typed iter_args", r"iter_args\([^\n]*-> \([^\n]*vector<"),
    ("elements f16", r"memref<([\d?]+x)*f16[,>]"),
    ("elements bf16", r"memref<([\d?]+x)*bf16[,>]"),
    ("elements i8", r"memref<([\d?]+x)*i8[,>]"),
    ("elements i16", r"memref<([\d?]+x)*i16[,>]"),
    ("elements i1", r"memref<([\d?]+x)*i1[,>]"),
    ("arith on f16/bf16", r"arith\.(add|sub|mul|div|max|min)\w* [^\n]*: (f16|bf16|vector<\d+xb?f16>)\n"),
    ("arith on i8/i16/i1", r"arith\.(add|sub|mul|and|or|xor|max|min|div|rem|shl|shr)\w* [^\n]*: (i8|i16|i1)\n"),
    ("0-d memref", r"memref<(f16|bf16|f32|f64|i1|i8|i16|i32|i64|index)>"),
    ("memref of vectors", r"memref<\d+xvector<"),
    ("math ops", r"\bmath\.\w+ "),
    ("arith.divf/remf/divui/remui", r"arith\.(divf|remf|divui|remui) "),
    ("nsw/nuw flags", r"overflow<(nsw|nuw)"),
    ("fastmath flags", r"fastmath<"),
    ("loop bound with floordiv/ceildiv/mod", r"affine\.(for [^\n]*=|parallel [^\n]*\) = \()[^\n{]*\b(floordiv|ceildiv|mod)\b"),
    ("scf.for", r"\bscf\.for\b"),
    ("scf.if", r"\bscf\.if\b"),
    ("scf.while", r"\bscf\.while\b"),
    ("multi-block body (cf.br/cf.cond_br)", r"\bcf\.(br|cond_br)\b"),
    ("memref.global + get_global", r"memref\.get_global\b"),
    ("memref.copy", r"memref\.copy\b"),
    ("memref.view", r"memref\.view\b"),
    ("memref.subview", r"memref\.subview\b"),
]
REGEX_RES = [(name, re.compile(rx)) for name, rx in REGEX]

# Constructs found by the block scan, in the order of the table.
NESTED = [
    "affine.if in affine.if",
    "affine.if in affine.parallel",
    "affine.parallel in affine.for",
    "affine.parallel in affine.if",
    "affine.parallel in affine.parallel",
    "loop bound using a parallel IV",
    "min/max bound on the IV of a zero-trip loop",
    "SSA-valued lower bound",
    "SSA-valued lower bound above the upper (zero-trip)",
    "call inside a loop",
]

ORDER = (NESTED[:6] + [REGEX[0][0]] + [n for n, _ in REGEX[1:4]] + NESTED[6:9] +
         [n for n, _ in REGEX[4:17]] + [NESTED[9]] + [n for n, _ in REGEX[17:]])

OPEN_RE = re.compile(r"^(?:%[\w:#]+ = )?(affine\.for|affine\.parallel|affine\.if|scf\.for|scf\.if|scf\.while|func\.func)\b")
FOR_RE = re.compile(r"affine\.for (%\w+) = (.*?) to (.*?)(?: step \d+)?(?: iter_args\(.*)? \{$")
PAR_RE = re.compile(r"affine\.parallel \(([^)]*)\) = (.*) \{$")
CONST_RE = re.compile(r"^(%\w+) = arith\.constant (-?\d+) : index$")
SSA_RE = re.compile(r"%[\w]+")


def _bound_value(text, consts):
    """The value of a bound that is a constant or an index constant, else None."""
    text = text.strip()
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    return consts.get(text)


def scan(text):
    found = dict.fromkeys(NESTED, False)
    consts = {}
    stack = []  # (kind, info)
    par_ivs = set()
    zero_ivs = set()
    for raw in text.splitlines():
        line = raw.strip()
        m = CONST_RE.match(line)
        if m:
            consts[m.group(1)] = int(m.group(2))
        if line.startswith("}"):
            if stack:
                stack.pop()
            if line.endswith("{"):  # } else {, } do {
                stack.append(("region", None))
            continue
        kinds = [k for k, _ in stack]
        if re.search(r"\b(func\.)?call @", line) and any(k in ("affine.for", "affine.parallel", "scf.for") for k in kinds):
            found["call inside a loop"] = True
        if not line.endswith("{"):
            continue
        m = OPEN_RE.match(line)
        kind = m.group(1) if m else "other"
        if kind == "affine.if":
            if "affine.if" in kinds:
                found["affine.if in affine.if"] = True
            if "affine.parallel" in kinds:
                found["affine.if in affine.parallel"] = True
        elif kind == "affine.parallel":
            if "affine.for" in kinds:
                found["affine.parallel in affine.for"] = True
            if "affine.if" in kinds:
                found["affine.parallel in affine.if"] = True
            if "affine.parallel" in kinds:
                found["affine.parallel in affine.parallel"] = True
            pm = PAR_RE.search(line)
            if pm:
                if set(SSA_RE.findall(pm.group(2))) & par_ivs:
                    found["loop bound using a parallel IV"] = True
                par_ivs.update(SSA_RE.findall(pm.group(1)))
        elif kind == "affine.for":
            fm = FOR_RE.search(line)
            if fm:
                iv, lb, ub = fm.groups()
                used = set(SSA_RE.findall(lb + " " + ub))
                if used & par_ivs:
                    found["loop bound using a parallel IV"] = True
                if ("max " in lb or "min " in ub) and used & zero_ivs:
                    found["min/max bound on the IV of a zero-trip loop"] = True
                if lb.startswith("%") or (lb.startswith("max ") and SSA_RE.search(lb)) or \
                        (lb.startswith("affine_map") and SSA_RE.search(lb)):
                    if not (set(SSA_RE.findall(lb)) & (_ivs(stack) | par_ivs)):
                        found["SSA-valued lower bound"] = True
                lo, hi = _bound_value(lb, consts), _bound_value(ub, consts)
                if lo is not None and hi is not None and lo >= hi:
                    zero_ivs.add(iv)
                    if lb.startswith("%"):
                        found["SSA-valued lower bound above the upper (zero-trip)"] = True
                stack.append((kind, iv))
                continue
        stack.append((kind, None))
    return found


def _ivs(stack):
    return {info for k, info in stack if k == "affine.for" and info}


def constructs(text):
    """{construct name: bool} for every row of the table."""
    found = scan(text)
    for name, rx in REGEX_RES:
        found[name] = bool(rx.search(text))
    return found
