// MESSAGE: exit=4 mlir-opt=accepts
// a sum nested 70 deep on the right: evaluating it holds 71 values at once
#deep = affine_map<(d0) -> (d0 floordiv 71 + (d0 floordiv 70 + (d0 floordiv 69 + (d0 floordiv 68 + (d0 floordiv 67 + (d0 floordiv 66 + (d0 floordiv 65 + (d0 floordiv 64 + (d0 floordiv 63 + (d0 floordiv 62 + (d0 floordiv 61 + (d0 floordiv 60 + (d0 floordiv 59 + (d0 floordiv 58 + (d0 floordiv 57 + (d0 floordiv 56 + (d0 floordiv 55 + (d0 floordiv 54 + (d0 floordiv 53 + (d0 floordiv 52 + (d0 floordiv 51 + (d0 floordiv 50 + (d0 floordiv 49 + (d0 floordiv 48 + (d0 floordiv 47 + (d0 floordiv 46 + (d0 floordiv 45 + (d0 floordiv 44 + (d0 floordiv 43 + (d0 floordiv 42 + (d0 floordiv 41 + (d0 floordiv 40 + (d0 floordiv 39 + (d0 floordiv 38 + (d0 floordiv 37 + (d0 floordiv 36 + (d0 floordiv 35 + (d0 floordiv 34 + (d0 floordiv 33 + (d0 floordiv 32 + (d0 floordiv 31 + (d0 floordiv 30 + (d0 floordiv 29 + (d0 floordiv 28 + (d0 floordiv 27 + (d0 floordiv 26 + (d0 floordiv 25 + (d0 floordiv 24 + (d0 floordiv 23 + (d0 floordiv 22 + (d0 floordiv 21 + (d0 floordiv 20 + (d0 floordiv 19 + (d0 floordiv 18 + (d0 floordiv 17 + (d0 floordiv 16 + (d0 floordiv 15 + (d0 floordiv 14 + (d0 floordiv 13 + (d0 floordiv 12 + (d0 floordiv 11 + (d0 floordiv 10 + (d0 floordiv 9 + (d0 floordiv 8 + (d0 floordiv 7 + (d0 floordiv 6 + (d0 floordiv 5 + (d0 floordiv 4 + (d0 floordiv 3 + (d0 floordiv 2 + (d0)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))>
func.func @main() {
  %c = arith.constant 5 : index
  %r = affine.apply #deep(%c)
  return
}
