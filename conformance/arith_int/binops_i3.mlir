// conformance/arith_int/binops_i3: written by tools/gen-engine-programs.py
func.func @main() {
  %a0 = arith.constant -1 : i3
  %b0 = arith.constant 3 : i3
  %addi0 = arith.addi %a0, %b0 : i3
  vector.print %addi0 : i3
  %subi0 = arith.subi %a0, %b0 : i3
  vector.print %subi0 : i3
  %muli0 = arith.muli %a0, %b0 : i3
  vector.print %muli0 : i3
  %andi0 = arith.andi %a0, %b0 : i3
  vector.print %andi0 : i3
  %ori0 = arith.ori %a0, %b0 : i3
  vector.print %ori0 : i3
  %xori0 = arith.xori %a0, %b0 : i3
  vector.print %xori0 : i3
  %maxsi0 = arith.maxsi %a0, %b0 : i3
  vector.print %maxsi0 : i3
  %minsi0 = arith.minsi %a0, %b0 : i3
  vector.print %minsi0 : i3
  %maxui0 = arith.maxui %a0, %b0 : i3
  vector.print %maxui0 : i3
  %minui0 = arith.minui %a0, %b0 : i3
  vector.print %minui0 : i3
  %divsi0 = arith.divsi %a0, %b0 : i3
  vector.print %divsi0 : i3
  %divui0 = arith.divui %a0, %b0 : i3
  vector.print %divui0 : i3
  %remsi0 = arith.remsi %a0, %b0 : i3
  vector.print %remsi0 : i3
  %remui0 = arith.remui %a0, %b0 : i3
  vector.print %remui0 : i3
  %floordivsi0 = arith.floordivsi %a0, %b0 : i3
  vector.print %floordivsi0 : i3
  %ceildivsi0 = arith.ceildivsi %a0, %b0 : i3
  vector.print %ceildivsi0 : i3
  %ceildivui0 = arith.ceildivui %a0, %b0 : i3
  vector.print %ceildivui0 : i3
  %a1 = arith.constant 1 : i3
  %b1 = arith.constant 3 : i3
  %addi1 = arith.addi %a1, %b1 : i3
  vector.print %addi1 : i3
  %subi1 = arith.subi %a1, %b1 : i3
  vector.print %subi1 : i3
  %muli1 = arith.muli %a1, %b1 : i3
  vector.print %muli1 : i3
  %andi1 = arith.andi %a1, %b1 : i3
  vector.print %andi1 : i3
  %ori1 = arith.ori %a1, %b1 : i3
  vector.print %ori1 : i3
  %xori1 = arith.xori %a1, %b1 : i3
  vector.print %xori1 : i3
  %maxsi1 = arith.maxsi %a1, %b1 : i3
  vector.print %maxsi1 : i3
  %minsi1 = arith.minsi %a1, %b1 : i3
  vector.print %minsi1 : i3
  %maxui1 = arith.maxui %a1, %b1 : i3
  vector.print %maxui1 : i3
  %minui1 = arith.minui %a1, %b1 : i3
  vector.print %minui1 : i3
  %divsi1 = arith.divsi %a1, %b1 : i3
  vector.print %divsi1 : i3
  %divui1 = arith.divui %a1, %b1 : i3
  vector.print %divui1 : i3
  %remsi1 = arith.remsi %a1, %b1 : i3
  vector.print %remsi1 : i3
  %remui1 = arith.remui %a1, %b1 : i3
  vector.print %remui1 : i3
  %floordivsi1 = arith.floordivsi %a1, %b1 : i3
  vector.print %floordivsi1 : i3
  %ceildivsi1 = arith.ceildivsi %a1, %b1 : i3
  vector.print %ceildivsi1 : i3
  %ceildivui1 = arith.ceildivui %a1, %b1 : i3
  vector.print %ceildivui1 : i3
  %a2 = arith.constant -4 : i3
  %b2 = arith.constant -1 : i3
  %addi2 = arith.addi %a2, %b2 : i3
  vector.print %addi2 : i3
  %subi2 = arith.subi %a2, %b2 : i3
  vector.print %subi2 : i3
  %muli2 = arith.muli %a2, %b2 : i3
  vector.print %muli2 : i3
  %andi2 = arith.andi %a2, %b2 : i3
  vector.print %andi2 : i3
  %ori2 = arith.ori %a2, %b2 : i3
  vector.print %ori2 : i3
  %xori2 = arith.xori %a2, %b2 : i3
  vector.print %xori2 : i3
  %maxsi2 = arith.maxsi %a2, %b2 : i3
  vector.print %maxsi2 : i3
  %minsi2 = arith.minsi %a2, %b2 : i3
  vector.print %minsi2 : i3
  %maxui2 = arith.maxui %a2, %b2 : i3
  vector.print %maxui2 : i3
  %minui2 = arith.minui %a2, %b2 : i3
  vector.print %minui2 : i3
  %a3 = arith.constant 0 : i3
  %b3 = arith.constant -1 : i3
  %addi3 = arith.addi %a3, %b3 : i3
  vector.print %addi3 : i3
  %subi3 = arith.subi %a3, %b3 : i3
  vector.print %subi3 : i3
  %muli3 = arith.muli %a3, %b3 : i3
  vector.print %muli3 : i3
  %andi3 = arith.andi %a3, %b3 : i3
  vector.print %andi3 : i3
  %ori3 = arith.ori %a3, %b3 : i3
  vector.print %ori3 : i3
  %xori3 = arith.xori %a3, %b3 : i3
  vector.print %xori3 : i3
  %maxsi3 = arith.maxsi %a3, %b3 : i3
  vector.print %maxsi3 : i3
  %minsi3 = arith.minsi %a3, %b3 : i3
  vector.print %minsi3 : i3
  %maxui3 = arith.maxui %a3, %b3 : i3
  vector.print %maxui3 : i3
  %minui3 = arith.minui %a3, %b3 : i3
  vector.print %minui3 : i3
  %a4 = arith.constant 0 : i3
  %b4 = arith.constant -3 : i3
  %addi4 = arith.addi %a4, %b4 : i3
  vector.print %addi4 : i3
  %subi4 = arith.subi %a4, %b4 : i3
  vector.print %subi4 : i3
  %muli4 = arith.muli %a4, %b4 : i3
  vector.print %muli4 : i3
  %andi4 = arith.andi %a4, %b4 : i3
  vector.print %andi4 : i3
  %ori4 = arith.ori %a4, %b4 : i3
  vector.print %ori4 : i3
  %xori4 = arith.xori %a4, %b4 : i3
  vector.print %xori4 : i3
  %maxsi4 = arith.maxsi %a4, %b4 : i3
  vector.print %maxsi4 : i3
  %minsi4 = arith.minsi %a4, %b4 : i3
  vector.print %minsi4 : i3
  %maxui4 = arith.maxui %a4, %b4 : i3
  vector.print %maxui4 : i3
  %minui4 = arith.minui %a4, %b4 : i3
  vector.print %minui4 : i3
  %divsi4 = arith.divsi %a4, %b4 : i3
  vector.print %divsi4 : i3
  %divui4 = arith.divui %a4, %b4 : i3
  vector.print %divui4 : i3
  %remsi4 = arith.remsi %a4, %b4 : i3
  vector.print %remsi4 : i3
  %remui4 = arith.remui %a4, %b4 : i3
  vector.print %remui4 : i3
  %floordivsi4 = arith.floordivsi %a4, %b4 : i3
  vector.print %floordivsi4 : i3
  %ceildivsi4 = arith.ceildivsi %a4, %b4 : i3
  vector.print %ceildivsi4 : i3
  %ceildivui4 = arith.ceildivui %a4, %b4 : i3
  vector.print %ceildivui4 : i3
  %a5 = arith.constant -1 : i3
  %b5 = arith.constant 1 : i3
  %addi5 = arith.addi %a5, %b5 : i3
  vector.print %addi5 : i3
  %subi5 = arith.subi %a5, %b5 : i3
  vector.print %subi5 : i3
  %muli5 = arith.muli %a5, %b5 : i3
  vector.print %muli5 : i3
  %andi5 = arith.andi %a5, %b5 : i3
  vector.print %andi5 : i3
  %ori5 = arith.ori %a5, %b5 : i3
  vector.print %ori5 : i3
  %xori5 = arith.xori %a5, %b5 : i3
  vector.print %xori5 : i3
  %maxsi5 = arith.maxsi %a5, %b5 : i3
  vector.print %maxsi5 : i3
  %minsi5 = arith.minsi %a5, %b5 : i3
  vector.print %minsi5 : i3
  %maxui5 = arith.maxui %a5, %b5 : i3
  vector.print %maxui5 : i3
  %minui5 = arith.minui %a5, %b5 : i3
  vector.print %minui5 : i3
  %divsi5 = arith.divsi %a5, %b5 : i3
  vector.print %divsi5 : i3
  %divui5 = arith.divui %a5, %b5 : i3
  vector.print %divui5 : i3
  %remsi5 = arith.remsi %a5, %b5 : i3
  vector.print %remsi5 : i3
  %remui5 = arith.remui %a5, %b5 : i3
  vector.print %remui5 : i3
  %floordivsi5 = arith.floordivsi %a5, %b5 : i3
  vector.print %floordivsi5 : i3
  %ceildivsi5 = arith.ceildivsi %a5, %b5 : i3
  vector.print %ceildivsi5 : i3
  %ceildivui5 = arith.ceildivui %a5, %b5 : i3
  vector.print %ceildivui5 : i3
  %a6 = arith.constant -1 : i3
  %b6 = arith.constant -1 : i3
  %addi6 = arith.addi %a6, %b6 : i3
  vector.print %addi6 : i3
  %subi6 = arith.subi %a6, %b6 : i3
  vector.print %subi6 : i3
  %muli6 = arith.muli %a6, %b6 : i3
  vector.print %muli6 : i3
  %andi6 = arith.andi %a6, %b6 : i3
  vector.print %andi6 : i3
  %ori6 = arith.ori %a6, %b6 : i3
  vector.print %ori6 : i3
  %xori6 = arith.xori %a6, %b6 : i3
  vector.print %xori6 : i3
  %maxsi6 = arith.maxsi %a6, %b6 : i3
  vector.print %maxsi6 : i3
  %minsi6 = arith.minsi %a6, %b6 : i3
  vector.print %minsi6 : i3
  %maxui6 = arith.maxui %a6, %b6 : i3
  vector.print %maxui6 : i3
  %minui6 = arith.minui %a6, %b6 : i3
  vector.print %minui6 : i3
  %a7 = arith.constant -3 : i3
  %b7 = arith.constant -3 : i3
  %addi7 = arith.addi %a7, %b7 : i3
  vector.print %addi7 : i3
  %subi7 = arith.subi %a7, %b7 : i3
  vector.print %subi7 : i3
  %muli7 = arith.muli %a7, %b7 : i3
  vector.print %muli7 : i3
  %andi7 = arith.andi %a7, %b7 : i3
  vector.print %andi7 : i3
  %ori7 = arith.ori %a7, %b7 : i3
  vector.print %ori7 : i3
  %xori7 = arith.xori %a7, %b7 : i3
  vector.print %xori7 : i3
  %maxsi7 = arith.maxsi %a7, %b7 : i3
  vector.print %maxsi7 : i3
  %minsi7 = arith.minsi %a7, %b7 : i3
  vector.print %minsi7 : i3
  %maxui7 = arith.maxui %a7, %b7 : i3
  vector.print %maxui7 : i3
  %minui7 = arith.minui %a7, %b7 : i3
  vector.print %minui7 : i3
  %divsi7 = arith.divsi %a7, %b7 : i3
  vector.print %divsi7 : i3
  %divui7 = arith.divui %a7, %b7 : i3
  vector.print %divui7 : i3
  %remsi7 = arith.remsi %a7, %b7 : i3
  vector.print %remsi7 : i3
  %remui7 = arith.remui %a7, %b7 : i3
  vector.print %remui7 : i3
  %floordivsi7 = arith.floordivsi %a7, %b7 : i3
  vector.print %floordivsi7 : i3
  %ceildivsi7 = arith.ceildivsi %a7, %b7 : i3
  vector.print %ceildivsi7 : i3
  %ceildivui7 = arith.ceildivui %a7, %b7 : i3
  vector.print %ceildivui7 : i3
  return
}
