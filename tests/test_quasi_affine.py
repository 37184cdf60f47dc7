"""Semi-affine results compiled as a linear part plus quotients of linear
dividends (semantics/affine_eval.c, CompiledExpr.quotients): the values of
the mathematical floordiv, ceildiv and mod over negative and positive
operands, and the faults of the postfix evaluation when a divisor is not
positive or a value leaves index."""
import itertools

MAPS = [
    # (map text, python function of d0, d1, s0)
    ("(d0, d1)[s0] -> ((((d0 * 7) + 5) mod 13) - 4)", lambda d0, d1, s0: (d0 * 7 + 5) % 13 - 4),
    ("(d0, d1)[s0] -> ((d0 + d1 * 3 + 1) floordiv s0)", lambda d0, d1, s0: (d0 + d1 * 3 + 1) // s0),
    ("(d0, d1)[s0] -> (d0 * 2 + (d1 - 3) ceildiv 4 * 3 - (d0 + s0) mod s0)",
     lambda d0, d1, s0: d0 * 2 + -((3 - d1) // 4) * 3 - (d0 + s0) % s0),
    ("(d0, d1)[s0] -> (((d0 * -5) + d1) mod 3 + ((d0 * -5) + d1) floordiv 3 * 3)",
     lambda d0, d1, s0: (d0 * -5 + d1) % 3 + (d0 * -5 + d1) // 3 * 3),
    # an operand twice: the postfix program, not the quotients
    ("(d0, d1)[s0] -> ((d0 + d0 + d1) mod 5)", lambda d0, d1, s0: (d0 + d0 + d1) % 5),
    # nested: the postfix program
    ("(d0, d1)[s0] -> ((d0 floordiv 2) mod 3 + d1 * s0)", lambda d0, d1, s0: (d0 // 2) % 3 + d1 * s0),
]


def program(s0):
    lines = ["func.func @main() {", f"  %s0 = arith.constant {s0} : index"]
    for k, (text, _) in enumerate(MAPS):
        lines += [
            f"  affine.for %a{k} = 0 to 9 {{",
            f"    affine.for %b{k} = 0 to 7 {{",
            f"      %d0_{k} = affine.apply affine_map<(i) -> (i - 4)>(%a{k})",
            f"      %d1_{k} = affine.apply affine_map<(j) -> (j * 3 - 10)>(%b{k})",
            f"      %r{k} = affine.apply affine_map<{text}>(%d0_{k}, %d1_{k})[%s0]",
            f"      vector.print %r{k} : index",
            "    }",
            "  }",
        ]
    return "\n".join(lines + ["  return", "}", ""])


def expected(s0):
    out = []
    for _, f in MAPS:
        for a, b in itertools.product(range(9), range(7)):
            v = f(a - 4, b * 3 - 10, s0)
            out.append(str(v % (1 << 64)))   # vector.print shows index as unsigned
    return "\n".join(out) + "\n"


def test_quotients_give_the_mathematical_values(interp, tmp_path):
    for s0 in (1, 3, 7):
        p = tmp_path / f"q{s0}.mlir"
        p.write_text(program(s0))
        r = interp(str(p))
        assert r.returncode == 0, r.stderr
        assert r.stdout == expected(s0)


def test_a_divisor_that_is_not_positive_gets_the_postfix_fault(interp, tmp_path):
    p = tmp_path / "z.mlir"
    p.write_text(program(-2))
    r = interp(str(p))
    assert r.returncode == 3, r.stderr
    assert ("error: undefined behaviour [immediate]: semi-affine floordiv by a non-positive value "
            "(-33 floordiv -2) is undefined") in r.stderr, r.stderr


OVERFLOW = """
func.func @main() {
  %big = arith.constant 9223372036854775800 : index
  %m = arith.constant -9223372036854775800 : index
  %t = affine.apply affine_map<(d0, d1) -> ((d0 + 1) mod 5 + d1 * 2 + d0 * 2)>(%big, %m)
  vector.print %t : index
  %r = affine.apply affine_map<(d0, d1) -> ((d0 + 100) floordiv 2 + d1 floordiv 2)>(%big, %m)
  vector.print %r : index
  return
}
"""


def test_an_overflow_in_a_quotient_goes_to_the_exact_evaluation(interp, tmp_path):
    # %t leaves int64 only in between (d1 * 2, d0 * 2 cancel): its exact
    # value; %r's first dividend leaves index: the fault
    p = tmp_path / "o.mlir"
    p.write_text(OVERFLOW)
    r = interp(str(p))
    assert r.returncode == 3, r.stderr
    assert r.stdout == "1\n"
    assert r.stderr.startswith(
        f"{p}:7:8: error: undefined behaviour [immediate]: index overflow: the dividend of 'floordiv' in result #0 "
        "of the affine map is 9223372036854775900, outside the 64 bits of index "
        "(d0 = 9223372036854775800, d1 = -9223372036854775800)"), r.stderr
