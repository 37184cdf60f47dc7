// conformance/math/float_f16_bf16: written by tools/gen-engine-programs.py
func.func @main() {
  %xf16 = arith.constant 0.7 : f16
  %sqrtf16 = math.sqrt %xf16 : f16
  vector.print %sqrtf16 : f16
  %expf16 = math.exp %xf16 : f16
  vector.print %expf16 : f16
  %logf16 = math.log %xf16 : f16
  vector.print %logf16 : f16
  %sinf16 = math.sin %xf16 : f16
  vector.print %sinf16 : f16
  %tanhf16 = math.tanh %xf16 : f16
  vector.print %tanhf16 : f16
  %floorf16 = math.floor %xf16 : f16
  vector.print %floorf16 : f16
  %absff16 = math.absf %xf16 : f16
  vector.print %absff16 : f16
  %xbf16 = arith.constant 0.7 : bf16
  %sqrtbf16 = math.sqrt %xbf16 : bf16
  vector.print %sqrtbf16 : bf16
  %expbf16 = math.exp %xbf16 : bf16
  vector.print %expbf16 : bf16
  %logbf16 = math.log %xbf16 : bf16
  vector.print %logbf16 : bf16
  %sinbf16 = math.sin %xbf16 : bf16
  vector.print %sinbf16 : bf16
  %tanhbf16 = math.tanh %xbf16 : bf16
  vector.print %tanhbf16 : bf16
  %floorbf16 = math.floor %xbf16 : bf16
  vector.print %floorbf16 : bf16
  %absfbf16 = math.absf %xbf16 : bf16
  vector.print %absfbf16 : bf16
  return
}
