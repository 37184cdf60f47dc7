# The records of MLIR bugs as a lit suite: each record's MLIR-BUG and PASS
# headers and its NAME.expected become its RUN lines (tools/litcfg.py,
# record_commands): /usr/lib/llvm-22/bin/lit -v conformance/mlir-bugs
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "tools"))
import litcfg  # noqa: E402

litcfg.configure(config, lit_config, "mlir-bugs records", os.path.dirname(os.path.abspath(__file__)),
                 fmt=litcfg.record_format(), environment={"LLVM_DISABLE_SYMBOLIZATION": "1"})
