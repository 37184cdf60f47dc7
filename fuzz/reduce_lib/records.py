"""conformance/mlir-bugs/ records: their six headers, their check against
REPORTS.md, and the skeleton fuzz/reduce --record writes.

A record NAME.mlir starts with

  // MLIR-BUG: wrong-output | undefined-output | crash | invalid-output | reparse-failure
  // PASS: <one mlir-opt-22 argv item, or a JSON list of them>
  // ROOT-CAUSE: <function>: <the condition that is wrong, one line>
  // UPSTREAM: new | llvm/llvm-project#N
  // FOUND-BY: <fuzz seed and config | test name>
  // MATCH: <JSON: the rule that recognises the bug in a campaign finding>

then, optionally,

  // SAME-AS: <NAME of the record of the same root cause: a second reproducer>
  // LIMITATION: <where MLIR documents it: a known limit of the pass, not a bug>

then free comment lines, then the program; NAME.expected is its output.
A ROOT-CAUSE of TODO (what --record writes) is rejected, so a skeleton
cannot land unfinished; so is a record without a valid MATCH
(fuzz/verdict_lib/known.py defines the rules, `fuzz/known-bugs --update`
writes them).

Run as a script: checks every record and REPORTS.md, prints the problems,
exits 1 if there are any."""
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BUGS_DIR = os.path.join(ROOT, "conformance", "mlir-bugs")
REPORTS = os.path.join(BUGS_DIR, "REPORTS.md")

HEADERS = ("MLIR-BUG", "PASS", "ROOT-CAUSE", "UPSTREAM", "FOUND-BY", "MATCH")
OPTIONAL_HEADERS = ("SAME-AS", "LIMITATION")
RECORD_CLASSES = ("wrong-output", "print-order", "float-rounding", "undefined-output", "crash", "invalid-output",
                  "reparse-failure")
_IDENT = r"[A-Za-z_~][\w:~]*(?:\(\))?"
ROOT_CAUSE = re.compile(rf"^{_IDENT}(?:\s*(?:/|,)\s*{_IDENT})*: \S.*$")
UPSTREAM = re.compile(r"^(new|llvm/llvm-project#[1-9]\d*)$")


def _known():
    """fuzz/verdict_lib/known.py (the MATCH rules), with fuzz/ on the path."""
    fuzz = os.path.dirname(HERE)
    if fuzz not in sys.path:
        sys.path.insert(0, fuzz)
    from verdict_lib import known
    return known


def record_paths(bugs_dir=BUGS_DIR):
    return sorted(glob.glob(os.path.join(bugs_dir, "*.mlir")))


def parse_headers(text):
    """{header: value} for the `// NAME: value` lines of the leading comment block."""
    out = {}
    for line in text.splitlines():
        if not line.startswith("//"):
            break
        m = re.match(r"^// ([A-Z-]+): (.*)$", line)
        if m and (m.group(1) in HEADERS or m.group(1) in OPTIONAL_HEADERS):
            out.setdefault(m.group(1), m.group(2).rstrip())
    return out


def pass_argv(value):
    """The PASS header as mlir-opt-22 argv items."""
    value = value.strip()
    if value.startswith("["):
        items = json.loads(value)
        if not isinstance(items, list) or not all(isinstance(x, str) for x in items):
            raise ValueError("PASS list must be a JSON list of strings")
        return items
    return [value]


def format_pass(items):
    return items[0] if len(items) == 1 else json.dumps(items)


def body(text):
    """The record without its leading comment block."""
    lines = text.splitlines(keepends=True)
    i = 0
    while i < len(lines) and lines[i].startswith("//"):
        i += 1
    return "".join(lines[i:])


def validate_text(text):
    """The problems with a record's headers (empty list when well-formed)."""
    h = parse_headers(text)
    errors = [f"missing header // {name}:" for name in HEADERS if name not in h]
    if "MLIR-BUG" in h and h["MLIR-BUG"] not in RECORD_CLASSES:
        errors.append(f"MLIR-BUG must be one of {', '.join(RECORD_CLASSES)}, not {h['MLIR-BUG']!r}")
    if "PASS" in h:
        try:
            items = pass_argv(h["PASS"])
            if not items or not all(x.startswith("-") for x in items):
                errors.append(f"PASS must be mlir-opt-22 options, not {h['PASS']!r}")
        except ValueError as e:
            errors.append(f"PASS: {e}")
    if "ROOT-CAUSE" in h:
        rc = h["ROOT-CAUSE"]
        if "TODO" in rc:
            errors.append("ROOT-CAUSE is still TODO: name the function and the condition")
        elif not ROOT_CAUSE.match(rc):
            errors.append(f"ROOT-CAUSE must read '<function>: <condition>', not {rc[:60]!r}")
    if "UPSTREAM" in h and not UPSTREAM.match(h["UPSTREAM"]):
        errors.append(f"UPSTREAM must be 'new' or 'llvm/llvm-project#N', not {h['UPSTREAM']!r}")
    if "FOUND-BY" in h and (not h["FOUND-BY"].strip() or "TODO" in h["FOUND-BY"]):
        errors.append("FOUND-BY is empty or TODO")
    if "MATCH" in h:
        known = _known()
        try:
            rule = known.parse_match(h["MATCH"])
        except ValueError as e:
            errors.append(f"MATCH is not JSON: {e}")
        else:
            errors += known.rule_problems(rule, h.get("MLIR-BUG"))
    if "SAME-AS" in h and not re.fullmatch(r"[a-z0-9_]+", h["SAME-AS"]):
        errors.append(f"SAME-AS must name a record, not {h['SAME-AS']!r}")
    if "LIMITATION" in h and len(h["LIMITATION"].strip()) < 10:
        errors.append("LIMITATION must say where MLIR documents the limit")
    if not body(text).strip():
        errors.append("no program after the header")
    return errors


def same_as_problems(paths=None):
    """A SAME-AS must name another record that is not itself a SAME-AS."""
    paths = record_paths() if paths is None else paths
    heads = {os.path.basename(p)[:-5]: parse_headers(open(p).read()) for p in paths}
    errors = []
    for name, h in heads.items():
        target = h.get("SAME-AS")
        if target is None:
            continue
        if target == name or target not in heads or "SAME-AS" in heads[target]:
            errors.append(f"{name}: SAME-AS {target} is not a record of its own")
        elif root_cause_function(heads[target].get("ROOT-CAUSE", "")) != root_cause_function(h.get("ROOT-CAUSE", "")):
            errors.append(f"{name}: SAME-AS {target} but another ROOT-CAUSE function")
    return errors


def counts(paths=None):
    """{"records", "bugs", "second_reproducers", "limitations"}: a bug is a
    record that is neither a SAME-AS nor a LIMITATION."""
    paths = record_paths() if paths is None else paths
    heads = [parse_headers(open(p).read()) for p in paths]
    same = sum("SAME-AS" in h for h in heads)
    lim = sum("LIMITATION" in h and "SAME-AS" not in h for h in heads)
    return {"records": len(heads), "bugs": len(heads) - same - lim, "second_reproducers": same, "limitations": lim}


def validate(path):
    errors = validate_text(open(path).read())
    if not os.path.exists(path[:-5] + ".expected"):
        errors.append("no .expected next to it")
    return errors


def root_cause_function(value):
    return value.split(": ", 1)[0]


def _squash(text):
    return re.sub(r"\s+", " ", text).strip()


def report_sections(text):
    """{heading text: section text} for the `## ` sections of REPORTS.md."""
    sections = {}
    current = None
    for line in text.splitlines(keepends=True):
        if line.startswith("## "):
            current = line[3:].strip()
            sections[current] = ""
        elif current is not None:
            sections[current] += line
    return sections


def check_reports(reports_path=REPORTS, paths=None):
    """The problems between REPORTS.md and the records: each record needs a
    `## NAME: title` section holding its reproducer, its PASS, its root
    cause's function and its upstream status; no section without a record."""
    paths = record_paths() if paths is None else paths
    if not os.path.exists(reports_path):
        return [f"{reports_path} is missing"]
    sections = report_sections(open(reports_path).read())
    by_name = {}
    for heading, sec in sections.items():
        m = re.match(r"^([a-z0-9_]+)\b", heading)
        if m:
            by_name[m.group(1)] = (heading, sec)
    errors = []
    names = []
    for path in paths:
        name = os.path.basename(path)[:-5]
        names.append(name)
        if name not in by_name:
            errors.append(f"REPORTS.md: no '## {name}: ...' section")
            continue
        heading, sec = by_name[name]
        text = open(path).read()
        h = parse_headers(text)
        flat = _squash(sec)
        if _squash(body(text)) not in flat:
            errors.append(f"REPORTS.md {name}: the reproducer is not the record's program")
        if "PASS" in h and h["PASS"] not in sec:
            errors.append(f"REPORTS.md {name}: the command does not use the PASS {h['PASS']!r}")
        if "ROOT-CAUSE" in h and root_cause_function(h["ROOT-CAUSE"]) not in sec:
            errors.append(f"REPORTS.md {name}: the root cause does not name "
                          f"{root_cause_function(h['ROOT-CAUSE'])}")
        up = h.get("UPSTREAM", "")
        if up.startswith("llvm/") and up not in sec:
            errors.append(f"REPORTS.md {name}: upstream status {up} missing")
        if up == "new" and "new" not in sec.lower():
            errors.append(f"REPORTS.md {name}: upstream status 'new' missing")
    for name in by_name:
        if name not in names:
            errors.append(f"REPORTS.md: section {name} has no record")
    return errors


def skeleton(cls, pipeline, found_by, program, detail_lines=(), match=None):
    """A record's text with ROOT-CAUSE TODO and UPSTREAM new (match: the
    MATCH rule, a dict; `fuzz/known-bugs --update NAME` computes it)."""
    head = [f"// MLIR-BUG: {cls}",
            f"// PASS: {format_pass(pipeline)}",
            "// ROOT-CAUSE: TODO",
            "// UPSTREAM: new",
            f"// FOUND-BY: {found_by}"]
    if match is not None:
        head.append(f"// MATCH: {_known().format_match(match)}")
    head += ["// " + line if line else "//" for line in detail_lines]
    prog = "".join(l for l in program.splitlines(keepends=True)
                   if not l.startswith("// MLIR-BUG:") and not l.startswith("// PASS:"))
    return "\n".join(head) + "\n" + prog.lstrip("\n")


def main(argv=None):
    problems = []
    for path in record_paths():
        problems += [f"{os.path.basename(path)}: {e}" for e in validate(path)]
    problems += same_as_problems()
    problems += check_reports()
    for p in problems:
        print(p)
    c = counts()
    print(f"{c['records']} records ({c['bugs']} bugs, {c['second_reproducers']} second reproducers, "
          f"{c['limitations']} limitations), {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
