"""One block of programs through the campaign: originals first, then every
configuration, each as one batched mlir-opt-22 call; the reparse of all
outputs in one call; one affine-interp --compare call for every pair; then
the plants and the compiled-path sample.  Returns a JSON-able result that
state.py sums."""
import json
import os
import subprocess
import time

from verdict_lib.compare import CompareVerdict
from verdict_lib.signature import bucket

from . import classify as C
from . import configs as cfgs
from . import oracle, plant
from .interp import Interp
from .findings import depcheck_options
from .opt import Opt, OptResult
from .programs import DirSource, GenSource, wrap_parametric
from .proc import Timer, self_cpu
from .rng import hash64

MAX_EXAMPLES = 5
DEPCHECK = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "tools", "depcheck")
DEPCHECK_PASS = "-test-memref-dependence-check"
# What mlir-opt-22 costs per program, measured on 64 generated programs
# (fuzz/campaign --log-runs): about 3.6 ms to parse, verify and print; 2.6 ms
# without the verifier on parsing; 2.3 ms printing no region bodies.
SKIP_PARSE_VERIFY = "--mlir-very-unsafe-disable-verifier-on-parsing"
PRINT_NO_BODIES = "--mlir-print-skip-regions"


class Settings:
    """Everything a worker needs (picklable)."""

    def __init__(self, **kw):
        self.opt_binary = "mlir-opt-22"
        self.interp_binary = None
        self.interp_flags = ["--entry", "main", "--max-steps", "20000000"]
        self.opt_timeout = 10.0
        self.config_budget = 30.0      # seconds of mlir-opt per configuration and block
        self.deadline = None           # time.time() of a --seconds campaign's end
        self.interp_timeout = 30.0
        self.source = None             # ("gen", binary, features) or ("dir", [files])
        self.allowed = []
        self.configs_per_block = 8
        self.pipeline_share = 0.3
        self.fixed = []                # [Config] from --pipeline
        self.header_config = False
        self.plant = False
        self.oracle_every = 20
        self.culprit_search = True
        self.log_runs = False
        self.triage = False
        self.depcheck = False          # --depcheck: tools/depcheck on every valid original
        self.tmp_root = None
        self.__dict__.update(kw)


class Outcome:
    """One (program, configuration) run."""

    def __init__(self, prog, config, text):
        self.prog = prog
        self.config = config
        self.text = text               # the program as given to mlir-opt (wrapped or not)
        self.wrapped = text is not prog.text
        self.wrapped_reprint = None
        self.base = None               # mlir-opt's re-print of the input, when known
        self.opt = self.noverify = self.reparse = self.verdict = None
        self.cls = None

    @property
    def output(self):
        if self.opt is not None and self.opt.status == "ok":
            return self.opt.output
        if self.noverify is not None and self.noverify.status == "ok":
            return self.noverify.output
        return ""


class BlockRunner:
    def __init__(self, s, tmpdir):
        self.s = s
        self.tmpdir = tmpdir
        self.timer = Timer()
        self.opt = Opt(s.opt_binary, tmpdir, self.timer, timeout=s.opt_timeout)
        self.interp = Interp(s.interp_binary, tmpdir, self.timer, s.interp_flags, timeout=s.interp_timeout)
        self.interps = {(): self.interp}      # by @main's arguments (a program's `// ARGS:` line)
        self.res = new_result()

    def flags_for(self, prog):
        """affine-interp's flags for a program: the campaign's, then
        `--args ARG...` from its `// ARGS:` line (--args takes every word
        up to the next option, so it comes last)."""
        args = prog.entry_args
        return self.s.interp_flags + (["--args", *args] if args else [])

    def interp_for(self, prog):
        key = tuple(prog.entry_args)
        if key not in self.interps:
            self.interps[key] = Interp(self.s.interp_binary, self.tmpdir, self.timer, self.flags_for(prog),
                                           timeout=self.s.interp_timeout)
        return self.interps[key]

    def compare(self, items):
        """items: [(program, before_text, after_text)] -> [Verdict], one
        batched call per distinct `// ARGS:` line."""
        groups = {}
        for i, (prog, _, _) in enumerate(items):
            groups.setdefault(tuple(prog.entry_args), []).append(i)
        out = [None] * len(items)
        for idxs in groups.values():
            interp = self.interp_for(items[idxs[0]][0])
            for i, v in zip(idxs, interp.compare([items[i][1:] for i in idxs])):
                out[i] = v
        return out

    # -- the batched machinery ----------------------------------------------
    def evaluate(self, outcomes, is_reprint=False, budget="config"):
        """Runs mlir-opt (grouped by configuration), the -verify-each=0 rerun
        of failures, the reparse and the compare; sets each outcome's class.
        budget: seconds of mlir-opt per configuration ("config": the
        campaign's --config-budget; None: no budget, only the timeout)."""
        groups = {}
        for o in outcomes:
            groups.setdefault(o.config.text, []).append(o)
        if budget == "config":
            budget = self.s.config_budget
        for group in groups.values():
            before = self.timer.cpu.get("mlir-opt", 0.0)
            args = group[0].config.argv(True)
            if not is_reprint and not any(o.wrapped for o in group):
                # the originals step parsed and verified these very texts
                args = args + [SKIP_PARSE_VERIFY]
            for o, r in zip(group, self.opt.run([o.text for o in group], args, budget=budget)):
                o.opt = r
            kind = "(originals)" if is_reprint else group[0].config.kind
            bump(self.res["cpu_by_config"], kind, self.timer.cpu.get("mlir-opt", 0.0) - before)
        if not is_reprint:
            failed = {}
            for o in outcomes:
                if o.opt.status == "error":
                    failed.setdefault(o.config.text, []).append(o)
            for group in failed.values():
                for o, r in zip(group, self.opt.run([o.text for o in group], group[0].config.argv(False),
                                                    budget=budget)):
                    o.noverify = r
        ok = [o for o in outcomes if o.opt.status == "ok"]
        # an output identical to the re-printed input needs neither a reparse
        # nor a compare: the originals step did both on that very text
        same = [o for o in ok if o.base is not None and o.base.strip() == o.opt.output.strip()]
        for o in same:
            o.reparse = OptResult("ok", o.opt.output)
            o.verdict = CompareVerdict("same")
        # grouped by configuration: a pass whose output does not parse again
        # then sends only its own batch down the chunk-by-chunk path (Opt.reparse)
        pending = sorted((o for o in ok if o.reparse is None), key=lambda o: o.config.text)
        # only whether it parses and verifies matters, not the bodies re-printed
        for o, r in zip(pending, self.opt.reparse([o.opt.output for o in pending], [PRINT_NO_BODIES])):
            o.reparse = r
        cmp = [o for o in pending if o.reparse.status == "ok"]
        for o, v in zip(cmp, self.compare([(o.prog, o.text, o.opt.output) for o in cmp])):
            o.verdict = v
        for o in outcomes:
            o.cls = C.classify(o.opt, o.noverify, o.reparse, o.verdict, is_reprint, o.text)
            if o.wrapped and o.verdict is not None and o.verdict.verdict in C.ORIGINAL_VERDICT:
                o.cls = "skipped"      # the parametric-tile wrapper did not run cleanly: not the pass's doing

    # -- the block ---------------------------------------------------------------
    def run(self, block, seeds):
        s, res = self.s, self.res
        t0, c0 = time.perf_counter(), self_cpu()
        res["blocks"] = [block]
        source = GenSource(*s.source[1:]) if s.source[0] == "gen" else DirSource(s.source[1])
        progs, gen_failures = source.load(seeds, self.tmpdir, self.timer)
        res["programs"] = len(progs)
        res["generator_failures"] = len(gen_failures)
        res["generator_failure_examples"] = [list(f) for f in gen_failures[:MAX_EXAMPLES]]
        for p in progs:
            for op in p.ops():
                bump(res["coverage_ops"], op)
            for f in p.features:
                bump(res["features"], f)

        valid, reprint = self.originals(progs)
        if s.depcheck:
            self.dependence_check(valid)
        runs = self.plan(block, valid, reprint)
        self.evaluate(runs)
        self.record(runs, reprint)
        if s.plant:
            self.plants(valid)
        if s.oracle_every:
            self.oracle_sample(valid)
        self.timer.seconds["total"] = time.perf_counter() - t0
        self.timer.cpu["harness"] = self_cpu() - c0
        res["timings"] = dict(self.timer.seconds)
        res["cpu"] = dict(self.timer.cpu)
        res["calls"] = {"mlir-opt": self.opt.calls, "affine-interp": sum(i.calls for i in self.interps.values())}
        return res

    def originals(self, progs):
        """The original through affine-interp (compared with mlir-opt-22's
        re-print of it): UB, rejected and limit originals are counted and
        dropped; a re-print that reads differently is a finding of its own."""
        res = self.res
        outs = [Outcome(p, cfgs.Config(), p.text) for p in progs]
        self.evaluate(outs, is_reprint=True)
        valid, reprint = [], {}
        for o in outs:
            if o.cls == "agree":
                valid.append(o.prog)
                reprint[o.prog.seed] = o.opt.output
                res["originals"]["valid"] += 1
            elif o.cls.startswith("original-"):
                bump(res["originals"], o.cls)
                add_example(res["original_examples"], o.cls, o.prog, (o.verdict.diag if o.verdict else o.opt.diag))
            else:
                bump(res["originals"], "reprint-" + o.cls)
                self.finding(o, o.config.first_pass)
                bump(res["classes"], o.cls)
                bump(res["by_config"].setdefault("(reprint)", {}), o.cls)
        return valid, reprint

    def plan(self, block, valid, reprint):
        s = self.s
        if s.header_config:
            per_prog = {}
            for p in valid:
                h = p.header_config()
                per_prog[p.seed] = [cfgs.Config(raw=[h])] if h else []
        elif s.fixed:
            per_prog = {p.seed: list(s.fixed) for p in valid}
        else:
            chosen = cfgs.choose(block, s.allowed, s.configs_per_block, s.pipeline_share)
            per_prog = {p.seed: chosen for p in valid}
        runs = []
        for p in valid:
            for c in per_prog[p.seed]:
                sizes = c.wrap_sizes()
                text = wrap_parametric(p.text, sizes) if sizes else p.text
                if text is None:
                    bump(self.res["skipped"], c.kind)
                    continue
                o = Outcome(p, c, text)
                o.base = None if sizes else reprint.get(p.seed)
                runs.append(o)
        return runs

    def record(self, runs, reprint):
        res = self.res
        wrapped = [o for o in runs if o.wrapped and o.opt.status == "ok"]
        if wrapped:
            for o, r in zip(wrapped, self.opt.run([o.text for o in wrapped], [])):
                o.wrapped_reprint = r.output if r.status == "ok" else None
        culprits = self.find_culprits(runs) if self.s.culprit_search else {}
        for o in runs:
            kind = o.config.kind
            if o.cls == "skipped":
                bump(res["skipped"], kind)
                continue
            res["runs"] += 1
            res["applications"] += max(1, len(o.config.names))
            alone = len(o.config.names) == 1
            for name in dict.fromkeys(o.config.names):
                bump(res["pass_runs"].setdefault(name, {}), "alone" if alone else "in-pipeline")
            bump(res["classes"], o.cls)
            bump(res["by_config"].setdefault(kind, {}), o.cls)
            if o.opt.status == "ok":
                base = o.wrapped_reprint if o.wrapped else reprint.get(o.prog.seed)
                act = res["activity"].setdefault(kind, {"changed": 0, "total": 0})
                act["total"] += 1
                if base is not None and base.strip() != o.opt.output.strip():
                    act["changed"] += 1
            if o.cls == "pass-error":
                msg = C.signature("pass-error", opt=o.opt)
                bump(res["pass_errors"].setdefault(kind, {}), msg)
            elif o.cls != "agree":
                culprit, minimal, probe, culprit_input = culprits.get(id(o), (None, None, None, None))
                if culprit is None:
                    names = o.config.names
                    culprit = names[-1] if names else "(reprint)"
                self.finding(o, culprit, minimal, at=probe, culprit_input=culprit_input)
            if self.s.log_runs:
                res["run_log"].append([o.prog.seed, o.prog.name, o.config.text, o.cls])

    def find_culprits(self, runs):
        """For a finding of a pipeline: the shortest prefix that gives the same
        class; its last pass is the culprit (the dedupe key), and the
        prefix's own run gives the finding's signature (a later pass of the
        pipeline may fail otherwise, or differently, on what the culprit
        left: the bug is the culprit's).  Every occurrence is searched, all
        prefixes of all of them in one batched round: two programs failing
        one pipeline in one class may have different culprits."""
        pending = []
        for o in runs:
            # timeouts are not searched: each probe could take the whole timeout again
            if o.cls in ("agree", "pass-error", "skipped", "opt-timeout") or len(o.config.passes) < 2:
                continue
            pending.append(o)
        probes = []
        for o in pending:
            for k in range(1, len(o.config.passes)):
                probe = Outcome(o.prog, o.config.prefix(k), o.text)
                probe.base = o.base
                probes.append((o, k, probe))
        if not probes:
            return {}
        # no configuration budget: a probe skipped for time (a loaded machine,
        # a slow prefix) left the pipeline's last pass as the culprit, filing
        # super-vectorize's invalid transfer_write under loop-coalescing
        self.evaluate([p[2] for p in probes], budget=None)
        found, prefix_output = {}, {}
        for o, k, probe in probes:
            if probe.cls == o.cls and (id(o) not in found or k < found[id(o)][0]):
                found[id(o)] = (k, probe)
            if probe.opt is not None and probe.opt.status == "ok":
                prefix_output[(id(o), k)] = probe.opt.output
        out = {}
        for o in pending:
            k, probe = found.get(id(o), (len(o.config.passes), None))
            # what the culprit was given: the output of the passes before it
            culprit_input = prefix_output.get((id(o), k - 1)) if k > 1 else None
            out[id(o)] = (o.config.passes[k - 1][0], o.config.prefix(k).to_json(), probe, culprit_input)
        return out

    def finding(self, o, culprit, minimal=None, cls=None, detail=None, extra_sig=None, output=None, at=None,
                culprit_input=None):
        """at: the run of the culprit's prefix of o's pipeline (find_culprits),
        whose steps give the signature, output and detail (the class is
        the same); None: o's own run.  culprit_input: what the passes
        before the culprit made of the original (None: the original), so
        that a wrong output's new ops are the culprit's own."""
        cls = cls or o.cls
        run = at or o
        sig = extra_sig or C.signature(cls, run.opt, run.noverify, run.reparse, run.verdict,
                                       culprit_input if culprit_input is not None else run.text, run.output)
        rec = {
            "class": cls,
            "pass": culprit,
            "signature": sig,
            "config": o.config.to_json(),
            "config_text": o.config.text,
            "pipeline": o.config.argv(True),
            "minimal_pipeline": (cfgs.Config.from_json(minimal).argv(True) if minimal else None),
            "seed": o.prog.seed,
            "name": o.prog.name,
            "features": o.prog.features,
            "original": o.text,
            "output": output if output is not None else run.output,
            "detail": detail if detail is not None else describe(run),
            "lines": o.text.count("\n") + 1,
            "interp_flags": self.flags_for(o.prog),
        }
        rec["bucket"] = bucket(rec)
        if cls == "crash":
            report, _ = C.crash_report(run.opt, run.reparse)
            rec["crash_state"] = C.crash_state(report)
        if run.verdict is not None and run.verdict.verdict != "failure" and cls not in ("interp-failure", "crash"):
            rec["compare"] = run.verdict.to_json()
        self.res["findings"].append(rec)

    # -- MLIR's dependence analysis against the observed dependences ----------------
    def dependence_check(self, valid):
        """--depcheck: each valid original through tools/depcheck (issue 20);
        an unsound answer of -test-memref-dependence-check is a finding of
        class dependence-unsound, its pass that test pass."""
        res = self.res["depcheck"]
        path = os.path.join(self.tmpdir, "depcheck.mlir")
        env = dict(os.environ, AFFINE_INTERP=self.s.interp_binary or "", MLIR_OPT=self.s.opt_binary)
        for p in valid:
            with open(path, "w") as f:
                f.write(p.text)
            cmd = [DEPCHECK, path, "--json", "--timeout", str(self.s.interp_timeout)]
            cmd += depcheck_options(self.s.interp_flags)
            t0 = time.perf_counter()
            try:
                r = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=4 * self.s.interp_timeout)
            except subprocess.TimeoutExpired:
                res["not-comparable"] += 1
                continue
            finally:
                self.timer.seconds["depcheck"] = self.timer.seconds.get("depcheck", 0.0) + time.perf_counter() - t0
            if r.returncode not in (0, 1):
                res["not-comparable"] += 1
                continue
            doc = json.loads(r.stdout)
            res["programs"] += 1
            for k, n in doc["counts"].items():
                bump(res, k, n)
            if doc["unsound"]:
                o = Outcome(p, cfgs.Config(raw=[DEPCHECK_PASS]), p.text)
                lines = "\n".join(f'  {u["loc"]}: dependence from {u["from"]} to {u["to"]} at depth {u["depth"]}: '
                                  f'observed {u["observed"]}, analysis {u["analysis"]}' for u in doc["unsound"])
                self.finding(o, DEPCHECK_PASS.lstrip("-"), cls="dependence-unsound", extra_sig=doc["signature"],
                             detail=f"tools/depcheck: the analysis is unsound on {len(doc['unsound'])} "
                                    f"pair(s) and depth(s):\n{lines}\n", output="")

    # -- self-check and compiled-path sample ---------------------------------------
    def plants(self, valid):
        res = self.res["plant"]
        muts = []
        for p in valid:
            m = plant.mutate(p.text, p.seed)
            if m is None:
                res["no-site"] += 1
                continue
            muts.append((p, m[0], m[1]))
        verdicts = self.compare([(p, p.text, mutant) for p, mutant, _ in muts])
        for (p, mutant, desc), v in zip(muts, verdicts):
            res["planted"] += 1
            flagged = v.verdict in ("different", "after-ub")
            if v.verdict == "after-ub":
                res["mutant-ub"] += 1
            if v.verdict in ("after-rejected", "after-limit"):
                res["mutant-" + v.verdict.split("-")[1]] += 1
            if v.verdict == "failure":
                o = Outcome(p, cfgs.Config(raw=["(plant)"]), p.text)
                o.verdict = v
                self.finding(o, "(plant)", cls="interp-failure", extra_sig=C.interp_failure_signature(v),
                             detail=f"plant: {desc}\n{v.failure}")
                continue
            if p.has_dma:
                res["not-checkable"] += 1
                continue
            ref_o, err_o = oracle.compiled_output(p.text, os.path.join(self.tmpdir, "plant-o.mlir"), self.timer)
            if ref_o is None:
                res["not-checkable"] += 1
                continue
            ref_m, err_m = oracle.compiled_output(mutant, os.path.join(self.tmpdir, "plant-m.mlir"), self.timer)
            if ref_m is None:
                res["compiled-failed-on-mutant"] += 1
                if flagged:
                    res["compiled-failed-flagged"] += 1
                continue
            changed = ref_o != ref_m
            if changed:
                res["changed"] += 1
                if flagged:
                    res["caught"] += 1
                else:
                    o = Outcome(p, cfgs.Config(raw=["(plant)"]), p.text)
                    o.verdict = v
                    self.finding(o, "(plant)", cls="plant-missed", extra_sig=desc.split(" ")[0] + " " + v.verdict,
                                 detail=f"plant: {desc}\ncompare verdict: {v.verdict} {v.detail}\n"
                                        f"compiled original:\n{ref_o}\ncompiled mutant:\n{ref_m}", output=mutant)
            elif flagged:
                res["flagged-compiled-same-" + ("ub" if v.verdict == "after-ub" else "different")] += 1
                if v.verdict == "different":
                    add_example(self.res["plant_examples"], "flagged-compiled-same", p, desc)
            else:
                res["changed-nothing"] += 1

    def oracle_sample(self, valid):
        res = self.res["oracle"]
        every = self.s.oracle_every
        for p in valid:
            if p.has_dma or hash64("oracle", p.seed) % every:
                continue
            res["sampled"] += 1
            r = self.interp_for(p).plain(p.text, "oracle.mlir")
            if r.timed_out or r.rc != 0:
                res["interp-nonzero"] += 1
                continue
            ref, err = oracle.compiled_output(p.text, os.path.join(self.tmpdir, "oracle-ref.mlir"), self.timer)
            if ref is None:
                res["unavailable"] += 1
                continue
            mine = oracle.normalize_nan(r.stdout)
            if mine == ref:
                res["agree"] += 1
            else:
                res["disagree"] += 1
                self.disagreement(p, p.text, "(compiled)", mine, ref, "")
            # the same program at the LLVM level (issue 31): affine-interp on the
            # -test-lower-to-llvm form, against what the compiled path printed
            lowered = oracle.lowered_text(p.text, os.path.join(self.tmpdir, "oracle-llvm.mlir"), self.timer)
            if lowered is None:
                continue
            r = self.interp_for(p).plain(lowered, "oracle-llvm.mlir")
            if r.timed_out or r.rc != 0:
                res["llvm-interp-nonzero"] += 1
                self.finding(Outcome(p, cfgs.Config(raw=["-test-lower-to-llvm"]), lowered), "(llvm level)",
                             cls="oracle-disagreement", extra_sig="llvm level: affine-interp exit " + str(r.rc),
                             detail="affine-interp runs the original but not its -test-lower-to-llvm form:\n" +
                                    (r.stderr or "")[:2000])
                continue
            mine = oracle.normalize_nan(r.stdout)
            if mine == ref:
                res["llvm-agree"] += 1
            else:
                res["llvm-disagree"] += 1
                self.disagreement(p, lowered, "(llvm level)", mine, ref, "llvm level, ")

    def disagreement(self, p, text, where, mine, ref, what):
        """An oracle-disagreement finding: affine-interp's output on text against the compiled path's."""
        o = Outcome(p, cfgs.Config(raw=[where]), text)
        ml, rl = mine.split("\n"), ref.split("\n")
        k = next((i for i in range(max(len(ml), len(rl))) if i >= len(ml) or i >= len(rl) or ml[i] != rl[i]), 0)
        line = (ml[k] if k < len(ml) else "<end>")
        self.finding(o, where, cls="oracle-disagreement", extra_sig=what + "line shape: " + C.norm_message(line, 60),
                     detail=f"affine-interp and the compiled path differ at printed line {k + 1}:\n"
                            f"  affine-interp: {ml[k] if k < len(ml) else '<end>'}\n"
                            f"  compiled:      {rl[k] if k < len(rl) else '<end>'}")


def describe(o):
    """verdict.txt's body: what happened, in words."""
    lines = [f"class: {o.cls}", f"configuration: {o.config.text}", f"program: {o.prog.name} (seed {o.prog.seed})"]
    if o.opt is not None:
        lines.append(f"mlir-opt-22 -verify-each: {o.opt.status}")
        if o.opt.diag:
            lines.append(o.opt.diag.rstrip())
        if o.opt.crash:
            lines.append(o.opt.crash.rstrip()[:6000])
    if o.noverify is not None:
        lines.append(f"mlir-opt-22 -verify-each=0: {o.noverify.status}")
        if o.noverify.diag:
            lines.append(o.noverify.diag.rstrip())
    if o.reparse is not None and o.reparse.status != "ok":
        lines.append(f"mlir-opt-22 on its own output: {o.reparse.status}")
        lines.append((o.reparse.diag or o.reparse.crash).rstrip()[:6000])
    if o.verdict is not None:
        v = o.verdict
        lines.append(f"affine-interp --compare: {v.verdict}" + (f": {v.detail}" if v.detail else ""))
        if v.diag:
            lines.append(v.diag.rstrip()[:6000])
        if v.failure:
            lines.append(v.failure.rstrip()[:6000])
    return "\n".join(lines) + "\n"


def new_result():
    return {
        "blocks": [], "programs": 0, "generator_failures": 0, "generator_failure_examples": [],
        "originals": {"valid": 0}, "original_examples": {},
        "runs": 0, "applications": 0, "pass_runs": {}, "classes": {}, "by_config": {}, "activity": {}, "pass_errors": {}, "skipped": {},
        "coverage_ops": {}, "features": {},
        "oracle": {k: 0 for k in ("sampled", "agree", "disagree", "unavailable", "interp-nonzero",
                                  "llvm-agree", "llvm-disagree", "llvm-interp-nonzero")},
        "plant": {k: 0 for k in ("planted", "no-site", "changed", "caught", "changed-nothing", "mutant-ub",
                                 "mutant-rejected", "mutant-limit", "not-checkable", "compiled-failed-on-mutant",
                                 "compiled-failed-flagged", "flagged-compiled-same-ub",
                                 "flagged-compiled-same-different")},
        "plant_examples": {},
        "depcheck": {k: 0 for k in ("programs", "not-comparable", "exact", "over-approximated", "unsound", "alias",
                                    "not-analyzed")},
        "timings": {}, "calls": {}, "cpu_by_config": {}, "findings": [], "run_log": [],
    }


def bump(d, key, n=1):
    d[key] = d.get(key, 0) + n


def add_example(examples, kind, prog, text):
    """Keeps the MAX_EXAMPLES smallest seeds per kind (the same under any sharding)."""
    first = next((l for l in (text or "").split("\n") if l.strip()), "")
    lst = examples.setdefault(kind, [])
    lst.append([prog.seed, prog.name, first[:300]])
    lst.sort(key=lambda e: e[0])
    del lst[MAX_EXAMPLES:]
