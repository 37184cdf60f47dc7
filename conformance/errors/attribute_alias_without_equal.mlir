// A top-level #name is always an alias definition: '=' expected after it.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 4:5 expected '=' in attribute alias definition
#map affine_map<(d0) -> (d0)>
func.func @main() {
  return
}
