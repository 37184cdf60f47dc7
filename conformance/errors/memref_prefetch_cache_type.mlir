// memref.prefetch with a cache type neither data nor instr: at the op's name.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 6:3 cache type has to be 'data' or 'instr'
func.func @main(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  memref.prefetch %m[%c0], read, locality<3>, dta : memref<4xf32>
  return
}
