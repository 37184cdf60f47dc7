/* The feature set of swarm testing (Groce et al. 2012): each seed first
 * draws which features are on, then builds its program from those alone. */
#ifndef GEN_FEATURES_H
#define GEN_FEATURES_H
#include <stdbool.h>
#include <stddef.h>
#include "rng.h"
#include "textbuf.h"

typedef enum {
    FEAT_NESTS,          /* core */
    FEAT_F64,
    FEAT_I32,
    FEAT_I64,
    FEAT_INDEX_ELEMS,
    FEAT_APPLY,
    FEAT_MIN_MAX,
    FEAT_MINMAX_BOUNDS,
    FEAT_IF,
    FEAT_ITER_ARGS,
    FEAT_PARALLEL,
    FEAT_INDEX_OPS,
    FEAT_VECTOR,
    FEAT_PREFETCH,
    FEAT_DMA,
    FEAT_DMA_PIPELINE,
    FEAT_SEMI_AFFINE,
    FEAT_SYMBOLS,
    FEAT_DYNAMIC,
    FEAT_CALLS,
    FEAT_LAYOUTS,
    FEAT_VIEWS,
    FEAT_CONTRACTION,
    FEAT_PRODUCER_CONSUMER,
    FEAT_STENCIL,
    FEAT_SMALL_TRIPS,
    FEAT_SCALREP,
    FEAT_LICM,
    FEAT_INT_ARITH,
    FEAT_ALLOCA,
    /* drawn after the others: a seed's classic features stay as they were */
    FEAT_NESTED_CONTROL,
    FEAT_ODD_LOOPS,
    FEAT_CARRIED_KINDS,
    FEAT_NARROW_TYPES,
    FEAT_MATH_OPS,
    FEAT_LOOP_CALLS,
    FEAT_MIXED_DIALECTS,
    FEAT_COUNT
} FeatureId;

/* The features before the first added by issue 30: the kernel choice of a
 * seed draws over these alone, the later ones run after it. */
#define FEAT_CLASSIC_COUNT FEAT_NESTED_CONTROL

typedef struct {
    const char *name;
    const char *desc;
    bool core;    /* always on */
    int percent;  /* chance of being drawn when not core */
} FeatureInfo;

extern const FeatureInfo feature_info[FEAT_COUNT];

typedef struct {
    bool on[FEAT_COUNT];
} FeatureSet;

/* Draws a swarm subset: core features on, each other on with its chance. */
void features_draw(Rng *r, FeatureSet *fs);
/* Parses "a,b,c" into exactly that set plus the core; 0 on success, else -1
 * with a message in err. */
int features_parse(const char *list, FeatureSet *fs, char *err, size_t errlen);
/* "a,b,c" in table order. */
void features_format(const FeatureSet *fs, TextBuf *out);

#endif
