// MESSAGE: exit=2 mlir-opt=accepts
!v = vector<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
func.func @f(%a: !v) {
  %s = vector.shuffle %a, %a [0] : !v, !v
  return
}
