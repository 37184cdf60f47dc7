"""One small program per diagnostic text (SQLite's habit: every message has a
test that provokes it).  tests/messages/MODULE/NAME.mlir is a program that
makes affine-interp stop with one message; MODULE says which part says it:
parser (exit 2, the text is wrong), semantics (exit 2, the verifier refuses
it), load (exit 2, refused while preparing to run), run (exit 3, undefined
behaviour; exit 4, a resource limit) and args (exit 1, a bad --args value).

The first line of each program is its header:
  // MESSAGE: exit=N mlir-opt=accepts|rejects [args: ARG...]
exit is the exit code; mlir-opt is what mlir-opt-22 says of the same program
(a program stopped at run time is one it accepts).  A program refused before
running that mlir-opt-22 accepts is either a form affine-interp does not
support (its message says "affine-interp") or says why on its second line,
'// mlir-opt-22 accepts this: ...' (a limit of affine-interp, or a deviation
to fix).  What follows 'args:' is passed to affine-interp after the file,
with {dir} standing for the program's directory (where an argument's .npy
file lives).  NAME.stderr is the whole diagnostic, message, position, notes
and caret lines, with the directory left out; regenerate with
AFFINE_UPDATE_STDERR=1 pytest tests/test_messages.py -k message_and_exit.
tools/message-coverage counts a text as checked when a golden holds it; the
texts no program can provoke are in tests/messages/unreached.txt."""
import glob
import os
import re
import shlex
import subprocess

import pytest

from conftest import MLIR_OPT, ROOT, interp_command, need_mlir_opt

DIR = os.path.join(ROOT, "tests", "messages")
CASES = sorted(glob.glob(os.path.join(DIR, "*", "*.mlir")))
MODULE_EXITS = {"parser": {2}, "semantics": {2}, "load": {2}, "run": {3, 4}, "args": {1}}
HEADER = re.compile(r"// MESSAGE: exit=(\d) mlir-opt=(accepts|rejects)(?: args: (.*))?$")


def header(path):
    with open(path) as f:
        m = HEADER.match(f.readline().rstrip("\n"))
    assert m, f"{path}: the first line is not a '// MESSAGE: exit=N mlir-opt=...' header"
    args = [a.replace("{dir}", os.path.dirname(path)) for a in shlex.split(m.group(3) or "")]
    return int(m.group(1)), m.group(2), args


def case_id(path):
    return os.path.relpath(path, DIR)[:-len(".mlir")]


def test_every_module_has_cases():
    modules = {os.path.basename(os.path.dirname(p)) for p in CASES}
    assert modules == set(MODULE_EXITS), modules
    assert len(CASES) >= 100


@pytest.mark.parametrize("path", CASES, ids=case_id)
def test_message_and_exit_code(path):
    """The exit code, and the whole of stderr against NAME.stderr."""
    code, _, args = header(path)
    assert code in MODULE_EXITS[os.path.basename(os.path.dirname(path))]
    # under ASan, an allocation too large for the machine fails as it does
    # without it (run/alloc_out_of_memory) instead of aborting the process
    env = dict(os.environ, ASAN_OPTIONS=":".join(filter(None, [os.environ.get("ASAN_OPTIONS"),
                                                                 "allocator_may_return_null=1"])))
    r = subprocess.run(interp_command(path, *args), capture_output=True, text=True, errors="replace", env=env,
                       timeout=120)
    assert r.returncode == code, r.stderr
    got = r.stderr.replace(os.path.dirname(path) + os.sep, "")
    got = re.sub(r"==\d+==WARNING: AddressSanitizer failed to allocate \S+ bytes\n", "", got)
    first = got.split("\n")[0]
    name = os.path.basename(path)
    if code == 1:   # a bad --args value has no place in the program
        assert first.startswith("affine-interp: error: argument "), first
    else:
        assert re.match(rf"{re.escape(name)}:\d+:\d+: error: ", first), first
    golden = path[:-len(".mlir")] + ".stderr"
    if os.environ.get("AFFINE_UPDATE_STDERR"):
        with open(golden, "w") as f:
            f.write(got)
    with open(golden) as f:
        assert got == f.read()


@pytest.mark.parametrize("path", CASES, ids=case_id)
def test_mlir_opt_agrees_on_what_is_static(path):
    """A program refused before it runs for being invalid is one mlir-opt-22
    refuses too; one stopped at run time, or refused for a form affine-interp
    does not support, is one it accepts."""
    need_mlir_opt()
    code, verdict, _ = header(path)
    if code in (3, 4):
        assert verdict == "accepts"
    if code == 2 and verdict == "accepts":
        with open(path) as f:
            second = f.read().split("\n")[1]
        with open(path[:-len(".mlir")] + ".stderr") as f:
            said = f.readline()
        assert "affine-interp" in said or second.startswith("// mlir-opt-22 accepts this"), \
            "a program mlir-opt-22 accepts, refused with no reason given"
    r = subprocess.run([MLIR_OPT, path], capture_output=True, text=True)
    assert (r.returncode == 0) == (verdict == "accepts"), r.stderr
