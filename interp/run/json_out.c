/* See json_out.h. */
#include "json_out.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

void json_string(FILE *out, const char *s, size_t n) {
    fputc('"', out);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') fprintf(out, "\\%c", c);
        else if (c == '\n') fputs("\\n", out);
        else if (c == '\t') fputs("\\t", out);
        else if (c < 0x20) fprintf(out, "\\u%04x", c);
        else fputc(c, out);
    }
    fputc('"', out);
}

void json_cstring(FILE *out, const char *s) {
    if (s) json_string(out, s, strlen(s));
    else fputs("null", out);
}

void json_double(FILE *out, double v) {
    if (isnan(v) || isinf(v)) fputs("null", out);
    else fprintf(out, "%.17g", v);
}

const char *diag_ub_kind(const Diag *d, char *buf, size_t len) {
    static const char prefix[] = "undefined behaviour [";
    if (!d || !d->message || strncmp(d->message, prefix, sizeof prefix - 1) != 0) return NULL;
    const char *kind = d->message + sizeof prefix - 1;
    size_t n = strcspn(kind, "]");
    if (kind[n] != ']' || n == 0 || n >= len) return NULL;
    memcpy(buf, kind, n);
    buf[n] = 0;
    return buf;
}

/* The op of the region tree under op whose op-name token is at loc. */
static const Op *op_at(const Op *op, Loc loc) {
    if (op->loc.line == loc.line && op->loc.col == loc.col) return op;
    for (int r = 0; r < op->nregions; r++)
        for (int b = 0; b < op->regions[r].nblocks; b++) {
            const Block *block = op->regions[r].blocks[b];
            for (int i = 0; i < block->nops; i++) {
                const Op *found = op_at(block->ops[i], loc);
                if (found) return found;
            }
        }
    return NULL;
}

const char *diag_op_name(const Diag *d, const Module *m, char *buf, size_t len) {
    if (!d || !loc_known(d->loc)) return NULL;
    const Op *op = m && m->op ? op_at(m->op, d->loc) : NULL;
    if (op && op->name && strlen(op->name) < len) return strcpy(buf, op->name);
    const char *msg = d->message;   /* "'func.return' op has 1 operands, ..." */
    if (!msg || msg[0] != '\'') return NULL;
    size_t n = strcspn(msg + 1, "'");
    if (msg[1 + n] != '\'' || strncmp(msg + 2 + n, " op", 3) != 0 || n == 0 || n >= len) return NULL;
    memcpy(buf, msg + 1, n);
    buf[n] = 0;
    return buf;
}

void json_diag_members(FILE *out, const Diag *d, const Module *m, const char *file_fallback) {
    char kind[32], op[128];
    if (!d) {
        fputs("\"file\": null, \"line\": null, \"col\": null, \"message\": null, \"ub_kind\": null, \"op\": null", out);
        return;
    }
    fputs("\"file\": ", out);
    json_cstring(out, d->file ? d->file->name : file_fallback);
    if (loc_known(d->loc)) fprintf(out, ", \"line\": %d, \"col\": %d", d->loc.line, d->loc.col);
    else fputs(", \"line\": null, \"col\": null", out);
    fputs(", \"message\": ", out);
    json_cstring(out, d->message ? d->message : "out of memory");
    fputs(", \"ub_kind\": ", out);
    json_cstring(out, diag_ub_kind(d, kind, sizeof kind));
    fputs(", \"op\": ", out);
    json_cstring(out, diag_op_name(d, m, op, sizeof op));
}

void json_diag(FILE *out, const Diag *d, const Module *m, const char *file_fallback) {
    if (!d) {
        fputs("null", out);
        return;
    }
    fputc('{', out);
    json_diag_members(out, d, m, file_fallback);
    fputc('}', out);
}

void json_run_error(FILE *out, const Diag *d, const Module *m, const char *file_fallback, int exit_code,
                    const char *printed, size_t printed_len) {
    fputs("{\"error\": {", out);
    json_diag_members(out, d, m, file_fallback);
    fprintf(out, ", \"exit\": %d}, \"printed\": ", exit_code);
    json_string(out, printed ? printed : "", printed ? printed_len : 0);
    fputs("}\n", out);
}
