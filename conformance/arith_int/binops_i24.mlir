// conformance/arith_int/binops_i24: written by tools/gen-engine-programs.py
func.func @main() {
  %a0 = arith.constant 7 : i24
  %b0 = arith.constant 3 : i24
  %addi0 = arith.addi %a0, %b0 : i24
  vector.print %addi0 : i24
  %subi0 = arith.subi %a0, %b0 : i24
  vector.print %subi0 : i24
  %muli0 = arith.muli %a0, %b0 : i24
  vector.print %muli0 : i24
  %andi0 = arith.andi %a0, %b0 : i24
  vector.print %andi0 : i24
  %ori0 = arith.ori %a0, %b0 : i24
  vector.print %ori0 : i24
  %xori0 = arith.xori %a0, %b0 : i24
  vector.print %xori0 : i24
  %maxsi0 = arith.maxsi %a0, %b0 : i24
  vector.print %maxsi0 : i24
  %minsi0 = arith.minsi %a0, %b0 : i24
  vector.print %minsi0 : i24
  %maxui0 = arith.maxui %a0, %b0 : i24
  vector.print %maxui0 : i24
  %minui0 = arith.minui %a0, %b0 : i24
  vector.print %minui0 : i24
  %divsi0 = arith.divsi %a0, %b0 : i24
  vector.print %divsi0 : i24
  %divui0 = arith.divui %a0, %b0 : i24
  vector.print %divui0 : i24
  %remsi0 = arith.remsi %a0, %b0 : i24
  vector.print %remsi0 : i24
  %remui0 = arith.remui %a0, %b0 : i24
  vector.print %remui0 : i24
  %floordivsi0 = arith.floordivsi %a0, %b0 : i24
  vector.print %floordivsi0 : i24
  %ceildivsi0 = arith.ceildivsi %a0, %b0 : i24
  vector.print %ceildivsi0 : i24
  %ceildivui0 = arith.ceildivui %a0, %b0 : i24
  vector.print %ceildivui0 : i24
  %a1 = arith.constant -7 : i24
  %b1 = arith.constant 3 : i24
  %addi1 = arith.addi %a1, %b1 : i24
  vector.print %addi1 : i24
  %subi1 = arith.subi %a1, %b1 : i24
  vector.print %subi1 : i24
  %muli1 = arith.muli %a1, %b1 : i24
  vector.print %muli1 : i24
  %andi1 = arith.andi %a1, %b1 : i24
  vector.print %andi1 : i24
  %ori1 = arith.ori %a1, %b1 : i24
  vector.print %ori1 : i24
  %xori1 = arith.xori %a1, %b1 : i24
  vector.print %xori1 : i24
  %maxsi1 = arith.maxsi %a1, %b1 : i24
  vector.print %maxsi1 : i24
  %minsi1 = arith.minsi %a1, %b1 : i24
  vector.print %minsi1 : i24
  %maxui1 = arith.maxui %a1, %b1 : i24
  vector.print %maxui1 : i24
  %minui1 = arith.minui %a1, %b1 : i24
  vector.print %minui1 : i24
  %divsi1 = arith.divsi %a1, %b1 : i24
  vector.print %divsi1 : i24
  %divui1 = arith.divui %a1, %b1 : i24
  vector.print %divui1 : i24
  %remsi1 = arith.remsi %a1, %b1 : i24
  vector.print %remsi1 : i24
  %remui1 = arith.remui %a1, %b1 : i24
  vector.print %remui1 : i24
  %floordivsi1 = arith.floordivsi %a1, %b1 : i24
  vector.print %floordivsi1 : i24
  %ceildivsi1 = arith.ceildivsi %a1, %b1 : i24
  vector.print %ceildivsi1 : i24
  %ceildivui1 = arith.ceildivui %a1, %b1 : i24
  vector.print %ceildivui1 : i24
  %a2 = arith.constant 100 : i24
  %b2 = arith.constant -9 : i24
  %addi2 = arith.addi %a2, %b2 : i24
  vector.print %addi2 : i24
  %subi2 = arith.subi %a2, %b2 : i24
  vector.print %subi2 : i24
  %muli2 = arith.muli %a2, %b2 : i24
  vector.print %muli2 : i24
  %andi2 = arith.andi %a2, %b2 : i24
  vector.print %andi2 : i24
  %ori2 = arith.ori %a2, %b2 : i24
  vector.print %ori2 : i24
  %xori2 = arith.xori %a2, %b2 : i24
  vector.print %xori2 : i24
  %maxsi2 = arith.maxsi %a2, %b2 : i24
  vector.print %maxsi2 : i24
  %minsi2 = arith.minsi %a2, %b2 : i24
  vector.print %minsi2 : i24
  %maxui2 = arith.maxui %a2, %b2 : i24
  vector.print %maxui2 : i24
  %minui2 = arith.minui %a2, %b2 : i24
  vector.print %minui2 : i24
  %divsi2 = arith.divsi %a2, %b2 : i24
  vector.print %divsi2 : i24
  %divui2 = arith.divui %a2, %b2 : i24
  vector.print %divui2 : i24
  %remsi2 = arith.remsi %a2, %b2 : i24
  vector.print %remsi2 : i24
  %remui2 = arith.remui %a2, %b2 : i24
  vector.print %remui2 : i24
  %floordivsi2 = arith.floordivsi %a2, %b2 : i24
  vector.print %floordivsi2 : i24
  %ceildivsi2 = arith.ceildivsi %a2, %b2 : i24
  vector.print %ceildivsi2 : i24
  %ceildivui2 = arith.ceildivui %a2, %b2 : i24
  vector.print %ceildivui2 : i24
  %a3 = arith.constant -128 : i24
  %b3 = arith.constant -1 : i24
  %addi3 = arith.addi %a3, %b3 : i24
  vector.print %addi3 : i24
  %subi3 = arith.subi %a3, %b3 : i24
  vector.print %subi3 : i24
  %muli3 = arith.muli %a3, %b3 : i24
  vector.print %muli3 : i24
  %andi3 = arith.andi %a3, %b3 : i24
  vector.print %andi3 : i24
  %ori3 = arith.ori %a3, %b3 : i24
  vector.print %ori3 : i24
  %xori3 = arith.xori %a3, %b3 : i24
  vector.print %xori3 : i24
  %maxsi3 = arith.maxsi %a3, %b3 : i24
  vector.print %maxsi3 : i24
  %minsi3 = arith.minsi %a3, %b3 : i24
  vector.print %minsi3 : i24
  %maxui3 = arith.maxui %a3, %b3 : i24
  vector.print %maxui3 : i24
  %minui3 = arith.minui %a3, %b3 : i24
  vector.print %minui3 : i24
  %a4 = arith.constant 0 : i24
  %b4 = arith.constant 5 : i24
  %addi4 = arith.addi %a4, %b4 : i24
  vector.print %addi4 : i24
  %subi4 = arith.subi %a4, %b4 : i24
  vector.print %subi4 : i24
  %muli4 = arith.muli %a4, %b4 : i24
  vector.print %muli4 : i24
  %andi4 = arith.andi %a4, %b4 : i24
  vector.print %andi4 : i24
  %ori4 = arith.ori %a4, %b4 : i24
  vector.print %ori4 : i24
  %xori4 = arith.xori %a4, %b4 : i24
  vector.print %xori4 : i24
  %maxsi4 = arith.maxsi %a4, %b4 : i24
  vector.print %maxsi4 : i24
  %minsi4 = arith.minsi %a4, %b4 : i24
  vector.print %minsi4 : i24
  %maxui4 = arith.maxui %a4, %b4 : i24
  vector.print %maxui4 : i24
  %minui4 = arith.minui %a4, %b4 : i24
  vector.print %minui4 : i24
  %divsi4 = arith.divsi %a4, %b4 : i24
  vector.print %divsi4 : i24
  %divui4 = arith.divui %a4, %b4 : i24
  vector.print %divui4 : i24
  %remsi4 = arith.remsi %a4, %b4 : i24
  vector.print %remsi4 : i24
  %remui4 = arith.remui %a4, %b4 : i24
  vector.print %remui4 : i24
  %floordivsi4 = arith.floordivsi %a4, %b4 : i24
  vector.print %floordivsi4 : i24
  %ceildivsi4 = arith.ceildivsi %a4, %b4 : i24
  vector.print %ceildivsi4 : i24
  %ceildivui4 = arith.ceildivui %a4, %b4 : i24
  vector.print %ceildivui4 : i24
  %a5 = arith.constant 127 : i24
  %b5 = arith.constant 1 : i24
  %addi5 = arith.addi %a5, %b5 : i24
  vector.print %addi5 : i24
  %subi5 = arith.subi %a5, %b5 : i24
  vector.print %subi5 : i24
  %muli5 = arith.muli %a5, %b5 : i24
  vector.print %muli5 : i24
  %andi5 = arith.andi %a5, %b5 : i24
  vector.print %andi5 : i24
  %ori5 = arith.ori %a5, %b5 : i24
  vector.print %ori5 : i24
  %xori5 = arith.xori %a5, %b5 : i24
  vector.print %xori5 : i24
  %maxsi5 = arith.maxsi %a5, %b5 : i24
  vector.print %maxsi5 : i24
  %minsi5 = arith.minsi %a5, %b5 : i24
  vector.print %minsi5 : i24
  %maxui5 = arith.maxui %a5, %b5 : i24
  vector.print %maxui5 : i24
  %minui5 = arith.minui %a5, %b5 : i24
  vector.print %minui5 : i24
  %divsi5 = arith.divsi %a5, %b5 : i24
  vector.print %divsi5 : i24
  %divui5 = arith.divui %a5, %b5 : i24
  vector.print %divui5 : i24
  %remsi5 = arith.remsi %a5, %b5 : i24
  vector.print %remsi5 : i24
  %remui5 = arith.remui %a5, %b5 : i24
  vector.print %remui5 : i24
  %floordivsi5 = arith.floordivsi %a5, %b5 : i24
  vector.print %floordivsi5 : i24
  %ceildivsi5 = arith.ceildivsi %a5, %b5 : i24
  vector.print %ceildivsi5 : i24
  %ceildivui5 = arith.ceildivui %a5, %b5 : i24
  vector.print %ceildivui5 : i24
  %a6 = arith.constant -1 : i24
  %b6 = arith.constant 255 : i24
  %addi6 = arith.addi %a6, %b6 : i24
  vector.print %addi6 : i24
  %subi6 = arith.subi %a6, %b6 : i24
  vector.print %subi6 : i24
  %muli6 = arith.muli %a6, %b6 : i24
  vector.print %muli6 : i24
  %andi6 = arith.andi %a6, %b6 : i24
  vector.print %andi6 : i24
  %ori6 = arith.ori %a6, %b6 : i24
  vector.print %ori6 : i24
  %xori6 = arith.xori %a6, %b6 : i24
  vector.print %xori6 : i24
  %maxsi6 = arith.maxsi %a6, %b6 : i24
  vector.print %maxsi6 : i24
  %minsi6 = arith.minsi %a6, %b6 : i24
  vector.print %minsi6 : i24
  %maxui6 = arith.maxui %a6, %b6 : i24
  vector.print %maxui6 : i24
  %minui6 = arith.minui %a6, %b6 : i24
  vector.print %minui6 : i24
  %divsi6 = arith.divsi %a6, %b6 : i24
  vector.print %divsi6 : i24
  %divui6 = arith.divui %a6, %b6 : i24
  vector.print %divui6 : i24
  %remsi6 = arith.remsi %a6, %b6 : i24
  vector.print %remsi6 : i24
  %remui6 = arith.remui %a6, %b6 : i24
  vector.print %remui6 : i24
  %floordivsi6 = arith.floordivsi %a6, %b6 : i24
  vector.print %floordivsi6 : i24
  %ceildivsi6 = arith.ceildivsi %a6, %b6 : i24
  vector.print %ceildivsi6 : i24
  %ceildivui6 = arith.ceildivui %a6, %b6 : i24
  vector.print %ceildivui6 : i24
  %a7 = arith.constant 45 : i24
  %b7 = arith.constant 45 : i24
  %addi7 = arith.addi %a7, %b7 : i24
  vector.print %addi7 : i24
  %subi7 = arith.subi %a7, %b7 : i24
  vector.print %subi7 : i24
  %muli7 = arith.muli %a7, %b7 : i24
  vector.print %muli7 : i24
  %andi7 = arith.andi %a7, %b7 : i24
  vector.print %andi7 : i24
  %ori7 = arith.ori %a7, %b7 : i24
  vector.print %ori7 : i24
  %xori7 = arith.xori %a7, %b7 : i24
  vector.print %xori7 : i24
  %maxsi7 = arith.maxsi %a7, %b7 : i24
  vector.print %maxsi7 : i24
  %minsi7 = arith.minsi %a7, %b7 : i24
  vector.print %minsi7 : i24
  %maxui7 = arith.maxui %a7, %b7 : i24
  vector.print %maxui7 : i24
  %minui7 = arith.minui %a7, %b7 : i24
  vector.print %minui7 : i24
  %divsi7 = arith.divsi %a7, %b7 : i24
  vector.print %divsi7 : i24
  %divui7 = arith.divui %a7, %b7 : i24
  vector.print %divui7 : i24
  %remsi7 = arith.remsi %a7, %b7 : i24
  vector.print %remsi7 : i24
  %remui7 = arith.remui %a7, %b7 : i24
  vector.print %remui7 : i24
  %floordivsi7 = arith.floordivsi %a7, %b7 : i24
  vector.print %floordivsi7 : i24
  %ceildivsi7 = arith.ceildivsi %a7, %b7 : i24
  vector.print %ceildivsi7 : i24
  %ceildivui7 = arith.ceildivui %a7, %b7 : i24
  vector.print %ceildivui7 : i24
  return
}
