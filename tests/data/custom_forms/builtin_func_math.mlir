// Custom forms of builtin, func, math and ub: a named module with
// attributes, unrealized casts, argument and result attributes, indirect
// calls, function constants, classification ops, fpowi and fastmath flags.
module @outer attributes {test.flag = 1 : i32} {
  func.func private @ext(%a: i32 {test.arg = "x"}, %b: f32) -> (i32 {test.res})
  func.func @callee(%x: i32) -> i32 attributes {test.fn} {
    return %x : i32
  }
  func.func @f(%x: i32, %y: f32, %z: f64, %w: vector<4xf32>) -> (i1, vector<4xi1>) {
    %c = builtin.unrealized_conversion_cast %x : i32 to i64
    %d:2 = builtin.unrealized_conversion_cast %x, %y : i32, f32 to i64, f64
    %e = builtin.unrealized_conversion_cast to i8
    %fn = func.constant @callee : (i32) -> i32
    %r = func.call_indirect %fn(%x) : (i32) -> i32
    %s = call @ext(%r, %y) : (i32, f32) -> i32
    %n = math.isnan %y : f32
    %i = math.isinf %z : f64
    %fin = math.isfinite %y : f32
    %nv = math.isnormal %w : vector<4xf32>
    %p = math.fpowi %z, %x fastmath<fast> : f64, i32
    %q = math.sqrt %y fastmath<nnan,ninf> : f32
    %t = math.fma %w, %w, %w fastmath<contract> : vector<4xf32>
    %u = ub.poison : f32
    %v = ub.poison <#ub.poison> : i32
    return %n, %nv : i1, vector<4xi1>
  }
}
