// conformance/arith_float/binops_bf16: written by tools/gen-engine-programs.py
func.func @main() {
  %a0 = arith.constant 1.5 : bf16
  %b0 = arith.constant 0.25 : bf16
  %addf0 = arith.addf %a0, %b0 : bf16
  vector.print %addf0 : bf16
  %subf0 = arith.subf %a0, %b0 : bf16
  vector.print %subf0 : bf16
  %mulf0 = arith.mulf %a0, %b0 : bf16
  vector.print %mulf0 : bf16
  %divf0 = arith.divf %a0, %b0 : bf16
  vector.print %divf0 : bf16
  %remf0 = arith.remf %a0, %b0 : bf16
  vector.print %remf0 : bf16
  %maximumf0 = arith.maximumf %a0, %b0 : bf16
  vector.print %maximumf0 : bf16
  %minimumf0 = arith.minimumf %a0, %b0 : bf16
  vector.print %minimumf0 : bf16
  %maxnumf0 = arith.maxnumf %a0, %b0 : bf16
  vector.print %maxnumf0 : bf16
  %minnumf0 = arith.minnumf %a0, %b0 : bf16
  vector.print %minnumf0 : bf16
  %neg0 = arith.negf %a0 : bf16
  vector.print %neg0 : bf16
  %a1 = arith.constant -3.0 : bf16
  %b1 = arith.constant 7.0 : bf16
  %addf1 = arith.addf %a1, %b1 : bf16
  vector.print %addf1 : bf16
  %subf1 = arith.subf %a1, %b1 : bf16
  vector.print %subf1 : bf16
  %mulf1 = arith.mulf %a1, %b1 : bf16
  vector.print %mulf1 : bf16
  %divf1 = arith.divf %a1, %b1 : bf16
  vector.print %divf1 : bf16
  %remf1 = arith.remf %a1, %b1 : bf16
  vector.print %remf1 : bf16
  %maximumf1 = arith.maximumf %a1, %b1 : bf16
  vector.print %maximumf1 : bf16
  %minimumf1 = arith.minimumf %a1, %b1 : bf16
  vector.print %minimumf1 : bf16
  %maxnumf1 = arith.maxnumf %a1, %b1 : bf16
  vector.print %maxnumf1 : bf16
  %minnumf1 = arith.minnumf %a1, %b1 : bf16
  vector.print %minnumf1 : bf16
  %neg1 = arith.negf %a1 : bf16
  vector.print %neg1 : bf16
  %a2 = arith.constant 1.0e+10 : bf16
  %b2 = arith.constant 3.0 : bf16
  %addf2 = arith.addf %a2, %b2 : bf16
  vector.print %addf2 : bf16
  %subf2 = arith.subf %a2, %b2 : bf16
  vector.print %subf2 : bf16
  %mulf2 = arith.mulf %a2, %b2 : bf16
  vector.print %mulf2 : bf16
  %divf2 = arith.divf %a2, %b2 : bf16
  vector.print %divf2 : bf16
  %remf2 = arith.remf %a2, %b2 : bf16
  vector.print %remf2 : bf16
  %maximumf2 = arith.maximumf %a2, %b2 : bf16
  vector.print %maximumf2 : bf16
  %minimumf2 = arith.minimumf %a2, %b2 : bf16
  vector.print %minimumf2 : bf16
  %maxnumf2 = arith.maxnumf %a2, %b2 : bf16
  vector.print %maxnumf2 : bf16
  %minnumf2 = arith.minnumf %a2, %b2 : bf16
  vector.print %minnumf2 : bf16
  %neg2 = arith.negf %a2 : bf16
  vector.print %neg2 : bf16
  %a3 = arith.constant 0.1 : bf16
  %b3 = arith.constant 0.2 : bf16
  %addf3 = arith.addf %a3, %b3 : bf16
  vector.print %addf3 : bf16
  %subf3 = arith.subf %a3, %b3 : bf16
  vector.print %subf3 : bf16
  %mulf3 = arith.mulf %a3, %b3 : bf16
  vector.print %mulf3 : bf16
  %divf3 = arith.divf %a3, %b3 : bf16
  vector.print %divf3 : bf16
  %remf3 = arith.remf %a3, %b3 : bf16
  vector.print %remf3 : bf16
  %maximumf3 = arith.maximumf %a3, %b3 : bf16
  vector.print %maximumf3 : bf16
  %minimumf3 = arith.minimumf %a3, %b3 : bf16
  vector.print %minimumf3 : bf16
  %maxnumf3 = arith.maxnumf %a3, %b3 : bf16
  vector.print %maxnumf3 : bf16
  %minnumf3 = arith.minnumf %a3, %b3 : bf16
  vector.print %minnumf3 : bf16
  %neg3 = arith.negf %a3 : bf16
  vector.print %neg3 : bf16
  %a4 = arith.constant -0.0 : bf16
  %b4 = arith.constant 0.0 : bf16
  %addf4 = arith.addf %a4, %b4 : bf16
  vector.print %addf4 : bf16
  %subf4 = arith.subf %a4, %b4 : bf16
  vector.print %subf4 : bf16
  %mulf4 = arith.mulf %a4, %b4 : bf16
  vector.print %mulf4 : bf16
  %divf4 = arith.divf %a4, %b4 : bf16
  vector.print %divf4 : bf16
  %remf4 = arith.remf %a4, %b4 : bf16
  vector.print %remf4 : bf16
  %maximumf4 = arith.maximumf %a4, %b4 : bf16
  vector.print %maximumf4 : bf16
  %minimumf4 = arith.minimumf %a4, %b4 : bf16
  vector.print %minimumf4 : bf16
  %maxnumf4 = arith.maxnumf %a4, %b4 : bf16
  vector.print %maxnumf4 : bf16
  %minnumf4 = arith.minnumf %a4, %b4 : bf16
  vector.print %minnumf4 : bf16
  %neg4 = arith.negf %a4 : bf16
  vector.print %neg4 : bf16
  %a5 = arith.constant 65504.0 : bf16
  %b5 = arith.constant 2.0 : bf16
  %addf5 = arith.addf %a5, %b5 : bf16
  vector.print %addf5 : bf16
  %subf5 = arith.subf %a5, %b5 : bf16
  vector.print %subf5 : bf16
  %mulf5 = arith.mulf %a5, %b5 : bf16
  vector.print %mulf5 : bf16
  %divf5 = arith.divf %a5, %b5 : bf16
  vector.print %divf5 : bf16
  %remf5 = arith.remf %a5, %b5 : bf16
  vector.print %remf5 : bf16
  %maximumf5 = arith.maximumf %a5, %b5 : bf16
  vector.print %maximumf5 : bf16
  %minimumf5 = arith.minimumf %a5, %b5 : bf16
  vector.print %minimumf5 : bf16
  %maxnumf5 = arith.maxnumf %a5, %b5 : bf16
  vector.print %maxnumf5 : bf16
  %minnumf5 = arith.minnumf %a5, %b5 : bf16
  vector.print %minnumf5 : bf16
  %neg5 = arith.negf %a5 : bf16
  vector.print %neg5 : bf16
  return
}
