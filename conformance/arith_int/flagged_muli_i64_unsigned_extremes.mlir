// muli with nsw at i64 on operands whose unsigned reading is near 2^64
// (-1 * -5): the product is defined and small, while the unsigned product
// the nuw check looks at is past 2^127 (the interpreter once computed it in
// signed __int128, undefined behaviour that UBSan reports).  The same for
// llvm.intr.umul.with.overflow at i64 in tests/test_llvm_dialect.py.
func.func @main() {
  %a = arith.constant -1 : i64
  %b = arith.constant -5 : i64
  %c = arith.muli %a, %b overflow<nsw> : i64
  vector.print %c : i64
  %m = arith.constant -9223372036854775808 : i64
  %d = arith.muli %m, %a : i64
  vector.print %d : i64
  %big = arith.constant 4294967296 : i64
  %e = arith.muli %big, %b overflow<nsw> : i64
  vector.print %e : i64
  %i1 = arith.constant -1 : index
  %f = arith.muli %i1, %i1 overflow<nsw> : index
  vector.print %f : index
  return
}
