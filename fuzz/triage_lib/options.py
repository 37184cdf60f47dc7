"""Pass option minimization: each option of each pass of a pipeline reset
to its default in turn (dropped from the pipeline: an option not given is
its default), the reset kept while the verdict stays; then each global
mlir-opt-22 flag (-verify-each, --mlir-disable-threading) dropped the
same way.  The campaign's options (fuzz/campaign_lib/passes.py) are all
`key=value` words of a pass's `{...}` (textual pipeline) or of its
`-pass=...` flag; the campaign's pseudo-options (PSEUDO_OPTIONS: the sizes
of test-affine-parametric-tile) live in the program, never in the
pipeline."""
import re

from reduce_lib.pipeline import flag_name, parse_textual, pass_names


def _words(options):
    """'{a=1 b=2,3}' -> ['a=1', 'b=2,3']."""
    inner = options[1:-1] if options.startswith("{") else options
    return [w for w in re.split(r"\s+", inner.strip()) if w]


def option_sites(pipeline):
    """[(item index, leaf index or None, [option words])] of the pipeline."""
    sites = []
    names = pass_names()
    for i, item in enumerate(pipeline):
        if item.startswith("--pass-pipeline=") or item.startswith("-pass-pipeline="):
            nodes = parse_textual(item.split("=", 1)[1])
            leaves = [leaf for n in nodes for leaf in n.leaves()]
            for j, leaf in enumerate(leaves):
                if leaf.options:
                    sites.append((i, j, _words(leaf.options)))
        elif item.startswith("-") and "=" in item and flag_name(item) in names:
            sites.append((i, None, _words(item.split("=", 1)[1])))
    return sites


def with_options(pipeline, item, leaf, words):
    """The pipeline with the options of pass (item, leaf) set to `words`."""
    out = list(pipeline)
    text = pipeline[item]
    if leaf is None:
        out[item] = text.split("=", 1)[0] + ("=" + " ".join(words) if words else "")
        return out
    head, body = text.split("=", 1)
    nodes = parse_textual(body)
    leaves = [lf for n in nodes for lf in n.leaves()]
    leaves[leaf].options = "{" + " ".join(words) + "}" if words else ""
    out[item] = head + "=" + ",".join(n.text() for n in nodes)
    return out


GLOBAL_FLAGS = ("-verify-each", "--verify-each", "--mlir-disable-threading", "-mlir-disable-threading")


def minimize(pipeline, same):
    """(pipeline, removed options, kept options): `same(candidate)` says
    whether a candidate pipeline keeps the verdict."""
    cur = list(pipeline)
    removed, kept = [], []
    for item, leaf, words in option_sites(pipeline):
        left = list(words)
        for w in words:
            trial = [x for x in left if x != w]
            cand = with_options(cur, item, leaf, trial)
            if same(cand):
                cur, left = cand, trial
                removed.append(w)
            else:
                kept.append(w)
    for flag in GLOBAL_FLAGS:
        if flag in cur:
            cand = [x for x in cur if x != flag]
            if same(cand):
                cur = cand
                removed.append(flag)
    return cur, removed, kept
