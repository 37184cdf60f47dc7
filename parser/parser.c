/* The core of the parser: tokens, SSA names and their scopes, blocks and
 * regions, operations in generic form, dispatch to the custom-form parsers,
 * and the top level (aliases, resources, the implicit module).
 * Grammar: MLIR LangRef "Operations", "Blocks", "Regions". */
#include "parser.h"
#include "parse.h"
#include "legacy.h"
#include <string.h>
#include <stdlib.h>
#include <stdarg.h>

/* A visible SSA name: the values of one definition (%x or %x:3). */
struct Binding {
    Slice name;
    int nvalues;
    Value **values;
    int isolated_id;        /* isolated-from-above scope it belongs to */
    bool forward;           /* used before defined: values are placeholders */
    bool popped;            /* already removed from the map */
    Loc beyond_loc;         /* forward: the first use of a result number no op of the source can
                             * define (no placeholder array that long is made); line 0: none */
    Loc loc;                /* definition (or first use) */
    Binding *shadowed;      /* binding of the same name it hides */
};

/* One region's SSA scope. */
struct Scope {
    Scope *parent;
    Vec defined;            /* Binding*: removed when the scope ends */
    Vec forward;            /* Binding*: forward refs (isolated scopes only) */
    bool isolated;
    int saved_isolated_id;
    const char *saved_default_dialect;
};

/* ------------------------------------------------------------- tokens */
void p_advance(Parser *p) {
    p->prev = p->tok;
    p->tok = lexer_next(&p->lx);
    if (p->tok.kind == TK_ERROR && !p->error) {
        p->error = diag_new(DIAG_ERROR, p_tok_loc(p, &p->tok), "%s", p->lx.error);
    }
}

bool p_is(Parser *p, TokKind k) { return p->tok.kind == k; }

bool p_accept(Parser *p, TokKind k) {
    if (p->tok.kind != k) return false;
    p_advance(p);
    return true;
}

bool p_expect(Parser *p, TokKind k, const char *what) {
    if (p_accept(p, k)) return true;
    return p_error(p, "expected %s", what);
}

bool p_is_keyword(Parser *p, const char *kw) { return token_is_keyword(&p->tok, kw); }

bool p_accept_keyword(Parser *p, const char *kw) {
    if (!p_is_keyword(p, kw)) return false;
    p_advance(p);
    return true;
}

bool p_expect_keyword(Parser *p, const char *kw) {
    if (p_accept_keyword(p, kw)) return true;
    return p_error_here(p, "expected '%s'", kw);   /* parseKeyword: at the token (MLIR's custom parsers) */
}

Loc p_tok_loc(Parser *p, const Token *t) {
    Loc l = {t->line, t->col};
    return l;
}

Loc p_loc(Parser *p) { return p_tok_loc(p, &p->tok); }

/* Location of pointer c, given that the current token is on tok.line. */
static Loc loc_of_ptr(Parser *p, const char *c) {
    int line = p->tok.line;
    for (const char *q = c; q < p->tok.ptr; q++)
        if (*q == '\n') line--;
    const char *ls = c;
    while (ls > p->lx.file->text && ls[-1] != '\n') ls--;
    Loc l = {line, (int)(c - ls) + 1};
    return l;
}

/* Where MLIR reports an unexpected token ("expected ..."): right after the
 * previous token, skipping back over blanks, blank lines and // comments;
 * at the end of file, one character back. */
static Loc wrong_token_loc(Parser *p) {
    const char *begin = p->begin, *cur = p->tok.ptr;
    if (p->tok.kind == TK_EOF && cur > begin) cur--;
    const char *s = cur;
    for (;;) {
        while (s > begin && (s[-1] == ' ' || s[-1] == '\t')) s--;
        if (s == begin) return loc_of_ptr(p, cur);
        if (s[-1] != '\n' && s[-1] != '\r') return loc_of_ptr(p, s);
        s--;
        const char *ls = s;
        while (ls > begin && ls[-1] != '\n') ls--;
        for (const char *q = ls; q + 1 < s; q++)
            if (q[0] == '/' && q[1] == '/') {
                s = q;
                break;
            }
    }
}

static bool verror_at(Parser *p, Loc loc, const char *fmt, va_list ap) {
    if (!p->error) p->error = diag_newv(DIAG_ERROR, loc, fmt, ap);
    return false;
}

bool p_error(Parser *p, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    /* an error token explains itself better than "expected X" */
    if (p->tok.kind == TK_ERROR && !p->error) {
        va_end(ap);
        p->error = diag_new(DIAG_ERROR, p_loc(p), "%s", p->lx.error);
        return false;
    }
    verror_at(p, wrong_token_loc(p), fmt, ap);
    va_end(ap);
    return false;
}

bool p_error_here(Parser *p, const char *fmt, ...) {
    if (p->tok.kind == TK_ERROR && !p->error) {
        p->error = diag_new(DIAG_ERROR, p_loc(p), "%s", p->lx.error);
        return false;
    }
    const char *at = p->tok.ptr;
    if (p->tok.kind == TK_EOF && at > p->begin) at--;
    va_list ap;
    va_start(ap, fmt);
    verror_at(p, loc_of_ptr(p, at), fmt, ap);
    va_end(ap);
    return false;
}

bool p_error_at(Parser *p, Loc loc, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    verror_at(p, loc, fmt, ap);
    va_end(ap);
    return false;
}

bool p_enter(Parser *p) {
    if (++p->depth > PARSER_MAX_NESTING) {
        p->depth--;
        return p_error(p, "nesting too deep: more than %d levels of regions, types, attributes or expressions",
                       PARSER_MAX_NESTING);
    }
    return true;
}

void p_leave(Parser *p) { p->depth--; }

Type *p_index_type(Parser *p) { return type_index(p->arena); }

/* A custom op's name as the parser resolved it (Parser.op_names). */
typedef struct OpName {
    const char *name;      /* interned */
    OpCode code;
    CustomOpParser parse;
} OpName;

/* Op and attribute names recur on every op: one copy each per module. */
const char *p_intern_str(Parser *p, const char *s, int len) {
    const char *found = strmap_get(&p->strings, s, len);
    if (found) return found;
    char *copy = arena_strndup(p->arena, s, (size_t)len);
    if (copy) strmap_put(&p->strings, copy, len, copy);
    p->intern_epoch++;
    return copy;
}
const char *p_strdup(Parser *p, const char *s) { return arena_strdup(p->arena, s); }

/* -------------------------------------------------------- SSA scopes */
/* Bindings live from a name's definition to the end of its scope: one per
 * SSA name, so they are recycled rather than allocated each time. */
static Binding *binding_new(Parser *p) {
    Binding *b = p->free_bindings;
    if (!b) return calloc(1, sizeof *b);
    p->free_bindings = b->shadowed;
    memset(b, 0, sizeof *b);
    return b;
}

static void binding_release(Parser *p, Binding *b) {
    b->shadowed = p->free_bindings;
    p->free_bindings = b;
}

static void push_scope(Parser *p, bool isolated) {
    Scope *s = calloc(1, sizeof *s);
    if (!s) abort();
    s->defined.elem = s->forward.elem = sizeof(Binding *);
    s->parent = p->scope;
    s->isolated = isolated || !p->scope;
    s->saved_isolated_id = p->isolated_id;
    s->saved_default_dialect = p->default_dialect;
    if (s->isolated) p->isolated_id = ++p->next_isolated_id;
    p->scope = s;
}

static void unbind(Parser *p, Binding *b) {
    if (b->popped) return;
    b->popped = true;
    if (b->shadowed) strmap_put(&p->values, b->name.ptr, b->name.len, b->shadowed);
    else strmap_put(&p->values, b->name.ptr, b->name.len, NULL);
}

/* Ends a scope; for an isolated one, a name still only forward-referenced
 * is an error (reported unless an error is already pending). */
static bool pop_scope(Parser *p) {
    Scope *s = p->scope;
    bool ok = true;
    for (size_t i = s->defined.len; i-- > 0;) unbind(p, VEC_AT(&s->defined, Binding *, i));
    for (size_t i = 0; i < s->forward.len; i++) {
        Binding *b = VEC_AT(&s->forward, Binding *, i);
        if (b->forward && ok) ok = p_error_at(p, b->loc, "use of undeclared SSA value name");
        if (b->forward) unbind(p, b);
        free(b->values);
        b->values = NULL;
    }
    for (size_t i = 0; i < s->defined.len; i++) {
        Binding *b = VEC_AT(&s->defined, Binding *, i);
        if (b->values && b->forward == false && b->nvalues >= 0) {
            /* values arrays of definitions live in the arena; nothing to free */
        }
    }
    p->isolated_id = s->saved_isolated_id;
    p->default_dialect = s->saved_default_dialect;
    p->scope = s->parent;
    for (size_t i = 0; i < s->defined.len; i++) binding_release(p, VEC_AT(&s->defined, Binding *, i));
    for (size_t i = 0; i < s->forward.len; i++) {
        Binding *b = VEC_AT(&s->forward, Binding *, i);
        if (b->forward) binding_release(p, b);
    }
    vec_release(&s->defined);
    vec_release(&s->forward);
    free(s);
    return ok;
}

static Scope *isolated_scope(Parser *p) {
    Scope *s = p->scope;
    while (!s->isolated) s = s->parent;
    return s;
}

static Binding *visible_binding(Parser *p, Slice name) {
    Binding *b = strmap_get(&p->values, name.ptr, name.len);
    if (b && b->isolated_id != p->isolated_id) return NULL;
    return b;
}

static char *type_str(Parser *p, const Type *t) {
    return print_type_to_string(p->arena, t);
}

static Value *new_value(Parser *p, Type *t, Loc loc) {
    Value *v = arena_alloc(p->arena, sizeof *v);
    if (!v) return NULL;
    v->type = t;
    v->id = p->next_value_id++;
    v->loc = loc;
    return v;
}

/* Defines name as values[0..n).  Adopts forward-reference placeholders. */
static bool define_values(Parser *p, Slice name, Loc loc, Value **values, int n) {
    void **slot = strmap_slot(&p->values, name.ptr, name.len);   /* one hash for the lookup and the binding */
    if (!slot) return p_error(p, "out of memory");
    Binding *b = *slot;
    if (b && b->isolated_id == p->isolated_id) {
        if (!b->forward) {
            p_error_at(p, loc, "redefinition of SSA value '%.*s'", name.len, name.ptr);
            diag_add_note(p->error, b->loc, "previously defined here");
            return false;
        }
        /* resolve forward references: the placeholders become the values */
        /* a result number the definition does not have stays undeclared, as
         * MLIR's parser leaves its placeholder unresolved */
        if (loc_known(b->beyond_loc)) return p_error_at(p, b->beyond_loc, "use of undeclared SSA value name");
        for (int i = 0; i < b->nvalues; i++) {
            Value *ph = b->values[i];
            if (!ph) continue;
            if (i >= n) return p_error_at(p, ph->loc, "use of undeclared SSA value name");
            if (!type_equal(ph->type, values[i]->type)) {
                p_error_at(p, loc, "definition of SSA value '%.*s#%d' has type '%s'", name.len, name.ptr, i,
                           type_str(p, values[i]->type));
                diag_add_note(p->error, ph->loc, "previously used here with type '%s'", type_str(p, ph->type));
                return false;
            }
            Value *real = values[i];
            int id = ph->id;
            *ph = *real;           /* the placeholder object becomes the value */
            ph->id = id;
            values[i] = ph;
        }
        free(b->values);
        b->forward = false;
        b->values = values;   /* the op's results or the block's arguments: arena arrays */
        b->nvalues = n;
        b->loc = loc;
        /* it now lives in the current scope */
        Scope *iso = isolated_scope(p);
        for (size_t i = 0; i < iso->forward.len; i++)
            if (VEC_AT(&iso->forward, Binding *, i) == b) {
                VEC_AT(&iso->forward, Binding *, i) = VEC_AT(&iso->forward, Binding *, iso->forward.len - 1);
                iso->forward.len--;
                break;
            }
        vec_push(&p->scope->defined, &b);
        return true;
    }
    Binding *nb = binding_new(p);
    if (!nb) return p_error(p, "out of memory");
    nb->name = name;
    nb->nvalues = n;
    nb->values = values;
    nb->isolated_id = p->isolated_id;
    nb->loc = loc;
    nb->shadowed = b;
    *slot = nb;
    vec_push(&p->scope->defined, &nb);
    return true;
}

bool p_parse_operand(Parser *p, OperandRef *out) {
    if (!p_is(p, TK_PERCENT_ID)) return p_error(p, "expected SSA operand");
    out->name.ptr = p->tok.ptr;
    out->name.len = p->tok.len;
    out->loc = p_loc(p);
    out->index = 0;
    out->has_index = false;
    const char *end = p->tok.ptr + p->tok.len;
    p_advance(p);
    if (p_is(p, TK_HASH_ID) && p->tok.ptr == end) {
        long v = 0;
        for (int i = 1; i < p->tok.len; i++) {
            char c = p->tok.ptr[i];
            if (c < '0' || c > '9' || v > 100000000) return p_error(p, "invalid SSA value result number");
            v = v * 10 + (c - '0');
        }
        if (p->tok.len < 2) return p_error(p, "invalid SSA value result number");
        out->index = (int)v;
        out->has_index = true;
        p_advance(p);
    }
    return true;
}

bool p_parse_optional_operand(Parser *p, OperandRef *out, bool *present) {
    *present = p_is(p, TK_PERCENT_ID);
    return !*present || p_parse_operand(p, out);
}

bool p_parse_operand_list(Parser *p, TokKind open, Vec *refs) {
    TokKind close = open == TK_LPAREN ? TK_RPAREN : open == TK_LSQUARE ? TK_RSQUARE : TK_EOF;
    if (open != TK_EOF) {
        if (!p_expect(p, open, open == TK_LPAREN ? "'('" : "'['")) return false;
        if (p_accept(p, close)) return true;
    } else if (!p_is(p, TK_PERCENT_ID)) {
        return true;
    }
    do {
        OperandRef r;
        if (!p_parse_operand(p, &r)) return false;
        if (!vec_push(refs, &r)) return p_error(p, "out of memory");
    } while (p_accept(p, TK_COMMA));
    if (open != TK_EOF) return p_expect(p, close, open == TK_LPAREN ? "')'" : "']'");
    return true;
}

bool p_resolve_operand(Parser *p, const OperandRef *ref, Type *type, Value **out) {
    Binding *b = visible_binding(p, ref->name);
    if (!b) {
        /* forward reference: a placeholder until the definition */
        p->unordered_uses++;
        b = binding_new(p);
        if (!b) return p_error(p, "out of memory");
        b->name = ref->name;
        b->forward = true;
        b->isolated_id = p->isolated_id;
        b->loc = ref->loc;
        b->shadowed = strmap_get(&p->values, ref->name.ptr, ref->name.len);
        strmap_put(&p->values, ref->name.ptr, ref->name.len, b);
        vec_push(&isolated_scope(p)->forward, &b);
    }
    if (b->forward && (size_t)ref->index >= (size_t)(p->lx.end - p->lx.cur) / 2 + (size_t)b->nvalues + 1) {
        /* an op defines a result per type it names (two bytes at least,
         * with the comma): no op in the rest of the source can define
         * this one.  Its definition or the end of the scope reports it as
         * an undeclared name, as for any result number the definition
         * lacks (MLIR's wording). */
        if (!loc_known(b->beyond_loc)) b->beyond_loc = ref->loc;
        *out = new_value(p, type, ref->loc);
        return true;
    }
    if (b->forward && ref->index >= b->nvalues) {
        Value **nv = realloc(b->values, sizeof(Value *) * (size_t)(ref->index + 1));
        if (!nv) return p_error(p, "out of memory");
        for (int i = b->nvalues; i <= ref->index; i++) nv[i] = NULL;
        b->values = nv;
        b->nvalues = ref->index + 1;
    }
    if (ref->index >= b->nvalues) {
        return p_error_at(p, ref->loc, "reference to invalid result number");
    }
    Value *v = b->values[ref->index];
    if (!v) {
        v = new_value(p, type, ref->loc);
        b->values[ref->index] = v;
    }
    if (!type_equal(v->type, type)) {
        p_error_at(p, ref->loc, "use of value '%.*s' expects different type than prior uses: '%s' vs '%s'", ref->name.len,
                   ref->name.ptr, type_str(p, type), type_str(p, v->type));
        diag_add_note(p->error, v->loc, "prior use here");
        return false;
    }
    *out = v;
    return true;
}

bool p_resolve_operands(Parser *p, Vec *refs, Type *type, Vec *values) {
    for (size_t i = 0; i < refs->len; i++) {
        Value *v;
        if (!p_resolve_operand(p, &VEC_AT(refs, OperandRef, i), type, &v)) return false;
        vec_push(values, &v);
    }
    return true;
}

bool p_resolve_operand_list(Parser *p, Vec *refs, Vec *types, Vec *values) {
    if (refs->len != types->len)
        return p_error(p, "%zu operands present, but expected %zu", refs->len, types->len);
    for (size_t i = 0; i < refs->len; i++) {
        Value *v;
        if (!p_resolve_operand(p, &VEC_AT(refs, OperandRef, i), VEC_AT(types, Type *, i), &v)) return false;
        vec_push(values, &v);
    }
    return true;
}

bool st_add_operand(Parser *p, OpState *st, const OperandRef *ref, Type *type) {
    Value *v;
    if (!p_resolve_operand(p, ref, type, &v)) return false;
    vec_push(&st->operands, &v);
    return true;
}

bool st_add_operands(Parser *p, OpState *st, Vec *refs, Type *type) {
    return p_resolve_operands(p, refs, type, &st->operands);
}

bool st_add_result(Parser *p, OpState *st, Type *t) {
    if (!vec_push(&st->result_types, &t)) return p_error(p, "out of memory");
    return true;
}

bool st_add_prop(Parser *p, OpState *st, const char *name, Attr *a) { return p_add_attr(p, &st->props, name, a); }

/* "(%a: i32, %b: f32 loc(...))" argument definitions */
bool p_parse_argument_list(Parser *p, TokKind open, Vec *argdefs, bool need_types) {
    TokKind close = open == TK_LPAREN ? TK_RPAREN : TK_RSQUARE;
    if (!p_expect(p, open, open == TK_LPAREN ? "'('" : "'['")) return false;
    if (p_accept(p, close)) return true;
    do {
        ArgDef a;
        memset(&a, 0, sizeof a);
        if (!p_parse_operand(p, &a.ref)) return false;
        if (need_types || p_is(p, TK_COLON)) {
            if (!p_parse_colon_type(p, &a.type)) return false;
        }
        if (!p_parse_optional_location(p)) return false;
        vec_push(argdefs, &a);
    } while (p_accept(p, TK_COMMA));
    return p_expect(p, close, open == TK_LPAREN ? "')'" : "']'");
}

/* ------------------------------------------------------------ blocks */
typedef struct RegionParse {
    Region *region;
    StrMap labels;          /* "^bb1" -> Block* */
    Vec pending;            /* Block*: referenced, not yet defined */
    Vec pending_locs;       /* Loc of the first reference */
    Vec blocks;             /* Block*, in order of definition */
    struct RegionParse *outer;
} RegionParse;

/* Blocks under construction keep their ops in a Vec until frozen. */
typedef struct BlockBuild {
    Block *block;
    Vec ops;                /* Op* */
} BlockBuild;

static RegionParse *current_region(Parser *p);

static Block *new_block(Parser *p) {
    Block *b = arena_alloc(p->arena, sizeof *b);
    if (b) b->id = p->next_block_id++;
    return b;
}

/* MLIR's parseRegion: an entry argument's name may not have been used
 * (forward-referenced) before the region. */
static bool check_entry_args_unused(Parser *p, ArgDef *args, int n) {
    for (int i = 0; i < n; i++) {
        Slice name = args[i].ref.name;
        if (name.len == 0) continue;
        Binding *b = strmap_get(&p->values, name.ptr, name.len);
        if (b && b->forward && b->isolated_id == p->isolated_id) {
            p_error_at(p, args[i].ref.loc, "region entry argument '%.*s' is already in use", name.len, name.ptr);
            diag_add_note(p->error, b->loc, "previously referenced here");
            return false;
        }
    }
    return true;
}

static bool define_block_args(Parser *p, Block *b, ArgDef *args, int n) {
    b->nargs = n;
    b->args = n ? arena_alloc(p->arena, sizeof(Value *) * (size_t)n) : NULL;
    for (int i = 0; i < n; i++) {
        Value *v = new_value(p, args[i].type, args[i].ref.loc);
        if (!v) return p_error(p, "out of memory");
        v->block = b;
        v->index = i;
        b->args[i] = v;
        if (args[i].ref.name.len == 0) continue;
        if (args[i].ref.index != 0)
            return p_error_at(p, args[i].ref.loc, "invalid block argument name");
        if (!define_values(p, args[i].ref.name, args[i].ref.loc, &b->args[i], 1)) return false;
    }
    return true;
}

/* Looks up or forward-declares ^name in the current region. */
bool p_parse_successor(Parser *p, Block **out) {
    if (!p_is(p, TK_CARET_ID)) return p_error(p, "expected block name");
    RegionParse *rp = current_region(p);   /* never NULL while parsing: the top level has a pseudo-region */
    Block *b = strmap_get(&rp->labels, p->tok.ptr, p->tok.len);
    if (!b) {
        b = new_block(p);
        Loc loc = p_loc(p);
        strmap_put(&rp->labels, p->tok.ptr, p->tok.len, b);
        vec_push(&rp->pending, &b);
        vec_push(&rp->pending_locs, &loc);
    }
    p_advance(p);
    *out = b;
    return true;
}

/* ^bb1(%a, %b : i32, f32) in custom forms of cf ops */
bool p_parse_successor_and_operands(Parser *p, OpState *st, Block **out, Vec *values) {
    if (!p_parse_successor(p, out)) return false;
    if (!p_accept(p, TK_LPAREN)) return true;
    Vec refs = VEC_INIT(OperandRef), types = VEC_INIT(Type *);
    bool ok = p_parse_operand_list(p, TK_EOF, &refs) && p_expect(p, TK_COLON, "':'") && p_parse_type_list(p, &types) &&
              p_expect(p, TK_RPAREN, "')'") && p_resolve_operand_list(p, &refs, &types, values);
    (void)st;
    vec_release(&refs);
    vec_release(&types);
    return ok;
}

static bool parse_operation(Parser *p, Vec *ops);

/* Ops of a block up to '}' or the next label. */
static bool parse_block_body(Parser *p, Block *b) {
    Vec ops = VEC_INIT(Op *);
    while (!p_is(p, TK_RBRACE) && !p_is(p, TK_CARET_ID)) {
        if (p_is(p, TK_EOF)) {
            vec_release(&ops);
            return p_error(p, "expected operation name in quotes");
        }
        if (!parse_operation(p, &ops)) {
            vec_release(&ops);
            return false;
        }
    }
    b->nops = (int)ops.len;
    /* a block that may get an implicit terminator keeps a slot for it */
    bool open_end = b->nops == 0 || !op_code_is_terminator(VEC_AT(&ops, Op *, b->nops - 1)->code);
    Op *none = NULL;
    if (open_end && !vec_push(&ops, &none)) {
        vec_release(&ops);
        return p_error(p, "out of memory");
    }
    b->ops_room = (int)ops.len;
    b->ops = vec_freeze(&ops, p->arena);
    for (int i = 0; i < b->nops; i++) b->ops[i]->parent = b;
    return true;
}

/* ^bb1(%a: i32, ...): */
static bool parse_block_label(Parser *p, RegionParse *rp, Block **out) {
    Token t = p->tok;
    Block *b = strmap_get(&rp->labels, t.ptr, t.len);
    if (b) {
        size_t i;
        for (i = 0; i < rp->pending.len; i++)
            if (VEC_AT(&rp->pending, Block *, i) == b) break;
        if (i == rp->pending.len) return p_error_at(p, p_loc(p), "redefinition of block '%.*s'", t.len, t.ptr);
        VEC_AT(&rp->pending, Block *, i) = NULL;
    } else {
        b = new_block(p);
        strmap_put(&rp->labels, t.ptr, t.len, b);
    }
    b->loc = p_loc(p);
    p_advance(p);
    Vec args = VEC_INIT(ArgDef);
    bool ok = true;
    if (p_is(p, TK_LPAREN)) ok = p_parse_argument_list(p, TK_LPAREN, &args, true);
    ok = ok && p_expect(p, TK_COLON, "':' after block name") && define_block_args(p, b, args.data, (int)args.len);
    vec_release(&args);
    *out = b;
    return ok;
}

static RegionParse *current_region(Parser *p) {
    return (RegionParse *)p->current_region;
}

/* The dialect a bare op name inside the op's regions belongs to. */
static const char *default_dialect_of(OpCode code) {
    if (code == OP_FUNC_FUNC) return "func";
    if (code == OP_BUILTIN_MODULE) return "builtin";
    return NULL;
}

/* region ::= `{` entry-block? block* `}` */
static bool parse_region_body(Parser *p, OpCode code, ArgDef *args, int nargs, Region **out) {
    Loc open_loc = p_loc(p);
    if (!p_expect(p, TK_LBRACE, "'{' to begin a region")) return false;
    if (!p_enter(p)) return false;
    Region *r = arena_alloc(p->arena, sizeof *r);
    RegionParse rp = {r, {0}, VEC_INIT(Block *), VEC_INIT(Loc), VEC_INIT(Block *), current_region(p)};
    push_scope(p, op_code_is_isolated(code));
    const char *dd = default_dialect_of(code);
    if (dd) p->default_dialect = dd;
    p->current_region = &rp;
    bool ok = check_entry_args_unused(p, args, nargs);
    if (!ok) goto done;
    if (p_is(p, TK_RBRACE)) {
        if (nargs > 0) {
            Block *b = new_block(p);
            b->loc = open_loc;
            ok = define_block_args(p, b, args, nargs);
            vec_push(&rp.blocks, &b);
        }
    } else {
        Block *entry;
        if (p_is(p, TK_CARET_ID)) {
            if (nargs > 0) {
                ok = p_error_here(p, "invalid block name in region with named arguments");
                goto done;
            }
            if (!(ok = parse_block_label(p, &rp, &entry))) goto done;
        } else {
            entry = new_block(p);
            entry->loc = p_loc(p);
            if (!(ok = define_block_args(p, entry, args, nargs))) goto done;
        }
        vec_push(&rp.blocks, &entry);
        if (!(ok = parse_block_body(p, entry))) goto done;
        while (p_is(p, TK_CARET_ID)) {
            Block *b;
            if (!(ok = parse_block_label(p, &rp, &b))) goto done;
            vec_push(&rp.blocks, &b);
            if (!(ok = parse_block_body(p, b))) goto done;
        }
    }
    for (size_t i = 0; i < rp.pending.len; i++)
        if (VEC_AT(&rp.pending, Block *, i)) {
            ok = p_error_at(p, VEC_AT(&rp.pending_locs, Loc, i), "reference to an undefined block");
            goto done;
        }
    ok = p_expect(p, TK_RBRACE, "'}' to end region");
done:
    p->current_region = rp.outer;
    if (!pop_scope(p)) ok = false;
    r->nblocks = (int)rp.blocks.len;
    if (r->nblocks > 1) p->unordered_uses++;   /* text order is not dominance order */
    r->blocks = vec_freeze(&rp.blocks, p->arena);
    for (int i = 0; i < r->nblocks; i++) r->blocks[i]->parent = r;
    strmap_free(&rp.labels);
    vec_release(&rp.pending);
    vec_release(&rp.pending_locs);
    p_leave(p);
    *out = r;
    return ok;
}

bool p_parse_region(Parser *p, OpState *st, ArgDef *args, int nargs, Region **out) {
    if (!parse_region_body(p, st->code, args, nargs, out)) return false;
    vec_push(&st->regions, out);
    return true;
}

bool p_parse_optional_region(Parser *p, OpState *st, ArgDef *args, int nargs, Region **out, bool *present) {
    *present = p_is(p, TK_LBRACE);
    return !*present || p_parse_region(p, st, args, nargs, out);
}

/* An op with room for nsuccessors successors (allocated with it). */
static Op *make_op(Parser *p, const char *name, OpCode code, Loc loc, int nsuccessors) {
    Op *op = arena_alloc(p->arena, sizeof *op + sizeof(Block *) * (size_t)nsuccessors);
    if (!op) return NULL;
    op->code = code;
    op->name = name;
    op->loc = loc;
    return op;
}

bool p_ensure_terminator(Parser *p, Region *r, OpCode terminator, Loc loc, Type **arg_types, int nargs) {
    if (r->nblocks == 0) {
        Block *b = new_block(p);
        b->loc = loc;
        b->parent = r;
        ArgDef *defs = nargs ? calloc((size_t)nargs, sizeof *defs) : NULL;
        for (int i = 0; i < nargs; i++) defs[i].type = arg_types[i];
        bool ok = define_block_args(p, b, defs, nargs);
        free(defs);
        if (!ok) return false;
        r->nblocks = 1;
        r->blocks = arena_alloc(p->arena, sizeof(Block *));
        r->blocks[0] = b;
    }
    Block *b = r->blocks[r->nblocks - 1];
    if (r->nblocks == 1 && (b->nops == 0 || !op_code_is_terminator(b->ops[b->nops - 1]->code))) {
        if (b->nops == b->ops_room) {
            Op **ops = arena_alloc(p->arena, sizeof(Op *) * (size_t)(b->nops + 1));
            if (!ops) return p_error(p, "out of memory");
            if (b->nops) memcpy(ops, b->ops, sizeof(Op *) * (size_t)b->nops);
            b->ops = ops;
            b->ops_room = b->nops + 1;
        }
        Op *t = make_op(p, op_code_name(terminator), terminator, loc, 0);
        if (!t) return p_error(p, "out of memory");
        t->parent = b;
        b->ops[b->nops++] = t;
    }
    return true;
}

/* ------------------------------------------------------------ operations */
static void state_release(OpState *st) {
    vec_release(&st->operands);
    vec_release(&st->result_types);
    vec_release(&st->props);
    vec_release(&st->attrs);
    vec_release(&st->regions);
    vec_release(&st->successors);
}

/* The list sorted by name, frozen once per distinct content: attributes are
 * uniqued and immutable, so the many ops with equal properties (every
 * affine.load of one map, every affine.for of one pair of bounds) share one
 * array.  The Vec is released. */
static NamedAttr *shared_attr_list(Parser *p, Vec *list) {
    int n = (int)list->len;
    if (n == 0) {
        vec_release(list);
        return NULL;
    }
    named_attrs_sort(list->data, n);
    const char *key = list->data;
    int klen = (int)(sizeof(NamedAttr) * (size_t)n);
    NamedAttr *found = strmap_get(&p->attr_lists, key, klen);
    if (found) {
        vec_release(list);
        return found;
    }
    NamedAttr *frozen = vec_freeze(list, p->arena);
    if (frozen) strmap_put(&p->attr_lists, (const char *)frozen, klen, frozen);
    return frozen;
}

/* Op keeps these counts in 16 bits (parser/ir.h): more is an error. */
static bool check_small_counts(Parser *p, const OpState *st) {
    static const char *const what[] = {"successors", "regions", "properties", "attributes"};
    size_t n[] = {st->successors.len, st->regions.len, st->props.len, st->attrs.len};
    for (int i = 0; i < 4; i++)
        if (n[i] > OP_MAX_SMALL_COUNT)
            return p_error_at(p, st->loc, "'%s' op has %zu %s; affine-interp supports at most %d", st->name, n[i],
                              what[i], OP_MAX_SMALL_COUNT);
    return true;
}

/* NULL: an error was reported. */
static Op *state_to_op(Parser *p, OpState *st) {
    if (!check_small_counts(p, st)) return NULL;
    Op *op = make_op(p, st->name, st->code, st->loc, (int)st->successors.len);
    if (!op) {
        p_error(p, "out of memory");
        return NULL;
    }
    op->noperands = (int)st->operands.len;
    op->operands = vec_freeze(&st->operands, p->arena);
    op->nresults = (int)st->result_types.len;
    op->results = op->nresults ? arena_alloc(p->arena, sizeof(Value *) * (size_t)op->nresults) : NULL;
    for (int i = 0; i < op->nresults; i++) {
        Value *v = new_value(p, VEC_AT(&st->result_types, Type *, i), st->loc);
        v->def = op;
        v->index = i;
        op->results[i] = v;
    }
    vec_release(&st->result_types);
    op->nsuccessors = (uint16_t)st->successors.len;
    if (op->nsuccessors) memcpy(op->successors, st->successors.data, sizeof(Block *) * op->nsuccessors);
    vec_release(&st->successors);
    op->nprops = (uint16_t)st->props.len;
    op->props = shared_attr_list(p, &st->props);
    op->nattrs = (uint16_t)st->attrs.len;
    op->attrs = shared_attr_list(p, &st->attrs);
    op->nregions = (uint16_t)st->regions.len;
    if (op->nregions == 1) {   /* the region as parsed: no copy */
        op->regions = VEC_AT(&st->regions, Region *, 0);
        op->regions->parent = op;
        for (int j = 0; j < op->regions->nblocks; j++) op->regions->blocks[j]->parent = op->regions;
    } else if (op->nregions) {
        op->regions = arena_alloc(p->arena, sizeof(Region) * (size_t)op->nregions);
        for (int i = 0; i < op->nregions; i++) {
            op->regions[i] = *VEC_AT(&st->regions, Region *, i);
            op->regions[i].parent = op;
            for (int j = 0; j < op->regions[i].nblocks; j++) op->regions[i].blocks[j]->parent = &op->regions[i];
        }
    }
    vec_release(&st->regions);
    return op;
}

Op *p_insert_op(Parser *p, OpState *st) {
    Op *op = state_to_op(p, st);
    state_release(st);
    if (!op) return NULL;
    if (!p->block_ops || !vec_push(p->block_ops, &op)) {
        p_error(p, "out of memory");
        return NULL;
    }
    return op;
}

/* i32, si8, ui16: MLIR lexes these as integer types, never as an op's
 * name ("expected operation name in quotes"). */
static bool is_integer_type_word(const Token *t) {
    int i = t->len > 1 && (t->ptr[0] == 's' || t->ptr[0] == 'u') ? 1 : 0;
    if (t->len < i + 2 || t->ptr[i] != 'i') return false;
    for (int k = i + 1; k < t->len; k++)
        if (t->ptr[k] < '0' || t->ptr[k] > '9') return false;
    return true;
}

/* generic-operation ::= string-literal `(` value-use-list? `)` successor-list?
 *     dictionary-properties? region-list? dictionary-attribute? `:` function-type */
static bool parse_generic_op(Parser *p, OpState *st) {
    Vec refs = VEC_INIT(OperandRef);
    bool ok = false;
    if (!p_parse_operand_list(p, TK_LPAREN, &refs)) goto done;
    if (p_is(p, TK_LSQUARE) && st->code != OP_UNREGISTERED && !op_code_is_terminator(st->code)) {
        p_error_here(p, "successors in non-terminator");   /* MLIR: a registered op must be a terminator */
        goto done;
    }
    if (p_accept(p, TK_LSQUARE)) {
        do {
            Block *b;
            if (!p_parse_successor(p, &b)) goto done;
            vec_push(&st->successors, &b);
        } while (p_accept(p, TK_COMMA));
        if (!p_expect(p, TK_RSQUARE, "']' to close successor list")) goto done;
    }
    if (p_is(p, TK_LESS)) {
        p_advance(p);
        if (!p_expect(p, TK_LBRACE, "'{' to start properties") || !p_parse_attr_dict_body(p, &st->props)) goto done;
        if (!p_expect(p, TK_GREATER, "'>' to close properties")) goto done;
    }
    if (st->code == OP_LLVM_FUNC && !p_llvm_func_generic_signature(p, st)) goto done;
    if (p_accept(p, TK_LPAREN)) {
        do {
            Region *r;
            if (!p_parse_region(p, st, NULL, 0, &r)) goto done;
        } while (p_accept(p, TK_COMMA));
        if (!p_expect(p, TK_RPAREN, "')' to end region list")) goto done;
    }
    if (!p_parse_optional_attr_dict(p, &st->attrs)) goto done;
    Loc type_loc = p_loc(p);
    if (!p_expect(p, TK_COLON, "':' followed by operation type")) goto done;
    type_loc = p_loc(p);
    Type *ft;
    if (!p_parse_type(p, &ft)) goto done;
    if (ft->kind != TY_FUNCTION) {
        p_error_at(p, type_loc, "expected function type");
        goto done;
    }
    if ((size_t)ft->func.nin != refs.len) {
        p_error_at(p, type_loc, "expected %zu operand type%s but had %d", refs.len, refs.len == 1 ? "" : "s",
                   ft->func.nin);
        goto done;
    }
    for (size_t i = 0; i < refs.len; i++)
        if (!st_add_operand(p, st, &VEC_AT(&refs, OperandRef, i), ft->func.in[i])) goto done;
    for (int i = 0; i < ft->func.nout; i++) st_add_result(p, st, ft->func.out[i]);
    ok = true;
done:
    vec_release(&refs);
    return ok;
}

/* operation ::= op-result-list? (generic-operation | custom-operation) trailing-location? */
static bool parse_operation(Parser *p, Vec *ops) {
    typedef struct { Slice name; int count; Loc loc; } ResultName;
    const OpName *known;
    Vec names = VEC_INIT(ResultName);
    OpState st;
    memset(&st, 0, sizeof st);
    /* most ops fit these: no malloc for their lists */
    Value *operands_buf[4];
    Type *result_types_buf[2];
    NamedAttr props_buf[4], attrs_buf[2];
    Region *regions_buf[2];
    vec_init_buf(&st.operands, operands_buf, 4, sizeof(Value *));
    vec_init_buf(&st.result_types, result_types_buf, 2, sizeof(Type *));
    vec_init_buf(&st.props, props_buf, 4, sizeof(NamedAttr));
    vec_init_buf(&st.attrs, attrs_buf, 2, sizeof(NamedAttr));
    vec_init_buf(&st.regions, regions_buf, 2, sizeof(Region *));
    st.successors.elem = sizeof(Block *);
    bool ok = false;
    int nbound = 0;
    Loc results_loc = p_loc(p);
    Vec *outer_ops = p->block_ops;
    if (p_is(p, TK_PERCENT_ID)) {
        do {
            if (!p_is(p, TK_PERCENT_ID)) {
                p_error(p, "expected valid ssa identifier");
                goto done;
            }
            ResultName rn = {{p->tok.ptr, p->tok.len}, 1, p_loc(p)};
            p_advance(p);
            if (p_accept(p, TK_COLON)) {
                int64_t n;
                if (!p_is(p, TK_INTEGER)) {
                    p_error(p, "expected integer number of results");
                    goto done;
                }
                if (p->tok.len == 1 && p->tok.ptr[0] == '0') {   /* MLIR: at the count itself */
                    p_error_here(p, "expected named operation to have at least 1 result");
                    goto done;
                }
                if (!p_parse_int64(p, &n) || n < 1 || n > 1000000) {
                    p_error(p, "expected integer number of results");
                    goto done;
                }
                rn.count = (int)n;
            }
            nbound += rn.count;
            vec_push(&names, &rn);
        } while (p_accept(p, TK_COMMA));
        if (!p_expect(p, TK_EQUAL, "'=' after SSA name")) goto done;
    }
    st.nresults_bound = nbound;
    st.loc = p_loc(p);
    p->block_ops = ops;
    if (p_is(p, TK_STRING)) {
        const char *name;
        int len;
        if (!memchr(p->tok.ptr, '\\', (size_t)p->tok.len)) {   /* the usual case: no escapes */
            len = p->tok.len - 2;
            name = p_intern_str(p, p->tok.ptr + 1, len);
            p_advance(p);
        } else {
            if (!p_parse_string(p, &name, &len)) goto done;
            name = p_intern_str(p, name, len);
        }
        if (len == 0) {   /* MLIR takes any other name, "unknown" too, as an unregistered op */
            p_error_at(p, st.loc, "empty operation name is invalid");
            goto done;
        }
        st.name = name;
        st.code = op_code_of(name, len);
        if (!legacy_resolve_op_name(p, name, len, st.loc, &st.code, &st.name)) goto done;
        if (!parse_generic_op(p, &st)) goto done;
    } else if (p_is(p, TK_BARE_ID) && (known = strmap_get(&p->op_names, p->tok.ptr, p->tok.len)) != NULL) {
        /* a dotted custom op name seen before: no copy, no lookup */
        st.code = known->code;
        st.name = known->name;
        p_advance(p);
        if (!known->parse(p, &st)) goto done;
    } else if (p_is(p, TK_BARE_ID) && !is_integer_type_word(&p->tok)) {
        Token t = p->tok;
        const char *name;
        if (!memchr(t.ptr, '.', (size_t)t.len)) {
            const char *dd = p->default_dialect ? p->default_dialect : "builtin";
            size_t dl = strlen(dd);
            char small[96];   /* interning copies the name when it is new */
            size_t need = dl + 1 + (size_t)t.len + 1;
            char *full = need <= sizeof small ? small : arena_alloc(p->arena, need);
            memcpy(full, dd, dl);
            full[dl] = '.';
            memcpy(full + dl + 1, t.ptr, (size_t)t.len);
            full[need - 1] = '\0';
            name = p_intern_str(p, full, (int)strlen(full));
        } else {
            name = p_intern_str(p, t.ptr, t.len);
        }
        OpCode code = op_code_of(name, (int)strlen(name));
        if (!legacy_resolve_op_name(p, t.ptr, t.len, st.loc, &code, (const char **)&name)) goto done;
        CustomOpParser parse = custom_op_lookup(code);
        if (!parse) {
            if (op_dialect_in_scope(op_dialect_of_name(name, (int)strlen(name))))
                p_error_at(p, st.loc, "custom op '%.*s' is unknown", t.len, t.ptr);
            else
                p_error_at(p, st.loc,
                        "custom form of op '%s' is not supported by affine-interp; print it in generic form with "
                        "'mlir-opt-22 --mlir-print-op-generic'",
                        name);
            goto done;
        }
        st.code = code;
        st.name = name;
        if (memchr(t.ptr, '.', (size_t)t.len)) {
            OpName *n = arena_alloc(p->arena, sizeof *n);
            *n = (OpName){name, code, parse};
            strmap_put(&p->op_names, t.ptr, t.len, n);
        }
        p_advance(p);
        if (!parse(p, &st)) goto done;
    } else {
        p_error(p, "expected operation name in quotes");
        goto done;
    }
    if (!p_parse_optional_location(p)) goto done;
    if (nbound && st.result_types.len == 0) {
        p_error_at(p, results_loc, "cannot name an operation with no results");
        goto done;
    }
    if (nbound && (size_t)nbound != st.result_types.len) {
        p_error_at(p, results_loc, "operation defines %zu results but was provided %d to bind", st.result_types.len,
                   nbound);
        goto done;
    }
    Op *op = state_to_op(p, &st);
    if (!op) goto done;
    vec_push(ops, &op);
    int at = 0;
    for (size_t i = 0; i < names.len; i++) {
        ResultName *rn = &VEC_AT(&names, ResultName, i);
        if (!define_values(p, rn->name, rn->loc, op->results + at, rn->count)) goto done;
        for (int k = 0; k < rn->count; k++) op->results[at + k]->loc = rn->loc;
        at += rn->count;
    }
    ok = true;
done:
    p->block_ops = outer_ops;
    state_release(&st);
    vec_release(&names);
    return ok;
}

/* ------------------------------------------------------------ top level */
/* #name = attribute  /  !name = type */
static bool parse_alias_def(Parser *p) {
    Token t = p->tok;
    bool is_type = t.kind == TK_BANG_ID;
    if (memchr(t.ptr, '.', (size_t)t.len))
        return p_error_at(p, p_loc(p), "%s names with a '.' are reserved for dialect-defined names",
                          is_type ? "type" : "attribute");
    StrMap *m = is_type ? &p->type_aliases : &p->attr_aliases;
    if (strmap_get(m, t.ptr, t.len))
        return p_error_at(p, p_loc(p), "redefinition of %s alias id '%.*s'", is_type ? "type" : "attribute", t.len - 1,
                          t.ptr + 1);
    p_advance(p);
    if (!p_expect(p, TK_EQUAL, is_type ? "'=' in type alias definition" : "'=' in attribute alias definition"))
        return false;
    if (is_type) {
        Type *ty;
        if (!p_parse_type(p, &ty)) return false;
        strmap_put(m, t.ptr, t.len, ty);
    } else {
        Attr *a;
        if (!p_parse_attribute(p, &a, NULL)) return false;
        strmap_put(m, t.ptr, t.len, a);
    }
    return true;
}

/* True when "(" starts a function type rather than an old-style map:
 * "()" followed by "->" with a type, or "(" followed by a type keyword. */
bool p_at_type_start_after_paren(Parser *p) {
    Lexer probe = p->lx;
    Token t = lexer_next(&probe);
    if (t.kind == TK_RPAREN) {
        t = lexer_next(&probe);
        if (t.kind != TK_ARROW) return false;
        t = lexer_next(&probe);
        return t.kind != TK_LPAREN || true;  /* "() -> (" is ambiguous: old maps have no dims */
    }
    Parser tmp = *p;
    tmp.tok = t;
    return p_at_type_start(&tmp);
}

/* {-# dialect_resources: {...}, external_resources: {...} #-}: kept as text */
static bool parse_file_metadata(Parser *p) {
    const char *start = p->tok.ptr;
    p_advance(p);
    while (!p_is(p, TK_FILE_META_END)) {
        if (p_is(p, TK_EOF)) return p_error(p, "expected '#-}' to end file metadata");
        if (p->error) return false;
        p_advance(p);
    }
    const char *end = p->tok.ptr + p->tok.len;
    p_advance(p);
    p->module->resources = arena_strndup(p->arena, start, (size_t)(end - start));
    return true;
}

static bool check_deferred_locs(Parser *p) {
    for (size_t i = 0; i < p->deferred_locs.len; i++) {
        Token *t = &VEC_AT(&p->deferred_locs, Token, i);
        Attr *a = strmap_get(&p->attr_aliases, t->ptr, t->len);
        if (!a) return p_error_at(p, p_tok_loc(p, t), "operation location alias was never defined");
        if (a->kind != AT_LOCATION)
            return p_error_at(p, p_tok_loc(p, t), "expected location, but found '%.*s'", t->len, t->ptr);
    }
    return true;
}

Module *parse_module(const SourceFile *src, const char *begin, const char *end, int first_line, Diag **error) {
    return parse_module_with(src, begin, end, first_line, 0, error);
}

Module *parse_module_with(const SourceFile *src, const char *begin, const char *end, int first_line, unsigned flags,
                          Diag **error) {
    Module *m = calloc(1, sizeof *m);
    if (!m) {
        *error = diag_new(DIAG_ERROR, (Loc){1, 1}, "out of memory");
        diag_set_file(*error, src);
        return NULL;
    }
    arena_init(&m->arena);
    m->source = (SourceFile *)src;
    Parser p;
    memset(&p, 0, sizeof p);
    p.arena = &m->arena;
    p.module = m;
    p.deferred_locs.elem = sizeof(Token);
    p.begin = begin;
    p.legacy_syntax = flags & PARSE_LEGACY_SYNTAX;
    lexer_init(&p.lx, src, begin, end, first_line);
    p.tok = lexer_next(&p.lx);
    if (p.tok.kind == TK_ERROR) p_error(&p, "%s", p.lx.error);
    push_scope(&p, true);
    p.default_dialect = "builtin";
    Vec ops = VEC_INIT(Op *);
    /* a pseudo-region so that top-level block references are diagnosed */
    RegionParse top = {NULL, {0}, VEC_INIT(Block *), VEC_INIT(Loc), VEC_INIT(Block *), NULL};
    p.current_region = &top;
    bool ok = !p.error;
    while (ok && !p_is(&p, TK_EOF)) {
        if (p_is(&p, TK_HASH_ID) || p_is(&p, TK_BANG_ID)) {   /* MLIR: always an alias definition */
            ok = parse_alias_def(&p);
            continue;
        }
        if (p_is(&p, TK_FILE_META_BEGIN)) {
            ok = parse_file_metadata(&p);
            continue;
        }
        ok = parse_operation(&p, &ops);
    }
    p.current_region = NULL;
    if (ok) ok = check_deferred_locs(&p);
    while (p.scope) {
        if (!pop_scope(&p)) ok = false;
    }
    for (size_t i = 0; ok && i < top.pending.len; i++)
        ok = p_error_at(&p, VEC_AT(&top.pending_locs, Loc, i), "reference to an undefined block");
    strmap_free(&top.labels);
    vec_release(&top.pending);
    vec_release(&top.pending_locs);
    vec_release(&top.blocks);
    if (ok && p.error) ok = false;
    if (ok) {
        if (ops.len == 1 && VEC_AT(&ops, Op *, 0)->code == OP_BUILTIN_MODULE) {
            m->op = VEC_AT(&ops, Op *, 0);
            vec_release(&ops);
        } else {
            /* implicit top-level module, as MLIR builds it */
            Loc l = {first_line, 1};
            Op *mod = make_op(&p, op_code_name(OP_BUILTIN_MODULE), OP_BUILTIN_MODULE, l, 0);
            Region *r = arena_alloc(p.arena, sizeof *r);
            Block *b = new_block(&p);
            b->nops = (int)ops.len;
            b->ops = vec_freeze(&ops, p.arena);
            for (int i = 0; i < b->nops; i++) b->ops[i]->parent = b;
            b->parent = r;
            r->nblocks = 1;
            r->blocks = arena_alloc(p.arena, sizeof(Block *));
            r->blocks[0] = b;
            r->parent = mod;
            mod->nregions = 1;
            mod->regions = r;
            b->parent = r;
            m->op = mod;
        }
    } else {
        vec_release(&ops);
    }
    strmap_free(&p.attr_aliases);
    strmap_free(&p.type_aliases);
    strmap_free(&p.type_intern);
    strmap_free(&p.type_text);
    strmap_free(&p.strings);
    strmap_free(&p.attr_intern);
    strmap_free(&p.attr_lists);
    strmap_free(&p.affine_intern);
    strmap_free(&p.map_intern);
    strmap_free(&p.op_names);
    strmap_free(&p.values);
    while (p.free_bindings) {
        Binding *next = p.free_bindings->shadowed;
        free(p.free_bindings);
        p.free_bindings = next;
    }
    vec_release(&p.deferred_locs);
    if (!ok) {
        *error = p.error ? p.error : diag_new(DIAG_ERROR, (Loc){1, 1}, "parse failed");
        diag_set_file(*error, src);   /* the parser's locations are all in src */
        module_free(m);
        return NULL;
    }
    *error = NULL;
    m->uses_in_order = p.unordered_uses == 0;
    return m;
}

void module_free(Module *m) {
    if (!m) return;
    arena_free(&m->arena);
    free(m);
}
