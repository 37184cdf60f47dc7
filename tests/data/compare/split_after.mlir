// Stand-ins for pass outputs of split_before.mlir, laid out as
// mlir-opt-22 --split-input-file prints them (a blank line after each
// module, then the separator).  The first is rejected (a return of a
// value from a function that returns none).
module {
  func.func @main() {
    %c1_i32 = arith.constant 1 : i32
    vector.print %c1_i32 : i32
    return %c1_i32 : i32
  }
}

// -----
module {
  func.func @main() {
    %cst = arith.constant dense<[1, 3]> : vector<2xi32>
    vector.print %cst : vector<2xi32>
    return
  }
}

// -----
module {
  func.func @main() {
    %c0 = arith.constant 0 : i32
    vector.print %c0 : i32
    return
  }
}
