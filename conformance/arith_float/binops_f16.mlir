// conformance/arith_float/binops_f16: written by tools/gen-engine-programs.py
func.func @main() {
  %a0 = arith.constant 1.5 : f16
  %b0 = arith.constant 0.25 : f16
  %addf0 = arith.addf %a0, %b0 : f16
  vector.print %addf0 : f16
  %subf0 = arith.subf %a0, %b0 : f16
  vector.print %subf0 : f16
  %mulf0 = arith.mulf %a0, %b0 : f16
  vector.print %mulf0 : f16
  %divf0 = arith.divf %a0, %b0 : f16
  vector.print %divf0 : f16
  %remf0 = arith.remf %a0, %b0 : f16
  vector.print %remf0 : f16
  %maximumf0 = arith.maximumf %a0, %b0 : f16
  vector.print %maximumf0 : f16
  %minimumf0 = arith.minimumf %a0, %b0 : f16
  vector.print %minimumf0 : f16
  %maxnumf0 = arith.maxnumf %a0, %b0 : f16
  vector.print %maxnumf0 : f16
  %minnumf0 = arith.minnumf %a0, %b0 : f16
  vector.print %minnumf0 : f16
  %neg0 = arith.negf %a0 : f16
  vector.print %neg0 : f16
  %a1 = arith.constant -3.0 : f16
  %b1 = arith.constant 7.0 : f16
  %addf1 = arith.addf %a1, %b1 : f16
  vector.print %addf1 : f16
  %subf1 = arith.subf %a1, %b1 : f16
  vector.print %subf1 : f16
  %mulf1 = arith.mulf %a1, %b1 : f16
  vector.print %mulf1 : f16
  %divf1 = arith.divf %a1, %b1 : f16
  vector.print %divf1 : f16
  %remf1 = arith.remf %a1, %b1 : f16
  vector.print %remf1 : f16
  %maximumf1 = arith.maximumf %a1, %b1 : f16
  vector.print %maximumf1 : f16
  %minimumf1 = arith.minimumf %a1, %b1 : f16
  vector.print %minimumf1 : f16
  %maxnumf1 = arith.maxnumf %a1, %b1 : f16
  vector.print %maxnumf1 : f16
  %minnumf1 = arith.minnumf %a1, %b1 : f16
  vector.print %minnumf1 : f16
  %neg1 = arith.negf %a1 : f16
  vector.print %neg1 : f16
  %a2 = arith.constant 1000.0 : f16
  %b2 = arith.constant 3.0 : f16
  %addf2 = arith.addf %a2, %b2 : f16
  vector.print %addf2 : f16
  %subf2 = arith.subf %a2, %b2 : f16
  vector.print %subf2 : f16
  %mulf2 = arith.mulf %a2, %b2 : f16
  vector.print %mulf2 : f16
  %divf2 = arith.divf %a2, %b2 : f16
  vector.print %divf2 : f16
  %remf2 = arith.remf %a2, %b2 : f16
  vector.print %remf2 : f16
  %maximumf2 = arith.maximumf %a2, %b2 : f16
  vector.print %maximumf2 : f16
  %minimumf2 = arith.minimumf %a2, %b2 : f16
  vector.print %minimumf2 : f16
  %maxnumf2 = arith.maxnumf %a2, %b2 : f16
  vector.print %maxnumf2 : f16
  %minnumf2 = arith.minnumf %a2, %b2 : f16
  vector.print %minnumf2 : f16
  %neg2 = arith.negf %a2 : f16
  vector.print %neg2 : f16
  %a3 = arith.constant 0.1 : f16
  %b3 = arith.constant 0.2 : f16
  %addf3 = arith.addf %a3, %b3 : f16
  vector.print %addf3 : f16
  %subf3 = arith.subf %a3, %b3 : f16
  vector.print %subf3 : f16
  %mulf3 = arith.mulf %a3, %b3 : f16
  vector.print %mulf3 : f16
  %divf3 = arith.divf %a3, %b3 : f16
  vector.print %divf3 : f16
  %remf3 = arith.remf %a3, %b3 : f16
  vector.print %remf3 : f16
  %maximumf3 = arith.maximumf %a3, %b3 : f16
  vector.print %maximumf3 : f16
  %minimumf3 = arith.minimumf %a3, %b3 : f16
  vector.print %minimumf3 : f16
  %maxnumf3 = arith.maxnumf %a3, %b3 : f16
  vector.print %maxnumf3 : f16
  %minnumf3 = arith.minnumf %a3, %b3 : f16
  vector.print %minnumf3 : f16
  %neg3 = arith.negf %a3 : f16
  vector.print %neg3 : f16
  %a4 = arith.constant -0.0 : f16
  %b4 = arith.constant 0.0 : f16
  %addf4 = arith.addf %a4, %b4 : f16
  vector.print %addf4 : f16
  %subf4 = arith.subf %a4, %b4 : f16
  vector.print %subf4 : f16
  %mulf4 = arith.mulf %a4, %b4 : f16
  vector.print %mulf4 : f16
  %divf4 = arith.divf %a4, %b4 : f16
  vector.print %divf4 : f16
  %remf4 = arith.remf %a4, %b4 : f16
  vector.print %remf4 : f16
  %maximumf4 = arith.maximumf %a4, %b4 : f16
  vector.print %maximumf4 : f16
  %minimumf4 = arith.minimumf %a4, %b4 : f16
  vector.print %minimumf4 : f16
  %maxnumf4 = arith.maxnumf %a4, %b4 : f16
  vector.print %maxnumf4 : f16
  %minnumf4 = arith.minnumf %a4, %b4 : f16
  vector.print %minnumf4 : f16
  %neg4 = arith.negf %a4 : f16
  vector.print %neg4 : f16
  %a5 = arith.constant 65504.0 : f16
  %b5 = arith.constant 2.0 : f16
  %addf5 = arith.addf %a5, %b5 : f16
  vector.print %addf5 : f16
  %subf5 = arith.subf %a5, %b5 : f16
  vector.print %subf5 : f16
  %mulf5 = arith.mulf %a5, %b5 : f16
  vector.print %mulf5 : f16
  %divf5 = arith.divf %a5, %b5 : f16
  vector.print %divf5 : f16
  %remf5 = arith.remf %a5, %b5 : f16
  vector.print %remf5 : f16
  %maximumf5 = arith.maximumf %a5, %b5 : f16
  vector.print %maximumf5 : f16
  %minimumf5 = arith.minimumf %a5, %b5 : f16
  vector.print %minimumf5 : f16
  %maxnumf5 = arith.maxnumf %a5, %b5 : f16
  vector.print %maxnumf5 : f16
  %minnumf5 = arith.minnumf %a5, %b5 : f16
  vector.print %minnumf5 : f16
  %neg5 = arith.negf %a5 : f16
  vector.print %neg5 : f16
  return
}
