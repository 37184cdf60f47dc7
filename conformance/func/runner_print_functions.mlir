// conformance/func/runner_print_functions: every kind of print function the runner libraries export:
// unranked and ranked (_mlir_ciface_printMemref2dF32) headers, printMemrefShape*, i8 elements as
// characters, f16 and i16 through their C-interface forms.
func.func private @printMemrefShapeF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefShapeI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI8(memref<*xi8>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI16(memref<*xi16>) attributes { llvm.emit_c_interface }
func.func private @printMemref1dI8(memref<?xi8>) attributes { llvm.emit_c_interface }
func.func private @printMemref2dF32(memref<?x?xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF16(memref<*xf16>) attributes { llvm.emit_c_interface }
func.func @main() {
  %m = memref.alloc() : memref<2x3xf32>
  %c = arith.constant 1.5 : f32
  affine.for %i = 0 to 2 { affine.for %j = 0 to 3 { affine.store %c, %m[%i, %j] : memref<2x3xf32> } }
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefShapeF32(%u) : (memref<*xf32>) -> ()
  %z = memref.alloc() : memref<0xi32>
  %zu = memref.cast %z : memref<0xi32> to memref<*xi32>
  call @printMemrefShapeI32(%zu) : (memref<*xi32>) -> ()
  %b = memref.alloc() : memref<4xi8>
  %c65 = arith.constant 65 : i8
  %c10 = arith.constant 33 : i8
  affine.store %c65, %b[0] : memref<4xi8>
  affine.store %c10, %b[1] : memref<4xi8>
  affine.store %c65, %b[2] : memref<4xi8>
  affine.store %c65, %b[3] : memref<4xi8>
  %bu = memref.cast %b : memref<4xi8> to memref<*xi8>
  call @printMemrefI8(%bu) : (memref<*xi8>) -> ()
  %bd = memref.cast %b : memref<4xi8> to memref<?xi8>
  call @printMemref1dI8(%bd) : (memref<?xi8>) -> ()
  %md = memref.cast %m : memref<2x3xf32> to memref<?x?xf32>
  call @printMemref2dF32(%md) : (memref<?x?xf32>) -> ()
  %h = memref.alloc() : memref<2xf16>
  %hc = arith.constant 0.1 : f16
  affine.store %hc, %h[0] : memref<2xf16>
  affine.store %hc, %h[1] : memref<2xf16>
  %hu = memref.cast %h : memref<2xf16> to memref<*xf16>
  call @printMemrefF16(%hu) : (memref<*xf16>) -> ()
  %s = memref.alloc() : memref<2xi16>
  %sc = arith.constant -300 : i16
  affine.store %sc, %s[0] : memref<2xi16>
  affine.store %sc, %s[1] : memref<2xi16>
  %su = memref.cast %s : memref<2xi16> to memref<*xi16>
  call @printMemrefI16(%su) : (memref<*xi16>) -> ()
  memref.dealloc %m : memref<2x3xf32>
  memref.dealloc %z : memref<0xi32>
  memref.dealloc %b : memref<4xi8>
  memref.dealloc %h : memref<2xf16>
  memref.dealloc %s : memref<2xi16>
  return
}
