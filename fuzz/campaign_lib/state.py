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


# -- the time series (DIR/timeseries.jsonl) ------------------------------------------
#
# One JSON object per line, written at every progress tick (a finished block)
# and once at the end ("final": true):
#   {"t": seconds since the start, "programs": n, "runs": n (pass runs),
#    "buckets": {class: distinct buckets}, "distinct": n,
#    "new": n, "known": n, "unlabelled": n,
#    "added": [[bucket, class], ...]   (buckets first seen since the last line)}
# A bucket is finding.json's "bucket" when it has one, else its folder
# (class/pass/signature); "known" is finding.json's "known" (a record name,
# or null: new), "unlabelled" when the key is missing.  "added" is what lets
# --merge rebuild the union of several shards' series (merge_series).
TIMESERIES = "timeseries.jsonl"
UNLABELLED = object()


class Labels:
    """bucket and known label of each finding folder, read from its
    finding.json (the file other parts of the campaign label) and cached by
    modification time."""

    def __init__(self, outdir):
        self.root = os.path.join(outdir, "findings")
        self.cache = {}          # key -> (mtime_ns, bucket, known)

    def get(self, key):
        path = os.path.join(self.root, key, "finding.json")
        try:
            mtime = os.stat(path).st_mtime_ns
        except OSError:
            return key, UNLABELLED
        hit = self.cache.get(key)
        if hit and hit[0] == mtime:
            return hit[1], hit[2]
        try:
            with open(path) as f:
                doc = json.load(f)
        except (OSError, ValueError):
            return key, UNLABELLED
        bucket = doc.get("bucket") or key
        known = doc["known"] if "known" in doc else UNLABELLED
        self.cache[key] = (mtime, bucket, known)
        return bucket, known


def label_name(known):
    """'new', 'known' or 'unlabelled' for a finding.json "known" value."""
    if known is UNLABELLED:
        return "unlabelled"
    return "known" if known else "new"


def group_of(bucket, known):
    """The report's unit: one known bug is one group whatever the buckets
    its findings fall in ("known/NAME", NAME the record or its SAME-AS
    target); a new or unlabelled finding is its own bucket."""
    return f"known/{known}" if isinstance(known, str) and known else bucket


def buckets(findings_summary, labels):
    """{group: {"class", "label" ('new'|'known'|'unlabelled'), "known" (name
    or None), "keys" [folders], "count"}} of a state's findings, a group
    being a bucket, or every bucket of one known bug (group_of)."""
    out = {}
    for key, f in sorted(findings_summary.items()):
        bucket, known = labels.get(key)
        group = group_of(bucket, known)
        b = out.setdefault(group, {"class": f["class"], "pass": f["pass"], "label": "unlabelled",
                                   "known": None, "keys": [], "buckets": [], "count": 0})
        b["keys"].append(key)
        b["buckets"].append(bucket)
        b["count"] += f.get("count", 0)
        lab = label_name(known)
        # a bucket is new or known as soon as one of its folders says so
        if lab != "unlabelled" and b["label"] == "unlabelled":
            b["label"], b["known"] = lab, (known or None)
    return out


def group_index(bucket_map):
    """{bucket: its group} of a buckets() map."""
    return {b: g for g, info in bucket_map.items() for b in info.get("buckets", [g])}


def groups_of(found, bucket_map, index=None):
    """The groups of a set of buckets (a bucket no group holds is its own)."""
    index = group_index(bucket_map) if index is None else index
    return {index.get(b, b) for b in found}


def tick(t, totals, bucket_map, seen):
    """One time-series line: counts of the groups now; `added`: the
    buckets (finding folders' buckets, which a later label does not move)
    first counted now, with their class; `seen` (a set of buckets) is
    updated."""
    per_class, labels = {}, {"new": 0, "known": 0, "unlabelled": 0}
    for b, info in bucket_map.items():
        per_class[info["class"]] = per_class.get(info["class"], 0) + 1
        labels[info["label"]] += 1
    added = sorted([b, info["class"]] for info in bucket_map.values() for b in info.get("buckets", [])
                   if b not in seen)
    seen.update(b for b, _ in added)
    return {"t": round(t, 3), "programs": totals.get("programs", 0), "runs": totals.get("runs", 0),
            "buckets": dict(sorted(per_class.items())), "distinct": len(bucket_map), **labels, "added": added}


def append_tick(outdir, line):
    with open(os.path.join(outdir, TIMESERIES), "a") as f:
        f.write(json.dumps(line, sort_keys=True) + "\n")


def read_series(outdir):
    """The lines of DIR/timeseries.jsonl ([] when there is none); a torn
    last line (a killed run) is left out."""
    out = []
    try:
        with open(os.path.join(outdir, TIMESERIES)) as f:
            for line in f:
                try:
                    out.append(json.loads(line))
                except ValueError:
                    pass
    except OSError:
        pass
    return out


def merge_series(series_list, bucket_map):
    """The series of a merge: the shards' series laid over each other with
    each shard's own start as time 0 (the picture of the shards running side
    by side, as an array job runs them), programs and pass runs summed over
    the shards' latest lines, buckets the union of what any shard had found
    by then, labelled as the merged findings label them."""
    events = sorted((line.get("t", 0.0), i, j, line) for i, s in enumerate(series_list)
                    for j, line in enumerate(s))
    latest = {}
    seen, out = set(), []
    classes = {}
    index = group_index(bucket_map)
    union = {}
    for t, i, _, line in events:
        latest[i] = line
        for b, cls in line.get("added", []):
            classes.setdefault(b, cls)
            g = index.get(b, b)
            u = union.setdefault(g, {"class": bucket_map[g]["class"] if g in bucket_map else cls,
                                     "label": bucket_map[g]["label"] if g in bucket_map else "unlabelled",
                                     "buckets": []})
            if b not in u["buckets"]:
                u["buckets"].append(b)
        totals = {"programs": sum(x.get("programs", 0) for x in latest.values()),
                  "runs": sum(x.get("runs", 0) for x in latest.values())}
        row = tick(t, totals, union, seen)
        if all(x.get("final") for x in latest.values()) and len(latest) == len(series_list):
            row["final"] = True
        out.append(row)
    return out


def write_series(outdir, lines):
    tmp = os.path.join(outdir, TIMESERIES + ".tmp")
    with open(tmp, "w") as f:
        for line in lines:
            f.write(json.dumps(line, sort_keys=True) + "\n")
    os.replace(tmp, os.path.join(outdir, TIMESERIES))
