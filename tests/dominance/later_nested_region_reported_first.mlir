// two nested regions with errors: MLIR walks the regions met last first, so
// the second loop's error is reported
func.func @main() {
  affine.for %i = 0 to 2 {
    vector.print %x : i32
  }
  affine.for %j = 0 to 2 {
    vector.print %y : i32
  }
  %x = arith.constant 1 : i32
  %y = arith.constant 2 : i32
  return
}
