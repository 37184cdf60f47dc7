// Several modules in one file (--split-input-file), an entry with
// arguments, and a temporary file (%t) between two commands.
// RUN: affine-interp %s --split-input-file -e twice --args 21 | FileCheck %s --check-prefix=TWICE
// RUN: affine-interp %s --split-input-file -e twice --args 5 --json > %t
// RUN: FileCheck %s --check-prefix=JSON < %t

// TWICE: 42
// TWICE-NEXT: 42
// JSON: "results": [
// JSON-NEXT: "value": 10}
func.func @twice(%n: i32) -> i32 {
  %r = arith.addi %n, %n : i32
  return %r : i32
}

// -----

func.func @twice(%n: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.muli %n, %c2 : i32
  return %r : i32
}
