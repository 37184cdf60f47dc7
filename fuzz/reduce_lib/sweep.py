"""The sweep of fuzz/reduce: edits of MLIR text in mlir-opt-22's printing
(one op a line), tried one at a time from the last line up, each kept when
the candidate is still interesting (reduce.Reducer.sweep):

  closure    a def line with every line of its function using its
             results, transitively (a region op among them with its region)
  region     a region op with its whole region
  line       one line
  forward    one op line, its only result's uses given one of its operands
             (`%8 = arith.maxsi %a, %7` -> uses of %8 read %a; the verifier
             rejects a type that does not fit)
  function   (coarse) a function with every call of it and the uses of
             the calls' results
  argument   an argument a function never uses, dropped from its signature
             and from every call of it (the values the calls passed then
             die, and the lines making them go in later edits)

It reaches what cvise's chunked line deletion and mlir-reduce-22's op
deletion leave: an op whose uses must go with it, an operand list that
keeps a whole chain of values alive."""
import re

_DEF = re.compile(r"^\s*(%[\w.$-]+(?::\d+)?(?:\s*,\s*%[\w.$-]+(?::\d+)?)*)\s*=")


def brace_net(line):
    return line.count("{") - line.count("}")


def block_end(lines, i):
    """The last line of the region op opening at line i (its closing brace)."""
    depth = 0
    for j in range(i, len(lines)):
        depth += brace_net(lines[j])
        if depth <= 0:
            return j
    return len(lines) - 1


def opens_block(line):
    return line.rstrip().endswith("{") and not line.lstrip().startswith("}")


def enclosing_function(lines, i):
    """(first, last) line of the func.func around line i, else the file."""
    for k in range(i, -1, -1):
        if "func.func" in lines[k] and opens_block(lines[k]):
            end = block_end(lines, k)
            if end >= i:
                return k, end
    return 0, len(lines) - 1


def uses_closure(lines, i):
    """Line i (a def) with every line of its function that uses one of its
    results, transitively; a region op among them with its region."""
    lo, hi = enclosing_function(lines, i)
    unit, todo = set(), [i]
    while todo:
        k = todo.pop()
        if k in unit:
            continue
        span = range(k, block_end(lines, k) + 1) if opens_block(lines[k]) else [k]
        unit.update(span)
        m = _DEF.match(lines[k])
        if not m:
            continue
        for name in re.findall(r"%[\w.$-]+", m.group(1)):
            use = re.compile(re.escape(name) + r"(?![\w.$-])")
            for j in range(lo, hi + 1):
                if j not in unit and use.search(lines[j]):
                    todo.append(j)
    return unit


def deletion_units(lines, i):
    """The edits the sweep tries at line i, largest first: (line indices,
    renaming or None) for the deletions (a renaming (old, new) gives the
    uses of a deleted op's only result one of its operands, in the op's
    function), ('argument', i, k) for an unused argument."""
    line = lines[i]
    s = line.strip()
    if not s or s.startswith("}") or s.startswith("//") or s in ("module {",):
        return []
    units = list(argument_units(lines, i))
    if _FUNC.match(line):
        units.append((frozenset(calls_closure(lines, i)), None))
    m = _DEF.match(line)
    if m:
        units.append((frozenset(uses_closure(lines, i)), None))
    if opens_block(line):
        units.append((frozenset(range(i, block_end(lines, i) + 1)), None))
    else:
        units.append((frozenset([i]), None))
    if m and re.fullmatch(r"%[\w.$-]+", m.group(1).strip()) and not opens_block(line):
        result = m.group(1).strip()
        for operand in dict.fromkeys(re.findall(r"%[\w.$-]+", line[m.end():])):
            if operand != result:
                units.append((frozenset([i]), (result, operand)))
    seen, out = set(), []
    for u in units:
        if u not in seen:
            seen.add(u)
            out.append(u)
    return out


def apply_unit(lines, unit):
    """The lines after an edit of deletion_units (None: not applicable)."""
    if unit[0] == "argument":
        return drop_argument(lines, unit[1], unit[2])
    drop, rename = unit
    rest = [(j, l) for j, l in enumerate(lines) if j not in drop]
    if rename is None:
        return [l for _, l in rest]
    old, new = rename
    lo, hi = enclosing_function(lines, min(drop))
    use = re.compile(re.escape(old) + r"(?![\w.$-])")
    return [use.sub(new, l) if lo <= j <= hi else l for j, l in rest]


_FUNC = re.compile(r"^\s*func\.func\s+(?:(?:private|public|nested)\s+)?@([\w.$-]+)\(")
_PAIRS = {"(": ")", "<": ">", "[": "]", "{": "}"}


def group_end(text, i):
    """text[i] opens a bracket group; the index of its closing bracket
    (nested groups of any kind skipped; `->` is no closing angle)."""
    depth = 0
    j = i
    while j < len(text):
        c = text[j]
        if c in _PAIRS:
            depth += 1
        elif c in ")>]}" and not (c == ">" and j > 0 and text[j - 1] == "-"):
            depth -= 1
            if depth == 0:
                return j
        j += 1
    return None


def split_top(text):
    """Comma-separated items at bracket depth 0."""
    items, depth, cur = [], 0, ""
    for j, c in enumerate(text):
        if c in _PAIRS:
            depth += 1
        elif c in ")>]}" and not (c == ">" and j > 0 and text[j - 1] == "-"):
            depth -= 1
        if c == "," and depth == 0:
            items.append(cur)
            cur = ""
        else:
            cur += c
    if cur.strip():
        items.append(cur)
    return items


def join_items(items):
    return ", ".join(x.strip() for x in items)


def function_args(line):
    """(name, [argument texts], start, end of the argument list) of a
    func.func line, or None."""
    m = _FUNC.match(line)
    if not m:
        return None
    start = m.end() - 1
    end = group_end(line, start)
    if end is None:
        return None
    return m.group(1), split_top(line[start + 1:end]), start, end


def drop_argument(lines, i, k):
    """The lines with argument k of the function at line i dropped, at its
    definition and every call; None when a call is not in the form this
    understands."""
    name, args, start, end = function_args(lines[i])
    out = list(lines)
    out[i] = lines[i][:start + 1] + join_items(args[:k] + args[k + 1:]) + lines[i][end:]
    call = re.compile(r"\bcall @" + re.escape(name) + r"\(")
    for j, line in enumerate(lines):
        m = call.search(line)
        if not m:
            continue
        o_start = m.end() - 1
        o_end = group_end(line, o_start)
        if o_end is None:
            return None
        operands = split_top(line[o_start + 1:o_end])
        t = re.compile(r"\s*:\s*\(").match(line, o_end + 1)
        if len(operands) != len(args) or not t:
            return None
        t_start = t.end() - 1
        t_end = group_end(line, t_start)
        types = split_top(line[t_start + 1:t_end]) if t_end else []
        if len(types) != len(args):
            return None
        out[j] = (line[:o_start + 1] + join_items(operands[:k] + operands[k + 1:]) + line[o_end:t_start + 1]
                  + join_items(types[:k] + types[k + 1:]) + line[t_end:])
    return out


def argument_units(lines, i):
    """('argument', i, k) for each argument of the function at line i that
    its body never uses."""
    fa = function_args(lines[i])
    if not fa or not opens_block(lines[i]):
        return []
    _, args, _, _ = fa
    body = "".join(lines[i + 1:block_end(lines, i) + 1])
    units = []
    for k, a in enumerate(args):
        m = re.match(r"\s*(%[\w.$-]+)", a)
        if m and not re.search(re.escape(m.group(1)) + r"(?![\w.$-])", body):
            units.append(("argument", i, k))
    return units


def region_order(lines):
    """The lines opening a region op (not the module), outermost first."""
    opens = [(len(l) - len(l.lstrip()), i) for i, l in enumerate(lines)
             if opens_block(l) and not l.strip().startswith("module")]
    return [i for _, i in sorted(opens)]


def calls_closure(lines, i):
    """A function (line i opens it) with every call of it, and what uses
    the calls' results."""
    m = _FUNC.match(lines[i])
    unit = set(range(i, block_end(lines, i) + 1))
    if m:
        call = re.compile(r"\bcall @" + re.escape(m.group(1)) + r"\(")
        for j, line in enumerate(lines):
            if j not in unit and call.search(line):
                unit |= uses_closure(lines, j) if _DEF.match(line) else {j}
    return unit


def region_units(lines, i):
    """The coarse edits at a region op: it with its region (and the uses
    of its results, when it has some); a function with its calls."""
    units = []
    if _DEF.match(lines[i]):
        units.append((frozenset(uses_closure(lines, i)), None))
    units.append((frozenset(range(i, block_end(lines, i) + 1)), None))
    if _FUNC.match(lines[i]):
        units.append((frozenset(calls_closure(lines, i)), None))
    return units
