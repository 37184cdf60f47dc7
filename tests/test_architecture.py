"""The sources keep their shape: the `#include "..."` graph of parser/,
semantics/ and interp/ is acyclic, file by file and module by module (a
module is x.c with x.h), and only goes down the layers, lowest first:
parser, semantics, then interp/'s folders core (the engine's types and
the report of a run), checks (the access hook and the checkers behind
it), engine (loading and running), ops (the op handlers), run (a run's
arguments, results and outcome), api (the C API) and host (the command).
A lower layer never includes a higher one.  Each check is also run on a
small fake graph, so it can fail."""
import os
import re

from conftest import ROOT

INTERP_LAYERS = ["core", "checks", "engine", "ops", "run", "api", "host"]
LAYERS = ["parser", "semantics"] + ["interp/" + d for d in INTERP_LAYERS]   # lowest first
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def include_graph(root=ROOT, dirs=LAYERS):
    """{file: [included files]}, paths relative to root."""
    graph = {}
    for d in dirs:
        full = os.path.join(root, d)
        for name in sorted(os.listdir(full)):
            if not name.endswith((".c", ".h")):
                continue
            path = os.path.join(d, name)
            with open(os.path.join(root, path), encoding="utf-8") as f:
                text = f.read()
            graph[path] = [os.path.normpath(os.path.join(d, inc)) for inc in INCLUDE.findall(text)]
    return graph


def cycles(graph):
    """Every include cycle found by a depth-first walk, each as a list of files."""
    found, state, stack = [], {}, []

    def walk(node):
        state[node] = "open"
        stack.append(node)
        for nxt in graph.get(node, []):
            if state.get(nxt) == "open":
                found.append(stack[stack.index(nxt):] + [nxt])
            elif nxt not in state:
                walk(nxt)
        stack.pop()
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            walk(node)
    return found


def layer_of(path):
    top = os.path.dirname(path)
    return LAYERS.index(top) if top in LAYERS else None


def module_cycles(graph):
    """Include cycles between modules, a module being x.c with x.h."""
    mod = {}
    for src, incs in graph.items():
        m = os.path.splitext(src)[0]
        mod.setdefault(m, [])
        mod[m] += [os.path.splitext(i)[0] for i in incs if os.path.splitext(i)[0] != m]
    return cycles(mod)


def upward_includes(graph):
    """Includes from a lower layer into a higher one."""
    bad = []
    for src, incs in sorted(graph.items()):
        for inc in incs:
            ls, li = layer_of(src), layer_of(inc)
            if ls is None or li is None or li > ls:
                bad.append((src, inc))
    return bad


def missing_files(graph, root=ROOT):
    return [(src, inc) for src, incs in sorted(graph.items()) for inc in incs
            if not os.path.isfile(os.path.join(root, inc))]


def test_include_graph_has_no_cycle():
    assert cycles(include_graph()) == []


def test_no_module_cycle():
    assert [c for c in module_cycles(include_graph()) if not c[0].startswith("parser/")] == []


def test_interp_files_are_in_their_layer_folders():
    loose = [n for n in os.listdir(os.path.join(ROOT, "interp")) if not os.path.isdir(os.path.join(ROOT, "interp", n))]
    assert loose == []
    assert sorted(d for d in os.listdir(os.path.join(ROOT, "interp"))) == sorted(INTERP_LAYERS)


def test_the_module_check_finds_a_module_cycle():
    graph = {"interp/core/a.c": ["interp/core/a.h", "interp/core/b.h"], "interp/core/a.h": [],
             "interp/core/b.c": ["interp/core/b.h", "interp/core/a.h"], "interp/core/b.h": []}
    assert cycles(graph) == []
    assert len(module_cycles(graph)) == 1
    graph["interp/core/b.c"] = ["interp/core/b.h"]
    assert module_cycles(graph) == []


def test_no_layer_includes_a_higher_one():
    assert upward_includes(include_graph()) == []


def test_every_include_names_a_file_of_the_tree():
    graph = include_graph()
    assert len(graph) > 50
    assert missing_files(graph) == []


def test_engine_header_declares_no_functions():
    # engine.h holds the shared types; each module declares its own functions
    with open(os.path.join(ROOT, "interp", "core", "engine.h"), encoding="utf-8") as f:
        text = re.sub(r"/\*.*?\*/", "", f.read(), flags=re.S)
    decls = [m.group(1) for m in re.finditer(r"^[A-Za-z_][\w \*]*?\b(\w+)\s*\([^;{]*\)\s*(?:__attribute__\(\(.*\)\))?\s*;",
                                              text, re.M)
             if not m.group(0).startswith("typedef")]
    assert decls == []


def test_the_cycle_check_finds_a_cycle():
    graph = {"interp/a.h": ["interp/b.h"], "interp/b.h": ["interp/c.h"],
             "interp/c.h": ["interp/a.h"], "interp/d.c": ["interp/a.h"]}
    found = cycles(graph)
    assert len(found) == 1
    assert set(found[0]) == {"interp/a.h", "interp/b.h", "interp/c.h"}
    assert cycles({"interp/x.h": ["interp/x.h"]}) == [["interp/x.h", "interp/x.h"]]
    assert cycles({"interp/a.c": ["interp/a.h"], "interp/a.h": []}) == []


def test_the_layer_check_finds_an_upward_include():
    graph = {"semantics/s.c": ["interp/core/engine.h", "parser/ir.h"],
             "parser/p.c": ["semantics/scalar.h"], "interp/ops/i.c": ["parser/ir.h", "interp/engine/exec.h"],
             "interp/checks/c.c": ["interp/engine/exec.h", "interp/core/report.h"]}
    assert upward_includes(graph) == [("interp/checks/c.c", "interp/engine/exec.h"),
                                      ("parser/p.c", "semantics/scalar.h"),
                                      ("semantics/s.c", "interp/core/engine.h")]


def test_the_graph_reader_reads_includes(tmp_path):
    for d in LAYERS:
        (tmp_path / d).mkdir(parents=True)
    (tmp_path / "parser" / "a.h").write_text('#include "b.h"\n#include <stdio.h>\n')
    (tmp_path / "parser" / "b.h").write_text('#  include "a.h"\n')
    (tmp_path / "semantics" / "s.c").write_text('#include "../interp/core/x.h"\n')
    graph = include_graph(str(tmp_path))
    assert graph["parser/a.h"] == ["parser/b.h"]
    assert graph["semantics/s.c"] == ["interp/core/x.h"]
    assert len(cycles(graph)) == 1
    assert upward_includes(graph) == [("semantics/s.c", "interp/core/x.h")]
    assert missing_files(graph, str(tmp_path)) == [("semantics/s.c", "interp/core/x.h")]


# -- the op registry (parser/op_registry.h) -----------------------------------
OP_NAME = r'"(?:affine|arith|math|memref|vector|scf|cf|func|builtin|ub|gpu|llvm|linalg|tensor|omp|async|index)\.[a-z_.0-9]+"'
# An op name compared as a string: strcmp(x->name, "a.b"), a helper called
# with a literal name, or a table of names.
NAME_COMPARE = re.compile(r'(?:str(?:n)?cmp|memcmp|strstr)\s*\([^;]*' + OP_NAME + r'|\b\w+\s*\(\s*[\w>.-]+\s*,\s*' + OP_NAME + r'\s*\)|\{\s*' + OP_NAME + r'\s*,')
ALLOWED_CALLS = ("fail(", "error(", "diag_new(", "diag_add_note(", "p_error", "verify_op_error(", "snprintf(",
                 "op_prop(", "node_attr(")


def op_name_comparisons(root=ROOT, dirs=LAYERS):
    """(file, line) of every op-name string comparison outside the registry."""
    found = []
    for d in dirs:
        for name in sorted(os.listdir(os.path.join(root, d))):
            path = os.path.join(d, name)
            if not name.endswith((".c", ".h")) or name.startswith("op_registry."):
                continue
            with open(os.path.join(root, path), encoding="utf-8") as f:
                for no, line in enumerate(f, 1):
                    if NAME_COMPARE.search(line) and not any(c in line for c in ALLOWED_CALLS):
                        found.append((path, no, line.strip()))
    return found


def registry_names(root=ROOT):
    with open(os.path.join(root, "parser", "op_registry.h"), encoding="utf-8") as f:
        return re.findall(r'X\(\w+, \w+, "([^"]+)"', f.read())


def test_op_names_are_compared_only_in_the_registry():
    assert op_name_comparisons() == []


def test_the_name_check_can_fail(tmp_path):
    (tmp_path / "interp").mkdir()
    (tmp_path / "interp" / "bad.c").write_text('bool f(const Op *op) { return strcmp(op->name, "affine.for") == 0; }\n'
                                               'static const OpEntry e[] = {{"arith.addi", prep}};\n'
                                               'bool g(const Op *op) { return is(op, "scf.if"); }\n')
    assert [no for _, no, _ in op_name_comparisons(str(tmp_path), ["interp"])] == [1, 2, 3]


def test_registry_is_sorted_and_names_match_codes():
    names = registry_names()
    assert len(names) > 150
    assert names == sorted(names, key=lambda n: n.encode()), "op_code_of() bisects: keep AI_OPS sorted by name"
    assert len(set(names)) == len(names)
    with open(os.path.join(ROOT, "parser", "op_registry.h"), encoding="utf-8") as f:
        for dialect, code, name in re.findall(r'X\((\w+), (\w+), "([^"]+)"', f.read()):
            d, rest = name.split(".", 1)
            assert (dialect, code) == (d.upper(), rest.replace(".", "_").upper()), name


# The command line's Options reach only the command: main, the option
# parser and the three modes it drives.  The engine, the checks and the C
# API take a RunConfig (run_config.h) instead.
COMMAND_FILES = {"interp/host/main.c", "interp/host/options.c", "interp/host/options.h", "interp/host/driver.h", "interp/host/driver.c",
                 "interp/host/compare.h", "interp/host/compare.c", "interp/host/dependence_report.h", "interp/host/dependence_report.c"}


def options_includers(graph):
    """Files outside the command that include options.h, directly or through another header."""
    reach = {}

    def includes_options(f, seen=()):
        if f in reach:
            return reach[f]
        if f in seen:
            return False
        r = any(inc == "interp/host/options.h" or (inc.endswith(".h") and includes_options(inc, seen + (f,)))
                for inc in graph.get(f, []))
        reach[f] = r
        return r
    return sorted(f for f in graph if f not in COMMAND_FILES and includes_options(f))


def test_only_the_command_sees_the_command_line():
    assert options_includers(include_graph()) == []
    fake = {"interp/engine/exec.c": ["interp/run/outcome.h"], "interp/run/outcome.h": ["interp/host/options.h"], "interp/host/options.h": []}
    assert options_includers(fake) == ["interp/engine/exec.c", "interp/run/outcome.h"]
