// memref.global (generic) whose initial value has another shape.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 4:1 'memref.global' op initial value shape expected to be 1, 2 but was 2, 2
"memref.global"() <{constant, initial_value = dense<1.000000e+00> : tensor<2x2xf16>, sym_name = "gv", sym_visibility = "private", type = memref<1x2xf16>}> : () -> ()
func.func @main() {
  return
}
