"""The project's lit suites, run by the real lit of llvm-22-tools
(/usr/lib/llvm-22/bin/lit) with FileCheck-22.

Each suite's lit.cfg.py imports this module and calls configure():
  conformance/lit/lit.cfg.py        programs with RUN/CHECK lines (ShTest)
  conformance/mlir-bugs/lit.cfg.py  the records: RecordFormat turns each
                                    record's MLIR-BUG and PASS headers and its
                                    NAME.expected into RUN lines
  CAMPAIGN_DIR/lit.cfg.py           (fuzz/triage writes it) the bucket
                                    reproducers findings/.../reproducer.mlir

Substitutions: mlir-opt, mlir-runner (and mlir-cpu-runner), FileCheck and
count become mlir-opt-22, mlir-runner-22, FileCheck-22 and LLVM 22's count
where they stand as a word (so `mlir-opt-22` in a RUN line stays itself);
affine-interp becomes build/affine-interp (or $AFFINE_INTERP);
%mlir_c_runner_utils, %mlir_runner_utils, %mlir_async_runtime, %mlir_lib_dir
and %shlibext name the runner libraries.  `not` is lit's builtin, `not --crash`
LLVM 22's `not` (its bin folder is last on PATH).  lit's Output/ folders go under build/lit/<suite>/, not
beside the tests.

The helpers below (LIT, run_lit, record_commands, write_suite_config) need
no lit; configure() and the formats run inside lit."""
import os
import re
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from litlib import LIBRARIES, LLVM_BIN  # noqa: E402  (the runner libraries, LLVM 22's bin folder)

LIT = os.path.join(LLVM_BIN, "lit")


def binary():
    b = os.environ.get("AFFINE_INTERP", os.path.join(ROOT, "build", "affine-interp"))
    return b if os.path.isabs(b) else os.path.join(ROOT, b)


def tools():
    """Tool name in a RUN line -> what runs in its place."""
    return {
        "mlir-opt": "mlir-opt-22",
        "mlir-runner": "mlir-runner-22",
        "mlir-cpu-runner": "mlir-runner-22",
        "FileCheck": "FileCheck-22",
        "count": os.path.join(LLVM_BIN, "count"),
        "affine-interp": binary(),
    }


def word(name):
    """A lit substitution pattern for `name` standing as a word of a
    command (not inside a path, an option or a longer tool name)."""
    return r"(?<![\w./-])" + re.escape(name) + r"(?![\w./-])"


# -- inside lit ------------------------------------------------------------------

def configure(config, lit_config, name, source_root, exec_root=None, fmt=None, environment=None):
    """Sets up a suite: its name, format, substitutions and folders."""
    import lit.formats
    config.name = name
    config.test_format = fmt if fmt is not None else lit.formats.ShTest(execute_external=False)
    config.suffixes = [".mlir"]
    config.test_source_root = source_root
    config.test_exec_root = exec_root or os.path.join(ROOT, "build", "lit", re.sub(r"\W+", "-", name))
    for lib, path in sorted(LIBRARIES.items(), key=lambda kv: -len(kv[0])):
        config.substitutions.append(("%" + lib, path))
    for tool, real in tools().items():
        config.substitutions.append((word(tool), real))
    # `not --crash` is LLVM's `not` tool (plain `not` is lit's builtin): LLVM 22's
    # bin folder last on PATH, after the system's own tools
    config.environment["PATH"] = os.pathsep.join([config.environment.get("PATH", os.environ.get("PATH", "")),
                                                  LLVM_BIN])
    for k, v in (environment or {}).items():
        config.environment[k] = v
    for k in ("HOME", "TMPDIR"):
        if k in os.environ:
            config.environment[k] = os.environ[k]


def record_format():
    """RecordFormat (tools/litformats.py): a conformance/mlir-bugs record as a lit test."""
    import litformats
    return litformats.RecordFormat(execute_external=False)


def reproducer_format():
    """ReproducerFormat (tools/litformats.py): only reproducer.mlir files are tests."""
    import litformats
    return litformats.ReproducerFormat(execute_external=False)


# -- without lit --------------------------------------------------------------------

NORMALIZE = "sed -e 's/base@ = 0x[0-9a-f]*/base@ = 0x0/' -e 's/-nan/nan/g'"


def check_file(lines):
    """A command writing FileCheck patterns to %t.check (a record has no
    CHECK lines of its own)."""
    return "echo " + shlex.quote("\n".join(lines)).replace("\n", "\\n") + " > %t.check"


def record_commands(path):
    """The RUN lines of a conformance/mlir-bugs record: the program prints
    NAME.expected, and the PASS header's pass still breaks it the way the
    MLIR-BUG header says (crash: mlir-opt-22 dies; invalid-output: it fails
    with an error, without crashing; reparse-failure: the output does not
    parse back; undefined-output: affine-interp stops on the output with
    the [kind] the record names; wrong-output: affine-interp --compare
    finds a difference)."""
    sys.path.insert(0, os.path.join(ROOT, "fuzz"))
    from reduce_lib import records
    text = open(path, encoding="utf-8", errors="replace").read()
    h = records.parse_headers(text)
    if "MLIR-BUG" not in h or "PASS" not in h:
        raise ValueError("no MLIR-BUG or PASS header")
    kind = h["MLIR-BUG"]
    opt = "mlir-opt %s " + " ".join(shlex.quote(a) for a in records.pass_argv(h["PASS"]))
    expected = os.path.join("%S", os.path.basename(path)[:-5] + ".expected")
    cmds = [f"affine-interp %s | {NORMALIZE} > %t.out",
            f"{NORMALIZE} {expected} > %t.expected",
            "diff %t.expected %t.out"]
    if kind == "crash":
        cmds.append(f"not --crash {opt} --mlir-disable-threading")
    elif kind == "invalid-output":
        cmds += [check_file(["CHECK: error:"]), f"not {opt} 2>&1 | FileCheck %t.check"]
    elif kind == "reparse-failure":
        cmds += [f"{opt} -o %t.after", "not mlir-opt %t.after"]
    elif kind == "undefined-output":
        m = re.search(r"exit 3 \[([a-z-]+)\]", text)
        if not m:
            raise ValueError("an undefined-output record names its kind: 'exit 3 [kind]'")
        cmds += [f"{opt} -o %t.after", check_file([f"CHECK: undefined behaviour [{m.group(1)}]"]),
                 "not affine-interp %t.after 2>&1 | FileCheck %t.check"]
    elif kind == "wrong-output":
        cmds += [f"{opt} -o %t.after", check_file(["CHECK: compare: different"]),
                 "not affine-interp --compare %s %t.after 2>&1 | FileCheck %t.check"]
    else:
        raise ValueError(f"unknown MLIR-BUG class {kind!r}")
    return cmds


SUITE_CONFIG = '''# lit suite written by {writer}: {what}
# Run: {lit} -v {here}
import sys
sys.path.insert(0, {tools!r})
import litcfg
litcfg.configure(config, lit_config, {name!r}, {source!r}, exec_root={exec_root!r},
                 fmt={fmt}, environment={{"LLVM_DISABLE_SYMBOLIZATION": "1"}})
'''


def write_suite_config(folder, name, fmt="reproducer_format", writer="fuzz/triage",
                       what="the bucket reproducers", exec_root=None):
    """Writes folder/lit.cfg.py for a suite outside the repository (a
    campaign's reproducers; fmt None: every .mlir file is a test),
    loading this module from this checkout."""
    folder = os.path.abspath(folder)
    path = os.path.join(folder, "lit.cfg.py")
    with open(path, "w") as f:
        f.write(SUITE_CONFIG.format(writer=writer, what=what, lit=LIT, here=folder, tools=HERE, name=name,
                                    source=folder, exec_root=exec_root or os.path.join(folder, "lit-output"),
                                    fmt=f"litcfg.{fmt}()" if fmt else "None"))
    return path


def run_lit(paths, *options, timeout=900, env=None):
    """The real lit on `paths` (files or folders inside a suite):
    CompletedProcess with its text output."""
    return subprocess.run([sys.executable, LIT, *options, *paths], capture_output=True, text=True,
                          errors="replace", timeout=timeout, env=dict(os.environ, **(env or {})))
