"""affine-interp --compare --json over a batch of (before, after) pairs in
one --split-input-file call, and the verdict of each pair.

The contract (interp/ implements it; PLAN.md "Shared interface 1"):
`affine-interp --compare BEFORE AFTER --json --split-input-file` prints one
JSON object per chunk pair, in order, numbered from 1, and exits with the
worst exit class over the chunks: 0 same, 5 different or after-ub, 3
before-ub, 2 rejected, 4 limit, 1 usage.  verdict_lib.compare parses them.
Anything else (a signal, another exit code, a sanitizer report, a timeout,
a missing or garbled line, an exit code that contradicts the lines) is an
interp failure: the pairs it may concern are rerun one by one, and a pair
that still fails is class interp-failure (verdict 'failure')."""
import os
import re

from verdict_lib.compare import VERDICT_EXIT, CompareVerdict, parse_compare_json
from verdict_lib.judge import SANITIZER, sanitizer_env

from . import proc
from .chunks import Batch, split_diagnostics


def failure_text(r, timeout):
    if r.timed_out:
        return f"timed out after {timeout:g} s"
    m = SANITIZER.search(r.stderr)
    if m:
        start = r.stderr.rfind("\n", 0, m.start()) + 1
        return "sanitizer: " + r.stderr[start:start + 2000]
    if r.rc < 0:
        return f"killed by signal {-r.rc}: " + r.stderr[-1500:]
    return f"exit {r.rc}: " + r.stderr[-1500:]


class Interp:
    def __init__(self, binary, tmpdir, timer, flags, timeout=30.0, per_chunk=2.0):
        self.binary = binary
        self.tmpdir = tmpdir
        self.timer = timer
        self.flags = list(flags)      # --entry main --max-steps N ...
        self.timeout = timeout
        self.per_chunk = per_chunk
        self.env = sanitizer_env()
        self.calls = 0

    def compare(self, pairs):
        """pairs: [(before_text, after_text)] -> [CompareVerdict]."""
        results = [None] * len(pairs)
        if not pairs:
            return results
        pending = self._batch(pairs, list(range(len(pairs))), results) if len(pairs) > 1 else [0]
        for i in pending:
            results[i] = self._single(pairs[i])
        return results

    def _call(self, before, after, timeout):
        bpath = os.path.join(self.tmpdir, "before.mlir")
        apath = os.path.join(self.tmpdir, "after.mlir")
        with open(bpath, "w") as f:
            f.write(before.text)
        with open(apath, "w") as f:
            f.write(after.text)
        self.calls += 1
        r = proc.run([self.binary, "--compare", bpath, apath, "--json", "--split-input-file", *self.flags],
                     timeout, self.timer, "affine-interp", env=self.env)
        return bpath, apath, r

    def _parse(self, r, bpath, apath, before, after, n):
        """{chunk index from 0: CompareVerdict} for the well-formed lines of r,
        their locations made chunk-relative (original.mlir / output.mlir)."""
        bdiag, _ = split_diagnostics(r.stderr, bpath, before, "original.mlir")
        adiag, _ = split_diagnostics(r.stderr, apath, after, "output.mlir")
        out = {}
        for v in parse_compare_json(r.stdout):
            if not isinstance(v.chunk, int):
                continue      # a line of no chunk (a run interrupted by Ctrl-C says so): not a pair's verdict
            j = v.chunk - 1
            if not 0 <= j < n or j in out:
                continue
            v.detail = _relocate(v.detail, bpath, before, j, "original.mlir")
            v.detail = _relocate(v.detail, apath, after, j, "output.mlir")
            d = v.diagnostic
            if isinstance(d, dict) and d.get("file") in (bpath, apath) and isinstance(d.get("line"), int):
                batch = before if d["file"] == bpath else after
                d["line"] = batch.relative(j, d["line"])
                d["file"] = "original.mlir" if d["file"] == bpath else "output.mlir"
            v.chunk = 1
            v.diag = "".join(bdiag.get(j, []) + adiag.get(j, []))
            out[j] = v
        return out

    def _batch(self, pairs, idxs, results):
        before = Batch([pairs[i][0] for i in idxs])
        after = Batch([pairs[i][1] for i in idxs])
        timeout = self.timeout + self.per_chunk * len(idxs)
        bpath, apath, r = self._call(before, after, timeout)
        got = self._parse(r, bpath, apath, before, after, len(idxs))
        if SANITIZER.search(r.stderr) or (r.rc not in range(0, 6) and not r.timed_out and len(got) == len(idxs)):
            return idxs                                   # cannot tell which pair: each alone
        if not r.timed_out and r.rc in range(0, 6) and len(got) == len(idxs):
            worst = max(VERDICT_EXIT[v.verdict] for v in got.values())
            if worst != r.rc:
                return idxs                               # the exit code contradicts the lines
        pending = []
        for j, i in enumerate(idxs):
            if j in got:
                results[i] = got[j]
            else:
                pending.append(i)
        return pending

    def _single(self, pair):
        before, after = Batch([pair[0]]), Batch([pair[1]])
        bpath, apath, r = self._call(before, after, self.timeout)
        got = self._parse(r, bpath, apath, before, after, 1)
        if r.timed_out or SANITIZER.search(r.stderr) or r.rc not in range(0, 6) or 0 not in got:
            text = failure_text(r, self.timeout).replace(bpath, "original.mlir").replace(apath, "output.mlir")
            if not r.timed_out and r.rc in range(0, 6) and 0 not in got:
                text = f"exit {r.rc} without a verdict line; stdout: {r.stdout[:500]!r}"
            return CompareVerdict.harness_failure(text)
        v = got[0]
        if VERDICT_EXIT[v.verdict] != r.rc:
            return CompareVerdict.harness_failure(f"exit {r.rc} but verdict {v.verdict}")
        return v

    def plain(self, text, name="program.mlir"):
        """One ordinary run: (exit code, stdout, stderr), or None on a failure."""
        path = os.path.join(self.tmpdir, name)
        with open(path, "w") as f:
            f.write(text)
        self.calls += 1
        r = proc.run([self.binary, path, *self.flags], self.timeout, self.timer, "affine-interp", env=self.env)
        return r


def _relocate(detail, path, batch, j, rename):
    pat = re.compile(re.escape(path) + r":(\d+):(\d+)")
    return pat.sub(lambda m: f"{rename}:{batch.relative(j, int(m.group(1)))}:{m.group(2)}", detail)
