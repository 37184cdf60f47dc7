// conformance/arith_float/conversions_narrow: written by tools/gen-engine-programs.py
func.func @main() {
  %a = arith.constant 0.1 : f32
  %h = arith.truncf %a : f32 to f16
  vector.print %h : f16
  %b = arith.truncf %a : f32 to bf16
  vector.print %b : bf16
  %he = arith.extf %h : f16 to f32
  vector.print %he : f32
  %be = arith.extf %b : bf16 to f64
  vector.print %be : f64
  %big = arith.constant 70000.0 : f32
  %hb = arith.truncf %big : f32 to f16
  vector.print %hb : f16
  %tiny = arith.constant 1.0e-8 : f32
  %ht = arith.truncf %tiny : f32 to f16
  vector.print %ht : f16
  %d = arith.constant 3.14159265358979 : f64
  %df = arith.truncf %d : f64 to f32
  vector.print %df : f32
  %half = arith.constant 2049.0 : f32
  %hh = arith.truncf %half : f32 to f16
  vector.print %hh : f16
  %x = arith.constant 0.333333 : f16
  %y = arith.constant 3.0 : f16
  %m = arith.mulf %x, %y : f16
  vector.print %m : f16
  %nz = arith.constant -0.0 : f64
  vector.print %nz : f64
  %ni = arith.constant 0xFF800000 : f32
  vector.print %ni : f32
  return
}
