// conformance/arith_int/shifts_i16: written by tools/gen-engine-programs.py
func.func @main() {
  %x = arith.constant -100 : i16
  %y = arith.constant 77 : i16
  %s0 = arith.constant 0 : i16
  %shlix0 = arith.shli %x, %s0 : i16
  vector.print %shlix0 : i16
  %shliy0 = arith.shli %y, %s0 : i16
  vector.print %shliy0 : i16
  %shrsix0 = arith.shrsi %x, %s0 : i16
  vector.print %shrsix0 : i16
  %shrsiy0 = arith.shrsi %y, %s0 : i16
  vector.print %shrsiy0 : i16
  %shruix0 = arith.shrui %x, %s0 : i16
  vector.print %shruix0 : i16
  %shruiy0 = arith.shrui %y, %s0 : i16
  vector.print %shruiy0 : i16
  %s1 = arith.constant 1 : i16
  %shlix1 = arith.shli %x, %s1 : i16
  vector.print %shlix1 : i16
  %shliy1 = arith.shli %y, %s1 : i16
  vector.print %shliy1 : i16
  %shrsix1 = arith.shrsi %x, %s1 : i16
  vector.print %shrsix1 : i16
  %shrsiy1 = arith.shrsi %y, %s1 : i16
  vector.print %shrsiy1 : i16
  %shruix1 = arith.shrui %x, %s1 : i16
  vector.print %shruix1 : i16
  %shruiy1 = arith.shrui %y, %s1 : i16
  vector.print %shruiy1 : i16
  %s3 = arith.constant 3 : i16
  %shlix3 = arith.shli %x, %s3 : i16
  vector.print %shlix3 : i16
  %shliy3 = arith.shli %y, %s3 : i16
  vector.print %shliy3 : i16
  %shrsix3 = arith.shrsi %x, %s3 : i16
  vector.print %shrsix3 : i16
  %shrsiy3 = arith.shrsi %y, %s3 : i16
  vector.print %shrsiy3 : i16
  %shruix3 = arith.shrui %x, %s3 : i16
  vector.print %shruix3 : i16
  %shruiy3 = arith.shrui %y, %s3 : i16
  vector.print %shruiy3 : i16
  %s15 = arith.constant 15 : i16
  %shlix15 = arith.shli %x, %s15 : i16
  vector.print %shlix15 : i16
  %shliy15 = arith.shli %y, %s15 : i16
  vector.print %shliy15 : i16
  %shrsix15 = arith.shrsi %x, %s15 : i16
  vector.print %shrsix15 : i16
  %shrsiy15 = arith.shrsi %y, %s15 : i16
  vector.print %shrsiy15 : i16
  %shruix15 = arith.shrui %x, %s15 : i16
  vector.print %shruix15 : i16
  %shruiy15 = arith.shrui %y, %s15 : i16
  vector.print %shruiy15 : i16
  return
}
