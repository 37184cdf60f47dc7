"""Inputs that made the parser fuzzer (make fuzz-parser: fuzz/fuzz_parser.c
under libFuzzer with clang's ASan and UBSan) fail, kept in fuzz/regressions/
(each says what failed) and replayed through the same fuzz target built
with clang's sanitizers, which catch what gcc's (make asan) do not, such as
an offset applied to a null pointer.  The dominance cases (tests/dominance/)
are replayed too: one of them crashed the engine before the verifier
checked dominance (issue 29)."""
import glob
import os
import shutil
import subprocess

import pytest

from conftest import ROOT

CLANG = shutil.which("clang-14") or shutil.which("clang")
INPUTS = sorted(glob.glob(os.path.join(ROOT, "fuzz", "regressions", "*.mlir")))

REPLAY = r"""
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) return 1;
        static uint8_t buf[1 << 20];
        size_t n = fread(buf, 1, sizeof buf, f);
        fclose(f);
        uint8_t *copy = malloc(n ? n : 1);   /* exactly n bytes, as libFuzzer gives them */
        for (size_t k = 0; k < n; k++) copy[k] = buf[k];
        LLVMFuzzerTestOneInput(copy, n);
        free(copy);
    }
    puts("replayed");
    return 0;
}
"""


def test_every_regression_says_what_failed():
    assert len(INPUTS) >= 3
    for path in INPUTS:
        with open(path) as f:
            assert f.readline().startswith("// "), path


@pytest.mark.skipif(CLANG is None, reason="clang is not installed")
def test_replayed_under_clang_sanitizers(tmp_path):
    main = tmp_path / "replay.c"
    main.write_text(REPLAY)
    exe = str(tmp_path / "replay")
    sources = [os.path.join(ROOT, "fuzz", "fuzz_parser.c")]
    for d in ("parser", "semantics", "interp"):
        sources += [p for p in sorted(glob.glob(os.path.join(ROOT, d, "**", "*.c"), recursive=True)) if not p.endswith("interp/host/main.c")]
    cc = subprocess.run([CLANG, "-std=c11", "-D_DEFAULT_SOURCE", "-O0", "-g", "-fsanitize=address,undefined",
                         "-fno-sanitize-recover=all", "-o", exe, str(main), *sources, "-lm"],
                        capture_output=True, text=True, timeout=900)
    assert cc.returncode == 0, cc.stderr[-3000:]
    cases = INPUTS + sorted(glob.glob(os.path.join(ROOT, "tests", "dominance", "*.mlir")))
    failed = []
    for case in cases:   # one process each: a sanitizer stops at its first report
        r = subprocess.run([exe, case], capture_output=True, text=True, timeout=120)
        if (r.returncode, r.stdout) != (0, "replayed\n"):
            failed.append(f"{os.path.relpath(case, ROOT)}: {r.stderr[-1500:]}")
    assert not failed, "\n".join(failed)
