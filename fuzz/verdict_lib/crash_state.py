"""The crash state of an mlir-opt-22 stack dump, as ClusterFuzz buckets
crashes: the top three frames in MLIR's own code, by function name.

Both of LLVM's stack-dump forms are read:
  symbolized (llvm-symbolizer on PATH or LLVM_SYMBOLIZER_PATH):
    ` #5 0x00007f.. mlir::affine::AffineForOp::verifyInvariantsImpl() (/usr/lib/llvm-22/bin/../lib/libMLIR.so.22.1+0x2d5de8e)`
    ` #4 0x00007f.. (/usr/lib/llvm-22/bin/../lib/libMLIR.so.22.1+0x2d58b31)`
    `#18 0x00007f.. __libc_start_call_main ./csu/../sysdeps/nptl/libc_start_call_main.h:74:3`
  plain (LLVM_DISABLE_SYMBOLIZATION, names from dladdr; the campaign's
  opt.with_offsets may append the library offset):
    `5  libMLIR.so.22.1 0x00007f.. mlir::affine::AffineForOp::verifyInvariantsImpl() + 734`
    `4  libMLIR.so.22.1 0x00007f.. libMLIR+0x2d58b31`

Skipped: frames outside MLIR's code (libc, libstdc++, libgcc, libLLVM:
LLVM Support and ADT), the signal-handling and abort machinery by name
(llvm::sys::*, PrintStackTrace, SignalHandler, CrashRecoveryContext, abort,
raise, __assert_fail, report_fatal_error, llvm_unreachable_internal), and
main/_start.  A name loses its return type, template and argument lists,
`const` and the `+ 734` offset: `void mlir::detail::walk<mlir::ForwardIterator>(...)`
is `mlir::detail::walk`.

Debian's libMLIR.so is stripped: llvm-symbolizer names only its exported
functions (the same as dladdr does), not the internal ones (anonymous
namespaces, static functions), so an unnamed frame is named by the start of
the function that holds its address, read from the library's
.eh_frame_hdr table: `fn@libMLIR.so.22.1+0x2d58a60`.  Two crash addresses
in one function (+0x2d58b31 and +0x2d58b34, issue 28) are one state.  When
the library cannot be read the frame is `?`."""
import os
import re
import struct

DEPTH = 3
# the first line campaign_lib/opt.py gives the report of a crash that the
# program alone does not repeat (a use-after-free crashing where the heap
# of the programs before it in the call makes it crash)
BATCH_ONLY = "mlir-opt-22 crashed only in a batch of programs"

# ` #4 0x00007f.. SYMBOL (MODULE+0xOFF)` | ` #4 0x.. (MODULE+0xOFF)` | ` #18 0x.. SYMBOL FILE:LINE:COL`
SYMBOLIZED = re.compile(r"^\s*#(?P<n>\d+)\s+0x[0-9a-fA-F]+(?:\s+(?P<rest>.*?))?\s*$")
MODULE_TAIL = re.compile(r"\s*\((?P<mod>[^()]*?)\+0x(?P<off>[0-9a-fA-F]+)\)$")
# `4  libMLIR.so.22.1 0x00007f.. [SYMBOL + 734 | libMLIR+0x2d58b31]`
PLAIN = re.compile(r"^\s*(?P<n>\d+)\s+(?P<mod>\S+)\s+0x[0-9a-fA-F]+(?:\s+(?P<rest>.*?))?\s*$")
SRC_LOC = re.compile(r"\s+\S+:\d+(?::\d+)?$")
PLUS_OFFSET = re.compile(r"\s+\+\s+\d+$")
LIB_OFFSET = re.compile(r"^(?P<lib>[\w.+-]+)\+0x(?P<off>[0-9a-fA-F]+)$")

SKIP_NAME = re.compile(
    r"llvm::sys::|PrintStackTrace|SignalHandler|CrashRecoveryContext|^abort$|^raise$|^gsignal$|"
    r"__assert_fail|__assert_perror|__restore_rt|__pthread_kill|^pthread_kill|__libc_|^_start$|^main$|"
    r"llvm::report_fatal_error|llvm::llvm_unreachable_internal|^__cxa_|^std::terminate|^__gnu_cxx::")
NOT_MLIR_MODULE = re.compile(r"^(?:libc\.|libc-|libstdc\+\+|libgcc|libm\.|ld-linux|libpthread|libLLVM|linux-vdso)")

# where the libraries of a plain stack dump (names only) are looked for
LIB_DIRS = [os.path.join(os.path.dirname(os.path.realpath("/usr/bin/mlir-opt-22")), "..", "lib"),
            "/usr/lib/llvm-22/lib", "/usr/lib/llvm-22/bin"]


class Frame:
    def __init__(self, index, module, symbol, offset):
        self.index = index
        self.module = module          # path or file name of the library/executable, or None
        self.symbol = symbol          # the raw symbol text, or None
        self.offset = offset          # the address's offset in the module, or None

    @property
    def module_name(self):
        return os.path.basename(self.module) if self.module else None

    def __repr__(self):
        return f"Frame(#{self.index} {self.module_name} {self.symbol!r} {self.offset and hex(self.offset)})"


def parse_frames(text):
    """The frames of every stack dump in text, in order (the first dump's
    frames first; a second dump, e.g. of a crash while printing the
    first one, follows)."""
    out = []
    for line in text.splitlines():
        m = SYMBOLIZED.match(line)
        if m:
            rest = (m.group("rest") or "").strip()
            mod = off = None
            t = MODULE_TAIL.search(rest)
            if t:
                mod, off = t.group("mod"), int(t.group("off"), 16)
                rest = rest[:t.start()].strip()
            rest = SRC_LOC.sub("", rest).strip()
            out.append(Frame(int(m.group("n")), mod, rest or None, off))
            continue
        m = PLAIN.match(line)
        if m and not m.group("mod").startswith("0x"):
            rest = (m.group("rest") or "").strip()
            off = None
            lo = LIB_OFFSET.match(rest)
            if lo:
                off, rest = int(lo.group("off"), 16), ""
            rest = PLUS_OFFSET.sub("", rest).strip()
            out.append(Frame(int(m.group("n")), m.group("mod"), rest or None, off))
    return out


# -- names ---------------------------------------------------------------------
_OPERATORS = [("operator()", "operator\x01"), ("operator<<=", "operator\x02"), ("operator>>=", "operator\x03"),
              ("operator<<", "operator\x04"), ("operator>>", "operator\x05"), ("operator<=", "operator\x06"),
              ("operator>=", "operator\x07"), ("operator->", "operator\x0e"), ("operator<", "operator\x0f"),
              ("operator>", "operator\x10")]
ANON = "(anonymous namespace)"


def _strip_groups(s, open_, close):
    out, depth = [], 0
    for ch in s:
        if ch == open_:
            depth += 1
        elif ch == close and depth:
            depth -= 1
        elif not depth:
            out.append(ch)
    return "".join(out)


def clean_name(sym):
    """`void mlir::detail::walk<mlir::ForwardIterator>(mlir::Operation*, ...) const + 12` -> `mlir::detail::walk`."""
    s = PLUS_OFFSET.sub("", sym.strip())
    s = s.replace(ANON, "\x11")
    for op, ph in _OPERATORS:
        s = s.replace(op, ph)
    s = _strip_groups(s, "(", ")")
    s = _strip_groups(s, "<", ">")
    s = re.sub(r"\s+(?:const|volatile|&&|&)\s*$", "", s.strip())
    s = re.sub(r"\s+(?:const|volatile)\b", "", s)
    for op, ph in _OPERATORS:
        s = s.replace(ph, op)
    # drop a return type: the name is the last blank-separated token (but
    # `operator new`, `operator bool` keep their word)
    toks = s.split()
    if len(toks) > 1:
        k = len(toks) - 1
        if toks[k - 1].endswith("operator"):
            k -= 1
        s = " ".join(toks[k:])
    return s.replace("\x11", "anon").strip()


def is_mlir_frame(f):
    name = f.module_name
    if name:
        if NOT_MLIR_MODULE.match(name):
            return False
        return name.startswith("libMLIR") or name.startswith("mlir-") or name.startswith("libmlir")
    return bool(f.symbol) and clean_name(f.symbol).startswith(("mlir::", "anon::"))


# -- unnamed frames: the function start from .eh_frame_hdr -------------------------
_STARTS = {}


def _find_module(module):
    if os.path.isabs(module) and os.path.exists(module):
        return module
    base = os.path.basename(module)
    for d in LIB_DIRS:
        p = os.path.join(d, base)
        if os.path.exists(p):
            return p
    if base.startswith("mlir-opt"):
        for p in ("/usr/lib/llvm-22/bin/mlir-opt", "/usr/bin/mlir-opt-22"):
            if os.path.exists(p):
                return p
    return None


def _read_encoded(data, pos, enc, section_addr):
    """A DWARF EH pointer (the encodings .eh_frame_hdr uses in practice)."""
    fmt = enc & 0x0F
    size, code = {0x03: (4, "<I"), 0x0B: (4, "<i"), 0x04: (8, "<Q"), 0x0C: (8, "<q"),
                  0x02: (2, "<H"), 0x0A: (2, "<h")}.get(fmt, (None, None))
    if size is None:
        raise ValueError(f"pointer encoding {enc:#x}")
    val = struct.unpack_from(code, data, pos)[0]
    app = enc & 0x70
    if app == 0x10:          # pcrel
        val += section_addr + pos
    elif app == 0x30:        # datarel (relative to .eh_frame_hdr's start)
        val += section_addr
    elif app != 0:
        raise ValueError(f"pointer application {app:#x}")
    return val, pos + size


def function_starts(path):
    """The sorted start addresses (module-relative) of the functions of an
    ELF64 file, from its .eh_frame_hdr search table; [] when unreadable."""
    if path in _STARTS:
        return _STARTS[path]
    starts = []
    try:
        with open(path, "rb") as f:
            head = f.read(64)
            if head[:4] != b"\x7fELF" or head[4] != 2 or head[5] != 1:
                raise ValueError("not a little-endian ELF64 file")
            shoff, = struct.unpack_from("<Q", head, 0x28)
            shentsize, shnum, shstrndx = struct.unpack_from("<HHH", head, 0x3A)
            f.seek(shoff)
            shdrs = [struct.unpack("<IIQQQQIIQQ", f.read(shentsize)[:64]) for _ in range(shnum)]
            strtab = shdrs[shstrndx]
            f.seek(strtab[4])
            names = f.read(strtab[5])
            for sh in shdrs:
                name = names[sh[0]:names.index(b"\0", sh[0])]
                if name == b".eh_frame_hdr":
                    addr, off, size = sh[3], sh[4], sh[5]
                    f.seek(off)
                    data = f.read(size)
                    break
            else:
                raise ValueError("no .eh_frame_hdr")
        version, ptr_enc, count_enc, table_enc = data[0], data[1], data[2], data[3]
        if version != 1 or table_enc == 0xFF:
            raise ValueError("no search table")
        _, pos = _read_encoded(data, 4, ptr_enc, addr)
        count, pos = _read_encoded(data, pos, count_enc, addr)
        if table_enc == 0x3B:    # datarel sdata4: the usual case, read in one go
            vals = struct.unpack_from(f"<{2 * count}i", data, pos)
            starts = [addr + v for v in vals[0::2]]
        else:
            for _ in range(count):
                start, pos = _read_encoded(data, pos, table_enc, addr)
                _, pos = _read_encoded(data, pos, table_enc, addr)
                starts.append(start)
        starts.sort()
    except (OSError, ValueError, IndexError, struct.error):
        starts = []
    _STARTS[path] = starts
    return starts


def function_start(module, offset):
    """The start of the function holding module+offset, or None."""
    import bisect
    path = _find_module(module) if module else None
    if path is None or offset is None:
        return None
    starts = function_starts(path)
    # a return address points after its call: look up the byte before it
    k = bisect.bisect_right(starts, max(offset - 1, 0)) - 1
    return starts[k] if k >= 0 else None


def frame_name(f):
    if f.symbol:
        return clean_name(f.symbol)
    start = function_start(f.module, f.offset)
    if start is None:
        return "?"
    return f"fn@{f.module_name}+{start:#x}"


# Where a crash is only detected, not made: an op's verifier or the printer
# reading IR a pass left broken (a dangling operand or type).  The frames
# above such a frame are the detector's internals (a type-constraint helper,
# printTypeImpl or printDialectType), which differ from one broken value to
# the next; the state starts at the detector, so one bug is one bucket
# (issue 28: PrintOp::verifyInvariantsImpl crashed in two buckets, with and
# without a helper frame on top).
VERIFIER_FRAME = re.compile(r"::verifyInvariantsImpl$|::verifyInvariants$|::verifyRegionInvariants$|::verifyRegions$")
PRINTER_FRAME = re.compile(r"^mlir::(?:AsmPrinter|OpAsmPrinter|detail::AsmStateImpl|AsmState)")
ANCHOR_WITHIN = 4


def anchored(names):
    """names from the top frame down, started at the verifier frame, or at
    the outermost of a leading run of printer frames, among the top
    ANCHOR_WITHIN."""
    for i, name in enumerate(names[:ANCHOR_WITHIN]):
        if VERIFIER_FRAME.search(name):
            return names[i:]
    k = 0
    while k < len(names) and PRINTER_FRAME.search(names[k]):
        k += 1
    return names[k - 1:] if k > 1 else names


def crash_state(stack_dump_text, depth=DEPTH):
    """The top `depth` frame function names in MLIR's own code (anchored());
    none for a crash only in a batch (its frames depend on the heap)."""
    if (stack_dump_text or "").startswith(BATCH_ONLY):
        return []
    out = []
    for f in parse_frames(stack_dump_text or ""):
        if not is_mlir_frame(f):
            continue
        name = frame_name(f)
        if SKIP_NAME.search(name):
            continue
        out.append(name)
        if len(out) == depth + ANCHOR_WITHIN:
            break
    return anchored(out)[:depth]


# -- the signature -------------------------------------------------------------------
def _norm(text, limit=200):
    from .signature import norm_message
    return norm_message(text, limit)


def crash_signature(text):
    """'assert: <condition>' | 'fatal: <LLVM ERROR text>' | 'frames: A < B < C' (the crash state, innermost first) | 'crash without frames: ...'
    | 'crash only in a batch' (the program alone does not crash: its state depends on the heap)."""
    text = text or ""
    if text.startswith(BATCH_ONLY):
        return "crash only in a batch"
    m = re.search(r"Assertion `(.+?)' failed", text)
    if m:
        return "assert: " + _norm(m.group(1))
    m = re.search(r"LLVM ERROR: (.+)", text)
    if m:
        return "fatal: " + _norm(m.group(1))
    state = crash_state(text)
    if state:
        return "frames: " + " < ".join(state)
    m = re.search(r"died of (signal \d+(?: \(\w+\))?)|exited with (-?\d+)", text)
    return "crash without frames: " + ((m.group(1) or "exit " + m.group(2)) if m else "no report")
