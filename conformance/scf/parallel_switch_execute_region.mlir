// conformance/scf/parallel_switch_execute_region: written by tools/gen-engine-programs.py
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %s = scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) init (%z) -> f32 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      scf.reduce.return %t : f32
    }
  }
  vector.print %s : f32
  scf.for %i = %c0 to %c4 step %c1 {
    %v = scf.index_switch %i -> i32
    case 1 {
      %a = arith.constant 10 : i32
      scf.yield %a : i32
    }
    case 3 {
      %b = arith.constant 30 : i32
      scf.yield %b : i32
    }
    default {
      %d = arith.constant -1 : i32
      scf.yield %d : i32
    }
    vector.print %v : i32
  }
  %e = scf.execute_region -> i32 {
    %c = arith.constant 1 : i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = arith.constant 11 : i32
    scf.yield %x : i32
  ^bb2:
    %y = arith.constant 22 : i32
    scf.yield %y : i32
  }
  vector.print %e : i32
  return
}
