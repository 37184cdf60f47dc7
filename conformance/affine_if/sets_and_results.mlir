// conformance/affine_if/sets_and_results: written by tools/gen-engine-programs.py
func.func @main() {
  affine.for %i = 0 to 6 {
    affine.if affine_set<(d0) : (d0 - 2 >= 0, -d0 + 4 >= 0)>(%i) {
      vector.print %i : index
    } else {
      %m = affine.apply affine_map<(d0) -> (d0 + 100)>(%i)
      vector.print %m : index
    }
    %r = affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%i) -> index {
      affine.yield %i : index
    } else {
      %c = arith.constant 0 : index
      affine.yield %c : index
    }
    vector.print %r : index
  }
  %n = arith.constant 3 : index
  affine.for %i = 0 to 5 {
    affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>(%i)[%n] {
      vector.print %i : index
    }
  }
  return
}
