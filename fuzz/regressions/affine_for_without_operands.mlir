// affine.for with constant bounds and no iter_args has no operands: loading
// it offset a null operand array (UBSan: applying zero offset to null
// pointer, interp/ops/ops_affine.c), found by the parser fuzzer on its seeds
func.func @main() {
  affine.for %i = 0 to 2 {
  }
  return
}
