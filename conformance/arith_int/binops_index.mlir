// conformance/arith_int/binops_index: written by tools/gen-engine-programs.py
func.func @main() {
  %a0 = arith.constant 7 : index
  %b0 = arith.constant 3 : index
  %addi0 = arith.addi %a0, %b0 : index
  vector.print %addi0 : index
  %subi0 = arith.subi %a0, %b0 : index
  vector.print %subi0 : index
  %muli0 = arith.muli %a0, %b0 : index
  vector.print %muli0 : index
  %andi0 = arith.andi %a0, %b0 : index
  vector.print %andi0 : index
  %ori0 = arith.ori %a0, %b0 : index
  vector.print %ori0 : index
  %xori0 = arith.xori %a0, %b0 : index
  vector.print %xori0 : index
  %maxsi0 = arith.maxsi %a0, %b0 : index
  vector.print %maxsi0 : index
  %minsi0 = arith.minsi %a0, %b0 : index
  vector.print %minsi0 : index
  %maxui0 = arith.maxui %a0, %b0 : index
  vector.print %maxui0 : index
  %minui0 = arith.minui %a0, %b0 : index
  vector.print %minui0 : index
  %divsi0 = arith.divsi %a0, %b0 : index
  vector.print %divsi0 : index
  %divui0 = arith.divui %a0, %b0 : index
  vector.print %divui0 : index
  %remsi0 = arith.remsi %a0, %b0 : index
  vector.print %remsi0 : index
  %remui0 = arith.remui %a0, %b0 : index
  vector.print %remui0 : index
  %floordivsi0 = arith.floordivsi %a0, %b0 : index
  vector.print %floordivsi0 : index
  %ceildivsi0 = arith.ceildivsi %a0, %b0 : index
  vector.print %ceildivsi0 : index
  %ceildivui0 = arith.ceildivui %a0, %b0 : index
  vector.print %ceildivui0 : index
  %a1 = arith.constant -7 : index
  %b1 = arith.constant 3 : index
  %addi1 = arith.addi %a1, %b1 : index
  vector.print %addi1 : index
  %subi1 = arith.subi %a1, %b1 : index
  vector.print %subi1 : index
  %muli1 = arith.muli %a1, %b1 : index
  vector.print %muli1 : index
  %andi1 = arith.andi %a1, %b1 : index
  vector.print %andi1 : index
  %ori1 = arith.ori %a1, %b1 : index
  vector.print %ori1 : index
  %xori1 = arith.xori %a1, %b1 : index
  vector.print %xori1 : index
  %maxsi1 = arith.maxsi %a1, %b1 : index
  vector.print %maxsi1 : index
  %minsi1 = arith.minsi %a1, %b1 : index
  vector.print %minsi1 : index
  %maxui1 = arith.maxui %a1, %b1 : index
  vector.print %maxui1 : index
  %minui1 = arith.minui %a1, %b1 : index
  vector.print %minui1 : index
  %divsi1 = arith.divsi %a1, %b1 : index
  vector.print %divsi1 : index
  %divui1 = arith.divui %a1, %b1 : index
  vector.print %divui1 : index
  %remsi1 = arith.remsi %a1, %b1 : index
  vector.print %remsi1 : index
  %remui1 = arith.remui %a1, %b1 : index
  vector.print %remui1 : index
  %floordivsi1 = arith.floordivsi %a1, %b1 : index
  vector.print %floordivsi1 : index
  %ceildivsi1 = arith.ceildivsi %a1, %b1 : index
  vector.print %ceildivsi1 : index
  %ceildivui1 = arith.ceildivui %a1, %b1 : index
  vector.print %ceildivui1 : index
  %a2 = arith.constant 100 : index
  %b2 = arith.constant -9 : index
  %addi2 = arith.addi %a2, %b2 : index
  vector.print %addi2 : index
  %subi2 = arith.subi %a2, %b2 : index
  vector.print %subi2 : index
  %muli2 = arith.muli %a2, %b2 : index
  vector.print %muli2 : index
  %andi2 = arith.andi %a2, %b2 : index
  vector.print %andi2 : index
  %ori2 = arith.ori %a2, %b2 : index
  vector.print %ori2 : index
  %xori2 = arith.xori %a2, %b2 : index
  vector.print %xori2 : index
  %maxsi2 = arith.maxsi %a2, %b2 : index
  vector.print %maxsi2 : index
  %minsi2 = arith.minsi %a2, %b2 : index
  vector.print %minsi2 : index
  %maxui2 = arith.maxui %a2, %b2 : index
  vector.print %maxui2 : index
  %minui2 = arith.minui %a2, %b2 : index
  vector.print %minui2 : index
  %divsi2 = arith.divsi %a2, %b2 : index
  vector.print %divsi2 : index
  %divui2 = arith.divui %a2, %b2 : index
  vector.print %divui2 : index
  %remsi2 = arith.remsi %a2, %b2 : index
  vector.print %remsi2 : index
  %remui2 = arith.remui %a2, %b2 : index
  vector.print %remui2 : index
  %floordivsi2 = arith.floordivsi %a2, %b2 : index
  vector.print %floordivsi2 : index
  %ceildivsi2 = arith.ceildivsi %a2, %b2 : index
  vector.print %ceildivsi2 : index
  %ceildivui2 = arith.ceildivui %a2, %b2 : index
  vector.print %ceildivui2 : index
  %a3 = arith.constant -128 : index
  %b3 = arith.constant -1 : index
  %addi3 = arith.addi %a3, %b3 : index
  vector.print %addi3 : index
  %subi3 = arith.subi %a3, %b3 : index
  vector.print %subi3 : index
  %muli3 = arith.muli %a3, %b3 : index
  vector.print %muli3 : index
  %andi3 = arith.andi %a3, %b3 : index
  vector.print %andi3 : index
  %ori3 = arith.ori %a3, %b3 : index
  vector.print %ori3 : index
  %xori3 = arith.xori %a3, %b3 : index
  vector.print %xori3 : index
  %maxsi3 = arith.maxsi %a3, %b3 : index
  vector.print %maxsi3 : index
  %minsi3 = arith.minsi %a3, %b3 : index
  vector.print %minsi3 : index
  %maxui3 = arith.maxui %a3, %b3 : index
  vector.print %maxui3 : index
  %minui3 = arith.minui %a3, %b3 : index
  vector.print %minui3 : index
  %divsi3 = arith.divsi %a3, %b3 : index
  vector.print %divsi3 : index
  %divui3 = arith.divui %a3, %b3 : index
  vector.print %divui3 : index
  %remsi3 = arith.remsi %a3, %b3 : index
  vector.print %remsi3 : index
  %remui3 = arith.remui %a3, %b3 : index
  vector.print %remui3 : index
  %floordivsi3 = arith.floordivsi %a3, %b3 : index
  vector.print %floordivsi3 : index
  %ceildivsi3 = arith.ceildivsi %a3, %b3 : index
  vector.print %ceildivsi3 : index
  %ceildivui3 = arith.ceildivui %a3, %b3 : index
  vector.print %ceildivui3 : index
  %a4 = arith.constant 0 : index
  %b4 = arith.constant 5 : index
  %addi4 = arith.addi %a4, %b4 : index
  vector.print %addi4 : index
  %subi4 = arith.subi %a4, %b4 : index
  vector.print %subi4 : index
  %muli4 = arith.muli %a4, %b4 : index
  vector.print %muli4 : index
  %andi4 = arith.andi %a4, %b4 : index
  vector.print %andi4 : index
  %ori4 = arith.ori %a4, %b4 : index
  vector.print %ori4 : index
  %xori4 = arith.xori %a4, %b4 : index
  vector.print %xori4 : index
  %maxsi4 = arith.maxsi %a4, %b4 : index
  vector.print %maxsi4 : index
  %minsi4 = arith.minsi %a4, %b4 : index
  vector.print %minsi4 : index
  %maxui4 = arith.maxui %a4, %b4 : index
  vector.print %maxui4 : index
  %minui4 = arith.minui %a4, %b4 : index
  vector.print %minui4 : index
  %divsi4 = arith.divsi %a4, %b4 : index
  vector.print %divsi4 : index
  %divui4 = arith.divui %a4, %b4 : index
  vector.print %divui4 : index
  %remsi4 = arith.remsi %a4, %b4 : index
  vector.print %remsi4 : index
  %remui4 = arith.remui %a4, %b4 : index
  vector.print %remui4 : index
  %floordivsi4 = arith.floordivsi %a4, %b4 : index
  vector.print %floordivsi4 : index
  %ceildivsi4 = arith.ceildivsi %a4, %b4 : index
  vector.print %ceildivsi4 : index
  %ceildivui4 = arith.ceildivui %a4, %b4 : index
  vector.print %ceildivui4 : index
  %a5 = arith.constant 127 : index
  %b5 = arith.constant 1 : index
  %addi5 = arith.addi %a5, %b5 : index
  vector.print %addi5 : index
  %subi5 = arith.subi %a5, %b5 : index
  vector.print %subi5 : index
  %muli5 = arith.muli %a5, %b5 : index
  vector.print %muli5 : index
  %andi5 = arith.andi %a5, %b5 : index
  vector.print %andi5 : index
  %ori5 = arith.ori %a5, %b5 : index
  vector.print %ori5 : index
  %xori5 = arith.xori %a5, %b5 : index
  vector.print %xori5 : index
  %maxsi5 = arith.maxsi %a5, %b5 : index
  vector.print %maxsi5 : index
  %minsi5 = arith.minsi %a5, %b5 : index
  vector.print %minsi5 : index
  %maxui5 = arith.maxui %a5, %b5 : index
  vector.print %maxui5 : index
  %minui5 = arith.minui %a5, %b5 : index
  vector.print %minui5 : index
  %divsi5 = arith.divsi %a5, %b5 : index
  vector.print %divsi5 : index
  %divui5 = arith.divui %a5, %b5 : index
  vector.print %divui5 : index
  %remsi5 = arith.remsi %a5, %b5 : index
  vector.print %remsi5 : index
  %remui5 = arith.remui %a5, %b5 : index
  vector.print %remui5 : index
  %floordivsi5 = arith.floordivsi %a5, %b5 : index
  vector.print %floordivsi5 : index
  %ceildivsi5 = arith.ceildivsi %a5, %b5 : index
  vector.print %ceildivsi5 : index
  %ceildivui5 = arith.ceildivui %a5, %b5 : index
  vector.print %ceildivui5 : index
  %a6 = arith.constant -1 : index
  %b6 = arith.constant 255 : index
  %addi6 = arith.addi %a6, %b6 : index
  vector.print %addi6 : index
  %subi6 = arith.subi %a6, %b6 : index
  vector.print %subi6 : index
  %muli6 = arith.muli %a6, %b6 : index
  vector.print %muli6 : index
  %andi6 = arith.andi %a6, %b6 : index
  vector.print %andi6 : index
  %ori6 = arith.ori %a6, %b6 : index
  vector.print %ori6 : index
  %xori6 = arith.xori %a6, %b6 : index
  vector.print %xori6 : index
  %maxsi6 = arith.maxsi %a6, %b6 : index
  vector.print %maxsi6 : index
  %minsi6 = arith.minsi %a6, %b6 : index
  vector.print %minsi6 : index
  %maxui6 = arith.maxui %a6, %b6 : index
  vector.print %maxui6 : index
  %minui6 = arith.minui %a6, %b6 : index
  vector.print %minui6 : index
  %divsi6 = arith.divsi %a6, %b6 : index
  vector.print %divsi6 : index
  %divui6 = arith.divui %a6, %b6 : index
  vector.print %divui6 : index
  %remsi6 = arith.remsi %a6, %b6 : index
  vector.print %remsi6 : index
  %remui6 = arith.remui %a6, %b6 : index
  vector.print %remui6 : index
  %floordivsi6 = arith.floordivsi %a6, %b6 : index
  vector.print %floordivsi6 : index
  %ceildivsi6 = arith.ceildivsi %a6, %b6 : index
  vector.print %ceildivsi6 : index
  %ceildivui6 = arith.ceildivui %a6, %b6 : index
  vector.print %ceildivui6 : index
  %a7 = arith.constant 45 : index
  %b7 = arith.constant 45 : index
  %addi7 = arith.addi %a7, %b7 : index
  vector.print %addi7 : index
  %subi7 = arith.subi %a7, %b7 : index
  vector.print %subi7 : index
  %muli7 = arith.muli %a7, %b7 : index
  vector.print %muli7 : index
  %andi7 = arith.andi %a7, %b7 : index
  vector.print %andi7 : index
  %ori7 = arith.ori %a7, %b7 : index
  vector.print %ori7 : index
  %xori7 = arith.xori %a7, %b7 : index
  vector.print %xori7 : index
  %maxsi7 = arith.maxsi %a7, %b7 : index
  vector.print %maxsi7 : index
  %minsi7 = arith.minsi %a7, %b7 : index
  vector.print %minsi7 : index
  %maxui7 = arith.maxui %a7, %b7 : index
  vector.print %maxui7 : index
  %minui7 = arith.minui %a7, %b7 : index
  vector.print %minui7 : index
  %divsi7 = arith.divsi %a7, %b7 : index
  vector.print %divsi7 : index
  %divui7 = arith.divui %a7, %b7 : index
  vector.print %divui7 : index
  %remsi7 = arith.remsi %a7, %b7 : index
  vector.print %remsi7 : index
  %remui7 = arith.remui %a7, %b7 : index
  vector.print %remui7 : index
  %floordivsi7 = arith.floordivsi %a7, %b7 : index
  vector.print %floordivsi7 : index
  %ceildivsi7 = arith.ceildivsi %a7, %b7 : index
  vector.print %ceildivsi7 : index
  %ceildivui7 = arith.ceildivui %a7, %b7 : index
  vector.print %ceildivui7 : index
  return
}
