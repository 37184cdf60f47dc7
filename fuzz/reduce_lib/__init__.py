"""fuzz/reduce's library.

  verdict      the class and signature of (original, pipeline): what a reduction keeps
  pipeline     a pipeline's passes and its prefixes (bisection)
  interesting  the interestingness test mlir-reduce-22 and cvise run
  reduce       the driver: bisection, reducers, outputs, --record
  records      conformance/mlir-bugs/ headers, REPORTS.md check, record skeletons
"""
