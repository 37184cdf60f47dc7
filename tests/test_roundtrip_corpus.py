"""The parser issue's fidelity measure: every in-scope chunk of
../shared/mlir-tests and every affine pass output of it round-trips through
affine-interp --print-generic and mlir-opt-22 unchanged."""
import corpus
from conftest import need_mlir_opt, need_shared_tests


def test_roundtrip_over_mlir_tests_and_pass_outputs():
    need_mlir_opt()
    need_shared_tests()
    results = corpus.run()
    same, total = corpus.summarize(results)
    print(f"\nround trip: {same}/{total} identical")
    bad = [f"{status}: {case}: {detail}" for case, status, detail in results if status in ("differs", "rejected")]
    assert total > 0
    assert not bad, f"{same}/{total} identical; failures:\n" + "\n".join(bad[:40])
