"""The families of undefined behaviour come from one table,
interp/core/ub_families.def: every place that names them (the C API's
AI_CHECK_* bits, --check, --help, the man page, SPEC_NOTES.md and the
per-family programs of tests/ub/) agrees with it.  Each check also runs on
a table with a family left out, so it can fail."""
import os
import re

from conftest import ROOT, run_interp

DEF = os.path.join(ROOT, "interp", "core", "ub_families.def")
ROW = re.compile(r'^UB_FAMILY\((\w+), (\w+), "([^"]*)"\)$', re.M)


def families(text=None):
    """[(ID, name, what)] in the table's order."""
    if text is None:
        with open(DEF, encoding="utf-8") as f:
            text = f.read()
    return ROW.findall(text)


def read(*path):
    with open(os.path.join(ROOT, *path), encoding="utf-8") as f:
        return f.read()


def api_bits(header):
    """{ID: bit} of the AI_CHECK_* enum of affine_interp.h."""
    return {m.group(1): int(m.group(2)) for m in re.finditer(r"AI_CHECK_(\w+) = 1u << (\d+)", header)}


def api_mismatches(table, header):
    bits = api_bits(header)
    want = {ident: i for i, (ident, _, _) in enumerate(table)}
    bad = [f"AI_CHECK_{k}" for k in sorted(set(want) | set(bits)) if want.get(k) != bits.get(k)]
    m = re.search(r"AI_CHECK_ALL = (0x[0-9a-f]+)u", header)
    if not m or int(m.group(1), 16) != (1 << len(table)) - 1:
        bad.append("AI_CHECK_ALL")
    return bad


def man_names(man):
    """The family names the man page lists under --check."""
    part = man.split(r".BI \-\-check= LIST", 1)[1].split(".TP", 1)[0]
    return re.findall(r"^\.BR (\w+) ,$", part, re.M)


def test_the_table_is_read():
    table = families()
    assert [name for _, name, _ in table][:2] == ["bounds", "uninit"]
    assert all(ident.lower() == name and 0 < len(what) <= 46 for ident, name, what in table)


def test_the_c_api_bits_are_the_table():
    header = read("interp", "api", "affine_interp.h")
    assert api_mismatches(families(), header) == []
    assert api_mismatches(families()[:-1], header) != []


def test_the_man_page_lists_the_table():
    names = [name for _, name, _ in families()]
    assert man_names(read("doc", "affine-interp.1")) == names
    assert man_names(read("doc", "affine-interp.1")) != names[:-1]


def test_help_and_check_take_the_table():
    help_text = run_interp("--help").stdout
    for _, name, what in families():
        assert re.search(rf"^ +{name} +{re.escape(what)}$", help_text, re.M), name
        assert run_interp(f"--check={name}", "--version").returncode == 0, name
    bad = run_interp("--check=nonsense", "--version")
    assert bad.returncode == 1
    listed = re.search(r"unknown check in 'nonsense' \(([^)]*)\)", bad.stderr).group(1).split(", ")
    assert listed == [name for _, name, _ in families()] + ["all", "none"]


def test_spec_notes_and_tests_cover_every_family():
    spec = read("SPEC_NOTES.md")
    line = re.search(r"Families \(`--check=LIST`[^:]*: ([^(]*)\(", spec).group(1)
    named = re.findall(r"`(\w+)`", line)
    assert named == [name for _, name, _ in families()]
    for _, name, _ in families():
        assert os.path.isdir(os.path.join(ROOT, "tests", "ub", name)), f"tests/ub/{name}: a family needs its programs"
