/* NumPy .npy files (format versions 1.0 to 3.0, C order, little-endian):
 * memref arguments read from them (--args a.npy) and memref arguments and
 * results written to them (--out DIR).
 *
 * dtypes: f32 '<f4', f64 '<f8', f16 '<f2', bf16 '<u2' (its bit patterns:
 * NumPy has no bfloat16), i1 '|b1', other integers the smallest of
 * '|i1' '<i2' '<i4' '<i8' that holds them ('u' for unsigned types; a signed
 * type also reads the same-size 'u' dtype), index '<i8'. */
#ifndef AI_NPY_H
#define AI_NPY_H
#include <stdio.h>
#include <stdbool.h>
#include "../../semantics/scalar.h"
#include "../../semantics/memref.h"

/* The dtype string of an element kind. */
const char *npy_descr(ScalarKind k);

/* A parsed file: its shape, and its data as raw little-endian elements. */
typedef struct NpyArray {
    char descr[16];
    int rank;
    int64_t shape[MEMREF_MAX_RANK];
    int64_t nelems;
    size_t elem_bytes;
    unsigned char *data;    /* malloc'ed */
} NpyArray;

/* Reads path; false with a message in err. */
bool npy_read(const char *path, NpyArray *out, char *err, size_t errlen);
/* Stores the array's elements into buf (row-major), converting from its
 * dtype to k; false (with err) when the dtype does not fit k or a value
 * does not fit k's width. */
bool npy_to_buffer(const NpyArray *a, ScalarKind k, unsigned char *buf, char *err, size_t errlen);
void npy_free(NpyArray *a);

/* Writes n lanes of kind k with the given shape (a memref's elements, a
 * vector's lanes, or one scalar with rank 0). */
bool npy_write_slots(const char *path, const Slot *lanes, int rank, const int64_t *shape, ScalarKind k);
/* Writes the elements of a memref view in row-major order. */
bool npy_write_view(const char *path, MemrefView v, ScalarKind k);
#endif
