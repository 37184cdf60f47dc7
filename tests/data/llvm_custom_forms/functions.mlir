llvm.func @a(i32, ...) -> i32
llvm.func internal @b(%x: i32) -> i32 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
  llvm.return %x : i32
}
llvm.func @c(...) 
llvm.func extern_weak hidden unnamed_addr fastcc @d() attributes {passthrough = ["nounwind"]}
llvm.func @e(%x: i32 {llvm.noundef}) -> (i32 {llvm.noundef}) {
  llvm.return %x : i32
}
llvm.func @f() -> !llvm.struct<(i32, ptr)>
llvm.func @g() -> vector<4xf32> attributes {sym_visibility="private"}
llvm.func linkonce_odr local_unnamed_addr @h() {
  llvm.return
}
llvm.func protected @k(!llvm.ptr, i64) attributes {llvm.emit_c_interface, no_unwind}
