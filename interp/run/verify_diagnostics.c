/* --verify-diagnostics (see verify_diagnostics.h).  An expectation is a
 * comment of the form
 *     expected-(error|warning|note|remark)[-re] [@+N|@-N|@above|@below|@unknown] {{message}}
 * where the message runs from the first "{{" to the last "}}" of the line.
 * Without -re the message must occur in the diagnostic's text; with -re,
 * its {{...}} parts are POSIX extended regular expressions and the rest is
 * literal.  @above/@below name the nearest line above/below that carries
 * no expectation; no designator means the comment's own line. */
#include "verify_diagnostics.h"
#include <regex.h>
#include <stdlib.h>
#include <string.h>

typedef struct Expectation {
    DiagSeverity severity;
    int line;                 /* 0: @unknown */
    int comment_line, comment_col;
    char *text;               /* the message as written */
    bool is_regex;
    regex_t re;               /* compiled when is_regex */
    bool matched;
} Expectation;

typedef struct ExpectationList {
    Expectation *items;
    int n, cap;
    bool bad_regex;
} ExpectationList;

static const struct {
    const char *word;
    DiagSeverity severity;
} kinds[] = {{"error", DIAG_ERROR}, {"warning", DIAG_WARNING}, {"note", DIAG_NOTE}, {"remark", DIAG_REMARK}};

static Expectation *push(ExpectationList *l) {
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 16;
        Expectation *items = realloc(l->items, sizeof(Expectation) * (size_t)l->cap);
        if (!items) return NULL;
        l->items = items;
    }
    Expectation *e = &l->items[l->n++];
    memset(e, 0, sizeof *e);
    return e;
}

/* A regular expression from a -re message: {{...}} parts as they are, the
 * rest with every special character escaped. */
static char *regex_of(const char *msg) {
    size_t len = strlen(msg);
    char *out = malloc(2 * len + 1), *o = out;
    if (!out) return NULL;
    for (const char *p = msg; *p;) {
        if (p[0] == '{' && p[1] == '{') {
            const char *close = strstr(p + 2, "}}");
            if (close) {
                *o++ = '(';
                memcpy(o, p + 2, (size_t)(close - p - 2));
                o += close - p - 2;
                *o++ = ')';
                p = close + 2;
                continue;
            }
        }
        if (strchr(".[]{}()\\*+?|^$", *p)) *o++ = '\\';
        *o++ = *p++;
    }
    *o = 0;
    return out;
}

/* Parses the expectation starting at p ("expected-..."), on a line ending
 * at eol.  Returns false when the text there is not an expectation. */
static bool parse_expectation(ExpectationList *l, const char *p, const char *eol, int line, int col, int *pending_below,
                              int last_plain_line) {
    const char *q = p + strlen("expected-");
    DiagSeverity sev = DIAG_ERROR;
    size_t k;
    for (k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        size_t w = strlen(kinds[k].word);
        if ((size_t)(eol - q) >= w && memcmp(q, kinds[k].word, w) == 0) {
            sev = kinds[k].severity;
            q += w;
            break;
        }
    }
    if (k == sizeof kinds / sizeof kinds[0]) return false;
    bool is_re = false;
    if (eol - q >= 3 && memcmp(q, "-re", 3) == 0) {
        is_re = true;
        q += 3;
    }
    while (q < eol && *q == ' ') q++;
    int target = line;
    bool below = false;
    if (q < eol && *q == '@') {
        q++;
        if (q < eol && (*q == '+' || *q == '-')) {
            int sign = *q == '-' ? -1 : 1;
            q++;
            if (q >= eol || *q < '0' || *q > '9') return false;
            int n = 0;
            while (q < eol && *q >= '0' && *q <= '9') n = n * 10 + (*q++ - '0');
            target = line + sign * n;
        } else if (eol - q >= 5 && memcmp(q, "above", 5) == 0) {
            q += 5;
            target = last_plain_line;
        } else if (eol - q >= 5 && memcmp(q, "below", 5) == 0) {
            q += 5;
            below = true;
        } else if (eol - q >= 7 && memcmp(q, "unknown", 7) == 0) {
            q += 7;
            target = 0;
        } else {
            return false;
        }
    }
    while (q < eol && *q == ' ') q++;
    if (eol - q < 4 || q[0] != '{' || q[1] != '{') return false;
    /* the message ends at the last "}}" of the line */
    const char *close = NULL;
    for (const char *c = eol - 2; c >= q + 2; c--)
        if (c[0] == '}' && c[1] == '}') {
            close = c;
            break;
        }
    if (!close) return false;
    Expectation *e = push(l);
    if (!e) return false;
    e->severity = sev;
    e->line = target;
    e->comment_line = line;
    e->comment_col = col;
    size_t n = (size_t)(close - q - 2);
    e->text = malloc(n + 1);
    if (!e->text) return false;
    memcpy(e->text, q + 2, n);
    e->text[n] = 0;
    if (below) pending_below[0]++, e->line = -1;   /* resolved at the next plain line */
    if (is_re) {
        char *re = regex_of(e->text);
        if (!re || regcomp(&e->re, re, REG_EXTENDED | REG_NOSUB) != 0) {
            l->bad_regex = true;
            free(re);
            return true;
        }
        free(re);
        e->is_regex = true;
    }
    return true;
}

static void collect(ExpectationList *l, const char *begin, const char *end, int first_line) {
    int line = first_line;
    int last_plain_line = first_line;
    int pending_below = 0;
    for (const char *bol = begin; bol < end;) {
        const char *eol = memchr(bol, '\n', (size_t)(end - bol));
        if (!eol) eol = end;
        bool designator = false;
        for (const char *p = bol; p + 9 <= eol; p++)
            if (memcmp(p, "expected-", 9) == 0 &&
                parse_expectation(l, p, eol, line, (int)(p - bol) + 1, &pending_below, last_plain_line)) {
                designator = true;
                break;
            }
        if (!designator) {
            if (pending_below)
                for (int i = 0; i < l->n; i++)
                    if (l->items[i].line == -1) l->items[i].line = line;
            pending_below = 0;
            last_plain_line = line;
        }
        line++;
        bol = eol + 1;
    }
}

static bool text_matches(const Expectation *e, const char *message) {
    if (e->is_regex) return regexec(&e->re, message, 0, NULL, 0) == 0;
    return strstr(message, e->text) != NULL;
}

/* Marks the expectation a diagnostic meets; reports it when none does. */
static bool check_one(FILE *err, ExpectationList *l, const Diag *d) {
    int line = loc_known(d->loc) ? d->loc.line : 0;
    const char *msg = d->message ? d->message : "";
    for (int i = 0; i < l->n; i++) {
        Expectation *e = &l->items[i];
        if (!e->matched && e->severity == d->severity && e->line == line && text_matches(e, msg)) {
            e->matched = true;
            return true;
        }
    }
    Diag report = *d;
    report.severity = DIAG_ERROR;
    size_t n = strlen(msg) + 64;
    report.message = malloc(n);
    if (report.message) snprintf(report.message, n, "unexpected %s: %s", diag_severity_name(d->severity), msg);
    report.notes = NULL;
    diag_print(err, &report);
    free(report.message);
    return false;
}

bool verify_diagnostics(FILE *err, const SourceFile *src, const char *begin, const char *end, int first_line,
                        const Diag *const *produced, int nlists) {
    ExpectationList l = {0};
    collect(&l, begin, end, first_line);
    bool ok = !l.bad_regex;
    if (l.bad_regex) fprintf(err, "%s: error: invalid regular expression in an expected-*-re comment\n", src->name);
    for (int k = 0; k < nlists; k++)
        for (const Diag *d = produced[k]; d; d = d->next) {
            ok &= check_one(err, &l, d);
            /* help lines have no place to expect them at (MLIR has none): not checked */
            for (const Diag *nt = d->notes; nt; nt = nt->next)
                if (nt->severity != DIAG_HELP) ok &= check_one(err, &l, nt);
        }
    for (int i = 0; i < l.n; i++) {
        Expectation *e = &l.items[i];
        if (!e->matched) {
            fprintf(err, "%s:%d:%d: error: expected %s \"%s\" was not produced\n", src->name, e->comment_line,
                    e->comment_col, diag_severity_name(e->severity), e->text);
            ok = false;
        }
        if (e->is_regex) regfree(&e->re);
        free(e->text);
    }
    free(l.items);
    return ok;
}
