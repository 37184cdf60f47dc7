// conformance/math/classify_fpowi_fastmath: the custom forms of math's
// classification ops (isnan, isinf, isfinite, isnormal) on special f16,
// bf16, f32 and f64 values, math.fpowi, and fastmath flags on math and arith ops; the
// expected output is mlir-runner-22's.
func.func @main() {
  %nan_f32 = arith.constant 0x7FC00000 : f32
  %isnan_nan_f32 = math.isnan %nan_f32 : f32
  vector.print %isnan_nan_f32 : i1
  %isinf_nan_f32 = math.isinf %nan_f32 : f32
  vector.print %isinf_nan_f32 : i1
  %isfinite_nan_f32 = math.isfinite %nan_f32 : f32
  vector.print %isfinite_nan_f32 : i1
  %isnormal_nan_f32 = math.isnormal %nan_f32 : f32
  vector.print %isnormal_nan_f32 : i1
  %inf_f32 = arith.constant 0x7F800000 : f32
  %isnan_inf_f32 = math.isnan %inf_f32 : f32
  vector.print %isnan_inf_f32 : i1
  %isinf_inf_f32 = math.isinf %inf_f32 : f32
  vector.print %isinf_inf_f32 : i1
  %isfinite_inf_f32 = math.isfinite %inf_f32 : f32
  vector.print %isfinite_inf_f32 : i1
  %isnormal_inf_f32 = math.isnormal %inf_f32 : f32
  vector.print %isnormal_inf_f32 : i1
  %ninf_f32 = arith.constant 0xFF800000 : f32
  %isnan_ninf_f32 = math.isnan %ninf_f32 : f32
  vector.print %isnan_ninf_f32 : i1
  %isinf_ninf_f32 = math.isinf %ninf_f32 : f32
  vector.print %isinf_ninf_f32 : i1
  %isfinite_ninf_f32 = math.isfinite %ninf_f32 : f32
  vector.print %isfinite_ninf_f32 : i1
  %isnormal_ninf_f32 = math.isnormal %ninf_f32 : f32
  vector.print %isnormal_ninf_f32 : i1
  %den_f32 = arith.constant 1.0e-40 : f32
  %isnan_den_f32 = math.isnan %den_f32 : f32
  vector.print %isnan_den_f32 : i1
  %isinf_den_f32 = math.isinf %den_f32 : f32
  vector.print %isinf_den_f32 : i1
  %isfinite_den_f32 = math.isfinite %den_f32 : f32
  vector.print %isfinite_den_f32 : i1
  %isnormal_den_f32 = math.isnormal %den_f32 : f32
  vector.print %isnormal_den_f32 : i1
  %one_f32 = arith.constant 1.5 : f32
  %isnan_one_f32 = math.isnan %one_f32 : f32
  vector.print %isnan_one_f32 : i1
  %isinf_one_f32 = math.isinf %one_f32 : f32
  vector.print %isinf_one_f32 : i1
  %isfinite_one_f32 = math.isfinite %one_f32 : f32
  vector.print %isfinite_one_f32 : i1
  %isnormal_one_f32 = math.isnormal %one_f32 : f32
  vector.print %isnormal_one_f32 : i1
  %zero_f32 = arith.constant 0.0 : f32
  %isnan_zero_f32 = math.isnan %zero_f32 : f32
  vector.print %isnan_zero_f32 : i1
  %isinf_zero_f32 = math.isinf %zero_f32 : f32
  vector.print %isinf_zero_f32 : i1
  %isfinite_zero_f32 = math.isfinite %zero_f32 : f32
  vector.print %isfinite_zero_f32 : i1
  %isnormal_zero_f32 = math.isnormal %zero_f32 : f32
  vector.print %isnormal_zero_f32 : i1
  %nzero_f32 = arith.constant -0.0 : f32
  %isnan_nzero_f32 = math.isnan %nzero_f32 : f32
  vector.print %isnan_nzero_f32 : i1
  %isinf_nzero_f32 = math.isinf %nzero_f32 : f32
  vector.print %isinf_nzero_f32 : i1
  %isfinite_nzero_f32 = math.isfinite %nzero_f32 : f32
  vector.print %isfinite_nzero_f32 : i1
  %isnormal_nzero_f32 = math.isnormal %nzero_f32 : f32
  vector.print %isnormal_nzero_f32 : i1
  %nan_f64 = arith.constant 0x7FF8000000000000 : f64
  %isnan_nan_f64 = math.isnan %nan_f64 : f64
  vector.print %isnan_nan_f64 : i1
  %isinf_nan_f64 = math.isinf %nan_f64 : f64
  vector.print %isinf_nan_f64 : i1
  %isfinite_nan_f64 = math.isfinite %nan_f64 : f64
  vector.print %isfinite_nan_f64 : i1
  %isnormal_nan_f64 = math.isnormal %nan_f64 : f64
  vector.print %isnormal_nan_f64 : i1
  %inf_f64 = arith.constant 0x7FF0000000000000 : f64
  %isnan_inf_f64 = math.isnan %inf_f64 : f64
  vector.print %isnan_inf_f64 : i1
  %isinf_inf_f64 = math.isinf %inf_f64 : f64
  vector.print %isinf_inf_f64 : i1
  %isfinite_inf_f64 = math.isfinite %inf_f64 : f64
  vector.print %isfinite_inf_f64 : i1
  %isnormal_inf_f64 = math.isnormal %inf_f64 : f64
  vector.print %isnormal_inf_f64 : i1
  %ninf_f64 = arith.constant 0xFFF0000000000000 : f64
  %isnan_ninf_f64 = math.isnan %ninf_f64 : f64
  vector.print %isnan_ninf_f64 : i1
  %isinf_ninf_f64 = math.isinf %ninf_f64 : f64
  vector.print %isinf_ninf_f64 : i1
  %isfinite_ninf_f64 = math.isfinite %ninf_f64 : f64
  vector.print %isfinite_ninf_f64 : i1
  %isnormal_ninf_f64 = math.isnormal %ninf_f64 : f64
  vector.print %isnormal_ninf_f64 : i1
  %den_f64 = arith.constant 1.0e-310 : f64
  %isnan_den_f64 = math.isnan %den_f64 : f64
  vector.print %isnan_den_f64 : i1
  %isinf_den_f64 = math.isinf %den_f64 : f64
  vector.print %isinf_den_f64 : i1
  %isfinite_den_f64 = math.isfinite %den_f64 : f64
  vector.print %isfinite_den_f64 : i1
  %isnormal_den_f64 = math.isnormal %den_f64 : f64
  vector.print %isnormal_den_f64 : i1
  %one_f64 = arith.constant 1.5 : f64
  %isnan_one_f64 = math.isnan %one_f64 : f64
  vector.print %isnan_one_f64 : i1
  %isinf_one_f64 = math.isinf %one_f64 : f64
  vector.print %isinf_one_f64 : i1
  %isfinite_one_f64 = math.isfinite %one_f64 : f64
  vector.print %isfinite_one_f64 : i1
  %isnormal_one_f64 = math.isnormal %one_f64 : f64
  vector.print %isnormal_one_f64 : i1
  %zero_f64 = arith.constant 0.0 : f64
  %isnan_zero_f64 = math.isnan %zero_f64 : f64
  vector.print %isnan_zero_f64 : i1
  %isinf_zero_f64 = math.isinf %zero_f64 : f64
  vector.print %isinf_zero_f64 : i1
  %isfinite_zero_f64 = math.isfinite %zero_f64 : f64
  vector.print %isfinite_zero_f64 : i1
  %isnormal_zero_f64 = math.isnormal %zero_f64 : f64
  vector.print %isnormal_zero_f64 : i1
  %nzero_f64 = arith.constant -0.0 : f64
  %isnan_nzero_f64 = math.isnan %nzero_f64 : f64
  vector.print %isnan_nzero_f64 : i1
  %isinf_nzero_f64 = math.isinf %nzero_f64 : f64
  vector.print %isinf_nzero_f64 : i1
  %isfinite_nzero_f64 = math.isfinite %nzero_f64 : f64
  vector.print %isfinite_nzero_f64 : i1
  %isnormal_nzero_f64 = math.isnormal %nzero_f64 : f64
  vector.print %isnormal_nzero_f64 : i1
  %h_sub = arith.constant 1.0e-5 : f16
  %h_norm = arith.constant 1.0e-4 : f16
  %b_sub = arith.constant 1.0e-39 : bf16
  %isnormal_h_sub = math.isnormal %h_sub : f16
  vector.print %isnormal_h_sub : i1
  %isnormal_h_norm = math.isnormal %h_norm : f16
  vector.print %isnormal_h_norm : i1
  %isnormal_b_sub = math.isnormal %b_sub : bf16
  vector.print %isnormal_b_sub : i1
  %x = arith.constant 2.5 : f64
  %e3 = arith.constant 3 : i32
  %em2 = arith.constant -2 : i32
  %p = math.fpowi %x, %e3 : f64, i32
  vector.print %p : f64
  %q = math.fpowi %x, %em2 fastmath<fast> : f64, i32
  vector.print %q : f64
  %xf = arith.constant 1.5 : f32
  %r = math.sqrt %xf fastmath<nnan,ninf> : f32
  vector.print %r : f32
  %t = math.absf %xf fastmath<contract> : f32
  vector.print %t : f32
  %u = math.fma %xf, %xf, %xf fastmath<reassoc,contract> : f32
  vector.print %u : f32
  %w = arith.addf %xf, %xf fastmath<fast> : f32
  vector.print %w : f32
  return
}
