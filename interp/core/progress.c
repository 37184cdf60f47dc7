/* See progress.h. */
#include "progress.h"
#include <time.h>

static int64_t now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

void progress_start(Progress *p, FILE *out, int delay_ms) {
    p->out = out;
    p->width = 0;
    p->next_ns = now_ns() + (int64_t)delay_ms * 1000000;
}

void progress_poll(Progress *p, int64_t steps, const Op *at) {
    int64_t t = now_ns();
    if (t < p->next_ns) return;
    p->next_ns = t + (int64_t)PROGRESS_REFRESH_MS * 1000000;
    char line[160];
    int n = snprintf(line, sizeof line, "affine-interp: %lld steps, at '%s' %d:%d", (long long)steps,
                     at && at->name ? at->name : "?", at ? at->loc.line : 0, at ? at->loc.col : 0);
    if (n >= (int)sizeof line) n = (int)sizeof line - 1;
    /* pad over a longer previous line rather than clear: one write, no flicker */
    fprintf(p->out, "\r%s%*s", line, p->width > n ? p->width - n : 0, "");
    fflush(p->out);
    if (n > p->width) p->width = n;
}

void progress_end(Progress *p) {
    if (!p->width) return;
    fprintf(p->out, "\r%*s\r", p->width, "");
    fflush(p->out);
    p->width = 0;
}
