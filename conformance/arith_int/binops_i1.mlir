// conformance/arith_int/binops_i1: written by tools/gen-engine-programs.py
func.func @main() {
  %a0 = arith.constant 1 : i1
  %b0 = arith.constant 1 : i1
  %addi0 = arith.addi %a0, %b0 : i1
  vector.print %addi0 : i1
  %subi0 = arith.subi %a0, %b0 : i1
  vector.print %subi0 : i1
  %muli0 = arith.muli %a0, %b0 : i1
  vector.print %muli0 : i1
  %andi0 = arith.andi %a0, %b0 : i1
  vector.print %andi0 : i1
  %ori0 = arith.ori %a0, %b0 : i1
  vector.print %ori0 : i1
  %xori0 = arith.xori %a0, %b0 : i1
  vector.print %xori0 : i1
  %maxsi0 = arith.maxsi %a0, %b0 : i1
  vector.print %maxsi0 : i1
  %minsi0 = arith.minsi %a0, %b0 : i1
  vector.print %minsi0 : i1
  %maxui0 = arith.maxui %a0, %b0 : i1
  vector.print %maxui0 : i1
  %minui0 = arith.minui %a0, %b0 : i1
  vector.print %minui0 : i1
  %a1 = arith.constant 1 : i1
  %b1 = arith.constant 1 : i1
  %addi1 = arith.addi %a1, %b1 : i1
  vector.print %addi1 : i1
  %subi1 = arith.subi %a1, %b1 : i1
  vector.print %subi1 : i1
  %muli1 = arith.muli %a1, %b1 : i1
  vector.print %muli1 : i1
  %andi1 = arith.andi %a1, %b1 : i1
  vector.print %andi1 : i1
  %ori1 = arith.ori %a1, %b1 : i1
  vector.print %ori1 : i1
  %xori1 = arith.xori %a1, %b1 : i1
  vector.print %xori1 : i1
  %maxsi1 = arith.maxsi %a1, %b1 : i1
  vector.print %maxsi1 : i1
  %minsi1 = arith.minsi %a1, %b1 : i1
  vector.print %minsi1 : i1
  %maxui1 = arith.maxui %a1, %b1 : i1
  vector.print %maxui1 : i1
  %minui1 = arith.minui %a1, %b1 : i1
  vector.print %minui1 : i1
  %a2 = arith.constant 0 : i1
  %b2 = arith.constant 1 : i1
  %addi2 = arith.addi %a2, %b2 : i1
  vector.print %addi2 : i1
  %subi2 = arith.subi %a2, %b2 : i1
  vector.print %subi2 : i1
  %muli2 = arith.muli %a2, %b2 : i1
  vector.print %muli2 : i1
  %andi2 = arith.andi %a2, %b2 : i1
  vector.print %andi2 : i1
  %ori2 = arith.ori %a2, %b2 : i1
  vector.print %ori2 : i1
  %xori2 = arith.xori %a2, %b2 : i1
  vector.print %xori2 : i1
  %maxsi2 = arith.maxsi %a2, %b2 : i1
  vector.print %maxsi2 : i1
  %minsi2 = arith.minsi %a2, %b2 : i1
  vector.print %minsi2 : i1
  %maxui2 = arith.maxui %a2, %b2 : i1
  vector.print %maxui2 : i1
  %minui2 = arith.minui %a2, %b2 : i1
  vector.print %minui2 : i1
  %a3 = arith.constant 0 : i1
  %b3 = arith.constant 1 : i1
  %addi3 = arith.addi %a3, %b3 : i1
  vector.print %addi3 : i1
  %subi3 = arith.subi %a3, %b3 : i1
  vector.print %subi3 : i1
  %muli3 = arith.muli %a3, %b3 : i1
  vector.print %muli3 : i1
  %andi3 = arith.andi %a3, %b3 : i1
  vector.print %andi3 : i1
  %ori3 = arith.ori %a3, %b3 : i1
  vector.print %ori3 : i1
  %xori3 = arith.xori %a3, %b3 : i1
  vector.print %xori3 : i1
  %maxsi3 = arith.maxsi %a3, %b3 : i1
  vector.print %maxsi3 : i1
  %minsi3 = arith.minsi %a3, %b3 : i1
  vector.print %minsi3 : i1
  %maxui3 = arith.maxui %a3, %b3 : i1
  vector.print %maxui3 : i1
  %minui3 = arith.minui %a3, %b3 : i1
  vector.print %minui3 : i1
  return
}
