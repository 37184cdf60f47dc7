// scf.execute_region (generic) whose region has an argument.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:3 'scf.execute_region' op region cannot have any arguments
func.func @main(%a: index) {
  "scf.execute_region"() ({
  ^bb0(%i : i32):
    scf.yield
  }) : () -> ()
  return
}
