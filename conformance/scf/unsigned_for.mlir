// conformance/scf/unsigned_for: written by tools/gen-engine-programs.py
func.func @main() {
  %lo = arith.constant 250 : i8
  %hi = arith.constant 254 : i8
  %st = arith.constant 1 : i8
  scf.for unsigned %i = %lo to %hi step %st : i8 {
    %w = arith.extui %i : i8 to i32
    vector.print %w : i32
  }
  return
}
