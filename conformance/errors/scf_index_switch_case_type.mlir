// scf.index_switch whose case region yields another type than the result.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'scf.index_switch' op expected result #0 of each region to be 'index'
func.func @main(%a: index, %b: i32) {
  %r = scf.index_switch %a -> index
  case 0 {
    scf.yield %b : i32
  }
  default {
    scf.yield %a : index
  }
  return
}
