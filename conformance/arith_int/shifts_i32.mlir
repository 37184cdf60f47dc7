// conformance/arith_int/shifts_i32: written by tools/gen-engine-programs.py
func.func @main() {
  %x = arith.constant -100 : i32
  %y = arith.constant 77 : i32
  %s0 = arith.constant 0 : i32
  %shlix0 = arith.shli %x, %s0 : i32
  vector.print %shlix0 : i32
  %shliy0 = arith.shli %y, %s0 : i32
  vector.print %shliy0 : i32
  %shrsix0 = arith.shrsi %x, %s0 : i32
  vector.print %shrsix0 : i32
  %shrsiy0 = arith.shrsi %y, %s0 : i32
  vector.print %shrsiy0 : i32
  %shruix0 = arith.shrui %x, %s0 : i32
  vector.print %shruix0 : i32
  %shruiy0 = arith.shrui %y, %s0 : i32
  vector.print %shruiy0 : i32
  %s1 = arith.constant 1 : i32
  %shlix1 = arith.shli %x, %s1 : i32
  vector.print %shlix1 : i32
  %shliy1 = arith.shli %y, %s1 : i32
  vector.print %shliy1 : i32
  %shrsix1 = arith.shrsi %x, %s1 : i32
  vector.print %shrsix1 : i32
  %shrsiy1 = arith.shrsi %y, %s1 : i32
  vector.print %shrsiy1 : i32
  %shruix1 = arith.shrui %x, %s1 : i32
  vector.print %shruix1 : i32
  %shruiy1 = arith.shrui %y, %s1 : i32
  vector.print %shruiy1 : i32
  %s3 = arith.constant 3 : i32
  %shlix3 = arith.shli %x, %s3 : i32
  vector.print %shlix3 : i32
  %shliy3 = arith.shli %y, %s3 : i32
  vector.print %shliy3 : i32
  %shrsix3 = arith.shrsi %x, %s3 : i32
  vector.print %shrsix3 : i32
  %shrsiy3 = arith.shrsi %y, %s3 : i32
  vector.print %shrsiy3 : i32
  %shruix3 = arith.shrui %x, %s3 : i32
  vector.print %shruix3 : i32
  %shruiy3 = arith.shrui %y, %s3 : i32
  vector.print %shruiy3 : i32
  %s31 = arith.constant 31 : i32
  %shlix31 = arith.shli %x, %s31 : i32
  vector.print %shlix31 : i32
  %shliy31 = arith.shli %y, %s31 : i32
  vector.print %shliy31 : i32
  %shrsix31 = arith.shrsi %x, %s31 : i32
  vector.print %shrsix31 : i32
  %shrsiy31 = arith.shrsi %y, %s31 : i32
  vector.print %shrsiy31 : i32
  %shruix31 = arith.shrui %x, %s31 : i32
  vector.print %shruix31 : i32
  %shruiy31 = arith.shrui %y, %s31 : i32
  vector.print %shruiy31 : i32
  return
}
