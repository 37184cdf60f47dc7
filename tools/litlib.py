"""The subset of LLVM's lit that tools/integration-tests uses to run MLIR's
own integration tests with affine-interp in mlir-runner-22's place (a RUN
line through bash with a tool swapped), and that tools/conformance uses to
see which tools a RUN line needs: a file's RUN lines (continuations
joined, DEFINE/REDEFINE substitutions expanded) and lit's substitutions
(%s, %S, %p, %t, %T, %%, the MLIR runner libraries) with the tool names
mapped to the installed LLVM 22 tools and the project's binary.  The
project's own lit suites run under the real lit of llvm-22-tools
(/usr/lib/llvm-22/bin/lit): tools/litcfg.py."""
import os
import re
import shlex

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.environ.get("AFFINE_INTERP", os.path.join(ROOT, "build", "affine-interp"))
BINARY = BINARY if os.path.isabs(BINARY) else os.path.join(ROOT, BINARY)   # RUN lines run elsewhere
LLVM_BIN = "/usr/lib/llvm-22/bin"
LIBDIR = "/usr/lib/llvm-22/lib"
LIBRARIES = {
    "mlir_c_runner_utils": f"{LIBDIR}/libmlir_c_runner_utils.so.22.1",
    "mlir_runner_utils": f"{LIBDIR}/libmlir_runner_utils.so.22.1",
    "mlir_async_runtime": f"{LIBDIR}/libmlir_async_runtime.so.22.1",
    "mlir_lib_dir": LIBDIR,
    "shlibext": ".so",
}


# The tool a RUN line names, and what runs in its place.
TOOLS = {
    "mlir-opt": "mlir-opt-22",
    "mlir-runner": "mlir-runner-22",
    "mlir-cpu-runner": "mlir-runner-22",
    "FileCheck": "FileCheck-22",
    "not": os.path.join(LLVM_BIN, "not"),
    "count": os.path.join(LLVM_BIN, "count"),
    "affine-interp": BINARY,
}


def run_lines(path):
    """[(line number, command)] of the file's RUN lines, continuation lines
    (ending in a backslash) joined, %{name} from DEFINE/REDEFINE expanded
    as they stand at that point."""
    cmds, defs, cur, kind, first = [], {}, None, None, 0
    with open(path, encoding="utf-8", errors="replace") as f:
        for number, line in enumerate(f, 1):
            m = re.match(r"\s*//\s*(RUN|DEFINE|REDEFINE):\s?(.*)$", line)
            if not m:
                continue
            text = m.group(2).rstrip()
            if cur is None:
                kind, first = m.group(1), number
            cur = text if cur is None else cur.rstrip() + " " + text.strip()
            if cur.endswith("\\"):
                cur = cur[:-1]
                continue
            if kind == "RUN":
                for _ in range(8):   # definitions may use definitions
                    cur = re.sub(r"%\{(\w+)\}", lambda d: defs.get(d.group(1), d.group(0)), cur)
                cmds.append((first, cur.strip()))
            else:
                d = re.match(r"\s*%\{(\w+)\}\s*=\s*(.*)$", cur)
                if d:
                    defs[d.group(1)] = d.group(2).strip()
            cur = None
    return cmds


def substitute(cmd, path, tmp, tools=None):
    """The command with lit's substitutions made: path is the test file,
    tmp the test's temporary directory (%t is a file name in it, %T the
    directory); tools maps a tool name to what runs in its place (default
    TOOLS), replaced where a command starts (line start, after |, ;, &&,
    ||, `not`)."""
    tools = TOOLS if tools is None else tools
    cmd = re.sub(r"%if\s+\S+\s+%\{.*?%\}(\s*%else\s*%\{.*?%\})?", "", cmd)   # target-specific flags
    src_dir = shlex.quote(os.path.dirname(os.path.abspath(path)))
    values = {"s": shlex.quote(os.path.abspath(path)), "S": src_dir, "p": src_dir,
              "t": shlex.quote(os.path.join(tmp, os.path.basename(path) + ".tmp")), "T": shlex.quote(tmp), "%": "%"}
    values.update(LIBRARIES)
    names = "|".join(sorted((re.escape(k) for k in values), key=len, reverse=True))
    cmd = re.sub(r"%(" + names + r")", lambda m: values[m.group(1)], cmd)
    for tool, real in tools.items():
        cmd = re.sub(r"(^|[|;&(]\s*|\bnot\s+)" + re.escape(tool) + r"(?=\s|$)",
                     lambda m: m.group(1) + shlex.quote(real), cmd)
    return cmd
