/* Splits the input into chunks (--split-input-file, on "// -----" as
 * mlir-opt does), parses each, then prints it or runs it. */
#include "driver.h"
#include "../parser/parse.h"
#include "../semantics/verify_structure.h"
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static const char split_marker[] = "// -----";

static int line_of(const SourceFile *src, const char *p) {
    int line = 1;
    for (const char *c = src->text; c < p; c++)
        if (*c == '\n') line++;
    return line;
}

static int process_chunk(const Options *o, const SourceFile *src, const char *begin, const char *end, int line) {
    Diag *err = NULL;
    Module *m = parse_module(src, begin, end, line, &err);
    if (!m) {
        diag_print(stderr, err);
        diag_free(err);
        return EXIT_REJECTED;
    }
    int rc = EXIT_OK;
    err = verify_structure(m);
    if (err) {
        diag_print(stderr, err);
        diag_free(err);
        module_free(m);
        return EXIT_REJECTED;
    }
    if (o->print_generic) {
        print_module_generic(stdout, m);
    } else {
        fprintf(stderr, "%s: error: running functions is not available in this build; use --print-generic\n",
                src->name);
        rc = EXIT_USAGE;
    }
    module_free(m);
    return rc;
}

int driver_run(const Options *o, const SourceFile *src) {
    const char *text = src->text, *end = src->text + src->len;
    if (!o->split_input_file) return process_chunk(o, src, text, end, 1);
    int worst = EXIT_OK;
    const char *begin = text;
    int line = 1;
    bool first = true;
    for (;;) {
        const char *sep = NULL;
        for (const char *c = begin; c + sizeof split_marker - 1 <= end; c++)
            if (memcmp(c, split_marker, sizeof split_marker - 1) == 0) {
                sep = c;
                break;
            }
        const char *chunk_end = sep ? sep : end;
        if (!first && o->print_generic) fputs("// -----\n", stdout);
        first = false;
        fflush(stdout);
        int rc = process_chunk(o, src, begin, chunk_end, line);
        fflush(stdout);
        if (rc > worst) worst = rc;
        if (!sep) break;
        begin = sep + sizeof split_marker - 1;
        line = line_of(src, begin);
    }
    return worst;
}
