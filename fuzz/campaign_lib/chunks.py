"""Batches: programs joined by `// -----` as mlir-opt-22 --split-input-file
reads them, mlir-opt's output split back by chunk, and its diagnostics
(which carry whole-file line numbers) given to their chunk with the line
made chunk-relative, so a message reads the same whatever batch it ran in."""
import bisect
import re

SEP = "// -----"
SEP_LINE = re.compile(r"^// -----[ \t]*$", re.M)
DIAG_HEAD = re.compile(r"^(?P<path>[^\s:][^:\n]*):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning|note|remark): ", re.M)
UNKNOWN_HEAD = re.compile(r"^<unknown>:0: (error|warning|note|remark): ", re.M)


class Batch:
    """Chunks joined into one file; starts[i] is chunk i's first line (1-based)."""

    def __init__(self, texts):
        self.texts = [t.rstrip("\n") + "\n" for t in texts]
        self.starts = []
        line = 1
        parts = []
        for i, t in enumerate(self.texts):
            if i:
                parts.append(SEP + "\n")
                line += 1
            self.starts.append(line)
            parts.append(t)
            line += t.count("\n")
        self.text = "".join(parts)

    def chunk_of_line(self, line):
        return max(0, bisect.bisect_right(self.starts, line) - 1)

    def relative(self, i, line):
        return line - self.starts[i] + 1


def split_output(stdout):
    """mlir-opt's --split-input-file output, one string per chunk ('' when
    the chunk failed), and the number of separators seen."""
    parts = SEP_LINE.split(stdout)
    return [p.strip("\n") for p in parts], len(parts) - 1


def split_diagnostics(stderr, path, batch, rename):
    """Groups stderr into diagnostics (a header line and what follows until
    the next error/warning header) and gives each to the chunk its location
    falls in.  Locations in `path` become `rename:LINE:COL` relative to the
    chunk.  Returns ({chunk: [text]}, [unattributed text])."""
    by_chunk, loose = {}, []
    heads = [m for m in DIAG_HEAD.finditer(stderr) if m.group("sev") in ("error", "warning")]
    heads += [m for m in UNKNOWN_HEAD.finditer(stderr) if m.group(1) in ("error", "warning")]
    heads.sort(key=lambda m: m.start())
    for k, m in enumerate(heads):
        end = heads[k + 1].start() if k + 1 < len(heads) else len(stderr)
        text = stderr[m.start():end]
        if m.re is DIAG_HEAD and m.group("path") == path:
            i = batch.chunk_of_line(int(m.group("line")))
            by_chunk.setdefault(i, []).append(relocate(text, path, batch, i, rename))
        else:
            loose.append(text)
    return by_chunk, loose


def relocate(text, path, batch, i, rename):
    """Rewrites `path:LINE:COL` to `rename:LINE':COL` with LINE' relative to chunk i."""
    pat = re.compile(re.escape(path) + r":(\d+):(\d+)")
    return pat.sub(lambda m: f"{rename}:{batch.relative(i, int(m.group(1)))}:{m.group(2)}", text)
