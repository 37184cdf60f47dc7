"""fuzz/recipes/campaign.sbatch under a real Slurm: a single-node cluster
(a private munged with its own key and socket, slurmctld and slurmd on
unused ports with their state in a temp folder) is started here, the
recipe's own header commands submit three campaigns (an array of 2 shards
and the `afterany` merge each), and the daemons are stopped by their pids
after `scancel` and an empty queue.  The merged report must equal the
unsharded run over the same seeds; a shard that fails, or is cancelled
(SIGTERM, as at the time limit), must make the merge name it and exit 1;
no daemon or job process may outlive the cluster; the README shows the
header's commands.  Skipped only when the Slurm or munge binaries are missing
(tools/install-deps installs slurmctld slurmd slurm-client munge)."""
import os
import pwd
import re
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import time

import pytest

from conftest import BINARY, ROOT
from test_campaign import CAMPAIGN, need_gen, state, tree

RECIPE = os.path.join(ROOT, "fuzz", "recipes", "campaign.sbatch")
SBIN = os.environ.get("PATH", "") + os.pathsep + "/usr/sbin" + os.pathsep + "/sbin"
TOOLS = ("munged", "mungekey", "slurmctld", "slurmd", "sbatch", "srun", "sinfo", "squeue", "scontrol", "scancel")
# Two blocks of 64 seeds, so that each of the 2 shards gets one; a few seconds.
SEED, COUNT = 5, 70
ARGS = "--configs-per-program 1 --oracle-every 0 --log-runs"
# squeue reasons of a job that will never start
NEVER = {"PartitionConfig", "PartitionNodeLimit", "PartitionTimeLimit", "BadConstraints", "DependencyNeverSatisfied"}


def tool(name):
    return shutil.which(name, path=SBIN)


def header_commands():
    """The submit commands of the recipe's header, as written there."""
    with open(RECIPE) as f:
        lines = f.read().splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("# Submit from the checkout"))
    cmds = []
    for line in lines[start + 1:]:
        if not line.startswith("#   "):
            break
        cmds.append(line[4:])
    return cmds


def free_ports(n):
    socks = []
    for _ in range(n):
        s = socket.socket()
        s.bind(("127.0.0.1", 0))
        socks.append(s)
    ports = [s.getsockname()[1] for s in socks]
    for s in socks:
        s.close()
    return ports


class Cluster:
    """munged, slurmctld and slurmd in the foreground, children of this
    process, with everything under `d`."""

    def __init__(self, d):
        self.d = d
        os.makedirs(d)
        self.procs = {}
        self.conf = os.path.join(d, "slurm.conf")
        self.env = {k: v for k, v in os.environ.items() if not k.startswith(("SLURM_", "SBATCH_", "SRUN_", "CAMPAIGN_"))}
        self.env["SLURM_CONF"] = self.conf

    def log(self, name):
        p = os.path.join(self.d, name + ".log")
        try:
            with open(p, errors="replace") as f:
                return f"--- {name}.log:\n" + f.read()[-3000:]
        except OSError:
            return ""

    def logs(self):
        return "\n".join(self.log(n) for n in ("munged", "slurmctld", "slurmd", "munged.out", "slurmctld.out", "slurmd.out"))

    def spawn(self, name, argv):
        out = open(os.path.join(self.d, name + ".out.log"), "w")
        self.procs[name] = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, env=self.env,
                                            stdin=subprocess.DEVNULL, start_new_session=True)
        out.close()

    def run(self, *argv, check=True, **kw):
        r = subprocess.run([tool(argv[0]) or argv[0], *argv[1:]], capture_output=True, text=True,
                           env=self.env, timeout=30, **kw)
        if check:
            assert r.returncode == 0, f"{argv}: {r.stderr}\n{self.logs()}"
        return r

    def start(self):
        d = self.d
        key, sock = os.path.join(d, "munge.key"), os.path.join(d, "munge.socket")
        subprocess.run([tool("mungekey"), "--create", "--keyfile", key], check=True, capture_output=True)
        # --force: munged wants every folder above its socket open to all
        # (pytest's temp folders are private)
        self.spawn("munged", [tool("munged"), "--foreground", "--force", "--key-file", key, "--socket", sock,
                              "--pid-file", os.path.join(d, "munged.pid"), "--log-file", os.path.join(d, "munged.log"),
                              "--seed-file", os.path.join(d, "munged.seed")])
        probe = subprocess.run([tool("slurmd"), "-C"], capture_output=True, text=True)
        node = re.search(r"CPUs=(\d+).*RealMemory=(\d+)", probe.stdout)
        assert node, f"slurmd -C: {probe.stdout}{probe.stderr}"
        cpus, mem = (int(x) for x in node.groups())
        host = socket.gethostname().split(".")[0]
        ctld_port, slurmd_port = free_ports(2)
        user = pwd.getpwuid(os.getuid()).pw_name   # root, as on CI
        for sub in ("state", "spool"):
            os.makedirs(os.path.join(d, sub), exist_ok=True)
        with open(self.conf, "w") as f:
            f.write(f"""ClusterName=affinetest
SlurmctldHost={host}(127.0.0.1)
SlurmctldPort={ctld_port}
SlurmdPort={slurmd_port}
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket={sock}
SlurmUser={user}
SlurmdUser={user}
StateSaveLocation={d}/state
SlurmdSpoolDir={d}/spool
SlurmctldPidFile={d}/slurmctld.pid
SlurmdPidFile={d}/slurmd.pid
SlurmctldLogFile={d}/slurmctld.log
SlurmdLogFile={d}/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
KillWait=5
SchedulerParameters=batch_sched_delay=0,sched_min_interval=0,sched_interval=1,bf_interval=1
MailProg=/bin/true
NodeName={host} NodeAddr=127.0.0.1 CPUs={cpus} RealMemory={mem} State=UNKNOWN
PartitionName=test Nodes={host} Default=YES MaxTime=INFINITE State=UP
""")
        deadline = time.monotonic() + 20
        while not os.path.exists(sock):
            assert self.procs["munged"].poll() is None and time.monotonic() < deadline, self.logs()
            time.sleep(0.02)
        self.spawn("slurmctld", [tool("slurmctld"), "-D", "-i"])
        self.spawn("slurmd", [tool("slurmd"), "-D", "-N", host])
        while True:
            r = self.run("sinfo", "-h", "-o", "%t", check=False)
            if r.stdout.split() == ["idle"]:
                return
            for name, p in self.procs.items():
                assert p.poll() is None, f"{name} exited {p.returncode}\n{self.logs()}"
            assert time.monotonic() < deadline, f"the node did not come up: {r.stdout}{r.stderr}\n{self.logs()}"
            time.sleep(0.05)

    def queue(self):
        return self.run("squeue", "-h", "-o", "%i").stdout.split()

    def wait_empty(self, timeout, fail_stuck=True):
        """Until no job is left; fails at once on a job that can never
        start (e.g. more CPUs than the node has: Reason=PartitionConfig)."""
        deadline = time.monotonic() + timeout
        while True:
            jobs = self.run("squeue", "-h", "-o", "%i %T %r").stdout.splitlines()
            if not jobs:
                return
            stuck = [j for j in jobs if fail_stuck and j.split()[-1] in NEVER]
            assert not stuck and time.monotonic() < deadline, "\n".join(jobs) + "\n" + self.logs()
            time.sleep(0.1)

    def jobs(self, jid):
        """[(array task, or -1 outside an array, JobState, ExitCode)] of a
        finished job (slurmctld keeps it for MinJobAge, 300 s)."""
        out = self.run("scontrol", "-o", "show", "job", jid).stdout
        return sorted((int(m.group(1)) if m.group(1) else -1, s, e) for m, s, e in (
            (re.search(r"ArrayTaskId=(\d+)|$", line), re.search(r"JobState=(\S+)", line).group(1),
             re.search(r"ExitCode=(\S+)", line).group(1)) for line in out.splitlines() if line.strip()))

    def stop(self):
        """scancel, an empty queue, then the daemons by their pids; returns
        what outlived them."""
        try:
            if self.procs.get("slurmctld") and self.procs["slurmctld"].poll() is None:
                ids = self.queue()
                if ids:
                    self.run("scancel", *ids, check=False)
                self.wait_empty(30, fail_stuck=False)
        finally:
            for name in ("slurmd", "slurmctld", "munged"):
                p = self.procs.get(name)
                if p and p.poll() is None:
                    p.send_signal(signal.SIGTERM)
                    try:
                        p.wait(15)
                    except subprocess.TimeoutExpired:
                        p.kill()
                        p.wait()
        return leftovers(self.conf, [p.pid for p in self.procs.values()])


def leftovers(conf, pids):
    """Processes still alive among `pids`, or with SLURM_CONF=conf in their
    environment (slurmstepd, srun, the campaign)."""
    alive = []
    for pid in pids:
        try:
            os.kill(pid, 0)
            alive.append(pid)
        except ProcessLookupError:
            pass
    mark = f"SLURM_CONF={conf}".encode()
    for entry in os.listdir("/proc"):
        if entry.isdigit() and int(entry) != os.getpid():
            try:
                with open(f"/proc/{entry}/environ", "rb") as f:
                    if mark in f.read().split(b"\0"):
                        alive.append(int(entry))
            except OSError:
                pass
    return alive


def submit(cluster, out, **length):
    """The header's commands, with this test's folder and 2 shards in its
    first line, `length` (CAMPAIGN_COUNT or CAMPAIGN_SECONDS) in the
    environment; returns (array job id, merge job id)."""
    cmds = header_commands()
    assert cmds and cmds[0].startswith("export CAMPAIGN_OUT=") and "CAMPAIGN_SHARDS=" in cmds[0], cmds
    script = "\n".join(["set -eu", f"export CAMPAIGN_OUT={shlex.quote(out)} CAMPAIGN_SHARDS=2",
                        *cmds[1:], 'echo "$jid"'])
    env = dict(cluster.env, CAMPAIGN_SEED=str(SEED), CAMPAIGN_ARGS=ARGS, **{k: str(v) for k, v in length.items()})
    r = subprocess.run(["bash", "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr + cluster.logs()
    merge, array = (x.split(";")[0] for x in r.stdout.split())
    return array, merge


def working(out, k):
    """Shard k's campaign has begun a block (so it handles SIGTERM)."""
    try:
        return bool(os.listdir(os.path.join(out, f"shard-{k}", ".tmp")))
    except OSError:
        return False


def read(p):
    with open(p) as f:
        return f.read()


def job_logs(out):
    d = os.path.join(out, "logs")
    return "".join(f"--- {n}:\n{read(os.path.join(d, n))[-2000:]}" for n in sorted(os.listdir(d))) \
        if os.path.isdir(d) else "(no logs folder)"


@pytest.fixture(scope="module")
def cycle(tmp_path_factory):
    """One whole cycle: the cluster up, three campaigns submitted at once
    (`cancelled`, scancelled while its shards work; `good`; `failing`, whose
    shard 1 cannot create its folder), all merged, the cluster down; the
    unsharded run meanwhile."""
    missing = [t for t in TOOLS if not tool(t)]
    if missing:
        pytest.skip("Slurm is not installed (missing " + ", ".join(missing)
                    + "): tools/install-deps installs slurmctld slurmd slurm-client munge")
    need_gen()
    if not os.access(BINARY, os.X_OK):
        pytest.skip("build/affine-interp is missing (make)")
    d = str(tmp_path_factory.mktemp("slurm"))
    good, failing, cancelled, ref = (os.path.join(d, x) for x in ("good", "failing", "cancelled", "unsharded"))
    os.makedirs(failing)
    with open(os.path.join(failing, "shard-1"), "w") as f:
        f.write("a file where shard 1's folder should go\n")
    root_before = set(os.listdir(ROOT))
    unsharded = subprocess.Popen([CAMPAIGN, "--count", str(COUNT), "--seed", str(SEED), *ARGS.split(),
                                  "--jobs", "1", "--out", ref], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    res = {"dir": d, "good": good, "failing": failing, "cancelled": cancelled, "unsharded": ref}
    t0 = time.monotonic()
    cluster = Cluster(os.path.join(d, "cluster"))
    try:
        cluster.start()
        res["up"] = time.monotonic() - t0
        # first in the queue, so that it runs at once: cancelled while its shards work
        res["cancelled_jobs"] = submit(cluster, cancelled, CAMPAIGN_SECONDS=300)
        res["good_jobs"] = submit(cluster, good, CAMPAIGN_COUNT=COUNT)
        res["failing_jobs"] = submit(cluster, failing, CAMPAIGN_COUNT=8)
        deadline = time.monotonic() + 60
        while not (working(cancelled, 0) and working(cancelled, 1)):
            assert time.monotonic() < deadline, cluster.run("squeue").stdout + cluster.logs()
            time.sleep(0.05)
        cluster.run("scancel", res["cancelled_jobs"][0])
        cluster.wait_empty(120)
        res["jobs"] = time.monotonic() - t0 - res["up"]
        res["states"] = {name: tuple(cluster.jobs(j) for j in res[name + "_jobs"])
                         for name in ("good", "failing", "cancelled")}
    finally:
        t1 = time.monotonic()
        res["logs"] = cluster.logs()
        res["leftovers"] = cluster.stop()
        res["down"] = time.monotonic() - t1
    res["whole"] = time.monotonic() - t0
    res["root_new"] = sorted(set(os.listdir(ROOT)) - root_before)
    _, err = unsharded.communicate(timeout=300)
    assert unsharded.returncode == 0, err[-3000:]
    sys.stderr.write("slurm cycle: up {up:.1f} s, 3 campaigns of 2 shards and their merges {jobs:.1f} s, "
                     "down {down:.1f} s, whole {whole:.1f} s\n".format(**res))
    return res


def test_the_merged_report_equals_the_unsharded_run(cycle):
    array, merge = cycle["states"]["good"]
    assert array == [(0, "COMPLETED", "0:0"), (1, "COMPLETED", "0:0")], job_logs(cycle["good"])
    assert merge == [(-1, "COMPLETED", "0:0")], job_logs(cycle["good"])
    merged, ref = os.path.join(cycle["good"], "merged"), cycle["unsharded"]
    a, b = state(ref), state(merged)
    assert a["totals"]["programs"] == COUNT and a["totals"]["blocks"] == [0, 1]
    assert a["totals"] == b["totals"]
    assert a["findings"] == b["findings"]
    assert tree(ref) == tree(merged)
    assert read(os.path.join(ref, "runs.tsv")) == read(os.path.join(merged, "runs.tsv"))
    for k in (0, 1):   # each shard did its half
        assert state(os.path.join(cycle["good"], f"shard-{k}"))["totals"]["blocks"] == [k]
    assert read(os.path.join(merged, "shards.tsv")).splitlines()[1:] == [
        f"{k}\tdone\t0\t{cycle['good_jobs'][0]}_{k}\t{socket.gethostname()}" for k in (0, 1)]
    assert read(os.path.join(merged, "report.md")).startswith("# fuzz/campaign report")


def test_logs_go_to_the_campaign_folder_by_name(cycle):
    for name in ("good", "failing", "cancelled"):
        array, merge = cycle[name + "_jobs"]
        logs = sorted(os.listdir(os.path.join(cycle[name], "logs")))
        assert logs == sorted([f"shard-0.{array}.log", f"shard-1.{array}.log", f"merge.{merge}.log"])
    assert "merged report: " in read(os.path.join(cycle["good"], "logs", f"merge.{cycle['good_jobs'][1]}.log"))
    assert cycle["root_new"] == [], "the recipe wrote into the checkout"


def test_a_failed_shard_fails_the_merge_which_names_it(cycle):
    array, merge = cycle["states"]["failing"]
    assert array == [(0, "COMPLETED", "0:0"), (1, "FAILED", "1:0")], job_logs(cycle["failing"])
    assert merge == [(-1, "FAILED", "1:0")], job_logs(cycle["failing"])   # afterany: merged anyway, and says so
    out = cycle["failing"]
    merged = os.path.join(out, "merged")
    report = read(os.path.join(merged, "report.md"))
    assert report.startswith("# Incomplete campaign: 1 of 2 shards failed\n"), report[:500]
    assert re.search(r"^- shard 1/2 exited 1 \(job \d+_1 on ", report, re.M), report[:500]
    assert "# fuzz/campaign report" in report   # shard 0's results follow
    rows = [r.split("\t")[:3] for r in read(os.path.join(merged, "shards.tsv")).splitlines()[1:]]
    assert rows == [["0", "done", "0"], ["1", "failed", "1"]]
    assert state(merged)["totals"] == state(os.path.join(out, "shard-0"))["totals"]
    assert "shard 1/2 exited 1" in read(os.path.join(out, "logs", f"merge.{cycle['failing_jobs'][1]}.log"))


def test_a_cancelled_shard_writes_its_report_and_the_merge_names_it(cycle):
    """scancel (as the time limit) sends SIGTERM: the campaign writes its
    report, the job records exit 143, and the merge calls the shard failed."""
    array, merge = cycle["states"]["cancelled"]
    assert array == [(0, "CANCELLED", "143:0"), (1, "CANCELLED", "143:0")], job_logs(cycle["cancelled"])
    assert merge == [(-1, "FAILED", "1:0")], job_logs(cycle["cancelled"])
    out = cycle["cancelled"]
    for k in (0, 1):
        assert state(os.path.join(out, f"shard-{k}"))["interrupted"] is True
        assert "exit=143" in read(os.path.join(out, "status", f"shard-{k}")).splitlines()
    merged = os.path.join(out, "merged")
    report = read(os.path.join(merged, "report.md"))
    assert report.startswith("# Incomplete campaign: 2 of 2 shards failed\n"), report[:500]
    assert len(re.findall(r"^- shard [01]/2 exited 143 ", report, re.M)) == 2, report[:500]
    assert state(merged)["interrupted"] is True


def test_the_cluster_leaves_nothing_running(cycle):
    assert cycle["leftovers"] == [], cycle["logs"]


def test_the_readme_gives_the_header_commands():
    """README's scale-out section shows the commands this test runs."""
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    section = readme[readme.index("### Scale-out"):]
    block = section[section.index("```sh\n") + 6:]
    assert block[:block.index("```")].splitlines() == header_commands()
