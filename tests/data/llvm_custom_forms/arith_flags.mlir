module {
  llvm.func @f(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: i1, %arg4: vector<4xf32>) {
    %0 = llvm.add %arg0, %arg1 overflow<nsw> : i32
    %1 = llvm.sdiv exact %arg0, %arg1 : i32
    %2 = llvm.or disjoint %arg0, %arg1 : i32
    %3 = llvm.zext nneg %arg0 : i32 to i64
    %4 = llvm.trunc %arg0 overflow<nuw> : i32 to i8
    %5 = llvm.fadd %arg2, %arg2 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %6 = llvm.fcmp "oeq" %arg2, %arg2 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %7 = llvm.select %arg3, %arg2, %arg2 {fastmathFlags = #llvm.fastmath<nsz>} : i1, f32
    %8 = llvm.fneg %arg2 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %9 = llvm.uitofp nneg %arg0 : i32 to f32
    %10 = llvm.shl %arg0, %arg1 overflow<nsw, nuw> : i32
    %11 = llvm.sitofp %arg0 : i32 to f32
    llvm.return
  }
}

