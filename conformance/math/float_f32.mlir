// conformance/math/float_f32: written by tools/gen-engine-programs.py
func.func @main() {
  %x = arith.constant 0.7 : f32
  %y = arith.constant 2.5 : f32
  %n = arith.constant -1.25 : f32
  %sqrt = math.sqrt %x : f32
  vector.print %sqrt : f32
  %sqrtn = math.sqrt %y : f32
  vector.print %sqrtn : f32
  %rsqrt = math.rsqrt %x : f32
  vector.print %rsqrt : f32
  %rsqrtn = math.rsqrt %y : f32
  vector.print %rsqrtn : f32
  %exp = math.exp %x : f32
  vector.print %exp : f32
  %expn = math.exp %n : f32
  vector.print %expn : f32
  %exp2 = math.exp2 %x : f32
  vector.print %exp2 : f32
  %exp2n = math.exp2 %n : f32
  vector.print %exp2n : f32
  %expm1 = math.expm1 %x : f32
  vector.print %expm1 : f32
  %expm1n = math.expm1 %n : f32
  vector.print %expm1n : f32
  %log = math.log %x : f32
  vector.print %log : f32
  %logn = math.log %y : f32
  vector.print %logn : f32
  %log2 = math.log2 %x : f32
  vector.print %log2 : f32
  %log2n = math.log2 %y : f32
  vector.print %log2n : f32
  %log10 = math.log10 %x : f32
  vector.print %log10 : f32
  %log10n = math.log10 %y : f32
  vector.print %log10n : f32
  %log1p = math.log1p %x : f32
  vector.print %log1p : f32
  %log1pn = math.log1p %y : f32
  vector.print %log1pn : f32
  %sin = math.sin %x : f32
  vector.print %sin : f32
  %sinn = math.sin %n : f32
  vector.print %sinn : f32
  %cos = math.cos %x : f32
  vector.print %cos : f32
  %cosn = math.cos %n : f32
  vector.print %cosn : f32
  %tan = math.tan %x : f32
  vector.print %tan : f32
  %tann = math.tan %n : f32
  vector.print %tann : f32
  %tanh = math.tanh %x : f32
  vector.print %tanh : f32
  %tanhn = math.tanh %n : f32
  vector.print %tanhn : f32
  %atan = math.atan %x : f32
  vector.print %atan : f32
  %atann = math.atan %n : f32
  vector.print %atann : f32
  %erf = math.erf %x : f32
  vector.print %erf : f32
  %erfn = math.erf %n : f32
  vector.print %erfn : f32
  %absf = math.absf %x : f32
  vector.print %absf : f32
  %absfn = math.absf %n : f32
  vector.print %absfn : f32
  %floor = math.floor %x : f32
  vector.print %floor : f32
  %floorn = math.floor %n : f32
  vector.print %floorn : f32
  %ceil = math.ceil %x : f32
  vector.print %ceil : f32
  %ceiln = math.ceil %n : f32
  vector.print %ceiln : f32
  %round = math.round %x : f32
  vector.print %round : f32
  %roundn = math.round %n : f32
  vector.print %roundn : f32
  %roundeven = math.roundeven %x : f32
  vector.print %roundeven : f32
  %roundevenn = math.roundeven %n : f32
  vector.print %roundevenn : f32
  %trunc = math.trunc %x : f32
  vector.print %trunc : f32
  %truncn = math.trunc %n : f32
  vector.print %truncn : f32
  %atan2 = math.atan2 %x, %n : f32
  vector.print %atan2 : f32
  %powf = math.powf %x, %n : f32
  vector.print %powf : f32
  %copysign = math.copysign %x, %n : f32
  vector.print %copysign : f32
  %fma = math.fma %x, %y, %n : f32
  vector.print %fma : f32
  return
}
