// conformance/math/float_f64: written by tools/gen-engine-programs.py
func.func @main() {
  %x = arith.constant 0.7 : f64
  %y = arith.constant 2.5 : f64
  %n = arith.constant -1.25 : f64
  %sqrt = math.sqrt %x : f64
  vector.print %sqrt : f64
  %sqrtn = math.sqrt %y : f64
  vector.print %sqrtn : f64
  %rsqrt = math.rsqrt %x : f64
  vector.print %rsqrt : f64
  %rsqrtn = math.rsqrt %y : f64
  vector.print %rsqrtn : f64
  %exp = math.exp %x : f64
  vector.print %exp : f64
  %expn = math.exp %n : f64
  vector.print %expn : f64
  %exp2 = math.exp2 %x : f64
  vector.print %exp2 : f64
  %exp2n = math.exp2 %n : f64
  vector.print %exp2n : f64
  %expm1 = math.expm1 %x : f64
  vector.print %expm1 : f64
  %expm1n = math.expm1 %n : f64
  vector.print %expm1n : f64
  %log = math.log %x : f64
  vector.print %log : f64
  %logn = math.log %y : f64
  vector.print %logn : f64
  %log2 = math.log2 %x : f64
  vector.print %log2 : f64
  %log2n = math.log2 %y : f64
  vector.print %log2n : f64
  %log10 = math.log10 %x : f64
  vector.print %log10 : f64
  %log10n = math.log10 %y : f64
  vector.print %log10n : f64
  %log1p = math.log1p %x : f64
  vector.print %log1p : f64
  %log1pn = math.log1p %y : f64
  vector.print %log1pn : f64
  %sin = math.sin %x : f64
  vector.print %sin : f64
  %sinn = math.sin %n : f64
  vector.print %sinn : f64
  %cos = math.cos %x : f64
  vector.print %cos : f64
  %cosn = math.cos %n : f64
  vector.print %cosn : f64
  %tan = math.tan %x : f64
  vector.print %tan : f64
  %tann = math.tan %n : f64
  vector.print %tann : f64
  %tanh = math.tanh %x : f64
  vector.print %tanh : f64
  %tanhn = math.tanh %n : f64
  vector.print %tanhn : f64
  %atan = math.atan %x : f64
  vector.print %atan : f64
  %atann = math.atan %n : f64
  vector.print %atann : f64
  %erf = math.erf %x : f64
  vector.print %erf : f64
  %erfn = math.erf %n : f64
  vector.print %erfn : f64
  %absf = math.absf %x : f64
  vector.print %absf : f64
  %absfn = math.absf %n : f64
  vector.print %absfn : f64
  %floor = math.floor %x : f64
  vector.print %floor : f64
  %floorn = math.floor %n : f64
  vector.print %floorn : f64
  %ceil = math.ceil %x : f64
  vector.print %ceil : f64
  %ceiln = math.ceil %n : f64
  vector.print %ceiln : f64
  %round = math.round %x : f64
  vector.print %round : f64
  %roundn = math.round %n : f64
  vector.print %roundn : f64
  %roundeven = math.roundeven %x : f64
  vector.print %roundeven : f64
  %roundevenn = math.roundeven %n : f64
  vector.print %roundevenn : f64
  %trunc = math.trunc %x : f64
  vector.print %trunc : f64
  %truncn = math.trunc %n : f64
  vector.print %truncn : f64
  %atan2 = math.atan2 %x, %n : f64
  vector.print %atan2 : f64
  %powf = math.powf %x, %n : f64
  vector.print %powf : f64
  %copysign = math.copysign %x, %n : f64
  vector.print %copysign : f64
  %fma = math.fma %x, %y, %n : f64
  vector.print %fma : f64
  return
}
