// parser fuzzer (issue 29, run on this session's head, after 19 minutes and 4.27M inputs):
// vector.outerproduct with a 0-d vector operand read the first size of a
// type that has none (UBSan: null pointer offset).
//uuuuuuuuuor<2x3xi8>
  %a = vector.outerproduct %l, %r : vector<2xi8>, vector<i8>
 oi8>tort -2 : ct return
}
