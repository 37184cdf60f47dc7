// scf.index_switch with the case 0 twice.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:3 'scf.index_switch' op has duplicate case value: 0
func.func @main(%a: index) {
  scf.index_switch %a
  case 0 {
    scf.yield
  }
  case 0 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
