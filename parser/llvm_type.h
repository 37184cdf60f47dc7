/* The LLVM dialect's value types, read from the text the parser keeps for
 * them (an opaque type: "!llvm.struct<(i1, i64)>", "!llvm.array<4 x f32>",
 * "!llvm.ptr"), and how affine-interp lays a value of one out in frame
 * slots: one slot per scalar or pointer, a vector lane by lane, structs
 * and arrays flattened member after member. */
#ifndef AI_LLVM_TYPE_H
#define AI_LLVM_TYPE_H
#include <stdbool.h>
#include <stdint.h>

/* A type's text, without the "!llvm." prefix where it had one. */
typedef struct LlvmTypeText {
    const char *text;
    int len;
} LlvmTypeText;

LlvmTypeText llvm_type_text(const char *opaque);
/* Slots a value of the type takes; -1 for a type not laid out (a named or
 * opaque struct, a type this reader does not know). */
int llvm_type_slots(LlvmTypeText t);
/* Member `index` of a struct or an array: its type and first slot; false
 * when t has no such member. */
bool llvm_type_member(LlvmTypeText t, int64_t index, LlvmTypeText *member, int *slot);
/* Member `index` of a struct (literal, packed or not) or an array,
 * without laying anything out: 1 and *member when it exists, 0 when index
 * is out of bounds, -1 when t is not such an aggregate. */
int llvm_type_aggregate_member(LlvmTypeText t, int64_t index, LlvmTypeText *member);
/* Whether t (without "!llvm.") names an LLVM dialect type rather than a
 * builtin one: MLIR prints the former with the "!llvm." prefix. */
bool llvm_type_is_dialect_type(LlvmTypeText t);
/* Whether t is a pointer type (ptr, ptr<N>). */
bool llvm_type_is_pointer(LlvmTypeText t);
/* The bytes a value of the type takes in memory and its alignment, as
 * LLVM's default x86-64 data layout gives them (integers and floats their
 * size rounded up to a power of two, pointers 8, structs with natural
 * padding); false for a type without a layout here. */
bool llvm_type_bytes(LlvmTypeText t, int64_t *size, int64_t *align);
/* Member `index` of a struct or an array in bytes: its type and offset. */
bool llvm_type_member_offset(LlvmTypeText t, int64_t index, LlvmTypeText *member, int64_t *offset);
/* A vector type, builtin (`vector<2x4xf32>`: 8 lanes) or LLVM's
 * (`vec<4 x ptr>`): its lanes and their type. */
bool llvm_type_vector(LlvmTypeText t, int64_t *lanes, LlvmTypeText *elem);
/* An LLVM function type `func<R (A, B, ...)>`: its result's text (`void`
 * for none) and its arguments' list, the text between the parentheses
 * (read item by item with llvm_type_list_item); false for another text. */
bool llvm_type_function(LlvmTypeText t, LlvmTypeText *result, LlvmTypeText *args);
/* Item `index` of a comma-separated list of types (nesting kept whole),
 * without surrounding spaces or an "!llvm." prefix, possibly empty; false
 * past the end. */
bool llvm_type_list_item(LlvmTypeText list, int64_t index, LlvmTypeText *item);
/* A scalar's bits (iN, f16, bf16, f32, f64; index as 64), or 0. */
int llvm_type_scalar_bits(LlvmTypeText t);
#endif
