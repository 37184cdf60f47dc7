/* The C API's modules (affine_interp.h): read, parse, verify and load
 * once, as the command does for one input (chunk.h, load.h). */
#include "api.h"
#include "../run/chunk.h"
#include "../engine/load.h"
#include "../run/source_read.h"
#include "../../parser/parse.h"
#include <stdlib.h>
#include <string.h>

char *api_text(ApiPrinter print, const void *what) {
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    if (!out) return NULL;
    print(out, what);
    if (fclose(out) != 0) {
        free(text);
        return NULL;
    }
    return text;
}

static void print_diag(FILE *out, const void *d) { diag_print(out, d); }

/* Takes the failure err (class AI_REJECTED unless it says otherwise). */
static ai_module *module_failed(ai_module *m, Diag *err) {
    m->status = err && err->cls != DIAG_CLASS_NONE ? (int)err->cls : AI_REJECTED;
    free(m->diagnostics);
    m->diagnostics = err ? api_text(print_diag, err) : strdup("");
    diag_free(err);
    return m;
}

/* Parses, verifies and loads m->src. */
static ai_module *module_load_source(ai_module *m) {
    Chunk c;
    chunk_first(&m->src, false, &c);
    Diag *err = NULL;
    m->module = chunk_parse(&m->src, &c, false, &err);
    if (!m->module) return module_failed(m, err);
    m->prog = program_load(m->module, &err);
    if (!m->prog) return module_failed(m, err);
    return m;
}

static ai_module *module_new(const char *name) {
    ai_module *m = calloc(1, sizeof *m);
    if (!m) return NULL;
    m->diagnostics = strdup("");
    m->src.name = strdup(name ? name : "<text>");
    if (!m->diagnostics || !m->src.name) {
        ai_module_free(m);
        return NULL;
    }
    return m;
}

ai_module *ai_module_load_file(const char *path) {
    ai_module *m = module_new(path);
    if (!m) return NULL;
    SourceFile read;
    Diag *err = source_read_copy(path, &read);
    if (err) return module_failed(m, err);
    m->src.text = read.text;
    m->src.len = read.len;
    if (strcmp(path, "-") == 0) {   /* diagnostics name it "<stdin>" */
        free((char *)m->src.name);
        m->src.name = strdup(read.name);
        if (!m->src.name) return module_failed(m, diag_usage("affine-interp", "out of memory"));
    }
    return module_load_source(m);
}

ai_module *ai_module_load_text(const char *text, size_t len, const char *name) {
    ai_module *m = module_new(name);
    if (!m) return NULL;
    char *copy = malloc(len + 1);
    if (!copy) return module_failed(m, diag_usage("affine-interp", "out of memory"));
    memcpy(copy, text, len);
    copy[len] = 0;
    m->src.text = copy;
    m->src.len = len;
    return module_load_source(m);
}

int ai_module_status(const ai_module *m) { return m ? m->status : AI_USAGE; }

const char *ai_module_diagnostics(const ai_module *m) {
    return m && m->diagnostics ? m->diagnostics : "affine-interp: error: out of memory\n";
}

void ai_module_print_generic(const ai_module *m, FILE *out) {
    if (m && m->module && !m->status) print_module_generic(out, m->module);
}

void ai_module_free(ai_module *m) {
    if (!m) return;
    program_free(m->prog);
    if (m->module) module_free(m->module);
    free((char *)m->src.text);
    free((char *)m->src.name);
    free(m->diagnostics);
    free(m);
}
