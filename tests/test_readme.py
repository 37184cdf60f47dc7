"""README and --help stay true: every option of interp/host/options.c's table is
in `--help` and in the README's option reference, the worked `--compare`
example prints what the README says, and the README's figures are the
repository's."""
import glob
import os
import re
import shutil
import subprocess

import pytest

from conftest import ROOT, run_interp

README = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()


def table_options():
    """Every spelling in options.c's table (names and aliases), and the
    two options parsed outside it."""
    text = open(os.path.join(ROOT, "interp", "host", "options.c")).read()
    table = text[text.index("static const OptionSpec specs[]"):]
    table = table[:table.index("};")]
    names = []
    for m in re.finditer(r'\{"(-[\w-]+)", (NULL|"(-[\w-]+)")', table):
        names.append(m.group(1))
        if m.group(3):
            names.append(m.group(3))
    return names + ["--args", "--compare"]


def reference_section():
    start = README.index("## Option reference")
    return README[start:README.index("\n## ", start + 1)]


def mentions(text, option):
    return re.search(r"(^|[\s`(,])" + re.escape(option) + r"(?=[\s`=,)]|$)", text, re.M) is not None


def test_the_table_has_every_option():
    names = table_options()
    assert len(names) >= 28 and "--verify-diagnostics" in names and "-e" in names


@pytest.mark.parametrize("option", table_options())
def test_option_in_help(option):
    r = run_interp("--help")
    assert r.returncode == 0
    assert mentions(r.stdout, option), option


@pytest.mark.parametrize("option", table_options())
def test_option_in_readme_reference(option):
    assert mentions(reference_section(), option), option


def test_help_fits_a_terminal_and_names_the_forms():
    out = run_interp("--help").stdout
    assert all(len(line) <= 100 for line in out.splitlines())
    for form in ("--args ARG...", "-1.5", "random:SEED", "expected-error @+1", "@below", "--opt=VALUE", "130"):
        assert form in out, form


def test_compare_example_prints_what_the_readme_says(tmp_path):
    if not shutil.which("mlir-opt-22"):
        pytest.skip("mlir-opt-22 is not installed (make check installs it)")
    block = README[README.index("<!-- compare-example -->"):]
    block = block[block.index("```sh\n") + 6:block.index("\n```")]
    commands = "\n".join(line for line in block.splitlines() if not line.startswith("# "))
    expected = [line[2:] for line in block.splitlines() if line.startswith("# ")]
    commands = commands.replace("/tmp/", str(tmp_path) + "/")
    r = subprocess.run(["bash", "-c", commands], capture_output=True, text=True, cwd=ROOT, timeout=300,
                       env=dict(os.environ, PATH=os.path.join(ROOT, "build") + os.pathsep + os.environ["PATH"]))
    got = (r.stdout + r.stderr).splitlines()
    assert sorted(got) == sorted(expected), r.stdout + r.stderr


def test_figures_are_current():
    golden = len(glob.glob(os.path.join(ROOT, "conformance", "*", "*.expected")))
    lit = len(glob.glob(os.path.join(ROOT, "conformance", "lit", "*.mlir")))
    text = " ".join(README.split())
    assert f"holds {golden} programs with the output" in text
    assert f"and {lit} lit-style programs" in text
    assert f"{golden} programs, and the {lit} of `conformance/lit/`" in text


def test_no_stale_plans():
    assert not re.search(r"next issues?|coming soon|\bTODO\b|\bTBD\b", README, re.I)
