# The conformance programs with RUN/CHECK lines, run by the real lit of
# llvm-22-tools: /usr/lib/llvm-22/bin/lit -v conformance/lit (see tools/litcfg.py).
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "tools"))
import litcfg  # noqa: E402

litcfg.configure(config, lit_config, "affine-interp conformance", os.path.dirname(os.path.abspath(__file__)))
