"""The progress line of long runs (interp/core/progress.c): on a terminal, after
the delay (2 s; AFFINE_INTERP_PROGRESS_DELAY_MS shortens it for this test),
stderr shows '\\raffine-interp: N steps, at 'OP' LINE:COL', refreshed at most
four times a second and erased at the end; never when stderr is not a
terminal.  Run under a pseudo-terminal (the pty module)."""
import os
import pty
import re
import select
import subprocess
import time

from conftest import interp_command

# 4 G stores: far longer than the 1.6 s the terminal test lets it run, on
# any machine (an idle one runs 400 M of them in under a second).
LONG = """func.func @main() {
  %a = memref.alloc() : memref<1xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 2000000 {
    affine.for %j = 0 to 2000 {
      affine.store %c, %a[0] : memref<1xf32>
    }
  }
  memref.dealloc %a : memref<1xf32>
  vector.print %c : f32
  return
}
"""


def run_on_terminal(args, env_extra, seconds):
    """Runs affine-interp with stderr on a pseudo-terminal for `seconds`
    (then Ctrl-C); returns (what the terminal got, stdout, exit code)."""
    master, slave = pty.openpty()
    env = dict(os.environ, **env_extra)
    p = subprocess.Popen(interp_command(*args), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=slave, env=env)
    os.close(slave)
    got, deadline = b"", time.monotonic() + seconds
    while p.poll() is None and time.monotonic() < deadline:
        if select.select([master], [], [], 0.05)[0]:
            try:
                got += os.read(master, 4096)
            except OSError:
                break
    if p.poll() is None:
        p.send_signal(2)     # SIGINT: ends the run with its message
    out = p.communicate(timeout=60)[0]
    while select.select([master], [], [], 0.2)[0]:
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        got += chunk
    os.close(master)
    return got.decode(errors="replace"), out.decode(), p.returncode


def test_progress_line_on_a_terminal(tmp_path):
    path = tmp_path / "long.mlir"
    path.write_text(LONG)
    term, out, code = run_on_terminal([str(path)], {"AFFINE_INTERP_PROGRESS_DELAY_MS": "0"}, 1.6)
    lines = re.findall(r"\raffine-interp: (\d+) steps, at '([a-z_.]+)' (\d+):(\d+)", term)
    assert lines, repr(term[:400])
    steps = [int(s) for s, *_ in lines]
    assert steps == sorted(steps) and steps[0] > 0
    assert all(op.startswith("affine.") and int(line) in (4, 5, 6) for _, op, line, _ in lines), lines
    # at most a few refreshes a second: 1.6 s of running cannot give more than ~8
    assert len(lines) <= 10, len(lines)
    # the line is erased (spaces over it, back to the start) before the exit message
    assert re.search(r"\r {20,}\r", term), repr(term[-300:])
    assert code == 130 and "interrupted (Ctrl-C)" in term


def test_erased_before_a_clean_end(tmp_path):
    path = tmp_path / "short.mlir"
    path.write_text(LONG.replace("2000000", "3000"))
    term, out, code = run_on_terminal([str(path)], {"AFFINE_INTERP_PROGRESS_DELAY_MS": "0"}, 60)
    assert code == 0 and out == "1\n"
    assert "steps, at" in term
    # after the last progress line, only the erasure: the terminal is left clean
    last = term.rindex("steps, at")
    assert re.fullmatch(r"[^\r]*\r {20,}\r", term[last:]), repr(term[last:])


def test_no_progress_before_the_delay(tmp_path):
    path = tmp_path / "short.mlir"
    path.write_text(LONG.replace("2000000", "3000"))
    term, out, code = run_on_terminal([str(path)], {"AFFINE_INTERP_PROGRESS_DELAY_MS": ""}, 60)
    assert code == 0 and term == "", repr(term)      # well under the default 2 s


def test_no_progress_when_stderr_is_not_a_terminal(tmp_path):
    path = tmp_path / "short.mlir"
    path.write_text(LONG.replace("2000000", "3000"))
    env = dict(os.environ, AFFINE_INTERP_PROGRESS_DELAY_MS="0")
    r = subprocess.run(interp_command(str(path)), capture_output=True, text=True, env=env, timeout=60)
    assert r.returncode == 0 and r.stderr == "" and r.stdout == "1\n"
