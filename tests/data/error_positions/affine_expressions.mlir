// Affine expression errors where mlir-opt-22 puts them (tests/test_error_positions.py
// runs tools/error-positions --require-match on this file).
#a = affine_map<(i) -> (i +
  )>
// -----
#a = affine_set<(i) : (i  > 0)>
// -----
#a = affine_set<(i) : (i   )>
// -----
#a = affine_map<(i) -> (  )   ,>
// -----
#a = affine_map<(i) -> (i)   ,
// -----
#a = affine_map<(i) -> (i   *)>
// -----
#a = affine_map<(i) -> (-   )>
// -----
#a = affine_map<(i) -> (i  floordiv  )>
// -----
#a = affine_map<(i)   [j j] -> (i)>
// -----
#a = affine_map<(i, i) -> (i)>
// -----
#a = affine_map<(i, 3) -> (i)>
// -----
#a = affine_map<(i)  -> (i, j)>
// -----
#a = affine_map<(i)  -> (i,   )>
// -----
#a = affine_set<(i) : (i  ==  0, )>
// -----
#a = affine_map<(i)[s] -> (i    999999999999999999999)>
// -----
#a = affine_map<(i)[s] -> (i  + 999999999999999999999)>
// -----
#hello_world affine_map<(i, j) [s0] -> (i, j)>
// -----
!t i32
