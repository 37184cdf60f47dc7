"""The campaign loop: blocks to worker processes, their results into the
state and the findings tree, a progress line on a terminal, and the report
on the way out (also on Ctrl-C, exit 130, and SIGTERM, exit 143: a Slurm
time limit still leaves a report).  Every finished block is a progress tick:
a line of DIR/timeseries.jsonl (state.tick) and, on a terminal, the progress
line; at the end one more line ("final") and, on stdout, the summary line.
The --seconds deadline applies to the blocks only: the final --triage and
the report run without it."""
import multiprocessing
import os
import queue
import shutil
import signal
import sys
import tempfile
import time
import traceback

from . import report, state as st
from .block import BlockRunner
from .classify import FINDING_CLASSES
from .findings import Findings, bucket_counts
from .triage import triage_findings
from . import proc
from .proc import worker_signals


class Terminated(Exception):
    pass


def work(settings, block, seeds):
    proc.DEADLINE = settings.deadline
    tmpdir = tempfile.mkdtemp(prefix=f"b{block}-", dir=settings.tmp_root)
    try:
        return BlockRunner(settings, tmpdir).run(block, seeds)
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)


def _work_safe(settings, block, seeds):
    try:
        return ("ok", work(settings, block, seeds))
    except proc.Abort:
        return ("aborted", block)
    except Exception:
        return ("error", (block, traceback.format_exc()))


class Campaign:
    def __init__(self, settings, outdir, blocks, jobs, seconds, campaign_info):
        self.settings = settings
        self.outdir = outdir
        self.blocks = blocks
        self.jobs = max(1, jobs)
        self.seconds = seconds
        self.state = st.new_state(campaign_info)
        self.findings = Findings(outdir)
        self.run_log = []
        self.harness_errors = []
        self.aborted = []
        self.tty = sys.stderr.isatty()
        self.t0 = time.time()
        t = os.times()
        self.cpu0 = t.user + t.system + t.children_user + t.children_system
        self.last_save = self.t0
        self.labels = st.Labels(outdir)
        self.seen = set()          # buckets already in the time series
        self.buckets = {}
        if os.path.exists(os.path.join(outdir, st.TIMESERIES)):
            os.remove(os.path.join(outdir, st.TIMESERIES))

    # -- results ---------------------------------------------------------------
    def absorb(self, res):
        for rec in res.get("findings", []):
            if self.seconds is not None:    # a --count run stays byte-reproducible
                rec["first_seen_seconds"] = round(time.time() - self.t0, 1)
            self.findings.add(rec)
        self.run_log += res.get("run_log", [])
        st.add_block(self.state, res)
        self.tick()
        self.progress()
        if time.time() - self.last_save > 60:
            self.save()

    def tick(self, final=False):
        """A line of DIR/timeseries.jsonl from the findings so far."""
        self.buckets = st.buckets(self.findings.summary(), self.labels)
        line = st.tick(time.time() - self.t0, self.state["totals"], self.buckets, self.seen)
        if final:
            line["final"] = True
        st.append_tick(self.outdir, line)
        return line

    def progress(self):
        if not self.tty:
            return
        t = self.state["totals"]
        el = max(time.time() - self.t0, 1e-9)
        per = {}
        for b in self.buckets.values():
            per[b["class"]] = per.get(b["class"], 0) + 1
        found = " ".join(f"{c} {per[c]}" for c in FINDING_CLASSES if per.get(c))
        sys.stderr.write(f"\r\x1b[K[campaign] {t.get('programs', 0)} programs, {t.get('runs', 0)} runs "
                         f"({t.get('runs', 0) / el:.0f}/s) {el:.0f}s  distinct buckets: {len(self.buckets)}"
                         f"{' (' + summary_labels(self.buckets) + ')' if self.buckets else ''}"
                         f"{'  ' + found if found else ''}")
        sys.stderr.flush()

    def summary_line(self):
        """The one line a run without a terminal ends with (stdout)."""
        t = self.state["totals"]
        return summary(t.get("programs", 0), self.buckets, os.path.join(self.outdir, "report.html"),
                       self.state.get("interrupted"))

    def save(self):
        self.last_save = time.time()
        self.state["wall_seconds"] = time.time() - self.t0
        t = os.times()
        self.state["cpu_seconds"] = t.user + t.system + t.children_user + t.children_system - self.cpu0
        self.state["findings"] = self.findings.summary()
        self.state["buckets"] = bucket_counts(self.state["findings"])
        self.state["buckets"] = bucket_counts(self.state["findings"])
        if self.harness_errors:
            self.state["harness_errors"] = len(self.harness_errors)
        self.state["dropped_blocks"] = sorted(self.aborted)
        self.findings.flush()
        st.write(self.state, self.outdir)
        report.write(self.state, self.outdir)
        if self.settings.log_runs:
            with open(os.path.join(self.outdir, "runs.tsv"), "w") as f:
                f.write("seed\tprogram\tconfiguration\tclass\n")
                for seed, name, cfg, cls in sorted(self.run_log, key=lambda r: (r[0], r[2])):
                    f.write(f"{seed}\t{name}\t{cfg}\t{cls}\n")
        if self.harness_errors:
            with open(os.path.join(self.outdir, "harness-errors.txt"), "w") as f:
                for block, tb in self.harness_errors:
                    f.write(f"block {block}:\n{tb}\n")

    def harness_error(self, block, tb):
        self.harness_errors.append((block, tb))
        sys.stderr.write(f"\nfuzz/campaign: internal error in block {block}:\n{tb}\n")

    # -- loops -------------------------------------------------------------------------
    def deadline_passed(self):
        return self.seconds is not None and time.time() - self.t0 >= self.seconds

    def _on_sigint(self, signum, frame):
        # the flag outlives a KeyboardInterrupt that library code swallows
        # (the loops check it), so Ctrl-C always ends the run with 130
        self.ctrl_c = True
        raise KeyboardInterrupt

    def run(self):
        old_term = signal.signal(signal.SIGTERM, _raise_terminated)
        self.ctrl_c = False
        old_int = signal.signal(signal.SIGINT, self._on_sigint)
        code = 0
        try:
            if self.jobs == 1:
                self._serial()
            else:
                self._parallel()
            if self.ctrl_c:
                raise KeyboardInterrupt
        except KeyboardInterrupt:
            self.state["interrupted"] = True
            code = 130
        except Terminated:
            self.state["interrupted"] = True
            code = 143
        finally:
            signal.signal(signal.SIGTERM, old_term)
            signal.signal(signal.SIGINT, old_int)
            if self.tty:
                sys.stderr.write("\n")
            self.state["loop_seconds"] = time.time() - self.t0
            # the deadline is the blocks': with --jobs 1 they ran in this very
            # process, and a deadline still set would make every subprocess of
            # the triage raise proc.Abort (and leave the report of the last tick)
            proc.DEADLINE = None
            self.settings.deadline = None
            if self.settings.triage and code == 0:
                self.findings.flush()
                triage_findings(self.findings, self.settings.interp_binary, self.settings.interp_flags, self.jobs)
            self.findings.flush()         # finding.json final: the last tick reads their labels
            self.tick(final=True)
            self.save()
            shutil.rmtree(self.settings.tmp_root, ignore_errors=True)
        return code

    def _serial(self):
        for block, seeds in self.blocks:
            if self.deadline_passed() or self.ctrl_c:
                break
            try:
                res = work(self.settings, block, seeds)
            except proc.Abort:
                self.aborted.append(block)
                break
            except (KeyboardInterrupt, Terminated):
                raise
            except Exception:
                self.harness_error(block, traceback.format_exc())
                continue
            self.absorb(res)

    def _parallel(self):
        results = queue.Queue()
        ctx = multiprocessing.get_context("fork")
        pool = ctx.Pool(self.jobs, initializer=worker_signals)
        inflight = 0
        it = iter(self.blocks)
        exhausted = False
        try:
            while True:
                if self.ctrl_c:
                    raise KeyboardInterrupt
                while not exhausted and inflight < self.jobs + 1 and not self.deadline_passed():
                    nxt = next(it, None)
                    if nxt is None:
                        exhausted = True
                        break
                    pool.apply_async(_work_safe, (self.settings, *nxt), callback=results.put,
                                     error_callback=lambda e: results.put(("error", (-1, repr(e)))))
                    inflight += 1
                if inflight == 0:
                    break
                try:
                    kind, payload = results.get(timeout=1.0)
                except queue.Empty:
                    continue
                inflight -= 1
                if kind == "ok":
                    self.absorb(payload)
                elif kind == "aborted":
                    self.aborted.append(payload)
                else:
                    self.harness_error(*payload)
            pool.close()
            pool.join()
        except BaseException:
            pool.terminate()
            pool.join()
            raise


def summary_labels(bucket_map):
    n = {"new": 0, "known": 0, "unlabelled": 0}
    for b in bucket_map.values():
        n[b["label"]] += 1
    return f"{n['new']} new, {n['known']} known" + (f", {n['unlabelled']} unlabelled" if n["unlabelled"] else "")


def summary(programs, bucket_map, report_path, interrupted=False):
    return (f"fuzz/campaign: {programs} programs, {len(bucket_map)} distinct buckets "
            f"({summary_labels(bucket_map)}){' (interrupted)' if interrupted else ''}; report {report_path}")


def _raise_terminated(signum, frame):
    raise Terminated()
