"""What a campaign shows its user: DIR/timeseries.jsonl, DIR/report.html
opened in a real browser (Debian's chromium, headless: the SVG charts lay
out, every link resolves, a screenshot to look at), the per-pass table of
report.md, the summary line, a merged series, and two faults: --seconds
with --triage dying after the deadline, and --programs without a way to
pass @main's arguments."""
import html.parser
import json
import os
import re
import shutil
import struct
import subprocess
import urllib.parse
import urllib.request
import zlib

import pytest

from conftest import BINARY, ROOT, need_mlir_opt
from test_campaign import campaign, lib, need_gen, state

CHROMIUM = "/usr/bin/chromium"
# where the screenshot of the test campaign's report.html goes (build/ is not tracked)
SCREENSHOT = os.environ.get("CAMPAIGN_REPORT_SCREENSHOT",
                            os.path.join(ROOT, "build", "test-artifacts", "campaign-report.png"))
SMALL = ["--count", 192, "--seed", 5, "--configs-per-program", 2, "--oracle-every", 0]
SUMMARY = re.compile(r"^fuzz/campaign: (\d+) programs, (\d+) distinct buckets \((\d+) new, (\d+) known"
                     r"(?:, (\d+) unlabelled)?\)(?: \(interrupted\))?; report (\S+report\.html)$")


def need_chromium():
    if not os.access(CHROMIUM, os.X_OK):
        pytest.skip("Debian's chromium is not installed (/usr/bin/chromium; tools/install-deps installs it)")


def chromium(tmp, *args, timeout=120):
    """chromium headless with a profile of its own (tests may run side by side)."""
    profile = os.path.join(tmp, "chromium-profile")
    os.makedirs(profile, exist_ok=True)
    r = subprocess.run([CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--no-first-run", "--user-data-dir=" + profile, *args],
                       capture_output=True, text=True, timeout=timeout)
    return r


def series(d):
    with open(os.path.join(d, "timeseries.jsonl")) as f:
        return [json.loads(line) for line in f]


def finding_keys(d):
    root = os.path.join(d, "findings")
    return sorted(os.path.relpath(p, root) for p, _, files in os.walk(root) if "finding.json" in files)


def finding_buckets(d):
    """The report's groups: the bucket of every new finding folder as its
    finding.json names it, one "known/NAME" for all folders of one known
    bug (state.group_of)."""
    root = os.path.join(d, "findings")
    docs = [json.load(open(os.path.join(root, k, "finding.json"))) for k in finding_keys(d)]
    return sorted({f"known/{x['known']}" if x.get("known") else x["bucket"] for x in docs})


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory):
    """A short deterministic campaign, run without a terminal."""
    need_gen()
    d = str(tmp_path_factory.mktemp("report") / "camp")
    r = campaign(*SMALL, "--jobs", 1, "--out", d)
    return d, r


# -- the time series and the summary line --------------------------------------------------------

def test_time_series_lines_add_up_to_the_final_state(run_dir):
    d, _ = run_dir
    lines = series(d)
    s = state(d)
    assert len(lines) >= 3 and lines[-1].get("final") is True
    assert sum(1 for x in lines if x.get("final")) == 1
    for a, b in zip(lines, lines[1:]):
        assert a["t"] <= b["t"] and a["programs"] <= b["programs"] and a["runs"] <= b["runs"]
        assert a["distinct"] <= b["distinct"]
    last = lines[-1]
    assert (last["programs"], last["runs"]) == (s["totals"]["programs"], s["totals"]["runs"])
    assert last["programs"] == 192 and last["runs"] > 300
    keys = finding_buckets(d)
    assert last["distinct"] == len(keys) > 0 and len(finding_keys(d)) >= len(keys)
    for x in lines:
        assert sum(x["buckets"].values()) == x["distinct"] == x["new"] + x["known"] + x["unlabelled"]
    # every folder's bucket is "added" exactly once, on the first line that counts it
    added = [b for x in lines for b, _ in x["added"]]
    folders = sorted(json.load(open(os.path.join(d, "findings", k, "finding.json")))["bucket"]
                     for k in finding_keys(d))
    assert sorted(added) == sorted(set(added)) == folders
    classes = {}
    for k in finding_keys(d):
        doc = json.load(open(os.path.join(d, "findings", k, "finding.json")))
        classes.setdefault(f"known/{doc['known']}" if doc.get("known") else doc["bucket"], doc["class"])
    per_class = {}
    for k in keys:
        per_class[classes[k]] = per_class.get(classes[k], 0) + 1
    assert last["buckets"] == per_class


def test_without_a_terminal_the_run_ends_with_one_summary_line(run_dir):
    d, r = run_dir
    out = r.stdout.strip().split("\n")
    assert len(out) == 1, r.stdout
    m = SUMMARY.match(out[0])
    assert m, out[0]
    last = series(d)[-1]
    assert int(m.group(1)) == last["programs"] == 192
    assert int(m.group(2)) == last["distinct"]
    assert (int(m.group(3)), int(m.group(4)), int(m.group(5) or 0)) == (last["new"], last["known"],
                                                                         last["unlabelled"])
    assert m.group(6) == os.path.join(d, "report.html") and os.path.exists(m.group(6))


# -- report.md's per-pass table -------------------------------------------------------------------

def test_the_pass_table_shows_every_pass_with_its_runs_and_buckets(run_dir):
    d, _ = run_dir
    s = state(d)
    text = open(os.path.join(d, "report.md")).read()
    section = text.split("## Passes\n", 1)[1].split("\n## ", 1)[0]
    rows = {}
    for line in section.split("\n"):
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) == 7 and cells[1].isdigit():
            rows[cells[0].replace(" (never run)", "")] = (cells[0], int(cells[1]), int(cells[2]), int(cells[3]))
    passes = lib("passes").PASSES
    assert set(passes) <= set(rows)
    pr = s["totals"]["pass_runs"]
    # a bucket: a new finding's folder, or a known record (its folders count once)
    seen = {}
    for k, f in s["findings"].items():
        seen.setdefault(f["pass"], set()).add(("known", f["known"]) if f.get("known") else ("new", k))
    buckets = {name: len(keys) for name, keys in seen.items()}
    never = 0
    for name, (label, alone, piped, distinct) in rows.items():
        assert (alone, piped) == (pr.get(name, {}).get("alone", 0), pr.get(name, {}).get("in-pipeline", 0))
        assert distinct == buckets.get(name, 0)
        if alone + piped == 0 and distinct == 0:
            assert label.endswith("(never run)")
            never += 1
    # two configurations per block over 3 blocks cannot run all 22 passes
    assert never > 0
    assert sum(a + p for _, a, p, _ in rows.values()) >= s["totals"]["runs"]


# -- report.html in chromium -----------------------------------------------------------------------

PROBE = """
<script>
// the test's probe (not in report.html): what the browser laid out
(function () {
  var out = {paths: [], svgs: {}, cells: [], links: [], legend: 0, axis: 0};
  document.querySelectorAll("svg.chart").forEach(function (s) {
    var r = s.getBoundingClientRect();
    out.svgs[s.id] = [r.width, r.height];
  });
  document.querySelectorAll("path.series").forEach(function (p) {
    var b = p.getBBox();
    out.paths.push({chart: p.ownerSVGElement.id, name: p.getAttribute("data-name"),
                    d: p.getAttribute("d"), len: p.getTotalLength(), w: b.width, h: b.height});
  });
  document.querySelectorAll("rect.cell").forEach(function (c) {
    var b = c.getBBox();
    out.cells.push([c.getAttribute("data-pass"), c.getAttribute("data-class"),
                    +c.getAttribute("data-count"), b.width, b.height]);
  });
  document.querySelectorAll("a").forEach(function (a) {
    out.links.push([a.getAttribute("href"), a.href]);
  });
  out.legend = document.querySelectorAll("g.legend-item").length;
  out.axis = document.querySelectorAll("text.axis-label").length;
  var pre = document.createElement("pre");
  pre.id = "probe";
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
})();
</script>
"""


class ProbeParser(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.inside = False
        self.text = []

    def handle_starttag(self, tag, attrs):
        if tag == "pre" and ("id", "probe") in attrs:
            self.inside = True

    def handle_endtag(self, tag):
        if tag == "pre":
            self.inside = False

    def handle_data(self, data):
        if self.inside:
            self.text.append(data)


def png_pixels(path):
    """(width, height, rows of (r, g, b)) of an 8-bit RGB/RGBA PNG (what chromium writes)."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, ihdr = 8, b"", None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            ihdr = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    w, h, depth, ctype, _, _, interlace = ihdr
    assert depth == 8 and ctype in (2, 6) and interlace == 0, ihdr
    bpp = 3 if ctype == 2 else 4
    raw = zlib.decompress(idat)
    stride = w * bpp
    rows, prev = [], bytearray(stride)
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[i:i + 3]) for i in range(0, stride, bpp)])
        prev = line
    return w, h, rows


def test_report_html_renders_in_chromium_and_its_links_resolve(run_dir, tmp_path):
    need_chromium()
    d, _ = run_dir
    page = open(os.path.join(d, "report.html")).read()
    # self-contained: nothing loaded from elsewhere, no script of its own
    assert "<script" not in page and "<link" not in page and "@import" not in page and "url(" not in page
    assert not re.search(r'(?:src|href)="(?:https?:|//|/)', page)
    probe = os.path.join(d, ".probe.html")          # beside report.html: the same relative links
    with open(probe, "w") as f:
        f.write(page.replace("</body>", PROBE + "</body>"))
    try:
        r = chromium(str(tmp_path), "--window-size=1200,2400", "--dump-dom", "file://" + probe)
    finally:
        os.remove(probe)
    assert r.returncode == 0, r.stderr[-2000:]
    p = ProbeParser()
    p.feed(r.stdout)
    assert p.text, "the probe did not run: " + r.stdout[:500]
    got = json.loads("".join(p.text))

    # the three charts laid out at their size
    assert set(got["svgs"]) == {"saturation", "labels", "grid"}
    assert all(w > 300 and h > 200 for w, h in got["svgs"].values()), got["svgs"]
    s = state(d)
    last = series(d)[-1]
    sat = {x["name"]: x for x in got["paths"] if x["chart"] == "saturation"}
    assert set(sat) == set(last["buckets"]) | {"all classes"}
    for x in sat.values():
        assert x["d"].startswith("M") and "H" in x["d"] and x["len"] > 0 and x["w"] > 100
    assert sat["all classes"]["h"] > 0          # the total rises from 0 to the final count
    labels = {x["name"] for x in got["paths"] if x["chart"] == "labels"}
    assert {"new", "known"} <= labels
    assert got["legend"] == len(got["paths"]) and got["axis"] == 4

    # the grid: one cell per pass and class, its count the distinct buckets there
    seen = {}
    for k, f in s["findings"].items():
        seen.setdefault((f["pass"], f["class"]), set()).add(("known", f["known"]) if f.get("known") else ("new", k))
    counts = {key: len(keys) for key, keys in seen.items()}
    cells = {(a, b): n for a, b, n, w, h in got["cells"]}
    assert all(w > 10 and h > 10 for _, _, _, w, h in got["cells"])
    passes = {a for a, _ in cells}
    assert set(lib("passes").PASSES) <= passes
    for key, n in counts.items():
        assert cells[key] == n
    assert sum(cells.values()) == sum(counts.values())   # every bucket in one cell

    # every link resolves to a file, relative to report.html
    hrefs = [h for h, _ in got["links"]]
    assert "report.md" in hrefs
    per_bucket = [h for h in hrefs if h.startswith("findings/")]
    for href, absolute in got["links"]:
        assert not urllib.parse.urlparse(href).scheme, href
        assert absolute.startswith("file://")
        target = urllib.request.url2pathname(urllib.parse.urlparse(absolute).path)
        assert os.path.isfile(target), href
    for k in finding_keys(d):
        assert f"findings/{k}/repro.sh" in per_bucket and f"findings/{k}/original.mlir" in per_bucket

    # the screenshot: the charts' colours are on it (the SVG was painted, not only parsed)
    os.makedirs(os.path.dirname(SCREENSHOT), exist_ok=True)
    r = chromium(str(tmp_path), "--window-size=1200,2400", "--screenshot=" + SCREENSHOT,
                 "file://" + os.path.join(d, "report.html"))
    assert r.returncode == 0 and os.path.exists(SCREENSHOT), r.stderr[-2000:]
    w, h, rows = png_pixels(SCREENSHOT)
    assert (w, h) == (1200, 2400)
    reds = sum(1 for row in rows for (rr, g, b) in row if rr > 150 and g < 150 and b < 150)  # grid cells
    colours = {px for row in rows[::7] for px in row[::7]}
    assert reds > 500 and len(colours) > 20, (reds, len(colours))
    print("screenshot:", SCREENSHOT)


def test_a_report_written_again_keeps_new_first_then_known(tmp_path):
    """Labels come from finding.json ("known": name, null = new, missing =
    unlabelled); the HTML lists new, then known, then unlabelled."""
    st, rh = lib("state"), lib("report_html")
    d = str(tmp_path)
    findings = {}
    for i, (cls, known) in enumerate([("crash", "some_record"), ("wrong-output", None), ("crash", st.UNLABELLED),
                                      ("wrong-output", "other_record")]):
        key = f"{cls}/affine-loop-unroll/sig{i}"
        os.makedirs(os.path.join(d, "findings", key))
        doc = {"class": cls}
        if known is not st.UNLABELLED:
            doc["known"] = known
        json.dump(doc, open(os.path.join(d, "findings", key, "finding.json"), "w"))
        open(os.path.join(d, "findings", key, "repro.sh"), "w").close()
        findings[key] = {"class": cls, "pass": "affine-loop-unroll", "signature": f"sig {i}", "count": 1,
                         "seed": i, "lines": 3}
    bmap = st.buckets(findings, st.Labels(d))
    # one group per known bug ("known/NAME"), a bucket for each other folder
    assert sorted(bmap) == ["crash/affine-loop-unroll/sig2", "known/other_record", "known/some_record",
                            "wrong-output/affine-loop-unroll/sig1"]
    assert [bmap[k]["label"] for k in sorted(bmap)] == ["unlabelled", "known", "known", "new"]
    # a series written before any label: the labels chart counts the buckets by their labels now
    seen = set()
    unlabelled = {k: dict(b, label="unlabelled") for k, b in bmap.items()}
    st.write_series(d, [st.tick(1.0, {"programs": 1}, {k: unlabelled[k] for k in sorted(bmap)[:2]}, seen),
                        dict(st.tick(2.0, {"programs": 2}, unlabelled, seen), final=True)])
    assert st.read_series(d)[-1]["unlabelled"] == 4
    relabelled = rh.relabel(st.read_series(d), bmap)
    assert [(x["new"], x["known"], x["unlabelled"]) for x in relabelled] == [(0, 1, 1), (1, 2, 1)]
    page = rh.render({"totals": {"programs": 1, "runs": 1}, "findings": findings, "campaign": {}}, d, bmap)
    assert ">new (1)</text>" in page and ">known (2)</text>" in page and ">unlabelled (1)</text>" in page
    order = [m.group(1) for m in re.finditer(r'<table class="buckets" data-label="(\w+)"', page)]
    assert order == ["new", "known", "unlabelled"]
    assert page.index("sig 1") < page.index("sig 0") < page.index("sig 2")
    assert "some_record" in page and 'href="findings/crash/affine-loop-unroll/sig0/repro.sh"' in page
    # a label written later (a record matched after the run) is read again
    json.dump({"class": "crash", "known": None}, open(os.path.join(d, "findings", "crash/affine-loop-unroll/sig2",
                                                                   "finding.json"), "w"))
    os.utime(os.path.join(d, "findings", "crash/affine-loop-unroll/sig2", "finding.json"), ns=(1, 1))
    assert st.buckets(findings, st.Labels(d))["crash/affine-loop-unroll/sig2"]["label"] == "new"


# -- merged shards ----------------------------------------------------------------------------------

def test_merge_series_is_the_union_of_the_shards_side_by_side():
    st = lib("state")
    a = [{"t": 1.0, "programs": 10, "runs": 20, "added": [["crash/p/x", "crash"]]},
         {"t": 3.0, "programs": 20, "runs": 40, "added": [["wrong-output/p/y", "wrong-output"]], "final": True}]
    b = [{"t": 2.0, "programs": 5, "runs": 10, "added": [["crash/p/x", "crash"], ["crash/q/z", "crash"]]},
         {"t": 2.5, "programs": 8, "runs": 16, "added": [], "final": True}]
    bmap = {"crash/p/x": {"class": "crash", "label": "known"}, "crash/q/z": {"class": "crash", "label": "new"},
            "wrong-output/p/y": {"class": "wrong-output", "label": "new"}}
    out = st.merge_series([a, b], bmap)
    assert [x["t"] for x in out] == [1.0, 2.0, 2.5, 3.0]
    assert [x["programs"] for x in out] == [10, 15, 18, 28]
    assert [x["distinct"] for x in out] == [1, 2, 2, 3]
    assert out[1]["buckets"] == {"crash": 2} and (out[1]["new"], out[1]["known"]) == (1, 1)
    assert [x.get("final", False) for x in out] == [False, False, False, True]
    assert sorted(b for x in out for b, _ in x["added"]) == sorted(bmap)


def test_two_shards_merge_into_one_series_and_report(run_dir, tmp_path):
    need_gen()
    d, _ = run_dir
    shards = []
    for k in (0, 1):
        sd = str(tmp_path / f"shard-{k}")
        campaign(*SMALL, "--jobs", 1, "--shard", f"{k}/2", "--out", sd)
        shards.append(sd)
    merged = str(tmp_path / "merged")
    r = campaign("--merge", *shards, "--out", merged)
    m = SUMMARY.match(r.stdout.strip().split("\n")[-1])
    assert m and m.group(6) == os.path.join(merged, "report.html")
    lines = series(merged)
    last = lines[-1]
    assert last.get("final") is True
    assert last["programs"] == sum(series(sd)[-1]["programs"] for sd in shards) == 192
    # the union of the shards' buckets: the single run's
    assert last["distinct"] == series(d)[-1]["distinct"] == len(finding_buckets(merged)) == int(m.group(2))
    assert last["buckets"] == series(d)[-1]["buckets"]
    page = open(os.path.join(merged, "report.html")).read()
    assert "each from its own start" in page and 'id="saturation"' in page


# -- make fuzz-campaign and an --out that is not empty -------------------------------------------

def test_an_out_dir_that_is_not_empty_is_refused_without_force(tmp_path):
    need_gen()
    d = tmp_path / "old"
    d.mkdir()
    (d / "notes.txt").write_text("mine\n")
    r = campaign("--count", 1, "--seed", 5, "--oracle-every", 0, "--jobs", 1, "--out", d, check=False)
    assert r.returncode != 0 and "is not empty" in r.stderr and "--force" in r.stderr
    assert os.listdir(d) == ["notes.txt"]
    campaign("--count", 1, "--seed", 5, "--oracle-every", 0, "--jobs", 1, "--force", "--out", d)
    r = campaign("--count", 1, "--seed", 5, "--oracle-every", 0, "--jobs", 1, "--out", d, check=False)
    assert r.returncode != 0 and "already holds a campaign" in r.stderr
    campaign("--count", 1, "--seed", 5, "--oracle-every", 0, "--jobs", 1, "--force", "--out", d)
    assert (d / "notes.txt").exists() and (d / "report.html").exists()


def test_make_fuzz_campaign_writes_a_new_folder_each_time():
    r = subprocess.run(["make", "-n", "fuzz-campaign", "fuzz-asan"], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    runs = [line for line in r.stdout.replace("\\\n", " ").split("\n") if "fuzz/campaign " in line]
    assert len(runs) == 2
    for line in runs:
        assert "--force" not in line
        assert re.search(r"--out build/fuzz-(?:campaign|asan)/\d{8}T\d{6}Z-seed1\b", line), line
    assert "ln -sfn" in r.stdout and "build/fuzz-campaign/latest" in r.stdout


# -- fault: --seconds with --triage -----------------------------------------------------------------

SLOW_OPT = """#!/bin/sh
# mlir-opt-22, except that its first lowering to LLVM (the compiled path of
# --triage, run after the campaign's loop) takes 10 s: past the --seconds deadline
case " $* " in *" -test-lower-to-llvm "*)
  [ -e "$SLOW_MARKER" ] || {{ : > "$SLOW_MARKER"; sleep 10; }} ;;
esac
exec {real} "$@"
"""


def test_triage_after_the_seconds_deadline_finishes_and_writes_the_report(tmp_path):
    """--seconds 8 --triage --jobs 1 on one wrong-output program: the loop
    ends well before the deadline (about 1 s), the triage after it (the
    compiled path is made 10 s slow) passes it.  The deadline was still set in this process and
    the triage's affine-interp run raised proc.Abort: a traceback and the
    report of the last tick.  Now: exit 0, the triage verdict in
    finding.json and both reports, the final time-series line."""
    need_mlir_opt()
    real = shutil.which("mlir-opt-22")
    bindir = tmp_path / "bin"
    bindir.mkdir()
    (bindir / "mlir-opt-22").write_text(SLOW_OPT.format(real=real))
    (bindir / "mlir-opt-22").chmod(0o755)
    progs = tmp_path / "progs"
    progs.mkdir()
    shutil.copy(os.path.join(ROOT, "conformance", "mlir-bugs", "unroll_zero_trip_symbolic_lower_bound.mlir"), progs)
    d = str(tmp_path / "camp")
    env = {"PATH": f"{bindir}:{os.environ['PATH']}", "SLOW_MARKER": str(tmp_path / "marker"), "MLIR_OPT": real}
    r = campaign("--programs", progs, "--header-config", "--seconds", 8, "--triage", "--oracle-every", 0,
                 "--jobs", 1, "--out", d, env=env, check=False)
    assert r.returncode == 0, r.stderr[-3000:]
    assert "Abort" not in r.stderr
    assert os.path.exists(tmp_path / "marker")              # the slow lowering did run
    s = state(d)
    assert s["loop_seconds"] < 8 < s["wall_seconds"]        # the triage ran past the deadline
    (key, f), = s["findings"].items()
    assert f["class"] == "wrong-output" and f["triage"] == "mlir-bug"
    doc = json.load(open(os.path.join(d, "findings", key, "finding.json")))
    assert doc["triage"]["verdict"] == "mlir-bug"
    assert "mlir-bug" in open(os.path.join(d, "report.md")).read()
    assert "mlir-bug" in open(os.path.join(d, "report.html")).read()
    last = series(d)[-1]
    assert last.get("final") is True and last["t"] > 8 and last["distinct"] == 1
    assert SUMMARY.match(r.stdout.strip().split("\n")[-1])


# -- fault: --programs and @main's arguments ---------------------------------------------------------

ARGS_BUG = """// ARGS: 5
// PASS: --pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))
// unroll_zero_trip_symbolic_lower_bound with the lower bound an argument
func.func @main(%n: index) {
  affine.for %i = %n to 3 {
    vector.print %i : index
  }
  return
}
"""

ARGS_OK = """// ARGS: 4 8:iota
// PASS: --pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=2}))
func.func @main(%n: index, %m: memref<8xf32>) {
  affine.for %i = 0 to %n {
    %v = affine.load %m[%i] : memref<8xf32>
    vector.print %v : f32
  }
  return
}
"""


def test_programs_take_their_mains_arguments_from_an_args_line(tmp_path):
    """Without `// ARGS:` a @main with arguments cannot run (the original's
    compare is a usage error: interp-failure, our bug's class); with it the
    pass runs are judged, one batched compare per distinct argument list,
    and the finding's interp_flags (so repro.sh and --triage) carry them."""
    need_mlir_opt()
    progs = tmp_path / "progs"
    progs.mkdir()
    (progs / "a_bug.mlir").write_text(ARGS_BUG)
    (progs / "b_ok.mlir").write_text(ARGS_OK)
    (progs / "c_ok_again.mlir").write_text(ARGS_OK.replace("4 8:iota", "8 8:ones"))
    d = str(tmp_path / "camp")
    env = {"AFFINE_INTERP": BINARY}
    campaign("--programs", progs, "--header-config", "--oracle-every", 0, "--jobs", 1, "--log-runs",
             "--out", d, env=env)
    rows = [line.split("\t") for line in open(os.path.join(d, "runs.tsv")).read().split("\n")[1:] if line]
    assert {os.path.basename(r[1]): r[3] for r in rows} == {"a_bug.mlir": "wrong-output", "b_ok.mlir": "agree",
                                                           "c_ok_again.mlir": "agree"}
    s = state(d)
    assert s["totals"]["originals"] == {"valid": 3}
    (key, f), = s["findings"].items()
    assert f["class"] == "wrong-output"
    doc = json.load(open(os.path.join(d, "findings", key, "finding.json")))
    assert doc["interp_flags"][-2:] == ["--args", "5"]
    r = subprocess.run(["bash", os.path.join(d, "findings", key, "repro.sh")], capture_output=True, text=True,
                       env=dict(os.environ, AFFINE_INTERP=BINARY), timeout=120)
    assert r.returncode == 1, r.stdout + r.stderr            # still reproduces, with the argument

    # the same program without its ARGS line: the fault this header answers
    bare = tmp_path / "bare"
    bare.mkdir()
    (bare / "b_ok.mlir").write_text(ARGS_OK.split("\n", 1)[1])
    d2 = str(tmp_path / "camp2")
    campaign("--programs", bare, "--header-config", "--oracle-every", 0, "--jobs", 1, "--out", d2, env=env)
    assert state(d2)["totals"]["originals"].get("valid", 0) == 0
