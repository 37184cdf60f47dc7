"""How mlir-opt-22 is run for a verdict: its environment (crash reports
without in-process symbolization), no address-space randomization, and
the library offsets of a plain stack dump's unnamed frames.

Why no symbolization (measured, SPEC_NOTES.md "Crash state"): Debian's
libMLIR.so.22.1 is stripped, so llvm-symbolizer-22 names exactly the
exported functions dladdr already names in the plain dump; it costs about
0.3 s of CPU per crash (a 1536-program campaign with 180 crashes:
mlir-opt-22's CPU 159.7 s plain, 201.1 s symbolized); and a crash that has
corrupted the heap dies again in the signal handler that starts
llvm-symbolizer, leaving an empty stack dump (the same campaign: 1 crash
without frames plain, 10 symbolized).  The crash state is the same from either form (crash_state.py
names an unnamed frame by its function's start).  A caller that sets
LLVM_SYMBOLIZER_PATH or LLVM_DISABLE_SYMBOLIZATION itself gets what it
asked for."""
import os
import re
import shutil
import subprocess
import time

ADDR_NO_RANDOMIZE = 0x0040000
try:
    import ctypes
    _personality = ctypes.CDLL(None, use_errno=True).personality
    _personality.argtypes = [ctypes.c_ulong]
except (OSError, AttributeError):
    _personality = None


def no_aslr():
    """In the child before exec: no address-space randomization (as setarch -R;
    some passes print in an order that depends on heap addresses)."""
    if _personality is not None:
        cur = _personality(0xFFFFFFFF)
        if cur != -1:
            _personality(cur | ADDR_NO_RANDOMIZE)


def opt_env(base=None):
    """mlir-opt-22's environment: plain crash reports (dladdr names), unless
    the caller chose (LLVM_SYMBOLIZER_PATH or LLVM_DISABLE_SYMBOLIZATION set)."""
    env = dict(os.environ if base is None else base)
    if "LLVM_SYMBOLIZER_PATH" not in env and "LLVM_DISABLE_SYMBOLIZATION" not in env:
        env["LLVM_DISABLE_SYMBOLIZATION"] = "1"
    return env


_BASES = {}
PLAIN_FRAME = re.compile(r"^(\s*\d+\s+)(\S+)(\s+)0x([0-9a-f]+)\s*$", re.M)


def lib_bases(binary):
    """Where mlir-opt-22's libraries load without ASLR (the same in every run
    on this machine): {library file name: load base}, to turn the absolute
    addresses of unnamed frames in a plain stack dump into library offsets."""
    if binary in _BASES:
        return _BASES[binary]
    bases = {}
    try:
        p = subprocess.Popen([binary, "-"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, preexec_fn=no_aslr)
        try:
            maps = ""
            for _ in range(300):
                with open(f"/proc/{p.pid}/maps") as f:
                    maps = f.read()
                if "libMLIR" in maps or p.poll() is not None:
                    break
                time.sleep(0.01)
        finally:
            p.kill()
            p.wait()
        exe = os.path.realpath(shutil.which(binary) or binary)
        for line in maps.split("\n"):
            parts = line.split()
            if len(parts) >= 6 and (".so" in parts[5] or parts[5] == exe):
                base = int(parts[0].split("-")[0], 16) - int(parts[2], 16)
                bases.setdefault(parts[5].rsplit("/", 1)[-1], base)
                if parts[5] == exe:
                    # the plain dump names the executable's frames by the name it ran as
                    bases.setdefault(os.path.basename(binary), base)
    except OSError:
        pass
    _BASES[binary] = bases
    return bases


def with_offsets(report, bases):
    """A plain stack dump with `libMLIR+0x2dc5fde` after each unnamed frame's address."""
    def sub(m):
        base = bases.get(m.group(2))
        if base is None:
            return m.group(0)
        short = m.group(2).split(".so")[0]
        return f"{m.group(1)}{m.group(2)}{m.group(3)}0x{m.group(4)} {short}+0x{int(m.group(4), 16) - base:x}"
    return PLAIN_FRAME.sub(sub, report)
