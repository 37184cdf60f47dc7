/* type_equal and attr_equal across two modules.  Within one module the
 * parser interns types, so equal types are one pointer; across modules
 * (two parses of one text) every comparison takes the structural path.
 * Each argument type of @f in module A must equal its twin in module B and
 * differ from every other argument type of B.  Prints "ok N" or the first
 * failing pair; exit 0 or 1.  Built and run by tests/test_unit_c.py. */
#include "../../parser/parse.h"
#include <stdio.h>
#include <string.h>

static const char TEXT[] =
    "#m1 = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 floordiv 2, d1 mod 3 + s0, d0 ceildiv 5 - 1)>\n"
    "#m2 = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 floordiv 2, d1 mod 3 + s0, d0 ceildiv 5 - 2)>\n"
    "func.func private @f(i1, i32, si32, ui32, index, f16, bf16, f32, f64, none,\n"
    "    vector<4xf32>, vector<[4]xf32>, vector<4x[8]xf32>, tensor<?x4xf32>, tensor<*xf32>,\n"
    "    memref<4x?xf32>, memref<4xf32, 1>, memref<4xf32, 2>, memref<*xf32, 1>, memref<*xf32>,\n"
    "    memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[2], offset: 3>>,\n"
    "    memref<4x4xf32, #m1>, memref<4x4xf32, #m2>, memref<4xf32, \"space\">, memref<4xf32, true>,\n"
    "    memref<4xf32, 1.5 : f32>, memref<4xf32, [1, \"a\", unit]>, memref<4xf32, {k = 7 : i64}>,\n"
    "    memref<4xf32, @sym::@nested>, memref<4xf32, dense<[1, 2]> : tensor<2xi32>>,\n"
    "    memref<4xf32, array<i64: 1, 2>>, memref<4xf32, 99999999999999999999999 : i128>,\n"
    "    memref<4xf32, i64>, memref<4xf32, #test.space<x>>,\n"
    "    tuple<i32, f32>, tuple<i32>, complex<f32>, complex<f64>, (i32) -> f32, (i32, f32) -> (),\n"
    "    !llvm.ptr, !llvm.ptr<1>)\n";

static const Type *const *arg_types(const Module *m, int *n) {
    const Op *f = m->op->regions[0].blocks[0]->ops[0];
    for (int i = 0; i < f->nprops; i++)
        if (strcmp(f->props[i].name, "function_type") == 0) {
            const Type *ft = f->props[i].value->type;
            *n = ft->func.nin;
            return (const Type *const *)ft->func.in;
        }
    *n = 0;
    return NULL;
}

int main(void) {
    SourceFile src = {"type_equality", TEXT, sizeof TEXT - 1, false};
    Diag *err = NULL;
    Module *a = parse_module(&src, TEXT, TEXT + sizeof TEXT - 1, 1, &err);
    Module *b = a ? parse_module(&src, TEXT, TEXT + sizeof TEXT - 1, 1, &err) : NULL;
    if (!a || !b) {
        diag_print(stdout, err);
        return 1;
    }
    int na, nb, checked = 0, structural = 0, bad = 0;
    const Type *const *ta = arg_types(a, &na), *const *tb = arg_types(b, &nb);
    if (!ta || na != nb || na < 40) {
        printf("unexpected signature: %d and %d arguments\n", na, nb);
        return 1;
    }
    for (int i = 0; i < na && !bad; i++)
        for (int j = 0; j < nb && !bad; j++, checked++) {
            structural += i == j && ta[i] != tb[j];   /* scalars may be shared singletons */
            if (type_equal(ta[i], tb[j]) != (i == j)) {
                printf("type_equal(argument %d of A, argument %d of B) is %s\n", i, j, i == j ? "false" : "true");
                bad = 1;
            }
        }
    module_free(a);
    module_free(b);
    if (!bad && structural < 25) {
        printf("only %d types compared structurally (the test would prove little)\n", structural);
        bad = 1;
    }
    if (!bad) printf("ok %d pairs, %d equal pairs compared structurally\n", checked, structural);
    return bad;
}
