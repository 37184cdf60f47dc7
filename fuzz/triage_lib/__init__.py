"""fuzz/triage's library: run (the command and its workers), options (pass
option minimization), repro (reproducer.mlir, a lit test)."""
