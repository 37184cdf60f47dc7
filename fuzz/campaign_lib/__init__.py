"""fuzz/campaign's library: one job per module.

  rng        deterministic choices from (seed, ...) with no global state
  passes     the affine passes of mlir-opt-22 and their random options
  configs    configurations (one pass or a pipeline) and their choice per block
  programs   where programs come from (affine-gen or --programs) and blocks
  chunks     joining programs with `// -----` and splitting mlir-opt's output
  opt        batched mlir-opt-22 runs with crash and timeout isolation
  interp     batched affine-interp --compare --json runs
  classify   the campaign's adapter to fuzz/verdict_lib (classes, signatures)
  plant      the self-check mutator
  oracle     the compiled-path sample (tools/reference.py)
  block      one block of programs through every configuration
  findings   the deduplicated findings tree and repro.sh
  state      machine-readable counts, merging, the time series and bucket labels
  report     report.md from a state (and report.html with it)
  report_html  report.html: the saturation charts, the pass x class grid, the buckets
  run        the campaign loop: workers, shards, progress, Ctrl-C, the summary line
"""
import os as _os
import sys as _sys

# fuzz/verdict_lib, the verdict model the campaign shares with fuzz/reduce
_FUZZ = _os.path.dirname(_os.path.dirname(_os.path.abspath(__file__)))
if _FUZZ not in _sys.path:
    _sys.path.insert(0, _FUZZ)
