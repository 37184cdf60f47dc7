"""C unit tests (tests/unit/*.c): each is linked against the parser's and
the semantics' objects of the plain build (build/obj/plain/parser,
build/obj/plain/semantics) and must print "ok"
and exit 0.  `make coverage` links them against the instrumented objects."""
import glob
import os
import subprocess

import pytest

from conftest import ROOT

UNITS = sorted(glob.glob(os.path.join(ROOT, "tests", "unit", "*.c")))
OBJ_DIR = os.environ.get("AFFINE_UNIT_OBJ", os.path.join(ROOT, "build", "obj", "plain"))
FLAGS = ["-std=c11", "-D_DEFAULT_SOURCE", "-Wall", "-Wextra", "-Werror", "-Wno-unused-parameter", "-O1", "-g"]


@pytest.mark.parametrize("path", UNITS, ids=os.path.basename)
def test_unit(path, tmp_path):
    objs = sorted(glob.glob(os.path.join(OBJ_DIR, "parser", "*.o")) + glob.glob(os.path.join(OBJ_DIR, "semantics", "*.o")))
    assert objs, f"no parser objects in {OBJ_DIR}: run make"
    exe = tmp_path / "unit"
    extra = ["--coverage"] if "/cov" in OBJ_DIR else []
    build = subprocess.run(["cc", *FLAGS, *extra, "-o", str(exe), path, *objs, "-lm"], capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    r = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout.startswith("ok"), r.stdout + r.stderr
