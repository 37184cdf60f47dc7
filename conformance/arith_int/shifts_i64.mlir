// conformance/arith_int/shifts_i64: written by tools/gen-engine-programs.py
func.func @main() {
  %x = arith.constant -100 : i64
  %y = arith.constant 77 : i64
  %s0 = arith.constant 0 : i64
  %shlix0 = arith.shli %x, %s0 : i64
  vector.print %shlix0 : i64
  %shliy0 = arith.shli %y, %s0 : i64
  vector.print %shliy0 : i64
  %shrsix0 = arith.shrsi %x, %s0 : i64
  vector.print %shrsix0 : i64
  %shrsiy0 = arith.shrsi %y, %s0 : i64
  vector.print %shrsiy0 : i64
  %shruix0 = arith.shrui %x, %s0 : i64
  vector.print %shruix0 : i64
  %shruiy0 = arith.shrui %y, %s0 : i64
  vector.print %shruiy0 : i64
  %s1 = arith.constant 1 : i64
  %shlix1 = arith.shli %x, %s1 : i64
  vector.print %shlix1 : i64
  %shliy1 = arith.shli %y, %s1 : i64
  vector.print %shliy1 : i64
  %shrsix1 = arith.shrsi %x, %s1 : i64
  vector.print %shrsix1 : i64
  %shrsiy1 = arith.shrsi %y, %s1 : i64
  vector.print %shrsiy1 : i64
  %shruix1 = arith.shrui %x, %s1 : i64
  vector.print %shruix1 : i64
  %shruiy1 = arith.shrui %y, %s1 : i64
  vector.print %shruiy1 : i64
  %s3 = arith.constant 3 : i64
  %shlix3 = arith.shli %x, %s3 : i64
  vector.print %shlix3 : i64
  %shliy3 = arith.shli %y, %s3 : i64
  vector.print %shliy3 : i64
  %shrsix3 = arith.shrsi %x, %s3 : i64
  vector.print %shrsix3 : i64
  %shrsiy3 = arith.shrsi %y, %s3 : i64
  vector.print %shrsiy3 : i64
  %shruix3 = arith.shrui %x, %s3 : i64
  vector.print %shruix3 : i64
  %shruiy3 = arith.shrui %y, %s3 : i64
  vector.print %shruiy3 : i64
  %s63 = arith.constant 63 : i64
  %shlix63 = arith.shli %x, %s63 : i64
  vector.print %shlix63 : i64
  %shliy63 = arith.shli %y, %s63 : i64
  vector.print %shliy63 : i64
  %shrsix63 = arith.shrsi %x, %s63 : i64
  vector.print %shrsix63 : i64
  %shrsiy63 = arith.shrsi %y, %s63 : i64
  vector.print %shrsiy63 : i64
  %shruix63 = arith.shrui %x, %s63 : i64
  vector.print %shruix63 : i64
  %shruiy63 = arith.shrui %y, %s63 : i64
  vector.print %shruiy63 : i64
  return
}
