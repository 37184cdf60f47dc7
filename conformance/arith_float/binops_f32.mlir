// conformance/arith_float/binops_f32: written by tools/gen-engine-programs.py
func.func @main() {
  %a0 = arith.constant 1.5 : f32
  %b0 = arith.constant 0.25 : f32
  %addf0 = arith.addf %a0, %b0 : f32
  vector.print %addf0 : f32
  %subf0 = arith.subf %a0, %b0 : f32
  vector.print %subf0 : f32
  %mulf0 = arith.mulf %a0, %b0 : f32
  vector.print %mulf0 : f32
  %divf0 = arith.divf %a0, %b0 : f32
  vector.print %divf0 : f32
  %remf0 = arith.remf %a0, %b0 : f32
  vector.print %remf0 : f32
  %maximumf0 = arith.maximumf %a0, %b0 : f32
  vector.print %maximumf0 : f32
  %minimumf0 = arith.minimumf %a0, %b0 : f32
  vector.print %minimumf0 : f32
  %maxnumf0 = arith.maxnumf %a0, %b0 : f32
  vector.print %maxnumf0 : f32
  %minnumf0 = arith.minnumf %a0, %b0 : f32
  vector.print %minnumf0 : f32
  %neg0 = arith.negf %a0 : f32
  vector.print %neg0 : f32
  %a1 = arith.constant -3.0 : f32
  %b1 = arith.constant 7.0 : f32
  %addf1 = arith.addf %a1, %b1 : f32
  vector.print %addf1 : f32
  %subf1 = arith.subf %a1, %b1 : f32
  vector.print %subf1 : f32
  %mulf1 = arith.mulf %a1, %b1 : f32
  vector.print %mulf1 : f32
  %divf1 = arith.divf %a1, %b1 : f32
  vector.print %divf1 : f32
  %remf1 = arith.remf %a1, %b1 : f32
  vector.print %remf1 : f32
  %maximumf1 = arith.maximumf %a1, %b1 : f32
  vector.print %maximumf1 : f32
  %minimumf1 = arith.minimumf %a1, %b1 : f32
  vector.print %minimumf1 : f32
  %maxnumf1 = arith.maxnumf %a1, %b1 : f32
  vector.print %maxnumf1 : f32
  %minnumf1 = arith.minnumf %a1, %b1 : f32
  vector.print %minnumf1 : f32
  %neg1 = arith.negf %a1 : f32
  vector.print %neg1 : f32
  %a2 = arith.constant 1.0e+10 : f32
  %b2 = arith.constant 3.0 : f32
  %addf2 = arith.addf %a2, %b2 : f32
  vector.print %addf2 : f32
  %subf2 = arith.subf %a2, %b2 : f32
  vector.print %subf2 : f32
  %mulf2 = arith.mulf %a2, %b2 : f32
  vector.print %mulf2 : f32
  %divf2 = arith.divf %a2, %b2 : f32
  vector.print %divf2 : f32
  %remf2 = arith.remf %a2, %b2 : f32
  vector.print %remf2 : f32
  %maximumf2 = arith.maximumf %a2, %b2 : f32
  vector.print %maximumf2 : f32
  %minimumf2 = arith.minimumf %a2, %b2 : f32
  vector.print %minimumf2 : f32
  %maxnumf2 = arith.maxnumf %a2, %b2 : f32
  vector.print %maxnumf2 : f32
  %minnumf2 = arith.minnumf %a2, %b2 : f32
  vector.print %minnumf2 : f32
  %neg2 = arith.negf %a2 : f32
  vector.print %neg2 : f32
  %a3 = arith.constant 0.1 : f32
  %b3 = arith.constant 0.2 : f32
  %addf3 = arith.addf %a3, %b3 : f32
  vector.print %addf3 : f32
  %subf3 = arith.subf %a3, %b3 : f32
  vector.print %subf3 : f32
  %mulf3 = arith.mulf %a3, %b3 : f32
  vector.print %mulf3 : f32
  %divf3 = arith.divf %a3, %b3 : f32
  vector.print %divf3 : f32
  %remf3 = arith.remf %a3, %b3 : f32
  vector.print %remf3 : f32
  %maximumf3 = arith.maximumf %a3, %b3 : f32
  vector.print %maximumf3 : f32
  %minimumf3 = arith.minimumf %a3, %b3 : f32
  vector.print %minimumf3 : f32
  %maxnumf3 = arith.maxnumf %a3, %b3 : f32
  vector.print %maxnumf3 : f32
  %minnumf3 = arith.minnumf %a3, %b3 : f32
  vector.print %minnumf3 : f32
  %neg3 = arith.negf %a3 : f32
  vector.print %neg3 : f32
  %a4 = arith.constant -0.0 : f32
  %b4 = arith.constant 0.0 : f32
  %addf4 = arith.addf %a4, %b4 : f32
  vector.print %addf4 : f32
  %subf4 = arith.subf %a4, %b4 : f32
  vector.print %subf4 : f32
  %mulf4 = arith.mulf %a4, %b4 : f32
  vector.print %mulf4 : f32
  %divf4 = arith.divf %a4, %b4 : f32
  vector.print %divf4 : f32
  %remf4 = arith.remf %a4, %b4 : f32
  vector.print %remf4 : f32
  %maximumf4 = arith.maximumf %a4, %b4 : f32
  vector.print %maximumf4 : f32
  %minimumf4 = arith.minimumf %a4, %b4 : f32
  vector.print %minimumf4 : f32
  %maxnumf4 = arith.maxnumf %a4, %b4 : f32
  vector.print %maxnumf4 : f32
  %minnumf4 = arith.minnumf %a4, %b4 : f32
  vector.print %minnumf4 : f32
  %neg4 = arith.negf %a4 : f32
  vector.print %neg4 : f32
  %a5 = arith.constant 65504.0 : f32
  %b5 = arith.constant 2.0 : f32
  %addf5 = arith.addf %a5, %b5 : f32
  vector.print %addf5 : f32
  %subf5 = arith.subf %a5, %b5 : f32
  vector.print %subf5 : f32
  %mulf5 = arith.mulf %a5, %b5 : f32
  vector.print %mulf5 : f32
  %divf5 = arith.divf %a5, %b5 : f32
  vector.print %divf5 : f32
  %remf5 = arith.remf %a5, %b5 : f32
  vector.print %remf5 : f32
  %maximumf5 = arith.maximumf %a5, %b5 : f32
  vector.print %maximumf5 : f32
  %minimumf5 = arith.minimumf %a5, %b5 : f32
  vector.print %minimumf5 : f32
  %maxnumf5 = arith.maxnumf %a5, %b5 : f32
  vector.print %maxnumf5 : f32
  %minnumf5 = arith.minnumf %a5, %b5 : f32
  vector.print %minnumf5 : f32
  %neg5 = arith.negf %a5 : f32
  vector.print %neg5 : f32
  return
}
