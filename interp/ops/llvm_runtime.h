/* The runtime functions a lowered program calls through llvm.call on
 * LLVM pointers: malloc, aligned_alloc, free and the printMemref family
 * reading descriptors from memory (llvm_runtime.c).  ops_func.c's call
 * preparation hands such calls here. */
#ifndef AI_LLVM_RUNTIME_H
#define AI_LLVM_RUNTIME_H
#include "../engine/load.h"

/* Binds a call of declaration f (f->runtime set) made with LLVM values. */
bool prep_llvm_runtime_call(LoadCtx *lc, Node *n, const Function *f);
#endif
