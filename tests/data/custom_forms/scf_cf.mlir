func.func @g(%lb: index, %ub: index, %st: index, %b: i1, %x: f32, %i32: i32) -> f32 {
  scf.for %i = %lb to %ub step %st {
    %c = arith.addi %i, %i : index
  }
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> (f32) {
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  }
  %r3 = scf.for unsigned %i = %i32 to %i32 step %i32 iter_args(%acc = %x) -> f32 : i32 {
    scf.yield %acc : f32
  }
  scf.if %b {
    %c = arith.addf %x, %x : f32
  }
  %y = scf.if %b -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %r : f32
  }
  %w = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%b) %a : f32
  } do {
  ^bb0(%a2: f32):
    scf.yield %a2 : f32
  }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %c = arith.addi %i, %j : index
  }
  %pr = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  %er = scf.execute_region -> f32 {
    scf.yield %x : f32
  }
  %sw = scf.index_switch %lb -> f32
  case 2 {
    scf.yield %x : f32
  }
  case 5 {
    scf.yield %y : f32
  }
  default {
    scf.yield %w : f32
  }
  scf.index_switch %lb
  case 1 {
    scf.yield
  }
  default {
    scf.yield
  }
  cf.assert %b, "oops \"q\""
  cf.cond_br %b, ^bb1(%x : f32), ^bb2
^bb1(%v: f32):
  cf.br ^bb2
^bb2:
  cf.switch %i32 : i32, [
    default: ^bb3(%x : f32),
    42: ^bb3(%pr : f32),
    43: ^bb4
  ]
^bb3(%q: f32):
  return %q : f32
^bb4:
  return %x : f32
}
