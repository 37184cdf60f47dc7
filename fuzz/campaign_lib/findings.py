"""The findings tree: DIR/findings/<class>/<pass>/<signature>/ with
original.mlir, output.mlir, verdict.txt, finding.json and repro.sh.

Deduplication is by (class, pass, signature), the pass being the failing
pass of a pipeline (block.find_culprits) or the configuration's pass.  Each
folder keeps the number of occurrences and, as representative, the smallest
original (fewest lines; then lowest seed; then configuration text), so the
tree depends only on the set of occurrences, never on their order: a rerun,
a sharded run and its merge write the same tree."""
import hashlib
import json
import os
import re
import shlex
import shutil

from verdict_lib import known
from verdict_lib.judge import depcheck_options  # noqa: F401 (block.py imports it from here)
from verdict_lib.signature import bucket

from .oracle import LIBS, ROOT

# the records whose MATCH rules label findings (KNOWN_BUGS_DIR overrides)
RECORDS_DIR = os.path.join(ROOT, "conformance", "mlir-bugs")


def load_rules():
    return known.load_rules(os.environ.get("KNOWN_BUGS_DIR") or RECORDS_DIR)

ADDR = re.compile(r"\b0x[0-9a-f]{8,16}\b")
PID = re.compile(r"==\d+==")


def slug(text, limit=48):
    s = re.sub(r"[^A-Za-z0-9.+-]+", "-", text).strip("-").lower()
    return s[:limit].rstrip("-") or "x"


def sig_dir(signature):
    return slug(signature) + "-" + hashlib.sha1(signature.encode()).hexdigest()[:8]


def stable(text):
    """Reports without what changes from run to run (addresses, pids)."""
    return PID.sub("==PID==", ADDR.sub("0x?", text))


def rep_key(rec):
    return (rec["lines"], rec["seed"], rec["config_text"], rec["name"])


def first_seen(e, rec):
    """The earliest seed and campaign second of a folder's occurrences."""
    if rec.get("first_seen_seed", rec.get("seed")) is not None:
        seed = rec.get("first_seen_seed", rec["seed"])
        e["first_seen_seed"] = min(e.get("first_seen_seed", seed), seed)
    if rec.get("first_seen_seconds") is not None:
        t = rec["first_seen_seconds"]
        e["first_seen_seconds"] = min(e.get("first_seen_seconds", t), t)


class Findings:
    def __init__(self, outdir, rules=None):
        self.root = os.path.join(outdir, "findings")
        self.entries = {}          # key -> {"count": n, "rep": record, "known": record name or None}
        self.rules = load_rules() if rules is None else rules

    @staticmethod
    def key(rec):
        return f'{rec["class"]}/{slug(rec["pass"])}/{sig_dir(rec["signature"])}'

    def add(self, rec, count=1):
        k = self.key(rec)
        e = self.entries.get(k)
        if e is None:
            e = self.entries[k] = {"count": count, "rep": rec, "triage": rec.get("triage"),
                                   "known": known.match(rec, self.rules)}
            first_seen(e, rec)
            self._write(k, rec)
        else:
            e["count"] += count
            first_seen(e, rec)
            if rep_key(rec) < rep_key(e["rep"]):
                e["rep"] = rec
                e["triage"] = rec.get("triage")
                e["known"] = known.match(rec, self.rules)
                self._write(k, rec)

    def flush(self):
        """finding.json with the final counts (written last, and on Ctrl-C)."""
        for k, e in self.entries.items():
            self._write_json(k, e["rep"], e["count"], e.get("triage"))

    def summary(self):
        return {k: {"class": e["rep"]["class"], "pass": e["rep"]["pass"], "signature": e["rep"]["signature"],
                    "count": e["count"], "seed": e["rep"]["seed"], "lines": e["rep"]["lines"],
                    "name": e["rep"]["name"], "config": e["rep"]["config_text"], "known": e.get("known"),
                    **{f: e[f] for f in ("first_seen_seed", "first_seen_seconds") if f in e},
                    **({"triage": e["triage"]["verdict"]} if e.get("triage") else {})}
                for k, e in sorted(self.entries.items())}

    def _write(self, k, rec):
        d = os.path.join(self.root, k)
        if os.path.isdir(d):
            shutil.rmtree(d)          # also a triage.txt of the old representative
        os.makedirs(d)
        with open(os.path.join(d, "original.mlir"), "w") as f:
            f.write(rec["original"])
        if rec.get("output"):
            with open(os.path.join(d, "output.mlir"), "w") as f:
                f.write(stable(rec["output"]) if rec["class"] == "crash" else rec["output"])
        with open(os.path.join(d, "verdict.txt"), "w") as f:
            f.write(verdict_text(rec))
        path = os.path.join(d, "repro.sh")
        with open(path, "w") as f:
            f.write(repro_script(rec))
        os.chmod(path, 0o755)
        self._write_json(k, rec, self.entries[k]["count"], self.entries[k].get("triage"))
        if rec.get("triage_text"):
            with open(os.path.join(d, "triage.txt"), "w") as f:
                f.write(rec["triage_text"])

    def _write_json(self, k, rec, count, triage=None):
        d = os.path.join(self.root, k)
        doc = {
            "class": rec["class"],
            "config": rec["config_text"],
            "pipeline": rec["pipeline"],
            "minimal_pipeline": rec.get("minimal_pipeline"),
            "seed": rec["seed"],
            "program": rec["name"],
            "features": rec["features"],
            "signature": rec["signature"],
            "pass": rec["pass"],
            "detail": stable(rec["detail"]),
            "count": count,
            "lines": rec["lines"],
            "interp_flags": rec["interp_flags"],
            "bucket": rec.get("bucket") or bucket(rec),
            "known": self.entries[k].get("known"),
        }
        for extra in ("crash_state", "compare"):
            if rec.get(extra) is not None:
                doc[extra] = rec[extra]
        for f in ("first_seen_seed", "first_seen_seconds"):
            if f in self.entries[k]:
                doc[f] = self.entries[k][f]
        if triage:
            doc["triage"] = triage
        with open(os.path.join(d, "finding.json"), "w") as f:
            json.dump(doc, f, indent=1, sort_keys=True)
            f.write("\n")


def bucket_counts(summary):
    """state["buckets"]: distinct groups (a new finding folder each, one per
    known bug however many folders it has: state.group_of), how many are
    new (no record's MATCH holds) and how many known bugs, the records seen,
    and the folders."""
    labels = [f.get("known") for f in summary.values()]
    known = sorted({x for x in labels if x is not None})
    new = sum(1 for x in labels if x is None)
    return {"distinct": new + len(known), "new": new, "known": len(known), "records": known,
            "folders": len(labels)}


def load_tree(outdir):
    """(key, record, count) of every finding folder under outdir (for --merge)."""
    root = os.path.join(outdir, "findings")
    for dirpath, dirs, files in os.walk(root):
        dirs.sort()
        if "finding.json" not in files:
            continue
        with open(os.path.join(dirpath, "finding.json")) as f:
            doc = json.load(f)
        rec = {
            "class": doc["class"], "pass": doc["pass"], "signature": doc["signature"],
            "config_text": doc["config"], "pipeline": doc["pipeline"],
            "minimal_pipeline": doc.get("minimal_pipeline"), "seed": doc["seed"], "name": doc["program"],
            "features": doc["features"], "detail": doc["detail"], "lines": doc["lines"],
            "interp_flags": doc["interp_flags"],
        }
        for extra in ("bucket", "crash_state", "compare", "first_seen_seed", "first_seen_seconds"):
            if doc.get(extra) is not None:
                rec[extra] = doc[extra]
        with open(os.path.join(dirpath, "original.mlir")) as f:
            rec["original"] = f.read()
        out = os.path.join(dirpath, "output.mlir")
        rec["output"] = open(out).read() if os.path.exists(out) else ""
        if doc.get("triage"):
            rec["triage"] = doc["triage"]
            tt = os.path.join(dirpath, "triage.txt")
            if os.path.exists(tt):
                rec["triage_text"] = open(tt).read()
        yield os.path.relpath(dirpath, root), rec, doc["count"]


def verdict_text(rec):
    head = [
        f'{rec["class"]} in {rec["pass"]}',
        f'signature: {rec["signature"]}',
        f'program: {rec["name"]} (seed {rec["seed"]}, {rec["lines"]} lines'
        + (f', features {",".join(rec["features"])}' if rec["features"] else "") + ")",
        "mlir-opt-22 arguments: " + " ".join(shlex.quote(a) for a in rec["pipeline"]),
    ]
    if rec.get("minimal_pipeline") and rec["minimal_pipeline"] != rec["pipeline"]:
        head.append("shortest prefix with the same class: " + " ".join(shlex.quote(a) for a in rec["minimal_pipeline"]))
    head.append("reproduce: ./repro.sh (exits non-zero while it reproduces)")
    return "\n".join(head) + "\n\n" + stable(rec["detail"])


REPRO_HEAD = """#!/bin/bash
# fuzz/campaign finding: {cls} in {pass_}
# signature: {sig}
# Exits 1 while the finding reproduces (fuzz/verdict gives class {cls}), 0 once
# it is gone, 2 when it cannot run.
# Usage: repro.sh [PROGRAM.mlir]   (default: original.mlir beside this script)
# Tools: $MLIR_OPT (else mlir-opt-22 on PATH), $AFFINE_INTERP (else affine-interp
# on PATH, else build/affine-interp of the checkout).  The checkout (for
# fuzz/verdict): $AFFINE_INTERP_ROOT, else the first folder above this script
# that holds fuzz/verdict, else the checkout whose build/ holds $AFFINE_INTERP.
set -u
here=$(cd "$(dirname "$0")" && pwd)
prog=${{1:-$here/original.mlir}}
root=${{AFFINE_INTERP_ROOT:-}}
if [ -z "$root" ]; then
  d=$here
  while [ "$d" != / ]; do [ -x "$d/fuzz/verdict" ] && {{ root=$d; break; }}; d=$(dirname "$d"); done
fi
if [ -z "$root" ] && [ -n "${{AFFINE_INTERP:-}}" ]; then
  d=$(cd "$(dirname "$AFFINE_INTERP")/.." 2>/dev/null && pwd)
  [ -n "$d" ] && [ -x "$d/fuzz/verdict" ] && root=$d
fi
[ -n "$root" ] && [ -x "$root/fuzz/verdict" ] || {{ echo "repro.sh: set AFFINE_INTERP_ROOT to an affine-interp checkout" >&2; exit 2; }}
export AFFINE_INTERP_ROOT=$root
opt=${{MLIR_OPT:-mlir-opt-22}}
interp=${{AFFINE_INTERP:-$(command -v affine-interp || echo "$root/build/affine-interp")}}
"""


def repro_script(rec):
    """repro.sh: a pass-run class through fuzz/verdict (the same class and
    signature functions as the campaign's); the compiled-path classes with
    their own commands.  No path of the machine that wrote it."""
    cls = rec["class"]
    q = lambda args: " ".join(shlex.quote(a) for a in args)  # noqa: E731
    head = REPRO_HEAD.format(cls=cls, pass_=rec["pass"], sig=rec["signature"].replace("\n", " "))
    if cls == "oracle-disagreement":
        body = f"""tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
"$opt" "$prog" -test-lower-to-llvm >"$tmp/lowered.mlir" || exit 0
mlir-runner-22 -e main -entry-point-result=void -shared-libs={LIBS} <"$tmp/lowered.mlir" \\
  | sed -e 's/base@ = 0x[0-9a-f]*/base@ = 0x0/' -e 's/-nan\\b/nan/g' >"$tmp/ref" || exit 0
"$interp" "$prog" {q(rec["interp_flags"])} | sed -e 's/base@ = 0x[0-9a-f]*/base@ = 0x0/' -e 's/-nan\\b/nan/g' >"$tmp/mine" || exit 0
diff "$tmp/mine" "$tmp/ref" && exit 0
exit 1
"""
    elif cls == "plant-missed":
        body = f"""# output.mlir is the planted mutant: the compiled path prints something else for it
mutant=$here/output.mlir
run_ref() {{ "$opt" "$1" -test-lower-to-llvm | mlir-runner-22 -e main -entry-point-result=void -shared-libs={LIBS} \\
  | sed -e 's/base@ = 0x[0-9a-f]*/base@ = 0x0/' -e 's/-nan\\b/nan/g'; }}
[ "$(run_ref "$prog")" != "$(run_ref "$mutant")" ] || exit 0
"$interp" --compare "$prog" "$mutant" {q(rec["interp_flags"])}; c=$?
[ $c -eq 5 ] && exit 0
exit 1
"""
    else:
        # the culprit's prefix when known: the signature is its run's (block.find_culprits)
        pipeline = rec.get("minimal_pipeline") or rec["pipeline"]
        args = [f"--pipeline={a}" for a in pipeline] + [f"--interp-flags={a}" for a in rec["interp_flags"]]
        body = f"""got=$(MLIR_OPT=$opt AFFINE_INTERP=$interp "$root/fuzz/verdict" "$prog" --pass={shlex.quote(rec["pass"])} \\
  {q(args)}); rc=$?
echo "$got"
[ $rc -le 1 ] || exit 2
want={shlex.quote(rec["class"] + ": " + rec["signature"])}
case "$got" in
  "$want") exit 1 ;;
  {shlex.quote(cls)}:*) echo "repro.sh: same class, another signature (the campaign's: ${{want#*: }})" >&2; exit 1 ;;
esac
exit 0
"""
    return head + body
