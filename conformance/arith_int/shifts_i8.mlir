// conformance/arith_int/shifts_i8: written by tools/gen-engine-programs.py
func.func @main() {
  %x = arith.constant -100 : i8
  %y = arith.constant 77 : i8
  %s0 = arith.constant 0 : i8
  %shlix0 = arith.shli %x, %s0 : i8
  vector.print %shlix0 : i8
  %shliy0 = arith.shli %y, %s0 : i8
  vector.print %shliy0 : i8
  %shrsix0 = arith.shrsi %x, %s0 : i8
  vector.print %shrsix0 : i8
  %shrsiy0 = arith.shrsi %y, %s0 : i8
  vector.print %shrsiy0 : i8
  %shruix0 = arith.shrui %x, %s0 : i8
  vector.print %shruix0 : i8
  %shruiy0 = arith.shrui %y, %s0 : i8
  vector.print %shruiy0 : i8
  %s1 = arith.constant 1 : i8
  %shlix1 = arith.shli %x, %s1 : i8
  vector.print %shlix1 : i8
  %shliy1 = arith.shli %y, %s1 : i8
  vector.print %shliy1 : i8
  %shrsix1 = arith.shrsi %x, %s1 : i8
  vector.print %shrsix1 : i8
  %shrsiy1 = arith.shrsi %y, %s1 : i8
  vector.print %shrsiy1 : i8
  %shruix1 = arith.shrui %x, %s1 : i8
  vector.print %shruix1 : i8
  %shruiy1 = arith.shrui %y, %s1 : i8
  vector.print %shruiy1 : i8
  %s3 = arith.constant 3 : i8
  %shlix3 = arith.shli %x, %s3 : i8
  vector.print %shlix3 : i8
  %shliy3 = arith.shli %y, %s3 : i8
  vector.print %shliy3 : i8
  %shrsix3 = arith.shrsi %x, %s3 : i8
  vector.print %shrsix3 : i8
  %shrsiy3 = arith.shrsi %y, %s3 : i8
  vector.print %shrsiy3 : i8
  %shruix3 = arith.shrui %x, %s3 : i8
  vector.print %shruix3 : i8
  %shruiy3 = arith.shrui %y, %s3 : i8
  vector.print %shruiy3 : i8
  %s7 = arith.constant 7 : i8
  %shlix7 = arith.shli %x, %s7 : i8
  vector.print %shlix7 : i8
  %shliy7 = arith.shli %y, %s7 : i8
  vector.print %shliy7 : i8
  %shrsix7 = arith.shrsi %x, %s7 : i8
  vector.print %shrsix7 : i8
  %shrsiy7 = arith.shrsi %y, %s7 : i8
  vector.print %shrsiy7 : i8
  %shruix7 = arith.shrui %x, %s7 : i8
  vector.print %shruix7 : i8
  %shruiy7 = arith.shrui %y, %s7 : i8
  vector.print %shruiy7 : i8
  return
}
