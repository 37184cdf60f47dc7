"""The reference execution of the issues, shared by the tools:
  mlir-opt-22 F -test-lower-to-llvm | mlir-runner-22 -e ENTRY -entry-point-result=void -shared-libs=...
and the normalizations every comparison applies (the printMemref address;
the sign of NaNs, which MLIR22-FACTS says depends on LLVM's folding)."""
import re
import subprocess

LIBS = ("/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1,"
        "/usr/lib/llvm-22/lib/libmlir_runner_utils.so.22.1")
ADDR = re.compile(r"base@ = 0x[0-9a-f]+")
NEG_NAN = re.compile(r"-nan\b")


def normalize(text):
    """The printMemref address is the one part that may differ."""
    return ADDR.sub("base@ = 0x0", text)


def normalize_nan(text):
    return NEG_NAN.sub("nan", normalize(text))


def reference(path, entry="main", opt_level=None, timeout=300):
    """Returns (normalized stdout, None) or (None, error text)."""
    # a `// LOWERING: ...` line names passes to run first (ops -test-lower-to-llvm leaves)
    m = re.search(r"^// LOWERING: (.+)$", open(path, errors="replace").read(), re.M)
    passes = (m.group(1).split() if m else []) + ["-test-lower-to-llvm"]
    lowered = subprocess.run(["mlir-opt-22", path, *passes], capture_output=True, text=True, errors="replace")
    if lowered.returncode:
        return None, lowered.stderr
    cmd = ["mlir-runner-22", "-e", entry, "-entry-point-result=void", "-shared-libs=" + LIBS]
    if opt_level:
        cmd.append(opt_level)
    try:
        run = subprocess.run(cmd, input=lowered.stdout, capture_output=True, text=True, errors="replace", timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timed out"
    if run.returncode:
        return None, run.stderr or f"exit {run.returncode}"
    return normalize(run.stdout), None
