// MLIR-BUG: invalid-output
// PASS: -finalize-memref-to-llvm
// ROOT-CAUSE: DeallocOpLowering::matchAndRewrite: the alloc lowering calls @malloc (!llvm.ptr) and casts the result with llvm.addrspacecast to !llvm.ptr<N>, the descriptor's pointer type for a memref in memory space N; the dealloc lowering passes the descriptor's allocated pointer, still !llvm.ptr<N>, straight to @free, declared (!llvm.ptr), without the cast back to address space 0, so the llvm.call fails the verifier
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 91000044 (issue 31's finalize-memref-to-llvm configuration, after the steps of -test-lower-to-llvm before it): 506 occurrences over 128 programs, every program with a memref in a memory space that it deallocates
// MATCH: {"class": "invalid-output", "kind": "message", "message": "'llvm.call' op operand type mismatch for operand N: '!llvm.ptr<N>' != '!llvm.ptr'", "op": null, "pass": "finalize-memref-to-llvm"}
// EXPECT-SOURCE: spec
// The program itself is fine (affine-interp and MLIR's own verifier accept
// it; it prints 1.5); after the pass, -verify-each stops at the dealloc's
// llvm.call @free.  memref.alloca in a memory space lowers fine (no free).
func.func @main() {
  %a = memref.alloc() : memref<4xf32, 1>
  %c = arith.constant 1.5 : f32
  %i = arith.constant 0 : index
  memref.store %c, %a[%i] : memref<4xf32, 1>
  %v = memref.load %a[%i] : memref<4xf32, 1>
  vector.print %v : f32
  memref.dealloc %a : memref<4xf32, 1>
  return
}
