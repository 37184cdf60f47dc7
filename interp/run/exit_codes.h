/* The exit codes of affine-interp (and the C API's statuses): 1 to 4 are
 * the classes of the diagnostics (DiagClass). */
#ifndef AI_EXIT_CODES_H
#define AI_EXIT_CODES_H
#include "../../parser/diag.h"

enum {
    EXIT_OK = 0,
    EXIT_USAGE = DIAG_CLASS_USAGE,         /* usage or I/O error */
    EXIT_REJECTED = DIAG_CLASS_REJECTED,   /* parse or verification error */
    EXIT_UB = DIAG_CLASS_UB,               /* undefined behaviour at run time */
    EXIT_LIMIT = DIAG_CLASS_LIMIT,         /* resource limit reached */
    EXIT_DIFFERENT = 5,    /* --compare: the programs behave differently */
    EXIT_INTERRUPTED = DIAG_CLASS_INTERRUPTED,   /* Ctrl-C during a run */
};
#endif
