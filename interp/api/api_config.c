/* The C API's run options (affine_interp.h): a RunConfig of its own
 * (run_config.h), set field by field; the command line's Options are not
 * involved. */
#include "api.h"
#include <stdlib.h>
#include <string.h>

ai_config *ai_config_new(void) {
    ai_config *c = calloc(1, sizeof *c);
    if (!c) return NULL;
    c->run.entry = "main";
    c->observe_args = 1;
    return c;
}

void ai_config_free(ai_config *c) {
    if (!c) return;
    for (int i = 0; i < c->run.ncapacities; i++) free(c->spaces[i]);
    free(c);
}

void ai_config_set_max_steps(ai_config *c, long long steps) { c->run.max_steps = steps > 0 ? steps : 0; }
void ai_config_set_max_memory(ai_config *c, long long bytes) { c->run.max_memory = bytes > 0 ? bytes : 0; }
void ai_config_set_max_call_depth(ai_config *c, int depth) { c->run.max_call_depth = depth > 0 ? depth : 0; }
void ai_config_set_uninit_strict(ai_config *c, int strict) { c->run.uninit_strict = strict != 0; }
void ai_config_set_leaks_error(ai_config *c, int error) { c->run.leaks_error = error != 0; }
void ai_config_set_observe_args(ai_config *c, int observe) { c->observe_args = observe != 0; }
void ai_config_set_interrupt(ai_config *c, const volatile sig_atomic_t *flag) { c->run.interrupt = flag; }

/* The AI_CHECK_* bits are the UbFamily bits, in --check's order
 * (ub_families.def: a family added there without its bit fails here). */
#define UB_FAMILY(ID, NAME, WHAT) _Static_assert(AI_CHECK_##ID == 1u << UB_##ID, "AI_CHECK_" #ID " follows UbFamily");
#include "../core/ub_families.def"
_Static_assert(AI_CHECK_ALL == (1u << UB_FAMILY_COUNT) - 1, "AI_CHECK_ALL is every family");
_Static_assert(API_MAX_SPACES == sizeof ((RunConfig *)0)->capacities / sizeof ((RunConfig *)0)->capacities[0],
               "one owned name per --mem-space-capacity slot");

void ai_config_set_checks(ai_config *c, unsigned checks) {
    c->run.checks_given = true;
    c->run.checks = checks & AI_CHECK_ALL;
}

void ai_config_set_dma(ai_config *c, ai_dma_policy policy, unsigned long long seed) {
    /* RunConfig.dma_policy counts as --dma names them: at-wait 0, eager 1, random 2 */
    c->run.dma_policy = policy == AI_DMA_RANDOM ? 2 : policy == AI_DMA_EAGER ? 1 : 0;
    c->run.dma_seed = seed;
}

int ai_config_set_mem_space_capacity(ai_config *c, const char *space, long long bytes) {
    int n = c->run.ncapacities;
    if (n == API_MAX_SPACES || bytes < 0 || !(c->spaces[n] = strdup(space))) return AI_USAGE;
    c->run.capacities[n].space = c->spaces[n];
    c->run.capacities[n].space_len = (int)strlen(space);
    c->run.capacities[n].bytes = bytes;
    c->run.ncapacities++;
    return AI_OK;
}
