/* The generator's own pseudo-random numbers: xoshiro256** seeded through
 * splitmix64, so a seed gives the same stream on every machine (never
 * rand(), never anything that depends on the C library). */
#ifndef GEN_RNG_H
#define GEN_RNG_H
#include <stdbool.h>
#include <stdint.h>

typedef struct {
    uint64_t s[4];
} Rng;

void rng_seed(Rng *r, uint64_t seed);
uint64_t rng_next(Rng *r);
/* Uniform in 0 .. n-1 (n > 0), by rejection: no modulo bias. */
uint64_t rng_below(Rng *r, uint64_t n);
/* Uniform in lo .. hi inclusive (lo <= hi). */
int64_t rng_range(Rng *r, int64_t lo, int64_t hi);
/* True with probability percent/100. */
bool rng_percent(Rng *r, int percent);
/* An index into weights[0..n-1] drawn in proportion to the weights (some > 0). */
int rng_weighted(Rng *r, const int *weights, int n);

#endif
