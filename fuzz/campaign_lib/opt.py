"""mlir-opt-22 over a batch of programs in one --split-input-file call.

What mlir-opt-22 does with a batch (observed): it runs every chunk and
keeps going after a chunk fails; a failed chunk prints nothing between its
`// -----` separators, its diagnostics go to stderr with whole-file line
numbers, and the exit code is 1 when any chunk failed.  A crash ends the
process: the chunks before it are printed (each followed by its separator,
flushed), so the crasher is the chunk after the last separator and the
crash report on stderr is its own; the rest of the batch continues in a new
call.  Output reaches the pipe chunk by chunk, so a call also ends when
no separator has come for the per-program timeout (a stall), without
waiting for the whole batch's timeout.  After a stall or the batch's
timeout the chunk after the last separator seen is rerun alone with the
per-program timeout: the separator that ends a chunk may still sit in
mlir-opt's buffer (observed: the chunk before a hanging one was blamed
when a stall was taken as that chunk's timeout), and the batch may just
have been long.

mlir-opt-22 runs with one thread and without address-space randomization:
with either, some passes (data-copy-generate, fusion) print their output in
an order that changes from run to run, and --count runs must reproduce."""
import os
import re
import signal
import subprocess
import time

from verdict_lib.crash_state import BATCH_ONLY   # the first line of a crash's report that a program alone does not repeat
from verdict_lib.mlir_opt import lib_bases, opt_env, with_offsets  # noqa: F401 (lib_bases: tests)

from . import proc
from .chunks import SEP, Batch, split_diagnostics, split_output
from .configs import NO_THREADS

CRASH_MARKS = ("PLEASE submit a bug report", "Stack dump:", "LLVM ERROR:")


class OptResult:
    def __init__(self, status, output="", diag="", crash=""):
        self.status = status      # ok, error, crash, timeout, skipped
        self.output = output      # printed IR (ok)
        self.diag = diag          # its error messages, chunk-relative (error)
        self.crash = crash        # the crash report (crash)

    def __repr__(self):
        return f"OptResult({self.status}, {len(self.output)} chars, {self.diag[:60]!r})"


def is_crash(r):
    return r.rc < 0 or r.rc > 1 or any(m in r.stderr for m in CRASH_MARKS)


def crash_text(stderr, rc=None, bases=None):
    """The crash report alone: how the process ended, the assertion or fatal
    error line (if any) before `PLEASE submit`, the stack dump with library
    offsets for unnamed frames; without the `Program arguments:` line."""
    head = ""
    if rc is not None and rc < 0:
        try:
            head = f"mlir-opt-22 died of signal {-rc} ({signal.Signals(-rc).name})\n"
        except ValueError:
            head = f"mlir-opt-22 died of signal {-rc}\n"
    elif rc is not None:
        head = f"mlir-opt-22 exited with {rc}\n"
    k = stderr.find("PLEASE submit a bug report")
    if k < 0:
        k = stderr.find("Stack dump:")
    if k > 0:
        before = stderr[:k].rstrip("\n").split("\n")
        lead = [l for l in before[-3:] if "Assertion" in l or "LLVM ERROR" in l]
        stderr = "\n".join(lead + [stderr[k:]])
    if bases:
        stderr = with_offsets(stderr, bases)
    return head + re.sub(r"^0\.\s+Program arguments:.*\n", "", stderr, flags=re.M)


ALIAS_DEF = re.compile(r"^([#!][A-Za-z_][\w.$-]*) = ", re.M)
ALIAS_USE = re.compile(r"([#!])([A-Za-z_][\w.$-]*)")
MODULE_START = re.compile(r"^module\b", re.M)


def nested_modules(texts):
    """The texts as one file of nested modules, each text's attribute and
    type aliases prefixed with its index (`#map3` -> `#c7_map3`), or None
    when a text is not aliases followed by a single top-level `module`."""
    parts = []
    for k, t in enumerate(texts):
        m = MODULE_START.search(t)
        if m is None or MODULE_START.search(t, m.end()) or t[:m.start()].strip() and not all(
                ALIAS_DEF.match(line) for line in t[:m.start()].strip().split("\n")):
            return None
        defined = set(ALIAS_DEF.findall(t))
        if defined:
            t = ALIAS_USE.sub(lambda a: f"{a.group(1)}c{k}_{a.group(2)}" if a.group(0) in defined else a.group(0), t)
        parts.append(t.rstrip("\n") + "\n")
    return "".join(parts)


MAX_CHUNKS = 64            # programs per mlir-opt-22 call (see Opt._batch_length)
MAX_BYTES = 1_500_000


class Opt:
    def __init__(self, binary, tmpdir, timer, timeout=20.0, per_chunk=0.5):
        self.binary = binary
        self.tmpdir = tmpdir
        self.timer = timer
        self.timeout = timeout
        self.per_chunk = per_chunk
        self.calls = 0
        # plain crash reports, without llvm-symbolizer (verdict_lib.mlir_opt
        # says why; SPEC_NOTES.md, "Crash state")
        self.env = opt_env()

    def run(self, texts, args, rename="input.mlir", budget=None):
        """Runs `mlir-opt-22 --split-input-file BATCH *args` over texts; one
        OptResult per text.  Past `budget` seconds (slow passes, a chunk
        that times out after another), the texts not yet run are 'skipped'."""
        results = [None] * len(texts)
        pending = list(range(len(texts)))
        start = time.perf_counter()
        while pending:
            if budget is not None and time.perf_counter() - start > budget:
                for i in pending:
                    results[i] = OptResult("skipped", diag=f"over the time budget of {budget:g} s for this configuration")
                break
            if len(pending) == 1:
                results[pending[0]] = self._one(texts[pending[0]], args, rename)
                break
            n = self._batch_length(pending, texts)
            pending = self._batch(pending[:n], texts, args, rename, results) + pending[n:]
        return results

    @staticmethod
    def _batch_length(pending, texts):
        """How many of the pending texts go into one call.  mlir-opt-22's
        cost per chunk grows with the number of chunks before it (measured:
        481 pass outputs, 6.2 MB, re-parse in 4.3 s CPU in one call and in
        2.3 s as calls of 60; 256 generated programs through one pass in
        1.5 s in one call, 1.2 s as calls of 64, 1.4 s as calls of 32)."""
        n, size = 0, 0
        for i in pending:
            size += len(texts[i])
            if n >= MAX_CHUNKS or (n > 0 and size > MAX_BYTES):
                break
            n += 1
        return n

    def _call(self, batch, args, timeout, name, stall=None):
        """Runs in tmpdir on the relative file `name`: the file name is part of
        every location, and MLIR's output order depends on it (hashes).  With
        stall, the call also ends when no chunk has finished (printed its
        separator) for stall seconds."""
        path = os.path.join(self.tmpdir, name)
        with open(path, "w") as f:
            f.write(batch.text)
        self.calls += 1
        if NO_THREADS not in args:
            args = [NO_THREADS, *args]
        r = proc.run([self.binary, "--split-input-file", name, *args], timeout, self.timer, "mlir-opt",
                     no_aslr=True, cwd=self.tmpdir, env=self.env, stall=stall,
                     stall_marker=SEP.encode() if stall is not None else None)
        return name, r

    def _batch(self, idxs, texts, args, rename, results):
        batch = Batch([texts[i] for i in idxs])
        path, r = self._call(batch, args, self.timeout + self.per_chunk * len(idxs), rename, stall=self.timeout)
        outs, seps = split_output(r.stdout)
        by_chunk, loose = split_diagnostics(r.stderr, path, batch, rename)
        abnormal = r.timed_out or is_crash(r)
        done = min(seps, len(idxs)) if abnormal else len(idxs)
        if not abnormal and len(outs) != len(idxs):
            # unexpected shape: every chunk alone
            for i in idxs:
                results[i] = self._one(texts[i], args, rename)
            return []
        failed_without_diag = []
        for j in range(done):
            if outs[j].strip():
                results[idxs[j]] = OptResult("ok", outs[j] + "\n")
            else:
                diag = "".join(by_chunk.get(j, []))
                results[idxs[j]] = OptResult("error", diag=diag)
                if not diag:
                    failed_without_diag.append(j)
        if failed_without_diag:
            if len(failed_without_diag) == 1 and loose and not abnormal:
                results[idxs[failed_without_diag[0]]].diag = "".join(loose)
            else:
                for j in failed_without_diag:
                    results[idxs[j]] = self._one(texts[idxs[j]], args, rename)
        if not abnormal:
            return []
        if done < len(idxs):
            if r.timed_out:
                # the batch as a whole ran out of time, or stalled: this chunk alone decides
                results[idxs[done]] = self._one(texts[idxs[done]], args, rename)
                if r.stalled and results[idxs[done]].status != "timeout" and done + 1 < len(idxs):
                    # it was not the one that hung: its separator was still
                    # buffered, so the hanging chunk is the next one
                    results[idxs[done + 1]] = self._one(texts[idxs[done + 1]], args, rename)
                    return idxs[done + 2:]
            else:
                # the process died in chunk `done` (the ones before it printed).
                # A use-after-free crashes where the heap the chunks before it
                # left makes it crash: the chunk alone decides the state (as a
                # record and the reducer see it); one that does not crash alone
                # keeps the batch's report under BATCH_ONLY, one bucket a pass
                batch_report = crash_text(r.stderr, r.rc, lib_bases(self.binary))
                lone = self._one(texts[idxs[done]], args, rename)
                if lone.status == "crash":
                    results[idxs[done]] = lone
                else:
                    results[idxs[done]] = OptResult("crash", crash=f"{BATCH_ONLY} (alone: {lone.status})\n" + batch_report)
        return idxs[done + 1:]

    def reparse(self, texts, args, rename="output.mlir"):
        """Whether each text (a pass output: aliases, then one `module`)
        parses and verifies again: an OptResult per text, with no output.

        The texts of a batch go to mlir-opt-22 as one file in which each is
        a nested module (their attribute aliases renamed apart, since aliases
        are global to a file): measured on 64 pass outputs, parsing them so
        takes half the CPU of --split-input-file, which builds a context per
        chunk.  Only when that whole file parses and verifies is every text
        ok; otherwise (or for a text that is not one module) the batch is
        rerun chunk by chunk with run(), so a failure is reported exactly as
        before, with its chunk-relative diagnostics."""
        results = [None] * len(texts)
        pending = list(range(len(texts)))
        while pending:
            n = self._batch_length(pending, texts)
            idxs, pending = pending[:n], pending[n:]
            merged = nested_modules([texts[i] for i in idxs])
            if merged is not None:
                batch = Batch([merged])
                _, r = self._call(batch, args + ["-o", os.devnull], self.timeout + self.per_chunk * len(idxs), "merged.mlir")
                if r.rc == 0 and not r.timed_out and not is_crash(r):
                    for i in idxs:
                        results[i] = OptResult("ok")
                    continue
            for i, res in zip(idxs, self.run([texts[i] for i in idxs], args, rename)):
                results[i] = res
        return results

    def _one(self, text, args, rename):
        batch = Batch([text])
        path, r = self._call(batch, args, self.timeout, rename)
        if r.timed_out:
            return OptResult("timeout", diag=f"mlir-opt-22 timed out after {self.timeout:g} s")
        if is_crash(r):
            return OptResult("crash", crash=crash_text(r.stderr, r.rc, lib_bases(self.binary)))
        if r.rc == 0 and r.stdout.strip():
            return OptResult("ok", split_output(r.stdout)[0][0] + "\n")
        by_chunk, loose = split_diagnostics(r.stderr, path, batch, rename)
        return OptResult("error", diag="".join(by_chunk.get(0, [])) + "".join(loose))
