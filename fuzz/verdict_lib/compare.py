"""`affine-interp --compare --json` (PLAN.md "Shared interface 1") parsed
into CompareVerdict objects, and the class a comparison gives.

stdout holds one JSON object per line, one per chunk pair in order with
--split-input-file.  Lines that are not JSON objects are ignored; a
missing or garbled line is the caller's to notice (parse_compare_json
returns what it could read)."""
import json
import re

# the exit class of each verdict (interp/host/compare.c; also the process exit code
# of a run with one pair, and the worst over the chunks with several)
VERDICT_EXIT = {"same": 0, "different": 5, "after-ub": 5, "before-ub": 3, "before-rejected": 2,
                "after-rejected": 2, "before-limit": 4, "after-limit": 4, "usage": 1}
OUTPUT_VERDICT_CLASS = {"same": "agree", "after-ub": "undefined-output",
                        "after-rejected": "interp-rejects-output", "after-limit": "after-limit"}
ORIGINAL_VERDICT_CLASS = {"before-ub": "original-ub", "before-rejected": "original-rejected",
                          "before-limit": "original-limit"}
# A float op whose fastmath flags permit reassociation: `fastmath<reassoc>`,
# `fastmath<reassoc,contract>`, `fastmath<fast>` (MLIR's arith FastMathFlags;
# `fast` is all flags).  Under these a reassociated sum is a correct result.
REASSOC = re.compile(r"fastmath\s*<[^>]*\b(?:reassoc|fast)\b")


class CompareVerdict:
    """One comparison.  The interface-1 keys as attributes (diagnostic and
    difference stay dicts or None), plus what the harness adds: diag (the
    stderr diagnostics of this pair, chunk-relative) and failure (why
    affine-interp itself failed; verdict is then 'failure')."""

    FIELDS = ("chunk", "verdict", "exit", "side", "diagnostic", "difference", "detail")

    def __init__(self, verdict, chunk=1, exit=None, side=None, diagnostic=None, difference=None,
                 detail="", diag="", failure=None):
        self.verdict = verdict
        self.chunk = chunk
        self.exit = VERDICT_EXIT.get(verdict) if exit is None else exit
        self.side = side
        self.diagnostic = diagnostic
        self.difference = difference
        self.detail = detail or ""
        self.diag = diag
        self.failure = failure

    @classmethod
    def from_json(cls, obj):
        if not isinstance(obj, dict) or obj.get("verdict") not in VERDICT_EXIT:
            raise ValueError(f"not a compare verdict: {obj!r}")
        return cls(obj["verdict"], obj.get("chunk", 1), obj.get("exit"), obj.get("side"),
                   obj.get("diagnostic"), obj.get("difference"), obj.get("detail") or "")

    @classmethod
    def harness_failure(cls, text):
        return cls("failure", exit=None, failure=text)

    def to_json(self):
        """The interface-1 object (finding.json's "compare")."""
        return {k: getattr(self, k) for k in self.FIELDS}

    # conveniences over the nested dicts
    def _d(self, key):
        return (self.diagnostic or {}).get(key)

    @property
    def ub_kind(self):
        return self._d("ub_kind")

    @property
    def op(self):
        return self._d("op")

    @property
    def message(self):
        return self._d("message")

    @property
    def what(self):
        return (self.difference or {}).get("what")

    @property
    def permutation(self):
        return bool((self.difference or {}).get("permutation"))

    @property
    def rounding(self):
        return bool((self.difference or {}).get("rounding"))

    def __repr__(self):
        return f"CompareVerdict({self.verdict}, chunk {self.chunk}, {self.detail[:60]!r})"


def parse_compare_json(stdout):
    """[CompareVerdict] for the JSON object lines of stdout, in order."""
    out = []
    for line in stdout.splitlines():
        line = line.strip()
        if not line.startswith("{"):
            continue
        try:
            out.append(CompareVerdict.from_json(json.loads(line)))
        except ValueError:      # json.JSONDecodeError is a ValueError
            continue
    return out


def permits_reassociation(original_text):
    """Whether the original's float ops carry fastmath reassoc or fast."""
    return bool(REASSOC.search(original_text or ""))


def compare_class(v, original_text="", is_original=False):
    """The class of one comparison (original vs pass output).

    different: print-order when AFTER's printed lines are a reordering of
    BEFORE's; float-rounding when every difference is float rounding within
    the tolerance (agree when the original permits reassociation); else
    wrong-output.  A before-* verdict is original-* when the original is
    what is being checked (is_original), else our own failure: the
    original had already run cleanly."""
    if v is None or v.verdict == "failure" or v.verdict == "usage":
        return "interp-failure"
    if v.verdict == "different":
        if v.permutation:
            return "print-order"
        if v.rounding:
            return "agree" if permits_reassociation(original_text) else "float-rounding"
        return "wrong-output"
    if v.verdict in ORIGINAL_VERDICT_CLASS:
        return ORIGINAL_VERDICT_CLASS[v.verdict] if is_original else "interp-failure"
    return OUTPUT_VERDICT_CLASS[v.verdict]
