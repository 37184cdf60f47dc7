"""affine-interp --compare over a batch of (before, after) pairs in one
--split-input-file call, and the verdict of each pair.

The contract (interp/ implements it): `affine-interp --compare BEFORE AFTER
--split-input-file` prints `chunk <i>: <verdict>[: <detail>]` per chunk pair
and exits with the largest code: 0 same, 5 different or after-ub, 3
before-ub, 2 rejected, 4 limit, 1 usage.  Anything else (a signal, another
exit code, a sanitizer report, a timeout, a missing or garbled line) is an
interp failure: the pairs it may concern are rerun one by one, and a pair
that still fails is class interp-failure.

affine-interp numbers the chunks from 1.  A binary without --compare (an
old build) gets Shim, two plain runs per pair (slower, same verdicts)."""
import os
import re

from . import proc
from .oracle import reference_module
from .chunks import Batch, split_diagnostics

VERDICT_EXIT = {"same": 0, "different": 5, "after-ub": 5, "before-ub": 3, "before-rejected": 2,
                "after-rejected": 2, "before-limit": 4, "after-limit": 4, "usage": 1}
LINE = re.compile(r"^chunk (\d+): ([a-z-]+)(?:: (.*))?$", re.M)
SANITIZER = re.compile(r"ERROR: (AddressSanitizer|LeakSanitizer|MemorySanitizer|UndefinedBehaviorSanitizer)|runtime error: ")


class Verdict:
    def __init__(self, verdict, detail="", diag="", failure=None):
        self.verdict = verdict      # a key of VERDICT_EXIT, or 'failure'
        self.detail = detail        # the compare line's detail, chunk-relative
        self.diag = diag            # affine-interp's diagnostics for this pair
        self.failure = failure      # what went wrong when verdict == 'failure'

    def __repr__(self):
        return f"Verdict({self.verdict}, {self.detail[:60]!r})"


def sanitizer_env():
    env = dict(os.environ)
    if "exitcode=" not in env.get("ASAN_OPTIONS", ""):
        env["ASAN_OPTIONS"] = ":".join(x for x in ("exitcode=86", env.get("ASAN_OPTIONS", "")) if x)
    if "exitcode=" not in env.get("UBSAN_OPTIONS", ""):
        env["UBSAN_OPTIONS"] = ":".join(x for x in ("exitcode=87:print_stacktrace=1", env.get("UBSAN_OPTIONS", "")) if x)
    return env


def has_compare(binary):
    try:
        r = proc.run([binary, "--help"], 20)
    except OSError:
        return False
    return "--compare" in r.stdout + r.stderr


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
        """pairs: [(before_text, after_text)] -> [Verdict]."""
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
        r = proc.run([self.binary, "--compare", bpath, apath, "--split-input-file", *self.flags],
                     timeout, self.timer, "affine-interp", env=self.env)
        return bpath, apath, r

    def _parse(self, r, bpath, apath, before, after, n):
        """{chunk: Verdict} for the well-formed lines of r."""
        got = {}
        bdiag, _ = split_diagnostics(r.stderr, bpath, before, "original.mlir")
        adiag, _ = split_diagnostics(r.stderr, apath, after, "output.mlir")
        for m in LINE.finditer(r.stdout):
            i, verdict, detail = int(m.group(1)), m.group(2), m.group(3) or ""
            if verdict not in VERDICT_EXIT:
                continue
            got[i] = (verdict, detail)
        # chunks are numbered from 1 (from 0 would show a chunk 0: lines come in order)
        base = 0 if 0 in got else 1
        out = {}
        for i, (verdict, detail) in got.items():
            j = i - base
            if 0 <= j < n:
                detail = _relocate(detail, bpath, before, j, "original.mlir")
                detail = _relocate(detail, apath, after, j, "output.mlir")
                diag = "".join(bdiag.get(j, []) + adiag.get(j, []))
                out[j] = Verdict(verdict, detail, diag)
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
            return Verdict("failure", failure=text)
        v = got[0]
        if VERDICT_EXIT[v.verdict] != r.rc:
            return Verdict("failure", failure=f"exit {r.rc} but verdict {v.verdict}")
        return v

    def plain(self, text, name="program.mlir"):
        """One ordinary run: (exit code, stdout, stderr), or None on a failure."""
        path = os.path.join(self.tmpdir, name)
        with open(path, "w") as f:
            f.write(text)
        self.calls += 1
        plain_flags = [f for f in self.flags]
        r = proc.run([self.binary, path, *plain_flags], self.timeout, self.timer, "affine-interp", env=self.env)
        return r


def _relocate(detail, path, batch, j, rename):
    pat = re.compile(re.escape(path) + r":(\d+):(\d+)")
    return pat.sub(lambda m: f"{rename}:{batch.relative(j, int(m.group(1)))}:{m.group(2)}", detail)


normalize = reference_module.normalize


class Shim(Interp):
    """--compare emulated with two plain runs per pair (until it lands)."""

    def compare(self, pairs):
        return [self._pair(b, a) for b, a in pairs]

    def _side(self, text, name):
        r = self.plain(text, name)
        if r.timed_out or SANITIZER.search(r.stderr) or r.rc not in range(0, 5):
            return None, failure_text(r, self.timeout)
        return r, None

    def _pair(self, before, after):
        b, fail = self._side(before, "before.mlir")
        if fail:
            return Verdict("failure", failure=fail)
        if b.rc:
            return Verdict({3: "before-ub", 2: "before-rejected", 4: "before-limit", 1: "usage"}[b.rc],
                           diag=b.stderr.replace(os.path.join(self.tmpdir, "before.mlir"), "original.mlir"))
        a, fail = self._side(after, "after.mlir")
        if fail:
            return Verdict("failure", failure=fail)
        diag = a.stderr.replace(os.path.join(self.tmpdir, "after.mlir"), "output.mlir")
        if a.rc:
            return Verdict({3: "after-ub", 2: "after-rejected", 4: "after-limit", 1: "usage"}[a.rc],
                           detail=diag.split("\n")[0], diag=diag)
        bout, aout = normalize(b.stdout), normalize(a.stdout)
        if aout != bout:
            bl, al = bout.split("\n"), aout.split("\n")
            k = next((i for i in range(max(len(bl), len(al)))
                      if i >= len(bl) or i >= len(al) or bl[i] != al[i]), 0)
            x = bl[k] if k < len(bl) else "<end>"
            y = al[k] if k < len(al) else "<end>"
            return Verdict("different", detail=f"printed output line {k + 1}: {x!r} vs {y!r}", diag=diag)
        return Verdict("same")
