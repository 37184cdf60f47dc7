"""The campaign's counts: block results summed into one state, written as
DIR/state.json, and states merged (--merge).  Everything under "totals" and
"findings" depends only on which seeds ran; timings and call counts are
kept apart under "perf"."""
import json
import os

EXAMPLE_KEYS = ("original_examples", "plant_examples")
MAX_EXAMPLES = 5
PERF_KEYS = ("timings", "calls", "cpu", "cpu_by_config")


def add(acc, res):
    """Sums block result `res` into `acc` (both dicts of the same shape)."""
    for k, v in res.items():
        if k == "findings":
            continue
        if k in EXAMPLE_KEYS:
            merge_examples(acc.setdefault(k, {}), v)
        elif k == "generator_failure_examples":
            lst = acc.setdefault(k, []) + [list(x) for x in v]
            lst.sort(key=lambda e: e[0])
            acc[k] = lst[:MAX_EXAMPLES]
        elif isinstance(v, dict):
            add(acc.setdefault(k, {}), v)
        elif isinstance(v, list):
            acc[k] = acc.get(k, []) + list(v)
        elif isinstance(v, (int, float)):
            acc[k] = acc.get(k, 0) + v
        else:
            acc[k] = v
    return acc


def merge_examples(acc, new):
    for kind, lst in new.items():
        merged = {tuple(e[:2]): e for e in acc.get(kind, []) + [list(x) for x in lst]}
        acc[kind] = sorted(merged.values(), key=lambda e: e[0])[:MAX_EXAMPLES]


def new_state(campaign):
    return {"version": 1, "campaign": campaign, "totals": {}, "findings": {},
            "perf": {"timings": {}, "calls": {}, "cpu": {}},
            "wall_seconds": 0.0, "interrupted": False}


def add_block(state, res):
    res = dict(res)
    perf = {k: res.pop(k, {}) for k in PERF_KEYS}
    res.pop("run_log", None)
    add(state["totals"], res)
    add(state["perf"], perf)


def normalize(state):
    t = state["totals"]
    if "blocks" in t:
        t["blocks"] = sorted(set(t["blocks"]))
    return state


def write(state, outdir):
    normalize(state)
    tmp = os.path.join(outdir, "state.json.tmp")
    with open(tmp, "w") as f:
        json.dump(state, f, indent=1, sort_keys=True)
        f.write("\n")
    os.replace(tmp, os.path.join(outdir, "state.json"))


def read(outdir):
    with open(os.path.join(outdir, "state.json")) as f:
        return json.load(f)


def merge(states):
    """One state from several (the shards of one campaign)."""
    out = new_state({"merged_from": [s.get("campaign", {}) for s in states]})
    for s in states:
        add(out["totals"], s["totals"])
        add(out["perf"], s.get("perf", {}))
        out["wall_seconds"] = max(out["wall_seconds"], s.get("wall_seconds", 0.0))
        out["loop_seconds"] = max(out.get("loop_seconds", 0.0), s.get("loop_seconds", s.get("wall_seconds", 0.0)))
        out["interrupted"] = out["interrupted"] or s.get("interrupted", False)
        out["dropped_blocks"] = sorted(out.get("dropped_blocks", []) + s.get("dropped_blocks", []))
        if s.get("harness_errors"):
            out["harness_errors"] = out.get("harness_errors", 0) + s["harness_errors"]
        out.setdefault("cpu_wall_seconds", 0.0)
        out["cpu_wall_seconds"] += s.get("wall_seconds", 0.0)
        out["cpu_seconds"] = out.get("cpu_seconds", 0.0) + s.get("cpu_seconds", 0.0)
    blocks = out["totals"].get("blocks", [])
    dup = len(blocks) - len(set(blocks))
    if dup:
        out["duplicate_blocks"] = dup
    return normalize(out)
