"""The compiled path (tools/reference.py's reference(): mlir-opt-22
-test-lower-to-llvm | mlir-runner-22) for the oracle sample and the plants.
tools/reference.py is loaded by path, so nothing is copied and sys.path is
left alone."""
import importlib.util
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_spec = importlib.util.spec_from_file_location("reference", os.path.join(ROOT, "tools", "reference.py"))
reference_module = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(reference_module)

normalize_nan = reference_module.normalize_nan
LIBS = reference_module.LIBS


def compiled_output(text, path, timer, timeout=10):
    """(normalized stdout, None) or (None, error) of the compiled program."""
    with open(path, "w") as f:
        f.write(text)
    with timer("reference"):
        out, err = reference_module.reference(path, timeout=timeout)
    return (normalize_nan(out), None) if out is not None else (None, err or "failed")


def lowered_text(text, path, timer, timeout=60):
    """The -test-lower-to-llvm form of text (the compiled path's first half), or None."""
    import subprocess
    with open(path, "w") as f:
        f.write(text)
    with timer("reference"):
        try:
            r = subprocess.run(["mlir-opt-22", path, "-test-lower-to-llvm"], capture_output=True, text=True,
                               errors="replace", timeout=timeout)
        except subprocess.TimeoutExpired:
            return None
    return r.stdout if r.returncode == 0 else None


def run_plain(interp, path, flags, timeout=60):
    """affine-interp PATH FLAGS (a proc.Result)."""
    from . import proc
    return proc.run([interp, path, *flags], timeout)
