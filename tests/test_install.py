"""make install PREFIX=... puts the commands, the C API and the man page
in place, make uninstall takes them away; the man page renders and names
every option of the command line's table (interp/host/options.c), so it cannot
fall behind it."""
import os
import re
import shutil
import subprocess

import pytest

from conftest import ROOT

MAN_PAGE = os.path.join(ROOT, "doc", "affine-interp.1")
INSTALLED = {"bin/affine-interp": 0o755, "bin/affine-gen": 0o755, "include/affine_interp.h": 0o644,
             "lib/libaffine-interp.a": 0o644, "share/man/man1/affine-interp.1": 0o644}


def table_options(options_c):
    """Every option the command line accepts: the names and aliases of
    interp/host/options.c's table, and the two it handles before the table."""
    table = options_c[options_c.index("static const OptionSpec specs[]"):]
    table = table[:table.index("};")]
    names = re.findall(r'\{"(-[\w-]+)", (?:"(-[\w-]+)"|NULL)', table)
    found = {n for pair in names for n in pair if n}
    found |= set(re.findall(r'strcmp\(a, "(--\w+)"\) == 0', options_c))
    return found


def rendered(page):
    """The page as text: man -l, else groff, else the roff source without
    its escapes (a structural check)."""
    env = dict(os.environ, MANWIDTH="200", MAN_KEEP_FORMATTING="", MANPAGER="cat", PAGER="cat")
    if shutil.which("man"):
        r = subprocess.run(["man", "-l", page], capture_output=True, text=True, env=env, timeout=60)
        assert r.returncode == 0, r.stderr
        text = r.stdout
    elif shutil.which("groff"):
        r = subprocess.run(["groff", "-man", "-Tutf8", "-rLL=200n", "-P-cbou", page], capture_output=True, text=True,
                           timeout=60)
        assert r.returncode == 0, r.stderr
        text = r.stdout
    else:
        with open(page, encoding="utf-8") as f:
            text = re.sub(r"\\f[BIRP]|\\&", "", f.read()).replace("\\-", "-").replace("\\e", "\\")
    return re.sub(r".\x08", "", text)


def missing_options(text, options):
    return sorted(o for o in options if not re.search(r"(?<![\w-])" + re.escape(o) + r"(?![\w-])", text))


@pytest.fixture(scope="module")
def page_text():
    return rendered(MAN_PAGE)


def test_the_man_page_names_every_option_of_the_table(page_text):
    with open(os.path.join(ROOT, "interp", "host", "options.c"), encoding="utf-8") as f:
        options = table_options(f.read())
    assert {"--entry", "-e", "--args", "--compare", "--max-steps", "--dma", "-O3", "--help", "-h"} <= options
    assert len(options) >= 25
    assert missing_options(page_text, options) == []


def test_the_option_check_finds_an_option_the_page_lacks():
    fake = ('static const OptionSpec specs[] = {\n    {"--entry", "-e", true, "x", opt_entry},\n'
            '    {"--frobnicate", NULL, false, NULL, opt_x},\n};\n if (strcmp(a, "--args") == 0)')
    assert table_options(fake) == {"--entry", "-e", "--frobnicate", "--args"}
    assert missing_options("--entry NAME, -e NAME  --args  --frobnicate-more", table_options(fake)) == ["--frobnicate"]


def test_the_man_page_renders_with_every_section(page_text):
    for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "ARGUMENTS", "EXIT STATUS", "ENVIRONMENT", "EXAMPLES"]:
        assert re.search(r"^" + section + r"$", page_text, re.M), section
    for code in ["0", "1", "2", "3", "4", "5", "130"]:
        assert re.search(r"^\s+" + code + r"\s", page_text, re.M), code
    for form in ["zeros", "ones", "fill:V", "iota", "random:SEED", "[[1,2],[3,4]]", "a.npy", "0x7fc00000"]:
        assert form in page_text, form
    assert "affine-interp --compare kernel.mlir tiled.mlir" in page_text
    if shutil.which("groff"):
        warn = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z", MAN_PAGE], capture_output=True, text=True)
        assert (warn.returncode, warn.stderr) == (0, "")


def test_install_and_uninstall_into_a_prefix(tmp_path):
    prefix = tmp_path / "prefix"
    r = subprocess.run(["make", "-s", "install", f"PREFIX={prefix}"], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    for path, mode in INSTALLED.items():
        full = prefix / path
        assert full.is_file(), path
        assert full.stat().st_mode & 0o777 == mode, path
    version = subprocess.run([str(prefix / "bin" / "affine-interp"), "--version"], capture_output=True, text=True)
    assert version.returncode == 0 and version.stdout.startswith("affine-interp ")
    # the installed header and library build the example as a user would
    exe = tmp_path / "run_many"
    cc = subprocess.run(["cc", "-std=c11", "-Wall", "-Werror", "-o", str(exe), os.path.join(ROOT, "examples", "api", "run_many.c"),
                         "-I", str(prefix / "include"), "-L", str(prefix / "lib"), "-laffine-interp", "-lm"],
                        capture_output=True, text=True)
    assert cc.returncode == 0, cc.stderr
    run = subprocess.run([str(exe), "examples/matmul.mlir", "matmul", "2", "iota", "ones", "zeros", "%i"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and run.stdout.count(": exit 0\n") == 2, run.stderr
    r = subprocess.run(["make", "-s", "uninstall", f"PREFIX={prefix}"], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert [p for p in INSTALLED if (prefix / p).exists()] == []
