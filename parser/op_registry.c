/* The op registry's tables (see op_registry.h): the only place that
 * compares op names. */
#include "op_registry.h"
#include <string.h>

typedef struct OpInfo {
    const char *name;
    OpDialect dialect;
    int flags;
} OpInfo;

#define AI_OP_INFO(dialect, code, name, flags) {name, DIALECT_##dialect, flags},
static const OpInfo infos[OP_COUNT] = {
    {"<unregistered>", DIALECT_NONE, 0},
    AI_OPS(AI_OP_INFO)
};
#undef AI_OP_INFO

static int compare_name(const char *name, int len, const char *entry) {
    int c = strncmp(name, entry, (size_t)len);
    if (c) return c;
    return entry[len] ? -1 : 0;
}

OpCode op_code_of(const char *name, int len) {
    int lo = 1, hi = OP_COUNT - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        int c = compare_name(name, len, infos[mid].name);
        if (c == 0) return (OpCode)mid;
        if (c < 0) hi = mid - 1;
        else lo = mid + 1;
    }
    return OP_UNREGISTERED;
}

const char *op_code_name(OpCode code) { return infos[code].name; }

#define AI_LEGACY_INFO(legacy, code) {legacy, OP_##code},
static const struct {
    const char *name;
    OpCode code;
} legacy_names[] = {AI_LEGACY_OPS(AI_LEGACY_INFO)};
#undef AI_LEGACY_INFO

OpCode op_code_of_legacy(const char *name, int len) {
    for (size_t i = 0; i < sizeof legacy_names / sizeof *legacy_names; i++)
        if (compare_name(name, len, legacy_names[i].name) == 0) return legacy_names[i].code;
    return OP_UNREGISTERED;
}

OpDialect op_code_dialect(OpCode code) { return infos[code].dialect; }

bool op_code_is_terminator(OpCode code) { return infos[code].flags & OPF_TERMINATOR; }

bool op_code_is_isolated(OpCode code) { return infos[code].flags & OPF_ISOLATED; }

int op_code_region_count(OpCode code) {
    return infos[code].flags & OPF_ONE_REGION ? 1 : infos[code].flags & OPF_TWO_REGIONS ? 2 : -1;
}

static const struct {
    const char *prefix;
    OpDialect dialect;
} dialects[] = {
    {"affine", DIALECT_AFFINE}, {"arith", DIALECT_ARITH}, {"builtin", DIALECT_BUILTIN}, {"cf", DIALECT_CF},
    {"func", DIALECT_FUNC},     {"math", DIALECT_MATH},   {"memref", DIALECT_MEMREF},   {"scf", DIALECT_SCF},
    {"ub", DIALECT_UB},         {"vector", DIALECT_VECTOR}, {"async", DIALECT_ASYNC},   {"gpu", DIALECT_GPU},
    {"index", DIALECT_INDEX}, {"linalg", DIALECT_LINALG}, {"llvm", DIALECT_LLVM},   {"omp", DIALECT_OMP},         {"tensor", DIALECT_TENSOR},
};

OpDialect op_dialect_of_name(const char *name, int len) {
    const char *dot = memchr(name, '.', (size_t)len);
    int dl = dot ? (int)(dot - name) : len;
    for (size_t i = 0; i < sizeof dialects / sizeof *dialects; i++)
        if ((int)strlen(dialects[i].prefix) == dl && memcmp(name, dialects[i].prefix, (size_t)dl) == 0)
            return dialects[i].dialect;
    return DIALECT_NONE;
}

bool op_dialect_in_scope(OpDialect d) { return d >= DIALECT_AFFINE && d <= DIALECT_VECTOR; }
