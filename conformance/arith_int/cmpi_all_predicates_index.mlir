// conformance/arith_int/cmpi_all_predicates_index: written by tools/gen-engine-programs.py
func.func @main() {
  %a0 = arith.constant 3 : index
  %b0 = arith.constant 5 : index
  %eq0 = arith.cmpi eq, %a0, %b0 : index
  vector.print %eq0 : i1
  %ne0 = arith.cmpi ne, %a0, %b0 : index
  vector.print %ne0 : i1
  %slt0 = arith.cmpi slt, %a0, %b0 : index
  vector.print %slt0 : i1
  %sle0 = arith.cmpi sle, %a0, %b0 : index
  vector.print %sle0 : i1
  %sgt0 = arith.cmpi sgt, %a0, %b0 : index
  vector.print %sgt0 : i1
  %sge0 = arith.cmpi sge, %a0, %b0 : index
  vector.print %sge0 : i1
  %ult0 = arith.cmpi ult, %a0, %b0 : index
  vector.print %ult0 : i1
  %ule0 = arith.cmpi ule, %a0, %b0 : index
  vector.print %ule0 : i1
  %ugt0 = arith.cmpi ugt, %a0, %b0 : index
  vector.print %ugt0 : i1
  %uge0 = arith.cmpi uge, %a0, %b0 : index
  vector.print %uge0 : i1
  %a1 = arith.constant -3 : index
  %b1 = arith.constant 5 : index
  %eq1 = arith.cmpi eq, %a1, %b1 : index
  vector.print %eq1 : i1
  %ne1 = arith.cmpi ne, %a1, %b1 : index
  vector.print %ne1 : i1
  %slt1 = arith.cmpi slt, %a1, %b1 : index
  vector.print %slt1 : i1
  %sle1 = arith.cmpi sle, %a1, %b1 : index
  vector.print %sle1 : i1
  %sgt1 = arith.cmpi sgt, %a1, %b1 : index
  vector.print %sgt1 : i1
  %sge1 = arith.cmpi sge, %a1, %b1 : index
  vector.print %sge1 : i1
  %ult1 = arith.cmpi ult, %a1, %b1 : index
  vector.print %ult1 : i1
  %ule1 = arith.cmpi ule, %a1, %b1 : index
  vector.print %ule1 : i1
  %ugt1 = arith.cmpi ugt, %a1, %b1 : index
  vector.print %ugt1 : i1
  %uge1 = arith.cmpi uge, %a1, %b1 : index
  vector.print %uge1 : i1
  %a2 = arith.constant 5 : index
  %b2 = arith.constant 5 : index
  %eq2 = arith.cmpi eq, %a2, %b2 : index
  vector.print %eq2 : i1
  %ne2 = arith.cmpi ne, %a2, %b2 : index
  vector.print %ne2 : i1
  %slt2 = arith.cmpi slt, %a2, %b2 : index
  vector.print %slt2 : i1
  %sle2 = arith.cmpi sle, %a2, %b2 : index
  vector.print %sle2 : i1
  %sgt2 = arith.cmpi sgt, %a2, %b2 : index
  vector.print %sgt2 : i1
  %sge2 = arith.cmpi sge, %a2, %b2 : index
  vector.print %sge2 : i1
  %ult2 = arith.cmpi ult, %a2, %b2 : index
  vector.print %ult2 : i1
  %ule2 = arith.cmpi ule, %a2, %b2 : index
  vector.print %ule2 : i1
  %ugt2 = arith.cmpi ugt, %a2, %b2 : index
  vector.print %ugt2 : i1
  %uge2 = arith.cmpi uge, %a2, %b2 : index
  vector.print %uge2 : i1
  %a3 = arith.constant -1 : index
  %b3 = arith.constant 0 : index
  %eq3 = arith.cmpi eq, %a3, %b3 : index
  vector.print %eq3 : i1
  %ne3 = arith.cmpi ne, %a3, %b3 : index
  vector.print %ne3 : i1
  %slt3 = arith.cmpi slt, %a3, %b3 : index
  vector.print %slt3 : i1
  %sle3 = arith.cmpi sle, %a3, %b3 : index
  vector.print %sle3 : i1
  %sgt3 = arith.cmpi sgt, %a3, %b3 : index
  vector.print %sgt3 : i1
  %sge3 = arith.cmpi sge, %a3, %b3 : index
  vector.print %sge3 : i1
  %ult3 = arith.cmpi ult, %a3, %b3 : index
  vector.print %ult3 : i1
  %ule3 = arith.cmpi ule, %a3, %b3 : index
  vector.print %ule3 : i1
  %ugt3 = arith.cmpi ugt, %a3, %b3 : index
  vector.print %ugt3 : i1
  %uge3 = arith.cmpi uge, %a3, %b3 : index
  vector.print %uge3 : i1
  return
}
