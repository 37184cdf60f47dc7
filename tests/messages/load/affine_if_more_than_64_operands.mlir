// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this: a limit of affine-interp (64 operands per integer set)
func.func @main() {
  %c = arith.constant 3 : index
  affine.if affine_set<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12, d13, d14, d15, d16, d17, d18, d19, d20, d21, d22, d23, d24, d25, d26, d27, d28, d29, d30, d31, d32, d33, d34, d35, d36, d37, d38, d39, d40, d41, d42, d43, d44, d45, d46, d47, d48, d49, d50, d51, d52, d53, d54, d55, d56, d57, d58, d59, d60, d61, d62, d63, d64) : (d0 >= 0, d1 >= 0, d2 >= 0, d3 >= 0, d4 >= 0, d5 >= 0, d6 >= 0, d7 >= 0, d8 >= 0, d9 >= 0, d10 >= 0, d11 >= 0, d12 >= 0, d13 >= 0, d14 >= 0, d15 >= 0, d16 >= 0, d17 >= 0, d18 >= 0, d19 >= 0, d20 >= 0, d21 >= 0, d22 >= 0, d23 >= 0, d24 >= 0, d25 >= 0, d26 >= 0, d27 >= 0, d28 >= 0, d29 >= 0, d30 >= 0, d31 >= 0, d32 >= 0, d33 >= 0, d34 >= 0, d35 >= 0, d36 >= 0, d37 >= 0, d38 >= 0, d39 >= 0, d40 >= 0, d41 >= 0, d42 >= 0, d43 >= 0, d44 >= 0, d45 >= 0, d46 >= 0, d47 >= 0, d48 >= 0, d49 >= 0, d50 >= 0, d51 >= 0, d52 >= 0, d53 >= 0, d54 >= 0, d55 >= 0, d56 >= 0, d57 >= 0, d58 >= 0, d59 >= 0, d60 >= 0, d61 >= 0, d62 >= 0, d63 >= 0, d64 >= 0)> (%c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c) {
  }
  return
}
