// conformance/arith_int/extended_ops: arith.addui_extended, arith.mulsi_extended
// and arith.mului_extended on edge values of several widths and on a
// vector; the expected output is mlir-runner-22's.
func.func @main() {
  %a0 = arith.constant 0 : i8
  %b0 = arith.constant 0 : i8
  %s0, %c0 = arith.addui_extended %a0, %b0 : i8, i1
  vector.print %s0 : i8
  vector.print %c0 : i1
  %l0, %h0 = arith.mulsi_extended %a0, %b0 : i8
  vector.print %l0 : i8
  vector.print %h0 : i8
  %ul0, %uh0 = arith.mului_extended %a0, %b0 : i8
  vector.print %ul0 : i8
  vector.print %uh0 : i8
  %a1 = arith.constant 127 : i8
  %b1 = arith.constant 1 : i8
  %s1, %c1 = arith.addui_extended %a1, %b1 : i8, i1
  vector.print %s1 : i8
  vector.print %c1 : i1
  %l1, %h1 = arith.mulsi_extended %a1, %b1 : i8
  vector.print %l1 : i8
  vector.print %h1 : i8
  %ul1, %uh1 = arith.mului_extended %a1, %b1 : i8
  vector.print %ul1 : i8
  vector.print %uh1 : i8
  %a2 = arith.constant -1 : i8
  %b2 = arith.constant -1 : i8
  %s2, %c2 = arith.addui_extended %a2, %b2 : i8, i1
  vector.print %s2 : i8
  vector.print %c2 : i1
  %l2, %h2 = arith.mulsi_extended %a2, %b2 : i8
  vector.print %l2 : i8
  vector.print %h2 : i8
  %ul2, %uh2 = arith.mului_extended %a2, %b2 : i8
  vector.print %ul2 : i8
  vector.print %uh2 : i8
  %a3 = arith.constant -128 : i8
  %b3 = arith.constant -1 : i8
  %s3, %c3 = arith.addui_extended %a3, %b3 : i8, i1
  vector.print %s3 : i8
  vector.print %c3 : i1
  %l3, %h3 = arith.mulsi_extended %a3, %b3 : i8
  vector.print %l3 : i8
  vector.print %h3 : i8
  %ul3, %uh3 = arith.mului_extended %a3, %b3 : i8
  vector.print %ul3 : i8
  vector.print %uh3 : i8
  %a4 = arith.constant 100 : i8
  %b4 = arith.constant -56 : i8
  %s4, %c4 = arith.addui_extended %a4, %b4 : i8, i1
  vector.print %s4 : i8
  vector.print %c4 : i1
  %l4, %h4 = arith.mulsi_extended %a4, %b4 : i8
  vector.print %l4 : i8
  vector.print %h4 : i8
  %ul4, %uh4 = arith.mului_extended %a4, %b4 : i8
  vector.print %ul4 : i8
  vector.print %uh4 : i8
  %a5 = arith.constant -128 : i8
  %b5 = arith.constant -128 : i8
  %s5, %c5 = arith.addui_extended %a5, %b5 : i8, i1
  vector.print %s5 : i8
  vector.print %c5 : i1
  %l5, %h5 = arith.mulsi_extended %a5, %b5 : i8
  vector.print %l5 : i8
  vector.print %h5 : i8
  %ul5, %uh5 = arith.mului_extended %a5, %b5 : i8
  vector.print %ul5 : i8
  vector.print %uh5 : i8
  %a6 = arith.constant 32767 : i16
  %b6 = arith.constant 32767 : i16
  %s6, %c6 = arith.addui_extended %a6, %b6 : i16, i1
  vector.print %s6 : i16
  vector.print %c6 : i1
  %l6, %h6 = arith.mulsi_extended %a6, %b6 : i16
  vector.print %l6 : i16
  vector.print %h6 : i16
  %ul6, %uh6 = arith.mului_extended %a6, %b6 : i16
  vector.print %ul6 : i16
  vector.print %uh6 : i16
  %a7 = arith.constant -1 : i16
  %b7 = arith.constant 2 : i16
  %s7, %c7 = arith.addui_extended %a7, %b7 : i16, i1
  vector.print %s7 : i16
  vector.print %c7 : i1
  %l7, %h7 = arith.mulsi_extended %a7, %b7 : i16
  vector.print %l7 : i16
  vector.print %h7 : i16
  %ul7, %uh7 = arith.mului_extended %a7, %b7 : i16
  vector.print %ul7 : i16
  vector.print %uh7 : i16
  %a8 = arith.constant -32768 : i16
  %b8 = arith.constant -32768 : i16
  %s8, %c8 = arith.addui_extended %a8, %b8 : i16, i1
  vector.print %s8 : i16
  vector.print %c8 : i1
  %l8, %h8 = arith.mulsi_extended %a8, %b8 : i16
  vector.print %l8 : i16
  vector.print %h8 : i16
  %ul8, %uh8 = arith.mului_extended %a8, %b8 : i16
  vector.print %ul8 : i16
  vector.print %uh8 : i16
  %a9 = arith.constant 1234 : i16
  %b9 = arith.constant -5678 : i16
  %s9, %c9 = arith.addui_extended %a9, %b9 : i16, i1
  vector.print %s9 : i16
  vector.print %c9 : i1
  %l9, %h9 = arith.mulsi_extended %a9, %b9 : i16
  vector.print %l9 : i16
  vector.print %h9 : i16
  %ul9, %uh9 = arith.mului_extended %a9, %b9 : i16
  vector.print %ul9 : i16
  vector.print %uh9 : i16
  %a10 = arith.constant 2147483647 : i32
  %b10 = arith.constant 2 : i32
  %s10, %c10 = arith.addui_extended %a10, %b10 : i32, i1
  vector.print %s10 : i32
  vector.print %c10 : i1
  %l10, %h10 = arith.mulsi_extended %a10, %b10 : i32
  vector.print %l10 : i32
  vector.print %h10 : i32
  %ul10, %uh10 = arith.mului_extended %a10, %b10 : i32
  vector.print %ul10 : i32
  vector.print %uh10 : i32
  %a11 = arith.constant -1 : i32
  %b11 = arith.constant -1 : i32
  %s11, %c11 = arith.addui_extended %a11, %b11 : i32, i1
  vector.print %s11 : i32
  vector.print %c11 : i1
  %l11, %h11 = arith.mulsi_extended %a11, %b11 : i32
  vector.print %l11 : i32
  vector.print %h11 : i32
  %ul11, %uh11 = arith.mului_extended %a11, %b11 : i32
  vector.print %ul11 : i32
  vector.print %uh11 : i32
  %a12 = arith.constant -2147483648 : i32
  %b12 = arith.constant -1 : i32
  %s12, %c12 = arith.addui_extended %a12, %b12 : i32, i1
  vector.print %s12 : i32
  vector.print %c12 : i1
  %l12, %h12 = arith.mulsi_extended %a12, %b12 : i32
  vector.print %l12 : i32
  vector.print %h12 : i32
  %ul12, %uh12 = arith.mului_extended %a12, %b12 : i32
  vector.print %ul12 : i32
  vector.print %uh12 : i32
  %a13 = arith.constant 65536 : i32
  %b13 = arith.constant 65536 : i32
  %s13, %c13 = arith.addui_extended %a13, %b13 : i32, i1
  vector.print %s13 : i32
  vector.print %c13 : i1
  %l13, %h13 = arith.mulsi_extended %a13, %b13 : i32
  vector.print %l13 : i32
  vector.print %h13 : i32
  %ul13, %uh13 = arith.mului_extended %a13, %b13 : i32
  vector.print %ul13 : i32
  vector.print %uh13 : i32
  %a14 = arith.constant 9223372036854775807 : i64
  %b14 = arith.constant 2 : i64
  %s14, %c14 = arith.addui_extended %a14, %b14 : i64, i1
  vector.print %s14 : i64
  vector.print %c14 : i1
  %l14, %h14 = arith.mulsi_extended %a14, %b14 : i64
  vector.print %l14 : i64
  vector.print %h14 : i64
  %ul14, %uh14 = arith.mului_extended %a14, %b14 : i64
  vector.print %ul14 : i64
  vector.print %uh14 : i64
  %a15 = arith.constant -1 : i64
  %b15 = arith.constant -1 : i64
  %s15, %c15 = arith.addui_extended %a15, %b15 : i64, i1
  vector.print %s15 : i64
  vector.print %c15 : i1
  %l15, %h15 = arith.mulsi_extended %a15, %b15 : i64
  vector.print %l15 : i64
  vector.print %h15 : i64
  %ul15, %uh15 = arith.mului_extended %a15, %b15 : i64
  vector.print %ul15 : i64
  vector.print %uh15 : i64
  %a16 = arith.constant -9223372036854775808 : i64
  %b16 = arith.constant -9223372036854775808 : i64
  %s16, %c16 = arith.addui_extended %a16, %b16 : i64, i1
  vector.print %s16 : i64
  vector.print %c16 : i1
  %l16, %h16 = arith.mulsi_extended %a16, %b16 : i64
  vector.print %l16 : i64
  vector.print %h16 : i64
  %ul16, %uh16 = arith.mului_extended %a16, %b16 : i64
  vector.print %ul16 : i64
  vector.print %uh16 : i64
  %a17 = arith.constant 4294967296 : i64
  %b17 = arith.constant 4294967296 : i64
  %s17, %c17 = arith.addui_extended %a17, %b17 : i64, i1
  vector.print %s17 : i64
  vector.print %c17 : i1
  %l17, %h17 = arith.mulsi_extended %a17, %b17 : i64
  vector.print %l17 : i64
  vector.print %h17 : i64
  %ul17, %uh17 = arith.mului_extended %a17, %b17 : i64
  vector.print %ul17 : i64
  vector.print %uh17 : i64
  %a18 = arith.constant -3 : i64
  %b18 = arith.constant 7 : i64
  %s18, %c18 = arith.addui_extended %a18, %b18 : i64, i1
  vector.print %s18 : i64
  vector.print %c18 : i1
  %l18, %h18 = arith.mulsi_extended %a18, %b18 : i64
  vector.print %l18 : i64
  vector.print %h18 : i64
  %ul18, %uh18 = arith.mului_extended %a18, %b18 : i64
  vector.print %ul18 : i64
  vector.print %uh18 : i64
  %a19 = arith.constant 3 : i3
  %b19 = arith.constant 3 : i3
  %s19, %c19 = arith.addui_extended %a19, %b19 : i3, i1
  vector.print %s19 : i3
  vector.print %c19 : i1
  %l19, %h19 = arith.mulsi_extended %a19, %b19 : i3
  vector.print %l19 : i3
  vector.print %h19 : i3
  %ul19, %uh19 = arith.mului_extended %a19, %b19 : i3
  vector.print %ul19 : i3
  vector.print %uh19 : i3
  %a20 = arith.constant -4 : i3
  %b20 = arith.constant -1 : i3
  %s20, %c20 = arith.addui_extended %a20, %b20 : i3, i1
  vector.print %s20 : i3
  vector.print %c20 : i1
  %l20, %h20 = arith.mulsi_extended %a20, %b20 : i3
  vector.print %l20 : i3
  vector.print %h20 : i3
  %ul20, %uh20 = arith.mului_extended %a20, %b20 : i3
  vector.print %ul20 : i3
  vector.print %uh20 : i3
  %a21 = arith.constant 2 : i3
  %b21 = arith.constant -2 : i3
  %s21, %c21 = arith.addui_extended %a21, %b21 : i3, i1
  vector.print %s21 : i3
  vector.print %c21 : i1
  %l21, %h21 = arith.mulsi_extended %a21, %b21 : i3
  vector.print %l21 : i3
  vector.print %h21 : i3
  %ul21, %uh21 = arith.mului_extended %a21, %b21 : i3
  vector.print %ul21 : i3
  vector.print %uh21 : i3
  %va = arith.constant dense<[-1, 2147483647, -2147483648, 7]> : vector<4xi32>
  %vb = arith.constant dense<[-1, 2147483647, 3, -9]> : vector<4xi32>
  %vs, %vc = arith.addui_extended %va, %vb : vector<4xi32>, vector<4xi1>
  vector.print %vs : vector<4xi32>
  vector.print %vc : vector<4xi1>
  %vl, %vh = arith.mulsi_extended %va, %vb : vector<4xi32>
  vector.print %vl : vector<4xi32>
  vector.print %vh : vector<4xi32>
  %vul, %vuh = arith.mului_extended %va, %vb : vector<4xi32>
  vector.print %vul : vector<4xi32>
  vector.print %vuh : vector<4xi32>
  return
}
