/* How values of each type sit in frame slots (value_slots.h). */
#include "value_slots.h"
#include "../../parser/llvm_type.h"

int type_lanes(const Type *t) {
    if (t->kind != TY_VECTOR) return 1;
    int64_t n = 1;
    for (int i = 0; i < t->shaped.rank; i++) n *= t->shaped.dims[i];
    return (int)n;
}

int value_width(const Type *t) {
    if (t->kind == TY_MEMREF || t->kind == TY_UNRANKED_MEMREF) return memref_slots_for_type(t);
    if (t->kind == TY_OPAQUE) {   /* an LLVM struct or array: its members' slots (parser/llvm_type.h) */
        int w = llvm_type_slots(llvm_type_text(t->opaque));
        return w > 0 ? w : 1;
    }
    return type_lanes(t);
}
