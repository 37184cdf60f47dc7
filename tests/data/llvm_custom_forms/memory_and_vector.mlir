module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: i64, %arg2: i32, %arg3: vector<4xf32>, %arg4: vector<4xi1>, %arg5: vector<4x!llvm.ptr>, %arg6: f32, %arg7: vector<4xi32>, %arg8: i1, %arg9: !llvm.ptr) -> f32 {
    %0 = llvm.alloca %arg1 x f32 : (i64) -> !llvm.ptr
    %1 = llvm.alloca %arg1 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
    %2 = llvm.alloca inalloca %arg1 x !llvm.struct<(i32, f32)> : (i64) -> !llvm.ptr
    %3 = llvm.load %arg0 : !llvm.ptr -> f32
    %4 = llvm.load volatile %arg0 {alignment = 4 : i64, nontemporal} : !llvm.ptr -> f32
    %5 = llvm.load %arg0 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
    %6 = llvm.load %arg0 atomic syncscope("singlethread") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
    %7 = llvm.load %arg0 invariant : !llvm.ptr -> f32
    %8 = llvm.load %arg0 invariant_group : !llvm.ptr -> f32
    llvm.store %arg6, %arg0 : f32, !llvm.ptr
    llvm.store volatile %arg6, %arg0 {alignment = 4 : i64} : f32, !llvm.ptr
    llvm.store %arg2, %arg0 atomic release {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %arg2, %arg0 invariant_group : i32, !llvm.ptr
    %9 = llvm.mlir.zero : !llvm.ptr
    %10 = llvm.mlir.zero : !llvm.struct<(i32, f32)>
    %11 = llvm.mlir.undef : i32
    %12 = llvm.ptrtoint %arg0 : !llvm.ptr to i64
    %13 = llvm.inttoptr %arg1 : i64 to !llvm.ptr
    %14 = llvm.freeze %arg6 : f32
    %15 = llvm.shufflevector %arg3, %arg3 [0, 1, 2, 3, -1] : vector<4xf32> 
    %16 = llvm.intr.masked.load %arg0, %arg4, %arg3 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %17 = llvm.intr.masked.load %arg0, %arg4 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
    llvm.intr.masked.store %arg3, %arg0, %arg4 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
    %18 = llvm.intr.masked.gather %arg5, %arg4, %arg3 {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    llvm.intr.masked.scatter %arg3, %arg5, %arg4 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>
    %19 = "llvm.intr.masked.expandload"(%arg0, %arg4, %arg3) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    "llvm.intr.masked.compressstore"(%arg3, %arg0, %arg4) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
    "llvm.intr.memcpy"(%arg0, %arg0, %arg1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memmove"(%arg0, %arg0, %arg1) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %20 = llvm.mlir.constant(8 : i8) : i8
    "llvm.intr.memset"(%arg0, %20, %arg1) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    "llvm.intr.prefetch"(%arg0) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
    %21 = llvm.intr.stacksave : !llvm.ptr
    llvm.intr.stackrestore %21 : !llvm.ptr
    llvm.intr.lifetime.start %arg0 : !llvm.ptr
    llvm.intr.lifetime.end %arg0 : !llvm.ptr
    llvm.intr.assume %arg8 : i1
    %22 = "llvm.intr.vector.reduce.add"(%arg7) : (vector<4xi32>) -> i32
    %23 = "llvm.intr.vector.reduce.fadd"(%arg6, %arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    %24 = llvm.intr.vector.reduce.fmax(%arg3) : (vector<4xf32>) -> f32
    %25 = llvm.intr.vector.reduce.fmaximum(%arg3) : (vector<4xf32>) -> f32
    %26 = "llvm.intr.vector.reduce.fmul"(%arg6, %arg3) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
    %27 = llvm.intr.smin(%arg2, %arg2) : (i32, i32) -> i32
    %28 = llvm.intr.fabs(%arg6) : (f32) -> f32
    %29 = llvm.intr.fma(%arg6, %arg6, %arg6) : (f32, f32, f32) -> f32
    %30 = "llvm.intr.abs"(%arg2) <{is_int_min_poison = false}> : (i32) -> i32
    %31 = "llvm.intr.ctlz"(%arg2) <{is_zero_poison = true}> : (i32) -> i32
    %32 = llvm.intr.ctpop(%arg2) : (i32) -> i32
    %33 = llvm.intr.powi(%arg6, %arg2) : (f32, i32) -> f32
    %34 = llvm.intr.pow(%arg6, %arg6) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
    %35 = llvm.intr.copysign(%arg6, %arg6) : (f32, f32) -> f32
    %36 = llvm.intr.minimum(%arg3, %arg3) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %37 = llvm.call @f(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!llvm.ptr, i64, i32, vector<4xf32>, vector<4xi1>, vector<4x!llvm.ptr>, f32, vector<4xi32>, i1, !llvm.ptr) -> f32
    %38 = llvm.call @pf(%arg0, %arg2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    %39 = llvm.call %arg9(%arg2) : !llvm.ptr, (i32) -> i32
    %40 = llvm.call fastcc @g() {no_unwind} : () -> i32
    %41 = llvm.call tail @g() : () -> i32
    %42 = llvm.fadd %arg6, %arg6 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %43 = llvm.fadd %arg6, %arg6 : f32
    llvm.return %arg6 : f32
  }
  llvm.func @pf(!llvm.ptr, ...) -> i32
  llvm.func fastcc @g() -> i32
}

