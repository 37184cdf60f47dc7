/* See llvm_layout.h. */
#include "llvm_layout.h"
#include "../../parser/llvm_type.h"
#include <stdio.h>
#include <string.h>

enum { MAX_LEAVES = 1 << 16 };

/* The kind of a scalar type's text: iN, the floats, ptr (64 bits). */
static bool text_kind(LlvmTypeText t, ScalarKind *k) {
    static const struct { const char *name; uint8_t cls, width; } floats[] = {
        {"f16", SK_F16, 16}, {"bf16", SK_BF16, 16}, {"f32", SK_F32, 32}, {"f64", SK_F64, 64}};
    *k = (ScalarKind){SK_INT, 64, 8, 0};
    if (llvm_type_is_pointer(t)) return true;
    for (size_t i = 0; i < sizeof floats / sizeof *floats; i++)
        if ((size_t)t.len == strlen(floats[i].name) && memcmp(t.text, floats[i].name, (size_t)t.len) == 0) {
            *k = (ScalarKind){floats[i].cls, floats[i].width, (uint8_t)(floats[i].width / 8), 0};
            return true;
        }
    int bits = llvm_type_scalar_bits(t);
    if (t.text[0] != 'i' || bits < 1 || bits > 64) return false;   /* index counts as i64 */
    int bytes = 1;
    while (bytes * 8 < bits) bytes *= 2;
    *k = (ScalarKind){SK_INT, (uint8_t)bits, (uint8_t)bytes, 0};
    return true;
}

typedef struct Builder {
    MemLeaf *leaves;   /* NULL: count only */
    int n;
} Builder;

static bool add_leaves(Builder *b, LlvmTypeText t, int64_t offset, int *slot) {
    int64_t lanes, size, align;
    LlvmTypeText elem;
    ScalarKind k;
    if (llvm_type_vector(t, &lanes, &elem) || llvm_type_aggregate_member(t, 0, &elem) >= 0) {
        if (!llvm_type_bytes(t, &size, &align)) return false;
        for (int64_t i = 0;; i++) {
            int64_t at;
            if (llvm_type_vector(t, &lanes, &elem)) {
                if (i == lanes) return true;
                int64_t es, ea;
                if (!llvm_type_bytes(elem, &es, &ea)) return false;
                at = i * es;
            } else {
                int r = llvm_type_aggregate_member(t, i, &elem);
                if (r <= 0) return r == 0;
                if (!llvm_type_member_offset(t, i, &elem, &at)) return false;
            }
            if (!add_leaves(b, elem, offset + at, slot)) return false;
        }
    }
    if (!text_kind(t, &k) || b->n >= MAX_LEAVES) return false;
    if (b->leaves) b->leaves[b->n] = (MemLeaf){*slot, k, offset};
    b->n++;
    (*slot)++;
    return true;
}

/* The text of a builtin type as LLVM's names it (scalars and vectors of
 * them), written into buf. */
static bool builtin_text(const Type *t, char *buf, size_t cap, LlvmTypeText *out) {
    const Type *e = type_element(t);
    ScalarKind k = scalar_kind_of(e);
    const char *name = k.cls == SK_F16 ? "f16" : k.cls == SK_BF16 ? "bf16" : k.cls == SK_F32 ? "f32" : k.cls == SK_F64 ? "f64" : NULL;
    char scalar[16];
    if (!name) {
        if (k.cls != SK_INT && k.cls != SK_INDEX) return false;
        snprintf(scalar, sizeof scalar, "i%d", k.width);
        name = scalar;
    }
    int len = t->kind == TY_VECTOR ? snprintf(buf, cap, "vector<%lldx%s>", (long long)type_lanes(t), name)
                                   : snprintf(buf, cap, "%s", name);
    *out = (LlvmTypeText){buf, len};
    return len > 0 && (size_t)len < cap;
}

static bool type_text(const Type *t, char *buf, size_t cap, LlvmTypeText *out) {
    if (t->kind == TY_OPAQUE) {
        *out = llvm_type_text(t->opaque);
        return true;
    }
    return (t->kind == TY_INTEGER || t->kind == TY_FLOAT || t->kind == TY_INDEX ||
            (t->kind == TY_VECTOR && t->shaped.rank >= 1)) && builtin_text(t, buf, cap, out);
}

bool llvm_layout_size(const Type *t, int64_t *size, int64_t *align) {
    char buf[64];
    LlvmTypeText text;
    return type_text(t, buf, sizeof buf, &text) && llvm_type_bytes(text, size, align);
}

bool llvm_layout_of(Arena *a, const Type *t, MemLayout *out) {
    char buf[64];
    LlvmTypeText text;
    if (!type_text(t, buf, sizeof buf, &text) || !llvm_type_bytes(text, &out->size, &out->align)) return false;
    Builder count = {NULL, 0};
    int slot = 0;
    if (!add_leaves(&count, text, 0, &slot)) return false;
    Builder fill = {arena_alloc(a, sizeof(MemLeaf) * (size_t)(count.n + 1)), 0};
    slot = 0;
    add_leaves(&fill, text, 0, &slot);
    out->nleaves = fill.n;
    out->leaves = fill.leaves;
    return true;
}
