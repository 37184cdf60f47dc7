"""Every subprocess of the campaign goes through run(): a timeout, partial
output kept on timeout, the time charged to a category, and the running
child known so that a terminated worker can end it first."""
import errno
import os
import resource
import selectors
import signal
import subprocess
import time
from contextlib import contextmanager

from verdict_lib.mlir_opt import no_aslr

CURRENT = set()
DEADLINE = None     # time.time() after which a --seconds campaign drops its blocks in flight


class Abort(Exception):
    """The campaign's deadline passed during a block: the block is dropped."""


def children_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def self_cpu():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


class Timer:
    """Wall seconds and CPU seconds (of the subprocesses) per category
    (mlir-opt, affine-interp, generator, reference).  A worker runs one
    subprocess at a time, so the growth of RUSAGE_CHILDREN over a call is
    that call's CPU time."""

    def __init__(self):
        self.seconds = {}
        self.cpu = {}

    def charge(self, category, wall, cpu):
        self.seconds[category] = self.seconds.get(category, 0.0) + wall
        self.cpu[category] = self.cpu.get(category, 0.0) + cpu

    @contextmanager
    def __call__(self, category):
        t, c = time.perf_counter(), children_cpu()
        try:
            yield
        finally:
            self.charge(category, time.perf_counter() - t, children_cpu() - c)


class Result:
    def __init__(self, rc, stdout, stderr, timed_out, stalled=False):
        self.rc = rc
        self.stdout = stdout
        self.stderr = stderr
        self.timed_out = timed_out
        self.stalled = stalled    # ended because stdout made no progress (run's stall)


def _text(b):
    if b is None:
        return ""
    return b.decode("utf-8", "replace") if isinstance(b, bytes) else b


# in the child before exec: no address-space randomization (as setarch -R)
_no_aslr = no_aslr


def _communicate_with_stall(p, timeout, stall, marker):
    """p.communicate() without input that also gives up when `marker` has not
    appeared on stdout for `stall` seconds: (out, err, timed_out, stalled)."""
    sel = selectors.DefaultSelector()
    sel.register(p.stdout, selectors.EVENT_READ)
    sel.register(p.stderr, selectors.EVENT_READ)
    chunks = {p.stdout: [], p.stderr: []}
    start = progress = time.monotonic()
    tail = b""
    timed_out = stalled = False
    while sel.get_map():
        now = time.monotonic()
        wait = min(start + timeout, progress + stall) - now
        if wait <= 0:
            timed_out = True
            stalled = now >= progress + stall
            break
        for key, _ in sel.select(wait):
            data = os.read(key.fileobj.fileno(), 1 << 16)
            if not data:
                sel.unregister(key.fileobj)
                continue
            chunks[key.fileobj].append(data)
            if key.fileobj is p.stdout:
                seen = tail + data
                if marker in seen:            # a marker, whole or split across reads
                    progress = time.monotonic()
                tail = seen[-(len(marker) - 1):]
    sel.close()
    if timed_out:
        p.kill()
        rest_out, rest_err = p.communicate()
        chunks[p.stdout].append(rest_out or b"")
        chunks[p.stderr].append(rest_err or b"")
    else:
        p.wait()
    return b"".join(chunks[p.stdout]), b"".join(chunks[p.stderr]), timed_out, stalled


def run(cmd, timeout, timer=None, category=None, env=None, input=None, no_aslr=False, cwd=None,
        stall=None, stall_marker=None):
    """Runs cmd to its end or its timeout.  With stall and stall_marker (and
    no input) it also ends when stall_marker has not appeared on its stdout
    for stall seconds (Result.stalled): a batch whose items each print the
    marker stops on an item that hangs, not at the whole batch's timeout."""
    by_deadline = False
    if DEADLINE is not None:
        left = DEADLINE - time.time()
        if left <= 0:
            raise Abort()
        if left < timeout:
            timeout, by_deadline = left, True
    t, c = time.perf_counter(), children_cpu()
    for attempt in range(50):
        try:
            p = subprocess.Popen(cmd, stdin=subprocess.PIPE if input is not None else subprocess.DEVNULL,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=cwd,
                                 preexec_fn=_no_aslr if no_aslr else None)
            break
        except (PermissionError, FileNotFoundError, OSError) as e:
            # a binary being rebuilt (make replaces it) is briefly missing or busy
            if attempt == 49 or getattr(e, "errno", None) not in (errno.EACCES, errno.ENOENT, errno.ETXTBSY):
                raise
            time.sleep(0.2)
    CURRENT.add(p)
    stalled = False
    try:
        if stall is not None and stall_marker is not None and input is None:
            out, err, timed_out, stalled = _communicate_with_stall(p, timeout, stall, stall_marker)
        else:
            try:
                out, err = p.communicate(input.encode() if input is not None else None, timeout=timeout)
                timed_out = False
            except subprocess.TimeoutExpired:
                p.kill()
                out, err = p.communicate()
                timed_out = True
    finally:
        CURRENT.discard(p)
        if p.poll() is None:
            p.kill()
            p.wait()
        if timer is not None and category:
            timer.charge(category, time.perf_counter() - t, children_cpu() - c)
    if timed_out and by_deadline and not stalled:
        raise Abort()
    return Result(p.returncode, _text(out), _text(err), timed_out, stalled)


def kill_children(*_):
    """SIGTERM handler of a worker: end its own running child, then exit."""
    for p in list(CURRENT):
        try:
            p.kill()
        except OSError:
            pass
    os._exit(1)


def worker_signals():
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, kill_children)
