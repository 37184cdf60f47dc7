#include "lexer.h"
#include <string.h>
#include <ctype.h>
#include <sys/mman.h>
#include <unistd.h>

void lexer_init(Lexer *lx, const SourceFile *file, const char *begin, const char *end, int line) {
    lx->file = file;
    lx->cur = begin;
    lx->end = end;
    lx->line = line;
    /* column counts from the start of the line, even mid-file */
    const char *ls = begin;
    while (ls > file->text && ls[-1] != '\n') ls--;
    lx->line_start = ls;
    lx->error = NULL;
    lx->drop_from = 0;
}

/* A mapped source (SourceFile.mapped) keeps only the text near the lexer
 * resident: the pages more than DROP_LAG behind it are let go every
 * DROP_STEP bytes.  They are not lost: a diagnostic or a name that points
 * back into them reads them again from the file. */
enum { DROP_LAG = 256 << 10, DROP_STEP = 1 << 20 };

static void drop_passed_pages(Lexer *lx, const char *c) {
    size_t at = (size_t)(c - lx->file->text);
    if (at < lx->drop_from + DROP_LAG + DROP_STEP) return;
    long page = sysconf(_SC_PAGESIZE);
    if (page <= 0) return;
    size_t to = (at - DROP_LAG) / (size_t)page * (size_t)page;
    if (to > lx->drop_from) madvise((char *)lx->file->text + lx->drop_from, to - lx->drop_from, MADV_DONTNEED);
    lx->drop_from = to;
}

void lexer_reset_to(Lexer *lx, const char *p, int line, const char *line_start) {
    lx->cur = p;
    lx->line = line;
    lx->line_start = line_start;
}

const char *token_kind_name(TokKind k) {
    static const char *names[] = {
        "end of file", "error", "identifier", "SSA value", "block label", "'#' identifier",
        "'!' identifier", "symbol", "integer", "float", "string", "'->'", "':'", "','", "'='",
        "'('", "')'", "'{'", "'}'", "'['", "']'", "'<'", "'>'", "'?'", "'+'", "'-'", "'*'", "'|'",
        "'...'", "'{-#'", "'#-}'"};
    return names[k];
}

bool token_is_keyword(const Token *t, const char *kw) {
    size_t n = strlen(kw);
    return t->kind == TK_BARE_ID && (size_t)t->len == n && memcmp(t->ptr, kw, n) == 0;
}

/* ASCII classes, as the C locale's isalpha/isalnum (the command never sets
 * another locale), one table lookup per character. */
enum { CC_ALPHA = 1, CC_DIGIT = 2, CC_ID_PUNCT = 4 /* _ $ . */, CC_DASH = 8, CC_BLANK = 16 /* ' ' \t \r */ };
#define CC_ROW_ALPHA(c) [c] = CC_ALPHA, [c + 32] = CC_ALPHA
static const unsigned char char_class[256] = {
    CC_ROW_ALPHA('A'), CC_ROW_ALPHA('B'), CC_ROW_ALPHA('C'), CC_ROW_ALPHA('D'), CC_ROW_ALPHA('E'),
    CC_ROW_ALPHA('F'), CC_ROW_ALPHA('G'), CC_ROW_ALPHA('H'), CC_ROW_ALPHA('I'), CC_ROW_ALPHA('J'),
    CC_ROW_ALPHA('K'), CC_ROW_ALPHA('L'), CC_ROW_ALPHA('M'), CC_ROW_ALPHA('N'), CC_ROW_ALPHA('O'),
    CC_ROW_ALPHA('P'), CC_ROW_ALPHA('Q'), CC_ROW_ALPHA('R'), CC_ROW_ALPHA('S'), CC_ROW_ALPHA('T'),
    CC_ROW_ALPHA('U'), CC_ROW_ALPHA('V'), CC_ROW_ALPHA('W'), CC_ROW_ALPHA('X'), CC_ROW_ALPHA('Y'),
    CC_ROW_ALPHA('Z'),
    ['0'] = CC_DIGIT, ['1'] = CC_DIGIT, ['2'] = CC_DIGIT, ['3'] = CC_DIGIT, ['4'] = CC_DIGIT,
    ['5'] = CC_DIGIT, ['6'] = CC_DIGIT, ['7'] = CC_DIGIT, ['8'] = CC_DIGIT, ['9'] = CC_DIGIT,
    ['_'] = CC_ID_PUNCT, ['$'] = CC_ID_PUNCT, ['.'] = CC_ID_PUNCT, ['-'] = CC_DASH,
    [' '] = CC_BLANK, ['\t'] = CC_BLANK, ['\r'] = CC_BLANK,
};
#undef CC_ROW_ALPHA
static inline bool is_digit(int c) { return char_class[(unsigned char)c] & CC_DIGIT; }
static inline bool ascii_alpha(int c) { return char_class[(unsigned char)c] & CC_ALPHA; }
static inline bool is_id_char(int c) { return char_class[(unsigned char)c] & (CC_ALPHA | CC_DIGIT | CC_ID_PUNCT); }
static inline bool is_suffix_char(int c) {
    return char_class[(unsigned char)c] & (CC_ALPHA | CC_DIGIT | CC_ID_PUNCT | CC_DASH);
}

static Token make(Lexer *lx, TokKind k, const char *start) {
    Token t;
    t.kind = k;
    t.ptr = start;
    t.len = (int)(lx->cur - start);
    t.line = lx->line;
    t.col = (int)(start - lx->line_start) + 1;
    return t;
}

static Token error_tok(Lexer *lx, const char *start, const char *msg) {
    lx->error = msg;
    Token t = make(lx, TK_ERROR, start);
    return t;
}

/* Skips white space and // comments, counting lines. */
static void skip_trivia(Lexer *lx) {
    const char *c = lx->cur, *end = lx->end;
    for (;;) {
        while (c < end) {
            if (char_class[(unsigned char)*c] & CC_BLANK) {
                c++;
            } else if (*c == '\n') {
                c++;
                lx->line++;
                lx->line_start = c;
                if (lx->file->mapped) drop_passed_pages(lx, c);
            } else {
                break;
            }
        }
        if (c + 1 < end && c[0] == '/' && c[1] == '/') {
            const char *nl = memchr(c, '\n', (size_t)(end - c));
            c = nl ? nl : end;
            continue;
        }
        lx->cur = c;
        return;
    }
}

/* suffix-id ::= (digit+ | (letter|id-punct) (letter|id-punct|digit)*) */
static bool lex_suffix_id(Lexer *lx) {
    const char *s = lx->cur;
    if (s >= lx->end) return false;
    if (is_digit(*s)) {
        while (lx->cur < lx->end && is_digit(*lx->cur)) lx->cur++;
        return true;
    }
    if (!is_suffix_char((unsigned char)*s)) return false;   /* a letter or _ $ . - */
    while (lx->cur < lx->end && is_suffix_char((unsigned char)*lx->cur)) lx->cur++;
    return true;
}

static Token lex_string(Lexer *lx, const char *start) {
    /* lx->cur is after the opening quote */
    while (lx->cur < lx->end) {
        char c = *lx->cur++;
        if (c == '"') return make(lx, TK_STRING, start);
        if (c == '\n' || c == '\v' || c == '\f' || c == 0) {
            lx->cur--;
            return error_tok(lx, start, "expected '\"' in string literal");
        }
        if (c == '\\') {
            if (lx->cur >= lx->end) break;
            char e = *lx->cur;
            if (e == '"' || e == '\\' || e == 'n' || e == 't') {
                lx->cur++;
            } else if (lx->cur + 1 < lx->end && isxdigit((unsigned char)e) && isxdigit((unsigned char)lx->cur[1])) {
                lx->cur += 2;
            } else {
                return error_tok(lx, lx->cur - 1, "unknown escape in string literal");
            }
        }
    }
    return error_tok(lx, start, "expected '\"' in string literal");
}

static Token lex_number(Lexer *lx, const char *start) {
    /* lx->cur is at the first digit */
    if (lx->cur[0] == '0' && lx->cur + 1 < lx->end && lx->cur[1] == 'x' && lx->cur + 2 < lx->end &&
        isxdigit((unsigned char)lx->cur[2])) {
        lx->cur += 2;
        while (lx->cur < lx->end && isxdigit((unsigned char)*lx->cur)) lx->cur++;
        return make(lx, TK_INTEGER, start);
    }
    while (lx->cur < lx->end && is_digit(*lx->cur)) lx->cur++;
    if (lx->cur < lx->end && *lx->cur == '.') {
        lx->cur++;
        while (lx->cur < lx->end && is_digit(*lx->cur)) lx->cur++;
        if (lx->cur < lx->end && (*lx->cur == 'e' || *lx->cur == 'E')) {
            const char *e = lx->cur + 1;
            if (e < lx->end && (*e == '+' || *e == '-')) e++;
            if (e < lx->end && is_digit(*e)) {
                lx->cur = e;
                while (lx->cur < lx->end && is_digit(*lx->cur)) lx->cur++;
            }
        }
        return make(lx, TK_FLOAT, start);
    }
    return make(lx, TK_INTEGER, start);
}

Token lexer_next(Lexer *lx) {
    skip_trivia(lx);
    const char *start = lx->cur;
    if (lx->cur >= lx->end) return make(lx, TK_EOF, start);
    unsigned char c = (unsigned char)*lx->cur++;
    switch (c) {
    case ':': return make(lx, TK_COLON, start);
    case ',': return make(lx, TK_COMMA, start);
    case '=': return make(lx, TK_EQUAL, start);
    case '(': return make(lx, TK_LPAREN, start);
    case ')': return make(lx, TK_RPAREN, start);
    case '}': return make(lx, TK_RBRACE, start);
    case '[': return make(lx, TK_LSQUARE, start);
    case ']': return make(lx, TK_RSQUARE, start);
    case '<': return make(lx, TK_LESS, start);
    case '>': return make(lx, TK_GREATER, start);
    case '?': return make(lx, TK_QUESTION, start);
    case '+': return make(lx, TK_PLUS, start);
    case '*': return make(lx, TK_STAR, start);
    case '|': return make(lx, TK_VBAR, start);
    case '{':
        if (lx->cur + 1 < lx->end && lx->cur[0] == '-' && lx->cur[1] == '#') {
            lx->cur += 2;
            return make(lx, TK_FILE_META_BEGIN, start);
        }
        return make(lx, TK_LBRACE, start);
    case '-':
        if (lx->cur < lx->end && *lx->cur == '>') {
            lx->cur++;
            return make(lx, TK_ARROW, start);
        }
        return make(lx, TK_MINUS, start);
    case '.':
        if (lx->cur + 1 < lx->end && lx->cur[0] == '.' && lx->cur[1] == '.') {
            lx->cur += 2;
            return make(lx, TK_ELLIPSIS, start);
        }
        return error_tok(lx, start + 1, "expected three consecutive dots for an ellipsis");
    case '"': return lex_string(lx, start);
    case '@':
        if (lx->cur < lx->end && *lx->cur == '"') {
            lx->cur++;
            Token s = lex_string(lx, start);
            if (s.kind == TK_ERROR) return s;
            return make(lx, TK_AT_ID, start);
        }
        if (lx->cur < lx->end && (ascii_alpha((unsigned char)*lx->cur) || *lx->cur == '_')) {
            while (lx->cur < lx->end && is_id_char((unsigned char)*lx->cur)) lx->cur++;
            return make(lx, TK_AT_ID, start);
        }
        return error_tok(lx, start + 1, "@ identifier expected to start with letter or '_'");
    case '#':
        if (lx->cur + 1 < lx->end && lx->cur[0] == '-' && lx->cur[1] == '}') {
            lx->cur += 2;
            return make(lx, TK_FILE_META_END, start);
        }
        if (!lex_suffix_id(lx)) return error_tok(lx, start, "invalid attribute name");
        return make(lx, TK_HASH_ID, start);
    case '%':
        if (!lex_suffix_id(lx)) return error_tok(lx, start, "invalid SSA name");
        return make(lx, TK_PERCENT_ID, start);
    case '^':
        if (!lex_suffix_id(lx)) return error_tok(lx, start, "invalid block name");
        return make(lx, TK_CARET_ID, start);
    case '!':
        if (!lex_suffix_id(lx)) return error_tok(lx, start, "invalid type identifier");
        return make(lx, TK_BANG_ID, start);
    default:
        if (is_digit(c)) {
            lx->cur--;
            return lex_number(lx, start);
        }
        if (ascii_alpha(c) || c == '_') {
            while (lx->cur < lx->end && is_id_char((unsigned char)*lx->cur)) lx->cur++;
            return make(lx, TK_BARE_ID, start);
        }
        return error_tok(lx, start, "unexpected character");
    }
}
