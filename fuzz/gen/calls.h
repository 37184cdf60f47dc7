/* The callee builder: a private function taking memrefs and index
 * arguments, written while the caller waits, then called. */
#ifndef GEN_CALLS_H
#define GEN_CALLS_H
#include "gen.h"

#define MAX_PARAMS 24

typedef struct {
    Fn *caller, *callee;
    char name[NAME_LEN];
    int pass[MAX_PARAMS];
    int np;
    char ptypes[MAX_PARAMS][256];
    char args[MAX_PARAMS][NAME_LEN];
    const Val *idx[8];
    int nidx;
} CallSite;

/* Starts callee 'name' with the caller's buffers pass[] (the one at index
 * keep_static keeps its static type) and index values idx[] as arguments;
 * the generator then writes into the callee. */
void call_open(Gen *g, CallSite *cs, const char *name, const int *pass, int np, const Val *const *idx, int nidx,
               int keep_static);
/* Symbols for the dynamic sizes of the memref arguments. */
void call_dims(Gen *g, CallSite *cs);
/* Prints, deallocates and returns (perhaps one element of the first
 * argument), then writes the call in the caller. */
void call_close(Gen *g, CallSite *cs, bool want_ret);

#endif
